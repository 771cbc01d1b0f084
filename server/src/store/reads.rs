//! Reading back: every live lobby for recovery, one game for its public record.

use super::{
    GameRecordRow, Pool, Store, StoreError, StoredLobby, StoredSeat, game_from_parts, narrow,
    parse_game_status, parse_kind, parse_status,
};
use protocol::{BotLevel, Seat};
use sqlx::Row;
use std::collections::HashMap;

/// The lobbies brought back at start: `open`, `playing` or `finished`.
const LIVE: &str = "live";

/// A lobby whose game was aborted.
const ABORTED: &str = "aborted";

impl Store {
    /// Every lobby that is not closed or aborted, with its seats and its last game's log.
    ///
    /// Five queries whatever the number of lobbies (lobbies, seats, notification settings, last
    /// games, their logs), so
    /// recovery at start costs the same few round trips on PostgreSQL as on SQLite.
    ///
    /// # Errors
    /// The database failed or holds data that does not parse.
    pub async fn load_live(&self) -> Result<Vec<StoredLobby>, StoreError> {
        self.load_lobbies(None).await
    }

    /// Live lobby `code` as [`Store::load_live`] loads it (`None` when it is not live).
    ///
    /// # Errors
    /// The database failed or holds data that does not parse.
    pub async fn load_lobby(&self, code: &str) -> Result<Option<StoredLobby>, StoreError> {
        Ok(self.load_lobbies(Some(code)).await?.pop())
    }

    /// Lobby `code` if its game was aborted (a fault, or every player left): no longer live, but
    /// still known, so that `GET /api/lobbies/{code}` can say `aborted` (`None` otherwise).
    ///
    /// # Errors
    /// The database failed or holds data that does not parse.
    pub async fn load_aborted_lobby(&self, code: &str) -> Result<Option<StoredLobby>, StoreError> {
        Ok(self.load_lobbies_in(Some(code), ABORTED).await?.pop())
    }

    async fn load_lobbies(&self, only: Option<&str>) -> Result<Vec<StoredLobby>, StoreError> {
        self.load_lobbies_in(only, LIVE).await
    }

    /// The lobbies [`LIVE`] or [`ABORTED`], as `statuses` says.
    async fn load_lobbies_in(
        &self,
        only: Option<&str>,
        statuses: &'static str,
    ) -> Result<Vec<StoredLobby>, StoreError> {
        let mut lobbies = Vec::new();
        let mut index = HashMap::new();
        let mut games: HashMap<i64, usize> = HashMap::new();
        with_pool!(&self.reads, pool, _Db => {
            let rows = sqlx::query(
                // The version is the lobby row's, or its last game's last logged action's when
                // that is later: SQLite's log writer leaves the lobby row alone (see `log`).
                "SELECT code, config, public, status, v, host,
                   (SELECT a.v FROM actions a
                    WHERE a.game_id = (SELECT MAX(g.id) FROM games g WHERE g.lobby = lobbies.code)
                    ORDER BY a.seq DESC LIMIT 1) AS log_v
                 FROM lobbies
                 WHERE (status = $2 OR ($2 = 'live' AND status IN ('open', 'playing', 'finished')))
                   AND ($1 IS NULL OR code = $1)
                 ORDER BY created_at, code",
            )
            .bind(only)
            .bind(statuses)
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
                    v: narrow(
                        row.try_get::<i64, _>("v")?
                            .max(row.try_get::<Option<i64>, _>("log_v")?.unwrap_or(0)),
                        "version",
                    )?,
                    host: host.map(|h| narrow(h, "host seat")).transpose()?,
                    seats: Vec::new(),
                    game: None,
                    notify: Vec::new(),
                    code,
                });
            }
            let seats = sqlx::query(
                "SELECT s.lobby, s.seat, s.name, s.token_hash, s.ready, s.character_name, s.rematch,
                        s.bot
                 FROM seats s
                 JOIN lobbies l ON l.code = s.lobby
                 WHERE (l.status = $2 OR ($2 = 'live' AND l.status IN ('open', 'playing', 'finished')))
                   AND ($1 IS NULL OR l.code = $1)
                 ORDER BY s.lobby, s.seat",
            )
            .bind(only)
            .bind(statuses)
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
                        bot: r
                            .try_get::<Option<String>, _>("bot")?
                            .map(|b| {
                                BotLevel::parse(&b).ok_or_else(|| {
                                    StoreError::Corrupt(format!("unknown computer player {b:?}"))
                                })
                            })
                            .transpose()?,
                    });
                }
            }
            let rows = sqlx::query(
                "SELECT n.lobby, n.token_hash, n.settings, n.webhook_secret, n.unsubscribe
                 FROM notify n
                 JOIN lobbies l ON l.code = n.lobby
                 WHERE (l.status = $2 OR ($2 = 'live' AND l.status IN ('open', 'playing', 'finished')))
                   AND ($1 IS NULL OR l.code = $1)",
            )
            .bind(only)
            .bind(statuses)
            .fetch_all(pool)
            .await?;
            for r in rows {
                let code: String = r.try_get("lobby")?;
                if let Some(&i) = index.get(&code) {
                    lobbies[i].notify.push(super::notify::from_row(&r)?);
                }
            }
            let rows = sqlx::query(
                "SELECT g.id, g.lobby, g.game_no, g.config, g.seed, g.result, g.started_at FROM games g
                 JOIN lobbies l ON l.code = g.lobby
                 WHERE (l.status = $2 OR ($2 = 'live' AND l.status IN ('open', 'playing', 'finished')))
                   AND ($1 IS NULL OR l.code = $1)
                   AND g.game_no = (SELECT MAX(game_no) FROM games WHERE lobby = g.lobby)",
            )
            .bind(only)
            .bind(statuses)
            .fetch_all(pool)
            .await?;
            for g in rows {
                let code: String = g.try_get("lobby")?;
                let Some(&i) = index.get(&code) else { continue };
                let id: i64 = g.try_get("id")?;
                let seed: String = g.try_get("seed")?;
                let result: Option<String> = g.try_get("result")?;
                let mut game = game_from_parts(
                    id,
                    g.try_get("game_no")?,
                    g.try_get("config")?,
                    &seed,
                    result.as_deref(),
                    Vec::new(),
                )?;
                game.started_at = g.try_get("started_at")?;
                lobbies[i].game = Some(game);
                games.insert(id, i);
            }
            let actions = sqlx::query(
                "SELECT a.game_id, a.seat, a.action FROM actions a
                 JOIN games g ON g.id = a.game_id
                 JOIN lobbies l ON l.code = g.lobby
                 WHERE (l.status = $2 OR ($2 = 'live' AND l.status IN ('open', 'playing', 'finished')))
                   AND ($1 IS NULL OR l.code = $1)
                   AND g.game_no = (SELECT MAX(game_no) FROM games WHERE lobby = g.lobby)
                 ORDER BY a.game_id, a.seq",
            )
            .bind(only)
            .bind(statuses)
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
        with_pool!(&self.reads, pool, _Db => {
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

impl Store {
    /// The lobby game `id` was played in, and whether that lobby is public (`None`: no such
    /// game).
    ///
    /// # Errors
    /// The database failed.
    pub async fn game_lobby(&self, id: i64) -> Result<Option<(String, bool)>, StoreError> {
        with_pool!(&self.reads, pool, _Db => {
            let row = sqlx::query(
                "SELECT g.lobby, l.public FROM games g JOIN lobbies l ON l.code = g.lobby
                 WHERE g.id = $1",
            )
            .bind(id)
            .fetch_optional(pool)
            .await?;
            match row {
                None => Ok(None),
                Some(r) => Ok(Some((r.try_get("lobby")?, r.try_get("public")?))),
            }
        })
    }

    /// Whether a seat of lobby `code` has the token hashing to `token_hash`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn holds_seat(&self, code: &str, token_hash: &str) -> Result<bool, StoreError> {
        with_pool!(&self.reads, pool, _Db => {
            let row = sqlx::query("SELECT 1 AS one FROM seats WHERE lobby = $1 AND token_hash = $2")
                .bind(code)
                .bind(token_hash)
                .fetch_optional(pool)
                .await?;
            Ok(row.is_some())
        })
    }

    /// The seat the token hashing to `token_hash` holds in lobby `code` while the lobby lives
    /// (open, playing or finished), with the lobby's creation time (unix seconds); `None` when
    /// it holds none there, or the lobby ended for good.
    ///
    /// # Errors
    /// The database failed, or the row does not read.
    pub async fn held_seat(
        &self,
        code: &str,
        token_hash: &str,
    ) -> Result<Option<(Seat, i64)>, StoreError> {
        with_pool!(&self.reads, pool, _Db => {
            let row = sqlx::query(
                "SELECT s.seat, l.created_at FROM seats s
                 JOIN lobbies l ON l.code = s.lobby
                 WHERE s.lobby = $1 AND s.token_hash = $2
                   AND l.status IN ('open', 'playing', 'finished')",
            )
            .bind(code)
            .bind(token_hash)
            .fetch_optional(pool)
            .await?;
            row.map(|r| {
                Ok((
                    narrow(r.try_get::<i64, _>("seat")?, "seat")?,
                    r.try_get("created_at")?,
                ))
            })
            .transpose()
        })
    }
}
