//! Resignation (RULES.md SC19–SC22): a seat leaves alone, the others play on, the last one standing
//! wins, and a game ended that way looks like any other ended game.

mod common;

use common::{at, blank, has, sq};
use super_camelot::{
    Action, Character, EnemyKind, Face, Object, Prompt, PublicEvent, RuleError, Seat, Square,
    Treasure, TreasureState, Viewer, WinKind, tokens_conserved,
};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
const C: Seat = Seat(2);
use Character::{Gwenivere, Kay, Lancelot, Merlin};

/// A stands at (7,7) walled in by Rocks, so no Enemy can reach it and they go for the others.
fn walled_in(s: super_camelot::Scenario) -> super_camelot::Scenario {
    s.at(A, at(7, 7))
        .object(sq(6, 7), Object::Rock)
        .object(sq(7, 6), Object::Rock)
        .object(sq(8, 7), Object::Rock)
        .object(sq(7, 8), Object::Rock)
}

#[test]
fn a_resigned_seat_leaves_alone_and_the_others_play_on() {
    let mut game = blank(&[Kay, Merlin, Lancelot])
        .at(A, at(9, 8))
        .at(B, at(9, 10))
        .at(C, at(8, 8))
        .treasure(B, Treasure::Magnet)
        .build()
        .unwrap();
    let supply = game.view(Viewer::Spectator).supply;
    let events = game.resign(B).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::Resigned { seat } if *seat == B)
    ));
    assert_eq!(game.outcome(), None, "two seats are still playing");
    let view = game.view(Viewer::Spectator);
    let b = &view.players[1];
    assert!(b.resigned);
    assert_eq!(b.place, None, "the Character left the board");
    assert_eq!((b.bombs, b.small_keys), (0, 0));
    assert!(b.treasures.is_empty(), "face-up Small Treasures left play");
    assert_eq!(
        view.supply.bombs,
        supply.bombs + 1,
        "Merlin's Bomb went back to the supply"
    );
    assert!(tokens_conserved(&game));
    // B may no longer act or resign again; A plays on and the turn passes B by.
    assert_eq!(game.apply(B, Action::EndTurn), Err(RuleError::Resigned(B)));
    assert!(game.legal_actions(B).is_empty());
    assert_eq!(game.resign(B), Err(RuleError::Resigned(B)));
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(game.active_seat(), C);
    game.apply(C, Action::EndTurn).unwrap();
    assert_eq!(game.active_seat(), A);
}

#[test]
fn the_active_seat_resigning_mid_move_ends_its_turn_without_an_enemy_turn() {
    let mut game = blank(&[Kay, Gwenivere, Lancelot])
        .at(A, at(9, 8))
        .at(B, at(9, 14))
        .at(C, at(8, 14))
        .enemy(sq(10, 10), EnemyKind::DarkKnight)
        .build()
        .unwrap();
    let keys = game.view(Viewer::Spectator).supply.small_keys;
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    let events = game.resign(A).unwrap();
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::EnemyActivated { .. }
    )));
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::TileDepopulated { slot } if *slot == sq(9, 9).slot()
    )));
    assert_eq!(game.active_seat(), B);
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 3 }
    );
    assert_eq!(
        game.view(Viewer::Spectator).supply.small_keys,
        keys + 1,
        "Kay's Small Key went back to the supply"
    );
    assert!(tokens_conserved(&game));
}

#[test]
fn a_theft_waiting_for_a_resigned_victim_is_dropped_and_the_enemy_turn_goes_on() {
    let mut game = walled_in(blank(&[Kay, Gwenivere, Lancelot]))
        .at(B, at(9, 9))
        .at(C, at(9, 14))
        .treasure(B, Treasure::Magnet)
        .treasure(B, Treasure::Shovel)
        .enemy(sq(10, 9), EnemyKind::Mimic)
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    let decision = game.pending_decision().unwrap();
    assert_eq!(decision.seat, B);
    assert!(matches!(
        decision.prompt,
        Prompt::ChooseStolenTreasure { .. }
    ));
    let events = game.resign(B).unwrap();
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::TreasureStolen { .. } | PublicEvent::Damaged { .. }
    )));
    // The Enemy Turn ended; the next seat standing is C.
    assert_eq!(game.active_seat(), C);
    assert_eq!(game.pending_decision().unwrap().seat, C);
    assert!(game.default_action().is_some_and(|(s, _)| s == C));
}

#[test]
fn a_stolen_card_of_a_resigned_seat_goes_to_whoever_kills_its_mimic() {
    let mut game = walled_in(blank(&[Kay, Gwenivere, Lancelot]))
        .at(B, at(9, 9))
        .at(C, at(8, 10))
        .treasure(B, Treasure::Greatsword)
        .enemy(sq(10, 9), EnemyKind::Mimic)
        .dice(&[Face::Blank, Face::OneHit, Face::Blank, Face::Blank])
        .build()
        .unwrap();
    // The Mimic goes for the nearer of B and C (B), steals the only card (SC14) and bites.
    game.apply(A, Action::EndTurn).unwrap();
    let b = &game.view(Viewer::Spectator).players[1];
    assert!(matches!(b.treasures[0].state, TreasureState::Stolen(_)));
    assert_eq!(game.active_seat(), B);
    game.resign(B).unwrap();
    let b = &game.view(Viewer::Spectator).players[1];
    assert_eq!(
        b.treasures.len(),
        1,
        "the face-down card stays under its Mimic"
    );
    // C kills the Mimic, now alone on (9,9), and gets the card face-up (rulebook).
    assert_eq!(game.active_seat(), C);
    game.apply(
        C,
        Action::Attack {
            arc: super_camelot::Arc::SouthWest,
        },
    )
    .unwrap();
    let view = game.view(Viewer::Spectator);
    assert!(view.players[1].treasures.is_empty());
    assert_eq!(view.players[2].treasures.len(), 1);
    assert_eq!(view.players[2].treasures[0].treasure, Treasure::Greatsword);
    assert_eq!(view.players[2].treasures[0].state, TreasureState::FaceUp);
}

#[test]
fn an_enemy_choice_between_a_resigned_seat_and_another_is_made_again_without_it() {
    let mut game = walled_in(blank(&[Kay, Gwenivere, Lancelot]))
        .at(B, at(9, 8))
        .at(C, at(9, 10))
        .enemy(sq(10, 9), EnemyKind::DarkKnight)
        .dice(&[Face::Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ChooseTarget {
            enemy: sq(10, 9),
            options: vec![B, C]
        }
    );
    game.resign(B).unwrap();
    // The Dark Knight activates again: C is the only target; it asks where to stop next to C.
    let decision = game.pending_decision().unwrap();
    assert_eq!(decision.seat, A);
    let Prompt::ChooseKnightSquare { options, .. } = decision.prompt else {
        panic!("expected the end-square choice, got {:?}", decision.prompt);
    };
    assert!(options.iter().all(|s: &Square| s.distance(sq(9, 10)) == 1));
    game.apply(A, Action::KnightTo { square: options[0] })
        .unwrap();
    assert_eq!(game.health(C), 3, "the Dark Knight hit C for 3");
    assert_eq!(game.active_seat(), C);
}

#[test]
fn the_last_one_standing_wins_and_the_game_looks_ended() {
    let mut game = blank(&[Kay, Gwenivere, Lancelot])
        .at(A, at(9, 8))
        .at(B, at(9, 10))
        .at(C, at(8, 8))
        .wallet(B, 7)
        .build()
        .unwrap();
    game.resign(C).unwrap();
    assert_eq!(game.outcome(), None);
    let events = game.resign(A).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.by), (B, WinKind::Resignation));
    assert!(has(&events, |e| matches!(e, PublicEvent::GameOver { .. })));
    assert_eq!(game.pending_decision(), None);
    assert_eq!(game.default_action(), None);
    for viewer in [
        Viewer::Seat(A),
        Viewer::Seat(B),
        Viewer::Seat(C),
        Viewer::Spectator,
    ] {
        let view = game.view(viewer);
        assert_eq!(view.pending, None);
        assert!(view.legal_actions.is_empty());
        assert_eq!(view.outcome, Some(outcome));
        assert!(view.revealed.is_some(), "the hidden state is revealed");
        assert!(
            view.players.iter().all(|p| p.gems.is_some()),
            "every wallet is shown"
        );
        assert_eq!(view.players[1].gems, Some(7));
    }
    assert_eq!(game.resign(B), Err(RuleError::GameOver));
    assert_eq!(game.apply(B, Action::EndTurn), Err(RuleError::GameOver));
}

#[test]
fn in_a_game_of_two_resigning_ends_it_at_once() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(9, 10))
        .build()
        .unwrap();
    game.resign(A).unwrap();
    assert_eq!(
        game.outcome().map(|o| (o.winner, o.by)),
        Some((B, WinKind::Resignation))
    );
    assert!(game.view(Viewer::Seat(B)).legal_actions.is_empty());
}

#[test]
fn random_games_with_resignations_stay_consistent_and_end_with_the_last_one_standing() {
    use super_camelot::simulate::{Policy, choose_action};
    use super_camelot::{Character::Arthur, Config, Game};
    for seed in 0..12u64 {
        let characters = vec![Arthur, Gwenivere, Kay, Merlin][..3 + (seed as usize % 2)].to_vec();
        let mut game = Game::new(Config::new(characters), seed).unwrap();
        let n = game.player_count() as u8;
        // Seat k resigns after 40·(k+1) + seed actions; the last seat never does.
        let mut resign_at: Vec<(usize, Seat)> = (0..n - 1)
            .map(|k| {
                (
                    40 * (usize::from(k) + 1) + seed as usize,
                    Seat((k + seed as u8) % n),
                )
            })
            .collect();
        let mut step = 0usize;
        while game.outcome().is_none() && step < 5_000 {
            step += 1;
            if let Some(i) = resign_at.iter().position(|(at, _)| *at == step) {
                let (_, seat) = resign_at.remove(i);
                game.resign(seat).unwrap();
            } else {
                let (seat, action) = choose_action(&game, Policy::Random, seed ^ step as u64)
                    .expect("a running game has a decision");
                game.apply(seat, action).unwrap();
            }
            assert!(tokens_conserved(&game), "seed {seed} step {step}");
            if let Some(d) = game.pending_decision() {
                assert!(!game.has_resigned(d.seat), "seed {seed} step {step}");
                assert!(!game.has_resigned(game.active_seat()));
            }
            for s in 0..n {
                if game.has_resigned(Seat(s)) {
                    assert!(game.legal_actions(Seat(s)).is_empty());
                    assert_eq!(game.place(Seat(s)), None);
                }
            }
        }
        if resign_at.is_empty() || game.outcome().is_some() {
            let outcome = game.outcome().expect("the last one standing wins");
            assert!(!game.has_resigned(outcome.winner));
        }
    }
}
