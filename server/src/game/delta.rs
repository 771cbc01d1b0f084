//! Each audience's update: the JSON Patch from the view it holds to its new view.
//!
//! [`protocol::patch::diff`] compares two whole JSON documents. A Super Camelot view is a few
//! kilobytes of JSON, most of it unchanged by any one action (the tiles, most squares), and
//! turning it into a JSON tree once per audience per action cost more than anything else the
//! lobby did. So the typed views are compared first, field by field (and element by element in
//! the long lists), and only the parts that differ become JSON and are diffed. The result is a
//! patch of the same JSON the client holds; the property tests in `lobby/patch_tests.rs` check
//! that applying it rebuilds the server's view exactly.

use protocol::patch::{self, PatchOp};
use protocol::{GameView, View};
use serde::Serialize;
use serde_json::Value;

fn json(x: &impl Serialize) -> Value {
    // Our own view types always serialise (string keys, no floats).
    serde_json::to_value(x).unwrap_or(Value::Null)
}

/// The patch that turns an audience's view `old` (`None`: no game) into `new`.
#[must_use]
pub fn view_patch(old: Option<&GameView>, new: Option<&GameView>) -> Vec<PatchOp> {
    let mut ops = Vec::new();
    match (old, new) {
        (
            Some(GameView::SuperCamelot {
                view: ov,
                events: oe,
            }),
            Some(GameView::SuperCamelot {
                view: nv,
                events: ne,
            }),
        ) => {
            if oe != ne {
                patch::diff_at("/events", &json(oe), &json(ne), &mut ops);
            }
            super_camelot_view(ov, nv, &mut ops);
        }
        (Some(o @ GameView::Camelot { .. }), Some(n @ GameView::Camelot { .. })) => {
            // Seven small fields, most of which change with every move.
            if o != n {
                patch::diff_at("", &json(o), &json(n), &mut ops);
            }
        }
        (old, new) => {
            if old != new {
                ops.push(PatchOp::Replace {
                    path: String::new(),
                    value: json(&new),
                });
            }
        }
    }
    ops
}

/// One field of the engine's view: diffed as JSON when the typed values differ.
fn field<T: Serialize + PartialEq>(name: &str, old: &T, new: &T, ops: &mut Vec<PatchOp>) {
    if old != new {
        patch::diff_at(&format!("/view/{name}"), &json(old), &json(new), ops);
    }
}

/// A list of the engine's view: element by element when its length stayed and few elements
/// changed, else as a whole.
fn list<T: Serialize + PartialEq>(name: &str, old: &[T], new: &[T], ops: &mut Vec<PatchOp>) {
    if old == new {
        return;
    }
    let changed = old.iter().zip(new).filter(|(a, b)| a != b).count();
    if old.len() != new.len() || changed * 2 > old.len() {
        patch::diff_at(&format!("/view/{name}"), &json(&old), &json(&new), ops);
        return;
    }
    for (i, (a, b)) in old.iter().zip(new).enumerate() {
        if a != b {
            patch::diff_at(&format!("/view/{name}/{i}"), &json(a), &json(b), ops);
        }
    }
}

fn super_camelot_view(old: &View, new: &View, ops: &mut Vec<PatchOp>) {
    // Every field of `View`, in its order; a field added to the view and not here would be
    // missed by clients, which the property tests would catch at once.
    let View {
        viewer,
        active,
        turn,
        actions_left,
        pending,
        legal_actions,
        attack_dice,
        players,
        tiles,
        squares,
        tiles_in_stack,
        supply,
        deck_sizes,
        first_player_rolls,
        outcome,
        revealed,
    } = new;
    field("viewer", &old.viewer, viewer, ops);
    field("active", &old.active, active, ops);
    field("turn", &old.turn, turn, ops);
    field("actions_left", &old.actions_left, actions_left, ops);
    field("pending", &old.pending, pending, ops);
    field("legal_actions", &old.legal_actions, legal_actions, ops);
    field("attack_dice", &old.attack_dice, attack_dice, ops);
    list("players", &old.players, players, ops);
    list("tiles", &old.tiles, tiles, ops);
    list("squares", &old.squares, squares, ops);
    field("tiles_in_stack", &old.tiles_in_stack, tiles_in_stack, ops);
    field("supply", &old.supply, supply, ops);
    field("deck_sizes", &old.deck_sizes, deck_sizes, ops);
    field(
        "first_player_rolls",
        &old.first_player_rolls,
        first_player_rolls,
        ops,
    );
    field("outcome", &old.outcome, outcome, ops);
    field("revealed", &old.revealed, revealed, ops);
}
