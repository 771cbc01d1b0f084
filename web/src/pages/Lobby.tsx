// A lobby, reached by its invite link `/l/{CODE}`: seats, readiness, Characters, chat, and the
// game itself once it starts. Everything comes from the lobby's WebSocket stream (session.ts).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { CamelotGame } from '../games/camelot/CamelotGame';
import { CHARACTERS, characterName } from '../games/super-camelot/characters';
import { ScGame } from '../games/super-camelot/ScGame';
import type { BotLevel, Character, ErrorCode, LobbyInfo } from '../protocol';
import { CLOSE, MAX_CHAT_CHARS, MAX_NAME_CHARS } from '../protocol';
import { errorText } from '../errors';
import { t } from '../i18n';
import { tRich } from '../rich';
import { myGames } from '../mygames';
import { type LobbyState, Session } from '../session';
import { loadName, saveName, takeSitIntent } from '../storage';
import { botLabel, clean, correspondenceDays, describeConfig, seatName } from '../util';
import { NEW_TAB, rulesHref } from '../rules/links';
import { NotificationsPanel } from './Notifications';

/** Refusals the game panels show next to the board; the lobby panel shows the others. */
const GAME_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'stale_version',
  'out_of_turn',
  'illegal_action',
  'game_over',
  'wrong_game',
  'not_started',
  'time_up',
]);

function useSession(code: string): [Session, LobbyState] {
  const session = useMemo(() => new Session(code), [code]);
  const [state, setState] = useState(session.state);
  useEffect(() => {
    const off = session.subscribe(setState);
    session.start();
    return () => {
      off();
      session.stop();
    };
  }, [session]);
  return [session, state];
}

function ConnectionBanner({ session, state }: { session: Session; state: LobbyState }) {
  const link = state.link;
  const [, tick] = useState(0);
  useEffect(() => {
    if (link.state !== 'reconnecting') return;
    const t = setInterval(() => tick((n) => n + 1), 500);
    return () => clearInterval(t);
  }, [link.state]);
  if (link.state === 'open' || (link.state === 'connecting' && state.v === null && link.attempt === 0)) return null;
  let text: string;
  let action: preact.ComponentChildren = null;
  if (link.state === 'closed') {
    text = link.why;
    if (link.code === CLOSE.REPLACED) {
      action = (
        <button type="button" onClick={() => session.reconnectNow()}>
          {t('lobby-play-here')}
        </button>
      );
    } else if (link.code === CLOSE.LOBBY_CLOSED || link.code === CLOSE.KICKED) {
      action = <a href="/">{t('lobby-start-page')}</a>;
    }
  } else if (link.state === 'reconnecting') {
    const secs = Math.max(0, Math.ceil((link.retryAt - Date.now()) / 1000));
    text = t('lobby-reconnecting-in', { why: link.why, secs, attempt: link.attempt });
    action = (
      <button type="button" onClick={() => session.reconnectNow()}>
        {t('lobby-retry')}
      </button>
    );
  } else {
    text = t('lobby-reconnecting');
  }
  return (
    <div class="banner" data-testid="connection" role="status" aria-live="polite">
      <span>{text}</span>
      {action}
    </div>
  );
}

function InviteLink({ code }: { code: string }) {
  const url = `${location.origin}/l/${code}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (insecure origin, or refused): select the text so it can be copied by hand.
      const el = document.querySelector('[data-testid=invite-link]');
      if (el) getSelection()?.selectAllChildren(el);
    }
  };
  return (
    <div class="invite">
      <span class="label">{t('lobby-invite')}</span>
      <code data-testid="invite-link">{url}</code>
      <button type="button" onClick={copy}>
        {t('lobby-copy-invite')}
      </button>
      <span role="status" class="muted">
        {copied ? t('lobby-copied') : ''}
      </span>
    </div>
  );
}

function statusText(lobby: LobbyInfo): string {
  const free = lobby.seats.filter((s) => s.name === null).length;
  switch (lobby.status) {
    case 'open':
      return free > 0 ? t('lobby-waiting-players', { count: free }) : t('lobby-waiting-ready');
    case 'playing':
      return t('lobby-game-playing', { n: lobby.game_no });
    case 'finished':
      return t('lobby-game-over', { n: lobby.game_no });
    case 'aborted':
      return t('lobby-game-aborted');
  }
}

/** Whether the running game waits for this connection's seat (to move, or to answer a prompt). */
function waitsForMe(state: LobbyState): boolean {
  const { lobby, game, seat } = state;
  if (!lobby || !game || seat === null || lobby.status !== 'playing') return false;
  if (game.game === 'camelot') return game.to_move === seat;
  const view = game.view;
  if (view.outcome) return false;
  return (view.pending?.seat ?? view.active) === seat;
}

/**
 * Tells the app's "your turn" signal what this page knows live (fresher than the last poll), and
 * asks for a fresh list when the page closes.
 */
function useTurnSignal(state: LobbyState) {
  const code = state.code;
  const seated = state.seat !== null && state.lobby !== null;
  const mine = waitsForMe(state);
  useEffect(() => {
    myGames.setLive(code, seated ? mine : null);
  }, [code, seated, mine]);
  useEffect(
    () => () => {
      myGames.setLive(code, null);
      myGames.refresh();
    },
    [code],
  );
}

function CorrespondenceNote({ days, per }: { days: number; per: 'move' | 'turn' }) {
  return (
    <p class="correspondence-note" data-testid="correspondence-note">
      {tRich(
        'lobby-correspondence',
        { label: <strong>{t('lobby-correspondence-label')}</strong>, games: <a href="/games">{t('app-my-games')}</a> },
        { per, days },
      )}
    </p>
  );
}

/** Whether this connection plays in the running game: seated, not a computer, not resigned or gone. */
function stillPlaying(state: LobbyState): boolean {
  const lobby = state.lobby;
  if (!lobby || lobby.status !== 'playing' || state.seat === null) return false;
  const me = lobby.seats[state.seat];
  if (!me || me.bot || me.abandoned) return false;
  const game = state.game;
  if (game?.game === 'super_camelot') {
    if (game.view.players[state.seat]?.resigned) return false;
  }
  return true;
}

function Seats({ session, state }: { session: Session; state: LobbyState }) {
  const lobby = state.lobby!;
  const isHost = state.seat !== null && lobby.host === state.seat;
  const sc = lobby.config.game === 'super_camelot';
  const camelotSide = (seat: number) => t('lobby-side', { seat });
  const canAnswerLeaver = stillPlaying(state);
  return (
    <ul class="seats" aria-label={t('lobby-seats')}>
      {lobby.seats.map((s) => (
        <li key={s.seat} class={s.seat === state.seat ? 'mine' : ''}>
          <span class="seat-no">{lobby.config.game === 'camelot' ? camelotSide(s.seat) : t('app-seat', { n: s.seat + 1 })}</span>
          <span class="seat-name">
            {s.name ? clean(s.name) : <em class="muted">{t('lobby-free')}</em>}
            {s.seat === state.seat && <span class="tag">{t('lobby-you')}</span>}
            {lobby.host === s.seat && <span class="tag">{t('lobby-host')}</span>}
          </span>
          {sc && s.character && <span class="tag">{characterName(s.character)}</span>}
          {s.name && lobby.status === 'open' && (
            <span class={s.ready ? 'tag ok' : 'tag'}>{s.ready ? t('lobby-ready-tag') : t('lobby-not-ready-tag')}</span>
          )}
          {s.name && lobby.status === 'finished' && s.rematch && <span class="tag ok">{t('lobby-wants-rematch')}</span>}
          {s.bot ? (
            <span class="tag" data-testid="bot-tag">
              {botLabel(s.bot)}
            </span>
          ) : s.abandoned ? (
            <span class="tag warn">{t('lobby-left-tag')}</span>
          ) : (
            s.name && !s.connected && <span class="tag warn">{t('lobby-away-tag')}</span>
          )}
          {isHost && lobby.status === 'open' && s.name && s.seat !== state.seat && (
            <button type="button" class="small" onClick={() => session.send({ t: 'kick', seat: s.seat })}>
              {s.bot ? t('lobby-remove-bot', { bot: botLabel(s.bot) }) : t('lobby-kick', { name: clean(s.name) })}
            </button>
          )}
          {s.abandoned && !s.bot && canAnswerLeaver && s.seat !== state.seat && (
            <span class="row wrap">
              {lobby.config.game === 'camelot' && (
                <button
                  type="button"
                  class="small"
                  disabled={state.v === null}
                  onClick={() => state.v !== null && session.send({ t: 'claim_win', v: state.v })}
                >
                  {t('lobby-claim-win')}
                </button>
              )}
              <button
                type="button"
                class="small"
                onClick={() => session.send({ t: 'add_bot', seat: s.seat, level: 'medium' })}
                aria-label={t('lobby-hand-over-label', { name: seatName(lobby, s.seat) })}
              >
                {t('lobby-hand-over')}
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/** The host's control to seat a computer player before the start. */
function AddBot({ session, state }: { session: Session; state: LobbyState }) {
  const lobby = state.lobby!;
  const [level, setLevel] = useState<BotLevel>('medium');
  if (state.seat === null || lobby.host !== state.seat || lobby.status !== 'open') return null;
  if (!lobby.seats.some((s) => s.name === null)) return null;
  return (
    <form
      class="row wrap add-bot"
      onSubmit={(e) => {
        e.preventDefault();
        session.send({ t: 'add_bot', level });
      }}
    >
      <label class="field">
        <span>{t('lobby-bot-level')}</span>
        <select value={level} onChange={(e) => setLevel((e.target as HTMLSelectElement).value as BotLevel)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t('lobby-level', { level: l })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{t('lobby-add-bot')}</button>
    </form>
  );
}

/** The creator of the lobby (on the start page, in this tab) takes the seat they chose at once. */
function SitOnArrival({ session, state }: { session: Session; state: LobbyState }) {
  const ready = state.lobby !== null && state.link.state === 'open' && state.v !== null;
  useEffect(() => {
    if (!ready || state.seat !== null || state.lobby?.status !== 'open') return;
    const intent = takeSitIntent(state.code);
    if (!intent) return;
    const free = state.lobby.seats.find((s) => s.seat === intent.seat && s.name === null);
    if (free) session.sit(intent.name, intent.seat);
  }, [ready]);
  return null;
}

/** Why this connection watches: every seat is taken. */
function SpectatorNote({ lobby }: { lobby: LobbyInfo }) {
  return (
    <p class="spectator-note" data-testid="spectator-note" role="status">
      {t('lobby-spectator-note', { playing: lobby.status === 'playing' ? 'yes' : 'no' })}
    </p>
  );
}

function SitForm({ session, state }: { session: Session; state: LobbyState }) {
  const lobby = state.lobby!;
  const [name, setName] = useState(loadName);
  const free = lobby.seats.filter((s) => s.name === null);
  if (free.length === 0) return <SpectatorNote lobby={lobby} />;
  const sit = (seat: number) => {
    const n = name.trim();
    saveName(n);
    session.sit(n, seat);
  };
  return (
    <form
      class="sit"
      onSubmit={(e) => {
        e.preventDefault();
        sit(free[0].seat);
      }}
    >
      <label class="field">
        <span>{t('lobby-name')}</span>
        <input
          value={name}
          maxLength={MAX_NAME_CHARS}
          autoComplete="nickname"
          required
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>
      <div class="row wrap">
        {free.map((s) => (
          <button
            key={s.seat}
            type="button"
            class="primary"
            disabled={!name.trim()}
            aria-describedby={!name.trim() ? 'sit-why' : undefined}
            title={!name.trim() ? t('lobby-name-first') : undefined}
            onClick={() => sit(s.seat)}
            aria-label={t('lobby-sit', { n: s.seat + 1 })}
          >
            {lobby.config.game === 'camelot'
              ? t('lobby-sit-side', { n: s.seat + 1, side: t('lobby-side', { seat: s.seat }) })
              : t('lobby-sit', { n: s.seat + 1 })}
          </button>
        ))}
      </div>
      {!name.trim() ? (
        <p class="muted small" id="sit-why" data-testid="sit-why">
          {t('lobby-sit-why')}
        </p>
      ) : (
        <p class="muted small">{t('lobby-watching-until')}</p>
      )}
    </form>
  );
}

function CharacterPicker({ session, state }: { session: Session; state: LobbyState }) {
  const lobby = state.lobby!;
  const mine = state.seat !== null ? lobby.seats[state.seat]?.character ?? null : null;
  const takenBy = new Map<Character, number>();
  for (const s of lobby.seats) if (s.character && s.seat !== state.seat) takenBy.set(s.character, s.seat);
  return (
    <fieldset class="characters">
      <legend>{t('lobby-character')}</legend>
      <p class="muted small">{t('lobby-character-help')}</p>
      <div class="character-grid">
        {CHARACTERS.map((c) => {
          const other = takenBy.get(c.name);
          return (
            <button
              key={c.name}
              type="button"
              class={mine === c.name ? 'character chosen' : 'character'}
              aria-pressed={mine === c.name}
              disabled={other !== undefined}
              data-character={c.name}
              onClick={() => session.send({ t: 'character', character: c.name })}
            >
              <strong>{characterName(c.name)}</strong>
              <span>{c.blurb}</span>
              {other !== undefined && <em>{t('lobby-character-taken', { name: seatName(lobby, other) })}</em>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function BeforeStart({ session, state }: { session: Session; state: LobbyState }) {
  const lobby = state.lobby!;
  if (state.seat === null) return <SitForm session={session} state={state} />;
  const me = lobby.seats[state.seat];
  const isHost = lobby.host === state.seat;
  const allReady = lobby.seats.every((s) => s.name !== null && s.ready);
  return (
    <div class="before-start">
      {lobby.config.game === 'super_camelot' && <CharacterPicker session={session} state={state} />}
      <AddBot session={session} state={state} />
      <div class="row wrap">
        <button
          type="button"
          class={me?.ready ? 'toggle on' : 'toggle'}
          aria-pressed={me?.ready ?? false}
          onClick={() => session.send({ t: 'ready', ready: !me?.ready })}
        >
          {me?.ready ? t('lobby-ready-on') : t('lobby-ready')}
        </button>
        {isHost && (
          <button type="button" class="primary" disabled={!allReady} onClick={() => session.send({ t: 'start' })}>
            {t('lobby-start')}
          </button>
        )}
        <button type="button" onClick={() => session.leave()}>
          {t('lobby-leave')}
        </button>
      </div>
      <p class="muted small">
        {isHost
          ? allReady
            ? t('lobby-all-ready')
            : t('lobby-host-help')
          : t('lobby-guest-help')}
      </p>
    </div>
  );
}

function Chat({ session, state }: { session: Session; state: LobbyState }) {
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.chat.length]);
  return (
    <section class="card chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('lobby-chat')}</h2>
      <ol ref={list} aria-live="polite">
        {state.chat.length === 0 && <li class="muted">{t('lobby-chat-empty')}</li>}
        {state.chat.map((c, i) => (
          <li key={i}>
            <strong>{t(c.seat === null ? 'lobby-chat-watcher' : 'lobby-chat-player', { name: clean(c.name) })}</strong> {clean(c.text)}
          </li>
        ))}
      </ol>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() && session.chat(text)) setText('');
        }}
      >
        <label class="field grow">
          <span class="visually-hidden">{t('lobby-chat-message')}</span>
          <input
            value={text}
            maxLength={MAX_CHAT_CHARS}
            placeholder={t('lobby-chat-placeholder')}
            aria-label={t('lobby-chat-message')}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" disabled={state.link.state !== 'open'}>
          {t('lobby-chat-send')}
        </button>
      </form>
    </section>
  );
}

export function LobbyPage({ code }: { code: string }) {
  const [session, state] = useSession(code);
  useTurnSignal(state);
  const lobby = state.lobby;
  const lobbyError = state.rejected && !GAME_CODES.has(state.rejected.code) ? state.rejected : null;

  if (!lobby) {
    return (
      <>
        <ConnectionBanner session={session} state={state} />
        {state.link.state !== 'closed' && <p class="muted">{t('lobby-joining', { code })}</p>}
      </>
    );
  }
  const game = state.game;
  return (
    <div class={`lobby ${game ? 'with-game' : ''}`}>
      <SitOnArrival session={session} state={state} />
      <ConnectionBanner session={session} state={state} />
      <section class="card lobby-head" aria-labelledby="lobby-title">
        <h1 id="lobby-title">{describeConfig(lobby.config)}</h1>
        <p class="status">
          {statusText(lobby)}
          {lobby.spectators > 0 ? ` · ${t('lobby-spectators', { count: lobby.spectators })}` : ''}
          {state.seat === null ? ` · ${t('lobby-you-watch')}` : ''}
        </p>
        <p class="rules-link">
          <a href={lobby.config.game === 'camelot' ? rulesHref('camelot') : rulesHref('super-camelot')} {...NEW_TAB}>
            {t(lobby.config.game === 'camelot' ? 'lobby-rules-camelot' : 'lobby-rules-super-camelot')}
          </a>
        </p>
        {correspondenceDays(lobby.config) !== null && (
          <CorrespondenceNote days={correspondenceDays(lobby.config)!} per={lobby.config.game === 'camelot' ? 'move' : 'turn'} />
        )}
        <InviteLink code={lobby.code} />
        <Seats session={session} state={state} />
        {lobby.status === 'open' && <BeforeStart session={session} state={state} />}
        {lobby.status !== 'open' && state.seat === null && state.lobby?.seats.every((s) => s.name !== null) && (
          <SpectatorNote lobby={lobby} />
        )}
        {lobbyError && (
          <p class="error" role="alert">
            {errorText(lobbyError.code, lobbyError.message)}
          </p>
        )}
      </section>
      {game && (
        <section id="game" aria-labelledby="game-title">
          {/* The game's panels are h3s under this heading (the page's outline: h1 lobby, h2 game). */}
          <h2 id="game-title" class="visually-hidden">
            {t('lobby-game')}
          </h2>
          {game.game === 'camelot' ? (
            <CamelotGame session={session} state={state} />
          ) : (
            <ScGame session={session} state={state} />
          )}
        </section>
      )}
      {state.seat !== null && state.notify && <NotificationsPanel session={session} state={state} />}
      <Chat session={session} state={state} />
    </div>
  );
}
