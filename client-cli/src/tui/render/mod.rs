//! Drawing the game screen with ratatui, from the state alone (nothing here changes it): the
//! frame shared by both games (the title, the players, the log, the status and input lines, the
//! help overlay, the lobby before a game) here, and one renderer a game beside it: `camelot.rs`
//! (the board) and `super_camelot.rs` (the forest and the action menu).

pub mod camelot;
#[cfg(test)]
mod fixtures;
pub mod super_camelot;

use protocol::{GameConfig, GameView, LobbyInfo, LobbyStatus};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

use super::app::{App, Link, Mode};
use crate::lang::{Lang, character_name, tr};
use crate::session::LogKind;
use crate::text::clean;
pub use camelot::{BoardMarks, camelot_board};

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
        Some(GameView::SuperCamelot { .. }) => super_camelot::PANEL_WIDTH,
        _ => camelot::PANEL_WIDTH,
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
            camelot::draw(frame, left, app, position, last_move.as_ref(), captured);
        }
        Some(GameView::SuperCamelot { view, .. }) => super_camelot::draw(frame, left, app, view),
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
        .map_or_else(|| "…".to_owned(), |l| game_label(s.lang, &l.config));
    let lang = s.lang;
    let link = match &app.link {
        Link::Connecting => tr(lang, "cli-link-connecting", &[]),
        Link::Up => tr(lang, "cli-link-connected", &[]),
        Link::Reconnecting(why) => tr(
            lang,
            "cli-link-reconnecting",
            &[("why", why.clone().into())],
        ),
        Link::Ended(why) => tr(lang, "cli-link-ended", &[("why", why.clone().into())]),
    };
    let who = match s.seat {
        Some(seat) => tr(
            lang,
            "cli-title-seat",
            &[("name", s.seat_name(seat).into()), ("seat", seat.into())],
        ),
        None => tr(lang, "cli-title-spectating", &[]),
    };
    let v = s.v.map_or_else(String::new, |v| format!(" · v{v}"));
    let lobby = tr(lang, "cli-title-lobby", &[("code", clean(&s.code).into())]);
    let full = format!(" Albion · {game} · {lobby} · {who} · {link}{v} ");
    if full.chars().count() <= width {
        return Line::from(full);
    }
    let shorter = format!(" {game} · {lobby} · {who} · {link} ");
    if shorter.chars().count() <= width {
        return Line::from(shorter);
    }
    Line::from(format!(" {lobby} · {who} · {link} "))
}

/// `2 days per move`, `1 day per turn`: a correspondence game's time for each `unit` (`move`
/// or `turn`).
#[must_use]
pub fn days_words(lang: Lang, days: u8, unit: &str) -> String {
    tr(
        lang,
        "cli-days-per",
        &[("count", days.into()), ("unit", unit.to_owned().into())],
    )
}

/// The game and its settings in words: `Camelot (standard, 5+3)`, `Super Camelot (3 seats)`,
/// `Camelot (standard, 2 days per move)`, `Super Camelot (2 seats, 3 days per turn)`.
#[must_use]
pub fn game_label(lang: Lang, config: &GameConfig) -> String {
    match config {
        GameConfig::Camelot {
            ruleset,
            clock,
            days_per_move,
        } => match (clock, days_per_move) {
            (_, Some(d)) => format!("Camelot ({ruleset}, {})", days_words(lang, *d, "move")),
            (Some(c), None) if c.base_secs % 60 == 0 => format!(
                "Camelot ({ruleset}, {}+{})",
                c.base_secs / 60,
                c.increment_secs
            ),
            (Some(c), None) => format!(
                "Camelot ({ruleset}, {}+{})",
                clock_text(u64::from(c.base_secs) * 1000),
                c.increment_secs
            ),
            (None, None) => format!("Camelot ({ruleset})"),
        },
        GameConfig::SuperCamelot {
            seats,
            turn_secs,
            days_per_turn,
            ..
        } => match (turn_secs, days_per_turn) {
            (_, Some(d)) => tr(
                lang,
                "cli-label-super-camelot-days",
                &[
                    ("seats", (*seats).into()),
                    ("days", days_words(lang, *d, "turn").into()),
                ],
            ),
            (Some(t), None) => tr(
                lang,
                "cli-label-super-camelot-turn",
                &[("seats", (*seats).into()), ("secs", (*t).into())],
            ),
            (None, None) => tr(
                lang,
                "cli-label-super-camelot",
                &[("seats", (*seats).into())],
            ),
        },
    }
}

/// The keys that do something now, and what the game waits for.
fn key_hints(app: &App) -> String {
    let s = &app.session;
    let lang = s.lang;
    let t = |id: &str| tr(lang, id, &[]);
    let forest = match &s.game {
        Some(GameView::SuperCamelot { view, .. }) => Some(view),
        _ => None,
    };
    let status = s.lobby.as_ref().map(|l| l.status);
    // Opened from the lobby list, q goes back to it.
    let quit = if app.from_list {
        t("cli-key-q-lobbies")
    } else {
        t("cli-key-q-quit")
    };
    let mut keys = vec![t("cli-key-help"), t("cli-key-chat"), quit];
    if forest.is_some() {
        keys[0] = t("cli-key-help-legend");
    }
    match status {
        Some(LobbyStatus::Open) if s.seat.is_none() => keys.insert(0, t("cli-key-take-seat")),
        Some(LobbyStatus::Open) => {
            keys.insert(0, t("cli-key-ready"));
            if matches!(
                s.lobby.as_ref().map(|l| &l.config),
                Some(GameConfig::SuperCamelot { .. })
            ) {
                keys.insert(0, t("cli-key-character"));
            }
            if s.is_host() {
                keys.push(t("cli-key-start"));
                keys.push(t("cli-key-add-bot"));
            }
        }
        Some(LobbyStatus::Playing) if s.seat.is_some() && someone_left(app) => {
            keys.insert(0, t("cli-key-someone-left"));
        }
        Some(LobbyStatus::Playing) if s.my_turn() => {
            keys.insert(
                0,
                if forest.is_some() {
                    t(super_camelot::YOUR_TURN)
                } else {
                    t(camelot::YOUR_MOVE)
                },
            );
        }
        Some(LobbyStatus::Playing) if s.seat.is_some() => {
            if forest.is_some_and(|view| super_camelot::resigned(s, view)) {
                keys.insert(0, t("cli-key-you-resigned"));
            } else {
                keys.insert(0, t("cli-key-resign"));
            }
        }
        Some(LobbyStatus::Finished) => keys.insert(0, t("cli-key-rematch")),
        _ => {}
    }
    let mut text = keys.join(" · ");
    if s.playing()
        && !s.my_turn()
        && let Some(waiting) = waiting_for(app)
    {
        text = format!("{waiting} · {text}");
    }
    // A Camelot offer comes first: it waits for an answer (or for its maker to withdraw it).
    if let (Some(offer), Some(me)) = (s.pending_offer(), s.seat) {
        let id = if offer.by == me {
            "cli-offer-mine-waits"
        } else {
            "cli-offer-theirs"
        };
        let offer = tr(
            lang,
            id,
            &[("offer", crate::session::offer_key(offer.offer).into())],
        );
        text = format!("{offer} · {text}");
    }
    if let Some(left) = my_low_time(app) {
        let config = s.lobby.as_ref().map(|l| &l.config);
        let low = tr(
            lang,
            "cli-low-time",
            &[("left", time_left_text(config, left).into())],
        );
        text = format!("{low} · {text}");
    }
    text
}

/// What the game waits for when it is not this client's turn: who, and what they decide.
fn waiting_for(app: &App) -> Option<String> {
    let s = &app.session;
    match &s.game {
        Some(GameView::Camelot { to_move, .. }) => Some(camelot::waiting_for(s, *to_move)),
        Some(GameView::SuperCamelot { view, .. }) => super_camelot::waiting_for(s, view),
        None => None,
    }
}

/// Below this much time left a running clock is shown as low: a fifth of the time control's
/// base (or turn limit), and never more than 30 seconds; in a correspondence game a fifth of
/// the days of a move or turn, and never more than 6 hours.
fn low_time_ms(config: Option<&GameConfig>) -> u64 {
    if let Some(days) = config.and_then(GameConfig::days) {
        return (u64::from(days) * DAY_MS / 5).min(6 * HOUR_MS);
    }
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

/// The bottom line: what is being typed, or the question being asked.
fn input_line(app: &App) -> Line<'static> {
    let lang = app.session.lang;
    let prompt = |id: &str, text: &str| format!("{}> {text}▏", tr(lang, id, &[]));
    match &app.mode {
        Mode::Chat(text) => Line::from(prompt("cli-prompt-chat", text)),
        Mode::MoveEntry(text) => Line::from(prompt("cli-prompt-move", text)),
        Mode::Name(text) => Line::from(prompt("cli-prompt-name", text)),
        Mode::ConfirmResign => Line::from(tr(lang, "cli-confirm-resign", &[])).bold(),
        Mode::ConfirmEndTurn(left) => Line::from(tr(
            lang,
            "cli-confirm-end-turn",
            &[("count", (*left).into())],
        ))
        .bold(),
        Mode::ConfirmQuit => Line::from(tr(lang, "cli-confirm-quit", &[])).bold(),
        Mode::Normal | Mode::Help => Line::from(""),
    }
}

/// The left panel before a game: the lobby, and how to invite friends.
fn draw_waiting(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let lang = app.session.lang;
    let lines = match app.session.lobby.as_ref() {
        Some(lobby) if lobby.status == LobbyStatus::Open => {
            let mut lines = vec![
                Line::from(tr(lang, "cli-waiting-players", &[])),
                Line::from(""),
                Line::from(tr(lang, "cli-invite-with", &[])),
                Line::from(super::invitation(lang, &app.server, &app.session.code)),
            ];
            if let Some(days) = lobby.config.days() {
                let unit = match lobby.config {
                    GameConfig::Camelot { .. } => "move",
                    GameConfig::SuperCamelot { .. } => "turn",
                };
                lines.extend([
                    Line::from(""),
                    Line::from(tr(
                        lang,
                        "cli-waiting-correspondence",
                        &[("days", days_words(lang, days, unit).into())],
                    )),
                ]);
            }
            lines
        }
        _ => vec![Line::from(tr(lang, "cli-waiting-server", &[]))],
    };
    frame.render_widget(
        Paragraph::new(lines)
            .block(Block::bordered().title(format!(" {} ", tr(lang, "cli-panel-lobby", &[]))))
            .wrap(Wrap { trim: false }),
        area,
    );
}

/// Whether colour is off: `NO_COLOR` is set to anything but the empty string (no-color.org).
#[must_use]
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// The colour of a seat, the same in the players panel and on the forest.
pub(super) fn seat_color(seat: u8) -> Color {
    [
        Color::LightYellow,
        Color::LightCyan,
        Color::LightMagenta,
        Color::LightGreen,
    ][usize::from(seat % 4)]
}

/// The players panel: a line a seat (name, presence, clock, host, side or Character, ready), and
/// under each seat what its player has in Super Camelot.
fn player_lines(app: &App, lobby: &LobbyInfo) -> Vec<Line<'static>> {
    let view = match &app.session.game {
        Some(GameView::SuperCamelot { view, .. }) => Some(view),
        _ => None,
    };
    let lang = app.session.lang;
    let t = |id: &str| tr(lang, id, &[]);
    let clock = app.session.clock().cloned();
    let left = app.session.clock_left_ms(std::time::Instant::now());
    let mut lines = Vec::new();
    for seat in &lobby.seats {
        let name = seat
            .name
            .as_deref()
            .map_or_else(|| t("cli-seat-free"), clean);
        let mut tags = Vec::new();
        // A running clock with little time left stands out (bold, reverse video, and says so).
        let mut low = None;
        if let Some(ms) = left.as_ref().and_then(|l| l.get(usize::from(seat.seat))) {
            let running = clock.as_ref().and_then(|c| c.running) == Some(seat.seat);
            if running
                && *ms <= low_time_ms(Some(&lobby.config))
                && lobby.status == LobbyStatus::Playing
            {
                low = Some(tr(
                    lang,
                    "cli-seat-low-time",
                    &[("left", time_left_text(Some(&lobby.config), *ms).into())],
                ));
            } else {
                tags.push(format!(
                    "{}{}",
                    if running { "⏱ " } else { "" },
                    time_left_text(Some(&lobby.config), *ms)
                ));
            }
        }
        if let Some(level) = seat.bot {
            tags.push(tr(
                lang,
                "cli-seat-computer",
                &[("level", level.as_str().into())],
            ));
        }
        if seat.abandoned {
            tags.push(t("cli-seat-left"));
        }
        if lobby.host == Some(seat.seat) {
            tags.push(t("cli-seat-host"));
        }
        if matches!(lobby.config, GameConfig::Camelot { .. }) {
            tags.push(camelot::side_name(lang, seat.seat));
        }
        if let Some(c) = &seat.character {
            tags.push(character_name(lang, *c));
        }
        if lobby.status == LobbyStatus::Open && seat.name.is_some() {
            tags.push(t(if seat.ready {
                "cli-seat-ready"
            } else {
                "cli-seat-not-ready"
            }));
        }
        if seat.rematch {
            tags.push(t("cli-seat-rematch"));
        }
        let dot = if seat.connected { "●" } else { "○" };
        let me = if app.session.seat == Some(seat.seat) {
            format!(" {}", t("cli-seat-you"))
        } else {
            String::new()
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
            lines.extend(super_camelot::player_lines(lang, p));
        }
    }
    lines.push(
        Line::from(tr(
            lang,
            "cli-watching",
            &[("count", lobby.spectators.into())],
        ))
        .fg(Color::DarkGray),
    );
    lines
}

const HOUR_MS: u64 = 3_600_000;
const DAY_MS: u64 = 24 * HOUR_MS;

/// Time left as `m:ss` (`h:mm:ss` from an hour), rounded up to the second so that 0:00 means
/// the time is out; from a day on, in days and hours (`2d 05h`, see [`long_time_text`]).
#[must_use]
pub fn clock_text(ms: u64) -> String {
    let secs = ms.div_ceil(1000);
    if secs >= DAY_MS / 1000 {
        return long_time_text(ms);
    }
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A long time left in words a person reads at a glance: `2d 05h` from a day, `5h 12m` from an
/// hour (the smaller unit rounded down, so the time shown is not more than there is, to the
/// second), and below an hour as [`clock_text`] (`12:05`).
#[must_use]
pub fn long_time_text(ms: u64) -> String {
    let secs = ms.div_ceil(1000);
    let (d, h, m) = (secs / 86_400, secs / 3600 % 24, secs / 60 % 60);
    if d > 0 {
        format!("{d}d {h:02}h")
    } else if h > 0 {
        format!("{h}h {m:02}m")
    } else {
        clock_text(ms)
    }
}

/// A seat's time left as the game counts it: days and hours in a correspondence game
/// ([`long_time_text`]), minutes and seconds in a live one ([`clock_text`]).
#[must_use]
pub fn time_left_text(config: Option<&GameConfig>, ms: u64) -> String {
    if config.and_then(GameConfig::days).is_some() {
        long_time_text(ms)
    } else {
        clock_text(ms)
    }
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
        .block(Block::bordered().title(format!(" {} ", tr(app.session.lang, "cli-panel-log", &[]))))
        .scroll((u16::try_from(top).unwrap_or(u16::MAX), 0))
}

/// The right-hand panels: the players, the action menu (Super Camelot, when this client decides)
/// and the log.
fn draw_side(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let menu = match &app.session.game {
        Some(GameView::SuperCamelot { view, .. }) => super_camelot::Menu::new(app, view),
        _ => None,
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
    let players_title = format!(" {} ", tr(app.session.lang, "cli-panel-players", &[]));
    let players = players.map(|p| p.block(Block::bordered().title(players_title)));
    let menu_height = menu.as_ref().map_or(0, |m| m.height(area.width));
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
    if let Some(menu) = &menu {
        menu.draw(frame, actions);
    }
    frame.render_widget(log_paragraph(app, log), log);
}

/// The help overlay: the keys, and the game's legend; scrolled when the terminal is short.
fn draw_help(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let lang = app.session.lang;
    let mut text = vec![
        Line::from(tr(lang, "cli-help-title", &[])).bold(),
        Line::from(""),
    ];
    text.extend(
        tr(lang, "cli-help-keys", &[])
            .lines()
            .map(|l| Line::from(l.to_owned())),
    );
    text.push(Line::from(""));
    text.extend(
        tr(lang, "cli-help-docs", &[])
            .lines()
            .map(|l| Line::from(l.to_owned())),
    );
    match &app.session.game {
        Some(GameView::Camelot { .. }) if app.mono => text.extend(camelot::mono_help(lang)),
        Some(GameView::SuperCamelot { .. }) => text.extend(super_camelot::legend_help(lang)),
        _ => {}
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
        (false, false) => format!(" {} ", tr(lang, "cli-help-close", &[])),
        (above, below) => {
            let more = |on: bool, id: &str| {
                if on {
                    format!("{} ", tr(lang, id, &[]))
                } else {
                    String::new()
                }
            };
            format!(
                " {} {}{}· {} ",
                tr(lang, "cli-help", &[]),
                more(above, "cli-help-more-above"),
                more(below, "cli-help-more-below"),
                tr(lang, "cli-help-scroll", &[])
            )
        }
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
    use super::fixtures::{buffer, camelot_app, key, screen, start_view, super_camelot_app};
    use super::*;
    use crate::tui::app::Msg;
    use protocol::ServerMsg;

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

    fn view_pending_is_mine(app: &App) -> bool {
        match &app.session.game {
            Some(GameView::SuperCamelot { view, .. }) => !view.legal_actions.is_empty(),
            _ => false,
        }
    }

    #[test]
    fn the_french_screen_speaks_french() {
        let mut app = camelot_app(LobbyStatus::Playing, &["E6-E5"]);
        app.session.lang = Lang::Fr;
        let s = screen(&app, 120, 40);
        assert!(
            s.contains("salon K7QX2M9P · ann (place 0) · connecté"),
            "{s}"
        );
        assert!(s.contains("aux Blancs de jouer"), "{s}");
        assert!(
            s.contains("coups de château : Blancs 0/2, Noirs 0/2"),
            "{s}"
        );
        assert!(s.contains("flèches+Entrée jouer"), "{s}");
        assert!(s.contains("Joueurs") && s.contains("Journal"), "{s}");
        assert!(!s.contains("to move"), "{s}");
        app.mode = Mode::Help;
        let help = screen(&app, 120, 40);
        assert!(help.contains("Albion — touches"), "{help}");
        // The French how-to-play pages.
        assert!(help.contains("docs/fr/how-to-play-camelot.md"), "{help}");
        // Super Camelot: the panels around the engine's sentences are French.
        let mut app = super_camelot_app(&start_view(), 2);
        app.session.lang = Lang::Fr;
        let s = screen(&app, 120, 50);
        assert!(s.contains("La forêt"), "{s}");
        assert!(s.contains("3 actions restantes · 12 tuiles"), "{s}");
        assert!(s.contains("? aide et légende"), "{s}");
        assert!(s.contains("reliques 0/3 · aucun trésor"), "{s}");
        app.mode = Mode::Help;
        assert!(screen(&app, 120, 50).contains("La forêt — légende"));
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
            days_per_move: None,
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
    fn long_times_read_as_days_and_hours_and_short_ones_as_before() {
        const H: u64 = 3_600_000;
        const D: u64 = 24 * H;
        // Short times, as a live clock shows them, are unchanged.
        assert_eq!(long_time_text(59 * 60_000), "59:00");
        assert_eq!(long_time_text(61_500), "1:02");
        assert_eq!(long_time_text(0), "0:00");
        // From an hour: hours and minutes; from a day: days and hours, the smaller unit
        // rounded down.
        assert_eq!(long_time_text(H), "1h 00m");
        assert_eq!(long_time_text(5 * H + 12 * 60_000 + 59_000), "5h 12m");
        assert_eq!(long_time_text(D - 1000), "23h 59m");
        // Rounded up to the second first, as the live clock is.
        assert_eq!(long_time_text(D - 1), "1d 00h");
        assert_eq!(long_time_text(D), "1d 00h");
        assert_eq!(long_time_text(2 * D + 5 * H + 59 * 60_000), "2d 05h");
        assert_eq!(long_time_text(14 * D), "14d 00h");
        // A live clock keeps h:mm:ss below a day; no huge minute or hour counts above it.
        assert_eq!(clock_text(3 * H + 10_000), "3:00:10");
        assert_eq!(clock_text(2 * D + 5 * H), "2d 05h");
        // Which one a seat's clock uses follows the game.
        let slow = GameConfig::default().with_days(Some(2));
        assert_eq!(time_left_text(Some(&slow), 5 * H + 12 * 60_000), "5h 12m");
        assert_eq!(
            time_left_text(Some(&GameConfig::default()), 5 * H + 12 * 60_000),
            "5:12:00"
        );
        assert_eq!(time_left_text(None, 90_000), "1:30");
    }

    #[test]
    fn a_correspondence_game_is_labelled_with_its_days_and_its_clock_reads_in_days() {
        assert_eq!(
            game_label(Lang::En, &GameConfig::default().with_days(Some(2))),
            "Camelot (standard, 2 days per move)"
        );
        assert_eq!(
            game_label(
                Lang::En,
                &GameConfig::super_camelot(3, None).with_days(Some(1))
            ),
            "Super Camelot (3 seats, 1 day per turn)"
        );
        let mut app = clocked_app(vec![2 * 86_400_000 - 7_000, 2 * 86_400_000], 0);
        let mut lobby = app.session.lobby.clone().unwrap();
        lobby.config = GameConfig::default().with_days(Some(2));
        app.session.apply(&ServerMsg::Sync {
            v: 14,
            lobby,
            game: app.session.game.clone(),
            clock_elapsed_ms: Some(0),
        });
        let s = screen(&app, 110, 30);
        assert!(s.contains("Camelot (standard, 2 days per move)"), "{s}");
        let mut open = app.session.lobby.clone().unwrap();
        open.status = LobbyStatus::Open;
        let mut waiting = camelot_app(LobbyStatus::Open, &[]);
        waiting.session.apply(&ServerMsg::Sync {
            v: 13,
            lobby: open,
            game: None,
            clock_elapsed_ms: None,
        });
        let w = screen(&waiting, 110, 30);
        assert!(w.contains("A correspondence game, 2 days per move"), "{w}");
        assert!(s.contains("0 ann (you)  ⏱ 1d 23h"), "{s}");
        assert!(s.contains("1 bob  2d 00h"), "{s}");
        assert!(!key_hints(&app).contains("LOW TIME"));
        // Under six hours of a two-day move is low.
        let mut lobby = app.session.lobby.clone().unwrap();
        let mut game = app.session.game.clone().unwrap();
        if let GameView::Camelot { clock, .. } = &mut game {
            clock.as_mut().unwrap().left_ms = vec![5 * 3_600_000 + 12 * 60_000, 2 * 86_400_000];
        }
        lobby.status = LobbyStatus::Playing;
        app.session.apply(&ServerMsg::Sync {
            v: 15,
            lobby,
            game: Some(game),
            clock_elapsed_ms: Some(0),
        });
        assert!(
            key_hints(&app).starts_with("LOW TIME: 5h 11m left!")
                || key_hints(&app).starts_with("LOW TIME: 5h 12m left!"),
            "{}",
            key_hints(&app)
        );
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
            change: None,
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
            app.update(Msg::Key(key(crossterm::event::KeyCode::Down)));
        }
        assert_eq!(app.mode, Mode::Help);
        let s = screen(&app, 80, 24);
        assert!(s.contains("Passed out: lies down"), "{s}");
        assert!(s.contains("↑more"), "{s}");
        assert!(!s.contains("↓more"), "{s}");
        // Any other key closes it.
        app.update(Msg::Key(key(crossterm::event::KeyCode::Char('x'))));
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
        view.pending = Some(::super_camelot::Decision {
            seat: ::super_camelot::Seat(1),
            prompt: ::super_camelot::Prompt::ChooseKnightSquare {
                enemy: ::super_camelot::Square::new(15, 4).unwrap(),
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
    fn the_host_is_told_how_to_add_a_computer_player() {
        let app = camelot_app(LobbyStatus::Open, &[]);
        assert!(key_hints(&app).contains("b add a computer player"));
    }
}
