// Written by `ALBION_BLESS=1 cargo test -p super-camelot --test words` (games/super-camelot/tests/words.rs):
// Super Camelot events (live, and as a game's record shows a private one: `seen_by`) with the sentence the server sends for each.
export const FIXTURE = {
  "cases": [
    {
      "event": {
        "seat": 1,
        "turn": 4,
        "type": "turn_started"
      },
      "line": "Turn 4: bob to play"
    },
    {
      "event": {
        "seat": 2,
        "type": "turn_skipped"
      },
      "line": "cy is passed out: skips this turn and recovers 1 Health"
    },
    {
      "event": {
        "circle": "North",
        "seat": 0,
        "type": "placed"
      },
      "line": "ann stands on the North circle"
    },
    {
      "event": {
        "free": false,
        "seat": 0,
        "squares": 3,
        "type": "move_started"
      },
      "line": "ann moves up to 3 squares"
    },
    {
      "event": {
        "free": true,
        "seat": 0,
        "squares": 1,
        "type": "move_started"
      },
      "line": "ann moves up to 1 square (Speed Potion)"
    },
    {
      "event": {
        "from": "North",
        "seat": 0,
        "to": "L10",
        "type": "stepped"
      },
      "line": "ann steps the North circle → L10"
    },
    {
      "event": {
        "from": "L10",
        "seat": 0,
        "to": "L9",
        "type": "stepped"
      },
      "line": "ann steps L10 → L9"
    },
    {
      "event": {
        "seat": 0,
        "type": "move_ended"
      },
      "line": "ann ends the move"
    },
    {
      "event": {
        "from": "L9",
        "seat": 0,
        "to": "L10",
        "type": "step_undone"
      },
      "line": "ann takes back the step to L9 and stands on L10 again"
    },
    {
      "event": {
        "seat": 3,
        "type": "move_ended"
      },
      "line": "Seat 4 ends the move"
    },
    {
      "event": {
        "name": "Wind Shrine",
        "slot": {
          "col": 2,
          "row": 0
        },
        "tile": "N3",
        "type": "tile_explored"
      },
      "line": "The Wind Shrine tile is explored at M1–R6"
    },
    {
      "event": {
        "square": "L10",
        "type": "explore_entry_blocked"
      },
      "line": "The new tile's square L10 is blocked"
    },
    {
      "event": {
        "slot": {
          "col": 1,
          "row": 1
        },
        "type": "tile_populated"
      },
      "line": "The tile at G7–L12 wakes up"
    },
    {
      "event": {
        "slot": {
          "col": 1,
          "row": 1
        },
        "type": "tile_depopulated"
      },
      "line": "The tile at G7–L12 is left empty"
    },
    {
      "event": {
        "item": "GreenGem",
        "magnet": false,
        "seat": 1,
        "square": "L10",
        "type": "item_collected"
      },
      "line": "bob picks up a Green Gem at L10"
    },
    {
      "event": {
        "item": "SmallKey",
        "magnet": true,
        "seat": 1,
        "square": "L10",
        "type": "item_collected"
      },
      "line": "bob picks up a Small Key at L10 (Magnet)"
    },
    {
      "event": {
        "item": "SmallKey",
        "square": "L10",
        "type": "item_dropped"
      },
      "line": "A Small Key drops on L10"
    },
    {
      "event": {
        "item": "Bomb",
        "type": "supply_empty"
      },
      "line": "No Bomb left in the supply"
    },
    {
      "event": {
        "big": false,
        "chest": "L10",
        "seat": 2,
        "type": "chest_opened"
      },
      "line": "cy opens a Small Chest at L10"
    },
    {
      "event": {
        "big": true,
        "chest": "L10",
        "seat": 2,
        "type": "chest_opened"
      },
      "line": "cy opens the Big Chest at L10"
    },
    {
      "event": {
        "seat": 2,
        "treasure": "HuntingBow",
        "type": "treasure_gained"
      },
      "line": "cy gains the Hunting Bow"
    },
    {
      "event": {
        "seat": 2,
        "type": "big_treasure_drawn"
      },
      "line": "cy draws a Big Treasure"
    },
    {
      "event": {
        "seat": 1,
        "type": "gems_gained"
      },
      "line": "bob gains Gems"
    },
    {
      "event": {
        "kind": {
          "Relic": "Fire"
        },
        "seat": 1,
        "type": "special_picked_up"
      },
      "line": "bob takes the Fire Relic"
    },
    {
      "event": {
        "kind": "BigKey",
        "seat": 1,
        "type": "special_picked_up"
      },
      "line": "bob takes the Big Key"
    },
    {
      "event": {
        "kind": "Sword",
        "seat": 0,
        "squares": [
          "J9",
          "K9",
          "K10"
        ],
        "type": "attack_made"
      },
      "line": "ann attacks J9 K9 K10 with the sword"
    },
    {
      "event": {
        "kind": "Bomb",
        "seat": 0,
        "squares": [
          "L10"
        ],
        "type": "attack_made"
      },
      "line": "ann attacks L10 with a Bomb"
    },
    {
      "event": {
        "kind": "Bow",
        "seat": 0,
        "squares": [
          "L10"
        ],
        "type": "attack_made"
      },
      "line": "ann attacks L10 with the Hunting Bow"
    },
    {
      "event": {
        "faces": [
          "TwoHits",
          "Blank",
          "Star"
        ],
        "purpose": "Attack",
        "seat": 1,
        "type": "dice_rolled"
      },
      "line": "bob rolls 2 Hits, Blank, Star to attack"
    },
    {
      "event": {
        "faces": [
          "Shield"
        ],
        "purpose": "Defence",
        "seat": 1,
        "type": "dice_rolled"
      },
      "line": "bob rolls Shield to defend"
    },
    {
      "event": {
        "faces": [
          "Gem",
          "OneHit",
          "Star"
        ],
        "purpose": "FirstPlayer",
        "seat": 1,
        "type": "dice_rolled"
      },
      "line": "bob rolls Gem, 1 Hit, Star for the first player"
    },
    {
      "event": {
        "die": 1,
        "face": "OneHit",
        "type": "rerolled"
      },
      "line": "Die 2 rerolled: 1 Hit"
    },
    {
      "event": {
        "into": "TwoHits",
        "type": "star_converted"
      },
      "line": "A Star counts as 2 Hits"
    },
    {
      "event": {
        "into": "Gem",
        "type": "star_converted"
      },
      "line": "A Star counts as a Gem"
    },
    {
      "event": {
        "count": 1,
        "seat": 0,
        "type": "stars_counted_as_gems"
      },
      "line": "ann's Star counts as a Gem (no Enemy to hit)"
    },
    {
      "event": {
        "count": 3,
        "seat": 0,
        "type": "stars_counted_as_gems"
      },
      "line": "ann's 3 Stars count as Gems (no Enemy to hit)"
    },
    {
      "event": {
        "count": 1,
        "into": "OneHit",
        "seat": 1,
        "type": "blanks_counted"
      },
      "line": "bob's Blank counts as 1 Hit (Lancelot's Peerless)"
    },
    {
      "event": {
        "count": 2,
        "into": "OneHit",
        "seat": 1,
        "type": "blanks_counted"
      },
      "line": "bob's 2 Blanks count as 1 Hit each (Lancelot's Peerless)"
    },
    {
      "event": {
        "count": 2,
        "into": "Gem",
        "seat": 2,
        "type": "blanks_counted"
      },
      "line": "cy's 2 Blanks count as Gems (Merlin's Enchanter, on a Bomb roll)"
    },
    {
      "event": {
        "seat": 2,
        "type": "bomb_spared"
      },
      "line": "cy is in the Bomb's block but unhurt (Merlin's Enchanter)"
    },
    {
      "event": {
        "seat": 0,
        "square": "L10",
        "type": "rock_broken"
      },
      "line": "ann's Power Gauntlet breaks the Rock at L10"
    },
    {
      "event": {
        "square": "L10",
        "type": "bush_cut"
      },
      "line": "The Bush at L10 is cut"
    },
    {
      "event": {
        "kind": "DarkKnight",
        "square": "L10",
        "type": "enemy_killed"
      },
      "line": "A Dark Knight is killed at L10"
    },
    {
      "event": {
        "kind": "CarnivorousPlant",
        "square": "L10",
        "type": "enemy_killed"
      },
      "line": "A Carnivorous Plant is killed at L10"
    },
    {
      "event": {
        "card": "HealthPotion",
        "deck": "SmallLoot",
        "seat": 0,
        "type": "card_drawn"
      },
      "line": "ann draws Health Potion from Small Loot"
    },
    {
      "event": {
        "deck": "BigLoot",
        "type": "deck_reshuffled"
      },
      "line": "The Big Loot deck is reshuffled"
    },
    {
      "event": {
        "health": 5,
        "seat": 0,
        "type": "healed"
      },
      "line": "ann heals to 5 Health"
    },
    {
      "event": {
        "square": "L10",
        "type": "dark_knight_appeared"
      },
      "line": "A Dark Knight appears at L10"
    },
    {
      "event": {
        "seat": 0,
        "type": "speed_potion_declined"
      },
      "line": "ann declines the Speed Potion"
    },
    {
      "event": {
        "kind": "Mimic",
        "square": "L10",
        "target": 2,
        "type": "enemy_activated"
      },
      "line": "The Mimic at L10 activates against cy"
    },
    {
      "event": {
        "from": "L10",
        "to": "L11",
        "type": "enemy_moved"
      },
      "line": "An Enemy moves L10 → L11"
    },
    {
      "event": {
        "facing": "SE",
        "square": "L10",
        "type": "plant_turned"
      },
      "line": "The Plant at L10 turns south-east"
    },
    {
      "event": {
        "seat": 1,
        "treasure": "RoyalShield",
        "type": "treasure_stolen"
      },
      "line": "A Mimic steals bob's Royal Shield"
    },
    {
      "event": {
        "seat": 0,
        "treasure": "RoyalShield",
        "type": "treasure_recovered"
      },
      "line": "ann recovers the Royal Shield"
    },
    {
      "event": {
        "by": "Shield",
        "seat": 1,
        "type": "defended"
      },
      "line": "bob blocks the damage with a Shield"
    },
    {
      "event": {
        "by": "Star",
        "seat": 1,
        "type": "defended"
      },
      "line": "bob blocks the damage with a Star (a Star counts as a Shield)"
    },
    {
      "event": {
        "by": "Gem",
        "seat": 1,
        "type": "defended"
      },
      "line": "bob blocks the damage with a Gem (Gwenivere's Grace)"
    },
    {
      "event": {
        "amount": 3,
        "health": 2,
        "seat": 1,
        "type": "damaged"
      },
      "line": "bob takes 3 damage points (2 Health left)"
    },
    {
      "event": {
        "amount": 1,
        "health": 0,
        "seat": 1,
        "type": "damaged"
      },
      "line": "bob takes 1 damage point (0 Health left)"
    },
    {
      "event": {
        "seat": 1,
        "type": "passed_out"
      },
      "line": "bob passes out! (lies down; on the next turn recovers 1 Health and does nothing else)"
    },
    {
      "event": {
        "seat": 2,
        "type": "resigned"
      },
      "line": "cy resigns and leaves the board"
    },
    {
      "event": {
        "seat": 0,
        "type": "grail_claimed"
      },
      "line": "ann claims the Holy Grail"
    },
    {
      "event": {
        "gem_totals": [
          40,
          12,
          7
        ],
        "outcome": {
          "by": "Gems",
          "winner": 0
        },
        "type": "game_over"
      },
      "line": "Game over: ann wins with 40 Gems (Gems: ann 40, bob 12, cy 7)"
    },
    {
      "event": {
        "gem_totals": [
          0,
          3
        ],
        "outcome": {
          "by": "Resignation",
          "winner": 1
        },
        "type": "game_over"
      },
      "line": "Game over: bob wins as the last one standing (Gems: ann 0, bob 3)"
    },
    {
      "event": {
        "gem_totals": [
          12,
          30,
          7
        ],
        "outcome": {
          "by": "Grail",
          "winner": 2
        },
        "type": "game_over"
      },
      "line": "Game over: cy wins with the Holy Grail (Gems: ann 12, bob 30, cy 7)"
    },
    {
      "event": {
        "gained": 5,
        "total": 12,
        "type": "wallet_changed"
      },
      "line": "You gain 5 Gems (12 in all; only you see this)"
    },
    {
      "event": {
        "gained": 5,
        "total": 12,
        "type": "wallet_changed"
      },
      "line": "bob gains 5 Gems (12 in all; seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "gained": 1,
        "total": 3,
        "type": "wallet_changed"
      },
      "line": "You gain 1 Gem (3 in all; only you see this)"
    },
    {
      "event": {
        "gained": 1,
        "total": 3,
        "type": "wallet_changed"
      },
      "line": "bob gains 1 Gem (3 in all; seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "gems": 15,
        "type": "big_treasure",
        "with_small_treasure": true
      },
      "line": "Your Big Treasure: 15 Gems and a Small Treasure (only you see this)"
    },
    {
      "event": {
        "gems": 15,
        "type": "big_treasure",
        "with_small_treasure": true
      },
      "line": "bob's Big Treasure: 15 Gems and a Small Treasure (seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "gems": 10,
        "type": "big_treasure",
        "with_small_treasure": false
      },
      "line": "Your Big Treasure: 10 Gems (only you see this)"
    },
    {
      "event": {
        "gems": 10,
        "type": "big_treasure",
        "with_small_treasure": false
      },
      "line": "bob's Big Treasure: 10 Gems (seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "count": 2,
        "seat": 0,
        "type": "stars_counted_as_gems"
      },
      "line": "ann's 2 Stars count as Gems (no Enemy to hit)",
      "situation": "Stars with only a Bush in reach"
    },
    {
      "event": {
        "count": 1,
        "into": "OneHit",
        "seat": 0,
        "type": "blanks_counted"
      },
      "line": "ann's Blank counts as 1 Hit (Lancelot's Peerless)",
      "situation": "Lancelot's Blank"
    },
    {
      "event": {
        "count": 1,
        "into": "Gem",
        "seat": 0,
        "type": "blanks_counted"
      },
      "line": "ann's Blank counts as a Gem (Merlin's Enchanter, on a Bomb roll)",
      "situation": "Merlin's Bomb on a block holding him and bob"
    },
    {
      "event": {
        "seat": 0,
        "type": "bomb_spared"
      },
      "line": "ann is in the Bomb's block but unhurt (Merlin's Enchanter)",
      "situation": "Merlin's Bomb on a block holding him and bob"
    },
    {
      "event": {
        "seat": 0,
        "square": "J10",
        "type": "rock_broken"
      },
      "line": "ann's Power Gauntlet breaks the Rock at J10",
      "situation": "a step onto a Rock with the Power Gauntlet and the Magnet"
    },
    {
      "event": {
        "item": "GreenGem",
        "magnet": true,
        "seat": 0,
        "square": "J7",
        "type": "item_collected"
      },
      "line": "ann picks up a Green Gem at J7 (Magnet)",
      "situation": "a step onto a Rock with the Power Gauntlet and the Magnet"
    },
    {
      "event": {
        "by": "Gem",
        "seat": 0,
        "type": "defended"
      },
      "line": "ann blocks the damage with a Gem (Gwenivere's Grace)",
      "situation": "Gwenivere's Gem against a Dark Knight"
    },
    {
      "event": {
        "by": "Star",
        "seat": 0,
        "type": "defended"
      },
      "line": "ann blocks the damage with a Star (a Star counts as a Shield)",
      "situation": "a Star against a Dark Knight"
    },
    {
      "event": {
        "by": "Shield",
        "seat": 0,
        "type": "defended"
      },
      "line": "ann blocks the damage with a Shield",
      "situation": "a Shield against a Dark Knight"
    }
  ],
  "names": [
    "ann",
    "bob",
    "cy"
  ]
};
