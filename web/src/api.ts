// The HTTP API (PROTOCOL.md, "HTTP API"): same origin only.
import { errorText } from './errors';
import { lang, t } from './i18n';
import type {
  CreateLobby,
  GameRecord,
  HeldSeat,
  HttpError,
  LobbyInfo,
  MyGames,
  MyGamesQuery,
  Unsubscribe,
  Unsubscribed,
} from './protocol';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A failure the server did not explain: its HTTP status, in words. */
const httpWords = (status: number) => t('error-http-status', { status: String(status) });

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  } catch {
    throw new ApiError(0, 'network', t('error-network'));
  }
  if (!response.ok) {
    let body: HttpError | null = null;
    try {
      body = (await response.json()) as HttpError;
    } catch {
      // Not JSON: a proxy's error page. Say what the status was.
    }
    const code = body?.error ?? 'http';
    // The server's sentence is English: the catalogue's for its code is shown instead.
    throw new ApiError(response.status, code, errorText(code, body?.message ?? httpWords(response.status)));
  }
  return (await response.json()) as T;
}

export const createLobby = (body: CreateLobby) =>
  call<LobbyInfo>('/api/lobbies', { method: 'POST', body: JSON.stringify(body) });
export const listLobbies = () => call<LobbyInfo[]>('/api/lobbies');
export const getLobby = (code: string) => call<LobbyInfo>(`/api/lobbies/${encodeURIComponent(code)}`);
// A private lobby's record needs a seat token of that lobby, sent as a header (never in a URL).
const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
export const getGame = (id: number, token: string | null = null) =>
  call<GameRecord>(`/api/games/${id}?lang=${lang()}`, { headers: bearer(token) });
/** The games the given seats are in (PROTOCOL.md, "My games"); the tokens go in the body. */
export const listMyGames = (seats: HeldSeat[]) =>
  call<MyGames>('/api/my-games', { method: 'POST', body: JSON.stringify({ seats } satisfies MyGamesQuery) });
/** Turns off e-mail for the seat whose unsubscribe link holds `key` (404: no seat holds it). */
export const unsubscribe = (key: string) =>
  call<Unsubscribed>('/api/unsubscribe', { method: 'POST', body: JSON.stringify({ key } satisfies Unsubscribe) });
export const wcfUrl = (id: number) => `/api/games/${id}/wcf`;
/** The WCF export as text (for a private lobby's game, whose link alone would be refused). */
export async function getWcf(id: number, token: string | null): Promise<string> {
  let response: Response;
  try {
    response = await fetch(wcfUrl(id), { headers: bearer(token) });
  } catch {
    throw new ApiError(0, 'network', t('error-network'));
  }
  if (!response.ok) throw new ApiError(response.status, 'http', httpWords(response.status));
  return response.text();
}
