//! Start-up with the real binary: one server per database is enforced (SQLite and PostgreSQL), an
//! unreachable PostgreSQL is named quickly, and the log has no colour codes when it is not
//! written to a terminal.

mod common;

use common::db::TestDb;
use common::{free_addr, http};
use std::net::SocketAddr;
use std::process::Stdio;
use std::time::{Duration, Instant};
use tokio::io::AsyncReadExt;
use tokio::process::{Child, Command};

fn server(url: &str, addr: SocketAddr) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_albion-server"));
    cmd.env("DATABASE_URL", url)
        .env("ALBION_BIND", addr.to_string())
        .env("RUST_LOG", "info")
        .env("ALBION_LOCK_WAIT_SECS", "1")
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    cmd
}

async fn wait_ready(addr: SocketAddr) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while http(addr, "GET", "/readyz", None).await.0 != 200 {
        assert!(Instant::now() < deadline, "the server did not come up");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// Runs a server that must refuse to start; returns everything it printed.
async fn refused(url: &str) -> String {
    let addr = free_addr();
    let out = tokio::time::timeout(Duration::from_secs(20), server(url, addr).output())
        .await
        .expect("the second server exits by itself")
        .unwrap();
    assert!(!out.status.success());
    assert_ne!(http(addr, "GET", "/healthz", None).await.0, 200);
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    text
}

async fn stop(mut child: Child) -> String {
    let pid = child.id().expect("running");
    // SIGTERM: a graceful stop, which releases the lock as a crash would.
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let mut stdout = child.stdout.take().unwrap();
    let mut text = String::new();
    tokio::time::timeout(Duration::from_secs(20), stdout.read_to_string(&mut text))
        .await
        .unwrap()
        .unwrap();
    let mut stderr = String::new();
    if let Some(mut err) = child.stderr.take() {
        err.read_to_string(&mut stderr).await.unwrap();
    }
    let exit = child.wait().await.unwrap();
    assert!(
        exit.success(),
        "a SIGTERM stops the server cleanly: {exit}\n{text}\n{stderr}"
    );
    text
}

async fn one_server_per_database(db: &TestDb, what: &str) {
    let addr = free_addr();
    let first = server(&db.url, addr).spawn().unwrap();
    wait_ready(addr).await;

    let text = refused(&db.url).await;
    assert!(text.contains("another albion-server"), "{text}");
    assert!(text.contains(what), "{text}");

    // Once the first has stopped the database is free again.
    let log = stop(first).await;
    let addr = free_addr();
    let again = server(&db.url, addr).spawn().unwrap();
    wait_ready(addr).await;
    stop(again).await;

    // The log went to a pipe: plain text, no colour codes.
    assert!(log.contains("albion-server listening"), "{log}");
    assert!(
        !log.contains('\x1b'),
        "colour codes in a piped log: {log:?}"
    );
}

#[tokio::test]
async fn a_second_server_on_the_same_sqlite_file_refuses_to_start() {
    let db = TestDb::sqlite();
    one_server_per_database(&db, "albion.db.lock").await;
}

#[tokio::test]
async fn a_second_server_on_the_same_postgres_database_refuses_to_start() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    one_server_per_database(&db, "advisory lock").await;
}

#[tokio::test]
async fn an_unreachable_postgres_is_named_within_seconds() {
    let started = Instant::now();
    let text = refused("postgres://albion:hunter2@127.0.0.1:1/albion").await;
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "{:?}",
        started.elapsed()
    );
    assert!(
        text.contains("cannot reach PostgreSQL at 127.0.0.1:1/albion"),
        "{text}"
    );
    assert!(!text.contains("hunter2"), "{text}");
}

/// Forwards every connection made to `listener` to `target` (PostgreSQL appearing late).
async fn forward(listener: tokio::net::TcpListener, target: String) {
    loop {
        let Ok((mut inbound, _)) = listener.accept().await else {
            return;
        };
        let target = target.clone();
        tokio::spawn(async move {
            if let Ok(mut outbound) = tokio::net::TcpStream::connect(&target).await {
                let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
            }
        });
    }
}

#[tokio::test]
async fn a_server_told_to_wait_for_postgres_starts_once_it_answers() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    // The database is reached through a port where nothing listens yet.
    let rest = db.url.split_once("://").expect("a URL").1;
    let (auth, rest) = rest.split_once('@').expect("a user in the test URL");
    let (target, path) = rest.split_once('/').expect("a database in the test URL");
    let late = free_addr();
    let url = format!("postgres://{auth}@{late}/{path}");

    let addr = free_addr();
    let mut child = server(&url, addr)
        .env("ALBION_DB_WAIT_SECS", "60")
        .spawn()
        .unwrap();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(
        child.try_wait().unwrap().is_none(),
        "the server gave up before its wait was over"
    );
    let listener = tokio::net::TcpListener::bind(late).await.unwrap();
    let proxy = tokio::spawn(forward(listener, target.to_owned()));
    wait_ready(addr).await;
    let log = stop(child).await;
    proxy.abort();
    assert!(
        log.contains(&format!("cannot reach PostgreSQL at {late}/"))
            && log.contains("waiting for it"),
        "{log}"
    );
    assert!(log.contains("answers"), "{log}");
}
