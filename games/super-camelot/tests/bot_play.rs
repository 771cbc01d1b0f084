//! The computer player wastes nothing: it never stops a Move before its first step (an Action spent on
//! nothing) and never ends its turn while it has an Action left and something else to do with it.

use super_camelot::bot::{self, Level};
use super_camelot::simulate::{Policy, choose_action};
use super_camelot::{Action, Character, Config, Game, Prompt, Seat};

fn game(seed: u64) -> Game {
    let n = Character::ALL.len() as u64;
    let characters = (0..4)
        .map(|i| Character::ALL[((seed + i) % n) as usize])
        .collect();
    Game::new(Config::new(characters), seed).expect("a valid set-up")
}

/// What a seat's answer wastes, if anything, given whether its current Move has taken no step yet.
fn waste(game: &Game, seat: Seat, fresh_move: bool, action: Action) -> Option<String> {
    let legal = game.legal_actions(seat);
    let prompt = game.pending_decision().map(|d| d.prompt);
    match (action, prompt) {
        (Action::StopMoving, Some(Prompt::ContinueMove { .. }))
            if fresh_move && legal.iter().any(|a| matches!(a, Action::Step { .. })) =>
        {
            Some(format!(
                "stopped a Move with no step taken (legal: {legal:?})"
            ))
        }
        (Action::EndTurn, Some(Prompt::TakeAction { actions_left }))
            if actions_left > 0 && legal.iter().any(|a| *a != Action::EndTurn) =>
        {
            Some(format!(
                "ended its turn with {actions_left} Action(s) left (legal: {legal:?})"
            ))
        }
        _ => None,
    }
}

/// Whether the Move under way has taken no step: set by a Move, cleared by a Step.
fn track(fresh: &mut bool, action: Action) {
    match action {
        Action::Move => *fresh = true,
        Action::Step { .. } | Action::StopMoving => *fresh = false,
        _ => {}
    }
}

#[test]
fn easy_bots_never_waste_an_action_or_a_turn_over_whole_games() {
    let mut decisions = 0u32;
    for seed in 0..12u64 {
        let mut g = game(seed);
        let mut fresh = false;
        let mut n = 0u64;
        while g.outcome().is_none() && n < 20_000 {
            n += 1;
            let seat = g.pending_decision().expect("someone decides").seat;
            let action = bot::choose(&g, seat, Level::Easy, seed * 100_000 + n)
                .expect("the decider gets an answer");
            decisions += 1;
            if let Some(why) = waste(&g, seat, fresh, action) {
                panic!("game {seed}, action {n}: seat {} {why}", seat.0);
            }
            track(&mut fresh, action);
            g.apply(seat, action).expect("bots play legal actions");
        }
        assert!(g.outcome().is_some(), "game {seed} stuck after {n} actions");
    }
    assert!(decisions > 1_000, "too few decisions checked: {decisions}");
}

/// Medium and Hard search, so whole games of them are slow in a test build: they are asked at the very
/// points where the greedy policy (which their rollouts and first candidate come from) wastes something.
#[test]
fn medium_and_hard_bots_take_a_step_and_use_their_actions_where_greedy_would_not() {
    let mut asked = [0u32; 2];
    let mut seed = 100u64;
    while asked.iter().any(|a| *a < 12) && seed < 200 {
        let mut g = game(seed);
        let mut fresh = false;
        let mut n = 0u64;
        while g.outcome().is_none() && n < 20_000 && asked.iter().any(|a| *a < 12) {
            n += 1;
            let (seat, greedy) =
                choose_action(&g, Policy::Greedy, seed * 100_000 + n).expect("someone decides");
            if waste(&g, seat, fresh, greedy).is_some() {
                for (i, level) in [Level::Medium, Level::Hard].into_iter().enumerate() {
                    if asked[i] >= 12 {
                        continue;
                    }
                    asked[i] += 1;
                    let answer = bot::choose(&g, seat, level, n).expect("the seat decides");
                    assert!(g.is_legal(seat, &answer), "{level:?} chose {answer:?}");
                    if let Some(why) = waste(&g, seat, fresh, answer) {
                        panic!("game {seed}, action {n}: {level:?} bot {why}");
                    }
                }
            }
            track(&mut fresh, greedy);
            g.apply(seat, greedy).expect("greedy plays legal actions");
        }
        seed += 1;
    }
    assert_eq!(asked, [12, 12], "too few wasteful points found");
}
