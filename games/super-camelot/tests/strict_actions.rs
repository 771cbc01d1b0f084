//! Actions are read strictly: nothing a client adds to an action survives parsing (PROTOCOL.md,
//! "unknown fields are refused").

use serde_json::json;
use super_camelot::{Action, Arc, Circle, Place, Seat, Square, StarUse};

fn read(v: serde_json::Value) -> Result<Action, serde_json::Error> {
    serde_json::from_value(v)
}

#[test]
fn unknown_fields_are_refused_on_every_kind_of_variant() {
    // A variant with fields, a variant without fields, and a field nested in a Square.
    for junk in [
        json!({"type":"place_on_circle","circle":"North","junk":"\u{1b}[2J"}),
        json!({"type":"move","junk":1}),
        json!({"type":"end_turn","type2":"x"}),
        json!({"type":"bomb","corner":{"row":8,"col":7,"junk":true}}),
        json!({"type":"step","to":{"Square":{"row":8,"col":7},"Circle":"North"}}),
        // A square by name: exactly the name, nothing around it.
        json!({"type":"bomb","corner":"H9 "}),
        json!({"type":"bomb","corner":"h9"}),
        json!({"type":"step","to":"Y1"}),
        json!({"type":"step","to":"north"}),
        json!({"type":"no_such_action"}),
        json!({"circle":"North"}),
    ] {
        assert!(read(junk.clone()).is_err(), "{junk} must be refused");
    }
}

/// One of each variant. The match makes a new variant fail to compile here until it is listed, so
/// the strict reader (a mirror of `Action`) cannot silently miss one.
fn one_of_each() -> Vec<Action> {
    let s = Square::new(8, 7).unwrap();
    let all = vec![
        Action::PlaceOnCircle {
            circle: Circle::North,
        },
        Action::Move,
        Action::Step {
            to: Place::Square(s),
        },
        Action::StopMoving,
        Action::UndoStep,
        Action::Attack {
            arc: Arc::NorthEast,
        },
        Action::Bomb { corner: s },
        Action::Bow { target: s },
        Action::OpenChest { chest: s },
        Action::PickUp { stack: s },
        Action::ClaimGrail,
        Action::Dig,
        Action::EndTurn,
        Action::Reroll { die: 1 },
        Action::KeepRoll,
        Action::ConvertStar {
            into: StarUse::TwoHits,
        },
        Action::Kill { target: s },
        Action::DrawFor { square: s },
        Action::DeclineSpeedPotion,
        Action::Activate { enemy: s },
        Action::Target { seat: Seat(1) },
        Action::KnightTo { square: s },
        Action::Surrender { treasure: 0 },
    ];
    let mut seen = std::collections::HashSet::new();
    for a in &all {
        let index = match a {
            Action::PlaceOnCircle { .. } => 0,
            Action::Move => 1,
            Action::Step { .. } => 2,
            Action::StopMoving => 3,
            Action::Attack { .. } => 4,
            Action::Bomb { .. } => 5,
            Action::Bow { .. } => 6,
            Action::OpenChest { .. } => 7,
            Action::PickUp { .. } => 8,
            Action::ClaimGrail => 9,
            Action::Dig => 10,
            Action::EndTurn => 11,
            Action::Reroll { .. } => 12,
            Action::KeepRoll => 13,
            Action::ConvertStar { .. } => 14,
            Action::Kill { .. } => 15,
            Action::DrawFor { .. } => 16,
            Action::DeclineSpeedPotion => 17,
            Action::Activate { .. } => 18,
            Action::Target { .. } => 19,
            Action::KnightTo { .. } => 20,
            Action::Surrender { .. } => 21,
            Action::UndoStep => 22,
        };
        seen.insert(index);
    }
    assert_eq!(seen.len(), 23, "one of each variant");
    all
}

#[test]
fn canonical_actions_still_read_and_round_trip() {
    for a in one_of_each() {
        let mut v = serde_json::to_value(a).unwrap();
        assert_eq!(read(v.clone()).unwrap(), a);
        // …and the same action with one extra field is refused, whatever the variant.
        v.as_object_mut()
            .unwrap()
            .insert("junk".into(), json!("\u{1b}[2J"));
        assert!(read(v.clone()).is_err(), "{v} must be refused");
    }
    assert_eq!(
        read(json!({"type":"place_on_circle","circle":"North"})).unwrap(),
        Action::PlaceOnCircle {
            circle: Circle::North
        }
    );
}
