//! What the game screen's tests share: a key press, and ann's screen in a running Camelot game.

use protocol::{GameConfig, GameView, LobbyInfo, LobbyStatus, SeatInfo, ServerMsg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers};

use super::App;

/// A key press without modifiers.
pub(super) fn key(code: KeyCode) -> KeyEvent {
    KeyEvent {
        code,
        modifiers: KeyModifiers::NONE,
        kind: KeyEventKind::Press,
        state: KeyEventState::NONE,
    }
}

/// ann's screen (seat 0, White) in a running Camelot game against bob at version 7, the view
/// offering `legal`.
pub(super) fn playing_app(legal: &[&str]) -> App {
    let mut app = App::new("ABC", "ann", "http://127.0.0.1:8080");
    // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
    app.mono = false;
    let seat = |seat: u8, name: &str| SeatInfo {
        seat,
        name: Some(name.into()),
        ready: true,
        connected: true,
        rematch: false,
        character: None,
        abandoned: false,
        bot: None,
    };
    let lobby = LobbyInfo {
        code: "ABC".into(),
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        public: false,
        status: LobbyStatus::Playing,
        host: Some(0),
        seats: vec![seat(0, "ann"), seat(1, "bob")],
        game_no: 1,
        result: None,
        spectators: 0,
        game_id: None,
    };
    let game = GameView::Camelot {
        position: camelot::START.into(),
        turn: "white".into(),
        to_move: 0,
        last_move: None,
        captured: vec![],
        ruleset: protocol::Ruleset::Standard,
        ply: 0,
        moves: vec![],
        clock: None,
        offer: None,
        offered: Vec::new(),
    };
    app.session.apply(&ServerMsg::Welcome {
        protocol: 3,
        lobby: "ABC".into(),
        seat: Some(0),
        prompt_secs: 60,
    });
    app.session.apply(&ServerMsg::Sync {
        v: 7,
        lobby,
        game: Some(game),
        clock_elapsed_ms: None,
    });
    // The moves on offer are the test's, not the start position's: the picking logic is what
    // these tests check (a later view change derives them from the position again).
    app.session.legal_moves = legal.iter().map(|s| s.parse().unwrap()).collect();
    app
}
