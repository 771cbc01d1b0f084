//! A connection's outbound queue: bounded, and holding almost nothing while it is empty.
//!
//! The lobby offers each message with `try_send` (never waiting: a full queue spills into the
//! connection's backlog, see `fanout`), and the connection's writer takes everything queued
//! before each flush. tokio's `mpsc` would do, but it allocates its queue in blocks of 32 slots,
//! the first at creation: 1.3 KiB of slots and 0.5 KiB of channel for every connection, however
//! idle (heaptrack, 1,000 lobbies × 4 idle connections). futures' bounded channel allocates one
//! node per queued message instead and about 0.25 KiB in all while empty; a queued message costs
//! one small allocation, freed when it is taken.

use super::Outbound;
use futures_util::StreamExt;
pub use tokio::sync::mpsc::error::{TryRecvError, TrySendError};

/// A queue that holds at most `bound` messages (at least one).
#[must_use]
pub fn outbox(bound: usize) -> (OutTx, OutRx) {
    // futures' channel holds `buffer` messages plus one per sender, and each queue has one sender.
    let (tx, rx) = futures_channel::mpsc::channel(bound.max(1) - 1);
    (OutTx(tx), OutRx(rx))
}

/// The lobby's end of a connection's queue. A clone (a join that is tried again) holds one
/// more place while it lives, as futures' channel gives each sender one.
#[derive(Debug, Clone)]
pub struct OutTx(futures_channel::mpsc::Sender<Outbound>);

impl OutTx {
    /// Queues `msg` unless the queue is full or its connection has gone.
    ///
    /// # Errors
    /// `Full` (the queue holds its bound) or `Closed` (the connection dropped its end), with the
    /// message.
    pub fn try_send(&mut self, msg: Outbound) -> Result<(), TrySendError<Outbound>> {
        self.0.try_send(msg).map_err(|e| {
            if e.is_full() {
                TrySendError::Full(e.into_inner())
            } else {
                TrySendError::Closed(e.into_inner())
            }
        })
    }

    /// Whether the connection has dropped its end.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        self.0.is_closed()
    }
}

/// The connection's end of its queue.
#[derive(Debug)]
pub struct OutRx(futures_channel::mpsc::Receiver<Outbound>);

impl OutRx {
    /// The next message; `None` once the lobby's end is dropped and the queue is empty.
    /// Cancel-safe: a message is taken only when this returns it.
    pub async fn recv(&mut self) -> Option<Outbound> {
        self.0.next().await
    }

    /// The next message if one is queued.
    ///
    /// # Errors
    /// `Empty` (nothing queued) or `Disconnected` (nothing queued, and the lobby's end dropped).
    pub fn try_recv(&mut self) -> Result<Outbound, TryRecvError> {
        self.0.try_recv().map_err(|e| {
            if e.is_closed() {
                TryRecvError::Disconnected
            } else {
                TryRecvError::Empty
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &'static str) -> Outbound {
        Outbound::Text(s.into())
    }

    #[tokio::test]
    async fn it_holds_its_bound_in_order_and_tells_full_from_closed() {
        let (mut tx, mut rx) = outbox(2);
        tx.try_send(text("a")).unwrap();
        tx.try_send(text("b")).unwrap();
        assert!(matches!(tx.try_send(text("c")), Err(TrySendError::Full(_))));
        assert!(matches!(rx.recv().await, Some(Outbound::Text(t)) if t.as_str() == "a"));
        // Taking one frees a place.
        tx.try_send(text("c")).unwrap();
        assert!(matches!(rx.try_recv(), Ok(Outbound::Text(t)) if t.as_str() == "b"));
        assert!(matches!(rx.try_recv(), Ok(Outbound::Text(t)) if t.as_str() == "c"));
        assert!(matches!(rx.try_recv(), Err(TryRecvError::Empty)));
        drop(rx);
        assert!(tx.is_closed());
        assert!(matches!(
            tx.try_send(text("d")),
            Err(TrySendError::Closed(_))
        ));
    }

    #[tokio::test]
    async fn the_connection_sees_the_end_after_what_was_queued() {
        let (mut tx, mut rx) = outbox(1);
        tx.try_send(text("last")).unwrap();
        drop(tx);
        assert!(matches!(rx.recv().await, Some(Outbound::Text(_))));
        assert!(rx.recv().await.is_none());
        assert!(matches!(rx.try_recv(), Err(TryRecvError::Disconnected)));
    }
}
