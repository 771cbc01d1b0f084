// The 160-square Camelot board drawn to scale as SVG. Read-only (the replay page) or interactive:
// every square is then a focusable button (arrow keys move the focus, Enter or Space picks).
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ALL_SQUARES,
  FILE_LETTERS,
  FILES,
  RANKS,
  castleAt,
  rankSpan,
  squareCoord,
  squareName,
  type Piece,
  type Position,
} from './model';
import { t } from '../../i18n';

const CELL = 40;
const MARGIN = 30;
export const BOARD_WIDTH = FILES * CELL + 2 * MARGIN;
export const BOARD_HEIGHT = RANKS * CELL + 2 * MARGIN;

export interface BoardMarks {
  /** Squares of the last move's route. */
  lastMove?: readonly string[];
  /** Squares whose pieces the last move captured. */
  captured?: readonly string[];
  /** The route being picked (origin first). */
  route?: readonly string[];
  /** Squares the route may land on next. */
  targets?: readonly string[];
  /** Pieces that may be picked up. */
  movable?: ReadonlySet<string>;
  /** Pieces that must capture this turn (capturing is compulsory), ringed. */
  mustCapture?: ReadonlySet<string>;
}

export interface BoardProps extends BoardMarks {
  position: Position;
  /** Black's view: rank 16 at the bottom, file L on the left. */
  flipped: boolean;
  /** What the board shows, for screen readers. */
  label: string;
  /** Makes the squares buttons; called with the square picked. */
  onSquare?: (square: string) => void;
}

/** The top-left corner of a square on screen. */
function corner(square: string, flipped: boolean): { x: number; y: number } {
  const { file, rank } = squareCoord(square);
  const col = flipped ? FILES - 1 - file : file;
  const row = flipped ? rank - 1 : RANKS - rank;
  return { x: MARGIN + col * CELL, y: MARGIN + row * CELL };
}

function centre(square: string, flipped: boolean): { x: number; y: number } {
  const c = corner(square, flipped);
  return { x: c.x + CELL / 2, y: c.y + CELL / 2 };
}

export function pieceWords(piece: Piece | undefined): string {
  if (!piece) return t('camelot-empty');
  return t('camelot-piece', { color: piece.color, role: piece.role });
}

/** The accessible name of a square: "E6, white man", "F1, White's castle, empty". */
export function squareLabel(square: string, piece: Piece | undefined, marks: BoardMarks): string {
  const parts = [square];
  const castle = castleAt(square);
  if (castle) parts.push(t('camelot-castle-of', { color: castle }));
  parts.push(pieceWords(piece));
  const route = marks.route ?? [];
  if (route[0] === square) parts.push(t('camelot-square-selected'));
  else if (route.includes(square)) parts.push(t('camelot-square-on-route'));
  if (marks.mustCapture?.has(square)) parts.push(t('camelot-square-must-capture'));
  if (marks.targets?.includes(square)) parts.push(t('camelot-square-target'));
  if (marks.captured?.includes(square)) parts.push(t('camelot-square-captured'));
  else if (marks.lastMove?.includes(square)) parts.push(t('camelot-square-last-move'));
  return parts.join(', ');
}

/**
 * The square the focus moves to from `square` with an arrow key, on screen: up and down keep the
 * file where the rank has it (else the nearest file of that rank), left and right stay on the rank.
 */
export function arrowTarget(square: string, key: string, flipped: boolean): string | null {
  const { file, rank } = squareCoord(square);
  const sign = flipped ? -1 : 1;
  let f = file;
  let r = rank;
  if (key === 'ArrowUp') r += sign;
  else if (key === 'ArrowDown') r -= sign;
  else if (key === 'ArrowLeft') f -= sign;
  else if (key === 'ArrowRight') f += sign;
  else return null;
  if (r < 1 || r > RANKS) return null;
  const [lo, hi] = rankSpan(r);
  if (f < lo || f > hi) {
    if (r === rank) return null;
    f = Math.min(hi, Math.max(lo, f));
  }
  return squareName(f, r);
}

/** A cross pattée, the mark of a Knight, centred on (0, 0). */
const CROSS =
  'M-2.6,-9 L2.6,-9 L1.6,-1.6 L9,-2.6 L9,2.6 L1.6,1.6 L2.6,9 L-2.6,9 L-1.6,1.6 L-9,2.6 L-9,-2.6 L-1.6,-1.6 Z';

function PieceShape(props: { piece: Piece; x: number; y: number; ghost?: boolean }) {
  const { piece, x, y } = props;
  const cls = `cm-piece cm-${piece.color} cm-${piece.role}${props.ghost ? ' cm-ghost' : ''}`;
  return (
    <g class={cls} transform={`translate(${x} ${y})`} aria-hidden="true">
      <circle class="cm-piece-shadow" cx="0.8" cy="1.6" r="15.5" />
      <circle class="cm-piece-body" r="15" />
      {piece.color === 'black' && <circle class="cm-piece-ring" r="11.5" />}
      {piece.role === 'knight' && <path class="cm-piece-cross" d={CROSS} />}
    </g>
  );
}

function path(squares: readonly string[], flipped: boolean): string {
  return squares
    .map((sq, i) => {
      const c = centre(sq, flipped);
      return `${i === 0 ? 'M' : 'L'}${c.x},${c.y}`;
    })
    .join(' ');
}

/** The screen width below which the board drops its right-hand rank numbers for larger squares. */
const NARROW = '(max-width: 480px)';

function useNarrow(): boolean {
  const query = typeof matchMedia === 'function' ? matchMedia(NARROW) : null;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return undefined;
    const on = () => setNarrow(query.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  return narrow;
}

export function Board(props: BoardProps) {
  const { position, flipped, onSquare } = props;
  // On a phone every pixel of width goes to the squares: the rank numbers stay on the left only.
  const narrow = useNarrow();
  const viewBox = narrow
    ? `6 0 ${MARGIN - 6 + FILES * CELL + 5} ${BOARD_HEIGHT}`
    : `0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`;
  const marks: BoardMarks = props;
  const interactive = onSquare !== undefined;
  const svgRef = useRef<SVGSVGElement>(null);
  const route = props.route ?? [];
  const [focused, setFocused] = useState<string>(() => route[0] ?? (props.movable ? [...props.movable][0] : undefined) ?? 'F8');
  const movableKey = props.movable ? [...props.movable].join(',') : '';

  // When the pieces that may move change (a new turn), the keyboard starts on one of them.
  useEffect(() => {
    if (!props.movable || props.movable.size === 0) return;
    const active = svgRef.current?.ownerDocument.activeElement;
    if (active && svgRef.current?.contains(active)) return;
    if (!props.movable.has(focused)) setFocused([...props.movable][0] ?? focused);
  }, [movableKey]);

  const focusSquare = (square: string) => {
    setFocused(square);
    const el = svgRef.current?.querySelector<SVGElement>(`[data-square="${square}"]`);
    el?.focus();
  };

  const onKeyDown = (square: string, e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSquare?.(square);
      return;
    }
    const to = arrowTarget(square, e.key, flipped);
    if (e.key.startsWith('Arrow')) e.preventDefault();
    if (to) focusSquare(to);
  };

  const lastMove = marks.lastMove ?? [];
  const captured = marks.captured ?? [];
  const targets = new Set(marks.targets ?? []);
  const routeSet = new Set(route);
  const files = [...FILE_LETTERS.slice(0, FILES)];
  const ranks = Array.from({ length: RANKS }, (_, i) => i + 1);

  return (
    <svg
      ref={svgRef}
      class={`cm-board${interactive ? ' cm-interactive' : ''}`}
      viewBox={viewBox}
      data-narrow={narrow ? 'true' : undefined}
      role="group"
      aria-label={props.label}
    >
      {/* The board's edge: every square drawn a little larger underneath. */}
      <g class="cm-edge" aria-hidden="true">
        {ALL_SQUARES.map((sq) => {
          const c = corner(sq, flipped);
          return <rect key={sq} x={c.x - 3} y={c.y - 3} width={CELL + 6} height={CELL + 6} rx="3" />;
        })}
      </g>
      <g class="cm-squares" aria-hidden="true">
        {ALL_SQUARES.map((sq) => {
          const c = corner(sq, flipped);
          const { file, rank } = squareCoord(sq);
          const castle = castleAt(sq);
          const cls = castle ? `cm-sq cm-castle cm-castle-${castle}` : `cm-sq ${(file + rank) % 2 === 0 ? 'cm-dark' : 'cm-light'}`;
          return <rect key={sq} class={cls} x={c.x} y={c.y} width={CELL} height={CELL} />;
        })}
      </g>
      {/* The castles: a wall around each pair and battlements on its outer side. */}
      <g class="cm-castles" aria-hidden="true">
        {(['white', 'black'] as const).map((color) => {
          const [a, b] = color === 'white' ? ['F1', 'G1'] : ['F16', 'G16'];
          const ca = corner(a, flipped);
          const cb = corner(b, flipped);
          const x = Math.min(ca.x, cb.x);
          const y = ca.y;
          const outerTop = (color === 'black') !== flipped;
          const by = outerTop ? y - 9 : y + CELL + 1;
          return (
            <g key={color} class={`cm-castle-wall cm-castle-wall-${color}`}>
              {[0, 1, 2, 3, 4].map((k) => (
                <rect key={k} class="cm-merlon" x={x + 4 + k * 16} y={by} width="8" height="8" rx="1" />
              ))}
              <rect class="cm-wall" x={x + 1} y={y + 1} width={2 * CELL - 2} height={CELL - 2} rx="2" />
            </g>
          );
        })}
      </g>
      <g class="cm-labels" aria-hidden="true">
        {files.map((letter, file) => {
          const col = flipped ? FILES - 1 - file : file;
          const x = MARGIN + col * CELL + CELL / 2;
          return (
            <g key={letter}>
              <text x={x} y={MARGIN - 13}>{letter}</text>
              <text x={x} y={BOARD_HEIGHT - MARGIN + 23}>{letter}</text>
            </g>
          );
        })}
        {ranks.map((rank) => {
          const row = flipped ? rank - 1 : RANKS - rank;
          const y = MARGIN + row * CELL + CELL / 2 + 4.5;
          return (
            <g key={rank}>
              <text x={MARGIN / 2} y={y}>{rank}</text>
              <text x={BOARD_WIDTH - MARGIN / 2} y={y}>{rank}</text>
            </g>
          );
        })}
      </g>
      <g class="cm-marks" aria-hidden="true">
        {lastMove.map((sq, i) => {
          const c = corner(sq, flipped);
          return <rect key={`l${sq}${i}`} class={i === lastMove.length - 1 ? 'cm-last cm-last-to' : 'cm-last'} x={c.x} y={c.y} width={CELL} height={CELL} />;
        })}
        {route.map((sq, i) => {
          const c = corner(sq, flipped);
          return <rect key={`r${sq}${i}`} class="cm-route" x={c.x + 2} y={c.y + 2} width={CELL - 4} height={CELL - 4} rx="3" />;
        })}
        {lastMove.length > 1 && <path class="cm-last-path" d={path(lastMove, flipped)} />}
        {/* Told apart without colour: a dashed outline and a corner notch on each square of the last move. */}
        {lastMove.map((sq, i) => {
          const c = corner(sq, flipped);
          return (
            <g key={`n${sq}${i}`} class="cm-last-marks">
              <rect class="cm-last-mark" x={c.x + 3} y={c.y + 3} width={CELL - 6} height={CELL - 6} rx="2" />
              <path class="cm-last-notch" d={`M${c.x + 1},${c.y + 1} h11 l-11,11 z`} />
            </g>
          );
        })}
        {route.length > 1 && <path class="cm-route-path" d={path(route, flipped)} />}
      </g>
      <g class="cm-pieces">
        {ALL_SQUARES.map((sq) => {
          const piece = position.board.get(sq);
          if (!piece) return null;
          const c = centre(sq, flipped);
          return <PieceShape key={sq} piece={piece} x={c.x} y={c.y} />;
        })}
        {/* Where the piece being moved has got to on its route, drawn as a ghost. */}
        {route.length > 1 &&
          (() => {
            const piece = position.board.get(route[0] ?? '');
            const at = route[route.length - 1];
            if (!piece || !at) return null;
            const c = centre(at, flipped);
            return <PieceShape piece={piece} x={c.x} y={c.y} ghost />;
          })()}
      </g>
      <g class="cm-overlay" aria-hidden="true">
        {captured.map((sq) => {
          const c = centre(sq, flipped);
          return (
            <g key={`x${sq}`} class="cm-captured" transform={`translate(${c.x} ${c.y})`}>
              <circle r="12" />
              <path d="M-6,-6 L6,6 M6,-6 L-6,6" />
            </g>
          );
        })}
        {[...(marks.mustCapture ?? [])].map((sq) => {
          const c = centre(sq, flipped);
          return <circle key={`m${sq}`} class="cm-must-capture" cx={c.x} cy={c.y} r="18.5" />;
        })}
        {[...targets].map((sq) => {
          const c = centre(sq, flipped);
          // A ring with a dot in it: a square to move to (a capture is an X, the last move a notch).
          return (
            <g key={`t${sq}`}>
              <circle class="cm-target" cx={c.x} cy={c.y} r="9" />
              <circle class="cm-target-dot" cx={c.x} cy={c.y} r="3" />
            </g>
          );
        })}
      </g>
      {interactive && (
        <g class="cm-hits">
          {ALL_SQUARES.map((sq) => {
            const c = corner(sq, flipped);
            const piece = position.board.get(sq);
            const cls = [
              'cm-hit',
              marks.movable?.has(sq) ? 'cm-can-pick' : '',
              targets.has(sq) ? 'cm-can-land' : '',
              routeSet.has(sq) ? 'cm-on-route' : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <rect
                key={sq}
                data-square={sq}
                class={cls}
                x={c.x + 1}
                y={c.y + 1}
                width={CELL - 2}
                height={CELL - 2}
                rx="3"
                role="button"
                // Lower case: on an SVG element Preact sets the attribute as written, and only
                // `tabindex` takes the square out of the Tab order (a roving tabindex).
                tabindex={sq === focused ? 0 : -1}
                aria-label={squareLabel(sq, piece, marks)}
                onClick={() => {
                  setFocused(sq);
                  onSquare?.(sq);
                }}
                onFocus={() => setFocused(sq)}
                onKeyDown={(e) => onKeyDown(sq, e)}
              />
            );
          })}
        </g>
      )}
    </svg>
  );
}
