//! Hosting classic Camelot: seat 0 plays White, seat 1 plays Black.

use super::host::{Host, wrong_game};
use super::{BotJob, Play, Refusal};
use camelot::{Color, Game, Move, Outcome, Ruleset};
use protocol::update::{seat_of, side_name};
use protocol::{BotLevel, ErrorCode, GameAction, GameResult, GameView, RevealedEvent, Seat};

/// A Camelot game with what the views need beyond the engine: the moves played, in canonical
/// notation as logged, and the last one's captures.
#[derive(Debug)]
pub struct CamelotHost {
    game: Game,
    moves: Vec<Move>,
    captured: Vec<String>,
    /// The seat that lost off the board (resigned, ran out of time, abandoned the game) and
    /// how: in a game of two, that ends it.
    lost: Option<(Seat, Loss)>,
}

/// How a seat lost off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Loss {
    Resigned,
    Time,
    Abandoned,
}

impl CamelotHost {
    pub(crate) fn new(ruleset: Ruleset) -> Self {
        Self {
            game: Game::new(ruleset),
            moves: Vec::new(),
            captured: Vec::new(),
            lost: None,
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), Refusal> {
        if self.game.outcome().is_some() || self.lost.is_some() {
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
    fn check_move(&self, seat: Seat, m: &Move) -> Result<Move, Refusal> {
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

    fn apply_move(&mut self, seat: Seat, m: &Move) -> Result<(), Refusal> {
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
    fn revealed(&self) -> Vec<RevealedEvent> {
        // A resignation (flag fall, abandonment) changes no position: its record step has no
        // events.
        let (None, Some(mv)) = (self.lost, self.moves.last()) else {
            return Vec::new();
        };
        vec![RevealedEvent::Move {
            mv: mv.clone(),
            position: self.game.position().to_string(),
            captures: u32::try_from(self.captured.len()).unwrap_or(u32::MAX),
            captured: self.captured.clone(),
        }]
    }

    /// Everyone's view: nothing in Camelot is hidden, and the legal moves follow from the
    /// position (clients derive them).
    fn camelot_view(&self) -> GameView {
        let turn = self.game.turn();
        GameView::Camelot {
            position: self.game.position().to_string(),
            ruleset: self.game.ruleset(),
            turn: side_name(turn).to_owned(),
            to_move: seat_of(turn),
            last_move: self.moves.last().cloned(),
            captured: self.captured.clone(),
            ply: u32::try_from(self.moves.len()).unwrap_or(u32::MAX),
            moves: self.moves.clone(),
            clock: None,
        }
    }

    /// Whether `seat` may resign now: while the game runs.
    fn check_resign(&self, _seat: Seat) -> Result<(), Refusal> {
        if self.game.outcome().is_some() || self.lost.is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        Ok(())
    }

    /// `seat` loses off the board (resigns, runs out of time, abandoned the game): with two
    /// players, the game is over.
    fn lose(&mut self, seat: Seat, how: Loss) -> Result<(), Refusal> {
        self.check_lose(seat, how)?;
        self.lost = Some((seat, how));
        Ok(())
    }

    /// Whether `seat` may lose that way now: while the game runs; on time only the side to
    /// move, whose clock runs.
    fn check_lose(&self, seat: Seat, how: Loss) -> Result<(), Refusal> {
        self.check_resign(seat)?;
        if how == Loss::Time && seat != seat_of(self.game.turn()) {
            return Err(Refusal::new(
                ErrorCode::OutOfTurn,
                "only the side to move has a running clock",
            ));
        }
        Ok(())
    }

    /// The seat to move, while the game runs.
    fn to_move(&self) -> Option<Seat> {
        (self.game.outcome().is_none() && self.lost.is_none()).then(|| seat_of(self.game.turn()))
    }

    fn outcome(&self) -> Option<GameResult> {
        if let Some((loser, how)) = self.lost {
            let winner = 1 - loser.min(1);
            let color = if winner == 0 {
                Color::White
            } else {
                Color::Black
            };
            let reason = match how {
                Loss::Resigned => "resignation",
                Loss::Abandoned => "abandonment",
                // RULES.md C10: a flag fall loses, unless the opponent has a single piece left
                // and so could never win by the rules (D9, D10): then it is a draw.
                Loss::Time if self.game.position().piece_count(color) <= 1 => {
                    return Some(GameResult {
                        winners: Vec::new(),
                        reason: "time (the opponent cannot win)".to_owned(),
                    });
                }
                Loss::Time => "time",
            };
            return Some(GameResult {
                winners: vec![winner],
                reason: reason.to_owned(),
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

impl Host for CamelotHost {
    fn check(&self, seat: Seat, action: &GameAction) -> Result<GameAction, Refusal> {
        let GameAction::Camelot { mv } = action else {
            return Err(wrong_game());
        };
        self.check_move(seat, mv)
            .map(|mv| GameAction::Camelot { mv })
    }

    /// A resignation, a flag fall or an abandonment loses the game (the last two only while
    /// the game runs; a flag falls only for the side to move); a computer player may take a
    /// seat over while the game runs.
    fn check_off_board(&self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        match play {
            Play::Resign | Play::Bot { .. } => self.check_resign(seat),
            Play::Timeout => self.check_lose(seat, Loss::Time),
            Play::Abandoned => self.check_lose(seat, Loss::Abandoned),
            Play::Act { .. } => Err(wrong_game()),
        }
    }

    fn apply(&mut self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        match play {
            Play::Act {
                action: GameAction::Camelot { mv },
            } => self.apply_move(seat, mv),
            Play::Act { .. } => Err(wrong_game()),
            Play::Resign => self.lose(seat, Loss::Resigned),
            Play::Timeout => self.lose(seat, Loss::Time),
            Play::Abandoned => self.lose(seat, Loss::Abandoned),
            // A computer player sits down: nothing changes on the board.
            Play::Bot { .. } => self.check_resign(seat),
        }
    }

    fn decider(&self) -> Option<Seat> {
        self.to_move()
    }

    /// One clock per side: the side to move's runs.
    fn clock_owner(&self) -> Option<(Seat, u32)> {
        self.to_move().map(|s| (s, 0))
    }

    /// Nothing in Camelot is hidden: the search reads the position and its history.
    fn bot_job(&self, _seat: Seat, level: BotLevel, seed: u64) -> BotJob {
        let game = self.game.clone();
        BotJob::new(move || {
            let strength = match level {
                BotLevel::Easy => camelot::search::Strength::Easy,
                BotLevel::Medium => camelot::search::Strength::Medium,
                BotLevel::Hard => camelot::search::Strength::Hard,
            };
            camelot::search::best_move(&game, &strength.limits(), seed)
                .map(|r| GameAction::Camelot { mv: r.mv })
        })
    }

    fn view(&self, _viewer: Option<Seat>, _live: bool) -> GameView {
        self.camelot_view()
    }

    /// Every seat and spectator sees the same.
    fn shared_view(&self) -> bool {
        true
    }

    /// A move is told by itself: every client plays it on its own copy of the position.
    fn implied(&self, play: &Play) -> bool {
        matches!(play, Play::Act { .. })
    }

    fn revealed_events(&self) -> Vec<RevealedEvent> {
        self.revealed()
    }

    fn result(&self) -> Option<GameResult> {
        self.outcome()
    }
}

#[cfg(test)]
mod tests {
    use super::{CamelotHost, Loss};
    use camelot::{Color, Game, Piece, Position, Role, Ruleset, Setup};

    /// A host playing from a position: White has `white` Men, Black three, White to move.
    fn host(white: &[&str]) -> CamelotHost {
        let mut setup = Setup::empty();
        let man = |color| {
            Some(Piece {
                color,
                role: Role::Man,
            })
        };
        for sq in white {
            setup.set(sq.parse().unwrap(), man(Color::White));
        }
        for sq in ["F10", "G10", "H10"] {
            setup.set(sq.parse().unwrap(), man(Color::Black));
        }
        let position = Position::from_setup(&setup).unwrap();
        let mut host = CamelotHost::new(Ruleset::Standard);
        host.game = Game::from_position(Ruleset::Standard, position);
        host
    }

    /// RULES.md C10: a flag fall loses, but not to a side that could never win.
    #[test]
    fn a_lone_piece_cannot_win_on_time() {
        // Black (seat 1) is not to move: its clock is not running.
        let mut two = host(&["E5", "F5"]);
        assert!(two.lose(1, Loss::Time).is_err());
        // White's flag falls; Black has three pieces and wins.
        two.lose(0, Loss::Time).unwrap();
        let result = two.outcome().unwrap();
        assert_eq!((result.winners, result.reason.as_str()), (vec![1], "time"));

        // Black's flag falls against a lone White piece: a draw.
        let mut lone = host(&["E5"]);
        let mv = lone.game.legal_moves()[0].clone();
        lone.apply_move(0, &mv).unwrap();
        lone.lose(1, Loss::Time).unwrap();
        let result = lone.outcome().unwrap();
        assert!(result.winners.is_empty());
        assert_eq!(result.reason, "time (the opponent cannot win)");
    }
}
