// Super Camelot in words, for what the server does not word itself: the events of the log and the
// prompt come from the server (`lines`, `prompt_line`: the engine's games/super-camelot/src/
// words.rs, which the terminal calls too). Here: the labels of the buttons (`actionLabel`, the
// same sentences as the engine's `words::choice`, checked against web/test/sc-choices.fixture.ts),
// what the others are waiting for, and names for tooltips, in the same coordinates (`L10`).
import { TREASURE_GEMS } from '../../protocol';
import type { Action, Circle, EnemyKind, Face, Item, Object as ScObject, Prompt, PublicEvent, SpecialKind, StarUse, Treasure, View } from '../../protocol';
import {
  arcSquares,
  arcWords,
  bombBlock,
  bombRange,
  circleName,
  facingWords,
  placeSquare,
  sameSquare,
  slotOf,
  squareName,
  stepDirection,
} from './geometry';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `GreenGem` → `Green Gem`. */
function spaced(name: string): string {
  return name.replace(/(?<=[a-z])(?=[A-Z])/g, ' ');
}

export function itemName(i: Item): string {
  return spaced(i);
}

export function treasureName(t: Treasure): string {
  return spaced(t);
}

/** What each Small Treasure does (how-to-play). */
export const TREASURE_EFFECT: Record<Treasure, string> = {
  HuntingBow: 'once per turn, for free: attack one Enemy anywhere on your tile',
  Shovel: 'the Dig Action: draw a Small Loot card',
  RacingBoots: 'every Move goes 1 square further',
  Greatsword: 'your sword arc is 5 squares',
  RoyalShield: 'defend with 2 dice',
  Magnet: 'on your turn you collect every Item on your tile at once',
  PowerGauntlet: 'walk through Rocks',
};

export function enemyName(kind: EnemyKind): string {
  return spaced(kind);
}

/** `a Dark Knight`. */
export function anEnemy(kind: EnemyKind): string {
  return `a ${enemyName(kind)}`;
}

export function faceName(f: Face): string {
  switch (f) {
    case 'TwoHits':
      return '2 Hits';
    case 'OneHit':
      return '1 Hit';
    default:
      return f;
  }
}

/** Dice in words: `2 Hits, Blank, Star`. */
export function diceWords(faces: Face[]): string {
  return faces.map(faceName).join(', ');
}

export function starUseName(u: StarUse): string {
  return u === 'Gem' ? 'a Gem' : faceName(u);
}

export function specialName(kind: SpecialKind): string {
  return kind === 'BigKey' ? 'the Big Key' : `the ${kind.Relic} Relic`;
}

export function objectName(o: ScObject): string {
  if (o === 'Bush') return 'a Bush';
  if (o === 'Rock') return 'a Rock';
  if ('SmallChest' in o) return o.SmallChest.open ? 'an open Small Chest' : 'a Small Chest';
  if ('BigChest' in o) return o.BigChest.open ? 'the open Big Chest' : 'the Big Chest';
  const kind = o.Special.kind;
  const what = kind === 'BigKey' ? 'the Big Key stack' : `the ${kind.Relic} Relic stack`;
  return `${what} (${o.Special.count} left)`;
}

function nameOf(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

// --- What a choice puts at stake. The engine says the same sentences (games/super-camelot/src/
// words.rs: `choice`); web/test/sc-choices.fixture.ts holds the cases both check.

/** `A`, `A and B`, `A, B and C`. */
export function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** `the Dark Knight at E16 (2 Hits to kill)`, or null when no Enemy stands there. */
export function enemyWithHealth(view: View, sq: { row: number; col: number }): string | null {
  const e = view.squares.find((s) => sameSquare(s.square, sq))?.enemy;
  return e ? `the ${enemyName(e.kind)} at ${squareName(sq)} (${plural(e.health, 'Hit')} to kill)` : null;
}

function healthAt(view: View, sq: { row: number; col: number }): number {
  return view.squares.find((s) => sameSquare(s.square, sq))?.enemy?.health ?? 0;
}

/** What a sword arc or a Bomb's block holds: Enemies with their health, then Bushes. */
function struck(view: View, squares: readonly { row: number; col: number }[]): string[] {
  const out = squares.flatMap((q) => {
    const e = enemyWithHealth(view, q);
    return e ? [e] : [];
  });
  for (const q of squares) {
    if (view.squares.find((s) => sameSquare(s.square, q))?.object === 'Bush') out.push(`the Bush at ${squareName(q)}`);
  }
  return out;
}

/** What stepping onto `to` does besides moving there. */
function stepEffects(view: View, seat: number, to: { row: number; col: number }): string[] {
  const out: string[] = [];
  const slot = slotOf(to);
  const tile = view.tiles.find((t) => t.slot.row === slot.row && t.slot.col === slot.col);
  if (!tile) out.push('explores a new tile');
  else if (!tile.populated) out.push('wakes the tile up');
  const cell = view.squares.find((s) => sameSquare(s.square, to));
  if (cell) {
    const gauntlet = view.players[seat]?.treasures.some((t) => t.treasure === 'PowerGauntlet' && t.state === 'FaceUp');
    if (cell.object === 'Rock' && gauntlet) out.push('breaks the Rock (Power Gauntlet)');
    if (cell.items.length > 0) out.push(`picks up ${listed(cell.items.map((i) => `a ${itemName(i)}`))}`);
  }
  return out;
}

function withEffects(label: string, effects: readonly string[]): string {
  return effects.length > 0 ? `${label}: ${listed(effects)}` : label;
}

/** What someone else is being asked, for the others: "choose a treasure to lose". */
export function waitingWords(p: Prompt): string {
  switch (p.type) {
    case 'place_character':
      return 'choose a starting circle';
    case 'take_action':
      return 'choose an action';
    case 'continue_move':
      return 'go on moving';
    case 'reroll':
      return 'decide on a reroll';
    case 'convert_star':
      return 'count a Star';
    case 'assign_hits':
      return 'choose the Enemy to kill';
    case 'choose_litter':
      return 'choose the Bush that drops Litter';
    case 'choose_loot':
      return 'choose the Enemy that drops Loot';
    case 'speed_potion':
      return 'take or decline the Speed Potion';
    case 'choose_enemy':
      return 'choose the Enemy that acts next';
    case 'choose_target':
      return 'choose whom the Enemy attacks';
    case 'choose_knight_square':
      return 'choose where the Dark Knight stops';
    case 'choose_stolen_treasure':
      return 'choose the Small Treasure the Mimic steals';
  }
}

/** What a map square holds, in words (for labels and tooltips). */
export function squareContents(view: View, sq: { row: number; col: number }): string {
  const cell = view.squares.find((s) => sameSquare(s.square, sq));
  if (!cell) return '';
  const parts: string[] = [];
  if (cell.enemy) parts.push(anEnemy(cell.enemy.kind) + (cell.enemy.kind === 'CarnivorousPlant' ? ` facing ${facingWords(cell.enemy.facing)}` : ''));
  if (cell.object) parts.push(objectName(cell.object));
  for (const i of cell.items) parts.push(`a ${itemName(i)}`);
  return parts.join(', ');
}

function enemyAt(view: View, sq: { row: number; col: number }): EnemyKind | null {
  return view.squares.find((s) => sameSquare(s.square, sq))?.enemy?.kind ?? null;
}

/** What the last change said lay at a square (a Bush cut or an Enemy killed there), for draw prompts. */
function killedAt(view: View, events: readonly PublicEvent[], sq: { row: number; col: number }): string {
  for (const e of events) {
    if (e.type === 'enemy_killed' && sameSquare(e.square, sq)) return `the ${enemyName(e.kind)} killed`;
    if (e.type === 'bush_cut' && sameSquare(e.square, sq)) return 'the Bush cut';
  }
  return view.pending?.prompt.type === 'choose_litter' ? 'the Bush cut' : 'the Enemy killed';
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
      return `Stand on ${circleName(action.circle)}`;
    case 'move':
      return view.pending?.prompt.type === 'speed_potion' ? "Take the Speed Potion's free Move" : 'Move';
    case 'step': {
      const to = action.to;
      if ('Circle' in to) return `Step onto ${circleName(to.Circle)}`;
      const effects = stepEffects(view, seat, to.Square);
      const from = me?.place;
      if (from && 'Circle' in from) return withEffects(`Step off ${circleName(from.Circle)} to ${squareName(to.Square)}`, effects);
      const dir = here ? stepDirection(here, to.Square) : null;
      return withEffects(dir ? `Step ${dir} to ${squareName(to.Square)}` : `Step to ${squareName(to.Square)}`, effects);
    }
    case 'stop_moving': {
      const p = view.pending?.prompt;
      const left = p?.type === 'continue_move' ? p.squares_left : 0;
      return left > 0 ? `Stop moving (${plural(left, 'square')} unused)` : 'Stop moving';
    }
    case 'attack': {
      const great = hasGreatsword(view, seat);
      const squares = here ? arcSquares(here, action.arc, great) : [];
      const weapon = great ? 'the Greatsword' : 'the sword';
      return withEffects(`Attack ${arcWords(action.arc)} with ${weapon}`, struck(view, squares));
    }
    case 'bomb': {
      const block = bombBlock(action.corner);
      const hit = struck(view, block);
      for (const p of view.players) {
        if (p.passed_out || p.resigned) continue;
        const at = placeSquare(p.place);
        if (at && block.some((q) => sameSquare(q, at))) hit.push(p.seat === seat ? 'you' : nameOf(names, p.seat));
      }
      const label = `Throw a Bomb at the block from ${bombRange(action.corner)}`;
      return hit.length > 0 ? `${label}: hits ${listed(hit)}` : label;
    }
    case 'bow':
      return `Shoot the Hunting Bow at ${enemyWithHealth(view, action.target) ?? `the Enemy at ${squareName(action.target)}`}`;
    case 'open_chest': {
      const o = view.squares.find((s) => sameSquare(s.square, action.chest))?.object;
      const big = o !== undefined && o !== null && typeof o === 'object' && 'BigChest' in o;
      return big ? `Open the Big Chest at ${squareName(action.chest)} (uses the Big Key)` : `Open the Small Chest at ${squareName(action.chest)} (uses a Small Key)`;
    }
    case 'pick_up': {
      const o = view.squares.find((s) => sameSquare(s.square, action.stack))?.object;
      const what = o && typeof o === 'object' && 'Special' in o ? specialName(o.Special.kind) : 'a Special Item';
      return `Pick up ${what} at ${squareName(action.stack)}`;
    }
    case 'claim_grail':
      return 'Claim the Holy Grail';
    case 'dig':
      return 'Dig with the Shovel (draws a Small Loot card)';
    case 'end_turn': {
      const p = view.pending?.prompt;
      return p?.type === 'take_action' && p.actions_left > 0 ? `End turn (${plural(p.actions_left, 'Action')} unused)` : 'End turn';
    }
    case 'reroll': {
      const p = view.pending?.prompt;
      const dice = p?.type === 'reroll' ? p.dice : (view.attack_dice ?? []);
      const face = dice[action.die];
      if (!face) return `Reroll die ${action.die + 1}`;
      const twin = dice.filter((f) => f === face).length > 1;
      return `Reroll the ${faceName(face)} die${twin ? ` (die ${action.die + 1})` : ''}`;
    }
    case 'keep_roll':
      return 'Keep the roll';
    case 'convert_star': {
      const a = view.attack;
      const add = { OneHit: 1, TwoHits: 2, Gem: 0 }[action.into];
      const hits = (a?.hits ?? 0) + add;
      const gems = (a?.gems ?? 0) + (action.into === 'Gem' ? 1 : 0);
      const targets = a?.targets ?? [];
      let text = `Count the Star as ${starUseName(action.into)}`;
      if (!a) return text;
      text += `: ${plural(hits, 'Hit')}`;
      const killable = targets.filter((q) => healthAt(view, q) <= hits);
      if (killable.length > 0) {
        text += `, enough for ${listed(killable.map((q) => { const k = enemyAt(view, q); return k ? `the ${enemyName(k)} at ${squareName(q)}` : `the Enemy at ${squareName(q)}`; }))}`;
      } else if (targets.length > 0) {
        text += `, not enough for ${listed(targets.flatMap((q) => enemyWithHealth(view, q) ?? []))}`;
      }
      if (action.into === 'Gem') text += `; ${plural(gems, 'Gem')}`;
      return text;
    }
    case 'kill': {
      const kind = enemyAt(view, action.target);
      const who = `the ${kind ? enemyName(kind) : 'Enemy'} at ${squareName(action.target)}`;
      const p = view.pending?.prompt;
      return p?.type === 'assign_hits' ? `Kill ${who} (${healthAt(view, action.target)} of ${plural(p.hits_left, 'Hit')})` : `Kill ${who}`;
    }
    case 'draw_for': {
      if (view.pending?.prompt.type === 'choose_litter') return `Draw Litter for the Bush cut at ${squareName(action.square)}`;
      const killed = view.attack?.killed.find(([q]) => sameSquare(q, action.square));
      const what = killed ? `the ${enemyName(killed[1])} killed` : killedAt(view, ctx.events ?? [], action.square);
      return `Draw Loot for ${what} at ${squareName(action.square)}`;
    }
    case 'decline_speed_potion':
      return 'Decline the Speed Potion';
    case 'activate': {
      const kind = enemyAt(view, action.enemy);
      return `Activate the ${kind ? enemyName(kind) : 'Enemy'} at ${squareName(action.enemy)} next`;
    }
    case 'target': {
      const who = view.players[action.seat];
      return `Send the Enemy against ${nameOf(names, action.seat)}${who ? ` (${who.character})` : ''}`;
    }
    case 'knight_to':
      return `Stop the Dark Knight at ${squareName(action.square)}`;
    case 'surrender': {
      const t = view.players[seat]?.treasures[action.treasure]?.treasure;
      return t ? `Give up the ${treasureName(t)} (worth ${plural(TREASURE_GEMS[t], 'Gem')})` : `Give up Small Treasure ${action.treasure + 1}`;
    }
  }
}

/** The map square (or circle) an action points at, when it has one. */
export function actionTarget(action: Action): { square: { row: number; col: number } } | { circle: Circle } | null {
  switch (action.type) {
    case 'place_on_circle':
      return { circle: action.circle };
    case 'step':
      return 'Circle' in action.to ? { circle: action.to.Circle } : { square: action.to.Square };
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
