//! The games the server hosts, each behind one [`Host`] trait, so the lobby is written once.
//!
//! The lobby never touches an engine directly: it asks [`HostedGame`] to check an action (nothing
//! changes, and the answer is a [`Checked`] token), records the action in the store, then applies
//! the token. Every call into an engine goes
//! through [`guarded`] so that an engine panic ends only its own lobby.

mod camelot;
pub mod delta;
mod host;
pub mod log;
pub mod record;
pub mod super_camelot;

use protocol::{
    BotLevel, ClockView, ErrorCode, GameAction, GameConfig, GameResult, GameView, Lang,
    RevealedEvent, Seat,
};
use std::panic::{AssertUnwindSafe, catch_unwind};

pub use self::camelot::CamelotHost;
pub use self::host::Host;
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

/// A computer player's decision, with its own copy of what it may look at: run by
/// [`BotJob::run`] on a blocking thread, never on the lobby's task. Each game's [`Host`] makes
/// it.
pub struct BotJob(Box<dyn FnOnce() -> Option<GameAction> + Send>);

impl BotJob {
    /// A decision `think` makes, within its strength's fixed budget.
    pub fn new(think: impl FnOnce() -> Option<GameAction> + Send + 'static) -> Self {
        Self(Box::new(think))
    }

    /// Thinks, and answers with an action (`None`: nothing to play).
    #[must_use]
    pub fn run(self) -> Option<GameAction> {
        (self.0)()
    }
}

impl std::fmt::Debug for BotJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BotJob(…)")
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
    /// A correspondence game: each move (Camelot) or turn (Super Camelot) must be made within
    /// `days` of the previous one, on the calendar.
    Days {
        /// Days per move or turn.
        days: u8,
    },
}

/// A game in progress: the one [`Host`] of its kind.
#[derive(Debug)]
pub struct HostedGame(Box<dyn Host>);

impl HostedGame {
    /// How a lobby runs a game with these settings.
    #[must_use]
    pub fn policy(config: &GameConfig) -> Policy {
        match config {
            GameConfig::Camelot {
                clock,
                days_per_move,
                ..
            } => Policy {
                rematch_swaps_seats: true,
                abandoned: Abandoned::ClaimWin,
                clock: days_per_move
                    .map(|days| ClockRule::Days { days })
                    .or(clock.map(|c| ClockRule::Game {
                        base_ms: u64::from(c.base_secs) * 1000,
                        increment_ms: u64::from(c.increment_secs) * 1000,
                    })),
            },
            GameConfig::SuperCamelot {
                turn_secs,
                days_per_turn,
                ..
            } => Policy {
                rematch_swaps_seats: false,
                abandoned: Abandoned::ComputerTakesOver,
                clock: days_per_turn
                    .map(|days| ClockRule::Days { days })
                    .or(turn_secs.map(|t| ClockRule::Turn {
                        limit_ms: u64::from(t) * 1000,
                    })),
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
            GameConfig::Camelot { ruleset, .. } => Ok(Self::hosting(CamelotHost::new(*ruleset))),
            GameConfig::SuperCamelot {
                ask_activation_order,
                auto_enemy_ties,
                ..
            } => Ok(Self::hosting(SuperCamelotHost::new(
                characters,
                *ask_activation_order,
                *auto_enemy_ties,
                seed,
            )?)),
        }
    }

    /// A game hosted by `host`.
    #[must_use]
    pub fn hosting(host: impl Host + 'static) -> Self {
        Self(Box::new(host))
    }

    /// Names the seats in the words a Super Camelot game sends with its views and history (the
    /// players' display names in seat order, as the game started); Camelot has no words.
    #[must_use]
    pub fn with_names(mut self, names: &[String]) -> Self {
        self.0.set_names(names);
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
        let canonical = self.0.check(seat, action)?;
        Ok(Checked {
            seat,
            play: Play::Act { action: canonical },
        })
    }

    /// A step off the board, checked by the game.
    fn off_board(&self, seat: Seat, play: Play) -> Result<Checked, Refusal> {
        self.0.check_off_board(seat, &play)?;
        Ok(Checked { seat, play })
    }

    /// Checks that `seat` may resign now (once, while the game runs).
    ///
    /// # Errors
    /// The game is over, or the seat already resigned.
    pub fn check_resign(&self, seat: Seat) -> Result<Checked, Refusal> {
        self.off_board(seat, Play::Resign)
    }

    /// Checks that `seat`'s time may run out now: the game runs and, in Camelot, `seat` is to
    /// move (its clock runs); in Super Camelot, `seat` is still in the game.
    ///
    /// # Errors
    /// The game is over, or the seat's clock is not running.
    pub fn check_timeout(&self, seat: Seat) -> Result<Checked, Refusal> {
        self.off_board(seat, Play::Timeout)
    }

    /// Checks that an opponent may claim the win over `seat`, whose player left (Camelot only;
    /// whether the player has been away long enough is the lobby's to say).
    ///
    /// # Errors
    /// The game is over, or it is not Camelot.
    pub fn check_abandoned(&self, seat: Seat) -> Result<Checked, Refusal> {
        self.off_board(seat, Play::Abandoned)
    }

    /// Checks that a computer player may take `seat` over: the game runs and the seat is still
    /// in it.
    ///
    /// # Errors
    /// The game is over, or the seat resigned.
    pub fn check_takeover(&self, seat: Seat, level: BotLevel) -> Result<Checked, Refusal> {
        self.off_board(seat, Play::Bot { level })
    }

    /// Checks an offer's step by `seat` (Camelot): [`Play::Offer`], [`Play::Accept`],
    /// [`Play::Decline`] or [`Play::Withdraw`].
    pub fn check_offer(&self, seat: Seat, play: Play) -> Result<Checked, Refusal> {
        match play {
            Play::Offer { .. }
            | Play::Accept { .. }
            | Play::Decline { .. }
            | Play::Withdraw { .. } => self.off_board(seat, play),
            _ => Err(host::wrong_game()),
        }
    }

    #[must_use]
    pub fn pending_offer(&self) -> Option<protocol::PendingOffer> {
        self.0.pending_offer()
    }

    #[must_use]
    pub fn answer_offer(&self, seat: Seat) -> Option<Play> {
        self.0.answer_offer(seat)
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
        self.0.apply(seat, &play)?;
        Ok(play)
    }

    /// Whether a prompt for a seat other than the active player is pending: it times out to
    /// [`HostedGame::default_action`].
    #[must_use]
    pub fn timed_prompt(&self) -> bool {
        self.0.timed_prompt()
    }

    /// The engine's answer for the pending decision when its seat does not answer in time.
    #[must_use]
    pub fn default_action(&self) -> Option<(Seat, GameAction)> {
        self.0.default_action()
    }

    /// The seat that must decide now, while the game runs.
    #[must_use]
    pub fn decider(&self) -> Option<Seat> {
        self.0.decider()
    }

    /// The seat whose clock runs and, in Super Camelot, the number of the turn under way (a new
    /// turn restarts the turn clock); `None` once the game is over.
    #[must_use]
    pub fn clock_owner(&self) -> Option<(Seat, u32)> {
        self.0.clock_owner()
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
        match self.view(Some(seat), true, Lang::En) {
            view @ GameView::Camelot { to_move, .. } if to_move == seat => view
                .camelot_legal_moves()
                .into_iter()
                .next()
                .map(|mv| GameAction::Camelot { mv }),
            GameView::Camelot { .. } => None,
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
        (self.decider() == Some(seat)).then(|| self.0.bot_job(seat, level, seed))
    }

    /// What `viewer` (a seat, or `None` for a spectator) may see, worded in `lang`. `live` is
    /// false once the game is over (by the rules or by resignation): then nobody gets legal
    /// actions.
    #[must_use]
    pub fn view(&self, viewer: Option<Seat>, live: bool, lang: Lang) -> GameView {
        self.0.view(viewer, live, lang)
    }

    /// Whether the views carry words ([`Host::worded`]): each language is an audience.
    #[must_use]
    pub fn worded(&self) -> bool {
        self.0.worded()
    }

    /// Whether every audience sees the same view ([`Host::shared_view`]).
    #[must_use]
    pub fn shared_view(&self) -> bool {
        self.0.shared_view()
    }

    /// Whether `play`, once applied, is told by its event alone ([`Host::implied`]).
    #[must_use]
    pub fn implied(&self, play: &Play) -> bool {
        self.0.implied(play)
    }

    /// What the last applied action did, with everything revealed: the events of a step of a
    /// game's public record (see [`protocol::RecordStep::events`]). Only for games that are
    /// over: it holds what live views hide.
    #[must_use]
    pub fn revealed_events(&self) -> Vec<RevealedEvent> {
        self.0.revealed_events()
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
        lang: Lang,
    ) -> Option<(Vec<protocol::HistoryEntry>, bool)> {
        self.0.history(viewer, before, limit, lang)
    }

    /// The result once the game is over, by the rules or by resignation.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.0.result()
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
            days_per_move: None,
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
            days_per_turn: None,
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
                turn_secs: None,
                days_per_turn: None,
            }
            .validate()
            .is_err()
        );
    }
}
