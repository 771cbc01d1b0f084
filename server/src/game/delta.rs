//! Each audience's update: how the view it holds becomes its new view.
//!
//! A Super Camelot view is a few kilobytes of JSON, most of it unchanged by any one action (the
//! tiles, most squares). Its update is a [`ScChange`]: the typed views are compared field by
//! field (the board's squares and tiles by their place, the players by their seat), and each part
//! that changed is carried whole, named by what it is: no JSON Pointer paths and no whole-view
//! JSON tree. What every viewer sees alike (the board, the prompt, the dice) is worked out once
//! per change and shared by the audiences ([`Shared`]); the events, their words, the legal actions
//! and the players (whose gems only their owner sees) are each audience's own, and an audience
//! that sees one of them as an earlier audience did gets the earlier one's JSON.
//!
//! A Camelot view's update is a JSON Patch of its few small fields (a move itself is told by
//! the event, which every client plays). A new game, or a view whose shape changed (it should not),
//! is one `replace` of the whole view. The property tests in `lobby/patch_tests.rs` check that
//! applying every update rebuilds the server's view exactly.

use protocol::change::board_order;
use protocol::patch::{self, PatchOp};
use protocol::{GameView, ScChange};
use serde::Serialize;
use serde_json::{Map, Value};
use super_camelot::{PlayerView, SquareView, TileView, View, VisibleEvent};

fn json<T: Serialize + ?Sized>(x: &T) -> Value {
    // Our own view types always serialise (string keys, no floats).
    serde_json::to_value(x).unwrap_or(Value::Null)
}

/// How an audience is told what a change did to the view it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Update {
    /// A JSON Patch: a Camelot view's fields, or a whole view.
    Patch(Vec<PatchOp>),
    /// What changed in a Super Camelot view.
    Change(Box<ScChange>),
}

impl Update {
    /// The update an event's `patch` and `change` carry (`None`: neither).
    #[must_use]
    pub fn from_parts(patch: Option<Vec<PatchOp>>, change: Option<Box<ScChange>>) -> Option<Self> {
        match (patch, change) {
            (Some(ops), _) => Some(Self::Patch(ops)),
            (None, Some(change)) => Some(Self::Change(change)),
            (None, None) => None,
        }
    }

    /// The event's `patch` and `change`.
    #[must_use]
    pub fn into_parts(self) -> (Option<Vec<PatchOp>>, Option<Box<ScChange>>) {
        match self {
            Self::Patch(ops) => (Some(ops), None),
            Self::Change(change) => (None, Some(change)),
        }
    }
}

/// The update that turns an audience's view `old` (`None`: no game) into `new`.
#[must_use]
pub fn view_update(old: Option<&GameView>, new: Option<&GameView>) -> Update {
    update_with(old, new, None)
}

/// What the audiences of one change have in common: the part of a Super Camelot change that
/// every viewer sees alike (everything but the viewer, its legal actions, the players, the events
/// and their words), worked out for the first audience and copied for the others; and the JSON of
/// what each audience sees its own way, kept with what it was made from, for an audience that
/// sees the same as an earlier one.
#[derive(Debug, Default)]
pub struct Shared {
    /// `None` inside: the board's shape changed (a tile gone), and every audience gets its whole
    /// view.
    public: Option<Option<ScChange>>,
    events: Vec<(Vec<VisibleEvent>, Value)>,
    lines: Vec<(Vec<String>, Value)>,
    players: Vec<PlayerMemo>,
}

/// A player's fields that changed from one view to the other, as JSON.
type PlayerMemo = (PlayerView, PlayerView, Map<String, Value>);

/// [`view_update`] for one of several audiences of a change, the public part taken from `shared`
/// when an earlier audience worked it out (and kept there when not). The caller passes one
/// `shared` only to audiences whose old views were made at the same version of the lobby: their
/// public fields are the same, as are their new views' (made from the same game).
#[must_use]
pub fn view_update_shared(
    old: Option<&GameView>,
    new: Option<&GameView>,
    shared: &mut Shared,
) -> Update {
    update_with(old, new, Some(shared))
}

/// A patch that replaces the whole view (`None`: no game).
#[must_use]
pub fn whole(view: Option<&GameView>) -> Vec<PatchOp> {
    vec![PatchOp::Replace {
        path: String::new(),
        value: json(&view),
    }]
}

fn update_with(
    old: Option<&GameView>,
    new: Option<&GameView>,
    shared: Option<&mut Shared>,
) -> Update {
    match (old, new) {
        (Some(o @ GameView::SuperCamelot { .. }), Some(n @ GameView::SuperCamelot { .. })) => {
            match super_camelot_change(o, n, shared) {
                Some(change) => Update::Change(Box::new(change)),
                None => Update::Patch(whole(new)),
            }
        }
        (Some(o @ GameView::Camelot { .. }), Some(n @ GameView::Camelot { .. })) => {
            let mut ops = Vec::new();
            camelot_view(o, n, &mut ops);
            Update::Patch(ops)
        }
        (old, new) if old == new => Update::Patch(Vec::new()),
        (_, new) => Update::Patch(whole(new)),
    }
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

/// Sets `name` in `out` to `new` when it differs from `old`.
fn set<T: Serialize + PartialEq>(out: &mut Map<String, Value>, name: &str, old: &T, new: &T) {
    if old != new {
        out.insert(name.to_owned(), json(new));
    }
}

/// The JSON of `new`, or the JSON an earlier audience got for the same value.
fn memo<T: Serialize + PartialEq + Clone>(memos: Option<&mut Vec<(T, Value)>>, new: &T) -> Value {
    let Some(memos) = memos else {
        return json(new);
    };
    if let Some((_, made)) = memos.iter().find(|(v, _)| v == new) {
        return made.clone();
    }
    let made = json(new);
    memos.push((new.clone(), made.clone()));
    made
}

/// The change from one Super Camelot view to another, or `None` when its shape changed (the
/// players, or a tile gone): then the whole view is sent.
fn super_camelot_change(
    old: &GameView,
    new: &GameView,
    mut shared: Option<&mut Shared>,
) -> Option<ScChange> {
    let (
        GameView::SuperCamelot {
            view: ov,
            events: oe,
            lines: ol,
            prompt_line: op,
            clock: oc,
        },
        GameView::SuperCamelot {
            view: nv,
            events: ne,
            lines: nl,
            prompt_line: np,
            clock: nc,
        },
    ) = (old, new)
    else {
        return None;
    };
    if ov.players.len() != nv.players.len() {
        return None;
    }
    let mut change = match shared.as_deref_mut() {
        Some(Shared {
            public: Some(public),
            ..
        }) => {
            debug_assert_eq!(
                *public,
                public_change(ov, nv),
                "the public fields differ between audiences of one change"
            );
            public.clone()?
        }
        Some(shared) => shared.public.insert(public_change(ov, nv)).clone()?,
        None => public_change(ov, nv)?,
    };
    if oe != ne {
        let events = memo(shared.as_deref_mut().map(|s| &mut s.events), ne);
        change.game.insert("events".into(), events);
    }
    if ol != nl {
        let lines = memo(shared.as_deref_mut().map(|s| &mut s.lines), nl);
        change.game.insert("lines".into(), lines);
    }
    set(&mut change.game, "prompt_line", op, np);
    set(&mut change.game, "clock", oc, nc);
    // Every field of `View` is either here (what each viewer sees its own way) or in
    // `public_change`: a field added to the view and to neither fails to compile there.
    set(&mut change.view, "viewer", &ov.viewer, &nv.viewer);
    set(
        &mut change.view,
        "legal_actions",
        &ov.legal_actions,
        &nv.legal_actions,
    );
    for (a, b) in ov.players.iter().zip(&nv.players) {
        if a == b {
            continue;
        }
        let memos = shared.as_deref_mut().map(|s| &mut s.players);
        change.players.push(player_change(memos, a, b));
    }
    Some(change)
}

/// The fields of a player that changed, with its seat.
fn player_change(
    memos: Option<&mut Vec<PlayerMemo>>,
    old: &PlayerView,
    new: &PlayerView,
) -> Map<String, Value> {
    if let Some(memos) = &memos
        && let Some((_, _, made)) = memos.iter().find(|(a, b, _)| a == old && b == new)
    {
        return made.clone();
    }
    let PlayerView {
        seat,
        character,
        place,
        health,
        passed_out,
        resigned,
        small_keys,
        bombs,
        big_key,
        relics,
        treasures,
        gems,
        gems_to_goal,
    } = new;
    let mut out = Map::new();
    out.insert("seat".into(), json(seat));
    set(&mut out, "character", &old.character, character);
    set(&mut out, "place", &old.place, place);
    set(&mut out, "health", &old.health, health);
    set(&mut out, "passed_out", &old.passed_out, passed_out);
    set(&mut out, "resigned", &old.resigned, resigned);
    set(&mut out, "small_keys", &old.small_keys, small_keys);
    set(&mut out, "bombs", &old.bombs, bombs);
    set(&mut out, "big_key", &old.big_key, big_key);
    set(&mut out, "relics", &old.relics, relics);
    set(&mut out, "treasures", &old.treasures, treasures);
    set(&mut out, "gems", &old.gems, gems);
    set(&mut out, "gems_to_goal", &old.gems_to_goal, gems_to_goal);
    if let Some(memos) = memos {
        memos.push((old.clone(), new.clone(), out.clone()));
    }
    out
}

/// The part of the change every viewer sees alike; `None` when a tile is gone (the board's shape
/// changed).
fn public_change(old: &View, new: &View) -> Option<ScChange> {
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
    let mut change = ScChange::default();
    let view = &mut change.view;
    set(view, "active", &old.active, active);
    set(view, "turn", &old.turn, turn);
    set(view, "actions_left", &old.actions_left, actions_left);
    set(view, "pending", &old.pending, pending);
    set(view, "step_back", &old.step_back, step_back);
    set(view, "attack_dice", &old.attack_dice, attack_dice);
    set(view, "attack", &old.attack, attack);
    set(view, "tiles_in_stack", &old.tiles_in_stack, tiles_in_stack);
    set(view, "supply", &old.supply, supply);
    set(view, "deck_sizes", &old.deck_sizes, deck_sizes);
    set(
        view,
        "first_player_rolls",
        &old.first_player_rolls,
        first_player_rolls,
    );
    set(view, "outcome", &old.outcome, outcome);
    set(view, "revealed", &old.revealed, revealed);
    squares_change(&old.squares, squares, &mut change);
    tiles_change(&old.tiles, tiles, &mut change)?;
    Some(change)
}

/// The squares cleared and the squares new or changed, walking both lists in board order (the
/// order the engine lists them in, and the client keeps).
fn squares_change(old: &[SquareView], new: &[SquareView], change: &mut ScChange) {
    debug_assert!(new.is_sorted_by_key(|s| board_order(s.square)));
    let (mut i, mut j) = (0, 0);
    loop {
        match (old.get(i), new.get(j)) {
            (Some(a), Some(b)) if a.square == b.square => {
                if a != b {
                    change.squares.push(b.clone());
                }
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if board_order(a.square) < board_order(b.square) => {
                change.cleared.push(a.square);
                i += 1;
            }
            (Some(a), None) => {
                change.cleared.push(a.square);
                i += 1;
            }
            (_, Some(b)) => {
                change.squares.push(b.clone());
                j += 1;
            }
            (None, None) => break,
        }
    }
}

/// The tiles new or changed, walking both lists in reading order; `None` when a tile is gone.
fn tiles_change(old: &[TileView], new: &[TileView], change: &mut ScChange) -> Option<()> {
    let key = |t: &TileView| (t.slot.row, t.slot.col);
    debug_assert!(new.is_sorted_by_key(key));
    let (mut i, mut j) = (0, 0);
    loop {
        match (old.get(i), new.get(j)) {
            (Some(a), Some(b)) if a.slot == b.slot => {
                if a != b {
                    change.tiles.push(b.clone());
                }
                i += 1;
                j += 1;
            }
            (Some(a), Some(b)) if key(a) > key(b) => {
                change.tiles.push(b.clone());
                j += 1;
            }
            (None, Some(b)) => {
                change.tiles.push(b.clone());
                j += 1;
            }
            (Some(_), _) => return None,
            (None, None) => return Some(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over a Super Camelot game, every audience's change made with the part shared among the
    /// audiences of each change is the change made alone, and turns its old view into its new
    /// one; the board's squares and tiles come and go where they fall.
    #[test]
    fn the_audiences_of_a_change_share_its_public_part() {
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
        let (mut shared_parts, mut cleared, mut squares, mut tiles) = (0, 0, 0, 0);
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
                let update = view_update_shared(Some(old), Some(new), &mut shared);
                assert_eq!(update, view_update(Some(old), Some(new)), "step {step}");
                let Update::Change(change) = update else {
                    panic!("step {step}: a whole view, not a change");
                };
                let mut doc = serde_json::to_value(old).unwrap();
                protocol::change::apply(&mut doc, &change).unwrap();
                assert_eq!(doc, serde_json::to_value(new).unwrap(), "step {step}");
                cleared += change.cleared.len();
                squares += change.squares.len();
                tiles += change.tiles.len();
            }
            shared_parts += shared
                .public
                .as_ref()
                .and_then(Option::as_ref)
                .map_or(0, |p| p.view.len());
            held = new;
        }
        assert!(
            shared_parts > 100 && cleared > 10 && squares > 10 && tiles > 3,
            "the public fields changed: {shared_parts} fields, {cleared} squares cleared, \
             {squares} squares and {tiles} tiles set"
        );
    }
}
