//! A computer player that sees only what its seat may know.
//!
//! [`choose`] never reads hidden state. It starts from [`Game::view`] for its seat and builds a
//! *determinisation*: a copy of the game in which every hidden part is overwritten by a sample drawn with
//! the caller's seed from what the seat can know. The tile stack becomes the tiles not on the board in a
//! random order; each deck's draw pile becomes a random hand of the right size from the box contents
//! (Small Treasures held by anyone are left out); other seats' wallets become an estimate from public
//! facts; the dice RNG is reseeded. Nothing of the original hidden values survives into the copy.
//!
//! * [`Level::Easy`] applies the engine's greedy policy ([`crate::simulate::Policy::Greedy`]) to one
//!   determinisation.
//! * [`Level::Medium`] and [`Level::Hard`] run determinised Monte Carlo: a few candidate actions (the
//!   greedy one first), each tried in the same set of determinisations, every try followed by a greedy
//!   rollout for a fixed number of steps and scored (a win, a loss, or progress: Relics, Gems, Health,
//!   keys). The best average wins; ties keep the earlier candidate. The work is a fixed number of rollout
//!   steps, so the answer depends on the view and the seed only, never on the clock.
//!
//! At every level the bot chooses only among worthwhile actions: it never stops a Move before its
//! first step (that spends an Action on nothing), never takes a step back (RULES.md SC26) and never ends
//! its turn while it still has an Action and something else to do with it.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::action::{Action, Prompt};
use crate::data::{self, TreasureValueRule};
use crate::game::{Deck, Game, Phase, TreasureState, below, shuffle};
use crate::geometry::{Circle, Place};
use crate::simulate::{Policy, choose_with};
use crate::types::{Seat, Treasure};
use crate::view::{View, Viewer};

/// How hard the computer player thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Level {
    /// The greedy policy on a determinised game: instant.
    Easy,
    /// Monte Carlo with a quarter of Hard's rollout budget.
    Medium,
    /// Monte Carlo with the full rollout budget.
    Hard,
}

/// The search effort of one decision.
#[derive(Clone, Copy, Debug)]
struct Budget {
    /// Candidate actions tried at most (the greedy action is always one).
    candidates: usize,
    /// Rollout steps (applied actions) after the candidate before scoring.
    horizon: u32,
    /// Rollout steps in all, shared evenly by the candidates and determinisations.
    steps: u32,
    /// How much better (in mean score) another candidate must do to displace the greedy action.
    margin: f64,
}

impl Level {
    fn budget(self) -> Option<Budget> {
        match self {
            Self::Easy => None,
            Self::Medium => Some(Budget {
                candidates: 2,
                horizon: 60,
                steps: 1_500,
                margin: 0.02,
            }),
            Self::Hard => Some(Budget {
                candidates: 4,
                horizon: 120,
                steps: 6_000,
                margin: 0.02,
            }),
        }
    }
}

/// Picks an action for `seat`, or `None` when `seat` need not decide now (or the game is over).
///
/// The result depends only on `game.view(Viewer::Seat(seat))`, `level` and `seed`: two games that look
/// the same to `seat` get the same answer. The returned action is always one of the seat's legal actions.
#[must_use]
pub fn choose(game: &Game, seat: Seat, level: Level, seed: u64) -> Option<Action> {
    if usize::from(seat.0) >= game.player_count() {
        return None;
    }
    let view = game.view(Viewer::Seat(seat));
    if view.outcome.is_some() || view.pending.as_ref().map(|d| d.seat) != Some(seat) {
        return None;
    }
    let legal = worthwhile(game, seat, &view.legal_actions);
    match legal.as_slice() {
        [] => return None,
        [only] => return Some(*only),
        _ => {}
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let world = determinise(game, &view, &mut rng);
    let greedy = choose_with(&world, Policy::Greedy, &mut rng)
        .map(|(_, a)| a)
        .filter(|a| legal.contains(a))
        .unwrap_or_else(|| legal[below(&mut rng, legal.len())]);
    let Some(budget) = level.budget() else {
        return Some(greedy);
    };
    // Dice prompts: the greedy answer (reroll a blank, Stars become Hits) is already the sound one.
    if matches!(
        view.pending.as_ref().map(|d| &d.prompt),
        Some(Prompt::Reroll { .. } | Prompt::ConvertStar { .. })
    ) {
        return Some(greedy);
    }
    Some(search(game, &view, seat, &legal, greedy, budget, &mut rng))
}

/// The legal actions that do something: without stopping a Move that has not taken a step yet (while a
/// step is possible), and without ending the turn while an Action is left and something other than ending
/// is legal. Reads only public state (the current Move's steps are public: everyone saw them).
#[must_use]
pub(crate) fn worthwhile(game: &Game, seat: Seat, legal: &[Action]) -> Vec<Action> {
    let can_step = legal.iter().any(|a| matches!(a, Action::Step { .. }));
    let fresh_move = matches!(&game.phase, Phase::Moving(m) if m.steps == 0);
    let can_do_else = legal.iter().any(|a| *a != Action::EndTurn);
    let turn_left = game.decider() == Some(seat)
        && game.turn.seat == seat
        && game.phase == Phase::Actions
        && game.actions_left() > 0;
    legal
        .iter()
        .copied()
        .filter(|a| match a {
            Action::StopMoving => !(fresh_move && can_step),
            Action::EndTurn => !(turn_left && can_do_else),
            // Its search already chose the step; taking it back could only lead to taking it again.
            Action::UndoStep => false,
            _ => true,
        })
        .collect()
}

/// Determinised Monte Carlo over a few candidates.
fn search(
    game: &Game,
    view: &View,
    seat: Seat,
    legal: &[Action],
    greedy: Action,
    budget: Budget,
    rng: &mut ChaCha8Rng,
) -> Action {
    let mut others: Vec<Action> = legal.iter().copied().filter(|a| *a != greedy).collect();
    shuffle(&mut others, rng);
    let mut candidates = vec![greedy];
    candidates.extend(others.into_iter().take(budget.candidates.saturating_sub(1)));
    let per_world = budget
        .horizon
        .saturating_mul(candidates.len() as u32)
        .max(1);
    let worlds: Vec<(Game, u64)> = (0..(budget.steps / per_world).max(1))
        .map(|_| (determinise(game, view, rng), rng.next_u64()))
        .collect();
    let mut best = (f64::NEG_INFINITY, greedy);
    for (i, &candidate) in candidates.iter().enumerate() {
        let mut total = 0.0;
        for (world, rollout_seed) in &worlds {
            let mut g = world.clone();
            if g.apply(seat, candidate).is_err() {
                // Cannot happen: the sample shows the seat what the real game shows it.
                total = f64::NEG_INFINITY;
                break;
            }
            let mut rollout_rng = ChaCha8Rng::seed_from_u64(*rollout_seed);
            for _ in 0..budget.horizon {
                let Some((s, a)) = choose_with(&g, Policy::Greedy, &mut rollout_rng) else {
                    break;
                };
                if g.apply(s, a).is_err() {
                    break;
                }
            }
            total += score(&g, seat);
        }
        let mean = total / worlds.len() as f64 - if i == 0 { 0.0 } else { budget.margin };
        if mean > best.0 {
            best = (mean, candidate);
        }
    }
    best.1
}

/// 1 for a win, 0 for a loss; otherwise 0.5 plus half the lead in progress over the best other seat.
fn score(game: &Game, seat: Seat) -> f64 {
    if let Some(outcome) = game.outcome() {
        return if outcome.winner == seat { 1.0 } else { 0.0 };
    }
    let mine = progress(game, seat);
    let best_other = game
        .seats()
        .filter(|s| *s != seat && !game.player(*s).resigned)
        .map(|s| progress(game, s))
        .fold(0.0, f64::max);
    (0.5 + 0.5 * (mine - best_other)).clamp(0.0, 1.0)
}

/// How close a seat is to winning, roughly in `0..1`.
fn progress(game: &Game, seat: Seat) -> f64 {
    let p = game.player(seat);
    let relics = p.relics.iter().filter(|r| **r).count() as f64;
    let gems = f64::from(game.gem_total(seat).min(data::GEM_GOAL));
    let mut value = 0.2 * relics
        + 0.5 * gems / f64::from(data::GEM_GOAL)
        + 0.01 * f64::from(p.health)
        + 0.02 * f64::from(u8::from(p.big_key))
        + 0.01 * f64::from(p.small_keys.min(2))
        + 0.005 * f64::from(p.bombs.min(2));
    if p.has_all_relics() {
        let to_circle = match p.place {
            Some(Place::Square(here)) => Circle::ALL
                .iter()
                .flat_map(|c| c.adjacent_squares())
                .map(|s| u32::from(s.row.abs_diff(here.row)) + u32::from(s.col.abs_diff(here.col)))
                .min()
                .unwrap_or(0),
            _ => 0,
        };
        value += 0.15 - 0.005 * f64::from(to_circle.min(30));
    }
    value
}

/// A copy of `game` whose hidden parts are replaced by samples drawn from `view` and `rng` alone.
fn determinise(game: &Game, view: &View, rng: &mut ChaCha8Rng) -> Game {
    let mut world = game.clone();
    let tiles = data::tiles();
    let mut stack: Vec<usize> = (0..tiles.len())
        .filter(|i| !view.tiles.iter().any(|t| t.id == tiles[*i].id))
        .collect();
    shuffle(&mut stack, rng);
    world.stack = stack;
    let [litter, small_loot, big_loot, small_treasures, big_treasures] =
        view.deck_sizes.map(usize::from);
    world.litter = sample_deck(data::LITTER_DECK, &[], litter, rng);
    world.small_loot = sample_deck(data::SMALL_LOOT_DECK, &[], small_loot, rng);
    world.big_loot = sample_deck(data::BIG_LOOT_DECK, &[], big_loot, rng);
    let held: Vec<Treasure> = view
        .players
        .iter()
        .flat_map(|p| p.treasures.iter().map(|t| t.treasure))
        .collect();
    world.small_treasures = sample_deck(data::SMALL_TREASURE_DECK, &held, small_treasures, rng);
    // Small Treasures are never discarded: what is not in the draw pile is held or out of play.
    world.small_treasures.discard.clear();
    world.big_treasures = sample_deck(data::BIG_TREASURE_DECK, &[], big_treasures, rng);
    for p in &view.players {
        if view.viewer == Viewer::Seat(p.seat) {
            continue;
        }
        // The lobby's Gem Value rule is public.
        let wallet = estimate_wallet(view, p.seat, game.treasure_values);
        if let Some(player) = world.players.get_mut(usize::from(p.seat.0)) {
            player.wallet = wallet;
        }
    }
    world.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
    world.forced_dice.clear();
    world
}

/// A draw pile of `size` cards sampled from the box contents minus `out` (cards known to be elsewhere);
/// the other cards form the discard. If `out` leaves too few, the rest comes from the full contents.
fn sample_deck<T: Copy + PartialEq>(
    contents: &[(T, u8)],
    out: &[T],
    size: usize,
    rng: &mut ChaCha8Rng,
) -> Deck<T> {
    let all: Vec<T> = contents
        .iter()
        .flat_map(|(c, n)| std::iter::repeat_n(*c, usize::from(*n)))
        .collect();
    let mut pool = all.clone();
    for card in out {
        if let Some(i) = pool.iter().position(|c| c == card) {
            pool.swap_remove(i);
        }
    }
    shuffle(&mut pool, rng);
    let mut draw: Vec<T> = pool.iter().copied().take(size).collect();
    let mut discard: Vec<T> = pool.iter().copied().skip(size).collect();
    if draw.len() < size {
        let mut extra = all;
        shuffle(&mut extra, rng);
        draw.extend(extra.into_iter().take(size - draw.len()));
        discard.clear();
    }
    Deck { draw, discard }
}

/// Gems assumed banked per Player Turn of another seat. Deliberately on the high side: greedy seats bank
/// about 0.17 per own turn (300 four-seat greedy games), and erring high keeps the bot wary of a Gem win.
const WALLET_PER_OWN_TURN: f64 = 0.5;

/// An estimate of another seat's wallet from public facts: its turns so far, kept below the Gem goal
/// together with its face-up Small Treasures.
fn estimate_wallet(view: &View, seat: Seat, rule: TreasureValueRule) -> u32 {
    let Some(p) = view.players.iter().find(|p| p.seat == seat) else {
        return 0;
    };
    let seats = view.players.len().max(1) as f64;
    let own_turns = f64::from(view.turn.saturating_sub(1)) / seats;
    let face_up: u32 = p
        .treasures
        .iter()
        .filter(|t| t.state == TreasureState::FaceUp)
        .map(|t| data::treasure_value_for(t.treasure, rule))
        .sum();
    let cap = (data::GEM_GOAL - 1).saturating_sub(face_up);
    ((own_turns * WALLET_PER_OWN_TURN) as u32).min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Config;
    use crate::game::below;
    use crate::simulate::choose_action;
    use crate::types::Character;

    /// A copy of `game` that differs in every hidden part but looks the same to `seat`.
    fn twin(game: &Game, seat: Seat, salt: u64) -> Game {
        let mut rng = ChaCha8Rng::seed_from_u64(salt);
        let mut t = game.clone();
        shuffle(&mut t.stack, &mut rng);
        fn reshuffle<T: Copy>(deck: &mut Deck<T>, rng: &mut ChaCha8Rng) {
            let size = deck.draw.len();
            let mut all = std::mem::take(&mut deck.draw);
            all.append(&mut deck.discard);
            shuffle(&mut all, rng);
            deck.discard = all.split_off(size);
            deck.draw = all;
        }
        reshuffle(&mut t.litter, &mut rng);
        reshuffle(&mut t.small_loot, &mut rng);
        reshuffle(&mut t.big_loot, &mut rng);
        reshuffle(&mut t.small_treasures, &mut rng);
        reshuffle(&mut t.big_treasures, &mut rng);
        for (i, p) in t.players.iter_mut().enumerate() {
            if i != usize::from(seat.0) {
                p.wallet = below(&mut rng, 20) as u32;
            }
        }
        t.rng = ChaCha8Rng::seed_from_u64(salt ^ 0xfeed);
        assert_eq!(
            t.view(Viewer::Seat(seat)),
            game.view(Viewer::Seat(seat)),
            "a twin must look the same to the seat"
        );
        t
    }

    fn four_seats(seed: u64) -> Game {
        let characters = vec![
            Character::Arthur,
            Character::Gwenivere,
            Character::Kay,
            Character::Merlin,
        ];
        Game::new(Config::new(characters), seed).expect("a valid set-up")
    }

    #[test]
    fn the_sampled_world_depends_only_on_the_view_and_is_consistent_with_it() {
        let mut game = four_seats(3);
        for n in 0..400u64 {
            let seat = game.decider().expect("the game is not over this early");
            if n.is_multiple_of(40) {
                let view = game.view(Viewer::Seat(seat));
                let other = twin(&game, seat, n + 1);
                assert_ne!(other, game, "the twin must differ in hidden state");
                let a = determinise(&game, &view, &mut ChaCha8Rng::seed_from_u64(n));
                let b = determinise(&other, &view, &mut ChaCha8Rng::seed_from_u64(n));
                assert_eq!(a, b, "hidden state leaked into the sample");
                assert_eq!(a.view(Viewer::Seat(seat)), view);
            }
            let (s, a) = choose_action(&game, Policy::Greedy, n).expect("someone decides");
            game.apply(s, a).expect("greedy actions are legal");
        }
    }

    #[test]
    fn twins_get_the_same_legal_choice_at_every_level() {
        let mut game = four_seats(11);
        let mut checked = [0u32; 3];
        let mut n = 0u64;
        while game.outcome().is_none() && checked.iter().any(|c| *c < 6) && n < 20_000 {
            n += 1;
            let seat = game
                .decider()
                .expect("someone decides until the game is over");
            let mut action = None;
            if game.legal_actions(seat).len() > 1 && n.is_multiple_of(7) {
                let other = twin(&game, seat, n);
                assert_ne!(other, game);
                for (i, level) in [Level::Easy, Level::Medium, Level::Hard]
                    .into_iter()
                    .enumerate()
                {
                    if checked[i] >= 6 {
                        continue;
                    }
                    checked[i] += 1;
                    let mine = choose(&game, seat, level, n).expect("the seat must decide");
                    assert_eq!(choose(&other, seat, level, n), Some(mine), "{level:?}");
                    assert!(game.is_legal(seat, &mine), "{level:?} chose {mine:?}");
                    action = Some(mine);
                }
            }
            let action = action.unwrap_or_else(|| {
                choose_action(&game, Policy::Greedy, n)
                    .expect("someone decides")
                    .1
            });
            game.apply(seat, action).expect("checked legal");
        }
        assert_eq!(checked, [6; 3], "the game ended before enough checks");
    }

    #[test]
    fn an_easy_bot_game_is_all_legal_and_finishes() {
        let mut game = four_seats(5);
        let mut n = 0u64;
        while game.outcome().is_none() && n < 20_000 {
            n += 1;
            let seat = game
                .decider()
                .expect("someone decides until the game is over");
            for other in game.seats().filter(|s| *s != seat) {
                assert_eq!(choose(&game, other, Level::Easy, n), None);
            }
            let action = choose(&game, seat, Level::Easy, n).expect("the decider gets an answer");
            game.apply(seat, action)
                .expect("the bot plays legal actions");
        }
        assert!(game.outcome().is_some(), "stuck after {n} actions");
        assert_eq!(choose(&game, Seat(0), Level::Hard, 0), None);
    }
}
