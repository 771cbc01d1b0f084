//! Gems, items, health and cards: the effects that actions and Enemies share.

use super::{Game, HeldTreasure, Phase, TreasureState};
use crate::data::{self, MAX_HEALTH, SpeedPotionRule};
use crate::event::{Event, Outcome, PrivateEvent, PublicEvent, WinKind};
use crate::geometry::Square;
use crate::types::{Card, EnemyKind, Item, LootDeck, Seat, Treasure};

impl Game {
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

    /// `magnet`: collected from afar by the Magnet rather than by standing on the square.
    pub(crate) fn collect_item(
        &mut self,
        seat: Seat,
        item: Item,
        square: Square,
        magnet: bool,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::public(PublicEvent::ItemCollected {
            seat,
            item,
            square,
            magnet,
        }));
        match item {
            Item::Bomb => self.player_mut(seat).bombs += 1,
            Item::SmallKey => self.player_mut(seat).small_keys += 1,
            Item::GreenGem => self.gain_gems(seat, data::gem_value(Card::GreenGem), events),
            Item::BlueGem => self.gain_gems(seat, data::gem_value(Card::BlueGem), events),
        }
    }

    /// Collects every Item on a square for a Character standing there (or, `magnet`, holding the
    /// Magnet on its tile).
    pub(crate) fn collect_square(
        &mut self,
        seat: Seat,
        sq: Square,
        magnet: bool,
        events: &mut Vec<Event>,
    ) {
        let items = std::mem::take(&mut self.cell_mut(sq).items);
        for item in items {
            if self.outcome.is_some() {
                self.cell_mut(sq).items.push(item);
                continue;
            }
            self.collect_item(seat, item, sq, magnet, events);
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
                // The Character's own square was emptied as it stepped there: these are from afar.
                let afar = self.player(seat).square() != Some(sq);
                self.collect_square(seat, sq, afar, events);
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
            self.collect_item(owner, item, square, false, events);
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
}
