//! RULES.md SC26: taking back a step that revealed nothing.

mod common;

use common::{at, blank, placed, publics, sq};
use super_camelot::{
    Action, Character, Circle, Game, Item, Lang, Place, Prompt, PublicEvent, RuleError, Seat,
    Viewer, words,
};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
use Character::{Arthur, Kay};

/// A two-player game in which Arthur (seat A), standing on `place` of an empty forest, has just
/// begun a Move.
fn moving_from(place: Place) -> Game {
    let mut game = blank(&[Arthur, Kay]).at(A, place).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    game
}

fn name(seat: Seat) -> String {
    ["Ann", "Bob"][usize::from(seat.0)].to_owned()
}

#[test]
fn a_quiet_step_is_taken_back_and_the_game_is_as_it_was() {
    let mut game = moving_from(at(9, 8));
    let before = game.clone();
    assert!(!game.legal_actions(A).contains(&Action::UndoStep));
    assert_eq!(game.view(Viewer::Seat(B)).step_back, None);

    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    assert!(game.legal_actions(A).contains(&Action::UndoStep));
    // Everyone saw the step, so everyone may know where it can be taken back to.
    for viewer in [Viewer::Seat(A), Viewer::Seat(B), Viewer::Spectator] {
        assert_eq!(game.view(viewer).step_back, Some(at(9, 8)));
    }
    let view = game.view(Viewer::Seat(A));
    assert_eq!(
        words::choice(Lang::En, &Action::UndoStep, &view, &name),
        "Take back the step to J10 (back to I10)"
    );

    let events = game.apply(A, Action::UndoStep).unwrap();
    assert_eq!(
        publics(&events),
        [PublicEvent::StepUndone {
            seat: A,
            from: at(9, 9),
            to: at(9, 8),
        }]
    );
    assert!(game == before, "the game is exactly as before the step");
    let line = words::event(
        Lang::En,
        &events[0].for_viewer(Viewer::Spectator).unwrap(),
        &name,
    );
    assert_eq!(
        line,
        "Ann takes back the step to J10 and stands on I10 again"
    );
}

#[test]
fn steps_are_taken_back_one_by_one_even_after_the_move_ended() {
    let mut game = moving_from(at(9, 8));
    let moving = game.clone();
    let path = [at(9, 9), at(9, 10), at(8, 10)];
    let mut states = Vec::new();
    for to in path {
        states.push(game.clone());
        game.apply(A, Action::Step { to }).unwrap();
    }
    // The third step used the last square: the Move is over, and it may still be taken back.
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 2 }
    );
    assert!(game.legal_actions(A).contains(&Action::UndoStep));
    for (i, state) in states.iter().enumerate().rev() {
        let events = game.apply(A, Action::UndoStep).unwrap();
        let back = if i == 0 { at(9, 8) } else { path[i - 1] };
        assert_eq!(
            publics(&events),
            [PublicEvent::StepUndone {
                seat: A,
                from: path[i],
                to: back,
            }]
        );
        assert!(game == *state, "back before step {}", i + 1);
    }
    assert!(game == moving);
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo),
        "the Move itself is not taken back: it was an Action spent"
    );
    // And the Move goes on from there as if nothing had happened.
    game.apply(A, Action::Step { to: at(10, 8) }).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 2,
            must_enter: None
        }
    );
}

#[test]
fn anything_else_done_ends_the_chance_to_take_a_step_back() {
    let mut game = moving_from(at(9, 8));
    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    game.apply(A, Action::StopMoving).unwrap();
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo)
    );
    assert_eq!(game.view(Viewer::Spectator).step_back, None);

    game.apply(A, Action::Move).unwrap();
    for to in [at(9, 10), at(9, 11), at(10, 11)] {
        game.apply(A, Action::Step { to }).unwrap();
    }
    // Another Action after the Move ended: the steps stand.
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo)
    );
}

#[test]
fn only_the_mover_takes_its_step_back() {
    let mut game = moving_from(at(9, 8));
    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    let before = game.clone();
    assert_eq!(
        game.apply(B, Action::UndoStep),
        Err(RuleError::NotYourDecision(B))
    );
    assert!(game == before);
}

#[test]
fn a_step_that_collects_an_item_cannot_be_taken_back_nor_any_before_it() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 10))
        .item(sq(10, 8), Item::GreenGem)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    assert!(game.legal_actions(A).contains(&Action::UndoStep));
    game.apply(A, Action::Step { to: at(10, 8) }).unwrap();
    assert_eq!(game.gem_total(A), 1);
    assert!(!game.legal_actions(A).contains(&Action::UndoStep));
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo)
    );
}

#[test]
fn a_step_onto_another_tile_or_into_the_unknown_cannot_be_taken_back() {
    // Into a placed tile: it wakes up (its tokens come out of the supply and the tile left sleeps).
    let mut game = placed(&[Arthur, Kay])
        .at(A, at(10, 10))
        .at(B, Place::Circle(Circle::South))
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 11) }).unwrap();
    assert!(game.legal_actions(A).contains(&Action::UndoStep));
    let events = game.apply(A, Action::Step { to: at(10, 12) }).unwrap();
    assert!(
        publics(&events)
            .iter()
            .any(|e| matches!(e, PublicEvent::TilePopulated { .. }))
    );
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo)
    );

    // Into an empty ring slot: a tile is drawn from the stack.
    let mut game = moving_from(at(6, 8));
    let events = game.apply(A, Action::Step { to: at(5, 8) }).unwrap();
    assert!(
        publics(&events)
            .iter()
            .any(|e| matches!(e, PublicEvent::TileExplored { .. }))
    );
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo)
    );
}

#[test]
fn a_resignation_ends_the_chance_to_take_a_step_back() {
    let mut game = blank(&[Arthur, Kay, Character::Merlin])
        .at(A, at(9, 8))
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    game.resign(Seat(2)).unwrap();
    assert_eq!(
        game.apply(A, Action::UndoStep),
        Err(RuleError::NothingToUndo)
    );
}

#[test]
fn taking_a_step_back_is_said_in_french() {
    let mut game = moving_from(at(9, 8));
    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    let view = game.view(Viewer::Seat(A));
    assert_eq!(
        words::choice(Lang::Fr, &Action::UndoStep, &view, &name),
        "Revenir sur le pas vers J10 (retour en I10)"
    );
    assert_eq!(
        words::action(Lang::Fr, &Action::UndoStep, &name),
        "revient sur son dernier pas"
    );
    let events = game.apply(A, Action::UndoStep).unwrap();
    assert_eq!(
        words::event(
            Lang::Fr,
            &events[0].for_viewer(Viewer::Spectator).unwrap(),
            &name
        ),
        "Ann revient sur son pas vers J10 et se retrouve en I10"
    );
}
