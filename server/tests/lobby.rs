//! Lobby life before and around a game, the HTTP API, and every kind of bad input.

mod common;

use common::play::{camelot_view, resign, start_game};
use common::{Client, TestServer, WAIT, http, tempdir};
use futures_util::StreamExt;
use protocol::{
    ClientMsg, ErrorCode, LobbyEvent, LobbyInfo, LobbyStatus, MAX_CHAT_CHARS, ServerMsg, close,
};
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn http_api_create_list_lookup_health_metrics() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let public = srv
        .create(r#"{"config":{"game":"camelot","ruleset":"wcf"},"public":true}"#)
        .await;
    let private = srv.create(r#"{"config":{"game":"camelot"}}"#).await;
    assert_eq!(public.code.len(), 12);
    assert_eq!(public.status, LobbyStatus::Open);
    assert_eq!(public.seats.len(), 2);

    let (status, body) = http(srv.addr, "GET", "/api/lobbies", None).await;
    assert_eq!(status, 200);
    let list: Vec<LobbyInfo> = serde_json::from_str(&body).unwrap();
    assert_eq!(
        list.iter().map(|l| l.code.as_str()).collect::<Vec<_>>(),
        [public.code.as_str()]
    );

    let (status, body) = http(
        srv.addr,
        "GET",
        &format!("/api/lobbies/{}", private.code),
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(serde_json::from_str::<LobbyInfo>(&body).unwrap(), private);
    assert_eq!(
        http(srv.addr, "GET", "/api/lobbies/NOPE", None).await.0,
        404
    );

    // Bad bodies are typed JSON errors.
    for bad in [
        r#"{"config":{"game":"camelot","ruleset":"blitz"}}"#,
        r#"{"config":{"game":"chess"}}"#,
        r#"{"config":{"game":"camelot"},"extra":1}"#,
        "nonsense",
    ] {
        let (status, body) = http(srv.addr, "POST", "/api/lobbies", Some(bad)).await;
        assert_eq!(status, 400, "{bad}: {body}");
        let err: protocol::HttpError = serde_json::from_str(&body).unwrap();
        assert_eq!(err.error, "bad_request");
    }

    assert_eq!(http(srv.addr, "GET", "/healthz", None).await.0, 200);
    assert_eq!(http(srv.addr, "GET", "/readyz", None).await.0, 200);
    let (status, metrics) = http(srv.addr, "GET", "/metrics", None).await;
    assert_eq!(status, 200);
    for name in [
        "albion_connections ",
        "albion_lobbies 2",
        "albion_games 0",
        "albion_actions_total",
        "albion_rejections_total",
        "albion_action_latency_seconds_bucket{le=\"+Inf\"}",
        "process_resident_memory_bytes ",
    ] {
        assert!(metrics.contains(name), "{name} missing from\n{metrics}");
    }
    srv.stop().await;
}

#[tokio::test]
async fn seats_ready_kick_leave_chat_and_host() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    let mut bob = srv.client().await;
    bob.hello(&code, None).await;
    let mut spec = srv.client().await;
    spec.hello(&code, None).await;

    assert_eq!(ann.sit("ann").await, 0);
    assert_eq!(bob.sit("bob").await, 1);
    let info = match spec
        .until(|m| {
            matches!(
                m,
                ServerMsg::Event {
                    event: LobbyEvent::Sat { seat: 1, .. },
                    ..
                }
            )
        })
        .await
    {
        ServerMsg::Event { lobby, .. } => lobby.expect("a seat taken changes the lobby"),
        _ => unreachable!(),
    };
    assert_eq!(info.host, Some(0));
    let token = ann.token.clone().unwrap();
    assert!(token.len() >= 64);
    // The store keeps only the token's hash.
    let pool = sqlx::SqlitePool::connect(&common::db_url(dir.path()))
        .await
        .unwrap();
    let stored: Vec<String> = sqlx::query_scalar("SELECT token_hash FROM seats ORDER BY seat")
        .fetch_all(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_eq!(stored[0], server::lobby::hash_token(&token));
    assert!(!stored.contains(&token));

    // Sitting twice, a taken seat, a full lobby, bad names.
    bob.send(&ClientMsg::Sit {
        name: "bob".into(),
        seat: None,
    })
    .await;
    assert_eq!(bob.until_rejected().await, ErrorCode::AlreadySeated);
    spec.send(&ClientMsg::Sit {
        name: "eve".into(),
        seat: Some(0),
    })
    .await;
    assert_eq!(spec.until_rejected().await, ErrorCode::SeatTaken);
    spec.send(&ClientMsg::Sit {
        name: "eve".into(),
        seat: None,
    })
    .await;
    assert_eq!(spec.until_rejected().await, ErrorCode::LobbyFull);
    spec.send(&ClientMsg::Sit {
        name: "eve".into(),
        seat: Some(7),
    })
    .await;
    assert_eq!(spec.until_rejected().await, ErrorCode::NoSuchSeat);

    // Only the host starts, and only when everyone is ready.
    bob.send(&ClientMsg::Start {}).await;
    assert_eq!(bob.until_rejected().await, ErrorCode::NotHost);
    ann.send(&ClientMsg::Start {}).await;
    assert_eq!(ann.until_rejected().await, ErrorCode::NotReady);
    spec.send(&ClientMsg::Ready { ready: true }).await;
    assert_eq!(spec.until_rejected().await, ErrorCode::NotSeated);

    // Chat reaches everyone, limited in length.
    spec.send(&ClientMsg::Chat {
        text: "hello all".into(),
    })
    .await;
    for c in [&mut ann, &mut bob] {
        let m = c.until(|m| matches!(m, ServerMsg::Chat { .. })).await;
        assert_eq!(
            m,
            ServerMsg::Chat {
                seat: None,
                name: "spectator".into(),
                text: "hello all".into()
            }
        );
    }
    ann.send(&ClientMsg::Chat {
        text: "x".repeat(501),
    })
    .await;
    assert_eq!(ann.until_rejected().await, ErrorCode::ChatTooLong);

    // The host kicks bob: bob's socket closes with 4004, the seat is free again.
    bob.send(&ClientMsg::Kick { seat: 0 }).await;
    assert_eq!(bob.until_rejected().await, ErrorCode::NotHost);
    ann.send(&ClientMsg::Kick { seat: 1 }).await;
    ann.until_ack().await;
    assert_eq!(bob.closed().await, Some(close::KICKED));
    let m = spec
        .until(|m| {
            matches!(
                m,
                ServerMsg::Event {
                    event: LobbyEvent::Kicked { .. },
                    ..
                }
            )
        })
        .await;
    let ServerMsg::Event { lobby, .. } = m else {
        unreachable!()
    };
    assert_eq!(lobby.unwrap().seats[1].name, None);

    // The spectator sits; the host leaves; the host role passes on.
    assert_eq!(spec.sit("eve").await, 1);
    ann.send(&ClientMsg::Leave {}).await;
    assert_eq!(ann.closed().await, Some(close::NORMAL));
    let m = spec
        .until(|m| {
            matches!(
                m,
                ServerMsg::Event {
                    event: LobbyEvent::Left { seat: 0 },
                    ..
                }
            )
        })
        .await;
    let ServerMsg::Event { lobby, .. } = m else {
        unreachable!()
    };
    assert_eq!(lobby.unwrap().host, Some(1));
    srv.stop().await;
}

#[tokio::test]
async fn chat_is_rate_limited_without_closing() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    for _ in 0..5 {
        c.send(&ClientMsg::Chat { text: "hi".into() }).await;
        c.until(|m| matches!(m, ServerMsg::Chat { .. })).await;
    }
    c.send(&ClientMsg::Chat { text: "hi".into() }).await;
    assert_eq!(c.until_rejected().await, ErrorCode::ChatRateLimited);
    c.send(&ClientMsg::Resync {}).await;
    assert!(matches!(c.recv().await, ServerMsg::Sync { .. }));
    srv.stop().await;
}

async fn expect_fatal(c: &mut Client, code: ErrorCode, close_code: u16) {
    match c.recv().await {
        ServerMsg::Rejected { code: got, .. } => assert_eq!(got, code),
        other => panic!("expected {code:?}, got {other:?}"),
    }
    assert_eq!(c.closed().await, Some(close_code));
}

#[tokio::test]
async fn bad_hellos_close_with_documented_codes() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;

    let mut c = srv.client().await;
    c.send(&ClientMsg::Ready { ready: true }).await;
    expect_fatal(&mut c, ErrorCode::ExpectedHello, close::PROTOCOL_ERROR).await;

    let mut c = srv.client().await;
    c.send_raw(&format!(
        r#"{{"t":"hello","protocol":99,"lobby":"{code}"}}"#
    ))
    .await;
    expect_fatal(
        &mut c,
        ErrorCode::UnsupportedVersion,
        close::UNSUPPORTED_VERSION,
    )
    .await;

    let mut c = srv.client().await;
    c.send_raw(r#"{"t":"hello","protocol":13,"lobby":"NOSUCHLOBBY1"}"#)
        .await;
    expect_fatal(&mut c, ErrorCode::NoSuchLobby, close::LOBBY_CLOSED).await;

    let mut c = srv.client().await;
    c.send_raw(&format!(
        r#"{{"t":"hello","protocol":13,"lobby":"{code}","token":"{}"}}"#,
        "ab".repeat(32)
    ))
    .await;
    expect_fatal(&mut c, ErrorCode::BadToken, close::PROTOCOL_ERROR).await;

    // A second hello on a good connection.
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    c.send_raw(&format!(
        r#"{{"t":"hello","protocol":13,"lobby":"{code}"}}"#
    ))
    .await;
    expect_fatal(&mut c, ErrorCode::ExpectedHello, close::PROTOCOL_ERROR).await;
    srv.stop().await;
}

#[tokio::test]
async fn malformed_unknown_and_oversized_frames_close_the_socket() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| c.max_frame = 1024).await;
    let code = srv.camelot_lobby().await;
    let mut watcher = srv.client().await;
    watcher.hello(&code, None).await;
    let v_before = watcher.v;

    for (raw, code_want) in [
        ("{not json".to_owned(), ErrorCode::Malformed),
        (r#"{"t":"teleport"}"#.to_owned(), ErrorCode::Malformed),
        (
            r#"{"t":"ready","ready":true,"sneaky":1}"#.to_owned(),
            ErrorCode::Malformed,
        ),
        (
            format!(r#"{{"t":"chat","text":"{}"}}"#, "a".repeat(2000)),
            ErrorCode::FrameTooLarge,
        ),
    ] {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        c.send_raw(&raw).await;
        let close_want = code_want.close_code().unwrap();
        expect_fatal(&mut c, code_want, close_want).await;
    }
    // Far beyond the limit: cut off by the WebSocket layer itself.
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    let _ = c.ws.send_huge().await;
    let closed = c.closed().await;
    assert!(matches!(closed, None | Some(1009)), "{closed:?}");

    // Nothing changed for anyone.
    watcher.send(&ClientMsg::Resync {}).await;
    let ServerMsg::Sync { v, lobby, .. } =
        watcher.until(|m| matches!(m, ServerMsg::Sync { .. })).await
    else {
        unreachable!()
    };
    assert_eq!(v, v_before);
    assert!(lobby.seats.iter().all(|s| s.name.is_none()));
    srv.stop().await;
}

trait SendHuge {
    async fn send_huge(&mut self) -> Result<(), tokio_tungstenite::tungstenite::Error>;
}

impl SendHuge
    for tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>
{
    async fn send_huge(&mut self) -> Result<(), tokio_tungstenite::tungstenite::Error> {
        use futures_util::SinkExt;
        self.send(Message::text("x".repeat(1 << 20))).await
    }
}

#[tokio::test]
async fn flooding_closes_with_4003() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.rate_per_sec = 5.0;
        c.rate_burst = 10.0;
    })
    .await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    for _ in 0..30 {
        if tokio::time::timeout(WAIT, c.send_raw(r#"{"t":"resync"}"#))
            .await
            .is_err()
        {
            break;
        }
    }
    c.until(|m| {
        matches!(
            m,
            ServerMsg::Rejected {
                code: ErrorCode::RateLimited,
                ..
            }
        )
    })
    .await;
    assert_eq!(c.closed().await, Some(close::RATE_LIMITED));
    srv.stop().await;
}

#[tokio::test]
async fn shutdown_closes_sockets_with_1001() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    let stopping = tokio::spawn(srv.stop());
    assert_eq!(c.closed().await, Some(close::GOING_AWAY));
    stopping.await.unwrap();
}

#[tokio::test]
async fn a_client_that_never_reads_is_cut_off_and_the_lobby_goes_on() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.rate_per_sec = 1e6;
        c.rate_burst = 1e6;
        c.chat_per_min = 1e9;
        c.outbound_queue = 32;
        c.write_timeout_secs = 1;
    })
    .await;
    let code = srv.camelot_lobby().await;
    let mut talker = srv.client().await;
    talker.hello(&code, None).await;
    talker.sit("talker").await;
    let mut sleeper = srv.client().await;
    sleeper.hello(&code, None).await;
    sleeper.sit("sleeper").await;
    // From here on the sleeper reads nothing. The talker chats until the server gives up on it.
    let line = "z".repeat(MAX_CHAT_CHARS);
    let mut sent = 0;
    'outer: loop {
        for _ in 0..8 {
            talker.send(&ClientMsg::Chat { text: line.clone() }).await;
        }
        sent += 8;
        for _ in 0..8 {
            let m = talker.recv().await;
            if matches!(
                m,
                ServerMsg::Event {
                    event: LobbyEvent::Presence {
                        seat: 1,
                        connected: false
                    },
                    ..
                }
            ) {
                break 'outer;
            }
        }
        assert!(sent < 100_000, "the sleeper is never cut off");
    }
    println!("the sleeper was cut off after {sent} chat lines");
    // The lobby still answers the talker.
    talker.send(&ClientMsg::Ready { ready: true }).await;
    talker.until_ack().await;
    let (_, metrics) = http(srv.addr, "GET", "/metrics", None).await;
    assert!(
        !metrics.contains("albion_slow_disconnects_total 0"),
        "{metrics}"
    );
    // The sleeper finds its socket closed (4002) once it reads again, and may come back.
    let closed = sleeper.closed().await;
    assert!(matches!(closed, None | Some(close::TOO_SLOW)), "{closed:?}");
    let mut back = srv.client().await;
    back.hello(&code, sleeper.token.clone()).await;
    assert_eq!(back.seat, Some(1));
    srv.stop().await;
}

#[tokio::test]
async fn an_empty_idle_lobby_is_reaped() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| c.idle_reap_secs = 1).await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    // Kept while someone is connected...
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert_eq!(
        http(srv.addr, "GET", &format!("/api/lobbies/{code}"), None)
            .await
            .0,
        200
    );
    // ...reaped once empty for the idle time.
    drop(c);
    let mut gone = false;
    for _ in 0..40 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        if http(srv.addr, "GET", &format!("/api/lobbies/{code}"), None)
            .await
            .0
            == 404
        {
            gone = true;
            break;
        }
    }
    assert!(gone, "the lobby was reaped");
    // And not brought back by a restart.
    srv.stop().await;
    let srv = TestServer::start(dir.path()).await;
    assert_eq!(
        http(srv.addr, "GET", &format!("/api/lobbies/{code}"), None)
            .await
            .0,
        404
    );
    srv.stop().await;
}

#[tokio::test]
async fn lobby_and_connection_caps_answer_503() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.max_lobbies = 1;
        c.max_connections = 1;
    })
    .await;
    let code = srv.camelot_lobby().await;
    let (status, body) = http(
        srv.addr,
        "POST",
        "/api/lobbies",
        Some(r#"{"config":{"game":"camelot"}}"#),
    )
    .await;
    assert_eq!(status, 503, "{body}");
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    let second = tokio_tungstenite::connect_async(format!("ws://{}/ws", srv.addr)).await;
    assert!(second.is_err(), "the second connection is refused");
    srv.stop().await;
}

/// Issue #12: spectators each sending the five chat lines their burst allows, all at once, used
/// to fill every connection's 64-message queue and close players (4002) who read promptly.
/// Sixty spectators burst here twice: once with the default chat limits (the lobby-wide chat
/// bucket refuses most lines with `chat_rate_limited`, never a close) and once with chat
/// unlimited (every line fans out to everyone, far more than a queue holds: the backlog takes
/// it, and nobody who reads is cut off). Both players play on throughout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_storm_never_cuts_off_players_or_spectators_who_read() {
    const SPECTATORS: usize = 60;
    for unlimited in [false, true] {
        let dir = tempdir();
        let srv = TestServer::start_with(dir.path(), |c| {
            if unlimited {
                c.chat_per_min = 1e9;
            }
        })
        .await;
        let code = srv.camelot_lobby().await;
        let ([white, black], []) = start_game(srv.addr, &code, ["white", "black"]).await;

        // Every spectator is connected and reading before the storm.
        let mut spectators = Vec::new();
        for _ in 0..SPECTATORS {
            let mut s = srv.client().await;
            s.hello(&code, None).await;
            spectators.push(s);
        }
        let go = std::sync::Arc::new(tokio::sync::Barrier::new(SPECTATORS));
        let mut storm = Vec::new();
        for mut s in spectators {
            let go = go.clone();
            storm.push(tokio::spawn(async move {
                go.wait().await;
                for i in 0..5 {
                    s.send(&ClientMsg::Chat {
                        text: format!("storm line {i} from a spectator who reads"),
                    })
                    .await;
                }
                // Read until the lobby is quiet; count what came back.
                let (mut chat, mut refused) = (0, 0);
                loop {
                    match tokio::time::timeout(std::time::Duration::from_secs(3), s.ws.next()).await
                    {
                        Err(_) => break,
                        Ok(Some(Ok(Message::Text(t)))) => {
                            match serde_json::from_str::<ServerMsg>(&t).unwrap() {
                                ServerMsg::Chat { .. } => chat += 1,
                                ServerMsg::Rejected { code, .. } => {
                                    assert_eq!(code, ErrorCode::ChatRateLimited);
                                    refused += 1;
                                }
                                _ => {}
                            }
                        }
                        Ok(Some(Ok(Message::Close(f)))) => {
                            panic!("a spectator who reads was closed: {f:?}")
                        }
                        Ok(None | Some(Err(_))) => panic!("a spectator's socket failed"),
                        Ok(Some(Ok(_))) => {}
                    }
                }
                (chat, refused)
            }));
        }

        // The players keep playing through the storm, reading promptly.
        let mut players = [white, black];
        for ply in 0..6 {
            let (mover, other) = if ply % 2 == 0 { (0, 1) } else { (1, 0) };
            let mv = camelot_view(players[mover].view.as_ref()).legal_moves[0].clone();
            let v = players[mover].v;
            players[mover]
                .send(&ClientMsg::Act {
                    v,
                    action: protocol::GameAction::Camelot { mv },
                })
                .await;
            let acked = loop {
                match players[mover].try_recv().await {
                    Ok(ServerMsg::Ack { v }) => break v,
                    Ok(ServerMsg::Rejected { code, message }) => {
                        panic!("move refused: {code:?} {message}")
                    }
                    Ok(_) => {}
                    Err(e) => panic!("a player who reads lost the connection: {e}"),
                }
            };
            while players[other].v < acked {
                if let Err(e) = players[other].try_recv().await {
                    panic!("a player who reads lost the connection: {e}");
                }
            }
        }
        let (mut relayed, mut refused) = (0, 0);
        for s in storm {
            let (c, r) = s.await.unwrap();
            relayed = relayed.max(c);
            refused += r;
        }
        assert_eq!(relayed + refused, 5 * SPECTATORS);
        if unlimited {
            // All 300 lines reached every spectator: nearly five queues' worth at once.
            assert_eq!(refused, 0);
        } else {
            // The lobby relays a burst of 16 (and a trickle), whoever sends; the rest are
            // refused, typed, and nobody's queue fills with chat.
            assert!(relayed < 64, "{relayed} lines relayed");
        }
        let (_, metrics) = http(srv.addr, "GET", "/metrics", None).await;
        assert!(
            metrics.contains("albion_slow_disconnects_total 0"),
            "{metrics}"
        );
        // Both players are still seated, connected and in the game.
        let [mut white, _black] = players;
        white.send(&ClientMsg::Resync {}).await;
        let ServerMsg::Sync { lobby, .. } =
            white.until(|m| matches!(m, ServerMsg::Sync { .. })).await
        else {
            unreachable!()
        };
        assert!(lobby.seats.iter().all(|s| s.connected));
        assert_eq!(lobby.status, LobbyStatus::Playing);
        srv.stop().await;
    }
}

/// Names are normalised, refused when invisible or direction-changing, and unique in a lobby
/// (without regard to case); chat relayed to others holds no control or direction characters.
#[tokio::test]
async fn names_are_visible_unique_and_chat_is_plain_text() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":3}}"#)
        .await
        .code;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    let mut eve = srv.client().await;
    eve.hello(&code, None).await;

    // Normalised: trimmed, inner whitespace collapsed, NFC.
    ann.send(&ClientMsg::Sit {
        name: "  Ann \u{3000}  Le\u{301}e ".into(),
        seat: None,
    })
    .await;
    let v = ann.until_ack().await;
    eve.catch_up(v).await;
    assert_eq!(
        eve.lobby.as_ref().unwrap().seats[0].name.as_deref(),
        Some("Ann L\u{E9}e")
    );

    for (name, want) in [
        ("\u{200B}\u{200C}\u{200D}", ErrorCode::InvalidName),
        ("\u{2060}\u{FEFF}", ErrorCode::InvalidName),
        ("ann\u{202E}eel", ErrorCode::InvalidName),
        ("\u{2067}bob\u{2069}", ErrorCode::InvalidName),
        ("bob\u{7}", ErrorCode::InvalidName),
        ("\u{3164}", ErrorCode::InvalidName),
        ("   ", ErrorCode::InvalidName),
        ("ANN  L\u{E9}E", ErrorCode::NameTaken),
        ("ann le\u{301}e", ErrorCode::NameTaken),
        ("\u{FF21}nn L\u{E9}e", ErrorCode::NameTaken),
        ("Spectator", ErrorCode::NameTaken),
    ] {
        eve.send(&ClientMsg::Sit {
            name: name.into(),
            seat: None,
        })
        .await;
        assert_eq!(eve.until_rejected().await, want, "{name:?}");
    }
    // Nothing changed for anyone.
    eve.send(&ClientMsg::Resync {}).await;
    let ServerMsg::Sync { v: now, lobby, .. } =
        eve.until(|m| matches!(m, ServerMsg::Sync { .. })).await
    else {
        unreachable!()
    };
    assert_eq!(now, v);
    assert_eq!(lobby.seats.iter().filter(|s| s.name.is_some()).count(), 1);
    assert_eq!(eve.sit("eve").await, 1);

    // Reclaiming one's own seat with its token is no clash.
    let mut ann2 = srv.client().await;
    ann2.hello(&code, ann.token.clone()).await;
    assert_eq!(ann2.seat, Some(0));
    // A freed name is free again.
    eve.send(&ClientMsg::Leave {}).await;
    eve.closed().await;
    let mut eve2 = srv.client().await;
    eve2.hello(&code, None).await;
    assert_eq!(eve2.sit("EVE").await, 1);

    // Chat: control and direction characters never reach the others; nothing visible is refused.
    eve2.send(&ClientMsg::Chat {
        text: "hi\u{1B}[2J\u{202E}there\u{7}\u{200B}".into(),
    })
    .await;
    let m = ann2.until(|m| matches!(m, ServerMsg::Chat { .. })).await;
    assert_eq!(
        m,
        ServerMsg::Chat {
            seat: Some(1),
            name: "EVE".into(),
            text: "hi[2Jthere".into()
        }
    );
    eve2.send(&ClientMsg::Chat {
        text: "\u{202E}\u{200B}\n\t".into(),
    })
    .await;
    assert_eq!(eve2.until_rejected().await, ErrorCode::ChatTooLong);
    srv.stop().await;
}

/// A Camelot rematch swaps colours: the players change seats (seat 0 plays White), each hears
/// `seated` with its new seat and its own token before `started`, and that token, the one it
/// held all along, reclaims the new seat: a client that dropped before reading `seated` is
/// not locked out of its game.
#[tokio::test]
async fn a_camelot_rematch_swaps_colours() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    let ([mut ann, mut bob], []) = start_game(srv.addr, &code, ["ann", "bob"]).await;
    let old_ann_token = ann.token.clone().unwrap();
    resign(&mut ann, &mut bob).await;

    ann.send(&ClientMsg::Rematch {}).await;
    ann.until_ack().await;
    bob.send(&ClientMsg::Rematch {}).await;
    let v = bob.until_ack().await;
    ann.catch_up(v).await;
    for (p, seat) in [(&ann, 1), (&bob, 0)] {
        assert_eq!(p.seat, Some(seat));
        // `seated` comes before the `started` event it belongs to.
        let at = |what: &str| p.raw.iter().rposition(|t| t.contains(what)).unwrap();
        assert!(at(r#""t":"seated""#) < at(r#""kind":"started""#));
        // One when it sat, one with the new seat.
        let seated = p.raw.iter().filter(|t| t.contains(r#""t":"seated""#));
        assert_eq!(seated.count(), 2);
        let lobby = p.lobby.clone().unwrap();
        assert_eq!(lobby.game_no, 2);
        assert_eq!(
            lobby
                .seats
                .iter()
                .map(|s| s.name.clone())
                .collect::<Vec<_>>(),
            [Some("bob".to_owned()), Some("ann".to_owned())]
        );
    }
    // Bob plays White now: he has the moves.
    let bobs = camelot_view(bob.view.as_ref());
    assert_eq!(bobs.to_move, 0);
    assert!(!bobs.legal_moves.is_empty());
    assert_eq!(bob.seat, Some(0));
    let mv = bobs.legal_moves[0].clone();
    bob.send(&ClientMsg::Act {
        v: bob.v,
        action: protocol::GameAction::Camelot { mv },
    })
    .await;
    bob.until_ack().await;

    // `seated` repeated Ann's token; the one she held before the rematch reclaims her new seat
    // (and takes it over from the connection that has it), and it is no other seat's token.
    assert_eq!(ann.token.as_deref(), Some(old_ann_token.as_str()));
    assert_ne!(bob.token, ann.token);
    let mut back = srv.client().await;
    back.hello(&code, Some(old_ann_token)).await;
    assert_eq!(back.seat, Some(1));
    assert_eq!(ann.closed().await, Some(close::REPLACED));
    srv.stop().await;
}

/// A second connection with a seat's token takes the seat over: the first is closed with 4006
/// and a reason that says why, and everyone hears a `presence` change.
#[tokio::test]
async fn a_seat_taken_over_closes_the_old_connection_with_a_reason() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    ann.sit("ann").await;
    let mut spec = srv.client().await;
    spec.hello(&code, None).await;
    let mut again = srv.client().await;
    again.hello(&code, ann.token.clone()).await;
    assert_eq!(again.seat, Some(0));
    let frame = loop {
        match tokio::time::timeout(WAIT, ann.ws.next()).await.unwrap() {
            Some(Ok(Message::Close(f))) => break f.unwrap(),
            Some(Ok(_)) => {}
            other => panic!("no close frame: {other:?}"),
        }
    };
    assert_eq!(u16::from(frame.code), close::REPLACED);
    assert_eq!(
        frame.reason.as_str(),
        "your seat was taken over by a new connection with your seat token"
    );
    let m = spec.until(|m| matches!(m, ServerMsg::Event { .. })).await;
    assert!(
        matches!(
            m,
            ServerMsg::Event {
                event: LobbyEvent::Presence {
                    seat: 0,
                    connected: true
                },
                ..
            }
        ),
        "{m:?}"
    );
    srv.stop().await;
}
