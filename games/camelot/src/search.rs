//! A computer player: negamax alpha-beta with iterative deepening, a transposition table keyed by
//! Zobrist hashes, move ordering (the table's move, captures, killers, history) and a capture
//! quiescence search.
//!
//! Pure and deterministic: under node and depth limits the same game and seed always give the
//! same answer. A deadline ([`Limits::deadline`]) makes the answer depend on the machine's speed;
//! it is checked every few hundred nodes.
//!
//! Terminal outcomes are scored exactly: a castle win, an elimination and a side left without a
//! legal move (D8, D9, D11) are wins or losses counted in plies from the root; bare pieces, the
//! third repetition and the 100-ply rule (D10, D12) are draws (0).

use std::time::Instant;

use crate::game::Game;
use crate::movegen::{Effect, Generated, Generator, Mode};
use crate::moves::Move;
use crate::outcome::Outcome;
use crate::piece::{Color, EMPTY, KNIGHT};
use crate::position::{Position, castle_row, row};
use crate::square::{DIRS, PAD_SIZE, PAD_W, PADDED_SQUARES};

/// A won game's score at the root; a win `n` plies away scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search.
const WIN_BOUND: i32 = WIN - 10_000;
const INF: i32 = WIN + 1;
/// Deepest iteration the search will try, whatever the limits say.
pub const MAX_DEPTH: u32 = 64;
/// Plies of capture sequences searched beyond the nominal depth.
const QUIESCENCE_PLIES: u32 = 12;
const MAX_PLY: usize = MAX_DEPTH as usize + QUIESCENCE_PLIES as usize + 2;

/// How long the search may think. The first limit reached stops it; the deepest iteration that
/// finished gives the answer (depth 1 is always finished, whatever the limits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Deepest nominal depth, in plies (at most [`MAX_DEPTH`]).
    pub max_depth: u32,
    /// Most nodes (positions visited, quiescence included).
    pub max_nodes: u64,
    /// Wall-clock deadline; `None` keeps the search deterministic.
    pub deadline: Option<Instant>,
}

impl Limits {
    /// Limits on depth and nodes only: a deterministic search.
    #[must_use]
    pub const fn nodes(max_depth: u32, max_nodes: u64) -> Limits {
        Limits {
            max_depth,
            max_nodes,
            deadline: None,
        }
    }
}

/// The computer player's strength: fixed node budgets, so that a strength plays the same on
/// every machine. The figures in `BENCHMARKS.md` say how long each takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strength {
    /// A shallow search (well under a second per move on one core).
    Easy,
    /// A middle budget.
    Medium,
    /// The strongest budget.
    Hard,
}

impl Strength {
    /// The limits this strength searches with.
    #[must_use]
    pub const fn limits(self) -> Limits {
        match self {
            Strength::Easy => Limits::nodes(2, 4_000),
            Strength::Medium => Limits::nodes(MAX_DEPTH, 40_000),
            Strength::Hard => Limits::nodes(MAX_DEPTH, 250_000),
        }
    }
}

/// What the search chose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    /// The move (its canonical route, as listed by [`Game::legal_moves`]).
    pub mv: Move,
    /// Its score for the side to move: centipawn-like units, or near ±[`WIN`] for a forced
    /// result.
    pub score: i32,
    /// The deepest iteration that finished.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

/// Chooses a move for the side to move in `game`, or `None` when the game is over. `seed` breaks
/// ties between equally scored moves (the root moves are shuffled by it before ordering).
#[must_use]
pub fn best_move(game: &Game, limits: &Limits, seed: u64) -> Option<SearchResult> {
    if game.outcome().is_some() {
        return None;
    }
    best_move_with(game, limits, &Weights::DEFAULT, seed)
}

/// [`best_move`] with other evaluation weights (for measuring them).
#[must_use]
pub fn best_move_with(
    game: &Game,
    limits: &Limits,
    weights: &Weights,
    seed: u64,
) -> Option<SearchResult> {
    if game.outcome().is_some() {
        return None;
    }
    let mut search = Search::new(game, limits);
    search.weights = *weights;
    search.run(game.position(), seed)
}

/// The Zobrist hash of a position: board, side to move and castle-move counters (what D12's
/// repetition compares).
#[must_use]
pub fn zobrist(pos: &Position) -> u64 {
    let mut h = 0;
    for &p in &PADDED_SQUARES {
        let p = usize::from(p);
        if pos.cells[p] != EMPTY {
            h ^= piece_key(p, pos.cells[p]);
        }
    }
    if pos.turn == Color::Black {
        h ^= TURN_KEY;
    }
    h ^ CASTLE_KEYS[0][usize::from(pos.castle_moves[0])]
        ^ CASTLE_KEYS[1][usize::from(pos.castle_moves[1])]
}

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Keys per mailbox cell and piece kind (White Man, Black Man, White Knight, Black Knight).
static PIECE_KEYS: [[u64; 4]; PAD_SIZE] = {
    let mut keys = [[0u64; 4]; PAD_SIZE];
    let mut i = 0;
    while i < PAD_SIZE {
        let mut k = 0;
        while k < 4 {
            keys[i][k] = splitmix((i * 4 + k) as u64 * 0x1000_0001);
            k += 1;
        }
        i += 1;
    }
    keys
};
const TURN_KEY: u64 = splitmix(0xDEAD_BEEF);
const CASTLE_KEYS: [[u64; 3]; 2] = [
    [0, splitmix(11), splitmix(12)],
    [0, splitmix(21), splitmix(22)],
];

fn piece_key(p: usize, cell: u8) -> u64 {
    let kind = usize::from(cell & 3) - 1 + if cell & KNIGHT != 0 { 2 } else { 0 };
    PIECE_KEYS[p][kind]
}

/// The hash after `e`, from the hash `h` of `pos`, before `e` is applied.
fn hash_after(pos: &Position, e: &Effect, mut h: u64) -> u64 {
    let from = usize::from(e.from);
    let to = usize::from(e.to);
    let cell = pos.cells[from];
    h ^= piece_key(from, cell) ^ piece_key(to, cell);
    for &c in e.captures() {
        let c = usize::from(c);
        h ^= piece_key(c, pos.cells[c]);
    }
    let us = pos.turn;
    if row(from) == castle_row(!us) {
        let used = usize::from(pos.castle_moves[us.index()]);
        h ^= CASTLE_KEYS[us.index()][used] ^ CASTLE_KEYS[us.index()][used + 1];
    }
    h ^ TURN_KEY
}

/// A move's identity for the table, killers and history: origin, destination and captured set.
fn move_key(e: &Effect) -> u32 {
    let mut caps: u32 = 0;
    for &c in e.captures() {
        caps = caps.wrapping_mul(31).wrapping_add(u32::from(c));
    }
    (u32::from(e.from) | (u32::from(e.to) << 9))
        ^ (caps.wrapping_mul(0x9E37) << 18)
        ^ (u32::from(e.ncaps) << 27)
}

/// Evaluation weights, per side; see `BENCHMARKS.md` for how they were chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// A Man on the board.
    pub man: i32,
    /// A Knight on the board.
    pub knight: i32,
    /// Per rank a Man has advanced towards the opponent's castle.
    pub man_advance: i32,
    /// Per rank a Knight has advanced towards the opponent's castle.
    pub knight_advance: i32,
    /// Per step closer to the nearest square of the opponent's castle (Chebyshev distance), for
    /// pieces within 6 steps.
    pub near_castle: i32,
    /// A piece standing in the opponent's castle (one more and the game is won).
    pub in_castle: i32,
    /// The castle race: with `t` the sum of the castle distances of a side's two pieces nearest
    /// the opponent's castle (the plain moves it needs to win by D8, if nobody stops it), the
    /// side scores `race * (RACE_SPAN - t)² / 8` when `t` < [`RACE_SPAN`].
    pub race: i32,
}

/// The castle race term counts two-piece distances below this (see [`Weights::race`]).
pub const RACE_SPAN: i32 = 12;

impl Weights {
    /// The weights the strengths play with.
    pub const DEFAULT: Weights = Weights {
        man: 100,
        knight: 160,
        man_advance: 4,
        knight_advance: 2,
        near_castle: 6,
        in_castle: 250,
        race: 32,
    };

    /// Material only: the baseline the measured weights are compared with.
    pub const MATERIAL: Weights = Weights {
        man: 100,
        knight: 160,
        man_advance: 0,
        knight_advance: 0,
        near_castle: 0,
        in_castle: 0,
        race: 0,
    };
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// The static evaluation of `pos` for the side to move, with `w`.
#[must_use]
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let mut score = [0i32; 2];
    // Per side, the two smallest castle distances.
    let mut nearest = [[RACE_SPAN; 2]; 2];
    for &p in &PADDED_SQUARES {
        let p = usize::from(p);
        let cell = pos.cells[p];
        if cell == EMPTY {
            continue;
        }
        let color = if cell & 1 != 0 {
            Color::White
        } else {
            Color::Black
        };
        let knight = cell & KNIGHT != 0;
        let target = castle_row(!color);
        let r = row(p);
        let advance = if color == Color::White { r - 2 } else { 17 - r } as i32;
        let file = p % PAD_W;
        let df = if file < 7 {
            7 - file
        } else {
            file.saturating_sub(8)
        };
        let dist = df.max(r.abs_diff(target)) as i32;
        let n = &mut nearest[color.index()];
        if dist < n[1] {
            n[1] = dist;
            if n[1] < n[0] {
                n.swap(0, 1);
            }
        }
        let s = &mut score[color.index()];
        *s += if knight {
            w.knight + w.knight_advance * advance
        } else {
            w.man + w.man_advance * advance
        };
        if r == target {
            *s += w.in_castle;
        } else if dist < 7 {
            *s += w.near_castle * (7 - dist);
        }
    }
    if w.race != 0 {
        for (s, n) in score.iter_mut().zip(nearest) {
            let closeness = (RACE_SPAN - n[0] - n[1]).max(0);
            *s += w.race * closeness * closeness / 8;
        }
    }
    let us = pos.turn.index();
    score[us] - score[1 - us]
}

/// The static evaluation of `pos` for the side to move, with the default weights.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &Weights::DEFAULT)
}

#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: u32,
    score: i32,
    depth: u8,
    bound: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

struct Search {
    ruleset: crate::Ruleset,
    weights: Weights,
    limits: Limits,
    nodes: u64,
    stopped: bool,
    /// False during the first iteration, which always finishes.
    may_stop: bool,
    generator: Generator,
    /// Move lists, one per ply, reused.
    lists: Vec<Vec<Generated>>,
    table: Vec<Entry>,
    mask: usize,
    killers: [[u32; 2]; MAX_PLY],
    history: Vec<i32>,
    /// Hashes of the game's positions since the last irreversible move, then of the search path.
    path: Vec<u64>,
}

/// History table index: origin and destination cells.
fn history_index(e: &Effect) -> usize {
    usize::from(e.from) * PAD_SIZE + usize::from(e.to)
}

impl Search {
    fn new(game: &Game, limits: &Limits) -> Search {
        let size = (limits.max_nodes.clamp(1 << 12, 1 << 20) as usize).next_power_of_two();
        Search {
            ruleset: game.ruleset(),
            weights: Weights::DEFAULT,
            limits: Limits {
                max_depth: limits.max_depth.clamp(1, MAX_DEPTH),
                ..*limits
            },
            nodes: 0,
            stopped: false,
            may_stop: false,
            generator: Generator::new(),
            lists: (0..MAX_PLY).map(|_| Vec::new()).collect(),
            table: vec![Entry::default(); size],
            mask: size - 1,
            killers: [[0; 2]; MAX_PLY],
            history: vec![0; PAD_SIZE * PAD_SIZE],
            path: game.history.iter().map(zobrist).collect(),
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if !self.may_stop {
            return false;
        }
        if self.nodes >= self.limits.max_nodes {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(256)
            && let Some(deadline) = self.limits.deadline
            && Instant::now() >= deadline
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn run(&mut self, pos: &Position, seed: u64) -> Option<SearchResult> {
        let mut root = Vec::new();
        Generator::new().run(pos, self.ruleset, Mode::Routes, &mut root);
        if root.is_empty() {
            return None;
        }
        // Shuffle by the seed (Fisher-Yates), then order: captures first, most captured first.
        let mut state = splitmix(seed);
        for i in (1..root.len()).rev() {
            state = splitmix(state);
            root.swap(i, (state % (i as u64 + 1)) as usize);
        }
        root.sort_by_key(|g| std::cmp::Reverse(g.effect.ncaps));
        let hash = zobrist(pos);
        let mut best = (0usize, 0i32, 0u32);
        if root.len() == 1 {
            best.2 = 1;
        }
        let mut scores = vec![0i32; root.len()];
        let mut depth = 1;
        while depth <= self.limits.max_depth && root.len() > 1 {
            self.may_stop = depth > 1;
            let mut alpha = -INF;
            let mut best_here = None;
            for (i, g) in root.iter().enumerate() {
                let mut child = pos.clone();
                child.apply(&g.effect);
                let h = hash_after(pos, &g.effect, hash);
                let score = if i == 0 {
                    -self.child(&child, h, g, depth - 1, 1, -INF, -alpha)
                } else {
                    let s = -self.child(&child, h, g, depth - 1, 1, -alpha - 1, -alpha);
                    if s > alpha && !self.stopped {
                        -self.child(&child, h, g, depth - 1, 1, -INF, -alpha)
                    } else {
                        s
                    }
                };
                if self.stopped {
                    break;
                }
                scores[i] = score;
                if score > alpha {
                    alpha = score;
                    best_here = Some(i);
                }
            }
            if self.stopped {
                break;
            }
            let i = best_here.unwrap_or(0);
            best = (i, alpha, depth);
            // The best move first next time; the rest in this iteration's order of score.
            let mut order: Vec<usize> = (0..root.len()).collect();
            order.sort_by_key(|&j| (j != i, std::cmp::Reverse(scores[j])));
            root = order.iter().map(|&j| root[j].clone()).collect();
            scores = order.iter().map(|&j| scores[j]).collect();
            best.0 = 0;
            if alpha.abs() >= WIN_BOUND || self.stopped {
                break;
            }
            depth += 1;
        }
        let (i, score, depth) = best;
        Some(SearchResult {
            mv: root.swap_remove(i).into_move(),
            score,
            depth,
            nodes: self.nodes,
        })
    }

    /// Searches the child reached by `g` (already applied), pushing its hash on the path.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        child: &Position,
        hash: u64,
        g: &Generated,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let irreversible =
            g.effect.ncaps > 0 || row(usize::from(g.effect.to)) == castle_row(child.turn);
        let saved = if irreversible {
            Some(std::mem::take(&mut self.path))
        } else {
            None
        };
        self.path.push(hash);
        let score = self.negamax(child, hash, depth, ply, alpha, beta, 0);
        self.path.pop();
        if let Some(saved) = saved {
            self.path = saved;
        }
        score
    }

    /// Scores a position the game has reached: `Some` when the game is over there.
    fn terminal(&self, pos: &Position, ply: usize) -> Option<i32> {
        if let Some(o) = pos.static_outcome() {
            return Some(self.outcome_score(o, pos.turn, ply));
        }
        // D12: the third occurrence of the position draws.
        let (&last, earlier) = self.path.split_last()?;
        if earlier.iter().filter(|&&h| h == last).count() >= 2 {
            return Some(0);
        }
        None
    }

    fn outcome_score(&self, o: Outcome, turn: Color, ply: usize) -> i32 {
        match o.winner() {
            Some(w) if w == turn => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
            None => 0,
        }
    }

    /// D11: the side to move has no legal move.
    fn no_moves(&self, pos: &Position, ply: usize) -> i32 {
        if pos.piece_count(!pos.turn) >= 2 {
            -(WIN - ply as i32)
        } else {
            0
        }
    }

    /// The moves of `pos`, generated into this ply's reusable list (give it back with
    /// `self.lists[ply] = list`), or the score of a position with no move.
    fn moves_at(&mut self, pos: &Position, ply: usize) -> Result<Vec<Generated>, i32> {
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        self.generator
            .run(pos, self.ruleset, Mode::Effects, &mut list);
        if list.is_empty() {
            self.lists[ply] = list;
            return Err(self.no_moves(pos, ply));
        }
        Ok(list)
    }

    fn order(&self, list: &mut [Generated], tt_move: u32, ply: usize) {
        let killers = self.killers[ply];
        list.sort_by_cached_key(|g| {
            let k = move_key(&g.effect);
            let key: i64 = if k == tt_move {
                i64::MIN
            } else if g.effect.ncaps > 0 {
                -(1 << 40) - i64::from(g.effect.ncaps)
            } else if k == killers[0] {
                -(1 << 39)
            } else if k == killers[1] {
                -(1 << 39) + 1
            } else {
                -i64::from(self.history[history_index(&g.effect)])
            };
            key
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        qply: u32,
    ) -> i32 {
        self.nodes += 1;
        if let Some(score) = self.terminal(pos, ply) {
            return score;
        }
        if self.out_of_budget() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate_with(pos, &self.weights);
        }
        if depth == 0 {
            return self.quiesce(pos, hash, ply, alpha, beta, qply);
        }
        let slot = (hash as usize) & self.mask;
        let entry = self.table[slot];
        let mut tt_move = u32::MAX;
        if entry.key == hash && entry.bound != 0 {
            tt_move = entry.mv;
            if u32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    EXACT => return score,
                    LOWER if score >= beta => return score,
                    UPPER if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let mut list = match self.moves_at(pos, ply) {
            Ok(list) => list,
            Err(score) => return score,
        };
        self.order(&mut list, tt_move, ply);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_key = 0;
        for (i, g) in list.iter().enumerate() {
            let mut child = pos.clone();
            child.apply(&g.effect);
            let h = hash_after(pos, &g.effect, hash);
            let score = if i == 0 {
                -self.child(&child, h, g, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let s = -self.child(&child, h, g, depth - 1, ply + 1, -alpha - 1, -alpha);
                if s > alpha && s < beta && !self.stopped {
                    -self.child(&child, h, g, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            if self.stopped {
                self.lists[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                best_key = move_key(&g.effect);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if g.effect.ncaps == 0 {
                    let k = move_key(&g.effect);
                    if self.killers[ply][0] != k {
                        self.killers[ply][1] = self.killers[ply][0];
                        self.killers[ply][0] = k;
                    }
                    let h = &mut self.history[history_index(&g.effect)];
                    *h = (*h + (depth * depth) as i32).min(1 << 24);
                }
                break;
            }
        }
        self.lists[ply] = list;
        let bound = if best >= beta {
            LOWER
        } else if best > original_alpha {
            EXACT
        } else {
            UPPER
        };
        self.table[slot] = Entry {
            key: hash,
            mv: best_key,
            score: to_table(best, ply),
            depth: depth.min(255) as u8,
            bound,
        };
        best
    }

    /// Capture sequences: capture is compulsory (D2), so a side with a direct jump must take
    /// one and cannot "stand pat"; a side without one is scored statically.
    fn quiesce(
        &mut self,
        pos: &Position,
        hash: u64,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        qply: u32,
    ) -> i32 {
        if qply >= QUIESCENCE_PLIES || !has_direct_jump(pos) {
            return evaluate_with(pos, &self.weights);
        }
        let mut list = match self.moves_at(pos, ply) {
            Ok(list) => list,
            Err(score) => return score,
        };
        list.sort_by_key(|g| std::cmp::Reverse(g.effect.ncaps));
        let mut best = -INF;
        for g in &list {
            let mut child = pos.clone();
            child.apply(&g.effect);
            let h = hash_after(pos, &g.effect, hash);
            self.path.push(h);
            let score = -self.negamax(&child, h, 0, ply + 1, -beta, -alpha, qply + 1);
            self.path.pop();
            if self.stopped {
                self.lists[ply] = list;
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.lists[ply] = list;
        best
    }
}

/// Whether the side to move has a direct jump somewhere (the capture duty of D2).
fn has_direct_jump(pos: &Position) -> bool {
    let us = pos.turn.bit();
    let them = (!pos.turn).bit();
    let opp_row = castle_row(!pos.turn);
    PADDED_SQUARES.iter().any(|&p| {
        let p = usize::from(p);
        pos.cells[p] & us != 0
            && row(p) != opp_row
            && DIRS.iter().any(|&d| {
                let a = p.wrapping_add_signed(d);
                pos.cells[a] & them != 0 && pos.cells[a.wrapping_add_signed(d)] == EMPTY
            })
    })
}

/// Win scores are stored relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn incremental_hash_matches_the_hash_from_scratch() {
        let mut game = Game::new(crate::Ruleset::Standard);
        for i in 0..60 {
            let pos = game.position().clone();
            let mut list = Vec::new();
            Generator::new().run(&pos, crate::Ruleset::Standard, Mode::Routes, &mut list);
            if list.is_empty() {
                break;
            }
            let g = list.swap_remove((i * 7) % list.len());
            let h = hash_after(&pos, &g.effect, zobrist(&pos));
            game.play(&g.into_move())
                .expect("generated moves are legal");
            assert_eq!(h, zobrist(game.position()));
        }
    }
}
