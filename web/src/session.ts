// One lobby's connection: the versioned stream of PROTOCOL.md kept as state, and the socket that
// feeds it, reconnecting by itself after a dropped network or a server restart.
//
// `receive` is pure (state in, state and replies out) so the unit tests drive it message by
// message; `Session` owns the WebSocket, the timers and the listeners.
import { type ClockBase, clockChanged, monoNow } from './clock';
import { lang, t } from './i18n';
import { PatchError } from './patch';
import type {
  ClientMsg,
  ErrorCode,
  GameAction,
  GameView,
  HistoryEntry,
  LobbyEvent,
  LobbyInfo,
  NotifySettings,
  OfferKind,
  ServerMsg,
} from './protocol';
import { CLOSE, PROTOCOL_VERSION } from './protocol';
import type { NotifyInfo } from './notify';
import { forgetToken, loadToken, rememberGame, saveToken } from './storage';
import { applyEvent, touchesView } from './update';

export interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
}

/**
 * A Super Camelot game's history as the server sent it (PROTOCOL.md `history`): what the game did
 * before the sync it follows; the live events after `syncV` continue it.
 */
export interface GameHistory {
  /** The lobby's game number the entries belong to. */
  gameNo: number;
  /** Oldest first. */
  entries: HistoryEntry[];
  /** Earlier entries exist on the server. */
  more: boolean;
  /** The version of the sync this history follows. */
  syncV: number;
}

/** A lobby event with the version it made, kept for logs (newest last). */
export interface SeenEvent {
  v: number;
  event: LobbyEvent;
  /** The game view after the event (when it touched the game). */
  game: GameView | null;
}

export type Link =
  | { state: 'connecting'; attempt: number }
  | { state: 'open' }
  | { state: 'reconnecting'; attempt: number; retryAt: number; why: string }
  | { state: 'closed'; why: string; code: number };

export interface LobbyState {
  code: string;
  link: Link;
  /** The version of the last sync or event applied; null before the first sync. */
  v: number | null;
  /** A resync was asked for and not answered yet: events are ignored until the sync. */
  resyncing: boolean;
  lobby: LobbyInfo | null;
  game: GameView | null;
  /** This connection's seat (null: spectator). */
  seat: number | null;
  /** The server's prompt timeout, in seconds, from `welcome` (null before it). */
  promptSecs: number | null;
  chat: ChatLine[];
  events: SeenEvent[];
  /** The last refusal, for the screen that made the request. */
  rejected: { code: ErrorCode; message: string; at: number } | null;
  /** Requests sent and not yet answered by ack or rejected. */
  inFlight: number;
  /** When the game's clock was last received (null without a clock): the local countdown's start. */
  clockBase: ClockBase | null;
  /** The Super Camelot game's history (null before the first, or in a Camelot lobby). */
  history: GameHistory | null;
  /** An earlier page of the history was asked for, before this `seq`, and not answered yet. */
  historyBefore: number | null;
  /** This seat's notification settings and the server's offer (null: spectator, or not told yet). */
  notify: NotifyInfo | null;
  /** New notification settings were sent and not answered yet. */
  notifySaving: boolean;
  /** Why the server refused the last notification settings (`invalid_notify`). */
  notifyError: string | null;
}

export const MAX_KEPT = 400;

export function initialState(code: string): LobbyState {
  return {
    code,
    link: { state: 'connecting', attempt: 0 },
    v: null,
    resyncing: false,
    lobby: null,
    game: null,
    seat: null,
    promptSecs: null,
    chat: [],
    events: [],
    rejected: null,
    inFlight: 0,
    clockBase: null,
    history: null,
    historyBefore: null,
    notify: null,
    notifySaving: false,
    notifyError: null,
  };
}

export interface Received {
  state: LobbyState;
  /** Messages to send back (a resync after a gap or a patch that did not apply). */
  send: ClientMsg[];
  /** A new seat token to remember. */
  token?: string;
}

function keep<T>(list: T[], item: T): T[] {
  const out = list.length >= MAX_KEPT ? list.slice(list.length - MAX_KEPT + 1) : list.slice();
  out.push(item);
  return out;
}

const resync = (state: LobbyState): Received => ({
  state: { ...state, resyncing: true },
  send: [{ t: 'resync' }],
});

/**
 * Applies one server message to the state. Pure. `now` is wall-clock time; `mono` a monotonic
 * time (performance.now()) for the game clock's local countdown.
 */
export function receive(state: LobbyState, msg: ServerMsg, now = Date.now(), mono = monoNow()): Received {
  switch (msg.t) {
    case 'welcome':
      return {
        state: {
          ...state,
          seat: msg.seat,
          promptSecs: msg.prompt_secs,
          link: { state: 'open' },
          // A seated connection is told its notifications again after the sync.
          notify: msg.seat === null ? null : state.notify,
          notifySaving: false,
          notifyError: null,
        },
        send: [],
      };
    case 'sync':
      return {
        state: {
          ...state,
          v: msg.v,
          resyncing: false,
          lobby: msg.lobby,
          game: msg.game,
          link: { state: 'open' },
          clockBase: msg.game?.clock ? { elapsed: msg.clock_elapsed_ms ?? 0, at: mono } : null,
          // The `history` that follows this sync replaces the one held.
          historyBefore: null,
        },
        send: [],
      };
    case 'event': {
      if (state.resyncing) return { state, send: [] };
      if (state.v === null || msg.v !== state.v + 1) return resync(state);
      let game = state.game;
      const touched = touchesView(msg.event, msg.patch, msg.change);
      if (touched) {
        try {
          game = applyEvent(state.game, msg.event, msg.patch, msg.change);
        } catch (e) {
          if (e instanceof PatchError) return resync(state);
          throw e;
        }
      }
      return {
        state: {
          ...state,
          v: msg.v,
          lobby: msg.lobby ?? state.lobby,
          game,
          clockBase: !game?.clock
            ? null
            : clockChanged(state.game?.clock, game.clock) || !state.clockBase
              ? { elapsed: 0, at: mono }
              : state.clockBase,
          events: keep(state.events, { v: msg.v, event: msg.event, game: touched ? game : null }),
        },
        send: [],
      };
    }
    case 'seated':
      return { state: { ...state, seat: msg.seat }, send: [], token: msg.token };
    case 'notify':
      return {
        state: {
          ...state,
          notify: { offer: msg.offer, settings: msg.settings ?? null, secret: msg.webhook_secret ?? null },
          notifySaving: false,
          notifyError: null,
        },
        send: [],
      };
    case 'ack':
      return { state: { ...state, inFlight: Math.max(0, state.inFlight - 1), rejected: null }, send: [] };
    case 'rejected':
      // A refused `history` request is not counted in `inFlight` (it has no ack).
      if (state.historyBefore !== null && (msg.code === 'not_started' || msg.code === 'wrong_game')) {
        return { state: { ...state, historyBefore: null }, send: [] };
      }
      // Refused notification settings are the panel's own (no ack, not counted in `inFlight`).
      if (msg.code === 'invalid_notify') {
        return { state: { ...state, notifySaving: false, notifyError: msg.message }, send: [] };
      }
      return {
        state: {
          ...state,
          inFlight: Math.max(0, state.inFlight - 1),
          rejected: { code: msg.code, message: msg.message, at: now },
          notifySaving: false,
        },
        send: [],
      };
    case 'chat':
      return { state: { ...state, chat: keep(state.chat, { seat: msg.seat, name: msg.name, text: msg.text }) }, send: [] };
    case 'history':
      return { state: receiveHistory(state, msg), send: [] };
  }
}

/**
 * A `history` message: the answer to this client's request for an earlier page (its entries are
 * all before the asked `seq`) goes in front of the held entries; any other follows a sync and
 * replaces them. A history of another game than the lobby's is dropped.
 */
function receiveHistory(state: LobbyState, msg: Extract<ServerMsg, { t: 'history' }>): LobbyState {
  if (state.v === null || state.lobby?.game_no !== msg.game_no) return state;
  const asked = state.historyBefore;
  const held = state.history;
  if (asked !== null && msg.entries.every((e) => e.seq < asked)) {
    if (!held || held.gameNo !== msg.game_no) return { ...state, historyBefore: null };
    const first = held.entries[0]?.seq ?? Number.POSITIVE_INFINITY;
    const earlier = msg.entries.filter((e) => e.seq < first);
    return {
      ...state,
      historyBefore: null,
      history: { ...held, entries: earlier.concat(held.entries), more: msg.more },
    };
  }
  return {
    ...state,
    historyBefore: null,
    history: { gameNo: msg.game_no, entries: msg.entries, more: msg.more, syncV: state.v },
  };
}

/** Close codes after which reconnecting cannot help (PROTOCOL.md, "Close codes"). */
export function closeIsFinal(code: number): string | null {
  switch (code) {
    case CLOSE.NORMAL:
      return t('lobby-closed-left');
    case CLOSE.UNSUPPORTED_VERSION:
      return t('lobby-closed-version');
    case CLOSE.KICKED:
      return t('lobby-closed-kicked');
    case CLOSE.LOBBY_CLOSED:
      return t('lobby-closed-gone');
    case CLOSE.REPLACED:
      return t('lobby-closed-replaced');
    default:
      return null;
  }
}

export type Listener = (state: LobbyState) => void;

/** A WebSocket-like object, so the tests can use a fake. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

const defaultSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

export function wsUrl(loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws`;
}

export class Session {
  state: LobbyState;
  private socket: SocketLike | null = null;
  private listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private leaving = false;

  constructor(
    code: string,
    private readonly url: string = wsUrl(location),
    private readonly makeSocket: SocketFactory = defaultSocket,
  ) {
    this.state = initialState(code);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  private set(state: LobbyState) {
    this.state = state;
    for (const l of this.listeners) l(state);
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (the page left the lobby). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const s = this.socket;
    this.socket = null;
    if (s && s.readyState <= 1) s.close(CLOSE.NORMAL, 'page closed');
  }

  private connect(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const attempt = this.state.link.state === 'reconnecting' ? this.state.link.attempt : 0;
    this.set({ ...this.state, link: { state: 'connecting', attempt } });
    const socket = this.makeSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const token = loadToken(this.state.code);
      this.raw({ t: 'hello', protocol: PROTOCOL_VERSION, lobby: this.state.code, token, last_v: this.state.v, lang: lang() });
    };
    socket.onmessage = (ev) => {
      if (socket !== this.socket || typeof ev.data !== 'string') return;
      let msg: ServerMsg;
      try {
        msg = JSON.parse(ev.data) as ServerMsg;
      } catch {
        this.raw({ t: 'resync' });
        return;
      }
      if (msg.t === 'rejected' && msg.code === 'bad_token') forgetToken(this.state.code);
      const out = receive(this.state, msg);
      if (out.token !== undefined) saveToken(this.state.code, out.token);
      const gameId = out.state.lobby?.game_id;
      if (gameId != null && out.state.seat !== null) rememberGame(gameId, this.state.code);
      this.set(out.state);
      for (const m of out.send) this.raw(m);
    };
    socket.onclose = (ev) => {
      if (socket !== this.socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (ev.code === CLOSE.KICKED) forgetToken(this.state.code);
      if (this.leaving && ev.code === 1000) {
        // Gave up the seat before the start: stay on the page, watching, free to sit again.
        this.leaving = false;
        forgetToken(this.state.code);
        this.set({ ...this.state, seat: null, inFlight: 0, notify: null, notifySaving: false, notifyError: null });
        this.connect();
        return;
      }
      const final = closeIsFinal(ev.code);
      if (final) {
        this.set({ ...this.state, link: { state: 'closed', why: final, code: ev.code }, inFlight: 0 });
        return;
      }
      const prev = this.state.link;
      const next = prev.state === 'reconnecting' || prev.state === 'connecting' ? prev.attempt + 1 : 1;
      // 0.5 s, 1 s, 2 s … up to 10 s, with jitter so a restarted server is not hit all at once.
      const delay = Math.min(10_000, 500 * 2 ** Math.min(next - 1, 5)) * (0.75 + Math.random() * 0.5);
      const why = t(
        ev.code === 1001
          ? 'lobby-lost-restart'
          : ev.code === 4002
            ? 'lobby-lost-behind'
            : ev.code === 4003
              ? 'lobby-lost-too-fast'
              : 'lobby-lost',
      );
      this.set({
        ...this.state,
        inFlight: 0,
        link: { state: 'reconnecting', attempt: next, retryAt: Date.now() + delay, why },
      });
      this.timer = setTimeout(() => this.connect(), delay);
    };
    socket.onerror = () => {
      // A close event always follows; it decides what to do.
    };
  }

  /** Reconnect now (the banner's "retry" button, or after a takeover in another tab). */
  reconnectNow(): void {
    if (this.socket) return;
    this.stopped = false;
    this.connect();
  }

  private raw(msg: ClientMsg): boolean {
    const s = this.socket;
    if (!s || s.readyState !== 1) return false;
    s.send(JSON.stringify(msg));
    return true;
  }

  /** Sends a request that will be answered by `ack` or `rejected`. */
  request(msg: ClientMsg): boolean {
    const sent = this.raw(msg);
    if (sent) this.set({ ...this.state, inFlight: this.state.inFlight + 1, rejected: null });
    return sent;
  }

  sit(name: string, seat?: number): boolean {
    return this.request({ t: 'sit', name, seat: seat ?? null });
  }

  act(action: GameAction): boolean {
    if (this.state.v === null) return false;
    return this.request({ t: 'act', v: this.state.v, action });
  }

  resign(): boolean {
    if (this.state.v === null) return false;
    return this.request({ t: 'resign', v: this.state.v });
  }

  /** Camelot: offers the opponent a draw or a takeback. */
  offer(offer: OfferKind): boolean {
    if (this.state.v === null) return false;
    return this.request({ t: 'offer', v: this.state.v, offer });
  }

  /** Camelot: answers the waiting offer, naming it (an answer to another offer is refused). */
  answerOffer(offer: OfferKind, accept: boolean): boolean {
    if (this.state.v === null) return false;
    return this.request({ t: 'answer_offer', v: this.state.v, offer, accept });
  }

  /** Camelot: withdraws this seat's waiting offer. */
  withdrawOffer(offer: OfferKind): boolean {
    if (this.state.v === null) return false;
    return this.request({ t: 'withdraw_offer', v: this.state.v, offer });
  }

  /** Gives up the seat before the start (the server then closes; this reconnects as a spectator). */
  leave(): boolean {
    this.leaving = this.raw({ t: 'leave' });
    return this.leaving;
  }

  chat(text: string): boolean {
    // Chat has no ack: a refusal comes as `rejected`, which `receive` counts down from zero.
    return this.raw({ t: 'chat', text });
  }

  send(msg: ClientMsg): boolean {
    return this.request(msg);
  }

  /**
   * Replaces this seat's notification settings. Answered by `notify` (the settings as the server
   * keeps them) or `rejected` with `invalid_notify`; neither is an `ack`, so it is not counted in
   * `inFlight`.
   */
  notify(settings: NotifySettings): boolean {
    // Told in the language the page is in now (the hello's may be older).
    if (!this.raw({ t: 'notify', settings: { ...settings, lang: settings.lang ?? lang() } })) return false;
    this.set({ ...this.state, notifySaving: true, notifyError: null });
    return true;
  }

  /** Asks for the page of the game's history before the first entry held (answered by `history`). */
  earlierHistory(): boolean {
    const h = this.state.history;
    if (!h || !h.more || this.state.historyBefore !== null) return false;
    const before = h.entries[0]?.seq;
    if (before === undefined) return false;
    if (!this.raw({ t: 'history', before })) return false;
    this.set({ ...this.state, historyBefore: before });
    return true;
  }

  clearRejected(): void {
    if (this.state.rejected) this.set({ ...this.state, rejected: null });
  }
}
