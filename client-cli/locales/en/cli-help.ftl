## cli-help
## `albion --help`: every description on the command line, and clap's own words (see
## client-cli/src/help.rs). The English is the doc comments' of the code, word for word (clap
## drops a one-line help's final period); a test holds the two together.
## A command's message is cli-cmd, then -NAME for each command on its path; its .after is what
## follows its help. An argument's is its command's, --, then the argument's id; an attribute
## named after a possible value is that value's help.

cli-cmd = albion: the Albion terminal client and offline rules tool.
    .after =
        How to play: docs/how-to-play-camelot.md and docs/how-to-play-super-camelot.md in the Albion repository. In the game screen, ? shows the keys.
        No lobby code? `albion lobbies` (or `albion join` alone) opens the list of public lobbies: ↑/↓ choose, Enter joins (a free seat, else watching), w watches, r refreshes, q goes back.
        Servers: --server http://HOST:PORT, or https://HOST:PORT for TLS (add --ca-cert FILE when its certificate comes from a private authority).
cli-cmd--ca_cert = Also trust the CA certificate(s) in this PEM file for https:// and wss:// servers (a private certificate authority); the public web roots are always trusted
cli-cmd--lang = The language albion speaks: en or fr. Default: the locale's (LC_ALL, LC_MESSAGES, LANG), else English

cli-cmd-rules = The rules of a game, offline: list moves, count positions, play moves

cli-cmd-rules-camelot = Camelot, the classic two-player game

cli-cmd-rules-camelot-moves = Print every legal move, one canonical route per outcome, one per line, sorted
cli-cmd-rules-camelot-moves--position = The position, in the six-field notation (quote it)
cli-cmd-rules-camelot-moves--ruleset = Which form of the Knight's Charge is allowed: `standard` (both orders) or `wcf` (canters then jumps only)

cli-cmd-rules-camelot-perft = Print the number of leaf nodes DEPTH plies deep, counting distinct outcomes
cli-cmd-rules-camelot-perft--depth = Plies to search
cli-cmd-rules-camelot-perft--position = The position (default: the start position)
cli-cmd-rules-camelot-perft--ruleset = { cli-cmd-rules-camelot-moves--ruleset }

cli-cmd-rules-camelot-play = Play moves from a position; print the resulting position and the game's status
cli-cmd-rules-camelot-play--position = { cli-cmd-rules-camelot-moves--position }
cli-cmd-rules-camelot-play--moves = Moves in WCF notation, such as E6-E5 or H4xJ4xL6
cli-cmd-rules-camelot-play--ruleset = { cli-cmd-rules-camelot-moves--ruleset }

cli-cmd-rules-super-camelot = Super Camelot, the 2–4 player adventure

cli-cmd-rules-super-camelot-simulate = Play whole games with a policy choosing among the legal actions, and print one JSON object of statistics
cli-cmd-rules-super-camelot-simulate--players = Players per game (2-4)
cli-cmd-rules-super-camelot-simulate--games = Games to play
cli-cmd-rules-super-camelot-simulate--seed = Base seed; game i uses seed + i
cli-cmd-rules-super-camelot-simulate--max_turns = Player turns after which a game counts as unfinished
cli-cmd-rules-super-camelot-simulate--policy = How simulated players choose
    .random = Uniformly random among the legal actions
    .greedy = The documented greedy heuristic (head for relics, items and chests; attack what blocks the way)

cli-cmd-create = Create a lobby, print its code and an invitation, and open the game screen
cli-cmd-create--game = Which game
    .camelot = Classic two-player Camelot
    .super-camelot = The 2–4 player adventure
cli-cmd-create--players = Seats, for Super Camelot (2–4, default 2); Camelot is always 2 players
cli-cmd-create--ruleset = Camelot ruleset: `standard` or `wcf`
cli-cmd-create--clock = A Camelot clock, MINUTES+SECONDS: `5+3` gives each side 5 minutes and adds 3 seconds after each of its moves (`10` is 10+0). Default: untimed
cli-cmd-create--turn_secs = A Super Camelot turn limit in seconds (10–3600): when it runs out the server ends the turn. Default: untimed
cli-cmd-create--days = A correspondence game: each Camelot move, or each Super Camelot turn, must be made within this many days (1–14), on the calendar. Not with --clock or --turn-secs
cli-cmd-create--public = List the lobby publicly: anyone may find it in `albion lobbies` and the browser's list, and take a free seat. Default: private, reachable by its code only (as in the browser)
cli-cmd-create--name = Your display name (default: your login name)
cli-cmd-create--server = The server: http://HOST:PORT, or https://HOST:PORT over TLS
cli-cmd-create--no_screen = Only create the lobby and print its code; do not open the game screen

cli-cmd-join = Join a lobby by its code and open the game screen; without a code, choose one from the list of public lobbies
cli-cmd-join--code = The lobby code. Without it, the list of public lobbies opens: choose one with ↑/↓ and Enter
cli-cmd-join--name = Your display name (default: your login name; also how your seat is found again when you come back)
cli-cmd-join--spectate = Watch without taking a seat (the only way into a lobby whose seats are all taken)
cli-cmd-join--server = { cli-cmd-create--server }

cli-cmd-lobbies = The public lobbies that are open: a screen to choose one and join it (text with --print, or when not on a terminal)
cli-cmd-lobbies--server = { cli-cmd-create--server }
cli-cmd-lobbies--print = Print the list as text instead of opening the list screen (the default when stdout is not a terminal)
cli-cmd-lobbies--name = Your display name, to take a seat in a lobby chosen from the list (default: your login name)

cli-cmd-games = The games you hold seats in (kept by this machine), on every server or one: whose turn it is, the time left, and the command that opens each
cli-cmd-games--server = Only this server: http://HOST:PORT, or https://HOST:PORT over TLS. Default: every server this machine holds a seat on (the local server when it holds none)
cli-cmd-games--json = Print the servers' answers as one JSON object, `{"{"}"games":[...]{"}"}`, newest first: each entry as `POST /api/my-games` gives it, with `server` and `name` (the seat's saved name) added

cli-cmd-script = Read client messages as JSON lines on stdin, print every server message as a JSON line
cli-cmd-script--server = The server
cli-cmd-script--linger = After stdin ends, wait this long (ms) without a server message before closing

cli-cmd-bot = Join a lobby and play legal actions until the game ends
cli-cmd-bot--code = The lobby code
cli-cmd-bot--server = { cli-cmd-script--server }
cli-cmd-bot--policy = How to choose actions
    .random = Any legal action, uniformly
    .greedy = A simple one-ply heuristic (see the module documentation)
cli-cmd-bot--name = Display name (default: "bot-" and a few random letters)
cli-cmd-bot--seed = Seed for the bot's choices (default: from the clock)
cli-cmd-bot--games = Keep playing rematches: ask for one after each game, this many games in all
cli-cmd-bot--delay_ms = Wait this long (ms) before each action: keeps a bot game watchable and under the server's per-connection rate limit (20 messages/s by default)

cli-cmd-replay = Replay a finished game move by move (text with --print, or when not on a terminal)
cli-cmd-replay--id = The game's id (the game screen's log shows it at the end of a game; `game_id` in the lobby's JSON)
cli-cmd-replay--server = { cli-cmd-script--server }
cli-cmd-replay--print = Print every step as text instead of opening the replay screen (the default when stdout is not a terminal)
cli-cmd-replay--positions = With the text: the Camelot position after each move, in the six-field notation (implies `--print`)
cli-cmd-replay--wcf = Print the server's export of a Camelot game in WCF notation, as it is

cli-cmd-loadtest = Drive a local server with bot lobbies and measure throughput, latency and memory
cli-cmd-loadtest--server = The server, `http://HOST:PORT`, or several nodes of one cluster separated by commas (`http://127.0.0.1:8081,http://127.0.0.1:8082`); loopback addresses only. Lobby i is created through server i mod n; client j of lobby i connects through server (i + j) mod n (most of them relayed to the lobby's owner), or with `--direct` through the lobby's own
cli-cmd-loadtest--direct = With several servers: every client of a lobby connects to the server that created it (the direct path) instead of being spread over every server (the relayed path)
cli-cmd-loadtest--game = The game to play
    .camelot = Classic Camelot (2 players)
    .super-camelot = Super Camelot (2 to 4 players)
cli-cmd-loadtest--lobbies = Lobbies to create and drive
cli-cmd-loadtest--players = Players per lobby (Camelot: 2; Super Camelot: 2 to 4, default 4)
cli-cmd-loadtest--spectators = Spectators per lobby
cli-cmd-loadtest--rate = Open loop: actions per second in total, spread evenly over the lobbies (each lobby at most one action every 5 ms)
cli-cmd-loadtest--closed_loop = Closed loop: each lobby keeps exactly one action in flight (the default)
cli-cmd-loadtest--connect_only = Only connect, sit and start, then hold the connections idle for the duration and report the server's memory per connection
cli-cmd-loadtest--joins = Only measure connect-and-join (connect, hello, sit): create the lobbies, join every connection as fast as the concurrency allows, report joins per second
cli-cmd-loadtest--duration = Measurement window, e.g. `10s`, `500ms`, `2m`
cli-cmd-loadtest--warmup = Played but not measured before the window
cli-cmd-loadtest--concurrency = Lobbies created, joined or started at the same time during setup
cli-cmd-loadtest--server_pid = The server's process id, to read its CPU time and, when its `/metrics` has no `process_resident_memory_bytes`, its resident memory from `/proc`. With several servers, their ids separated by commas: the figures are added up
cli-cmd-loadtest--seed = Seed of the bots' move choices
cli-cmd-loadtest--json = Print the report as JSON
cli-cmd-loadtest--notify_webhook = Every player asks to be told its turn by a webhook to this URL (the server must allow it: `--notify-allow-private` for a loopback sink such as the reference server's `/hook`)
cli-cmd-loadtest--notify_when = With `--notify-webhook`: `always` (every turn of a connected player is sent) or `away` (only while away: nothing is sent to the connected bots)
cli-cmd-loadtest--reference = The server is the bare fan-out reference (`loadtest/examples/reference.rs`), not Albion: the same lobbies and closed loop, a plain text frame for a move, to measure Albion against

## Clap's own words. Its help lines, found by their English (which must stay clap's, word for
## word):
cli-cmd-clap-help = Print help
cli-cmd-clap-help-more = Print help (see more with '--help')
    .long = Print help (see a summary with '-h')
cli-cmd-clap-version = Print version
cli-cmd-clap-help-command = Print this message or the help of the given subcommand(s)
cli-cmd-clap-help-command-arg = Print help for the subcommand(s)
## Its headings, as they read (clap adds the colon to the last three itself); in English clap
## writes them.
cli-cmd-heading-usage = Usage:
cli-cmd-heading-arguments = Arguments:
cli-cmd-heading-options = Options:
cli-cmd-heading-commands = Commands:
## What clap adds to an argument's help: its environment variable, its default value, the
## values it takes (in a list, with their help, in the long help). In English clap writes them.
cli-cmd-note-env = [env: { $name }={ $value }]
cli-cmd-note-default = [default: { $values }]
cli-cmd-note-possible = [possible values: { $values }]
cli-cmd-note-possible-list = Possible values:
cli-cmd-note-possible-item = - { $name }: { $help }
