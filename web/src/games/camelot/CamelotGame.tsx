// A live Camelot game on the lobby page: the board, picking a move square by square (or typing
// it), whose turn, pieces left, the move list, resigning, the result and the rematch.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ClockView, GameView, LobbyInfo } from '../../protocol';
import type { ClockBase } from '../../clock';
import { botLabel, lobbyEventWords, seatName } from '../../util';
import { ClockTime } from '../ClockTime';
import type { GameProps } from '../types';
import { Board } from './Board';
import { MoveList } from './MoveList';
import { NotationError, moveSquares, parseMove, parsePosition, pieceCounts, type Color, type Position } from './model';
import { classify, compulsoryCaptures, compulsoryWords, completeMove, extend, movablePieces, mustContinue, routesOf, whyNoMove, type Pick } from './routes';
import { COLOR_NAME, moveNumber, resultWords, seatColor } from './words';
import { NEW_TAB, rulesHref } from '../../rules/links';
import './camelot.css';

export type CamelotView = Extract<GameView, { game: 'camelot' }>;

/** Refusals that concern the game (not chat or seats), shown beside the board. */
const GAME_CODES = new Set(['illegal_action', 'out_of_turn', 'stale_version', 'game_over', 'not_started', 'wrong_game', 'store_failure', 'not_seated', 'time_up']);

function refusalWords(code: string, message: string): string {
  switch (code) {
    case 'stale_version':
      return 'The game moved on before your move arrived. Look at the board and move again.';
    case 'out_of_turn':
      return 'It is not your turn.';
    case 'game_over':
      return 'The game is over.';
    case 'store_failure':
      return 'The server could not save your move. Try again.';
    case 'time_up':
      return 'Your time ran out before your move arrived.';
    default:
      return message.charAt(0).toUpperCase() + message.slice(1) + (/[.!?]$/.test(message) ? '' : '.');
  }
}

/** A move as the status line shows it while it is on its way: canonical when it reads. */
function shown(move: string): string {
  const parsed = parseMove(move);
  return parsed.ok ? parsed.move.text : move;
}

function safePosition(text: string): Position | null {
  try {
    return parsePosition(text);
  } catch (e) {
    if (e instanceof NotationError) return null;
    throw e;
  }
}

function PlayerLine(props: {
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

export function CamelotGame(props: GameProps) {
  const { session, state } = props;
  const view = state.game?.game === 'camelot' ? state.game : null;
  const lobby = state.lobby;
  if (!view || !lobby) return <p>Waiting for the game…</p>;
  return <LiveGame session={session} state={state} view={view} lobby={lobby} />;
}

function LiveGame(props: GameProps & { view: CamelotView; lobby: LobbyInfo }) {
  const { session, state, view, lobby } = props;
  const seat = state.seat;
  const playing = lobby.status === 'playing';
  const finished = lobby.status === 'finished';
  const myColor: Color | null = seat === null ? null : seatColor(seat);
  const myTurn = playing && seat !== null && seat === view.to_move;
  const legal = myTurn ? view.legal_moves : [];
  const routes = useMemo(() => routesOf(legal), [legal]);
  const movable = useMemo(() => movablePieces(routes), [routes]);
  const mustCapture = useMemo(() => new Set(compulsoryCaptures(legal)?.pieces ?? []), [legal]);
  const compulsory = useMemo(() => compulsoryWords(legal), [legal]);
  // A phone has no Esc key: its hints say to tap the piece again instead.
  const touch = useMemo(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches, []);
  const position = useMemo(() => safePosition(view.position), [view.position]);
  const names = [seatName(lobby, 0), seatName(lobby, 1)];
  const moves = view.moves;

  const [route, setRoute] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The full routes of a typed capture that must go on. */
  const [continuations, setContinuations] = useState<string[]>([]);

  const [positionAt, setPositionAt] = useState(0);
  const [retry, setRetry] = useState<{ move: string; position: string; v: number } | null>(null);

  // A new position (a move by anyone, a new game) starts the picking afresh.
  useEffect(() => {
    setRoute([]);
    setNotice(null);
    setSent(null);
    setContinuations([]);
    setPositionAt(Date.now());
  }, [view.position, lobby.game_no]);
  useEffect(() => {
    if (!playing) setConfirming(false);
  }, [playing]);
  // Back online: a "Not connected" note is out of date.
  useEffect(() => {
    if (state.link.state === 'open') setNotice((n) => (n?.startsWith('Not connected') ? null : n));
  }, [state.link.state]);
  // Answered (accepted, refused) or lost with the connection: the move may be picked again.
  useEffect(() => {
    if (state.inFlight === 0) setSent(null);
  }, [state.inFlight]);
  // A move refused as stale only because the lobby changed meanwhile (a player's connection came
  // or went) is sent once more, against the fresh version, when the board is still the same.
  useEffect(() => {
    if (!retry || state.rejected?.code !== 'stale_version') return;
    if (state.v === null || state.v <= retry.v || state.resyncing) return;
    setRetry(null);
    if (view.position === retry.position && myTurn && session.act({ game: 'camelot', move: retry.move })) setSent(shown(retry.move));
  }, [state.rejected, state.v, state.resyncing]);

  const pick: Pick | null = route.length > 0 ? classify(routes, route) : null;

  const send = (move: string): boolean => {
    const v = state.v;
    if (!session.act({ game: 'camelot', move })) return false;
    setSent(shown(move));
    setRetry(v === null ? null : { move, position: view.position, v });
    return true;
  };

  if (!position) return <p role="alert">The server sent a position this page cannot read: {view.position}</p>;

  const play = (move: string) => {
    setRoute([]);
    setNotice(null);
    if (!send(move)) setNotice('Not connected: the move was not sent. It can be played again once the connection is back.');
  };

  const apply = (next: Pick) => {
    if (next.kind === 'play') play(next.move);
    else setRoute(next.route);
  };

  const onSquare = (square: string) => {
    if (seat === null || !playing) return;
    session.clearRejected();
    if (!myTurn) {
      setNotice(`It is ${names[view.to_move]}'s turn (${COLOR_NAME[seatColor(view.to_move)]}).`);
      return;
    }
    if (sent) return;
    const piece = position.board.get(square);
    const mine = piece?.color === myColor;
    if (route.length === 0) {
      if (movable.has(square)) {
        setNotice(null);
        setRoute([square]);
      } else if (mine && myColor) {
        setNotice(whyNoMove(legal, square, myColor));
      } else {
        setNotice(piece ? `That is a ${piece.color} piece: pick one of yours (${COLOR_NAME[myColor ?? 'white']}).` : null);
      }
      return;
    }
    const next = extend(routes, route, square);
    if (next) {
      setNotice(null);
      apply(next);
      return;
    }
    if (route.length > 1 && square === route[route.length - 1]) {
      const done = completeMove(routes, route);
      if (done) play(done.text);
      return;
    }
    if (square === route[0]) {
      setRoute([]);
      setNotice(null);
      return;
    }
    if (movable.has(square)) {
      setNotice(null);
      setRoute([square]);
      return;
    }
    setRoute([]);
    setNotice(mine && myColor ? whyNoMove(legal, square, myColor) : null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
    if (e.key === 'Escape' && route.length > 0) {
      e.preventDefault();
      setRoute([]);
      setNotice(null);
    } else if (e.key === 'Backspace' && route.length > 0) {
      e.preventDefault();
      setRoute(route.length > 1 ? route.slice(0, -1) : []);
    }
  };

  const submitTyped = (e: Event) => {
    e.preventDefault();
    session.clearRejected();
    setContinuations([]);
    const parsed = parseMove(typed);
    if (!parsed.ok) {
      setNotice(`Not a move: ${parsed.error}.`.replace(/\.\.$/, '.'));
      return;
    }
    if (!myTurn) {
      setNotice(`It is ${names[view.to_move]}'s turn.`);
      return;
    }
    const onward = mustContinue(legal, parsed.move.text);
    if (onward.length > 0) {
      setRoute([]);
      setNotice(
        `${parsed.move.text} is only the start: the capture must continue while the piece can capture more. ${
          onward.length === 1 ? 'The full move' : 'Full moves'
        }:`,
      );
      setContinuations(onward);
      return;
    }
    setRoute([]);
    setNotice(null);
    if (send(typed.trim())) setTyped('');
    else setNotice('Not connected: the move was not sent.');
  };

  // A refusal stays until the next request, or until the board has changed since.
  const rejected =
    state.rejected && GAME_CODES.has(state.rejected.code) && state.rejected.at >= positionAt ? state.rejected : null;
  const flipped = seat === 1;
  const lastMove = view.last_move ? moveSquares(view.last_move) : [];
  const toMoveName = names[view.to_move] ?? '';
  const toMoveColor = COLOR_NAME[seatColor(view.to_move)];

  let status: string;
  if (finished && lobby.result) status = resultWords(lobby.result, names);
  else if (finished) status = 'The game is over.';
  else if (lobby.status === 'aborted') status = 'The game was stopped by a server fault.';
  else if (sent) status = `Sending ${sent}…`;
  else status = `${toMoveName} (${toMoveColor}) to move${myTurn ? ' · your move' : ''}`;

  const boardLabel = `Camelot board, ${flipped ? "Black's" : "White's"} side at the bottom${view.last_move ? `, last move ${view.last_move}` : ''}`;

  // The last word about a clock, a computer player or a player who left, in this game.
  let lastStart = -1;
  state.events.forEach((e, i) => {
    if (e.event.kind === 'started') lastStart = i;
  });
  const lastWorded = state.events
    .slice(lastStart + 1)
    .filter((e) => lobbyEventWords(e.event, names) !== null)
    .at(-1);
  // A player who left and came back is no longer news.
  const eventWords =
    lastWorded && !(lastWorded.event.kind === 'abandoned' && !lobby.seats[lastWorded.event.seat]?.abandoned)
      ? lobbyEventWords(lastWorded.event, names)
      : null;

  const rematchAsked = lobby.seats.filter((s) => s.rematch);
  const iAskedRematch = seat !== null && lobby.seats[seat]?.rematch === true;

  return (
    <div class="cm-game" onKeyDown={onKeyDown} data-ply={view.ply} data-game-no={lobby.game_no}>
      <div class="cm-layout">
        <div class="cm-main">
          <p class={`cm-status${myTurn ? ' cm-status-mine' : ''}${finished ? ' cm-status-over' : ''}`} aria-live="polite" data-testid="camelot-status">
            {status}
          </p>
          {view.last_move && (
            <p class="cm-sr" aria-live="polite">
              {`${names[seatColor(view.to_move) === 'white' ? 1 : 0]} played ${view.ply > 0 ? `${moveNumber(view.ply - 1)} ` : ''}${view.last_move}${view.captured.length ? `, capturing ${view.captured.join(', ')}` : ''}.`}
            </p>
          )}
          <Board
            position={position}
            flipped={flipped}
            label={boardLabel}
            lastMove={lastMove}
            captured={view.captured}
            route={route}
            targets={pick && pick.kind !== 'play' ? pick.next : []}
            movable={myTurn && !sent ? movable : new Set()}
            mustCapture={myTurn && !sent ? mustCapture : new Set()}
            onSquare={seat !== null && playing ? onSquare : undefined}
          />
          <div class="cm-messages">
            {eventWords && (
              <p class="cm-muted" aria-live="polite" data-testid="camelot-event">
                {eventWords}.
              </p>
            )}
            {pick?.kind === 'choice' && (
              <div class="cm-choice" role="group" aria-label="Finish or continue the move">
                <button type="button" class="cm-primary" onClick={() => play(pick.move)}>
                  Play {pick.move}
                </button>
                <span>or {touch ? 'tap' : 'click'} a marked square to keep going{touch ? '' : ' · Esc cancels'}</span>
              </div>
            )}
            {pick?.kind === 'partial' && route.length > 0 && (
              <p class="cm-hint">
                {route.length === 1 ? `${route[0]}: ${touch ? 'tap' : 'click'} a marked square to move there` : `${route.join(' → ')}: keep going`} ·{' '}
                {touch ? 'tap the piece again to cancel' : 'Esc or click the piece again to cancel'}
              </p>
            )}
            {myTurn && !sent && compulsory && (
              <p class="cm-compulsory" data-testid="camelot-compulsory">
                {compulsory}
              </p>
            )}
            {notice && (
              <p class="cm-notice" role="status" data-testid="camelot-notice">
                {notice}
              </p>
            )}
            {continuations.length > 0 && myTurn && (
              <div class="cm-choice" role="group" aria-label="Play the whole capture" data-testid="camelot-continue">
                {continuations.slice(0, 8).map((m) => (
                  <button
                    key={m}
                    type="button"
                    class="cm-primary"
                    onClick={() => {
                      setContinuations([]);
                      setTyped('');
                      play(m);
                    }}
                  >
                    Play {m}
                  </button>
                ))}
              </div>
            )}
            {rejected && (
              <p class="cm-refused" role="alert" data-testid="camelot-refused">
                <strong>Move refused:</strong> {refusalWords(rejected.code, rejected.message)}
              </p>
            )}
          </div>
        </div>

        <aside class="cm-side">
          <ul class="cm-players" aria-label="Players">
            {[0, 1].map((s) => (
              <PlayerLine
                key={s}
                lobby={lobby}
                seat={s}
                position={position}
                toMove={playing && view.to_move === s}
                you={seat === s}
                clock={view.clock}
                clockBase={state.clockBase}
                live={state.link.state === 'open'}
              />
            ))}
          </ul>

          {seat !== null && playing && (
            <form class="cm-type" onSubmit={submitTyped}>
              <label for="cm-move-input">Type a move</label>
              <div class="cm-type-row">
                <input
                  id="cm-move-input"
                  type="text"
                  value={typed}
                  onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
                  placeholder={myTurn ? 'e.g. E6-E5 or E6xE8' : 'wait for your turn'}
                  autocomplete="off"
                  autocapitalize="characters"
                  spellcheck={false}
                  aria-describedby="cm-move-help"
                />
                <button type="submit" disabled={!myTurn || sent !== null || typed.trim() === ''}>
                  Play
                </button>
              </div>
              <small id="cm-move-help">WCF notation: - for a step or a canter, x for a jump.</small>
            </form>
          )}

          {seat !== null && playing && (
            <div class="cm-controls">
              {confirming ? (
                <div class="cm-confirm" role="group" aria-label="Confirm resignation">
                  <span>Resign this game? {names[1 - seat]} wins.</span>
                  <button
                    type="button"
                    class="cm-danger"
                    onClick={() => {
                      setConfirming(false);
                      session.resign();
                    }}
                  >
                    Yes, resign
                  </button>
                  <button type="button" onClick={() => setConfirming(false)}>
                    Keep playing
                  </button>
                </div>
              ) : (
                <button type="button" onClick={() => setConfirming(true)}>
                  Resign
                </button>
              )}
            </div>
          )}

          {finished && (
            <div class="cm-over" data-testid="camelot-over">
              <p class="cm-result">
                <strong>{lobby.result ? resultWords(lobby.result, names) : 'The game is over.'}</strong>
              </p>
              {seat !== null && !iAskedRematch && rematchAsked.length > 0 && (
                <p class="cm-rematch-offer" aria-live="polite" data-testid="camelot-rematch">
                  {rematchAsked.map((s) => seatName(lobby, s.seat)).join(' and ')} asks for a rematch (colours swap).{' '}
                  <button type="button" class="cm-primary" onClick={() => session.send({ t: 'rematch' })}>
                    Accept
                  </button>
                </p>
              )}
              {seat !== null && (iAskedRematch || rematchAsked.length === 0) && (
                <p>
                  <button type="button" class="cm-primary" disabled={iAskedRematch} onClick={() => session.send({ t: 'rematch' })}>
                    {iAskedRematch ? 'Rematch asked' : 'Rematch'}
                  </button>{' '}
                  <span class="cm-muted">
                    {iAskedRematch ? `Waiting for ${names[1 - seat]} to accept.` : 'Colours swap in a rematch.'}
                  </span>
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
          )}

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

          <section class="cm-moves-box" aria-label="Moves">
            <h3>Moves</h3>
            <MoveList moves={moves} current={moves.length - 1} />
          </section>
        </aside>
      </div>
    </div>
  );
}
