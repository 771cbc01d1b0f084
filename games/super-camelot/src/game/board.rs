//! Board helpers: dice, cells, tiles, population and what blocks a square.

use super::{Cell, Enemy, Game, PlacedTile, Player, TreasureState, below};
use crate::data::{self, LayoutCell, LayoutToken};
use crate::error::Blocker;
use crate::event::{Event, PublicEvent};
use crate::geometry::{Circle, Facing, Place, Slot, Square};
use crate::types::{EnemyKind, Face, Item, Object, Seat, SpecialKind, Treasure};

impl Game {
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
}
