//! Super Camelot through the server: three clients play random legal actions, and no client ever
//! receives another seat's wallet, a deck's order or the seed (checked on the raw JSON of every
//! message).

mod common;

use common::play::{Lcg, camelot_move, random_action, start_game, super_camelot_view};
use common::redaction::{check_frame, follow, is_private, rebuilt_views};
use common::{Client, TestServer, db_url, fast, tempdir};
use protocol::{ClientMsg, ErrorCode, LobbyStatus, ServerMsg};
use serde_json::Value;
use sqlx::Row;

#[tokio::test]
async fn three_players_random_legal_actions_and_no_leaks() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(
            r#"{"config":{"game":"super_camelot","seats":3,"auto_enemy_ties":true},"public":true}"#,
        )
        .await
        .code;
    let mut players: Vec<Client> = Vec::new();
    for name in ["ann", "bob", "cy"] {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        c.sit(name).await;
        players.push(c);
    }
    let mut spec = srv.client().await;
    spec.hello(&code, None).await;

    // Characters: one chosen, a taken one refused, an unknown one refused, the rest handed out.
    players[1]
        .send(&ClientMsg::Character {
            character: protocol::Character::Merlin,
        })
        .await;
    players[1].until_ack().await;
    players[0]
        .send(&ClientMsg::Character {
            character: protocol::Character::Merlin,
        })
        .await;
    assert_eq!(
        players[0].until_rejected().await,
        ErrorCode::InvalidCharacter
    );
    // A Character that does not exist is not a message at all: malformed, and the connection
    // that sent it is closed (a typed client cannot send it).
    let mut rogue = srv.client().await;
    rogue.hello(&code, None).await;
    rogue
        .send_raw(r#"{"t":"character","character":"Gandalf"}"#)
        .await;
    assert_eq!(rogue.until_rejected().await, ErrorCode::Malformed);
    assert_eq!(rogue.closed().await, Some(4000));
    for c in &mut players {
        c.send(&ClientMsg::Ready { ready: true }).await;
        c.until_ack().await;
    }
    players[0].send(&ClientMsg::Start {}).await;
    let v = players[0].until_ack().await;
    for c in players.iter_mut().chain(std::iter::once(&mut spec)) {
        c.catch_up(v).await;
    }
    let info = spec.lobby.clone().unwrap();
    assert_eq!(info.status, LobbyStatus::Playing);
    assert_eq!(info.seats[1].character, Some(protocol::Character::Merlin));
    assert!(info.seats.iter().all(|s| s.character.is_some()));

    // Random legal play (a fixed LCG so failures replay).
    let mut rng = Lcg(0x9E37_79B9_7F4A_7C15);
    let mut actions = 0;
    while actions < 250 && spec.lobby.as_ref().unwrap().status == LobbyStatus::Playing {
        random_action(&mut players, std::slice::from_mut(&mut spec), &mut rng).await;
        actions += 1;
    }
    assert!(actions > 20, "the game went on ({actions} actions)");

    // Nobody else can act for a seat, and an action for the wrong game is refused.
    let v = players[0].v;
    let wrong = ClientMsg::Act {
        v,
        action: camelot_move("E6-E5"),
    };
    players[0].send(&wrong).await;
    let code_got = players[0].until_rejected().await;
    assert!(
        matches!(code_got, ErrorCode::WrongGame | ErrorCode::GameOver),
        "{code_got:?}"
    );

    // The seed is in the store, and in no message anyone received.
    let pool = sqlx::SqlitePool::connect(&db_url(dir.path()))
        .await
        .unwrap();
    let seed: String = sqlx::query("SELECT seed FROM games")
        .fetch_one(&pool)
        .await
        .unwrap()
        .get(0);
    pool.close().await;
    assert!(seed.len() > 6);
    let mut views = 0;
    for (i, c) in players.iter().enumerate() {
        for raw in &c.raw {
            assert!(!raw.contains(&seed), "the seed reached seat {i}");
            views += check_frame(raw, Some(i as u8));
        }
        for rebuilt in rebuilt_views(&c.raw) {
            views += check_frame(&rebuilt, Some(i as u8));
        }
    }
    for raw in &spec.raw {
        assert!(!raw.contains(&seed), "the seed reached a spectator");
        views += check_frame(raw, None);
    }
    for rebuilt in rebuilt_views(&spec.raw) {
        views += check_frame(&rebuilt, None);
    }
    assert!(
        views > 4 * actions,
        "every message after the start carried a view ({views})"
    );
    println!("{actions} actions, {views} views checked");
    srv.stop().await;
}

#[tokio::test]
async fn a_restart_replays_super_camelot_to_the_same_views() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":2}}"#)
        .await
        .code;
    let (mut players, []) = start_game(srv.addr, &code, ["ann", "bob"]).await;
    let mut rng = Lcg(7);
    for _ in 0..40 {
        if players[0].lobby.as_ref().unwrap().status != LobbyStatus::Playing {
            break;
        }
        random_action(&mut players, &mut [], &mut rng).await;
    }
    let engine_view = |c: &Client| super_camelot_view(c.view.as_ref()).0.clone();
    let before: Vec<_> = players.iter().map(engine_view).collect();
    let tokens: Vec<_> = players.iter().map(|c| c.token.clone()).collect();
    // What each seat saw happen, live: the story a seat opening the game elsewhere is told.
    let told: Vec<_> = players.iter().map(|c| live_events(&c.raw)).collect();
    assert!(told.iter().all(|t| t.len() > 20), "the game went on");
    srv.stop().await;

    let srv = TestServer::start_with(dir.path(), fast).await;
    for (i, token) in tokens.into_iter().enumerate() {
        let mut c = srv.client().await;
        c.hello(&code, token).await;
        assert_eq!(c.seat, Some(i as u8));
        // Same seed, Characters and log: the replayed game is the same game.
        assert_eq!(
            engine_view(&c),
            before[i],
            "seat {i} sees the same game after the restart"
        );
        // And the same story: the history that follows the sync is what the seat saw live.
        let (entries, more) = history(&mut c).await;
        assert!(!more);
        let events: Vec<Value> = entries
            .into_iter()
            .flat_map(|e| e.events)
            .map(json)
            .collect();
        assert_eq!(events, told[i], "seat {i}'s history after the restart");
    }
    srv.stop().await;
}

/// A game's events in JSON.
fn json(e: protocol::VisibleEvent) -> Value {
    serde_json::to_value(e).unwrap()
}

/// Every event a connection was shown live, in order: the `events` of its view after each
/// `acted` event (the view its last sync and the patches and changes since build).
fn live_events(raw: &[String]) -> Vec<Value> {
    let mut game = Value::Null;
    let mut out = Vec::new();
    for frame in raw {
        let msg: Value = serde_json::from_str(frame).unwrap();
        follow(&mut game, &msg);
        if msg["t"] == "event" && msg["event"]["kind"] == "acted" {
            out.extend(game["events"].as_array().unwrap().iter().cloned());
        }
    }
    out
}

/// The next `history` a connection receives (the one that follows its sync, or the answer to
/// its `history` request; events of others may come before it).
async fn history(c: &mut Client) -> (Vec<protocol::HistoryEntry>, bool) {
    match c.until(|m| matches!(m, ServerMsg::History { .. })).await {
        ServerMsg::History { entries, more, .. } => (entries, more),
        _ => unreachable!(),
    }
}

/// A spectator who comes in mid-game, and a seat opened on a second device, are told the story
/// so far, each as they may see it: the spectator no wallet, the seat its own.
#[tokio::test]
async fn a_late_joiner_is_told_the_story_so_far_as_it_may_see_it() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":2}}"#)
        .await
        .code;
    let (mut players, mut spectators) = start_game::<2, 1>(srv.addr, &code, ["ann", "bob"]).await;
    let mut rng = Lcg(0x2545_F491_4F6C_DD1D);
    // Long enough for the history to come in pages, and on until a seat's wallet changed (a
    // private event, which the seat's own history must carry): the server's seed is random, so
    // how soon that happens varies.
    let mut scanned = [0usize; 2];
    let mut private_seen = false;
    for played in 0..2_000 {
        if spectators[0].lobby.as_ref().unwrap().status != LobbyStatus::Playing
            || (played >= 260 && private_seen)
        {
            break;
        }
        random_action(&mut players, &mut spectators, &mut rng).await;
        for (p, from) in players.iter().zip(&mut scanned) {
            private_seen |= p.raw[*from..].iter().any(|r| {
                r.contains(r#""type":"wallet_changed""#) || r.contains(r#""type":"big_treasure""#)
            });
            *from = p.raw.len();
        }
    }
    let [spec] = spectators;

    // A spectator who arrives now: the latest page, then the earlier ones as it asks.
    let mut late = srv.client().await;
    late.hello(&code, None).await;
    let entries = all_pages(&mut late).await;
    let pages = late
        .raw
        .iter()
        .filter(|r| r.starts_with(r#"{"t":"history""#))
        .count();
    assert!(
        pages > 1,
        "more than {} entries come in pages",
        protocol::HISTORY_PAGE
    );
    let seen: Vec<Value> = entries
        .iter()
        .flat_map(|e| e.events.clone())
        .map(json)
        .collect();
    assert_eq!(seen, live_events(&spec.raw), "what the first spectator saw");
    assert!(seen.len() > 40, "the game went on ({} events)", seen.len());
    assert!(
        !seen.iter().any(is_private),
        "a spectator is told nothing private"
    );
    // The entries are the log's steps, in order, each with the seat that played it.
    assert!(entries.windows(2).all(|w| w[0].seq < w[1].seq));
    for raw in late
        .raw
        .iter()
        .filter(|r| r.starts_with(r#"{"t":"history""#))
    {
        assert!(
            !raw.contains("wallet"),
            "no wallet in a spectator's history"
        );
    }

    // Ann opens the game on her phone: her seat's story, her own wallet included.
    let mut phone = srv.client().await;
    phone.hello(&code, players[0].token.clone()).await;
    let hers: Vec<Value> = all_pages(&mut phone)
        .await
        .into_iter()
        .flat_map(|e| e.events)
        .map(json)
        .collect();
    assert_eq!(hers, live_events(&players[0].raw), "what ann saw");
    let private = hers.iter().filter(|e| is_private(e)).count();
    let bobs_private = live_events(&players[1].raw)
        .iter()
        .filter(|e| is_private(e))
        .count();
    assert!(private + bobs_private > 0, "the seats' wallets changed");

    // Before the first step there is nothing.
    let first = entries[0].seq;
    late.send(&ClientMsg::History { before: first }).await;
    let (entries, more) = history(&mut late).await;
    assert!(entries.is_empty() && !more);
    late.send(&ClientMsg::History { before: first + 5 }).await;
    let (entries, _) = history(&mut late).await;
    assert!(!entries.is_empty() && entries.iter().all(|e| e.seq < first + 5));

    // A lobby without a game has no history; a Camelot game has none either (its view lists
    // the moves), and no history follows its sync.
    let camelot = srv.create(r#"{"config":{"game":"camelot"}}"#).await.code;
    let mut sides = Vec::new();
    for name in ["cy", "di"] {
        let mut c = srv.client().await;
        c.hello(&camelot, None).await;
        c.send(&ClientMsg::History { before: 1 }).await;
        assert_eq!(c.until_rejected().await, ErrorCode::NotStarted);
        c.sit(name).await;
        c.send(&ClientMsg::Ready { ready: true }).await;
        c.until_ack().await;
        sides.push(c);
    }
    sides[0].send(&ClientMsg::Start {}).await;
    sides[0].until_ack().await;
    sides[0].send(&ClientMsg::History { before: 1 }).await;
    assert_eq!(sides[0].until_rejected().await, ErrorCode::WrongGame);
    let mut watcher = srv.client().await;
    watcher.hello(&camelot, None).await;
    watcher.send(&ClientMsg::Resync {}).await;
    assert!(matches!(watcher.recv().await, ServerMsg::Sync { .. }));
    assert!(
        watcher
            .raw
            .iter()
            .all(|r| !r.starts_with(r#"{"t":"history""#))
    );
    srv.stop().await;
}

/// Every page of the history that follows a connection's sync, asking for the earlier ones
/// until there are none; the entries oldest first.
async fn all_pages(c: &mut Client) -> Vec<protocol::HistoryEntry> {
    let (mut all, mut more) = history(c).await;
    while more {
        c.send(&ClientMsg::History { before: all[0].seq }).await;
        let (mut page, m) = history(c).await;
        assert!(!page.is_empty() && page.len() <= protocol::HISTORY_PAGE);
        page.append(&mut all);
        all = page;
        more = m;
    }
    all
}
