//! What the board, the players and the supply hold.

use crate::data::{self, TreasureValueRule};
use crate::geometry::{Facing, Place, Square};
use crate::types::{Character, EnemyKind, Item, Object, Treasure};

/// An Enemy on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Enemy {
    pub kind: EnemyKind,
    /// Identity, so stolen cards follow the Mimic that took them (ruling §2.7).
    pub id: u32,
    pub facing: Facing,
}

/// One square's contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Cell {
    pub object: Option<Object>,
    pub enemy: Option<Enemy>,
    pub items: Vec<Item>,
}

/// Face-up, stolen by a Mimic, or lost for good.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum TreasureState {
    /// In effect and counting its Gem Value.
    FaceUp,
    /// Face-down under the Mimic with this id.
    Stolen(u32),
    /// Its Mimic left play: face-down for the rest of the game.
    Lost,
}

/// A Small Treasure card in front of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct HeldTreasure {
    /// The card.
    pub treasure: Treasure,
    /// Its side.
    pub state: TreasureState,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Player {
    pub character: Character,
    pub place: Option<Place>,
    /// Has left the starting circle once (the first-turn rule no longer applies).
    pub entered_forest: bool,
    pub health: u8,
    pub passed_out: bool,
    /// Left the game (RULES.md SC19): no Character on the board, no turns.
    pub resigned: bool,
    pub wallet: u32,
    pub small_keys: u8,
    pub bombs: u8,
    pub big_key: bool,
    pub took_big_key: bool,
    pub relics: [bool; 3],
    pub treasures: Vec<HeldTreasure>,
}

impl Player {
    pub fn has(&self, treasure: Treasure) -> bool {
        self.treasures
            .iter()
            .any(|t| t.treasure == treasure && t.state == TreasureState::FaceUp)
    }

    pub fn gem_total(&self, values: TreasureValueRule) -> u32 {
        self.wallet
            + self
                .treasures
                .iter()
                .filter(|t| t.state == TreasureState::FaceUp)
                .map(|t| data::treasure_value_for(t.treasure, values))
                .sum::<u32>()
    }

    pub fn has_all_relics(&self) -> bool {
        self.relics.iter().all(|r| *r)
    }

    pub fn square(&self) -> Option<Square> {
        self.place.and_then(Place::square)
    }
}

/// Tokens not on the board and not held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Supply {
    /// Bushes.
    pub bushes: u8,
    /// Rocks.
    pub rocks: u8,
    /// Carnivorous Plants.
    pub plants: u8,
    /// Mimics.
    pub mimics: u8,
    /// Dark Knights.
    pub dark_knights: u8,
    /// Bombs.
    pub bombs: u8,
    /// Small Keys.
    pub small_keys: u8,
}

impl Supply {
    pub(crate) fn enemies_mut(&mut self, kind: EnemyKind) -> &mut u8 {
        match kind {
            EnemyKind::CarnivorousPlant => &mut self.plants,
            EnemyKind::Mimic => &mut self.mimics,
            EnemyKind::DarkKnight => &mut self.dark_knights,
        }
    }
}
