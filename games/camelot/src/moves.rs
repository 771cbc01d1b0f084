//! Moves and their WCF notation.

use std::fmt;
use std::str::FromStr;

use crate::square::{Square, SquareError};

/// Longest route the notation accepts; no real move comes near it.
pub const MAX_STEPS: usize = 64;

/// What one step of a move does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// To an adjacent square; a plain move is exactly one such step.
    Plain,
    /// A leap over a friendly piece.
    Canter,
    /// A leap over an enemy piece, which is captured.
    Jump,
}

/// One landing of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// What the step does.
    pub kind: StepKind,
    /// Where the piece lands.
    pub to: Square,
}

/// A move as a route: the origin and each landing square.
///
/// Parsing checks only the notation and geometry (each step adjacent or a straight two-square
/// leap); whether the move is legal is a question for a position ([`crate::Game::play`]).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    steps: Vec<Step>,
}

impl Move {
    /// Builds a move from an origin and its steps.
    ///
    /// # Errors
    /// As for parsing: no steps, a step that is neither adjacent nor a straight two-square leap,
    /// a plain or jump step of the wrong shape, or more than [`MAX_STEPS`] steps.
    pub fn new(from: Square, steps: Vec<Step>) -> Result<Move, MoveError> {
        if steps.is_empty() {
            return Err(MoveError::NoSteps);
        }
        if steps.len() > MAX_STEPS {
            return Err(MoveError::TooLong { steps: steps.len() });
        }
        let mut at = from;
        for step in &steps {
            let shape = shape(at, step.to);
            let fits = match step.kind {
                StepKind::Plain => shape == Shape::Adjacent,
                StepKind::Canter | StepKind::Jump => shape == Shape::Leap,
            };
            if !fits {
                return Err(MoveError::BadStep {
                    from: at,
                    to: step.to,
                    kind: step.kind,
                });
            }
            at = step.to;
        }
        Ok(Move { from, steps })
    }

    /// Where the piece starts.
    #[must_use]
    pub fn from(&self) -> Square {
        self.from
    }

    /// Where the piece ends.
    #[must_use]
    pub fn to(&self) -> Square {
        self.steps.last().map_or(self.from, |s| s.to)
    }

    /// The landings, in order.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Whether any step jumps (captures).
    #[must_use]
    pub fn is_capture(&self) -> bool {
        self.steps.iter().any(|s| s.kind == StepKind::Jump)
    }
}

#[derive(PartialEq, Eq)]
enum Shape {
    Adjacent,
    Leap,
    Other,
}

fn shape(a: Square, b: Square) -> Shape {
    let df = (i16::from(a.file()) - i16::from(b.file())).abs();
    let dr = (i16::from(a.rank()) - i16::from(b.rank())).abs();
    match (df, dr) {
        (0, 0) => Shape::Other,
        (0..=1, 0..=1) => Shape::Adjacent,
        (0 | 2, 0 | 2) => Shape::Leap,
        _ => Shape::Other,
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        for step in &self.steps {
            let sep = if step.kind == StepKind::Jump {
                'x'
            } else {
                '-'
            };
            write!(f, "{sep}{}", step.to)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// Why a move could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Nothing but an origin (or nothing at all).
    NoSteps,
    /// A square name that is malformed or off the board, at a character offset.
    Square {
        /// Character offset of the square in the text.
        at: usize,
        /// What is wrong with it.
        error: SquareError,
    },
    /// Something other than `-` or `x` between squares.
    Separator {
        /// Character offset in the text.
        at: usize,
        /// What was found.
        found: char,
    },
    /// A step of the wrong shape.
    BadStep {
        /// Where the step starts.
        from: Square,
        /// Where it lands.
        to: Square,
        /// What kind it was written as.
        kind: StepKind,
    },
    /// More than [`MAX_STEPS`] steps.
    TooLong {
        /// Steps written.
        steps: usize,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSteps => f.write_str(
                "a move is an origin square followed by at least one step, like E6-E5 or H4xJ4",
            ),
            MoveError::Square { at, error } => write!(f, "at character {}: {error}", at + 1),
            MoveError::Separator { at, found } => write!(
                f,
                "at character {}: expected '-' or 'x' between squares, found '{found}'",
                at + 1
            ),
            MoveError::BadStep { from, to, kind } => match kind {
                StepKind::Jump => write!(
                    f,
                    "{from}x{to}: a jump leaps over one square to the square beyond, in a straight \
                     line"
                ),
                _ => write!(
                    f,
                    "{from}-{to}: a step goes to an adjacent square or leaps over one square in a \
                     straight line"
                ),
            },
            MoveError::TooLong { steps } => {
                write!(
                    f,
                    "the move has {steps} steps, at most {MAX_STEPS} are accepted"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

impl FromStr for Move {
    type Err = MoveError;

    /// Reads WCF notation, case-insensitively: `C8-D9`, `E6-C8-A8`, `H4xJ4xL6`.
    fn from_str(s: &str) -> Result<Move, MoveError> {
        let s = s.trim();
        let chars: Vec<(usize, char)> = s.char_indices().collect();
        let mut i = 0;
        let read_square = |i: &mut usize| -> Result<Square, MoveError> {
            let start = *i;
            let begin = chars.get(start).map_or(s.len(), |c| c.0);
            while *i < chars.len() && (*i == start || chars[*i].1.is_ascii_digit()) {
                *i += 1;
            }
            let end = chars.get(*i).map_or(s.len(), |c| c.0);
            s[begin..end]
                .parse()
                .map_err(|error| MoveError::Square { at: start, error })
        };
        if chars.is_empty() {
            return Err(MoveError::NoSteps);
        }
        let from = read_square(&mut i)?;
        let mut steps = Vec::new();
        let mut at = from;
        while i < chars.len() {
            let (_, sep) = chars[i];
            let jump = match sep {
                '-' => false,
                'x' | 'X' => true,
                found => return Err(MoveError::Separator { at: i, found }),
            };
            i += 1;
            if i >= chars.len() {
                return Err(MoveError::Square {
                    at: i,
                    error: SquareError::Malformed(String::new()),
                });
            }
            let to = read_square(&mut i)?;
            let kind = match (jump, shape(at, to)) {
                (true, _) => StepKind::Jump,
                (false, Shape::Adjacent) => StepKind::Plain,
                (false, _) => StepKind::Canter,
            };
            steps.push(Step { kind, to });
            at = to;
        }
        Move::new(from, steps)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(s: &str) -> String {
        s.parse::<Move>()
            .map(|m| m.to_string())
            .unwrap_or_else(|e| format!("error: {e}"))
    }

    #[test]
    fn notation_examples_round_trip() {
        for s in ["C8-D9", "E6-C8-A8", "H4xJ4xL6", "F6-F8-H8xH10xJ12"] {
            assert_eq!(round_trip(s), s);
        }
        assert_eq!(round_trip("h4xj4xl6"), "H4xJ4xL6");
    }

    #[test]
    fn notation_errors_say_where() {
        assert_eq!(round_trip("E6"), format!("error: {}", MoveError::NoSteps));
        assert!(round_trip("E6-E9").contains("E6-E9: a step goes to an adjacent square"));
        assert!(round_trip("E6xE7").contains("a jump leaps"));
        assert!(round_trip("E6+E7").contains("at character 3: expected '-' or 'x'"));
        assert!(round_trip("E6-A1").contains("A1 is not on the board"));
        assert!(round_trip("E6-").contains("at character 4"));
    }
}
