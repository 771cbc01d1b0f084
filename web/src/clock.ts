// Game clocks (PROTOCOL.md, "Computer players, clocks and players who leave"): the server sends
// each seat's time left when the running clock was last started; the client counts the running
// seat's time down by itself from the moment it received that.
import { t } from './i18n';
import type { ClockView } from './protocol';

/** When the view's clock was last set: `elapsed` ms already used then, at `at` (performance.now()). */
export interface ClockBase {
  elapsed: number;
  at: number;
}

/** A monotonic "now" in milliseconds. */
export function monoNow(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * Seat `seat`'s time left in milliseconds at `now` (a performance.now() value): `left_ms[seat]`,
 * less, for the running seat, what was already used when the clock was received and the time since;
 * never below 0.
 */
export function timeLeftMs(clock: ClockView, seat: number, base: ClockBase | null, now: number): number {
  const left = clock.left_ms[seat] ?? 0;
  if (clock.running !== seat) return Math.max(0, left);
  const elapsed = base ? base.elapsed + Math.max(0, now - base.at) : 0;
  return Math.max(0, left - elapsed);
}

const HOUR_SECS = 3_600;
const DAY_SECS = 86_400;

/** Whole seconds left, rounded up (so 0 means the time is out). */
const ceilSecs = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * A time as m:ss under an hour, rounded up to the second (so 0:00 means the time is out); a longer
 * one (a correspondence game's days) in days and hours ("2 d 5 h") or hours and minutes
 * ("5 h 12 m"), rounded up to the minute, a zero second unit left out ("2 d", "5 h").
 */
export function formatClock(ms: number): string {
  const secs = ceilSecs(ms);
  if (secs < HOUR_SECS) {
    const m = Math.floor(secs / 60);
    const s = secs % 60;
    return `${m}:${s.toString().padStart(2, '0')}`;
  }
  const [big, small] = longParts(secs);
  return t(`app-clock-${secs >= DAY_SECS ? 'days' : 'hours'}`, { big, small });
}

/** Days and hours from a day on, else hours and minutes; minutes rounded up. */
function longParts(secs: number): [number, number] {
  const mins = Math.ceil(secs / 60);
  if (secs >= DAY_SECS) {
    // Counted from whole hours down, so a fresh "2 days per move" shows "2 d", not "2 d 1 h".
    const hours = Math.floor(mins / 60);
    return [Math.floor(hours / 24), hours % 24];
  }
  return [Math.floor(mins / 60), mins % 60];
}

/** The same time in words for screen readers: "4 minutes 7 seconds", "2 days 5 hours". */
export function clockWords(ms: number): string {
  const secs = ceilSecs(ms);
  if (secs >= HOUR_SECS) {
    const [big, small] = longParts(secs);
    return t(`app-clock-words-${secs >= DAY_SECS ? 'days' : 'hours'}`, { big, small });
  }
  return t('app-clock-words-minutes', { big: Math.floor(secs / 60), small: secs % 60 });
}

/** An approximate number of seconds, for a prompt's timeout: "90 s" when short, else as formatClock. */
export function formatSecs(secs: number): string {
  return secs < 120 ? t('app-clock-secs', { secs: Math.max(0, Math.round(secs)) }) : formatClock(secs * 1000);
}

/** Whether two clocks differ (an event that changed the clock restarts the local count). */
export function clockChanged(a: ClockView | null | undefined, b: ClockView | null | undefined): boolean {
  if (!a || !b) return (a ?? null) !== (b ?? null);
  if (a.running !== b.running || a.left_ms.length !== b.left_ms.length) return true;
  return a.left_ms.some((x, i) => x !== b.left_ms[i]);
}
