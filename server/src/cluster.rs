//! Several nodes on one PostgreSQL database, routed through NATS.
//!
//! **Ownership.** Each lobby is held by at most one node: a lease in its `lobbies` row (holder,
//! fencing epoch, expiry by the database's clock; [`crate::store`]'s `lease` module). A node holds
//! the lobbies it creates and takes over any lobby nobody holds or whose lease ran out, with a
//! higher epoch, replaying it from the log like a restart does. It renews all it holds in one
//! statement every third of the lease, and stops serving a lobby it could not renew before the
//! lease can run out. Every write names the epoch ([`Store::hold`]), so a node that was paused
//! while its lobbies moved on cannot write again: the database refuses it.
//!
//! **Routing.** A client may open its socket on any node. The node holding the lobby subscribes
//! to the lobby's subjects; another node relays:
//!
//! | subject                      | what                                                        |
//! |------------------------------|-------------------------------------------------------------|
//! | `P.lobby.CODE.connect`       | request: a hello (token, relay subject); reply: conn or refusal |
//! | `P.lobby.CODE.info`          | request: the lobby's public summary                          |
//! | `P.lobby.CODE.in.EPOCH`      | a client's message (re-serialised, canonical) or its leaving  |
//! | `P.relay.NODE.ID`            | frames for one relayed socket: `T` + text, or `C` + close    |
//! | `P.alive.NODE`               | a node's heartbeat                                           |
//! | `P.public`                   | request to every node: its public open lobbies (gathered)    |
//!
//! (`P` is `--nats-prefix`.) Messages for a lobby name the epoch they were meant for, so a node
//! that kept a stale subscription (paused, then resumed) ignores them. A relayed socket whose
//! holder stops beating is closed with 1001 and its client reconnects, anywhere; a hello for a
//! lobby whose holder is gone waits until a node holds it again (taking it itself once the lease
//! ran out).

use crate::conn::Route;
use crate::game::Refusal;
use crate::lobby::{self, ConnId, Lobby, LobbyCmd, LobbyEnv, LobbyHandle, Outbound, Registry};
use crate::store::Store;
use axum::extract::ws::Utf8Bytes;
use bytes::Bytes;
use futures_util::StreamExt;
use protocol::{ClientMsg, ErrorCode, LobbyInfo, LobbyStatus, close};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// How a cluster node is set up.
#[derive(Debug, Clone)]
pub struct ClusterConfig {
    /// The NATS server.
    pub nats_url: String,
    /// This node's id.
    pub node: String,
    /// First token of every subject.
    pub prefix: String,
    /// How long a hold lasts unless renewed.
    pub lease: Duration,
    /// Outbound queue length of a relayed connection on the holding node.
    pub outbound_queue: usize,
}

/// Why the cluster could not start.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    /// NATS did not answer.
    #[error("cannot reach NATS at {url}: {reason}")]
    Nats {
        /// Where.
        url: String,
        /// What went wrong.
        reason: String,
    },
    /// The database could not release this node's old leases.
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
}

/// Most lobbies taken over in one scan.
const SCAN_BATCH: u32 = 32;
/// How long a node waits for another node's answer to a hello.
const ASK_TIMEOUT: Duration = Duration::from_secs(1);

/// One node of a cluster: its NATS client, the lobbies it holds and the sockets it relays.
#[derive(Debug)]
pub struct Cluster {
    config: ClusterConfig,
    nats: async_nats::Client,
    store: Store,
    registry: Arc<Registry>,
    /// Lobbies held here: epoch, when the hold was last confirmed, and the subscription's stop.
    held: Mutex<HashMap<String, Held>>,
    /// Sockets on this node relayed to another node's lobby.
    relays: Mutex<HashMap<u64, Relay>>,
    next_relay: AtomicU64,
    /// When each node's heartbeat was last heard.
    alive: Mutex<HashMap<String, Instant>>,
    /// The lobbies' environment (set once at start: it names this cluster).
    env: OnceLock<LobbyEnv>,
    cancel: CancellationToken,
    tracker: TaskTracker,
    started: Instant,
}

#[derive(Debug)]
struct Held {
    epoch: i64,
    confirmed: Instant,
    stop: CancellationToken,
}

#[derive(Debug)]
struct Relay {
    owner: String,
    out: mpsc::Sender<Outbound>,
}

/// A hello relayed to the holding node.
#[derive(Debug, Serialize, Deserialize)]
struct ConnectReq {
    token: Option<String>,
    /// Where the holder sends the socket's frames.
    relay: String,
    /// The relaying node (whose heartbeat keeps the relayed connection).
    edge: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ConnectReply {
    Ok {
        conn: ConnId,
        epoch: i64,
        node: String,
    },
    Refused {
        code: ErrorCode,
        message: String,
    },
}

/// One node's answer to `P.public`.
#[derive(Debug, Serialize, Deserialize)]
struct PublicList {
    node: String,
    lobbies: Vec<LobbyInfo>,
}

/// A relayed client's message, or its leaving.
#[derive(Debug, Serialize, Deserialize)]
struct Inbound {
    conn: ConnId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    msg: Option<ClientMsg>,
}

/// Why a hello could not be served.
#[derive(Debug)]
pub enum JoinError {
    /// The lobby refused (bad token, no such lobby...).
    Refused(Refusal),
    /// No node serves the lobby right now: reconnect.
    Unavailable(String),
}

/// A socket whose lobby another node holds.
#[derive(Debug, Clone)]
pub struct Remote {
    cluster: Arc<Cluster>,
    subject: String,
    relay: u64,
}

impl Remote {
    /// Forwards a client's message (re-serialised from the parsed form). False if NATS refused.
    pub async fn send(&self, conn: ConnId, msg: ClientMsg) -> bool {
        self.publish(&Inbound {
            conn,
            msg: Some(msg),
        })
        .await
    }

    /// Tells the holder the socket ended, and stops relaying.
    pub async fn disconnect(&self, conn: ConnId) {
        self.cluster.relays().remove(&self.relay);
        self.publish(&Inbound { conn, msg: None }).await;
    }

    async fn publish(&self, inbound: &Inbound) -> bool {
        let Ok(payload) = serde_json::to_vec(inbound) else {
            return false;
        };
        self.cluster
            .nats
            .publish(self.subject.clone(), payload.into())
            .await
            .is_ok()
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Cluster {
    /// Connects to NATS and lets go of whatever an earlier process under this node id held.
    ///
    /// # Errors
    /// NATS or the database cannot be reached.
    pub async fn connect(
        config: ClusterConfig,
        store: Store,
        registry: Arc<Registry>,
        cancel: CancellationToken,
        tracker: TaskTracker,
    ) -> Result<Arc<Self>, ClusterError> {
        let nats = async_nats::ConnectOptions::new()
            .name(format!("albion-server {}", config.node))
            .connection_timeout(Duration::from_secs(5))
            .connect(config.nats_url.as_str())
            .await
            .map_err(|e| ClusterError::Nats {
                url: config.nats_url.clone(),
                reason: e.to_string(),
            })?;
        let released = store.release_node(&config.node).await?;
        if released > 0 {
            tracing::info!(
                released,
                "let go of the lobbies an earlier process of this node held"
            );
        }
        Ok(Arc::new(Self {
            config,
            nats,
            store,
            registry,
            held: Mutex::default(),
            relays: Mutex::default(),
            next_relay: AtomicU64::new(1),
            alive: Mutex::default(),
            env: OnceLock::new(),
            cancel,
            tracker,
            started: Instant::now(),
        }))
    }

    /// This node's id.
    #[must_use]
    pub fn node(&self) -> &str {
        &self.config.node
    }

    /// How long a hold lasts.
    #[must_use]
    pub fn lease(&self) -> Duration {
        self.config.lease
    }

    fn relays(&self) -> MutexGuard<'_, HashMap<u64, Relay>> {
        lock(&self.relays)
    }

    fn subject(&self, rest: &str) -> String {
        format!("{}.{rest}", self.config.prefix)
    }

    /// The lobbies' environment, naming this cluster.
    ///
    /// # Panics
    /// Before [`Cluster::start`].
    fn lobby_env(&self) -> LobbyEnv {
        self.env.get().expect("the cluster is started").clone()
    }

    /// Starts the heartbeat, the relay dispatcher and the lease loop (which takes over every
    /// lobby nobody holds at once).
    pub fn start(self: &Arc<Self>, mut env: LobbyEnv) {
        env.cluster = Some(self.clone());
        let _ = self.env.set(env);
        self.tracker.spawn(self.clone().heartbeat());
        self.tracker.spawn(self.clone().listen_alive());
        self.tracker.spawn(self.clone().dispatch_relays());
        self.tracker.spawn(self.clone().lease_loop());
        self.tracker.spawn(self.clone().answer_public());
    }

    /// Answers every node's question for this node's public open lobbies.
    async fn answer_public(self: Arc<Self>) {
        let Some(mut questions) = self.messages("public").await else {
            return;
        };
        while let Some(m) = questions.next().await {
            let answer = PublicList {
                node: self.config.node.clone(),
                lobbies: self.registry.public_open(),
            };
            if let Some(reply) = m.reply
                && let Ok(payload) = serde_json::to_vec(&answer)
            {
                let _ = self.nats.publish(reply, payload.into()).await;
            }
        }
    }

    /// The messages on `subject` (under the prefix) until the node stops.
    async fn messages(
        &self,
        subject: &str,
    ) -> Option<impl futures_util::Stream<Item = async_nats::Message> + Unpin + use<>> {
        match self.nats.subscribe(self.subject(subject)).await {
            Ok(sub) => Some(sub.take_until(Box::pin(self.cancel.clone().cancelled_owned()))),
            Err(e) => {
                tracing::error!(subject, error = %e, "cannot subscribe");
                None
            }
        }
    }

    /// The public open lobbies of every node: asked of all at once, gathered until every other
    /// node heard beating lately has answered or a short wait ran out, sorted by code.
    pub async fn public_open(&self) -> Vec<LobbyInfo> {
        let mut list = self.registry.public_open();
        let others = lock(&self.alive)
            .iter()
            .filter(|(node, seen)| **node != self.config.node && seen.elapsed() < self.config.lease)
            .count();
        let inbox = self.nats.new_inbox();
        if others > 0
            && let Ok(mut answers) = self.nats.subscribe(inbox.clone()).await
            && self
                .nats
                .publish_with_reply(self.subject("public"), inbox, Bytes::new())
                .await
                .is_ok()
        {
            let deadline = Instant::now() + Duration::from_millis(300);
            let mut heard = 0;
            while heard < others {
                let Ok(Some(m)) = tokio::time::timeout_at(deadline, answers.next()).await else {
                    break;
                };
                if let Ok(theirs) = serde_json::from_slice::<PublicList>(&m.payload)
                    && theirs.node != self.config.node
                {
                    heard += 1;
                    list.extend(theirs.lobbies);
                }
            }
        }
        list.sort_by(|a, b| a.code.cmp(&b.code));
        // A lobby that moved while the answers came in is listed once.
        list.dedup_by(|a, b| a.code == b.code);
        list
    }

    /// Lets go of every lobby this node holds (at a clean stop, after the lobbies ended).
    pub async fn release_all(&self) {
        lock(&self.held).clear();
        match self.store.release_node(&self.config.node).await {
            Ok(n) => tracing::info!(released = n, "let go of this node's lobbies"),
            Err(e) => tracing::warn!(error = %e, "letting go of this node's lobbies"),
        }
    }

    fn beat_every(&self) -> Duration {
        (self.config.lease / 4).clamp(Duration::from_millis(50), Duration::from_secs(1))
    }

    async fn heartbeat(self: Arc<Self>) {
        let subject = self.subject(&format!("alive.{}", self.config.node));
        let mut every = tokio::time::interval(self.beat_every());
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = every.tick() => {
                    let _ = self.nats.publish(subject.clone(), Bytes::new()).await;
                }
            }
        }
    }

    async fn listen_alive(self: Arc<Self>) {
        let Some(mut beats) = self.messages("alive.*").await else {
            return;
        };
        while let Some(m) = beats.next().await {
            if let Some(node) = m.subject.as_str().rsplit('.').next() {
                lock(&self.alive).insert(node.to_owned(), Instant::now());
            }
        }
    }

    /// Whether `node`'s heartbeat was heard within a lease (a node not heard since this one
    /// started is given one lease to show up).
    fn is_alive(&self, node: &str) -> bool {
        if node == self.config.node {
            return true;
        }
        let last = lock(&self.alive).get(node).copied();
        let seen = last.unwrap_or(self.started);
        seen.elapsed() < self.config.lease
    }

    /// Frames from holding nodes to this node's relayed sockets; and every half beat, closes
    /// the relayed sockets whose holder stopped beating (their clients reconnect).
    async fn dispatch_relays(self: Arc<Self>) {
        let subject = self.subject(&format!("relay.{}.*", self.config.node));
        let Ok(mut sub) = self.nats.subscribe(subject).await else {
            tracing::error!("cannot subscribe to relayed frames");
            return;
        };
        let mut check = tokio::time::interval(self.beat_every());
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = check.tick() => self.close_orphans(),
                m = sub.next() => {
                    let Some(m) = m else { return };
                    let Some(id) = m.subject.as_str().rsplit('.').next().and_then(|s| s.parse().ok()) else {
                        continue;
                    };
                    self.deliver(id, &m.payload);
                }
            }
        }
    }

    fn deliver(&self, id: u64, payload: &[u8]) {
        let out = match payload.split_first() {
            Some((b'T', text)) => match std::str::from_utf8(text) {
                Ok(text) => Outbound::Text(Utf8Bytes::from(text)),
                Err(_) => return,
            },
            Some((b'C', rest)) => {
                let rest = String::from_utf8_lossy(rest);
                let (code, reason) = rest.split_once(' ').unwrap_or((&rest, ""));
                Outbound::Close(code.parse().unwrap_or(close::GOING_AWAY), reason.to_owned())
            }
            _ => return,
        };
        let closing = matches!(out, Outbound::Close(..));
        let mut relays = self.relays();
        let Some(relay) = relays.get(&id) else {
            return;
        };
        // A full queue: the client does not keep up. Dropping the sender ends its socket (too
        // slow), and the socket's end tells the holder.
        if relay.out.try_send(out).is_err() || closing {
            relays.remove(&id);
        }
    }

    fn close_orphans(&self) {
        let mut relays = self.relays();
        let dead: Vec<u64> = relays
            .iter()
            // A relay whose hello is still unanswered has no holder yet (`ask` times out alone).
            .filter(|(_, r)| !r.owner.is_empty() && !self.is_alive(&r.owner))
            .map(|(id, _)| *id)
            .collect();
        for id in dead {
            if let Some(r) = relays.remove(&id) {
                tracing::info!(owner = %r.owner, "the lobby's node stopped beating; closing a relayed socket");
                let _ = r.out.try_send(Outbound::Close(
                    close::GOING_AWAY,
                    "the lobby's server went away; reconnect".into(),
                ));
            }
        }
    }

    /// Joins lobby `code` for a socket on this node: directly when held here, else relayed to
    /// its holder; when no node holds it, takes it over (once its lease ran out) and joins here.
    ///
    /// # Errors
    /// The lobby refused, does not exist, or no node could serve it within about a lease.
    pub async fn join(
        self: &Arc<Self>,
        code: &str,
        token: Option<String>,
        out: mpsc::Sender<Outbound>,
    ) -> Result<(Route, ConnId), JoinError> {
        if !subject_safe(code) {
            return Err(JoinError::Refused(no_such_lobby(code)));
        }
        let deadline = Instant::now() + self.config.lease + Duration::from_secs(2);
        loop {
            if let Some(handle) = self.registry.get(code) {
                return handle
                    .connect(token, out)
                    .await
                    .map(|conn| (Route::Local(handle), conn))
                    .map_err(JoinError::Refused);
            }
            if let Some(joined) = self.ask(code, token.clone(), &out).await? {
                return Ok(joined);
            }
            // Nobody answered: look at the lease.
            match self.store.holder(code).await {
                Ok(None) => return Err(JoinError::Refused(no_such_lobby(code))),
                Ok(Some(h)) if !h.live => {
                    self.adopt(code).await;
                }
                Ok(Some(_)) => {}
                Err(e) => tracing::warn!(error = %e, "reading a lobby's holder"),
            }
            if Instant::now() >= deadline || self.cancel.is_cancelled() {
                return Err(JoinError::Unavailable(
                    "no server holds this lobby right now; reconnect".into(),
                ));
            }
            if self.registry.get(code).is_none() {
                tokio::time::sleep(Duration::from_millis(150)).await;
            }
        }
    }

    /// Asks the lobby's holder (whoever it is) to take a relayed socket. `Ok(None)`: nobody
    /// answered.
    async fn ask(
        self: &Arc<Self>,
        code: &str,
        token: Option<String>,
        out: &mpsc::Sender<Outbound>,
    ) -> Result<Option<(Route, ConnId)>, JoinError> {
        let id = self.next_relay.fetch_add(1, Ordering::Relaxed);
        let req = ConnectReq {
            token,
            relay: self.subject(&format!("relay.{}.{id}", self.config.node)),
            edge: self.config.node.clone(),
        };
        let Ok(payload) = serde_json::to_vec(&req) else {
            return Ok(None);
        };
        // Registered before asking: the holder's first frames may come before its reply.
        self.relays().insert(
            id,
            Relay {
                owner: String::new(),
                out: out.clone(),
            },
        );
        let asked = tokio::time::timeout(
            ASK_TIMEOUT,
            self.nats.request(
                self.subject(&format!("lobby.{code}.connect")),
                payload.into(),
            ),
        )
        .await;
        let reply = match asked {
            Ok(Ok(m)) => serde_json::from_slice::<ConnectReply>(&m.payload).ok(),
            _ => None,
        };
        match reply {
            Some(ConnectReply::Ok { conn, epoch, node }) => {
                lock(&self.alive)
                    .entry(node.clone())
                    .or_insert_with(Instant::now);
                if let Some(r) = self.relays().get_mut(&id) {
                    r.owner = node;
                }
                let remote = Remote {
                    cluster: self.clone(),
                    subject: self.subject(&format!("lobby.{code}.in.{epoch}")),
                    relay: id,
                };
                Ok(Some((Route::Remote(remote), conn)))
            }
            Some(ConnectReply::Refused { code, message }) => {
                self.relays().remove(&id);
                Err(JoinError::Refused(Refusal::new(code, message)))
            }
            None => {
                self.relays().remove(&id);
                Ok(None)
            }
        }
    }

    /// The public summary of lobby `code`, from this node or its holder (waiting, like a hello,
    /// while the lobby is between holders).
    pub async fn info(self: &Arc<Self>, code: &str) -> Option<LobbyInfo> {
        if !subject_safe(code) {
            return None;
        }
        let deadline = Instant::now() + self.config.lease + Duration::from_secs(2);
        loop {
            if let Some(info) = self.registry.info(code) {
                return Some(info);
            }
            let asked = tokio::time::timeout(
                ASK_TIMEOUT,
                self.nats
                    .request(self.subject(&format!("lobby.{code}.info")), Bytes::new()),
            )
            .await;
            if let Ok(Ok(m)) = asked {
                return serde_json::from_slice(&m.payload).ok();
            }
            match self.store.holder(code).await {
                Ok(Some(h)) if !h.live => self.adopt(code).await,
                Ok(Some(_)) => {}
                Ok(None) | Err(_) => return None,
            }
            if Instant::now() >= deadline || self.cancel.is_cancelled() {
                return None;
            }
            if self.registry.get(code).is_none() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }

    /// A lobby created or taken over here, held at `epoch`: serve its subjects. The subscription
    /// is in place (and flushed to NATS) before this returns, so the lobby answers other nodes as
    /// soon as anyone can know its code.
    pub async fn attach(self: &Arc<Self>, code: &str, epoch: i64, handle: LobbyHandle) {
        let stop = CancellationToken::new();
        lock(&self.held).insert(
            code.to_owned(),
            Held {
                epoch,
                confirmed: Instant::now(),
                stop: stop.clone(),
            },
        );
        let sub = match self
            .nats
            .subscribe(self.subject(&format!("lobby.{code}.>")))
            .await
        {
            Ok(sub) => sub,
            Err(e) => {
                // Still served to its own node's sockets; other nodes' hellos wait and retry.
                tracing::error!(lobby = %code, error = %e, "cannot subscribe to the lobby's subjects");
                return;
            }
        };
        if let Err(e) = self.nats.flush().await {
            tracing::warn!(lobby = %code, error = %e, "flushing a subscription to NATS");
        }
        self.tracker.spawn(
            self.clone()
                .serve_lobby(code.to_owned(), epoch, handle, stop, sub),
        );
    }

    /// Takes lobby `code` over if its lease ran out, replays it and serves it here.
    async fn adopt(self: &Arc<Self>, code: &str) {
        if self.cancel.is_cancelled() || self.registry.get(code).is_some() {
            return;
        }
        let epoch = match self
            .store
            .take_lease(code, &self.config.node, lease_ms(self.config.lease))
            .await
        {
            Ok(Some(epoch)) => epoch,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(lobby = %code, error = %e, "taking a lease");
                return;
            }
        };
        let stored = match self.store.load_lobby(code).await {
            Ok(Some(stored)) => stored,
            Ok(None) => {
                let _ = self.store.release_lease(code, epoch).await;
                return;
            }
            Err(e) => {
                tracing::warn!(lobby = %code, error = %e, "loading a lobby to take it over");
                let _ = self.store.release_lease(code, epoch).await;
                return;
            }
        };
        let was_playing = stored.status == LobbyStatus::Playing;
        let game_id = stored.game.as_ref().map(|g| g.id);
        match Lobby::recover(stored, self.lobby_env()) {
            Ok(lobby) => {
                if was_playing
                    && let (Some(result), Some(id)) = (lobby.result(), game_id)
                    && let Err(e) = self.store.finish_game(code, id, result, lobby.v()).await
                {
                    tracing::warn!(lobby = %code, error = %e, "recording a replayed result");
                }
                let handle = lobby::spawn(lobby, &self.tracker);
                self.attach(code, epoch, handle).await;
                tracing::info!(lobby = %code, epoch, "took the lobby over");
            }
            Err(reason) => {
                tracing::error!(lobby = %code, %reason, "cannot replay; marking the lobby aborted");
                let done = match game_id {
                    Some(id) => self.store.abort_game(code, id, 0).await,
                    None => self.store.close_lobby(code).await,
                };
                if let Err(e) = done {
                    tracing::warn!(lobby = %code, error = %e, "marking a lobby aborted");
                }
                let _ = self.store.release_lease(code, epoch).await;
            }
        }
    }

    /// A lobby actor ended. Unless it ended because it lost its lease (`moved`) or the node is
    /// stopping (which lets go of everything at once), the lease is let go at once.
    pub fn lobby_ended(self: &Arc<Self>, code: &str, moved: bool) {
        let Some(held) = lock(&self.held).remove(code) else {
            return;
        };
        held.stop.cancel();
        if moved || self.cancel.is_cancelled() {
            self.store.unhold(code);
            return;
        }
        let this = self.clone();
        let code = code.to_owned();
        self.tracker.spawn(async move {
            if let Err(e) = this.store.release_lease(&code, held.epoch).await {
                tracing::warn!(lobby = %code, error = %e, "letting go of a lease");
            }
        });
    }

    /// Stops serving lobby `code` here: its lease is gone (taken over, or not renewed in time).
    fn lose(&self, code: &str) {
        if let Some(held) = lock(&self.held).remove(code) {
            held.stop.cancel();
        }
        self.store.unhold(code);
        if let Some(handle) = self.registry.get(code) {
            tracing::warn!(lobby = %code, "lost the lobby's lease; stopping it here");
            handle.stop();
        }
    }

    /// Every third of a lease: renew what this node holds (stopping what it lost or could not
    /// renew in time), then take over the lobbies nobody holds.
    async fn lease_loop(self: Arc<Self>) {
        let every = self.config.lease / 3;
        loop {
            self.renew().await;
            self.scan().await;
            let jitter =
                Duration::from_millis(u64::from(rand_ms()) % (every.as_millis() as u64 / 4 + 1));
            tokio::select! {
                () = self.cancel.cancelled() => return,
                () = tokio::time::sleep(every + jitter) => {}
            }
        }
    }

    async fn renew(&self) {
        let held: Vec<(String, i64)> = lock(&self.held)
            .iter()
            .map(|(c, h)| (c.clone(), h.epoch))
            .collect();
        if held.is_empty() {
            return;
        }
        let asked = Instant::now();
        match self
            .store
            .renew_leases(&self.config.node, &held, lease_ms(self.config.lease))
            .await
        {
            Ok(kept) => {
                let kept: HashSet<String> = kept.into_iter().collect();
                let mut lost = Vec::new();
                {
                    let mut map = lock(&self.held);
                    for (code, epoch) in &held {
                        if kept.contains(code) {
                            if let Some(h) = map.get_mut(code).filter(|h| h.epoch == *epoch) {
                                h.confirmed = asked;
                            }
                        } else {
                            lost.push(code.clone());
                        }
                    }
                }
                for code in lost {
                    self.lose(&code);
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "renewing leases failed");
                // Stop serving before the lease can run out: another node may take it then.
                let margin = self.config.lease / 6;
                let expiring: Vec<String> = lock(&self.held)
                    .iter()
                    .filter(|(_, h)| h.confirmed.elapsed() + margin >= self.config.lease)
                    .map(|(c, _)| c.clone())
                    .collect();
                for code in expiring {
                    self.lose(&code);
                }
            }
        }
    }

    async fn scan(self: &Arc<Self>) {
        match self.store.unheld_lobbies(SCAN_BATCH).await {
            Ok(codes) => {
                for code in codes {
                    self.adopt(&code).await;
                }
            }
            Err(e) => tracing::warn!(error = %e, "looking for lobbies nobody holds"),
        }
    }

    /// Serves one held lobby's subjects until the hold ends.
    async fn serve_lobby(
        self: Arc<Self>,
        code: String,
        epoch: i64,
        handle: LobbyHandle,
        stop: CancellationToken,
        mut sub: async_nats::Subscriber,
    ) {
        let inbound = self.subject(&format!("lobby.{code}.in.{epoch}"));
        let connect = self.subject(&format!("lobby.{code}.connect"));
        let info = self.subject(&format!("lobby.{code}.info"));
        loop {
            let m = tokio::select! {
                () = stop.cancelled() => break,
                () = self.cancel.cancelled() => break,
                m = sub.next() => match m { Some(m) => m, None => break },
            };
            let subject = m.subject.as_str();
            if subject == inbound {
                let Ok(inbound) = serde_json::from_slice::<Inbound>(&m.payload) else {
                    continue;
                };
                let cmd = match inbound.msg {
                    Some(msg) => LobbyCmd::Client {
                        conn: inbound.conn,
                        msg,
                    },
                    None => LobbyCmd::Disconnect { conn: inbound.conn },
                };
                if !handle.send(cmd).await {
                    break;
                }
            } else if subject == connect {
                let (Some(reply), Ok(req)) = (
                    m.reply.clone(),
                    serde_json::from_slice::<ConnectReq>(&m.payload),
                ) else {
                    continue;
                };
                let answer = self.take_relayed(&handle, epoch, req).await;
                if let Ok(payload) = serde_json::to_vec(&answer) {
                    let _ = self.nats.publish(reply, payload.into()).await;
                }
            } else if subject == info
                && let Some(reply) = m.reply.clone()
                && let Some(summary) = self.registry.info(&code)
                && let Ok(payload) = serde_json::to_vec(&summary)
            {
                let _ = self.nats.publish(reply, payload.into()).await;
            }
        }
    }

    /// Joins a relayed socket to a lobby held here: its frames go out through NATS until the
    /// lobby drops it, the relaying node says it ended, or the relaying node stops beating.
    async fn take_relayed(
        self: &Arc<Self>,
        handle: &LobbyHandle,
        epoch: i64,
        req: ConnectReq,
    ) -> ConnectReply {
        let (tx, mut rx) = mpsc::channel(self.config.outbound_queue);
        let conn = match handle.connect(req.token, tx).await {
            Ok(conn) => conn,
            Err(refusal) => {
                return ConnectReply::Refused {
                    code: refusal.code,
                    message: refusal.message,
                };
            }
        };
        lock(&self.alive)
            .entry(req.edge.clone())
            .or_insert_with(Instant::now);
        let this = self.clone();
        let handle = handle.clone();
        self.tracker.spawn(async move {
            let mut check = tokio::time::interval(this.beat_every());
            loop {
                let out = tokio::select! {
                    out = rx.recv() => out,
                    _ = check.tick() => {
                        if this.is_alive(&req.edge) {
                            continue;
                        }
                        handle.send(LobbyCmd::Disconnect { conn }).await;
                        // Should the relaying node only have been paused, its client learns that
                        // it must reconnect when it wakes up.
                        let bye = format!("C{} the relay went quiet; reconnect", close::GOING_AWAY);
                        let _ = this.nats.publish(req.relay.clone(), bye.into_bytes().into()).await;
                        return;
                    }
                };
                let payload = match out {
                    Some(Outbound::Text(text)) => {
                        let mut p = Vec::with_capacity(text.len() + 1);
                        p.push(b'T');
                        p.extend_from_slice(text.as_bytes());
                        p
                    }
                    Some(Outbound::Close(code, reason)) => format!("C{code} {reason}").into_bytes(),
                    // The lobby dropped the connection: it stopped with the node, or the
                    // connection's queue was full.
                    None if this.cancel.is_cancelled() => {
                        format!("C{} server shutting down", close::GOING_AWAY).into_bytes()
                    }
                    None => format!("C{} too slow", close::TOO_SLOW).into_bytes(),
                };
                let last = payload.first() == Some(&b'C');
                if this
                    .nats
                    .publish(req.relay.clone(), payload.into())
                    .await
                    .is_err()
                    || last
                {
                    return;
                }
            }
        });
        ConnectReply::Ok {
            conn,
            epoch,
            node: self.config.node.clone(),
        }
    }
}

/// Whether a code a client sent may go into a NATS subject: join codes are short and alphanumeric,
/// and anything else (a `.`, a wildcard, a space, a huge string) names no lobby.
fn subject_safe(code: &str) -> bool {
    (1..=32).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric())
}

fn no_such_lobby(code: &str) -> Refusal {
    Refusal::new(
        ErrorCode::NoSuchLobby,
        format!("no lobby {:?}", crate::limit::shorten(code)),
    )
}

fn lease_ms(lease: Duration) -> u64 {
    u64::try_from(lease.as_millis()).unwrap_or(u64::MAX)
}

/// A few random bits for the scan's jitter.
fn rand_ms() -> u16 {
    let mut b = [0u8; 2];
    let _ = getrandom::fill(&mut b);
    u16::from_le_bytes(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_codes_go_into_subjects() {
        assert!(subject_safe("3WSP5JUDSBHZ"));
        for bad in ["", "A.B", "A*", ">", "A B", "É", &"A".repeat(33)] {
            assert!(!subject_safe(bad), "{bad:?}");
        }
    }
}
