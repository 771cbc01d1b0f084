//! The full-screen game client: `albion create` and `albion join`.

pub mod app;
pub mod render;

use std::process::ExitCode;

use clap::{Args, ValueEnum};
use protocol::{ClientMsg, CreateLobby, GameConfig, LobbyStatus, ServerMsg};
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use tokio::sync::mpsc;

use crate::net::{DEFAULT_SERVER, ServerAddr, create_lobby, get_lobby};
use crate::seats::SeatStore;
use crate::session::{Applied, Identity, NetEvent, connect};
use app::{App, Link};

/// The games `albion create` can open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    /// Classic two-player Camelot.
    Camelot,
    /// The 2–4 player adventure.
    SuperCamelot,
}

/// `albion create` options.
#[derive(Debug, Args)]
pub struct CreateArgs {
    /// Which game.
    #[arg(value_enum)]
    game: GameArg,
    /// Seats, for Super Camelot (2–4).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    players: u8,
    /// Camelot ruleset: `standard` or `wcf`.
    #[arg(long, default_value = "standard")]
    ruleset: camelot::Ruleset,
    /// Keep the lobby off the public list (reachable by its code only).
    #[arg(long)]
    private: bool,
    /// Your display name.
    #[arg(long, default_value_t = default_name())]
    name: String,
    /// The server.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
    /// Only create the lobby and print its code; do not open the game screen.
    #[arg(long)]
    no_screen: bool,
}

/// `albion join` options.
#[derive(Debug, Args)]
pub struct JoinArgs {
    /// The lobby code.
    code: String,
    /// Your display name (also how your seat is found again when you come back).
    #[arg(long, default_value_t = default_name())]
    name: String,
    /// Watch without taking a seat.
    #[arg(long)]
    spectate: bool,
    /// The server.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
}

fn default_name() -> String {
    std::env::var("USER")
        .ok()
        .filter(|u| !u.is_empty())
        .unwrap_or_else(|| "player".to_owned())
}

/// Creates a lobby, prints the invitation, and opens the game screen.
pub async fn create(args: CreateArgs) -> ExitCode {
    let config = match args.game {
        GameArg::Camelot => GameConfig::Camelot {
            ruleset: args.ruleset.to_string(),
        },
        GameArg::SuperCamelot => GameConfig::SuperCamelot {
            seats: args.players,
            ask_activation_order: false,
            auto_enemy_ties: false,
        },
    };
    let request = CreateLobby {
        config,
        public: !args.private,
    };
    let lobby = match create_lobby(&args.server, &request).await {
        Ok(lobby) => lobby,
        Err(e) => {
            eprintln!("albion: {e}");
            return ExitCode::from(2);
        }
    };
    println!("{}", lobby.code);
    let server_flag = if args.server.base() == DEFAULT_SERVER {
        String::new()
    } else {
        format!(" --server {}", args.server)
    };
    println!(
        "Invite your friends: albion join {}{server_flag} --name THEIR_NAME",
        lobby.code
    );
    if args.no_screen {
        return ExitCode::SUCCESS;
    }
    screen(args.server, lobby.code, args.name, true).await
}

/// Joins a lobby and opens the game screen.
pub async fn join(args: JoinArgs) -> ExitCode {
    let code = args.code.trim().to_ascii_uppercase();
    if let Err(e) = get_lobby(&args.server, &code).await {
        eprintln!("albion: {e}");
        return ExitCode::from(2);
    }
    screen(args.server, code, args.name, !args.spectate).await
}

async fn screen(addr: ServerAddr, code: String, name: String, sit: bool) -> ExitCode {
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "albion: the game screen needs a terminal ({e}); try `albion script` or `albion bot`"
            );
            return ExitCode::FAILURE;
        }
    };
    let (key_tx, mut keys) = mpsc::channel::<std::io::Result<Event>>(64);
    // crossterm's reads block: a plain thread forwards them; it ends with the process.
    std::thread::spawn(move || {
        loop {
            let ev = event::read();
            let failed = ev.is_err();
            if key_tx.blocking_send(ev).is_err() || failed {
                break;
            }
        }
    });
    let identity = Identity {
        name: name.clone(),
        seats: SeatStore::default_location(),
    };
    let mut link = connect(addr.clone(), code.clone(), identity);
    let mut app = App::new(&code, &name, &addr.base());
    let mut asked_to_sit = !sit;
    loop {
        if let Err(e) = terminal.draw(|frame| render::draw(frame, &app)) {
            ratatui::restore();
            eprintln!("albion: drawing failed: {e}");
            return ExitCode::FAILURE;
        }
        let outgoing: Vec<ClientMsg> = tokio::select! {
            ev = keys.recv() => match ev {
                Some(Ok(Event::Key(key))) if key.kind == KeyEventKind::Press => app.on_key(key),
                Some(Ok(_)) => Vec::new(),
                Some(Err(e)) => {
                    ratatui::restore();
                    eprintln!("albion: reading the terminal failed: {e}");
                    return ExitCode::FAILURE;
                }
                None => break,
            },
            net = link.from_server.recv() => match net {
                None => {
                    ratatui::restore();
                    eprintln!("albion: the connection task stopped");
                    return ExitCode::FAILURE;
                }
                Some(NetEvent::Connected) => {
                    app.link = Link::Up;
                    Vec::new()
                }
                Some(NetEvent::Lost(why)) => {
                    app.link = Link::Reconnecting(why);
                    Vec::new()
                }
                Some(NetEvent::Ended(why)) => {
                    app.error(why.clone());
                    app.link = Link::Ended(why);
                    Vec::new()
                }
                Some(NetEvent::Msg(msg)) => {
                    let msg = *msg;
                    let mut out = Vec::new();
                    if let ServerMsg::Rejected { message, .. } = &msg {
                        app.status.clone_from(message);
                    }
                    if app.session.apply(&msg) == Applied::Gap {
                        out.push(ClientMsg::Resync {});
                    }
                    if matches!(msg, ServerMsg::Event { .. } | ServerMsg::Sync { .. }) && !app.session.my_turn() {
                        app.route.clear();
                    }
                    let open_seat = app.session.lobby.as_ref().is_some_and(|l| {
                        l.status == LobbyStatus::Open && l.seats.iter().any(|s| s.name.is_none())
                    });
                    if !asked_to_sit && matches!(msg, ServerMsg::Sync { .. }) && app.session.seat.is_none() && open_seat {
                        asked_to_sit = true;
                        out.push(ClientMsg::Sit { name: name.clone(), seat: None });
                    }
                    out
                }
            },
        };
        for msg in outgoing {
            if link.to_server.send(msg).await.is_err() {
                app.link = Link::Ended("the connection task stopped".into());
            }
        }
        if app.quit {
            break;
        }
    }
    ratatui::restore();
    ExitCode::SUCCESS
}
