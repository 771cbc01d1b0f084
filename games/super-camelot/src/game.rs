//! The validated game state and its single transition function.

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::action::{Action, Decision, Prompt};
use crate::data::{
    self, EnemyHealthRule, FOREST_N, INITIAL_SLOTS, LayoutCell, LayoutToken, MAX_HEALTH,
    SpeedPotionRule, TreasureValueRule,
};
use crate::error::{Blocker, ReplayError, RuleError, SetupError};
use crate::event::{AttackKind, Event, Outcome, PrivateEvent, PublicEvent, WinKind};
use crate::geometry::{Circle, Facing, Place, Slot, Square};
use crate::types::{
    Card, Character, EnemyKind, Face, Item, LootDeck, Object, Seat, SpecialKind, Treasure,
};

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

/// A shuffled deck with its discard pile; the top is the end of `draw`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Deck<T> {
    pub draw: Vec<T>,
    pub discard: Vec<T>,
}

impl<T: Copy> Deck<T> {
    fn new(contents: &[(T, u8)], rng: &mut ChaCha8Rng) -> Self {
        let mut draw: Vec<T> = contents
            .iter()
            .flat_map(|(c, n)| std::iter::repeat_n(*c, usize::from(*n)))
            .collect();
        shuffle(&mut draw, rng);
        Self {
            draw,
            discard: Vec::new(),
        }
    }

    /// Draws the top card, reshuffling the discard if empty (rulebook). Returns `(card, reshuffled)`.
    pub(crate) fn draw(&mut self, rng: &mut ChaCha8Rng) -> Option<(T, bool)> {
        let mut reshuffled = false;
        if self.draw.is_empty() {
            self.draw = std::mem::take(&mut self.discard);
            shuffle(&mut self.draw, rng);
            reshuffled = true;
        }
        self.draw.pop().map(|c| (c, reshuffled))
    }
}

pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

/// A uniform integer in `0..n` by rejection sampling, so the stream never depends on a library's
/// distribution code.
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let x = rng.next_u64();
        if x < zone {
            return (x % n) as usize;
        }
    }
}

/// A placed Map Tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlacedTile {
    pub tile: usize,
    pub populated: bool,
}

/// An in-progress Move action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveState {
    pub squares_left: u8,
    pub must_enter: Option<Slot>,
}

/// Which step of attack resolution we are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AttackStep {
    Reroll,
    Stars,
    Hits,
    Litter,
    Loot,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AttackState {
    pub kind: AttackKind,
    pub dice: Vec<Face>,
    pub step: AttackStep,
    pub stars_left: u8,
    pub hits: u8,
    pub gems: u8,
    /// Enemies in range and still alive.
    pub targets: Vec<Square>,
    pub cut_bushes: Vec<Square>,
    pub killed: Vec<(Square, EnemyKind)>,
    pub litter_left: u8,
    pub loot_left: u8,
    /// Characters inside a Bomb's block.
    pub bombed: Vec<Seat>,
}

/// A choice the active player must make during the Enemy Turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum EnemyChoice {
    /// Prompt 23: which Enemy activates next.
    Order,
    /// Prompt 24: which of several equidistant Characters the Enemy attacks.
    Target { enemy: u32, options: Vec<Seat> },
    /// Prompt 25: where a Dark Knight stops.
    KnightSquare {
        enemy: u32,
        target: Seat,
        options: Vec<Square>,
    },
}

/// The rest of an Enemy Turn, waiting for a choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct EnemyTurnState {
    pub slot: Slot,
    /// Enemy ids still to activate, in order.
    pub queue: VecDeque<u32>,
    /// Theft waiting for a victim's choice: `(victim, mimic id, mimic square)`.
    pub theft: Option<(Seat, u32, Square)>,
    /// A choice waiting for the active player.
    pub choice: Option<EnemyChoice>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Actions,
    Moving(MoveState),
    Attack(Box<AttackState>),
    SpeedPotion,
    EnemyTurn(Box<EnemyTurnState>),
    Over,
}

/// The current Player Turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Turn {
    pub seat: Seat,
    pub number: u32,
    pub actions_used: u8,
    pub moves_started: u8,
    pub bow_used: bool,
    pub reroll_used: bool,
    pub speed_potion_pending: bool,
    /// Extra Actions this turn (Speed Potion under S2).
    pub bonus_actions: u8,
    /// The active player passed out during this turn: remaining Actions are lost.
    pub knocked_out: bool,
}

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

/// Result of checking one step of a Move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StepKind {
    /// Into a placed tile.
    Walk(Square),
    /// Into an empty ring slot: explore.
    Explore(Square),
    /// Onto a starting circle.
    ToCircle(Circle),
}

impl Game {
    /// Starts a game: shuffles tiles and decks, places the 4 initial tiles and rolls for the first player.
    ///
    /// # Errors
    /// [`SetupError`] for a wrong player count or a repeated Character.
    pub fn new(config: Config, seed: u64) -> Result<Self, SetupError> {
        let n = config.characters.len();
        if !(data::MIN_PLAYERS..=data::MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        for (i, c) in config.characters.iter().enumerate() {
            if config.characters[..i].contains(c) {
                return Err(SetupError::DuplicateCharacter(*c));
            }
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let tiles = data::tiles();
        let mut unnamed: Vec<usize> = (0..tiles.len()).filter(|&i| !tiles[i].named).collect();
        let named: Vec<usize> = (0..tiles.len()).filter(|&i| tiles[i].named).collect();
        // Rulebook: shuffle the unnamed tiles, lay out 4, shuffle the named ones into the rest.
        shuffle(&mut unnamed, &mut rng);
        let initial: Vec<usize> = unnamed.drain(..INITIAL_SLOTS.len()).collect();
        let mut stack = unnamed;
        stack.extend(named);
        shuffle(&mut stack, &mut rng);

        let b = data::BOX;
        let supply = Supply {
            bushes: b.bushes,
            rocks: b.rocks,
            plants: b.plants,
            mimics: b.mimics,
            dark_knights: b.dark_knights,
            bombs: b.bombs,
            small_keys: b.small_keys,
        };
        let litter = Deck::new(data::LITTER_DECK, &mut rng);
        let small_loot = Deck::new(data::SMALL_LOOT_DECK, &mut rng);
        let big_loot = Deck::new(data::BIG_LOOT_DECK, &mut rng);
        let small_treasures = Deck::new(data::SMALL_TREASURE_DECK, &mut rng);
        let big_treasures = Deck::new(data::BIG_TREASURE_DECK, &mut rng);

        let players = config
            .characters
            .iter()
            .map(|&character| Player {
                character,
                place: None,
                entered_forest: false,
                health: MAX_HEALTH,
                passed_out: false,
                resigned: false,
                wallet: 0,
                small_keys: 0,
                bombs: 0,
                big_key: false,
                took_big_key: false,
                relics: [false; 3],
                treasures: Vec::new(),
            })
            .collect();
        let mut game = Self {
            players,
            cells: vec![Cell::default(); FOREST_N * FOREST_N],
            slots: [None; 16],
            stack,
            supply,
            litter,
            small_loot,
            big_loot,
            small_treasures,
            big_treasures,
            rng,
            forced_dice: VecDeque::new(),
            turn: Turn {
                seat: Seat(0),
                number: 1,
                actions_used: 0,
                moves_started: 0,
                bow_used: false,
                reroll_used: false,
                speed_potion_pending: false,
                bonus_actions: 0,
                knocked_out: false,
            },
            phase: Phase::Actions,
            outcome: None,
            next_enemy_id: 0,
            first_player_rolls: Vec::new(),
            ask_activation_order: config.ask_activation_order,
            auto_enemy_ties: config.auto_enemy_ties,
            enemy_health: config.enemy_health,
            treasure_values: config.treasure_values,
            speed_potion: config.speed_potion,
        };
        for (slot, tile) in INITIAL_SLOTS.iter().zip(initial) {
            game.reveal(
                Slot {
                    row: slot.0 as u8,
                    col: slot.1 as u8,
                },
                tile,
            );
        }
        for i in 0..game.players.len() {
            let kit = data::starting_kit(game.players[i].character);
            let keys = kit.small_keys.min(game.supply.small_keys);
            game.supply.small_keys -= keys;
            game.players[i].small_keys += keys;
            let bombs = kit.bombs.min(game.supply.bombs);
            game.supply.bombs -= bombs;
            game.players[i].bombs += bombs;
        }
        game.turn.seat = game.roll_for_first_player();
        Ok(game)
    }

    /// Rebuilds a game from its configuration, seed and action log, as a server does after a restart.
    ///
    /// # Errors
    /// [`ReplayError`] naming the setup problem or the first action of the log that was rejected.
    pub fn replay(config: Config, seed: u64, log: &[(Seat, Action)]) -> Result<Self, ReplayError> {
        let mut game = Self::new(config, seed).map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in log.iter().enumerate() {
            game.apply(*seat, *action)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(game)
    }

    /// Rulebook: everyone rolls 3 dice, most Stars goes first; ruling: tied leaders reroll.
    fn roll_for_first_player(&mut self) -> Seat {
        let mut contenders: Vec<usize> = (0..self.players.len()).collect();
        loop {
            let mut round = vec![Vec::new(); self.players.len()];
            let mut best = 0;
            for &i in &contenders {
                let faces: Vec<Face> = (0..data::ATTACK_DICE).map(|_| self.roll_die()).collect();
                best = best.max(faces.iter().filter(|f| **f == Face::Star).count());
                round[i] = faces;
            }
            self.first_player_rolls.push(round.clone());
            contenders.retain(|&i| round[i].iter().filter(|f| **f == Face::Star).count() == best);
            if contenders.len() == 1 {
                return Seat(contenders[0] as u8);
            }
        }
    }

    /// An Enemy's health under the lobby's rule (E1 or E2).
    pub(crate) fn enemy_health_of(&self, kind: EnemyKind) -> u8 {
        data::enemy_card_for(kind, self.enemy_health).health
    }

    pub(crate) fn roll_die(&mut self) -> Face {
        if let Some(face) = self.forced_dice.pop_front() {
            return face;
        }
        Face::ALL[below(&mut self.rng, Face::ALL.len())]
    }

    // ----- board helpers -----

    pub(crate) fn cell(&self, sq: Square) -> &Cell {
        &self.cells[sq.index()]
    }

    pub(crate) fn cell_mut(&mut self, sq: Square) -> &mut Cell {
        &mut self.cells[sq.index()]
    }

    pub(crate) fn placed(&self, slot: Slot) -> Option<PlacedTile> {
        self.slots[slot.index()]
    }

    pub(crate) fn layout_at(&self, sq: Square) -> Option<LayoutCell> {
        self.placed(sq.slot()).map(|p| {
            let (r, c) = sq.local();
            data::tiles()[p.tile].cells[r][c]
        })
    }

    pub(crate) fn character_at(&self, sq: Square) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.square() == Some(sq))
            .map(|i| Seat(i as u8))
    }

    pub(crate) fn circle_occupant(&self, circle: Circle) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.place == Some(Place::Circle(circle)))
            .map(|i| Seat(i as u8))
    }

    pub(crate) fn player(&self, seat: Seat) -> &Player {
        &self.players[usize::from(seat.0)]
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[usize::from(seat.0)]
    }

    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players.len() as u8).map(Seat)
    }

    /// Characters standing on a slot's squares.
    pub(crate) fn characters_on(&self, slot: Slot) -> Vec<Seat> {
        self.seats()
            .filter(|s| self.player(*s).square().is_some_and(|q| q.slot() == slot))
            .collect()
    }

    /// Places a tile in a slot and puts down its persistent tokens.
    pub(crate) fn reveal(&mut self, slot: Slot, tile: usize) {
        self.slots[slot.index()] = Some(PlacedTile {
            tile,
            populated: false,
        });
        let layout = &data::tiles()[tile];
        for (r, row) in layout.cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let object = match cell {
                    LayoutCell::Token(LayoutToken::SmallChest) => {
                        Object::SmallChest { open: false }
                    }
                    LayoutCell::Token(LayoutToken::BigChest) => Object::BigChest { open: false },
                    LayoutCell::Token(LayoutToken::BigKeyStack) => Object::Special {
                        kind: SpecialKind::BigKey,
                        count: data::BOX.big_keys,
                    },
                    LayoutCell::Token(LayoutToken::RelicStack(kind)) => Object::Special {
                        kind: SpecialKind::Relic(*kind),
                        count: data::BOX.relics_per_type,
                    },
                    _ => continue,
                };
                self.cells[slot.square(r, c).index()].object = Some(object);
            }
        }
    }

    /// Places a tile's non-persistent tokens from the supply, in reading order (rulings §3).
    pub(crate) fn populate(&mut self, slot: Slot, events: &mut Vec<Event>) {
        let Some(placed) = self.placed(slot) else {
            return;
        };
        if placed.populated {
            return;
        }
        let layout = &data::tiles()[placed.tile];
        for (r, row) in layout.cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let sq = slot.square(r, c);
                match cell {
                    LayoutCell::Token(LayoutToken::Bush) if self.supply.bushes > 0 => {
                        self.supply.bushes -= 1;
                        self.cell_mut(sq).object = Some(Object::Bush);
                    }
                    LayoutCell::Token(LayoutToken::Rock) if self.supply.rocks > 0 => {
                        self.supply.rocks -= 1;
                        self.cell_mut(sq).object = Some(Object::Rock);
                    }
                    LayoutCell::Token(LayoutToken::Enemy(kind)) => {
                        self.spawn_enemy(sq, *kind);
                    }
                    _ => {}
                }
            }
        }
        if let Some(p) = &mut self.slots[slot.index()] {
            p.populated = true;
        }
        events.push(Event::public(PublicEvent::TilePopulated { slot }));
    }

    /// Takes an Enemy from the supply onto a square; false if none is left.
    pub(crate) fn spawn_enemy(&mut self, sq: Square, kind: EnemyKind) -> bool {
        let left = self.supply.enemies_mut(kind);
        if *left == 0 {
            return false;
        }
        *left -= 1;
        let id = self.next_enemy_id;
        self.next_enemy_id += 1;
        // Ruling §2.2 rule 10: plants are placed facing South.
        self.cell_mut(sq).enemy = Some(Enemy {
            kind,
            id,
            facing: Facing::S,
        });
        true
    }

    /// Returns an Enemy to the supply.
    pub(crate) fn remove_enemy(&mut self, sq: Square) -> Option<Enemy> {
        let enemy = self.cell_mut(sq).enemy.take()?;
        *self.supply.enemies_mut(enemy.kind) += 1;
        Some(enemy)
    }

    /// Rulebook, Leaving Map Tiles: non-persistent tokens and unpicked Items go back to the supply.
    pub(crate) fn depopulate(&mut self, slot: Slot, events: &mut Vec<Event>) {
        let Some(placed) = self.placed(slot) else {
            return;
        };
        if !placed.populated {
            return;
        }
        let squares: Vec<Square> = slot.squares().collect();
        for sq in squares {
            match self.cell(sq).object {
                Some(Object::Bush) => {
                    self.cell_mut(sq).object = None;
                    self.supply.bushes += 1;
                }
                Some(Object::Rock) => {
                    self.cell_mut(sq).object = None;
                    self.supply.rocks += 1;
                }
                _ => {}
            }
            if let Some(enemy) = self.remove_enemy(sq) {
                // Ruling §2.7: cards under a Mimic removed by depopulation stay face-down for good.
                for p in &mut self.players {
                    for t in &mut p.treasures {
                        if t.state == TreasureState::Stolen(enemy.id) {
                            t.state = TreasureState::Lost;
                        }
                    }
                }
            }
            let items = std::mem::take(&mut self.cell_mut(sq).items);
            for item in items {
                self.return_item(item);
            }
        }
        if let Some(p) = &mut self.slots[slot.index()] {
            p.populated = false;
        }
        events.push(Event::public(PublicEvent::TileDepopulated { slot }));
    }

    fn return_item(&mut self, item: Item) {
        match item {
            Item::Bomb => self.supply.bombs += 1,
            Item::SmallKey => self.supply.small_keys += 1,
            // Ruling §3: gems are integers with unlimited change; no token inventory.
            Item::GreenGem | Item::BlueGem => {}
        }
    }

    /// What blocks a Character from entering a square right now, ignoring population rules.
    pub(crate) fn blocker(&self, sq: Square, mover: Seat) -> Option<Blocker> {
        if data::is_tree(sq) {
            return Some(Blocker::Tree);
        }
        let cell = self.cell(sq);
        if let Some(obj) = cell.object
            && !(obj == Object::Rock && self.player(mover).has(Treasure::PowerGauntlet))
        {
            return Some(Blocker::Object(obj));
        }
        if let Some(e) = cell.enemy {
            return Some(Blocker::Enemy(e.kind));
        }
        if let Some(s) = self.character_at(sq)
            && s != mover
        {
            return Some(Blocker::Character(s));
        }
        None
    }

    // ----- gems, items, health -----

    pub(crate) fn gain_gems(&mut self, seat: Seat, amount: u32, events: &mut Vec<Event>) {
        if amount == 0 {
            return;
        }
        self.player_mut(seat).wallet += amount;
        let total = self.player(seat).gem_total(self.treasure_values);
        events.push(Event::private(
            seat,
            PrivateEvent::WalletChanged {
                gained: amount,
                total,
            },
        ));
        self.check_gem_win(seat, events);
    }

    /// Ruling T1: the 40-Gem win is checked after every gain.
    pub(crate) fn check_gem_win(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.outcome.is_none()
            && self.player(seat).gem_total(self.treasure_values) >= data::GEM_GOAL
        {
            self.finish(
                Outcome {
                    winner: seat,
                    by: WinKind::Gems,
                },
                events,
            );
        }
    }

    pub(crate) fn finish(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        let gem_totals = self
            .players
            .iter()
            .map(|p| p.gem_total(self.treasure_values))
            .collect();
        events.push(Event::public(PublicEvent::GameOver {
            outcome,
            gem_totals,
        }));
    }

    pub(crate) fn collect_item(
        &mut self,
        seat: Seat,
        item: Item,
        square: Square,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::public(PublicEvent::ItemCollected {
            seat,
            item,
            square,
        }));
        match item {
            Item::Bomb => self.player_mut(seat).bombs += 1,
            Item::SmallKey => self.player_mut(seat).small_keys += 1,
            Item::GreenGem => self.gain_gems(seat, data::gem_value(Card::GreenGem), events),
            Item::BlueGem => self.gain_gems(seat, data::gem_value(Card::BlueGem), events),
        }
    }

    /// Collects every Item on a square for a Character standing there.
    pub(crate) fn collect_square(&mut self, seat: Seat, sq: Square, events: &mut Vec<Event>) {
        let items = std::mem::take(&mut self.cell_mut(sq).items);
        for item in items {
            if self.outcome.is_some() {
                self.cell_mut(sq).items.push(item);
                continue;
            }
            self.collect_item(seat, item, sq, events);
        }
    }

    /// Ruling §2.7, Magnet: the active player collects every Item on their tile during their turn.
    pub(crate) fn magnet(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn.seat;
        if !self.player(seat).has(Treasure::Magnet) {
            return;
        }
        let Some(here) = self.player(seat).square() else {
            return;
        };
        let squares: Vec<Square> = here
            .slot()
            .squares()
            .filter(|s| self.cell(*s).enemy.is_none())
            .collect();
        for sq in squares {
            if !self.cell(sq).items.is_empty() {
                self.collect_square(seat, sq, events);
            }
        }
    }

    pub(crate) fn heal(&mut self, seat: Seat, amount: u8, events: &mut Vec<Event>) {
        let p = self.player_mut(seat);
        // Ruling (RULES.md): a passed-out Character cannot drink; potions have no effect.
        if p.passed_out || p.health >= MAX_HEALTH {
            return;
        }
        p.health = (p.health + amount).min(MAX_HEALTH);
        let health = p.health;
        events.push(Event::public(PublicEvent::Healed { seat, health }));
    }

    pub(crate) fn damage(&mut self, seat: Seat, amount: u8, events: &mut Vec<Event>) {
        let p = self.player_mut(seat);
        if p.passed_out || amount == 0 {
            return;
        }
        let dealt = amount.min(p.health);
        p.health -= dealt;
        let health = p.health;
        events.push(Event::public(PublicEvent::Damaged {
            seat,
            amount: dealt,
            health,
        }));
        if health == 0 {
            self.player_mut(seat).passed_out = true;
            events.push(Event::public(PublicEvent::PassedOut { seat }));
            if seat == self.turn.seat {
                self.turn.knocked_out = true;
            }
        }
    }

    // ----- cards -----

    pub(crate) fn draw_loot(&mut self, deck: LootDeck, events: &mut Vec<Event>) -> Card {
        let rng = &mut self.rng;
        let pile = match deck {
            LootDeck::Litter => &mut self.litter,
            LootDeck::SmallLoot => &mut self.small_loot,
            LootDeck::BigLoot => &mut self.big_loot,
        };
        // Every card is discarded after use, so a draw always finds a card (rulings §3).
        let (card, reshuffled) = pile.draw(rng).unwrap_or((Card::HealthPotion, false));
        pile.discard.push(card);
        if reshuffled {
            events.push(Event::public(PublicEvent::DeckReshuffled { deck }));
        }
        events.push(Event::public(PublicEvent::CardDrawn {
            seat: self.turn.seat,
            deck,
            card,
        }));
        card
    }

    /// Resolves a Litter or Loot card whose Item drops on `square`.
    pub(crate) fn resolve_card(&mut self, card: Card, square: Square, events: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let item = match card {
            Card::HealthPotion => {
                self.heal(seat, 1, events);
                return;
            }
            Card::GrailWater => {
                self.heal(seat, MAX_HEALTH, events);
                return;
            }
            Card::SpeedPotion => {
                match self.speed_potion {
                    // Ruling SC4 (RULES.md): the free Move is offered once the current action has resolved.
                    SpeedPotionRule::FreeMove => self.turn.speed_potion_pending = true,
                    // Alternative S2: one extra Action this turn.
                    SpeedPotionRule::ExtraAction => self.turn.bonus_actions += 1,
                }
                return;
            }
            Card::DarkKnight => {
                // Ruling §2.7: a Dark Knight from the supply appears on the cut Bush's square.
                if self.cell(square).enemy.is_none()
                    && self.character_at(square).is_none()
                    && self.spawn_enemy(square, EnemyKind::DarkKnight)
                {
                    events.push(Event::public(PublicEvent::DarkKnightAppeared { square }));
                }
                return;
            }
            Card::GreenGem => Item::GreenGem,
            Card::BlueGem => Item::BlueGem,
            Card::Bomb => Item::Bomb,
            Card::SmallKey => Item::SmallKey,
        };
        let available = match item {
            Item::Bomb => &mut self.supply.bombs,
            Item::SmallKey => &mut self.supply.small_keys,
            Item::GreenGem | Item::BlueGem => &mut 1,
        };
        if *available == 0 {
            events.push(Event::public(PublicEvent::SupplyEmpty { item }));
            return;
        }
        *available -= 1;
        events.push(Event::public(PublicEvent::ItemDropped { item, square }));
        // Ruling §2.7: a Character standing on the drop square collects it at once.
        if let Some(owner) = self.character_at(square) {
            self.collect_item(owner, item, square, events);
        } else {
            self.cell_mut(square).items.push(item);
            self.magnet(events);
        }
    }

    pub(crate) fn gain_treasure(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let rng = &mut self.rng;
        // Rulings §3: at most 11 draws from 14 cards, so the deck never runs out.
        let Some((treasure, _)) = self.small_treasures.draw(rng) else {
            return;
        };
        self.player_mut(seat).treasures.push(HeldTreasure {
            treasure,
            state: TreasureState::FaceUp,
        });
        events.push(Event::public(PublicEvent::TreasureGained {
            seat,
            treasure,
        }));
        self.check_gem_win(seat, events);
    }

    // ----- public queries -----

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Number of seats.
    #[must_use]
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The seat whose Player Turn it is.
    #[must_use]
    pub fn active_seat(&self) -> Seat {
        self.turn.seat
    }

    /// The current turn number, from 1.
    #[must_use]
    pub fn turn_number(&self) -> u32 {
        self.turn.number
    }

    /// A seat's Health, 0–6.
    #[must_use]
    pub fn health(&self, seat: Seat) -> u8 {
        self.player(seat).health
    }

    /// A seat's gem total (wallet plus face-up Small Treasures). Server-side only: views redact it.
    #[must_use]
    pub fn gem_total(&self, seat: Seat) -> u32 {
        self.player(seat).gem_total(self.treasure_values)
    }

    /// Where a seat's Character stands.
    #[must_use]
    pub fn place(&self, seat: Seat) -> Option<Place> {
        self.player(seat).place
    }

    /// The seat that must answer the pending decision (cheaper than [`Game::pending_decision`]).
    pub(crate) fn decider(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::EnemyTurn(e) => match (&e.theft, &e.choice) {
                (Some((victim, _, _)), _) => Some(*victim),
                (None, Some(_)) => Some(self.turn.seat),
                (None, None) => None,
            },
            _ => Some(self.turn.seat),
        }
    }

    /// Who must choose next, and what. `None` once the game is over.
    #[must_use]
    pub fn pending_decision(&self) -> Option<Decision> {
        let active = self.turn.seat;
        let prompt = match &self.phase {
            Phase::Over => return None,
            Phase::Actions if self.player(active).place.is_none() => Prompt::PlaceCharacter,
            Phase::Actions => Prompt::TakeAction {
                actions_left: self.actions_left(),
            },
            Phase::Moving(m) => Prompt::ContinueMove {
                squares_left: m.squares_left,
                must_enter: m.must_enter,
            },
            Phase::SpeedPotion => Prompt::SpeedPotion,
            Phase::Attack(a) => match a.step {
                AttackStep::Reroll => Prompt::Reroll {
                    dice: a.dice.clone(),
                },
                AttackStep::Stars => Prompt::ConvertStar {
                    dice: a.dice.clone(),
                },
                AttackStep::Hits => Prompt::AssignHits { hits_left: a.hits },
                AttackStep::Litter => Prompt::ChooseLitter {
                    draws_left: a.litter_left,
                },
                AttackStep::Loot => Prompt::ChooseLoot {
                    draws_left: a.loot_left,
                },
            },
            Phase::EnemyTurn(e) => match (&e.theft, &e.choice) {
                (Some((victim, _, mimic)), _) => {
                    return Some(Decision {
                        seat: *victim,
                        prompt: Prompt::ChooseStolenTreasure { mimic: *mimic },
                    });
                }
                (None, Some(EnemyChoice::Order)) => Prompt::ChooseEnemy {
                    options: self.queued_enemy_squares(e),
                },
                (None, Some(EnemyChoice::Target { enemy, options })) => Prompt::ChooseTarget {
                    enemy: self
                        .enemy_square(e.slot, *enemy)
                        .unwrap_or(Square { row: 0, col: 0 }),
                    options: options.clone(),
                },
                (None, Some(EnemyChoice::KnightSquare { enemy, options, .. })) => {
                    Prompt::ChooseKnightSquare {
                        enemy: self
                            .enemy_square(e.slot, *enemy)
                            .unwrap_or(Square { row: 0, col: 0 }),
                        options: options.clone(),
                    }
                }
                (None, None) => return None,
            },
        };
        Some(Decision {
            seat: active,
            prompt,
        })
    }

    /// The action a server should apply for the pending decision when its seat does not answer in time:
    /// end the turn or stop moving where allowed, the lowest-value card for a theft (rulings §5), else the
    /// first legal option.
    #[must_use]
    pub fn default_action(&self) -> Option<(Seat, Action)> {
        let decision = self.pending_decision()?;
        let seat = decision.seat;
        let legal = self.legal_actions(seat);
        let preferred = match decision.prompt {
            Prompt::TakeAction { .. } => Some(Action::EndTurn),
            Prompt::ContinueMove { .. } => Some(Action::StopMoving),
            Prompt::SpeedPotion => Some(Action::DeclineSpeedPotion),
            Prompt::Reroll { .. } => Some(Action::KeepRoll),
            Prompt::ChooseStolenTreasure { .. } => {
                let p = self.player(seat);
                p.treasures
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| t.state == TreasureState::FaceUp)
                    .min_by_key(|(_, t)| data::treasure_value_for(t.treasure, self.treasure_values))
                    .map(|(i, _)| Action::Surrender { treasure: i as u8 })
            }
            _ => None,
        };
        match preferred {
            Some(a) if legal.contains(&a) => Some((seat, a)),
            _ => legal.first().map(|a| (seat, *a)),
        }
    }

    pub(crate) fn actions_left(&self) -> u8 {
        if self.turn.knocked_out || self.player(self.turn.seat).passed_out {
            0
        } else {
            (data::ACTIONS_PER_TURN + self.turn.bonus_actions)
                .saturating_sub(self.turn.actions_used)
        }
    }

    /// Applies an action for a seat. Every check happens before the first change, so an `Err` leaves the
    /// game exactly as it was.
    ///
    /// # Errors
    /// [`RuleError`] saying why the action is not legal now.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        self.execute(seat, action, &mut events);
        Ok(events)
    }

    /// A seat leaves the game alone, at any moment (RULES.md SC19–SC21). Its Character leaves the board
    /// (its tile depopulates if nobody else is on it), its Bombs and Small Keys go back to the supply,
    /// its Special Items and face-up Small Treasures leave play, and its face-down Small Treasures stay
    /// under their Mimic. If it was the active player, its turn ends at once with no Enemy Turn; a
    /// prompt or an Enemy's choice that concerned it is dropped and the Enemy Turn goes on without it.
    /// When one seat is left standing it wins ([`WinKind::Resignation`]) and the game is over.
    ///
    /// # Errors
    /// [`RuleError::GameOver`], [`RuleError::UnknownSeat`], or [`RuleError::Resigned`] if the seat
    /// already resigned. An `Err` changes nothing.
    pub fn resign(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if usize::from(seat.0) >= self.players.len() {
            return Err(RuleError::UnknownSeat(seat));
        }
        if self.player(seat).resigned {
            return Err(RuleError::Resigned(seat));
        }
        let mut events = vec![Event::public(PublicEvent::Resigned { seat })];
        self.remove_character(seat, &mut events);
        let standing: Vec<Seat> = self.seats().filter(|s| !self.player(*s).resigned).collect();
        if let [winner] = standing[..] {
            self.finish(
                Outcome {
                    winner,
                    by: WinKind::Resignation,
                },
                &mut events,
            );
            return Ok(events);
        }
        if seat == self.turn.seat {
            // Its turn ends here: whatever was under way is abandoned and no Enemy Turn follows,
            // since the Enemies' turn is "on your Map Tile" and it has none.
            self.phase = Phase::Actions;
            self.advance_turn(&mut events);
        } else {
            match &mut self.phase {
                Phase::Attack(a) => a.bombed.retain(|s| *s != seat),
                Phase::EnemyTurn(_) => self.forget_in_enemy_turn(seat, &mut events),
                _ => {}
            }
        }
        Ok(events)
    }

    /// Takes a resigning seat's Character and belongings off the board (RULES.md SC20).
    fn remove_character(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let p = self.player_mut(seat);
        p.resigned = true;
        p.passed_out = false;
        let place = p.place.take();
        let (bombs, keys) = (
            std::mem::take(&mut p.bombs),
            std::mem::take(&mut p.small_keys),
        );
        p.big_key = false;
        p.relics = [false; 3];
        // Face-down cards stay tied to their Mimic: whoever kills it gets them (rulebook).
        p.treasures
            .retain(|t| matches!(t.state, TreasureState::Stolen(_)));
        self.supply.bombs += bombs;
        self.supply.small_keys += keys;
        if let Some(sq) = place.and_then(Place::square)
            && self.characters_on(sq.slot()).is_empty()
        {
            // Rulebook, Leaving Map Tiles; an Enemy Turn running on this tile ends with it.
            if matches!(&self.phase, Phase::EnemyTurn(e) if e.slot == sq.slot()) {
                // Only the active player's tile has an Enemy Turn, and the active player is not here.
                self.phase = Phase::Actions;
            }
            self.depopulate(sq.slot(), events);
        }
    }

    /// Whether a seat has resigned.
    #[must_use]
    pub fn has_resigned(&self, seat: Seat) -> bool {
        self.players
            .get(usize::from(seat.0))
            .is_some_and(|p| p.resigned)
    }

    /// Whether [`Game::apply`] would accept this action.
    #[must_use]
    pub fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, *action).is_ok()
    }

    /// Every action the seat may take now (empty if it is not the seat's decision).
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.candidate_actions(seat)
            .into_iter()
            .filter(|a| self.check(seat, *a).is_ok())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_deck_reshuffles_its_discard() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut deck = Deck::new(data::SMALL_LOOT_DECK, &mut rng);
        let mut drawn = Vec::new();
        for _ in 0..10 {
            let (card, reshuffled) = deck.draw(&mut rng).unwrap();
            assert!(!reshuffled);
            deck.discard.push(card);
            drawn.push(card);
        }
        let (_, reshuffled) = deck.draw(&mut rng).unwrap();
        assert!(
            reshuffled,
            "the 11th draw shuffles the discard into a new deck"
        );
        assert_eq!(deck.draw.len() + 1, 10);
    }

    #[test]
    fn below_is_uniform_enough_and_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            counts[below(&mut rng, 6)] += 1;
        }
        assert!(counts.iter().all(|c| (850..1150).contains(c)), "{counts:?}");
    }
}
