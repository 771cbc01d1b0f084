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
//! version is always the last one broadcast.

use protocol::{GameConfig, GameKind, GameResult, LobbyStatus, Seat, Version};
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{QueryBuilder, Row};
use std::collections::HashMap;
use std::str::FromStr;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

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
    pool: Pool,
    writer: LogWriter,
}

/// Most actions written in one transaction.
const MAX_BATCH: usize = 256;

/// Connections to PostgreSQL: the log writer's, the lobbies' and the HTTP handlers'.
const PG_CONNECTIONS: u32 = 8;

/// One action waiting for the log writer.
#[derive(Debug)]
struct Append {
    code: String,
    game_id: i64,
    seq: u32,
    seat: Seat,
    action: String,
    v: Version,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The handle of the log writer: group commit across lobbies.
///
/// Every lobby waits for its own action to be committed before it applies and broadcasts it, so
/// with many lobbies many actions are waiting at once. One task takes every action waiting,
/// writes them in one transaction (one multi-row insert and one update of the lobbies'
/// versions) and answers each lobby when the transaction has committed. Durability per action
/// is unchanged; the number of commits no longer grows with the number of lobbies.
#[derive(Debug, Clone)]
struct LogWriter {
    tx: mpsc::Sender<Append>,
}

impl LogWriter {
    fn spawn(pool: Pool) -> LogWriter {
        let (tx, rx) = mpsc::channel(MAX_BATCH * 4);
        tokio::spawn(write_log(pool, rx));
        LogWriter { tx }
    }
}

/// How often the WAL is checkpointed into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// Checkpoints the WAL every second without waiting on readers or writers (`PASSIVE`), so no
/// commit ever pays for a checkpoint. Ends when the pool is closed.
async fn checkpoints(pool: SqlitePool) {
    let mut tick = tokio::time::interval(CHECKPOINT_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if pool.is_closed() {
            return;
        }
        if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&pool)
            .await
        {
            if pool.is_closed() {
                return;
            }
            tracing::warn!(error = %e, "WAL checkpoint failed");
        }
    }
}

async fn write_log(pool: Pool, mut rx: mpsc::Receiver<Append>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        if insert_actions(&pool, &batch).await.is_ok() {
            for append in batch.drain(..) {
                // A lobby that stopped waiting needs no answer.
                let _ = append.done.send(Ok(()));
            }
        } else {
            // The whole transaction rolled back; one bad row must not fail the others, so write
            // them one by one and answer each with its own result.
            for append in batch.drain(..) {
                let result = insert_actions(&pool, std::slice::from_ref(&append)).await;
                let _ = append.done.send(result);
            }
        }
    }
}

async fn insert_actions(pool: &Pool, batch: &[Append]) -> Result<(), StoreError> {
    match pool {
        // PostgreSQL: one statement (atomic on its own) that inserts the rows and moves the
        // lobbies' versions through data-modifying CTEs: one round trip per batch instead of
        // four (BEGIN, INSERT, UPDATE, COMMIT).
        Pool::Postgres(pool) => {
            let mut q = QueryBuilder::<sqlx::Postgres>::new(
                "WITH nv (game_id, seq, seat, action, v, code) AS (",
            );
            q.push_values(batch, |mut row, a| {
                row.push_bind(a.game_id)
                    .push_bind(i64::from(a.seq))
                    .push_bind(i64::from(a.seat))
                    .push_bind(a.action.as_str())
                    .push_bind(v_i64(a.v))
                    .push_bind(a.code.as_str());
            });
            q.push(
                "), ins AS (INSERT INTO actions (game_id, seq, seat, action, v) \
                 SELECT game_id, seq, seat, action, v FROM nv) \
                 UPDATE lobbies SET v = (SELECT MAX(nv.v) FROM nv WHERE nv.code = lobbies.code) \
                 WHERE code IN (SELECT code FROM nv)",
            );
            q.build().execute(pool).await?;
            Ok(())
        }
        // SQLite has no data-modifying CTEs: an insert and an update in one transaction.
        Pool::Sqlite(pool) => {
            let mut tx = pool.begin().await?;
            let mut insert = QueryBuilder::<sqlx::Sqlite>::new(
                "INSERT INTO actions (game_id, seq, seat, action, v) ",
            );
            insert.push_values(batch, |mut row, a| {
                row.push_bind(a.game_id)
                    .push_bind(i64::from(a.seq))
                    .push_bind(i64::from(a.seat))
                    .push_bind(a.action.as_str())
                    .push_bind(v_i64(a.v));
            });
            insert.build().execute(&mut *tx).await?;
            let mut update = QueryBuilder::<sqlx::Sqlite>::new("WITH nv (code, v) AS (");
            update.push_values(batch, |mut row, a| {
                row.push_bind(a.code.as_str()).push_bind(v_i64(a.v));
            });
            update.push(
                ") UPDATE lobbies SET v = (SELECT MAX(nv.v) FROM nv WHERE nv.code = lobbies.code) \
                 WHERE code IN (SELECT code FROM nv)",
            );
            update.build().execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(())
        }
    }
}

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
    })
}

impl Store {
    /// Opens the database named by `url` and runs its migrations: `sqlite://PATH` (the file
    /// and its folder are created if missing) or `postgres://USER[:PASSWORD]@HOST[:PORT]/DB`.
    ///
    /// # Errors
    /// An unsupported URL, an unreachable database or a failed migration.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = if url.starts_with("sqlite:") {
            Pool::Sqlite(connect_sqlite(url).await?)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Pool::Postgres(connect_postgres(url).await?)
        } else {
            return Err(StoreError::UnsupportedUrl(url.to_owned()));
        };
        let writer = LogWriter::spawn(pool.clone());
        Ok(Self { pool, writer })
    }

    /// The pool, for tests and tools that need raw access.
    #[must_use]
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// The backend's name: `sqlite` or `postgres`.
    #[must_use]
    pub fn backend(&self) -> &'static str {
        match self.pool {
            Pool::Sqlite(_) => "sqlite",
            Pool::Postgres(_) => "postgres",
        }
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> bool {
        with_pool!(&self.pool, pool, _Db => sqlx::query("SELECT 1").execute(pool).await.is_ok())
    }

    /// Flushes and closes every connection (at shutdown).
    pub async fn close(&self) {
        with_pool!(&self.pool, pool, _Db => pool.close().await);
    }

    /// Records a new lobby.
    ///
    /// # Errors
    /// The database failed (a duplicate code included).
    pub async fn create_lobby(
        &self,
        code: &str,
        config: &GameConfig,
        public: bool,
    ) -> Result<(), StoreError> {
        let config = serde_json::to_string(config)?;
        with_pool!(&self.pool, pool, _Db => {
            sqlx::query(
                "INSERT INTO lobbies (code, config, public, status, v, host, created_at)
                 VALUES ($1, $2, $3, 'open', 0, NULL, $4)",
            )
            .bind(code)
            .bind(&config)
            .bind(public)
            .bind(now_secs())
            .execute(pool)
            .await?;
        });
        Ok(())
    }

    /// Records the lobby's status, version and host (for changes that touch nothing else).
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_lobby(
        &self,
        code: &str,
        status: LobbyStatus,
        v: Version,
        host: Option<Seat>,
    ) -> Result<(), StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            sqlx::query("UPDATE lobbies SET status = $1, v = $2, host = $3 WHERE code = $4")
                .bind(status_str(status))
                .bind(v_i64(v))
                .bind(host_i64(host))
                .bind(code)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Marks a lobby closed (reaped): it is not brought back at the next start.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_lobby(&self, code: &str) -> Result<(), StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            sqlx::query("UPDATE lobbies SET status = 'closed' WHERE code = $1")
                .bind(code)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Records a taken seat (with the token's hash, never the token) and the lobby's version.
    ///
    /// # Errors
    /// The database failed.
    pub async fn put_seat(
        &self,
        code: &str,
        seat: Seat,
        name: &str,
        token_hash: &str,
        v: Version,
        host: Option<Seat>,
    ) -> Result<(), StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO seats (lobby, seat, name, token_hash) VALUES ($1, $2, $3, $4)",
            )
            .bind(code)
            .bind(i64::from(seat))
            .bind(name)
            .bind(token_hash)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE lobbies SET v = $1, host = $2 WHERE code = $3")
                .bind(v_i64(v))
                .bind(host_i64(host))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Frees a seat and records the lobby's version.
    ///
    /// # Errors
    /// The database failed.
    pub async fn remove_seat(
        &self,
        code: &str,
        seat: Seat,
        v: Version,
        host: Option<Seat>,
    ) -> Result<(), StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM seats WHERE lobby = $1 AND seat = $2")
                .bind(code)
                .bind(i64::from(seat))
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE lobbies SET v = $1, host = $2 WHERE code = $3")
                .bind(v_i64(v))
                .bind(host_i64(host))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Records one seat's lobby state (ready, Character, rematch request) and the lobby's version.
    ///
    /// # Errors
    /// The database failed, or the seat is not taken: nothing was recorded.
    pub async fn set_seat_state(
        &self,
        code: &str,
        seat: Seat,
        ready: bool,
        character: Option<&str>,
        rematch: bool,
        v: Version,
    ) -> Result<(), StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            let changed = sqlx::query(
                "UPDATE seats SET ready = $1, character_name = $2, rematch = $3
                 WHERE lobby = $4 AND seat = $5",
            )
            .bind(ready)
            .bind(character)
            .bind(rematch)
            .bind(code)
            .bind(i64::from(seat))
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed != 1 {
                return Err(StoreError::Corrupt(format!("lobby {code} has no seat {seat}")));
            }
            sqlx::query("UPDATE lobbies SET v = $1 WHERE code = $2")
                .bind(v_i64(v))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Records a new game like [`Store::start_game`] and, in the same transaction, the seats as
    /// they stand at its start (who sits where, ready and rematch reset, Characters) and the
    /// host.
    ///
    /// # Errors
    /// The database failed: nothing was recorded.
    #[allow(clippy::too_many_arguments)]
    pub async fn start_game_with_seats(
        &self,
        code: &str,
        game_no: u32,
        kind: GameKind,
        setup: &str,
        seed: u64,
        v: Version,
        host: Option<Seat>,
        seats: &[StoredSeat],
    ) -> Result<i64, StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM seats WHERE lobby = $1")
                .bind(code)
                .execute(&mut *tx)
                .await?;
            for s in seats {
                sqlx::query(
                    "INSERT INTO seats (lobby, seat, name, token_hash, ready, character_name, rematch)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(code)
                .bind(i64::from(s.seat))
                .bind(&s.name)
                .bind(&s.token_hash)
                .bind(s.ready)
                .bind(s.character.as_deref())
                .bind(s.rematch)
                .execute(&mut *tx)
                .await?;
            }
            let id: i64 = sqlx::query(
                "INSERT INTO games (lobby, game_no, kind, config, seed, status, started_at)
                 VALUES ($1, $2, $3, $4, $5, 'playing', $6) RETURNING id",
            )
            .bind(code)
            .bind(i64::from(game_no))
            .bind(kind_str(kind))
            .bind(setup)
            .bind(seed.to_string())
            .bind(now_secs())
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
            sqlx::query("UPDATE lobbies SET status = 'playing', v = $1, host = $2 WHERE code = $3")
                .bind(v_i64(v))
                .bind(host_i64(host))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(id)
        })
    }

    /// Records a new game (status playing) with its setup (configuration, Characters and player
    /// names, as JSON) and the lobby's version; returns the game's id.
    ///
    /// # Errors
    /// The database failed.
    pub async fn start_game(
        &self,
        code: &str,
        game_no: u32,
        kind: GameKind,
        setup: &str,
        seed: u64,
        v: Version,
    ) -> Result<i64, StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            let id: i64 = sqlx::query(
                "INSERT INTO games (lobby, game_no, kind, config, seed, status, started_at)
                 VALUES ($1, $2, $3, $4, $5, 'playing', $6) RETURNING id",
            )
            .bind(code)
            .bind(i64::from(game_no))
            .bind(kind_str(kind))
            .bind(setup)
            .bind(seed.to_string())
            .bind(now_secs())
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
            sqlx::query("UPDATE lobbies SET status = 'playing', v = $1 WHERE code = $2")
                .bind(v_i64(v))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(id)
        })
    }

    /// Appends one action to a game's log, with the version it produces. Returns once committed
    /// (possibly in one transaction with other lobbies' actions: see [`LogWriter`]).
    ///
    /// # Errors
    /// The database failed: nothing was recorded.
    pub async fn append_action(
        &self,
        code: &str,
        game_id: i64,
        seq: u32,
        seat: Seat,
        action: &str,
        v: Version,
    ) -> Result<(), StoreError> {
        let (done, committed) = oneshot::channel();
        let append = Append {
            code: code.to_owned(),
            game_id,
            seq,
            seat,
            action: action.to_owned(),
            v,
            done,
        };
        self.writer
            .tx
            .send(append)
            .await
            .map_err(|_| StoreError::WriterGone)?;
        committed.await.map_err(|_| StoreError::WriterGone)?
    }

    /// Records a game's result (the game and its lobby become finished) and the lobby's version.
    ///
    /// # Errors
    /// The database failed.
    pub async fn finish_game(
        &self,
        code: &str,
        game_id: i64,
        result: &GameResult,
        v: Version,
    ) -> Result<(), StoreError> {
        let result = serde_json::to_string(result)?;
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "UPDATE games SET status = 'finished', result = $1, ended_at = $2 WHERE id = $3",
            )
            .bind(&result)
            .bind(now_secs())
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE lobbies SET status = 'finished', v = $1 WHERE code = $2")
                .bind(v_i64(v))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Marks a game and its lobby aborted (after an engine fault).
    ///
    /// # Errors
    /// The database failed.
    pub async fn abort_game(&self, code: &str, game_id: i64, v: Version) -> Result<(), StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query("UPDATE games SET status = 'aborted', ended_at = $1 WHERE id = $2")
                .bind(now_secs())
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE lobbies SET status = 'aborted', v = $1 WHERE code = $2")
                .bind(v_i64(v))
                .bind(code)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Every lobby that is not closed or aborted, with its seats and its last game's log.
    ///
    /// Four queries whatever the number of lobbies (lobbies, seats, last games, their logs), so
    /// recovery at start costs the same few round trips on PostgreSQL as on SQLite.
    ///
    /// # Errors
    /// The database failed or holds data that does not parse.
    pub async fn load_live(&self) -> Result<Vec<StoredLobby>, StoreError> {
        let mut lobbies = Vec::new();
        let mut index = HashMap::new();
        let mut games: HashMap<i64, usize> = HashMap::new();
        with_pool!(&self.pool, pool, _Db => {
            let rows = sqlx::query(
                "SELECT code, config, public, status, v, host FROM lobbies
                 WHERE status IN ('open', 'playing', 'finished') ORDER BY created_at, code",
            )
            .fetch_all(pool)
            .await?;
            for row in rows {
                let code: String = row.try_get("code")?;
                let config: String = row.try_get("config")?;
                let status: String = row.try_get("status")?;
                let host: Option<i64> = row.try_get("host")?;
                index.insert(code.clone(), lobbies.len());
                lobbies.push(StoredLobby {
                    config: serde_json::from_str(&config)?,
                    public: row.try_get("public")?,
                    status: parse_status(&status)?,
                    v: narrow(row.try_get::<i64, _>("v")?, "version")?,
                    host: host.map(|h| narrow(h, "host seat")).transpose()?,
                    seats: Vec::new(),
                    game: None,
                    code,
                });
            }
            let seats = sqlx::query(
                "SELECT s.lobby, s.seat, s.name, s.token_hash, s.ready, s.character_name, s.rematch
                 FROM seats s
                 JOIN lobbies l ON l.code = s.lobby
                 WHERE l.status IN ('open', 'playing', 'finished') ORDER BY s.lobby, s.seat",
            )
            .fetch_all(pool)
            .await?;
            for r in seats {
                let code: String = r.try_get("lobby")?;
                if let Some(&i) = index.get(&code) {
                    lobbies[i].seats.push(StoredSeat {
                        seat: narrow(r.try_get::<i64, _>("seat")?, "seat")?,
                        name: r.try_get("name")?,
                        token_hash: r.try_get("token_hash")?,
                        ready: r.try_get("ready")?,
                        character: r.try_get("character_name")?,
                        rematch: r.try_get("rematch")?,
                    });
                }
            }
            let rows = sqlx::query(
                "SELECT g.id, g.lobby, g.game_no, g.config, g.seed, g.result FROM games g
                 JOIN lobbies l ON l.code = g.lobby
                 WHERE l.status IN ('open', 'playing', 'finished')
                   AND g.game_no = (SELECT MAX(game_no) FROM games WHERE lobby = g.lobby)",
            )
            .fetch_all(pool)
            .await?;
            for g in rows {
                let code: String = g.try_get("lobby")?;
                let Some(&i) = index.get(&code) else { continue };
                let id: i64 = g.try_get("id")?;
                let seed: String = g.try_get("seed")?;
                let result: Option<String> = g.try_get("result")?;
                lobbies[i].game = Some(game_from_parts(
                    id,
                    g.try_get("game_no")?,
                    g.try_get("config")?,
                    &seed,
                    result.as_deref(),
                    Vec::new(),
                )?);
                games.insert(id, i);
            }
            let actions = sqlx::query(
                "SELECT a.game_id, a.seat, a.action FROM actions a
                 JOIN games g ON g.id = a.game_id
                 JOIN lobbies l ON l.code = g.lobby
                 WHERE l.status IN ('open', 'playing', 'finished')
                   AND g.game_no = (SELECT MAX(game_no) FROM games WHERE lobby = g.lobby)
                 ORDER BY a.game_id, a.seq",
            )
            .fetch_all(pool)
            .await?;
            for r in actions {
                let id: i64 = r.try_get("game_id")?;
                if let Some(game) = games.get(&id).and_then(|&i| lobbies[i].game.as_mut()) {
                    game.actions.push((
                        narrow(r.try_get::<i64, _>("seat")?, "seat")?,
                        r.try_get("action")?,
                    ));
                }
            }
        });
        Ok(lobbies)
    }

    /// One game by id, with its full log, whatever its status (`None` if there is none).
    ///
    /// # Errors
    /// The database failed or holds data that does not parse.
    pub async fn load_game(&self, id: i64) -> Result<Option<GameRecordRow>, StoreError> {
        with_pool!(&self.pool, pool, _Db => {
            let Some(g) = sqlx::query(
                "SELECT lobby, game_no, kind, config, seed, status, result, started_at, ended_at
                 FROM games WHERE id = $1",
            )
            .bind(id)
            .fetch_optional(pool)
            .await?
            else {
                return Ok(None);
            };
            let actions = sqlx::query("SELECT seat, action FROM actions WHERE game_id = $1 ORDER BY seq")
                .bind(id)
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(|r| {
                    Ok((
                        narrow(r.try_get::<i64, _>("seat")?, "seat")?,
                        r.try_get("action")?,
                    ))
                })
                .collect::<Result<Vec<_>, StoreError>>()?;
            let kind: String = g.try_get("kind")?;
            let status: String = g.try_get("status")?;
            let seed: String = g.try_get("seed")?;
            let result: Option<String> = g.try_get("result")?;
            Ok(Some(GameRecordRow {
                lobby: g.try_get("lobby")?,
                kind: parse_kind(&kind)?,
                status: parse_game_status(&status)?,
                started_at: g.try_get("started_at")?,
                ended_at: g.try_get("ended_at")?,
                game: game_from_parts(
                    id,
                    g.try_get("game_no")?,
                    g.try_get("config")?,
                    &seed,
                    result.as_deref(),
                    actions,
                )?,
            }))
        })
    }
}

async fn connect_sqlite(url: &str) -> Result<SqlitePool, StoreError> {
    let options = SqliteConnectOptions::from_str(url)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // WAL + NORMAL: a commit survives a crash of the server process (not of the OS).
        .synchronous(SqliteSynchronous::Normal)
        // SQLite's automatic checkpoint runs inside the COMMIT that crosses 1,000 WAL pages,
        // while other connections keep appending; measured, it froze one lobby's commit for
        // 12 s under load. Checkpoints run from a background task instead (see `checkpoints`).
        .pragma("wal_autocheckpoint", "0")
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5));
    if let Some(dir) = options.get_filename().parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let pool = SqlitePoolOptions::new()
        .max_connections(4)
        .connect_with(options)
        .await?;
    sqlx::migrate!("../migrations/sqlite").run(&pool).await?;
    tokio::spawn(checkpoints(pool.clone()));
    Ok(pool)
}

/// How long the first connection to PostgreSQL may take before the server says it cannot reach it.
const PG_FIRST_CONNECT: Duration = Duration::from_secs(3);

/// Where a PostgreSQL URL points, for messages: `host:port/database`, never the user or password.
fn pg_target(options: &PgConnectOptions) -> String {
    let host = match options.get_socket() {
        Some(socket) => socket.display().to_string(),
        None => options.get_host().to_owned(),
    };
    let database = options.get_database().unwrap_or("(default database)");
    format!("{host}:{}/{database}", options.get_port())
}

/// One connection to PostgreSQL, or a quick, clear error naming where it was tried (a pool
/// would retry silently until its acquire timeout and then only say "pool timed out").
async fn first_pg_connection(options: &PgConnectOptions) -> Result<sqlx::PgConnection, StoreError> {
    use sqlx::ConnectOptions as _;
    let unreachable = |reason: String| StoreError::Unreachable {
        target: pg_target(options),
        reason,
    };
    match tokio::time::timeout(PG_FIRST_CONNECT, options.connect()).await {
        Ok(Ok(conn)) => Ok(conn),
        Ok(Err(e)) => Err(unreachable(e.to_string())),
        Err(_) => Err(unreachable(format!(
            "no answer within {} s",
            PG_FIRST_CONNECT.as_secs()
        ))),
    }
}

async fn connect_postgres(url: &str) -> Result<PgPool, StoreError> {
    // PostgreSQL's default synchronous_commit (on) makes every commit durable before it returns.
    let options = PgConnectOptions::from_str(url)?.application_name("albion-server");
    // Fail fast, and say where, when the server is not there.
    sqlx::Connection::close(first_pg_connection(&options).await?).await?;
    let pool = PgPoolOptions::new()
        .max_connections(PG_CONNECTIONS)
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options)
        .await?;
    sqlx::migrate!("../migrations/postgres").run(&pool).await?;
    Ok(pool)
}

/// Key of the PostgreSQL session advisory lock an `albion-server` holds on its database
/// (`"ALBION\0\0"` as a number: any fixed value other programs are unlikely to use).
const PG_SERVER_LOCK: i64 = 0x414c_4249_4f4e_0000;

/// Proof that this process is the only server on its database, held for the process's lifetime.
///
/// Two servers on one database would each bring back the same lobbies and run them side by
/// side, each writing its own version of their games. SQLite: an exclusive OS lock on
/// `PATH.lock`, next to the database file, released by the OS when the process ends however it
/// ends. PostgreSQL: a session advisory lock on a connection of its own, released when that
/// session ends.
#[derive(Debug)]
pub struct ServerLock {
    _held: Held,
}

#[derive(Debug)]
enum Held {
    File {
        _locked: std::fs::File,
    },
    Postgres {
        _session: sqlx::PgConnection,
    },
    /// An in-memory SQLite database: nothing to share.
    Nothing,
}

impl ServerLock {
    /// Takes the database named by `url` for this process, waiting up to `wait` while another
    /// process holds it: after a crash, PostgreSQL may take a moment to notice that the old
    /// server's session is gone, and a supervisor restarts the server at once.
    ///
    /// # Errors
    /// Another process still holds it after `wait` ([`StoreError::InUse`]), the lock file
    /// cannot be created, or the database is unreachable.
    pub async fn acquire(url: &str, wait: Duration) -> Result<Self, StoreError> {
        let deadline = tokio::time::Instant::now() + wait;
        let mut told = false;
        loop {
            match Self::try_acquire(url).await {
                Err(StoreError::InUse(why)) if tokio::time::Instant::now() < deadline => {
                    if !told {
                        tracing::warn!("{why}; waiting up to {}s for it", wait.as_secs());
                        told = true;
                    }
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                other => return other,
            }
        }
    }

    async fn try_acquire(url: &str) -> Result<Self, StoreError> {
        let held = if url.starts_with("sqlite:") {
            if url.contains(":memory:") || url.contains("mode=memory") {
                Held::Nothing
            } else {
                let options = SqliteConnectOptions::from_str(url)?;
                Held::File {
                    _locked: lock_file(options.get_filename())?,
                }
            }
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            let options = PgConnectOptions::from_str(url)?.application_name("albion-server lock");
            let mut conn = first_pg_connection(&options).await?;
            let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
                .bind(PG_SERVER_LOCK)
                .fetch_one(&mut conn)
                .await?;
            if !locked {
                return Err(StoreError::InUse(format!(
                    "another albion-server is serving the PostgreSQL database {} (it holds \
                     advisory lock {PG_SERVER_LOCK}); only one server may run per database",
                    pg_target(&options)
                )));
            }
            Held::Postgres { _session: conn }
        } else {
            return Err(StoreError::UnsupportedUrl(url.to_owned()));
        };
        Ok(Self { _held: held })
    }
}

/// Creates (if needed) and locks `DB.lock` next to the SQLite file `db`.
fn lock_file(db: &std::path::Path) -> Result<std::fs::File, StoreError> {
    if let Some(dir) = db.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    let path = std::path::PathBuf::from(name);
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(StoreError::InUse(format!(
            "another albion-server is serving the SQLite database {} (it holds the lock on {}); \
             only one server may run per database",
            db.display(),
            path.display()
        ))),
        Err(std::fs::TryLockError::Error(e)) => Err(StoreError::Io(e)),
    }
}
