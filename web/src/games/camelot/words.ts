// Camelot in words: the move list, whose turn, results. The sentences are the catalogue's
// (web/locales/<lang>/camelot.ftl); this file picks them and fills them in.
import { t } from '../../i18n';
import type { GameResult } from '../../protocol';
import { ALL_SQUARES, type Color, type Piece, type Position } from './model';
import type { Pick } from './routes';

/** A side's name in the current language: "White", "Blancs". */
export function colorName(color: Color): string {
  return t('camelot-color', { color });
}

/**
 * The sides' names, read in the current language each time (kept for the pages that index it;
 * new code calls `colorName`).
 */
export const COLOR_NAME: Readonly<Record<Color, string>> = {
  get white() {
    return colorName('white');
  },
  get black() {
    return colorName('black');
  },
};

/** A list joined as the language does: "A, B and C" (`and`) or "A, B or C" (`or`). */
export function joinList(items: readonly string[], word: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return t(`camelot-list-${word}`, { head: items.slice(0, -1).join(', '), last: items[items.length - 1] ?? '' });
}

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

const WIN_REASON: Record<string, string> = {
  castle: 'camelot-win-castle',
  elimination: 'camelot-win-elimination',
  'no legal move': 'camelot-win-no-legal-move',
  resignation: 'camelot-win-resignation',
  time: 'camelot-win-time',
  abandonment: 'camelot-win-abandonment',
};

const DRAW_REASON: Record<string, string> = {
  'bare pieces': 'camelot-draw-bare-pieces',
  'threefold repetition': 'camelot-draw-repetition',
  repetition: 'camelot-draw-repetition',
  '100 plies without progress': 'camelot-draw-no-progress',
  'no legal move': 'camelot-draw-no-legal-move',
  time: 'camelot-draw-time',
  'time (the opponent cannot win)': 'camelot-draw-time',
  agreement: 'camelot-draw-agreement',
};

/**
 * The result in words, e.g. "ann (White) wins: two pieces in Black's castle." or
 * "Draw: the same position came up a third time." `names[seat]` are the players' names. A reason
 * this page does not know is shown as the server gave it.
 */
export function resultWords(result: GameResult, names: readonly string[]): string {
  const winner = result.winners[0];
  if (winner === undefined) {
    const id = DRAW_REASON[result.reason];
    return t('camelot-result-draw', { why: id ? t(id) : result.reason });
  }
  const color = seatColor(winner);
  const loser: Color = color === 'white' ? 'black' : 'white';
  const id = WIN_REASON[result.reason];
  return t('camelot-result-win', { player: playerWords(names, winner), why: id ? t(id, { loser }) : result.reason });
}

/** "ann (White)": a seat's player and colour. */
export function playerWords(names: readonly string[], seat: number): string {
  return t('camelot-player', { name: names[seat] ?? t('camelot-seat', { seat: seat + 1 }), color: seatColor(seat) });
}

/** "the black man on D7": a piece taken, or only its square when the page did not see it. */
export function capturedWords(square: string, piece: Piece | undefined): string {
  return piece ? t('camelot-captured', { color: piece.color, role: piece.role, square }) : t('camelot-captured-unseen', { square });
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
  const args = { player: playerWords(names, mover), number: moveNumber(ply), move };
  return took.length === 0 ? t('camelot-said-move', args) : t('camelot-said-capture', { ...args, captured: joinList(took, 'and') });
}

/**
 * A move being picked on the board, as it is said (politely: the "Your move" line stays): where the
 * piece may land next. "Piece on G6 picked: it can move to E8, G8 or I8." Null for a whole move,
 * which is played at once and said as a move.
 */
export function pickWords(pick: Pick): string | null {
  if (pick.kind === 'play') return null;
  const square = pick.route[pick.route.length - 1] ?? '';
  const targets = joinList(pick.next, 'or');
  if (pick.kind === 'choice') return t('camelot-said-choice', { move: pick.move, square, targets });
  return t(pick.route.length === 1 ? 'camelot-said-picked' : 'camelot-said-route', { square, targets });
}

/** Whose turn, as it is said: "Your move, ann (White)." or "bob (Black) to move." */
export function turnWords(names: readonly string[], toMove: number, mine: boolean): string {
  return t(mine ? 'camelot-said-your-move' : 'camelot-said-to-move', { player: playerWords(names, toMove) });
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
  if (knights.length + men.length === 0) return t('camelot-side-none');
  return t('camelot-side-pieces', {
    knights: t('camelot-side-knights', { count: knights.length, squares: knights.join(', ') }),
    men: t('camelot-side-men', { count: men.length, squares: men.join(', ') }),
  });
}

/**
 * The board as text, one line each: both sides' pieces, the castle moves used, the last move and
 * whose turn (or the result). `status` is that last line, as the page words it.
 */
export function boardWords(position: Position, names: readonly string[], lastMove: string | null, status: string): string[] {
  const [whiteUsed, blackUsed] = position.castleMoves;
  return [
    t('camelot-words-side', { player: playerWords(names, 0), pieces: sideWords(position, 'white') }),
    t('camelot-words-side', { player: playerWords(names, 1), pieces: sideWords(position, 'black') }),
    t('camelot-words-castle-moves', { white: whiteUsed, black: blackUsed }),
    lastMove ? t('camelot-words-last-move', { move: lastMove }) : t('camelot-words-no-move'),
    status,
  ];
}
