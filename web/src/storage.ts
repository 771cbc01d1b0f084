// What the browser remembers: the player's name, and each lobby's seat token so a reload or a
// dropped network returns to the same seat. Tokens are secrets: kept in localStorage for this
// origin only, never put in a URL.

const NAME_KEY = 'albion.name';
const tokenKey = (code: string) => `albion.token.${code}`;

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadName(): string {
  return store()?.getItem(NAME_KEY) ?? '';
}

export function saveName(name: string): void {
  store()?.setItem(NAME_KEY, name);
}

export function loadToken(code: string): string | null {
  return store()?.getItem(tokenKey(code)) ?? null;
}

export function saveToken(code: string, token: string): void {
  store()?.setItem(tokenKey(code), token);
}

export function forgetToken(code: string): void {
  store()?.removeItem(tokenKey(code));
}

const TOKEN_PREFIX = 'albion.token.';

/** Every (lobby code, seat token) pair this browser keeps, for "My games". */
export function heldSeats(): { lobby: string; token: string }[] {
  const s = store();
  if (!s) return [];
  const seats: { lobby: string; token: string }[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(TOKEN_PREFIX)) continue;
    const lobby = key.slice(TOKEN_PREFIX.length);
    const token = s.getItem(key);
    if (lobby && token) seats.push({ lobby, token });
  }
  return seats;
}

/** What the creator of a lobby asked for on the start page: to sit at once, here, as host. */
export interface SitIntent {
  name: string;
  seat: number;
}

const intentKey = (code: string) => `albion.sit.${code}`;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Kept for this tab only: the lobby page takes it once it is connected. */
export function saveSitIntent(code: string, intent: SitIntent): void {
  session()?.setItem(intentKey(code), JSON.stringify(intent));
}

/** The intent for `code`, removed as it is read (it is acted on once). */
export function takeSitIntent(code: string): SitIntent | null {
  const store = session();
  const raw = store?.getItem(intentKey(code));
  if (!raw) return null;
  store?.removeItem(intentKey(code));
  try {
    const v = JSON.parse(raw) as Partial<SitIntent>;
    return typeof v.name === 'string' && typeof v.seat === 'number' ? { name: v.name, seat: v.seat } : null;
  } catch {
    return null;
  }
}

// The lobby each game was played in, for the games this browser held a seat in: a private lobby's
// record is read with one of its seat tokens (PROTOCOL.md, "Game records").
const gameKey = (id: number) => `albion.game.${id}`;

export function rememberGame(id: number, code: string): void {
  const s = store();
  if (s && s.getItem(gameKey(id)) !== code) s.setItem(gameKey(id), code);
}

/** A seat token that may read game `id`'s record, if this browser held a seat in its lobby. */
export function tokenForGame(id: number): string | null {
  const code = store()?.getItem(gameKey(id));
  return code ? loadToken(code) : null;
}
