// The forest as text, for the "in words" view beside the map: where your Character stands and on
// which tile, what is next to it on each side, what you may choose now (the buttons' own words),
// your cards and Gems as you may see them, and where the others are. Built from the words the
// rest of the page uses (words.ts, geometry.ts); only the arrangement is new.
import { t } from '../../i18n';
import { TREASURE_GEMS, type PlayerView, type Square, type View } from '../../protocol';
import { CHARACTER_LETTER } from './characters';
import { TILE, CASTLE, atPlace, cellOf, circleName, isCircle, placeSquare, shifted, slotOf } from './geometry';
import { characterName, listed, nameOf, relicName, squareContents, tileName, treasureName, waitingWords } from './words';

export interface ForestWords {
  /** Who and where: "You: Merlin (M), 6/6 Health, at H11 on the tile Old Oak (U01)." */
  you: string | null;
  /** One line a side: "North, H10: a Rock." */
  around: string[];
  /** What can be chosen now, as the buttons say it. */
  choices: string[];
  /** Cards, keys, relics and Gems, as this person may see them. */
  cards: string[];
  /** The other Characters. */
  others: string[];
  /** Whose turn, and whose decision. */
  turn: string;
}

const SIDES: ['north' | 'east' | 'south' | 'west', number, number][] = [
  ['north', -1, 0],
  ['east', 0, 1],
  ['south', 1, 0],
  ['west', 0, -1],
];

function who(names: readonly string[], p: PlayerView): string {
  return t('sc-tv-who', { name: nameOf(names, p.seat), character: characterName(p.character), letter: CHARACTER_LETTER[p.character] });
}

/**
 * What a square next to you holds, in words: the tile's own trees, then what stands there (null:
 * beyond the forest's edge).
 */
export function squareWords(view: View, sq: Square | null, names: readonly string[]): string {
  if (!sq) return t('sc-tv-edge');
  const slot = slotOf(sq);
  const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
  if (!tile) return t('sc-tv-unexplored');
  const parts: string[] = [];
  const { row, col } = cellOf(sq);
  const symbol = tile.rows[row - slot.row * TILE]?.[col - slot.col * TILE];
  if (CASTLE.includes(sq)) parts.push(t('sc-tv-castle'));
  else if (symbol === 'T') parts.push(t('sc-tv-tree'));
  const there = squareContents(view, sq);
  if (there) parts.push(there);
  for (const p of view.players) {
    if (!p.resigned && p.place === sq) parts.push(who(names, p));
  }
  return parts.length > 0 ? listed(parts) : t('sc-tv-open');
}

function cardsOf(p: PlayerView): string[] {
  const relics = (['Fire', 'Water', 'Wind'] as const).filter((_, i) => p.relics[i]);
  const out = [
    p.gems === null
      ? t('sc-tv-gems-hidden')
      : p.gems_to_goal !== null
        ? t('sc-tv-gems-goal', { gems: p.gems, more: p.gems_to_goal })
        : t('sc-tv-gems', { gems: p.gems }),
    t(p.passed_out ? 'sc-tv-health-out' : 'sc-tv-health', { health: p.health }),
    t(p.big_key ? 'sc-tv-keys-big' : 'sc-tv-keys', { keys: p.small_keys, bombs: p.bombs }),
    relics.length > 0 ? t('sc-tv-relics', { relics: listed(relics.map(relicName)) }) : t('sc-tv-relics-none'),
  ];
  const treasures = p.treasures.map((tr) => {
    const treasure = treasureName(tr.treasure);
    if (tr.state === 'FaceUp') return t('sc-tv-treasure-up', { treasure, gems: TREASURE_GEMS[tr.treasure] });
    return t(tr.state === 'Lost' ? 'sc-tv-treasure-lost' : 'sc-tv-treasure-stolen', { treasure });
  });
  out.push(treasures.length > 0 ? t('sc-tv-treasures', { treasures: listed(treasures) }) : t('sc-tv-treasures-none'));
  return out;
}

/** The forest in words for `me` (null: a spectator), with `choices` the labels of what `me` may choose. */
export function forestWords(view: View, names: readonly string[], me: number | null, choices: readonly string[]): ForestWords {
  const mine = me !== null ? view.players[me] : undefined;
  let you: string | null = null;
  const around: string[] = [];
  if (mine) {
    const at = placeSquare(mine.place);
    let where = t('sc-tv-not-placed');
    if (mine.resigned) where = t('sc-tv-resigned-off');
    else if (mine.place && isCircle(mine.place)) where = t('sc-on-circle', { circle: circleName(mine.place) });
    else if (at) {
      const slot = slotOf(at);
      const tile = view.tiles.find((tl) => tl.slot.row === slot.row && tl.slot.col === slot.col);
      where = tile ? t('sc-tv-at-tile', { square: at, tile: tileName(tile), id: tile.id }) : t('sc-at-square', { square: at });
    }
    you = t('sc-tv-you', { character: characterName(mine.character), letter: CHARACTER_LETTER[mine.character], where });
    if (at && !mine.resigned) {
      for (const [side, dr, dc] of SIDES) {
        const sq = shifted(at, dr, dc);
        const what = squareWords(view, sq, names);
        around.push(sq ? t('sc-tv-side', { side, square: sq, what }) : t('sc-tv-side-edge', { side, what }));
      }
    }
  }
  const others = view.players
    .filter((p) => p.seat !== me)
    .map((p) => {
      const where = p.resigned ? t('sc-tv-resigned') : p.place ? atPlace(p.place) : t('sc-tv-not-placed');
      const gems = p.gems !== null ? t('sc-tv-other-gems', { gems: p.gems }) : t('sc-tv-gems-hidden-short');
      return t('sc-tv-other', { who: who(names, p), where, health: p.health, gems });
    });
  let turn: string;
  if (view.outcome) turn = t('sc-tv-over');
  else {
    const active = view.players[view.active];
    turn =
      view.active === me
        ? t('sc-tv-turn-mine', { turn: view.turn, actions: view.actions_left })
        : t('sc-tv-turn-other', {
            turn: view.turn,
            name: nameOf(names, view.active),
            character: active ? characterName(active.character) : '',
            actions: view.actions_left,
          });
    const pending = view.pending;
    if (pending && pending.seat === me) turn += ` ${t('sc-tv-you-are-to', { what: waitingWords(pending.prompt) })}`;
    else if (pending) turn += ` ${t('sc-tv-waiting-for', { name: nameOf(names, pending.seat), what: waitingWords(pending.prompt) })}`;
  }
  return { you, around, choices: [...choices], cards: mine ? cardsOf(mine) : [], others, turn };
}
