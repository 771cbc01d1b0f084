//! The Enemy Turn (rulebook, Enemy Turn; rulings §2.7) and defence.

use std::collections::VecDeque;

use crate::data::{self, enemy_card};
use crate::event::{Event, PublicEvent, RollPurpose};
use crate::game::{EnemyTurnState, Game, Phase, TreasureState};
use crate::geometry::{Direction, Facing, Slot, Square};
use crate::types::{Character, EnemyKind, Face, Seat, Treasure};

impl Game {
    /// Rulebook: as soon as you end your turn, the Enemies on your Map Tile take a turn.
    pub(crate) fn start_enemy_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let Some(slot) = self.player(seat).square().map(Square::slot) else {
            // Ruling G4: a Character on a circle is on no tile and starts no Enemy Turn.
            self.advance_turn(events);
            return;
        };
        // Prompt 23 auto-resolves to reading order.
        let queue: VecDeque<u32> = slot
            .squares()
            .filter_map(|s| self.cell(s).enemy.map(|e| e.id))
            .collect();
        self.phase = Phase::EnemyTurn(Box::new(EnemyTurnState {
            slot,
            queue,
            theft: None,
        }));
        self.run_enemy_turn(events);
    }

    fn run_enemy_turn(&mut self, events: &mut Vec<Event>) {
        let Phase::EnemyTurn(mut state) = std::mem::replace(&mut self.phase, Phase::Actions) else {
            return;
        };
        while let Some(id) = state.queue.pop_front() {
            let Some(sq) = state
                .slot
                .squares()
                .find(|s| self.cell(*s).enemy.is_some_and(|e| e.id == id))
            else {
                continue;
            };
            if let Some(theft) = self.activate(state.slot, sq, events) {
                state.theft = Some(theft);
                self.phase = Phase::EnemyTurn(state);
                return;
            }
        }
        self.advance_turn(events);
    }

    /// Characters an Enemy tries, in order: the active player, then the nearest others (ties by seat;
    /// prompt 24 auto-resolves).
    fn targets(&self, slot: Slot, from: Square) -> Vec<(Seat, Square)> {
        let active = self.turn.seat;
        let mut others: Vec<(Seat, Square)> = self
            .seats()
            .filter_map(|s| {
                let p = self.player(s);
                let sq = p.square()?;
                (sq.slot() == slot && !p.passed_out).then_some((s, sq))
            })
            .collect();
        others.sort_by_key(|(s, sq)| (*s != active, sq.distance(from), s.0));
        others
    }

    /// Activates one Enemy. Returns a theft waiting for its victim's choice.
    fn activate(
        &mut self,
        slot: Slot,
        sq: Square,
        events: &mut Vec<Event>,
    ) -> Option<(Seat, u32, Square)> {
        let enemy = self.cell(sq).enemy?;
        for (target, at) in self.targets(slot, sq) {
            match enemy.kind {
                EnemyKind::CarnivorousPlant => {
                    let Some(facing) = self.plant_line(sq, at) else {
                        continue;
                    };
                    events.push(Event::public(PublicEvent::EnemyActivated {
                        square: sq,
                        kind: enemy.kind,
                        target,
                    }));
                    if facing != enemy.facing {
                        if let Some(e) = &mut self.cell_mut(sq).enemy {
                            e.facing = facing;
                        }
                        events.push(Event::public(PublicEvent::PlantTurned {
                            square: sq,
                            facing,
                        }));
                    }
                    self.enemy_strike(target, enemy_card(enemy.kind).damage, events);
                    return None;
                }
                EnemyKind::Mimic => {
                    let dest = if sq == at {
                        Some(sq)
                    } else {
                        self.enemy_path(slot, sq, &[at], Some(at))
                    };
                    let Some(dest) = dest else { continue };
                    events.push(Event::public(PublicEvent::EnemyActivated {
                        square: sq,
                        kind: enemy.kind,
                        target,
                    }));
                    self.move_enemy(sq, dest, events);
                    let face_up: Vec<usize> = self
                        .player(target)
                        .treasures
                        .iter()
                        .enumerate()
                        .filter(|(_, t)| t.state == TreasureState::FaceUp)
                        .map(|(i, _)| i)
                        .collect();
                    let kinds_differ = face_up.windows(2).any(|w| {
                        self.player(target).treasures[w[0]].treasure
                            != self.player(target).treasures[w[1]].treasure
                    });
                    if kinds_differ {
                        // Prompt 26: the victim chooses; the damage follows the choice.
                        return Some((target, enemy.id, dest));
                    }
                    if let Some(&i) = face_up.first() {
                        self.steal(target, i, enemy.id, events);
                    }
                    self.enemy_strike(target, enemy_card(enemy.kind).damage, events);
                    return None;
                }
                EnemyKind::DarkKnight => {
                    let dest = if sq.is_orthogonally_adjacent(at) {
                        Some(sq)
                    } else {
                        let goals: Vec<Square> = Direction::ALL
                            .iter()
                            .filter_map(|d| at.step(*d))
                            .filter(|g| g.slot() == slot && self.enemy_can_stand(*g, sq))
                            .collect();
                        self.enemy_path(slot, sq, &goals, None)
                    };
                    let Some(dest) = dest else { continue };
                    events.push(Event::public(PublicEvent::EnemyActivated {
                        square: sq,
                        kind: enemy.kind,
                        target,
                    }));
                    self.move_enemy(sq, dest, events);
                    self.enemy_strike(target, enemy_card(enemy.kind).damage, events);
                    return None;
                }
            }
        }
        None
    }

    fn move_enemy(&mut self, from: Square, to: Square, events: &mut Vec<Event>) {
        if from == to {
            return;
        }
        let enemy = self.cell_mut(from).enemy.take();
        self.cell_mut(to).enemy = enemy;
        events.push(Event::public(PublicEvent::EnemyMoved { from, to }));
    }

    /// Enemies cannot pass Trees, Objects or Characters, nor leave their tile (ruling §2.7).
    fn enemy_can_pass(&self, s: Square, slot: Slot, target: Option<Square>) -> bool {
        s.slot() == slot
            && !data::is_tree(s)
            && self.cell(s).object.is_none()
            && (self.character_at(s).is_none() || Some(s) == target)
    }

    /// An end square: passable and free of other Enemies.
    fn enemy_can_stand(&self, s: Square, mover: Square) -> bool {
        s == mover
            || (!data::is_tree(s)
                && self.cell(s).object.is_none()
                && self.cell(s).enemy.is_none()
                && self.character_at(s).is_none())
    }

    /// Shortest orthogonal path to any goal; ties go to the goal first in reading order (prompt 25 auto).
    fn enemy_path(
        &self,
        slot: Slot,
        from: Square,
        goals: &[Square],
        target: Option<Square>,
    ) -> Option<Square> {
        if goals.is_empty() {
            return None;
        }
        let mut dist = [u8::MAX; data::TILE_N * data::TILE_N];
        let local = |s: Square| s.local().0 * data::TILE_N + s.local().1;
        let mut queue = VecDeque::from([from]);
        dist[local(from)] = 0;
        let mut found: Option<(u8, Square)> = None;
        while let Some(at) = queue.pop_front() {
            let d = dist[local(at)];
            if found.is_some_and(|(fd, _)| d >= fd) {
                break;
            }
            for dir in Direction::ALL {
                let Some(n) = at.step(dir) else { continue };
                if !self.enemy_can_pass(n, slot, target) || dist[local(n)] != u8::MAX {
                    continue;
                }
                dist[local(n)] = d + 1;
                if goals.contains(&n) && self.cell(n).enemy.is_none() {
                    if found.is_none_or(|(fd, fs)| d + 1 < fd || (d + 1 == fd && n < fs)) {
                        found = Some((d + 1, n));
                    }
                    continue;
                }
                // Only the target's own square may hold a Character; do not walk through it.
                if Some(n) != target {
                    queue.push_back(n);
                }
            }
        }
        found.map(|(_, s)| s)
    }

    /// Ruling §2.7: the first clear straight or diagonal line, turning clockwise from the current facing.
    fn plant_line(&self, from: Square, target: Square) -> Option<Facing> {
        let current = self.cell(from).enemy?.facing.ordinal();
        (0..8)
            .map(|k| Facing::CLOCKWISE[(current + k) % 8])
            .find(|f| {
                let (dr, dc) = f.delta();
                let mut at = from;
                loop {
                    let Some(n) = at.offset(dr, dc) else {
                        return false;
                    };
                    if n.slot() != from.slot() {
                        return false;
                    }
                    if n == target {
                        return true;
                    }
                    if data::is_tree(n)
                        || self.cell(n).object.is_some()
                        || self.character_at(n).is_some()
                    {
                        return false;
                    }
                    at = n;
                }
            })
    }

    fn steal(&mut self, victim: Seat, index: usize, mimic: u32, events: &mut Vec<Event>) {
        let t = &mut self.player_mut(victim).treasures[index];
        t.state = TreasureState::Stolen(mimic);
        let treasure = t.treasure;
        events.push(Event::public(PublicEvent::TreasureStolen {
            seat: victim,
            treasure,
        }));
    }

    /// An Enemy attack: the victim defends with 1 die (Royal Shield: 2); Shield or Star blocks
    /// (Gwenivere: a Gem too).
    pub(crate) fn enemy_strike(&mut self, victim: Seat, damage: u8, events: &mut Vec<Event>) {
        let p = self.player(victim);
        let dice = data::DEFENCE_DICE
            + if p.has(Treasure::RoyalShield) {
                data::ROYAL_SHIELD_DICE
            } else {
                0
            };
        let gwen = p.character == Character::Gwenivere;
        let faces: Vec<Face> = (0..dice).map(|_| self.roll_die()).collect();
        events.push(Event::public(PublicEvent::DiceRolled {
            seat: victim,
            purpose: RollPurpose::Defence,
            faces: faces.clone(),
        }));
        let blocked = faces
            .iter()
            .any(|f| matches!(f, Face::Shield | Face::Star) || (gwen && *f == Face::Gem));
        if blocked {
            events.push(Event::public(PublicEvent::Defended { seat: victim }));
        } else {
            self.damage(victim, damage, events);
        }
    }

    pub(crate) fn answer_theft(&mut self, seat: Seat, treasure: u8, events: &mut Vec<Event>) {
        let Phase::EnemyTurn(state) = &mut self.phase else {
            return;
        };
        let Some((victim, mimic, _)) = state.theft.take() else {
            return;
        };
        if victim != seat {
            return;
        }
        self.steal(victim, usize::from(treasure), mimic, events);
        self.enemy_strike(victim, enemy_card(EnemyKind::Mimic).damage, events);
        self.run_enemy_turn(events);
    }
}
