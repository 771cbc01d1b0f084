//! A public instance against hostile users: bounded echoes of huge input, repeated requests
//! that change nothing, chat budgets, per-address caps, private records, idle connections.
//! All against a real server on real sockets.

mod common;

use common::http::{get, request};
use common::play::{resign, start_game};
use common::{TestServer, http, tempdir, unlimited_http};
use protocol::{ClientMsg, ErrorCode, GameRecord, HttpError, LobbyInfo, ServerMsg, close};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The longest run of `q` in `text`: the filler every huge input here is made of.
fn longest_q(text: &str) -> usize {
    text.split(|c| c != 'q').map(str::len).max().unwrap_or(0)
}

#[tokio::test]
async fn error_messages_quote_at_most_64_characters_of_input() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let q = "q".repeat(50_000);
    let mut worst = Vec::new();
    for body in [
        format!(r#"{{"config":{{"game":"{q}"}}}}"#),
        format!(r#"{{"config":{{"game":"camelot","ruleset":"{q}"}}}}"#),
        format!(r#"{{"config":{{"game":"camelot","{q}":1}}}}"#),
        format!(r#"{{"config":{{"game":"camelot"}},"{q}":true}}"#),
        format!(r#"{{"config":{{"game":"super_camelot","seats":"{q}"}}}}"#),
        format!(r#"{{"config":{{"game":"camelot","clock":{{"base_secs":"{q}"}}}}}}"#),
        format!(r#"{{"config":{{"game":"camelot"}},"public":"{q}"}}"#),
        format!(r#"{{"{q}"#),
    ] {
        let (status, text) = http(srv.addr, "POST", "/api/lobbies", Some(&body)).await;
        assert_eq!(status, 400, "{text}");
        worst.push((longest_q(&text), text));
    }
    let code = srv.camelot_lobby().await;
    for frame in [
        format!(r#"{{"t":"{q}"}}"#),
        format!(r#"{{"t":"ready","ready":true,"{q}":1}}"#),
        format!(r#"{{"t":"ready","ready":"{q}"}}"#),
        format!(r#"{{"t":"act","v":1,"action":"{q}"}}"#),
        format!(r#"{{"t":"act","v":1,"action":{{"game":"{q}"}}}}"#),
        format!(r#"{{"t":"add_bot","seat":1,"level":"{q}"}}"#),
        format!(r#"{{"t":"character","character":"{q}"}}"#),
        format!(r#"{{"t":"kick","seat":"{q}"}}"#),
        format!(r#"{{"t":"sit","name":"{q}"}}"#),
        format!(r#"{{"t":"chat","text":"{q}"}}"#),
    ] {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        c.send_raw(&frame).await;
        let answer = c.try_recv().await;
        let text = match &answer {
            Ok(ServerMsg::Rejected { message, .. }) => message.clone(),
            other => format!("{other:?}"),
        };
        worst.push((longest_q(&text), text));
    }
    for frame in [
        format!(r#"{{"t":"hello","protocol":"{q}","lobby":"x"}}"#),
        format!(r#"{{"t":"hello","protocol":13,"lobby":"{q}"}}"#),
        format!(r#"{{"t":"hello","protocol":13,"lobby":"{code}","token":"{q}"}}"#),
    ] {
        let mut c = srv.client().await;
        c.send_raw(&frame).await;
        let text = match c.try_recv().await {
            Ok(ServerMsg::Rejected { message, .. }) => message,
            other => format!("{other:?}"),
        };
        worst.push((longest_q(&text), text));
    }
    for (n, text) in &worst {
        eprintln!("{n}: {}", &text[..text.len().min(300)]);
    }
    for (n, text) in worst {
        assert!(n <= 64, "{n} characters quoted: {text}");
    }
    srv.stop().await;
}

#[tokio::test]
async fn a_private_lobbys_record_is_read_only_with_one_of_its_seat_tokens() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let private = srv
        .create(r#"{"config":{"game":"camelot"},"public":false}"#)
        .await
        .code;
    let ([mut white, mut black], []) = start_game(srv.addr, &private, ["w", "b"]).await;
    let id = black.lobby.as_ref().unwrap().game_id.unwrap();
    resign(&mut black, &mut white).await;
    // A public lobby's game, and its token, for comparison.
    let public = srv.camelot_lobby().await;
    let ([mut pw, mut pb], []) = start_game(srv.addr, &public, ["w", "b"]).await;
    let public_id = pb.lobby.as_ref().unwrap().game_id.unwrap();
    resign(&mut pb, &mut pw).await;

    let missing = 1_000_000;
    let unknown = get(srv.addr, &format!("/api/games/{missing}")).await;
    assert_eq!(unknown.status, 404);
    let unknown: HttpError = serde_json::from_str(&unknown.text()).unwrap();
    let other_token = pw.token.clone().unwrap();
    for suffix in ["", "/wcf"] {
        let path = format!("/api/games/{id}{suffix}");
        for auth in [
            None,
            Some("Bearer not-a-token".to_owned()),
            // A token of another lobby opens nothing here.
            Some(format!("Bearer {other_token}")),
            Some(white.token.clone().unwrap()),
        ] {
            let headers: Vec<_> = auth.iter().map(|a| ("Authorization", a.as_str())).collect();
            let answer = request(srv.addr, "GET", &path, &headers, None).await;
            let body = answer.text();
            assert_eq!(answer.status, 404, "{path} {headers:?}: {body}");
            assert!(!body.contains(&private), "{body}");
            // Just as an unknown game: nothing tells a private game from no game.
            let err: HttpError = serde_json::from_str(&body).unwrap();
            assert_eq!(err.error, unknown.error);
            assert_eq!(
                err.message,
                unknown
                    .message
                    .replace(&missing.to_string(), &id.to_string())
            );
        }
    }
    // Each seat's token opens it, and the record does not name the lobby.
    for token in [white.token.clone().unwrap(), black.token.clone().unwrap()] {
        let auth = format!("Bearer {token}");
        let auth = [("Authorization", auth.as_str())];
        let answer = request(srv.addr, "GET", &format!("/api/games/{id}"), &auth, None).await;
        let body = answer.text();
        assert_eq!(answer.status, 200, "{body}");
        assert!(!body.contains(&private), "{body}");
        let record: GameRecord = serde_json::from_str(&body).unwrap();
        assert_eq!(record.lobby, "private");
        assert_eq!(record.id, id);
        let answer = request(
            srv.addr,
            "GET",
            &format!("/api/games/{id}/wcf"),
            &auth,
            None,
        )
        .await;
        let wcf = answer.text();
        assert_eq!(answer.status, 200, "{wcf}");
        assert!(!wcf.contains(&private), "{wcf}");
    }
    // A public lobby's game needs no token and names its lobby.
    let answer = get(srv.addr, &format!("/api/games/{public_id}")).await;
    let body = answer.text();
    assert_eq!(answer.status, 200, "{body}");
    assert!(body.contains(&public), "{body}");
    srv.stop().await;
}

#[tokio::test]
async fn open_lobbies_are_capped_per_address_and_unjoined_ones_reaped() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        unlimited_http(c);
        c.max_lobbies_per_addr = 3;
        c.unjoined_reap_secs = 1;
    })
    .await;
    let mut codes = Vec::new();
    for _ in 0..3 {
        codes.push(srv.camelot_lobby().await);
    }
    let body = r#"{"config":{"game":"camelot"}}"#;
    let (status, text) = http(srv.addr, "POST", "/api/lobbies", Some(body)).await;
    assert_eq!(status, 429, "{text}");
    let err: HttpError = serde_json::from_str(&text).unwrap();
    assert_eq!(err.error, "rate_limited");
    assert!(err.message.contains("3 open lobbies"), "{}", err.message);

    // Someone joins the first one (and leaves): it is kept for the usual idle time. The others,
    // never joined, are gone after a second, and their places are free again.
    let mut visitor = srv.client().await;
    visitor.hello(&codes[0], None).await;
    drop(visitor);
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let (status, _) = http(srv.addr, "GET", &format!("/api/lobbies/{}", codes[0]), None).await;
    assert_eq!(status, 200);
    for code in &codes[1..] {
        let (status, _) = http(srv.addr, "GET", &format!("/api/lobbies/{code}"), None).await;
        assert_eq!(status, 404, "{code} was never joined");
    }
    for _ in 0..2 {
        srv.camelot_lobby().await;
    }
    let (status, _) = http(srv.addr, "POST", "/api/lobbies", Some(body)).await;
    assert_eq!(status, 429);
    srv.stop().await;
}

#[tokio::test]
async fn the_public_lobby_list_comes_in_pages() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let mut codes = Vec::new();
    for _ in 0..5 {
        codes.push(srv.camelot_lobby().await);
    }
    // A private one is never listed.
    srv.create(r#"{"config":{"game":"camelot"},"public":false}"#)
        .await;
    codes.sort();
    let mut seen = Vec::new();
    let mut path = "/api/lobbies?limit=2".to_owned();
    let mut pages = 0;
    loop {
        let answer = get(srv.addr, &path).await;
        let body = answer.text();
        assert_eq!(answer.status, 200, "{body}");
        let page: Vec<LobbyInfo> = serde_json::from_str(&body).unwrap();
        pages += 1;
        seen.extend(page.iter().map(|l| l.code.clone()));
        let Some(link) = answer.header("link") else {
            break;
        };
        assert!(link.ends_with("; rel=\"next\""), "{link}");
        path = link[1..link.find('>').unwrap()].to_owned();
        // The next page starts after this one's last lobby.
        assert!(
            path.ends_with(&format!("after={}", page.last().unwrap().code)),
            "{link}"
        );
    }
    assert_eq!(seen, codes);
    assert_eq!(pages, 3);
    // Without a limit: the whole first page (here everything).
    let body = get(srv.addr, "/api/lobbies").await.text();
    assert_eq!(
        serde_json::from_str::<Vec<LobbyInfo>>(&body).unwrap().len(),
        5
    );
    for bad in ["limit=0", "limit=201", "limit=x", "color=blue"] {
        let answer = get(srv.addr, &format!("/api/lobbies?{bad}")).await;
        assert_eq!(answer.status, 400, "{bad}: {}", answer.text());
    }
    srv.stop().await;
}

#[tokio::test]
async fn spectators_cannot_talk_over_the_players() {
    let dir = tempdir();
    // One line a minute per connection (bursts of 5): nothing refills while the test runs.
    let srv = TestServer::start_with(dir.path(), |c| c.chat_per_min = 1.0).await;
    let code = srv.camelot_lobby().await;
    let mut player = srv.client().await;
    player.hello(&code, None).await;
    player.sit("ann").await;
    // Four spectators use up the spectators' budget together (bursts of 16).
    let mut crowd = Vec::new();
    for _ in 0..4 {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        crowd.push(c);
    }
    let line = |text: &str| ClientMsg::Chat { text: text.into() };
    let mut refused = 0;
    for c in &mut crowd {
        for i in 0..5 {
            c.send(&line(&format!("cheer {i}"))).await;
        }
    }
    for c in &mut crowd {
        c.send(&ClientMsg::Resync {}).await;
        loop {
            match c.recv().await {
                ServerMsg::Sync { .. } => break,
                ServerMsg::Rejected { code, .. } => {
                    assert_eq!(code, ErrorCode::ChatRateLimited);
                    refused += 1;
                }
                _ => {}
            }
        }
    }
    assert_eq!(refused, 4, "20 lines, 16 relayed");
    // The player still speaks: every line of a burst is relayed.
    for i in 0..5 {
        player.send(&line(&format!("my move {i}"))).await;
    }
    player.send(&ClientMsg::Resync {}).await;
    let mut relayed = 0;
    loop {
        match player.recv().await {
            ServerMsg::Sync { .. } => break,
            ServerMsg::Chat { seat: Some(0), .. } => relayed += 1,
            ServerMsg::Rejected { code, message } => panic!("{code:?}: {message}"),
            _ => {}
        }
    }
    assert_eq!(relayed, 5);
    srv.stop().await;
}

#[tokio::test]
async fn a_request_that_changes_nothing_is_answered_unchanged_and_writes_nothing() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let code = srv.camelot_lobby().await;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    let mut bob = srv.client().await;
    bob.hello(&code, None).await;
    ann.sit("ann").await;
    bob.sit("bob").await;
    ann.send(&ClientMsg::Ready { ready: true }).await;
    let v = ann.until_ack().await;
    bob.catch_up(v).await;
    for ready in [true, true] {
        ann.send(&ClientMsg::Ready { ready }).await;
        assert_eq!(ann.until_rejected().await, ErrorCode::Unchanged);
    }
    bob.send(&ClientMsg::Ready { ready: false }).await;
    assert_eq!(bob.until_rejected().await, ErrorCode::Unchanged);
    // Nobody heard of them and the version did not move: bob's next change is the next version.
    bob.send(&ClientMsg::Ready { ready: true }).await;
    assert_eq!(bob.until_ack().await, v + 1);
    ann.catch_up(v + 1).await;

    ann.send(&ClientMsg::Start {}).await;
    let v = ann.until_ack().await;
    bob.catch_up(v).await;
    bob.send(&ClientMsg::Resign { v: bob.v }).await;
    let v = bob.until_ack().await;
    ann.catch_up(v).await;
    ann.send(&ClientMsg::Rematch {}).await;
    let v = ann.until_ack().await;
    bob.catch_up(v).await;
    for _ in 0..3 {
        ann.send(&ClientMsg::Rematch {}).await;
        assert_eq!(ann.until_rejected().await, ErrorCode::Unchanged);
    }
    let events = bob.raw.len();
    bob.send(&ClientMsg::Resync {}).await;
    let ServerMsg::Sync { v: now, .. } = bob.until(|m| matches!(m, ServerMsg::Sync { .. })).await
    else {
        unreachable!()
    };
    assert_eq!(now, v, "no version was spent");
    assert!(
        !bob.raw[events..]
            .iter()
            .any(|t| t.contains("rematch_requested")),
        "{:?}",
        &bob.raw[events..]
    );
    srv.stop().await;
}

#[tokio::test]
async fn a_repeated_character_is_answered_unchanged() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), unlimited_http).await;
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":2},"public":true}"#)
        .await
        .code;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    ann.sit("ann").await;
    let character: protocol::Character = serde_json::from_str("\"Kay\"").unwrap();
    ann.send(&ClientMsg::Character { character }).await;
    let v = ann.until_ack().await;
    ann.send(&ClientMsg::Character { character }).await;
    assert_eq!(ann.until_rejected().await, ErrorCode::Unchanged);
    ann.send(&ClientMsg::Resync {}).await;
    let ServerMsg::Sync { v: now, .. } = ann.until(|m| matches!(m, ServerMsg::Sync { .. })).await
    else {
        unreachable!()
    };
    assert_eq!(now, v);
    srv.stop().await;
}

#[tokio::test]
async fn a_joiner_outside_an_emoji_sequence_is_dropped_from_chat() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.hello(&code, None).await;
    c.send(&ClientMsg::Chat {
        text: "a\u{200D}b \u{200D}x 👨\u{200D}👩\u{200D}👧".into(),
    })
    .await;
    let ServerMsg::Chat { text, .. } = c.recv().await else {
        panic!("expected the chat line")
    };
    assert_eq!(text, "ab x 👨\u{200D}👩\u{200D}👧");
    srv.stop().await;
}

/// Reads until the peer closes the connection; how long that took (`None`: not within `limit`).
async fn closed_within(s: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let started = Instant::now();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((started + limit).into(), s.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0) | Err(_)) => return Some(started.elapsed()),
            Ok(Ok(_)) => {}
        }
    }
}

#[tokio::test]
async fn idle_and_slow_http_connections_are_closed() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.http_header_timeout_secs = 1;
        c.http_idle_secs = 2;
    })
    .await;
    // Connects and says nothing.
    let mut silent = TcpStream::connect(srv.addr).await.unwrap();
    // Trickles a header byte every 200 ms: never idle, never done.
    let mut trickle = TcpStream::connect(srv.addr).await.unwrap();
    let trickler = async {
        for b in b"GET /healthz HTTP/1.1\r\nHost: test\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaa" {
            if trickle.write_all(&[*b]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(3), trickler)
        .await
        .ok();
    assert!(
        closed_within(&mut trickle, Duration::from_secs(1))
            .await
            .is_some(),
        "a trickled head is cut off"
    );
    // One request, kept alive, then nothing.
    let mut kept = TcpStream::connect(srv.addr).await.unwrap();
    kept.write_all(b"GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n")
        .await
        .unwrap();
    let mut buf = [0u8; 512];
    let n = kept.read(&mut buf).await.unwrap();
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"));
    closed_within(&mut kept, Duration::from_secs(6))
        .await
        .expect("an idle keep-alive connection is closed");
    assert!(
        closed_within(&mut silent, Duration::from_secs(1))
            .await
            .is_some(),
        "a silent connection is closed"
    );
    srv.stop().await;
}

#[tokio::test]
async fn connections_are_capped_per_address_websockets_included() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| c.max_conns_per_addr = 3).await;
    let code = srv.camelot_lobby().await;
    let mut sockets = Vec::new();
    for _ in 0..3 {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        sockets.push(c);
    }
    let answer = get(srv.addr, "/healthz").await;
    let body = answer.text();
    assert_eq!(answer.status, 429, "{body}");
    assert!(answer.header("retry-after").is_some(), "{}", answer.head);
    let err: HttpError = serde_json::from_str(&body).unwrap();
    assert!(err.message.contains("connections"), "{}", err.message);
    // One socket closes: its slot is free again.
    let mut gone = sockets.pop().unwrap();
    gone.ws.close(None).await.unwrap();
    gone.closed().await;
    drop(gone);
    let mut ok = false;
    for _ in 0..50 {
        if get(srv.addr, "/healthz").await.status == 200 {
            ok = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(ok, "the slot came back");
    drop(sockets);
    srv.stop().await;
}

#[tokio::test]
async fn spectators_are_capped_per_lobby_and_silent_ones_closed() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.max_spectators = 2;
        c.spectator_idle_secs = 1;
    })
    .await;
    let code = srv.camelot_lobby().await;
    let mut player = srv.client().await;
    player.hello(&code, None).await;
    player.sit("ann").await;
    let mut a = srv.client().await;
    a.hello(&code, None).await;
    let mut b = srv.client().await;
    b.hello(&code, None).await;
    let mut c = srv.client().await;
    c.send(&ClientMsg::Hello {
        protocol: protocol::PROTOCOL_VERSION,
        lobby: code.clone(),
        token: None,
        last_v: None,
        lang: None,
    })
    .await;
    let ServerMsg::Rejected {
        code: refused,
        message,
    } = c.recv().await
    else {
        panic!("expected a refusal")
    };
    assert_eq!(refused, ErrorCode::LobbyFull);
    assert!(message.contains("spectators"), "{message}");
    // `a` keeps talking (a resync every 300 ms), `b` only answers pings: after a second, `b` is
    // closed as idle, `a` and the (silent) player stay.
    let talk = async {
        for _ in 0..8 {
            a.send(&ClientMsg::Resync {}).await;
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    };
    let (_, closed) = tokio::join!(talk, b.closed());
    assert_eq!(closed, Some(close::IDLE));
    player.send(&ClientMsg::Resync {}).await;
    assert!(matches!(
        player.until(|m| matches!(m, ServerMsg::Sync { .. })).await,
        ServerMsg::Sync { .. }
    ));
    a.send(&ClientMsg::Resync {}).await;
    assert!(matches!(
        a.until(|m| matches!(m, ServerMsg::Sync { .. })).await,
        ServerMsg::Sync { .. }
    ));
    srv.stop().await;
}
