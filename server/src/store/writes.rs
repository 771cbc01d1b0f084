//! The state changes of lobbies, seats and games, each recorded with the lobby's new version.

use super::{NewGame, Pool, Store, StoreError, host_i64, kind_str, now_secs, status_str, v_i64};
use protocol::{BotLevel, GameConfig, GameResult, LobbyStatus, Seat, Version};
use sqlx::Row;

/// A lobby write that touched no lobby row was fenced: the lobby's epoch moved on (another node
/// took it over) or it is gone. The caller's transaction is dropped, so nothing was recorded.
fn fenced(changed: u64, code: &str) -> Result<(), StoreError> {
    if changed == 1 {
        Ok(())
    } else {
        Err(StoreError::Fenced(code.to_owned()))
    }
}

/// `UPDATE lobbies SET <set> WHERE code = $1 AND epoch = $2` on `executor`, the epoch being the
/// one this node holds `code` at ([`Store::epoch_of`]): the one fenced write of a lobby's row.
/// `set` numbers its own parameters from `$3`, bound in order from the values given. A write that
/// touches no row is [`StoreError::Fenced`] (see [`fenced`]), and the caller's transaction, if
/// any, is dropped with it.
macro_rules! update_lobby {
    ($store:expr, $executor:expr, $code:expr, $set:literal $(, $value:expr)* $(,)?) => {{
        let changed = sqlx::query(concat!(
            "UPDATE lobbies SET ",
            $set,
            " WHERE code = $1 AND epoch = $2"
        ))
        .bind($code)
        .bind($store.epoch_of($code))
        $(.bind($value))*
        .execute($executor)
        .await?
        .rows_affected();
        fenced(changed, $code)?;
    }};
}

impl Store {
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
        with_pool!(&self.writes, pool, _Db => {
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
        with_pool!(&self.writes, pool, _Db => {
            update_lobby!(self, pool, code, "status = $3, v = $4, host = $5", status_str(status), v_i64(v), host_i64(host));
        });
        Ok(())
    }

    /// Marks a lobby closed (reaped): it is not brought back at the next start.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_lobby(&self, code: &str) -> Result<(), StoreError> {
        with_pool!(&self.writes, pool, _Db => {
            update_lobby!(self, pool, code, "status = 'closed'");
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
        with_pool!(&self.writes, pool, _Db => {
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
            update_lobby!(self, &mut *tx, code, "v = $3, host = $4", v_i64(v), host_i64(host));
            tx.commit().await?;
        });
        Ok(())
    }

    /// Records a seat taken by a computer player (ready at once) and the lobby's version.
    ///
    /// # Errors
    /// The database failed.
    pub async fn put_bot_seat(
        &self,
        code: &str,
        seat: Seat,
        name: &str,
        token_hash: &str,
        level: BotLevel,
        v: Version,
    ) -> Result<(), StoreError> {
        with_pool!(&self.writes, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO seats (lobby, seat, name, token_hash, ready, bot)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(code)
            .bind(i64::from(seat))
            .bind(name)
            .bind(token_hash)
            .bind(true)
            .bind(level.as_str())
            .execute(&mut *tx)
            .await?;
            update_lobby!(self, &mut *tx, code, "v = $3", v_i64(v));
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
        with_pool!(&self.writes, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM seats WHERE lobby = $1 AND seat = $2")
                .bind(code)
                .bind(i64::from(seat))
                .execute(&mut *tx)
                .await?;
            // The freed seat's notification settings go with it.
            sqlx::query(
                "DELETE FROM notify WHERE lobby = $1 AND NOT EXISTS
                     (SELECT 1 FROM seats s WHERE s.lobby = $1 AND s.token_hash = notify.token_hash)",
            )
            .bind(code)
            .execute(&mut *tx)
            .await?;
            update_lobby!(self, &mut *tx, code, "v = $3, host = $4", v_i64(v), host_i64(host));
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
        with_pool!(&self.writes, pool, _Db => {
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
            update_lobby!(self, &mut *tx, code, "v = $3", v_i64(v));
            tx.commit().await?;
        });
        Ok(())
    }

    /// Records a new game (status playing) and, in the same transaction, the seats as they
    /// stand at its start (who sits where, ready and rematch reset, Characters), the host and the
    /// lobby's version; returns the game's id.
    ///
    /// # Errors
    /// The database failed: nothing was recorded.
    pub async fn start_game(&self, code: &str, game: &NewGame<'_>) -> Result<i64, StoreError> {
        let NewGame {
            game_no,
            kind,
            setup,
            seed,
            v,
            host,
            seats,
        } = *game;
        with_pool!(&self.writes, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM seats WHERE lobby = $1")
                .bind(code)
                .execute(&mut *tx)
                .await?;
            for s in seats {
                sqlx::query(
                    "INSERT INTO seats
                         (lobby, seat, name, token_hash, ready, character_name, rematch, bot)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                )
                .bind(code)
                .bind(i64::from(s.seat))
                .bind(&s.name)
                .bind(&s.token_hash)
                .bind(s.ready)
                .bind(s.character.as_deref())
                .bind(s.rematch)
                .bind(s.bot.map(BotLevel::as_str))
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
            update_lobby!(self, &mut *tx, code, "status = 'playing', v = $3, host = $4", v_i64(v), host_i64(host));
            tx.commit().await?;
            Ok(id)
        })
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
        with_pool!(&self.writes, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "UPDATE games SET status = 'finished', result = $1, ended_at = $2 WHERE id = $3",
            )
            .bind(&result)
            .bind(now_secs())
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
            update_lobby!(self, &mut *tx, code, "status = 'finished', v = $3", v_i64(v));
            tx.commit().await?;
        });
        Ok(())
    }

    /// Marks a game and its lobby aborted (after an engine fault).
    ///
    /// # Errors
    /// The database failed.
    pub async fn abort_game(&self, code: &str, game_id: i64, v: Version) -> Result<(), StoreError> {
        with_pool!(&self.writes, pool, _Db => {
            let mut tx = pool.begin().await?;
            sqlx::query("UPDATE games SET status = 'aborted', ended_at = $1 WHERE id = $2")
                .bind(now_secs())
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
            update_lobby!(self, &mut *tx, code, "status = 'aborted', v = $3", v_i64(v));
            tx.commit().await?;
        });
        Ok(())
    }
}
