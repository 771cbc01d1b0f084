//! Albion wire types, shared by the server and every client.
//!
//! Every WebSocket message is one JSON text frame holding one [`ClientMsg`] (client to server) or one
//! [`ServerMsg`] (server to client). Both are internally tagged by the field `"t"` and reject unknown
//! fields. Game payloads are nested per game (`"game": "camelot"`). `PROTOCOL.md` at the repository
//! root documents every message with an example.
//!
//! The game payloads are the engines' own types (`camelot::Move`, `super_camelot::Action`,
//! `super_camelot::View`, ...), so what crosses the wire is exactly what the engines read and
//! write: a message that parses is well-formed down to the last field. Parsing never implies that
//! an action is legal; the server checks it against the live game.
#![forbid(unsafe_code)]

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub mod change;
pub mod patch;
pub mod update;

/// The protocol crate's own sentences in every language (`protocol/locales/<lang>/protocol.ftl`):
/// a game record's Camelot lines and an unnamed seat.
static CATALOGUE: std::sync::LazyLock<i18n::Catalogue> = std::sync::LazyLock::new(|| {
    i18n::Catalogue::new(&[
        (Lang::En, include_str!("../locales/en/protocol.ftl")),
        (Lang::Fr, include_str!("../locales/fr/protocol.ftl")),
    ])
    // The sources are built in, and `i18n/tests/catalogues.rs` parses them: a failure here is a
    // bug no release can have.
    .unwrap_or_else(|e| panic!("{e}"))
});

/// A seat with no name, as the words show it: `Seat 1` (counted from 1).
#[must_use]
pub fn seat_name(lang: Lang, seat: Seat) -> String {
    CATALOGUE.text(lang, "seat-name", &[("n", (u32::from(seat) + 1).into())])
}

pub use camelot::{Move, Ruleset};
pub use change::ScChange;
pub use i18n::Lang;
pub use patch::PatchOp;
pub use super_camelot::{Action, Character, PrivateEvent, PublicEvent, View, VisibleEvent};

/// The protocol version this crate speaks. A client sends it in [`ClientMsg::Hello`]; the server
/// refuses any other with [`ErrorCode::UnsupportedVersion`] and closes with
/// [`close::UNSUPPORTED_VERSION`].
pub const PROTOCOL_VERSION: u32 = 13;

/// A seat number in a lobby, from 0. In Camelot seat 0 plays White and seat 1 plays Black.
pub type Seat = u8;

/// A lobby's version counter: it grows by exactly one with every change of the lobby's state.
pub type Version = u64;

/// A message from a client to the server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Must be the first message on a connection: the protocol version, the lobby to enter and, to
    /// reclaim a seat (reconnect), that seat's secret token. Without a token the client enters as a
    /// spectator and may then take a free seat with [`ClientMsg::Sit`].
    Hello {
        /// Must equal [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The lobby's join code.
        lobby: String,
        /// The seat token received in [`ServerMsg::Seated`], to reclaim that seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        /// The last version this client saw, if any (informative: a hello always gets a full sync).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        last_v: Option<Version>,
        /// The language this connection reads (absent: English): the server words what it
        /// sends in it (Super Camelot's `lines` and `prompt_line`, the history's lines).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<Lang>,
    },
    /// Take a free seat (the lowest free one when `seat` is absent) under a display name.
    Sit {
        /// A display name: 1 to 32 visible characters once normalised (NFC, trimmed, inner
        /// whitespace collapsed); no control, zero-width, format or text-direction characters;
        /// unique in the lobby without regard to case.
        name: String,
        /// The seat wanted; absent means the lowest free seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
    },
    /// Choose your Character before the start (Super Camelot only), by its engine name
    /// (`"Arthur"`, `"Gwenivere"`, `"Lancelot"`, `"Percival"`, `"Kay"`, `"Merlin"`).
    Character {
        /// The Character.
        character: Character,
    },
    /// Mark your seat ready (or not) before the start.
    Ready {
        /// The new state.
        ready: bool,
    },
    /// The host starts the game: every seat must be taken and ready.
    Start {},
    /// Play an action in the running game, made against version `v`.
    Act {
        /// The version the client saw when it chose the action; a stale one is rejected.
        v: Version,
        /// The action, in the game's own notation.
        action: GameAction,
    },
    /// Give up the running game: the opponents win.
    Resign {
        /// The version the client saw.
        v: Version,
    },
    /// Camelot: offer the opponent a draw or a takeback (`RULES.md` C15–C17). At most one offer
    /// waits at a time, a seat makes at most one offer between two of its own moves, and any
    /// move cancels a waiting offer. A takeback takes back your last move: one move when the
    /// opponent is to move, two (the opponent's reply too) when it is your turn again.
    Offer {
        /// The version the client saw.
        v: Version,
        /// What is offered.
        offer: OfferKind,
    },
    /// Camelot: accept or decline the opponent's waiting offer. The answer names the offer it
    /// answers: an answer to an offer that is not the one waiting is refused (`no_offer`), so a
    /// click meant for one offer can never accept another.
    AnswerOffer {
        /// The version the client saw.
        v: Version,
        /// The offer answered, as the waiting one says.
        offer: OfferKind,
        /// Whether it is accepted.
        accept: bool,
    },
    /// Camelot: withdraw your own waiting offer.
    WithdrawOffer {
        /// The version the client saw.
        v: Version,
        /// The offer withdrawn, as the waiting one says.
        offer: OfferKind,
    },
    /// Send a chat line to everyone in the lobby.
    Chat {
        /// Plain text, at most [`MAX_CHAT_CHARS`] characters.
        text: String,
    },
    /// Give up your seat before the start (during a game, use [`ClientMsg::Resign`]), or just leave
    /// as a spectator; the server then closes the connection normally.
    Leave {},
    /// The host removes a seated player (or computer player) before the start.
    Kick {
        /// The seat to free.
        seat: Seat,
    },
    /// Seat a computer player. Before the start, the host fills a free seat (the lowest free one
    /// when `seat` is absent); the computer player is ready at once and the host may kick it.
    /// While a game runs, any seated player still in the game may hand the seat of a player who
    /// has been away for the grace period ([`SeatInfo::abandoned`]) to a computer player, which
    /// plays on from there; `seat` is then required.
    AddBot {
        /// The seat to fill.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
        /// How strong it plays.
        level: BotLevel,
    },
    /// Camelot: claim the win because the opponent has been away for the grace period
    /// ([`SeatInfo::abandoned`]); the opponent loses by abandonment.
    ClaimWin {
        /// The version the client saw.
        v: Version,
    },
    /// After a game is over, ask for a fresh game with the same seats; it starts when every seat
    /// has asked.
    Rematch {},
    /// Ask for a full [`ServerMsg::Sync`] (after a gap in versions, for example).
    Resync {},
    /// Super Camelot: ask for the earlier part of the game's history, the entries before log
    /// step `before` (the `seq` of the first entry the client holds). Answered with
    /// [`ServerMsg::History`].
    History {
        /// Entries strictly before this step are sent, newest page first.
        before: u32,
    },
    /// Set how this seat is told that the game waits for it (replacing what was set before;
    /// every channel absent turns notifications off). Only a seated player may; answered with
    /// [`ServerMsg::Notify`] to this connection alone. The settings are the seat's own: never
    /// in anyone's view, event, record or log.
    Notify {
        /// The new settings.
        settings: NotifySettings,
    },
}

/// The longest chat line accepted, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// The longest display name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// A message from the server to a client.
// Built, serialised and dropped (or read and matched) one at a time: the size of the variant
// carrying a game view does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMsg {
    /// The answer to a good [`ClientMsg::Hello`]; a [`ServerMsg::Sync`] follows at once.
    Welcome {
        /// The protocol version the server speaks.
        protocol: u32,
        /// The lobby's code.
        lobby: String,
        /// The seat this connection holds, if the hello carried a valid token.
        seat: Option<Seat>,
        /// Seconds a seat that is not the active player has to answer a prompt (Super
        /// Camelot) before the server plays the engine's default for it: this server's setting.
        prompt_secs: u32,
    },
    /// The full state of the lobby at version `v`, as this connection may see it.
    Sync {
        /// The lobby's current version.
        v: Version,
        /// The lobby.
        lobby: LobbyInfo,
        /// The running or last game, as this connection may see it.
        game: Option<GameView>,
        /// When the game has a clock that is running: the milliseconds it has already run in the
        /// current turn at the moment this message was sent (subtract them from
        /// `left_ms[running]` of the view's [`ClockView`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock_elapsed_ms: Option<u64>,
    },
    /// One change of state, at version `v` (always exactly one more than the previous version this
    /// connection received). `lobby` is the lobby's summary after the change, sent only when the
    /// change altered it (absent: the summary last received still holds). `view` is this
    /// connection's view of the game after the change, when the change touched the game.
    Event {
        /// The lobby's new version.
        v: Version,
        /// What happened.
        event: LobbyEvent,
        /// The lobby after the change, when the change altered it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lobby: Option<LobbyInfo>,
        /// When the change touched the game in a way the event alone does not say: the JSON
        /// Patch (RFC 6902, see [`patch`]) that turns this connection's view of the game (the
        /// `game` of its last [`ServerMsg::Sync`], with every later event applied) into its view
        /// after the change. A Camelot move (`acted`) says itself: the client plays it on its
        /// view first, and then applies `patch` if there is one (a timed game's clock); see
        /// [`update::apply_event`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        patch: Option<Vec<PatchOp>>,
        /// When the change touched a Super Camelot view the connection holds: what it changed in
        /// that view, part by part ([`ScChange`], applied by [`change::apply`]). An event carries
        /// `patch` or `change`, never both: a new game, or a view the server lost track of,
        /// comes whole as a `patch`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        change: Option<Box<ScChange>>,
    },
    /// You took a seat: keep the token secret, it reclaims the seat on reconnect.
    Seated {
        /// The seat.
        seat: Seat,
        /// The secret seat token.
        token: String,
    },
    /// Your request was accepted; the state change it made is version `v`.
    Ack {
        /// The version your request produced.
        v: Version,
    },
    /// Your request was refused and nothing changed. For the codes listed as closing in
    /// `PROTOCOL.md`, the server then closes the socket with the matching close code.
    Rejected {
        /// Why.
        code: ErrorCode,
        /// A human-readable explanation.
        message: String,
    },
    /// A chat line (chat is not part of the versioned stream).
    Chat {
        /// The sender's seat, if seated.
        seat: Option<Seat>,
        /// The sender's display name (`"spectator"` for spectators).
        name: String,
        /// The text.
        text: String,
    },
    /// Super Camelot: what the game did so far, as this connection may see it (the same
    /// redaction as the live views' `events`). Sent right after every [`ServerMsg::Sync`] of a
    /// lobby with a Super Camelot game (its last page: up to [`HISTORY_PAGE`] entries), and in
    /// answer to [`ClientMsg::History`]. Not part of the versioned stream: the `event`s after the
    /// `sync` continue it.
    History {
        /// The game the entries belong to (the lobby's game number, from 1).
        game_no: u32,
        /// Steps of the game's log that showed this connection something, oldest first.
        entries: Vec<HistoryEntry>,
        /// Whether earlier entries exist: ask for them with `history` and `before` = the first
        /// entry's `seq`.
        more: bool,
    },
    /// This seat's notification settings and what this server offers: sent to a seated
    /// connection right after its first [`ServerMsg::Sync`] (and [`ServerMsg::Seated`]), and in
    /// answer to [`ClientMsg::Notify`]. Never sent to anyone else.
    Notify {
        /// The channels this server can use.
        offer: NotifyOffer,
        /// The seat's settings; absent when it has none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        settings: Option<NotifySettings>,
        /// The secret that signs this seat's webhook requests (`X-Albion-Signature`), when a
        /// webhook is set: it stays the same while the webhook's URL does.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        webhook_secret: Option<String>,
    },
}

/// The most entries one [`ServerMsg::History`] carries.
pub const HISTORY_PAGE: usize = 200;

/// One step of a Super Camelot game's log, as a connection may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct HistoryEntry {
    /// The step's place in the game's log, from 0: the `seq` of the game record's step.
    pub seq: u32,
    /// Who played it (for a turn that ran out or a computer player's takeover: the seat it
    /// concerned).
    pub seat: Seat,
    /// What it did that this connection may see, in order (public, or its own private ones).
    pub events: Vec<VisibleEvent>,
    /// Each of `events` in words, in the same order, as this connection reads it
    /// (`super_camelot::words`: the sentences every client shows).
    pub lines: Vec<String>,
}

/// Why a request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The hello's protocol version is not supported (closes with 4001).
    UnsupportedVersion,
    /// The first message was not a hello, or a second hello was sent (closes with 4000).
    ExpectedHello,
    /// The frame was not valid JSON, not a known message, or had unknown fields (closes with 4000).
    Malformed,
    /// The frame was larger than the server's limit (closes with 1009).
    FrameTooLarge,
    /// Too many messages too fast (closes with 4003).
    RateLimited,
    /// Too many chat lines too fast (the chat line is dropped, the socket stays open).
    ChatRateLimited,
    /// No lobby has this code.
    NoSuchLobby,
    /// The seat token is not valid for this lobby (closes with 4000).
    BadToken,
    /// The request needs a seat and this connection holds none.
    NotSeated,
    /// This connection already holds a seat.
    AlreadySeated,
    /// The seat asked for is taken.
    SeatTaken,
    /// The seat number does not exist in this lobby.
    NoSuchSeat,
    /// Every seat is taken.
    LobbyFull,
    /// The display name is empty, too long, or holds control, invisible (zero-width), format or
    /// text-direction characters.
    InvalidName,
    /// Another seat in this lobby already has this name (compared without regard to case or
    /// character width), or the name is reserved (`spectator`).
    NameTaken,
    /// The Character does not exist, is taken, or the game has no Characters.
    InvalidCharacter,
    /// Only the host may do this.
    NotHost,
    /// The game has started: seats can no longer change.
    AlreadyStarted,
    /// No game is running.
    NotStarted,
    /// Not every seat is taken and ready.
    NotReady,
    /// The game is over.
    GameOver,
    /// The request was made against an old version; a fresh sync follows.
    StaleVersion,
    /// It is not your turn.
    OutOfTurn,
    /// The action is not legal (or not understood) in the current position.
    IllegalAction,
    /// The action is for another game than the one running.
    WrongGame,
    /// The chat line is empty or longer than the limit.
    ChatTooLong,
    /// The store failed; nothing changed, the request may be retried.
    StoreFailure,
    /// The lobby is shutting down or was closed.
    LobbyClosed,
    /// The seat's player is not away, or not yet for the grace period: it cannot be claimed or
    /// handed to a computer player.
    NotAbandoned,
    /// Your time ran out before the action arrived: the server has played what a flag fall or
    /// an expired turn does instead.
    TimeUp,
    /// The request would change nothing (a `ready`, `character` or `rematch` repeating what
    /// the seat already has): nothing was written, no version or event follows.
    Unchanged,
    /// Notification settings this server cannot use: a channel it does not offer, an e-mail
    /// address or URL it does not accept (a webhook to a private or loopback address, say), or
    /// a push subscription whose keys are not valid. Nothing changed.
    InvalidNotify,
    /// Camelot: another offer is waiting for its answer.
    OfferPending,
    /// Camelot: no such offer is waiting for this seat's answer (or its withdrawal): it was
    /// answered, withdrawn or cancelled by a move, or the answer names another offer.
    NoOffer,
    /// Camelot: this seat has made an offer since its last move; it may offer again once it has
    /// moved.
    OfferLimit,
}

impl ErrorCode {
    /// The WebSocket close code that follows this error, if it ends the connection.
    #[must_use]
    pub fn close_code(self) -> Option<u16> {
        match self {
            Self::UnsupportedVersion => Some(close::UNSUPPORTED_VERSION),
            Self::ExpectedHello | Self::Malformed | Self::BadToken => Some(close::PROTOCOL_ERROR),
            Self::FrameTooLarge => Some(close::TOO_BIG),
            Self::RateLimited => Some(close::RATE_LIMITED),
            Self::NoSuchLobby | Self::LobbyClosed => Some(close::LOBBY_CLOSED),
            _ => None,
        }
    }
}

/// WebSocket close codes the server uses.
pub mod close {
    /// The client left (after [`crate::ClientMsg::Leave`]).
    pub const NORMAL: u16 = 1000;
    /// The server is shutting down; reconnect later with your seat token.
    pub const GOING_AWAY: u16 = 1001;
    /// A text frame was not valid UTF-8 (RFC 6455 §7.4.1).
    pub const INVALID_DATA: u16 = 1007;
    /// A frame exceeded the size limit.
    pub const TOO_BIG: u16 = 1009;
    /// Protocol violation: malformed or unknown message, missing hello, bad seat token.
    pub const PROTOCOL_ERROR: u16 = 4000;
    /// The hello's protocol version is not supported.
    pub const UNSUPPORTED_VERSION: u16 = 4001;
    /// The client did not read its messages fast enough; reconnect to resynchronise.
    pub const TOO_SLOW: u16 = 4002;
    /// The client sent too many messages too fast.
    pub const RATE_LIMITED: u16 = 4003;
    /// The host removed this player from the lobby.
    pub const KICKED: u16 = 4004;
    /// The lobby does not exist, was closed, or its game was aborted.
    pub const LOBBY_CLOSED: u16 = 4005;
    /// Another connection reclaimed this seat with its token.
    pub const REPLACED: u16 = 4006;
    /// The connection sent nothing, not even a pong to the server's pings, for the idle timeout.
    pub const IDLE: u16 = 4007;
}

/// The games the server hosts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// Classic two-player Camelot.
    Camelot,
    /// The 2–4 player adventure.
    SuperCamelot,
}

/// How a lobby's game is set up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "game", rename_all = "snake_case", deny_unknown_fields)]
pub enum GameConfig {
    /// Camelot: always two seats.
    Camelot {
        /// `"standard"` (default) or `"wcf"`.
        #[serde(default)]
        ruleset: Ruleset,
        /// A chess clock: each side's time for the whole game plus an increment per move. Absent:
        /// untimed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<TimeControl>,
        /// A correspondence game: each move must be made within this many days
        /// ([`MIN_DAYS`] to [`MAX_DAYS`]) of the previous one, counted on the calendar (a
        /// server restart does not stop it). Never together with `clock`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = MIN_DAYS, max = MAX_DAYS))]
        days_per_move: Option<u8>,
    },
    /// Super Camelot with 2–4 seats.
    SuperCamelot {
        /// Number of seats, 2 to 4.
        #[schemars(range(min = 2, max = 4))]
        seats: u8,
        /// Prompt 23: the active player chooses which Enemy activates next.
        #[serde(default)]
        ask_activation_order: bool,
        /// Prompts 24 and 25: ties resolved automatically instead of asking.
        #[serde(default)]
        auto_enemy_ties: bool,
        /// Seconds the active player has for a whole turn ([`MIN_TURN_SECS`] to
        /// [`MAX_TURN_SECS`]); when they run out the server plays the engine's default answers
        /// (end the turn, stop moving, ...) until the turn passes. Absent: untimed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = MIN_TURN_SECS, max = MAX_TURN_SECS))]
        turn_secs: Option<u32>,
        /// A correspondence game: each turn must be played within this many days
        /// ([`MIN_DAYS`] to [`MAX_DAYS`]) of its start, counted on the calendar. Never together
        /// with `turn_secs`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = MIN_DAYS, max = MAX_DAYS))]
        days_per_turn: Option<u8>,
    },
}

/// A Camelot time control, e.g. 5+3: five minutes each, three seconds more after every move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    /// Each side's time for the game, in seconds (1 to [`MAX_BASE_SECS`]).
    #[schemars(range(min = 1, max = MAX_BASE_SECS))]
    pub base_secs: u32,
    /// Seconds added to a side's clock after each of its moves (0 to [`MAX_INCREMENT_SECS`]).
    #[serde(default)]
    #[schemars(range(max = MAX_INCREMENT_SECS))]
    pub increment_secs: u32,
}

/// The longest base time a Camelot clock accepts: 3 hours.
pub const MAX_BASE_SECS: u32 = 3 * 3600;

/// The largest increment a Camelot clock accepts: 10 minutes.
pub const MAX_INCREMENT_SECS: u32 = 600;

/// The shortest Super Camelot turn limit.
pub const MIN_TURN_SECS: u32 = 10;

/// The longest Super Camelot turn limit: one hour.
pub const MAX_TURN_SECS: u32 = 3600;

/// The fewest days per move (Camelot) or per turn (Super Camelot) of a correspondence game.
pub const MIN_DAYS: u8 = 1;

/// The most days per move or per turn of a correspondence game: two weeks.
pub const MAX_DAYS: u8 = 14;

/// How strong a computer player is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Quick and beatable.
    Easy,
    /// A middle strength.
    Medium,
    /// The strongest the server offers.
    Hard,
}

impl BotLevel {
    /// The level's name on the wire (`"easy"`, `"medium"`, `"hard"`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Easy => "easy",
            Self::Medium => "medium",
            Self::Hard => "hard",
        }
    }

    /// Reads a level from its wire name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "easy" => Some(Self::Easy),
            "medium" => Some(Self::Medium),
            "hard" => Some(Self::Hard),
            _ => None,
        }
    }
}

/// The game's clock as a view shows it. Its values change only when a turn ends, so a view
/// carrying it is the same for everyone who receives it at that version; the time the running
/// clock has already used when a [`ServerMsg::Sync`] is sent is that message's `clock_elapsed_ms`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct ClockView {
    /// Each seat's time left, in milliseconds, when the running clock was started (Camelot: the
    /// whole game's time; Super Camelot: the turn limit, full for everyone but the active seat).
    pub left_ms: Vec<u64>,
    /// The seat whose clock runs; `None` once the game is over.
    pub running: Option<Seat>,
}

impl GameConfig {
    /// The game this configures.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            Self::Camelot { .. } => GameKind::Camelot,
            Self::SuperCamelot { .. } => GameKind::SuperCamelot,
        }
    }

    /// The number of seats in the lobby.
    #[must_use]
    pub fn seats(&self) -> u8 {
        match self {
            Self::Camelot { .. } => 2,
            Self::SuperCamelot { seats, .. } => *seats,
        }
    }

    /// Camelot as a lobby is created when nothing else is asked for: the standard rules,
    /// untimed.
    #[must_use]
    pub fn camelot() -> Self {
        Self::Camelot {
            ruleset: Ruleset::Standard,
            clock: None,
            days_per_move: None,
        }
    }

    /// The days per move (Camelot) or per turn (Super Camelot) of a correspondence game;
    /// `None` for a live game.
    #[must_use]
    pub fn days(&self) -> Option<u8> {
        match self {
            Self::Camelot { days_per_move, .. } => *days_per_move,
            Self::SuperCamelot { days_per_turn, .. } => *days_per_turn,
        }
    }

    /// The same game as a correspondence game of `days` per move or turn (its live clock
    /// dropped), or as a live untimed one (`None`).
    #[must_use]
    pub fn with_days(mut self, days: Option<u8>) -> Self {
        match &mut self {
            Self::Camelot {
                clock,
                days_per_move,
                ..
            } => {
                if days.is_some() {
                    *clock = None;
                }
                *days_per_move = days;
            }
            Self::SuperCamelot {
                turn_secs,
                days_per_turn,
                ..
            } => {
                if days.is_some() {
                    *turn_secs = None;
                }
                *days_per_turn = days;
            }
        }
        self
    }

    /// Super Camelot for `seats` players, with a turn limit or untimed, as a lobby is created
    /// when nothing else is asked for, the same from every client: Enemies activate in the
    /// rulebook's order and ties between them are settled by the rules without asking (prompts
    /// 24 and 25).
    #[must_use]
    pub fn super_camelot(seats: u8, turn_secs: Option<u32>) -> Self {
        Self::SuperCamelot {
            seats,
            ask_activation_order: false,
            auto_enemy_ties: true,
            turn_secs,
            days_per_turn: None,
        }
    }

    /// Checks the settings against the bounds the server accepts (the schema states the same
    /// bounds): the one validation, used by the server and by the clients before they ask.
    ///
    /// # Errors
    /// Why the settings cannot be used, in a sentence.
    pub fn validate(&self) -> Result<(), String> {
        if let Some(d) = self.days()
            && !(MIN_DAYS..=MAX_DAYS).contains(&d)
        {
            return Err(format!(
                "a correspondence game has {MIN_DAYS} to {MAX_DAYS} days per move, not {d}"
            ));
        }
        match self {
            Self::Camelot {
                clock: Some(_),
                days_per_move: Some(_),
                ..
            } => Err("a game has a clock or days per move, not both".to_owned()),
            Self::SuperCamelot {
                turn_secs: Some(_),
                days_per_turn: Some(_),
                ..
            } => Err("a game has a turn limit or days per turn, not both".to_owned()),
            Self::Camelot { clock: Some(c), .. } => {
                if !(1..=MAX_BASE_SECS).contains(&c.base_secs) {
                    return Err(format!(
                        "a clock's base time is 1 to {MAX_BASE_SECS} seconds, not {}",
                        c.base_secs
                    ));
                }
                if c.increment_secs > MAX_INCREMENT_SECS {
                    return Err(format!(
                        "a clock's increment is 0 to {MAX_INCREMENT_SECS} seconds, not {}",
                        c.increment_secs
                    ));
                }
                Ok(())
            }
            Self::Camelot { clock: None, .. } => Ok(()),
            Self::SuperCamelot {
                seats, turn_secs, ..
            } => {
                if !(2..=4).contains(seats) {
                    return Err(format!("super_camelot has 2 to 4 seats, not {seats}"));
                }
                match turn_secs {
                    Some(t) if !(MIN_TURN_SECS..=MAX_TURN_SECS).contains(t) => Err(format!(
                        "a turn limit is {MIN_TURN_SECS} to {MAX_TURN_SECS} seconds, not {t}"
                    )),
                    _ => Ok(()),
                }
            }
        }
    }
}

impl Default for GameConfig {
    fn default() -> Self {
        Self::camelot()
    }
}

/// An action in the running game, nested per game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "game", rename_all = "snake_case", deny_unknown_fields)]
pub enum GameAction {
    /// A Camelot move in WCF notation, e.g. `"E6-E5"` or `"H4xJ4xL6"` (squares in either case on
    /// the way in; always uppercase on the way out). A string that is not a move at all (not
    /// squares joined by `-` and `x`, a step to a square that is not adjacent) is `malformed`.
    Camelot {
        /// The move.
        #[serde(rename = "move")]
        mv: Move,
    },
    /// A Super Camelot action, tagged by `"type"`, e.g. `{"type":"end_turn"}` or
    /// `{"type":"attack","arc":…}`. Unknown types and unknown or missing fields are `malformed`.
    SuperCamelot {
        /// The action.
        action: Action,
    },
}

/// What a connection sees of the game.
// One per message, never in a hot collection: the Super Camelot view's size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "game", rename_all = "snake_case", deny_unknown_fields)]
pub enum GameView {
    /// Camelot has no hidden information: everyone sees the same. The legal moves are not sent:
    /// they follow from `position` and `ruleset` ([`update::camelot_legal_moves`]), and a move
    /// is not sent as a new view either: each client plays the `acted` event's move on its own
    /// copy ([`update::apply_event`]).
    Camelot {
        /// The position in the six-field notation.
        position: String,
        /// The rules the game is played by (which Knight's Charges are allowed).
        ruleset: Ruleset,
        /// The side to move, `"white"` (seat 0) or `"black"` (seat 1).
        turn: String,
        /// The seat to move.
        to_move: Seat,
        /// The last move played, if any.
        last_move: Option<Move>,
        /// Squares captured by the last move.
        captured: Vec<String>,
        /// Number of moves (plies) played.
        ply: u32,
        /// Every move of this game so far, in the order played, in canonical WCF notation as the
        /// server logged them (`moves.len() == ply`; a resignation adds none).
        moves: Vec<Move>,
        /// The clock, in a timed game (`null`: untimed).
        #[serde(default)]
        clock: Option<ClockView>,
        /// The offer waiting for an answer, if any (absent: none). A move cancels it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        offer: Option<PendingOffer>,
        /// The seats that have made an offer since their last move and may not offer again
        /// until they move (absent: none). A seat's move takes it out.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        offered: Vec<Seat>,
    },
    /// Super Camelot: the engine's own redacted view for this viewer (another seat's wallet, the
    /// decks' order, unexplored tiles and the seed exist in no field of it).
    SuperCamelot {
        /// The engine's redacted view for this viewer; `view.legal_actions` lists every legal
        /// action for the seat that must decide (empty for everyone else).
        view: View,
        /// The events of the last change, as this viewer may see them (public or own private).
        events: Vec<VisibleEvent>,
        /// Each of `events` in words, in the same order, as this viewer reads them (a private
        /// event in the second person): `super_camelot::words`, the sentences every client shows.
        lines: Vec<String>,
        /// In the view of the seat that must decide: what it is asked, with what is at stake
        /// (`"Choose an action (3 of 3 left) or end the turn"`); `null` for everyone else and
        /// once the game is over.
        #[serde(default)]
        prompt_line: Option<String>,
        /// The turn clock, when the lobby has a turn limit (`null`: untimed).
        #[serde(default)]
        clock: Option<ClockView>,
    },
}

/// What one Camelot player may offer the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum OfferKind {
    /// End the game in a draw (`agreement`).
    Draw,
    /// Take back the offerer's last move (and the opponent's reply, when the offerer is to
    /// move).
    Takeback,
}

impl OfferKind {
    /// The offer in words: `a draw`, `a takeback`.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            Self::Draw => "a draw",
            Self::Takeback => "a takeback",
        }
    }
}

/// A Camelot offer waiting for the opponent's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct PendingOffer {
    /// The seat that offered.
    pub by: Seat,
    /// What it offered.
    pub offer: OfferKind,
}

/// A change in the lobby, carried by [`ServerMsg::Event`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum LobbyEvent {
    /// Someone took a seat.
    Sat {
        /// The seat.
        seat: Seat,
        /// The display name.
        name: String,
    },
    /// A seat chose its Character (Super Camelot).
    Character {
        /// The seat.
        seat: Seat,
        /// The Character.
        character: Character,
    },
    /// A seat's ready flag changed.
    Ready {
        /// The seat.
        seat: Seat,
        /// The new flag.
        ready: bool,
    },
    /// A seated player connected or disconnected.
    Presence {
        /// The seat.
        seat: Seat,
        /// Whether a connection now holds it.
        connected: bool,
    },
    /// A player gave up a seat before the start.
    Left {
        /// The seat now free.
        seat: Seat,
    },
    /// The host removed a player before the start.
    Kicked {
        /// The seat now free.
        seat: Seat,
    },
    /// A game started (the first, or a rematch).
    Started {
        /// The game's number in this lobby, from 1.
        game_no: u32,
    },
    /// A seat played an action.
    Acted {
        /// Who acted.
        seat: Seat,
        /// What was played, in the game's notation.
        action: GameAction,
    },
    /// A seat resigned.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// Camelot: a seat made an offer; it waits for the opponent's answer.
    Offered {
        /// Who offered.
        seat: Seat,
        /// What.
        offer: OfferKind,
    },
    /// Camelot: the opponent accepted the waiting offer. A draw ends the game (`game_over`
    /// follows); a takeback sets the game back (the event's patch says how).
    OfferAccepted {
        /// Who accepted.
        seat: Seat,
        /// The offer.
        offer: OfferKind,
    },
    /// Camelot: the opponent declined the waiting offer.
    OfferDeclined {
        /// Who declined.
        seat: Seat,
        /// The offer.
        offer: OfferKind,
    },
    /// Camelot: the seat that offered withdrew its offer.
    OfferWithdrawn {
        /// Who withdrew it.
        seat: Seat,
        /// The offer.
        offer: OfferKind,
    },
    /// The host seated a computer player before the start.
    BotAdded {
        /// The seat.
        seat: Seat,
        /// Its display name.
        name: String,
        /// Its strength.
        level: BotLevel,
    },
    /// A computer player took over the seat of a player who had left a running game.
    BotTookOver {
        /// The seat.
        seat: Seat,
        /// Its strength.
        level: BotLevel,
        /// The seat that handed it over.
        by: Seat,
    },
    /// A seated player has been away for the grace period: the others may now claim the win
    /// (Camelot) or hand the seat to a computer player.
    Abandoned {
        /// The seat.
        seat: Seat,
    },
    /// A seat's time ran out. In Camelot that ends the game (see `result`); in Super Camelot the
    /// server then plays the default answers that end the turn, as `acted` events.
    TimedOut {
        /// The seat whose time ran out.
        seat: Seat,
    },
    /// A seat claimed the win over an opponent who abandoned the game.
    WinClaimed {
        /// Who claimed.
        seat: Seat,
        /// The seat that had left.
        abandoned: Seat,
    },
    /// The game ended.
    GameOver {
        /// The result.
        result: GameResult,
    },
    /// A seat asked for a rematch.
    RematchRequested {
        /// Who asked.
        seat: Seat,
    },
    /// The game was aborted (a server fault, or every human player left it); the lobby closes.
    Aborted {
        /// Why.
        reason: String,
    },
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// The winning seats; empty for a draw.
    pub winners: Vec<Seat>,
    /// Why, in words (`"castle"`, `"elimination"`, `"resignation"`, `"repetition"`, ...).
    pub reason: String,
}

/// Where a lobby is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum LobbyStatus {
    /// Seats are being taken; no game has started yet.
    Open,
    /// A game is running.
    Playing,
    /// The last game is over; a rematch may follow.
    Finished,
    /// The game was aborted (a server fault, or every human player left it); the lobby is
    /// closed.
    Aborted,
}

/// One seat of a lobby, as everyone may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct SeatInfo {
    /// The seat number.
    pub seat: Seat,
    /// The display name, if taken.
    pub name: Option<String>,
    /// Ready before the start.
    pub ready: bool,
    /// Whether a connection holds the seat now.
    pub connected: bool,
    /// Whether the seat asked for a rematch.
    pub rematch: bool,
    /// The chosen Character (Super Camelot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<Character>,
    /// A computer player holds the seat, at this strength.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotLevel>,
    /// In a running game: the seat's player has been away for the grace period (cleared when it
    /// comes back).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abandoned: bool,
}

/// A lobby, as everyone may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct LobbyInfo {
    /// The join code.
    pub code: String,
    /// The game and its setup.
    pub config: GameConfig,
    /// Listed by `GET /api/lobbies` while open.
    pub public: bool,
    /// Where the lobby is in its life.
    pub status: LobbyStatus,
    /// The host's seat (the first seat taken), if any.
    pub host: Option<Seat>,
    /// Every seat.
    pub seats: Vec<SeatInfo>,
    /// Number of games started in this lobby.
    pub game_no: u32,
    /// The result of the last game, once over.
    pub result: Option<GameResult>,
    /// Number of spectators connected.
    pub spectators: u32,
    /// The id of the running or last game, if any; once it is over its record is at
    /// `GET /api/games/{id}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<i64>,
}

/// Body of `POST /api/lobbies`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct CreateLobby {
    /// The game and its setup.
    pub config: GameConfig,
    /// Whether to list the lobby publicly.
    #[serde(default)]
    pub public: bool,
}

/// When a seat is told that the game waits for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum NotifyWhen {
    /// Every time.
    #[default]
    Always,
    /// Only while no connection holds the seat.
    Away,
}

/// The longest e-mail address or webhook URL accepted, in bytes.
pub const MAX_NOTIFY_TARGET: usize = 512;

/// A browser's Web Push subscription (RFC 8030), as `PushSubscription.toJSON()` gives it
/// (without `expirationTime`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct PushSubscription {
    /// The push service's URL for this subscription (`https://`).
    pub endpoint: String,
    /// The subscription's keys, for the payload's encryption (RFC 8291).
    pub keys: PushKeys,
}

/// A push subscription's keys, base64url without padding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct PushKeys {
    /// The browser's P-256 public key (65 bytes, uncompressed).
    pub p256dh: String,
    /// The authentication secret (16 bytes).
    pub auth: String,
}

/// How one seat wants to be told that the game waits for it (its turn, or a prompt for it).
/// Each channel is off when absent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct NotifySettings {
    /// Always, or only when the seat is not connected.
    #[serde(default)]
    pub when: NotifyWhen,
    /// Also a reminder when a quarter of the seat's time is left (a correspondence game).
    #[serde(default)]
    pub remind: bool,
    /// Web Push to this browser.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub push: Option<PushSubscription>,
    /// E-mail to this address (at most [`MAX_NOTIFY_TARGET`] bytes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// A signed `POST` to this `https://` URL (at most [`MAX_NOTIFY_TARGET`] bytes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub webhook: Option<String>,
    /// The language of the notifications' words; when absent the server sets the language of
    /// the connection that sent the settings (its hello's `lang`, else English).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<Lang>,
}

impl NotifySettings {
    /// Whether any channel is on.
    #[must_use]
    pub fn any(&self) -> bool {
        self.push.is_some() || self.email.is_some() || self.webhook.is_some()
    }
}

/// The notification channels a server offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct NotifyOffer {
    /// The server's VAPID public key (RFC 8292; base64url, 65 bytes uncompressed) for
    /// `PushManager.subscribe`'s `applicationServerKey`; absent: no Web Push.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub push_key: Option<String>,
    /// Whether the server can send e-mail (an SMTP relay is configured).
    pub email: bool,
    /// Whether the server sends webhooks.
    pub webhook: bool,
}

/// Why a notification was sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum NotifyKind {
    /// The game now waits for the seat: its turn, or a prompt for it.
    YourTurn,
    /// A quarter of the seat's time is left.
    Reminder,
}

/// The body of a webhook request: `POST`, `Content-Type: application/json`, with the header
/// `X-Albion-Signature: sha256=<hex>`, the HMAC-SHA256 of the body's exact bytes under the
/// seat's webhook secret. The same document is a Web Push payload (encrypted).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct NotifyBody {
    /// Why it was sent.
    pub kind: NotifyKind,
    /// The lobby's code.
    pub lobby: String,
    /// The game.
    pub game: GameKind,
    /// The seat told.
    pub seat: Seat,
    /// The lobby's version at the time: a later document for the same lobby and seat
    /// supersedes an earlier one.
    pub v: Version,
    /// When the seat's time runs out, in unix milliseconds, in a timed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_ms: Option<u64>,
    /// One line for people, e.g. "Your turn in Camelot against Bob (2 days left)".
    pub text: String,
    /// Where the game is (an absolute URL when the server knows its public address, else the
    /// path `/l/{code}`).
    pub url: String,
    /// When the server sent it, in unix milliseconds (a receiver may refuse old ones).
    pub sent_ms: u64,
}

/// Body of `POST /api/unsubscribe`: the key from an e-mail's unsubscribe link
/// (`/unsubscribe/{key}`). Answered with [`Unsubscribed`], or 404 for a key nobody holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct Unsubscribe {
    /// The key.
    pub key: String,
}

/// Answer to `POST /api/unsubscribe`: e-mail for that seat is off (other channels stay).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct Unsubscribed {
    /// The lobby whose notifications those were.
    pub lobby: String,
}

/// The most seats one `POST /api/my-games` asks about.
pub const MAX_MY_GAMES: usize = 200;

/// Body of `POST /api/my-games`: the seats a client holds, each as the lobby's code and the seat
/// token it keeps for it (at most [`MAX_MY_GAMES`]). Tokens go in a body, never in a URL.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct MyGamesQuery {
    /// The seats to look up.
    pub seats: Vec<HeldSeat>,
}

/// A seat a client holds: the lobby and the secret token of the seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    /// The lobby's join code.
    pub lobby: String,
    /// The seat token the client keeps for that lobby.
    pub token: String,
}

/// Answer to `POST /api/my-games`: the lobbies where one of the given tokens holds a seat,
/// newest first. A lobby that ended for good, or where the token holds no seat, is left out
/// (and so is an unknown code): the answer says nothing about a seat the asker does not hold.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct MyGames {
    /// One entry per lobby found, newest first.
    pub games: Vec<MyGame>,
}

/// One of the asker's games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct MyGame {
    /// The seat the token holds now (a Camelot rematch swaps seats).
    pub seat: Seat,
    /// The lobby's public summary.
    pub lobby: LobbyInfo,
    /// The seat that must decide now in a running game (the player to move, or a seat that
    /// owes an answer to a prompt); absent when nobody must, or the game is not running.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Seat>,
    /// When that seat's time runs out, in unix milliseconds, in a timed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_ms: Option<u64>,
    /// When the lobby was created, in unix seconds.
    pub created_at: i64,
}

/// Body of `GET /api/games/{id}`: the public record of a game that is over, with everything
/// revealed as at game over (every private event included; never the seed or a deck's order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// The game's id (as in [`LobbyInfo::game_id`]).
    pub id: i64,
    /// The lobby it was played in.
    pub lobby: String,
    /// Its number within the lobby (1 for the first game).
    pub game_no: u32,
    /// The game and its setup.
    pub config: GameConfig,
    /// Finished by the rules or a resignation, or aborted by a server fault.
    pub status: RecordStatus,
    /// Who played, in seat order.
    pub players: Vec<RecordPlayer>,
    /// Unix seconds at the start, if known.
    pub started_at: Option<i64>,
    /// Unix seconds at the end.
    pub ended_at: Option<i64>,
    /// The result (`None` for an aborted game).
    pub result: Option<GameResult>,
    /// Every accepted action in order, with what it revealed.
    pub steps: Vec<RecordStep>,
}

/// How a recorded game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(rename_all = "snake_case")]
pub enum RecordStatus {
    /// Over, with a result.
    Finished,
    /// Ended without a result: a server fault, or every human player left.
    Aborted,
}

/// A player in a [`GameRecord`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct RecordPlayer {
    /// The seat.
    pub seat: Seat,
    /// The display name the player had when the game started.
    pub name: String,
    /// The Character played (Super Camelot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<Character>,
    /// A computer player held the seat, at this strength: from the start, or from the step
    /// `{"kind":"bot"}` on, when it took the seat over from a player who had left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotLevel>,
}

/// One accepted action of a [`GameRecord`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct RecordStep {
    /// 0, 1, 2, ... within the game.
    pub seq: u32,
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: RecordAction,
    /// What it did, everything revealed (empty for a resignation): for Camelot one
    /// [`RevealedEvent::Move`]; for Super Camelot the engine's events in order, public and
    /// private alike.
    pub events: Vec<RevealedEvent>,
    /// Each of `events` in words, in the same order ([`RevealedEvent::line`], with the players'
    /// names).
    pub lines: Vec<String>,
}

/// One thing a recorded action did, with nothing hidden: what a game's public record shows once
/// it is over. A type of its own, never a [`VisibleEvent`]: a live view can only ever carry the
/// redacted form, and the compiler keeps the two apart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "form", rename_all = "snake_case", deny_unknown_fields)]
pub enum RevealedEvent {
    /// A Camelot move as the engine applied it.
    Move {
        /// The move in canonical WCF notation.
        #[serde(rename = "move")]
        mv: Move,
        /// The position after it, in the six-field notation.
        position: String,
        /// How many pieces it captured.
        captures: u32,
        /// The squares of the captured pieces.
        captured: Vec<String>,
    },
    /// A Camelot takeback both players agreed to.
    TakenBack {
        /// How many moves (plies) it took back.
        plies: u32,
        /// The position after it, in the six-field notation.
        position: String,
    },
    /// A Super Camelot event everyone saw.
    Public {
        /// The event.
        event: PublicEvent,
    },
    /// A Super Camelot event only `seat` saw while the game ran.
    Private {
        /// The seat it was shown to.
        seat: Seat,
        /// The event.
        event: PrivateEvent,
    },
}

impl RevealedEvent {
    /// The event in words in `lang`, `name` naming the seats: a Super Camelot event as
    /// `super_camelot::words` tells it (a private one names the seat that saw it), a Camelot move
    /// as `Plays E6xE8, capturing 1 piece`.
    #[must_use]
    pub fn line(&self, lang: Lang, name: &dyn Fn(Seat) -> String) -> String {
        let names = |s: super_camelot::Seat| name(s.0);
        match self {
            Self::Public { event } => super_camelot::words::public(lang, event, &names),
            Self::Private { seat, event } => {
                super_camelot::words::private(lang, event, Some(super_camelot::Seat(*seat)), &names)
            }
            Self::TakenBack { plies, .. } => {
                CATALOGUE.text(lang, "record-taken-back", &[("count", (*plies).into())])
            }
            Self::Move { mv, captures, .. } => {
                let mv = mv.to_string();
                match captures {
                    0 => CATALOGUE.text(lang, "record-move", &[("mv", mv.into())]),
                    n => CATALOGUE.text(
                        lang,
                        "record-move-capturing",
                        &[("mv", mv.into()), ("count", (*n).into())],
                    ),
                }
            }
        }
    }
}

/// What a [`RecordStep`]'s seat did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum RecordAction {
    /// An action of the game.
    Act {
        /// The action as accepted.
        action: GameAction,
    },
    /// The seat resigned.
    Resign,
    /// The seat's time ran out (Camelot: the game ends).
    Timeout,
    /// The seat's player had left and an opponent claimed the win.
    Abandoned,
    /// A computer player took over the seat from here on.
    Bot {
        /// Its strength.
        level: BotLevel,
    },
    /// Camelot: the seat offered a draw or a takeback.
    Offer {
        /// What it offered.
        offer: OfferKind,
    },
    /// Camelot: the seat accepted the opponent's offer.
    Accept {
        /// The offer.
        offer: OfferKind,
    },
    /// Camelot: the seat declined the opponent's offer.
    Decline {
        /// The offer.
        offer: OfferKind,
    },
    /// Camelot: the seat withdrew its own offer.
    Withdraw {
        /// The offer.
        offer: OfferKind,
    },
}

/// Body of an HTTP error answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct HttpError {
    /// A machine-readable code (`"bad_request"`, `"not_found"`, `"in_progress"`,
    /// `"rate_limited"`, `"unavailable"`, `"internal"`).
    pub error: String,
    /// A human-readable explanation.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_checked_against_the_published_bounds() {
        let clock = |base_secs, increment_secs| GameConfig::Camelot {
            ruleset: Ruleset::Standard,
            clock: Some(TimeControl {
                base_secs,
                increment_secs,
            }),
            days_per_move: None,
        };
        let turns = GameConfig::super_camelot;
        let days = |config: GameConfig, d| config.with_days(Some(d));
        for good in [
            GameConfig::default(),
            clock(1, 0),
            clock(MAX_BASE_SECS, MAX_INCREMENT_SECS),
            turns(2, None),
            turns(4, Some(MIN_TURN_SECS)),
            turns(3, Some(MAX_TURN_SECS)),
            days(GameConfig::default(), MIN_DAYS),
            days(clock(300, 3), MAX_DAYS),
            days(turns(4, Some(90)), 3),
        ] {
            assert_eq!(good.validate(), Ok(()), "{good:?}");
        }
        for (bad, why) in [
            (
                clock(0, 0),
                "a clock's base time is 1 to 10800 seconds, not 0",
            ),
            (
                clock(MAX_BASE_SECS + 1, 0),
                "a clock's base time is 1 to 10800 seconds, not 10801",
            ),
            (
                clock(60, MAX_INCREMENT_SECS + 1),
                "a clock's increment is 0 to 600 seconds, not 601",
            ),
            (turns(1, None), "super_camelot has 2 to 4 seats, not 1"),
            (turns(5, None), "super_camelot has 2 to 4 seats, not 5"),
            (
                turns(2, Some(MIN_TURN_SECS - 1)),
                "a turn limit is 10 to 3600 seconds, not 9",
            ),
            (
                turns(2, Some(MAX_TURN_SECS + 1)),
                "a turn limit is 10 to 3600 seconds, not 3601",
            ),
            (
                days(GameConfig::default(), 0),
                "a correspondence game has 1 to 14 days per move, not 0",
            ),
            (
                days(turns(2, None), MAX_DAYS + 1),
                "a correspondence game has 1 to 14 days per move, not 15",
            ),
            (
                GameConfig::Camelot {
                    ruleset: Ruleset::Standard,
                    clock: Some(TimeControl {
                        base_secs: 60,
                        increment_secs: 0,
                    }),
                    days_per_move: Some(2),
                },
                "a game has a clock or days per move, not both",
            ),
            (
                GameConfig::SuperCamelot {
                    seats: 2,
                    ask_activation_order: false,
                    auto_enemy_ties: true,
                    turn_secs: Some(60),
                    days_per_turn: Some(2),
                },
                "a game has a turn limit or days per turn, not both",
            ),
        ] {
            assert_eq!(bad.validate(), Err(why.to_owned()), "{bad:?}");
        }
    }

    /// Both clients create lobbies with these settings when nothing else is asked for (the
    /// browser's create form starts from the same values: web/src/pages/Home.tsx).
    #[test]
    fn the_default_settings_are_the_ones_both_clients_create() {
        assert_eq!(
            GameConfig::default(),
            GameConfig::Camelot {
                ruleset: Ruleset::Standard,
                clock: None,
                days_per_move: None
            }
        );
        assert_eq!(
            GameConfig::super_camelot(3, Some(90)),
            GameConfig::SuperCamelot {
                seats: 3,
                ask_activation_order: false,
                auto_enemy_ties: true,
                turn_secs: Some(90),
                days_per_turn: None
            }
        );
    }

    /// A correspondence game's days replace a live clock; its wire form names them, and a live
    /// game's form is as it always was.
    #[test]
    fn days_replace_a_live_clock_and_keep_the_wire_form() {
        let live = GameConfig::super_camelot(3, Some(90));
        let slow = live.clone().with_days(Some(2));
        assert_eq!(slow.days(), Some(2));
        assert_eq!(
            serde_json::to_string(&slow).unwrap(),
            r#"{"game":"super_camelot","seats":3,"ask_activation_order":false,"auto_enemy_ties":true,"days_per_turn":2}"#
        );
        assert_eq!(slow.with_days(None).days(), None);
        assert_eq!(
            serde_json::to_string(&GameConfig::default()).unwrap(),
            r#"{"game":"camelot","ruleset":"standard"}"#
        );
        let read: GameConfig =
            serde_json::from_str(r#"{"game":"camelot","days_per_move":3}"#).unwrap();
        assert_eq!(read, GameConfig::default().with_days(Some(3)));
    }
}
