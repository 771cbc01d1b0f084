// The start page: choose a name, create a lobby, join a public one or one whose code you have.
import { useEffect, useState } from 'preact/hooks';
import { ApiError, createLobby, getLobby, listLobbies } from '../api';
import type { GameConfig, LobbyInfo } from '../protocol';
import { MAX_DAYS, MAX_NAME_CHARS, MIN_DAYS } from '../protocol';
import { navigate, normaliseCode } from '../router';
import { loadName, saveName, saveSitIntent } from '../storage';
import { clean, describeConfig, plural } from '../util';

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
    <optgroup label="Correspondence (days)">
      {CORRESPONDENCE_DAYS.map((d) => (
        <option key={d} value={`d${d}`}>
          {plural(d, 'day')} per {per}
        </option>
      ))}
    </optgroup>
  );
}

function NameField() {
  const [name, setName] = useState(loadName);
  return (
    <label class="field">
      <span>Your name</span>
      <input
        id="home-name"
        value={name}
        maxLength={MAX_NAME_CHARS}
        autoComplete="nickname"
        placeholder="How the others will see you"
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
      setError('Choose your name first (at the top of the page): the others see it beside your seat.');
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
      <h2 id="create-title">New lobby</h2>
      <div class="row wrap create-fields">
        <div class="field">
          <label for="new-game">Game</label>
          <select id="new-game" value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value as typeof game)}>
            <option value="camelot">Camelot</option>
            <option value="super_camelot">Super Camelot</option>
          </select>
        </div>
        {game === 'camelot' ? (
          <div class="field">
            <label for="new-ruleset">Ruleset</label>
            <select id="new-ruleset" value={ruleset} onChange={(e) => setRuleset((e.target as HTMLSelectElement).value as typeof ruleset)}>
              <option value="standard">Standard</option>
              <option value="wcf">World Camelot Federation</option>
            </select>
          </div>
        ) : (
          <div class="field">
            <label for="new-players">Players</label>
            <select id="new-players" value={String(seats)} onChange={(e) => setSeats(Number((e.target as HTMLSelectElement).value))}>
              <option value="2">2</option>
              <option value="3">3</option>
              <option value="4">4</option>
            </select>
          </div>
        )}
        {game === 'camelot' ? (
          <div class="field">
            <label for="new-side">You play</label>
            <select id="new-side" value={String(camelotSeat)} onChange={(e) => setCamelotSeat(Number((e.target as HTMLSelectElement).value))}>
              <option value="0">White (moves 1st)</option>
              <option value="1">Black</option>
            </select>
          </div>
        ) : null}
        {game === 'camelot' ? (
          <div class="field">
            <label for="new-clock">Clock</label>
            <select id="new-clock" value={camelotClock} onChange={(e) => setCamelotClock((e.target as HTMLSelectElement).value)}>
              <option value="none">No clock</option>
              <optgroup label="Live">
                <option value="5+3">5 minutes + 3 s a move</option>
                <option value="10+5">10 minutes + 5 s a move</option>
              </optgroup>
              <DayOptions per="move" />
            </select>
          </div>
        ) : (
          <div class="field">
            <label for="new-turn-secs">Clock</label>
            <select id="new-turn-secs" value={scClock} onChange={(e) => setScClock((e.target as HTMLSelectElement).value)}>
              <option value="0">No clock</option>
              <optgroup label="Live">
                <option value="90">90 s per turn</option>
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
          Public
        </label>
        <small id="public-help">
          Public lobbies are listed below for anyone to join. Unticked, only people you send the link or code to can find it.
        </small>
      </div>
      {daysOf(game === 'camelot' ? camelotClock : scClock) !== null && (
        <p class="muted small" data-testid="correspondence-help">
          A correspondence game: each {game === 'camelot' ? 'move' : 'turn'} may take up to that many days, counted on the calendar.
          Close the page between moves; <a href="/games">My games</a> shows when it is your turn.
        </p>
      )}
      <p class="muted small">You take your seat as host when the lobby opens, and can add computer players there.</p>
      <button class="primary" type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create lobby'}
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
      setError('Type the code your friend sent you, or open their invite link.');
      return;
    }
    try {
      await getLobby(wanted);
      navigate(`/l/${wanted}`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? `No lobby has the code ${wanted}. Check it with whoever sent it.`
          : err instanceof Error
            ? err.message
            : String(err),
      );
    }
  };
  return (
    <form class="card" onSubmit={submit} aria-labelledby="join-title">
      <h2 id="join-title">Join with a code</h2>
      <div class="row">
        <label class="field grow">
          <span>Lobby code</span>
          <input
            value={code}
            autoCapitalize="characters"
            spellcheck={false}
            placeholder="K7QX2M9PHJ3D"
            onInput={(e) => setCode((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit">Join</button>
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
      <h2 id="public-title">Open lobbies</h2>
      {error && <p class="error">{error}</p>}
      {lobbies === null && !error && <p class="muted">Loading…</p>}
      {lobbies?.length === 0 && <p class="muted">None right now. Create one and share its link.</p>}
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
                    {taken.length}/{l.seats.length} seated{host ? ` · host ${clean(host)}` : ''}
                    {l.spectators > 0 ? ` · ${plural(l.spectators, 'spectator')}` : ''}
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
        <h1>Play Camelot and Super Camelot with friends</h1>
        <p>
          Create a lobby, send its link, play. The server keeps the game honest: it checks every move, rolls
          the dice and shows each player only what they may see.
        </p>
        <p data-testid="home-rules">
          New to the games? Read <a href="/rules/camelot">how to play Camelot</a> (about ten minutes) and{' '}
          <a href="/rules/super-camelot">how to play Super Camelot</a>.
        </p>
        <NameField />
      </section>
      <CreateForm />
      <JoinForm />
      <PublicLobbies />
    </div>
  );
}
