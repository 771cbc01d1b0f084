//! What one change did to a Super Camelot view: the `change` of an `event`.
//!
//! A Super Camelot action changes a few fields of each viewer's view: the events and their words,
//! the prompt, a Character's place, a handful of squares. [`ScChange`] names each changed part by
//! what it is (a field, a seat, a square, a tile's slot) and carries its new value whole: no
//! JSON Pointer paths and no operation names, which were most of a JSON Patch's bytes. The server
//! makes it from the typed views (`server::game::delta`); [`apply`] is the reference for
//! applying it, and `web/src/update.ts` its mirror.
//!
//! Order of application (each part to the view the previous one left): `game`, `view`,
//! `players`, `cleared`, `squares`, `tiles`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use super_camelot::{Square, SquareView, TileView};
use ts_rs::TS;

use crate::patch::PatchError;

/// What one change did to a Super Camelot game view; every part is absent when nothing of it
/// changed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(deny_unknown_fields)]
pub struct ScChange {
    /// The game view's own fields that changed (`events`, `lines`, `prompt_line`, `clock`), by
    /// name, each with its new value.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    #[ts(type = "Record<string, unknown>")]
    pub game: Map<String, Value>,
    /// The engine view's fields (`view`) that changed, by name, each with its new value; never
    /// `players`, `squares` or `tiles`, which change part by part below.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    #[ts(type = "Record<string, unknown>")]
    pub view: Map<String, Value>,
    /// For each seat whose player changed: `seat` and the fields of `view.players[seat]` that
    /// changed, each with its new value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(type = "Array<Record<string, unknown>>")]
    pub players: Vec<Map<String, Value>>,
    /// Squares that are now empty: taken out of `view.squares`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cleared: Vec<Square>,
    /// Squares new or changed, whole: each replaces the element of `view.squares` with the same
    /// `square`, or is inserted where it falls in board order (tile by tile in reading order,
    /// then row by row within the tile; see [`board_order`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub squares: Vec<SquareView>,
    /// Tiles new or changed, whole: each replaces the element of `view.tiles` with the same
    /// `slot`, or is inserted where it falls in reading order (by the slot's row, then column).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiles: Vec<TileView>,
}

impl ScChange {
    /// Whether it changes nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.game.is_empty()
            && self.view.is_empty()
            && self.players.is_empty()
            && self.cleared.is_empty()
            && self.squares.is_empty()
            && self.tiles.is_empty()
    }
}

/// Squares per side of a Map Tile.
#[allow(clippy::cast_possible_truncation)] // 6
const TILE_SIDE: u8 = super_camelot::data::TILE_N as u8;

/// Where a square falls in `view.squares`: tile by tile in reading order, then row by row within
/// its tile.
#[must_use]
pub fn board_order(s: Square) -> (u8, u8, u8, u8) {
    (s.row / TILE_SIDE, s.col / TILE_SIDE, s.row, s.col)
}

fn fail(what: impl Into<String>) -> PatchError {
    PatchError(what.into())
}

fn object<'a>(v: &'a mut Value, what: &str) -> Result<&'a mut Map<String, Value>, PatchError> {
    v.as_object_mut()
        .ok_or_else(|| fail(format!("{what} is not an object")))
}

fn array<'a>(v: Option<&'a mut Value>, what: &str) -> Result<&'a mut Vec<Value>, PatchError> {
    v.and_then(Value::as_array_mut)
        .ok_or_else(|| fail(format!("{what} is not a list")))
}

/// Sets each field of `fields` in `target`, which must have it already.
fn set_fields(
    target: &mut Map<String, Value>,
    fields: &Map<String, Value>,
    what: &str,
) -> Result<(), PatchError> {
    for (k, v) in fields {
        let slot = target
            .get_mut(k)
            .ok_or_else(|| fail(format!("{what} has no field {k:?}")))?;
        slot.clone_from(v);
    }
    Ok(())
}

/// Reads a square view's square (its name) from the JSON the view holds.
fn square_of(v: &Value) -> Option<Square> {
    v.get("square")?.as_str()?.parse().ok()
}

/// A tile's slot as `(row, col)`, from the JSON the view holds.
fn slot_of(v: &Value) -> Option<(u64, u64)> {
    let slot = v.get("slot")?;
    Some((slot.get("row")?.as_u64()?, slot.get("col")?.as_u64()?))
}

/// Applies `change` to a Super Camelot game view held as JSON (`game`: the `GameView`).
///
/// # Errors
/// The view is not a Super Camelot view, or not the one the change was made against (a field it
/// lacks, a seat, a square to clear that it does not hold): the client should ask for a `sync`.
pub fn apply(game: &mut Value, change: &ScChange) -> Result<(), PatchError> {
    let top = object(game, "the game view")?;
    if top.get("game").and_then(Value::as_str) != Some("super_camelot") {
        return Err(fail("a Super Camelot change for another game's view"));
    }
    for k in change.game.keys() {
        if k == "game" || k == "view" {
            return Err(fail(format!("a change does not set {k:?} whole")));
        }
    }
    set_fields(top, &change.game, "the game view")?;
    let view = object(
        top.get_mut("view")
            .ok_or_else(|| fail("the game view has no view"))?,
        "the view",
    )?;
    for k in change.view.keys() {
        if matches!(k.as_str(), "players" | "squares" | "tiles") {
            return Err(fail(format!("a change does not set {k:?} whole")));
        }
    }
    set_fields(view, &change.view, "the view")?;
    if !change.players.is_empty() {
        let players = array(view.get_mut("players"), "players")?;
        for fields in &change.players {
            let seat = fields
                .get("seat")
                .and_then(Value::as_u64)
                .ok_or_else(|| fail("a player's change without its seat"))?;
            let player = usize::try_from(seat)
                .ok()
                .and_then(|i| players.get_mut(i))
                .filter(|p| p.get("seat").and_then(Value::as_u64) == Some(seat))
                .ok_or_else(|| fail(format!("no player at seat {seat}")))?;
            set_fields(object(player, "a player")?, fields, "a player")?;
        }
    }
    if !change.cleared.is_empty() || !change.squares.is_empty() {
        let squares = array(view.get_mut("squares"), "squares")?;
        for gone in &change.cleared {
            let at = squares
                .iter()
                .position(|s| square_of(s) == Some(*gone))
                .ok_or_else(|| fail(format!("no square {gone:?} to clear")))?;
            squares.remove(at);
        }
        for new in &change.squares {
            let key = board_order(new.square);
            let value = serde_json::to_value(new).map_err(|e| fail(e.to_string()))?;
            let at =
                squares.partition_point(|s| square_of(s).is_some_and(|q| board_order(q) < key));
            match squares.get_mut(at) {
                Some(held) if square_of(held) == Some(new.square) => *held = value,
                _ => squares.insert(at, value),
            }
        }
    }
    if !change.tiles.is_empty() {
        let tiles = array(view.get_mut("tiles"), "tiles")?;
        for new in &change.tiles {
            let key = (u64::from(new.slot.row), u64::from(new.slot.col));
            let value = serde_json::to_value(new).map_err(|e| fail(e.to_string()))?;
            let at = tiles.partition_point(|t| slot_of(t).is_some_and(|s| s < key));
            match tiles.get_mut(at) {
                Some(held) if slot_of(held) == Some(key) => *held = value,
                _ => tiles.insert(at, value),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A Bush at `square` (by name).
    fn bush(square: &str) -> Value {
        json!({"square": square, "object": "Bush", "enemy": null, "items": []})
    }

    fn tile(row: u8, col: u8, populated: bool) -> Value {
        json!({"slot": {"row": row, "col": col}, "id": "U01", "name": "Quiet Glade",
               "populated": populated, "rows": []})
    }

    /// A Super Camelot game view cut down to what `apply` touches.
    fn game() -> Value {
        json!({
            "game": "super_camelot",
            "view": {
                "actions_left": 3,
                "step_back": null,
                "players": [{"seat": 0, "health": 6}, {"seat": 1, "health": 6}],
                "tiles": [tile(1, 1, true), tile(1, 2, true)],
                "squares": [bush("H8"), bush("K11"), bush("M7")],
            },
            "events": [],
            "lines": [],
            "prompt_line": null,
        })
    }

    fn change(value: Value) -> ScChange {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn a_change_sets_what_it_names_where_it_falls() {
        let mut g = game();
        let c = change(json!({
            "game": {"lines": ["ann steps H8 → H9"], "prompt_line": "Choose"},
            "view": {"actions_left": 2},
            "players": [{"seat": 1, "health": 4}],
            "cleared": ["K11"],
            "squares": [bush("L12"), bush("G9"),
                        {"square": "H8", "object": "Rock", "enemy": null, "items": []}],
            "tiles": [tile(0, 3, true), tile(1, 2, false)],
        }));
        apply(&mut g, &c).unwrap();
        assert_eq!(g["lines"], json!(["ann steps H8 → H9"]));
        assert_eq!(g["prompt_line"], "Choose");
        assert_eq!(g["view"]["actions_left"], 2);
        assert_eq!(g["view"]["players"][1], json!({"seat": 1, "health": 4}));
        assert_eq!(g["view"]["players"][0], json!({"seat": 0, "health": 6}));
        // Board order: tile by tile (rows and columns 6–11 before columns 12–17), then by row.
        let squares: Vec<(Value, Value)> = g["view"]["squares"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["square"].clone(), s["object"].clone()))
            .collect();
        assert_eq!(
            squares,
            [
                (json!("H8"), json!("Rock")),
                (json!("G9"), json!("Bush")),
                (json!("L12"), json!("Bush")),
                (json!("M7"), json!("Bush")),
            ]
        );
        let tiles: Vec<(Value, Value)> = g["view"]["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| (t["slot"].clone(), t["populated"].clone()))
            .collect();
        assert_eq!(
            tiles,
            [
                (json!({"row": 0, "col": 3}), json!(true)),
                (json!({"row": 1, "col": 1}), json!(true)),
                (json!({"row": 1, "col": 2}), json!(false)),
            ]
        );
    }

    #[test]
    fn a_change_that_does_not_fit_is_an_error() {
        for bad in [
            json!({"view": {"no_such_field": 1}}),
            json!({"view": {"squares": []}}),
            json!({"game": {"view": {}}}),
            json!({"players": [{"seat": 5, "health": 1}]}),
            json!({"players": [{"health": 1}]}),
            json!({"cleared": ["A1"]}),
        ] {
            assert!(apply(&mut game(), &change(bad.clone())).is_err(), "{bad}");
        }
        let mut camelot = json!({"game": "camelot"});
        assert!(apply(&mut camelot, &ScChange::default()).is_err());
        // An empty change fits any Super Camelot view and changes nothing.
        let mut g = game();
        apply(&mut g, &ScChange::default()).unwrap();
        assert_eq!(g, game());
    }
}
