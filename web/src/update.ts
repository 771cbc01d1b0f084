// What the client does with each `event` (PROTOCOL.md, `event`): its game view moved on. A Camelot
// move is told by the move alone, the same for everyone: the client plays it on its own copy of
// the position, as the server did (movegen.ts, checked against the engine). A Super Camelot view
// the client holds changes by the event's `change` (change.ts). Anything else that touched the
// game carries a JSON Patch, applied after the move when both come (a timed game's clock). The
// mirror of `protocol::update::apply_event` in Rust.
import { applyChange } from './change';
import { playMove } from './games/camelot/movegen';
import { PatchError, applyPatch } from './patch';
import type { GameView, LobbyEvent, PatchOp, ScChange } from './protocol';

/** Whether an event changes the game view: it carries a patch or a change, or it is a Camelot move. */
export function touchesView(
  event: LobbyEvent,
  patch: PatchOp[] | null | undefined,
  change?: ScChange | null,
): boolean {
  return (
    (patch !== undefined && patch !== null) ||
    (change !== undefined && change !== null) ||
    (event.kind === 'acted' && event.action.game === 'camelot')
  );
}

/**
 * The view after `event` and its `patch` or `change`. Throws PatchError when the move, the patch
 * or the change does not fit the view held (the caller resynchronises); the view passed in is
 * never changed.
 */
export function applyEvent(
  game: GameView | null,
  event: LobbyEvent,
  patch: PatchOp[] | null | undefined,
  change?: ScChange | null,
): GameView | null {
  let next = game;
  if (event.kind === 'acted' && event.action.game === 'camelot') {
    if (next?.game !== 'camelot') throw new PatchError('a Camelot move without a Camelot view');
    const move = event.action.move;
    let played;
    try {
      played = playMove(next.position, move, next.ruleset);
    } catch (e) {
      throw new PatchError(`the held position does not read: ${String(e)}`);
    }
    if (!played) throw new PatchError(`${move} does not play on the held view`);
    const toMove = next.to_move === 0 ? 1 : 0;
    // A move cancels a waiting offer, and its mover may offer again (RULES.md C16): both fields
    // are absent when empty, as the server writes them.
    const { offer: _cancelled, offered: before, ...rest } = next;
    const offered = (before ?? []).filter((s) => s !== rest.to_move);
    next = {
      ...rest,
      position: played.position,
      turn: toMove === 0 ? 'white' : 'black',
      to_move: toMove,
      last_move: move,
      captured: played.captured,
      ply: rest.ply + 1,
      moves: [...rest.moves, move],
      ...(offered.length > 0 ? { offered } : {}),
    };
  }
  if (patch) next = applyPatch(next, patch);
  if (change) next = applyChange(next, change);
  return next;
}
