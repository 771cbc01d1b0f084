//! Each audience's update: the JSON Patch from the view it holds to its new view.
//!
//! [`protocol::patch::diff`] compares two whole JSON documents. A Super Camelot view is a few
//! kilobytes of JSON, most of it unchanged by any one action (the tiles, most squares), and
//! turning it into a JSON tree once per audience per action cost more than anything else the
//! lobby did. So the typed views are compared first, field by field (and element by element in
//! the long lists: the board's squares and tiles by their place, so that a square emptied or a
//! tile placed is a few operations where it falls), and only the parts that differ become JSON and
//! are diffed; a list replaced whole is never turned into JSON on its old side. The result is a
//! patch of the same JSON the client holds; the property tests in `lobby/patch_tests.rs` check
//! that applying it rebuilds the server's view exactly.

use protocol::patch::{self, PatchOp};
use protocol::{GameView, View};
use serde::Serialize;
use serde_json::Value;
use super_camelot::{PlayerView, VisibleEvent};

fn json<T: Serialize + ?Sized>(x: &T) -> Value {
    // Our own view types always serialise (string keys, no floats).
    serde_json::to_value(x).unwrap_or(Value::Null)
}

/// The patch that turns an audience's view `old` (`None`: no game) into `new`.
#[must_use]
pub fn view_patch(old: Option<&GameView>, new: Option<&GameView>) -> Vec<PatchOp> {
    patch_with(old, new, None)
}

/// What the audiences of one change have in common: the ops of the Super Camelot view's fields
/// that every viewer sees alike (everything but the viewer, its legal actions and the players,
/// whose gems only their owner sees), worked out for the first audience and copied for the
/// others. Diffing the board, the prompt and the rest once per change instead of once per
/// audience was most of what the patches cost.
#[derive(Debug, Default)]
pub struct Shared {
    public: Option<PublicOps>,
    /// The ops of what each audience sees its own way (the events and their words, which hold a
    /// seat's private events; each player, whose gems only its owner sees), kept with what they
    /// were made from: an audience that sees the same as an earlier one gets the earlier ops.
    events: Vec<Memo<Vec<VisibleEvent>>>,
    lines: Vec<Memo<Vec<String>>>,
    players: Vec<(usize, Memo<PlayerView>)>,
}

/// Ops made from `old` to `new`.
#[derive(Debug)]
struct Memo<T> {
    old: T,
    new: T,
    ops: Vec<PatchOp>,
}

/// The public fields' ops, in three runs as the view's fields lie between the private ones.
#[derive(Debug, Clone, PartialEq)]
struct PublicOps {
    /// `active` … `pending`.
    head: Vec<PatchOp>,
    /// `step_back` … `attack`.
    middle: Vec<PatchOp>,
    /// `tiles` … `revealed`.
    tail: Vec<PatchOp>,
}

/// [`view_patch`] for one of several audiences of a change, the public fields' ops taken from
/// `shared` when an earlier audience worked them out (and kept there when not). The caller
/// passes one `shared` only to audiences whose old views were made at the same version of the
/// lobby: their public fields are the same, as are their new views' (made from the same game).
#[must_use]
pub fn view_patch_shared(
    old: Option<&GameView>,
    new: Option<&GameView>,
    shared: &mut Shared,
) -> Vec<PatchOp> {
    patch_with(old, new, Some(shared))
}

fn patch_with(
    old: Option<&GameView>,
    new: Option<&GameView>,
    mut shared: Option<&mut Shared>,
) -> Vec<PatchOp> {
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
            match shared.as_deref_mut() {
                Some(shared) => {
                    memo_list(&mut shared.events, "/events", oe, ne, &mut ops);
                    memo_list(&mut shared.lines, "/lines", ol, nl, &mut ops);
                }
                None => {
                    list_at("/events", oe, ne, &mut ops);
                    list_at("/lines", ol, nl, &mut ops);
                }
            }
            top("prompt_line", op, np, &mut ops);
            super_camelot_view(ov, nv, &mut ops, shared);
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
            offer: ooffer,
            offered: ooffered,
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
            offer,
            offered,
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
    // Absent when empty on the wire: added and removed whole.
    optional("offer", ooffer.as_ref(), offer.as_ref(), ops);
    optional(
        "offered",
        Some(ooffered).filter(|o| !o.is_empty()),
        Some(offered).filter(|o| !o.is_empty()),
        ops,
    );
    top("ply", oply, ply, ops);
    top("position", op, position, ops);
    top("ruleset", ors, ruleset, ops);
    top("to_move", otm, to_move, ops);
    top("turn", ot, turn, ops);
}

/// A top-level field the wire leaves out when empty (`None` here): it is added, removed or
/// diffed.
fn optional<T: Serialize + PartialEq>(
    name: &str,
    old: Option<&T>,
    new: Option<&T>,
    ops: &mut Vec<PatchOp>,
) {
    match (old, new) {
        (None, None) => {}
        (None, Some(new)) => ops.push(PatchOp::Add {
            path: format!("/{name}"),
            value: json(new),
        }),
        (Some(_), None) => ops.push(PatchOp::Remove {
            path: format!("/{name}"),
        }),
        (Some(old), Some(new)) => top(name, old, new, ops),
    }
}

/// One top-level field of a game view. (Its path is written only when it changed: most fields
/// do not, and formatting every path was a tenth of a Super Camelot update's cost.)
fn top<T: Serialize + PartialEq>(name: &str, old: &T, new: &T, ops: &mut Vec<PatchOp>) {
    if old != new {
        patch::diff_at(&format!("/{name}"), &json(old), &json(new), ops);
    }
}

/// One field of the Super Camelot engine's view.
fn field<T: Serialize + PartialEq>(name: &str, old: &T, new: &T, ops: &mut Vec<PatchOp>) {
    if old != new {
        patch::diff_at(&format!("/view/{name}"), &json(old), &json(new), ops);
    }
}

/// A list of the engine's view, positionally: the elements both lists have are compared one by
/// one, and what one has beyond the other is added or removed at the end.
fn list<T: Serialize + PartialEq>(name: &str, old: &[T], new: &[T], ops: &mut Vec<PatchOp>) {
    if old != new {
        list_at(&format!("/view/{name}"), old, new, ops);
    }
}

/// [`list`] at any path.
fn list_at<T: Serialize + PartialEq>(path: &str, old: &[T], new: &[T], ops: &mut Vec<PatchOp>) {
    if old == new {
        return;
    }
    let common = old.len().min(new.len());
    let changed = old[..common]
        .iter()
        .zip(&new[..common])
        .filter(|(a, b)| a != b)
        .count();
    if worth_replacing(changed + old.len().abs_diff(new.len()), new.len()) {
        replace(path, new, ops);
        return;
    }
    for (i, (a, b)) in old.iter().zip(new).enumerate() {
        if a != b {
            patch::diff_at(&format!("{path}/{i}"), &json(a), &json(b), ops);
        }
    }
    // Removed from the end, last first, so that each index is still valid.
    for i in (common..old.len()).rev() {
        ops.push(PatchOp::Remove {
            path: format!("{path}/{i}"),
        });
    }
    for (i, b) in new.iter().enumerate().skip(common) {
        ops.push(PatchOp::Add {
            path: format!("{path}/{i}"),
            value: json(b),
        });
    }
}

/// A list of the engine's view whose elements have an identity (`key`: a square, a tile's slot)
/// and keep their order: a square emptied in the middle of the board is one `remove`, a tile
/// placed is a few `add`s where its squares fall, instead of every later element shifted by one.
/// A list whose common elements changed order is replaced whole.
fn keyed<T, K>(name: &str, old: &[T], new: &[T], key: impl Fn(&T) -> K, ops: &mut Vec<PatchOp>)
where
    T: Serialize + PartialEq,
    K: PartialEq,
{
    if old == new {
        return;
    }
    let path = format!("/view/{name}");
    let mut edits = Vec::new();
    let (mut i, mut j) = (0, 0);
    let mut touched = 0;
    // `i`, `j`: the next elements of `old` and `new`; `j` is also the next element's index in the
    // list as patched so far.
    while i < old.len() || j < new.len() {
        match (old.get(i), new.get(j)) {
            (Some(a), Some(b)) if key(a) == key(b) => {
                if a != b {
                    touched += 1;
                    patch::diff_at(&format!("{path}/{j}"), &json(a), &json(b), &mut edits);
                }
                i += 1;
                j += 1;
            }
            (Some(a), _) if !new[j..].iter().any(|b| key(b) == key(a)) => {
                touched += 1;
                edits.push(PatchOp::Remove {
                    path: format!("{path}/{j}"),
                });
                i += 1;
            }
            (_, Some(b)) if !old[i..].iter().any(|a| key(a) == key(b)) => {
                touched += 1;
                edits.push(PatchOp::Add {
                    path: format!("{path}/{j}"),
                    value: json(b),
                });
                j += 1;
            }
            // Both lists still hold both elements, in another order.
            _ => {
                replace(&path, new, ops);
                return;
            }
        }
    }
    if worth_replacing(touched, new.len()) {
        replace(&path, new, ops);
    } else {
        ops.append(&mut edits);
    }
}

/// Whether a list of `len` elements of which `touched` are changed, added or removed is better
/// sent whole: when they are more than half of it.
fn worth_replacing(touched: usize, len: usize) -> bool {
    touched * 2 > len.max(1)
}

/// The whole of `new` at `path`.
fn replace<T: Serialize + ?Sized>(path: &str, new: &T, ops: &mut Vec<PatchOp>) {
    ops.push(PatchOp::Replace {
        path: path.to_owned(),
        value: json(new),
    });
}

fn super_camelot_view(old: &View, new: &View, ops: &mut Vec<PatchOp>, shared: Option<&mut Shared>) {
    // Every field of `View`, in its order; a field added to the view and not here would be
    // missed by clients, which the property tests would catch at once.
    let View {
        viewer,
        active: _,
        turn: _,
        actions_left: _,
        pending: _,
        legal_actions,
        step_back: _,
        attack_dice: _,
        attack: _,
        players,
        tiles: _,
        squares: _,
        tiles_in_stack: _,
        supply: _,
        deck_sizes: _,
        first_player_rolls: _,
        outcome: _,
        revealed: _,
    } = new;
    let (public, player_memos) = match shared {
        Some(Shared {
            public: Some(public),
            players,
            ..
        }) => {
            debug_assert_eq!(
                *public,
                public_ops(old, new),
                "the public fields differ between audiences of one change"
            );
            (public.clone(), Some(players))
        }
        Some(shared) => (
            shared.public.insert(public_ops(old, new)).clone(),
            Some(&mut shared.players),
        ),
        None => (public_ops(old, new), None),
    };
    let PublicOps {
        mut head,
        mut middle,
        mut tail,
    } = public;
    field("viewer", &old.viewer, viewer, ops);
    ops.append(&mut head);
    list("legal_actions", &old.legal_actions, legal_actions, ops);
    ops.append(&mut middle);
    match player_memos {
        Some(memos) => memo_players(memos, &old.players, players, ops),
        None => list("players", &old.players, players, ops),
    }
    ops.append(&mut tail);
}

/// [`list_at`], or the ops an earlier audience got for the same lists.
fn memo_list<T: Serialize + PartialEq + Clone>(
    memos: &mut Vec<Memo<Vec<T>>>,
    path: &str,
    old: &[T],
    new: &[T],
    ops: &mut Vec<PatchOp>,
) {
    if old == new {
        return;
    }
    if let Some(memo) = memos.iter().find(|m| m.old == old && m.new == new) {
        ops.extend_from_slice(&memo.ops);
        return;
    }
    let mut made = Vec::new();
    list_at(path, old, new, &mut made);
    ops.extend_from_slice(&made);
    memos.push(Memo {
        old: old.to_vec(),
        new: new.to_vec(),
        ops: made,
    });
}

/// [`list`] of the players, each changed player's ops taken from an earlier audience that saw
/// the same change of it (every audience but its owner's, unless its gems changed too).
fn memo_players(
    memos: &mut Vec<(usize, Memo<PlayerView>)>,
    old: &[PlayerView],
    new: &[PlayerView],
    ops: &mut Vec<PatchOp>,
) {
    if old == new {
        return;
    }
    let changed = old.iter().zip(new).filter(|(a, b)| a != b).count();
    if old.len() != new.len() || worth_replacing(changed, new.len()) {
        list("players", old, new, ops);
        return;
    }
    for (i, (a, b)) in old.iter().zip(new).enumerate() {
        if a == b {
            continue;
        }
        if let Some((_, memo)) = memos
            .iter()
            .find(|(j, m)| *j == i && m.old == *a && m.new == *b)
        {
            ops.extend_from_slice(&memo.ops);
            continue;
        }
        let mut made = Vec::new();
        patch::diff_at(&format!("/view/players/{i}"), &json(a), &json(b), &mut made);
        ops.extend_from_slice(&made);
        memos.push((
            i,
            Memo {
                old: a.clone(),
                new: b.clone(),
                ops: made,
            },
        ));
    }
}

/// The ops of the fields every viewer of the view sees alike.
fn public_ops(old: &View, new: &View) -> PublicOps {
    let View {
        viewer: _,
        active,
        turn,
        actions_left,
        pending,
        legal_actions: _,
        step_back,
        attack_dice,
        attack,
        players: _,
        tiles,
        squares,
        tiles_in_stack,
        supply,
        deck_sizes,
        first_player_rolls,
        outcome,
        revealed,
    } = new;
    let mut head = Vec::new();
    field("active", &old.active, active, &mut head);
    field("turn", &old.turn, turn, &mut head);
    field("actions_left", &old.actions_left, actions_left, &mut head);
    field("pending", &old.pending, pending, &mut head);
    let mut middle = Vec::new();
    field("step_back", &old.step_back, step_back, &mut middle);
    field("attack_dice", &old.attack_dice, attack_dice, &mut middle);
    field("attack", &old.attack, attack, &mut middle);
    let mut tail = Vec::new();
    keyed("tiles", &old.tiles, tiles, |t| t.slot, &mut tail);
    keyed("squares", &old.squares, squares, |s| s.square, &mut tail);
    field(
        "tiles_in_stack",
        &old.tiles_in_stack,
        tiles_in_stack,
        &mut tail,
    );
    field("supply", &old.supply, supply, &mut tail);
    field("deck_sizes", &old.deck_sizes, deck_sizes, &mut tail);
    field(
        "first_player_rolls",
        &old.first_player_rolls,
        first_player_rolls,
        &mut tail,
    );
    field("outcome", &old.outcome, outcome, &mut tail);
    field("revealed", &old.revealed, revealed, &mut tail);
    PublicOps { head, middle, tail }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json as j;

    #[derive(Serialize, PartialEq, Clone, Copy, Debug)]
    struct E {
        k: u8,
        v: u8,
    }

    fn e(k: u8, v: u8) -> E {
        E { k, v }
    }

    /// The ops `keyed` writes from `old` to `new`, after checking that they turn the one into the
    /// other.
    fn keyed_ops(old: &[E], new: &[E]) -> Vec<PatchOp> {
        let mut ops = Vec::new();
        keyed("x", old, new, |e| e.k, &mut ops);
        let mut doc = j!({ "view": { "x": old } });
        patch::apply(&mut doc, &ops).expect("the patch applies");
        assert_eq!(doc, j!({ "view": { "x": new } }), "{ops:?}");
        ops
    }

    fn list_ops(old: &[E], new: &[E]) -> Vec<PatchOp> {
        let mut ops = Vec::new();
        list("x", old, new, &mut ops);
        let mut doc = j!({ "view": { "x": old } });
        patch::apply(&mut doc, &ops).expect("the patch applies");
        assert_eq!(doc, j!({ "view": { "x": new } }), "{ops:?}");
        ops
    }

    fn board(keys: impl IntoIterator<Item = u8>) -> Vec<E> {
        keys.into_iter().map(|k| e(k, 0)).collect()
    }

    #[test]
    fn an_element_gone_from_the_middle_is_one_remove() {
        let old = board(0..10);
        let new: Vec<E> = old.iter().copied().filter(|e| e.k != 4).collect();
        let ops = keyed_ops(&old, &new);
        assert_eq!(ops.len(), 1);
        assert!(matches!(&ops[0], PatchOp::Remove { path } if path == "/view/x/4"));
    }

    #[test]
    fn elements_inserted_in_the_middle_are_adds_where_they_fall() {
        let old = board([0, 1, 2, 7, 8, 9, 10, 11, 12, 13]);
        let new = board([0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13]);
        let ops = keyed_ops(&old, &new);
        assert_eq!(ops.len(), 2, "{ops:?}");
        assert!(matches!(&ops[0], PatchOp::Add { path, .. } if path == "/view/x/3"));
        assert!(matches!(&ops[1], PatchOp::Add { path, .. } if path == "/view/x/4"));
    }

    #[test]
    fn a_changed_element_is_patched_in_place_beside_removals() {
        let old = board(0..10);
        let mut new: Vec<E> = old.iter().copied().filter(|e| e.k != 1).collect();
        new[5].v = 3; // the element with key 6, now at index 5
        let ops = keyed_ops(&old, &new);
        assert_eq!(ops.len(), 2, "{ops:?}");
        assert!(matches!(&ops[1], PatchOp::Replace { path, .. } if path == "/view/x/5/v"));
    }

    #[test]
    fn a_reordered_or_mostly_new_list_is_replaced_whole() {
        let old = board(0..6);
        let new = board([0, 2, 1, 3, 4, 5]);
        let ops = keyed_ops(&old, &new);
        assert!(matches!(&ops[..], [PatchOp::Replace { path, .. }] if path == "/view/x"));
        let ops = keyed_ops(&board(0..4), &board(10..20));
        assert!(matches!(&ops[..], [PatchOp::Replace { path, .. }] if path == "/view/x"));
        keyed_ops(&board(0..4), &[]);
        keyed_ops(&[], &board(0..4));
    }

    #[test]
    fn a_positional_list_grows_and_shrinks_at_its_end() {
        let old = board(0..10);
        let ops = list_ops(&old, &board(0..12));
        assert_eq!(ops.len(), 2, "{ops:?}");
        let ops = list_ops(&old, &board(0..8));
        assert!(
            matches!(&ops[..], [PatchOp::Remove { path: a }, PatchOp::Remove { path: b }]
                if a == "/view/x/9" && b == "/view/x/8"),
            "{ops:?}"
        );
        let ops = list_ops(&board(0..5), &board([9]));
        assert!(matches!(&ops[..], [PatchOp::Replace { .. }]));
        list_ops(&[], &board(0..3));
        list_ops(&board(0..3), &[]);
    }

    /// Over a Super Camelot game, every audience's patch made with the ops shared among the
    /// audiences of each change is the patch made alone, and turns its old view into its new one.
    #[test]
    fn the_audiences_of_a_change_share_its_public_ops() {
        use crate::game::HostedGame;
        use protocol::{GameAction, GameConfig, Lang};
        let config = GameConfig::SuperCamelot {
            seats: 3,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
            days_per_turn: None,
        };
        let characters = ["Gwenivere", "Arthur", "Lancelot"].map(String::from);
        let mut game = HostedGame::new(&config, &characters, 11).unwrap();
        let viewers = [Some(0), Some(1), Some(2), None];
        let views = |game: &HostedGame| -> Vec<GameView> {
            viewers
                .iter()
                .map(|v| game.view(*v, true, Lang::En))
                .collect()
        };
        let mut held = views(&game);
        let mut shared_ops = 0;
        for step in 0..400_usize {
            let Some((seat, action)) = viewers.iter().flatten().find_map(|&seat| {
                let GameView::SuperCamelot { view, .. } = game.view(Some(seat), true, Lang::En)
                else {
                    return None;
                };
                let legal = &view.legal_actions;
                (!legal.is_empty()).then(|| (seat, legal[(step * 7 + 3) % legal.len()]))
            }) else {
                break;
            };
            let checked = game
                .check(seat, &GameAction::SuperCamelot { action })
                .unwrap();
            game.apply(checked).unwrap();
            let new = views(&game);
            let mut shared = Shared::default();
            for (old, new) in held.iter().zip(&new) {
                let ops = view_patch_shared(Some(old), Some(new), &mut shared);
                assert_eq!(ops, view_patch(Some(old), Some(new)), "step {step}");
                let mut doc = serde_json::to_value(old).unwrap();
                patch::apply(&mut doc, &ops).unwrap();
                assert_eq!(doc, serde_json::to_value(new).unwrap(), "step {step}");
            }
            shared_ops += shared
                .public
                .as_ref()
                .map_or(0, |p| p.head.len() + p.middle.len() + p.tail.len());
            held = new;
        }
        assert!(
            shared_ops > 100,
            "the public fields changed: {shared_ops} ops"
        );
    }
}
