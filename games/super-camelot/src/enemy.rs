//! The Enemy Turn (rulebook, Enemy Turn; rulings §2.7) and defence.

use std::collections::VecDeque;

use crate::action::Action;
use crate::data::{self, enemy_card};
use crate::error::RuleError;
use crate::event::{Event, PublicEvent, RollPurpose};
use crate::game::{EnemyChoice, EnemyTurnState, Game, Phase, TreasureState};
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
        let queue: VecDeque<u32> = slot
            .squares()
            .filter_map(|s| self.cell(s).enemy.map(|e| e.id))
            .collect();
        self.phase = Phase::EnemyTurn(Box::new(EnemyTurnState {
            slot,
            queue,
            theft: None,
            choice: None,
        }));
        self.run_enemy_turn(None, events);
    }

    pub(crate) fn enemy_square(&self, slot: Slot, id: u32) -> Option<Square> {
        slot.squares()
            .find(|s| self.cell(*s).enemy.is_some_and(|e| e.id == id))
    }

    pub(crate) fn queued_enemy_squares(&self, state: &EnemyTurnState) -> Vec<Square> {
        state
            .queue
            .iter()
            .filter_map(|id| self.enemy_square(state.slot, *id))
            .collect()
    }

    /// Activates Enemies until the queue is empty or a choice is needed. `first` activates before the queue
    /// (an answer to prompt 23, 24 or 25).
    fn run_enemy_turn(&mut self, mut first: Option<(u32, Answer)>, events: &mut Vec<Event>) {
        let Phase::EnemyTurn(mut state) = std::mem::replace(&mut self.phase, Phase::Actions) else {
            return;
        };
        loop {
            if self.outcome.is_some() {
                return;
            }
            let (id, answer) = match first.take() {
                Some(next) => next,
                None => {
                    if state.queue.is_empty() {
                        break;
                    }
                    // Prompt 23: reading order unless the lobby asked to choose.
                    if self.ask_activation_order && state.queue.len() >= 2 {
                        state.choice = Some(EnemyChoice::Order);
                        self.phase = Phase::EnemyTurn(state);
                        return;
                    }
                    match state.queue.pop_front() {
                        Some(id) => (id, Answer::None),
                        None => break,
                    }
                }
            };
            let Some(sq) = self.enemy_square(state.slot, id) else {
                continue;
            };
            match self.activate(state.slot, sq, answer, events) {
                Activation::Done => {}
                Activation::Theft(victim, mimic, at) => {
                    state.theft = Some((victim, mimic, at));
                    self.phase = Phase::EnemyTurn(state);
                    return;
                }
                Activation::AskTarget(options) => {
                    state.choice = Some(EnemyChoice::Target { enemy: id, options });
                    self.phase = Phase::EnemyTurn(state);
                    return;
                }
                Activation::AskSquare(target, options) => {
                    state.choice = Some(EnemyChoice::KnightSquare {
                        enemy: id,
                        target,
                        options,
                    });
                    self.phase = Phase::EnemyTurn(state);
                    return;
                }
            }
        }
        self.advance_turn(events);
    }

    /// Characters an Enemy may attack, in groups: the active player first, then the others by distance.
    fn target_groups(&self, slot: Slot, from: Square) -> Vec<Vec<(Seat, Square)>> {
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
        let mut groups: Vec<Vec<(Seat, Square)>> = Vec::new();
        let mut last_key = None;
        for (s, sq) in others {
            let key = (s != active, sq.distance(from));
            if last_key == Some(key) {
                if let Some(g) = groups.last_mut() {
                    g.push((s, sq));
                }
            } else {
                groups.push(vec![(s, sq)]);
                last_key = Some(key);
            }
        }
        groups
    }

    /// How an Enemy would reach a Character, if it can.
    fn plan(&self, slot: Slot, sq: Square, kind: EnemyKind, at: Square) -> Option<Plan> {
        match kind {
            EnemyKind::CarnivorousPlant => self.plant_line(sq, at).map(Plan::Spit),
            EnemyKind::Mimic => {
                if sq == at {
                    Some(Plan::Walk(vec![sq]))
                } else {
                    let ends = self.enemy_path(slot, sq, &[at], Some(at));
                    (!ends.is_empty()).then_some(Plan::Walk(ends))
                }
            }
            EnemyKind::DarkKnight => {
                if sq.is_orthogonally_adjacent(at) {
                    return Some(Plan::Walk(vec![sq]));
                }
                let goals: Vec<Square> = Direction::ALL
                    .iter()
                    .filter_map(|d| at.step(*d))
                    .filter(|g| g.slot() == slot && self.enemy_can_stand(*g, sq))
                    .collect();
                let ends = self.enemy_path(slot, sq, &goals, None);
                (!ends.is_empty()).then_some(Plan::Walk(ends))
            }
        }
    }

    /// Activates one Enemy, or says which choice it needs first.
    fn activate(
        &mut self,
        slot: Slot,
        sq: Square,
        answer: Answer,
        events: &mut Vec<Event>,
    ) -> Activation {
        let Some(enemy) = self.cell(sq).enemy else {
            return Activation::Done;
        };
        let (target, _, plan) = match answer {
            Answer::Target(seat) | Answer::Square(seat, _) => {
                let Some(at) = self.player(seat).square() else {
                    return Activation::Done;
                };
                let Some(plan) = self.plan(slot, sq, enemy.kind, at) else {
                    return Activation::Done;
                };
                (seat, at, plan)
            }
            Answer::None => {
                let mut chosen = None;
                for group in self.target_groups(slot, sq) {
                    let reachable: Vec<(Seat, Square, Plan)> = group
                        .into_iter()
                        .filter_map(|(s, at)| {
                            self.plan(slot, sq, enemy.kind, at).map(|p| (s, at, p))
                        })
                        .collect();
                    if reachable.len() >= 2 && !self.auto_enemy_ties {
                        // Prompt 24: the active player chooses among equidistant Characters.
                        return Activation::AskTarget(reachable.iter().map(|r| r.0).collect());
                    }
                    if let Some(first) = reachable.into_iter().next() {
                        chosen = Some(first);
                        break;
                    }
                }
                // Rulebook: an Enemy that cannot attack any Character does not activate.
                let Some(chosen) = chosen else {
                    return Activation::Done;
                };
                chosen
            }
        };
        let activated = Event::public(PublicEvent::EnemyActivated {
            square: sq,
            kind: enemy.kind,
            target,
        });
        match plan {
            Plan::Spit(facing) => {
                events.push(activated);
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
                Activation::Done
            }
            Plan::Walk(ends) => {
                let dest = match answer {
                    Answer::Square(_, square) if ends.contains(&square) => square,
                    _ if ends.len() >= 2 && !self.auto_enemy_ties => {
                        // Prompt 25: the active player chooses the Dark Knight's end square.
                        return Activation::AskSquare(target, ends);
                    }
                    _ => ends[0],
                };
                events.push(activated);
                self.move_enemy(sq, dest, events);
                if enemy.kind == EnemyKind::Mimic {
                    let face_up: Vec<usize> = self
                        .player(target)
                        .treasures
                        .iter()
                        .enumerate()
                        .filter(|(_, t)| t.state == TreasureState::FaceUp)
                        .map(|(i, _)| i)
                        .collect();
                    let treasures = &self.player(target).treasures;
                    let kinds_differ = face_up
                        .windows(2)
                        .any(|w| treasures[w[0]].treasure != treasures[w[1]].treasure);
                    if kinds_differ {
                        // Prompt 26: the victim chooses; the damage follows the choice.
                        return Activation::Theft(target, enemy.id, dest);
                    }
                    if let Some(&i) = face_up.first() {
                        self.steal(target, i, enemy.id, events);
                    }
                }
                self.enemy_strike(target, enemy_card(enemy.kind).damage, events);
                Activation::Done
            }
        }
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

    /// The goals at the shortest orthogonal distance, in reading order (the choices of prompt 25).
    fn enemy_path(
        &self,
        slot: Slot,
        from: Square,
        goals: &[Square],
        target: Option<Square>,
    ) -> Vec<Square> {
        let mut found: Vec<Square> = Vec::new();
        if goals.is_empty() {
            return found;
        }
        let mut dist = [u8::MAX; data::TILE_N * data::TILE_N];
        let local = |s: Square| s.local().0 * data::TILE_N + s.local().1;
        let mut queue = VecDeque::from([from]);
        dist[local(from)] = 0;
        let mut best = u8::MAX;
        while let Some(at) = queue.pop_front() {
            let d = dist[local(at)];
            if d >= best {
                break;
            }
            for dir in Direction::ALL {
                let Some(n) = at.step(dir) else { continue };
                if !self.enemy_can_pass(n, slot, target) || dist[local(n)] != u8::MAX {
                    continue;
                }
                dist[local(n)] = d + 1;
                if goals.contains(&n) && self.cell(n).enemy.is_none() {
                    best = d + 1;
                    found.push(n);
                    continue;
                }
                // Only the target's own square may hold a Character; do not walk through it.
                if Some(n) != target {
                    queue.push_back(n);
                }
            }
        }
        found.sort();
        found
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
        // Prompt 28: a Shield blocks; a Star always counts as a Shield; Gwenivere's Gem blocks too.
        let blocked = [Face::Shield, Face::Star, Face::Gem]
            .into_iter()
            .find(|b| faces.contains(b) && (*b != Face::Gem || gwen));
        if let Some(by) = blocked {
            events.push(Event::public(PublicEvent::Defended { seat: victim, by }));
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
        self.run_enemy_turn(None, events);
    }

    /// A seat other than the active player resigned during this Enemy Turn (RULES.md SC21): a theft
    /// waiting for its choice is dropped (the Mimic finds nobody to rob or bite) and the turn goes on; a
    /// target or end-square choice that concerned it is dropped and that Enemy activates again without it.
    pub(crate) fn forget_in_enemy_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::EnemyTurn(state) = &mut self.phase else {
            return;
        };
        if state.theft.is_some_and(|(victim, _, _)| victim == seat) {
            state.theft = None;
            self.run_enemy_turn(None, events);
            return;
        }
        let again = match &state.choice {
            Some(EnemyChoice::Target { enemy, options }) if options.contains(&seat) => Some(*enemy),
            Some(EnemyChoice::KnightSquare { enemy, target, .. }) if *target == seat => {
                Some(*enemy)
            }
            _ => None,
        };
        if let Some(enemy) = again {
            state.choice = None;
            self.run_enemy_turn(Some((enemy, Answer::None)), events);
        }
    }

    /// Answers prompts 23–25.
    pub(crate) fn answer_enemy_choice(&mut self, action: Action, events: &mut Vec<Event>) {
        let Phase::EnemyTurn(state) = &mut self.phase else {
            return;
        };
        let Some(choice) = state.choice.take() else {
            return;
        };
        let next = match (choice, action) {
            (EnemyChoice::Order, Action::Activate { enemy }) => {
                let Some(id) = self.cell(enemy).enemy.map(|e| e.id) else {
                    return;
                };
                if let Phase::EnemyTurn(state) = &mut self.phase {
                    state.queue.retain(|q| *q != id);
                }
                (id, Answer::None)
            }
            (EnemyChoice::Target { enemy, .. }, Action::Target { seat }) => {
                (enemy, Answer::Target(seat))
            }
            (EnemyChoice::KnightSquare { enemy, target, .. }, Action::KnightTo { square }) => {
                (enemy, Answer::Square(target, square))
            }
            _ => return,
        };
        self.run_enemy_turn(Some(next), events);
    }

    /// Checks an answer to prompts 23–26.
    pub(crate) fn check_enemy_turn_answer(
        &self,
        seat: Seat,
        action: Action,
    ) -> Result<(), RuleError> {
        let Phase::EnemyTurn(state) = &self.phase else {
            return Err(RuleError::NotAnOption);
        };
        if state.theft.is_some() {
            return match action {
                Action::Surrender { treasure } => {
                    match self.player(seat).treasures.get(usize::from(treasure)) {
                        Some(t) if t.state == TreasureState::FaceUp => Ok(()),
                        _ => Err(RuleError::NotAnOption),
                    }
                }
                _ => Err(RuleError::WrongPrompt {
                    expected: "choose the Small Treasure the Mimic steals",
                }),
            };
        }
        let ok = match (&state.choice, action) {
            (Some(EnemyChoice::Order), Action::Activate { enemy }) => self
                .cell(enemy)
                .enemy
                .is_some_and(|e| state.queue.contains(&e.id)),
            (Some(EnemyChoice::Target { options, .. }), Action::Target { seat }) => {
                options.contains(&seat)
            }
            (Some(EnemyChoice::KnightSquare { options, .. }), Action::KnightTo { square }) => {
                options.contains(&square)
            }
            (Some(_), _) => {
                return Err(RuleError::WrongPrompt {
                    expected: "answer the Enemy Turn choice",
                });
            }
            (None, _) => false,
        };
        if ok {
            Ok(())
        } else {
            Err(RuleError::NotAnOption)
        }
    }

    /// Candidate answers during the Enemy Turn.
    pub(crate) fn enemy_turn_candidates(
        &self,
        seat: Seat,
        state: &EnemyTurnState,
        out: &mut Vec<Action>,
    ) {
        if state.theft.is_some() {
            out.extend(
                (0..self.player(seat).treasures.len())
                    .map(|i| Action::Surrender { treasure: i as u8 }),
            );
            return;
        }
        match &state.choice {
            Some(EnemyChoice::Order) => {
                out.extend(
                    self.queued_enemy_squares(state)
                        .into_iter()
                        .map(|enemy| Action::Activate { enemy }),
                );
            }
            Some(EnemyChoice::Target { options, .. }) => {
                out.extend(options.iter().map(|&seat| Action::Target { seat }))
            }
            Some(EnemyChoice::KnightSquare { options, .. }) => {
                out.extend(options.iter().map(|&square| Action::KnightTo { square }));
            }
            None => {}
        }
    }
}

/// How an Enemy reaches its target.
enum Plan {
    /// A plant's new facing.
    Spit(Facing),
    /// Mimic and Dark Knight: the possible end squares (its own square if it need not move).
    Walk(Vec<Square>),
}

/// An answer carried into an activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    None,
    Target(Seat),
    Square(Seat, Square),
}

/// What an activation needs next.
enum Activation {
    Done,
    Theft(Seat, u32, Square),
    AskTarget(Vec<Seat>),
    AskSquare(Seat, Vec<Square>),
}
