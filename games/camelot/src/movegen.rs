//! Legal move generation.
//!
//! The generator works on a padded mailbox (two guard cells around the board, so a leap never
//! needs a bounds check). Each piece is lifted from its square while its moves are searched:
//! plain steps, a breadth-first search over canter landings (so the first route found to a
//! square is a shortest one), and a depth-first search over jump chains with captured pieces
//! removed as they are jumped. Outcomes are deduplicated by origin, destination and captured set
//! (ruling D15); in [`Mode::Routes`] each keeps its shortest route as the canonical one.

use crate::Ruleset;
use crate::moves::{Move, Step, StepKind};
use crate::piece::{Color, EMPTY, KNIGHT};
use crate::position::{MAX_CASTLE_MOVES, Position, castle_row, row};
use crate::square::{DIRS, PAD_SIZE, PAD_W, PADDED_SQUARES, Square};

/// Most pieces one move can capture: every enemy piece.
pub(crate) const MAX_CAPTURES: usize = 14;

/// What a move does, whatever its route: the identity of ruling D15.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Effect {
    pub from: u16,
    pub to: u16,
    pub ncaps: u8,
    /// Captured squares, sorted; only the first `ncaps` are meaningful.
    pub caps: [u16; MAX_CAPTURES],
}

impl Effect {
    pub(crate) fn captures(&self) -> &[u16] {
        &self.caps[..usize::from(self.ncaps)]
    }
}

/// A generated move: its effect, and in [`Mode::Routes`] its canonical route.
#[derive(Debug, Clone)]
pub(crate) struct Generated {
    pub effect: Effect,
    pub route: Vec<(u16, StepKind)>,
}

impl Generated {
    pub(crate) fn into_move(self) -> Move {
        let from = Square::from_padded(usize::from(self.effect.from));
        let steps = self
            .route
            .into_iter()
            .map(|(to, kind)| Step {
                kind,
                to: Square::from_padded(usize::from(to)),
            })
            .collect();
        Move::new(from, steps)
            .unwrap_or_else(|e| unreachable!("generated routes are well formed: {e}"))
    }
}

/// How much the generator records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Only the number of outcomes (quiet moves are counted, not stored).
    Count,
    /// Every outcome's effect, no routes.
    Effects,
    /// Every outcome with its canonical route.
    Routes,
}

// `Mode` as const generic parameters, so the hot loops carry no mode branches.
const COUNT: u8 = 0;
const EFFECTS: u8 = 1;
const ROUTES: u8 = 2;

/// Breadth-first canter search state.
struct Bfs {
    order: [u16; 160],
    len: usize,
    seen: [u64; PAD_SIZE.div_ceil(64)],
    parent: [u16; PAD_SIZE],
}

impl Bfs {
    fn new() -> Bfs {
        Bfs {
            order: [0; 160],
            len: 0,
            seen: [0; PAD_SIZE.div_ceil(64)],
            parent: [0; PAD_SIZE],
        }
    }

    fn reset(&mut self, root: usize) {
        self.seen = [0; PAD_SIZE.div_ceil(64)];
        self.len = 0;
        self.visit(root, root);
    }

    fn is_seen(&self, p: usize) -> bool {
        self.seen[p / 64] & (1 << (p % 64)) != 0
    }

    fn visit(&mut self, p: usize, parent: usize) {
        self.seen[p / 64] |= 1 << (p % 64);
        self.parent[p] = parent as u16;
        self.order[self.len] = p as u16;
        self.len += 1;
    }

    /// The canter steps from the root to `p`.
    fn route_to(&self, p: usize, out: &mut Vec<(u16, StepKind)>) {
        let start = out.len();
        let root = usize::from(self.order[0]);
        let mut at = p;
        while at != root {
            out.push((at as u16, StepKind::Canter));
            at = usize::from(self.parent[at]);
        }
        out[start..].reverse();
    }
}

/// The board as the side to move sees it.
pub(crate) struct Board {
    pub(crate) cells: [u8; PAD_SIZE],
    pub(crate) us: u8,
    pub(crate) them: u8,
    pub(crate) own_row: usize,
    pub(crate) opp_row: usize,
}

impl Board {
    pub(crate) fn new(pos: &Position) -> Board {
        let us: Color = pos.turn;
        Board {
            cells: pos.cells,
            us: us.bit(),
            them: (!us).bit(),
            own_row: castle_row(us),
            opp_row: castle_row(!us),
        }
    }

    /// Whether a piece of the side to move standing on `s` could jump from there: an adjacent
    /// enemy with an empty square beyond. Nothing can jump out of the opponent's castle (D6).
    pub(crate) fn can_jump_from(&self, s: usize) -> bool {
        if row(s) == self.opp_row {
            return false;
        }
        DIRS.iter().any(|&d| {
            let a = s.wrapping_add_signed(d);
            self.cells[a] & self.them != 0 && self.cells[a.wrapping_add_signed(d)] == EMPTY
        })
    }

    /// Breadth-first search of canter landings from `root` into `bfs`. Landings may not be in
    /// one's own castle (D5); a landing in the opponent's castle ends the move (D6);
    /// `restricted` also forbids squares from which a jump is possible (D3).
    fn canter_search<const RESTRICTED: bool>(&self, bfs: &mut Bfs, root: usize) {
        bfs.reset(root);
        let mut head = 0;
        while head < bfs.len {
            let s = usize::from(bfs.order[head]);
            head += 1;
            if s != root && row(s) == self.opp_row {
                continue;
            }
            for d in DIRS {
                let a = s.wrapping_add_signed(d);
                let b = a.wrapping_add_signed(d);
                if self.cells[a] & self.us != 0
                    && self.cells[b] == EMPTY
                    && row(b) != self.own_row
                    && !bfs.is_seen(b)
                    && !(RESTRICTED && self.can_jump_from(b))
                {
                    bfs.visit(b, s);
                }
            }
        }
    }
}

/// Move generator for one position.
pub(crate) struct Generator {
    board: Board,
    castle_moves_left: bool,
    standard: bool,
    // Per-piece search state.
    origin: usize,
    piece_start: usize,
    quiet_seen: [u64; PAD_SIZE.div_ceil(64)],
    quiet_count: usize,
    caps: [u16; MAX_CAPTURES],
    ncaps: usize,
    path: Vec<(u16, StepKind)>,
    bfs: Bfs,
    post_bfs: Bfs,
}

impl Generator {
    /// A generator with its scratch space; reuse it across positions to save the setup.
    pub(crate) fn new() -> Generator {
        Generator {
            board: Board {
                cells: [0; PAD_SIZE],
                us: 0,
                them: 0,
                own_row: 0,
                opp_row: 0,
            },
            castle_moves_left: false,
            standard: true,
            origin: 0,
            piece_start: 0,
            quiet_seen: [0; PAD_SIZE.div_ceil(64)],
            quiet_count: 0,
            caps: [0; MAX_CAPTURES],
            ncaps: 0,
            path: Vec::new(),
            bfs: Bfs::new(),
            post_bfs: Bfs::new(),
        }
    }

    /// Generates into `out` and returns the number of legal moves (distinct outcomes).
    pub(crate) fn run(
        &mut self,
        pos: &Position,
        ruleset: Ruleset,
        mode: Mode,
        out: &mut Vec<Generated>,
    ) -> usize {
        match mode {
            Mode::Count => self.run_mode::<COUNT>(pos, ruleset, out),
            Mode::Effects => self.run_mode::<EFFECTS>(pos, ruleset, out),
            Mode::Routes => self.run_mode::<ROUTES>(pos, ruleset, out),
        }
    }

    fn run_mode<const M: u8>(
        &mut self,
        pos: &Position,
        ruleset: Ruleset,
        out: &mut Vec<Generated>,
    ) -> usize {
        if pos.static_outcome().is_some() {
            return 0;
        }
        let us: Color = pos.turn;
        self.board = Board::new(pos);
        self.castle_moves_left = pos.castle_moves[us.index()] < MAX_CASTLE_MOVES;
        self.standard = ruleset == Ruleset::Standard;
        self.quiet_count = 0;
        let castle = [
            self.board.own_row * PAD_W + 7,
            self.board.own_row * PAD_W + 8,
        ];
        let mut in_own_castle = castle;
        let mut castled = 0;
        for p in castle {
            if self.board.cells[p] & self.board.us != 0 {
                in_own_castle[castled] = p;
                castled += 1;
            }
        }
        let in_own_castle = &in_own_castle[..castled];
        if !in_own_castle.is_empty() {
            // Ruling D5: a piece in its own castle must leave, before any other duty, and must
            // capture on the way out if it can.
            let mut exits = Vec::new();
            for &p in in_own_castle {
                let start = exits.len();
                // Counting needs the exits themselves, to filter them.
                if M == COUNT {
                    self.piece::<EFFECTS>(p, true, true, &mut exits);
                } else {
                    self.piece::<M>(p, true, true, &mut exits);
                }
                let mut mine = exits.split_off(start);
                mine.retain(|g| row(usize::from(g.effect.to)) != self.board.own_row);
                if self.board.can_jump_from(p) && mine.iter().any(|g| g.effect.ncaps > 0) {
                    mine.retain(|g| g.effect.ncaps > 0);
                }
                exits.extend(mine);
            }
            if !exits.is_empty() {
                let n = exits.len();
                if M != COUNT {
                    out.extend(exits);
                }
                return n;
            }
        }
        // One pass collects the pieces that may move and whether the capture duty arises
        // (ruling D2: a direct jump by any of them at the start of the turn).
        let mut pieces = [0u16; 14];
        let mut n = 0;
        let mut duty = false;
        for &p in &PADDED_SQUARES {
            let p = usize::from(p);
            if self.board.cells[p] & self.board.us != 0 && !in_own_castle.contains(&p) {
                pieces[n] = p as u16;
                n += 1;
                duty = duty || self.board.can_jump_from(p);
            }
        }
        let out_start = out.len();
        for &p in &pieces[..n] {
            self.piece::<M>(usize::from(p), !duty, true, out);
        }
        self.quiet_count + (out.len() - out_start)
    }

    /// Generates the moves of the piece on `o`: quiet ones (plain moves and pure canters) if
    /// `quiet`, capturing ones (jump chains and charges) if `captures`.
    fn piece<const M: u8>(
        &mut self,
        o: usize,
        quiet: bool,
        captures: bool,
        out: &mut Vec<Generated>,
    ) {
        let cell = self.board.cells[o];
        let knight = cell & KNIGHT != 0;
        self.board.cells[o] = EMPTY;
        self.origin = o;
        self.piece_start = out.len();
        self.quiet_seen = [0; PAD_SIZE.div_ceil(64)];
        if row(o) == self.board.opp_row {
            // Ruling D6: never leave; at most two castle moves F<->G per game.
            let other = if o % PAD_W == 7 { o + 1 } else { o - 1 };
            if quiet && self.castle_moves_left && self.board.cells[other] == EMPTY {
                self.quiet::<M>(other, StepKind::Plain, out);
            }
            self.finish_piece::<M>(o, cell);
            return;
        }
        if quiet {
            for d in DIRS {
                let t = o.wrapping_add_signed(d);
                // Ruling D5: no plain move into one's own castle.
                if self.board.cells[t] == EMPTY && row(t) != self.board.own_row {
                    self.quiet::<M>(t, StepKind::Plain, out);
                }
            }
        }
        if quiet || (captures && knight) {
            self.board.canter_search::<false>(&mut self.bfs, o);
            // Ruling D3: a Knight's pure canter may not pass through or end on a square from
            // which it could jump; from such a square only a charge goes on.
            let mut jump_landing = false;
            if knight {
                for i in 1..self.bfs.len {
                    let s = usize::from(self.bfs.order[i]);
                    if self.board.can_jump_from(s) {
                        jump_landing = true;
                        if captures {
                            // Ruling D1(a): canters, then a complete jump chain.
                            self.ncaps = 0;
                            self.path.clear();
                            if M == ROUTES {
                                self.bfs.route_to(s, &mut self.path);
                            }
                            self.jumps::<M>(s, false, out);
                        }
                    }
                }
            }
            if quiet {
                if jump_landing {
                    self.board.canter_search::<true>(&mut self.bfs, o);
                }
                if M == COUNT {
                    for (q, b) in self.quiet_seen.iter_mut().zip(self.bfs.seen) {
                        *q |= b;
                    }
                    self.quiet_seen[o / 64] &= !(1 << (o % 64));
                } else {
                    for i in 1..self.bfs.len {
                        let b = usize::from(self.bfs.order[i]);
                        self.quiet::<M>(b, StepKind::Canter, out);
                    }
                }
            }
        }
        if captures && self.board.can_jump_from(o) {
            self.ncaps = 0;
            self.path.clear();
            // Ruling D1(b): a Knight may canter after a complete jump chain (standard only).
            self.jumps::<M>(o, knight && self.standard, out);
        }
        self.finish_piece::<M>(o, cell);
    }

    /// Puts the lifted piece back and, when counting, adds its quiet destinations.
    fn finish_piece<const M: u8>(&mut self, o: usize, cell: u8) {
        if M == COUNT {
            self.quiet_count += self
                .quiet_seen
                .iter()
                .map(|w| w.count_ones() as usize)
                .sum::<usize>();
        }
        self.board.cells[o] = cell;
    }

    /// Records a quiet move of the current piece to `to`.
    #[inline]
    fn quiet<const M: u8>(&mut self, to: usize, kind: StepKind, out: &mut Vec<Generated>) {
        if self.quiet_seen[to / 64] & (1 << (to % 64)) != 0 {
            return;
        }
        self.quiet_seen[to / 64] |= 1 << (to % 64);
        if M == COUNT {
            return;
        }
        let mut route = Vec::new();
        if M == ROUTES {
            if kind == StepKind::Plain {
                route.push((to as u16, StepKind::Plain));
            } else {
                self.bfs.route_to(to, &mut route);
            }
        }
        out.push(Generated {
            effect: Effect {
                from: self.origin as u16,
                to: to as u16,
                ncaps: 0,
                caps: [0; MAX_CAPTURES],
            },
            route,
        });
    }

    /// Depth-first search of jump chains from `s` (D4: a chain continues while a jump is
    /// available; entering the opponent's castle ends it). With `post`, each complete chain may
    /// be followed by canters that capture nothing more (D1(b), D3).
    fn jumps<const M: u8>(&mut self, s: usize, post: bool, out: &mut Vec<Generated>) {
        let mut extended = false;
        if row(s) != self.board.opp_row {
            for d in DIRS {
                let a = s.wrapping_add_signed(d);
                let b = a.wrapping_add_signed(d);
                if self.board.cells[a] & self.board.them != 0 && self.board.cells[b] == EMPTY {
                    extended = true;
                    let captured = self.board.cells[a];
                    self.board.cells[a] = EMPTY;
                    self.caps[self.ncaps] = a as u16;
                    self.ncaps += 1;
                    if M == ROUTES {
                        self.path.push((b as u16, StepKind::Jump));
                    }
                    self.jumps::<M>(b, post, out);
                    if M == ROUTES {
                        self.path.pop();
                    }
                    self.ncaps -= 1;
                    self.board.cells[a] = captured;
                }
            }
        }
        if extended {
            return;
        }
        self.capture::<M>(s, None, out);
        if post && row(s) != self.board.opp_row {
            self.board.canter_search::<true>(&mut self.post_bfs, s);
            for i in 1..self.post_bfs.len {
                let b = usize::from(self.post_bfs.order[i]);
                self.capture::<M>(b, Some(b), out);
            }
        }
    }

    /// Records a capturing move of the current piece ending on `to`; `post_canter` names the
    /// landing whose canter route (in `post_bfs`) follows the jump path.
    fn capture<const M: u8>(
        &mut self,
        to: usize,
        post_canter: Option<usize>,
        out: &mut Vec<Generated>,
    ) {
        let mut caps = self.caps;
        caps[..self.ncaps].sort_unstable();
        let effect = Effect {
            from: self.origin as u16,
            to: to as u16,
            ncaps: self.ncaps as u8,
            caps,
        };
        let mut route = Vec::new();
        if M == ROUTES {
            route.extend_from_slice(&self.path);
            if let Some(b) = post_canter {
                self.post_bfs.route_to(b, &mut route);
            }
        }
        if let Some(existing) = out[self.piece_start..]
            .iter_mut()
            .find(|g| same_effect(&g.effect, &effect))
        {
            if M == ROUTES && route.len() < existing.route.len() {
                existing.route = route;
            }
            return;
        }
        out.push(Generated { effect, route });
    }
}

fn same_effect(a: &Effect, b: &Effect) -> bool {
    a.from == b.from && a.to == b.to && a.captures() == b.captures()
}
