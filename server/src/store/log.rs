//! The action log's writer: group commit across lobbies.

use super::{Pool, Store, StoreError, v_i64};
use protocol::{Seat, Version};
use sqlx::QueryBuilder;
use tokio::sync::{mpsc, oneshot};

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
    /// The epoch the writer holds the lobby at: the row lands only while it is the lobby's.
    epoch: i64,
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
pub(super) struct LogWriter {
    tx: mpsc::Sender<Append>,
}

impl LogWriter {
    pub(super) fn spawn(pool: Pool) -> LogWriter {
        let (tx, rx) = mpsc::channel(MAX_BATCH * 4);
        tokio::spawn(write_log(pool, rx));
        LogWriter { tx }
    }
}

async fn write_log(pool: Pool, mut rx: mpsc::Receiver<Append>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
        if let Ok(landed) = insert_actions(&pool, &batch).await {
            for append in batch.drain(..) {
                let result = if landed.contains(&(append.game_id, i64::from(append.seq))) {
                    Ok(())
                } else {
                    Err(StoreError::Fenced(append.code))
                };
                // A lobby that stopped waiting needs no answer.
                let _ = append.done.send(result);
            }
        } else {
            // The whole transaction rolled back; one bad row must not fail the others, so write
            // them one by one and answer each with its own result.
            for append in batch.drain(..) {
                let result = insert_actions(&pool, std::slice::from_ref(&append))
                    .await
                    .and_then(|landed| {
                        if landed.is_empty() {
                            Err(StoreError::Fenced(append.code.clone()))
                        } else {
                            Ok(())
                        }
                    });
                let _ = append.done.send(result);
            }
        }
    }
}

/// Writes a batch; returns the `(game_id, seq)` of the rows that landed. A row whose epoch is no
/// longer its lobby's does not land (fencing), and neither does its lobby's version move.
async fn insert_actions(pool: &Pool, batch: &[Append]) -> Result<Vec<(i64, i64)>, StoreError> {
    match pool {
        // PostgreSQL: one statement (atomic on its own, one round trip) through data-modifying
        // CTEs. `ok` keeps the rows whose epoch is their lobby's and locks those lobby rows
        // (`FOR SHARE`) until the statement commits: a takeover (`UPDATE lobbies SET epoch = ...`)
        // either committed first, and then PostgreSQL re-reads the row and the rows drop out,
        // or waits until this append committed, and then replays it.
        Pool::Postgres(pool) => {
            let mut q = QueryBuilder::<sqlx::Postgres>::new(
                "WITH nv (game_id, seq, seat, action, v, code, epoch) AS (",
            );
            q.push_values(batch, |mut row, a| {
                row.push_bind(a.game_id)
                    .push_bind(i64::from(a.seq))
                    .push_bind(i64::from(a.seat))
                    .push_bind(a.action.as_str())
                    .push_bind(v_i64(a.v))
                    .push_bind(a.code.as_str())
                    .push_bind(a.epoch);
            });
            q.push(
                "), ok AS (SELECT nv.* FROM nv JOIN lobbies l \
                   ON l.code = nv.code AND l.epoch = nv.epoch FOR SHARE OF l), \
                 ins AS (INSERT INTO actions (game_id, seq, seat, action, v, epoch) \
                   SELECT game_id, seq, seat, action, v, epoch FROM ok RETURNING game_id, seq), \
                 up AS (UPDATE lobbies SET v = (SELECT MAX(ok.v) FROM ok WHERE ok.code = lobbies.code) \
                   WHERE code IN (SELECT code FROM ok)) \
                 SELECT game_id, seq FROM ins",
            );
            let rows: Vec<(i64, i64)> = q.build_query_as().fetch_all(pool).await?;
            Ok(rows)
        }
        // SQLite has no data-modifying CTEs: an insert and an update in one transaction. One
        // server per file (the lock file), so its epochs never move and nothing is fenced.
        Pool::Sqlite(pool) => {
            let mut tx = pool.begin().await?;
            let mut insert = QueryBuilder::<sqlx::Sqlite>::new(
                "INSERT INTO actions (game_id, seq, seat, action, v, epoch) ",
            );
            insert.push_values(batch, |mut row, a| {
                row.push_bind(a.game_id)
                    .push_bind(i64::from(a.seq))
                    .push_bind(i64::from(a.seat))
                    .push_bind(a.action.as_str())
                    .push_bind(v_i64(a.v))
                    .push_bind(a.epoch);
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
            Ok(batch
                .iter()
                .map(|a| (a.game_id, i64::from(a.seq)))
                .collect())
        }
    }
}

impl Store {
    /// Appends one action to a game's log, with the version it produces. Returns once committed
    /// (possibly in one transaction with other lobbies' actions: see [`LogWriter`]).
    ///
    /// # Errors
    /// The database failed, or another node holds the lobby now ([`StoreError::Fenced`]):
    /// nothing was recorded.
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
            epoch: self.epoch_of(code),
            done,
        };
        self.writer
            .tx
            .send(append)
            .await
            .map_err(|_| StoreError::WriterGone)?;
        committed.await.map_err(|_| StoreError::WriterGone)?
    }
}
