//! The games the server hosts, behind one enum so the lobby is written once.
//!
//! The lobby never touches an engine directly: it asks [`HostedGame`] to check an action (nothing
//! changes), records the action in the store, then applies it. Every call into an engine goes
//! through [`guarded`] so that an engine panic ends only its own lobby.

mod camelot;

use protocol::{ErrorCode, GameAction, GameConfig, GameResult, GameView, Seat};
use std::panic::{AssertUnwindSafe, catch_unwind};

pub use self::camelot::CamelotHost;

/// Why the game refused an action. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The wire error code.
    pub code: ErrorCode,
    /// A human-readable reason.
    pub message: String,
}

impl Refusal {
    pub(crate) fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }
}

/// An engine panicked; its lobby must end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("engine fault: {0}")]
pub struct EngineFault(pub String);

/// Runs engine code, turning a panic into an [`EngineFault`].
///
/// # Errors
/// The closure panicked.
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, EngineFault> {
    // The engine state touched by a panicking call is thrown away with its lobby, so observing
    // it half-updated is impossible.
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_owned());
        EngineFault(msg)
    })
}

/// A game in progress, one variant per hosted game.
#[derive(Debug)]
pub enum HostedGame {
    /// Classic Camelot.
    Camelot(CamelotHost),
}

impl HostedGame {
    /// Checks that the server can host this configuration.
    ///
    /// # Errors
    /// The game is not hosted yet or the configuration is invalid.
    pub fn validate(config: &GameConfig) -> Result<(), String> {
        match config {
            GameConfig::Camelot { ruleset } => CamelotHost::parse_ruleset(ruleset).map(|_| ()),
            GameConfig::SuperCamelot { .. } => {
                Err("super_camelot is not hosted by this server yet".to_owned())
            }
        }
    }

    /// A new game from its configuration and seed.
    ///
    /// # Errors
    /// The configuration is invalid (see [`HostedGame::validate`]).
    pub fn new(config: &GameConfig, _seed: u64) -> Result<Self, String> {
        match config {
            // Camelot has no randomness: the seed is recorded but unused.
            GameConfig::Camelot { ruleset } => Ok(Self::Camelot(CamelotHost::new(
                CamelotHost::parse_ruleset(ruleset)?,
            ))),
            GameConfig::SuperCamelot { .. } => Err(Self::validate(config).unwrap_err()),
        }
    }

    /// Checks an action by `seat` against the live game without changing anything.
    ///
    /// # Errors
    /// The action is out of turn, illegal, not understood, or for another game.
    pub fn check(&self, seat: Seat, action: &GameAction) -> Result<(), Refusal> {
        match (self, action) {
            (Self::Camelot(g), GameAction::Camelot { mv }) => g.check(seat, mv),
        }
    }

    /// Applies an action that [`HostedGame::check`] accepted.
    ///
    /// # Errors
    /// The engine refused an action it had just accepted (an engine inconsistency; the lobby
    /// treats it as a fault).
    pub fn apply(&mut self, seat: Seat, action: &GameAction) -> Result<(), Refusal> {
        match (self, action) {
            (Self::Camelot(g), GameAction::Camelot { mv }) => g.apply(seat, mv),
        }
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see. `live` is false once the game
    /// is over (by the rules or by resignation): then nobody gets legal actions.
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>, live: bool) -> GameView {
        match self {
            Self::Camelot(g) => g.view(viewer, live),
        }
    }

    /// The result once the rules end the game.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Self::Camelot(g) => g.result(),
        }
    }
}
