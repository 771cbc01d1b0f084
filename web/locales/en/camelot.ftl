# Camelot's game screen: the board, the move list, whose turn, the result, the offers, the side
# panels and the keys (web/src/games/camelot/). `$color` is `white` or `black`; `$player` is a
# player as camelot-player words them ("ann (White)").

## Sides, players, pieces

camelot-color = { $color ->
    [white] White
   *[black] Black
}
camelot-player = { $name } ({ $color ->
    [white] White
   *[black] Black
})
camelot-seat = Seat { $seat }
# A piece as a square's label names it: "white man".
camelot-piece = { $color ->
    [white] white
   *[black] black
} { $role ->
    [knight] knight
   *[man] man
}
camelot-empty = empty
camelot-castle-of = { $color ->
    [white] White's castle
   *[black] Black's castle
}
# Lists: "A and B", "A, B or C" ($head is every item but the last, joined by commas).
camelot-list-and = { $head } and { $last }
camelot-list-or = { $head } or { $last }
camelot-list-or-more = { $head } or { $count } more

## The result

camelot-result-win = { $player } wins: { $why }.
camelot-result-draw = Draw: { $why }.
camelot-win-castle = two pieces in { $loser ->
    [white] White's
   *[black] Black's
} castle
camelot-win-elimination = every { $loser ->
    [white] White
   *[black] Black
} piece captured
camelot-win-no-legal-move = { $loser ->
    [white] White
   *[black] Black
} has no legal move
camelot-win-resignation = { $loser ->
    [white] White
   *[black] Black
} resigned
camelot-win-time = { $loser ->
    [white] White's
   *[black] Black's
} time ran out
camelot-win-abandonment = { $loser ->
    [white] White
   *[black] Black
} left the game
camelot-draw-bare-pieces = both sides are down to one piece or none
camelot-draw-repetition = the same position came up a third time
camelot-draw-no-progress = 100 plies without a capture or a move onto a castle square
camelot-draw-no-legal-move = the side to move has no legal move and the other has too few pieces to win
camelot-draw-time = the time of the side to move ran out and the other has too few pieces to win
camelot-draw-agreement = both players agreed

## Moves and turns, said aloud

camelot-captured = the { $color ->
    [white] white
   *[black] black
} { $role ->
    [knight] knight
   *[man] man
} on { $square }
camelot-captured-unseen = the piece on { $square }
camelot-said-move = { $player } played { $number } { $move }.
camelot-said-capture = { $player } played { $number } { $move }, capturing { $captured }.
camelot-said-your-move = Your move, { $player }.
camelot-said-to-move = { $player } to move.
camelot-said-over = Game over.
camelot-said-over-result = Game over. { $result }
camelot-said-aborted = The game was stopped by a server fault.
# While a move is being picked on the board (said politely, beside the "Your move" line): where
# the piece may land next. $targets is a list of squares ("E8, G8 or I8").
camelot-said-picked = Piece on { $square } picked: it can move to { $targets }.
camelot-said-route = On { $square }: keep going, to { $targets }.
# The route so far is a whole move that could also go on.
camelot-said-choice = { $move } can be played: pick { $square } again to play it, or keep going, to { $targets }.
camelot-said-my-offer = { $offer ->
    [draw] You offered a draw; waiting for the answer.
   *[takeback] You offered a takeback; waiting for the answer.
}
camelot-said-their-offer = { $offer ->
    [draw] { $name } offers a draw.
   *[takeback] { $name } offers a takeback.
}
camelot-said-answer-offer = Accept or decline it in the Offers box.

## The board in words

camelot-side-knights = { $count ->
    [0] no knights
    [one] Knight { $squares }
   *[other] Knights { $squares }
}
camelot-side-men = { $count ->
    [0] no men
    [one] Man { $squares }
   *[other] Men { $squares }
}
camelot-side-pieces = { $knights }; { $men }
camelot-side-none = no pieces left
camelot-words-side = { $player }: { $pieces }.
camelot-words-castle-moves = Castle moves used (at most 2 each): White { $white }, Black { $black }.
camelot-words-last-move = Last move: { $move }.
camelot-words-no-move = No move played yet.
camelot-words-title = The board in words

## The status line

camelot-waiting = Waiting for the game…
camelot-status-over = The game is over.
camelot-status-aborted = The game was stopped by a server fault.
camelot-status-sending = Sending { $move }…
camelot-status-to-move = { $player } to move
camelot-status-to-move-mine = { $player } to move · your move
camelot-bad-position = The server sent a position this page cannot read: { $position }

## The board

camelot-board-label = Camelot board, { $bottom ->
    [white] White's side at the bottom
   *[black] Black's side at the bottom
}
camelot-board-label-last = Camelot board, { $bottom ->
    [white] White's side at the bottom
   *[black] Black's side at the bottom
}, last move { $move }
camelot-square-selected = selected
camelot-square-on-route = on your route
camelot-square-must-capture = must capture
camelot-square-target = you can move here
camelot-square-captured = captured by the last move
camelot-square-last-move = last move

## Picking a move

camelot-choice-group = Finish or continue the move
camelot-play-move = Play { $move }
camelot-choice-hint = { $touch ->
    [yes] or tap a marked square ({ $targets }) to keep going
   *[no] or click a marked square ({ $targets }), or press Enter on it, to keep going · Esc cancels
}
camelot-hint-first = { $square }: { $touch ->
    [yes] tap a marked square ({ $targets }) to move there
   *[no] click a marked square ({ $targets }), or press Enter on it, to move there
}
camelot-hint-more = { $route }: keep going ({ $targets })
camelot-hint-cancel = { $touch ->
    [yes] tap the piece again to cancel
   *[no] Esc or click the piece again to cancel
}
camelot-continue-group = Play the whole capture
camelot-refused = Move refused:
camelot-refused-stale = The game moved on before your move arrived. Look at the board and move again.
camelot-refused-turn = It is not your turn.
camelot-refused-over = The game is over.
camelot-refused-store = The server could not save your move. Try again.
camelot-refused-time = Your time ran out before your move arrived.
camelot-not-sent-picked = Not connected: the move was not sent. It can be played again once the connection is back.
camelot-not-sent-typed = Not connected: the move was not sent.
camelot-not-your-turn = It is { $name }'s turn ({ $color ->
    [white] White
   *[black] Black
}).
camelot-not-your-turn-typed = It is { $name }'s turn.
camelot-not-your-piece = That is a { $piece ->
    [white] white
   *[black] black
} piece: pick one of yours ({ $mine ->
    [white] White
   *[black] Black
}).
camelot-not-a-move = Not a move: { $why }.
camelot-only-the-start = { $move } is only the start: the capture must continue while the piece can capture more. { $count ->
    [one] The full move:
   *[other] Full moves:
}
camelot-compulsory = A capture is compulsory: { $count ->
    [one] your piece on { $pieces } (ringed) must capture
   *[other] one of your pieces on { $pieces } (ringed) must capture
}. { $moves ->
    [one] The capture
   *[other] Captures
}: { $list }.
camelot-leave-castle = { $count ->
    [one] Your piece on { $square } must leave your own castle this turn: { $example } is available.
   *[other] A piece in your castle must leave your own castle this turn: { $example } is available.
}
camelot-no-legal-move = The piece on { $square } has no legal move.

## Reading a typed move

camelot-parse-empty = Type a move such as E6-E5, E6-C8-A8 or H4xJ4xL6.
camelot-parse-no-start = '{ $text }' does not start with a square
camelot-parse-missing = a square is missing after '{ $sep }'
camelot-parse-off-board = { $square } is not on the board
camelot-parse-not-square = '{ $name }' is not a square: expected a file A–L and a rank 1–16, like F1
camelot-parse-one-square = a move is an origin square followed by at least one step, like E6-E5 or H4xJ4
camelot-parse-bad-jump = { $from }x{ $to }: a jump leaps over one square to the square beyond, in a straight line
camelot-parse-bad-step = { $from }-{ $to }: a step goes to an adjacent square or leaps over one square in a straight line

## The move list

camelot-no-moves = No moves yet.
camelot-moves-label = Moves, newest last
camelot-moves = Moves
camelot-move-label = { $number } { $color ->
    [white] White
   *[black] Black
} { $move }

## The offers (a draw, a takeback)

camelot-offers = Offers
camelot-offer-draw = Offer a draw
camelot-offer-takeback = Ask to take back
camelot-offer-again-later = You can offer again after your next move.
camelot-offer-mine = { $offer ->
    [draw] You offered a draw.
   *[takeback] You offered a takeback.
} Waiting for { $opponent }.
camelot-offer-withdraw = Withdraw the offer
camelot-offer-theirs = { $offer ->
    [draw] { $opponent } offers a draw.
   *[takeback] { $plies ->
        [2] { $opponent } offers a takeback: their last move and your reply go back.
       *[1] { $opponent } offers a takeback: their last move goes back.
    }
}
camelot-offer-move-declines = A move of yours declines it too.
camelot-offer-accept = { $offer ->
    [draw] Accept the draw
   *[takeback] Accept the takeback
}
camelot-offer-decline = Decline

## The side panel

camelot-players = Players
camelot-you = you
camelot-left-game = left the game
camelot-away = away
camelot-pieces-left = { $total ->
    [one] { $total } piece
   *[other] { $total } pieces
} left ({ $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
}, { $men ->
    [one] { $men } man
   *[other] { $men } men
})
camelot-castle-moves-used = { $used } of 2 castle moves used
camelot-type-label = Type a move
camelot-type-placeholder = e.g. E6-E5 or E6xE8
camelot-type-wait = wait for your turn
camelot-type-play = Play
camelot-type-help = WCF notation: - for a step or a canter, x for a jump.
camelot-resign = Resign
camelot-resign-group = Confirm resignation
camelot-resign-question = Resign this game? { $winner } wins.
camelot-resign-yes = Yes, resign
camelot-keep-playing = Keep playing
camelot-rematch-asks = { $names } asks for a rematch (colours swap).
camelot-rematch-accept = Accept
camelot-rematch = Rematch
camelot-rematch-asked = Rematch asked
camelot-rematch-waiting = Waiting for { $name } to accept.
camelot-rematch-swap = Colours swap in a rematch.
camelot-rematch-asked-by = { $names } asked for a rematch.
camelot-replay-link = Replay this game
camelot-rules = Rules at hand
camelot-rules-charge = How does a Knight's charge work?
camelot-rules-capture = When must I capture?
camelot-rules-canter = Canters: leaping your own pieces
camelot-rules-castles = The castles
camelot-rules-end = How a game ends

## Keys

camelot-keys-title = Camelot keys
camelot-keys-intro = Every move and whose turn it is are read out as they happen; the board in words lists every piece.
camelot-key-help = Show these keys.
camelot-key-words = Show or hide the board in words (pieces, castle moves, last move, whose turn).
camelot-key-board = Go to the board.
camelot-key-move-box = Go to the move box: type a move such as E6-E5 or E6xE8, then Enter.
camelot-key-arrows = Arrow keys
camelot-key-arrows-what = On the board: move from square to square, as the board is drawn.
camelot-key-enter = Enter or Space
camelot-key-enter-what = On the board: pick up a piece, then the squares of its move; the last square plays it.
camelot-key-backspace = Backspace
camelot-key-backspace-what = Take back the last square picked.
camelot-key-escape = Escape
camelot-key-escape-what = Put the piece back (and close this dialog).
camelot-key-tab = Tab
camelot-key-tab-what = Go on to the next control: the board is one stop, then the move box, the offers, Resign, the rules and the moves.
