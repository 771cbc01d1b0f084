//! Where the lobbies are: the one place that creates, finds, lists and brings back lobbies, on a
//! single server or on one node of several ([`crate::cluster`]).
//!
//! Connections ([`crate::conn`]), the HTTP API ([`crate::http`]) and start-up ([`crate::run`])
//! depend on [`Lobbies`] alone: none of them knows whether other nodes exist. The lobbies
//! themselves ([`crate::lobby`]) know nothing of clusters either: a cluster node hears that a
//! lobby ended through the lobby's [`OnEnd`](crate::lobby::OnEnd) hook, which it sets in the
//! environment it gives its lobbies.

use crate::cluster::{Cluster, Joined, Remote};
use crate::game::Refusal;
use crate::lobby::OutTx;
use crate::lobby::{
    self, ConnId, ConnectError, JoinError, Lobby, LobbyCmd, LobbyEnv, LobbyHandle, Registry,
    Summary,
};
use crate::store::StoreError;
use protocol::{ClientMsg, ErrorCode, GameConfig, Lang, LobbyInfo};
use std::net::IpAddr;
use std::sync::Arc;
use tokio_util::task::TaskTracker;

/// Where a connection's lobby is: on this node, or held by another node (several nodes).
#[derive(Debug, Clone)]
pub enum Route {
    /// The lobby's actor runs here.
    Local(LobbyHandle),
    /// Another node holds the lobby; messages go there over NATS.
    Remote(Remote),
}

impl Route {
    /// Forwards a client's message; false if the lobby has ended (or cannot be reached).
    pub async fn send(&self, conn: ConnId, msg: ClientMsg) -> bool {
        match self {
            Self::Local(lobby) => {
                lobby
                    .send(LobbyCmd::Client {
                        conn,
                        msg: Box::new(msg),
                    })
                    .await
            }
            Self::Remote(remote) => remote.send(conn, msg).await,
        }
    }

    /// Tells the lobby the connection ended.
    pub async fn disconnect(&self, conn: ConnId) {
        match self {
            Self::Local(lobby) => {
                lobby.send(LobbyCmd::Disconnect { conn }).await;
            }
            Self::Remote(remote) => remote.disconnect(conn).await,
        }
    }
}

/// How many lobbies may be open at once.
#[derive(Debug, Clone, Copy)]
pub struct Caps {
    /// Lobbies in memory on this node.
    pub max_lobbies: usize,
    /// Open lobbies (not started, not ended) one client address created here; 0: no cap.
    pub max_per_addr: usize,
}

/// Why a lobby was not created.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    /// The creator's address already has this many open lobbies, the most it may.
    #[error("this address already has {0} open lobbies")]
    TooMany(usize),
    /// This node holds as many lobbies as it may.
    #[error("too many lobbies; try again later")]
    Full,
    /// The store refused the new lobby.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The lobbies, wherever they run.
#[derive(Debug)]
pub struct Lobbies {
    /// What every lobby created or brought back here gets (on a cluster node, its hook lets go
    /// of the lobby's lease when it ends).
    env: LobbyEnv,
    tracker: TaskTracker,
    caps: Caps,
    cluster: Option<Arc<Cluster>>,
}

impl Lobbies {
    /// The lobbies of a single server: everything is here.
    #[must_use]
    pub fn single(env: LobbyEnv, tracker: TaskTracker, caps: Caps) -> Self {
        Self {
            env,
            tracker,
            caps,
            cluster: None,
        }
    }

    /// The lobbies as one node of a cluster sees them: held here, or relayed to their holder.
    #[must_use]
    pub fn clustered(cluster: Arc<Cluster>, tracker: TaskTracker, caps: Caps) -> Self {
        Self {
            env: cluster.lobby_env(),
            tracker,
            caps,
            cluster: Some(cluster),
        }
    }

    /// The lobbies in this process's memory.
    #[must_use]
    pub fn registry(&self) -> &Registry {
        &self.env.registry
    }

    /// This node's cluster, when several nodes share the database.
    #[must_use]
    pub fn cluster(&self) -> Option<&Cluster> {
        self.cluster.as_deref()
    }

    /// Brings the lobbies back at start. A single server replays every live lobby now and
    /// returns how many; a cluster node starts its lease loops, which take over every lobby
    /// nobody holds (this node's own from before its restart included), and returns 0.
    ///
    /// # Errors
    /// The store could not be read or written (a single server does not start then).
    pub async fn start(&self) -> Result<usize, StoreError> {
        match &self.cluster {
            Some(cluster) => {
                cluster.start();
                Ok(0)
            }
            None => lobby::recover_all(&self.env, &self.tracker).await,
        }
    }

    /// After every lobby here has ended (a clean stop): a cluster node lets go of whatever it
    /// still holds, so that the other nodes may take it at once.
    pub async fn stopped(&self) {
        if let Some(cluster) = &self.cluster {
            cluster.release_all().await;
        }
    }

    /// Creates a lobby, stored before it exists anywhere; on a cluster node it is held here.
    /// `creator` is counted against [`Caps::max_per_addr`] while the lobby is open.
    ///
    /// # Errors
    /// A cap is reached, or the store refused.
    pub async fn create(
        &self,
        config: GameConfig,
        public: bool,
        creator: IpAddr,
    ) -> Result<LobbyInfo, CreateError> {
        let registry = self.registry();
        let held = registry.open_by(creator);
        if self.caps.max_per_addr > 0 && held >= self.caps.max_per_addr {
            return Err(CreateError::TooMany(held));
        }
        if registry.len() >= self.caps.max_lobbies {
            return Err(CreateError::Full);
        }
        let code = lobby::new_code();
        let epoch = match &self.cluster {
            Some(cluster) => Some(cluster.hold_new(&code, &config, public).await?),
            None => {
                self.env.store.create_lobby(&code, &config, public).await?;
                None
            }
        };
        let handle = lobby::spawn(
            Lobby::new(code.clone(), config, public, self.env.clone()),
            &self.tracker,
        );
        if let (Some(cluster), Some(epoch)) = (&self.cluster, epoch) {
            cluster.attach(&code, epoch, handle).await;
        }
        registry.created_by(creator, &code);
        // Just spawned: it is in the registry until its actor ends, which a fresh lobby does not
        // do before anyone could have joined it.
        registry.info(&code).ok_or(CreateError::Full)
    }

    /// Joins lobby `code` for a socket on this node, with the socket's outbound queue: to the
    /// actor here, or (several nodes) relayed to the node holding it.
    ///
    /// # Errors
    /// The lobby refused or does not exist, or no node can serve it now.
    pub async fn join(
        &self,
        code: &str,
        token: Option<String>,
        lang: Lang,
        out: OutTx,
    ) -> Result<(Route, ConnId), JoinError> {
        if let Some(cluster) = &self.cluster {
            return Ok(match cluster.join(code, token, lang, out).await? {
                (Joined::Here(handle), conn) => (Route::Local(handle), conn),
                (Joined::There(remote), conn) => (Route::Remote(remote), conn),
            });
        }
        let Some(handle) = self.registry().get(code) else {
            return Err(JoinError::no_such_lobby(code));
        };
        match handle.connect(token, lang, out, None).await {
            Ok(conn) => Ok((Route::Local(handle), conn)),
            Err(ConnectError::Refused(refusal)) => Err(JoinError::Refused(refusal)),
            // The actor ended before it answered: the server is stopping (the client
            // reconnects), or the lobby was reaped or closed for good just now.
            Err(ConnectError::Gone | ConnectError::Late) if self.env.cancel.is_cancelled() => {
                Err(JoinError::Unavailable("server shutting down".into()))
            }
            Err(ConnectError::Gone | ConnectError::Late) => Err(JoinError::Refused(Refusal::new(
                ErrorCode::LobbyClosed,
                "the lobby is closed",
            ))),
        }
    }

    /// The public summary of lobby `code`: live (here or on its holder), or, for a lobby whose
    /// game was aborted, as the store last has it (`aborted`). `Ok(None)`: no such lobby.
    ///
    /// # Errors
    /// The store could not be read.
    pub async fn info(&self, code: &str) -> Result<Option<LobbyInfo>, StoreError> {
        match self.summary(code).await {
            Some(summary) => Ok(Some(summary.info)),
            None => Ok(self
                .env
                .store
                .load_aborted_lobby(code)
                .await?
                .map(lobby::aborted_info)),
        }
    }

    /// The summary of live lobby `code` and where its game stands, here or on its holder.
    pub async fn summary(&self, code: &str) -> Option<Summary> {
        match &self.cluster {
            Some(cluster) => cluster.summary(code).await,
            None => self.registry().summary(code),
        }
    }

    /// At most `limit` public open lobbies whose code sorts after `after`, sorted by code, from
    /// every node.
    pub async fn public_page(&self, after: Option<&str>, limit: usize) -> Vec<LobbyInfo> {
        match &self.cluster {
            Some(cluster) => Registry::page(cluster.public_open().await, after, limit),
            None => self.registry().public_page(after, limit),
        }
    }
}
