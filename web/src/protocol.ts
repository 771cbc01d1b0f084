// The wire types and the protocol's numbers (its version, close codes, bounds), generated from the
// Rust types and constants by `cargo test -p protocol --test schema`
// (protocol/ts/albion-protocol.ts): the browser and the server cannot drift apart.
export type * from '../../protocol/ts/albion-protocol';
export { CLOSE, MAX_CHAT_CHARS, MAX_NAME_CHARS, PROTOCOL_VERSION } from '../../protocol/ts/albion-protocol';
