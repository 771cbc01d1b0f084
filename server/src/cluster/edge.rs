//! This node's sockets whose lobby another node holds: the hello asked of the holder, the
//! client's messages sent on, the holder's frames delivered, and sockets closed when their
//! holder's life ends.

use super::wire::{ConnectReply, ConnectReq, Frame, Inbound, Life, PublicList};
use super::{ASK_TIMEOUT, Cluster, lock, subject_safe, unix_ms};
use crate::game::Refusal;
use crate::lobby::OutTx;
use crate::lobby::{ConnId, ConnectError, JoinError, LobbyHandle, Outbound, Summary};
use axum::extract::ws::Utf8Bytes;
use bytes::Bytes;
use futures_util::StreamExt;
use protocol::{ClientMsg, Lang, LobbyInfo, close};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::time::Instant;

#[derive(Debug)]
pub(super) struct Relay {
    /// The holder's life, once it answered the hello.
    pub(super) owner: Option<Life>,
    pub(super) out: OutTx,
}

/// Where a socket on this node joined its lobby.
#[derive(Debug)]
pub enum Joined {
    /// The lobby is held here: the socket talks to its actor.
    Here(LobbyHandle),
    /// Another node holds it: the socket is relayed.
    There(Remote),
}

/// A socket whose lobby another node holds.
#[derive(Debug, Clone)]
pub struct Remote {
    cluster: Arc<Cluster>,
    subject: String,
    relay: u64,
}

impl Remote {
    /// Forwards a client's message (re-serialised from the parsed form). False if NATS refused.
    pub async fn send(&self, conn: ConnId, msg: ClientMsg) -> bool {
        self.publish(&Inbound {
            conn,
            msg: Some(msg),
        })
        .await
    }

    /// Tells the holder the socket ended, and stops relaying.
    pub async fn disconnect(&self, conn: ConnId) {
        self.cluster.relays().remove(&self.relay);
        self.publish(&Inbound { conn, msg: None }).await;
    }

    pub(super) async fn publish(&self, inbound: &Inbound) -> bool {
        let Ok(payload) = serde_json::to_vec(inbound) else {
            return false;
        };
        let publish = self
            .cluster
            .nats
            .publish(self.subject.clone(), payload.into());
        matches!(self.cluster.within(publish).await, Some(Ok(())))
    }
}

impl Cluster {
    /// The public open lobbies of every node: asked of all at once, gathered until every other
    /// node heard beating lately has answered or a short wait ran out, sorted by code.
    pub async fn public_open(&self) -> Vec<LobbyInfo> {
        let mut list = self.registry.public_open();
        let others = lock(&self.peers)
            .values()
            .filter(|p| p.life.node != self.me.node && p.seen.elapsed() < self.config.lease)
            .count();
        let inbox = self.nats.new_inbox();
        if others > 0
            && let Some(Ok(mut answers)) = self.within(self.nats.subscribe(inbox.clone())).await
            && let Some(Ok(())) = self
                .within(
                    self.nats
                        .publish_with_reply(self.subject("public"), inbox, Bytes::new()),
                )
                .await
        {
            let deadline = Instant::now() + Duration::from_millis(300);
            let mut heard = 0;
            while heard < others {
                let Ok(Some(m)) = tokio::time::timeout_at(deadline, answers.next()).await else {
                    break;
                };
                if let Ok(theirs) = serde_json::from_slice::<PublicList>(&m.payload)
                    && theirs.node != self.config.node
                {
                    heard += 1;
                    list.extend(theirs.lobbies);
                }
            }
        }
        list.sort_by(|a, b| a.code.cmp(&b.code));
        // A lobby that moved while the answers came in is listed once.
        list.dedup_by(|a, b| a.code == b.code);
        list
    }

    /// Frames from holding nodes to this node's relayed sockets; and every half beat, closes
    /// the relayed sockets whose holder stopped beating (their clients reconnect).
    pub(super) async fn dispatch_relays(self: Arc<Self>) {
        let subject = self.subject(&format!("relay.{}.{}.*", self.me.node, self.me.instance));
        let Some(Ok(mut sub)) = self.within(self.nats.subscribe(subject)).await else {
            tracing::error!("cannot subscribe to relayed frames");
            return;
        };
        let mut check = tokio::time::interval(self.beat_every());
        loop {
            tokio::select! {
                () = self.cancel.cancelled() => return,
                _ = check.tick() => self.close_orphans(),
                m = sub.next() => {
                    let Some(m) = m else { return };
                    let Some(id) = m.subject.as_str().rsplit('.').next().and_then(|s| s.parse().ok()) else {
                        continue;
                    };
                    self.deliver(id, &m.payload);
                }
            }
        }
    }

    pub(super) fn deliver(&self, id: u64, payload: &[u8]) {
        let out = match serde_json::from_slice::<Frame>(payload) {
            Ok(Frame::Text(msg)) => {
                Outbound::Text(Utf8Bytes::from(Box::<str>::from(msg).into_string()))
            }
            Ok(Frame::Close { code, reason }) => Outbound::Close(code, reason),
            Err(e) => {
                tracing::warn!(error = %e, "a relayed frame that does not read; dropped");
                return;
            }
        };
        let closing = matches!(out, Outbound::Close(..));
        let mut relays = self.relays();
        let Some(relay) = relays.get_mut(&id) else {
            return;
        };
        // A full queue: the client does not keep up. Dropping the sender ends its socket (too
        // slow), and the socket's end tells the holder.
        if relay.out.try_send(out).is_err() || closing {
            relays.remove(&id);
        }
    }

    pub(super) fn close_orphans(&self) {
        let mut relays = self.relays();
        let dead: Vec<u64> = relays
            .iter()
            // A relay whose hello is still unanswered has no holder yet (`ask` times out alone).
            .filter(|(_, r)| r.owner.as_ref().is_some_and(|o| !self.is_alive(o)))
            .map(|(id, _)| *id)
            .collect();
        for id in dead {
            if let Some(mut r) = relays.remove(&id) {
                tracing::info!(owner = ?r.owner, "the lobby's node stopped beating; closing a relayed socket");
                let _ = r.out.try_send(Outbound::Close(
                    close::GOING_AWAY,
                    "the lobby's server went away; reconnect".into(),
                ));
            }
        }
    }

    /// Joins lobby `code` for a socket on this node: directly when held here, else relayed to
    /// its holder; when no node holds it, takes it over (once its lease ran out) and joins here.
    ///
    /// # Errors
    /// The lobby refused, does not exist, or no node could serve it within about a lease.
    pub async fn join(
        self: &Arc<Self>,
        code: &str,
        token: Option<String>,
        lang: Lang,
        out: OutTx,
    ) -> Result<(Joined, ConnId), JoinError> {
        if !subject_safe(code) {
            return Err(JoinError::no_such_lobby(code));
        }
        let deadline = Instant::now() + self.config.lease + Duration::from_secs(2);
        loop {
            if let Some(handle) = self.registry.get(code) {
                match handle.connect(token.clone(), lang, out.clone(), None).await {
                    Ok(conn) => return Ok((Joined::Here(handle), conn)),
                    Err(ConnectError::Refused(refusal)) => return Err(JoinError::Refused(refusal)),
                    // The lobby stopped here before it answered: it moved (or was reaped, which
                    // the store tells below). Never "closed" on the actor's word alone.
                    Err(ConnectError::Gone | ConnectError::Late) => {
                        if Instant::now() >= deadline || self.cancel.is_cancelled() {
                            return Err(JoinError::Unavailable(
                                "the lobby is moving to another server; reconnect".into(),
                            ));
                        }
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                }
            } else if let Some(joined) = self.ask(code, token.clone(), lang, &out).await? {
                return Ok(joined);
            }
            if self.cancel.is_cancelled() {
                return Err(JoinError::Unavailable("server shutting down".into()));
            }
            // Nobody answered: look at the lease.
            match self.bounded(self.store.holder(code)).await {
                Some(Ok(None)) => return Err(JoinError::no_such_lobby(code)),
                Some(Ok(Some(h))) if !h.live => {
                    self.adopt(code).await;
                }
                Some(Ok(Some(_))) => {}
                Some(Err(e)) => tracing::warn!(error = %e, "reading a lobby's holder"),
                None => tracing::warn!("reading a lobby's holder: the database did not answer"),
            }
            if Instant::now() >= deadline || self.cancel.is_cancelled() {
                return Err(JoinError::Unavailable(
                    "no server holds this lobby right now; reconnect".into(),
                ));
            }
            if self.registry.get(code).is_none() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }

    /// Asks the lobby's holder (whoever it is) to take a relayed socket. `Ok(None)`: nobody
    /// answered, or the lobby was moving.
    pub(super) async fn ask(
        self: &Arc<Self>,
        code: &str,
        token: Option<String>,
        lang: Lang,
        out: &OutTx,
    ) -> Result<Option<(Joined, ConnId)>, JoinError> {
        let id = self.next_relay.fetch_add(1, Ordering::Relaxed);
        let req = ConnectReq {
            token,
            lang,
            relay: self.relay_subject(id),
            edge: self.me.clone(),
            sent_ms: unix_ms(),
        };
        let Ok(payload) = serde_json::to_vec(&req) else {
            return Ok(None);
        };
        // Registered before asking: the holder's first frames may come before its reply.
        self.relays().insert(
            id,
            Relay {
                owner: None,
                out: out.clone(),
            },
        );
        let asked = tokio::time::timeout(
            ASK_TIMEOUT,
            self.nats.request(
                self.subject(&format!("lobby.{code}.connect")),
                payload.into(),
            ),
        )
        .await;
        let reply = match asked {
            Ok(Ok(m)) => serde_json::from_slice::<ConnectReply>(&m.payload).ok(),
            _ => None,
        };
        match reply {
            Some(ConnectReply::Ok {
                conn,
                epoch,
                holder,
            }) => {
                self.heard(&holder, None);
                if let Some(r) = self.relays().get_mut(&id) {
                    r.owner = Some(holder);
                }
                let remote = Remote {
                    cluster: self.clone(),
                    subject: self.subject(&format!("lobby.{code}.in.{epoch}")),
                    relay: id,
                };
                Ok(Some((Joined::There(remote), conn)))
            }
            Some(ConnectReply::Refused { code, message }) => {
                self.relays().remove(&id);
                Err(JoinError::Refused(Refusal::new(code, message)))
            }
            Some(ConnectReply::Moved | ConnectReply::Late) | None => {
                self.relays().remove(&id);
                Ok(None)
            }
        }
    }

    /// The public summary of lobby `code` and where its game stands, from this node or its
    /// holder (waiting, like a hello, while the lobby is between holders).
    pub async fn summary(self: &Arc<Self>, code: &str) -> Option<Summary> {
        if !subject_safe(code) {
            return None;
        }
        let deadline = Instant::now() + self.config.lease + Duration::from_secs(2);
        loop {
            if let Some(summary) = self.registry.summary(code) {
                return Some(summary);
            }
            let asked = tokio::time::timeout(
                ASK_TIMEOUT,
                self.nats
                    .request(self.subject(&format!("lobby.{code}.info")), Bytes::new()),
            )
            .await;
            if let Ok(Ok(m)) = asked {
                return serde_json::from_slice(&m.payload).ok();
            }
            match self.bounded(self.store.holder(code)).await {
                Some(Ok(Some(h))) if !h.live => self.adopt(code).await,
                Some(Ok(Some(_))) | None => {}
                Some(Ok(None) | Err(_)) => return None,
            }
            if Instant::now() >= deadline || self.cancel.is_cancelled() {
                return None;
            }
            if self.registry.get(code).is_none() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}
