//! Several nodes (issue 16) with the real binary: three `albion-server` processes share one fresh
//! PostgreSQL database and one NATS server, and players connect to any of them. A node that dies
//! (SIGKILL), freezes (SIGSTOP) or stops (SIGTERM) loses no acknowledged action; a frozen owner
//! cannot write once another node holds its lobbies; the relay leaks nothing a seat may not see.
//!
//! Every player is a task of its own: it acts when its view offers it a legal action, records
//! every acknowledged action with its version, and when its socket closes it reconnects with its
//! seat token to a random live node. At the end the store must hold every acknowledged action, and
//! every player's patched-up view must equal a fresh sync's.
//!
//! Needs PostgreSQL (`ALBION_TEST_POSTGRES_URL`, see `common::db`) and NATS with JetStream
//! (`ALBION_TEST_NATS_URL`, default `nats://127.0.0.1:4222`). When either is unreachable these
//! tests fail if `CI` is set and otherwise skip with a notice on stderr. `ALBION_TEST_SEED`
//! replays a run's random choices (each test prints its seed).

mod common;

use common::db::TestDb;
use common::faults::{FaultProxy, Mode};
use common::http::status_of;
use common::play::legal;
use common::redaction::{check_frame, rebuilt_views};
use common::{Client, free_addr, in_ci};
use futures_util::{SinkExt as _, StreamExt as _};
use protocol::{
    ClientMsg, ErrorCode, GameAction, LobbyInfo, LobbyStatus, PROTOCOL_VERSION, ServerMsg,
};
use serde_json::Value;
use sqlx::Row as _;
use sqlx::postgres::{PgPool, PgPoolOptions};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Write as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::process::{Child, Command};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

const CAMELOT: &str = r#"{"config":{"game":"camelot"}}"#;
const SUPER_2: &str = r#"{"config":{"game":"super_camelot","seats":2}}"#;
const SUPER_3: &str = r#"{"config":{"game":"super_camelot","seats":3},"public":true}"#;

/// The nodes' lease: a dead node's lobbies move after about this long.
const LEASE_MS: u64 = 2000;
/// A request (an action, a rematch) unanswered this long: the connection is stuck.
const ANSWER_LIMIT: Duration = Duration::from_secs(15);
/// Silence after which a waiting player asks for a sync, to learn whether its connection lives.
const QUIET_PROBE: Duration = Duration::from_secs(20);
/// The longest a player may take to be back in its lobby (connected and synced) after a loss.
const RESYNC_LIMIT: Duration = Duration::from_secs(15);
/// A player that found no node to take it back in this long gives up (the test fails).
const RECONNECT_LIMIT: Duration = Duration::from_secs(30);
/// The longest a hello may wait for its sync (the spec's wait for a new owner is lease + 2 s).
const HELLO_LIMIT: Duration = Duration::from_secs(15);

// ----------------------------------------------------------------------------------------------
// Environment: NATS, random choices.

fn nats_url() -> String {
    std::env::var("ALBION_TEST_NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".to_owned())
}

/// `host:port` of the (first) server in a NATS URL.
fn nats_host_port(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let rest = rest.rsplit_once('@').map_or(rest, |(_, r)| r);
    let first = rest.split([',', '/', '?']).next().unwrap_or(rest);
    if first.contains(':') {
        first.to_owned()
    } else {
        format!("{first}:4222")
    }
}

/// Whether NATS answers a TCP connect; outside CI a `false` comes with a notice, in CI it panics.
async fn nats_reachable() -> bool {
    let url = nats_url();
    let target = nats_host_port(&url);
    let outcome = tokio::time::timeout(
        Duration::from_secs(3),
        tokio::net::TcpStream::connect(&target),
    )
    .await;
    let error = match outcome {
        Ok(Ok(_)) => return true,
        Ok(Err(e)) => e.to_string(),
        Err(_) => "no answer within 3 s".to_owned(),
    };
    assert!(
        !in_ci(),
        "NATS at {url} ({target}) is unreachable in CI (CI is set): {error}"
    );
    eprintln!(
        "notice: skipping a multi-node test: NATS at {url} is unreachable ({error}); \
         set ALBION_TEST_NATS_URL or start nats-server -js (CI=true makes this fail)"
    );
    false
}

/// A small deterministic generator (SplitMix64): a run's choices replay from its seed.
#[derive(Debug, Clone)]
struct Rng(u64);

impl Rng {
    fn for_test(name: &str) -> Self {
        let seed = std::env::var("ALBION_TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                let t = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap();
                t.as_secs() ^ u64::from(t.subsec_nanos()) ^ u64::from(std::process::id())
            });
        eprintln!("{name}: seed {seed} (ALBION_TEST_SEED={seed} replays the random choices)");
        Self(seed)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next_u64() % n as u64).unwrap()
    }

    fn fork(&mut self) -> Self {
        Self(self.next_u64())
    }

    /// `d` scaled by a random factor in [0.5, 1.5).
    fn around(&mut self, d: Duration) -> Duration {
        d.mul_f64(0.5 + (self.next_u64() % 1000) as f64 / 1000.0)
    }
}

// ----------------------------------------------------------------------------------------------
// Nodes.

/// One `albion-server` process; restarts keep its id, port and log file.
struct Node {
    id: String,
    addr: SocketAddr,
    log: PathBuf,
    env: Vec<(&'static str, String)>,
    child: Option<Child>,
}

impl Node {
    fn spawn(&mut self) {
        let mut log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .unwrap();
        writeln!(
            log,
            "===== test: starting {} on {} =====",
            self.id, self.addr
        )
        .unwrap();
        let err = log.try_clone().unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_albion-server"))
            .envs(self.env.iter().map(|(k, v)| (*k, v.as_str())))
            .stdout(Stdio::from(log))
            .stderr(Stdio::from(err))
            .kill_on_drop(true)
            .spawn()
            .expect("the albion-server binary starts");
        self.child = Some(child);
    }

    /// Waits until `GET /readyz` answers 200 (at most 30 s).
    async fn wait_ready(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if status_of(self.addr, "/readyz").await == 200 {
                return;
            }
            let child = self.child.as_mut().expect("started");
            if let Some(status) = child.try_wait().unwrap() {
                panic!(
                    "{} exited before it was ready ({status}):\n{}",
                    self.id,
                    self.tail(60)
                );
            }
            assert!(
                Instant::now() < deadline,
                "{} was not ready within 30 s:\n{}",
                self.id,
                self.tail(60)
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    async fn start(&mut self) {
        self.spawn();
        self.wait_ready().await;
    }

    fn pid(&self) -> u32 {
        self.child
            .as_ref()
            .and_then(Child::id)
            .expect("the node runs")
    }

    /// Sends a signal with `kill -SIG pid`.
    fn signal(&self, sig: &str) {
        let status = std::process::Command::new("kill")
            .arg(format!("-{sig}"))
            .arg(self.pid().to_string())
            .status()
            .unwrap();
        assert!(status.success(), "kill -{sig} {} failed", self.id);
        self.note(&format!("SIG{sig}"));
    }

    /// SIGKILL; returns the instant the signal was sent.
    async fn sigkill(&mut self) -> Instant {
        self.note("SIGKILL");
        let mut child = self.child.take().expect("the node runs");
        child.start_kill().unwrap();
        let at = Instant::now();
        child.wait().await.unwrap();
        at
    }

    /// SIGTERM, then waits (at most 30 s) for the exit.
    async fn sigterm(&mut self) -> ExitStatus {
        self.signal("TERM");
        let mut child = self.child.take().expect("the node runs");
        match tokio::time::timeout(Duration::from_secs(30), child.wait()).await {
            Ok(status) => status.unwrap(),
            Err(_) => panic!(
                "{} did not exit within 30 s of SIGTERM:\n{}",
                self.id,
                self.tail(60)
            ),
        }
    }

    /// A line of the test's own in the node's log, to line its events up with the test's.
    fn note(&self, what: &str) {
        if let Ok(mut log) = std::fs::OpenOptions::new().append(true).open(&self.log) {
            let _ = writeln!(log, "===== test: {what} to {} =====", self.id);
        }
    }

    fn tail(&self, n: usize) -> String {
        let text = std::fs::read(&self.log)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(n)..].join("\n")
    }

    /// How many lines of the node's log contain `needle`.
    fn count(&self, needle: &str) -> usize {
        std::fs::read(&self.log)
            .map(|b| {
                String::from_utf8_lossy(&b)
                    .lines()
                    .filter(|l| l.contains(needle))
                    .count()
            })
            .unwrap_or(0)
    }

    /// The log's warnings, errors and panics.
    fn trouble(&self) -> Vec<String> {
        let text = std::fs::read(&self.log)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default();
        text.lines()
            .filter(|l| l.contains(" WARN ") || l.contains(" ERROR ") || l.contains("panicked"))
            .map(str::to_owned)
            .collect()
    }
}

/// Where the players may go: every node's address, and which nodes are up.
#[derive(Debug, Clone)]
struct Net {
    addrs: Arc<Vec<SocketAddr>>,
    ids: Arc<Vec<String>>,
    live: Arc<Vec<AtomicBool>>,
}

impl Net {
    /// A random live node.
    fn pick(&self, rng: &mut Rng) -> Option<usize> {
        let live: Vec<usize> = (0..self.addrs.len())
            .filter(|&i| self.live[i].load(Ordering::SeqCst))
            .collect();
        (!live.is_empty()).then(|| live[rng.below(live.len())])
    }

    fn set_live(&self, node: usize, up: bool) {
        self.live[node].store(up, Ordering::SeqCst);
    }
}

/// Nodes `n1`, `n2`, ... on one fresh PostgreSQL database. When a test fails, the end of each
/// node's log is printed and the logs are kept.
struct Cluster {
    nodes: Vec<Node>,
    net: Net,
    pool: PgPool,
    /// Per node, with [`Cluster::start_proxied`]: the fault proxy between it and PostgreSQL.
    pg_proxies: Vec<FaultProxy>,
    /// Per node, with [`Cluster::start_proxied`]: the fault proxy between it and NATS.
    nats_proxies: Vec<FaultProxy>,
    _db: TestDb,
    dir: Option<tempfile::TempDir>,
}

/// `url` with its `host:port` replaced by `addr` (`scheme://[user@]host:port/rest`).
fn via_proxy(url: &str, addr: SocketAddr) -> String {
    let (scheme, rest) = url.split_once("://").unwrap();
    let (user, rest) = match rest.split_once('@') {
        Some((user, rest)) => (format!("{user}@"), rest),
        None => (String::new(), rest),
    };
    let tail = rest.find(['/', '?']).map_or("", |i| &rest[i..]);
    format!("{scheme}://{user}{addr}{tail}")
}

/// The first address `host:port` names.
async fn resolve(host_port: &str) -> SocketAddr {
    tokio::net::lookup_host(host_port)
        .await
        .unwrap()
        .next()
        .unwrap()
}

impl Cluster {
    /// `n` ready nodes, or `None` (with a notice) when PostgreSQL or NATS is unreachable outside CI.
    async fn start(n: usize) -> Option<Self> {
        Self::start_with(n, false).await
    }

    /// As [`Cluster::start`], with each node reaching PostgreSQL and NATS through fault proxies
    /// of its own (`pg_proxies[i]`, `nats_proxies[i]`).
    async fn start_proxied(n: usize) -> Option<Self> {
        Self::start_with(n, true).await
    }

    async fn start_with(n: usize, proxied: bool) -> Option<Self> {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let db = TestDb::postgres().await?;
        if !nats_reachable().await {
            return None;
        }
        let mut pg_proxies = Vec::new();
        let mut nats_proxies = Vec::new();
        if proxied {
            let pg_target = db.url.split_once('@').map_or(db.url.as_str(), |(_, r)| r);
            let pg_target = resolve(pg_target.split(['/', '?']).next().unwrap()).await;
            let nats_target = resolve(&nats_host_port(&nats_url())).await;
            for _ in 0..n {
                pg_proxies.push(FaultProxy::start(pg_target).await);
                nats_proxies.push(FaultProxy::start(nats_target).await);
            }
        }
        let dir = tempfile::tempdir().unwrap();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        // Unique per test and run: several clusters share one NATS server.
        let prefix = format!(
            "t{}x{}x{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed),
            nanos % 1_000_000
        );
        let nodes: Vec<Node> = (1..=n)
            .map(|i| {
                let id = format!("n{i}");
                let addr = free_addr();
                let (database, nats) = if proxied {
                    (
                        via_proxy(&db.url, pg_proxies[i - 1].addr),
                        format!("nats://{}", nats_proxies[i - 1].addr),
                    )
                } else {
                    (db.url.clone(), nats_url())
                };
                let env = vec![
                    ("DATABASE_URL", database),
                    ("ALBION_BIND", addr.to_string()),
                    ("ALBION_NATS_URL", nats),
                    ("ALBION_NODE_ID", id.clone()),
                    ("ALBION_LEASE_MS", LEASE_MS.to_string()),
                    ("ALBION_NATS_PREFIX", prefix.clone()),
                    ("ALBION_RATE", "1000".to_owned()),
                    ("ALBION_RATE_BURST", "1000".to_owned()),
                    ("ALBION_HTTP_RATE", "1000".to_owned()),
                    ("ALBION_HTTP_BURST", "1000".to_owned()),
                    ("ALBION_BOT_DELAY_MS", "0".to_owned()),
                    ("RUST_LOG", "info".to_owned()),
                    ("NO_COLOR", "1".to_owned()),
                ];
                Node {
                    log: dir.path().join(format!("{id}.log")),
                    id,
                    addr,
                    env,
                    child: None,
                }
            })
            .collect();
        let net = Net {
            addrs: Arc::new(nodes.iter().map(|n| n.addr).collect()),
            ids: Arc::new(nodes.iter().map(|n| n.id.clone()).collect()),
            live: Arc::new((0..n).map(|_| AtomicBool::new(false)).collect()),
        };
        let pool = PgPoolOptions::new()
            .max_connections(3)
            .connect(&db.url)
            .await
            .expect("the test database accepts connections");
        let mut cluster = Self {
            nodes,
            net,
            pool,
            pg_proxies,
            nats_proxies,
            _db: db,
            dir: Some(dir),
        };
        // The first node creates the tables; the others then start side by side.
        cluster.nodes[0].start().await;
        let (_, rest) = cluster.nodes.split_at_mut(1);
        futures_util::future::join_all(rest.iter_mut().map(Node::start)).await;
        for i in 0..n {
            cluster.net.set_live(i, true);
        }
        eprintln!(
            "cluster up: {} (NATS prefix {prefix}, logs in {})",
            cluster
                .nodes
                .iter()
                .map(|n| format!("{}={}", n.id, n.addr))
                .collect::<Vec<_>>()
                .join(", "),
            cluster.dir.as_ref().unwrap().path().display()
        );
        Some(cluster)
    }

    /// The lobby's owner and epoch in the store.
    async fn owner(&self, code: &str) -> (Option<String>, i64) {
        let row = sqlx::query("SELECT node, epoch FROM lobbies WHERE code = $1")
            .bind(code)
            .fetch_one(&self.pool)
            .await
            .unwrap_or_else(|e| panic!("lobby {code}'s owner: {e}"));
        (row.get(0), row.get(1))
    }

    /// Lobbies held per node, most first.
    async fn holdings(&self) -> Vec<(String, i64)> {
        sqlx::query(
            "SELECT node, count(*) FROM lobbies WHERE node IS NOT NULL GROUP BY node \
             ORDER BY count(*) DESC, node",
        )
        .fetch_all(&self.pool)
        .await
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect()
    }

    fn index_of(&self, id: &str) -> usize {
        self.nodes.iter().position(|n| n.id == id).unwrap()
    }

    /// Warnings, errors and panics per node's log (the first few of them).
    fn report_logs(&self) {
        for n in &self.nodes {
            let trouble = n.trouble();
            eprintln!("  {}'s log: {} WARN/ERROR/panic lines", n.id, trouble.len());
            for line in trouble.iter().take(8) {
                eprintln!("    {line}");
            }
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            return;
        }
        for n in &self.nodes {
            eprintln!(
                "----- {} ({}): the last 60 lines of {} -----\n{}",
                n.id,
                n.addr,
                n.log.display(),
                n.tail(60)
            );
        }
        if let Some(dir) = self.dir.take() {
            eprintln!("----- the nodes' logs are kept in {}", dir.keep().display());
        }
    }
}

// ----------------------------------------------------------------------------------------------
// Players.

/// An acknowledged action: the version its ack named.
#[derive(Debug)]
struct Acked {
    v: u64,
    action: GameAction,
    seat: usize,
    at: Instant,
}

/// What the players of one lobby have been told.
#[derive(Debug)]
struct Book {
    code: String,
    acks: Mutex<Vec<Acked>>,
    /// A game of this lobby ended (finished or aborted).
    over: AtomicBool,
}

impl Book {
    fn new(code: String) -> Self {
        Self {
            code,
            acks: Mutex::new(Vec::new()),
            over: AtomicBool::new(false),
        }
    }

    fn record(&self, v: u64, action: GameAction, seat: usize) {
        self.acks.lock().unwrap().push(Acked {
            v,
            action,
            seat,
            at: Instant::now(),
        });
    }

    fn count(&self) -> usize {
        self.acks.lock().unwrap().len()
    }

    fn count_since(&self, t: Instant) -> usize {
        self.acks
            .lock()
            .unwrap()
            .iter()
            .filter(|a| a.at > t)
            .count()
    }

    fn first_since(&self, t: Instant) -> Option<Instant> {
        self.acks
            .lock()
            .unwrap()
            .iter()
            .map(|a| a.at)
            .filter(|&at| at > t)
            .min()
    }

    /// The longest time between two acknowledged actions from `from` (or the last one before it)
    /// to the first one after `to`.
    fn longest_gap(&self, from: Instant, to: Instant) -> Duration {
        let mut times: Vec<Instant> = self.acks.lock().unwrap().iter().map(|a| a.at).collect();
        times.sort();
        let start = times.iter().rposition(|&t| t <= from).unwrap_or(0);
        let end = times
            .iter()
            .position(|&t| t > to)
            .unwrap_or(times.len().saturating_sub(1));
        times[start..=end.max(start)]
            .windows(2)
            .map(|w| w[1] - w[0])
            .max()
            .unwrap_or_default()
    }

    /// The highest version acknowledged so far (0: none).
    fn last_v(&self) -> u64 {
        self.acks
            .lock()
            .unwrap()
            .iter()
            .map(|a| a.v)
            .max()
            .unwrap_or(0)
    }
}

/// How the players play.
#[derive(Debug, Clone, Copy)]
struct Style {
    /// Time taken per decision (randomised by ±50 %).
    think: Duration,
    /// Ask for a rematch when a game is over, so lobbies play on.
    rematch: bool,
    /// Keep every raw frame (for the redaction scan).
    keep_frames: bool,
}

/// What happened to a player's connections.
#[derive(Debug, Default)]
struct Stats {
    reconnects: u32,
    /// The longest time from a lost connection to the sync on the next one.
    worst_resync: Duration,
    /// Connections that went silent (a request unanswered, no message for long) without closing.
    stalls: Vec<String>,
    /// Why each connection ended.
    ends: Vec<String>,
    rejections: Vec<ErrorCode>,
    /// Rejections that a consistent view can never earn.
    bad_rejections: Vec<String>,
}

/// One seat (or a spectator) of one lobby, with its current connection.
struct Player {
    book: Arc<Book>,
    seat: usize,
    /// The seat token; `None` for a spectator.
    token: Option<String>,
    client: Option<Client>,
    /// The node the current connection goes to.
    node: usize,
    rng: Rng,
    /// The raw frames of every finished connection (with `keep_frames`).
    frames: Vec<Vec<String>>,
    /// The game number a rematch was last asked for.
    rematch_for: Option<u32>,
    stats: Stats,
}

/// A request waiting for its answer.
enum Pending {
    Act(GameAction, Instant),
    Rematch(Instant),
}

impl Pending {
    fn since(&self) -> Instant {
        match self {
            Self::Act(_, t) | Self::Rematch(t) => *t,
        }
    }
}

async fn send_msg(c: &mut Client, msg: &ClientMsg) -> Result<(), String> {
    let text = serde_json::to_string(msg).unwrap();
    tokio::time::timeout(Duration::from_secs(5), c.ws.send(Message::text(text)))
        .await
        .map_err(|_| "sending took over 5 s".to_owned())?
        .map_err(|e| format!("sending: {e}"))
}

/// Connects to `addr`, says hello to lobby `code` (with a seat token, or as a spectator) and
/// waits for the sync.
async fn join(addr: SocketAddr, code: &str, token: Option<String>) -> Result<Client, String> {
    let (ws, _) = tokio::time::timeout(
        Duration::from_secs(5),
        tokio_tungstenite::connect_async(format!("ws://{addr}/ws")),
    )
    .await
    .map_err(|_| "connecting took over 5 s".to_owned())?
    .map_err(|e| format!("connecting: {e}"))?;
    let mut c = Client {
        ws,
        v: 0,
        seat: None,
        token: token.clone(),
        raw: Vec::new(),
        view: None,
        view_json: Value::Null,
        lobby: None,
        notify: None,
        keep_notify: false,
    };
    let hello = ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        lobby: code.to_owned(),
        token,
        last_v: None,
        lang: None,
    };
    send_msg(&mut c, &hello).await?;
    tokio::time::timeout(HELLO_LIMIT, async {
        let mut welcomed = false;
        loop {
            match c.try_recv().await? {
                ServerMsg::Welcome { .. } => welcomed = true,
                ServerMsg::Sync { .. } if welcomed => return Ok(()),
                ServerMsg::Rejected { code, message } => {
                    return Err(format!("hello refused: {code:?}: {message}"));
                }
                other => return Err(format!("unexpected before the sync: {other:?}")),
            }
        }
    })
    .await
    .map_err(|_| format!("no sync within {HELLO_LIMIT:?}"))??;
    Ok(c)
}

impl Player {
    fn label(&self, net: &Net) -> String {
        let who = if self.token.is_some() {
            format!("seat {}", self.seat)
        } else {
            "spectator".to_owned()
        };
        format!(
            "lobby {} {who} (via {})",
            self.book.code, net.ids[self.node]
        )
    }

    fn status(&self) -> Option<LobbyStatus> {
        self.client.as_ref()?.lobby.as_ref().map(|l| l.status)
    }

    /// A random legal action if this seat must decide now.
    fn choose(&mut self) -> Option<GameAction> {
        if self.token.is_none() || self.status() != Some(LobbyStatus::Playing) {
            return None;
        }
        let options = {
            let client = self.client.as_ref()?;
            legal(client.view.as_ref(), client.seat)
        };
        (!options.is_empty()).then(|| options[self.rng.below(options.len())].clone())
    }

    /// Whether to ask for a rematch now.
    fn wants_rematch(&self) -> Option<u32> {
        let lobby = self.client.as_ref()?.lobby.as_ref()?;
        (self.token.is_some()
            && lobby.status == LobbyStatus::Finished
            && self.rematch_for != Some(lobby.game_no))
        .then_some(lobby.game_no)
    }

    async fn send(&mut self, msg: &ClientMsg) -> Result<(), String> {
        send_msg(self.client.as_mut().expect("connected"), msg).await
    }

    /// Ends the current connection.
    fn lose(&mut self, why: String) {
        if let Some(c) = self.client.take()
            && !c.raw.is_empty()
        {
            self.frames.push(c.raw);
        }
        self.rematch_for = None;
        self.stats.ends.push(why);
    }

    /// Back into the lobby through a random live node, with the seat token.
    async fn reconnect(&mut self, net: &Net) {
        let lost = Instant::now();
        let mut last = String::from("no live node");
        while lost.elapsed() < RECONNECT_LIMIT {
            if let Some(node) = net.pick(&mut self.rng) {
                match join(net.addrs[node], &self.book.code, self.token.clone()).await {
                    Ok(c) => {
                        self.client = Some(c);
                        self.node = node;
                        self.stats.reconnects += 1;
                        self.stats.worst_resync = self.stats.worst_resync.max(lost.elapsed());
                        return;
                    }
                    Err(e) => last = format!("via {}: {e}", net.ids[node]),
                }
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        panic!(
            "{}: back in no node within {RECONNECT_LIMIT:?} (last: {last}); connections ended: {:?}",
            self.label(net),
            self.stats.ends
        );
    }

    /// Handles one message on the current connection.
    fn heard(&mut self, msg: ServerMsg, pending: &mut Option<Pending>, net: &Net) {
        match msg {
            // A rematch that swaps the seats tells each connected player its new seat (same token).
            ServerMsg::Seated { seat, token } => {
                self.seat = usize::from(seat);
                self.token = Some(token);
            }
            ServerMsg::Ack { v } => match pending.take() {
                Some(Pending::Act(action, _)) => self.book.record(v, action, self.seat),
                Some(Pending::Rematch(_)) | None => {}
            },
            ServerMsg::Rejected { code, message } => {
                if let Some(p) = pending.take() {
                    self.stats.rejections.push(code);
                    if matches!(p, Pending::Act(..))
                        && matches!(
                            code,
                            ErrorCode::IllegalAction | ErrorCode::OutOfTurn | ErrorCode::WrongGame
                        )
                    {
                        let v = self.client.as_ref().map_or(0, |c| c.v);
                        let note = format!("{}: {code:?} at v{v}: {message}", self.label(net));
                        eprintln!("unexpected rejection: {note}");
                        self.stats.bad_rejections.push(note);
                    }
                }
            }
            _ => {}
        }
        if matches!(
            self.status(),
            Some(LobbyStatus::Finished | LobbyStatus::Aborted)
        ) {
            self.book.over.store(true, Ordering::SeqCst);
        }
    }
}

/// Plays until `stop`, then returns the player, connected and with no request in flight.
async fn drive(mut p: Player, net: Net, stop: Arc<AtomicBool>, style: Style) -> Player {
    let mut pending: Option<Pending> = None;
    let mut heard = Instant::now();
    let mut probed = false;
    loop {
        let stopping = stop.load(Ordering::SeqCst);
        if p.client.is_none() {
            p.reconnect(&net).await;
            pending = None;
            heard = Instant::now();
            probed = false;
            continue;
        }
        if stopping && pending.is_none() {
            return p;
        }
        if !stopping && pending.is_none() {
            if let Some(action) = p.choose() {
                if !style.think.is_zero() {
                    let think = p.rng.around(style.think);
                    tokio::time::sleep(think).await;
                }
                let v = p.client.as_ref().unwrap().v;
                let msg = ClientMsg::Act {
                    v,
                    action: action.clone(),
                };
                match p.send(&msg).await {
                    Ok(()) => pending = Some(Pending::Act(action, Instant::now())),
                    Err(e) => {
                        p.lose(e);
                        continue;
                    }
                }
            } else if let Some(game_no) = style.rematch.then(|| p.wants_rematch()).flatten() {
                p.rematch_for = Some(game_no);
                match p.send(&ClientMsg::Rematch {}).await {
                    Ok(()) => pending = Some(Pending::Rematch(Instant::now())),
                    Err(e) => {
                        p.lose(e);
                        continue;
                    }
                }
            }
        }
        let client = p.client.as_mut().unwrap();
        match tokio::time::timeout(Duration::from_millis(200), client.try_recv()).await {
            Ok(Ok(msg)) => {
                if !style.keep_frames {
                    client.raw.clear();
                }
                heard = Instant::now();
                probed = false;
                p.heard(msg, &mut pending, &net);
            }
            Ok(Err(e)) => {
                // "no message in time" (10 s) is silence, not an end.
                if e.contains("in time") {
                    continue;
                }
                pending = None;
                p.lose(e);
            }
            Err(_) => {
                let unanswered = pending
                    .as_ref()
                    .is_some_and(|r| r.since().elapsed() > ANSWER_LIMIT);
                let silent = heard.elapsed();
                if unanswered || silent > QUIET_PROBE + ANSWER_LIMIT {
                    let why = format!(
                        "{}: stuck at v{} ({} for {:?})",
                        p.label(&net),
                        p.client.as_ref().unwrap().v,
                        if unanswered {
                            "a request unanswered"
                        } else {
                            "silent"
                        },
                        silent
                    );
                    eprintln!("{why}");
                    p.stats.stalls.push(why.clone());
                    pending = None;
                    p.lose(why);
                } else if pending.is_none() && silent > QUIET_PROBE && !probed {
                    probed = true;
                    if let Err(e) = p.send(&ClientMsg::Resync {}).await {
                        p.lose(e);
                    }
                }
            }
        }
    }
}

/// The running players' tasks.
struct Drivers {
    stop: Arc<AtomicBool>,
    handles: Vec<JoinHandle<Player>>,
}

impl Drivers {
    fn spawn(players: Vec<Player>, net: &Net, style: Style) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let handles = players
            .into_iter()
            .map(|p| tokio::spawn(drive(p, net.clone(), stop.clone(), style)))
            .collect();
        Self { stop, handles }
    }

    /// Fails the test at once if a player's task failed.
    async fn check(&mut self) {
        if let Some(i) = self.handles.iter().position(JoinHandle::is_finished) {
            match self.handles.remove(i).await {
                Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
                Err(e) => panic!("a player's task failed: {e}"),
                Ok(p) => panic!("lobby {} seat {} stopped early", p.book.code, p.seat),
            }
        }
    }

    /// Waits (at most `limit`) until `done` holds, while the players play.
    async fn wait_until(&mut self, what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
        let deadline = Instant::now() + limit;
        loop {
            if done() {
                return;
            }
            self.check().await;
            assert!(Instant::now() < deadline, "not within {limit:?}: {what}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Lets the players play for `d`.
    async fn play_for(&mut self, d: Duration) {
        let until = Instant::now() + d;
        while Instant::now() < until {
            self.check().await;
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Stops every player (each finishes its request in flight and ends connected).
    async fn stop(self) -> Vec<Player> {
        self.stop.store(true, Ordering::SeqCst);
        let mut players = Vec::new();
        for h in self.handles {
            match tokio::time::timeout(ANSWER_LIMIT + RECONNECT_LIMIT + Duration::from_secs(5), h)
                .await
            {
                Err(_) => panic!("a player did not stop in time"),
                Ok(Err(e)) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
                Ok(Err(e)) => panic!("a player's task failed: {e}"),
                Ok(Ok(p)) => players.push(p),
            }
        }
        players
    }
}

/// Creates a lobby on node `on`, seats one player per entry of `seat_nodes` (connected through
/// that node), readies them and starts the game.
async fn open_lobby(
    net: &Net,
    on: usize,
    config: &str,
    seat_nodes: &[usize],
    mut rng: Rng,
) -> (Arc<Book>, Vec<Player>) {
    let (status, body) = common::http(net.addrs[on], "POST", "/api/lobbies", Some(config)).await;
    assert_eq!(status, 201, "creating a lobby on {}: {body}", net.ids[on]);
    let code = serde_json::from_str::<LobbyInfo>(&body).unwrap().code;
    let book = Arc::new(Book::new(code.clone()));
    let mut clients = Vec::new();
    for (i, &node) in seat_nodes.iter().enumerate() {
        let mut c = join(net.addrs[node], &code, None)
            .await
            .unwrap_or_else(|e| panic!("lobby {code} seat {i} via {}: {e}", net.ids[node]));
        assert_eq!(c.sit(&format!("p{i}")).await as usize, i, "lobby {code}");
        c.send(&ClientMsg::Ready { ready: true }).await;
        c.until_ack().await;
        clients.push((node, c));
    }
    clients[0].1.send(&ClientMsg::Start {}).await;
    let v = clients[0].1.until_ack().await;
    for (_, c) in &mut clients {
        c.catch_up(v).await;
    }
    let players = clients
        .into_iter()
        .enumerate()
        .map(|(seat, (node, c))| Player {
            book: book.clone(),
            seat,
            token: Some(c.token.clone().expect("seated")),
            client: Some(c),
            node,
            rng: rng.fork(),
            frames: Vec::new(),
            rematch_for: None,
            stats: Stats::default(),
        })
        .collect();
    (book, players)
}

/// Opens `configs.len()` lobbies at once, each created on a random node with its players on
/// random nodes.
async fn open_lobbies(net: &Net, configs: &[&str], rng: &mut Rng) -> (Vec<Arc<Book>>, Vec<Player>) {
    let n = net.addrs.len();
    let plans: Vec<_> = configs
        .iter()
        .map(|&config| {
            let seats = if config.contains("super_camelot") {
                serde_json::from_str::<Value>(config).unwrap()["config"]["seats"]
                    .as_u64()
                    .unwrap()
            } else {
                2
            };
            let on = rng.below(n);
            let seat_nodes: Vec<usize> = (0..seats).map(|_| rng.below(n)).collect();
            (config, on, seat_nodes, rng.fork())
        })
        .collect();
    let opened =
        futures_util::future::join_all(plans.into_iter().map(
            |(config, on, seat_nodes, r)| async move {
                open_lobby(net, on, config, &seat_nodes, r).await
            },
        ))
        .await;
    let mut books = Vec::new();
    let mut players = Vec::new();
    for (book, ps) in opened {
        books.push(book);
        players.extend(ps);
    }
    (books, players)
}

/// A spectator of `book`'s lobby through `node`.
async fn spectator(net: &Net, book: &Arc<Book>, node: usize, rng: &mut Rng) -> Player {
    let c = join(net.addrs[node], &book.code, None)
        .await
        .unwrap_or_else(|e| panic!("a spectator of {} via {}: {e}", book.code, net.ids[node]));
    Player {
        book: book.clone(),
        seat: usize::MAX,
        token: None,
        client: Some(c),
        node,
        rng: rng.fork(),
        frames: Vec::new(),
        rematch_for: None,
        stats: Stats::default(),
    }
}

// ----------------------------------------------------------------------------------------------
// Checks.

/// One row of the action log.
#[derive(Debug)]
struct Logged {
    game: i64,
    seq: i64,
    v: i64,
    epoch: Option<i64>,
    action: GameAction,
}

/// A lobby's action log, in order.
async fn log_of(pool: &PgPool, code: &str) -> Vec<Logged> {
    sqlx::query(
        "SELECT a.game_id, a.seq, a.v, a.epoch, a.action FROM actions a \
         JOIN games g ON g.id = a.game_id WHERE g.lobby = $1 ORDER BY a.game_id, a.seq",
    )
    .bind(code)
    .fetch_all(pool)
    .await
    .unwrap_or_else(|e| panic!("lobby {code}'s log: {e}"))
    .iter()
    .map(|r| {
        let entry: String = r.get(4);
        let entry: Value = serde_json::from_str(&entry).unwrap();
        Logged {
            game: r.get(0),
            seq: r.get(1),
            v: r.get(2),
            epoch: r.get(3),
            action: serde_json::from_value(entry["action"].clone())
                .unwrap_or_else(|e| panic!("lobby {code}: a logged action {entry}: {e}")),
        }
    })
    .collect()
}

/// Every acknowledged action is in the store at the version its ack named, no version was
/// acknowledged twice, and each game's log is gap-free (seq 0, 1, 2, ... with growing
/// versions). Returns the number of acknowledged actions.
async fn check_store(pool: &PgPool, books: &[Arc<Book>]) -> usize {
    let mut total = 0;
    for b in books {
        let log = log_of(pool, &b.code).await;
        let mut by_v = HashMap::new();
        let mut expected = (i64::MIN, 0);
        let mut last_v = -1;
        for row in &log {
            if row.game != expected.0 {
                expected = (row.game, 0);
            }
            assert_eq!(
                row.seq, expected.1,
                "lobby {} game {}: the log skips a seq",
                b.code, row.game
            );
            expected.1 += 1;
            assert!(
                row.v > last_v,
                "lobby {}: versions do not grow along the log: {log:?}",
                b.code
            );
            last_v = row.v;
            by_v.insert(u64::try_from(row.v).unwrap(), row);
        }
        let acks = b.acks.lock().unwrap();
        let mut seen = HashSet::new();
        for a in acks.iter() {
            assert!(
                seen.insert(a.v),
                "lobby {}: version {} was acknowledged twice: {:?}",
                b.code,
                a.v,
                acks.iter().filter(|x| x.v == a.v).collect::<Vec<_>>()
            );
            let row = by_v.get(&a.v).unwrap_or_else(|| {
                panic!(
                    "lobby {}: seat {}'s action {:?}, acknowledged at v{}, is not in the store \
                     (logged versions: {:?})",
                    b.code,
                    a.seat,
                    a.action,
                    a.v,
                    log.iter().map(|r| r.v).collect::<Vec<_>>()
                )
            });
            assert_eq!(
                row.action, a.action,
                "lobby {}: the store holds another action at v{} than the one acknowledged",
                b.code, a.v
            );
        }
        total += acks.len();
    }
    total
}

/// Each seated player's patched-up view equals the view of a fresh sync with its token, through
/// `via` or a random live node; the fresh connection replaces the old one. Every node is up and
/// holds its lobbies, so a hello must get its sync at once: the hellos that did not (retried
/// once, so that the views are compared all the same) are returned.
async fn check_views(players: &mut [Player], net: &Net, via: Option<usize>) -> Vec<String> {
    let mut refused = Vec::new();
    for p in players.iter_mut().filter(|p| p.token.is_some()) {
        let node = via.or_else(|| net.pick(&mut p.rng)).expect("a live node");
        let label = p.label(net);
        let fresh = match join(net.addrs[node], &p.book.code, p.token.clone()).await {
            Ok(c) => c,
            Err(e) => {
                let note = format!("{label}: a fresh hello via {}: {e}", net.ids[node]);
                eprintln!("{note}");
                refused.push(note);
                join(net.addrs[node], &p.book.code, p.token.clone())
                    .await
                    .unwrap_or_else(|e| {
                        panic!("{label}: a fresh sync via {} (again): {e}", net.ids[node])
                    })
            }
        };
        let old = p.client.as_mut().expect("every player ends connected");
        // The old connection hears everything up to the fresh one's takeover, then closes.
        let end = tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Err(e) = old.try_recv().await {
                    return e;
                }
            }
        })
        .await
        .unwrap_or_else(|_| "still open".to_owned());
        assert!(
            old.view == fresh.view,
            "{label}: the view patched up to v{} differs from a fresh sync at v{} via {}:\n\
             patched: {}\nfresh:   {}",
            old.v,
            fresh.v,
            net.ids[node],
            serde_json::to_string(&old.view).unwrap(),
            serde_json::to_string(&fresh.view).unwrap()
        );
        assert!(
            end.starts_with("closed") || end.starts_with("socket"),
            "{label}: the old connection was not closed when a new one took the seat ({end})"
        );
        let old = p.client.replace(fresh).unwrap();
        p.frames.push(old.raw);
        p.node = node;
    }
    refused
}

/// Fails if a hello to a live cluster was refused or closed (see [`check_views`]).
fn check_hellos(refused: &[String]) {
    assert!(
        refused.is_empty(),
        "hellos to a cluster whose every node was up did not get their sync: {refused:#?}"
    );
}

/// Reads every player's connection until it has seen its lobby's latest version (at most 10 s).
async fn settle(players: &mut [Player]) {
    let mut latest: HashMap<String, u64> = HashMap::new();
    for p in players.iter() {
        let v = p.client.as_ref().map_or(0, |c| c.v);
        let e = latest.entry(p.book.code.clone()).or_default();
        *e = (*e).max(v);
    }
    for p in players.iter_mut() {
        let target = latest[&p.book.code];
        let c = p.client.as_mut().expect("every player ends connected");
        let _ = tokio::time::timeout(Duration::from_secs(10), async {
            while c.v < target && c.try_recv().await.is_ok() {}
        })
        .await;
    }
}

/// No stuck connection, no rejection a consistent view cannot earn, every resync in time;
/// prints what the players went through.
fn check_players(test: &str, players: &[Player]) {
    let reconnects: u32 = players.iter().map(|p| p.stats.reconnects).sum();
    let worst = players
        .iter()
        .map(|p| p.stats.worst_resync)
        .max()
        .unwrap_or_default();
    let mut rejections: BTreeMap<String, usize> = BTreeMap::new();
    for code in players.iter().flat_map(|p| &p.stats.rejections) {
        *rejections.entry(format!("{code:?}")).or_default() += 1;
    }
    let mut ends: BTreeMap<String, usize> = BTreeMap::new();
    for end in players.iter().flat_map(|p| &p.stats.ends) {
        // "closed: Some(CloseFrame { code: Away, .. })" → its first words.
        let key: String = end.chars().take(48).collect();
        *ends.entry(key).or_default() += 1;
    }
    eprintln!(
        "{test}: {} players, {reconnects} reconnects, slowest resync {worst:?}, \
         rejections {rejections:?}, connection ends {ends:?}",
        players.len()
    );
    let stalls: Vec<&String> = players.iter().flat_map(|p| &p.stats.stalls).collect();
    assert!(
        stalls.is_empty(),
        "connections went silent instead of closing: {stalls:#?}"
    );
    let bad: Vec<&String> = players
        .iter()
        .flat_map(|p| &p.stats.bad_rejections)
        .collect();
    assert!(
        bad.is_empty(),
        "actions legal in the player's view were refused: {bad:#?}"
    );
    assert!(
        worst < RESYNC_LIMIT,
        "a player took {worst:?} to be back in its lobby"
    );
}

/// Waits for the close of a connection, keeping every text frame received; `Err` if it is still
/// open after `limit`.
async fn close_of(
    c: &mut Client,
    limit: Duration,
) -> Result<(Option<u16>, Vec<String>), Vec<String>> {
    let deadline = tokio::time::Instant::now() + limit;
    let mut texts = Vec::new();
    loop {
        match tokio::time::timeout_at(deadline, c.ws.next()).await {
            Err(_) => return Err(texts),
            Ok(None | Some(Err(_))) => return Ok((None, texts)),
            Ok(Some(Ok(Message::Close(f)))) => return Ok((f.map(|f| u16::from(f.code)), texts)),
            Ok(Some(Ok(Message::Text(t)))) => texts.push(t.to_string()),
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// The longest time from `t` to a lobby's first acknowledged action after it.
fn slowest_since<'a>(books: impl Iterator<Item = &'a Arc<Book>>, t: Instant) -> Duration {
    books
        .filter_map(|b| b.first_since(t))
        .map(|at| at - t)
        .max()
        .unwrap_or_default()
}

// ----------------------------------------------------------------------------------------------
// 1. SIGKILL.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_of_the_busiest_node_loses_no_acknowledged_action() {
    let Some(mut cluster) = Cluster::start(3).await else {
        return;
    };
    let mut rng = Rng::for_test("sigkill");
    let configs: Vec<&str> = (0..30)
        .map(|i| if i % 2 == 0 { CAMELOT } else { SUPER_2 })
        .collect();
    let (books, players) = open_lobbies(&cluster.net, &configs, &mut rng).await;
    let style = Style {
        think: Duration::from_millis(60),
        rematch: true,
        keep_frames: false,
    };
    let mut drivers = Drivers::spawn(players, &cluster.net, style);
    drivers
        .wait_until(
            "every lobby has 4 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 4),
        )
        .await;

    let holdings = cluster.holdings().await;
    eprintln!("lobbies held before the kill: {holdings:?}");
    let (busiest, held) = holdings.first().cloned().expect("nodes hold lobbies");
    let victim = cluster.index_of(&busiest);
    let mut moved = Vec::new();
    for b in &books {
        let (node, epoch) = cluster.owner(&b.code).await;
        if node.as_deref() == Some(busiest.as_str()) {
            moved.push((b.clone(), epoch));
        }
    }
    assert_eq!(moved.len() as i64, held);
    cluster.net.set_live(victim, false);
    let killed_at = cluster.nodes[victim].sigkill().await;
    eprintln!(
        "SIGKILL {busiest} (holding {held} of {} lobbies)",
        books.len()
    );

    drivers
        .wait_until(
            "every lobby acknowledged an action after the kill",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count_since(killed_at) > 0),
        )
        .await;
    eprintln!(
        "failover: {:?} from SIGKILL to the last lobby's first acknowledged action \
         ({:?} for the {} lobbies {busiest} held)",
        slowest_since(books.iter(), killed_at),
        slowest_since(moved.iter().map(|(b, _)| b), killed_at),
        moved.len()
    );
    let mut players = drivers.stop().await;

    // The dead node's lobbies have live owners with a higher epoch.
    for (b, epoch) in &moved {
        let (node, now) = cluster.owner(&b.code).await;
        assert!(
            node.as_deref().is_some_and(|n| n != busiest),
            "lobby {} is held by {node:?} after {busiest} died",
            b.code
        );
        assert!(now > *epoch, "lobby {}: epoch {epoch} → {now}", b.code);
    }
    let acked = check_store(&cluster.pool, &books).await;
    let refused = check_views(&mut players, &cluster.net, None).await;
    check_players("sigkill", &players);
    eprintln!("sigkill: {acked} acknowledged actions, all in the store");
    cluster.report_logs();
    check_hellos(&refused);
}

// ----------------------------------------------------------------------------------------------
// 2. Fencing.

/// Plays `from`'s actions (its turn's end first, where it may) until `to` must decide, so that
/// `to` has an action to send. Both are connected; nobody else plays.
async fn hand_turn(from: &mut Player, to: &mut Player) {
    for _ in 0..80 {
        if to.status() != Some(LobbyStatus::Playing)
            || !legal(
                to.client.as_ref().unwrap().view.as_ref(),
                to.client.as_ref().unwrap().seat,
            )
            .is_empty()
        {
            return;
        }
        let options = legal(
            from.client.as_ref().unwrap().view.as_ref(),
            from.client.as_ref().unwrap().seat,
        );
        let Some(action) = options
            .iter()
            .find(|a| {
                matches!(
                    a,
                    GameAction::SuperCamelot {
                        action: protocol::Action::EndTurn
                    }
                )
            })
            .or(options.first())
            .cloned()
        else {
            return;
        };
        let c = from.client.as_mut().unwrap();
        let v = c.v;
        c.send(&ClientMsg::Act {
            v,
            action: action.clone(),
        })
        .await;
        // A stale version (a presence change crossed the action) is answered with a sync.
        let ServerMsg::Ack { v } = c
            .until(|m| matches!(m, ServerMsg::Ack { .. } | ServerMsg::Rejected { .. }))
            .await
        else {
            continue;
        };
        c.catch_up(v).await;
        from.book.record(v, action, from.seat);
        to.client.as_mut().unwrap().catch_up(v).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_owner_cannot_write_after_takeover() {
    let Some(mut cluster) = Cluster::start(3).await else {
        return;
    };
    let mut rng = Rng::for_test("fencing");
    let net = cluster.net.clone();
    // Six lobbies created on n1: seat 0 plays on n1 itself, seat 1 through n2.
    let mut books = Vec::new();
    let mut players = Vec::new();
    for i in 0..6 {
        let config = if i % 2 == 0 { CAMELOT } else { SUPER_2 };
        let (book, ps) = open_lobby(&net, 0, config, &[0, 1], rng.fork()).await;
        books.push(book);
        players.extend(ps);
    }
    let style = Style {
        think: Duration::from_millis(20),
        rematch: false,
        keep_frames: false,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 3 acknowledged actions",
            Duration::from_secs(60),
            || {
                books
                    .iter()
                    .all(|b| b.count() >= 3 || b.over.load(Ordering::SeqCst))
            },
        )
        .await;
    let mut players = drivers.stop().await;
    // Where seat 1 is to play, it plays on until seat 0 must decide.
    for pair in players.chunks_mut(2) {
        let [p0, p1] = pair else { unreachable!() };
        hand_turn(p1, p0).await;
    }
    let mut before = Vec::new();
    for b in &books {
        let (node, epoch) = cluster.owner(&b.code).await;
        assert_eq!(
            node.as_deref(),
            Some("n1"),
            "lobby {} was created on n1",
            b.code
        );
        before.push((b.last_v(), epoch));
    }

    // Freeze n1 and wait until the others hold its lobbies.
    net.set_live(0, false);
    cluster.nodes[0].signal("STOP");
    let stopped_at = Instant::now();
    let deadline = stopped_at + Duration::from_secs(20);
    loop {
        let mut held = Vec::new();
        for b in &books {
            if cluster.owner(&b.code).await.0.as_deref() == Some("n1") {
                held.push(b.code.clone());
            }
        }
        if held.is_empty() {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "20 s after SIGSTOP n1 still holds {held:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    eprintln!(
        "fencing: n2/n3 held n1's lobbies {:?} after SIGSTOP",
        stopped_at.elapsed()
    );

    // Seat 0, on the frozen n1, sends its action there; it plays on through a new connection.
    let mut frozen = Vec::new();
    for p in players.iter_mut().filter(|p| p.seat == 0) {
        let sent = p.choose();
        let mut c = p.client.take().unwrap();
        let v = c.v;
        let sent = match sent {
            Some(action) => {
                let msg = ClientMsg::Act { v, action };
                send_msg(&mut c, &msg).await.ok().map(|()| v)
            }
            None => None,
        };
        p.stats.ends.push("left on the frozen n1".to_owned());
        frozen.push((p.book.code.clone(), c, sent));
    }
    let sent = frozen.iter().filter(|f| f.2.is_some()).count();
    eprintln!("fencing: {sent} actions sent into the frozen n1");
    assert!(
        sent > 0,
        "no seat 0 had an action to send into the frozen n1"
    );
    let resumed_at = Instant::now();
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 2 more acknowledged actions through n2/n3",
            Duration::from_secs(60),
            || {
                books
                    .iter()
                    .all(|b| b.count_since(resumed_at) >= 2 || b.over.load(Ordering::SeqCst))
            },
        )
        .await;

    // Wake n1: it must close its connections, and acknowledge none of the frozen actions.
    cluster.nodes[0].signal("CONT");
    let woken_at = Instant::now();
    let closes = futures_util::future::join_all(
        frozen
            .iter_mut()
            .map(|(_, c, _)| close_of(c, Duration::from_secs(15))),
    )
    .await;
    for ((code, _, sent), close) in frozen.iter().zip(closes) {
        let (close, texts) = close.unwrap_or_else(|texts| {
            panic!("lobby {code}: n1's connection still open 15 s after SIGCONT; it got {texts:?}")
        });
        eprintln!(
            "fencing: lobby {code}: the frozen n1 (action sent at {sent:?}) closed with \
             {close:?} after {} frames: {:?}",
            texts.len(),
            texts
                .iter()
                .map(|t| t.chars().take(100).collect::<String>())
                .collect::<Vec<_>>()
        );
        for t in &texts {
            if let Ok(ServerMsg::Ack { v }) = serde_json::from_str::<ServerMsg>(t) {
                panic!(
                    "lobby {code}: the frozen n1 acknowledged an action (sent at {sent:?}) \
                     at v{v} after losing the lobby; it sent {texts:?}"
                );
            }
        }
        assert!(
            matches!(close, None | Some(1001)),
            "lobby {code}: n1 closed with {close:?}, not 1001; it sent {texts:?}"
        );
    }
    eprintln!(
        "fencing: n1 closed its {} connections within {:?} of SIGCONT",
        frozen.len(),
        woken_at.elapsed()
    );
    cluster.nodes[0].wait_ready().await;
    net.set_live(0, true);
    drivers
        .wait_until(
            "every lobby acknowledged an action after SIGCONT",
            Duration::from_secs(30),
            || {
                books
                    .iter()
                    .all(|b| b.count_since(woken_at) > 0 || b.over.load(Ordering::SeqCst))
            },
        )
        .await;
    let mut players = drivers.stop().await;

    // n1's epoch wrote nothing past what it had acknowledged before it froze.
    for (b, (last_v, epoch)) in books.iter().zip(&before) {
        let (_, now) = cluster.owner(&b.code).await;
        assert!(now > *epoch, "lobby {}: epoch {epoch} → {now}", b.code);
        for row in log_of(&cluster.pool, &b.code).await {
            let row_epoch = row.epoch.expect("every action row has an epoch");
            assert!(
                row_epoch <= now,
                "lobby {}: a row of epoch {row_epoch} beyond the lobby's {now}",
                b.code
            );
            if row_epoch == *epoch {
                assert!(
                    u64::try_from(row.v).unwrap() <= *last_v,
                    "lobby {}: n1 wrote v{} (seq {}) with its old epoch {epoch} after \
                     v{last_v}, the last version acknowledged before it froze",
                    b.code,
                    row.v,
                    row.seq
                );
            }
        }
    }
    let acked = check_store(&cluster.pool, &books).await;
    // n1, awake again, serves the lobbies as a relay.
    let refused = check_views(&mut players, &net, Some(0)).await;
    check_players("fencing", &players);
    eprintln!("fencing: {acked} acknowledged actions, all in the store");
    cluster.report_logs();
    check_hellos(&refused);
}

// ----------------------------------------------------------------------------------------------
// 3. Rolling restart.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rolling_restart_loses_no_game() {
    let Some(mut cluster) = Cluster::start(3).await else {
        return;
    };
    let mut rng = Rng::for_test("rolling");
    let net = cluster.net.clone();
    let configs: Vec<&str> = (0..12)
        .map(|i| if i % 2 == 0 { CAMELOT } else { SUPER_2 })
        .collect();
    let (books, players) = open_lobbies(&net, &configs, &mut rng).await;
    let style = Style {
        think: Duration::from_millis(50),
        rematch: true,
        keep_frames: false,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 2 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 2),
        )
        .await;
    let rolling_from = Instant::now();
    for k in 0..cluster.nodes.len() {
        net.set_live(k, false);
        let t = Instant::now();
        let status = cluster.nodes[k].sigterm().await;
        assert!(
            status.success(),
            "{} exited with {status} after SIGTERM",
            cluster.nodes[k].id
        );
        let stopped = t.elapsed();
        cluster.nodes[k].start().await;
        net.set_live(k, true);
        eprintln!(
            "rolling: {} stopped in {stopped:?}, back after {:?}",
            cluster.nodes[k].id,
            t.elapsed()
        );
        drivers.play_for(Duration::from_secs(1)).await;
    }
    let restarted_at = Instant::now();
    drivers
        .wait_until(
            "every lobby acknowledged an action after the last restart",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count_since(restarted_at) > 0),
        )
        .await;
    eprintln!(
        "rolling: every lobby played on within {:?} of the last restart",
        slowest_since(books.iter(), restarted_at)
    );
    // Each lobby's unavailability: its longest time without an acknowledged action while the
    // nodes restarted one after another (a node's SIGTERM hands its lobbies over as it drains).
    let mut gaps: Vec<Duration> = books
        .iter()
        .map(|b| b.longest_gap(rolling_from, restarted_at))
        .collect();
    gaps.sort();
    let pick = |q: f64| gaps[((gaps.len() - 1) as f64 * q).round() as usize];
    eprintln!(
        "rolling: per-lobby unavailability over {} lobbies: p50 {:?}, p99 {:?}, max {:?}",
        gaps.len(),
        pick(0.5),
        pick(0.99),
        gaps[gaps.len() - 1]
    );
    assert!(
        pick(0.5) < Duration::from_secs(2),
        "half the lobbies were without their game for over {:?} in a rolling restart",
        pick(0.5)
    );
    let mut players = drivers.stop().await;
    let acked = check_store(&cluster.pool, &books).await;
    let refused = check_views(&mut players, &net, None).await;
    check_players("rolling", &players);
    eprintln!("rolling: {acked} acknowledged actions, all in the store");
    cluster.report_logs();
    check_hellos(&refused);
}

// ----------------------------------------------------------------------------------------------
// 4. Redaction through the relay (the scan of common/redaction.rs, as super_camelot.rs uses it).

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn redaction_holds_across_the_relay() {
    let Some(cluster) = Cluster::start(3).await else {
        return;
    };
    let mut rng = Rng::for_test("redaction");
    let net = cluster.net.clone();
    // Created on n1; every seat and a spectator connected through n2 or n3.
    let (book, mut players) = open_lobby(&net, 0, SUPER_3, &[1, 2, 1], rng.fork()).await;
    players.push(spectator(&net, &book, 2, &mut rng).await);
    let style = Style {
        think: Duration::ZERO,
        rematch: false,
        keep_frames: true,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "60 acknowledged actions (or the game's end)",
            Duration::from_secs(90),
            || book.count() >= 60 || book.over.load(Ordering::SeqCst),
        )
        .await;
    let mut players = drivers.stop().await;
    settle(&mut players).await;
    let actions = book.count();
    assert!(actions > 20, "the game went on ({actions} actions)");
    check_store(&cluster.pool, std::slice::from_ref(&book)).await;

    let seed: String = sqlx::query("SELECT seed FROM games WHERE lobby = $1")
        .bind(&book.code)
        .fetch_one(&cluster.pool)
        .await
        .unwrap()
        .get(0);
    assert!(seed.len() > 6);
    let mut views = 0;
    let mut frames = 0;
    for p in &players {
        let me = p.token.as_ref().map(|_| u8::try_from(p.seat).unwrap());
        let connections = p.frames.iter().chain(p.client.as_ref().map(|c| &c.raw));
        for raws in connections {
            for raw in raws {
                assert!(!raw.contains(&seed), "the seed reached {me:?}: {raw}");
                views += check_frame(raw, me);
                frames += 1;
            }
            for rebuilt in rebuilt_views(raws) {
                views += check_frame(&rebuilt, me);
            }
        }
    }
    assert!(
        views > 4 * actions,
        "every message after the start carried a view ({views} views, {actions} actions)"
    );
    eprintln!(
        "redaction: {actions} actions, {frames} frames and {views} views checked across the relay"
    );
    check_players("redaction", &players);
    cluster.report_logs();
}

// ----------------------------------------------------------------------------------------------
// 5. The HTTP API on every node.

/// A lobby's summary answers on every node (relayed to its owner), and the public list gathers
/// the open public lobbies of every node, whichever node is asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_node_answers_for_every_lobby() {
    let Some(cluster) = Cluster::start(3).await else {
        return;
    };
    let mut public = Vec::new();
    for (i, node) in cluster.nodes.iter().enumerate() {
        let body = format!(r#"{{"config":{{"game":"camelot"}},"public":{}}}"#, i != 2);
        let (status, created) = common::http(node.addr, "POST", "/api/lobbies", Some(&body)).await;
        assert_eq!(status, 201, "{created}");
        let info: LobbyInfo = serde_json::from_str(&created).unwrap();
        if i != 2 {
            public.push(info.code.clone());
        }
        for other in &cluster.nodes {
            let (status, got) = common::http(
                other.addr,
                "GET",
                &format!("/api/lobbies/{}", info.code),
                None,
            )
            .await;
            assert_eq!(status, 200, "{} asked {}: {got}", other.id, info.code);
            let got: LobbyInfo = serde_json::from_str(&got).unwrap();
            assert_eq!(got, info);
        }
    }
    public.sort();
    for node in &cluster.nodes {
        // Heartbeats come every half second; give each node time to hear the others.
        let mut listed = Vec::new();
        for _ in 0..50 {
            let (status, body) = common::http(node.addr, "GET", "/api/lobbies", None).await;
            assert_eq!(status, 200, "{body}");
            let list: Vec<LobbyInfo> = serde_json::from_str(&body).unwrap();
            listed = list.into_iter().map(|l| l.code).collect();
            if listed == public {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(
            listed, public,
            "{} lists every node's public lobbies",
            node.id
        );
    }
    let (status, _) = common::http(
        cluster.nodes[1].addr,
        "GET",
        "/api/lobbies/NOSUCHLOBBY",
        None,
    )
    .await;
    assert_eq!(status, 404);
    // A code that could not be a join code never reaches a NATS subject: no such lobby, at once.
    for bad in ["A.B", "A.>", "*", "A B"] {
        let refused = join(cluster.nodes[2].addr, bad, None).await.err();
        assert!(
            refused
                .as_deref()
                .is_some_and(|e| e.contains("NoSuchLobby")),
            "{bad:?}: {refused:?}"
        );
    }
}

// ----------------------------------------------------------------------------------------------
// 6. Faults (issue 22): a node restarted under its id, a node cut from PostgreSQL, a row lock
// held by a frozen session, hellos queued in a NATS outage. Each run is bounded (a few leases).

/// Every frame a connection of lobby `code` received that names a lobby names `code`.
fn check_lobby_of(raw: &str, code: &str) {
    let v: Value = serde_json::from_str(raw).unwrap();
    let named = match v["t"].as_str() {
        Some("welcome") => v["lobby"].as_str(),
        Some("sync" | "event") => v["lobby"]["code"].as_str(),
        _ => None,
    };
    if let Some(named) = named {
        assert_eq!(
            named, code,
            "a frame of lobby {named} reached a connection of lobby {code}: {raw}"
        );
    }
}

/// The connections that ended with 4006 ("your seat was taken over"): in these tests nobody
/// ever opens a second connection for a seat, so there must be none.
fn replaced_seats(players: &[Player]) -> Vec<String> {
    players
        .iter()
        .flat_map(|p| {
            p.stats
                .ends
                .iter()
                .filter(|e| e.contains("4006"))
                .map(move |e| format!("lobby {} seat {}: {e}", p.book.code, p.seat))
        })
        .collect()
}

/// A node killed and started again at once under the same id (as a service manager restarts
/// it), within a lease, while every seat and spectator of four lobbies is relayed through it:
/// each connection gets only its own lobby's frames, in order, redacted for it, and no seat is
/// closed as taken over. (Before each process life had subjects of its own, the holder kept
/// relaying to the dead process's socket numbers, and the new process's sockets got them.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_restarted_under_its_id_gets_none_of_its_old_lifes_frames() {
    let Some(mut cluster) = Cluster::start(2).await else {
        return;
    };
    let mut rng = Rng::for_test("same-id restart");
    let net = cluster.net.clone();
    let mut books = Vec::new();
    let mut players = Vec::new();
    for (config, seats) in [(SUPER_3, 3), (SUPER_2, 2), (CAMELOT, 2), (CAMELOT, 2)] {
        let (book, ps) = open_lobby(&net, 0, config, &vec![1; seats], rng.fork()).await;
        players.extend(ps);
        players.push(spectator(&net, &book, 1, &mut rng).await);
        books.push(book);
    }
    // Everyone reconnects through n2 only: its new life numbers its sockets as the old one did.
    net.set_live(0, false);
    let style = Style {
        think: Duration::from_millis(20),
        rematch: true,
        keep_frames: true,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 3 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 3),
        )
        .await;
    net.set_live(1, false);
    let t = cluster.nodes[1].sigkill().await;
    cluster.nodes[1].start().await;
    net.set_live(1, true);
    eprintln!("same-id restart: n2 back after {:?}", t.elapsed());
    let back = Instant::now();
    drivers.play_for(Duration::from_millis(3 * LEASE_MS)).await;
    drivers
        .wait_until(
            "every lobby acknowledged an action after the restart",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count_since(back) > 0),
        )
        .await;
    let mut players = drivers.stop().await;
    settle(&mut players).await;
    let acked = check_store(&cluster.pool, &books).await;
    let mut frames = 0;
    for p in &players {
        let me = p.token.as_ref().map(|_| u8::try_from(p.seat).unwrap());
        let connections = p.frames.iter().chain(p.client.as_ref().map(|c| &c.raw));
        for raws in connections {
            for raw in raws {
                check_lobby_of(raw, &p.book.code);
                check_frame(raw, me);
                frames += 1;
            }
            for rebuilt in rebuilt_views(raws) {
                check_frame(&rebuilt, me);
            }
        }
    }
    let replaced = replaced_seats(&players);
    assert!(
        replaced.is_empty(),
        "seats closed as taken over: {replaced:#?}"
    );
    assert!(
        cluster.nodes[0].count("restarted under the same id") > 0,
        "the holder saw n2's new life"
    );
    check_players("same-id restart", &players);
    eprintln!(
        "same-id restart: {acked} acknowledged actions in the store, {frames} frames scanned"
    );
    cluster.report_logs();
}

/// A spectator's connection straight to node `node` for each lobby, not driven: the tests watch
/// how (and when) the node closes them.
async fn watchers(net: &Net, books: &[Arc<Book>], node: usize) -> Vec<Client> {
    let mut out = Vec::new();
    for b in books {
        out.push(
            join(net.addrs[node], &b.code, None)
                .await
                .unwrap_or_else(|e| panic!("a watcher of {} via {}: {e}", b.code, net.ids[node])),
        );
    }
    out
}

/// Node n1, holding every lobby, is cut from PostgreSQL (`mode`): it stops serving them by
/// itself within a lease, closing its clients with 1001 (not leaving them hanging), a hello to it
/// is never told that a live lobby closed (4005), `/readyz` answers (503), the lobbies go on at
/// n2 within about a lease, and when the link heals nothing acknowledged is missing.
async fn cut_from_postgres(mode: Mode, label: &str) {
    let Some(cluster) = Cluster::start_proxied(2).await else {
        return;
    };
    let mut rng = Rng::for_test(label);
    let net = cluster.net.clone();
    let mut books = Vec::new();
    let mut players = Vec::new();
    for (config, seat_nodes) in [
        (CAMELOT, vec![0, 1]),
        (SUPER_2, vec![0, 1]),
        (CAMELOT, vec![1, 0]),
        (CAMELOT, vec![0, 0]),
    ] {
        let (book, ps) = open_lobby(&net, 0, config, &seat_nodes, rng.fork()).await;
        players.extend(ps);
        books.push(book);
    }
    let mut watching = watchers(&net, &books, 0).await;
    let style = Style {
        think: Duration::from_millis(30),
        rematch: true,
        keep_frames: false,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 3 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 3),
        )
        .await;
    // Players reconnect through n2 while n1 is cut.
    net.set_live(0, false);
    let cut = Instant::now();
    cluster.pg_proxies[0].set(mode);
    cluster.nodes[0].note(&format!("PostgreSQL link {mode:?}"));
    let lease = Duration::from_millis(LEASE_MS);
    let mut closed_after = Vec::new();
    for (w, b) in watching.iter_mut().zip(&books) {
        let left = (lease + Duration::from_millis(700)).saturating_sub(cut.elapsed());
        match close_of(w, left).await {
            Ok((code, _)) => {
                assert_eq!(
                    code,
                    Some(1001),
                    "{label}: lobby {}'s watcher on the cut node was closed with {code:?}",
                    b.code
                );
                closed_after.push(cut.elapsed());
            }
            Err(_) => panic!(
                "{label}: lobby {}'s watcher on the cut node is still open {:?} after the cut",
                b.code,
                cut.elapsed()
            ),
        }
    }
    // While cut: hellos to n1 are relayed (the lobbies are at n2 now) or told to reconnect;
    // never told that the lobby closed for good.
    for b in &books {
        if let Err(e) = join(net.addrs[0], &b.code, None).await {
            assert!(
                !e.contains("LobbyClosed") && !e.contains("4005") && !e.contains("NoSuchLobby"),
                "{label}: a hello to the cut node for live lobby {}: {e}",
                b.code
            );
        }
    }
    let ready = status_of(net.addrs[0], "/readyz").await;
    assert_eq!(
        ready, 503,
        "{label}: the cut node's /readyz answered {ready}"
    );
    drivers
        .wait_until(
            "every lobby acknowledged an action after the cut",
            Duration::from_secs(30),
            || books.iter().all(|b| b.count_since(cut) > 0),
        )
        .await;
    let moved = slowest_since(books.iter(), cut);
    drivers.play_for(Duration::from_secs(1)).await;
    cluster.pg_proxies[0].set(Mode::Pass);
    cluster.nodes[0].note("PostgreSQL link healed");
    net.set_live(0, true);
    drivers.play_for(Duration::from_millis(2 * LEASE_MS)).await;
    let mut players = drivers.stop().await;
    let acked = check_store(&cluster.pool, &books).await;
    let refused = check_views(&mut players, &net, None).await;
    check_players(label, &players);
    let replaced = replaced_seats(&players);
    assert!(
        replaced.is_empty(),
        "{label}: seats closed as taken over: {replaced:#?}"
    );
    eprintln!(
        "{label}: watchers on the cut node closed 1001 after {:?}..{:?} (lease {lease:?}); every \
         lobby played on at n2 within {moved:?} of the cut; {acked} acknowledged actions, all in \
         the store",
        closed_after.iter().min().unwrap(),
        closed_after.iter().max().unwrap(),
    );
    cluster.report_logs();
    check_hellos(&refused);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_black_holed_from_postgres_fences_itself_within_a_lease() {
    cut_from_postgres(Mode::BlackHole, "postgres black hole").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_whose_postgres_link_is_reset_fences_itself_within_a_lease() {
    cut_from_postgres(Mode::Reset, "postgres reset").await;
}

/// A session frozen inside a transaction holding a lobby's row lock (as a node stopped mid-write
/// would) stalls nobody else: the other nodes skip that row, their own leases never lapse, the
/// frozen node's other lobbies move at once and the locked one as soon as the lock goes; when the
/// frozen node wakes up, the lobbies stay where they are.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_row_lock_of_a_frozen_session_stalls_no_other_node() {
    let Some(cluster) = Cluster::start(3).await else {
        return;
    };
    let mut rng = Rng::for_test("frozen lock");
    let net = cluster.net.clone();
    let mut books = Vec::new();
    let mut players = Vec::new();
    for on in [0, 0, 0, 1, 1, 2, 2] {
        let (book, ps) = open_lobby(&net, on, CAMELOT, &[on, on], rng.fork()).await;
        players.extend(ps);
        books.push(book);
    }
    let style = Style {
        think: Duration::from_millis(40),
        rematch: true,
        keep_frames: false,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 2 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 2),
        )
        .await;
    let locked = books[0].code.clone();
    let before: HashMap<String, (Option<String>, i64)> = {
        let mut m = HashMap::new();
        for b in &books[3..] {
            m.insert(b.code.clone(), cluster.owner(&b.code).await);
        }
        m
    };
    // n1 freezes; a session stands in for its open transaction on the first lobby's row.
    net.set_live(0, false);
    cluster.nodes[0].signal("STOP");
    let mut frozen = cluster.pool.begin().await.unwrap();
    sqlx::query("SELECT code FROM lobbies WHERE code = $1 FOR UPDATE")
        .bind(&locked)
        .execute(&mut *frozen)
        .await
        .unwrap();
    let frozen_at = Instant::now();
    let mut lapsed_worst = 0i64;
    while frozen_at.elapsed() < Duration::from_millis(4 * LEASE_MS) {
        drivers.check().await;
        let lapsed: i64 = sqlx::query(
            "SELECT COALESCE(MAX((EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT \
             - lease_until), 0) FROM lobbies WHERE node IN ('n2', 'n3') \
             AND lease_until < (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT",
        )
        .fetch_one(&cluster.pool)
        .await
        .unwrap()
        .get(0);
        lapsed_worst = lapsed_worst.max(lapsed);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        lapsed_worst, 0,
        "a healthy node's lease lapsed (by up to {lapsed_worst} ms) while a frozen session held \
         a row lock"
    );
    for b in &books[1..3] {
        let (node, _) = cluster.owner(&b.code).await;
        assert!(
            node.as_deref().is_some_and(|n| n != "n1"),
            "the frozen node's unlocked lobby {} did not move ({node:?})",
            b.code
        );
    }
    frozen.rollback().await.unwrap();
    let released = Instant::now();
    loop {
        let (node, _) = cluster.owner(&locked).await;
        if node.as_deref().is_some_and(|n| n != "n1") {
            break;
        }
        assert!(
            released.elapsed() < Duration::from_millis(2 * LEASE_MS),
            "the locked lobby did not move within two leases of the lock's end ({node:?})"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let moved = released.elapsed();
    cluster.nodes[0].signal("CONT");
    net.set_live(0, true);
    drivers.play_for(Duration::from_millis(2 * LEASE_MS)).await;
    for (code, was) in &before {
        assert_eq!(
            &cluster.owner(code).await,
            was,
            "lobby {code} of a healthy node changed hands"
        );
    }
    let mut players = drivers.stop().await;
    let acked = check_store(&cluster.pool, &books).await;
    let refused = check_views(&mut players, &net, None).await;
    check_players("frozen lock", &players);
    eprintln!(
        "frozen lock: no healthy lease lapsed; the locked lobby moved {moved:?} after the lock's \
         end; {acked} acknowledged actions, all in the store"
    );
    cluster.report_logs();
    check_hellos(&refused);
}

/// n3's link to NATS goes black while clients reconnect through it, so their hellos queue in its
/// NATS client; meanwhile they take their seats through n1 and n2. When the link comes back,
/// the queued hellos reach the lobbies' holder long after their senders gave up: they take no
/// seat from its live connection (no 4006) and leave no phantom connection behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hellos_queued_in_a_nats_outage_take_no_live_seat() {
    let Some(cluster) = Cluster::start_proxied(3).await else {
        return;
    };
    let mut rng = Rng::for_test("queued hellos");
    let net = cluster.net.clone();
    let mut books = Vec::new();
    let mut players = Vec::new();
    for config in [CAMELOT, CAMELOT, SUPER_2, CAMELOT] {
        let (book, ps) = open_lobby(&net, 0, config, &[2, 2], rng.fork()).await;
        players.extend(ps);
        books.push(book);
    }
    let style = Style {
        think: Duration::from_millis(30),
        rematch: true,
        keep_frames: false,
    };
    // At first, everyone reconnects through n3 only.
    net.set_live(0, false);
    net.set_live(1, false);
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 3 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 3),
        )
        .await;
    cluster.nats_proxies[2].set(Mode::BlackHole);
    cluster.nodes[2].note("NATS link black-holed");
    // The relays go quiet after a lease; the players' hellos through n3 queue up meanwhile.
    drivers
        .play_for(Duration::from_millis(2 * LEASE_MS + 1500))
        .await;
    // Now they find their seats through n1 and n2.
    net.set_live(0, true);
    net.set_live(1, true);
    net.set_live(2, false);
    let t = Instant::now();
    drivers
        .wait_until(
            "every lobby acknowledged an action through n1 and n2",
            Duration::from_secs(30),
            || books.iter().all(|b| b.count_since(t) > 0),
        )
        .await;
    cluster.nats_proxies[2].set(Mode::Pass);
    cluster.nodes[2].note("NATS link healed");
    drivers.play_for(Duration::from_millis(2 * LEASE_MS)).await;
    net.set_live(2, true);
    let mut players = drivers.stop().await;
    let replaced = replaced_seats(&players);
    assert!(
        replaced.is_empty(),
        "hellos queued in the outage took live seats: {replaced:#?}"
    );
    let ignored = cluster.nodes[0].count("came after its sender gave up");
    assert!(
        ignored > 0,
        "no queued hello reached the holder: the outage was not what this test is about"
    );
    let acked = check_store(&cluster.pool, &books).await;
    let refused = check_views(&mut players, &net, None).await;
    check_players("queued hellos", &players);
    eprintln!(
        "queued hellos: {ignored} queued hellos ignored, no live seat taken; {acked} acknowledged \
         actions, all in the store"
    );
    cluster.report_logs();
    check_hellos(&refused);
}

// ----------------------------------------------------------------------------------------------
// A clean stop with NATS gone (the compose stack stopping NATS and a node at one moment).

/// A node whose NATS went away stops on SIGTERM as quickly as one whose NATS is there: nothing it
/// waits for at its stop (its relayed sockets, a takeover it was making, its lease loops) waits
/// on NATS without a bound. The other node stops first, so this one is taking its lobbies over
/// when its NATS link is cut.
async fn stop_without_nats(mode: Mode, label: &str) {
    let Some(mut cluster) = Cluster::start_proxied(2).await else {
        return;
    };
    let mut rng = Rng::for_test(label);
    let net = cluster.net.clone();
    let configs = [CAMELOT, SUPER_2, CAMELOT, CAMELOT, SUPER_2, CAMELOT];
    let (books, players) = open_lobbies(&net, &configs, &mut rng).await;
    let style = Style {
        think: Duration::from_millis(40),
        rematch: true,
        keep_frames: false,
    };
    let mut drivers = Drivers::spawn(players, &net, style);
    drivers
        .wait_until(
            "every lobby has 2 acknowledged actions",
            Duration::from_secs(60),
            || books.iter().all(|b| b.count() >= 2),
        )
        .await;
    // The players stay connected (to both nodes, some relayed) but act no more. n2's NATS link
    // is cut; then n1 stops cleanly and lets go of its lobbies, and n2 takes them over without
    // NATS; then n2 is stopped.
    let players = drivers.stop().await;
    cluster.nats_proxies[1].set(mode);
    cluster.nodes[1].note(&format!("NATS link {label}"));
    net.set_live(0, false);
    let status = cluster.nodes[0].sigterm().await;
    assert!(status.success(), "n1 exited with {status} after SIGTERM");
    tokio::time::sleep(Duration::from_millis(LEASE_MS)).await;
    net.set_live(1, false);
    let t = Instant::now();
    let status = cluster.nodes[1].sigterm().await;
    let took = t.elapsed();
    drop(players);
    eprintln!("{label}: n2 stopped in {took:?} without NATS ({status})");
    assert!(
        status.success(),
        "n2 exited with {status} after SIGTERM with its NATS {label}:\n{}",
        cluster.nodes[1].tail(40)
    );
    assert!(
        took < Duration::from_secs(10),
        "n2 took {took:?} to stop with its NATS {label}:\n{}",
        cluster.nodes[1].tail(40)
    );
    assert_eq!(
        cluster.nodes[1].count("server: stopped"),
        1,
        "n2's log has no clean stop:\n{}",
        cluster.nodes[1].tail(40)
    );
    let acked = check_store(&cluster.pool, &books).await;
    eprintln!("{label}: {acked} acknowledged actions, all in the store");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_whose_nats_is_gone_stops_at_once() {
    stop_without_nats(Mode::Reset, "reset").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_whose_nats_is_black_holed_stops_at_once() {
    stop_without_nats(Mode::BlackHole, "black-holed").await;
}
