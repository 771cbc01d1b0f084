//! The durable store: lobbies, seats (tokens hashed), games and the append-only action log.
//!
//! Two backends sit behind the same methods: SQLite (a file, the default) and PostgreSQL (chosen
//! by a `postgres://` URL). Their schemas are the same tables and columns, each in its own
//! dialect (`migrations/sqlite`, `migrations/postgres`), and every query is written once: the
//! [`with_pool!`] macro compiles each method's body once per backend. Queries use `$1, $2, …`
//! placeholders, which both SQLite and PostgreSQL read, always numbered in order of appearance.
//! Integers are bound and read as `i64` (`BIGINT` in PostgreSQL, `INTEGER` in SQLite).
//!
//! Every method that records a state change also records the lobby's new version, so the stored
//! version is always the last one broadcast: in the lobby's row, or (an action logged on SQLite)
//! in the action's row of the log, and a lobby is loaded with the later of the two.
//!
//! On SQLite the store has two pools: every write goes through the one connection of the writes
//! pool (SQLite writes one at a time anyway, and a connection's page cache outlives only its own
//! writes), every read through the reads pool. On PostgreSQL both are the same pool.
//!
//! One file per concern: this one holds the API's types and opens the store; `writes` records
//! the state changes of lobbies, seats and games; `log` is the batched writer of the action log;
//! `reads` loads live lobbies for recovery and games for their records; `connect` opens each
//! backend's pool; `lock` keeps a database to one server (or one cluster); `lease` holds lobbies
//! for the nodes of a cluster.

use protocol::{BotLevel, GameConfig, GameKind, GameResult, LobbyStatus, Seat, Version};
use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// A store failure. Nothing the store failed to record has been seen by anyone.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database answered with an error or could not be reached.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// Migrations failed at start.
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A stored JSON value did not parse.
    #[error("stored data: {0}")]
    Data(#[from] serde_json::Error),
    /// A stored value is out of range or unknown.
    #[error("stored data: {0}")]
    Corrupt(String),
    /// The URL names a backend this build does not have.
    #[error("unsupported database URL {0:?} (expected sqlite://PATH or postgres://…)")]
    UnsupportedUrl(String),
    /// The database folder could not be created.
    #[error("creating database folder: {0}")]
    Io(#[from] std::io::Error),
    /// The log writer task has stopped (the server is shutting down).
    #[error("the action log writer has stopped")]
    WriterGone,
    /// PostgreSQL could not be reached (where it was looked for; never the password).
    #[error("cannot reach PostgreSQL at {target}: {reason}")]
    Unreachable {
        /// `host:port/database`.
        target: String,
        /// What went wrong.
        reason: String,
    },
    /// Another process serves this database.
    #[error("{0}")]
    InUse(String),
    /// The write named an epoch the lobby has left: another node holds the lobby now (or it is
    /// gone). Nothing was recorded.
    #[error("lobby {0} is held by another node (fenced)")]
    Fenced(String),
}

/// A connection pool of either backend.
#[derive(Debug, Clone)]
pub enum Pool {
    /// An SQLite file in WAL mode.
    Sqlite(SqlitePool),
    /// A PostgreSQL database.
    Postgres(PgPool),
}

/// Runs `$body` with `$pool` bound to the store's pool, compiled once per backend; inside the
/// body `$db` names the backend's [`sqlx::Database`] type.
macro_rules! with_pool {
    ($pool_enum:expr, $pool:ident, $db:ident => $body:expr) => {
        match $pool_enum {
            Pool::Sqlite($pool) => {
                #[allow(dead_code)]
                type $db = sqlx::Sqlite;
                $body
            }
            Pool::Postgres($pool) => {
                #[allow(dead_code)]
                type $db = sqlx::Postgres;
                $body
            }
        }
    };
}

/// The store: a pool and the task that writes the action log in batches.
#[derive(Debug, Clone)]
pub struct Store {
    /// Reads (and, on PostgreSQL, everything).
    reads: Pool,
    /// Writes: on SQLite a pool of one connection (see `connect::connect_sqlite`), on
    /// PostgreSQL the same pool as `reads`.
    writes: Pool,
    writer: LogWriter,
    /// The epoch this process holds each lobby at, named by every write it makes for the lobby
    /// (absent: 0, the single server's). See [`Store::hold`].
    epochs: Arc<Mutex<HashMap<String, i64>>>,
}
mod connect;
mod lease;
mod lock;
mod log;
mod notify;
mod reads;
mod writes;

pub use self::connect::{Bounds, bound_for_lease, wait_for_database};
pub use self::lock::ServerLock;
pub use self::notify::StoredNotify;

use self::connect::{connect_postgres, connect_sqlite};
use self::log::LogWriter;

/// Connections to PostgreSQL: the log writer's, the lobbies' and the HTTP handlers'.
const PG_CONNECTIONS: u32 = 8;
/// A lobby as stored, with everything needed to bring it back after a restart.
#[derive(Debug, Clone)]
pub struct StoredLobby {
    /// Join code.
    pub code: String,
    /// The game and its setup.
    pub config: GameConfig,
    /// Listed publicly.
    pub public: bool,
    /// Life stage.
    pub status: LobbyStatus,
    /// Last version broadcast.
    pub v: Version,
    /// Host seat.
    pub host: Option<Seat>,
    /// Taken seats.
    pub seats: Vec<StoredSeat>,
    /// The last game, if any.
    pub game: Option<StoredGame>,
    /// The seats' notification settings.
    pub notify: Vec<StoredNotify>,
}

/// A game as it starts, for [`Store::start_game`].
#[derive(Debug, Clone, Copy)]
pub struct NewGame<'a> {
    /// Its number in the lobby, from 1.
    pub game_no: u32,
    /// Which game.
    pub kind: GameKind,
    /// Its setup (configuration, Characters and player names), as JSON.
    pub setup: &'a str,
    /// The seed of its engine.
    pub seed: u64,
    /// The lobby's version once it has started.
    pub v: Version,
    /// The lobby's host.
    pub host: Option<Seat>,
    /// The seats as they stand at its start (replacing those stored).
    pub seats: &'a [StoredSeat],
}

/// A taken seat as stored: who holds it and its acknowledged lobby state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSeat {
    /// The seat.
    pub seat: Seat,
    /// The holder's display name.
    pub name: String,
    /// Hex SHA-256 of the seat token.
    pub token_hash: String,
    /// Marked ready.
    pub ready: bool,
    /// The chosen Character, if any.
    pub character: Option<String>,
    /// Asked for a rematch.
    pub rematch: bool,
    /// A computer player holds the seat, at this strength.
    pub bot: Option<BotLevel>,
}

/// A game as stored: enough to replay it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredGame {
    /// Row id.
    pub id: i64,
    /// Number within the lobby.
    pub game_no: u32,
    /// The game's setup as JSON (configuration, Characters and player names).
    pub setup: String,
    /// The seed (never sent to clients).
    pub seed: u64,
    /// The result once over.
    pub result: Option<GameResult>,
    /// The action log in order: (seat, action JSON).
    pub actions: Vec<(Seat, String)>,
    /// When the game started, in unix seconds (read for recovery: a correspondence game's
    /// first move or turn counts from it).
    pub started_at: Option<i64>,
}

/// How a stored game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    /// Still being played.
    Playing,
    /// Over, with a result.
    Finished,
    /// Ended by a fault, with no result.
    Aborted,
}

/// One game with its lobby, kind and times: the raw material of its public record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecordRow {
    /// The lobby it was played in.
    pub lobby: String,
    /// The game.
    pub kind: GameKind,
    /// How it stands.
    pub status: GameStatus,
    /// Unix seconds at the start, if recorded.
    pub started_at: Option<i64>,
    /// Unix seconds at the end, if over.
    pub ended_at: Option<i64>,
    /// Setup, seed, result and log.
    pub game: StoredGame,
}

fn status_str(status: LobbyStatus) -> &'static str {
    match status {
        LobbyStatus::Open => "open",
        LobbyStatus::Playing => "playing",
        LobbyStatus::Finished => "finished",
        LobbyStatus::Aborted => "aborted",
    }
}

fn parse_status(s: &str) -> Result<LobbyStatus, StoreError> {
    Ok(match s {
        "open" => LobbyStatus::Open,
        "playing" => LobbyStatus::Playing,
        "finished" => LobbyStatus::Finished,
        "aborted" => LobbyStatus::Aborted,
        _ => return Err(StoreError::Corrupt(format!("lobby status {s:?}"))),
    })
}

fn kind_str(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Camelot => "camelot",
        GameKind::SuperCamelot => "super_camelot",
    }
}

fn parse_kind(s: &str) -> Result<GameKind, StoreError> {
    match s {
        "camelot" => Ok(GameKind::Camelot),
        "super_camelot" => Ok(GameKind::SuperCamelot),
        _ => Err(StoreError::Corrupt(format!("game kind {s:?}"))),
    }
}

fn parse_game_status(s: &str) -> Result<GameStatus, StoreError> {
    match s {
        "playing" => Ok(GameStatus::Playing),
        "finished" => Ok(GameStatus::Finished),
        "aborted" => Ok(GameStatus::Aborted),
        _ => Err(StoreError::Corrupt(format!("game status {s:?}"))),
    }
}

/// The wall clock, in unix milliseconds: what a correspondence game's deadlines are counted on.
#[must_use]
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

// Both backends store signed 64-bit integers; versions stay far below i64::MAX.
fn v_i64(v: Version) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

fn host_i64(host: Option<Seat>) -> Option<i64> {
    host.map(i64::from)
}

/// Reads a small unsigned column stored as a 64-bit integer.
fn narrow<T: TryFrom<i64>>(value: i64, what: &str) -> Result<T, StoreError> {
    T::try_from(value).map_err(|_| StoreError::Corrupt(format!("{what} {value} out of range")))
}

/// Reads one game row (`id, game_no, config, seed, result`) and attaches its log.
fn game_from_parts(
    id: i64,
    game_no: i64,
    setup: String,
    seed: &str,
    result: Option<&str>,
    actions: Vec<(Seat, String)>,
) -> Result<StoredGame, StoreError> {
    Ok(StoredGame {
        id,
        game_no: narrow(game_no, "game number")?,
        setup,
        seed: seed
            .parse()
            .map_err(|_| StoreError::Corrupt(format!("seed of game {id}")))?,
        result: result.map(serde_json::from_str).transpose()?,
        actions,
        started_at: None,
    })
}

impl Store {
    /// Opens the database named by `url` and runs its migrations: `sqlite://PATH` (the file
    /// and its folder are created if missing) or `postgres://USER[:PASSWORD]@HOST[:PORT]/DB`.
    ///
    /// # Errors
    /// An unsupported URL, an unreachable database or a failed migration.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Self::connect_with(url, None).await
    }

    /// [`Store::connect`], with every PostgreSQL statement, lock wait, open transaction and pool
    /// wait bounded (a cluster node's, see [`Bounds::for_lease`]; SQLite ignores them).
    ///
    /// # Errors
    /// As [`Store::connect`].
    pub async fn connect_with(url: &str, bounds: Option<Bounds>) -> Result<Self, StoreError> {
        let (reads, writes) = if url.starts_with("sqlite:") {
            let (reads, writes) = connect_sqlite(url).await?;
            (Pool::Sqlite(reads), Pool::Sqlite(writes))
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            let pool = Pool::Postgres(connect_postgres(url, bounds).await?);
            (pool.clone(), pool)
        } else {
            return Err(StoreError::UnsupportedUrl(url.to_owned()));
        };
        let writer = LogWriter::spawn(writes.clone());
        Ok(Self {
            reads,
            writes,
            writer,
            epochs: Arc::default(),
        })
    }

    /// From now on, every write for lobby `code` names `epoch` (the fencing token this node
    /// took the lobby's lease with) and is refused by the database once the lobby's epoch moved
    /// on: a node that was paused while another took the lobby over can never write to it again.
    pub fn hold(&self, code: &str, epoch: i64) {
        self.epochs
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(code.to_owned(), epoch);
    }

    /// Forgets the epoch held for `code` (the lobby left this node).
    pub fn unhold(&self, code: &str) {
        self.epochs
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(code);
    }

    /// The epoch this process writes lobby `code` at.
    #[must_use]
    pub fn epoch_of(&self, code: &str) -> i64 {
        self.epochs
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(code)
            .copied()
            .unwrap_or(0)
    }

    /// The pool that writes (on SQLite, its one connection), for tests and tools that need raw
    /// access.
    #[must_use]
    pub fn pool(&self) -> &Pool {
        &self.writes
    }

    /// The backend's name: `sqlite` or `postgres`.
    #[must_use]
    pub fn backend(&self) -> &'static str {
        match self.reads {
            Pool::Sqlite(_) => "sqlite",
            Pool::Postgres(_) => "postgres",
        }
    }

    /// Whether the database answers, within two seconds (a database that does not answer at all
    /// makes the server unready, not its probe hang).
    pub async fn ping(&self) -> bool {
        let ping = async {
            with_pool!(&self.reads, pool, _Db => sqlx::query("SELECT 1").execute(pool).await.is_ok())
        };
        tokio::time::timeout(std::time::Duration::from_secs(2), ping)
            .await
            .unwrap_or(false)
    }

    /// Flushes and closes every connection (at shutdown).
    pub async fn close(&self) {
        with_pool!(&self.reads, pool, _Db => pool.close().await);
        with_pool!(&self.writes, pool, _Db => pool.close().await);
    }
}
