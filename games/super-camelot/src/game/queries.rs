//! Public queries: the result, the turn, the pending decision, its default and legality.

use super::{AttackStep, EnemyChoice, Game, Phase, TreasureState};
use crate::action::{Action, Decision, Prompt};
use crate::data;
use crate::event::Outcome;
use crate::geometry::{Place, Square};
use crate::types::Seat;

impl Game {
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
