//! Property tests over random playouts from the start position.
//!
//! The number of cases defaults to 48 and follows `PROPTEST_CASES` when it is set, so CI stays
//! quick and a local run can go deeper (`PROPTEST_CASES=2000 cargo test -p camelot`).

use camelot::{
    Color, Game, Move, Piece, PlayError, Position, Role, Ruleset, Setup, Square, Step, StepKind,
};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(48)
}

/// A small deterministic generator so that one proptest seed drives a whole playout.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const OFFSETS: [(i16, i16); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

fn offset(sq: Square, (df, dr): (i16, i16), k: i16) -> Option<Square> {
    let f = i16::from(sq.file()) + df * k;
    let r = i16::from(sq.rank()) + dr * k;
    if f < 0 || r < 0 {
        return None;
    }
    Square::new(f as u8, r as u8)
}

/// A random route of the right shape from one of the mover's pieces: mostly illegal, sometimes
/// legal, always well formed.
fn random_route(g: &Game, rng: &mut Rng) -> Option<Move> {
    let mine: Vec<Square> = g
        .position()
        .pieces()
        .filter(|(_, p)| p.color == g.turn())
        .map(|(s, _)| s)
        .collect();
    let from = *mine.get(rng.below(mine.len().max(1)))?;
    let mut at = from;
    let mut steps = Vec::new();
    for _ in 0..=rng.below(4) {
        let dir = OFFSETS[rng.below(8)];
        let (kind, to) = match rng.below(3) {
            0 => (StepKind::Plain, offset(at, dir, 1)?),
            1 => (StepKind::Canter, offset(at, dir, 2)?),
            _ => (StepKind::Jump, offset(at, dir, 2)?),
        };
        steps.push(Step { kind, to });
        at = to;
    }
    Move::new(from, steps).ok()
}

fn is_castle(sq: Square) -> bool {
    (sq.rank() == 0 || sq.rank() == 15) && (sq.file() == 5 || sq.file() == 6)
}

fn check_position(g: &Game, rng: &mut Rng) -> Result<(), TestCaseError> {
    let pos = g.position();
    // Notation round-trips.
    let text = pos.to_string();
    prop_assert_eq!(text.parse::<Position>(), Ok(pos.clone()));
    let legal = g.legal_moves();
    if g.outcome().is_none() {
        prop_assert_eq!(legal.len(), pos.count_legal_moves(g.ruleset()));
    }
    let mut outcomes = Vec::new();
    for m in &legal {
        prop_assert_eq!(m.to_string().parse::<Move>(), Ok(m.clone()));
        prop_assert!(g.is_legal(m), "listed move {} refused in {}", m, text);
        // No leap passes over a castle square (D7).
        let mut at = m.from();
        for step in m.steps() {
            if step.kind != StepKind::Plain {
                let mid = Square::new(
                    (at.file() + step.to.file()) / 2,
                    (at.rank() + step.to.rank()) / 2,
                );
                prop_assert!(
                    mid.is_some_and(|s| !is_castle(s)),
                    "{} leaps over a castle",
                    m
                );
            }
            at = step.to;
        }
        let mut child = g.clone();
        let played = child.play(m);
        prop_assert!(
            played.is_ok(),
            "listed move {} does not play in {}",
            m,
            text
        );
        for color in [Color::White, Color::Black] {
            prop_assert!(child.position().piece_count(color) <= pos.piece_count(color));
        }
        // D15: a move is its origin, destination and captured set; the resulting position (with
        // origin and destination) stands for the captured set.
        let key = (m.from(), m.to(), child.position().to_string());
        prop_assert!(
            !outcomes.contains(&key),
            "two listed moves with one outcome: {}",
            m
        );
        outcomes.push(key);
    }
    // D1(b): after a complete jump chain a Knight may canter once or more. One more canter after
    // a listed chain or jump-first charge of a Knight keeps the capture and the piece, so either
    // a rule of the route itself refuses it or it is legal too: never a plain "not legal here".
    for m in &legal {
        let knight = pos
            .piece_at(m.from())
            .is_some_and(|p| p.role == Role::Knight);
        if !knight || m.steps()[0].kind != StepKind::Jump {
            continue;
        }
        for dir in OFFSETS {
            let Some(to) = offset(m.to(), dir, 2) else {
                continue;
            };
            let mut steps = m.steps().to_vec();
            steps.push(Step {
                kind: StepKind::Canter,
                to,
            });
            let Ok(longer) = Move::new(m.from(), steps) else {
                continue;
            };
            if let Err(e @ PlayError::Illegal(_)) = g.clone().play(&longer) {
                return Err(TestCaseError::fail(format!(
                    "{m} is listed but {longer} is refused as {e:?} in {text}"
                )));
            }
        }
    }
    // Random routes: is_legal and play agree, refusals change nothing, and every accepted route
    // has the outcome of a listed move.
    for _ in 0..24 {
        let Some(m) = random_route(g, rng) else {
            continue;
        };
        let mut child = g.clone();
        let legal_now = g.is_legal(&m);
        match child.play(&m) {
            Ok(_) => {
                prop_assert!(legal_now, "{} played but is_legal says no", m);
                prop_assert!(
                    outcomes.contains(&(m.from(), m.to(), child.position().to_string())),
                    "{} has no listed twin",
                    m
                );
            }
            Err(_) => {
                prop_assert!(!legal_now, "{} refused but is_legal says yes", m);
                prop_assert_eq!(child.position(), pos);
            }
        }
    }
    Ok(())
}

/// What `play` leaves of a game, to compare two ways of playing a move.
fn played_state(g: &Game) -> (Position, Option<camelot::Outcome>, Vec<Move>) {
    (g.position().clone(), g.outcome(), g.moves().to_vec())
}

/// `play_checked` of what `check_move` found in `g` does exactly what `play` does; played in any
/// other game (`elsewhere`), it does what `play` does there, refusals included.
fn check_then_play(
    g: &Game,
    m: &Move,
    elsewhere: Option<&Game>,
) -> Result<Option<camelot::CheckedMove>, TestCaseError> {
    let mut plain = g.clone();
    let by_play = plain.play(m);
    let checked = g.check_move(m);
    prop_assert_eq!(
        checked.is_ok(),
        by_play.is_ok(),
        "{}: check_move and play disagree",
        m
    );
    let Ok(checked) = checked else {
        return Ok(None);
    };
    prop_assert_eq!(checked.mv(), m);
    let mut fast = g.clone();
    prop_assert_eq!(fast.play_checked(checked.clone()).ok(), by_play.ok());
    prop_assert_eq!(played_state(&fast), played_state(&plain));
    if let Some(other) = elsewhere {
        let mut a = other.clone();
        let mut b = other.clone();
        prop_assert_eq!(a.play_checked(checked.clone()), b.play(m));
        prop_assert_eq!(played_state(&a), played_state(&b));
    }
    Ok(Some(checked))
}

fn playout(ruleset: Ruleset, seed: u64, plies: usize) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut g = Game::new(ruleset);
    // The game one ply ago, for a checked move played where it was not checked.
    let mut before: Option<Game> = None;
    for _ in 0..plies {
        check_position(&g, &mut rng)?;
        let legal = g.legal_moves();
        if legal.is_empty() {
            prop_assert!(
                g.outcome().is_some(),
                "no legal move but no outcome in {}",
                g.position()
            );
            break;
        }
        // Prefer captures half the time so that games reach the interesting endings.
        let captures: Vec<&Move> = legal.iter().filter(|m| m.is_capture()).collect();
        let m = if !captures.is_empty() && rng.below(2) == 0 {
            captures[rng.below(captures.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        check_then_play(&g, &m, before.as_ref())?;
        if let Some(old) = &before
            && let Some(stale) = old.legal_moves().first()
        {
            // Checked one ply ago, played now.
            check_then_play(old, stale, Some(&g))?;
        }
        before = Some(g.clone());
        g.play(&m)
            .map_err(|e| TestCaseError::fail(format!("{m}: {e}")))?;
    }
    Ok(())
}

/// A random position: up to 4 Knights and 10 Men a side crowded into the middle of the board
/// (so that chains and charges are frequent), a few anywhere, either side to move.
fn random_position(rng: &mut Rng) -> Option<Position> {
    let mut setup = Setup::empty();
    setup.turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let squares: Vec<Square> = Square::all().collect();
    for color in [Color::White, Color::Black] {
        let knights = 1 + rng.below(4);
        let men = rng.below(11);
        for i in 0..knights + men {
            let role = if i < knights { Role::Knight } else { Role::Man };
            loop {
                let sq = squares[rng.below(squares.len())];
                let middle = (2..=9).contains(&sq.file()) && (3..=12).contains(&sq.rank());
                if setup.piece_at(sq).is_none() && (middle || rng.below(4) == 0) {
                    setup.set(sq, Some(Piece { color, role }));
                    break;
                }
            }
        }
    }
    Position::from_setup(&setup).ok()
}

fn random_positions(ruleset: Ruleset, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    for _ in 0..8 {
        let Some(pos) = random_position(&mut rng) else {
            continue;
        };
        let mut g = Game::from_position(ruleset, pos);
        for _ in 0..4 {
            check_position(&g, &mut rng)?;
            let legal = g.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[rng.below(legal.len())].clone();
            g.play(&m)
                .map_err(|e| TestCaseError::fail(format!("{m}: {e}")))?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_playouts_keep_every_invariant_standard(seed in any::<u64>()) {
        playout(Ruleset::Standard, seed, 300)?;
    }

    #[test]
    fn random_playouts_keep_every_invariant_wcf(seed in any::<u64>()) {
        playout(Ruleset::Wcf, seed, 300)?;
    }

    #[test]
    fn random_crowded_positions_keep_every_invariant_standard(seed in any::<u64>()) {
        random_positions(Ruleset::Standard, seed)?;
    }

    #[test]
    fn random_crowded_positions_keep_every_invariant_wcf(seed in any::<u64>()) {
        random_positions(Ruleset::Wcf, seed)?;
    }
}
