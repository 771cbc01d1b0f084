// Super Camelot in words, for what the server does not word itself: the events of the log and the
// prompt come from the server (`lines`, `prompt_line`: the engine's games/super-camelot/src/
// words.rs, which the terminal calls too). Here: the labels of the buttons (`actionLabel`, the
// same sentences as the engine's `words::choice`, checked against web/test/sc-choices.fixture.ts),
// what the others are waiting for, and names for tooltips, in the same coordinates (`L10`). The
// sentences are the catalogue's (web/locales/<lang>/super-camelot.ftl); names of Items, Enemies,
// treasures and Characters are messages of their own, each with the forms the sentences need.
import { hasMessage, t, tAttr } from '../../i18n';
import { TREASURE_GEMS } from '../../protocol';
import type {
  Action,
  Circle,
  EnemyKind,
  Face,
  Item,
  Object as ScObject,
  Prompt,
  PublicEvent,
  RelicKind,
  SpecialKind,
  Square,
  StarUse,
  Treasure,
  View,
} from '../../protocol';
import { arcSquares, arcWords, bombBlock, bombRange, circleName, isCircle, placeName, placeSquare, slotOf, stepDirection } from './geometry';
import { characterName } from './characters';

export { characterName };

/** A Fluent id's tail from a protocol name: `GreenGem` → `green-gem`. */
function kebab(name: string): string {
  return name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();
}

/** An Item's name: "Green Gem". */
export function itemName(i: Item): string {
  return t(`sc-item-${kebab(i)}`);
}

/** An Item with its indefinite article: "a Green Gem". */
export function anItem(i: Item): string {
  return tAttr(`sc-item-${kebab(i)}`, 'a');
}

/** A Small Treasure's name: "Power Gauntlet". */
export function treasureName(tr: Treasure): string {
  return t(`sc-treasure-${kebab(tr)}`);
}

/** A Small Treasure with its definite article: "the Magnet". */
export function theTreasure(tr: Treasure): string {
  return tAttr(`sc-treasure-${kebab(tr)}`, 'the');
}

/** What a Small Treasure does (how-to-play). */
export function treasureEffect(tr: Treasure): string {
  return tAttr(`sc-treasure-${kebab(tr)}`, 'effect');
}

/** An Enemy's name: "Dark Knight". */
export function enemyName(kind: EnemyKind): string {
  return t(`sc-enemy-${kebab(kind)}`);
}

/** An Enemy (or, with null, one the page cannot name) in one of its forms: "the Dark Knight". */
function enemyForm(kind: EnemyKind | null, form: 'the' | 'a' | 'killed'): string {
  return tAttr(kind ? `sc-enemy-${kebab(kind)}` : 'sc-enemy', form);
}

/** `a Dark Knight`. */
export function anEnemy(kind: EnemyKind): string {
  return enemyForm(kind, 'a');
}

const FACE_ID: Record<Face, string> = {
  TwoHits: 'sc-face-two-hits',
  OneHit: 'sc-face-one-hit',
  Star: 'sc-face-star',
  Gem: 'sc-face-gem',
  Shield: 'sc-face-shield',
  Blank: 'sc-face-blank',
};

/** A die face's name: "2 Hits", "Blank". */
export function faceName(f: Face): string {
  return t(FACE_ID[f]);
}

/** Dice in words: `2 Hits, Blank, Star`. */
export function diceWords(faces: Face[]): string {
  return faces.map(faceName).join(', ');
}

export function starUseName(u: StarUse): string {
  return u === 'Gem' ? t('sc-star-as-gem') : faceName(u);
}

function specialId(kind: SpecialKind): string {
  return kind === 'BigKey' ? 'sc-big-key' : `sc-relic-${kebab(kind.Relic)}`;
}

/** `the Big Key`, `the Water Relic`. */
export function specialName(kind: SpecialKind): string {
  return tAttr(specialId(kind), 'the');
}

/** A Relic's kind in a list of Relics: "Fire". */
/**
 * A Map Tile's printed name in the reader's language, by its id ("Quiet Glade", "Clairière
 * paisible" for U01), as the engine words it in the log; a tile the catalogue does not know keeps
 * the name the server gives.
 */
export function tileName(tile: { id: string; name: string }): string {
  const id = `sc-tile-${tile.id.toLowerCase()}`;
  return hasMessage(id) ? t(id) : tile.name;
}

export function relicName(kind: RelicKind): string {
  return t(`sc-relic-${kebab(kind)}`);
}

export function objectName(o: ScObject): string {
  if (o === 'Bush') return t('sc-bush');
  if (o === 'Rock') return t('sc-rock');
  if ('SmallChest' in o) return t(o.SmallChest.open ? 'sc-small-chest-open' : 'sc-small-chest');
  if ('BigChest' in o) return t(o.BigChest.open ? 'sc-big-chest-open' : 'sc-big-chest');
  return t('sc-stack-left', { stack: tAttr(specialId(o.Special.kind), 'stack'), count: o.Special.count });
}

/** A seat's player's name, or "Seat 2" for one the page does not know. */
export function nameOf(names: readonly string[], seat: number): string {
  return names[seat] ?? t('sc-seat', { seat: seat + 1 });
}

// --- What a choice puts at stake. The engine says the same sentences (games/super-camelot/src/
// words.rs: `choice`); web/test/sc-choices.fixture.ts holds the cases both check.

/** `A`, `A and B`, `A, B and C`. */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return t('sc-list-and', { head: parts.slice(0, -1).join(', '), last: parts[parts.length - 1] ?? '' });
}

/** `the Dark Knight at E16 (2 Hits to kill)`, or null when no Enemy stands there. */
export function enemyWithHealth(view: View, sq: Square): string | null {
  const e = view.squares.find((s) => s.square === sq)?.enemy;
  return e ? t('sc-enemy-health', { enemy: enemyForm(e.kind, 'the'), square: sq, health: e.health }) : null;
}

function healthAt(view: View, sq: Square): number {
  return view.squares.find((s) => s.square === sq)?.enemy?.health ?? 0;
}

/** What a sword arc or a Bomb's block holds: Enemies with their health, then Bushes. */
function struck(view: View, squares: readonly Square[]): string[] {
  const out = squares.flatMap((q) => {
    const e = enemyWithHealth(view, q);
    return e ? [e] : [];
  });
  for (const q of squares) {
    if (view.squares.find((s) => s.square === q)?.object === 'Bush') out.push(t('sc-bush-at', { square: q }));
  }
  return out;
}

/** What stepping onto `to` does besides moving there. */
function stepEffects(view: View, seat: number, to: Square): string[] {
  const out: string[] = [];
  const slot = slotOf(to);
  const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
  if (!tile) out.push(t('sc-effect-explores'));
  else if (!tile.populated) out.push(t('sc-effect-wakes'));
  const cell = view.squares.find((s) => s.square === to);
  if (cell) {
    const gauntlet = view.players[seat]?.treasures.some((t) => t.treasure === 'PowerGauntlet' && t.state === 'FaceUp');
    if (cell.object === 'Rock' && gauntlet) out.push(t('sc-effect-breaks-rock'));
    if (cell.items.length > 0) out.push(t('sc-effect-picks-up', { items: listed(cell.items.map(anItem)) }));
  }
  return out;
}

function withEffects(label: string, effects: readonly string[]): string {
  return effects.length > 0 ? t('sc-with-effects', { label, effects: listed(effects) }) : label;
}

/** What someone else is being asked, for the others: "choose a treasure to lose". */
export function waitingWords(p: Prompt): string {
  return t(`sc-wait-${p.type.replace(/_/g, '-')}`);
}

/** What a map square holds, in words (for labels and tooltips). */
export function squareContents(view: View, sq: Square): string {
  const cell = view.squares.find((s) => s.square === sq);
  if (!cell) return '';
  const parts: string[] = [];
  if (cell.enemy) {
    const a = anEnemy(cell.enemy.kind);
    parts.push(cell.enemy.kind === 'CarnivorousPlant' ? t('sc-plant-facing', { plant: a, dir: cell.enemy.facing }) : a);
  }
  if (cell.object) parts.push(objectName(cell.object));
  for (const i of cell.items) parts.push(anItem(i));
  return parts.join(', ');
}

function enemyAt(view: View, sq: Square): EnemyKind | null {
  return view.squares.find((s) => s.square === sq)?.enemy?.kind ?? null;
}

/** What the last change said lay at a square (a Bush cut or an Enemy killed there), for draw prompts. */
function killedAt(view: View, events: readonly PublicEvent[], sq: Square): string {
  for (const e of events) {
    if (e.type === 'enemy_killed' && e.square === sq) return enemyForm(e.kind, 'killed');
    if (e.type === 'bush_cut' && e.square === sq) return t('sc-bush-cut');
  }
  return view.pending?.prompt.type === 'choose_litter' ? t('sc-bush-cut') : enemyForm(null, 'killed');
}

export interface ActionContext {
  view: View;
  names: readonly string[];
  /** Public events of the attack being resolved (to name what stood on a square). */
  events?: readonly PublicEvent[];
}

/** Whether the deciding seat swings the Greatsword (a face-up one). */
export function hasGreatsword(view: View, seat: number): boolean {
  return view.players[seat]?.treasures.some((t) => t.treasure === 'Greatsword' && t.state === 'FaceUp') ?? false;
}

/**
 * An action as a button's words, in the imperative: "End turn", "Attack north-east with the
 * sword (L9 M9 M10)", "Throw a Bomb at the block from L10 to N12", "Reroll the Blank die".
 */
export function actionLabel(action: Action, ctx: ActionContext): string {
  const { view, names } = ctx;
  const seat = view.pending?.seat ?? view.active;
  const me = view.players[seat];
  const here = placeSquare(me?.place);
  switch (action.type) {
    case 'place_on_circle':
      return t('sc-act-place', { circle: circleName(action.circle) });
    case 'move':
      return t(view.pending?.prompt.type === 'speed_potion' ? 'sc-act-move-potion' : 'sc-act-move');
    case 'step': {
      const to = action.to;
      if (isCircle(to)) return t('sc-act-step-circle', { circle: circleName(to) });
      const effects = stepEffects(view, seat, to);
      const from = me?.place;
      if (from && isCircle(from)) return withEffects(t('sc-act-step-off', { circle: circleName(from), square: to }), effects);
      const dir = here ? stepDirection(here, to) : null;
      return withEffects(dir ? t('sc-act-step-dir', { dir, square: to }) : t('sc-act-step', { square: to }), effects);
    }
    case 'stop_moving': {
      const p = view.pending?.prompt;
      const left = p?.type === 'continue_move' ? p.squares_left : 0;
      return left > 0 ? t('sc-act-stop-left', { count: left }) : t('sc-act-stop');
    }
    case 'undo_step': {
      const now = me?.place;
      const back = view.step_back;
      return now && back ? t('sc-act-undo-step', { square: placeName(now), back: placeName(back) }) : t('sc-act-undo-step-plain');
    }
    case 'attack': {
      const great = hasGreatsword(view, seat);
      const squares = here ? arcSquares(here, action.arc, great) : [];
      return withEffects(t(great ? 'sc-act-attack-great' : 'sc-act-attack', { dir: arcWords(action.arc) }), struck(view, squares));
    }
    case 'bomb': {
      const block = bombBlock(action.corner);
      const hit = struck(view, block);
      for (const p of view.players) {
        if (p.passed_out || p.resigned) continue;
        const at = placeSquare(p.place);
        if (at && block.includes(at)) hit.push(p.seat === seat ? t('sc-you') : nameOf(names, p.seat));
      }
      const range = bombRange(action.corner);
      return hit.length > 0 ? t('sc-act-bomb-hits', { range, hits: listed(hit) }) : t('sc-act-bomb', { range });
    }
    case 'bow':
      return t('sc-act-bow', {
        target: enemyWithHealth(view, action.target) ?? t('sc-enemy-at', { enemy: enemyForm(null, 'the'), square: action.target }),
      });
    case 'open_chest': {
      const o = view.squares.find((s) => s.square === action.chest)?.object;
      const big = o !== undefined && o !== null && typeof o === 'object' && 'BigChest' in o;
      return t(big ? 'sc-act-open-big' : 'sc-act-open-small', { square: action.chest });
    }
    case 'pick_up': {
      const o = view.squares.find((s) => s.square === action.stack)?.object;
      const what = o && typeof o === 'object' && 'Special' in o ? specialName(o.Special.kind) : t('sc-special-item');
      return t('sc-act-pick-up', { what, square: action.stack });
    }
    case 'claim_grail':
      return t('sc-act-grail');
    case 'dig':
      return t('sc-act-dig');
    case 'end_turn': {
      const p = view.pending?.prompt;
      return p?.type === 'take_action' && p.actions_left > 0 ? t('sc-act-end-left', { count: p.actions_left }) : t('sc-act-end');
    }
    case 'reroll': {
      const p = view.pending?.prompt;
      const dice = p?.type === 'reroll' ? p.dice : (view.attack_dice ?? []);
      const face = dice[action.die];
      if (!face) return t('sc-act-reroll-die', { die: action.die + 1 });
      const twin = dice.filter((f) => f === face).length > 1;
      return twin ? t('sc-act-reroll-twin', { face: faceName(face), die: action.die + 1 }) : t('sc-act-reroll', { face: faceName(face) });
    }
    case 'keep_roll':
      return t('sc-act-keep');
    case 'convert_star': {
      const a = view.attack;
      const add = { OneHit: 1, TwoHits: 2, Gem: 0 }[action.into];
      const hits = (a?.hits ?? 0) + add;
      const gems = (a?.gems ?? 0) + (action.into === 'Gem' ? 1 : 0);
      const targets = a?.targets ?? [];
      let text = t('sc-act-star', { use: starUseName(action.into) });
      if (!a) return text;
      text = t('sc-star-hits', { label: text, count: hits });
      const killable = targets.filter((q) => healthAt(view, q) <= hits);
      if (killable.length > 0) {
        const who = killable.map((q) => t('sc-enemy-at', { enemy: enemyForm(enemyAt(view, q), 'the'), square: q }));
        text = t('sc-star-enough', { label: text, targets: listed(who) });
      } else if (targets.length > 0) {
        text = t('sc-star-not-enough', { label: text, targets: listed(targets.flatMap((q) => enemyWithHealth(view, q) ?? [])) });
      }
      if (action.into === 'Gem') text = t('sc-star-gems', { label: text, count: gems });
      return text;
    }
    case 'kill': {
      const who = t('sc-enemy-at', { enemy: enemyForm(enemyAt(view, action.target), 'the'), square: action.target });
      const p = view.pending?.prompt;
      return p?.type === 'assign_hits'
        ? t('sc-act-kill-hits', { who, health: healthAt(view, action.target), hits: p.hits_left })
        : t('sc-act-kill', { who });
    }
    case 'draw_for': {
      const square = action.square;
      if (view.pending?.prompt.type === 'choose_litter') return t('sc-act-litter', { square });
      const killed = view.attack?.killed.find(([q]) => q === square);
      const what = killed ? enemyForm(killed[1], 'killed') : killedAt(view, ctx.events ?? [], square);
      return t('sc-act-loot', { what, square });
    }
    case 'decline_speed_potion':
      return t('sc-act-decline-potion');
    case 'activate':
      return t('sc-act-activate', { enemy: enemyForm(enemyAt(view, action.enemy), 'the'), square: action.enemy });
    case 'target': {
      const who = view.players[action.seat];
      const name = nameOf(names, action.seat);
      return who ? t('sc-act-target-character', { name, character: characterName(who.character) }) : t('sc-act-target', { name });
    }
    case 'knight_to':
      return t('sc-act-knight-to', { square: action.square });
    case 'surrender': {
      const tr = view.players[seat]?.treasures[action.treasure]?.treasure;
      return tr
        ? t('sc-act-surrender', { treasure: theTreasure(tr), gems: TREASURE_GEMS[tr] })
        : t('sc-act-surrender-unknown', { index: action.treasure + 1 });
    }
  }
}

/** The map square (or circle) an action points at, when it has one. */
export function actionTarget(action: Action): { square: Square } | { circle: Circle } | null {
  switch (action.type) {
    case 'place_on_circle':
      return { circle: action.circle };
    case 'step':
      return isCircle(action.to) ? { circle: action.to } : { square: action.to };
    case 'bomb':
      return { square: action.corner };
    case 'bow':
      return { square: action.target };
    case 'open_chest':
      return { square: action.chest };
    case 'pick_up':
      return { square: action.stack };
    case 'kill':
      return { square: action.target };
    case 'draw_for':
      return { square: action.square };
    case 'activate':
      return { square: action.enemy };
    case 'knight_to':
      return { square: action.square };
    default:
      return null;
  }
}

/**
 * Whether a choice asks for a second tap before it is sent: a Bomb always (it hits a whole block,
 * you too if you stand in it), a Bow shot when it was tapped on the map (its button names the
 * Enemy), and ending the turn while it passes actions that could still be used (`passes`: actions
 * are left and something else could be done). Everything else is sent at once: a step or a walk
 * shows where it goes, and the other map choices answer a question that was just asked.
 */
export function asksFirst(action: Action, fromMap: boolean, passes = false): boolean {
  return action.type === 'bomb' || (fromMap && action.type === 'bow') || (passes && action.type === 'end_turn');
}
