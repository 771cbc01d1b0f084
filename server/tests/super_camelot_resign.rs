//! Super Camelot through the server: strict actions (a junk field is `malformed`, logged nowhere,
//! seen by nobody) and resignation in a game of three (the seat leaves alone, the others play on,
//! the last one standing wins, and the ended game looks ended, also after a restart).

mod common;

use common::play::{decider, legal, start_game, super_camelot_view};
use common::{Client, TestServer, db_url, fast, tempdir};
use protocol::{ClientMsg, ErrorCode, GameAction, LobbyEvent, LobbyStatus, ServerMsg};
use serde_json::{Value, json};
use sqlx::Row;

fn engine_view(c: &Client) -> Value {
    serde_json::to_value(super_camelot_view(c.view.as_ref()).0).unwrap()
}

/// A started game of three; returns the players.
async fn three(srv: &TestServer) -> (String, [Client; 3]) {
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":3,"auto_enemy_ties":true}}"#)
        .await
        .code;
    let (players, []) = start_game(srv.addr, &code, ["ann", "bob", "cy"]).await;
    (code, players)
}

async fn logged_actions(dir: &std::path::Path) -> Vec<String> {
    let pool = sqlx::SqlitePool::connect(&db_url(dir)).await.unwrap();
    let rows = sqlx::query("SELECT action FROM actions ORDER BY seq")
        .fetch_all(&pool)
        .await
        .unwrap();
    pool.close().await;
    rows.iter().map(|r| r.get::<String, _>(0)).collect()
}

#[tokio::test]
async fn an_action_with_a_junk_field_is_malformed_logged_nowhere_and_seen_by_nobody() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (code, mut players) = three(&srv).await;
    let i = decider(&players);
    let before: Vec<Value> = players.iter().map(engine_view).collect();
    let v0 = players[i].v;
    // The first player must choose a starting circle; the junk rides on a legal action.
    let junk = json!({
        "t": "act",
        "v": v0,
        "action": {"game": "super_camelot", "action":
            {"type": "place_on_circle", "circle": "North", "junk": "\u{1b}[2J\u{1b}[Hpwned"}}
    });
    players[i].send_raw(&junk.to_string()).await;
    assert_eq!(players[i].until_rejected().await, ErrorCode::Malformed);
    assert_eq!(players[i].closed().await, Some(4000));
    assert!(
        logged_actions(dir.path()).await.is_empty(),
        "nothing was written to the log"
    );
    // The others: the engine did not move and nothing of the junk reached them.
    let token = players[i].token.clone();
    for (j, c) in players.iter_mut().enumerate() {
        if j == i {
            continue;
        }
        // Only the sender's disconnection may follow (a presence event), no `acted`.
        while let Ok(msg) =
            tokio::time::timeout(std::time::Duration::from_millis(300), c.recv()).await
        {
            if let ServerMsg::Event { event, .. } = &msg {
                assert!(
                    matches!(event, LobbyEvent::Presence { .. }),
                    "seat {j} got {event:?}"
                );
            }
        }
        assert_eq!(engine_view(c), before[j], "seat {j}'s game did not change");
        assert!(
            c.raw
                .iter()
                .all(|r| !r.contains("junk") && !r.contains("pwned")),
            "the junk reached seat {j}"
        );
    }
    // The same action without the junk (fields in another order) is accepted, and what is logged
    // and echoed is the canonical form.
    let mut again = srv.client().await;
    again.hello(&code, token).await;
    let v = again.v;
    again
        .send_raw(
            &json!({"t": "act", "v": v, "action": {"game": "super_camelot",
                "action": {"circle": "North", "type": "place_on_circle"}}})
            .to_string(),
        )
        .await;
    again.until_ack().await;
    let canonical = json!({"type": "place_on_circle", "circle": "North"});
    let logged = logged_actions(dir.path()).await;
    assert_eq!(logged.len(), 1);
    let logged: Value = serde_json::from_str(&logged[0]).unwrap();
    assert_eq!(logged["action"]["action"], canonical);
    for (j, c) in players.iter_mut().enumerate() {
        if j == i {
            continue;
        }
        let msg = c
            .until(|m| {
                matches!(
                    m,
                    ServerMsg::Event {
                        event: LobbyEvent::Acted { .. },
                        ..
                    }
                )
            })
            .await;
        let ServerMsg::Event {
            event: LobbyEvent::Acted { action, .. },
            ..
        } = msg
        else {
            unreachable!()
        };
        assert_eq!(
            action,
            GameAction::SuperCamelot {
                action: serde_json::from_value(canonical.clone()).unwrap()
            }
        );
    }
    srv.stop().await;
}

#[tokio::test]
async fn in_a_game_of_three_a_resigned_seat_leaves_alone_and_the_last_one_standing_wins() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (code, mut players) = three(&srv).await;
    // Someone who is not deciding resigns.
    let deciding = decider(&players);
    let quitter = (deciding + 1) % 3;
    let v = players[quitter].v;
    players[quitter].send(&ClientMsg::Resign { v }).await;
    let v = players[quitter].until_ack().await;
    for c in &mut players {
        c.catch_up(v).await;
    }
    let lobby = players[0].lobby.clone().unwrap();
    assert_eq!(lobby.status, LobbyStatus::Playing, "the others play on");
    assert_eq!(lobby.result, None, "no result while two seats still play");
    let view = engine_view(&players[deciding]);
    assert_eq!(view["players"][quitter]["resigned"], true);
    assert!(view["players"][quitter]["place"].is_null());
    assert!(view["outcome"].is_null());
    assert!(
        !legal(players[deciding].view.as_ref(), players[deciding].seat).is_empty(),
        "the decider still decides"
    );
    assert!(legal(players[quitter].view.as_ref(), players[quitter].seat).is_empty());
    // The resigned seat watches: it may not act nor resign again.
    let v = players[quitter].v;
    players[quitter]
        .send(&ClientMsg::Act {
            v,
            action: GameAction::SuperCamelot {
                action: protocol::Action::EndTurn,
            },
        })
        .await;
    assert_eq!(
        players[quitter].until_rejected().await,
        ErrorCode::IllegalAction
    );
    players[quitter].send(&ClientMsg::Resign { v }).await;
    assert_eq!(
        players[quitter].until_rejected().await,
        ErrorCode::IllegalAction
    );
    // The game goes on: the decider plays.
    let action = legal(players[deciding].view.as_ref(), players[deciding].seat)[0].clone();
    let v = players[deciding].v;
    players[deciding].send(&ClientMsg::Act { v, action }).await;
    let v = players[deciding].until_ack().await;
    for c in &mut players {
        c.catch_up(v).await;
    }
    // A second seat resigns: the last one standing wins.
    let second = (0..3).find(|&s| s != quitter).unwrap();
    let winner = (0..3).find(|&s| s != quitter && s != second).unwrap();
    let v = players[second].v;
    players[second].send(&ClientMsg::Resign { v }).await;
    players[second].until_ack().await;
    // The ack names the resignation's version; the game-over version that follows it was sent
    // before the ack, so the resigner already holds it: everyone catches up to that.
    let v = players[second].v;
    for c in &mut players {
        c.catch_up(v).await;
    }
    let lobby = players[0].lobby.clone().unwrap();
    assert_eq!(lobby.status, LobbyStatus::Finished);
    let result = lobby.result.clone().unwrap();
    assert_eq!(result.winners, vec![winner as u8]);
    assert_eq!(result.reason, "resignation");
    for (j, c) in players.iter().enumerate() {
        let view = engine_view(c);
        assert!(view["pending"].is_null(), "seat {j}: no prompt is pending");
        assert_eq!(view["legal_actions"], json!([]), "seat {j}");
        assert!(legal(c.view.as_ref(), c.seat).is_empty(), "seat {j}");
        assert_eq!(view["outcome"]["winner"], json!(winner));
        assert_eq!(view["outcome"]["by"], json!("Resignation"));
        assert!(
            !view["revealed"].is_null(),
            "seat {j}: the hidden state is revealed"
        );
        for p in view["players"].as_array().unwrap() {
            assert!(p["gems"].is_u64(), "seat {j} sees every wallet: {p}");
        }
    }
    let before: Vec<Value> = players.iter().map(engine_view).collect();
    let tokens: Vec<_> = players.iter().map(|c| c.token.clone()).collect();
    srv.stop().await;

    // The log replays to the same ended game.
    let srv = TestServer::start_with(dir.path(), fast).await;
    for (j, token) in tokens.into_iter().enumerate() {
        let mut c = srv.client().await;
        c.hello(&code, token).await;
        let lobby = c.lobby.clone().unwrap();
        assert_eq!(lobby.status, LobbyStatus::Finished);
        assert_eq!(lobby.result.as_ref(), Some(&result));
        let after = engine_view(&c);
        assert_eq!(after["outcome"], before[j]["outcome"]);
        assert_eq!(after["players"], before[j]["players"]);
        assert_eq!(after["revealed"], before[j]["revealed"]);
    }
    srv.stop().await;
}
