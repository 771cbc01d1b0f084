//! Attacks: sword, Greatsword, Bomb and Hunting Bow; dice, Stars, the hit pool, Litter and Loot.

use crate::action::Action;
use crate::data;
use crate::error::RuleError;
use crate::event::{AttackKind, BlankUse, Event, PublicEvent, RollPurpose};
use crate::game::{AttackState, AttackStep, Game, Phase, TreasureState};
use crate::geometry::{Arc, Square};
use crate::types::{Character, EnemyKind, Face, LootDeck, Object, Seat, StarUse, Treasure};

/// What an attack reaches.
pub(crate) struct Reach {
    squares: Vec<Square>,
    enemies: Vec<Square>,
    bushes: Vec<Square>,
    characters: Vec<Seat>,
}

impl Game {
    /// Enemies a seat may hit on a square: never a Mimic sharing the attacker's square (ruling §2.7).
    fn hittable_enemy(&self, seat: Seat, sq: Square) -> bool {
        self.cell(sq).enemy.is_some() && self.player(seat).square() != Some(sq)
    }

    pub(crate) fn check_sword(&self, seat: Seat, arc: Arc) -> Result<Reach, RuleError> {
        self.sword_squares(seat, arc)
            .map(|squares| self.reach(seat, squares, false))
    }

    /// The squares a sword attack reaches, if it reaches anything.
    pub(crate) fn sword_squares(&self, seat: Seat, arc: Arc) -> Result<Vec<Square>, RuleError> {
        let p = self.player(seat);
        let Some(here) = p.square() else {
            return Err(RuleError::NothingToAttack);
        };
        let greatsword = p.has(Treasure::Greatsword);
        // Ruling §2.7: arcs ignore squares on other tiles.
        let squares: Vec<Square> = arc
            .offsets(greatsword)
            .into_iter()
            .filter_map(|(dr, dc)| here.offset(dr, dc))
            .filter(|s| s.slot() == here.slot())
            .collect();
        if !self.any_target(seat, &squares) {
            return Err(RuleError::NothingToAttack);
        }
        Ok(squares)
    }

    /// Whether any Enemy the seat may hit, or any Bush, stands on these squares.
    fn any_target(&self, seat: Seat, squares: &[Square]) -> bool {
        squares
            .iter()
            .any(|s| self.cell(*s).object == Some(Object::Bush) || self.hittable_enemy(seat, *s))
    }

    pub(crate) fn check_bomb(&self, seat: Seat, corner: Square) -> Result<Reach, RuleError> {
        self.bomb_squares(seat, corner)
            .map(|squares| self.reach(seat, squares, true))
    }

    /// The squares a Bomb block covers, if it is legal and reaches anything.
    pub(crate) fn bomb_squares(
        &self,
        seat: Seat,
        corner: Square,
    ) -> Result<Vec<Square>, RuleError> {
        let p = self.player(seat);
        if p.bombs == 0 {
            return Err(RuleError::Missing("Bomb"));
        }
        let Some(here) = p.square() else {
            return Err(RuleError::BlockOffTile(corner));
        };
        let far = corner.offset(data::BOMB_BLOCK as i32 - 1, data::BOMB_BLOCK as i32 - 1);
        // Rulebook: the 3x3 block cannot overlap another tile.
        if corner.slot() != here.slot() || far.map(Square::slot) != Some(here.slot()) {
            return Err(RuleError::BlockOffTile(corner));
        }
        let n = data::BOMB_BLOCK as i32;
        let squares: Vec<Square> = (0..n)
            .flat_map(|r| (0..n).filter_map(move |c| corner.offset(r, c)))
            .collect();
        // Ruling SC1: a Bomb also hits Characters (rulebook), so another Character who can be hurt makes
        // the block worth throwing; the thrower alone does not (that would only hurt the thrower).
        if !self.any_target(seat, &squares)
            && !squares.iter().any(|s| {
                self.character_at(*s)
                    .is_some_and(|c| c != seat && self.bombable(c))
            })
        {
            return Err(RuleError::NothingToAttack);
        }
        Ok(squares)
    }

    /// Whether a Bomb can hurt this Character: not while passed out (rulings §2.7).
    pub(crate) fn bombable(&self, seat: Seat) -> bool {
        !self.player(seat).passed_out
    }

    fn reach(&self, seat: Seat, squares: Vec<Square>, bomb: bool) -> Reach {
        let enemies = squares
            .iter()
            .copied()
            .filter(|s| self.hittable_enemy(seat, *s))
            .collect();
        let bushes = squares
            .iter()
            .copied()
            .filter(|s| self.cell(*s).object == Some(Object::Bush))
            .collect();
        let characters = if bomb {
            self.seats()
                .filter(|s| {
                    let p = self.player(*s);
                    // Ruling §2.6, Merlin: his own Bombs never damage him.
                    let immune = *s == seat && p.character == Character::Merlin;
                    !immune && self.bombable(*s) && p.square().is_some_and(|q| squares.contains(&q))
                })
                .collect()
        } else {
            Vec::new()
        };
        Reach {
            squares,
            enemies,
            bushes,
            characters,
        }
    }

    pub(crate) fn check_bow(&self, seat: Seat, target: Square) -> Result<(), RuleError> {
        let p = self.player(seat);
        if !p.has(Treasure::HuntingBow) {
            return Err(RuleError::NeedTreasure(Treasure::HuntingBow));
        }
        if self.turn.bow_used {
            return Err(RuleError::AlreadyUsedThisTurn);
        }
        match p.square() {
            Some(here) if here.slot() == target.slot() && self.hittable_enemy(seat, target) => {
                Ok(())
            }
            _ => Err(RuleError::NoTarget(target)),
        }
    }

    pub(crate) fn do_sword(&mut self, seat: Seat, arc: Arc, events: &mut Vec<Event>) {
        let Ok(reach) = self.check_sword(seat, arc) else {
            return;
        };
        self.turn.actions_used += 1;
        self.start_attack(seat, AttackKind::Sword, reach, events);
    }

    pub(crate) fn do_bomb(&mut self, seat: Seat, corner: Square, events: &mut Vec<Event>) {
        let Ok(reach) = self.check_bomb(seat, corner) else {
            return;
        };
        self.turn.actions_used += 1;
        self.player_mut(seat).bombs -= 1;
        self.supply.bombs += 1;
        self.start_attack(seat, AttackKind::Bomb, reach, events);
    }

    pub(crate) fn do_bow(&mut self, seat: Seat, target: Square, events: &mut Vec<Event>) {
        self.turn.bow_used = true;
        let reach = Reach {
            squares: vec![target],
            enemies: vec![target],
            bushes: Vec::new(),
            characters: Vec::new(),
        };
        self.start_attack(seat, AttackKind::Bow, reach, events);
    }

    fn start_attack(
        &mut self,
        seat: Seat,
        kind: AttackKind,
        reach: Reach,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::public(PublicEvent::AttackMade {
            seat,
            kind,
            squares: reach.squares.clone(),
        }));
        // Rulebook: Bushes are easy to hit, so they are cut automatically.
        for &b in &reach.bushes {
            self.cell_mut(b).object = None;
            self.supply.bushes += 1;
            events.push(Event::public(PublicEvent::BushCut { square: b }));
        }
        let dice: Vec<Face> = (0..data::ATTACK_DICE).map(|_| self.roll_die()).collect();
        events.push(Event::public(PublicEvent::DiceRolled {
            seat,
            purpose: RollPurpose::Attack,
            faces: dice.clone(),
        }));
        let arthur = self.player(seat).character == Character::Arthur && !self.turn.reroll_used;
        // Ruling §2.6, Merlin: in his own Bomb's block, and left out of `reach.characters`.
        let spared = kind == AttackKind::Bomb
            && self.player(seat).character == Character::Merlin
            && self.bombable(seat)
            && self
                .player(seat)
                .square()
                .is_some_and(|q| reach.squares.contains(&q));
        let state = AttackState {
            kind,
            dice,
            step: if arthur {
                AttackStep::Reroll
            } else {
                AttackStep::Stars
            },
            stars_left: 0,
            hits: 0,
            gems: 0,
            targets: reach.enemies,
            cut_bushes: reach.bushes,
            killed: Vec::new(),
            litter_left: 0,
            loot_left: 0,
            bombed: reach.characters,
            spared,
        };
        if !arthur {
            self.phase = Phase::Attack(Box::new(self.count_dice(state, events)));
        } else {
            self.phase = Phase::Attack(Box::new(state));
        }
        self.advance_attack(events);
    }

    /// Turns the final roll into a pool of hits, Gems and Stars to convert; says which Blanks an
    /// ability counted.
    fn count_dice(&self, mut a: AttackState, events: &mut Vec<Event>) -> AttackState {
        let seat = self.turn.seat;
        let character = self.player(seat).character;
        let count = |f: Face| a.dice.iter().filter(|d| **d == f).count() as u8;
        let blanks = count(Face::Blank);
        a.hits = count(Face::OneHit) + 2 * count(Face::TwoHits);
        a.gems = count(Face::Gem);
        a.stars_left = count(Face::Star);
        // Ruling §2.6, Lancelot: one Blank counts as a 1 Hit in each attack roll.
        if character == Character::Lancelot && blanks > 0 {
            a.hits += 1;
            events.push(Event::public(PublicEvent::BlanksCounted {
                seat,
                count: 1,
                into: BlankUse::OneHit,
            }));
        }
        // Ruling §2.6, Merlin: on Bomb rolls each Blank also counts as a Gem.
        if character == Character::Merlin && a.kind == AttackKind::Bomb && blanks > 0 {
            a.gems += blanks;
            events.push(Event::public(PublicEvent::BlanksCounted {
                seat,
                count: blanks,
                into: BlankUse::Gem,
            }));
        }
        a.step = AttackStep::Stars;
        a
    }

    pub(crate) fn attack_candidates(&self, a: &AttackState, out: &mut Vec<Action>) {
        match a.step {
            AttackStep::Reroll => {
                out.extend((0..a.dice.len() as u8).map(|die| Action::Reroll { die }));
                out.push(Action::KeepRoll);
            }
            AttackStep::Stars => {
                out.extend(
                    [StarUse::OneHit, StarUse::TwoHits, StarUse::Gem]
                        .map(|into| Action::ConvertStar { into }),
                );
            }
            AttackStep::Hits => out.extend(a.targets.iter().map(|&target| Action::Kill { target })),
            AttackStep::Litter => out.extend(
                a.cut_bushes
                    .iter()
                    .map(|&square| Action::DrawFor { square }),
            ),
            AttackStep::Loot => out.extend(
                a.killed
                    .iter()
                    .map(|&(square, _)| Action::DrawFor { square }),
            ),
        }
    }

    pub(crate) fn check_attack_answer(&self, action: Action) -> Result<(), RuleError> {
        let Phase::Attack(a) = &self.phase else {
            return Err(RuleError::NotAnOption);
        };
        let ok = match (a.step, action) {
            (AttackStep::Reroll, Action::Reroll { die }) => usize::from(die) < a.dice.len(),
            (AttackStep::Reroll, Action::KeepRoll)
            | (AttackStep::Stars, Action::ConvertStar { .. }) => true,
            (AttackStep::Hits, Action::Kill { target }) => {
                a.targets.contains(&target)
                    && self.enemy_health(target).is_some_and(|h| h <= a.hits)
            }
            (AttackStep::Litter, Action::DrawFor { square }) => a.cut_bushes.contains(&square),
            (AttackStep::Loot, Action::DrawFor { square }) => {
                a.killed.iter().any(|(s, _)| *s == square)
            }
            (step, _) => {
                return Err(RuleError::WrongPrompt {
                    expected: match step {
                        AttackStep::Reroll => "reroll a die or keep the roll",
                        AttackStep::Stars => "convert the Star",
                        AttackStep::Hits => "choose an Enemy to kill",
                        AttackStep::Litter => "choose a cut Bush to drop Litter",
                        AttackStep::Loot => "choose a killed Enemy to drop Loot",
                    },
                });
            }
        };
        if ok {
            Ok(())
        } else {
            Err(RuleError::NotAnOption)
        }
    }

    fn enemy_health(&self, sq: Square) -> Option<u8> {
        self.cell(sq).enemy.map(|e| self.enemy_health_of(e.kind))
    }

    pub(crate) fn answer_attack(&mut self, action: Action, events: &mut Vec<Event>) {
        let Phase::Attack(mut a) = std::mem::replace(&mut self.phase, Phase::Actions) else {
            return;
        };
        match action {
            Action::Reroll { die } => {
                let face = self.roll_die();
                a.dice[usize::from(die)] = face;
                self.turn.reroll_used = true;
                events.push(Event::public(PublicEvent::Rerolled { die, face }));
                a = Box::new(self.count_dice(*a, events));
            }
            Action::KeepRoll => a = Box::new(self.count_dice(*a, events)),
            Action::ConvertStar { into } => {
                a.stars_left -= 1;
                match into {
                    StarUse::OneHit => a.hits += 1,
                    StarUse::TwoHits => a.hits += 2,
                    StarUse::Gem => a.gems += 1,
                }
                events.push(Event::public(PublicEvent::StarConverted { into }));
            }
            Action::Kill { target } => {
                self.kill(&mut a, target, events);
            }
            Action::DrawFor { square } => match a.step {
                AttackStep::Litter => self.draw_litter(&mut a, square, events),
                _ => self.draw_enemy_loot(&mut a, square, events),
            },
            _ => {}
        }
        self.phase = Phase::Attack(a);
        self.advance_attack(events);
    }

    fn kill(&mut self, a: &mut AttackState, target: Square, events: &mut Vec<Event>) {
        a.targets.retain(|s| *s != target);
        let Some(enemy) = self.remove_enemy(target) else {
            return;
        };
        a.hits = a.hits.saturating_sub(self.enemy_health_of(enemy.kind));
        a.killed.push((target, enemy.kind));
        events.push(Event::public(PublicEvent::EnemyKilled {
            square: target,
            kind: enemy.kind,
        }));
        if enemy.kind == EnemyKind::Mimic {
            self.recover_stolen(enemy.id, events);
        }
    }

    /// Ruling §2.7: the killer gets every card the Mimic stole, face-up.
    fn recover_stolen(&mut self, mimic: u32, events: &mut Vec<Event>) {
        let killer = self.turn.seat;
        let mut moved = Vec::new();
        for (i, p) in self.players.iter_mut().enumerate() {
            let is_killer = i == usize::from(killer.0);
            p.treasures.retain_mut(|t| {
                if t.state != TreasureState::Stolen(mimic) {
                    return true;
                }
                t.state = TreasureState::FaceUp;
                if is_killer {
                    events.push(Event::public(PublicEvent::TreasureRecovered {
                        seat: killer,
                        treasure: t.treasure,
                    }));
                } else {
                    moved.push(*t);
                }
                is_killer
            });
        }
        for t in moved {
            events.push(Event::public(PublicEvent::TreasureRecovered {
                seat: killer,
                treasure: t.treasure,
            }));
            self.player_mut(killer).treasures.push(t);
        }
        self.check_gem_win(killer, events);
    }

    fn draw_litter(&mut self, a: &mut AttackState, square: Square, events: &mut Vec<Event>) {
        a.cut_bushes.retain(|s| *s != square);
        a.litter_left -= 1;
        let card = self.draw_loot(LootDeck::Litter, events);
        self.resolve_card(card, square, events);
    }

    fn draw_enemy_loot(&mut self, a: &mut AttackState, square: Square, events: &mut Vec<Event>) {
        let Some(i) = a.killed.iter().position(|(s, _)| *s == square) else {
            return;
        };
        let (_, kind) = a.killed.remove(i);
        a.loot_left -= 1;
        let card = self.draw_loot(LootDeck::for_enemy(kind), events);
        self.resolve_card(card, square, events);
    }

    /// Resolves every step that has a single sensible outcome and stops at the next real choice.
    pub(crate) fn advance_attack(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.outcome.is_some() {
                return;
            }
            let Phase::Attack(mut a) = std::mem::replace(&mut self.phase, Phase::Actions) else {
                return;
            };
            match a.step {
                AttackStep::Reroll => {
                    self.phase = Phase::Attack(a);
                    return;
                }
                AttackStep::Stars => {
                    if a.stars_left == 0 {
                        a.step = AttackStep::Hits;
                    } else if a.targets.is_empty() && a.bombed.is_empty() {
                        // Auto (prompt 14): with no Enemy in reach and no Character in a Bomb's block, only
                        // a Gem can matter.
                        events.push(Event::public(PublicEvent::StarsCountedAsGems {
                            seat: self.turn.seat,
                            count: a.stars_left,
                        }));
                        a.gems += a.stars_left;
                        a.stars_left = 0;
                        a.step = AttackStep::Hits;
                    } else {
                        self.phase = Phase::Attack(a);
                        return;
                    }
                }
                AttackStep::Hits => {
                    if a.kind == AttackKind::Bomb {
                        // Rulebook: a Bomb's hits count against every Enemy in the block.
                        let dead: Vec<Square> = a
                            .targets
                            .iter()
                            .copied()
                            .filter(|s| self.enemy_health(*s).is_some_and(|h| h <= a.hits))
                            .collect();
                        let pool = a.hits;
                        for s in dead {
                            self.kill(&mut a, s, events);
                            a.hits = pool;
                        }
                        if pool > 0 {
                            if a.spared {
                                events.push(Event::public(PublicEvent::BombSpared {
                                    seat: self.turn.seat,
                                }));
                            }
                            for seat in std::mem::take(&mut a.bombed) {
                                self.damage(seat, data::BOMB_DAMAGE, events);
                            }
                        }
                        a.targets.clear();
                    } else {
                        let total: u32 = a
                            .targets
                            .iter()
                            .filter_map(|s| self.enemy_health(*s))
                            .map(u32::from)
                            .sum();
                        let killable: Vec<Square> = a
                            .targets
                            .iter()
                            .copied()
                            .filter(|s| self.enemy_health(*s).is_some_and(|h| h <= a.hits))
                            .collect();
                        if total <= u32::from(a.hits) {
                            for s in a.targets.clone() {
                                self.kill(&mut a, s, events);
                            }
                        } else if let [only] = killable[..] {
                            // Prompt 15 auto: a single killable Enemy leaves no choice; look again after.
                            self.kill(&mut a, only, events);
                            self.phase = Phase::Attack(a);
                            continue;
                        } else if !killable.is_empty() {
                            self.phase = Phase::Attack(a);
                            return;
                        }
                        a.targets.clear();
                    }
                    a.litter_left = a.gems.min(a.cut_bushes.len() as u8);
                    a.loot_left = a.gems.min(a.killed.len() as u8);
                    a.step = AttackStep::Litter;
                }
                AttackStep::Litter => {
                    if a.litter_left == 0 {
                        a.step = AttackStep::Loot;
                    } else if a.cut_bushes.len() <= usize::from(a.litter_left) {
                        let square = a.cut_bushes[0];
                        self.draw_litter(&mut a, square, events);
                    } else {
                        self.phase = Phase::Attack(a);
                        return;
                    }
                }
                AttackStep::Loot => {
                    if a.loot_left == 0 {
                        self.phase = Phase::Actions;
                        return;
                    } else if a.killed.len() <= usize::from(a.loot_left) {
                        let square = a.killed[0].0;
                        self.draw_enemy_loot(&mut a, square, events);
                    } else {
                        self.phase = Phase::Attack(a);
                        return;
                    }
                }
            }
            if self.outcome.is_some() {
                return;
            }
            self.phase = Phase::Attack(a);
        }
    }
}
