// Super Camelot in the browser: the forest, the players, the dice, the choice the viewer must
// make (if any), whose decision it is with an approximate prompt clock, and the log in words.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type ClockBase, formatSecs } from '../../clock';
import type { Action, Circle, ClockView, EnemyKind, EnemyView, Face, GameView, Prompt, SeatInfo, Square, View } from '../../protocol';
import { TREASURE_GEMS } from '../../protocol';
import { refusalText } from '../../errors';
import { t } from '../../i18n';
import { NEW_TAB, rulesHref } from '../../rules/links';
import { ClockTime } from '../ClockTime';
import { botLabel, clean, seatName } from '../../util';
import type { GameProps } from '../types';
import { CHARACTERS, CHARACTER_LETTER, characterName } from './characters';
import { Forest, circleKey, type TargetKey } from './Forest';
import { arcSquares, atPlace, bombBlock, circleName, isCircle, placeSquare, walkPaths } from './geometry';
import { BushIcon, CharacterIcon, ChestIcon, DieFace, EnemyIcon, ItemIcon, KeyIcon, RelicIcon, RockIcon, TreeIcon } from './icons';
import { type GameLog, type LogLine, extendLog, isPrivate, liveStart, logLines } from './log';
import {
  actionLabel,
  actionTarget,
  asksFirst,
  diceWords,
  hasGreatsword,
  nameOf,
  relicName,
  treasureEffect,
  treasureName,
  waitingWords,
} from './words';
import { forestWords } from './textview';
import { GameBar, HelpDialog, LiveRegion, TextView, useDisclosure, useGameKeys, type Announcement, type GameKey } from '../a11y';
import './sc.css';

/** The prompt timeout of a server that did not say (PROTOCOL.md `welcome`): its default. */
const DEFAULT_PROMPT_SECS = 60;

type ScView = Extract<GameView, { game: 'super_camelot' }>;

export function ScGame({ session, state }: GameProps) {
  const game = state.game;
  if (!game || game.game !== 'super_camelot') return <p class="sc-wait">{t('sc-waiting-forest')}</p>;
  return <Board session={session} state={state} game={game} />;
}

interface BoardProps extends GameProps {
  game: ScView;
}

function Board({ session, state, game }: BoardProps) {
  const view = game.view;
  const lobby = state.lobby;
  const names = view.players.map((p) => seatName(lobby, p.seat));
  const me = state.seat;
  const over = view.outcome !== null;
  const deciding = view.pending?.seat ?? null;
  const myTurnToDecide = me !== null && deciding === me && view.legal_actions.length > 0;
  const gameNo = lobby?.game_no ?? 0;

  // --- the log: the server's history of this game, then the events received since its sync ---
  const history = state.history && state.history.gameNo === gameNo ? state.history : null;
  const liveKey = `${state.code}.${gameNo}.${history?.syncV ?? '-'}`;
  const live = useRef<{ key: string; log: GameLog } | null>(null);
  if (!live.current || live.current.key !== liveKey) live.current = { key: liveKey, log: liveStart(history) };
  // Kept here rather than recomputed from `state.events`, which holds only the latest events.
  live.current.log = extendLog(live.current.log, state.events, names);
  const liveLog = live.current.log;
  const log = useMemo(() => logLines(view, history, liveLog, names), [view.first_player_rolls, history, liveLog, names.join('\n')]);

  // --- the prompt clock: from when this page first saw the prompt ---
  const promptId = view.pending ? `${gameNo}:${view.turn}:${view.pending.seat}:${JSON.stringify(view.pending.prompt)}` : '';
  const clock = useRef<{ id: string; since: number }>({ id: '', since: Date.now() });
  if (clock.current.id !== promptId) clock.current = promptClock(state.code, promptId);
  const timed = view.pending !== null && view.pending.seat !== view.active && !over;
  const [, tick] = useState(0);
  useEffect(() => {
    if (!timed) return undefined;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [timed, promptId]);
  const promptSecs = state.promptSecs ?? DEFAULT_PROMPT_SECS;
  const secondsLeft = Math.max(0, promptSecs - Math.floor((Date.now() - clock.current.since) / 1000));

  // --- choosing on the map ---
  const [selected, setSelected] = useState<TargetKey | null>(null);
  const [preview, setPreview] = useState<Square[]>([]);
  useEffect(() => {
    setSelected(null);
    setPreview([]);
  }, [state.v]);
  const lastEvents = game.events.flatMap((e) => (isPrivate(e) ? [] : [e]));
  const ctx = { view, names, events: lastEvents };
  const choices = useMemo(
    () => (myTurnToDecide ? view.legal_actions.map((action) => ({ action, label: actionLabel(action, ctx) })) : []),
    [view, myTurnToDecide],
  );
  const targets = useMemo(() => {
    const m = new Map<TargetKey, { label: string; action: Action }[]>();
    for (const c of choices) {
      const t = actionTarget(c.action);
      if (!t) continue;
      const key = 'circle' in t ? circleKey(t.circle) : t.square;
      m.set(key, [...(m.get(key) ?? []), c]);
    }
    return m;
  }, [choices]);

  // During a Move, a square 2 or more steps away can be clicked too: the page then sends the steps
  // of a shortest path one after another, each once the last is answered, and stops as soon as a
  // step is no longer offered (a tile explored, a prompt, the Move over).
  const walks = useMemo(() => {
    const p = view.pending?.prompt;
    const from = me !== null ? placeSquare(view.players[me]?.place) : null;
    if (!myTurnToDecide || p?.type !== 'continue_move' || p.squares_left < 2 || !from) return new Map<TargetKey, Square[]>();
    const first = view.legal_actions.flatMap((a) => (a.type === 'step' && !isCircle(a.to) ? [a.to] : []));
    return walkPaths(view, from, p.squares_left, first);
  }, [view, myTurnToDecide, me]);
  const allTargets = useMemo(() => {
    if (walks.size === 0) return targets;
    const m = new Map(targets);
    for (const [key, path] of walks) {
      const first = path[0]!;
      const step = view.legal_actions.find((a) => a.type === 'step' && a.to === first);
      if (step && !m.has(key)) m.set(key, [{ label: t('sc-act-walk', { square: path[path.length - 1]!, count: path.length }), action: step }]);
    }
    return m;
  }, [targets, walks]);
  const [walkQueue, setWalkQueue] = useState<Square[]>([]);

  const busy = state.inFlight > 0;
  // A Bomb cannot be taken back: the first tap (on the map or its button) only shows the block it
  // will hit and asks; a second tap on the same corner, or "Throw the Bomb", throws it. A Bow shot
  // tapped on the map asks the same way (its button, which names the Enemy, shoots at once).
  const [armed, setArmed] = useState<Action | null>(null);
  useEffect(() => setArmed(null), [state.v]);
  const play = (action: Action, fromMap = false) => {
    if (busy) return;
    setSelected(null);
    const passes = view.actions_left > 0 && view.legal_actions.some((a) => a.type !== 'end_turn');
    if (asksFirst(action, fromMap, passes) && JSON.stringify(armed) !== JSON.stringify(action)) {
      setArmed(action);
      setPreview(previewOf(action));
      return;
    }
    setArmed(null);
    setPreview([]);
    session.act({ game: 'super_camelot', action });
  };
  const pick = (key: TargetKey) => {
    const path = targets.has(key) ? undefined : walks.get(key);
    if (path && path[0]) {
      const first = path[0];
      const step = view.legal_actions.find((a) => a.type === 'step' && a.to === first);
      if (step) {
        setWalkQueue(path.slice(1));
        play(step);
      }
      return;
    }
    const options = targets.get(key) ?? [];
    if (options.length === 1 && options[0]) play(options[0].action, true);
    else setSelected(key === selected ? null : key);
  };
  const previewOf = (action: Action): Square[] => {
    const here = placeSquare(view.players[deciding ?? view.active]?.place);
    if (action.type === 'attack' && here) return arcSquares(here, action.arc, hasGreatsword(view, deciding ?? view.active));
    if (action.type === 'bomb') return bombBlock(action.corner);
    const t = actionTarget(action);
    return t && 'square' in t ? [t.square] : [];
  };

  // The rest of a walk: the next step once the last one is answered, if it is still offered.
  useEffect(() => {
    const next = walkQueue[0];
    if (!next || busy) return;
    const step = myTurnToDecide
      ? view.legal_actions.find((a) => a.type === 'step' && a.to === next)
      : undefined;
    if (!step) {
      setWalkQueue([]);
      return;
    }
    setWalkQueue(walkQueue.slice(1));
    play(step);
  }, [state.v, busy, walkQueue]);

  // Over a Bomb's corner, the map shades the block it would hit.
  const hoverTarget = (key: TargetKey | null) => {
    if (armed) return;
    const bombs = key ? (targets.get(key) ?? []).filter((c) => c.action.type === 'bomb') : [];
    setPreview(bombs.flatMap((c) => previewOf(c.action)));
  };

  // Zoomed, the map is wider than its box and scrolls inside it, centred on your Character.
  // On a phone the map starts zoomed: the whole forest at 390 px would be too small to read.
  const [zoom, setZoom] = useState(() => typeof matchMedia === 'function' && matchMedia('(max-width: 600px)').matches);
  const mapBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!zoom) return;
    const box = mapBox.current;
    const mine = box?.querySelector('[data-me]');
    if (!box || !mine) return;
    const b = box.getBoundingClientRect();
    const m = mine.getBoundingClientRect();
    box.scrollLeft += m.left + m.width / 2 - (b.left + box.clientWidth / 2);
    box.scrollTop += m.top + m.height / 2 - (b.top + box.clientHeight / 2);
  }, [zoom]);
  const [whole, setWhole] = useState(false);
  const [confirmResign, setConfirmResign] = useState(false);
  const myPlayer = me !== null ? view.players[me] : undefined;
  const canResign = myPlayer !== undefined && !myPlayer.resigned && !over && lobby?.status === 'playing';

  // --- said aloud: the log's new lines as they come, and the prompt when it waits for you ---
  const heard = useRef<{ gameNo: number; count: number; last: string; prompt: string } | null>(null);
  const [said, setSaid] = useState<Announcement | null>(null);
  const myPrompt = myTurnToDecide ? promptId : '';
  useEffect(() => {
    const prev = heard.current;
    // Only lines added at the end are news (earlier lines shown on request are not).
    const extends_ = prev !== null && prev.gameNo === gameNo && log.length >= prev.count && (prev.count === 0 || log[prev.count - 1]?.text === prev.last);
    const fresh = extends_ && prev ? log.slice(prev.count).map((l) => l.text) : [];
    const promptNews = myPrompt !== '' && myPrompt !== prev?.prompt && game.prompt_line ? game.prompt_line : null;
    heard.current = { gameNo, count: log.length, last: log[log.length - 1]?.text ?? '', prompt: myPrompt };
    const sentences = [...fresh, ...(promptNews ? [promptNews] : [])].map((t) => (/[.!?:…]$/.test(t) ? t : `${t}.`));
    if (sentences.length === 0) return;
    setSaid({ key: `${gameNo}:${log.length}:${myPrompt}`, text: sentences.join(' '), urgent: promptNews !== null });
  }, [gameNo, log, myPrompt]);

  // --- the keys, the help dialog and the forest in words ---
  const words = useDisclosure();
  const [help, setHelp] = useState(false);
  const keys: GameKey[] = [
    { keys: ['?'], label: '?', what: t('sc-key-help'), run: () => setHelp(true) },
    { keys: ['v'], label: 'V', what: t('sc-key-words'), run: () => words.toggle(true) },
    {
      keys: ['c'],
      label: 'C',
      what: t('sc-key-choices'),
      run: () => document.querySelector<HTMLElement>('.sc-decide button:not([disabled]), .sc-decide summary')?.focus(),
    },
    { keys: ['l'], label: 'L', what: t('sc-key-log'), run: () => document.querySelector<HTMLElement>('.sc-log')?.focus() },
    { keys: [], label: t('sc-key-tab'), what: t('sc-key-tab-what') },
    { keys: [], label: t('sc-key-enter'), what: t('sc-key-enter-what') },
    { keys: [], label: t('sc-key-escape'), what: t('sc-key-escape-what') },
  ];
  useGameKeys(keys);
  const reach = [
    ...choices.map((c) => c.label),
    ...[...allTargets.entries()].flatMap(([key, list]) => (targets.has(key) ? [] : list.map((c) => c.label))),
  ];
  const text = words.open ? forestWords(view, names, me, reach) : null;

  const refusal = refusalWords(state.rejected);
  return (
    <div class="sc">
      <LiveRegion said={said} />
      <HelpDialog open={help} onClose={() => setHelp(false)} title={t('sc-keys-title')} keys={keys}>
        <p>{t('sc-keys-intro')}</p>
      </HelpDialog>
      <StatusBar view={view} names={names} me={me} timed={timed} secondsLeft={secondsLeft} clock={game.clock} clockBase={state.clockBase} live={state.link.state === 'open'} />
      {refusal && (
        <p class="sc-rejected" role="alert">
          {refusal}
        </p>
      )}
      <GameBar textViewId="sc-words" textViewOpen={words.open} onTextView={() => words.toggle()} onHelp={() => setHelp(true)} what="forest" />
      <TextView id="sc-words" label={t('sc-tv-title')} open={words.open} focusRequest={words.focusRequest}>
        <h3>{t('sc-tv-title')}</h3>
        {text && (
          <>
            <p>{text.turn}</p>
            {text.you && <p>{text.you}</p>}
            {text.around.length > 0 && (
              <>
                <p>{t('sc-tv-next-to-you')}</p>
                <ul>
                  {text.around.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </>
            )}
            {text.choices.length > 0 ? (
              <>
                <p>{t('sc-tv-choose')}</p>
                <ul data-testid="text-view-choices">
                  {text.choices.map((l, i) => (
                    <li key={`${l}${i}`}>{l}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('sc-tv-nothing')}</p>
            )}
            {text.cards.length > 0 && (
              <>
                <p>{t('sc-tv-cards')}</p>
                <ul>
                  {text.cards.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </>
            )}
            {text.others.length > 0 && (
              <>
                <p>{t('sc-tv-others')}</p>
                <ul>
                  {text.others.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </TextView>
      {over && <GameOver view={view} names={names} state={state} onRematch={() => session.send({ t: 'rematch' })} busy={busy} />}
      <div class="sc-layout">
        <div class="sc-map-col">
          <div class="sc-map-tools">
            <button type="button" class="sc-small" aria-pressed={zoom} onClick={() => setZoom(!zoom)}>
              {zoom ? t('sc-zoom-out') : t('sc-zoom-in')}
            </button>
            <button type="button" class="sc-small" aria-pressed={whole} onClick={() => setWhole(!whole)}>
              {t('sc-whole-forest')}
            </button>
            <span class="sc-hint">
              {myTurnToDecide && walks.size > 0
                ? t('sc-hint-walk')
                : myTurnToDecide && targets.size > 0
                ? t('sc-hint-targets')
                : t('sc-hint-turn', { turn: view.turn, tiles: view.tiles_in_stack })}
            </span>
          </div>
          <div
            ref={mapBox}
            data-testid="sc-map-box"
            class={`sc-map-box${zoom ? ' sc-zoomed' : ''}`}
            tabIndex={zoom ? 0 : undefined}
            aria-label={zoom ? t('sc-map-zoomed') : undefined}
          >
            <Forest
              view={view}
              names={names}
              me={me}
              targets={allTargets}
              far={walks}
              selected={selected}
              preview={preview}
              onPick={pick}
              onHover={hoverTarget}
              crop={!whole}
              zoom={zoom}
            />
          </div>
          <Legend />
        </div>
        <div class="sc-side">
          {myTurnToDecide && view.pending && (
            <Decide
              view={view}
              promptLine={game.prompt_line}
              choices={choices}
              selected={selected}
              targets={targets}
              busy={busy}
              timed={timed}
              secondsLeft={secondsLeft}
              onPlay={play}
              armed={armed}
              onDisarm={() => {
                setArmed(null);
                setPreview([]);
              }}
              onPreview={(a) => !armed && setPreview(a ? previewOf(a) : [])}
              onClearSelection={() => setSelected(null)}
            />
          )}
          {!myTurnToDecide && view.attack_dice && (
            <div class="sc-panel">
              <h3>{t('sc-dice-resolved')}</h3>
              <Dice faces={view.attack_dice} />
            </div>
          )}
          <Players view={view} names={names} me={me} seats={lobby?.seats ?? []} />
          <Log
            lines={log}
            anchor={{ syncV: history?.syncV ?? null, firstSeq: history?.entries[0]?.seq ?? null }}
            more={history?.more ?? false}
            asking={state.historyBefore !== null}
            onEarlier={() => session.earlierHistory()}
          />
          {canResign && (
            <div class="sc-resign">
              {confirmResign ? (
                <>
                  <p>{t('sc-resign-question')}</p>
                  <button
                    type="button"
                    class="sc-danger"
                    disabled={busy}
                    onClick={() => {
                      setConfirmResign(false);
                      session.resign();
                    }}
                  >
                    {t('sc-resign-yes')}
                  </button>{' '}
                  <button type="button" onClick={() => setConfirmResign(false)}>
                    {t('sc-cancel')}
                  </button>
                </>
              ) : (
                <button type="button" onClick={() => setConfirmResign(true)}>
                  {t('sc-resign')}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * When this tab first saw a prompt: kept in sessionStorage so that a reload does not restart the
 * (approximate) countdown.
 */
function promptClock(code: string, id: string): { id: string; since: number } {
  const key = `albion.sc-prompt.${code}`;
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { id?: unknown; since?: unknown } | null;
    if (saved && saved.id === id && typeof saved.since === 'number') return { id, since: saved.since };
    const fresh = { id, since: Date.now() };
    sessionStorage.setItem(key, JSON.stringify(fresh));
    return fresh;
  } catch {
    return { id, since: Date.now() };
  }
}

/** A refused game request in words (lobby refusals are the lobby page's to show). */
function refusalWords(rejected: GameProps['state']['rejected']): string | null {
  if (!rejected) return null;
  switch (rejected.code) {
    case 'stale_version':
      return t('sc-refused-stale');
    case 'out_of_turn':
      return t('sc-refused-turn');
    case 'illegal_action':
      return t('sc-refused-illegal', { why: refusalText(rejected.code, rejected.message) });
    case 'game_over':
      return t('sc-refused-over');
    case 'not_started':
    case 'wrong_game':
      return t('sc-refused-other', { why: refusalText(rejected.code, rejected.message) });
    default:
      return null;
  }
}

function StatusBar(props: {
  view: View;
  names: string[];
  me: number | null;
  timed: boolean;
  secondsLeft: number;
  clock: ClockView | null;
  clockBase: ClockBase | null;
  live: boolean;
}) {
  const { view, names, me, timed, secondsLeft, clock, clockBase } = props;
  if (view.outcome) return null;
  const active = view.players[view.active];
  const pending = view.pending;
  const mine = pending !== null && pending.seat === me;
  const name = (s: number) => nameOf(names, s);
  let waiting: string | null = null;
  if (!pending) waiting = t('sc-status-server');
  else if (mine) waiting = pending.prompt.type === 'take_action' ? null : t('sc-status-your-choice', { what: waitingWords(pending.prompt) });
  else waiting = t('sc-status-waiting', { name: name(pending.seat), what: waitingWords(pending.prompt) });
  const showActions = pending !== null && pending.seat === view.active && pending.prompt.type !== 'place_character';
  return (
    <div class={`sc-status${mine ? ' sc-status-mine' : ''}`} data-my-turn={view.active === me} data-deciding={pending?.seat}>
      <span class="sc-turn">
        {view.active === me
          ? t('sc-status-turn-mine', { turn: view.turn })
          : t('sc-status-turn-other', { turn: view.turn, name: name(view.active), character: active ? characterName(active.character) : '' })}
        {showActions && ` · ${t('sc-status-actions', { count: view.actions_left })}`}
        {clock && (
          <>
            {' · '}
            <ClockTime clock={clock} seat={clock.running ?? view.active} base={clockBase} who={name(clock.running ?? view.active)} live={props.live} />
            <span class="visually-hidden"> {t('sc-status-clock-left')}</span>
          </>
        )}
      </span>
      {waiting && <span class="sc-waiting">{waiting}</span>}
      {timed && (
        <span class="sc-clock" title={t('sc-status-clock-title')}>
          {t('sc-status-clock', { time: formatSecs(secondsLeft) })}
        </span>
      )}
    </div>
  );
}

interface DecideProps {
  view: View;
  /** What this seat is asked, as the server words it (`prompt_line`). */
  promptLine: string | null;
  choices: { action: Action; label: string }[];
  selected: TargetKey | null;
  targets: Map<TargetKey, { label: string; action: Action }[]>;
  busy: boolean;
  timed: boolean;
  secondsLeft: number;
  onPlay(a: Action): void;
  onPreview(a: Action | null): void;
  onClearSelection(): void;
  /** A Bomb tapped once, waiting for its confirmation. */
  armed: Action | null;
  onDisarm(): void;
}

const ORDER: Action['type'][] = [
  'place_on_circle',
  'keep_roll',
  'reroll',
  'convert_star',
  'kill',
  'draw_for',
  'surrender',
  'target',
  'activate',
  'knight_to',
  'move',
  'decline_speed_potion',
  'step',
  'stop_moving',
  'undo_step',
  'attack',
  'bow',
  'open_chest',
  'pick_up',
  'dig',
  'claim_grail',
  'bomb',
  'end_turn',
];

function Decide({ view, promptLine, choices, selected, targets, busy, timed, secondsLeft, onPlay, onPreview, onClearSelection, armed, onDisarm }: DecideProps) {
  const pending = view.pending;
  if (!pending) return null;
  const prompt = pending.prompt;
  const dice = prompt.type === 'reroll' || prompt.type === 'convert_star' ? prompt.dice : view.attack_dice;
  const sorted = [...choices].sort((a, b) => ORDER.indexOf(a.action.type) - ORDER.indexOf(b.action.type));
  const bombs = sorted.filter((c) => c.action.type === 'bomb');
  const rest = sorted.filter((c) => c.action.type !== 'bomb');
  const here = selected ? (targets.get(selected) ?? []) : [];
  const button = (c: { action: Action; label: string }, i: number) => (
    <button
      type="button"
      key={`${c.label}${i}`}
      class={`sc-choice sc-choice-${c.action.type}`}
      data-sc-action={c.action.type}
      disabled={busy}
      onClick={() => onPlay(c.action)}
      onMouseEnter={() => onPreview(c.action)}
      onMouseLeave={() => onPreview(null)}
      onFocus={() => onPreview(c.action)}
      onBlur={() => onPreview(null)}
    >
      {c.label}
    </button>
  );
  const me = view.players[pending.seat];
  return (
    <section class="sc-panel sc-decide" aria-label={t('sc-decide')}>
      <h3>{promptLine}</h3>
      {timed && <p class="sc-clock-line">{t('sc-decide-clock', { time: formatSecs(secondsLeft) })}</p>}
      {prompt.type === 'choose_stolen_treasure' && me && (
        <p class="sc-note">
          {t('sc-decide-face-up')}{' '}
          {me.treasures
            .filter((tr) => tr.state === 'FaceUp')
            .map((tr) => t('sc-treasure-gems', { treasure: treasureName(tr.treasure), gems: TREASURE_GEMS[tr.treasure] }))
            .join(', ')}
        </p>
      )}
      {dice && dice.length > 0 && <Dice faces={dice} />}
      {armed && armed.type === 'bow' && (
        <div class="sc-confirm" role="group" aria-label={t('sc-confirm-shot')} data-testid="sc-bow-confirm">
          <p>
            <strong>{choices.find((c) => JSON.stringify(c.action) === JSON.stringify(armed))?.label ?? t('sc-shoot-bow')}</strong>
          </p>
          <p class="sc-note">{t('sc-shot-note')}</p>
          <button type="button" class="sc-danger" data-sc-confirm="bow" disabled={busy} onClick={() => onPlay(armed)}>
            {t('sc-shoot')}
          </button>{' '}
          <button type="button" onClick={onDisarm}>
            {t('sc-cancel')}
          </button>
        </div>
      )}
      {armed && armed.type === 'end_turn' && (
        <div class="sc-confirm" role="group" aria-label={t('sc-confirm-end')} data-testid="sc-end-confirm">
          <p>
            <strong>{t('sc-end-question', { count: view.actions_left })}</strong>
          </p>
          <p class="sc-note">{t('sc-end-note')}</p>
          <button type="button" class="sc-danger" data-sc-confirm="end_turn" disabled={busy} onClick={() => onPlay(armed)}>
            {t('sc-end-the-turn')}
          </button>{' '}
          <button type="button" onClick={onDisarm}>
            {t('sc-keep-playing')}
          </button>
        </div>
      )}
      {armed && armed.type === 'bomb' && (
        <div class="sc-confirm" role="group" aria-label={t('sc-confirm-bomb')} data-testid="sc-bomb-confirm">
          <p>
            <strong>{choices.find((c) => JSON.stringify(c.action) === JSON.stringify(armed))?.label ?? t('sc-throw-bomb')}</strong>
          </p>
          <p class="sc-note">{t('sc-bomb-note')}</p>
          <button type="button" class="sc-danger" data-sc-confirm="bomb" disabled={busy} onClick={() => onPlay(armed)}>
            {t('sc-throw-the-bomb')}
          </button>{' '}
          <button type="button" onClick={onDisarm}>
            {t('sc-cancel')}
          </button>
        </div>
      )}
      <RulesAtHand prompt={prompt} dice={Boolean(dice && dice.length > 0)} bombs={bombs.length > 0} />
      {selected && here.length > 1 && (
        <div class="sc-group sc-selected-group" role="group" aria-label={t('sc-choices-at', { place: selectedName(selected) })}>
          <p>
            {t('sc-at-place', { place: selectedName(selected) })}{' '}
            <button type="button" class="sc-small" onClick={onClearSelection}>
              {t('sc-close')}
            </button>
          </p>
          {here.map(button)}
        </div>
      )}
      <div class="sc-group" role="group" aria-label={t('sc-choices')}>
        {rest.map(button)}
      </div>
      {bombs.length > 0 && (
        <details class="sc-bombs">
          <summary>{t('sc-bombs', { count: bombs.length })}</summary>
          <div class="sc-group">{bombs.map(button)}</div>
        </details>
      )}
    </section>
  );
}

/** Links to the rules this prompt turns on, opened beside the game. */
function RulesAtHand({ prompt, dice, bombs }: { prompt: Prompt; dice: boolean; bombs: boolean }) {
  const links: [string, string][] = [];
  if (dice || prompt.type === 'convert_star' || prompt.type === 'reroll' || prompt.type === 'assign_hits') links.push([rulesHref('super-camelot', 'attack'), t('sc-rules-dice')]);
  if (prompt.type === 'take_action') links.push([rulesHref('super-camelot', 'turn'), t('sc-rules-actions')]);
  if (bombs) links.push([rulesHref('super-camelot', 'bomb'), t('sc-rules-bomb')]);
  if (prompt.type === 'take_action' || prompt.type === 'continue_move' || prompt.type === 'speed_potion') links.push([rulesHref('super-camelot', 'move'), t('sc-rules-move')]);
  if (prompt.type === 'choose_enemy' || prompt.type === 'choose_knight_square' || prompt.type === 'choose_target')
    links.push([rulesHref('super-camelot', 'enemies'), t('sc-rules-enemies')]);
  if (prompt.type === 'choose_litter' || prompt.type === 'choose_loot' || prompt.type === 'choose_stolen_treasure')
    links.push([rulesHref('super-camelot', 'items'), t('sc-rules-items')]);
  if (links.length === 0) links.push([rulesHref('super-camelot'), t('sc-rules-how')]);
  return (
    <>
      {(dice || prompt.type === 'convert_star' || prompt.type === 'reroll') && <DiceFaces />}
      <p class="sc-rules" data-testid="sc-rules">
      {links.map(([href, text], i) => (
        <span key={href}>
          {i > 0 && ' · '}
          <a href={href} {...NEW_TAB}>
            {text}
          </a>
        </span>
      ))}
      </p>
    </>
  );
}

/** What each die face does, beside a roll (how-to-play, "Attack with your sword"). */
const FACE_MEANING: [Face, string][] = [
  ['TwoHits', 'sc-face-meaning-two-hits'],
  ['OneHit', 'sc-face-meaning-one-hit'],
  ['Star', 'sc-face-meaning-star'],
  ['Gem', 'sc-face-meaning-gem'],
  ['Shield', 'sc-face-meaning-shield'],
  ['Blank', 'sc-face-meaning-blank'],
];

function DiceFaces() {
  return (
    <details class="sc-faces" data-testid="sc-faces">
      <summary>{t('sc-faces')}</summary>
      <ul>
        {FACE_MEANING.map(([face, meaning]) => (
          <li key={face}>
            <DieFace face={face} size={22} /> <span>{t(meaning)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function selectedName(key: TargetKey): string {
  return key.startsWith('circle:') ? circleName(key.slice(7) as Circle) : key;
}

export function Dice({ faces }: { faces: Face[] }) {
  return (
    <div class="sc-dice" role="img" aria-label={t('sc-dice', { dice: diceWords(faces) })}>
      {faces.map((f, i) => (
        <DieFace key={i} face={f} />
      ))}
    </div>
  );
}

function Players({ view, names, me, seats }: { view: View; names: string[]; me: number | null; seats: SeatInfo[] }) {
  return (
    <section class="sc-panel" aria-label={t('sc-players')}>
      <h3>{t('sc-players')}</h3>
      <ul class="sc-players">
        {view.players.map((p) => {
          const relicNames = (['Fire', 'Water', 'Wind'] as const).filter((_, i) => p.relics[i]).map(relicName);
          const isMe = p.seat === me;
          return (
            <li key={p.seat} class={`sc-player${p.seat === view.active && !view.outcome ? ' sc-active' : ''}${p.resigned ? ' sc-gone' : ''}`}>
              <div class="sc-player-head">
                <svg viewBox="-16 -16 32 32" width="30" height="30" aria-hidden="true">
                  <CharacterIcon character={p.character} passedOut={p.passed_out} me={false} />
                </svg>
                <strong>{clean(names[p.seat] ?? '')}</strong>
                <span>
                  {characterName(p.character)} ({CHARACTER_LETTER[p.character]}){isMe ? ` · ${t('sc-you-tag')}` : ''}
                  {p.seat === view.active && !view.outcome ? ` · ${t('sc-to-play')}` : ''}
                  {seats[p.seat]?.bot ? ` · ${botLabel(seats[p.seat]!.bot!)}` : ''}
                  {!seats[p.seat]?.bot && seats[p.seat]?.abandoned && !p.resigned && !view.outcome ? ` · ${t('sc-left-game')}` : ''}
                </span>
              </div>
              {p.resigned ? (
                <p class="sc-flag">{t('sc-resigned-flag')}</p>
              ) : (
                <>
                  {p.passed_out && <p class="sc-flag sc-flag-out">{t('sc-passed-out-flag')}</p>}
                  <p class="sc-stats">
                    <span class="sc-health" aria-label={t('sc-health-label', { health: p.health })}>
                      <span aria-hidden="true">{'♥'.repeat(p.health)}{'♡'.repeat(Math.max(0, 6 - p.health))}</span> {t('sc-health', { health: p.health })}
                    </span>
                    <span>{p.place ? atPlace(p.place) : t('sc-tv-not-placed')}</span>
                  </p>
                  <p class="sc-stats">
                    <span>{t('sc-small-keys', { count: p.small_keys })}</span>
                    <span>{t('sc-bombs-count', { count: p.bombs })}</span>
                    {p.big_key && <span>{t('sc-big-key-tag')}</span>}
                    <span>{t('sc-relics', { relics: relicNames.length ? relicNames.join(', ') : t('sc-relics-none'), count: relicNames.length })}</span>
                  </p>
                  {p.treasures.length > 0 && (
                    <ul class="sc-treasures">
                      {p.treasures.map((tr, i) => (
                        <li key={i} title={treasureEffect(tr.treasure)}>
                          {treasureName(tr.treasure)}{' '}
                          {tr.state === 'FaceUp'
                            ? t('sc-treasure-up', { gems: TREASURE_GEMS[tr.treasure] })
                            : tr.state === 'Lost'
                              ? t('sc-treasure-lost')
                              : t('sc-treasure-stolen')}
                        </li>
                      ))}
                    </ul>
                  )}
                  <p class="sc-gems">
                    {p.gems !== null ? (
                      <>
                        {t('sc-gems-label')} <strong>{p.gems}</strong>
                        {p.gems_to_goal !== null && !view.outcome && ` · ${t('sc-gems-more', { more: p.gems_to_goal })}`}
                      </>
                    ) : (
                      t('sc-gems-hidden')
                    )}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface LogProps {
  lines: LogLine[];
  /** Which history the lines start from: an earlier page prepended keeps `syncV` and lowers `firstSeq`. */
  anchor: { syncV: number | null; firstSeq: number | null };
  /** Earlier lines exist on the server. */
  more: boolean;
  asking: boolean;
  onEarlier(): void;
}

function Log({ lines, anchor, more, asking, onEarlier }: LogProps) {
  const box = useRef<HTMLOListElement>(null);
  const before = useRef<{ anchor: LogProps['anchor']; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = before.current;
    const prepended =
      prev !== null &&
      prev.anchor.syncV === anchor.syncV &&
      prev.anchor.firstSeq !== null &&
      anchor.firstSeq !== null &&
      anchor.firstSeq < prev.anchor.firstSeq;
    // Earlier lines above: the lines read stay where they were (sc.css turns the browser's own
    // scroll anchoring off for the log). Anything else: the newest line.
    el.scrollTop = prepended ? el.scrollTop + (el.scrollHeight - prev.height) : el.scrollHeight;
  }, [lines.length, anchor.syncV, anchor.firstSeq]);
  useLayoutEffect(() => {
    const el = box.current;
    if (el) before.current = { anchor, height: el.scrollHeight };
  });
  return (
    <section class="sc-panel" aria-label={t('sc-log')}>
      <h3>{t('sc-log-title')}</h3>
      {more && (
        <button type="button" class="sc-log-earlier" onClick={onEarlier} disabled={asking}>
          {asking ? t('sc-log-loading') : t('sc-log-earlier')}
        </button>
      )}
      <ol class="sc-log" ref={box} tabIndex={0} aria-label={t('sc-log-label')}>
        {lines.map((l, i) => (
          <li key={i} class={`sc-log-${l.kind}`}>
            {l.text}
            {l.dice && (
              <span class="sc-log-dice" aria-hidden="true">
                {l.dice.map((f, j) => (
                  <DieFace key={j} face={f} size={18} />
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function GameOver({ view, names, state, onRematch, busy }: { view: View; names: string[]; state: GameProps['state']; onRematch(): void; busy: boolean }) {
  const outcome = view.outcome;
  if (!outcome) return null;
  const lobby = state.lobby;
  const character = view.players[outcome.winner]?.character;
  const winner =
    outcome.winner === state.seat
      ? t('sc-you-win')
      : t('sc-wins', { name: names[outcome.winner] ?? '', character: character ? characterName(character) : '' });
  const asked = lobby?.seats.filter((s) => s.rematch).map((s) => seatName(lobby, s.seat)) ?? [];
  const iAsked = state.seat !== null && lobby?.seats[state.seat]?.rematch === true;
  return (
    <section class="sc-panel sc-over" aria-label={t('sc-over')}>
      <h3 class="sc-over-title">{t('sc-over-title', { by: outcome.by, winner })}</h3>
      <table class="sc-totals">
        <caption>{t('sc-totals')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sc-col-player')}</th>
            <th scope="col">{t('sc-col-character')}</th>
            <th scope="col">{t('sc-col-gems')}</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat}>
              <td>{clean(names[p.seat] ?? '')}</td>
              <td>{characterName(p.character)}</td>
              <td>{p.gems ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="sc-over-actions">
        {state.seat !== null && (
          <button type="button" class="sc-primary" disabled={busy || iAsked} aria-pressed={iAsked} onClick={onRematch}>
            {iAsked ? t('sc-rematch-asked') : asked.length > 0 ? t('sc-rematch-accept') : t('sc-rematch')}
          </button>
        )}
        {asked.length > 0 && (
          <span>
            {' '}
            {iAsked
              ? t('sc-rematch-asked-by-me', { names: asked.join(', ') })
              : t('sc-rematch-asks', { names: asked.join(', '), count: asked.length })}
          </span>
        )}
        {lobby?.game_id != null && (
          <a href={`/g/${lobby.game_id}`} class="sc-replay-link">
            {t('sc-replay-link')}
          </a>
        )}
      </p>
    </section>
  );
}

function Legend() {
  const item = (icon: ComponentChildren, text: string, box = 16) => (
    <li>
      <svg viewBox={`${-box} ${-box} ${2 * box} ${2 * box}`} width="28" height="28" aria-hidden="true">
        {icon}
      </svg>
      <span>{text}</span>
    </li>
  );
  const enemy = (kind: EnemyKind): EnemyView => ({ kind, facing: 'SE', holds_stolen: false, health: 1 });
  return (
    <details class="sc-legend">
      <summary>{t('sc-legend')}</summary>
      <p>{t('sc-legend-coords')}</p>
      <ul>
        {item(<CharacterIcon character="Lancelot" passedOut={false} me />, t('sc-legend-character'))}
        {item(<CharacterIcon character="Kay" passedOut me={false} />, t('sc-legend-passed-out'))}
        {item(<circle r={12} fill="#fffbe6" stroke="#8d6e00" stroke-width={2} />, t('sc-legend-circle'))}
        {item(<rect x={-14} y={-14} width={28} height={28} fill="url(#sc-hatch)" stroke="#b5ae9c" />, t('sc-legend-unexplored'))}
        {item(<TreeIcon />, t('sc-legend-tree'))}
        {item(<BushIcon />, t('sc-legend-bush'))}
        {item(<RockIcon />, t('sc-legend-rock'))}
        {item(<EnemyIcon enemy={enemy('CarnivorousPlant')} />, t('sc-legend-plant'))}
        {item(<EnemyIcon enemy={enemy('Mimic')} />, t('sc-legend-mimic'))}
        {item(<EnemyIcon enemy={enemy('DarkKnight')} />, t('sc-legend-dark-knight'))}
        {item(<ChestIcon big={false} open={false} />, t('sc-legend-small-chest'))}
        {item(<ChestIcon big open={false} />, t('sc-legend-big-chest'))}
        {item(<RelicIcon kind="Fire" />, t('sc-legend-relic'))}
        {item(<KeyIcon big />, t('sc-legend-big-key'))}
        {item(<ItemIcon item="GreenGem" />, t('sc-legend-gems'), 9)}
        {item(<ItemIcon item="Bomb" />, t('sc-legend-bomb'), 9)}
        {item(<ItemIcon item="SmallKey" />, t('sc-legend-small-key'), 9)}
        {item(<text y={5} class="sc-ghost" text-anchor="middle">{t('sc-ghost-letter', { symbol: 'B' })}</text>, t('sc-legend-ghost'))}
      </ul>
      <ul class="sc-char-legend">
        {CHARACTERS.map((c) => (
          <li key={c.name}>
            <strong>
              {CHARACTER_LETTER[c.name]} {characterName(c.name)}
            </strong>
            : {c.blurb}
          </li>
        ))}
      </ul>
    </details>
  );
}
