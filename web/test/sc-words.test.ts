// One wording for both clients: the server sends each Super Camelot event's sentence (`lines`, made
// by the engine's games/super-camelot/src/words.rs, which the terminal calls too), and the browser
// shows exactly that sentence. sc-words.fixture.ts is written and checked by the engine's test
// (games/super-camelot/tests/words.rs): every kind of event, live and as a record shows it.
import { describe, expect, it } from 'vitest';
import type { PublicEvent, VisibleEvent } from '../src/protocol';
import { isPrivate, linesOf } from '../src/games/super-camelot/log';
import { FIXTURE as fixture } from './sc-words.fixture';

interface Case {
  event: VisibleEvent;
  /** A game record's private event: the seat that saw it. */
  seen_by?: number;
  line: string;
  situation?: string;
}

const cases = fixture.cases as unknown as Case[];
const live = cases.filter((c) => c.seen_by === undefined);

describe('the log shows the server’s sentence for every event', () => {
  it('has every kind of event to show', () => {
    // The compiler makes this list complete: a new PublicEvent kind must be added here, and the
    // engine's test makes the fixture hold a sample of it.
    const all: Record<PublicEvent['type'], true> = {
      turn_started: true, turn_skipped: true, placed: true, move_started: true, stepped: true, move_ended: true, step_undone: true,
      tile_explored: true, explore_entry_blocked: true, tile_populated: true, tile_depopulated: true,
      item_collected: true, item_dropped: true, supply_empty: true, chest_opened: true, treasure_gained: true,
      big_treasure_drawn: true, gems_gained: true, special_picked_up: true, attack_made: true, dice_rolled: true,
      rerolled: true, star_converted: true, stars_counted_as_gems: true, blanks_counted: true, bomb_spared: true,
      rock_broken: true, bush_cut: true, enemy_killed: true, card_drawn: true,
      deck_reshuffled: true, healed: true, dark_knight_appeared: true, speed_potion_declined: true,
      enemy_activated: true, enemy_moved: true, plant_turned: true, treasure_stolen: true, treasure_recovered: true,
      defended: true, damaged: true, passed_out: true, resigned: true, grail_claimed: true, game_over: true,
    };
    const kinds = new Set(cases.filter((c) => !isPrivate(c.event)).map((c) => c.event.type));
    expect(kinds).toEqual(new Set(Object.keys(all)));
    expect(new Set(cases.filter((c) => isPrivate(c.event)).map((c) => c.event.type))).toEqual(
      new Set(['wallet_changed', 'big_treasure']),
    );
  });

  it('shows each line as it came, one per event, in order', () => {
    const lines = linesOf(7, live.map((c) => c.event), live.map((c) => c.line));
    expect(lines.map((l) => l.text)).toEqual(live.map((c) => c.line));
    expect(lines.every((l) => l.v === 7)).toBe(true);
  });

  for (const c of live) {
    it(`${c.situation ? `${c.situation}: ` : ''}${c.line}`, () => {
      const [line] = linesOf(1, [c.event], [c.line]);
      expect(line?.text).toBe(c.line);
      if (isPrivate(c.event)) expect(line?.kind).toBe('private');
      if (c.event.type === 'dice_rolled') expect(line?.dice).toEqual(c.event.faces);
    });
  }

  it('tells a live private event in the second person, a record’s naming who saw it', () => {
    for (const c of cases.filter((c) => isPrivate(c.event))) {
      if (c.seen_by === undefined) expect(c.line).toMatch(/^(You|Your) .*only you see this\)$/);
      else expect(c.line).toMatch(new RegExp(`^${fixture.names[c.seen_by]}('s)? .*seen by ${fixture.names[c.seen_by]} only\\)$`));
    }
  });
});
