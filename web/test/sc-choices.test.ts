// The browser and the terminal say the same sentences for the same situations: the cases in
// sc-choices.fixture.ts are views made by the Rust engine with the terminal's labels for every legal
// action (client-cli/src/replay/words.rs writes the file with ALBION_BLESS=1 and checks it).
import { describe, expect, it } from 'vitest';
import type { Action, View, VisibleEvent } from '../src/protocol';
import { actionLabel, describeEvent, promptText } from '../src/games/super-camelot/words';
import { FIXTURE as fixture } from './sc-choices.fixture';

interface Case {
  name: string;
  prompt: string;
  choices: { action: Action; label: string }[];
  view: View;
}

const cases = fixture.cases as unknown as Case[];

/** An engine event telling what the rules decided by themselves, with the terminal's sentence. */
interface Decided {
  situation: string;
  event: VisibleEvent;
  text: string;
}

const decided = fixture.events as unknown as Decided[];

describe('Super Camelot choices say what is at stake, as the terminal does', () => {
  it('has cases to check', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
  });
  for (const c of cases) {
    it(c.name, () => {
      expect(promptText(c.view, fixture.names)).toBe(c.prompt);
      for (const choice of c.choices) expect(actionLabel(choice.action, { view: c.view, names: fixture.names })).toBe(choice.label);
    });
  }
});

describe('Super Camelot events say what the rules decided and why, as the terminal does', () => {
  it('has events to check', () => {
    expect(new Set(decided.map((d) => d.event.event.type))).toEqual(
      new Set(['stars_counted_as_gems', 'blanks_counted', 'bomb_spared', 'rock_broken', 'item_collected', 'defended']),
    );
  });
  for (const d of decided) {
    it(`${d.situation}: ${d.text}`, () => {
      expect(describeEvent(d.event.event, fixture.names)).toBe(d.text);
    });
  }
});
