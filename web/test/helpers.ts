// Shared by the game tests (a11y-words, i18n-games, sc-choices, super-camelot): Super Camelot squares
// by name, players and views made whole from the few fields a test cares about, one entered tile,
// and the engine's choices fixture typed as the tests read it. Not a test file itself (vitest runs
// test/**/*.test.ts).
import type { Action, PlayerView, Square, TileView, View } from '../src/protocol';
import { parseSquare } from '../src/games/super-camelot/geometry';
import { FIXTURE as choicesFixture } from './sc-choices.fixture';

/** The square named `name` (L10 is row 9, column 11); throws on a name that is not a square. */
export function sq(name: string): Square {
  const s = parseSquare(name);
  if (!s) throw new Error(`not a square: ${name}`);
  return s;
}

/**
 * A player as seat 0 sees them, at the start: full Health, nothing carried, off the map. Seats 0, 1
 * and 2 are Arthur, Merlin and Kay; seat 0's own Gems show (0, 40 to go), the others' are hidden.
 */
export function player(seat: number, extra: Partial<PlayerView> = {}): PlayerView {
  return {
    seat,
    character: (['Arthur', 'Merlin', 'Kay'] as const)[seat] ?? 'Arthur',
    place: null,
    health: 6,
    passed_out: false,
    resigned: false,
    small_keys: 0,
    bombs: 0,
    big_key: false,
    relics: [false, false, false],
    treasures: [],
    gems: seat === 0 ? 0 : null,
    gems_to_goal: seat === 0 ? 40 : null,
    ...extra,
  };
}

/** Seat 0's view of turn 1 of a three-player game: seat 0 to take one of 3 actions, no tile laid. */
export function view(extra: Partial<View> = {}): View {
  return {
    viewer: { Seat: 0 },
    active: 0,
    turn: 1,
    actions_left: 3,
    pending: { seat: 0, prompt: { type: 'take_action', actions_left: 3 } },
    legal_actions: [],
    step_back: null,
    attack_dice: null,
    attack: null,
    players: [player(0), player(1), player(2)],
    tiles: [],
    squares: [],
    tiles_in_stack: 12,
    supply: { bushes: 0, rocks: 0, plants: 0, mimics: 0, dark_knights: 0, bombs: 0, small_keys: 0 },
    deck_sizes: [15, 10, 10, 14, 4],
    first_player_rolls: [],
    outcome: null,
    revealed: null,
    ...extra,
  };
}

/** A tile laid in slot (`row`, `col`), which covers rows 6·row to 6·row+5 (and the same columns). */
export function tile(row: number, col: number, extra: Partial<TileView> = {}): TileView {
  return { slot: { row, col }, id: 'U01', name: 'Quiet Glade', populated: true, rows: [], ...extra };
}

/** Slot (1, 1), the tile Quiet Glade (U01): it covers G7–L12, with a Tree on its top-left square, G7. */
export const GLADE: TileView = tile(1, 1, { rows: ['T.....', '......', '......', '......', '......', '......'] });

/** One case of sc-choices.fixture.ts: a view the engine made, its prompt and every choice's label. */
export interface ChoiceCase {
  name: string;
  prompt: string;
  choices: { action: Action; label: string }[];
  view: View;
}

/** The engine's Super Camelot situations (games/super-camelot/tests/words.rs writes them). */
export const choiceCases = choicesFixture.cases as unknown as ChoiceCase[];
/** The players' names in those situations, by seat. */
export const choiceNames: string[] = choicesFixture.names;
