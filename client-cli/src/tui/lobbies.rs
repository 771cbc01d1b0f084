//! The lobby list screen (`albion lobbies` on a terminal, `albion join` without a code): the
//! public lobbies that are open, one a row with their game, seats taken and status; ↑/↓ choose,
//! Enter joins (a free seat, or watching a full lobby), `w` watches, `r` refreshes, `q`/Esc goes
//! back. `GET /api/lobbies` is paged: the next page is fetched when the selection reaches the end
//! of those loaded. No terminal here: the loop is in `mod.rs`, so keys and drawing are tested
//! directly.

use protocol::{GameConfig, LobbyInfo, LobbyStatus};
use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Color, Modifier, Style, Stylize};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table, TableState, Wrap};

use crate::lang::{Lang, tr};
use crate::net::{NetError, ServerAddr, list_lobbies_page};
use crate::text::clean;

/// Lobbies asked for at a time (the server allows up to 200 a page).
pub const PAGE: usize = 100;

/// What a key on the list asks the loop to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListAction {
    /// Nothing beyond redrawing.
    None,
    /// Fetch the list again from its first page.
    Refresh,
    /// Fetch the page after the last lobby loaded.
    LoadMore,
    /// Open the game screen of lobby `code`: taking a seat, or watching when `spectate`.
    Join {
        /// The lobby's code.
        code: String,
        /// Watch without taking a seat.
        spectate: bool,
    },
    /// Leave the list (back to the shell).
    Back,
}

/// The lobby list screen's state.
#[derive(Debug, Clone)]
pub struct LobbyList {
    /// The server, as shown (`http://HOST:PORT`).
    pub server: String,
    /// The lobbies loaded so far, sorted by code as the server pages them.
    pub lobbies: Vec<LobbyInfo>,
    /// The highlighted row.
    pub selected: usize,
    /// The last page loaded was full: there may be more after it.
    pub more: bool,
    /// Whether the list has been loaded at least once.
    pub loaded: bool,
    /// A one-line note: loading, an error, what just happened.
    pub status: String,
    /// No colour (`NO_COLOR`): the selection is reverse video and a marker, not a colour.
    pub mono: bool,
    /// Set when the user asked to quit altogether (Ctrl-C).
    pub quit: bool,
    /// Lobbies asked for at a time ([`PAGE`]; smaller in tests).
    pub page: usize,
    /// The status line tells of a failure (it stays until the next try, not the next key).
    pub failed: bool,
    /// The language the screen speaks.
    pub lang: Lang,
}

/// How many seats of `lobby` nobody holds.
#[must_use]
pub fn free_seats(lobby: &LobbyInfo) -> usize {
    lobby.seats.iter().filter(|s| s.name.is_none()).count()
}

/// The game in a few words for the list: `Camelot (standard, 5+3)`, `Super Camelot 90 s/turn`,
/// `Camelot 2 days per move`, `Super Camelot 3 days per turn` (the seats have their own column).
#[must_use]
pub fn game_words(lang: Lang, config: &GameConfig) -> String {
    use super::render::days_words;
    match config {
        GameConfig::Camelot {
            ruleset,
            days_per_move: Some(d),
            ..
        } => match ruleset {
            camelot::Ruleset::Standard => format!("Camelot {}", days_words(lang, *d, "move")),
            other => format!("Camelot ({other}) {}", days_words(lang, *d, "move")),
        },
        GameConfig::Camelot { .. } => super::render::game_label(lang, config),
        GameConfig::SuperCamelot {
            days_per_turn: Some(d),
            ..
        } => format!("Super Camelot {}", days_words(lang, *d, "turn")),
        GameConfig::SuperCamelot { turn_secs, .. } => match turn_secs {
            Some(t) => tr(
                lang,
                "cli-list-super-camelot-turn",
                &[("secs", (*t).into())],
            ),
            None => "Super Camelot".to_owned(),
        },
    }
}

/// The lobby's status for someone choosing one: `waiting, 1 free`, `full: watch`, `playing`.
#[must_use]
pub fn status_words(lang: Lang, lobby: &LobbyInfo) -> String {
    let free = free_seats(lobby);
    match lobby.status {
        LobbyStatus::Open if free == 0 => tr(lang, "cli-list-full", &[]),
        LobbyStatus::Open => tr(lang, "cli-list-waiting", &[("count", free.into())]),
        LobbyStatus::Playing => tr(lang, "cli-list-playing", &[]),
        LobbyStatus::Finished => tr(lang, "cli-list-game-over", &[]),
        LobbyStatus::Aborted => tr(lang, "cli-list-aborted", &[]),
    }
}

impl LobbyList {
    /// An empty list of the lobbies on `server`, before anything is loaded.
    #[must_use]
    pub fn new(server: &str) -> LobbyList {
        LobbyList {
            server: server.to_owned(),
            lobbies: Vec::new(),
            selected: 0,
            more: false,
            loaded: false,
            status: String::new(),
            mono: super::render::no_color(),
            quit: false,
            page: PAGE,
            failed: false,
            lang: Lang::En,
        }
    }

    /// The highlighted lobby.
    #[must_use]
    pub fn current(&self) -> Option<&LobbyInfo> {
        self.lobbies.get(self.selected)
    }

    /// Takes in a page: the first one replaces the list (the same lobby stays highlighted if it
    /// is still there), a later one is added after it.
    pub fn take_page(&mut self, page: Vec<LobbyInfo>, first: bool) {
        self.more = page.len() >= self.page;
        self.loaded = true;
        if first {
            let keep = self.current().map(|l| l.code.clone());
            self.lobbies = page;
            self.selected = keep
                .and_then(|code| self.lobbies.iter().position(|l| l.code == code))
                .unwrap_or(0);
        } else {
            // Sorted by code: a lobby listed twice (it moved between pages) is kept once.
            let last = self.lobbies.last().map(|l| l.code.clone());
            self.lobbies.extend(
                page.into_iter()
                    .filter(|l| last.as_ref().is_none_or(|c| l.code > *c)),
            );
        }
        self.selected = self.selected.min(self.lobbies.len().saturating_sub(1));
    }

    /// The code the next page starts after.
    #[must_use]
    pub fn after(&self) -> Option<&str> {
        self.lobbies.last().map(|l| l.code.as_str())
    }

    /// Moves the selection by `delta` rows; past the last lobby loaded, asks for the next page.
    fn step(&mut self, delta: isize) -> ListAction {
        let n = self.lobbies.len();
        if n == 0 {
            return ListAction::None;
        }
        let want = self.selected.saturating_add_signed(delta);
        if want >= n && self.more {
            self.selected = n - 1;
            return ListAction::LoadMore;
        }
        self.selected = want.min(n - 1);
        if self.selected == n - 1 && self.more {
            // Fetch ahead, so that ↓ goes on without a stop at the end of a page.
            return ListAction::LoadMore;
        }
        ListAction::None
    }

    /// Handles a key.
    pub fn on_key(&mut self, key: KeyEvent) -> ListAction {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return ListAction::Back;
        }
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.step(-1),
            KeyCode::Down | KeyCode::Char('j') => self.step(1),
            KeyCode::PageUp => self.step(-10),
            KeyCode::PageDown => self.step(10),
            KeyCode::Home | KeyCode::Char('g') => self.step(isize::MIN),
            KeyCode::End | KeyCode::Char('G') => self.step(isize::MAX),
            KeyCode::Char('r') => ListAction::Refresh,
            KeyCode::Char('q') | KeyCode::Esc => ListAction::Back,
            KeyCode::Enter | KeyCode::Char('w') => {
                let Some(lobby) = self.current() else {
                    self.status = tr(self.lang, "cli-list-nothing-to-join", &[]);
                    return ListAction::None;
                };
                let full = free_seats(lobby) == 0 || lobby.status != LobbyStatus::Open;
                ListAction::Join {
                    code: lobby.code.clone(),
                    spectate: key.code == KeyCode::Char('w') || full,
                }
            }
            _ => ListAction::None,
        }
    }

    /// Fetches the first page again (`more` false) or the next one, and takes it in; a failure
    /// is shown in the status line and the list stays as it was.
    pub async fn fetch(&mut self, addr: &ServerAddr, more: bool) {
        let after = if more {
            self.after().map(str::to_owned)
        } else {
            None
        };
        match list_lobbies_page(addr, after.as_deref(), self.page).await {
            Ok(page) => {
                self.take_page(page, !more);
                self.status.clear();
                self.failed = false;
            }
            Err(e) => {
                self.status = fetch_error(self.lang, &e);
                self.failed = true;
            }
        }
    }
}

fn fetch_error(lang: Lang, e: &NetError) -> String {
    tr(
        lang,
        "cli-list-fetch-error",
        &[("error", e.text(lang).into())],
    )
}

/// The keys, shortest last when the width is small.
fn key_hints(lang: Lang, width: usize) -> String {
    let long = tr(lang, "cli-list-keys", &[]);
    if long.chars().count() <= width {
        long
    } else {
        tr(lang, "cli-list-keys-short", &[])
    }
}

/// Draws the list screen.
pub fn draw(frame: &mut Frame<'_>, list: &LobbyList) {
    let lang = list.lang;
    let area = frame.area();
    let width = usize::from(area.width);
    let status = if list.status.is_empty() {
        key_hints(lang, width)
    } else {
        list.status.clone()
    };
    let status_rows = if status.chars().count() > width { 2 } else { 1 };
    let [title, main, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(status_rows),
    ])
    .areas(area);
    let count = if list.loaded {
        let n = list.lobbies.len();
        let id = if list.more && n != 1 {
            "cli-list-open-more"
        } else {
            "cli-list-open"
        };
        format!(" · {}", tr(lang, id, &[("count", n.into())]))
    } else {
        String::new()
    };
    let heading = tr(
        lang,
        "cli-list-title",
        &[("server", clean(&list.server).into())],
    );
    frame.render_widget(
        Paragraph::new(format!(" Albion · {heading}{count} ")).reversed(),
        title,
    );
    let footer_style = if list.mono {
        Style::default()
    } else {
        Style::default().fg(Color::Yellow)
    };
    frame.render_widget(
        Paragraph::new(status)
            .style(footer_style)
            .wrap(Wrap { trim: true }),
        footer,
    );
    let block = Block::bordered().title(format!(" {} ", tr(lang, "cli-list-lobbies", &[])));
    if list.lobbies.is_empty() {
        let server =
            || -> (&str, crate::lang::Value<'static>) { ("server", clean(&list.server).into()) };
        let text = if list.loaded {
            vec![
                Line::from(tr(lang, "cli-lobbies-none", &[server()])),
                Line::from(""),
                Line::from(tr(lang, "cli-lobbies-open-one", &[server()])),
                Line::from(tr(lang, "cli-list-look-again", &[])),
            ]
        } else {
            vec![Line::from(tr(lang, "cli-list-loading", &[]))]
        };
        frame.render_widget(
            Paragraph::new(text).block(block).wrap(Wrap { trim: false }),
            main,
        );
        return;
    }
    let header = Row::new(
        [
            "cli-list-col-code",
            "cli-list-col-game",
            "cli-list-col-seats",
            "cli-list-col-status",
            "cli-list-col-players",
        ]
        .map(|id| tr(lang, id, &[])),
    )
    .style(Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED));
    let rows: Vec<Row> = list
        .lobbies
        .iter()
        .map(|lobby| {
            let taken = lobby.seats.len() - free_seats(lobby);
            let names: Vec<String> = lobby
                .seats
                .iter()
                .filter_map(|s| s.name.as_deref().map(clean))
                .collect();
            let mut players = names.join(", ");
            if lobby.spectators > 0 {
                players.push_str(&format!(
                    " {}",
                    tr(
                        lang,
                        "cli-list-watching",
                        &[("count", lobby.spectators.into())]
                    )
                ));
            }
            Row::new([
                Cell::from(clean(&lobby.code)),
                Cell::from(game_words(lang, &lobby.config)),
                Cell::from(format!("{taken}/{}", lobby.seats.len())),
                Cell::from(status_words(lang, lobby)),
                Cell::from(players.trim_start().to_owned()),
            ])
        })
        .collect();
    // Wider columns on a wide terminal; at 80 columns every column still has its place (the
    // game's a little wider when a correspondence game needs it).
    let wide = area.width >= 120;
    let longest = list
        .lobbies
        .iter()
        .map(|l| game_words(lang, &l.config).chars().count())
        .max()
        .unwrap_or(0);
    let game_width = if wide { 32 } else { longest.clamp(24, 29) };
    let widths = [
        Constraint::Length(12),
        Constraint::Length(u16::try_from(game_width).unwrap_or(24)),
        Constraint::Length(5),
        Constraint::Length(if wide { 17 } else { 15 }),
        Constraint::Min(8),
    ];
    let selected = if list.mono {
        Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    } else {
        Style::default()
            .fg(Color::Black)
            .bg(Color::Cyan)
            .add_modifier(Modifier::BOLD)
    };
    let table = Table::new(rows, widths)
        .header(header)
        .block(block)
        .column_spacing(1)
        .row_highlight_style(selected)
        .highlight_symbol("▶ ")
        .highlight_spacing(ratatui::widgets::HighlightSpacing::Always);
    let mut state = TableState::default().with_selected(Some(list.selected));
    frame.render_stateful_widget(table, main, &mut state);
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::SeatInfo;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyEventKind, KeyEventState};

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent {
            code,
            modifiers: KeyModifiers::NONE,
            kind: KeyEventKind::Press,
            state: KeyEventState::NONE,
        }
    }

    fn lobby(code: &str, config: GameConfig, names: &[Option<&str>]) -> LobbyInfo {
        LobbyInfo {
            code: code.into(),
            config,
            public: true,
            status: LobbyStatus::Open,
            host: Some(0),
            seats: names
                .iter()
                .zip(0..)
                .map(|(name, seat)| SeatInfo {
                    seat,
                    name: name.map(str::to_owned),
                    ready: false,
                    connected: true,
                    rematch: false,
                    character: None,
                    abandoned: false,
                    bot: None,
                })
                .collect(),
            game_no: 0,
            result: None,
            spectators: 0,
            game_id: None,
        }
    }

    fn camelot() -> GameConfig {
        GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: Some(protocol::TimeControl {
                base_secs: 300,
                increment_secs: 3,
            }),
            days_per_move: None,
        }
    }

    fn super_camelot(seats: u8) -> GameConfig {
        GameConfig::SuperCamelot {
            seats,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: Some(90),
            days_per_turn: None,
        }
    }

    fn sample(mono: bool) -> LobbyList {
        let mut list = LobbyList::new("http://127.0.0.1:8080");
        list.mono = mono;
        list.take_page(
            vec![
                lobby("AAAA1111", camelot(), &[Some("ann"), None]),
                lobby(
                    "BBBB2222",
                    super_camelot(3),
                    &[Some("bob"), Some("cy"), Some("di")],
                ),
            ],
            true,
        );
        list
    }

    fn screen(list: &LobbyList, w: u16, h: u16) -> (String, ratatui::buffer::Buffer) {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| draw(f, list)).unwrap();
        let buf = terminal.backend().buffer().clone();
        let text = (0..h)
            .map(|y| {
                (0..w)
                    .map(|x| buf[(x, y)].symbol().to_owned())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n");
        (text, buf)
    }

    fn row_of(text: &str, needle: &str) -> u16 {
        u16::try_from(text.lines().position(|l| l.contains(needle)).unwrap()).unwrap()
    }

    #[test]
    fn arrows_choose_enter_joins_a_free_seat_or_watches_a_full_lobby() {
        let mut list = sample(false);
        assert_eq!(
            list.on_key(key(KeyCode::Enter)),
            ListAction::Join {
                code: "AAAA1111".into(),
                spectate: false
            }
        );
        assert_eq!(
            list.on_key(key(KeyCode::Char('w'))),
            ListAction::Join {
                code: "AAAA1111".into(),
                spectate: true
            }
        );
        assert_eq!(list.on_key(key(KeyCode::Down)), ListAction::None);
        assert_eq!(list.selected, 1);
        // The last row stays the last.
        list.on_key(key(KeyCode::Down));
        assert_eq!(list.selected, 1);
        // Every seat of BBBB2222 is taken: Enter watches it.
        assert_eq!(
            list.on_key(key(KeyCode::Enter)),
            ListAction::Join {
                code: "BBBB2222".into(),
                spectate: true
            }
        );
        list.on_key(key(KeyCode::Up));
        assert_eq!(list.selected, 0);
        assert_eq!(list.on_key(key(KeyCode::Char('r'))), ListAction::Refresh);
        assert_eq!(list.on_key(key(KeyCode::Char('q'))), ListAction::Back);
        assert_eq!(list.on_key(key(KeyCode::Esc)), ListAction::Back);
        assert!(!list.quit);
        let ctrl_c = KeyEvent {
            modifiers: KeyModifiers::CONTROL,
            ..key(KeyCode::Char('c'))
        };
        assert_eq!(list.on_key(ctrl_c), ListAction::Back);
        assert!(list.quit);
        // Nothing to join in an empty list: said, not sent.
        let mut empty = LobbyList::new("http://127.0.0.1:8080");
        empty.take_page(Vec::new(), true);
        assert_eq!(empty.on_key(key(KeyCode::Enter)), ListAction::None);
        assert!(empty.status.contains("r refreshes"), "{}", empty.status);
    }

    #[test]
    fn the_next_page_is_asked_for_at_the_end_of_a_full_one() {
        let mut list = LobbyList::new("http://127.0.0.1:8080");
        let page = |from: usize| -> Vec<LobbyInfo> {
            (from..from + PAGE)
                .map(|i| lobby(&format!("L{i:07}"), camelot(), &[None, None]))
                .collect()
        };
        list.take_page(page(0), true);
        assert!(list.more);
        assert_eq!(list.on_key(key(KeyCode::PageDown)), ListAction::None);
        assert_eq!(list.on_key(key(KeyCode::End)), ListAction::LoadMore);
        assert_eq!(list.selected, PAGE - 1);
        assert_eq!(list.after(), Some("L0000099"));
        // The next page, overlapping by one (a lobby moved): each lobby once, in order.
        let mut next = page(PAGE - 1);
        next.truncate(10);
        list.take_page(next, false);
        assert!(!list.more, "a short page is the last");
        assert_eq!(list.lobbies.len(), PAGE + 9);
        list.on_key(key(KeyCode::Down));
        assert_eq!(list.current().unwrap().code, "L0000100");
        assert_eq!(list.on_key(key(KeyCode::End)), ListAction::None);
        // Refreshing keeps the highlighted lobby where it still is.
        list.selected = 5;
        list.take_page(page(3), true);
        assert_eq!(list.current().unwrap().code, "L0000005");
        assert_eq!(list.on_key(key(KeyCode::Home)), ListAction::None);
        assert_eq!(list.selected, 0);
    }

    #[test]
    fn the_list_shows_game_seats_and_status_at_80x24_and_200x60() {
        for (w, h) in [(80, 24), (200, 60)] {
            let (text, _) = screen(&sample(false), w, h);
            assert!(
                text.contains("public lobbies on http://127.0.0.1:8080 · 2 open"),
                "{text}"
            );
            let ann = text.lines().find(|l| l.contains("AAAA1111")).unwrap();
            for part in ["Camelot (standard, 5+3)", "1/2", "waiting, 1 free", "ann"] {
                assert!(ann.contains(part), "{w}x{h}: {part} in {ann}");
            }
            let bob = text.lines().find(|l| l.contains("BBBB2222")).unwrap();
            for part in [
                "Super Camelot 90 s/turn",
                "3/3",
                "full: watch",
                "bob, cy, di",
            ] {
                assert!(bob.contains(part), "{w}x{h}: {part} in {bob}");
            }
            assert!(text.contains("r refresh"), "{text}");
            assert!(text.contains("q back"), "{text}");
            // The first row is chosen.
            assert!(ann.contains("▶ AAAA1111"), "{ann}");
            assert!(!bob.contains('▶'), "{bob}");
        }
    }

    #[test]
    fn a_correspondence_lobby_says_its_days_whole_at_80_columns() {
        let mut list = LobbyList::new("http://127.0.0.1:8080");
        list.take_page(
            vec![
                lobby(
                    "CCCC3333",
                    GameConfig::default().with_days(Some(2)),
                    &[Some("ann"), None],
                ),
                lobby(
                    "DDDD4444",
                    super_camelot(4).with_days(Some(3)),
                    &[Some("bob"), None, None, None],
                ),
                lobby(
                    "EEEE5555",
                    GameConfig::Camelot {
                        ruleset: protocol::Ruleset::Wcf,
                        clock: None,
                        days_per_move: Some(1),
                    },
                    &[None, None],
                ),
            ],
            true,
        );
        for (w, h) in [(80, 24), (200, 60)] {
            let (text, _) = screen(&list, w, h);
            for (code, words, status) in [
                ("CCCC3333", "Camelot 2 days per move", "waiting, 1 free"),
                (
                    "DDDD4444",
                    "Super Camelot 3 days per turn",
                    "waiting, 3 free",
                ),
                (
                    "EEEE5555",
                    "Camelot (wcf) 1 day per move",
                    "waiting, 2 free",
                ),
            ] {
                let line = text.lines().find(|l| l.contains(code)).unwrap();
                assert!(line.contains(words), "{w}x{h}: {words} in {line}");
                assert!(line.contains(status), "{w}x{h}: {status} in {line}");
            }
        }
    }

    #[test]
    fn without_colour_the_selection_is_reverse_video_and_a_marker() {
        let mut list = sample(true);
        list.on_key(key(KeyCode::Down));
        let (text, buf) = screen(&list, 80, 24);
        let y = row_of(&text, "BBBB2222");
        assert!(
            text.lines()
                .nth(usize::from(y))
                .unwrap()
                .contains("▶ BBBB2222")
        );
        let other = row_of(&text, "AAAA1111");
        for x in 1..79 {
            let chosen = &buf[(x, y)];
            assert!(
                chosen.modifier.contains(Modifier::REVERSED),
                "({x},{y}) {chosen:?}"
            );
            assert!(!buf[(x, other)].modifier.contains(Modifier::REVERSED));
        }
        // No colour anywhere on the screen.
        for cell in buf.content() {
            assert_eq!(cell.fg, Color::Reset, "{cell:?}");
            assert_eq!(cell.bg, Color::Reset, "{cell:?}");
        }
        // In colour the chosen row has a background instead.
        let mut coloured = sample(false);
        coloured.on_key(key(KeyCode::Down));
        let (_, buf) = screen(&coloured, 80, 24);
        assert_eq!(buf[(10, y)].bg, Color::Cyan);
    }

    #[test]
    fn an_empty_list_says_how_to_open_a_lobby_and_an_error_how_to_retry() {
        let mut list = LobbyList::new("http://127.0.0.1:8080");
        list.mono = true;
        let (text, _) = screen(&list, 80, 24);
        assert!(text.contains("Loading…"), "{text}");
        list.take_page(Vec::new(), true);
        let (text, _) = screen(&list, 80, 24);
        assert!(
            text.contains("No public lobby is open on http://127.0.0.1:8080."),
            "{text}"
        );
        assert!(text.contains("albion create camelot --server"), "{text}");
        list.status = fetch_error(Lang::En, &NetError::Unreadable("x".into()));
        let (text, _) = screen(&list, 80, 24);
        assert!(text.contains("could not list the lobbies"), "{text}");
        assert!(text.contains("r tries again"), "{text}");
    }
}
