//! Hosting classic Camelot: seat 0 plays White, seat 1 plays Black.

use super::Refusal;
use camelot::{Color, Game, Move, Outcome, Ruleset};
use protocol::{ErrorCode, GameResult, GameView, Seat};
use serde_json::{Value, json};

/// A Camelot game with what the views need beyond the engine: the last move and its captures.
#[derive(Debug)]
pub struct CamelotHost {
    game: Game,
    last_move: Option<String>,
    captured: Vec<String>,
    ply: u32,
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
    pub(crate) fn parse_ruleset(s: &str) -> Result<Ruleset, String> {
        s.parse::<Ruleset>()
            .map_err(|_| format!("unknown Camelot ruleset {s:?} (standard or wcf)"))
    }

    pub(crate) fn new(ruleset: Ruleset) -> Self {
        Self {
            game: Game::new(ruleset),
            last_move: None,
            captured: Vec::new(),
            ply: 0,
            resigned: None,
        }
    }

    fn parse(&self, seat: Seat, mv: &str) -> Result<Move, Refusal> {
        if self.game.outcome().is_some() || self.resigned.is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if seat != seat_of(self.game.turn()) {
            return Err(Refusal::new(ErrorCode::OutOfTurn, "it is not your turn"));
        }
        mv.parse::<Move>()
            .map_err(|_| Refusal::new(ErrorCode::IllegalAction, format!("cannot read move {mv:?}")))
    }

    /// Checks a move without changing anything; returns it in canonical WCF notation (squares
    /// uppercase, surrounding blanks dropped), the text the lobby logs, applies and relays in place
    /// of the client's.
    pub(crate) fn check(&self, seat: Seat, mv: &str) -> Result<String, Refusal> {
        let m = self.parse(seat, mv)?;
        if self.game.is_legal(&m) {
            Ok(m.to_string())
        } else {
            Err(Refusal::new(
                ErrorCode::IllegalAction,
                format!("{m} is not legal here"),
            ))
        }
    }

    pub(crate) fn apply(&mut self, seat: Seat, mv: &str) -> Result<(), Refusal> {
        let m = self.parse(seat, mv)?;
        let played = self
            .game
            .play(&m)
            .map_err(|e| Refusal::new(ErrorCode::IllegalAction, e.to_string()))?;
        self.last_move = Some(played.mv.to_string());
        self.captured = played.captured.iter().map(ToString::to_string).collect();
        self.ply += 1;
        Ok(())
    }

    /// What the last move did, for the public record: the move in canonical WCF notation as the
    /// engine applied it, the position after it, and the captured squares (nothing is hidden in
    /// Camelot).
    pub(crate) fn revealed(&self) -> Vec<Value> {
        // A resignation changes no position: its record step has no events.
        let (None, Some(mv)) = (self.resigned, &self.last_move) else {
            return Vec::new();
        };
        vec![json!({
            "move": mv,
            "position": self.game.position().to_string(),
            "captures": self.captured.len(),
            "captured": self.captured,
        })]
    }

    pub(crate) fn view(&self, viewer: Option<Seat>, live: bool) -> GameView {
        let turn = self.game.turn();
        let to_move = seat_of(turn);
        let legal_moves = if live
            && viewer == Some(to_move)
            && self.game.outcome().is_none()
            && self.resigned.is_none()
        {
            let mut moves: Vec<String> = self
                .game
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .collect();
            moves.sort();
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
            last_move: self.last_move.clone(),
            captured: self.captured.clone(),
            legal_moves,
            ply: self.ply,
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
