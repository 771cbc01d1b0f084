import type { LobbyInfo } from './protocol';

/**
 * Text that came from another person, made safe to show: control and format characters
 * (escape sequences, bidirectional overrides, zero-width characters) removed. The server already
 * strips them (PROTOCOL.md, `chat` and `sit`); the client does not rely on it.
 */
export function clean(text: string): string {
  // Keep a zero-width joiner between emoji (a family, a rainbow flag), as the server does.
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (ch: string, offset: number, all: string) =>
    ch === '\u200d' &&
    /\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?$/u.test(all.slice(Math.max(0, offset - 4), offset)) &&
    /^\p{Extended_Pictographic}/u.test(all.slice(offset + 1, offset + 3))
      ? ch
      : '',
  );
}

/** The display name of a seat ("Seat 2" when free). */
export function seatName(lobby: LobbyInfo | null, seat: number): string {
  const name = lobby?.seats[seat]?.name;
  return name ? clean(name) : `Seat ${seat + 1}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
