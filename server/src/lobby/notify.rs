//! A seat's notification settings, and the nudges the lobby hands the notifier when the game
//! comes to wait for a seat that asked to be told.
//!
//! The settings are the seat's alone, like its token: they are stored (before the answer), kept
//! with the seat in memory (they follow the player when a rematch moves it), sent only to that
//! seat's connection, and never in a view, event, record or log line.

use super::{Answer, ConnId, Lobby};
use crate::game::Refusal;
use crate::notify::{Nudge, new_secret};
use crate::store::StoredNotify;
use protocol::{ErrorCode, NotifyKind, NotifySettings, NotifyWhen, Seat, ServerMsg};
use std::sync::Arc;
use tokio::time::Instant;

impl Lobby {
    /// `notify`: replaces the seat's settings, stored first; answered with the seat's
    /// [`ServerMsg::Notify`].
    pub(super) async fn set_notify(&mut self, conn: ConnId, settings: NotifySettings) -> Answer {
        let seat = self.seat_of(conn)?;
        let mut settings = self
            .env
            .notify
            .check(settings)
            .map_err(|why| Refusal::new(ErrorCode::InvalidNotify, why))?;
        if settings.lang.is_none() {
            // Told in the language the seat reads the game in.
            settings.lang = self.audiences.conns.get(&conn).map(|c| c.lang);
        }
        self.refresh_notify(seat).await;
        let state = &self.table.seats[usize::from(seat)];
        let Some(token_hash) = state.token_hash.clone() else {
            return Err(Refusal::new(ErrorCode::NotSeated, "you hold no seat"));
        };
        let old = state.notify.as_deref();
        let stored = settings.any().then(|| {
            // The webhook's secret stays while its URL does; the unsubscribe key stays.
            let webhook_secret = settings.webhook.as_ref().map(|url| {
                old.filter(|o| o.settings.webhook.as_ref() == Some(url))
                    .and_then(|o| o.webhook_secret.clone())
                    .unwrap_or_else(new_secret)
            });
            StoredNotify {
                token_hash: token_hash.clone(),
                settings,
                webhook_secret,
                unsubscribe: old.map_or_else(new_secret, |o| o.unsubscribe.clone()),
            }
        });
        if let Err(e) = self
            .env
            .store
            .set_notify(&self.code, &token_hash, stored.as_ref())
            .await
        {
            return Err(super::store_refusal(e, &self.stop));
        }
        self.table.seats[usize::from(seat)].notify = stored.map(Arc::new);
        self.tell_notify(conn);
        if self.game.told == Some(seat) {
            // The game already waits for this seat: the reminder follows the new settings.
            self.arm_reminder();
        }
        Ok(())
    }

    /// Reads a seat's settings again from the store, when it has some: an unsubscribe link
    /// (an HTTP request, perhaps to another server) changes only the store.
    pub(super) async fn refresh_notify(&mut self, seat: Seat) {
        let state = &self.table.seats[usize::from(seat)];
        let (Some(_), Some(token_hash)) = (&state.notify, state.token_hash.clone()) else {
            return;
        };
        match self.env.store.notify_of(&self.code, &token_hash).await {
            Ok(now) => self.table.seats[usize::from(seat)].notify = now.map(Arc::new),
            Err(e) => {
                tracing::warn!(lobby = %self.code, error = %e, "reading notification settings failed");
            }
        }
    }

    /// Sends a seated connection its seat's settings and what the server offers.
    pub(super) fn tell_notify(&mut self, conn: ConnId) {
        let Some(seat) = self.audiences.conns.get(&conn).and_then(|c| c.seat) else {
            return;
        };
        let stored = self.table.seats[usize::from(seat)].notify.as_deref();
        let msg = ServerMsg::Notify {
            offer: self.env.notify.offer().clone(),
            settings: stored.map(|s| s.settings.clone()),
            webhook_secret: stored.and_then(|s| s.webhook_secret.clone()),
        };
        self.send_msg(conn, &msg);
    }

    /// After a change: when the game has come to wait for another seat, and that seat asked to
    /// be told (and is away, if it asked only then), the notifier is handed a nudge.
    pub(super) fn nudge_if_waiting(&mut self, decider: Option<Seat>, deadline_ms: Option<u64>) {
        if decider == self.game.told {
            return;
        }
        self.game.told = decider;
        self.arm_reminder();
        if let Some(seat) = decider {
            self.nudge(seat, NotifyKind::YourTurn, deadline_ms);
        }
    }

    /// The reminder's time: when a quarter of the seat's correspondence time is left, for a seat
    /// that asked for it.
    pub(super) fn arm_reminder(&mut self) {
        self.game.remind_at = None;
        let Some(seat) = self.game.told else { return };
        let wants = self.table.seats[usize::from(seat)]
            .notify
            .as_deref()
            .is_some_and(|n| n.settings.remind);
        let Some(clock) = self.game.clock.as_ref() else {
            return;
        };
        if !wants || clock.running() != Some(seat) {
            return;
        }
        if let (Some(period), Some(deadline)) = (clock.period(), clock.deadline()) {
            let at = deadline.checked_sub(period / 4).unwrap_or(deadline);
            // After a restart past the reminder's time, it is not sent again.
            if at > Instant::now() {
                self.game.remind_at = Some(at);
            }
        }
    }

    /// The reminder's time came.
    pub(super) fn remind(&mut self) {
        self.game.remind_at = None;
        if let Some(seat) = self.game.told {
            let deadline = self.standing.deadline_ms();
            self.nudge(seat, NotifyKind::Reminder, deadline);
        }
    }

    fn nudge(&self, seat: Seat, kind: NotifyKind, deadline_ms: Option<u64>) {
        let state = &self.table.seats[usize::from(seat)];
        let (Some(n), None) = (&state.notify, state.bot) else {
            return;
        };
        if n.settings.when == NotifyWhen::Away && state.conn.is_some() {
            return;
        }
        let answer = self.game.running.as_ref().is_some_and(|g| {
            crate::game::guarded(|| g.engine.clock_owner())
                .ok()
                .flatten()
                .is_some_and(|(owner, _)| owner != seat)
        });
        let others = self
            .table
            .seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != usize::from(seat))
            .filter_map(|(_, s)| s.name.clone())
            .collect();
        self.env.notify.nudge(Nudge {
            kind,
            lobby: self.code.clone(),
            game: self.config.kind(),
            seat,
            settings: n.clone(),
            v: self.v,
            deadline_ms,
            answer,
            others,
            at: Instant::now(),
        });
    }
}
