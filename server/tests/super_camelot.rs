//! Super Camelot through the server: three clients play random legal actions, and no client ever
//! receives another seat's wallet, a deck's order or the seed (checked on the raw JSON of every
//! message).

mod common;

use common::redaction::{check_frame, rebuilt_views};
use common::{Client, TestServer, db_url, tempdir};
use protocol::{ClientMsg, ErrorCode, GameAction, GameView, LobbyStatus};
use serde_json::Value;
use sqlx::Row;

fn decider(view: &Option<GameView>) -> Vec<Value> {
    match view {
        Some(GameView::SuperCamelot { view, .. }) => view
            .legal_actions
            .iter()
            .map(|a| serde_json::to_value(a).unwrap())
            .collect(),
        _ => Vec::new(),
    }
}

#[tokio::test]
async fn three_players_random_legal_actions_and_no_leaks() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.rate_per_sec = 10_000.0;
        c.rate_burst = 10_000.0;
    })
    .await;
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
    let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut actions = 0;
    while actions < 250 && spec.lobby.as_ref().unwrap().status == LobbyStatus::Playing {
        let deciding: Vec<usize> = (0..players.len())
            .filter(|&i| !decider(&players[i].view).is_empty())
            .collect();
        assert_eq!(deciding.len(), 1, "exactly one seat must decide");
        let i = deciding[0];
        let legal = decider(&players[i].view);
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = legal[(rng >> 33) as usize % legal.len()].clone();
        let msg = ClientMsg::Act {
            v: players[i].v,
            action: GameAction::SuperCamelot {
                action: serde_json::from_value(pick).unwrap(),
            },
        };
        players[i].send(&msg).await;
        players[i].until_ack().await;
        let v = players[i].v;
        for c in players.iter_mut().chain(std::iter::once(&mut spec)) {
            c.catch_up(v).await;
        }
        actions += 1;
    }
    assert!(actions > 20, "the game went on ({actions} actions)");

    // Nobody else can act for a seat, and an action for the wrong game is refused.
    let v = players[0].v;
    let wrong = ClientMsg::Act {
        v,
        action: GameAction::Camelot {
            mv: "E6-E5".parse().unwrap(),
        },
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
    let fast = |c: &mut server::Config| {
        c.rate_per_sec = 10_000.0;
        c.rate_burst = 10_000.0;
    };
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":2}}"#)
        .await
        .code;
    let mut players: Vec<Client> = Vec::new();
    for name in ["ann", "bob"] {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        c.sit(name).await;
        c.send(&ClientMsg::Ready { ready: true }).await;
        c.until_ack().await;
        players.push(c);
    }
    players[0].send(&ClientMsg::Start {}).await;
    let v = players[0].until_ack().await;
    for c in &mut players {
        c.catch_up(v).await;
    }
    let mut rng: u64 = 7;
    for _ in 0..40 {
        if players[0].lobby.as_ref().unwrap().status != LobbyStatus::Playing {
            break;
        }
        let i = (0..2)
            .find(|&i| !decider(&players[i].view).is_empty())
            .unwrap();
        let legal = decider(&players[i].view);
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = legal[(rng >> 33) as usize % legal.len()].clone();
        let msg = ClientMsg::Act {
            v: players[i].v,
            action: GameAction::SuperCamelot {
                action: serde_json::from_value(pick).unwrap(),
            },
        };
        players[i].send(&msg).await;
        players[i].until_ack().await;
        let v = players[i].v;
        for c in &mut players {
            c.catch_up(v).await;
        }
    }
    let engine_view = |c: &Client| match &c.view {
        Some(GameView::SuperCamelot { view, .. }) => view.clone(),
        other => panic!("{other:?}"),
    };
    let before: Vec<_> = players.iter().map(engine_view).collect();
    let tokens: Vec<_> = players.iter().map(|c| c.token.clone()).collect();
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
    }
    srv.stop().await;
}
