//! What clients from outside can make the server do, bounded: echoed input is capped, the HTTP
//! API is rate-limited per address, finished records are served from a cache, idle sockets are
//! reaped, and WebSocket closes follow RFC 6455 (close echoed, 1007 for bad UTF-8, the last
//! frames of a rate-limited connection delivered). All against a real server on real sockets.

mod common;

use common::http::{get, request};
use common::play::{resign, start_game};
use common::{TestServer, WAIT, http, tempdir, unlimited_http};
use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMsg, ErrorCode, HttpError, PROTOCOL_VERSION, ServerMsg, close};
use sqlx::Connection as _;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{CloseCode, Data, OpCode};

#[tokio::test]
async fn huge_input_is_never_echoed_in_full() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let huge = "x".repeat(1 << 20);

    // A 1 MiB ruleset: a short error that still says what was wrong.
    let body = format!(r#"{{"config":{{"game":"camelot","ruleset":"{huge}"}}}}"#);
    let (status, text) = http(srv.addr, "POST", "/api/lobbies", Some(&body)).await;
    assert_eq!(status, 400);
    assert!(text.len() < 1024, "{} bytes", text.len());
    let err: HttpError = serde_json::from_str(&text).unwrap();
    assert_eq!(err.error, "bad_request");
    assert!(err.message.contains("xxx…"), "{}", err.message);
    assert!(
        err.message.contains("`standard` or `wcf`"),
        "{}",
        err.message
    );

    // A huge value where serde quotes it (an unknown game).
    let body = format!(r#"{{"config":{{"game":"{huge}"}}}}"#);
    let (status, text) = http(srv.addr, "POST", "/api/lobbies", Some(&body)).await;
    assert_eq!(status, 400);
    assert!(text.len() < 1024, "{} bytes", text.len());
    assert!(text.contains('…'), "{text}");

    // Huge lobby codes and game ids in paths.
    let long = "Z".repeat(8000);
    for path in [format!("/api/lobbies/{long}"), format!("/api/games/{long}")] {
        let (status, text) = http(srv.addr, "GET", &path, None).await;
        assert_eq!(status, 404);
        assert!(text.len() < 300, "{text}");
        assert!(text.contains("ZZZ…"), "{text}");
    }

    // A hello naming a 60 KB lobby (under the frame limit).
    let mut c = srv.client().await;
    c.send(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        lobby: "L".repeat(60_000),
        token: None,
        last_v: None,
        lang: None,
    })
    .await;
    let ServerMsg::Rejected { code, message } = c.recv().await else {
        panic!("expected a rejection")
    };
    assert_eq!(code, ErrorCode::NoSuchLobby);
    assert!(message.len() < 200 && message.contains("LLL…"), "{message}");
    srv.stop().await;
}

#[tokio::test]
async fn the_http_api_is_rate_limited_per_address() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.http_rate = 0.5;
        c.http_burst = 3.0;
    })
    .await;
    for _ in 0..3 {
        assert_eq!(get(srv.addr, "/api/lobbies").await.status, 200);
    }
    for (method, path, body) in [
        ("GET", "/api/lobbies", ""),
        ("GET", "/api/games/1", ""),
        ("POST", "/api/lobbies", r#"{"config":{"game":"camelot"}}"#),
    ] {
        let answer = request(srv.addr, method, path, &[], Some(body)).await;
        let body = answer.text();
        assert_eq!(answer.status, 429, "{method} {path}: {body}");
        assert_eq!(answer.header("retry-after"), Some("2"), "{}", answer.head);
        let err: HttpError = serde_json::from_str(&body).unwrap();
        assert_eq!(err.error, "rate_limited");
    }
    // Health, readiness and metrics are not part of the API's budget.
    for path in ["/healthz", "/readyz", "/metrics"] {
        assert_eq!(get(srv.addr, path).await.status, 200, "{path}");
    }
    // The bucket refills.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    assert_eq!(get(srv.addr, "/api/lobbies").await.status, 200);
    srv.stop().await;
}

#[tokio::test]
async fn a_finished_record_is_served_from_the_cache() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let code = srv.camelot_lobby().await;
    let ([mut white, mut black], []) = start_game(srv.addr, &code, ["w", "b"]).await;
    let id = black.lobby.as_ref().unwrap().game_id.unwrap();
    resign(&mut black, &mut white).await;

    let path = format!("/api/games/{id}");
    let (status, first) = http(srv.addr, "GET", &path, None).await;
    assert_eq!(status, 200, "{first}");
    let (status, wcf) = http(srv.addr, "GET", &format!("{path}/wcf"), None).await;
    assert_eq!(status, 200, "{wcf}");

    // Behind the server's back, the stored game is marked as still playing: a replay from the
    // store would now answer 409. The cached record is served instead, unchanged.
    let mut db = sqlx::SqliteConnection::connect(&common::db_url(dir.path()))
        .await
        .unwrap();
    sqlx::query("UPDATE games SET status = 'playing' WHERE id = $1")
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap();
    db.close().await.unwrap();
    assert_eq!(http(srv.addr, "GET", &path, None).await, (200, first));
    assert_eq!(
        http(srv.addr, "GET", &format!("{path}/wcf"), None).await,
        (200, wcf)
    );
    // A game that is not cached is read from the store as before.
    assert_eq!(http(srv.addr, "GET", "/api/games/999", None).await.0, 404);
    srv.stop().await;
}

#[tokio::test]
async fn a_silent_socket_is_reaped_and_a_live_one_is_kept() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| c.idle_timeout_secs = 1).await;
    let code = srv.camelot_lobby().await;

    // Says hello, then neither reads nor writes: it does not even answer the pings.
    let mut silent = srv.client().await;
    silent.hello(&code, None).await;
    // Reads all the time (tungstenite answers each ping with a pong), sends nothing itself.
    let mut live = srv.client().await;
    live.hello(&code, None).await;
    let listen = async {
        let mut pings = 0;
        loop {
            match live.ws.next().await {
                Some(Ok(Message::Ping(_))) => pings += 1,
                other => return (pings, other),
            }
        }
    };
    let listening = tokio::time::timeout(Duration::from_millis(2500), listen).await;
    assert!(listening.is_err(), "the live socket got {listening:?}");

    let mut closed = None;
    while let Some(frame) = tokio::time::timeout(WAIT, silent.ws.next()).await.unwrap() {
        if let Ok(Message::Close(frame)) = frame {
            closed = frame;
            break;
        }
    }
    let closed = closed.expect("a close frame");
    assert_eq!(u16::from(closed.code), close::IDLE);
    assert!(closed.reason.contains("idle"), "{}", closed.reason);

    // The live one still works.
    live.send(&ClientMsg::Resync {}).await;
    assert!(matches!(live.recv().await, ServerMsg::Sync { .. }));
    srv.stop().await;
}

#[tokio::test]
async fn a_close_from_the_client_is_echoed() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    // Before and after the hello.
    for hello in [false, true] {
        let mut c = srv.client().await;
        if hello {
            c.hello(&code, None).await;
        }
        c.ws.send(Message::Close(Some(CloseFrame {
            code: CloseCode::Normal,
            reason: "bye".into(),
        })))
        .await
        .unwrap();
        let frame = c.close_frame().await.expect("the server answers the close");
        assert_eq!(frame.code, CloseCode::Normal);
        // The handshake is complete: the stream ends cleanly.
        assert!(matches!(
            tokio::time::timeout(WAIT, c.ws.next()).await.unwrap(),
            None | Some(Err(tokio_tungstenite::tungstenite::Error::ConnectionClosed))
        ));
    }
    srv.stop().await;
}

#[tokio::test]
async fn invalid_utf8_in_a_text_frame_closes_with_1007() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    for hello in [false, true] {
        let mut c = srv.client().await;
        if hello {
            c.hello(&code, None).await;
        }
        let bad = Frame::message(vec![b'{', 0xff, 0xfe, b'}'], OpCode::Data(Data::Text), true);
        c.ws.send(Message::Frame(bad)).await.unwrap();
        let frame = c.close_frame().await.expect("a close frame");
        assert_eq!(u16::from(frame.code), close::INVALID_DATA);
    }
    srv.stop().await;
}

#[tokio::test]
async fn a_rate_limited_client_gets_its_answers_the_rejection_and_the_close() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.rate_per_sec = 1.0;
        c.rate_burst = 40.0;
    })
    .await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    // 300 requests at once: the first 40 are accepted, and the server stops reading with the
    // rest (several kilobytes) still unread in its socket.
    let resync = serde_json::to_string(&ClientMsg::Resync {}).unwrap();
    for _ in 0..300 {
        c.ws.feed(Message::text(resync.clone())).await.unwrap();
    }
    c.ws.flush().await.unwrap();
    let mut syncs = 0;
    let rejected = loop {
        match c.try_recv().await {
            Ok(ServerMsg::Sync { .. }) => syncs += 1,
            Ok(ServerMsg::Rejected { code, .. }) => break code,
            other => panic!("after {syncs} syncs: {other:?}"),
        }
    };
    assert_eq!(syncs, 40, "every accepted request is answered");
    assert_eq!(rejected, ErrorCode::RateLimited);
    let frame = c.close_frame().await.expect("the close frame, not a reset");
    assert_eq!(u16::from(frame.code), close::RATE_LIMITED);
    srv.stop().await;
}

#[tokio::test]
async fn a_silent_postgres_is_reported_quickly_and_by_address() {
    // Accepts TCP connections and never says a word.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = silent.local_addr().unwrap().port();
    let started = std::time::Instant::now();
    let err = server::store::Store::connect(&format!(
        "postgres://albion:hunter2@127.0.0.1:{port}/albion"
    ))
    .await
    .unwrap_err();
    assert!(
        started.elapsed() < Duration::from_secs(6),
        "{:?}",
        started.elapsed()
    );
    let message = err.to_string();
    assert!(
        message.contains(&format!("127.0.0.1:{port}/albion")),
        "{message}"
    );
    assert!(message.contains("no answer within 3 s"), "{message}");
    assert!(!message.contains("hunter2"), "{message}");
    drop(silent);
}
