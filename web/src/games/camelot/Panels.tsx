// The side of a live Camelot game: the players, the move box, resigning, the result with the
// rematch, and the rules at hand. Drawn from what they are given; the live game owns the state.
import type { ClockView, LobbyInfo } from '../../protocol';
import type { ClockBase } from '../../clock';
import { botLabel, seatName } from '../../util';
import { ClockTime } from '../ClockTime';
import { pieceCounts, type Position } from './model';
import { colorName, joinList, resultWords, seatColor } from './words';
import { t } from '../../i18n';
import { NEW_TAB, rulesHref } from '../../rules/links';

export function PlayerLine(props: {
  lobby: LobbyInfo;
  seat: number;
  position: Position;
  toMove: boolean;
  you: boolean;
  clock: ClockView | null;
  clockBase: ClockBase | null;
  live: boolean;
}) {
  const { lobby, seat, position } = props;
  const color = seatColor(seat);
  const counts = pieceCounts(position)[color];
  const used = position.castleMoves[seat === 0 ? 0 : 1];
  const info = lobby.seats[seat];
  return (
    <li class={`cm-player${props.toMove ? ' cm-to-move' : ''}`}>
      <span class={`cm-swatch cm-swatch-${color}`} aria-hidden="true" />
      <span class="cm-player-name">
        <strong>{seatName(lobby, seat)}</strong> ({colorName(color)}){props.you ? ` · ${t('camelot-you')}` : ''}
        {info?.bot ? <span> · {botLabel(info.bot)}</span> : null}
        {info && !info.bot && info.abandoned && lobby.status === 'playing' ? <span class="cm-away"> · {t('camelot-left-game')}</span> : null}
        {info && !info.bot && !info.abandoned && !info.connected && lobby.status === 'playing' ? <span class="cm-away"> · {t('camelot-away')}</span> : null}
        {props.clock ? (
          <>
            {' '}
            <ClockTime clock={props.clock} seat={seat} base={props.clockBase} who={seatName(lobby, seat)} live={props.live} />
          </>
        ) : null}
      </span>
      <span class="cm-player-count">
        {t('camelot-pieces-left', { total: counts.total, knights: counts.knights, men: counts.men })}
        {used > 0 ? ` · ${t('camelot-castle-moves-used', { used })}` : ''}
      </span>
    </li>
  );
}

/** The move box: a move typed in WCF notation, played with its button or Enter. */
export function TypeMove(props: {
  typed: string;
  myTurn: boolean;
  /** A move is on its way: nothing more may be played until it is answered. */
  sending: boolean;
  onType: (text: string) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      class="cm-type"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <label for="cm-move-input">{t('camelot-type-label')}</label>
      <div class="cm-type-row">
        <input
          id="cm-move-input"
          type="text"
          value={props.typed}
          onInput={(e) => props.onType((e.currentTarget as HTMLInputElement).value)}
          placeholder={props.myTurn ? t('camelot-type-placeholder') : t('camelot-type-wait')}
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          aria-describedby="cm-move-help"
        />
        <button type="submit" disabled={!props.myTurn || props.sending || props.typed.trim() === ''}>
          {t('camelot-type-play')}
        </button>
      </div>
      <small id="cm-move-help">{t('camelot-type-help')}</small>
    </form>
  );
}

/** Resign, with a confirm step naming who then wins. */
export function ResignControls(props: {
  confirming: boolean;
  /** The other player's name. */
  winner: string;
  onResign: () => void;
  onConfirm: () => void;
  onKeepPlaying: () => void;
}) {
  return (
    <div class="cm-controls">
      {props.confirming ? (
        <div class="cm-confirm" role="group" aria-label={t('camelot-resign-group')}>
          <span>{t('camelot-resign-question', { winner: props.winner })}</span>
          <button type="button" class="cm-danger" onClick={props.onConfirm}>
            {t('camelot-resign-yes')}
          </button>
          <button type="button" onClick={props.onKeepPlaying}>
            {t('camelot-keep-playing')}
          </button>
        </div>
      ) : (
        <button type="button" onClick={props.onResign}>
          {t('camelot-resign')}
        </button>
      )}
    </div>
  );
}

/** A finished game: the result, the rematch (asked, offered or watched) and the replay link. */
export function GameOver(props: { lobby: LobbyInfo; seat: number | null; names: readonly string[]; onRematch: () => void }) {
  const { lobby, seat, names } = props;
  const rematchAsked = lobby.seats.filter((s) => s.rematch);
  const iAskedRematch = seat !== null && lobby.seats[seat]?.rematch === true;
  return (
    <div class="cm-over" data-testid="camelot-over">
      <p class="cm-result">
        <strong>{lobby.result ? resultWords(lobby.result, names) : t('camelot-status-over')}</strong>
      </p>
      {seat !== null && !iAskedRematch && rematchAsked.length > 0 && (
        <p class="cm-rematch-offer" aria-live="polite" data-testid="camelot-rematch">
          {t('camelot-rematch-asks', { names: joinList(rematchAsked.map((s) => seatName(lobby, s.seat)), 'and') })}{' '}
          <button type="button" class="cm-primary" onClick={props.onRematch}>
            {t('camelot-rematch-accept')}
          </button>
        </p>
      )}
      {seat !== null && (iAskedRematch || rematchAsked.length === 0) && (
        <p>
          <button type="button" class="cm-primary" disabled={iAskedRematch} onClick={props.onRematch}>
            {iAskedRematch ? t('camelot-rematch-asked') : t('camelot-rematch')}
          </button>{' '}
          <span class="cm-muted">
            {iAskedRematch ? t('camelot-rematch-waiting', { name: names[1 - seat] ?? '' }) : t('camelot-rematch-swap')}
          </span>
        </p>
      )}
      {seat === null && rematchAsked.length > 0 && (
        <p class="cm-muted" aria-live="polite">
          {t('camelot-rematch-asked-by', { names: joinList(rematchAsked.map((s) => seatName(lobby, s.seat)), 'and') })}
        </p>
      )}
      {lobby.game_id !== undefined && lobby.game_id !== null && (
        <p>
          <a href={`/g/${lobby.game_id}`}>{t('camelot-replay-link')}</a>
        </p>
      )}
    </div>
  );
}

/** Links into the rules page for the questions a game raises, opened beside the game. */
export function RulesAtHand() {
  return (
    <nav class="cm-rules" aria-label={t('camelot-rules')} data-testid="camelot-rules">
      <h3>{t('camelot-rules')}</h3>
      <ul>
        <li>
          <a href={rulesHref('camelot', 'charge')} {...NEW_TAB}>
            {t('camelot-rules-charge')}
          </a>
        </li>
        <li>
          <a href={rulesHref('camelot', 'jump')} {...NEW_TAB}>
            {t('camelot-rules-capture')}
          </a>
        </li>
        <li>
          <a href={rulesHref('camelot', 'canter')} {...NEW_TAB}>
            {t('camelot-rules-canter')}
          </a>
        </li>
        <li>
          <a href={rulesHref('camelot', 'castles')} {...NEW_TAB}>
            {t('camelot-rules-castles')}
          </a>{' '}
          ·{' '}
          <a href={rulesHref('camelot', 'end')} {...NEW_TAB}>
            {t('camelot-rules-end')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
