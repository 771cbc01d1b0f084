// The replay page, /g/{id}: a finished game's public record (PROTOCOL.md, "Game records").
// Camelot on the board, step by step (← → Home End); Super Camelot as its log in words.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { ApiError, getGame, getWcf, wcfUrl } from '../api';
import { Board } from '../games/camelot/Board';
import { MoveList } from '../games/camelot/MoveList';
import { NotationError, START, moveSquares, parsePosition, type Position } from '../games/camelot/model';
import { COLOR_NAME, moveNumber, resultWords, seatColor } from '../games/camelot/words';
import { characterName } from '../games/super-camelot/characters';
import { lang, t, tAttr } from '../i18n';
import type { GameRecord, GameResult, RecordStep } from '../protocol';
import { tokenForGame } from '../storage';
import { botLabel, clean, recordActionWords } from '../util';
import '../games/camelot/camelot.css';

/** One Camelot move of a record, with the position after it. */
export interface ReplayPly {
  seat: number;
  move: string;
  position: string;
  captured: string[];
}

/** The Camelot moves of a record, in order (a resignation is no move). */
export function camelotPlies(steps: readonly RecordStep[]): ReplayPly[] {
  const out: ReplayPly[] = [];
  for (const step of steps) {
    for (const ev of step.events) {
      if (ev.form === 'move') out.push({ seat: step.seat, move: ev.move, position: ev.position, captured: ev.captured });
    }
  }
  return out;
}

function errorWords(id: number, e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 404) return t('replay-not-found', { id: String(id) });
    if (e.status === 409) return t('replay-in-progress', { id: String(id) });
    if (e.status === 429) return t('replay-busy');
    return e.message;
  }
  return t('replay-load-failed');
}

function when(seconds: number | null): string | null {
  if (seconds === null) return null;
  return new Date(seconds * 1000).toLocaleString(lang(), { dateStyle: 'medium', timeStyle: 'short' });
}

function duration(record: GameRecord): string | null {
  if (record.started_at === null || record.ended_at === null) return null;
  const s = Math.max(0, record.ended_at - record.started_at);
  if (s < 60) return t('replay-duration-secs', { secs: s });
  const m = Math.round(s / 60);
  return m < 60 ? t('replay-duration-minutes', { minutes: m }) : t('replay-duration-hours', { hours: Math.floor(m / 60), minutes: m % 60 });
}

/** How a Super Camelot game is won, for `replay-sc-wins` (another reason is shown as it comes). */
const SC_WIN: ReadonlySet<string> = new Set(['grail', 'gems', 'resignation']);

function scResultWords(result: GameResult, names: readonly string[]): string {
  const w = result.winners[0];
  if (w === undefined) return t('replay-sc-no-winner', { reason: result.reason });
  return t('replay-sc-wins', {
    name: names[w] ?? t('app-seat', { n: w + 1 }),
    how: SC_WIN.has(result.reason) ? result.reason : 'other',
    reason: result.reason,
  });
}

export function Replay(props: { id: number }) {
  const { id } = props;
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setRecord(null);
    setError(null);
    getGame(id, tokenForGame(id)).then(
      (r) => {
        if (live) setRecord(r);
      },
      (e: unknown) => {
        if (live) setError(errorWords(id, e));
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (error) {
    return (
      <div class="cm-replay card">
        <h1>{t('replay-title', { id: String(id) })}</h1>
        <p role="alert" data-testid="replay-error">
          {error}
        </p>
        <p>
          <a href="/">{t('replay-back')}</a>
        </p>
      </div>
    );
  }
  if (!record) {
    return (
      <div class="cm-replay card">
        <p aria-live="polite">{t('replay-loading', { id: String(id) })}</p>
      </div>
    );
  }

  const names = record.players.map((p) => (p.name ? clean(p.name) : t('app-seat', { n: p.seat + 1 })));
  const isCamelot = record.config.game === 'camelot';
  const title =
    record.config.game === 'camelot'
      ? t('replay-camelot-title', { ruleset: record.config.ruleset })
      : t('replay-sc-title', { players: record.players.length });
  const result = record.result
    ? isCamelot
      ? resultWords(record.result, names)
      : scResultWords(record.result, names)
    : t('replay-aborted');
  const started = when(record.started_at);
  const took = duration(record);

  return (
    <div class="cm-replay">
      <header class="cm-replay-head card">
        <h1>{title}</h1>
        <p>
          {record.players.map((p, i) => (
            <span key={p.seat}>
              {i > 0 ? ' · ' : ''}
              <strong>{names[i]}</strong>
              {isCamelot ? ` (${COLOR_NAME[seatColor(p.seat)]})` : p.character ? ` (${characterName(p.character)})` : ''}
              {p.bot ? `, ${botLabel(p.bot)}` : ''}
            </span>
          ))}
        </p>
        <p data-testid="replay-result">
          <strong>{result}</strong>
        </p>
        <p class="cm-muted">
          {record.lobby === 'private'
            ? t('replay-game-private', { n: record.game_no })
            : t('replay-game-of-lobby', { n: record.game_no, lobby: record.lobby })}
          {started ? ` · ${started}` : ''}
          {took ? ` · ${took}` : ''}
        </p>
      </header>
      {isCamelot ? <CamelotReplay record={record} names={names} /> : <SuperCamelotLog record={record} names={names} />}
    </div>
  );
}

/** The step buttons' icons, drawn (no font needed). */
function StepIcon(props: { kind: 'first' | 'prev' | 'next' | 'last' }) {
  const d = {
    first: 'M4 3h2v10H4z M13 3v10L7 8z',
    prev: 'M11 3v10L5 8z',
    next: 'M5 3v10l6-5z',
    last: 'M10 3h2v10h-2z M3 3v10l6-5z',
  }[props.kind];
  return (
    <svg class="cm-step-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

function parseOrNull(text: string): Position | null {
  try {
    return parsePosition(text);
  } catch (e) {
    if (e instanceof NotationError) return null;
    throw e;
  }
}

/** The replay's step counter: `Start`, or the move shown with its WCF number and the ply count (`12... G10-G9 · ply 24 of 40`). */
export function stepCount(step: number, n: number, ply: ReplayPly | undefined): string {
  return step === 0 || !ply ? t('replay-start') : t('replay-step', { number: moveNumber(step - 1), move: ply.move, step, n });
}

function CamelotReplay(props: { record: GameRecord; names: string[] }) {
  const { record, names } = props;
  const plies = useMemo(() => camelotPlies(record.steps), [record]);
  const moves = useMemo(() => plies.map((p) => p.move), [plies]);
  const [step, setStep] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const n = plies.length;
  const go = (k: number) => setStep(Math.max(0, Math.min(n, k)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return;
      // From the step as it is when the key is handled, not as this listener was made: a key
      // pressed right after another (before the effects run again) must not start from a stale
      // step.
      let next: ((s: number) => number) | null = null;
      if (e.key === 'ArrowLeft') next = (s) => s - 1;
      else if (e.key === 'ArrowRight') next = (s) => s + 1;
      else if (e.key === 'Home') next = () => 0;
      else if (e.key === 'End') next = () => n;
      if (next === null) return;
      e.preventDefault();
      const to = next;
      setStep((s) => Math.max(0, Math.min(n, to(s))));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [n]);

  const ply = step > 0 ? plies[step - 1] : undefined;
  const position = parseOrNull(ply ? ply.position : START);
  // Steps other than moves: a resignation, a flag fall, a claimed win, a computer player taking over.
  const notes = record.steps.filter((s) => s.action.kind !== 'act');
  const lastNote = notes.at(-1);
  // Moves are numbered as the WCF export numbers them (`12.` White, `12...` Black); the steps
  // are counted in plies (single moves), as the terminal replay counts them.
  const label = ply
    ? t('replay-board-label', { number: moveNumber(step - 1), side: COLOR_NAME[seatColor(ply.seat)], move: ply.move, step, n })
    : t('replay-board-start', { n });

  return (
    <div class="cm-replay-body card">
      <div class="cm-layout">
        <div class="cm-main">
          <div class="cm-stepper" role="group" aria-label={t('replay-stepper')}>
            <button type="button" onClick={() => go(0)} disabled={step === 0} aria-label={t('replay-first')} title={tAttr('replay-first', 'title')}>
              <StepIcon kind="first" />
            </button>
            <button type="button" onClick={() => go(step - 1)} disabled={step === 0} aria-label={t('replay-prev')} title={tAttr('replay-prev', 'title')}>
              <StepIcon kind="prev" />
            </button>
            <span class="cm-step-count" aria-live="polite" data-testid="replay-step">
              {stepCount(step, n, ply)}
            </span>
            <button type="button" onClick={() => go(step + 1)} disabled={step === n} aria-label={t('replay-next')} title={tAttr('replay-next', 'title')}>
              <StepIcon kind="next" />
            </button>
            <button type="button" onClick={() => go(n)} disabled={step === n} aria-label={t('replay-last')} title={tAttr('replay-last', 'title')}>
              <StepIcon kind="last" />
            </button>
            <button type="button" onClick={() => setFlipped(!flipped)} aria-pressed={flipped}>
              {t('replay-flip')}
            </button>
          </div>
          <p class="cm-muted cm-caption">
            {ply
              ? t(ply.captured.length ? 'replay-played-capturing' : 'replay-played', {
                  name: names[ply.seat],
                  side: COLOR_NAME[seatColor(ply.seat)],
                  number: moveNumber(step - 1),
                  move: ply.move,
                  captured: ply.captured.join(', '),
                })
              : t('replay-start-position')}
            {step === n && lastNote
              ? ` ${t('replay-then', { what: recordActionWords(lastNote.action, names[lastNote.seat] ?? t('app-seat', { n: lastNote.seat + 1 })) })}`
              : ''}
          </p>
          {position ? (
            <Board
              position={position}
              flipped={flipped}
              label={label}
              lastMove={ply ? moveSquares(ply.move) : []}
              captured={ply ? ply.captured : []}
            />
          ) : (
            <p role="alert">{t('replay-bad-position')}</p>
          )}
        </div>
        <aside class="cm-side">
          <section aria-label={t('replay-moves')}>
            <h2>{t('replay-moves')}</h2>
            <MoveList moves={moves} current={step - 1} onPick={(p) => go(p + 1)} />
            {notes.map((s) => (
              <p key={s.seq} class="cm-muted">
                {recordActionWords(s.action, names[s.seat] ?? t('app-seat', { n: s.seat + 1 }))}
              </p>
            ))}
          </section>
          <p>
            {record.lobby === 'private' ? (
              // A private lobby's export needs this browser's seat token, which a link cannot carry.
              <a
                class="cm-download"
                href={wcfUrl(record.id)}
                onClick={(ev) => {
                  ev.preventDefault();
                  void getWcf(record.id, tokenForGame(record.id)).then((text) => {
                    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
                    const a = document.createElement('a');
                    a.href = url;
                    a.download = `albion-game-${record.id}.txt`;
                    a.click();
                    URL.revokeObjectURL(url);
                  });
                }}
              >
                {t('replay-download')}
              </a>
            ) : (
              <a class="cm-download" href={wcfUrl(record.id)} download={`albion-game-${record.id}.txt`}>
                {t('replay-download')}
              </a>
            )}
          </p>
        </aside>
      </div>
    </div>
  );
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

function SuperCamelotLog(props: { record: GameRecord; names: string[] }) {
  const { record, names } = props;
  return (
    <section class="card" aria-label={t('replay-log')}>
      <h2>{t('replay-log')}</h2>
      {record.steps.length === 0 ? (
        <p class="cm-muted">{t('replay-nothing')}</p>
      ) : (
        <ol class="cm-log">
          {record.steps.map((step) => {
            const who = names[step.seat] ?? t('app-seat', { n: step.seat + 1 });
            // Each event's sentence is the server's (`lines`, the engine's words; a private one
            // names the seat that saw it).
            const parts = step.events.flatMap((ev, i) => {
              if (ev.form === 'move') return [];
              return [{ text: sentence(step.lines[i] ?? ''), private: ev.form === 'private' }];
            });
            if (parts.length === 0 || (step.action.kind !== 'act' && step.action.kind !== 'resign'))
              parts.unshift({ text: recordActionWords(step.action, who), private: false });
            const turn = step.events.some((ev) => ev.form === 'public' && ev.event.type === 'turn_started');
            return (
              <li key={step.seq} class={turn ? 'cm-turn' : undefined}>
                {parts.map((part, i) => (
                  <span key={i} class={part.private ? 'cm-private' : undefined}>
                    {i > 0 ? ' ' : ''}
                    {part.text}
                  </span>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
