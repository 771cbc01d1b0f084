## The terminal client: the session's log, the connection, the lobby list, creating and joining.

cli-and = { $first } and { $last }
cli-seat-n = seat { $seat }

## The log
cli-log-replay-it = replay it: albion replay { $id }{ $server }
cli-log-started = game { $game } started
cli-log-so-far = game { $game } so far:
cli-log-so-far-last = game { $game } so far (its last { $count } steps; `albion replay` shows the whole game once it is over):
cli-log-sat = { $name } sat down at seat { $seat }
cli-log-character = { $name } chose { $character }
cli-character = { $character }
cli-log-ready = { $name } is ready
cli-log-not-ready = { $name } is not ready
cli-log-connected = { $name } connected
cli-log-disconnected = { $name } disconnected
cli-log-left = seat { $seat } left
cli-log-kicked = seat { $seat } was removed by the host
cli-log-played = { $name } played { $move }
cli-log-resigned = { $name } resigned
cli-log-offered = { $name } offers { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-log-offer-accepted = { $name } accepted { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-log-offer-declined = { $name } declined { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-log-offer-withdrawn = { $name } withdrew the offer of { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-log-bot-added = the host seated a computer player, { $name } ({ $level }), at seat { $seat }
cli-log-bot-took-over = a computer player ({ $level }) plays { $name }'s seat now
cli-log-bot-handed = { $by } handed { $name }'s seat to a computer player ({ $level })
cli-log-abandoned = { $name } has been away too long: the seat may be claimed or handed to a computer player
cli-log-timed-out = { $name }'s time ran out
cli-log-win-claimed = { $name } claimed the win: { $left } left the game
cli-log-game-over-draw = game over: draw ({ $reason })
cli-log-game-over-won = game over: { $count ->
   *[other] { $winners } won
} ({ $reason })
cli-log-rematch = { $name } asks for a rematch
cli-log-aborted = the game was aborted: { $reason }

## Why a game ended or was aborted, in another language than English (in English the server's
## own words are shown): the reasons the server gives
cli-reason = { $reason ->
    [agreement] agreement
    [resignation] resignation
    [abandonment] abandonment
    [time] time
    [time-no-win] time (the opponent cannot win)
    [castle] castle
    [elimination] elimination
    [no-legal-move] no legal move
    [bare-pieces] bare pieces
    [repetition] threefold repetition
    [no-progress] 100 plies without progress
    [grail] grail
    [gems] gems
    [engine-failed] the game engine failed
    [everyone-left] every player left the game
   *[every-human-left] every human player left the running game
}

## The connection
cli-close-normal = you left the lobby
cli-close-protocol-error = the server refused this client's messages (protocol error)
cli-close-unsupported-version = the server speaks another protocol version: update albion
cli-close-kicked = the host removed you from the lobby
cli-close-lobby-closed = the lobby is closed
cli-close-replaced = this screen was closed because your seat was taken by another albion (another terminal or machine joined with your name and seat token); the game goes on there
cli-seat-token-not-saved = could not save the seat token: { $error }
cli-seat-token-refused = seat token refused; rejoining as a spectator
cli-server-closed = the server closed the connection ({ $code })
cli-server-closed-no-code = the server closed the connection (no code)

## A refusal by the server, in another language than English (in English the server's own words
## are shown): its code, underscores as dashes (ErrorCode in the protocol)
cli-refused-unsupported-version = albion and the server speak different protocol versions: update albion
cli-refused-expected-hello = the connection did not start as the server expects
cli-refused-malformed = the server could not read what albion sent
cli-refused-frame-too-large = that was too long to send
cli-refused-rate-limited = too many requests at once: wait a moment and try again
cli-refused-chat-rate-limited = too many chat lines: wait a little before sending more
cli-refused-no-such-lobby = this lobby does not exist or has closed
cli-refused-bad-token = the seat this machine kept in the lobby is no longer valid
cli-refused-not-seated = you hold no seat in this lobby
cli-refused-already-seated = you already hold a seat in this lobby
cli-refused-seat-taken = that seat is taken
cli-refused-no-such-seat = there is no such seat
cli-refused-lobby-full = every seat is taken
cli-refused-invalid-name = that name cannot be used: choose another one
cli-refused-name-taken = another seat is already called that: choose another name
cli-refused-invalid-character = that Character cannot be chosen
cli-refused-not-host = only the host can do that
cli-refused-already-started = the game has started
cli-refused-not-started = no game is running
cli-refused-not-ready = every seat must be taken and ready
cli-refused-game-over = the game is over
cli-refused-stale-version = the game moved on before that arrived: try again on the game as it is now
cli-refused-out-of-turn = it is not your turn
cli-refused-illegal-action = that move is not allowed
cli-refused-wrong-game = that is not done in this game
cli-refused-chat-too-long = that chat line is too long
cli-refused-store-failure = the server could not save that; nothing changed: try again
cli-refused-lobby-closed = this lobby is closed
cli-refused-not-abandoned = that player has not been away long enough
cli-refused-time-up = your time ran out
cli-refused-unchanged = nothing changed: that is already so
cli-refused-invalid-notify = those notification settings were refused
cli-refused-offer-pending = an offer is already waiting for an answer
cli-refused-no-offer = there is no such offer to answer
cli-refused-offer-limit = you cannot make that offer again before your next move
## An HTTP API error, in another language than English: its code (`error` in the answer)
cli-http-bad-request = the server refused the request
cli-http-not-found = the server has no such thing
cli-http-in-progress = the game is still being played
cli-http-rate-limited = too many requests: wait a moment and try again
cli-http-unavailable = the server cannot answer now: try again in a moment
cli-http-internal = something went wrong on the server: try again in a moment

## Talking to the server: what went wrong (the system's, TLS's and HTTP's own words come in $error)
cli-net-unreachable = cannot reach the server at { $server }: { $error }
cli-net-tls = TLS with { $server } failed: { $why }
cli-net-bad-host-name = TLS with { $server } failed: '{ $host }' cannot be checked against a certificate: { $error }
cli-net-http = HTTP request to { $server } failed: { $error }
cli-net-not-albion = the server answered { $status }: { $body }
cli-net-bad-code = '{ $code }' is not a lobby code
cli-net-no-lobby = no lobby has the code { $code }
cli-net-no-game = no game { $id }
cli-net-game-in-progress = game { $id } is still being played; its record is kept once it is over
cli-net-no-my-games = the server at { $server } does not list games (no /api/my-games): is it an older version?
cli-net-websocket = connection error: { $error }
cli-net-unreadable = the server sent a message this client does not understand ({ $error }); is it a newer version?
cli-net-bad-address = '{ $text }' is not a server address: expected http://HOST:PORT or https://HOST:PORT
cli-tls-unknown-issuer = the server's certificate is not signed by an authority this client trusts
cli-tls-ca-as-end-entity = the server presents a certificate authority's certificate (a self-signed one) that this client was not given
cli-tls-not-for-name = the server's certificate is not made out to this host name
cli-tls-expired = the server's certificate has expired
cli-tls-not-valid-yet = the server's certificate is not valid yet
cli-tls-bad-signature = the server's certificate has a bad signature
cli-tls-pass-ca = { $why }; if this is your own server, pass its certificate (PEM: a self-signed certificate is pinned as it is) or the private authority that signed it with --ca-cert FILE
cli-tls-other-certificate = { $error }; if the server uses a self-signed certificate or a private certificate authority, pass that certificate with --ca-cert FILE
cli-ca-unusable = cannot use { $path } as a CA certificate: { $error }
cli-ca-empty = cannot use { $path } as a CA certificate: no certificate in it (expected PEM: -----BEGIN CERTIFICATE-----)
cli-ca-twice = a CA certificate was already given
## albion bot
cli-bot-reconnecting = connection lost ({ $why }); reconnecting
cli-bot-game-full = the game in { $code } has started and every seat is taken

## The public lobbies, as text (albion lobbies --print) and on the list screen
cli-lobbies-none = No public lobby is open on { $server }.
cli-lobbies-open-one = Open one: albion create camelot --server { $server } (or super-camelot)
cli-lobbies-count = { $count ->
    [one] { $count } public lobby open on { $server }:
   *[other] { $count } public lobbies open on { $server }:
}
cli-lobbies-with = with { $names }
cli-lobbies-seated = { $taken }/{ $count } seated
cli-lobbies-join-one = Join one: albion join CODE --server { $server } --name YOUR_NAME
cli-list-super-camelot-turn = Super Camelot { $secs } s/turn
cli-list-full = full: watch
cli-list-waiting = waiting, { $count } free
cli-list-playing = playing
cli-list-game-over = game over
cli-list-aborted = aborted
cli-list-nothing-to-join = no lobby to join: r refreshes the list
cli-list-fetch-error = could not list the lobbies: { $error } · r tries again
cli-list-keys = ↑/↓ choose · Enter join (a free seat, else watch) · w watch · r refresh · q back
cli-list-keys-short = ↑↓ choose · Enter join · w watch · r refresh · q back
cli-list-open = { $count } open
cli-list-open-more = { $count }+ open
cli-list-title = public lobbies on { $server }
cli-list-lobbies = Lobbies
cli-list-look-again = r looks again.
cli-list-loading = Loading…
cli-list-col-code = Code
cli-list-col-game = Game
cli-list-col-seats = Seats
cli-list-col-status = Status
cli-list-col-players = Players
cli-list-watching = (+{ $count } watching)
cli-list-needs-terminal = the lobby list needs a terminal; `albion lobbies --print` prints it as text, and `albion join CODE` joins one
cli-list-asking = asking the server for its lobbies…
cli-list-lobby-ended = lobby { $code }: { $why }
cli-list-back-from = back from lobby { $code }{ $note }; albion join { $code } --server { $server }{ $spectate } returns to it
cli-list-cannot-join = cannot join { $code }: { $error }
cli-list-no-free-seat = lobby { $code } has no free seat any more: w watches it
cli-list-you-watched = (you watched)

## Creating and joining
cli-create-camelot-players = Camelot is a game for exactly 2 players, so --players { $players } cannot be used with it; for 2 to 4 players create super-camelot
cli-create-turn-secs-camelot = --turn-secs is a Super Camelot turn limit; a Camelot game takes --clock MIN+INC
cli-create-clock-super = --clock is a Camelot clock; a Super Camelot game takes --turn-secs SECONDS
cli-clock-unreadable = "{ $text }" is not MINUTES+SECONDS, e.g. 5+3
cli-clock-base = the base time is 1 to { $max } minutes
cli-clock-increment = the increment is 0 to { $max } seconds
cli-create-days-range = --days: a correspondence game has { $min } to { $max } days per { $unit ->
    [move] move
   *[turn] turn
}, not { $days }
cli-create-turn-secs-range = --turn-secs: a turn limit is { $min } to { $max } seconds, not { $secs }
cli-lang-unknown = "{ $text }" is not a language albion speaks: { $langs }
cli-invitation = albion join { $code } --server { $server }{ $ca } --name THEIR_NAME
cli-invitation-ca = [--ca-cert FILE if the server's certificate is private]
cli-join-full-open = lobby { $code } is full: its seats are all taken ({ $count ->
    [one] { $count } seat
   *[other] { $count } seats
}). Watch it with --spectate, or ask for a new lobby
cli-join-full-playing = lobby { $code } is full: its game is under way with every seat taken ({ $count ->
    [one] { $count } seat
   *[other] { $count } seats
}). Watch it with --spectate, or ask for a new lobby
cli-create-invite = Invite your friends: { $invitation }
cli-create-correspondence-no-screen = { $label }: take your seat with albion join { $code } --server { $server }; then `albion games` lists the game and whose turn it is.
cli-create-correspondence = { $label }: come back whenever you like; `albion games` lists your games and whose turn it is.
cli-create-cannot-print = cannot print the lobby code: { $error }
cli-needs-terminal = the game screen needs a terminal ({ $error }); try `albion script`, `albion bot` or `albion lobbies --print`
cli-drawing-failed = drawing failed: { $error }
cli-reading-failed = reading the terminal failed: { $error }
cli-no-runtime = cannot start the async runtime: { $error }
