//! Offline simulation: play many games with a simple policy and report on them.
//!
//! Policies:
//! * `Random`: every choice uniformly among the legal actions.
//! * `Greedy`: claim, pick up, open and dig whenever possible; shoot with the Bow; attack an arc holding
//!   an Enemy; otherwise Move, stepping towards the nearest goal (a circle once holding 3 Relics, else
//!   a Special Item not yet held, a chest it can open, an Item, or the nearest unexplored slot), cutting
//!   Bushes that block the way. Stars become 2 Hits, Arthur rerolls a Blank or Shield, Speed Potions are
//!   taken.

use std::sync::OnceLock;
use std::time::Instant;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::action::{Action, Prompt};
use crate::event::WinKind;
use crate::game::{Game, Phase, below};
use crate::geometry::{Direction, Place, Slot, Square};
use crate::types::{Character, Face, Object, Seat, SpecialKind, StarUse};
use crate::{Config, data, tokens_conserved};

/// How choices are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Policy {
    /// Uniform among legal actions.
    Random,
    /// The documented heuristic.
    Greedy,
}

/// What to simulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct SimulateOptions {
    /// Players per game (2–4).
    pub players: usize,
    /// Games to play.
    pub games: u32,
    /// Base seed; game `i` uses `seed + i`.
    pub seed: u64,
    /// Player turns after which a game counts as unfinished.
    pub max_turns: u32,
    /// The policy.
    pub policy: Policy,
}

impl Default for SimulateOptions {
    fn default() -> Self {
        Self {
            players: 4,
            games: 100,
            seed: 0,
            max_turns: 500,
            policy: Policy::Random,
        }
    }
}

/// What happened.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub struct SimulateReport {
    /// Games played.
    pub games: u32,
    /// Games with a winner.
    pub finished: u32,
    /// Won by the Holy Grail.
    pub wins_by_grail: u32,
    /// Won by 40 Gems.
    pub wins_by_gems: u32,
    /// Stopped at the turn cap.
    pub unfinished: u32,
    /// Mean player turns per game.
    pub mean_turns: f64,
    /// Longest game in player turns.
    pub max_turns: u32,
    /// Legal actions that `apply` rejected (must be 0).
    pub illegal_action_errors: u32,
    /// Broken invariants (must be 0).
    pub invariant_violations: u32,
    /// Throughput.
    pub games_per_second: f64,
}

/// Plays `options.games` games and reports.
///
/// # Panics
/// Never for valid options; an invalid player count makes every game count as an invariant violation.
#[must_use]
pub fn simulate(options: &SimulateOptions) -> SimulateReport {
    let start = Instant::now();
    let mut report = SimulateReport {
        games: options.games,
        ..SimulateReport::default()
    };
    let mut total_turns: u64 = 0;
    for g in 0..options.games {
        let seed = options.seed.wrapping_add(u64::from(g));
        let n = options.players.clamp(data::MIN_PLAYERS, data::MAX_PLAYERS);
        let characters: Vec<Character> = (0..n)
            .map(|i| Character::ALL[(i + g as usize) % 6])
            .collect();
        let Ok(mut game) = Game::new(Config::new(characters), seed) else {
            report.invariant_violations += 1;
            continue;
        };
        let mut policy_rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_5eed);
        let result = play_one(&mut game, options, &mut policy_rng);
        report.illegal_action_errors += result.illegal;
        report.invariant_violations += result.violations;
        let turns = game.turn_number().min(options.max_turns);
        total_turns += u64::from(turns);
        report.max_turns = report.max_turns.max(turns);
        match game.outcome() {
            Some(o) => {
                report.finished += 1;
                match o.by {
                    WinKind::Grail => report.wins_by_grail += 1,
                    WinKind::Gems => report.wins_by_gems += 1,
                    // Simulated players never resign.
                    WinKind::Resignation => {}
                }
            }
            None => report.unfinished += 1,
        }
    }
    if options.games > 0 {
        report.mean_turns = total_turns as f64 / f64::from(options.games);
    }
    let secs = start.elapsed().as_secs_f64();
    report.games_per_second = if secs > 0.0 {
        f64::from(options.games) / secs
    } else {
        0.0
    };
    report
}

struct GameResult {
    illegal: u32,
    violations: u32,
}

fn play_one(game: &mut Game, options: &SimulateOptions, rng: &mut ChaCha8Rng) -> GameResult {
    let mut result = GameResult {
        illegal: 0,
        violations: 0,
    };
    let action_cap = u64::from(options.max_turns) * 200 + 1000;
    let mut actions = 0u64;
    let mut last_turn = game.turn_number();
    while game.outcome().is_none() && game.turn_number() <= options.max_turns {
        actions += 1;
        if actions > action_cap {
            result.violations += 1;
            break;
        }
        let Some((seat, action)) = choose_with(game, options.policy, rng) else {
            result.violations += 1;
            break;
        };
        if game.apply(seat, action).is_err() {
            result.illegal += 1;
            break;
        }
        if game
            .players
            .iter()
            .any(|p| p.health > data::MAX_HEALTH || (p.health == 0) != p.passed_out)
        {
            result.violations += 1;
            break;
        }
        if game.turn_number() >= last_turn + 10 {
            last_turn = game.turn_number();
            if !tokens_conserved(game) {
                result.violations += 1;
                break;
            }
        }
    }
    if !tokens_conserved(game) {
        result.violations += 1;
    }
    result
}

/// Picks an action for whoever must decide now, using `policy`; `entropy` drives the random choices (pass a
/// different value each call). `None` once the game is over. Bots and load generators can use this.
#[must_use]
pub fn choose_action(game: &Game, policy: Policy, entropy: u64) -> Option<(Seat, Action)> {
    let mut rng = ChaCha8Rng::seed_from_u64(entropy);
    choose_with(game, policy, &mut rng)
}

pub(crate) fn choose_with(
    game: &Game,
    policy: Policy,
    rng: &mut ChaCha8Rng,
) -> Option<(Seat, Action)> {
    let seat = game.decider()?;
    let mut legal = game.legal_actions(seat);
    if policy == Policy::Greedy {
        // A step taken back would only be taken again: the heuristic never takes one back.
        legal.retain(|a| *a != Action::UndoStep);
    }
    if legal.is_empty() {
        return None;
    }
    let action = match policy {
        Policy::Random => legal[below(rng, legal.len())],
        Policy::Greedy => match game.pending_decision() {
            Some(decision) => greedy(game, seat, &decision.prompt, &legal, rng),
            None => legal[0],
        },
    };
    Some((seat, action))
}

fn pick(
    legal: &[Action],
    rng: &mut ChaCha8Rng,
    wanted: impl Fn(&Action) -> bool,
) -> Option<Action> {
    let options: Vec<Action> = legal.iter().copied().filter(|a| wanted(a)).collect();
    (!options.is_empty()).then(|| options[below(rng, options.len())])
}

/// The greedy heuristic documented in the module docs.
fn greedy(
    game: &Game,
    seat: Seat,
    prompt: &Prompt,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
) -> Action {
    let random = legal[below(rng, legal.len())];
    match prompt {
        Prompt::ConvertStar { .. } => Action::ConvertStar {
            into: StarUse::TwoHits,
        },
        Prompt::Reroll { dice } => dice
            .iter()
            .position(|f| matches!(f, Face::Blank | Face::Shield))
            .map_or(Action::KeepRoll, |i| Action::Reroll { die: i as u8 }),
        Prompt::SpeedPotion => pick(legal, rng, |a| *a == Action::Move).unwrap_or(random),
        Prompt::TakeAction { .. } => {
            for wanted in [
                |a: &Action| matches!(a, Action::ClaimGrail),
                |a: &Action| matches!(a, Action::PickUp { .. }),
                |a: &Action| matches!(a, Action::OpenChest { .. }),
                |a: &Action| matches!(a, Action::Dig),
                |a: &Action| matches!(a, Action::Bow { .. }),
            ] {
                if let Some(a) = pick(legal, rng, wanted) {
                    return a;
                }
            }
            let enemy_arc = pick(legal, rng, |a| match a {
                Action::Attack { arc } => arc_has_enemy(game, seat, *arc),
                _ => false,
            });
            if let Some(a) = enemy_arc {
                return a;
            }
            if legal.contains(&Action::Move) {
                return Action::Move;
            }
            if let Some(a) = pick(legal, rng, |a| {
                matches!(a, Action::Attack { .. } | Action::Bomb { .. })
            }) {
                return a;
            }
            if legal.contains(&Action::EndTurn) {
                Action::EndTurn
            } else {
                random
            }
        }
        Prompt::ContinueMove { .. } => greedy_step(game, seat, legal, rng).unwrap_or(random),
        _ => random,
    }
}

fn arc_has_enemy(game: &Game, seat: Seat, arc: crate::Arc) -> bool {
    let Some(here) = game.player(seat).square() else {
        return false;
    };
    let great = game.player(seat).has(crate::Treasure::Greatsword);
    arc.offsets(great)
        .into_iter()
        .filter_map(|(dr, dc)| here.offset(dr, dc))
        .any(|s| s.slot() == here.slot() && game.cell(s).enemy.is_some())
}

/// A goal area: rows `r0..=r1`, columns `c0..=c1`.
#[derive(Clone, Copy)]
struct Area {
    r0: u8,
    r1: u8,
    c0: u8,
    c1: u8,
}

impl Area {
    fn square(s: Square) -> Self {
        Self {
            r0: s.row,
            r1: s.row,
            c0: s.col,
            c1: s.col,
        }
    }

    fn distance(self, s: Square) -> u32 {
        let d = |v: u8, lo: u8, hi: u8| {
            u32::from(lo.saturating_sub(v)) + u32::from(v.saturating_sub(hi))
        };
        d(s.row, self.r0, self.r1) + d(s.col, self.c0, self.c1)
    }
}

fn goals(game: &Game, seat: Seat) -> Vec<Area> {
    let p = game.player(seat);
    let mut out = Vec::new();
    if p.has_all_relics() {
        for c in crate::Circle::ALL {
            out.extend(c.adjacent_squares().map(Area::square));
        }
        return out;
    }
    let n = data::TILE_N as u8;
    for slot in Slot::all() {
        let Some(placed) = game.placed(slot) else {
            out.push(Area {
                r0: slot.row * n,
                r1: slot.row * n + n - 1,
                c0: slot.col * n,
                c1: slot.col * n + n - 1,
            });
            continue;
        };
        for &(r, c) in &persistent_positions()[placed.tile] {
            let sq = slot.square(r, c);
            let wanted = match game.cell(sq).object {
                Some(Object::Special {
                    kind: SpecialKind::Relic(r),
                    ..
                }) => !p.relics[r.index()],
                Some(Object::Special {
                    kind: SpecialKind::BigKey,
                    ..
                }) => !p.took_big_key,
                Some(Object::SmallChest { open: false }) => p.small_keys > 0,
                Some(Object::BigChest { open: false }) => p.big_key,
                _ => false,
            };
            if wanted {
                out.extend(
                    Direction::ALL
                        .iter()
                        .filter_map(|d| sq.step(*d))
                        .map(Area::square),
                );
            }
        }
        // Items lie only on populated tiles.
        if placed.populated {
            for sq in slot.squares() {
                let cell = game.cell(sq);
                if !cell.items.is_empty() && cell.enemy.is_none() {
                    out.push(Area::square(sq));
                }
            }
        }
    }
    out
}

/// Per tile, the local positions of its persistent tokens (chests and stacks).
fn persistent_positions() -> &'static [Vec<(usize, usize)>] {
    static POSITIONS: OnceLock<Vec<Vec<(usize, usize)>>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        data::tiles()
            .iter()
            .map(|t| {
                let mut out = Vec::new();
                for (r, row) in t.cells.iter().enumerate() {
                    for (c, cell) in row.iter().enumerate() {
                        if matches!(cell, data::LayoutCell::Token(tok) if tok.is_persistent()) {
                            out.push((r, c));
                        }
                    }
                }
                out
            })
            .collect()
    })
}

fn greedy_step(game: &Game, seat: Seat, legal: &[Action], rng: &mut ChaCha8Rng) -> Option<Action> {
    if let Some(a) = pick(legal, rng, |a| {
        matches!(
            a,
            Action::Step {
                to: Place::Circle(_)
            }
        )
    }) {
        return Some(a);
    }
    let goals = goals(game, seat);
    let dist = |s: Square| {
        goals
            .iter()
            .map(|g| g.distance(s))
            .min()
            .unwrap_or(u32::MAX)
    };
    let here = game.player(seat).square().map_or(u32::MAX, dist);
    let mut best: Vec<Action> = Vec::new();
    let mut best_d = u32::MAX;
    for a in legal {
        if let Action::Step {
            to: Place::Square(s),
        } = a
        {
            let d = dist(*s);
            if d < best_d {
                best_d = d;
                best.clear();
            }
            if d == best_d {
                best.push(*a);
            }
        }
    }
    let stuck = best_d >= here || best.is_empty();
    if stuck && below(rng, 3) != 0 && legal.contains(&Action::StopMoving) {
        return Some(Action::StopMoving);
    }
    if best.is_empty() {
        return None;
    }
    if matches!(game.phase, Phase::Moving(_)) && stuck {
        return pick(legal, rng, |a| matches!(a, Action::Step { .. }));
    }
    Some(best[below(rng, best.len())])
}
