import { describe, expect, it } from 'vitest';
import type { Action, PublicEvent, View, VisibleEvent } from '../src/protocol';
import type { SeenEvent } from '../src/session';
import { CHARACTERS, CHARACTER_LETTER } from '../src/games/super-camelot/characters';
import {
  arcSquares,
  bombBlock,
  bombRange,
  cellOf,
  circleCentre,
  circleSquares,
  isCircle,
  parseSquare,
  placeSquare,
  shifted,
  slotName,
  slotOf,
  squareAt,
  stepDirection,
  walkPaths,
  walkable,
} from '../src/games/super-camelot/geometry';
import { visibleBounds } from '../src/games/super-camelot/Forest';
import { extendLog, firstRollLines, linesOf, liveStart, logLines } from '../src/games/super-camelot/log';
import { actionLabel, actionTarget, asksFirst, diceWords, waitingWords } from '../src/games/super-camelot/words';
import { player, sq, tile, view } from './helpers';

const names = ['ann', 'bob', 'cy'];

describe('coordinates', () => {
  it('name squares as the terminal does: column letter, row from 1', () => {
    expect(squareAt(9, 11)).toBe('L10');
    expect(squareAt(0, 0)).toBe('A1');
    expect(squareAt(23, 23)).toBe('X24');
    expect(cellOf('L10')).toEqual({ row: 9, col: 11 });
    expect(cellOf('A1')).toEqual({ row: 0, col: 0 });
    expect(cellOf('X24')).toEqual({ row: 23, col: 23 });
    expect(parseSquare('L10')).toBe('L10');
    expect(parseSquare('x24')).toBe('X24');
    expect(parseSquare(' g7 ')).toBe('G7');
    expect(parseSquare('Y1')).toBeNull();
    expect(parseSquare('A25')).toBeNull();
    expect(parseSquare('A0')).toBeNull();
    expect(parseSquare('A01')).toBeNull();
  });

  it('know where the forest ends', () => {
    expect(squareAt(-1, 0)).toBeNull();
    expect(squareAt(0, -1)).toBeNull();
    expect(squareAt(24, 0)).toBeNull();
    expect(squareAt(0, 24)).toBeNull();
    expect(shifted(sq('L10'), -1, 2)).toBe('N9');
    expect(shifted(sq('A1'), -1, 0)).toBeNull();
    expect(shifted(sq('X24'), 0, 1)).toBeNull();
  });

  it('tell a circle from a square where a Character stands', () => {
    expect(isCircle('North')).toBe(true);
    expect(isCircle('West')).toBe(true);
    expect(isCircle(sq('L10'))).toBe(false);
    expect(placeSquare(sq('L10'))).toBe('L10');
    expect(placeSquare('South')).toBeNull();
    expect(placeSquare(null)).toBeNull();
  });

  it('name tile slots by the squares they cover', () => {
    expect(slotName({ row: 0, col: 2 })).toBe('M1–R6');
    expect(slotName({ row: 1, col: 1 })).toBe('G7–L12');
    expect(slotOf(sq('L10'))).toEqual({ row: 1, col: 1 });
    expect(slotOf(sq('M13'))).toEqual({ row: 2, col: 2 });
  });

  it('put the circles between the squares the rules list', () => {
    expect(circleSquares('North')).toEqual(['L10', 'M10', 'L11', 'M11']);
    expect(circleSquares('East')).toEqual(['N12', 'N13', 'O12', 'O13']);
    expect(circleSquares('South')).toEqual(['L14', 'M14', 'L15', 'M15']);
    expect(circleSquares('West')).toEqual(['J12', 'J13', 'K12', 'K13']);
    // The corner point between the four squares, in square units.
    expect(circleCentre('North')).toEqual({ x: 12, y: 10 });
    expect(circleCentre('East')).toEqual({ x: 14, y: 12 });
    expect(circleCentre('South')).toEqual({ x: 12, y: 14 });
    expect(circleCentre('West')).toEqual({ x: 10, y: 12 });
  });

  it('cover a sword arc on the attacker’s tile only', () => {
    // The how-to-play example: J10 attacks north-east: J9, K9, K10.
    expect(arcSquares(sq('J10'), 'NorthEast')).toEqual(['J9', 'K9', 'K10']);
    expect(arcSquares(sq('J10'), 'SouthWest')).toEqual(['J11', 'I11', 'I10']);
    // The Greatsword: five squares (NW, N, NE, E, SE for north-east).
    expect(arcSquares(sq('J10'), 'NorthEast', true)).toEqual(['I9', 'J9', 'K9', 'K10', 'K11']);
    // On a tile's west edge (G is the first column of the tile G–L): nothing west of it.
    expect(arcSquares(sq('G8'), 'NorthWest')).toEqual(['G7']);
    expect(arcSquares(sq('A1'), 'NorthWest')).toEqual([]);
  });

  it('name a Bomb block by its corners', () => {
    expect(bombRange(sq('L10'))).toBe('L10 to N12');
    expect(bombBlock(sq('I8'))).toEqual(['I8', 'J8', 'K8', 'I9', 'J9', 'K9', 'I10', 'J10', 'K10']);
  });

  it('tell step directions', () => {
    expect(stepDirection(sq('L10'), sq('L9'))).toBe('north');
    expect(stepDirection(sq('L10'), sq('M10'))).toBe('east');
    expect(stepDirection(sq('L10'), sq('L11'))).toBe('south');
    expect(stepDirection(sq('L10'), sq('K10'))).toBe('west');
    expect(stepDirection(sq('L10'), sq('M11'))).toBeNull();
  });
});

describe('the drawn part of the map', () => {
  const unpopulated = (row: number, col: number) => tile(row, col, { populated: false });
  const middle = view({ tiles: [unpopulated(1, 1), unpopulated(1, 2), unpopulated(2, 1), unpopulated(2, 2)] });

  it('is the placed tiles and one square around', () => {
    // G7–R18, with F6–S19 around it.
    expect(visibleBounds(middle, [], true)).toEqual({ r0: 5, c0: 5, r1: 19, c1: 19 });
  });

  it('grows to what can be chosen and where Characters stand', () => {
    // A step into the unexplored slot above (L6 is row 5): one more row of margin.
    expect(visibleBounds(middle, ['L6'], true)).toEqual({ r0: 4, c0: 5, r1: 19, c1: 19 });
    expect(visibleBounds(middle, ['circle:North'], true)).toEqual({ r0: 5, c0: 5, r1: 19, c1: 19 });
    const far = view({ tiles: middle.tiles, players: [player(0, { place: sq('A1') })] });
    expect(visibleBounds(far, [], true)).toEqual({ r0: 0, c0: 0, r1: 19, c1: 19 });
  });

  it('is the whole forest when asked', () => {
    expect(visibleBounds(middle, [], false)).toEqual({ r0: 0, c0: 0, r1: 24, c1: 24 });
  });
});

describe('Characters', () => {
  it('lists all six with a blurb and a distinct letter', () => {
    expect(CHARACTERS.map((c) => c.name)).toEqual(['Arthur', 'Gwenivere', 'Lancelot', 'Percival', 'Kay', 'Merlin']);
    for (const c of CHARACTERS) expect(c.blurb.length).toBeGreaterThan(20);
    expect(new Set(Object.values(CHARACTER_LETTER)).size).toBe(6);
  });
});

// Events and prompts in words are the server's (the engine's words): sc-words.test.ts checks that
// the log shows them as they came, for every kind of event.
describe('dice and waiting in words', () => {
  it('says dice and what the others wait for in words', () => {
    expect(diceWords(['Shield', 'Star', 'Gem', 'TwoHits', 'OneHit', 'Blank'])).toBe('Shield, Star, Gem, 2 Hits, 1 Hit, Blank');
    expect(waitingWords({ type: 'choose_stolen_treasure', mimic: sq('L10') })).toBe('choose the Small Treasure the Mimic steals');
  });
});

describe('action labels', () => {
  const glade = [tile(1, 1)];
  const base = view({
    tiles: glade,
    players: [
      player(0, { place: sq('J10'), treasures: [{ treasure: 'HuntingBow', state: 'FaceUp' }, { treasure: 'Magnet', state: 'FaceUp' }] }),
      player(1, { place: 'North' }),
      player(2),
    ],
    squares: [
      { square: sq('J9'), object: null, enemy: { kind: 'DarkKnight', facing: 'S', holds_stolen: false, health: 2 }, items: [] },
      { square: sq('J11'), object: { SmallChest: { open: false } }, enemy: null, items: [] },
      { square: sq('K10'), object: { Special: { kind: { Relic: 'Water' }, count: 2 } }, enemy: null, items: [] },
    ],
  });
  const label = (a: Action, v: View = base) => actionLabel(a, { view: v, names });

  it('names the simple actions', () => {
    expect(label({ type: 'end_turn' })).toBe('End turn (3 Actions unused)');
    expect(label({ type: 'move' })).toBe('Move');
    expect(label({ type: 'claim_grail' })).toBe('Claim the Holy Grail');
    expect(label({ type: 'dig' })).toBe('Dig with the Shovel (draws a Small Loot card)');
    expect(label({ type: 'keep_roll' })).toBe('Keep the roll');
    expect(label({ type: 'decline_speed_potion' })).toBe('Decline the Speed Potion');
    expect(label({ type: 'place_on_circle', circle: 'West' })).toBe('Stand on the West circle');
    expect(label({ type: 'convert_star', into: 'OneHit' })).toBe('Count the Star as 1 Hit');
    expect(label({ type: 'convert_star', into: 'Gem' })).toBe('Count the Star as a Gem');
  });

  it('names squares, directions and what stands there', () => {
    expect(label({ type: 'attack', arc: 'NorthEast' })).toBe('Attack north-east with the sword: the Dark Knight at J9 (2 Hits to kill)');
    expect(label({ type: 'bomb', corner: sq('L10') })).toBe('Throw a Bomb at the block from L10 to N12');
    expect(label({ type: 'step', to: sq('J9') })).toBe('Step north to J9');
    expect(label({ type: 'step', to: sq('K10') })).toBe('Step east to K10');
    expect(label({ type: 'step', to: 'West' })).toBe('Step onto the West circle');
    expect(label({ type: 'bow', target: sq('J9') })).toBe('Shoot the Hunting Bow at the Dark Knight at J9 (2 Hits to kill)');
    expect(label({ type: 'kill', target: sq('J9') })).toBe('Kill the Dark Knight at J9');
    expect(label({ type: 'open_chest', chest: sq('J11') })).toBe('Open the Small Chest at J11 (uses a Small Key)');
    expect(label({ type: 'pick_up', stack: sq('K10') })).toBe('Pick up the Water Relic at K10');
    expect(label({ type: 'activate', enemy: sq('J9') })).toBe('Activate the Dark Knight at J9 next');
    expect(label({ type: 'knight_to', square: sq('J8') })).toBe('Stop the Dark Knight at J8');
    expect(label({ type: 'target', seat: 1 })).toBe('Send the Enemy against bob (Merlin)');
    expect(label({ type: 'surrender', treasure: 1 })).toBe('Give up the Magnet (worth 7 Gems)');
  });

  it('names a step off a circle and the Greatsword arc', () => {
    const onCircle = view({ pending: { seat: 1, prompt: { type: 'continue_move', squares_left: 3, must_enter: null } }, active: 1, players: base.players, tiles: glade });
    expect(label({ type: 'step', to: sq('L11') }, onCircle)).toBe('Step off the North circle to L11');
    expect(label({ type: 'stop_moving' }, onCircle)).toBe('Stop moving (3 squares unused)');
    const great = view({
      players: [player(0, { place: sq('J10'), treasures: [{ treasure: 'Greatsword', state: 'FaceUp' }] })],
    });
    expect(label({ type: 'attack', arc: 'SouthEast' }, great)).toBe('Attack south-east with the Greatsword');
    const bushes = view({
      players: great.players,
      squares: [
        { square: sq('K11'), object: 'Bush', enemy: null, items: [] },
        { square: sq('I11'), object: null, enemy: { kind: 'Mimic', facing: 'N', holds_stolen: false, health: 1 }, items: [] },
      ],
    });
    expect(label({ type: 'attack', arc: 'SouthEast' }, bushes)).toBe('Attack south-east with the Greatsword: the Mimic at I11 (1 Hit to kill) and the Bush at K11');
  });

  it('names the die to reroll by its face', () => {
    const reroll = view({ pending: { seat: 0, prompt: { type: 'reroll', dice: ['Blank', 'OneHit', 'Blank'] } } });
    expect(label({ type: 'reroll', die: 1 }, reroll)).toBe('Reroll the 1 Hit die');
    expect(label({ type: 'reroll', die: 2 }, reroll)).toBe('Reroll the Blank die (die 3)');
  });

  it('says which card a draw is for', () => {
    const litter = view({ pending: { seat: 0, prompt: { type: 'choose_litter', draws_left: 1 } } });
    expect(actionLabel({ type: 'draw_for', square: sq('K10') }, { view: litter, names, events: [{ type: 'bush_cut', square: sq('K10') }] })).toBe(
      'Draw Litter for the Bush cut at K10',
    );
    const loot = view({ pending: { seat: 0, prompt: { type: 'choose_loot', draws_left: 1 } } });
    expect(
      actionLabel({ type: 'draw_for', square: sq('J9') }, { view: loot, names, events: [{ type: 'enemy_killed', square: sq('J9'), kind: 'Mimic' }] }),
    ).toBe('Draw Loot for the Mimic killed at J9');
  });

  it('finds the map target of an action', () => {
    expect(actionTarget({ type: 'end_turn' })).toBeNull();
    expect(actionTarget({ type: 'place_on_circle', circle: 'South' })).toEqual({ circle: 'South' });
    expect(actionTarget({ type: 'step', to: sq('L10') })).toEqual({ square: sq('L10') });
    expect(actionTarget({ type: 'bomb', corner: sq('A1') })).toEqual({ square: sq('A1') });
  });
});

describe('the log', () => {
  // An event with the server's sentence for it (`lines`: the engine's words).
  type Told = [VisibleEvent, string];
  const ev = (event: PublicEvent, line: string): Told => [event, line];
  const seen = (v: number, told: Told[] | null, kind: SeenEvent['event'] = { kind: 'acted', seat: 0, action: { game: 'super_camelot', action: { type: 'end_turn' } } }): SeenEvent => ({
    v,
    event: kind,
    game:
      told === null
        ? null
        : { game: 'super_camelot', view: view(), events: told.map(([e]) => e), lines: told.map(([, l]) => l), prompt_line: null, clock: null },
  });

  it('turns changes into lines, once each, from the current game only', () => {
    const events: SeenEvent[] = [
      seen(3, [ev({ type: 'turn_started', seat: 0, turn: 9 }, 'Turn 9: ann to play')]),
      seen(4, [], { kind: 'started', game_no: 2 }),
      seen(5, [
        ev({ type: 'turn_started', seat: 0, turn: 1 }, 'Turn 1: ann to play'),
        ev({ type: 'passed_out', seat: 1 }, 'bob passes out! (lies down; on the next turn recovers 1 Health and does nothing else)'),
      ]),
      seen(6, null, { kind: 'presence', seat: 1, connected: false }),
      seen(7, [ev({ type: 'dice_rolled', seat: 0, purpose: 'Attack', faces: ['Star'] }, 'ann rolls Star to attack')]),
    ];
    const log = extendLog({ v: 0, lines: [] }, events, names);
    expect(log.v).toBe(7);
    expect(log.lines.map((l) => l.text)).toEqual([
      'Turn 1: ann to play',
      'bob passes out! (lies down; on the next turn recovers 1 Health and does nothing else)',
      'ann rolls Star to attack',
    ]);
    expect(log.lines.map((l) => l.kind)).toEqual(['turn', 'alert', 'dice']);
    expect(log.lines[2]?.dice).toEqual(['Star']);
    // Nothing new: the same object back.
    expect(extendLog(log, events, names)).toBe(log);
  });

  it('marks private lines', () => {
    const lines = linesOf(2, [{ type: 'wallet_changed', gained: 1, total: 1 }], ['You gain 1 Gem (1 in all; only you see this)']);
    expect(lines).toEqual([{ v: 2, text: 'You gain 1 Gem (1 in all; only you see this)', kind: 'private' }]);
  });

  it('reads the server’s history, then the live events after its sync', () => {
    const start = view({ first_player_rolls: [[['Star'], ['Blank']], [['Gem'], []]] });
    const entry = (seq: number, seat: number) => {
      const [event, line] = ev({ type: 'move_ended', seat }, `${names[seat]} ends the move`);
      return { seq, seat, events: [event], lines: [line] };
    };
    const history = { gameNo: 1, entries: [entry(0, 0), entry(1, 1)], more: false, syncV: 10 };
    const events: SeenEvent[] = [
      // Told by the history already (at or before the sync).
      seen(10, [ev({ type: 'move_ended', seat: 1 }, 'bob ends the move')]),
      seen(11, [ev({ type: 'turn_started', seat: 0, turn: 2 }, 'Turn 2: ann to play')]),
      seen(12, null, { kind: 'bot_took_over', seat: 1, level: 'easy', by: 0 }),
    ];
    const live = extendLog(liveStart(history), events, names);
    expect(logLines(start, history, live, names).map((l) => l.text)).toEqual([
      'ann rolls Star for the first player',
      'bob rolls Blank for the first player',
      'ann rolls Gem for the first player (tie: again)',
      'ann rolled the most Stars (0) and plays first',
      'ann ends the move',
      'bob ends the move',
      'Turn 2: ann to play',
      live.lines[1]?.text,
    ]);
    expect(live.lines).toHaveLength(2);
    expect(live.lines[1]?.kind).toBe('alert');
    // Earlier entries still on the server: the start is not told yet.
    expect(logLines(start, { ...history, more: true }, live, names).map((l) => l.text)[0]).toBe('ann ends the move');
    // No history yet: the start and what the page received itself.
    expect(logLines(start, null, extendLog(liveStart(null), events, names), names)).toHaveLength(4 + 3);
    // Why the first player starts: the most Stars in the last round.
    const rolls = firstRollLines(view({ first_player_rolls: [[['Star', 'Star', 'Gem'], ['Star', 'Blank', 'Blank']]] }), names);
    expect(rolls.at(-1)?.text).toBe('ann rolled the most Stars (2) and plays first');
    // A tie in the only round so far names nobody.
    expect(firstRollLines(view({ first_player_rolls: [[['Star'], ['Star']]] }), names).at(-1)?.text).toBe(
      'bob rolls Star for the first player',
    );
    expect(firstRollLines(view(), names)).toEqual([]);
  });
});

describe('walking to a square several steps away', () => {
  // One entered tile (G7–L12): a Tree at H7, a Rock at G9, bob on H8; ann on G8.
  const rows = ['.T....', '......', '......', '......', '......', '......'];
  const v = view({
    tiles: [tile(1, 1, { rows })],
    squares: [{ square: sq('G9'), object: 'Rock', enemy: null, items: [] }],
    players: [player(0, { place: sq('G8') }), player(1, { place: sq('H8') }), player(2)],
  });

  it('knows what blocks', () => {
    expect(walkable(v, sq('G7'))).toBe(true);
    expect(walkable(v, sq('H7'))).toBe(false); // a Tree
    expect(walkable(v, sq('G9'))).toBe(false); // a Rock
    expect(walkable(v, sq('H8'))).toBe(false); // bob
    expect(walkable(v, sq('F8'))).toBe(false); // no tile there
  });

  it('finds shortest paths from the legal first steps, within the squares left', () => {
    const paths = walkPaths(v, sq('G8'), 3, [sq('G7')]);
    // G7 is a first step, not a walk; H7 is a Tree, so I7 is out of reach within 3.
    expect(paths.has(sq('G7'))).toBe(false);
    expect(paths.size).toBe(0);
    const wider = walkPaths(view({ ...v, squares: [], players: [player(0, { place: sq('G8') })] }), sq('G8'), 3, [sq('G7'), sq('G9'), sq('H8')]);
    expect(wider.get(sq('I8'))).toEqual(['H8', 'I8']);
    expect(wider.get(sq('J8'))).toEqual(['H8', 'I8', 'J8']);
    expect(wider.has(sq('K8'))).toBe(false); // 4 steps
    expect(wider.get(sq('G11'))).toEqual(['G9', 'G10', 'G11']);
  });
});

describe('a choice that cannot be taken back', () => {
  const at = sq('H5');
  it('asks first for a Bomb, wherever it was tapped', () => {
    expect(asksFirst({ type: 'bomb', corner: at }, true)).toBe(true);
    expect(asksFirst({ type: 'bomb', corner: at }, false)).toBe(true);
    // Ending the turn asks only when it passes actions that could still be used.
    expect(asksFirst({ type: 'end_turn' }, false, true)).toBe(true);
    expect(asksFirst({ type: 'end_turn' }, false, false)).toBe(false);
  });
  it('asks first for a Bow shot tapped on the map, not for its button', () => {
    expect(asksFirst({ type: 'bow', target: at }, true)).toBe(true);
    expect(asksFirst({ type: 'bow', target: at }, false)).toBe(false);
  });
  it('sends a step, an attack or the end of a turn at once', () => {
    expect(asksFirst({ type: 'step', to: at }, true)).toBe(false);
    expect(asksFirst({ type: 'attack', arc: 'NorthEast' }, false)).toBe(false);
    expect(asksFirst({ type: 'end_turn' }, false)).toBe(false);
  });
});
