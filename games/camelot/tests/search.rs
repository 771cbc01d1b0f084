//! The computer player: tactics it must see, limits it must keep, legality over random positions.
//!
//! The proptest's number of cases defaults to 16 and follows `PROPTEST_CASES` when it is set.

use camelot::search::{
    Limits, RACE_SPAN, Strength, WIN, Weights, best_move, evaluate, evaluate_with,
};
use camelot::{Color, Game, Move, Piece, Position, Role, Ruleset, Setup, Square};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(16)
}

fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

fn game(turn: Color, pieces: &[(&str, Color, Role)]) -> Game {
    let mut setup = Setup::empty();
    setup.turn = turn;
    for &(s, color, role) in pieces {
        setup.set(sq(s), Some(Piece { color, role }));
    }
    Game::from_position(
        Ruleset::Standard,
        Position::from_setup(&setup).expect("a legal position"),
    )
}

const W: Color = Color::White;
const B: Color = Color::Black;
const MAN: Role = Role::Man;
const KNIGHT: Role = Role::Knight;

#[test]
fn finds_a_castle_win_in_one() {
    // White holds G16 and a Man on E15 steps into F16.
    let g = game(
        W,
        &[
            ("G16", W, MAN),
            ("E15", W, MAN),
            ("L4", W, MAN),
            ("A13", B, MAN),
            ("L13", B, MAN),
        ],
    );
    for strength in [Strength::Easy, Strength::Medium, Strength::Hard] {
        for seed in 0..4 {
            let r = best_move(&g, &strength.limits(), seed).expect("a move");
            assert_eq!(r.mv, "E15-F16".parse::<Move>().unwrap(), "{strength:?}");
            assert_eq!(r.score, WIN - 1);
        }
    }
}

#[test]
fn avoids_a_castle_loss_in_one() {
    // Black holds F1; if the White Man on G2 stays, G3xG2 lands on G1 and wins. G4 guards G3
    // from being jumped, so White has no capture and must see the threat.
    let g = game(
        W,
        &[
            ("G2", W, MAN),
            ("A8", W, MAN),
            ("L9", W, KNIGHT),
            ("F1", B, MAN),
            ("G3", B, MAN),
            ("G4", B, MAN),
        ],
    );
    for strength in [Strength::Easy, Strength::Medium, Strength::Hard] {
        for seed in 0..4 {
            let r = best_move(&g, &strength.limits(), seed).expect("a move");
            let mut after = g.clone();
            after.play(&r.mv).expect("legal");
            for reply in after.legal_moves() {
                let mut next = after.clone();
                next.play(&reply).expect("legal");
                assert_ne!(
                    next.outcome().and_then(|o| o.winner()),
                    Some(B),
                    "{strength:?} played {} and {} wins",
                    r.mv,
                    reply
                );
            }
        }
    }
}

#[test]
fn takes_a_free_capture() {
    // No direct jump, so nothing is compulsory; the Knight's Charge E5-E7xE9 wins a Man for free.
    let g = game(
        W,
        &[
            ("E5", W, KNIGHT),
            ("E6", W, MAN),
            ("L4", W, MAN),
            ("E8", B, MAN),
            ("A13", B, MAN),
            ("L13", B, KNIGHT),
        ],
    );
    assert!(g.legal_moves().iter().any(|m| !m.is_capture()));
    for strength in [Strength::Easy, Strength::Medium, Strength::Hard] {
        let r = best_move(&g, &strength.limits(), 7).expect("a move");
        assert!(r.mv.is_capture(), "{strength:?} played {}", r.mv);
    }
}

#[test]
fn the_evaluation_counts_the_castle_race() {
    // White's Men on E15 and H15 are a step each from Black's castle (a race of 2 moves); Black's
    // on A13 and L13 are twelve from White's, too far to count.
    let g = game(
        W,
        &[
            ("E15", W, MAN),
            ("H15", W, MAN),
            ("A13", B, MAN),
            ("L13", B, MAN),
        ],
    );
    let no_race = Weights {
        race: 0,
        ..Weights::DEFAULT
    };
    let race = Weights::DEFAULT.race;
    assert!(race > 0);
    // For White, the side to move: race * (RACE_SPAN - 2)² / 8.
    assert_eq!(
        evaluate(g.position()) - evaluate_with(g.position(), &no_race),
        race * (RACE_SPAN - 2).pow(2) / 8
    );
}

#[test]
fn respects_node_limits_and_is_deterministic() {
    let mut g = Game::new(Ruleset::Standard);
    for m in ["E6-E5", "E11-E12", "F6-F5"] {
        g.play(&m.parse().unwrap()).unwrap();
    }
    for max_nodes in [2_000, 20_000, 100_000] {
        let limits = Limits::nodes(64, max_nodes);
        let a = best_move(&g, &limits, 42).expect("a move");
        assert!(a.nodes <= max_nodes, "{} > {max_nodes}", a.nodes);
        assert!(a.depth >= 1);
        assert_eq!(best_move(&g, &limits, 42), Some(a));
    }
    let shallow = best_move(&g, &Limits::nodes(2, u64::MAX), 1).expect("a move");
    assert_eq!(shallow.depth, 2);
}

#[test]
fn a_finished_game_has_no_move() {
    let g = game(W, &[("A8", W, MAN), ("L9", B, MAN)]);
    assert!(g.outcome().is_some());
    assert_eq!(best_move(&g, &Strength::Easy.limits(), 0), None);
}

/// Plays `plies` random moves from the start; `None` if the game ended first.
fn random_game(seed: u64, plies: usize) -> Option<Game> {
    let mut state = seed | 1;
    let mut g = Game::new(Ruleset::Standard);
    for _ in 0..plies {
        let legal = g.legal_moves();
        if legal.is_empty() {
            return None;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        g.play(&legal[(state % legal.len() as u64) as usize]).ok()?;
    }
    Some(g)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn never_returns_an_illegal_move(seed in any::<u64>(), plies in 0usize..120) {
        if let Some(g) = random_game(seed, plies)
            && g.outcome().is_none()
        {
            let r = best_move(&g, &Limits::nodes(64, 3_000), seed);
            let r = r.expect("a game in progress has a move");
            prop_assert!(g.is_legal(&r.mv), "{} illegal in {}", r.mv, g.position());
            prop_assert!(g.legal_moves().contains(&r.mv));
        }
    }
}
