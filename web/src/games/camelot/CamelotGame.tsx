// A live Camelot game on the lobby page: the board, picking a move square by square (or typing
// it), whose turn, pieces left, the move list, resigning, the result and the rematch. The picking
// itself is the pure reducer in picking.ts: this page dispatches what happens to it and performs
// the effects it returns.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameView, LobbyInfo } from '../../protocol';
import type { LobbyState, SeenEvent, Session } from '../../session';
import { refusalText } from '../../errors';
import { t } from '../../i18n';
import { lobbyEventWords, seatName } from '../../util';
import type { GameProps } from '../types';
import { Board } from './Board';
import { MoveList } from './MoveList';
import { legalMoves, type Ruleset } from './movegen';
import { GameOver, PlayerLine, ResignControls, RulesAtHand, TypeMove } from './Panels';
import { OFFER_CODES, Offers, offerState } from './Offers';
import { NotationError, moveSquares, parsePosition, type Piece, type Position } from './model';
import { compulsoryCaptures, compulsoryWords, movablePieces, routesOf, type Pick } from './routes';
import { currentPick, initialPicking, isMyTurn, myLegal, reduce, type Action, type Picking, type PickingContext } from './picking';
import { boardWords, joinList, moveWords, pickWords, playerWords, resultWords, turnWords } from './words';
import { GameBar, HelpDialog, LiveRegion, TextView, useDisclosure, useGameKeys, type Announcement, type GameKey } from '../a11y';
import './camelot.css';

export type CamelotView = Extract<GameView, { game: 'camelot' }>;

/** Refusals that concern the game (not chat or seats), shown beside the board. */
const GAME_CODES = new Set(['illegal_action', 'out_of_turn', 'stale_version', 'game_over', 'not_started', 'wrong_game', 'store_failure', 'not_seated', 'time_up']);

function refusalWords(code: string, message: string): string {
  switch (code) {
    case 'stale_version':
      return t('camelot-refused-stale');
    case 'out_of_turn':
      return t('camelot-refused-turn');
    case 'game_over':
      return t('camelot-refused-over');
    case 'store_failure':
      return t('camelot-refused-store');
    case 'time_up':
      return t('camelot-refused-time');
    default: {
      const words = refusalText(code, message);
      return words.charAt(0).toUpperCase() + words.slice(1) + (/[.!?]$/.test(words) ? '' : '.');
    }
  }
}

const NO_MOVES: readonly string[] = [];

/**
 * The legal moves of a position the page can read (none for one it cannot), sorted by their
 * notation as the server's list was (the compulsory-capture note names the first).
 */
function safeLegalMoves(position: string, ruleset: Ruleset): readonly string[] {
  try {
    return legalMoves(position, ruleset).sort();
  } catch (e) {
    if (e instanceof NotationError) return NO_MOVES;
    throw e;
  }
}

function safePosition(text: string): Position | null {
  try {
    return parsePosition(text);
  } catch (e) {
    if (e instanceof NotationError) return null;
    throw e;
  }
}

export function CamelotGame(props: GameProps) {
  const { session, state } = props;
  const view = state.game?.game === 'camelot' ? state.game : null;
  const lobby = state.lobby;
  if (!view || !lobby) return <p>{t('camelot-waiting')}</p>;
  return <LiveGame session={session} state={state} view={view} lobby={lobby} />;
}

const NO_PIECES: ReadonlyMap<string, Piece> = new Map();

/**
 * The picking state, and a dispatch that runs the reducer against the game as this render shows it
 * and performs the effects it returns (a move handed to the session comes back as `sent`). The
 * session's changes that concern the picking are dispatched as they happen; several in one render
 * (an answer and its refusal arrive together) go in the order below, which the reducer relies on.
 */
function usePicking(session: Session, state: LobbyState, ctx: PickingContext, gameNo: number) {
  const [picking, setPicking] = useState<Picking>(initialPicking);
  // The state as of the last action, for an action that follows another before the next render.
  const latest = useRef(picking);
  const dispatch = (action: Action, event?: Event): void => {
    const step = reduce(latest.current, action, ctx);
    latest.current = step.state;
    setPicking(step.state);
    for (const effect of step.effects) {
      switch (effect.kind) {
        case 'send': {
          const v = state.v;
          const ok = session.act({ game: 'camelot', move: effect.move });
          dispatch({ type: 'sent', move: effect.move, via: effect.via, ok, v });
          break;
        }
        case 'clearRejected':
          session.clearRejected();
          break;
        case 'resign':
          session.resign();
          break;
        case 'preventDefault':
          event?.preventDefault();
          break;
      }
    }
  };
  useEffect(() => dispatch({ type: 'newPosition', at: Date.now() }), [ctx.position, gameNo]);
  useEffect(() => dispatch({ type: 'playing', playing: ctx.playing }), [ctx.playing]);
  useEffect(() => dispatch({ type: 'link', open: state.link.state === 'open' }), [state.link.state]);
  useEffect(() => dispatch({ type: 'inFlight', count: state.inFlight }), [state.inFlight]);
  useEffect(
    () => dispatch({ type: 'refusal', code: state.rejected?.code ?? null, v: state.v, resyncing: state.resyncing }),
    [state.rejected, state.v, state.resyncing],
  );
  return [picking, dispatch] as const;
}

/** The last word about a clock, a computer player or a player who left, in this game. */
function lastEventWords(events: readonly SeenEvent[], lobby: LobbyInfo, names: readonly string[]): string | null {
  let lastStart = -1;
  events.forEach((e, i) => {
    if (e.event.kind === 'started') lastStart = i;
  });
  const lastWorded = events
    .slice(lastStart + 1)
    .filter((e) => lobbyEventWords(e.event, names) !== null)
    .at(-1);
  // A player who left and came back is no longer news.
  if (!lastWorded || (lastWorded.event.kind === 'abandoned' && !lobby.seats[lastWorded.event.seat]?.abandoned)) return null;
  return lobbyEventWords(lastWorded.event, names);
}

function statusWords(lobby: LobbyInfo, view: CamelotView, names: readonly string[], myTurn: boolean, sent: string | null): string {
  if (lobby.status === 'finished' && lobby.result) return resultWords(lobby.result, names);
  if (lobby.status === 'finished') return t('camelot-status-over');
  if (lobby.status === 'aborted') return t('camelot-status-aborted');
  if (sent) return t('camelot-status-sending', { move: sent });
  const player = playerWords(names.map((n) => n ?? ''), view.to_move);
  return t(myTurn ? 'camelot-status-to-move-mine' : 'camelot-status-to-move', { player });
}

/** The notes under the board: the latest lobby news, the pick in progress, the notice, the refusal. */
function Messages(props: {
  picking: Picking;
  pick: Pick | null;
  myTurn: boolean;
  /** The compulsory-capture note, when capturing is compulsory. */
  compulsory: string | null;
  eventWords: string | null;
  /** The game is on: a notice about a pick is no news once it is over. */
  playing: boolean;
  rejected: LobbyState['rejected'];
  touch: boolean;
  dispatch: (action: Action) => void;
}) {
  const { picking, pick, myTurn, touch, dispatch } = props;
  const { route, sent, notice, continuations } = picking;
  return (
    <div class="cm-messages">
      {props.eventWords && (
        <p class="cm-muted" aria-live="polite" data-testid="camelot-event">
          {props.eventWords}.
        </p>
      )}
      {pick?.kind === 'choice' && (
        <div class="cm-choice" role="group" aria-label={t('camelot-choice-group')}>
          <button type="button" class="cm-primary" onClick={() => dispatch({ type: 'play', move: pick.move })}>
            {t('camelot-play-move', { move: pick.move })}
          </button>
          <span>{t('camelot-choice-hint', { touch: touch ? 'yes' : 'no', targets: joinList(pick.next, 'or') })}</span>
        </div>
      )}
      {pick?.kind === 'partial' && route.length > 0 && (
        <p class="cm-hint">
          {route.length === 1
            ? t('camelot-hint-first', { square: route[0] ?? '', touch: touch ? 'yes' : 'no', targets: joinList(pick.next, 'or') })
            : t('camelot-hint-more', { route: route.join(' → '), targets: joinList(pick.next, 'or') })}{' '}
          · {t('camelot-hint-cancel', { touch: touch ? 'yes' : 'no' })}
        </p>
      )}
      {myTurn && !sent && props.compulsory && (
        <p class="cm-compulsory" data-testid="camelot-compulsory">
          {props.compulsory}
        </p>
      )}
      {notice && props.playing && (
        <p class="cm-notice" role="status" data-testid="camelot-notice">
          {notice}
        </p>
      )}
      {continuations.length > 0 && myTurn && (
        <div class="cm-choice" role="group" aria-label={t('camelot-continue-group')} data-testid="camelot-continue">
          {continuations.slice(0, 8).map((m) => (
            <button key={m} type="button" class="cm-primary" onClick={() => dispatch({ type: 'continue', move: m })}>
              {t('camelot-play-move', { move: m })}
            </button>
          ))}
        </div>
      )}
      {props.rejected && (
        <p class="cm-refused" role="alert" data-testid="camelot-refused">
          <strong>{t('camelot-refused')}</strong> {refusalWords(props.rejected.code, props.rejected.message)}
        </p>
      )}
    </div>
  );
}

/** The page's focus on the board: its one square in the Tab order. */
function focusBoard(): void {
  document.querySelector<SVGElement>('section#game .cm-board [data-square][tabindex="0"]')?.focus();
}

/**
 * What the live region says after a change: the last move and what it took, then whose turn (with
 * the compulsory capture, when it is yours) or the result. Urgent when the move is yours to play.
 */
function announcement(
  lobby: LobbyInfo,
  view: CamelotView,
  names: readonly string[],
  myTurn: boolean,
  compulsory: string | null,
  captures: readonly { square: string; piece: Piece | undefined }[],
  seat: number | null,
): Announcement {
  const parts: string[] = [];
  if (view.last_move && view.ply > 0) parts.push(moveWords(names, view.ply - 1, view.last_move, captures));
  const playing = lobby.status === 'playing';
  if (lobby.status === 'finished') {
    parts.push(lobby.result ? t('camelot-said-over-result', { result: resultWords(lobby.result, names) }) : t('camelot-said-over'));
  } else if (lobby.status === 'aborted') parts.push(t('camelot-said-aborted'));
  else if (playing) {
    parts.push(turnWords(names, view.to_move, myTurn));
    if (myTurn && compulsory) parts.push(compulsory);
  }
  // An offer waiting for an answer (RULES.md C16): urgent for the one who must answer it.
  const offer = playing ? view.offer : null;
  const forMe = offer !== null && offer !== undefined && seat !== null && offer.by !== seat;
  if (offer) {
    if (offer.by === seat) parts.push(t('camelot-said-my-offer', { offer: offer.offer }));
    else {
      parts.push(t('camelot-said-their-offer', { offer: offer.offer, name: names[offer.by] ?? '' }));
      if (forMe) parts.push(t('camelot-said-answer-offer'));
    }
  }
  const offerKey = offer ? `${offer.by}${offer.offer}` : '-';
  return { key: `${lobby.game_no}:${view.ply}:${lobby.status}:${offerKey}`, text: parts.join(' '), urgent: (playing && myTurn) || forMe };
}

function LiveGame(props: GameProps & { view: CamelotView; lobby: LobbyInfo }) {
  const { session, state, view, lobby } = props;
  const seat = state.seat;
  const playing = lobby.status === 'playing';
  const finished = lobby.status === 'finished';
  const position = useMemo(() => safePosition(view.position), [view.position]);
  // The server does not send the legal moves: they follow from the position, for the seat to
  // move while the game is being played.
  const derived = useMemo(
    () => (playing && seat === view.to_move ? safeLegalMoves(view.position, view.ruleset) : NO_MOVES),
    [playing, seat, view.to_move, view.position, view.ruleset],
  );
  const names = [seatName(lobby, 0), seatName(lobby, 1)];
  const ctx: PickingContext = {
    position: view.position,
    board: position?.board ?? NO_PIECES,
    seat,
    playing,
    toMove: view.to_move,
    legal: derived,
    names,
  };
  const myTurn = isMyTurn(ctx);
  const legal = myLegal(ctx);
  const routes = useMemo(() => routesOf(legal), [legal]);
  const movable = useMemo(() => movablePieces(routes), [routes]);
  const mustCapture = useMemo(() => new Set(compulsoryCaptures(legal)?.pieces ?? []), [legal]);
  const compulsory = useMemo(() => compulsoryWords(legal), [legal]);
  // A phone has no Esc key: its hints say to tap the piece again instead.
  const touch = useMemo(() => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches, []);
  const [picking, dispatch] = usePicking(session, state, ctx, lobby.game_no);

  // What the last move took: the pieces as the board before it had them (when this page saw it).
  const before = useRef<{ gameNo: number; ply: number; board: ReadonlyMap<string, Piece> } | null>(null);
  const captures = useMemo(() => {
    const b = before.current;
    const old = b && b.gameNo === lobby.game_no && b.ply === view.ply - 1 ? b.board : null;
    return view.captured.map((square) => ({ square, piece: old?.get(square) }));
  }, [lobby.game_no, view.ply]);
  useEffect(() => {
    before.current = { gameNo: lobby.game_no, ply: view.ply, board: position?.board ?? NO_PIECES };
  }, [lobby.game_no, view.ply]);
  const said = useMemo(
    () => announcement(lobby, view, names, myTurn, compulsory, captures, seat),
    [lobby.game_no, lobby.status, view.ply, myTurn, compulsory, captures, names.join('\n'), view.offer?.by, view.offer?.offer, seat],
  );
  const words = useDisclosure();
  const [help, setHelp] = useState(false);
  const keys: GameKey[] = [
    { keys: ['?'], label: '?', what: t('camelot-key-help'), run: () => setHelp(true) },
    { keys: ['v'], label: 'V', what: t('camelot-key-words'), run: () => words.toggle(true) },
    { keys: ['b'], label: 'B', what: t('camelot-key-board'), run: () => focusBoard() },
    ...(seat !== null && playing ? [{ keys: ['m'], label: 'M', what: t('camelot-key-move-box'), run: () => document.getElementById('cm-move-input')?.focus() }] : []),
    { keys: [], label: t('camelot-key-arrows'), what: t('camelot-key-arrows-what') },
    { keys: [], label: t('camelot-key-enter'), what: t('camelot-key-enter-what') },
    { keys: [], label: t('camelot-key-backspace'), what: t('camelot-key-backspace-what') },
    { keys: [], label: t('camelot-key-escape'), what: t('camelot-key-escape-what') },
    { keys: [], label: t('camelot-key-tab'), what: t('camelot-key-tab-what') },
  ];
  useGameKeys(keys);

  if (!position) return <p role="alert">{t('camelot-bad-position', { position: view.position })}</p>;

  const { route, sent } = picking;
  const pick = currentPick(picking, routes);
  // While a move is being picked (and not yet sent), where the piece may land next is said too.
  const pickSaid = pick && !sent ? pickWords(pick) : null;
  const note = pickSaid && pick ? { key: `pick:${lobby.game_no}:${view.ply}:${pick.route.join('-')}`, text: pickSaid } : null;
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
    if (e.key === 'Escape') dispatch({ type: 'escape' }, e);
    else if (e.key === 'Backspace') dispatch({ type: 'backspace' }, e);
  };

  // A refusal stays until the next request, or until the board has changed since.
  const rejected =
    state.rejected && GAME_CODES.has(state.rejected.code) && state.rejected.at >= picking.positionAt ? state.rejected : null;
  const flipped = seat === 1;
  const bottom = flipped ? 'black' : 'white';
  const boardLabel = view.last_move
    ? t('camelot-board-label-last', { bottom, move: view.last_move })
    : t('camelot-board-label', { bottom });

  return (
    <div class="cm-game" onKeyDown={onKeyDown} data-ply={view.ply} data-game-no={lobby.game_no}>
      <div class="cm-layout">
        <div class="cm-main">
          <LiveRegion said={said} note={note} />
          <GameBar textViewId="cm-words" textViewOpen={words.open} onTextView={() => words.toggle()} onHelp={() => setHelp(true)} what="board" />
          <TextView id="cm-words" label={t('camelot-words-title')} open={words.open} focusRequest={words.focusRequest}>
            <h3>{t('camelot-words-title')}</h3>
            {boardWords(position, names, view.last_move, statusWords(lobby, view, names, myTurn, sent)).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </TextView>
          <HelpDialog open={help} onClose={() => setHelp(false)} title={t('camelot-keys-title')} keys={keys}>
            <p>{t('camelot-keys-intro')}</p>
          </HelpDialog>
          <p class={`cm-status${myTurn ? ' cm-status-mine' : ''}${finished ? ' cm-status-over' : ''}`} data-testid="camelot-status">
            {statusWords(lobby, view, names, myTurn, sent)}
          </p>
          <Board
            position={position}
            flipped={flipped}
            label={boardLabel}
            lastMove={view.last_move ? moveSquares(view.last_move) : []}
            captured={view.captured}
            route={route}
            targets={pick && pick.kind !== 'play' ? pick.next : []}
            movable={myTurn && !sent ? movable : new Set()}
            mustCapture={myTurn && !sent ? mustCapture : new Set()}
            onSquare={seat !== null && playing ? (square) => dispatch({ type: 'square', square }) : undefined}
          />
          <Messages
            picking={picking}
            pick={pick}
            myTurn={myTurn}
            compulsory={compulsory}
            eventWords={lastEventWords(state.events, lobby, names)}
            playing={playing}
            rejected={rejected}
            touch={touch}
            dispatch={dispatch}
          />
        </div>

        <aside class="cm-side">
          <ul class="cm-players" aria-label={t('camelot-players')}>
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
            <TypeMove
              typed={picking.typed}
              myTurn={myTurn}
              sending={sent !== null}
              onType={(text) => dispatch({ type: 'type', text })}
              onSubmit={() => dispatch({ type: 'submit' })}
            />
          )}

          {seat !== null && playing && (
            <Offers
              state={offerState(seat, view)}
              opponent={names[1 - seat] ?? ''}
              sending={state.inFlight > 0}
              refusal={state.rejected && OFFER_CODES.has(state.rejected.code) ? refusalText(state.rejected.code, state.rejected.message) : null}
              onOffer={(offer) => session.offer(offer)}
              onAnswer={(offer, accept) => session.answerOffer(offer, accept)}
              onWithdraw={(offer) => session.withdrawOffer(offer)}
            />
          )}

          {seat !== null && playing && (
            <ResignControls
              confirming={picking.confirming}
              winner={names[1 - seat] ?? ''}
              onResign={() => dispatch({ type: 'resign' })}
              onConfirm={() => dispatch({ type: 'confirmResign' })}
              onKeepPlaying={() => dispatch({ type: 'keepPlaying' })}
            />
          )}

          {finished && <GameOver lobby={lobby} seat={seat} names={names} onRematch={() => session.send({ t: 'rematch' })} />}

          <RulesAtHand />

          <section class="cm-moves-box" aria-label={t('camelot-moves')}>
            <h3>{t('camelot-moves')}</h3>
            <MoveList moves={view.moves} current={view.moves.length - 1} />
          </section>
        </aside>
      </div>
    </div>
  );
}
