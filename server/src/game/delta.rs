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
                lines: ol,
                prompt_line: op,
                clock: oc,
            }),
            Some(GameView::SuperCamelot {
                view: nv,
                events: ne,
                lines: nl,
                prompt_line: np,
                clock: nc,
            }),
        ) => {
            top("clock", oc, nc, &mut ops);
            top("events", oe, ne, &mut ops);
            top("lines", ol, nl, &mut ops);
            top("prompt_line", op, np, &mut ops);
            super_camelot_view(ov, nv, &mut ops);
        }
        (Some(o @ GameView::Camelot { .. }), Some(n @ GameView::Camelot { .. })) => {
            camelot_view(o, n, &mut ops);
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

/// The patch between two Camelot views. The small fields, most of which change with every move,
/// are diffed as JSON; the move list, which grows by one move a ply, is compared typed, so that a
/// move played is one `add` at `/moves/N` without the whole list turned into JSON.
fn camelot_view(old: &GameView, new: &GameView, ops: &mut Vec<PatchOp>) {
    let (
        GameView::Camelot {
            position: op,
            ruleset: ors,
            turn: ot,
            to_move: otm,
            last_move: olm,
            captured: oc,
            ply: oply,
            moves: om,
            clock: oclock,
        },
        GameView::Camelot {
            position,
            ruleset,
            turn,
            to_move,
            last_move,
            captured,
            ply,
            moves,
            clock,
        },
    ) = (old, new)
    else {
        return;
    };
    // In sorted key order, as a whole-view diff would have them.
    top("captured", oc, captured, ops);
    top("clock", oclock, clock, ops);
    top("last_move", olm, last_move, ops);
    if om != moves {
        if moves.len() == om.len() + 1 && moves.starts_with(om) {
            // One move played: an `add` at the end, as `diff` would write it.
            ops.push(PatchOp::Add {
                path: format!("/moves/{}", om.len()),
                value: json(&moves[om.len()]),
            });
        } else {
            patch::diff_at("/moves", &json(om), &json(moves), ops);
        }
    }
    top("ply", oply, ply, ops);
    top("position", op, position, ops);
    top("ruleset", ors, ruleset, ops);
    top("to_move", otm, to_move, ops);
    top("turn", ot, turn, ops);
}

/// The field at `path`: diffed as JSON when the typed values differ.
fn at<T: Serialize + PartialEq>(path: &str, old: &T, new: &T, ops: &mut Vec<PatchOp>) {
    if old != new {
        patch::diff_at(path, &json(old), &json(new), ops);
    }
}

/// One top-level field of a game view.
fn top<T: Serialize + PartialEq>(name: &str, old: &T, new: &T, ops: &mut Vec<PatchOp>) {
    at(&format!("/{name}"), old, new, ops);
}

/// One field of the Super Camelot engine's view.
fn field<T: Serialize + PartialEq>(name: &str, old: &T, new: &T, ops: &mut Vec<PatchOp>) {
    at(&format!("/view/{name}"), old, new, ops);
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
        attack,
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
    field("attack", &old.attack, attack, ops);
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
