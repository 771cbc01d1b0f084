// The numbered move list (`1. F7-F8 G10-G9`), live or in a replay where each move is a button.
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { Color } from './model';
import { moveNumber, moveRows } from './words';

export interface MoveListProps {
  moves: readonly string[];
  /** The ply (0-based) to highlight; -1 for none. */
  current: number;
  /** In a replay: go to the position after this ply. */
  onPick?: (ply: number) => void;
}

export function MoveList(props: MoveListProps) {
  const { moves, current, onPick } = props;
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the highlighted move in view inside the list's own scroll box (never the page's).
  useEffect(() => {
    const list = listRef.current;
    const el = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !el) return;
    const box = list.getBoundingClientRect();
    const at = el.getBoundingClientRect();
    if (at.top < box.top) list.scrollTop -= box.top - at.top;
    else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
  }, [current, moves.length]);

  if (moves.length === 0) return <p class="cm-muted cm-no-moves">{t('camelot-no-moves')}</p>;

  const cell = (move: string | null, ply: number | null, side: Color) => {
    if (move === null || ply === null) return <span class="cm-move cm-move-empty" />;
    const here = ply === current;
    if (onPick) {
      return (
        <button
          type="button"
          class={`cm-move${here ? ' cm-move-current' : ''}`}
          aria-current={here ? 'step' : undefined}
          aria-label={t('camelot-move-label', { number: moveNumber(ply), color: side, move })}
          onClick={() => onPick(ply)}
        >
          {move}
        </button>
      );
    }
    return (
      <span class={`cm-move${here ? ' cm-move-current' : ''}`} aria-current={here ? 'step' : undefined}>
        {move}
      </span>
    );
  };

  return (
    // A scrolling box: one Tab stop, so that its moves can be scrolled with the keyboard.
    <ol class="cm-movelist" ref={listRef} tabIndex={0} aria-label={t('camelot-moves-label')}>
      {moveRows(moves).map((row) => (
        <li key={row.no}>
          <span class="cm-move-no">{row.no}.</span>
          {cell(row.white, row.whitePly, 'white')}
          {cell(row.black, row.blackPly, 'black')}
        </li>
      ))}
    </ol>
  );
}
