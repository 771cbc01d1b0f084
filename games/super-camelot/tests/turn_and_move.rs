//! Setup, the turn, Move, exploration, population, chests, Special Items, the Grail, gems and views.

mod common;

use common::{at, blank, has, placed, sq};
use super_camelot::{
    Action, Character, Circle, Config, Game, Item, Object, Place, PrivateEvent, Prompt,
    PublicEvent, RelicKind, RuleError, Seat, SetupError, Slot, SpecialKind, Treasure, Viewer,
    VisibleEvent, WinKind,
};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
use Character::{Arthur, Gwenivere, Kay, Lancelot, Merlin, Percival};

#[test]
fn setup_needs_two_to_four_distinct_characters() {
    let new = |c: &[Character]| Game::new(Config::new(c.to_vec()), 1).map(|_| ());
    assert_eq!(new(&[Arthur]), Err(SetupError::PlayerCount(1)));
    assert_eq!(
        new(&[Arthur, Kay, Merlin, Percival, Lancelot]),
        Err(SetupError::PlayerCount(5))
    );
    assert_eq!(
        new(&[Arthur, Arthur]),
        Err(SetupError::DuplicateCharacter(Arthur))
    );
    assert!(new(&[Arthur, Kay, Merlin, Percival]).is_ok());
}

#[test]
fn setup_lays_four_unnamed_tiles_in_the_centre_and_stacks_twelve() {
    for seed in 0..20 {
        let view = Game::new(Config::new(vec![Arthur, Kay]), seed)
            .unwrap()
            .view(Viewer::Spectator);
        assert_eq!(view.tiles.len(), 4);
        for t in &view.tiles {
            assert!(t.id.starts_with('U'), "named tile {} in the centre", t.id);
            assert!((1..=2).contains(&t.slot.row) && (1..=2).contains(&t.slot.col));
            assert!(!t.populated);
        }
        assert_eq!(view.tiles_in_stack, 12);
    }
}

#[test]
fn the_player_with_most_stars_goes_first_and_ties_reroll() {
    for seed in 0..30 {
        let game = Game::new(Config::new(vec![Arthur, Kay, Merlin]), seed).unwrap();
        let view = game.view(Viewer::Spectator);
        let last = view.first_player_rolls.last().unwrap();
        let stars = |faces: &Vec<super_camelot::Face>| {
            faces
                .iter()
                .filter(|f| **f == super_camelot::Face::Star)
                .count()
        };
        let best = last.iter().map(stars).max().unwrap();
        let leaders: Vec<usize> = (0..3)
            .filter(|&i| !last[i].is_empty() && stars(&last[i]) == best)
            .collect();
        assert_eq!(leaders, vec![usize::from(game.active_seat().0)]);
        for round in &view.first_player_rolls[..view.first_player_rolls.len() - 1] {
            let best = round.iter().map(stars).max().unwrap();
            assert!(
                round
                    .iter()
                    .filter(|r| !r.is_empty() && stars(r) == best)
                    .count()
                    > 1
            );
        }
    }
}

#[test]
fn kay_starts_with_a_small_key_and_merlin_with_a_bomb() {
    let game = Game::new(Config::new(vec![Kay, Merlin]), 3).unwrap();
    let view = game.view(Viewer::Spectator);
    assert_eq!(view.players[0].small_keys, 1);
    assert_eq!(view.players[1].bombs, 1);
    assert_eq!(view.supply.small_keys, 7);
    assert_eq!(view.supply.bombs, 4);
}

#[test]
fn first_turn_starts_on_a_free_starting_circle() {
    let mut game = placed(&[Arthur, Kay])
        .at(B, Place::Circle(Circle::North))
        .build()
        .unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::PlaceCharacter
    );
    assert_eq!(
        game.apply(
            A,
            Action::PlaceOnCircle {
                circle: Circle::North
            }
        ),
        Err(RuleError::CircleOccupied(Circle::North))
    );
    assert_eq!(
        game.apply(A, Action::Move),
        Err(RuleError::WrongPrompt {
            expected: "choose a starting circle"
        })
    );
    game.apply(
        A,
        Action::PlaceOnCircle {
            circle: Circle::East,
        },
    )
    .unwrap();
    assert_eq!(game.place(A), Some(Place::Circle(Circle::East)));
}

#[test]
fn the_first_action_must_be_a_move_off_the_circle() {
    let mut game = placed(&[Arthur, Kay])
        .at(A, Place::Circle(Circle::North))
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::EndTurn),
        Err(RuleError::FirstActionMustBeMove)
    );
    assert_eq!(
        game.apply(A, Action::Dig),
        Err(RuleError::FirstActionMustBeMove)
    );
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.apply(A, Action::StopMoving),
        Err(RuleError::FirstActionMustBeMove)
    );
    // A circle is adjacent to exactly its 4 squares (ruling G4).
    assert_eq!(
        game.apply(A, Action::Step { to: at(8, 11) }),
        Err(RuleError::NotAdjacent(sq(8, 11)))
    );
    let events = game.apply(A, Action::Step { to: at(10, 11) }).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::TilePopulated { slot } if *slot == Slot { row: 1, col: 1 })
    ));
    assert_eq!(game.place(A), Some(at(10, 11)));
}

#[test]
fn a_step_into_an_unpopulated_tile_cannot_land_where_a_token_will_be() {
    // U02 (slot 1,2) has a Bush at its local (2,0) = global (8,12).
    let mut game = placed(&[Arthur, Kay]).at(A, at(8, 11)).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.apply(A, Action::Step { to: at(8, 12) }),
        Err(RuleError::WillContainToken(sq(8, 12)))
    );
    assert!(
        game.apply(A, Action::Step { to: at(9, 12) }).is_err(),
        "not adjacent"
    );
}

#[test]
fn moves_are_orthogonal_and_at_most_three_squares() {
    let mut game = blank(&[Arthur, Kay]).at(A, at(9, 8)).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.apply(A, Action::Step { to: at(8, 9) }),
        Err(RuleError::NotAdjacent(sq(8, 9)))
    );
    for to in [at(9, 9), at(9, 10), at(8, 10)] {
        game.apply(A, Action::Step { to }).unwrap();
    }
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 2 }
    );
}

#[test]
fn objects_enemies_characters_and_trees_block_movement() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(7, 7))
        .at(B, at(8, 8))
        .object(sq(7, 8), Object::Rock)
        .enemy(sq(8, 7), super_camelot::EnemyKind::Mimic)
        .build()
        .unwrap();
    // (7,7) is boxed in: tree-free neighbours (6,7) ok, (7,6) ok, (7,8) rock, (8,7) mimic.
    game.apply(A, Action::Move).unwrap();
    assert!(matches!(
        game.apply(A, Action::Step { to: at(7, 8) }),
        Err(RuleError::Blocked { .. })
    ));
    assert!(matches!(
        game.apply(A, Action::Step { to: at(8, 7) }),
        Err(RuleError::Blocked { .. })
    ));
    game.apply(A, Action::Step { to: at(6, 7) }).unwrap();
    assert!(matches!(
        game.apply(A, Action::Step { to: at(6, 6) }),
        Err(RuleError::Blocked {
            blocker: super_camelot::Blocker::Tree,
            ..
        })
    ));
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .at(B, at(9, 9))
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    assert!(matches!(
        game.apply(A, Action::Step { to: at(9, 9) }),
        Err(RuleError::Blocked {
            blocker: super_camelot::Blocker::Character(B),
            ..
        })
    ));
}

#[test]
fn the_starting_tile_is_closed_until_you_hold_three_relics() {
    let mut game = blank(&[Arthur, Kay]).at(A, at(10, 11)).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.apply(
            A,
            Action::Step {
                to: Place::Circle(Circle::North)
            }
        ),
        Err(RuleError::StartingTileClosed)
    );
}

#[test]
fn with_three_relics_you_re_enter_a_circle_and_claim_the_grail() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 11))
        .relics(A, [true; 3])
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game
        .apply(
            A,
            Action::Step {
                to: Place::Circle(Circle::North),
            },
        )
        .unwrap();
    // Ruling G4: on a circle you are on no tile, so the tile depopulates.
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::TileDepopulated { .. }
    )));
    game.apply(A, Action::StopMoving).unwrap();
    let events = game.apply(A, Action::ClaimGrail).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::GrailClaimed { seat } if *seat == A)
    ));
    assert_eq!(
        game.outcome().map(|o| (o.winner, o.by)),
        Some((A, WinKind::Grail))
    );
    assert_eq!(game.apply(B, Action::EndTurn), Err(RuleError::GameOver));
}

#[test]
fn the_grail_needs_a_circle_and_three_relics() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 11))
        .relics(A, [true; 3])
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::ClaimGrail),
        Err(RuleError::CannotClaimGrail)
    );
    let mut game = blank(&[Arthur, Kay])
        .at(A, Place::Circle(Circle::North))
        .relics(A, [true, true, false])
        .build()
        .unwrap();
    // Not yet in the forest: the first-turn rule speaks first.
    assert!(game.apply(A, Action::ClaimGrail).is_err());
}

#[test]
fn leaving_a_tile_depopulates_it_but_persistent_tokens_stay_and_items_are_lost() {
    let mut game = placed(&[Arthur, Kay])
        .at(A, at(10, 10))
        .at(B, Place::Circle(Circle::South))
        .item(sq(7, 7), Item::Bomb)
        .build()
        .unwrap();
    let bombs_before = game.view(Viewer::Spectator).supply.bombs;
    let bushes_before = game.view(Viewer::Spectator).supply.bushes;
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 11) }).unwrap();
    let events = game.apply(A, Action::Step { to: at(10, 12) }).unwrap();
    let p = common::publics(&events);
    let depop = p
        .iter()
        .position(|e| matches!(e, PublicEvent::TileDepopulated { .. }))
        .unwrap();
    let pop = p
        .iter()
        .position(|e| matches!(e, PublicEvent::TilePopulated { .. }))
        .unwrap();
    assert!(depop < pop, "ruling G6: depopulate first, then populate");
    let view = game.view(Viewer::Spectator);
    assert_eq!(
        view.supply.bombs,
        bombs_before + 1,
        "the unpicked Bomb went back to the supply"
    );
    // U01's 3 Bushes went back; U02's 5 came out.
    assert_eq!(view.supply.bushes, bushes_before + 3 - 5);
    let chest = view.squares.iter().find(|s| s.square == sq(8, 8)).unwrap();
    assert_eq!(chest.object, Some(Object::SmallChest { open: false }));
    assert!(view.squares.iter().all(|s| s.square != sq(7, 7)));
}

#[test]
fn entering_a_square_collects_its_items() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 10))
        .item(sq(10, 9), Item::GreenGem)
        .item(sq(10, 8), Item::SmallKey)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    game.apply(A, Action::Step { to: at(10, 8) }).unwrap();
    assert_eq!(game.gem_total(A), 1);
    assert_eq!(game.view(Viewer::Seat(A)).players[0].small_keys, 1);
}

#[test]
fn exploring_places_the_top_tile_and_populates_it() {
    let mut game = blank(&[Arthur, Kay]).at(A, at(6, 8)).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(5, 8) }).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::TileExplored { tile, slot, name } if tile == "U05" && name == "Mimic Hollow" && *slot == Slot { row: 0, col: 1 })
    ));
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::TilePopulated { slot } if *slot == Slot { row: 0, col: 1 })
    ));
    assert_eq!(game.place(A), Some(at(5, 8)));
    assert_eq!(game.view(Viewer::Spectator).tiles_in_stack, 11);
}

#[test]
fn exploring_into_a_blocked_square_places_the_tile_and_you_must_still_enter_it() {
    // N1 (Fire Shrine) has a Bush at local (5,2), right where the step lands.
    let mut game = blank(&[Arthur, Kay])
        .stack(&["N1", "U05"])
        .at(A, at(6, 8))
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(5, 8) }).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::ExploreEntryBlocked { .. }
    )));
    assert_eq!(game.place(A), Some(at(6, 8)), "the step is not taken");
    let slot = Slot { row: 0, col: 1 };
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 3,
            must_enter: Some(slot)
        }
    );
    // Persistent tokens appear as soon as a tile is revealed (RULES.md): the Fire Relic stack is visible.
    assert!(
        game.view(Viewer::Spectator)
            .squares
            .iter()
            .any(|s| s.square == sq(3, 9))
    );
    assert!(
        !game
            .view(Viewer::Spectator)
            .tiles
            .iter()
            .find(|t| t.slot == slot)
            .unwrap()
            .populated
    );
    assert_eq!(
        game.apply(A, Action::StopMoving),
        Err(RuleError::MustEnterExploredTile(slot))
    );
    game.apply(A, Action::Step { to: at(6, 9) }).unwrap();
    game.apply(A, Action::Step { to: at(5, 9) }).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 1,
            must_enter: None
        }
    );
}

#[test]
fn you_may_step_back_out_of_a_tile_you_explored() {
    let mut game = blank(&[Arthur, Kay]).at(A, at(6, 8)).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(5, 8) }).unwrap();
    let events = game.apply(A, Action::Step { to: at(6, 8) }).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::TileDepopulated { slot } if *slot == Slot { row: 0, col: 1 })
    ));
}

#[test]
fn three_actions_per_turn_then_only_free_actions_and_end_turn() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .actions_used(3)
        .build()
        .unwrap();
    assert_eq!(game.apply(A, Action::Move), Err(RuleError::NoActionsLeft));
    assert_eq!(game.legal_actions(A), vec![Action::EndTurn]);
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(game.active_seat(), B);
}

#[test]
fn open_a_small_chest_from_directly_south_with_a_small_key() {
    let mut game = placed(&[Arthur, Kay])
        .at(A, at(9, 8))
        .keys(A, 1)
        .treasure_top(&[Treasure::Shovel])
        .build()
        .unwrap();
    let events = game
        .apply(A, Action::OpenChest { chest: sq(8, 8) })
        .unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::TreasureGained {
            treasure: Treasure::Shovel,
            ..
        }
    )));
    let view = game.view(Viewer::Seat(A));
    assert_eq!(view.players[0].small_keys, 0);
    assert_eq!(
        view.players[0].gems,
        Some(3),
        "ruling T1: the Shovel is worth 3"
    );
    assert_eq!(
        view.squares
            .iter()
            .find(|s| s.square == sq(8, 8))
            .unwrap()
            .object,
        Some(Object::SmallChest { open: true })
    );
    assert_eq!(
        game.apply(A, Action::OpenChest { chest: sq(8, 8) }),
        Err(RuleError::NoChest(sq(8, 8)))
    );
}

#[test]
fn a_chest_needs_a_key() {
    let mut game = placed(&[Arthur, Kay])
        .at(A, at(9, 8))
        .keys(A, 0)
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::OpenChest { chest: sq(8, 8) }),
        Err(RuleError::Missing("Small Key"))
    );
}

#[test]
fn only_kay_opens_a_small_chest_from_the_side() {
    let mut game = placed(&[Arthur, Kay])
        .at(A, at(8, 9))
        .keys(A, 1)
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::OpenChest { chest: sq(8, 8) }),
        Err(RuleError::NoChest(sq(8, 8)))
    );
    let mut game = placed(&[Kay, Arthur]).at(A, at(8, 9)).build().unwrap();
    game.apply(A, Action::OpenChest { chest: sq(8, 8) })
        .unwrap();
}

fn big_chest_game() -> Game {
    // N5 (Big Chest) in ring slot (0,1): the Big Chest at local (2,3) = (2,9); directly south is (3,9).
    blank(&[Arthur, Kay])
        .tile(0, 1, "N5")
        .stack(&["U05"])
        .at(A, at(3, 9))
        .clear(sq(2, 7))
        .clear(sq(3, 10))
        .big_key(A)
        .big_treasure_top(20, false)
        .build()
        .unwrap()
}

#[test]
fn the_big_chest_needs_the_big_key_and_its_gems_are_private() {
    let mut game = big_chest_game();
    let events = game
        .apply(A, Action::OpenChest { chest: sq(2, 9) })
        .unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::BigTreasureDrawn { seat } if *seat == A)
    ));
    let mine: Vec<VisibleEvent> = events
        .iter()
        .filter_map(|e| e.for_viewer(Viewer::Seat(A)))
        .collect();
    assert!(
        mine.contains(&VisibleEvent::Private(PrivateEvent::BigTreasure {
            gems: 20,
            with_small_treasure: false
        }))
    );
    let theirs: Vec<VisibleEvent> = events
        .iter()
        .filter_map(|e| e.for_viewer(Viewer::Seat(B)))
        .collect();
    assert!(theirs.iter().all(|e| matches!(e, VisibleEvent::Public(_))));
    assert_eq!(game.gem_total(A), 20);
    assert_eq!(game.view(Viewer::Seat(B)).players[0].gems, None);
    assert!(
        !game.view(Viewer::Seat(A)).players[0].big_key,
        "the key goes back"
    );
}

#[test]
fn the_big_chest_without_a_big_key_is_refused() {
    let mut game = blank(&[Arthur, Kay])
        .tile(0, 1, "N5")
        .stack(&["U05"])
        .at(A, at(3, 9))
        .clear(sq(2, 7))
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::OpenChest { chest: sq(2, 9) }),
        Err(RuleError::Missing("Big Key"))
    );
}

#[test]
fn pick_up_a_special_item_from_an_adjacent_square_once() {
    // N1 (Fire Shrine) in slot (0,1): the Fire Relic stack at local (3,3) = (3,9).
    let mut game = blank(&[Arthur, Kay])
        .tile(0, 1, "N1")
        .stack(&["U05"])
        .at(A, at(4, 9))
        .build()
        .unwrap();
    let events = game.apply(A, Action::PickUp { stack: sq(3, 9) }).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::SpecialPickedUp {
            kind: SpecialKind::Relic(RelicKind::Fire),
            ..
        }
    )));
    assert_eq!(
        game.view(Viewer::Spectator).players[0].relics,
        [true, false, false]
    );
    assert_eq!(
        game.apply(A, Action::PickUp { stack: sq(3, 9) }),
        Err(RuleError::NoSpecialItem(sq(3, 9)))
    );
    let stack = game
        .view(Viewer::Spectator)
        .squares
        .into_iter()
        .find(|s| s.square == sq(3, 9))
        .unwrap();
    assert_eq!(
        stack.object,
        Some(Object::Special {
            kind: SpecialKind::Relic(RelicKind::Fire),
            count: 3
        })
    );
}

#[test]
fn special_items_cannot_be_picked_up_diagonally() {
    let mut game = blank(&[Arthur, Kay])
        .tile(0, 1, "N1")
        .stack(&["U05"])
        .at(A, at(4, 10))
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::PickUp { stack: sq(3, 9) }),
        Err(RuleError::NoSpecialItem(sq(3, 9)))
    );
}

#[test]
fn forty_gems_win_at_once() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 10))
        .wallet(A, 39)
        .item(sq(10, 9), Item::GreenGem)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    assert_eq!(game.outcome().map(|o| o.by), Some(WinKind::Gems));
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::GameOver { gem_totals, .. } if gem_totals[0] == 40)
    ));
    assert!(game.pending_decision().is_none());
}

#[test]
fn face_up_small_treasures_count_towards_forty() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 10))
        .wallet(A, 35)
        .treasure(A, Treasure::Greatsword)
        .item(sq(10, 9), Item::GreenGem)
        .build()
        .unwrap();
    assert_eq!(game.gem_total(A), 39);
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    assert_eq!(game.outcome().map(|o| o.winner), Some(A));
}

#[test]
fn views_show_your_own_gems_and_hide_everyone_elses_until_the_game_ends() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 10))
        .wallet(A, 39)
        .wallet(B, 12)
        .item(sq(10, 9), Item::GreenGem)
        .build()
        .unwrap();
    let mine = game.view(Viewer::Seat(A));
    assert_eq!(
        (mine.players[0].gems, mine.players[0].gems_to_goal),
        (Some(39), Some(1))
    );
    assert_eq!(mine.players[1].gems, None);
    assert_eq!(game.view(Viewer::Spectator).players[0].gems, None);
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    let after = game.view(Viewer::Spectator);
    let revealed = after
        .revealed
        .clone()
        .expect("game over reveals the hidden state");
    assert_eq!(revealed.tile_stack.first().map(String::as_str), Some("U05"));
    assert_eq!(revealed.litter.len(), 15);
    assert!(mine.revealed.is_none());
    assert_eq!(
        after.players.iter().map(|p| p.gems).collect::<Vec<_>>(),
        vec![Some(40), Some(12)]
    );
}

#[test]
fn wallet_changes_are_private_events() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(10, 10))
        .item(sq(10, 9), Item::BlueGem)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    let private: Vec<_> = events
        .iter()
        .filter(|e| e.public_part().is_none())
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(
        private[0].for_viewer(Viewer::Seat(A)),
        Some(VisibleEvent::Private(PrivateEvent::WalletChanged {
            gained: 5,
            total: 5
        }))
    );
    assert_eq!(private[0].for_viewer(Viewer::Seat(B)), None);
    assert_eq!(private[0].for_viewer(Viewer::Spectator), None);
}

#[test]
fn a_rejected_action_changes_nothing() {
    let mut game = blank(&[Arthur, Kay]).at(A, at(9, 8)).build().unwrap();
    let before = game.clone();
    assert!(
        game.apply(A, Action::OpenChest { chest: sq(8, 8) })
            .is_err()
    );
    assert!(game.apply(B, Action::EndTurn).is_err());
    assert_eq!(game, before);
}

#[test]
fn racing_boots_and_percival_lengthen_moves() {
    let game = blank(&[Arthur, Percival])
        .at(A, at(9, 8))
        .treasure(A, Treasure::RacingBoots)
        .build()
        .unwrap();
    let mut g = game.clone();
    g.apply(A, Action::Move).unwrap();
    assert_eq!(
        g.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 4,
            must_enter: None
        }
    );
    let mut game = blank(&[Percival, Arthur]).at(A, at(9, 8)).build().unwrap();
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 4,
            must_enter: None
        }
    );
    game.apply(A, Action::StopMoving).unwrap();
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 3,
            must_enter: None
        }
    );
}

#[test]
fn the_power_gauntlet_walks_through_rocks_and_returns_them() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .object(sq(9, 9), Object::Rock)
        .treasure(A, Treasure::PowerGauntlet)
        .build()
        .unwrap();
    let rocks = game.view(Viewer::Spectator).supply.rocks;
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    assert_eq!(game.view(Viewer::Spectator).supply.rocks, rocks + 1);
    // The log is told, before the step onto the Rock's square.
    let broken = events
        .iter()
        .filter_map(|e| e.public_part())
        .position(|e| {
            *e == PublicEvent::RockBroken {
                seat: A,
                square: sq(9, 9),
            }
        })
        .expect("the broken Rock is told");
    let stepped = events
        .iter()
        .filter_map(|e| e.public_part())
        .position(|e| matches!(e, PublicEvent::Stepped { .. }))
        .unwrap();
    assert!(broken < stepped);
    // A step onto a free square breaks nothing.
    let events = game.apply(A, Action::Step { to: at(9, 10) }).unwrap();
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::RockBroken { .. }
    )));
}

#[test]
fn the_magnet_collects_items_on_your_tile() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .item(sq(6, 9), Item::GreenGem)
        .treasure(A, Treasure::Magnet)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    assert_eq!(game.gem_total(A), 1 + 7);
    // Collected from afar: the event says it was the Magnet.
    assert!(has(&events, |e| *e
        == PublicEvent::ItemCollected {
            seat: A,
            item: Item::GreenGem,
            square: sq(6, 9),
            magnet: true,
        }));
}

#[test]
fn an_item_underfoot_is_collected_without_the_magnet() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .item(sq(9, 9), Item::SmallKey)
        .treasure(A, Treasure::Magnet)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let events = game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    assert!(has(&events, |e| *e
        == PublicEvent::ItemCollected {
            seat: A,
            item: Item::SmallKey,
            square: sq(9, 9),
            magnet: false,
        }));
}

#[test]
fn default_actions_end_the_turn_or_stop_moving() {
    let mut game = blank(&[Arthur, Kay]).at(A, at(9, 8)).build().unwrap();
    assert_eq!(game.default_action(), Some((A, Action::EndTurn)));
    game.apply(A, Action::Move).unwrap();
    assert_eq!(game.default_action(), Some((A, Action::StopMoving)));
}

#[test]
fn gwenivere_and_lancelot_exist_as_characters() {
    assert!(Game::new(Config::new(vec![Gwenivere, Lancelot]), 0).is_ok());
}

#[test]
fn a_move_needs_somewhere_to_go() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(7, 7))
        .object(sq(7, 8), Object::Rock)
        .object(sq(8, 7), Object::Rock)
        .object(sq(6, 7), Object::Rock)
        .object(sq(7, 6), Object::Rock)
        .build()
        .unwrap();
    assert_eq!(game.apply(A, Action::Move), Err(RuleError::NowhereToMove));
}

#[test]
fn a_boxed_in_first_turn_may_end_without_moving() {
    let mut game = blank(&[Arthur, Kay, Merlin, Percival])
        .at(A, Place::Circle(Circle::North))
        .at(B, at(9, 11))
        .at(Seat(2), at(10, 11))
        .at(Seat(3), at(10, 12))
        .object(sq(9, 12), Object::Rock)
        .build()
        .unwrap();
    assert_eq!(game.apply(A, Action::Move), Err(RuleError::NowhereToMove));
    game.apply(A, Action::EndTurn).unwrap();
}

#[test]
fn a_big_treasure_may_also_give_a_small_treasure() {
    let mut game = blank(&[Arthur, Kay])
        .tile(0, 1, "N5")
        .stack(&["U05"])
        .at(A, at(3, 9))
        .clear(sq(2, 7))
        .clear(sq(3, 10))
        .big_key(A)
        .big_treasure_top(10, true)
        .treasure_top(&[Treasure::Magnet])
        .build()
        .unwrap();
    game.apply(A, Action::OpenChest { chest: sq(2, 9) })
        .unwrap();
    assert_eq!(game.gem_total(A), 10 + 7);
    assert_eq!(
        game.view(Viewer::Spectator).players[0].treasures[0].treasure,
        Treasure::Magnet
    );
}

#[test]
fn errors_say_why_in_words() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .object(sq(9, 9), Object::Rock)
        .build()
        .unwrap();
    game.apply(A, Action::Move).unwrap();
    let err = game.apply(A, Action::Step { to: at(9, 9) }).unwrap_err();
    assert_eq!(err.to_string(), "square J10 is blocked by a Rock");
}

#[test]
fn actions_decisions_and_views_round_trip_through_json() {
    let actions = [
        Action::PlaceOnCircle {
            circle: Circle::West,
        },
        Action::Move,
        Action::Step { to: at(3, 4) },
        Action::Step {
            to: Place::Circle(Circle::East),
        },
        Action::Attack {
            arc: super_camelot::Arc::SouthWest,
        },
        Action::Bomb { corner: sq(6, 6) },
        Action::ConvertStar {
            into: super_camelot::StarUse::Gem,
        },
        Action::Surrender { treasure: 1 },
        Action::KnightTo { square: sq(1, 2) },
    ];
    for a in actions {
        let json = serde_json::to_string(&a).unwrap();
        let back: Action = serde_json::from_str(&json).unwrap();
        assert_eq!(back, a, "{json}");
    }
    assert_eq!(
        serde_json::to_string(&Action::Move).unwrap(),
        r#"{"type":"move"}"#
    );
    let config: Config = serde_json::from_str(r#"{"characters":["Arthur","Kay"]}"#).unwrap();
    assert_eq!(config, Config::new(vec![Arthur, Kay]));
    let game = Game::new(config, 5).unwrap();
    let view = game.view(Viewer::Seat(A));
    let back: super_camelot::View =
        serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
    assert_eq!(back, view);
}

#[test]
fn debug_output_hides_the_rng_stack_and_decks() {
    let game = Game::new(Config::new(vec![Arthur, Kay]), 9).unwrap();
    let text = format!("{game:?}");
    for hidden in ["rng", "stack", "litter", "small_treasures", "forced_dice"] {
        assert!(!text.contains(hidden), "Debug shows {hidden}");
    }
}
