//! The transitions: applying an action and resigning.

use super::{Game, Phase, TreasureState};
use crate::action::Action;
use crate::error::RuleError;
use crate::event::{Event, Outcome, PublicEvent, WinKind};
use crate::geometry::Place;
use crate::types::Seat;

impl Game {
    /// Applies an action for a seat. Every check happens before the first change, so an `Err` leaves the
    /// game exactly as it was.
    ///
    /// # Errors
    /// [`RuleError`] saying why the action is not legal now.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        let before = match action {
            Action::Step { .. } => self.step_undo(seat),
            _ => None,
        };
        self.execute(seat, action, &mut events);
        // RULES.md SC26: a step that revealed nothing may be taken back until anything else happens.
        match before {
            Some(undo) if Self::reveals_nothing(&events) => self.turn.undo.push(undo),
            _ if action == Action::UndoStep => {}
            _ => self.turn.undo.clear(),
        }
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
        // The board changed under the steps: none of them can be taken back any more.
        self.turn.undo.clear();
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
}
