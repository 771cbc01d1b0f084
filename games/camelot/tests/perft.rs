//! Perft golden values (`tests/perft.txt`): leaf nodes `depth` plies deep, counting distinct
//! outcomes (ruling D15) at every node.

use camelot::{Position, Ruleset};

#[test]
fn perft_golden_values() {
    let mut checked = 0;
    for line in include_str!("perft.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.splitn(4, ' ');
        let mut next = || {
            fields
                .next()
                .unwrap_or_else(|| panic!("short line: {line}"))
        };
        let ruleset: Ruleset = next().parse().expect("ruleset");
        let depth: u32 = next().parse().expect("depth");
        let nodes: u64 = next().parse().expect("nodes");
        let position: Position = next().parse().expect("position");
        assert_eq!(
            position.perft(ruleset, depth),
            nodes,
            "perft {depth} ({ruleset}) of {position}"
        );
        checked += 1;
    }
    assert_eq!(checked, 33);
}

#[test]
fn start_position_has_100_moves() {
    assert_eq!(Position::start().perft(Ruleset::Standard, 1), 100);
    assert_eq!(Position::start().count_legal_moves(Ruleset::Wcf), 100);
}
