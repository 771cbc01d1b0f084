//! Dice, attacks, Bombs, the Bow, Litter and Loot, Small Treasures, the Enemy Turn, Health and the
//! Characters' abilities. Every roll is forced with the scenario's `dice`.

mod common;

use common::{at, blank, has, publics, sq};
use super_camelot::{
    Action, Arc, BlankUse, Card, Character, EnemyKind, Face, Facing, Item, LootDeck, Object,
    Prompt, PublicEvent, RuleError, Seat, StarUse, Treasure, TreasureState, Viewer,
};

const A: Seat = Seat(0);
const B: Seat = Seat(1);
use Character::{Arthur, Gwenivere, Kay, Lancelot, Merlin};
use EnemyKind::{CarnivorousPlant, DarkKnight, Mimic};
use Face::{Blank, Gem, OneHit, Shield, Star, TwoHits};

fn enemy_at(game: &super_camelot::Game, r: u8, c: u8) -> Option<EnemyKind> {
    game.view(Viewer::Spectator)
        .squares
        .iter()
        .find(|s| s.square == sq(r, c))
        .and_then(|s| s.enemy.map(|e| e.kind))
}

fn object_at(game: &super_camelot::Game, r: u8, c: u8) -> Option<Object> {
    game.view(Viewer::Spectator)
        .squares
        .iter()
        .find(|s| s.square == sq(r, c))
        .and_then(|s| s.object)
}

fn items_at(game: &super_camelot::Game, r: u8, c: u8) -> Vec<Item> {
    game.view(Viewer::Spectator)
        .squares
        .iter()
        .find(|s| s.square == sq(r, c))
        .map(|s| s.items.clone())
        .unwrap_or_default()
}

#[test]
fn the_sword_arc_is_three_squares_and_bushes_are_always_cut() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .object(sq(9, 9), Object::Bush)
        .object(sq(10, 8), Object::Bush)
        .dice(&[Blank, Blank, Blank])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::AttackMade { squares, .. } if squares == &vec![sq(8, 8), sq(8, 9), sq(9, 9)])
    ));
    assert_eq!(object_at(&game, 8, 8), None);
    assert_eq!(object_at(&game, 9, 9), None);
    assert_eq!(
        object_at(&game, 10, 8),
        Some(Object::Bush),
        "outside the arc"
    );
}

#[test]
fn an_attack_needs_an_enemy_or_bush_in_the_arc() {
    let mut game = blank(&[Kay, Gwenivere]).at(A, at(9, 8)).build().unwrap();
    assert_eq!(
        game.apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast
            }
        ),
        Err(RuleError::NothingToAttack)
    );
}

#[test]
fn sword_arcs_ignore_squares_on_other_tiles() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(7, 11))
        .object(sq(7, 12), Object::Bush)
        .build()
        .unwrap();
    assert_eq!(
        game.apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast
            }
        ),
        Err(RuleError::NothingToAttack)
    );
}

#[test]
fn two_hits_kill_the_dark_knight_or_the_mimic_not_both() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .enemy(sq(9, 9), Mimic)
        .dice(&[OneHit, OneHit, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::AssignHits { hits_left: 2 }
    );
    let mut options = game.legal_actions(A);
    options.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        options,
        vec![
            Action::Kill { target: sq(8, 8) },
            Action::Kill { target: sq(9, 9) }
        ]
    );
    game.apply(A, Action::Kill { target: sq(8, 8) }).unwrap();
    assert_eq!(enemy_at(&game, 8, 8), None);
    assert_eq!(enemy_at(&game, 9, 9), Some(Mimic));
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 2 }
    );
}

#[test]
fn a_two_hits_icon_may_be_split_between_enemies() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), Mimic)
        .enemy(sq(9, 9), CarnivorousPlant)
        .dice(&[TwoHits, Blank, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert_eq!(enemy_at(&game, 8, 8), None);
    assert_eq!(enemy_at(&game, 9, 9), None);
}

#[test]
fn a_star_counts_as_any_result() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[Star, Blank, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert!(matches!(
        game.pending_decision().unwrap().prompt,
        Prompt::ConvertStar { .. }
    ));
    game.apply(
        A,
        Action::ConvertStar {
            into: StarUse::TwoHits,
        },
    )
    .unwrap();
    assert_eq!(enemy_at(&game, 8, 8), None);
}

#[test]
fn with_no_enemy_in_reach_a_star_becomes_a_gem_automatically() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .dice(&[Star, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::GreenGem])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert_eq!(items_at(&game, 8, 8), vec![Item::GreenGem]);
}

#[test]
fn each_gem_draws_litter_for_a_cut_bush_and_loot_for_a_killed_enemy() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .enemy(sq(9, 9), Mimic)
        .dice(&[Gem, OneHit, Blank])
        .deck_top(LootDeck::Litter, &[Card::GreenGem])
        .deck_top(LootDeck::SmallLoot, &[Card::Bomb])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::CardDrawn {
            deck: LootDeck::Litter,
            card: Card::GreenGem,
            ..
        }
    )));
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::CardDrawn {
            deck: LootDeck::SmallLoot,
            card: Card::Bomb,
            ..
        }
    )));
    // Items drop where the Bush and the Enemy were; you walk in to collect them.
    assert_eq!(items_at(&game, 8, 8), vec![Item::GreenGem]);
    assert_eq!(items_at(&game, 9, 9), vec![Item::Bomb]);
}

#[test]
fn no_gem_no_cards() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .enemy(sq(9, 9), Mimic)
        .dice(&[OneHit, Blank, Blank])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::CardDrawn { .. }
    )));
}

#[test]
fn with_more_bushes_than_gems_you_choose_which_drops_litter() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .object(sq(9, 9), Object::Bush)
        .dice(&[Gem, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::GreenGem])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ChooseLitter { draws_left: 1 }
    );
    game.apply(A, Action::DrawFor { square: sq(9, 9) }).unwrap();
    assert_eq!(items_at(&game, 9, 9), vec![Item::GreenGem]);
    assert!(items_at(&game, 8, 8).is_empty());
}

#[test]
fn big_loot_comes_from_dark_knights() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[TwoHits, Gem, Blank])
        .deck_top(LootDeck::BigLoot, &[Card::SmallKey])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::CardDrawn {
            deck: LootDeck::BigLoot,
            card: Card::SmallKey,
            ..
        }
    )));
    assert_eq!(items_at(&game, 8, 8), vec![Item::SmallKey]);
}

#[test]
fn health_potion_heals_one_and_grail_water_heals_all() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .health(A, 2)
        .object(sq(8, 8), Object::Bush)
        .object(sq(9, 9), Object::Bush)
        .dice(&[Gem, Blank, Blank, Gem, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::HealthPotion, Card::GrailWater])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    game.apply(A, Action::DrawFor { square: sq(8, 8) }).unwrap();
    assert_eq!(game.health(A), 3);
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap_err();
    let mut game2 = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .health(A, 2)
        .object(sq(8, 8), Object::Bush)
        .dice(&[Gem, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::GrailWater])
        .build()
        .unwrap();
    game2
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert_eq!(game2.health(A), 6);
}

#[test]
fn the_litter_dark_knight_appears_on_the_cut_bush() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .dice(&[Gem, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::DarkKnight])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::DarkKnightAppeared { square } if *square == sq(8, 8))
    ));
    assert_eq!(enemy_at(&game, 8, 8), Some(DarkKnight));
}

#[test]
fn the_speed_potion_offers_a_free_move() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::Shovel)
        .deck_top(LootDeck::SmallLoot, &[Card::SpeedPotion])
        .build()
        .unwrap();
    game.apply(A, Action::Dig).unwrap();
    assert_eq!(game.pending_decision().unwrap().prompt, Prompt::SpeedPotion);
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::StopMoving).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 2 }
    );
}

#[test]
fn a_speed_potion_waits_for_the_rest_of_its_attack_then_comes_before_any_action() {
    // SC4: the Speed Potion is the first Loot drawn, a Small Key the second; the Key drops on its
    // Enemy's square before the free Move is offered, and the free Move is the very next prompt.
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), Mimic)
        .enemy(sq(9, 9), CarnivorousPlant)
        .dice(&[TwoHits, Gem, Gem])
        .deck_top(LootDeck::SmallLoot, &[Card::SpeedPotion, Card::SmallKey])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    let drawn: Vec<Card> = events
        .iter()
        .filter_map(|e| match e.public_part() {
            Some(PublicEvent::CardDrawn { card, .. }) => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(drawn, vec![Card::SpeedPotion, Card::SmallKey]);
    assert!(
        has(&events, |e| matches!(
            e,
            PublicEvent::ItemDropped {
                item: Item::SmallKey,
                ..
            }
        )),
        "the second draw resolved within the attack"
    );
    assert_eq!(game.pending_decision().unwrap().prompt, Prompt::SpeedPotion);
    assert_eq!(
        game.legal_actions(A),
        vec![Action::Move, Action::DeclineSpeedPotion],
        "nothing else may come between"
    );
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(8, 8) }).unwrap();
    game.apply(A, Action::StopMoving).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 2 },
        "the free Move cost no Action"
    );
}

#[test]
fn the_shovel_digs_small_loot_onto_your_square() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::Shovel)
        .deck_top(LootDeck::SmallLoot, &[Card::GreenGem, Card::SmallKey])
        .build()
        .unwrap();
    game.apply(A, Action::Dig).unwrap();
    game.apply(A, Action::Dig).unwrap();
    assert_eq!(game.gem_total(A), 3 + 1);
    assert_eq!(
        game.view(Viewer::Spectator).players[0].small_keys,
        2,
        "Kay's own key plus the dug one"
    );
    let mut no_shovel = blank(&[Kay, Gwenivere]).at(A, at(9, 8)).build().unwrap();
    assert_eq!(
        no_shovel.apply(A, Action::Dig),
        Err(RuleError::NeedTreasure(Treasure::Shovel))
    );
}

#[test]
fn a_bomb_hits_a_block_on_your_tile_including_characters() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(8, 9))
        .bombs(A, 1)
        .enemy(sq(10, 9), DarkKnight)
        .enemy(sq(8, 7), Mimic)
        .object(sq(10, 7), Object::Bush)
        .dice(&[TwoHits, Blank, Blank])
        .build()
        .unwrap();
    let bombs = game.view(Viewer::Spectator).supply.bombs;
    game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert_eq!(
        enemy_at(&game, 10, 9),
        None,
        "2 hits count against every Enemy"
    );
    assert_eq!(enemy_at(&game, 8, 7), None);
    assert_eq!(object_at(&game, 10, 7), None);
    assert_eq!(
        (game.health(A), game.health(B)),
        (4, 4),
        "no defence against Bombs"
    );
    assert_eq!(game.view(Viewer::Spectator).supply.bombs, bombs + 1);
}

#[test]
fn a_bomb_may_be_thrown_at_a_block_holding_only_another_character() {
    // Rulebook: "Bombs also hit Characters (including you)"; "all players hit by the Bomb also take 2
    // damage". A block with no Enemy or Bush but another Character in it is a legal Bomb (SC1).
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(7, 10))
        .bombs(A, 1)
        .dice(&[OneHit, Blank, Blank])
        .build()
        .unwrap();
    let block = Action::Bomb { corner: sq(6, 9) };
    assert!(game.legal_actions(A).contains(&block), "offered as legal");
    game.apply(A, block).unwrap();
    assert_eq!(game.health(B), 4, "the other Character takes 2 damage");
    assert_eq!(game.health(A), 6, "the thrower was outside the block");
    assert_eq!(game.view(Viewer::Spectator).players[0].bombs, 0);
}

#[test]
fn a_bomb_block_holding_the_thrower_hits_the_thrower_too() {
    // Rulebook: "If Arthur attacks this 3x3 block of squares, he will also hit himself with his Bomb."
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(10, 9))
        .bombs(A, 1)
        .dice(&[TwoHits, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert_eq!((game.health(A), game.health(B)), (4, 4));
}

#[test]
fn a_bomb_block_holding_only_the_thrower_or_a_passed_out_character_is_refused() {
    // SC1: bombing only yourself attacks nothing; a passed-out Character cannot be hurt (rulings §2.7).
    let mut alone = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(7, 11))
        .bombs(A, 1)
        .build()
        .unwrap();
    assert_eq!(
        alone.apply(A, Action::Bomb { corner: sq(8, 7) }),
        Err(RuleError::NothingToAttack)
    );
    assert!(
        !alone
            .legal_actions(A)
            .contains(&Action::Bomb { corner: sq(8, 7) })
    );
    let mut down = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(7, 10))
        .health(B, 0)
        .bombs(A, 1)
        .build()
        .unwrap();
    assert_eq!(
        down.apply(A, Action::Bomb { corner: sq(6, 9) }),
        Err(RuleError::NothingToAttack)
    );
}

#[test]
fn a_star_on_a_bomb_at_a_character_may_become_the_hit() {
    // Prompt 14 is asked when the only thing in the block is a Character: a Star turned into a hit
    // is what makes the Bomb hurt (rulebook: Stars work as in the default attack).
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(7, 10))
        .bombs(A, 1)
        .dice(&[Star, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::Bomb { corner: sq(6, 9) }).unwrap();
    assert!(matches!(
        game.pending_decision().unwrap().prompt,
        Prompt::ConvertStar { .. }
    ));
    game.apply(
        A,
        Action::ConvertStar {
            into: StarUse::OneHit,
        },
    )
    .unwrap();
    assert_eq!(game.health(B), 4);
}

#[test]
fn a_bomb_without_hits_hurts_nobody() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .bombs(A, 1)
        .enemy(sq(10, 9), Mimic)
        .dice(&[Gem, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert_eq!(game.health(A), 6);
    assert_eq!(enemy_at(&game, 10, 9), Some(Mimic));
}

#[test]
fn a_bomb_block_cannot_cross_the_tile_edge_and_needs_a_bomb() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .bombs(A, 1)
        .object(sq(9, 10), Object::Bush)
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::Bomb { corner: sq(8, 10) }),
        Err(RuleError::BlockOffTile(sq(8, 10)))
    );
    let mut none = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .bombs(A, 0)
        .object(sq(9, 9), Object::Bush)
        .build()
        .unwrap();
    assert_eq!(
        none.apply(A, Action::Bomb { corner: sq(8, 7) }),
        Err(RuleError::Missing("Bomb"))
    );
}

#[test]
fn merlins_bombs_spare_him_and_his_blanks_are_gems() {
    let mut game = blank(&[Merlin, Kay])
        .at(A, at(9, 8))
        .object(sq(9, 9), Object::Bush)
        .enemy(sq(10, 8), Mimic)
        .dice(&[OneHit, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::GreenGem])
        .deck_top(LootDeck::SmallLoot, &[Card::Bomb])
        .build()
        .unwrap();
    game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert_eq!(game.health(A), 6);
    assert_eq!(items_at(&game, 9, 9), vec![Item::GreenGem]);
    assert_eq!(items_at(&game, 10, 8), vec![Item::Bomb]);
}

#[test]
fn the_hunting_bow_hits_any_enemy_on_the_tile_once_per_turn_for_free() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(10, 7))
        .treasure(A, Treasure::HuntingBow)
        .enemy(sq(7, 10), DarkKnight)
        .enemy(sq(7, 9), Mimic)
        .object(sq(9, 8), Object::Rock)
        .dice(&[TwoHits, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::Bow { target: sq(7, 10) }).unwrap();
    assert_eq!(enemy_at(&game, 7, 10), None);
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 3 }
    );
    assert_eq!(
        game.apply(A, Action::Bow { target: sq(7, 9) }),
        Err(RuleError::AlreadyUsedThisTurn)
    );
}

#[test]
fn the_greatsword_attacks_five_squares() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::Greatsword)
        .enemy(sq(8, 7), Mimic)
        .enemy(sq(10, 9), Mimic)
        .dice(&[TwoHits, Blank, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert_eq!(enemy_at(&game, 8, 7), None);
    assert_eq!(enemy_at(&game, 10, 9), None);
}

#[test]
fn arthur_may_reroll_one_die_once_per_turn() {
    let mut game = blank(&[Arthur, Kay])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .object(sq(9, 9), Object::Bush)
        .dice(&[OneHit, Blank, Blank, OneHit, Blank, Blank, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert!(matches!(
        game.pending_decision().unwrap().prompt,
        Prompt::Reroll { .. }
    ));
    game.apply(A, Action::Reroll { die: 1 }).unwrap();
    assert_eq!(enemy_at(&game, 8, 8), None, "the reroll gave a second hit");
    game.apply(
        A,
        Action::Attack {
            arc: Arc::SouthEast,
        },
    )
    .unwrap_err();
    let mut again = game.clone();
    again.apply(A, Action::EndTurn).unwrap();
}

#[test]
fn lancelot_counts_one_blank_as_a_hit() {
    let mut game = blank(&[Lancelot, Kay])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[OneHit, Blank, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    assert_eq!(enemy_at(&game, 8, 8), None);
}

#[test]
fn a_mimic_on_your_square_cannot_be_attacked_by_you() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .bombs(A, 1)
        .treasure(A, Treasure::HuntingBow)
        .enemy(sq(9, 8), Mimic)
        .build()
        .unwrap();
    assert_eq!(
        game.apply(A, Action::Bow { target: sq(9, 8) }),
        Err(RuleError::NoTarget(sq(9, 8)))
    );
    assert_eq!(
        game.apply(A, Action::Bomb { corner: sq(8, 7) }),
        Err(RuleError::NothingToAttack)
    );
}

// ----- the Enemy Turn -----

#[test]
fn a_dark_knight_walks_next_to_the_active_player_and_swings_for_three() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(6, 8), DarkKnight)
        .dice(&[Blank])
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::EnemyMoved { from, to } if *from == sq(6, 8) && *to == sq(8, 8))
    ));
    assert_eq!(game.health(A), 3);
    assert_eq!(game.active_seat(), B);
}

#[test]
fn a_shield_or_star_blocks_an_enemy_attack() {
    for face in [Shield, Star] {
        let mut game = blank(&[Kay, Gwenivere])
            .at(A, at(9, 8))
            .enemy(sq(8, 8), DarkKnight)
            .dice(&[face])
            .build()
            .unwrap();
        game.apply(A, Action::EndTurn).unwrap();
        assert_eq!(game.health(A), 6);
    }
}

#[test]
fn the_royal_shield_adds_a_defence_die() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::RoyalShield)
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[Blank, Shield])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(game.health(A), 6);
}

#[test]
fn gwenivere_also_blocks_with_a_gem() {
    let mut game = blank(&[Gwenivere, Kay])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[Gem])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(game.health(A), 6);
}

#[test]
fn a_carnivorous_plant_turns_clockwise_to_a_clear_line_and_spits_for_two() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(7, 10))
        .enemy(sq(7, 8), CarnivorousPlant)
        .dice(&[Blank])
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::PlantTurned {
            facing: Facing::E,
            ..
        }
    )));
    assert_eq!(game.health(A), 4);
}

#[test]
fn a_plant_shoots_diagonally_and_objects_block_its_line_but_enemies_do_not() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 9))
        .enemy(sq(7, 7), CarnivorousPlant)
        .enemy(sq(8, 8), Mimic)
        .clear(sq(8, 8))
        .enemy(sq(8, 8), CarnivorousPlant)
        .dice(&[Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        game.health(A),
        2,
        "both plants hit: the nearer plant does not block the farther one"
    );
    let mut blocked = blank(&[Kay, Gwenivere])
        .at(A, at(7, 10))
        .enemy(sq(7, 8), CarnivorousPlant)
        .object(sq(7, 9), Object::Rock)
        .build()
        .unwrap();
    blocked.apply(A, Action::EndTurn).unwrap();
    assert_eq!(blocked.health(A), 6);
}

#[test]
fn a_mimic_walks_onto_your_square_steals_a_treasure_and_bites() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::Shovel)
        .enemy(sq(7, 8), Mimic)
        .dice(&[Blank])
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::TreasureStolen {
            treasure: Treasure::Shovel,
            ..
        }
    )));
    assert_eq!(enemy_at(&game, 9, 8), Some(Mimic));
    assert_eq!(game.health(A), 5);
    let view = game.view(Viewer::Seat(A));
    assert!(matches!(
        view.players[0].treasures[0].state,
        TreasureState::Stolen(_)
    ));
    assert_eq!(
        view.players[0].gems,
        Some(0),
        "a stolen card has no Gem Value"
    );
}

#[test]
fn enemies_go_for_the_active_player_first_then_the_nearest_and_the_victim_chooses_the_stolen_card()
{
    // The active player is walled in by Rocks; the Mimic goes for seat 1 instead.
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(7, 7))
        .object(sq(7, 8), Object::Rock)
        .object(sq(8, 7), Object::Rock)
        .object(sq(6, 8), Object::Rock)
        .object(sq(8, 6), Object::Rock)
        .at(B, at(10, 8))
        .treasure(B, Treasure::Magnet)
        .treasure(B, Treasure::Shovel)
        .enemy(sq(10, 10), Mimic)
        .dice(&[Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    let decision = game.pending_decision().unwrap();
    assert_eq!(
        decision.seat, B,
        "prompt 26 goes to the victim, not the active player"
    );
    assert!(matches!(
        decision.prompt,
        Prompt::ChooseStolenTreasure { .. }
    ));
    assert_eq!(
        game.default_action(),
        Some((B, Action::Surrender { treasure: 1 })),
        "lowest Gem Value"
    );
    assert_eq!(
        game.apply(A, Action::Surrender { treasure: 0 }),
        Err(RuleError::NotYourDecision(A))
    );
    game.apply(B, Action::Surrender { treasure: 0 }).unwrap();
    let view = game.view(Viewer::Spectator);
    assert!(matches!(
        view.players[1].treasures[0].state,
        TreasureState::Stolen(_)
    ));
    assert_eq!(game.health(B), 5);
    assert_eq!(game.active_seat(), B);
}

#[test]
fn killing_a_mimic_gives_its_stolen_cards_face_up_to_the_killer() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(9, 10))
        .treasure(A, Treasure::Shovel)
        .enemy(sq(7, 8), Mimic)
        .dice(&[Blank, OneHit, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    // Seat 1 steps next to the Mimic sitting on seat 0's square and attacks it.
    game.apply(B, Action::Move).unwrap();
    game.apply(B, Action::Step { to: at(8, 10) }).unwrap();
    game.apply(B, Action::Step { to: at(8, 9) }).unwrap();
    game.apply(B, Action::StopMoving).unwrap();
    game.apply(
        B,
        Action::Attack {
            arc: Arc::SouthWest,
        },
    )
    .unwrap();
    let view = game.view(Viewer::Spectator);
    assert!(view.players[0].treasures.is_empty());
    assert_eq!(view.players[1].treasures[0].treasure, Treasure::Shovel);
    assert_eq!(view.players[1].treasures[0].state, TreasureState::FaceUp);
}

#[test]
fn an_enemy_that_cannot_reach_anyone_does_not_activate() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(7, 7))
        .object(sq(7, 8), Object::Rock)
        .object(sq(8, 7), Object::Rock)
        .object(sq(6, 8), Object::Rock)
        .object(sq(8, 6), Object::Rock)
        .enemy(sq(10, 10), DarkKnight)
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::EnemyActivated { .. }
    )));
}

#[test]
fn passing_out_at_zero_then_recovering_one_and_skipping_the_next_turn() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .health(A, 3)
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[Blank])
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::PassedOut { seat } if *seat == A)
    ));
    assert!(game.view(Viewer::Spectator).players[0].passed_out);
    // Seat 1 is on a circle-less square elsewhere? It has no place yet: place and end.
    game.apply(
        B,
        Action::PlaceOnCircle {
            circle: super_camelot::Circle::South,
        },
    )
    .unwrap();
    game.apply(B, Action::Move).unwrap();
    game.apply(B, Action::Step { to: at(13, 11) }).unwrap();
    game.apply(B, Action::StopMoving).unwrap();
    let events = game.apply(B, Action::EndTurn).unwrap();
    assert!(has(
        &events,
        |e| matches!(e, PublicEvent::TurnSkipped { seat } if *seat == A)
    ));
    assert_eq!(game.health(A), 1);
    assert_eq!(
        game.active_seat(),
        B,
        "seat 0's whole turn, Enemy Turn included, was skipped"
    );
}

#[test]
fn passed_out_characters_are_not_targets() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(9, 10))
        .health(B, 0)
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        game.health(A),
        3,
        "the Dark Knight hit the standing Character"
    );
    assert_eq!(
        game.health(B),
        1,
        "seat 1 was not hit; it recovered 1 on its skipped turn"
    );
}

#[test]
fn your_own_bomb_can_knock_you_out_and_your_actions_are_lost() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .health(A, 2)
        .bombs(A, 1)
        .enemy(sq(10, 9), Mimic)
        .dice(&[OneHit, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert_eq!(game.health(A), 0);
    assert_eq!(game.legal_actions(A), vec![Action::EndTurn]);
}

#[test]
fn the_dark_knights_end_square_is_the_active_players_choice() {
    let build = |auto: bool| {
        let s = blank(&[Kay, Gwenivere])
            .at(A, at(9, 8))
            .enemy(sq(7, 9), DarkKnight)
            .dice(&[Blank]);
        if auto { s.auto_enemy_ties() } else { s }.build().unwrap()
    };
    let mut game = build(false);
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ChooseKnightSquare {
            enemy: sq(7, 9),
            options: vec![sq(8, 8), sq(9, 9)]
        }
    );
    assert_eq!(
        game.default_action(),
        Some((A, Action::KnightTo { square: sq(8, 8) }))
    );
    game.apply(A, Action::KnightTo { square: sq(9, 9) })
        .unwrap();
    assert_eq!(enemy_at(&game, 9, 9), Some(DarkKnight));
    assert_eq!(game.health(A), 3);
    let mut auto = build(true);
    auto.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        enemy_at(&auto, 8, 8),
        Some(DarkKnight),
        "auto: first square in reading order"
    );
}

#[test]
fn equidistant_targets_are_the_active_players_choice() {
    let mut game = blank(&[Kay, Gwenivere, Arthur])
        .at(A, at(7, 7))
        .object(sq(7, 8), Object::Rock)
        .object(sq(8, 7), Object::Rock)
        .object(sq(6, 8), Object::Rock)
        .object(sq(8, 6), Object::Rock)
        .at(B, at(10, 8))
        .at(Seat(2), at(10, 10))
        .enemy(sq(8, 9), DarkKnight)
        .dice(&[Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ChooseTarget {
            enemy: sq(8, 9),
            options: vec![B, Seat(2)]
        }
    );
    game.apply(A, Action::Target { seat: Seat(2) }).unwrap();
    assert!(matches!(
        game.pending_decision().unwrap().prompt,
        Prompt::ChooseKnightSquare { .. }
    ));
    game.apply(A, Action::KnightTo { square: sq(9, 10) })
        .unwrap();
    assert_eq!(game.health(Seat(2)), 3);
    assert_eq!(game.health(B), 6);
}

#[test]
fn the_activation_order_is_asked_when_the_lobby_wants_it() {
    let mut game = blank(&[Kay, Gwenivere])
        .ask_activation_order()
        .at(A, at(9, 8))
        .enemy(sq(7, 10), Mimic)
        .enemy(sq(10, 10), Mimic)
        .dice(&[Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ChooseEnemy {
            options: vec![sq(7, 10), sq(10, 10)]
        }
    );
    game.apply(A, Action::Activate { enemy: sq(10, 10) })
        .unwrap();
    assert_eq!(enemy_at(&game, 9, 8), Some(Mimic));
    // The other Mimic cannot end on the occupied square: it does not activate.
    assert_eq!(enemy_at(&game, 7, 10), Some(Mimic));
    assert_eq!(game.health(A), 5);
}

#[test]
fn potions_do_not_wake_a_passed_out_character() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .health(A, 2)
        .bombs(A, 1)
        .object(sq(9, 9), Object::Bush)
        .dice(&[OneHit, Gem, Blank])
        .deck_top(LootDeck::Litter, &[Card::HealthPotion])
        .build()
        .unwrap();
    let events = game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::CardDrawn {
            card: Card::HealthPotion,
            ..
        }
    )));
    assert!(!has(&events, |e| matches!(e, PublicEvent::Healed { .. })));
    assert_eq!(game.health(A), 0);
    assert!(game.view(Viewer::Spectator).players[0].passed_out);
}

#[test]
fn grail_water_drawn_while_passed_out_is_lost_and_the_next_turn_still_recovers_one() {
    // SC5: the Character lies on its side with no Shield until its next turn, when the rulebook gives
    // back exactly 1 Cracked Shield; even Grail Water does not stand it up earlier.
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(7, 11))
        .health(A, 2)
        .bombs(A, 1)
        .object(sq(9, 9), Object::Bush)
        .dice(&[OneHit, Gem, Blank])
        .deck_top(LootDeck::Litter, &[Card::GrailWater])
        .build()
        .unwrap();
    game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap();
    assert_eq!(game.health(A), 0);
    assert_eq!(game.legal_actions(A), vec![Action::EndTurn]);
    game.apply(A, Action::EndTurn).unwrap();
    game.apply(B, Action::EndTurn).unwrap();
    assert_eq!(game.health(A), 1, "its next turn recovers 1 and is skipped");
    assert_eq!(game.active_seat(), B);
}

#[test]
fn a_character_under_a_killed_mimic_collects_its_loot_at_once() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 9))
        .at(B, at(9, 8))
        .enemy(sq(9, 8), Mimic)
        .dice(&[OneHit, Gem, Blank])
        .deck_top(LootDeck::SmallLoot, &[Card::GreenGem])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::SouthWest,
        },
    )
    .unwrap();
    assert_eq!(game.gem_total(B), 1);
    assert!(items_at(&game, 9, 8).is_empty());
}

#[test]
fn a_mimic_already_on_your_square_attacks_again() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::Magnet)
        .enemy(sq(9, 8), Mimic)
        .dice(&[Blank])
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::TreasureStolen {
            treasure: Treasure::Magnet,
            ..
        }
    )));
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::EnemyMoved { .. }
    )));
    assert_eq!(game.health(A), 5);
}

#[test]
fn a_mimic_removed_by_depopulation_keeps_its_cards_face_down_for_good() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 10))
        .at(B, at(15, 15))
        .health(B, 0)
        .treasure(A, Treasure::Shovel)
        .enemy(sq(7, 10), Mimic)
        .dice(&[Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert_eq!(game.active_seat(), A, "seat 1 was passed out and skipped");
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(9, 11) }).unwrap();
    game.apply(A, Action::Step { to: at(9, 12) }).unwrap();
    let view = game.view(Viewer::Seat(A));
    assert_eq!(view.players[0].treasures[0].state, TreasureState::Lost);
    assert_eq!(view.players[0].gems, Some(0));
}

#[test]
fn a_plants_facing_resets_when_its_tile_repopulates() {
    // U01's plant stands at local (3,4) = (9,10); seat 0 at (9,8) is on its line to the west.
    let mut game = common::placed(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(15, 15))
        .health(B, 0)
        .dice(&[Shield])
        .build()
        .unwrap();
    let events = game.apply(A, Action::EndTurn).unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::PlantTurned {
            facing: Facing::W,
            ..
        }
    )));
    let facing = |g: &super_camelot::Game| {
        g.view(Viewer::Spectator)
            .squares
            .iter()
            .find(|s| s.square == sq(9, 10))
            .and_then(|s| s.enemy)
            .map(|e| e.facing)
    };
    assert_eq!(
        facing(&game),
        Some(Facing::W),
        "the facing persists while the tile stays populated"
    );
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 8) }).unwrap();
    game.apply(A, Action::Step { to: at(10, 9) }).unwrap();
    game.apply(A, Action::Step { to: at(10, 10) }).unwrap();
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(10, 11) }).unwrap();
    game.apply(A, Action::Step { to: at(10, 12) }).unwrap();
    game.apply(A, Action::Step { to: at(10, 11) }).unwrap();
    assert_eq!(
        facing(&game),
        Some(Facing::S),
        "repopulated: placed facing South again"
    );
}

#[test]
fn a_bomb_card_with_no_bomb_left_in_the_supply_drops_nothing() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .bombs(A, 5)
        .object(sq(8, 8), Object::Bush)
        .dice(&[Gem, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::Bomb])
        .build()
        .unwrap();
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(has(&events, |e| matches!(
        e,
        PublicEvent::SupplyEmpty { item: Item::Bomb }
    )));
    assert!(items_at(&game, 8, 8).is_empty());
}

#[test]
fn a_litter_dark_knight_with_none_left_in_the_supply_does_nothing() {
    let mut s = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush);
    for c in 7..11 {
        s = s.enemy(sq(7, c), DarkKnight).enemy(sq(10, c), DarkKnight);
    }
    let mut game = s
        .dice(&[Gem, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::DarkKnight])
        .build()
        .unwrap();
    assert_eq!(game.view(Viewer::Spectator).supply.dark_knights, 0);
    let events = game
        .apply(
            A,
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .unwrap();
    assert!(!has(&events, |e| matches!(
        e,
        PublicEvent::DarkKnightAppeared { .. }
    )));
    assert_eq!(enemy_at(&game, 8, 8), None);
}

#[test]
fn dice_faces_are_uniform() {
    let mut counts = std::collections::HashMap::new();
    for seed in 0..300 {
        let mut game = blank(&[Kay, Gwenivere])
            .seed(seed)
            .at(A, at(9, 8))
            .object(sq(8, 8), Object::Bush)
            .build()
            .unwrap();
        let events = game
            .apply(
                A,
                Action::Attack {
                    arc: Arc::NorthEast,
                },
            )
            .unwrap();
        for e in publics(&events) {
            if let PublicEvent::DiceRolled { faces, .. } = e {
                for f in faces {
                    *counts.entry(format!("{f:?}")).or_insert(0u32) += 1;
                }
            }
        }
    }
    assert_eq!(counts.len(), 6);
    for (face, n) in counts {
        assert!((100..200).contains(&n), "{face}: {n} of 900");
    }
}

#[test]
fn killing_your_own_thief_flips_your_card_face_up() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .at(B, at(15, 15))
        .health(B, 0)
        .treasure(A, Treasure::Shovel)
        .enemy(sq(9, 8), Mimic)
        .dice(&[Blank, OneHit, Blank, Blank])
        .build()
        .unwrap();
    game.apply(A, Action::EndTurn).unwrap();
    assert!(matches!(
        game.view(Viewer::Spectator).players[0].treasures[0].state,
        TreasureState::Stolen(_)
    ));
    game.apply(A, Action::Move).unwrap();
    game.apply(A, Action::Step { to: at(9, 9) }).unwrap();
    game.apply(A, Action::StopMoving).unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::SouthWest,
        },
    )
    .unwrap();
    let view = game.view(Viewer::Seat(A));
    assert_eq!(view.players[0].treasures[0].state, TreasureState::FaceUp);
    assert_eq!(view.players[0].gems, Some(3));
}

#[test]
fn duplicate_small_treasures_do_not_stack_but_each_counts_its_value() {
    let mut game = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .treasure(A, Treasure::RacingBoots)
        .treasure(A, Treasure::RacingBoots)
        .build()
        .unwrap();
    assert_eq!(game.gem_total(A), 8);
    game.apply(A, Action::Move).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::ContinueMove {
            squares_left: 4,
            must_enter: None
        }
    );
}

#[test]
fn lobby_option_e2_makes_mimics_and_dark_knights_tougher() {
    let mut game = blank(&[Kay, Gwenivere])
        .enemy_health(super_camelot::EnemyHealthRule::Hard)
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .enemy(sq(9, 9), Mimic)
        .dice(&[TwoHits, Blank, Blank])
        .build()
        .unwrap();
    game.apply(
        A,
        Action::Attack {
            arc: Arc::NorthEast,
        },
    )
    .unwrap();
    // 2 hits: the Dark Knight (3) cannot die; the Mimic (2) dies automatically.
    assert_eq!(enemy_at(&game, 8, 8), Some(DarkKnight));
    assert_eq!(enemy_at(&game, 9, 9), None);
}

#[test]
fn lobby_option_t2_values_every_treasure_at_five() {
    let game = blank(&[Kay, Gwenivere])
        .treasure_values(super_camelot::TreasureValueRule::Flat)
        .at(A, at(9, 8))
        .treasure(A, Treasure::PowerGauntlet)
        .treasure(A, Treasure::Shovel)
        .build()
        .unwrap();
    assert_eq!(game.gem_total(A), 10);
}

#[test]
fn lobby_option_s2_turns_the_speed_potion_into_an_extra_action() {
    let mut game = blank(&[Kay, Gwenivere])
        .speed_potion(super_camelot::SpeedPotionRule::ExtraAction)
        .at(A, at(9, 8))
        .treasure(A, Treasure::Shovel)
        .deck_top(LootDeck::SmallLoot, &[Card::SpeedPotion])
        .build()
        .unwrap();
    game.apply(A, Action::Dig).unwrap();
    assert_eq!(
        game.pending_decision().unwrap().prompt,
        Prompt::TakeAction { actions_left: 3 }
    );
}

// ----- what the rules decided by themselves, told in the events -----

fn sword_north_east(game: &mut super_camelot::Game) -> Vec<PublicEvent> {
    publics(
        &game
            .apply(
                A,
                Action::Attack {
                    arc: Arc::NorthEast,
                },
            )
            .unwrap(),
    )
}

#[test]
fn stars_counted_as_gems_with_nothing_to_hit_are_told() {
    // Prompt 14 auto: only a Bush in reach, so both Stars become Gems without asking.
    let mut bush = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .object(sq(8, 8), Object::Bush)
        .dice(&[Star, Star, Blank])
        .build()
        .unwrap();
    let events = sword_north_east(&mut bush);
    let rolled = events
        .iter()
        .position(|e| matches!(e, PublicEvent::DiceRolled { .. }))
        .unwrap();
    let counted = events
        .iter()
        .position(|e| *e == PublicEvent::StarsCountedAsGems { seat: A, count: 2 })
        .expect("the automatic Gems are told");
    assert!(rolled < counted, "after the roll: {events:?}");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, PublicEvent::StarConverted { .. })),
        "nobody chose"
    );
    // An Enemy in reach: the attacker is asked, and nothing is counted by itself.
    let mut knight = blank(&[Kay, Gwenivere])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[Star, Blank, Blank])
        .build()
        .unwrap();
    let events = sword_north_east(&mut knight);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, PublicEvent::StarsCountedAsGems { .. }))
    );
    assert!(matches!(
        knight.pending_decision().unwrap().prompt,
        Prompt::ConvertStar { .. }
    ));
}

#[test]
fn lancelots_blank_counted_as_a_hit_is_told() {
    let mut game = blank(&[Lancelot, Kay])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[OneHit, Blank, Blank])
        .build()
        .unwrap();
    let events = sword_north_east(&mut game);
    let counted = events
        .iter()
        .position(|e| {
            *e == PublicEvent::BlanksCounted {
                seat: A,
                count: 1,
                into: BlankUse::OneHit,
            }
        })
        .expect("Peerless is told");
    let killed = events
        .iter()
        .position(|e| matches!(e, PublicEvent::EnemyKilled { .. }))
        .unwrap();
    assert!(counted < killed, "the Hit is told before the kill it makes");
    // No Blank, nothing to tell.
    let mut no_blank = blank(&[Lancelot, Kay])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[OneHit, OneHit, Gem])
        .build()
        .unwrap();
    assert!(
        !sword_north_east(&mut no_blank)
            .iter()
            .any(|e| matches!(e, PublicEvent::BlanksCounted { .. }))
    );
}

#[test]
fn merlins_blanks_as_gems_and_his_own_bomb_sparing_him_are_told() {
    // Merlin at I10 throws at the block H9–J11, which holds him and Kay at J11.
    let mut game = blank(&[Merlin, Kay])
        .at(A, at(9, 8))
        .at(B, at(10, 9))
        .object(sq(9, 9), Object::Bush)
        .dice(&[OneHit, Blank, Blank])
        .deck_top(LootDeck::Litter, &[Card::GreenGem])
        .build()
        .unwrap();
    let events = publics(&game.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap());
    assert!(events.contains(&PublicEvent::BlanksCounted {
        seat: A,
        count: 2,
        into: BlankUse::Gem,
    }));
    let spared = events
        .iter()
        .position(|e| *e == PublicEvent::BombSpared { seat: A })
        .expect("Enchanter is told");
    let hurt = events
        .iter()
        .position(|e| matches!(e, PublicEvent::Damaged { seat, .. } if *seat == B))
        .expect("Kay is hurt");
    assert!(spared < hurt);
    assert_eq!((game.health(A), game.health(B)), (6, 4));
    // A Bomb roll with no Hit hurts nobody: there is no sparing to tell. Its Blanks still count.
    let mut miss = blank(&[Merlin, Kay])
        .at(A, at(9, 8))
        .at(B, at(10, 9))
        .dice(&[Blank, Shield, Gem])
        .build()
        .unwrap();
    let events = publics(&miss.apply(A, Action::Bomb { corner: sq(8, 7) }).unwrap());
    assert!(!events.contains(&PublicEvent::BombSpared { seat: A }));
    assert!(events.contains(&PublicEvent::BlanksCounted {
        seat: A,
        count: 1,
        into: BlankUse::Gem,
    }));
    // Merlin outside his block: nothing spared him.
    let mut outside = blank(&[Merlin, Kay])
        .at(A, at(9, 8))
        .at(B, at(7, 10))
        .dice(&[OneHit, Shield, Shield])
        .build()
        .unwrap();
    let events = publics(&outside.apply(A, Action::Bomb { corner: sq(6, 9) }).unwrap());
    assert!(!events.contains(&PublicEvent::BombSpared { seat: A }));
    assert_eq!(outside.health(B), 4);
    // Blanks of Merlin's sword rolls are not Gems.
    let mut sword = blank(&[Merlin, Kay])
        .at(A, at(9, 8))
        .enemy(sq(8, 8), DarkKnight)
        .dice(&[OneHit, Blank, Blank])
        .build()
        .unwrap();
    assert!(
        !sword_north_east(&mut sword)
            .iter()
            .any(|e| matches!(e, PublicEvent::BlanksCounted { .. }))
    );
}

#[test]
fn a_defence_names_the_face_that_blocked() {
    let defend = |who: Character, faces: &[Face], shield: bool| {
        let mut s = blank(&[who, Kay])
            .at(A, at(9, 8))
            .enemy(sq(8, 8), DarkKnight)
            .dice(faces);
        if shield {
            s = s.treasure(A, Treasure::RoyalShield);
        }
        let mut game = s.build().unwrap();
        publics(&game.apply(A, Action::EndTurn).unwrap())
            .into_iter()
            .find_map(|e| match e {
                PublicEvent::Defended { seat, by } if seat == A => Some(by),
                _ => None,
            })
    };
    assert_eq!(defend(Arthur, &[Shield], false), Some(Shield));
    assert_eq!(
        defend(Arthur, &[Star], false),
        Some(Star),
        "a Star is a Shield"
    );
    assert_eq!(
        defend(Arthur, &[Gem], false),
        None,
        "a Gem blocks only for her"
    );
    assert_eq!(defend(Gwenivere, &[Gem], false), Some(Gem), "Grace");
    assert_eq!(
        defend(Gwenivere, &[Gem, Shield], true),
        Some(Shield),
        "the Shield blocked; Grace was not needed"
    );
    assert_eq!(defend(Arthur, &[Star, Shield], true), Some(Shield));
    assert_eq!(defend(Gwenivere, &[Gem, Star], true), Some(Star));
}
