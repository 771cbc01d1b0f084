//! The game's vocabulary: seats, characters, cards, dice, tokens.

use core::fmt;

/// A player's seat, `0..players`. Seats play clockwise in increasing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Seat(pub u8);

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// The six Characters (ruling §2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Character {
    /// *Excalibur*: once per turn, reroll 1 die after an attack roll.
    Arthur,
    /// *Grace*: a Gem also blocks when defending.
    Gwenivere,
    /// *Peerless*: one Blank in each attack roll counts as a 1 Hit.
    Lancelot,
    /// *Pathfinder*: the first Move action each turn is 1 square longer.
    Percival,
    /// *Seneschal*: starts with a Small Key; opens Small Chests from any orthogonal neighbour.
    Kay,
    /// *Enchanter*: starts with a Bomb; immune to own Bombs; Blanks count as Gems on Bomb rolls.
    Merlin,
}

impl Character {
    /// All six.
    pub const ALL: [Self; 6] = [
        Self::Arthur,
        Self::Gwenivere,
        Self::Lancelot,
        Self::Percival,
        Self::Kay,
        Self::Merlin,
    ];
}

/// The three Enemy types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum EnemyKind {
    /// Does not move; spits at range.
    CarnivorousPlant,
    /// Walks onto you and steals.
    Mimic,
    /// Walks next to you and swings.
    DarkKnight,
}

impl fmt::Display for EnemyKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::CarnivorousPlant => "a Carnivorous Plant",
            Self::Mimic => "a Mimic",
            Self::DarkKnight => "a Dark Knight",
        })
    }
}

/// The three Relic types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum RelicKind {
    /// Fire Shrine.
    Fire,
    /// Water Shrine.
    Water,
    /// Wind Shrine.
    Wind,
}

impl RelicKind {
    /// All three.
    pub const ALL: [Self; 3] = [Self::Fire, Self::Water, Self::Wind];

    /// Index 0..3.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Self::Fire => 0,
            Self::Water => 1,
            Self::Wind => 2,
        }
    }
}

/// A Special Item stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum SpecialKind {
    /// Opens the Big Chest.
    BigKey,
    /// Needed for the Grail.
    Relic(RelicKind),
}

/// Small Treasure cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Treasure {
    /// Collect Items on your tile.
    Magnet,
    /// One extra defence die.
    RoyalShield,
    /// +1 square per Move.
    RacingBoots,
    /// Walk over Rocks.
    PowerGauntlet,
    /// A free attack once per turn on your tile.
    HuntingBow,
    /// A 5-square arc.
    Greatsword,
    /// The Dig action.
    Shovel,
}

/// Litter and Loot cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Card {
    /// Restore 1 Health.
    HealthPotion,
    /// Restore all Health.
    GrailWater,
    /// A free Move action (ruling S1).
    SpeedPotion,
    /// Drops a Green Gem (1).
    GreenGem,
    /// Drops a Blue Gem (5).
    BlueGem,
    /// Drops a Bomb.
    Bomb,
    /// Drops a Small Key.
    SmallKey,
    /// Litter only: a Dark Knight appears on the cut Bush's square.
    DarkKnight,
}

/// The decks of Litter and Loot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum LootDeck {
    /// Drawn for cut Bushes.
    Litter,
    /// Drawn for killed Plants and Mimics.
    SmallLoot,
    /// Drawn for killed Dark Knights.
    BigLoot,
}

impl LootDeck {
    /// The deck an Enemy drops from.
    #[must_use]
    pub const fn for_enemy(kind: EnemyKind) -> Self {
        match kind {
            EnemyKind::DarkKnight => Self::BigLoot,
            _ => Self::SmallLoot,
        }
    }
}

/// An Item lying on a square (collected by entering it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Item {
    /// A Green Gem worth 1.
    GreenGem,
    /// A Blue Gem worth 5.
    BlueGem,
    /// A Bomb.
    Bomb,
    /// A Small Key.
    SmallKey,
}

/// A face of the custom dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Face {
    /// Blocks when defending.
    Shield,
    /// Counts as any result.
    Star,
    /// Draws Litter and Loot.
    Gem,
    /// Two hits.
    TwoHits,
    /// One hit.
    OneHit,
    /// Nothing.
    Blank,
}

impl Face {
    /// The six faces, uniformly likely.
    pub const ALL: [Self; 6] = [
        Self::Shield,
        Self::Star,
        Self::Gem,
        Self::TwoHits,
        Self::OneHit,
        Self::Blank,
    ];
}

/// What an attacker turns a Star into (rulebook: a Star counts as any result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum StarUse {
    /// One hit.
    OneHit,
    /// Two hits.
    TwoHits,
    /// A Gem.
    Gem,
}

/// A non-Character object or Enemy on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Object {
    /// Cut by attacks.
    Bush,
    /// Lifted by the Power Gauntlet.
    Rock,
    /// A Small Chest, open or not (persistent).
    SmallChest {
        /// Opened for good.
        open: bool,
    },
    /// The Big Chest (persistent).
    BigChest {
        /// Opened for good.
        open: bool,
    },
    /// A stack of Special Items (persistent).
    Special {
        /// Which kind.
        kind: SpecialKind,
        /// Tokens left.
        count: u8,
    },
}

impl fmt::Display for Object {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Bush => "a Bush",
            Self::Rock => "a Rock",
            Self::SmallChest { .. } => "a Small Chest",
            Self::BigChest { .. } => "the Big Chest",
            Self::Special {
                kind: SpecialKind::BigKey,
                ..
            } => "the Big Key stack",
            Self::Special {
                kind: SpecialKind::Relic(_),
                ..
            } => "a Relic stack",
        })
    }
}

/// The Character's name as the rulebook prints it (`Merlin`).
impl std::fmt::Display for Character {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}
