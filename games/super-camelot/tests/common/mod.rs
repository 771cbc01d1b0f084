//! Helpers shared by the scenario tests.
#![allow(dead_code)]

use super_camelot::{Character, Event, Place, PublicEvent, Scenario, Square};

pub fn sq(row: u8, col: u8) -> Square {
    Square::new(row, col).unwrap()
}

pub fn at(row: u8, col: u8) -> Place {
    Place::Square(sq(row, col))
}

/// U01 in slot (1,1) with every token cleared, U02–U04 in the other initial slots, and a fixed stack.
pub fn blank(characters: &[Character]) -> Scenario {
    let mut s = placed(characters);
    for r in 6..12 {
        for c in 6..12 {
            s = s.clear(sq(r, c));
        }
    }
    s
}

/// The four initial tiles U01–U04 with their layouts, and the stack U05 first.
pub fn placed(characters: &[Character]) -> Scenario {
    Scenario::new(characters)
        .tile(1, 1, "U01")
        .tile(1, 2, "U02")
        .tile(2, 1, "U03")
        .tile(2, 2, "U04")
        .stack(&[
            "U05", "U06", "U07", "U08", "U09", "U10", "U11", "N1", "N2", "N3", "N4", "N5",
        ])
}

pub fn publics(events: &[Event]) -> Vec<PublicEvent> {
    events
        .iter()
        .filter_map(|e| e.public_part().cloned())
        .collect()
}

pub fn has(events: &[Event], wanted: impl Fn(&PublicEvent) -> bool) -> bool {
    events.iter().filter_map(Event::public_part).any(wanted)
}
