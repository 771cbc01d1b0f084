// Camelot's legal moves and their effect, computed in the browser exactly as the engine does
// (games/camelot/src/movegen.rs, position.rs and game.rs), so the client can follow a game from
// the moves alone: the server's `acted` events carry only the move in WCF notation.
//
// The port keeps the engine's shape on purpose, because the ORDER of the legal moves and the
// choice of each move's canonical route (ruling D15, RULES.md C6) come from the order of its
// searches: a padded mailbox (two guard cells round the board, so a leap needs no bounds check),
// each piece lifted while its moves are searched, plain steps first, then a Knight's charges
// (canters then a jump chain), then its pure canters breadth first, then its jump chains depth
// first (with the canters after a chain that the standard ruleset allows). web/test's golden
// fixture, written by the engine (games/camelot/tests/ts_fixture.rs), pins every detail.
// Pure functions only: no DOM.
import { FILE_LETTERS, RANKS, parseMove, parsePosition, rankSpan, type Color } from './model';

export type Ruleset = 'standard' | 'wcf';

/** What `playMove` returns: the position after the move and the squares it captured. */
export interface Played {
  /** The new position in the engine's six-field notation. */
  position: string;
  /** Captured squares, in the engine's order (rank 1 first, each rank from file A). */
  captured: string[];
}

// --- The padded mailbox (square.rs, piece.rs) -------------------------------------------------

/** Mailbox width: two guard columns on each side of the 12 files. */
const PAD_W = 16;
/** Mailbox size: two guard rows above and below the 16 ranks. */
const PAD_SIZE = PAD_W * (RANKS + 4);

const EMPTY = 0;
const WHITE = 1;
const BLACK = 2;
const KNIGHT = 4;
const OFF = 8;

const PLAIN = 0;
const CANTER = 1;
const JUMP = 2;
type StepKind = typeof PLAIN | typeof CANTER | typeof JUMP;

/** Castle moves each player may make in the opponent's castle over a whole game (D6). */
const MAX_CASTLE_MOVES = 2;
/** Plies without progress that draw the game (D12). */
const NO_PROGRESS_LIMIT = 100;
/** The longest route the engine's notation reads (moves.rs MAX_STEPS). */
const MAX_STEPS = 64;

/** The eight directions as mailbox offsets, in the engine's order: N, NE, E, SE, S, SW, W, NW. */
const DIRS = [PAD_W, PAD_W + 1, 1, -PAD_W + 1, -PAD_W, -PAD_W - 1, -1, PAD_W - 1] as const;

/** Mailbox index of a file (0 = A) and rank number (1–16). */
function padded(file: number, rank: number): number {
  return (rank + 1) * PAD_W + file + 2;
}

/** Mailbox row of an index: rank 1 is row 2, rank 16 row 17. */
function row(p: number): number {
  return (p / PAD_W) | 0;
}

/** Mailbox row of a side's own castle. */
function castleRow(color: Color): number {
  return color === 'white' ? 2 : RANKS + 1;
}

/** The mailbox indices of the 160 squares, rank 1 first, each rank from its leftmost file. */
const PADDED_SQUARES: readonly number[] = (() => {
  const out: number[] = [];
  for (let rank = 1; rank <= RANKS; rank++) {
    const [lo, hi] = rankSpan(rank);
    for (let file = lo; file <= hi; file++) out.push(padded(file, rank));
  }
  return out;
})();

/** Square names by mailbox index ('' off the board). */
const NAMES: readonly string[] = (() => {
  const out = new Array<string>(PAD_SIZE).fill('');
  for (const p of PADDED_SQUARES) out[p] = `${FILE_LETTERS[(p % PAD_W) - 2]}${row(p) - 1}`;
  return out;
})();

/** Mailbox index by square name (uppercase). */
const INDEX: ReadonlyMap<string, number> = new Map(PADDED_SQUARES.map((p) => [NAMES[p] ?? '', p]));

function colorBit(color: Color): number {
  return color === 'white' ? WHITE : BLACK;
}

function other(color: Color): Color {
  return color === 'white' ? 'black' : 'white';
}

// --- Positions (position.rs) --------------------------------------------------------------------

/** A position in the engine's own form: the mailbox, the counters and the pieces per side. */
interface Board {
  cells: Uint8Array;
  turn: Color;
  /** Castle moves used, [White, Black]. */
  castleMoves: [number, number];
  plies: number;
  moveNumber: number;
  /** Pieces on the board, [White, Black]. */
  counts: [number, number];
}

/** Reads the six-field notation (model.ts checks it as the engine does); throws NotationError. */
function readBoard(text: string): Board {
  const pos = parsePosition(text);
  const cells = new Uint8Array(PAD_SIZE).fill(OFF);
  for (const p of PADDED_SQUARES) cells[p] = EMPTY;
  const counts: [number, number] = [0, 0];
  for (const [name, piece] of pos.board) {
    const p = INDEX.get(name) as number;
    cells[p] = colorBit(piece.color) | (piece.role === 'knight' ? KNIGHT : 0);
    counts[piece.color === 'white' ? 0 : 1]++;
  }
  return {
    cells,
    turn: pos.turn,
    castleMoves: [pos.castleMoves[0], pos.castleMoves[1]],
    plies: pos.pliesSinceProgress,
    moveNumber: pos.moveNumber,
    counts,
  };
}

const LETTERS: Record<number, string> = {
  [WHITE | KNIGHT]: 'N',
  [WHITE]: 'M',
  [BLACK | KNIGHT]: 'n',
  [BLACK]: 'm',
};

/** The six-field notation, exactly as the engine's `Display` writes it. */
function writeBoard(board: Board): string {
  const ranks: string[] = [];
  for (let rank = RANKS; rank >= 1; rank--) {
    const [lo, hi] = rankSpan(rank);
    let text = '';
    let empty = 0;
    for (let file = lo; file <= hi; file++) {
      const cell = board.cells[padded(file, rank)] ?? EMPTY;
      if (cell === EMPTY) {
        empty++;
        continue;
      }
      if (empty > 0) text += String(empty);
      empty = 0;
      text += LETTERS[cell] ?? '?';
    }
    if (empty > 0) text += String(empty);
    ranks.push(text);
  }
  const turn = board.turn === 'white' ? 'w' : 'b';
  const [white, black] = board.castleMoves;
  return `${ranks.join('/')} ${turn} ${white} ${black} ${board.plies} ${board.moveNumber}`;
}

/**
 * Whether the position alone ends the game (D8 castle, D9 elimination, D9–D10 bare pieces, D12's
 * 100 plies): then there is no legal move. The engine's `static_outcome`, without its reason.
 */
function decided(board: Board): boolean {
  for (const color of ['white', 'black'] as const) {
    const f = castleRow(other(color)) * PAD_W + 7;
    const bit = colorBit(color);
    if ((board.cells[f] ?? 0) & bit && (board.cells[f + 1] ?? 0) & bit) return true;
  }
  const [white, black] = board.counts;
  if (white <= 1 && black <= 1) return true;
  if (white === 0 || black === 0) return true;
  return board.plies >= NO_PROGRESS_LIMIT;
}

/** What a move does, whatever its route: the identity of ruling D15. */
interface Effect {
  from: number;
  to: number;
  /** Captured squares' mailbox indices, ascending. */
  caps: number[];
}

/** Plays an effect known to be legal (the engine's `Position::apply`). */
function apply(board: Board, e: Effect): void {
  const us = board.turn;
  const them = other(us);
  const piece = board.cells[e.from] ?? EMPTY;
  board.cells[e.from] = EMPTY;
  for (const c of e.caps) board.cells[c] = EMPTY;
  board.counts[them === 'white' ? 0 : 1] -= e.caps.length;
  board.cells[e.to] = piece;
  const oppCastle = castleRow(them);
  if (row(e.from) === oppCastle) board.castleMoves[us === 'white' ? 0 : 1]++;
  if (e.caps.length > 0 || row(e.to) === oppCastle) board.plies = 0;
  else board.plies++;
  if (us === 'black') board.moveNumber++;
  board.turn = them;
}

function sameEffect(a: Effect, b: Effect): boolean {
  return a.from === b.from && a.to === b.to && a.caps.length === b.caps.length && a.caps.every((c, i) => c === b.caps[i]);
}

// --- The board as the side to move sees it (movegen.rs `Board`) ---------------------------------

interface Side {
  cells: Uint8Array;
  us: number;
  them: number;
  ownRow: number;
  oppRow: number;
}

function sideOf(board: Board, cells: Uint8Array): Side {
  return {
    cells,
    us: colorBit(board.turn),
    them: colorBit(other(board.turn)),
    ownRow: castleRow(board.turn),
    oppRow: castleRow(other(board.turn)),
  };
}

/**
 * Whether a piece of the side to move standing on `s` could jump from there: an adjacent enemy
 * with an empty square beyond. Nothing can jump out of the opponent's castle (D6).
 */
function canJumpFrom(side: Side, s: number): boolean {
  if (row(s) === side.oppRow) return false;
  for (const d of DIRS) {
    if ((side.cells[s + d] ?? 0) & side.them && side.cells[s + 2 * d] === EMPTY) return true;
  }
  return false;
}

/** Breadth-first canter search state: landings in the order found, and each one's parent. */
class Bfs {
  order = new Int16Array(160);
  len = 0;
  private seen = new Uint32Array(PAD_SIZE);
  private stamp = 0;
  private parent = new Int16Array(PAD_SIZE);

  reset(root: number): void {
    this.stamp++;
    this.len = 0;
    this.visit(root, root);
  }

  isSeen(p: number): boolean {
    return this.seen[p] === this.stamp;
  }

  visit(p: number, parent: number): void {
    this.seen[p] = this.stamp;
    this.parent[p] = parent;
    this.order[this.len++] = p;
  }

  /** The canter steps from the root to `p`, appended to `out`. */
  routeTo(p: number, out: Array<[number, StepKind]>): void {
    const start = out.length;
    const root = this.order[0];
    for (let at = p; at !== root; at = this.parent[at] ?? root) out.push([at, CANTER]);
    const tail = out.splice(start).reverse();
    out.push(...tail);
  }
}

/**
 * Breadth-first search of canter landings from `root` into `bfs`. Landings may not be in one's
 * own castle (D5); a landing in the opponent's castle ends the move (D6); `restricted` also
 * forbids squares from which a jump is possible (D3).
 */
function canterSearch(side: Side, bfs: Bfs, root: number, restricted: boolean): void {
  bfs.reset(root);
  for (let head = 0; head < bfs.len; head++) {
    const s = bfs.order[head] ?? root;
    if (s !== root && row(s) === side.oppRow) continue;
    for (const d of DIRS) {
      const a = s + d;
      const b = a + d;
      if (
        (side.cells[a] ?? 0) & side.us &&
        side.cells[b] === EMPTY &&
        row(b) !== side.ownRow &&
        !bfs.isSeen(b) &&
        !(restricted && canJumpFrom(side, b))
      ) {
        bfs.visit(b, s);
      }
    }
  }
}

// --- Move generation (movegen.rs `Generator`, routes mode) --------------------------------------

/** A generated move: its effect and its canonical route (landings with their kinds). */
interface Generated extends Effect {
  route: Array<[number, StepKind]>;
}

/** The generator's state while it searches one position; one per call, so calls never share it. */
class Generator {
  private side: Side;
  private castleMovesLeft: boolean;
  private standard: boolean;
  private origin = 0;
  private pieceStart = 0;
  private quietSeen = new Set<number>();
  private caps: number[] = [];
  private path: Array<[number, StepKind]> = [];
  private bfs = new Bfs();
  private postBfs = new Bfs();

  constructor(private board: Board, ruleset: Ruleset) {
    // The search lifts pieces and removes jumped ones as it goes: it works on a copy.
    this.side = sideOf(board, board.cells.slice());
    this.castleMovesLeft = board.castleMoves[board.turn === 'white' ? 0 : 1] < MAX_CASTLE_MOVES;
    this.standard = ruleset === 'standard';
  }

  /** Every legal move (one per distinct outcome), in the engine's order. */
  run(): Generated[] {
    if (decided(this.board)) return [];
    const { cells, us, ownRow } = this.side;
    const castle = [ownRow * PAD_W + 7, ownRow * PAD_W + 8];
    const inOwnCastle = castle.filter((p) => (cells[p] ?? 0) & us);
    if (inOwnCastle.length > 0) {
      const exits = this.castleExits(inOwnCastle);
      if (exits.length > 0) return exits;
    }
    // Ruling D2: capture is compulsory when any piece (outside its own castle) can jump directly.
    const pieces = PADDED_SQUARES.filter((p) => (cells[p] ?? 0) & us && !inOwnCastle.includes(p));
    const duty = pieces.some((p) => canJumpFrom(this.side, p));
    const out: Generated[] = [];
    for (const p of pieces) this.piece(p, !duty, out);
    return out;
  }

  /**
   * Ruling D5 (RULES.md C7): a piece in its own castle must leave, before any other duty, and
   * must take a capturing exit if it has a direct jump.
   */
  private castleExits(inOwnCastle: readonly number[]): Generated[] {
    const exits: Generated[] = [];
    for (const p of inOwnCastle) {
      const mine: Generated[] = [];
      this.piece(p, true, mine);
      let leaving = mine.filter((g) => row(g.to) !== this.side.ownRow);
      if (canJumpFrom(this.side, p) && leaving.some((g) => g.caps.length > 0)) {
        leaving = leaving.filter((g) => g.caps.length > 0);
      }
      exits.push(...leaving);
    }
    return exits;
  }

  /**
   * The moves of the piece on `o`: quiet ones (plain moves and pure canters) if `quiet`, and
   * always its captures (jump chains and charges).
   */
  private piece(o: number, quiet: boolean, out: Generated[]): void {
    const { cells } = this.side;
    const cell = cells[o] ?? EMPTY;
    const knight = (cell & KNIGHT) !== 0;
    cells[o] = EMPTY;
    this.origin = o;
    this.pieceStart = out.length;
    this.quietSeen.clear();
    if (row(o) === this.side.oppRow) {
      // Ruling D6: never leave; at most two castle moves F<->G per game.
      const twin = o % PAD_W === 7 ? o + 1 : o - 1;
      if (quiet && this.castleMovesLeft && cells[twin] === EMPTY) this.quiet(twin, PLAIN, out);
      cells[o] = cell;
      return;
    }
    if (quiet) {
      for (const d of DIRS) {
        const t = o + d;
        // Ruling D5: no plain move into one's own castle.
        if (cells[t] === EMPTY && row(t) !== this.side.ownRow) this.quiet(t, PLAIN, out);
      }
    }
    if (quiet || knight) this.canters(o, knight, quiet, out);
    if (canJumpFrom(this.side, o)) {
      this.caps = [];
      this.path = [];
      // Ruling D1(b): a Knight may canter after a complete jump chain (standard only).
      this.jumps(o, knight && this.standard, out);
    }
    cells[o] = cell;
  }

  /**
   * A Knight's charges (D1(a): canters, then a complete jump chain) and, if `quiet`, the pure
   * canters. D3: a Knight's pure canter may not pass through or end on a square from which it
   * could jump; from such a square only a charge goes on.
   */
  private canters(o: number, knight: boolean, quiet: boolean, out: Generated[]): void {
    canterSearch(this.side, this.bfs, o, false);
    let jumpLanding = false;
    if (knight) {
      for (let i = 1; i < this.bfs.len; i++) {
        const s = this.bfs.order[i] ?? o;
        if (!canJumpFrom(this.side, s)) continue;
        jumpLanding = true;
        this.caps = [];
        this.path = [];
        this.bfs.routeTo(s, this.path);
        this.jumps(s, false, out);
      }
    }
    if (!quiet) return;
    if (jumpLanding) canterSearch(this.side, this.bfs, o, true);
    for (let i = 1; i < this.bfs.len; i++) this.quiet(this.bfs.order[i] ?? o, CANTER, out);
  }

  /** Records a quiet move of the current piece to `to`, once per destination. */
  private quiet(to: number, kind: StepKind, out: Generated[]): void {
    if (this.quietSeen.has(to)) return;
    this.quietSeen.add(to);
    const route: Array<[number, StepKind]> = [];
    if (kind === PLAIN) route.push([to, PLAIN]);
    else this.bfs.routeTo(to, route);
    out.push({ from: this.origin, to, caps: [], route });
  }

  /**
   * Depth-first search of jump chains from `s` (D4: a chain goes on while a jump is available;
   * entering the opponent's castle ends it). With `post`, each complete chain may be followed by
   * canters that capture nothing more (D1(b), D3).
   */
  private jumps(s: number, post: boolean, out: Generated[]): void {
    const { cells, them, oppRow } = this.side;
    let extended = false;
    if (row(s) !== oppRow) {
      for (const d of DIRS) {
        const a = s + d;
        const b = a + d;
        const captured = cells[a] ?? 0;
        if (!(captured & them) || cells[b] !== EMPTY) continue;
        extended = true;
        // RULES.md C3: a captured piece leaves the board as it is jumped.
        cells[a] = EMPTY;
        this.caps.push(a);
        this.path.push([b, JUMP]);
        this.jumps(b, post, out);
        this.path.pop();
        this.caps.pop();
        cells[a] = captured;
      }
    }
    if (extended) return;
    this.capture(s, null, out);
    if (post && row(s) !== oppRow) {
      canterSearch(this.side, this.postBfs, s, true);
      for (let i = 1; i < this.postBfs.len; i++) {
        const b = this.postBfs.order[i] ?? s;
        this.capture(b, b, out);
      }
    }
  }

  /**
   * Records a capturing move ending on `to`; `postCanter` names the landing whose canter route
   * (in `postBfs`) follows the jump path. An outcome found before keeps its place in the list and
   * takes the new route only if it is strictly shorter (RULES.md C6).
   */
  private capture(to: number, postCanter: number | null, out: Generated[]): void {
    const caps = [...this.caps].sort((a, b) => a - b);
    const route = [...this.path];
    if (postCanter !== null) this.postBfs.routeTo(postCanter, route);
    const found: Generated = { from: this.origin, to, caps, route };
    for (let i = this.pieceStart; i < out.length; i++) {
      const existing = out[i] as Generated;
      if (sameEffect(existing, found)) {
        if (route.length < existing.route.length) existing.route = route;
        return;
      }
    }
    out.push(found);
  }
}

/** A route in WCF notation, as the engine's `Display` for `Move` writes it. */
function routeText(from: number, route: ReadonlyArray<[number, StepKind]>): string {
  let text = NAMES[from] ?? '';
  for (const [to, kind] of route) text += `${kind === JUMP ? 'x' : '-'}${NAMES[to] ?? ''}`;
  return text;
}

// --- Checking a route (game.rs `check_route`) ---------------------------------------------------

/**
 * Follows a route step by step and checks every rule a route must keep on its own; returns its
 * effect, or null at the first broken rule. Whether that effect is among the legal ones is
 * `playMove`'s question: together they accept any legal route, as the server does.
 */
function checkRoute(board: Board, ruleset: Ruleset, from: number, steps: ReadonlyArray<[number, StepKind]>): Effect | null {
  const cell = board.cells[from] ?? EMPTY;
  const side = sideOf(board, board.cells.slice());
  if (!(cell & side.us)) return null;
  const knight = (cell & KNIGHT) !== 0;
  const { cells, us, them, ownRow, oppRow } = side;
  cells[from] = EMPTY;
  const caps: number[] = [];
  let at = from;
  let canteredBeforeJump = false;
  let jumped = false;
  let canteredAfterJump = false;
  let mustCaptureFrom: number | null = null;
  for (const [i, [to, kind]] of steps.entries()) {
    // D6: entering the opponent's castle ends the move; a piece in it makes only the castle move.
    if (i > 0 && row(at) === oppRow) return null;
    if (row(from) === oppRow) {
      if (kind !== PLAIN || row(to) !== oppRow) return null;
      if (board.castleMoves[board.turn === 'white' ? 0 : 1] >= MAX_CASTLE_MOVES) return null;
    }
    if (cells[to] !== EMPTY) return null;
    const over = (at + to) / 2;
    const leapt = cells[over] ?? 0;
    if (kind === PLAIN) {
      if (steps.length !== 1 || row(to) === ownRow) return null;
    } else if (kind === CANTER) {
      if (leapt & them || !(leapt & us) || row(to) === ownRow) return null;
      if (jumped) {
        // D1(b): canters after a complete chain, by a Knight, standard only, capturing nothing.
        if (!knight || canteredBeforeJump || ruleset === 'wcf') return null;
        if (!canteredAfterJump && canJumpFrom(side, at)) return null;
        canteredAfterJump = true;
        if (canJumpFrom(side, to)) return null;
      } else {
        canteredBeforeJump = true;
        // D3: a Knight cantering where it could jump must capture later in the move.
        if (knight && mustCaptureFrom === null && canJumpFrom(side, to)) mustCaptureFrom = to;
      }
    } else {
      if (!(leapt & them) || canteredAfterJump || (canteredBeforeJump && !knight)) return null;
      cells[over] = EMPTY;
      caps.push(over);
      jumped = true;
      mustCaptureFrom = null;
    }
    at = to;
  }
  // D4: a chain stops only when no jump is left; D3; D14: no canter back to the start.
  if (jumped && !canteredAfterJump && canJumpFrom(side, at)) return null;
  if (mustCaptureFrom !== null) return null;
  if (at === from && !jumped) return null;
  return { from, to: at, caps: caps.sort((a, b) => a - b) };
}

/** Reads WCF notation as the engine's `Move` parser does (either case); null if it cannot. */
function readRoute(text: string): { from: number; steps: Array<[number, StepKind]> } | null {
  const parsed = parseMove(text);
  if (!parsed.ok) return null;
  const [origin, ...landings] = parsed.move.squares;
  if (landings.length > MAX_STEPS) return null;
  const from = INDEX.get(origin ?? '') as number;
  let at = from;
  const steps: Array<[number, StepKind]> = landings.map((name, i) => {
    const to = INDEX.get(name) as number;
    const adjacent = Math.abs(row(to) - row(at)) <= 1 && Math.abs((to % PAD_W) - (at % PAD_W)) <= 1;
    const kind: StepKind = parsed.move.jumps[i] ? JUMP : adjacent ? PLAIN : CANTER;
    at = to;
    return [to, kind];
  });
  return { from, steps };
}

// --- The API ------------------------------------------------------------------------------------

/**
 * Every legal move of `position` (six-field notation) under `ruleset`, one canonical route per
 * distinct outcome, in WCF notation and in the order of the engine's `Position::legal_moves`.
 * Empty when the position alone ends the game. Throws NotationError for a malformed position.
 */
export function legalMoves(position: string, ruleset: Ruleset): string[] {
  return new Generator(readBoard(position), ruleset).run().map((g) => routeText(g.from, g.route));
}

/**
 * Plays `move` (any legal route, in WCF notation, either case) on `position`: the position after
 * it as the engine writes it, and the captured squares as the server reports them; null if the
 * move is not legal there. Throws NotationError for a malformed position.
 */
export function playMove(position: string, move: string, ruleset: Ruleset): Played | null {
  const board = readBoard(position);
  const route = readRoute(move);
  if (!route) return null;
  const effect = checkRoute(board, ruleset, route.from, route.steps);
  if (!effect) return null;
  const legal = new Generator(board, ruleset).run();
  if (!legal.some((g) => sameEffect(g, effect))) return null;
  apply(board, effect);
  return { position: writeBoard(board), captured: effect.caps.map((c) => NAMES[c] ?? '') };
}
