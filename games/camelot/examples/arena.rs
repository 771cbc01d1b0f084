//! Plays the search against the one-ply greedy policy of `albion bot --policy greedy`
//! (`camelot::greedy`) and the
//! strengths against each other, colours alternated, and reports the results.
//!
//! `cargo run --release -p camelot --example arena -- --games 200 [--threads 2]
//! [--match hard-greedy,hard-easy] [--seed 1] [--show-lost]`
//!
//! `--show-lost` prints every game the first-named player does not win: its seed, outcome,
//! final position and moves.
//!
//! A player is `greedy`, `easy`, `medium`, `hard` or `nodes:N`, optionally followed by
//! `+material` (material-only evaluation) or `+w:100:160:4:2:6:250:0` (the weights of
//! `camelot::search::Weights`, in declaration order; the last may be left out).
//!
//! Each game starts from the start position; the seed of game `i` drives both players' tie
//! breaks, so a run is reproducible (the searches use node limits, not time).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use camelot::greedy::greedy_move;
use camelot::search::{Limits, Strength, Weights, best_move_with};
use camelot::{Color, Game, Ruleset};

/// A player.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Player {
    Greedy,
    Search(Limits, Weights),
}

fn parse_player(name: &str) -> Player {
    // `+material`: material only; `+w:MAN:KNIGHT:MAN_ADV:KNIGHT_ADV:NEAR:IN_CASTLE`: any weights.
    let (name, weights) = match name.split_once('+') {
        Some((n, "material")) => (n, Weights::MATERIAL),
        Some((n, w)) => {
            let v: Vec<i32> = w
                .strip_prefix("w:")
                .expect("+material or +w:...")
                .split(':')
                .map(|x| x.parse().expect("a weight"))
                .collect();
            let weights = Weights {
                man: v[0],
                knight: v[1],
                man_advance: v[2],
                knight_advance: v[3],
                near_castle: v[4],
                in_castle: v[5],
                race: v.get(6).copied().unwrap_or(0),
            };
            (n, weights)
        }
        None => (name, Weights::DEFAULT),
    };
    match name {
        "greedy" => Player::Greedy,
        "easy" => Player::Search(Strength::Easy.limits(), weights),
        "medium" => Player::Search(Strength::Medium.limits(), weights),
        "hard" => Player::Search(Strength::Hard.limits(), weights),
        other => {
            // nodes:N
            let n: u64 = other
                .strip_prefix("nodes:")
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("unknown player {other}"));
            Player::Search(Limits::nodes(camelot::search::MAX_DEPTH, n), weights)
        }
    }
}

/// xorshift64*, as in `client-cli`'s bot (the greedy player draws its tie-break seed from it as
/// the bot does).
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[derive(Debug, Default, Clone)]
struct Stats {
    /// Wins, draws, losses of the first-named player.
    wins: u32,
    draws: u32,
    losses: u32,
    plies: u64,
    /// Per side of the match: search moves, nodes, depth sum, time, max time.
    moves: [u64; 2],
    nodes: [u64; 2],
    depth: [u64; 2],
    time: [Duration; 2],
    max_time: [Duration; 2],
    reasons: std::collections::BTreeMap<String, u32>,
}

fn play_game(
    players: [Player; 2],
    first_is_white: bool,
    seed: u64,
    show_lost: bool,
    stats: &Mutex<Stats>,
) {
    let mut game = Game::new(Ruleset::Standard);
    let mut rng = Rng::new(seed);
    let mut local = Stats::default();
    while game.outcome().is_none() {
        let white_to_move = game.turn() == Color::White;
        let side = usize::from(white_to_move != first_is_white);
        let mv = match players[side] {
            Player::Greedy => greedy_move(&game, rng.next_u64()),
            Player::Search(limits, weights) => {
                let t = Instant::now();
                let r = best_move_with(&game, &limits, &weights, rng.next_u64());
                let dt = t.elapsed();
                local.time[side] += dt;
                local.max_time[side] = local.max_time[side].max(dt);
                local.moves[side] += 1;
                r.map(|r| {
                    local.nodes[side] += r.nodes;
                    local.depth[side] += u64::from(r.depth);
                    r.mv
                })
            }
        };
        let Some(mv) = mv else { break };
        game.play(&mv).expect("players choose legal moves");
    }
    let outcome = game.outcome().expect("games end");
    let first = if first_is_white {
        Color::White
    } else {
        Color::Black
    };
    if show_lost && outcome.winner() != Some(first) {
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        println!(
            "game with seed {seed}, first player {first:?}: {outcome}\n  final position {}\n  \
             moves {}",
            game.position(),
            moves.join(" ")
        );
    }
    let mut s = stats.lock().expect("no panics");
    match outcome.winner() {
        Some(w) if w == first => s.wins += 1,
        Some(_) => s.losses += 1,
        None => s.draws += 1,
    }
    *s.reasons.entry(outcome.to_string()).or_default() += 1;
    s.plies += game.moves().len() as u64;
    for i in 0..2 {
        s.moves[i] += local.moves[i];
        s.nodes[i] += local.nodes[i];
        s.depth[i] += local.depth[i];
        s.time[i] += local.time[i];
        s.max_time[i] = s.max_time[i].max(local.max_time[i]);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let games: usize = get("--games").map_or(20, |g| g.parse().expect("--games N"));
    let threads: usize = get("--threads").map_or(2, |g| g.parse().expect("--threads N"));
    let base_seed: u64 = get("--seed").map_or(1, |g| g.parse().expect("--seed N"));
    let show_lost = args.iter().any(|a| a == "--show-lost");
    let matches = get("--match").unwrap_or_else(|| "hard-greedy,hard-easy".to_owned());
    for m in matches.split(',') {
        let (a, b) = m.split_once('-').expect("--match A-B[,C-D]");
        let players = [parse_player(a), parse_player(b)];
        let stats = Mutex::new(Stats::default());
        let next = AtomicUsize::new(0);
        let started = Instant::now();
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= games {
                            break;
                        }
                        play_game(
                            players,
                            i.is_multiple_of(2),
                            base_seed.wrapping_mul(1_000_003).wrapping_add(i as u64),
                            show_lost,
                            &stats,
                        );
                    }
                });
            }
        });
        let s = stats.into_inner().expect("no panics");
        let decisive = s.wins + s.losses;
        println!(
            "{a} vs {b}: {games} games in {:.0} s ({threads} threads), colours alternated",
            started.elapsed().as_secs_f64()
        );
        println!(
            "  {a}: {} wins, {} draws, {} losses; win rate over decisive games {:.1} %; \
             average game {:.0} plies",
            s.wins,
            s.draws,
            s.losses,
            100.0 * f64::from(s.wins) / f64::from(decisive.max(1)),
            s.plies as f64 / games as f64
        );
        println!("  outcomes: {:?}", s.reasons);
        for (i, name) in [a, b].iter().enumerate() {
            if s.moves[i] == 0 {
                continue;
            }
            println!(
                "  {name}: {} moves, {:.0} nodes/move, {:.0} nodes/s, average depth {:.2}, \
                 mean {:.1} ms/move, max {:.1} ms/move",
                s.moves[i],
                s.nodes[i] as f64 / s.moves[i] as f64,
                s.nodes[i] as f64 / s.time[i].as_secs_f64(),
                s.depth[i] as f64 / s.moves[i] as f64,
                s.time[i].as_secs_f64() * 1000.0 / s.moves[i] as f64,
                s.max_time[i].as_secs_f64() * 1000.0
            );
        }
    }
}
