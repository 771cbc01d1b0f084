//! Where the current turn is: placed tiles, the turn, the phase and its in-progress state.

use std::collections::VecDeque;

use crate::event::AttackKind;
use crate::geometry::{Circle, Place, Slot, Square};
use crate::types::{EnemyKind, Face, Seat};

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
    /// Steps applied in this Move so far (a step into a tile that blocks entry counts: it explored it).
    pub steps: u8,
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
    /// Merlin threw this Bomb and stands in its block, unhurt (ruling §2.6).
    pub spared: bool,
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
    /// The steps of this turn that may still be taken back (RULES.md SC26), the latest last. Any
    /// action but a step that revealed nothing, or taking one back, empties it.
    pub undo: Vec<StepUndo>,
}

/// What a step that revealed nothing changed, so that it can be taken back (RULES.md SC26).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StepUndo {
    /// Where the Character stood.
    pub place: Option<Place>,
    /// The Move as it was before the step.
    pub moving: MoveState,
    /// Whether a Speed Potion was waiting to be offered.
    pub speed_potion_pending: bool,
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
