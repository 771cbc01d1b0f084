// A Super Camelot view's change (PROTOCOL.md, `event`'s `change`): each changed field, player,
// square and tile, whole. The mirror of `protocol::change::apply` in Rust. Applied to a copy:
// a change that does not fit the view held throws PatchError, leaving the view as it was, and
// the caller asks for a `resync`.
import { TILE, cellOf } from './games/super-camelot/geometry';
import { PatchError } from './patch';
import type { GameView, ScChange, Square } from './protocol';

type Fields = Record<string, unknown>;

/** Where a square falls in `view.squares`: tile by tile in reading order, then row by row. */
function boardOrder(s: Square): number[] {
  const { row, col } = cellOf(s);
  return [Math.floor(row / TILE), Math.floor(col / TILE), row, col];
}

function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** `target` with each field of `fields` set: every one must be there already. */
function setFields<T extends object>(target: T, fields: Fields, what: string, whole: string[]): T {
  const out: Fields = { ...(target as Fields) };
  for (const [k, v] of Object.entries(fields)) {
    if (whole.includes(k) || !(k in out)) throw new PatchError(`${what} has no field ${JSON.stringify(k)} to set`);
    out[k] = structuredClone(v);
  }
  return out as T;
}

/**
 * Inserts or replaces each of `news` in `list`, kept ordered by `order`, matched by `same`.
 */
function upsert<T>(list: T[], news: T[], order: (t: T) => number[], same: (a: T, b: T) => boolean): T[] {
  const out = [...list];
  for (const n of news) {
    const key = order(n);
    let at = 0;
    while (at < out.length && before(order(out[at]), key)) at++;
    if (at < out.length && same(out[at], n)) out[at] = structuredClone(n);
    else out.splice(at, 0, structuredClone(n));
  }
  return out;
}

/** The view after `change`; throws PatchError when it does not fit `game`. */
export function applyChange(game: GameView | null, change: ScChange): GameView {
  if (game?.game !== 'super_camelot') throw new PatchError('a Super Camelot change without a Super Camelot view');
  const next = setFields(game, change.game ?? {}, 'the game view', ['game', 'view']);
  let view = setFields(next.view, change.view ?? {}, 'the view', ['players', 'squares', 'tiles']);
  if (change.players?.length) {
    const players = [...view.players];
    for (const fields of change.players) {
      const seat = fields.seat;
      if (typeof seat !== 'number' || players[seat]?.seat !== seat) throw new PatchError(`no player at seat ${String(seat)}`);
      players[seat] = setFields(players[seat], fields, 'a player', []);
    }
    view = { ...view, players };
  }
  if (change.cleared?.length || change.squares?.length) {
    let squares = [...view.squares];
    for (const gone of change.cleared ?? []) {
      const at = squares.findIndex((s) => s.square === gone);
      if (at < 0) throw new PatchError(`no square ${gone} to clear`);
      squares.splice(at, 1);
    }
    squares = upsert(
      squares,
      change.squares ?? [],
      (s) => boardOrder(s.square),
      (a, b) => a.square === b.square,
    );
    view = { ...view, squares };
  }
  if (change.tiles?.length) {
    const tiles = upsert(
      view.tiles,
      change.tiles,
      (t) => [t.slot.row, t.slot.col],
      (a, b) => a.slot.row === b.slot.row && a.slot.col === b.slot.col,
    );
    view = { ...view, tiles };
  }
  return { ...next, view };
}
