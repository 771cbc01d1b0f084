//! The Albion load generator (`albion loadtest`).
//!
//! It creates lobbies over HTTP, seats bot players and spectators over WebSocket, starts the games
//! and drives play, then reports throughput, latency to every recipient, errors, connections and
//! the server's resident memory. Closed loop keeps exactly one action in flight per lobby; open
//! loop sends a fixed total rate whatever the server's speed, so queueing shows in the tail.
//!
//! It can drive several nodes of one cluster (`--server` with a comma-separated list): lobby `i`
//! is created through server `i mod n` and its clients are spread over every server (client `j`
//! through server `(i + j) mod n`), so most of them reach their lobby through a node that relays
//! to the lobby's owner; `--direct` sends every client to the server that created its lobby
//! instead, to compare the two paths.
//!
//! It runs on a single-threaded tokio runtime of its own (pin it to one core with `taskset`), is
//! bounded in time and count, and talks only to loopback addresses.
#![forbid(unsafe_code)]

mod bots;
mod reference;
pub mod report;
pub mod target;
mod wire;

use crate::bots::{BotLobby, Outcome, Plan};
use crate::report::{Memory, Percentiles, Report, Setup};
use futures_util::StreamExt;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;

/// Most lobbies one run may create.
pub const MAX_LOBBIES: usize = 10_000;
/// Most connections one run may open.
pub const MAX_CONNECTIONS: usize = 20_000;
/// Longest measurement window.
pub const MAX_DURATION: Duration = Duration::from_secs(600);
/// Longest warm-up.
pub const MAX_WARMUP: Duration = Duration::from_secs(60);
/// Highest open-loop rate, actions per second.
pub const MAX_RATE: f64 = 1_000_000.0;
/// Shortest open-loop interval between two actions of one lobby. tokio's timers tick every
/// millisecond; a lobby paced faster would start its actions late because of the generator's own
/// timer, and that lateness would be charged to the server.
pub const MIN_LOBBY_INTERVAL: Duration = Duration::from_millis(5);

/// Why a load test could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The arguments are out of bounds or inconsistent.
    #[error("bad arguments: {0}")]
    Args(String),
    /// The server URL is not a loopback address.
    #[error("bad server: {0}")]
    Target(String),
    /// An HTTP exchange failed.
    #[error("http: {0}")]
    Http(String),
    /// Setting a lobby up failed.
    #[error("setup: {0}")]
    Setup(String),
    /// The runtime could not be built.
    #[error("runtime: {0}")]
    Runtime(#[from] std::io::Error),
}

/// The game the bots play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Game {
    /// Classic Camelot (2 players).
    Camelot,
    /// Super Camelot (2 to 4 players).
    SuperCamelot,
}

impl Game {
    fn name(self) -> &'static str {
        match self {
            Self::Camelot => "camelot",
            Self::SuperCamelot => "super-camelot",
        }
    }
}

/// `albion loadtest` arguments.
#[derive(Debug, Clone, clap::Args)]
pub struct Args {
    /// The server, `http://HOST:PORT`, or several nodes of one cluster separated by commas
    /// (`http://127.0.0.1:8081,http://127.0.0.1:8082`); loopback addresses only. Lobby i is
    /// created through server i mod n; client j of lobby i connects through server (i + j) mod n
    /// (most of them relayed to the lobby's owner), or with `--direct` through the lobby's own.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    pub server: String,
    /// With several servers: every client of a lobby connects to the server that created it (the
    /// direct path) instead of being spread over every server (the relayed path).
    #[arg(long)]
    pub direct: bool,
    /// The game to play.
    #[arg(long, value_enum, default_value_t = Game::Camelot)]
    pub game: Game,
    /// Lobbies to create and drive.
    #[arg(long, default_value_t = 100)]
    pub lobbies: usize,
    /// Players per lobby (Camelot: 2; Super Camelot: 2 to 4, default 4).
    #[arg(long)]
    pub players: Option<u8>,
    /// Spectators per lobby.
    #[arg(long, default_value_t = 2)]
    pub spectators: usize,
    /// Open loop: actions per second in total, spread evenly over the lobbies (each lobby at most
    /// one action every 5 ms).
    #[arg(long, conflicts_with_all = ["closed_loop", "connect_only", "joins"])]
    pub rate: Option<f64>,
    /// Closed loop: each lobby keeps exactly one action in flight (the default).
    #[arg(long)]
    pub closed_loop: bool,
    /// Only connect, sit and start, then hold the connections idle for the duration and report
    /// the server's memory per connection.
    #[arg(long, conflicts_with_all = ["closed_loop", "joins"])]
    pub connect_only: bool,
    /// Only measure connect-and-join (connect, hello, sit): create the lobbies, join every
    /// connection as fast as the concurrency allows, report joins per second.
    #[arg(long, conflicts_with = "closed_loop")]
    pub joins: bool,
    /// Measurement window, e.g. `10s`, `500ms`, `2m`.
    #[arg(long, value_parser = parse_duration, default_value = "10s")]
    pub duration: Duration,
    /// Played but not measured before the window.
    #[arg(long, value_parser = parse_duration, default_value = "1s")]
    pub warmup: Duration,
    /// Lobbies created, joined or started at the same time during setup.
    #[arg(long, default_value_t = 64)]
    pub concurrency: usize,
    /// The server's process id, to read its CPU time and, when its `/metrics` has no
    /// `process_resident_memory_bytes`, its resident memory from `/proc`. With several servers,
    /// their ids separated by commas: the figures are added up.
    #[arg(long, value_delimiter = ',')]
    pub server_pid: Vec<u32>,
    /// Seed of the bots' move choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Every player asks to be told its turn by a webhook to this URL (the server must allow it:
    /// `--notify-allow-private` for a loopback sink such as the reference server's `/hook`).
    #[arg(long, conflicts_with = "reference")]
    pub notify_webhook: Option<String>,
    /// With `--notify-webhook`: `always` (every turn of a connected player is sent) or `away`
    /// (only while away: nothing is sent to the connected bots).
    #[arg(long, default_value = "always", requires = "notify_webhook")]
    pub notify_when: String,
    /// The server is the bare fan-out reference (`loadtest/examples/reference.rs`), not Albion:
    /// the same lobbies and closed loop, a plain text frame for a move, to measure Albion against.
    #[arg(long, conflicts_with_all = ["rate", "connect_only", "joins", "direct"])]
    pub reference: bool,
}

/// Parses `10s`, `250ms`, `2m` or a plain number of seconds.
///
/// # Errors
/// Not a duration.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    let (num, unit) = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .map_or((s, ""), |i| s.split_at(i));
    let n: f64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a duration (like 10s, 500ms, 2m)"))?;
    let secs = match unit {
        "" | "s" => n,
        "ms" => n / 1000.0,
        "m" | "min" => n * 60.0,
        _ => return Err(format!("unknown unit in {s:?} (ms, s or m)")),
    };
    Duration::try_from_secs_f64(secs).map_err(|e| format!("{s:?}: {e}"))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Closed,
    Open,
    Hold,
    Joins,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Self::Closed => "closed-loop",
            Self::Open => "open-loop",
            Self::Hold => "connect-only",
            Self::Joins => "joins",
        }
    }
}

/// The server (index into the `--server` list) through which lobby `lobby` is created, out of
/// `servers`.
#[must_use]
pub fn lobby_server(lobby: usize, servers: usize) -> usize {
    lobby % servers.max(1)
}

/// The server through which client `client` (players first, then spectators) of lobby `lobby`
/// connects: spread evenly over every server, starting with the lobby's own, or with `direct`
/// always the lobby's own.
#[must_use]
pub fn client_server(lobby: usize, client: usize, servers: usize, direct: bool) -> usize {
    if direct {
        lobby_server(lobby, servers)
    } else {
        (lobby + client) % servers.max(1)
    }
}

/// The checked plan of a run.
#[derive(Debug)]
struct Run {
    addrs: Vec<SocketAddr>,
    mode: Mode,
    players: u8,
    create_body: String,
}

fn check(args: &Args) -> Result<Run, LoadError> {
    let addrs = target::loopback_addrs(&args.server)?;
    let bad = |m: String| Err(LoadError::Args(m));
    let players = match (args.game, args.players) {
        (Game::Camelot, None | Some(2)) => 2,
        (Game::Camelot, Some(p)) => return bad(format!("Camelot has 2 players, not {p}")),
        (Game::SuperCamelot, None) => 4,
        (Game::SuperCamelot, Some(p)) if (2..=4).contains(&p) => p,
        (Game::SuperCamelot, Some(p)) => {
            return bad(format!("Super Camelot has 2 to 4 players, not {p}"));
        }
    };
    if args.lobbies == 0 || args.lobbies > MAX_LOBBIES {
        return bad(format!("--lobbies must be 1 to {MAX_LOBBIES}"));
    }
    let connections = args.lobbies * (usize::from(players) + args.spectators);
    if connections > MAX_CONNECTIONS {
        return bad(format!(
            "{connections} connections asked for; at most {MAX_CONNECTIONS}"
        ));
    }
    if args.duration.is_zero() || args.duration > MAX_DURATION {
        return bad(format!(
            "--duration must be above 0 and at most {MAX_DURATION:?}"
        ));
    }
    if args.warmup > MAX_WARMUP {
        return bad(format!("--warmup must be at most {MAX_WARMUP:?}"));
    }
    if args.concurrency == 0 || args.concurrency > 4096 {
        return bad("--concurrency must be 1 to 4096".into());
    }
    let mode = match args.rate {
        Some(r) if !(r > 0.0 && r <= MAX_RATE) => {
            return bad(format!("--rate must be above 0 and at most {MAX_RATE}"));
        }
        Some(r) if Duration::from_secs_f64(args.lobbies as f64 / r) < MIN_LOBBY_INTERVAL => {
            return bad(format!(
                "--rate {r} over {} lobbies paces each lobby faster than one action every {MIN_LOBBY_INTERVAL:?} (the timer's resolution allows no less): use more lobbies",
                args.lobbies
            ));
        }
        Some(_) => Mode::Open,
        None if args.connect_only => Mode::Hold,
        None if args.joins => Mode::Joins,
        None => Mode::Closed,
    };
    let create_body = match args.game {
        Game::Camelot => serde_json::to_string(&protocol::CreateLobby {
            config: protocol::GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            public: false,
        })
        .unwrap_or_default(),
        // By hand, so the body stays valid across protocol revisions of the optional fields.
        Game::SuperCamelot => {
            format!(r#"{{"config":{{"game":"super_camelot","seats":{players}}},"public":false}}"#)
        }
    };
    Ok(Run {
        addrs,
        mode,
        players,
        create_body,
    })
}

/// Runs a load test and prints its report (text, or JSON with `--json`). Exit status 0 when it
/// ran, 1 when it could not (setup failed everywhere, server unreachable), 2 for bad arguments.
#[must_use]
pub fn run(args: &Args) -> ExitCode {
    match measure(args) {
        Ok(report) => {
            if args.json {
                match serde_json::to_string_pretty(&report) {
                    Ok(s) => println!("{s}"),
                    Err(e) => eprintln!("albion loadtest: {e}"),
                }
            } else {
                print!("{}", report.text());
            }
            ExitCode::SUCCESS
        }
        Err(e @ (LoadError::Args(_) | LoadError::Target(_))) => {
            eprintln!("albion loadtest: {e}");
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("albion loadtest: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs a load test on a single-threaded runtime of its own and returns its report.
///
/// # Errors
/// Bad arguments, a non-loopback server, or a run where no lobby could be set up.
pub fn measure(args: &Args) -> Result<Report, LoadError> {
    let run = check(args)?;
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    if args.reference {
        return rt.block_on(reference::measure(args, &run));
    }
    rt.block_on(measure_async(args, &run))
}

/// One lobby after the join phase: its bots, its connections (or why joining failed), the time
/// each join took, in nanoseconds, and how many joins went through a server other than the one
/// that created the lobby.
type Joined = (BotLobby, Result<Vec<bots::Ws>, LoadError>, Vec<u64>, usize);

/// The servers' resident memory, added up: from every `/metrics`, else from `/proc` for every
/// `--server-pid`.
async fn read_rss(addrs: &[SocketAddr], pids: &[u32]) -> (Option<u64>, &'static str) {
    let m = target::metrics_sum(addrs).await;
    if let Some(b) = m.resident_memory_bytes {
        // A byte count well inside f64's exact integer range.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return (Some(b as u64), "metrics");
    }
    let proc = pids
        .iter()
        .map(|&p| target::proc_rss(p))
        .try_fold(0, |total, b| b.map(|b| total + b))
        .filter(|_| !pids.is_empty());
    match proc {
        Some(b) => (Some(b), "proc"),
        None => (None, "none"),
    }
}

async fn measure_async(args: &Args, run: &Run) -> Result<Report, LoadError> {
    let addrs = run.addrs.as_slice();
    let n_servers = addrs.len();
    let urls: Vec<String> = addrs.iter().map(|a| format!("ws://{a}/ws")).collect();
    let (rss_before, _) = read_rss(addrs, &args.server_pid).await;
    let mut setup = Setup::default();
    let fail = |setup: &mut Setup, e: LoadError| {
        setup.failures += 1;
        if setup.first_failure.is_none() {
            setup.first_failure = Some(e.to_string());
        }
    };

    // Each player's notification settings, when asked for.
    let notify = match &args.notify_webhook {
        None => None,
        Some(url) => {
            let when = match args.notify_when.as_str() {
                "always" => protocol::NotifyWhen::Always,
                "away" => protocol::NotifyWhen::Away,
                other => {
                    return Err(LoadError::Setup(format!(
                        "--notify-when is always or away, not {other:?}"
                    )));
                }
            };
            Some(protocol::NotifySettings {
                when,
                remind: false,
                push: None,
                email: None,
                webhook: Some(url.clone()),
                lang: None,
            })
        }
    };

    // 1. Create the lobbies.
    let t = Instant::now();
    let created: Vec<(usize, Result<String, LoadError>)> =
        futures_util::stream::iter(0..args.lobbies)
            .map(|i| async move {
                let addr = addrs[lobby_server(i, n_servers)];
                (i, target::create_lobby(addr, &run.create_body).await)
            })
            .buffer_unordered(args.concurrency)
            .collect()
            .await;
    setup.create_secs = t.elapsed().as_secs_f64();
    let mut lobbies = Vec::new();
    for (i, c) in created {
        match c {
            Ok(code) => lobbies.push((i, {
                let mut lobby = BotLobby::new(code, args.seed.wrapping_add(i as u64));
                lobby.notify = notify.clone();
                lobby
            })),
            Err(e) => fail(&mut setup, e),
        }
    }
    setup.lobbies_created = lobbies.len();
    if lobbies.is_empty() {
        return Err(LoadError::Setup(
            setup.first_failure.unwrap_or_else(|| "no lobby".into()),
        ));
    }

    // 2. Join every connection: players sit, spectators only say hello.
    let server_pids: Vec<String> = args.server_pid.iter().map(ToString::to_string).collect();
    let cpu = || {
        (
            server_pids
                .iter()
                .map(|p| target::proc_cpu_secs(p))
                .try_fold(0.0, |total, s| s.map(|s| total + s))
                .filter(|_| !server_pids.is_empty()),
            target::proc_cpu_secs("self"),
        )
    };
    let join_cpu = cpu();
    let t = Instant::now();
    let joined: Vec<Joined> = futures_util::stream::iter(lobbies)
        .map(|(index, mut lobby)| {
            let urls = urls.as_slice();
            async move {
                let mut conns = Vec::new();
                let mut took = Vec::new();
                let mut relayed = 0;
                let own = lobby_server(index, n_servers);
                let total = usize::from(run.players) + args.spectators;
                for i in 0..total {
                    let name = (i < usize::from(run.players)).then(|| format!("bot{i}"));
                    let through = client_server(index, i, n_servers, args.direct);
                    let started = Instant::now();
                    match lobby.join(&urls[through], name.as_deref()).await {
                        Ok(ws) => {
                            took.push(
                                u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX),
                            );
                            relayed += usize::from(through != own);
                            conns.push(ws);
                        }
                        Err(e) => return (lobby, Err(e), took, relayed),
                    }
                }
                (lobby, Ok(conns), took, relayed)
            }
        })
        .buffer_unordered(args.concurrency)
        .collect()
        .await;
    setup.join_secs = t.elapsed().as_secs_f64();
    let joined_cpu = cpu();
    let used = |a: Option<f64>, b: Option<f64>, secs: f64| Some((b? - a?) / secs.max(1e-9));
    setup.join_server_cpu_cores = used(join_cpu.0, joined_cpu.0, setup.join_secs);
    setup.join_generator_cpu_cores = used(join_cpu.1, joined_cpu.1, setup.join_secs);
    let mut join_ns = Vec::new();
    let mut ready = Vec::new();
    for (lobby, conns, took, relayed) in joined {
        join_ns.extend(took);
        setup.relayed_joins += relayed;
        match conns {
            Ok(conns) => ready.push((lobby, conns)),
            Err(e) => fail(&mut setup, e),
        }
    }
    setup.joins = join_ns.len();
    setup.joins_per_sec = join_ns.len() as f64 / setup.join_secs.max(1e-9);
    setup.join_latency = Percentiles::of_nanos(&join_ns);

    let mut report = Report {
        mode: run.mode.name().to_owned(),
        game: args.game.name().to_owned(),
        lobbies: args.lobbies,
        players: run.players,
        spectators: args.spectators,
        offered_rate: args.rate,
        servers: addrs.iter().map(|a| format!("http://{a}")).collect(),
        direct: args.direct,
        ..Report::default()
    };

    if run.mode == Mode::Joins {
        let m = target::metrics_sum(addrs).await;
        report.connections_held = ready.iter().map(|(_, c)| c.len()).sum();
        report.server = m;
        report.setup = setup;
        let (rss_held, source) = read_rss(addrs, &args.server_pid).await;
        report.memory = memory(source, rss_before, rss_held, report.connections_held);
        for (_, conns) in &mut ready {
            for ws in conns.iter_mut() {
                let _ = tokio::time::timeout(Duration::from_secs(2), ws.close(None)).await;
            }
        }
        return Ok(report);
    }

    // 3. Ready and start every game.
    let t = Instant::now();
    let started: Vec<(BotLobby, Vec<bots::Ws>, Result<(), LoadError>)> =
        futures_util::stream::iter(ready)
            .map(|(mut lobby, mut conns)| async move {
                let r = lobby.start(&mut conns).await;
                (lobby, conns, r)
            })
            .buffer_unordered(args.concurrency)
            .collect()
            .await;
    setup.start_secs = t.elapsed().as_secs_f64();
    let mut live = Vec::new();
    for (lobby, conns, r) in started {
        match r {
            Ok(()) => live.push((lobby, conns)),
            Err(e) => fail(&mut setup, e),
        }
    }
    if live.is_empty() {
        return Err(LoadError::Setup(
            setup
                .first_failure
                .unwrap_or_else(|| "no lobby started".into()),
        ));
    }

    // 4. Drive (or hold) every lobby for warm-up + window.
    let begin = Instant::now();
    let measure_from = begin + args.warmup;
    let end = measure_from + args.duration;
    let n = live.len();
    let interval = args.rate.map(|r| Duration::from_secs_f64(n as f64 / r));
    let (done_tx, mut done_rx) = mpsc::unbounded_channel::<Outcome>();
    let (release_tx, release_rx) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    for (i, (lobby, conns)) in live.into_iter().enumerate() {
        let first = begin
            + args
                .rate
                .map_or(Duration::ZERO, |r| Duration::from_secs_f64(i as f64 / r));
        let plan = Plan {
            play: matches!(run.mode, Mode::Closed | Mode::Open),
            interval,
            first,
            measure_from,
            end,
        };
        tasks.spawn(lobby.drive(conns, plan, done_tx.clone(), release_rx.clone()));
    }
    drop(done_tx);
    tokio::time::sleep_until(measure_from).await;
    let at_start = target::metrics_sum(addrs).await;
    let cpu_start = cpu();
    let mut counters = bots::Counters::default();
    let mut held = 0;
    let mut outcomes = 0;
    let mut per_lobby = Vec::with_capacity(n);
    let mut stalled = 0;
    let mut fewest: Option<(u64, String)> = None;
    let collect = async {
        while let Some(o) = done_rx.recv().await {
            per_lobby.push(o.counters.actions);
            if run.mode != Mode::Hold {
                if o.counters.actions == 0 {
                    stalled += 1;
                }
                if fewest.as_ref().is_none_or(|(n, _)| o.counters.actions < *n) {
                    fewest = Some((o.counters.actions, o.state));
                }
            }
            counters.merge(o.counters);
            held += o.held;
            outcomes += 1;
            if outcomes == n {
                break;
            }
        }
    };
    // Every lobby reports at `end`; allow a generous margin for a loaded machine.
    let _ = tokio::time::timeout_at(end + Duration::from_secs(30), collect).await;
    let window = Instant::now()
        .duration_since(measure_from)
        .min(args.duration);
    let cpu_end = cpu();
    let at_end = target::metrics_sum(addrs).await;
    let (rss_held, source) = read_rss(addrs, &args.server_pid).await;
    let _ = release_tx.send(true);
    let _ = tokio::time::timeout(Duration::from_secs(30), async {
        while tasks.join_next().await.is_some() {}
    })
    .await;
    tasks.abort_all();

    let secs = window.as_secs_f64().max(1e-9);
    report.warmup_secs = args.warmup.as_secs_f64();
    report.duration_secs = secs;
    report.actions = counters.actions;
    report.actions_per_sec = counters.actions as f64 / secs;
    report.latency = Percentiles::of_nanos(&counters.latencies_ns);
    per_lobby.sort_unstable();
    if let (Some(min), Some(max)) = (per_lobby.first(), per_lobby.last()) {
        report.lobby_actions = [*min, per_lobby[per_lobby.len() / 2], *max];
    }
    report.stalled_lobbies = stalled;
    report.fewest_actions_lobby = fewest.map(|(_, s)| s);
    report.games_finished = counters.games_finished;
    report.errors = counters.error_count();
    report.error_kinds = counters.errors;
    report.disconnects = counters.disconnects;
    report.connections_held = held;
    report.unfinished_actions = counters.unfinished;
    let per_action = |b: u64| {
        if counters.actions == 0 {
            0.0
        } else {
            b as f64 / counters.actions as f64
        }
    };
    report.bytes_in_per_action = per_action(counters.bytes_in);
    report.bytes_out_per_action = per_action(counters.bytes_out);
    report.frames_in_per_sec = counters.frames_in as f64 / secs;
    report.server_actions_per_sec = match (at_start.actions_total, at_end.actions_total) {
        (Some(a), Some(b)) => Some((b - a) / secs),
        _ => None,
    };
    report.server = at_end;
    report.server_cpu_cores = used(cpu_start.0, cpu_end.0, secs);
    report.generator_cpu_cores = used(cpu_start.1, cpu_end.1, secs);
    report.memory = memory(source, rss_before, rss_held, held);
    report.setup = setup;
    Ok(report)
}

fn memory(source: &str, before: Option<u64>, held: Option<u64>, conns: usize) -> Memory {
    let conns = conns.max(1) as f64;
    Memory {
        source: source.to_owned(),
        before_bytes: before,
        held_bytes: held,
        per_connection_bytes: held.map(|b| b as f64 / conns),
        delta_per_connection_bytes: match (before, held) {
            (Some(a), Some(b)) => Some((b as f64 - a as f64) / conns),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn args(extra: &[&str]) -> Result<Args, clap::Error> {
        let mut argv = vec!["loadtest"];
        argv.extend_from_slice(extra);
        Cli::try_parse_from(argv).map(|c| c.args)
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert_eq!(parse_duration("1.5"), Ok(Duration::from_millis(1500)));
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("3h").is_err());
    }

    #[test]
    fn modes_and_bounds() {
        let mode = |a: &[&str]| check(&args(a).unwrap()).map(|r| r.mode);
        assert_eq!(mode(&[]).unwrap(), Mode::Closed);
        assert_eq!(mode(&["--closed-loop"]).unwrap(), Mode::Closed);
        assert_eq!(mode(&["--rate", "500"]).unwrap(), Mode::Open);
        assert!(matches!(
            mode(&["--rate", "1000", "--lobbies", "1"]),
            Err(LoadError::Args(_))
        ));
        assert_eq!(mode(&["--connect-only"]).unwrap(), Mode::Hold);
        assert_eq!(mode(&["--joins"]).unwrap(), Mode::Joins);
        assert!(args(&["--rate", "5", "--closed-loop"]).is_err());
        assert!(matches!(mode(&["--rate", "0"]), Err(LoadError::Args(_))));
        assert!(matches!(mode(&["--lobbies", "0"]), Err(LoadError::Args(_))));
        assert!(matches!(
            mode(&["--lobbies", "10000", "--spectators", "2"]),
            Err(LoadError::Args(_))
        ));
        assert!(matches!(mode(&["--players", "3"]), Err(LoadError::Args(_))));
        assert!(matches!(
            mode(&["--duration", "11m"]),
            Err(LoadError::Args(_))
        ));
        assert!(matches!(
            mode(&["--server", "http://192.168.1.2:8080"]),
            Err(LoadError::Target(_))
        ));
        assert!(matches!(
            mode(&["--server", "http://127.0.0.1:8081,http://192.168.1.2:8082"]),
            Err(LoadError::Target(_))
        ));
        let sc = check(&args(&["--game", "super-camelot"]).unwrap()).unwrap();
        assert_eq!(sc.players, 4);
        assert_eq!(
            sc.create_body,
            r#"{"config":{"game":"super_camelot","seats":4},"public":false}"#
        );
    }

    #[test]
    fn several_servers_and_pids() {
        let run = check(
            &args(&[
                "--server",
                "http://127.0.0.1:8081,http://127.0.0.1:8082,http://127.0.0.1:8083",
                "--server-pid",
                "10,11,12",
                "--direct",
            ])
            .unwrap(),
        )
        .unwrap();
        let ports: Vec<u16> = run.addrs.iter().map(SocketAddr::port).collect();
        assert_eq!(ports, [8081, 8082, 8083]);
        let a = args(&["--server-pid", "7"]).unwrap();
        assert_eq!(a.server_pid, [7]);
        assert!(!a.direct);
        assert!(args(&[]).unwrap().server_pid.is_empty());
    }

    #[test]
    fn lobbies_and_clients_spread_over_the_servers() {
        // Lobby i is created through server i mod n.
        let created: Vec<usize> = (0..7).map(|i| lobby_server(i, 3)).collect();
        assert_eq!(created, [0, 1, 2, 0, 1, 2, 0]);
        // Relayed: client j of lobby i through server (i + j) mod n, the first through the
        // lobby's own.
        let through = |lobby: usize, direct: bool| -> Vec<usize> {
            (0..4).map(|j| client_server(lobby, j, 3, direct)).collect()
        };
        assert_eq!(through(0, false), [0, 1, 2, 0]);
        assert_eq!(through(1, false), [1, 2, 0, 1]);
        assert_eq!(through(2, false), [2, 0, 1, 2]);
        // Direct: every client through the server that created the lobby.
        assert_eq!(through(0, true), [0, 0, 0, 0]);
        assert_eq!(through(2, true), [2, 2, 2, 2]);
        assert_eq!(through(4, true), [1, 1, 1, 1]);
        // Over many lobbies every server takes the same share of lobbies and of clients.
        let mut lobbies = [0; 3];
        let mut clients = [0; 3];
        for i in 0..300 {
            lobbies[lobby_server(i, 3)] += 1;
            for j in 0..4 {
                clients[client_server(i, j, 3, false)] += 1;
            }
        }
        assert_eq!(lobbies, [100; 3]);
        assert_eq!(clients, [400; 3]);
        // One server: everything goes there, direct or not.
        for i in 0..5 {
            assert_eq!(lobby_server(i, 1), 0);
            for j in 0..4 {
                assert_eq!(client_server(i, j, 1, false), 0);
                assert_eq!(client_server(i, j, 1, true), 0);
            }
        }
    }
}
