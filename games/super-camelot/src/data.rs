//! Every number and layout of the game, as data (rulings §1–§2.6).
//!
//! The tile layouts live in `data/tiles.txt`, compiled into the crate and parsed once. Everything else
//! here is a table of constants; change the table, not the code, if printed values ever surface.

use std::sync::OnceLock;

use crate::geometry::{Circle, Square};
use crate::types::{Card, Character, EnemyKind, RelicKind, Treasure};

/// Squares along one edge of a Map Tile (ruling G1).
pub const TILE_N: usize = 6;
/// Tile slots along one edge of the forest: the 2×2 initial tiles plus the ring (ruling G3).
pub const SLOTS_PER_SIDE: usize = 4;
/// Squares along one edge of the whole forest.
pub const FOREST_N: usize = TILE_N * SLOTS_PER_SIDE;
/// The initial tile slots, `(tile row, tile column)` (ruling G3).
pub const INITIAL_SLOTS: [(usize, usize); 4] = [(1, 1), (1, 2), (2, 1), (2, 2)];

/// Health of a fresh Character: 3 Intact Shields.
pub const MAX_HEALTH: u8 = 6;
/// Health recovered when a passed-out Character's next turn begins.
pub const PASS_OUT_RECOVERY: u8 = 1;
/// Actions per Player Turn.
pub const ACTIONS_PER_TURN: u8 = 3;
/// Squares per Move action.
pub const MOVE_SQUARES: u8 = 3;
/// Gems needed to win.
pub const GEM_GOAL: u32 = 40;
/// Dice rolled to attack and to decide the first player.
pub const ATTACK_DICE: usize = 3;
/// Dice rolled to defend (Royal Shield adds one).
pub const DEFENCE_DICE: usize = 1;
/// Damage a Bomb deals to every Character in its block when at least one hit is rolled.
pub const BOMB_DAMAGE: u8 = 2;
/// Side of a Bomb block.
pub const BOMB_BLOCK: usize = 3;
/// Players allowed at the table.
pub const MIN_PLAYERS: usize = 2;
/// Players allowed at the table.
pub const MAX_PLAYERS: usize = 4;

/// Health and attack of one Enemy type (ruling E1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnemyCard {
    /// Hits needed to kill it.
    pub health: u8,
    /// Damage it tries to deal when it attacks.
    pub damage: u8,
}

/// The Enemy Cards (ruling E1).
#[must_use]
pub const fn enemy_card(kind: EnemyKind) -> EnemyCard {
    enemy_card_for(kind, EnemyHealthRule::Standard)
}

/// Enemy health: ruling E1 (recommended) or the lobby option E2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EnemyHealthRule {
    /// E1: Plant 1, Mimic 1, Dark Knight 2.
    #[default]
    Standard,
    /// E2 ("hard"): Plant 1, Mimic 2, Dark Knight 3.
    Hard,
}

/// An Enemy Card under a health rule.
#[must_use]
pub const fn enemy_card_for(kind: EnemyKind, rule: EnemyHealthRule) -> EnemyCard {
    let hard = matches!(rule, EnemyHealthRule::Hard);
    match kind {
        EnemyKind::CarnivorousPlant => EnemyCard {
            health: 1,
            damage: 2,
        },
        EnemyKind::Mimic => EnemyCard {
            health: if hard { 2 } else { 1 },
            damage: 1,
        },
        EnemyKind::DarkKnight => EnemyCard {
            health: if hard { 3 } else { 2 },
            damage: 3,
        },
    }
}

/// Small Treasure Gem Values: ruling T1 (recommended) or the lobby option T2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TreasureValueRule {
    /// T1: values run opposite to usefulness (3–8).
    #[default]
    Standard,
    /// T2: every Small Treasure is worth the same.
    Flat,
}

/// T2's single Gem Value.
pub const FLAT_TREASURE_VALUE: u32 = 5;

/// A Small Treasure's Gem Value under a value rule.
#[must_use]
pub const fn treasure_value_for(treasure: Treasure, rule: TreasureValueRule) -> u32 {
    match rule {
        TreasureValueRule::Standard => treasure_gem_value(treasure),
        TreasureValueRule::Flat => FLAT_TREASURE_VALUE,
    }
}

/// The Speed Potion: ruling S1 (recommended) or the lobby option S2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SpeedPotionRule {
    /// S1: an immediate free Move, which may be declined.
    #[default]
    FreeMove,
    /// S2: one extra Action this turn.
    ExtraAction,
}

/// Tokens in the box (rulebook, Game Components).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxCounts {
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
    /// Big Keys.
    pub big_keys: u8,
    /// Relics of each type.
    pub relics_per_type: u8,
    /// Small Chests.
    pub small_chests: u8,
}

/// The box contents.
pub const BOX: BoxCounts = BoxCounts {
    bushes: 22,
    rocks: 12,
    plants: 8,
    mimics: 8,
    dark_knights: 8,
    bombs: 5,
    small_keys: 8,
    big_keys: 4,
    relics_per_type: 4,
    small_chests: 10,
};

/// Dark Knights the tile data must leave in reserve for Litter "Dark Knight" cards (authoring rule 3).
pub const DARK_KNIGHT_RESERVE: u8 = 2;

/// The Litter deck (rulebook appendix).
pub const LITTER_DECK: &[(Card, u8)] = &[
    (Card::HealthPotion, 5),
    (Card::GreenGem, 5),
    (Card::Bomb, 2),
    (Card::DarkKnight, 2),
    (Card::GrailWater, 1),
];
/// The Small Loot deck.
pub const SMALL_LOOT_DECK: &[(Card, u8)] = &[
    (Card::GreenGem, 5),
    (Card::HealthPotion, 2),
    (Card::SpeedPotion, 1),
    (Card::Bomb, 1),
    (Card::SmallKey, 1),
];
/// The Big Loot deck.
pub const BIG_LOOT_DECK: &[(Card, u8)] = &[
    (Card::SmallKey, 4),
    (Card::BlueGem, 3),
    (Card::Bomb, 2),
    (Card::HealthPotion, 1),
];
/// The Small Treasure deck.
pub const SMALL_TREASURE_DECK: &[(Treasure, u8)] = &[
    (Treasure::Magnet, 2),
    (Treasure::RoyalShield, 2),
    (Treasure::RacingBoots, 2),
    (Treasure::PowerGauntlet, 2),
    (Treasure::HuntingBow, 2),
    (Treasure::Greatsword, 2),
    (Treasure::Shovel, 2),
];
/// The Big Treasure deck: `(gems, also a Small Treasure)`.
pub const BIG_TREASURE_DECK: &[((u32, bool), u8)] =
    &[((15, false), 2), ((10, true), 1), ((20, false), 1)];

/// Gem value of a Gem card or Item.
#[must_use]
pub const fn gem_value(card: Card) -> u32 {
    match card {
        Card::GreenGem => 1,
        Card::BlueGem => 5,
        _ => 0,
    }
}

/// A Small Treasure's Gem Value (ruling T1).
#[must_use]
pub const fn treasure_gem_value(treasure: Treasure) -> u32 {
    match treasure {
        Treasure::HuntingBow | Treasure::Shovel => 3,
        Treasure::RacingBoots | Treasure::Greatsword => 4,
        Treasure::RoyalShield => 6,
        Treasure::Magnet => 7,
        Treasure::PowerGauntlet => 8,
    }
}

/// Extra squares per Move action from Racing Boots.
pub const RACING_BOOTS_BONUS: u8 = 1;
/// Extra squares on Percival's first Move action of a turn.
pub const PATHFINDER_BONUS: u8 = 1;
/// Extra defence dice from the Royal Shield.
pub const ROYAL_SHIELD_DICE: usize = 1;

/// What a Character starts with (ruling §2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartingKit {
    /// Small Keys.
    pub small_keys: u8,
    /// Bombs.
    pub bombs: u8,
}

/// A Character's starting kit.
#[must_use]
pub const fn starting_kit(character: Character) -> StartingKit {
    match character {
        Character::Kay => StartingKit {
            small_keys: 1,
            bombs: 0,
        },
        Character::Merlin => StartingKit {
            small_keys: 0,
            bombs: 1,
        },
        _ => StartingKit {
            small_keys: 0,
            bombs: 0,
        },
    }
}

/// The squares adjacent to each starting circle (ruling G4), as `(row, column)`.
#[must_use]
pub const fn circle_squares(circle: Circle) -> [(u8, u8); 4] {
    match circle {
        Circle::North => [(9, 11), (9, 12), (10, 11), (10, 12)],
        Circle::South => [(13, 11), (13, 12), (14, 11), (14, 12)],
        Circle::West => [(11, 9), (12, 9), (11, 10), (12, 10)],
        Circle::East => [(11, 13), (12, 13), (11, 14), (12, 14)],
    }
}

/// One symbol of a tile layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum LayoutToken {
    /// `B`.
    Bush,
    /// `R`.
    Rock,
    /// `P`, `M`, `D`.
    Enemy(EnemyKind),
    /// `C`.
    SmallChest,
    /// `G`.
    BigChest,
    /// `K`.
    BigKeyStack,
    /// `1`, `2`, `3`.
    RelicStack(RelicKind),
}

impl LayoutToken {
    /// Persistent tokens stay when a tile depopulates.
    #[must_use]
    pub const fn is_persistent(self) -> bool {
        !matches!(self, Self::Bush | Self::Rock | Self::Enemy(_))
    }
}

/// A symbol of the layout grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutCell {
    /// A corner tree.
    Tree,
    /// Nothing.
    Empty,
    /// A token placed when the tile is populated (or at once, if persistent and first revealed).
    Token(LayoutToken),
}

/// A Map Tile's printed layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileLayout {
    /// Short id, e.g. `U01` or `N3`.
    pub id: &'static str,
    /// Printed name.
    pub name: &'static str,
    /// Named tiles (shrines, Big Key, Big Chest) only ever go in the ring.
    pub named: bool,
    /// `cells[r][c]`, row 0 north.
    pub cells: [[LayoutCell; TILE_N]; TILE_N],
}

const TILES_TXT: &str = include_str!("../data/tiles.txt");

/// The 16 Map Tiles, parsed once from `data/tiles.txt`.
///
/// # Panics
/// Panics if the compiled-in data file is malformed; the unit tests parse it, so this cannot ship.
#[must_use]
pub fn tiles() -> &'static [TileLayout] {
    static TILES: OnceLock<Vec<TileLayout>> = OnceLock::new();
    TILES.get_or_init(|| parse_tiles(TILES_TXT).expect("data/tiles.txt is valid"))
}

/// Parses the tile data format described at the top of `data/tiles.txt`.
///
/// # Errors
/// Returns a message naming the first malformed line.
pub fn parse_tiles(text: &'static str) -> Result<Vec<TileLayout>, String> {
    let mut out = Vec::new();
    let mut lines = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    while let Some(header) = lines.next() {
        let mut parts = header.splitn(4, ' ');
        if parts.next() != Some("tile") {
            return Err(format!("expected `tile` header, found {header:?}"));
        }
        let id = parts.next().ok_or("missing id")?;
        let named = match parts.next() {
            Some("named") => true,
            Some("unnamed") => false,
            other => return Err(format!("bad kind {other:?} in {header:?}")),
        };
        let name = parts.next().ok_or("missing name")?;
        let mut cells = [[LayoutCell::Empty; TILE_N]; TILE_N];
        for row in &mut cells {
            let line = lines
                .next()
                .ok_or_else(|| format!("tile {id}: too few rows"))?;
            if line.chars().count() != TILE_N {
                return Err(format!("tile {id}: row {line:?} is not {TILE_N} wide"));
            }
            for (cell, ch) in row.iter_mut().zip(line.chars()) {
                *cell = match ch {
                    'T' => LayoutCell::Tree,
                    '.' => LayoutCell::Empty,
                    'B' => LayoutCell::Token(LayoutToken::Bush),
                    'R' => LayoutCell::Token(LayoutToken::Rock),
                    'P' => LayoutCell::Token(LayoutToken::Enemy(EnemyKind::CarnivorousPlant)),
                    'M' => LayoutCell::Token(LayoutToken::Enemy(EnemyKind::Mimic)),
                    'D' => LayoutCell::Token(LayoutToken::Enemy(EnemyKind::DarkKnight)),
                    'C' => LayoutCell::Token(LayoutToken::SmallChest),
                    'G' => LayoutCell::Token(LayoutToken::BigChest),
                    'K' => LayoutCell::Token(LayoutToken::BigKeyStack),
                    '1' => LayoutCell::Token(LayoutToken::RelicStack(RelicKind::Fire)),
                    '2' => LayoutCell::Token(LayoutToken::RelicStack(RelicKind::Water)),
                    '3' => LayoutCell::Token(LayoutToken::RelicStack(RelicKind::Wind)),
                    other => return Err(format!("tile {id}: unknown symbol {other:?}")),
                };
            }
        }
        out.push(TileLayout {
            id,
            name,
            named,
            cells,
        });
    }
    Ok(out)
}

/// The data-file symbol of a layout cell.
#[must_use]
pub const fn layout_symbol(cell: LayoutCell) -> char {
    match cell {
        LayoutCell::Tree => 'T',
        LayoutCell::Empty => '.',
        LayoutCell::Token(LayoutToken::Bush) => 'B',
        LayoutCell::Token(LayoutToken::Rock) => 'R',
        LayoutCell::Token(LayoutToken::Enemy(EnemyKind::CarnivorousPlant)) => 'P',
        LayoutCell::Token(LayoutToken::Enemy(EnemyKind::Mimic)) => 'M',
        LayoutCell::Token(LayoutToken::Enemy(EnemyKind::DarkKnight)) => 'D',
        LayoutCell::Token(LayoutToken::SmallChest) => 'C',
        LayoutCell::Token(LayoutToken::BigChest) => 'G',
        LayoutCell::Token(LayoutToken::BigKeyStack) => 'K',
        LayoutCell::Token(LayoutToken::RelicStack(RelicKind::Fire)) => '1',
        LayoutCell::Token(LayoutToken::RelicStack(RelicKind::Water)) => '2',
        LayoutCell::Token(LayoutToken::RelicStack(RelicKind::Wind)) => '3',
    }
}

/// Looks a tile up by its id.
#[must_use]
pub fn tile_index(id: &str) -> Option<usize> {
    tiles().iter().position(|t| t.id == id)
}

/// Whether a global square lies on a tile corner (a Tree).
#[must_use]
pub const fn is_tree(square: Square) -> bool {
    let r = square.row as usize % TILE_N;
    let c = square.col as usize % TILE_N;
    (r == 0 || r == TILE_N - 1) && (c == 0 || c == TILE_N - 1)
}
