//! Squares, directions, tile slots and the starting circles (rulings G1–G4).

use core::fmt;

use crate::data::{FOREST_N, SLOTS_PER_SIDE, TILE_N};

/// A square of the forest: global `(row, col)`, row 0 north (ruling G3).
///
/// Displayed, parsed and serialised by name: its column letter (A to X, west to east), then its
/// row from 1 (north to south). `L10` is row index 9, column index 11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS), ts(type = "string"))]
pub struct Square {
    /// Row, growing southward.
    pub row: u8,
    /// Column, growing eastward.
    pub col: u8,
}

impl Square {
    /// A square from global coordinates, if it lies in the forest.
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Option<Self> {
        if (row as usize) < FOREST_N && (col as usize) < FOREST_N {
            Some(Self { row, col })
        } else {
            None
        }
    }

    /// The tile slot containing this square.
    #[must_use]
    pub const fn slot(self) -> Slot {
        Slot {
            row: self.row / TILE_N as u8,
            col: self.col / TILE_N as u8,
        }
    }

    /// Position inside its tile, `(row, col)`.
    #[must_use]
    pub const fn local(self) -> (usize, usize) {
        (self.row as usize % TILE_N, self.col as usize % TILE_N)
    }

    /// The neighbour in a direction, if inside the forest.
    #[must_use]
    pub fn step(self, dir: Direction) -> Option<Self> {
        let (dr, dc) = dir.delta();
        self.offset(dr, dc)
    }

    /// The square at an offset, if inside the forest.
    #[must_use]
    pub fn offset(self, dr: i32, dc: i32) -> Option<Self> {
        let r = i32::from(self.row) + dr;
        let c = i32::from(self.col) + dc;
        let n = FOREST_N as i32;
        if (0..n).contains(&r) && (0..n).contains(&c) {
            Some(Self {
                row: r as u8,
                col: c as u8,
            })
        } else {
            None
        }
    }

    /// Manhattan distance, the count used for movement and targeting (ruling §2.7).
    #[must_use]
    pub fn distance(self, other: Self) -> u32 {
        u32::from(self.row.abs_diff(other.row)) + u32::from(self.col.abs_diff(other.col))
    }

    /// Whether two squares share an edge.
    #[must_use]
    pub fn is_orthogonally_adjacent(self, other: Self) -> bool {
        self.distance(other) == 1
    }

    /// Index into a row-major forest array.
    #[must_use]
    pub(crate) const fn index(self) -> usize {
        self.row as usize * FOREST_N + self.col as usize
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.col), self.row + 1)
    }
}

/// Text that names no square of the forest.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} names no square of the forest (a column A to X and a row 1 to 24, such as L10)")]
pub struct NotASquare(pub String);

impl core::str::FromStr for Square {
    type Err = NotASquare;

    /// `L10` → row 9, column 11: an upper-case column letter, then the row from 1, without
    /// leading zeros (the one way [`Square`]'s `Display` writes it).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let fail = || NotASquare(text.to_owned());
        let (col, row) = text.split_at_checked(1).ok_or_else(fail)?;
        let col = match col.as_bytes() {
            [c @ b'A'..=b'Z'] => c - b'A',
            _ => return Err(fail()),
        };
        if row.starts_with('0') || !row.bytes().all(|b| b.is_ascii_digit()) {
            return Err(fail());
        }
        let row: u8 = row.parse().map_err(|_| fail())?;
        row.checked_sub(1)
            .and_then(|row| Self::new(row, col))
            .ok_or_else(fail)
    }
}

/// A Map Tile slot of the 4×4 forest grid (ruling G3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Slot {
    /// Tile row, 0..4.
    pub row: u8,
    /// Tile column, 0..4.
    pub col: u8,
}

impl Slot {
    /// All 16 slots in reading order.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..SLOTS_PER_SIDE as u8)
            .flat_map(|row| (0..SLOTS_PER_SIDE as u8).map(move |col| Self { row, col }))
    }

    /// The slot's squares in reading order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let r0 = self.row * TILE_N as u8;
        let c0 = self.col * TILE_N as u8;
        (0..TILE_N as u8).flat_map(move |r| {
            (0..TILE_N as u8).map(move |c| Square {
                row: r0 + r,
                col: c0 + c,
            })
        })
    }

    /// The global square at a local position.
    #[must_use]
    pub const fn square(self, local_row: usize, local_col: usize) -> Square {
        Square {
            row: self.row * TILE_N as u8 + local_row as u8,
            col: self.col * TILE_N as u8 + local_col as u8,
        }
    }

    /// Index into a 16-slot array.
    #[must_use]
    pub(crate) const fn index(self) -> usize {
        self.row as usize * SLOTS_PER_SIDE + self.col as usize
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tile slot ({}, {})", self.row, self.col)
    }
}

/// An orthogonal direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Direction {
    /// Row − 1.
    North,
    /// Column + 1.
    East,
    /// Row + 1.
    South,
    /// Column − 1.
    West,
}

impl Direction {
    /// All four, clockwise from North.
    pub const ALL: [Self; 4] = [Self::North, Self::East, Self::South, Self::West];

    /// `(row delta, column delta)`.
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Self::North => (-1, 0),
            Self::East => (0, 1),
            Self::South => (1, 0),
            Self::West => (0, -1),
        }
    }
}

/// One of the 8 facings of a Carnivorous Plant, clockwise from North (ruling §2.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Facing {
    /// North.
    N,
    /// North-east.
    NE,
    /// East.
    E,
    /// South-east.
    SE,
    /// South.
    S,
    /// South-west.
    SW,
    /// West.
    W,
    /// North-west.
    NW,
}

impl Facing {
    /// Clockwise order.
    pub const CLOCKWISE: [Self; 8] = [
        Self::N,
        Self::NE,
        Self::E,
        Self::SE,
        Self::S,
        Self::SW,
        Self::W,
        Self::NW,
    ];

    /// `(row delta, column delta)` of one step.
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Self::N => (-1, 0),
            Self::NE => (-1, 1),
            Self::E => (0, 1),
            Self::SE => (1, 1),
            Self::S => (1, 0),
            Self::SW => (1, -1),
            Self::W => (0, -1),
            Self::NW => (-1, -1),
        }
    }

    /// Position in [`Facing::CLOCKWISE`].
    #[must_use]
    pub fn ordinal(self) -> usize {
        Self::CLOCKWISE.iter().position(|f| *f == self).unwrap_or(0)
    }
}

/// The diagonal at the centre of a sword arc (rulebook: 1 horizontal, 1 vertical and the diagonal between).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Arc {
    /// North, north-east, east.
    NorthEast,
    /// East, south-east, south.
    SouthEast,
    /// South, south-west, west.
    SouthWest,
    /// West, north-west, north.
    NorthWest,
}

impl Arc {
    /// All four arcs.
    pub const ALL: [Self; 4] = [
        Self::NorthEast,
        Self::SouthEast,
        Self::SouthWest,
        Self::NorthWest,
    ];

    /// Offsets of the arc's squares; with `greatsword`, the 5 contiguous squares of the surrounding ring
    /// centred on this diagonal (ruling §2.7, Greatsword).
    #[must_use]
    pub fn offsets(self, greatsword: bool) -> Vec<(i32, i32)> {
        let centre: i32 = match self {
            Self::NorthEast => 1,
            Self::SouthEast => 3,
            Self::SouthWest => 5,
            Self::NorthWest => 7,
        };
        let reach: i32 = if greatsword { 2 } else { 1 };
        (-reach..=reach)
            .map(|k| Facing::CLOCKWISE[(centre + k).rem_euclid(8) as usize].delta())
            .collect()
    }
}

/// A starting circle on the Starting Tile (ruling G4). It is a node, not a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Circle {
    /// Between the two northern initial tiles.
    North,
    /// East.
    East,
    /// South.
    South,
    /// West.
    West,
}

impl Circle {
    /// All four circles.
    pub const ALL: [Self; 4] = [Self::North, Self::East, Self::South, Self::West];

    /// The 4 squares adjacent to this circle (data).
    #[must_use]
    pub fn adjacent_squares(self) -> [Square; 4] {
        crate::data::circle_squares(self).map(|(row, col)| Square { row, col })
    }
}

/// Where a Character stands.
///
/// Serialised as the circle's name (`"North"`) or the square's (`"L10"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS), ts(type = "Circle | Square"))]
pub enum Place {
    /// On a starting circle: on no Map Tile (ruling G4).
    Circle(Circle),
    /// On a square of the forest.
    Square(Square),
}

impl Place {
    /// The square, if on one.
    #[must_use]
    pub const fn square(self) -> Option<Square> {
        match self {
            Self::Square(s) => Some(s),
            Self::Circle(_) => None,
        }
    }
}
