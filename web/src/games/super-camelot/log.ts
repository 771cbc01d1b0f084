// The game log in words: the game's history the server sends after every sync (PROTOCOL.md
// `history`, the same on every device and for a spectator who arrives late), then the live events
// the page received since that sync. Each event's sentence is the server's (`lines`, from the
// engine's words: the terminal says the same); this file only sorts and styles them.
import type { Face, PrivateEvent, View, VisibleEvent } from '../../protocol';
import type { GameHistory, SeenEvent } from '../../session';
import { lobbyEventWords } from '../../util';
import { t } from '../../i18n';
import { diceWords, nameOf } from './words';

export type LineKind = 'turn' | 'alert' | 'private' | 'dice' | 'over' | 'event';

export interface LogLine {
  /** The lobby version of the change that told it. */
  v: number;
  text: string;
  kind: LineKind;
  /** The faces, for a roll (drawn as dice). */
  dice?: Face[];
}

/** The live part of the log: lines told by the events received after a sync. */
export interface GameLog {
  /** The last lobby version whose events are in `lines`. */
  v: number;
  lines: LogLine[];
}

/** The types of the events only their owner is ever sent (the compiler keeps the list whole). */
const PRIVATE: Record<PrivateEvent['type'], true> = { wallet_changed: true, big_treasure: true };

/** Whether an event is private (sent to its owner only): its `type` alone says so. */
export function isPrivate(e: VisibleEvent): e is PrivateEvent {
  return Object.hasOwn(PRIVATE, e.type);
}

function kindOf(e: VisibleEvent): LineKind {
  if (isPrivate(e)) return 'private';
  switch (e.type) {
    case 'turn_started':
      return 'turn';
    case 'passed_out':
    case 'turn_skipped':
    case 'resigned':
    case 'treasure_stolen':
    case 'healed':
    case 'damaged':
      return 'alert';
    case 'dice_rolled':
      return 'dice';
    case 'game_over':
    case 'grail_claimed':
      return 'over';
    default:
      return 'event';
  }
}

/** One change's events as log lines, each with the server's sentence for it (`lines[i]`). */
export function linesOf(v: number, events: readonly VisibleEvent[], lines: readonly string[]): LogLine[] {
  return events.map((e, i) => {
    const line: LogLine = { v, text: lines[i] ?? '', kind: kindOf(e) };
    if (e.type === 'dice_rolled') line.dice = e.faces;
    return line;
  });
}

/** The first-player rolls of the start, which come in the view rather than as events. */
export function firstRollLines(view: View, names: readonly string[]): LogLine[] {
  const out: LogLine[] = [];
  const rounds = view.first_player_rolls;
  rounds.forEach((round, r) => {
    round.forEach((faces, seat) => {
      if (faces.length === 0) return;
      out.push({
        v: 0,
        text: t(r > 0 ? 'sc-first-roll-again' : 'sc-first-roll', { name: nameOf(names, seat), dice: diceWords(faces) }),
        kind: 'dice',
        dice: faces,
      });
    });
  });
  // The last round has one seat with the most Stars (a tie rolls again): it plays first.
  const last = rounds[rounds.length - 1] ?? [];
  const stars = last.map((faces) => (faces.length === 0 ? -1 : faces.filter((f) => f === 'Star').length));
  const most = Math.max(-1, ...stars);
  const first = stars.indexOf(most);
  if (most >= 0 && stars.filter((s) => s === most).length === 1) {
    out.push({
      v: 0,
      text: t('sc-first-player', { name: nameOf(names, first), count: most }),
      kind: 'event',
    });
  }
  return out;
}

/**
 * The events of the current game among those the session kept: after the last `started` (a
 * rematch starts a new log), only Super Camelot views.
 */
export function currentGameEvents(events: readonly SeenEvent[]): SeenEvent[] {
  let from = 0;
  events.forEach((e, i) => {
    if (e.event.kind === 'started') from = i;
  });
  return events.slice(from);
}

/** Adds what the session received since `log.v`. */
export function extendLog(log: GameLog, events: readonly SeenEvent[], names: readonly string[]): GameLog {
  let { v, lines } = log;
  let changed = false;
  for (const seen of currentGameEvents(events)) {
    if (seen.v <= v) continue;
    v = seen.v;
    changed = true;
    const game = seen.game;
    // Computer players, clocks and players who leave: lobby events told in words.
    const words = lobbyEventWords(seen.event, names);
    if (words) lines = lines.concat([{ v: seen.v, text: words, kind: 'alert' }]);
    if (game && game.game === 'super_camelot') {
      // A resignation of one seat among several carries the engine's own `resigned` event.
      lines = lines.concat(linesOf(seen.v, game.events, game.lines));
    }
  }
  if (!changed) return log;
  return { v, lines };
}

/**
 * Where the live part of the log starts: after the sync the history follows, or (no history of
 * this game yet, or a rematch started since) at the current game's `started`.
 */
export function liveStart(history: GameHistory | null): GameLog {
  return { v: history?.syncV ?? 0, lines: [] };
}

/**
 * The whole log: the first-player rolls (when the history reaches the start of the game), each
 * history entry's events, then the live lines. `history` must be the current game's (or null:
 * then the page shows what it received itself).
 */
export function logLines(view: View, history: GameHistory | null, live: GameLog, names: readonly string[]): LogLine[] {
  const start = history?.more ? [] : firstRollLines(view, names);
  const told = history ? history.entries.flatMap((e) => linesOf(history.syncV, e.events, e.lines)) : [];
  return start.concat(told, live.lines);
}
