//! Leases: which node holds which lobby when several nodes share one PostgreSQL database.
//!
//! A lobby row names its holder (`node`), a fencing token (`epoch`, raised by one at every
//! takeover) and the end of the hold (`lease_until`, milliseconds by the database's own clock, so
//! the nodes' clocks never matter). A node takes a lobby that nobody holds or whose lease ran out,
//! renews what it holds in one statement per round and lets go at a clean stop. Every write the
//! holder makes names its epoch ([`Store::hold`]), so a node that lost a lobby cannot write to it.
//!
//! Only PostgreSQL serves several nodes: on SQLite these return [`StoreError::UnsupportedUrl`].

use super::{Pool, Store, StoreError};
use protocol::GameConfig;
use sqlx::Row;

/// Now, in milliseconds since the Unix epoch, by PostgreSQL's clock (a macro, so that queries stay
/// `&'static str` literals, which sqlx asks for).
macro_rules! now_ms {
    () => {
        "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT"
    };
}

/// Who holds a lobby, as the database says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    /// The holding node, if any.
    pub node: Option<String>,
    /// The lobby's epoch.
    pub epoch: i64,
    /// Whether the hold is still running (a lobby nobody holds is never held).
    pub live: bool,
}

impl Store {
    fn pg(&self) -> Result<&sqlx::PgPool, StoreError> {
        match &self.reads {
            Pool::Postgres(pool) => Ok(pool),
            Pool::Sqlite(_) => Err(StoreError::UnsupportedUrl(
                "several nodes need PostgreSQL".to_owned(),
            )),
        }
    }

    /// Records a new lobby held by `node` at epoch 1 for `lease_ms`, and holds it.
    ///
    /// # Errors
    /// The database failed (a duplicate code included), or the store is SQLite.
    pub async fn create_held_lobby(
        &self,
        code: &str,
        config: &GameConfig,
        public: bool,
        node: &str,
        lease_ms: u64,
    ) -> Result<i64, StoreError> {
        let config = serde_json::to_string(config)?;
        sqlx::query(concat!(
            "INSERT INTO lobbies (code, config, public, status, v, host, created_at, node, epoch, \
             lease_until) VALUES ($1, $2, $3, 'open', 0, NULL, $4, $5, 1, ",
            now_ms!(),
            " + $6)"
        ))
        .bind(code)
        .bind(&config)
        .bind(public)
        .bind(super::now_secs())
        .bind(node)
        .bind(ms(lease_ms))
        .execute(self.pg()?)
        .await?;
        self.hold(code, 1);
        Ok(1)
    }

    /// Takes lobby `code` for `node` if nobody holds it or its lease ran out: returns the new
    /// epoch (and holds it), or `None` when another node holds it or it is not live. A row locked
    /// by someone else (a node frozen inside a transaction) is skipped, not waited for: the
    /// takeover is tried again at the next scan.
    ///
    /// # Errors
    /// The database failed, or the store is SQLite.
    pub async fn take_lease(
        &self,
        code: &str,
        node: &str,
        lease_ms: u64,
    ) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(concat!(
            "UPDATE lobbies SET node = $1, epoch = epoch + 1, lease_until = ",
            now_ms!(),
            " + $2 \
             WHERE code = (SELECT code FROM lobbies \
                 WHERE code = $3 AND status IN ('open', 'playing', 'finished') \
                   AND (node IS NULL OR lease_until < ",
            now_ms!(),
            ") FOR UPDATE SKIP LOCKED) RETURNING epoch"
        ))
        .bind(node)
        .bind(ms(lease_ms))
        .bind(code)
        .fetch_optional(self.pg()?)
        .await?;
        let epoch = row.map(|r| r.try_get::<i64, _>(0)).transpose()?;
        if let Some(epoch) = epoch {
            self.hold(code, epoch);
        }
        Ok(epoch)
    }

    /// Live lobbies nobody holds (or whose lease ran out), at most `limit`, in random order so
    /// that nodes scanning at once spread them.
    ///
    /// # Errors
    /// The database failed, or the store is SQLite.
    pub async fn unheld_lobbies(&self, limit: u32) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(concat!(
            "SELECT code FROM lobbies WHERE status IN ('open', 'playing', 'finished') \
               AND (node IS NULL OR lease_until < ",
            now_ms!(),
            ") ORDER BY random() LIMIT $1"
        ))
        .bind(i64::from(limit))
        .fetch_all(self.pg()?)
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// Renews `node`'s hold on the given lobbies (each at the epoch it holds) in one statement;
    /// returns the codes still held. A lobby left out was taken over or is gone.
    ///
    /// # Errors
    /// The database failed, or the store is SQLite.
    pub async fn renew_leases(
        &self,
        node: &str,
        held: &[(String, i64)],
        lease_ms: u64,
    ) -> Result<Vec<String>, StoreError> {
        let (codes, epochs): (Vec<&str>, Vec<i64>) =
            held.iter().map(|(c, e)| (c.as_str(), *e)).unzip();
        let rows = sqlx::query(concat!(
            "UPDATE lobbies SET lease_until = ",
            now_ms!(),
            " + $1 \
             WHERE node = $2 AND (code, epoch) IN (SELECT * FROM UNNEST($3::TEXT[], $4::BIGINT[])) \
             RETURNING code"
        ))
        .bind(ms(lease_ms))
        .bind(node)
        .bind(&codes)
        .bind(&epochs)
        .fetch_all(self.pg()?)
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// Lets go of lobby `code` held at `epoch` (another node may take it at once) and stops
    /// naming the epoch.
    ///
    /// # Errors
    /// The database failed, or the store is SQLite.
    pub async fn release_lease(&self, code: &str, epoch: i64) -> Result<(), StoreError> {
        self.unhold(code);
        sqlx::query(
            "UPDATE lobbies SET node = NULL, lease_until = 0 WHERE code = $1 AND epoch = $2",
        )
        .bind(code)
        .bind(epoch)
        .execute(self.pg()?)
        .await?;
        Ok(())
    }

    /// Lets go of everything the database says `node` holds: at a start (a node restarted under
    /// its old id holds nothing yet) and at a clean stop.
    ///
    /// # Errors
    /// The database failed, or the store is SQLite.
    pub async fn release_node(&self, node: &str) -> Result<u64, StoreError> {
        let done = sqlx::query("UPDATE lobbies SET node = NULL, lease_until = 0 WHERE node = $1")
            .bind(node)
            .execute(self.pg()?)
            .await?;
        Ok(done.rows_affected())
    }

    /// Who holds live lobby `code`; `None` when there is no such live lobby.
    ///
    /// # Errors
    /// The database failed, or the store is SQLite.
    pub async fn holder(&self, code: &str) -> Result<Option<Holder>, StoreError> {
        let row = sqlx::query(concat!(
            "SELECT node, epoch, node IS NOT NULL AND lease_until >= ",
            now_ms!(),
            " AS live \
             FROM lobbies WHERE code = $1 AND status IN ('open', 'playing', 'finished')"
        ))
        .bind(code)
        .fetch_optional(self.pg()?)
        .await?;
        row.map(|r| {
            Ok(Holder {
                node: r.try_get("node")?,
                epoch: r.try_get("epoch")?,
                live: r.try_get("live")?,
            })
        })
        .transpose()
    }
}

fn ms(lease_ms: u64) -> i64 {
    i64::try_from(lease_ms).unwrap_or(i64::MAX / 2)
}
