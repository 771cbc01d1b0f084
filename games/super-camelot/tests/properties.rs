//! Property tests over random play: legal actions are exactly what `apply` accepts, an error changes
//! nothing, tokens are conserved, Health stays 0–6, views leak no other wallet or hidden state, and a
//! step that may be taken back is taken back exactly.

use proptest::prelude::*;
use super_camelot::{
    Action, Arc, Character, Circle, Config, Game, Place, Seat, Square, StarUse, Viewer,
    tokens_conserved,
};

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(32)
}

fn arbitrary_action(k: u32) -> Action {
    let sq = Square::new((k % 24) as u8, ((k / 24) % 24) as u8).unwrap();
    let circle = Circle::ALL[(k % 4) as usize];
    let arc = Arc::ALL[(k % 4) as usize];
    match (k / 577) % 20 {
        0 => Action::PlaceOnCircle { circle },
        1 => Action::Move,
        2 => Action::Step {
            to: Place::Square(sq),
        },
        3 => Action::Step {
            to: Place::Circle(circle),
        },
        4 => Action::StopMoving,
        5 => Action::Attack { arc },
        6 => Action::Bomb { corner: sq },
        7 => Action::Bow { target: sq },
        8 => Action::OpenChest { chest: sq },
        9 => Action::PickUp { stack: sq },
        10 => Action::ClaimGrail,
        11 => Action::Dig,
        12 => Action::EndTurn,
        13 => Action::Reroll { die: (k % 4) as u8 },
        14 => Action::KeepRoll,
        15 => Action::ConvertStar {
            into: [StarUse::OneHit, StarUse::TwoHits, StarUse::Gem][(k % 3) as usize],
        },
        16 => Action::Kill { target: sq },
        17 => Action::DrawFor { square: sq },
        18 => Action::UndoStep,
        _ => Action::Surrender {
            treasure: (k % 3) as u8,
        },
    }
}

fn new_game(players: usize, seed: u64) -> Game {
    let characters: Vec<Character> = (0..players)
        .map(|i| Character::ALL[(i + seed as usize) % 6])
        .collect();
    Game::new(Config::new(characters), seed).unwrap()
}

fn check_views(game: &Game) {
    for s in 0..game.player_count() as u8 {
        let view = game.view(Viewer::Seat(Seat(s)));
        let json = serde_json::to_value(&view).unwrap();
        let players = json["players"].as_array().unwrap();
        for (i, p) in players.iter().enumerate() {
            if i != usize::from(s) && game.outcome().is_none() {
                assert!(p["gems"].is_null(), "seat {s} sees seat {i}'s gems");
                assert!(p["gems_to_goal"].is_null());
            }
        }
        // Action field names (e.g. `PickUp { stack }`) are vocabulary, not state: check the state only.
        let mut state = json.clone();
        state.as_object_mut().unwrap().remove("legal_actions");
        let text = state.to_string();
        for hidden in [
            "\"seed\"",
            "\"rng\"",
            "\"stack\"",
            "\"wallet\"",
            "\"draw\"",
            "\"discard\"",
            "\"layout\"",
        ] {
            assert!(!text.contains(hidden), "view contains {hidden}");
        }
    }
    let spectator = serde_json::to_value(game.view(Viewer::Spectator)).unwrap();
    if game.outcome().is_none() {
        assert!(
            spectator["players"]
                .as_array()
                .unwrap()
                .iter()
                .all(|p| p["gems"].is_null())
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_play_keeps_every_invariant(
        seed in any::<u64>(),
        players in 2usize..=4,
        choices in proptest::collection::vec(any::<u32>(), 200..500),
    ) {
        let mut game = new_game(players, seed);
        for (step, choice) in choices.into_iter().enumerate() {
            if game.outcome().is_some() {
                break;
            }
            let decision = game.pending_decision().expect("a game in progress always waits for someone");
            let seat = decision.seat;
            let legal = game.legal_actions(seat);
            prop_assert!(!legal.is_empty(), "no legal action for {seat:?} in {:?}", decision.prompt);
            // The timeout default is always a legal answer from the right seat.
            let default = game.default_action();
            prop_assert!(default.is_some_and(|(s, a)| s == seat && legal.contains(&a)), "bad default {default:?}");
            // Other seats have nothing legal and every action they send is rejected without effect.
            for other in 0..players as u8 {
                if Seat(other) != seat {
                    prop_assert!(game.legal_actions(Seat(other)).is_empty());
                    let before = game.clone();
                    prop_assert!(game.apply(Seat(other), legal[0]).is_err());
                    prop_assert!(game == before);
                }
            }
            // Every legal action is accepted.
            for a in &legal {
                let mut copy = game.clone();
                prop_assert!(copy.apply(seat, *a).is_ok(), "legal {a:?} rejected");
            }
            // Arbitrary actions: accepted iff listed; a rejection changes nothing.
            for k in 0..4u32 {
                let a = arbitrary_action(choice.wrapping_mul(2_654_435_761).wrapping_add(k * 7919));
                let before = game.clone();
                let listed = legal.contains(&a);
                prop_assert_eq!(game.is_legal(seat, &a), listed, "is_legal disagrees on {:?}", a);
                let mut copy = game.clone();
                let result = copy.apply(seat, a);
                prop_assert_eq!(result.is_ok(), listed, "apply disagrees on {:?}: {:?}", a, result);
                if result.is_err() {
                    prop_assert!(copy == before);
                }
            }
            let action = legal[choice as usize % legal.len()];
            let before = game.clone();
            let events = game.apply(seat, action).unwrap();
            // RULES.md SC26: a step offered to be taken back revealed nothing, and taking it back
            // gives the game exactly as it was before it, hidden state and RNG included.
            if matches!(action, Action::Step { .. }) && game.legal_actions(seat).contains(&Action::UndoStep) {
                prop_assert!(events.iter().all(|e| e.private_part().is_none()));
                let mut undone = game.clone();
                undone.apply(seat, Action::UndoStep).unwrap();
                prop_assert!(undone == before, "taking back {:?} did not restore the game", action);
            }
            prop_assert!(tokens_conserved(&game), "tokens not conserved after {action:?}");
            for s in 0..players as u8 {
                prop_assert!(game.health(Seat(s)) <= 6);
            }
            // Private events reach only their owner.
            for e in &events {
                if e.public_part().is_none() {
                    prop_assert!(e.for_viewer(Viewer::Spectator).is_none());
                }
            }
            if step % 25 == 0 {
                check_views(&game);
            }
        }
        check_views(&game);
    }

    #[test]
    fn the_same_seed_and_actions_replay_the_same_game(seed in any::<u64>(), choices in proptest::collection::vec(any::<u32>(), 50..120)) {
        let mut a = new_game(3, seed);
        let mut b = new_game(3, seed);
        for choice in choices {
            let Some(d) = a.pending_decision() else { break };
            let legal = a.legal_actions(d.seat);
            let action = legal[choice as usize % legal.len()];
            let ea = a.apply(d.seat, action).unwrap();
            let eb = b.apply(d.seat, action).unwrap();
            prop_assert_eq!(ea, eb);
        }
        prop_assert!(a == b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases().div_ceil(4)))]

    /// Greedy play reaches the late game (relics, chests, the Grail); check legality and invariants there too.
    #[test]
    fn greedy_play_to_the_end_keeps_every_invariant(seed in any::<u64>(), players in 2usize..=4) {
        use super_camelot::simulate::{Policy, choose_action};
        let mut game = new_game(players, seed);
        let mut step = 0u64;
        while game.outcome().is_none() && game.turn_number() < 400 {
            step += 1;
            let (seat, action) = choose_action(&game, Policy::Greedy, seed ^ step).expect("someone must act");
            prop_assert!(game.is_legal(seat, &action));
            let before = game.clone();
            for k in 0..2u32 {
                let a = arbitrary_action((step as u32).wrapping_mul(40_503).wrapping_add(k * 7919));
                if !game.is_legal(seat, &a) {
                    prop_assert!(game.apply(seat, a).is_err());
                    prop_assert!(game == before);
                }
            }
            game.apply(seat, action).unwrap();
            prop_assert!(tokens_conserved(&game));
            for s in 0..players as u8 {
                prop_assert!(game.health(Seat(s)) <= 6);
            }
        }
        check_views(&game);
    }
}
