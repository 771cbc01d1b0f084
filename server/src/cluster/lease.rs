//! Holding lobbies: created here or taken over (replayed like a restart), renewed, fenced by
//! time, and let go of.

use super::{Cluster, lease_ms, lock, rand_ms};
use crate::lobby::{self, LobbyHandle, OnEnd};
use crate::store::StoreError;
use futures_util::future::BoxFuture;
use protocol::GameConfig;
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::Weak;
use std::time::Duration;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

/// Most lobbies taken over in one scan.
const SCAN_BATCH: u32 = 32;

#[derive(Debug)]
pub(super) struct Held {
    pub(super) confirmed: Instant,
    pub(super) stop: CancellationToken,
}

/// A lobby's [`OnEnd`] hook on a cluster node: [`Cluster::lobby_ended`].
#[derive(Debug)]
pub(super) struct LetGo(pub(super) Weak<Cluster>);

impl OnEnd for LetGo {
    fn ended<'a>(&'a self, code: &'a str, moved: bool) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            if let Some(node) = self.0.upgrade() {
                node.lobby_ended(code, moved).await;
            }
        })
    }
}

impl Cluster {
    /// Stores a new lobby created here, held by this node from the start; returns its epoch.
    ///
    /// # Errors
    /// The store refused.
    pub async fn hold_new(
        &self,
        code: &str,
        config: &GameConfig,
        public: bool,
    ) -> Result<i64, StoreError> {
        self.store
            .create_held_lobby(
                code,
                config,
                public,
                &self.config.node,
                lease_ms(self.config.lease),
            )
            .await
    }

    /// Lets go of every lobby this node still holds (at a clean stop, after the lobbies ended;
    /// each lobby already let go of its own lease as it ended).
    pub async fn release_all(&self) {
        lock(&self.held).clear();
        match self
            .bounded(self.store.release_node(&self.config.node))
            .await
        {
            Some(Ok(n)) => tracing::info!(released = n, "let go of this node's lobbies"),
            Some(Err(e)) => tracing::warn!(error = %e, "letting go of this node's lobbies"),
            None => {
                tracing::warn!("letting go of this node's lobbies: the database did not answer")
            }
        }
    }

    /// A lobby created or taken over here, held at `epoch`: serve its subjects. The subscription
    /// is in place (and flushed to NATS) before this returns, so the lobby answers other nodes as
    /// soon as anyone can know its code.
    pub async fn attach(self: &Arc<Self>, code: &str, epoch: i64, handle: LobbyHandle) {
        let stop = CancellationToken::new();
        lock(&self.held).insert(
            code.to_owned(),
            Held {
                confirmed: Instant::now(),
                stop: stop.clone(),
            },
        );
        let sub = match self
            .within(
                self.nats
                    .subscribe(self.subject(&format!("lobby.{code}.>"))),
            )
            .await
        {
            Some(Ok(sub)) => sub,
            failed => {
                // Still served to its own node's sockets; other nodes' hellos wait and retry.
                let error = match failed {
                    Some(Err(e)) => e.to_string(),
                    _ => "NATS did not answer".to_owned(),
                };
                tracing::error!(lobby = %code, error, "cannot subscribe to the lobby's subjects");
                return;
            }
        };
        match self.within(self.nats.flush()).await {
            Some(Ok(())) => {}
            Some(Err(e)) => {
                tracing::warn!(lobby = %code, error = %e, "flushing a subscription to NATS")
            }
            None => tracing::warn!(lobby = %code, "flushing a subscription to NATS: no answer"),
        }
        self.tracker.spawn(
            self.clone()
                .serve_lobby(code.to_owned(), epoch, handle, stop, sub),
        );
    }

    /// Takes lobby `code` over if its lease ran out, replays it and serves it here.
    pub(super) async fn adopt(self: &Arc<Self>, code: &str) {
        if self.cancel.is_cancelled() || self.registry.get(code).is_some() {
            return;
        }
        let taken = self
            .bounded(
                self.store
                    .take_lease(code, &self.config.node, lease_ms(self.config.lease)),
            )
            .await;
        let epoch = match taken {
            Some(Ok(Some(epoch))) => epoch,
            Some(Ok(None)) => return,
            Some(Err(e)) => {
                tracing::warn!(lobby = %code, error = %e, "taking a lease");
                return;
            }
            None => {
                // The take may still land: the lease runs out by itself, as after a crash.
                tracing::warn!(lobby = %code, "taking a lease: the database did not answer");
                return;
            }
        };
        let taken_at = Instant::now();
        let stored = match self.bounded(self.store.load_lobby(code)).await {
            Some(Ok(Some(stored))) => stored,
            Some(Ok(None)) => {
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
                return;
            }
            Some(Err(e)) => {
                tracing::warn!(lobby = %code, error = %e, "loading a lobby to take it over");
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
                return;
            }
            None => {
                tracing::warn!(lobby = %code, "loading a lobby to take it over: the database did not answer");
                self.store.unhold(code);
                return;
            }
        };
        match lobby::revive(stored, &self.env, &self.tracker).await {
            Ok(Some(handle)) => {
                self.attach(code, epoch, handle).await;
                // The hold counts from when it was taken, not from when the replay ended.
                if let Some(h) = lock(&self.held).get_mut(code) {
                    h.confirmed = taken_at;
                }
                tracing::info!(lobby = %code, epoch, "took the lobby over");
            }
            // Not replayable: marked aborted; nothing to hold.
            Ok(None) => {
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
            }
            Err(e) => {
                tracing::warn!(lobby = %code, error = %e, "bringing a lobby back to take it over");
                let _ = self.bounded(self.store.release_lease(code, epoch)).await;
            }
        }
    }

    /// A lobby actor ended. Unless it ended because it lost its lease (`moved`), the lease is
    /// let go at once, so that another node may take the lobby without waiting for it to run
    /// out: at a clean stop of this node its clients are already reconnecting elsewhere.
    pub(super) async fn lobby_ended(&self, code: &str, moved: bool) {
        let Some(held) = lock(&self.held).remove(code) else {
            return;
        };
        held.stop.cancel();
        if moved {
            self.store.unhold(code);
            return;
        }
        let epoch = self.store.epoch_of(code);
        match self.bounded(self.store.release_lease(code, epoch)).await {
            Some(Ok(())) => {}
            Some(Err(e)) => tracing::warn!(lobby = %code, error = %e, "letting go of a lease"),
            None => {
                tracing::warn!(lobby = %code, "letting go of a lease: the database did not answer")
            }
        }
    }

    /// Stops serving lobby `code` here: its lease is gone (taken over, or not renewed in time).
    pub(super) fn lose(&self, code: &str) {
        if let Some(held) = lock(&self.held).remove(code) {
            held.stop.cancel();
        }
        self.store.unhold(code);
        if let Some(handle) = self.registry.get(code) {
            tracing::warn!(lobby = %code, "lost the lobby's lease; stopping it here");
            handle.stop();
        }
    }

    /// Every third of a lease: renews what this node holds, in a task of its own, so that a
    /// takeover waiting on the database (or anything else) never delays it.
    pub(super) async fn renew_loop(self: Arc<Self>) {
        let every = self.config.lease / 3;
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = tick.tick() => self.renew().await,
            }
        }
    }

    /// Self-fencing by time, on the monotonic clock: a hold not confirmed by the database for
    /// all but a sixth of a lease is given up here, whatever the database is doing (it may not
    /// answer at all), before another node can take the lobby over.
    pub(super) async fn fence_loop(self: Arc<Self>) {
        let mut tick = tokio::time::interval(self.beat_every() / 2);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = tick.tick() => {}
            }
            let margin = self.config.lease / 6;
            let expiring: Vec<String> = lock(&self.held)
                .iter()
                .filter(|(_, h)| h.confirmed.elapsed() + margin >= self.config.lease)
                .map(|(c, _)| c.clone())
                .collect();
            for code in expiring {
                tracing::warn!(lobby = %code, "the lease could not be renewed in time");
                self.lose(&code);
            }
        }
    }

    /// Every third of a lease (with jitter): takes over the lobbies nobody holds.
    pub(super) async fn scan_loop(self: Arc<Self>) {
        let every = self.config.lease / 3;
        loop {
            self.scan().await;
            let jitter =
                Duration::from_millis(u64::from(rand_ms()) % (every.as_millis() as u64 / 4 + 1));
            tokio::select! {
                () = self.cancel.cancelled() => return,
                () = tokio::time::sleep(every + jitter) => {}
            }
        }
    }

    pub(super) async fn renew(&self) {
        // The epoch of each hold is the store's (every write names it): kept there alone.
        let held: Vec<(String, i64)> = lock(&self.held)
            .keys()
            .map(|c| (c.clone(), self.store.epoch_of(c)))
            .collect();
        if held.is_empty() {
            return;
        }
        let asked = Instant::now();
        let renewed = self
            .bounded(
                self.store
                    .renew_leases(&self.config.node, &held, lease_ms(self.config.lease)),
            )
            .await;
        match renewed {
            Some(Ok(kept)) => {
                let kept: HashSet<String> = kept.into_iter().collect();
                let mut lost = Vec::new();
                {
                    let mut map = lock(&self.held);
                    for (code, epoch) in &held {
                        if kept.contains(code) {
                            // Not a hold taken again meanwhile, at a new epoch.
                            if self.store.epoch_of(code) == *epoch
                                && let Some(h) = map.get_mut(code)
                            {
                                h.confirmed = asked;
                            }
                        } else {
                            lost.push(code.clone());
                        }
                    }
                }
                for code in lost {
                    self.lose(&code);
                }
            }
            // What could not be renewed is given up in time by `fence_loop`.
            Some(Err(e)) => tracing::warn!(error = %e, "renewing leases failed"),
            None => tracing::warn!("renewing leases: the database did not answer in time"),
        }
    }

    pub(super) async fn scan(self: &Arc<Self>) {
        match self.bounded(self.store.unheld_lobbies(SCAN_BATCH)).await {
            Some(Ok(codes)) => {
                for code in codes {
                    if self.cancel.is_cancelled() {
                        return;
                    }
                    self.adopt(&code).await;
                }
            }
            Some(Err(e)) => tracing::warn!(error = %e, "looking for lobbies nobody holds"),
            None => tracing::warn!("looking for lobbies nobody holds: the database did not answer"),
        }
    }
}
