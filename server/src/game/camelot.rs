//! Hosting classic Camelot: seat 0 plays White, seat 1 plays Black.

use super::host::{Host, wrong_game};
use super::{BotJob, Play, Refusal};
use camelot::{CheckedMove, Color, Game, Move, Outcome, Ruleset};
use protocol::Lang;
use protocol::update::{seat_of, side_name};
use protocol::{
    BotLevel, ErrorCode, GameAction, GameResult, GameView, OfferKind, PendingOffer, RevealedEvent,
    Seat,
};
use std::sync::{Mutex, PoisonError};

/// How far from level a computer player still calls a position level, in the search's units
/// (a Man is 100): it accepts a draw offered within this margin and declines any other (RULES.md
/// C17).
const LEVEL_MARGIN: i32 = 50;

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
    /// The offer waiting for its answer.
    offer: Option<PendingOffer>,
    /// Each seat has made an offer since its last move (RULES.md C16).
    offered: [bool; 2],
    /// The players agreed to a draw.
    agreed: bool,
    /// The plies the last play took back (a takeback accepted), for the record.
    taken_back: Option<u32>,
    /// The last play was a move, for the record.
    moved: bool,
    /// The move last checked, with what its check found: a lobby checks a move, records it, then
    /// applies it, and the engine need not check it a second time (`Game::play_checked`).
    checked: Mutex<Option<CheckedMove>>,
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
            offer: None,
            offered: [false; 2],
            agreed: false,
            taken_back: None,
            moved: false,
            checked: Mutex::new(None),
        }
    }

    fn over(&self) -> bool {
        self.game.outcome().is_some() || self.lost.is_some() || self.agreed
    }

    fn check_turn(&self, seat: Seat) -> Result<(), Refusal> {
        if self.over() {
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
        match self.game.check_move(m) {
            Ok(checked) => {
                *self.checked.lock().unwrap_or_else(PoisonError::into_inner) = Some(checked);
                Ok(m.clone())
            }
            Err(_) => Err(Refusal::new(
                ErrorCode::IllegalAction,
                format!("{m} is not legal here"),
            )),
        }
    }

    fn apply_move(&mut self, seat: Seat, m: &Move) -> Result<(), Refusal> {
        self.check_turn(seat)?;
        let checked = self
            .checked
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
            .filter(|c| c.mv() == m);
        let played = match checked {
            // Played without a second check only where it was checked.
            Some(checked) => self.game.play_checked(checked),
            None => self.game.play(m),
        }
        .map_err(|e| Refusal::new(ErrorCode::IllegalAction, e.to_string()))?;
        self.captured = played.captured.iter().map(ToString::to_string).collect();
        self.moves.push(played.mv);
        // A move cancels a waiting offer, and its mover may offer again (RULES.md C16).
        self.offer = None;
        self.offered[usize::from(seat.min(1))] = false;
        Ok(())
    }

    /// How many plies a takeback offered by `seat` takes back: its own last move, and the
    /// opponent's reply when `seat` is to move again (RULES.md C15).
    fn takeback_plies(&self, seat: Seat) -> usize {
        if seat == seat_of(self.game.turn()) {
            2
        } else {
            1
        }
    }

    /// Whether `seat` may make, answer or withdraw an offer now (`RULES.md` C15–C17).
    fn check_offer(&self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if seat > 1 {
            return Err(Refusal::new(ErrorCode::NoSuchSeat, "no such seat"));
        }
        let waiting = |kind: OfferKind, mine: bool| {
            let ok = self
                .offer
                .is_some_and(|o| o.offer == kind && (o.by == seat) == mine);
            if ok {
                Ok(())
            } else {
                Err(Refusal::new(
                    ErrorCode::NoOffer,
                    if mine {
                        format!("you have no offer of {} waiting", kind.words())
                    } else {
                        format!("no offer of {} is waiting for your answer", kind.words())
                    },
                ))
            }
        };
        match play {
            Play::Offer { offer } => {
                if self.offer.is_some() {
                    return Err(Refusal::new(
                        ErrorCode::OfferPending,
                        "another offer is waiting for its answer",
                    ));
                }
                if self.offered[usize::from(seat)] {
                    return Err(Refusal::new(
                        ErrorCode::OfferLimit,
                        "you have made an offer since your last move: move first",
                    ));
                }
                if *offer == OfferKind::Takeback {
                    let plies = self.takeback_plies(seat);
                    if self.moves.len() < plies {
                        return Err(Refusal::new(
                            ErrorCode::IllegalAction,
                            "you have no move to take back",
                        ));
                    }
                }
                Ok(())
            }
            Play::Accept { offer } | Play::Decline { offer } => waiting(*offer, false),
            Play::Withdraw { offer } => waiting(*offer, true),
            _ => Err(wrong_game()),
        }
    }

    /// Applies an offer step that [`Self::check_offer`] accepted.
    fn apply_offer(&mut self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        self.check_offer(seat, play)?;
        match play {
            Play::Offer { offer } => {
                self.offer = Some(PendingOffer {
                    by: seat,
                    offer: *offer,
                });
                self.offered[usize::from(seat)] = true;
            }
            Play::Accept {
                offer: OfferKind::Draw,
            } => {
                self.offer = None;
                self.agreed = true;
            }
            Play::Accept {
                offer: OfferKind::Takeback,
            } => {
                let by = self.offer.take().map_or(1 - seat, |o| o.by);
                let plies = self.takeback_plies(by);
                let last = self
                    .game
                    .take_back(plies)
                    .map_err(|e| Refusal::new(ErrorCode::IllegalAction, e.to_string()))?;
                self.moves.truncate(self.moves.len() - plies);
                self.captured = last
                    .map(|p| p.captured.iter().map(ToString::to_string).collect())
                    .unwrap_or_default();
                self.taken_back = u32::try_from(plies).ok();
            }
            _ => self.offer = None,
        }
        Ok(())
    }

    /// A computer player's answer to the offer waiting for `seat`: it declines every takeback,
    /// and accepts a draw only when its search calls the position level (RULES.md C17).
    fn judge(&self, seat: Seat) -> Option<Play> {
        let offer = self.offer.filter(|o| o.by != seat)?.offer;
        let accept = match offer {
            OfferKind::Takeback => false,
            OfferKind::Draw => {
                camelot::search::best_move(&self.game, &camelot::search::Strength::Easy.limits(), 0)
                    .is_some_and(|r| r.score.abs() <= LEVEL_MARGIN)
            }
        };
        Some(if accept {
            Play::Accept { offer }
        } else {
            Play::Decline { offer }
        })
    }

    /// What the last move did, for the public record: the move in canonical WCF notation as the
    /// engine applied it, the position after it, and the captured squares (nothing is hidden in
    /// Camelot).
    fn revealed(&self) -> Vec<RevealedEvent> {
        if let Some(plies) = self.taken_back {
            return vec![RevealedEvent::TakenBack {
                plies,
                position: self.game.position().to_string(),
            }];
        }
        // A resignation (flag fall, abandonment, an offer and its answer) changes no position:
        // its record step has no events.
        let (true, Some(mv)) = (self.moved, self.moves.last()) else {
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
            offer: self.offer,
            offered: (0..2u8).filter(|&s| self.offered[usize::from(s)]).collect(),
        }
    }

    /// Whether `seat` may resign now: while the game runs.
    fn check_resign(&self, _seat: Seat) -> Result<(), Refusal> {
        if self.over() {
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
        (!self.over()).then(|| seat_of(self.game.turn()))
    }

    fn outcome(&self) -> Option<GameResult> {
        if self.agreed {
            return Some(GameResult {
                winners: Vec::new(),
                reason: "agreement".to_owned(),
            });
        }
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
            Play::Offer { .. }
            | Play::Accept { .. }
            | Play::Decline { .. }
            | Play::Withdraw { .. } => self.check_offer(seat, play),
            Play::Act { .. } => Err(wrong_game()),
        }
    }

    fn apply(&mut self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        self.taken_back = None;
        self.moved = matches!(play, Play::Act { .. });
        match play {
            Play::Act {
                action: GameAction::Camelot { mv },
            } => self.apply_move(seat, mv),
            Play::Act { .. } => Err(wrong_game()),
            Play::Resign => self.lose(seat, Loss::Resigned),
            Play::Timeout => self.lose(seat, Loss::Time),
            Play::Abandoned => self.lose(seat, Loss::Abandoned),
            // A computer player sits down: nothing changes on the board, and an offer waiting
            // from or for the player who left lapses.
            Play::Bot { .. } => {
                self.check_resign(seat)?;
                self.offer = None;
                Ok(())
            }
            Play::Offer { .. }
            | Play::Accept { .. }
            | Play::Decline { .. }
            | Play::Withdraw { .. } => self.apply_offer(seat, play),
        }
    }

    fn pending_offer(&self) -> Option<PendingOffer> {
        self.offer.filter(|_| !self.over())
    }

    fn answer_offer(&self, seat: Seat) -> Option<Play> {
        self.judge(seat)
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

    fn view(&self, _viewer: Option<Seat>, _live: bool, _lang: Lang) -> GameView {
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
    use super::{CamelotHost, Loss, Play};
    use camelot::{Color, Game, Piece, Position, Role, Ruleset, Setup};
    use protocol::{ErrorCode, GameView, Lang, RevealedEvent};

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

    /// RULES.md C15–C17: one offer at a time, one per seat between its moves, answered only
    /// by the opponent and only as named; a move cancels it; a takeback takes back the
    /// offerer's move (and the reply, when the offerer is to move).
    #[test]
    fn offers_wait_for_the_opponent_and_a_move_cancels_them() {
        use super::super::Host;
        use protocol::OfferKind;
        let draw = OfferKind::Draw;
        let takeback = OfferKind::Takeback;
        let mut h = CamelotHost::new(Ruleset::Standard);
        let code = |r: Result<(), super::Refusal>| r.unwrap_err().code;
        assert_eq!(
            code(h.check_offer(0, &Play::Offer { offer: takeback })),
            ErrorCode::IllegalAction,
            "nothing to take back"
        );
        let first = h.game.legal_moves()[0].clone();
        h.apply(0, &act(&first)).unwrap();
        let reply = h.game.legal_moves()[0].clone();
        h.apply(1, &act(&reply)).unwrap();
        let after_two = h.game.position().clone();
        let third = h.game.legal_moves()[0].clone();
        h.apply(0, &act(&third)).unwrap();

        h.apply(0, &Play::Offer { offer: takeback }).unwrap();
        assert_eq!(
            code(h.check_offer(1, &Play::Offer { offer: draw })),
            ErrorCode::OfferPending
        );
        assert_eq!(
            code(h.check_offer(1, &Play::Accept { offer: draw })),
            ErrorCode::NoOffer,
            "an answer names the offer it answers"
        );
        assert_eq!(
            code(h.check_offer(0, &Play::Accept { offer: takeback })),
            ErrorCode::NoOffer,
            "nobody accepts their own offer"
        );
        assert_eq!(
            code(h.check_offer(1, &Play::Withdraw { offer: takeback })),
            ErrorCode::NoOffer
        );
        h.apply(1, &Play::Decline { offer: takeback }).unwrap();
        assert_eq!(
            code(h.check_offer(0, &Play::Offer { offer: draw })),
            ErrorCode::OfferLimit,
            "one offer between two of one's own moves"
        );
        let GameView::Camelot { offer, offered, .. } = h.view(None, true, Lang::En) else {
            unreachable!()
        };
        assert_eq!((offer, offered), (None, vec![0]));

        // Black offers a draw and moves instead of waiting: the move cancels it.
        h.apply(1, &Play::Offer { offer: draw }).unwrap();
        let m = h.game.legal_moves()[0].clone();
        h.apply(1, &act(&m)).unwrap();
        assert_eq!(h.pending_offer(), None);
        // White, to move, offers a takeback: Black's move and White's own go.
        h.apply(0, &Play::Offer { offer: takeback }).unwrap_err();
        let m = h.game.legal_moves()[0].clone();
        h.apply(0, &act(&m)).unwrap();
        let m = h.game.legal_moves()[0].clone();
        h.apply(1, &act(&m)).unwrap();
        h.apply(0, &Play::Offer { offer: takeback }).unwrap();
        h.apply(1, &Play::Accept { offer: takeback }).unwrap();
        assert_eq!(h.moves.len(), 4);
        assert_eq!(h.game.moves().len(), 4);
        assert!(matches!(
            h.revealed_events().as_slice(),
            [RevealedEvent::TakenBack { plies: 2, .. }]
        ));
        h.apply(0, &Play::Offer { offer: draw }).unwrap_err();
        // Back to the position after the first four moves, White to move.
        let mut again = CamelotHost::new(Ruleset::Standard);
        for (i, m) in h.moves.clone().iter().enumerate() {
            again.apply(u8::try_from(i % 2).unwrap(), &act(m)).unwrap();
        }
        assert_eq!(h.game.position(), again.game.position());
        assert_ne!(h.game.position(), &after_two);
        assert_eq!(h.result(), None);

        // A draw agreed ends the game.
        let m = h.game.legal_moves()[0].clone();
        h.apply(0, &act(&m)).unwrap();
        h.apply(1, &Play::Offer { offer: draw }).unwrap();
        h.apply(0, &Play::Accept { offer: draw }).unwrap();
        let result = h.result().unwrap();
        assert_eq!(
            (result.winners, result.reason.as_str()),
            (vec![], "agreement")
        );
        assert_eq!(h.decider(), None);
        assert!(h.revealed_events().is_empty(), "an answer moves nothing");
    }

    /// RULES.md C17: a computer player declines every takeback and accepts a draw only in a
    /// level position.
    #[test]
    fn a_computer_player_declines_takebacks_and_accepts_only_level_draws() {
        use protocol::OfferKind;
        let mut level = CamelotHost::new(Ruleset::Standard);
        level.apply_move(0, &"F6-H8".parse().unwrap()).unwrap();
        level
            .apply_offer(
                0,
                &Play::Offer {
                    offer: OfferKind::Takeback,
                },
            )
            .unwrap();
        assert_eq!(
            level.judge(1),
            Some(Play::Decline {
                offer: OfferKind::Takeback
            })
        );
        level
            .apply_offer(
                0,
                &Play::Withdraw {
                    offer: OfferKind::Takeback,
                },
            )
            .unwrap();
        // A quiet opening (the search's own choices): level.
        for (seat, m) in [(1, "D11-F9"), (0, "E6-G8")] {
            level.apply_move(seat, &m.parse().unwrap()).unwrap();
        }
        level
            .apply_offer(
                0,
                &Play::Offer {
                    offer: OfferKind::Draw,
                },
            )
            .unwrap();
        assert_eq!(
            level.judge(1),
            Some(Play::Accept {
                offer: OfferKind::Draw
            }),
            "the opening is level"
        );
        assert_eq!(level.judge(0), None, "nobody answers their own offer");

        // Five White Men against three Black Men: White offers, and Black, two Men behind,
        // declines all the same: the position is not level.
        let mut behind = host(&["C5", "D5", "E5", "H5", "I5"]);
        behind
            .apply_offer(
                0,
                &Play::Offer {
                    offer: OfferKind::Draw,
                },
            )
            .unwrap();
        assert_eq!(
            behind.judge(1),
            Some(Play::Decline {
                offer: OfferKind::Draw
            })
        );
    }

    fn act(mv: &camelot::Move) -> Play {
        Play::Act {
            action: protocol::GameAction::Camelot { mv: mv.clone() },
        }
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
