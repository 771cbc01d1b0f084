//! Server configuration: command-line flags, each also readable from the environment, and the
//! command line around them (serving, or probing a running server for container health checks).

use clap::{Args, Parser, Subcommand};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// The whole command line: the server's configuration and, optionally, something to do other than
/// serving.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "albion-server",
    version,
    about = "The Albion board-game server"
)]
pub struct Cli {
    /// The server's configuration (also read by `healthcheck`, for the address to probe).
    #[command(flatten)]
    pub config: Config,

    /// Without a command, serve.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What the binary can do besides serving.
#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Ask a running server whether it is ready; exit 0 on a 2xx answer, 1 otherwise.
    ///
    /// Sends `GET /readyz` (or `--url`) and reads the status line. Container images have no curl:
    /// this is their `HEALTHCHECK`.
    Healthcheck(Healthcheck),
}

/// Where and how long to probe.
#[derive(Debug, Clone, Args)]
pub struct Healthcheck {
    /// Plain `http://` URL to GET [default: `/readyz` on the loopback address at the `--bind`
    /// (`ALBION_BIND`) port].
    #[arg(long)]
    pub url: Option<String>,

    /// Seconds the whole probe (connect, request, status line) may take.
    #[arg(long, default_value_t = 3)]
    pub timeout_secs: u64,
}

/// A parsed `http://` URL: what to connect to and what to ask for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbeTarget {
    /// `host:port` to connect to (an IPv6 host keeps its brackets).
    pub authority: String,
    /// The request target, starting with `/`.
    pub path: String,
}

/// Why a health-check URL cannot be probed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProbeUrlError {
    /// Only plain HTTP is spoken.
    #[error("{0:?} is not an http:// URL")]
    NotHttp(String),
    /// No host between `http://` and the path.
    #[error("{0:?} has no host")]
    NoHost(String),
}

impl Healthcheck {
    /// What to probe: `--url`, or else `/readyz` on this machine at the port the server binds
    /// (an unspecified bind address such as `0.0.0.0` is reached through loopback).
    ///
    /// # Errors
    /// `--url` is not a plain `http://` URL with a host.
    pub fn target(&self, bind: SocketAddr) -> Result<ProbeTarget, ProbeUrlError> {
        match &self.url {
            Some(url) => ProbeTarget::parse(url),
            None => {
                let ip = match bind.ip() {
                    IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
                    IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
                    ip => ip,
                };
                Ok(ProbeTarget {
                    authority: SocketAddr::new(ip, bind.port()).to_string(),
                    path: "/readyz".to_owned(),
                })
            }
        }
    }
}

impl ProbeTarget {
    /// Parses `http://HOST[:PORT][/PATH]` (port 80 when none is given).
    ///
    /// # Errors
    /// Another scheme, or no host.
    pub fn parse(url: &str) -> Result<Self, ProbeUrlError> {
        let rest = url
            .strip_prefix("http://")
            .ok_or_else(|| ProbeUrlError::NotHttp(url.to_owned()))?;
        let (authority, path) = match rest.find(['/', '?']) {
            Some(i) if rest[i..].starts_with('/') => (&rest[..i], rest[i..].to_owned()),
            Some(i) => (&rest[..i], format!("/{}", &rest[i..])),
            None => (rest, "/".to_owned()),
        };
        if authority.is_empty() || authority.starts_with(':') {
            return Err(ProbeUrlError::NoHost(url.to_owned()));
        }
        // A port follows the last colon, unless that colon is inside an IPv6 literal's brackets.
        let has_port = authority
            .rfind(':')
            .is_some_and(|i| !authority[i..].contains(']'));
        let authority = if has_port {
            authority.to_owned()
        } else {
            format!("{authority}:80")
        };
        Ok(Self { authority, path })
    }
}

/// Everything the server can be told. Defaults work with no setup.
///
/// Every field is a flag with an environment variable; the README's configuration table and the
/// container files are checked against this list (`server/tests/deploy.rs`).
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

    /// Database URL: `sqlite://PATH` (the file and its folder are created if missing) or
    /// `postgres://USER:PASS@HOST:PORT/DB`.
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

    /// Seconds a seated player may be away from a running game before the others may claim
    /// the win (Camelot) or hand the seat to a computer player.
    #[arg(long, env = "ALBION_ABANDON_GRACE_SECS", default_value_t = 60)]
    pub abandon_grace_secs: u64,

    /// Seconds every human player may be away from a running game before it is aborted and its
    /// lobby closed.
    #[arg(long, env = "ALBION_ABANDON_CLOSE_SECS", default_value_t = 1800)]
    pub abandon_close_secs: u64,

    /// Seconds in a correspondence game's day (days per move or per turn). Only for trying a
    /// correspondence game's deadlines quickly; a real server keeps 86,400.
    #[arg(long, env = "ALBION_CORRESPONDENCE_DAY_SECS", default_value_t = 86_400)]
    pub correspondence_day_secs: u64,

    /// The least time, in milliseconds, a computer player takes per decision (so people can
    /// follow its play).
    #[arg(long, env = "ALBION_BOT_DELAY_MS", default_value_t = 500)]
    pub bot_delay_ms: u64,

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

    /// Seconds a WebSocket connection may send nothing (not even a pong to the server's pings,
    /// sent every third of this) before it is closed with 4007.
    #[arg(long, env = "ALBION_IDLE_TIMEOUT_SECS", default_value_t = 60,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub idle_timeout_secs: u64,

    /// HTTP API requests per second allowed per client address (token bucket refill rate);
    /// beyond it, `429` with `Retry-After`.
    #[arg(long, env = "ALBION_HTTP_RATE", default_value_t = 10.0)]
    pub http_rate: f64,

    /// Burst of HTTP API requests allowed per client address (token bucket size).
    #[arg(long, env = "ALBION_HTTP_BURST", default_value_t = 60.0)]
    pub http_burst: f64,

    /// Connections at once from one client address, HTTP and WebSocket alike (an upgraded
    /// WebSocket holds its slot until it closes); one more is answered `429` and closed. 0: no
    /// bound (behind a reverse proxy every client has the proxy's address).
    #[arg(long, env = "ALBION_MAX_CONNS_PER_ADDR", default_value_t = 64)]
    pub max_conns_per_addr: usize,

    /// Seconds a request's head (request line and headers) may take to arrive before its
    /// connection is closed: a client trickling bytes cannot hold a connection open.
    #[arg(long, env = "ALBION_HTTP_HEADER_TIMEOUT_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub http_header_timeout_secs: u64,

    /// Seconds an HTTP connection (not yet a WebSocket) may go without sending or receiving a
    /// byte before it is closed, after the request in progress if any.
    #[arg(long, env = "ALBION_HTTP_IDLE_SECS", default_value_t = 30,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub http_idle_secs: u64,

    /// Lobbies one client address may hold open (created and not yet started) at once on this
    /// server; creating one more answers `429`. 0: no bound.
    #[arg(long, env = "ALBION_MAX_LOBBIES_PER_ADDR", default_value_t = 20)]
    pub max_lobbies_per_addr: usize,

    /// Seconds a new lobby nobody has joined (no connection ever) lives before it is reaped.
    #[arg(long, env = "ALBION_UNJOINED_REAP_SECS", default_value_t = 120)]
    pub unjoined_reap_secs: u64,

    /// Spectators one lobby admits at once; one more is refused (`lobby_full`).
    #[arg(long, env = "ALBION_MAX_SPECTATORS", default_value_t = 100)]
    pub max_spectators: usize,

    /// Seconds a spectator may send nothing (answering the server's pings does not count)
    /// before its connection is closed with 4007; a client that is still there reconnects.
    #[arg(long, env = "ALBION_SPECTATOR_IDLE_SECS", default_value_t = 3600,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub spectator_idle_secs: u64,

    /// Seconds to wait at start-up for PostgreSQL to answer (a container started beside its
    /// database may start first); 0 (the default) tries once and fails at once, naming where.
    /// The image sets 60.
    #[arg(long, env = "ALBION_DB_WAIT_SECS", default_value_t = 0)]
    pub db_wait_secs: u64,

    /// Seconds to wait at start-up for the database's server lock while another server holds
    /// it (a server restarted right after a crash may find its own old session not yet gone).
    #[arg(long, env = "ALBION_LOCK_WAIT_SECS", default_value_t = 10)]
    pub lock_wait_secs: u64,

    /// Several nodes: the NATS server that routes clients' messages between the nodes sharing
    /// one PostgreSQL database (`nats://HOST:PORT`). Unset (the default): one server, no NATS.
    #[arg(long, env = "ALBION_NATS_URL")]
    pub nats_url: Option<String>,

    /// Several nodes: this node's name, unique among the nodes (letters, digits, `-` and `_`, at
    /// most 32). Unset: a random one at each start.
    #[arg(long, env = "ALBION_NODE_ID", value_parser = parse_node_id)]
    pub node_id: Option<String>,

    /// Several nodes: milliseconds a node's hold on a lobby lasts unless renewed (it renews every
    /// third of it); a dead node's lobbies move to the others after about this long.
    #[arg(long, env = "ALBION_LEASE_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(300..=600_000))]
    pub lease_ms: u64,

    /// Several nodes: the first token of every NATS subject the nodes use, so that separate
    /// clusters can share one NATS server.
    #[arg(long, env = "ALBION_NATS_PREFIX", default_value = "albion", value_parser = parse_node_id)]
    pub nats_prefix: String,

    /// Where people reach this server, e.g. `https://albion.example.org`: the links in
    /// notification e-mails and webhooks. Needed for e-mail.
    #[arg(long, env = "ALBION_PUBLIC_URL", value_parser = parse_public_url)]
    pub public_url: Option<url::Url>,

    /// The SMTP relay for "your turn" e-mails, as `smtps://user:password@host:465` (TLS),
    /// `smtp://user:password@host:587?tls=required` (STARTTLS) or `smtp://host:25` (plain, for a
    /// relay on the same host). Without it, e-mail is not offered.
    #[arg(long, env = "ALBION_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<Hidden>,

    /// The sender of notification e-mails, e.g. `Albion <albion@example.org>`.
    #[arg(long, env = "ALBION_SMTP_FROM")]
    pub smtp_from: Option<String>,

    /// The Web Push VAPID private key: the base64url of a P-256 private key's 32 bytes (as
    /// `npx web-push generate-vapid-keys` prints it). Without it, the server makes one at first
    /// start and keeps it in the database.
    #[arg(long, env = "ALBION_VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<Hidden>,

    /// The VAPID contact push services may use (`mailto:` or `https:`); by default the public URL.
    #[arg(long, env = "ALBION_VAPID_SUBJECT")]
    pub vapid_subject: Option<String>,

    /// Let webhooks and push endpoints be on private, loopback and link-local addresses, and on
    /// plain `http:` (only for a server whose players are all trusted, or for tests): otherwise
    /// an open server could be made to send requests into its own network.
    #[arg(long, env = "ALBION_NOTIFY_ALLOW_PRIVATE")]
    pub notify_allow_private: bool,
}

/// A setting that may hold a secret (a password in a URL, a private key): its `Debug` shows
/// nothing of it.
#[derive(Clone, PartialEq, Eq)]
pub struct Hidden(pub String);

impl std::fmt::Debug for Hidden {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hidden(…)")
    }
}

impl std::str::FromStr for Hidden {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Self(s.to_owned()))
    }
}

/// The public URL: `http:` or `https:`, with a host.
fn parse_public_url(s: &str) -> Result<url::Url, String> {
    let url = url::Url::parse(s).map_err(|e| e.to_string())?;
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err("an http:// or https:// URL with a host".to_owned());
    }
    Ok(url)
}

/// A node id or subject prefix: one NATS subject token, readable in logs.
fn parse_node_id(s: &str) -> Result<String, String> {
    if (1..=32).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        Ok(s.to_owned())
    } else {
        Err("1 to 32 letters, digits, '-' or '_'".to_owned())
    }
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

    /// How the lobbies treat computer players and players who leave (computer players think
    /// on at most one thread per core at once).
    #[must_use]
    pub fn tempo(&self) -> crate::lobby::Tempo {
        crate::lobby::Tempo {
            abandon_grace: Duration::from_secs(self.abandon_grace_secs),
            abandon_close: Duration::from_secs(self.abandon_close_secs),
            bot_delay: Duration::from_millis(self.bot_delay_ms),
            unjoined_reap: Duration::from_secs(self.unjoined_reap_secs),
            max_spectators: self.max_spectators,
            spectator_idle: Duration::from_secs(self.spectator_idle_secs),
            correspondence_day: Duration::from_secs(self.correspondence_day_secs.max(1)),
            ..crate::lobby::Tempo::default()
        }
    }

    /// What the notifier sends with.
    #[must_use]
    pub fn notify(&self) -> crate::notify::NotifyConfig {
        crate::notify::NotifyConfig {
            public_url: self.public_url.clone(),
            smtp_url: self.smtp_url.as_ref().map(|h| h.0.clone()),
            smtp_from: self.smtp_from.clone(),
            vapid_private_key: self.vapid_private_key.as_ref().map(|h| h.0.clone()),
            vapid_subject: self.vapid_subject.clone(),
            allow_private: self.notify_allow_private,
            retry_base: Duration::ZERO,
        }
    }

    /// The longest time one write may take.
    #[must_use]
    pub fn write_timeout(&self) -> Duration {
        Duration::from_secs(self.write_timeout_secs)
    }

    /// How long start-up waits for PostgreSQL to answer.
    #[must_use]
    pub fn db_wait(&self) -> Duration {
        Duration::from_secs(self.db_wait_secs)
    }

    /// How long start-up waits for the database's server lock.
    #[must_use]
    pub fn lock_wait(&self) -> Duration {
        Duration::from_secs(self.lock_wait_secs)
    }

    /// How long a node's hold on a lobby lasts (several nodes).
    #[must_use]
    pub fn lease(&self) -> Duration {
        Duration::from_millis(self.lease_ms)
    }

    /// The bounds on every TCP connection.
    #[must_use]
    pub fn serve_limits(&self) -> crate::serve::ServeLimits {
        crate::serve::ServeLimits {
            per_addr: self.max_conns_per_addr,
            header_timeout: Duration::from_secs(self.http_header_timeout_secs),
            idle: Duration::from_secs(self.http_idle_secs),
        }
    }

    /// The longest time a connection may send nothing.
    #[must_use]
    pub fn idle_timeout(&self) -> Duration {
        Duration::from_secs(self.idle_timeout_secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(authority: &str, path: &str) -> ProbeTarget {
        ProbeTarget {
            authority: authority.to_owned(),
            path: path.to_owned(),
        }
    }

    #[test]
    fn probe_urls_parse() {
        let parse = ProbeTarget::parse;
        assert_eq!(
            parse("http://127.0.0.1:8080/readyz"),
            Ok(target("127.0.0.1:8080", "/readyz"))
        );
        assert_eq!(parse("http://example"), Ok(target("example:80", "/")));
        assert_eq!(
            parse("http://[::1]:9000/healthz?x=1"),
            Ok(target("[::1]:9000", "/healthz?x=1"))
        );
        assert_eq!(parse("http://[::1]"), Ok(target("[::1]:80", "/")));
        assert_eq!(parse("http://h?q"), Ok(target("h:80", "/?q")));
        assert!(matches!(
            parse("https://h/readyz"),
            Err(ProbeUrlError::NotHttp(_))
        ));
        assert!(matches!(parse("http:///x"), Err(ProbeUrlError::NoHost(_))));
        assert!(matches!(
            parse("http://:80/"),
            Err(ProbeUrlError::NoHost(_))
        ));
    }

    #[test]
    fn the_default_probe_follows_the_bind_address() {
        let check = Healthcheck {
            url: None,
            timeout_secs: 3,
        };
        let probe = |bind: &str| check.target(bind.parse().unwrap()).unwrap();
        assert_eq!(probe("0.0.0.0:8080"), target("127.0.0.1:8080", "/readyz"));
        assert_eq!(probe("[::]:9000"), target("[::1]:9000", "/readyz"));
        assert_eq!(probe("10.1.2.3:81"), target("10.1.2.3:81", "/readyz"));
    }

    #[test]
    fn the_command_line_serves_by_default_and_keeps_every_flag() {
        let cli = Cli::try_parse_from(["albion-server", "--max-lobbies", "7"]).unwrap();
        assert!(cli.command.is_none());
        assert_eq!(cli.config.max_lobbies, 7);

        let cli = Cli::try_parse_from([
            "albion-server",
            "--bind",
            "0.0.0.0:9000",
            "healthcheck",
            "--timeout-secs",
            "1",
        ])
        .unwrap();
        assert_eq!(cli.config.bind.port(), 9000);
        let Some(Command::Healthcheck(check)) = cli.command else {
            panic!("expected the healthcheck command");
        };
        assert_eq!(check.timeout_secs, 1);
        assert_eq!(check.url, None);
    }
}
