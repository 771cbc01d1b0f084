//! Each backend's pool: opened, migrated and (SQLite) checkpointed.

use super::{PG_CONNECTIONS, StoreError};
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::str::FromStr;
use std::time::Duration;

/// How often the WAL is checkpointed into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// WAL frames (pages of 4 KiB) beyond which a checkpoint makes the WAL start again from its
/// beginning (`RESTART`): 16 MiB.
const WAL_RESTART_FRAMES: i64 = 4096;

/// The size the WAL file is cut back to when it starts again, if it grew beyond it.
const WAL_SIZE_LIMIT: &str = "67108864";

/// Checkpoints the WAL every second. Ends when the pool is closed.
async fn checkpoints(pool: SqlitePool) {
    let mut tick = tokio::time::interval(CHECKPOINT_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        if pool.is_closed() {
            return;
        }
        if let Err(e) = checkpoint(&pool, WAL_RESTART_FRAMES).await {
            if pool.is_closed() {
                return;
            }
            tracing::warn!(error = %e, "WAL checkpoint failed");
        }
    }
}

/// One checkpoint, without waiting on readers or writers (`PASSIVE`), so that a commit does not
/// pay for it. Under steady load that is not enough: a passive checkpoint copies the frames that
/// were in the WAL when it began, the log writer appends more meanwhile, and the WAL, which only
/// starts again from its beginning once every frame is copied, grows without end (measured: 850
/// MB in 14 s of the Camelot load test, with every new page of the file zeroed by the kernel as it
/// is first written). So when the WAL holds more than `restart_frames` frames after it, a `RESTART`
/// checkpoint copies the few frames left, holding writers back (the log writer's next commit waits
/// that long, a few milliseconds), and the next commit starts the WAL again from its beginning.
/// Returns the frames in the WAL after the passive checkpoint.
async fn checkpoint(pool: &SqlitePool, restart_frames: i64) -> Result<i64, sqlx::Error> {
    // (busy, frames in the WAL, frames checkpointed)
    let (_, frames, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)")
        .fetch_one(pool)
        .await?;
    if frames > restart_frames {
        sqlx::query("PRAGMA wal_checkpoint(RESTART)")
            .execute(pool)
            .await?;
    }
    Ok(frames)
}

/// The SQLite file's two pools: `(reads, writes)`.
///
/// Every write goes through the one connection of `writes`. SQLite lets one connection write at a
/// time anyway, and a connection's page cache is thrown away whenever another connection wrote
/// since it last read: with writes spread over a pool, the log writer's connection found its cache
/// gone after every lobby-row write (a game over, a new game) and read its pages from the file
/// again (measured under the Camelot load line: 0.69 `pread` per action, about 3 % of the server's
/// CPU, with another connection's cold writes beside it). With one writing connection its cache
/// stays good from one write to the next, and writers wait for each other in the pool, in order,
/// instead of in SQLite's busy handler. Reads and the checkpoints use the other pool.
pub(super) async fn connect_sqlite(url: &str) -> Result<(SqlitePool, SqlitePool), StoreError> {
    let options = SqliteConnectOptions::from_str(url)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // WAL + NORMAL: a commit survives a crash of the server process (not of the OS).
        .synchronous(SqliteSynchronous::Normal)
        // SQLite's automatic checkpoint runs inside the COMMIT that crosses 1,000 WAL pages,
        // while other connections keep appending; measured, it froze one lobby's commit for
        // 12 s under load. Checkpoints run from a background task instead (see `checkpoints`).
        .pragma("wal_autocheckpoint", "0")
        // A WAL that once grew large is cut back when it starts again.
        .pragma("journal_size_limit", WAL_SIZE_LIMIT)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5));
    if let Some(dir) = options.get_filename().parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let writes = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options.clone())
        .await?;
    sqlx::migrate!("../migrations/sqlite").run(&writes).await?;
    let reads = SqlitePoolOptions::new()
        .max_connections(4)
        .connect_with(options)
        .await?;
    tokio::spawn(checkpoints(reads.clone()));
    Ok((reads, writes))
}

/// How long the first connection to PostgreSQL may take before the server says it cannot reach it.
const PG_FIRST_CONNECT: Duration = Duration::from_secs(3);

/// Where a PostgreSQL URL points, for messages: `host:port/database`, never the user or password.
pub(super) fn pg_target(options: &PgConnectOptions) -> String {
    let host = match options.get_socket() {
        Some(socket) => socket.display().to_string(),
        None => options.get_host().to_owned(),
    };
    let database = options.get_database().unwrap_or("(default database)");
    format!("{host}:{}/{database}", options.get_port())
}

/// One connection to PostgreSQL, or a quick, clear error naming where it was tried (a pool
/// would retry silently until its acquire timeout and then only say "pool timed out").
pub(super) async fn first_pg_connection(
    options: &PgConnectOptions,
) -> Result<sqlx::PgConnection, StoreError> {
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

/// Waits up to `wait` for the database named by `url` to answer, trying again every half second
/// and saying so in the log (at most every five seconds): a container started beside its
/// database (Compose, a supervisor after a reboot) may start first. SQLite answers at once; a
/// zero `wait` tries once.
///
/// # Errors
/// The last [`StoreError::Unreachable`] when PostgreSQL still does not answer after `wait`, or
/// an URL that cannot be parsed.
pub async fn wait_for_database(url: &str, wait: Duration) -> Result<(), StoreError> {
    if !(url.starts_with("postgres:") || url.starts_with("postgresql:")) {
        return Ok(());
    }
    let options = PgConnectOptions::from_str(url)?.application_name("albion-server");
    let deadline = tokio::time::Instant::now() + wait;
    let mut told: Option<tokio::time::Instant> = None;
    loop {
        match first_pg_connection(&options).await {
            Ok(conn) => {
                if told.is_some() {
                    tracing::info!("PostgreSQL at {} answers", pg_target(&options));
                }
                return Ok(sqlx::Connection::close(conn).await?);
            }
            Err(e @ StoreError::Unreachable { .. }) => {
                let now = tokio::time::Instant::now();
                if now >= deadline {
                    return Err(e);
                }
                if told.is_none_or(|at| now.duration_since(at) >= Duration::from_secs(5)) {
                    let left = deadline.duration_since(now).as_secs();
                    tracing::warn!("{e}; waiting for it (up to {left} s more)");
                    told = Some(now);
                }
                tokio::time::sleep(Duration::from_millis(500).min(deadline - now)).await;
            }
            Err(e) => return Err(e),
        }
    }
}

/// How long a cluster node lets the database take, derived from its lease: every wait is well
/// under a lease, so that a stalled database, a cut link or another node frozen while holding a
/// row lock costs a node a fraction of a lease, never its other lobbies' leases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// `statement_timeout`: the longest one statement may run.
    pub statement: Duration,
    /// `lock_timeout`: the longest a statement waits for a row lock.
    pub lock: Duration,
    /// `idle_in_transaction_session_timeout`: a session that sits in an open transaction this
    /// long (its process frozen, say) is ended by the server, and its locks with it.
    pub idle_in_transaction: Duration,
    /// The longest a caller waits for a free connection of the pool.
    pub acquire: Duration,
}

impl Bounds {
    /// The bounds for a cluster node whose lease is `lease`.
    #[must_use]
    pub fn for_lease(lease: Duration) -> Self {
        let third = bound_for_lease(lease);
        Self {
            statement: (lease / 2).max(Duration::from_millis(200)),
            lock: third,
            idle_in_transaction: (lease / 4).max(Duration::from_millis(100)),
            acquire: third,
        }
    }
}

/// The longest a cluster node waits for one database call of its own (a renewal, a takeover),
/// for a lock or for a pooled connection: a third of the lease (a renewal that fails twice in a
/// row is still within the five sixths of a lease after which the node gives the lobby up), at
/// least 100 ms.
#[must_use]
pub fn bound_for_lease(lease: Duration) -> Duration {
    (lease / 3).max(Duration::from_millis(100))
}

pub(super) async fn connect_postgres(
    url: &str,
    bounds: Option<Bounds>,
) -> Result<PgPool, StoreError> {
    // PostgreSQL's default synchronous_commit (on) makes every commit durable before it returns.
    let options = PgConnectOptions::from_str(url)?.application_name("albion-server");
    // Fail fast, and say where, when the server is not there. The migrations run on this first
    // connection, without the bounds below (a migration may take longer than a statement of play).
    sqlx::Connection::close(first_pg_connection(&options).await?).await?;
    let migrating = PgPoolOptions::new()
        .max_connections(1)
        .connect_with(options.clone())
        .await?;
    sqlx::migrate!("../migrations/postgres")
        .run(&migrating)
        .await?;
    migrating.close().await;
    let (options, acquire) = match bounds {
        None => (options, Duration::from_secs(10)),
        Some(b) => {
            let ms = |d: Duration| format!("{}ms", d.as_millis());
            let options = options.options([
                ("statement_timeout", ms(b.statement)),
                ("lock_timeout", ms(b.lock)),
                (
                    "idle_in_transaction_session_timeout",
                    ms(b.idle_in_transaction),
                ),
            ]);
            (options, b.acquire)
        }
    };
    let pool = PgPoolOptions::new()
        .max_connections(PG_CONNECTIONS)
        .acquire_timeout(acquire)
        .connect_with(options)
        .await?;
    Ok(pool)
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn insert(conn: &mut sqlx::SqliteConnection) {
        sqlx::query("INSERT INTO scratch (body) VALUES (zeroblob(3000))")
            .execute(conn)
            .await
            .unwrap();
    }

    /// A checkpoint that finds the WAL over its bound makes it start again from its beginning,
    /// although a write was in progress while it copied (as the log writer's always is at full
    /// load): the next commit finds far fewer frames in the WAL than there were. A passive
    /// checkpoint alone leaves the frames committed during it uncopied, and the WAL grows on.
    #[tokio::test]
    async fn a_wal_over_its_bound_starts_again_though_a_write_was_in_progress() {
        for (bound, restarts) in [(16, true), (i64::MAX, false)] {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("wal.db").display());
            let (pool, writes) = connect_sqlite(&url).await.unwrap();
            let mut conn = writes.acquire().await.unwrap();
            sqlx::query("CREATE TABLE scratch (id INTEGER PRIMARY KEY, body BLOB NOT NULL)")
                .execute(&mut *conn)
                .await
                .unwrap();
            for _ in 0..50 {
                insert(&mut conn).await;
            }
            // A write in progress while the checkpoint starts; it commits 100 ms later.
            sqlx::query("BEGIN IMMEDIATE")
                .execute(&mut *conn)
                .await
                .unwrap();
            insert(&mut conn).await;
            let during = tokio::spawn({
                let pool = pool.clone();
                async move {
                    // The pool's own checkpoint task may be checkpointing at this moment: SQLite
                    // then answers busy (-1 frames) and the test's checkpoint did not run.
                    loop {
                        let frames = checkpoint(&pool, bound).await.unwrap();
                        if frames >= 0 {
                            break frames;
                        }
                        tokio::time::sleep(Duration::from_millis(5)).await;
                    }
                }
            });
            tokio::time::sleep(Duration::from_millis(100)).await;
            sqlx::query("COMMIT").execute(&mut *conn).await.unwrap();
            let before = during.await.unwrap();
            insert(&mut conn).await;
            let (_, after, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)")
                .fetch_one(&mut *conn)
                .await
                .unwrap();
            assert!(before > 50, "{before} frames before");
            assert_eq!(
                after < before,
                restarts,
                "bound {bound}: {before} frames in the WAL at the checkpoint, {after} after the next commit"
            );
            drop(conn);
            pool.close().await;
            writes.close().await;
        }
    }
}
