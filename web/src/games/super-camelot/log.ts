// The game log in words: every game event the page received, kept in sessionStorage per lobby
// and game so that a reload keeps what was already seen (the server sends only a fresh view).
import type { Face, View, VisibleEvent } from '../../protocol';
import type { SeenEvent } from '../../session';
import { lobbyEventWords } from '../../util';
import { describeEvent, diceWords } from './words';

export type LineKind = 'turn' | 'alert' | 'private' | 'dice' | 'over' | 'event';

export interface LogLine {
  /** The lobby version of the change that told it. */
  v: number;
  text: string;
  kind: LineKind;
  /** The faces, for a roll (drawn as dice). */
  dice?: Face[];
}

export interface GameLog {
  /** The last lobby version whose events are in `lines`. */
  v: number;
  lines: LogLine[];
}

/** The most lines kept (the oldest go first). */
export const MAX_LINES = 2000;

function kindOf(e: VisibleEvent): LineKind {
  if (e.form === 'private') return 'private';
  switch (e.event.type) {
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

/** One change's events as log lines. */
export function linesOf(v: number, events: readonly VisibleEvent[], names: readonly string[]): LogLine[] {
  return events.map((e) => {
    // What blocked a defence (`defended`'s face) and what the rules decided by themselves are in
    // the events, told by `describeEvent`.
    const line: LogLine = { v, text: describeEvent(e.event, names), kind: kindOf(e) };
    if (e.form === 'public' && e.event.type === 'dice_rolled') line.dice = e.event.faces;
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
      const again = r > 0 ? ' (tie: again)' : '';
      out.push({
        v: 0,
        text: `${names[seat] ?? `Seat ${seat + 1}`} rolls ${diceWords(faces)} for the first player${again}`,
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
      text: `${names[first] ?? `Seat ${first + 1}`} rolled the most Stars (${most}) and plays first`,
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
      lines = lines.concat(linesOf(seen.v, game.events, names));
    }
  }
  if (!changed) return log;
  if (lines.length > MAX_LINES) lines = lines.slice(lines.length - MAX_LINES);
  return { v, lines };
}

/**
 * The log of a page that has just (re)connected: what this tab stored, with the view's last
 * events added when they are newer than what was stored and not already its last lines.
 */
export function startLog(
  stored: GameLog | null,
  view: View,
  lastEvents: readonly VisibleEvent[],
  v: number,
  names: readonly string[],
): GameLog {
  const base: GameLog = stored ?? { v: 0, lines: firstRollLines(view, names) };
  if (v <= base.v || lastEvents.length === 0) return { v: Math.max(base.v, v), lines: base.lines };
  const fresh = linesOf(v, lastEvents, names);
  const tail = base.lines.slice(-fresh.length).map((l) => l.text);
  const already = tail.length === fresh.length && tail.every((t, i) => t === fresh[i]?.text);
  return { v, lines: already ? base.lines : base.lines.concat(fresh) };
}

export function storageKey(code: string, gameNo: number): string {
  return `albion.sc-log.${code}.${gameNo}`;
}

export function loadLog(code: string, gameNo: number): GameLog | null {
  try {
    const raw = sessionStorage.getItem(storageKey(code, gameNo));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as GameLog;
    return typeof parsed.v === 'number' && Array.isArray(parsed.lines) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveLog(code: string, gameNo: number, log: GameLog): void {
  try {
    sessionStorage.setItem(storageKey(code, gameNo), JSON.stringify(log));
  } catch {
    // Storage full or disabled: the log simply does not survive a reload.
  }
}
