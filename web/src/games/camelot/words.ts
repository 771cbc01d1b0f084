// Camelot in words: the move list, whose turn, results.
import type { GameResult } from '../../protocol';
import { ALL_SQUARES, type Color, type Piece, type Position } from './model';

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

/** "ann (White)": a seat's player and colour. */
export function playerWords(names: readonly string[], seat: number): string {
  return `${names[seat] ?? `Seat ${seat + 1}`} (${COLOR_NAME[seatColor(seat)]})`;
}

/** "the black man on D7": a piece taken, or only its square when the page did not see it. */
export function capturedWords(square: string, piece: Piece | undefined): string {
  return piece ? `the ${piece.color} ${piece.role} on ${square}` : `the piece on ${square}`;
}

/**
 * A move as it is said aloud: "ann (White) played 1. E6-C8, capturing the black man on D7."
 * `ply` is the move's own (0-based), `captured` the pieces it took with their squares.
 */
export function moveWords(
  names: readonly string[],
  ply: number,
  move: string,
  captured: readonly { square: string; piece: Piece | undefined }[],
): string {
  const mover = ply % 2 === 0 ? 0 : 1;
  const took = captured.map((c) => capturedWords(c.square, c.piece));
  const capturing =
    took.length === 0 ? '' : `, capturing ${took.length === 1 ? took[0] : `${took.slice(0, -1).join(', ')} and ${took[took.length - 1]}`}`;
  return `${playerWords(names, mover)} played ${moveNumber(ply)} ${move}${capturing}.`;
}

/** Whose turn, as it is said: "Your move, ann (White)." or "bob (Black) to move." */
export function turnWords(names: readonly string[], toMove: number, mine: boolean): string {
  return mine ? `Your move, ${playerWords(names, toMove)}.` : `${playerWords(names, toMove)} to move.`;
}

/** A side's pieces in words: "Knights F2, G2; Men D3, E3" (rank by rank, each from file A). */
export function sideWords(position: Position, color: Color): string {
  const of = (role: Piece['role']) =>
    ALL_SQUARES.filter((sq) => {
      const p = position.board.get(sq);
      return p?.color === color && p.role === role;
    });
  const knights = of('knight');
  const men = of('man');
  if (knights.length + men.length === 0) return 'no pieces left';
  const part = (one: string, many: string, squares: string[]) =>
    squares.length === 0 ? `no ${many.toLowerCase()}` : `${squares.length === 1 ? one : many} ${squares.join(', ')}`;
  return `${part('Knight', 'Knights', knights)}; ${part('Man', 'Men', men)}`;
}

/**
 * The board as text, one line each: both sides' pieces, the castle moves used, the last move and
 * whose turn (or the result). `status` is that last line, as the page words it.
 */
export function boardWords(position: Position, names: readonly string[], lastMove: string | null, status: string): string[] {
  const [whiteUsed, blackUsed] = position.castleMoves;
  return [
    `${playerWords(names, 0)}: ${sideWords(position, 'white')}.`,
    `${playerWords(names, 1)}: ${sideWords(position, 'black')}.`,
    `Castle moves used (at most 2 each): White ${whiteUsed}, Black ${blackUsed}.`,
    lastMove ? `Last move: ${lastMove}.` : 'No move played yet.',
    status,
  ];
}
