//! Computer players through a real server: the host seats one from the lobby and a whole game
//! is played to its end over the WebSocket; the record names it.

mod common;

use common::play::legal;
use common::{TestServer, fast, http, path, tempdir};
use protocol::{
    BotLevel, ClientMsg, ErrorCode, GameAction, GameRecord, GameView, LobbyStatus, ServerMsg,
};
use std::time::Duration;

/// The action ann plays: her first legal one (Camelot), or the end of her turn if she may (Super
/// Camelot; else the first action listed); none when she has nothing to decide.
fn my_action(view: Option<&GameView>, seat: Option<u8>) -> Option<GameAction> {
    let options = legal(view, seat);
    // Ann ends her turns at once where she may: the computer player does the playing, so the
    // game ends by its Relics or Gems.
    options
        .iter()
        .find(|a| {
            matches!(
                a,
                GameAction::SuperCamelot {
                    action: protocol::Action::EndTurn
                }
            )
        })
        .or(options.first())
        .cloned()
}

/// Turns a passive Ann ends before she resigns a Super Camelot game the computer has not yet won.
const PASSIVE_TURNS: u32 = 40;

async fn play_against_a_computer(config: &str, level: BotLevel) {
    let dir = tempdir();
    let srv = TestServer::start_with(&path(&dir), |c| {
        fast(c);
        c.bot_delay_ms = 0;
    })
    .await;
    let code = srv.create(config).await.code;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    let mut spec = srv.client().await;
    spec.hello(&code, None).await;
    assert_eq!(ann.sit("ann").await, 0);

    // Only the host, only a free seat; a spectator may not.
    spec.send(&ClientMsg::AddBot { seat: None, level }).await;
    assert_eq!(spec.until_rejected().await, ErrorCode::NotSeated);
    ann.send(&ClientMsg::AddBot {
        seat: Some(0),
        level,
    })
    .await;
    assert_eq!(ann.until_rejected().await, ErrorCode::SeatTaken);
    ann.send(&ClientMsg::AddBot { seat: None, level }).await;
    ann.until_ack().await;
    let seat = &ann.lobby.as_ref().unwrap().seats[1];
    assert_eq!(seat.bot, Some(level));
    assert_eq!(seat.name.as_deref(), Some("Computer"));
    assert!(seat.ready);

    ann.send(&ClientMsg::Ready { ready: true }).await;
    ann.until_ack().await;
    ann.send(&ClientMsg::Start {}).await;
    ann.until_ack().await;
    let mut moves = 0;
    let mut turns_passed = 0;
    while ann.lobby.as_ref().unwrap().status == LobbyStatus::Playing {
        // A passive Ann may leave a Super Camelot forest with nothing in the computer player's reach
        // (its greedy walk can wander for ever): once it has had its turns, she resigns, which
        // finishes the game as surely as a win.
        if turns_passed == PASSIVE_TURNS {
            let v = ann.v;
            ann.send(&ClientMsg::Resign { v }).await;
            ann.until(|m| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Rejected { .. }))
                .await;
            turns_passed += 1;
            continue;
        }
        if let Some(action) = my_action(ann.view.as_ref(), ann.seat) {
            let v = ann.v;
            let ends_turn = matches!(
                action,
                GameAction::SuperCamelot {
                    action: protocol::Action::EndTurn
                }
            );
            ann.send(&ClientMsg::Act { v, action }).await;
            // A computer player's move may land first: a stale request is answered with a sync.
            if matches!(
                ann.until(|m| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Rejected { .. }))
                    .await,
                ServerMsg::Ack { .. }
            ) && ends_turn
            {
                turns_passed += 1;
            }
            moves += 1;
            assert!(moves < 5000, "Ann's moves stay bounded");
        } else {
            // The computer player's turn: it answers by itself.
            tokio::time::timeout(Duration::from_secs(60), ann.recv())
                .await
                .expect("the computer player plays");
        }
    }
    let info = ann.lobby.clone().unwrap();
    assert_eq!(info.status, LobbyStatus::Finished);
    assert!(
        info.seats[1].rematch,
        "a computer player always wants a rematch"
    );
    // The spectator saw the same game, gap-free (the harness checks every version).
    spec.catch_up(ann.v).await;
    assert_eq!(spec.lobby.as_ref().unwrap().result, info.result);

    let (status, body) = http(
        srv.addr,
        "GET",
        &format!("/api/games/{}", info.game_id.unwrap()),
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let record: GameRecord = serde_json::from_str(&body).unwrap();
    assert_eq!(record.players[1].bot, Some(level));
    assert_eq!(record.players[0].bot, None);
    assert!(record.steps.iter().any(|s| s.seat == 1));
    // Ann never wins a Super Camelot game she only passes in: the computer player took it by the
    // rules or by her resignation.
    if config.contains("super_camelot") {
        assert_eq!(
            info.result
                .as_ref()
                .and_then(|r| r.winners.first().copied()),
            Some(1),
            "{:?}",
            info.result
        );
    }
    srv.stop().await;
}

#[tokio::test]
async fn a_computer_player_fills_a_camelot_seat_and_the_game_finishes() {
    play_against_a_computer(
        r#"{"config":{"game":"camelot"},"public":true}"#,
        BotLevel::Easy,
    )
    .await;
}

#[tokio::test]
async fn a_computer_player_fills_a_super_camelot_seat_and_the_game_finishes() {
    play_against_a_computer(
        r#"{"config":{"game":"super_camelot","seats":2},"public":true}"#,
        BotLevel::Easy,
    )
    .await;
}
