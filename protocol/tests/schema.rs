//! The machine-readable schema of the wire, generated from the Rust types and kept true here.
//!
//! * `protocol/schema/*.schema.json`: JSON Schemas (draft 2020-12, by `schemars`) of
//!   [`ClientMsg`], [`ServerMsg`] and the HTTP bodies.
//! * `protocol/ts/albion-protocol.ts`: one TypeScript file (by `ts-rs`) declaring every type those
//!   reference, the engines' included, in name order.
//!
//! The test regenerates them and fails when a committed file differs; with `ALBION_BLESS=1` it
//! rewrites them instead.

use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use protocol::{ClientMsg, CreateLobby, GameRecord, HttpError, LobbyInfo, ServerMsg};
use schemars::JsonSchema;
use ts_rs::{TS, TypeVisitor};

const REGENERATE: &str = "run `ALBION_BLESS=1 cargo test -p protocol --test schema` to regenerate";

/// A pretty-printed JSON Schema of `T`, with a trailing newline.
fn json_schema<T: JsonSchema>() -> String {
    let mut text =
        serde_json::to_string_pretty(&schemars::schema_for!(T)).expect("a schema serialises");
    text.push('\n');
    text
}

/// Walks the TypeScript dependencies of the roots and keeps each declared type once, by name.
struct Declarations {
    cfg: ts_rs::Config,
    seen: HashSet<TypeId>,
    /// TypeScript name -> (Rust type, declaration with its doc comment).
    by_name: BTreeMap<String, (&'static str, String)>,
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Only types with a declaration of their own: primitives, `Vec`, `Option`... are inlined.
        if T::output_path().is_none() || !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        let name = T::ident(&self.cfg);
        let rust = std::any::type_name::<T>();
        let text = format!(
            "{}export {}",
            T::docs().unwrap_or_default(),
            T::decl(&self.cfg)
        );
        if let Some((other, _)) = self.by_name.insert(name.clone(), (rust, text)) {
            panic!(
                "two types are both named `{name}` in TypeScript: `{other}` and `{rust}`; \
                 give one a `#[ts(rename = \"...\")]` (and the same `#[schemars(rename)]`)"
            );
        }
        T::visit_dependencies(self);
    }
}

impl Declarations {
    fn new() -> Self {
        Self {
            // JSON numbers are JavaScript numbers: 64-bit integers are `number`, not `bigint`.
            cfg: ts_rs::Config::new().with_large_int("number"),
            seen: HashSet::new(),
            by_name: BTreeMap::new(),
        }
    }

    /// Every declaration, in name order, each after a blank line.
    fn text(&self) -> String {
        let mut out = String::new();
        for (_, text) in self.by_name.values() {
            write!(out, "\n{}\n", text.trim_end()).expect("writing to a String");
        }
        out
    }
}

/// The single TypeScript file: every type the messages and HTTP bodies reference.
fn typescript() -> String {
    let mut decls = Declarations::new();
    decls.visit::<ClientMsg>();
    decls.visit::<ServerMsg>();
    decls.visit::<CreateLobby>();
    decls.visit::<LobbyInfo>();
    decls.visit::<GameRecord>();
    decls.visit::<HttpError>();
    let mut out = String::from(
        "// Albion wire types: every type of `ClientMsg`, `ServerMsg` and the HTTP bodies, in name order.\n\
         //\n\
         // GENERATED from the Rust types (crates `protocol`, `camelot`, `super-camelot`) by\n\
         // protocol/tests/schema.rs with ts-rs; do not edit by hand. To regenerate:\n\
         //     ALBION_BLESS=1 cargo test -p protocol --test schema\n",
    );
    out.push_str(&decls.text());
    out
}

/// Every serialisable type of both engines, whether or not a message carries it yet: each must
/// have one name, the same in TypeScript and in the JSON Schemas' `$defs`, that no other type
/// has (the TypeScript walk panics on a clash; schemars would quietly number the second one).
/// With `ALBION_ENGINES_TS=<file>` the declarations are also written to that file, to check them
/// with `tsc`.
#[test]
fn engine_types_have_one_distinct_name_each() {
    use super_camelot::{data, simulate};
    let mut decls = Declarations::new();
    let mut schemas = schemars::SchemaGenerator::default();
    macro_rules! walk {
        ($($ty:ty),* $(,)?) => {
            $(
                decls.visit::<$ty>();
                schemas.subschema_for::<$ty>();
            )*
        };
    }
    walk!(
        camelot::Color,
        camelot::DrawReason,
        camelot::Move,
        camelot::Outcome,
        camelot::Piece,
        camelot::Position,
        camelot::Role,
        camelot::Ruleset,
        camelot::Square,
        camelot::WinReason,
        super_camelot::Action,
        super_camelot::Blocker,
        super_camelot::Config,
        super_camelot::Decision,
        super_camelot::Outcome,
        super_camelot::RuleError,
        super_camelot::SetupError,
        super_camelot::Supply,
        super_camelot::View,
        super_camelot::Viewer,
        super_camelot::VisibleEvent,
        data::LayoutToken,
        simulate::SimulateOptions,
        simulate::SimulateReport,
    );
    let ts_names: Vec<&str> = decls.by_name.keys().map(String::as_str).collect();
    let mut schema_names: Vec<&str> = schemas.definitions().keys().map(String::as_str).collect();
    schema_names.sort_unstable();
    assert_eq!(
        ts_names, schema_names,
        "TypeScript and JSON Schema name the engine types differently (a `ts(rename)` without \
         the matching `schemars(rename)`, or the reverse?)"
    );
    for name in [
        "CamelotOutcome",
        "CamelotSquare",
        "Outcome",
        "Square",
        "Action",
        "View",
    ] {
        assert!(decls.by_name.contains_key(name), "{name} is declared");
    }
    if let Some(path) = std::env::var_os("ALBION_ENGINES_TS") {
        std::fs::write(path, decls.text()).expect("write the engines' declarations");
    }
}

/// Every generated file: its path under `protocol/` and its fresh text.
fn generated() -> Vec<(&'static str, String)> {
    vec![
        ("schema/client-msg.schema.json", json_schema::<ClientMsg>()),
        ("schema/server-msg.schema.json", json_schema::<ServerMsg>()),
        (
            "schema/http-create-lobby.schema.json",
            json_schema::<CreateLobby>(),
        ),
        (
            "schema/http-lobby-info.schema.json",
            json_schema::<LobbyInfo>(),
        ),
        (
            "schema/http-lobby-list.schema.json",
            json_schema::<Vec<LobbyInfo>>(),
        ),
        (
            "schema/http-game-record.schema.json",
            json_schema::<GameRecord>(),
        ),
        ("schema/http-error.schema.json", json_schema::<HttpError>()),
        ("ts/albion-protocol.ts", typescript()),
    ]
}

#[test]
fn generated_schema_files_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bless = std::env::var_os("ALBION_BLESS").is_some_and(|v| !v.is_empty() && v != "0");
    let mut stale: Vec<PathBuf> = Vec::new();
    for (relative, fresh) in generated() {
        let path = root.join(relative);
        let committed = std::fs::read_to_string(&path).ok();
        if committed.as_deref() == Some(fresh.as_str()) {
            continue;
        }
        if bless {
            std::fs::create_dir_all(path.parent().expect("a file has a folder"))
                .expect("create the schema folder");
            std::fs::write(&path, fresh).expect("write a generated file");
            eprintln!("regenerated {}", path.display());
        } else {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "generated schema files are missing or stale (the Rust wire types changed):\n  {}\n{REGENERATE}, \
         then review and commit the result",
        stale
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join("\n  "),
    );
}
