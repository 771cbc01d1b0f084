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

#[test]
fn a_full_game_is_playable_from_setup_to_a_winner() {
    use super_camelot::simulate::choose_action;
    use super_camelot::{Character, Config, Game};
    for seed in 0..5 {
        let characters = vec![
            Character::Arthur,
            Character::Gwenivere,
            Character::Kay,
            Character::Merlin,
        ];
        let mut game = Game::new(Config::new(characters), seed).unwrap();
        let mut n = 0;
        while game.outcome().is_none() {
            n += 1;
            assert!(n < 50_000, "seed {seed} did not finish");
            let (seat, action) =
                choose_action(&game, Policy::Greedy, seed * 1_000_003 + n).unwrap();
            game.apply(seat, action).unwrap();
        }
        assert!(
            game.apply(
                game.outcome().unwrap().winner,
                super_camelot::Action::EndTurn
            )
            .is_err()
        );
    }
}

#[test]
fn replaying_the_action_log_rebuilds_the_same_game() {
    use super_camelot::simulate::choose_action;
    use super_camelot::{Action, Character, Config, Game, ReplayError, RuleError, Seat};
    let config = Config::new(vec![
        Character::Percival,
        Character::Merlin,
        Character::Lancelot,
    ]);
    let mut game = Game::new(config.clone(), 99).unwrap();
    let mut log = Vec::new();
    for n in 0..400 {
        let Some((seat, action)) = choose_action(&game, Policy::Greedy, n) else {
            break;
        };
        game.apply(seat, action).unwrap();
        log.push((seat, action));
    }
    assert_eq!(Game::replay(config.clone(), 99, &log).unwrap(), game);
    let mut bad = log.clone();
    bad.insert(3, (Seat(3), Action::EndTurn));
    assert_eq!(
        Game::replay(config, 99, &bad),
        Err(ReplayError::Action {
            index: 3,
            error: RuleError::UnknownSeat(Seat(3))
        })
    );
}
