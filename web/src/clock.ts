// Game clocks (PROTOCOL.md, "Computer players, clocks and players who leave"): the server sends
// each seat's time left when the running clock was last started; the client counts the running
// seat's time down by itself from the moment it received that.
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

/** A time as m:ss, rounded up to the second (so 0:00 means the time is out). */
export function formatClock(ms: number): string {
  const secs = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(secs / 60);
  const s = secs % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}

/** The same time in words for screen readers: "4 minutes 7 seconds". */
export function clockWords(ms: number): string {
  const secs = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(secs / 60);
  const s = secs % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(`${m} minute${m === 1 ? '' : 's'}`);
  if (s > 0 || m === 0) parts.push(`${s} second${s === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** Whether two clocks differ (an event that changed the clock restarts the local count). */
export function clockChanged(a: ClockView | null | undefined, b: ClockView | null | undefined): boolean {
  if (!a || !b) return (a ?? null) !== (b ?? null);
  if (a.running !== b.running || a.left_ms.length !== b.left_ms.length) return true;
  return a.left_ms.some((x, i) => x !== b.left_ms[i]);
}
