import { describe, expect, it } from 'vitest';
import { applyChange } from '../src/change';
import { PatchError } from '../src/patch';
import type { GameView, SquareView } from '../src/protocol';
import { GLADE, player, sq, tile, view } from './helpers';

function bush(name: string): SquareView {
  return { square: sq(name), object: 'Bush', enemy: null, items: [] };
}

/** Seat 0's game view with two tiles laid and a few Bushes on them. */
function game(): GameView {
  return {
    game: 'super_camelot',
    view: view({ tiles: [GLADE, tile(1, 2)], squares: [bush('H8'), bush('K11'), bush('M7')] }),
    events: [],
    lines: [],
    prompt_line: null,
    clock: null,
  };
}

describe('applyChange', () => {
  it('sets the fields, players, squares and tiles it names and leaves the rest', () => {
    const held = game();
    const next = applyChange(held, {
      game: { lines: ['ann steps H8 → H9'], prompt_line: 'Choose an action' },
      view: { actions_left: 2, step_back: null },
      players: [{ seat: 1, health: 4 }],
      cleared: [sq('K11')],
      // Board order: tile by tile (G7–L12 before M7–R12), then row by row within the tile (G9 before G10).
      squares: [bush('L12'), bush('G10'), bush('G9'), { ...bush('H8'), object: 'Rock' }],
      tiles: [tile(0, 3), tile(1, 2, { populated: false })],
    });
    if (next.game !== 'super_camelot') throw new Error('a Super Camelot view');
    expect(next.lines).toEqual(['ann steps H8 → H9']);
    expect(next.prompt_line).toBe('Choose an action');
    expect(next.view.actions_left).toBe(2);
    expect(next.view.players[1]).toEqual(player(1, { health: 4 }));
    expect(next.view.players[0]).toEqual(player(0));
    expect(next.view.squares.map((s) => [s.square, s.object])).toEqual([
      [sq('H8'), 'Rock'],
      [sq('G9'), 'Bush'],
      [sq('G10'), 'Bush'],
      [sq('L12'), 'Bush'],
      [sq('M7'), 'Bush'],
    ]);
    expect(next.view.tiles.map((t) => [t.slot, t.populated])).toEqual([
      [{ row: 0, col: 3 }, true],
      [{ row: 1, col: 1 }, true],
      [{ row: 1, col: 2 }, false],
    ]);
    // The view held is not changed.
    expect(held).toEqual(game());
  });

  it('refuses a change that does not fit the view held', () => {
    expect(() => applyChange(game(), { view: { no_such_field: 1 } })).toThrow(PatchError);
    expect(() => applyChange(game(), { view: { squares: [] } })).toThrow(PatchError);
    expect(() => applyChange(game(), { players: [{ seat: 5, health: 1 }] })).toThrow(PatchError);
    expect(() => applyChange(game(), { cleared: [sq('A1')] })).toThrow(PatchError);
    expect(() => applyChange(null, {})).toThrow(PatchError);
  });
});
