//! The action log's format, and the one replay of a stored game through its engine.
//!
//! Recovery ([`crate::lobby::Lobby::recover`]) and public game records ([`super::record`]) both
//! rebuild a game from `(setup, seed, log)` with [`replay`]; each entry is checked and applied
//! through [`HostedGame`] exactly as the live lobby played it.

use super::{HostedGame, Play, guarded};
use crate::store::StoredGame;
use protocol::{BotLevel, GameConfig, Seat};
use serde::{Deserialize, Serialize};

/// A play as the log stores it: the [`Play`] itself (`{"kind": "act", "action": …}`, `{"kind":
/// "resign"}`, …); after a move in Camelot with a clock, each seat's time left after it
/// (increment included), in milliseconds: recovery restarts the clock from the last one; in a
/// correspondence game, when it was played (`at_ms`, unix milliseconds): recovery counts the
/// running move's or turn's days from the play that began it.
#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Entry {
    #[serde(flatten)]
    pub(crate) play: Play,
    #[serde(default)]
    pub(crate) left_ms: Option<Vec<u64>>,
    #[serde(default)]
    pub(crate) at_ms: Option<u64>,
}

/// [`Entry`] borrowed, to write one without copying the play.
#[derive(Serialize)]
struct EntryRef<'a> {
    #[serde(flatten)]
    play: &'a Play,
    #[serde(skip_serializing_if = "Option::is_none")]
    left_ms: Option<&'a [u64]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at_ms: Option<u64>,
}

/// The log entry of a checked play; `left_ms` is a Camelot clock after the move, `at_ms` the
/// wall-clock time of a play in a correspondence game.
///
/// # Errors
/// The action does not serialise (never for our own wire types).
pub fn entry(
    play: &Play,
    left_ms: Option<&[u64]>,
    at_ms: Option<u64>,
) -> Result<String, serde_json::Error> {
    serde_json::to_string(&EntryRef {
        play,
        left_ms,
        at_ms,
    })
}

/// What a game was started with, stored with it: enough to rebuild it with its seed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct GameSetup {
    pub(crate) config: GameConfig,
    #[serde(default)]
    pub(crate) characters: Vec<String>,
    /// The players' names, in seat order (absent from games stored before it was recorded).
    #[serde(default)]
    pub(crate) players: Vec<String>,
    /// The seats held by computer players at the start, in seat order (absent: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) bots: Vec<Option<BotLevel>>,
}

/// One replayed entry of the log, just after it was applied.
#[derive(Debug)]
pub(crate) struct Step<'a> {
    /// Its place in the log, from 0.
    pub(crate) seq: u32,
    /// Who played it.
    pub(crate) seat: Seat,
    /// What was applied, in the engine's canonical form.
    pub(crate) play: &'a Play,
    /// The Camelot clock logged with it (each seat's time left after the move).
    pub(crate) left_ms: Option<&'a [u64]>,
    /// When it was played (correspondence games only), in unix milliseconds.
    pub(crate) at_ms: Option<u64>,
    /// Whether it passed the clock to another seat or began a new turn.
    pub(crate) handed_over: bool,
    /// The game after it.
    pub(crate) engine: &'a HostedGame,
}

/// A replayed game.
#[derive(Debug)]
pub(crate) struct Replayed {
    /// The stored setup.
    pub(crate) setup: GameSetup,
    /// The game after every entry that replayed.
    pub(crate) engine: HostedGame,
    /// Why the replay stopped before the end of the log, if it did: the entries from there on
    /// were not applied.
    pub(crate) stopped: Option<String>,
}

/// Rebuilds a stored game: its setup and seed, then each entry of its log checked and applied
/// in order, `each` called after every entry. The replay stops at the first entry that does not
/// parse, is refused, faults the engine, or that `each` refuses; [`Replayed::stopped`] says why.
///
/// # Errors
/// The setup does not parse or the engine cannot be built from it.
pub(crate) fn replay(
    game: &StoredGame,
    mut each: impl FnMut(Step<'_>) -> Result<(), String>,
) -> Result<Replayed, String> {
    let setup: GameSetup =
        serde_json::from_str(&game.setup).map_err(|e| format!("bad game setup: {e}"))?;
    let mut engine = guarded(|| HostedGame::new(&setup.config, &setup.characters, game.seed))
        .map_err(|e| e.to_string())??
        .with_names(&setup.players);
    let mut stopped = None;
    for (i, (seat, json)) in game.actions.iter().enumerate() {
        let seq = u32::try_from(i).unwrap_or(u32::MAX);
        let before = guarded(|| engine.clock_owner()).ok().flatten();
        let step = replay_one(&mut engine, seq, *seat, json).and_then(|(play, entry)| {
            let after = guarded(|| engine.clock_owner()).ok().flatten();
            each(Step {
                seq,
                seat: *seat,
                play: &play,
                left_ms: entry.left_ms.as_deref(),
                at_ms: entry.at_ms,
                handed_over: before != after,
                engine: &engine,
            })
        });
        if let Err(reason) = step {
            stopped = Some(reason);
            break;
        }
    }
    Ok(Replayed {
        setup,
        engine,
        stopped,
    })
}

/// What a log entry carries besides its play.
struct Logged {
    left_ms: Option<Vec<u64>>,
    at_ms: Option<u64>,
}

/// Checks and applies one log entry; gives back the play in its canonical form and what was
/// logged with it.
fn replay_one(
    engine: &mut HostedGame,
    seq: u32,
    seat: Seat,
    json: &str,
) -> Result<(Play, Logged), String> {
    let Entry {
        play,
        left_ms,
        at_ms,
    } = serde_json::from_str(json).map_err(|e| format!("bad logged action {seq}: {e}"))?;
    let refused = |message: String| format!("logged action {seq} refused: {message}");
    // Resignations, flag falls, abandonments and takeovers are engine changes like any other,
    // replayed in their place.
    let checked = guarded(|| match &play {
        Play::Act { action } => engine.check(seat, action),
        Play::Resign => engine.check_resign(seat),
        Play::Timeout => engine.check_timeout(seat),
        Play::Abandoned => engine.check_abandoned(seat),
        Play::Bot { level } => engine.check_takeover(seat, *level),
        Play::Offer { .. } | Play::Accept { .. } | Play::Decline { .. } | Play::Withdraw { .. } => {
            engine.check_offer(seat, play.clone())
        }
    })
    .map_err(|e| e.to_string())?
    .map_err(|r| refused(r.message))?;
    let play = guarded(|| engine.apply(checked))
        .map_err(|e| e.to_string())?
        .map_err(|r| refused(r.message))?;
    Ok((play, Logged { left_ms, at_ms }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::GameAction;

    /// The log's JSON is stored: every kind of entry reads and writes exactly as it always has.
    #[test]
    fn log_entries_keep_their_stored_form() {
        let moved = Play::Act {
            action: GameAction::Camelot {
                mv: "F4-F5".parse().unwrap(),
            },
        };
        let cases = [
            (
                entry(&moved, Some(&[299_000, 300_000]), None).unwrap(),
                r#"{"kind":"act","action":{"game":"camelot","move":"F4-F5"},"left_ms":[299000,300000]}"#,
            ),
            (
                entry(&moved, None, None).unwrap(),
                r#"{"kind":"act","action":{"game":"camelot","move":"F4-F5"}}"#,
            ),
            (
                entry(&moved, None, Some(1_764_000_000_123)).unwrap(),
                r#"{"kind":"act","action":{"game":"camelot","move":"F4-F5"},"at_ms":1764000000123}"#,
            ),
            (
                entry(&Play::Resign, None, None).unwrap(),
                r#"{"kind":"resign"}"#,
            ),
            (
                entry(&Play::Timeout, None, None).unwrap(),
                r#"{"kind":"timeout"}"#,
            ),
            (
                entry(&Play::Abandoned, None, None).unwrap(),
                r#"{"kind":"abandoned"}"#,
            ),
            (
                entry(
                    &Play::Bot {
                        level: BotLevel::Hard,
                    },
                    None,
                    None,
                )
                .unwrap(),
                r#"{"kind":"bot","level":"hard"}"#,
            ),
        ];
        for (written, stored) in cases {
            assert_eq!(written, stored);
            let read: Entry = serde_json::from_str(stored).unwrap();
            assert_eq!(
                entry(&read.play, read.left_ms.as_deref(), read.at_ms).unwrap(),
                stored
            );
        }
        let read: Entry = serde_json::from_str(
            r#"{"kind":"act","action":{"game":"camelot","move":"F4-F5"},"left_ms":[1,2]}"#,
        )
        .unwrap();
        assert_eq!((read.play, read.left_ms), (moved, Some(vec![1, 2])));
        assert!(serde_json::from_str::<Entry>(r#"{"kind":"castle"}"#).is_err());
    }
}
