//! Sides and pieces.

use std::fmt;
use std::ops::Not;

/// A side. White moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// Starts on ranks 6–7 and defends the castle F1–G1.
    White,
    /// Starts on ranks 10–11 and defends the castle F16–G16.
    Black,
}

impl Color {
    /// Index for per-side arrays: White 0, Black 1.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Color::White => 0,
            Color::Black => 1,
        }
    }

    /// The cell bit of this side in the mailbox.
    pub(crate) const fn bit(self) -> u8 {
        match self {
            Color::White => WHITE,
            Color::Black => BLACK,
        }
    }

    /// The rank of this side's own castle (0 = rank 1).
    pub(crate) const fn castle_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 15,
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// Knight or Man: only Knights may charge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// Plain moves, canters and jumps, but never both canter and jump in one move.
    Man,
    /// May combine canters and a jump chain in one move: the Knight's Charge.
    Knight,
}

/// A piece: a side and a role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Knight or Man.
    pub role: Role,
}

impl Piece {
    /// The notation letter: `N`/`M` for White, `n`/`m` for Black.
    #[must_use]
    pub const fn letter(self) -> char {
        match (self.color, self.role) {
            (Color::White, Role::Knight) => 'N',
            (Color::White, Role::Man) => 'M',
            (Color::Black, Role::Knight) => 'n',
            (Color::Black, Role::Man) => 'm',
        }
    }

    /// The piece a notation letter stands for.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Piece> {
        let (color, role) = match c {
            'N' => (Color::White, Role::Knight),
            'M' => (Color::White, Role::Man),
            'n' => (Color::Black, Role::Knight),
            'm' => (Color::Black, Role::Man),
            _ => return None,
        };
        Some(Piece { color, role })
    }

    pub(crate) const fn cell(self) -> u8 {
        self.color.bit()
            | match self.role {
                Role::Knight => KNIGHT,
                Role::Man => 0,
            }
    }

    pub(crate) const fn from_cell(cell: u8) -> Option<Piece> {
        let color = if cell & WHITE != 0 {
            Color::White
        } else if cell & BLACK != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if cell & KNIGHT != 0 {
            Role::Knight
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let role = match self.role {
            Role::Knight => "Knight",
            Role::Man => "Man",
        };
        write!(f, "{} {role}", self.color)
    }
}

/// Mailbox cell values: an empty square is 0, guard cells are `OFF`.
pub(crate) const EMPTY: u8 = 0;
pub(crate) const WHITE: u8 = 1;
pub(crate) const BLACK: u8 = 2;
pub(crate) const KNIGHT: u8 = 4;
pub(crate) const OFF: u8 = 8;
