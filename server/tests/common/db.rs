//! Test databases: a fresh SQLite file, or a fresh PostgreSQL database per test.
//!
//! PostgreSQL tests connect to `ALBION_TEST_POSTGRES_URL` (default
//! `postgres://postgres@127.0.0.1:5432/test`, CI's database), create a database of their own there
//! so that tests run in parallel, and drop it when done. When the server is unreachable they
//! **fail** if `CI` is set (as CI machines set it) and otherwise skip with a notice on stderr.

use super::in_ci;
use sqlx::Connection as _;
use sqlx::postgres::PgConnection;
use std::sync::atomic::{AtomicU32, Ordering};

/// The server the PostgreSQL tests use.
pub fn postgres_base_url() -> String {
    std::env::var("ALBION_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// A database that exists for one test.
#[derive(Debug)]
pub struct TestDb {
    /// The URL to give the server.
    pub url: String,
    /// The PostgreSQL database to drop at the end, if any.
    pg_name: Option<String>,
    /// The SQLite file's folder, removed at the end.
    _dir: Option<tempfile::TempDir>,
}

impl TestDb {
    /// A fresh SQLite file in a temporary folder.
    pub fn sqlite() -> Self {
        let dir = tempfile::tempdir().unwrap();
        Self {
            url: format!("sqlite://{}", dir.path().join("albion.db").display()),
            pg_name: None,
            _dir: Some(dir),
        }
    }

    /// A fresh, empty PostgreSQL database, or `None` (with a notice) when PostgreSQL is not
    /// reachable outside CI.
    ///
    /// # Panics
    /// In CI, when PostgreSQL is not reachable.
    pub async fn postgres() -> Option<Self> {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let base = postgres_base_url();
        let mut admin = match PgConnection::connect(&base).await {
            Ok(c) => c,
            Err(e) if in_ci() => {
                panic!("PostgreSQL at {base} is unreachable in CI (CI is set): {e}")
            }
            Err(e) => {
                eprintln!(
                    "notice: skipping a PostgreSQL test: {base} is unreachable ({e}); \
                     set ALBION_TEST_POSTGRES_URL or start PostgreSQL (CI=true makes this fail)"
                );
                return None;
            }
        };
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let name = format!(
            "albion_t{}_{}_{nanos}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        );
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .unwrap();
        admin.close().await.unwrap();
        let mut url = url_without_db(&base);
        url.push('/');
        url.push_str(&name);
        Some(Self {
            url,
            pg_name: Some(name),
            _dir: None,
        })
    }

    /// A database of the named backend (`"sqlite"` or `"postgres"`).
    pub async fn of(backend: &str) -> Option<Self> {
        match backend {
            "sqlite" => Some(Self::sqlite()),
            "postgres" => Self::postgres().await,
            other => panic!("unknown backend {other}"),
        }
    }
}

/// The URL up to (not including) the path: `postgres://user@host:port`.
fn url_without_db(url: &str) -> String {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    let end = url[after_scheme..]
        .find(['/', '?'])
        .map_or(url.len(), |i| after_scheme + i);
    url[..end].to_owned()
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some(name) = self.pg_name.take() else {
            return;
        };
        let base = postgres_base_url();
        // Drop runs inside the test's runtime: drop the database from a thread of its own.
        let dropped = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async {
                let mut admin = PgConnection::connect(&base).await.ok()?;
                sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                )))
                .execute(&mut admin)
                .await
                .ok()?;
                admin.close().await.ok()
            })
        })
        .join();
        if !matches!(dropped, Ok(Some(()))) {
            eprintln!("notice: could not drop the test database");
        }
    }
}

/// A game to start that records no seats (the store's log tests need only the game).
pub fn new_game(
    game_no: u32,
    kind: protocol::GameKind,
    setup: &str,
    seed: u64,
    v: protocol::Version,
) -> server::store::NewGame<'_> {
    server::store::NewGame {
        game_no,
        kind,
        setup,
        seed,
        v,
        host: None,
        seats: &[],
    }
}
