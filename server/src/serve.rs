//! The accept loop: every TCP connection, HTTP or WebSocket, under three bounds a public server
//! needs without a proxy in front of it.
//!
//! - **Per address**: at most [`ServeLimits::per_addr`] connections at once from one client
//!   address, an upgraded WebSocket included (its slot is held until the socket closes). One more
//!   gets a `429` and is closed.
//! - **Headers**: a request's head must arrive whole within [`ServeLimits::header_timeout`]
//!   (a slow-headers client cannot hold a connection by trickling bytes).
//! - **Idle**: an HTTP connection that neither reads nor writes a byte for
//!   [`ServeLimits::idle`] is closed (after the request in progress, if any). A WebSocket keeps
//!   its own idle rule (`--idle-timeout-secs`) once upgraded.
//!
//! Graceful shutdown: when `shutdown` resolves no connection is accepted any more, every HTTP
//! connection finishes its request in progress and closes, and the loop returns once they have.

use crate::http::ApiError;
use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::response::IntoResponse;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tower::ServiceExt as _;

/// The bounds on connections (from the configuration).
#[derive(Debug, Clone, Copy)]
pub struct ServeLimits {
    /// Connections at once from one client address (0: no bound).
    pub per_addr: usize,
    /// Longest time a request's head may take to arrive.
    pub header_timeout: Duration,
    /// Longest time an HTTP connection may go without reading or writing a byte.
    pub idle: Duration,
}

/// Open connections per client address.
#[derive(Debug, Default)]
pub struct AddrSlots {
    open: Mutex<HashMap<IpAddr, usize>>,
}

impl AddrSlots {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, usize>> {
        // Single increments and decrements: a poisoned map is still right.
        self.open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Takes a slot for `addr`, unless it holds `max` already (`max` 0: no bound).
    fn take(self: &Arc<Self>, addr: IpAddr, max: usize) -> Option<Slot> {
        let mut open = self.lock();
        let n = open.entry(addr).or_insert(0);
        if max > 0 && *n >= max {
            return None;
        }
        *n += 1;
        Some(Slot {
            slots: self.clone(),
            addr,
        })
    }

    /// Connections open now from `addr`.
    #[must_use]
    pub fn open(&self, addr: IpAddr) -> usize {
        self.lock().get(&addr).copied().unwrap_or(0)
    }
}

/// One connection's slot, given back when the connection (or its WebSocket) is dropped.
#[derive(Debug)]
struct Slot {
    slots: Arc<AddrSlots>,
    addr: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.slots.lock();
        if let Some(n) = open.get_mut(&self.addr) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.addr);
            }
        }
    }
}

/// A TCP stream that holds its address's slot and notes when it last moved a byte.
#[derive(Debug)]
struct Tracked {
    tcp: TcpStream,
    _slot: Slot,
    /// Milliseconds since `epoch` at the last byte read or written.
    last: Arc<AtomicU64>,
    epoch: Instant,
}

impl Tracked {
    fn touch(&self) {
        let ms = u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.last.store(ms, Ordering::Relaxed);
    }
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.tcp).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.touch();
        }
        polled
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.tcp).poll_write(cx, data);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.tcp).poll_write_vectored(cx, bufs);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.tcp).poll_shutdown(cx)
    }
}

/// Serves `router` on `listener` until `shutdown` resolves (see the module's documentation).
///
/// # Errors
/// None so far: accept errors (out of file descriptors, say) are logged and retried.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ServeLimits,
    slots: Arc<AddrSlots>,
    shutdown: impl Future<Output = ()> + Send,
) -> io::Result<()> {
    let stopping = CancellationToken::new();
    let conns = TaskTracker::new();
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, typically: wait a little rather than spin.
                    tracing::warn!(error = %e, "accepting a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        // Small messages, sent at once: no Nagle delay.
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::warn!(error = %e, "setting TCP_NODELAY");
        }
        let Some(slot) = slots.take(peer.ip(), limits.per_addr) else {
            conns.spawn(refuse(tcp));
            continue;
        };
        let epoch = Instant::now();
        let last = Arc::new(AtomicU64::new(0));
        let io = Tracked {
            tcp,
            _slot: slot,
            last: last.clone(),
            epoch,
        };
        conns.spawn(connection(
            io,
            peer,
            router.clone(),
            limits,
            last,
            epoch,
            stopping.clone(),
        ));
    }
    drop(listener);
    stopping.cancel();
    conns.close();
    conns.wait().await;
    Ok(())
}

/// One HTTP/1 connection, until it ends, upgrades to a WebSocket, idles out or the server stops.
async fn connection(
    io: Tracked,
    peer: SocketAddr,
    router: Router,
    limits: ServeLimits,
    last: Arc<AtomicU64>,
    epoch: Instant,
    stopping: CancellationToken,
) {
    let service = router.map_request(move |mut request: axum::http::Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        request.map(Body::new)
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let conn = builder
        .serve_connection(TokioIo::new(io), TowerToHyperService::new(service))
        .with_upgrades();
    tokio::pin!(conn);
    let idle_at = || {
        let ms = last.load(Ordering::Relaxed);
        epoch + Duration::from_millis(ms) + limits.idle
    };
    let mut closing = false;
    loop {
        tokio::select! {
            result = conn.as_mut() => {
                if let Err(e) = result {
                    tracing::debug!(error = %e, "an HTTP connection ended");
                }
                return;
            }
            () = stopping.cancelled(), if !closing => {
                closing = true;
                conn.as_mut().graceful_shutdown();
            }
            () = tokio::time::sleep_until(idle_at()), if !closing => {
                // Something moved meanwhile: look again later.
                if Instant::now() >= idle_at() {
                    closing = true;
                    conn.as_mut().graceful_shutdown();
                }
            }
        }
    }
}

/// Answers a connection over its address's bound with `429` and closes it; a client that does
/// not read gets one write timeout, no more.
async fn refuse(mut tcp: TcpStream) {
    let response = ApiError::TooManyConnections.into_response();
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), 4096)
        .await
        .unwrap_or_default();
    let head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or(""),
        body.len()
    );
    let write = async {
        tcp.write_all(head.as_bytes()).await?;
        tcp.write_all(&body).await?;
        tcp.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(2), write).await;
}
