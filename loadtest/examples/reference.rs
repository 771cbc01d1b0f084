//! A bare fan-out server to measure Albion against (`loadtest --reference` drives it).
//!
//! It does what any lobby server must do for one action and nothing more: a player's text frame
//! (its "move") goes to the lobby's task, which builds a distinct small frame for every socket of
//! the lobby and queues it on that socket's writer task. No rules, no store, no views, no
//! sessions: what Albion spends above this is what its game, its protocol and its bookkeeping
//! cost. The same stack as `albion-server` (axum WebSockets with the same buffer settings,
//! TCP_NODELAY, a multi-threaded tokio runtime), so the stack itself is not the difference.
//!
//! `cargo run --release -p loadtest --example reference -- --bind 127.0.0.1:18090`
//!
//! - `GET /healthz`: 200, to wait for it.
//! - `GET /ref/{lobby}/{role}`, a WebSocket: `{lobby}` a number, `{role}` a player's index
//!   (`0`, `1`, …) or `spectator`. The lobby exists from its first socket on. Once the socket has
//!   joined, its first frame is `{"t":"welcome","v":V,"to":I}` (V: the lobby's version, I: the
//!   socket's index in the lobby, in joining order). Every text frame a player sends then gives
//!   every socket of the lobby, the sender included, `{"t":"moved","v":V,"seat":S,"to":I,
//!   "move":TEXT}`: V the lobby's new version, S the player's index, I the receiving socket's
//!   index, TEXT the frame as sent. Spectators' frames are ignored.

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::serve::ListenerExt as _;
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// Frames one socket's writer may have queued; a socket that falls further behind is dropped,
/// as a real server drops a client that does not read.
const OUTBOUND_QUEUE: usize = 64;

/// Messages one lobby's task may have queued.
const LOBBY_QUEUE: usize = 1024;

/// Largest move accepted, in bytes; a longer frame closes the socket.
const MAX_MOVE: usize = 256;

/// Highest lobby number: lobbies live until the server stops, so their count is bounded.
const MAX_LOBBY: u32 = 100_000;

/// Bare fan-out reference server.
#[derive(Debug, Parser)]
#[command(
    name = "reference",
    about = "Bare WebSocket fan-out server to measure Albion against"
)]
struct Cli {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:18090")]
    bind: SocketAddr,
}

/// What a socket is in its lobby.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Player(u8),
    Spectator,
}

impl Role {
    fn parse(s: &str) -> Option<Self> {
        if s == "spectator" {
            Some(Self::Spectator)
        } else {
            s.parse().ok().map(Self::Player)
        }
    }
}

/// What a lobby's task is told.
#[derive(Debug)]
enum ToLobby {
    /// A new socket: the lobby keeps its queue and answers `joined` with the socket's index.
    Join {
        out: mpsc::Sender<String>,
        joined: tokio::sync::oneshot::Sender<usize>,
    },
    /// A player's move.
    Move { seat: u8, text: String },
    /// The socket with this index has gone.
    Leave { index: usize },
}

/// Every lobby's mailbox, by number.
type Lobbies = Arc<Mutex<HashMap<u32, mpsc::Sender<ToLobby>>>>;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let cli = Cli::parse();
    let listener = tokio::net::TcpListener::bind(cli.bind).await?;
    serve(listener, std::future::pending()).await
}

/// Serves on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let lobbies: Lobbies = Arc::default();
    let app = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/ref/{lobby}/{role}", get(socket))
        // A webhook receiver for Albion's notifications (budget.sh's notify line): takes the
        // request, answers 204.
        .route(
            "/hook",
            axum::routing::post(|_body: axum::body::Bytes| async { StatusCode::NO_CONTENT }),
        )
        .with_state(lobbies);
    // Small messages, sent at once: no Nagle delay (as albion-server does).
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
}

/// The mailbox of lobby `number`, its task started on first use.
fn lobby(lobbies: &Lobbies, number: u32) -> mpsc::Sender<ToLobby> {
    let mut map = lobbies
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    map.entry(number)
        .or_insert_with(|| {
            let (tx, rx) = mpsc::channel(LOBBY_QUEUE);
            tokio::spawn(run_lobby(rx));
            tx
        })
        .clone()
}

async fn socket(
    State(lobbies): State<Lobbies>,
    Path((number, role)): Path<(u32, String)>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let Some(role) = Role::parse(&role).filter(|_| number <= MAX_LOBBY) else {
        return (StatusCode::NOT_FOUND, "no such lobby or role").into_response();
    };
    let lobby = lobby(&lobbies, number);
    // The same buffers as albion-server: a 4 KiB read buffer, every frame flushed at once.
    upgrade
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .max_write_buffer_size(256 * 1024)
        .max_message_size(4 * MAX_MOVE)
        .on_upgrade(move |ws| serve_socket(ws, role, lobby))
}

/// Joins the lobby, starts the socket's writer task, then reads until the socket ends.
async fn serve_socket(ws: WebSocket, role: Role, lobby: mpsc::Sender<ToLobby>) {
    let (mut sink, mut stream) = ws.split();
    let (out, mut queued) = mpsc::channel::<String>(OUTBOUND_QUEUE);
    let (joined, index) = tokio::sync::oneshot::channel();
    if lobby.send(ToLobby::Join { out, joined }).await.is_err() {
        return;
    }
    let Ok(index) = index.await else { return };
    let writer = tokio::spawn(async move {
        while let Some(text) = queued.recv().await {
            if sink.send(Message::Text(text.into())).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    while let Some(Ok(frame)) = stream.next().await {
        match (frame, role) {
            (Message::Text(text), Role::Player(seat)) if text.len() <= MAX_MOVE => {
                let text = text.as_str().to_owned();
                if lobby.send(ToLobby::Move { seat, text }).await.is_err() {
                    break;
                }
            }
            (Message::Text(_), Role::Player(_)) | (Message::Close(_), _) => break,
            _ => {}
        }
    }
    let _ = lobby.send(ToLobby::Leave { index }).await;
    // The lobby drops the socket's queue on `Leave`, which ends the writer.
    let _ = writer.await;
}

/// One lobby: its sockets' queues in joining order (`None` once gone) and its version.
async fn run_lobby(mut inbox: mpsc::Receiver<ToLobby>) {
    let mut sockets: Vec<Option<mpsc::Sender<String>>> = Vec::new();
    let mut v: u64 = 0;
    while let Some(msg) = inbox.recv().await {
        match msg {
            ToLobby::Join { out, joined } => {
                let index = sockets.len();
                // A fresh queue has room for its first frame.
                let _ = out.try_send(format!(r#"{{"t":"welcome","v":{v},"to":{index}}}"#));
                sockets.push(Some(out));
                let _ = joined.send(index);
            }
            ToLobby::Move { seat, text } => {
                v += 1;
                // Escaped once; every recipient still gets a frame of its own, as each of
                // Albion's recipients gets its own view.
                let text = serde_json::to_string(&text).unwrap_or_default();
                for (to, slot) in sockets.iter_mut().enumerate() {
                    let Some(out) = slot else { continue };
                    let frame =
                        format!(r#"{{"t":"moved","v":{v},"seat":{seat},"to":{to},"move":{text}}}"#);
                    if out.try_send(frame).is_err() {
                        // Full (too slow) or gone: drop it, which ends its writer.
                        *slot = None;
                    }
                }
            }
            ToLobby::Leave { index } => {
                if let Some(slot) = sockets.get_mut(index) {
                    *slot = None;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_are_a_player_index_or_spectator() {
        assert_eq!(Role::parse("0"), Some(Role::Player(0)));
        assert_eq!(Role::parse("3"), Some(Role::Player(3)));
        assert_eq!(Role::parse("spectator"), Some(Role::Spectator));
        assert_eq!(Role::parse("judge"), None);
        assert_eq!(Role::parse("-1"), None);
    }
}
