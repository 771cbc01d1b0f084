import { describe, expect, it } from 'vitest';
import { clockChanged, clockWords, formatClock, timeLeftMs } from '../src/clock';
import { START } from '../src/games/camelot/model';
import type { GameView, LobbyInfo } from '../src/protocol';
import { initialState, receive } from '../src/session';
import { botLabel, lobbyEventWords, recordActionWords } from '../src/util';

describe('the clock', () => {
  const clock = { left_ms: [287_000, 300_000], running: 1 };

  it('counts the running seat down from the sync, less what the server had already used', () => {
    // Received at t=1000 with 2.5 s already used; now t=4000: 3 s more.
    expect(timeLeftMs(clock, 1, { elapsed: 2_500, at: 1_000 }, 4_000)).toBe(300_000 - 2_500 - 3_000);
    // The seat that waits keeps its time.
    expect(timeLeftMs(clock, 0, { elapsed: 2_500, at: 1_000 }, 4_000)).toBe(287_000);
  });

  it('starts from zero after an event and never goes below zero', () => {
    expect(timeLeftMs(clock, 1, { elapsed: 0, at: 500 }, 500)).toBe(300_000);
    expect(timeLeftMs(clock, 1, { elapsed: 0, at: 0 }, 10_000_000)).toBe(0);
    expect(timeLeftMs({ left_ms: [1000, 0], running: null }, 1, null, 5)).toBe(0);
    // A clock going backwards (it cannot, but) never adds time.
    expect(timeLeftMs(clock, 1, { elapsed: 0, at: 9_000 }, 1_000)).toBe(300_000);
  });

  it('shows m:ss, rounded up', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(287_000)).toBe('4:47');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(9_000)).toBe('0:09');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-5_000)).toBe('0:00');
    expect(clockWords(247_000)).toBe('4 minutes 7 seconds');
    expect(clockWords(0)).toBe('0 seconds');
  });

  it('notices a changed clock', () => {
    expect(clockChanged(null, null)).toBe(false);
    expect(clockChanged(undefined, null)).toBe(false);
    expect(clockChanged(null, clock)).toBe(true);
    expect(clockChanged(clock, { left_ms: [287_000, 300_000], running: 1 })).toBe(false);
    expect(clockChanged(clock, { left_ms: [287_000, 300_000], running: 0 })).toBe(true);
    expect(clockChanged(clock, { left_ms: [287_000, 297_000], running: 1 })).toBe(true);
  });

  it('is started by the sync and restarted by an event that changes it', () => {
    const lobby = {
      code: 'K7QX2M9PHJ3D',
      config: { game: 'camelot', ruleset: 'standard', clock: { base_secs: 300, increment_secs: 3 } },
      public: false,
      status: 'playing',
      host: 0,
      seats: [],
      game_no: 1,
      result: null,
      spectators: 0,
      game_id: 1,
    } as unknown as LobbyInfo;
    const game: GameView = {
      game: 'camelot',
      position: START,
      ruleset: 'standard',
      turn: 'white',
      to_move: 0,
      last_move: null,
      captured: [],
      ply: 0,
      moves: [],
      clock,
    };
    let s = receive(initialState('K7QX2M9PHJ3D'), { t: 'sync', v: 3, lobby, game, clock_elapsed_ms: 1_200 }, 0, 100).state;
    expect(s.clockBase).toEqual({ elapsed: 1_200, at: 100 });
    // An event that leaves the clock alone keeps counting from the sync.
    s = receive(s, { t: 'event', v: 4, event: { kind: 'presence', seat: 0, connected: false } }, 0, 200).state;
    expect(s.clockBase).toEqual({ elapsed: 1_200, at: 100 });
    s = receive(
      s,
      {
        t: 'event',
        v: 5,
        event: { kind: 'acted', seat: 0, action: { game: 'camelot', move: 'F7-F8' } },
        patch: [
          { op: 'replace', path: '/clock/running', value: 0 },
          { op: 'replace', path: '/clock/left_ms/1', value: 297_000 },
        ],
      },
      0,
      900,
    ).state;
    expect(s.clockBase).toEqual({ elapsed: 0, at: 900 });
    expect(timeLeftMs(s.game!.clock!, 0, s.clockBase, 1_900)).toBe(286_000);
    // An untimed game has no base.
    s = receive(s, { t: 'sync', v: 9, lobby, game: { ...game, clock: null } }, 0, 1_000).state;
    expect(s.clockBase).toBeNull();
  });
});

describe('computer players and players who leave, in words', () => {
  const names = ['ann', 'bob', null];
  it('describes the new events', () => {
    expect(lobbyEventWords({ kind: 'bot_added', seat: 1, name: 'Computer', level: 'hard' }, names)).toBe('Computer (hard) sat at seat 2');
    expect(lobbyEventWords({ kind: 'timed_out', seat: 0 }, names)).toBe("ann's time ran out");
    expect(lobbyEventWords({ kind: 'win_claimed', seat: 1, abandoned: 0 }, names)).toBe('bob claimed the win: ann left');
    expect(lobbyEventWords({ kind: 'abandoned', seat: 2 }, names)).toBe('Seat 3 left the game');
    expect(lobbyEventWords({ kind: 'bot_took_over', seat: 0, level: 'medium', by: 1 }, names)).toBe(
      'Computer (medium) took over seat 1, handed over by bob',
    );
    expect(lobbyEventWords({ kind: 'ready', seat: 0, ready: true }, names)).toBeNull();
    expect(botLabel('easy')).toBe('Computer (easy)');
    expect(recordActionWords({ kind: 'timeout' }, 'ann')).toBe("ann's time ran out.");
    expect(recordActionWords({ kind: 'bot', level: 'hard' }, 'bob')).toBe("Computer (hard) took over bob's seat.");
  });
});

describe('a timed lobby in words', () => {
  it('names the time control', async () => {
    const { describeConfig } = await import('../src/util');
    expect(describeConfig({ game: 'camelot', ruleset: 'standard', clock: { base_secs: 300, increment_secs: 3 } })).toBe(
      'Camelot, standard rules, 5+3 clock',
    );
    expect(describeConfig({ game: 'camelot', ruleset: 'wcf' })).toBe('Camelot, WCF rules');
    expect(describeConfig({ game: 'super_camelot', seats: 3, ask_activation_order: false, auto_enemy_ties: true, turn_secs: 90 })).toBe('Super Camelot, 3 players, 90 s per turn');
  });
});
