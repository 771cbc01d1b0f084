//! A game in progress: the position, its history, and the rules of a move's route.

use std::fmt;
use std::str::FromStr;

use crate::movegen::{Board, Effect, Generator, MAX_CAPTURES, Mode};
use crate::moves::{Move, StepKind};
use crate::outcome::{DrawReason, Outcome};
use crate::piece::{Color, EMPTY, KNIGHT, Piece};
use crate::position::{MAX_CASTLE_MOVES, Position, castle_row, row};
use crate::square::{PAD_W, Square};

/// Which form of the Knight's Charge is allowed (ruling D1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Ruleset {
    /// The rulebook: canters then jumps, or jumps then canters.
    #[default]
    Standard,
    /// The World Camelot Federation: canters then jumps only.
    Wcf,
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Ruleset::Standard => "standard",
            Ruleset::Wcf => "wcf",
        })
    }
}

/// An unknown ruleset name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesetError(pub String);

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown ruleset '{}': expected 'standard' or 'wcf'",
            self.0
        )
    }
}

impl std::error::Error for RulesetError {}

impl FromStr for Ruleset {
    type Err = RulesetError;

    fn from_str(s: &str) -> Result<Ruleset, RulesetError> {
        match s.to_ascii_lowercase().as_str() {
            "standard" => Ok(Ruleset::Standard),
            "wcf" => Ok(Ruleset::Wcf),
            _ => Err(RulesetError(s.to_owned())),
        }
    }
}

/// Why a move was refused. The game is untouched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended.
    GameOver(Outcome),
    /// No piece stands on the origin.
    NoPiece(Square),
    /// The piece on the origin belongs to the side not to move.
    NotYourPiece {
        /// The origin.
        square: Square,
        /// The side to move.
        turn: Color,
    },
    /// A step lands on an occupied square.
    Occupied(Square),
    /// A plain step combined with other steps.
    PlainNotAlone,
    /// A plain move or canter into one's own castle (D5).
    OwnCastle {
        /// The castle square.
        square: Square,
        /// Whose castle it is.
        color: Color,
    },
    /// A piece in the opponent's castle tried to leave it (D6).
    CannotLeaveCastle(Square),
    /// A third castle move (D6).
    CastleMovesUsed(Color),
    /// Steps after entering the opponent's castle (D6).
    CastleEntryEndsMove(Square),
    /// A canter with no friendly piece to leap over.
    CanterOverNothing {
        /// Where the step starts.
        from: Square,
        /// The square leapt over.
        over: Square,
    },
    /// A `-` step over an enemy piece.
    CanterOverEnemy {
        /// Where the step starts.
        from: Square,
        /// The enemy's square.
        over: Square,
    },
    /// An `x` step with no enemy piece to capture.
    JumpOverNothing {
        /// Where the step starts.
        from: Square,
        /// The square leapt over.
        over: Square,
    },
    /// A Man combining canters and jumps.
    ManCannotCharge(Square),
    /// Jumps then canters under the `wcf` ruleset (D1).
    WcfChargeOrder,
    /// More than one switch between cantering and jumping (D1).
    TwoSwitches,
    /// A jump chain stopped while a jump was still available (D4).
    MustContinueJumping {
        /// Where the chain stopped.
        at: Square,
    },
    /// A Knight's canter landed where it could jump, and the move captured nothing after (D3).
    KnightMustCapture(Square),
    /// A canter back to its starting square that captured nothing (D14).
    ReturnsToStart(Square),
    /// A non-capturing move while a capture is compulsory (D2).
    CaptureCompulsory {
        /// A capturing move that is available.
        available: Move,
    },
    /// A piece in its own castle must leave first (D5).
    MustLeaveCastle(Square),
    /// Any other illegal move.
    Illegal(Move),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over: {o}"),
            PlayError::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            PlayError::NotYourPiece { square, turn } => {
                write!(
                    f,
                    "the piece on {square} is {}'s, and {turn} is to move",
                    !*turn
                )
            }
            PlayError::Occupied(sq) => write!(f, "{sq} is occupied"),
            PlayError::PlainNotAlone => {
                f.write_str("a plain move is a single step: it cannot be combined with leaps")
            }
            PlayError::OwnCastle { square, color } => write!(
                f,
                "a plain move or canter may not enter {color}'s own castle ({square}); only a \
                 capture may"
            ),
            PlayError::CannotLeaveCastle(sq) => {
                write!(
                    f,
                    "the piece on {sq} has entered the opponent's castle and may never leave it"
                )
            }
            PlayError::CastleMovesUsed(c) => {
                write!(
                    f,
                    "{c} has used both castle moves ({MAX_CASTLE_MOVES} per game)"
                )
            }
            PlayError::CastleEntryEndsMove(sq) => {
                write!(f, "entering the opponent's castle at {sq} ends the move")
            }
            PlayError::CanterOverNothing { from, over } => {
                write!(
                    f,
                    "there is no piece on {over} for the piece on {from} to leap over"
                )
            }
            PlayError::CanterOverEnemy { from, over } => write!(
                f,
                "{over} holds an enemy piece: leaping over it from {from} is a jump, written with \
                 'x'"
            ),
            PlayError::JumpOverNothing { from, over } => {
                write!(
                    f,
                    "there is no enemy piece on {over} for the piece on {from} to jump"
                )
            }
            PlayError::ManCannotCharge(sq) => write!(
                f,
                "the piece on {sq} is a Man: only a Knight may canter and jump in the same move"
            ),
            PlayError::WcfChargeOrder => f.write_str(
                "under the wcf ruleset a Knight's Charge is canters then jumps, never jumps then \
                 canters",
            ),
            PlayError::TwoSwitches => {
                f.write_str("a move switches between cantering and jumping at most once")
            }
            PlayError::MustContinueJumping { at } => {
                write!(
                    f,
                    "the jump chain must continue from {at}: another jump is available there"
                )
            }
            PlayError::KnightMustCapture(sq) => write!(
                f,
                "a Knight that canters onto {sq}, from where it could jump, must capture in the \
                 same move"
            ),
            PlayError::ReturnsToStart(sq) => {
                write!(f, "a canter may not end on its starting square {sq}")
            }
            PlayError::CaptureCompulsory { available } => {
                write!(f, "capture is compulsory: {available} is available")
            }
            PlayError::MustLeaveCastle(sq) => {
                write!(
                    f,
                    "the piece on {sq} is in its own castle and must leave it this turn"
                )
            }
            PlayError::Illegal(m) => write!(f, "{m} is not a legal move here"),
        }
    }
}

impl std::error::Error for PlayError {}

/// A move [`Game::check_move`] found legal, with what the check found: the position it was
/// checked in and what it does there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedMove {
    position: Position,
    effect: Effect,
    mv: Move,
}

impl CheckedMove {
    /// The move, as it was checked.
    #[must_use]
    pub fn mv(&self) -> &Move {
        &self.mv
    }
}

/// What a legal move did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The move, with the route that was given.
    pub mv: Move,
    /// Squares of the captured pieces, sorted.
    pub captured: Vec<Square>,
}

/// A game: the ruleset, the current position, and what repetition needs of the past.
#[derive(Debug, Clone)]
pub struct Game {
    ruleset: Ruleset,
    /// Where the game began: a takeback replays what is kept from here.
    start: Position,
    position: Position,
    /// Positions since the last capture or castle entry, the current one last (D12).
    pub(crate) history: Vec<Position>,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Ruleset::Standard)
    }
}

impl Game {
    /// A new game from the start position.
    #[must_use]
    pub fn new(ruleset: Ruleset) -> Game {
        Game::from_position(ruleset, Position::start())
    }

    /// A game from any position (its repetition history starts here).
    #[must_use]
    pub fn from_position(ruleset: Ruleset, position: Position) -> Game {
        let outcome = position.outcome(ruleset);
        Game {
            ruleset,
            start: position.clone(),
            history: vec![position.clone()],
            position,
            moves: Vec::new(),
            outcome,
        }
    }

    /// The ruleset.
    #[must_use]
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// Moves played in this game, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Every legal move, one canonical route per outcome; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.position.legal_moves(self.ruleset)
    }

    /// Whether `m` (any legal route) may be played now.
    #[must_use]
    pub fn is_legal(&self, m: &Move) -> bool {
        self.check(m).is_ok()
    }

    /// Checks `m` without touching anything, like [`Game::is_legal`], and keeps what the check
    /// found, so that [`Game::play_checked`] plays it without checking it again.
    ///
    /// # Errors
    /// Why the move is not legal here.
    pub fn check_move(&self, m: &Move) -> Result<CheckedMove, PlayError> {
        let effect = self.check(m)?;
        Ok(CheckedMove {
            position: self.position.clone(),
            effect,
            mv: m.clone(),
        })
    }

    /// Plays a move [`Game::check_move`] found legal. In the position it was checked in (the
    /// position alone decides which moves are legal) it is played without a second check;
    /// anywhere else it is checked as [`Game::play`] checks it.
    ///
    /// # Errors
    /// The game is not where the move was checked, and the move is not legal here; the game is
    /// then exactly as before.
    pub fn play_checked(&mut self, checked: CheckedMove) -> Result<Played, PlayError> {
        if self.outcome.is_none() && checked.position == self.position {
            Ok(self.play_effect(&checked.mv, &checked.effect))
        } else {
            self.play(&checked.mv)
        }
    }

    /// Plays `m`.
    ///
    /// # Errors
    /// Why the move is not legal here; the game is then exactly as before.
    pub fn play(&mut self, m: &Move) -> Result<Played, PlayError> {
        let effect = self.check(m)?;
        Ok(self.play_effect(m, &effect))
    }

    /// Plays `m`, whose effect in this position the check found.
    fn play_effect(&mut self, m: &Move, effect: &Effect) -> Played {
        let irreversible =
            effect.ncaps > 0 || row(usize::from(effect.to)) == castle_row(!self.position.turn);
        self.position.apply(effect);
        if irreversible {
            self.history.clear();
        }
        let repeats = self
            .history
            .iter()
            .filter(|p| same_for_repetition(p, &self.position))
            .count();
        self.history.push(self.position.clone());
        self.moves.push(m.clone());
        self.outcome = if repeats >= 2 {
            Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            })
        } else {
            self.position.outcome(self.ruleset)
        };
        Played {
            mv: m.clone(),
            captured: effect
                .captures()
                .iter()
                .map(|&c| Square::from_padded(usize::from(c)))
                .collect(),
        }
    }

    /// Takes back the last `plies` moves, as both players agreed to (RULES.md C15): the game is
    /// exactly as it was before them, its castle-move counters, 100-ply count, repetition history
    /// and outcome included. Returns the last move still played, with what it captured (`None`
    /// when no move is left).
    ///
    /// # Errors
    /// Fewer than `plies` moves have been played; the game is then untouched.
    pub fn take_back(&mut self, plies: usize) -> Result<Option<Played>, TakeBackError> {
        let played = self.moves.len();
        let Some(keep) = played.checked_sub(plies) else {
            return Err(TakeBackError { plies, played });
        };
        // Replayed from the start: the history repetition needs is rebuilt exactly as it grew,
        // and every move kept was legal where it was played.
        let mut game = Game::from_position(self.ruleset, self.start.clone());
        let mut last = None;
        for m in &self.moves[..keep] {
            match game.play(m) {
                Ok(p) => last = Some(p),
                Err(e) => unreachable!("a move this game accepted no longer plays: {e}"),
            }
        }
        *self = game;
        Ok(last)
    }

    /// Checks `m` without touching anything: first the route's own rules, then whether its
    /// outcome is among the legal ones.
    fn check(&self, m: &Move) -> Result<Effect, PlayError> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        let effect = check_route(&self.position, self.ruleset, m)?;
        let mut legal = Vec::new();
        Generator::new().run(&self.position, self.ruleset, Mode::Effects, &mut legal);
        if legal.iter().any(|g| {
            g.effect.from == effect.from
                && g.effect.to == effect.to
                && g.effect.captures() == effect.captures()
        }) {
            return Ok(effect);
        }
        // Explain the refusal.
        let us = self.position.turn;
        if let Some(first) = legal.first() {
            let from = usize::from(first.effect.from);
            if row(from) == castle_row(us) && usize::from(effect.from) != from
                || row(usize::from(effect.from)) == castle_row(us)
                    && legal
                        .iter()
                        .all(|g| usize::from(g.effect.from) != usize::from(effect.from))
                    && legal
                        .iter()
                        .all(|g| row(usize::from(g.effect.from)) == castle_row(us))
            {
                return Err(PlayError::MustLeaveCastle(Square::from_padded(from)));
            }
        }
        if effect.ncaps == 0 && legal.iter().all(|g| g.effect.ncaps > 0) && !legal.is_empty() {
            let mut captures: Vec<Move> = self
                .position
                .legal_moves(self.ruleset)
                .into_iter()
                .filter(Move::is_capture)
                .collect();
            captures.sort_by_key(ToString::to_string);
            if let Some(available) = captures.into_iter().next() {
                return Err(PlayError::CaptureCompulsory { available });
            }
        }
        Err(PlayError::Illegal(m.clone()))
    }
}

/// A takeback of more moves than were played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeBackError {
    /// The moves asked to be taken back.
    pub plies: usize,
    /// The moves played.
    pub played: usize,
}

impl fmt::Display for TakeBackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot take back {} moves: {} played",
            self.plies, self.played
        )
    }
}

impl std::error::Error for TakeBackError {}

/// Same board, side to move and castle-move counters (D12).
fn same_for_repetition(a: &Position, b: &Position) -> bool {
    a.turn == b.turn && a.castle_moves == b.castle_moves && a.cells == b.cells
}

/// Follows a route step by step and checks every rule a route must keep on its own; returns its
/// effect (origin, destination, captured set).
fn check_route(pos: &Position, ruleset: Ruleset, m: &Move) -> Result<Effect, PlayError> {
    let us = pos.turn;
    let origin = m.from().padded();
    let cell = pos.cells[origin];
    let Some(piece) = Piece::from_cell(cell) else {
        return Err(PlayError::NoPiece(m.from()));
    };
    if piece.color != us {
        return Err(PlayError::NotYourPiece {
            square: m.from(),
            turn: us,
        });
    }
    let knight = cell & KNIGHT != 0;
    let mut board = Board::new(pos);
    board.cells[origin] = EMPTY;
    let own_row = castle_row(us);
    let opp_row = castle_row(!us);
    let mut caps = [0u16; MAX_CAPTURES];
    let mut ncaps = 0usize;
    let mut at = origin;
    let mut cantered_before_jump = false;
    let mut jumped = false;
    let mut cantered_after_jump = false;
    let mut must_capture_from: Option<usize> = None;
    let steps = m.steps();
    for (i, step) in steps.iter().enumerate() {
        let to = step.to.padded();
        let sq = |p: usize| Square::from_padded(p);
        if i > 0 && row(at) == opp_row {
            return Err(PlayError::CastleEntryEndsMove(sq(at)));
        }
        if row(origin) == opp_row {
            // Ruling D6: the only move out of nothing is the castle move F<->G.
            if step.kind != StepKind::Plain || row(to) != opp_row {
                return Err(PlayError::CannotLeaveCastle(m.from()));
            }
            if pos.castle_moves[us.index()] >= MAX_CASTLE_MOVES {
                return Err(PlayError::CastleMovesUsed(us));
            }
        }
        if board.cells[to] != EMPTY {
            return Err(PlayError::Occupied(step.to));
        }
        let over = (at + to) / 2;
        match step.kind {
            StepKind::Plain => {
                if steps.len() != 1 {
                    return Err(PlayError::PlainNotAlone);
                }
                if row(to) == own_row {
                    return Err(PlayError::OwnCastle {
                        square: step.to,
                        color: us,
                    });
                }
            }
            StepKind::Canter => {
                if board.cells[over] & board.them != 0 {
                    return Err(PlayError::CanterOverEnemy {
                        from: sq(at),
                        over: sq(over),
                    });
                }
                if board.cells[over] & board.us == 0 {
                    return Err(PlayError::CanterOverNothing {
                        from: sq(at),
                        over: sq(over),
                    });
                }
                if row(to) == own_row {
                    return Err(PlayError::OwnCastle {
                        square: step.to,
                        color: us,
                    });
                }
                if jumped {
                    if !knight {
                        return Err(PlayError::ManCannotCharge(m.from()));
                    }
                    if cantered_before_jump {
                        return Err(PlayError::TwoSwitches);
                    }
                    if ruleset == Ruleset::Wcf {
                        return Err(PlayError::WcfChargeOrder);
                    }
                    if !cantered_after_jump && board.can_jump_from(at) {
                        return Err(PlayError::MustContinueJumping { at: sq(at) });
                    }
                    cantered_after_jump = true;
                    if board.can_jump_from(to) {
                        // D1(b) and D3: the canters after a chain capture nothing more.
                        return Err(PlayError::KnightMustCapture(step.to));
                    }
                } else {
                    cantered_before_jump = true;
                    if knight && must_capture_from.is_none() && board.can_jump_from(to) {
                        must_capture_from = Some(to);
                    }
                }
            }
            StepKind::Jump => {
                if board.cells[over] & board.them == 0 {
                    return Err(PlayError::JumpOverNothing {
                        from: sq(at),
                        over: sq(over),
                    });
                }
                if cantered_after_jump {
                    return Err(PlayError::TwoSwitches);
                }
                if cantered_before_jump && !knight {
                    return Err(PlayError::ManCannotCharge(m.from()));
                }
                board.cells[over] = EMPTY;
                caps[ncaps] = over as u16;
                ncaps += 1;
                jumped = true;
                must_capture_from = None;
            }
        }
        at = to;
    }
    if jumped && !cantered_after_jump && board.can_jump_from(at) {
        return Err(PlayError::MustContinueJumping {
            at: Square::from_padded(at),
        });
    }
    if let Some(p) = must_capture_from {
        return Err(PlayError::KnightMustCapture(Square::from_padded(p)));
    }
    if at == origin && !jumped {
        return Err(PlayError::ReturnsToStart(m.from()));
    }
    caps[..ncaps].sort_unstable();
    debug_assert!(at % PAD_W >= 2);
    Ok(Effect {
        from: origin as u16,
        to: at as u16,
        ncaps: ncaps as u8,
        caps,
    })
}
