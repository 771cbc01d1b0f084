//! Checking and executing the Player Turn's actions: placement, Move, chests, Special Items, the Grail,
//! Dig and ending the turn. Every `check_*` is pure; every `do_*` assumes its check passed.

use std::collections::VecDeque;

use crate::action::Action;
use crate::data::{self, LayoutCell, MAX_HEALTH};
use crate::error::{Blocker, RuleError};
use crate::event::{Event, Outcome, PrivateEvent, PublicEvent, WinKind};
use crate::game::{Game, MoveState, Phase, StepKind, StepUndo};
use crate::geometry::{Arc, Circle, Direction, Place, Slot, Square};
use crate::types::{Character, LootDeck, Object, Seat, SpecialKind, Treasure};

impl Game {
    pub(crate) fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if usize::from(seat.0) >= self.players.len() {
            return Err(RuleError::UnknownSeat(seat));
        }
        if self.player(seat).resigned {
            return Err(RuleError::Resigned(seat));
        }
        let Some(decider) = self.decider() else {
            return Err(RuleError::GameOver);
        };
        if decider != seat {
            return Err(RuleError::NotYourDecision(seat));
        }
        if action == Action::UndoStep {
            // Only steps that revealed nothing are kept, and only until anything else happens.
            return if self.turn.undo.is_empty() {
                Err(RuleError::NothingToUndo)
            } else {
                Ok(())
            };
        }
        match (&self.phase, action) {
            (Phase::Actions, Action::PlaceOnCircle { circle })
                if self.player(seat).place.is_none() =>
            {
                match self.circle_occupant(circle) {
                    Some(_) => Err(RuleError::CircleOccupied(circle)),
                    None => Ok(()),
                }
            }
            (Phase::Actions, _) if self.player(seat).place.is_none() => {
                Err(RuleError::WrongPrompt {
                    expected: "choose a starting circle",
                })
            }
            (Phase::Actions, action) => self.check_turn_action(seat, action),
            (Phase::Moving(m), Action::Step { to }) => self.check_step(seat, *m, to).map(|_| ()),
            (Phase::Moving(_), Action::StopMoving)
                if matches!(self.player(seat).place, Some(Place::Circle(_)))
                    && !self.player(seat).entered_forest
                    && self.check_can_move(seat).is_ok() =>
            {
                // Rulebook, Your First Turn: you must move off the starting circle.
                Err(RuleError::FirstActionMustBeMove)
            }
            (Phase::Moving(m), Action::StopMoving) => match m.must_enter {
                Some(slot)
                    if self.route_into(seat, self.player(seat).place, m.squares_left, slot) =>
                {
                    Err(RuleError::MustEnterExploredTile(slot))
                }
                _ => Ok(()),
            },
            (Phase::Moving(_), _) => Err(RuleError::WrongPrompt {
                expected: "step or stop moving",
            }),
            (Phase::SpeedPotion, Action::DeclineSpeedPotion) => Ok(()),
            (Phase::SpeedPotion, Action::Move) => self.check_can_move(seat),
            (Phase::SpeedPotion, _) => Err(RuleError::WrongPrompt {
                expected: "take or decline the Speed Potion",
            }),
            (Phase::Attack(_), action) => self.check_attack_answer(action),
            (Phase::EnemyTurn(_), action) => self.check_enemy_turn_answer(seat, action),
            (Phase::Over, _) => Err(RuleError::GameOver),
        }
    }

    fn check_turn_action(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let p = self.player(seat);
        if p.passed_out || self.turn.knocked_out {
            return if action == Action::EndTurn {
                Ok(())
            } else {
                Err(RuleError::PassedOut)
            };
        }
        // Rulebook, Your First Turn: the first Action must be a Move off the starting circle.
        let first_turn = !p.entered_forest;
        if first_turn && action != Action::Move {
            if action == Action::EndTurn
                && (self.actions_left() == 0 || self.check_can_move(seat).is_err())
            {
                return Ok(());
            }
            return Err(RuleError::FirstActionMustBeMove);
        }
        let costs_action = !matches!(action, Action::EndTurn | Action::Bow { .. });
        if costs_action && self.actions_left() == 0 {
            return Err(RuleError::NoActionsLeft);
        }
        match action {
            Action::EndTurn => Ok(()),
            Action::Move => self.check_can_move(seat),
            Action::Attack { arc } => self.sword_squares(seat, arc).map(|_| ()),
            Action::Bomb { corner } => self.bomb_squares(seat, corner).map(|_| ()),
            Action::Bow { target } => self.check_bow(seat, target),
            Action::OpenChest { chest } => self.check_chest(seat, chest),
            Action::PickUp { stack } => self.check_pick_up(seat, stack).map(|_| ()),
            Action::ClaimGrail => {
                if matches!(p.place, Some(Place::Circle(_))) && p.has_all_relics() {
                    Ok(())
                } else {
                    Err(RuleError::CannotClaimGrail)
                }
            }
            Action::Dig => {
                if p.has(Treasure::Shovel) {
                    Ok(())
                } else {
                    Err(RuleError::NeedTreasure(Treasure::Shovel))
                }
            }
            _ => Err(RuleError::WrongPrompt {
                expected: "take an Action or end the turn",
            }),
        }
    }

    pub(crate) fn move_allowance(&self, seat: Seat) -> u8 {
        let p = self.player(seat);
        let mut squares = data::MOVE_SQUARES;
        if p.has(Treasure::RacingBoots) {
            squares += data::RACING_BOOTS_BONUS;
        }
        if p.character == Character::Percival && self.turn.moves_started == 0 {
            squares += data::PATHFINDER_BONUS;
        }
        squares
    }

    /// A Move is only offered when at least one step is possible.
    fn check_can_move(&self, seat: Seat) -> Result<(), RuleError> {
        let from = self.player(seat).place;
        let fresh = MoveState {
            squares_left: self.move_allowance(seat),
            must_enter: None,
            steps: 0,
        };
        if self
            .step_targets(from)
            .into_iter()
            .any(|to| self.check_step(seat, fresh, to).is_ok())
        {
            Ok(())
        } else {
            Err(RuleError::NowhereToMove)
        }
    }

    /// Every place one step from `from`, before any rule is checked.
    pub(crate) fn step_targets(&self, from: Option<Place>) -> Vec<Place> {
        match from {
            None => Vec::new(),
            Some(Place::Circle(c)) => c
                .adjacent_squares()
                .iter()
                .map(|s| Place::Square(*s))
                .collect(),
            Some(Place::Square(s)) => {
                let mut out: Vec<Place> = Direction::ALL
                    .iter()
                    .filter_map(|d| s.step(*d))
                    .map(Place::Square)
                    .collect();
                out.extend(
                    Circle::ALL
                        .iter()
                        .filter(|c| c.adjacent_squares().contains(&s))
                        .map(|c| Place::Circle(*c)),
                );
                out
            }
        }
    }

    pub(crate) fn check_step(
        &self,
        seat: Seat,
        m: MoveState,
        to: Place,
    ) -> Result<StepKind, RuleError> {
        let from = self.player(seat).place;
        let kind = self.step_kind(seat, from, to)?;
        if let Some(slot) = m.must_enter {
            let lands_in = match kind {
                StepKind::Walk(s) => Some(s.slot()),
                StepKind::Explore(_) | StepKind::ToCircle(_) => None,
            };
            // Ruling G6: while a route into the explored tile exists, every step must keep one open.
            if lands_in != Some(slot)
                && self.route_into(seat, from, m.squares_left, slot)
                && (matches!(kind, StepKind::Explore(_))
                    || !self.route_into(seat, Some(to), m.squares_left.saturating_sub(1), slot))
            {
                return Err(RuleError::MustEnterExploredTile(slot));
            }
        }
        Ok(kind)
    }

    /// Geometry and blocking of one step, with the population rules of G5.
    pub(crate) fn step_kind(
        &self,
        seat: Seat,
        from: Option<Place>,
        to: Place,
    ) -> Result<StepKind, RuleError> {
        let Some(from) = from else {
            return Err(RuleError::WrongPrompt {
                expected: "choose a starting circle",
            });
        };
        match (from, to) {
            (Place::Circle(c), Place::Square(s)) => {
                if !c.adjacent_squares().contains(&s) {
                    return Err(RuleError::NotAdjacent(s));
                }
                self.square_entry(seat, s, from)
            }
            (Place::Square(a), Place::Square(s)) => {
                if !a.is_orthogonally_adjacent(s) {
                    return Err(RuleError::NotAdjacent(s));
                }
                self.square_entry(seat, s, from)
            }
            (Place::Square(a), Place::Circle(c)) => {
                if !c.adjacent_squares().contains(&a) {
                    return Err(RuleError::StartingTileClosed);
                }
                if !self.player(seat).has_all_relics() {
                    return Err(RuleError::StartingTileClosed);
                }
                if self.circle_occupant(c).is_some() {
                    return Err(RuleError::CircleOccupied(c));
                }
                Ok(StepKind::ToCircle(c))
            }
            (Place::Circle(_), Place::Circle(_)) => Err(RuleError::StartingTileClosed),
        }
    }

    fn square_entry(&self, seat: Seat, s: Square, from: Place) -> Result<StepKind, RuleError> {
        if data::is_tree(s) {
            return Err(RuleError::Blocked {
                square: s,
                blocker: Blocker::Tree,
            });
        }
        match self.placed(s.slot()) {
            None => Ok(StepKind::Explore(s)),
            Some(p) if p.populated => match self.blocker(s, seat) {
                Some(blocker) => Err(RuleError::Blocked { square: s, blocker }),
                None => Ok(StepKind::Walk(s)),
            },
            Some(_) => {
                self.check_unpopulated_entry(seat, s, from)?;
                Ok(StepKind::Walk(s))
            }
        }
    }

    /// Ruling G5: a step into an unpopulated tile may not land where the layout puts a token, nor on a
    /// square that would be impossible to exit.
    pub(crate) fn check_unpopulated_entry(
        &self,
        seat: Seat,
        s: Square,
        from: Place,
    ) -> Result<(), RuleError> {
        if !matches!(self.layout_at(s), Some(LayoutCell::Empty)) {
            return Err(RuleError::WillContainToken(s));
        }
        let slot = s.slot();
        let exit = Direction::ALL.iter().filter_map(|d| s.step(*d)).any(|n| {
            if from == Place::Square(n) {
                return true;
            }
            if n.slot() == slot {
                return matches!(self.layout_at(n), Some(LayoutCell::Empty));
            }
            match self.placed(n.slot()) {
                None => !data::is_tree(n),
                Some(p) if p.populated => self.blocker(n, seat).is_none(),
                Some(_) => matches!(self.layout_at(n), Some(LayoutCell::Empty)),
            }
        });
        if exit {
            Ok(())
        } else {
            Err(RuleError::ImpossibleToExit(s))
        }
    }

    /// Ruling G6: whether some walk of at most `budget` squares from `from` enters `slot`.
    pub(crate) fn route_into(
        &self,
        seat: Seat,
        from: Option<Place>,
        budget: u8,
        slot: Slot,
    ) -> bool {
        let mut frontier: VecDeque<(Place, u8)> = VecDeque::new();
        let mut seen: Vec<Place> = Vec::new();
        if let Some(f) = from {
            frontier.push_back((f, budget));
            seen.push(f);
        }
        while let Some((at, left)) = frontier.pop_front() {
            if left == 0 {
                continue;
            }
            for to in self.step_targets(Some(at)) {
                if seen.contains(&to) {
                    continue;
                }
                if let Ok(StepKind::Walk(s)) = self.step_kind(seat, Some(at), to) {
                    if s.slot() == slot {
                        return true;
                    }
                    seen.push(to);
                    frontier.push_back((to, left - 1));
                }
            }
        }
        false
    }

    pub(crate) fn check_chest(&self, seat: Seat, chest: Square) -> Result<(), RuleError> {
        let p = self.player(seat);
        let Some(here) = p.square() else {
            return Err(RuleError::NoChest(chest));
        };
        let from_below = chest.step(Direction::South) == Some(here);
        match self.cell(chest).object {
            Some(Object::SmallChest { open: false }) => {
                // Ruling §2.6, Kay: any orthogonally adjacent square will do.
                let kay = p.character == Character::Kay && here.is_orthogonally_adjacent(chest);
                if !(from_below || kay) {
                    return Err(RuleError::NoChest(chest));
                }
                if p.small_keys == 0 {
                    return Err(RuleError::Missing("Small Key"));
                }
                Ok(())
            }
            Some(Object::BigChest { open: false }) => {
                if !from_below {
                    return Err(RuleError::NoChest(chest));
                }
                if !p.big_key {
                    return Err(RuleError::Missing("Big Key"));
                }
                Ok(())
            }
            _ => Err(RuleError::NoChest(chest)),
        }
    }

    fn check_pick_up(&self, seat: Seat, stack: Square) -> Result<SpecialKind, RuleError> {
        let p = self.player(seat);
        let adjacent = p
            .square()
            .is_some_and(|h| h.is_orthogonally_adjacent(stack));
        match self.cell(stack).object {
            Some(Object::Special { kind, count }) if adjacent && count > 0 => {
                let held = match kind {
                    SpecialKind::BigKey => p.took_big_key,
                    SpecialKind::Relic(r) => p.relics[r.index()],
                };
                // Rulebook: you cannot pick up the same Special Item twice.
                if held {
                    Err(RuleError::NoSpecialItem(stack))
                } else {
                    Ok(kind)
                }
            }
            _ => Err(RuleError::NoSpecialItem(stack)),
        }
    }

    pub(crate) fn candidate_actions(&self, seat: Seat) -> Vec<Action> {
        if self.decider() != Some(seat) {
            return Vec::new();
        }
        let p = self.player(seat);
        let mut out = Vec::new();
        match &self.phase {
            Phase::Actions if p.place.is_none() => {
                out.extend(
                    Circle::ALL
                        .iter()
                        .map(|c| Action::PlaceOnCircle { circle: *c }),
                );
            }
            Phase::Actions => {
                out.extend([
                    Action::Move,
                    Action::EndTurn,
                    Action::ClaimGrail,
                    Action::Dig,
                ]);
                out.extend(Arc::ALL.iter().map(|arc| Action::Attack { arc: *arc }));
                if let Some(here) = p.square() {
                    let slot = here.slot();
                    // Cheap pre-filter: a Bomb needs some Bush, Enemy or other Character on the tile (SC1).
                    let any_target = slot.squares().any(|s| {
                        self.cell(s).enemy.is_some()
                            || self.cell(s).object == Some(Object::Bush)
                            || self.character_at(s).is_some_and(|c| c != seat)
                    });
                    if p.bombs > 0 && any_target {
                        for r in 0..=(data::TILE_N - data::BOMB_BLOCK) {
                            for c in 0..=(data::TILE_N - data::BOMB_BLOCK) {
                                out.push(Action::Bomb {
                                    corner: slot.square(r, c),
                                });
                            }
                        }
                    }
                    if p.has(Treasure::HuntingBow) && !self.turn.bow_used {
                        out.extend(
                            slot.squares()
                                .filter(|s| self.cell(*s).enemy.is_some())
                                .map(|target| Action::Bow { target }),
                        );
                    }
                    for d in Direction::ALL {
                        if let Some(n) = here.step(d) {
                            out.push(Action::OpenChest { chest: n });
                            out.push(Action::PickUp { stack: n });
                        }
                    }
                }
            }
            Phase::Moving(_) => {
                out.extend(
                    self.step_targets(p.place)
                        .into_iter()
                        .map(|to| Action::Step { to }),
                );
                out.push(Action::StopMoving);
            }
            Phase::SpeedPotion => out.extend([Action::Move, Action::DeclineSpeedPotion]),
            Phase::Attack(a) => self.attack_candidates(a, &mut out),
            Phase::EnemyTurn(state) => self.enemy_turn_candidates(seat, state, &mut out),
            Phase::Over => {}
        }
        if !self.turn.undo.is_empty() {
            out.push(Action::UndoStep);
        }
        out
    }

    pub(crate) fn execute(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        match (&self.phase, action) {
            (_, Action::PlaceOnCircle { circle }) => {
                self.player_mut(seat).place = Some(Place::Circle(circle));
                events.push(Event::public(PublicEvent::Placed { seat, circle }));
            }
            (Phase::SpeedPotion, Action::Move) => self.start_move(seat, true, events),
            (Phase::SpeedPotion, Action::DeclineSpeedPotion) => {
                events.push(Event::public(PublicEvent::SpeedPotionDeclined { seat }));
                self.phase = Phase::Actions;
            }
            (_, Action::Move) => self.start_move(seat, false, events),
            (_, Action::Step { to }) => self.do_step(seat, to, events),
            (_, Action::StopMoving) => self.end_move(seat, events),
            (_, Action::UndoStep) => self.undo_step(seat, events),
            (_, Action::Attack { arc }) => self.do_sword(seat, arc, events),
            (_, Action::Bomb { corner }) => self.do_bomb(seat, corner, events),
            (_, Action::Bow { target }) => self.do_bow(seat, target, events),
            (_, Action::OpenChest { chest }) => self.do_open_chest(seat, chest, events),
            (_, Action::PickUp { stack }) => self.do_pick_up(seat, stack, events),
            (_, Action::ClaimGrail) => {
                self.turn.actions_used += 1;
                events.push(Event::public(PublicEvent::GrailClaimed { seat }));
                self.finish(
                    Outcome {
                        winner: seat,
                        by: WinKind::Grail,
                    },
                    events,
                );
            }
            (_, Action::Dig) => {
                self.turn.actions_used += 1;
                let card = self.draw_loot(LootDeck::SmallLoot, events);
                if let Some(here) = self.player(seat).square() {
                    self.resolve_card(card, here, events);
                }
            }
            (_, Action::EndTurn) => self.end_turn(events),
            (_, Action::Reroll { .. } | Action::KeepRoll | Action::ConvertStar { .. })
            | (_, Action::Kill { .. } | Action::DrawFor { .. }) => {
                self.answer_attack(action, events)
            }
            (_, Action::Surrender { treasure }) => self.answer_theft(seat, treasure, events),
            (_, Action::Activate { .. } | Action::Target { .. } | Action::KnightTo { .. }) => {
                self.answer_enemy_choice(action, events);
            }
            (_, Action::DeclineSpeedPotion) => {}
        }
        self.settle();
    }

    /// After an action resolves: offer a pending Speed Potion.
    pub(crate) fn settle(&mut self) {
        if self.phase == Phase::Actions && self.turn.speed_potion_pending {
            self.turn.speed_potion_pending = false;
            if !self.turn.knocked_out && self.check_can_move(self.turn.seat).is_ok() {
                self.phase = Phase::SpeedPotion;
            }
        }
    }

    fn start_move(&mut self, seat: Seat, free: bool, events: &mut Vec<Event>) {
        let squares = self.move_allowance(seat);
        if !free {
            self.turn.actions_used += 1;
        }
        self.turn.moves_started += 1;
        events.push(Event::public(PublicEvent::MoveStarted {
            seat,
            squares,
            free,
        }));
        self.phase = Phase::Moving(MoveState {
            squares_left: squares,
            must_enter: None,
            steps: 0,
        });
    }

    fn end_move(&mut self, seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::public(PublicEvent::MoveEnded { seat }));
        self.phase = Phase::Actions;
    }

    fn do_step(&mut self, seat: Seat, to: Place, events: &mut Vec<Event>) {
        let Phase::Moving(mut m) = self.phase else {
            return;
        };
        let from = self.player(seat).place;
        let Ok(kind) = self.step_kind(seat, from, to) else {
            return;
        };
        let Some(from) = from else { return };
        m.steps = m.steps.saturating_add(1);
        match kind {
            StepKind::Explore(s) => {
                let slot = s.slot();
                // Rulings §3: the 12-tile stack exactly fills the ring, so it is never empty here.
                let Some(tile) = self.stack.pop() else { return };
                self.reveal(slot, tile);
                let layout = &data::tiles()[tile];
                events.push(Event::public(PublicEvent::TileExplored {
                    slot,
                    tile: layout.id.to_owned(),
                    name: layout.name.to_owned(),
                }));
                // Ruling G6: reveal first, then enter if the square is free; otherwise the step is not taken.
                if self.check_unpopulated_entry(seat, s, from).is_ok() {
                    self.walk(seat, from, s, events);
                    m.squares_left -= 1;
                } else {
                    events.push(Event::public(PublicEvent::ExploreEntryBlocked {
                        square: s,
                    }));
                    m.must_enter = Some(slot);
                }
            }
            StepKind::Walk(s) => {
                self.walk(seat, from, s, events);
                m.squares_left -= 1;
                if m.must_enter == Some(s.slot()) {
                    m.must_enter = None;
                }
            }
            StepKind::ToCircle(c) => {
                self.player_mut(seat).place = Some(Place::Circle(c));
                events.push(Event::public(PublicEvent::Stepped { seat, from, to }));
                if let Some(old) = from.square()
                    && self.characters_on(old.slot()).is_empty()
                {
                    self.depopulate(old.slot(), events);
                }
                m.squares_left -= 1;
            }
        }
        if self.outcome.is_some() {
            return;
        }
        if m.squares_left == 0 {
            self.end_move(seat, events);
        } else {
            self.phase = Phase::Moving(m);
        }
    }

    /// What a step about to be taken would need to be taken back (RULES.md SC26).
    pub(crate) fn step_undo(&self, seat: Seat) -> Option<StepUndo> {
        match self.phase {
            Phase::Moving(moving) => Some(StepUndo {
                place: self.player(seat).place,
                moving,
                speed_potion_pending: self.turn.speed_potion_pending,
            }),
            _ => None,
        }
    }

    /// Whether a step's events show that it revealed and changed nothing but where its Character
    /// stands (RULES.md SC26): one walk inside one Map Tile, perhaps ending the Move, and nothing
    /// else: no tile explored, populated or left, no Rock broken, no Item collected, no card drawn,
    /// no die rolled. Everything a step can do besides moving says so in an event.
    pub(crate) fn reveals_nothing(events: &[Event]) -> bool {
        let mut walks = 0;
        let quiet = events
            .iter()
            .all(|e| match (e.public_part(), e.private_part().is_some()) {
                (
                    Some(PublicEvent::Stepped {
                        from: Place::Square(a),
                        to: Place::Square(b),
                        ..
                    }),
                    false,
                ) if a.slot() == b.slot() => {
                    walks += 1;
                    true
                }
                (Some(PublicEvent::MoveEnded { .. }), false) => true,
                _ => false,
            });
        quiet && walks == 1
    }

    /// Takes back the latest step that revealed nothing: the Character stands where it stood and
    /// the Move is as it was before that step (RULES.md SC26).
    fn undo_step(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Some(undo) = self.turn.undo.pop() else {
            return;
        };
        let p = self.player_mut(seat);
        let (Some(from), Some(to)) = (p.place, undo.place) else {
            return;
        };
        p.place = undo.place;
        self.phase = Phase::Moving(undo.moving);
        self.turn.speed_potion_pending = undo.speed_potion_pending;
        events.push(Event::public(PublicEvent::StepUndone { seat, from, to }));
    }

    fn walk(&mut self, seat: Seat, from: Place, s: Square, events: &mut Vec<Event>) {
        // Ruling §2.7, Power Gauntlet: a Rock moved into goes back to the supply.
        if self.cell(s).object == Some(Object::Rock) {
            self.cell_mut(s).object = None;
            self.supply.rocks += 1;
            events.push(Event::public(PublicEvent::RockBroken { seat, square: s }));
        }
        let p = self.player_mut(seat);
        p.place = Some(Place::Square(s));
        p.entered_forest = true;
        events.push(Event::public(PublicEvent::Stepped {
            seat,
            from,
            to: Place::Square(s),
        }));
        let old_slot = from.square().map(Square::slot);
        if old_slot != Some(s.slot()) {
            // Ruling G6: depopulate the tile left first, then populate the tile entered.
            if let Some(old) = old_slot
                && self.characters_on(old).is_empty()
            {
                self.depopulate(old, events);
            }
            self.populate(s.slot(), events);
        }
        self.collect_square(seat, s, false, events);
        if self.outcome.is_none() {
            self.magnet(events);
        }
    }

    fn do_open_chest(&mut self, seat: Seat, chest: Square, events: &mut Vec<Event>) {
        self.turn.actions_used += 1;
        match self.cell(chest).object {
            Some(Object::SmallChest { .. }) => {
                self.player_mut(seat).small_keys -= 1;
                self.supply.small_keys += 1;
                self.cell_mut(chest).object = Some(Object::SmallChest { open: true });
                events.push(Event::public(PublicEvent::ChestOpened {
                    seat,
                    chest,
                    big: false,
                }));
                self.gain_treasure(seat, events);
            }
            Some(Object::BigChest { .. }) => {
                self.player_mut(seat).big_key = false;
                self.cell_mut(chest).object = Some(Object::BigChest { open: true });
                events.push(Event::public(PublicEvent::ChestOpened {
                    seat,
                    chest,
                    big: true,
                }));
                let rng = &mut self.rng;
                let Some(((gems, with_small_treasure), _)) = self.big_treasures.draw(rng) else {
                    return;
                };
                self.big_treasures.discard.push((gems, with_small_treasure));
                events.push(Event::public(PublicEvent::BigTreasureDrawn { seat }));
                events.push(Event::private(
                    seat,
                    PrivateEvent::BigTreasure {
                        gems,
                        with_small_treasure,
                    },
                ));
                self.gain_gems(seat, gems, events);
                if with_small_treasure && self.outcome.is_none() {
                    self.gain_treasure(seat, events);
                }
            }
            _ => {}
        }
    }

    fn do_pick_up(&mut self, seat: Seat, stack: Square, events: &mut Vec<Event>) {
        let Ok(kind) = self.check_pick_up(seat, stack) else {
            return;
        };
        self.turn.actions_used += 1;
        if let Some(Object::Special { count, .. }) = &mut self.cell_mut(stack).object {
            *count -= 1;
        }
        let p = self.player_mut(seat);
        match kind {
            SpecialKind::BigKey => {
                p.big_key = true;
                p.took_big_key = true;
            }
            SpecialKind::Relic(r) => p.relics[r.index()] = true,
        }
        events.push(Event::public(PublicEvent::SpecialPickedUp { seat, kind }));
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.start_enemy_turn(events);
    }

    /// Passes play clockwise; passed-out Characters recover 1 Health and skip their turn; resigned seats
    /// have no turns at all (RULES.md SC19).
    pub(crate) fn advance_turn(&mut self, events: &mut Vec<Event>) {
        loop {
            let n = self.players.len() as u8;
            let mut seat = Seat((self.turn.seat.0 + 1) % n);
            // At least two seats are standing while the game runs (the last one standing has won).
            for _ in 0..n {
                if !self.player(seat).resigned {
                    break;
                }
                seat = Seat((seat.0 + 1) % n);
            }
            self.turn = crate::game::Turn {
                seat,
                number: self.turn.number + 1,
                actions_used: 0,
                moves_started: 0,
                bow_used: false,
                reroll_used: false,
                speed_potion_pending: false,
                bonus_actions: 0,
                knocked_out: false,
                undo: Vec::new(),
            };
            events.push(Event::public(PublicEvent::TurnStarted {
                seat,
                turn: self.turn.number,
            }));
            let p = self.player_mut(seat);
            if p.passed_out {
                // Rulebook: recover 1 Cracked Shield, stand up, skip the rest of the turn and its Enemy Turn.
                p.passed_out = false;
                p.health = (p.health + data::PASS_OUT_RECOVERY).min(MAX_HEALTH);
                events.push(Event::public(PublicEvent::TurnSkipped { seat }));
                continue;
            }
            self.phase = Phase::Actions;
            return;
        }
    }
}
