//! The load against the bare fan-out reference server (`loadtest/examples/reference.rs`,
//! `--reference`): the same lobbies of players and spectators and the same closed loop as against
//! Albion, so that the two figures, measured on the same machine one after the other, give a
//! ratio that the machine's speed and load largely cancel out of.
//!
//! Every socket of lobby `i` connects to `/ref/{i}/{role}` (players first, by index, then
//! spectators) and waits for its welcome. Then the players take turns, one move in flight per
//! lobby: the move of version `v` is sent by player `v mod players`, and it completes when every
//! socket of the lobby has received its frame for version `v + 1`. Each socket checks that its
//! frames arrive in order with no version missing, addressed to it, from the expected seat.

use crate::bots::{Counters, Outcome};
use crate::report::{Percentiles, Report, Setup};
use crate::{Args, LoadError, Mode, Run};
use futures_util::stream::select_all;
use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Longest wait for a connection and its welcome.
const JOIN_TIMEOUT: Duration = Duration::from_secs(20);

/// Longest wait for one close handshake at the end.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(2);

/// A frame from the reference server: only what the checks read.
#[derive(Debug, Deserialize)]
struct Frame<'a> {
    t: &'a str,
    v: u64,
    to: usize,
    seat: Option<u8>,
}

/// One socket of a lobby as its driver sees it.
#[derive(Debug)]
struct Socket {
    /// Its index in the server's lobby (from its welcome), which every frame to it names.
    index: usize,
    /// The last version it received.
    v: u64,
    /// Whether it has closed or failed.
    closed: bool,
}

/// The path of socket `client` (players first, then spectators) of lobby `lobby`.
#[must_use]
fn path(lobby: usize, client: usize, players: u8) -> String {
    if client < usize::from(players) {
        format!("/ref/{lobby}/{client}")
    } else {
        format!("/ref/{lobby}/spectator")
    }
}

/// Connects one socket and reads its welcome.
async fn join(addr: SocketAddr, path: &str) -> Result<(Ws, Socket), LoadError> {
    // As against Albion (see `bots::BotLobby::join`), but with a 4 KiB read buffer: tungstenite
    // zero-fills it before every read, the frames here are about 60 bytes, and the generator
    // must stay well below one core to measure the server rather than itself.
    let config = WebSocketConfig::default()
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0);
    let url = format!("ws://{addr}{path}");
    let connect = async {
        let (mut ws, _) = tokio_tungstenite::connect_async_with_config(&url, Some(config), true)
            .await
            .map_err(|e| format!("connecting to {url}: {e}"))?;
        loop {
            match ws.next().await {
                Some(Ok(Message::Text(text))) => {
                    let f: Frame<'_> = serde_json::from_str(text.as_str())
                        .map_err(|e| format!("{url}: bad welcome {text:?}: {e}"))?;
                    if f.t != "welcome" {
                        return Err(format!("{url}: {text:?} before the welcome"));
                    }
                    let socket = Socket {
                        index: f.to,
                        v: f.v,
                        closed: false,
                    };
                    return Ok((ws, socket));
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => return Err(format!("{url}: {e}")),
                None => return Err(format!("{url}: closed before the welcome")),
            }
        }
    };
    tokio::time::timeout(JOIN_TIMEOUT, connect)
        .await
        .map_err(|_| LoadError::Setup(format!("{url}: no welcome in time")))?
        .map_err(LoadError::Setup)
}

/// One lobby's sockets, or why one of them could not join, and each join's time in nanoseconds.
type Joined = (usize, Result<(Vec<Ws>, Vec<Socket>), LoadError>, Vec<u64>);

/// Joins every socket of lobby `lobby`, one after the other.
async fn join_lobby(addr: SocketAddr, lobby: usize, players: u8, sockets: usize) -> Joined {
    let mut conns = Vec::with_capacity(sockets);
    let mut seen = Vec::with_capacity(sockets);
    let mut took = Vec::with_capacity(sockets);
    for client in 0..sockets {
        let started = Instant::now();
        match join(addr, &path(lobby, client, players)).await {
            Ok((ws, socket)) => {
                took.push(u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX));
                conns.push(ws);
                seen.push(socket);
            }
            Err(e) => return (lobby, Err(e), took),
        }
    }
    (lobby, Ok((conns, seen)), took)
}

/// When a lobby's driving starts counting and stops.
#[derive(Debug, Clone, Copy)]
struct Window {
    measure_from: Instant,
    end: Instant,
}

impl Window {
    /// Whether `t` is inside the window. Bytes and frames are counted only then, as actions
    /// are: the timer that ends the window fires up to a millisecond late, and frames read in
    /// that margin would be charged to actions that are not counted.
    fn holds(&self, t: Instant) -> bool {
        self.measure_from <= t && t <= self.end
    }
}

/// One lobby's closed loop.
#[derive(Debug)]
struct Lobby {
    number: usize,
    players: u8,
    sockets: Vec<Socket>,
    counters: Counters,
    counting: bool,
}

impl Lobby {
    fn error(&mut self, kind: &str) {
        *self.counters.errors.entry(kind.to_owned()).or_default() += 1;
    }

    /// The common version, when every socket is open and has received the same one.
    fn settled(&self) -> Option<u64> {
        let v = self.sockets.first()?.v;
        self.sockets
            .iter()
            .all(|s| !s.closed && s.v == v)
            .then_some(v)
    }

    /// Records and checks one text frame of socket `i`.
    fn absorb(&mut self, i: usize, text: &str) {
        if self.counting {
            self.counters.bytes_in += text.len() as u64;
            self.counters.frames_in += 1;
        }
        let Ok(f) = serde_json::from_str::<Frame<'_>>(text) else {
            return self.error("undecodable frame");
        };
        let socket = &mut self.sockets[i];
        let (last, index) = (socket.v, socket.index);
        socket.v = f.v;
        if f.t != "moved" {
            self.error("unexpected frame");
        } else if f.v != last + 1 {
            self.error("version gap");
        } else if f.to != index {
            self.error("frame for another socket");
        } else if f.seat != Some(self.mover(last)) {
            self.error("move from the wrong seat");
        }
    }

    /// The player whose turn it is at version `v`.
    fn mover(&self, v: u64) -> u8 {
        // The remainder is below `players`, a u8.
        #[allow(clippy::cast_possible_truncation)]
        let seat = (v % u64::from(self.players.max(1))) as u8;
        seat
    }

    fn lost(&mut self, i: usize) {
        if !self.sockets[i].closed {
            self.sockets[i].closed = true;
            self.counters.disconnects += 1;
        }
    }

    /// Sends the move of version `v` from the player whose turn it is; false if it could not.
    async fn play(&mut self, sinks: &mut [SplitSink], v: u64) -> bool {
        let seat = usize::from(self.mover(v));
        let text = format!("m{v}");
        let len = text.len() as u64;
        if sinks[seat].send(Message::text(text)).await.is_ok() {
            if self.counting {
                self.counters.bytes_out += len;
            }
            true
        } else {
            self.lost(seat);
            false
        }
    }

    /// Plays until `window.end`, reports to `done`, holds the sockets open until `release`
    /// turns true, then closes them.
    async fn drive(
        mut self,
        conns: Vec<Ws>,
        window: Window,
        done: mpsc::UnboundedSender<Outcome>,
        mut release: watch::Receiver<bool>,
    ) {
        let (mut sinks, streams): (Vec<_>, Vec<_>) =
            conns.into_iter().map(StreamExt::split).unzip();
        let mut incoming = select_all(
            streams
                .into_iter()
                .enumerate()
                .map(|(i, s)| s.map(move |m| (i, m))),
        );
        let end = tokio::time::sleep_until(window.end);
        tokio::pin!(end);
        // (version that completes it, when it was sent)
        let mut in_flight: Option<(u64, Instant)> = None;
        loop {
            if in_flight.is_none()
                && let Some(v) = self.settled()
            {
                let now = Instant::now();
                self.counting = window.holds(now);
                if self.play(&mut sinks, v).await {
                    in_flight = Some((v + 1, now));
                }
            }
            tokio::select! {
                biased;
                () = &mut end => break,
                m = incoming.next() => {
                    let now = Instant::now();
                    self.counting = window.holds(now);
                    match m {
                        None => break,
                        Some((i, Ok(Message::Text(text)))) => {
                            self.absorb(i, text.as_str());
                            if let Some((target, sent)) = in_flight
                                && self.sockets.iter().all(|s| s.v >= target)
                            {
                                in_flight = None;
                                self.complete(sent, now, window);
                            }
                        }
                        Some((i, Ok(Message::Close(_)) | Err(_))) => self.lost(i),
                        Some(_) => {}
                    }
                }
            }
        }
        self.counters.unfinished = u64::from(in_flight.is_some());
        let held = self.sockets.iter().filter(|s| !s.closed).count();
        let state = format!(
            "reference lobby {}: {} actions, versions {:?}, in flight {}",
            self.number,
            self.counters.actions,
            self.sockets.iter().map(|s| s.v).collect::<Vec<_>>(),
            in_flight.map_or_else(
                || "none".to_owned(),
                |(v, sent)| format!("v{v} for {:?}", sent.elapsed())
            ),
        );
        let _ = done.send(Outcome {
            counters: std::mem::take(&mut self.counters),
            held,
            state,
        });
        // Hold the sockets while the server's memory is read.
        let _ = release.wait_for(|r| *r).await;
        drop(incoming);
        for sink in &mut sinks {
            let _ = tokio::time::timeout(CLOSE_TIMEOUT, sink.close()).await;
        }
    }

    /// Counts an action sent at `sent` and seen by every socket at `now`, if inside the window
    /// (its latency only if it was also sent inside it).
    fn complete(&mut self, sent: Instant, now: Instant, window: Window) {
        if window.holds(now) {
            self.counters.actions += 1;
            if sent >= window.measure_from {
                let ns = u64::try_from((now - sent).as_nanos()).unwrap_or(u64::MAX);
                self.counters.latencies_ns.push(ns);
            }
        }
    }
}

type SplitSink = futures_util::stream::SplitSink<Ws, Message>;

/// CPU time used so far by the server processes (added up) and by this one, in seconds.
fn cpu(server_pids: &[u32]) -> (Option<f64>, Option<f64>) {
    let servers = server_pids
        .iter()
        .map(|p| crate::target::proc_cpu_secs(&p.to_string()))
        .try_fold(0.0, |total, s| s.map(|s| total + s))
        .filter(|_| !server_pids.is_empty());
    (servers, crate::target::proc_cpu_secs("self"))
}

/// Cores used between two CPU readings `secs` apart.
fn cores(before: Option<f64>, after: Option<f64>, secs: f64) -> Option<f64> {
    Some((after? - before?) / secs.max(1e-9))
}

/// Runs the closed loop against the reference server and reports it as a run against Albion
/// is reported (mode `reference-closed-loop`).
///
/// # Errors
/// Anything but a closed loop against one server, or no lobby could join.
pub(crate) async fn measure(args: &Args, run: &Run) -> Result<Report, LoadError> {
    let [addr] = run.addrs.as_slice() else {
        return Err(LoadError::Args("--reference drives one server".into()));
    };
    if run.mode != Mode::Closed {
        return Err(LoadError::Args(
            "--reference drives a closed loop only".into(),
        ));
    }
    let addr = *addr;
    let sockets = usize::from(run.players) + args.spectators;
    let (rss_before, _) = crate::read_rss(&run.addrs, &args.server_pid).await;

    // 1. Join every socket of every lobby.
    let mut setup = Setup::default();
    let join_cpu = cpu(&args.server_pid);
    let t = Instant::now();
    let joined: Vec<Joined> = futures_util::stream::iter(0..args.lobbies)
        .map(|lobby| join_lobby(addr, lobby, run.players, sockets))
        .buffer_unordered(args.concurrency)
        .collect()
        .await;
    setup.join_secs = t.elapsed().as_secs_f64();
    let joined_cpu = cpu(&args.server_pid);
    setup.join_server_cpu_cores = cores(join_cpu.0, joined_cpu.0, setup.join_secs);
    setup.join_generator_cpu_cores = cores(join_cpu.1, joined_cpu.1, setup.join_secs);
    let mut join_ns = Vec::new();
    let mut live = Vec::new();
    for (number, conns, took) in joined {
        join_ns.extend(took);
        match conns {
            Ok((conns, seen)) => live.push((number, conns, seen)),
            Err(e) => {
                setup.failures += 1;
                setup.first_failure.get_or_insert_with(|| e.to_string());
            }
        }
    }
    setup.lobbies_created = live.len();
    setup.joins = join_ns.len();
    setup.joins_per_sec = join_ns.len() as f64 / setup.join_secs.max(1e-9);
    setup.join_latency = Percentiles::of_nanos(&join_ns);
    if live.is_empty() {
        return Err(LoadError::Setup(
            setup.first_failure.unwrap_or_else(|| "no lobby".into()),
        ));
    }

    // 2. Drive every lobby for warm-up + window.
    let n = live.len();
    let measure_from = Instant::now() + args.warmup;
    let window = Window {
        measure_from,
        end: measure_from + args.duration,
    };
    let (done_tx, mut done_rx) = mpsc::unbounded_channel::<Outcome>();
    let (release_tx, release_rx) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    for (number, conns, seen) in live {
        let lobby = Lobby {
            number,
            players: run.players,
            sockets: seen,
            counters: Counters::default(),
            counting: false,
        };
        tasks.spawn(lobby.drive(conns, window, done_tx.clone(), release_rx.clone()));
    }
    drop(done_tx);
    tokio::time::sleep_until(measure_from).await;
    let cpu_start = cpu(&args.server_pid);
    let mut counters = Counters::default();
    let mut held = 0;
    let mut per_lobby = Vec::with_capacity(n);
    let mut fewest: Option<(u64, String)> = None;
    let collect = async {
        while let Some(o) = done_rx.recv().await {
            per_lobby.push(o.counters.actions);
            if fewest.as_ref().is_none_or(|(n, _)| o.counters.actions < *n) {
                fewest = Some((o.counters.actions, o.state));
            }
            counters.merge(o.counters);
            held += o.held;
            if per_lobby.len() == n {
                break;
            }
        }
    };
    // Every lobby reports at the end of the window; allow a margin for a loaded machine.
    let _ = tokio::time::timeout_at(window.end + Duration::from_secs(30), collect).await;
    let secs = Instant::now()
        .duration_since(measure_from)
        .min(args.duration)
        .as_secs_f64()
        .max(1e-9);
    let cpu_end = cpu(&args.server_pid);
    let (rss_held, source) = crate::read_rss(&run.addrs, &args.server_pid).await;
    let _ = release_tx.send(true);
    let _ = tokio::time::timeout(Duration::from_secs(30), async {
        while tasks.join_next().await.is_some() {}
    })
    .await;
    tasks.abort_all();

    per_lobby.sort_unstable();
    let per_action = |b: u64| b as f64 / counters.actions.max(1) as f64;
    Ok(Report {
        mode: "reference-closed-loop".to_owned(),
        game: args.game.name().to_owned(),
        lobbies: args.lobbies,
        players: run.players,
        spectators: args.spectators,
        servers: vec![format!("http://{addr}")],
        warmup_secs: args.warmup.as_secs_f64(),
        duration_secs: secs,
        actions: counters.actions,
        actions_per_sec: counters.actions as f64 / secs,
        latency: Percentiles::of_nanos(&counters.latencies_ns),
        lobby_actions: match (per_lobby.first(), per_lobby.last()) {
            (Some(min), Some(max)) => [*min, per_lobby[per_lobby.len() / 2], *max],
            _ => [0; 3],
        },
        stalled_lobbies: per_lobby.iter().filter(|&&a| a == 0).count(),
        fewest_actions_lobby: fewest.map(|(_, s)| s),
        errors: counters.error_count(),
        disconnects: counters.disconnects,
        connections_held: held,
        unfinished_actions: counters.unfinished,
        bytes_in_per_action: per_action(counters.bytes_in),
        bytes_out_per_action: per_action(counters.bytes_out),
        frames_in_per_sec: counters.frames_in as f64 / secs,
        error_kinds: counters.errors,
        server_cpu_cores: cores(cpu_start.0, cpu_end.0, secs),
        generator_cpu_cores: cores(cpu_start.1, cpu_end.1, secs),
        memory: crate::memory(source, rss_before, rss_held, held),
        setup,
        ..Report::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_connect_by_index_and_spectators_by_role() {
        let paths: Vec<String> = (0..4).map(|c| path(7, c, 2)).collect();
        assert_eq!(
            paths,
            [
                "/ref/7/0",
                "/ref/7/1",
                "/ref/7/spectator",
                "/ref/7/spectator"
            ]
        );
    }

    fn lobby(players: u8, sockets: usize) -> Lobby {
        Lobby {
            number: 0,
            players,
            sockets: (0..sockets)
                .map(|index| Socket {
                    index,
                    v: 0,
                    closed: false,
                })
                .collect(),
            counters: Counters::default(),
            counting: true,
        }
    }

    #[test]
    fn players_take_turns_by_version() {
        let l = lobby(4, 4);
        let movers: Vec<u8> = (0..6).map(|v| l.mover(v)).collect();
        assert_eq!(movers, [0, 1, 2, 3, 0, 1]);
    }

    #[test]
    fn frames_in_order_for_this_socket_pass_and_the_rest_are_errors() {
        let mut l = lobby(2, 3);
        l.absorb(1, r#"{"t":"moved","v":1,"seat":0,"to":1,"move":"m0"}"#);
        assert_eq!(l.counters.error_count(), 0);
        assert_eq!(l.sockets[1].v, 1);
        assert_eq!(l.counters.frames_in, 1);
        l.absorb(1, r#"{"t":"moved","v":3,"seat":0,"to":1,"move":"m2"}"#);
        l.absorb(2, r#"{"t":"moved","v":1,"seat":0,"to":0,"move":"m0"}"#);
        l.absorb(0, r#"{"t":"moved","v":1,"seat":1,"to":0,"move":"m0"}"#);
        l.absorb(0, "not json");
        let kinds: Vec<&str> = l.counters.errors.keys().map(String::as_str).collect();
        assert_eq!(
            kinds,
            [
                "frame for another socket",
                "move from the wrong seat",
                "undecodable frame",
                "version gap"
            ]
        );
        // Nothing settles while the sockets disagree.
        assert_eq!(l.settled(), None);
    }
}
