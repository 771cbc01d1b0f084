// Picking a Camelot move in the browser, as one pure reducer: the route picked square by square,
// a typed move, the full routes of a typed capture that must go on, the notice beside the board,
// the move on its way until it is answered, the resignation's confirm step, and the one retry of a
// move refused as stale. The live game dispatches what happened (a click, a key, a new position,
// the session's answer) and performs the effects `reduce` returns (send a move, clear the last
// refusal, resign); the unit tests drive it action by action.
import { parseMove, type Piece } from './model';
import { classify, completeMove, extend, movablePieces, mustContinue, routesOf, whyNoMove, type Pick, type Route } from './routes';
import { t } from '../../i18n';
import { seatColor } from './words';

/** How a move came to be sent, which decides what a failure to send says and what a success clears. */
export type Via = 'board' | 'typed' | 'retry';

export interface Picking {
  /** The route picked so far on the board, origin first (empty: nothing picked). */
  route: string[];
  /** The note beside the board about the last pick or typed move. */
  notice: string | null;
  /** The text in the move box. */
  typed: string;
  /** The full routes of a typed capture that must go on, offered as buttons. */
  continuations: string[];
  /** The move on its way, as the status line shows it, until its answer arrives. */
  sent: string | null;
  /** Resign was pressed and waits for "Yes, resign" or "Keep playing". */
  confirming: boolean;
  /** When the board last changed (ms since the epoch): a refusal from before then is not shown. */
  positionAt: number;
  /** The last move sent and the position and lobby version it was sent against, for the stale retry. */
  retry: { move: string; position: string; v: number } | null;
}

export const initialPicking: Picking = {
  route: [],
  notice: null,
  typed: '',
  continuations: [],
  sent: null,
  confirming: false,
  positionAt: 0,
  retry: null,
};

/** The game as the page shows it when an action happens. */
export interface PickingContext {
  /** The position as the server wrote it (the stale retry compares it). */
  position: string;
  /** The pieces on the board, by square. */
  board: ReadonlyMap<string, Piece>;
  /** This page's seat; null for a spectator. */
  seat: number | null;
  /** The game is being played (not waiting to start, finished or stopped). */
  playing: boolean;
  /** The seat to move. */
  toMove: number;
  /** The legal moves of the seat to move, derived from the position (movegen.ts). */
  legal: readonly string[];
  /** The players' names, by seat. */
  names: readonly string[];
}

export type Action =
  /** A square of the board clicked, tapped, or picked with Enter or Space. */
  | { type: 'square'; square: string }
  /** "Play …" for a route that is a whole move and could also go on. */
  | { type: 'play'; move: string }
  /** "Play …" for one of the full routes of a typed first leg. */
  | { type: 'continue'; move: string }
  /** The Esc key outside the move box. */
  | { type: 'escape' }
  /** The Backspace key outside the move box. */
  | { type: 'backspace' }
  /** The text of the move box changed. */
  | { type: 'type'; text: string }
  /** The move box was submitted (its Play button or Enter). */
  | { type: 'submit' }
  /** The session was handed a move: `ok` when it went out, against the lobby version `v`. */
  | { type: 'sent'; move: string; via: Via; ok: boolean; v: number | null }
  /** A new position on the board (a move by anyone) or a new game in the lobby, at `at` ms. */
  | { type: 'newPosition'; at: number }
  /** The game started or stopped being played. */
  | { type: 'playing'; playing: boolean }
  /** The connection's state changed: `open` when it is (back) up. */
  | { type: 'link'; open: boolean }
  /** The count of requests not yet answered changed (0: every answer arrived, or the connection dropped them). */
  | { type: 'inFlight'; count: number }
  /** The session's last refusal (null: none), its lobby version and whether a resync is pending. */
  | { type: 'refusal'; code: string | null; v: number | null; resyncing: boolean }
  /** Resign pressed: ask first. */
  | { type: 'resign' }
  /** "Keep playing": the resignation is not confirmed. */
  | { type: 'keepPlaying' }
  /** "Yes, resign". */
  | { type: 'confirmResign' };

export type Effect =
  /** Hand the move to the session, then dispatch `sent` with what it said. */
  | { kind: 'send'; move: string; via: Via }
  /** The last refusal is answered by this new request: take it off the screen. */
  | { kind: 'clearRejected' }
  /** Resign the game. */
  | { kind: 'resign' }
  /** The key was used here: the browser must not use it too. */
  | { kind: 'preventDefault' };

export interface Step {
  state: Picking;
  effects: Effect[];
}

const notSentPicked = (): string => t('camelot-not-sent-picked');
const notSentTyped = (): string => t('camelot-not-sent-typed');

/** It is this page's seat's turn in a game being played. */
export function isMyTurn(ctx: PickingContext): boolean {
  return ctx.playing && ctx.seat !== null && ctx.seat === ctx.toMove;
}

/** The legal moves this page may play now: none unless it is its turn. */
export function myLegal(ctx: PickingContext): readonly string[] {
  return isMyTurn(ctx) ? ctx.legal : [];
}

/** What the route picked so far amounts to, with the routes of the legal moves (null: nothing picked). */
export function currentPick(state: Picking, routes: readonly Route[]): Pick | null {
  return state.route.length > 0 ? classify(routes, state.route) : null;
}

/** A move as the status line shows it while it is on its way: canonical when it reads. */
export function shown(move: string): string {
  const parsed = parseMove(move);
  return parsed.ok ? parsed.move.text : move;
}

const still = (state: Picking): Step => ({ state, effects: [] });

/** Plays a whole move picked on the board: the route is done with, the move goes out. */
function play(state: Picking, move: string, effects: Effect[] = []): Step {
  return { state: { ...state, route: [], notice: null }, effects: [...effects, { kind: 'send', move, via: 'board' }] };
}

function onSquare(state: Picking, square: string, ctx: PickingContext): Step {
  if (ctx.seat === null || !ctx.playing) return still(state);
  // Any pick answers the last refusal, even one that only earns a notice.
  const effects: Effect[] = [{ kind: 'clearRejected' }];
  const at = (next: Partial<Picking>): Step => ({ state: { ...state, ...next }, effects });
  const stay: Step = { state, effects };
  if (!isMyTurn(ctx)) {
    return at({ notice: t('camelot-not-your-turn', { name: ctx.names[ctx.toMove] ?? '', color: seatColor(ctx.toMove) }) });
  }
  if (state.sent) return stay;
  const myColor = seatColor(ctx.seat);
  const legal = myLegal(ctx);
  const routes = routesOf(legal);
  const movable = movablePieces(routes);
  const piece = ctx.board.get(square);
  const mine = piece?.color === myColor;
  const route = state.route;
  if (route.length === 0) {
    if (movable.has(square)) return at({ notice: null, route: [square] });
    if (mine) return at({ notice: whyNoMove(legal, square, myColor) });
    return at({ notice: piece ? t('camelot-not-your-piece', { piece: piece.color, mine: myColor }) : null });
  }
  const next = extend(routes, route, square);
  if (next) return next.kind === 'play' ? play(state, next.move, effects) : at({ notice: null, route: next.route });
  // The last landing again: the route so far is the move, when it is a whole one.
  if (route.length > 1 && square === route[route.length - 1]) {
    const done = completeMove(routes, route);
    return done ? play(state, done.text, effects) : stay;
  }
  // The piece again cancels; another piece that can move starts a new route.
  if (square === route[0]) return at({ route: [], notice: null });
  if (movable.has(square)) return at({ notice: null, route: [square] });
  return at({ route: [], notice: mine ? whyNoMove(legal, square, myColor) : null });
}

function onSubmit(state: Picking, ctx: PickingContext): Step {
  const effects: Effect[] = [{ kind: 'clearRejected' }];
  const at = (next: Partial<Picking>): Step => ({ state: { ...state, continuations: [], ...next }, effects });
  const parsed = parseMove(state.typed);
  if (!parsed.ok) return at({ notice: t('camelot-not-a-move', { why: parsed.error }).replace(/\.\.$/, '.') });
  if (!isMyTurn(ctx)) return at({ notice: t('camelot-not-your-turn-typed', { name: ctx.names[ctx.toMove] ?? '' }) });
  const onward = mustContinue(myLegal(ctx), parsed.move.text);
  if (onward.length > 0) {
    return at({
      route: [],
      notice: t('camelot-only-the-start', { move: parsed.move.text, count: onward.length }),
      continuations: onward,
    });
  }
  // The move goes as typed (trimmed); the server reads either case.
  return { state: { ...state, continuations: [], route: [], notice: null }, effects: [...effects, { kind: 'send', move: state.typed.trim(), via: 'typed' }] };
}

function onSent(state: Picking, action: Extract<Action, { type: 'sent' }>, ctx: PickingContext): Step {
  if (!action.ok) {
    if (action.via === 'board') return still({ ...state, notice: notSentPicked() });
    if (action.via === 'typed') return still({ ...state, notice: notSentTyped() });
    return still(state);
  }
  const next: Picking = { ...state, sent: shown(action.move) };
  // A retried move is not armed again: it is retried once at most.
  if (action.via !== 'retry') next.retry = action.v === null ? null : { move: action.move, position: ctx.position, v: action.v };
  if (action.via === 'typed') next.typed = '';
  return still(next);
}

/**
 * A move refused as stale only because the lobby changed meanwhile (a player's connection came or
 * went) is sent once more, against the fresh version, when the board is still the same and it is
 * still this page's turn. It waits until the version has moved past the one the move was sent
 * against and no resync is pending.
 */
function onRefusal(state: Picking, action: Extract<Action, { type: 'refusal' }>, ctx: PickingContext): Step {
  const retry = state.retry;
  if (!retry || action.code === null) return still(state);
  // Refused for another reason (an illegal move, out of turn, the game over): the move has had
  // its answer, and must not be sent again when some later request is refused as stale.
  if (action.code !== 'stale_version') return still({ ...state, retry: null });
  if (action.v === null || action.v <= retry.v || action.resyncing) return still(state);
  const next = { ...state, retry: null };
  if (ctx.position !== retry.position || !isMyTurn(ctx)) return still(next);
  return { state: next, effects: [{ kind: 'send', move: retry.move, via: 'retry' }] };
}

/** The state after `action`, and what the page must do about it. Pure. */
export function reduce(state: Picking, action: Action, ctx: PickingContext): Step {
  switch (action.type) {
    case 'square':
      return onSquare(state, action.square, ctx);
    case 'play':
      return play(state, action.move);
    case 'continue':
      return play({ ...state, continuations: [], typed: '' }, action.move);
    case 'escape':
      if (state.route.length === 0) return still(state);
      return { state: { ...state, route: [], notice: null }, effects: [{ kind: 'preventDefault' }] };
    case 'backspace':
      if (state.route.length === 0) return still(state);
      return { state: { ...state, route: state.route.slice(0, -1) }, effects: [{ kind: 'preventDefault' }] };
    case 'type':
      return still({ ...state, typed: action.text });
    case 'submit':
      return onSubmit(state, ctx);
    case 'sent':
      return onSent(state, action, ctx);
    case 'newPosition':
      // A new position (a move by anyone, a new game) starts the picking afresh; the move box keeps its text.
      return still({ ...state, route: [], notice: null, sent: null, continuations: [], positionAt: action.at });
    case 'playing':
      // A game that ends (or stops) takes the resignation's confirm step with it.
      return !action.playing && state.confirming ? still({ ...state, confirming: false }) : still(state);
    case 'link':
      // Back online: a "Not connected" note is out of date.
      return action.open && (state.notice === notSentPicked() || state.notice === notSentTyped())
        ? still({ ...state, notice: null })
        : still(state);
    case 'inFlight':
      // Answered (accepted, refused) or lost with the connection: the move may be picked again.
      return action.count === 0 && state.sent !== null ? still({ ...state, sent: null }) : still(state);
    case 'refusal':
      return onRefusal(state, action, ctx);
    case 'resign':
      return still({ ...state, confirming: true });
    case 'keepPlaying':
      return still({ ...state, confirming: false });
    case 'confirmResign':
      return { state: { ...state, confirming: false }, effects: [{ kind: 'resign' }] };
  }
}
