# The browser's pages (web/src/app.tsx, pages/, util.ts, clock.ts, mygames.ts, notify.ts,
# session.ts, api.ts): every id starts with its area (app-, home-, lobby-, games-, notify-,
# replay-, unsub-, error-).

## Shared words (util.ts)

app-seat = Seat { $n }
app-bot-label = Computer ({ $level ->
        [easy] easy
        [hard] hard
       *[medium] medium
    })
app-offer-words = { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-bot-added = { $bot } sat at seat { $seat }
app-event-bot-took-over = { $bot } took over seat { $seat }, handed over by { $by }
app-event-abandoned = { $name } left the game
app-event-timed-out = { $name }'s time ran out
app-event-win-claimed = { $name } claimed the win: { $left } left
app-event-offered = { $name } offers { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-offer-accepted = { $name } accepted { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-offer-declined = { $name } declined { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-offer-withdrawn = { $name } withdrew the offer of { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-record-resign = { $who } resigned.
app-record-timeout = { $who }'s time ran out.
app-record-abandoned = { $who } left the game and the opponent claimed the win.
app-record-bot = { $bot } took over { $who }'s seat.
app-record-offer = { $who } offered { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-accept = { $who } accepted { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-decline = { $who } declined { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-withdraw = { $who } withdrew the offer of { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-act = { $who } acted.
app-config-camelot = { $ruleset ->
        [wcf] Camelot, WCF rules
       *[standard] Camelot, standard rules
    }
app-config-camelot-clock = { $ruleset ->
        [wcf] Camelot, WCF rules, { $minutes }+{ $increment } clock
       *[standard] Camelot, standard rules, { $minutes }+{ $increment } clock
    }
app-config-camelot-days = { $ruleset ->
        [wcf] Camelot, WCF rules, { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per move
       *[standard] Camelot, standard rules, { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per move
    }
app-config-sc = Super Camelot, { $players } players
app-config-sc-secs = Super Camelot, { $players } players, { $secs } s per turn
app-config-sc-days = Super Camelot, { $players } players, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per turn

## Clocks (clock.ts): $big and $small are the larger and the smaller unit; a zero smaller unit is left out

app-clock-days = { $small ->
        [0] { $big } d
       *[other] { $big } d { $small } h
    }
app-clock-hours = { $small ->
        [0] { $big } h
       *[other] { $big } h { $small } m
    }
app-clock-words-days = { $big ->
        [one] { $big } day
       *[other] { $big } days
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } hour
       *[other] {" "}{ $small } hours
    }
app-clock-words-hours = { $big ->
        [one] { $big } hour
       *[other] { $big } hours
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } minute
       *[other] {" "}{ $small } minutes
    }
app-clock-words-minutes = { $big ->
        [0] { $small ->
            [one] { $small } second
           *[other] { $small } seconds
        }
        [one] { $big } minute{ $small ->
            [0] {""}
            [one] {" "}{ $small } second
           *[other] {" "}{ $small } seconds
        }
       *[other] { $big } minutes{ $small ->
            [0] {""}
            [one] {" "}{ $small } second
           *[other] {" "}{ $small } seconds
        }
    }
app-clock-secs = { $secs } s

## My games (mygames.ts, pages/MyGames.tsx)

games-open-seat = open seat
games-waiting-players = Waiting for players
games-waiting-start = Waiting to start
games-in-progress = In progress
games-your-turn = Your turn
games-their-turn = Their turn ({ $name })
games-finished = Finished
games-who-draw = Draw
games-who-you = You won
games-who-won = { $count ->
        [one] { $names } won
       *[other] { $names } won
    }
games-and = { $first } and { $last }
# $reason: timeout, resignation, castle, elimination, repetition, abandoned, none (no reason given), other ($why says it).
games-finished-why = { $reason ->
        [timeout] Finished · { $who } (time ran out)
        [resignation] Finished · { $who } (resignation)
        [castle] Finished · { $who } (castle reached)
        [elimination] Finished · { $who } (all pieces captured)
        [repetition] Finished · { $who } (repetition)
        [abandoned] Finished · { $who } (a player left)
        [none] Finished · { $who }
       *[other] Finished · { $who } ({ $why })
    }
games-stopped = Stopped by a server fault
games-title-turn = ({ $count }) Your turn · { $title }
games-time-left = { $time } left
games-time-up = time is up
games-page-title = Albion · My games
games-heading = My games
games-waiting-count = { $count ->
        [one] { $count } game waits for you
       *[other] { $count } games wait for you
    }
games-intro = The games this browser holds a seat in, newest first. Seats are kept in this browser only: another browser or device has its own list.
games-loading = Loading…
games-empty = You have no games yet.
# $create is the link "Create a lobby" (games-empty-create).
games-empty-help = { $create } or join one: its games will be listed here, with whose turn it is.
games-empty-create = Create a lobby
games-vs = vs { $names }
games-correspondence = correspondence
games-open = Open →

## Notifications (notify.ts, pages/Notifications.tsx); $per is move (Camelot) or turn (Super Camelot)

notify-blocked-https = Push notifications need this page to be opened over https.
notify-blocked-browser = This browser cannot show push notifications.
notify-way-push = push notifications
notify-way-email = e-mail
notify-way-webhook = webhook
notify-and = { $first } and { $last }
notify-summary = { $when ->
        [away] On: by { $ways }, only when you are not connected.
       *[always] On: by { $ways }.
    }
notify-email-empty = Type the e-mail address to send to.
notify-address-too-long = That address is too long.
notify-email-bad = That does not look like an e-mail address (name@example.com).
notify-webhook-empty = Type the address the webhook should go to.
notify-webhook-not-url = That is not a web address: it should start with https://.
notify-webhook-scheme = A webhook address starts with https://.
notify-push-denied = Notifications are blocked for this site. Allow them in your browser's site settings, then try again.
notify-push-dismissed = Your browser did not get permission to show notifications. Try again and choose Allow.
# $others is yes when the panel offers another way (e-mail, webhook).
notify-push-worker = { $others ->
        [yes] This browser could not install the page's notification helper (its service worker), so push notifications cannot be turned on here. The other ways below still work.
       *[no] This browser could not install the page's notification helper (its service worker), so push notifications cannot be turned on here.
    }
notify-push-keys = { $others ->
        [yes] This browser's push subscription came without its keys, so it cannot be used. The other ways below still work.
       *[no] This browser's push subscription came without its keys, so it cannot be used.
    }
notify-push-timeout = { $others ->
        [yes] This browser took too long to set up push notifications. Try again later. The other ways below still work.
       *[no] This browser took too long to set up push notifications. Try again later.
    }
notify-push-abort = { $others ->
        [yes] This browser could not set up push notifications: its push service did not answer, or this is a private window. Try again later, or in a normal window. The other ways below still work.
       *[no] This browser could not set up push notifications: its push service did not answer, or this is a private window. Try again later, or in a normal window.
    }
notify-push-unsupported = { $others ->
        [yes] This browser cannot show push notifications. The other ways below still work.
       *[no] This browser cannot show push notifications.
    }
notify-push-failed = { $others ->
        [yes] Push notifications could not be turned on in this browser. The other ways below still work.
       *[no] Push notifications could not be turned on in this browser.
    }
notify-on = on
notify-off = off
notify-save = Save
notify-saved = Saved.
notify-saving = Saving…
notify-noted = Noted: it applies once you turn on one of the ways above.
notify-offline = Not connected: nothing was changed. Try again once the page is back online.
notify-title = Notifications
notify-off-summary = Off. Be told when the game waits for you, even while this page is closed.
notify-ways = { $per ->
        [move] Ways to be told when it is your move:
       *[turn] Ways to be told when it is your turn:
    }
# $label is notify-push-label in bold; $why says why push cannot be used here.
notify-push-blocked = { $label } { $why }
notify-push-label = Push notifications:
notify-push-switch = Push notifications in this browser
notify-push-asking = Asking your browser…
notify-push-help = Your browser asks for permission first. Turning this on in another browser moves it there.
notify-email-label = E-mail
notify-email-field = E-mail address
notify-email-hint = Each e-mail has a link to stop them.
notify-webhook-label = Webhook
notify-webhook-field = Webhook URL
notify-webhook-hint = Albion sends a signed POST with a JSON body to this address (https://).
notify-secret-label = Signing secret
# $header is X-Albion-Signature and $prefix is sha256=, both as code.
notify-secret-help = To check a request, compute the HMAC-SHA256 of its exact body with this secret: the header { $header } is { $prefix } followed by it in hex.
notify-when-legend = Notify me
notify-when-always = { $per ->
        [move] every time it is my move
       *[turn] every time it is my turn
    }
notify-when-away = only when I am not connected to this game
notify-remind = Remind me when a quarter of my time is left

## The lobby's connection (session.ts)

lobby-closed-left = You left the lobby.
lobby-closed-version = This page is older than the server. Reload the page.
lobby-closed-kicked = The host removed you from this lobby.
lobby-closed-gone = This lobby does not exist or has closed.
lobby-closed-replaced = Your seat was opened in another tab or browser. This tab stopped.
lobby-lost-restart = The server is restarting.
lobby-lost-behind = The connection fell behind.
lobby-lost-too-fast = Too many messages were sent too fast.
lobby-lost = The connection to the server was lost.

## The server's refusals (ErrorCode in protocol.ts, underscores as dashes) and the HTTP API's errors (api.ts)

error-unsupported-version = This page is older than the server. Reload the page.
error-expected-hello = The connection did not start as the server expects. Reload the page.
error-malformed = The server could not read what this page sent. Reload the page.
error-frame-too-large = That was too long to send.
error-rate-limited = Too many requests at once. Wait a moment and try again.
error-chat-rate-limited = Too many chat lines: wait a little before sending more.
error-no-such-lobby = This lobby does not exist or has closed.
error-bad-token = This browser's seat in the lobby is no longer valid.
error-not-seated = You hold no seat in this lobby.
error-already-seated = You already hold a seat in this lobby.
error-seat-taken = That seat is taken.
error-no-such-seat = There is no such seat.
error-lobby-full = Every seat is taken.
error-invalid-name = That name cannot be used: choose another one.
error-name-taken = Another seat is already called that: choose another name.
error-invalid-character = That Character cannot be chosen.
error-not-host = Only the host can do that.
error-already-started = The game has started.
error-not-started = No game is running.
error-not-ready = Every seat must be taken and ready.
error-game-over = The game is over.
error-stale-version = The game moved on before that arrived. Try again on the game as it is now.
error-out-of-turn = It is not your turn.
error-illegal-action = That move is not allowed.
error-wrong-game = That is for another game.
error-chat-too-long = That chat line is too long.
error-store-failure = The server could not save that; nothing changed. Try again.
error-lobby-closed = This lobby is closed.
error-not-abandoned = That player has not been away long enough.
error-time-up = Your time ran out.
error-unchanged = Nothing changed: that is already so.
error-invalid-notify = Those notification settings were refused: check the address and try again.
error-offer-pending = An offer is already waiting for an answer.
error-no-offer = There is no such offer to answer.
error-offer-limit = You cannot make that offer again in this game.
error-bad-request = The server refused the request.
error-not-found = The server has no such thing.
error-in-progress = The game is still being played.
error-unavailable = The server cannot answer now. Try again in a moment.
error-internal = Something went wrong on the server. Try again in a moment.
error-network = The server cannot be reached. Check your connection and try again.
error-http-status = The server answered { $status }.

## The start page (pages/Home.tsx); $per is move (Camelot) or turn (Super Camelot)

home-title = Play Camelot and Super Camelot with friends
home-intro = Create a lobby, send its link, play. The server keeps the game honest: it checks every move, rolls the dice and shows each player only what they may see.
# $camelot and $superCamelot are links (home-rules-camelot, home-rules-super-camelot).
home-rules = New to the games? Read { $camelot } (about ten minutes) and { $superCamelot }.
home-rules-camelot = how to play Camelot
home-rules-super-camelot = how to play Super Camelot
home-name = Your name
home-name-placeholder = How the others will see you
home-name-first = Choose your name first (at the top of the page): the others see it beside your seat.
home-new-lobby = New lobby
home-game = Game
home-ruleset = Ruleset
home-ruleset-standard = Standard
home-ruleset-wcf = World Camelot Federation
home-players = Players
home-side = You play
home-side-white = White (moves 1st)
home-side-black = Black
home-clock = Clock
home-clock-none = No clock
home-clock-live = Live
home-clock-camelot = { $minutes } minutes + { $increment } s a move
home-clock-sc = { $secs } s per turn
home-clock-correspondence = Correspondence (days)
home-clock-days = { $per ->
        [move] { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per move
       *[turn] { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per turn
    }
home-public = Public
home-public-help = Public lobbies are listed below for anyone to join. Unticked, only people you send the link or code to can find it.
# $games is the link "My games" (app-my-games).
home-correspondence-help = { $per ->
        [move] A correspondence game: each move may take up to that many days, counted on the calendar. Close the page between moves; { $games } shows when it is your turn.
       *[turn] A correspondence game: each turn may take up to that many days, counted on the calendar. Close the page between moves; { $games } shows when it is your turn.
    }
home-host-note = You take your seat as host when the lobby opens, and can add computer players there.
home-create = Create lobby
home-creating = Creating…
home-code-empty = Type the code your friend sent you, or open their invite link.
home-code-unknown = No lobby has the code { $code }. Check it with whoever sent it.
home-join-title = Join with a code
home-code = Lobby code
home-join = Join
home-open-lobbies = Open lobbies
home-loading = Loading…
home-none-open = None right now. Create one and share its link.
home-lobby-seated = { $taken }/{ $seats } seated
home-lobby-host = host { $name }
home-lobby-spectators = { $count ->
        [one] { $count } spectator
       *[other] { $count } spectators
    }

## The header and the page titles (app.tsx)

app-title = Albion
app-title-lobby = Albion · { $code }
app-title-replay = Albion · game { $id }
app-title-rules = Albion · { $title }
app-home-label = Albion home
app-my-games = My games
# After the badge's number, for screen readers: "My games 2: 2 games wait for you".
app-turn-badge = { $count ->
        [one] : one game waits for you
       *[other] : { $count } games wait for you
    }
app-rules-nav = How to play
app-rules-camelot = Camelot rules
app-rules-super-camelot = Super Camelot rules
app-language = Language
app-missing-title = Nothing here
# $path is the address asked for; $start is the link app-missing-start.
app-missing = There is no page at { $path }. { $start }.
app-missing-start = Go to the start page

## Stopping e-mails (pages/Unsubscribe.tsx)

unsub-page-title = Albion · Stop e-mails
unsub-title = Stop e-mails
unsub-gone = This link does not work any more: e-mails for this game may already be off, or the game is gone. Nothing was changed.
unsub-failed-because = E-mails could not be stopped: { $why }
unsub-failed = E-mails could not be stopped. Try again in a moment.
unsub-done = Done: Albion sends you no more e-mails about this game.
unsub-done-others = Other notifications you set for it (push, webhook) stay as they were. You can change them, or turn e-mails back on, in the Notifications panel of the game's page.
unsub-go-game = Go to the game
unsub-intro = You came here from a link in an e-mail Albion sent you about one of your games. Press the button to stop e-mails about that game; nothing changes until you do.
unsub-only-email = Only e-mails stop: push notifications and webhooks you set for the game stay on.
unsub-button = Stop e-mails for this game
unsub-sending = Stopping e-mails…
unsub-go-games = Go to My games

## A lobby (pages/Lobby.tsx); $per is move (Camelot) or turn (Super Camelot)

lobby-play-here = Play in this tab
lobby-start-page = Start page
# $why is one of the lobby-lost messages.
lobby-reconnecting-in = { $why } Reconnecting in { $secs } s (attempt { $attempt })…
lobby-retry = Retry now
lobby-reconnecting = Reconnecting…
lobby-invite = Invite link
lobby-copy-invite = Copy invite link
lobby-copied = Copied
lobby-waiting-players = { $count ->
        [one] Waiting for { $count } more player
       *[other] Waiting for { $count } more players
    }
lobby-waiting-ready = Waiting for everyone to be ready
lobby-game-playing = Game { $n } in progress
lobby-game-over = Game { $n } is over
lobby-game-aborted = The game was stopped by a server fault
# $label is lobby-correspondence-label in bold; $games is the link "My games".
lobby-correspondence = { $per ->
        [move] { $label } each move may take up to { $days ->
            [one] { $days } day
           *[other] { $days } days
        }, so the game may take days or weeks. { $games } lists it and shows when it is your turn. The deadline runs on the calendar, also while this page is closed.
       *[turn] { $label } each turn may take up to { $days ->
            [one] { $days } day
           *[other] { $days } days
        }, so the game may take days or weeks. { $games } lists it and shows when it is your turn. The deadline runs on the calendar, also while this page is closed.
    }
lobby-correspondence-label = A correspondence game:
# A Camelot seat's side: seat 0 plays White.
lobby-side = { $seat ->
        [0] White
       *[other] Black
    }
lobby-seats = Seats
lobby-free = free
lobby-you = you
lobby-host = host
lobby-ready-tag = ✓ ready
lobby-not-ready-tag = not ready
lobby-wants-rematch = wants a rematch
lobby-left-tag = ⚠ left the game
lobby-away-tag = ○ away
lobby-remove-bot = Remove { $bot }
lobby-kick = Kick { $name }
lobby-claim-win = Claim the win
lobby-hand-over = Hand to a computer player
lobby-hand-over-label = Hand { $name }'s seat to a computer player
lobby-bot-level = Computer player's level
lobby-level = { $level ->
        [easy] Easy
        [hard] Hard
       *[medium] Medium
    }
lobby-add-bot = Add computer player
lobby-spectator-note = { $playing ->
        [yes] Every seat is taken and the game is on, so you are watching: you see the game as it is played and can chat, but not play.
       *[no] Every seat is taken, so you are watching: you see the game as it is played and can chat, but not play.
    }
lobby-name = Your name
lobby-name-first = Type your name first
lobby-sit = Sit in seat { $n }
lobby-sit-side = Sit in seat { $n } ({ $side })
lobby-sit-why = Type your name to take a seat: the others see it beside your seat.
lobby-watching-until = You are watching until you take a seat.
lobby-character = Your Character
lobby-character-help = Seats that choose none get the first free one when the game starts.
lobby-character-taken = taken by { $name }
lobby-ready = Ready
lobby-ready-on = ✓ Ready
lobby-start = Start game
lobby-leave = Leave seat
lobby-all-ready = Everyone is ready: start when you like.
lobby-host-help = You are the host: you can start once every seat is taken and ready.
lobby-guest-help = The host starts the game once every seat is taken and ready.
lobby-chat = Chat
lobby-chat-empty = No messages yet.
lobby-chat-player = { $name }:
lobby-chat-watcher = { $name } (watching):
lobby-chat-message = Chat message
lobby-chat-placeholder = Say something
lobby-chat-send = Send
lobby-joining = Joining lobby { $code }…
lobby-spectators = { $count ->
        [one] { $count } spectator watching
       *[other] { $count } spectators watching
    }
lobby-you-watch = you are watching
lobby-rules-camelot = How to play Camelot
lobby-rules-super-camelot = How to play Super Camelot
lobby-game = Game

## A game's replay (pages/Replay.tsx)

replay-not-found = There is no game { $id } on this server, or it was played in a private lobby that this browser held no seat in.
replay-in-progress = Game { $id } is still being played. Its record can be replayed here once the game is over.
replay-busy = The server is busy answering this address. Wait a moment and reload the page.
replay-load-failed = The game could not be loaded.
replay-duration-secs = { $secs } s
replay-duration-minutes = { $minutes } min
replay-duration-hours = { $hours } h { $minutes } min
replay-sc-no-winner = No winner ({ $reason }).
# $how: grail, gems, resignation, or other ($reason says it).
replay-sc-wins = { $how ->
        [grail] { $name } wins with the Holy Grail.
        [gems] { $name } wins with 40 Gems.
        [resignation] { $name } wins as the last one standing.
       *[other] { $name } wins ({ $reason }).
    }
replay-title = Game record { $id }
replay-back = Back to the lobbies
replay-loading = Loading game record { $id }…
replay-camelot-title = Camelot ({ $ruleset })
replay-sc-title = Super Camelot ({ $players } players)
replay-aborted = Stopped by a server fault: this record ends before the action that failed.
replay-game-private = Game { $n } of a private lobby
replay-game-of-lobby = Game { $n } of lobby { $lobby }
replay-start = Start
# $number is the move's WCF number ("12." or "12..."), $step the ply shown, $n the plies in the game.
replay-step = { $number } { $move } · ply { $step } of { $n }
replay-board-label = Position after { $number } { $side } { $move } (ply { $step } of { $n })
replay-board-start = { $n ->
        [one] Start position ({ $n } ply in this game)
       *[other] Start position ({ $n } plies in this game)
    }
replay-stepper = Step through the game
replay-first = Start position (Home)
    .title = Start (Home)
replay-prev = Previous move (←)
    .title = Previous (←)
replay-next = Next move (→)
    .title = Next (→)
replay-last = Last position (End)
    .title = End (End)
replay-flip = Turn the board
replay-played = { $name } ({ $side }) played { $number } { $move }.
replay-played-capturing = { $name } ({ $side }) played { $number } { $move }, capturing { $captured }.
replay-start-position = The start position.
replay-then = Then: { $what }
replay-bad-position = This record holds a position this page cannot read.
replay-moves = Moves
replay-download = Download WCF
replay-log = What happened
replay-nothing = Nothing was played.

