//! Runs the simulation library and prints the JSON report (the same report `albion rules super-camelot
//! simulate` prints).
//!
//! `cargo run --release -p super-camelot --example simulate -- [players] [games] [seed] [max_turns] [random|greedy]`

use super_camelot::simulate::{Policy, SimulateOptions, simulate};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let options = SimulateOptions {
        players: num(0, 4) as usize,
        games: num(1, 1000) as u32,
        seed: num(2, 0),
        max_turns: num(3, 500) as u32,
        policy: if args.get(4).map(String::as_str) == Some("greedy") {
            Policy::Greedy
        } else {
            Policy::Random
        },
    };
    let report = simulate(&options);
    println!("{}", serde_json::to_string(&report).unwrap_or_default());
}
