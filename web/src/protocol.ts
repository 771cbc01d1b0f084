// The wire types, generated from the Rust types by `cargo test -p protocol --test schema`
// (protocol/ts/albion-protocol.ts): the browser and the server cannot drift apart.
export type * from '../../protocol/ts/albion-protocol';

/** The protocol version this client speaks (PROTOCOL.md). */
export const PROTOCOL_VERSION = 5;
