// Albion wire types: every type of `ClientMsg`, `ServerMsg` and the HTTP bodies, in name order.
//
// GENERATED from the Rust types (crates `protocol`, `camelot`, `super-camelot`) by
// protocol/tests/schema.rs with ts-rs; do not edit by hand. To regenerate:
//     ALBION_BLESS=1 cargo test -p protocol --test schema

/**
 * Everything a seat can do. Answers to prompts are ordinary actions too.
 *
 * Deserializing is strict: an unknown `type`, a missing field or any field a variant does not have
 * (even on a variant without fields, such as `{"type":"move","x":1}`) is an error, so nothing a
 * client adds can travel further than the parser.
 */
export type Action = { "type": "place_on_circle", 
/**
 * The circle.
 */
circle: Circle, } | { "type": "move" } | { "type": "step", 
/**
 * The next square, or a starting circle when holding all 3 Relics.
 */
to: Place, } | { "type": "stop_moving" } | { "type": "undo_step" } | { "type": "attack", 
/**
 * The arc's diagonal.
 */
arc: Arc, } | { "type": "bomb", 
/**
 * The block's north-west square.
 */
corner: Square, } | { "type": "bow", 
/**
 * The Enemy's square.
 */
target: Square, } | { "type": "open_chest", 
/**
 * The chest's square.
 */
chest: Square, } | { "type": "pick_up", 
/**
 * The stack's square.
 */
stack: Square, } | { "type": "claim_grail" } | { "type": "dig" } | { "type": "end_turn" } | { "type": "reroll", 
/**
 * Index into the rolled dice.
 */
die: number, } | { "type": "keep_roll" } | { "type": "convert_star", 
/**
 * Into what.
 */
into: StarUse, } | { "type": "kill", 
/**
 * The Enemy's square.
 */
target: Square, } | { "type": "draw_for", 
/**
 * The Bush's or Enemy's square.
 */
square: Square, } | { "type": "decline_speed_potion" } | { "type": "activate", 
/**
 * The Enemy's square.
 */
enemy: Square, } | { "type": "target", 
/**
 * The Character's seat.
 */
seat: Seat, } | { "type": "knight_to", 
/**
 * The end square.
 */
square: Square, } | { "type": "surrender", 
/**
 * Index into the victim's Small Treasures.
 */
treasure: number, };

/**
 * The diagonal at the centre of a sword arc (rulebook: 1 horizontal, 1 vertical and the diagonal between).
 */
export type Arc = "NorthEast" | "SouthEast" | "SouthWest" | "NorthWest";

/**
 * How an attack was made.
 */
export type AttackKind = "Sword" | "Bomb" | "Bow";

/**
 * The attack being resolved.
 */
export type AttackView = { 
/**
 * Sword, Bomb or Hunting Bow.
 */
kind: AttackKind, 
/**
 * The squares of the Enemies in reach still standing.
 */
targets: Array<Square>, 
/**
 * Hits in the pool (counted once any reroll is settled; Stars not yet converted are not in it).
 */
hits: number, 
/**
 * Gems rolled so far (Stars counted as Gems included).
 */
gems: number, 
/**
 * Stars still to convert.
 */
stars_left: number, 
/**
 * The Characters inside a Bomb's block (they take damage if the Bomb hits at all).
 */
bombed: Array<Seat>, 
/**
 * Enemies this attack killed that may still drop Loot: their squares and kinds.
 */
killed: Array<[Square, EnemyKind]>, };

/**
 * What a Character's ability counted a Blank as (ruling §2.6).
 */
export type BlankUse = "OneHit" | "Gem";

/**
 * How strong a computer player is.
 */
export type BotLevel = "easy" | "medium" | "hard";

/**
 * Litter and Loot cards.
 */
export type Card = "HealthPotion" | "GrailWater" | "SpeedPotion" | "GreenGem" | "BlueGem" | "Bomb" | "SmallKey" | "DarkKnight";

/**
 * The six Characters (ruling §2.6).
 */
export type Character = "Arthur" | "Gwenivere" | "Lancelot" | "Percival" | "Kay" | "Merlin";

/**
 * A starting circle on the Starting Tile (ruling G4). It is a node, not a square.
 */
export type Circle = "North" | "East" | "South" | "West";

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
last_v?: number | null, 
/**
 * The language this connection reads (absent: English): the server words what it
 * sends in it (Super Camelot's `lines` and `prompt_line`, the history's lines).
 */
lang?: Lang | null, } | { "t": "sit", 
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
 * The Character.
 */
character: Character, } | { "t": "ready", 
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
v: number, } | { "t": "offer", 
/**
 * The version the client saw.
 */
v: number, 
/**
 * What is offered.
 */
offer: OfferKind, } | { "t": "answer_offer", 
/**
 * The version the client saw.
 */
v: number, 
/**
 * The offer answered, as the waiting one says.
 */
offer: OfferKind, 
/**
 * Whether it is accepted.
 */
accept: boolean, } | { "t": "withdraw_offer", 
/**
 * The version the client saw.
 */
v: number, 
/**
 * The offer withdrawn, as the waiting one says.
 */
offer: OfferKind, } | { "t": "chat", 
/**
 * Plain text, at most [`MAX_CHAT_CHARS`] characters.
 */
text: string, } | { "t": "leave", } | { "t": "kick", 
/**
 * The seat to free.
 */
seat: number, } | { "t": "add_bot", 
/**
 * The seat to fill.
 */
seat?: number | null, 
/**
 * How strong it plays.
 */
level: BotLevel, } | { "t": "claim_win", 
/**
 * The version the client saw.
 */
v: number, } | { "t": "rematch", } | { "t": "resync", } | { "t": "history", 
/**
 * Entries strictly before this step are sent, newest page first.
 */
before: number, } | { "t": "notify", 
/**
 * The new settings.
 */
settings: NotifySettings, };

/**
 * The game's clock as a view shows it. Its values change only when a turn ends, so a view
 * carrying it is the same for everyone who receives it at that version; the time the running
 * clock has already used when a [`ServerMsg::Sync`] is sent is that message's `clock_elapsed_ms`.
 */
export type ClockView = { 
/**
 * Each seat's time left, in milliseconds, when the running clock was started (Camelot: the
 * whole game's time; Super Camelot: the turn limit, full for everyone but the active seat).
 */
left_ms: Array<number>, 
/**
 * The seat whose clock runs; `None` once the game is over.
 */
running: number | null, };

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
 * Who must choose next, and what kind of choice it is.
 */
export type Decision = { 
/**
 * The seat that must answer.
 */
seat: Seat, 
/**
 * The kind of choice.
 */
prompt: Prompt, };

/**
 * The three Enemy types.
 */
export type EnemyKind = "CarnivorousPlant" | "Mimic" | "DarkKnight";

/**
 * A visible Enemy.
 */
export type EnemyView = { 
/**
 * Kind.
 */
kind: EnemyKind, 
/**
 * Plant facing.
 */
facing: Facing, 
/**
 * Whether it holds stolen Small Treasures.
 */
holds_stolen: boolean, 
/**
 * Hits one attack needs to kill it, under the lobby's Enemy Health rule.
 */
health: number, };

/**
 * Why a request was refused.
 */
export type ErrorCode = "unsupported_version" | "expected_hello" | "malformed" | "frame_too_large" | "rate_limited" | "chat_rate_limited" | "no_such_lobby" | "bad_token" | "not_seated" | "already_seated" | "seat_taken" | "no_such_seat" | "lobby_full" | "invalid_name" | "name_taken" | "invalid_character" | "not_host" | "already_started" | "not_started" | "not_ready" | "game_over" | "stale_version" | "out_of_turn" | "illegal_action" | "wrong_game" | "chat_too_long" | "store_failure" | "lobby_closed" | "not_abandoned" | "time_up" | "unchanged" | "invalid_notify" | "offer_pending" | "no_offer" | "offer_limit";

/**
 * A face of the custom dice.
 */
export type Face = "Shield" | "Star" | "Gem" | "TwoHits" | "OneHit" | "Blank";

/**
 * One of the 8 facings of a Carnivorous Plant, clockwise from North (ruling §2.7).
 */
export type Facing = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";

/**
 * An action in the running game, nested per game.
 */
export type GameAction = { "game": "camelot", 
/**
 * The move.
 */
move: Move, } | { "game": "super_camelot", 
/**
 * The action.
 */
action: Action, };

/**
 * How a lobby's game is set up.
 */
export type GameConfig = { "game": "camelot", 
/**
 * `"standard"` (default) or `"wcf"`.
 */
ruleset: Ruleset, 
/**
 * A chess clock: each side's time for the whole game plus an increment per move. Absent:
 * untimed.
 */
clock?: TimeControl | null, 
/**
 * A correspondence game: each move must be made within this many days
 * ([`MIN_DAYS`] to [`MAX_DAYS`]) of the previous one, counted on the calendar (a
 * server restart does not stop it). Never together with `clock`.
 */
days_per_move?: number | null, } | { "game": "super_camelot", 
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
auto_enemy_ties: boolean, 
/**
 * Seconds the active player has for a whole turn ([`MIN_TURN_SECS`] to
 * [`MAX_TURN_SECS`]); when they run out the server plays the engine's default answers
 * (end the turn, stop moving, ...) until the turn passes. Absent: untimed.
 */
turn_secs?: number | null, 
/**
 * A correspondence game: each turn must be played within this many days
 * ([`MIN_DAYS`] to [`MAX_DAYS`]) of its start, counted on the calendar. Never together
 * with `turn_secs`.
 */
days_per_turn?: number | null, };

/**
 * The games the server hosts.
 */
export type GameKind = "camelot" | "super_camelot";

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
 * The rules the game is played by (which Knight's Charges are allowed).
 */
ruleset: Ruleset, 
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
last_move: Move | null, 
/**
 * Squares captured by the last move.
 */
captured: Array<string>, 
/**
 * Number of moves (plies) played.
 */
ply: number, 
/**
 * Every move of this game so far, in the order played, in canonical WCF notation as the
 * server logged them (`moves.len() == ply`; a resignation adds none).
 */
moves: Array<Move>, 
/**
 * The clock, in a timed game (`null`: untimed).
 */
clock: ClockView | null, 
/**
 * The offer waiting for an answer, if any (absent: none). A move cancels it.
 */
offer?: PendingOffer | null, 
/**
 * The seats that have made an offer since their last move and may not offer again
 * until they move (absent: none). A seat's move takes it out.
 */
offered?: Array<number>, } | { "game": "super_camelot", 
/**
 * The engine's redacted view for this viewer; `view.legal_actions` lists every legal
 * action for the seat that must decide (empty for everyone else).
 */
view: View, 
/**
 * The events of the last change, as this viewer may see them (public or own private).
 */
events: Array<VisibleEvent>, 
/**
 * Each of `events` in words, in the same order, as this viewer reads them (a private
 * event in the second person): `super_camelot::words`, the sentences every client shows.
 */
lines: Array<string>, 
/**
 * In the view of the seat that must decide: what it is asked, with what is at stake
 * (`"Choose an action (3 of 3 left) or end the turn"`); `null` for everyone else and
 * once the game is over.
 */
prompt_line: string | null, 
/**
 * The turn clock, when the lobby has a turn limit (`null`: untimed).
 */
clock: ClockView | null, };

/**
 * A seat a client holds: the lobby and the secret token of the seat.
 */
export type HeldSeat = { 
/**
 * The lobby's join code.
 */
lobby: string, 
/**
 * The seat token the client keeps for that lobby.
 */
token: string, };

/**
 * A Small Treasure card in front of a player.
 */
export type HeldTreasure = { 
/**
 * The card.
 */
treasure: Treasure, 
/**
 * Its side.
 */
state: TreasureState, };

/**
 * One step of a Super Camelot game's log, as a connection may see it.
 */
export type HistoryEntry = { 
/**
 * The step's place in the game's log, from 0: the `seq` of the game record's step.
 */
seq: number, 
/**
 * Who played it (for a turn that ran out or a computer player's takeover: the seat it
 * concerned).
 */
seat: number, 
/**
 * What it did that this connection may see, in order (public, or its own private ones).
 */
events: Array<VisibleEvent>, 
/**
 * Each of `events` in words, in the same order, as this connection reads it
 * (`super_camelot::words`: the sentences every client shows).
 */
lines: Array<string>, };

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
 * An Item lying on a square (collected by entering it).
 */
export type Item = "GreenGem" | "BlueGem" | "Bomb" | "SmallKey";

/**
 * A language Albion speaks.
 */
export type Lang = "en" | "fr";

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
 * The Character.
 */
character: Character, } | { "kind": "ready", 
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
seat: number, } | { "kind": "offered", 
/**
 * Who offered.
 */
seat: number, 
/**
 * What.
 */
offer: OfferKind, } | { "kind": "offer_accepted", 
/**
 * Who accepted.
 */
seat: number, 
/**
 * The offer.
 */
offer: OfferKind, } | { "kind": "offer_declined", 
/**
 * Who declined.
 */
seat: number, 
/**
 * The offer.
 */
offer: OfferKind, } | { "kind": "offer_withdrawn", 
/**
 * Who withdrew it.
 */
seat: number, 
/**
 * The offer.
 */
offer: OfferKind, } | { "kind": "bot_added", 
/**
 * The seat.
 */
seat: number, 
/**
 * Its display name.
 */
name: string, 
/**
 * Its strength.
 */
level: BotLevel, } | { "kind": "bot_took_over", 
/**
 * The seat.
 */
seat: number, 
/**
 * Its strength.
 */
level: BotLevel, 
/**
 * The seat that handed it over.
 */
by: number, } | { "kind": "abandoned", 
/**
 * The seat.
 */
seat: number, } | { "kind": "timed_out", 
/**
 * The seat whose time ran out.
 */
seat: number, } | { "kind": "win_claimed", 
/**
 * Who claimed.
 */
seat: number, 
/**
 * The seat that had left.
 */
abandoned: number, } | { "kind": "game_over", 
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
 * The decks of Litter and Loot.
 */
export type LootDeck = "Litter" | "SmallLoot" | "BigLoot";

/**
 * A Camelot move in WCF notation: the starting square, then each step, `-` before a plain move or canter and `x` before a jump, e.g. `E6-E5` or `H4xJ4xL6` (read in either case; written in capitals with a lowercase `x`).
 */
export type Move = string;

/**
 * One of the asker's games.
 */
export type MyGame = { 
/**
 * The seat the token holds now (a Camelot rematch swaps seats).
 */
seat: number, 
/**
 * The lobby's public summary.
 */
lobby: LobbyInfo, 
/**
 * The seat that must decide now in a running game (the player to move, or a seat that
 * owes an answer to a prompt); absent when nobody must, or the game is not running.
 */
to_move?: number | null, 
/**
 * When that seat's time runs out, in unix milliseconds, in a timed game.
 */
deadline_ms?: number | null, 
/**
 * When the lobby was created, in unix seconds.
 */
created_at: number, };

/**
 * Answer to `POST /api/my-games`: the lobbies where one of the given tokens holds a seat,
 * newest first. A lobby that ended for good, or where the token holds no seat, is left out
 * (and so is an unknown code): the answer says nothing about a seat the asker does not hold.
 */
export type MyGames = { 
/**
 * One entry per lobby found, newest first.
 */
games: Array<MyGame>, };

/**
 * Body of `POST /api/my-games`: the seats a client holds, each as the lobby's code and the seat
 * token it keeps for it (at most [`MAX_MY_GAMES`]). Tokens go in a body, never in a URL.
 */
export type MyGamesQuery = { 
/**
 * The seats to look up.
 */
seats: Array<HeldSeat>, };

/**
 * The body of a webhook request: `POST`, `Content-Type: application/json`, with the header
 * `X-Albion-Signature: sha256=<hex>`, the HMAC-SHA256 of the body's exact bytes under the
 * seat's webhook secret. The same document is a Web Push payload (encrypted).
 */
export type NotifyBody = { 
/**
 * Why it was sent.
 */
kind: NotifyKind, 
/**
 * The lobby's code.
 */
lobby: string, 
/**
 * The game.
 */
game: GameKind, 
/**
 * The seat told.
 */
seat: number, 
/**
 * The lobby's version at the time: a later document for the same lobby and seat
 * supersedes an earlier one.
 */
v: number, 
/**
 * When the seat's time runs out, in unix milliseconds, in a timed game.
 */
deadline_ms?: number | null, 
/**
 * One line for people, e.g. "Your turn in Camelot against Bob (2 days left)".
 */
text: string, 
/**
 * Where the game is (an absolute URL when the server knows its public address, else the
 * path `/l/{code}`).
 */
url: string, 
/**
 * When the server sent it, in unix milliseconds (a receiver may refuse old ones).
 */
sent_ms: number, };

/**
 * Why a notification was sent.
 */
export type NotifyKind = "your_turn" | "reminder";

/**
 * The notification channels a server offers.
 */
export type NotifyOffer = { 
/**
 * The server's VAPID public key (RFC 8292; base64url, 65 bytes uncompressed) for
 * `PushManager.subscribe`'s `applicationServerKey`; absent: no Web Push.
 */
push_key?: string | null, 
/**
 * Whether the server can send e-mail (an SMTP relay is configured).
 */
email: boolean, 
/**
 * Whether the server sends webhooks.
 */
webhook: boolean, };

/**
 * How one seat wants to be told that the game waits for it (its turn, or a prompt for it).
 * Each channel is off when absent.
 */
export type NotifySettings = { 
/**
 * Always, or only when the seat is not connected.
 */
when: NotifyWhen, 
/**
 * Also a reminder when a quarter of the seat's time is left (a correspondence game).
 */
remind: boolean, 
/**
 * Web Push to this browser.
 */
push?: PushSubscription | null, 
/**
 * E-mail to this address (at most [`MAX_NOTIFY_TARGET`] bytes).
 */
email?: string | null, 
/**
 * A signed `POST` to this `https://` URL (at most [`MAX_NOTIFY_TARGET`] bytes).
 */
webhook?: string | null, 
/**
 * The language of the notifications' words; when absent the server sets the language of
 * the connection that sent the settings (its hello's `lang`, else English).
 */
lang?: Lang | null, };

/**
 * When a seat is told that the game waits for it.
 */
export type NotifyWhen = "always" | "away";

/**
 * A non-Character object or Enemy on a square.
 */
export type Object = "Bush" | "Rock" | { "SmallChest": { 
/**
 * Opened for good.
 */
open: boolean, } } | { "BigChest": { 
/**
 * Opened for good.
 */
open: boolean, } } | { "Special": { 
/**
 * Which kind.
 */
kind: SpecialKind, 
/**
 * Tokens left.
 */
count: number, } };

/**
 * What one Camelot player may offer the other.
 */
export type OfferKind = "draw" | "takeback";

/**
 * The winner.
 */
export type Outcome = { 
/**
 * Who won.
 */
winner: Seat, 
/**
 * How.
 */
by: WinKind, };

/**
 * One operation of a JSON Patch.
 */
export type PatchOp = { "op": "add", 
/**
 * Where, as a JSON Pointer.
 */
path: string, 
/**
 * The value added.
 */
value: unknown, } | { "op": "remove", 
/**
 * Where, as a JSON Pointer.
 */
path: string, } | { "op": "replace", 
/**
 * Where, as a JSON Pointer.
 */
path: string, 
/**
 * The new value.
 */
value: unknown, };

/**
 * A Camelot offer waiting for the opponent's answer.
 */
export type PendingOffer = { 
/**
 * The seat that offered.
 */
by: number, 
/**
 * What it offered.
 */
offer: OfferKind, };

/**
 * Where a Character stands.
 *
 * Serialised as the circle's name (`"North"`) or the square's (`"L10"`).
 */
export type Place = Circle | Square;

/**
 * One seat as the viewer sees it.
 */
export type PlayerView = { 
/**
 * The seat.
 */
seat: Seat, 
/**
 * Its Character.
 */
character: Character, 
/**
 * Where it stands (`None` before its first turn).
 */
place: Place | null, 
/**
 * Health 0–6.
 */
health: number, 
/**
 * Lying on its side.
 */
passed_out: boolean, 
/**
 * Left the game (RULES.md SC19): its Character is off the board and it has no turns.
 */
resigned: boolean, 
/**
 * Small Keys held.
 */
small_keys: number, 
/**
 * Bombs held.
 */
bombs: number, 
/**
 * Holds a Big Key.
 */
big_key: boolean, 
/**
 * Fire, Water, Wind Relics held.
 */
relics: [boolean, boolean, boolean], 
/**
 * Small Treasures (face-down ones too: their identity was public before the theft).
 */
treasures: Array<HeldTreasure>, 
/**
 * Gem total: only in the owner's view, and in everyone's once the game is over.
 */
gems: number | null, 
/**
 * Gems still needed to win: only in the owner's view.
 */
gems_to_goal: number | null, };

/**
 * What only one seat sees.
 */
export type PrivateEvent = { "type": "wallet_changed", 
/**
 * Gems gained.
 */
gained: number, 
/**
 * Gem total now (wallet plus face-up Small Treasures).
 */
total: number, } | { "type": "big_treasure", 
/**
 * Gems it gave.
 */
gems: number, 
/**
 * Whether it also gave a Small Treasure.
 */
with_small_treasure: boolean, };

/**
 * The prompts of rulings §5.
 */
export type Prompt = { "type": "place_character" } | { "type": "take_action", 
/**
 * Actions left of 3.
 */
actions_left: number, } | { "type": "continue_move", 
/**
 * Squares left.
 */
squares_left: number, 
/**
 * Ruling G6: the explored tile still to be entered.
 */
must_enter: Slot | null, } | { "type": "reroll", 
/**
 * The roll.
 */
dice: Array<Face>, } | { "type": "convert_star", 
/**
 * The roll.
 */
dice: Array<Face>, } | { "type": "assign_hits", 
/**
 * Hits left in the pool.
 */
hits_left: number, } | { "type": "choose_litter", 
/**
 * Draws left.
 */
draws_left: number, } | { "type": "choose_loot", 
/**
 * Draws left.
 */
draws_left: number, } | { "type": "speed_potion" } | { "type": "choose_enemy", 
/**
 * Squares of the Enemies still to activate.
 */
options: Array<Square>, } | { "type": "choose_target", 
/**
 * The Enemy's square.
 */
enemy: Square, 
/**
 * The tied Characters.
 */
options: Array<Seat>, } | { "type": "choose_knight_square", 
/**
 * The Dark Knight's square.
 */
enemy: Square, 
/**
 * The end squares.
 */
options: Array<Square>, } | { "type": "choose_stolen_treasure", 
/**
 * The Mimic's square.
 */
mimic: Square, };

/**
 * What everyone sees.
 */
export type PublicEvent = { "type": "turn_started", 
/**
 * Whose.
 */
seat: Seat, 
/**
 * Turn number from 1.
 */
turn: number, } | { "type": "turn_skipped", 
/**
 * Whose.
 */
seat: Seat, } | { "type": "placed", 
/**
 * Who.
 */
seat: Seat, 
/**
 * Where.
 */
circle: Circle, } | { "type": "move_started", 
/**
 * Who.
 */
seat: Seat, 
/**
 * Squares allowed.
 */
squares: number, 
/**
 * A Speed Potion's free Move.
 */
free: boolean, } | { "type": "stepped", 
/**
 * Who.
 */
seat: Seat, 
/**
 * From.
 */
from: Place, 
/**
 * To.
 */
to: Place, } | { "type": "move_ended", 
/**
 * Who.
 */
seat: Seat, } | { "type": "step_undone", 
/**
 * Who.
 */
seat: Seat, 
/**
 * Where it stood after the step.
 */
from: Place, 
/**
 * Where it stands again.
 */
to: Place, } | { "type": "tile_explored", 
/**
 * Where.
 */
slot: Slot, 
/**
 * Its id.
 */
tile: string, 
/**
 * Its printed name (`Quiet Glade`, `Fire Shrine`), as players call it.
 */
name: string, } | { "type": "explore_entry_blocked", 
/**
 * The square.
 */
square: Square, } | { "type": "tile_populated", 
/**
 * Which.
 */
slot: Slot, } | { "type": "tile_depopulated", 
/**
 * Which.
 */
slot: Slot, } | { "type": "item_collected", 
/**
 * Who.
 */
seat: Seat, 
/**
 * What.
 */
item: Item, 
/**
 * Where it lay.
 */
square: Square, 
/**
 * Collected from afar by the Magnet (ruling §2.7: every Item on the active player's tile),
 * not by standing on the square.
 */
magnet: boolean, } | { "type": "item_dropped", 
/**
 * What.
 */
item: Item, 
/**
 * Where.
 */
square: Square, } | { "type": "supply_empty", 
/**
 * What was missing.
 */
item: Item, } | { "type": "chest_opened", 
/**
 * Who.
 */
seat: Seat, 
/**
 * Where.
 */
chest: Square, 
/**
 * The Big Chest.
 */
big: boolean, } | { "type": "treasure_gained", 
/**
 * Who.
 */
seat: Seat, 
/**
 * What.
 */
treasure: Treasure, } | { "type": "big_treasure_drawn", 
/**
 * Who.
 */
seat: Seat, } | { "type": "gems_gained", 
/**
 * Who.
 */
seat: Seat, } | { "type": "special_picked_up", 
/**
 * Who.
 */
seat: Seat, 
/**
 * What.
 */
kind: SpecialKind, } | { "type": "attack_made", 
/**
 * Who.
 */
seat: Seat, 
/**
 * How.
 */
kind: AttackKind, 
/**
 * The squares attacked.
 */
squares: Array<Square>, } | { "type": "dice_rolled", 
/**
 * Who rolled.
 */
seat: Seat, 
/**
 * Why.
 */
purpose: RollPurpose, 
/**
 * The faces.
 */
faces: Array<Face>, } | { "type": "rerolled", 
/**
 * Which die.
 */
die: number, 
/**
 * Its new face.
 */
face: Face, } | { "type": "star_converted", 
/**
 * Into what.
 */
into: StarUse, } | { "type": "stars_counted_as_gems", 
/**
 * The attacker.
 */
seat: Seat, 
/**
 * How many Stars.
 */
count: number, } | { "type": "blanks_counted", 
/**
 * The attacker.
 */
seat: Seat, 
/**
 * How many Blanks.
 */
count: number, 
/**
 * As what.
 */
into: BlankUse, } | { "type": "bomb_spared", 
/**
 * Merlin's seat.
 */
seat: Seat, } | { "type": "rock_broken", 
/**
 * Who.
 */
seat: Seat, 
/**
 * Where the Rock stood.
 */
square: Square, } | { "type": "bush_cut", 
/**
 * Where.
 */
square: Square, } | { "type": "enemy_killed", 
/**
 * Where.
 */
square: Square, 
/**
 * What.
 */
kind: EnemyKind, } | { "type": "card_drawn", 
/**
 * For whom.
 */
seat: Seat, 
/**
 * Which deck.
 */
deck: LootDeck, 
/**
 * The card.
 */
card: Card, } | { "type": "deck_reshuffled", 
/**
 * Which.
 */
deck: LootDeck, } | { "type": "healed", 
/**
 * Who.
 */
seat: Seat, 
/**
 * Health now.
 */
health: number, } | { "type": "dark_knight_appeared", 
/**
 * Where.
 */
square: Square, } | { "type": "speed_potion_declined", 
/**
 * Who.
 */
seat: Seat, } | { "type": "enemy_activated", 
/**
 * Its square when it activated.
 */
square: Square, 
/**
 * Its kind.
 */
kind: EnemyKind, 
/**
 * The target.
 */
target: Seat, } | { "type": "enemy_moved", 
/**
 * From.
 */
from: Square, 
/**
 * To.
 */
to: Square, } | { "type": "plant_turned", 
/**
 * Where.
 */
square: Square, 
/**
 * New facing.
 */
facing: Facing, } | { "type": "treasure_stolen", 
/**
 * Victim.
 */
seat: Seat, 
/**
 * The card.
 */
treasure: Treasure, } | { "type": "treasure_recovered", 
/**
 * The new owner.
 */
seat: Seat, 
/**
 * The card.
 */
treasure: Treasure, } | { "type": "defended", 
/**
 * Who.
 */
seat: Seat, 
/**
 * The face that blocked: a `Shield`; else a `Star`, which always counts as a Shield; else a
 * `Gem`, which blocks only for Gwenivere (*Grace*, ruling §2.6).
 */
by: Face, } | { "type": "damaged", 
/**
 * Who.
 */
seat: Seat, 
/**
 * How much.
 */
amount: number, 
/**
 * Health left.
 */
health: number, } | { "type": "passed_out", 
/**
 * Who.
 */
seat: Seat, } | { "type": "resigned", 
/**
 * Who.
 */
seat: Seat, } | { "type": "grail_claimed", 
/**
 * Who.
 */
seat: Seat, } | { "type": "game_over", 
/**
 * The result.
 */
outcome: Outcome, 
/**
 * Each seat's final gem total (wallet plus face-up Small Treasures).
 */
gem_totals: Array<number>, };

/**
 * A push subscription's keys, base64url without padding.
 */
export type PushKeys = { 
/**
 * The browser's P-256 public key (65 bytes, uncompressed).
 */
p256dh: string, 
/**
 * The authentication secret (16 bytes).
 */
auth: string, };

/**
 * A browser's Web Push subscription (RFC 8030), as `PushSubscription.toJSON()` gives it
 * (without `expirationTime`).
 */
export type PushSubscription = { 
/**
 * The push service's URL for this subscription (`https://`).
 */
endpoint: string, 
/**
 * The subscription's keys, for the payload's encryption (RFC 8291).
 */
keys: PushKeys, };

/**
 * What a [`RecordStep`]'s seat did.
 */
export type RecordAction = { "kind": "act", 
/**
 * The action as accepted.
 */
action: GameAction, } | { "kind": "resign" } | { "kind": "timeout" } | { "kind": "abandoned" } | { "kind": "bot", 
/**
 * Its strength.
 */
level: BotLevel, } | { "kind": "offer", 
/**
 * What it offered.
 */
offer: OfferKind, } | { "kind": "accept", 
/**
 * The offer.
 */
offer: OfferKind, } | { "kind": "decline", 
/**
 * The offer.
 */
offer: OfferKind, } | { "kind": "withdraw", 
/**
 * The offer.
 */
offer: OfferKind, };

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
character?: Character | null, 
/**
 * A computer player held the seat, at this strength: from the start, or from the step
 * `{"kind":"bot"}` on, when it took the seat over from a player who had left.
 */
bot?: BotLevel | null, };

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
 * What it did, everything revealed (empty for a resignation): for Camelot one
 * [`RevealedEvent::Move`]; for Super Camelot the engine's events in order, public and
 * private alike.
 */
events: Array<RevealedEvent>, 
/**
 * Each of `events` in words, in the same order ([`RevealedEvent::line`], with the players'
 * names).
 */
lines: Array<string>, };

/**
 * The three Relic types.
 */
export type RelicKind = "Fire" | "Water" | "Wind";

/**
 * The hidden state, shown to everyone once the game is over.
 */
export type Revealed = { 
/**
 * Unexplored tiles, top of the stack first.
 */
tile_stack: Array<string>, 
/**
 * Litter cards still to draw, top first.
 */
litter: Array<Card>, 
/**
 * Small Loot cards still to draw, top first.
 */
small_loot: Array<Card>, 
/**
 * Big Loot cards still to draw, top first.
 */
big_loot: Array<Card>, 
/**
 * Small Treasures still to draw, top first.
 */
small_treasures: Array<Treasure>, 
/**
 * Big Treasures still to draw, top first: `(gems, with a Small Treasure)`.
 */
big_treasures: Array<[number, boolean]>, };

/**
 * One thing a recorded action did, with nothing hidden: what a game's public record shows once
 * it is over. A type of its own, never a [`VisibleEvent`]: a live view can only ever carry the
 * redacted form, and the compiler keeps the two apart.
 */
export type RevealedEvent = { "form": "move", 
/**
 * The move in canonical WCF notation.
 */
move: Move, 
/**
 * The position after it, in the six-field notation.
 */
position: string, 
/**
 * How many pieces it captured.
 */
captures: number, 
/**
 * The squares of the captured pieces.
 */
captured: Array<string>, } | { "form": "taken_back", 
/**
 * How many moves (plies) it took back.
 */
plies: number, 
/**
 * The position after it, in the six-field notation.
 */
position: string, } | { "form": "public", 
/**
 * The event.
 */
event: PublicEvent, } | { "form": "private", 
/**
 * The seat it was shown to.
 */
seat: number, 
/**
 * The event.
 */
event: PrivateEvent, };

/**
 * Why dice were rolled.
 */
export type RollPurpose = "FirstPlayer" | "Attack" | "Defence";

/**
 * Which form of the Knight's Charge is allowed (ruling D1).
 */
export type Ruleset = "standard" | "wcf";

/**
 * What one change did to a Super Camelot game view; every part is absent when nothing of it
 * changed.
 */
export type ScChange = { 
/**
 * The game view's own fields that changed (`events`, `lines`, `prompt_line`, `clock`), by
 * name, each with its new value.
 */
game?: Record<string, unknown>, 
/**
 * The engine view's fields (`view`) that changed, by name, each with its new value; never
 * `players`, `squares` or `tiles`, which change part by part below.
 */
view?: Record<string, unknown>, 
/**
 * For each seat whose player changed: `seat` and the fields of `view.players[seat]` that
 * changed, each with its new value.
 */
players?: Array<Record<string, unknown>>, 
/**
 * Squares that are now empty: taken out of `view.squares`.
 */
cleared?: Array<Square>, 
/**
 * Squares new or changed, whole: each replaces the element of `view.squares` with the same
 * `square`, or is inserted where it falls in board order (tile by tile in reading order,
 * then row by row within the tile; see [`board_order`]).
 */
squares?: Array<SquareView>, 
/**
 * Tiles new or changed, whole: each replaces the element of `view.tiles` with the same
 * `slot`, or is inserted where it falls in reading order (by the slot's row, then column).
 */
tiles?: Array<TileView>, };

/**
 * A player's seat, `0..players`. Seats play clockwise in increasing order.
 */
export type Seat = number;

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
character?: Character | null, 
/**
 * A computer player holds the seat, at this strength.
 */
bot?: BotLevel | null, 
/**
 * In a running game: the seat's player has been away for the grace period (cleared when it
 * comes back).
 */
abandoned?: boolean, };

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
seat: number | null, 
/**
 * Seconds a seat that is not the active player has to answer a prompt (Super
 * Camelot) before the server plays the engine's default for it: this server's setting.
 */
prompt_secs: number, } | { "t": "sync", 
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
game: GameView | null, 
/**
 * When the game has a clock that is running: the milliseconds it has already run in the
 * current turn at the moment this message was sent (subtract them from
 * `left_ms[running]` of the view's [`ClockView`]).
 */
clock_elapsed_ms?: number | null, } | { "t": "event", 
/**
 * The lobby's new version.
 */
v: number, 
/**
 * What happened.
 */
event: LobbyEvent, 
/**
 * The lobby after the change, when the change altered it.
 */
lobby?: LobbyInfo | null, 
/**
 * When the change touched the game in a way the event alone does not say: the JSON
 * Patch (RFC 6902, see [`patch`]) that turns this connection's view of the game (the
 * `game` of its last [`ServerMsg::Sync`], with every later event applied) into its view
 * after the change. A Camelot move (`acted`) says itself: the client plays it on its
 * view first, and then applies `patch` if there is one (a timed game's clock); see
 * [`update::apply_event`].
 */
patch?: Array<PatchOp> | null, 
/**
 * When the change touched a Super Camelot view the connection holds: what it changed in
 * that view, part by part ([`ScChange`], applied by [`change::apply`]). An event carries
 * `patch` or `change`, never both: a new game, or a view the server lost track of,
 * comes whole as a `patch`.
 */
change?: ScChange | null, } | { "t": "seated", 
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
text: string, } | { "t": "history", 
/**
 * The game the entries belong to (the lobby's game number, from 1).
 */
game_no: number, 
/**
 * Steps of the game's log that showed this connection something, oldest first.
 */
entries: Array<HistoryEntry>, 
/**
 * Whether earlier entries exist: ask for them with `history` and `before` = the first
 * entry's `seq`.
 */
more: boolean, } | { "t": "notify", 
/**
 * The channels this server can use.
 */
offer: NotifyOffer, 
/**
 * The seat's settings; absent when it has none.
 */
settings?: NotifySettings | null, 
/**
 * The secret that signs this seat's webhook requests (`X-Albion-Signature`), when a
 * webhook is set: it stays the same while the webhook's URL does.
 */
webhook_secret?: string | null, };

/**
 * A Map Tile slot of the 4×4 forest grid (ruling G3).
 */
export type Slot = { 
/**
 * Tile row, 0..4.
 */
row: number, 
/**
 * Tile column, 0..4.
 */
col: number, };

/**
 * A Special Item stack.
 */
export type SpecialKind = "BigKey" | { "Relic": RelicKind };

/**
 * A square of the forest: global `(row, col)`, row 0 north (ruling G3).
 *
 * Displayed, parsed and serialised by name: its column letter (A to X, west to east), then its
 * row from 1 (north to south). `L10` is row index 9, column index 11.
 */
export type Square = string;

/**
 * A non-empty square.
 */
export type SquareView = { 
/**
 * Where.
 */
square: Square, 
/**
 * Object there.
 */
object: Object | null, 
/**
 * Enemy there.
 */
enemy: EnemyView | null, 
/**
 * Items lying there.
 */
items: Array<Item>, };

/**
 * What an attacker turns a Star into (rulebook: a Star counts as any result).
 */
export type StarUse = "OneHit" | "TwoHits" | "Gem";

/**
 * Tokens not on the board and not held.
 */
export type Supply = { 
/**
 * Bushes.
 */
bushes: number, 
/**
 * Rocks.
 */
rocks: number, 
/**
 * Carnivorous Plants.
 */
plants: number, 
/**
 * Mimics.
 */
mimics: number, 
/**
 * Dark Knights.
 */
dark_knights: number, 
/**
 * Bombs.
 */
bombs: number, 
/**
 * Small Keys.
 */
small_keys: number, };

/**
 * A placed tile.
 */
export type TileView = { 
/**
 * Where.
 */
slot: Slot, 
/**
 * Tile id, e.g. `N3`.
 */
id: string, 
/**
 * Printed name.
 */
name: string, 
/**
 * Whether its Objects and Enemies are on the board.
 */
populated: boolean, 
/**
 * The printed layout, row 0 north, in the symbols of `data/tiles.txt` (`T` tree, `.` empty, `B` Bush,
 * `R` Rock, `P`/`M`/`D` Enemies, `C`/`G` chests, `K`/`1`/`2`/`3` stacks). A placed tile is face up, so
 * everyone sees where its tokens will be (rulings G5).
 */
rows: Array<string>, };

/**
 * A Camelot time control, e.g. 5+3: five minutes each, three seconds more after every move.
 */
export type TimeControl = { 
/**
 * Each side's time for the game, in seconds (1 to [`MAX_BASE_SECS`]).
 */
base_secs: number, 
/**
 * Seconds added to a side's clock after each of its moves (0 to [`MAX_INCREMENT_SECS`]).
 */
increment_secs: number, };

/**
 * Small Treasure cards.
 */
export type Treasure = "Magnet" | "RoyalShield" | "RacingBoots" | "PowerGauntlet" | "HuntingBow" | "Greatsword" | "Shovel";

/**
 * Face-up, stolen by a Mimic, or lost for good.
 */
export type TreasureState = "FaceUp" | { "Stolen": number } | "Lost";

/**
 * Body of `POST /api/unsubscribe`: the key from an e-mail's unsubscribe link
 * (`/unsubscribe/{key}`). Answered with [`Unsubscribed`], or 404 for a key nobody holds.
 */
export type Unsubscribe = { 
/**
 * The key.
 */
key: string, };

/**
 * Answer to `POST /api/unsubscribe`: e-mail for that seat is off (other channels stay).
 */
export type Unsubscribed = { 
/**
 * The lobby whose notifications those were.
 */
lobby: string, };

/**
 * Everything one viewer may know.
 */
export type View = { 
/**
 * Who this view is for.
 */
viewer: Viewer, 
/**
 * The seat whose turn it is.
 */
active: Seat, 
/**
 * Turn number from 1.
 */
turn: number, 
/**
 * Actions left to the active player.
 */
actions_left: number, 
/**
 * Who must choose next.
 */
pending: Decision | null, 
/**
 * What this viewer may do now (empty for spectators and for seats not deciding).
 */
legal_actions: Array<Action>, 
/**
 * Where the active Character stood before its latest step, while that step may still be taken
 * back (RULES.md SC26): everyone saw the step, so everyone may know.
 */
step_back: Place | null, 
/**
 * The dice of the attack being resolved, if any.
 */
attack_dice: Array<Face> | null, 
/**
 * The attack being resolved, if any: what it can still kill and what its roll has counted so far
 * (all public: everyone saw the arc and the dice).
 */
attack: AttackView | null, 
/**
 * One entry per seat.
 */
players: Array<PlayerView>, 
/**
 * Placed Map Tiles.
 */
tiles: Array<TileView>, 
/**
 * Every non-empty square of the placed tiles.
 */
squares: Array<SquareView>, 
/**
 * Tiles left in the stack (their order and faces are hidden).
 */
tiles_in_stack: number, 
/**
 * Tokens in the supply.
 */
supply: Supply, 
/**
 * Cards left to draw in each deck: Litter, Small Loot, Big Loot, Small Treasure, Big Treasure.
 */
deck_sizes: [number, number, number, number, number], 
/**
 * The first-player rolls, round by round (a seat that did not roll in a round has none).
 */
first_player_rolls: Array<Array<Array<Face>>>, 
/**
 * The result, once the game is over.
 */
outcome: Outcome | null, 
/**
 * Everything that was hidden, once the game is over (rulings §4: game over reveals everything).
 */
revealed: Revealed | null, };

/**
 * Who is looking.
 */
export type Viewer = { "Seat": Seat } | "Spectator";

/**
 * An event as one viewer may see it, serialised as the event alone: its `type` says whether it
 * is private (`wallet_changed`, `big_treasure`: only their owner is ever sent them) or public
 * (every other type; the two sets share no name).
 */
export type VisibleEvent = PublicEvent | PrivateEvent;

/**
 * How the game ended.
 */
export type WinKind = "Grail" | "Gems" | "Resignation";

/** The protocol version this file describes (`hello.protocol`). */
export const PROTOCOL_VERSION = 13;

/** The WebSocket close codes the server uses (PROTOCOL.md, close codes). */
export const CLOSE = {
  NORMAL: 1000,
  GOING_AWAY: 1001,
  INVALID_DATA: 1007,
  TOO_BIG: 1009,
  PROTOCOL_ERROR: 4000,
  UNSUPPORTED_VERSION: 4001,
  TOO_SLOW: 4002,
  RATE_LIMITED: 4003,
  KICKED: 4004,
  LOBBY_CLOSED: 4005,
  REPLACED: 4006,
  IDLE: 4007,
} as const;

/** The longest chat line accepted, in characters. */
export const MAX_CHAT_CHARS = 500;

/** The longest display name accepted, in characters. */
export const MAX_NAME_CHARS = 32;

/** The longest base time of a Camelot clock, in seconds. */
export const MAX_BASE_SECS = 10800;

/** The largest increment of a Camelot clock, in seconds. */
export const MAX_INCREMENT_SECS = 600;

/** The shortest Super Camelot turn limit, in seconds. */
export const MIN_TURN_SECS = 10;

/** The longest Super Camelot turn limit, in seconds. */
export const MAX_TURN_SECS = 3600;

/** The fewest days per move or turn of a correspondence game. */
export const MIN_DAYS = 1;

/** The most days per move or turn of a correspondence game. */
export const MAX_DAYS = 14;

/** The most seats one `POST /api/my-games` asks about. */
export const MAX_MY_GAMES = 200;

/** Super Camelot: the Gems each Small Treasure is worth face up (ruling T1, the standard values). */
export const TREASURE_GEMS = {
  Magnet: 7,
  RoyalShield: 6,
  RacingBoots: 4,
  PowerGauntlet: 8,
  HuntingBow: 3,
  Greatsword: 4,
  Shovel: 3,
} as const;

/** Super Camelot: the `[row, column]` offsets of each sword arc's 3 squares, clockwise (only those on the attacker's own tile are hit). */
export const ARC_OFFSETS = {
  NorthEast: [[-1, 0], [-1, 1], [0, 1]],
  SouthEast: [[0, 1], [1, 1], [1, 0]],
  SouthWest: [[1, 0], [1, -1], [0, -1]],
  NorthWest: [[0, -1], [-1, -1], [-1, 0]],
} as const;

/** Super Camelot: the 5 squares of each arc with the Greatsword (ruling SC12), as `[row, column]` offsets, clockwise. */
export const GREATSWORD_ARC_OFFSETS = {
  NorthEast: [[-1, -1], [-1, 0], [-1, 1], [0, 1], [1, 1]],
  SouthEast: [[-1, 1], [0, 1], [1, 1], [1, 0], [1, -1]],
  SouthWest: [[1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]],
  NorthWest: [[1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]],
} as const;

/** Super Camelot: the side of a Bomb's square block, in squares, from its north-west corner. */
export const BOMB_BLOCK = 3;

/** Super Camelot: the four squares each starting circle touches, as `[row, column]` (ruling G4). */
export const CIRCLE_SQUARES = {
  North: [[9, 11], [9, 12], [10, 11], [10, 12]],
  East: [[11, 13], [12, 13], [11, 14], [12, 14]],
  South: [[13, 11], [13, 12], [14, 11], [14, 12]],
  West: [[11, 9], [12, 9], [11, 10], [12, 10]],
} as const;
