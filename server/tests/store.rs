//! The store, on both backends: every test here runs once against SQLite and once against
//! PostgreSQL (see `common::db` for how PostgreSQL is found, and when its absence fails).

mod common;

use common::db::{TestDb, new_game};
use protocol::{GameConfig, GameKind, GameResult, LobbyStatus};
use server::store::{GameStatus, NewGame, Pool, Store, StoreError, StoredNotify, StoredSeat};

/// Generates `sqlite::$name` and `postgres::$name` for each test function `$name(TestDb)`.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::common::db::TestDb::sqlite()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    if let Some(db) = super::common::db::TestDb::postgres().await {
                        super::$name(db).await;
                    }
                }
            )*
        }
    };
}

on_both_backends!(
    a_game_round_trips_and_the_log_is_append_only,
    concurrent_appends_from_many_lobbies_commit_together_and_fail_alone,
    recovery_loads_each_live_lobby_with_its_last_game_only,
    a_game_record_holds_the_whole_log_and_its_times,
    reconnecting_runs_no_migration_twice_and_keeps_everything,
    seat_state_is_stored_with_its_version_and_comes_back,
    notification_settings_are_kept_by_token_and_go_with_the_seat,
);

/// A freshly taken seat: not ready, no Character, no rematch request.
fn seat(seat: u8, name: &str, hash: &str) -> StoredSeat {
    StoredSeat {
        seat,
        name: name.into(),
        token_hash: hash.into(),
        ready: false,
        character: None,
        rematch: false,
        bot: None,
    }
}

/// Ready, the Character and a rematch request are stored with the version they produced and
/// loaded back; a change for a seat nobody holds is an error that records nothing; a game start
/// rewrites the seats (moved, reset) and the host in the same transaction.
async fn seat_state_is_stored_with_its_version_and_comes_back(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    let config = GameConfig::SuperCamelot {
        seats: 2,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
        days_per_turn: None,
    };
    store.create_lobby("SEAT", &config, false).await.unwrap();
    store
        .put_seat("SEAT", 0, "ann", "h0", 1, Some(0))
        .await
        .unwrap();
    store
        .put_seat("SEAT", 1, "bob", "h1", 2, Some(0))
        .await
        .unwrap();
    store
        .set_seat_state("SEAT", 0, true, Some("Kay"), false, 3)
        .await
        .unwrap();
    store
        .set_seat_state("SEAT", 1, false, None, true, 4)
        .await
        .unwrap();
    // Seat 1 of another lobby, and a free seat: refused, nothing recorded.
    assert!(
        store
            .set_seat_state("NOPE", 1, true, None, false, 9)
            .await
            .is_err()
    );
    store.remove_seat("SEAT", 1, 5, Some(0)).await.unwrap();
    assert!(
        store
            .set_seat_state("SEAT", 1, true, None, false, 9)
            .await
            .is_err()
    );
    let live = store.load_live().await.unwrap();
    assert_eq!(live[0].v, 5);
    assert_eq!(
        live[0].seats,
        [StoredSeat {
            ready: true,
            character: Some("Kay".into()),
            ..seat(0, "ann", "h0")
        }]
    );
    store
        .put_seat("SEAT", 1, "bob", "h1", 6, Some(0))
        .await
        .unwrap();
    store
        .set_seat_state("SEAT", 1, false, None, true, 7)
        .await
        .unwrap();
    assert!(store.load_live().await.unwrap()[0].seats[1].rematch);

    // A start that moves the players: seats, host and version in one transaction.
    let moved = [
        StoredSeat {
            character: Some("Merlin".into()),
            ..seat(0, "bob", "h1")
        },
        StoredSeat {
            character: Some("Kay".into()),
            ..seat(1, "ann", "h0x")
        },
    ];
    let id = store
        .start_game(
            "SEAT",
            &NewGame {
                game_no: 1,
                kind: GameKind::SuperCamelot,
                setup: "{}",
                seed: 3,
                v: 8,
                host: Some(1),
                seats: &moved,
            },
        )
        .await
        .unwrap();
    let live = store.load_live().await.unwrap();
    assert_eq!(
        (live[0].status, live[0].v, live[0].host),
        (LobbyStatus::Playing, 8, Some(1))
    );
    assert_eq!(live[0].seats, moved);
    assert_eq!(live[0].game.as_ref().unwrap().id, id);
    // A start that fails (the game number is taken) leaves the seats as they were.
    assert!(
        store
            .start_game("SEAT", &new_game(1, GameKind::SuperCamelot, "{}", 3, 9))
            .await
            .is_err()
    );
    let live = store.load_live().await.unwrap();
    assert_eq!((live[0].v, live[0].host), (8, Some(1)));
    assert_eq!(live[0].seats, moved);
    store.close().await;
}

fn camelot(ruleset: &str) -> GameConfig {
    GameConfig::Camelot {
        ruleset: ruleset.parse().unwrap(),
        clock: None,
        days_per_move: None,
    }
}

/// Runs a statement directly on the pool; returns whether it succeeded.
async fn raw(store: &Store, sql: &'static str) -> bool {
    match store.pool() {
        Pool::Sqlite(p) => sqlx::query(sql).execute(p).await.is_ok(),
        Pool::Postgres(p) => sqlx::query(sql).execute(p).await.is_ok(),
    }
}

async fn a_game_round_trips_and_the_log_is_append_only(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    assert!(store.ping().await);
    let config = camelot("wcf");
    store.create_lobby("ABC", &config, true).await.unwrap();
    store
        .put_seat("ABC", 0, "ann", "hash0", 1, Some(0))
        .await
        .unwrap();
    store
        .put_seat("ABC", 1, "bob", "hash1", 2, Some(0))
        .await
        .unwrap();
    let id = store
        .start_game(
            "ABC",
            // As the server starts a game: with the seats as they stand.
            &NewGame {
                host: Some(0),
                seats: &[seat(0, "ann", "hash0"), seat(1, "bob", "hash1")],
                ..new_game(
                    1,
                    GameKind::Camelot,
                    r#"{"config":{"game":"camelot"}}"#,
                    u64::MAX - 7,
                    3,
                )
            },
        )
        .await
        .unwrap();
    store
        .append_action("ABC", id, 0, 0, r#"{"kind":"resign"}"#, 4)
        .await
        .unwrap();
    // The same sequence number twice is refused: nothing is overwritten.
    assert!(store.append_action("ABC", id, 0, 1, "{}", 5).await.is_err());

    let live = store.load_live().await.unwrap();
    assert_eq!(live.len(), 1);
    let l = &live[0];
    assert_eq!(
        (l.code.as_str(), l.status, l.v, l.host, l.public),
        ("ABC", LobbyStatus::Playing, 4, Some(0), true)
    );
    assert_eq!(l.config, config);
    assert_eq!(l.seats, [seat(0, "ann", "hash0"), seat(1, "bob", "hash1")]);
    let g = l.game.as_ref().unwrap();
    // The full 64-bit seed survives (both backends store it as text).
    assert_eq!(
        (g.id, g.game_no, g.seed, g.result.clone()),
        (id, 1, u64::MAX - 7, None)
    );
    assert_eq!(g.actions, [(0, r#"{"kind":"resign"}"#.to_owned())]);

    // The log cannot be rewritten or erased, even from outside the server.
    assert!(!raw(&store, "UPDATE actions SET seat = 1").await);
    assert!(!raw(&store, "DELETE FROM actions").await);
    let g = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(g.game.actions.len(), 1);

    let result = GameResult {
        winners: vec![1],
        reason: "resignation".into(),
    };
    store.finish_game("ABC", id, &result, 5).await.unwrap();
    let live = store.load_live().await.unwrap();
    assert_eq!(live[0].status, LobbyStatus::Finished);
    assert_eq!(live[0].v, 5);
    assert_eq!(live[0].game.as_ref().unwrap().result, Some(result));
    store.remove_seat("ABC", 1, 6, Some(0)).await.unwrap();
    store
        .set_lobby("ABC", LobbyStatus::Open, 7, None)
        .await
        .unwrap();
    let live = store.load_live().await.unwrap();
    assert_eq!(
        (live[0].status, live[0].v, live[0].host),
        (LobbyStatus::Open, 7, None)
    );
    assert_eq!(live[0].seats.len(), 1);
    store.close_lobby("ABC").await.unwrap();
    assert!(store.load_live().await.unwrap().is_empty());
    store.close().await;
}

async fn concurrent_appends_from_many_lobbies_commit_together_and_fail_alone(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    let config = camelot("standard");
    let mut games = Vec::new();
    for i in 0..40 {
        let code = format!("L{i}");
        store.create_lobby(&code, &config, false).await.unwrap();
        let id = store
            .start_game(&code, &new_game(1, GameKind::Camelot, "{}", 1, 1))
            .await
            .unwrap();
        games.push((code, id));
    }
    // Every lobby appends five actions, all lobbies at once; meanwhile one append reuses a
    // sequence number already in the log and must fail without failing the others.
    store.create_lobby("DUP", &config, false).await.unwrap();
    let dup = store
        .start_game("DUP", &new_game(1, GameKind::Camelot, "{}", 1, 1))
        .await
        .unwrap();
    store
        .append_action("DUP", dup, 0, 0, "{}", 2)
        .await
        .unwrap();
    let mut tasks = Vec::new();
    for (code, id) in games.clone() {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            for seq in 0..5u32 {
                store
                    .append_action(&code, id, seq, 0, "{}", u64::from(seq) + 2)
                    .await
                    .unwrap();
            }
        }));
    }
    let duplicate = {
        let store = store.clone();
        tokio::spawn(async move { store.append_action("DUP", dup, 0, 1, "{}", 99).await })
    };
    // And one names a game that does not exist: refused (a foreign key), alone.
    let orphan = {
        let store = store.clone();
        tokio::spawn(async move { store.append_action("DUP", dup + 1000, 0, 1, "{}", 99).await })
    };
    for t in tasks {
        t.await.unwrap();
    }
    assert!(duplicate.await.unwrap().is_err());
    assert!(orphan.await.unwrap().is_err());
    // What is logged comes back exactly as it was written, whatever its characters.
    let awkward = "{\"say\":\"a \\\"quote\\\", a back\\\\slash, \u{e9}t\u{e9}, \u{1f3f0}\"}";
    store
        .append_action("DUP", dup, 1, 1, awkward, 3)
        .await
        .unwrap();
    let live = store.load_live().await.unwrap();
    assert_eq!(live.len(), 41);
    for l in &live {
        let (v, actions) = if l.code == "DUP" { (3, 2) } else { (6, 5) };
        assert_eq!(l.v, v, "{}", l.code);
        assert_eq!(
            l.game.as_ref().unwrap().actions.len(),
            actions,
            "{}",
            l.code
        );
        if l.code == "DUP" {
            assert_eq!(l.game.as_ref().unwrap().actions[1], (1, awkward.to_owned()));
        }
    }
    store.close().await;
}

async fn recovery_loads_each_live_lobby_with_its_last_game_only(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    let config = camelot("standard");
    // A lobby on its second game: only the second game and its log come back.
    store.create_lobby("TWO", &config, false).await.unwrap();
    let first = store
        .start_game("TWO", &new_game(1, GameKind::Camelot, "{\"n\":1}", 11, 1))
        .await
        .unwrap();
    store
        .append_action("TWO", first, 0, 0, "a", 2)
        .await
        .unwrap();
    let result = GameResult {
        winners: vec![0],
        reason: "r".into(),
    };
    store.finish_game("TWO", first, &result, 3).await.unwrap();
    let second = store
        .start_game("TWO", &new_game(2, GameKind::Camelot, "{\"n\":2}", 22, 4))
        .await
        .unwrap();
    for seq in 0..3u32 {
        store
            .append_action(
                "TWO",
                second,
                seq,
                1,
                &format!("b{seq}"),
                5 + u64::from(seq),
            )
            .await
            .unwrap();
    }
    // An open lobby with no game, an aborted one and a closed one.
    store.create_lobby("OPEN", &config, true).await.unwrap();
    store
        .put_seat("OPEN", 1, "cy", "h", 1, Some(1))
        .await
        .unwrap();
    store.create_lobby("GONE", &config, false).await.unwrap();
    store.close_lobby("GONE").await.unwrap();
    store.create_lobby("BAD", &config, false).await.unwrap();
    let bad = store
        .start_game("BAD", &new_game(1, GameKind::Camelot, "{}", 1, 1))
        .await
        .unwrap();
    store.abort_game("BAD", bad, 2).await.unwrap();

    let mut live = store.load_live().await.unwrap();
    live.sort_by(|a, b| a.code.cmp(&b.code));
    assert_eq!(
        live.iter().map(|l| l.code.as_str()).collect::<Vec<_>>(),
        ["OPEN", "TWO"]
    );
    assert!(live[0].game.is_none());
    assert_eq!(live[0].seats, [seat(1, "cy", "h")]);
    assert_eq!((live[0].host, live[0].public), (Some(1), true));
    let g = live[1].game.as_ref().unwrap();
    assert_eq!(
        (g.id, g.game_no, g.seed, g.setup.as_str()),
        (second, 2, 22, "{\"n\":2}")
    );
    assert_eq!(
        g.actions,
        [(1, "b0".into()), (1, "b1".into()), (1, "b2".into())]
    );
    assert_eq!(live[1].v, 7);
    store.close().await;
}

async fn a_game_record_holds_the_whole_log_and_its_times(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    let config = GameConfig::SuperCamelot {
        seats: 2,
        ask_activation_order: false,
        auto_enemy_ties: true,
        turn_secs: None,
        days_per_turn: None,
    };
    store.create_lobby("REC", &config, false).await.unwrap();
    let id = store
        .start_game("REC", &new_game(1, GameKind::SuperCamelot, "{}", 5, 1))
        .await
        .unwrap();
    let playing = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(
        (playing.lobby.as_str(), playing.kind, playing.status),
        ("REC", GameKind::SuperCamelot, GameStatus::Playing)
    );
    assert!(playing.started_at.is_some());
    assert!(playing.ended_at.is_none());
    for seq in 0..10u32 {
        store
            .append_action(
                "REC",
                id,
                seq,
                (seq % 2) as u8,
                &seq.to_string(),
                2 + u64::from(seq),
            )
            .await
            .unwrap();
    }
    let result = GameResult {
        winners: vec![1],
        reason: "gems".into(),
    };
    store.finish_game("REC", id, &result, 12).await.unwrap();
    let done = store.load_game(id).await.unwrap().unwrap();
    assert_eq!(done.status, GameStatus::Finished);
    assert_eq!(done.game.result, Some(result));
    assert!(done.ended_at >= done.started_at);
    assert_eq!(
        done.game.actions,
        (0..10u32)
            .map(|s| ((s % 2) as u8, s.to_string()))
            .collect::<Vec<_>>()
    );
    assert!(store.load_game(id + 1000).await.unwrap().is_none());
    store.close().await;
}

async fn reconnecting_runs_no_migration_twice_and_keeps_everything(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    store
        .create_lobby("KEEP", &camelot("standard"), false)
        .await
        .unwrap();
    store.close().await;
    let again = Store::connect(&db.url).await.unwrap();
    assert_eq!(again.load_live().await.unwrap().len(), 1);
    // A duplicate code is an error, not an overwrite.
    assert!(matches!(
        again.create_lobby("KEEP", &camelot("wcf"), true).await,
        Err(StoreError::Database(_))
    ));
    assert_eq!(
        again.load_live().await.unwrap()[0].config,
        camelot("standard")
    );
    again.close().await;
}

#[tokio::test]
async fn only_sqlite_and_postgres_urls_are_accepted() {
    for url in ["mysql://localhost/test", "data/albion.db", ""] {
        assert!(
            matches!(
                Store::connect(url).await,
                Err(StoreError::UnsupportedUrl(_))
            ),
            "{url}"
        );
    }
}

#[tokio::test]
async fn an_unreachable_postgres_is_a_clear_error() {
    // Port 1 on loopback: nothing listens, the connection is refused at once. The error says
    // where it looked (never the password) and comes within the first-connection timeout, not
    // after the pool's 10 s.
    let started = std::time::Instant::now();
    let err = Store::connect("postgres://postgres:sekrit@127.0.0.1:1/albion_db")
        .await
        .unwrap_err();
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    assert!(matches!(err, StoreError::Unreachable { .. }), "{err}");
    let message = err.to_string();
    assert!(message.contains("127.0.0.1:1/albion_db"), "{message}");
    assert!(!message.contains("sekrit"), "{message}");
}

/// A seat's notification settings: stored by token, loaded with the lobby, one unsubscribe key
/// turns its e-mail off (nothing else), a freed seat's settings go with it; the server's keys
/// are made once and kept.
async fn notification_settings_are_kept_by_token_and_go_with_the_seat(db: TestDb) {
    let store = Store::connect(&db.url).await.unwrap();
    store
        .create_lobby("NOTE", &camelot("standard"), false)
        .await
        .unwrap();
    store
        .put_seat("NOTE", 0, "ann", "h0", 1, Some(0))
        .await
        .unwrap();
    store
        .put_seat("NOTE", 1, "bob", "h1", 2, Some(0))
        .await
        .unwrap();
    let ann = StoredNotify {
        token_hash: "h0".into(),
        settings: protocol::NotifySettings {
            when: protocol::NotifyWhen::Away,
            remind: true,
            push: None,
            email: Some("ann@example.org".into()),
            webhook: Some("https://hooks.example.org/a".into()),
            lang: None,
        },
        webhook_secret: Some("s".repeat(64)),
        unsubscribe: "a".repeat(64),
    };
    store.set_notify("NOTE", "h0", Some(&ann)).await.unwrap();
    // Written again: replaced, not doubled.
    store.set_notify("NOTE", "h0", Some(&ann)).await.unwrap();
    let bob = StoredNotify {
        token_hash: "h1".into(),
        unsubscribe: "b".repeat(64),
        ..ann.clone()
    };
    store.set_notify("NOTE", "h1", Some(&bob)).await.unwrap();
    let live = store.load_live().await.unwrap();
    assert_eq!(live[0].notify.len(), 2);
    assert!(live[0].notify.contains(&ann));
    assert_eq!(format!("{ann:?}"), "StoredNotify(…)", "Debug shows nothing");

    assert_eq!(
        store.unsubscribe(&"a".repeat(64)).await.unwrap().as_deref(),
        Some("NOTE")
    );
    assert_eq!(store.unsubscribe(&"c".repeat(64)).await.unwrap(), None);
    let now = store.notify_of("NOTE", "h0").await.unwrap().unwrap();
    assert_eq!(now.settings.email, None);
    assert_eq!(now.settings.webhook, ann.settings.webhook);

    // Bob leaves: his settings go; Ann's stay.
    store.remove_seat("NOTE", 1, 3, Some(0)).await.unwrap();
    assert_eq!(store.notify_of("NOTE", "h1").await.unwrap(), None);
    assert!(store.notify_of("NOTE", "h0").await.unwrap().is_some());
    store.set_notify("NOTE", "h0", None).await.unwrap();
    assert_eq!(store.notify_of("NOTE", "h0").await.unwrap(), None);

    let key = store.server_key("k", || "first".into()).await.unwrap();
    assert_eq!(key, "first");
    let again = store.server_key("k", || "second".into()).await.unwrap();
    assert_eq!(again, "first");
}
