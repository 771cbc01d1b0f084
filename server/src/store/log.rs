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

impl Store {
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
}
