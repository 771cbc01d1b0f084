//! The other nodes' lives: heartbeats, who is alive, and how far their clocks are from ours.

use super::wire::{Beat, Life};
use super::{ASK_TIMEOUT, Cluster, lock, unix_ms};
use futures_util::StreamExt;
use std::sync::Arc;
use std::time::Duration;
use tokio::time::Instant;

/// What this node knows of another node.
#[derive(Debug)]
pub(super) struct Peer {
    pub(super) life: Life,
    /// When its heartbeat (or a hello from it) was last heard.
    pub(super) seen: Instant,
    /// When its last heartbeat arrived.
    pub(super) beat: Option<Instant>,
    /// Its clock's offset from ours, as seen in its recent heartbeats (see [`Skew`]).
    pub(super) skew: Skew,
}

/// Another node's clock against ours: the least of (our time at arrival − its time at sending)
/// over its last heartbeats, which is the offset plus the quickest delivery. A hello's age is
/// measured against it, so the nodes' clocks need not agree. Beats that arrive in a burst (held
/// up in a network outage, then delivered at once) are not samples: only the first of a burst
/// counts, and the least of many cannot be it.
#[derive(Debug, Default)]
pub(super) struct Skew(std::collections::VecDeque<i64>);

impl Skew {
    const KEEP: usize = 16;

    pub(super) fn add(&mut self, sample: i64) {
        if self.0.len() == Self::KEEP {
            self.0.pop_front();
        }
        self.0.push_back(sample);
    }

    pub(super) fn offset(&self) -> Option<i64> {
        self.0.iter().copied().min()
    }
}

impl Cluster {
    pub(super) async fn heartbeat(self: Arc<Self>) {
        let subject = self.subject(&format!("alive.{}.{}", self.me.node, self.me.instance));
        let mut every = tokio::time::interval(self.beat_every());
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = every.tick() => {
                    let beat = Beat { started_ms: self.me.started_ms, sent_ms: unix_ms() };
                    if let Ok(payload) = serde_json::to_vec(&beat) {
                        let _ = self.within(self.nats.publish(subject.clone(), payload.into())).await;
                    }
                }
            }
        }
    }

    pub(super) async fn listen_alive(self: Arc<Self>) {
        let Some(mut beats) = self.messages("alive.*.*").await else {
            return;
        };
        while let Some(m) = beats.next().await {
            let mut tokens = m.subject.as_str().rsplit('.');
            let (Some(instance), Some(node)) = (tokens.next(), tokens.next()) else {
                continue;
            };
            let Ok(beat) = serde_json::from_slice::<Beat>(&m.payload) else {
                continue;
            };
            let life = Life {
                node: node.to_owned(),
                instance: instance.to_owned(),
                started_ms: beat.started_ms,
            };
            if life == self.me {
                continue;
            }
            let sample = i64::try_from(unix_ms()).unwrap_or(i64::MAX)
                - i64::try_from(beat.sent_ms).unwrap_or(i64::MAX);
            self.heard(&life, Some(sample));
        }
    }

    /// Notes that `life` is alive (a heartbeat, with its clock sample, or a hello). A newer life
    /// of a node replaces the older one at once: relays to the old one are dropped at the next
    /// check, however recently it beat.
    pub(super) fn heard(&self, life: &Life, skew_sample: Option<i64>) {
        if life.node == self.me.node {
            return;
        }
        let mut peers = lock(&self.peers);
        match peers.get_mut(&life.node) {
            Some(peer) if peer.life.instance == life.instance => {
                peer.seen = Instant::now();
                if let Some(sample) = skew_sample {
                    let burst = peer
                        .beat
                        .is_some_and(|b| b.elapsed() < self.beat_every() / 2);
                    if !burst {
                        peer.skew.add(sample);
                    }
                    peer.beat = Some(Instant::now());
                }
            }
            // A message of an older life, queued somewhere: it is dead already.
            Some(peer) if peer.life.started_ms > life.started_ms => {}
            _ => {
                if let Some(old) = peers.get(&life.node) {
                    tracing::info!(node = %life.node, old = %old.life.instance,
                        new = %life.instance, "a node restarted under the same id");
                }
                let mut skew = Skew::default();
                if let Some(sample) = skew_sample {
                    skew.add(sample);
                }
                peers.insert(
                    life.node.clone(),
                    Peer {
                        life: life.clone(),
                        seen: Instant::now(),
                        beat: skew_sample.map(|_| Instant::now()),
                        skew,
                    },
                );
            }
        }
    }

    /// Whether `life` is the live life of its node and beat within a lease (a node not heard
    /// since this one started is given one lease to show up).
    pub(super) fn is_alive(&self, life: &Life) -> bool {
        if *life == self.me {
            return true;
        }
        if life.node == self.me.node {
            // An earlier life of this very node: it is gone.
            return false;
        }
        match lock(&self.peers).get(&life.node) {
            Some(peer) if peer.life.instance == life.instance => {
                peer.seen.elapsed() < self.config.lease
            }
            Some(_) => false,
            None => self.started.elapsed() < self.config.lease,
        }
    }

    /// How much longer the sender of a hello sent at `sent_ms` by `edge`'s clock still waits
    /// for the answer; `None` when it has stopped waiting.
    pub(super) fn hello_budget(&self, edge: &Life, sent_ms: u64) -> Option<Duration> {
        let now = i64::try_from(unix_ms()).unwrap_or(i64::MAX);
        let sent = i64::try_from(sent_ms).unwrap_or(0);
        let (offset, slack) = match lock(&self.peers).get(&edge.node) {
            Some(peer) if peer.life.instance == edge.instance => match peer.skew.offset() {
                Some(offset) => (offset, 100),
                None => (0, 2_000),
            },
            // No heartbeat heard from that life yet: its clock is unknown; allow for some
            // disagreement between the clocks.
            _ => (0, 2_000),
        };
        let age = now - sent - offset;
        let left = i64::try_from(ASK_TIMEOUT.as_millis()).unwrap_or(i64::MAX) - age - 50;
        if left + slack <= 0 {
            return None;
        }
        Some(Duration::from_millis(
            u64::try_from(left.max(0) + 50).unwrap_or(0),
        ))
    }
}
