# The protocol crate's own sentences: the lines of a game record's Camelot steps (Super Camelot's
# come from the engine), and a seat with no name.

# A Camelot move in a game record; $mv is the move in WCF notation (F7-F8, F7xF9xF11).
record-move = Plays { $mv }
record-move-capturing = { $count ->
    [one] Plays { $mv }, capturing { $count } piece
   *[other] Plays { $mv }, capturing { $count } pieces
}
# An accepted takeback: how many moves (plies) came off the board.
record-taken-back = { $count ->
    [one] Takes back { $count } move
   *[other] Takes back { $count } moves
}
# A seat whose player left no name (a game stored before names were); $n counts from 1.
seat-name = Seat { $n }
