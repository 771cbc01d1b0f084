//! The games the server hosts, behind one enum so the lobby is written once.
//!
//! The lobby never touches an engine directly: it asks [`HostedGame`] to check an action (nothing
//! changes, and the answer is a [`Checked`] token), records the action in the store, then applies
//! the token. Every call into an engine goes
//! through [`guarded`] so that an engine panic ends only its own lobby.

mod camelot;
pub mod delta;
pub mod log;
pub mod record;
pub mod super_camelot;

use protocol::{
    BotLevel, ClockView, ErrorCode, GameAction, GameConfig, GameResult, GameView, RevealedEvent,
    Seat,
};
use std::panic::{AssertUnwindSafe, catch_unwind};

pub use self::camelot::CamelotHost;
pub use self::super_camelot::SuperCamelotHost;

/// Why the game refused an action. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The wire error code.
    pub code: ErrorCode,
    /// A human-readable reason.
    pub message: String,
}

impl Refusal {
    pub(crate) fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }
}

/// What a seat does to a running game: an action (in the engine's canonical form once checked),
/// resigning, running out of time, being claimed against after leaving (Camelot), or a computer
/// player taking the seat over. One type for one idea: the lobby checks and applies it, the action
/// log stores it ([`log`], with a Camelot clock beside it) and a game record shows it, as the
/// protocol's [`protocol::RecordAction`].
pub type Play = protocol::RecordAction;

/// A play the live game accepted, made only by [`HostedGame::check`] or
/// [`HostedGame::check_resign`] and consumed by [`HostedGame::apply`]: an action is validated
/// once, and nothing unchecked can be applied. Its fields are private and it is not `Clone`, so
/// one check allows one apply.
#[derive(Debug)]
pub struct Checked {
    seat: Seat,
    play: Play,
}

impl Checked {
    /// The seat that plays.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The play, in the form to log and to show.
    #[must_use]
    pub fn play(&self) -> &Play {
        &self.play
    }
}

/// An engine panicked; its lobby must end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("engine fault: {0}")]
pub struct EngineFault(pub String);

/// Runs engine code, turning a panic into an [`EngineFault`].
///
/// # Errors
/// The closure panicked.
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, EngineFault> {
    // The engine state touched by a panicking call is thrown away with its lobby, so observing
    // it half-updated is impossible.
    catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_owned());
        EngineFault(msg)
    })
}

/// A computer player's decision, with its own copy of the game: run by [`BotJob::run`] on a
/// blocking thread, never on the lobby's task.
#[derive(Debug)]
pub enum BotJob {
    /// Camelot: nothing is hidden; the search reads the position and its history.
    Camelot {
        /// The game.
        game: Box<::camelot::Game>,
        /// The strength.
        level: BotLevel,
        /// Breaks ties between equal moves.
        seed: u64,
    },
    /// Super Camelot: the policy looks only through `seat`'s view of the game.
    SuperCamelot {
        /// The game.
        game: Box<::super_camelot::Game>,
        /// The seat that decides.
        seat: Seat,
        /// The strength.
        level: BotLevel,
        /// Drives its sampling.
        seed: u64,
    },
}

impl BotJob {
    /// Thinks, within the strength's fixed budget, and answers with an action (`None`: nothing
    /// to play).
    #[must_use]
    pub fn run(self) -> Option<GameAction> {
        match self {
            Self::Camelot { game, level, seed } => {
                let strength = match level {
                    BotLevel::Easy => ::camelot::search::Strength::Easy,
                    BotLevel::Medium => ::camelot::search::Strength::Medium,
                    BotLevel::Hard => ::camelot::search::Strength::Hard,
                };
                ::camelot::search::best_move(&game, &strength.limits(), seed)
                    .map(|r| GameAction::Camelot { mv: r.mv })
            }
            Self::SuperCamelot {
                game,
                seat,
                level,
                seed,
            } => {
                let level = match level {
                    BotLevel::Easy => ::super_camelot::bot::Level::Easy,
                    BotLevel::Medium => ::super_camelot::bot::Level::Medium,
                    BotLevel::Hard => ::super_camelot::bot::Level::Hard,
                };
                ::super_camelot::bot::choose(&game, ::super_camelot::Seat(seat), level, seed)
                    .map(|action| GameAction::SuperCamelot { action })
            }
        }
    }
}

/// Puts the lobby's clock into a view.
pub fn set_clock(view: &mut GameView, value: Option<ClockView>) {
    match view {
        GameView::Camelot { clock, .. } | GameView::SuperCamelot { clock, .. } => *clock = value,
    }
}

/// How a lobby runs a game, where the hosted games differ outside their engines. The lobby asks
/// [`HostedGame::policy`] and never branches on the game kind itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// A rematch swaps the seats (Camelot: the colours alternate, seat 0 always playing White);
    /// otherwise everyone keeps their seat.
    pub rematch_swaps_seats: bool,
    /// What the others may do about a seat whose player has been away for the grace period.
    pub abandoned: Abandoned,
    /// The game's clock, if it has one.
    pub clock: Option<ClockRule>,
}

/// What becomes of a seat whose player has been away from a running game for the grace period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Abandoned {
    /// The opponent may claim the win (`claim_win`), or hand the seat to a computer player.
    ClaimWin,
    /// A player still in the game may hand the seat to a computer player, which plays on.
    ComputerTakesOver,
}

/// A game's clock, as its settings give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockRule {
    /// A chess clock: each seat has `base_ms` for the whole game, `increment_ms` more after each
    /// of its moves.
    Game {
        /// Each seat's time at the start.
        base_ms: u64,
        /// Added after each move.
        increment_ms: u64,
    },
    /// The active seat has at most `limit_ms` for each turn.
    Turn {
        /// The longest turn.
        limit_ms: u64,
    },
}

/// A game in progress, one variant per hosted game.
// One value per lobby, never moved in a hot loop: the variants' sizes do not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum HostedGame {
    /// Classic Camelot.
    Camelot(CamelotHost),
    /// Super Camelot.
    SuperCamelot(SuperCamelotHost),
}

impl HostedGame {
    /// How a lobby runs a game with these settings.
    #[must_use]
    pub fn policy(config: &GameConfig) -> Policy {
        match config {
            GameConfig::Camelot { clock, .. } => Policy {
                rematch_swaps_seats: true,
                abandoned: Abandoned::ClaimWin,
                clock: clock.map(|c| ClockRule::Game {
                    base_ms: u64::from(c.base_secs) * 1000,
                    increment_ms: u64::from(c.increment_secs) * 1000,
                }),
            },
            GameConfig::SuperCamelot { turn_secs, .. } => Policy {
                rematch_swaps_seats: false,
                abandoned: Abandoned::ComputerTakesOver,
                clock: turn_secs.map(|t| ClockRule::Turn {
                    limit_ms: u64::from(t) * 1000,
                }),
            },
        }
    }

    /// Whether the game has Characters to choose.
    #[must_use]
    pub fn has_characters(config: &GameConfig) -> bool {
        matches!(config, GameConfig::SuperCamelot { .. })
    }

    /// The name the store keeps for a Character of this game (`None`: the game has none).
    #[must_use]
    pub fn character(config: &GameConfig, character: protocol::Character) -> Option<String> {
        match config {
            GameConfig::Camelot { .. } => None,
            GameConfig::SuperCamelot { .. } => Some(super_camelot::character_name(character)),
        }
    }

    /// A Character the store keeps by name.
    #[must_use]
    pub fn parse_character(name: &str) -> Option<protocol::Character> {
        super_camelot::parse_character(name)
    }

    /// Gives every seat without a Character the first one nobody has (Super Camelot).
    pub fn fill_characters(config: &GameConfig, chosen: &mut [Option<String>]) {
        if !Self::has_characters(config) {
            return;
        }
        for i in 0..chosen.len() {
            if chosen[i].is_none() {
                let free = super_camelot::CHARACTERS
                    .iter()
                    .map(|c| super_camelot::character_name(*c))
                    .find(|name| !chosen.iter().any(|c| c.as_deref() == Some(name.as_str())));
                chosen[i] = free;
            }
        }
    }

    /// A new game from its configuration, its seats' Characters and its seed.
    ///
    /// # Errors
    /// The configuration is invalid (see [`GameConfig::validate`]) or the Characters are.
    pub fn new(config: &GameConfig, characters: &[String], seed: u64) -> Result<Self, String> {
        config.validate()?;
        match config {
            // Camelot has no randomness: the seed is recorded but unused.
            GameConfig::Camelot { ruleset, .. } => Ok(Self::Camelot(CamelotHost::new(*ruleset))),
            GameConfig::SuperCamelot {
                ask_activation_order,
                auto_enemy_ties,
                ..
            } => Ok(Self::SuperCamelot(SuperCamelotHost::new(
                characters,
                *ask_activation_order,
                *auto_enemy_ties,
                seed,
            )?)),
        }
    }

    /// Names the seats in the words a Super Camelot game sends with its views and history (the
    /// players' display names in seat order, as the game started); Camelot has no words.
    #[must_use]
    pub fn with_names(mut self, names: &[String]) -> Self {
        if let Self::SuperCamelot(g) = &mut self {
            g.set_names(names);
        }
        self
    }

    /// Checks an action by `seat` against the live game without changing anything. The token it
    /// returns holds the form to log, apply and show to others: the engine's own value (the wire
    /// types are the engines' types, so the client's bytes were left behind when the frame was
    /// parsed).
    ///
    /// # Errors
    /// The action is out of turn, illegal, or for another game.
    pub fn check(&self, seat: Seat, action: &GameAction) -> Result<Checked, Refusal> {
        let canonical = match (self, action) {
            (Self::Camelot(g), GameAction::Camelot { mv }) => {
                g.check(seat, mv).map(|mv| GameAction::Camelot { mv })
            }
            (Self::SuperCamelot(g), GameAction::SuperCamelot { action }) => g
                .check(seat, action)
                .map(|action| GameAction::SuperCamelot { action }),
            _ => Err(Refusal::new(
                ErrorCode::WrongGame,
                "that action is for another game",
            )),
        }?;
        Ok(Checked {
            seat,
            play: Play::Act { action: canonical },
        })
    }

    /// Checks that `seat` may resign now (once, while the game runs).
    ///
    /// # Errors
    /// The game is over, or the seat already resigned.
    pub fn check_resign(&self, seat: Seat) -> Result<Checked, Refusal> {
        match self {
            Self::Camelot(g) => g.check_resign(seat),
            Self::SuperCamelot(g) => g.check_resign(seat),
        }?;
        Ok(Checked {
            seat,
            play: Play::Resign,
        })
    }

    /// Checks that `seat`'s time may run out now: the game runs and, in Camelot, `seat` is to
    /// move (its clock runs); in Super Camelot, `seat` is still in the game.
    ///
    /// # Errors
    /// The game is over, or the seat's clock is not running.
    pub fn check_timeout(&self, seat: Seat) -> Result<Checked, Refusal> {
        match self {
            Self::Camelot(g) => g.check_lose(seat, camelot::Loss::Time),
            Self::SuperCamelot(g) => g.check_in_game(seat),
        }?;
        Ok(Checked {
            seat,
            play: Play::Timeout,
        })
    }

    /// Checks that an opponent may claim the win over `seat`, whose player left (Camelot only;
    /// whether the player has been away long enough is the lobby's to say).
    ///
    /// # Errors
    /// The game is over, or it is not Camelot.
    pub fn check_abandoned(&self, seat: Seat) -> Result<Checked, Refusal> {
        match self {
            Self::Camelot(g) => g.check_lose(seat, camelot::Loss::Abandoned)?,
            Self::SuperCamelot(_) => {
                return Err(Refusal::new(
                    ErrorCode::WrongGame,
                    "in Super Camelot a seat that was left is handed to a computer player",
                ));
            }
        }
        Ok(Checked {
            seat,
            play: Play::Abandoned,
        })
    }

    /// Checks that a computer player may take `seat` over: the game runs and the seat is still
    /// in it.
    ///
    /// # Errors
    /// The game is over, or the seat resigned.
    pub fn check_takeover(&self, seat: Seat, level: BotLevel) -> Result<Checked, Refusal> {
        match self {
            Self::Camelot(g) => g.check_resign(seat),
            Self::SuperCamelot(g) => g.check_in_game(seat),
        }?;
        Ok(Checked {
            seat,
            play: Play::Bot { level },
        })
    }

    /// Applies what [`HostedGame::check`] or [`HostedGame::check_resign`] accepted, and gives the
    /// play back as applied. A resignation: in Camelot the game is over; in Super Camelot the seat
    /// leaves alone and the others play on until one is left standing (RULES.md SC19), and
    /// [`HostedGame::result`] says when the game is over.
    ///
    /// # Errors
    /// The engine refused what it had just accepted (an engine inconsistency; the lobby treats it
    /// as a fault).
    pub fn apply(&mut self, checked: Checked) -> Result<Play, Refusal> {
        let Checked { seat, play } = checked;
        match (&mut *self, &play) {
            (
                Self::Camelot(g),
                Play::Act {
                    action: GameAction::Camelot { mv },
                },
            ) => g.apply(seat, mv),
            (
                Self::SuperCamelot(g),
                Play::Act {
                    action: GameAction::SuperCamelot { action },
                },
            ) => g.apply(seat, action),
            (Self::Camelot(g), Play::Resign) => g.lose(seat, camelot::Loss::Resigned),
            (Self::SuperCamelot(g), Play::Resign) => g.resign(seat),
            (Self::Camelot(g), Play::Timeout) => g.lose(seat, camelot::Loss::Time),
            (Self::Camelot(g), Play::Abandoned) => g.lose(seat, camelot::Loss::Abandoned),
            (Self::SuperCamelot(g), Play::Timeout) => g.pass(seat),
            (Self::Camelot(g), Play::Bot { .. }) => g.check_resign(seat),
            (Self::SuperCamelot(g), Play::Bot { .. }) => g.pass(seat),
            // `check` pairs every action with its own game.
            _ => Err(Refusal::new(
                ErrorCode::WrongGame,
                "that action is for another game",
            )),
        }?;
        Ok(play)
    }

    /// Whether a prompt for a seat other than the active player is pending: it times out to
    /// [`HostedGame::default_action`].
    #[must_use]
    pub fn timed_prompt(&self) -> bool {
        match self {
            Self::Camelot(_) => false,
            Self::SuperCamelot(g) => g.timed_prompt(),
        }
    }

    /// The engine's answer for the pending decision when its seat does not answer in time.
    #[must_use]
    pub fn default_action(&self) -> Option<(Seat, GameAction)> {
        match self {
            Self::Camelot(_) => None,
            Self::SuperCamelot(g) => g.default_action(),
        }
    }

    /// The seat that must decide now, while the game runs.
    #[must_use]
    pub fn decider(&self) -> Option<Seat> {
        match self {
            Self::Camelot(g) => g.decider(),
            Self::SuperCamelot(g) => g.decider(),
        }
    }

    /// The seat whose clock runs and, in Super Camelot, the number of the turn under way (a new
    /// turn restarts the turn clock); `None` once the game is over.
    #[must_use]
    pub fn clock_owner(&self) -> Option<(Seat, u32)> {
        match self {
            Self::Camelot(g) => g.decider().map(|s| (s, 0)),
            Self::SuperCamelot(g) => g.turn().map(|(turn, seat)| (seat, turn)),
        }
    }

    /// The engine's default answer for `seat`'s decision, or else the first legal action of its
    /// view: what a computer player whose thinking failed plays instead (`None`: nothing).
    #[must_use]
    pub fn fallback(&self, seat: Seat) -> Option<GameAction> {
        if let Some((who, action)) = self.default_action()
            && who == seat
        {
            return Some(action);
        }
        match self.view(Some(seat), true) {
            GameView::Camelot { legal_moves, .. } => legal_moves
                .into_iter()
                .next()
                .map(|mv| GameAction::Camelot { mv }),
            GameView::SuperCamelot { view, .. } => view
                .legal_actions
                .first()
                .map(|&action| GameAction::SuperCamelot { action }),
        }
    }

    /// A computer player's move for `seat`, to run off the lobby's task: everything it needs is
    /// copied out of the live game now. `None` when `seat` has nothing to decide.
    #[must_use]
    pub fn bot_job(&self, seat: Seat, level: BotLevel, seed: u64) -> Option<BotJob> {
        if self.decider() != Some(seat) {
            return None;
        }
        match self {
            Self::Camelot(g) => Some(BotJob::Camelot {
                game: Box::new(g.game().clone()),
                level,
                seed,
            }),
            Self::SuperCamelot(g) => Some(BotJob::SuperCamelot {
                game: Box::new(g.game().clone()),
                seat,
                level,
                seed,
            }),
        }
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see. `live` is false once the game
    /// is over (by the rules or by resignation): then nobody gets legal actions.
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>, live: bool) -> GameView {
        match self {
            Self::Camelot(g) => g.view(viewer, live),
            Self::SuperCamelot(g) => g.view(viewer, live),
        }
    }

    /// What the last applied action did, with everything revealed: the events of a step of a
    /// game's public record (see [`protocol::RecordStep::events`]). Only for games that are
    /// over: it holds what live views hide.
    #[must_use]
    pub fn revealed_events(&self) -> Vec<RevealedEvent> {
        match self {
            Self::Camelot(g) => g.revealed(),
            Self::SuperCamelot(g) => g.revealed(),
        }
    }

    /// Super Camelot: what the game did so far as `viewer` may see it, at most `limit` entries
    /// before log step `before` (the latest when `None`), and whether earlier ones exist. `None`
    /// for Camelot, whose view carries its moves.
    #[must_use]
    pub fn history(
        &self,
        viewer: Option<Seat>,
        before: Option<u32>,
        limit: usize,
    ) -> Option<(Vec<protocol::HistoryEntry>, bool)> {
        match self {
            Self::Camelot(_) => None,
            Self::SuperCamelot(g) => Some(g.history(viewer, before, limit)),
        }
    }

    /// The result once the game is over, by the rules or by resignation.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Self::Camelot(g) => g.result(),
            Self::SuperCamelot(g) => g.result(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{EngineFault, HostedGame, guarded};
    use protocol::{ErrorCode, GameAction, GameConfig};

    #[test]
    fn a_panic_becomes_a_fault() {
        assert_eq!(guarded(|| 7), Ok(7));
        let fault = guarded(|| -> u8 { panic!("boom") }).unwrap_err();
        assert_eq!(fault, EngineFault("boom".into()));
        let fault = guarded(|| -> u8 { panic!("{}", String::from("formatted")) }).unwrap_err();
        assert_eq!(fault.0, "formatted");
    }

    #[test]
    fn an_action_for_the_other_game_is_refused() {
        let config = GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
        };
        let game = HostedGame::new(&config, &[], 1).unwrap();
        let action = GameAction::SuperCamelot {
            action: super_camelot::Action::EndTurn,
        };
        assert_eq!(
            game.check(0, &action).unwrap_err().code,
            ErrorCode::WrongGame
        );
    }

    #[test]
    fn characters_are_handed_out_without_duplicates() {
        let config = GameConfig::SuperCamelot {
            seats: 3,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
        };
        let mut chosen = vec![None, Some("Arthur".to_owned()), None];
        HostedGame::fill_characters(&config, &mut chosen);
        assert_eq!(
            chosen,
            [
                Some("Gwenivere".into()),
                Some("Arthur".into()),
                Some("Lancelot".into())
            ]
        );
        assert_eq!(
            HostedGame::character(&config, protocol::Character::Merlin).as_deref(),
            Some("Merlin")
        );
        assert_eq!(
            HostedGame::parse_character("Merlin"),
            Some(protocol::Character::Merlin)
        );
        assert_eq!(HostedGame::parse_character("merlin"), None);
        assert!(
            GameConfig::SuperCamelot {
                seats: 5,
                ask_activation_order: false,
                auto_enemy_ties: false,
                turn_secs: None
            }
            .validate()
            .is_err()
        );
    }
}
