// The side of a live Camelot game: the players, the move box, resigning, the result with the
// rematch, and the rules at hand. Drawn from what they are given; the live game owns the state.
import type { ClockView, LobbyInfo } from '../../protocol';
import type { ClockBase } from '../../clock';
import { botLabel, seatName } from '../../util';
import { ClockTime } from '../ClockTime';
import { pieceCounts, type Position } from './model';
import { COLOR_NAME, resultWords, seatColor } from './words';
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
        <strong>{seatName(lobby, seat)}</strong> ({COLOR_NAME[color]}){props.you ? ' · you' : ''}
        {info?.bot ? <span> · {botLabel(info.bot)}</span> : null}
        {info && !info.bot && info.abandoned && lobby.status === 'playing' ? <span class="cm-away"> · left the game</span> : null}
        {info && !info.bot && !info.abandoned && !info.connected && lobby.status === 'playing' ? <span class="cm-away"> · away</span> : null}
        {props.clock ? (
          <>
            {' '}
            <ClockTime clock={props.clock} seat={seat} base={props.clockBase} who={seatName(lobby, seat)} live={props.live} />
          </>
        ) : null}
      </span>
      <span class="cm-player-count">
        {counts.total} {counts.total === 1 ? 'piece' : 'pieces'} left ({counts.knights} {counts.knights === 1 ? 'knight' : 'knights'},{' '}
        {counts.men} {counts.men === 1 ? 'man' : 'men'}){used > 0 ? ` · ${used} of 2 castle moves used` : ''}
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
      <label for="cm-move-input">Type a move</label>
      <div class="cm-type-row">
        <input
          id="cm-move-input"
          type="text"
          value={props.typed}
          onInput={(e) => props.onType((e.currentTarget as HTMLInputElement).value)}
          placeholder={props.myTurn ? 'e.g. E6-E5 or E6xE8' : 'wait for your turn'}
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          aria-describedby="cm-move-help"
        />
        <button type="submit" disabled={!props.myTurn || props.sending || props.typed.trim() === ''}>
          Play
        </button>
      </div>
      <small id="cm-move-help">WCF notation: - for a step or a canter, x for a jump.</small>
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
        <div class="cm-confirm" role="group" aria-label="Confirm resignation">
          <span>Resign this game? {props.winner} wins.</span>
          <button type="button" class="cm-danger" onClick={props.onConfirm}>
            Yes, resign
          </button>
          <button type="button" onClick={props.onKeepPlaying}>
            Keep playing
          </button>
        </div>
      ) : (
        <button type="button" onClick={props.onResign}>
          Resign
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
        <strong>{lobby.result ? resultWords(lobby.result, names) : 'The game is over.'}</strong>
      </p>
      {seat !== null && !iAskedRematch && rematchAsked.length > 0 && (
        <p class="cm-rematch-offer" aria-live="polite" data-testid="camelot-rematch">
          {rematchAsked.map((s) => seatName(lobby, s.seat)).join(' and ')} asks for a rematch (colours swap).{' '}
          <button type="button" class="cm-primary" onClick={props.onRematch}>
            Accept
          </button>
        </p>
      )}
      {seat !== null && (iAskedRematch || rematchAsked.length === 0) && (
        <p>
          <button type="button" class="cm-primary" disabled={iAskedRematch} onClick={props.onRematch}>
            {iAskedRematch ? 'Rematch asked' : 'Rematch'}
          </button>{' '}
          <span class="cm-muted">{iAskedRematch ? `Waiting for ${names[1 - seat]} to accept.` : 'Colours swap in a rematch.'}</span>
        </p>
      )}
      {seat === null && rematchAsked.length > 0 && (
        <p class="cm-muted" aria-live="polite">
          {rematchAsked.map((s) => seatName(lobby, s.seat)).join(' and ')} asked for a rematch.
        </p>
      )}
      {lobby.game_id !== undefined && lobby.game_id !== null && (
        <p>
          <a href={`/g/${lobby.game_id}`}>Replay this game</a>
        </p>
      )}
    </div>
  );
}

/** Links into the rules page for the questions a game raises, opened beside the game. */
export function RulesAtHand() {
  return (
    <nav class="cm-rules" aria-label="Rules at hand" data-testid="camelot-rules">
      <h3>Rules at hand</h3>
      <ul>
        <li>
          <a href={rulesHref('camelot', 'charge')} {...NEW_TAB}>
            How does a Knight's charge work?
          </a>
        </li>
        <li>
          <a href={rulesHref('camelot', 'jump')} {...NEW_TAB}>
            When must I capture?
          </a>
        </li>
        <li>
          <a href={rulesHref('camelot', 'canter')} {...NEW_TAB}>
            Canters: leaping your own pieces
          </a>
        </li>
        <li>
          <a href={rulesHref('camelot', 'castles')} {...NEW_TAB}>
            The castles
          </a>{' '}
          ·{' '}
          <a href={rulesHref('camelot', 'end')} {...NEW_TAB}>
            How a game ends
          </a>
        </li>
      </ul>
    </nav>
  );
}
