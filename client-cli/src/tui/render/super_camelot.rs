//! The Super Camelot renderer: the forest map, the players' possessions, the action menu, what
//! the game waits for, and Super Camelot's parts of the key hints and the help (the legend).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use super_camelot::{
    Circle, EnemyKind, Facing, Item, Object, Place, PlayerView, SpecialKind, View,
};

use super::seat_color;
use crate::lang::{Lang, tr};
use crate::replay::words;
use crate::session::Session;
use crate::tui::app::App;

/// The width of the forest's panel: the map (51 columns) in its border.
pub(super) const PANEL_WIDTH: u16 = 53;

/// The key hint (its message id) when this client must decide.
pub(super) const YOUR_TURN: &str = "cli-sc-your-turn";

/// What the game waits for when another seat decides: who, and what they decide.
pub(super) fn waiting_for(session: &Session, view: &View) -> Option<String> {
    let decision = view.pending.as_ref()?;
    Some(tr(
        session.lang,
        "cli-sc-waiting",
        &[
            ("name", session.seat_name(decision.seat.0).into()),
            ("what", awaited(session.lang, &decision.prompt).into()),
        ],
    ))
}

/// Whether this client's seat has resigned from a game that goes on without it.
pub(super) fn resigned(session: &Session, view: &View) -> bool {
    session.seat.is_some_and(|seat| {
        view.players
            .get(usize::from(seat))
            .is_some_and(|p| p.resigned)
    })
}

/// The help's legend of the forest.
pub(super) fn legend_help(lang: Lang) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::from(""),
        Line::from(tr(lang, "cli-sc-legend-title", &[])).bold(),
    ];
    lines.extend(forest_legend(lang).into_iter().map(Line::from));
    lines
}

/// A decision another player is making, in words for those waiting on it.
fn awaited(lang: Lang, prompt: &super_camelot::Prompt) -> String {
    use super_camelot::Prompt as P;
    let t = |id: &str| tr(lang, id, &[]);
    let at = |id: &str, square: super_camelot::Square| {
        tr(lang, id, &[("square", square.to_string().into())])
    };
    match prompt {
        P::PlaceCharacter => t("cli-sc-awaited-place"),
        P::TakeAction { actions_left } => tr(
            lang,
            "cli-sc-awaited-action",
            &[("count", (*actions_left).into())],
        ),
        P::ContinueMove { .. } => t("cli-sc-awaited-continue"),
        P::Reroll { .. } => t("cli-sc-awaited-reroll"),
        P::ConvertStar { .. } => t("cli-sc-awaited-star"),
        P::AssignHits { .. } => t("cli-sc-awaited-hits"),
        P::ChooseLitter { .. } => t("cli-sc-awaited-litter"),
        P::ChooseLoot { .. } => t("cli-sc-awaited-loot"),
        P::SpeedPotion => t("cli-sc-awaited-speed"),
        P::ChooseEnemy { .. } => t("cli-sc-awaited-enemy"),
        P::ChooseTarget { enemy, .. } => at("cli-sc-awaited-target", *enemy),
        P::ChooseKnightSquare { enemy, .. } => at("cli-sc-awaited-knight", *enemy),
        P::ChooseStolenTreasure { mimic } => at("cli-sc-awaited-stolen", *mimic),
    }
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

/// What the symbols of the forest mean (the help screen shows it during Super Camelot), a line
/// each.
#[must_use]
pub fn forest_legend(lang: Lang) -> Vec<String> {
    tr(lang, "cli-sc-legend", &[])
        .lines()
        .map(str::to_owned)
        .collect()
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

/// Draws the forest in `area`, the turn under it; on a short screen, the rows around what
/// matters now.
pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &App, view: &View) {
    let lang = app.session.lang;
    let mut lines = forest_lines(view);
    let acting = app.session.seat_name(view.active.0);
    let ended = view.outcome.is_some();
    let turn_line = Line::from(if ended {
        tr(lang, "cli-sc-game-over", &[])
    } else {
        tr(
            lang,
            "cli-sc-turn-line",
            &[
                ("turn", view.turn.into()),
                ("name", acting.into()),
                ("actions", view.actions_left.into()),
                ("tiles", view.tiles_in_stack.into()),
            ],
        )
    });
    let inner = usize::from(area.height.saturating_sub(2));
    let forest = tr(lang, "cli-sc-forest", &[]);
    let mut title = format!(" {forest} ");
    if lines.len() + 1 > inner && inner >= 4 {
        // Too short for all 24 rows: the column letters on top, the turn line below, and
        // between them as many rows as fit, following the focus (the square of the chosen
        // action, else this player's Character).
        let shown = inner - 2;
        let first = forest_window(forest_focus(app, view), shown);
        let header = lines.remove(0);
        let rows: Vec<Line<'static>> = lines.into_iter().skip(first).take(shown).collect();
        let span = tr(
            lang,
            "cli-sc-forest-rows",
            &[
                ("first", (first + 1).into()),
                ("last", (first + shown).into()),
            ],
        );
        title = format!(
            " {forest} · {span}{}{} ",
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

/// A Small Treasure's name in `lang`: `Power Gauntlet`, `Gantelet de puissance`.
fn treasure_name(lang: Lang, treasure: super_camelot::Treasure) -> String {
    tr(
        lang,
        "cli-sc-treasure",
        &[("treasure", format!("{treasure:?}").into())],
    )
}

/// The decision this client is asked for, with the dice it is about, above the menu.
fn prompt_line(app: &App, view: &View) -> Option<String> {
    let me = app.session.seat?;
    let pending = view.pending.as_ref().filter(|d| d.seat.0 == me)?;
    let mut text = words::prompt_text(app.session.lang, view, &|seat| app.session.seat_name(seat));
    let about_dice = matches!(
        pending.prompt,
        super_camelot::Prompt::Reroll { .. } | super_camelot::Prompt::ConvertStar { .. }
    );
    if let Some(dice) = view.attack_dice.as_ref().filter(|_| !about_dice) {
        let dice = words::dice(app.session.lang, dice);
        text.push_str(&format!(
            " · {}",
            tr(app.session.lang, "cli-sc-dice", &[("dice", dice.into())])
        ));
    }
    Some(text)
}

/// The lines under a seat in the players panel: Health, keys, bombs, relics, treasures, place,
/// and Gems (this player's own only: another's wallet is not in the view); resigned or passed
/// out, said so.
pub(super) fn player_lines(lang: Lang, p: &PlayerView) -> Vec<Line<'static>> {
    let t = |id: &str| tr(lang, id, &[]);
    let n = |id: &str, count: u8| tr(lang, id, &[("count", count.into())]);
    let mut lines = Vec::new();
    let relics: usize = p.relics.iter().filter(|r| **r).count();
    // Another player's wallet is hidden behind their screen: the view does not carry it.
    let gems = p.gems.map_or_else(
        || t("cli-sc-gems-hidden"),
        |g| tr(lang, "cli-sc-gems", &[("count", g.into())]),
    );
    let place = match p.place {
        Some(Place::Circle(c)) => format!(
            " · {}",
            tr(
                lang,
                "cli-sc-on-circle",
                &[("circle", format!("{c:?}").into())]
            )
        ),
        Some(Place::Square(sq)) => format!(
            " · {}",
            tr(lang, "cli-sc-at", &[("square", sq.to_string().into())])
        ),
        None => String::new(),
    };
    let mut stats = vec![
        format!("♥{}", p.health),
        n("cli-sc-keys", p.small_keys),
        n("cli-sc-bombs", p.bombs),
    ];
    if p.big_key {
        stats.push(t("cli-sc-big-key"));
    }
    stats.push(tr(lang, "cli-sc-relics", &[("count", relics.into())]));
    // Small Treasures are face up for all to see: named, and counted only while in
    // effect (a stolen one lies face down under its Mimic and is not this player's).
    let named = |state: fn(&super_camelot::TreasureState) -> bool| -> Vec<String> {
        p.treasures
            .iter()
            .filter(|t| state(&t.state))
            .map(|t| treasure_name(lang, t.treasure))
            .collect()
    };
    let face_up = named(|s| matches!(s, super_camelot::TreasureState::FaceUp));
    let stolen = named(|s| matches!(s, super_camelot::TreasureState::Stolen(_)));
    let lost = named(|s| matches!(s, super_camelot::TreasureState::Lost));
    let listed = |id: &str, names: &[String]| {
        tr(
            lang,
            id,
            &[
                ("names", names.join(", ").into()),
                ("count", names.len().into()),
            ],
        )
    };
    stats.push(if face_up.is_empty() {
        t("cli-sc-no-treasures")
    } else {
        listed("cli-sc-treasures", &face_up)
    });
    if !stolen.is_empty() {
        stats.push(listed("cli-sc-stolen", &stolen));
    }
    if !lost.is_empty() {
        stats.push(listed("cli-sc-lost", &lost));
    }
    stats.push(gems);
    lines.push(Line::from(format!("    {}{place}", stats.join(" · "))));
    if p.resigned {
        lines.push(
            Line::from(format!("    {}", t("cli-sc-resigned")))
                .fg(Color::DarkGray)
                .bold(),
        );
    } else if p.passed_out {
        lines.push(
            Line::from(format!("    {}", t("cli-sc-passed-out")))
                .fg(Color::LightRed)
                .bold(),
        );
    }
    lines
}

/// The action menu beside the forest: the decision this client is asked for, and its legal
/// actions in words, one of them highlighted.
#[derive(Debug)]
pub(super) struct Menu {
    prompt: String,
    entries: Vec<String>,
    selected: usize,
    lang: Lang,
}

impl Menu {
    /// The menu, when this client has actions to choose from.
    pub(super) fn new(app: &App, view: &View) -> Option<Menu> {
        if view.legal_actions.is_empty() {
            return None;
        }
        let lang = app.session.lang;
        let prompt = prompt_line(app, view).unwrap_or_else(|| tr(lang, "cli-sc-your-choice", &[]));
        let name = |seat: u8| app.session.seat_name(seat);
        let entries: Vec<String> = view
            .legal_actions
            .iter()
            .map(|a| words::choice(app.session.lang, a, view, &name))
            .collect();
        let selected = app.menu.min(entries.len() - 1);
        Some(Menu {
            prompt,
            entries,
            selected,
            lang,
        })
    }

    /// Rows a text takes in the menu, wrapped in a panel `width` wide (entries start with a
    /// two-column mark).
    fn rows(text: &str, width: u16) -> usize {
        Paragraph::new(format!("  {text}"))
            .wrap(Wrap { trim: false })
            .line_count(width.saturating_sub(2).max(1))
            .max(1)
    }

    /// The rows the menu asks for in a panel `width` wide: room for the prompt as it wraps and
    /// the entries; 14 rows at most.
    pub(super) fn height(&self, width: u16) -> u16 {
        let wanted = Menu::rows(&self.prompt, width)
            + self
                .entries
                .iter()
                .map(|e| Menu::rows(e, width))
                .sum::<usize>()
            + 2;
        u16::try_from(wanted).unwrap_or(u16::MAX).min(14)
    }

    /// Draws the menu in `area`.
    pub(super) fn draw(&self, frame: &mut Frame<'_>, area: Rect) {
        let rows = |text: &str| Menu::rows(text, area.width);
        let (entries, selected) = (&self.entries, self.selected);
        // Entries wrap in a narrow panel; the list scrolls so that the selection is always
        // shown whole, and the title says whether entries are above or below.
        let avail = usize::from(area.height.saturating_sub(2)).saturating_sub(rows(&self.prompt));
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
        let mut lines: Vec<Line<'static>> =
            vec![Line::from(self.prompt.clone()).fg(Color::Yellow).bold()];
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
        let more = |on: bool, id: &str| {
            if on {
                format!(" {}", tr(self.lang, id, &[]))
            } else {
                String::new()
            }
        };
        let title = format!(
            " {}{}{} ",
            tr(
                self.lang,
                "cli-sc-choice-title",
                &[
                    ("n", (selected + 1).into()),
                    ("count", entries.len().into())
                ]
            ),
            more(first > 0, "cli-help-more-above"),
            more(below > 0, "cli-help-more-below")
        );
        frame.render_widget(
            Paragraph::new(lines)
                .block(Block::bordered().title(title))
                .wrap(Wrap { trim: false }),
            area,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::LogKind;
    use crate::tui::render::fixtures::{lobby, screen, start_view, super_camelot_app, text};
    use protocol::{GameConfig, GameView, LobbyStatus, ServerMsg};

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
            days_per_turn: None,
        };
        let lobby = lobby(config, LobbyStatus::Playing, 2);
        let game_view = GameView::SuperCamelot {
            view,
            events: vec![],
            lines: Vec::new(),
            prompt_line: None,
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
                    serde_json::json!({"type": "step", "to": format!("D{}", i % 24 + 1)}),
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
}
