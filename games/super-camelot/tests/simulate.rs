//! The simulation library: no legal action is ever rejected and no invariant breaks.

use super_camelot::simulate::{Policy, SimulateOptions, simulate};

#[test]
fn random_games_have_no_illegal_actions_or_violations() {
    let r = simulate(&SimulateOptions {
        players: 4,
        games: 6,
        seed: 1,
        max_turns: 120,
        policy: Policy::Random,
    });
    assert_eq!(r.illegal_action_errors, 0, "{r:?}");
    assert_eq!(r.invariant_violations, 0, "{r:?}");
    assert_eq!(r.finished + r.unfinished, r.games);
}

#[test]
fn greedy_games_have_no_illegal_actions_or_violations() {
    let r = simulate(&SimulateOptions {
        players: 3,
        games: 6,
        seed: 2,
        max_turns: 300,
        policy: Policy::Greedy,
    });
    assert_eq!(r.illegal_action_errors, 0, "{r:?}");
    assert_eq!(r.invariant_violations, 0, "{r:?}");
    println!("{r:?}");
}
