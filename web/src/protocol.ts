// The wire types, the protocol's numbers (its version, close codes, bounds) and the Super Camelot
// engine's tables the browser draws with (Gem values, sword arcs, the Bomb's block, the starting
// circles), generated from the Rust types, constants and engine data by
// `cargo test -p protocol --test schema` (protocol/ts/albion-protocol.ts): the browser and the
// server cannot drift apart.
export type * from '../../protocol/ts/albion-protocol';
export {
  ARC_OFFSETS,
  BOMB_BLOCK,
  CIRCLE_SQUARES,
  CLOSE,
  GREATSWORD_ARC_OFFSETS,
  MAX_CHAT_CHARS,
  MAX_DAYS,
  MAX_MY_GAMES,
  MIN_DAYS,
  MAX_NAME_CHARS,
  PROTOCOL_VERSION,
  TREASURE_GEMS,
} from '../../protocol/ts/albion-protocol';
