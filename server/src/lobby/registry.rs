//! The lobbies in memory, by join code; who created them; and the bounds a lobby keeps on its
//! own audience (how long it waits for a first visitor, how many spectators, how long a silent
//! one stays).

use super::{ConnId, Lobby, LobbyHandle, Outbound};
use crate::game::Refusal;
use protocol::{ErrorCode, LobbyInfo, LobbyStatus, Seat, close};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::time::Instant;

/// Whose decision a lobby's running game waits for, and until when: kept by the lobby after
/// every change (two stores, no lock: it changes with nearly every action), read by
/// `POST /api/my-games` without a message to the lobby.
#[derive(Debug)]
pub struct Standing {
    /// The seat that must decide; [`NOBODY`] when none must.
    to_move: AtomicU8,
    /// When its time runs out, in unix milliseconds; 0 when it has no clock.
    deadline_ms: AtomicU64,
}

/// [`Standing`]'s "nobody must decide".
const NOBODY: u8 = u8::MAX;

impl Default for Standing {
    fn default() -> Self {
        Self {
            to_move: AtomicU8::new(NOBODY),
            deadline_ms: AtomicU64::new(0),
        }
    }
}

impl Standing {
    pub(super) fn set(&self, to_move: Option<Seat>, deadline_ms: Option<u64>) {
        self.to_move
            .store(to_move.unwrap_or(NOBODY), Ordering::Relaxed);
        self.deadline_ms
            .store(deadline_ms.unwrap_or(0), Ordering::Relaxed);
    }

    /// When the deciding seat's time runs out (unix ms), as last set.
    pub(super) fn deadline_ms(&self) -> Option<u64> {
        self.get().1
    }

    fn get(&self) -> (Option<Seat>, Option<u64>) {
        let to_move = self.to_move.load(Ordering::Relaxed);
        let deadline = self.deadline_ms.load(Ordering::Relaxed);
        (
            (to_move != NOBODY).then_some(to_move),
            (deadline != 0).then_some(deadline),
        )
    }
}

/// A lobby's public summary and where its game stands: what one node answers another about a
/// lobby it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The public summary.
    pub info: LobbyInfo,
    /// The seat the running game waits for.
    pub to_move: Option<Seat>,
    /// When that seat's time runs out, in unix milliseconds.
    pub deadline_ms: Option<u64>,
}

type Entry = (LobbyHandle, LobbyInfo, Arc<Standing>);

/// The lobbies in memory: handles and the latest public summary of each. The mutex is never held
/// across an `.await`, and a lobby takes it only when its summary changed.
#[derive(Debug, Default)]
pub struct Registry {
    inner: Mutex<HashMap<String, Entry>>,
    /// The lobbies each client address created here, as far as they may still be open.
    creators: Mutex<HashMap<IpAddr, Vec<String>>>,
}

impl Registry {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Entry>> {
        // A panic while holding this lock cannot leave the map inconsistent (single inserts and
        // removes), so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The handle of the lobby with this code.
    #[must_use]
    pub fn get(&self, code: &str) -> Option<LobbyHandle> {
        self.lock().get(code).map(|(h, _, _)| h.clone())
    }

    /// The summary of the lobby with this code.
    #[must_use]
    pub fn info(&self, code: &str) -> Option<LobbyInfo> {
        self.lock().get(code).map(|(_, i, _)| i.clone())
    }

    /// The summary of the lobby with this code and where its game stands.
    #[must_use]
    pub fn summary(&self, code: &str) -> Option<Summary> {
        self.lock().get(code).map(|(_, info, standing)| {
            let (to_move, deadline_ms) = standing.get();
            Summary {
                info: info.clone(),
                to_move,
                deadline_ms,
            }
        })
    }

    /// Public lobbies that are still open to players.
    #[must_use]
    pub fn public_open(&self) -> Vec<LobbyInfo> {
        let mut list: Vec<LobbyInfo> = self
            .lock()
            .values()
            .filter(|(_, i, _)| i.public && i.status == LobbyStatus::Open)
            .map(|(_, i, _)| i.clone())
            .collect();
        list.sort_by(|a, b| a.code.cmp(&b.code));
        list
    }

    /// One page of [`Registry::public_open`]: at most `limit` lobbies whose code sorts after
    /// `after`.
    #[must_use]
    pub fn public_page(&self, after: Option<&str>, limit: usize) -> Vec<LobbyInfo> {
        Self::page(self.public_open(), after, limit)
    }

    /// At most `limit` of `list` (sorted by code) whose code sorts after `after`.
    #[must_use]
    pub fn page(list: Vec<LobbyInfo>, after: Option<&str>, limit: usize) -> Vec<LobbyInfo> {
        list.into_iter()
            .filter(|l| after.is_none_or(|a| l.code.as_str() > a))
            .take(limit)
            .collect()
    }

    /// Lobbies `addr` created here that are still open (not started, not ended).
    #[must_use]
    pub fn open_by(&self, addr: IpAddr) -> usize {
        let mut creators = self.creators.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(codes) = creators.get_mut(&addr) else {
            return 0;
        };
        let lobbies = self.lock();
        codes.retain(|code| {
            lobbies
                .get(code)
                .is_some_and(|(_, info, _)| info.status == LobbyStatus::Open)
        });
        let n = codes.len();
        if n == 0 {
            creators.remove(&addr);
        }
        n
    }

    /// Notes that `addr` created lobby `code` (counted by [`Registry::open_by`] while open).
    pub fn created_by(&self, addr: IpAddr, code: &str) {
        let mut creators = self.creators.lock().unwrap_or_else(PoisonError::into_inner);
        // Addresses whose lobbies have all started or ended are forgotten on their next count;
        // this keeps the map from holding addresses nobody asks about again.
        if creators.len() >= 65_536 {
            let lobbies = self.lock();
            creators.retain(|_, codes| {
                codes.retain(|c| {
                    lobbies
                        .get(c)
                        .is_some_and(|(_, i, _)| i.status == LobbyStatus::Open)
                });
                !codes.is_empty()
            });
        }
        creators.entry(addr).or_default().push(code.to_owned());
    }

    pub(super) fn insert(&self, handle: LobbyHandle, info: LobbyInfo, standing: Arc<Standing>) {
        self.lock()
            .insert(info.code.clone(), (handle, info, standing));
    }

    /// Replaces a lobby's summary (taking it: the caller built it for this).
    pub(super) fn publish(&self, info: LobbyInfo) {
        if let Some(entry) = self.lock().get_mut(&info.code) {
            entry.1 = info;
        }
    }

    pub(super) fn remove(&self, code: &str) {
        self.lock().remove(code);
    }

    /// Number of lobbies in memory.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no lobby is in memory.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Lobby {
    /// How long the lobby lives with nobody in it: a lobby nobody has ever joined (no
    /// connection, no change since its creation) goes sooner than one that was used. A
    /// correspondence lobby that was used waits at least its days per move or turn: its players
    /// come by every few days, to find an opponent seated or to read the result.
    pub(super) fn reap_after(&self) -> Duration {
        let never_joined =
            self.audiences.next_conn == 1 && self.v == 0 && self.game.running.is_none();
        if never_joined {
            self.env.tempo.unjoined_reap.min(self.env.idle_reap)
        } else if let Some(days) = self.config.days() {
            self.env
                .idle_reap
                .max(self.env.tempo.correspondence_day * u32::from(days))
        } else {
            self.env.idle_reap
        }
    }

    /// Whether one more spectator may come in.
    pub(super) fn admit_spectator(&self) -> Result<(), Refusal> {
        let watching = self
            .audiences
            .conns
            .values()
            .filter(|c| c.seat.is_none())
            .count();
        if watching >= self.env.tempo.max_spectators {
            return Err(Refusal::new(
                ErrorCode::LobbyFull,
                format!(
                    "this lobby has {watching} spectators already, as many as it admits; try again later"
                ),
            ));
        }
        Ok(())
    }

    /// A connection sent a message: a spectator's silence starts again.
    pub(super) fn spectator_heard(&mut self, conn: ConnId) {
        if let Some(seen) = self.audiences.spectator_seen.get_mut(&conn) {
            *seen = Instant::now();
        }
    }

    /// When the longest-silent spectator is due to be closed.
    pub(super) fn spectator_idle_deadline(&mut self) -> Option<Instant> {
        let conns = &self.audiences.conns;
        self.audiences
            .spectator_seen
            .retain(|id, _| conns.get(id).is_some_and(|c| c.seat.is_none()));
        let idle = self.env.tempo.spectator_idle;
        self.audiences
            .spectator_seen
            .values()
            .min()
            .map(|&seen| seen + idle)
    }

    /// Closes every spectator silent for the spectator idle time (4007, as an idle socket).
    pub(super) fn close_idle_spectators(&mut self) {
        let now = Instant::now();
        let idle = self.env.tempo.spectator_idle;
        let silent: Vec<ConnId> = self
            .audiences
            .spectator_seen
            .iter()
            .filter(|&(_, &seen)| now >= seen + idle)
            .map(|(&id, _)| id)
            .collect();
        for id in silent {
            self.audiences.spectator_seen.remove(&id);
            self.send_to(
                id,
                Outbound::Close(
                    close::IDLE,
                    format!(
                        "idle: a spectator who sent nothing for {} s",
                        idle.as_secs()
                    ),
                ),
            );
            self.remove_conn(id);
        }
    }
}
