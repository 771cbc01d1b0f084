//! One WebSocket connection: I/O only.
//!
//! The reader checks frame size and rate, parses a [`ClientMsg`] and forwards it to the lobby; the
//! writer drains the connection's bounded outbound queue of messages the lobby serialised. When either ends, both
//! end and the lobby hears `Disconnect`. The task is generic over any `Sink`/`Stream` of
//! WebSocket messages so tests could drive it with channels.

use crate::directory::{Lobbies, Route};
use crate::limit::{TokenBucket, shorten_quotes};
use crate::lobby::{JoinError, Outbound, encode};
use crate::lobby::{OutRx, outbox};
use crate::metrics::Metrics;
use crate::woken::WhenWoken;
use axum::extract::ws::{CloseFrame, Message};
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use protocol::{ClientMsg, ErrorCode, PROTOCOL_VERSION, ServerMsg, close};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio_util::sync::CancellationToken;

/// Per-connection limits, from the configuration.
#[derive(Debug, Clone)]
pub struct ConnLimits {
    /// Largest text frame accepted, in bytes.
    pub max_frame: usize,
    /// Messages per second (token bucket rate).
    pub rate_per_sec: f64,
    /// Message burst (token bucket size).
    pub rate_burst: f64,
    /// Outbound queue length.
    pub outbound_queue: usize,
    /// Longest time one write may take.
    pub write_timeout: Duration,
    /// Longest wait for the hello.
    pub hello_timeout: Duration,
    /// After the hello, a connection that sends nothing (not even a pong to the server's pings)
    /// for this long is closed with [`close::IDLE`]. The server pings every third of it.
    pub idle_timeout: Duration,
}

/// How long the server keeps reading (and discarding) after its close frame, waiting for the
/// client's: closing with the client's data unread makes the kernel reset the connection, and
/// the client would never see the last frames.
const CLOSE_LINGER: Duration = Duration::from_secs(2);

/// What a connection needs from the server.
#[derive(Debug, Clone)]
pub struct ConnEnv {
    /// Where lobbies are found (here, or relayed to another node).
    pub lobbies: Arc<Lobbies>,
    /// Metrics.
    pub metrics: Arc<Metrics>,
    /// Limits.
    pub limits: ConnLimits,
    /// Told at shutdown.
    pub cancel: CancellationToken,
}

/// Why a connection ends, and so what its last frames are.
#[derive(Debug)]
enum End {
    /// Send this error, then close with its close code.
    Fatal(ErrorCode, String),
    /// Close with this code.
    Close(u16, String),
    /// The client did not keep up.
    Slow,
    /// The server is shutting down.
    Shutdown,
    /// The client sent a close frame: answer it (RFC 6455 §5.5.1).
    ClientClosed,
    /// The client went away; nothing more to send.
    Gone,
    /// The lobby ended while the client was sending to it: what it queued before it ended says
    /// why ([`after_the_lobby`]).
    LobbyEnded,
}

struct Gauge(Arc<Metrics>);

impl Drop for Gauge {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A message the connection itself sends (its own errors), serialised as the lobby serialises.
fn text(msg: &ServerMsg) -> Message {
    Message::Text(encode(msg))
}

/// Reads one text frame and parses it, applying the size limit and, when given, the rate limit
/// (to every frame, pings included) and the idle timeout (to every frame: a pong keeps the
/// connection alive).
async fn next_msg<R, E>(
    stream: &mut R,
    limits: &ConnLimits,
    mut bucket: Option<&mut TokenBucket>,
    idle: Option<Duration>,
) -> Result<ClientMsg, End>
where
    R: Stream<Item = Result<Message, E>> + Unpin,
    E: std::fmt::Display,
{
    loop {
        let next = match idle {
            Some(idle) => tokio::time::timeout(idle, stream.next())
                .await
                .map_err(|_| {
                    End::Close(
                        close::IDLE,
                        format!("idle: nothing received for {} s", idle.as_secs()),
                    )
                })?,
            None => stream.next().await,
        };
        let frame = match next {
            None => return Err(End::Gone),
            Some(Err(e)) => return Err(read_error(&e.to_string())),
            Some(Ok(frame)) => frame,
        };
        if let Some(b) = bucket.as_deref_mut()
            && !b.take()
        {
            return Err(End::Fatal(
                ErrorCode::RateLimited,
                "too many messages".into(),
            ));
        }
        let text = match frame {
            Message::Text(t) => t,
            Message::Binary(_) => {
                return Err(End::Fatal(
                    ErrorCode::Malformed,
                    "binary frames are not accepted".into(),
                ));
            }
            Message::Ping(_) | Message::Pong(_) => continue,
            Message::Close(_) => return Err(End::ClientClosed),
        };
        if text.len() > limits.max_frame {
            return Err(End::Fatal(
                ErrorCode::FrameTooLarge,
                format!(
                    "frame of {} bytes exceeds the limit of {}",
                    text.len(),
                    limits.max_frame
                ),
            ));
        }
        return serde_json::from_str::<ClientMsg>(text.as_str()).map_err(|e| {
            // serde quotes the offending input whole: a few characters of it are enough.
            let e = shorten_quotes(&e.to_string());
            End::Fatal(ErrorCode::Malformed, format!("not a client message: {e}"))
        });
    }
}

/// What a read error from the WebSocket layer means for the connection.
///
/// The layer's error type is not ours (axum wraps tungstenite's), so it is told apart by its
/// message; `tests/hardening.rs` checks each case against a real socket.
fn read_error(e: &str) -> End {
    if e.contains("too long") || e.contains("Space limit") {
        // A frame over tungstenite's hard cap.
        End::Fatal(ErrorCode::FrameTooLarge, "frame too large".into())
    } else if e.contains("UTF-8") {
        // RFC 6455 §8.1: a text frame that is not UTF-8 fails the connection with 1007.
        End::Close(
            close::INVALID_DATA,
            "a text frame is not valid UTF-8".into(),
        )
    } else {
        End::Gone
    }
}

/// Most queued messages written before one flush.
const WRITE_BATCH: usize = 64;

/// Bytes of small frames a WebSocket holds until its writer flushes (tungstenite's
/// `write_buffer_size`): a move's event and the mover's ack leave in one system call, not two.
///
/// tungstenite keeps its write buffer's capacity for the connection's whole life, and a buffer
/// that grew to hold small frames and a large one together kept that too (measured: +330 to
/// +400 B per idle connection). So the writer flushes what is held before a frame that would
/// take the held bytes past this bound (`write_loop`): a large frame is always written alone,
/// the buffer's capacity stays the largest frame's, as it was when every frame was written at
/// once.
pub(crate) const WRITE_BUFFER: usize = 256;

/// A server frame's header, at most, for a frame under 64 KiB (no mask).
const FRAME_HEADER: usize = 4;

async fn write_loop<W>(sink: &mut W, out: &mut OutRx, env: &ConnEnv) -> End
where
    W: Sink<Message> + Unpin,
{
    let every = (env.limits.idle_timeout / 3).max(Duration::from_millis(10));
    let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let next = tokio::select! {
            next = out.recv() => next,
            _ = pings.tick() => {
                let ping = sink.send(Message::Ping(Default::default()));
                match tokio::time::timeout(env.limits.write_timeout, ping).await {
                    Ok(Ok(())) => continue,
                    Ok(Err(_)) => return End::Gone,
                    Err(_) => {
                        env.metrics.slow_disconnects.fetch_add(1, Ordering::Relaxed);
                        return End::Slow;
                    }
                }
            }
        };
        let first = match next {
            Some(Outbound::Text(text)) => text,
            Some(Outbound::Close(code, reason)) => return End::Close(code, reason),
            // The lobby dropped us: our queue was full, or the lobby ended with the server.
            None if env.cancel.is_cancelled() => return End::Shutdown,
            None => return End::Slow,
        };
        // Write everything already queued, then flush once: small frames leave together.
        let burst = async {
            let mut next = Some(first);
            let mut close = None;
            let mut written = 0;
            // Bytes tungstenite holds unwritten (see `WRITE_BUFFER`).
            let mut held = 0;
            while let Some(text) = next.take() {
                let size = text.len() + FRAME_HEADER;
                if held > 0 && held + size > WRITE_BUFFER {
                    sink.flush().await?;
                    held = 0;
                }
                sink.feed(Message::Text(text)).await?;
                // Past the bound, tungstenite writes what it holds at once.
                held = if held + size > WRITE_BUFFER {
                    0
                } else {
                    held + size
                };
                written += 1;
                if written < WRITE_BATCH {
                    match out.try_recv() {
                        Ok(Outbound::Text(text)) => next = Some(text),
                        Ok(Outbound::Close(code, reason)) => close = Some((code, reason)),
                        Err(_) => {}
                    }
                }
            }
            sink.flush().await?;
            Ok::<_, W::Error>(close)
        };
        match tokio::time::timeout(env.limits.write_timeout, burst).await {
            Ok(Ok(None)) => {}
            Ok(Ok(Some((code, reason)))) => return End::Close(code, reason),
            Ok(Err(_)) => return End::Gone,
            Err(_) => {
                env.metrics.slow_disconnects.fetch_add(1, Ordering::Relaxed);
                return End::Slow;
            }
        }
    }
}

async fn read_loop<R, E>(stream: &mut R, lobby: &Route, conn: u64, env: &ConnEnv) -> End
where
    R: Stream<Item = Result<Message, E>> + Unpin,
    E: std::fmt::Display,
{
    let mut bucket = TokenBucket::new(env.limits.rate_per_sec, env.limits.rate_burst);
    loop {
        let idle = Some(env.limits.idle_timeout);
        let msg = match next_msg(stream, &env.limits, Some(&mut bucket), idle).await {
            Ok(msg) => msg,
            Err(end) => return end,
        };
        // Boxed, as the join is in `serve`: sending may go through the cluster (a future of
        // ~0.9 KiB), and inline it would size every connection's task for its whole life.
        if !Box::pin(lobby.send(conn, msg)).await {
            return End::LobbyEnded;
        }
    }
}

async fn finish<W, R, E>(sink: &mut W, stream: &mut R, end: End, env: &ConnEnv)
where
    W: Sink<Message> + Unpin,
    R: Stream<Item = Result<Message, E>> + Unpin,
{
    let (error, code, reason) = match end {
        End::Gone => return,
        End::ClientClosed => {
            // tungstenite queued the echo of the client's close frame (same code) when it read
            // it; closing the sink flushes it out.
            let _ = tokio::time::timeout(env.limits.write_timeout, sink.close()).await;
            return;
        }
        End::Fatal(code, message) => {
            env.metrics.rejections.fetch_add(1, Ordering::Relaxed);
            let close = code.close_code().unwrap_or(close::PROTOCOL_ERROR);
            (
                Some(ServerMsg::Rejected { code, message }),
                close,
                format!("{code:?}"),
            )
        }
        End::Close(code, reason) => (None, code, reason),
        End::Slow => (None, close::TOO_SLOW, "too slow".to_owned()),
        End::LobbyEnded => (None, close::LOBBY_CLOSED, "lobby closed".to_owned()),
        End::Shutdown => (None, close::GOING_AWAY, "server shutting down".to_owned()),
    };
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    // One write timeout for the last frames: a client that does not read cannot hold them up.
    let last_words = async {
        if let Some(error) = error {
            let _ = sink.send(text(&error)).await;
        }
        let _ = sink.send(Message::Close(Some(frame))).await;
        let _ = sink.close().await;
    };
    let _ = tokio::time::timeout(env.limits.write_timeout, last_words).await;
    // Read (and drop) what the client still sends until its close frame arrives, for a short
    // while: a socket closed with unread input is reset by the kernel, and a reset can overtake
    // the frames just written, so the client would never see the error or the close code.
    let linger = async {
        while let Some(Ok(frame)) = stream.next().await {
            if matches!(frame, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(CLOSE_LINGER, linger).await;
}

/// The lobby ended while the client was sending to it. A lobby queues its last words (a close
/// frame saying why: it moved to another server, it closed) before its mailbox closes, but the
/// reader may see the closed mailbox before the writer sees them: write what was queued, and end
/// as the lobby said, or with `lobby_closed` if it said nothing.
async fn after_the_lobby<W>(sink: &mut W, out: &mut OutRx, env: &ConnEnv) -> End
where
    W: Sink<Message> + Unpin,
{
    let drain = async {
        while let Ok(next) = out.try_recv() {
            match next {
                Outbound::Text(text) => {
                    if sink.send(Message::Text(text)).await.is_err() {
                        return End::Gone;
                    }
                }
                Outbound::Close(code, reason) => return End::Close(code, reason),
            }
        }
        End::Close(close::LOBBY_CLOSED, "lobby closed".into())
    };
    tokio::time::timeout(env.limits.write_timeout, drain)
        .await
        .unwrap_or(End::Slow)
}

/// Serves one WebSocket connection until it ends.
pub async fn serve<W, R, E>(mut sink: W, mut stream: R, env: ConnEnv)
where
    W: Sink<Message> + Unpin,
    R: Stream<Item = Result<Message, E>> + Unpin,
    E: std::fmt::Display,
{
    env.metrics.connections.fetch_add(1, Ordering::Relaxed);
    let _gauge = Gauge(env.metrics.clone());
    let hello = tokio::select! {
        () = env.cancel.cancelled() => Err(End::Shutdown),
        r = tokio::time::timeout(env.limits.hello_timeout, next_msg(&mut stream, &env.limits, None, None)) => {
            r.unwrap_or(Err(End::Fatal(ErrorCode::ExpectedHello, "no hello in time".into())))
        }
    };
    let (lobby_code, token, lang) = match hello {
        Ok(ClientMsg::Hello {
            protocol,
            lobby,
            token,
            lang,
            ..
        }) => {
            if protocol != PROTOCOL_VERSION {
                let msg = format!(
                    "protocol {protocol} is not supported; this server speaks {PROTOCOL_VERSION}"
                );
                let end = End::Fatal(ErrorCode::UnsupportedVersion, msg);
                return Box::pin(finish(&mut sink, &mut stream, end, &env)).await;
            }
            (lobby, token, lang.unwrap_or_default())
        }
        Ok(_) => {
            let end = End::Fatal(
                ErrorCode::ExpectedHello,
                "the first message must be a hello".into(),
            );
            return Box::pin(finish(&mut sink, &mut stream, end, &env)).await;
        }
        Err(end) => return Box::pin(finish(&mut sink, &mut stream, end, &env)).await,
    };
    let (out_tx, mut out_rx) = outbox(env.limits.outbound_queue);
    // The join (which may go through the cluster) and the last words (`finish`) are boxed: a
    // task is as large as its largest state, and inline they made every connection's task 6 KiB
    // for the whole of its life, though the connection spends it in the loops below (~2 KiB).
    let joined = tokio::select! {
        () = env.cancel.cancelled() => Err(End::Shutdown),
        joined = Box::pin(env.lobbies.join(&lobby_code, token, lang, out_tx)) => joined.map_err(|e| match e {
            JoinError::Refused(refusal) => End::Fatal(refusal.code, refusal.message),
            JoinError::Unavailable(why) => End::Close(close::GOING_AWAY, why),
        }),
    };
    let (lobby, conn) = match joined {
        Ok(joined) => joined,
        Err(end) => return Box::pin(finish(&mut sink, &mut stream, end, &env)).await,
    };
    // Polled only when its own waker fired, not at every frame this task writes (`WhenWoken`).
    let shutdown = std::pin::pin!(env.cancel.clone().cancelled_owned());
    let end = tokio::select! {
        biased;
        () = WhenWoken::new(shutdown) => End::Shutdown,
        end = write_loop(&mut sink, &mut out_rx, &env) => end,
        end = read_loop(&mut stream, &lobby, conn, &env) => end,
    };
    // The way out is boxed too: its futures (a relayed lobby's disconnect goes through NATS)
    // would otherwise size the task for the connection's whole life.
    Box::pin(async move {
        let end = match end {
            End::LobbyEnded => after_the_lobby(&mut sink, &mut out_rx, &env).await,
            end => end,
        };
        if env.cancel.is_cancelled() {
            // The lobby is stopping too: send what it had queued already.
            if matches!(end, End::Fatal(..) | End::Shutdown) {
                let drain = async {
                    while let Ok(Outbound::Text(text)) = out_rx.try_recv() {
                        if sink.send(Message::Text(text)).await.is_err() {
                            break;
                        }
                    }
                };
                let _ = tokio::time::timeout(env.limits.write_timeout, drain).await;
            }
        } else {
            lobby.disconnect(conn).await;
            // After a protocol error (a rate limit, say), requests the lobby had already accepted
            // are still answered before the close: it handles its mailbox in order, so everything
            // it sends this connection comes before it drops the queue for the `Disconnect`. One
            // write timeout for the whole drain: a lobby or client that stalls cannot hold it up.
            if matches!(end, End::Fatal(..)) {
                let drain = async {
                    while let Some(out) = out_rx.recv().await {
                        if let Outbound::Text(text) = out
                            && sink.send(Message::Text(text)).await.is_err()
                        {
                            break;
                        }
                    }
                };
                let _ = tokio::time::timeout(env.limits.write_timeout, drain).await;
            }
        }
        finish(&mut sink, &mut stream, end, &env).await;
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;
    use tokio::sync::mpsc;
    use tokio_util::sync::PollSender;
    use tokio_util::task::TaskTracker;

    fn limits() -> ConnLimits {
        ConnLimits {
            max_frame: 1024,
            rate_per_sec: 10.0,
            rate_burst: 10.0,
            outbound_queue: 8,
            write_timeout: Duration::from_secs(1),
            hello_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
        }
    }

    /// A connection's environment over a lobby environment on a fresh SQLite file in `dir`, and
    /// the tracker its lobbies run on. Made in real time: a test that pauses the clock does so
    /// afterwards (sqlx's timers must not be auto-advanced while the store opens).
    async fn env(dir: &std::path::Path) -> (ConnEnv, crate::lobby::LobbyEnv, TaskTracker) {
        let lobby_env = crate::lobby::tests::env(dir).await;
        let tracker = TaskTracker::new();
        let lobbies = Lobbies::single(
            lobby_env.clone(),
            tracker.clone(),
            crate::directory::Caps {
                max_lobbies: 10,
                max_per_addr: 0,
            },
        );
        let conn_env = ConnEnv {
            lobbies: Arc::new(lobbies),
            metrics: lobby_env.metrics.clone(),
            limits: limits(),
            cancel: lobby_env.cancel.clone(),
        };
        (conn_env, lobby_env, tracker)
    }

    /// Drives a connection over channels: returns what it wrote once it ends.
    async fn drive(input: Vec<Message>, env: ConnEnv) -> Vec<Message> {
        let (in_tx, in_rx) = mpsc::channel::<Message>(16);
        for m in input {
            in_tx.send(m).await.unwrap();
        }
        // Keep the input open (a silent client) while the connection runs.
        let stream = futures_util::stream::unfold(in_rx, |mut rx| async move {
            rx.recv().await.map(|m| (Ok::<_, Infallible>(m), rx))
        })
        .boxed();
        let (out_tx, mut out_rx) = mpsc::channel::<Message>(16);
        let sink = PollSender::new(out_tx);
        serve(sink, stream, env).await;
        drop(in_tx);
        let mut written = Vec::new();
        while let Ok(m) = out_rx.try_recv() {
            written.push(m);
        }
        written
    }

    fn rejected(m: &Message) -> ErrorCode {
        let Message::Text(t) = m else { panic!("{m:?}") };
        match serde_json::from_str(t.as_str()).unwrap() {
            ServerMsg::Rejected { code, .. } => code,
            other => panic!("{other:?}"),
        }
    }

    fn close_code(m: &Message) -> u16 {
        let Message::Close(Some(f)) = m else {
            panic!("{m:?}")
        };
        f.code
    }

    #[tokio::test]
    async fn a_silent_client_is_closed_after_the_hello_timeout() {
        let dir = tempfile::tempdir().unwrap();
        let (env, ..) = env(dir.path()).await;
        tokio::time::pause();
        let started = tokio::time::Instant::now();
        let out = drive(Vec::new(), env).await;
        assert!(started.elapsed() >= Duration::from_secs(10));
        assert_eq!(rejected(&out[0]), ErrorCode::ExpectedHello);
        assert_eq!(close_code(&out[1]), close::PROTOCOL_ERROR);
    }

    #[tokio::test]
    async fn bad_first_frames_get_typed_errors_and_close_codes() {
        let dir = tempfile::tempdir().unwrap();
        let (env, ..) = env(dir.path()).await;
        tokio::time::pause();
        let cases = [
            (
                Message::Text(r#"{"t":"hello","protocol":1,"lobby":"X"}"#.into()),
                ErrorCode::UnsupportedVersion,
            ),
            (
                Message::Text(
                    format!(r#"{{"t":"hello","protocol":{PROTOCOL_VERSION},"lobby":"X"}}"#).into(),
                ),
                ErrorCode::NoSuchLobby,
            ),
            (
                Message::Text(r#"{"t":"start"}"#.into()),
                ErrorCode::ExpectedHello,
            ),
            (Message::Text("[1,2".into()), ErrorCode::Malformed),
            (Message::Binary(vec![1u8, 2].into()), ErrorCode::Malformed),
            (
                Message::Text("x".repeat(2000).into()),
                ErrorCode::FrameTooLarge,
            ),
        ];
        for (frame, code) in cases {
            let out = drive(vec![frame], env.clone()).await;
            assert_eq!(rejected(&out[0]), code);
            assert_eq!(Some(close_code(&out[1])), code.close_code());
        }
    }

    #[tokio::test]
    async fn shutdown_before_the_hello_closes_with_1001() {
        let dir = tempfile::tempdir().unwrap();
        let (env, ..) = env(dir.path()).await;
        tokio::time::pause();
        env.cancel.cancel();
        let out = drive(Vec::new(), env).await;
        assert_eq!(close_code(&out[0]), close::GOING_AWAY);
    }

    #[tokio::test(start_paused = true)]
    async fn a_connection_that_sends_nothing_for_the_idle_timeout_is_closed() {
        let limits = limits();
        let idle = Some(limits.idle_timeout);
        // A pong after 50 s keeps it alive; then nothing for 60 s ends it.
        let (tx, rx) = mpsc::channel::<Message>(4);
        let mut stream = futures_util::stream::unfold(rx, |mut rx| async move {
            rx.recv().await.map(|m| (Ok::<_, Infallible>(m), rx))
        })
        .boxed();
        let started = tokio::time::Instant::now();
        let feeder = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_secs(50)).await;
            tx.send(Message::Pong(Default::default())).await.unwrap();
            tokio::time::sleep(Duration::from_secs(3600)).await;
            drop(tx);
        });
        let end = next_msg(&mut stream, &limits, None, idle).await;
        assert!(matches!(end, Err(End::Close(close::IDLE, _))), "{end:?}");
        assert_eq!(started.elapsed(), Duration::from_secs(110));
        feeder.abort();
    }

    #[tokio::test]
    async fn a_lobby_that_ended_under_a_sender_is_closed_as_it_said() {
        let dir = tempfile::tempdir().unwrap();
        let (env, ..) = env(dir.path()).await;
        let (sink_tx, mut sink_rx) = mpsc::channel::<Message>(16);
        let mut sink = PollSender::new(sink_tx);
        // It moved: its last event and its close frame were queued before its mailbox closed.
        let (mut tx, mut rx) = outbox(4);
        tx.try_send(Outbound::Text("last".into())).unwrap();
        tx.try_send(Outbound::Close(close::GOING_AWAY, "moved".into()))
            .unwrap();
        let end = after_the_lobby(&mut sink, &mut rx, &env).await;
        assert!(matches!(end, End::Close(close::GOING_AWAY, _)), "{end:?}");
        assert!(matches!(sink_rx.recv().await, Some(Message::Text(t)) if t.as_str() == "last"));
        // It said nothing: the connection says the lobby closed.
        let (_tx, mut rx) = outbox(4);
        let end = after_the_lobby(&mut sink, &mut rx, &env).await;
        assert!(matches!(end, End::Close(close::LOBBY_CLOSED, _)), "{end:?}");
    }

    #[tokio::test]
    async fn the_writer_pings_every_third_of_the_idle_timeout() {
        let dir = tempfile::tempdir().unwrap();
        let (env, ..) = env(dir.path()).await;
        tokio::time::pause();
        let (_out_tx, mut out_rx) = outbox(4);
        let (sink_tx, mut sink_rx) = mpsc::channel::<Message>(16);
        let mut sink = PollSender::new(sink_tx);
        let writer = tokio::spawn(async move { write_loop(&mut sink, &mut out_rx, &env).await });
        let started = tokio::time::Instant::now();
        let mut pings = Vec::new();
        for _ in 1..=3 {
            let m = sink_rx.recv().await.unwrap();
            assert!(matches!(m, Message::Ping(_)), "{m:?}");
            pings.push(started.elapsed());
        }
        writer.abort();
        // The writer's first tick may come a moment after `started`: the store's own timers
        // run on this paused clock too.
        assert!(
            pings[0] >= Duration::from_secs(20) && pings[0] < Duration::from_millis(20_100),
            "{pings:?}"
        );
        assert_eq!(pings[1] - pings[0], Duration::from_secs(20), "{pings:?}");
        assert_eq!(pings[2] - pings[1], Duration::from_secs(20), "{pings:?}");
    }

    /// A sink that records what it is given and each flush, in order.
    #[derive(Default)]
    struct Recorder(Vec<String>);

    impl Sink<Message> for Recorder {
        type Error = Infallible;
        fn poll_ready(
            self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Result<(), Infallible>> {
            std::task::Poll::Ready(Ok(()))
        }
        fn start_send(mut self: std::pin::Pin<&mut Self>, m: Message) -> Result<(), Infallible> {
            if let Message::Text(t) = m {
                self.0.push(format!("{} B", t.len()));
            }
            Ok(())
        }
        fn poll_flush(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Result<(), Infallible>> {
            self.0.push("flush".into());
            std::task::Poll::Ready(Ok(()))
        }
        fn poll_close(
            self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Result<(), Infallible>> {
            std::task::Poll::Ready(Ok(()))
        }
    }

    #[tokio::test]
    async fn small_frames_leave_together_and_a_large_one_alone() {
        let dir = tempfile::tempdir().unwrap();
        let (env, ..) = env(dir.path()).await;
        let (mut tx, mut rx) = outbox(16);
        let text = |n: usize| Outbound::Text("x".repeat(n).into());
        // An event and an ack; then a large view after a small frame; then two that together
        // pass the bound.
        for n in [117, 20, 30, 700, 150, 150] {
            tx.try_send(text(n)).unwrap();
        }
        tx.try_send(Outbound::Close(close::NORMAL, "bye".into()))
            .unwrap();
        let mut sink = Recorder::default();
        let end = write_loop(&mut sink, &mut rx, &env).await;
        assert!(matches!(end, End::Close(close::NORMAL, _)), "{end:?}");
        assert_eq!(
            sink.0,
            [
                "117 B", "20 B", "30 B", "flush", "700 B", "150 B", "flush", "150 B", "flush"
            ],
            "small frames are held together; what is held is flushed before a frame that would \
             take it past {WRITE_BUFFER} B"
        );
    }

    // Real time: sqlx's pool timers must not be auto-advanced.
    #[tokio::test]
    async fn a_ping_flood_counts_against_the_rate_limit() {
        let dir = tempfile::tempdir().unwrap();
        let (env, lobby_env, tracker) = env(dir.path()).await;
        let config = protocol::GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        };
        crate::lobby::spawn(
            crate::lobby::Lobby::new("L".into(), config, false, lobby_env),
            &tracker,
        );
        let mut frames = vec![Message::Text(
            format!(r#"{{"t":"hello","protocol":{PROTOCOL_VERSION},"lobby":"L"}}"#).into(),
        )];
        frames.extend((0..15).map(|_| Message::Ping(vec![1u8].into())));
        let out = drive(frames, env.clone()).await;
        let last_text = out
            .iter()
            .rev()
            .find(|m| matches!(m, Message::Text(_)))
            .unwrap();
        assert_eq!(rejected(last_text), ErrorCode::RateLimited);
        assert_eq!(close_code(out.last().unwrap()), close::RATE_LIMITED);
        env.cancel.cancel();
        tracker.close();
        tracker.wait().await;
    }
}
