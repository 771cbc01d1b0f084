//! The validated game state and its single transition function.
//!
//! One idea a file: `config` (the lobby's choices), `state` (board, players, supply), `phase`
//! (the turn and its in-progress state), `random` (decks and draws), `setup` ([`Game::new`]),
//! `board` and `effects` (helpers the rules share), `queries` (what a server asks) and
//! `transition` ([`Game::apply`], [`Game::resign`]).

mod board;
mod config;
mod effects;
mod phase;
mod queries;
mod random;
mod setup;
mod state;
mod transition;

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;

use crate::data::{EnemyHealthRule, SpeedPotionRule, TreasureValueRule};
use crate::event::Outcome;
use crate::types::{Card, Face, Treasure};

pub use config::Config;
pub(crate) use phase::{
    AttackState, AttackStep, EnemyChoice, EnemyTurnState, MoveState, Phase, PlacedTile, StepKind,
    StepUndo, Turn,
};
pub(crate) use random::{Deck, below, shuffle};
pub(crate) use state::{Cell, Enemy, Player};
pub use state::{HeldTreasure, Supply, TreasureState};

/// A game of Super Camelot. Fields are private; every value is legal by construction.
///
/// Its `Debug` output omits the RNG (whose buffer holds future dice) and the hidden stack and decks, so a
/// server log line can never leak them.
#[derive(Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) players: Vec<Player>,
    pub(crate) cells: Vec<Cell>,
    pub(crate) slots: [Option<PlacedTile>; 16],
    /// Tile indices, top of the stack last. Hidden from everyone.
    pub(crate) stack: Vec<usize>,
    pub(crate) supply: Supply,
    pub(crate) litter: Deck<Card>,
    pub(crate) small_loot: Deck<Card>,
    pub(crate) big_loot: Deck<Card>,
    pub(crate) small_treasures: Deck<Treasure>,
    pub(crate) big_treasures: Deck<(u32, bool)>,
    pub(crate) rng: ChaCha8Rng,
    /// Dice forced by a scenario, used before the RNG (tests only).
    pub(crate) forced_dice: VecDeque<Face>,
    pub(crate) turn: Turn,
    pub(crate) phase: Phase,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) next_enemy_id: u32,
    pub(crate) first_player_rolls: Vec<Vec<Vec<Face>>>,
    pub(crate) ask_activation_order: bool,
    pub(crate) auto_enemy_ties: bool,
    pub(crate) enemy_health: EnemyHealthRule,
    pub(crate) treasure_values: TreasureValueRule,
    pub(crate) speed_potion: SpeedPotionRule,
}

impl core::fmt::Debug for Game {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Game")
            .field("players", &self.players)
            .field("slots", &self.slots)
            .field("supply", &self.supply)
            .field("turn", &self.turn)
            .field("phase", &self.phase)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}
