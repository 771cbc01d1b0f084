//! Small updates: a view's change as a JSON Patch (RFC 6902).
//!
//! After a `sync`, an `event` that touched a Camelot view, or brought a new game, carries `patch`:
//! the operations that turn the recipient's previous game view (as JSON: the `game` of its last
//! `sync`, with every later event applied) into the new one. (A Super Camelot view the recipient
//! holds changes by the event's `change` instead: [`crate::change`].) Only three operations
//! occur, all on JSON Pointer paths (RFC 6901): `add` (an object key, or an array element inserted
//! at an index, later elements moving up), `remove` (an object key, or an array element, later
//! elements moving down) and `replace` (a value, or with the path `""` the whole view). [`diff`]
//! adds and removes array elements only at an array's end.
//!
//! [`diff`] writes the patch, [`apply`] applies one. A client in any language can apply it with
//! any RFC 6902 library, or with the few lines [`apply`] takes.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

/// One operation of a JSON Patch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema, TS)]
#[serde(tag = "op", rename_all = "lowercase", deny_unknown_fields)]
pub enum PatchOp {
    /// Add an object key, or insert an array element at an index (`-`: at the end).
    Add {
        /// Where, as a JSON Pointer.
        path: String,
        /// The value added.
        #[ts(type = "unknown")]
        value: Value,
    },
    /// Remove an object key or an array element.
    Remove {
        /// Where, as a JSON Pointer.
        path: String,
    },
    /// Replace the value at `path` (`""`: the whole document).
    Replace {
        /// Where, as a JSON Pointer.
        path: String,
        /// The new value.
        #[ts(type = "unknown")]
        value: Value,
    },
}

/// Why a patch does not apply: the document is not the one it was written against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatchError(pub String);

impl std::fmt::Display for PatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the patch does not apply: {}", self.0)
    }
}

impl std::error::Error for PatchError {}

/// The patch that turns `old` into `new`: unchanged parts are left out; an object is patched key
/// by key, unless most of its keys changed (then it is replaced whole); an array of the same length element by element, unless most of it changed (then it is
/// replaced whole); an array that only grew or shrank at its end by a few elements, by appending
/// or removing them; anything else is replaced whole.
#[must_use]
pub fn diff(old: &Value, new: &Value) -> Vec<PatchOp> {
    let mut out = Vec::new();
    let mut path = String::new();
    diff_into(&mut path, old, new, &mut out);
    out
}

/// Appends to `out` the operations that turn `old`, found at `path` (a JSON Pointer) in a larger
/// document, into `new`: [`diff`] for a part of a document.
pub fn diff_at(path: &str, old: &Value, new: &Value, out: &mut Vec<PatchOp>) {
    if old == new {
        return;
    }
    let mut path = path.to_owned();
    diff_into(&mut path, old, new, out);
}

/// At most this many elements are appended or removed one by one; beyond, the array is replaced.
const MAX_END_CHANGES: usize = 4;

/// Appends to `out` the operations that turn `old` into `new`. Each equal part is compared once at
/// its own level and skipped; only parts found different are descended into.
fn diff_into(path: &mut String, old: &Value, new: &Value, out: &mut Vec<PatchOp>) {
    let len = path.len();
    match (old, new) {
        (Value::Object(a), Value::Object(b)) => {
            // Patching key by key pays when most of the object stayed as it was; an object most
            // of whose keys changed (another variant of an enum, say: its tag and its fields) is
            // replaced whole, in one operation instead of a remove, an add or a replace per key.
            let removed = a.keys().filter(|k| !b.contains_key(*k)).count();
            // Each key of `new` compared once, here: the first 64 answers are kept in a bit set
            // (no allocation; a view's objects have a dozen keys or so), any later ones are
            // compared again below.
            let mut same_bits = 0u64;
            let mut differing = 0;
            for (i, (k, vb)) in b.iter().enumerate() {
                if a.get(k) == Some(vb) {
                    if i < 64 {
                        same_bits |= 1 << i;
                    }
                } else {
                    differing += 1;
                }
            }
            if (removed + differing) * 2 > b.len().max(1) {
                out.push(PatchOp::Replace {
                    path: path.clone(),
                    value: new.clone(),
                });
                return;
            }
            for k in a.keys() {
                if !b.contains_key(k) {
                    push_key(path, k);
                    out.push(PatchOp::Remove { path: path.clone() });
                    path.truncate(len);
                }
            }
            for (i, (k, vb)) in b.iter().enumerate() {
                let same = if i < 64 {
                    same_bits & (1 << i) != 0
                } else {
                    a.get(k) == Some(vb)
                };
                if same {
                    continue;
                }
                match a.get(k) {
                    Some(va) => {
                        push_key(path, k);
                        diff_into(path, va, vb, out);
                        path.truncate(len);
                    }
                    None => {
                        push_key(path, k);
                        out.push(PatchOp::Add {
                            path: path.clone(),
                            value: vb.clone(),
                        });
                        path.truncate(len);
                    }
                }
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            let common = a.len().min(b.len());
            let same: Vec<bool> = a.iter().zip(b).map(|(x, y)| x == y).collect();
            let changed = same.iter().filter(|s| !**s).count();
            let end_changes = a.len().abs_diff(b.len());
            if changed == 0 && end_changes == 0 {
                return;
            }
            // Patching element by element pays when most of the array stayed as it was.
            if end_changes > MAX_END_CHANGES || changed * 2 > common.max(1) {
                out.push(PatchOp::Replace {
                    path: path.clone(),
                    value: new.clone(),
                });
                return;
            }
            for (i, ((x, y), same)) in a.iter().zip(b).zip(same).enumerate() {
                if !same {
                    push_index(path, i);
                    diff_into(path, x, y, out);
                    path.truncate(len);
                }
            }
            // Removed from the end, last first, so that each index is still valid.
            for i in (common..a.len()).rev() {
                push_index(path, i);
                out.push(PatchOp::Remove { path: path.clone() });
                path.truncate(len);
            }
            for (i, y) in b.iter().enumerate().skip(common) {
                push_index(path, i);
                out.push(PatchOp::Add {
                    path: path.clone(),
                    value: y.clone(),
                });
                path.truncate(len);
            }
        }
        _ if old == new => {}
        _ => out.push(PatchOp::Replace {
            path: path.clone(),
            value: new.clone(),
        }),
    }
}

fn push_key(path: &mut String, key: &str) {
    path.push('/');
    for c in key.chars() {
        match c {
            '~' => path.push_str("~0"),
            '/' => path.push_str("~1"),
            c => path.push(c),
        }
    }
}

fn push_index(path: &mut String, i: usize) {
    use std::fmt::Write as _;
    let _ = write!(path, "/{i}");
}

/// Applies `ops` to `doc` in order. On an error `doc` may be partly patched: the caller asks for
/// a fresh sync.
///
/// # Errors
/// A path does not exist in `doc` (or is not a valid JSON Pointer).
pub fn apply(doc: &mut Value, ops: &[PatchOp]) -> Result<(), PatchError> {
    for op in ops {
        match op {
            PatchOp::Replace { path, value } => *target(doc, path)? = value.clone(),
            PatchOp::Add { path, value } => {
                let (parent, last) = parent(doc, path)?;
                match parent {
                    Value::Object(m) => {
                        m.insert(last, value.clone());
                    }
                    Value::Array(a) => {
                        let i = if last == "-" {
                            a.len()
                        } else {
                            index(&last, a.len() + 1)?
                        };
                        a.insert(i, value.clone());
                    }
                    _ => return Err(PatchError(format!("{path}: no container"))),
                }
            }
            PatchOp::Remove { path } => {
                let (parent, last) = parent(doc, path)?;
                match parent {
                    Value::Object(m) => {
                        m.remove(&last)
                            .ok_or_else(|| PatchError(format!("{path}: no such key")))?;
                    }
                    Value::Array(a) => {
                        let i = index(&last, a.len())?;
                        a.remove(i);
                    }
                    _ => return Err(PatchError(format!("{path}: no container"))),
                }
            }
        }
    }
    Ok(())
}

fn tokens(path: &str) -> Result<Vec<String>, PatchError> {
    if path.is_empty() {
        return Ok(Vec::new());
    }
    let rest = path
        .strip_prefix('/')
        .ok_or_else(|| PatchError(format!("{path:?} is not a JSON Pointer")))?;
    Ok(rest
        .split('/')
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect())
}

fn index(token: &str, len: usize) -> Result<usize, PatchError> {
    token
        .parse::<usize>()
        .ok()
        .filter(|&i| i < len && (token == "0" || !token.starts_with('0')))
        .ok_or_else(|| PatchError(format!("index {token:?} out of range")))
}

fn step<'a>(v: &'a mut Value, token: &str) -> Result<&'a mut Value, PatchError> {
    match v {
        Value::Object(m) => m
            .get_mut(token)
            .ok_or_else(|| PatchError(format!("no key {token:?}"))),
        Value::Array(a) => {
            let i = index(token, a.len())?;
            Ok(&mut a[i])
        }
        _ => Err(PatchError(format!("{token:?}: not a container"))),
    }
}

fn target<'a>(doc: &'a mut Value, path: &str) -> Result<&'a mut Value, PatchError> {
    let mut v = doc;
    for t in tokens(path)? {
        v = step(v, &t)?;
    }
    Ok(v)
}

fn parent<'a>(doc: &'a mut Value, path: &str) -> Result<(&'a mut Value, String), PatchError> {
    let mut toks = tokens(path)?;
    let last = toks
        .pop()
        .ok_or_else(|| PatchError("the root has no parent".to_owned()))?;
    let mut v = doc;
    for t in toks {
        v = step(v, &t)?;
    }
    Ok((v, last))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip(old: &Value, new: &Value) -> Vec<PatchOp> {
        let ops = diff(old, new);
        let mut doc = old.clone();
        apply(&mut doc, &ops).unwrap();
        assert_eq!(&doc, new, "{ops:?}");
        ops
    }

    #[test]
    fn unchanged_parts_are_left_out() {
        let old =
            json!({"a": 1, "b": {"c": [1, 2, 3], "d": "x"}, "e/f": null, "h": 1, "i": 2, "j": 3});
        let new = json!({"a": 1, "b": {"c": [1, 5, 3], "d": "x"}, "e/f": true, "g": [], "h": 1, "i": 2, "j": 3});
        let ops = round_trip(&old, &new);
        assert_eq!(
            serde_json::to_string(&ops).unwrap(),
            r#"[{"op":"replace","path":"/b/c/1","value":5},{"op":"replace","path":"/e~1f","value":true},{"op":"add","path":"/g","value":[]}]"#
        );
        assert!(diff(&new, &new).is_empty());
    }

    #[test]
    fn arrays_grow_shrink_or_are_replaced() {
        round_trip(&json!([1, 2]), &json!([1, 2, 3, 4]));
        round_trip(&json!([1, 2, 3, 4]), &json!([1]));
        let ops = round_trip(&json!([1, 2, 3]), &json!([4, 5, 6]));
        assert_eq!(ops.len(), 1, "mostly changed: replaced whole");
        let ops = round_trip(&json!([]), &json!([1, 2, 3, 4, 5, 6]));
        assert_eq!(ops.len(), 1, "many appended: replaced whole");
        let ops = round_trip(&json!(null), &json!({"a": 1}));
        assert_eq!(
            ops,
            [PatchOp::Replace {
                path: String::new(),
                value: json!({"a": 1})
            }]
        );
        round_trip(&json!({"a": {"b": 1}}), &json!({}));
    }

    #[test]
    fn an_object_mostly_changed_is_replaced_whole() {
        // Another variant of an internally tagged enum: one replace, not a remove, an add and a
        // replace per key.
        let old = json!({"seat": 1, "prompt": {"type": "take_action", "actions_left": 2}});
        let new = json!({"seat": 1, "prompt": {"type": "continue_move", "squares_left": 3}});
        let ops = round_trip(&old, &new);
        assert_eq!(
            ops,
            [PatchOp::Replace {
                path: "/prompt".to_owned(),
                value: json!({"type": "continue_move", "squares_left": 3})
            }]
        );
        // Half of it the same: patched key by key.
        let ops = round_trip(&json!({"a": 1, "b": 2}), &json!({"a": 1, "b": 3}));
        assert_eq!(
            ops,
            [PatchOp::Replace {
                path: "/b".to_owned(),
                value: json!(3)
            }]
        );
    }

    #[test]
    fn a_patch_for_another_document_is_an_error() {
        let ops = diff(&json!({"a": [1, 2], "z": 0}), &json!({"a": [1, 3], "z": 0}));
        assert!(apply(&mut json!({"b": 1}), &ops).is_err());
        assert!(apply(&mut json!({"a": [1]}), &ops).is_err());
        let bad = [PatchOp::Remove {
            path: "a".to_owned(),
        }];
        assert!(apply(&mut json!({"a": 1}), &bad).is_err());
    }

    fn arb_json() -> impl proptest::strategy::Strategy<Value = Value> {
        use proptest::prelude::*;
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            (0u8..4).prop_map(|n| json!(n)),
            "[a-c/~]{0,2}".prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 40, 6, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..7).prop_map(Value::Array),
                proptest::collection::btree_map("[a-c/~]{1,2}", inner, 0..5)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    fn deepest(v: &mut Value) -> &mut Value {
        let leaf = match v {
            Value::Object(m) => m.is_empty(),
            Value::Array(a) => a.is_empty(),
            _ => true,
        };
        if leaf {
            return v;
        }
        match v {
            Value::Object(m) => deepest(m.values_mut().next().unwrap()),
            Value::Array(a) => deepest(a.last_mut().unwrap()),
            _ => unreachable!(),
        }
    }

    proptest::proptest! {
        #[test]
        fn a_diff_applied_to_the_old_gives_the_new(old in arb_json(), new in arb_json()) {
            round_trip(&old, &new);
        }

        #[test]
        fn a_diff_of_a_small_edit_stays_small(old in arb_json(), new_leaf in 0u8..9) {
            // Change one leaf deep inside to a number: the patch is one operation at most.
            let new_leaf = json!(new_leaf);
            let mut new = old.clone();
            let at = deepest(&mut new);
            *at = new_leaf;
            let ops = round_trip(&old, &new);
            proptest::prop_assert!(ops.len() <= 1, "{ops:?}");
        }
    }
}
