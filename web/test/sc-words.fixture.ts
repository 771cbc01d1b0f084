// Written by `ALBION_BLESS=1 cargo test -p super-camelot --test words` (games/super-camelot/tests/words.rs):
// Super Camelot events (live, and as a game's record shows a private one: `seen_by`) with the sentence the server sends for each.
export const FIXTURE = {
  "cases": [
    {
      "event": {
        "event": {
          "seat": 1,
          "turn": 4,
          "type": "turn_started"
        },
        "form": "public"
      },
      "line": "Turn 4: bob to play"
    },
    {
      "event": {
        "event": {
          "seat": 2,
          "type": "turn_skipped"
        },
        "form": "public"
      },
      "line": "cy is passed out: skips this turn and recovers 1 Health"
    },
    {
      "event": {
        "event": {
          "circle": "North",
          "seat": 0,
          "type": "placed"
        },
        "form": "public"
      },
      "line": "ann stands on the North circle"
    },
    {
      "event": {
        "event": {
          "free": false,
          "seat": 0,
          "squares": 3,
          "type": "move_started"
        },
        "form": "public"
      },
      "line": "ann moves up to 3 squares"
    },
    {
      "event": {
        "event": {
          "free": true,
          "seat": 0,
          "squares": 1,
          "type": "move_started"
        },
        "form": "public"
      },
      "line": "ann moves up to 1 square (Speed Potion)"
    },
    {
      "event": {
        "event": {
          "from": {
            "Circle": "North"
          },
          "seat": 0,
          "to": {
            "Square": {
              "col": 11,
              "row": 9
            }
          },
          "type": "stepped"
        },
        "form": "public"
      },
      "line": "ann steps the North circle → L10"
    },
    {
      "event": {
        "event": {
          "from": {
            "Square": {
              "col": 11,
              "row": 9
            }
          },
          "seat": 0,
          "to": {
            "Square": {
              "col": 11,
              "row": 8
            }
          },
          "type": "stepped"
        },
        "form": "public"
      },
      "line": "ann steps L10 → L9"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "type": "move_ended"
        },
        "form": "public"
      },
      "line": "ann ends the move"
    },
    {
      "event": {
        "event": {
          "from": {
            "Square": {
              "col": 11,
              "row": 8
            }
          },
          "seat": 0,
          "to": {
            "Square": {
              "col": 11,
              "row": 9
            }
          },
          "type": "step_undone"
        },
        "form": "public"
      },
      "line": "ann takes back the step to L9 and stands on L10 again"
    },
    {
      "event": {
        "event": {
          "seat": 3,
          "type": "move_ended"
        },
        "form": "public"
      },
      "line": "Seat 4 ends the move"
    },
    {
      "event": {
        "event": {
          "name": "Wind Shrine",
          "slot": {
            "col": 2,
            "row": 0
          },
          "tile": "N3",
          "type": "tile_explored"
        },
        "form": "public"
      },
      "line": "The Wind Shrine tile is explored at M1–R6"
    },
    {
      "event": {
        "event": {
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "explore_entry_blocked"
        },
        "form": "public"
      },
      "line": "The new tile's square L10 is blocked"
    },
    {
      "event": {
        "event": {
          "slot": {
            "col": 1,
            "row": 1
          },
          "type": "tile_populated"
        },
        "form": "public"
      },
      "line": "The tile at G7–L12 wakes up"
    },
    {
      "event": {
        "event": {
          "slot": {
            "col": 1,
            "row": 1
          },
          "type": "tile_depopulated"
        },
        "form": "public"
      },
      "line": "The tile at G7–L12 is left empty"
    },
    {
      "event": {
        "event": {
          "item": "GreenGem",
          "magnet": false,
          "seat": 1,
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "item_collected"
        },
        "form": "public"
      },
      "line": "bob picks up a Green Gem at L10"
    },
    {
      "event": {
        "event": {
          "item": "SmallKey",
          "magnet": true,
          "seat": 1,
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "item_collected"
        },
        "form": "public"
      },
      "line": "bob picks up a Small Key at L10 (Magnet)"
    },
    {
      "event": {
        "event": {
          "item": "SmallKey",
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "item_dropped"
        },
        "form": "public"
      },
      "line": "A Small Key drops on L10"
    },
    {
      "event": {
        "event": {
          "item": "Bomb",
          "type": "supply_empty"
        },
        "form": "public"
      },
      "line": "No Bomb left in the supply"
    },
    {
      "event": {
        "event": {
          "big": false,
          "chest": {
            "col": 11,
            "row": 9
          },
          "seat": 2,
          "type": "chest_opened"
        },
        "form": "public"
      },
      "line": "cy opens a Small Chest at L10"
    },
    {
      "event": {
        "event": {
          "big": true,
          "chest": {
            "col": 11,
            "row": 9
          },
          "seat": 2,
          "type": "chest_opened"
        },
        "form": "public"
      },
      "line": "cy opens the Big Chest at L10"
    },
    {
      "event": {
        "event": {
          "seat": 2,
          "treasure": "HuntingBow",
          "type": "treasure_gained"
        },
        "form": "public"
      },
      "line": "cy gains the Hunting Bow"
    },
    {
      "event": {
        "event": {
          "seat": 2,
          "type": "big_treasure_drawn"
        },
        "form": "public"
      },
      "line": "cy draws a Big Treasure"
    },
    {
      "event": {
        "event": {
          "seat": 1,
          "type": "gems_gained"
        },
        "form": "public"
      },
      "line": "bob gains Gems"
    },
    {
      "event": {
        "event": {
          "kind": {
            "Relic": "Fire"
          },
          "seat": 1,
          "type": "special_picked_up"
        },
        "form": "public"
      },
      "line": "bob takes the Fire Relic"
    },
    {
      "event": {
        "event": {
          "kind": "BigKey",
          "seat": 1,
          "type": "special_picked_up"
        },
        "form": "public"
      },
      "line": "bob takes the Big Key"
    },
    {
      "event": {
        "event": {
          "kind": "Sword",
          "seat": 0,
          "squares": [
            {
              "col": 9,
              "row": 8
            },
            {
              "col": 10,
              "row": 8
            },
            {
              "col": 10,
              "row": 9
            }
          ],
          "type": "attack_made"
        },
        "form": "public"
      },
      "line": "ann attacks J9 K9 K10 with the sword"
    },
    {
      "event": {
        "event": {
          "kind": "Bomb",
          "seat": 0,
          "squares": [
            {
              "col": 11,
              "row": 9
            }
          ],
          "type": "attack_made"
        },
        "form": "public"
      },
      "line": "ann attacks L10 with a Bomb"
    },
    {
      "event": {
        "event": {
          "kind": "Bow",
          "seat": 0,
          "squares": [
            {
              "col": 11,
              "row": 9
            }
          ],
          "type": "attack_made"
        },
        "form": "public"
      },
      "line": "ann attacks L10 with the Hunting Bow"
    },
    {
      "event": {
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
        "form": "public"
      },
      "line": "bob rolls 2 Hits, Blank, Star to attack"
    },
    {
      "event": {
        "event": {
          "faces": [
            "Shield"
          ],
          "purpose": "Defence",
          "seat": 1,
          "type": "dice_rolled"
        },
        "form": "public"
      },
      "line": "bob rolls Shield to defend"
    },
    {
      "event": {
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
        "form": "public"
      },
      "line": "bob rolls Gem, 1 Hit, Star for the first player"
    },
    {
      "event": {
        "event": {
          "die": 1,
          "face": "OneHit",
          "type": "rerolled"
        },
        "form": "public"
      },
      "line": "Die 2 rerolled: 1 Hit"
    },
    {
      "event": {
        "event": {
          "into": "TwoHits",
          "type": "star_converted"
        },
        "form": "public"
      },
      "line": "A Star counts as 2 Hits"
    },
    {
      "event": {
        "event": {
          "into": "Gem",
          "type": "star_converted"
        },
        "form": "public"
      },
      "line": "A Star counts as a Gem"
    },
    {
      "event": {
        "event": {
          "count": 1,
          "seat": 0,
          "type": "stars_counted_as_gems"
        },
        "form": "public"
      },
      "line": "ann's Star counts as a Gem (no Enemy to hit)"
    },
    {
      "event": {
        "event": {
          "count": 3,
          "seat": 0,
          "type": "stars_counted_as_gems"
        },
        "form": "public"
      },
      "line": "ann's 3 Stars count as Gems (no Enemy to hit)"
    },
    {
      "event": {
        "event": {
          "count": 1,
          "into": "OneHit",
          "seat": 1,
          "type": "blanks_counted"
        },
        "form": "public"
      },
      "line": "bob's Blank counts as 1 Hit (Lancelot's Peerless)"
    },
    {
      "event": {
        "event": {
          "count": 2,
          "into": "OneHit",
          "seat": 1,
          "type": "blanks_counted"
        },
        "form": "public"
      },
      "line": "bob's 2 Blanks count as 1 Hit each (Lancelot's Peerless)"
    },
    {
      "event": {
        "event": {
          "count": 2,
          "into": "Gem",
          "seat": 2,
          "type": "blanks_counted"
        },
        "form": "public"
      },
      "line": "cy's 2 Blanks count as Gems (Merlin's Enchanter, on a Bomb roll)"
    },
    {
      "event": {
        "event": {
          "seat": 2,
          "type": "bomb_spared"
        },
        "form": "public"
      },
      "line": "cy is in the Bomb's block but unhurt (Merlin's Enchanter)"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "rock_broken"
        },
        "form": "public"
      },
      "line": "ann's Power Gauntlet breaks the Rock at L10"
    },
    {
      "event": {
        "event": {
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "bush_cut"
        },
        "form": "public"
      },
      "line": "The Bush at L10 is cut"
    },
    {
      "event": {
        "event": {
          "kind": "DarkKnight",
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "enemy_killed"
        },
        "form": "public"
      },
      "line": "A Dark Knight is killed at L10"
    },
    {
      "event": {
        "event": {
          "kind": "CarnivorousPlant",
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "enemy_killed"
        },
        "form": "public"
      },
      "line": "A Carnivorous Plant is killed at L10"
    },
    {
      "event": {
        "event": {
          "card": "HealthPotion",
          "deck": "SmallLoot",
          "seat": 0,
          "type": "card_drawn"
        },
        "form": "public"
      },
      "line": "ann draws Health Potion from Small Loot"
    },
    {
      "event": {
        "event": {
          "deck": "BigLoot",
          "type": "deck_reshuffled"
        },
        "form": "public"
      },
      "line": "The Big Loot deck is reshuffled"
    },
    {
      "event": {
        "event": {
          "health": 5,
          "seat": 0,
          "type": "healed"
        },
        "form": "public"
      },
      "line": "ann heals to 5 Health"
    },
    {
      "event": {
        "event": {
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "dark_knight_appeared"
        },
        "form": "public"
      },
      "line": "A Dark Knight appears at L10"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "type": "speed_potion_declined"
        },
        "form": "public"
      },
      "line": "ann declines the Speed Potion"
    },
    {
      "event": {
        "event": {
          "kind": "Mimic",
          "square": {
            "col": 11,
            "row": 9
          },
          "target": 2,
          "type": "enemy_activated"
        },
        "form": "public"
      },
      "line": "The Mimic at L10 activates against cy"
    },
    {
      "event": {
        "event": {
          "from": {
            "col": 11,
            "row": 9
          },
          "to": {
            "col": 11,
            "row": 10
          },
          "type": "enemy_moved"
        },
        "form": "public"
      },
      "line": "An Enemy moves L10 → L11"
    },
    {
      "event": {
        "event": {
          "facing": "SE",
          "square": {
            "col": 11,
            "row": 9
          },
          "type": "plant_turned"
        },
        "form": "public"
      },
      "line": "The Plant at L10 turns south-east"
    },
    {
      "event": {
        "event": {
          "seat": 1,
          "treasure": "RoyalShield",
          "type": "treasure_stolen"
        },
        "form": "public"
      },
      "line": "A Mimic steals bob's Royal Shield"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "treasure": "RoyalShield",
          "type": "treasure_recovered"
        },
        "form": "public"
      },
      "line": "ann recovers the Royal Shield"
    },
    {
      "event": {
        "event": {
          "by": "Shield",
          "seat": 1,
          "type": "defended"
        },
        "form": "public"
      },
      "line": "bob blocks the damage with a Shield"
    },
    {
      "event": {
        "event": {
          "by": "Star",
          "seat": 1,
          "type": "defended"
        },
        "form": "public"
      },
      "line": "bob blocks the damage with a Star (a Star counts as a Shield)"
    },
    {
      "event": {
        "event": {
          "by": "Gem",
          "seat": 1,
          "type": "defended"
        },
        "form": "public"
      },
      "line": "bob blocks the damage with a Gem (Gwenivere's Grace)"
    },
    {
      "event": {
        "event": {
          "amount": 3,
          "health": 2,
          "seat": 1,
          "type": "damaged"
        },
        "form": "public"
      },
      "line": "bob takes 3 damage points (2 Health left)"
    },
    {
      "event": {
        "event": {
          "amount": 1,
          "health": 0,
          "seat": 1,
          "type": "damaged"
        },
        "form": "public"
      },
      "line": "bob takes 1 damage point (0 Health left)"
    },
    {
      "event": {
        "event": {
          "seat": 1,
          "type": "passed_out"
        },
        "form": "public"
      },
      "line": "bob passes out! (lies down; on the next turn recovers 1 Health and does nothing else)"
    },
    {
      "event": {
        "event": {
          "seat": 2,
          "type": "resigned"
        },
        "form": "public"
      },
      "line": "cy resigns and leaves the board"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "type": "grail_claimed"
        },
        "form": "public"
      },
      "line": "ann claims the Holy Grail"
    },
    {
      "event": {
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
        "form": "public"
      },
      "line": "Game over: ann wins with 40 Gems (Gems: ann 40, bob 12, cy 7)"
    },
    {
      "event": {
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
        "form": "public"
      },
      "line": "Game over: bob wins as the last one standing (Gems: ann 0, bob 3)"
    },
    {
      "event": {
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
        "form": "public"
      },
      "line": "Game over: cy wins with the Holy Grail (Gems: ann 12, bob 30, cy 7)"
    },
    {
      "event": {
        "event": {
          "gained": 5,
          "total": 12,
          "type": "wallet_changed"
        },
        "form": "private"
      },
      "line": "You gain 5 Gems (12 in all; only you see this)"
    },
    {
      "event": {
        "event": {
          "gained": 5,
          "total": 12,
          "type": "wallet_changed"
        },
        "form": "private"
      },
      "line": "bob gains 5 Gems (12 in all; seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "event": {
          "gained": 1,
          "total": 3,
          "type": "wallet_changed"
        },
        "form": "private"
      },
      "line": "You gain 1 Gem (3 in all; only you see this)"
    },
    {
      "event": {
        "event": {
          "gained": 1,
          "total": 3,
          "type": "wallet_changed"
        },
        "form": "private"
      },
      "line": "bob gains 1 Gem (3 in all; seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "event": {
          "gems": 15,
          "type": "big_treasure",
          "with_small_treasure": true
        },
        "form": "private"
      },
      "line": "Your Big Treasure: 15 Gems and a Small Treasure (only you see this)"
    },
    {
      "event": {
        "event": {
          "gems": 15,
          "type": "big_treasure",
          "with_small_treasure": true
        },
        "form": "private"
      },
      "line": "bob's Big Treasure: 15 Gems and a Small Treasure (seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "event": {
          "gems": 10,
          "type": "big_treasure",
          "with_small_treasure": false
        },
        "form": "private"
      },
      "line": "Your Big Treasure: 10 Gems (only you see this)"
    },
    {
      "event": {
        "event": {
          "gems": 10,
          "type": "big_treasure",
          "with_small_treasure": false
        },
        "form": "private"
      },
      "line": "bob's Big Treasure: 10 Gems (seen by bob only)",
      "seen_by": 1
    },
    {
      "event": {
        "event": {
          "count": 2,
          "seat": 0,
          "type": "stars_counted_as_gems"
        },
        "form": "public"
      },
      "line": "ann's 2 Stars count as Gems (no Enemy to hit)",
      "situation": "Stars with only a Bush in reach"
    },
    {
      "event": {
        "event": {
          "count": 1,
          "into": "OneHit",
          "seat": 0,
          "type": "blanks_counted"
        },
        "form": "public"
      },
      "line": "ann's Blank counts as 1 Hit (Lancelot's Peerless)",
      "situation": "Lancelot's Blank"
    },
    {
      "event": {
        "event": {
          "count": 1,
          "into": "Gem",
          "seat": 0,
          "type": "blanks_counted"
        },
        "form": "public"
      },
      "line": "ann's Blank counts as a Gem (Merlin's Enchanter, on a Bomb roll)",
      "situation": "Merlin's Bomb on a block holding him and bob"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "type": "bomb_spared"
        },
        "form": "public"
      },
      "line": "ann is in the Bomb's block but unhurt (Merlin's Enchanter)",
      "situation": "Merlin's Bomb on a block holding him and bob"
    },
    {
      "event": {
        "event": {
          "seat": 0,
          "square": {
            "col": 9,
            "row": 9
          },
          "type": "rock_broken"
        },
        "form": "public"
      },
      "line": "ann's Power Gauntlet breaks the Rock at J10",
      "situation": "a step onto a Rock with the Power Gauntlet and the Magnet"
    },
    {
      "event": {
        "event": {
          "item": "GreenGem",
          "magnet": true,
          "seat": 0,
          "square": {
            "col": 9,
            "row": 6
          },
          "type": "item_collected"
        },
        "form": "public"
      },
      "line": "ann picks up a Green Gem at J7 (Magnet)",
      "situation": "a step onto a Rock with the Power Gauntlet and the Magnet"
    },
    {
      "event": {
        "event": {
          "by": "Gem",
          "seat": 0,
          "type": "defended"
        },
        "form": "public"
      },
      "line": "ann blocks the damage with a Gem (Gwenivere's Grace)",
      "situation": "Gwenivere's Gem against a Dark Knight"
    },
    {
      "event": {
        "event": {
          "by": "Star",
          "seat": 0,
          "type": "defended"
        },
        "form": "public"
      },
      "line": "ann blocks the damage with a Star (a Star counts as a Shield)",
      "situation": "a Star against a Dark Knight"
    },
    {
      "event": {
        "event": {
          "by": "Shield",
          "seat": 0,
          "type": "defended"
        },
        "form": "public"
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
