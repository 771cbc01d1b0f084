//! Drawing the game screen with ratatui: the title, the board or the forest, the seats and
//! players, the log, the action menu, the status and input lines, and the help overlay.

use camelot::{Color as Side, Position, Role, Square};
use protocol::{GameConfig, GameView, LobbyInfo, LobbyStatus};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use super_camelot::{Circle, EnemyKind, Facing, Item, Object, Place, SpecialKind, View};

use super::app::{App, Link, Mode, route_squares};
use crate::replay::words;
use crate::session::LogKind;
use crate::text::{clean, count};

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let status_text = if app.status.is_empty() {
        key_hints(app)
    } else {
        app.status.clone()
    };
    // The status line takes a second row rather than being cut at a narrow width.
    let status_rows = if status_text.chars().count() > usize::from(frame.area().width) {
        2
    } else {
        1
    };
    let [title, main, status, input] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(8),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(
        Paragraph::new(title_line(app, usize::from(title.width))).reversed(),
        title,
    );
    let left_width = match &app.session.game {
        Some(GameView::SuperCamelot { .. }) => 53,
        _ => 44,
    };
    let [left, right] =
        Layout::horizontal([Constraint::Length(left_width), Constraint::Min(20)]).areas(main);
    match &app.session.game {
        Some(GameView::Camelot {
            position,
            last_move,
            captured,
            ..
        }) => {
            draw_camelot(frame, left, app, position, last_move.as_ref(), captured);
        }
        Some(GameView::SuperCamelot { view, .. }) => draw_forest(frame, left, app, view),
        None => draw_waiting(frame, left, app),
    }
    draw_side(frame, right, app);
    frame.render_widget(
        Paragraph::new(status_text)
            .fg(Color::Yellow)
            .wrap(Wrap { trim: true }),
        status,
    );
    frame.render_widget(Paragraph::new(input_line(app)), input);
    if app.mode == Mode::Help {
        draw_help(frame, frame.area(), app);
    }
}

/// The title: game, lobby, who, link, version; parts are dropped or shortened, least useful
/// first, until it fits `width`.
fn title_line(app: &App, width: usize) -> Line<'static> {
    let s = &app.session;
    let game = s
        .lobby
        .as_ref()
        .map_or_else(|| "…".to_owned(), |l| game_label(&l.config));
    let link = match &app.link {
        Link::Connecting => "connecting".to_owned(),
        Link::Up => "connected".to_owned(),
        Link::Reconnecting(why) => format!("reconnecting: {why}"),
        Link::Ended(why) => format!("disconnected: {why}"),
    };
    let who = match s.seat {
        Some(seat) => format!("{} (seat {seat})", s.seat_name(seat)),
        None => "spectating".to_owned(),
    };
    let v = s.v.map_or_else(String::new, |v| format!(" · v{v}"));
    let code = clean(&s.code);
    let full = format!(" Albion · {game} · lobby {code} · {who} · {link}{v} ");
    if full.chars().count() <= width {
        return Line::from(full);
    }
    let shorter = format!(" {game} · lobby {code} · {who} · {link} ");
    if shorter.chars().count() <= width {
        return Line::from(shorter);
    }
    Line::from(format!(" lobby {code} · {who} · {link} "))
}

/// The game and its settings in words: `Camelot (standard, 5+3)`, `Super Camelot (3 seats)`.
#[must_use]
pub fn game_label(config: &GameConfig) -> String {
    match config {
        GameConfig::Camelot { ruleset, clock } => match clock {
            Some(c) if c.base_secs % 60 == 0 => format!(
                "Camelot ({ruleset}, {}+{})",
                c.base_secs / 60,
                c.increment_secs
            ),
            Some(c) => format!(
                "Camelot ({ruleset}, {}+{})",
                clock_text(u64::from(c.base_secs) * 1000),
                c.increment_secs
            ),
            None => format!("Camelot ({ruleset})"),
        },
        GameConfig::SuperCamelot {
            seats, turn_secs, ..
        } => match turn_secs {
            Some(t) => format!("Super Camelot ({seats} seats, {t} s a turn)"),
            None => format!("Super Camelot ({seats} seats)"),
        },
    }
}

fn key_hints(app: &App) -> String {
    let s = &app.session;
    let status = s.lobby.as_ref().map(|l| l.status);
    // Opened from the lobby list, q goes back to it.
    let quit = if app.from_list { "q lobbies" } else { "q quit" };
    let mut keys = vec!["? help", "c chat", quit];
    if matches!(s.game, Some(GameView::SuperCamelot { .. })) {
        keys[0] = "? help & legend";
    }
    match status {
        Some(LobbyStatus::Open) if s.seat.is_none() => keys.insert(0, "t take a seat"),
        Some(LobbyStatus::Open) => {
            keys.insert(0, "r ready");
            if matches!(
                s.lobby.as_ref().map(|l| &l.config),
                Some(GameConfig::SuperCamelot { .. })
            ) {
                keys.insert(0, "C choose a Character");
            }
            if s.is_host() {
                keys.push("s start");
                keys.push("b add a computer player");
            }
        }
        Some(LobbyStatus::Playing) if s.seat.is_some() && someone_left(app) => {
            keys.insert(
                0,
                "a player left: /claim the win or /bot SEAT on the chat line (c)",
            );
        }
        Some(LobbyStatus::Playing) if s.my_turn() => {
            if matches!(s.game, Some(GameView::SuperCamelot { .. })) {
                keys.insert(0, "↑↓ choose, Enter act");
            } else {
                keys.insert(0, "arrows+Enter move · m type a move");
            }
        }
        Some(LobbyStatus::Playing) if s.seat.is_some() => {
            if i_resigned(app) {
                keys.insert(0, "you resigned: watching the others play on");
            } else {
                keys.insert(0, "x resign");
            }
        }
        Some(LobbyStatus::Finished) => keys.insert(0, "R rematch"),
        _ => {}
    }
    let mut text = keys.join(" · ");
    if s.playing()
        && !s.my_turn()
        && let Some(waiting) = waiting_for(app)
    {
        text = format!("{waiting} · {text}");
    }
    if let Some(left) = my_low_time(app) {
        text = format!("LOW TIME: {} left! · {text}", clock_text(left));
    }
    text
}

/// What the game waits for when it is not this client's turn: who, and what they decide.
fn waiting_for(app: &App) -> Option<String> {
    let s = &app.session;
    match &s.game {
        Some(GameView::Camelot { to_move, .. }) => {
            let side = if *to_move == 0 { "White" } else { "Black" };
            Some(format!(
                "waiting for {} ({side}) to move",
                s.seat_name(*to_move)
            ))
        }
        Some(GameView::SuperCamelot { view, .. }) => {
            let decision = view.pending.as_ref()?;
            Some(format!(
                "waiting for {}: {}",
                s.seat_name(decision.seat.0),
                awaited(&decision.prompt)
            ))
        }
        None => None,
    }
}

/// A decision another player is making, in words for those waiting on it.
fn awaited(prompt: &super_camelot::Prompt) -> String {
    use super_camelot::Prompt as P;
    match prompt {
        P::PlaceCharacter => "which starting circle to stand on".to_owned(),
        P::TakeAction { actions_left } => format!("their next action ({} of 3 left)", actions_left),
        P::ContinueMove { .. } => "where to step next, or to stop moving".to_owned(),
        P::Reroll { .. } => "whether to reroll a die".to_owned(),
        P::ConvertStar { .. } => "what a Star counts as".to_owned(),
        P::AssignHits { .. } => "where the hits go".to_owned(),
        P::ChooseLitter { .. } => "which cut Bush drops Litter".to_owned(),
        P::ChooseLoot { .. } => "which killed Enemy drops Loot".to_owned(),
        P::SpeedPotion => "whether to take the Speed Potion's free Move".to_owned(),
        P::ChooseEnemy { .. } => "which Enemy activates next".to_owned(),
        P::ChooseTarget { enemy, .. } => format!("whom the Enemy at {enemy} attacks"),
        P::ChooseKnightSquare { enemy, .. } => {
            format!("where the Dark Knight from {enemy} stops")
        }
        P::ChooseStolenTreasure { mimic } => {
            format!("which Small Treasure the Mimic at {mimic} steals")
        }
    }
}

/// Below this much time left a running clock is shown as low: a fifth of the time control's
/// base (or turn limit), and never more than 30 seconds.
fn low_time_ms(config: Option<&GameConfig>) -> u64 {
    let base_secs = match config {
        Some(GameConfig::Camelot { clock: Some(c), .. }) => u64::from(c.base_secs),
        Some(GameConfig::SuperCamelot {
            turn_secs: Some(t), ..
        }) => u64::from(*t),
        _ => return 0,
    };
    (base_secs * 1000 / 5).min(30_000)
}

/// This client's time left, when its clock runs and is low.
fn my_low_time(app: &App) -> Option<u64> {
    let s = &app.session;
    let me = s.seat?;
    let clock = s.clock()?;
    if clock.running != Some(me) || !s.playing() {
        return None;
    }
    let left = *s
        .clock_left_ms(std::time::Instant::now())?
        .get(usize::from(me))?;
    (left <= low_time_ms(s.lobby.as_ref().map(|l| &l.config))).then_some(left)
}

/// Whether another seat of the running game has been away for the grace period.
fn someone_left(app: &App) -> bool {
    let s = &app.session;
    s.lobby.as_ref().is_some_and(|l| {
        l.seats
            .iter()
            .any(|x| x.abandoned && Some(x.seat) != s.seat)
    })
}

/// Whether this seat has resigned from a Super Camelot game that goes on without it.
fn i_resigned(app: &App) -> bool {
    let s = &app.session;
    let (Some(GameView::SuperCamelot { view, .. }), Some(seat)) = (&s.game, s.seat) else {
        return false;
    };
    view.players
        .get(usize::from(seat))
        .is_some_and(|p| p.resigned)
}

fn input_line(app: &App) -> Line<'static> {
    match &app.mode {
        Mode::Chat(text) => Line::from(format!("chat> {text}▏")),
        Mode::MoveEntry(text) => Line::from(format!("move (E6-E5, jump E6xE8)> {text}▏")),
        Mode::Name(text) => Line::from(format!("your name> {text}▏")),
        Mode::ConfirmResign => Line::from("resign this game? y / n").bold(),
        Mode::ConfirmQuit => Line::from(
            "quit while the game runs? Your seat is kept: join again to come back. y / n",
        )
        .bold(),
        Mode::Normal | Mode::Help => Line::from(""),
    }
}

fn draw_waiting(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let lines = match app.session.lobby.as_ref().map(|l| l.status) {
        Some(LobbyStatus::Open) => vec![
            Line::from("Waiting for players."),
            Line::from(""),
            Line::from("Invite friends with:"),
            Line::from(super::invitation(&app.server, &app.session.code)),
        ],
        _ => vec![Line::from("Waiting for the server…")],
    };
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(" Lobby "))
            .wrap(Wrap { trim: false }),
        area,
    );
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

/// Whether colour is off: `NO_COLOR` is set to anything but the empty string (no-color.org).
#[must_use]
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
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

fn draw_camelot(
    frame: &mut Frame<'_>,
    area: Rect,
    app: &App,
    position: &str,
    last_move: Option<&camelot::Move>,
    captured: &[String],
) {
    let Ok(pos) = position.parse::<Position>() else {
        frame.render_widget(
            Paragraph::new(format!("unreadable position: {position}")),
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
    let turn = match pos.turn() {
        Side::White => "White",
        Side::Black => "Black",
    };
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
                format!("game over: draw ({})", clean(&result.reason))
            } else {
                format!(
                    "game over: {} won ({})",
                    who.join(", "),
                    clean(&result.reason)
                )
            }
        }
        None => format!("{turn} to move"),
    };
    // The facts under the board, packed into whole lines of the panel's width (never cut):
    // the long wording when it fits under the board, else the short one.
    let (w, b) = (
        pos.castle_moves_used(Side::White),
        pos.castle_moves_used(Side::Black),
    );
    let max = camelot::MAX_CASTLE_MOVES;
    let facts = |castles: String| {
        let mut parts = vec![now.clone(), castles, format!("move {}", pos.move_number())];
        if let Some(m) = last_move {
            // Numbered as WCF numbers it, as the log and the replay do: `last move 12... G11-G10`.
            let number = match &app.session.game {
                Some(GameView::Camelot { ply, .. }) if *ply > 0 => {
                    format!("{} ", crate::replay::camelot_move_number(*ply as usize - 1))
                }
                _ => String::new(),
            };
            parts.push(format!("last move {number}{m}"));
        }
        pack(&parts, usize::from(area.width.saturating_sub(2)).max(10))
    };
    let room = usize::from(area.height.saturating_sub(2)).saturating_sub(lines.len());
    let mut facts_lines = facts(format!("castle moves: White {w}/{max}, Black {b}/{max}"));
    if facts_lines.len() > room {
        facts_lines = facts(format!("castle moves W {w}/{max} B {b}/{max}"));
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

/// Where a circle's mark is drawn: a circle sits on the corner between four squares (rulings
/// G4), so its mark takes the right half of the north-west one of them.
fn circle_mark(c: Circle) -> (usize, usize) {
    let squares = c.adjacent_squares();
    let row = squares.iter().map(|s| s.row).min().unwrap_or_default();
    let col = squares.iter().map(|s| s.col).min().unwrap_or_default();
    (usize::from(row), usize::from(col))
}

/// The column letters above and below the forest.
fn forest_columns(n: usize) -> Line<'static> {
    let letters: String = (0..n)
        .map(|c| format!("{} ", char::from(b'A' + u8::try_from(c).unwrap_or(0))))
        .collect();
    Line::from(format!("   {letters}")).fg(Color::DarkGray)
}

/// The forest as lines, in the coordinates every other part of the client uses: column letters
/// A–X above and below, row numbers 1–24 on the left (`L10` is column L, row 10). Two columns a
/// square; unexplored slots shaded; the Castle framed in the middle; each starting circle marked
/// `○` (or the seat number standing on it) on the corner between its four squares; a Character
/// sharing a square with an Enemy shows both (`0D`). Exposed for tests.
#[must_use]
pub fn forest_lines(view: &View) -> Vec<Line<'static>> {
    const N: usize = 24;
    type Half = (char, Style);
    let blank: Half = (' ', Style::new());
    // Unexplored slots of the ring (the outer slots of the 4×4 forest) are shaded until a tile
    // is placed there; the four inner slots are placed at setup.
    let ring = |i: usize| i / 6 == 0 || i / 6 == 3;
    let shade = Style::new().fg(Color::DarkGray);
    let mut grid: Vec<Vec<[Half; 2]>> = (0..N)
        .map(|r| {
            (0..N)
                .map(|c| {
                    if ring(r) || ring(c) {
                        [('░', shade), ('░', shade)]
                    } else {
                        [blank, blank]
                    }
                })
                .collect()
        })
        .collect();
    let two = |text: &str, style: Style| -> [Half; 2] {
        let mut chars = text.chars();
        [
            (chars.next().unwrap_or(' '), style),
            (chars.next().unwrap_or(' '), style),
        ]
    };
    for tile in &view.tiles {
        let (r0, c0) = (
            usize::from(tile.slot.row) * 6,
            usize::from(tile.slot.col) * 6,
        );
        for (r, row) in tile.rows.iter().enumerate() {
            for (c, symbol) in row.chars().enumerate() {
                let cell = if symbol == 'T' {
                    two("▓▓", Style::new().fg(Color::Green))
                } else {
                    two("· ", Style::new().fg(Color::DarkGray))
                };
                if let Some(slot) = grid.get_mut(r0 + r).and_then(|row| row.get_mut(c0 + c)) {
                    *slot = cell;
                }
            }
        }
    }
    // The Castle: the central 2×2 block of the Starting Tile (rulings G4).
    let castle = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
    for (r, c, text) in [
        (11, 11, "╔═"),
        (11, 12, "═╗"),
        (12, 11, "╚═"),
        (12, 12, "═╝"),
    ] {
        grid[r][c] = two(text, castle);
    }
    let enemy_letter = |kind: EnemyKind| match kind {
        EnemyKind::CarnivorousPlant => 'P',
        EnemyKind::Mimic => 'M',
        EnemyKind::DarkKnight => 'D',
    };
    for sq in &view.squares {
        let (text, fg) = if let Some(enemy) = &sq.enemy {
            let text = match enemy.kind {
                EnemyKind::CarnivorousPlant => format!("P{}", facing_arrow(enemy.facing)),
                EnemyKind::Mimic => "Mi".to_owned(),
                EnemyKind::DarkKnight => "DK".to_owned(),
            };
            (text, Color::LightRed)
        } else if let Some(object) = &sq.object {
            match object {
                Object::Bush => ("%%".to_owned(), Color::Green),
                Object::Rock => ("##".to_owned(), Color::Gray),
                Object::SmallChest { open } => {
                    ((if *open { "c." } else { "c$" }).to_owned(), Color::Yellow)
                }
                Object::BigChest { open } => {
                    ((if *open { "C." } else { "C$" }).to_owned(), Color::Yellow)
                }
                Object::Special {
                    kind: SpecialKind::BigKey,
                    ..
                } => ("BK".to_owned(), Color::Cyan),
                Object::Special {
                    kind: SpecialKind::Relic(_),
                    ..
                } => ("Rl".to_owned(), Color::Magenta),
            }
        } else if let Some(item) = sq.items.first() {
            match item {
                Item::GreenGem => ("g ".to_owned(), Color::Green),
                Item::BlueGem => ("b ".to_owned(), Color::Blue),
                Item::Bomb => ("o ".to_owned(), Color::White),
                Item::SmallKey => ("k ".to_owned(), Color::Cyan),
            }
        } else {
            continue;
        };
        let (r, c) = (usize::from(sq.square.row), usize::from(sq.square.col));
        if let Some(cell) = grid.get_mut(r).and_then(|row| row.get_mut(c)) {
            *cell = two(&text, Style::new().fg(fg).add_modifier(Modifier::BOLD));
        }
    }
    // Empty circles first; a Character on one replaces the mark with its seat number.
    for c in Circle::ALL {
        let (r, col) = circle_mark(c);
        if grid[r][col][1].0 == ' ' {
            grid[r][col][1] = ('○', castle);
        }
    }
    for p in &view.players {
        let seat = p.seat.0;
        let digit = char::from(b'0' + seat % 10);
        let style = Style::new()
            .fg(Color::Black)
            .bg(seat_color(seat))
            .add_modifier(Modifier::BOLD);
        match p.place {
            Some(Place::Square(sq)) => {
                let (r, c) = (usize::from(sq.row), usize::from(sq.col));
                let enemy = view
                    .squares
                    .iter()
                    .find(|v| v.square == sq)
                    .and_then(|v| v.enemy.as_ref());
                let cell = match enemy {
                    // Both on one square: the seat and the Enemy's letter, in red.
                    Some(e) => [(digit, style), (enemy_letter(e.kind), style.fg(Color::Red))],
                    None => [('@', style), (digit, style)],
                };
                if let Some(slot) = grid.get_mut(r).and_then(|row| row.get_mut(c)) {
                    *slot = cell;
                }
            }
            Some(Place::Circle(circle)) => {
                let (r, c) = circle_mark(circle);
                grid[r][c][1] = (digit, style);
            }
            None => {}
        }
    }
    let mut lines = vec![forest_columns(N)];
    for (r, row) in grid.into_iter().enumerate() {
        let mut spans = vec![Span::styled(format!("{:>2} ", r + 1), shade)];
        for [a, b] in row {
            spans.push(Span::styled(a.0.to_string(), a.1));
            spans.push(Span::styled(b.0.to_string(), b.1));
        }
        lines.push(Line::from(spans));
    }
    lines.push(forest_columns(N));
    lines
}

/// What the symbols of the forest mean (the help screen shows it during Super Camelot).
pub const FOREST_LEGEND: [&str; 9] = [
    "Map: columns A–X, rows 1–24; L10 = column L, row 10 (the log and menu say the same)",
    "@0 seat 0's Character (its colour)   0D seat 0 on a square with an Enemy",
    "╔═╗ the Castle (Holy Grail)   ○ a starting circle (0–3: a seat stands on it)",
    "▓▓ trees   ·  open ground   ░░ unexplored   %% Bush   ## Rock",
    "P^ Carnivorous Plant (arrow: facing)   Mi Mimic   DK Dark Knight",
    "c$ / C$ Small / Big Chest (c. / C. opened)   BK Big Key   Rl Relic",
    "g green Gem   b blue Gem   o Bomb   k Small Key (lying on the ground)",
    "Players panel: ♥ Health, keys, bombs, relics, treasures; your Gems (others' are hidden)",
    "Passed out: lies down; the next turn only recovers 1 Health",
];

fn facing_arrow(f: Facing) -> char {
    match format!("{f:?}").as_str() {
        "N" => '^',
        "NE" => '/',
        "E" => '>',
        "SE" => '\\',
        "S" => 'v',
        "SW" => '/',
        "W" => '<',
        _ => '\\',
    }
}

fn seat_color(seat: u8) -> Color {
    [
        Color::LightYellow,
        Color::LightCyan,
        Color::LightMagenta,
        Color::LightGreen,
    ][usize::from(seat % 4)]
}

/// The square an action is about, if it names one.
fn action_square(a: &super_camelot::Action) -> Option<super_camelot::Square> {
    use super_camelot::Action as A;
    match *a {
        A::Step {
            to: Place::Square(sq),
        } => Some(sq),
        A::Step {
            to: Place::Circle(c),
        }
        | A::PlaceOnCircle { circle: c } => c.adjacent_squares().first().copied(),
        A::Bomb { corner: sq }
        | A::Bow { target: sq }
        | A::OpenChest { chest: sq }
        | A::PickUp { stack: sq }
        | A::Kill { target: sq }
        | A::DrawFor { square: sq }
        | A::Activate { enemy: sq }
        | A::KnightTo { square: sq } => Some(sq),
        _ => None,
    }
}

/// The forest row (0-based) a short screen keeps in view: the square of the highlighted action
/// when this client is choosing one, else its own Character, else the acting Character, else the
/// Castle.
fn forest_focus(app: &App, view: &View) -> usize {
    let row_of = |place: Option<Place>| match place {
        Some(Place::Square(sq)) => Some(usize::from(sq.row)),
        Some(Place::Circle(c)) => Some(circle_mark(c).0),
        None => None,
    };
    let chosen = view
        .legal_actions
        .get(app.menu.min(view.legal_actions.len().saturating_sub(1)))
        .and_then(action_square)
        .map(|sq| usize::from(sq.row));
    let mine = app
        .session
        .seat
        .and_then(|me| view.players.iter().find(|p| p.seat.0 == me))
        .and_then(|p| row_of(p.place));
    let active = view
        .players
        .iter()
        .find(|p| p.seat == view.active)
        .and_then(|p| row_of(p.place));
    chosen.or(mine).or(active).unwrap_or(11)
}

/// The first forest row shown when only `shown` of the 24 fit: `focus` in the middle, the window
/// kept inside the forest.
#[must_use]
pub fn forest_window(focus: usize, shown: usize) -> usize {
    const ROWS: usize = 24;
    if shown >= ROWS {
        return 0;
    }
    focus.saturating_sub(shown / 2).min(ROWS - shown)
}

fn draw_forest(frame: &mut Frame<'_>, area: Rect, app: &App, view: &View) {
    let mut lines = forest_lines(view);
    let acting = app.session.seat_name(view.active.0);
    let ended = view.outcome.is_some();
    let turn_line = Line::from(if ended {
        "the game is over".to_owned()
    } else {
        format!(
            "turn {} · {acting}: {} left · {} unexplored",
            view.turn,
            count(view.actions_left, "action"),
            count(view.tiles_in_stack, "tile")
        )
    });
    let inner = usize::from(area.height.saturating_sub(2));
    let mut title = " The forest ".to_owned();
    if lines.len() + 1 > inner && inner >= 4 {
        // Too short for all 24 rows: the column letters on top, the turn line below, and
        // between them as many rows as fit, following the focus (the square of the chosen
        // action, else this player's Character).
        let shown = inner - 2;
        let first = forest_window(forest_focus(app, view), shown);
        let header = lines.remove(0);
        let rows: Vec<Line<'static>> = lines.into_iter().skip(first).take(shown).collect();
        title = format!(
            " The forest · rows {}–{} of 24{}{} ",
            first + 1,
            first + shown,
            if first > 0 { " ↑" } else { "" },
            if first + shown < 24 { " ↓" } else { "" }
        );
        lines = vec![header];
        lines.extend(rows);
    }
    lines.push(turn_line);
    let block = Block::bordered().title(title);
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        area,
    );
}

fn player_lines(app: &App, lobby: &LobbyInfo) -> Vec<Line<'static>> {
    let view: Option<&View> = match &app.session.game {
        Some(GameView::SuperCamelot { view, .. }) => Some(view),
        _ => None,
    };
    let clock = app.session.clock().cloned();
    let left = app.session.clock_left_ms(std::time::Instant::now());
    let mut lines = Vec::new();
    for seat in &lobby.seats {
        let name = seat
            .name
            .as_deref()
            .map_or_else(|| "(free)".to_owned(), clean);
        let mut tags = Vec::new();
        // A running clock with little time left stands out (bold, reverse video, and says so).
        let mut low = None;
        if let Some(ms) = left.as_ref().and_then(|l| l.get(usize::from(seat.seat))) {
            let running = clock.as_ref().and_then(|c| c.running) == Some(seat.seat);
            if running
                && *ms <= low_time_ms(Some(&lobby.config))
                && lobby.status == LobbyStatus::Playing
            {
                low = Some(format!("⏱ {} LOW TIME", clock_text(*ms)));
            } else {
                tags.push(format!(
                    "{}{}",
                    if running { "⏱ " } else { "" },
                    clock_text(*ms)
                ));
            }
        }
        if let Some(level) = seat.bot {
            tags.push(format!("Computer ({})", level.as_str()));
        }
        if seat.abandoned {
            tags.push("(left)".to_owned());
        }
        if lobby.host == Some(seat.seat) {
            tags.push("host".to_owned());
        }
        if matches!(lobby.config, GameConfig::Camelot { .. }) {
            tags.push(if seat.seat == 0 { "White" } else { "Black" }.to_owned());
        }
        if let Some(c) = &seat.character {
            tags.push(c.to_string());
        }
        if lobby.status == LobbyStatus::Open && seat.name.is_some() {
            tags.push(if seat.ready { "ready" } else { "not ready" }.to_owned());
        }
        if seat.rematch {
            tags.push("rematch".to_owned());
        }
        let dot = if seat.connected { "●" } else { "○" };
        let me = if app.session.seat == Some(seat.seat) {
            " (you)"
        } else {
            ""
        };
        let style = Style::new().fg(seat_color(seat.seat));
        let mut spans = vec![Span::styled(
            format!("{dot} {} {name}{me}", seat.seat),
            style.add_modifier(Modifier::BOLD),
        )];
        if let Some(low) = low {
            spans.push(Span::raw("  "));
            spans.push(Span::styled(
                low,
                Style::new()
                    .fg(Color::LightRed)
                    .add_modifier(Modifier::BOLD | Modifier::REVERSED),
            ));
            if !tags.is_empty() {
                spans.push(Span::raw(format!(" · {}", tags.join(" · "))));
            }
        } else {
            spans.push(Span::raw(format!("  {}", tags.join(" · "))));
        }
        lines.push(Line::from(spans));
        if let Some(p) = view
            .as_ref()
            .and_then(|v| v.players.iter().find(|p| p.seat.0 == seat.seat))
        {
            let relics: usize = p.relics.iter().filter(|r| **r).count();
            // Another player's wallet is hidden behind their screen: the view does not carry it.
            let gems = p
                .gems
                .map_or_else(|| "Gems hidden".to_owned(), |g| count(g, "Gem"));
            let place = match p.place {
                Some(Place::Circle(c)) => format!(" · on the {c:?} circle"),
                Some(Place::Square(sq)) => format!(" · at {sq}"),
                None => String::new(),
            };
            let mut stats = vec![
                format!("♥{}", p.health),
                count(p.small_keys, "key"),
                count(p.bombs, "bomb"),
            ];
            if p.big_key {
                stats.push("Big Key".to_owned());
            }
            stats.push(format!("relics {relics}/3"));
            // Small Treasures are face up for all to see: named, and counted only while in
            // effect (a stolen one lies face down under its Mimic and is not this player's).
            let named = |state: fn(&super_camelot::TreasureState) -> bool| -> Vec<String> {
                p.treasures
                    .iter()
                    .filter(|t| state(&t.state))
                    .map(|t| spaced_name(&format!("{:?}", t.treasure)))
                    .collect()
            };
            let face_up = named(|s| matches!(s, super_camelot::TreasureState::FaceUp));
            let stolen = named(|s| matches!(s, super_camelot::TreasureState::Stolen(_)));
            let lost = named(|s| matches!(s, super_camelot::TreasureState::Lost));
            stats.push(if face_up.is_empty() {
                "no treasures".to_owned()
            } else {
                format!("treasures: {}", face_up.join(", "))
            });
            if !stolen.is_empty() {
                stats.push(format!("stolen by a Mimic: {}", stolen.join(", ")));
            }
            if !lost.is_empty() {
                stats.push(format!("lost: {}", lost.join(", ")));
            }
            stats.push(gems);
            lines.push(Line::from(format!("    {}{place}", stats.join(" · "))));
            if p.resigned {
                lines.push(
                    Line::from("    RESIGNED: off the board, watching")
                        .fg(Color::DarkGray)
                        .bold(),
                );
            } else if p.passed_out {
                lines.push(
                    Line::from("    PASSED OUT: skips the next turn, recovering 1 Health")
                        .fg(Color::LightRed)
                        .bold(),
                );
            }
        }
    }
    lines.push(Line::from(format!("{} watching", lobby.spectators)).fg(Color::DarkGray));
    lines
}

/// `PowerGauntlet` → `Power Gauntlet`.
fn spaced_name(debug: &str) -> String {
    let mut out = String::new();
    for (i, c) in debug.chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// Time left as `m:ss` (`h:mm:ss` from an hour), rounded up to the second so that 0:00 means
/// the time is out.
#[must_use]
pub fn clock_text(ms: u64) -> String {
    let secs = ms.div_ceil(1000);
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The decision this client is asked for, with the dice it is about, above the menu.
fn prompt_line(app: &App, view: &View) -> Option<String> {
    let me = app.session.seat?;
    let pending = view.pending.as_ref().filter(|d| d.seat.0 == me)?;
    let mut text = words::prompt_text(view, &|seat| app.session.seat_name(seat));
    let about_dice = matches!(
        pending.prompt,
        super_camelot::Prompt::Reroll { .. } | super_camelot::Prompt::ConvertStar { .. }
    );
    if let Some(dice) = view.attack_dice.as_ref().filter(|_| !about_dice) {
        text.push_str(&format!(" · dice: {}", words::dice(dice)));
    }
    Some(text)
}

/// The log's lines, and the scroll that shows the newest one at the bottom of `area` once they
/// are wrapped to its width.
fn log_paragraph(app: &App, area: Rect) -> Paragraph<'static> {
    let lines: Vec<Line<'static>> = app
        .session
        .log
        .iter()
        .map(|l| {
            let style = match l.kind {
                LogKind::Event => Style::new(),
                LogKind::Chat => Style::new().fg(Color::Cyan),
                LogKind::Error => Style::new().fg(Color::LightRed),
            };
            Line::styled(l.text.clone(), style)
        })
        .collect();
    let paragraph = Paragraph::new(Text::from(lines)).wrap(Wrap { trim: false });
    // Counted without the block at the inner width: `line_count` of a bordered paragraph
    // wraps at the outer width and undercounts, which left the newest lines below the panel.
    let total = paragraph.line_count(area.width.saturating_sub(2));
    let top = total.saturating_sub(usize::from(area.height.saturating_sub(2)));
    paragraph
        .block(Block::bordered().title(" Log "))
        .scroll((u16::try_from(top).unwrap_or(u16::MAX), 0))
}

fn draw_side(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let (menu, view): (&[protocol::Action], Option<&View>) = match &app.session.game {
        Some(GameView::SuperCamelot { view, .. }) => (&view.legal_actions, Some(view)),
        _ => (&[], None),
    };
    let players = app
        .session
        .lobby
        .as_ref()
        .map(|lobby| Paragraph::new(player_lines(app, lobby)).wrap(Wrap { trim: false }));
    // Counted at the inner width, without the border (`line_count` of a bordered paragraph
    // wraps at the outer width), plus the two border rows.
    let seats_height = players.as_ref().map_or(3, |p| {
        u16::try_from(p.line_count(area.width.saturating_sub(2)) + 2).unwrap_or(u16::MAX)
    });
    let players = players.map(|p| p.block(Block::bordered().title(" Players ")));
    let prompt = view
        .as_ref()
        .and_then(|v| prompt_line(app, v))
        .unwrap_or_else(|| "your choice".to_owned());
    let name = |seat: u8| app.session.seat_name(seat);
    let entries: Vec<String> = match view {
        Some(view) => menu.iter().map(|a| words::choice(a, view, &name)).collect(),
        None => menu.iter().map(|a| words::action(a, &name)).collect(),
    };
    // Rows a text takes in the menu, wrapped in the panel (entries start with a two-column mark).
    let inner = area.width.saturating_sub(2).max(1);
    let rows = |text: &str| {
        Paragraph::new(format!("  {text}"))
            .wrap(Wrap { trim: false })
            .line_count(inner)
            .max(1)
    };
    let menu_height = if menu.is_empty() {
        0
    } else {
        // Room for the prompt as it wraps and the entries; 14 rows at most.
        let wanted = rows(&prompt) + entries.iter().map(|e| rows(e)).sum::<usize>() + 2;
        u16::try_from(wanted).unwrap_or(u16::MAX).min(14)
    };
    let [seats, actions, log] = Layout::vertical([
        Constraint::Length(seats_height),
        Constraint::Length(menu_height),
        // The log keeps at least three lines, however much the panels above would take.
        Constraint::Min(5),
    ])
    .areas(area);
    if let Some(players) = players {
        frame.render_widget(players, seats);
    }
    if !menu.is_empty() {
        let selected = app.menu.min(menu.len() - 1);
        // Entries wrap in a narrow panel; the list scrolls so that the selection is always
        // shown whole, and the title says whether entries are above or below.
        let avail = usize::from(actions.height.saturating_sub(2)).saturating_sub(rows(&prompt));
        let mut first = 0;
        let mut used: usize = entries[..=selected].iter().map(|e| rows(e)).sum();
        while used > avail && first < selected {
            used -= rows(&entries[first]);
            first += 1;
        }
        let mut last = selected;
        while last + 1 < entries.len() && used + rows(&entries[last + 1]) <= avail {
            last += 1;
            used += rows(&entries[last]);
        }
        let mut lines: Vec<Line<'static>> = vec![Line::from(prompt).fg(Color::Yellow).bold()];
        lines.extend(
            entries
                .iter()
                .enumerate()
                .take(last + 1)
                .skip(first)
                .map(|(i, text)| {
                    if i == selected {
                        Line::from(format!("▶ {text}")).reversed()
                    } else {
                        Line::from(format!("  {text}"))
                    }
                }),
        );
        let below = entries.len() - 1 - last;
        let title = format!(
            " Your choice {}/{}{}{} ",
            selected + 1,
            menu.len(),
            if first > 0 { " ↑more" } else { "" },
            if below > 0 { " ↓more" } else { "" }
        );
        frame.render_widget(
            Paragraph::new(lines)
                .block(Block::bordered().title(title))
                .wrap(Wrap { trim: false }),
            actions,
        );
    }
    frame.render_widget(log_paragraph(app, log), log);
}

fn draw_help(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let mut text = vec![
        Line::from("Albion — keys").bold(),
        Line::from(""),
        Line::from("In the lobby:  t take a seat · r ready / not ready · s start (host)"),
        Line::from("               C next free Character (Super Camelot; unchosen ones are dealt)"),
        Line::from("               0–3 remove that seat (host) · L leave the lobby"),
        Line::from("               b or /bot [easy|medium|hard] on the chat line: add a computer"),
        Line::from("               player (host)"),
        Line::from("Camelot:       arrows or h j k l move the cursor; Enter picks the piece,"),
        Line::from("               then each landing square; Enter again on the last square"),
        Line::from("               plays a move that could go on; Backspace undoes a step;"),
        Line::from("               Esc cancels; m types a move: E6-E5 a step or canter,"),
        Line::from("               E6xE8 a jump (E6-E8 for a jump is understood too)"),
        Line::from("Super Camelot: ↑ ↓ (PgUp PgDn) choose an action · Enter plays it"),
        Line::from("Any time:      c chat · x resign · R rematch after a game · q quit"),
        Line::from("A player left: /claim claims the win (Camelot); /bot SEAT [LEVEL] hands"),
        Line::from("               their seat to a computer player (type them after c)"),
        Line::from(""),
        Line::from("Your seat is kept: run the same join command to come back."),
        Line::from("How to play: docs/how-to-play-camelot.md and"),
        Line::from("             docs/how-to-play-super-camelot.md in the Albion repository"),
    ];
    if app.mono && matches!(app.session.game, Some(GameView::Camelot { .. })) {
        text.push(Line::from(""));
        text.push(Line::from("The board without colour (NO_COLOR)").bold());
        text.push(Line::from(
            "[N] the cursor (reverse video) · >N< the picked route · + a next square",
        ));
        text.push(Line::from(
            "!M! must capture · (·) a castle · underlined: the last move, x: captured there",
        ));
    }
    if matches!(app.session.game, Some(GameView::SuperCamelot { .. })) {
        text.push(Line::from(""));
        text.push(Line::from("The forest — legend").bold());
        text.extend(FOREST_LEGEND.iter().map(|l| Line::from(*l)));
    }
    let w = 90.min(area.width);
    let paragraph = Paragraph::new(text).wrap(Wrap { trim: false });
    let total = u16::try_from(paragraph.line_count(w.saturating_sub(2))).unwrap_or(u16::MAX);
    let h = total.saturating_add(2).min(area.height);
    let inner = h.saturating_sub(2);
    // Scrolled with ↑ ↓ when the terminal is too short for all of it; the title says so.
    let top = app.help_scroll.min(total.saturating_sub(inner));
    let more_above = top > 0;
    let more_below = top + inner < total;
    let title = match (more_above, more_below) {
        (false, false) => " Help · any key closes ".to_owned(),
        (above, below) => format!(
            " Help {}{}· ↑↓ scroll, any other key closes ",
            if above { "↑more " } else { "" },
            if below { "↓more " } else { "" }
        ),
    };
    let rect = Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    };
    frame.render_widget(Clear, rect);
    frame.render_widget(
        paragraph
            .block(Block::bordered().title(title))
            .scroll((top, 0)),
        rect,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{SeatInfo, ServerMsg};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn text(line: &Line<'_>) -> String {
        line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    fn screen(app: &App, width: u16, height: u16) -> String {
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

    fn lobby(config: GameConfig, status: LobbyStatus, seats: u8) -> LobbyInfo {
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
            legal_moves: vec!["E6-E5".parse().unwrap()],
            ply: 0,
            moves: vec![],
            clock: None,
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
    fn super_camelot_screen_draws_the_forest_and_hides_other_wallets() {
        let config = super_camelot::Config::new(vec![
            super_camelot::Character::Arthur,
            super_camelot::Character::Merlin,
        ]);
        let game = super_camelot::Game::new(config, 7).unwrap();
        let view = game.view(super_camelot::Viewer::Seat(super_camelot::Seat(0)));
        let lines: Vec<String> = forest_lines(&view).iter().map(text).collect();
        // Column letters above and below, 24 numbered rows between.
        assert_eq!(lines.len(), 26);
        assert_eq!(lines[0], lines[25]);
        assert!(lines[0].starts_with("   A B C D E F G H I J K L M N O P Q R S T U V W X"));
        assert!(lines[1].starts_with(" 1 ░░"), "{}", lines[1]);
        assert!(lines[24].starts_with("24 ░░"), "{}", lines[24]);
        assert!(lines.iter().any(|l| l.contains("▓▓")), "{lines:#?}");
        // At the start only the inner tiles are placed: the ring is unexplored.
        assert!(lines[1][3..].chars().all(|c| c == '░'), "{}", lines[1]);
        let mut app = App::new("K7QX2M9P", "ann", "http://127.0.0.1:8080");
        // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
        app.mono = false;
        app.session.apply(&ServerMsg::Welcome {
            protocol: 3,
            lobby: "K7QX2M9P".into(),
            seat: Some(0),
            prompt_secs: 60,
        });
        let config = GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
        };
        let lobby = lobby(config, LobbyStatus::Playing, 2);
        let game_view = GameView::SuperCamelot {
            view,
            events: vec![],
            clock: None,
        };
        app.session.apply(&ServerMsg::Sync {
            v: 3,
            lobby,
            game: Some(game_view),
            clock_elapsed_ms: None,
        });
        let s = screen(&app, 130, 40);
        assert!(s.contains("The forest"), "{s}");
        assert!(s.contains("Gems hidden"), "{s}");
        assert!(s.contains(" Gems"), "{s}");
    }

    fn super_camelot_app(view: &View, width_seats: u8) -> App {
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
        };
        let lobby = lobby(config, LobbyStatus::Playing, width_seats);
        app.session.apply(&ServerMsg::Sync {
            v: 3,
            lobby,
            game: Some(GameView::SuperCamelot {
                view: view.clone(),
                events: vec![],
                clock: None,
            }),
            clock_elapsed_ms: None,
        });
        app
    }

    fn start_view() -> View {
        let config = super_camelot::Config::new(vec![
            super_camelot::Character::Arthur,
            super_camelot::Character::Merlin,
        ]);
        let game = super_camelot::Game::new(config, 7).unwrap();
        game.view(super_camelot::Viewer::Seat(super_camelot::Seat(0)))
    }

    #[test]
    fn the_forest_shows_castle_circles_and_a_character_beside_an_enemy() {
        let mut view = start_view();
        let lines: Vec<String> = forest_lines(&view).iter().map(text).collect();
        // Row 12 (line 12) and row 13 frame the Castle at L12–M13.
        let col = |c: u8| 3 + 2 * usize::from(c);
        let at = |line: &str, c: u8| line.chars().skip(col(c)).take(2).collect::<String>();
        assert_eq!(at(&lines[12], 11), "╔═", "{}", lines[12]);
        assert_eq!(at(&lines[13], 12), "═╝", "{}", lines[13]);
        // The four circles are marked, each on the corner of its four squares.
        let marks: usize = lines.iter().map(|l| l.matches('○').count()).sum();
        assert_eq!(marks, 4, "{lines:#?}");
        // Seat 0 on the North circle, seat 1 on a square with a Dark Knight.
        view.players[0].place = Some(Place::Circle(Circle::North));
        let sq = super_camelot::Square::new(7, 8).unwrap();
        view.players[1].place = Some(Place::Square(sq));
        view.squares.push(super_camelot::SquareView {
            square: sq,
            object: None,
            enemy: Some(super_camelot::EnemyView {
                kind: EnemyKind::DarkKnight,
                facing: Facing::N,
                holds_stolen: false,
                health: 2,
            }),
            items: vec![],
        });
        let lines: Vec<String> = forest_lines(&view).iter().map(text).collect();
        let marks: usize = lines.iter().map(|l| l.matches('○').count()).sum();
        assert_eq!(marks, 3);
        assert_eq!(at(&lines[10], 11), "·0", "{}", lines[10]);
        // Row 8, column I: "1D", seat 1 and the Dark Knight.
        assert_eq!(at(&lines[8], 8), "1D", "{}", lines[8]);
        assert_eq!(sq.to_string(), "I8");
    }

    #[test]
    fn the_menu_tells_actions_in_words_and_scrolls() {
        let view = start_view();
        let app = super_camelot_app(&view, 2);
        let s = screen(&app, 130, 40);
        if view.pending.as_ref().is_some_and(|d| d.seat.0 == 0) {
            assert!(s.contains("Choose a starting circle"), "{s}");
            assert!(s.contains("▶ Stand on the North circle"), "{s}");
        }
        assert!(!s.contains("place on circle"), "{s}");
        // A menu longer than its panel scrolls with the selection and says so.
        let mut app = app;
        let many: Vec<protocol::Action> = (0..30)
            .map(|i| {
                serde_json::from_value(
                    serde_json::json!({"type": "step", "to": {"Square": {"row": i % 24, "col": 3}}}),
                )
                .unwrap()
            })
            .collect();
        if let Some(GameView::SuperCamelot { view, .. }) = &mut app.session.game {
            view.legal_actions = many;
        }
        app.menu = 20;
        let s = screen(&app, 130, 40);
        assert!(s.contains("Your choice 21/30 ↑more ↓more"), "{s}");
        assert!(s.contains("▶ Step to D21"), "{s}");
        assert!(
            !s.contains("Step to D1 ") && !s.contains("Step to D1:"),
            "{s}"
        );
    }

    #[test]
    fn the_dice_are_shown_beside_a_prompt_about_them() {
        let mut view = start_view();
        view.pending = Some(super_camelot::Decision {
            seat: super_camelot::Seat(0),
            prompt: super_camelot::Prompt::Reroll {
                dice: vec![
                    super_camelot::Face::TwoHits,
                    super_camelot::Face::Blank,
                    super_camelot::Face::Star,
                ],
            },
        });
        view.legal_actions = vec![
            super_camelot::Action::Reroll { die: 1 },
            super_camelot::Action::KeepRoll,
        ];
        let s = screen(&super_camelot_app(&view, 2), 130, 40);
        assert!(
            s.contains("reroll one die, or keep the roll. You rolled 2 Hits, Blank, Star"),
            "{s}"
        );
        assert!(s.contains("Reroll the Blank die"), "{s}");
        // The prompt wraps to two lines at this width: the menu grows with it, so the second
        // entry is not hidden below the panel.
        assert!(s.contains("Keep the roll"), "{s}");
        let s = screen(&super_camelot_app(&view, 2), 80, 24);
        assert!(s.contains("Keep the roll"), "{s}");
    }

    #[test]
    fn a_passed_out_player_is_said_so_and_counts_are_plural_or_not() {
        let mut view = start_view();
        view.players[0].passed_out = true;
        view.players[0].gems = Some(1);
        view.players[0].bombs = 1;
        view.players[0].place = Some(Place::Square(super_camelot::Square::new(9, 10).unwrap()));
        let s = screen(&super_camelot_app(&view, 2), 150, 45);
        assert!(s.contains("PASSED OUT"), "{s}");
        assert!(s.contains("1 Gem ·") || s.contains("1 Gem "), "{s}");
        assert!(s.contains("1 bomb"), "{s}");
        assert!(s.contains("at K10"), "{s}");
        assert!(!s.contains("1 gems") && !s.contains("1 Gems"), "{s}");
    }

    #[test]
    fn a_resigned_seat_is_shown_watching_and_not_offered_resign_again() {
        let mut view = start_view();
        view.players[1].resigned = true;
        let s = screen(&super_camelot_app(&view, 2), 150, 45);
        assert!(s.contains("RESIGNED"), "{s}");
        assert!(!s.contains("you resigned"), "{s}");
        // This screen's own seat (0) resigned: it no longer decides anything.
        let mut view = start_view();
        view.players[0].resigned = true;
        view.legal_actions.clear();
        let s = screen(&super_camelot_app(&view, 2), 150, 45);
        assert!(s.contains("RESIGNED"), "{s}");
        assert!(s.contains("you resigned: watching"), "{s}");
        assert!(!s.contains("x resign"), "{s}");
    }

    #[test]
    fn the_help_links_the_how_to_play_docs_and_the_legend() {
        let mut app = super_camelot_app(&start_view(), 2);
        app.mode = Mode::Help;
        let s = screen(&app, 120, 50);
        assert!(s.contains("docs/how-to-play-camelot.md"), "{s}");
        assert!(s.contains("docs/how-to-play-super-camelot.md"), "{s}");
        assert!(s.contains("The forest — legend"), "{s}");
        assert!(s.contains("E6xE8 a jump"), "{s}");
    }

    fn camelot_app(status: LobbyStatus, legal: &[&str]) -> App {
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
                legal_moves: legal.iter().map(|m| m.parse().unwrap()).collect(),
                ply: 1,
                moves: vec![],
                clock: None,
            }),
            clock_elapsed_ms: None,
        });
        app
    }

    #[test]
    fn after_a_resignation_the_screen_shows_the_result() {
        let s = screen(&camelot_app(LobbyStatus::Finished, &[]), 100, 30);
        assert!(s.contains("game over: bob won (resignation)"), "{s}");
        assert!(!s.contains("to move"), "{s}");
    }

    fn view_pending_is_mine(app: &App) -> bool {
        match &app.session.game {
            Some(GameView::SuperCamelot { view, .. }) => !view.legal_actions.is_empty(),
            _ => false,
        }
    }

    #[test]
    fn at_80_columns_the_title_and_key_hints_are_whole() {
        let app = camelot_app(LobbyStatus::Playing, &["E6-E5"]);
        let s = screen(&app, 80, 30);
        let hints = key_hints(&app);
        assert!(s.contains(&hints), "{hints}\n{s}");
        assert!(
            s.contains("lobby K7QX2M9P · ann (seat 0) · connected"),
            "{s}"
        );
        // Super Camelot's hints too, and a long status wraps onto a second row.
        let mut app = super_camelot_app(&start_view(), 4);
        let s = screen(&app, 80, 40);
        // (The hints may take two rows there: what the game waits for comes first.)
        assert!(s.contains("? help & legend"), "{s}");
        assert!(s.contains("12 tiles unexplored"), "{s}");
        // The menu wraps in the narrow panel: every circle is named whole.
        if view_pending_is_mine(&app) {
            assert!(s.contains("circle"), "{s}");
            assert!(!s.contains("North cir│"), "{s}");
        }
        app.status = "x".repeat(70) + " the end of a long refusal";
        let s = screen(&app, 80, 40);
        assert!(
            s.contains("the end") && s.contains("of a long refusal"),
            "{s}"
        );
    }

    #[test]
    fn the_log_follows_its_newest_line_when_lines_wrap() {
        let mut app = camelot_app(LobbyStatus::Playing, &["E6-E5"]);
        for i in 0..40 {
            app.session.note(
                LogKind::Event,
                format!("line {i}: a long line about the game that wraps in a narrow log panel"),
            );
        }
        app.session
            .note(LogKind::Error, "the newest line, about your prompt");
        let s = screen(&app, 80, 24);
        assert!(s.contains("the newest line"), "{s}");
        assert!(s.contains("about your prompt"), "{s}");
    }

    #[test]
    fn names_and_chat_from_others_are_printed_without_control_characters() {
        let mut app = camelot_app(LobbyStatus::Playing, &[]);
        let mut lobby = app.session.lobby.clone().unwrap();
        lobby.seats[1].name = Some("bob\u{1b}[2J\u{202e}evil".into());
        app.session.apply(&ServerMsg::Sync {
            v: 13,
            lobby,
            game: app.session.game.clone(),
            clock_elapsed_ms: None,
        });
        app.session.apply(&ServerMsg::Chat {
            seat: Some(1),
            name: "bob\u{1b}[2J".into(),
            text: "hi\u{7}\u{1b}]0;title\u{7}".into(),
        });
        app.status = clean("refused\u{1b}[31m");
        let s = screen(&app, 100, 30);
        assert!(s.contains("bob[2Jevil"), "{s}");
        assert!(s.contains("bob[2J: hi]0;title"), "{s}");
        assert!(!s.contains('\u{1b}') && !s.contains('\u{202e}') && !s.contains('\u{7}'));
    }

    /// A Camelot game with a 5+3 clock: White (seat 0) to move with `left_ms`, the sync saying
    /// `elapsed` ms had already run.
    fn clocked_app(left_ms: Vec<u64>, elapsed: u64) -> App {
        let mut app = camelot_app(LobbyStatus::Playing, &["E6-E5"]);
        let mut lobby = app.session.lobby.clone().unwrap();
        lobby.config = GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: Some(protocol::TimeControl {
                base_secs: 300,
                increment_secs: 3,
            }),
        };
        let mut game = app.session.game.clone().unwrap();
        if let GameView::Camelot { clock, .. } = &mut game {
            *clock = Some(protocol::ClockView {
                left_ms,
                running: Some(0),
            });
        }
        app.session.apply(&ServerMsg::Sync {
            v: 13,
            lobby,
            game: Some(game),
            clock_elapsed_ms: Some(elapsed),
        });
        app
    }

    #[test]
    fn the_clock_shows_each_seats_time_and_counts_down_for_the_running_seat() {
        assert_eq!(clock_text(300_000), "5:00");
        assert_eq!(clock_text(65_001), "1:06");
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(3_600_000), "1:00:00");
        // White has 4:47 left less the 7 s the sync says had run: 4:40; Black's 5:00 stands.
        let mut app = clocked_app(vec![287_000, 300_000], 7_000);
        let s = screen(&app, 110, 30);
        assert!(s.contains("0 ann (you)  ⏱ 4:40"), "{s}");
        assert!(s.contains("Camelot (standard, 5+3)"), "{s}");
        assert!(s.contains("1 bob  5:00"), "{s}");
        // Ten seconds after the sync arrived, White's clock shows ten seconds less.
        let now = std::time::Instant::now();
        app.session.clock_since = now.checked_sub(std::time::Duration::from_secs(10));
        let s = screen(&app, 110, 30);
        assert!(s.contains("⏱ 4:30"), "{s}");
        assert!(s.contains("1 bob  5:00"), "{s}");
        // Never below zero.
        app.session.clock_since = now.checked_sub(std::time::Duration::from_secs(600));
        assert!(screen(&app, 110, 30).contains("⏱ 0:00"));
        assert_eq!(app.session.clock_left_ms(now), Some(vec![0, 300_000]));
    }

    #[test]
    fn an_event_that_restarts_the_clock_counts_from_zero() {
        let mut app = clocked_app(vec![287_000, 300_000], 7_000);
        let patch = vec![
            serde_json::from_value(serde_json::json!(
                {"op": "replace", "path": "/clock", "value": {"left_ms": [290_000, 300_000], "running": 1}}
            ))
            .unwrap(),
        ];
        app.session.apply(&ServerMsg::Event {
            v: 14,
            event: protocol::LobbyEvent::Acted {
                seat: 0,
                action: protocol::GameAction::Camelot {
                    mv: "E6-E5".parse().unwrap(),
                },
            },
            lobby: None,
            patch: Some(patch),
        });
        assert_eq!(app.session.clock_elapsed_ms, 0);
        let at = app.session.clock_since.unwrap();
        assert_eq!(
            app.session
                .clock_left_ms(at + std::time::Duration::from_millis(1_500)),
            Some(vec![290_000, 298_500])
        );
        let s = screen(&app, 110, 30);
        assert!(s.contains("0 ann (you)  4:50"), "{s}");
        assert!(
            s.contains("1 bob  ⏱ 5:00") || s.contains("1 bob  ⏱ 4:59"),
            "{s}"
        );
    }

    #[test]
    fn a_computer_seat_and_a_seat_that_left_are_named_so() {
        let mut app = camelot_app(LobbyStatus::Playing, &[]);
        let mut lobby = app.session.lobby.clone().unwrap();
        lobby.seats[1].bot = Some(protocol::BotLevel::Hard);
        app.session.apply(&ServerMsg::Sync {
            v: 13,
            lobby: lobby.clone(),
            game: app.session.game.clone(),
            clock_elapsed_ms: None,
        });
        let s = screen(&app, 110, 30);
        assert!(s.contains("1 bob  Computer (hard) · Black"), "{s}");
        lobby.seats[1].bot = None;
        lobby.seats[1].abandoned = true;
        lobby.seats[1].connected = false;
        app.session.apply(&ServerMsg::Sync {
            v: 14,
            lobby,
            game: app.session.game.clone(),
            clock_elapsed_ms: None,
        });
        let s = screen(&app, 110, 30);
        assert!(s.contains("1 bob  (left) · Black"), "{s}");
        assert!(s.contains("/claim the win"), "{s}");
        // No clock in an untimed game.
        assert!(!s.contains("5:00") && !s.contains('⏱'), "{s}");
    }

    /// The buffer's cells for a screen drawn at `width`×`height`.
    fn buffer(app: &App, width: u16, height: u16) -> ratatui::buffer::Buffer {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|f| draw(f, app)).unwrap();
        terminal.backend().buffer().clone()
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
        assert!(app.on_key(key(crossterm::event::KeyCode::Enter)).is_empty());
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

    fn key(code: crossterm::event::KeyCode) -> crossterm::event::KeyEvent {
        crossterm::event::KeyEvent::new(code, crossterm::event::KeyModifiers::NONE)
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

    /// Seat 0's Character at `square` in the start view.
    fn view_with_me_at(row: u8, col: u8) -> View {
        let mut view = start_view();
        view.players[0].place = Some(Place::Square(super_camelot::Square::new(row, col).unwrap()));
        view.legal_actions.clear();
        view
    }

    #[test]
    fn at_80_by_24_the_forest_follows_the_character_and_at_200_by_60_shows_every_row() {
        // Seat 0 stands at D22 (row 22): at 80x24 the rows around it are shown.
        let app = super_camelot_app(&view_with_me_at(21, 3), 2);
        let s = screen(&app, 80, 24);
        let rows: Vec<&str> = s.lines().collect();
        assert!(s.contains("The forest · rows"), "{s}");
        assert!(s.contains("of 24 ↑"), "{s}");
        assert!(rows.iter().any(|l| l.starts_with("│24 ")), "{s}");
        assert!(
            rows.iter()
                .any(|l| l.starts_with("│22 ") && l.contains("@0")),
            "{s}"
        );
        assert!(s.contains("12 tiles unexplored"), "{s}");
        // At A3 the window is at the top.
        let app = super_camelot_app(&view_with_me_at(2, 0), 2);
        let s = screen(&app, 80, 24);
        assert!(s.contains("rows 1–"), "{s}");
        assert!(s.lines().any(|l| l.starts_with("│ 3 @0")), "{s}");
        // The log keeps its newest line whole.
        let mut app = super_camelot_app(&view_with_me_at(21, 3), 2);
        app.session
            .note(LogKind::Event, "the newest line of the log");
        let s = screen(&app, 80, 24);
        assert!(s.contains("newest line"), "{s}");
        // At 200x60 every row and both column rows, no scrolling.
        let s = screen(&app, 200, 60);
        for r in 1..=24 {
            assert!(
                s.lines().any(|l| l.starts_with(&format!("│{r:>2} "))),
                "row {r}\n{s}"
            );
        }
        assert!(!s.contains("The forest · rows"), "{s}");
        assert!(s.contains("newest line"), "{s}");
    }

    #[test]
    fn the_window_follows_the_action_being_chosen() {
        assert_eq!(forest_window(0, 17), 0);
        assert_eq!(forest_window(12, 17), 4);
        assert_eq!(forest_window(23, 17), 7);
        assert_eq!(forest_window(5, 30), 0);
        let mut view = view_with_me_at(2, 0);
        view.legal_actions = vec![
            super_camelot::Action::EndTurn,
            super_camelot::Action::Step {
                to: Place::Square(super_camelot::Square::new(22, 5).unwrap()),
            },
        ];
        let mut app = super_camelot_app(&view, 2);
        assert!(screen(&app, 80, 24).contains("rows 1–"));
        app.menu = 1;
        let s = screen(&app, 80, 24);
        assert!(s.contains("of 24 ↑"), "{s}");
        assert!(s.lines().any(|l| l.starts_with("│23 ")), "{s}");
    }

    #[test]
    fn the_help_and_legend_scroll_when_the_terminal_is_short() {
        let mut app = super_camelot_app(&start_view(), 2);
        app.mode = Mode::Help;
        let s = screen(&app, 80, 24);
        assert!(s.contains("Albion — keys"), "{s}");
        assert!(s.contains("↓more"), "{s}");
        assert!(!s.contains("Passed out: lies down"), "{s}");
        // Scrolled to the end, the legend's last line shows, whole.
        for _ in 0..40 {
            app.on_key(key(crossterm::event::KeyCode::Down));
        }
        assert_eq!(app.mode, Mode::Help);
        let s = screen(&app, 80, 24);
        assert!(s.contains("Passed out: lies down"), "{s}");
        assert!(s.contains("↑more"), "{s}");
        assert!(!s.contains("↓more"), "{s}");
        // Any other key closes it.
        app.on_key(key(crossterm::event::KeyCode::Char('x')));
        assert_eq!(app.mode, Mode::Normal);
        // Tall enough: no scrolling at all.
        app.mode = Mode::Help;
        app.help_scroll = 0;
        let s = screen(&app, 200, 60);
        assert!(s.contains("Passed out: lies down"), "{s}");
        assert!(s.contains("any key closes"), "{s}");
    }

    #[test]
    fn others_are_told_what_the_game_waits_for() {
        let mut view = start_view();
        view.pending = Some(super_camelot::Decision {
            seat: super_camelot::Seat(1),
            prompt: super_camelot::Prompt::ChooseKnightSquare {
                enemy: super_camelot::Square::new(15, 4).unwrap(),
                options: vec![],
            },
        });
        view.legal_actions.clear();
        let app = super_camelot_app(&view, 2);
        assert!(
            key_hints(&app).starts_with("waiting for bob: where the Dark Knight from E16 stops"),
            "{}",
            key_hints(&app)
        );
        let app = camelot_app(LobbyStatus::Playing, &[]);
        assert!(
            key_hints(&app).starts_with("waiting for bob (Black) to move"),
            "{}",
            key_hints(&app)
        );
    }

    #[test]
    fn a_low_clock_stands_out() {
        // White (this seat) has 12 s of a 5+3 clock: low (under 30 s), said in the footer too.
        let app = clocked_app(vec![12_000, 300_000], 0);
        let s = screen(&app, 110, 30);
        assert!(s.contains("⏱ 0:12 LOW TIME"), "{s}");
        assert!(
            key_hints(&app).starts_with("LOW TIME: 0:12 left!"),
            "{}",
            key_hints(&app)
        );
        let buf = buffer(&app, 110, 30);
        let found = (0..30).any(|y| {
            (0..110).any(|x| {
                buf[(x, y)].symbol() == "L"
                    && buf[(x, y)]
                        .modifier
                        .contains(Modifier::REVERSED | Modifier::BOLD)
            })
        });
        assert!(found, "{s}");
        // A minute left is not low.
        let app = clocked_app(vec![60_000, 300_000], 0);
        assert!(!screen(&app, 110, 30).contains("LOW TIME"));
        assert!(!key_hints(&app).contains("LOW TIME"));
    }

    #[test]
    fn the_players_panel_names_treasures_and_not_a_stolen_one_as_held() {
        use super_camelot::{HeldTreasure, Treasure, TreasureState};
        let mut view = start_view();
        view.players[0].treasures = vec![
            HeldTreasure {
                treasure: Treasure::PowerGauntlet,
                state: TreasureState::FaceUp,
            },
            HeldTreasure {
                treasure: Treasure::HuntingBow,
                state: TreasureState::Stolen(3),
            },
        ];
        let s = screen(&super_camelot_app(&view, 2), 200, 60);
        assert!(s.contains("treasures: Power Gauntlet"), "{s}");
        assert!(s.contains("stolen by a Mimic: Hunting Bow"), "{s}");
        assert!(!s.contains("2 treasures"), "{s}");
        assert!(s.contains("no treasures"), "{s}");
    }

    #[test]
    fn the_host_is_told_how_to_add_a_computer_player() {
        let app = camelot_app(LobbyStatus::Open, &[]);
        assert!(key_hints(&app).contains("b add a computer player"));
    }
}
