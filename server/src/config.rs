//! Server configuration: command-line flags, each also readable from the environment.

use clap::Parser;
use std::net::SocketAddr;
use std::time::Duration;

/// Everything the server can be told. Defaults work with no setup.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "albion-server",
    version,
    about = "The Albion board-game server"
)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, env = "ALBION_BIND", default_value = "127.0.0.1:8080")]
    pub bind: SocketAddr,

    /// Database URL. `sqlite://PATH` (the file and its folder are created if missing).
    #[arg(long, env = "DATABASE_URL", default_value = "sqlite://data/albion.db")]
    pub database_url: String,

    /// Largest WebSocket frame accepted, in bytes; larger ones close the socket with 1009.
    #[arg(long, env = "ALBION_MAX_FRAME", default_value_t = 64 * 1024)]
    pub max_frame: usize,

    /// Messages per second allowed per connection (token bucket refill rate).
    #[arg(long, env = "ALBION_RATE", default_value_t = 20.0)]
    pub rate_per_sec: f64,

    /// Burst of messages allowed per connection (token bucket size).
    #[arg(long, env = "ALBION_RATE_BURST", default_value_t = 40.0)]
    pub rate_burst: f64,

    /// Chat lines per minute allowed per connection (burst of 5).
    #[arg(long, env = "ALBION_CHAT_PER_MIN", default_value_t = 20.0)]
    pub chat_per_min: f64,

    /// Seconds an empty lobby (no connection) that is not mid-game lives before it is reaped.
    #[arg(long, env = "ALBION_IDLE_REAP_SECS", default_value_t = 600)]
    pub idle_reap_secs: u64,

    /// Seconds a player who is not the active player has to answer a prompt (Super Camelot)
    /// before the engine's default answer is applied.
    #[arg(long, env = "ALBION_PROMPT_TIMEOUT_SECS", default_value_t = 60)]
    pub prompt_timeout_secs: u64,

    /// Maximum lobbies held at once; creating more answers 503.
    #[arg(long, env = "ALBION_MAX_LOBBIES", default_value_t = 10_000)]
    pub max_lobbies: usize,

    /// Maximum simultaneous WebSocket connections.
    #[arg(long, env = "ALBION_MAX_CONNECTIONS", default_value_t = 10_000)]
    pub max_connections: usize,

    /// Messages queued for one connection before it is cut off as too slow.
    #[arg(long, env = "ALBION_OUTBOUND_QUEUE", default_value_t = 64)]
    pub outbound_queue: usize,

    /// Seconds a single WebSocket write may take before the connection is cut off.
    #[arg(long, env = "ALBION_WRITE_TIMEOUT_SECS", default_value_t = 10)]
    pub write_timeout_secs: u64,
}

impl Config {
    /// The defaults, as if no flag or variable were given (tests start from this).
    #[must_use]
    pub fn with_database(database_url: impl Into<String>) -> Self {
        let mut config = Self::parse_from(["albion-server"]);
        config.database_url = database_url.into();
        config
    }

    /// The idle time after which an empty lobby is reaped.
    #[must_use]
    pub fn idle_reap(&self) -> Duration {
        Duration::from_secs(self.idle_reap_secs)
    }

    /// The time a non-active seat has to answer a prompt.
    #[must_use]
    pub fn prompt_timeout(&self) -> Duration {
        Duration::from_secs(self.prompt_timeout_secs)
    }

    /// The longest time one write may take.
    #[must_use]
    pub fn write_timeout(&self) -> Duration {
        Duration::from_secs(self.write_timeout_secs)
    }
}
