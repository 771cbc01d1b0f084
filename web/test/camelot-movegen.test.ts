// The browser's Camelot move generator against the engine itself: camelot-movegen.fixture.json is
// written and checked by games/camelot/tests/ts_fixture.rs (positions from seeded playouts of both
// rulesets, each with the engine's legal moves in its order, moves played and moves refused).
import { describe, expect, it } from 'vitest';
import { START } from '../src/games/camelot/model';
import { legalMoves, playMove, type Ruleset } from '../src/games/camelot/movegen';
import perftText from '../../games/camelot/tests/perft.txt?raw';
import raw from './camelot-movegen.fixture.json?raw';

interface Case {
  ruleset: Ruleset;
  position: string;
  legal: string[];
  plays: { move: string; position: string; captured: string[] }[];
  refused: string[];
}

const cases = (JSON.parse(raw) as { cases: Case[] }).cases;

/** A case's name in a failure message: the ruleset and the position. */
const named = (c: Case) => `${c.ruleset} ${c.position}`;

describe('the legal moves', () => {
  it('are the engine’s, in the engine’s order, for every position of the fixture', () => {
    expect(cases.length).toBeGreaterThan(200);
    for (const c of cases) expect(legalMoves(c.position, c.ruleset), named(c)).toEqual(c.legal);
  });

  it('number 100 from the start under either ruleset', () => {
    expect(legalMoves(START, 'standard')).toHaveLength(100);
    expect(legalMoves(START, 'wcf')).toEqual(legalMoves(START, 'standard'));
  });

  it('are listed quickly for the most crowded position (the time per call is printed)', () => {
    const crowded = cases.reduce((best, c) => (c.legal.length > best.legal.length ? c : best));
    const rounds = 2000;
    let moves: string[] = [];
    for (let i = 0; i < 200; i++) moves = legalMoves(crowded.position, crowded.ruleset);
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) moves = legalMoves(crowded.position, crowded.ruleset);
    const each = (performance.now() - t0) / rounds;
    console.log(`legalMoves: ${(each * 1000).toFixed(1)} µs for ${moves.length} moves (${named(crowded)})`);
    expect(moves).toEqual(crowded.legal);
  });
});

/** Leaf nodes `depth` plies deep, as the engine's `Position::perft` counts them. */
function perft(position: string, ruleset: Ruleset, depth: number): number {
  const moves = legalMoves(position, ruleset);
  if (depth <= 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    const after = playMove(position, move, ruleset);
    if (!after) throw new Error(`${move} is listed but refused in ${position}`);
    nodes += perft(after.position, ruleset, depth - 1);
  }
  return nodes;
}

describe('perft', () => {
  it('counts the engine’s golden values (those up to 20,000 leaves)', () => {
    let checked = 0;
    for (const line of perftText.split('\n')) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      const [ruleset, depth, nodes, ...position] = line.trim().split(' ');
      if (Number(nodes) > 20000) continue;
      expect(perft(position.join(' '), ruleset as Ruleset, Number(depth)), line).toBe(Number(nodes));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('playing a move', () => {
  it('gives the engine’s position and captured squares for every move of the fixture', () => {
    let captures = 0;
    let unlisted = 0;
    for (const c of cases) {
      for (const p of c.plays) {
        expect(playMove(c.position, p.move, c.ruleset), `${p.move} in ${named(c)}`).toEqual({
          position: p.position,
          captured: p.captured,
        });
        if (p.captured.length > 0) captures++;
        // Any legal route is accepted, as the server accepts it, not only the listed one.
        if (!c.legal.includes(p.move)) unlisted++;
      }
    }
    expect(captures).toBeGreaterThan(50);
    expect(unlisted).toBeGreaterThan(5);
  });

  it('refuses every move the engine refuses', () => {
    let refused = 0;
    for (const c of cases) {
      for (const move of c.refused) {
        expect(playMove(c.position, move, c.ruleset), `${move} in ${named(c)}`).toBeNull();
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it('refuses what is not a move and the opponent’s pieces, and reads either case', () => {
    for (const move of ['', 'E6', 'E6-E9', 'E6xE5', 'Z1-Z2', 'E6+E5', 'A1-A2']) {
      expect(playMove(START, move, 'standard'), move).toBeNull();
    }
    expect(playMove(START, 'E11-E12', 'standard')).toBeNull();
    expect(playMove(START, 'e6-e5', 'standard')).toEqual({
      position: '2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NM1MMMMN2/4M7/12/10/8/2 b 0 0 1 1',
      captured: [],
    });
  });
});
