//! The Albion server: an HTTP API, WebSocket sessions, one actor per lobby and a durable store.
//!
//! The entry point is [`run`]: give it a bound listener, a [`Config`] and a future that resolves
//! when the server should stop. `main.rs` only parses flags and waits for signals.
#![forbid(unsafe_code)]

pub mod cluster;
pub mod config;
pub mod conn;
pub mod directory;
pub mod game;
pub mod http;
pub mod limit;
pub mod lobby;
pub mod metrics;
pub mod names;
pub mod notify;
pub mod serve;
pub mod store;
pub mod web;
pub mod woken;
pub mod words;

pub use config::Config;

use crate::cluster::{Cluster, ClusterConfig, ClusterError};
use crate::conn::{ConnEnv, ConnLimits};
use crate::directory::{Caps, Lobbies};
use crate::http::RecordCache;
use crate::limit::AddrLimiter;
use crate::lobby::{LobbyEnv, Registry};
use crate::metrics::Metrics;
use crate::store::{Bounds, ServerLock, Store, StoreError};
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// Why the server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The store could not be opened, migrated or read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// Serving failed.
    #[error("serving: {0}")]
    Io(#[from] std::io::Error),
    /// Several nodes were asked for but cannot run.
    #[error(transparent)]
    Cluster(#[from] ClusterError),
    /// The configuration cannot work.
    #[error("configuration: {0}")]
    Config(String),
}

/// State shared by every request handler.
#[derive(Debug, Clone)]
pub struct App {
    /// The configuration.
    pub config: Arc<Config>,
    /// The store.
    pub store: Store,
    /// The lobbies, here or (several nodes) on the node holding each.
    pub lobbies: Arc<Lobbies>,
    /// Metrics.
    pub metrics: Arc<Metrics>,
    /// Told at shutdown.
    pub cancel: CancellationToken,
    /// Every lobby actor and WebSocket task, waited on at shutdown.
    pub tracker: TaskTracker,
    /// The HTTP API's rate limit, per client address.
    pub http_limiter: Arc<AddrLimiter>,
    /// Finished games' records, rendered.
    pub records: Arc<RecordCache>,
}

/// Client addresses the HTTP rate limit tracks at once.
const HTTP_LIMIT_ADDRS: usize = 65_536;

/// Bytes of rendered game records kept in memory.
const RECORD_CACHE_BYTES: usize = 32 << 20;
/// The longest a clean stop waits for the connections and lobbies to end after the listener
/// closed. Each of them ends in well under a second (every wait on the database or NATS on that
/// path is bounded); this is the last guard, under the 30 s a container is given to stop, so
/// that an unforeseen wait still ends in a clean stop rather than a SIGKILL. Whatever is still
/// running then was acknowledged only after it was stored, so nothing acknowledged is lost.
const DRAIN_LIMIT: Duration = Duration::from_secs(15);

impl App {
    fn conn_env(&self) -> ConnEnv {
        ConnEnv {
            lobbies: self.lobbies.clone(),
            metrics: self.metrics.clone(),
            limits: ConnLimits {
                max_frame: self.config.max_frame,
                rate_per_sec: self.config.rate_per_sec,
                rate_burst: self.config.rate_burst,
                outbound_queue: self.config.outbound_queue,
                write_timeout: self.config.write_timeout(),
                hello_timeout: Duration::from_secs(10),
                idle_timeout: self.config.idle_timeout(),
            },
            cancel: self.cancel.clone(),
        }
    }
}

/// What every lobby of this server shares.
fn lobby_env(
    config: &Config,
    store: &Store,
    metrics: &Arc<Metrics>,
    cancel: &CancellationToken,
    notify: Arc<notify::Notifier>,
) -> LobbyEnv {
    LobbyEnv {
        notify,
        store: store.clone(),
        registry: Arc::new(Registry::default()),
        metrics: metrics.clone(),
        cancel: cancel.clone(),
        idle_reap: config.idle_reap(),
        chat_per_min: config.chat_per_min,
        prompt_timeout: config.prompt_timeout(),
        tempo: config.tempo(),
        on_end: None,
    }
}

/// Runs the server on `listener` until `shutdown` resolves, then stops in three steps: stop
/// accepting, tell every lobby and connection (sockets close with 1001), wait for them and close
/// the store.
///
/// On start it runs the migrations and brings back every live lobby, replaying unfinished games.
///
/// # Errors
/// The store could not be opened or read, or the listener failed.
pub async fn run(
    listener: TcpListener,
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    let several = config.nats_url.is_some();
    if several && !config.database_url.starts_with("postgres") {
        return Err(ServerError::Config(
            "several nodes (--nats-url) need a PostgreSQL DATABASE_URL".into(),
        ));
    }
    store::wait_for_database(&config.database_url, config.db_wait()).await?;
    // Before anything else touches the database: a second single server would run the same
    // lobbies. The nodes of a cluster share the database (each lobby is leased to one of them).
    let lock = if several {
        ServerLock::acquire_shared(&config.database_url, config.lock_wait()).await?
    } else {
        ServerLock::acquire(&config.database_url, config.lock_wait()).await?
    };
    // A cluster node bounds every wait on the database well under its lease.
    let bounds = several.then(|| Bounds::for_lease(config.lease()));
    let store = Store::connect_with(&config.database_url, bounds).await?;
    let cancel = CancellationToken::new();
    let tracker = TaskTracker::new();
    let metrics = Arc::new(Metrics::default());
    let notifier = notify::Notifier::start(
        config.notify(),
        store.clone(),
        metrics.notify.clone(),
        cancel.clone(),
        &tracker,
    )
    .await
    .map_err(|e| ServerError::Config(format!("notifications: {e:#}")))?;
    let env = lobby_env(&config, &store, &metrics, &cancel, notifier);
    let caps = Caps {
        max_lobbies: config.max_lobbies,
        max_per_addr: config.max_lobbies_per_addr,
    };
    let lobbies = match &config.nats_url {
        Some(url) => {
            let cluster = Cluster::connect(
                ClusterConfig {
                    nats_url: url.clone(),
                    node: config
                        .node_id
                        .clone()
                        .unwrap_or_else(|| format!("node-{}", &lobby::new_token()[..8])),
                    prefix: config.nats_prefix.clone(),
                    lease: config.lease(),
                    outbound_queue: config.outbound_queue,
                },
                env,
                tracker.clone(),
            )
            .await?;
            Lobbies::clustered(cluster, tracker.clone(), caps)
        }
        None => Lobbies::single(env, tracker.clone(), caps),
    };
    let lobbies = Arc::new(lobbies);
    let http_limiter = Arc::new(AddrLimiter::new(
        config.http_rate,
        config.http_burst,
        HTTP_LIMIT_ADDRS,
    ));
    let app = App {
        http_limiter,
        records: Arc::new(RecordCache::new(RECORD_CACHE_BYTES)),
        config: Arc::new(config),
        store: store.clone(),
        lobbies: lobbies.clone(),
        metrics,
        cancel,
        tracker,
    };
    // A cluster node's lease loop takes over every lobby nobody holds, its own old ones included.
    let recovered = lobbies.start().await?;
    match lobbies.cluster() {
        Some(cluster) => {
            tracing::info!(version = env!("CARGO_PKG_VERSION"), addr = ?listener.local_addr().ok(), node = cluster.node(),
            lease_ms = cluster.lease().as_millis() as u64, "albion-server listening (cluster node)")
        }
        None => {
            tracing::info!(version = env!("CARGO_PKG_VERSION"), addr = ?listener.local_addr().ok(),
                recovered, "albion-server listening")
        }
    }

    let cancel = app.cancel.clone();
    let tracker = app.tracker.clone();
    let limits = app.config.serve_limits();
    let router = http::router(app);
    let served = serve::serve(
        listener,
        router,
        limits,
        Arc::new(serve::AddrSlots::default()),
        {
            let cancel = cancel.clone();
            async move {
                tokio::select! {
                    () = shutdown => {}
                    () = cancel.cancelled() => {}
                }
                tracing::info!("shutting down");
                cancel.cancel();
            }
        },
    )
    .await;
    cancel.cancel();
    tracker.close();
    if tokio::time::timeout(DRAIN_LIMIT, tracker.wait())
        .await
        .is_err()
    {
        tracing::warn!(
            tasks = tracker.len(),
            "connections or lobbies still running {DRAIN_LIMIT:?} after the stop; stopping without them"
        );
    }
    // Every lobby here has ended: the other nodes may take them at once.
    lobbies.stopped().await;
    store.close().await;
    drop(lock);
    tracing::info!("stopped");
    served.map_err(ServerError::Io)
}
