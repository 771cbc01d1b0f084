// The forest's coordinates, as the terminal client and the log name them: column letters A–X
// (west to east), row numbers 1–24 (north to south); `L10` is row index 9, column index 11.
import { t } from '../../i18n';
import { ARC_OFFSETS, BOMB_BLOCK, CIRCLE_SQUARES, GREATSWORD_ARC_OFFSETS } from '../../protocol';
import type { Arc, Circle, Facing, Place, Slot, Square, View } from '../../protocol';

/** Squares per side of the whole forest (4 × 4 tiles of 6 × 6). */
export const FOREST = 24;
/** Squares per side of a tile. */
export const TILE = 6;

export const CIRCLES: Circle[] = ['North', 'East', 'South', 'West'];

/** `{row: 9, col: 11}` → `L10`. */
export function squareName(sq: Square): string {
  return `${String.fromCharCode(65 + sq.col)}${sq.row + 1}`;
}

/** `L10` → `{row: 9, col: 11}` (null when it names no square of the forest). */
export function parseSquare(text: string): Square | null {
  const m = /^([A-Xa-x])([1-9]|1\d|2[0-4])$/.exec(text.trim());
  if (!m) return null;
  return { row: Number(m[2]) - 1, col: (m[1] ?? 'A').toUpperCase().charCodeAt(0) - 65 };
}

export function sameSquare(a: Square, b: Square): boolean {
  return a.row === b.row && a.col === b.col;
}

export function squareKey(sq: Square): string {
  return `${sq.row},${sq.col}`;
}

/** The slot a square lies in. */
export function slotOf(sq: Square): Slot {
  return { row: Math.floor(sq.row / TILE), col: Math.floor(sq.col / TILE) };
}

/** A tile slot as the squares it covers: `M1–R6`. */
export function slotName(slot: Slot): string {
  const nw = { row: slot.row * TILE, col: slot.col * TILE };
  const se = { row: nw.row + TILE - 1, col: nw.col + TILE - 1 };
  return `${squareName(nw)}–${squareName(se)}`;
}

/** The four squares a starting circle touches (rulings G4): the engine's data, generated. */
export function circleSquares(circle: Circle): Square[] {
  return CIRCLE_SQUARES[circle].map(([row, col]) => ({ row, col }));
}

/**
 * Where a circle is drawn: the corner point between its four squares, in square units
 * (x = column, y = row; the North circle sits at x 12, y 10).
 */
export function circleCentre(circle: Circle): { x: number; y: number } {
  const sq = circleSquares(circle);
  const row = Math.min(...sq.map((s) => s.row));
  const col = Math.min(...sq.map((s) => s.col));
  return { x: col + 1, y: row + 1 };
}

/** The Castle's four squares (the Trees where the middle tiles meet): L12, M12, L13, M13. */
export const CASTLE: Square[] = [
  { row: 11, col: 11 },
  { row: 11, col: 12 },
  { row: 12, col: 11 },
  { row: 12, col: 12 },
];

/** "the North circle" (a starting circle, with its article). */
export function circleName(circle: Circle): string {
  return t('sc-circle', { circle });
}

/** A circle or a square: "the North circle", "L10". */
export function placeName(place: Place): string {
  return 'Circle' in place ? circleName(place.Circle) : squareName(place.Square);
}

/** Where a Character stands, after a verb of being: "at L10", "at the North circle". */
export function atPlace(place: Place): string {
  return 'Circle' in place ? t('sc-at-circle', { circle: circleName(place.Circle) }) : t('sc-at-square', { square: squareName(place.Square) });
}

export function placeSquare(place: Place | null | undefined): Square | null {
  return place && 'Square' in place ? place.Square : null;
}

const CLOCKWISE: Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** A facing's angle in degrees, clockwise from north (for drawing a Plant's arrow). */
export function facingDegrees(f: Facing): number {
  return CLOCKWISE.indexOf(f) * 45;
}

/** A compass direction in words: "north-east". */
export function facingWords(f: Facing): string {
  return t('sc-direction', { dir: f });
}

/** A sword arc's direction in words: "north-east". */
export function arcWords(arc: Arc): string {
  return facingWords(({ NorthEast: 'NE', SouthEast: 'SE', SouthWest: 'SW', NorthWest: 'NW' } as const)[arc]);
}

/**
 * The squares a sword arc from `from` covers, on `from`'s own tile only (squares on other tiles
 * are not hit): 3 squares, or 5 with the Greatsword (ruling SC12). The offsets are the engine's,
 * generated.
 */
export function arcSquares(from: Square, arc: Arc, greatsword = false): Square[] {
  const home = slotOf(from);
  const out: Square[] = [];
  for (const [dr, dc] of (greatsword ? GREATSWORD_ARC_OFFSETS : ARC_OFFSETS)[arc]) {
    const sq = { row: from.row + dr, col: from.col + dc };
    if (sq.row < 0 || sq.col < 0 || sq.row >= FOREST || sq.col >= FOREST) continue;
    const s = slotOf(sq);
    if (s.row === home.row && s.col === home.col) out.push(sq);
  }
  return out;
}

/** The square block a Bomb hits (`BOMB_BLOCK` squares a side, the engine's), from its north-west corner. */
export function bombBlock(corner: Square): Square[] {
  const out: Square[] = [];
  for (let r = 0; r < BOMB_BLOCK; r++) for (let c = 0; c < BOMB_BLOCK; c++) out.push({ row: corner.row + r, col: corner.col + c });
  return out;
}

/** `L10 to N12`: a Bomb's block in words. */
export function bombRange(corner: Square): string {
  return t('sc-range', { from: squareName(corner), to: squareName({ row: corner.row + BOMB_BLOCK - 1, col: corner.col + BOMB_BLOCK - 1 }) });
}

/** The compass direction of a one-square step (a key for the catalogue), or null when `to` is not next to `from`. */
export function stepDirection(from: Square, to: Square): 'north' | 'south' | 'east' | 'west' | null {
  const dr = to.row - from.row;
  const dc = to.col - from.col;
  if (dr === -1 && dc === 0) return 'north';
  if (dr === 1 && dc === 0) return 'south';
  if (dr === 0 && dc === 1) return 'east';
  if (dr === 0 && dc === -1) return 'west';
  return null;
}

/**
 * Whether a Character may walk through or onto `sq` as far as the view shows: a square of an
 * entered (populated) tile that is not a Tree and holds no Bush, Rock, chest, stack, Enemy or
 * Character. Items do not block (walking onto one picks it up). The server checks every step;
 * this only finds the squares worth offering as a destination.
 */
export function walkable(view: View, sq: Square): boolean {
  if (sq.row < 0 || sq.col < 0 || sq.row >= FOREST || sq.col >= FOREST) return false;
  const slot = slotOf(sq);
  const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
  if (!tile || !tile.populated) return false;
  if (tile.rows[sq.row - slot.row * TILE]?.[sq.col - slot.col * TILE] === 'T') return false;
  const cell = view.squares.find((c) => sameSquare(c.square, sq));
  if (cell && (cell.object !== null || cell.enemy !== null)) return false;
  return !view.players.some((p) => !p.resigned && p.place && 'Square' in p.place && sameSquare(p.place.Square, sq));
}

/**
 * Squares reachable in 2 to `steps` orthogonal steps from `from` over walkable squares, each with
 * its shortest path (the squares after `from`, the destination last). The first step must be one
 * of `firstSteps` (the server's legal steps).
 */
export function walkPaths(view: View, from: Square, steps: number, firstSteps: readonly Square[]): Map<string, Square[]> {
  const out = new Map<string, Square[]>();
  let frontier: Square[][] = firstSteps.filter((s) => walkable(view, s)).map((s) => [s]);
  const seen = new Set<string>([squareKey(from), ...firstSteps.map(squareKey)]);
  for (let n = 2; n <= steps; n++) {
    const next: Square[][] = [];
    for (const path of frontier) {
      const last = path[path.length - 1]!;
      for (const [dr, dc] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ] as const) {
        const sq = { row: last.row + dr, col: last.col + dc };
        const key = squareKey(sq);
        if (seen.has(key) || !walkable(view, sq)) continue;
        seen.add(key);
        const p = [...path, sq];
        out.set(key, p);
        next.push(p);
      }
    }
    frontier = next;
  }
  return out;
}
