//! A real server on 127.0.0.1:0 with its own SQLite file, shared by the client's network tests.

use std::time::Duration;

use client_cli::net::{ServerAddr, get_lobby};
use tokio::net::TcpListener;

/// A running in-process server; stopped when dropped.
pub struct Server {
    pub addr: ServerAddr,
    _dir: tempfile::TempDir,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}
impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// Starts a server with rate limits lifted (bots and scripts play without delay).
pub async fn server() -> Server {
    let dir = tempfile::tempdir().unwrap();
    let mut config =
        server::Config::with_database(format!("sqlite://{}", dir.path().join("t.db").display()));
    // Bots in tests play without delay.
    config.rate_per_sec = 10_000.0;
    config.rate_burst = 10_000.0;
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr: ServerAddr = format!("http://{}", listener.local_addr().unwrap())
        .parse()
        .unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(server::run(listener, config, async move {
        let _ = stopped.await;
    }));
    for _ in 0..200 {
        if get_lobby(&addr, "NONE")
            .await
            .is_err_and(|e| e.to_string().contains("no lobby"))
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Server {
        addr,
        _dir: dir,
        stop: Some(stop),
    }
}
