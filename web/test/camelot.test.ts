import { describe, expect, it } from 'vitest';
import { arrowTarget, squareLabel } from '../src/games/camelot/Board';
import {
  ALL_SQUARES,
  NotationError,
  START,
  castleAt,
  moveSquares,
  parseMove,
  parsePosition,
  parseSquare,
  pieceCounts,
} from '../src/games/camelot/model';
import {
  classify,
  compulsoryCapture,
  extend,
  movablePieces,
  nextSquares,
  routesOf,
  whyNoMove,
  compulsoryCaptures,
  mustContinue,
} from '../src/games/camelot/routes';
import { moveListText, moveRows, resultWords } from '../src/games/camelot/words';
import { camelotPlies } from '../src/pages/Replay';

describe('the board', () => {
  it('has 160 squares with the corners cut away', () => {
    expect(ALL_SQUARES).toHaveLength(160);
    expect(new Set(ALL_SQUARES).size).toBe(160);
    for (const sq of ['F1', 'G1', 'F16', 'G16', 'B3', 'A4', 'L13', 'C2', 'J15']) expect(parseSquare(sq)).not.toBeNull();
    for (const sq of ['E1', 'H1', 'A3', 'L14', 'B2', 'K15', 'M4', 'A17', 'A0', 'A04', 'E16']) expect(parseSquare(sq)).toBeNull();
    expect(parseSquare('g16')).toEqual({ file: 6, rank: 16 });
  });

  it('knows the castles', () => {
    expect(castleAt('F1')).toBe('white');
    expect(castleAt('G16')).toBe('black');
    expect(castleAt('F2')).toBeNull();
  });
});

describe('the position notation', () => {
  it('reads the start (PROTOCOL.md, the engine)', () => {
    const p = parsePosition(START);
    expect(p.turn).toBe('white');
    expect(p.castleMoves).toEqual([0, 0]);
    expect(p.pliesSinceProgress).toBe(0);
    expect(p.moveNumber).toBe(1);
    expect(pieceCounts(p)).toEqual({
      white: { knights: 4, men: 10, total: 14 },
      black: { knights: 4, men: 10, total: 14 },
    });
    // White: Knights C6 D7 I7 J6; Black: Knights C11 D10 I10 J11 (how-to-play).
    for (const sq of ['C6', 'D7', 'I7', 'J6']) expect(p.board.get(sq)).toEqual({ color: 'white', role: 'knight' });
    for (const sq of ['C11', 'D10', 'I10', 'J11']) expect(p.board.get(sq)).toEqual({ color: 'black', role: 'knight' });
    for (const sq of ['D6', 'E6', 'F6', 'G6', 'H6', 'I6', 'E7', 'F7', 'G7', 'H7']) expect(p.board.get(sq)).toEqual({ color: 'white', role: 'man' });
    for (const sq of ['D11', 'I11', 'E10', 'H10']) expect(p.board.get(sq)).toEqual({ color: 'black', role: 'man' });
    expect(p.board.size).toBe(28);
  });

  it('reads a position after moves, with all six fields (PROTOCOL.md record)', () => {
    const p = parsePosition('2/8/10/12/12/2nmmmmmmn2/3nmm1mn3/6m5/4MM6/3N2MMN3/2NMMMMMMN2/12/12/10/8/2 b 0 0 3 2');
    expect(p.turn).toBe('black');
    expect(p.pliesSinceProgress).toBe(3);
    expect(p.moveNumber).toBe(2);
    expect(p.board.get('G9')).toEqual({ color: 'black', role: 'man' });
    expect(p.board.get('G10')).toBeUndefined();
    expect(p.board.get('E8')?.color).toBe('white');
    expect(p.board.get('F8')?.color).toBe('white');
    expect(p.board.get('E7')).toBeUndefined();
    expect(p.board.get('F7')).toBeUndefined();
  });

  it('reads the engine test positions with two fields', () => {
    // rules.rs: M:E6 M:E7 M:F9 M:L4 m:L13 m:A13
    const p = parsePosition('2/8/10/m10m/12/12/12/5M6/12/4M7/4M7/12/11M/10/8/2 w');
    expect([...p.board.keys()].sort()).toEqual(['A13', 'E6', 'E7', 'F9', 'L13', 'L4']);
    expect(p.board.get('A13')).toEqual({ color: 'black', role: 'man' });
    expect(p.castleMoves).toEqual([0, 0]);
    expect(p.moveNumber).toBe(1);
    // A piece in a castle (client-cli's castle test kind of position).
    const c = parsePosition('1M/8/10/12/12/12/12/12/12/12/12/12/12/10/8/m1 b 2 1 7 30');
    expect(c.board.get('G16')).toEqual({ color: 'white', role: 'man' });
    expect(c.board.get('F1')).toEqual({ color: 'black', role: 'man' });
    expect(c.castleMoves).toEqual([2, 1]);
  });

  it('refuses bad positions, saying what is wrong', () => {
    const bad: [string, RegExp][] = [
      ['2/8/10 w', /16/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/3 w', /rank 1 has 3 squares, expected 2/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 x', /side to move/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/1Q w', /'Q'/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 3 0', /castle moves/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2 w 0 0 0 0', /move number/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/2', /fields/],
      ['2/8/10/NNNNN7/12/12/12/12/12/12/12/12/12/10/8/2 w', /5 Knights/],
      ['2/8/10/12/12/12/12/12/12/12/12/12/12/10/08/2 w', /not a count/],
    ];
    for (const [text, why] of bad) {
      expect(() => parsePosition(text), text).toThrow(NotationError);
      expect(() => parsePosition(text), text).toThrow(why);
    }
  });
});

describe('WCF move notation', () => {
  it('reads the notation examples, in either case', () => {
    for (const m of ['C8-D9', 'E6-C8-A8', 'H4xJ4xL6', 'F6-F8-H8xH10xJ12', 'E6xE8-E10', 'F16-G16']) {
      const r = parseMove(m);
      expect(r.ok && r.move.text).toBe(m);
    }
    const r = parseMove('  h4xj4xl6 ');
    expect(r.ok && r.move.text).toBe('H4xJ4xL6');
    expect(r.ok && r.move.jumps).toEqual([true, true]);
    expect(moveSquares('F6-F8-H8xH10xJ12')).toEqual(['F6', 'F8', 'H8', 'H10', 'J12']);
  });

  it('refuses what the engine would call malformed (and close the socket over)', () => {
    const bad: [string, RegExp][] = [
      ['', /Type a move/],
      ['E6', /at least one step/],
      ['hello', /not a square/],
      ['A4-A16', /A16 is not on the board/],
      ['A4-C9', /A4-C9: a step/],
      ['E6-E9', /adjacent/],
      ['E6xE7', /a jump leaps/],
      ['E6+E7', /not a square/],
      ['E6-A1', /A1 is not on the board/],
      ['E6-', /missing/],
      ['E6 - E5', /not a square/],
    ];
    for (const [text, why] of bad) {
      const r = parseMove(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error, text).toMatch(why);
    }
  });
});

describe('the route picker', () => {
  // rules.rs d1: N:E6, Black man E7, White man E9: both E6xE8 and the charge E6xE8-E10.
  const charge = routesOf(['E6xE8', 'E6xE8-E10']);
  // A canter chain and plain moves from one piece.
  const canter = routesOf(['E6-C8-A8', 'E6-C8', 'E6-D5', 'E6-E8-G10', 'L4-L5']);

  it('lights up the pieces that can move, then the next landings', () => {
    expect([...movablePieces(canter)].sort()).toEqual(['E6', 'L4']);
    expect(nextSquares(canter, [])).toEqual(['E6', 'L4']);
    expect(nextSquares(canter, ['E6'])).toEqual(['C8', 'D5', 'E8']);
    expect(nextSquares(canter, ['E6', 'C8'])).toEqual(['A8']);
    expect(nextSquares(canter, ['E6', 'E8'])).toEqual(['G10']);
    expect(nextSquares(canter, ['L4'])).toEqual(['L5']);
  });

  it('plays a move that cannot go on, and asks when it could', () => {
    expect(extend(canter, ['E6'], 'D5')).toEqual({ kind: 'play', route: ['E6', 'D5'], move: 'E6-D5' });
    expect(extend(canter, ['E6'], 'C8')).toEqual({ kind: 'choice', route: ['E6', 'C8'], move: 'E6-C8', next: ['A8'] });
    expect(extend(canter, ['E6', 'C8'], 'A8')).toEqual({ kind: 'play', route: ['E6', 'C8', 'A8'], move: 'E6-C8-A8' });
    // E6-E8 alone is no move here: the route must go on.
    expect(extend(canter, ['E6'], 'E8')).toEqual({ kind: 'partial', route: ['E6', 'E8'], next: ['G10'] });
    expect(extend(canter, ['E6', 'E8'], 'G10')).toEqual({ kind: 'play', route: ['E6', 'E8', 'G10'], move: 'E6-E8-G10' });
    expect(extend(charge, ['E6'], 'E8')).toEqual({ kind: 'choice', route: ['E6', 'E8'], move: 'E6xE8', next: ['E10'] });
    expect(extend(charge, ['E6', 'E8'], 'E10')).toEqual({ kind: 'play', route: ['E6', 'E8', 'E10'], move: 'E6xE8-E10' });
  });

  it('refuses squares no legal move goes through', () => {
    expect(extend(canter, ['E6'], 'E7')).toBeNull();
    expect(extend(canter, ['E6', 'C8'], 'C10')).toBeNull();
    expect(extend(canter, [], 'A1')).toBeNull();
    expect(classify(canter, ['E6'])).toEqual({ kind: 'partial', route: ['E6'], next: ['C8', 'D5', 'E8'] });
  });

  it('knows when a capture is compulsory and says which', () => {
    expect(compulsoryCapture(['E6xE8', 'E6xG6'])).toBe('E6xE8');
    expect(compulsoryCapture(['F8xF10xH12', 'G6xG8'])).toBe('G6xG8');
    // A capture only a charge reaches is not compulsory (ruling D2).
    expect(compulsoryCapture(['E6-E8xE10', 'E6-D6', 'L4-L5'])).toBeNull();
    expect(compulsoryCapture([])).toBeNull();
    expect(whyNoMove(['E6xE8'], 'L4', 'white')).toBe('A capture is compulsory: your piece on E6 (ringed) must capture. The capture: E6xE8.');
    // Every capture is named, and every piece that must capture.
    expect(whyNoMove(['E6xE8', 'E6xG6', 'F8xF10xH12'], 'L4', 'white')).toBe(
      'A capture is compulsory: one of your pieces on E6 or F8 (ringed) must capture. Captures: E6xE8, E6xG6 or F8xF10xH12.',
    );
    expect(compulsoryCaptures(['E6xE8', 'F8xF10'])).toEqual({ moves: ['E6xE8', 'F8xF10'], pieces: ['E6', 'F8'] });
    expect(compulsoryCaptures(['E6-E8xE10', 'E6-D6'])).toBeNull();
    expect(whyNoMove(['E6xE8'], 'E6', 'white')).toBeNull();
    expect(whyNoMove(['F1-E2', 'F1xF3'], 'L4', 'white')).toBe('Your piece on F1 must leave your own castle this turn: F1-E2 is available.');
    expect(whyNoMove(['E6-E5'], 'L4', 'white')).toBe('The piece on L4 has no legal move.');
  });
});

describe('the move list', () => {
  it('numbers the moves in pairs, White first', () => {
    expect(moveListText([])).toBe('');
    expect(moveListText(['F7-F8'])).toBe('1. F7-F8');
    expect(moveListText(['F7-F8', 'G10-G9', 'E7-E8'])).toBe('1. F7-F8 G10-G9 2. E7-E8');
    const rows = moveRows(['F7-F8', 'G10-G9', 'E7-E8']);
    expect(rows).toEqual([
      { no: 1, white: 'F7-F8', black: 'G10-G9', whitePly: 0, blackPly: 1 },
      { no: 2, white: 'E7-E8', black: null, whitePly: 2, blackPly: null },
    ]);
  });

  it('reads the moves of a record (PROTOCOL.md) and skips the resignation', () => {
    const plies = camelotPlies([
      { seq: 0, seat: 0, action: { kind: 'act', action: { game: 'camelot', move: 'F7-F8' } }, events: [{ form: 'move', move: 'F7-F8', position: START, captures: 0, captured: [] }], lines: ['Plays F7-F8'] },
      { seq: 1, seat: 1, action: { kind: 'act', action: { game: 'camelot', move: 'G10-G9' } }, events: [{ form: 'move', move: 'G10-G9', position: START, captures: 0, captured: [] }], lines: ['Plays G10-G9'] },
      { seq: 2, seat: 1, action: { kind: 'resign' }, events: [], lines: [] },
    ]);
    expect(plies.map((p) => `${p.seat}:${p.move}`)).toEqual(['0:F7-F8', '1:G10-G9']);
  });
});

describe('words', () => {
  it('tells every result', () => {
    const names = ['ann', 'bob'];
    expect(resultWords({ winners: [0], reason: 'castle' }, names)).toBe("ann (White) wins: two pieces in Black's castle.");
    expect(resultWords({ winners: [1], reason: 'elimination' }, names)).toBe('bob (Black) wins: every White piece captured.');
    expect(resultWords({ winners: [0], reason: 'no legal move' }, names)).toBe('ann (White) wins: Black has no legal move.');
    expect(resultWords({ winners: [0], reason: 'resignation' }, names)).toBe('ann (White) wins: Black resigned.');
    expect(resultWords({ winners: [], reason: 'bare pieces' }, names)).toMatch(/^Draw: both sides/);
    expect(resultWords({ winners: [], reason: 'threefold repetition' }, names)).toMatch(/^Draw: the same position/);
    expect(resultWords({ winners: [], reason: '100 plies without progress' }, names)).toMatch(/^Draw: 100 plies/);
    expect(resultWords({ winners: [], reason: 'no legal move' }, names)).toMatch(/^Draw: the side to move has no legal move/);
  });

  it('names squares for screen readers', () => {
    expect(squareLabel('E6', { color: 'white', role: 'man' }, {})).toBe('E6, white man');
    expect(squareLabel('F1', undefined, {})).toBe("F1, White's castle, empty");
    expect(squareLabel('E8', undefined, { targets: ['E8'], route: ['E6'] })).toBe('E8, empty, you can move here');
    expect(squareLabel('E6', { color: 'black', role: 'knight' }, { route: ['E6'] })).toBe('E6, black knight, selected');
  });

  it('moves the keyboard focus on screen, for either side', () => {
    expect(arrowTarget('E6', 'ArrowUp', false)).toBe('E7');
    expect(arrowTarget('E6', 'ArrowUp', true)).toBe('E5');
    expect(arrowTarget('E6', 'ArrowLeft', false)).toBe('D6');
    expect(arrowTarget('E6', 'ArrowLeft', true)).toBe('F6');
    expect(arrowTarget('A4', 'ArrowDown', false)).toBe('B3');
    expect(arrowTarget('A4', 'ArrowLeft', false)).toBeNull();
    expect(arrowTarget('F1', 'ArrowDown', false)).toBeNull();
    expect(arrowTarget('C2', 'ArrowDown', false)).toBe('F1');
    expect(arrowTarget('E6', 'Tab', false)).toBeNull();
  });
});

describe('a typed first leg of a capture that must go on', () => {
  it('offers the full routes', () => {
    expect(mustContinue(['E8xC10xC12', 'E8xC10xA12', 'F7-F6'], 'E8xC10')).toEqual(['E8xC10xC12', 'E8xC10xA12']);
    expect(mustContinue(['E8xC10xC12'], 'E8xC10xC12')).toEqual([]);
    // A move that is whole as typed, or leads nowhere, is not a first leg.
    expect(mustContinue(['E8xC10', 'E8xC10xC12'], 'E8xC10')).toEqual([]);
    expect(mustContinue(['E8xC10xC12'], 'F7-F6')).toEqual([]);
  });
});
