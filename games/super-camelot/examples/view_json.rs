//! Prints a seat's view of a fresh game as JSON, to show the wire shape.
//!
//! `cargo run -p super-camelot --example view_json`

use super_camelot::{Character, Config, Game, Seat, Viewer};

fn main() {
    let game =
        Game::new(Config::new(vec![Character::Arthur, Character::Kay]), 1).expect("valid config");
    let view = game.view(Viewer::Seat(Seat(0)));
    println!(
        "{}",
        serde_json::to_string_pretty(&view).unwrap_or_default()
    );
}
