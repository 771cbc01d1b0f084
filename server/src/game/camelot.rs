//! Hosting classic Camelot: seat 0 plays White, seat 1 plays Black.

use super::Refusal;
use camelot::{Color, Game, Move, Outcome, Ruleset};
use protocol::{ErrorCode, GameResult, GameView, RevealedEvent, Seat};

/// A Camelot game with what the views need beyond the engine: the moves played, in canonical
/// notation as logged, and the last one's captures.
#[derive(Debug)]
pub struct CamelotHost {
    game: Game,
    moves: Vec<Move>,
    captured: Vec<String>,
    /// The seat that resigned: in a game of two, that ends it.
    resigned: Option<Seat>,
}

fn seat_of(color: Color) -> Seat {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl CamelotHost {
    pub(crate) fn new(ruleset: Ruleset) -> Self {
        Self {
            game: Game::new(ruleset),
            moves: Vec::new(),
            captured: Vec::new(),
            resigned: None,
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), Refusal> {
        if self.game.outcome().is_some() || self.resigned.is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if seat != seat_of(self.game.turn()) {
            return Err(Refusal::new(ErrorCode::OutOfTurn, "it is not your turn"));
        }
        Ok(())
    }

    /// Checks a move without changing anything. The move arrived parsed (the wire type is the
    /// engine's `Move`), so what the lobby logs, applies and relays is the engine's canonical
    /// notation, never the client's text.
    pub(crate) fn check(&self, seat: Seat, m: &Move) -> Result<Move, Refusal> {
        self.check_turn(seat)?;
        if self.game.is_legal(m) {
            Ok(m.clone())
        } else {
            Err(Refusal::new(
                ErrorCode::IllegalAction,
                format!("{m} is not legal here"),
            ))
        }
    }

    pub(crate) fn apply(&mut self, seat: Seat, m: &Move) -> Result<(), Refusal> {
        self.check_turn(seat)?;
        let played = self
            .game
            .play(m)
            .map_err(|e| Refusal::new(ErrorCode::IllegalAction, e.to_string()))?;
        self.captured = played.captured.iter().map(ToString::to_string).collect();
        self.moves.push(played.mv);
        Ok(())
    }

    /// What the last move did, for the public record: the move in canonical WCF notation as the
    /// engine applied it, the position after it, and the captured squares (nothing is hidden in
    /// Camelot).
    pub(crate) fn revealed(&self) -> Vec<RevealedEvent> {
        // A resignation changes no position: its record step has no events.
        let (None, Some(mv)) = (self.resigned, self.moves.last()) else {
            return Vec::new();
        };
        vec![RevealedEvent::Move {
            mv: mv.clone(),
            position: self.game.position().to_string(),
            captures: u32::try_from(self.captured.len()).unwrap_or(u32::MAX),
            captured: self.captured.clone(),
        }]
    }

    pub(crate) fn view(&self, viewer: Option<Seat>, live: bool) -> GameView {
        let turn = self.game.turn();
        let to_move = seat_of(turn);
        let legal_moves = if live
            && viewer == Some(to_move)
            && self.game.outcome().is_none()
            && self.resigned.is_none()
        {
            let mut moves = self.game.legal_moves();
            moves.sort_by_cached_key(ToString::to_string);
            moves
        } else {
            Vec::new()
        };
        GameView::Camelot {
            position: self.game.position().to_string(),
            turn: match turn {
                Color::White => "white",
                Color::Black => "black",
            }
            .to_owned(),
            to_move,
            last_move: self.moves.last().cloned(),
            captured: self.captured.clone(),
            legal_moves,
            ply: u32::try_from(self.moves.len()).unwrap_or(u32::MAX),
            moves: self.moves.clone(),
        }
    }

    /// Whether `seat` may resign now: while the game runs.
    pub(crate) fn check_resign(&self, _seat: Seat) -> Result<(), Refusal> {
        if self.game.outcome().is_some() || self.resigned.is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        Ok(())
    }

    /// `seat` resigns: with two players, the other wins and the game is over.
    pub(crate) fn resign(&mut self, seat: Seat) -> Result<(), Refusal> {
        self.check_resign(seat)?;
        self.resigned = Some(seat);
        Ok(())
    }

    pub(crate) fn result(&self) -> Option<GameResult> {
        if let Some(loser) = self.resigned {
            return Some(GameResult {
                winners: vec![1 - loser.min(1)],
                reason: "resignation".to_owned(),
            });
        }
        self.game.outcome().map(|outcome| match outcome {
            Outcome::Win { winner, reason } => GameResult {
                winners: vec![seat_of(winner)],
                reason: reason.to_string(),
            },
            Outcome::Draw { reason } => GameResult {
                winners: Vec::new(),
                reason: reason.to_string(),
            },
        })
    }
}
