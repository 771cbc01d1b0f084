//! The client against a real server on 127.0.0.1:0: bots play a whole game, the script mode
//! speaks raw JSON lines.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

use client_cli::net::{create_lobby, get_lobby};
use protocol::{CreateLobby, GameConfig, LobbyStatus};
mod common;

use common::server;

fn albion() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_albion"));
    cmd.env("ALBION_LANG", "en");
    cmd.env(
        "ALBION_STATE_DIR",
        std::env::temp_dir().join(format!("albion-test-{}", std::process::id())),
    );
    cmd
}

/// Starts a server, creates a lobby with `config`, runs one `albion bot` per policy in it and
/// checks that each reports the game's end.
async fn bots_finish_a_game(config: GameConfig, policies: &[&str]) {
    let server = server().await;
    let lobby = create_lobby(
        &server.addr,
        &CreateLobby {
            config,
            public: false,
        },
    )
    .await
    .unwrap();
    let code = lobby.code.as_str();
    let base = server.addr.base();
    // Tokio's children are killed when dropped, so a bot that never finishes fails the test at
    // the deadline instead of holding the runtime (and the whole run) open.
    let bots = policies.iter().enumerate().map(|(i, policy)| {
        let mut cmd = tokio::process::Command::from(albion());
        cmd.args([
            "bot",
            code,
            "--server",
            &base,
            "--policy",
            policy,
            "--delay-ms",
            "0",
        ])
        .args([
            "--name",
            &format!("bot{i}"),
            "--seed",
            &(i + 40).to_string(),
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
        cmd.spawn().unwrap().wait_with_output()
    });
    let outputs = tokio::time::timeout(
        Duration::from_secs(300),
        futures_util::future::join_all(bots),
    )
    .await
    .expect("the bots finish a game within five minutes");
    let outputs: Vec<_> = outputs.into_iter().map(Result::unwrap).collect();
    for out in &outputs {
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.starts_with("game over:"), "{stdout}");
    }
    let after = get_lobby(&server.addr, code).await.unwrap();
    assert_eq!(after.status, LobbyStatus::Finished);
    assert!(after.result.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bots_play_a_whole_camelot_game() {
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
        days_per_move: None,
    };
    bots_finish_a_game(config, &["greedy", "random"]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bots_play_a_whole_super_camelot_game() {
    let config = GameConfig::SuperCamelot {
        seats: 2,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
        days_per_turn: None,
    };
    bots_finish_a_game(config, &["greedy", "greedy"]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn script_mode_forwards_json_lines_both_ways() {
    let server = server().await;
    let request = CreateLobby {
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Wcf,
            clock: None,
            days_per_move: None,
        },
        public: true,
    };
    let lobby = create_lobby(&server.addr, &request).await.unwrap();
    let base = server.addr.base();
    let code = lobby.code.clone();
    let lines = tokio::task::spawn_blocking(move || {
        let mut child = albion()
            .args(["script", "--server", &base, "--linger", "300"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap()).lines();
        let protocol = protocol::PROTOCOL_VERSION;
        writeln!(
            stdin,
            r#"{{"t":"hello","protocol":{protocol},"lobby":"{code}"}}"#
        )
        .unwrap();
        writeln!(stdin, r#"{{"t":"sit","name":"ann"}}"#).unwrap();
        // Wait for the answers to the sit before sending garbage, which closes the socket.
        let mut lines: Vec<String> = out.by_ref().take(6).map(Result::unwrap).collect();
        writeln!(stdin, r#"{{"t":"bogus"}}"#).unwrap();
        drop(stdin);
        lines.extend(out.map(Result::unwrap));
        child.wait().unwrap();
        lines
    })
    .await
    .unwrap();
    let tags: Vec<String> = lines
        .iter()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["t"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    // welcome, sync, then for the sit: seated, the event, ack and the seat's notification
    // settings; then the bogus message is rejected and the server closes the socket.
    assert_eq!(
        tags,
        [
            "welcome", "sync", "seated", "event", "ack", "notify", "rejected", "closed"
        ],
        "{lines:#?}"
    );
    assert!(lines[7].contains("4000"), "{}", lines[7]);
}

/// Takes a seat in lobby `code` over a plain connection; keeps it open.
async fn sit(server: &common::Server, code: &str, name: &str) -> client_cli::net::Connection {
    use client_cli::net::{Connection, Incoming};
    use protocol::{ClientMsg, PROTOCOL_VERSION, ServerMsg};
    let mut conn = Connection::open(&server.addr).await.unwrap();
    conn.send(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        lobby: code.to_owned(),
        token: None,
        last_v: None,
        lang: None,
    })
    .await
    .unwrap();
    conn.send(&ClientMsg::Sit {
        name: name.to_owned(),
        seat: None,
    })
    .await
    .unwrap();
    loop {
        match conn.recv().await.unwrap() {
            Incoming::Msg(msg, _) if matches!(*msg, ServerMsg::Seated { .. }) => return conn,
            Incoming::Msg(..) => {}
            Incoming::Closed { .. } => panic!("closed before seated"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn join_refuses_a_full_lobby_unless_spectating() {
    let server = server().await;
    let request = CreateLobby {
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        public: false,
    };
    let lobby = create_lobby(&server.addr, &request).await.unwrap();
    let _ann = sit(&server, &lobby.code, "ann").await;
    let _bob = sit(&server, &lobby.code, "bob").await;
    let base = server.addr.base();
    let code = lobby.code.clone();
    let out = tokio::task::spawn_blocking(move || {
        albion()
            .args(["join", &code, "--server", &base, "--name", "cy"])
            .stdin(Stdio::null())
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("lobby {} is full", lobby.code)) && err.contains("--spectate"),
        "{err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_taken_by_another_terminal_tells_the_first_why() {
    use client_cli::seats::SeatStore;
    use client_cli::session::{Identity, NetEvent, connect};
    use protocol::{ClientMsg, ServerMsg};
    let server = server().await;
    let request = CreateLobby {
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        public: false,
    };
    let lobby = create_lobby(&server.addr, &request).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let identity = Identity {
        name: "ann".into(),
        seats: SeatStore::at(dir.path().join("seats.json")),
        lang: i18n::Lang::En,
    };
    let mut first = connect(server.addr.clone(), lobby.code.clone(), identity.clone());
    first
        .to_server
        .send(ClientMsg::Sit {
            name: "ann".into(),
            seat: None,
        })
        .await
        .unwrap();
    let wait = Duration::from_secs(10);
    loop {
        let ev = tokio::time::timeout(wait, first.from_server.recv())
            .await
            .unwrap()
            .unwrap();
        if matches!(&ev, NetEvent::Msg(m) if matches!(**m, ServerMsg::Seated { .. })) {
            break;
        }
    }
    // The same player in a second terminal: the saved token reclaims the seat.
    let _second = connect(server.addr.clone(), lobby.code.clone(), identity);
    let why = loop {
        match tokio::time::timeout(wait, first.from_server.recv())
            .await
            .unwrap()
            .unwrap()
        {
            NetEvent::Ended(why) => break why,
            NetEvent::Lost(why) => panic!("the first terminal would reconnect: {why}"),
            _ => {}
        }
    };
    assert!(
        why.contains("your seat was taken by another albion"),
        "{why}"
    );
}

/// `albion lobbies` lists the public lobbies that are open (not the private ones), with the
/// command that joins one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn albion_lobbies_lists_the_public_lobbies() {
    let server = server().await;
    let make = |public: bool| CreateLobby {
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        public,
    };
    let public = create_lobby(&server.addr, &make(true)).await.unwrap();
    let private = create_lobby(&server.addr, &make(false)).await.unwrap();
    let base = server.addr.base();
    let out = tokio::task::spawn_blocking(move || {
        albion()
            .args(["lobbies", "--server", &base])
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("1 public lobby open on"), "{text}");
    assert!(
        text.contains(&format!("{}  Camelot (standard) · 0/2 seated", public.code)),
        "{text}"
    );
    assert!(!text.contains(&private.code), "{text}");
    assert!(
        text.contains("Join one: albion join CODE --server"),
        "{text}"
    );
}

/// `albion create --no-screen | head -1`: a reader that goes away is no panic; the exit is 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_standard_output_is_not_a_panic() {
    let server = server().await;
    let base = server.addr.base();
    let out = tokio::task::spawn_blocking(move || {
        let mut child = albion()
            .args(["create", "camelot", "--no-screen", "--server", &base])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader closes before the lobby is even created: every write meets a broken pipe.
        drop(child.stdout.take());
        child.wait_with_output().unwrap()
    })
    .await
    .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.status.success(), "{err}");
}

/// `albion create` makes a private lobby unless `--public` is given, as the browser does: only
/// the public one is listed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn albion_create_is_private_unless_public_is_asked_for() {
    let server = server().await;
    let mut codes = Vec::new();
    for public in [false, true] {
        let base = server.addr.base();
        let out = tokio::task::spawn_blocking(move || {
            let mut cmd = albion();
            cmd.args(["create", "camelot", "--no-screen", "--server", &base]);
            if public {
                cmd.arg("--public");
            }
            cmd.output().unwrap()
        })
        .await
        .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{text}");
        let code = text.lines().next().unwrap().trim().to_owned();
        let lobby = get_lobby(&server.addr, &code).await.unwrap();
        assert_eq!(
            lobby.public, public,
            "albion create (public: {public}): {text}"
        );
        codes.push(code);
    }
    let listed: Vec<String> = client_cli::net::list_lobbies(&server.addr)
        .await
        .unwrap()
        .into_iter()
        .map(|l| l.code)
        .collect();
    assert!(
        !listed.contains(&codes[0]),
        "the private lobby is listed: {listed:?}"
    );
    assert!(
        listed.contains(&codes[1]),
        "the public lobby is not listed: {listed:?}"
    );
}
