// What the live regions and "the board in words" say (games/camelot/words.ts,
// games/super-camelot/textview.ts).
import { describe, expect, it } from 'vitest';
import type { PlayerView, View } from '../src/protocol';
import { START, parsePosition } from '../src/games/camelot/model';
import { boardWords, moveWords, sideWords, turnWords } from '../src/games/camelot/words';
import { forestWords, squareWords } from '../src/games/super-camelot/textview';

describe('Camelot said aloud', () => {
  const names = ['ann', 'bob'];
  it('a move with its number, its mover and what it took', () => {
    expect(moveWords(names, 0, 'E6-C8', [])).toBe('ann (White) played 1. E6-C8.');
    expect(moveWords(names, 3, 'D11xD9', [{ square: 'D10', piece: { color: 'white', role: 'man' } }])).toBe(
      'bob (Black) played 2... D11xD9, capturing the white man on D10.',
    );
    expect(
      moveWords(names, 4, 'E8xC10xC12', [
        { square: 'D9', piece: { color: 'black', role: 'knight' } },
        { square: 'C11', piece: undefined },
      ]),
    ).toBe('ann (White) played 3. E8xC10xC12, capturing the black knight on D9 and the piece on C11.');
  });
  it('whose turn, yours or not', () => {
    expect(turnWords(names, 1, true)).toBe('Your move, bob (Black).');
    expect(turnWords(names, 0, false)).toBe('ann (White) to move.');
  });
  it('the start position in words, rank by rank', () => {
    const p = parsePosition(START);
    expect(sideWords(p, 'white')).toBe('Knights C6, J6, D7, I7; Men D6, E6, F6, G6, H6, I6, E7, F7, G7, H7');
    expect(sideWords(p, 'black')).toBe('Knights D10, I10, C11, J11; Men E10, F10, G10, H10, D11, E11, F11, G11, H11, I11');
    expect(boardWords(p, names, null, 'ann (White) to move')).toEqual([
      'ann (White): Knights C6, J6, D7, I7; Men D6, E6, F6, G6, H6, I6, E7, F7, G7, H7.',
      'bob (Black): Knights D10, I10, C11, J11; Men E10, F10, G10, H10, D11, E11, F11, G11, H11, I11.',
      'Castle moves used (at most 2 each): White 0, Black 0.',
      'No move played yet.',
      'ann (White) to move',
    ]);
  });
  it('a side with one kind of piece, or none', () => {
    const p = parsePosition('2/8/10/12/12/12/12/12/12/12/5N6/12/12/10/8/2 b 1 0 0 30');
    expect(sideWords(p, 'white')).toBe('Knight F6; no men');
    expect(sideWords(p, 'black')).toBe('no pieces left');
    expect(boardWords(p, ['a', 'b'], 'F5-F6', '')[2]).toBe('Castle moves used (at most 2 each): White 1, Black 0.');
  });
});

function player(seat: number, extra: Partial<PlayerView> = {}): PlayerView {
  return {
    seat,
    character: seat === 0 ? 'Arthur' : 'Merlin',
    place: null,
    health: 6,
    passed_out: false,
    resigned: false,
    small_keys: 0,
    bombs: 0,
    big_key: false,
    relics: [false, false, false],
    treasures: [],
    gems: seat === 0 ? 7 : null,
    gems_to_goal: seat === 0 ? 33 : null,
    ...extra,
  };
}

describe('the Super Camelot forest in words', () => {
  // Tile slot (1, 1) covers rows 6-11 and columns 6-11 (G7-L12); a Tree at its top-left corner.
  const tile = { slot: { row: 1, col: 1 }, id: 'U01', name: 'Glade', populated: true, rows: ['T.....', '......', '......', '......', '......', '......'] };
  const view: View = {
    viewer: { Seat: 0 },
    active: 0,
    turn: 4,
    actions_left: 2,
    pending: { seat: 0, prompt: { type: 'take_action', actions_left: 2 } },
    legal_actions: [],
    attack_dice: null,
    attack: null,
    players: [
      player(0, { place: { Square: { row: 7, col: 6 } }, small_keys: 1, relics: [true, false, false], treasures: [{ treasure: 'Magnet', state: 'FaceUp' }] }),
      player(1, { place: { Square: { row: 7, col: 7 } }, health: 4 }),
    ],
    tiles: [tile],
    squares: [{ square: { row: 8, col: 6 }, object: 'Rock', enemy: null, items: [] }],
    tiles_in_stack: 12,
    supply: { bushes: 0, rocks: 0, plants: 0, mimics: 0, dark_knights: 0, bombs: 0, small_keys: 0 },
    deck_sizes: [15, 10, 10, 14, 4],
    first_player_rolls: [],
    outcome: null,
    revealed: null,
  } as View;
  const names = ['ann', 'bob'];
  it('what each side of you holds', () => {
    const w = forestWords(view, names, 0, ['Move', 'End turn (2 Actions unused)']);
    expect(w.you).toBe('You: Arthur (A), at G8 on the tile Glade (U01).');
    expect(w.around).toEqual([
      'North, G7: a Tree.',
      "East, H8: bob's Merlin (M).",
      'South, G9: a Rock.',
      'West, F8: unexplored forest.',
    ]);
    expect(w.choices).toEqual(['Move', 'End turn (2 Actions unused)']);
    expect(w.turn).toBe('Turn 4: your turn, 2 actions left. You are to choose an action.');
  });
  it('your cards as you see them, the others with their Gems hidden', () => {
    const w = forestWords(view, names, 0, []);
    expect(w.cards).toEqual([
      'Gems: 7 (33 more to reach 40)',
      'Health: 6 of 6',
      '1 Small Key, 0 Bombs',
      'Relics: Fire',
      'Treasures: Magnet (face up, 7 Gems)',
    ]);
    expect(w.others).toEqual(["bob's Merlin (M): at H8, 4 of 6 Health, Gems hidden."]);
  });
  it('a spectator has no square or cards, and is told whose decision it is', () => {
    const w = forestWords(view, names, null, []);
    expect(w.you).toBeNull();
    expect(w.cards).toEqual([]);
    expect(w.turn).toBe('Turn 4: ann (Arthur) to play, 2 actions left. Waiting for ann to choose an action.');
  });
  it('the forest edge and open ground', () => {
    expect(squareWords(view, { row: -1, col: 3 }, names)).toBe('the edge of the forest');
    expect(squareWords(view, { row: 9, col: 9 }, names)).toBe('open ground');
  });
});
