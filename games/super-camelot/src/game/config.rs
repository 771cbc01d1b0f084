//! The lobby's choices, fixed before the game starts.

use crate::data::{EnemyHealthRule, SpeedPotionRule, TreasureValueRule};
use crate::types::Character;

/// Lobby choices fixed before the game starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Config {
    /// One Character per seat, in clockwise seat order (2–4, no duplicates).
    pub characters: Vec<Character>,
    /// Prompt 23: ask the active player which Enemy activates next (default: reading order).
    #[cfg_attr(feature = "serde", serde(default))]
    pub ask_activation_order: bool,
    /// Prompts 24 and 25: resolve ties between equidistant targets and Dark Knight end squares
    /// automatically (lowest seat, first square in reading order) instead of asking the active player.
    #[cfg_attr(feature = "serde", serde(default))]
    pub auto_enemy_ties: bool,
    /// Enemy health: E1 (default) or the "hard" E2.
    #[cfg_attr(feature = "serde", serde(default))]
    pub enemy_health: EnemyHealthRule,
    /// Small Treasure Gem Values: T1 (default) or the flat T2.
    #[cfg_attr(feature = "serde", serde(default))]
    pub treasure_values: TreasureValueRule,
    /// The Speed Potion: S1 (default, a free Move) or S2 (an extra Action).
    #[cfg_attr(feature = "serde", serde(default))]
    pub speed_potion: SpeedPotionRule,
}

impl Config {
    /// A configuration with these Characters and the default settings.
    #[must_use]
    pub fn new(characters: Vec<Character>) -> Self {
        Self {
            characters,
            ..Self::default()
        }
    }
}
