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
//! * [`bot`] is a computer player that sees only its own seat's view.
//! * [`words`] tells events, prompts and choices in each [`Lang`] (English, French), from the
//!   Fluent catalogues in `locales/`: the one wording every client shows.
//!
//! Every number and layout is data: see [`data`] and `data/tiles.txt`.
//!
//! A server's loop, in short:
//!
//! ```
//! use super_camelot::{Character, Config, Game, Viewer};
//! use super_camelot::simulate::{Policy, choose_action};
//!
//! let mut game = Game::new(Config::new(vec![Character::Arthur, Character::Gwenivere]), 42).unwrap();
//! let mut n = 0;
//! while game.outcome().is_none() && n < 20_000 {
//!     n += 1;
//!     let decision = game.pending_decision().expect("someone must choose");
//!     // A real server receives the action from `decision.seat`'s client, or applies
//!     // `game.default_action()` when that seat times out.
//!     let (seat, action) = choose_action(&game, Policy::Greedy, n).unwrap();
//!     assert_eq!(seat, decision.seat);
//!     let events = game.apply(seat, action).expect("legal actions are accepted");
//!     for viewer in [Viewer::Seat(seat), Viewer::Spectator] {
//!         let _mine: Vec<_> = events.iter().filter_map(|e| e.for_viewer(viewer)).collect();
//!         let _view = game.view(viewer);
//!     }
//! }
//! assert!(game.outcome().is_some());
//! ```
#![forbid(unsafe_code)]

mod action;
pub mod bot;
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
#[cfg(feature = "serde")]
mod wire;
pub mod words;

pub use action::{Action, Decision, Prompt};
pub use data::{EnemyHealthRule, SpeedPotionRule, TreasureValueRule};
pub use error::{Blocker, ReplayError, RuleError, SetupError};
pub use event::{
    AttackKind, BlankUse, Event, Outcome, PrivateEvent, PublicEvent, RollPurpose, VisibleEvent,
    WinKind,
};
pub use game::{Config, Game, HeldTreasure, Supply, TreasureState};
pub use geometry::{Arc, Circle, Direction, Facing, NotASquare, Place, Slot, Square};
pub use i18n::Lang;
pub use scenario::{PlayerSetup, Scenario, tokens_conserved};
pub use types::{
    Card, Character, EnemyKind, Face, Item, LootDeck, Object, RelicKind, Seat, SpecialKind,
    StarUse, Treasure,
};
pub use view::{AttackView, EnemyView, PlayerView, Revealed, SquareView, TileView, View, Viewer};
