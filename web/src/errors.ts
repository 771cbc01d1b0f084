// The server's refusals and failures in the reader's language: every `ErrorCode` of the
// protocol, and the HTTP API's codes, has a sentence `error-<code>` in web/locales/*/app.ftl
// (underscores written as dashes). The server's own English `message` is shown only for a code
// the catalogue lacks, which test/i18n.test.ts makes impossible for the protocol's codes.
import { hasMessage, lang, t } from './i18n';
import type { ErrorCode } from './protocol';

/** Every code of the protocol's `rejected` (a missing or unknown key fails to type-check). */
export const ERROR_CODES: Readonly<Record<ErrorCode, true>> = {
  unsupported_version: true,
  expected_hello: true,
  malformed: true,
  frame_too_large: true,
  rate_limited: true,
  chat_rate_limited: true,
  no_such_lobby: true,
  bad_token: true,
  not_seated: true,
  already_seated: true,
  seat_taken: true,
  no_such_seat: true,
  lobby_full: true,
  invalid_name: true,
  name_taken: true,
  invalid_character: true,
  not_host: true,
  already_started: true,
  not_started: true,
  not_ready: true,
  game_over: true,
  stale_version: true,
  out_of_turn: true,
  illegal_action: true,
  wrong_game: true,
  chat_too_long: true,
  store_failure: true,
  lobby_closed: true,
  not_abandoned: true,
  time_up: true,
  unchanged: true,
  invalid_notify: true,
  offer_pending: true,
  no_offer: true,
  offer_limit: true,
};

/** The HTTP API's codes (`HttpError.error`), and the client's own `network` and `http`. */
export const HTTP_ERROR_CODES = ['bad_request', 'not_found', 'in_progress', 'rate_limited', 'unavailable', 'internal', 'network'] as const;

/** The catalogue's id for an error code: `error-no-such-lobby`. */
export function errorId(code: string): string {
  return `error-${code.replace(/_/g, '-')}`;
}

/** A refusal's sentence in the reader's language; `fallback` (the server's words) for an unknown code. */
export function errorText(code: string, fallback: string): string {
  const id = errorId(code);
  return hasMessage(id) ? t(id) : fallback;
}

/**
 * A refusal's reason as the reader can use it: the server's own words in English (they name what
 * was wrong: the move, the name, the square), the catalogue's sentence for the code in any other
 * language (the server words its refusals in English only).
 */
export function refusalText(code: string, message: string): string {
  return lang() === 'en' ? message : errorText(code, message);
}
