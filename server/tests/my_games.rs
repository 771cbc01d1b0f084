//! `POST /api/my-games` and correspondence lobbies through a real server: the games a client's
//! seat tokens hold, with whose turn it is and the deadline (a date, the same after a restart);
//! what it refuses; and the settings a correspondence lobby is created with.

mod common;

use common::http::http;
use common::play::{legal, start_game};
use common::{Client, TestServer, fast, tempdir};
use protocol::{ClientMsg, HttpError, MAX_MY_GAMES, MyGames};
use std::net::SocketAddr;

const DAY_MS: u64 = 86_400_000;

fn now_ms() -> u64 {
    u64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}

/// Asks about `seats` (lobby, token); the answer must be 200.
async fn my_games(addr: SocketAddr, seats: &[(&str, &str)]) -> (MyGames, String) {
    let body = serde_json::json!({
        "seats": seats
            .iter()
            .map(|(lobby, token)| serde_json::json!({"lobby": lobby, "token": token}))
            .collect::<Vec<_>>()
    })
    .to_string();
    let (status, text) = http(addr, "POST", "/api/my-games", Some(&body)).await;
    assert_eq!(status, 200, "{text}");
    (serde_json::from_str(&text).unwrap(), text)
}

async fn refused(addr: SocketAddr, path: &str, body: &str) -> HttpError {
    let (status, text) = http(addr, "POST", path, Some(body)).await;
    assert_eq!(status, 400, "{body}: {text}");
    let e: HttpError = serde_json::from_str(&text).unwrap();
    assert_eq!(e.error, "bad_request");
    e
}

fn token(c: &Client) -> String {
    c.token.clone().unwrap()
}

#[tokio::test]
async fn my_games_lists_the_seats_a_client_holds_with_whose_turn_and_the_deadline() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let slow = srv
        .create(r#"{"config":{"game":"camelot","days_per_move":2}}"#)
        .await;
    assert_eq!(slow.config.days(), Some(2));
    let ([mut ann, mut bob], []) = start_game(srv.addr, &slow.code, ["Ann", "Bob"]).await;
    // Ann also waits alone in a Super Camelot lobby.
    let waiting = srv
        .create(r#"{"config":{"game":"super_camelot","seats":2,"days_per_turn":3}}"#)
        .await;
    let mut ann2 = srv.client().await;
    ann2.hello(&waiting.code, None).await;
    ann2.sit("Ann").await;

    let (ann_t, ann2_t, bob_t) = (token(&ann), token(&ann2), token(&bob));
    let before = now_ms();
    let (mine, text) = my_games(
        srv.addr,
        &[
            (&slow.code, &ann_t),
            (&waiting.code, &ann2_t),
            // Someone else's token for a lobby, a token for the wrong lobby, no such lobby:
            // left out, and nothing said about them.
            (&waiting.code, &bob_t),
            (&waiting.code, "not-a-token"),
            ("NOSUCHLOBBY2", &ann_t),
        ],
    )
    .await;
    assert!(!text.contains(&ann_t) && !text.contains(&bob_t), "{text}");
    assert_eq!(mine.games.len(), 2, "{text}");
    let game = mine
        .games
        .iter()
        .find(|g| g.lobby.code == slow.code)
        .unwrap();
    assert_eq!((game.seat, game.to_move), (0, Some(0)));
    let deadline = game.deadline_ms.unwrap();
    assert!(
        deadline >= before + 2 * DAY_MS - 5_000 && deadline <= now_ms() + 2 * DAY_MS,
        "{deadline}"
    );
    let open = mine
        .games
        .iter()
        .find(|g| g.lobby.code == waiting.code)
        .unwrap();
    assert_eq!((open.seat, open.to_move, open.deadline_ms), (0, None, None));
    assert!(
        mine.games
            .windows(2)
            .all(|w| w[0].created_at >= w[1].created_at),
        "newest first"
    );

    // Ann moves: now Bob must, with two days from her move.
    let mv = legal(ann.view.as_ref(), ann.seat)[0].clone();
    ann.send(&ClientMsg::Act {
        v: ann.v,
        action: mv,
    })
    .await;
    let v = ann.until_ack().await;
    bob.catch_up(v).await;
    let moved = now_ms();
    let (mine, _) = my_games(srv.addr, &[(&slow.code, &bob_t)]).await;
    let game = &mine.games[0];
    assert_eq!((game.seat, game.to_move), (1, Some(1)));
    let deadline = game.deadline_ms.unwrap();
    assert!(deadline.abs_diff(moved + 2 * DAY_MS) < 5_000, "{deadline}");

    // A restart: the deadline is a date and stays where it was.
    drop((ann, bob, ann2));
    srv.stop().await;
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (mine, _) = my_games(srv.addr, &[(&slow.code, &bob_t)]).await;
    let game = &mine.games[0];
    assert_eq!(game.to_move, Some(1));
    assert!(
        game.deadline_ms.unwrap().abs_diff(deadline) < 2_000,
        "{:?} after the restart, {deadline} before",
        game.deadline_ms
    );
    srv.stop().await;
}

#[tokio::test]
async fn my_games_and_correspondence_settings_refuse_bad_input() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    for body in [
        "",
        "{",
        r#"{"seats":"ABC"}"#,
        r#"{"seats":[{"lobby":"A"}]}"#,
        r#"{"seats":[],"extra":1}"#,
    ] {
        refused(srv.addr, "/api/my-games", body).await;
    }
    let many = serde_json::json!({
        "seats": (0..=MAX_MY_GAMES)
            .map(|i| serde_json::json!({"lobby": format!("L{i}"), "token": "t"}))
            .collect::<Vec<_>>()
    })
    .to_string();
    let e = refused(srv.addr, "/api/my-games", &many).await;
    assert!(e.message.contains("at most 200 seats"), "{}", e.message);
    let (empty, _) = my_games(srv.addr, &[]).await;
    assert!(empty.games.is_empty());

    for (body, why) in [
        (
            r#"{"config":{"game":"camelot","days_per_move":0}}"#,
            "1 to 14 days",
        ),
        (
            r#"{"config":{"game":"super_camelot","seats":2,"days_per_turn":15}}"#,
            "1 to 14 days",
        ),
        (
            r#"{"config":{"game":"camelot","days_per_move":2,"clock":{"base_secs":60}}}"#,
            "a clock or days per move, not both",
        ),
        (
            r#"{"config":{"game":"super_camelot","seats":2,"days_per_turn":2,"turn_secs":60}}"#,
            "a turn limit or days per turn, not both",
        ),
    ] {
        let e = refused(srv.addr, "/api/lobbies", body).await;
        assert!(e.message.contains(why), "{body}: {}", e.message);
    }
    srv.stop().await;
}
