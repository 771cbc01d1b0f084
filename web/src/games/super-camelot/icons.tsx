// The forest's pictures, drawn in a 32-unit square centred on (0, 0). Every one has its own shape
// and, where shapes alone could be confused, a letter: nothing is told by colour alone.
import { t } from '../../i18n';
import type { Character, EnemyView, Face, Item, RelicKind } from '../../protocol';
import { CHARACTER_COLOUR, CHARACTER_LETTER } from './characters';
import { facingDegrees } from './geometry';
import { faceName } from './words';

export function TreeIcon() {
  return (
    <g class="sc-tree">
      <rect x={-2} y={4} width={4} height={9} fill="#5d4037" />
      <circle cx={0} cy={-2} r={11} fill="#2e6b30" stroke="#1b4020" stroke-width={1.5} />
      <circle cx={-4} cy={-5} r={4} fill="#3f8a41" />
    </g>
  );
}

export function BushIcon() {
  return (
    <g class="sc-bush">
      <circle cx={-6} cy={3} r={7} fill="#7cc26a" stroke="#2f6b25" stroke-width={1.5} />
      <circle cx={6} cy={3} r={7} fill="#7cc26a" stroke="#2f6b25" stroke-width={1.5} />
      <circle cx={0} cy={-4} r={8} fill="#8fd07c" stroke="#2f6b25" stroke-width={1.5} />
    </g>
  );
}

export function RockIcon() {
  return <polygon points="-12,9 -9,-5 -2,-11 8,-8 12,2 8,10" fill="#9e9e9e" stroke="#424242" stroke-width={1.5} />;
}

export function ChestIcon({ big, open }: { big: boolean; open: boolean }) {
  const w = big ? 26 : 20;
  const fill = big ? '#f2c230' : '#b07a3c';
  return (
    <g>
      {open ? (
        <>
          <rect x={-w / 2} y={-1} width={w} height={11} fill={fill} stroke="#3e2723" stroke-width={1.5} />
          <rect x={-w / 2 + 2} y={-2} width={w - 4} height={3} fill="#3e2723" />
          <polygon points={`${-w / 2},-1 ${-w / 2 + 3},-11 ${w / 2 + 3},-11 ${w / 2},-1`} fill="none" stroke="#3e2723" stroke-width={1.5} stroke-dasharray="2 2" />
        </>
      ) : (
        <>
          <rect x={-w / 2} y={-8} width={w} height={18} rx={2} fill={fill} stroke="#3e2723" stroke-width={1.5} />
          <line x1={-w / 2} y1={-1} x2={w / 2} y2={-1} stroke="#3e2723" stroke-width={1.5} />
          <rect x={-2} y={-3} width={4} height={5} fill="#3e2723" />
        </>
      )}
      {big && (
        <text y={open ? -13 : -10} class="sc-tag" text-anchor="middle">
          {t('sc-big-tag')}
        </text>
      )}
    </g>
  );
}

export function KeyIcon({ big }: { big: boolean }) {
  const s = big ? 1 : 0.6;
  return (
    <g transform={`scale(${s})`}>
      <circle cx={-6} cy={0} r={6} fill="none" stroke="#00838f" stroke-width={3} />
      <path d="M0 0 H13 M9 0 V6 M13 0 V5" stroke="#00838f" stroke-width={3} fill="none" />
    </g>
  );
}

const RELIC_FILL: Record<RelicKind, string> = { Fire: '#e65100', Water: '#1565c0', Wind: '#b0bec5' };
const RELIC_LETTERS: Record<RelicKind, string> = { Fire: 'sc-letter-fire', Water: 'sc-letter-water', Wind: 'sc-letter-wind' };

export function RelicIcon({ kind }: { kind: RelicKind }) {
  return (
    <g>
      <polygon points="0,-13 11,0 0,13 -11,0" fill={RELIC_FILL[kind]} stroke="#212121" stroke-width={1.5} />
      <text y={4} class="sc-letter" text-anchor="middle" fill={kind === 'Wind' ? '#000' : '#fff'}>
        {t(RELIC_LETTERS[kind])}
      </text>
    </g>
  );
}

/** A count badge in a square's corner (tokens left in a stack). */
export function Badge({ n }: { n: number }) {
  return (
    <g transform="translate(10,-10)">
      <circle r={6} fill="#fff" stroke="#212121" />
      <text y={3.5} class="sc-badge" text-anchor="middle">
        {n}
      </text>
    </g>
  );
}

export function EnemyIcon({ enemy }: { enemy: EnemyView }) {
  switch (enemy.kind) {
    case 'CarnivorousPlant':
      return (
        <g>
          <g transform={`rotate(${facingDegrees(enemy.facing)})`}>
            <polygon points="0,-16 6,-8 -6,-8" fill="#b71c1c" />
          </g>
          <circle r={9} fill="#c8e6c9" stroke="#b71c1c" stroke-width={2.5} />
          <text y={4} class="sc-letter" text-anchor="middle" fill="#b71c1c">
            P
          </text>
        </g>
      );
    case 'Mimic':
      return (
        <g>
          <rect x={-11} y={-9} width={22} height={18} rx={3} fill="#ffcdd2" stroke="#b71c1c" stroke-width={2.5} />
          <path d="M-8 7 l3 -3 l3 3 l3 -3 l3 3 l3 -3" stroke="#b71c1c" fill="none" stroke-width={1.5} />
          <text y={1} class="sc-letter" text-anchor="middle" fill="#b71c1c">
            Mi
          </text>
          {enemy.holds_stolen && (
            <circle cx={10} cy={-9} r={4} fill="#f2c230" stroke="#3e2723">
              <title>{t('sc-holds-stolen')}</title>
            </circle>
          )}
        </g>
      );
    case 'DarkKnight':
      return (
        <g>
          <path d="M-11 -11 H11 V2 Q11 10 0 14 Q-11 10 -11 2 Z" fill="#263238" stroke="#b71c1c" stroke-width={2.5} />
          <text y={3} class="sc-letter" text-anchor="middle" fill="#fff">
            {t('sc-letter-dark-knight')}
          </text>
        </g>
      );
  }
}

export function ItemIcon({ item }: { item: Item }) {
  switch (item) {
    case 'GreenGem':
      return (
        <g>
          <polygon points="0,-6 5,0 0,6 -5,0" fill="#43a047" stroke="#1b5e20" />
          <text x={8} y={4} class="sc-tiny">{t('sc-letter-green-gem')}</text>
        </g>
      );
    case 'BlueGem':
      return (
        <g>
          <polygon points="0,-6 5,0 0,6 -5,0" fill="#1e88e5" stroke="#0d47a1" />
          <text x={8} y={4} class="sc-tiny">{t('sc-letter-blue-gem')}</text>
        </g>
      );
    case 'Bomb':
      return (
        <g>
          <circle r={5} fill="#212121" />
          <path d="M3 -4 l3 -3" stroke="#ff6f00" stroke-width={2} />
        </g>
      );
    case 'SmallKey':
      return <KeyIcon big={false} />;
  }
}

export function CharacterIcon({ character, passedOut, me, small }: { character: Character; passedOut: boolean; me: boolean; small?: boolean }) {
  const r = small ? 9 : 12.5;
  return (
    <g class="sc-character">
      {me && <circle r={r + 3.5} fill="none" stroke="#000" stroke-width={2} stroke-dasharray="3 2" />}
      <circle
        r={r}
        fill={passedOut ? '#9e9e9e' : CHARACTER_COLOUR[character]}
        stroke="#fff"
        stroke-width={2.5}
        transform={passedOut ? 'scale(1.25,0.8)' : undefined}
      />
      <text y={small ? 4 : 5.5} class={small ? 'sc-letter' : 'sc-char-letter'} text-anchor="middle" fill="#fff">
        {CHARACTER_LETTER[character]}
      </text>
      {passedOut && (
        <text x={8} y={-8} class="sc-tag" fill="#000">
          zz
        </text>
      )}
    </g>
  );
}

/** A die face as a small picture with its name under it. */
export function DieFace({ face, size = 34 }: { face: Face; size?: number }) {
  const label = faceName(face);
  return (
    <span class="sc-die" title={label}>
      <svg viewBox="-16 -16 32 32" width={size} height={size} aria-hidden="true">
        <rect x={-15} y={-15} width={30} height={30} rx={5} fill="#fffdf5" stroke="#333" stroke-width={1.5} />
        {face === 'Shield' && <path d="M-8 -9 H8 V-1 Q8 7 0 11 Q-8 7 -8 -1 Z" fill="#546e7a" />}
        {face === 'Star' && (
          <polygon points="0,-11 3,-3 11,-3 4.5,2 7,10 0,5 -7,10 -4.5,2 -11,-3 -3,-3" fill="#f9a825" stroke="#8d6e00" />
        )}
        {face === 'Gem' && <polygon points="0,-10 9,-2 0,10 -9,-2" fill="#43a047" stroke="#1b5e20" />}
        {face === 'OneHit' && <path d="M-7 7 L7 -7 M3 -7 H7 V-3" stroke="#c62828" stroke-width={3} fill="none" />}
        {face === 'TwoHits' && (
          <g stroke="#c62828" stroke-width={3} fill="none">
            <path d="M-7 7 L7 -7" />
            <path d="M-7 -7 L7 7" />
          </g>
        )}
      </svg>
      <span class="sc-die-label">{label}</span>
    </span>
  );
}
