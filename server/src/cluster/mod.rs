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
//! | `P.relay.NODE.INST.ID`       | frames for one relayed socket ([`wire::Frame`]: text or close) |
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
//!
//! The parts, by role: [`lives`] (heartbeats, the other nodes' lives and clocks), [`lease`]
//! (holding lobbies: create, take over, renew, fence, let go), [`edge`] (this node's sockets whose
//! lobby another node holds), [`holder`] (the lobbies held here, serving other nodes' sockets) and
//! [`wire`] (what the nodes say to each other on NATS, as serde types).

mod edge;
mod holder;
mod lease;
mod lives;
mod wire;

pub use self::edge::{Joined, Remote};

use self::edge::Relay;
use self::lease::{Held, LetGo};
use self::lives::Peer;
use self::wire::Life;
use crate::lobby::{self, LobbyEnv, Registry};
use crate::store::Store;
use futures_util::StreamExt;
use std::collections::HashMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
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

/// How long a node waits for another node's answer to a hello.
const ASK_TIMEOUT: Duration = Duration::from_secs(1);

/// One node of a cluster: its NATS client, the lobbies it holds and the sockets it relays.
#[derive(Debug)]
pub struct Cluster {
    config: ClusterConfig,
    nats: async_nats::Client,
    store: Store,
    registry: Arc<Registry>,
    /// Lobbies held here: when the hold was last confirmed, and the subscription's stop (the
    /// hold's epoch is the store's: [`Store::epoch_of`]).
    held: Mutex<HashMap<String, Held>>,
    /// Sockets on this node relayed to another node's lobby.
    relays: Mutex<HashMap<u64, Relay>>,
    next_relay: AtomicU64,
    /// This process's life: new at every start, in every subject that reaches this process.
    me: Life,
    /// The other nodes' lives, by node id: the latest heard of each, and when it last beat.
    peers: Mutex<HashMap<String, Peer>>,
    /// What the lobbies this node runs get (their end lets go of their lease: [`LetGo`]).
    env: LobbyEnv,
    cancel: CancellationToken,
    tracker: TaskTracker,
    started: Instant,
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
        env: LobbyEnv,
        tracker: TaskTracker,
    ) -> Result<Arc<Self>, ClusterError> {
        let store = env.store.clone();
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
        // The lobbies this node runs tell it when they end (it lets go of their leases then);
        // the hook holds the node weakly, so the node and its lobbies' environment are no cycle.
        Ok(Arc::new_cyclic(|node| Self {
            config,
            nats,
            registry: env.registry.clone(),
            cancel: env.cancel.clone(),
            env: LobbyEnv {
                on_end: Some(Arc::new(LetGo(node.clone()))),
                ..env
            },
            store,
            held: Mutex::default(),
            relays: Mutex::default(),
            next_relay: AtomicU64::new(1),
            me,
            peers: Mutex::default(),
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

    /// What the lobbies this node runs get: their end lets go of their lease.
    #[must_use]
    pub fn lobby_env(&self) -> LobbyEnv {
        self.env.clone()
    }

    /// Starts the heartbeat, the relay dispatcher, the lease renewal and the takeover scan
    /// (which takes over every lobby nobody holds at once).
    pub fn start(self: &Arc<Self>) {
        self.tracker.spawn(self.clone().heartbeat());
        self.tracker.spawn(self.clone().listen_alive());
        self.tracker.spawn(self.clone().dispatch_relays());
        self.tracker.spawn(self.clone().renew_loop());
        self.tracker.spawn(self.clone().fence_loop());
        self.tracker.spawn(self.clone().scan_loop());
        self.tracker.spawn(self.clone().answer_public());
    }

    /// The messages on `subject` (under the prefix) until the node stops.
    async fn messages(
        &self,
        subject: &str,
    ) -> Option<impl futures_util::Stream<Item = async_nats::Message> + Unpin + use<>> {
        match self
            .within(self.nats.subscribe(self.subject(subject)))
            .await
        {
            Some(Ok(sub)) => Some(sub.take_until(Box::pin(self.cancel.clone().cancelled_owned()))),
            Some(Err(e)) => {
                tracing::error!(subject, error = %e, "cannot subscribe");
                None
            }
            None => {
                tracing::error!(subject, "cannot subscribe: NATS did not answer");
                None
            }
        }
    }

    /// Runs a NATS call (a publish, a subscribe, a flush) with a bound: a NATS server that is gone
    /// or unreachable (the client queues while it reconnects, and a flush waits for the server)
    /// holds no task past [`ASK_TIMEOUT`], and so no clean stop either. (Not cut short by the
    /// stop itself: a stopping holder's last frames to relayed sockets are worth sending.)
    async fn within<T>(&self, call: impl Future<Output = T>) -> Option<T> {
        tokio::time::timeout(ASK_TIMEOUT, call).await.ok()
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
}

/// Now, in Unix milliseconds by this machine's clock.
use crate::store::now_ms as unix_ms;

/// Whether a code a client sent may go into a NATS subject: join codes are short and alphanumeric,
/// and anything else (a `.`, a wildcard, a space, a huge string) names no lobby.
fn subject_safe(code: &str) -> bool {
    (1..=32).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric())
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
