import { describe, expect, it } from 'vitest';
import type { GameView } from '../src/protocol';
import { offerState } from '../src/games/camelot/Offers';
import { applyEvent } from '../src/update';

const START = '2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1';

function view(extra: Partial<Extract<GameView, { game: 'camelot' }>> = {}): GameView {
  return {
    game: 'camelot',
    position: START,
    ruleset: 'standard',
    turn: 'white',
    to_move: 0,
    last_move: null,
    captured: [],
    ply: 0,
    moves: [],
    clock: null,
    ...extra,
  };
}

describe('a Camelot move and the offers (RULES.md C16)', () => {
  it('cancels the waiting offer and lets its mover offer again, writing the fields as the server does', () => {
    const held = view({ offer: { by: 1, offer: 'draw' }, offered: [0, 1] });
    const next = applyEvent(held, { kind: 'acted', seat: 0, action: { game: 'camelot', move: 'F7-F8' } }, null);
    expect(next).not.toHaveProperty('offer');
    expect(next).toMatchObject({ offered: [1], ply: 1, to_move: 1 });
    const after = applyEvent(next, { kind: 'acted', seat: 1, action: { game: 'camelot', move: 'G10-G9' } }, null);
    expect(after).not.toHaveProperty('offered');
    expect(after).not.toHaveProperty('offer');
  });
});

describe('offerState', () => {
  it('offers a takeback only with a move of ones own to take back', () => {
    expect(offerState(0, { to_move: 0, ply: 0 })).toEqual({ kind: 'none', canDraw: true, canTakeback: false, why: null });
    expect(offerState(0, { to_move: 1, ply: 1 })).toMatchObject({ canTakeback: true });
    expect(offerState(1, { to_move: 1, ply: 1 })).toMatchObject({ canTakeback: false });
    expect(offerState(1, { to_move: 0, ply: 2 })).toMatchObject({ canTakeback: true });
  });

  it('makes a seat wait for its next move after an offer', () => {
    expect(offerState(0, { to_move: 1, ply: 3, offered: [0] })).toMatchObject({ canDraw: false, canTakeback: false });
    expect(offerState(1, { to_move: 1, ply: 3, offered: [0] })).toMatchObject({ canDraw: true });
  });

  it('tells the offerer from the one who answers, and how far a takeback goes', () => {
    const offer = { by: 0, offer: 'takeback' } as const;
    expect(offerState(0, { to_move: 1, ply: 3, offer })).toEqual({ kind: 'mine', offer: 'takeback' });
    expect(offerState(1, { to_move: 1, ply: 3, offer })).toEqual({ kind: 'theirs', offer: 'takeback', plies: 1 });
    expect(offerState(1, { to_move: 0, ply: 4, offer })).toEqual({ kind: 'theirs', offer: 'takeback', plies: 2 });
  });
});
