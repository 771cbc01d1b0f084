import type { BotLevel, GameConfig, LobbyEvent, LobbyInfo, OfferKind, RecordAction } from './protocol';

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

const LEVEL_NAME: Record<BotLevel, string> = { easy: 'easy', medium: 'medium', hard: 'hard' };

/** A computer player's label: "Computer (hard)". */
export function botLabel(level: BotLevel): string {
  return `Computer (${LEVEL_NAME[level] ?? level})`;
}

/**
 * The events about computer players, clocks and players who leave, in words (null for the other
 * kinds, which the screens show in their own way). `names[seat]` are the players' names.
 */
export function lobbyEventWords(event: LobbyEvent, names: readonly (string | null | undefined)[]): string | null {
  const n = (seat: number) => {
    const name = names[seat];
    return name ? clean(name) : `Seat ${seat + 1}`;
  };
  switch (event.kind) {
    case 'bot_added':
      return `${botLabel(event.level)} sat at seat ${event.seat + 1}`;
    case 'bot_took_over':
      return `${botLabel(event.level)} took over seat ${event.seat + 1}, handed over by ${n(event.by)}`;
    case 'abandoned':
      return `${n(event.seat)} left the game`;
    case 'timed_out':
      return `${n(event.seat)}'s time ran out`;
    case 'win_claimed':
      return `${n(event.seat)} claimed the win: ${n(event.abandoned)} left`;
    case 'offered':
      return `${n(event.seat)} offers ${OFFER_WORDS[event.offer]}`;
    case 'offer_accepted':
      return `${n(event.seat)} accepted ${OFFER_WORDS[event.offer]}`;
    case 'offer_declined':
      return `${n(event.seat)} declined ${OFFER_WORDS[event.offer]}`;
    case 'offer_withdrawn':
      return `${n(event.seat)} withdrew the offer of ${OFFER_WORDS[event.offer]}`;
    default:
      return null;
  }
}

/** A Camelot offer in words, as the server's `OfferKind::words` says it. */
export const OFFER_WORDS: Record<OfferKind, string> = { draw: 'a draw', takeback: 'a takeback' };

/** A record step's action other than a move, in words: "ann resigned.", "bob's time ran out." */
export function recordActionWords(action: RecordAction, who: string): string {
  switch (action.kind) {
    case 'resign':
      return `${who} resigned.`;
    case 'timeout':
      return `${who}'s time ran out.`;
    case 'abandoned':
      return `${who} left the game and the opponent claimed the win.`;
    case 'bot':
      return `${botLabel(action.level)} took over ${who}'s seat.`;
    case 'offer':
      return `${who} offered ${OFFER_WORDS[action.offer]}.`;
    case 'accept':
      return `${who} accepted ${OFFER_WORDS[action.offer]}.`;
    case 'decline':
      return `${who} declined ${OFFER_WORDS[action.offer]}.`;
    case 'withdraw':
      return `${who} withdrew the offer of ${OFFER_WORDS[action.offer]}.`;
    case 'act':
      return `${who} acted.`;
  }
}

/** A correspondence game's days per move (Camelot) or per turn (Super Camelot); null for a live one. */
export function correspondenceDays(config: GameConfig): number | null {
  const days = config.game === 'camelot' ? config.days_per_move : config.days_per_turn;
  return days ? days : null;
}

/** A game's settings in words: "Camelot, standard rules, 2 days per move". */
export function describeConfig(config: GameConfig): string {
  const days = correspondenceDays(config);
  if (config.game === 'camelot') {
    const clock = config.clock
      ? `, ${Math.round(config.clock.base_secs / 60)}+${config.clock.increment_secs} clock`
      : days
        ? `, ${plural(days, 'day')} per move`
        : '';
    return `Camelot, ${config.ruleset === 'wcf' ? 'WCF' : 'standard'} rules${clock}`;
  }
  const clock = config.turn_secs ? `, ${config.turn_secs} s per turn` : days ? `, ${plural(days, 'day')} per turn` : '';
  return `Super Camelot, ${config.seats} players${clock}`;
}
