//! The rules of Camelot, the 1930 game of Knights and Men, on the World Camelot Federation's
//! 160-square board.
//!
//! A pure crate: no I/O, no threads, no clocks. `serde` support is behind the `serde` feature; the
//! `schema` feature adds JSON Schema (`schemars`) and TypeScript (`ts-rs`) descriptions of the same
//! serialised forms.
//!
//! ```
//! use camelot::{Game, Move, Ruleset};
//!
//! let mut game = Game::new(Ruleset::Standard);
//! assert_eq!(game.legal_moves().len(), 100);
//! let m: Move = "E6-E5".parse().unwrap();
//! game.play(&m).unwrap();
//! assert!(game.outcome().is_none());
//! ```
//!
//! The board, the start position, the notation and the rulings D1–D15 are those of
//! `shared/design/camelot-rulings.md`; further rulings are in the project's `RULES.md`.
#![forbid(unsafe_code)]

mod game;
pub mod greedy;
mod movegen;
mod moves;
mod outcome;
mod piece;
mod position;
#[cfg(feature = "schema")]
mod schema;
pub mod search;
mod square;

pub use game::{CheckedMove, Game, PlayError, Played, Ruleset, RulesetError, TakeBackError};
pub use moves::{MAX_STEPS, Move, MoveError, Step, StepKind};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use piece::{Color, Piece, Role};
pub use position::{
    KNIGHTS_PER_SIDE, MAX_CASTLE_MOVES, MEN_PER_SIDE, NO_PROGRESS_LIMIT, Position, PositionError,
    START, Setup,
};
pub use square::{FILES, RANKS, Square, SquareError};
