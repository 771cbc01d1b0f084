//! The computer player against other players: four-seat games, one seat played by `bot::choose` at a
//! level, three by the opponents: the engine's greedy policy (`simulate::choose_action(.., Policy::Greedy,
//! ..)`, the default) or `bot::choose` at another level. Characters are drawn at random per game and the
//! bot's seat rotates.
//!
//! `cargo run --release -p super-camelot --example arena -- [--games N] [--level easy|medium|hard]
//! [--opponents greedy|easy|medium|hard] [--threads T] [--seed S]`

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use super_camelot::bot::{self, Level};
use super_camelot::simulate::{Policy, choose_action};
use super_camelot::{Character, Config, Game, Seat};

/// Applied actions after which a game is abandoned.
const STEP_CAP: u32 = 50_000;

#[derive(Default)]
struct Totals {
    games: u32,
    bot_wins: u32,
    capped: u32,
    turns: u64,
    decisions: u64,
    thinking: Duration,
    slowest: Duration,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let games: u32 = value("--games").and_then(|v| v.parse().ok()).unwrap_or(100);
    let threads: usize = value("--threads").and_then(|v| v.parse().ok()).unwrap_or(2);
    let seed: u64 = value("--seed").and_then(|v| v.parse().ok()).unwrap_or(0);
    let level = match value("--level").as_deref() {
        Some("easy") => Level::Easy,
        Some("medium") => Level::Medium,
        _ => Level::Hard,
    };
    let opponents = match value("--opponents").as_deref() {
        None | Some("greedy") => None,
        Some("easy") => Some(Level::Easy),
        Some("medium") => Some(Level::Medium),
        Some("hard") => Some(Level::Hard),
        Some(other) => {
            eprintln!("--opponents takes greedy, easy, medium or hard, not {other:?}");
            std::process::exit(2);
        }
    };
    let next = AtomicU32::new(0);
    let totals = Mutex::new(Totals::default());
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let one = play(
                        seed.wrapping_add(u64::from(g)),
                        Seat((g % 4) as u8),
                        level,
                        opponents,
                    );
                    let mut t = totals.lock().unwrap_or_else(|e| e.into_inner());
                    t.games += 1;
                    t.bot_wins += u32::from(one.bot_won);
                    t.capped += u32::from(one.capped);
                    t.turns += u64::from(one.turns);
                    t.decisions += one.decisions;
                    t.thinking += one.thinking;
                    t.slowest = t.slowest.max(one.slowest);
                }
            });
        }
    });
    let t = totals.into_inner().unwrap_or_else(|e| e.into_inner());
    let n = f64::from(t.games.max(1));
    let p = f64::from(t.bot_wins) / n;
    let (lo, hi) = wilson(p, n);
    let against = opponents.map_or_else(|| "greedy".to_owned(), |l| format!("{l:?}"));
    println!(
        "level {level:?} against three {against} seats, {} four-seat games, seed {seed}, {threads} threads",
        t.games
    );
    println!(
        "bot wins {} ({:.1} %, 95 % interval {:.1}–{:.1} %; a seat's even share is 25 %)",
        t.bot_wins,
        100.0 * p,
        100.0 * lo,
        100.0 * hi
    );
    println!(
        "mean length {:.1} player turns; games stopped at the step cap: {}",
        t.turns as f64 / n,
        t.capped
    );
    println!(
        "bot decisions {}: mean {:.2} ms, max {:.1} ms",
        t.decisions,
        t.thinking.as_secs_f64() * 1e3 / t.decisions.max(1) as f64,
        t.slowest.as_secs_f64() * 1e3
    );
    println!("wall time {:.1} s", start.elapsed().as_secs_f64());
}

struct GameResult {
    bot_won: bool,
    capped: bool,
    turns: u32,
    decisions: u64,
    thinking: Duration,
    slowest: Duration,
}

fn play(seed: u64, bot_seat: Seat, level: Level, opponents: Option<Level>) -> GameResult {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xa7e4_a000);
    let mut pool = Character::ALL.to_vec();
    let mut characters = Vec::new();
    for _ in 0..4 {
        let i = (rng.next_u64() % pool.len() as u64) as usize;
        characters.push(pool.swap_remove(i));
    }
    let mut result = GameResult {
        bot_won: false,
        capped: false,
        turns: 0,
        decisions: 0,
        thinking: Duration::ZERO,
        slowest: Duration::ZERO,
    };
    let Ok(mut game) = Game::new(Config::new(characters), seed) else {
        result.capped = true;
        return result;
    };
    let mut steps = 0;
    while game.outcome().is_none() {
        steps += 1;
        if steps > STEP_CAP {
            result.capped = true;
            break;
        }
        let Some(decision) = game.pending_decision() else {
            result.capped = true;
            break;
        };
        let entropy = rng.next_u64();
        let action = if decision.seat == bot_seat {
            let t0 = Instant::now();
            let action = bot::choose(&game, bot_seat, level, entropy);
            let spent = t0.elapsed();
            result.decisions += 1;
            result.thinking += spent;
            result.slowest = result.slowest.max(spent);
            action.map(|a| (bot_seat, a))
        } else if let Some(other) = opponents {
            bot::choose(&game, decision.seat, other, entropy).map(|a| (decision.seat, a))
        } else {
            choose_action(&game, Policy::Greedy, entropy)
        };
        let Some((seat, action)) = action else {
            result.capped = true;
            break;
        };
        if game.apply(seat, action).is_err() {
            eprintln!("illegal action {action:?} by seat {seat:?} in game {seed}");
            result.capped = true;
            break;
        }
    }
    result.turns = game.turn_number();
    result.bot_won = game.outcome().is_some_and(|o| o.winner == bot_seat);
    result
}

/// The Wilson score interval for a proportion `p` of `n` trials, at 95 %.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96_f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (centre - half, centre + half)
}
