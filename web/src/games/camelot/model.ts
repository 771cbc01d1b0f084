// The Camelot board as the engine defines it (games/camelot/src/square.rs, position.rs,
// moves.rs): the 160 squares, the six-field position notation and WCF move notation.
// Pure functions only, so the unit tests check them against the engine's own examples. A typed
// move's faults are worded from the catalogue (camelot.ftl); a malformed position from the server
// is a fault of the server's, and its NotationError stays in English for the developers.
import { t } from '../../i18n';

export const FILE_LETTERS = 'ABCDEFGHIJKL';
export const FILES = 12;
export const RANKS = 16;

export type Color = 'white' | 'black';
export type Role = 'knight' | 'man';

export interface Piece {
  color: Color;
  role: Role;
}

/** A square as file index (0 = A) and rank number (1–16). */
export interface Coord {
  file: number;
  rank: number;
}

export const START =
  '2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1';

/** The files a rank covers, as [first, last] file indices: the corners are cut away. */
export function rankSpan(rank: number): [number, number] {
  switch (rank) {
    case 1:
    case 16:
      return [5, 6];
    case 2:
    case 15:
      return [2, 9];
    case 3:
    case 14:
      return [1, 10];
    default:
      return [0, 11];
  }
}

export function onBoard(file: number, rank: number): boolean {
  if (!Number.isInteger(file) || !Number.isInteger(rank) || rank < 1 || rank > RANKS) return false;
  const [lo, hi] = rankSpan(rank);
  return file >= lo && file <= hi;
}

export function squareName(file: number, rank: number): string {
  return `${FILE_LETTERS[file]}${rank}`;
}

/** Reads a square name such as `F1` or `g16` (either case); null if malformed or off the board. */
export function parseSquare(text: string): Coord | null {
  const m = /^([A-La-l])([1-9][0-9]?)$/.exec(text);
  if (!m) return null;
  const file = FILE_LETTERS.indexOf((m[1] ?? '').toUpperCase());
  const rank = Number(m[2]);
  return onBoard(file, rank) ? { file, rank } : null;
}

/** Every square, rank 1 first, each rank from its leftmost file. */
export const ALL_SQUARES: readonly string[] = (() => {
  const out: string[] = [];
  for (let rank = 1; rank <= RANKS; rank++) {
    const [lo, hi] = rankSpan(rank);
    for (let file = lo; file <= hi; file++) out.push(squareName(file, rank));
  }
  return out;
})();

/** The castle a side defends: White's is F1 G1, Black's F16 G16. */
export function castleOf(color: Color): [string, string] {
  return color === 'white' ? ['F1', 'G1'] : ['F16', 'G16'];
}

/** Whose castle a square belongs to, if it is one. */
export function castleAt(square: string): Color | null {
  if (square === 'F1' || square === 'G1') return 'white';
  if (square === 'F16' || square === 'G16') return 'black';
  return null;
}

export interface Position {
  /** Square name → piece; empty squares are absent. */
  board: Map<string, Piece>;
  turn: Color;
  /** Castle moves used, [White, Black]. */
  castleMoves: [number, number];
  pliesSinceProgress: number;
  moveNumber: number;
}

export class NotationError extends Error {}

const PIECES: Record<string, Piece> = {
  N: { color: 'white', role: 'knight' },
  M: { color: 'white', role: 'man' },
  n: { color: 'black', role: 'knight' },
  m: { color: 'black', role: 'man' },
};

/** Reads the six-field position notation; throws NotationError saying what is wrong and where. */
export function parsePosition(text: string): Position {
  const fields = text.trim().split(/\s+/).filter((f) => f !== '');
  if (fields.length < 2 || fields.length > 6) {
    throw new NotationError(`a position has 2 to 6 space-separated fields, found ${fields.length}`);
  }
  const ranks = (fields[0] ?? '').split('/');
  if (ranks.length !== RANKS) {
    throw new NotationError(`the board has ${ranks.length} ranks separated by '/', expected 16`);
  }
  const board = new Map<string, Piece>();
  const counts: Record<string, number> = { N: 0, M: 0, n: 0, m: 0 };
  ranks.forEach((rankText, i) => {
    const rank = RANKS - i;
    const [lo, hi] = rankSpan(rank);
    const expected = hi - lo + 1;
    const cells: (Piece | null)[] = [];
    const tokens = rankText.match(/[0-9]+|./gu) ?? [];
    for (const token of tokens) {
      if (/^[0-9]+$/.test(token)) {
        const n = Number(token);
        if (n < 1 || n > FILES || token.startsWith('0')) {
          throw new NotationError(`rank ${rank}: '${token}' is not a count of empty squares (1–12)`);
        }
        for (let k = 0; k < n; k++) cells.push(null);
      } else {
        const piece = PIECES[token];
        if (!piece) {
          throw new NotationError(`rank ${rank}: '${token}' is neither a piece (N, M, n, m) nor a count of empty squares`);
        }
        counts[token] = (counts[token] ?? 0) + 1;
        cells.push(piece);
      }
    }
    if (cells.length !== expected) {
      throw new NotationError(`rank ${rank} has ${cells.length} squares, expected ${expected}`);
    }
    cells.forEach((cell, k) => {
      if (cell) board.set(squareName(lo + k, rank), cell);
    });
  });
  for (const [letter, max, who, what] of [
    ['N', 4, 'White', 'Knights'],
    ['M', 10, 'White', 'Men'],
    ['n', 4, 'Black', 'Knights'],
    ['m', 10, 'Black', 'Men'],
  ] as const) {
    const count = counts[letter] ?? 0;
    if (count > max) throw new NotationError(`${who} has ${count} ${what}, at most ${max} are allowed`);
  }
  const turnText = fields[1] ?? '';
  let turn: Color;
  if (turnText === 'w' || turnText === 'W') turn = 'white';
  else if (turnText === 'b' || turnText === 'B') turn = 'black';
  else throw new NotationError(`side to move must be 'w' or 'b', found '${turnText}'`);
  const number = (index: number, what: string, fallback: number): number => {
    const t = fields[index];
    if (t === undefined) return fallback;
    if (!/^[0-9]+$/.test(t)) throw new NotationError(`${what} must be a number, found '${t}'`);
    return Number(t);
  };
  const castleMoves: [number, number] = [
    number(2, "White's castle moves", 0),
    number(3, "Black's castle moves", 0),
  ];
  castleMoves.forEach((used, i) => {
    if (used > 2) throw new NotationError(`${i === 0 ? 'White' : 'Black'} has used ${used} castle moves, at most 2 are allowed`);
  });
  const pliesSinceProgress = number(4, 'plies since progress', 0);
  const moveNumber = number(5, 'move number', 1);
  if (moveNumber === 0) throw new NotationError('the move number starts at 1, found 0');
  return { board, turn, castleMoves, pliesSinceProgress, moveNumber };
}

/** Pieces each side has on the board. */
export function pieceCounts(position: Position): Record<Color, { knights: number; men: number; total: number }> {
  const out = {
    white: { knights: 0, men: 0, total: 0 },
    black: { knights: 0, men: 0, total: 0 },
  };
  for (const piece of position.board.values()) {
    const side = out[piece.color];
    if (piece.role === 'knight') side.knights++;
    else side.men++;
    side.total++;
  }
  return out;
}

/** A move read from WCF notation: its squares in order (uppercase) and each step's kind. */
export interface ParsedMove {
  /** The origin, then every landing square. */
  squares: string[];
  /** One per step: true for a jump (`x`). */
  jumps: boolean[];
  /** The move written canonically: uppercase squares, lowercase `x`, no blanks. */
  text: string;
}

export type MoveParse = { ok: true; move: ParsedMove } | { ok: false; error: string };

/**
 * Reads WCF notation the way the engine does (moves.rs): squares joined by `-` (a plain step to an
 * adjacent square, or a canter over one square in a straight line) or `x` (a jump, always a leap).
 * Blanks around the move are ignored. Only the notation and the shape of each step are checked;
 * whether the move is legal is the server's question.
 */
export function parseMove(input: string): MoveParse {
  const text = input.trim();
  if (text === '') return { ok: false, error: t('camelot-parse-empty') };
  const parts = text.split(/([-xX])/);
  // parts alternate square, separator, square, ...
  const squares: string[] = [];
  const jumps: boolean[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const name = parts[i] ?? '';
    if (name === '') {
      return { ok: false, error: i === 0 ? t('camelot-parse-no-start', { text }) : t('camelot-parse-missing', { sep: parts[i - 1] ?? '' }) };
    }
    const coord = parseSquare(name);
    if (!coord) {
      if (/^[A-La-l][1-9][0-9]?$/.test(name)) return { ok: false, error: t('camelot-parse-off-board', { square: name.toUpperCase() }) };
      return { ok: false, error: t('camelot-parse-not-square', { name }) };
    }
    squares.push(squareName(coord.file, coord.rank));
    if (i > 0) jumps.push((parts[i - 1] ?? '-').toLowerCase() === 'x');
  }
  if (squares.length < 2) {
    return { ok: false, error: t('camelot-parse-one-square') };
  }
  for (let k = 1; k < squares.length; k++) {
    const a = parseSquare(squares[k - 1] ?? '') as Coord;
    const b = parseSquare(squares[k] ?? '') as Coord;
    const df = Math.abs(a.file - b.file);
    const dr = Math.abs(a.rank - b.rank);
    const adjacent = df <= 1 && dr <= 1 && df + dr > 0;
    const leap = (df === 0 || df === 2) && (dr === 0 || dr === 2) && df + dr > 0;
    const jump = jumps[k - 1] ?? false;
    if (jump ? !leap : !(adjacent || leap)) {
      const from = squares[k - 1];
      const to = squares[k];
      return {
        ok: false,
        error: t(jump ? 'camelot-parse-bad-jump' : 'camelot-parse-bad-step', { from: from ?? '', to: to ?? '' }),
      };
    }
  }
  const canonical = squares.map((s, k) => (k === 0 ? s : `${jumps[k - 1] ? 'x' : '-'}${s}`)).join('');
  return { ok: true, move: { squares, jumps, text: canonical } };
}

/** The squares a move in canonical notation visits (no checks: for moves the server sent). */
export function moveSquares(move: string): string[] {
  return move
    .split(/[-x]/i)
    .filter((s) => s !== '')
    .map((s) => s.toUpperCase());
}

/** The coordinates of a square name known to be on the board (throws otherwise). */
export function squareCoord(square: string): Coord {
  const c = parseSquare(square);
  if (!c) throw new NotationError(`${square} is not a square`);
  return c;
}
