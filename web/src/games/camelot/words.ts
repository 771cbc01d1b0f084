// Camelot in words: the move list, whose turn, results.
import type { GameResult } from '../../protocol';
import type { Color } from './model';

export const COLOR_NAME: Record<Color, string> = { white: 'White', black: 'Black' };

/** Seat 0 plays White, seat 1 Black (a rematch swaps the players, not the colours of the seats). */
export function seatColor(seat: number): Color {
  return seat === 0 ? 'white' : 'black';
}

export interface MoveRow {
  /** The move number, from 1. */
  no: number;
  white: string | null;
  black: string | null;
  /** The ply index of each move (0-based), for highlighting and replay steps. */
  whitePly: number | null;
  blackPly: number | null;
}

/**
 * A move's number as the WCF notation writes it; `ply` counts single moves from 0 (White's first).
 * Move N is White's N-th move and Black's answer: White's is `N.`, Black's `N...` (`1. F7-F8 G10-G9`
 * in the export is `1. F7-F8` then `1... G10-G9`). The terminal client's log and replay number
 * them the same way (README, "Numbering").
 */
export function moveNumber(ply: number): string {
  const n = Math.floor(ply / 2) + 1;
  return ply % 2 === 0 ? `${n}.` : `${n}...`;
}

/** Pairs a game's moves (White first) into numbered rows: `1. F7-F8 G10-G9`. */
export function moveRows(moves: readonly string[]): MoveRow[] {
  const rows: MoveRow[] = [];
  for (let i = 0; i < moves.length; i += 2) {
    rows.push({
      no: i / 2 + 1,
      white: moves[i] ?? null,
      black: moves[i + 1] ?? null,
      whitePly: i,
      blackPly: i + 1 < moves.length ? i + 1 : null,
    });
  }
  return rows;
}

/** The move list as one line of text, as the WCF export numbers it. */
export function moveListText(moves: readonly string[]): string {
  return moveRows(moves)
    .map((r) => `${r.no}. ${r.white ?? ''}${r.black ? ` ${r.black}` : ''}`)
    .join(' ');
}

const WIN_REASON: Record<string, (loser: string) => string> = {
  castle: (loser) => `two pieces in ${loser}'s castle`,
  elimination: (loser) => `every ${loser} piece captured`,
  'no legal move': (loser) => `${loser} has no legal move`,
  resignation: (loser) => `${loser} resigned`,
  time: (loser) => `${loser}'s time ran out`,
  abandonment: (loser) => `${loser} left the game`,
};

const DRAW_REASON: Record<string, string> = {
  'bare pieces': 'both sides are down to one piece or none',
  'threefold repetition': 'the same position came up a third time',
  repetition: 'the same position came up a third time',
  '100 plies without progress': '100 plies without a capture or a move onto a castle square',
  'no legal move': 'the side to move has no legal move and the other has too few pieces to win',
  time: 'the time of the side to move ran out and the other has too few pieces to win',
  'time (the opponent cannot win)': 'the time of the side to move ran out and the other has too few pieces to win',
  agreement: 'both players agreed',
};

/**
 * The result in words, e.g. "ann (White) wins: two pieces in Black's castle." or
 * "Draw: the same position came up a third time." `names[seat]` are the players' names.
 */
export function resultWords(result: GameResult, names: readonly string[]): string {
  const winner = result.winners[0];
  if (winner === undefined) {
    const why = DRAW_REASON[result.reason] ?? result.reason;
    return `Draw: ${why}.`;
  }
  const color = seatColor(winner);
  const loserColor: Color = color === 'white' ? 'black' : 'white';
  const loser = COLOR_NAME[loserColor];
  const why = WIN_REASON[result.reason]?.(loser) ?? result.reason;
  return `${names[winner] ?? `Seat ${winner + 1}`} (${COLOR_NAME[color]}) wins: ${why}.`;
}
