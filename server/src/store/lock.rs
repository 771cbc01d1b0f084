//! One single server per database, or the nodes of one cluster (several nodes share it, a single
//! server never runs beside them).

use super::StoreError;
use super::connect::{first_pg_connection, pg_target};
use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use std::str::FromStr;
use std::time::Duration;

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
        Self::acquire_as(url, wait, false).await
    }

    /// Like [`ServerLock::acquire`], for a node of a cluster: PostgreSQL only, and shared with
    /// the other nodes (each lobby is leased to one of them), yet never with a single server.
    ///
    /// # Errors
    /// A single server holds the database, or the database is unreachable.
    pub async fn acquire_shared(url: &str, wait: Duration) -> Result<Self, StoreError> {
        Self::acquire_as(url, wait, true).await
    }

    async fn acquire_as(url: &str, wait: Duration, shared: bool) -> Result<Self, StoreError> {
        let deadline = tokio::time::Instant::now() + wait;
        let mut told = false;
        loop {
            match Self::try_acquire(url, shared).await {
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

    async fn try_acquire(url: &str, shared: bool) -> Result<Self, StoreError> {
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
            let query = if shared {
                "SELECT pg_try_advisory_lock_shared($1)"
            } else {
                "SELECT pg_try_advisory_lock($1)"
            };
            let locked: bool = sqlx::query_scalar(query)
                .bind(PG_SERVER_LOCK)
                .fetch_one(&mut conn)
                .await?;
            if !locked && shared {
                return Err(StoreError::InUse(format!(
                    "a single albion-server (without --nats-url) is serving the PostgreSQL \
                     database {}; stop it before starting cluster nodes",
                    pg_target(&options)
                )));
            }
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
