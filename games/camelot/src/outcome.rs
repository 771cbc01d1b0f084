//! How a game ends.

use std::fmt;

use crate::piece::Color;

/// The result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(tag = "result", rename_all = "lowercase"))]
#[cfg_attr(
    feature = "schema",
    schemars(rename = "CamelotOutcome"),
    ts(rename = "CamelotOutcome")
)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: DrawReason,
    },
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }
}

/// Why a side won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum WinReason {
    /// Both squares of the opponent's castle hold the winner's pieces (D8).
    Castle,
    /// The opponent's last piece was captured and the winner kept two or more (D9).
    Elimination,
    /// The opponent had no legal move while the winner had two or more pieces (D11).
    NoLegalMove,
}

/// Why the game was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum DrawReason {
    /// Both sides have at most one piece (D9, D10).
    BarePieces,
    /// The same position occurred for the third time (D12).
    Repetition,
    /// 100 plies passed without a capture or a move onto an opponent's castle square (D12).
    NoProgress,
    /// The side to move had no legal move and the opponent fewer than two pieces (D11).
    NoLegalMove,
}

impl fmt::Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::Castle => "castle",
            WinReason::Elimination => "elimination",
            WinReason::NoLegalMove => "no legal move",
        })
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::BarePieces => "bare pieces",
            DrawReason::Repetition => "threefold repetition",
            DrawReason::NoProgress => "100 plies without progress",
            DrawReason::NoLegalMove => "no legal move",
        })
    }
}

impl fmt::Display for Outcome {
    /// The status words of the rules tool: `white-wins (castle)`, `draw (threefold repetition)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner: Color::White,
                reason,
            } => write!(f, "white-wins ({reason})"),
            Outcome::Win {
                winner: Color::Black,
                reason,
            } => write!(f, "black-wins ({reason})"),
            Outcome::Draw { reason } => write!(f, "draw ({reason})"),
        }
    }
}
