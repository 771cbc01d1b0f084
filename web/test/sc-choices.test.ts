// The browser's buttons say what the engine says: the cases in sc-choices.fixture.ts are views made
// by the Rust engine with the label of every legal action from its `words::choice` (the terminal
// shows those; games/super-camelot/tests/words.rs writes the file with ALBION_BLESS=1 and checks
// it). The prompt above the buttons is the server's own `prompt_line`, from the same engine.
import { describe, expect, it } from 'vitest';
import { actionLabel } from '../src/games/super-camelot/words';
import { choiceCases as cases, choiceNames } from './helpers';

describe('Super Camelot choices say what is at stake, as the engine does', () => {
  it('has cases to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
  });
  for (const c of cases) {
    it(c.name, () => {
      for (const choice of c.choices) expect(actionLabel(choice.action, { view: c.view, names: choiceNames })).toBe(choice.label);
    });
  }
});
