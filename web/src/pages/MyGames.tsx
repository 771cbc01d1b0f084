// "My games" (`/games`): every game this browser holds a seat in, newest first, with whose turn it
// is and the time left, from the app's one poller (mygames.ts).
import { useEffect, useState } from 'preact/hooks';
import { lang, t } from '../i18n';
import { type MyGamesSnapshot, myGameStatus, myGames, opponents, timeLeftText } from '../mygames';
import type { MyGame } from '../protocol';
import { tRich } from '../rich';
import { correspondenceDays, describeConfig } from '../util';

function useMyGames(): MyGamesSnapshot {
  const [snap, setSnap] = useState(myGames.snapshot);
  useEffect(() => {
    const off = myGames.subscribe(setSnap);
    myGames.refresh();
    return off;
  }, []);
  return snap;
}

/** Re-renders every `ms` (the time left counts down). */
function useNow(ms: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

function GameRow({ g, now }: { g: MyGame; now: number }) {
  const status = myGameStatus(g);
  const left = status.kind === 'your_turn' || status.kind === 'their_turn' ? timeLeftText(g.deadline_ms, now) : null;
  const others = opponents(g);
  const days = correspondenceDays(g.lobby.config);
  const created = new Date(g.created_at * 1000);
  return (
    <li class={`my-game ${status.kind}`} data-testid={`my-game-${g.lobby.code}`}>
      {/* Named by what it shows (a different name would hide the visible words from speech input). */}
      <a href={`/l/${g.lobby.code}`}>
        <span class="my-game-main">
          <strong class="my-game-title">{describeConfig(g.lobby.config)}</strong>
          <span class="my-game-vs">
            {t('games-vs', { names: others.join(', ') })}
            {days ? <span class="tag">{t('games-correspondence')}</span> : null}
          </span>
        </span>
        <span class="my-game-state">
          <span class={`my-game-status status-${status.kind}`} data-testid="my-game-status">
            {status.text}
          </span>
          {left && (
            <span class="my-game-left" data-testid="my-game-left">
              {left}
            </span>
          )}
        </span>
        <span class="my-game-meta">
          <code>{g.lobby.code}</code>
          <time dateTime={created.toISOString()} title={created.toLocaleString(lang())}>
            {created.toLocaleDateString(lang(), { day: 'numeric', month: 'short' })}
          </time>
          <span class="my-game-open" aria-hidden="true">
            {t('games-open')}
          </span>
        </span>
      </a>
    </li>
  );
}

export function MyGamesPage() {
  const snap = useMyGames();
  const now = useNow(1_000);
  const games = snap.games;
  return (
    <section class="card my-games" aria-labelledby="my-games-title">
      <div class="my-games-head">
        <h1 id="my-games-title">{t('games-heading')}</h1>
        {snap.yourTurn > 0 && (
          <span class="tag turn" data-testid="your-turn-count">
            {t('games-waiting-count', { count: snap.yourTurn })}
          </span>
        )}
      </div>
      <p class="muted small">
        {t('games-intro')}
      </p>
      {snap.error && (
        <p class="error" role="alert">
          {snap.error}
        </p>
      )}
      {games === null && !snap.error && <p class="muted">{t('games-loading')}</p>}
      {games?.length === 0 && (
        <div class="empty" data-testid="my-games-empty">
          <p>
            <strong>{t('games-empty')}</strong>
          </p>
          <p class="muted">
            {tRich('games-empty-help', { create: <a href="/">{t('games-empty-create')}</a> })}
          </p>
        </div>
      )}
      {games && games.length > 0 && (
        <ul class="my-game-list">
          {games.map((g) => (
            <GameRow key={g.lobby.code} g={g} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
