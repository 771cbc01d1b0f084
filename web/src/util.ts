import { t } from './i18n';
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
  return name ? clean(name) : t('app-seat', { n: seat + 1 });
}

/** An English count with its noun ("1 gem", "2 gems"), for English-only text (the catalogues count with plurals). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A computer player's label: "Computer (hard)". */
export function botLabel(level: BotLevel): string {
  return t('app-bot-label', { level });
}

/**
 * The events about computer players, clocks and players who leave, in words (null for the other
 * kinds, which the screens show in their own way). `names[seat]` are the players' names.
 */
export function lobbyEventWords(event: LobbyEvent, names: readonly (string | null | undefined)[]): string | null {
  const n = (seat: number) => {
    const name = names[seat];
    return name ? clean(name) : t('app-seat', { n: seat + 1 });
  };
  switch (event.kind) {
    case 'bot_added':
      return t('app-event-bot-added', { bot: botLabel(event.level), seat: event.seat + 1 });
    case 'bot_took_over':
      return t('app-event-bot-took-over', { bot: botLabel(event.level), seat: event.seat + 1, by: n(event.by) });
    case 'abandoned':
      return t('app-event-abandoned', { name: n(event.seat) });
    case 'timed_out':
      return t('app-event-timed-out', { name: n(event.seat) });
    case 'win_claimed':
      return t('app-event-win-claimed', { name: n(event.seat), left: n(event.abandoned) });
    case 'offered':
      return t('app-event-offered', { name: n(event.seat), offer: event.offer });
    case 'offer_accepted':
      return t('app-event-offer-accepted', { name: n(event.seat), offer: event.offer });
    case 'offer_declined':
      return t('app-event-offer-declined', { name: n(event.seat), offer: event.offer });
    case 'offer_withdrawn':
      return t('app-event-offer-withdrawn', { name: n(event.seat), offer: event.offer });
    default:
      return null;
  }
}

/**
 * A Camelot offer in words, as the server's `OfferKind::words` says it ("a draw"), in the
 * current language (read when used, so a change of language shows at once).
 */
export const OFFER_WORDS: Readonly<Record<OfferKind, string>> = {
  get draw() {
    return t('app-offer-words', { offer: 'draw' });
  },
  get takeback() {
    return t('app-offer-words', { offer: 'takeback' });
  },
};

/** A record step's action other than a move, in words: "ann resigned.", "bob's time ran out." */
export function recordActionWords(action: RecordAction, who: string): string {
  switch (action.kind) {
    case 'resign':
      return t('app-record-resign', { who });
    case 'timeout':
      return t('app-record-timeout', { who });
    case 'abandoned':
      return t('app-record-abandoned', { who });
    case 'bot':
      return t('app-record-bot', { bot: botLabel(action.level), who });
    case 'offer':
      return t('app-record-offer', { who, offer: action.offer });
    case 'accept':
      return t('app-record-accept', { who, offer: action.offer });
    case 'decline':
      return t('app-record-decline', { who, offer: action.offer });
    case 'withdraw':
      return t('app-record-withdraw', { who, offer: action.offer });
    case 'act':
      return t('app-record-act', { who });
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
    const ruleset = config.ruleset === 'wcf' ? 'wcf' : 'standard';
    if (config.clock) {
      return t('app-config-camelot-clock', {
        ruleset,
        minutes: Math.round(config.clock.base_secs / 60),
        increment: config.clock.increment_secs,
      });
    }
    return days ? t('app-config-camelot-days', { ruleset, days }) : t('app-config-camelot', { ruleset });
  }
  const players = config.seats;
  if (config.turn_secs) return t('app-config-sc-secs', { players, secs: config.turn_secs });
  return days ? t('app-config-sc-days', { players, days }) : t('app-config-sc', { players });
}
