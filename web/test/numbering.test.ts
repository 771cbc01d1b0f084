// One numbering of Camelot moves everywhere (README, "Numbering"): the replay page's labels and
// the move list give each move the number the WCF export gives it.
import { describe, expect, it } from 'vitest';
import { moveListText, moveNumber, moveRows } from '../src/games/camelot/words';
import { camelotPlies, stepCount } from '../src/pages/Replay';
import type { RecordStep } from '../src/protocol';

/** The moves of a WCF export's movetext with the number the export gives each: `N.` for the
 * first move after `N.`, `N...` for the second. Tags and the result token are skipped. */
function wcfNumbers(wcf: string): { no: string; move: string }[] {
  const out: { no: string; move: string }[] = [];
  let n = 0;
  let inPair = 0;
  for (const line of wcf.split('\n')) {
    if (line.startsWith('[')) continue;
    for (const token of line.split(/\s+/).filter(Boolean)) {
      const number = /^(\d+)\.$/.exec(token);
      if (number) {
        n = Number(number[1]);
        inPair = 0;
      } else if (!['1-0', '0-1', '1/2-1/2', '*'].includes(token)) {
        out.push({ no: inPair === 0 ? `${n}.` : `${n}...`, move: token });
        inPair += 1;
      }
    }
  }
  return out;
}

// An export as the server writes it (server/src/game/record.rs, `wcf_export`), resigned by White
// after Black's third move, then a computer player's takeover step in the record between moves.
const WCF = `[Event "Albion lobby K7QX2M9P, game 2"]
[Date "2026.12.03"]
[White "ann"]
[Black "bob"]
[Ruleset "standard"]
[Result "0-1"]
[Termination "resignation"]

1. F6-F7 G11-G10 2. E6-E7 F11-F10 3. D6-D7 E11-E10 0-1
`;

const MOVES = ['F6-F7', 'G11-G10', 'E6-E7', 'F11-F10', 'D6-D7', 'E11-E10'];

function record(): RecordStep[] {
  const steps: RecordStep[] = [];
  MOVES.forEach((move, i) => {
    if (i === 3) steps.push({ seq: steps.length, seat: 1, action: { kind: 'bot', level: 'hard' }, events: [], lines: [] });
    steps.push({
      seq: steps.length,
      seat: i % 2,
      action: { kind: 'act', action: { game: 'camelot', move } },
      events: [{ form: 'move', move, position: '', captures: 0, captured: [] }],
      lines: [`Plays ${move}`],
    });
  });
  steps.push({ seq: steps.length, seat: 0, action: { kind: 'resign' }, events: [], lines: [] });
  return steps;
}

describe('move numbers', () => {
  it('are WCF numbers: N. for White, N... for Black', () => {
    expect([0, 1, 2, 3, 22, 23].map(moveNumber)).toEqual(['1.', '1...', '2.', '2...', '12.', '12...']);
  });

  it('label every step of the replay as the WCF export numbers its move', () => {
    const plies = camelotPlies(record());
    const wcf = wcfNumbers(WCF);
    expect(plies.map((p) => p.move)).toEqual(wcf.map((w) => w.move));
    plies.forEach((ply, i) => {
      // The counter of the step that shows this move.
      expect(stepCount(i + 1, plies.length, ply)).toBe(`${wcf[i]?.no} ${wcf[i]?.move} · ply ${i + 1} of ${plies.length}`);
    });
    expect(stepCount(0, plies.length, undefined)).toBe('Start');
  });

  it('are the move list rows the export writes', () => {
    const movetext = WCF.split('\n\n')[1]?.trim() ?? '';
    expect(`${moveListText(MOVES)} 0-1`).toBe(movetext);
    const rows = moveRows(MOVES);
    for (const row of rows) {
      if (row.whitePly !== null) expect(moveNumber(row.whitePly)).toBe(`${row.no}.`);
      if (row.blackPly !== null) expect(moveNumber(row.blackPly)).toBe(`${row.no}...`);
    }
  });
});
