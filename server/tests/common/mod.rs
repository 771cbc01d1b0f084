//! Test harness: a real server on 127.0.0.1:0 with its own SQLite file, a tiny HTTP client
//! (`http`), tokio-tungstenite WebSocket clients that check the version stream is gap-free, and
//! the ways tests start games and play them (`play`).
#![allow(dead_code)]

pub mod db;
pub mod faults;
pub mod http;
pub mod play;
pub mod redaction;

pub use self::http::http;

use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMsg, LobbyInfo, PROTOCOL_VERSION, ServerMsg};
use server::Config;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const WAIT: Duration = Duration::from_secs(10);

pub struct TestServer {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<Result<(), server::ServerError>>>,
}

pub fn db_url(dir: &Path) -> String {
    format!("sqlite://{}", dir.join("albion.db").display())
}

impl TestServer {
    pub async fn start(db: &Path) -> Self {
        Self::start_with(db, |_| {}).await
    }

    pub async fn start_with(db: &Path, tweak: impl FnOnce(&mut Config)) -> Self {
        let mut config = Config::with_database(db_url(db));
        tweak(&mut config);
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(server::run(listener, config, async move {
            let _ = stopped.await;
        }));
        // Ready once it answers.
        for _ in 0..200 {
            if TcpStream::connect(addr).await.is_ok()
                && http(addr, "GET", "/healthz", None).await.0 == 200
            {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Self {
            addr,
            stop: Some(stop),
            task: Some(task),
        }
    }

    /// Graceful stop; waits until the server has finished.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            tokio::time::timeout(WAIT, task)
                .await
                .expect("server stops in time")
                .unwrap()
                .unwrap();
        }
    }

    pub async fn create(&self, body: &str) -> LobbyInfo {
        let (status, text) = http(self.addr, "POST", "/api/lobbies", Some(body)).await;
        assert_eq!(status, 201, "{text}");
        serde_json::from_str(&text).unwrap()
    }

    pub async fn camelot_lobby(&self) -> String {
        self.create(r#"{"config":{"game":"camelot"},"public":true}"#)
            .await
            .code
    }

    pub async fn client(&self) -> Client {
        Client::connect(self.addr).await
    }
}

pub struct Client {
    pub ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Last version seen.
    pub v: u64,
    pub seat: Option<u8>,
    pub token: Option<String>,
    /// Every raw text frame received.
    pub raw: Vec<String>,
    /// The game view: the last sync's, with every later event's patch applied.
    pub view: Option<protocol::GameView>,
    /// The same as JSON (what patches apply to).
    pub view_json: serde_json::Value,
    /// The latest lobby summary received.
    pub lobby: Option<LobbyInfo>,
    /// The latest `notify` (the seat's notification settings), which `recv` returns only
    /// when `keep_notify` is set: it comes after every seated sync, outside the versioned stream.
    pub notify: Option<ServerMsg>,
    /// Whether `recv` returns `notify` messages too.
    pub keep_notify: bool,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Self {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap();
        Self {
            ws,
            v: 0,
            seat: None,
            token: None,
            raw: Vec::new(),
            view: None,
            view_json: serde_json::Value::Null,
            lobby: None,
            notify: None,
            keep_notify: false,
        }
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_raw(&serde_json::to_string(msg).unwrap()).await;
    }

    pub async fn send_raw(&mut self, text: &str) {
        self.ws.send(Message::text(text)).await.unwrap();
    }

    /// Next server message; checks that versions are gap-free.
    pub async fn recv(&mut self) -> ServerMsg {
        match self.try_recv().await {
            Ok(msg) => msg,
            Err(e) => panic!("{e}"),
        }
    }

    /// Next server message, or why there is none (closed, socket error, nothing in time);
    /// checks that versions are gap-free.
    pub async fn try_recv(&mut self) -> Result<ServerMsg, String> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .map_err(|_| "no message in time".to_owned())?
                .ok_or_else(|| "socket closed".to_owned())?
                .map_err(|e| format!("socket error: {e}"))?;
            match frame {
                Message::Text(t) => {
                    self.raw.push(t.to_string());
                    let msg: ServerMsg = serde_json::from_str(&t).unwrap();
                    if let ServerMsg::Notify { .. } = msg {
                        self.notify = Some(msg.clone());
                        if !self.keep_notify {
                            continue;
                        }
                    }
                    match &msg {
                        ServerMsg::Sync { v, lobby, game, .. } => {
                            self.v = *v;
                            self.lobby = Some(lobby.clone());
                            self.view.clone_from(game);
                            self.view_json = serde_json::to_value(game).unwrap();
                        }
                        ServerMsg::Event {
                            v,
                            lobby,
                            patch,
                            change,
                            event,
                        } => {
                            assert_eq!(*v, self.v + 1, "gap in versions: {t}");
                            self.v = *v;
                            // Absent when the event left the lobby's summary unchanged.
                            if lobby.is_some() {
                                self.lobby.clone_from(lobby);
                            }
                            if protocol::update::touches_view(
                                event,
                                patch.as_deref(),
                                change.as_deref(),
                            ) {
                                protocol::update::apply_event(
                                    &mut self.view_json,
                                    event,
                                    patch.as_deref(),
                                    change.as_deref(),
                                )
                                .unwrap_or_else(|e| panic!("{e}: {t}"));
                                self.view = serde_json::from_value(self.view_json.clone())
                                    .unwrap_or_else(|e| panic!("the patched view: {e}: {t}"));
                            }
                        }
                        ServerMsg::Seated { seat, token } => {
                            self.seat = Some(*seat);
                            self.token = Some(token.clone());
                        }
                        ServerMsg::Welcome { seat, .. } => self.seat = *seat,
                        _ => {}
                    }
                    return Ok(msg);
                }
                Message::Close(f) => return Err(format!("closed: {f:?}")),
                _ => {}
            }
        }
    }

    /// Receives until `pred` holds; returns that message.
    pub async fn until(&mut self, mut pred: impl FnMut(&ServerMsg) -> bool) -> ServerMsg {
        loop {
            let m = self.recv().await;
            if pred(&m) {
                return m;
            }
        }
    }

    pub async fn until_ack(&mut self) -> u64 {
        match self
            .until(|m| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Rejected { .. }))
            .await
        {
            ServerMsg::Ack { v } => v,
            other => panic!("expected ack, got {other:?}"),
        }
    }

    pub async fn until_rejected(&mut self) -> protocol::ErrorCode {
        match self
            .until(|m| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Rejected { .. }))
            .await
        {
            ServerMsg::Rejected { code, .. } => code,
            other => panic!("expected a rejection, got {other:?}"),
        }
    }

    /// Waits for the close frame (skipping messages); returns its code.
    pub async fn closed(&mut self) -> Option<u16> {
        self.close_frame().await.map(|f| u16::from(f.code))
    }

    /// Waits for the close frame (skipping messages); returns it (`None` if the socket ended
    /// without one, or the frame had no code).
    pub async fn close_frame(&mut self) -> Option<CloseFrame> {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("close in time")
            {
                None | Some(Err(_)) => return None,
                Some(Ok(Message::Close(f))) => return f,
                Some(Ok(Message::Text(t))) => self.raw.push(t.to_string()),
                Some(Ok(_)) => {}
            }
        }
    }

    pub async fn hello(&mut self, lobby: &str, token: Option<String>) {
        self.send(&ClientMsg::Hello {
            protocol: PROTOCOL_VERSION,
            lobby: lobby.into(),
            token,
            last_v: Some(self.v),
            lang: None,
        })
        .await;
        assert!(matches!(self.recv().await, ServerMsg::Welcome { .. }));
        assert!(matches!(self.recv().await, ServerMsg::Sync { .. }));
    }

    /// Reads until this client has seen version `v`.
    pub async fn catch_up(&mut self, v: u64) {
        while self.v < v {
            self.recv().await;
        }
    }

    pub async fn sit(&mut self, name: &str) -> u8 {
        self.send(&ClientMsg::Sit {
            name: name.into(),
            seat: None,
        })
        .await;
        self.until_ack().await;
        self.seat.unwrap()
    }
}

/// Whether this run is CI's, where a missing PostgreSQL, NATS or browser is a failure rather than
/// a notice and a skip.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// A port on 127.0.0.1 that was free a moment ago, for a server process to bind.
pub fn free_addr() -> SocketAddr {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap()
}

/// Lifts the per-connection message rate limit: scripted players act far faster than people.
pub fn fast(c: &mut Config) {
    c.rate_per_sec = 10_000.0;
    c.rate_burst = 10_000.0;
}

/// Lifts the per-address HTTP rate limit, for tests that make many requests about something else.
pub fn unlimited_http(c: &mut Config) {
    c.http_rate = 1_000_000.0;
    c.http_burst = 1_000_000.0;
}

pub fn code_of(close: CloseCode) -> u16 {
    u16::from(close)
}

pub fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

pub fn path(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().to_owned()
}
