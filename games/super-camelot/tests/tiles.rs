//! Rulings §2.2: every authoring rule, checked over `data/tiles.txt`; and the deck contents.

use std::collections::HashMap;

use super_camelot::data::{self, LayoutCell, LayoutToken, TILE_N};
use super_camelot::{EnemyKind, RelicKind};

fn count(tile: &data::TileLayout, token: LayoutToken) -> usize {
    tile.cells
        .iter()
        .flatten()
        .filter(|c| **c == LayoutCell::Token(token))
        .count()
}

fn is_corner(r: usize, c: usize) -> bool {
    (r == 0 || r == TILE_N - 1) && (c == 0 || c == TILE_N - 1)
}

#[test]
fn there_are_16_tiles_11_unnamed_and_5_named() {
    let tiles = data::tiles();
    assert_eq!(tiles.len(), 16);
    assert_eq!(tiles.iter().filter(|t| t.named).count(), 5);
}

#[test]
fn rule_1_trees_are_exactly_the_corners() {
    for t in data::tiles() {
        for r in 0..TILE_N {
            for c in 0..TILE_N {
                assert_eq!(
                    t.cells[r][c] == LayoutCell::Tree,
                    is_corner(r, c),
                    "{} ({r},{c})",
                    t.id
                );
            }
        }
    }
}

#[test]
fn rule_2_per_tile_limits() {
    let limits = [
        (LayoutToken::Bush, 5),
        (LayoutToken::Rock, 3),
        (LayoutToken::Enemy(EnemyKind::CarnivorousPlant), 2),
        (LayoutToken::Enemy(EnemyKind::Mimic), 2),
        (LayoutToken::Enemy(EnemyKind::DarkKnight), 2),
    ];
    for t in data::tiles() {
        for (token, max) in limits {
            assert!(count(t, token) <= max, "{} has too many {token:?}", t.id);
        }
    }
}

#[test]
fn rule_3_four_populated_tiles_never_exhaust_the_supply() {
    let b = data::BOX;
    let limits = [
        (LayoutToken::Bush, b.bushes),
        (LayoutToken::Rock, b.rocks),
        (LayoutToken::Enemy(EnemyKind::CarnivorousPlant), b.plants),
        (LayoutToken::Enemy(EnemyKind::Mimic), b.mimics),
        (
            LayoutToken::Enemy(EnemyKind::DarkKnight),
            b.dark_knights - data::DARK_KNIGHT_RESERVE,
        ),
    ];
    for (token, limit) in limits {
        let mut counts: Vec<usize> = data::tiles().iter().map(|t| count(t, token)).collect();
        counts.sort_unstable_by(|a, b| b.cmp(a));
        let top4: usize = counts.iter().take(4).sum();
        assert!(
            top4 <= usize::from(limit),
            "{token:?}: top 4 = {top4} > {limit}"
        );
    }
}

#[test]
fn rule_4_persistent_totals_match_the_supply() {
    let total = |token| data::tiles().iter().map(|t| count(t, token)).sum::<usize>();
    assert_eq!(
        total(LayoutToken::SmallChest),
        usize::from(data::BOX.small_chests)
    );
    assert_eq!(total(LayoutToken::BigChest), 1);
    assert_eq!(total(LayoutToken::BigKeyStack), 1);
    for r in RelicKind::ALL {
        assert_eq!(total(LayoutToken::RelicStack(r)), 1);
    }
    // Each stack is on a named tile.
    for t in data::tiles() {
        let specials = count(t, LayoutToken::BigKeyStack)
            + RelicKind::ALL
                .iter()
                .map(|r| count(t, LayoutToken::RelicStack(*r)))
                .sum::<usize>()
            + count(t, LayoutToken::BigChest);
        if !t.named {
            assert_eq!(specials, 0, "{}", t.id);
        }
    }
}

#[test]
fn rule_5_the_square_south_of_every_chest_is_empty() {
    for t in data::tiles() {
        for r in 0..TILE_N {
            for c in 0..TILE_N {
                if matches!(
                    t.cells[r][c],
                    LayoutCell::Token(LayoutToken::SmallChest | LayoutToken::BigChest)
                ) {
                    assert!(
                        r + 1 < TILE_N && t.cells[r + 1][c] == LayoutCell::Empty,
                        "{} ({r},{c})",
                        t.id
                    );
                }
            }
        }
    }
}

fn neighbours(r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> {
    [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .filter_map(move |(dr, dc)| {
            let (nr, nc) = (r as i32 + dr, c as i32 + dc);
            ((0..TILE_N as i32).contains(&nr) && (0..TILE_N as i32).contains(&nc))
                .then_some((nr as usize, nc as usize))
        })
}

#[test]
fn rule_6_every_special_stack_has_an_empty_orthogonal_neighbour() {
    for t in data::tiles() {
        for r in 0..TILE_N {
            for c in 0..TILE_N {
                if matches!(
                    t.cells[r][c],
                    LayoutCell::Token(LayoutToken::BigKeyStack | LayoutToken::RelicStack(_))
                ) {
                    assert!(
                        neighbours(r, c).any(|(nr, nc)| t.cells[nr][nc] == LayoutCell::Empty),
                        "{}",
                        t.id
                    );
                }
            }
        }
    }
}

#[test]
fn rule_7_passable_squares_are_connected() {
    let wall = |cell: LayoutCell| match cell {
        LayoutCell::Tree => true,
        LayoutCell::Empty => false,
        LayoutCell::Token(t) => !matches!(t, LayoutToken::Bush | LayoutToken::Enemy(_)),
    };
    for t in data::tiles() {
        let open: Vec<(usize, usize)> = (0..TILE_N)
            .flat_map(|r| (0..TILE_N).map(move |c| (r, c)))
            .filter(|&(r, c)| !wall(t.cells[r][c]))
            .collect();
        let mut seen = vec![open[0]];
        let mut stack = vec![open[0]];
        while let Some((r, c)) = stack.pop() {
            for n in neighbours(r, c) {
                if !wall(t.cells[n.0][n.1]) && !seen.contains(&n) {
                    seen.push(n);
                    stack.push(n);
                }
            }
        }
        assert_eq!(seen.len(), open.len(), "{} is not connected", t.id);
    }
}

#[test]
fn rule_8_every_edge_has_two_empty_crossing_squares() {
    for t in data::tiles() {
        let edges: [Vec<LayoutCell>; 4] = [
            (0..TILE_N).map(|c| t.cells[0][c]).collect(),
            (0..TILE_N).map(|c| t.cells[TILE_N - 1][c]).collect(),
            (0..TILE_N).map(|r| t.cells[r][0]).collect(),
            (0..TILE_N).map(|r| t.cells[r][TILE_N - 1]).collect(),
        ];
        for edge in edges {
            assert!(
                edge.iter().filter(|c| **c == LayoutCell::Empty).count() >= 2,
                "{}",
                t.id
            );
        }
    }
}

#[test]
fn rule_9_unnamed_tiles_keep_the_squares_beside_corner_trees_empty() {
    for t in data::tiles().iter().filter(|t| !t.named) {
        for (r, c) in [
            (0, 1),
            (1, 0),
            (0, 4),
            (1, 5),
            (4, 0),
            (5, 1),
            (4, 5),
            (5, 4),
        ] {
            assert_eq!(t.cells[r][c], LayoutCell::Empty, "{} ({r},{c})", t.id);
        }
    }
}

#[test]
fn rule_10_plants_are_placed_facing_south() {
    use super_camelot::{Character, EnemyKind, Facing, Place, Scenario, Seat, Square, Viewer};
    let game = Scenario::new(&[Character::Arthur, Character::Kay])
        .tile(1, 1, "U01")
        .at(Seat(0), Place::Square(Square::new(10, 7).unwrap()))
        .build()
        .unwrap();
    let view = game.view(Viewer::Spectator);
    let plant = view
        .squares
        .iter()
        .find_map(|s| s.enemy.filter(|e| e.kind == EnemyKind::CarnivorousPlant))
        .unwrap();
    assert_eq!(plant.facing, Facing::S);
}

#[test]
fn totals_over_all_tiles_match_the_rulings_table() {
    let mut totals: HashMap<LayoutToken, usize> = HashMap::new();
    for t in data::tiles() {
        for cell in t.cells.iter().flatten() {
            if let LayoutCell::Token(tok) = cell {
                *totals.entry(*tok).or_default() += 1;
            }
        }
    }
    assert_eq!(totals[&LayoutToken::Bush], 32);
    assert_eq!(totals[&LayoutToken::Rock], 12);
    assert_eq!(totals[&LayoutToken::Enemy(EnemyKind::CarnivorousPlant)], 8);
    assert_eq!(totals[&LayoutToken::Enemy(EnemyKind::Mimic)], 8);
    assert_eq!(totals[&LayoutToken::Enemy(EnemyKind::DarkKnight)], 6);
}

#[test]
fn decks_have_the_appendix_contents() {
    let size =
        |d: &[(super_camelot::Card, u8)]| d.iter().map(|(_, n)| usize::from(*n)).sum::<usize>();
    assert_eq!(size(data::LITTER_DECK), 15);
    assert_eq!(size(data::SMALL_LOOT_DECK), 10);
    assert_eq!(size(data::BIG_LOOT_DECK), 10);
    assert_eq!(
        data::SMALL_TREASURE_DECK
            .iter()
            .map(|(_, n)| usize::from(*n))
            .sum::<usize>(),
        14
    );
    assert_eq!(
        data::BIG_TREASURE_DECK
            .iter()
            .map(|(_, n)| usize::from(*n))
            .sum::<usize>(),
        4
    );
    // Ruling T1: the 14 Small Treasures total 70 Gems.
    let total: u32 = data::SMALL_TREASURE_DECK
        .iter()
        .map(|(t, n)| data::treasure_gem_value(*t) * u32::from(*n))
        .sum();
    assert_eq!(total, 70);
}

#[test]
fn placed_tiles_show_their_printed_layout_in_views() {
    use super_camelot::{Character, Config, Game, Viewer};
    let game = Game::new(Config::new(vec![Character::Arthur, Character::Kay]), 4).unwrap();
    for tile in game.view(Viewer::Spectator).tiles {
        let layout = data::tiles().iter().find(|t| t.id == tile.id).unwrap();
        let expected: Vec<String> = layout
            .cells
            .iter()
            .map(|row| row.iter().map(|c| data::layout_symbol(*c)).collect())
            .collect();
        assert_eq!(tile.rows, expected);
    }
    // The symbols round-trip through the parser.
    let text = data::tiles()
        .iter()
        .map(|t| {
            let rows: Vec<String> = t
                .cells
                .iter()
                .map(|r| r.iter().map(|c| data::layout_symbol(*c)).collect())
                .collect();
            format!(
                "tile {} {} {}\n{}\n",
                t.id,
                if t.named { "named" } else { "unnamed" },
                t.name,
                rows.join("\n")
            )
        })
        .collect::<String>();
    let leaked: &'static str = Box::leak(text.into_boxed_str());
    assert_eq!(data::parse_tiles(leaked).unwrap(), data::tiles());
}
