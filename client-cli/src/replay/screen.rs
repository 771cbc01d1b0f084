//! The replay screen: the header, the board (Camelot) or the step told in words (Super
//! Camelot), the move list with the current step highlighted, and the step counter. No network:
//! the record is fetched before the screen opens.

use crate::lang::tr;
use std::process::ExitCode;

use camelot::Color as Side;
use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Wrap};

use super::Replay;
use crate::tui::render::{BoardMarks, camelot_board};

/// Steps skipped by PageUp and PageDown.
const PAGE: usize = 10;

/// The replay screen's state.
#[derive(Debug, Clone)]
pub struct Screen {
    /// The game.
    pub replay: Replay,
    /// Steps shown as played: 0 is the start, `replay.len()` the end.
    pub current: usize,
    /// Set when the user asked to quit.
    pub quit: bool,
    /// No colour (`NO_COLOR`): the last move is marked without colour.
    pub mono: bool,
}

impl Screen {
    /// The screen at the start of the game.
    #[must_use]
    pub fn new(replay: Replay) -> Screen {
        Screen {
            replay,
            current: 0,
            quit: false,
            mono: crate::tui::render::no_color(),
        }
    }

    /// Handles a key: ←/→ (h/l, ↑/↓, j/k) step, PageUp/PageDown by ten, Home/End (g/G) to the
    /// first or last step, q or Esc quits.
    pub fn on_key(&mut self, key: KeyEvent) {
        let last = self.replay.len();
        match key.code {
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => self.quit = true,
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            KeyCode::Left | KeyCode::Up | KeyCode::Char('h' | 'k') => {
                self.current = self.current.saturating_sub(1);
            }
            KeyCode::Right | KeyCode::Down | KeyCode::Char('l' | 'j' | ' ') => {
                self.current = (self.current + 1).min(last);
            }
            KeyCode::PageUp => self.current = self.current.saturating_sub(PAGE),
            KeyCode::PageDown => self.current = (self.current + PAGE).min(last),
            KeyCode::Home | KeyCode::Char('g') => self.current = 0,
            KeyCode::End | KeyCode::Char('G') => self.current = last,
            _ => {}
        }
    }

    /// Where the replay stands: Camelot counts moves as plies (`ply 7 of 40`; the move's own
    /// number is WCF's, `4. F6-F7`), as the web replay does; Super Camelot counts the record's
    /// steps (`step 3 of 12`).
    #[must_use]
    pub fn counter(&self) -> String {
        let (id, n, of) = if self.replay.start.is_some() {
            (
                "cli-replay-ply-of",
                self.replay.plies_in(self.current),
                self.replay.plies_in(self.replay.len()),
            )
        } else {
            ("cli-replay-step-of", self.current, self.replay.len())
        };
        tr(
            self.replay.lang,
            id,
            &[("n", n.into()), ("count", of.into())],
        )
    }
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, screen: &Screen) {
    let replay = &screen.replay;
    let lang = replay.lang;
    let header = replay.header();
    let [title, head, main, status] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(header.len() as u16 + 1),
        Constraint::Min(8),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    frame.render_widget(
        Paragraph::new(format!(
            " {} · {} ",
            tr(lang, "cli-replay-screen-title", &[]),
            header[0]
        ))
        .reversed(),
        title,
    );
    let head_lines: Vec<Line<'static>> =
        header[1..].iter().map(|l| Line::from(l.clone())).collect();
    frame.render_widget(
        Paragraph::new(head_lines).block(
            Block::bordered().title(format!(" {} ", tr(lang, "cli-replay-panel-game", &[]))),
        ),
        head,
    );
    let right = if replay.start.is_some() {
        let [l, r] = Layout::horizontal([Constraint::Length(42), Constraint::Min(20)]).areas(main);
        draw_camelot(frame, l, screen);
        r
    } else {
        let [l, r] =
            Layout::horizontal([Constraint::Percentage(60), Constraint::Min(20)]).areas(main);
        draw_story(frame, l, screen);
        r
    };
    draw_moves(frame, right, screen);
    frame.render_widget(
        Paragraph::new(format!(
            "{}  ·  {}",
            screen.counter(),
            tr(lang, "cli-replay-keys", &[])
        ))
        .fg(Color::Yellow),
        status,
    );
}

/// The current step in a line, or where the replay stands.
fn step_line(screen: &Screen) -> Option<String> {
    let k = screen.current;
    let step = screen.replay.steps.get(k.checked_sub(1)?)?;
    Some(step.heading())
}

fn result_line(screen: &Screen) -> Option<Line<'static>> {
    (screen.current == screen.replay.len()).then(|| {
        Line::from(screen.replay.result_line())
            .bold()
            .fg(Color::Yellow)
    })
}

fn draw_camelot(frame: &mut Frame<'_>, area: Rect, screen: &Screen) {
    let replay = &screen.replay;
    let k = screen.current;
    let lang = replay.lang;
    let block = Block::bordered().title(" Camelot ");
    let Some(position) = replay.position_after(k) else {
        let mut lines = vec![Line::from(tr(lang, "cli-replay-not-rebuilt", &[]))];
        lines.extend(step_line(screen).map(Line::from));
        frame.render_widget(
            Paragraph::new(lines)
                .block(block)
                .wrap(Wrap { trim: false }),
            area,
        );
        return;
    };
    let highlight = k
        .checked_sub(1)
        .and_then(|i| replay.steps.get(i))
        .map(|s| s.highlight.clone())
        .unwrap_or_default();
    let mut lines = camelot_board(
        position,
        &BoardMarks {
            last_move: &highlight,
            mono: screen.mono,
            ..BoardMarks::default()
        },
    );
    lines.push(Line::from(""));
    let turn = tr(
        lang,
        if position.turn() == Side::White {
            "cli-camelot-white"
        } else {
            "cli-camelot-black"
        },
        &[],
    );
    lines.push(Line::from(format!(
        "{} · {}",
        tr(lang, "cli-camelot-to-move", &[("side", turn.into())]),
        tr(
            lang,
            "cli-camelot-move-number",
            &[("number", position.move_number().into())]
        )
    )));
    lines.push(Line::from(tr(
        lang,
        "cli-replay-castle-moves",
        &[
            ("white", position.castle_moves_used(Side::White).into()),
            ("black", position.castle_moves_used(Side::Black).into()),
        ],
    )));
    match step_line(screen) {
        Some(text) => lines.push(Line::from(tr(
            lang,
            "cli-replay-last",
            &[("step", text.into())],
        ))),
        None => lines.push(Line::from(tr(lang, "cli-replay-start-position", &[]))),
    }
    if let Some(step) = k.checked_sub(1).and_then(|i| replay.steps.get(i)) {
        lines.extend(
            step.details
                .iter()
                .map(|d| Line::from(d.clone()).fg(Color::LightRed)),
        );
    }
    lines.extend(result_line(screen));
    frame.render_widget(
        Paragraph::new(lines)
            .block(block)
            .wrap(Wrap { trim: false }),
        area,
    );
}

fn draw_story(frame: &mut Frame<'_>, area: Rect, screen: &Screen) {
    let replay = &screen.replay;
    let k = screen.current;
    let lang = replay.lang;
    let mut lines: Vec<Line<'static>> = Vec::new();
    match k.checked_sub(1).and_then(|i| replay.steps.get(i)) {
        None => {
            lines.push(Line::from(tr(lang, "cli-replay-before-first", &[])).bold());
            lines.push(Line::from(""));
            for p in &replay.record.players {
                let seat = tr(lang, "cli-seat-n", &[("seat", p.seat.into())]);
                lines.push(Line::from(match p.character {
                    Some(c) => tr(
                        lang,
                        "cli-replay-seat-plays",
                        &[
                            ("seat", seat.into()),
                            ("name", p.name.clone().into()),
                            ("character", crate::lang::character_name(lang, c).into()),
                        ],
                    ),
                    None => format!("{seat} · {}", p.name),
                }));
            }
            lines.push(Line::from(""));
            lines.push(Line::from(tr(lang, "cli-replay-next-step", &[])).fg(Color::DarkGray));
        }
        Some(step) => {
            lines.push(
                Line::from(step.heading())
                    .bold()
                    .style(Style::new().add_modifier(Modifier::BOLD)),
            );
            lines.push(Line::from(""));
            if step.details.is_empty() {
                lines
                    .push(Line::from(tr(lang, "cli-replay-nothing-else", &[])).fg(Color::DarkGray));
            }
            lines.extend(step.details.iter().map(|d| Line::from(format!("· {d}"))));
        }
    }
    lines.push(Line::from(""));
    lines.extend(result_line(screen));
    frame.render_widget(
        Paragraph::new(lines)
            .block(
                Block::bordered().title(format!(" {} ", tr(lang, "cli-replay-what-happened", &[]))),
            )
            .wrap(Wrap { trim: false }),
        area,
    );
}

fn draw_moves(frame: &mut Frame<'_>, area: Rect, screen: &Screen) {
    let replay = &screen.replay;
    let entries: Vec<String> = std::iter::once(tr(replay.lang, "cli-replay-start", &[]))
        .chain(replay.steps.iter().map(super::Step::heading))
        .collect();
    let visible = usize::from(area.height.saturating_sub(2)).max(1);
    // Keep the current entry in view, near the middle once the list scrolls.
    let first = screen
        .current
        .saturating_sub(visible / 2)
        .min(entries.len().saturating_sub(visible));
    let lines: Vec<Line<'static>> = entries
        .into_iter()
        .enumerate()
        .skip(first)
        .take(visible)
        .map(|(i, text)| {
            if i == screen.current {
                Line::from(format!("▶ {text}")).reversed()
            } else {
                Line::from(format!("  {text}"))
            }
        })
        .collect();
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(format!(" {} ", screen.counter()))),
        area,
    );
}

/// Opens the replay screen on the terminal until the user quits.
#[must_use]
pub fn run(replay: Replay) -> ExitCode {
    let lang = replay.lang;
    let failed = |id: &str, e: &dyn std::fmt::Display| {
        eprintln!(
            "albion: {}",
            tr(lang, id, &[("error", e.to_string().into())])
        );
    };
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            failed("cli-replay-needs-terminal", &e);
            return ExitCode::FAILURE;
        }
    };
    let mut screen = Screen::new(replay);
    loop {
        if let Err(e) = terminal.draw(|frame| draw(frame, &screen)) {
            ratatui::restore();
            failed("cli-drawing-failed", &e);
            return ExitCode::FAILURE;
        }
        match event::read() {
            Ok(Event::Key(key)) if key.kind == KeyEventKind::Press => screen.on_key(key),
            Ok(_) => {}
            Err(e) => {
                ratatui::restore();
                failed("cli-reading-failed", &e);
                return ExitCode::FAILURE;
            }
        }
        if screen.quit {
            break;
        }
    }
    ratatui::restore();
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::tests_support::{camelot_record, super_camelot_record};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn screen_text(screen: &Screen, width: u16, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal.draw(|f| draw(f, screen)).unwrap();
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

    fn press(screen: &mut Screen, code: KeyCode) {
        screen.on_key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    #[test]
    fn keys_step_through_the_game() {
        let (record, _) = camelot_record(4);
        let mut s = Screen::new(Replay::new(record));
        // Independent of the NO_COLOR of the environment running the tests.
        s.mono = false;
        assert_eq!(s.counter(), "ply 0 of 4");
        press(&mut s, KeyCode::Left);
        assert_eq!(s.current, 0);
        press(&mut s, KeyCode::Right);
        press(&mut s, KeyCode::Char('l'));
        assert_eq!(s.current, 2);
        press(&mut s, KeyCode::Char('h'));
        assert_eq!(s.current, 1);
        assert_eq!(s.counter(), "ply 1 of 4");
        press(&mut s, KeyCode::End);
        // The last step is the resignation: no further ply.
        assert_eq!(s.counter(), "ply 4 of 4");
        press(&mut s, KeyCode::Right);
        assert_eq!(s.current, 5);
        press(&mut s, KeyCode::Home);
        assert_eq!(s.current, 0);
        press(&mut s, KeyCode::PageDown);
        assert_eq!(s.current, 5);
        assert!(!s.quit);
        press(&mut s, KeyCode::Esc);
        assert!(s.quit);
        let mut s = Screen::new(s.replay);
        // Independent of the NO_COLOR of the environment running the tests.
        s.mono = false;
        press(&mut s, KeyCode::Char('q'));
        assert!(s.quit);
    }

    #[test]
    fn the_camelot_screen_shows_header_board_list_and_counter() {
        let (record, positions) = camelot_record(4);
        let mut s = Screen::new(Replay::new(record));
        // Independent of the NO_COLOR of the environment running the tests.
        s.mono = false;
        let start = screen_text(&s, 110, 40);
        assert!(
            start.contains("Albion replay · Camelot (standard) · game 1 of lobby K7QX2M9P · id 12"),
            "{start}"
        );
        assert!(start.contains("White: ann · Black: bob"), "{start}");
        assert!(start.contains("Result: bob won (resignation)"), "{start}");
        assert!(start.contains("ply 0 of 4"), "{start}");
        assert!(start.contains("▶ start"), "{start}");
        assert!(start.contains("the start position"), "{start}");
        assert!(
            start.contains(" 6  ·  ·  N  M  M  M  M  M  M  N  ·  · "),
            "{start}"
        );
        press(&mut s, KeyCode::Right);
        press(&mut s, KeyCode::Right);
        let two = screen_text(&s, 110, 40);
        let second = s.replay.steps[1].label.clone();
        // Black's first move: WCF's `1...`.
        assert!(two.contains(&format!("▶ 1... {second}")), "{two}");
        assert!(two.contains(&format!("last: 1... {second}")), "{two}");
        assert!(two.contains("ply 2 of 4"), "{two}");
        // The board drawn is the engine's position after two moves.
        let after: camelot::Position = positions[1].parse().unwrap();
        let board: Vec<String> = camelot_board(&after, &BoardMarks::default())
            .iter()
            .map(|l| l.spans.iter().map(|sp| sp.content.as_ref()).collect())
            .collect();
        for row in &board {
            assert!(two.contains(row.as_str()), "{row}\n{two}");
        }
        press(&mut s, KeyCode::End);
        let end = screen_text(&s, 110, 40);
        assert!(end.contains("▶ white resigned"), "{end}");
    }

    #[test]
    fn the_super_camelot_screen_tells_the_step() {
        let mut s = Screen::new(Replay::new(super_camelot_record()));
        // Independent of the NO_COLOR of the environment running the tests.
        s.mono = false;
        let start = screen_text(&s, 120, 30);
        assert!(start.contains("Before the first action."), "{start}");
        assert!(start.contains("seat 1 · bob plays Merlin"), "{start}");
        press(&mut s, KeyCode::End);
        let end = screen_text(&s, 120, 30);
        assert!(end.contains("2. bob: ends the turn"), "{end}");
        assert!(
            end.contains("· bob gains 40 Gems (40 in all; seen by bob only)"),
            "{end}"
        );
        assert!(end.contains("step 2 of 2"), "{end}");
        assert!(end.contains("Result: bob won (gems)"), "{end}");
    }

    #[test]
    fn a_long_list_scrolls_with_the_current_step() {
        let (record, _) = camelot_record(40);
        let mut s = Screen::new(Replay::new(record));
        // Independent of the NO_COLOR of the environment running the tests.
        s.mono = false;
        press(&mut s, KeyCode::End);
        let end = screen_text(&s, 110, 30);
        // 40 plies, then the resignation: the 40th ply is Black's 20th move.
        assert!(end.contains("▶ white resigned"), "{end}");
        assert!(end.contains("  20... black "), "{end}");
        assert!(!end.contains("▶ start"), "{end}");
    }
}
