import { describe, expect, it } from 'vitest';
import { clean, plural, seatName } from '../src/util';
import { normaliseCode, parseRoute } from '../src/router';

describe('clean', () => {
  it('removes escape sequences, newlines, tabs and bidirectional controls', () => {
    expect(clean('ann\u001b[2J\u001b[31m')).toBe('ann[2J[31m');
    expect(clean('a\tb\nc\r\u2028d')).toBe('abcd');
    expect(clean('\u202eevil\u202c \u2066x\u2069')).toBe('evil x');
  });

  it('removes zero-width characters, but keeps the joiner inside an emoji sequence', () => {
    expect(clean('\u200b\u200c\ufeffbob\u2060')).toBe('bob');
    const family = '👩\u200d👩\u200d👧';
    expect(clean(family)).toBe(family);
    expect(clean('🏳️\u200d🌈')).toBe('🏳️\u200d🌈');
    expect(clean('a\u200db')).toBe('ab');
  });

  it('leaves ordinary text of any script alone', () => {
    for (const text of ['Gwenivere', 'Zoë', 'Łukasz', 'محمد', '山田', 'gl hf 🙂']) expect(clean(text)).toBe(text);
  });
});

describe('seatName and plural', () => {
  it('names free seats by number and cleans taken ones', () => {
    const lobby = {
      seats: [
        { seat: 0, name: 'ann\u202e', ready: false, connected: true, rematch: false },
        { seat: 1, name: null, ready: false, connected: false, rematch: false },
      ],
    } as never;
    expect(seatName(lobby, 0)).toBe('ann');
    expect(seatName(lobby, 1)).toBe('Seat 2');
  });

  it('says one gem, two gems', () => {
    expect(plural(1, 'gem')).toBe('1 gem');
    expect(plural(2, 'gem')).toBe('2 gems');
  });
});

describe('routes', () => {
  it('reads the three pages and upper-cases typed codes', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/l/k7qx2m9phj3d')).toEqual({ page: 'lobby', code: 'K7QX2M9PHJ3D' });
    expect(parseRoute('/g/17')).toEqual({ page: 'replay', id: 17 });
    expect(parseRoute('/g/x')).toEqual({ page: 'missing', path: '/g/x' });
    expect(normaliseCode(' k7qx-2m9p hj3d ')).toBe('K7QX2M9PHJ3D');
  });
});
