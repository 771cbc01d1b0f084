//! The lobby list screen against a real server on 127.0.0.1:0: the public lobbies (never a
//! private one) read a page at a time as the selection moves down, drawn at 80x24 with their game,
//! seats taken and status, and Enter joining the chosen one.

use client_cli::net::{create_lobby, list_lobbies_page};
use client_cli::tui::lobbies::{ListAction, LobbyList, draw};
use protocol::{CreateLobby, GameConfig};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
mod common;

use common::server;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn screen(list: &LobbyList, w: u16, h: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| draw(f, list)).unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_list_pages_through_the_public_lobbies_and_joins_one() {
    let server = server().await;
    let camelot = |public: bool| CreateLobby {
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        public,
    };
    let mut public = Vec::new();
    for _ in 0..3 {
        public.push(
            create_lobby(&server.addr, &camelot(true))
                .await
                .unwrap()
                .code,
        );
    }
    let sc = CreateLobby {
        config: GameConfig::SuperCamelot {
            seats: 3,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
            days_per_turn: None,
        },
        public: true,
    };
    public.push(create_lobby(&server.addr, &sc).await.unwrap().code);
    let private = create_lobby(&server.addr, &camelot(false))
        .await
        .unwrap()
        .code;
    public.sort();

    // The server's pages: sorted by code, `after` the last one of the page before.
    let first = list_lobbies_page(&server.addr, None, 3).await.unwrap();
    let codes: Vec<&str> = first.iter().map(|l| l.code.as_str()).collect();
    assert_eq!(codes, public[..3]);
    let rest = list_lobbies_page(&server.addr, Some(&public[2]), 3)
        .await
        .unwrap();
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].code, public[3]);

    // The screen reads two at a time: moving down fetches the next page when the last row
    // loaded is reached.
    let mut list = LobbyList::new(&server.addr.base());
    list.mono = true;
    list.page = 2;
    list.fetch(&server.addr, false).await;
    assert!(list.status.is_empty(), "{}", list.status);
    assert_eq!(list.lobbies.len(), 2);
    assert!(list.more);
    let mut fetches = 0;
    for _ in 0..6 {
        if list.on_key(key(KeyCode::Down)) == ListAction::LoadMore {
            list.fetch(&server.addr, true).await;
            fetches += 1;
        }
    }
    let codes: Vec<&str> = list.lobbies.iter().map(|l| l.code.as_str()).collect();
    assert_eq!(codes, public);
    assert!(!list.more);
    assert_eq!(
        fetches, 2,
        "two more pages: 2 more lobbies, then an empty page"
    );
    assert_eq!(list.selected, 3);

    let text = screen(&list, 80, 24);
    for code in &public {
        assert!(text.contains(code.as_str()), "{code} in\n{text}");
    }
    assert!(!text.contains(private.as_str()), "{text}");
    assert!(text.contains("· 4 open"), "{text}");
    assert!(text.contains("Camelot (standard)"), "{text}");
    assert!(text.contains("Super Camelot"), "{text}");
    assert!(text.contains("0/3"), "{text}");
    assert!(text.contains("waiting, 2 free"), "{text}");
    assert!(text.contains("waiting, 3 free"), "{text}");
    let chosen = text.lines().find(|l| l.contains('▶')).unwrap();
    assert!(chosen.contains(public[3].as_str()), "{chosen}");

    // Enter takes a free seat in the chosen lobby; r fetches again from the first page.
    assert_eq!(
        list.on_key(key(KeyCode::Enter)),
        ListAction::Join {
            code: public[3].clone(),
            spectate: false
        }
    );
    assert_eq!(list.on_key(key(KeyCode::Char('r'))), ListAction::Refresh);
    list.fetch(&server.addr, false).await;
    assert_eq!(list.lobbies.len(), 2);
    // The highlighted lobby is not on the first page any more: the first row is.
    assert_eq!(list.selected, 0);

    // A server that cannot be reached: said on the status line, with how to try again.
    let gone: client_cli::net::ServerAddr = "http://127.0.0.1:9".parse().unwrap();
    list.fetch(&gone, false).await;
    assert!(
        list.status.contains("could not list the lobbies"),
        "{}",
        list.status
    );
    assert_eq!(list.lobbies.len(), 2, "the list stays as it was");
}

/// `albion join` without a code opens the list screen, which needs a terminal: without one it
/// says so and names the text form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn join_without_a_code_needs_a_terminal_for_the_list() {
    let server = server().await;
    let base = server.addr.base();
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_albion"))
            .env("ALBION_LANG", "en")
            .args(["join", "--server", &base])
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("the lobby list needs a terminal"), "{err}");
    assert!(err.contains("albion lobbies --print"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
