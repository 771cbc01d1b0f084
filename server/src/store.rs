//! The durable store: lobbies, seats (tokens hashed), games and the append-only action log.
//!
//! [`Store`] is an enum over backends so that PostgreSQL can join SQLite behind the same methods.
//! Every method that records a state change also records the lobby's new version, so the stored
//! version is always the last one broadcast.

use protocol::{GameConfig, GameResult, LobbyStatus, Seat, Version};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{QueryBuilder, Row, Sqlite};
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
    /// The URL names a backend this build does not have.
    #[error("unsupported database URL {0:?} (expected sqlite://PATH)")]
    UnsupportedUrl(String),
    /// The database folder could not be created.
    #[error("creating database folder: {0}")]
    Io(#[from] std::io::Error),
    /// The log writer task has stopped (the server is shutting down).
    #[error("the action log writer has stopped")]
    WriterGone,
}

/// The store, one variant per backend.
#[derive(Debug, Clone)]
pub enum Store {
    /// An SQLite file (WAL journal), and the task that writes the action log in batches.
    Sqlite(SqlitePool, LogWriter),
}

/// Most actions written in one transaction.
const MAX_BATCH: usize = 256;

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
pub struct LogWriter {
    tx: mpsc::Sender<Append>,
}

impl LogWriter {
    fn spawn(pool: SqlitePool) -> LogWriter {
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

async fn write_log(pool: SqlitePool, mut rx: mpsc::Receiver<Append>) {
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

async fn insert_actions(pool: &SqlitePool, batch: &[Append]) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    let mut insert =
        QueryBuilder::<Sqlite>::new("INSERT INTO actions (game_id, seq, seat, action, v) ");
    insert.push_values(batch, |mut row, a| {
        row.push_bind(a.game_id)
            .push_bind(a.seq)
            .push_bind(a.seat)
            .push_bind(a.action.as_str())
            .push_bind(v_i64(a.v));
    });
    insert.build().execute(&mut *tx).await?;
    let mut update = QueryBuilder::<Sqlite>::new("WITH nv(code, v) AS (");
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
    /// Taken seats: (seat, name, token hash).
    pub seats: Vec<(Seat, String, String)>,
    /// The last game, if any.
    pub game: Option<StoredGame>,
}

/// A game as stored: enough to replay it.
#[derive(Debug, Clone)]
pub struct StoredGame {
    /// Row id.
    pub id: i64,
    /// Number within the lobby.
    pub game_no: u32,
    /// The game's setup as JSON (configuration and Characters).
    pub setup: String,
    /// The seed (never sent to clients).
    pub seed: u64,
    /// The result once over.
    pub result: Option<GameResult>,
    /// The action log in order: (seat, action JSON).
    pub actions: Vec<(Seat, String)>,
}

fn status_str(status: LobbyStatus) -> &'static str {
    match status {
        LobbyStatus::Open => "open",
        LobbyStatus::Playing => "playing",
        LobbyStatus::Finished => "finished",
        LobbyStatus::Aborted => "aborted",
    }
}

fn parse_status(s: &str) -> Option<LobbyStatus> {
    Some(match s {
        "open" => LobbyStatus::Open,
        "playing" => LobbyStatus::Playing,
        "finished" => LobbyStatus::Finished,
        "aborted" => LobbyStatus::Aborted,
        _ => return None,
    })
}

fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

// SQLite stores integers as i64; versions stay far below i64::MAX.
fn v_i64(v: Version) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

impl Store {
    /// Opens the database named by `url`, creating the SQLite file and its folder if missing, and
    /// runs the migrations.
    ///
    /// # Errors
    /// An unsupported URL, an unreachable database or a failed migration.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        if !url.starts_with("sqlite:") {
            return Err(StoreError::UnsupportedUrl(url.to_owned()));
        }
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
        let writer = LogWriter::spawn(pool.clone());
        tokio::spawn(checkpoints(pool.clone()));
        Ok(Self::Sqlite(pool, writer))
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> bool {
        match self {
            Self::Sqlite(pool, _) => sqlx::query("SELECT 1").execute(pool).await.is_ok(),
        }
    }

    /// Flushes and closes every connection (at shutdown).
    pub async fn close(&self) {
        match self {
            Self::Sqlite(pool, _) => pool.close().await,
        }
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
        match self {
            Self::Sqlite(pool, _) => {
                sqlx::query(
                    "INSERT INTO lobbies (code, config, public, status, v, host, created_at)
                     VALUES (?, ?, ?, 'open', 0, NULL, ?)",
                )
                .bind(code)
                .bind(config)
                .bind(public)
                .bind(now_secs())
                .execute(pool)
                .await?;
            }
        }
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
        match self {
            Self::Sqlite(pool, _) => {
                sqlx::query("UPDATE lobbies SET status = ?, v = ?, host = ? WHERE code = ?")
                    .bind(status_str(status))
                    .bind(v_i64(v))
                    .bind(host)
                    .bind(code)
                    .execute(pool)
                    .await?;
            }
        }
        Ok(())
    }

    /// Marks a lobby closed (reaped): it is not brought back at the next start.
    ///
    /// # Errors
    /// The database failed.
    pub async fn close_lobby(&self, code: &str) -> Result<(), StoreError> {
        match self {
            Self::Sqlite(pool, _) => {
                sqlx::query("UPDATE lobbies SET status = 'closed' WHERE code = ?")
                    .bind(code)
                    .execute(pool)
                    .await?;
            }
        }
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
        match self {
            Self::Sqlite(pool, _) => {
                let mut tx = pool.begin().await?;
                sqlx::query(
                    "INSERT INTO seats (lobby, seat, name, token_hash) VALUES (?, ?, ?, ?)",
                )
                .bind(code)
                .bind(seat)
                .bind(name)
                .bind(token_hash)
                .execute(&mut *tx)
                .await?;
                sqlx::query("UPDATE lobbies SET v = ?, host = ? WHERE code = ?")
                    .bind(v_i64(v))
                    .bind(host)
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
            }
        }
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
        match self {
            Self::Sqlite(pool, _) => {
                let mut tx = pool.begin().await?;
                sqlx::query("DELETE FROM seats WHERE lobby = ? AND seat = ?")
                    .bind(code)
                    .bind(seat)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("UPDATE lobbies SET v = ?, host = ? WHERE code = ?")
                    .bind(v_i64(v))
                    .bind(host)
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Records a new game (status playing) with its setup (configuration and Characters, as
    /// JSON) and the lobby's version; returns the game's id.
    ///
    /// # Errors
    /// The database failed.
    #[allow(clippy::too_many_arguments)]
    pub async fn start_game(
        &self,
        code: &str,
        game_no: u32,
        kind: protocol::GameKind,
        setup: &str,
        seed: u64,
        v: Version,
    ) -> Result<i64, StoreError> {
        let kind = match kind {
            protocol::GameKind::Camelot => "camelot",
            protocol::GameKind::SuperCamelot => "super_camelot",
        };
        match self {
            Self::Sqlite(pool, _) => {
                let mut tx = pool.begin().await?;
                let id: i64 = sqlx::query(
                    "INSERT INTO games (lobby, game_no, kind, config, seed, status)
                     VALUES (?, ?, ?, ?, ?, 'playing') RETURNING id",
                )
                .bind(code)
                .bind(game_no)
                .bind(kind)
                .bind(setup)
                .bind(seed.to_string())
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
                sqlx::query("UPDATE lobbies SET status = 'playing', v = ? WHERE code = ?")
                    .bind(v_i64(v))
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(id)
            }
        }
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
        match self {
            Self::Sqlite(_, writer) => {
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
                writer
                    .tx
                    .send(append)
                    .await
                    .map_err(|_| StoreError::WriterGone)?;
                committed.await.map_err(|_| StoreError::WriterGone)?
            }
        }
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
        match self {
            Self::Sqlite(pool, _) => {
                let mut tx = pool.begin().await?;
                sqlx::query("UPDATE games SET status = 'finished', result = ? WHERE id = ?")
                    .bind(result)
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("UPDATE lobbies SET status = 'finished', v = ? WHERE code = ?")
                    .bind(v_i64(v))
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Marks a game and its lobby aborted (after an engine fault).
    ///
    /// # Errors
    /// The database failed.
    pub async fn abort_game(&self, code: &str, game_id: i64, v: Version) -> Result<(), StoreError> {
        match self {
            Self::Sqlite(pool, _) => {
                let mut tx = pool.begin().await?;
                sqlx::query("UPDATE games SET status = 'aborted' WHERE id = ?")
                    .bind(game_id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("UPDATE lobbies SET status = 'aborted', v = ? WHERE code = ?")
                    .bind(v_i64(v))
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
            }
        }
        Ok(())
    }

    /// Every lobby that is not closed or aborted, with its seats and its last game's log.
    ///
    /// # Errors
    /// The database failed or holds data that does not parse.
    pub async fn load_live(&self) -> Result<Vec<StoredLobby>, StoreError> {
        match self {
            Self::Sqlite(pool, _) => {
                let rows = sqlx::query(
                    "SELECT code, config, public, status, v, host FROM lobbies
                     WHERE status IN ('open', 'playing', 'finished') ORDER BY created_at",
                )
                .fetch_all(pool)
                .await?;
                let mut lobbies = Vec::with_capacity(rows.len());
                for row in rows {
                    let code: String = row.try_get("code")?;
                    let config: String = row.try_get("config")?;
                    let status: String = row.try_get("status")?;
                    let v: i64 = row.try_get("v")?;
                    let seats = sqlx::query(
                        "SELECT seat, name, token_hash FROM seats WHERE lobby = ? ORDER BY seat",
                    )
                    .bind(&code)
                    .fetch_all(pool)
                    .await?
                    .into_iter()
                    .map(|r| {
                        Ok((
                            r.try_get("seat")?,
                            r.try_get("name")?,
                            r.try_get("token_hash")?,
                        ))
                    })
                    .collect::<Result<Vec<_>, sqlx::Error>>()?;
                    let game = sqlx::query(
                        "SELECT id, game_no, config, seed, result FROM games WHERE lobby = ?
                         ORDER BY game_no DESC LIMIT 1",
                    )
                    .bind(&code)
                    .fetch_optional(pool)
                    .await?;
                    let game = match game {
                        None => None,
                        Some(g) => {
                            let id: i64 = g.try_get("id")?;
                            let seed: String = g.try_get("seed")?;
                            let result: Option<String> = g.try_get("result")?;
                            let actions = sqlx::query(
                                "SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq",
                            )
                            .bind(id)
                            .fetch_all(pool)
                            .await?
                            .into_iter()
                            .map(|r| Ok((r.try_get("seat")?, r.try_get("action")?)))
                            .collect::<Result<Vec<_>, sqlx::Error>>()?;
                            Some(StoredGame {
                                id,
                                game_no: g.try_get("game_no")?,
                                setup: g.try_get("config")?,
                                seed: seed.parse().unwrap_or(0),
                                result: result.as_deref().map(serde_json::from_str).transpose()?,
                                actions,
                            })
                        }
                    };
                    lobbies.push(StoredLobby {
                        config: serde_json::from_str(&config)?,
                        public: row.try_get("public")?,
                        status: parse_status(&status).unwrap_or(LobbyStatus::Open),
                        v: u64::try_from(v).unwrap_or(0),
                        host: row.try_get("host")?,
                        seats,
                        game,
                        code,
                    });
                }
                Ok(lobbies)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn store(dir: &std::path::Path) -> Store {
        Store::connect(&format!(
            "sqlite://{}",
            dir.join("nested/dir/s.db").display()
        ))
        .await
        .unwrap()
    }

    #[tokio::test]
    async fn a_game_round_trips_and_the_log_is_append_only() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(dir.path()).await;
        assert!(store.ping().await);
        let config = GameConfig::Camelot {
            ruleset: "wcf".into(),
        };
        store.create_lobby("ABC", &config, true).await.unwrap();
        store
            .put_seat("ABC", 0, "ann", "hash0", 1, Some(0))
            .await
            .unwrap();
        store
            .put_seat("ABC", 1, "bob", "hash1", 2, Some(0))
            .await
            .unwrap();
        let id = store
            .start_game(
                "ABC",
                1,
                protocol::GameKind::Camelot,
                r#"{"config":{"game":"camelot"}}"#,
                42,
                3,
            )
            .await
            .unwrap();
        store
            .append_action("ABC", id, 0, 0, r#"{"kind":"resign"}"#, 4)
            .await
            .unwrap();
        // The same sequence number twice is refused: nothing is overwritten.
        assert!(store.append_action("ABC", id, 0, 1, "{}", 5).await.is_err());

        let live = store.load_live().await.unwrap();
        assert_eq!(live.len(), 1);
        let l = &live[0];
        assert_eq!(
            (l.code.as_str(), l.status, l.v, l.host, l.public),
            ("ABC", LobbyStatus::Playing, 4, Some(0), true)
        );
        assert_eq!(l.config, config);
        assert_eq!(
            l.seats,
            [
                (0, "ann".into(), "hash0".into()),
                (1, "bob".into(), "hash1".into())
            ]
        );
        let g = l.game.as_ref().unwrap();
        assert_eq!(
            (g.id, g.game_no, g.seed, g.result.clone()),
            (id, 1, 42, None)
        );
        assert_eq!(g.actions, [(0, r#"{"kind":"resign"}"#.to_owned())]);

        let Store::Sqlite(pool, _) = &store;
        assert!(
            sqlx::query("UPDATE actions SET seat = 1")
                .execute(pool)
                .await
                .is_err()
        );
        assert!(
            sqlx::query("DELETE FROM actions")
                .execute(pool)
                .await
                .is_err()
        );

        let result = GameResult {
            winners: vec![1],
            reason: "resignation".into(),
        };
        store.finish_game("ABC", id, &result, 5).await.unwrap();
        let live = store.load_live().await.unwrap();
        assert_eq!(live[0].status, LobbyStatus::Finished);
        assert_eq!(live[0].game.as_ref().unwrap().result, Some(result));
        store.close_lobby("ABC").await.unwrap();
        assert!(store.load_live().await.unwrap().is_empty());
        store.close().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn concurrent_appends_from_many_lobbies_commit_together_and_fail_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(dir.path()).await;
        let config = GameConfig::Camelot {
            ruleset: "standard".into(),
        };
        let mut games = Vec::new();
        for i in 0..40 {
            let code = format!("L{i}");
            store.create_lobby(&code, &config, false).await.unwrap();
            let id = store
                .start_game(&code, 1, protocol::GameKind::Camelot, "{}", 1, 1)
                .await
                .unwrap();
            games.push((code, id));
        }
        // Every lobby appends five actions, all lobbies at once; meanwhile one append reuses a
        // sequence number already in the log and must fail without failing the others.
        store.create_lobby("DUP", &config, false).await.unwrap();
        let dup = store
            .start_game("DUP", 1, protocol::GameKind::Camelot, "{}", 1, 1)
            .await
            .unwrap();
        store
            .append_action("DUP", dup, 0, 0, "{}", 2)
            .await
            .unwrap();
        let mut tasks = Vec::new();
        for (code, id) in games.clone() {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                for seq in 0..5u32 {
                    store
                        .append_action(&code, id, seq, 0, "{}", u64::from(seq) + 2)
                        .await
                        .unwrap();
                }
            }));
        }
        let duplicate = {
            let store = store.clone();
            tokio::spawn(async move { store.append_action("DUP", dup, 0, 1, "{}", 99).await })
        };
        for t in tasks {
            t.await.unwrap();
        }
        assert!(duplicate.await.unwrap().is_err());
        let live = store.load_live().await.unwrap();
        assert_eq!(live.len(), 41);
        for l in &live {
            let (v, actions) = if l.code == "DUP" { (2, 1) } else { (6, 5) };
            assert_eq!(l.v, v, "{}", l.code);
            assert_eq!(
                l.game.as_ref().unwrap().actions.len(),
                actions,
                "{}",
                l.code
            );
        }
        store.close().await;
    }

    #[tokio::test]
    async fn only_sqlite_urls_are_accepted() {
        assert!(matches!(
            Store::connect("postgres://localhost/test").await,
            Err(StoreError::UnsupportedUrl(_))
        ));
    }
}
