// RFC 6902 JSON Patch, the three operations the server sends (PROTOCOL.md, `event`):
// `add`, `remove` and `replace`, on RFC 6901 JSON Pointers. Patches are applied to a copy, so a
// patch that does not apply leaves the view as it was and the caller asks for a `resync`.
import type { PatchOp } from './protocol';

export class PatchError extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function tokens(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new PatchError(`path ${JSON.stringify(path)} does not start with /`);
  return path
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function isObject(v: unknown): v is { [key: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function arrayIndex(token: string, length: number, allowEnd: boolean): number {
  if (allowEnd && token === '-') return length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError(`${JSON.stringify(token)} is not an array index`);
  const i = Number(token);
  if (i > length || (!allowEnd && i === length)) throw new PatchError(`index ${i} is out of bounds (length ${length})`);
  return i;
}

/** Copies along the path only (structural sharing): the untouched parts stay the same objects. */
function applyOne(doc: Json, op: PatchOp): Json {
  const path = tokens(op.path);
  if (path.length === 0) {
    if (op.op === 'remove') throw new PatchError('cannot remove the whole document');
    return structuredClone(op.value) as Json;
  }
  const step = (node: Json, depth: number): Json => {
    const token = path[depth];
    const last = depth === path.length - 1;
    if (Array.isArray(node)) {
      const copy = node.slice();
      if (last) {
        if (op.op === 'add') {
          copy.splice(arrayIndex(token, node.length, true), 0, structuredClone(op.value) as Json);
        } else if (op.op === 'remove') {
          copy.splice(arrayIndex(token, node.length, false), 1);
        } else {
          copy[arrayIndex(token, node.length, false)] = structuredClone(op.value) as Json;
        }
      } else {
        const i = arrayIndex(token, node.length, false);
        copy[i] = step(node[i], depth + 1);
      }
      return copy;
    }
    if (isObject(node)) {
      const copy: { [key: string]: Json } = { ...node };
      if (last) {
        if (op.op === 'add') {
          copy[token] = structuredClone(op.value) as Json;
        } else {
          if (!Object.prototype.hasOwnProperty.call(node, token)) {
            throw new PatchError(`${op.op} of a missing key ${JSON.stringify(op.path)}`);
          }
          if (op.op === 'remove') delete copy[token];
          else copy[token] = structuredClone(op.value) as Json;
        }
      } else {
        if (!Object.prototype.hasOwnProperty.call(node, token)) {
          throw new PatchError(`no ${JSON.stringify(token)} on the way to ${JSON.stringify(op.path)}`);
        }
        copy[token] = step(node[token], depth + 1);
      }
      return copy;
    }
    throw new PatchError(`${JSON.stringify(op.path)} goes through a ${node === null ? 'null' : typeof node}`);
  };
  return step(doc, 0);
}

/** Applies `ops` in order; throws PatchError (and changes nothing) if any does not apply. */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let out = doc as unknown as Json;
  for (const op of ops) out = applyOne(out, op);
  return out as unknown as T;
}
