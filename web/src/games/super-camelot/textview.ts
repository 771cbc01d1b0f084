// The forest as text, for the "in words" view beside the map: where your Character stands and on
// which tile, what is next to it on each side, what you may choose now (the buttons' own words),
// your cards and Gems as you may see them, and where the others are. Built from the words the
// rest of the page uses (words.ts, geometry.ts); only the arrangement is new.
import { TREASURE_GEMS, type PlayerView, type Square, type View } from '../../protocol';
import { CHARACTER_LETTER } from './characters';
import { FOREST, TILE, CASTLE, placeName, placeSquare, sameSquare, slotOf, squareName } from './geometry';
import { listed, plural, squareContents, treasureName, waitingWords } from './words';

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

const SIDES: [string, number, number][] = [
  ['North', -1, 0],
  ['East', 0, 1],
  ['South', 1, 0],
  ['West', 0, -1],
];

function who(names: readonly string[], p: PlayerView): string {
  return `${names[p.seat] ?? `Seat ${p.seat + 1}`}'s ${p.character} (${CHARACTER_LETTER[p.character]})`;
}

/** What a square next to you holds, in words: the tile's own trees, then what stands there. */
export function squareWords(view: View, sq: Square, names: readonly string[]): string {
  if (sq.row < 0 || sq.col < 0 || sq.row >= FOREST || sq.col >= FOREST) return 'the edge of the forest';
  const slot = slotOf(sq);
  const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
  if (!tile) return 'unexplored forest';
  const parts: string[] = [];
  const symbol = tile.rows[sq.row - slot.row * TILE]?.[sq.col - slot.col * TILE];
  if (CASTLE.some((q) => sameSquare(q, sq))) parts.push('the Castle');
  else if (symbol === 'T') parts.push('a Tree');
  const there = squareContents(view, sq);
  if (there) parts.push(there);
  for (const p of view.players) {
    const at = placeSquare(p.place);
    if (at && !p.resigned && sameSquare(at, sq)) parts.push(who(names, p));
  }
  return parts.length > 0 ? listed(parts) : 'open ground';
}

function cardsOf(p: PlayerView): string[] {
  const relics = (['Fire', 'Water', 'Wind'] as const).filter((_, i) => p.relics[i]);
  const out = [
    p.gems !== null ? `Gems: ${p.gems}${p.gems_to_goal !== null ? ` (${p.gems_to_goal} more to reach 40)` : ''}` : 'Gems: hidden',
    `Health: ${p.health} of 6${p.passed_out ? ', passed out' : ''}`,
    `${plural(p.small_keys, 'Small Key')}, ${plural(p.bombs, 'Bomb')}${p.big_key ? ', the Big Key' : ''}`,
    `Relics: ${relics.length > 0 ? listed(relics) : 'none'}`,
  ];
  const treasures = p.treasures.map(
    (t) =>
      `${treasureName(t.treasure)} (${
        t.state === 'FaceUp' ? `face up, ${TREASURE_GEMS[t.treasure]} Gems` : t.state === 'Lost' ? 'lost for good' : 'stolen by a Mimic'
      })`,
  );
  out.push(`Treasures: ${treasures.length > 0 ? listed(treasures) : 'none'}`);
  return out;
}

/** The forest in words for `me` (null: a spectator), with `choices` the labels of what `me` may choose. */
export function forestWords(view: View, names: readonly string[], me: number | null, choices: readonly string[]): ForestWords {
  const mine = me !== null ? view.players[me] : undefined;
  let you: string | null = null;
  const around: string[] = [];
  if (mine) {
    const at = placeSquare(mine.place);
    let where = 'not on the board yet';
    if (mine.resigned) where = 'resigned, off the board';
    else if (mine.place && 'Circle' in mine.place) where = `on ${placeName(mine.place)}`;
    else if (at) {
      const slot = slotOf(at);
      const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
      where = `at ${squareName(at)}${tile ? ` on the tile ${tile.name} (${tile.id})` : ''}`;
    }
    you = `You: ${mine.character} (${CHARACTER_LETTER[mine.character]}), ${where}.`;
    if (at && !mine.resigned) {
      for (const [side, dr, dc] of SIDES) {
        const sq = { row: at.row + dr, col: at.col + dc };
        const name = sq.row >= 0 && sq.col >= 0 && sq.row < FOREST && sq.col < FOREST ? `, ${squareName(sq)}` : '';
        around.push(`${side}${name}: ${squareWords(view, sq, names)}.`);
      }
    }
  }
  const others = view.players
    .filter((p) => p.seat !== me)
    .map((p) => {
      const at = p.resigned ? 'resigned' : p.place ? `at ${placeName(p.place)}` : 'not on the board yet';
      return `${who(names, p)}: ${at}, ${p.health} of 6 Health, ${p.gems !== null ? `${p.gems} Gems` : 'Gems hidden'}.`;
    });
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  let turn: string;
  if (view.outcome) turn = 'The game is over.';
  else {
    const active = view.players[view.active];
    turn = `Turn ${view.turn}: ${view.active === me ? 'your turn' : `${name(view.active)} (${active?.character ?? ''}) to play`}, ${plural(view.actions_left, 'action')} left.`;
    const pending = view.pending;
    if (pending && pending.seat === me) turn += ` You are to ${waitingWords(pending.prompt)}.`;
    else if (pending) turn += ` Waiting for ${name(pending.seat)} to ${waitingWords(pending.prompt)}.`;
  }
  return { you, around, choices: [...choices], cards: mine ? cardsOf(mine) : [], others, turn };
}
