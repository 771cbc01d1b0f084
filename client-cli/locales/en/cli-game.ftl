## cli-game
## The game screen's frame: title, keys, prompts, players, help.

cli-link-connecting = connecting
cli-link-connected = connected
cli-link-reconnecting = reconnecting: { $why }
cli-link-ended = disconnected: { $why }
cli-title-seat = { $name } (seat { $seat })
cli-title-spectating = spectating
cli-title-lobby = lobby { $code }
cli-days-per = { $count ->
    [one] { $count } day
   *[other] { $count } days
} per { $unit ->
    [move] move
   *[turn] turn
}
cli-label-super-camelot = Super Camelot ({ $seats } seats)
cli-label-super-camelot-turn = Super Camelot ({ $seats } seats, { $secs } s a turn)
cli-label-super-camelot-days = Super Camelot ({ $seats } seats, { $days })

cli-key-q-lobbies = q lobbies
cli-key-q-quit = q quit
cli-key-help = ? help
cli-key-help-legend = ? help & legend
cli-key-chat = c chat
cli-key-take-seat = t take a seat
cli-key-ready = r ready
cli-key-character = C choose a Character
cli-key-start = s start
cli-key-add-bot = b add a computer player
cli-key-someone-left = a player left: /claim the win or /bot SEAT on the chat line (c)
cli-key-you-resigned = you resigned: watching the others play on
cli-key-resign = x resign
cli-key-rematch = R rematch
cli-offer-mine-waits = your offer of { $offer ->
    [draw] a draw
   *[takeback] a takeback
} waits · /withdraw
cli-offer-theirs = OFFER: { $offer ->
    [draw] a draw
   *[takeback] a takeback
} — /accept or /decline on the chat line (c)
cli-low-time = LOW TIME: { $left } left!

cli-prompt-chat = chat
cli-prompt-move = move (E6-E5, jump E6xE8)
cli-prompt-name = your name
cli-confirm-resign = resign this game? y / n
cli-confirm-end-turn = end your turn with { $count } { $count ->
    [one] action
   *[other] actions
} left unused? y / n
cli-confirm-quit = quit while the game runs? Your seat is kept: join again to come back. y / n

cli-waiting-players = Waiting for players.
cli-invite-with = Invite friends with:
cli-waiting-correspondence = A correspondence game, { $days }: leave with q whenever you like, your seat is kept; `albion games` lists your games and whose turn it is.
cli-waiting-server = Waiting for the server…
cli-panel-lobby = Lobby
cli-panel-log = Log
cli-panel-players = Players

cli-seat-free = (free)
cli-seat-low-time = ⏱ { $left } LOW TIME
cli-seat-computer = Computer ({ $level })
cli-seat-left = (left)
cli-seat-host = host
cli-seat-ready = ready
cli-seat-not-ready = not ready
cli-seat-rematch = rematch
cli-seat-you = (you)
cli-watching = { $count } watching

cli-help-title = Albion — keys
cli-help-keys =
    In the lobby:  t take a seat · r ready / not ready · s start (host)
                   C next free Character (Super Camelot; unchosen ones are dealt)
                   0–3 remove that seat (host) · L leave the lobby
                   b or /bot [easy|medium|hard] on the chat line: add a computer
                   player (host)
    Camelot:       arrows or h j k l move the cursor; Enter picks the piece,
                   then each landing square; Enter again on the last square
                   plays a move that could go on; Backspace undoes a step;
                   Esc cancels; m types a move: E6-E5 a step or canter,
                   E6xE8 a jump (E6-E8 for a jump is understood too)
    Super Camelot: ↑ ↓ (PgUp PgDn) choose an action · Enter plays it
    Any time:      c chat · x resign · R rematch after a game · q quit
    Offers:        /draw or /takeback offers one (Camelot); /accept or
                   /decline answers your opponent's; /withdraw takes yours back
    A player left: /claim claims the win (Camelot); /bot SEAT [LEVEL] hands
                   their seat to a computer player (type them after c)
cli-help-docs =
    Your seat is kept: run the same join command to come back.
    How to play: docs/how-to-play-camelot.md and
                 docs/how-to-play-super-camelot.md in the Albion repository
cli-help = Help
cli-help-close = Help · any key closes
cli-help-more-above = ↑more
cli-help-more-below = ↓more
cli-help-scroll = ↑↓ scroll, any other key closes

## Camelot's board panel
cli-camelot-your-move = arrows+Enter move · m type a move
cli-camelot-white = White
cli-camelot-black = Black
cli-camelot-waiting = waiting for { $name } ({ $side }) to move
cli-camelot-mono-title = The board without colour (NO_COLOR)
cli-camelot-mono-marks = [N] the cursor (reverse video) · >N< the picked route · + a next square
cli-camelot-mono-more = !M! must capture · (·) a castle · underlined: the last move, x: captured there
cli-camelot-unreadable = unreadable position: { $position }
cli-camelot-game-over-won = game over: { $count ->
   *[other] { $winners } won
} ({ $reason })
cli-camelot-to-move = { $side } to move
cli-camelot-move-number = move { $number }
cli-camelot-last-move = last move { $move }
cli-camelot-castle-moves = castle moves: White { $white }/{ $max }, Black { $black }/{ $max }
cli-camelot-castle-moves-short = castle moves W { $white }/{ $max } B { $black }/{ $max }

## Super Camelot's forest panel, players panel and action menu
cli-sc-your-turn = ↑↓ choose, Enter act
cli-sc-waiting = waiting for { $name }: { $what }
cli-sc-awaited-place = which starting circle to stand on
cli-sc-awaited-action = their next action ({ $count } of 3 left)
cli-sc-awaited-continue = where to step next, or to stop moving
cli-sc-awaited-reroll = whether to reroll a die
cli-sc-awaited-star = what a Star counts as
cli-sc-awaited-hits = where the hits go
cli-sc-awaited-litter = which cut Bush drops Litter
cli-sc-awaited-loot = which killed Enemy drops Loot
cli-sc-awaited-speed = whether to take the Speed Potion's free Move
cli-sc-awaited-enemy = which Enemy activates next
cli-sc-awaited-target = whom the Enemy at { $square } attacks
cli-sc-awaited-knight = where the Dark Knight from { $square } stops
cli-sc-awaited-stolen = which Small Treasure the Mimic at { $square } steals
cli-sc-legend-title = The forest — legend
cli-sc-legend =
    Map: columns A–X, rows 1–24; L10 = column L, row 10 (the log and menu say the same)
    @0 seat 0's Character (its colour)   0D seat 0 on a square with an Enemy
    ╔═╗ the Castle (Holy Grail)   ○ a starting circle (0–3: a seat stands on it)
    ▓▓ trees   ·  open ground   ░░ unexplored   %% Bush   ## Rock
    P^ Carnivorous Plant (arrow: facing)   Mi Mimic   DK Dark Knight
    c$ / C$ Small / Big Chest (c. / C. opened)   BK Big Key   Rl Relic
    g green Gem   b blue Gem   o Bomb   k Small Key (lying on the ground)
    Players panel: ♥ Health, keys, bombs, relics, treasures; your Gems (others' are hidden)
    Passed out: lies down; the next turn only recovers 1 Health
cli-sc-game-over = the game is over
cli-sc-turn-line = turn { $turn } · { $name }: { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} left · { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} unexplored
cli-sc-forest = The forest
cli-sc-forest-rows = rows { $first }–{ $last } of 24
cli-sc-treasure = { $treasure ->
    [Magnet] Magnet
    [RoyalShield] Royal Shield
    [RacingBoots] Racing Boots
    [PowerGauntlet] Power Gauntlet
    [HuntingBow] Hunting Bow
    [Greatsword] Greatsword
    [Shovel] Shovel
   *[other] { $treasure }
}
cli-sc-dice = dice: { $dice }
cli-sc-gems-hidden = Gems hidden
cli-sc-gems = { $count ->
    [one] { $count } Gem
   *[other] { $count } Gems
}
cli-sc-on-circle = on the { $circle } circle
cli-sc-at = at { $square }
cli-sc-keys = { $count ->
    [one] { $count } key
   *[other] { $count } keys
}
cli-sc-bombs = { $count ->
    [one] { $count } bomb
   *[other] { $count } bombs
}
cli-sc-big-key = Big Key
cli-sc-relics = relics { $count }/3
cli-sc-no-treasures = no treasures
cli-sc-treasures = { $count ->
   *[other] treasures: { $names }
}
cli-sc-stolen = { $count ->
   *[other] stolen by a Mimic: { $names }
}
cli-sc-lost = { $count ->
   *[other] lost: { $names }
}
cli-sc-resigned = RESIGNED: off the board, watching
cli-sc-passed-out = PASSED OUT: skips the next turn, recovering 1 Health
cli-sc-your-choice = your choice
cli-sc-choice-title = Your choice { $n }/{ $count }

## The status line above the keys: hints, and refusals of the keys and of the chat line's commands
cli-status-q-lobbies = q goes back to the lobbies
cli-status-q-close = q closes this screen
cli-status-connection-ended = the connection to the server ended
cli-status-still-here = still here
cli-status-still-your-turn = still your turn
cli-status-resign-cancelled = resignation cancelled
cli-status-commands = commands: /bot [SEAT] [easy|medium|hard] · /claim · /draw · /takeback · /accept · /decline · /withdraw
cli-status-not-seat-or-level = not a seat or a level: { $word } ({ $usage })
cli-status-bot-name-the-seat = during a game, name the seat to hand over: /bot SEAT [LEVEL]
cli-status-bot-asking-seat = asking { $level ->
    [easy] an easy
    [medium] a medium
   *[hard] a hard
} computer player to take over seat { $seat }
cli-status-bot-asking = asking for { $level ->
    [easy] an easy
    [medium] a medium
   *[hard] a hard
} computer player
cli-status-bot-type-level = type a level (easy, medium, hard), and during a game the seat first; Enter sends
cli-status-claiming = claiming the win
cli-status-not-connected = not connected yet
cli-status-unknown-command = unknown command { $command } ({ $usage })
cli-status-offers-in-game = offers are made during a game
cli-status-offering = offering { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-status-withdrawing = withdrawing your offer of { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-status-accepting = accepting { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-status-declining = declining { $offer ->
    [draw] a draw
   *[takeback] a takeback
}
cli-status-no-offer-of-yours = you have no offer waiting
cli-status-no-offer-to-answer = no offer is waiting for your answer
cli-status-taken-over = while you were away, your seat { $seat } was handed to a computer player ({ $level }); you are watching the game as a spectator

## Camelot's status line: picking a route on the board, typing a move
cli-or = { $first } or { $last }
cli-status-not-your-turn = it is not your turn
cli-status-capture-goes-on = the capture must continue: pick the next square ({ $squares }); Backspace undoes, Esc cancels
cli-status-not-a-next-square = { $square } is not a next square of this move; Backspace undoes, Esc cancels
cli-status-enter-again = Enter again to play { $move }, or pick the next square
cli-status-next = next: { $squares }
cli-status-must-capture = the piece on { $square } cannot capture, and capture is compulsory: { $moves } (the pieces that must capture are marked)
cli-status-no-move-from = no legal move starts on { $square }
cli-status-only-the-start-one = { $typed } is only the start: the capture must continue; Enter plays { $move }, or edit it
cli-status-only-the-start = { $typed } is only the start: the capture must continue: { $moves }
cli-status-unreadable-move = { $error } (write steps and canters with -, jumps with x)
cli-status-played-as-jump = played { $move } (a jump is written with x)
# A list of legal moves: $moves is at most six of them, "D6xD8-F8, E6xE8 and F6xF8"; $more how
# many more there are.
cli-moves-none = none
cli-moves-available = { $count ->
    [one] { $moves } is available
   *[other] { $moves } are available
}
cli-moves-available-more = { $moves } and { $more } more are available
# Why a typed move cannot be read (the words of the Camelot engine's MoveError); $at counts
# characters from 1.
cli-move-no-steps = a move is an origin square followed by at least one step, like E6-E5 or H4xJ4
cli-move-not-a-square = at character { $at }: '{ $text }' is not a square: expected a file A–L and a rank 1–16, like F1
cli-move-off-board = at character { $at }: { $text } is not on the board
cli-move-separator = at character { $at }: expected '-' or 'x' between squares, found '{ $found }'
cli-move-bad-jump = { $from }x{ $to }: a jump leaps over one square to the square beyond, in a straight line
cli-move-bad-step = { $from }-{ $to }: a step goes to an adjacent square or leaps over one square in a straight line
cli-move-too-long = the move has { $steps } steps, at most { $max } are accepted

## Super Camelot's Characters, chosen in the lobby with C
cli-status-character = { $name }: { $power }
cli-character-power = { $character ->
    [Arthur] Excalibur: once per turn, after an attack roll, reroll 1 die
    [Gwenivere] Grace: when defending, a Gem blocks too (as a Shield or Star)
    [Lancelot] Peerless: in each attack roll, one Blank counts as a 1 Hit
    [Percival] Pathfinder: the first Move action each turn goes up to 4 squares
    [Kay] Seneschal: starts with a Small Key; opens Small Chests from any side
   *[Merlin] Enchanter: starts with a Bomb; own Bombs never hurt; Blanks count as Gems
}
cli-status-no-characters = Camelot has no Characters
