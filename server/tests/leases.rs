//! Leases and fencing on PostgreSQL (several nodes): a node that lost a lobby cannot write to it,
//! whatever it tries, and the node that took it over can. Two `Store`s on one database play two
//! nodes. In CI a missing PostgreSQL fails these tests (see `common::db`).

mod common;

use common::db::{TestDb, new_game};
use protocol::{GameConfig, GameKind};
use server::store::{Bounds, Store, StoreError};
use std::time::Duration;

const LEASE_MS: u64 = 300;

fn camelot() -> GameConfig {
    serde_json::from_str(r#"{"game":"camelot"}"#).unwrap()
}

async fn actions_of(store: &Store, game: i64) -> Vec<(i64, i64)> {
    let server::store::Pool::Postgres(pool) = store.pool() else {
        panic!("PostgreSQL only");
    };
    sqlx::query_as("SELECT seq, epoch FROM actions WHERE game_id = $1 ORDER BY seq")
        .bind(game)
        .fetch_all(pool)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_that_lost_its_lease_cannot_write_and_the_new_holder_can() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let a = Store::connect(&db.url).await.unwrap();
    let b = Store::connect(&db.url).await.unwrap();

    // Node a creates and holds the lobby (epoch 1) and plays a move.
    assert_eq!(
        a.create_held_lobby("L1", &camelot(), false, "a", LEASE_MS)
            .await
            .unwrap(),
        1
    );
    let game = a
        .start_game("L1", &new_game(1, GameKind::Camelot, "{}", 7, 1))
        .await
        .unwrap();
    a.append_action("L1", game, 0, 0, r#"{"kind":"act"}"#, 2)
        .await
        .unwrap();

    // While a's lease runs, nobody else may take the lobby.
    assert_eq!(b.take_lease("L1", "b", LEASE_MS).await.unwrap(), None);
    let held = b.holder("L1").await.unwrap().unwrap();
    assert_eq!(
        (held.node.as_deref(), held.epoch, held.live),
        (Some("a"), 1, true)
    );
    assert_eq!(b.unheld_lobbies(10).await.unwrap(), Vec::<String>::new());

    // a stops renewing (paused); its lease runs out and b takes the lobby with epoch 2.
    tokio::time::sleep(Duration::from_millis(LEASE_MS + 100)).await;
    assert_eq!(b.unheld_lobbies(10).await.unwrap(), vec!["L1".to_owned()]);
    assert_eq!(b.take_lease("L1", "b", LEASE_MS).await.unwrap(), Some(2));
    assert_eq!(b.take_lease("L1", "b", LEASE_MS).await.unwrap(), None);

    // a wakes up and tries everything: an action, a lobby change, a result. All are refused.
    let fenced = |r: Result<(), StoreError>| matches!(r, Err(StoreError::Fenced(_)));
    assert!(fenced(
        a.append_action("L1", game, 1, 1, r#"{"kind":"act"}"#, 3)
            .await
    ));
    assert!(fenced(
        a.set_lobby("L1", protocol::LobbyStatus::Playing, 3, None)
            .await
    ));
    assert!(fenced(a.close_lobby("L1").await));
    // Its renewal finds nothing held.
    assert!(
        a.renew_leases("a", &[("L1".to_owned(), 1)], LEASE_MS)
            .await
            .unwrap()
            .is_empty()
    );

    // b's writes land, under its epoch.
    b.append_action("L1", game, 1, 1, r#"{"kind":"act"}"#, 3)
        .await
        .unwrap();
    assert_eq!(actions_of(&b, game).await, vec![(0, 1), (1, 2)]);
    let live = b.load_lobby("L1").await.unwrap().unwrap();
    assert_eq!(live.v, 3);
    assert_eq!(live.game.unwrap().actions.len(), 2);
    assert_eq!(
        b.renew_leases("b", &[("L1".to_owned(), 2)], LEASE_MS)
            .await
            .unwrap(),
        vec!["L1".to_owned()]
    );

    // A clean stop lets go at once: a may take it back, with epoch 3, and b is fenced.
    b.release_lease("L1", 2).await.unwrap();
    assert_eq!(a.take_lease("L1", "a", LEASE_MS).await.unwrap(), Some(3));
    assert!(fenced(
        b.append_action("L1", game, 2, 0, r#"{"kind":"act"}"#, 4)
            .await
    ));
    a.append_action("L1", game, 2, 0, r#"{"kind":"act"}"#, 4)
        .await
        .unwrap();
    assert_eq!(actions_of(&a, game).await, vec![(0, 1), (1, 2), (2, 3)]);
    assert_eq!(a.release_node("a").await.unwrap(), 1);
}

/// A batch of appends from several lobbies, one of them fenced: the others land, the fenced one
/// does not, and its lobby's version does not move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fenced_append_fails_alone_in_its_batch() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let a = Store::connect(&db.url).await.unwrap();
    let b = Store::connect(&db.url).await.unwrap();
    let mut games = Vec::new();
    for i in 0..8 {
        let code = format!("B{i}");
        a.create_held_lobby(&code, &camelot(), false, "a", LEASE_MS)
            .await
            .unwrap();
        games.push(
            a.start_game(&code, &new_game(1, GameKind::Camelot, "{}", 7, 1))
                .await
                .unwrap(),
        );
    }
    tokio::time::sleep(Duration::from_millis(LEASE_MS + 100)).await;
    assert_eq!(b.take_lease("B3", "b", LEASE_MS).await.unwrap(), Some(2));
    // Concurrent appends: the log writer batches them into one statement.
    let mut tasks = Vec::new();
    for (i, &game) in games.iter().enumerate() {
        let a = a.clone();
        tasks.push(tokio::spawn(async move {
            a.append_action(&format!("B{i}"), game, 0, 0, "{}", 2).await
        }));
    }
    for (i, t) in tasks.into_iter().enumerate() {
        let r = t.await.unwrap();
        if i == 3 {
            assert!(matches!(r, Err(StoreError::Fenced(_))), "{r:?}");
        } else {
            r.unwrap();
        }
    }
    assert_eq!(b.load_lobby("B3").await.unwrap().unwrap().v, 1);
    assert_eq!(b.load_lobby("B4").await.unwrap().unwrap().v, 2);
    assert!(actions_of(&b, games[3]).await.is_empty());
}

/// A cluster node's sessions carry the lease's bounds; a session left inside a transaction (its
/// process frozen mid-write) is ended by PostgreSQL with its row locks, and a takeover never waits
/// for a locked row: it skips it, and takes the lobby once the lock is gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_frozen_transaction_lets_go_and_a_takeover_never_waits_for_a_lock() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let lease = Duration::from_millis(1200);
    let bounds = Bounds::for_lease(lease);
    let a = Store::connect_with(&db.url, Some(bounds)).await.unwrap();
    let b = Store::connect_with(&db.url, Some(bounds)).await.unwrap();
    let server::store::Pool::Postgres(pool) = a.pool() else {
        panic!("PostgreSQL only");
    };
    let show = |name: &'static str| async move {
        let (value,): (String,) = sqlx::query_as(sqlx::AssertSqlSafe(format!("SHOW {name}")))
            .fetch_one(pool)
            .await
            .unwrap();
        value
    };
    assert_eq!(show("statement_timeout").await, "600ms");
    assert_eq!(show("lock_timeout").await, "400ms");
    assert_eq!(show("idle_in_transaction_session_timeout").await, "300ms");

    a.create_held_lobby("F1", &camelot(), false, "a", 50)
        .await
        .unwrap();
    // Node a's session takes the row's lock and freezes inside its transaction.
    let mut frozen = pool.begin().await.unwrap();
    sqlx::query("UPDATE lobbies SET v = v WHERE code = 'F1'")
        .execute(&mut *frozen)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    // The lease ran out; node b's takeover skips the locked row at once instead of waiting.
    let asked = std::time::Instant::now();
    let took = b.take_lease("F1", "b", 300).await.unwrap();
    assert_eq!(took, None, "a locked row is not taken");
    assert!(
        asked.elapsed() < Duration::from_millis(250),
        "the takeover waited {:?} for the lock",
        asked.elapsed()
    );
    // PostgreSQL ends the frozen session after 300 ms idle in its transaction: its lock is gone.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        sqlx::query("SELECT 1").execute(&mut *frozen).await.is_err(),
        "the frozen session was ended"
    );
    drop(frozen);
    let asked = std::time::Instant::now();
    let epoch = b.take_lease("F1", "b", 300).await.unwrap();
    assert_eq!(epoch, Some(2), "the lobby is taken once the lock is gone");
    assert!(asked.elapsed() < Duration::from_secs(1));
}
