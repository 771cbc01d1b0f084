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

use protocol::{
    ClientMsg, CreateLobby, GameRecord, HttpError, LobbyInfo, MyGames, MyGamesQuery, NotifyBody,
    ServerMsg, Unsubscribe, Unsubscribed,
};
use schemars::JsonSchema;
use ts_rs::{TS, TypeVisitor};

const REGENERATE: &str = "run `ALBION_BLESS=1 cargo test -p protocol --test schema` to regenerate";

/// Which way a type goes over the wire, which decides what its schema promises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    /// What the server reads (`ClientMsg`, `CreateLobby`): the schema says what it accepts
    /// (a field with a default may be left out).
    ToServer,
    /// What the server writes (`ServerMsg` and the HTTP answers): the schema says what it sends.
    /// A field is required unless the server leaves it out when empty (`skip_serializing_if`),
    /// and such a field, when present, is never `null`.
    FromServer,
}

/// Every object lists all its fields and forbids any other (`additionalProperties: false`): the
/// server sends no field it does not document and reads none (the types `deny_unknown_fields`
/// where the server parses them; no type is `flatten`ed, so an object's properties are all of
/// it).
fn close_objects(schema: &mut schemars::Schema) {
    if let Some(object) = schema.as_object_mut()
        && object.contains_key("properties")
        && !object.contains_key("additionalProperties")
    {
        object.insert("additionalProperties".into(), false.into());
    }
}

/// In what the server writes, a field that may be absent is absent exactly when it is empty
/// (every `skip_serializing_if` of the wire types is `Option::is_none` or `Not::not`): when it is
/// there, it is not `null`.
fn absent_rather_than_null(schema: &mut schemars::Schema) {
    let Some(object) = schema.as_object_mut() else {
        return;
    };
    let required: Vec<String> = object
        .get("required")
        .and_then(|r| r.as_array())
        .map(|r| {
            r.iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let Some(properties) = object.get_mut("properties").and_then(|p| p.as_object_mut()) else {
        return;
    };
    for (name, property) in properties.iter_mut() {
        if required.contains(name) {
            continue;
        }
        let Some(property) = property.as_object_mut() else {
            continue;
        };
        // `"type": ["integer", "null"]`
        if let Some(types) = property.get_mut("type").and_then(|t| t.as_array_mut()) {
            types.retain(|t| t != "null");
            if types.len() == 1 {
                let only = types[0].clone();
                property.insert("type".into(), only);
            }
        }
        // `"anyOf": [{"$ref": …}, {"type": "null"}]`
        if let Some(any) = property.get_mut("anyOf").and_then(|a| a.as_array_mut()) {
            any.retain(|s| s.get("type").is_none_or(|t| t != "null"));
            if any.len() == 1 {
                let only = any.remove(0);
                property.remove("anyOf");
                if let Some(only) = only.as_object() {
                    for (k, v) in only {
                        property.insert(k.clone(), v.clone());
                    }
                }
            }
        }
    }
}

/// A JSON Schema of `T` as it goes `way`.
fn schema_value<T: JsonSchema>(way: Way) -> schemars::Schema {
    use schemars::generate::SchemaSettings;
    use schemars::transform::RecursiveTransform;
    let mut settings =
        SchemaSettings::draft2020_12().with_transform(RecursiveTransform(close_objects));
    if way == Way::FromServer {
        settings = settings
            .for_serialize()
            .with_transform(RecursiveTransform(absent_rather_than_null));
    }
    settings.into_generator().into_root_schema_for::<T>()
}

/// A pretty-printed JSON Schema of `T` as it goes `way`, with a trailing newline.
fn json_schema<T: JsonSchema>(way: Way) -> String {
    let mut text =
        serde_json::to_string_pretty(&schema_value::<T>(way)).expect("a schema serialises");
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
    decls.visit::<MyGamesQuery>();
    decls.visit::<MyGames>();
    decls.visit::<NotifyBody>();
    decls.visit::<Unsubscribe>();
    decls.visit::<Unsubscribed>();
    decls.visit::<HttpError>();
    let mut out = String::from(
        "// Albion wire types: every type of `ClientMsg`, `ServerMsg` and the HTTP bodies, in name order.\n\
         //\n\
         // GENERATED from the Rust types (crates `protocol`, `camelot`, `super-camelot`) by\n\
         // protocol/tests/schema.rs with ts-rs; do not edit by hand. To regenerate:\n\
         //     ALBION_BLESS=1 cargo test -p protocol --test schema\n",
    );
    out.push_str(&decls.text());
    out.push_str(&constants());
    out
}

/// `{\n  KEY: value,\n  ...\n} as const`: a TypeScript object literal of `(key, value)` pairs.
fn ts_object<K: std::fmt::Display, V: std::fmt::Display>(
    entries: impl IntoIterator<Item = (K, V)>,
) -> String {
    let mut out = String::from("{\n");
    for (key, value) in entries {
        writeln!(out, "  {key}: {value},").expect("writing to a String");
    }
    out.push_str("} as const");
    out
}

/// `[[a, b], [c, d]]`: pairs as a TypeScript array of two-number tuples.
fn ts_pairs<T: std::fmt::Display>(pairs: impl IntoIterator<Item = (T, T)>) -> String {
    let items: Vec<String> = pairs
        .into_iter()
        .map(|(a, b)| format!("[{a}, {b}]"))
        .collect();
    format!("[{}]", items.join(", "))
}

/// The numbers and tables a client needs besides the types, from the Rust constants and the
/// Super Camelot engine's own data (a client that copied them could drift): the protocol
/// version, the WebSocket close codes, the bounds of what a client may send, the Small
/// Treasures' Gem values, the sword arcs, the Bomb's block and the starting circles.
fn constants() -> String {
    use protocol::close;
    use super_camelot::{Arc, Circle, TreasureValueRule, data};
    let codes = [
        ("NORMAL", close::NORMAL),
        ("GOING_AWAY", close::GOING_AWAY),
        ("INVALID_DATA", close::INVALID_DATA),
        ("TOO_BIG", close::TOO_BIG),
        ("PROTOCOL_ERROR", close::PROTOCOL_ERROR),
        ("UNSUPPORTED_VERSION", close::UNSUPPORTED_VERSION),
        ("TOO_SLOW", close::TOO_SLOW),
        ("RATE_LIMITED", close::RATE_LIMITED),
        ("KICKED", close::KICKED),
        ("LOBBY_CLOSED", close::LOBBY_CLOSED),
        ("REPLACED", close::REPLACED),
        ("IDLE", close::IDLE),
    ];
    let arcs = |greatsword: bool| {
        ts_object(
            Arc::ALL
                .iter()
                .map(|arc| (format!("{arc:?}"), ts_pairs(arc.offsets(greatsword)))),
        )
    };
    let constants: Vec<(&str, &str, String)> = vec![
        (
            "The protocol version this file describes (`hello.protocol`).",
            "PROTOCOL_VERSION",
            protocol::PROTOCOL_VERSION.to_string(),
        ),
        (
            "The WebSocket close codes the server uses (PROTOCOL.md, close codes).",
            "CLOSE",
            ts_object(codes),
        ),
        (
            "The longest chat line accepted, in characters.",
            "MAX_CHAT_CHARS",
            protocol::MAX_CHAT_CHARS.to_string(),
        ),
        (
            "The longest display name accepted, in characters.",
            "MAX_NAME_CHARS",
            protocol::MAX_NAME_CHARS.to_string(),
        ),
        (
            "The longest base time of a Camelot clock, in seconds.",
            "MAX_BASE_SECS",
            protocol::MAX_BASE_SECS.to_string(),
        ),
        (
            "The largest increment of a Camelot clock, in seconds.",
            "MAX_INCREMENT_SECS",
            protocol::MAX_INCREMENT_SECS.to_string(),
        ),
        (
            "The shortest Super Camelot turn limit, in seconds.",
            "MIN_TURN_SECS",
            protocol::MIN_TURN_SECS.to_string(),
        ),
        (
            "The longest Super Camelot turn limit, in seconds.",
            "MAX_TURN_SECS",
            protocol::MAX_TURN_SECS.to_string(),
        ),
        (
            "The fewest days per move or turn of a correspondence game.",
            "MIN_DAYS",
            protocol::MIN_DAYS.to_string(),
        ),
        (
            "The most days per move or turn of a correspondence game.",
            "MAX_DAYS",
            protocol::MAX_DAYS.to_string(),
        ),
        (
            "The most seats one `POST /api/my-games` asks about.",
            "MAX_MY_GAMES",
            protocol::MAX_MY_GAMES.to_string(),
        ),
        (
            "Super Camelot: the Gems each Small Treasure is worth face up (ruling T1, the standard values).",
            "TREASURE_GEMS",
            ts_object(data::SMALL_TREASURE_DECK.iter().map(|(t, _)| {
                (
                    format!("{t:?}"),
                    data::treasure_value_for(*t, TreasureValueRule::Standard),
                )
            })),
        ),
        (
            "Super Camelot: the `[row, column]` offsets of each sword arc's 3 squares, clockwise (only those on the attacker's own tile are hit).",
            "ARC_OFFSETS",
            arcs(false),
        ),
        (
            "Super Camelot: the 5 squares of each arc with the Greatsword (ruling SC12), as `[row, column]` offsets, clockwise.",
            "GREATSWORD_ARC_OFFSETS",
            arcs(true),
        ),
        (
            "Super Camelot: the side of a Bomb's square block, in squares, from its north-west corner.",
            "BOMB_BLOCK",
            data::BOMB_BLOCK.to_string(),
        ),
        (
            "Super Camelot: the four squares each starting circle touches, as `[row, column]` (ruling G4).",
            "CIRCLE_SQUARES",
            ts_object(
                Circle::ALL
                    .iter()
                    .map(|c| (format!("{c:?}"), ts_pairs(data::circle_squares(*c)))),
            ),
        ),
    ];
    let mut out = String::new();
    for (doc, name, value) in constants {
        write!(out, "\n/** {doc} */\nexport const {name} = {value};\n")
            .expect("writing to a String");
    }
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
        (
            "schema/client-msg.schema.json",
            json_schema::<ClientMsg>(Way::ToServer),
        ),
        (
            "schema/server-msg.schema.json",
            json_schema::<ServerMsg>(Way::FromServer),
        ),
        (
            "schema/http-create-lobby.schema.json",
            json_schema::<CreateLobby>(Way::ToServer),
        ),
        (
            "schema/http-lobby-info.schema.json",
            json_schema::<LobbyInfo>(Way::FromServer),
        ),
        (
            "schema/http-lobby-list.schema.json",
            json_schema::<Vec<LobbyInfo>>(Way::FromServer),
        ),
        (
            "schema/http-game-record.schema.json",
            json_schema::<GameRecord>(Way::FromServer),
        ),
        (
            "schema/http-my-games-query.schema.json",
            json_schema::<MyGamesQuery>(Way::ToServer),
        ),
        (
            "schema/http-my-games.schema.json",
            json_schema::<MyGames>(Way::FromServer),
        ),
        (
            "schema/http-unsubscribe.schema.json",
            json_schema::<Unsubscribe>(Way::ToServer),
        ),
        (
            "schema/http-unsubscribed.schema.json",
            json_schema::<Unsubscribed>(Way::FromServer),
        ),
        (
            "schema/notify-body.schema.json",
            json_schema::<NotifyBody>(Way::FromServer),
        ),
        (
            "schema/http-error.schema.json",
            json_schema::<HttpError>(Way::FromServer),
        ),
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

/// Every object schema of every generated file, with where it is.
fn objects(schema: &serde_json::Value, at: &str, out: &mut Vec<(String, serde_json::Value)>) {
    match schema {
        serde_json::Value::Object(map) => {
            if map.contains_key("properties") {
                out.push((at.to_owned(), schema.clone()));
            }
            for (k, v) in map {
                objects(v, &format!("{at}/{k}"), out);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                objects(v, &format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

fn generated_schemas() -> Vec<(&'static str, serde_json::Value)> {
    generated()
        .into_iter()
        .filter(|(path, _)| path.ends_with(".json"))
        .map(|(path, text)| (path, serde_json::from_str(&text).expect("a schema is JSON")))
        .collect()
}

/// No object of the wire takes a field it does not list: the engines' types included.
#[test]
fn every_object_forbids_extra_fields() {
    for (path, schema) in generated_schemas() {
        let mut found = Vec::new();
        objects(&schema, "", &mut found);
        assert!(!found.is_empty(), "{path} has objects");
        for (at, object) in found {
            assert_eq!(
                object["additionalProperties"],
                serde_json::Value::Bool(false),
                "{path}{at} must forbid fields it does not list"
            );
        }
    }
}

/// What the server writes: a field that may be absent is never `null` when present, and what
/// is always sent is required (`clock` in every game view, `seat` in `welcome`).
#[test]
fn what_the_server_sends_is_required_or_absent_never_null_when_optional() {
    for (path, schema) in generated_schemas() {
        if path.contains("client-msg") || path.contains("create-lobby") {
            continue;
        }
        let mut found = Vec::new();
        objects(&schema, "", &mut found);
        for (at, object) in found {
            let required: Vec<&str> = object["required"]
                .as_array()
                .map(|r| r.iter().filter_map(|v| v.as_str()).collect())
                .unwrap_or_default();
            for (name, property) in object["properties"].as_object().unwrap() {
                if required.contains(&name.as_str()) {
                    continue;
                }
                let text = property.to_string();
                assert!(
                    !text.contains(r#""null""#) || property.get("properties").is_some(),
                    "{path}{at}: `{name}` is left out when empty, so it is never null: {text}"
                );
            }
        }
    }
    let server: serde_json::Value =
        serde_json::from_str(&json_schema::<ServerMsg>(Way::FromServer)).unwrap();
    for view in server["$defs"]["GameView"]["oneOf"].as_array().unwrap() {
        assert!(
            view["required"]
                .as_array()
                .unwrap()
                .contains(&serde_json::json!("clock")),
            "a game view always carries its clock: {view}"
        );
    }
}
