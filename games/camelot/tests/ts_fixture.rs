//! The browser's own Camelot move generator (`web/src/games/camelot/movegen.ts`) pinned to this
//! engine: `web/test/camelot-movegen.fixture.json` holds positions from seeded playouts of both
//! rulesets, each with its legal moves in the engine's order and some moves played on it (the
//! position after, the captured squares) or refused. The browser's test
//! (`web/test/camelot-movegen.test.ts`) checks that its port says exactly the same.
//!
//! `ALBION_BLESS=1 cargo test -p camelot --test ts_fixture` rewrites the file after a change of
//! the rules or of the generator's order: review the difference and commit it.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::sync::OnceLock;

use camelot::{Color, Game, Move, Piece, Position, Ruleset, START, Square, greedy};

const FIXTURE: &str = "web/test/camelot-movegen.fixture.json";
/// Positions kept for each feature below and each ruleset (when the playouts reach that many),
/// then the rest at random up to [`TOTAL`].
const PER_FEATURE: usize = 7;
const TOTAL: usize = 215;
/// The browser ships none of this, but a repository should not carry a huge test file.
const MAX_BYTES: usize = 400 * 1024;

/// SplitMix64: a small deterministic generator, so the fixture is the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`; `n` must not be 0.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True with probability `percent` / 100.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn bless() -> bool {
    std::env::var_os("ALBION_BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

fn ruleset_name(ruleset: Ruleset) -> &'static str {
    match ruleset {
        Ruleset::Standard => "standard",
        Ruleset::Wcf => "wcf",
    }
}

// --- What a position shows ---------------------------------------------------------------------

/// What makes a position worth pinning: the parts of the generator each one exercises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Feature {
    /// A jump chain of two captures or more.
    MultiJump,
    /// Canters then a jump chain (D1(a)).
    ChargeCanterFirst,
    /// A jump chain then canters (D1(b), standard only).
    ChargeJumpFirst,
    /// Capture is compulsory (D2): every move captures.
    CompulsoryCapture,
    /// A piece in the opponent's castle may make a castle move (D6).
    CastleMove,
    /// A move lands in the opponent's castle.
    CastleEntry,
    /// A piece must leave its own castle (D5).
    OwnCastleExit,
    /// The position alone ends the game: no legal move.
    GameOver,
    /// Four or fewer pieces a side: near the end.
    Endgame,
}

const FEATURES: [Feature; 9] = [
    Feature::MultiJump,
    Feature::ChargeCanterFirst,
    Feature::ChargeJumpFirst,
    Feature::CompulsoryCapture,
    Feature::CastleMove,
    Feature::CastleEntry,
    Feature::OwnCastleExit,
    Feature::GameOver,
    Feature::Endgame,
];

fn castle_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 15,
    }
}

fn jumps(m: &Move) -> usize {
    m.steps()
        .iter()
        .filter(|s| s.kind == camelot::StepKind::Jump)
        .count()
}

/// The separators of a route in order: `-` or `x`.
fn separators(m: &Move) -> String {
    m.steps()
        .iter()
        .map(|s| {
            if s.kind == camelot::StepKind::Jump {
                'x'
            } else {
                '-'
            }
        })
        .collect()
}

fn features(pos: &Position, legal: &[Move]) -> BTreeSet<Feature> {
    let us = pos.turn();
    let own = castle_rank(us);
    let theirs = castle_rank(!us);
    let mut out = BTreeSet::new();
    let mut add = |yes: bool, f: Feature| {
        if yes {
            out.insert(f);
        }
    };
    add(legal.iter().any(|m| jumps(m) >= 2), Feature::MultiJump);
    add(
        legal.iter().any(|m| separators(m).contains("-x")),
        Feature::ChargeCanterFirst,
    );
    add(
        legal.iter().any(|m| separators(m).contains("x-")),
        Feature::ChargeJumpFirst,
    );
    add(
        !legal.is_empty() && legal.iter().all(Move::is_capture),
        Feature::CompulsoryCapture,
    );
    add(
        legal.iter().any(|m| m.from().rank() == theirs),
        Feature::CastleMove,
    );
    add(
        legal
            .iter()
            .any(|m| m.to().rank() == theirs && m.from().rank() != theirs),
        Feature::CastleEntry,
    );
    add(
        !legal.is_empty() && legal.iter().all(|m| m.from().rank() == own),
        Feature::OwnCastleExit,
    );
    add(legal.is_empty(), Feature::GameOver);
    add(
        pos.piece_count(Color::White) <= 4 && pos.piece_count(Color::Black) <= 4,
        Feature::Endgame,
    );
    out
}

// --- Where the positions come from -------------------------------------------------------------

/// Positions play hardly reaches, made by hand, with routes to try on each: a Knight in its own
/// castle whose only capture is a charge (F1-F3xF5), so its plain exits stay (D5, RULES.md C7);
/// a Man in the opponent's castle with one castle move left (D6); a Knight whose canter to F9
/// through F7, where it could jump, is refused (D3) while the same landing by D7 is legal.
const HAND_MADE: [(&str, &[&str]); 3] = [
    (
        "2/8/10/12/12/12/m10m/12/12/12/M11/12/5m6/10/3M4/N1 w 0 0 0 1",
        &["F1-F3", "F1-F3xF5"],
    ),
    (
        "M1/8/10/12/12/12/m10m/12/12/12/M11/12/12/10/8/2 w 1 0 0 10",
        &["F16-G16"],
    ),
    (
        "2/8/10/12/12/12/12/12/4MM1m4/6m5/4MM1m4/5N6/12/10/8/2 w 0 0 0 1",
        &["F5-F7-F9", "F5-D7-F9", "F5-F7"],
    ),
];

/// The positions of `tests/perft.txt`: the start, crowded middlegames with charges, a castle
/// endgame, chains followed by canters.
fn perft_positions() -> Vec<Position> {
    let mut seen = BTreeSet::new();
    include_str!("perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.splitn(4, ' ').nth(3))
        .filter(|p| seen.insert((*p).to_owned()))
        .map(|p| p.parse().expect("a perft position"))
        .collect()
}

/// Every position of a playout from `start`: half the moves the greedy policy's (it heads for the
/// castles and captures), half at random (so the board stays crowded and varied).
fn playout(ruleset: Ruleset, start: Position, rng: &mut Rng, plies: usize) -> Vec<Position> {
    let mut game = Game::from_position(ruleset, start);
    let mut out = vec![game.position().clone()];
    for _ in 0..plies {
        let legal = game.position().legal_moves(ruleset);
        if legal.is_empty() || game.outcome().is_some() {
            break;
        }
        let m = if rng.chance(50) {
            greedy::greedy_move_among(&game, &legal, rng.next()).expect("a move")
        } else {
            legal[rng.below(legal.len())].clone()
        };
        game.play(&m).expect("a generated move is legal");
        out.push(game.position().clone());
    }
    out
}

/// A copy of `pos` with other counters: a castle-move counter used up, or one ply short of the
/// no-progress draw, so those fields are pinned too.
fn with_counters(pos: &Position, castle_moves: Option<[u8; 2]>, plies: Option<u32>) -> Position {
    let mut setup = pos.to_setup();
    if let Some(c) = castle_moves {
        setup.castle_moves = c;
    }
    if let Some(p) = plies {
        setup.plies_since_progress = p;
    }
    Position::from_setup(&setup).expect("counters in range")
}

/// The candidate positions of one ruleset, in a fixed order.
fn pool(ruleset: Ruleset, rng: &mut Rng) -> Vec<Position> {
    let mut out = perft_positions();
    for start in perft_positions() {
        out.extend(playout(ruleset, start, rng, 24));
    }
    for _ in 0..28 {
        out.extend(playout(ruleset, Position::start(), rng, 400));
    }
    out
}

struct Chosen {
    ruleset: Ruleset,
    position: Position,
}

/// The start position, then up to [`PER_FEATURE`] positions for each feature and ruleset, then
/// others at random, then the crafted ones; each position once per ruleset.
fn choose(rng: &mut Rng) -> Vec<Chosen> {
    let mut candidates: Vec<(Ruleset, Position, BTreeSet<Feature>)> = Vec::new();
    let mut seen = BTreeSet::new();
    for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
        for pos in pool(ruleset, rng) {
            if seen.insert((ruleset_name(ruleset), pos.to_string())) {
                let f = features(&pos, &pos.legal_moves(ruleset));
                candidates.push((ruleset, pos, f));
            }
        }
    }
    let mut taken = vec![false; candidates.len()];
    let mut order: Vec<usize> = (0..candidates.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let start: Position = START.parse().expect("start");
    for (i, (_, pos, _)) in candidates.iter().enumerate() {
        taken[i] = *pos == start;
    }
    for feature in FEATURES {
        for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
            let mut have = order
                .iter()
                .filter(|&&i| taken[i] && candidates[i].0 == ruleset)
                .filter(|&&i| candidates[i].2.contains(&feature))
                .count();
            for &i in &order {
                if have >= PER_FEATURE {
                    break;
                }
                if !taken[i] && candidates[i].0 == ruleset && candidates[i].2.contains(&feature) {
                    taken[i] = true;
                    have += 1;
                }
            }
        }
    }
    for &i in &order {
        if taken.iter().filter(|&&t| t).count() >= TOTAL {
            break;
        }
        taken[i] = true;
    }
    let mut chosen: Vec<Chosen> = candidates
        .into_iter()
        .zip(taken)
        .filter(|(_, t)| *t)
        .map(|((ruleset, position, _), _)| Chosen { ruleset, position })
        .collect();
    let mut crafted = counter_cases(&chosen);
    for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
        crafted.extend(HAND_MADE.iter().map(|(p, _)| Chosen {
            ruleset,
            position: p.parse().expect("a hand-made position"),
        }));
    }
    crafted.extend(own_castle_cases(&chosen, rng));
    chosen.extend(crafted);
    chosen
}

/// A few positions with changed counters: a castle move with the counter used up, and quiet
/// moves one ply before the no-progress draw.
fn counter_cases(chosen: &[Chosen]) -> Vec<Chosen> {
    let mut used_up = Vec::new();
    let mut last_ply = Vec::new();
    for c in chosen {
        let legal = c.position.legal_moves(c.ruleset);
        let feats = features(&c.position, &legal);
        if feats.contains(&Feature::CastleMove) && used_up.len() < 4 {
            let mut used = [0, 0];
            used[c.position.turn().index()] = 2;
            used_up.push(Chosen {
                ruleset: c.ruleset,
                position: with_counters(&c.position, Some(used), None),
            });
        }
        if !legal.is_empty() && !feats.contains(&Feature::CompulsoryCapture) && last_ply.len() < 4 {
            last_ply.push(Chosen {
                ruleset: c.ruleset,
                position: with_counters(&c.position, None, Some(99)),
            });
        }
    }
    used_up.extend(last_ply);
    used_up
}

/// Positions where the side to move has pieces in its own castle (D5), which play rarely gives:
/// one piece or two moved there from elsewhere, and with `threat` an enemy put in front of the
/// castle where the castle piece can jump it, so the exit must capture.
fn own_castle_case(c: &Chosen, rng: &mut Rng, two: bool, threat: bool) -> Option<Chosen> {
    let us = c.position.turn();
    let rank = castle_rank(us);
    let castle = [Square::new(5, rank)?, Square::new(6, rank)?];
    let mut setup = c.position.to_setup();
    if castle.iter().any(|&sq| setup.piece_at(sq).is_some()) {
        return None;
    }
    let mut mine: Vec<Square> = c
        .position
        .pieces()
        .filter(|(_, p)| p.color == us)
        .map(|(sq, _)| sq)
        .collect();
    for &sq in &castle[..if two { 2 } else { 1 }] {
        if mine.is_empty() {
            return None;
        }
        let from = mine.swap_remove(rng.below(mine.len()));
        setup.set(sq, setup.piece_at(from));
        setup.set(from, None);
    }
    if threat {
        let (front, beyond) = match us {
            Color::White => (Square::new(5, 1)?, Square::new(5, 2)?),
            Color::Black => (Square::new(5, 14)?, Square::new(5, 13)?),
        };
        if setup.piece_at(front).is_some() || setup.piece_at(beyond).is_some() {
            return None;
        }
        let enemies: Vec<(Square, Piece)> =
            c.position.pieces().filter(|(_, p)| p.color != us).collect();
        let (from, enemy) = enemies[rng.below(enemies.len())];
        setup.set(front, Some(enemy));
        setup.set(from, None);
    }
    let position = Position::from_setup(&setup).ok()?;
    (!position.legal_moves(c.ruleset).is_empty()).then_some(Chosen {
        ruleset: c.ruleset,
        position,
    })
}

/// Four own-castle positions a ruleset, one of each variant, from chosen positions after the
/// first five of that ruleset.
fn own_castle_cases(chosen: &[Chosen], rng: &mut Rng) -> Vec<Chosen> {
    let variants = [(false, false), (true, false), (false, true), (true, true)];
    let mut out = Vec::new();
    for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
        let mut made = 0;
        for c in chosen.iter().filter(|c| c.ruleset == ruleset).skip(5) {
            let Some(&(two, threat)) = variants.get(made) else {
                break;
            };
            if let Some(case) = own_castle_case(c, rng, two, threat) {
                out.push(case);
                made += 1;
            }
        }
    }
    out
}

// --- Moves to play on each position ------------------------------------------------------------

/// The square `k` steps from `sq` in direction `(df, dr)`, if it is on the board.
fn offset(sq: Square, (df, dr): (i16, i16), k: i16) -> Option<Square> {
    let file = u8::try_from(i16::from(sq.file()) + df * k).ok()?;
    let rank = u8::try_from(i16::from(sq.rank()) + dr * k).ok()?;
    Square::new(file, rank)
}

const DIRECTIONS: [(i16, i16); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// A route a player might try: a piece of the side to move, a plain step or a few leaps over
/// pieces onto empty squares (`x` over an enemy, which leaves the board, `-` over a friend), now
/// and then with the wrong separator. Many are legal, some by a route the generator does not
/// list, and many break a rule: exactly what the browser's check must agree on.
fn random_route(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let us = pos.turn();
    let mine: Vec<(Square, Piece)> = pos.pieces().filter(|(_, p)| p.color == us).collect();
    if mine.is_empty() {
        return None;
    }
    let (from, _) = mine[rng.below(mine.len())];
    let mut board = pos.to_setup();
    board.set(from, None);
    let mut text = from.to_string();
    let mut at = from;
    for step in 0..6 {
        let mut options: Vec<(char, Square, Option<Square>)> = Vec::new();
        for d in DIRECTIONS {
            let (Some(near), Some(far)) = (offset(at, d, 1), offset(at, d, 2)) else {
                continue;
            };
            if step == 0 && board.piece_at(near).is_none() {
                options.push(('-', near, None));
            }
            if board.piece_at(far).is_none() {
                match board.piece_at(near) {
                    Some(p) if p.color == us => options.push(('-', far, None)),
                    Some(_) => options.push(('x', far, Some(near))),
                    None => {}
                }
            }
        }
        if options.is_empty() {
            break;
        }
        let (mut sep, to, captured) = options[rng.below(options.len())];
        if rng.chance(8) {
            sep = if sep == '-' { 'x' } else { '-' };
        }
        let _ = write!(text, "{sep}{to}");
        if let Some(c) = captured {
            board.set(c, None);
        }
        let plain = step == 0 && is_adjacent(at, to);
        at = to;
        if plain || rng.chance(45) {
            break;
        }
    }
    text.parse().ok()
}

fn is_adjacent(a: Square, b: Square) -> bool {
    a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
}

/// The board after `m` with its piece lifted (it stands on no square) and the jumped pieces gone.
fn board_after(pos: &Position, m: &Move) -> camelot::Setup {
    let mut board = pos.to_setup();
    board.set(m.from(), None);
    let mut at = m.from();
    for step in m.steps() {
        if step.kind == camelot::StepKind::Jump {
            let over = Square::new(
                u8::midpoint(at.file(), step.to.file()),
                u8::midpoint(at.rank(), step.to.rank()),
            );
            board.set(over.expect("a jumped square"), None);
        }
        at = step.to;
    }
    board
}

/// `m` with one more leap from where it ends, over any piece onto an empty square (`x` over an
/// enemy): a chain that goes on, a canter after a chain, a second switch, a step out of a
/// castle. The engine decides which are legal.
fn extended(pos: &Position, m: &Move, rng: &mut Rng) -> Option<Move> {
    let board = board_after(pos, m);
    let us = pos.turn();
    let options: Vec<(char, Square)> = DIRECTIONS
        .iter()
        .filter_map(|&d| {
            let over = board.piece_at(offset(m.to(), d, 1)?)?;
            let to = offset(m.to(), d, 2)?;
            let sep = if over.color == us { '-' } else { 'x' };
            board.piece_at(to).is_none().then_some((sep, to))
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let (sep, to) = options[rng.below(options.len())];
    format!("{m}{sep}{to}").parse().ok()
}

/// `m` without its last step: a chain stopped short, a charge without its capture.
fn truncated(m: &Move) -> Option<Move> {
    let steps = m.steps();
    Move::new(m.from(), steps[..steps.len() - 1].to_vec()).ok()
}

/// The castle move of each piece of the side to move that stands in the opponent's castle,
/// whether or not it is allowed (D6).
fn castle_moves(pos: &Position) -> Vec<Move> {
    let us = pos.turn();
    let rank = castle_rank(!us);
    pos.pieces()
        .filter(|(sq, p)| p.color == us && sq.rank() == rank)
        .filter_map(|(sq, _)| {
            let twin = Square::new(11 - sq.file(), rank)?;
            format!("{sq}-{twin}").parse().ok()
        })
        .collect()
}

/// What playing a move gives, as the server reports it, or `None` if the engine refuses it.
fn play(ruleset: Ruleset, pos: &Position, m: &Move) -> Option<(String, Vec<String>)> {
    let mut game = Game::from_position(ruleset, pos.clone());
    let played = game.play(m).ok()?;
    let captured = played.captured.iter().map(ToString::to_string).collect();
    Some((game.position().to_string(), captured))
}

/// The listed moves to play: the first, one at random, the longest route, and the captures with
/// the fewest and the most jumps.
fn listed_to_play(legal: &[Move], rng: &mut Rng) -> Vec<Move> {
    if legal.is_empty() {
        return Vec::new();
    }
    let mut picks = vec![legal[0].clone(), legal[rng.below(legal.len())].clone()];
    picks.extend(legal.iter().max_by_key(|m| m.steps().len()).cloned());
    let captures = legal.iter().filter(|m| m.is_capture());
    picks.extend(captures.clone().min_by_key(|m| jumps(m)).cloned());
    picks.extend(captures.max_by_key(|m| jumps(m)).cloned());
    picks
}

// --- The fixture -------------------------------------------------------------------------------

/// A JSON string; the notation needs no escapes, and this checks it.
fn json_str(s: &str) -> String {
    assert!(
        s.chars()
            .all(|c| c.is_ascii_alphanumeric() || " /-".contains(c)),
        "{s:?} needs escaping"
    );
    format!("\"{s}\"")
}

fn json_list(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| json_str(s)).collect();
    format!("[{}]", quoted.join(","))
}

/// One position's line of the fixture, and the features it shows.
fn case_json(c: &Chosen, rng: &mut Rng) -> (String, BTreeSet<Feature>) {
    let legal = c.position.legal_moves(c.ruleset);
    let listed: Vec<String> = legal.iter().map(ToString::to_string).collect();
    let mut tried = BTreeSet::new();
    let mut plays = Vec::new();
    let mut refused = Vec::new();
    let picked = listed_to_play(&legal, rng);
    let mut moves = picked.clone();
    for m in &picked {
        moves.extend(truncated(m));
        moves.extend(extended(&c.position, m, rng));
    }
    moves.extend(castle_moves(&c.position));
    let position = c.position.to_string();
    for (_, tries) in HAND_MADE.iter().filter(|(p, _)| *p == position) {
        moves.extend(tries.iter().map(|m| m.parse::<Move>().expect("a route")));
    }
    moves.extend((0..6).filter_map(|_| random_route(&c.position, rng)));
    for m in moves {
        if !tried.insert(m.to_string()) {
            continue;
        }
        match play(c.ruleset, &c.position, &m) {
            Some((position, captured)) => plays.push(format!(
                "{{\"move\":{},\"position\":{},\"captured\":{}}}",
                json_str(&m.to_string()),
                json_str(&position),
                json_list(&captured)
            )),
            None => refused.push(m.to_string()),
        }
    }
    let line = format!(
        "{{\"ruleset\":{},\"position\":{},\"legal\":{},\"plays\":[{}],\"refused\":{}}}",
        json_str(ruleset_name(c.ruleset)),
        json_str(&c.position.to_string()),
        json_list(&listed),
        plays.join(","),
        json_list(&refused)
    );
    (line, features(&c.position, &legal))
}

/// The fixture's text and each position's features, made once for both tests.
fn fixture() -> &'static (String, Vec<BTreeSet<Feature>>) {
    static MADE: OnceLock<(String, Vec<BTreeSet<Feature>>)> = OnceLock::new();
    MADE.get_or_init(make_fixture)
}

fn make_fixture() -> (String, Vec<BTreeSet<Feature>>) {
    let mut rng = Rng(0x00C4_3E10_7A5F);
    let chosen = choose(&mut rng);
    let (lines, feats): (Vec<String>, Vec<_>) =
        chosen.iter().map(|c| case_json(c, &mut rng)).unzip();
    let text = format!(
        "{{\n\"about\":\"Written by `ALBION_BLESS=1 cargo test -p camelot --test ts_fixture` \
         (games/camelot/tests/ts_fixture.rs): positions with the engine's legal moves in its order, \
         moves played (position after, captured squares) and moves refused.\",\n\"cases\":[\n{}\n]\n}}\n",
        lines.join(",\n")
    );
    (text, feats)
}

#[test]
fn the_browser_fixture_is_what_the_engine_generates() {
    let (fresh, _) = fixture();
    let path = format!("{}/../../{FIXTURE}", env!("CARGO_MANIFEST_DIR"));
    if bless() {
        std::fs::write(&path, fresh).expect("write the fixture");
        return;
    }
    let stored = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        stored == *fresh,
        "{FIXTURE} is out of date: run `ALBION_BLESS=1 cargo test -p camelot --test ts_fixture`, \
         review the difference and commit it"
    );
}

#[test]
fn the_fixture_covers_every_feature_of_the_generator_and_stays_small() {
    let (text, feats) = fixture();
    assert!(text.len() <= MAX_BYTES, "{} bytes", text.len());
    for feature in FEATURES {
        let n = feats.iter().filter(|f| f.contains(&feature)).count();
        assert!(n >= 4, "only {n} positions show {feature:?}");
    }
    assert!(feats.len() >= 200, "only {} positions", feats.len());
}
