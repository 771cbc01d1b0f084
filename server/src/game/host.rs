//! What a lobby needs of a game: one [`Host`] per hosted game (`camelot.rs`, `super_camelot.rs`),
//! behind [`super::HostedGame`]. A third game implements this trait, adds its settings to
//! `protocol::GameConfig` and its arm to [`super::HostedGame::new`] and
//! [`super::HostedGame::policy`]; the lobby does not change.

use super::{BotJob, Play, Refusal};
use protocol::Lang;
use protocol::{GameAction, GameResult, GameView, HistoryEntry, PendingOffer, RevealedEvent, Seat};

/// A game in progress, as a lobby hosts it: the engine, what its views need beyond it, and the
/// game's own answers to what happens off the board (a resignation, a clock that runs out, a
/// player who left, a computer player taking a seat over).
pub trait Host: Send + Sync + std::fmt::Debug {
    /// Checks an action by `seat` without changing anything, and gives back the form to log,
    /// apply and show: the engine's own canonical value.
    ///
    /// # Errors
    /// Out of turn, illegal, the game is over, or the action is for another game
    /// ([`protocol::ErrorCode::WrongGame`]).
    fn check(&self, seat: Seat, action: &GameAction) -> Result<GameAction, Refusal>;

    /// Checks that `play`, a step off the board ([`Play::Resign`], [`Play::Timeout`],
    /// [`Play::Abandoned`], [`Play::Bot`], or an offer's step: [`Play::Offer`], [`Play::Accept`],
    /// [`Play::Decline`], [`Play::Withdraw`]), may happen to `seat` now.
    ///
    /// # Errors
    /// The game is over, the seat is out of it, or this game has no such step.
    fn check_off_board(&self, seat: Seat, play: &Play) -> Result<(), Refusal>;

    /// Applies a play that [`Host::check`] or [`Host::check_off_board`] accepted.
    ///
    /// # Errors
    /// The engine refused what it had just accepted (the lobby treats it as a fault).
    fn apply(&mut self, seat: Seat, play: &Play) -> Result<(), Refusal>;

    /// The offer waiting for its answer (Camelot's draws and takebacks), while the game runs.
    fn pending_offer(&self) -> Option<PendingOffer> {
        None
    }

    /// A computer player's answer, for `seat`, to the offer waiting for it.
    fn answer_offer(&self, seat: Seat) -> Option<Play> {
        let _ = seat;
        None
    }

    /// The seat that must decide now, while the game runs.
    fn decider(&self) -> Option<Seat>;

    /// The seat whose clock runs and the number of the turn under way (a new turn restarts a
    /// turn clock; a game clock passes `0`); `None` once the game is over.
    fn clock_owner(&self) -> Option<(Seat, u32)>;

    /// Whether a prompt for a seat other than the active player is pending: it times out to
    /// [`Host::default_action`].
    fn timed_prompt(&self) -> bool {
        false
    }

    /// The engine's answer for the pending decision when its seat does not answer in time.
    fn default_action(&self) -> Option<(Seat, GameAction)> {
        None
    }

    /// A computer player's decision for `seat`, with its own copy of what it may look at.
    fn bot_job(&self, seat: Seat, level: protocol::BotLevel, seed: u64) -> BotJob;

    /// What `viewer` (a seat, or `None` for a spectator) may see, with any words in it in
    /// `lang`; `live` is false once the game is over, and then nobody gets legal actions.
    fn view(&self, viewer: Option<Seat>, live: bool, lang: Lang) -> GameView;

    /// Whether the views carry words (sentences in a reader's language): then each language is
    /// an audience of its own.
    fn worded(&self) -> bool {
        false
    }

    /// Whether every audience (each seat, the spectators) sees the same view: then one view and
    /// one message serve every connection.
    fn shared_view(&self) -> bool {
        false
    }

    /// Whether `play`, once applied, is told completely by its own event, the same for every
    /// audience, so that the lobby builds no view for it (`protocol::update`: a Camelot move,
    /// which each client plays on its copy). Otherwise each audience's view is rebuilt and the
    /// change sent as a patch.
    fn implied(&self, play: &Play) -> bool {
        let _ = play;
        false
    }

    /// What the last applied play did, with everything revealed (for the public record of a
    /// game that is over).
    fn revealed_events(&self) -> Vec<RevealedEvent>;

    /// The game so far as `viewer` may see it, at most `limit` entries before log step
    /// `before`, and whether earlier ones exist; `None` for a game whose view carries its whole
    /// story (Camelot's moves).
    fn history(
        &self,
        viewer: Option<Seat>,
        before: Option<u32>,
        limit: usize,
        lang: Lang,
    ) -> Option<(Vec<HistoryEntry>, bool)> {
        let _ = (viewer, before, limit, lang);
        None
    }

    /// The players' display names in seat order, for a game whose views carry sentences.
    fn set_names(&mut self, names: &[String]) {
        let _ = names;
    }

    /// The result once the game is over, by the rules or off the board.
    fn result(&self) -> Option<GameResult>;
}

/// The refusal of an action or step meant for another game (or, for a step off the board, one
/// this game does not have).
pub(crate) fn wrong_game() -> Refusal {
    Refusal::new(
        protocol::ErrorCode::WrongGame,
        "that action is for another game",
    )
}
