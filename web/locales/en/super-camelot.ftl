# Super Camelot's game screen (web/src/games/super-camelot/): the buttons' labels (the same
# sentences as the engine's `words::choice`, checked against web/test/sc-choices.fixture.ts), what
# the others wait for, the forest in words, the panels, the tooltips and the keys. The log's lines
# and the prompt come from the server already worded. Squares are named as on the map (`L10`).

## Names: each has its definite (.the) and indefinite (.a) form where sentences need one

sc-character-arthur = Arthur
    .blurb = Excalibur: once per turn, after any attack roll, reroll one die.
sc-character-gwenivere = Gwenivere
    .blurb = Grace: when defending, a Gem blocks too (as well as a Shield or a Star).
sc-character-lancelot = Lancelot
    .blurb = Peerless: in each of his attack rolls, one Blank counts as a 1 Hit.
sc-character-percival = Percival
    .blurb = Pathfinder: his first Move each turn goes up to 4 squares instead of 3.
sc-character-kay = Kay
    .blurb = Seneschal: starts with a Small Key and opens Small Chests from any side, not only from below.
sc-character-merlin = Merlin
    .blurb = Enchanter: starts with a Bomb; his own Bombs never hurt him; on his Bomb rolls each Blank also counts as a Gem.

sc-item-green-gem = Green Gem
    .a = a Green Gem
sc-item-blue-gem = Blue Gem
    .a = a Blue Gem
sc-item-bomb = Bomb
    .a = a Bomb
sc-item-small-key = Small Key
    .a = a Small Key

sc-treasure-hunting-bow = Hunting Bow
    .the = the Hunting Bow
    .effect = once per turn, for free: attack one Enemy anywhere on your tile
sc-treasure-shovel = Shovel
    .the = the Shovel
    .effect = the Dig Action: draw a Small Loot card
sc-treasure-racing-boots = Racing Boots
    .the = the Racing Boots
    .effect = every Move goes 1 square further
sc-treasure-greatsword = Greatsword
    .the = the Greatsword
    .effect = your sword arc is 5 squares
sc-treasure-royal-shield = Royal Shield
    .the = the Royal Shield
    .effect = defend with 2 dice
sc-treasure-magnet = Magnet
    .the = the Magnet
    .effect = on your turn you collect every Item on your tile at once
sc-treasure-power-gauntlet = Power Gauntlet
    .the = the Power Gauntlet
    .effect = walk through Rocks

sc-enemy-carnivorous-plant = Carnivorous Plant
    .the = the Carnivorous Plant
    .a = a Carnivorous Plant
    .killed = the Carnivorous Plant killed
sc-enemy-mimic = Mimic
    .the = the Mimic
    .a = a Mimic
    .killed = the Mimic killed
sc-enemy-dark-knight = Dark Knight
    .the = the Dark Knight
    .a = a Dark Knight
    .killed = the Dark Knight killed
# An Enemy the page cannot name (not in its view).
sc-enemy = Enemy
    .the = the Enemy
    .a = an Enemy
    .killed = the Enemy killed

sc-relic-fire = Fire
    .the = the Fire Relic
    .stack = the Fire Relic stack
sc-relic-water = Water
    .the = the Water Relic
    .stack = the Water Relic stack
sc-relic-wind = Wind
    .the = the Wind Relic
    .stack = the Wind Relic stack
sc-big-key = Big Key
    .the = the Big Key
    .stack = the Big Key stack
sc-special-item = a Special Item

sc-face-two-hits = 2 Hits
sc-face-one-hit = 1 Hit
sc-face-star = Star
sc-face-gem = Gem
sc-face-shield = Shield
sc-face-blank = Blank
sc-star-as-gem = a Gem

sc-circle = { $circle ->
    [North] the North circle
    [East] the East circle
    [South] the South circle
   *[West] the West circle
}
sc-circle-title = { $circle ->
    [North] The North starting circle
    [East] The East starting circle
    [South] The South starting circle
   *[West] The West starting circle
}
sc-circle-letter = { $circle ->
    [North] N
    [East] E
    [South] S
   *[West] W
}
sc-at-square = at { $square }
sc-at-circle = at { $circle }
sc-on-circle = on { $circle }
sc-direction = { $dir ->
    [N] north
    [NE] north-east
    [E] east
    [SE] south-east
    [S] south
    [SW] south-west
    [W] west
   *[NW] north-west
}
sc-range = { $from } to { $to }
sc-seat = Seat { $seat }
sc-list-and = { $head } and { $last }

## What stands on a square

sc-bush = a Bush
sc-rock = a Rock
sc-small-chest = a Small Chest
sc-small-chest-open = an open Small Chest
sc-big-chest = the Big Chest
sc-big-chest-open = the open Big Chest
sc-stack-left = { $stack } ({ $count } left)
sc-plant-facing = { $plant } facing { $dir ->
    [N] north
    [NE] north-east
    [E] east
    [SE] south-east
    [S] south
    [SW] south-west
    [W] west
   *[NW] north-west
}
sc-enemy-health = { $enemy } at { $square } ({ $health ->
    [one] { $health } Hit
   *[other] { $health } Hits
} to kill)
sc-enemy-at = { $enemy } at { $square }
sc-bush-at = the Bush at { $square }
sc-bush-cut = the Bush cut

## The buttons: what each choice does

sc-with-effects = { $label }: { $effects }
sc-effect-explores = explores a new tile
sc-effect-wakes = wakes the tile up
sc-effect-breaks-rock = breaks the Rock (Power Gauntlet)
sc-effect-picks-up = picks up { $items }
sc-act-place = Stand on { $circle }
sc-act-move = Move
sc-act-move-potion = Take the Speed Potion's free Move
sc-act-step-circle = Step onto { $circle }
sc-act-step-off = Step off { $circle } to { $square }
sc-act-step-dir = Step { $dir ->
    [north] north
    [east] east
    [south] south
   *[west] west
} to { $square }
sc-act-step = Step to { $square }
sc-act-stop = Stop moving
sc-act-stop-left = Stop moving ({ $count ->
    [one] { $count } square
   *[other] { $count } squares
} unused)
sc-act-undo-step = Take back the step to { $square } (back to { $back })
sc-act-undo-step-plain = Take back the last step
sc-act-attack = Attack { $dir } with the sword
sc-act-attack-great = Attack { $dir } with the Greatsword
sc-act-bomb = Throw a Bomb at the block from { $range }
sc-act-bomb-hits = Throw a Bomb at the block from { $range }: hits { $hits }
sc-you = you
sc-act-bow = Shoot the Hunting Bow at { $target }
sc-act-open-big = Open the Big Chest at { $square } (uses the Big Key)
sc-act-open-small = Open the Small Chest at { $square } (uses a Small Key)
sc-act-pick-up = Pick up { $what } at { $square }
sc-act-grail = Claim the Holy Grail
sc-act-dig = Dig with the Shovel (draws a Small Loot card)
sc-act-end = End turn
sc-act-end-left = End turn ({ $count ->
    [one] { $count } Action
   *[other] { $count } Actions
} unused)
sc-act-reroll-die = Reroll die { $die }
sc-act-reroll = Reroll the { $face } die
sc-act-reroll-twin = Reroll the { $face } die (die { $die })
sc-act-keep = Keep the roll
sc-act-star = Count the Star as { $use }
sc-star-hits = { $label }: { $count ->
    [one] { $count } Hit
   *[other] { $count } Hits
}
sc-star-enough = { $label }, enough for { $targets }
sc-star-not-enough = { $label }, not enough for { $targets }
sc-star-gems = { $label }; { $count ->
    [one] { $count } Gem
   *[other] { $count } Gems
}
sc-act-kill = Kill { $who }
sc-act-kill-hits = Kill { $who } ({ $health } of { $hits ->
    [one] { $hits } Hit
   *[other] { $hits } Hits
})
sc-act-litter = Draw Litter for the Bush cut at { $square }
sc-act-loot = Draw Loot for { $what } at { $square }
sc-act-decline-potion = Decline the Speed Potion
sc-act-activate = Activate { $enemy } at { $square } next
sc-act-target = Send the Enemy against { $name }
sc-act-target-character = Send the Enemy against { $name } ({ $character })
sc-act-knight-to = Stop the Dark Knight at { $square }
sc-act-surrender = Give up { $treasure } (worth { $gems ->
    [one] { $gems } Gem
   *[other] { $gems } Gems
})
sc-act-surrender-unknown = Give up Small Treasure { $index }
sc-act-walk = Walk to { $square } ({ $count ->
    [one] { $count } square
   *[other] { $count } squares
})

## What someone is asked, for the others ("Waiting for ann to …")

sc-wait-place-character = choose a starting circle
sc-wait-take-action = choose an action
sc-wait-continue-move = go on moving
sc-wait-reroll = decide on a reroll
sc-wait-convert-star = count a Star
sc-wait-assign-hits = choose the Enemy to kill
sc-wait-choose-litter = choose the Bush that drops Litter
sc-wait-choose-loot = choose the Enemy that drops Loot
sc-wait-speed-potion = take or decline the Speed Potion
sc-wait-choose-enemy = choose the Enemy that acts next
sc-wait-choose-target = choose whom the Enemy attacks
sc-wait-choose-knight-square = choose where the Dark Knight stops
sc-wait-choose-stolen-treasure = choose the Small Treasure the Mimic steals

## The forest in words

sc-tv-who = { $name }'s { $character } ({ $letter })
sc-tv-edge = the edge of the forest
sc-tv-unexplored = unexplored forest
sc-tv-castle = the Castle
sc-tv-tree = a Tree
sc-tv-open = open ground
sc-tv-gems = Gems: { $gems }
sc-tv-gems-goal = Gems: { $gems } ({ $more } more to reach 40)
sc-tv-gems-hidden = Gems: hidden
sc-tv-health = Health: { $health } of 6
sc-tv-health-out = Health: { $health } of 6, passed out
sc-tv-keys = { $keys ->
    [one] { $keys } Small Key
   *[other] { $keys } Small Keys
}, { $bombs ->
    [one] { $bombs } Bomb
   *[other] { $bombs } Bombs
}
sc-tv-keys-big = { $keys ->
    [one] { $keys } Small Key
   *[other] { $keys } Small Keys
}, { $bombs ->
    [one] { $bombs } Bomb
   *[other] { $bombs } Bombs
}, the Big Key
sc-tv-relics = Relics: { $relics }
sc-tv-relics-none = Relics: none
sc-tv-treasures-none = Treasures: none
sc-tv-treasures = Treasures: { $treasures }
sc-tv-treasure-up = { $treasure } (face up, { $gems } Gems)
sc-tv-treasure-lost = { $treasure } (lost for good)
sc-tv-treasure-stolen = { $treasure } (stolen by a Mimic)
sc-tv-not-placed = not on the board yet
sc-tv-resigned-off = resigned, off the board
sc-tv-at-tile = at { $square } on the tile { $tile } ({ $id })
sc-tv-you = You: { $character } ({ $letter }), { $where }.
sc-tv-side = { $side ->
    [north] North
    [east] East
    [south] South
   *[west] West
}, { $square }: { $what }.
sc-tv-side-edge = { $side ->
    [north] North
    [east] East
    [south] South
   *[west] West
}: { $what }.
sc-tv-resigned = resigned
sc-tv-other = { $who }: { $where }, { $health } of 6 Health, { $gems }.
sc-tv-other-gems = { $gems } Gems
sc-tv-gems-hidden-short = Gems hidden
sc-tv-over = The game is over.
sc-tv-turn-mine = Turn { $turn }: your turn, { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} left.
sc-tv-turn-other = Turn { $turn }: { $name } ({ $character }) to play, { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} left.
sc-tv-you-are-to = You are to { $what }.
sc-tv-waiting-for = Waiting for { $name } to { $what }.
sc-tv-title = The forest in words
sc-tv-next-to-you = Next to you:
sc-tv-choose = You may choose (the squares you can reach among them):
sc-tv-nothing = Nothing to choose now.
sc-tv-cards = Your cards:
sc-tv-others = The others:

## The first-player rolls (the start of the log)

sc-first-roll = { $name } rolls { $dice } for the first player
sc-first-roll-again = { $name } rolls { $dice } for the first player (tie: again)
sc-first-player = { $name } rolled the most Stars ({ $count }) and plays first

## The game screen

sc-waiting-forest = Waiting for the forest…
sc-keys-title = Super Camelot keys
sc-keys-intro = What the log says is read out as it happens, and what waits for you at once.
sc-key-help = Show these keys.
sc-key-words = Show or hide the forest in words: your square and tile, what is next to you, what you may choose, your cards and Gems.
sc-key-choices = Go to your choices (when one waits for you): every choice on the map is a button there too.
sc-key-log = Go to the game log (newest last).
sc-key-tab = Tab, Shift+Tab
sc-key-tab-what = Go from control to control: the map tools, your choices, the players, the log.
sc-key-enter = Enter or Space
sc-key-enter-what = Press the focused button (a Bomb or a Bow shot asks once more before it goes).
sc-key-escape = Escape
sc-key-escape-what = Close this dialog.
sc-zoom-in = Zoom in
sc-zoom-out = Zoom out
sc-whole-forest = Whole forest
sc-hint-walk = Tap a square up to the squares you have left away to walk there, or a neighbour for one step.
sc-hint-targets = Outlined squares can be chosen on the map, or with the buttons.
sc-hint-turn = Turn { $turn } · { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} unexplored
sc-map-zoomed = The map, zoomed: scroll it
sc-dice-resolved = Dice being resolved
sc-resign-question = Resign? Your Character leaves the board for good; the others play on.
sc-resign-yes = Yes, resign
sc-cancel = Cancel
sc-resign = Resign…
sc-refused-stale = The game moved on before your choice arrived: look again and choose.
sc-refused-turn = It is not your decision now.
sc-refused-illegal = That move was not accepted: { $why }
sc-refused-over = The game is already over.
sc-refused-other = Not accepted: { $why }

## The status line

sc-status-server = Waiting for the server…
sc-status-your-choice = Your choice: { $what }
sc-status-waiting = Waiting for { $name } to { $what }…
sc-status-turn-mine = Turn { $turn } · your turn
sc-status-turn-other = Turn { $turn } · { $name } ({ $character }) to play
sc-status-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
} left
sc-status-clock-left = left in this turn
sc-status-clock-title = Counted in this browser from when the prompt appeared; the server decides when time is up
sc-status-clock = ~{ $time } left (approximate)

## Your choice

sc-decide = Your choice
sc-decide-clock = Answer within about { $time }, or the server chooses for you (the least valuable treasure).
sc-decide-face-up = Your face-up treasures:
sc-treasure-gems = { $treasure } ({ $gems } Gems)
sc-confirm-shot = Confirm the shot
sc-shoot-bow = Shoot the Hunting Bow
sc-shot-note = The shot cannot be taken back. Tap the same square again, or:
sc-shoot = Shoot
sc-confirm-end = Confirm the end of your turn
sc-end-question = End your turn with { $count ->
    [one] { $count } action
   *[other] { $count } actions
} left?
sc-end-note = The actions you leave are lost. Press End turn again, or:
sc-end-the-turn = End the turn
sc-keep-playing = Keep playing
sc-confirm-bomb = Confirm the Bomb
sc-throw-bomb = Throw a Bomb
sc-bomb-note = It hits everything in the block shaded on the map, you too if you stand in it, and cannot be taken back. Tap the same corner again, or:
sc-throw-the-bomb = Throw the Bomb
sc-choices-at = Choices at { $place }
sc-at-place = At { $place }:
sc-close = close
sc-choices = Choices
sc-bombs = Throw a Bomb ({ $count ->
    [one] { $count } block
   *[other] { $count } blocks
} to choose from)

## Rules at hand and the dice

sc-rules-dice = The dice faces and what they do
sc-rules-actions = Your Actions
sc-rules-bomb = How a Bomb hits
sc-rules-move = Moving and exploring
sc-rules-enemies = The Enemy Turn
sc-rules-items = Items, cards and treasures
sc-rules-how = How to play Super Camelot
sc-faces = What the dice faces do
sc-face-meaning-two-hits = two hits
sc-face-meaning-one-hit = one hit
sc-face-meaning-star = attacking, you choose: 1 Hit, 2 Hits or a Gem; defending, it blocks
sc-face-meaning-gem = attacking, one card for a cut Bush or a killed Enemy (Gwenivere: blocks too)
sc-face-meaning-shield = defending, blocks all the damage
sc-face-meaning-blank = nothing
sc-dice = Dice: { $dice }

## The players

sc-players = Players
sc-you-tag = you
sc-to-play = to play
sc-left-game = left the game
sc-resigned-flag = Resigned: off the board, watching
sc-passed-out-flag = Passed out: skips the next turn, recovering 1 Health
sc-health-label = Health { $health } of 6
sc-health = { $health }/6 Health
sc-small-keys = { $count ->
    [one] { $count } Small Key
   *[other] { $count } Small Keys
}
sc-bombs-count = { $count ->
    [one] { $count } Bomb
   *[other] { $count } Bombs
}
sc-big-key-tag = Big Key
sc-relics = Relics: { $relics } ({ $count }/3)
sc-relics-none = none
sc-treasure-up = (face up, { $gems } Gems)
sc-treasure-lost = (lost for good)
sc-treasure-stolen = (stolen by a Mimic, face down)
sc-gems-label = Gems:
sc-gems-more = { $more } more to reach 40
sc-gems-hidden = Gems: hidden

## The log

sc-log = Game log
sc-log-title = Log
sc-log-loading = Loading earlier lines…
sc-log-earlier = Show earlier
sc-log-label = Game log, newest last

## The end of the game

sc-over = Game over
sc-over-title = { $by ->
    [Grail] Game over: { $winner } with the Holy Grail.
    [Gems] Game over: { $winner } by reaching 40 Gems.
   *[Resignation] Game over: { $winner } as the last one standing.
}
sc-you-win = You win
sc-wins = { $name } ({ $character }) wins
sc-totals = Everyone's Gems, revealed
sc-col-player = Player
sc-col-character = Character
sc-col-gems = Gems
sc-rematch = Rematch
sc-rematch-asked = Rematch asked
sc-rematch-accept = Accept the rematch
sc-rematch-asked-by-me = Asked for a rematch: { $names }; it starts when every seat agrees.
sc-rematch-asks = { $count ->
    [one] { $names } asks for a rematch.
   *[other] { $names } ask for a rematch.
}
sc-replay-link = Replay this game

## The map and its legend

sc-map = The forest map. Every choice on it is also listed as a button.
# The Map Tiles' printed names, by id (as games/super-camelot/data/tiles.txt names them and the
# engine's catalogue words them); a tile id not listed here is shown by the name the server gives.
sc-tile-u01 = Quiet Glade
sc-tile-u02 = Bramble Thicket
sc-tile-u03 = Rocky Pass
sc-tile-u04 = Knight's Crossing
sc-tile-u05 = Mimic Hollow
sc-tile-u06 = Flower Meadow
sc-tile-u07 = Overgrown Ruins
sc-tile-u08 = Bush Maze
sc-tile-u09 = Old Well
sc-tile-u10 = Dark Clearing
sc-tile-u11 = Stone Circle
sc-tile-n1 = Fire Shrine
sc-tile-n2 = Water Shrine
sc-tile-n3 = Wind Shrine
sc-tile-n4 = Big Key
sc-tile-n5 = Big Chest
sc-tile-title = { $name } (tile { $id })
sc-tile-title-empty = { $name } (tile { $id }): nobody is on it
# The letter drawn where something will appear on a tile nobody has entered yet (the tile's
# layout symbol: B Bush, R Rock, P Plant, M Mimic, D Dark Knight), in the reader's language.
sc-ghost-letter = { $symbol ->
    [B] B
    [R] R
    [P] P
    [M] M
   *[D] D
}
sc-ghost = { $symbol ->
    [B] Bush
    [R] Rock
    [P] Plant
    [M] Mimic
   *[D] Dark Knight
} comes here when someone enters
sc-castle-title = The Castle and the Holy Grail (L12–M13)
sc-grail-tag = GRAIL
sc-big-tag = BIG
sc-square-title = { $square }: { $what }
sc-character-title = { $name }: { $character } ({ $letter })
sc-character-title-out = { $name }: { $character } ({ $letter }), passed out
sc-holds-stolen = holds a stolen treasure
sc-letter-dark-knight = DK
sc-letter-fire = Fi
sc-letter-water = Wa
sc-letter-wind = Wi
sc-letter-green-gem = g
sc-letter-blue-gem = b
sc-legend = Map legend and Characters
sc-legend-coords = Columns A–X, rows 1–24: L10 is column L, row 10, as in the log and on the buttons.
sc-legend-character = A Character, by its letter; dashed ring: you
sc-legend-passed-out = Grey, flat, "zz": passed out
sc-legend-circle = Starting circle N, E, S or W
sc-legend-unexplored = Unexplored forest (?)
sc-legend-tree = Tree: never passable
sc-legend-bush = Bush: cut by any attack
sc-legend-rock = Rock
sc-legend-plant = P Carnivorous Plant; the red point shows where it faces
sc-legend-mimic = Mi Mimic (a gold dot: holds a stolen treasure)
sc-legend-dark-knight = DK Dark Knight
sc-legend-small-chest = Small Chest (lid dashed once opened)
sc-legend-big-chest = BIG: the Big Chest
sc-legend-relic = Relic stack: Fi Fire, Wa Water, Wi Wind; the number: tokens left
sc-legend-big-key = The Big Key stack
sc-legend-gems = g green Gem (1) · b blue Gem (5), lying on the ground
sc-legend-bomb = A Bomb lying on the ground
sc-legend-small-key = A Small Key lying on the ground
sc-legend-ghost = Faint letter: what appears there when someone enters the tile
