//! The lobbies in memory, by join code.

use super::LobbyHandle;
use protocol::{LobbyInfo, LobbyStatus};
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The lobbies in memory: handles and the latest public summary of each. The mutex is never held
/// across an `.await`, and a lobby takes it only when its summary changed.
#[derive(Debug, Default)]
pub struct Registry {
    inner: Mutex<HashMap<String, (LobbyHandle, LobbyInfo)>>,
}

impl Registry {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, (LobbyHandle, LobbyInfo)>> {
        // A panic while holding this lock cannot leave the map inconsistent (single inserts and
        // removes), so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The handle of the lobby with this code.
    #[must_use]
    pub fn get(&self, code: &str) -> Option<LobbyHandle> {
        self.lock().get(code).map(|(h, _)| h.clone())
    }

    /// The summary of the lobby with this code.
    #[must_use]
    pub fn info(&self, code: &str) -> Option<LobbyInfo> {
        self.lock().get(code).map(|(_, i)| i.clone())
    }

    /// Public lobbies that are still open to players.
    #[must_use]
    pub fn public_open(&self) -> Vec<LobbyInfo> {
        let mut list: Vec<LobbyInfo> = self
            .lock()
            .values()
            .filter(|(_, i)| i.public && i.status == LobbyStatus::Open)
            .map(|(_, i)| i.clone())
            .collect();
        list.sort_by(|a, b| a.code.cmp(&b.code));
        list
    }

    pub(super) fn insert(&self, handle: LobbyHandle, info: LobbyInfo) {
        self.lock().insert(info.code.clone(), (handle, info));
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
