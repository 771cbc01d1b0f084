import { describe, expect, it } from 'vitest';
import { PatchError, applyPatch } from '../src/patch';

describe('applyPatch', () => {
  it('replaces, adds and removes object keys', () => {
    const doc = { a: 1, b: { c: [1, 2] } };
    const out = applyPatch(doc, [
      { op: 'replace', path: '/a', value: 2 },
      { op: 'add', path: '/b/d', value: 'x' },
      { op: 'remove', path: '/b/c' },
    ]);
    expect(out).toEqual({ a: 2, b: { d: 'x' } });
    expect(doc).toEqual({ a: 1, b: { c: [1, 2] } });
  });

  it('appends to arrays by index or "-", and removes the last element', () => {
    const doc = { moves: ['F7-F8'] };
    expect(applyPatch(doc, [{ op: 'add', path: '/moves/1', value: 'G10-G9' }])).toEqual({ moves: ['F7-F8', 'G10-G9'] });
    expect(applyPatch(doc, [{ op: 'add', path: '/moves/-', value: 'X' }])).toEqual({ moves: ['F7-F8', 'X'] });
    expect(applyPatch(doc, [{ op: 'remove', path: '/moves/0' }])).toEqual({ moves: [] });
  });

  it('replaces the whole document with the empty path', () => {
    expect(applyPatch(null, [{ op: 'replace', path: '', value: { game: 'camelot' } }])).toEqual({ game: 'camelot' });
  });

  it('unescapes ~1 and ~0 in pointers', () => {
    expect(applyPatch({ 'a/b': 1, 'c~d': 2 }, [
      { op: 'replace', path: '/a~1b', value: 3 },
      { op: 'replace', path: '/c~0d', value: 4 },
    ])).toEqual({ 'a/b': 3, 'c~d': 4 });
  });

  it('keeps untouched branches as the same objects', () => {
    const doc = { left: { x: 1 }, right: { y: 2 } };
    const out = applyPatch(doc, [{ op: 'replace', path: '/right/y', value: 3 }]);
    expect(out.left).toBe(doc.left);
    expect(out.right).not.toBe(doc.right);
  });

  it.each([
    [{ a: 1 }, { op: 'replace' as const, path: '/missing', value: 1 }],
    [{ a: 1 }, { op: 'remove' as const, path: '/missing' }],
    [{ a: [1] }, { op: 'replace' as const, path: '/a/5', value: 1 }],
    [{ a: [1] }, { op: 'add' as const, path: '/a/01', value: 1 }],
    [{ a: 1 }, { op: 'add' as const, path: '/a/b', value: 1 }],
    [{ a: 1 }, { op: 'add' as const, path: 'a', value: 1 }],
    [null, { op: 'add' as const, path: '/a', value: 1 }],
  ])('refuses a patch that does not apply (%j, %j)', (doc, op) => {
    expect(() => applyPatch(doc, [op])).toThrow(PatchError);
  });
});
