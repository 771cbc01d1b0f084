//! One actor per lobby: the only owner of its game, seats, version counter and connections.
//!
//! A [`LobbyHandle`] holds the bounded sender of the actor's mailbox. Connections forward parsed
//! client messages to it and receive [`Outbound`] messages through their own bounded queues, fed
//! with `try_send`. What does not fit waits in the connection's backlog inside the lobby, so a
//! burst (a chat storm, say) never closes a connection that reads: a connection is cut off as too
//! slow only when its backlog exceeds [`MAX_BACKLOG_BYTES`] or its writer takes nothing for
//! [`STALL_LIMIT`] (and the connection's own writer gives up on a socket write that takes longer
//! than the write timeout). The lobby never waits for a connection.

use crate::game::{EngineFault, HostedGame, Refusal, guarded};
use crate::limit::TokenBucket;
use crate::metrics::Metrics;
use crate::names;
use crate::store::{Store, StoredLobby, StoredSeat};
use protocol::{
    ClientMsg, ErrorCode, GameAction, GameConfig, GameResult, GameView, LobbyEvent, LobbyInfo,
    LobbyStatus, MAX_CHAT_CHARS, PROTOCOL_VERSION, Seat, SeatInfo, ServerMsg, Version, close,
};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

/// Identifies one connection inside its lobby.
pub type ConnId = u64;

/// What a lobby sends to a connection.
// Nearly every item is a message; boxing them would only add an allocation each.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Outbound {
    /// A message to write.
    Msg(ServerMsg),
    /// Write this close frame and end the connection.
    Close(u16, String),
}

/// The lobby's mailbox commands.
#[derive(Debug)]
pub enum LobbyCmd {
    /// A connection presented its hello: join as the seat owning `token`, or as a spectator.
    Connect {
        /// The seat token, to reclaim a seat.
        token: Option<String>,
        /// The connection's outbound queue.
        out: mpsc::Sender<Outbound>,
        /// The connection's id, or why it was refused.
        respond_to: oneshot::Sender<Result<ConnId, Refusal>>,
    },
    /// A message from a connection (already parsed and rate-limited).
    Client {
        /// Who sent it.
        conn: ConnId,
        /// What.
        msg: ClientMsg,
    },
    /// A connection ended.
    Disconnect {
        /// Which.
        conn: ConnId,
    },
}

/// A cloneable handle to a lobby actor.
#[derive(Debug, Clone)]
pub struct LobbyHandle {
    tx: mpsc::Sender<LobbyCmd>,
}

impl LobbyHandle {
    /// Sends a command, waiting for mailbox room. Returns false if the lobby has ended.
    pub async fn send(&self, cmd: LobbyCmd) -> bool {
        self.tx.send(cmd).await.is_ok()
    }

    /// Joins the lobby with an outbound queue.
    ///
    /// # Errors
    /// The lobby refused (bad token) or has ended.
    pub async fn connect(
        &self,
        token: Option<String>,
        out: mpsc::Sender<Outbound>,
    ) -> Result<ConnId, Refusal> {
        let (respond_to, rx) = oneshot::channel();
        let closed = || Refusal::new(ErrorCode::LobbyClosed, "the lobby is closed");
        if !self
            .send(LobbyCmd::Connect {
                token,
                out,
                respond_to,
            })
            .await
        {
            return Err(closed());
        }
        rx.await.map_err(|_| closed())?
    }
}

/// The lobbies in memory: handles and the latest public summary of each. The mutex is never held
/// across an `.await`.
#[derive(Debug, Default)]
pub struct Registry {
    inner: Mutex<HashMap<String, (LobbyHandle, LobbyInfo)>>,
}

impl Registry {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, (LobbyHandle, LobbyInfo)>> {
        // A panic while holding this lock cannot leave the map inconsistent (single inserts and
        // removes), so a poisoned lock is still usable.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The handle of the lobby with this code.
    #[must_use]
    pub fn get(&self, code: &str) -> Option<LobbyHandle> {
        self.lock().get(code).map(|(h, _)| h.clone())
    }

    /// The summary of the lobby with this code.
    #[must_use]
    pub fn info(&self, code: &str) -> Option<LobbyInfo> {
        self.lock().get(code).map(|(_, i)| i.clone())
    }

    /// Public lobbies that are still open to players.
    #[must_use]
    pub fn public_open(&self) -> Vec<LobbyInfo> {
        let mut list: Vec<LobbyInfo> = self
            .lock()
            .values()
            .filter(|(_, i)| i.public && i.status == LobbyStatus::Open)
            .map(|(_, i)| i.clone())
            .collect();
        list.sort_by(|a, b| a.code.cmp(&b.code));
        list
    }

    fn insert(&self, handle: LobbyHandle, info: LobbyInfo) {
        self.lock().insert(info.code.clone(), (handle, info));
    }

    fn publish(&self, info: &LobbyInfo) {
        if let Some(entry) = self.lock().get_mut(&info.code) {
            entry.1 = info.clone();
        }
    }

    fn remove(&self, code: &str) {
        self.lock().remove(code);
    }

    /// Number of lobbies in memory.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no lobby is in memory.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

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
}

/// An action as recorded in the log.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(crate) enum LoggedAction {
    Act { action: GameAction },
    Resign,
}

/// What a game was started with, stored with it: enough to rebuild it with its seed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct GameSetup {
    pub(crate) config: GameConfig,
    #[serde(default)]
    pub(crate) characters: Vec<String>,
    /// The players' names, in seat order (absent from games stored before it was recorded).
    #[serde(default)]
    pub(crate) players: Vec<String>,
}

#[derive(Debug, Default)]
struct SeatState {
    character: Option<String>,
    name: Option<String>,
    token_hash: Option<String>,
    ready: bool,
    conn: Option<ConnId>,
    rematch: bool,
}

/// Most bytes of messages waiting for a connection beyond its queue before it is cut off.
pub const MAX_BACKLOG_BYTES: usize = 1 << 20;

/// Longest time a connection's writer may take nothing from a full queue before it is cut off.
pub const STALL_LIMIT: Duration = Duration::from_secs(15);

/// How often backlogs are moved into queues the writers have drained.
const PUMP_EVERY: Duration = Duration::from_millis(20);

/// Chat lines a whole lobby relays at once, whoever sends them.
pub const LOBBY_CHAT_BURST: f64 = 16.0;

/// A lobby relays this many times one connection's chat rate, whoever sends the lines.
pub const LOBBY_CHAT_RATE_FACTOR: f64 = 4.0;

#[derive(Debug)]
struct Conn {
    out: mpsc::Sender<Outbound>,
    seat: Option<Seat>,
    chat: TokenBucket,
    /// Messages that did not fit in the queue, oldest first, with their size.
    backlog: VecDeque<(Outbound, usize)>,
    /// Their approximate size on the wire.
    backlog_bytes: usize,
    /// While a backlog waits: when the writer last took a message.
    progress_at: Option<Instant>,
}

/// What became of a message offered to a connection.
enum Offered {
    /// Queued, or waiting in the backlog.
    Kept,
    /// The connection does not keep up: cut it off.
    Slow,
    /// Its task has ended.
    Gone,
}

fn wire_size(out: &Outbound) -> usize {
    match out {
        Outbound::Msg(msg) => serde_json::to_string(msg).map_or(0, |t| t.len()),
        Outbound::Close(_, reason) => reason.len() + 2,
    }
}

impl Conn {
    fn new(out: mpsc::Sender<Outbound>, seat: Option<Seat>, chat: TokenBucket) -> Self {
        Self {
            out,
            seat,
            chat,
            backlog: VecDeque::new(),
            backlog_bytes: 0,
            progress_at: None,
        }
    }

    /// Moves what it can from the backlog into the queue; judges the connection.
    fn pump(&mut self) -> Offered {
        let mut moved = false;
        while let Some((next, size)) = self.backlog.pop_front() {
            match self.out.try_send(next) {
                Ok(()) => {
                    self.backlog_bytes = self.backlog_bytes.saturating_sub(size);
                    moved = true;
                }
                Err(mpsc::error::TrySendError::Full(next)) => {
                    self.backlog.push_front((next, size));
                    break;
                }
                Err(mpsc::error::TrySendError::Closed(_)) => return Offered::Gone,
            }
        }
        if self.backlog.is_empty() {
            self.progress_at = None;
            return Offered::Kept;
        }
        let now = Instant::now();
        let since = *self.progress_at.get_or_insert(now);
        if moved {
            self.progress_at = Some(now);
        } else if now.duration_since(since) > STALL_LIMIT {
            return Offered::Slow;
        }
        Offered::Kept
    }

    /// Queues a message, or keeps it in the backlog when the queue is full.
    fn offer(&mut self, out: Outbound) -> Offered {
        if self.backlog.is_empty() {
            match self.out.try_send(out) {
                Ok(()) => return Offered::Kept,
                Err(mpsc::error::TrySendError::Closed(_)) => return Offered::Gone,
                Err(mpsc::error::TrySendError::Full(out)) => self.keep(out),
            }
        } else {
            self.keep(out);
        }
        if self.backlog_bytes > MAX_BACKLOG_BYTES {
            return Offered::Slow;
        }
        self.pump()
    }

    fn keep(&mut self, out: Outbound) {
        let size = wire_size(&out);
        self.backlog_bytes += size;
        self.backlog.push_back((out, size));
    }
}

#[derive(Debug)]
struct Running {
    id: i64,
    engine: HostedGame,
    seq: u32,
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
    host: Option<Seat>,
    seats: Vec<SeatState>,
    game_no: u32,
    game: Option<Running>,
    result: Option<GameResult>,
    conns: HashMap<ConnId, Conn>,
    next_conn: ConnId,
    env: LobbyEnv,
    /// Set when the lobby must end (engine fault).
    ended: bool,
    /// Seats whose connection was cut off (too slow) and whose absence is not announced yet.
    lost: Vec<Seat>,
    /// When the pending prompt of a non-active seat times out to the engine's default.
    prompt_deadline: Option<Instant>,
    /// Chat lines the whole lobby may still relay.
    chat: TokenBucket,
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
        Self {
            code,
            config,
            public,
            status: LobbyStatus::Open,
            v: 0,
            host: None,
            seats,
            game_no: 0,
            game: None,
            result: None,
            conns: HashMap::new(),
            next_conn: 1,
            ended: false,
            lost: Vec::new(),
            prompt_deadline: None,
            chat: TokenBucket::new(
                env.chat_per_min * LOBBY_CHAT_RATE_FACTOR / 60.0,
                LOBBY_CHAT_BURST,
            ),
            env,
        }
    }

    /// Rebuilds a lobby from the store, replaying its last game's log through the engine.
    ///
    /// # Errors
    /// The log does not replay (a corrupt log or an engine fault).
    pub fn recover(stored: StoredLobby, env: LobbyEnv) -> Result<Self, String> {
        let mut lobby = Self::new(stored.code, stored.config, stored.public, env);
        lobby.status = stored.status;
        lobby.v = stored.v;
        lobby.host = stored.host;
        for seat in stored.seats {
            let s = lobby
                .seats
                .get_mut(usize::from(seat.seat))
                .ok_or("stored seat out of range")?;
            s.name = Some(seat.name);
            s.token_hash = Some(seat.token_hash);
            s.ready = seat.ready;
            s.character = seat.character;
            s.rematch = seat.rematch;
        }
        if let Some(g) = stored.game {
            lobby.game_no = g.game_no;
            let setup: GameSetup =
                serde_json::from_str(&g.setup).map_err(|e| format!("bad game setup: {e}"))?;
            for (s, c) in lobby.seats.iter_mut().zip(&setup.characters) {
                s.character = Some(c.clone());
            }
            let mut engine = guarded(|| HostedGame::new(&setup.config, &setup.characters, g.seed))
                .map_err(|e| e.to_string())??;
            for (seat, json) in &g.actions {
                let logged: LoggedAction =
                    serde_json::from_str(json).map_err(|e| format!("bad logged action: {e}"))?;
                match logged {
                    LoggedAction::Act { action } => {
                        guarded(|| engine.apply(*seat, &action))
                            .map_err(|e| e.to_string())?
                            .map_err(|r| format!("logged action refused: {}", r.message))?;
                    }
                    // Resignation is an engine change like any other, replayed in its place.
                    LoggedAction::Resign => {
                        guarded(|| engine.resign(*seat))
                            .map_err(|e| e.to_string())?
                            .map_err(|r| format!("logged resignation refused: {}", r.message))?;
                    }
                }
            }
            let result = guarded(|| engine.result()).map_err(|e| e.to_string())?;
            // A result found by the replay but not yet recorded (a crash between the action's
            // commit and the result's) is the same result: the log decides. A stored result the
            // replay does not reach is a game recorded before a resignation in a game of three or
            // four left the others playing: it stays over.
            lobby.result = result.or(g.result);
            if lobby.result.is_some() {
                lobby.status = LobbyStatus::Finished;
            }
            lobby.game = Some(Running {
                id: g.id,
                engine,
                seq: u32::try_from(g.actions.len()).unwrap_or(u32::MAX),
            });
            lobby.arm_prompt_timer();
        }
        Ok(lobby)
    }

    fn info(&self) -> LobbyInfo {
        LobbyInfo {
            code: self.code.clone(),
            config: self.config.clone(),
            public: self.public,
            status: self.status,
            host: self.host,
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatInfo {
                    seat: Seat::try_from(i).unwrap_or(Seat::MAX),
                    name: s.name.clone(),
                    ready: s.ready,
                    connected: s.conn.is_some(),
                    rematch: s.rematch,
                    character: s.character.as_deref().and_then(HostedGame::parse_character),
                })
                .collect(),
            game_no: self.game_no,
            result: self.result.clone(),
            spectators: u32::try_from(self.conns.values().filter(|c| c.seat.is_none()).count())
                .unwrap_or(u32::MAX),
            game_id: self.game.as_ref().map(|g| g.id),
        }
    }

    fn view_for(&self, seat: Option<Seat>) -> Result<Option<GameView>, EngineFault> {
        let live = self.status == LobbyStatus::Playing;
        match &self.game {
            None => Ok(None),
            Some(g) => guarded(|| Some(g.engine.view(seat, live))),
        }
    }

    fn send_to(&mut self, conn: ConnId, out: Outbound) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        match c.offer(out) {
            Offered::Kept => {}
            Offered::Slow => self.drop_slow(conn, true),
            // Its task has ended; the Disconnect command is on its way.
            Offered::Gone => self.drop_slow(conn, false),
        }
    }

    fn has_backlog(&self) -> bool {
        self.conns.values().any(|c| !c.backlog.is_empty())
    }

    /// Moves backlogs into the queues their writers have drained; cuts off stalled connections.
    fn pump_backlogs(&mut self) {
        let ids: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| !c.backlog.is_empty())
            .map(|(id, _)| *id)
            .collect();
        for id in ids {
            let Some(c) = self.conns.get_mut(&id) else {
                continue;
            };
            match c.pump() {
                Offered::Kept => {}
                Offered::Slow => self.drop_slow(id, true),
                Offered::Gone => self.drop_slow(id, false),
            }
        }
    }

    fn reject(&mut self, conn: ConnId, refusal: Refusal) {
        self.env
            .metrics
            .rejections
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let close = refusal.code.close_code();
        self.send_to(
            conn,
            Outbound::Msg(ServerMsg::Rejected {
                code: refusal.code,
                message: refusal.message,
            }),
        );
        if let Some(code) = close {
            self.send_to(conn, Outbound::Close(code, "protocol error".into()));
            self.remove_conn(conn);
        }
    }

    fn sync(&mut self, conn: ConnId) {
        let Some(seat) = self.conns.get(&conn).map(|c| c.seat) else {
            return;
        };
        match self.view_for(seat) {
            Ok(game) => {
                let msg = ServerMsg::Sync {
                    v: self.v,
                    lobby: self.info(),
                    game,
                };
                self.send_to(conn, Outbound::Msg(msg));
            }
            Err(fault) => self.fault(fault),
        }
    }

    /// A connection whose queue is full or gone: forget it (dropping its sender tells its task).
    fn drop_slow(&mut self, conn: ConnId, slow: bool) {
        if self.conns.contains_key(&conn) {
            if slow {
                self.env
                    .metrics
                    .slow_disconnects
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            self.remove_conn(conn);
        }
    }

    /// Announces seats whose connection went away (each announcement may lose more). A store
    /// failure here only loses a presence flag: the version is then not bumped.
    async fn announce_lost(&mut self) {
        while let Some(seat) = self.lost.pop() {
            if self.seats[usize::from(seat)].conn.is_none() && !self.ended {
                let _ = self
                    .bump(LobbyEvent::Presence {
                        seat,
                        connected: false,
                    })
                    .await;
            }
        }
    }

    /// Forgets a connection; a seat it held is announced as disconnected by
    /// [`Lobby::announce_lost`] (unless another connection holds it by then).
    fn remove_conn(&mut self, conn: ConnId) {
        if let Some(c) = self.conns.remove(&conn)
            && let Some(seat) = c.seat
            && let Some(s) = self.seats.get_mut(usize::from(seat))
            && s.conn == Some(conn)
        {
            s.conn = None;
            self.lost.push(seat);
        }
    }

    /// Sends version `v`'s event to everyone, each with its own view when `game` is set.
    fn broadcast(&mut self, event: &LobbyEvent, game: bool) {
        let info = self.info();
        let ids: Vec<(ConnId, Option<Seat>)> =
            self.conns.iter().map(|(id, c)| (*id, c.seat)).collect();
        let mut views: HashMap<Option<Seat>, Option<GameView>> = HashMap::new();
        for (id, seat) in ids {
            let view = if game {
                if let Some(v) = views.get(&seat) {
                    v.clone()
                } else {
                    match self.view_for(seat) {
                        Ok(v) => {
                            views.insert(seat, v.clone());
                            v
                        }
                        Err(fault) => return self.fault(fault),
                    }
                }
            } else {
                None
            };
            let msg = ServerMsg::Event {
                v: self.v,
                event: event.clone(),
                lobby: info.clone(),
                view,
            };
            self.send_to(id, Outbound::Msg(msg));
        }
        self.env.registry.publish(&self.info());
    }

    /// Records a change that touches only the lobby row, then broadcasts it.
    async fn bump(&mut self, event: LobbyEvent) -> Result<Version, Refusal> {
        let v = self.v + 1;
        self.env
            .store
            .set_lobby(&self.code, self.status, v, self.host)
            .await
            .map_err(store_refusal)?;
        self.v = v;
        self.broadcast(&event, false);
        Ok(v)
    }

    /// Records a seat's lobby state as it now stands in memory (ready, Character, rematch) with
    /// the next version, then broadcasts the change.
    async fn bump_seat(&mut self, seat: Seat, event: LobbyEvent) -> Result<Version, Refusal> {
        let v = self.v + 1;
        let s = &self.seats[usize::from(seat)];
        self.env
            .store
            .set_seat_state(
                &self.code,
                seat,
                s.ready,
                s.character.as_deref(),
                s.rematch,
                v,
            )
            .await
            .map_err(store_refusal)?;
        self.v = v;
        self.broadcast(&event, false);
        Ok(v)
    }

    fn seat_of(&self, conn: ConnId) -> Result<Seat, Refusal> {
        self.conns
            .get(&conn)
            .and_then(|c| c.seat)
            .ok_or_else(|| Refusal::new(ErrorCode::NotSeated, "you hold no seat"))
    }

    async fn handle(&mut self, cmd: LobbyCmd) {
        match cmd {
            LobbyCmd::Connect {
                token,
                out,
                respond_to,
            } => {
                let result = self.connect(token, out).await;
                let _ = respond_to.send(result);
            }
            LobbyCmd::Disconnect { conn } => self.disconnect(conn).await,
            LobbyCmd::Client { conn, msg } => {
                if !self.conns.contains_key(&conn) {
                    return; // already dropped (slow, kicked, replaced)
                }
                let started = Instant::now();
                let is_act = matches!(msg, ClientMsg::Act { .. });
                match self.client(conn, msg).await {
                    Ok(()) => {
                        if is_act {
                            self.env.metrics.observe_action(started.elapsed());
                        }
                    }
                    Err(refusal) => {
                        let stale = refusal.code == ErrorCode::StaleVersion;
                        self.reject(conn, refusal);
                        if stale {
                            self.sync(conn);
                        }
                    }
                }
            }
        }
    }

    async fn connect(
        &mut self,
        token: Option<String>,
        out: mpsc::Sender<Outbound>,
    ) -> Result<ConnId, Refusal> {
        if self.ended || self.status == LobbyStatus::Aborted {
            return Err(Refusal::new(ErrorCode::LobbyClosed, "the lobby is closed"));
        }
        let seat = match token {
            None => None,
            Some(token) => {
                let hash = hash_token(&token);
                let seat = self
                    .seats
                    .iter()
                    .position(|s| s.token_hash.as_deref() == Some(hash.as_str()))
                    .ok_or_else(|| Refusal::new(ErrorCode::BadToken, "no seat has this token"))?;
                Some(Seat::try_from(seat).unwrap_or(Seat::MAX))
            }
        };
        let id = self.next_conn;
        self.next_conn += 1;
        if let Some(seat) = seat {
            if let Some(old) = self.seats[usize::from(seat)].conn {
                self.send_to(
                    old,
                    Outbound::Close(
                        close::REPLACED,
                        "your seat was taken over by a new connection with your seat token".into(),
                    ),
                );
                self.remove_conn(old);
            }
            self.seats[usize::from(seat)].conn = Some(id);
            // The others learn of the presence at the new version; the newcomer is not in
            // `conns` yet and syncs at that version right after.
            if let Err(refusal) = self
                .bump(LobbyEvent::Presence {
                    seat,
                    connected: true,
                })
                .await
            {
                self.seats[usize::from(seat)].conn = None;
                return Err(refusal);
            }
        }
        self.conns
            .insert(id, Conn::new(out, seat, self.chat_bucket()));
        let welcome = ServerMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            lobby: self.code.clone(),
            seat,
        };
        self.send_to(id, Outbound::Msg(welcome));
        self.sync(id);
        Ok(id)
    }

    async fn disconnect(&mut self, conn: ConnId) {
        self.remove_conn(conn);
        self.announce_lost().await;
    }

    async fn client(&mut self, conn: ConnId, msg: ClientMsg) -> Answer {
        match msg {
            ClientMsg::Hello { .. } => Err(Refusal::new(
                ErrorCode::ExpectedHello,
                "hello may be sent only once",
            )),
            ClientMsg::Sit { name, seat } => self.sit(conn, name, seat).await,
            ClientMsg::Ready { ready } => {
                let seat = self.seat_of(conn)?;
                self.require_open()?;
                let previous = self.seats[usize::from(seat)].ready;
                self.seats[usize::from(seat)].ready = ready;
                match self
                    .bump_seat(seat, LobbyEvent::Ready { seat, ready })
                    .await
                {
                    Ok(v) => {
                        self.ack(conn, v);
                        Ok(())
                    }
                    Err(e) => {
                        self.seats[usize::from(seat)].ready = previous;
                        Err(e)
                    }
                }
            }
            ClientMsg::Start {} => self.start(conn).await,
            ClientMsg::Character { character } => self.choose_character(conn, character).await,
            ClientMsg::Act { v, action } => self.act(conn, v, action).await,
            ClientMsg::Resign { v } => self.resign(conn, v).await,
            ClientMsg::Chat { text } => self.chat(conn, &text),
            ClientMsg::Leave {} => self.leave(conn).await,
            ClientMsg::Kick { seat } => self.kick(conn, seat).await,
            ClientMsg::Rematch {} => self.rematch(conn).await,
            ClientMsg::Resync {} => {
                self.sync(conn);
                Ok(())
            }
        }
    }

    fn ack(&mut self, conn: ConnId, v: Version) {
        self.send_to(conn, Outbound::Msg(ServerMsg::Ack { v }));
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

    async fn sit(&mut self, conn: ConnId, name: String, wanted: Option<Seat>) -> Answer {
        if self.conns.get(&conn).and_then(|c| c.seat).is_some() {
            return Err(Refusal::new(
                ErrorCode::AlreadySeated,
                "you already hold a seat",
            ));
        }
        self.require_open()?;
        let name = names::normalize_name(&name)
            .map_err(|e| Refusal::new(ErrorCode::InvalidName, e.to_string()))?;
        if names::is_reserved(&name) {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("{:?} is reserved for spectators", names::SPECTATOR),
            ));
        }
        let key = names::name_key(&name);
        if self
            .seats
            .iter()
            .any(|s| s.name.as_deref().is_some_and(|n| names::name_key(n) == key))
        {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("another seat is already called {name:?}"),
            ));
        }
        let seat = match wanted {
            Some(s) => {
                let state = self
                    .seats
                    .get(usize::from(s))
                    .ok_or_else(|| Refusal::new(ErrorCode::NoSuchSeat, "no such seat"))?;
                if state.name.is_some() {
                    return Err(Refusal::new(ErrorCode::SeatTaken, "that seat is taken"));
                }
                s
            }
            None => {
                let free = self
                    .seats
                    .iter()
                    .position(|s| s.name.is_none())
                    .ok_or_else(|| Refusal::new(ErrorCode::LobbyFull, "every seat is taken"))?;
                Seat::try_from(free).unwrap_or(Seat::MAX)
            }
        };
        let token = new_token();
        let hash = hash_token(&token);
        let v = self.v + 1;
        let host = self.host.or(Some(seat));
        self.env
            .store
            .put_seat(&self.code, seat, &name, &hash, v, host)
            .await
            .map_err(store_refusal)?;
        self.v = v;
        self.host = host;
        let s = &mut self.seats[usize::from(seat)];
        s.name = Some(name.clone());
        s.token_hash = Some(hash);
        s.conn = Some(conn);
        s.ready = false;
        if let Some(c) = self.conns.get_mut(&conn) {
            c.seat = Some(seat);
        }
        self.send_to(conn, Outbound::Msg(ServerMsg::Seated { seat, token }));
        self.broadcast(&LobbyEvent::Sat { seat, name }, false);
        self.ack(conn, v);
        Ok(())
    }

    /// Frees a seat before the start (leave or kick) and hands the host role on if needed.
    async fn free_seat(&mut self, seat: Seat, event: LobbyEvent) -> Result<Version, Refusal> {
        let v = self.v + 1;
        let host = if self.host == Some(seat) {
            self.seats
                .iter()
                .enumerate()
                .find(|(i, s)| *i != usize::from(seat) && s.name.is_some())
                .map(|(i, _)| Seat::try_from(i).unwrap_or(Seat::MAX))
        } else {
            self.host
        };
        self.env
            .store
            .remove_seat(&self.code, seat, v, host)
            .await
            .map_err(store_refusal)?;
        self.v = v;
        self.host = host;
        let s = &mut self.seats[usize::from(seat)];
        let holder = s.conn.take();
        *s = SeatState::default();
        if let Some(holder) = holder
            && let Some(c) = self.conns.get_mut(&holder)
        {
            c.seat = None;
        }
        self.broadcast(&event, false);
        Ok(v)
    }

    async fn leave(&mut self, conn: ConnId) -> Answer {
        if let Some(seat) = self.conns.get(&conn).and_then(|c| c.seat)
            && self.status == LobbyStatus::Open
        {
            let v = self.free_seat(seat, LobbyEvent::Left { seat }).await?;
            self.ack(conn, v);
        }
        self.send_to(conn, Outbound::Close(close::NORMAL, "left".into()));
        // Leaving mid-game keeps the seat (resign to give up): it only disconnects.
        self.remove_conn(conn);
        self.announce_lost().await;
        Ok(())
    }

    async fn kick(&mut self, conn: ConnId, seat: Seat) -> Answer {
        let me = self.seat_of(conn)?;
        if self.host != Some(me) {
            return Err(Refusal::new(ErrorCode::NotHost, "only the host may kick"));
        }
        self.require_open()?;
        match self.seats.get(usize::from(seat)) {
            None => return Err(Refusal::new(ErrorCode::NoSuchSeat, "no such seat")),
            Some(s) if s.name.is_none() || seat == me => {
                return Err(Refusal::new(
                    ErrorCode::NoSuchSeat,
                    "no other player in that seat",
                ));
            }
            Some(_) => {}
        }
        let holder = self.seats[usize::from(seat)].conn;
        let v = self.free_seat(seat, LobbyEvent::Kicked { seat }).await?;
        if let Some(holder) = holder {
            self.send_to(
                holder,
                Outbound::Close(close::KICKED, "kicked by the host".into()),
            );
            self.remove_conn(holder);
        }
        self.ack(conn, v);
        Ok(())
    }

    async fn start(&mut self, conn: ConnId) -> Answer {
        let me = self.seat_of(conn)?;
        if self.host != Some(me) {
            return Err(Refusal::new(ErrorCode::NotHost, "only the host may start"));
        }
        self.require_open()?;
        if !self.seats.iter().all(|s| s.name.is_some() && s.ready) {
            return Err(Refusal::new(
                ErrorCode::NotReady,
                "every seat must be taken and ready",
            ));
        }
        let v = self.begin_game().await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Who sits where in the next game: `order[new]` is the seat its holder had. A Camelot
    /// rematch swaps the two players, so colours alternate (seat 0 always plays White); Super
    /// Camelot keeps its seats.
    fn next_order(&self) -> Vec<usize> {
        let n = self.seats.len();
        let swap = self.status == LobbyStatus::Finished
            && matches!(self.config, GameConfig::Camelot { .. });
        if swap {
            (0..n).rev().collect()
        } else {
            (0..n).collect()
        }
    }

    /// Starts game number `game_no + 1` with a fresh seed: recorded first, then announced.
    ///
    /// The seats as they stand at the start (moved for a Camelot rematch, ready and rematch
    /// reset) are recorded in the same transaction. A connected player whose seat moves gets
    /// `seated` with its new seat and a fresh token before the `started` event; a player not
    /// connected keeps its token, which reclaims its new seat.
    async fn begin_game(&mut self) -> Result<Version, Refusal> {
        let seed = new_seed();
        let order = self.next_order();
        let mut chosen: Vec<Option<String>> = order
            .iter()
            .map(|&old| self.seats[old].character.clone())
            .collect();
        HostedGame::fill_characters(&self.config, &mut chosen);
        let setup = GameSetup {
            config: self.config.clone(),
            characters: chosen.iter().flatten().cloned().collect(),
            players: order
                .iter()
                .map(|&old| self.seats[old].name.clone().unwrap_or_default())
                .collect(),
        };
        let engine = match guarded(|| HostedGame::new(&setup.config, &setup.characters, seed)) {
            Ok(Ok(engine)) => engine,
            Ok(Err(msg)) => return Err(Refusal::new(ErrorCode::WrongGame, msg)),
            Err(fault) => {
                self.fault(fault);
                return Err(Refusal::new(ErrorCode::LobbyClosed, "the game was aborted"));
            }
        };
        let setup_json = serde_json::to_string(&setup)
            .map_err(|e| Refusal::new(ErrorCode::StoreFailure, e.to_string()))?;
        // Fresh tokens for connected players who change seats.
        let fresh: Vec<Option<String>> = order
            .iter()
            .enumerate()
            .map(|(new, &old)| (new != old && self.seats[old].conn.is_some()).then(new_token))
            .collect();
        let stored: Vec<StoredSeat> = order
            .iter()
            .zip(&chosen)
            .zip(&fresh)
            .enumerate()
            .filter_map(|(new, ((&old, character), token))| {
                let s = &self.seats[old];
                Some(StoredSeat {
                    seat: Seat::try_from(new).ok()?,
                    name: s.name.clone()?,
                    token_hash: token
                        .as_deref()
                        .map(hash_token)
                        .or_else(|| s.token_hash.clone())?,
                    ready: false,
                    character: character.clone(),
                    rematch: false,
                })
            })
            .collect();
        let host = self.host.and_then(|h| {
            order
                .iter()
                .position(|&old| old == usize::from(h))
                .and_then(|new| Seat::try_from(new).ok())
        });
        let v = self.v + 1;
        let game_no = self.game_no + 1;
        let id = self
            .env
            .store
            .start_game_with_seats(
                &self.code,
                game_no,
                self.config.kind(),
                &setup_json,
                seed,
                v,
                host,
                &stored,
            )
            .await
            .map_err(store_refusal)?;
        if self.game.is_none() || self.status == LobbyStatus::Finished {
            self.env
                .metrics
                .games
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        self.v = v;
        self.game_no = game_no;
        self.game = Some(Running { id, engine, seq: 0 });
        self.result = None;
        self.status = LobbyStatus::Playing;
        self.host = host;
        let mut old_seats: Vec<Option<SeatState>> = std::mem::take(&mut self.seats)
            .into_iter()
            .map(Some)
            .collect();
        self.seats = order
            .iter()
            .map(|&old| old_seats[old].take().unwrap_or_default())
            .collect();
        let mut moved = Vec::new();
        for (new, (s, c)) in self.seats.iter_mut().zip(chosen).enumerate() {
            s.ready = false;
            s.rematch = false;
            s.character = c;
            let seat = Seat::try_from(new).unwrap_or(Seat::MAX);
            if let Some(token) = fresh[new].clone() {
                s.token_hash = Some(hash_token(&token));
                if let Some(conn) = s.conn {
                    moved.push((conn, seat, token));
                }
            }
            if let Some(conn) = s.conn
                && let Some(c) = self.conns.get_mut(&conn)
            {
                c.seat = Some(seat);
            }
        }
        for (conn, seat, token) in moved {
            self.send_to(conn, Outbound::Msg(ServerMsg::Seated { seat, token }));
        }
        self.arm_prompt_timer();
        self.broadcast(&LobbyEvent::Started { game_no }, true);
        Ok(v)
    }

    fn require_playing(&self, seat: Seat, v: Version) -> Answer {
        match self.status {
            LobbyStatus::Playing => {}
            LobbyStatus::Finished => {
                return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
            }
            _ => return Err(Refusal::new(ErrorCode::NotStarted, "no game is running")),
        }
        if usize::from(seat) >= self.seats.len() {
            return Err(Refusal::new(ErrorCode::NoSuchSeat, "no such seat"));
        }
        if v != self.v {
            return Err(Refusal::new(
                ErrorCode::StaleVersion,
                format!("made against version {v}, the lobby is at {}", self.v),
            ));
        }
        Ok(())
    }

    async fn act(&mut self, conn: ConnId, v: Version, action: GameAction) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        if let Some(v) = self.perform(seat, action).await? {
            // 4. Answer the sender.
            self.ack(conn, v);
        }
        Ok(())
    }

    /// Validates, persists, applies and broadcasts one action by `seat`. Returns the version it
    /// produced, or `None` when an engine fault ended the lobby instead.
    async fn perform(
        &mut self,
        seat: Seat,
        action: GameAction,
    ) -> Result<Option<Version>, Refusal> {
        let Some(game) = &self.game else {
            return Err(Refusal::new(ErrorCode::NotStarted, "no game is running"));
        };
        // 1. Validate: nothing changes yet. From here on only the canonical form of the action
        //    (the engine's own serialization of what it parsed) is logged, applied and shown.
        let action = match guarded(|| game.engine.check(seat, &action)) {
            Ok(Ok(canonical)) => canonical,
            Ok(Err(refusal)) => return Err(refusal),
            Err(fault) => {
                self.fault(fault);
                return Ok(None);
            }
        };
        // 2. Persist: the action is durably in the log before anyone sees its effect.
        let logged = serde_json::to_string(&LoggedAction::Act {
            action: action.clone(),
        })
        .map_err(|e| Refusal::new(ErrorCode::StoreFailure, e.to_string()))?;
        let (id, seq) = (game.id, game.seq);
        let new_v = self.v + 1;
        self.env
            .store
            .append_action(&self.code, id, seq, seat, &logged, new_v)
            .await
            .map_err(store_refusal)?;
        // 3. Apply, bump, fan out.
        let Some(game) = &mut self.game else {
            return Ok(None);
        };
        game.seq += 1;
        match guarded(|| game.engine.apply(seat, &action)) {
            Ok(Ok(())) => {}
            Ok(Err(refusal)) => {
                self.fault(EngineFault(format!(
                    "accepted action then refused: {}",
                    refusal.message
                )));
                return Ok(None);
            }
            Err(fault) => {
                self.fault(fault);
                return Ok(None);
            }
        }
        self.v = new_v;
        self.env
            .metrics
            .actions
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let ended = match guarded(|| game.engine.result()) {
            Ok(r) => r,
            Err(fault) => {
                self.fault(fault);
                return Ok(None);
            }
        };
        if ended.is_some() {
            // Nobody gets legal moves in the view of the final action.
            self.status = LobbyStatus::Finished;
        }
        self.arm_prompt_timer();
        self.broadcast(&LobbyEvent::Acted { seat, action }, true);
        if let Some(result) = ended {
            self.finish(result).await;
        }
        Ok(Some(new_v))
    }

    /// Starts (or stops) the clock on a prompt pending for a seat other than the active player.
    fn arm_prompt_timer(&mut self) {
        let timed = self.status == LobbyStatus::Playing
            && self
                .game
                .as_ref()
                .is_some_and(|g| guarded(|| g.engine.timed_prompt()).unwrap_or(false));
        self.prompt_deadline = timed.then(|| Instant::now() + self.env.prompt_timeout);
    }

    /// The prompt's time is up: apply the engine's default answer like any other action.
    async fn prompt_timed_out(&mut self) {
        self.prompt_deadline = None;
        if self.status != LobbyStatus::Playing {
            return;
        }
        let Some(game) = &self.game else { return };
        let default = match guarded(|| game.engine.default_action()) {
            Ok(d) => d,
            Err(fault) => return self.fault(fault),
        };
        if let Some((seat, action)) = default {
            tracing::info!(lobby = %self.code, seat, "prompt timed out; applying the default");
            if let Err(refusal) = self.perform(seat, action).await {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "default action refused");
                // Try again later rather than stall the game (a store failure, say).
                self.arm_prompt_timer();
            }
        }
    }

    async fn choose_character(&mut self, conn: ConnId, chosen: protocol::Character) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_open()?;
        let character = HostedGame::character(&self.config, chosen).ok_or_else(|| {
            Refusal::new(
                ErrorCode::InvalidCharacter,
                "this game has no Characters to choose",
            )
        })?;
        if self.seats.iter().enumerate().any(|(i, s)| {
            i != usize::from(seat) && s.character.as_deref() == Some(character.as_str())
        }) {
            return Err(Refusal::new(
                ErrorCode::InvalidCharacter,
                format!("{character} is taken"),
            ));
        }
        let previous = self.seats[usize::from(seat)].character.replace(character);
        match self
            .bump_seat(
                seat,
                LobbyEvent::Character {
                    seat,
                    character: chosen,
                },
            )
            .await
        {
            Ok(v) => {
                self.ack(conn, v);
                Ok(())
            }
            Err(e) => {
                self.seats[usize::from(seat)].character = previous;
                Err(e)
            }
        }
    }

    async fn resign(&mut self, conn: ConnId, v: Version) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        let Some(game) = &self.game else {
            return Err(Refusal::new(ErrorCode::NotStarted, "no game is running"));
        };
        // 1. Validate: a seat resigns once, while the game runs.
        match guarded(|| game.engine.check_resign(seat)) {
            Ok(Ok(())) => {}
            Ok(Err(refusal)) => return Err(refusal),
            Err(fault) => {
                self.fault(fault);
                return Ok(());
            }
        }
        // 2. Persist.
        let logged = serde_json::to_string(&LoggedAction::Resign)
            .map_err(|e| Refusal::new(ErrorCode::StoreFailure, e.to_string()))?;
        let new_v = self.v + 1;
        self.env
            .store
            .append_action(&self.code, game.id, game.seq, seat, &logged, new_v)
            .await
            .map_err(store_refusal)?;
        // 3. Apply in the engine (the seat leaves alone; in a game of two, or when one seat is
        //    left standing, the game is over), bump, fan out.
        let Some(game) = &mut self.game else {
            return Ok(());
        };
        game.seq += 1;
        match guarded(|| game.engine.resign(seat)) {
            Ok(Ok(())) => {}
            Ok(Err(refusal)) => {
                self.fault(EngineFault(format!(
                    "accepted resignation then refused: {}",
                    refusal.message
                )));
                return Ok(());
            }
            Err(fault) => {
                self.fault(fault);
                return Ok(());
            }
        }
        self.v = new_v;
        let ended = match guarded(|| game.engine.result()) {
            Ok(r) => r,
            Err(fault) => {
                self.fault(fault);
                return Ok(());
            }
        };
        if ended.is_some() {
            self.status = LobbyStatus::Finished;
        }
        self.arm_prompt_timer();
        self.broadcast(&LobbyEvent::Resigned { seat }, true);
        if let Some(result) = ended {
            self.finish(result).await;
        }
        self.ack(conn, new_v);
        Ok(())
    }

    /// Records and announces the end of the game (one more version).
    async fn finish(&mut self, result: GameResult) {
        self.status = LobbyStatus::Finished;
        self.prompt_deadline = None;
        self.result = Some(result.clone());
        self.env
            .metrics
            .games
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        let v = self.v + 1;
        if let Some(game) = &self.game
            && let Err(e) = self
                .env
                .store
                .finish_game(&self.code, game.id, &result, v)
                .await
        {
            // The log already holds the deciding action: a restart replays to the same result.
            tracing::warn!(lobby = %self.code, error = %e, "recording a result failed");
        }
        self.v = v;
        self.broadcast(&LobbyEvent::GameOver { result }, true);
    }

    fn chat(&mut self, conn: ConnId, text: &str) -> Answer {
        // Plain text: control and format characters (bidi overrides, zero-width…) are dropped,
        // never relayed; a line with nothing visible left is refused.
        let text = names::clean_chat(text)
            .filter(|t| t.chars().count() <= MAX_CHAT_CHARS)
            .ok_or_else(|| {
                Refusal::new(
                    ErrorCode::ChatTooLong,
                    format!("a chat line has 1 to {MAX_CHAT_CHARS} visible characters"),
                )
            })?;
        if let Some(c) = self.conns.get_mut(&conn)
            && !c.chat.take()
        {
            return Err(Refusal::new(
                ErrorCode::ChatRateLimited,
                "too many chat lines; wait a little",
            ));
        }
        if !self.chat.take() {
            return Err(Refusal::new(
                ErrorCode::ChatRateLimited,
                "the lobby's chat is busy; wait a little",
            ));
        }
        let seat = self.conns.get(&conn).and_then(|c| c.seat);
        let name = seat
            .and_then(|s| self.seats[usize::from(s)].name.clone())
            .unwrap_or_else(|| "spectator".to_owned());
        let ids: Vec<ConnId> = self.conns.keys().copied().collect();
        for id in ids {
            let msg = ServerMsg::Chat {
                seat,
                name: name.clone(),
                text: text.clone(),
            };
            self.send_to(id, Outbound::Msg(msg));
        }
        Ok(())
    }

    async fn rematch(&mut self, conn: ConnId) -> Answer {
        let seat = self.seat_of(conn)?;
        if self.status != LobbyStatus::Finished {
            return Err(Refusal::new(
                ErrorCode::NotStarted,
                "a rematch follows a finished game",
            ));
        }
        let previous = std::mem::replace(&mut self.seats[usize::from(seat)].rematch, true);
        let v = match self
            .bump_seat(seat, LobbyEvent::RematchRequested { seat })
            .await
        {
            Ok(v) => v,
            Err(e) => {
                self.seats[usize::from(seat)].rematch = previous;
                return Err(e);
            }
        };
        let v = if self.seats.iter().all(|s| s.rematch) {
            self.begin_game().await?
        } else {
            v
        };
        self.ack(conn, v);
        Ok(())
    }

    /// An engine panicked: abort the game, tell everyone, close the lobby.
    fn fault(&mut self, fault: EngineFault) {
        tracing::error!(lobby = %self.code, %fault, "engine fault: aborting the lobby");
        if self.status == LobbyStatus::Playing {
            self.env
                .metrics
                .games
                .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        }
        self.status = LobbyStatus::Aborted;
        self.v += 1;
        self.ended = true;
        let event = LobbyEvent::Aborted {
            reason: "the game engine failed".into(),
        };
        let info = self.info();
        let ids: Vec<ConnId> = self.conns.keys().copied().collect();
        for id in ids {
            let msg = ServerMsg::Event {
                v: self.v,
                event: event.clone(),
                lobby: info.clone(),
                view: None,
            };
            self.send_to(id, Outbound::Msg(msg));
            self.send_to(
                id,
                Outbound::Close(close::LOBBY_CLOSED, "game aborted".into()),
            );
        }
        self.conns.clear();
    }

    fn chat_bucket(&self) -> TokenBucket {
        TokenBucket::new(self.env.chat_per_min / 60.0, 5.0)
    }

    fn reapable(&self) -> bool {
        self.conns.is_empty() && self.status != LobbyStatus::Playing
    }

    /// The actor loop: one command at a time, until shutdown, reaping or a fault.
    async fn run(mut self, mut rx: mpsc::Receiver<LobbyCmd>) {
        let mut idle_since = Instant::now();
        loop {
            let deadline = idle_since + self.env.idle_reap;
            let prompt_at = self.prompt_deadline;
            tokio::select! {
                biased;
                () = self.env.cancel.cancelled() => break,
                cmd = rx.recv() => {
                    let Some(cmd) = cmd else { break };
                    self.handle(cmd).await;
                    if !self.conns.is_empty() {
                        idle_since = Instant::now();
                    }
                }
                () = tokio::time::sleep_until(prompt_at.unwrap_or(deadline)), if prompt_at.is_some() => {
                    self.prompt_timed_out().await;
                }
                () = tokio::time::sleep(PUMP_EVERY), if self.has_backlog() => {
                    self.pump_backlogs();
                }
                () = tokio::time::sleep_until(deadline), if self.reapable() => {
                    tracing::info!(lobby = %self.code, "reaping idle lobby");
                    if let Err(e) = self.env.store.close_lobby(&self.code).await {
                        tracing::warn!(lobby = %self.code, error = %e, "closing a reaped lobby failed");
                    }
                    break;
                }
            }
            self.announce_lost().await;
            if self.ended {
                if let Some(game) = &self.game
                    && let Err(e) = self.env.store.abort_game(&self.code, game.id, self.v).await
                {
                    tracing::warn!(lobby = %self.code, error = %e, "recording an abort failed");
                }
                break;
            }
        }
        self.env.registry.remove(&self.code);
        self.env
            .metrics
            .lobbies
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        if self.status == LobbyStatus::Playing && !self.ended {
            self.env
                .metrics
                .games
                .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        }
        // Dropping `self.conns` drops every outbound sender: their tasks end (with 1001 when
        // the server is shutting down).
    }
}

fn store_refusal(e: crate::store::StoreError) -> Refusal {
    tracing::error!(error = %e, "store failure");
    Refusal::new(ErrorCode::StoreFailure, "the store failed; nothing changed")
}

/// Spawns a lobby's actor on the tracker and registers its handle.
pub fn spawn(lobby: Lobby, tracker: &tokio_util::task::TaskTracker) -> LobbyHandle {
    let (tx, rx) = mpsc::channel(64);
    let handle = LobbyHandle { tx };
    lobby.env.registry.insert(handle.clone(), lobby.info());
    lobby
        .env
        .metrics
        .lobbies
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    if lobby.status == LobbyStatus::Playing {
        lobby
            .env
            .metrics
            .games
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    tracker.spawn(lobby.run(rx));
    handle
}

/// Brings back every live lobby from the store, replaying unfinished games through their
/// engines, and spawns their actors. A lobby whose log does not replay is marked aborted and
/// skipped. Returns how many lobbies were brought back.
///
/// # Errors
/// The store could not be read.
pub async fn recover_all(
    env: &LobbyEnv,
    tracker: &tokio_util::task::TaskTracker,
) -> Result<usize, crate::store::StoreError> {
    let stored = env.store.load_live().await?;
    let mut count = 0;
    for s in stored {
        let was_playing = s.status == LobbyStatus::Playing;
        let code = s.code.clone();
        let game_id = s.game.as_ref().map(|g| g.id);
        match Lobby::recover(s, env.clone()) {
            Ok(lobby) => {
                if was_playing && let (Some(result), Some(id)) = (&lobby.result, game_id) {
                    env.store.finish_game(&code, id, result, lobby.v).await?;
                }
                spawn(lobby, tracker);
                count += 1;
            }
            Err(reason) => {
                tracing::error!(lobby = %code, %reason, "cannot replay; marking the lobby aborted");
                if let Some(id) = game_id {
                    env.store.abort_game(&code, id, 0).await?;
                } else {
                    env.store.close_lobby(&code).await?;
                }
            }
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn env(dir: &std::path::Path) -> LobbyEnv {
        let url = format!("sqlite://{}", dir.join("t.db").display());
        LobbyEnv {
            store: Store::connect(&url).await.unwrap(),
            registry: Arc::new(Registry::default()),
            metrics: Arc::new(Metrics::default()),
            cancel: CancellationToken::new(),
            idle_reap: Duration::from_secs(60),
            chat_per_min: 20.0,
            prompt_timeout: Duration::from_secs(60),
        }
    }

    fn chat_msg(text: &str) -> Outbound {
        Outbound::Msg(ServerMsg::Chat {
            seat: None,
            name: "spectator".into(),
            text: text.into(),
        })
    }

    /// A burst larger than the queue waits in the backlog and reaches a reader in order; a
    /// connection is cut off only when its writer takes nothing for the stall limit or its
    /// backlog grows past the byte cap.
    #[tokio::test(start_paused = true)]
    async fn a_burst_waits_in_the_backlog_and_only_a_stalled_writer_is_slow() {
        let (tx, mut rx) = mpsc::channel(4);
        let mut conn = Conn::new(tx, None, TokenBucket::new(1.0, 1.0));
        for i in 0..100 {
            assert!(matches!(
                conn.offer(chat_msg(&i.to_string())),
                Offered::Kept
            ));
        }
        assert_eq!(conn.backlog.len(), 96);
        // The writer drains slowly but steadily: never slow, everything arrives in order.
        let mut got = Vec::new();
        while got.len() < 100 {
            tokio::time::advance(STALL_LIMIT / 2).await;
            while let Ok(Outbound::Msg(ServerMsg::Chat { text, .. })) = rx.try_recv() {
                got.push(text.parse::<usize>().unwrap());
            }
            assert!(matches!(conn.pump(), Offered::Kept));
        }
        assert_eq!(got, (0..100).collect::<Vec<_>>());
        assert!(conn.backlog.is_empty() && conn.backlog_bytes == 0);

        // A writer that takes nothing: kept until the stall limit, then slow.
        for i in 0..10 {
            assert!(matches!(
                conn.offer(chat_msg(&i.to_string())),
                Offered::Kept
            ));
        }
        tokio::time::advance(STALL_LIMIT - Duration::from_secs(1)).await;
        assert!(matches!(conn.pump(), Offered::Kept));
        tokio::time::advance(Duration::from_secs(2)).await;
        assert!(matches!(conn.pump(), Offered::Slow));

        // A backlog past the byte cap is slow at once.
        let (tx, _rx) = mpsc::channel(4);
        let mut conn = Conn::new(tx, None, TokenBucket::new(1.0, 1.0));
        let line = "x".repeat(MAX_CHAT_CHARS);
        let mut offered = 0;
        let slow = loop {
            match conn.offer(chat_msg(&line)) {
                Offered::Kept => offered += 1,
                other => break other,
            }
        };
        assert!(matches!(slow, Offered::Slow));
        assert!(conn.backlog_bytes > MAX_BACKLOG_BYTES);
        assert!(offered > MAX_BACKLOG_BYTES / (2 * MAX_CHAT_CHARS));

        // A connection whose task ended is gone, backlog or not.
        let (tx, rx) = mpsc::channel(1);
        let mut conn = Conn::new(tx, None, TokenBucket::new(1.0, 1.0));
        assert!(matches!(conn.offer(chat_msg("a")), Offered::Kept));
        assert!(matches!(conn.offer(chat_msg("b")), Offered::Kept));
        drop(rx);
        assert!(matches!(conn.pump(), Offered::Gone));
    }

    /// Ready, a Character and a rematch request are stored before their ack; when the store
    /// refuses, the request gets `store_failure` and nothing changes, in memory or for anyone.
    #[tokio::test]
    async fn a_failed_seat_state_write_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let env = env(dir.path()).await;
        let config = GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
        };
        env.store
            .create_lobby("SEATS", &config, false)
            .await
            .unwrap();
        let mut lobby = Lobby::new("SEATS".into(), config, false, env.clone());
        let (tx, _rx) = mpsc::channel(256);
        let ann = lobby.connect(None, tx).await.unwrap();
        lobby.sit(ann, "ann".into(), None).await.unwrap();
        let (tx2, mut rx2) = mpsc::channel(256);
        let bob = lobby.connect(None, tx2).await.unwrap();
        lobby.sit(bob, "bob".into(), None).await.unwrap();
        let ready = ClientMsg::Ready { ready: true };
        lobby.client(ann, ready.clone()).await.unwrap();

        let crate::store::Pool::Sqlite(pool) = env.store.pool() else {
            unreachable!()
        };
        let block = "CREATE TRIGGER seats_frozen BEFORE UPDATE ON seats \
                     BEGIN SELECT RAISE(ABORT, 'frozen'); END";
        sqlx::query(block).execute(pool).await.unwrap();
        while rx2.try_recv().is_ok() {}
        let v = lobby.v;
        let kay = ClientMsg::Character {
            character: protocol::Character::Kay,
        };
        for msg in [ready.clone(), kay.clone()] {
            let refusal = lobby.client(bob, msg).await.unwrap_err();
            assert_eq!(refusal.code, ErrorCode::StoreFailure);
        }
        assert_eq!(lobby.v, v);
        assert!(!lobby.seats[1].ready);
        assert_eq!(lobby.seats[1].character, None);
        assert!(rx2.try_recv().is_err(), "nobody heard of a change");
        let stored = env.store.load_live().await.unwrap();
        assert_eq!(stored[0].v, v);
        assert!(!stored[0].seats[1].ready);

        // Once the store works again, the same requests go through; a finished game then
        // refuses a rematch request the store cannot record.
        sqlx::query("DROP TRIGGER seats_frozen")
            .execute(pool)
            .await
            .unwrap();
        lobby.client(bob, kay).await.unwrap();
        lobby.client(bob, ready).await.unwrap();
        lobby.client(ann, ClientMsg::Start {}).await.unwrap();
        let v = lobby.v;
        lobby.client(ann, ClientMsg::Resign { v }).await.unwrap();
        assert_eq!(lobby.status, LobbyStatus::Finished);
        sqlx::query(block).execute(pool).await.unwrap();
        let v = lobby.v;
        let refusal = lobby.client(bob, ClientMsg::Rematch {}).await.unwrap_err();
        assert_eq!(refusal.code, ErrorCode::StoreFailure);
        assert_eq!(lobby.v, v);
        assert!(!lobby.seats[1].rematch);
        assert!(!env.store.load_live().await.unwrap()[0].seats[1].rematch);
    }

    /// An engine fault aborts the game: every connection hears `aborted` at the next version and
    /// is closed with 4005; the lobby ends and the store marks the game aborted.
    #[tokio::test]
    async fn an_engine_fault_aborts_only_this_lobby() {
        let dir = tempfile::tempdir().unwrap();
        let env = env(dir.path()).await;
        let config = GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
        };
        env.store
            .create_lobby("FAULTY", &config, false)
            .await
            .unwrap();
        env.store
            .create_lobby("HEALTHY", &config, false)
            .await
            .unwrap();
        let mut lobby = Lobby::new("FAULTY".into(), config.clone(), false, env.clone());
        let (tx, mut rx) = mpsc::channel(16);
        let conn = lobby.connect(None, tx).await.unwrap();
        lobby.sit(conn, "ann".into(), None).await.unwrap();
        let (tx2, mut rx2) = mpsc::channel(16);
        let conn2 = lobby.connect(None, tx2).await.unwrap();
        lobby.sit(conn2, "bob".into(), None).await.unwrap();
        lobby.begin_game().await.unwrap();
        let v = lobby.v;

        lobby.fault(EngineFault("boom".into()));
        assert!(lobby.ended);
        assert_eq!(lobby.status, LobbyStatus::Aborted);
        for rx in [&mut rx, &mut rx2] {
            let mut saw_abort = false;
            let mut closed = None;
            while let Ok(out) = rx.try_recv() {
                match out {
                    Outbound::Msg(ServerMsg::Event {
                        v: ev,
                        event: LobbyEvent::Aborted { .. },
                        ..
                    }) => {
                        assert_eq!(ev, v + 1);
                        saw_abort = true;
                    }
                    Outbound::Close(code, _) => closed = Some(code),
                    Outbound::Msg(_) => {}
                }
            }
            assert!(saw_abort);
            assert_eq!(closed, Some(close::LOBBY_CLOSED));
        }

        // Its actor records the abort and ends at its next turn; the other lobby is untouched.
        let tracker = tokio_util::task::TaskTracker::new();
        let healthy = spawn(
            Lobby::new("HEALTHY".into(), config, false, env.clone()),
            &tracker,
        );
        let faulty = spawn(lobby, &tracker);
        assert!(faulty.send(LobbyCmd::Disconnect { conn: 999 }).await);
        for _ in 0..100 {
            if env.registry.get("FAULTY").is_none() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert!(
            env.registry.get("FAULTY").is_none(),
            "the faulty lobby ended"
        );
        let live = env.store.load_live().await.unwrap();
        assert_eq!(
            live.iter().map(|l| l.code.as_str()).collect::<Vec<_>>(),
            ["HEALTHY"]
        );
        let (tx3, _rx3) = mpsc::channel(16);
        assert!(healthy.connect(None, tx3).await.is_ok());
        env.cancel.cancel();
        tracker.close();
        tracker.wait().await;
    }

    /// A prompt for a seat that is not the active player (the Mimic's victim choosing the stolen
    /// card) times out to the engine's default, played like any other action.
    #[tokio::test]
    async fn a_non_active_prompt_times_out_to_the_default() {
        use super_camelot::{
            Action, Character, EnemyKind, Face, Object, Place, Scenario, Seat as ScSeat, Square,
            Treasure,
        };
        let dir = tempfile::tempdir().unwrap();
        let mut env = env(dir.path()).await;
        env.prompt_timeout = Duration::from_millis(200);
        let config = GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
        };
        env.store
            .create_lobby("PROMPT", &config, false)
            .await
            .unwrap();
        let mut lobby = Lobby::new("PROMPT".into(), config, false, env.clone());
        let (tx, mut rx) = mpsc::channel(64);
        let conn = lobby.connect(None, tx).await.unwrap();
        lobby.sit(conn, "ann".into(), None).await.unwrap();
        let (tx2, _rx2) = mpsc::channel(64);
        let conn2 = lobby.connect(None, tx2).await.unwrap();
        lobby.sit(conn2, "bob".into(), None).await.unwrap();
        lobby.begin_game().await.unwrap();

        // The engine's own scenario: seat 0 walled in by Rocks, so the Mimic goes for seat 1.
        let sq = |r, c| Square::new(r, c).unwrap();
        let mut scenario = Scenario::new(&[Character::Kay, Character::Gwenivere])
            .tile(1, 1, "U01")
            .tile(1, 2, "U02")
            .tile(2, 1, "U03")
            .tile(2, 2, "U04")
            .stack(&[
                "U05", "U06", "U07", "U08", "U09", "U10", "U11", "N1", "N2", "N3", "N4", "N5",
            ]);
        for r in 6..12 {
            for c in 6..12 {
                scenario = scenario.clear(sq(r, c));
            }
        }
        let game = scenario
            .at(ScSeat(0), Place::Square(sq(7, 7)))
            .object(sq(7, 8), Object::Rock)
            .object(sq(8, 7), Object::Rock)
            .object(sq(6, 8), Object::Rock)
            .object(sq(8, 6), Object::Rock)
            .at(ScSeat(1), Place::Square(sq(10, 8)))
            .treasure(ScSeat(1), Treasure::Magnet)
            .treasure(ScSeat(1), Treasure::Shovel)
            .enemy(sq(10, 10), EnemyKind::Mimic)
            .dice(&[Face::Blank])
            .build()
            .unwrap();
        lobby.game.as_mut().unwrap().engine =
            HostedGame::SuperCamelot(crate::game::SuperCamelotHost::from_game(game));

        let end_turn = GameAction::SuperCamelot {
            action: Action::EndTurn,
        };
        lobby.perform(0, end_turn).await.unwrap();
        assert!(
            lobby.prompt_deadline.is_some(),
            "seat 1 must answer and is not the active player"
        );
        let v = lobby.v;
        while rx.try_recv().is_ok() {}

        let tracker = tokio_util::task::TaskTracker::new();
        let _handle = spawn(lobby, &tracker);
        let timed_out = tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                match rx.recv().await {
                    Some(Outbound::Msg(ServerMsg::Event {
                        v: ev,
                        event: LobbyEvent::Acted { seat, action },
                        ..
                    })) => {
                        return (ev, seat, action);
                    }
                    Some(_) => {}
                    None => panic!("connection dropped"),
                }
            }
        })
        .await
        .expect("the prompt timed out");
        let surrender = Action::Surrender { treasure: 1 };
        assert_eq!(
            timed_out,
            (v + 1, 1, GameAction::SuperCamelot { action: surrender })
        );
        env.cancel.cancel();
        tracker.close();
        tracker.wait().await;
    }
}
