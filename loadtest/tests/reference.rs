//! The load generator's `--reference` mode against the bare fan-out reference server
//! (`examples/reference.rs`, compiled into this test) on 127.0.0.1:0.

use clap::Parser;
use std::net::SocketAddr;
use std::sync::mpsc;
use std::time::Duration;

// The example's `main` and command line are not used here, only its `serve`.
#[allow(dead_code)]
#[path = "../examples/reference.rs"]
mod reference_server;

#[derive(Debug, Parser)]
struct Cli {
    #[command(flatten)]
    args: loadtest::Args,
}

fn args(addr: SocketAddr, extra: &[&str]) -> Result<loadtest::Args, clap::Error> {
    let server = format!("http://{addr}");
    let mut argv = vec!["loadtest", "--server", server.as_str(), "--reference"];
    argv.extend_from_slice(extra);
    Cli::try_parse_from(argv).map(|c| c.args)
}

/// The reference server on a runtime and thread of its own; stops when dropped.
struct Reference {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Reference {
    fn start() -> Self {
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
                reference_server::serve(listener, async move {
                    let _ = stopped.await;
                })
                .await
                .unwrap();
            });
        });
        let addr = addr_rx.recv_timeout(Duration::from_secs(10)).unwrap();
        Self {
            addr,
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Reference {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Runs a short reference load of `lobbies` lobbies and checks that every socket received every
/// frame, in order and addressed to it.
fn every_socket_gets_every_frame(
    extra: &[&str],
    lobbies: u64,
    sockets: u64,
) -> loadtest::report::Report {
    let server = Reference::start();
    // The server runs in this process: its memory and CPU are read from /proc as budget.sh has
    // them read from the reference server's.
    let pid = std::process::id().to_string();
    let mut argv = vec![
        "--duration",
        "1s",
        "--warmup",
        "200ms",
        "--server-pid",
        &pid,
    ];
    argv.extend_from_slice(extra);
    let report = loadtest::measure(&args(server.addr, &argv).unwrap()).unwrap();
    let text = report.text();
    println!("{text}");
    assert_eq!(report.mode, "reference-closed-loop");
    assert_eq!(report.setup.failures, 0, "{:?}", report.setup.first_failure);
    assert_eq!(report.setup.joins as u64, lobbies * sockets, "{text}");
    assert!(report.actions > 0, "{text}");
    // A frame missing, out of order, for another socket or from the wrong seat is an error.
    assert_eq!(report.errors, 0, "{text}");
    assert_eq!(report.disconnects, 0, "{text}");
    assert_eq!(report.stalled_lobbies, 0, "{text}");
    assert_eq!(report.connections_held as u64, lobbies * sockets, "{text}");
    assert!(
        report.latency.count > 0 && report.latency.ordered(),
        "{text}"
    );
    assert!(report.memory.held_bytes.is_some(), "{text}");
    assert!(report.server_cpu_cores.is_some(), "{text}");
    // Every action reached every socket: the frames counted in the window are the actions times
    // the sockets, give or take the one action per lobby cut by each edge of the window.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let frames = (report.frames_in_per_sec * report.duration_secs).round() as u64;
    assert!(
        frames.abs_diff(report.actions * sockets) <= 2 * lobbies * sockets,
        "{frames} frames for {} actions: {text}",
        report.actions
    );
    // A small frame per socket per action.
    let per_socket = report.bytes_in_per_action / sockets as f64;
    assert!(
        (30.0..100.0).contains(&per_socket),
        "{per_socket} bytes: {text}"
    );
    report
}

#[test]
fn two_players_and_two_spectators_each_receive_every_move() {
    let report = every_socket_gets_every_frame(&["--lobbies", "3", "--spectators", "2"], 3, 4);
    assert_eq!(report.game, "camelot");
    assert_eq!(report.players, 2);
}

#[test]
fn four_players_take_turns_and_each_receives_every_move() {
    let report = every_socket_gets_every_frame(
        &[
            "--game",
            "super-camelot",
            "--players",
            "4",
            "--spectators",
            "0",
            "--lobbies",
            "2",
        ],
        2,
        4,
    );
    assert_eq!(report.game, "super-camelot");
    assert_eq!(report.players, 4);
}

#[test]
fn the_reference_mode_drives_only_a_closed_loop_on_one_server() {
    let addr: SocketAddr = "127.0.0.1:9".parse().unwrap();
    assert!(args(addr, &["--rate", "100"]).is_err());
    assert!(args(addr, &["--joins"]).is_err());
    assert!(args(addr, &["--connect-only"]).is_err());
    let two = Cli::try_parse_from([
        "loadtest",
        "--reference",
        "--server",
        "http://127.0.0.1:9,http://127.0.0.1:10",
    ])
    .unwrap()
    .args;
    assert!(matches!(
        loadtest::measure(&two),
        Err(loadtest::LoadError::Args(_))
    ));
}
