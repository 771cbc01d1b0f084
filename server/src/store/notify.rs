//! Each seat's notification settings and the server's own keys.
//!
//! A seat's settings are as secret as its token: they are read back only by the lobby that
//! holds the seat (at recovery), by the notifier just before it sends (so that an unsubscribe
//! made anywhere counts at once), and by the unsubscribe link's key.

use super::{Pool, Store, StoreError};
use protocol::NotifySettings;
use sqlx::Row;

/// One seat's notification settings as stored. Its `Debug` shows none of them.
#[derive(Clone, PartialEq, Eq)]
pub struct StoredNotify {
    /// The hash of the seat's token (the key, with the lobby).
    pub token_hash: String,
    /// The settings.
    pub settings: NotifySettings,
    /// The key that signs the seat's webhook requests, while a webhook is set.
    pub webhook_secret: Option<String>,
    /// The key of the seat's e-mail unsubscribe link.
    pub unsubscribe: String,
}

impl std::fmt::Debug for StoredNotify {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StoredNotify(…)")
    }
}

impl Store {
    /// Records (`Some`) or removes (`None`) the settings of the seat whose token hashes to
    /// `token_hash` in lobby `code`.
    ///
    /// # Errors
    /// The database failed: nothing changed.
    pub async fn set_notify(
        &self,
        code: &str,
        token_hash: &str,
        notify: Option<&StoredNotify>,
    ) -> Result<(), StoreError> {
        with_pool!(&self.writes, pool, _Db => {
            match notify {
                None => {
                    sqlx::query("DELETE FROM notify WHERE lobby = $1 AND token_hash = $2")
                        .bind(code)
                        .bind(token_hash)
                        .execute(pool)
                        .await?;
                }
                Some(n) => {
                    sqlx::query(
                        "INSERT INTO notify (lobby, token_hash, settings, webhook_secret, unsubscribe)
                         VALUES ($1, $2, $3, $4, $5)
                         ON CONFLICT (lobby, token_hash) DO UPDATE
                         SET settings = excluded.settings, webhook_secret = excluded.webhook_secret,
                             unsubscribe = excluded.unsubscribe",
                    )
                    .bind(code)
                    .bind(token_hash)
                    .bind(serde_json::to_string(&n.settings)?)
                    .bind(n.webhook_secret.as_deref())
                    .bind(&n.unsubscribe)
                    .execute(pool)
                    .await?;
                }
            }
        });
        Ok(())
    }

    /// The settings of one seat, as they stand now.
    ///
    /// # Errors
    /// The database failed or holds settings that do not parse.
    pub async fn notify_of(
        &self,
        code: &str,
        token_hash: &str,
    ) -> Result<Option<StoredNotify>, StoreError> {
        with_pool!(&self.reads, pool, _Db => {
            let row = sqlx::query(
                "SELECT token_hash, settings, webhook_secret, unsubscribe FROM notify
                 WHERE lobby = $1 AND token_hash = $2",
            )
            .bind(code)
            .bind(token_hash)
            .fetch_optional(pool)
            .await?;
            row.map(|r| from_row(&r)).transpose()
        })
    }

    /// Turns e-mail off for the seat whose unsubscribe link has `key`; the lobby's code, or
    /// `None` when no seat has this key.
    ///
    /// # Errors
    /// The database failed or holds settings that do not parse.
    pub async fn unsubscribe(&self, key: &str) -> Result<Option<String>, StoreError> {
        with_pool!(&self.writes, pool, _Db => {
            let mut tx = pool.begin().await?;
            let row = sqlx::query(
                "SELECT lobby, token_hash, settings, webhook_secret, unsubscribe FROM notify
                 WHERE unsubscribe = $1",
            )
            .bind(key)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else { return Ok(None) };
            let code: String = row.try_get("lobby")?;
            let mut stored = from_row(&row)?;
            stored.settings.email = None;
            sqlx::query("UPDATE notify SET settings = $1 WHERE unsubscribe = $2")
                .bind(serde_json::to_string(&stored.settings)?)
                .bind(key)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(code))
        })
    }

    /// The server's key called `name`; when there is none yet, `make`'s is recorded and
    /// returned. Several servers on one database all end up with the first one recorded.
    ///
    /// # Errors
    /// The database failed.
    pub async fn server_key(
        &self,
        name: &str,
        make: impl FnOnce() -> String,
    ) -> Result<String, StoreError> {
        with_pool!(&self.writes, pool, _Db => {
            sqlx::query(
                "INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
            )
            .bind(name)
            .bind(make())
            .execute(pool)
            .await?;
            let row = sqlx::query("SELECT value FROM server_keys WHERE name = $1")
                .bind(name)
                .fetch_one(pool)
                .await?;
            Ok(row.try_get("value")?)
        })
    }
}

/// A `notify` row's settings.
pub(super) fn from_row<R: Row>(row: &R) -> Result<StoredNotify, StoreError>
where
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let settings: String = row.try_get("settings")?;
    Ok(StoredNotify {
        token_hash: row.try_get("token_hash")?,
        settings: serde_json::from_str(&settings)?,
        webhook_secret: row.try_get("webhook_secret")?,
        unsubscribe: row.try_get("unsubscribe")?,
    })
}
