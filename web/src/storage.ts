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
