//! Drawing the game screen with ratatui: the title, the board or the forest, the seats and
//! players, the log, the action menu, the status and input lines, and the help overlay.

use camelot::{Color as Side, Position, Role, Square};
use protocol::{GameConfig, GameView, LobbyInfo, LobbyStatus};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};
use super_camelot::{EnemyKind, Facing, Item, Object, Place, SpecialKind, View};

use super::app::{App, Link, Mode, route_squares};
use crate::session::{LogKind, describe_json};

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let [title, main, status, input] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(8),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(Paragraph::new(title_line(app)).reversed(), title);
    let left_width = match &app.session.game {
        Some(GameView::SuperCamelot { .. }) => 52,
        _ => 42,
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
            draw_camelot(frame, left, app, position, last_move.as_deref(), captured);
        }
        Some(GameView::SuperCamelot { view, .. }) => draw_forest(frame, left, view),
        None => draw_waiting(frame, left, app),
    }
    draw_side(frame, right, app);
    let status_text = if app.status.is_empty() {
        key_hints(app)
    } else {
        app.status.clone()
    };
    frame.render_widget(Paragraph::new(status_text).fg(Color::Yellow), status);
    frame.render_widget(Paragraph::new(input_line(app)), input);
    if app.mode == Mode::Help {
        draw_help(frame, frame.area());
    }
}

fn title_line(app: &App) -> Line<'static> {
    let s = &app.session;
    let game = match s.lobby.as_ref().map(|l| &l.config) {
        Some(GameConfig::Camelot { ruleset }) => format!("Camelot ({ruleset})"),
        Some(GameConfig::SuperCamelot { seats, .. }) => format!("Super Camelot ({seats} seats)"),
        None => "…".to_owned(),
    };
    let link = match &app.link {
        Link::Connecting => "connecting".to_owned(),
        Link::Up => "connected".to_owned(),
        Link::Reconnecting(why) => format!("reconnecting: {why}"),
        Link::Ended(why) => format!("disconnected: {why}"),
    };
    let who = match s.seat {
        Some(seat) => format!("{} at seat {seat}", s.seat_name(seat)),
        None => "spectating".to_owned(),
    };
    let v = s.v.map_or_else(String::new, |v| format!(" · v{v}"));
    Line::from(format!(
        " Albion · {game} · lobby {} · {who} · {link}{v} ",
        s.code
    ))
}

fn key_hints(app: &App) -> String {
    let s = &app.session;
    let status = s.lobby.as_ref().map(|l| l.status);
    let mut keys = vec!["? help", "c chat", "q quit"];
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
            }
        }
        Some(LobbyStatus::Playing) if s.my_turn() => {
            if matches!(s.game, Some(GameView::SuperCamelot { .. })) {
                keys.insert(0, "↑↓ choose, Enter act");
            } else {
                keys.insert(0, "arrows + Enter: move, m type a move");
            }
        }
        Some(LobbyStatus::Playing) if s.seat.is_some() => {
            keys.insert(0, "waiting for the others · x resign")
        }
        Some(LobbyStatus::Finished) => keys.insert(0, "R rematch"),
        _ => {}
    }
    keys.join("  ·  ")
}

fn input_line(app: &App) -> Line<'static> {
    match &app.mode {
        Mode::Chat(text) => Line::from(format!("chat> {text}▏")),
        Mode::MoveEntry(text) => Line::from(format!("move (WCF notation, e.g. E6-E5)> {text}▏")),
        Mode::Name(text) => Line::from(format!("your name> {text}▏")),
        Mode::ConfirmResign => Line::from("resign this game? y / n").bold(),
        Mode::Normal | Mode::Help => Line::from(""),
    }
}

fn draw_waiting(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let lines = match app.session.lobby.as_ref().map(|l| l.status) {
        Some(LobbyStatus::Open) => vec![
            Line::from("Waiting for players."),
            Line::from(""),
            Line::from(format!(
                "Invite friends with:  albion join {}",
                app.session.code
            )),
            Line::from(format!("(server {})", app.server)),
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

/// The Camelot board as lines of text: three columns a square, rank labels on the left, file
/// labels below. Exposed for snapshot tests.
#[must_use]
pub fn camelot_board(
    position: &Position,
    cursor: Option<Square>,
    route: &[Square],
    next: &[Square],
    highlight: &[Square],
    flipped: bool,
) -> Vec<Line<'static>> {
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
            let (text, mut style) = match position.piece_at(sq) {
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
                    (
                        format!(" {c} "),
                        Style::new().fg(fg).add_modifier(Modifier::BOLD),
                    )
                }
                None => (" · ".to_owned(), Style::new().fg(Color::DarkGray)),
            };
            if castle {
                style = style.bg(Color::Rgb(60, 50, 20));
            }
            if highlight.contains(&sq) {
                style = style.bg(Color::Rgb(40, 60, 40));
            }
            if next.contains(&sq) {
                style = style.bg(Color::Rgb(30, 50, 90));
            }
            if route.contains(&sq) {
                style = style.bg(Color::Blue);
            }
            if cursor == Some(sq) {
                style = style.add_modifier(Modifier::REVERSED);
            }
            spans.push(Span::styled(text, style));
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
    last_move: Option<&str>,
    captured: &[String],
) {
    let Ok(pos) = position.parse::<Position>() else {
        frame.render_widget(
            Paragraph::new(format!("unreadable position: {position}")),
            area,
        );
        return;
    };
    let mut highlight: Vec<Square> = last_move.map(route_squares).unwrap_or_default();
    highlight.extend(captured.iter().filter_map(|s| s.parse::<Square>().ok()));
    let mine = app.session.my_turn();
    let next = if mine && !app.route.is_empty() {
        app.next_squares()
    } else {
        Vec::new()
    };
    let mut lines = camelot_board(
        &pos,
        Some(app.cursor),
        &app.route,
        &next,
        &highlight,
        app.flipped(),
    );
    let turn = match pos.turn() {
        Side::White => "White",
        Side::Black => "Black",
    };
    lines.push(Line::from(""));
    lines.push(Line::from(format!(
        "{turn} to move · move {} · castle moves W {} B {}",
        pos.move_number(),
        pos.castle_moves_used(Side::White),
        pos.castle_moves_used(Side::Black)
    )));
    if let Some(m) = last_move {
        lines.push(Line::from(format!("last move {m}")));
    }
    if let Some(result) = app.session.lobby.as_ref().and_then(|l| l.result.as_ref()) {
        let who: Vec<String> = result
            .winners
            .iter()
            .map(|s| app.session.seat_name(*s))
            .collect();
        let text = if who.is_empty() {
            format!("draw ({})", result.reason)
        } else {
            format!("{} won ({})", who.join(", "), result.reason)
        };
        lines.push(Line::from(text).bold().fg(Color::Yellow));
    }
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" Camelot ")),
        area,
    );
}

/// The forest as lines: two columns a square, unexplored slots blank. Exposed for tests.
#[must_use]
pub fn forest_lines(view: &View) -> Vec<Line<'static>> {
    const N: usize = 24;
    // Unexplored slots of the ring (the outer slots of the 4×4 forest) are shaded until a tile
    // is placed there; the four inner slots are placed at setup.
    let ring = |i: usize| i / 6 == 0 || i / 6 == 3;
    let mut grid: Vec<Vec<Span<'static>>> = (0..N)
        .map(|r| {
            (0..N)
                .map(|c| {
                    if ring(r) || ring(c) {
                        Span::styled("░░", Style::new().fg(Color::DarkGray))
                    } else {
                        Span::raw("  ")
                    }
                })
                .collect()
        })
        .collect();
    for tile in &view.tiles {
        let (r0, c0) = (
            usize::from(tile.slot.row) * 6,
            usize::from(tile.slot.col) * 6,
        );
        for (r, row) in tile.rows.iter().enumerate() {
            for (c, symbol) in row.chars().enumerate() {
                let span = if symbol == 'T' {
                    Span::styled("▓▓", Style::new().fg(Color::Green))
                } else {
                    Span::styled("· ", Style::new().fg(Color::DarkGray))
                };
                if let Some(cell) = grid.get_mut(r0 + r).and_then(|row| row.get_mut(c0 + c)) {
                    *cell = span;
                }
            }
        }
    }
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
            *cell = Span::styled(text, Style::new().fg(fg).add_modifier(Modifier::BOLD));
        }
    }
    for p in &view.players {
        if let Some(Place::Square(sq)) = p.place {
            let (r, c) = (usize::from(sq.row), usize::from(sq.col));
            if let Some(cell) = grid.get_mut(r).and_then(|row| row.get_mut(c)) {
                *cell = Span::styled(
                    format!("@{}", p.seat.0),
                    Style::new()
                        .fg(Color::Black)
                        .bg(seat_color(p.seat.0))
                        .add_modifier(Modifier::BOLD),
                );
            }
        }
    }
    grid.into_iter().map(Line::from).collect()
}

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

fn draw_forest(frame: &mut Frame<'_>, area: Rect, view: &serde_json::Value) {
    let view: View = match serde_json::from_value(view.clone()) {
        Ok(v) => v,
        Err(e) => {
            frame.render_widget(Paragraph::new(format!("unreadable view: {e}")), area);
            return;
        }
    };
    let mut lines = forest_lines(&view);
    lines.push(Line::from(format!(
        "turn {} · {} acts ({} actions left) · {} tiles unexplored",
        view.turn, view.active, view.actions_left, view.tiles_in_stack
    )));
    let block = Block::bordered().title(" The forest ");
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

fn player_lines(app: &App, lobby: &LobbyInfo) -> Vec<Line<'static>> {
    let view: Option<View> = match &app.session.game {
        Some(GameView::SuperCamelot { view, .. }) => serde_json::from_value(view.clone()).ok(),
        _ => None,
    };
    let mut lines = Vec::new();
    for seat in &lobby.seats {
        let name = seat.name.clone().unwrap_or_else(|| "(free)".to_owned());
        let mut tags = Vec::new();
        if lobby.host == Some(seat.seat) {
            tags.push("host".to_owned());
        }
        if matches!(lobby.config, GameConfig::Camelot { .. }) {
            tags.push(if seat.seat == 0 { "White" } else { "Black" }.to_owned());
        }
        if let Some(c) = &seat.character {
            tags.push(c.clone());
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
        lines.push(Line::from(vec![
            Span::styled(
                format!("{dot} {} {name}{me}", seat.seat),
                style.add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!("  {}", tags.join(" · "))),
        ]));
        if let Some(p) = view
            .as_ref()
            .and_then(|v| v.players.iter().find(|p| p.seat.0 == seat.seat))
        {
            let relics: usize = p.relics.iter().filter(|r| **r).count();
            // Another player's wallet is hidden behind their screen: the view does not carry it.
            let gems = p
                .gems
                .map_or_else(|| "gems hidden".to_owned(), |g| format!("{g} gems"));
            let out = if p.passed_out { " · passed out" } else { "" };
            let place = match p.place {
                Some(Place::Circle(c)) => format!(" · on the {c:?} circle"),
                Some(Place::Square(sq)) => format!(" · at row {} col {}", sq.row, sq.col),
                None => String::new(),
            };
            lines.push(Line::from(format!(
                "    ♥{} keys {} bombs {}{} relics {relics}/3 treasures {} · {gems}{out}{place}",
                p.health,
                p.small_keys,
                p.bombs,
                if p.big_key { " big key ·" } else { " ·" },
                p.treasures.len()
            )));
        }
    }
    lines.push(Line::from(format!("{} watching", lobby.spectators)).fg(Color::DarkGray));
    lines
}

fn draw_side(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let menu: Vec<serde_json::Value> = match &app.session.game {
        Some(GameView::SuperCamelot { legal_actions, .. }) => legal_actions.clone(),
        _ => Vec::new(),
    };
    let seats_height = app.session.lobby.as_ref().map_or(3, |l| {
        let per = if matches!(app.session.game, Some(GameView::SuperCamelot { .. })) {
            2
        } else {
            1
        };
        l.seats.len() as u16 * per + 3
    });
    let menu_height = if menu.is_empty() {
        0
    } else {
        (menu.len() as u16 + 2).min(12)
    };
    let [seats, actions, log] = Layout::vertical([
        Constraint::Length(seats_height),
        Constraint::Length(menu_height),
        Constraint::Min(3),
    ])
    .areas(area);
    if let Some(lobby) = &app.session.lobby {
        frame.render_widget(
            Paragraph::new(player_lines(app, lobby)).block(Block::bordered().title(" Players ")),
            seats,
        );
    }
    if !menu.is_empty() {
        let selected = app.menu.min(menu.len() - 1);
        let visible = usize::from(menu_height.saturating_sub(2));
        let first = selected.saturating_sub(visible.saturating_sub(1));
        let lines: Vec<Line<'static>> = menu
            .iter()
            .enumerate()
            .skip(first)
            .take(visible)
            .map(|(i, a)| {
                let text = describe_json(a);
                if i == selected {
                    Line::from(format!("▶ {text}")).reversed()
                } else {
                    Line::from(format!("  {text}"))
                }
            })
            .collect();
        frame.render_widget(
            Paragraph::new(lines).block(Block::bordered().title(" Your choice ")),
            actions,
        );
    }
    let height = usize::from(log.height.saturating_sub(2));
    let lines: Vec<Line<'static>> = app
        .session
        .log
        .iter()
        .rev()
        .take(height)
        .rev()
        .map(|l| {
            let style = match l.kind {
                LogKind::Event => Style::new(),
                LogKind::Chat => Style::new().fg(Color::Cyan),
                LogKind::Error => Style::new().fg(Color::LightRed),
            };
            Line::styled(l.text.clone(), style)
        })
        .collect();
    frame.render_widget(
        Paragraph::new(Text::from(lines))
            .block(Block::bordered().title(" Log "))
            .wrap(Wrap { trim: false }),
        log,
    );
}

fn draw_help(frame: &mut Frame<'_>, area: Rect) {
    let text = vec![
        Line::from("Albion — keys").bold(),
        Line::from(""),
        Line::from("In the lobby:  t take a seat · r ready / not ready · s start (host)"),
        Line::from("               C next free Character (Super Camelot; unchosen ones are dealt)"),
        Line::from("               0–3 remove that seat (host) · L leave the lobby"),
        Line::from("Camelot:       arrows or h j k l move the cursor; Enter picks the piece,"),
        Line::from("               then each landing square; Enter again on the last square"),
        Line::from("               plays a move that could go on; Backspace undoes a step;"),
        Line::from("               Esc cancels; m types a move in WCF notation (E6-C8-A8)"),
        Line::from("Super Camelot: ↑ ↓ choose an action · Enter plays it"),
        Line::from("Any time:      c chat · x resign · R rematch after a game · q quit"),
        Line::from(""),
        Line::from("Your seat is kept: run the same join command to come back."),
        Line::from("Any key closes this help."),
    ];
    let w = 76.min(area.width);
    let h = (text.len() as u16 + 2).min(area.height);
    let rect = Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    };
    frame.render_widget(Clear, rect);
    frame.render_widget(
        Paragraph::new(text).block(Block::bordered().title(" Help ")),
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
        let lines: Vec<String> = camelot_board(&Position::start(), None, &[], &[], &[], false)
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
        let lines: Vec<String> = camelot_board(&Position::start(), None, &[], &[], &[], true)
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
        app.link = Link::Up;
        let game = GameView::Camelot {
            position: camelot::START.into(),
            turn: "white".into(),
            to_move: 0,
            last_move: None,
            captured: vec![],
            legal_moves: vec!["E6-E5".into()],
            ply: 0,
        };
        app.session.apply(&ServerMsg::Welcome {
            protocol: 1,
            lobby: "K7QX2M9P".into(),
            seat: Some(0),
        });
        let lobby = lobby(
            GameConfig::Camelot {
                ruleset: "standard".into(),
            },
            LobbyStatus::Playing,
            2,
        );
        app.session.apply(&ServerMsg::Sync {
            v: 12,
            lobby,
            game: Some(game),
        });
        let s = screen(&app, 110, 30);
        assert!(
            s.contains(
                "Albion · Camelot (standard) · lobby K7QX2M9P · ann at seat 0 · connected · v12"
            ),
            "{s}"
        );
        assert!(s.contains("0 ann (you)  host · White"), "{s}");
        assert!(s.contains("1 bob  Black"), "{s}");
        assert!(s.contains("White to move · move 1"), "{s}");
        assert!(s.contains("arrows + Enter: move"), "{s}");
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
        assert_eq!(lines.len(), 24);
        assert!(lines.iter().any(|l| l.contains("▓▓")), "{lines:#?}");
        // At the start only the inner tiles are placed: the ring is unexplored.
        assert!(lines[0].chars().all(|c| c == '░'), "{}", lines[0]);
        let mut app = App::new("K7QX2M9P", "ann", "http://127.0.0.1:8080");
        app.session.apply(&ServerMsg::Welcome {
            protocol: 1,
            lobby: "K7QX2M9P".into(),
            seat: Some(0),
        });
        let config = GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
        };
        let lobby = lobby(config, LobbyStatus::Playing, 2);
        let legal: Vec<serde_json::Value> = view
            .legal_actions
            .iter()
            .map(|a| serde_json::to_value(a).unwrap())
            .collect();
        let game_view = GameView::SuperCamelot {
            view: serde_json::to_value(&view).unwrap(),
            events: vec![],
            legal_actions: legal,
        };
        app.session.apply(&ServerMsg::Sync {
            v: 3,
            lobby,
            game: Some(game_view),
        });
        let s = screen(&app, 130, 40);
        assert!(s.contains("The forest"), "{s}");
        assert!(s.contains("gems hidden"), "{s}");
        assert!(s.contains(" gems"), "{s}");
    }
}
