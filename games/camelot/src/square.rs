//! Squares and the shape of the board.

use std::fmt;
use std::str::FromStr;

/// Number of files (A–L).
pub const FILES: u8 = 12;
/// Number of ranks (1–16).
pub const RANKS: u8 = 16;

/// A square of the 160-square board, such as `F1` or `L13`.
///
/// Files run A–L from White's left, ranks 1–16 from White's side. Only squares that exist on the
/// board can be built, so every `Square` you hold is on the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

/// The files a rank covers, as `(first, last)` file indices (0 = A).
pub(crate) const fn rank_span(rank: u8) -> (u8, u8) {
    match rank {
        0 | 15 => (5, 6),
        1 | 14 => (2, 9),
        2 | 13 => (1, 10),
        _ => (0, 11),
    }
}

impl Square {
    /// The square at `file` (0 = A … 11 = L) and `rank` (0 = rank 1 … 15 = rank 16), if it exists
    /// on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file >= FILES || rank >= RANKS {
            return None;
        }
        let (lo, hi) = rank_span(rank);
        if file < lo || file > hi {
            return None;
        }
        Some(Square(rank * FILES + file))
    }

    /// File index, 0 = A.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank index, 0 = rank 1.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Every square of the board, rank 1 first, each rank from file A to L.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..RANKS).flat_map(|rank| {
            let (lo, hi) = rank_span(rank);
            (lo..=hi).map(move |file| Square(rank * FILES + file))
        })
    }

    /// The squares this rank covers, leftmost first.
    pub(crate) fn rank_squares(rank: u8) -> impl Iterator<Item = Square> {
        let (lo, hi) = rank_span(rank);
        (lo..=hi).map(move |file| Square(rank * FILES + file))
    }

    /// Number of squares on a rank.
    pub(crate) const fn rank_len(rank: u8) -> u8 {
        let (lo, hi) = rank_span(rank);
        hi - lo + 1
    }

    /// Index into the padded mailbox used by move generation.
    pub(crate) const fn padded(self) -> usize {
        (self.rank() as usize + 2) * PAD_W + self.file() as usize + 2
    }

    /// Inverse of [`Square::padded`]; `p` must be an on-board mailbox index.
    pub(crate) const fn from_padded(p: usize) -> Square {
        let rank = (p / PAD_W - 2) as u8;
        let file = (p % PAD_W - 2) as u8;
        Square(rank * FILES + file)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square name could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SquareError {
    /// Not a file letter followed by a rank number.
    Malformed(String),
    /// Well formed, but that square is one of the 32 cut from the 12×16 grid.
    OffBoard(String),
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareError::Malformed(s) => {
                write!(
                    f,
                    "'{s}' is not a square: expected a file A–L and a rank 1–16, like F1"
                )
            }
            SquareError::OffBoard(s) => write!(f, "{s} is not on the board"),
        }
    }
}

impl std::error::Error for SquareError {}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(s: &str) -> Result<Square, SquareError> {
        let malformed = || SquareError::Malformed(s.to_owned());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(malformed)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return Err(malformed());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let rank: u8 = digits.parse().map_err(|_| malformed())?;
        let file = letter as u8 - b'A';
        if file >= FILES || rank == 0 || rank > RANKS || digits.starts_with('0') {
            return Err(malformed());
        }
        Square::new(file, rank - 1).ok_or_else(|| SquareError::OffBoard(s.to_ascii_uppercase()))
    }
}

/// Width of the padded mailbox: two guard columns on each side of the 12 files.
pub(crate) const PAD_W: usize = 16;
/// Size of the padded mailbox: two guard rows above and below the 16 ranks.
pub(crate) const PAD_SIZE: usize = PAD_W * (RANKS as usize + 4);

/// Mailbox indices of the 160 squares, rank 1 first.
pub(crate) const PADDED_SQUARES: [u16; 160] = {
    let mut out = [0u16; 160];
    let mut i = 0;
    let mut rank = 0;
    while rank < RANKS {
        let (lo, hi) = rank_span(rank);
        let mut file = lo;
        while file <= hi {
            out[i] = ((rank as usize + 2) * PAD_W + file as usize + 2) as u16;
            i += 1;
            file += 1;
        }
        rank += 1;
    }
    out
};

/// The eight directions as mailbox offsets.
pub(crate) const DIRS: [isize; 8] = [
    PAD_W as isize,
    PAD_W as isize + 1,
    1,
    -(PAD_W as isize) + 1,
    -(PAD_W as isize),
    -(PAD_W as isize) - 1,
    -1,
    PAD_W as isize - 1,
];

#[cfg(feature = "serde")]
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_160_squares() {
        assert_eq!(Square::all().count(), 160);
    }

    #[test]
    fn castles_and_cut_corners() {
        assert!("F1".parse::<Square>().is_ok());
        assert!("g16".parse::<Square>().is_ok());
        assert_eq!(
            "E1".parse::<Square>(),
            Err(SquareError::OffBoard("E1".into()))
        );
        assert_eq!(
            "A3".parse::<Square>(),
            Err(SquareError::OffBoard("A3".into()))
        );
        assert!("B3".parse::<Square>().is_ok());
        assert!("M4".parse::<Square>().is_err());
        assert!("A17".parse::<Square>().is_err());
        assert!("A04".parse::<Square>().is_err());
    }

    #[test]
    fn padded_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::from_padded(sq.padded()), sq);
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
    }
}
