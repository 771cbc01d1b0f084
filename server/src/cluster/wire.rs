//! What the nodes say to each other on NATS: every payload is one of these, as JSON.

use crate::lobby::ConnId;
use protocol::{ClientMsg, ErrorCode, Lang, LobbyInfo};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// One life of a node: its id and the random instance its process took at start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Life {
    pub(super) node: String,
    pub(super) instance: String,
    /// When the process started, in Unix milliseconds by its own clock: of two lives of one node
    /// id, the later start is the live one.
    pub(super) started_ms: u64,
}

/// A heartbeat's payload.
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct Beat {
    pub(super) started_ms: u64,
    pub(super) sent_ms: u64,
}

/// A hello relayed to the holding node.
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct ConnectReq {
    pub(super) token: Option<String>,
    /// The language the socket reads (absent from a node that predates languages: English).
    #[serde(default)]
    pub(super) lang: Lang,
    /// Where the holder sends the socket's frames.
    pub(super) relay: String,
    /// The relaying node's life (whose heartbeat keeps the relayed connection).
    pub(super) edge: Life,
    /// When the hello was sent, in Unix milliseconds by the relaying node's clock.
    pub(super) sent_ms: u64,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum ConnectReply {
    Ok {
        conn: ConnId,
        epoch: i64,
        holder: Life,
    },
    Refused {
        code: ErrorCode,
        message: String,
    },
    /// The lobby stopped here before it answered (its lease went elsewhere, or this node is
    /// stopping): ask again, wherever it is now.
    Moved,
    /// The hello came after its sender stopped waiting: it was not shown to the lobby.
    Late,
}

/// One node's answer to `P.public`.
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct PublicList {
    pub(super) node: String,
    pub(super) lobbies: Vec<LobbyInfo>,
}

/// A relayed client's message, or its leaving.
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct Inbound {
    pub(super) conn: ConnId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) msg: Option<ClientMsg>,
}

/// A frame for one relayed socket, from the holder to the relaying node.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Frame {
    /// A server message as the lobby serialised it, carried as JSON inside the frame (not as an
    /// escaped string: it is sent as it was written and checked on arrival).
    Text(Box<RawValue>),
    /// Close the socket with this code and reason.
    Close {
        /// The WebSocket close code.
        code: u16,
        /// Why, for the client.
        reason: String,
    },
}

impl Frame {
    /// A close frame.
    pub(super) fn close(code: u16, reason: impl Into<String>) -> Self {
        Self::Close {
            code,
            reason: reason.into(),
        }
    }
}
