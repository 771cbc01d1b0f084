//! A TCP fault proxy for the several-node tests: it sits between one node and PostgreSQL (or
//! NATS) and passes bytes, black-holes them (every connection stays open and nothing moves, in
//! either direction, as when a network drops every packet; what was sent moves on when the link
//! heals, as TCP would retransmit it), or resets them (every connection, and every new one, is
//! cut at once).

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// What the proxy does with the bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Bytes pass both ways.
    Pass = 0,
    /// Nothing moves; connections stay open.
    BlackHole = 1,
    /// Every connection is reset, and new ones are refused the same way.
    Reset = 2,
}

/// A running proxy; it stops when dropped.
pub struct FaultProxy {
    /// Where clients connect.
    pub addr: SocketAddr,
    mode: Arc<AtomicU8>,
    changed: watch::Sender<u8>,
    tasks: Arc<Mutex<Vec<JoinHandle<()>>>>,
    accept: JoinHandle<()>,
}

impl FaultProxy {
    /// A proxy on 127.0.0.1 (a free port) to `target`, passing bytes.
    pub async fn start(target: SocketAddr) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let mode = Arc::new(AtomicU8::new(Mode::Pass as u8));
        let (changed, _) = watch::channel(Mode::Pass as u8);
        let tasks: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let accept = {
            let mode = mode.clone();
            let changed = changed.clone();
            let tasks = tasks.clone();
            tokio::spawn(async move {
                loop {
                    let Ok((client, _)) = listener.accept().await else {
                        return;
                    };
                    if mode.load(Ordering::SeqCst) == Mode::Reset as u8 {
                        reset(client);
                        continue;
                    }
                    let rx = changed.subscribe();
                    let mode = mode.clone();
                    let task = tokio::spawn(async move {
                        let Ok(upstream) = TcpStream::connect(target).await else {
                            reset(client);
                            return;
                        };
                        let _ = client.set_nodelay(true);
                        let _ = upstream.set_nodelay(true);
                        // Aborting the task (a reset) drops both sockets: with linger 0, each
                        // side sees its connection reset rather than closed.
                        let _ = client.set_zero_linger();
                        let _ = upstream.set_zero_linger();
                        pipe(client, upstream, mode, rx).await;
                    });
                    let mut tasks = tasks.lock().unwrap();
                    tasks.retain(|t| !t.is_finished());
                    tasks.push(task);
                }
            })
        };
        Self {
            addr,
            mode,
            changed,
            tasks,
            accept,
        }
    }

    /// Switches the proxy's mode (a reset cuts every open connection at once).
    pub fn set(&self, mode: Mode) {
        self.mode.store(mode as u8, Ordering::SeqCst);
        let _ = self.changed.send(mode as u8);
        if mode == Mode::Reset {
            for t in self.tasks.lock().unwrap().drain(..) {
                t.abort();
            }
        }
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        self.accept.abort();
        for t in self.tasks.lock().unwrap().drain(..) {
            t.abort();
        }
    }
}

/// Closes a socket with a reset (linger 0), as a cut link looks to its ends.
fn reset(stream: TcpStream) {
    let _ = stream.set_zero_linger();
    drop(stream);
}

/// Copies bytes both ways while the mode lets them pass; ends at an end of either side or a
/// reset (the task is aborted, which drops both sockets).
async fn pipe(
    client: TcpStream,
    upstream: TcpStream,
    mode: Arc<AtomicU8>,
    rx: watch::Receiver<u8>,
) {
    let (cr, cw) = client.into_split();
    let (ur, uw) = upstream.into_split();
    let up = copy(cr, uw, mode.clone(), rx.clone());
    let down = copy(ur, cw, mode, rx);
    tokio::select! {
        () = up => {}
        () = down => {}
    }
}

async fn copy(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    mode: Arc<AtomicU8>,
    mut rx: watch::Receiver<u8>,
) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        // While black-holed, nothing is read: the sender's bytes wait in the kernel's buffers.
        while mode.load(Ordering::SeqCst) == Mode::BlackHole as u8 {
            if rx.changed().await.is_err() {
                return;
            }
        }
        let n = tokio::select! {
            n = from.read(&mut buf) => match n {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            },
            r = rx.changed() => {
                if r.is_err() {
                    return;
                }
                continue;
            }
        };
        // Bytes read just as the link went black wait for it to heal, like the rest.
        while mode.load(Ordering::SeqCst) == Mode::BlackHole as u8 {
            if rx.changed().await.is_err() {
                return;
            }
        }
        if to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}
