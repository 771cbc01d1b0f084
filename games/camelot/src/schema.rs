//! JSON Schema and TypeScript descriptions of the types whose serde form is hand-written: each
//! travels as a string in the project's notation, so each is described as a string.

use std::borrow::Cow;

use crate::moves::Move;
use crate::position::Position;
use crate::square::Square;

/// Implements `schemars::JsonSchema` and `ts_rs::TS` for a type serialised as a string.
macro_rules! string_schema {
    ($ty:ty, $name:literal, $doc:literal $(, pattern = $pattern:literal)?) => {
        impl schemars::JsonSchema for $ty {
            fn schema_name() -> Cow<'static, str> {
                Cow::Borrowed($name)
            }

            fn schema_id() -> Cow<'static, str> {
                Cow::Borrowed(concat!("camelot::", $name))
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({
                    "type": "string",
                    "description": $doc,
                    $("pattern": $pattern,)?
                })
            }
        }

        impl ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn docs() -> Option<String> {
                Some(format!("/**\n * {}\n */\n", $doc))
            }

            fn name(_: &ts_rs::Config) -> String {
                $name.to_owned()
            }

            fn inline(_: &ts_rs::Config) -> String {
                "string".to_owned()
            }

            fn decl(_: &ts_rs::Config) -> String {
                concat!("type ", $name, " = string;").to_owned()
            }

            fn decl_concrete(cfg: &ts_rs::Config) -> String {
                <Self as ts_rs::TS>::decl(cfg)
            }

            fn output_path() -> Option<std::path::PathBuf> {
                Some(std::path::PathBuf::from(concat!($name, ".ts")))
            }
        }
    };
}

string_schema!(
    Move,
    "Move",
    "A Camelot move in WCF notation: the starting square, then each step, `-` before a plain move or canter and `x` before a jump, e.g. `E6-E5` or `H4xJ4xL6` (read in either case; written in capitals with a lowercase `x`).",
    pattern = "^[A-La-l](1[0-6]|[1-9])([-xX][A-La-l](1[0-6]|[1-9]))+$"
);

string_schema!(
    Square,
    "CamelotSquare",
    "A square of the Camelot board: a file `A`–`L` and a rank `1`–`16`, e.g. `F1` or `L13`.",
    pattern = "^[A-La-l](1[0-6]|[1-9])$"
);

string_schema!(
    Position,
    "Position",
    "A Camelot position in the six-field notation: the 16 ranks from rank 16 down, separated by `/` (a digit run counts empty squares, `N`/`M` White Knight/Man, `n`/`m` Black), then the side to move (`w` or `b`), White's and Black's castle moves, the plies without progress, and the move number."
);
