//! One actor per lobby: the only owner of its game, seats, version counter and connections.
//!
//! A [`LobbyHandle`] holds the bounded sender of the actor's mailbox ([`handle`]); the
//! [`Registry`] maps join codes to handles and public summaries. The actor ([`actor`]) takes one
//! command at a time. Handlers ([`seats`], [`play`]) validate a request against the state and
//! return a [`commit::Change`] without touching anything; [`Lobby::commit`] alone assigns the next
//! version, writes the change to the store and, only once the store accepted it, applies it to
//! the lobby and fans it out ([`fanout`]): a refused or failed request changes nothing, anywhere.
//! The action log's format and the one replay of a stored game live in [`crate::game::log`].

mod actor;
mod away;
mod bots;
mod clock;
mod commit;
mod fanout;
mod handle;
mod notify;
mod offers;
mod outbox;
#[cfg(test)]
mod patch_tests;
mod play;
mod registry;
mod seats;
#[cfg(test)]
mod tempo_tests;
#[cfg(test)]
pub(crate) mod tests;

pub use self::fanout::{MAX_BACKLOG_BYTES, Outbound, STALL_LIMIT, encode};
pub use self::handle::{Connect, ConnectError, JoinError, LobbyCmd, LobbyHandle};
pub use self::outbox::{OutRx, OutTx, outbox};
pub use self::registry::{Registry, Summary};

use self::fanout::Conn;
use crate::game::{EngineFault, HostedGame, Play, Refusal, guarded, log, set_clock};
use crate::limit::TokenBucket;
use crate::metrics::Metrics;
use crate::store::{Store, StoredLobby};
use protocol::{
    BotLevel, ErrorCode, GameConfig, GameResult, GameView, LobbyInfo, LobbyStatus, Seat, SeatInfo,
    Version,
};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

/// Identifies one connection inside its lobby.
pub type ConnId = u64;

/// What every lobby shares with the rest of the server.
#[derive(Debug, Clone)]
pub struct LobbyEnv {
    /// The store.
    pub store: Store,
    /// The lobby registry.
    pub registry: Arc<Registry>,
    /// Metrics.
    pub metrics: Arc<Metrics>,
    /// Told when the server shuts down.
    pub cancel: CancellationToken,
    /// How long an empty lobby that is not mid-game lives.
    pub idle_reap: Duration,
    /// Chat lines per minute per connection (burst of 5).
    pub chat_per_min: f64,
    /// How long a non-active seat may take to answer a prompt before the engine's default.
    pub prompt_timeout: Duration,
    /// Computer players and players who leave.
    pub tempo: Tempo,
    /// Told when a lobby ends, before it lets its connections go (see [`OnEnd`]).
    pub on_end: Option<Arc<dyn OnEnd>>,
    /// Where nudges for seats that asked to be told go.
    pub notify: Arc<crate::notify::Notifier>,
}

/// What a lobby tells whoever placed it when its actor ends, before it drops its connections: a
/// cluster node lets go of the lobby's lease here, so that the clients it is about to send away
/// find the lobby free wherever they reconnect. A single server needs nothing.
pub trait OnEnd: Send + Sync + std::fmt::Debug {
    /// Lobby `code` ended; `moved`: because this node no longer holds it (nothing to let go of).
    fn ended<'a>(&'a self, code: &'a str, moved: bool) -> futures_util::future::BoxFuture<'a, ()>;
}

/// How the lobby treats computer players and players who leave a running game.
#[derive(Debug, Clone)]
pub struct Tempo {
    /// How long a seated player may be away from a running game before the others may claim
    /// the win (Camelot) or hand the seat to a computer player.
    pub abandon_grace: Duration,
    /// How long every human player may be away from a running game before it is aborted and
    /// the lobby closed.
    pub abandon_close: Duration,
    /// The least time a computer player takes per decision, so people can follow its play.
    pub bot_delay: Duration,
    /// Computer players thinking at once, server-wide (one per core by default).
    pub bot_threads: Arc<tokio::sync::Semaphore>,
    /// How long a new lobby nobody has joined yet lives.
    pub unjoined_reap: Duration,
    /// Spectators one lobby admits at once.
    pub max_spectators: usize,
    /// How long a spectator may send nothing before it is closed.
    pub spectator_idle: Duration,
    /// How long a correspondence game's day lasts (a day, but for trying it out).
    pub correspondence_day: Duration,
}

impl Default for Tempo {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Self {
            abandon_grace: Duration::from_secs(60),
            abandon_close: Duration::from_secs(30 * 60),
            bot_delay: Duration::from_millis(500),
            bot_threads: Arc::new(tokio::sync::Semaphore::new(cores)),
            unjoined_reap: Duration::from_secs(120),
            max_spectators: 100,
            spectator_idle: Duration::from_secs(3600),
            correspondence_day: Duration::from_secs(86_400),
        }
    }
}

/// Chat lines a lobby's spectators, all together, may send at once.
pub const LOBBY_CHAT_BURST: f64 = 16.0;

/// A lobby's spectators, all together, may send this many times one connection's chat rate.
pub const LOBBY_CHAT_RATE_FACTOR: f64 = 4.0;

/// A seat token in memory. Its `Debug` never shows it: it is a secret.
#[derive(Clone, PartialEq, Eq)]
struct SeatToken(String);

impl std::fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatToken(…)")
    }
}

#[derive(Debug, Default)]
struct SeatState {
    character: Option<String>,
    name: Option<String>,
    token_hash: Option<String>,
    /// The token itself, as its player last presented it (taken with `sit`, or reclaimed with
    /// `hello`); only in memory. A Camelot rematch repeats it in `seated` with the new seat.
    token: Option<SeatToken>,
    ready: bool,
    conn: Option<ConnId>,
    rematch: bool,
    /// A computer player holds the seat.
    bot: Option<BotLevel>,
    /// In a running game: since when no connection holds this human's seat.
    away_since: Option<Instant>,
    /// Away for the grace period, and announced: the seat may be claimed or handed over.
    abandoned: bool,
    /// How its player wants to be told that the game waits for it (see `notify.rs`).
    notify: Option<Arc<crate::store::StoredNotify>>,
}

#[derive(Debug)]
struct Running {
    id: i64,
    engine: HostedGame,
    seq: u32,
    /// When the game last changed (its start or its last play) and the change was sent to the
    /// connections, on the monotonic clock: a computer player's delay runs from here.
    changed_at: Instant,
}

/// The lobby actor's state. Built without spawning (for recovery and tests), run by
/// [`spawn`].
#[derive(Debug)]
pub struct Lobby {
    code: String,
    config: GameConfig,
    public: bool,
    status: LobbyStatus,
    v: Version,
    env: LobbyEnv,
    /// Who sits where, and who hosts.
    table: Table,
    /// The connections, grouped by what they may see.
    audiences: Audiences,
    /// The game: the running one (or the last one's result), its clock and its computer players.
    game: MatchState,
    /// Set when the lobby is ending here for good, and why; the actor's loop ends it once the
    /// change that made it so has been told.
    ending: Option<Ending>,
    /// Told when this node no longer holds the lobby (several nodes): another node took it
    /// over, or the hold could not be renewed in time. The lobby stops here without writing.
    stop: CancellationToken,
    /// Whose decision the game waits for and until when, as the registry shows it.
    standing: Arc<registry::Standing>,
}

/// The seats of a lobby: who sits where (and with which token), who hosts, who was lost.
#[derive(Debug)]
struct Table {
    seats: Vec<SeatState>,
    host: Option<Seat>,
    /// Seats whose connection was cut off (too slow) and whose absence is not announced yet.
    lost: Vec<Seat>,
}

/// A lobby's connections: each seat's and the spectators', what each audience was last sent,
/// and the spectators' shared chat allowance.
#[derive(Debug)]
struct Audiences {
    conns: HashMap<ConnId, Conn>,
    next_conn: ConnId,
    /// Chat lines the lobby's spectators, all together, may still send (players have only their
    /// own connection's limit).
    chat: TokenBucket,
    /// A spectator came or went since the registry last heard: its summary's count is stale.
    spectators_moved: bool,
    /// When each spectator connection last sent a message (pongs do not count).
    spectator_seen: HashMap<ConnId, Instant>,
    /// What every connection of an audience (a seat, or `None`: the spectators, or everyone
    /// when the views are shared; in one language, when the views carry words) holds of the game; the next event's patch is written against
    /// it. An audience with no connection has no entry (its next connection starts from a sync).
    sent_views: Vec<(fanout::Audience, fanout::Held)>,
}

/// A lobby's game: the running one, or the result of the last; its clock, the pending prompt's
/// deadline and the computer player thinking for it.
#[derive(Debug)]
struct MatchState {
    /// Games started in this lobby (the running or last one's number).
    no: u32,
    running: Option<Running>,
    result: Option<GameResult>,
    /// When the pending prompt of a non-active seat times out to the engine's default.
    prompt_deadline: Option<Instant>,
    /// The game's clock, in a timed game.
    clock: Option<clock::Clock>,
    /// A computer player is thinking for the game as it stood after this many plays.
    bot_thinking: Option<u32>,
    /// Where computer players send their decisions (the actor's loop holds the receiver).
    bot_tx: mpsc::Sender<bots::Answer>,
    /// Where the receiver waits until the actor's loop takes it.
    bot_rx: Option<mpsc::Receiver<bots::Answer>>,
    /// The seat the game was last found waiting for (whose player was told, if it asked).
    told: Option<Seat>,
    /// When that seat's reminder is due (a quarter of its correspondence time left).
    remind_at: Option<Instant>,
}

/// Why a lobby ends for good. (A lobby stopped on this node because another node holds it now
/// does not end: its handle's stop token says so, and it goes on there.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// Its engine faulted: the game was aborted and everyone told; the abort is recorded as the
    /// actor ends.
    Fault,
    /// Every human left its game, which was aborted (recorded with the change): the actor closes
    /// the connections with `lobby_closed` and ends.
    Abandoned,
}

/// The summary of a lobby whose game was aborted, as the store keeps it: no longer live (no
/// actor holds it), but `GET /api/lobbies/{code}` still shows it, `aborted`, rather than not
/// found. Nobody is connected; a seat handed to a computer player during the game shows its
/// `bot`.
#[must_use]
pub fn aborted_info(stored: StoredLobby) -> LobbyInfo {
    let mut seats: Vec<SeatInfo> = (0..stored.config.seats())
        .map(|seat| SeatInfo {
            seat,
            name: None,
            ready: false,
            connected: false,
            rematch: false,
            character: None,
            bot: None,
            abandoned: false,
        })
        .collect();
    for s in stored.seats {
        if let Some(info) = seats.get_mut(usize::from(s.seat)) {
            info.name = Some(s.name);
            info.ready = s.ready;
            info.rematch = s.rematch;
            info.character = s.character.as_deref().and_then(HostedGame::parse_character);
            info.bot = s.bot;
        }
    }
    if let Some(game) = &stored.game {
        for (seat, json) in &game.actions {
            if let Ok(log::Entry {
                play: Play::Bot { level },
                ..
            }) = serde_json::from_str(json)
                && let Some(info) = seats.get_mut(usize::from(*seat))
            {
                info.bot = Some(level);
            }
        }
    }
    LobbyInfo {
        code: stored.code,
        config: stored.config,
        public: stored.public,
        status: LobbyStatus::Aborted,
        host: stored.host,
        seats,
        game_no: stored.game.as_ref().map_or(0, |g| g.game_no),
        result: None,
        spectators: 0,
        game_id: stored.game.as_ref().map(|g| g.id),
    }
}

/// Hex SHA-256 of a seat token: only this is stored.
#[must_use]
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    // The OS generator failing is unrecoverable for a server handing out secrets.
    getrandom::fill(&mut buf).expect("the OS random number generator failed");
    buf
}

/// A fresh secret seat token (256 random bits, hex).
#[must_use]
pub fn new_token() -> String {
    hex::encode(random_bytes::<32>())
}

/// A fresh join code: 12 characters from a 32-letter alphabet without look-alikes (60 bits).
#[must_use]
pub fn new_code() -> String {
    const ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    random_bytes::<12>()
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(b % 32)]))
        .collect()
}

fn new_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

type Answer = Result<(), Refusal>;

impl Lobby {
    /// A new, empty lobby.
    #[must_use]
    pub fn new(code: String, config: GameConfig, public: bool, env: LobbyEnv) -> Self {
        let seats = (0..config.seats()).map(|_| SeatState::default()).collect();
        let (bot_tx, bot_rx) = mpsc::channel(4);
        Self {
            code,
            config,
            public,
            status: LobbyStatus::Open,
            v: 0,
            table: Table {
                seats,
                host: None,
                lost: Vec::new(),
            },
            audiences: Audiences {
                conns: HashMap::new(),
                next_conn: 1,
                chat: TokenBucket::new(
                    env.chat_per_min * LOBBY_CHAT_RATE_FACTOR / 60.0,
                    LOBBY_CHAT_BURST,
                ),
                spectators_moved: false,
                spectator_seen: HashMap::new(),
                sent_views: Vec::new(),
            },
            game: MatchState {
                no: 0,
                running: None,
                result: None,
                prompt_deadline: None,
                clock: None,
                bot_thinking: None,
                bot_tx,
                bot_rx: Some(bot_rx),
                told: None,
                remind_at: None,
            },
            ending: None,
            stop: CancellationToken::new(),
            standing: Arc::default(),
            env,
        }
    }

    /// Rebuilds a lobby from the store, replaying its last game's log through the engine
    /// ([`log::replay`]).
    ///
    /// # Errors
    /// The log does not replay (a corrupt log or an engine fault).
    pub fn recover(stored: StoredLobby, env: LobbyEnv) -> Result<Self, String> {
        let mut lobby = Self::new(stored.code, stored.config, stored.public, env);
        lobby.status = stored.status;
        lobby.v = stored.v;
        lobby.table.host = stored.host;
        for seat in stored.seats {
            let s = lobby
                .table
                .seats
                .get_mut(usize::from(seat.seat))
                .ok_or("stored seat out of range")?;
            s.name = Some(seat.name);
            s.token_hash = Some(seat.token_hash);
            s.ready = seat.ready;
            s.character = seat.character;
            s.rematch = seat.rematch;
            s.bot = seat.bot;
        }
        for n in stored.notify {
            if let Some(s) = lobby
                .table
                .seats
                .iter_mut()
                .find(|s| s.token_hash.as_deref() == Some(n.token_hash.as_str()))
            {
                s.notify = Some(Arc::new(n));
            }
        }
        if let Some(g) = stored.game {
            lobby.game.no = g.game_no;
            // Computer players that took seats over, the clock as the last move left it, and (a
            // correspondence game) when the running move or turn began: at the last play that
            // handed the clock on, else at the start.
            let mut takeovers = Vec::new();
            let mut left_ms = None;
            let mut began_ms = g
                .started_at
                .and_then(|s| u64::try_from(s).ok())
                .map(|s| s.saturating_mul(1000));
            let replayed = log::replay(&g, |step| {
                if let Play::Bot { level } = step.play {
                    takeovers.push((step.seat, *level));
                }
                if let Some(left) = step.left_ms {
                    left_ms = Some(left.to_vec());
                }
                if step.handed_over && step.at_ms.is_some() {
                    began_ms = step.at_ms;
                }
                Ok(())
            })?;
            if let Some(reason) = replayed.stopped {
                return Err(reason);
            }
            for (s, c) in lobby.table.seats.iter_mut().zip(&replayed.setup.characters) {
                s.character = Some(c.clone());
            }
            let engine = replayed.engine;
            let result = guarded(|| engine.result()).map_err(|e| e.to_string())?;
            // A result found by the replay but not yet recorded (a crash between the action's
            // commit and the result's) is the same result: the log decides. A stored result the
            // replay does not reach is a game recorded before a resignation in a game of three or
            // four left the others playing: it stays over.
            lobby.game.result = result.or(g.result);
            if lobby.game.result.is_some() {
                lobby.status = LobbyStatus::Finished;
            }
            for (seat, level) in takeovers {
                if let Some(s) = lobby.table.seats.get_mut(usize::from(seat)) {
                    s.bot = Some(level);
                }
            }
            let now = Instant::now();
            if lobby.status == LobbyStatus::Playing {
                // Nobody is connected yet: every human's grace period starts now.
                for s in &mut lobby.table.seats {
                    if s.bot.is_none() {
                        s.away_since = Some(now);
                    }
                }
                // The clock resumes where the log left it; the time lost to the restart is not
                // charged to anyone. A correspondence deadline is a date: the downtime counts,
                // and a deadline that passed meanwhile falls at once (RULES.md C14, SC25).
                let owner = guarded(|| engine.clock_owner()).map_err(|e| e.to_string())?;
                let day = lobby.env.tempo.correspondence_day;
                let now_ms = crate::store::now_ms();
                lobby.game.clock =
                    clock::Clock::new(&lobby.config, owner, now, day).map(|mut c| {
                        if let Some(left) = &left_ms {
                            c.restore(left);
                        }
                        if c.on_calendar() {
                            c.resume(began_ms.map_or(0, |b| now_ms.saturating_sub(b)));
                        }
                        c
                    });
            }
            lobby.game.running = Some(Running {
                id: g.id,
                engine,
                seq: u32::try_from(g.actions.len()).unwrap_or(u32::MAX),
                changed_at: Instant::now(),
            });
            lobby.arm_prompt_timer();
        }
        Ok(lobby)
    }

    /// Tells the registry whose decision the game waits for now, and until when (unix
    /// milliseconds: the clock's deadline for the seat it runs for, the prompt's for a seat
    /// answering one); returns both.
    fn update_standing(&self) -> (Option<Seat>, Option<u64>) {
        let decider = self
            .game
            .running
            .as_ref()
            .filter(|_| self.status == LobbyStatus::Playing)
            .and_then(|g| guarded(|| g.engine.decider()).ok().flatten());
        let clock = self.game.clock.as_ref();
        let deadline = decider.and_then(|seat| {
            if clock.and_then(clock::Clock::running) == Some(seat) {
                clock.and_then(clock::Clock::deadline)
            } else {
                self.game.prompt_deadline
            }
        });
        let unix = deadline.map(|at| {
            let left = at.saturating_duration_since(Instant::now());
            crate::store::now_ms()
                .saturating_add(u64::try_from(left.as_millis()).unwrap_or(u64::MAX))
        });
        self.standing.set(decider, unix);
        (decider, unix)
    }

    /// The lobby's public summary as it now stands.
    fn info(&self) -> LobbyInfo {
        LobbyInfo {
            code: self.code.clone(),
            config: self.config.clone(),
            public: self.public,
            status: self.status,
            host: self.table.host,
            seats: self
                .table
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatInfo {
                    seat: Seat::try_from(i).unwrap_or(Seat::MAX),
                    name: s.name.clone(),
                    ready: s.ready,
                    connected: s.conn.is_some(),
                    // A computer player agrees to a rematch as soon as the game is over.
                    rematch: s.rematch || (s.bot.is_some() && self.status == LobbyStatus::Finished),
                    character: s.character.as_deref().and_then(HostedGame::parse_character),
                    bot: s.bot,
                    abandoned: s.abandoned,
                })
                .collect(),
            game_no: self.game.no,
            result: self.game.result.clone(),
            spectators: u32::try_from(
                self.audiences
                    .conns
                    .values()
                    .filter(|c| c.seat.is_none())
                    .count(),
            )
            .unwrap_or(u32::MAX),
            game_id: self.game.running.as_ref().map(|g| g.id),
        }
    }

    /// The game as `seat` (`None`: a spectator) sees it, in English: for tests.
    #[cfg(test)]
    fn view_for(&self, seat: Option<Seat>) -> Result<Option<GameView>, EngineFault> {
        self.view_of(fanout::Audience {
            seat,
            lang: protocol::Lang::En,
        })
    }

    /// The game as `audience` sees it, worded in its language.
    fn view_of(&self, audience: fanout::Audience) -> Result<Option<GameView>, EngineFault> {
        match &self.game.running {
            None => Ok(None),
            Some(g) => guarded(|| {
                // A game the engine has ended offers nobody a move, even in the view of the
                // deciding action (the lobby turns `finished` with the `game_over` that follows).
                let live = self.status == LobbyStatus::Playing && g.engine.result().is_none();
                let mut view = g.engine.view(audience.seat, live, audience.lang);
                set_clock(&mut view, self.game.clock.as_ref().map(clock::Clock::view));
                Some(view)
            }),
        }
    }

    fn seat_of(&self, conn: ConnId) -> Result<Seat, Refusal> {
        self.audiences
            .conns
            .get(&conn)
            .and_then(|c| c.seat)
            .ok_or_else(|| Refusal::new(ErrorCode::NotSeated, "you hold no seat"))
    }

    fn require_open(&self) -> Answer {
        if self.status == LobbyStatus::Open {
            Ok(())
        } else {
            Err(Refusal::new(
                ErrorCode::AlreadyStarted,
                "the game has started",
            ))
        }
    }

    fn chat_bucket(&self) -> TokenBucket {
        TokenBucket::new(self.env.chat_per_min / 60.0, 5.0)
    }

    fn reapable(&self) -> bool {
        self.audiences.conns.is_empty() && self.status != LobbyStatus::Playing
    }
}

/// The refusal for a failed write. A fenced write (another node holds the lobby now) also stops
/// the lobby here.
fn store_refusal(e: crate::store::StoreError, stop: &CancellationToken) -> Refusal {
    if let crate::store::StoreError::Fenced(_) = e {
        tracing::warn!(error = %e, "a write was fenced: another node holds the lobby");
        stop.cancel();
        return Refusal::new(
            ErrorCode::StoreFailure,
            "this server no longer holds the lobby; nothing changed (reconnect)",
        );
    }
    tracing::error!(error = %e, "store failure");
    Refusal::new(ErrorCode::StoreFailure, "the store failed; nothing changed")
}

/// Spawns a lobby's actor on the tracker and registers its handle.
pub fn spawn(mut lobby: Lobby, tracker: &tokio_util::task::TaskTracker) -> LobbyHandle {
    let (tx, rx) = mpsc::channel(64);
    let handle = LobbyHandle::new(tx, lobby.stop.clone());
    // Whoever the game waited for was told before a restart: not again, but the reminder
    // still comes.
    lobby.game.told = lobby.update_standing().0;
    lobby.arm_reminder();
    lobby
        .env
        .registry
        .insert(handle.clone(), lobby.info(), lobby.standing.clone());
    lobby.env.metrics.lobbies.fetch_add(1, Ordering::Relaxed);
    if lobby.status == LobbyStatus::Playing {
        lobby.env.metrics.games.fetch_add(1, Ordering::Relaxed);
    }
    tracker.spawn(lobby.run(rx));
    handle
}

impl Lobby {
    /// The game's result, once over.
    #[must_use]
    pub fn result(&self) -> Option<&GameResult> {
        self.game.result.as_ref()
    }

    /// The lobby's version.
    #[must_use]
    pub fn v(&self) -> Version {
        self.v
    }
}

/// Brings back every live lobby from the store ([`revive`] each) and spawns their actors.
/// Returns how many lobbies were brought back.
///
/// # Errors
/// The store could not be read or written.
pub async fn recover_all(
    env: &LobbyEnv,
    tracker: &tokio_util::task::TaskTracker,
) -> Result<usize, crate::store::StoreError> {
    let mut count = 0;
    for stored in env.store.load_live().await? {
        if revive(stored, env, tracker).await?.is_some() {
            count += 1;
        }
    }
    Ok(count)
}

/// Brings one lobby back from the store: replays its unfinished game through its engine, records
/// a result the replay reached (a game that ended by time, say, while no server ran it), and
/// spawns its actor. A lobby whose log does not replay is marked aborted (or closed, without a
/// game) and `None` is returned. This is the one way a lobby comes back, at a server's start and
/// when a cluster node takes one over.
///
/// # Errors
/// The store refused a write; the lobby is not running then.
pub async fn revive(
    stored: StoredLobby,
    env: &LobbyEnv,
    tracker: &tokio_util::task::TaskTracker,
) -> Result<Option<LobbyHandle>, crate::store::StoreError> {
    let was_playing = stored.status == LobbyStatus::Playing;
    let code = stored.code.clone();
    let game_id = stored.game.as_ref().map(|g| g.id);
    match Lobby::recover(stored, env.clone()) {
        Ok(lobby) => {
            if was_playing && let (Some(result), Some(id)) = (&lobby.game.result, game_id) {
                env.store.finish_game(&code, id, result, lobby.v).await?;
            }
            Ok(Some(spawn(lobby, tracker)))
        }
        Err(reason) => {
            tracing::error!(lobby = %code, %reason, "cannot replay; marking the lobby aborted");
            match game_id {
                Some(id) => env.store.abort_game(&code, id, 0).await?,
                None => env.store.close_lobby(&code).await?,
            }
            Ok(None)
        }
    }
}
