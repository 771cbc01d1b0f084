//! One lobby's worth of bots: its players and spectators, set up step by step, then driven by a
//! single task that reads every connection of the lobby, so it sees exactly when the last of them
//! has received a version.

use crate::LoadError;
use crate::wire::{self, Choice, Seen, Status};
use futures_util::stream::select_all;
use futures_util::{SinkExt, StreamExt};
use protocol::{ClientMsg, Version};
use std::collections::BTreeMap;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A WebSocket connection to the server.
pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Longest wait for one answer while setting a lobby up.
const SETUP_TIMEOUT: Duration = Duration::from_secs(20);

/// Longest wait for one close handshake at the end.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(2);

/// What one connection of the lobby has seen.
#[derive(Debug, Default)]
struct Peer {
    /// The seat, for players.
    seat: Option<protocol::Seat>,
    /// The last version received.
    v: Version,
    /// The action this seat would play now, chosen from its latest view.
    choice: Option<Choice>,
    /// What it holds of the game, for a player (a spectator only counts versions).
    held: Option<wire::Held>,
    /// Whether the connection is still open.
    closed: bool,
}

/// Counters of one lobby, added up across lobbies at the end.
#[derive(Debug, Default, Clone)]
pub struct Counters {
    /// Actions completed (seen by every connection) inside the measurement window.
    pub actions: u64,
    /// Latency of each action sent and completed inside the window, in nanoseconds.
    pub latencies_ns: Vec<u64>,
    /// Errors by kind (`rejected StaleVersion`, `version gap`, …).
    pub errors: BTreeMap<String, u64>,
    /// Connections the server closed or that failed.
    pub disconnects: u64,
    /// Bytes of text frames received inside the window.
    pub bytes_in: u64,
    /// Frames received inside the window.
    pub frames_in: u64,
    /// Bytes of text frames sent inside the window.
    pub bytes_out: u64,
    /// Games that ended inside the window.
    pub games_finished: u64,
    /// Actions still in flight when the window closed.
    pub unfinished: u64,
}

impl Counters {
    fn error(&mut self, kind: impl Into<String>) {
        *self.errors.entry(kind.into()).or_default() += 1;
    }

    /// Adds `other` into `self`.
    pub fn merge(&mut self, other: Self) {
        self.actions += other.actions;
        self.latencies_ns.extend(other.latencies_ns);
        for (k, n) in other.errors {
            *self.errors.entry(k).or_default() += n;
        }
        self.disconnects += other.disconnects;
        self.bytes_in += other.bytes_in;
        self.frames_in += other.frames_in;
        self.bytes_out += other.bytes_out;
        self.games_finished += other.games_finished;
        self.unfinished += other.unfinished;
    }

    /// Total errors of every kind.
    #[must_use]
    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }
}

/// The client side of one lobby.
#[derive(Debug)]
pub struct BotLobby {
    code: String,
    peers: Vec<Peer>,
    status: Status,
    status_v: Version,
    rng: u64,
    /// Counted during setup and play.
    pub counters: Counters,
    counting: bool,
    /// What each player asks for as notification settings once seated, if anything.
    pub notify: Option<protocol::NotifySettings>,
}

/// How a lobby is driven once its game has started.
#[derive(Debug, Clone, Copy)]
pub struct Plan {
    /// Play moves (false: only hold the connections and read).
    pub play: bool,
    /// Open loop: one action every `interval`, first at `first`. Closed loop: `None`.
    pub interval: Option<Duration>,
    /// The first action's due time in open loop.
    pub first: Instant,
    /// Start of the measurement window (after the warm-up).
    pub measure_from: Instant,
    /// End of the window: no more actions after it.
    pub end: Instant,
}

/// What a lobby reports when its window has closed.
#[derive(Debug)]
pub struct Outcome {
    /// Its counters.
    pub counters: Counters,
    /// Connections still open.
    pub held: usize,
    /// Where the lobby stood at the end (code, status, versions, action in flight).
    pub state: String,
}

fn xorshift(state: &mut u64) -> u64 {
    let mut x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    x
}

impl BotLobby {
    /// The bots of lobby `code`, choosing moves from a generator seeded with `seed`.
    #[must_use]
    pub fn new(code: String, seed: u64) -> Self {
        Self {
            code,
            peers: Vec::new(),
            status: Status::Open,
            status_v: 0,
            // Never zero: xorshift would stay at zero.
            rng: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            counters: Counters::default(),
            counting: false,
            notify: None,
        }
    }

    /// Records one text frame from connection `idx`; returns what it said, or `None` (counted as
    /// an error) if it did not decode.
    fn absorb(&mut self, idx: usize, text: &str) -> Option<Seen> {
        if self.counting {
            self.counters.bytes_in += text.len() as u64;
            self.counters.frames_in += 1;
        }
        let mut rng = self.rng;
        let peer = &mut self.peers[idx];
        let seen = wire::decode(text, peer.held.as_mut(), peer.seat, &mut |n| {
            usize::try_from(xorshift(&mut rng) % n as u64).unwrap_or(0)
        });
        self.rng = rng;
        let seen = match seen {
            Ok(seen) => seen,
            Err(_) => {
                self.counters.error("undecodable message");
                return None;
            }
        };
        let peer = &mut self.peers[idx];
        match &seen {
            Seen::Event { v, status, choice } => {
                if *v != peer.v + 1 {
                    self.counters.error("version gap");
                }
                peer.v = *v;
                if let Some(choice) = choice {
                    peer.choice.clone_from(choice);
                }
                // An event without the lobby left its status as it was.
                if let Some(status) = status {
                    self.set_status(*v, *status);
                }
            }
            Seen::Sync { v, status, choice } => {
                peer.v = *v;
                peer.choice.clone_from(choice);
                self.set_status(*v, *status);
            }
            Seen::Welcome { seat } => peer.seat = *seat,
            Seen::Seated { seat } => peer.seat = Some(*seat),
            Seen::Rejected { code, .. } => self.counters.error(format!("rejected {code:?}")),
            Seen::Ack | Seen::Chat | Seen::History | Seen::Notify => {}
        }
        Some(seen)
    }

    fn set_status(&mut self, v: Version, status: Status) {
        if v >= self.status_v {
            if self.counting && status == Status::Finished && self.status != Status::Finished {
                self.counters.games_finished += 1;
            }
            self.status_v = v;
            self.status = status;
        }
    }

    /// Reads connection `idx` until a message satisfies `want`. A refusal is a setup failure.
    async fn recv_until(
        &mut self,
        ws: &mut Ws,
        idx: usize,
        want: impl Fn(&Seen) -> bool,
    ) -> Result<Seen, LoadError> {
        loop {
            let frame = tokio::time::timeout(SETUP_TIMEOUT, ws.next())
                .await
                .map_err(|_| LoadError::Setup(format!("lobby {}: no answer in time", self.code)))?;
            let text = match frame {
                Some(Ok(Message::Text(t))) => t,
                Some(Ok(Message::Close(f))) => {
                    return Err(LoadError::Setup(format!(
                        "lobby {}: the server closed a connection: {f:?}",
                        self.code
                    )));
                }
                Some(Ok(_)) => continue,
                Some(Err(e)) => {
                    return Err(LoadError::Setup(format!("lobby {}: {e}", self.code)));
                }
                None => {
                    return Err(LoadError::Setup(format!(
                        "lobby {}: connection closed",
                        self.code
                    )));
                }
            };
            if let Some(seen) = self.absorb(idx, text.as_str()) {
                if want(&seen) {
                    return Ok(seen);
                }
                if let Seen::Rejected { code, message } = seen {
                    return Err(LoadError::Setup(format!(
                        "lobby {}: refused with {code:?}: {message}",
                        self.code
                    )));
                }
            }
        }
    }

    /// Opens a connection, says hello and, for a player (`name` given), takes a seat. Returns
    /// the connection; its index is the number of connections joined before it.
    ///
    /// # Errors
    /// The connection failed or the server refused.
    pub async fn join(&mut self, url: &str, name: Option<&str>) -> Result<Ws, LoadError> {
        // tungstenite zero-fills its whole read buffer (128 KiB by default) before every read:
        // at tens of thousands of reads a second that memset, not the server, would be measured.
        // 16 KiB holds a Super Camelot event in one or two reads.
        let config = WebSocketConfig::default()
            .read_buffer_size(16 * 1024)
            .write_buffer_size(0);
        // Small messages, sent at once: no Nagle delay on our side either.
        let (mut ws, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
            .await
            .map_err(|e| LoadError::Setup(format!("connecting to {url}: {e}")))?;
        let idx = self.peers.len();
        self.peers.push(Peer {
            held: name.map(|_| wire::Held::default()),
            ..Peer::default()
        });
        send_setup(&mut ws, wire::hello(&self.code)).await?;
        self.recv_until(&mut ws, idx, |s| matches!(s, Seen::Sync { .. }))
            .await?;
        if let Some(name) = name {
            let sit = wire::encode(&ClientMsg::Sit {
                name: name.to_owned(),
                seat: None,
            });
            send_setup(&mut ws, sit).await?;
            self.recv_until(&mut ws, idx, |s| matches!(s, Seen::Ack))
                .await?;
            if let Some(settings) = self.notify.clone() {
                // The seat's `notify` (the offer) comes right after the ack; the answer to this
                // request is the second.
                self.recv_until(&mut ws, idx, |s| matches!(s, Seen::Notify))
                    .await?;
                let notify = wire::encode(&ClientMsg::Notify { settings });
                send_setup(&mut ws, notify).await?;
                self.recv_until(&mut ws, idx, |s| matches!(s, Seen::Notify))
                    .await?;
            }
        }
        Ok(ws)
    }

    /// Every player says ready, then the host (the first player) starts the game.
    ///
    /// # Errors
    /// A connection failed or the server refused.
    pub async fn start(&mut self, conns: &mut [Ws]) -> Result<(), LoadError> {
        let players: Vec<usize> = (0..self.peers.len())
            .filter(|&i| self.peers[i].seat.is_some())
            .collect();
        for &i in &players {
            let ready = wire::encode(&ClientMsg::Ready { ready: true });
            send_setup(&mut conns[i], ready).await?;
            self.recv_until(&mut conns[i], i, |s| matches!(s, Seen::Ack))
                .await?;
        }
        let host = *players
            .first()
            .ok_or_else(|| LoadError::Setup("a lobby without players".into()))?;
        send_setup(&mut conns[host], wire::encode(&ClientMsg::Start {})).await?;
        self.recv_until(&mut conns[host], host, |s| matches!(s, Seen::Ack))
            .await?;
        Ok(())
    }

    /// The common version, when every connection is open and has received the same one.
    fn settled(&self) -> Option<Version> {
        let v = self.peers.first()?.v;
        self.peers
            .iter()
            .all(|p| !p.closed && p.v == v)
            .then_some(v)
    }

    /// The player whose view offers an action.
    fn decider(&self) -> Option<usize> {
        self.peers
            .iter()
            .position(|p| p.seat.is_some() && p.choice.is_some())
    }

    /// Drives the lobby until `plan.end`, reports to `done`, then holds its connections open
    /// until `release` turns true and closes them.
    pub async fn drive(
        mut self,
        conns: Vec<Ws>,
        plan: Plan,
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
        let end = tokio::time::sleep_until(plan.end);
        tokio::pin!(end);
        let tick = tokio::time::sleep_until(plan.end);
        tokio::pin!(tick);
        let mut armed = false;
        let mut due = plan.first;
        // (version that completes it, when it counts as sent)
        let mut in_flight: Option<(Version, Instant)> = None;
        let mut rematch_sent = false;
        self.counting = Instant::now() >= plan.measure_from;
        loop {
            if plan.play && in_flight.is_none() && !armed {
                if let (Some(v), Some(idx)) = (self.settled(), self.decider()) {
                    let now = Instant::now();
                    if rematch_sent {
                        // Time spent on the rematch handshake is not owed to the schedule.
                        rematch_sent = false;
                        due = due.max(now);
                    }
                    match plan.interval {
                        None => in_flight = self.act(&mut sinks, idx, v, now).await,
                        // Late because this lobby was busy: the wait counts (the server's
                        // queueing shows in the tail, not hidden by sending later).
                        Some(interval) if now >= due => {
                            in_flight = self.act(&mut sinks, idx, v, due).await;
                            due += interval;
                        }
                        Some(_) => {
                            tick.as_mut().reset(due);
                            armed = true;
                        }
                    }
                } else if self.settled().is_some()
                    && self.status == Status::Finished
                    && !rematch_sent
                {
                    rematch_sent = true;
                    for i in 0..self.peers.len() {
                        if self.peers[i].seat.is_some() {
                            let msg = wire::encode(&ClientMsg::Rematch {});
                            self.send(&mut sinks, i, msg).await;
                        }
                    }
                }
            }
            tokio::select! {
                biased;
                () = &mut end => break,
                () = &mut tick, if armed => {
                    armed = false;
                    if let (Some(v), Some(idx), Some(interval)) =
                        (self.settled(), self.decider(), plan.interval)
                    {
                        // Ready before it was due: a late timer is ours, so time from now.
                        in_flight = self.act(&mut sinks, idx, v, Instant::now()).await;
                        due += interval;
                    }
                }
                m = incoming.next() => {
                    let now = Instant::now();
                    if !self.counting && now >= plan.measure_from {
                        self.counting = true;
                    }
                    match m {
                        None => break,
                        Some((i, Ok(Message::Text(text)))) => {
                            let seen = self.absorb(i, text.as_str());
                            if let Some(Seen::Rejected { .. }) = seen {
                                // Start again from a fresh sync rather than wait forever.
                                in_flight = None;
                                self.send(&mut sinks, i, wire::encode(&ClientMsg::Resync {})).await;
                            }
                            if let Some((target, sent)) = in_flight
                                && self.peers.iter().all(|p| p.v >= target)
                            {
                                in_flight = None;
                                if now >= plan.measure_from && now <= plan.end {
                                    self.counters.actions += 1;
                                    if sent >= plan.measure_from {
                                        let ns = u64::try_from((now - sent).as_nanos()).unwrap_or(u64::MAX);
                                        self.counters.latencies_ns.push(ns);
                                    }
                                }
                            }
                        }
                        Some((i, Ok(Message::Close(_)) | Err(_))) => self.lost(i),
                        Some(_) => {}
                    }
                }
            }
        }
        self.counters.unfinished = u64::from(in_flight.is_some());
        let held = self.peers.iter().filter(|p| !p.closed).count();
        let state = format!(
            "lobby {}: {} actions, status {:?} (at v{}), versions {:?}, decider {:?}, in flight {}, rematch sent {}",
            self.code,
            self.counters.actions,
            self.status,
            self.status_v,
            self.peers.iter().map(|p| p.v).collect::<Vec<_>>(),
            self.decider(),
            in_flight.map_or_else(
                || "none".to_owned(),
                |(v, sent)| format!("v{v} for {:?}", sent.elapsed())
            ),
            rematch_sent
        );
        let _ = done.send(Outcome {
            counters: std::mem::take(&mut self.counters),
            held,
            state,
        });
        // Hold the connections while the server's memory is read.
        let _ = release.wait_for(|r| *r).await;
        drop(incoming);
        for sink in &mut sinks {
            let _ = tokio::time::timeout(CLOSE_TIMEOUT, sink.close()).await;
        }
    }

    fn lost(&mut self, idx: usize) {
        if !self.peers[idx].closed {
            self.peers[idx].closed = true;
            self.counters.disconnects += 1;
        }
    }

    async fn send(
        &mut self,
        sinks: &mut [futures_util::stream::SplitSink<Ws, Message>],
        idx: usize,
        text: String,
    ) -> bool {
        let len = text.len() as u64;
        if sinks[idx].send(Message::text(text)).await.is_ok() {
            if self.counting {
                self.counters.bytes_out += len;
            }
            true
        } else {
            self.lost(idx);
            false
        }
    }

    /// Plays seat `idx`'s chosen action against version `v`; returns what completes it.
    async fn act(
        &mut self,
        sinks: &mut [futures_util::stream::SplitSink<Ws, Message>],
        idx: usize,
        v: Version,
        sent: Instant,
    ) -> Option<(Version, Instant)> {
        let choice = self.peers[idx].choice.take()?;
        self.send(sinks, idx, wire::act(v, &choice))
            .await
            .then_some((v + 1, sent))
    }
}

async fn send_setup(ws: &mut Ws, text: String) -> Result<(), LoadError> {
    ws.send(Message::text(text))
        .await
        .map_err(|e| LoadError::Setup(format!("sending: {e}")))
}
