// Albion wire types: every type of `ClientMsg`, `ServerMsg` and the HTTP bodies, in name order.
//
// GENERATED from the Rust types (crates `protocol`, `camelot`, `super-camelot`) by
// protocol/tests/schema.rs with ts-rs; do not edit by hand. To regenerate:
//     ALBION_BLESS=1 cargo test -p protocol --test schema

/**
 * A message from a client to the server.
 */
export type ClientMsg = { "t": "hello", 
/**
 * Must equal [`PROTOCOL_VERSION`].
 */
protocol: number, 
/**
 * The lobby's join code.
 */
lobby: string, 
/**
 * The seat token received in [`ServerMsg::Seated`], to reclaim that seat.
 */
token?: string | null, 
/**
 * The last version this client saw, if any (informative: a hello always gets a full sync).
 */
last_v?: number | null, } | { "t": "sit", 
/**
 * A display name: 1 to 32 visible characters once normalised (NFC, trimmed, inner
 * whitespace collapsed); no control, zero-width, format or text-direction characters;
 * unique in the lobby without regard to case.
 */
name: string, 
/**
 * The seat wanted; absent means the lowest free seat.
 */
seat?: number | null, } | { "t": "character", 
/**
 * The Character's name.
 */
character: string, } | { "t": "ready", 
/**
 * The new state.
 */
ready: boolean, } | { "t": "start", } | { "t": "act", 
/**
 * The version the client saw when it chose the action; a stale one is rejected.
 */
v: number, 
/**
 * The action, in the game's own notation.
 */
action: GameAction, } | { "t": "resign", 
/**
 * The version the client saw.
 */
v: number, } | { "t": "chat", 
/**
 * Plain text, at most [`MAX_CHAT_CHARS`] characters.
 */
text: string, } | { "t": "leave", } | { "t": "kick", 
/**
 * The seat to free.
 */
seat: number, } | { "t": "rematch", } | { "t": "resync", };

/**
 * Body of `POST /api/lobbies`.
 */
export type CreateLobby = { 
/**
 * The game and its setup.
 */
config: GameConfig, 
/**
 * Whether to list the lobby publicly.
 */
public: boolean, };

/**
 * Why a request was refused.
 */
export type ErrorCode = "unsupported_version" | "expected_hello" | "malformed" | "frame_too_large" | "rate_limited" | "chat_rate_limited" | "no_such_lobby" | "bad_token" | "not_seated" | "already_seated" | "seat_taken" | "no_such_seat" | "lobby_full" | "invalid_name" | "name_taken" | "invalid_character" | "not_host" | "already_started" | "not_started" | "not_ready" | "game_over" | "stale_version" | "out_of_turn" | "illegal_action" | "wrong_game" | "chat_too_long" | "store_failure" | "lobby_closed";

/**
 * An action in the running game, nested per game.
 */
export type GameAction = { "game": "camelot", 
/**
 * The move.
 */
move: string, } | { "game": "super_camelot", 
/**
 * The action.
 */
action: unknown, };

/**
 * How a lobby's game is set up.
 */
export type GameConfig = { "game": "camelot", 
/**
 * `"standard"` (default) or `"wcf"`.
 */
ruleset: string, } | { "game": "super_camelot", 
/**
 * Number of seats, 2 to 4.
 */
seats: number, 
/**
 * Prompt 23: the active player chooses which Enemy activates next.
 */
ask_activation_order: boolean, 
/**
 * Prompts 24 and 25: ties resolved automatically instead of asking.
 */
auto_enemy_ties: boolean, };

/**
 * Body of `GET /api/games/{id}`: the public record of a game that is over, with everything
 * revealed as at game over (every private event included; never the seed or a deck's order).
 */
export type GameRecord = { 
/**
 * The game's id (as in [`LobbyInfo::game_id`]).
 */
id: number, 
/**
 * The lobby it was played in.
 */
lobby: string, 
/**
 * Its number within the lobby (1 for the first game).
 */
game_no: number, 
/**
 * The game and its setup.
 */
config: GameConfig, 
/**
 * Finished by the rules or a resignation, or aborted by a server fault.
 */
status: RecordStatus, 
/**
 * Who played, in seat order.
 */
players: Array<RecordPlayer>, 
/**
 * Unix seconds at the start, if known.
 */
started_at: number | null, 
/**
 * Unix seconds at the end.
 */
ended_at: number | null, 
/**
 * The result (`None` for an aborted game).
 */
result: GameResult | null, 
/**
 * Every accepted action in order, with what it revealed.
 */
steps: Array<RecordStep>, };

/**
 * How a game ended.
 */
export type GameResult = { 
/**
 * The winning seats; empty for a draw.
 */
winners: Array<number>, 
/**
 * Why, in words (`"castle"`, `"elimination"`, `"resignation"`, `"repetition"`, ...).
 */
reason: string, };

/**
 * What a connection sees of the game.
 */
export type GameView = { "game": "camelot", 
/**
 * The position in the six-field notation.
 */
position: string, 
/**
 * The side to move, `"white"` (seat 0) or `"black"` (seat 1).
 */
turn: string, 
/**
 * The seat to move.
 */
to_move: number, 
/**
 * The last move played, if any.
 */
last_move: string | null, 
/**
 * Squares captured by the last move.
 */
captured: Array<string>, 
/**
 * Every legal move, one route per outcome, only for the seat to move (empty otherwise).
 */
legal_moves: Array<string>, 
/**
 * Number of moves (plies) played.
 */
ply: number, } | { "game": "super_camelot", 
/**
 * The engine's `View` as JSON.
 */
view: unknown, 
/**
 * The events of the last change, as this viewer may see them (public or own private).
 */
events: Array<unknown>, 
/**
 * Every legal action, only for the seat that must decide (empty otherwise).
 */
legal_actions: Array<unknown>, };

/**
 * Body of an HTTP error answer.
 */
export type HttpError = { 
/**
 * A machine-readable code (`"bad_request"`, `"not_found"`, `"in_progress"`,
 * `"rate_limited"`, `"unavailable"`, `"internal"`).
 */
error: string, 
/**
 * A human-readable explanation.
 */
message: string, };

/**
 * A change in the lobby, carried by [`ServerMsg::Event`].
 */
export type LobbyEvent = { "kind": "sat", 
/**
 * The seat.
 */
seat: number, 
/**
 * The display name.
 */
name: string, } | { "kind": "character", 
/**
 * The seat.
 */
seat: number, 
/**
 * The Character's name.
 */
character: string, } | { "kind": "ready", 
/**
 * The seat.
 */
seat: number, 
/**
 * The new flag.
 */
ready: boolean, } | { "kind": "presence", 
/**
 * The seat.
 */
seat: number, 
/**
 * Whether a connection now holds it.
 */
connected: boolean, } | { "kind": "left", 
/**
 * The seat now free.
 */
seat: number, } | { "kind": "kicked", 
/**
 * The seat now free.
 */
seat: number, } | { "kind": "started", 
/**
 * The game's number in this lobby, from 1.
 */
game_no: number, } | { "kind": "acted", 
/**
 * Who acted.
 */
seat: number, 
/**
 * What was played, in the game's notation.
 */
action: GameAction, } | { "kind": "resigned", 
/**
 * Who resigned.
 */
seat: number, } | { "kind": "game_over", 
/**
 * The result.
 */
result: GameResult, } | { "kind": "rematch_requested", 
/**
 * Who asked.
 */
seat: number, } | { "kind": "aborted", 
/**
 * Why.
 */
reason: string, };

/**
 * A lobby, as everyone may see it.
 */
export type LobbyInfo = { 
/**
 * The join code.
 */
code: string, 
/**
 * The game and its setup.
 */
config: GameConfig, 
/**
 * Listed by `GET /api/lobbies` while open.
 */
public: boolean, 
/**
 * Where the lobby is in its life.
 */
status: LobbyStatus, 
/**
 * The host's seat (the first seat taken), if any.
 */
host: number | null, 
/**
 * Every seat.
 */
seats: Array<SeatInfo>, 
/**
 * Number of games started in this lobby.
 */
game_no: number, 
/**
 * The result of the last game, once over.
 */
result: GameResult | null, 
/**
 * Number of spectators connected.
 */
spectators: number, 
/**
 * The id of the running or last game, if any; once it is over its record is at
 * `GET /api/games/{id}`.
 */
game_id?: number | null, };

/**
 * Where a lobby is in its life.
 */
export type LobbyStatus = "open" | "playing" | "finished" | "aborted";

/**
 * What a [`RecordStep`]'s seat did.
 */
export type RecordAction = { "kind": "act", 
/**
 * The action as accepted.
 */
action: GameAction, } | { "kind": "resign" };

/**
 * A player in a [`GameRecord`].
 */
export type RecordPlayer = { 
/**
 * The seat.
 */
seat: number, 
/**
 * The display name the player had when the game started.
 */
name: string, 
/**
 * The Character played (Super Camelot).
 */
character?: string | null, };

/**
 * How a recorded game ended.
 */
export type RecordStatus = "finished" | "aborted";

/**
 * One accepted action of a [`GameRecord`].
 */
export type RecordStep = { 
/**
 * 0, 1, 2, ... within the game.
 */
seq: number, 
/**
 * Who acted.
 */
seat: number, 
/**
 * What they did.
 */
action: RecordAction, 
/**
 * What it did, everything revealed (empty for a resignation): for Camelot one object with
 * the move in canonical WCF notation (`move`), the position after it (`position`) and its
 * captures (`captures`, a count, and `captured`, the squares); for Super Camelot the
 * engine's events in order, each public event as `{"form":"public","event":…}` and each
 * private one as `{"form":"private","seat":N,"event":…}`.
 */
events: Array<unknown>, };

/**
 * One seat of a lobby, as everyone may see it.
 */
export type SeatInfo = { 
/**
 * The seat number.
 */
seat: number, 
/**
 * The display name, if taken.
 */
name: string | null, 
/**
 * Ready before the start.
 */
ready: boolean, 
/**
 * Whether a connection holds the seat now.
 */
connected: boolean, 
/**
 * Whether the seat asked for a rematch.
 */
rematch: boolean, 
/**
 * The chosen Character (Super Camelot).
 */
character?: string | null, };

/**
 * A message from the server to a client.
 */
export type ServerMsg = { "t": "welcome", 
/**
 * The protocol version the server speaks.
 */
protocol: number, 
/**
 * The lobby's code.
 */
lobby: string, 
/**
 * The seat this connection holds, if the hello carried a valid token.
 */
seat: number | null, } | { "t": "sync", 
/**
 * The lobby's current version.
 */
v: number, 
/**
 * The lobby.
 */
lobby: LobbyInfo, 
/**
 * The running or last game, as this connection may see it.
 */
game: GameView | null, } | { "t": "event", 
/**
 * The lobby's new version.
 */
v: number, 
/**
 * What happened.
 */
event: LobbyEvent, 
/**
 * The lobby after the change.
 */
lobby: LobbyInfo, 
/**
 * This connection's view of the game after the change, if it touched the game.
 */
view?: GameView | null, } | { "t": "seated", 
/**
 * The seat.
 */
seat: number, 
/**
 * The secret seat token.
 */
token: string, } | { "t": "ack", 
/**
 * The version your request produced.
 */
v: number, } | { "t": "rejected", 
/**
 * Why.
 */
code: ErrorCode, 
/**
 * A human-readable explanation.
 */
message: string, } | { "t": "chat", 
/**
 * The sender's seat, if seated.
 */
seat: number | null, 
/**
 * The sender's display name (`"spectator"` for spectators).
 */
name: string, 
/**
 * The text.
 */
text: string, };
