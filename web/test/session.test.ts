import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameView, LobbyInfo, ServerMsg } from '../src/protocol';
import { PROTOCOL_VERSION } from '../src/protocol';
import { START } from '../src/games/camelot/model';
import { type LobbyState, type SocketLike, Session, closeIsFinal, initialState, receive } from '../src/session';

const lobby: LobbyInfo = {
  code: 'K7QX2M9PHJ3D',
  config: { game: 'camelot', ruleset: 'standard' },
  public: true,
  status: 'playing',
  host: 0,
  seats: [
    { seat: 0, name: 'ann', ready: false, connected: true, rematch: false },
    { seat: 1, name: 'bob', ready: false, connected: true, rematch: false },
  ],
  game_no: 1,
  result: null,
  spectators: 0,
  game_id: 1,
};

const view: GameView = {
  game: 'camelot',
  position: START,
  ruleset: 'standard',
  turn: 'white',
  to_move: 0,
  last_move: null,
  captured: [],
  ply: 0,
  moves: [],
  clock: null,
};

function synced(): LobbyState {
  return receive(initialState(lobby.code), { t: 'sync', v: 5, lobby, game: view }).state;
}

describe('receive', () => {
  it('takes a sync whole', () => {
    const s = synced();
    expect(s.v).toBe(5);
    expect(s.game).toEqual(view);
    expect(s.link).toEqual({ state: 'open' });
  });

  it('plays a Camelot move on its own view, then the patch that follows it', () => {
    const out = receive(synced(), {
      t: 'event',
      v: 6,
      event: { kind: 'acted', seat: 0, action: { game: 'camelot', move: 'F7-F8' } },
      patch: [{ op: 'replace', path: '/clock', value: { left_ms: [299100, 300000], running: 1 } }],
    });
    expect(out.send).toEqual([]);
    expect(out.state.v).toBe(6);
    expect(out.state.game).toEqual({
      ...view,
      position: '2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/5M6/3NM1MMN3/2NMMMMMMN2/12/12/10/8/2 b 0 0 1 1',
      turn: 'black',
      to_move: 1,
      last_move: 'F7-F8',
      ply: 1,
      moves: ['F7-F8'],
      clock: { left_ms: [299100, 300000], running: 1 },
    });
    expect(out.state.events.at(-1)?.event.kind).toBe('acted');
    expect(out.state.lobby).toBe(lobby);
  });

  it('asks for a resync when a move does not play on the view it holds', () => {
    const out = receive(synced(), {
      t: 'event',
      v: 6,
      event: { kind: 'acted', seat: 0, action: { game: 'camelot', move: 'F8-F9' } },
    });
    expect(out.send).toEqual([{ t: 'resync' }]);
    expect(out.state.game).toEqual(view);
  });

  it('takes the lobby an event carries', () => {
    const next = { ...lobby, status: 'finished' as const };
    const out = receive(synced(), {
      t: 'event',
      v: 6,
      event: { kind: 'game_over', result: { winners: [0], reason: 'castle' } },
      lobby: next,
      patch: [],
    });
    expect(out.state.lobby?.status).toBe('finished');
  });

  it('asks for a resync on a version gap and ignores events until the sync', () => {
    const gap = receive(synced(), { t: 'event', v: 7, event: { kind: 'ready', seat: 0, ready: true } });
    expect(gap.send).toEqual([{ t: 'resync' }]);
    expect(gap.state.v).toBe(5);
    expect(gap.state.resyncing).toBe(true);
    const ignored = receive(gap.state, { t: 'event', v: 8, event: { kind: 'ready', seat: 1, ready: true } });
    expect(ignored.send).toEqual([]);
    expect(ignored.state.v).toBe(5);
    const back = receive(ignored.state, { t: 'sync', v: 8, lobby, game: view });
    expect(back.state.resyncing).toBe(false);
    expect(back.state.v).toBe(8);
  });

  it('asks for a resync when a patch does not apply, keeping the old view', () => {
    const s = synced();
    const out = receive(s, {
      t: 'event',
      v: 6,
      event: { kind: 'acted', seat: 0, action: { game: 'camelot', move: 'F7-F8' } },
      patch: [{ op: 'replace', path: '/no_such_field', value: 1 }],
    });
    expect(out.send).toEqual([{ t: 'resync' }]);
    expect(out.state.game).toBe(s.game);
    expect(out.state.v).toBe(5);
  });

  it('an event before any sync asks for one', () => {
    const out = receive(initialState('X'), { t: 'event', v: 1, event: { kind: 'left', seat: 0 } });
    expect(out.send).toEqual([{ t: 'resync' }]);
  });

  it('hands a seat token to the caller and records the seat', () => {
    const out = receive(synced(), { t: 'seated', seat: 1, token: 'ab'.repeat(32) });
    expect(out.token).toBe('ab'.repeat(32));
    expect(out.state.seat).toBe(1);
  });

  it('records refusals and clears them on ack', () => {
    const s = { ...synced(), inFlight: 1 };
    const rejected = receive(s, { t: 'rejected', code: 'illegal_action', message: 'capture is compulsory' }, 42);
    expect(rejected.state.rejected).toEqual({ code: 'illegal_action', message: 'capture is compulsory', at: 42 });
    expect(rejected.state.inFlight).toBe(0);
    const acked = receive({ ...rejected.state, inFlight: 1 }, { t: 'ack', v: 6 });
    expect(acked.state.rejected).toBeNull();
  });

  it('keeps chat lines', () => {
    const out = receive(synced(), { t: 'chat', seat: null, name: 'spectator', text: 'gl' });
    expect(out.state.chat).toEqual([{ seat: null, name: 'spectator', text: 'gl' }]);
  });
});

describe('the Super Camelot history', () => {
  const entry = (seq: number) => ({
    seq,
    seat: seq % 2,
    events: [{ type: 'move_ended' as const, seat: seq % 2 }],
    lines: [`${['ann', 'bob'][seq % 2]} ends the move`],
  });
  const seqs = (s: LobbyState) => s.history?.entries.map((e) => e.seq);
  const hist = (game_no: number, from: number, to: number, more: boolean): ServerMsg => ({
    t: 'history',
    game_no,
    entries: Array.from({ length: to - from }, (_, i) => entry(from + i)),
    more,
  });

  it('replaces what it held with the history that follows each sync', () => {
    let s = receive(synced(), hist(1, 10, 13, true)).state;
    expect(s.history).toEqual({ gameNo: 1, entries: [entry(10), entry(11), entry(12)], more: true, syncV: 5 });
    s = receive(s, { t: 'sync', v: 9, lobby, game: view }).state;
    s = receive(s, hist(1, 12, 15, true)).state;
    expect(seqs(s)).toEqual([12, 13, 14]);
    expect(s.history?.syncV).toBe(9);
  });

  it('puts an asked earlier page in front, once', () => {
    let s = receive(synced(), hist(1, 10, 13, true)).state;
    s = { ...s, historyBefore: 10 };
    s = receive(s, hist(1, 7, 10, false)).state;
    expect(seqs(s)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(s.history?.more).toBe(false);
    expect(s.history?.syncV).toBe(5);
    expect(s.historyBefore).toBeNull();
    // Not asked for: a history is a sync's, and replaces.
    s = receive(s, hist(1, 11, 13, true)).state;
    expect(seqs(s)).toEqual([11, 12]);
  });

  it('forgets the request on a sync or its refusal', () => {
    const s = { ...receive(synced(), hist(1, 10, 13, true)).state, historyBefore: 10 };
    expect(receive(s, { t: 'sync', v: 6, lobby, game: view }).state.historyBefore).toBeNull();
    const refused = receive({ ...s, inFlight: 1 }, { t: 'rejected', code: 'wrong_game', message: 'no' }).state;
    expect(refused.historyBefore).toBeNull();
    expect(refused.inFlight).toBe(1);
  });

  it('does not mix in another game than the lobby’s', () => {
    let s = receive(synced(), hist(1, 10, 13, true)).state;
    expect(receive(s, hist(2, 0, 2, false)).state).toBe(s);
    // An earlier page of a game other than the one held is dropped too.
    s = { ...s, lobby: { ...lobby, game_no: 2 }, historyBefore: 10 };
    const after = receive(s, hist(2, 0, 3, false)).state;
    expect(after.history?.gameNo).toBe(1);
    expect(seqs(after)).toEqual([10, 11, 12]);
  });
});

describe('closeIsFinal', () => {
  it('gives up on kicks, takeovers and closed lobbies, retries otherwise', () => {
    expect(closeIsFinal(4004)).toMatch(/removed/);
    expect(closeIsFinal(4006)).toMatch(/another tab/);
    expect(closeIsFinal(4005)).toMatch(/does not exist/);
    expect(closeIsFinal(1006)).toBeNull();
    expect(closeIsFinal(1001)).toBeNull();
    expect(closeIsFinal(4002)).toBeNull();
  });
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(msg: ServerMsg) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

describe('Session', () => {
  let sockets: FakeSocket[];
  const storage = new Map<string, string>();
  beforeEach(() => {
    sockets = [];
    storage.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    });
    vi.useFakeTimers();
  });

  const make = () =>
    new Session('K7QX2M9PHJ3D', 'ws://test/ws', () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    });

  it('says hello with the stored token, stores a new one, and reconnects with it after a drop', () => {
    storage.set('albion.token.K7QX2M9PHJ3D', 'old');
    const session = make();
    session.start();
    sockets[0].open();
    expect(JSON.parse(sockets[0].sent[0])).toMatchObject({ t: 'hello', protocol: PROTOCOL_VERSION, lobby: 'K7QX2M9PHJ3D', token: 'old' });
    sockets[0].deliver({ t: 'welcome', protocol: PROTOCOL_VERSION, lobby: 'K7QX2M9PHJ3D', seat: 1, prompt_secs: 60 });
    sockets[0].deliver({ t: 'sync', v: 3, lobby, game: null });
    sockets[0].deliver({ t: 'seated', seat: 1, token: 'new' });
    expect(storage.get('albion.token.K7QX2M9PHJ3D')).toBe('new');

    sockets[0].drop(1006);
    expect(session.state.link.state).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(JSON.parse(sockets[1].sent[0])).toMatchObject({ t: 'hello', token: 'new', last_v: 3 });
    session.stop();
  });

  it('stops after a takeover and forgets the token after a kick', () => {
    storage.set('albion.token.K7QX2M9PHJ3D', 'tok');
    const session = make();
    session.start();
    sockets[0].open();
    sockets[0].drop(4006);
    expect(session.state.link).toMatchObject({ state: 'closed', code: 4006 });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(storage.get('albion.token.K7QX2M9PHJ3D')).toBe('tok');

    session.reconnectNow();
    sockets[1].open();
    sockets[1].drop(4004);
    expect(storage.has('albion.token.K7QX2M9PHJ3D')).toBe(false);
    session.stop();
  });

  it('sends act with the version it saw and counts requests in flight', () => {
    const session = make();
    session.start();
    sockets[0].open();
    sockets[0].deliver({ t: 'sync', v: 9, lobby, game: view });
    session.act({ game: 'camelot', move: 'F7-F8' });
    expect(JSON.parse(sockets[0].sent.at(-1)!)).toEqual({ t: 'act', v: 9, action: { game: 'camelot', move: 'F7-F8' } });
    expect(session.state.inFlight).toBe(1);
    sockets[0].deliver({ t: 'ack', v: 10 });
    expect(session.state.inFlight).toBe(0);
    session.stop();
  });

  it('asks for the earlier page of the history once, before the first entry held', () => {
    const session = make();
    session.start();
    sockets[0].open();
    sockets[0].deliver({ t: 'sync', v: 9, lobby, game: view });
    expect(session.earlierHistory()).toBe(false);
    const ev = { type: 'move_ended' as const, seat: 0 };
    sockets[0].deliver({ t: 'history', game_no: 1, entries: [{ seq: 40, seat: 0, events: [ev], lines: ['ann ends the move'] }], more: true });
    expect(session.earlierHistory()).toBe(true);
    expect(JSON.parse(sockets[0].sent.at(-1)!)).toEqual({ t: 'history', before: 40 });
    expect(session.earlierHistory()).toBe(false);
    expect(session.state.inFlight).toBe(0);
    sockets[0].deliver({ t: 'history', game_no: 1, entries: [{ seq: 3, seat: 1, events: [ev], lines: ['ann ends the move'] }], more: false });
    expect(session.state.history?.entries.map((e) => e.seq)).toEqual([3, 40]);
    expect(session.earlierHistory()).toBe(false);
    session.stop();
  });

  it('answers a version gap with a resync on the socket', () => {
    const session = make();
    session.start();
    sockets[0].open();
    sockets[0].deliver({ t: 'sync', v: 1, lobby, game: null });
    sockets[0].deliver({ t: 'event', v: 3, event: { kind: 'left', seat: 1 } });
    expect(JSON.parse(sockets[0].sent.at(-1)!)).toEqual({ t: 'resync' });
    session.stop();
  });
});
