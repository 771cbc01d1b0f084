// The forest as SVG: the 4 × 4 tile grid (unexplored slots shaded), trees, objects, Enemies,
// Items, the Castle, the four starting circles and every Character, with the squares the deciding
// seat may choose highlighted and clickable. Coordinates are labelled A–X and 1–24 as in the log.
import type { Action, Circle, Square, View } from '../../protocol';
import { t } from '../../i18n';
import { CHARACTER_LETTER, characterName } from './characters';
import { CASTLE, CIRCLES, FOREST, TILE, cellOf, circleCentre, isCircle, placeSquare, squareAt } from './geometry';
import { Badge, BushIcon, ChestIcon, CharacterIcon, EnemyIcon, ItemIcon, KeyIcon, RelicIcon, RockIcon, TreeIcon } from './icons';
import { nameOf, squareContents, tileName } from './words';

/** Units per square. */
export const S = 32;
/** Room for the coordinate labels. */
const M = 20;

/** A map target: a square (`L10`) or a circle (`circle:North`). */
export type TargetKey = string;

export function circleKey(c: Circle): TargetKey {
  return `circle:${c}`;
}

/**
 * The layout symbols a tile nobody has entered shows where things will appear, each drawn as its
 * letter in the reader's language (sc-ghost-letter) and named in full (sc-ghost).
 */
const GHOST = new Set(['B', 'R', 'P', 'M', 'D']);

interface ForestProps {
  view: View;
  names: readonly string[];
  me: number | null;
  /** Actions by map target. */
  targets: Map<TargetKey, { label: string; action: Action }[]>;
  /** Zoomed: drawn at 40 px a square, wider than its box, which scrolls. */
  zoom?: boolean;
  /** Targets two or more steps away (a walk of several steps), drawn lighter. */
  far?: ReadonlyMap<TargetKey, unknown>;
  selected: TargetKey | null;
  /** Squares to shade (the arc or block of the action under the pointer or focus). */
  preview: Square[];
  onPick(key: TargetKey): void;
  /** The pointer is over a target (null: it left). */
  onHover(key: TargetKey | null): void;
  /** Draw only the explored part of the forest (with what can be chosen), larger. */
  crop: boolean;
}

/** The rows and columns drawn: the placed tiles, the targets and Characters, one square around. */
export function visibleBounds(view: View, targets: Iterable<TargetKey>, crop: boolean): { r0: number; c0: number; r1: number; c1: number } {
  if (!crop || view.tiles.length === 0) return { r0: 0, c0: 0, r1: FOREST, c1: FOREST };
  let r0 = FOREST;
  let c0 = FOREST;
  let r1 = 0;
  let c1 = 0;
  const take = (row: number, col: number) => {
    r0 = Math.min(r0, row);
    c0 = Math.min(c0, col);
    r1 = Math.max(r1, row + 1);
    c1 = Math.max(c1, col + 1);
  };
  for (const t of view.tiles) {
    take(t.slot.row * TILE, t.slot.col * TILE);
    take(t.slot.row * TILE + TILE - 1, t.slot.col * TILE + TILE - 1);
  }
  for (const key of targets) {
    if (key.startsWith('circle:')) continue;
    const { row, col } = cellOf(key);
    take(row, col);
  }
  for (const p of view.players) {
    const sq = placeSquare(p.place);
    if (sq && !p.resigned) {
      const { row, col } = cellOf(sq);
      take(row, col);
    }
  }
  return { r0: Math.max(0, r0 - 1), c0: Math.max(0, c0 - 1), r1: Math.min(FOREST, r1 + 1), c1: Math.min(FOREST, c1 + 1) };
}

const at = (sq: Square) => {
  const { row, col } = cellOf(sq);
  return `translate(${M + col * S + S / 2},${M + row * S + S / 2})`;
};

export function Forest({ view, names, me, targets, far, selected, preview, onPick, onHover, crop, zoom }: ForestProps) {
  const { r0, c0, r1, c1 } = visibleBounds(view, targets.keys(), crop);
  const placed = new Map(view.tiles.map((t) => [`${t.slot.row},${t.slot.col}`, t]));
  const slots: { row: number; col: number }[] = [];
  for (let row = 0; row < 4; row++) for (let col = 0; col < 4; col++) slots.push({ row, col });
  const letters = Array.from({ length: FOREST }, (_, i) => String.fromCharCode(65 + i));
  const onCircle = new Map<Circle, number>();
  view.players.forEach((p) => {
    if (!p.resigned && p.place && isCircle(p.place)) onCircle.set(p.place, p.seat);
  });
  const enemyAt = new Set(view.squares.filter((s) => s.enemy).map((s) => s.square));
  const castleX = M + 11 * S;
  const castleY = M + 11 * S;
  // Set through the DOM (not a style attribute), which the Content-Security-Policy allows.
  const zoomed = zoom ? { width: `${Math.round((((c1 - c0) * S + 2 * M) * 40) / S)}px` } : undefined;
  return (
    <svg
      style={zoomed}
      class="sc-forest"
      viewBox={`${c0 * S} ${r0 * S} ${(c1 - c0) * S + 2 * M} ${(r1 - r0) * S + 2 * M}`}
      role="img"
      aria-label={t('sc-map')}
    >
      <defs>
        <pattern id="sc-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#dcd8ce" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#c4bfb2" stroke-width="3" />
        </pattern>
      </defs>
      <rect x={c0 * S} y={r0 * S} width={(c1 - c0) * S + 2 * M} height={(r1 - r0) * S + 2 * M} fill="#f7f4ec" />
      {slots.map((slot) => {
        const tile = placed.get(`${slot.row},${slot.col}`);
        const x = M + slot.col * TILE * S;
        const y = M + slot.row * TILE * S;
        if (!tile) {
          return (
            <g key={`u${slot.row}${slot.col}`}>
              <rect x={x} y={y} width={TILE * S} height={TILE * S} fill="url(#sc-hatch)" stroke="#b5ae9c" />
              <text x={x + (TILE * S) / 2} y={y + (TILE * S) / 2 + 10} class="sc-unexplored" text-anchor="middle">
                ?
              </text>
            </g>
          );
        }
        return (
          <g key={`t${slot.row}${slot.col}`}>
            <title>{t(tile.populated ? 'sc-tile-title' : 'sc-tile-title-empty', { name: tileName(tile), id: tile.id })}</title>
            <rect x={x} y={y} width={TILE * S} height={TILE * S} fill={tile.populated ? '#e4efd2' : '#edf2e2'} />
            {tile.rows.map((line, r) =>
              [...line].map((symbol, c) => {
                const sq = squareAt(slot.row * TILE + r, slot.col * TILE + c);
                const ghost = !tile.populated && GHOST.has(symbol);
                return (
                  <g key={`${r},${c}`}>
                    <rect x={x + c * S} y={y + r * S} width={S} height={S} fill="none" stroke="#cfd8bf" stroke-width={0.75} />
                    {symbol === 'T' && sq && !CASTLE.includes(sq) && (
                      <g transform={at(sq)}>
                        <TreeIcon />
                      </g>
                    )}
                    {ghost && (
                      <text x={x + c * S + S / 2} y={y + r * S + S / 2 + 4} class="sc-ghost" text-anchor="middle">
                        {t('sc-ghost-letter', { symbol })}
                        <title>{t('sc-ghost', { symbol })}</title>
                      </text>
                    )}
                  </g>
                );
              }),
            )}
            <rect x={x} y={y} width={TILE * S} height={TILE * S} fill="none" stroke="#6d7a58" stroke-width={2} />
          </g>
        );
      })}
      <g class="sc-castle">
        <title>{t('sc-castle-title')}</title>
        <rect x={castleX + 2} y={castleY + 2} width={2 * S - 4} height={2 * S - 4} rx={4} fill="#fff3c4" stroke="#8d6e00" stroke-width={2.5} />
        <path
          d={`M${castleX + 14} ${castleY + 46} V${castleY + 22} h5 v-5 h5 v5 h6 v-5 h5 v5 h6 v-5 h5 v5 h5 V${castleY + 46} Z`}
          fill="#d7b443"
          stroke="#6d5400"
          stroke-width={1.5}
        />
        <text x={castleX + S} y={castleY + 58} class="sc-tag" text-anchor="middle">
          {t('sc-grail-tag')}
        </text>
      </g>
      {CIRCLES.map((c) => {
        const { x, y } = circleCentre(c);
        return (
          <g key={c} transform={`translate(${M + x * S},${M + y * S})`}>
            <title>{t('sc-circle-title', { circle: c })}</title>
            <circle r={12} fill="#fffbe6" stroke="#8d6e00" stroke-width={2} />
            {!onCircle.has(c) && (
              <text y={4.5} class="sc-letter" text-anchor="middle" fill="#6d5400">
                {t('sc-circle-letter', { circle: c })}
              </text>
            )}
          </g>
        );
      })}
      {view.squares.map((cell) => (
        <g
          key={cell.square}
          transform={at(cell.square)}
          data-square={cell.square}
          data-hittable={cell.enemy !== null || cell.object === 'Bush' ? 'true' : undefined}
        >
          <title>{t('sc-square-title', { square: cell.square, what: squareContents(view, cell.square) })}</title>
          {cell.object === 'Bush' && <BushIcon />}
          {cell.object === 'Rock' && <RockIcon />}
          {cell.object && typeof cell.object === 'object' && 'SmallChest' in cell.object && (
            <ChestIcon big={false} open={cell.object.SmallChest.open} />
          )}
          {cell.object && typeof cell.object === 'object' && 'BigChest' in cell.object && <ChestIcon big open={cell.object.BigChest.open} />}
          {cell.object && typeof cell.object === 'object' && 'Special' in cell.object && (
            <g>
              {cell.object.Special.kind === 'BigKey' ? <KeyIcon big /> : <RelicIcon kind={cell.object.Special.kind.Relic} />}
              <Badge n={cell.object.Special.count} />
            </g>
          )}
          {cell.items.slice(0, 2).map((item, i) => (
            <g key={i} transform={`translate(${-8 + i * 8},${9})`}>
              <ItemIcon item={item} />
            </g>
          ))}
          {cell.enemy && <EnemyIcon enemy={cell.enemy} />}
        </g>
      ))}
      {preview.map((sq) => {
        const { row, col } = cellOf(sq);
        return <rect key={`p${sq}`} x={M + col * S + 1} y={M + row * S + 1} width={S - 2} height={S - 2} class="sc-preview" />;
      })}
      {view.players.map((p) => {
        if (p.resigned || !p.place) return null;
        const sq = placeSquare(p.place);
        const shared = sq ? enemyAt.has(sq) : false;
        const centre = isCircle(p.place) ? circleCentre(p.place) : null;
        const transform = centre ? `translate(${M + centre.x * S},${M + centre.y * S})` : `${at(p.place)}${shared ? ' translate(8,8)' : ''}`;
        return (
          <g key={`c${p.seat}`} transform={transform} data-me={p.seat === me ? 'true' : undefined} data-at={sq ?? undefined}>
            <title>
              {t(p.passed_out ? 'sc-character-title-out' : 'sc-character-title', {
                name: nameOf(names, p.seat),
                character: characterName(p.character),
                letter: CHARACTER_LETTER[p.character],
              })}
            </title>
            <CharacterIcon character={p.character} passedOut={p.passed_out} me={p.seat === me} small={shared} />
          </g>
        );
      })}
      {[...targets.entries()].map(([key, options]) => {
        const circle = key.startsWith('circle:') ? (key.slice(7) as Circle) : null;
        const label = options.map((o) => o.label).join('; ');
        const isSelected = key === selected;
        if (circle) {
          const { x, y } = circleCentre(circle);
          return (
            <g
              key={key}
              class={`sc-target${isSelected ? ' sc-selected' : ''}`}
              onClick={() => onPick(key)}
              onMouseEnter={() => onHover(key)}
              onMouseLeave={() => onHover(null)}
              data-target={key}
            >
              <title>{label}</title>
              <circle cx={M + x * S} cy={M + y * S} r={15} />
            </g>
          );
        }
        const { row, col } = cellOf(key);
        return (
          <g
            key={key}
            class={`sc-target${isSelected ? ' sc-selected' : ''}${far?.has(key) ? ' sc-far' : ''}`}
            onClick={() => onPick(key)}
            onMouseEnter={() => onHover(key)}
            onMouseLeave={() => onHover(null)}
            data-target={key}
          >
            <title>{label}</title>
            <rect x={M + col * S + 2} y={M + row * S + 2} width={S - 4} height={S - 4} rx={4} />
          </g>
        );
      })}
      <g class="sc-coord">
        <path
          d={`M${c0 * S} ${r0 * S} h${(c1 - c0) * S + 2 * M} v${(r1 - r0) * S + 2 * M} h${-((c1 - c0) * S + 2 * M)} Z M${M + c0 * S} ${M + r0 * S} v${(r1 - r0) * S} h${(c1 - c0) * S} v${-(r1 - r0) * S} Z`}
          fill="#f7f4ec"
          fill-rule="evenodd"
        />
        {letters.slice(c0, c1).map((l, k) => {
          const x = M + (c0 + k) * S + S / 2;
          return (
            <g key={`c${l}`}>
              <text x={x} y={M + r0 * S - 6} text-anchor="middle">
                {l}
              </text>
              <text x={x} y={M + r1 * S + 14} text-anchor="middle">
                {l}
              </text>
            </g>
          );
        })}
        {letters.slice(r0, r1).map((_, k) => {
          const y = M + (r0 + k) * S + S / 2 + 4;
          return (
            <g key={`r${r0 + k}`}>
              <text x={M + c0 * S - 4} y={y} text-anchor="end">
                {r0 + k + 1}
              </text>
              <text x={M + c1 * S + 4} y={y} text-anchor="start">
                {r0 + k + 1}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
