// What the live regions and "the board in words" say (games/camelot/words.ts,
// games/super-camelot/textview.ts).
import { describe, expect, it } from 'vitest';
import type { View } from '../src/protocol';
import { START, parsePosition } from '../src/games/camelot/model';
import { boardWords, moveWords, pickWords, sideWords, turnWords } from '../src/games/camelot/words';
import { forestWords, squareWords } from '../src/games/super-camelot/textview';
import { GLADE, player, sq, view as scView } from './helpers';

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
  it('a move being picked: where the piece may land next', () => {
    expect(pickWords({ kind: 'partial', route: ['G6'], next: ['E8', 'G8', 'I8'] })).toBe('Piece on G6 picked: it can move to E8, G8 or I8.');
    expect(pickWords({ kind: 'partial', route: ['G7', 'E9'], next: ['G9'] })).toBe('On E9: keep going, to G9.');
    expect(pickWords({ kind: 'choice', route: ['E6', 'C8'], move: 'E6-C8', next: ['A10', 'C10'] })).toBe(
      'E6-C8 can be played: pick C8 again to play it, or keep going, to A10 or C10.',
    );
    expect(pickWords({ kind: 'play', route: ['E6', 'E7'], move: 'E6-E7' })).toBeNull();
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

describe('the Super Camelot forest in words', () => {
  // ann (Arthur) on G8 below the Glade's Tree, bob (Merlin) east of her, a Rock south of her.
  const view: View = scView({
    turn: 4,
    actions_left: 2,
    pending: { seat: 0, prompt: { type: 'take_action', actions_left: 2 } },
    players: [
      player(0, {
        place: sq('G8'),
        small_keys: 1,
        relics: [true, false, false],
        treasures: [{ treasure: 'Magnet', state: 'FaceUp' }],
        gems: 7,
        gems_to_goal: 33,
      }),
      player(1, { place: sq('H8'), health: 4 }),
    ],
    tiles: [GLADE],
    squares: [{ square: sq('G9'), object: 'Rock', enemy: null, items: [] }],
  });
  const names = ['ann', 'bob'];
  it('what each side of you holds', () => {
    const w = forestWords(view, names, 0, ['Move', 'End turn (2 Actions unused)']);
    expect(w.you).toBe('You: Arthur (A), at G8 on the tile Quiet Glade (U01).');
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
    expect(squareWords(view, null, names)).toBe('the edge of the forest');
    expect(squareWords(view, sq('J10'), names)).toBe('open ground');
  });
});
