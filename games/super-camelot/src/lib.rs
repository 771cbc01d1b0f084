//! The rules of Super Camelot: a pure, deterministic engine.
//!
//! * [`Game::new`] sets a game up from a [`Config`] and a seed; all randomness (shuffles, dice) comes from
//!   a `ChaCha8Rng` inside the state, so `(config, seed, actions)` replays a game exactly.
//! * [`Game::apply`] is the one transition: it checks everything first, so an `Err` changes nothing.
//!   [`Game::legal_actions`] and [`Game::is_legal`] agree with it.
//! * [`Game::pending_decision`] names who must choose and what; answers to prompts are ordinary
//!   [`Action`]s, and [`Game::default_action`] gives the answer to apply when a seat times out.
//! * [`Game::view`] is the total redaction: another seat's wallet, deck and stack order, unexplored tiles
//!   and the RNG exist in no field of [`View`]. Events come in public and private forms
//!   ([`Event::for_viewer`]).
//! * [`Scenario`] is the test set-up format (see the [`scenario`] module docs).
//! * [`simulate`] plays many games with a random or greedy policy.
//!
//! Every number and layout is data: see [`data`] and `data/tiles.txt`.
#![forbid(unsafe_code)]

mod action;
mod combat;
pub mod data;
mod enemy;
mod error;
mod event;
mod game;
pub mod geometry;
mod rules;
pub mod scenario;
pub mod simulate;
mod types;
mod view;

pub use action::{Action, Decision, Prompt};
pub use error::{Blocker, RuleError, SetupError};
pub use event::{
    AttackKind, Event, Outcome, PrivateEvent, PublicEvent, RollPurpose, VisibleEvent, WinKind,
};
pub use game::{Config, Game, HeldTreasure, Supply, TreasureState};
pub use geometry::{Arc, Circle, Direction, Facing, Place, Slot, Square};
pub use scenario::{PlayerSetup, Scenario, tokens_conserved};
pub use types::{
    Card, Character, EnemyKind, Face, Item, LootDeck, Object, RelicKind, Seat, SpecialKind,
    StarUse, Treasure,
};
pub use view::{EnemyView, PlayerView, Revealed, SquareView, TileView, View, Viewer};
