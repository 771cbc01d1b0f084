//! How a [`Square`] and a [`Place`] are written in JSON: by name, as the rules, the log and the
//! players name them (`"L10"`, `"North"`), not as objects of coordinates.
//!
//! A square is named on nearly every line a game sends (each event, each change to the board,
//! each legal action), so its form is most of what a Super Camelot update weighs:
//! `{"Square":{"col":11,"row":9}}` is 29 bytes where `"L10"` is 5.
//!
//! What is read is strict (anything else is refused), and the older forms, which games stored
//! before protocol 13 hold in their action logs, are still read: a square as `{"row":9,"col":11}`
//! (exactly those two fields) and a place as `{"Square":…}` or `{"Circle":"North"}` (exactly one
//! of them). What is written is always the name.

use core::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::geometry::{Circle, Place, Square};

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SquareVisitor)
    }
}

/// The fields of a square's older form.
#[derive(serde::Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum SquareField {
    Row,
    Col,
}

struct SquareVisitor;

impl<'de> Visitor<'de> for SquareVisitor {
    type Value = Square;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a square of the forest by name, such as \"L10\"")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Square, E> {
        text.parse().map_err(E::custom)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Square, A::Error> {
        let (mut row, mut col) = (None, None);
        while let Some(field) = map.next_key()? {
            let (slot, name) = match field {
                SquareField::Row => (&mut row, "row"),
                SquareField::Col => (&mut col, "col"),
            };
            if slot.is_some() {
                return Err(de::Error::duplicate_field(name));
            }
            *slot = Some(map.next_value::<u8>()?);
        }
        let row = row.ok_or_else(|| de::Error::missing_field("row"))?;
        let col = col.ok_or_else(|| de::Error::missing_field("col"))?;
        Square::new(row, col).ok_or_else(|| {
            de::Error::custom(format_args!("row {row}, column {col} is not in the forest"))
        })
    }
}

impl Serialize for Place {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Circle(circle) => circle.serialize(serializer),
            Self::Square(square) => square.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Place {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(PlaceVisitor)
    }
}

/// The one key of a place's older form.
#[derive(serde::Deserialize)]
#[serde(field_identifier)]
enum PlaceKey {
    Circle,
    Square,
}

struct PlaceVisitor;

impl<'de> Visitor<'de> for PlaceVisitor {
    type Value = Place;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a starting circle (North, East, South or West) or a square such as \"L10\"")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Place, E> {
        Ok(match text {
            "North" => Place::Circle(Circle::North),
            "East" => Place::Circle(Circle::East),
            "South" => Place::Circle(Circle::South),
            "West" => Place::Circle(Circle::West),
            _ => Place::Square(text.parse().map_err(|_| {
                E::custom(format_args!(
                    "{text:?} names no starting circle (North, East, South or West) and no square \
                     of the forest (such as L10)"
                ))
            })?),
        })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Place, A::Error> {
        let place = match map.next_key()? {
            Some(PlaceKey::Circle) => Place::Circle(map.next_value()?),
            Some(PlaceKey::Square) => Place::Square(map.next_value()?),
            None => return Err(de::Error::invalid_length(0, &self)),
        };
        if map.next_key::<PlaceKey>()?.is_some() {
            return Err(de::Error::custom("a place is one circle or one square"));
        }
        Ok(place)
    }
}

/// A square's name: a column letter A to X, then a row 1 to 24.
#[cfg(feature = "schema")]
const SQUARE_PATTERN: &str = "^[A-X]([1-9]|1[0-9]|2[0-4])$";

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Square {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Square".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A square of the forest by name: its column letter (A to X, west to \
                east), then its row from 1 (north to south). `L10` is row index 9, column index 11.",
            "type": "string",
            "pattern": SQUARE_PATTERN,
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Place {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Place".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let circle = generator.subschema_for::<Circle>();
        let square = generator.subschema_for::<Square>();
        schemars::json_schema!({
            "description": "Where a Character stands: a starting circle (on no Map Tile), or a \
                square of the forest.",
            "anyOf": [circle, square],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sq(row: u8, col: u8) -> Square {
        Square::new(row, col).unwrap()
    }

    #[test]
    fn squares_and_places_are_written_by_name() {
        assert_eq!(json!(sq(9, 11)), json!("L10"));
        assert_eq!(json!(sq(0, 0)), json!("A1"));
        assert_eq!(json!(sq(23, 23)), json!("X24"));
        assert_eq!(json!(Place::Square(sq(9, 11))), json!("L10"));
        assert_eq!(json!(Place::Circle(Circle::North)), json!("North"));
        assert_eq!(serde_json::to_string(&sq(9, 11)).unwrap(), r#""L10""#);
    }

    #[test]
    fn every_square_and_place_reads_back() {
        for row in 0..24 {
            for col in 0..24 {
                let s = sq(row, col);
                let back: Square = serde_json::from_value(json!(s)).unwrap();
                assert_eq!(back, s);
                assert_eq!(s.to_string().parse::<Square>().unwrap(), s);
                let p: Place = serde_json::from_value(json!(Place::Square(s))).unwrap();
                assert_eq!(p, Place::Square(s));
            }
        }
        for c in Circle::ALL {
            let p: Place = serde_json::from_value(json!(Place::Circle(c))).unwrap();
            assert_eq!(p, Place::Circle(c));
        }
    }

    #[test]
    fn the_older_forms_are_still_read() {
        let s: Square = serde_json::from_value(json!({"row": 9, "col": 11})).unwrap();
        assert_eq!(s, sq(9, 11));
        let p: Place = serde_json::from_value(json!({"Square": {"col": 11, "row": 9}})).unwrap();
        assert_eq!(p, Place::Square(sq(9, 11)));
        let p: Place = serde_json::from_value(json!({"Square": "L10"})).unwrap();
        assert_eq!(p, Place::Square(sq(9, 11)));
        let p: Place = serde_json::from_value(json!({"Circle": "West"})).unwrap();
        assert_eq!(p, Place::Circle(Circle::West));
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in [
            json!("l10"),
            json!("L010"),
            json!("L0"),
            json!("L25"),
            json!("Y1"),
            json!("L"),
            json!("10"),
            json!(" L10"),
            json!("L10 "),
            json!("L+1"),
            json!(""),
            json!("North"),
            json!(7),
            json!(null),
            json!([9, 11]),
            json!({"row": 9}),
            json!({"row": 9, "col": 11, "junk": 1}),
            json!({"row": 24, "col": 0}),
            json!({"row": -1, "col": 0}),
        ] {
            assert!(
                serde_json::from_value::<Square>(bad.clone()).is_err(),
                "{bad} is not a square"
            );
        }
        for bad in [
            json!("north"),
            json!("Centre"),
            json!("L25"),
            json!({}),
            json!({"Square": "L10", "Circle": "North"}),
            json!({"Circle": "Nowhere"}),
            json!({"Square": {"row": 9, "col": 11, "junk": true}}),
            json!({"Elsewhere": "L10"}),
            json!(3),
        ] {
            assert!(
                serde_json::from_value::<Place>(bad.clone()).is_err(),
                "{bad} is not a place"
            );
        }
        let twice = serde_json::from_str::<Square>(r#"{"row":9,"row":9,"col":11}"#);
        assert!(twice.is_err(), "a field given twice is refused");
        // Refusals say what was wrong.
        let e = serde_json::from_str::<Square>(r#""Z99""#).unwrap_err();
        assert!(e.to_string().contains("names no square"), "{e}");
    }
}
