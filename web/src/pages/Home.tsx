// The start page: choose a name, create a lobby, join a public one or one whose code you have.
import { useEffect, useState } from 'preact/hooks';
import { ApiError, createLobby, getLobby, listLobbies } from '../api';
import { t } from '../i18n';
import type { GameConfig, LobbyInfo } from '../protocol';
import { MAX_DAYS, MAX_NAME_CHARS, MIN_DAYS } from '../protocol';
import { navigate, normaliseCode } from '../router';
import { loadName, saveName, saveSitIntent } from '../storage';
import { tRich } from '../rich';
import { clean, describeConfig } from '../util';

/** The time controls offered for Camelot: none, 5+3 and 10+5 (minutes + seconds a move). */
const CAMELOT_CLOCKS: Record<string, { base_secs: number; increment_secs: number } | null> = {
  none: null,
  '5+3': { base_secs: 300, increment_secs: 3 },
  '10+5': { base_secs: 600, increment_secs: 5 },
};

/**
 * Correspondence games: days per move (Camelot) or per turn (Super Camelot), on the calendar
 * (PROTOCOL.md, "Clocks"), offered as the choices `d1`, `d2`, ... beside the live clocks.
 */
const CORRESPONDENCE_DAYS = [1, 2, 3, 7].filter((d) => d >= MIN_DAYS && d <= MAX_DAYS);

/** The days of a `d<N>` choice, or null for a live one. */
function daysOf(choice: string): number | null {
  const m = /^d(\d+)$/.exec(choice);
  return m ? Number(m[1]) : null;
}

function DayOptions({ per }: { per: 'move' | 'turn' }) {
  return (
    <optgroup label={t('home-clock-correspondence')}>
      {CORRESPONDENCE_DAYS.map((d) => (
        <option key={d} value={`d${d}`}>
          {t('home-clock-days', { days: d, per })}
        </option>
      ))}
    </optgroup>
  );
}

function NameField() {
  const [name, setName] = useState(loadName);
  return (
    <label class="field">
      <span>{t('home-name')}</span>
      <input
        id="home-name"
        value={name}
        maxLength={MAX_NAME_CHARS}
        autoComplete="nickname"
        placeholder={t('home-name-placeholder')}
        onInput={(e) => {
          const v = (e.target as HTMLInputElement).value;
          setName(v);
          saveName(v.trim());
        }}
      />
    </label>
  );
}

function CreateForm() {
  const [game, setGame] = useState<'camelot' | 'super_camelot'>('camelot');
  const [ruleset, setRuleset] = useState<'standard' | 'wcf'>('standard');
  const [seats, setSeats] = useState(3);
  const [camelotClock, setCamelotClock] = useState('none');
  const [scClock, setScClock] = useState('0');
  // Private unless asked: a public lobby is listed for strangers, who may take its seats.
  const [isPublic, setPublic] = useState(false);
  const [camelotSeat, setCamelotSeat] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    // The creator sits at once, as host: a name is needed first.
    const name = loadName().trim();
    if (!name) {
      setError(t('home-name-first'));
      document.getElementById('home-name')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    // Days per move or turn replace the live clock: a game has one or the other.
    const camelotDays = daysOf(camelotClock);
    const scDays = daysOf(scClock);
    const turnSecs = scDays ? 0 : Number(scClock);
    const config: GameConfig =
      game === 'camelot'
        ? {
            game,
            ruleset,
            ...(camelotDays ? { days_per_move: camelotDays } : CAMELOT_CLOCKS[camelotClock] ? { clock: CAMELOT_CLOCKS[camelotClock] } : {}),
          }
        : {
            game,
            seats,
            ask_activation_order: false,
            auto_enemy_ties: true,
            ...(scDays ? { days_per_turn: scDays } : turnSecs > 0 ? { turn_secs: turnSecs } : {}),
          };
    try {
      const lobby = await createLobby({ config, public: isPublic });
      saveSitIntent(lobby.code, { name, seat: game === 'camelot' ? camelotSeat : 0 });
      navigate(`/l/${lobby.code}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <form class="card" onSubmit={submit} aria-labelledby="create-title">
      <h2 id="create-title">{t('home-new-lobby')}</h2>
      <div class="row wrap create-fields">
        <div class="field">
          <label for="new-game">{t('home-game')}</label>
          <select id="new-game" value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value as typeof game)}>
            <option value="camelot">Camelot</option>
            <option value="super_camelot">Super Camelot</option>
          </select>
        </div>
        {game === 'camelot' ? (
          <div class="field">
            <label for="new-ruleset">{t('home-ruleset')}</label>
            <select id="new-ruleset" value={ruleset} onChange={(e) => setRuleset((e.target as HTMLSelectElement).value as typeof ruleset)}>
              <option value="standard">{t('home-ruleset-standard')}</option>
              <option value="wcf">{t('home-ruleset-wcf')}</option>
            </select>
          </div>
        ) : (
          <div class="field">
            <label for="new-players">{t('home-players')}</label>
            <select id="new-players" value={String(seats)} onChange={(e) => setSeats(Number((e.target as HTMLSelectElement).value))}>
              <option value="2">2</option>
              <option value="3">3</option>
              <option value="4">4</option>
            </select>
          </div>
        )}
        {game === 'camelot' ? (
          <div class="field">
            <label for="new-side">{t('home-side')}</label>
            <select id="new-side" value={String(camelotSeat)} onChange={(e) => setCamelotSeat(Number((e.target as HTMLSelectElement).value))}>
              <option value="0">{t('home-side-white')}</option>
              <option value="1">{t('home-side-black')}</option>
            </select>
          </div>
        ) : null}
        {game === 'camelot' ? (
          <div class="field">
            <label for="new-clock">{t('home-clock')}</label>
            <select id="new-clock" value={camelotClock} onChange={(e) => setCamelotClock((e.target as HTMLSelectElement).value)}>
              <option value="none">{t('home-clock-none')}</option>
              <optgroup label={t('home-clock-live')}>
                <option value="5+3">{t('home-clock-camelot', { minutes: 5, increment: 3 })}</option>
                <option value="10+5">{t('home-clock-camelot', { minutes: 10, increment: 5 })}</option>
              </optgroup>
              <DayOptions per="move" />
            </select>
          </div>
        ) : (
          <div class="field">
            <label for="new-turn-secs">{t('home-clock')}</label>
            <select id="new-turn-secs" value={scClock} onChange={(e) => setScClock((e.target as HTMLSelectElement).value)}>
              <option value="0">{t('home-clock-none')}</option>
              <optgroup label={t('home-clock-live')}>
                <option value="90">{t('home-clock-sc', { secs: 90 })}</option>
              </optgroup>
              <DayOptions per="turn" />
            </select>
          </div>
        )}
      </div>
      <div class="check">
        <label>
          <input
            type="checkbox"
            checked={isPublic}
            aria-describedby="public-help"
            onChange={(e) => setPublic((e.target as HTMLInputElement).checked)}
          />{' '}
          {t('home-public')}
        </label>
        <small id="public-help">{t('home-public-help')}</small>
      </div>
      {daysOf(game === 'camelot' ? camelotClock : scClock) !== null && (
        <p class="muted small" data-testid="correspondence-help">
          {tRich(
            'home-correspondence-help',
            { games: <a href="/games">{t('app-my-games')}</a> },
            { per: game === 'camelot' ? 'move' : 'turn' },
          )}
        </p>
      )}
      <p class="muted small">{t('home-host-note')}</p>
      <button class="primary" type="submit" disabled={busy}>
        {busy ? t('home-creating') : t('home-create')}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function JoinForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    const wanted = normaliseCode(code);
    if (!wanted) {
      setError(t('home-code-empty'));
      return;
    }
    try {
      await getLobby(wanted);
      navigate(`/l/${wanted}`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? t('home-code-unknown', { code: wanted })
          : err instanceof Error
            ? err.message
            : String(err),
      );
    }
  };
  return (
    <form class="card" onSubmit={submit} aria-labelledby="join-title">
      <h2 id="join-title">{t('home-join-title')}</h2>
      <div class="row">
        <label class="field grow">
          <span>{t('home-code')}</span>
          <input
            value={code}
            autoCapitalize="characters"
            spellcheck={false}
            placeholder="K7QX2M9PHJ3D"
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit">{t('home-join')}</button>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function PublicLobbies() {
  const [lobbies, setLobbies] = useState<LobbyInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const load = async () => {
      try {
        const list = await listLobbies();
        if (alive) {
          setLobbies(list);
          setError(null);
        }
      } catch (err) {
        if (alive) setError(err instanceof Error ? err.message : String(err));
      }
    };
    void load();
    const timer = setInterval(load, 10_000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <section class="card" aria-labelledby="public-title">
      <h2 id="public-title">{t('home-open-lobbies')}</h2>
      {error && <p class="error">{error}</p>}
      {lobbies === null && !error && <p class="muted">{t('home-loading')}</p>}
      {lobbies?.length === 0 && <p class="muted">{t('home-none-open')}</p>}
      {lobbies && lobbies.length > 0 && (
        <ul class="lobby-list">
          {lobbies.map((l) => {
            const taken = l.seats.filter((s) => s.name !== null);
            const host = l.host !== null ? l.seats[l.host]?.name : null;
            return (
              <li key={l.code}>
                <a href={`/l/${l.code}`}>
                  <strong>{describeConfig(l.config)}</strong>
                  <span>
                    {t('home-lobby-seated', { taken: taken.length, seats: l.seats.length })}
                    {host ? ` · ${t('home-lobby-host', { name: clean(host) })}` : ''}
                    {l.spectators > 0 ? ` · ${t('home-lobby-spectators', { count: l.spectators })}` : ''}
                  </span>
                  <code>{l.code}</code>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function Home() {
  return (
    <div class="home">
      <section class="intro">
        <h1>{t('home-title')}</h1>
        <p>{t('home-intro')}</p>
        <p data-testid="home-rules">
          {tRich('home-rules', {
            camelot: <a href="/rules/camelot">{t('home-rules-camelot')}</a>,
            superCamelot: <a href="/rules/super-camelot">{t('home-rules-super-camelot')}</a>,
          })}
        </p>
        <NameField />
      </section>
      <CreateForm />
      <JoinForm />
      <PublicLobbies />
    </div>
  );
}
