import { describe, expect, it } from 'vitest';
import type { Piece } from '../src/games/camelot/model';
import { routesOf } from '../src/games/camelot/routes';
import {
  currentPick,
  initialPicking,
  isMyTurn,
  myLegal,
  reduce,
  shown,
  type Action,
  type Picking,
  type PickingContext,
  type Step,
} from '../src/games/camelot/picking';

const PIECE: Record<string, Piece> = {
  N: { color: 'white', role: 'knight' },
  M: { color: 'white', role: 'man' },
  n: { color: 'black', role: 'knight' },
  m: { color: 'black', role: 'man' },
};

const POSITION = 'a position as the server wrote it';
const LATER = 'the position after another move';

// White (ann, seat 0) to move. The Knight on E6 has a canter chain and plain moves, the man on L4
// one step; the man on A4 is White's but cannot move; E10 and L13 are Black's.
const CANTER = ['E6-C8-A8', 'E6-C8', 'E6-D5', 'E6-E8-G10', 'L4-L5'];

function ctxOf(over: Partial<PickingContext> & { pieces?: Record<string, string> } = {}): PickingContext {
  const { pieces = { E6: 'N', D7: 'M', L4: 'M', A4: 'M', E10: 'm', L13: 'm' }, ...rest } = over;
  const board = new Map(Object.entries(pieces).map(([sq, letter]) => [sq, PIECE[letter] as Piece]));
  return { position: POSITION, board, seat: 0, playing: true, toMove: 0, legal: CANTER, names: ['ann', 'bob'], ...rest };
}

/** Runs the actions one after the other; the last step. */
function run(actions: Action[], ctx = ctxOf(), from: Picking = initialPicking): Step {
  let step: Step = { state: from, effects: [] };
  for (const a of actions) step = reduce(step.state, a, ctx);
  return step;
}

const at = (over: Partial<Picking>): Picking => ({ ...initialPicking, ...over });
const square = (sq: string): Action => ({ type: 'square', square: sq });
const clear = { kind: 'clearRejected' } as const;
const sendBoard = (move: string) => ({ kind: 'send', move, via: 'board' }) as const;

describe('whose turn, and the moves it may play', () => {
  it("is this seat's turn only in a game being played", () => {
    expect(isMyTurn(ctxOf())).toBe(true);
    expect(myLegal(ctxOf())).toEqual(CANTER);
    expect(isMyTurn(ctxOf({ toMove: 1 }))).toBe(false);
    expect(myLegal(ctxOf({ toMove: 1 }))).toEqual([]);
    expect(isMyTurn(ctxOf({ playing: false }))).toBe(false);
    expect(isMyTurn(ctxOf({ seat: null }))).toBe(false);
  });

  it('shows a move on its way canonically when it reads, as typed otherwise', () => {
    expect(shown(' e6xe8 ')).toBe('E6xE8');
    expect(shown('hello')).toBe('hello');
  });
});

describe('picking on the board', () => {
  it('does nothing for a spectator or outside a game being played', () => {
    const s = at({ notice: 'kept' });
    for (const ctx of [ctxOf({ seat: null }), ctxOf({ playing: false })]) {
      const step = reduce(s, square('E6'), ctx);
      expect(step.state).toBe(s);
      expect(step.effects).toEqual([]);
    }
  });

  it("says whose turn it is when it is not this page's", () => {
    const step = run([square('E6')], ctxOf({ toMove: 1 }));
    expect(step.state).toEqual(at({ notice: "It is bob's turn (Black)." }));
    expect(step.effects).toEqual([clear]);
    // Black's page, when White is to move.
    expect(run([square('E10')], ctxOf({ seat: 1 })).state.notice).toBe("It is ann's turn (White).");
  });

  it('picks up a piece that can move, and lights its landings', () => {
    const step = run([square('E6')], ctxOf(), at({ notice: 'an old note' }));
    expect(step.state).toEqual(at({ route: ['E6'] }));
    expect(step.effects).toEqual([clear]);
    expect(currentPick(step.state, routesOf(CANTER))).toEqual({ kind: 'partial', route: ['E6'], next: ['C8', 'D5', 'E8'] });
    expect(currentPick(initialPicking, routesOf(CANTER))).toBeNull();
  });

  it('answers a piece that cannot be picked up', () => {
    // One of White's own without a move: why not.
    expect(run([square('A4')]).state).toEqual(at({ notice: 'The piece on A4 has no legal move.' }));
    // When capturing is compulsory, the note names the captures.
    expect(run([square('L4')], ctxOf({ legal: ['E6xE8'] })).state.notice).toBe(
      'A capture is compulsory: your piece on E6 (ringed) must capture. The capture: E6xE8.',
    );
    // The other side's piece, and an empty square (which clears the note).
    expect(run([square('E10')]).state.notice).toBe('That is a black piece: pick one of yours (White).');
    expect(run([square('F9')], ctxOf(), at({ notice: 'old' })).state).toEqual(at({ notice: null }));
    expect(run([square('L13')], ctxOf({ seat: 1, toMove: 1, legal: ['E10-E9'] })).state.notice).toBe(
      'The piece on L13 has no legal move.',
    );
    expect(run([square('E6')], ctxOf({ seat: 1, toMove: 1, legal: ['E10-E9'] })).state.notice).toBe(
      'That is a white piece: pick one of yours (Black).',
    );
  });

  it('plays a route that cannot go on at its last landing', () => {
    const step = run([square('E6'), square('D5')]);
    expect(step.state).toEqual(at({ route: [], notice: null }));
    expect(step.effects).toEqual([clear, sendBoard('E6-D5')]);
  });

  it('asks when the route is a whole move that could go on', () => {
    const step = run([square('E6'), square('C8')]);
    expect(step.state.route).toEqual(['E6', 'C8']);
    expect(step.effects).toEqual([clear]);
    expect(currentPick(step.state, routesOf(CANTER))).toEqual({ kind: 'choice', route: ['E6', 'C8'], move: 'E6-C8', next: ['A8'] });
    // "Play E6-C8" (no refusal to clear: the pick already did).
    const played = reduce(step.state, { type: 'play', move: 'E6-C8' }, ctxOf());
    expect(played.state.route).toEqual([]);
    expect(played.effects).toEqual([sendBoard('E6-C8')]);
    // The last landing again plays it too; going on plays the longer move.
    expect(reduce(step.state, square('C8'), ctxOf()).effects).toEqual([clear, sendBoard('E6-C8')]);
    expect(reduce(step.state, square('A8'), ctxOf()).effects).toEqual([clear, sendBoard('E6-C8-A8')]);
  });

  it('waits on a landing that is no move by itself', () => {
    const s = run([square('E6'), square('E8')]).state;
    expect(s.route).toEqual(['E6', 'E8']);
    expect(currentPick(s, routesOf(CANTER))).toEqual({ kind: 'partial', route: ['E6', 'E8'], next: ['G10'] });
    const again = reduce(s, square('E8'), ctxOf());
    expect(again.state).toBe(s);
    expect(again.effects).toEqual([clear]);
    expect(reduce(s, square('G10'), ctxOf()).effects).toEqual([clear, sendBoard('E6-E8-G10')]);
  });

  it('cancels with the piece again, switches to another piece, and drops a route going nowhere', () => {
    const picked = at({ route: ['E6'], notice: 'n' });
    expect(reduce(picked, square('E6'), ctxOf()).state).toEqual(at({ route: [], notice: null }));
    expect(reduce(picked, square('L4'), ctxOf()).state).toEqual(at({ route: ['L4'], notice: null }));
    expect(reduce(picked, square('A4'), ctxOf()).state).toEqual(at({ route: [], notice: 'The piece on A4 has no legal move.' }));
    expect(reduce(picked, square('F9'), ctxOf()).state).toEqual(at({ route: [], notice: null }));
    expect(reduce(picked, square('E10'), ctxOf()).state).toEqual(at({ route: [], notice: null }));
    // Far along a route, the origin still cancels.
    expect(reduce(at({ route: ['E6', 'E8'] }), square('E6'), ctxOf()).state.route).toEqual([]);
  });

  it('picks nothing while a move is on its way', () => {
    const s = at({ sent: 'E6-D5', route: [] });
    const step = reduce(s, square('E6'), ctxOf());
    expect(step.state).toBe(s);
    expect(step.effects).toEqual([clear]);
  });
});

describe('keys', () => {
  it('Esc drops the route and its note; Backspace takes back one square', () => {
    const s = at({ route: ['E6', 'E8'], notice: 'n' });
    expect(reduce(s, { type: 'escape' }, ctxOf())).toEqual({ state: at({ route: [], notice: null }), effects: [{ kind: 'preventDefault' }] });
    expect(reduce(s, { type: 'backspace' }, ctxOf())).toEqual({ state: at({ route: ['E6'], notice: 'n' }), effects: [{ kind: 'preventDefault' }] });
    expect(reduce(at({ route: ['E6'] }), { type: 'backspace' }, ctxOf()).state.route).toEqual([]);
  });

  it('leaves the keys to the browser when nothing is picked', () => {
    const s = at({ notice: 'n' });
    for (const type of ['escape', 'backspace'] as const) {
      const step = reduce(s, { type }, ctxOf());
      expect(step.state).toBe(s);
      expect(step.effects).toEqual([]);
    }
  });
});

describe('a typed move', () => {
  const submit: Action = { type: 'submit' };
  const typed = (text: string): Action => ({ type: 'type', text });

  it('keeps the text of the move box', () => {
    expect(run([typed('e6')]).state.typed).toBe('e6');
  });

  it('says what is wrong with the notation', () => {
    const empty = run([submit], ctxOf(), at({ continuations: ['X'] }));
    // The reason ends with its own full stop: one, not two.
    expect(empty.state).toEqual(at({ notice: 'Not a move: Type a move such as E6-E5, E6-C8-A8 or H4xJ4xL6.' }));
    expect(empty.effects).toEqual([clear]);
    expect(run([typed('hello'), submit]).state.notice).toBe("Not a move: 'hello' is not a square: expected a file A–L and a rank 1–16, like F1.");
    expect(run([typed('E6-E9'), submit]).state.notice).toBe(
      'Not a move: E6-E9: a step goes to an adjacent square or leaps over one square in a straight line.',
    );
  });

  it("says whose turn it is when it is not this page's", () => {
    const step = run([typed('E6-D5'), submit], ctxOf({ toMove: 1 }));
    expect(step.state.notice).toBe("It is bob's turn.");
    expect(step.effects).toEqual([clear]);
  });

  it('offers the full routes of a first leg that must go on', () => {
    const ctx = ctxOf({ legal: ['E8xC10xC12', 'E8xC10xA12', 'F7-F6'] });
    const step = run([square('F7'), typed('e8xc10'), submit], ctx);
    expect(step.state).toEqual(
      at({
        typed: 'e8xc10',
        route: [],
        notice: 'E8xC10 is only the start: the capture must continue while the piece can capture more. Full moves:',
        continuations: ['E8xC10xC12', 'E8xC10xA12'],
      }),
    );
    expect(step.effects).toEqual([clear]);
    const one = run([typed('E8xC10'), submit], ctxOf({ legal: ['E8xC10xC12'] }));
    expect(one.state.notice).toBe('E8xC10 is only the start: the capture must continue while the piece can capture more. The full move:');
    // "Play E8xC10xC12": the box and the offer are done with, the move goes out.
    const played = reduce(step.state, { type: 'continue', move: 'E8xC10xC12' }, ctx);
    expect(played.state).toEqual(at({ typed: '', continuations: [], route: [], notice: null }));
    expect(played.effects).toEqual([sendBoard('E8xC10xC12')]);
    // The next submission takes the offer away first.
    expect(run([typed('E6-E9'), submit], ctx, step.state).state.continuations).toEqual([]);
  });

  it('sends the move as typed, trimmed, and empties the box once it went out', () => {
    const step = run([square('E6'), typed(' e6-d5 '), submit]);
    expect(step.state).toEqual(at({ typed: ' e6-d5 ', route: [], notice: null }));
    expect(step.effects).toEqual([clear, { kind: 'send', move: 'e6-d5', via: 'typed' }]);
    const sent = reduce(step.state, { type: 'sent', move: 'e6-d5', via: 'typed', ok: true, v: 4 }, ctxOf());
    expect(sent.state).toEqual(at({ typed: '', sent: 'E6-D5', retry: { move: 'e6-d5', position: POSITION, v: 4 } }));
    // Not connected: the box keeps the move for later.
    const lost = reduce(step.state, { type: 'sent', move: 'e6-d5', via: 'typed', ok: false, v: 4 }, ctxOf());
    expect(lost.state).toEqual(at({ typed: ' e6-d5 ', notice: 'Not connected: the move was not sent.' }));
  });

  it('leaves legality to the server: a move not in the list is sent', () => {
    expect(run([typed('E6-E5'), submit]).effects).toEqual([clear, { kind: 'send', move: 'E6-E5', via: 'typed' }]);
  });
});

describe('a move on its way', () => {
  it('is shown until its answer arrives', () => {
    const s = reduce(at({}), { type: 'sent', move: 'E6-D5', via: 'board', ok: true, v: 7 }, ctxOf()).state;
    expect(s).toEqual(at({ sent: 'E6-D5', retry: { move: 'E6-D5', position: POSITION, v: 7 } }));
    // Another request still unanswered: still on its way.
    expect(reduce(s, { type: 'inFlight', count: 1 }, ctxOf()).state).toBe(s);
    expect(reduce(s, { type: 'inFlight', count: 0 }, ctxOf()).state).toEqual({ ...s, sent: null });
    const idle = at({});
    expect(reduce(idle, { type: 'inFlight', count: 0 }, ctxOf()).state).toBe(idle);
  });

  it('is not armed for a retry without a version', () => {
    expect(reduce(at({}), { type: 'sent', move: 'E6-D5', via: 'board', ok: true, v: null }, ctxOf()).state.retry).toBeNull();
  });

  it('says so when it could not be sent, until the connection is back', () => {
    const lost = reduce(at({ notice: null }), { type: 'sent', move: 'E6-D5', via: 'board', ok: false, v: 7 }, ctxOf()).state;
    expect(lost).toEqual(at({ notice: 'Not connected: the move was not sent. It can be played again once the connection is back.' }));
    expect(reduce(lost, { type: 'link', open: false }, ctxOf()).state).toBe(lost);
    expect(reduce(lost, { type: 'link', open: true }, ctxOf()).state).toEqual(at({ notice: null }));
    // Another note outlives the reconnection.
    const other = at({ notice: 'The piece on A4 has no legal move.' });
    expect(reduce(other, { type: 'link', open: true }, ctxOf()).state).toBe(other);
  });
});

describe('a new position', () => {
  it('starts the picking afresh and keeps the move box, the retry and the confirm step', () => {
    const busy = at({
      route: ['E6'],
      notice: 'n',
      typed: 'E6-D5',
      continuations: ['E8xC10xC12'],
      sent: 'E6-D5',
      confirming: true,
      positionAt: 5,
      retry: { move: 'E6-D5', position: POSITION, v: 3 },
    });
    expect(reduce(busy, { type: 'newPosition', at: 1000 }, ctxOf()).state).toEqual({
      ...busy,
      route: [],
      notice: null,
      continuations: [],
      sent: null,
      positionAt: 1000,
    });
  });
});

describe('resigning', () => {
  it('asks first, and resigns only when confirmed', () => {
    const asking = run([{ type: 'resign' }]);
    expect(asking.state.confirming).toBe(true);
    expect(asking.effects).toEqual([]);
    expect(reduce(asking.state, { type: 'keepPlaying' }, ctxOf())).toEqual({ state: at({}), effects: [] });
    expect(reduce(asking.state, { type: 'confirmResign' }, ctxOf())).toEqual({ state: at({}), effects: [{ kind: 'resign' }] });
  });

  it('drops the question when the game stops being played', () => {
    const asking = at({ confirming: true });
    expect(reduce(asking, { type: 'playing', playing: true }, ctxOf()).state).toBe(asking);
    expect(reduce(asking, { type: 'playing', playing: false }, ctxOf()).state).toEqual(at({}));
  });
});

describe('the stale retry', () => {
  // E6-D5 sent against version 5 in POSITION.
  const armed = at({ sent: 'E6-D5', retry: { move: 'E6-D5', position: POSITION, v: 5 } });
  const stale = (v: number | null, resyncing = false): Action => ({ type: 'refusal', code: 'stale_version', v, resyncing });

  it('sends the move once more when only the lobby moved on', () => {
    const step = reduce(armed, stale(6), ctxOf());
    expect(step.state).toEqual({ ...armed, retry: null });
    expect(step.effects).toEqual([{ kind: 'send', move: 'E6-D5', via: 'retry' }]);
    // Sent: on its way again, and not armed a second time.
    const again = reduce(step.state, { type: 'sent', move: 'E6-D5', via: 'retry', ok: true, v: 6 }, ctxOf());
    expect(again.state).toEqual({ ...armed, retry: null });
    const twice = reduce(again.state, stale(7), ctxOf());
    expect(twice.state).toBe(again.state);
    expect(twice.effects).toEqual([]);
  });

  it('is silent when the retry could not be sent', () => {
    const s = at({ retry: null });
    expect(reduce(s, { type: 'sent', move: 'E6-D5', via: 'retry', ok: false, v: 6 }, ctxOf()).state).toBe(s);
  });

  it('is not sent when the board changed', () => {
    const step = reduce(armed, stale(6), ctxOf({ position: LATER }));
    expect(step.state.retry).toBeNull();
    expect(step.effects).toEqual([]);
  });

  it("is not sent when it is no longer this page's turn", () => {
    for (const ctx of [ctxOf({ toMove: 1 }), ctxOf({ playing: false })]) {
      const step = reduce(armed, stale(6), ctx);
      expect(step.state.retry).toBeNull();
      expect(step.effects).toEqual([]);
    }
  });

  it('waits for a version past the one the move was sent against, and for a pending resync', () => {
    for (const action of [stale(5), stale(4), stale(null), stale(6, true)]) {
      const step = reduce(armed, action, ctxOf());
      expect(step.state).toBe(armed);
      expect(step.effects).toEqual([]);
    }
    // The resync answered with a newer version: now.
    expect(run([stale(5), stale(6, true), stale(6)], ctxOf(), armed).effects).toEqual([{ kind: 'send', move: 'E6-D5', via: 'retry' }]);
  });

  it('is only for a stale refusal, and only when a move is armed', () => {
    // Another refusal answers the move: it is disarmed, never sent again.
    for (const code of ['illegal_action', 'out_of_turn']) {
      const step = reduce(armed, { type: 'refusal', code, v: 6, resyncing: false }, ctxOf());
      expect(step.state).toEqual({ ...armed, retry: null });
      expect(step.effects).toEqual([]);
    }
    // A refusal cleared from the page changes nothing.
    const cleared = reduce(armed, { type: 'refusal', code: null, v: 6, resyncing: false }, ctxOf());
    expect(cleared.state).toBe(armed);
    const idle = at({});
    expect(reduce(idle, stale(6), ctxOf()).state).toBe(idle);
  });

  it('never sends a move refused for another reason when a later request is refused as stale', () => {
    // The move was refused as illegal; later, on the same board, a resignation made against an
    // old version is refused as stale: nothing is sent.
    const step = run(
      [{ type: 'refusal', code: 'illegal_action', v: 5, resyncing: false }, { type: 'refusal', code: null, v: 6, resyncing: false }, stale(7)],
      ctxOf(),
      armed,
    );
    expect(step.state.retry).toBeNull();
    expect(step.effects).toEqual([]);
  });

  it('follows the session from the move to its second sending', () => {
    // Picked and sent at version 5.
    let step = run([square('E6'), square('D5')]);
    expect(step.effects.at(-1)).toEqual(sendBoard('E6-D5'));
    step = reduce(step.state, { type: 'sent', move: 'E6-D5', via: 'board', ok: true, v: 5 }, ctxOf());
    expect(step.state.sent).toBe('E6-D5');
    // A seat event made version 6, then the stale refusal arrived: the answer (no request left in
    // flight) and the refusal come in the order the page dispatches them.
    step = run([{ type: 'inFlight', count: 0 }, stale(6)], ctxOf(), step.state);
    expect(step.state.sent).toBeNull();
    expect(step.effects).toEqual([{ kind: 'send', move: 'E6-D5', via: 'retry' }]);
    step = reduce(step.state, { type: 'sent', move: 'E6-D5', via: 'retry', ok: true, v: 6 }, ctxOf());
    expect(step.state).toEqual(at({ sent: 'E6-D5', retry: null }));
  });
});
