//! The lobbies held here, as the other nodes reach them: hellos relayed to them, their clients'
//! messages, their summaries, and the frames sent back to the relaying node.

use super::wire::{ConnectReply, ConnectReq, Frame, Inbound, PublicList};
use super::{Cluster, lock};
use crate::lobby::{ConnectError, LobbyCmd, LobbyHandle, Outbound};
use futures_util::StreamExt;
use protocol::close;
use serde_json::value::RawValue;
use std::sync::Arc;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

impl Cluster {
    /// Answers every node's question for this node's public open lobbies.
    pub(super) async fn answer_public(self: Arc<Self>) {
        let Some(mut questions) = self.messages("public").await else {
            return;
        };
        while let Some(m) = questions.next().await {
            let answer = PublicList {
                node: self.config.node.clone(),
                lobbies: self.registry.public_open(),
            };
            if let Some(reply) = m.reply
                && let Ok(payload) = serde_json::to_vec(&answer)
            {
                let _ = self.within(self.nats.publish(reply, payload.into())).await;
            }
        }
    }

    /// Serves one held lobby's subjects until the hold ends.
    pub(super) async fn serve_lobby(
        self: Arc<Self>,
        code: String,
        epoch: i64,
        handle: LobbyHandle,
        stop: CancellationToken,
        mut sub: async_nats::Subscriber,
    ) {
        let inbound = self.subject(&format!("lobby.{code}.in.{epoch}"));
        let connect = self.subject(&format!("lobby.{code}.connect"));
        let info = self.subject(&format!("lobby.{code}.info"));
        loop {
            let m = tokio::select! {
                () = stop.cancelled() => break,
                () = self.cancel.cancelled() => break,
                m = sub.next() => match m { Some(m) => m, None => break },
            };
            let subject = m.subject.as_str();
            if subject == inbound {
                let Ok(inbound) = serde_json::from_slice::<Inbound>(&m.payload) else {
                    continue;
                };
                let cmd = match inbound.msg {
                    Some(msg) => LobbyCmd::Client {
                        conn: inbound.conn,
                        msg: Box::new(msg),
                    },
                    None => LobbyCmd::Disconnect { conn: inbound.conn },
                };
                if !handle.send(cmd).await {
                    break;
                }
            } else if subject == connect {
                let (Some(reply), Ok(req)) = (
                    m.reply.clone(),
                    serde_json::from_slice::<ConnectReq>(&m.payload),
                ) else {
                    continue;
                };
                let answer = self.take_relayed(&handle, epoch, req).await;
                if let Ok(payload) = serde_json::to_vec(&answer) {
                    let _ = self.within(self.nats.publish(reply, payload.into())).await;
                }
            } else if subject == info
                && let Some(reply) = m.reply.clone()
                && let Some(summary) = self.registry.summary(&code)
                && let Ok(payload) = serde_json::to_vec(&summary)
            {
                let _ = self.within(self.nats.publish(reply, payload.into())).await;
            }
        }
    }

    /// Joins a relayed socket to a lobby held here: its frames go out through NATS until the
    /// lobby drops it, the relaying node says it ended, or the relaying node's life ends (it
    /// stops beating, or a newer life of it beats).
    pub(super) async fn take_relayed(
        self: &Arc<Self>,
        handle: &LobbyHandle,
        epoch: i64,
        req: ConnectReq,
    ) -> ConnectReply {
        let superseded = lock(&self.peers)
            .get(&req.edge.node)
            .is_some_and(|p| p.life.started_ms > req.edge.started_ms);
        if superseded || req.edge.node == self.me.node {
            // A hello from a life of that node that has ended: nobody waits for its answer.
            return ConnectReply::Late;
        }
        let Some(budget) = self.hello_budget(&req.edge, req.sent_ms) else {
            tracing::info!(edge = %req.edge.node, "a relayed hello came after its sender gave up; ignored");
            return ConnectReply::Late;
        };
        // The relaying life is alive (it just asked); a newer life of its node replaces the old
        // one here at once.
        self.heard(&req.edge, None);
        let (tx, mut rx) = crate::lobby::outbox(self.config.outbound_queue);
        let conn = match handle
            .connect(req.token, req.lang, tx, Some(Instant::now() + budget))
            .await
        {
            Ok(conn) => conn,
            Err(ConnectError::Refused(refusal)) => {
                return ConnectReply::Refused {
                    code: refusal.code,
                    message: refusal.message,
                };
            }
            Err(ConnectError::Gone) => return ConnectReply::Moved,
            Err(ConnectError::Late) => return ConnectReply::Late,
        };
        let this = self.clone();
        let handle = handle.clone();
        self.tracker.spawn(async move {
            let mut check = tokio::time::interval(this.beat_every());
            loop {
                let out = tokio::select! {
                    out = rx.recv() => out,
                    _ = check.tick() => {
                        if this.is_alive(&req.edge) {
                            continue;
                        }
                        handle.send(LobbyCmd::Disconnect { conn }).await;
                        // Should the relaying node only have been paused, its client learns that
                        // it must reconnect when it wakes up.
                        let bye = Frame::close(close::GOING_AWAY, "the relay went quiet; reconnect");
                        this.relay(&req.relay, &bye).await;
                        return;
                    }
                };
                let frame = match out {
                    Some(Outbound::Text(text)) => match RawValue::from_string(text.as_str().to_owned()) {
                        Ok(msg) => Frame::Text(msg),
                        Err(e) => {
                            tracing::error!(error = %e, "a lobby wrote a frame that is not JSON; not relayed");
                            continue;
                        }
                    },
                    Some(Outbound::Close(code, reason)) => Frame::Close { code, reason },
                    // The lobby dropped the connection: it stopped with the node, or the
                    // connection's queue was full.
                    None if this.cancel.is_cancelled() => {
                        Frame::close(close::GOING_AWAY, "server shutting down")
                    }
                    None if handle.moved() => Frame::close(
                        close::GOING_AWAY,
                        "the lobby moved to another server; reconnect",
                    ),
                    None => Frame::close(close::TOO_SLOW, "too slow"),
                };
                let last = matches!(frame, Frame::Close { .. });
                if !this.relay(&req.relay, &frame).await || last {
                    return;
                }
            }
        });
        ConnectReply::Ok {
            conn,
            epoch,
            holder: self.me.clone(),
        }
    }

    /// Sends one frame to a relayed socket's node; false if NATS refused it.
    pub(super) async fn relay(&self, subject: &str, frame: &Frame) -> bool {
        let Ok(payload) = serde_json::to_vec(frame) else {
            return false;
        };
        matches!(
            self.within(self.nats.publish(subject.to_owned(), payload.into()))
                .await,
            Some(Ok(()))
        )
    }
}
