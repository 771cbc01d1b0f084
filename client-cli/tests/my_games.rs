//! `albion games` against a real server on 127.0.0.1:0: two players seated in a correspondence
//! lobby through the client's own connection code (their seat tokens saved as `albion join`
//! saves them, each in their own state directory) see the game, whose turn it is and the time
//! left; a machine without seats is told so, and an unreachable server is an error.

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use client_cli::net::{ServerAddr, create_lobby};
use client_cli::seats::SeatStore;
use client_cli::session::{Identity, Link, NetEvent, Session, connect};
use protocol::{ClientMsg, CreateLobby, GameConfig, LobbyStatus, ServerMsg};
mod common;

use common::server;

/// A player connected as `albion join` connects, with the seat file in `state`.
struct Player {
    link: Link,
    session: Session,
}

impl Player {
    fn connect(addr: &ServerAddr, code: &str, name: &str, state: &Path) -> Player {
        let identity = Identity {
            name: name.to_owned(),
            seats: SeatStore::at(state.join("seats.json")),
            lang: i18n::Lang::En,
        };
        Player {
            link: connect(addr.clone(), code.to_owned(), identity),
            session: Session::new(code),
        }
    }

    async fn send(&self, msg: ClientMsg) {
        self.link.to_server.send(msg).await.unwrap();
    }

    /// Reads until `done` holds for what this player knows.
    async fn until(&mut self, done: impl Fn(&Session, &ServerMsg) -> bool) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let event = tokio::time::timeout_at(deadline, self.link.from_server.recv())
                .await
                .expect("the server answers within 20 s")
                .expect("the connection task runs");
            match event {
                NetEvent::Msg(msg) => {
                    self.session.apply(&msg);
                    if let ServerMsg::Rejected { message, .. } = msg.as_ref() {
                        panic!("refused: {message}");
                    }
                    if done(&self.session, &msg) {
                        return;
                    }
                }
                NetEvent::Ended(why) => panic!("the connection ended: {why}"),
                NetEvent::Connected | NetEvent::Lost(_) => {}
            }
        }
    }
}

fn albion_games(state: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_albion"))
        .env("ALBION_LANG", "en")
        .arg("games")
        .args(args)
        .env("ALBION_STATE_DIR", state)
        .env("USER", "ann")
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn albion_games_lists_a_correspondence_game_with_whose_turn_it_is() {
    let server = server().await;
    let lobby = create_lobby(
        &server.addr,
        &CreateLobby {
            config: GameConfig::default().with_days(Some(2)),
            public: false,
        },
    )
    .await
    .unwrap();
    let code = lobby.code.clone();
    let (ann_dir, bob_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut ann = Player::connect(&server.addr, &code, "ann", ann_dir.path());
    let mut bob = Player::connect(&server.addr, &code, "Bob Ray", bob_dir.path());
    for (p, name) in [(&mut ann, "ann"), (&mut bob, "Bob Ray")] {
        p.send(ClientMsg::Sit {
            name: name.to_owned(),
            seat: None,
        })
        .await;
        p.until(|_, m| matches!(m, ServerMsg::Seated { .. })).await;
        p.send(ClientMsg::Ready { ready: true }).await;
    }
    let all_ready = |s: &Session, _: &ServerMsg| {
        s.lobby
            .as_ref()
            .is_some_and(|l| l.seats.iter().all(|s| s.ready))
    };
    ann.until(all_ready).await;
    ann.send(ClientMsg::Start {}).await;
    let playing = |s: &Session, _: &ServerMsg| {
        s.lobby
            .as_ref()
            .is_some_and(|l| l.status == LobbyStatus::Playing)
    };
    ann.until(playing).await;
    bob.until(playing).await;
    // Both seats were saved as the client saves them.
    assert!(
        std::fs::read_to_string(ann_dir.path().join("seats.json"))
            .unwrap()
            .contains(&code)
    );

    // The one to move sees "your turn"; the other sees whose turn it is.
    let base = server.addr.base();
    let (ann_path, bob_path) = (ann_dir.path().to_owned(), bob_dir.path().to_owned());
    let (ann_json, ann_text, bob_text) = tokio::task::spawn_blocking(move || {
        (
            albion_games(&ann_path, &["--json", "--server", &base]),
            // Without --server: the servers of the seat file.
            albion_games(&ann_path, &[]),
            albion_games(&bob_path, &[]),
        )
    })
    .await
    .unwrap();
    for out in [&ann_json, &ann_text, &bob_text] {
        assert!(
            out.status.success(),
            "{}{}",
            stdout(out),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let answer: serde_json::Value = serde_json::from_str(&stdout(&ann_json)).unwrap();
    let games = answer["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{answer}");
    let game = &games[0];
    assert_eq!(game["lobby"]["code"], code.as_str());
    assert_eq!(game["lobby"]["config"]["days_per_move"], 2);
    assert_eq!(game["lobby"]["status"], "playing");
    assert_eq!(game["server"], server.addr.base().as_str());
    assert_eq!(game["name"], "ann");
    let ann_seat = game["seat"].as_u64().unwrap();
    let to_move = game["to_move"].as_u64().expect("someone is to move");
    let first = game["lobby"]["seats"][usize::try_from(to_move).unwrap()]["name"]
        .as_str()
        .unwrap()
        .to_owned();
    // Two days from the start of the move.
    let deadline = game["deadline_ms"].as_u64().unwrap();
    let now = u64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap();
    assert!(deadline > now + 47 * 3_600_000 && deadline <= now + 48 * 3_600_000);

    let (ann_says, bob_says) = (stdout(&ann_text), stdout(&bob_text));
    for text in [&ann_says, &bob_says] {
        assert!(text.contains("1 game on http://127.0.0.1:"), "{text}");
        assert!(
            text.contains("Camelot (standard, 2 days per move)"),
            "{text}"
        );
        // Two days, less the moment since the game started.
        assert!(text.contains("2d 00h") || text.contains("1d 23h"), "{text}");
    }
    let (mover, waiter) = if ann_seat == to_move {
        (&ann_says, &bob_says)
    } else {
        (&bob_says, &ann_says)
    };
    assert!(mover.contains("your turn"), "{mover}");
    assert!(waiter.contains(&format!("{first} to move")), "{waiter}");
    // The command that opens it again: the server always (not the local default here), the
    // name when it is not the login name.
    assert!(
        ann_says.contains(&format!(
            "albion join {code} --server {}",
            server.addr.base()
        )),
        "{ann_says}"
    );
    assert!(!ann_says.contains("--name"), "{ann_says}");
    assert!(bob_says.contains("--name 'Bob Ray'"), "{bob_says}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seats_is_no_games_and_an_unreachable_server_is_an_error() {
    let state = tempfile::tempdir().unwrap();
    let path = state.path().to_owned();
    let out = tokio::task::spawn_blocking(move || {
        albion_games(&path, &["--server", "http://127.0.0.1:9"])
    })
    .await
    .unwrap();
    assert!(out.status.success());
    assert!(
        stdout(&out).starts_with("No games on http://127.0.0.1:9: this machine holds no seat"),
        "{}",
        stdout(&out)
    );
    // A seat kept for a server that is not there.
    SeatStore::at(state.path().join("seats.json"))
        .put(
            "http://127.0.0.1:9",
            "AAAABBBBCCCC",
            "ann",
            client_cli::seats::SavedSeat {
                seat: 0,
                token: "t".into(),
            },
        )
        .unwrap();
    let path = state.path().to_owned();
    let out = tokio::task::spawn_blocking(move || albion_games(&path, &["--json"]))
        .await
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("albion: cannot reach the server at http://127.0.0.1:9"),
        "{err}"
    );
    assert_eq!(stdout(&out).trim(), r#"{"games":[]}"#);
}

/// `albion create --days` makes a correspondence lobby; its seated creator sees it waiting for
/// players; a server of the seat file that cannot be reached does not hide the others.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_created_with_days_waits_for_players_beside_an_unreachable_server() {
    let server = server().await;
    let base = server.addr.base();
    let state = tempfile::tempdir().unwrap();
    let out = {
        let (path, base) = (state.path().to_owned(), base.clone());
        tokio::task::spawn_blocking(move || {
            Command::new(env!("CARGO_BIN_EXE_albion"))
                .env("ALBION_LANG", "en")
                .args(["create", "super-camelot", "--players", "3", "--days", "3"])
                .args(["--no-screen", "--server", &base])
                .env("ALBION_STATE_DIR", path)
                .output()
                .unwrap()
        })
        .await
        .unwrap()
    };
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Super Camelot (3 seats, 3 days per turn): take your seat with albion join"),
        "{text}"
    );
    let code = text.lines().next().unwrap().trim().to_owned();
    let mut ann = Player::connect(&server.addr, &code, "ann", state.path());
    ann.send(ClientMsg::Sit {
        name: "ann".into(),
        seat: None,
    })
    .await;
    ann.until(|_, m| matches!(m, ServerMsg::Seated { .. }))
        .await;
    SeatStore::at(state.path().join("seats.json"))
        .put(
            "http://127.0.0.1:9",
            "AAAABBBBCCCC",
            "ann",
            client_cli::seats::SavedSeat {
                seat: 0,
                token: "t".into(),
            },
        )
        .unwrap();
    let path = state.path().to_owned();
    let out = tokio::task::spawn_blocking(move || albion_games(&path, &[]))
        .await
        .unwrap();
    let (text, err) = (stdout(&out), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{text}{err}");
    let row = text.lines().find(|l| l.contains(&code)).expect(&text);
    for part in [
        "Super Camelot (3 seats, 3 days per turn)",
        "ann (you)",
        "waiting for players",
        &format!("albion join {code} --server {base}"),
    ] {
        assert!(row.contains(part), "{part} in {row}");
    }
    assert!(
        err.contains("cannot reach the server at http://127.0.0.1:9")
            && err.contains("its games are not listed"),
        "{err}"
    );
}
