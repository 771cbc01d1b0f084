//! The lobby's mailbox: its commands and the cloneable handle that sends them.

use super::{ConnId, Outbound};
use crate::game::Refusal;
use protocol::{ClientMsg, ErrorCode};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;

/// The lobby's mailbox commands.
#[derive(Debug)]
pub enum LobbyCmd {
    /// A connection presented its hello: join as the seat owning `token`, or as a spectator.
    Connect {
        /// The seat token, to reclaim a seat.
        token: Option<String>,
        /// The connection's outbound queue.
        out: mpsc::Sender<Outbound>,
        /// The connection's id, or why it was refused.
        respond_to: oneshot::Sender<Result<ConnId, Refusal>>,
    },
    /// A message from a connection (already parsed and rate-limited).
    Client {
        /// Who sent it.
        conn: ConnId,
        /// What.
        msg: ClientMsg,
    },
    /// A connection ended.
    Disconnect {
        /// Which.
        conn: ConnId,
    },
}

/// A cloneable handle to a lobby actor.
#[derive(Debug, Clone)]
pub struct LobbyHandle {
    tx: mpsc::Sender<LobbyCmd>,
    stop: CancellationToken,
}

impl LobbyHandle {
    pub(super) fn new(tx: mpsc::Sender<LobbyCmd>, stop: CancellationToken) -> Self {
        Self { tx, stop }
    }

    /// Stops the lobby here at once, without writing anything: another node holds it now. Its
    /// connections close with 1001 and reconnect (to whichever node serves it).
    pub fn stop(&self) {
        self.stop.cancel();
    }

    /// Sends a command, waiting for mailbox room. Returns false if the lobby has ended.
    pub async fn send(&self, cmd: LobbyCmd) -> bool {
        self.tx.send(cmd).await.is_ok()
    }

    /// Joins the lobby with an outbound queue.
    ///
    /// # Errors
    /// The lobby refused (bad token) or has ended.
    pub async fn connect(
        &self,
        token: Option<String>,
        out: mpsc::Sender<Outbound>,
    ) -> Result<ConnId, Refusal> {
        let (respond_to, rx) = oneshot::channel();
        let closed = || Refusal::new(ErrorCode::LobbyClosed, "the lobby is closed");
        if !self
            .send(LobbyCmd::Connect {
                token,
                out,
                respond_to,
            })
            .await
        {
            return Err(closed());
        }
        rx.await.map_err(|_| closed())?
    }
}
