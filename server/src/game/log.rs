//! The action log's format, and the one replay of a stored game through its engine.
//!
//! Recovery ([`crate::lobby::Lobby::recover`]) and public game records ([`super::record`]) both
//! rebuild a game from `(setup, seed, log)` with [`replay`]; each entry is checked and applied
//! through [`HostedGame`] exactly as the live lobby played it.

use super::{HostedGame, Play, guarded};
use crate::store::StoredGame;
use protocol::{BotLevel, GameAction, GameConfig, Seat};
use serde::{Deserialize, Serialize};

/// An action as recorded in the log.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(crate) enum LoggedAction {
    Act {
        action: GameAction,
        /// Camelot with a clock: each seat's time left after the move (increment included), in
        /// milliseconds. Recovery restarts the clock from the last one.
        #[serde(default)]
        left_ms: Option<Vec<u64>>,
    },
    Resign,
    Timeout,
    Abandoned,
    Bot {
        level: BotLevel,
    },
}

/// The log entry of a play, borrowed: the same JSON as [`LoggedAction`], without a copy of the
/// action.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum LoggedRef<'a> {
    Act {
        action: &'a GameAction,
        #[serde(skip_serializing_if = "Option::is_none")]
        left_ms: Option<&'a [u64]>,
    },
    Resign,
    Timeout,
    Abandoned,
    Bot {
        level: BotLevel,
    },
}

/// The log entry of a checked play; `left_ms` is a Camelot clock after the move.
///
/// # Errors
/// The action does not serialise (never for our own wire types).
pub(crate) fn entry(play: &Play, left_ms: Option<&[u64]>) -> Result<String, serde_json::Error> {
    serde_json::to_string(&match play {
        Play::Act(action) => LoggedRef::Act { action, left_ms },
        Play::Resign => LoggedRef::Resign,
        Play::Timeout => LoggedRef::Timeout,
        Play::Abandoned => LoggedRef::Abandoned,
        Play::Bot(level) => LoggedRef::Bot { level: *level },
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
        .map_err(|e| e.to_string())??;
    let mut stopped = None;
    for (i, (seat, json)) in game.actions.iter().enumerate() {
        let seq = u32::try_from(i).unwrap_or(u32::MAX);
        let step = replay_one(&mut engine, seq, *seat, json).and_then(|(play, left_ms)| {
            each(Step {
                seq,
                seat: *seat,
                play: &play,
                left_ms: left_ms.as_deref(),
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

/// Checks and applies one log entry; gives back the play and the clock logged with it.
fn replay_one(
    engine: &mut HostedGame,
    seq: u32,
    seat: Seat,
    json: &str,
) -> Result<(Play, Option<Vec<u64>>), String> {
    let logged: LoggedAction =
        serde_json::from_str(json).map_err(|e| format!("bad logged action {seq}: {e}"))?;
    let refused = |message: String| format!("logged action {seq} refused: {message}");
    // Resignations, flag falls, abandonments and takeovers are engine changes like any other,
    // replayed in their place.
    let mut left = None;
    let checked = guarded(|| match logged {
        LoggedAction::Act { action, left_ms } => {
            left = left_ms;
            engine.check(seat, &action)
        }
        LoggedAction::Resign => engine.check_resign(seat),
        LoggedAction::Timeout => engine.check_timeout(seat),
        LoggedAction::Abandoned => engine.check_abandoned(seat),
        LoggedAction::Bot { level } => engine.check_takeover(seat, level),
    })
    .map_err(|e| e.to_string())?
    .map_err(|r| refused(r.message))?;
    let play = guarded(|| engine.apply(checked))
        .map_err(|e| e.to_string())?
        .map_err(|r| refused(r.message))?;
    Ok((play, left))
}
