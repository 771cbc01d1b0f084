//! The scenario format: set up any situation in a few readable lines, for tests.
//!
//! A [`Scenario`] is unvalidated data (the house `Setup`); [`Scenario::build`] turns it into a [`Game`]
//! or a [`SetupError`]. It starts from `Game::new(config, seed)` and then overrides:
//!
//! * `.tile(row, col, "U01")` — placed tiles by id (if any are given, the random initial layout is
//!   cleared first); a tile with a Character on it is populated;
//! * `.stack(&["N1", ...])` — the tile stack, top first;
//! * `.at(seat, place)`, `.health`, `.wallet`, `.keys`, `.bombs`, `.relics`, `.big_key`, `.treasure`
//!   — each Character's state;
//! * `.clear(square)`, `.object(square, Object)`, `.enemy(square, EnemyKind)`, `.item(square, Item)` —
//!   edit squares after populating;
//! * `.dice(&[Face...])` — forced dice, used in order before the RNG;
//! * `.deck_top(LootDeck, &[Card...])`, `.treasure_top(&[Treasure...])`, `.big_treasure_top(gems, with)`
//!   — cards moved to the top of their decks, first listed drawn first;
//! * `.active(seat)`, `.actions_used(n)` — whose turn it is and how far into it;
//! * `.ask_activation_order()`, `.auto_enemy_ties()`, `.enemy_health(..)`, `.treasure_values(..)`,
//!   `.speed_potion(..)` — the lobby's settings and alternative rulings.
//!
//! The supply is recounted from the box, so tokens are conserved whatever the scenario says.
//!
//! ```
//! use super_camelot::{Character, Scenario, Seat, Place, Square, Action, Face, EnemyKind};
//! let sq = |r, c| Square::new(r, c).unwrap();
//! let mut game = Scenario::new(&[Character::Gwenivere, Character::Lancelot])
//!     .tile(1, 1, "U01")
//!     .at(Seat(0), Place::Square(sq(10, 8)))
//!     .enemy(sq(9, 8), EnemyKind::Mimic)
//!     .dice(&[Face::OneHit, Face::Blank, Face::Blank])
//!     .build()
//!     .unwrap();
//! assert!(game.is_legal(Seat(0), &Action::Attack { arc: super_camelot::Arc::NorthEast }));
//! ```

use crate::data::{self, BOX, EnemyHealthRule, SpeedPotionRule, TreasureValueRule};
use crate::error::SetupError;
use crate::game::{Config, Game, HeldTreasure, Supply, TreasureState};
use crate::geometry::{Place, Slot, Square};
use crate::types::{
    Card, Character, EnemyKind, Face, Item, LootDeck, Object, Seat, SpecialKind, Treasure,
};

/// One Character's state in a scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerSetup {
    /// Where it stands.
    pub place: Option<Place>,
    /// Health (default 6).
    pub health: Option<u8>,
    /// Wallet.
    pub wallet: u32,
    /// Small Keys (default: the Character's kit).
    pub small_keys: Option<u8>,
    /// Bombs (default: the Character's kit).
    pub bombs: Option<u8>,
    /// Holds a Big Key.
    pub big_key: bool,
    /// Relics held.
    pub relics: [bool; 3],
    /// Face-up Small Treasures.
    pub treasures: Vec<Treasure>,
}

/// An unvalidated game situation. See the module docs for the format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// Characters by seat.
    pub characters: Vec<Character>,
    /// RNG seed.
    pub seed: u64,
    /// Placed tiles.
    pub tiles: Vec<(Slot, &'static str)>,
    /// The stack, top first.
    pub stack: Option<Vec<&'static str>>,
    /// Per seat.
    pub players: Vec<PlayerSetup>,
    /// Squares emptied after populating.
    pub clear: Vec<Square>,
    /// Objects placed.
    pub objects: Vec<(Square, Object)>,
    /// Enemies placed.
    pub enemies: Vec<(Square, EnemyKind)>,
    /// Items placed.
    pub items: Vec<(Square, Item)>,
    /// Forced dice.
    pub dice: Vec<Face>,
    /// Loot cards to put on top.
    pub deck_tops: Vec<(LootDeck, Vec<Card>)>,
    /// Small Treasures to put on top.
    pub treasure_top: Vec<Treasure>,
    /// Big Treasure to put on top.
    pub big_treasure_top: Option<(u32, bool)>,
    /// The active seat.
    pub active: Seat,
    /// Actions already used.
    pub actions_used: u8,
    /// [`Config::ask_activation_order`].
    pub ask_activation_order: bool,
    /// [`Config::auto_enemy_ties`].
    pub auto_enemy_ties: bool,
    /// [`Config::enemy_health`].
    pub enemy_health: EnemyHealthRule,
    /// [`Config::treasure_values`].
    pub treasure_values: TreasureValueRule,
    /// [`Config::speed_potion`].
    pub speed_potion: SpeedPotionRule,
}

impl Scenario {
    /// A scenario with these Characters, seed 0 and the random setup.
    #[must_use]
    pub fn new(characters: &[Character]) -> Self {
        Self {
            characters: characters.to_vec(),
            seed: 0,
            tiles: Vec::new(),
            stack: None,
            players: vec![PlayerSetup::default(); characters.len()],
            clear: Vec::new(),
            objects: Vec::new(),
            enemies: Vec::new(),
            items: Vec::new(),
            dice: Vec::new(),
            deck_tops: Vec::new(),
            treasure_top: Vec::new(),
            big_treasure_top: None,
            active: Seat(0),
            actions_used: 0,
            ask_activation_order: false,
            auto_enemy_ties: false,
            enemy_health: EnemyHealthRule::Standard,
            treasure_values: TreasureValueRule::Standard,
            speed_potion: SpeedPotionRule::FreeMove,
        }
    }

    fn seat(&mut self, seat: Seat) -> &mut PlayerSetup {
        &mut self.players[usize::from(seat.0)]
    }

    /// Sets the seed.
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Places a tile by id in slot `(row, col)`.
    #[must_use]
    pub fn tile(mut self, row: u8, col: u8, id: &'static str) -> Self {
        self.tiles.push((Slot { row, col }, id));
        self
    }

    /// Sets the stack, top first.
    #[must_use]
    pub fn stack(mut self, ids: &[&'static str]) -> Self {
        self.stack = Some(ids.to_vec());
        self
    }

    /// Puts a Character somewhere.
    #[must_use]
    pub fn at(mut self, seat: Seat, place: Place) -> Self {
        self.seat(seat).place = Some(place);
        self
    }

    /// Sets Health.
    #[must_use]
    pub fn health(mut self, seat: Seat, health: u8) -> Self {
        self.seat(seat).health = Some(health);
        self
    }

    /// Sets the wallet.
    #[must_use]
    pub fn wallet(mut self, seat: Seat, gems: u32) -> Self {
        self.seat(seat).wallet = gems;
        self
    }

    /// Sets Small Keys held.
    #[must_use]
    pub fn keys(mut self, seat: Seat, n: u8) -> Self {
        self.seat(seat).small_keys = Some(n);
        self
    }

    /// Sets Bombs held.
    #[must_use]
    pub fn bombs(mut self, seat: Seat, n: u8) -> Self {
        self.seat(seat).bombs = Some(n);
        self
    }

    /// Sets Relics held (Fire, Water, Wind).
    #[must_use]
    pub fn relics(mut self, seat: Seat, relics: [bool; 3]) -> Self {
        self.seat(seat).relics = relics;
        self
    }

    /// Gives a Big Key.
    #[must_use]
    pub fn big_key(mut self, seat: Seat) -> Self {
        self.seat(seat).big_key = true;
        self
    }

    /// Gives a face-up Small Treasure.
    #[must_use]
    pub fn treasure(mut self, seat: Seat, treasure: Treasure) -> Self {
        self.seat(seat).treasures.push(treasure);
        self
    }

    /// Empties a square.
    #[must_use]
    pub fn clear(mut self, square: Square) -> Self {
        self.clear.push(square);
        self
    }

    /// Puts an Object on a square.
    #[must_use]
    pub fn object(mut self, square: Square, object: Object) -> Self {
        self.objects.push((square, object));
        self
    }

    /// Puts an Enemy on a square.
    #[must_use]
    pub fn enemy(mut self, square: Square, kind: EnemyKind) -> Self {
        self.enemies.push((square, kind));
        self
    }

    /// Puts an Item on a square.
    #[must_use]
    pub fn item(mut self, square: Square, item: Item) -> Self {
        self.items.push((square, item));
        self
    }

    /// Forces the next dice.
    #[must_use]
    pub fn dice(mut self, faces: &[Face]) -> Self {
        self.dice.extend_from_slice(faces);
        self
    }

    /// Puts cards on top of a Litter or Loot deck, first listed drawn first.
    #[must_use]
    pub fn deck_top(mut self, deck: LootDeck, cards: &[Card]) -> Self {
        self.deck_tops.push((deck, cards.to_vec()));
        self
    }

    /// Puts Small Treasures on top of their deck.
    #[must_use]
    pub fn treasure_top(mut self, treasures: &[Treasure]) -> Self {
        self.treasure_top.extend_from_slice(treasures);
        self
    }

    /// Puts a Big Treasure on top of its deck.
    #[must_use]
    pub fn big_treasure_top(mut self, gems: u32, with_small_treasure: bool) -> Self {
        self.big_treasure_top = Some((gems, with_small_treasure));
        self
    }

    /// Sets the active seat.
    #[must_use]
    pub fn active(mut self, seat: Seat) -> Self {
        self.active = seat;
        self
    }

    /// Sets how many Actions the active seat has used.
    #[must_use]
    pub fn actions_used(mut self, n: u8) -> Self {
        self.actions_used = n;
        self
    }

    /// Asks for the Enemy activation order (prompt 23).
    #[must_use]
    pub fn ask_activation_order(mut self) -> Self {
        self.ask_activation_order = true;
        self
    }

    /// Resolves Enemy ties automatically (prompts 24 and 25).
    #[must_use]
    pub fn auto_enemy_ties(mut self) -> Self {
        self.auto_enemy_ties = true;
        self
    }

    /// Plays with an Enemy health rule (E1 or E2).
    #[must_use]
    pub fn enemy_health(mut self, rule: EnemyHealthRule) -> Self {
        self.enemy_health = rule;
        self
    }

    /// Plays with a Small Treasure value rule (T1 or T2).
    #[must_use]
    pub fn treasure_values(mut self, rule: TreasureValueRule) -> Self {
        self.treasure_values = rule;
        self
    }

    /// Plays with a Speed Potion rule (S1 or S2).
    #[must_use]
    pub fn speed_potion(mut self, rule: SpeedPotionRule) -> Self {
        self.speed_potion = rule;
        self
    }

    /// Builds the game.
    ///
    /// # Errors
    /// [`SetupError`] if the Characters are invalid, a tile is unknown or repeated, or more tokens are
    /// used than the box holds.
    pub fn build(self) -> Result<Game, SetupError> {
        let config = Config {
            ask_activation_order: self.ask_activation_order,
            auto_enemy_ties: self.auto_enemy_ties,
            enemy_health: self.enemy_health,
            treasure_values: self.treasure_values,
            speed_potion: self.speed_potion,
            ..Config::new(self.characters.clone())
        };
        let mut game = Game::new(config, self.seed)?;
        if !self.tiles.is_empty() || self.stack.is_some() {
            game.cells.iter_mut().for_each(|c| *c = Default::default());
            game.slots = [None; 16];
            let mut used = Vec::new();
            for (slot, id) in &self.tiles {
                let tile =
                    data::tile_index(id).ok_or_else(|| SetupError::BadTile((*id).to_owned()))?;
                if used.contains(&tile) || usize::from(slot.row) >= 4 || usize::from(slot.col) >= 4
                {
                    return Err(SetupError::BadTile((*id).to_owned()));
                }
                used.push(tile);
                game.reveal(*slot, tile);
            }
            game.stack = match &self.stack {
                Some(ids) => {
                    let mut stack = Vec::new();
                    for id in ids.iter().rev() {
                        let tile = data::tile_index(id)
                            .ok_or_else(|| SetupError::BadTile((*id).to_owned()))?;
                        if used.contains(&tile) {
                            return Err(SetupError::BadTile((*id).to_owned()));
                        }
                        used.push(tile);
                        stack.push(tile);
                    }
                    stack
                }
                None => (0..data::tiles().len())
                    .filter(|t| !used.contains(t))
                    .collect(),
            };
        }
        for (i, setup) in self.players.iter().enumerate() {
            let p = &mut game.players[i];
            p.place = setup.place;
            p.entered_forest = matches!(setup.place, Some(Place::Square(_)));
            p.health = setup
                .health
                .unwrap_or(data::MAX_HEALTH)
                .min(data::MAX_HEALTH);
            p.passed_out = p.health == 0;
            p.wallet = setup.wallet;
            p.small_keys = setup.small_keys.unwrap_or(p.small_keys);
            p.bombs = setup.bombs.unwrap_or(p.bombs);
            p.big_key = setup.big_key;
            p.took_big_key = setup.big_key;
            p.relics = setup.relics;
            p.treasures = setup
                .treasures
                .iter()
                .map(|&treasure| HeldTreasure {
                    treasure,
                    state: TreasureState::FaceUp,
                })
                .collect();
            if let Some(Place::Square(s)) = setup.place
                && game.placed(s.slot()).is_none()
            {
                return Err(SetupError::Scenario(format!("{s} is on no placed tile")));
            }
        }
        game.supply = full_supply();
        let mut sink = Vec::new();
        for slot in Slot::all() {
            if !game.characters_on(slot).is_empty() {
                game.populate(slot, &mut sink);
            }
        }
        for &sq in &self.clear {
            let cell = game.cell_mut(sq);
            cell.object = None;
            cell.enemy = None;
            cell.items.clear();
        }
        for &(sq, object) in &self.objects {
            game.cell_mut(sq).object = Some(object);
        }
        for &(sq, kind) in &self.enemies {
            game.cell_mut(sq).enemy = None;
            *game.supply.enemies_mut(kind) = 8;
            game.spawn_enemy(sq, kind);
        }
        for &(sq, item) in &self.items {
            game.cell_mut(sq).items.push(item);
        }
        game.supply = recount_supply(&game)
            .ok_or_else(|| SetupError::Scenario("more tokens than the box holds".to_owned()))?;
        game.forced_dice = self.dice.iter().copied().collect();
        for (deck, cards) in &self.deck_tops {
            let pile = match deck {
                LootDeck::Litter => &mut game.litter,
                LootDeck::SmallLoot => &mut game.small_loot,
                LootDeck::BigLoot => &mut game.big_loot,
            };
            for card in cards.iter().rev() {
                let i = pile.draw.iter().position(|c| c == card).ok_or_else(|| {
                    SetupError::Scenario(format!("{card:?} is not in the {deck:?} deck"))
                })?;
                let c = pile.draw.remove(i);
                pile.draw.push(c);
            }
        }
        for t in self.treasure_top.iter().rev() {
            let i = game
                .small_treasures
                .draw
                .iter()
                .position(|c| c == t)
                .ok_or_else(|| SetupError::Scenario(format!("{t:?} is not in the deck")))?;
            let c = game.small_treasures.draw.remove(i);
            game.small_treasures.draw.push(c);
        }
        if let Some(top) = self.big_treasure_top {
            let i = game
                .big_treasures
                .draw
                .iter()
                .position(|c| *c == top)
                .ok_or_else(|| SetupError::Scenario("no such Big Treasure".to_owned()))?;
            let c = game.big_treasures.draw.remove(i);
            game.big_treasures.draw.push(c);
        }
        if usize::from(self.active.0) >= game.players.len() {
            return Err(SetupError::Scenario("no such active seat".to_owned()));
        }
        game.turn.seat = self.active;
        game.turn.actions_used = self.actions_used;
        Ok(game)
    }
}

fn full_supply() -> Supply {
    Supply {
        bushes: BOX.bushes,
        rocks: BOX.rocks,
        plants: BOX.plants,
        mimics: BOX.mimics,
        dark_knights: BOX.dark_knights,
        bombs: BOX.bombs,
        small_keys: BOX.small_keys,
    }
}

/// Counts tokens on the board and held, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TokenCount {
    pub bushes: u32,
    pub rocks: u32,
    pub plants: u32,
    pub mimics: u32,
    pub dark_knights: u32,
    pub bombs: u32,
    pub small_keys: u32,
    pub small_chests: u32,
    pub big_keys: u32,
    pub relics: [u32; 3],
}

/// Tokens on the board or held (not in the supply). Big Keys used on the Big Chest count as held.
pub(crate) fn count_in_play(game: &Game) -> TokenCount {
    let mut n = TokenCount::default();
    for cell in &game.cells {
        match cell.object {
            Some(Object::Bush) => n.bushes += 1,
            Some(Object::Rock) => n.rocks += 1,
            Some(Object::SmallChest { .. }) => n.small_chests += 1,
            Some(Object::Special {
                kind: SpecialKind::BigKey,
                count,
            }) => n.big_keys += u32::from(count),
            Some(Object::Special {
                kind: SpecialKind::Relic(r),
                count,
            }) => n.relics[r.index()] += u32::from(count),
            _ => {}
        }
        match cell.enemy.map(|e| e.kind) {
            Some(EnemyKind::CarnivorousPlant) => n.plants += 1,
            Some(EnemyKind::Mimic) => n.mimics += 1,
            Some(EnemyKind::DarkKnight) => n.dark_knights += 1,
            None => {}
        }
        for item in &cell.items {
            match item {
                Item::Bomb => n.bombs += 1,
                Item::SmallKey => n.small_keys += 1,
                _ => {}
            }
        }
    }
    for p in &game.players {
        n.bombs += u32::from(p.bombs);
        n.small_keys += u32::from(p.small_keys);
        n.big_keys += u32::from(p.took_big_key);
        for (i, r) in p.relics.iter().enumerate() {
            n.relics[i] += u32::from(*r);
        }
    }
    n
}

fn recount_supply(game: &Game) -> Option<Supply> {
    let n = count_in_play(game);
    let left = |boxed: u8, used: u32| u8::try_from(u32::from(boxed).checked_sub(used)?).ok();
    Some(Supply {
        bushes: left(BOX.bushes, n.bushes)?,
        rocks: left(BOX.rocks, n.rocks)?,
        plants: left(BOX.plants, n.plants)?,
        mimics: left(BOX.mimics, n.mimics)?,
        dark_knights: left(BOX.dark_knights, n.dark_knights)?,
        bombs: left(BOX.bombs, n.bombs)?,
        small_keys: left(BOX.small_keys, n.small_keys)?,
    })
}

/// Checks the conservation invariant: board + held + supply = box, for every token kind.
#[must_use]
pub fn tokens_conserved(game: &Game) -> bool {
    let n = count_in_play(game);
    let s = game.supply;
    let eq = |boxed: u8, used: u32, supply: u8| u32::from(boxed) == used + u32::from(supply);
    eq(BOX.bushes, n.bushes, s.bushes)
        && eq(BOX.rocks, n.rocks, s.rocks)
        && eq(BOX.plants, n.plants, s.plants)
        && eq(BOX.mimics, n.mimics, s.mimics)
        && eq(BOX.dark_knights, n.dark_knights, s.dark_knights)
        && eq(BOX.bombs, n.bombs, s.bombs)
        && eq(BOX.small_keys, n.small_keys, s.small_keys)
        && n.small_chests <= u32::from(BOX.small_chests)
        && n.big_keys <= u32::from(BOX.big_keys)
        && n.relics
            .iter()
            .all(|r| *r <= u32::from(BOX.relics_per_type))
}
