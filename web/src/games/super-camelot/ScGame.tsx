// Super Camelot in the browser: the forest, the players, the dice, the choice the viewer must
// make (if any), whose decision it is with an approximate prompt clock, and the log in words.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type ClockBase, formatSecs } from '../../clock';
import type { Action, ClockView, EnemyKind, EnemyView, Face, GameView, Prompt, SeatInfo, Square, View } from '../../protocol';
import { TREASURE_GEMS } from '../../protocol';
import { NEW_TAB, rulesHref } from '../../rules/links';
import { ClockTime } from '../ClockTime';
import { botLabel, clean, seatName } from '../../util';
import type { GameProps } from '../types';
import { CHARACTERS, CHARACTER_LETTER } from './characters';
import { Forest, circleKey, type TargetKey } from './Forest';
import { arcSquares, bombBlock, placeName, placeSquare, sameSquare, squareKey, squareName, walkPaths } from './geometry';
import { BushIcon, CharacterIcon, ChestIcon, DieFace, EnemyIcon, ItemIcon, KeyIcon, RelicIcon, RockIcon, TreeIcon } from './icons';
import { type GameLog, type LogLine, extendLog, liveStart, logLines } from './log';
import {
  TREASURE_EFFECT,
  actionLabel,
  actionTarget,
  asksFirst,
  diceWords,
  hasGreatsword,
  plural,
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
  if (!game || game.game !== 'super_camelot') return <p class="sc-wait">Waiting for the forest…</p>;
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
  const lastEvents = game.events.flatMap((e) => (e.form === 'public' ? [e.event] : []));
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
      const key = 'circle' in t ? circleKey(t.circle) : squareKey(t.square);
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
    const first = view.legal_actions.flatMap((a) => (a.type === 'step' && 'Square' in a.to ? [a.to.Square] : []));
    return walkPaths(view, from, p.squares_left, first);
  }, [view, myTurnToDecide, me]);
  const allTargets = useMemo(() => {
    if (walks.size === 0) return targets;
    const m = new Map(targets);
    for (const [key, path] of walks) {
      const first = path[0]!;
      const step = view.legal_actions.find((a) => a.type === 'step' && 'Square' in a.to && sameSquare(a.to.Square, first));
      if (step && !m.has(key)) m.set(key, [{ label: `Walk to ${squareName(path[path.length - 1]!)} (${plural(path.length, 'square')})`, action: step }]);
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
      const step = view.legal_actions.find((a) => a.type === 'step' && 'Square' in a.to && sameSquare(a.to.Square, first));
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
      ? view.legal_actions.find((a) => a.type === 'step' && 'Square' in a.to && sameSquare(a.to.Square, next))
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
    { keys: ['?'], label: '?', what: 'Show these keys.', run: () => setHelp(true) },
    { keys: ['v'], label: 'V', what: 'Show or hide the forest in words: your square and tile, what is next to you, what you may choose, your cards and Gems.', run: () => words.toggle(true) },
    {
      keys: ['c'],
      label: 'C',
      what: 'Go to your choices (when one waits for you): every choice on the map is a button there too.',
      run: () => document.querySelector<HTMLElement>('.sc-decide button:not([disabled]), .sc-decide summary')?.focus(),
    },
    { keys: ['l'], label: 'L', what: 'Go to the game log (newest last).', run: () => document.querySelector<HTMLElement>('.sc-log')?.focus() },
    { keys: [], label: 'Tab, Shift+Tab', what: 'Go from control to control: the map tools, your choices, the players, the log.' },
    { keys: [], label: 'Enter or Space', what: 'Press the focused button (a Bomb or a Bow shot asks once more before it goes).' },
    { keys: [], label: 'Escape', what: 'Close this dialog.' },
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
      <HelpDialog open={help} onClose={() => setHelp(false)} title="Super Camelot keys" keys={keys}>
        <p>What the log says is read out as it happens, and what waits for you at once.</p>
      </HelpDialog>
      <StatusBar view={view} names={names} me={me} timed={timed} secondsLeft={secondsLeft} clock={game.clock} clockBase={state.clockBase} live={state.link.state === 'open'} />
      {refusal && (
        <p class="sc-rejected" role="alert">
          {refusal}
        </p>
      )}
      <GameBar textViewId="sc-words" textViewOpen={words.open} onTextView={() => words.toggle()} onHelp={() => setHelp(true)} what="forest" />
      <TextView id="sc-words" label="The forest in words" open={words.open} focusRequest={words.focusRequest}>
        <h3>The forest in words</h3>
        {text && (
          <>
            <p>{text.turn}</p>
            {text.you && <p>{text.you}</p>}
            {text.around.length > 0 && (
              <>
                <p>Next to you:</p>
                <ul>
                  {text.around.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </>
            )}
            {text.choices.length > 0 ? (
              <>
                <p>You may choose (the squares you can reach among them):</p>
                <ul data-testid="text-view-choices">
                  {text.choices.map((l, i) => (
                    <li key={`${l}${i}`}>{l}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Nothing to choose now.</p>
            )}
            {text.cards.length > 0 && (
              <>
                <p>Your cards:</p>
                <ul>
                  {text.cards.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </>
            )}
            {text.others.length > 0 && (
              <>
                <p>The others:</p>
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
              {zoom ? 'Zoom out' : 'Zoom in'}
            </button>
            <button type="button" class="sc-small" aria-pressed={whole} onClick={() => setWhole(!whole)}>
              Whole forest
            </button>
            <span class="sc-hint">
              {myTurnToDecide && walks.size > 0
                ? 'Tap a square up to the squares you have left away to walk there, or a neighbour for one step.'
                : myTurnToDecide && targets.size > 0
                ? 'Outlined squares can be chosen on the map, or with the buttons.'
                : `Turn ${view.turn} · ${plural(view.tiles_in_stack, 'tile')} unexplored`}
            </span>
          </div>
          <div
            ref={mapBox}
            data-testid="sc-map-box"
            class={`sc-map-box${zoom ? ' sc-zoomed' : ''}`}
            tabIndex={zoom ? 0 : undefined}
            aria-label={zoom ? 'The map, zoomed: scroll it' : undefined}
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
              <h3>Dice being resolved</h3>
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
                  <p>Resign? Your Character leaves the board for good; the others play on.</p>
                  <button
                    type="button"
                    class="sc-danger"
                    disabled={busy}
                    onClick={() => {
                      setConfirmResign(false);
                      session.resign();
                    }}
                  >
                    Yes, resign
                  </button>{' '}
                  <button type="button" onClick={() => setConfirmResign(false)}>
                    Cancel
                  </button>
                </>
              ) : (
                <button type="button" onClick={() => setConfirmResign(true)}>
                  Resign…
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
      return 'The game moved on before your choice arrived: look again and choose.';
    case 'out_of_turn':
      return 'It is not your decision now.';
    case 'illegal_action':
      return `That move was not accepted: ${rejected.message}`;
    case 'game_over':
      return 'The game is already over.';
    case 'not_started':
    case 'wrong_game':
      return `Not accepted: ${rejected.message}`;
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
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  let waiting: string | null = null;
  if (!pending) waiting = 'Waiting for the server…';
  else if (mine) waiting = pending.prompt.type === 'take_action' ? null : `Your choice: ${waitingWords(pending.prompt)}`;
  else waiting = `Waiting for ${name(pending.seat)} to ${waitingWords(pending.prompt)}…`;
  const showActions = pending !== null && pending.seat === view.active && pending.prompt.type !== 'place_character';
  return (
    <div class={`sc-status${mine ? ' sc-status-mine' : ''}`} data-my-turn={view.active === me} data-deciding={pending?.seat}>
      <span class="sc-turn">
        Turn {view.turn} · {view.active === me ? 'your turn' : `${name(view.active)} (${active?.character ?? ''}) to play`}
        {showActions && ` · ${plural(view.actions_left, 'action')} left`}
        {clock && (
          <>
            {' · '}
            <ClockTime clock={clock} seat={clock.running ?? view.active} base={clockBase} who={name(clock.running ?? view.active)} live={props.live} />
            <span class="visually-hidden"> left in this turn</span>
          </>
        )}
      </span>
      {waiting && <span class="sc-waiting">{waiting}</span>}
      {timed && (
        <span class="sc-clock" title="Counted in this browser from when the prompt appeared; the server decides when time is up">
          ~{formatSecs(secondsLeft)} left (approximate)
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
    <section class="sc-panel sc-decide" aria-label="Your choice">
      <h3>{promptLine}</h3>
      {timed && <p class="sc-clock-line">Answer within about {formatSecs(secondsLeft)}, or the server chooses for you (the least valuable treasure).</p>}
      {prompt.type === 'choose_stolen_treasure' && me && (
        <p class="sc-note">
          Your face-up treasures:{' '}
          {me.treasures
            .filter((t) => t.state === 'FaceUp')
            .map((t) => `${treasureName(t.treasure)} (${TREASURE_GEMS[t.treasure]} Gems)`)
            .join(', ')}
        </p>
      )}
      {dice && dice.length > 0 && <Dice faces={dice} />}
      {armed && armed.type === 'bow' && (
        <div class="sc-confirm" role="group" aria-label="Confirm the shot" data-testid="sc-bow-confirm">
          <p>
            <strong>{choices.find((c) => JSON.stringify(c.action) === JSON.stringify(armed))?.label ?? 'Shoot the Hunting Bow'}</strong>
          </p>
          <p class="sc-note">The shot cannot be taken back. Tap the same square again, or:</p>
          <button type="button" class="sc-danger" data-sc-confirm="bow" disabled={busy} onClick={() => onPlay(armed)}>
            Shoot
          </button>{' '}
          <button type="button" onClick={onDisarm}>
            Cancel
          </button>
        </div>
      )}
      {armed && armed.type === 'end_turn' && (
        <div class="sc-confirm" role="group" aria-label="Confirm the end of your turn" data-testid="sc-end-confirm">
          <p>
            <strong>End your turn with {plural(view.actions_left, 'action')} left?</strong>
          </p>
          <p class="sc-note">The actions you leave are lost. Press End turn again, or:</p>
          <button type="button" class="sc-danger" data-sc-confirm="end_turn" disabled={busy} onClick={() => onPlay(armed)}>
            End the turn
          </button>{' '}
          <button type="button" onClick={onDisarm}>
            Keep playing
          </button>
        </div>
      )}
      {armed && armed.type === 'bomb' && (
        <div class="sc-confirm" role="group" aria-label="Confirm the Bomb" data-testid="sc-bomb-confirm">
          <p>
            <strong>{choices.find((c) => JSON.stringify(c.action) === JSON.stringify(armed))?.label ?? 'Throw a Bomb'}</strong>
          </p>
          <p class="sc-note">
            It hits everything in the block shaded on the map, you too if you stand in it, and cannot be taken back. Tap the same
            corner again, or:
          </p>
          <button type="button" class="sc-danger" data-sc-confirm="bomb" disabled={busy} onClick={() => onPlay(armed)}>
            Throw the Bomb
          </button>{' '}
          <button type="button" onClick={onDisarm}>
            Cancel
          </button>
        </div>
      )}
      <RulesAtHand prompt={prompt} dice={Boolean(dice && dice.length > 0)} bombs={bombs.length > 0} />
      {selected && here.length > 1 && (
        <div class="sc-group sc-selected-group" role="group" aria-label={`Choices at ${selectedName(selected)}`}>
          <p>
            At {selectedName(selected)}:{' '}
            <button type="button" class="sc-small" onClick={onClearSelection}>
              close
            </button>
          </p>
          {here.map(button)}
        </div>
      )}
      <div class="sc-group" role="group" aria-label="Choices">
        {rest.map(button)}
      </div>
      {bombs.length > 0 && (
        <details class="sc-bombs">
          <summary>Throw a Bomb ({plural(bombs.length, 'block')} to choose from)</summary>
          <div class="sc-group">{bombs.map(button)}</div>
        </details>
      )}
    </section>
  );
}

/** Links to the rules this prompt turns on, opened beside the game. */
function RulesAtHand({ prompt, dice, bombs }: { prompt: Prompt; dice: boolean; bombs: boolean }) {
  const links: [string, string][] = [];
  if (dice || prompt.type === 'convert_star' || prompt.type === 'reroll' || prompt.type === 'assign_hits') links.push([rulesHref('super-camelot', 'attack'), 'The dice faces and what they do']);
  if (prompt.type === 'take_action') links.push([rulesHref('super-camelot', 'turn'), 'Your Actions']);
  if (bombs) links.push([rulesHref('super-camelot', 'bomb'), 'How a Bomb hits']);
  if (prompt.type === 'take_action' || prompt.type === 'continue_move' || prompt.type === 'speed_potion') links.push([rulesHref('super-camelot', 'move'), 'Moving and exploring']);
  if (prompt.type === 'choose_enemy' || prompt.type === 'choose_knight_square' || prompt.type === 'choose_target')
    links.push([rulesHref('super-camelot', 'enemies'), 'The Enemy Turn']);
  if (prompt.type === 'choose_litter' || prompt.type === 'choose_loot' || prompt.type === 'choose_stolen_treasure')
    links.push([rulesHref('super-camelot', 'items'), 'Items, cards and treasures']);
  if (links.length === 0) links.push([rulesHref('super-camelot'), 'How to play Super Camelot']);
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
  ['TwoHits', 'two hits'],
  ['OneHit', 'one hit'],
  ['Star', 'attacking, you choose: 1 Hit, 2 Hits or a Gem; defending, it blocks'],
  ['Gem', 'attacking, one card for a cut Bush or a killed Enemy (Gwenivere: blocks too)'],
  ['Shield', 'defending, blocks all the damage'],
  ['Blank', 'nothing'],
];

function DiceFaces() {
  return (
    <details class="sc-faces" data-testid="sc-faces">
      <summary>What the dice faces do</summary>
      <ul>
        {FACE_MEANING.map(([face, meaning]) => (
          <li key={face}>
            <DieFace face={face} size={22} /> <span>{meaning}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function selectedName(key: TargetKey): string {
  if (key.startsWith('circle:')) return `the ${key.slice(7)} circle`;
  const [row, col] = key.split(',').map(Number) as [number, number];
  return squareName({ row, col });
}

export function Dice({ faces }: { faces: Face[] }) {
  return (
    <div class="sc-dice" role="img" aria-label={`Dice: ${diceWords(faces)}`}>
      {faces.map((f, i) => (
        <DieFace key={i} face={f} />
      ))}
    </div>
  );
}

function Players({ view, names, me, seats }: { view: View; names: string[]; me: number | null; seats: SeatInfo[] }) {
  return (
    <section class="sc-panel" aria-label="Players">
      <h3>Players</h3>
      <ul class="sc-players">
        {view.players.map((p) => {
          const relicNames = (['Fire', 'Water', 'Wind'] as const).filter((_, i) => p.relics[i]);
          const isMe = p.seat === me;
          return (
            <li key={p.seat} class={`sc-player${p.seat === view.active && !view.outcome ? ' sc-active' : ''}${p.resigned ? ' sc-gone' : ''}`}>
              <div class="sc-player-head">
                <svg viewBox="-16 -16 32 32" width="30" height="30" aria-hidden="true">
                  <CharacterIcon character={p.character} passedOut={p.passed_out} me={false} />
                </svg>
                <strong>{clean(names[p.seat] ?? '')}</strong>
                <span>
                  {p.character} ({CHARACTER_LETTER[p.character]}){isMe ? ' · you' : ''}
                  {p.seat === view.active && !view.outcome ? ' · to play' : ''}
                  {seats[p.seat]?.bot ? ` · ${botLabel(seats[p.seat]!.bot!)}` : ''}
                  {!seats[p.seat]?.bot && seats[p.seat]?.abandoned && !p.resigned && !view.outcome ? ' · left the game' : ''}
                </span>
              </div>
              {p.resigned ? (
                <p class="sc-flag">Resigned: off the board, watching</p>
              ) : (
                <>
                  {p.passed_out && <p class="sc-flag sc-flag-out">Passed out: skips the next turn, recovering 1 Health</p>}
                  <p class="sc-stats">
                    <span class="sc-health" aria-label={`Health ${p.health} of 6`}>
                      <span aria-hidden="true">{'♥'.repeat(p.health)}{'♡'.repeat(Math.max(0, 6 - p.health))}</span> {p.health}/6 Health
                    </span>
                    <span>{p.place ? `at ${placeName(p.place)}` : 'not on the board yet'}</span>
                  </p>
                  <p class="sc-stats">
                    <span>{plural(p.small_keys, 'Small Key')}</span>
                    <span>{plural(p.bombs, 'Bomb')}</span>
                    {p.big_key && <span>Big Key</span>}
                    <span>Relics: {relicNames.length ? relicNames.join(', ') : 'none'} ({relicNames.length}/3)</span>
                  </p>
                  {p.treasures.length > 0 && (
                    <ul class="sc-treasures">
                      {p.treasures.map((t, i) => (
                        <li key={i} title={TREASURE_EFFECT[t.treasure]}>
                          {treasureName(t.treasure)}{' '}
                          {t.state === 'FaceUp'
                            ? `(face up, ${TREASURE_GEMS[t.treasure]} Gems)`
                            : t.state === 'Lost'
                              ? '(lost for good)'
                              : '(stolen by a Mimic, face down)'}
                        </li>
                      ))}
                    </ul>
                  )}
                  <p class="sc-gems">
                    {p.gems !== null ? (
                      <>
                        Gems: <strong>{p.gems}</strong>
                        {p.gems_to_goal !== null && !view.outcome && ` · ${p.gems_to_goal} more to reach 40`}
                      </>
                    ) : (
                      'Gems: hidden'
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
    <section class="sc-panel" aria-label="Game log">
      <h3>Log</h3>
      {more && (
        <button type="button" class="sc-log-earlier" onClick={onEarlier} disabled={asking}>
          {asking ? 'Loading earlier lines…' : 'Show earlier'}
        </button>
      )}
      <ol class="sc-log" ref={box} tabIndex={0} aria-label="Game log, newest last">
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
  const by = { Grail: 'with the Holy Grail', Gems: 'by reaching 40 Gems', Resignation: 'as the last one standing' }[outcome.by];
  const winner = outcome.winner === state.seat ? 'You win' : `${names[outcome.winner] ?? ''} (${view.players[outcome.winner]?.character ?? ''}) wins`;
  const asked = lobby?.seats.filter((s) => s.rematch).map((s) => seatName(lobby, s.seat)) ?? [];
  const iAsked = state.seat !== null && lobby?.seats[state.seat]?.rematch === true;
  return (
    <section class="sc-panel sc-over" aria-label="Game over">
      <h2>
        Game over: {winner} {by}.
      </h2>
      <table class="sc-totals">
        <caption>Everyone's Gems, revealed</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Character</th>
            <th scope="col">Gems</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat}>
              <td>{clean(names[p.seat] ?? '')}</td>
              <td>{p.character}</td>
              <td>{p.gems ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="sc-over-actions">
        {state.seat !== null && (
          <button type="button" class="sc-primary" disabled={busy || iAsked} aria-pressed={iAsked} onClick={onRematch}>
            {iAsked ? 'Rematch asked' : asked.length > 0 ? 'Accept the rematch' : 'Rematch'}
          </button>
        )}
        {asked.length > 0 && (
          <span>
            {' '}
            {iAsked
              ? `Asked for a rematch: ${asked.join(', ')}; it starts when every seat agrees.`
              : `${asked.join(', ')} ${asked.length === 1 ? 'asks' : 'ask'} for a rematch.`}
          </span>
        )}
        {lobby?.game_id != null && (
          <a href={`/g/${lobby.game_id}`} class="sc-replay-link">
            Replay this game
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
      <summary>Map legend and Characters</summary>
      <p>Columns A–X, rows 1–24: L10 is column L, row 10, as in the log and on the buttons.</p>
      <ul>
        {item(<CharacterIcon character="Lancelot" passedOut={false} me />, 'A Character, by its letter; dashed ring: you')}
        {item(<CharacterIcon character="Kay" passedOut me={false} />, 'Grey, flat, "zz": passed out')}
        {item(<circle r={12} fill="#fffbe6" stroke="#8d6e00" stroke-width={2} />, 'Starting circle N, E, S or W')}
        {item(<rect x={-14} y={-14} width={28} height={28} fill="url(#sc-hatch)" stroke="#b5ae9c" />, 'Unexplored forest (?)')}
        {item(<TreeIcon />, 'Tree: never passable')}
        {item(<BushIcon />, 'Bush: cut by any attack')}
        {item(<RockIcon />, 'Rock')}
        {item(<EnemyIcon enemy={enemy('CarnivorousPlant')} />, 'P Carnivorous Plant; the red point shows where it faces')}
        {item(<EnemyIcon enemy={enemy('Mimic')} />, 'Mi Mimic (a gold dot: holds a stolen treasure)')}
        {item(<EnemyIcon enemy={enemy('DarkKnight')} />, 'DK Dark Knight')}
        {item(<ChestIcon big={false} open={false} />, 'Small Chest (lid dashed once opened)')}
        {item(<ChestIcon big open={false} />, 'BIG: the Big Chest')}
        {item(<RelicIcon kind="Fire" />, 'Relic stack: Fi Fire, Wa Water, Wi Wind; the number: tokens left')}
        {item(<KeyIcon big />, 'The Big Key stack')}
        {item(<ItemIcon item="GreenGem" />, 'g green Gem (1) · b blue Gem (5), lying on the ground', 9)}
        {item(<ItemIcon item="Bomb" />, 'A Bomb lying on the ground', 9)}
        {item(<ItemIcon item="SmallKey" />, 'A Small Key lying on the ground', 9)}
        {item(<text y={5} class="sc-ghost" text-anchor="middle">B</text>, 'Faint letter: what appears there when someone enters the tile')}
      </ul>
      <ul class="sc-char-legend">
        {CHARACTERS.map((c) => (
          <li key={c.name}>
            <strong>
              {CHARACTER_LETTER[c.name]} {c.name}
            </strong>
            : {c.blurb}
          </li>
        ))}
      </ul>
    </details>
  );
}
