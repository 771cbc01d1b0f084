## cli-tools

## albion replay
cli-replay-seats = { $count } seats
cli-replay-turn-secs = { $secs } s per turn
cli-replay-activation-asked = activation order asked
cli-replay-auto-ties = automatic Enemy ties
cli-replay-title = game { $game } of lobby { $lobby } · id { $id }
cli-replay-title-private = game { $game } of a private lobby · id { $id }
cli-replay-camelot-player = { $side ->
    [white] White
   *[black] Black
}: { $name }
cli-replay-no-players = no players recorded
cli-replay-draw = draw ({ $reason })
cli-replay-won = { $count ->
   *[other] { $winners } won
} ({ $reason })
cli-replay-aborted = aborted by a server fault, no result
cli-replay-no-result = no result recorded
cli-replay-played = played { $when }
cli-replay-played-for = played { $when } for { $min ->
    [0] { $secs } s
   *[other] { $min } min { $secs } s
}
cli-replay-result = Result: { $result }
cli-replay-start = start
cli-replay-no-moves = (no moves)
cli-replay-c-resigned = { $side ->
    [white] white
   *[black] black
} resigned
cli-replay-c-timeout = { $side ->
    [white] white
   *[black] black
} ran out of time
cli-replay-c-abandoned = { $side ->
    [white] white
   *[black] black
} left the game; the opponent claimed the win
cli-replay-c-bot = a computer player ({ $level }) took over { $side ->
    [white] white
   *[black] black
}
cli-replay-c-offered = { $side ->
    [white] white
   *[black] black
} offered { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-replay-c-declined = { $side ->
    [white] white
   *[black] black
} declined { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-replay-c-withdrew = { $side ->
    [white] white
   *[black] black
} withdrew the offer of { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-replay-c-accepted = { $side ->
    [white] white
   *[black] black
} accepted { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-replay-c-accepted-takeback = { $side ->
    [white] white
   *[black] black
} accepted { $offer ->
    [draw] a draw
   *[takeback] a takeback
}: { $count ->
    [one] 1 move
   *[other] { $count } moves
} taken back
cli-replay-c-illegal = move { $number } { $move } is not legal here: { $error }
cli-replay-c-unknown = (the positions from here on are unknown)
cli-replay-c-move = { $side ->
    [white] white
   *[black] black
} { $move }
cli-replay-c-not-camelot = not a Camelot move: { $action }
cli-replay-c-other-position = the server recorded another position after move { $number } { $side ->
    [white] white
   *[black] black
}: { $position }
cli-replay-sc-resigned = { $name } resigned
cli-replay-sc-timeout = { $name } ran out of time
cli-replay-sc-abandoned = { $name } left the game
cli-replay-sc-bot = a computer player ({ $level }) took over { $name }
cli-replay-sc-offer = { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-replay-wcf-camelot-only = game { $id } is a Super Camelot game; WCF notation is for Camelot only

## The replay screen
cli-replay-ply-of = ply { $n } of { $count }
cli-replay-step-of = step { $n } of { $count }
cli-replay-screen-title = Albion replay
cli-replay-panel-game = Game
cli-replay-keys = ←/→ h/l step  ·  Home/End first/last  ·  q quit
cli-replay-not-rebuilt = The position here could not be rebuilt.
cli-replay-castle-moves = castle moves: White { $white }, Black { $black }
cli-replay-last = last: { $step }
cli-replay-start-position = the start position
cli-replay-before-first = Before the first action.
cli-replay-seat-plays = { $seat } · { $name } plays { $character }
cli-replay-next-step = → or l: the next step
cli-replay-nothing-else = (nothing else happened)
cli-replay-what-happened = What happened
cli-replay-needs-terminal = the replay screen needs a terminal ({ $error }); try --print

## albion games
cli-games-waiting-players = waiting for players
cli-games-waiting-start = waiting to start
cli-games-your-turn = your turn
cli-games-to-move = { $name } to move
cli-games-playing = playing
cli-games-finished-draw = finished: draw ({ $reason })
cli-games-you = you
cli-games-finished-won = finished: { $who ->
   *[other] { $winners } won
} ({ $reason })
cli-games-finished = finished
cli-games-aborted = aborted
cli-games-player-you = { $name } (you)
cli-games-none-held = No games on { $server }: this machine holds no seat there (a seat is kept when you sit down with `albion create` or `albion join`).
cli-games-none-ended = No games on { $server }: the lobbies of the seats kept here have ended.
cli-games-col-code = CODE
cli-games-col-game = GAME
cli-games-col-players = PLAYERS
cli-games-col-status = STATUS
cli-games-col-time-left = TIME LEFT
cli-games-col-open-with = OPEN WITH
cli-games-count = { $count ->
    [one] { $count } game on { $server }:
   *[other] { $count } games on { $server }, newest first:
}
cli-games-open-with = open with: { $command }
cli-games-not-albion = the server at { $server } answered { $status } to POST /api/my-games without an Albion error: is it an Albion server, and of this version?
cli-games-refused = the server at { $server } refused to list the games ({ $status }): { $message }
cli-games-bad-server = the seat file names a server albion cannot read, { $server }: { $error }
cli-games-timeout = the server at { $server } did not answer within { $secs } seconds
cli-games-not-listed = { $error }; its games are not listed
