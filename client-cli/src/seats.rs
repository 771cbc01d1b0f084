//! Seat tokens kept on disk, so a client that lost its connection (or was restarted) reclaims its
//! seat.
//!
//! The file is `seats.json` in `$ALBION_STATE_DIR`, else `$XDG_STATE_HOME/albion`, else
//! `~/.local/state/albion`. It maps "server code name" to the seat and its secret token, and is
//! readable by its owner only.

use std::collections::BTreeMap;
use std::path::PathBuf;

use protocol::Seat;
use serde::{Deserialize, Serialize};

/// A seat this machine holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSeat {
    /// The seat number.
    pub seat: Seat,
    /// The secret seat token.
    pub token: String,
}

/// A seat in the file with what it is kept under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldSeat {
    /// The server, as [`crate::net::ServerAddr::base`] names it.
    pub server: String,
    /// The lobby's code.
    pub code: String,
    /// The display name the seat was taken with (`albion join --name`).
    pub name: String,
    /// The seat and its token.
    pub saved: SavedSeat,
}

/// The seat file.
#[derive(Debug, Clone)]
pub struct SeatStore {
    path: Option<PathBuf>,
}

fn key(server: &str, code: &str, name: &str) -> String {
    format!("{server} {code} {name}")
}

impl SeatStore {
    /// The seat file of this user (none if no home directory can be found).
    #[must_use]
    pub fn default_location() -> SeatStore {
        let dir = std::env::var_os("ALBION_STATE_DIR")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("XDG_STATE_HOME").map(|d| PathBuf::from(d).join("albion")))
            .or_else(|| {
                std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/state/albion"))
            });
        SeatStore {
            path: dir.map(|d| d.join("seats.json")),
        }
    }

    /// Where the log of this player in this lobby is kept (`logs/` beside the seat file), so that
    /// coming back to the seat brings its history back; `None` without a state directory.
    #[must_use]
    pub fn log_path(&self, server: &str, code: &str, name: &str) -> Option<PathBuf> {
        let key = key(server, code, name);
        // A readable name, and a hash of the whole key so that names differing only in the
        // characters replaced here keep apart.
        let readable: String = format!("{code}-{name}")
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .take(40)
            .collect();
        let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let dir = self.path.as_ref()?.parent()?.join("logs");
        Some(dir.join(format!("{readable}-{hash:016x}.log")))
    }

    /// A seat file at `path` (tests).
    #[must_use]
    pub fn at(path: PathBuf) -> SeatStore {
        SeatStore { path: Some(path) }
    }

    fn read(&self) -> BTreeMap<String, SavedSeat> {
        self.path
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// The seat saved for this player in this lobby.
    #[must_use]
    pub fn get(&self, server: &str, code: &str, name: &str) -> Option<SavedSeat> {
        self.read().remove(&key(server, code, name))
    }

    /// Every seat token saved for `server` (as [`crate::net::ServerAddr::base`] names it), for
    /// any lobby: a private lobby's game record is read with one of its tokens.
    #[must_use]
    pub fn tokens_on(&self, server: &str) -> Vec<String> {
        let prefix = format!("{server} ");
        self.read()
            .into_iter()
            .filter(|(k, _)| k.starts_with(&prefix))
            .map(|(_, seat)| seat.token)
            .collect()
    }

    /// Every seat saved, on every server, in the file's order (by server, code, then name).
    #[must_use]
    pub fn all(&self) -> Vec<HeldSeat> {
        self.read()
            .into_iter()
            .filter_map(|(key, saved)| {
                // The server (a URL) and the code hold no space; the name may.
                let mut parts = key.splitn(3, ' ');
                let (server, code, name) = (parts.next()?, parts.next()?, parts.next()?);
                Some(HeldSeat {
                    server: server.to_owned(),
                    code: code.to_owned(),
                    name: name.to_owned(),
                    saved,
                })
            })
            .collect()
    }

    /// Forgets a seat (its token was refused: the server no longer knows it).
    ///
    /// # Errors
    /// The file could not be written.
    pub fn remove(&self, server: &str, code: &str, name: &str) -> std::io::Result<()> {
        let mut all = self.read();
        if all.remove(&key(server, code, name)).is_some() {
            self.write(&all)?;
        }
        Ok(())
    }

    /// Saves a seat. Failing to save is reported, not fatal: the game goes on, only an automatic
    /// reclaim after a restart of the client is lost.
    ///
    /// # Errors
    /// The file could not be written.
    pub fn put(
        &self,
        server: &str,
        code: &str,
        name: &str,
        seat: SavedSeat,
    ) -> std::io::Result<()> {
        let mut all = self.read();
        all.insert(key(server, code, name), seat);
        self.write(&all)
    }

    fn write(&self, all: &BTreeMap<String, SavedSeat>) -> std::io::Result<()> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = serde_json::to_string_pretty(all).map_err(std::io::Error::other)?;
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, text)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o600))?;
        }
        std::fs::rename(tmp, path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_round_trip_per_server_lobby_and_name() {
        let dir = tempfile::tempdir().unwrap();
        let store = SeatStore::at(dir.path().join("sub/seats.json"));
        assert_eq!(store.get("http://h:1", "ABC", "ann"), None);
        let seat = SavedSeat {
            seat: 1,
            token: "t0k".into(),
        };
        store.put("http://h:1", "ABC", "ann", seat.clone()).unwrap();
        store
            .put(
                "http://h:1",
                "ABC",
                "bob",
                SavedSeat {
                    seat: 0,
                    token: "x".into(),
                },
            )
            .unwrap();
        assert_eq!(store.get("http://h:1", "ABC", "ann"), Some(seat));
        assert_eq!(store.get("http://h:2", "ABC", "ann"), None);
        store.remove("http://h:1", "ABC", "ann").unwrap();
        assert_eq!(store.get("http://h:1", "ABC", "ann"), None);
        assert!(store.get("http://h:1", "ABC", "bob").is_some());
        let log = store.log_path("http://h:1", "ABC", "ann").unwrap();
        assert!(log.starts_with(dir.path().join("sub/logs")));
        assert_ne!(Some(log), store.log_path("http://h:1", "ABC", "an_n"));
    }

    #[test]
    fn every_seat_is_listed_with_its_server_code_and_name() {
        let dir = tempfile::tempdir().unwrap();
        let store = SeatStore::at(dir.path().join("seats.json"));
        assert_eq!(store.all(), Vec::new());
        let seat = |seat, token: &str| SavedSeat {
            seat,
            token: token.into(),
        };
        store
            .put("https://h:2", "XYZ", "Ann Lee", seat(1, "a"))
            .unwrap();
        store.put("http://h:1", "ABC", "bob", seat(0, "b")).unwrap();
        let all = store.all();
        assert_eq!(all.len(), 2);
        assert_eq!(
            all[1],
            HeldSeat {
                server: "https://h:2".into(),
                code: "XYZ".into(),
                name: "Ann Lee".into(),
                saved: seat(1, "a"),
            }
        );
        assert_eq!(
            (all[0].server.as_str(), all[0].code.as_str()),
            ("http://h:1", "ABC")
        );
        assert_eq!(all[0].name, "bob");
    }
}
