//! Typed errors: setup problems and rejected actions.

use crate::geometry::{Circle, Slot, Square};
use crate::types::{Character, EnemyKind, Object, Seat, Treasure};

/// What stands in a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Blocker {
    /// A corner Tree.
    Tree,
    /// An Object.
    Object(Object),
    /// An Enemy.
    Enemy(EnemyKind),
    /// Another Character.
    Character(Seat),
}

impl core::fmt::Display for Blocker {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::Tree => f.write_str("a Tree"),
            Self::Object(o) => write!(f, "{o}"),
            Self::Enemy(e) => write!(f, "{e}"),
            Self::Character(s) => write!(f, "the Character of {s}"),
        }
    }
}

/// Why a [`crate::Config`] or [`crate::Scenario`] cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum SetupError {
    /// Super Camelot is for 2–4 players.
    #[error("Super Camelot is for 2 to 4 players, not {0}")]
    PlayerCount(usize),
    /// Each Character may be chosen once.
    #[error("{0:?} was chosen twice")]
    DuplicateCharacter(Character),
    /// A scenario named a tile that does not exist or used it twice.
    #[error("unknown or repeated tile {0:?}")]
    BadTile(String),
    /// A scenario put something somewhere impossible.
    #[error("scenario error: {0}")]
    Scenario(String),
}

/// Why an action was rejected. A rejected action changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// No such seat.
    #[error("there is no {0}")]
    UnknownSeat(Seat),
    /// The seat has resigned: it may watch, not play.
    #[error("{0} has resigned")]
    Resigned(Seat),
    /// Someone else must act now.
    #[error("it is not {0}'s decision")]
    NotYourDecision(Seat),
    /// The action does not answer the current prompt.
    #[error("this action does not answer the current prompt ({expected})")]
    WrongPrompt {
        /// What the game is waiting for.
        expected: &'static str,
    },
    /// All 3 Actions are spent.
    #[error("no Actions left this turn")]
    NoActionsLeft,
    /// First-turn rule: the first Action is a Move off the starting circle.
    #[error("your first Action must be a Move off the starting circle")]
    FirstActionMustBeMove,
    /// A passed-out Character can only end the turn.
    #[error("your Character has passed out")]
    PassedOut,
    /// The starting circle is taken.
    #[error("the {0:?} starting circle is occupied")]
    CircleOccupied(Circle),
    /// Something blocks the square.
    #[error("square {square} is blocked by {blocker}")]
    Blocked {
        /// The square.
        square: Square,
        /// What is there.
        blocker: Blocker,
    },
    /// The target is not next to you.
    #[error("{0} is not reachable in one step from where you stand")]
    NotAdjacent(Square),
    /// Only Characters with all 3 Relics may re-enter the Starting Tile.
    #[error("you need all 3 Relics to enter the Starting Tile")]
    StartingTileClosed,
    /// Ruling G5: an unpopulated tile's layout will put a token there.
    #[error("square {0} will contain a token when its tile is populated")]
    WillContainToken(Square),
    /// Ruling G5: the square could not be left after populating.
    #[error("square {0} would be impossible to exit")]
    ImpossibleToExit(Square),
    /// Ruling G6: you must still enter the tile you explored.
    #[error("you must still move into the tile you explored ({0})")]
    MustEnterExploredTile(Slot),
    /// There is no step to take back: none was taken, one revealed something, or something else
    /// happened since (RULES.md SC26).
    #[error("there is no step to take back")]
    NothingToUndo,
    /// No Move can take a single step from here.
    #[error("there is nowhere to move")]
    NowhereToMove,
    /// Nothing to hit in that arc or block.
    #[error("there is no Enemy or Bush to attack there")]
    NothingToAttack,
    /// The bomb block must lie on your tile.
    #[error("the 3x3 block at {0} does not lie on your Map Tile")]
    BlockOffTile(Square),
    /// A key or bomb is missing.
    #[error("you have no {0}")]
    Missing(&'static str),
    /// A Small Treasure is needed.
    #[error("you have no face-up {0:?}")]
    NeedTreasure(Treasure),
    /// The Bow is used once per turn; Arthur rerolls once per turn.
    #[error("already used this turn")]
    AlreadyUsedThisTurn,
    /// There is no chest there, or it is open, or you stand in the wrong square.
    #[error("no chest at {0} can be opened from where you stand")]
    NoChest(Square),
    /// There is no such Special Item stack next to you, or you already hold one.
    #[error("no Special Item at {0} you may pick up")]
    NoSpecialItem(Square),
    /// Claiming the Grail needs a starting circle and 3 Relics.
    #[error("you must stand on a starting circle with all 3 Relics")]
    CannotClaimGrail,
    /// The Enemy cannot be targeted.
    #[error("no Enemy you may target at {0}")]
    NoTarget(Square),
    /// The choice is not among the options.
    #[error("that is not one of the options")]
    NotAnOption,
}

/// Why an action log cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The configuration is invalid.
    #[error("setup: {0}")]
    Setup(SetupError),
    /// An action of the log was rejected.
    #[error("action {index} of the log was rejected: {error}")]
    Action {
        /// Its position in the log.
        index: usize,
        /// Why.
        error: RuleError,
    },
}
