// Picking a move square by square from the legal moves (movegen.ts's, derived from the position:
// one route per outcome, in WCF notation). Pure, so the unit tests drive it.
import { t } from '../../i18n';
import { castleOf, moveSquares, type Color } from './model';

export interface Route {
  /** The move as the server listed it. */
  text: string;
  /** Its origin and landing squares. */
  squares: string[];
}

export function routesOf(legal: readonly string[]): Route[] {
  return legal.map((text) => ({ text, squares: moveSquares(text) }));
}

function startsWith(route: Route, prefix: readonly string[]): boolean {
  if (prefix.length > route.squares.length) return false;
  return prefix.every((sq, i) => route.squares[i] === sq);
}

/** The squares of pieces that have at least one legal move. */
export function movablePieces(routes: readonly Route[]): Set<string> {
  return new Set(routes.map((r) => r.squares[0] ?? ''));
}

/** Where the piece may land next after the route so far (empty prefix: the movable pieces). */
export function nextSquares(routes: readonly Route[], prefix: readonly string[]): string[] {
  const out = new Set<string>();
  for (const r of routes) {
    if (r.squares.length > prefix.length && startsWith(r, prefix)) out.add(r.squares[prefix.length] ?? '');
  }
  return [...out].sort();
}

/** The legal move whose route is exactly this prefix, if any. */
export function completeMove(routes: readonly Route[], prefix: readonly string[]): Route | undefined {
  return routes.find((r) => r.squares.length === prefix.length && startsWith(r, prefix));
}

export type Pick =
  /** The route goes on: the piece must land again. */
  | { kind: 'partial'; route: string[]; next: string[] }
  /** The route is a whole move and could also go on: ask the player. */
  | { kind: 'choice'; route: string[]; move: string; next: string[] }
  /** The route is a whole move and cannot go on: play it. */
  | { kind: 'play'; route: string[]; move: string };

/** What a route so far amounts to. `route` must be a prefix of a legal route (see `extend`). */
export function classify(routes: readonly Route[], route: string[]): Pick {
  const next = nextSquares(routes, route);
  const done = route.length > 1 ? completeMove(routes, route) : undefined;
  if (done && next.length === 0) return { kind: 'play', route, move: done.text };
  if (done) return { kind: 'choice', route, move: done.text, next };
  return { kind: 'partial', route, next };
}

/** The route extended by one square, or null when no legal move goes that way. */
export function extend(routes: readonly Route[], route: readonly string[], square: string): Pick | null {
  const nextRoute = [...route, square];
  if (!routes.some((r) => startsWith(r, nextRoute))) return null;
  return classify(routes, nextRoute);
}

/** Capturing is compulsory when every legal move captures (a charge's capture need not be). */
export function compulsoryCapture(legal: readonly string[]): string | null {
  if (legal.length === 0 || !legal.every((m) => m.includes('x'))) return null;
  // Name the simplest capture: fewest landings, then the first in the server's sorted order.
  let best = legal[0] ?? null;
  for (const m of legal) if (best === null || moveSquares(m).length < moveSquares(best).length) best = m;
  return best;
}

/** When every legal move captures: all of them, and the squares of the pieces that must capture. */
export function compulsoryCaptures(legal: readonly string[]): { moves: string[]; pieces: string[] } | null {
  if (compulsoryCapture(legal) === null) return null;
  const pieces = [...movablePieces(routesOf(legal))].sort();
  return { moves: [...legal], pieces };
}

/** A list in words: "A", "A or B", "A, B or C"; beyond `max` items, "and N more". */
export function orList(items: readonly string[], max = 6): string {
  if (items.length > max) return t('camelot-list-or-more', { head: items.slice(0, max).join(', '), count: items.length - max });
  if (items.length <= 1) return items[0] ?? '';
  return t('camelot-list-or', { head: items.slice(0, -1).join(', '), last: items[items.length - 1] ?? '' });
}

/** The compulsory-capture note: which pieces must capture and every capture they have. */
export function compulsoryWords(legal: readonly string[]): string | null {
  const c = compulsoryCaptures(legal);
  if (!c) return null;
  return t('camelot-compulsory', {
    count: c.pieces.length,
    pieces: orList(c.pieces, 99),
    moves: c.moves.length,
    list: orList(c.moves, 12),
  });
}

/**
 * A typed move that is the start of a legal capture which must go on (every longer route from it
 * captures more and the move alone is not legal): the full routes it may be finished with.
 */
export function mustContinue(legal: readonly string[], typed: string): string[] {
  const prefix = moveSquares(typed);
  if (prefix.length < 2 || legal.includes(typed)) return [];
  const routes = routesOf(legal);
  if (completeMove(routes, prefix)) return [];
  return routes.filter((r) => r.squares.length > prefix.length && startsWith(r, prefix)).map((r) => r.text);
}

/**
 * Why a piece of the player's own colour on `square` cannot move, in words (null if it can).
 * Mirrors the engine's reasons: a compulsory capture elsewhere, or a piece that must first leave
 * its own castle (ruling D5).
 */
export function whyNoMove(legal: readonly string[], square: string, color: Color): string | null {
  const routes = routesOf(legal);
  if (movablePieces(routes).has(square)) return null;
  if (legal.length === 0) return null;
  const capture = compulsoryCapture(legal);
  const origins = [...movablePieces(routes)];
  const own = castleOf(color);
  if (origins.every((o) => own.includes(o))) {
    const example = legal[0] ?? '';
    return t('camelot-leave-castle', { count: origins.length, square: origins[0] ?? '', example });
  }
  if (capture) return compulsoryWords(legal);
  return t('camelot-no-legal-move', { square });
}
