//! The game screen in the Elm shape: its state ([`App`], the model), everything that can happen
//! to it ([`Msg`]: a key, a server message, the connection going up or down, time passing), and
//! [`App::update`], the one place where a message changes the state, returning what to send to
//! the server. Drawing only reads the state (`tui/render/`); the loop in `tui/mod.rs` only turns
//! keys, the connection and a clock tick into messages and sends what `update` returns. Each
//! game's own keys are beside this file: `camelot.rs` (the board cursor, typed moves) and
//! `super_camelot.rs` (the action menu, Characters). No terminal here, so this part is tested
//! directly.

mod camelot;
#[cfg(test)]
mod fixtures;
mod super_camelot;

use ::camelot::Square;
use protocol::{
    BotLevel, ClientMsg, GameView, LobbyEvent, LobbyInfo, LobbyStatus, MAX_CHAT_CHARS, Seat,
    ServerMsg,
};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::lang::{Lang, tr};
use crate::session::{Applied, LogKind, NetEvent, Session, offer_key};
use crate::text::clean;
pub use camelot::route_squares;
pub use super_camelot::character_text;

/// Everything that can happen to the game screen, taken in by [`App::update`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Msg {
    /// A key was pressed.
    Key(KeyEvent),
    /// The server sent a message.
    Server(Box<ServerMsg>),
    /// The connection is up (again) and said hello.
    Connected,
    /// The connection dropped, saying why; it is being made again.
    Lost(String),
    /// The lobby ended the connection for good (left, kicked, lobby closed, refused), saying why.
    Ended(String),
    /// The connection went away without a word: its task ended, or a message could not be sent.
    Dropped,
    /// Time passed: nothing changes, but a running clock is drawn again from the time now.
    Tick,
}

impl Msg {
    /// What the connection task said, as a message; `None` when the task has gone.
    #[must_use]
    pub fn from_net(event: Option<NetEvent>) -> Msg {
        match event {
            None => Msg::Dropped,
            Some(NetEvent::Connected) => Msg::Connected,
            Some(NetEvent::Lost(why)) => Msg::Lost(why),
            Some(NetEvent::Ended(why)) => Msg::Ended(why),
            Some(NetEvent::Msg(msg)) => Msg::Server(msg),
        }
    }
}

/// What the bottom line is being used for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// Keys act directly.
    Normal,
    /// Typing a chat line.
    Chat(String),
    /// Typing a Camelot move in WCF notation.
    MoveEntry(String),
    /// Typing a display name to take a seat.
    Name(String),
    /// Asking to confirm resignation.
    ConfirmResign,
    /// Asking to confirm quitting a running game.
    ConfirmQuit,
    /// Asking to confirm ending a Super Camelot turn with this many actions left unused.
    ConfirmEndTurn(u8),
    /// The help overlay.
    Help,
}

/// The connection as the screen shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Link {
    /// Connecting for the first time.
    Connecting,
    /// Connected.
    Up,
    /// Lost; reconnecting.
    Reconnecting(String),
    /// Ended for good.
    Ended(String),
}

/// The game screen.
#[derive(Debug, Clone)]
pub struct App {
    /// What the server has told us.
    pub session: Session,
    /// The display name to sit with.
    pub name: String,
    /// The server, for the title.
    pub server: String,
    /// The bottom line's mode.
    pub mode: Mode,
    /// The connection.
    pub link: Link,
    /// Board cursor (Camelot).
    pub cursor: Square,
    /// The route picked so far with the cursor (Camelot), origin first.
    pub route: Vec<Square>,
    /// Highlighted entry of the action menu (Super Camelot).
    pub menu: usize,
    /// A one-line hint or error shown above the keys.
    pub status: String,
    /// Set when the user asked to quit.
    pub quit: bool,
    /// No colour (`NO_COLOR`): marks are drawn with reverse video, bold, underline and signs.
    pub mono: bool,
    /// How far the help overlay is scrolled down, in lines.
    pub help_scroll: u16,
    /// Opened from the lobby list: `q` goes back to it rather than to the shell.
    pub from_list: bool,
    /// Set with `quit` when the user pressed Ctrl-C: quit albion altogether, not only this screen.
    pub interrupted: bool,
    /// Take a free seat at the first sync that shows one (`albion create`, and `albion join`
    /// without `--spectate`); cleared once asked.
    pub will_sit: bool,
    /// The seat this name held in this lobby before (from the seat store): if a computer player
    /// took it over while this player was away, the server seats them as a spectator, and the
    /// screen says why, once.
    pub saved_seat: Option<Seat>,
    /// Whether that has been said.
    told_taken_over: bool,
}

impl App {
    /// A fresh screen for lobby `code`.
    #[must_use]
    pub fn new(code: &str, name: &str, server: &str) -> App {
        App {
            session: Session::new(code).with_server(server),
            name: name.to_owned(),
            server: server.to_owned(),
            mode: Mode::Normal,
            link: Link::Connecting,
            cursor: camelot::square("F8").unwrap_or_else(|| unreachable!("F8 is on the board")),
            route: Vec::new(),
            menu: 0,
            status: String::new(),
            quit: false,
            mono: super::render::no_color(),
            help_scroll: 0,
            from_list: false,
            interrupted: false,
            will_sit: false,
            saved_seat: None,
            told_taken_over: false,
        }
    }

    /// Takes in one message: the only place where the screen's state changes. Returns the
    /// messages to send to the server.
    pub fn update(&mut self, msg: Msg) -> Vec<ClientMsg> {
        match msg {
            Msg::Key(key) => self.on_key(key),
            Msg::Server(msg) => self.on_server(&msg),
            Msg::Connected => {
                self.link = Link::Up;
                Vec::new()
            }
            Msg::Lost(why) => {
                self.link = Link::Reconnecting(why);
                Vec::new()
            }
            Msg::Ended(why) => {
                let close = if self.from_list {
                    "cli-status-q-lobbies"
                } else {
                    "cli-status-q-close"
                };
                self.error(format!("{why} · {}", self.tr(close)));
                self.link = Link::Ended(why);
                Vec::new()
            }
            Msg::Dropped => {
                if !matches!(self.link, Link::Ended(_)) {
                    self.link = Link::Ended(self.tr("cli-status-connection-ended"));
                }
                Vec::new()
            }
            Msg::Tick => Vec::new(),
        }
    }

    /// A server message: the session takes it in; the footer, the picked route and the seat
    /// follow.
    fn on_server(&mut self, msg: &ServerMsg) -> Vec<ClientMsg> {
        match msg {
            ServerMsg::Rejected { code, message } => {
                self.status = crate::session::refusal_text(self.session.lang, *code, message);
            }
            // Something happened: the footer's last hint or refusal is no longer the news (a
            // presence change alone leaves it).
            ServerMsg::Event { event, .. } if !matches!(event, LobbyEvent::Presence { .. }) => {
                self.status.clear();
            }
            _ => {}
        }
        let mut out = Vec::new();
        if self.session.apply(msg) == Applied::Gap {
            out.push(ClientMsg::Resync {});
        }
        let synced = matches!(msg, ServerMsg::Sync { .. });
        if (synced || matches!(msg, ServerMsg::Event { .. })) && !self.session.my_turn() {
            self.route.clear();
        }
        if let ServerMsg::Sync { lobby, .. } = msg
            && !self.told_taken_over
            && let Some(why) =
                taken_over_note(self.session.lang, lobby, self.saved_seat, self.session.seat)
        {
            self.told_taken_over = true;
            self.error(why);
        }
        let open_seat = self.session.lobby.as_ref().is_some_and(|l| {
            l.status == LobbyStatus::Open && l.seats.iter().any(|s| s.name.is_none())
        });
        if self.will_sit && synced && self.session.seat.is_none() && open_seat {
            self.will_sit = false;
            out.push(ClientMsg::Sit {
                name: self.name.clone(),
                seat: None,
            });
        }
        out
    }

    /// A key; returns the messages to send.
    fn on_key(&mut self, key: KeyEvent) -> Vec<ClientMsg> {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            self.interrupted = true;
            return Vec::new();
        }
        let mode = std::mem::replace(&mut self.mode, Mode::Normal);
        match mode {
            Mode::Help => {
                // The help scrolls when the terminal is too short for it; any other key closes it.
                match key.code {
                    KeyCode::Down | KeyCode::Char('j' | ' ') => {
                        self.help_scroll = self.help_scroll.saturating_add(1);
                        self.mode = Mode::Help;
                    }
                    KeyCode::PageDown => {
                        self.help_scroll = self.help_scroll.saturating_add(10);
                        self.mode = Mode::Help;
                    }
                    KeyCode::Up | KeyCode::Char('k') => {
                        self.help_scroll = self.help_scroll.saturating_sub(1);
                        self.mode = Mode::Help;
                    }
                    KeyCode::PageUp => {
                        self.help_scroll = self.help_scroll.saturating_sub(10);
                        self.mode = Mode::Help;
                    }
                    _ => self.help_scroll = 0,
                }
                Vec::new()
            }
            Mode::ConfirmQuit => {
                if matches!(key.code, KeyCode::Char('y' | 'Y')) {
                    self.quit = true;
                } else {
                    self.status = self.tr("cli-status-still-here");
                }
                Vec::new()
            }
            Mode::ConfirmEndTurn(_) => match (key.code, self.session.v) {
                (KeyCode::Char('y' | 'Y'), Some(v)) => vec![ClientMsg::Act {
                    v,
                    action: protocol::GameAction::SuperCamelot {
                        action: ::super_camelot::Action::EndTurn,
                    },
                }],
                _ => {
                    self.status = self.tr("cli-status-still-your-turn");
                    Vec::new()
                }
            },
            Mode::ConfirmResign => match (key.code, self.session.v) {
                (KeyCode::Char('y' | 'Y'), Some(v)) => vec![ClientMsg::Resign { v }],
                _ => {
                    self.status = self.tr("cli-status-resign-cancelled");
                    Vec::new()
                }
            },
            Mode::Chat(text) => self.edit(text, key, Mode::Chat, |app, text| {
                let text = text.trim().to_owned();
                if text.starts_with('/') {
                    return app.command(&text);
                }
                (!text.is_empty()).then_some(ClientMsg::Chat { text })
            }),
            Mode::Name(text) => self.edit(text, key, Mode::Name, |app, text| {
                let name = text.trim().to_owned();
                if name.is_empty() {
                    return None;
                }
                app.name.clone_from(&name);
                Some(ClientMsg::Sit { name, seat: None })
            }),
            Mode::MoveEntry(text) => self.edit(text, key, Mode::MoveEntry, |app, text| {
                app.typed_move(text.trim())
            }),
            Mode::Normal => self.normal_key(key),
        }
    }

    /// A command typed on the chat line: `/bot [SEAT] [easy|medium|hard]` seats a computer
    /// player (a free seat before the start; the seat of a player who left during a game);
    /// `/claim` claims the win over an opponent who left; Camelot's offers: `/draw` and
    /// `/takeback` offer one, `/accept` and `/decline` answer the opponent's (naming the offer
    /// this client shows, so an answer never lands on another), `/withdraw` takes one's own back.
    fn command(&mut self, text: &str) -> Option<ClientMsg> {
        let mut words = text.split_whitespace();
        let word = words.next().unwrap_or_default();
        if let Some(msg) = self.offer_command(word) {
            return msg;
        }
        match word {
            "/bot" => {
                let mut seat = None;
                let mut level = BotLevel::Medium;
                for word in words {
                    if let Ok(n) = word.parse::<u8>() {
                        seat = Some(n);
                    } else if let Some(l) = BotLevel::parse(&word.to_ascii_lowercase()) {
                        level = l;
                    } else {
                        self.status = tr(
                            self.session.lang,
                            "cli-status-not-seat-or-level",
                            &[
                                ("word", clean(word).into()),
                                ("usage", self.tr("cli-status-commands").into()),
                            ],
                        );
                        return None;
                    }
                }
                if seat.is_none() && self.session.playing() {
                    self.status = self.tr("cli-status-bot-name-the-seat");
                    return None;
                }
                let level_arg = ("level", level.as_str().into());
                self.status = match seat {
                    Some(s) => tr(
                        self.session.lang,
                        "cli-status-bot-asking-seat",
                        &[level_arg, ("seat", s.into())],
                    ),
                    None => tr(self.session.lang, "cli-status-bot-asking", &[level_arg]),
                };
                Some(ClientMsg::AddBot { seat, level })
            }
            "/claim" => match self.session.v {
                Some(v) => {
                    self.status = self.tr("cli-status-claiming");
                    Some(ClientMsg::ClaimWin { v })
                }
                None => {
                    self.status = self.tr("cli-status-not-connected");
                    None
                }
            },
            other => {
                self.status = tr(
                    self.session.lang,
                    "cli-status-unknown-command",
                    &[
                        ("command", clean(other).into()),
                        ("usage", self.tr("cli-status-commands").into()),
                    ],
                );
                None
            }
        }
    }

    /// Camelot's offer commands (`None`: not one of them).
    fn offer_command(&mut self, word: &str) -> Option<Option<ClientMsg>> {
        use protocol::OfferKind;
        if !matches!(
            word,
            "/draw" | "/takeback" | "/accept" | "/decline" | "/withdraw"
        ) {
            return None;
        }
        let Some(v) = self.session.v.filter(|_| self.session.playing()) else {
            self.status = self.tr("cli-status-offers-in-game");
            return Some(None);
        };
        let me = self.session.seat;
        let waiting = self.session.pending_offer();
        let lang = self.session.lang;
        let said = |id: &str, offer: OfferKind| tr(lang, id, &[("offer", offer_key(offer).into())]);
        let msg = match (word, waiting) {
            ("/draw", _) => {
                self.status = said("cli-status-offering", OfferKind::Draw);
                ClientMsg::Offer {
                    v,
                    offer: OfferKind::Draw,
                }
            }
            ("/takeback", _) => {
                self.status = said("cli-status-offering", OfferKind::Takeback);
                ClientMsg::Offer {
                    v,
                    offer: OfferKind::Takeback,
                }
            }
            ("/withdraw", Some(o)) if Some(o.by) == me => {
                self.status = said("cli-status-withdrawing", o.offer);
                ClientMsg::WithdrawOffer { v, offer: o.offer }
            }
            ("/accept" | "/decline", Some(o)) if Some(o.by) != me && me.is_some() => {
                let accept = word == "/accept";
                let id = if accept {
                    "cli-status-accepting"
                } else {
                    "cli-status-declining"
                };
                self.status = said(id, o.offer);
                ClientMsg::AnswerOffer {
                    v,
                    offer: o.offer,
                    accept,
                }
            }
            ("/withdraw", _) => {
                self.status = self.tr("cli-status-no-offer-of-yours");
                return Some(None);
            }
            _ => {
                self.status = self.tr("cli-status-no-offer-to-answer");
                return Some(None);
            }
        };
        Some(Some(msg))
    }

    /// Line editing shared by the text modes: Enter submits, Esc cancels.
    fn edit(
        &mut self,
        mut text: String,
        key: KeyEvent,
        back: fn(String) -> Mode,
        submit: fn(&mut App, &str) -> Option<ClientMsg>,
    ) -> Vec<ClientMsg> {
        match key.code {
            KeyCode::Enter => return submit(self, &text).into_iter().collect(),
            KeyCode::Esc => return Vec::new(),
            KeyCode::Backspace => {
                text.pop();
            }
            KeyCode::Char(c) if text.chars().count() < MAX_CHAT_CHARS => text.push(c),
            _ => {}
        }
        self.mode = back(text);
        Vec::new()
    }

    /// A key acting directly (no line being typed, no question asked): the lobby's and the
    /// game's keys.
    fn normal_key(&mut self, key: KeyEvent) -> Vec<ClientMsg> {
        let lobby = self.session.lobby.clone();
        let status = lobby.as_ref().map(|l| l.status);
        let super_camelot = matches!(self.session.game, Some(GameView::SuperCamelot { .. }));
        let mut out = Vec::new();
        match key.code {
            KeyCode::Char('q')
                if status == Some(LobbyStatus::Playing)
                    && self.session.seat.is_some()
                    && !matches!(self.link, Link::Ended(_)) =>
            {
                self.mode = Mode::ConfirmQuit;
            }
            KeyCode::Char('q') => self.quit = true,
            KeyCode::Char('?') => self.mode = Mode::Help,
            KeyCode::Char('c') => self.mode = Mode::Chat(String::new()),
            KeyCode::Char('m') if !super_camelot => self.mode = Mode::MoveEntry(String::new()),
            KeyCode::Char('t') if self.session.seat.is_none() => {
                self.mode = Mode::Name(self.name.clone());
            }
            KeyCode::Char('r') if status == Some(LobbyStatus::Open) => {
                let ready = lobby
                    .as_ref()
                    .and_then(|l| l.seats.iter().find(|s| Some(s.seat) == self.session.seat))
                    .is_some_and(|s| s.ready);
                out.push(ClientMsg::Ready { ready: !ready });
            }
            KeyCode::Char('s') if status == Some(LobbyStatus::Open) => {
                out.push(ClientMsg::Start {})
            }
            KeyCode::Char('C') if status == Some(LobbyStatus::Open) => {
                out.extend(self.choose_character());
            }
            KeyCode::Char('b') if self.session.seat.is_some() => {
                self.mode = Mode::Chat("/bot ".into());
                self.status = self.tr("cli-status-bot-type-level");
            }
            KeyCode::Char('R') => out.push(ClientMsg::Rematch {}),
            KeyCode::Char('x')
                if status == Some(LobbyStatus::Playing) && self.session.seat.is_some() =>
            {
                self.mode = Mode::ConfirmResign;
            }
            KeyCode::Char('L') if status == Some(LobbyStatus::Open) => {
                out.push(ClientMsg::Leave {});
            }
            KeyCode::Char(d @ '0'..='3')
                if self.session.is_host() && status == Some(LobbyStatus::Open) =>
            {
                let seat = d as u8 - b'0';
                if Some(seat) != self.session.seat {
                    out.push(ClientMsg::Kick { seat });
                }
            }
            // The game's own keys: the action menu's, else the board's.
            code => {
                let menu = if super_camelot {
                    self.menu_key(code)
                } else {
                    None
                };
                out.extend(menu.unwrap_or_else(|| self.board_key(code)));
            }
        }
        out
    }

    /// Notes a refusal or a connection problem in the status line and the log.
    fn error(&mut self, text: String) {
        self.session.note(LogKind::Error, text.clone());
        self.status = text;
    }

    /// The message `id`, without arguments, in the screen's language.
    fn tr(&self, id: &str) -> String {
        tr(self.session.lang, id, &[])
    }
}

/// What a returning player is told when the seat this name held (`saved`) went to a computer
/// player while they were away and the server seated them as a spectator (`now` is `None`).
#[must_use]
pub fn taken_over_note(
    lang: Lang,
    lobby: &LobbyInfo,
    saved: Option<u8>,
    now: Option<u8>,
) -> Option<String> {
    let seat = saved.filter(|_| now.is_none())?;
    let info = lobby.seats.iter().find(|s| s.seat == seat)?;
    let level = info.bot?;
    Some(tr(
        lang,
        "cli-status-taken-over",
        &[("seat", seat.into()), ("level", level.as_str().into())],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fixtures::{key, playing_app};
    use protocol::GameAction;

    #[test]
    fn game_over_tells_how_to_replay_the_game() {
        let mut app = playing_app(&[]);
        let mut lobby = app.session.lobby.clone().unwrap();
        let result = protocol::GameResult {
            winners: vec![1],
            reason: "resignation".into(),
        };
        lobby.status = LobbyStatus::Finished;
        lobby.result = Some(result.clone());
        lobby.game_id = Some(17);
        app.session.apply(&ServerMsg::Event {
            v: 8,
            event: LobbyEvent::GameOver { result },
            lobby: Some(lobby),
            change: None,
            patch: None,
        });
        let log: Vec<&str> = app.session.log.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            log[log.len() - 2..],
            [
                "game over: bob won (resignation)",
                "replay it: albion replay 17 --server http://127.0.0.1:8080"
            ]
        );
    }

    #[test]
    fn the_live_log_numbers_camelot_moves_as_the_wcf_export() {
        let mut app = playing_app(&[]);
        let mut game = ::camelot::Game::new(::camelot::Ruleset::Standard);
        let mut played = Vec::new();
        for i in 0..3u32 {
            let mv = game.legal_moves()[0].clone();
            game.play(&mv).unwrap();
            played.push(mv.to_string());
            // The move alone: the client plays it on its own view.
            app.session.apply(&ServerMsg::Event {
                v: 8 + u64::from(i),
                event: LobbyEvent::Acted {
                    seat: u8::try_from(i % 2).unwrap(),
                    action: GameAction::Camelot { mv },
                },
                lobby: None,
                change: None,
                patch: None,
            });
        }
        let GameView::Camelot { position, .. } = app.session.game.as_ref().unwrap() else {
            panic!("a Camelot view")
        };
        assert_eq!(position, &game.position().to_string());
        let log: Vec<&str> = app.session.log.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            log[log.len() - 3..],
            [
                format!("ann played 1. {}", played[0]),
                format!("bob played 1... {}", played[1]),
                format!("ann played 2. {}", played[2]),
            ]
        );
    }

    #[test]
    fn quitting_a_running_game_asks_first() {
        let mut app = playing_app(&["E6-E5"]);
        app.on_key(key(KeyCode::Char('q')));
        assert_eq!(app.mode, Mode::ConfirmQuit);
        assert!(!app.quit);
        app.on_key(key(KeyCode::Char('n')));
        assert!(!app.quit);
        app.on_key(key(KeyCode::Char('q')));
        app.on_key(key(KeyCode::Char('y')));
        assert!(app.quit);
        // Outside a game, q quits at once.
        let mut idle = App::new("ABC", "ann", "http://127.0.0.1:8080");
        // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
        idle.mono = false;
        idle.on_key(key(KeyCode::Char('q')));
        assert!(idle.quit);
    }

    #[test]
    fn resigning_asks_first() {
        let mut app = playing_app(&["E6-E5"]);
        app.on_key(key(KeyCode::Char('x')));
        assert_eq!(app.mode, Mode::ConfirmResign);
        assert!(app.on_key(key(KeyCode::Char('n'))).is_empty());
        app.on_key(key(KeyCode::Char('x')));
        assert_eq!(
            app.on_key(key(KeyCode::Char('y'))),
            [ClientMsg::Resign { v: 7 }]
        );
    }

    fn typed(app: &mut App, line: &str) -> Vec<ClientMsg> {
        app.on_key(key(KeyCode::Char('c')));
        for c in line.chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        app.on_key(key(KeyCode::Enter))
    }

    #[test]
    fn the_host_adds_a_computer_player_in_the_lobby() {
        let mut app = playing_app(&[]);
        let mut lobby = app.session.lobby.clone().unwrap();
        lobby.status = LobbyStatus::Open;
        lobby.seats[1].name = None;
        app.session.apply(&ServerMsg::Sync {
            v: 8,
            lobby,
            game: None,
            clock_elapsed_ms: None,
        });
        assert_eq!(
            typed(&mut app, "/bot hard"),
            [ClientMsg::AddBot {
                seat: None,
                level: BotLevel::Hard
            }]
        );
        assert_eq!(
            typed(&mut app, "/bot"),
            [ClientMsg::AddBot {
                seat: None,
                level: BotLevel::Medium
            }]
        );
        // The b key opens the chat line with the command begun.
        app.on_key(key(KeyCode::Char('b')));
        assert_eq!(app.mode, Mode::Chat("/bot ".into()));
        for c in "easy".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        assert_eq!(
            app.on_key(key(KeyCode::Enter)),
            [ClientMsg::AddBot {
                seat: None,
                level: BotLevel::Easy
            }]
        );
        // A level that does not exist is explained, and nothing is sent, not even as chat.
        assert!(typed(&mut app, "/bot grandmaster").is_empty());
        assert!(
            app.status.contains("not a seat or a level: grandmaster"),
            "{}",
            app.status
        );
        assert!(typed(&mut app, "/dance").is_empty());
        assert!(
            app.status.contains("unknown command /dance"),
            "{}",
            app.status
        );
    }

    #[test]
    fn during_a_game_a_seat_that_left_is_claimed_or_handed_over() {
        let mut app = playing_app(&[]);
        assert_eq!(typed(&mut app, "/claim"), [ClientMsg::ClaimWin { v: 7 }]);
        assert_eq!(
            typed(&mut app, "/bot 1 HARD"),
            [ClientMsg::AddBot {
                seat: Some(1),
                level: BotLevel::Hard
            }]
        );
        // During a game the seat must be named.
        assert!(typed(&mut app, "/bot easy").is_empty());
        assert!(app.status.contains("/bot SEAT"), "{}", app.status);
        // Ordinary chat is still chat.
        assert_eq!(
            typed(&mut app, "gg"),
            [ClientMsg::Chat { text: "gg".into() }]
        );
    }

    fn server(msg: ServerMsg) -> Msg {
        Msg::Server(Box::new(msg))
    }

    /// A Camelot lobby of two seats, the second free, before the start.
    fn open_lobby() -> LobbyInfo {
        let mut lobby = playing_app(&[]).session.lobby.unwrap();
        lobby.status = LobbyStatus::Open;
        lobby.game_no = 0;
        lobby.seats[1].name = None;
        lobby.seats[1].ready = false;
        lobby
    }

    #[test]
    fn welcome_then_sync_takes_a_free_seat_once() {
        let mut app = App::new("ABC", "cy", "http://127.0.0.1:8080");
        app.will_sit = true;
        let welcome = ServerMsg::Welcome {
            protocol: 3,
            lobby: "ABC".into(),
            seat: None,
            prompt_secs: 60,
        };
        assert!(app.update(server(welcome)).is_empty());
        assert_eq!(app.session.seat, None);
        let sync = ServerMsg::Sync {
            v: 4,
            lobby: open_lobby(),
            game: None,
            clock_elapsed_ms: None,
        };
        assert_eq!(
            app.update(server(sync.clone())),
            [ClientMsg::Sit {
                name: "cy".into(),
                seat: None
            }]
        );
        assert_eq!(app.session.v, Some(4));
        // Asked once: a later sync (a reconnection, say) does not ask again.
        assert!(app.update(server(sync.clone())).is_empty());
        // A spectator never asks; a returning player is welcomed back to their seat.
        let mut watcher = App::new("ABC", "cy", "http://127.0.0.1:8080");
        assert!(watcher.update(server(sync)).is_empty());
        assert!(
            watcher
                .update(server(ServerMsg::Welcome {
                    protocol: 3,
                    lobby: "ABC".into(),
                    seat: Some(1),
                    prompt_secs: 60,
                }))
                .is_empty()
        );
        assert_eq!(watcher.session.seat, Some(1));
    }

    #[test]
    fn a_game_event_is_logged_and_clears_the_footer_and_the_route() {
        let mut app = playing_app(&["E6-E5"]);
        app.status = "next: E5".into();
        app.route = vec![camelot::square("E6").unwrap()];
        // Someone connecting is not news: the footer stays.
        let presence = ServerMsg::Event {
            v: 8,
            event: LobbyEvent::Presence {
                seat: 1,
                connected: true,
            },
            lobby: None,
            change: None,
            patch: None,
        };
        assert!(app.update(server(presence)).is_empty());
        assert_eq!(app.status, "next: E5");
        assert_eq!(app.route.len(), 1, "still this client's turn");
        // ann's move: it is bob's turn, no moves are on offer, so the route picked goes too.
        let acted = ServerMsg::Event {
            v: 9,
            event: LobbyEvent::Acted {
                seat: 0,
                action: GameAction::Camelot {
                    mv: "E6-E5".parse().unwrap(),
                },
            },
            lobby: None,
            change: None,
            patch: None,
        };
        assert!(app.update(server(acted)).is_empty());
        assert_eq!(app.status, "");
        assert!(app.route.is_empty());
        assert!(!app.session.my_turn());
        assert_eq!(
            app.session.log.back().map(|l| l.text.as_str()),
            Some("ann played 1. E6-E5")
        );
        // A version skipped: the screen asks for the whole state again.
        let late = ServerMsg::Event {
            v: 12,
            event: LobbyEvent::Ready {
                seat: 1,
                ready: true,
            },
            lobby: None,
            change: None,
            patch: None,
        };
        assert_eq!(app.update(server(late)), [ClientMsg::Resync {}]);
    }

    #[test]
    fn a_refusal_is_shown_and_logged_and_a_stale_one_only_shown() {
        let mut app = playing_app(&["E6-E5"]);
        let refused = ServerMsg::Rejected {
            code: protocol::ErrorCode::NotHost,
            message: "only the host may start\u{1b}[2J".into(),
        };
        assert!(app.update(server(refused)).is_empty());
        assert_eq!(app.status, "only the host may start[2J");
        let last = app.session.log.back().unwrap();
        assert_eq!(
            (last.kind, last.text.as_str()),
            (LogKind::Error, "only the host may start[2J")
        );
        let lines = app.session.log.len();
        let stale = ServerMsg::Rejected {
            code: protocol::ErrorCode::StaleVersion,
            message: "stale version".into(),
        };
        assert!(app.update(server(stale)).is_empty());
        assert_eq!(app.status, "stale version");
        assert_eq!(app.session.log.len(), lines);
        // In French, the catalogue's sentence for the code: the server words refusals in English.
        app.session.lang = Lang::Fr;
        let offers = ServerMsg::Rejected {
            code: protocol::ErrorCode::WrongGame,
            message: "draw and takeback offers are for Camelot".into(),
        };
        app.update(server(offers));
        assert_eq!(app.status, "cela ne se fait pas dans ce jeu");
        assert_eq!(
            app.session.log.back().unwrap().text,
            "cela ne se fait pas dans ce jeu"
        );
    }

    #[test]
    fn a_lobby_update_is_taken_in_and_a_seat_taken_over_is_told_once() {
        let mut app = App::new("ABC", "bob", "http://127.0.0.1:8080");
        app.saved_seat = Some(1);
        let mut lobby = open_lobby();
        assert!(
            app.update(server(ServerMsg::Sync {
                v: 4,
                lobby: lobby.clone(),
                game: None,
                clock_elapsed_ms: None,
            }))
            .is_empty()
        );
        // A lobby event carries the lobby's new summary.
        lobby.seats[1].name = Some("Computer".into());
        lobby.seats[1].bot = Some(BotLevel::Hard);
        let added = ServerMsg::Event {
            v: 5,
            event: LobbyEvent::BotAdded {
                seat: 1,
                name: "Computer".into(),
                level: BotLevel::Hard,
            },
            lobby: Some(lobby.clone()),
            change: None,
            patch: None,
        };
        assert!(app.update(server(added)).is_empty());
        assert_eq!(app.session.lobby.as_ref(), Some(&lobby));
        assert!(
            app.session
                .log
                .back()
                .is_some_and(|l| l.text.contains("seated a computer player"))
        );
        // bob's saved seat now holds a computer player and bob watches: the sync says why, once.
        let sync = ServerMsg::Sync {
            v: 5,
            lobby,
            game: None,
            clock_elapsed_ms: None,
        };
        app.update(server(sync.clone()));
        assert!(
            app.status
                .starts_with("while you were away, your seat 1 was handed to a computer player"),
            "{}",
            app.status
        );
        let told = app.session.log.len();
        app.update(server(sync));
        assert_eq!(app.session.log.len(), told);
    }

    #[test]
    fn the_connection_state_follows_the_net_messages() {
        let mut app = playing_app(&[]);
        assert_eq!(
            Msg::from_net(Some(NetEvent::Lost("reset".into()))),
            Msg::Lost("reset".into())
        );
        app.update(Msg::from_net(Some(NetEvent::Lost("reset".into()))));
        assert_eq!(app.link, Link::Reconnecting("reset".into()));
        app.update(Msg::from_net(Some(NetEvent::Connected)));
        assert_eq!(app.link, Link::Up);
        app.update(Msg::from_net(Some(NetEvent::Ended(
            "the lobby is closed".into(),
        ))));
        assert_eq!(app.link, Link::Ended("the lobby is closed".into()));
        assert_eq!(app.status, "the lobby is closed · q closes this screen");
        // The task going away afterwards keeps the reason.
        app.update(Msg::from_net(None));
        assert_eq!(app.link, Link::Ended("the lobby is closed".into()));
        let mut gone = playing_app(&[]);
        gone.update(Msg::Dropped);
        assert_eq!(
            gone.link,
            Link::Ended("the connection to the server ended".into())
        );
        // Ctrl-C quits albion altogether.
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert!(gone.update(Msg::Key(ctrl_c)).is_empty());
        assert!(gone.quit && gone.interrupted);
    }

    /// Every status line of the keys and of the chat line's commands, in `lang`: what each step
    /// left in the status line (the link's words for the last two).
    fn status_lines(lang: Lang) -> Vec<String> {
        let mut app = playing_app(&[]);
        app.session.lang = lang;
        let mut lines = Vec::new();
        let mut said = |app: &App| lines.push(app.status.clone());
        app.on_key(key(KeyCode::Char('q')));
        app.on_key(key(KeyCode::Char('n')));
        said(&app);
        app.on_key(key(KeyCode::Char('x')));
        app.on_key(key(KeyCode::Char('n')));
        said(&app);
        app.on_key(key(KeyCode::Char('b')));
        said(&app);
        app.on_key(key(KeyCode::Esc));
        for line in [
            "/bot grandmaster",
            "/bot easy",
            "/bot 1 hard",
            "/bot 1 easy",
            "/claim",
            "/dance",
            "/draw",
            "/takeback",
            "/withdraw",
            "/accept",
        ] {
            typed(&mut app, line);
            said(&app);
        }
        // bob offers a draw: ann may answer it, not withdraw it.
        if let Some(GameView::Camelot { offer, .. }) = &mut app.session.game {
            *offer = Some(protocol::PendingOffer {
                by: 1,
                offer: protocol::OfferKind::Draw,
            });
        }
        for line in ["/accept", "/decline", "/withdraw"] {
            typed(&mut app, line);
            said(&app);
        }
        // ann's own offer of a takeback waits: she may withdraw it.
        if let Some(GameView::Camelot { offer, .. }) = &mut app.session.game {
            *offer = Some(protocol::PendingOffer {
                by: 0,
                offer: protocol::OfferKind::Takeback,
            });
        }
        typed(&mut app, "/withdraw");
        said(&app);
        // Before the start: no offers, and a Camelot lobby has no Characters.
        let mut lobby = open_lobby();
        lobby.seats[1].name = Some("bob".into());
        app.session.apply(&ServerMsg::Sync {
            v: 8,
            lobby,
            game: None,
            clock_elapsed_ms: None,
        });
        typed(&mut app, "/draw");
        said(&app);
        typed(&mut app, "/bot hard");
        said(&app);
        app.on_key(key(KeyCode::Char('C')));
        said(&app);
        let mut fresh = App::new("ABC", "ann", "http://127.0.0.1:8080");
        fresh.session.lang = lang;
        typed(&mut fresh, "/claim");
        said(&fresh);
        app.from_list = true;
        app.update(Msg::Ended("…".into()));
        said(&app);
        app.from_list = false;
        app.update(Msg::Ended("…".into()));
        said(&app);
        let mut gone = playing_app(&[]);
        gone.session.lang = lang;
        gone.update(Msg::Dropped);
        match gone.link {
            Link::Ended(why) => lines.push(why),
            other => panic!("{other:?}"),
        }
        let lobby = gone.session.lobby.clone().unwrap();
        let mut taken = lobby.clone();
        taken.seats[1].bot = Some(BotLevel::Hard);
        lines.extend(taken_over_note(lang, &taken, Some(1), None));
        lines
    }

    #[test]
    fn the_status_line_speaks_the_screens_language() {
        let en = status_lines(Lang::En);
        let fr = status_lines(Lang::Fr);
        assert_eq!(en.len(), fr.len());
        assert_eq!(en.len(), 25, "{en:#?}");
        for (en, fr) in en.iter().zip(&fr) {
            assert!(!en.is_empty() && !en.contains('{'), "{en}");
            assert_ne!(en, fr, "said in English in French too");
        }
        let usage = "/bot [SEAT] [easy|medium|hard] · /claim · /draw · /takeback · /accept · \
                     /decline · /withdraw";
        assert_eq!(
            en[3],
            format!("not a seat or a level: grandmaster (commands: {usage})")
        );
        assert_eq!(en[5], "asking a hard computer player to take over seat 1");
        assert_eq!(en[6], "asking an easy computer player to take over seat 1");
        assert_eq!(en[13], "accepting a draw");
        assert_eq!(en[16], "withdrawing your offer of a takeback");
        assert_eq!(en[18], "asking for a hard computer player");
        assert_eq!(
            fr[..6],
            [
                "toujours là",
                "abandon annulé",
                "tapez un niveau (easy, medium, hard), et pendant une partie d'abord la place ; \
                 Entrée envoie",
                "ni une place ni un niveau : grandmaster (commandes : /bot [PLACE] \
                 [easy|medium|hard] · /claim · /draw · /takeback · /accept · /decline · \
                 /withdraw)",
                "pendant une partie, nommez la place à confier : /bot PLACE [NIVEAU]",
                "demande d'un joueur ordinateur difficile pour reprendre la place 1",
            ]
        );
        assert_eq!(fr[13], "acceptation de la nulle");
        assert_eq!(fr[14], "refus de la nulle");
        assert_eq!(fr[16], "retrait de votre offre de reprise");
        assert_eq!(fr[19], "Camelot n'a pas de Personnages");
        assert_eq!(fr[21], "… · q ramène aux salons");
        assert_eq!(
            fr[24],
            "pendant votre absence, votre place 1 a été confiée à un joueur ordinateur \
             (difficile) ; vous regardez la partie en spectateur"
        );
    }
}
