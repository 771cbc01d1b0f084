# Super Camelot's words in English: events, prompts, choices and names, as every client shows
# them (games/super-camelot/src/words.rs). Seats are named by the caller: `$name`, `$target` and
# `$winner` are display names, shown as they are.

## Counted nouns

sc-count-gems = { $count ->
    [one] { $count } Gem
   *[other] { $count } Gems
}
sc-count-hits = { $count ->
    [one] { $count } Hit
   *[other] { $count } Hits
}
sc-count-squares = { $count ->
    [one] { $count } square
   *[other] { $count } squares
}
sc-count-draws = { $count ->
    [one] { $count } draw
   *[other] { $count } draws
}
sc-count-actions = { $count ->
    [one] { $count } Action
   *[other] { $count } Actions
}
sc-count-damage = { $count ->
    [one] { $count } damage point
   *[other] { $count } damage points
}

## Lists and names

# The last two parts of a list: `A, B and C`.
sc-list-and = { $init } and { $last }
# Alternatives: `bob or cy`.
sc-list-or = { $first } or { $second }
# A seat's name as an owner, before what it owns: `ann's`. `$elide` is `yes` when the name
# begins with a vowel sound (for languages that elide before one).
sc-of = { $elide ->
   *[other] { $name }'s
}

## Things of the game
# Each noun as printed; `.a` and `.the` are the noun with its article, `.possessed` the noun
# after an owner (`ann's Magnet`).

sc-item-green-gem = Green Gem
    .a = a Green Gem
sc-item-blue-gem = Blue Gem
    .a = a Blue Gem
sc-item-bomb = Bomb
    .a = a Bomb
sc-item-small-key = Small Key
    .a = a Small Key

sc-treasure-magnet = Magnet
    .the = the Magnet
    .possessed = Magnet
sc-treasure-royal-shield = Royal Shield
    .the = the Royal Shield
    .possessed = Royal Shield
sc-treasure-racing-boots = Racing Boots
    .the = the Racing Boots
    .possessed = Racing Boots
sc-treasure-power-gauntlet = Power Gauntlet
    .the = the Power Gauntlet
    .possessed = Power Gauntlet
sc-treasure-hunting-bow = Hunting Bow
    .the = the Hunting Bow
    .possessed = Hunting Bow
sc-treasure-greatsword = Greatsword
    .the = the Greatsword
    .possessed = Greatsword
sc-treasure-shovel = Shovel
    .the = the Shovel
    .possessed = Shovel

sc-card-health-potion = Health Potion
sc-card-grail-water = Grail Water
sc-card-speed-potion = Speed Potion
sc-card-green-gem = Green Gem
sc-card-blue-gem = Blue Gem
sc-card-bomb = Bomb
sc-card-small-key = Small Key
sc-card-dark-knight = Dark Knight

sc-enemy-carnivorous-plant = Carnivorous Plant
    .a = a Carnivorous Plant
    .the = the Carnivorous Plant
sc-enemy-mimic = Mimic
    .a = a Mimic
    .the = the Mimic
sc-enemy-dark-knight = Dark Knight
    .a = a Dark Knight
    .the = the Dark Knight
# An Enemy whose kind is not known.
sc-enemy-unknown = Enemy
    .a = an Enemy
    .the = the Enemy

sc-character = { $character ->
    [arthur] Arthur
    [gwenivere] Gwenivere
    [lancelot] Lancelot
    [percival] Percival
    [kay] Kay
   *[merlin] Merlin
}

# What a Special Item stack holds.
sc-special = { $special ->
    [big-key] the Big Key
    [fire] the Fire Relic
    [water] the Water Relic
    [wind] the Wind Relic
   *[other] a Special Item
}

# The Map Tiles, by id (as data/tiles.txt names them).
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

## Dice, compass and places

sc-face = { $face ->
    [two-hits] 2 Hits
    [one-hit] 1 Hit
    [blank] Blank
    [star] Star
    [shield] Shield
   *[gem] Gem
}
# What a Star is counted as.
sc-star-use = { $use ->
    [one-hit] 1 Hit
    [two-hits] 2 Hits
   *[gem] a Gem
}
sc-facing = { $facing ->
    [n] north
    [ne] north-east
    [e] east
    [se] south-east
    [s] south
    [sw] south-west
    [w] west
   *[nw] north-west
}
sc-circle = { $circle ->
    [north] the North circle
    [east] the East circle
    [south] the South circle
   *[west] the West circle
}
# A tile slot as the squares it covers.
sc-slot = { $first }–{ $last }

## Public events

sc-event-turn-started = Turn { $turn }: { $name } to play
sc-event-turn-skipped = { $name } is passed out: skips this turn and recovers 1 Health
sc-event-placed = { $name } stands on { $circle }
sc-event-move-started = { $free ->
    [yes] { $name } moves up to { $squares } (Speed Potion)
   *[no] { $name } moves up to { $squares }
}
sc-event-stepped = { $name } steps { $from } → { $to }
sc-event-move-ended = { $name } ends the move
sc-event-step-undone = { $name } takes back the step to { $from } and stands on { $to } again
sc-event-tile-explored = The { $tile } tile is explored at { $slot }
sc-event-explore-entry-blocked = The new tile's square { $square } is blocked
sc-event-tile-populated = The tile at { $slot } wakes up
sc-event-tile-depopulated = The tile at { $slot } is left empty
# `$item` is the item with its article.
sc-event-item-collected = { $magnet ->
    [yes] { $name } picks up { $item } at { $square } (Magnet)
   *[no] { $name } picks up { $item } at { $square }
}
# `$item` is the item with its article, capitalised.
sc-event-item-dropped = { $item } drops on { $square }
sc-event-supply-empty = No { $item } left in the supply
sc-event-chest-opened = { $big ->
    [yes] { $name } opens the Big Chest at { $square }
   *[no] { $name } opens a Small Chest at { $square }
}
sc-event-treasure-gained = { $name } gains { $treasure }
sc-event-big-treasure-drawn = { $name } draws a Big Treasure
sc-event-gems-gained = { $name } gains Gems
sc-event-special-picked-up = { $name } takes { $special }
sc-event-attack-made = { $weapon ->
    [sword] { $name } attacks { $squares } with the sword
    [bomb] { $name } attacks { $squares } with a Bomb
   *[bow] { $name } attacks { $squares } with the Hunting Bow
}
sc-event-dice-rolled = { $purpose ->
    [first-player] { $name } rolls { $dice } for the first player
    [attack] { $name } rolls { $dice } to attack
   *[defence] { $name } rolls { $dice } to defend
}
sc-event-rerolled = Die { $die } rerolled: { $face }
sc-event-star-converted = A Star counts as { $use }
sc-event-stars-counted-as-gems = { $count ->
    [one] { $of } Star counts as a Gem (no Enemy to hit)
   *[other] { $of } { $count } Stars count as Gems (no Enemy to hit)
}
sc-event-blanks-counted = { $into ->
    [hit] { $count ->
        [one] { $of } Blank counts as 1 Hit (Lancelot's Peerless)
       *[other] { $of } { $count } Blanks count as 1 Hit each (Lancelot's Peerless)
    }
   *[gem] { $count ->
        [one] { $of } Blank counts as a Gem (Merlin's Enchanter, on a Bomb roll)
       *[other] { $of } { $count } Blanks count as Gems (Merlin's Enchanter, on a Bomb roll)
    }
}
sc-event-bomb-spared = { $name } is in the Bomb's block but unhurt (Merlin's Enchanter)
sc-event-rock-broken = { $of } Power Gauntlet breaks the Rock at { $square }
sc-event-bush-cut = The Bush at { $square } is cut
# `$enemy` is the Enemy with its article, capitalised.
sc-event-enemy-killed = { $enemy } is killed at { $square }
sc-event-card-drawn = { $deck ->
    [litter] { $name } draws { $card } from Litter
    [small-loot] { $name } draws { $card } from Small Loot
   *[big-loot] { $name } draws { $card } from Big Loot
}
sc-event-deck-reshuffled = { $deck ->
    [litter] The Litter deck is reshuffled
    [small-loot] The Small Loot deck is reshuffled
   *[big-loot] The Big Loot deck is reshuffled
}
sc-event-healed = { $name } heals to { $health } Health
sc-event-dark-knight-appeared = A Dark Knight appears at { $square }
sc-event-speed-potion-declined = { $name } declines the Speed Potion
# `$enemy` is the Enemy with its definite article, capitalised.
sc-event-enemy-activated = { $enemy } at { $square } activates against { $target }
sc-event-enemy-moved = An Enemy moves { $from } → { $to }
sc-event-plant-turned = The Plant at { $square } turns { $facing ->
    [n] north
    [ne] north-east
    [e] east
    [se] south-east
    [s] south
    [sw] south-west
    [w] west
   *[nw] north-west
}
sc-event-treasure-stolen = A Mimic steals { $of } { $treasure }
sc-event-treasure-recovered = { $name } recovers { $treasure }
sc-event-defended = { $by ->
    [star] { $name } blocks the damage with a Star (a Star counts as a Shield)
    [gem] { $name } blocks the damage with a Gem (Gwenivere's Grace)
   *[shield] { $name } blocks the damage with a Shield
}
sc-event-damaged = { $name } takes { $damage } ({ $health } Health left)
sc-event-passed-out = { $name } passes out! (lies down; on the next turn recovers 1 Health and does nothing else)
sc-event-resigned = { $name } resigns and leaves the board
sc-event-grail-claimed = { $name } claims the Holy Grail
# `$totals` lists each seat's name and Gems: `ann 12, bob 3`.
sc-event-game-over = { $by ->
    [grail] Game over: { $winner } wins with the Holy Grail (Gems: { $totals })
    [gems] Game over: { $winner } wins with 40 Gems (Gems: { $totals })
   *[resignation] Game over: { $winner } wins as the last one standing (Gems: { $totals })
}

## Private events: the viewer's own (`-own`), or a seat's in a game's record

sc-event-wallet-changed-own = You gain { $gems } ({ $total } in all; only you see this)
sc-event-wallet-changed = { $name } gains { $gems } ({ $total } in all; seen by { $name } only)
sc-event-big-treasure-own = { $small ->
    [yes] Your Big Treasure: { $gems } and a Small Treasure (only you see this)
   *[no] Your Big Treasure: { $gems } (only you see this)
}
sc-event-big-treasure = { $small ->
    [yes] { $of } Big Treasure: { $gems } and a Small Treasure (seen by { $name } only)
   *[no] { $of } Big Treasure: { $gems } (seen by { $name } only)
}

## How the first player is chosen

sc-first-player-roll = { $again ->
    [yes] { $name } rolls { $dice } for the first player (tie: again)
   *[no] { $name } rolls { $dice } for the first player
}
sc-first-player = { $name } rolled the most Stars ({ $stars }) and plays first

## What a seat did, as a verb phrase after its name

sc-action-place = stands on { $circle }
sc-action-move = starts a Move
sc-action-step-square = steps to { $square }
sc-action-step-circle = steps to { $circle }
sc-action-stop-moving = stops moving
sc-action-undo-step = takes back the last step
sc-action-attack = attacks { $arc }
sc-action-bomb = throws a Bomb at { $square }
sc-action-bow = shoots the Hunting Bow at { $square }
sc-action-open-chest = opens the chest at { $square }
sc-action-pick-up = picks up from the stack at { $square }
sc-action-claim-grail = claims the Holy Grail
sc-action-dig = digs
sc-action-end-turn = ends the turn
sc-action-reroll = rerolls die { $die }
sc-action-keep-roll = keeps the roll
sc-action-convert-star = counts the Star as { $use }
sc-action-kill = kills the Enemy at { $square }
sc-action-draw-for = draws a card for { $square }
sc-action-decline-speed-potion = declines the Speed Potion
sc-action-activate = activates the Enemy at { $square } next
sc-action-target = sends the Enemy against { $target }
sc-action-knight-to = stops the Dark Knight at { $square }
sc-action-surrender = gives up Small Treasure { $index }

## The decision being asked for

sc-prompt-place = Choose a starting circle
sc-prompt-take-action = Choose an action ({ $left } of 3 left) or end the turn
sc-prompt-continue-move = { $enter ->
    [yes] Go on moving ({ $count ->
        [one] { $count } square
       *[other] { $count } squares
    } left) or stop; the explored tile { $slot } must be entered
   *[no] Go on moving ({ $count ->
        [one] { $count } square
       *[other] { $count } squares
    } left) or stop
}
sc-prompt-reroll = Excalibur: reroll one die, or keep the roll. You rolled { $dice }
sc-prompt-convert-star = { $more ->
    [yes] Count a Star as what? You rolled { $dice } ({ $stars } Stars to count): { $hits } so far
   *[no] Count a Star as what? You rolled { $dice }: { $hits } so far
}
# A prompt of an attack, with the Enemies it can still kill.
sc-prompt-against = { $prompt } against { $fight }
sc-prompt-assign-hits = Choose the Enemy to kill ({ $hits } to spend)
sc-prompt-choose-litter = Choose the cut Bush that drops Litter ({ $count ->
    [one] { $count } draw
   *[other] { $count } draws
} left)
sc-prompt-choose-loot = Choose the killed Enemy that drops Loot ({ $count ->
    [one] { $count } draw
   *[other] { $count } draws
} left)
sc-prompt-speed-potion = Take the Speed Potion's free Move, or decline it
sc-prompt-choose-enemy = Choose the Enemy that activates next
sc-prompt-choose-target = The Enemy at { $square } attacks whom? ({ $options })
sc-prompt-knight-square = Where does the Dark Knight from { $square } stop?
sc-prompt-stolen-treasure = The Mimic at { $square } steals: choose the Small Treasure to lose

## The choices of the deciding seat, in the imperative

# A choice with what it does or affects.
sc-choice-with = { $label }: { $effects }
sc-choice-place = Stand on { $circle }
sc-choice-move = Move
sc-choice-speed-potion-move = Take the Speed Potion's free Move
sc-choice-step-onto-circle = Step onto { $circle }
sc-choice-step-off-circle = Step off { $circle } to { $square }
sc-choice-step-direction = { $direction ->
    [n] Step north to { $square }
    [s] Step south to { $square }
    [e] Step east to { $square }
   *[w] Step west to { $square }
}
sc-choice-step = Step to { $square }
sc-step-explores = explores a new tile
sc-step-wakes = wakes the tile up
sc-step-breaks-rock = breaks the Rock (Power Gauntlet)
sc-step-picks-up = picks up { $items }
sc-choice-stop-moving = Stop moving
sc-choice-stop-moving-unused = Stop moving ({ $count ->
    [one] { $count } square
   *[other] { $count } squares
} unused)
sc-choice-undo-step = Take back the step to { $square } (back to { $back })
sc-choice-undo-step-plain = Take back the last step
sc-choice-attack = { $weapon ->
    [greatsword] Attack { $arc } with the Greatsword
   *[sword] Attack { $arc } with the sword
}
# `$enemy` is the Enemy with its definite article.
sc-enemy-at = { $enemy } at { $square }
sc-enemy-at-health = { $enemy } at { $square } ({ $hits } to kill)
sc-bush-at = the Bush at { $square }
sc-you = you
sc-choice-bomb = Throw a Bomb at the block from { $corner } to { $far }
sc-choice-bomb-hits = { $label }: hits { $hit }
sc-choice-bow = Shoot the Hunting Bow at { $target }
sc-choice-open-big-chest = Open the Big Chest at { $square } (uses the Big Key)
sc-choice-open-small-chest = Open the Small Chest at { $square } (uses a Small Key)
sc-choice-pick-up = Pick up { $special } at { $square }
sc-choice-claim-grail = Claim the Holy Grail
sc-choice-dig = Dig with the Shovel (draws a Small Loot card)
sc-choice-end-turn = End turn
sc-choice-end-turn-unused = End turn ({ $count ->
    [one] { $count } Action
   *[other] { $count } Actions
} unused)
sc-choice-reroll-die = Reroll die { $die }
sc-choice-reroll-face = { $twin ->
    [yes] Reroll the { $face } die (die { $die })
   *[no] Reroll the { $face } die
}
sc-choice-keep-roll = Keep the roll
sc-choice-convert-star = Count the Star as { $use }
# With the attack under way: the Hits it makes (`$hits`), whether they kill the Enemies in reach
# (`$targets`), and the Gems when the Star is a Gem.
sc-choice-convert-star-stake = Count the Star as { $use }: { $hits }{ $outcome ->
    [enough] , enough for { $targets }
    [short] , not enough for { $targets }
   *[none] {""}
}{ $gem ->
    [yes] ; { $gems }
   *[no] {""}
}
sc-choice-kill = Kill { $enemy } at { $square }
sc-choice-kill-hits = Kill { $enemy } at { $square } ({ $health } of { $hits })
sc-choice-draw-litter = Draw Litter for the Bush cut at { $square }
sc-choice-draw-loot = Draw Loot for { $enemy } killed at { $square }
sc-choice-decline-speed-potion = Decline the Speed Potion
sc-choice-activate = Activate { $enemy } at { $square } next
sc-choice-target = Send the Enemy against { $target }
sc-choice-target-character = Send the Enemy against { $target } ({ $character })
sc-choice-knight-to = Stop the Dark Knight at { $square }
sc-choice-surrender = Give up { $treasure } (worth { $gems })
sc-choice-surrender-index = Give up Small Treasure { $index }
