//! `albion replay` against a real server on 127.0.0.1:0: a short Camelot game played over the raw
//! protocol to a resignation, then replayed by the binary as text and as WCF; a game still being
//! played and an unknown id are refused with a clear message and a non-zero exit.

use std::process::{Command, Output};
use std::time::Duration;

use client_cli::net::{Connection, Incoming, ServerAddr, create_lobby};
use protocol::{
    ClientMsg, CreateLobby, GameAction, GameConfig, GameView, LobbyInfo, LobbyStatus,
    PROTOCOL_VERSION, ServerMsg, Version,
};
mod common;

use common::{Server, server};

/// One seated player on a raw connection, and what the server last told it.
struct Player {
    conn: Connection,
    v: Version,
    lobby: Option<LobbyInfo>,
    game: Option<GameView>,
    game_json: serde_json::Value,
    seat: u8,
}

impl Player {
    async fn sit(addr: &ServerAddr, code: &str, name: &str, seat: u8) -> Player {
        let mut conn = Connection::open(addr).await.unwrap();
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
            seat: Some(seat),
        })
        .await
        .unwrap();
        let mut p = Player {
            conn,
            v: 0,
            lobby: None,
            game: None,
            game_json: serde_json::Value::Null,
            seat,
        };
        p.until(|_| false, |msg| matches!(msg, ServerMsg::Seated { .. }))
            .await;
        p
    }

    /// Reads messages until `state` holds for what this player knows, or `msg` for a message.
    async fn until(&mut self, state: impl Fn(&Player) -> bool, msg: impl Fn(&ServerMsg) -> bool) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while !state(self) {
            let incoming = tokio::time::timeout_at(deadline, self.conn.recv())
                .await
                .expect("the server answers within 20 s")
                .unwrap();
            let Incoming::Msg(m, text) = incoming else {
                panic!("the server closed the connection: {incoming:?}");
            };
            match m.as_ref() {
                ServerMsg::Sync { v, lobby, game, .. } => {
                    self.v = *v;
                    self.lobby = Some(lobby.clone());
                    self.game.clone_from(game);
                    self.game_json = serde_json::to_value(game).unwrap();
                }
                ServerMsg::Event {
                    v,
                    lobby,
                    patch,
                    change,
                    event,
                } => {
                    self.v = *v;
                    if lobby.is_some() {
                        self.lobby.clone_from(lobby);
                    }
                    if protocol::update::touches_view(event, patch.as_deref(), change.as_deref()) {
                        protocol::update::apply_event(
                            &mut self.game_json,
                            event,
                            patch.as_deref(),
                            change.as_deref(),
                        )
                        .unwrap();
                        self.game = serde_json::from_value(self.game_json.clone()).unwrap();
                    }
                }
                ServerMsg::Rejected { .. } => panic!("refused: {text}"),
                _ => {}
            }
            if msg(&m) {
                return;
            }
        }
    }

    fn status(&self) -> Option<LobbyStatus> {
        self.lobby.as_ref().map(|l| l.status)
    }

    /// The legal moves, once the game has reached `ply` and this player is to move.
    fn my_moves(&self, ply: u32) -> Option<Vec<protocol::Move>> {
        match &self.game {
            Some(
                view @ GameView::Camelot {
                    ply: p, to_move, ..
                },
            ) if *p == ply && *to_move == self.seat => Some(view.camelot_legal_moves()),
            _ => None,
        }
    }
}

/// Creates a Camelot lobby, seats ann (White) and bob (Black), starts, and plays `plies` moves
/// (the first legal move each time). Returns the players, the moves and the game id.
async fn start_game(addr: &ServerAddr, plies: u32) -> (Vec<Player>, Vec<String>, i64) {
    let lobby = create_lobby(
        addr,
        &CreateLobby {
            config: GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            // A private lobby's record is read only with one of its seat tokens (see
            // server/tests/abuse.rs); these tests replay as anyone may, a public game.
            public: true,
        },
    )
    .await
    .unwrap();
    let mut players = vec![
        Player::sit(addr, &lobby.code, "ann", 0).await,
        Player::sit(addr, &lobby.code, "bob", 1).await,
    ];
    for p in &mut players {
        p.conn
            .send(&ClientMsg::Ready { ready: true })
            .await
            .unwrap();
    }
    let all_ready = |p: &Player| {
        p.lobby
            .as_ref()
            .is_some_and(|l| l.seats.iter().all(|s| s.ready))
    };
    players[0].until(all_ready, |_| false).await;
    players[0].conn.send(&ClientMsg::Start {}).await.unwrap();
    let mut moves = Vec::new();
    for ply in 0..plies {
        let mover = &mut players[(ply % 2) as usize];
        mover.until(|p| p.my_moves(ply).is_some(), |_| false).await;
        let mv = mover.my_moves(ply).unwrap()[0].clone();
        let v = mover.v;
        mover
            .conn
            .send(&ClientMsg::Act {
                v,
                action: GameAction::Camelot { mv: mv.clone() },
            })
            .await
            .unwrap();
        moves.push(mv.to_string());
    }
    // Both have seen every move.
    for p in &mut players {
        p.until(
            |p| {
                matches!(&p.game, Some(GameView::Camelot { ply, .. }) if *ply == plies)
                    && p.status() == Some(LobbyStatus::Playing)
            },
            |_| false,
        )
        .await;
    }
    let id = players[0]
        .lobby
        .as_ref()
        .and_then(|l| l.game_id)
        .expect("a running game has an id");
    (players, moves, id)
}

async fn replay_async(server: &Server, args: &[&str]) -> Output {
    let args: Vec<String> = args.iter().map(|a| (*a).to_owned()).collect();
    let base = server.addr.base();
    tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_albion"))
            .env("ALBION_LANG", "en")
            .arg("replay")
            .args(&args)
            .args(["--server", &base])
            .output()
            .unwrap()
    })
    .await
    .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resigned_camelot_game_replays_as_text_and_wcf() {
    let server = server().await;
    let (mut players, moves, id) = start_game(&server.addr, 4).await;
    // White resigns at move 5.
    let v = players[0].v;
    players[0]
        .conn
        .send(&ClientMsg::Resign { v })
        .await
        .unwrap();
    players[0]
        .until(|p| p.status() == Some(LobbyStatus::Finished), |_| false)
        .await;
    assert_eq!(players[0].lobby.as_ref().unwrap().game_id, Some(id));

    let id_arg = id.to_string();
    let out = replay_async(&server, &[&id_arg, "--print"]).await;
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    // Games are numbered in their lobby (game_no); the id is the record's.
    assert!(
        lines[0].starts_with("Camelot (standard) · game 1 of lobby ")
            && lines[0].ends_with(&format!(" · id {id}")),
        "{stdout}"
    );
    assert!(lines.contains(&"White: ann · Black: bob"), "{stdout}");
    for (i, mv) in moves.iter().enumerate() {
        let (side, dots) = if i % 2 == 0 {
            ("white", ".")
        } else {
            ("black", "...")
        };
        let line = format!("{}{dots} {side} {}", i / 2 + 1, mv.to_ascii_uppercase());
        assert!(lines.contains(&line.as_str()), "{line} in\n{stdout}");
    }
    // The resignation is not a move: it has no number.
    assert!(lines.contains(&"white resigned"), "{stdout}");
    assert_eq!(
        lines.last(),
        Some(&"Result: bob won (resignation)"),
        "{stdout}"
    );

    // Not on a terminal, the replay prints the same text by itself.
    let piped = replay_async(&server, &[&id_arg]).await;
    assert!(piped.status.success());
    assert_eq!(text(&piped.stdout), stdout);

    // With --positions: the engine's position after each move, ending with the server's.
    let out = replay_async(&server, &[&id_arg, "--positions"]).await;
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    let mut game = camelot::Game::new(camelot::Ruleset::Standard);
    for mv in &moves {
        game.play(&mv.parse().unwrap()).unwrap();
        let line = format!("   {}", game.position());
        assert!(stdout.lines().any(|l| l == line), "{line} in\n{stdout}");
    }
    assert!(
        matches!(&players[0].game, Some(GameView::Camelot { position, .. })
            if *position == game.position().to_string()),
        "{:?}",
        players[0].game
    );

    // The WCF export, as the server sends it.
    let out = replay_async(&server, &[&id_arg, "--wcf"]).await;
    let wcf = text(&out.stdout);
    assert!(out.status.success(), "{wcf}\n{}", text(&out.stderr));
    assert!(wcf.contains("[White \"ann\"]"), "{wcf}");
    assert!(wcf.contains("[Black \"bob\"]"), "{wcf}");
    assert!(wcf.contains("0-1"), "{wcf}");
    for mv in &moves {
        assert!(wcf.contains(&mv.to_ascii_uppercase()), "{mv} in\n{wcf}");
    }
    let direct = client_cli::net::get_game_wcf(&server.addr, id)
        .await
        .unwrap();
    assert_eq!(wcf, direct);
    // Each move has the same number in the replay as in the export: `N.` for the first move
    // after the export's `N.`, `N...` for the second.
    let movetext = wcf.split_once("\n\n").unwrap().1;
    let mut numbered = Vec::new();
    let mut n = String::new();
    let mut second = false;
    for token in movetext.split_whitespace() {
        if let Some(no) = token.strip_suffix('.') {
            no.clone_into(&mut n);
            second = false;
        } else if !["1-0", "0-1", "1/2-1/2", "*"].contains(&token) {
            numbered.push(format!("{n}{} {token}", if second { "..." } else { "." }));
            second = true;
        }
    }
    assert_eq!(numbered.len(), moves.len(), "{wcf}");
    let record = client_cli::net::get_game(&server.addr, id).await.unwrap();
    let replayed = client_cli::replay::Replay::new(record);
    let headings: Vec<String> = replayed
        .steps
        .iter()
        .filter(|s| !s.number.is_empty())
        .map(|s| format!("{} {}", s.number, s.label.split_once(' ').unwrap().1))
        .collect();
    assert_eq!(headings, numbered, "replay vs\n{wcf}");
    for (i, line) in numbered.iter().enumerate() {
        assert_eq!(
            replayed.steps[i].heading(),
            line.replacen(
                ' ',
                &format!(" {} ", if i % 2 == 0 { "white" } else { "black" }),
                1
            ),
        );
    }
    let record = client_cli::net::get_game(&server.addr, id).await.unwrap();
    assert_eq!(record.steps.len(), moves.len() + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_progress_or_unknown_is_refused_clearly() {
    let server = server().await;
    let (_players, _moves, id) = start_game(&server.addr, 1).await;
    let id_arg = id.to_string();
    for args in [
        vec![id_arg.as_str(), "--print"],
        vec![id_arg.as_str(), "--wcf"],
    ] {
        let out = replay_async(&server, &args).await;
        let stderr = text(&out.stderr);
        assert!(!out.status.success(), "{args:?}: {}", text(&out.stdout));
        assert!(
            stderr.contains(&format!("game {id} is still being played")),
            "{args:?}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let err = client_cli::net::get_game(&server.addr, id)
        .await
        .unwrap_err();
    assert!(err.to_string().contains("still being played"), "{err}");

    let out = replay_async(&server, &["987654", "--print"]).await;
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("no game 987654"),
        "{}",
        text(&out.stderr)
    );
}
