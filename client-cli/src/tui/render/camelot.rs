//! The Camelot renderer: the board with its marks (the cursor, the picked route, the last move,
//! the pieces that must capture), the facts under it, and Camelot's parts of the key hints and the
//! help.

use camelot::{Color as Side, Position, Role, Square};
use protocol::{GameView, LobbyStatus};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};

use crate::lang::{Lang, reason_words, tr};
use crate::session::Session;
use crate::tui::app::{App, route_squares};

/// The width of the board's panel: the board (39 columns) in its border, with room to spare.
pub(super) const PANEL_WIDTH: u16 = 44;

/// The key hint (its message id) when this client must move.
pub(super) const YOUR_MOVE: &str = "cli-camelot-your-move";

/// The side a seat plays: White (seat 0) or Black.
pub(super) fn side_name(lang: Lang, seat: u8) -> String {
    tr(lang, side_id(seat == 0), &[])
}

/// The message id of a side's name.
fn side_id(white: bool) -> &'static str {
    if white {
        "cli-camelot-white"
    } else {
        "cli-camelot-black"
    }
}

/// What the game waits for when another seat must move.
pub(super) fn waiting_for(session: &Session, to_move: u8) -> String {
    tr(
        session.lang,
        "cli-camelot-waiting",
        &[
            ("name", session.seat_name(to_move).into()),
            ("side", side_name(session.lang, to_move).into()),
        ],
    )
}

/// The help's lines about the board without colour (`NO_COLOR`).
pub(super) fn mono_help(lang: Lang) -> Vec<Line<'static>> {
    vec![
        Line::from(""),
        Line::from(tr(lang, "cli-camelot-mono-title", &[])).bold(),
        Line::from(tr(lang, "cli-camelot-mono-marks", &[])),
        Line::from(tr(lang, "cli-camelot-mono-more", &[])),
    ]
}

/// What the Camelot board marks besides the pieces.
#[derive(Debug, Clone, Copy, Default)]
pub struct BoardMarks<'a> {
    /// The keyboard cursor.
    pub cursor: Option<Square>,
    /// The route picked so far (origin first).
    pub route: &'a [Square],
    /// The squares that may come next in that route.
    pub next: &'a [Square],
    /// The last move's squares.
    pub last_move: &'a [Square],
    /// The squares whose pieces the last move captured.
    pub captured: &'a [Square],
    /// The pieces that must capture (a capture is compulsory and nothing is picked yet).
    pub must_capture: &'a [Square],
    /// Black at the bottom.
    pub flipped: bool,
    /// No colour (`NO_COLOR`): every mark is drawn with reverse video, bold, underline or a
    /// sign instead, so the board plays the same on a monochrome terminal.
    pub mono: bool,
}

/// The Camelot board as lines of text: three columns a square, rank labels on the left, file
/// labels below. In colour the marks are backgrounds; without colour (`marks.mono`) the cursor is
/// in reverse video between `[ ]`, the picked route bold and underlined between `> <`, the next
/// squares `+`, the last move underlined (its captured squares `x`), the pieces that must capture
/// bold between `! !`, and the castles between `( )`. Exposed for snapshot tests.
#[must_use]
pub fn camelot_board(position: &Position, marks: &BoardMarks<'_>) -> Vec<Line<'static>> {
    let flipped = marks.flipped;
    let ranks: Vec<u8> = if flipped {
        (0..16).collect()
    } else {
        (0..16).rev().collect()
    };
    let files: Vec<u8> = if flipped {
        (0..12).rev().collect()
    } else {
        (0..12).collect()
    };
    let mut lines = Vec::new();
    for &rank in &ranks {
        let mut spans = vec![Span::raw(format!("{:>2} ", rank + 1))];
        for &file in &files {
            let Some(sq) = Square::new(file, rank) else {
                spans.push(Span::raw("   "));
                continue;
            };
            let castle = (rank == 0 || rank == 15) && (file == 5 || file == 6);
            let (mut middle, mut style) = match position.piece_at(sq) {
                Some(p) => {
                    let c = match (p.color, p.role) {
                        (Side::White, Role::Knight) => 'N',
                        (Side::White, Role::Man) => 'M',
                        (Side::Black, Role::Knight) => 'n',
                        (Side::Black, Role::Man) => 'm',
                    };
                    let fg = if p.color == Side::White {
                        Color::White
                    } else {
                        Color::LightRed
                    };
                    (c, Style::new().fg(fg).add_modifier(Modifier::BOLD))
                }
                None => ('·', Style::new().fg(Color::DarkGray)),
            };
            let mut sides = (' ', ' ');
            if marks.mono {
                if castle {
                    sides = ('(', ')');
                }
                if marks.last_move.contains(&sq) || marks.captured.contains(&sq) {
                    style = style.add_modifier(Modifier::UNDERLINED);
                }
                if marks.captured.contains(&sq) && middle == '·' {
                    middle = 'x';
                }
                if marks.must_capture.contains(&sq) {
                    sides = ('!', '!');
                    style = style.add_modifier(Modifier::BOLD);
                }
                if marks.next.contains(&sq) {
                    if middle == '·' {
                        middle = '+';
                    }
                    style = style.add_modifier(Modifier::BOLD);
                }
                if marks.route.contains(&sq) {
                    sides = ('>', '<');
                    style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
                }
                if marks.cursor == Some(sq) {
                    sides = ('[', ']');
                }
            } else {
                if castle {
                    style = style.bg(Color::Rgb(60, 50, 20));
                }
                if marks.last_move.contains(&sq) || marks.captured.contains(&sq) {
                    style = style.bg(Color::Rgb(40, 60, 40));
                }
                if marks.must_capture.contains(&sq) {
                    style = style.bg(Color::Rgb(90, 40, 40));
                }
                if marks.next.contains(&sq) {
                    style = style.bg(Color::Rgb(30, 50, 90));
                }
                if marks.route.contains(&sq) {
                    style = style.bg(Color::Blue);
                }
            }
            if marks.cursor == Some(sq) {
                style = style.add_modifier(Modifier::REVERSED);
            }
            spans.push(Span::styled(
                format!("{}{middle}{}", sides.0, sides.1),
                style,
            ));
        }
        lines.push(Line::from(spans));
    }
    let labels: String = files
        .iter()
        .map(|&f| format!(" {} ", char::from(b'A' + f)))
        .collect();
    lines.push(Line::from(format!("   {labels}")));
    lines
}

pub(super) fn draw(
    frame: &mut Frame<'_>,
    area: Rect,
    app: &App,
    position: &str,
    last_move: Option<&camelot::Move>,
    captured: &[String],
) {
    let lang = app.session.lang;
    let Ok(pos) = position.parse::<Position>() else {
        frame.render_widget(
            Paragraph::new(tr(
                lang,
                "cli-camelot-unreadable",
                &[("position", position.to_owned().into())],
            )),
            area,
        );
        return;
    };
    let last: Vec<Square> = last_move.map(route_squares).unwrap_or_default();
    let taken: Vec<Square> = captured
        .iter()
        .filter_map(|s| s.parse::<Square>().ok())
        .collect();
    let mine = app.session.my_turn();
    let next = if mine && !app.route.is_empty() {
        app.next_squares()
    } else {
        Vec::new()
    };
    let must_capture = app.must_capture();
    let mut lines = camelot_board(
        &pos,
        &BoardMarks {
            cursor: Some(app.cursor),
            route: &app.route,
            next: &next,
            last_move: &last,
            captured: &taken,
            must_capture: &must_capture,
            flipped: app.flipped(),
            mono: app.mono,
        },
    );
    let turn = tr(lang, side_id(pos.turn() == Side::White), &[]);
    let result = app
        .session
        .lobby
        .as_ref()
        .filter(|l| l.status != LobbyStatus::Playing)
        .and_then(|l| l.result.as_ref());
    let now = match result {
        Some(result) => {
            let who: Vec<String> = result
                .winners
                .iter()
                .map(|s| app.session.seat_name(*s))
                .collect();
            if who.is_empty() {
                tr(
                    lang,
                    "cli-log-game-over-draw",
                    &[("reason", reason_words(lang, &result.reason).into())],
                )
            } else {
                tr(
                    lang,
                    "cli-camelot-game-over-won",
                    &[
                        ("winners", who.join(", ").into()),
                        ("count", who.len().into()),
                        ("reason", reason_words(lang, &result.reason).into()),
                    ],
                )
            }
        }
        None => tr(lang, "cli-camelot-to-move", &[("side", turn.into())]),
    };
    // The facts under the board, packed into whole lines of the panel's width (never cut):
    // the long wording when it fits under the board, else the short one.
    let (w, b) = (
        pos.castle_moves_used(Side::White),
        pos.castle_moves_used(Side::Black),
    );
    let max = camelot::MAX_CASTLE_MOVES;
    let facts = |castles: String| {
        let mut parts = vec![
            now.clone(),
            castles,
            tr(
                lang,
                "cli-camelot-move-number",
                &[("number", pos.move_number().into())],
            ),
        ];
        if let Some(m) = last_move {
            // Numbered as WCF numbers it, as the log and the replay do: `last move 12... G11-G10`.
            let number = match &app.session.game {
                Some(GameView::Camelot { ply, .. }) if *ply > 0 => {
                    format!("{} ", crate::replay::camelot_move_number(*ply as usize - 1))
                }
                _ => String::new(),
            };
            parts.push(tr(
                lang,
                "cli-camelot-last-move",
                &[("move", format!("{number}{m}").into())],
            ));
        }
        pack(&parts, usize::from(area.width.saturating_sub(2)).max(10))
    };
    let room = usize::from(area.height.saturating_sub(2)).saturating_sub(lines.len());
    let castles = |id: &str| {
        tr(
            lang,
            id,
            &[
                ("white", w.into()),
                ("black", b.into()),
                ("max", max.into()),
            ],
        )
    };
    let mut facts_lines = facts(castles("cli-camelot-castle-moves"));
    if facts_lines.len() > room {
        facts_lines = facts(castles("cli-camelot-castle-moves-short"));
    }
    // A blank line between the board and the facts when there is room for it.
    if facts_lines.len() < room {
        lines.push(Line::from(""));
    }
    for (i, text) in facts_lines.into_iter().enumerate() {
        let line = Line::from(text);
        lines.push(if i == 0 && result.is_some() {
            line.bold().fg(Color::Yellow)
        } else {
            line
        });
    }
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(" Camelot "))
            .wrap(Wrap { trim: false }),
        area,
    );
}

/// `parts` joined with ` · ` into lines at most `width` characters long (a part longer than
/// that has a line of its own, which the paragraph then wraps).
fn pack(parts: &[String], width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for part in parts {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 3 + part.chars().count() <= width => {
                line.push_str(" · ");
                line.push_str(part);
            }
            _ => lines.push(part.clone()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::{Link, Mode, Msg};
    use crate::tui::render::fixtures::{buffer, camelot_app, key, lobby, screen, text};
    use protocol::{GameConfig, ServerMsg};

    #[test]
    fn camelot_board_snapshot_of_the_start() {
        let lines: Vec<String> = camelot_board(&Position::start(), &BoardMarks::default())
            .iter()
            .map(text)
            .collect();
        let expected = [
            "16                 ·  ·                ",
            "15        ·  ·  ·  ·  ·  ·  ·  ·       ",
            "14     ·  ·  ·  ·  ·  ·  ·  ·  ·  ·    ",
            "13  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  · ",
            "12  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  · ",
            "11  ·  ·  n  m  m  m  m  m  m  n  ·  · ",
            "10  ·  ·  ·  n  m  m  m  m  n  ·  ·  · ",
            " 9  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  · ",
            " 8  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  · ",
            " 7  ·  ·  ·  N  M  M  M  M  N  ·  ·  · ",
            " 6  ·  ·  N  M  M  M  M  M  M  N  ·  · ",
            " 5  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  · ",
            " 4  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  · ",
            " 3     ·  ·  ·  ·  ·  ·  ·  ·  ·  ·    ",
            " 2        ·  ·  ·  ·  ·  ·  ·  ·       ",
            " 1                 ·  ·                ",
            "    A  B  C  D  E  F  G  H  I  J  K  L ",
        ];
        assert_eq!(lines, expected);
    }

    #[test]
    fn the_board_flips_for_black() {
        let lines: Vec<String> = camelot_board(
            &Position::start(),
            &BoardMarks {
                flipped: true,
                ..BoardMarks::default()
            },
        )
        .iter()
        .map(text)
        .collect();
        assert!(lines[0].starts_with(" 1 "));
        assert_eq!(lines[16], "    L  K  J  I  H  G  F  E  D  C  B  A ");
    }

    #[test]
    fn camelot_screen_shows_title_board_players_and_keys() {
        let mut app = App::new("K7QX2M9P", "ann", "http://127.0.0.1:8080");
        // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
        app.mono = false;
        app.link = Link::Up;
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
            lobby: "K7QX2M9P".into(),
            seat: Some(0),
            prompt_secs: 60,
        });
        let lobby = lobby(
            GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            LobbyStatus::Playing,
            2,
        );
        app.session.apply(&ServerMsg::Sync {
            v: 12,
            lobby,
            game: Some(game),
            clock_elapsed_ms: None,
        });
        let s = screen(&app, 110, 30);
        assert!(
            s.contains(
                "Albion · Camelot (standard) · lobby K7QX2M9P · ann (seat 0) · connected · v12"
            ),
            "{s}"
        );
        assert!(s.contains("0 ann (you)  host · White"), "{s}");
        assert!(s.contains("1 bob  Black"), "{s}");
        assert!(s.contains("White to move"), "{s}");
        assert!(
            s.contains("castle moves: White 0/2, Black 0/2 · move 1") || s.contains("move 1"),
            "{s}"
        );
        assert!(s.contains("arrows+Enter move"), "{s}");
        app.mode = Mode::Help;
        assert!(screen(&app, 110, 30).contains("Albion — keys"));
    }

    #[test]
    fn after_a_resignation_the_screen_shows_the_result() {
        let s = screen(&camelot_app(LobbyStatus::Finished, &[]), 100, 30);
        assert!(s.contains("game over: bob won (resignation)"), "{s}");
        assert!(!s.contains("to move"), "{s}");
    }

    /// Where `square` is drawn on White's board at the left of the screen: (x of its middle
    /// character, y).
    fn board_cell(square: &str) -> (u16, u16) {
        let sq: Square = square.parse().unwrap();
        // The border, then the rank label (3), then three columns a square.
        let x = 1 + 3 + 3 * u16::from(sq.file()) + 1;
        // The title row, the border, then rank 16 first.
        let y = 2 + (15 - u16::from(sq.rank()));
        (x, y)
    }

    #[test]
    fn without_colour_the_board_marks_everything_with_emphasis_and_signs() {
        let mut app = camelot_app(LobbyStatus::Playing, &["E6xE8-G10", "D6xD8"]);
        app.mono = true;
        // Seat 0 (White) must move in this test: all its moves capture.
        if let Some(GameView::Camelot {
            to_move,
            last_move,
            captured,
            ..
        }) = &mut app.session.game
        {
            *to_move = 0;
            *last_move = Some("F11-F9".parse().unwrap());
            *captured = vec!["H9".into()];
        }
        app.session.seat = Some(0);
        app.cursor = "A8".parse().unwrap();
        let buf = buffer(&app, 100, 30);
        let cell = |sq: &str| {
            let (x, y) = board_cell(sq);
            (
                format!(
                    "{}{}{}",
                    buf[(x - 1, y)].symbol(),
                    buf[(x, y)].symbol(),
                    buf[(x + 1, y)].symbol()
                ),
                buf[(x, y)].modifier,
            )
        };
        // The cursor: reverse video between brackets.
        let (text, m) = cell("A8");
        assert_eq!(text, "[·]");
        assert!(m.contains(Modifier::REVERSED));
        // The castles between parentheses.
        assert_eq!(cell("F1").0, "(·)");
        assert_eq!(cell("G16").0, "(·)");
        // The pieces that must capture: bold between exclamation marks.
        let (text, m) = cell("E6");
        assert_eq!(text, "!M!");
        assert!(m.contains(Modifier::BOLD));
        assert_eq!(cell("D6").0, "!M!");
        assert_eq!(cell("F6").0, " M ");
        // The last move underlined, its captured square crossed.
        assert!(cell("F9").1.contains(Modifier::UNDERLINED));
        assert!(cell("F11").1.contains(Modifier::UNDERLINED));
        let (text, m) = cell("H9");
        assert_eq!(text, " x ");
        assert!(m.contains(Modifier::UNDERLINED));
        assert!(!cell("A9").1.contains(Modifier::UNDERLINED));
        // A picked piece: bold, underlined, between > <; its next squares +.
        app.cursor = "E6".parse().unwrap();
        assert!(
            app.update(Msg::Key(key(crossterm::event::KeyCode::Enter)))
                .is_empty()
        );
        app.cursor = "A8".parse().unwrap();
        let buf = buffer(&app, 100, 30);
        let (x, y) = board_cell("E6");
        assert_eq!(buf[(x - 1, y)].symbol(), ">");
        assert_eq!(buf[(x + 1, y)].symbol(), "<");
        assert!(
            buf[(x, y)]
                .modifier
                .contains(Modifier::UNDERLINED | Modifier::BOLD)
        );
        let (x, y) = board_cell("E8");
        assert_eq!(buf[(x, y)].symbol(), "+");
        assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
        // Once a piece is picked, the must-capture marks give way to the route.
        let (x, y) = board_cell("D6");
        assert_eq!(buf[(x - 1, y)].symbol(), " ");
    }

    #[test]
    fn the_camelot_facts_are_whole_at_80_by_24_and_wider() {
        let mut app = camelot_app(LobbyStatus::Playing, &["E6-E5"]);
        if let Some(GameView::Camelot { last_move, ply, .. }) = &mut app.session.game {
            // Black's first move: numbered 1... as the WCF export numbers it.
            *last_move = Some("F11-F9".parse().unwrap());
            *ply = 2;
        }
        for (w, h) in [(80, 24), (100, 30), (200, 60)] {
            let s = screen(&app, w, h);
            assert!(s.contains("White to move"), "{w}x{h}\n{s}");
            assert!(s.contains("move 1"), "{w}x{h}\n{s}");
            assert!(
                s.contains("castle moves: White 0/2, Black 0/2")
                    || (w == 80 && s.contains("castle moves W 0/2 B 0/2")),
                "{w}x{h}\n{s}"
            );
            assert!(s.contains("last move 1... F11-F9"), "{w}x{h}\n{s}");
            assert!(s.contains("    A  B  C"), "{w}x{h}\n{s}");
        }
    }
}
