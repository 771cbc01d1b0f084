// "My games" (PROTOCOL.md, "My games"): every game this browser holds a seat in, from the seat
// tokens it keeps, and the app-wide "your turn" signal (a count in the title, a dot on the icon).
// One poller for the whole app: every 30 s, at once on load and when the page becomes visible
// again, and never a request while the browser holds no seat token.
import { ApiError, listMyGames } from './api';
import { formatClock } from './clock';
import { t } from './i18n';
import type { LobbyInfo, MyGame } from './protocol';
import { MAX_MY_GAMES } from './protocol';
import { heldSeats } from './storage';
import { botLabel, clean } from './util';

export type StatusKind = 'waiting' | 'your_turn' | 'their_turn' | 'playing' | 'finished' | 'stopped';

export interface GameStatus {
  kind: StatusKind;
  /** In words: "Your turn", "Their turn (bob)", "Finished · You won (castle)". */
  text: string;
}

/** A seat's name as the others see it: the player's, a computer player's label, or "open seat". */
function nameOf(lobby: LobbyInfo, seat: number): string {
  const s = lobby.seats[seat];
  if (!s) return t('app-seat', { n: seat + 1 });
  if (s.bot) return botLabel(s.bot);
  return s.name ? clean(s.name) : t('games-open-seat');
}

/** The other seats' names, in seat order. */
export function opponents(g: MyGame): string[] {
  return g.lobby.seats.filter((s) => s.seat !== g.seat).map((s) => nameOf(g.lobby, s.seat));
}

/** How a game ended, for the catalogue's `games-finished-*` messages (others are shown as they come). */
const REASONS: ReadonlySet<string> = new Set(['timeout', 'timed_out', 'resignation', 'castle', 'elimination', 'repetition', 'abandoned']);

/** Where the game stands for this browser's seat, in words. */
export function myGameStatus(g: MyGame): GameStatus {
  const { lobby } = g;
  switch (lobby.status) {
    case 'open': {
      const free = lobby.seats.filter((s) => s.name === null && !s.bot).length;
      return { kind: 'waiting', text: t(free > 0 ? 'games-waiting-players' : 'games-waiting-start') };
    }
    case 'playing':
      if (g.to_move === undefined || g.to_move === null) return { kind: 'playing', text: t('games-in-progress') };
      if (g.to_move === g.seat) return { kind: 'your_turn', text: t('games-your-turn') };
      return { kind: 'their_turn', text: t('games-their-turn', { name: nameOf(lobby, g.to_move) }) };
    case 'finished': {
      const result = lobby.result;
      if (!result) return { kind: 'finished', text: t('games-finished') };
      const reason =
        result.reason === 'timed_out' ? 'timeout' : REASONS.has(result.reason) ? result.reason : result.reason ? 'other' : 'none';
      const why = reason === 'other' ? result.reason.replace(/_/g, ' ') : '';
      const winners = result.winners.map((w) => nameOf(lobby, w));
      const who =
        result.winners.length === 0
          ? t('games-who-draw')
          : result.winners.includes(g.seat)
            ? t('games-who-you')
            : t('games-who-won', {
                count: winners.length,
                names: winners.length === 1 ? winners[0] : t('games-and', { first: winners.slice(0, -1).join(', '), last: winners.at(-1)! }),
              });
      return { kind: 'finished', text: t('games-finished-why', { who, reason, why }) };
    }
    case 'aborted':
      return { kind: 'stopped', text: t('games-stopped') };
  }
}

/** Newest first (by when the lobby was created; the server's order for a tie). */
export function sortMyGames(games: readonly MyGame[]): MyGame[] {
  return games
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.created_at - a.g.created_at || a.i - b.i)
    .map(({ g }) => g);
}

/**
 * How many games wait for this browser's decision. `live` holds what an open lobby page knows
 * now (its WebSocket is more up to date than the last poll): true or false by lobby code.
 */
export function yourTurnCount(games: readonly MyGame[], live: ReadonlyMap<string, boolean> = new Map()): number {
  const codes = new Set<string>();
  for (const g of games) {
    const mine = live.get(g.lobby.code) ?? (g.lobby.status === 'playing' && g.to_move === g.seat);
    if (mine) codes.add(g.lobby.code);
  }
  for (const [code, mine] of live) if (mine) codes.add(code);
  return codes.size;
}

const COUNT_MARK = '\uE000';
const TITLE_MARK = '\uE001';

/** The turn prefix of a title in the current language, as a pattern (`^\(\d+\) Your turn · `). */
function titlePrefix(): RegExp {
  const text = t('games-title-turn', { count: COUNT_MARK, title: TITLE_MARK });
  const prefix = text.slice(0, text.indexOf(TITLE_MARK));
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(COUNT_MARK, '\\d+');
  return new RegExp(`^${escaped}`);
}

/** The document title with "(N) Your turn · " in front while N > 0, whatever title the page set. */
export function composeTitle(current: string, n: number): string {
  const base = current.replace(titlePrefix(), '');
  return n > 0 ? t('games-title-turn', { count: String(n), title: base }) : base;
}

/** Time left until `deadline_ms` (unix ms) at `now`: "1 d 23 h left", "4:47 left"; null untimed. */
export function timeLeftText(deadline_ms: number | null | undefined, now: number): string | null {
  if (deadline_ms === undefined || deadline_ms === null) return null;
  const left = deadline_ms - now;
  return left > 0 ? t('games-time-left', { time: formatClock(left) }) : t('games-time-up');
}

// --- the one poller ---

export const POLL_MS = 30_000;
/** Requests are spaced by at least this much (several triggers at once make one request). */
const MIN_GAP_MS = 1_000;

export interface MyGamesSnapshot {
  /** null before the first answer (or while the browser holds no token: then []). */
  games: MyGame[] | null;
  error: string | null;
  /** How many seat tokens this browser keeps. */
  held: number;
  /** Games waiting for this browser's decision. */
  yourTurn: number;
}

const OWN_ICON = '/favicon.svg';
/** The icon with a dot: a game waits for you. */
export const TURN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2f5d50"/>' +
      '<path d="M8 24V12l4 3 4-7 4 7 4-3v12z" fill="#f2d16b"/><circle cx="25" cy="7" r="6.5" fill="#d93025" stroke="#fff" stroke-width="1.5"/></svg>',
  );

class MyGamesStore {
  private snap: MyGamesSnapshot = { games: null, error: null, held: 0, yourTurn: 0 };
  private listeners = new Set<(s: MyGamesSnapshot) => void>();
  private live = new Map<string, boolean>();
  private inFlight = false;
  private again = false;
  private lastStart = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private started = false;

  get snapshot(): MyGamesSnapshot {
    return this.snap;
  }

  subscribe(fn: (s: MyGamesSnapshot) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Starts the app's poller (once). */
  start(): void {
    if (this.started || typeof document === 'undefined') return;
    this.started = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.refresh();
    });
    setInterval(() => this.refresh(), POLL_MS);
    this.refresh();
  }

  /** Asks now (or as soon as the last request is answered and spaced). */
  refresh(): void {
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const wait = this.lastStart + MIN_GAP_MS - Date.now();
    if (wait > 0) {
      if (!this.timer) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.refresh();
        }, wait);
      }
      return;
    }
    void this.load();
  }

  /** What an open lobby page knows of its game: whether it waits for this browser (null: forget). */
  setLive(code: string, yourTurn: boolean | null): void {
    const before = this.live.get(code);
    if (yourTurn === null) this.live.delete(code);
    else this.live.set(code, yourTurn);
    if (before !== (yourTurn ?? undefined)) this.update({});
  }

  private async load(): Promise<void> {
    const seats = heldSeats();
    if (seats.length === 0) {
      // No seat: nothing to ask (and the server is not asked at all).
      this.update({ games: [], error: null, held: 0 });
      return;
    }
    this.inFlight = true;
    this.lastStart = Date.now();
    try {
      const answer = await listMyGames(seats.slice(0, MAX_MY_GAMES));
      this.update({ games: sortMyGames(answer.games), error: null, held: seats.length });
    } catch (err) {
      this.update({ error: err instanceof ApiError || err instanceof Error ? err.message : String(err), held: seats.length });
    } finally {
      this.inFlight = false;
      if (this.again) {
        this.again = false;
        this.refresh();
      }
    }
  }

  private update(part: Partial<MyGamesSnapshot>): void {
    const next = { ...this.snap, ...part };
    next.yourTurn = yourTurnCount(next.games ?? [], this.live);
    this.snap = next;
    applyTurnSignal(next.yourTurn);
    for (const fn of this.listeners) fn(next);
  }
}

export const myGames = new MyGamesStore();

/** Puts the count in the title and the dot on the icon (or takes them off). */
export function applyTurnSignal(n: number = myGames.snapshot.yourTurn): void {
  if (typeof document === 'undefined') return;
  const title = composeTitle(document.title, n);
  if (document.title !== title) document.title = title;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = n > 0 ? TURN_ICON : OWN_ICON;
  if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
}
