//! Positions: the unvalidated [`Setup`], the validated [`Position`], and their notation.

use std::fmt;
use std::str::FromStr;

use crate::movegen::{Effect, Generator, Mode};
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::{Color, EMPTY, OFF, Piece, Role};
use crate::square::{FILES, PAD_SIZE, PAD_W, RANKS, Square};
use crate::{Move, Ruleset};

/// Castle moves each player may make in the opponent's castle over a whole game (ruling D6).
pub const MAX_CASTLE_MOVES: u8 = 2;
/// Plies without a capture or a move onto an opponent's castle square that draw the game (D12).
pub const NO_PROGRESS_LIMIT: u32 = 100;
/// Knights each side has in the box.
pub const KNIGHTS_PER_SIDE: usize = 4;
/// Men each side has in the box.
pub const MEN_PER_SIDE: usize = 10;

/// The start position in the project's notation.
pub const START: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1";

/// Plain data describing a position, legal or not: what the notation says, nothing checked.
///
/// Turn it into a playable [`Position`] with [`Position::from_setup`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, indexed by `rank * 12 + file`; off-board entries must be `None`.
    pub board: [Option<Piece>; (FILES * RANKS) as usize],
    /// The side to move.
    pub turn: Color,
    /// Castle moves used so far, indexed by [`Color::index`].
    pub castle_moves: [u8; 2],
    /// Plies since the last capture or move onto an opponent's castle square.
    pub plies_since_progress: u32,
    /// Move number, starting at 1 and incremented after Black moves.
    pub move_number: u32,
}

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Setup({self})")
    }
}

impl Setup {
    /// The piece on `sq`.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[usize::from(sq.rank() * FILES + sq.file())]
    }

    /// Puts `piece` on `sq` (or empties it).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.board[usize::from(sq.rank() * FILES + sq.file())] = piece;
    }

    /// An empty board, White to move, all counters at their starting values.
    #[must_use]
    pub fn empty() -> Setup {
        Setup {
            board: [None; (FILES * RANKS) as usize],
            turn: Color::White,
            castle_moves: [0, 0],
            plies_since_progress: 0,
            move_number: 1,
        }
    }
}

/// Why a position could not be read or is not a legal Camelot position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// The text has the wrong number of space-separated fields.
    FieldCount {
        /// Fields found.
        found: usize,
    },
    /// The board field does not have 16 ranks.
    RankCount {
        /// Ranks found.
        found: usize,
    },
    /// A rank field covers the wrong number of squares.
    RankLength {
        /// Rank number, 1–16.
        rank: u8,
        /// Squares the field describes.
        found: usize,
        /// Squares that rank has.
        expected: u8,
    },
    /// A character that is neither a piece letter nor a digit.
    BadChar {
        /// Rank number, 1–16.
        rank: u8,
        /// The character.
        ch: char,
    },
    /// A count of empty squares outside 1–12.
    BadCount {
        /// Rank number, 1–16.
        rank: u8,
        /// The digits as written.
        text: String,
    },
    /// The side to move is not `w` or `b`.
    BadTurn(String),
    /// A numeric field is not a number in range.
    BadNumber {
        /// Which field.
        field: &'static str,
        /// The text as written.
        text: String,
    },
    /// A side has more pieces of a kind than the box holds.
    TooManyPieces {
        /// The side.
        color: Color,
        /// The kind.
        role: Role,
        /// How many the position has.
        count: usize,
        /// How many the box holds.
        max: usize,
    },
    /// A castle-move counter above 2.
    CastleMoves {
        /// The side.
        color: Color,
        /// The counter.
        used: u8,
    },
    /// The move number is 0.
    MoveNumberZero,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::FieldCount { found } => write!(
                f,
                "a position has 2 to 6 space-separated fields (board, side to move, White's and \
                 Black's castle moves, plies since progress, move number), found {found}"
            ),
            PositionError::RankCount { found } => {
                write!(
                    f,
                    "the board has {found} ranks separated by '/', expected 16"
                )
            }
            PositionError::RankLength {
                rank,
                found,
                expected,
            } => {
                write!(f, "rank {rank} has {found} squares, expected {expected}")
            }
            PositionError::BadChar { rank, ch } => write!(
                f,
                "rank {rank}: '{ch}' is neither a piece (N, M, n, m) nor a count of empty squares"
            ),
            PositionError::BadCount { rank, text } => {
                write!(
                    f,
                    "rank {rank}: '{text}' is not a count of empty squares (1–12)"
                )
            }
            PositionError::BadTurn(s) => write!(f, "side to move must be 'w' or 'b', found '{s}'"),
            PositionError::BadNumber { field, text } => {
                write!(f, "{field} must be a number, found '{text}'")
            }
            PositionError::TooManyPieces {
                color,
                role,
                count,
                max,
            } => {
                let role = match role {
                    Role::Knight => "Knights",
                    Role::Man => "Men",
                };
                write!(f, "{color} has {count} {role}, at most {max} are allowed")
            }
            PositionError::CastleMoves { color, used } => write!(
                f,
                "{color} has used {used} castle moves, at most {MAX_CASTLE_MOVES} are allowed"
            ),
            PositionError::MoveNumberZero => f.write_str("the move number starts at 1, found 0"),
        }
    }
}

impl std::error::Error for PositionError {}

impl FromStr for Setup {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Setup, PositionError> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        if !(2..=6).contains(&fields.len()) {
            return Err(PositionError::FieldCount {
                found: fields.len(),
            });
        }
        let mut setup = Setup::empty();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != usize::from(RANKS) {
            return Err(PositionError::RankCount { found: ranks.len() });
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = RANKS - 1 - i as u8;
            parse_rank(&mut setup, rank, text)?;
        }
        setup.turn = match fields[1] {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(PositionError::BadTurn(other.to_owned())),
        };
        let number = |idx: usize, field: &'static str| -> Result<Option<u32>, PositionError> {
            fields
                .get(idx)
                .map(|t| {
                    t.parse::<u32>().map_err(|_| PositionError::BadNumber {
                        field,
                        text: (*t).to_owned(),
                    })
                })
                .transpose()
        };
        let castle = |idx: usize, color: Color| -> Result<u8, PositionError> {
            let field = match color {
                Color::White => "White's castle moves",
                Color::Black => "Black's castle moves",
            };
            match number(idx, field)? {
                None => Ok(0),
                Some(n) => u8::try_from(n)
                    .ok()
                    .filter(|&n| n <= MAX_CASTLE_MOVES)
                    .ok_or(PositionError::CastleMoves {
                        color,
                        used: n.min(255) as u8,
                    }),
            }
        };
        setup.castle_moves = [castle(2, Color::White)?, castle(3, Color::Black)?];
        setup.plies_since_progress = number(4, "plies since progress")?.unwrap_or(0);
        setup.move_number = number(5, "move number")?.unwrap_or(1);
        Ok(setup)
    }
}

fn parse_rank(setup: &mut Setup, rank: u8, text: &str) -> Result<(), PositionError> {
    let human = rank + 1;
    let expected = Square::rank_len(rank);
    let mut cells: Vec<Option<Piece>> = Vec::with_capacity(usize::from(expected));
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let digits = &text[start..i];
            let n: usize = digits.parse().unwrap_or(0);
            if n == 0 || n > usize::from(FILES) || digits.starts_with('0') {
                return Err(PositionError::BadCount {
                    rank: human,
                    text: digits.to_owned(),
                });
            }
            cells.extend(std::iter::repeat_n(None, n));
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            let piece = Piece::from_letter(ch).ok_or(PositionError::BadChar { rank: human, ch })?;
            cells.push(Some(piece));
            i += ch.len_utf8();
        }
    }
    if cells.len() != usize::from(expected) {
        return Err(PositionError::RankLength {
            rank: human,
            found: cells.len(),
            expected,
        });
    }
    for (sq, cell) in Square::rank_squares(rank).zip(cells) {
        setup.set(sq, cell);
    }
    Ok(())
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for sq in Square::rank_squares(rank) {
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", p.letter())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let turn = match self.turn {
            Color::White => 'w',
            Color::Black => 'b',
        };
        write!(
            f,
            " {turn} {} {} {} {}",
            self.castle_moves[0], self.castle_moves[1], self.plies_since_progress, self.move_number
        )
    }
}

/// A legal Camelot position: the board, the side to move, the castle-move counters and the
/// no-progress counter. Build one with [`Position::from_setup`], [`Position::start`] or `parse`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) cells: [u8; PAD_SIZE],
    pub(crate) turn: Color,
    pub(crate) castle_moves: [u8; 2],
    pub(crate) plies: u32,
    pub(crate) move_number: u32,
    pub(crate) counts: [u8; 2],
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

/// Mailbox row of a padded index (0–1 and 18–19 are guard rows).
pub(crate) const fn row(p: usize) -> usize {
    p / PAD_W
}

/// Mailbox row of `color`'s own castle.
pub(crate) const fn castle_row(color: Color) -> usize {
    color.castle_rank() as usize + 2
}

impl Position {
    /// The WCF start position, White to move.
    #[must_use]
    pub fn start() -> Position {
        START
            .parse()
            .unwrap_or_else(|e| unreachable!("the start position is valid: {e}"))
    }

    /// Checks a setup and builds a position from it.
    ///
    /// # Errors
    /// A side with more Knights or Men than the box holds, a castle-move counter above 2, or a
    /// move number of 0.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut cells = [OFF; PAD_SIZE];
        let mut counts = [0u8; 2];
        let mut roles = [[0usize; 2]; 2];
        for sq in Square::all() {
            cells[sq.padded()] = EMPTY;
            if let Some(p) = setup.piece_at(sq) {
                cells[sq.padded()] = p.cell();
                counts[p.color.index()] += 1;
                roles[p.color.index()][usize::from(p.role == Role::Knight)] += 1;
            }
        }
        for color in [Color::White, Color::Black] {
            let [men, knights] = roles[color.index()];
            if knights > KNIGHTS_PER_SIDE {
                return Err(PositionError::TooManyPieces {
                    color,
                    role: Role::Knight,
                    count: knights,
                    max: KNIGHTS_PER_SIDE,
                });
            }
            if men > MEN_PER_SIDE {
                return Err(PositionError::TooManyPieces {
                    color,
                    role: Role::Man,
                    count: men,
                    max: MEN_PER_SIDE,
                });
            }
            let used = setup.castle_moves[color.index()];
            if used > MAX_CASTLE_MOVES {
                return Err(PositionError::CastleMoves { color, used });
            }
        }
        if setup.move_number == 0 {
            return Err(PositionError::MoveNumberZero);
        }
        Ok(Position {
            cells,
            turn: setup.turn,
            castle_moves: setup.castle_moves,
            plies: setup.plies_since_progress,
            move_number: setup.move_number,
            counts,
        })
    }

    /// The position as plain data.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty();
        for sq in Square::all() {
            setup.set(sq, self.piece_at(sq));
        }
        setup.turn = self.turn;
        setup.castle_moves = self.castle_moves;
        setup.plies_since_progress = self.plies;
        setup.move_number = self.move_number;
        setup
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_cell(self.cells[sq.padded()])
    }

    /// Castle moves `color` has used in the opponent's castle (0–2).
    #[must_use]
    pub fn castle_moves_used(&self, color: Color) -> u8 {
        self.castle_moves[color.index()]
    }

    /// Plies since the last capture or move onto an opponent's castle square.
    #[must_use]
    pub fn plies_since_progress(&self) -> u32 {
        self.plies
    }

    /// The move number: 1 at the start, incremented after Black moves.
    #[must_use]
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Pieces `color` has on the board.
    #[must_use]
    pub fn piece_count(&self, color: Color) -> usize {
        usize::from(self.counts[color.index()])
    }

    /// Every piece on the board with its square, rank 1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Every legal move, one canonical route per distinct outcome (ruling D15), in generation
    /// order. Empty when the game is over by the position alone.
    #[must_use]
    pub fn legal_moves(&self, ruleset: Ruleset) -> Vec<Move> {
        let mut out = Vec::new();
        Generator::new().run(self, ruleset, Mode::Routes, &mut out);
        out.into_iter().map(|g| g.into_move()).collect()
    }

    /// Number of legal moves (distinct outcomes): the fast path used by perft.
    #[must_use]
    pub fn count_legal_moves(&self, ruleset: Ruleset) -> usize {
        let mut out = Vec::new();
        Generator::new().run(self, ruleset, Mode::Count, &mut out)
    }

    /// The outcome decided by this position alone, repetition aside: a castle win, an
    /// elimination, bare pieces, 100 plies without progress, or no legal move for the side to
    /// move. `None` while the game goes on.
    #[must_use]
    pub fn outcome(&self, ruleset: Ruleset) -> Option<Outcome> {
        self.static_outcome().or_else(|| {
            if self.count_legal_moves(ruleset) > 0 {
                return None;
            }
            // Ruling D11: no legal move loses against two or more pieces, otherwise draws.
            let winner = !self.turn;
            Some(if self.piece_count(winner) >= 2 {
                Outcome::Win {
                    winner,
                    reason: WinReason::NoLegalMove,
                }
            } else {
                Outcome::Draw {
                    reason: DrawReason::NoLegalMove,
                }
            })
        })
    }

    /// The outcomes that need no move generation (D8, D9, D10, D12's no-progress rule).
    pub(crate) fn static_outcome(&self) -> Option<Outcome> {
        for color in [Color::White, Color::Black] {
            let row = castle_row(!color);
            let f = row * PAD_W + 7;
            if self.cells[f] & color.bit() != 0 && self.cells[f + 1] & color.bit() != 0 {
                return Some(Outcome::Win {
                    winner: color,
                    reason: WinReason::Castle,
                });
            }
        }
        let [white, black] = self.counts;
        if white <= 1 && black <= 1 {
            return Some(Outcome::Draw {
                reason: DrawReason::BarePieces,
            });
        }
        if white == 0 {
            return Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Elimination,
            });
        }
        if black == 0 {
            return Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::Elimination,
            });
        }
        if self.plies >= NO_PROGRESS_LIMIT {
            return Some(Outcome::Draw {
                reason: DrawReason::NoProgress,
            });
        }
        None
    }

    /// Plays a generated effect. The caller guarantees it is legal here.
    pub(crate) fn apply(&mut self, e: &Effect) {
        let us = self.turn;
        let them = !us;
        let from = usize::from(e.from);
        let to = usize::from(e.to);
        let piece = self.cells[from];
        self.cells[from] = EMPTY;
        for &c in e.captures() {
            self.cells[usize::from(c)] = EMPTY;
        }
        self.counts[them.index()] -= e.ncaps;
        self.cells[to] = piece;
        let opp_castle = castle_row(them);
        if row(from) == opp_castle {
            self.castle_moves[us.index()] += 1;
        }
        if e.ncaps > 0 || row(to) == opp_castle {
            self.plies = 0;
        } else {
            self.plies += 1;
        }
        if us == Color::Black {
            self.move_number += 1;
        }
        self.turn = them;
    }

    /// Leaf nodes `depth` plies deep, counting distinct outcomes at every node.
    #[must_use]
    pub fn perft(&self, ruleset: Ruleset, depth: u32) -> u64 {
        fn go(pos: &Position, ruleset: Ruleset, depth: u32, generator: &mut Generator) -> u64 {
            let mut moves = Vec::new();
            if depth <= 1 {
                let n = generator.run(pos, ruleset, Mode::Count, &mut moves);
                return if depth == 0 { 1 } else { n as u64 };
            }
            generator.run(pos, ruleset, Mode::Effects, &mut moves);
            moves
                .iter()
                .map(|g| {
                    let mut child = pos.clone();
                    child.apply(&g.effect);
                    go(&child, ruleset, depth - 1, generator)
                })
                .sum()
        }
        if depth == 0 {
            return 1;
        }
        go(self, ruleset, depth, &mut Generator::new())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::from_setup(&s.parse()?)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
