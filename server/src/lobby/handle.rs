//! The lobby's mailbox: its commands and the cloneable handle that sends them.

use super::ConnId;
use super::OutTx;
use crate::game::Refusal;
use protocol::{ClientMsg, Lang};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

/// Why a hello did not join the lobby.
#[derive(Debug)]
pub enum ConnectError {
    /// The lobby answered no (a bad token, a lobby that ended for good, ...).
    Refused(Refusal),
    /// The lobby's actor ended before it answered: this node stopped serving the lobby (its lease
    /// went to another node, or the server is stopping), or the lobby was reaped. The caller
    /// decides which, from the node's state and the store: never a refusal by itself.
    Gone,
    /// The hello's deadline passed before the lobby came to it (a hello queued in a network
    /// outage, whose sender gave up waiting): it joins nothing and displaces nobody.
    Late,
}

/// Why a hello could not be served, wherever the lobby is.
#[derive(Debug)]
pub enum JoinError {
    /// The lobby refused (bad token, no such lobby, closed...): the connection gets this error.
    Refused(Refusal),
    /// No node serves the lobby right now, or this one is stopping: the client reconnects.
    Unavailable(String),
}

impl JoinError {
    /// The refusal for a lobby code nobody knows.
    #[must_use]
    pub fn no_such_lobby(code: &str) -> Self {
        Self::Refused(Refusal::new(
            protocol::ErrorCode::NoSuchLobby,
            format!("no lobby {:?}", crate::limit::shorten(code)),
        ))
    }
}

/// The lobby's mailbox commands.
///
/// Small (two words and a tag): a mailbox's queue is allocated in blocks of 32 commands, one for
/// each lobby however idle, so the rare large ones are boxed (a hello, a client's message:
/// one allocation each) rather than sizing every slot for them.
#[derive(Debug)]
pub enum LobbyCmd {
    /// A connection presented its hello: join as the seat owning `token`, or as a spectator.
    Connect(Box<Connect>),
    /// A message from a connection (already parsed and rate-limited).
    Client {
        /// Who sent it.
        conn: ConnId,
        /// What.
        msg: Box<ClientMsg>,
    },
    /// A connection ended.
    Disconnect {
        /// Which.
        conn: ConnId,
    },
}

/// A hello to the lobby: join as the seat owning `token`, or as a spectator.
#[derive(Debug)]
pub struct Connect {
    /// The seat token, to reclaim a seat.
    pub token: Option<String>,
    /// The language the connection reads.
    pub lang: Lang,
    /// The connection's outbound queue.
    pub out: OutTx,
    /// After this the hello is refused unseen ([`ConnectError::Late`]): its sender stopped
    /// waiting. `None`: no deadline (a socket on this node, which waits as long as it takes).
    pub deadline: Option<Instant>,
    /// The connection's id, or why it was refused.
    pub respond_to: oneshot::Sender<Result<ConnId, ConnectError>>,
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

    /// Whether the lobby was stopped here because another node holds it now (or its hold lapsed).
    #[must_use]
    pub fn moved(&self) -> bool {
        self.stop.is_cancelled()
    }

    /// Sends a command, waiting for mailbox room. Returns false if the lobby has ended.
    pub async fn send(&self, cmd: LobbyCmd) -> bool {
        self.tx.send(cmd).await.is_ok()
    }

    /// Joins the lobby with an outbound queue; a hello with a `deadline` is refused unseen once
    /// it has passed.
    ///
    /// # Errors
    /// The lobby refused (bad token), its actor ended before answering, or the deadline passed.
    pub async fn connect(
        &self,
        token: Option<String>,
        lang: Lang,
        out: OutTx,
        deadline: Option<Instant>,
    ) -> Result<ConnId, ConnectError> {
        let (respond_to, rx) = oneshot::channel();
        if !self
            .send(LobbyCmd::Connect(Box::new(Connect {
                token,
                lang,
                out,
                deadline,
                respond_to,
            })))
            .await
        {
            return Err(ConnectError::Gone);
        }
        rx.await.map_err(|_| ConnectError::Gone)?
    }
}
