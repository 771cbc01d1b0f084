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

/** A square's coordinates, for arithmetic: row 0 north, column 0 west. */
export interface Cell {
  row: number;
  col: number;
}

/** A cell's name, unchecked: only for a cell known to be in the forest. */
function cellName(cell: Cell): Square {
  return `${String.fromCharCode(65 + cell.col)}${cell.row + 1}`;
}

/** `L10` → `{row: 9, col: 11}`. */
export function cellOf(sq: Square): Cell {
  return { row: Number(sq.slice(1)) - 1, col: sq.charCodeAt(0) - 65 };
}

/** The square at row `row`, column `col` (`L10` at 9, 11), or null off the forest. */
export function squareAt(row: number, col: number): Square | null {
  return row >= 0 && col >= 0 && row < FOREST && col < FOREST ? cellName({ row, col }) : null;
}

/** The square `dr` rows south and `dc` columns east of `sq`, or null off the forest. */
export function shifted(sq: Square, dr: number, dc: number): Square | null {
  const c = cellOf(sq);
  return squareAt(c.row + dr, c.col + dc);
}

/** `L10` (or `l10`) → `L10`: null when it names no square of the forest. */
export function parseSquare(text: string): Square | null {
  const m = /^([A-Xa-x])([1-9]|1\d|2[0-4])$/.exec(text.trim());
  if (!m) return null;
  return `${(m[1] ?? 'A').toUpperCase()}${m[2]}`;
}

/** The slot a square lies in. */
export function slotOf(sq: Square): Slot {
  const c = cellOf(sq);
  return { row: Math.floor(c.row / TILE), col: Math.floor(c.col / TILE) };
}

/** A tile slot as the squares it covers: `M1–R6`. */
export function slotName(slot: Slot): string {
  const nw = { row: slot.row * TILE, col: slot.col * TILE };
  return `${cellName(nw)}–${cellName({ row: nw.row + TILE - 1, col: nw.col + TILE - 1 })}`;
}

/** The four squares a starting circle touches (rulings G4): the engine's data, generated. */
export function circleSquares(circle: Circle): Square[] {
  return CIRCLE_SQUARES[circle].map(([row, col]) => cellName({ row, col }));
}

/**
 * Where a circle is drawn: the corner point between its four squares, in square units
 * (x = column, y = row; the North circle sits at x 12, y 10).
 */
export function circleCentre(circle: Circle): { x: number; y: number } {
  const cells = CIRCLE_SQUARES[circle];
  const row = Math.min(...cells.map(([r]) => r));
  const col = Math.min(...cells.map(([, c]) => c));
  return { x: col + 1, y: row + 1 };
}

/** The Castle's four squares (the Trees where the middle tiles meet). */
export const CASTLE: readonly Square[] = ['L12', 'M12', 'L13', 'M13'];

/** "the North circle" (a starting circle, with its article). */
export function circleName(circle: Circle): string {
  return t('sc-circle', { circle });
}

/** Whether a place is a starting circle (else it is a square). */
export function isCircle(place: Place): place is Circle {
  return (CIRCLES as readonly string[]).includes(place);
}

/** A circle or a square: "the North circle", "L10". */
export function placeName(place: Place): string {
  return isCircle(place) ? circleName(place) : place;
}

/** Where a Character stands, after a verb of being: "at L10", "at the North circle". */
export function atPlace(place: Place): string {
  return isCircle(place) ? t('sc-at-circle', { circle: circleName(place) }) : t('sc-at-square', { square: place });
}

/** The square a Character stands on (null: on a circle, or not placed). */
export function placeSquare(place: Place | null | undefined): Square | null {
  return place && !isCircle(place) ? place : null;
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
    const sq = shifted(from, dr, dc);
    if (!sq) continue;
    const s = slotOf(sq);
    if (s.row === home.row && s.col === home.col) out.push(sq);
  }
  return out;
}

/** The square block a Bomb hits (`BOMB_BLOCK` squares a side, the engine's), from its north-west corner. */
export function bombBlock(corner: Square): Square[] {
  const out: Square[] = [];
  for (let r = 0; r < BOMB_BLOCK; r++) {
    for (let c = 0; c < BOMB_BLOCK; c++) {
      const sq = shifted(corner, r, c);
      if (sq) out.push(sq);
    }
  }
  return out;
}

/** `L10 to N12`: a Bomb's block in words. */
export function bombRange(corner: Square): string {
  return t('sc-range', { from: corner, to: shifted(corner, BOMB_BLOCK - 1, BOMB_BLOCK - 1) ?? corner });
}

/** The compass direction of a one-square step (a key for the catalogue), or null when `to` is not next to `from`. */
export function stepDirection(from: Square, to: Square): 'north' | 'south' | 'east' | 'west' | null {
  const a = cellOf(from);
  const b = cellOf(to);
  const dr = b.row - a.row;
  const dc = b.col - a.col;
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
  const slot = slotOf(sq);
  const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
  if (!tile || !tile.populated) return false;
  const c = cellOf(sq);
  if (tile.rows[c.row - slot.row * TILE]?.[c.col - slot.col * TILE] === 'T') return false;
  const cell = view.squares.find((s) => s.square === sq);
  if (cell && (cell.object !== null || cell.enemy !== null)) return false;
  return !view.players.some((p) => !p.resigned && p.place === sq);
}

/**
 * Squares reachable in 2 to `steps` orthogonal steps from `from` over walkable squares, each with
 * its shortest path (the squares after `from`, the destination last). The first step must be one
 * of `firstSteps` (the server's legal steps).
 */
export function walkPaths(view: View, from: Square, steps: number, firstSteps: readonly Square[]): Map<Square, Square[]> {
  const out = new Map<Square, Square[]>();
  let frontier: Square[][] = firstSteps.filter((s) => walkable(view, s)).map((s) => [s]);
  const seen = new Set<Square>([from, ...firstSteps]);
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
        const sq = shifted(last, dr, dc);
        if (!sq || seen.has(sq) || !walkable(view, sq)) continue;
        seen.add(sq);
        const p = [...path, sq];
        out.set(sq, p);
        next.push(p);
      }
    }
    frontier = next;
  }
  return out;
}
