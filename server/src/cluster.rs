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
//! | `P.relay.NODE.INST.ID`       | frames for one relayed socket: `T` + text, or `C` + close    |
//! | `P.alive.NODE.INST`          | a node's heartbeat: when its process started, when it beat   |
//! | `P.public`                   | request to every node: its public open lobbies (gathered)    |
//!
//! (`P` is `--nats-prefix`; `INST` is random and new at every start of a process, so a node
//! restarted under its old id never receives what was meant for its previous life, and the
//! other nodes drop their relays to that life as soon as the new one beats.) A hello carries
//! the time it was sent; one that arrives after its sender stopped waiting (queued during a NATS
//! outage) joins nothing and displaces nobody. Messages for a lobby name the epoch they were meant for, so a node
//! that kept a stale subscription (paused, then resumed) ignores them. A relayed socket whose
//! holder stops beating is closed with 1001 and its client reconnects, anywhere; a hello for a
//! lobby whose holder is gone waits until a node holds it again (taking it itself once the lease
//! ran out).

use crate::conn::Route;
use crate::game::Refusal;
use crate::lobby::{
    self, ConnId, ConnectError, Lobby, LobbyCmd, LobbyEnv, LobbyHandle, Outbound, Registry,
};
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
    /// This process's life: new at every start, in every subject that reaches this process.
    me: Life,
    /// The other nodes' lives, by node id: the latest heard of each, and when it last beat.
    peers: Mutex<HashMap<String, Peer>>,
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
    /// The holder's life, once it answered the hello.
    owner: Option<Life>,
    out: mpsc::Sender<Outbound>,
}

/// One life of a node: its id and the random instance its process took at start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Life {
    node: String,
    instance: String,
    /// When the process started, in Unix milliseconds by its own clock: of two lives of one node
    /// id, the later start is the live one.
    started_ms: u64,
}

/// What this node knows of another node.
#[derive(Debug)]
struct Peer {
    life: Life,
    /// When its heartbeat (or a hello from it) was last heard.
    seen: Instant,
    /// When its last heartbeat arrived.
    beat: Option<Instant>,
    /// Its clock's offset from ours, as seen in its recent heartbeats (see [`Skew`]).
    skew: Skew,
}

/// Another node's clock against ours: the least of (our time at arrival − its time at sending)
/// over its last heartbeats, which is the offset plus the quickest delivery. A hello's age is
/// measured against it, so the nodes' clocks need not agree. Beats that arrive in a burst (held
/// up in a network outage, then delivered at once) are not samples: only the first of a burst
/// counts, and the least of many cannot be it.
#[derive(Debug, Default)]
struct Skew(std::collections::VecDeque<i64>);

impl Skew {
    const KEEP: usize = 16;

    fn add(&mut self, sample: i64) {
        if self.0.len() == Self::KEEP {
            self.0.pop_front();
        }
        self.0.push_back(sample);
    }

    fn offset(&self) -> Option<i64> {
        self.0.iter().copied().min()
    }
}

/// A heartbeat's payload.
#[derive(Debug, Serialize, Deserialize)]
struct Beat {
    started_ms: u64,
    sent_ms: u64,
}

/// A hello relayed to the holding node.
#[derive(Debug, Serialize, Deserialize)]
struct ConnectReq {
    token: Option<String>,
    /// Where the holder sends the socket's frames.
    relay: String,
    /// The relaying node's life (whose heartbeat keeps the relayed connection).
    edge: Life,
    /// When the hello was sent, in Unix milliseconds by the relaying node's clock.
    sent_ms: u64,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ConnectReply {
    Ok {
        conn: ConnId,
        epoch: i64,
        holder: Life,
    },
    Refused {
        code: ErrorCode,
        message: String,
    },
    /// The lobby stopped here before it answered (its lease went elsewhere, or this node is
    /// stopping): ask again, wherever it is now.
    Moved,
    /// The hello came after its sender stopped waiting: it was not shown to the lobby.
    Late,
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
        let me = Life {
            node: config.node.clone(),
            instance: lobby::new_token()[..12].to_owned(),
            started_ms: unix_ms(),
        };
        tracing::info!(node = %me.node, instance = %me.instance, "cluster node life");
        Ok(Arc::new(Self {
            config,
            nats,
            store,
            registry,
            held: Mutex::default(),
            relays: Mutex::default(),
            next_relay: AtomicU64::new(1),
            me,
            peers: Mutex::default(),
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

    /// The subject of one relayed socket of this process.
    fn relay_subject(&self, id: u64) -> String {
        self.subject(&format!("relay.{}.{}.{id}", self.me.node, self.me.instance))
    }

    /// The lobbies' environment, naming this cluster.
    ///
    /// # Panics
    /// Before [`Cluster::start`].
    fn lobby_env(&self) -> LobbyEnv {
        self.env.get().expect("the cluster is started").clone()
    }

    /// Starts the heartbeat, the relay dispatcher, the lease renewal and the takeover scan
    /// (which takes over every lobby nobody holds at once).
    pub fn start(self: &Arc<Self>, mut env: LobbyEnv) {
        env.cluster = Some(self.clone());
        let _ = self.env.set(env);
        self.tracker.spawn(self.clone().heartbeat());
        self.tracker.spawn(self.clone().listen_alive());
        self.tracker.spawn(self.clone().dispatch_relays());
        self.tracker.spawn(self.clone().renew_loop());
        self.tracker.spawn(self.clone().fence_loop());
        self.tracker.spawn(self.clone().scan_loop());
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
        let others = lock(&self.peers)
            .values()
            .filter(|p| p.life.node != self.me.node && p.seen.elapsed() < self.config.lease)
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

    /// Lets go of every lobby this node still holds (at a clean stop, after the lobbies ended;
    /// each lobby already let go of its own lease as it ended).
    pub async fn release_all(&self) {
        lock(&self.held).clear();
        match self
            .bounded(self.store.release_node(&self.config.node))
            .await
        {
            Some(Ok(n)) => tracing::info!(released = n, "let go of this node's lobbies"),
            Some(Err(e)) => tracing::warn!(error = %e, "letting go of this node's lobbies"),
            None => {
                tracing::warn!("letting go of this node's lobbies: the database did not answer")
            }
        }
    }

    /// Runs a store call with a bound well under a lease: a database that does not answer (a
    /// cut link, a stalled server) costs this node at most that long, never a lease.
    async fn bounded<T>(&self, call: impl Future<Output = T>) -> Option<T> {
        tokio::time::timeout(self.db_bound(), call).await.ok()
    }

    /// The longest this node waits for one database call of its own (renewals, takeovers).
    fn db_bound(&self) -> Duration {
        crate::store::bound_for_lease(self.config.lease)
    }

    fn beat_every(&self) -> Duration {
        (self.config.lease / 4).clamp(Duration::from_millis(50), Duration::from_secs(1))
    }

    async fn heartbeat(self: Arc<Self>) {
        let subject = self.subject(&format!("alive.{}.{}", self.me.node, self.me.instance));
        let mut every = tokio::time::interval(self.beat_every());
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = every.tick() => {
                    let beat = Beat { started_ms: self.me.started_ms, sent_ms: unix_ms() };
                    if let Ok(payload) = serde_json::to_vec(&beat) {
                        let _ = self.nats.publish(subject.clone(), payload.into()).await;
                    }
                }
            }
        }
    }

    async fn listen_alive(self: Arc<Self>) {
        let Some(mut beats) = self.messages("alive.*.*").await else {
            return;
        };
        while let Some(m) = beats.next().await {
            let mut tokens = m.subject.as_str().rsplit('.');
            let (Some(instance), Some(node)) = (tokens.next(), tokens.next()) else {
                continue;
            };
            let Ok(beat) = serde_json::from_slice::<Beat>(&m.payload) else {
                continue;
            };
            let life = Life {
                node: node.to_owned(),
                instance: instance.to_owned(),
                started_ms: beat.started_ms,
            };
            if life == self.me {
                continue;
            }
            let sample = i64::try_from(unix_ms()).unwrap_or(i64::MAX)
                - i64::try_from(beat.sent_ms).unwrap_or(i64::MAX);
            self.heard(&life, Some(sample));
        }
    }

    /// Notes that `life` is alive (a heartbeat, with its clock sample, or a hello). A newer life
    /// of a node replaces the older one at once: relays to the old one are dropped at the next
    /// check, however recently it beat.
    fn heard(&self, life: &Life, skew_sample: Option<i64>) {
        if life.node == self.me.node {
            return;
        }
        let mut peers = lock(&self.peers);
        match peers.get_mut(&life.node) {
            Some(peer) if peer.life.instance == life.instance => {
                peer.seen = Instant::now();
                if let Some(sample) = skew_sample {
                    let burst = peer
                        .beat
                        .is_some_and(|b| b.elapsed() < self.beat_every() / 2);
                    if !burst {
                        peer.skew.add(sample);
                    }
                    peer.beat = Some(Instant::now());
                }
            }
            // A message of an older life, queued somewhere: it is dead already.
            Some(peer) if peer.life.started_ms > life.started_ms => {}
            _ => {
                if let Some(old) = peers.get(&life.node) {
                    tracing::info!(node = %life.node, old = %old.life.instance,
                        new = %life.instance, "a node restarted under the same id");
                }
                let mut skew = Skew::default();
                if let Some(sample) = skew_sample {
                    skew.add(sample);
                }
                peers.insert(
                    life.node.clone(),
                    Peer {
                        life: life.clone(),
                        seen: Instant::now(),
                        beat: skew_sample.map(|_| Instant::now()),
                        skew,
                    },
                );
            }
        }
    }

    /// Whether `life` is the live life of its node and beat within a lease (a node not heard
    /// since this one started is given one lease to show up).
    fn is_alive(&self, life: &Life) -> bool {
        if *life == self.me {
            return true;
        }
        if life.node == self.me.node {
            // An earlier life of this very node: it is gone.
            return false;
        }
        match lock(&self.peers).get(&life.node) {
            Some(peer) if peer.life.instance == life.instance => {
                peer.seen.elapsed() < self.config.lease
            }
            Some(_) => false,
            None => self.started.elapsed() < self.config.lease,
        }
    }

    /// Frames from holding nodes to this node's relayed sockets; and every half beat, closes
    /// the relayed sockets whose holder stopped beating (their clients reconnect).
    async fn dispatch_relays(self: Arc<Self>) {
        let subject = self.subject(&format!("relay.{}.{}.*", self.me.node, self.me.instance));
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
            .filter(|(_, r)| r.owner.as_ref().is_some_and(|o| !self.is_alive(o)))
            .map(|(id, _)| *id)
            .collect();
        for id in dead {
            if let Some(r) = relays.remove(&id) {
                tracing::info!(owner = ?r.owner, "the lobby's node stopped beating; closing a relayed socket");
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
                match handle.connect(token.clone(), out.clone(), None).await {
                    Ok(conn) => return Ok((Route::Local(handle), conn)),
                    Err(ConnectError::Refused(refusal)) => return Err(JoinError::Refused(refusal)),
                    // The lobby stopped here before it answered: it moved (or was reaped, which
                    // the store tells below). Never "closed" on the actor's word alone.
                    Err(ConnectError::Gone | ConnectError::Late) => {
                        if Instant::now() >= deadline || self.cancel.is_cancelled() {
                            return Err(JoinError::Unavailable(
                                "the lobby is moving to another server; reconnect".into(),
                            ));
                        }
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                }
            } else if let Some(joined) = self.ask(code, token.clone(), &out).await? {
                return Ok(joined);
            }
            if self.cancel.is_cancelled() {
                return Err(JoinError::Unavailable("server shutting down".into()));
            }
            // Nobody answered: look at the lease.
            match self.bounded(self.store.holder(code)).await {
                Some(Ok(None)) => return Err(JoinError::Refused(no_such_lobby(code))),
                Some(Ok(Some(h))) if !h.live => {
                    self.adopt(code).await;
                }
                Some(Ok(Some(_))) => {}
                Some(Err(e)) => tracing::warn!(error = %e, "reading a lobby's holder"),
                None => tracing::warn!("reading a lobby's holder: the database did not answer"),
            }
            if Instant::now() >= deadline || self.cancel.is_cancelled() {
                return Err(JoinError::Unavailable(
                    "no server holds this lobby right now; reconnect".into(),
                ));
            }
            if self.registry.get(code).is_none() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }

    /// Asks the lobby's holder (whoever it is) to take a relayed socket. `Ok(None)`: nobody
    /// answered, or the lobby was moving.
    async fn ask(
        self: &Arc<Self>,
        code: &str,
        token: Option<String>,
        out: &mpsc::Sender<Outbound>,
    ) -> Result<Option<(Route, ConnId)>, JoinError> {
        let id = self.next_relay.fetch_add(1, Ordering::Relaxed);
        let req = ConnectReq {
            token,
            relay: self.relay_subject(id),
            edge: self.me.clone(),
            sent_ms: unix_ms(),
        };
        let Ok(payload) = serde_json::to_vec(&req) else {
            return Ok(None);
        };
        // Registered before asking: the holder's first frames may come before its reply.
        self.relays().insert(
            id,
            Relay {
                owner: None,
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
            Some(ConnectReply::Ok {
                conn,
                epoch,
                holder,
            }) => {
                self.heard(&holder, None);
                if let Some(r) = self.relays().get_mut(&id) {
                    r.owner = Some(holder);
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
            Some(ConnectReply::Moved | ConnectReply::Late) | None => {
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
            match self.bounded(self.store.holder(code)).await {
                Some(Ok(Some(h))) if !h.live => self.adopt(code).await,
                Some(Ok(Some(_))) | None => {}
                Some(Ok(None) | Err(_)) => return None,
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
        let taken = self
            .bounded(
                self.store
                    .take_lease(code, &self.config.node, lease_ms(self.config.lease)),
            )
            .await;
        let epoch = match taken {
            Some(Ok(Some(epoch))) => epoch,
            Some(Ok(None)) => return,
            Some(Err(e)) => {
                tracing::warn!(lobby = %code, error = %e, "taking a lease");
                return;
            }
            None => {
                // The take may still land: the lease runs out by itself, as after a crash.
                tracing::warn!(lobby = %code, "taking a lease: the database did not answer");
                return;
            }
        };
        let taken_at = Instant::now();
        let stored = match self.bounded(self.store.load_lobby(code)).await {
            Some(Ok(Some(stored))) => stored,
            Some(Ok(None)) => {
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
                return;
            }
            Some(Err(e)) => {
                tracing::warn!(lobby = %code, error = %e, "loading a lobby to take it over");
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
                return;
            }
            None => {
                tracing::warn!(lobby = %code, "loading a lobby to take it over: the database did not answer");
                self.store.unhold(code);
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
                // The hold counts from when it was taken, not from when the replay ended.
                if let Some(h) = lock(&self.held).get_mut(code) {
                    h.confirmed = taken_at;
                }
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
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
            }
        }
    }

    /// A lobby actor ended. Unless it ended because it lost its lease (`moved`), the lease is
    /// let go at once, so that another node may take the lobby without waiting for it to run
    /// out: at a clean stop of this node its clients are already reconnecting elsewhere.
    pub async fn lobby_ended(self: &Arc<Self>, code: &str, moved: bool) {
        let Some(held) = lock(&self.held).remove(code) else {
            return;
        };
        held.stop.cancel();
        if moved {
            self.store.unhold(code);
            return;
        }
        match self
            .bounded(self.store.release_lease(code, held.epoch))
            .await
        {
            Some(Ok(())) => {}
            Some(Err(e)) => tracing::warn!(lobby = %code, error = %e, "letting go of a lease"),
            None => {
                tracing::warn!(lobby = %code, "letting go of a lease: the database did not answer")
            }
        }
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

    /// Every third of a lease: renews what this node holds, in a task of its own, so that a
    /// takeover waiting on the database (or anything else) never delays it.
    async fn renew_loop(self: Arc<Self>) {
        let every = self.config.lease / 3;
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = tick.tick() => self.renew().await,
            }
        }
    }

    /// Self-fencing by time, on the monotonic clock: a hold not confirmed by the database for
    /// all but a sixth of a lease is given up here, whatever the database is doing (it may not
    /// answer at all), before another node can take the lobby over.
    async fn fence_loop(self: Arc<Self>) {
        let mut tick = tokio::time::interval(self.beat_every() / 2);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = tick.tick() => {}
            }
            let margin = self.config.lease / 6;
            let expiring: Vec<String> = lock(&self.held)
                .iter()
                .filter(|(_, h)| h.confirmed.elapsed() + margin >= self.config.lease)
                .map(|(c, _)| c.clone())
                .collect();
            for code in expiring {
                tracing::warn!(lobby = %code, "the lease could not be renewed in time");
                self.lose(&code);
            }
        }
    }

    /// Every third of a lease (with jitter): takes over the lobbies nobody holds.
    async fn scan_loop(self: Arc<Self>) {
        let every = self.config.lease / 3;
        loop {
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
        let renewed = self
            .bounded(
                self.store
                    .renew_leases(&self.config.node, &held, lease_ms(self.config.lease)),
            )
            .await;
        match renewed {
            Some(Ok(kept)) => {
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
            // What could not be renewed is given up in time by `fence_loop`.
            Some(Err(e)) => tracing::warn!(error = %e, "renewing leases failed"),
            None => tracing::warn!("renewing leases: the database did not answer in time"),
        }
    }

    async fn scan(self: &Arc<Self>) {
        match self.bounded(self.store.unheld_lobbies(SCAN_BATCH)).await {
            Some(Ok(codes)) => {
                for code in codes {
                    if self.cancel.is_cancelled() {
                        return;
                    }
                    self.adopt(&code).await;
                }
            }
            Some(Err(e)) => tracing::warn!(error = %e, "looking for lobbies nobody holds"),
            None => tracing::warn!("looking for lobbies nobody holds: the database did not answer"),
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

    /// How much longer the sender of a hello sent at `sent_ms` by `edge`'s clock still waits
    /// for the answer; `None` when it has stopped waiting.
    fn hello_budget(&self, edge: &Life, sent_ms: u64) -> Option<Duration> {
        let now = i64::try_from(unix_ms()).unwrap_or(i64::MAX);
        let sent = i64::try_from(sent_ms).unwrap_or(0);
        let (offset, slack) = match lock(&self.peers).get(&edge.node) {
            Some(peer) if peer.life.instance == edge.instance => match peer.skew.offset() {
                Some(offset) => (offset, 100),
                None => (0, 2_000),
            },
            // No heartbeat heard from that life yet: its clock is unknown; allow for some
            // disagreement between the clocks.
            _ => (0, 2_000),
        };
        let age = now - sent - offset;
        let left = i64::try_from(ASK_TIMEOUT.as_millis()).unwrap_or(i64::MAX) - age - 50;
        if left + slack <= 0 {
            return None;
        }
        Some(Duration::from_millis(
            u64::try_from(left.max(0) + 50).unwrap_or(0),
        ))
    }

    /// Joins a relayed socket to a lobby held here: its frames go out through NATS until the
    /// lobby drops it, the relaying node says it ended, or the relaying node's life ends (it
    /// stops beating, or a newer life of it beats).
    async fn take_relayed(
        self: &Arc<Self>,
        handle: &LobbyHandle,
        epoch: i64,
        req: ConnectReq,
    ) -> ConnectReply {
        let superseded = lock(&self.peers)
            .get(&req.edge.node)
            .is_some_and(|p| p.life.started_ms > req.edge.started_ms);
        if superseded || req.edge.node == self.me.node {
            // A hello from a life of that node that has ended: nobody waits for its answer.
            return ConnectReply::Late;
        }
        let Some(budget) = self.hello_budget(&req.edge, req.sent_ms) else {
            tracing::info!(edge = %req.edge.node, "a relayed hello came after its sender gave up; ignored");
            return ConnectReply::Late;
        };
        // The relaying life is alive (it just asked); a newer life of its node replaces the old
        // one here at once.
        self.heard(&req.edge, None);
        let (tx, mut rx) = mpsc::channel(self.config.outbound_queue);
        let conn = match handle
            .connect(req.token, tx, Some(Instant::now() + budget))
            .await
        {
            Ok(conn) => conn,
            Err(ConnectError::Refused(refusal)) => {
                return ConnectReply::Refused {
                    code: refusal.code,
                    message: refusal.message,
                };
            }
            Err(ConnectError::Gone) => return ConnectReply::Moved,
            Err(ConnectError::Late) => return ConnectReply::Late,
        };
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
                    None if handle.moved() => format!(
                        "C{} the lobby moved to another server; reconnect",
                        close::GOING_AWAY
                    )
                    .into_bytes(),
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
            holder: self.me.clone(),
        }
    }
}

/// Now, in Unix milliseconds by this machine's clock.
fn unix_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
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
