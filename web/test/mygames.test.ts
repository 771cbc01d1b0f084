import { describe, expect, it } from 'vitest';
import { clockWords, formatClock, formatSecs } from '../src/clock';
import { composeTitle, myGameStatus, opponents, sortMyGames, timeLeftText, yourTurnCount } from '../src/mygames';
import type { LobbyInfo, MyGame } from '../src/protocol';
import { correspondenceDays, describeConfig } from '../src/util';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function game(over: Partial<MyGame> & { code?: string; status?: LobbyInfo['status']; result?: LobbyInfo['result'] } = {}): MyGame {
  const { code = 'K7QX2M9PHJ3D', status = 'playing', result = null, ...rest } = over;
  return {
    seat: 0,
    lobby: {
      code,
      config: { game: 'camelot', ruleset: 'standard', days_per_move: 2 },
      public: false,
      status,
      host: 0,
      seats: [
        { seat: 0, name: 'ann', ready: true, connected: true, rematch: false },
        { seat: 1, name: 'bob', ready: true, connected: false, rematch: false },
      ],
      game_no: 1,
      result,
      spectators: 0,
      game_id: 7,
    },
    created_at: 1_795_946_000,
    ...rest,
  };
}

describe('long clocks', () => {
  it('shows days and hours from a day on, hours and minutes from an hour on', () => {
    expect(formatClock(2 * DAY)).toBe('2 d');
    expect(formatClock(2 * DAY + 5 * HOUR + 10 * 60_000)).toBe('2 d 5 h');
    expect(formatClock(2 * DAY - 1)).toBe('2 d');
    expect(formatClock(2 * DAY - 30 * 60_000)).toBe('1 d 23 h');
    expect(formatClock(DAY)).toBe('1 d');
    expect(formatClock(5 * HOUR + 12 * 60_000)).toBe('5 h 12 m');
    expect(formatClock(5 * HOUR + 11 * 60_000 + 1)).toBe('5 h 12 m');
    expect(formatClock(HOUR)).toBe('1 h');
    expect(formatClock(14 * DAY)).toBe('14 d');
  });

  it('leaves short times as m:ss', () => {
    expect(formatClock(HOUR - 1_000)).toBe('59:59');
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(0)).toBe('0:00');
  });

  it('says long times in words', () => {
    expect(clockWords(2 * DAY + 5 * HOUR)).toBe('2 days 5 hours');
    expect(clockWords(DAY + HOUR)).toBe('1 day 1 hour');
    expect(clockWords(5 * HOUR + 12 * 60_000)).toBe('5 hours 12 minutes');
    expect(clockWords(3 * DAY)).toBe('3 days');
    expect(clockWords(61_000)).toBe('1 minute 1 second');
  });

  it('gives a prompt timeout in seconds when short, else as a clock', () => {
    expect(formatSecs(90)).toBe('90 s');
    expect(formatSecs(43_200)).toBe('12 h');
  });
});

describe('correspondence settings in words', () => {
  it('says the days per move or turn', () => {
    expect(describeConfig({ game: 'camelot', ruleset: 'standard', days_per_move: 2 })).toBe('Camelot, standard rules, 2 days per move');
    expect(describeConfig({ game: 'camelot', ruleset: 'wcf', days_per_move: 1 })).toBe('Camelot, WCF rules, 1 day per move');
    expect(
      describeConfig({ game: 'super_camelot', seats: 3, ask_activation_order: false, auto_enemy_ties: true, days_per_turn: 3 }),
    ).toBe('Super Camelot, 3 players, 3 days per turn');
    expect(correspondenceDays({ game: 'camelot', ruleset: 'standard' })).toBeNull();
    expect(correspondenceDays({ game: 'camelot', ruleset: 'standard', days_per_move: null })).toBeNull();
    expect(correspondenceDays({ game: 'super_camelot', seats: 2, ask_activation_order: false, auto_enemy_ties: true, days_per_turn: 7 })).toBe(7);
  });
});

describe('my games', () => {
  it('says whose turn it is', () => {
    expect(myGameStatus(game({ to_move: 0 }))).toEqual({ kind: 'your_turn', text: 'Your turn' });
    expect(myGameStatus(game({ to_move: 1 }))).toEqual({ kind: 'their_turn', text: 'Their turn (bob)' });
    expect(myGameStatus(game({}))).toEqual({ kind: 'playing', text: 'In progress' });
  });

  it('says a lobby waits for players, and how a game ended', () => {
    const open = game({ status: 'open' });
    open.lobby.seats[1] = { seat: 1, name: null, ready: false, connected: false, rematch: false };
    expect(myGameStatus(open)).toEqual({ kind: 'waiting', text: 'Waiting for players' });
    expect(myGameStatus(game({ status: 'open' })).text).toBe('Waiting to start');
    expect(myGameStatus(game({ status: 'finished', result: { winners: [0], reason: 'castle' } })).text).toBe(
      'Finished · You won (castle reached)',
    );
    expect(myGameStatus(game({ status: 'finished', result: { winners: [1], reason: 'timeout' } })).text).toBe(
      'Finished · bob won (time ran out)',
    );
    expect(myGameStatus(game({ status: 'finished', result: { winners: [], reason: 'repetition' } })).text).toBe(
      'Finished · Draw (repetition)',
    );
  });

  it('names the opponents, computer players and open seats included', () => {
    const g = game();
    g.lobby.seats.push({ seat: 2, name: null, ready: false, connected: false, rematch: false, bot: 'medium' });
    g.lobby.seats.push({ seat: 3, name: null, ready: false, connected: false, rematch: false });
    expect(opponents(g)).toEqual(['bob', 'Computer (medium)', 'open seat']);
  });

  it('lists the newest first, the server order breaking ties', () => {
    const a = game({ code: 'AAAAAAAAAAAA', created_at: 100 });
    const b = game({ code: 'BBBBBBBBBBBB', created_at: 300 });
    const c = game({ code: 'CCCCCCCCCCCC', created_at: 200 });
    const d = game({ code: 'DDDDDDDDDDDD', created_at: 200 });
    expect(sortMyGames([a, b, c, d]).map((g) => g.lobby.code[0])).toEqual(['B', 'C', 'D', 'A']);
  });

  it('counts the games that wait for this browser, an open page knowing better than the poll', () => {
    const mine = game({ code: 'AAAAAAAAAAAA', to_move: 0 });
    const theirs = game({ code: 'BBBBBBBBBBBB', to_move: 1 });
    const done = game({ code: 'CCCCCCCCCCCC', status: 'finished', to_move: 0 });
    expect(yourTurnCount([mine, theirs, done])).toBe(1);
    expect(yourTurnCount([mine, theirs], new Map([['AAAAAAAAAAAA', false]]))).toBe(0);
    expect(yourTurnCount([mine, theirs], new Map([['BBBBBBBBBBBB', true]]))).toBe(2);
    expect(yourTurnCount([], new Map([['ZZZZZZZZZZZZ', true]]))).toBe(1);
  });

  it('shows the time left to the deadline', () => {
    const now = 1_000_000_000_000;
    expect(timeLeftText(now + DAY + 23 * HOUR, now)).toBe('1 d 23 h left');
    expect(timeLeftText(now + 287_000, now)).toBe('4:47 left');
    expect(timeLeftText(now - 5, now)).toBe('time is up');
    expect(timeLeftText(undefined, now)).toBeNull();
  });
});

describe('the title', () => {
  it('puts the count in front of whatever title the page set, and takes it off again', () => {
    expect(composeTitle('Albion', 1)).toBe('(1) Your turn · Albion');
    expect(composeTitle('(1) Your turn · Albion · K7QX2M9PHJ3D', 3)).toBe('(3) Your turn · Albion · K7QX2M9PHJ3D');
    expect(composeTitle('(2) Your turn · Albion · My games', 0)).toBe('Albion · My games');
    expect(composeTitle('Albion', 0)).toBe('Albion');
  });
});
