//! A one-ply "greedy" policy: the bot of `albion bot --policy greedy`, and the baseline the
//! search is measured against.
//!
//! Each legal move is scored by playing it: a win first (and a loss or a draw last), then the
//! pieces it captures, then the most the opponent could capture in reply, then its progress
//! towards the opponent's castle, with a bonus for landing on the castle's rank. Ties are broken
//! by a seed.

use crate::game::Game;
use crate::moves::{Move, StepKind};
use crate::outcome::Outcome;
use crate::piece::Color;
use crate::square::Square;

/// The score of a move that wins at once.
const WIN_SCORE: i64 = 1_000_000;
/// The score of a move that draws at once (below every move that keeps the game going).
const DRAW_SCORE: i64 = -1_000;
/// Per piece captured.
const CAPTURE: i64 = 100;
/// Per piece the opponent's best reply would capture.
const THREAT: i64 = 90;
/// Per rank of progress towards the opponent's castle.
const PROGRESS: i64 = 3;
/// For landing on the rank of the opponent's castle.
const INTO_CASTLE: i64 = 50;

/// The greedy policy's move among all legal moves of `game`, or `None` when there is none.
/// `seed` picks among equally scored moves (see [`greedy_move_among`]).
#[must_use]
pub fn greedy_move(game: &Game, seed: u64) -> Option<Move> {
    greedy_move_among(game, &game.legal_moves(), seed)
}

/// The greedy policy's move among `legal` (for instance a server's list of the legal moves of
/// `game`), or `None` when `legal` is empty. Of the `n` best-scored moves, in the order of
/// `legal`, it returns the one at index `seed % n`, so a uniformly random `seed` gives a uniformly
/// random choice among them.
#[must_use]
pub fn greedy_move_among(game: &Game, legal: &[Move], seed: u64) -> Option<Move> {
    let us = game.turn();
    let mut best: Vec<&Move> = Vec::new();
    let mut best_score = i64::MIN;
    for m in legal {
        let score = greedy_score(game, m, us);
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(m);
        }
    }
    if best.is_empty() {
        return None;
    }
    let i = (seed % best.len() as u64) as usize;
    Some(best[i].clone())
}

/// The greedy score of `m` for `us`, the side to move in `game`; `i64::MIN` for an illegal move.
fn greedy_score(game: &Game, m: &Move, us: Color) -> i64 {
    let mut after = game.clone();
    let Ok(played) = after.play(m) else {
        return i64::MIN;
    };
    match after.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == us => return WIN_SCORE,
        Some(Outcome::Win { .. }) => return -WIN_SCORE,
        Some(Outcome::Draw { .. }) => return DRAW_SCORE,
        None => {}
    }
    let captured = played.captured.len() as i64;
    // The opponent's best immediate capture in reply.
    let threat = after
        .legal_moves()
        .iter()
        .map(|reply| {
            reply
                .steps()
                .iter()
                .filter(|s| s.kind == StepKind::Jump)
                .count()
        })
        .max()
        .unwrap_or(0) as i64;
    let target_rank: i64 = if us == Color::White { 15 } else { 0 };
    let distance = |sq: Square| (target_rank - i64::from(sq.rank())).abs();
    let progress = distance(m.from()) - distance(m.to());
    let into_castle = i64::from(distance(m.to()) == 0) * INTO_CASTLE;
    captured * CAPTURE - threat * THREAT + progress * PROGRESS + into_castle
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Ruleset;

    fn game(position: &str) -> Game {
        Game::from_position(Ruleset::Standard, position.parse().expect("a position"))
    }

    #[test]
    fn takes_a_winning_move_whatever_the_seed() {
        // White holds G16; E15-F16 takes the second castle square and wins.
        let g = game("1M/2M5/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w");
        assert!(g.legal_moves().len() > 1);
        for seed in 0..16 {
            assert_eq!(greedy_move(&g, seed), Some("E15-F16".parse().unwrap()));
        }
    }

    #[test]
    fn prefers_the_bigger_capture() {
        // Capture is compulsory: the White Man on E4 may take two Men (E4xE6xC8), the one on
        // L4 only one (L4xL6).
        let g = game("2/8/10/m11/12/12/12/12/12/3m8/12/4m6m/4M6M/10/8/2 w");
        let legal: Vec<String> = g.legal_moves().iter().map(ToString::to_string).collect();
        assert!(legal.contains(&"L4xL6".to_owned()), "{legal:?}");
        for seed in 0..16 {
            assert_eq!(
                greedy_move(&g, seed).map(|m| m.to_string()),
                Some("E4xE6xC8".to_owned())
            );
        }
    }

    #[test]
    fn avoids_moves_that_hang_a_piece() {
        // F6-F7 would gain as much ground as A4-A5 but lets the Black Man on F8 jump it.
        let g = game("2/8/10/m11/12/12/12/12/5m6/12/5M6/12/M11/10/8/2 w");
        assert!(g.is_legal(&"F6-F7".parse().unwrap()));
        for seed in 0..16 {
            let m = greedy_move(&g, seed).expect("a move");
            let mut after = g.clone();
            after.play(&m).expect("legal");
            assert!(
                after.legal_moves().iter().all(|r| !r.is_capture()),
                "{m} lets Black capture"
            );
        }
    }

    #[test]
    fn ties_follow_the_seed_and_an_empty_list_has_no_move() {
        let g = Game::new(Ruleset::Standard);
        let chosen: std::collections::BTreeSet<String> = (0..32)
            .filter_map(|seed| greedy_move(&g, seed).map(|m| m.to_string()))
            .collect();
        assert!(chosen.len() > 1, "{chosen:?}");
        assert_eq!(greedy_move(&g, 5), greedy_move(&g, 5));
        assert_eq!(greedy_move_among(&g, &[], 5), None);
    }
}
