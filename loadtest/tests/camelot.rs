//! The load generator against a real server started in-process on 127.0.0.1:0 with its own
//! SQLite file: Camelot's lines, and one of Super Camelot.

use clap::Parser;
use std::net::SocketAddr;
use std::sync::mpsc;
use std::time::Duration;

#[derive(Debug, Parser)]
struct Cli {
    #[command(flatten)]
    args: loadtest::Args,
}

fn args(addr: SocketAddr, extra: &[&str]) -> loadtest::Args {
    let server = format!("http://{addr}");
    let mut argv = vec!["loadtest", "--server", server.as_str()];
    argv.extend_from_slice(extra);
    Cli::parse_from(argv).args
}

/// A server on its own runtime and thread; stops when dropped.
struct Server {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
    _dir: tempfile::TempDir,
}

impl Server {
    fn start() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let mut config = server::Config::with_database(format!(
            "sqlite://{}",
            dir.path().join("albion.db").display()
        ));
        // Bots send far faster than people: lift the per-connection rate limit.
        config.rate_per_sec = 1e6;
        config.rate_burst = 1e6;
        let (addr_tx, addr_rx) = mpsc::channel();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                addr_tx.send(listener.local_addr().unwrap()).unwrap();
                server::run(listener, config, async move {
                    let _ = stopped.await;
                })
                .await
                .unwrap();
            });
        });
        let addr = addr_rx.recv_timeout(Duration::from_secs(30)).unwrap();
        Self {
            addr,
            stop: Some(stop),
            thread: Some(thread),
            _dir: dir,
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[test]
fn closed_loop_camelot() {
    let server = Server::start();
    let report = loadtest::measure(&args(
        server.addr,
        &[
            "--lobbies",
            "4",
            "--spectators",
            "2",
            "--closed-loop",
            "--duration",
            "2s",
            "--warmup",
            "200ms",
        ],
    ))
    .unwrap();
    assert_eq!(report.setup.lobbies_created, 4);
    assert_eq!(report.setup.joins, 16);
    assert_eq!(report.setup.failures, 0, "{:?}", report.setup.first_failure);
    assert!(report.actions > 20, "{}", report.text());
    assert_eq!(report.errors, 0, "{}", report.text());
    assert_eq!(report.disconnects, 0, "{}", report.text());
    assert_eq!(report.connections_held, 16);
    assert!(report.latency.count > 0);
    assert!(report.latency.ordered(), "{:?}", report.latency);
    assert!(report.bytes_in_per_action > 0.0);
    // The server counted the same actions (give or take the ones in flight at the edges).
    assert_eq!(report.server.connections, Some(16.0));
    let text = report.text();
    println!("{text}");
    assert!(text.contains("closed-loop camelot"), "{text}");
}

/// Super Camelot's players choose from the views they hold, moved on by every event's change:
/// a generator that did not follow them would stall with no seat deciding.
#[test]
fn closed_loop_super_camelot() {
    let server = Server::start();
    let report = loadtest::measure(&args(
        server.addr,
        &[
            "--game",
            "super-camelot",
            "--lobbies",
            "3",
            "--players",
            "4",
            "--spectators",
            "0",
            "--closed-loop",
            "--duration",
            "2s",
            "--warmup",
            "200ms",
        ],
    ))
    .unwrap();
    assert_eq!(report.setup.failures, 0, "{:?}", report.setup.first_failure);
    assert!(report.actions > 20, "{}", report.text());
    assert_eq!(report.errors, 0, "{}", report.text());
    assert_eq!(report.stalled_lobbies, 0, "{}", report.text());
    assert_eq!(report.disconnects, 0, "{}", report.text());
}

#[test]
fn open_loop_joins_and_idle_connections() {
    let server = Server::start();
    let open = loadtest::measure(&args(
        server.addr,
        &[
            "--lobbies",
            "2",
            "--rate",
            "200",
            "--duration",
            "1s",
            "--warmup",
            "0s",
        ],
    ))
    .unwrap();
    assert!(open.actions > 50, "{}", open.text());
    assert!(open.actions < 400, "{}", open.text());
    assert_eq!(open.errors, 0, "{}", open.text());
    assert!(open.latency.ordered(), "{:?}", open.latency);
    println!("{}", open.text());

    let joins = loadtest::measure(&args(server.addr, &["--lobbies", "3", "--joins"])).unwrap();
    assert_eq!(joins.setup.joins, 12);
    assert!(joins.setup.joins_per_sec > 0.0);
    assert_eq!(joins.mode, "joins");

    let pid = std::process::id().to_string();
    let hold = loadtest::measure(&args(
        server.addr,
        &[
            "--lobbies",
            "2",
            "--connect-only",
            "--duration",
            "300ms",
            "--server-pid",
            &pid,
            "--json",
        ],
    ))
    .unwrap();
    assert_eq!(hold.connections_held, 8);
    assert_eq!(hold.actions, 0);
    assert!(hold.memory.held_bytes.is_some());
    assert!(hold.memory.per_connection_bytes.is_some());
    println!("{}", hold.text());
    let json = serde_json::to_value(&hold).unwrap();
    assert_eq!(json["mode"], "connect-only");
}

/// Two independent servers (each its own SQLite file, no cluster): with `--direct` every client
/// goes to the server that created its lobby, so it plays; spread over both servers (the relayed
/// path), the clients sent to the server that does not know the lobby are refused, which shows
/// they were sent there.
#[test]
fn several_servers_direct_and_spread() {
    let (a, b) = (Server::start(), Server::start());
    let servers = format!("http://{},http://{}", a.addr, b.addr);
    let run = |extra: &[&str]| {
        let mut argv = vec!["loadtest", "--server", servers.as_str()];
        argv.extend_from_slice(extra);
        loadtest::measure(&Cli::parse_from(argv).args)
    };
    let direct = run(&[
        "--direct",
        "--lobbies",
        "4",
        "--spectators",
        "1",
        "--duration",
        "1s",
        "--warmup",
        "100ms",
    ])
    .unwrap();
    let text = direct.text();
    println!("{text}");
    assert_eq!(direct.setup.lobbies_created, 4);
    assert_eq!(direct.setup.joins, 12);
    assert_eq!(direct.setup.relayed_joins, 0);
    assert_eq!(direct.setup.failures, 0, "{:?}", direct.setup.first_failure);
    assert!(direct.actions > 10, "{text}");
    assert_eq!(direct.errors, 0, "{text}");
    assert_eq!(direct.servers.len(), 2);
    assert!(direct.direct);
    // Each server holds the connections of its two lobbies; the gauges are added up.
    assert_eq!(direct.server.connections, Some(12.0), "{text}");
    assert!(text.contains("servers (2): "), "{text}");

    let spread = run(&["--lobbies", "4", "--joins"]);
    match spread {
        Err(loadtest::LoadError::Setup(_)) => {}
        Ok(r) => assert_eq!(r.setup.failures, 4, "{}", r.text()),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn refuses_other_hosts_before_connecting() {
    let err =
        loadtest::measure(&args("192.0.2.1:80".parse().unwrap(), &["--lobbies", "1"])).unwrap_err();
    assert!(matches!(err, loadtest::LoadError::Target(_)), "{err}");
}
