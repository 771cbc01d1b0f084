//! A client's side of one lobby: the state it has been sent, and a connection that comes back by
//! itself after a drop.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use protocol::{
    ClientMsg, ClockView, ErrorCode, GameAction, GameView, HistoryEntry, LobbyEvent, LobbyInfo,
    LobbyStatus, PROTOCOL_VERSION, Seat, ServerMsg, Version, VisibleEvent, close,
};
use tokio::sync::mpsc;

use crate::lang::{Lang, Value, reason_words, tr};
use crate::net::{Connection, Incoming, ServerAddr};
use crate::replay::words;
use crate::seats::{SavedSeat, SeatStore};
use crate::text::clean;

/// How many log lines a session keeps.
const LOG_LINES: usize = 500;

/// How the log marks a line that tells a Super Camelot event (under the lobby event that made it).
const STEP_MARK: &str = "  · ";

/// Where the lines a log already holds end in `story` (the lines of a game's history): the index
/// in `story` just after the last lines of `known`, matched on up to their last 8 lines. `None`
/// when the log holds none of them.
fn told_up_to(known: &[&str], story: &[String]) -> Option<usize> {
    let m = known.len().min(8);
    if m == 0 {
        return None;
    }
    let tail = &known[known.len() - m..];
    (m..=story.len())
        .rev()
        .find(|&i| story[i - m..i].iter().zip(tail).all(|(a, b)| a == b))
}

/// What kind of line the log holds (the UI colours them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogKind {
    /// Something that happened in the lobby or the game.
    Event,
    /// A chat line.
    Chat,
    /// A refusal or a connection problem.
    Error,
}

/// One line of the session's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    /// Its kind.
    pub kind: LogKind,
    /// Its text.
    pub text: String,
}

/// Whether the last message fitted the version stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// In order.
    Ok,
    /// A version was skipped: ask for a resync.
    Gap,
}

/// Everything this client knows of its lobby.
#[derive(Debug, Clone, Default)]
pub struct Session {
    /// The lobby code.
    pub code: String,
    /// The server (`http://HOST:PORT`), for the commands the log suggests; empty if unknown.
    pub server: String,
    /// The seat this client holds.
    pub seat: Option<Seat>,
    /// The last version received.
    pub v: Option<Version>,
    /// The lobby as last sent.
    pub lobby: Option<LobbyInfo>,
    /// The game as this client may see it.
    pub game: Option<GameView>,
    /// The same, as the JSON the server's patches apply to.
    game_json: serde_json::Value,
    /// Camelot: the moves this client's seat may play now, which follow from the view's position
    /// (the server does not send them); empty unless it must move.
    pub legal_moves: Vec<protocol::Move>,
    /// Recent events, chat and errors, oldest first.
    pub log: VecDeque<LogLine>,
    /// Where the log is kept on disk, so that it survives leaving and rejoining the seat.
    pub log_file: Option<std::path::PathBuf>,
    /// When the clock's values were last received: the running seat's time is counted down
    /// from then.
    pub clock_since: Option<Instant>,
    /// How long the running clock had already run at `clock_since` (a sync's
    /// `clock_elapsed_ms`; 0 after an event that changed the clock).
    pub clock_elapsed_ms: u64,
    /// The language the log is written in.
    pub lang: Lang,
}

impl Session {
    /// A session for the lobby `code`, before anything arrived.
    #[must_use]
    pub fn new(code: &str) -> Session {
        Session {
            code: code.to_owned(),
            ..Session::default()
        }
    }

    /// The same session, knowing its server (for the commands the log suggests).
    #[must_use]
    pub fn with_server(mut self, server: &str) -> Session {
        server.clone_into(&mut self.server);
        self
    }

    /// Adds a line to the log (cleaned of control characters: it may quote other people), and
    /// to the log file if there is one.
    pub fn note(&mut self, kind: LogKind, text: impl Into<String>) {
        let line = LogLine {
            kind,
            text: clean(&text.into()),
        };
        if let Some(path) = &self.log_file {
            // Losing the saved copy costs only the history after a restart: never fatal.
            let _ = append_log(path, &line);
        }
        self.push(line);
    }

    fn push(&mut self, line: LogLine) {
        if self.log.len() == LOG_LINES {
            self.log.pop_front();
        }
        self.log.push_back(line);
    }

    /// Keeps the log in `path` from now on, after reading back what an earlier run of this
    /// client wrote there (the same seat in the same lobby): its history comes back with it.
    pub fn keep_log_in(&mut self, path: std::path::PathBuf) {
        if let Ok(text) = std::fs::read_to_string(&path) {
            let lines: Vec<LogLine> = text.lines().filter_map(parse_log_line).collect();
            let keep = lines.len().saturating_sub(LOG_LINES);
            if lines.len() > 2 * LOG_LINES {
                // Trim the file now and then; it is only ever appended to otherwise.
                let _ = rewrite_log(&path, &lines[keep..]);
            }
            for line in lines.into_iter().skip(keep) {
                self.push(line);
            }
        }
        self.log_file = Some(path);
    }

    /// Takes in a server message.
    pub fn apply(&mut self, msg: &ServerMsg) -> Applied {
        let applied = self.take_in(msg);
        // Only what changes the view, the seat or the lobby's status changes the moves.
        let moved = match msg {
            ServerMsg::Event {
                event,
                patch,
                change,
                lobby,
                ..
            } => {
                lobby.is_some()
                    || protocol::update::touches_view(event, patch.as_deref(), change.as_deref())
            }
            ServerMsg::Sync { .. } | ServerMsg::Welcome { .. } | ServerMsg::Seated { .. } => true,
            _ => false,
        };
        if moved {
            self.legal_moves = match (&self.game, self.seat) {
                (Some(view @ GameView::Camelot { to_move, .. }), Some(seat))
                    if *to_move == seat && self.playing() =>
                {
                    view.camelot_legal_moves()
                }
                _ => Vec::new(),
            };
        }
        applied
    }

    fn take_in(&mut self, msg: &ServerMsg) -> Applied {
        match msg {
            ServerMsg::Welcome { seat, .. } => {
                self.seat = *seat;
            }
            ServerMsg::Sync {
                v,
                lobby,
                game,
                clock_elapsed_ms,
            } => {
                self.v = Some(*v);
                self.lobby = Some(lobby.clone());
                self.game.clone_from(game);
                self.game_json = serde_json::to_value(game).unwrap_or_default();
                self.clock_elapsed_ms = clock_elapsed_ms.unwrap_or(0);
                self.clock_since = Some(Instant::now());
            }
            ServerMsg::Event {
                v,
                event,
                lobby,
                patch,
                change,
            } => {
                let gap = self.v.is_some_and(|old| *v != old + 1);
                self.v = Some(*v);
                // An event that left the lobby's summary unchanged does not carry it: the one
                // last received still holds.
                if lobby.is_some() {
                    self.lobby.clone_from(lobby);
                }
                let old_clock = self.clock().cloned();
                let told = match &self.game {
                    Some(GameView::SuperCamelot { events, .. }) => events.clone(),
                    _ => Vec::new(),
                };
                if protocol::update::touches_view(event, patch.as_deref(), change.as_deref()) {
                    // The view after the change: this client's view with the event's move played
                    // and the server's patch or change applied. A move, patch or change that does
                    // not fit means a missed message: resynchronise.
                    let patched = protocol::update::apply_event(
                        &mut self.game_json,
                        event,
                        patch.as_deref(),
                        change.as_deref(),
                    )
                    .ok()
                    .and_then(|()| serde_json::from_value(self.game_json.clone()).ok());
                    match patched {
                        Some(game) => self.game = game,
                        None => return Applied::Gap,
                    }
                }
                if self.clock() != old_clock.as_ref() {
                    // The clock was started again: its values are as of now.
                    self.clock_elapsed_ms = 0;
                    self.clock_since = Some(Instant::now());
                }
                let line = self.describe(event);
                self.note(LogKind::Event, line);
                if matches!(event, LobbyEvent::Started { .. }) {
                    for text in self.start_lines() {
                        self.note(LogKind::Event, text);
                    }
                }
                // Super Camelot's own events of this change, as this viewer may see them, told
                // in words as the replay tells them (once: a change that did not replace them,
                // the end of a game say, leaves the last action's events in the view).
                if let Some(GameView::SuperCamelot { events, .. }) = &self.game
                    && (patch.is_some() || change.is_some())
                    && *events != told
                {
                    for text in self.step_lines(events) {
                        self.note(LogKind::Event, text);
                    }
                }
                if matches!(event, LobbyEvent::GameOver { .. })
                    && let Some(id) = self.lobby.as_ref().and_then(|l| l.game_id)
                {
                    let server = if self.server.is_empty() {
                        String::new()
                    } else {
                        format!(" --server {}", clean(&self.server))
                    };
                    let text = tr(
                        self.lang,
                        "cli-log-replay-it",
                        &[("id", id.to_string().into()), ("server", server.into())],
                    );
                    self.note(LogKind::Event, text);
                }
                if gap {
                    return Applied::Gap;
                }
            }
            ServerMsg::Seated { seat, .. } => {
                self.seat = Some(*seat);
            }
            ServerMsg::History {
                game_no,
                entries,
                more,
            } => self.tell_story(*game_no, entries, *more),
            // Notification settings are made in the browser's game page; the terminal leaves
            // them as they are.
            ServerMsg::Ack { .. } | ServerMsg::Notify { .. } => {}
            ServerMsg::Rejected { code, message } => {
                if *code != ErrorCode::StaleVersion {
                    self.note(LogKind::Error, refusal_text(self.lang, *code, message));
                }
            }
            ServerMsg::Chat { name, text, .. } => {
                self.note(LogKind::Chat, format!("{}: {}", clean(name), clean(text)));
            }
        }
        Applied::Ok
    }

    /// Lines of the log for one step's Super Camelot events, in words as the replay tells them.
    fn step_lines(&self, events: &[VisibleEvent]) -> Vec<String> {
        let names = self.names();
        events
            .iter()
            .map(|e| {
                clean(&format!(
                    "{STEP_MARK}{}",
                    words::visible(self.lang, e, &|seat| seat_label(self.lang, &names, seat))
                ))
            })
            .collect()
    }

    /// How a Super Camelot game began: each roll for the first player (from the view: they are
    /// no step's events), then who plays first and why, as the browser's log begins.
    fn start_lines(&self) -> Vec<String> {
        let Some(GameView::SuperCamelot { view, .. }) = &self.game else {
            return Vec::new();
        };
        let names = self.names();
        words::first_player_lines(self.lang, view, &|seat| seat_label(self.lang, &names, seat))
            .iter()
            .map(|line| clean(&format!("{STEP_MARK}{line}")))
            .collect()
    }

    /// Takes in the `history` that follows a sync: the Super Camelot game's story so far. What
    /// the log already tells of it (seen live, or read back from the log file) is not told twice:
    /// only the steps after the last ones the log holds are added. A client that joins mid-game,
    /// or was away, reads what it missed.
    fn tell_story(&mut self, game_no: u32, entries: &[HistoryEntry], more: bool) {
        if self.lobby.as_ref().map(|l| l.game_no) != Some(game_no) {
            return;
        }
        // A whole story begins with the rolls for the first player; the last steps alone do not.
        let start = if more { Vec::new() } else { self.start_lines() };
        let story: Vec<String> = start
            .into_iter()
            .chain(entries.iter().flat_map(|e| self.step_lines(&e.events)))
            .collect();
        // The log's lines of this game's steps: those since its start line (all of them when
        // the start line has scrolled out of the log).
        let start = tr(self.lang, "cli-log-started", &[("game", game_no.into())]);
        let from = self
            .log
            .iter()
            .rposition(|l| l.kind == LogKind::Event && l.text == start)
            .map_or(0, |i| i + 1);
        let known: Vec<&str> = self
            .log
            .iter()
            .skip(from)
            .filter(|l| l.kind == LogKind::Event && l.text.starts_with(STEP_MARK))
            .map(|l| l.text.as_str())
            .collect();
        let new = match told_up_to(&known, &story) {
            Some(i) => story[i..].to_vec(),
            None if story.is_empty() => Vec::new(),
            None => {
                let heading = if more {
                    tr(
                        self.lang,
                        "cli-log-so-far-last",
                        &[("game", game_no.into()), ("count", entries.len().into())],
                    )
                } else {
                    tr(self.lang, "cli-log-so-far", &[("game", game_no.into())])
                };
                self.note(LogKind::Event, heading);
                story
            }
        };
        for line in new {
            self.note(LogKind::Event, line);
        }
    }

    /// The game's clock, in a timed game.
    #[must_use]
    pub fn clock(&self) -> Option<&ClockView> {
        match &self.game {
            Some(GameView::Camelot { clock, .. } | GameView::SuperCamelot { clock, .. }) => {
                clock.as_ref()
            }
            None => None,
        }
    }

    /// Every seat's time left at `now`, in milliseconds: the running seat's counts down from
    /// `left_ms[running]` less what had run when it was received and what has run since,
    /// never below 0. `None` in an untimed game.
    #[must_use]
    pub fn clock_left_ms(&self, now: Instant) -> Option<Vec<u64>> {
        let clock = self.clock()?;
        let mut left = clock.left_ms.clone();
        if let Some(running) = clock.running
            && let Some(ms) = left.get_mut(usize::from(running))
        {
            let since = self
                .clock_since
                .map_or(Duration::ZERO, |t| now.saturating_duration_since(t));
            let used = self
                .clock_elapsed_ms
                .saturating_add(u64::try_from(since.as_millis()).unwrap_or(u64::MAX));
            *ms = ms.saturating_sub(used);
        }
        Some(left)
    }

    /// The display name of a seat ("seat 2" while nobody sits there), cleaned for printing.
    #[must_use]
    pub fn seat_name(&self, seat: Seat) -> String {
        self.lobby
            .as_ref()
            .and_then(|l| l.seats.iter().find(|s| s.seat == seat))
            .and_then(|s| s.name.as_deref())
            .map_or_else(
                || tr(self.lang, "cli-seat-n", &[("seat", seat.into())]),
                clean,
            )
    }

    /// Every seat's display name, by seat number.
    fn names(&self) -> Vec<(Seat, String)> {
        self.lobby
            .as_ref()
            .map(|l| {
                l.seats
                    .iter()
                    .map(|s| (s.seat, self.seat_name(s.seat)))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether this client is the host.
    #[must_use]
    pub fn is_host(&self) -> bool {
        self.seat.is_some() && self.lobby.as_ref().and_then(|l| l.host) == self.seat
    }

    /// Whether a game is running.
    #[must_use]
    pub fn playing(&self) -> bool {
        self.lobby
            .as_ref()
            .is_some_and(|l| l.status == LobbyStatus::Playing)
    }

    /// Whether it is this client's turn to act.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        if !self.playing() {
            return false;
        }
        // The server sends the list of legal actions only to the seat that must decide; a
        // Camelot client derives its moves from the position.
        match (&self.game, self.seat) {
            (Some(GameView::Camelot { .. }), Some(_)) => !self.legal_moves.is_empty(),
            (Some(GameView::SuperCamelot { view, .. }), Some(_)) => !view.legal_actions.is_empty(),
            _ => false,
        }
    }

    /// The Camelot offer waiting for an answer, if any.
    #[must_use]
    pub fn pending_offer(&self) -> Option<protocol::PendingOffer> {
        match &self.game {
            Some(GameView::Camelot { offer, .. }) if self.playing() => *offer,
            _ => None,
        }
    }

    /// A lobby event as the log tells it, in the session's language.
    #[must_use]
    pub fn describe(&self, event: &LobbyEvent) -> String {
        let lang = self.lang;
        let name = |seat: &Seat| -> Value<'static> { self.seat_name(*seat).into() };
        let seat_only = |id: &str, seat: &Seat| tr(lang, id, &[("name", name(seat))]);
        let offered = |id: &str, seat: &Seat, offer: &protocol::OfferKind| {
            tr(
                lang,
                id,
                &[("name", name(seat)), ("offer", offer_key(*offer).into())],
            )
        };
        match event {
            LobbyEvent::Sat { seat, name } => tr(
                lang,
                "cli-log-sat",
                &[("name", name.clone().into()), ("seat", (*seat).into())],
            ),
            LobbyEvent::Character { seat, character } => tr(
                lang,
                "cli-log-character",
                &[
                    ("name", name(seat)),
                    (
                        "character",
                        crate::lang::character_name(lang, *character).into(),
                    ),
                ],
            ),
            LobbyEvent::Ready { seat, ready } => seat_only(
                if *ready {
                    "cli-log-ready"
                } else {
                    "cli-log-not-ready"
                },
                seat,
            ),
            LobbyEvent::Presence { seat, connected } => seat_only(
                if *connected {
                    "cli-log-connected"
                } else {
                    "cli-log-disconnected"
                },
                seat,
            ),
            LobbyEvent::Left { seat } => tr(lang, "cli-log-left", &[("seat", (*seat).into())]),
            LobbyEvent::Kicked { seat } => tr(lang, "cli-log-kicked", &[("seat", (*seat).into())]),
            LobbyEvent::Started { game_no } => {
                tr(lang, "cli-log-started", &[("game", (*game_no).into())])
            }
            LobbyEvent::Acted { seat, action } => match action {
                GameAction::Camelot { mv } => {
                    // Numbered as WCF numbers it (`12.` White, `12...` Black): the view already
                    // counts this move.
                    let number = match &self.game {
                        Some(GameView::Camelot { ply, .. }) if *ply > 0 => {
                            format!("{} ", crate::replay::camelot_move_number(*ply as usize - 1))
                        }
                        _ => String::new(),
                    };
                    tr(
                        lang,
                        "cli-log-played",
                        &[
                            ("name", name(seat)),
                            ("move", format!("{number}{mv}").into()),
                        ],
                    )
                }
                GameAction::SuperCamelot { action } => {
                    let names = self.names();
                    let what = words::action(lang, action, &|seat| seat_label(lang, &names, seat));
                    format!("{} {what}", self.seat_name(*seat))
                }
            },
            LobbyEvent::Resigned { seat } => seat_only("cli-log-resigned", seat),
            LobbyEvent::Offered { seat, offer } => offered("cli-log-offered", seat, offer),
            LobbyEvent::OfferAccepted { seat, offer } => {
                offered("cli-log-offer-accepted", seat, offer)
            }
            LobbyEvent::OfferDeclined { seat, offer } => {
                offered("cli-log-offer-declined", seat, offer)
            }
            LobbyEvent::OfferWithdrawn { seat, offer } => {
                offered("cli-log-offer-withdrawn", seat, offer)
            }
            LobbyEvent::BotAdded { seat, name, level } => tr(
                lang,
                "cli-log-bot-added",
                &[
                    ("name", name.clone().into()),
                    ("level", level.as_str().into()),
                    ("seat", (*seat).into()),
                ],
            ),
            // A correspondence seat whose time ran out is handed over by the server, in the
            // seat's own name.
            LobbyEvent::BotTookOver { seat, level, by } if by == seat => tr(
                lang,
                "cli-log-bot-took-over",
                &[("name", name(seat)), ("level", level.as_str().into())],
            ),
            LobbyEvent::BotTookOver { seat, level, by } => tr(
                lang,
                "cli-log-bot-handed",
                &[
                    ("by", name(by)),
                    ("name", name(seat)),
                    ("level", level.as_str().into()),
                ],
            ),
            LobbyEvent::Abandoned { seat } => seat_only("cli-log-abandoned", seat),
            LobbyEvent::TimedOut { seat } => seat_only("cli-log-timed-out", seat),
            LobbyEvent::WinClaimed { seat, abandoned } => tr(
                lang,
                "cli-log-win-claimed",
                &[("name", name(seat)), ("left", name(abandoned))],
            ),
            LobbyEvent::GameOver { result } => {
                let winners: Vec<String> =
                    result.winners.iter().map(|s| self.seat_name(*s)).collect();
                if winners.is_empty() {
                    tr(
                        lang,
                        "cli-log-game-over-draw",
                        &[("reason", reason_words(lang, &result.reason).into())],
                    )
                } else {
                    tr(
                        lang,
                        "cli-log-game-over-won",
                        &[
                            ("winners", and_list(lang, &winners).into()),
                            ("count", winners.len().into()),
                            ("reason", reason_words(lang, &result.reason).into()),
                        ],
                    )
                }
            }
            LobbyEvent::RematchRequested { seat } => seat_only("cli-log-rematch", seat),
            LobbyEvent::Aborted { reason } => tr(
                lang,
                "cli-log-aborted",
                &[("reason", reason_words(lang, reason).into())],
            ),
        }
    }
}

/// A Camelot offer's key in the catalogue's selectors (`draw`, `takeback`).
#[must_use]
pub fn offer_key(offer: protocol::OfferKind) -> &'static str {
    match offer {
        protocol::OfferKind::Draw => "draw",
        protocol::OfferKind::Takeback => "takeback",
    }
}

/// Names joined with "and": `ann`, `ann and bob`, `ann and bob and cy` (`et` in French).
#[must_use]
pub fn and_list(lang: Lang, names: &[String]) -> String {
    names
        .iter()
        .cloned()
        .reduce(|first, last| {
            tr(
                lang,
                "cli-and",
                &[("first", first.into()), ("last", last.into())],
            )
        })
        .unwrap_or_default()
}

fn seat_label(lang: Lang, names: &[(Seat, String)], seat: Seat) -> String {
    names.iter().find(|(s, _)| *s == seat).map_or_else(
        || tr(lang, "cli-seat-n", &[("seat", seat.into())]),
        |(_, n)| n.clone(),
    )
}

fn log_kind_tag(kind: LogKind) -> &'static str {
    match kind {
        LogKind::Event => "event",
        LogKind::Chat => "chat",
        LogKind::Error => "error",
    }
}

/// One log line as a line of the log file: `kind<TAB>text` (the text has no tabs: it is cleaned).
fn format_log_line(line: &LogLine) -> String {
    format!("{}\t{}\n", log_kind_tag(line.kind), line.text)
}

fn parse_log_line(text: &str) -> Option<LogLine> {
    let (kind, text) = text.split_once('\t')?;
    let kind = match kind {
        "event" => LogKind::Event,
        "chat" => LogKind::Chat,
        "error" => LogKind::Error,
        _ => return None,
    };
    Some(LogLine {
        kind,
        text: clean(text),
    })
}

fn open_private(path: &std::path::Path, append: bool) -> std::io::Result<std::fs::File> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.create(true);
    if append {
        options.append(true);
    } else {
        options.write(true).truncate(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // The log holds this seat's own private events (its wallet): its owner's eyes only.
        options.mode(0o600);
    }
    options.open(path)
}

fn append_log(path: &std::path::Path, line: &LogLine) -> std::io::Result<()> {
    use std::io::Write;
    open_private(path, true)?.write_all(format_log_line(line).as_bytes())
}

fn rewrite_log(path: &std::path::Path, lines: &[LogLine]) -> std::io::Result<()> {
    use std::io::Write;
    let text: String = lines.iter().map(format_log_line).collect();
    open_private(path, false)?.write_all(text.as_bytes())
}

/// What the connection task tells its owner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetEvent {
    /// Connected (again) and said hello.
    Connected,
    /// A message from the server.
    Msg(Box<ServerMsg>),
    /// The connection dropped; the task is reconnecting.
    Lost(String),
    /// The connection ended for good (left, kicked, lobby closed, refused).
    Ended(String),
}

/// Who this client is, to reclaim its seat.
#[derive(Debug, Clone)]
pub struct Identity {
    /// The display name (also the key of the saved seat).
    pub name: String,
    /// Where seat tokens are kept.
    pub seats: SeatStore,
    /// The language this client reads: said in the hello (the server words Super Camelot's log
    /// lines in it) and used for what the connection reports.
    pub lang: Lang,
}

/// The two ends of a connection task.
#[derive(Debug)]
pub struct Link {
    /// Messages to send.
    pub to_server: mpsc::Sender<ClientMsg>,
    /// What happened.
    pub from_server: mpsc::Receiver<NetEvent>,
}

/// Starts a task that keeps a connection to lobby `code` open, reconnecting with the saved seat
/// token and the last version seen after a drop, until the lobby ends it or `to_server` is dropped.
#[must_use]
pub fn connect(addr: ServerAddr, code: String, identity: Identity) -> Link {
    let (to_server, outgoing) = mpsc::channel(64);
    let (events, from_server) = mpsc::channel(256);
    tokio::spawn(drive(addr, code, identity, outgoing, events));
    Link {
        to_server,
        from_server,
    }
}

/// A refusal (`rejected`) as a person reads it in `lang`: in English the server's own words (it
/// words its refusals in English, and best knows what it refused); in another language the
/// catalogue's sentence for its code, as the protocol asks of a client (the server's words when
/// the catalogue has none for that code).
#[must_use]
pub fn refusal_text(lang: Lang, code: ErrorCode, message: &str) -> String {
    let id = serde_json::to_value(code).ok().and_then(|name| {
        name.as_str()
            .map(|n| format!("cli-refused-{}", n.replace('_', "-")))
    });
    match id {
        Some(id) if lang != Lang::En && crate::lang::has(&id) => tr(lang, &id, &[]),
        _ => clean(message),
    }
}

/// Why the lobby ended the connection, from its close code, in `lang`; in English the server's
/// own reason follows, when it gave one.
fn close_reason(lang: Lang, code: Option<u16>, reason: &str) -> Option<String> {
    let reason = clean(reason);
    let id = match code? {
        close::NORMAL => "cli-close-normal",
        close::PROTOCOL_ERROR => "cli-close-protocol-error",
        close::UNSUPPORTED_VERSION => "cli-close-unsupported-version",
        close::KICKED => "cli-close-kicked",
        close::LOBBY_CLOSED => "cli-close-lobby-closed",
        close::REPLACED => "cli-close-replaced",
        _ => return None,
    };
    let why = tr(lang, id, &[]);
    Some(if reason.is_empty() || lang != Lang::En {
        why
    } else {
        format!("{why}: {reason}")
    })
}

async fn drive(
    addr: ServerAddr,
    code: String,
    identity: Identity,
    mut outgoing: mpsc::Receiver<ClientMsg>,
    events: mpsc::Sender<NetEvent>,
) {
    let server = addr.base();
    let mut last_v: Option<Version> = None;
    let mut backoff = Duration::from_millis(200);
    loop {
        let mut conn = match Connection::open(&addr).await {
            Ok(conn) => conn,
            Err(e) => {
                if events
                    .send(NetEvent::Lost(e.text(identity.lang)))
                    .await
                    .is_err()
                {
                    return;
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(Duration::from_secs(5));
                continue;
            }
        };
        let saved = identity.seats.get(&server, &code, &identity.name);
        let hello = ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            lobby: code.clone(),
            token: saved.map(|s| s.token),
            last_v,
            lang: Some(identity.lang),
        };
        if conn.send(&hello).await.is_err() {
            continue;
        }
        if events.send(NetEvent::Connected).await.is_err() {
            return;
        }
        backoff = Duration::from_millis(200);
        let mut token_refused = false;
        let lost = loop {
            tokio::select! {
                msg = outgoing.recv() => match msg {
                    Some(msg) => {
                        if let Err(e) = conn.send(&msg).await {
                            break e.text(identity.lang);
                        }
                    }
                    None => {
                        conn.close().await;
                        return;
                    }
                },
                incoming = conn.recv() => match incoming {
                    Ok(Incoming::Msg(msg, _)) => {
                        match msg.as_ref() {
                            ServerMsg::Sync { v, .. } | ServerMsg::Event { v, .. } => last_v = Some(*v),
                            ServerMsg::Seated { seat, token } => {
                                let saved = SavedSeat { seat: *seat, token: token.clone() };
                                if let Err(e) = identity.seats.put(&server, &code, &identity.name, saved) {
                                    let note = tr(identity.lang, "cli-seat-token-not-saved", &[("error", e.to_string().into())]);
                                    let _ = events.send(NetEvent::Lost(note)).await;
                                }
                            }
                            ServerMsg::Rejected { code: ErrorCode::BadToken, .. } => {
                                // The server no longer knows this seat: forget it, come back
                                // as a spectator.
                                let _ = identity.seats.remove(&server, &code, &identity.name);
                                token_refused = true;
                            }
                            _ => {}
                        }
                        if events.send(NetEvent::Msg(msg)).await.is_err() {
                            return;
                        }
                    }
                    Ok(Incoming::Closed { code: close_code, reason }) => {
                        if token_refused {
                            break tr(identity.lang, "cli-seat-token-refused", &[]);
                        }
                        match close_reason(identity.lang, close_code, &reason) {
                            Some(why) => {
                                let _ = events.send(NetEvent::Ended(why)).await;
                                return;
                            }
                            None => break match close_code {
                                Some(c) => tr(identity.lang, "cli-server-closed", &[("code", c.into())]),
                                None => tr(identity.lang, "cli-server-closed-no-code", &[]),
                            },
                        }
                    }
                    Err(e) => break e.text(identity.lang),
                },
            }
        };
        if events.send(NetEvent::Lost(lost)).await.is_err() {
            return;
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(Duration::from_secs(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{GameConfig, LobbyInfo, SeatInfo};
    use serde_json::json;

    fn lobby() -> LobbyInfo {
        LobbyInfo {
            code: "ABC".into(),
            config: GameConfig::SuperCamelot {
                seats: 2,
                ask_activation_order: false,
                auto_enemy_ties: false,
                turn_secs: None,
                days_per_turn: None,
            },
            public: false,
            status: LobbyStatus::Playing,
            host: Some(0),
            seats: ["ann", "bob"]
                .iter()
                .zip(0..)
                .map(|(name, seat)| SeatInfo {
                    seat,
                    name: Some((*name).into()),
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
            spectators: 0,
            game_id: None,
        }
    }

    #[test]
    fn a_seat_handed_over_when_its_days_ran_out_is_told_without_a_hand() {
        let mut s = Session::new("ABC");
        s.apply(&ServerMsg::Sync {
            v: 1,
            lobby: lobby(),
            game: None,
            clock_elapsed_ms: None,
        });
        let took_over = |by| LobbyEvent::BotTookOver {
            seat: 1,
            level: protocol::BotLevel::Medium,
            by,
        };
        assert_eq!(
            s.describe(&took_over(1)),
            "a computer player (medium) plays bob's seat now"
        );
        assert_eq!(
            s.describe(&took_over(0)),
            "ann handed bob's seat to a computer player (medium)"
        );
        assert_eq!(
            s.describe(&LobbyEvent::TimedOut { seat: 1 }),
            "bob's time ran out"
        );
    }

    /// Every code the server may refuse with is worded in French (and the server's English
    /// words are kept in English).
    #[test]
    fn every_refusal_is_worded_in_french_by_its_code() {
        use protocol::ErrorCode as E;
        let all = [
            E::UnsupportedVersion,
            E::ExpectedHello,
            E::Malformed,
            E::FrameTooLarge,
            E::RateLimited,
            E::ChatRateLimited,
            E::NoSuchLobby,
            E::BadToken,
            E::NotSeated,
            E::AlreadySeated,
            E::SeatTaken,
            E::NoSuchSeat,
            E::LobbyFull,
            E::InvalidName,
            E::NameTaken,
            E::InvalidCharacter,
            E::NotHost,
            E::AlreadyStarted,
            E::NotStarted,
            E::NotReady,
            E::GameOver,
            E::StaleVersion,
            E::OutOfTurn,
            E::IllegalAction,
            E::WrongGame,
            E::ChatTooLong,
            E::StoreFailure,
            E::LobbyClosed,
            E::NotAbandoned,
            E::TimeUp,
            E::Unchanged,
            E::InvalidNotify,
            E::OfferPending,
            E::NoOffer,
            E::OfferLimit,
        ];
        for code in all {
            // No wildcard: a code added to the protocol does not compile here until it is
            // listed above (and worded in the catalogue).
            match code {
                E::UnsupportedVersion
                | E::ExpectedHello
                | E::Malformed
                | E::FrameTooLarge
                | E::RateLimited
                | E::ChatRateLimited
                | E::NoSuchLobby
                | E::BadToken
                | E::NotSeated
                | E::AlreadySeated
                | E::SeatTaken
                | E::NoSuchSeat
                | E::LobbyFull
                | E::InvalidName
                | E::NameTaken
                | E::InvalidCharacter
                | E::NotHost
                | E::AlreadyStarted
                | E::NotStarted
                | E::NotReady
                | E::GameOver
                | E::StaleVersion
                | E::OutOfTurn
                | E::IllegalAction
                | E::WrongGame
                | E::ChatTooLong
                | E::StoreFailure
                | E::LobbyClosed
                | E::NotAbandoned
                | E::TimeUp
                | E::Unchanged
                | E::InvalidNotify
                | E::OfferPending
                | E::NoOffer
                | E::OfferLimit => {}
            }
            assert_eq!(
                refusal_text(Lang::En, code, "the server's words"),
                "the server's words"
            );
            let fr = refusal_text(Lang::Fr, code, "the server's words");
            assert_ne!(fr, "the server's words", "{code:?}");
        }
        assert_eq!(
            refusal_text(Lang::Fr, E::NotHost, "only the host may start"),
            "seul l'hôte peut faire cela"
        );
    }

    #[test]
    fn the_live_log_tells_super_camelot_in_words() {
        let mut s = Session::new("ABC");
        s.apply(&ServerMsg::Sync {
            v: 1,
            lobby: lobby(),
            game: None,
            clock_elapsed_ms: None,
        });
        let game = super_camelot::Game::new(
            super_camelot::Config::new(vec![
                super_camelot::Character::Arthur,
                super_camelot::Character::Gwenivere,
            ]),
            1,
        )
        .unwrap();
        let view = GameView::SuperCamelot {
            view: game.view(super_camelot::Viewer::Spectator),
            events: serde_json::from_value(json!([
                json!({"type": "stepped", "seat": 1, "from": "L10", "to": "M10"}),
                json!({"type": "move_started", "seat": 1, "squares": 3, "free": false}),
                json!({"type": "passed_out", "seat": 0}),
                json!({"type": "turn_skipped", "seat": 0}),
            ]))
            .unwrap(),
            lines: Vec::new(),
            prompt_line: None,
            clock: None,
        };
        s.apply(&ServerMsg::Event {
            v: 2,
            event: LobbyEvent::Acted {
                seat: 1,
                action: GameAction::SuperCamelot {
                    action: serde_json::from_value(json!({"type": "bomb", "corner": "N13"}))
                        .unwrap(),
                },
            },
            lobby: None,
            // From no game to this view: the whole view, as the server sends it then.
            change: None,
            patch: Some(protocol::patch::diff(
                &serde_json::Value::Null,
                &serde_json::to_value(&view).unwrap(),
            )),
        });
        assert_eq!(s.game.as_ref(), Some(&view));
        // The event did not carry the lobby: the summary of the sync still holds.
        assert_eq!(s.lobby, Some(lobby()));
        let log: Vec<&str> = s.log.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(log[0], "bob throws a Bomb at N13");
        assert_eq!(log[1], "  · bob steps L10 → M10");
        assert_eq!(log[2], "  · bob moves up to 3 squares");
        assert!(log[3].starts_with("  · ann passes out!"), "{}", log[3]);
        assert_eq!(
            log[4],
            "  · ann is passed out: skips this turn and recovers 1 Health"
        );
        assert!(
            !log.iter()
                .any(|l| l.contains("col") || l.contains("free false"))
        );
    }

    #[test]
    fn the_log_comes_back_when_the_seat_is_rejoined() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("logs/abc.log");
        let mut first = Session::new("ABC");
        first.keep_log_in(path.clone());
        first.note(LogKind::Event, "ann sat down at seat 0");
        first.note(LogKind::Chat, "bob: hello\tthere");
        first.note(LogKind::Error, "it is not your turn");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o077, 0, "the log is its owner's only");
        }
        // A new run of the client, the same seat: the history is there, then new lines follow.
        let mut second = Session::new("ABC");
        second.keep_log_in(path.clone());
        second.note(LogKind::Event, "ann connected");
        let log: Vec<(LogKind, &str)> = second
            .log
            .iter()
            .map(|l| (l.kind, l.text.as_str()))
            .collect();
        assert_eq!(
            log,
            [
                (LogKind::Event, "ann sat down at seat 0"),
                (LogKind::Chat, "bob: hello there"),
                (LogKind::Error, "it is not your turn"),
                (LogKind::Event, "ann connected"),
            ]
        );
    }

    #[test]
    fn a_replaced_seat_is_explained() {
        let why =
            close_reason(Lang::En, Some(close::REPLACED), "seat reclaimed elsewhere").unwrap();
        assert!(
            why.contains("your seat was taken by another albion"),
            "{why}"
        );
        let why = close_reason(Lang::En, Some(close::KICKED), "\u{1b}[2Jbye").unwrap();
        assert!(!why.contains('\u{1b}'));
        assert_eq!(why, "the host removed you from the lobby: [2Jbye");
        // In French the server's English reason is left out: the code says it.
        assert_eq!(
            close_reason(
                Lang::Fr,
                Some(close::UNSUPPORTED_VERSION),
                "UnsupportedVersion"
            ),
            Some("le serveur parle une autre version du protocole : mettez albion à jour".into())
        );
    }

    /// A real game's history as seat 0 sees it: each step that showed it something.
    fn history(plays: usize) -> Vec<HistoryEntry> {
        let mut game = super_camelot::Game::new(
            super_camelot::Config::new(vec![
                super_camelot::Character::Arthur,
                super_camelot::Character::Gwenivere,
            ]),
            5,
        )
        .unwrap();
        let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut out = Vec::new();
        for seq in 0..plays {
            let Some(d) = game.pending_decision() else {
                break;
            };
            let legal = game.legal_actions(d.seat);
            rng = rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let action = legal[(rng >> 33) as usize % legal.len()];
            let events: Vec<VisibleEvent> = game
                .apply(d.seat, action)
                .unwrap()
                .iter()
                .filter_map(|e| e.for_viewer(super_camelot::Viewer::Seat(super_camelot::Seat(0))))
                .collect();
            if !events.is_empty() {
                out.push(HistoryEntry {
                    seq: seq as u32,
                    seat: d.seat.0,
                    events,
                    lines: Vec::new(),
                });
            }
        }
        out
    }

    fn synced() -> Session {
        let mut s = Session::new("ABC");
        s.apply(&ServerMsg::Sync {
            v: 9,
            lobby: lobby(),
            game: None,
            clock_elapsed_ms: None,
        });
        s
    }

    fn step_lines(s: &Session) -> Vec<String> {
        s.log
            .iter()
            .filter(|l| l.text.starts_with(STEP_MARK))
            .map(|l| l.text.clone())
            .collect()
    }

    /// A Super Camelot game's log begins with the rolls for the first player and who plays first
    /// and why, as the browser's does: live at the start, and at the head of a whole story.
    #[test]
    fn the_start_tells_who_plays_first_and_why() {
        let game = super_camelot::Game::new(
            super_camelot::Config::new(vec![
                super_camelot::Character::Arthur,
                super_camelot::Character::Gwenivere,
            ]),
            1,
        )
        .unwrap();
        let view = game.view(super_camelot::Viewer::Spectator);
        let rolls = view
            .first_player_rolls
            .iter()
            .flatten()
            .filter(|faces| !faces.is_empty())
            .count();
        assert!(rolls >= 2);
        let first = ["ann", "bob"][usize::from(view.active.0)];
        let game = GameView::SuperCamelot {
            view,
            events: Vec::new(),
            lines: Vec::new(),
            prompt_line: None,
            clock: None,
        };
        let check = |lines: &[String]| {
            assert_eq!(lines.len(), rolls + 1, "{lines:#?}");
            assert!(
                lines[..rolls]
                    .iter()
                    .all(|l| l.starts_with(STEP_MARK) && l.contains(" for the first player")),
                "{lines:#?}"
            );
            let last = &lines[rolls];
            assert!(
                last.starts_with(&format!("{STEP_MARK}{first} rolled the most Stars ("))
                    && last.ends_with(") and plays first"),
                "{last}"
            );
        };

        // Live: the start.
        let mut live = synced();
        live.apply(&ServerMsg::Event {
            v: 10,
            event: LobbyEvent::Started { game_no: 1 },
            lobby: None,
            change: None,
            patch: Some(vec![protocol::PatchOp::Replace {
                path: String::new(),
                value: serde_json::to_value(&game).unwrap(),
            }]),
        });
        let texts: Vec<&str> = live.log.iter().map(|l| l.text.as_str()).collect();
        assert!(texts.contains(&"game 1 started"), "{texts:#?}");
        check(&step_lines(&live));

        // Opened mid-game: the whole story begins the same way, and is not told twice.
        let mut late = synced();
        late.game = Some(game);
        for _ in 0..2 {
            late.apply(&ServerMsg::History {
                game_no: 1,
                entries: Vec::new(),
                more: false,
            });
        }
        check(&step_lines(&late));
    }

    /// Opened mid-game (another device, a spectator, a new run of the client), the log is told
    /// the story so far; back after a drop, it is told only what it missed; a history of another
    /// game changes nothing.
    #[test]
    fn the_story_so_far_is_told_once() {
        let entries = history(60);
        assert!(entries.len() > 30);
        let mut fresh = synced();
        fresh.apply(&ServerMsg::History {
            game_no: 1,
            entries: entries.clone(),
            more: false,
        });
        assert_eq!(fresh.log[0].text, "game 1 so far:");
        let all = step_lines(&fresh);
        assert!(all.len() >= entries.len(), "every step is told");
        assert!(!all.iter().any(|l| l.contains("wallet") || l.contains("{")));

        // Back after a drop: the first 20 steps were told live (here: by an earlier history),
        // the rest is what was missed.
        let mut back = synced();
        back.apply(&ServerMsg::History {
            game_no: 1,
            entries: entries[..20].to_vec(),
            more: false,
        });
        back.note(LogKind::Chat, "bob: brb");
        back.apply(&ServerMsg::History {
            game_no: 1,
            entries: entries.clone(),
            more: false,
        });
        assert_eq!(step_lines(&back), all, "nothing twice, nothing missed");
        let headings = back
            .log
            .iter()
            .filter(|l| l.text.ends_with("so far:"))
            .count();
        assert_eq!(headings, 1);

        // The same again (a resync with nothing new): nothing is added.
        let before = back.log.len();
        back.apply(&ServerMsg::History {
            game_no: 1,
            entries: entries[entries.len() - 10..].to_vec(),
            more: true,
        });
        assert_eq!(back.log.len(), before);

        // Another game's history (a rematch under way elsewhere) is not this game's story.
        let mut other = synced();
        other.apply(&ServerMsg::History {
            game_no: 2,
            entries,
            more: false,
        });
        assert!(other.log.is_empty());
    }

    /// A long game's latest page says that earlier steps exist, and where to read them.
    #[test]
    fn a_partial_story_says_so() {
        let entries = history(40);
        let mut s = synced();
        s.apply(&ServerMsg::History {
            game_no: 1,
            entries: entries[10..].to_vec(),
            more: true,
        });
        assert!(
            s.log[0].text.starts_with(&format!(
                "game 1 so far (its last {} steps;",
                entries.len() - 10
            )),
            "{}",
            s.log[0].text
        );
        assert!(s.log[0].text.contains("albion replay"));
    }
}
