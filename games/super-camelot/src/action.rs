//! Actions (what a seat may send) and decisions (who must choose what).

use crate::geometry::{Arc, Circle, Place, Slot, Square};
use crate::types::{Face, Seat, StarUse};

/// Everything a seat can do. Answers to prompts are ordinary actions too.
///
/// Deserializing is strict: an unknown `type`, a missing field or any field a variant does not have
/// (even on a variant without fields, such as `{"type":"move","x":1}`) is an error, so nothing a
/// client adds can travel further than the parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "type",
        rename_all = "snake_case",
        deny_unknown_fields,
        from = "strict::StrictAction"
    )
)]
// The schema describes the wire form itself: `strict::StrictAction` reads exactly these objects.
#[cfg_attr(feature = "schema", schemars(!from))]
pub enum Action {
    /// First turn: stand on a free starting circle (prompt 4).
    PlaceOnCircle {
        /// The circle.
        circle: Circle,
    },
    /// Spend an Action to Move up to 3 squares (or take a Speed Potion's free Move when offered).
    Move,
    /// During a Move: one square onward (prompts 7–9). Stepping into an empty ring slot explores it.
    Step {
        /// The next square, or a starting circle when holding all 3 Relics.
        to: Place,
    },
    /// During a Move: stop early; unused squares are lost.
    StopMoving,
    /// Take back the last step of this turn's Move, if it revealed nothing and nothing has been
    /// done since but such steps (RULES.md SC26). Offered during the Move and right after the step
    /// that ended it.
    UndoStep,
    /// Spend an Action to attack an arc with your sword (or Greatsword).
    Attack {
        /// The arc's diagonal.
        arc: Arc,
    },
    /// Spend an Action and a Bomb on a 3×3 block of your tile.
    Bomb {
        /// The block's north-west square.
        corner: Square,
    },
    /// Free, once per turn with a Hunting Bow: attack one Enemy on your tile.
    Bow {
        /// The Enemy's square.
        target: Square,
    },
    /// Spend an Action and a Key to open a chest.
    OpenChest {
        /// The chest's square.
        chest: Square,
    },
    /// Spend an Action to take a Special Item from an adjacent stack.
    PickUp {
        /// The stack's square.
        stack: Square,
    },
    /// Spend an Action on a starting circle with 3 Relics: win.
    ClaimGrail,
    /// Spend an Action to dig up a Small Loot card (Shovel).
    Dig,
    /// End the Player Turn; the Enemy Turn follows.
    EndTurn,
    /// Arthur: reroll one die of the attack roll (prompt 13).
    Reroll {
        /// Index into the rolled dice.
        die: u8,
    },
    /// Arthur: keep the roll.
    KeepRoll,
    /// Convert the next Star (prompt 14).
    ConvertStar {
        /// Into what.
        into: StarUse,
    },
    /// Spend hits from the pool to kill the Enemy on this square (prompt 15).
    Kill {
        /// The Enemy's square.
        target: Square,
    },
    /// Draw Litter or Loot for the cut Bush or killed Enemy that stood here (prompt 16).
    DrawFor {
        /// The Bush's or Enemy's square.
        square: Square,
    },
    /// Decline a Speed Potion's free Move (prompt 18).
    DeclineSpeedPotion,
    /// Prompt 23: the Enemy on this square activates next.
    Activate {
        /// The Enemy's square.
        enemy: Square,
    },
    /// Prompt 24: the activating Enemy attacks this Character.
    Target {
        /// The Character's seat.
        seat: Seat,
    },
    /// Prompt 25: the Dark Knight stops on this square.
    KnightTo {
        /// The end square.
        square: Square,
    },
    /// The Mimic's victim chooses which face-up Small Treasure to lose (prompt 26).
    Surrender {
        /// Index into the victim's Small Treasures.
        treasure: u8,
    },
}

/// The reading side of [`Action`]. Serde's `deny_unknown_fields` does not reach the unit variants of
/// an internally tagged enum (`{"type":"move","junk":1}` would read as `Move`), so actions are read
/// through this mirror, whose field-less variants are empty struct variants that do refuse unknown
/// fields, and then converted.
#[cfg(feature = "serde")]
mod strict {
    use super::Action;
    use crate::geometry::{Arc, Circle, Place, Square};
    use crate::types::{Seat, StarUse};

    #[derive(serde::Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
    pub(super) enum StrictAction {
        PlaceOnCircle { circle: Circle },
        Move {},
        Step { to: Place },
        StopMoving {},
        UndoStep {},
        Attack { arc: Arc },
        Bomb { corner: Square },
        Bow { target: Square },
        OpenChest { chest: Square },
        PickUp { stack: Square },
        ClaimGrail {},
        Dig {},
        EndTurn {},
        Reroll { die: u8 },
        KeepRoll {},
        ConvertStar { into: StarUse },
        Kill { target: Square },
        DrawFor { square: Square },
        DeclineSpeedPotion {},
        Activate { enemy: Square },
        Target { seat: Seat },
        KnightTo { square: Square },
        Surrender { treasure: u8 },
    }

    impl From<StrictAction> for Action {
        fn from(a: StrictAction) -> Self {
            match a {
                StrictAction::PlaceOnCircle { circle } => Self::PlaceOnCircle { circle },
                StrictAction::Move {} => Self::Move,
                StrictAction::Step { to } => Self::Step { to },
                StrictAction::StopMoving {} => Self::StopMoving,
                StrictAction::UndoStep {} => Self::UndoStep,
                StrictAction::Attack { arc } => Self::Attack { arc },
                StrictAction::Bomb { corner } => Self::Bomb { corner },
                StrictAction::Bow { target } => Self::Bow { target },
                StrictAction::OpenChest { chest } => Self::OpenChest { chest },
                StrictAction::PickUp { stack } => Self::PickUp { stack },
                StrictAction::ClaimGrail {} => Self::ClaimGrail,
                StrictAction::Dig {} => Self::Dig,
                StrictAction::EndTurn {} => Self::EndTurn,
                StrictAction::Reroll { die } => Self::Reroll { die },
                StrictAction::KeepRoll {} => Self::KeepRoll,
                StrictAction::ConvertStar { into } => Self::ConvertStar { into },
                StrictAction::Kill { target } => Self::Kill { target },
                StrictAction::DrawFor { square } => Self::DrawFor { square },
                StrictAction::DeclineSpeedPotion {} => Self::DeclineSpeedPotion,
                StrictAction::Activate { enemy } => Self::Activate { enemy },
                StrictAction::Target { seat } => Self::Target { seat },
                StrictAction::KnightTo { square } => Self::KnightTo { square },
                StrictAction::Surrender { treasure } => Self::Surrender { treasure },
            }
        }
    }
}

/// Who must choose next, and what kind of choice it is.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct Decision {
    /// The seat that must answer.
    pub seat: Seat,
    /// The kind of choice.
    pub prompt: Prompt,
}

/// The prompts of rulings §5.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum Prompt {
    /// Choose a starting circle.
    PlaceCharacter,
    /// Choose the next Action, a free action, or end the turn.
    TakeAction {
        /// Actions left of 3.
        actions_left: u8,
    },
    /// Continue or stop the current Move.
    ContinueMove {
        /// Squares left.
        squares_left: u8,
        /// Ruling G6: the explored tile still to be entered.
        must_enter: Option<Slot>,
    },
    /// Arthur's reroll.
    Reroll {
        /// The roll.
        dice: Vec<Face>,
    },
    /// Convert a Star.
    ConvertStar {
        /// The roll.
        dice: Vec<Face>,
    },
    /// Allocate the hit pool.
    AssignHits {
        /// Hits left in the pool.
        hits_left: u8,
    },
    /// Choose which cut Bush drops Litter.
    ChooseLitter {
        /// Draws left.
        draws_left: u8,
    },
    /// Choose which killed Enemy drops Loot.
    ChooseLoot {
        /// Draws left.
        draws_left: u8,
    },
    /// Take the Speed Potion's free Move or decline it.
    SpeedPotion,
    /// Which Enemy activates next (only when the lobby asked for it).
    ChooseEnemy {
        /// Squares of the Enemies still to activate.
        options: Vec<Square>,
    },
    /// Which of several equidistant Characters the Enemy attacks.
    ChooseTarget {
        /// The Enemy's square.
        enemy: Square,
        /// The tied Characters.
        options: Vec<Seat>,
    },
    /// Where the Dark Knight stops, among equally short choices.
    ChooseKnightSquare {
        /// The Dark Knight's square.
        enemy: Square,
        /// The end squares.
        options: Vec<Square>,
    },
    /// A Mimic steals: choose the Small Treasure to flip face-down (sent to a non-active seat).
    ChooseStolenTreasure {
        /// The Mimic's square.
        mimic: Square,
    },
}
