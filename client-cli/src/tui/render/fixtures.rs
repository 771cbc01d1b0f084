//! What the renderers' tests share: an app in a Camelot or Super Camelot game, and the screen it
//! draws on ratatui's test backend.

use protocol::{GameConfig, GameView, LobbyInfo, LobbyStatus, SeatInfo, ServerMsg};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::text::Line;
use super_camelot::View;

use super::draw;
use crate::tui::app::{App, Link};

/// A line's text, without its styles.
pub(super) fn text(line: &Line<'_>) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}

/// The screen drawn at `width`×`height`, as text, a row a line.
pub(super) fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| draw(f, app)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The buffer's cells for a screen drawn at `width`×`height`.
pub(super) fn buffer(app: &App, width: u16, height: u16) -> ratatui::buffer::Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| draw(f, app)).unwrap();
    terminal.backend().buffer().clone()
}

/// A key press without modifiers.
pub(super) fn key(code: crossterm::event::KeyCode) -> crossterm::event::KeyEvent {
    crossterm::event::KeyEvent::new(code, crossterm::event::KeyModifiers::NONE)
}

/// A lobby of `seats` seats, all taken (ann, bob, cy, di) and ready; ann (seat 0) hosts.
pub(super) fn lobby(config: GameConfig, status: LobbyStatus, seats: u8) -> LobbyInfo {
    LobbyInfo {
        code: "K7QX2M9P".into(),
        config,
        public: false,
        status,
        host: Some(0),
        seats: (0..seats)
            .map(|seat| SeatInfo {
                seat,
                name: Some(["ann", "bob", "cy", "di"][usize::from(seat)].into()),
                ready: true,
                connected: true,
                rematch: false,
                character: None,
                abandoned: false,
                bot: None,
            })
            .collect(),
        game_no: 1,
        result: None,
        spectators: 1,
        game_id: None,
    }
}

/// ann's screen (White) in a Camelot lobby in `status`: the start position, the view saying Black
/// is to move, `legal` the moves it offers.
pub(super) fn camelot_app(status: LobbyStatus, legal: &[&str]) -> App {
    let mut app = App::new("K7QX2M9P", "ann", "http://127.0.0.1:8080");
    // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
    app.mono = false;
    app.link = Link::Up;
    app.session.apply(&ServerMsg::Welcome {
        protocol: 3,
        lobby: "K7QX2M9P".into(),
        seat: Some(0),
        prompt_secs: 60,
    });
    let mut lobby = lobby(
        GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        status,
        2,
    );
    if status == LobbyStatus::Finished {
        lobby.result = Some(protocol::GameResult {
            winners: vec![1],
            reason: "resignation".into(),
        });
    }
    app.session.apply(&ServerMsg::Sync {
        v: 12,
        lobby,
        game: Some(GameView::Camelot {
            position: camelot::START.into(),
            turn: "black".into(),
            to_move: 1,
            last_move: None,
            captured: vec![],
            ruleset: protocol::Ruleset::Standard,
            ply: 1,
            moves: vec![],
            clock: None,
            offer: None,
            offered: Vec::new(),
        }),
        clock_elapsed_ms: None,
    });
    // The moves on offer are the test's, not the start position's.
    app.session.legal_moves = legal.iter().map(|m| m.parse().unwrap()).collect();
    app
}

/// ann's screen (seat 0) in a Super Camelot game of `width_seats` seats showing `view`.
pub(super) fn super_camelot_app(view: &View, width_seats: u8) -> App {
    let mut app = App::new("K7QX2M9P", "ann", "http://127.0.0.1:8080");
    // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
    app.mono = false;
    app.link = Link::Up;
    app.session.apply(&ServerMsg::Welcome {
        protocol: 3,
        lobby: "K7QX2M9P".into(),
        seat: Some(0),
        prompt_secs: 60,
    });
    let config = GameConfig::SuperCamelot {
        seats: width_seats,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
        days_per_turn: None,
    };
    let lobby = lobby(config, LobbyStatus::Playing, width_seats);
    app.session.apply(&ServerMsg::Sync {
        v: 3,
        lobby,
        game: Some(GameView::SuperCamelot {
            view: view.clone(),
            events: vec![],
            lines: Vec::new(),
            prompt_line: None,
            clock: None,
        }),
        clock_elapsed_ms: None,
    });
    app
}

/// A two-player Super Camelot game's first view, as seat 0 sees it.
pub(super) fn start_view() -> View {
    let config = super_camelot::Config::new(vec![
        super_camelot::Character::Arthur,
        super_camelot::Character::Merlin,
    ]);
    let game = super_camelot::Game::new(config, 7).unwrap();
    game.view(super_camelot::Viewer::Seat(super_camelot::Seat(0)))
}
