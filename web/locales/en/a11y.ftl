# What both games share for playing without sight or without a mouse (web/src/games/a11y.tsx)
# and the game clock (web/src/games/ClockTime.tsx). `$what` is `board` (Camelot) or `forest`
# (Super Camelot).

a11y-text-view-show = { $what ->
    [board] The board in words
   *[forest] The forest in words
}
a11y-text-view-hide = { $what ->
    [board] Hide the board in words
   *[forest] Hide the forest in words
}
a11y-keys = Keys
a11y-close = Close
a11y-keys-caption = Keys and what they do
a11y-key = Key
a11y-key-what = What it does

## The game clock ($time is the time left in words)

a11y-clock = { $who }'s time: { $time }
a11y-clock-running = { $who }'s time: { $time }, running
a11y-clock-offline = { $who }'s time: { $time }, not updated while offline
a11y-clock-offline-title = Not connected: the clock shows the time when the connection dropped
