// Written by `ALBION_BLESS=1 cargo test -p super-camelot --test words` (games/super-camelot/tests/words.rs):
// Super Camelot situations from the engine, with the prompt and the menu's labels.
export const FIXTURE = {
  "cases": [
    {
      "choices": [
        {
          "action": {
            "type": "move"
          },
          "label": "Move"
        },
        {
          "action": {
            "type": "end_turn"
          },
          "label": "End turn (3 Actions unused)"
        },
        {
          "action": {
            "arc": "NorthEast",
            "type": "attack"
          },
          "label": "Attack north-east with the sword: the Dark Knight at J9 (2 Hits to kill) and the Bush at J10"
        },
        {
          "action": {
            "arc": "SouthEast",
            "type": "attack"
          },
          "label": "Attack south-east with the sword: the Bush at J10"
        },
        {
          "action": {
            "arc": "NorthWest",
            "type": "attack"
          },
          "label": "Attack north-west with the sword: the Bush at H9"
        },
        {
          "action": {
            "corner": "G7",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from G7 to I9: hits the Bush at I8 and the Bush at H9"
        },
        {
          "action": {
            "corner": "H7",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from H7 to J9: hits the Dark Knight at J9 (2 Hits to kill), the Bush at I8, the Bush at J8 and the Bush at H9"
        },
        {
          "action": {
            "corner": "I7",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from I7 to K9: hits the Dark Knight at J9 (2 Hits to kill), the Bush at I8 and the Bush at J8"
        },
        {
          "action": {
            "corner": "J7",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from J7 to L9: hits the Dark Knight at J9 (2 Hits to kill) and the Bush at J8"
        },
        {
          "action": {
            "corner": "G8",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from G8 to I10: hits the Bush at I8, the Bush at H9 and you"
        },
        {
          "action": {
            "corner": "H8",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from H8 to J10: hits the Dark Knight at J9 (2 Hits to kill), the Bush at I8, the Bush at J8, the Bush at H9, the Bush at J10 and you"
        },
        {
          "action": {
            "corner": "I8",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from I8 to K10: hits the Dark Knight at J9 (2 Hits to kill), the Carnivorous Plant at K10 (1 Hit to kill), the Bush at I8, the Bush at J8, the Bush at J10 and you"
        },
        {
          "action": {
            "corner": "J8",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from J8 to L10: hits the Dark Knight at J9 (2 Hits to kill), the Carnivorous Plant at K10 (1 Hit to kill), the Bush at J8 and the Bush at J10"
        },
        {
          "action": {
            "corner": "G9",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from G9 to I11: hits the Bush at H9 and you"
        },
        {
          "action": {
            "corner": "H9",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from H9 to J11: hits the Dark Knight at J9 (2 Hits to kill), the Bush at H9, the Bush at J10, you and bob"
        },
        {
          "action": {
            "corner": "I9",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from I9 to K11: hits the Dark Knight at J9 (2 Hits to kill), the Carnivorous Plant at K10 (1 Hit to kill), the Bush at J10, you and bob"
        },
        {
          "action": {
            "corner": "J9",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from J9 to L11: hits the Dark Knight at J9 (2 Hits to kill), the Carnivorous Plant at K10 (1 Hit to kill), the Bush at J10 and bob"
        },
        {
          "action": {
            "corner": "H10",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from H10 to J12: hits the Bush at J10, you and bob"
        },
        {
          "action": {
            "corner": "I10",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from I10 to K12: hits the Carnivorous Plant at K10 (1 Hit to kill), the Bush at J10, you and bob"
        },
        {
          "action": {
            "corner": "J10",
            "type": "bomb"
          },
          "label": "Throw a Bomb at the block from J10 to L12: hits the Carnivorous Plant at K10 (1 Hit to kill), the Bush at J10 and bob"
        }
      ],
      "name": "take an action beside a Dark Knight and a Bush",
      "prompt": "Choose an action (3 of 3 left) or end the turn",
      "view": {
        "actions_left": 3,
        "active": 0,
        "attack": null,
        "attack_dice": null,
        "deck_sizes": [
          15,
          10,
          10,
          14,
          4
        ],
        "first_player_rolls": [
          [
            [
              "Shield",
              "Gem",
              "Shield"
            ],
            [
              "Star",
              "Star",
              "TwoHits"
            ]
          ]
        ],
        "legal_actions": [
          {
            "type": "move"
          },
          {
            "type": "end_turn"
          },
          {
            "arc": "NorthEast",
            "type": "attack"
          },
          {
            "arc": "SouthEast",
            "type": "attack"
          },
          {
            "arc": "NorthWest",
            "type": "attack"
          },
          {
            "corner": "G7",
            "type": "bomb"
          },
          {
            "corner": "H7",
            "type": "bomb"
          },
          {
            "corner": "I7",
            "type": "bomb"
          },
          {
            "corner": "J7",
            "type": "bomb"
          },
          {
            "corner": "G8",
            "type": "bomb"
          },
          {
            "corner": "H8",
            "type": "bomb"
          },
          {
            "corner": "I8",
            "type": "bomb"
          },
          {
            "corner": "J8",
            "type": "bomb"
          },
          {
            "corner": "G9",
            "type": "bomb"
          },
          {
            "corner": "H9",
            "type": "bomb"
          },
          {
            "corner": "I9",
            "type": "bomb"
          },
          {
            "corner": "J9",
            "type": "bomb"
          },
          {
            "corner": "H10",
            "type": "bomb"
          },
          {
            "corner": "I10",
            "type": "bomb"
          },
          {
            "corner": "J10",
            "type": "bomb"
          }
        ],
        "outcome": null,
        "pending": {
          "prompt": {
            "actions_left": 3,
            "type": "take_action"
          },
          "seat": 0
        },
        "players": [
          {
            "big_key": false,
            "bombs": 1,
            "character": "Gwenivere",
            "gems": 0,
            "gems_to_goal": 40,
            "health": 6,
            "passed_out": false,
            "place": "I10",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 0,
            "small_keys": 0,
            "treasures": []
          },
          {
            "big_key": false,
            "bombs": 0,
            "character": "Lancelot",
            "gems": null,
            "gems_to_goal": null,
            "health": 6,
            "passed_out": false,
            "place": "J11",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 1,
            "small_keys": 0,
            "treasures": []
          }
        ],
        "revealed": null,
        "squares": [
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "I8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "J8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "H9"
          },
          {
            "enemy": null,
            "items": [],
            "object": {
              "SmallChest": {
                "open": false
              }
            },
            "square": "I9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 2,
              "holds_stolen": false,
              "kind": "DarkKnight"
            },
            "items": [],
            "object": null,
            "square": "J9"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "J10"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 1,
              "holds_stolen": false,
              "kind": "CarnivorousPlant"
            },
            "items": [],
            "object": null,
            "square": "K10"
          }
        ],
        "step_back": null,
        "supply": {
          "bombs": 4,
          "bushes": 18,
          "dark_knights": 7,
          "mimics": 8,
          "plants": 7,
          "rocks": 12,
          "small_keys": 8
        },
        "tiles": [
          {
            "id": "U01",
            "name": "Quiet Glade",
            "populated": true,
            "rows": [
              "T....T",
              "..BB..",
              ".BC...",
              "....P.",
              "......",
              "T....T"
            ],
            "slot": {
              "col": 1,
              "row": 1
            }
          }
        ],
        "tiles_in_stack": 1,
        "turn": 1,
        "viewer": {
          "Seat": 0
        }
      }
    },
    {
      "choices": [
        {
          "action": {
            "to": "I6",
            "type": "step"
          },
          "label": "Step north to I6: explores a new tile"
        },
        {
          "action": {
            "to": "J7",
            "type": "step"
          },
          "label": "Step east to J7: picks up a Small Key"
        },
        {
          "action": {
            "to": "I8",
            "type": "step"
          },
          "label": "Step south to I8: breaks the Rock (Power Gauntlet)"
        },
        {
          "action": {
            "to": "H7",
            "type": "step"
          },
          "label": "Step west to H7"
        },
        {
          "action": {
            "type": "stop_moving"
          },
          "label": "Stop moving (3 squares unused)"
        }
      ],
      "name": "a Move from the edge of the forest",
      "prompt": "Go on moving (3 squares left) or stop",
      "view": {
        "actions_left": 2,
        "active": 0,
        "attack": null,
        "attack_dice": null,
        "deck_sizes": [
          15,
          10,
          10,
          14,
          4
        ],
        "first_player_rolls": [
          [
            [
              "Shield",
              "Gem",
              "Shield"
            ],
            [
              "Star",
              "Star",
              "TwoHits"
            ]
          ]
        ],
        "legal_actions": [
          {
            "to": "I6",
            "type": "step"
          },
          {
            "to": "J7",
            "type": "step"
          },
          {
            "to": "I8",
            "type": "step"
          },
          {
            "to": "H7",
            "type": "step"
          },
          {
            "type": "stop_moving"
          }
        ],
        "outcome": null,
        "pending": {
          "prompt": {
            "must_enter": null,
            "squares_left": 3,
            "type": "continue_move"
          },
          "seat": 0
        },
        "players": [
          {
            "big_key": false,
            "bombs": 0,
            "character": "Gwenivere",
            "gems": 8,
            "gems_to_goal": 32,
            "health": 6,
            "passed_out": false,
            "place": "I7",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 0,
            "small_keys": 0,
            "treasures": [
              {
                "state": "FaceUp",
                "treasure": "PowerGauntlet"
              }
            ]
          },
          {
            "big_key": false,
            "bombs": 0,
            "character": "Lancelot",
            "gems": null,
            "gems_to_goal": null,
            "health": 6,
            "passed_out": false,
            "place": "J11",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 1,
            "small_keys": 0,
            "treasures": []
          }
        ],
        "revealed": null,
        "squares": [
          {
            "enemy": null,
            "items": [
              "SmallKey"
            ],
            "object": null,
            "square": "J7"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Rock",
            "square": "I8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "J8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "H9"
          },
          {
            "enemy": null,
            "items": [],
            "object": {
              "SmallChest": {
                "open": false
              }
            },
            "square": "I9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 1,
              "holds_stolen": false,
              "kind": "CarnivorousPlant"
            },
            "items": [],
            "object": null,
            "square": "K10"
          }
        ],
        "step_back": null,
        "supply": {
          "bombs": 5,
          "bushes": 20,
          "dark_knights": 8,
          "mimics": 8,
          "plants": 7,
          "rocks": 11,
          "small_keys": 7
        },
        "tiles": [
          {
            "id": "U01",
            "name": "Quiet Glade",
            "populated": true,
            "rows": [
              "T....T",
              "..BB..",
              ".BC...",
              "....P.",
              "......",
              "T....T"
            ],
            "slot": {
              "col": 1,
              "row": 1
            }
          }
        ],
        "tiles_in_stack": 1,
        "turn": 1,
        "viewer": {
          "Seat": 0
        }
      }
    },
    {
      "choices": [
        {
          "action": {
            "into": "OneHit",
            "type": "convert_star"
          },
          "label": "Count the Star as 1 Hit: 2 Hits, enough for the Dark Knight at J9"
        },
        {
          "action": {
            "into": "TwoHits",
            "type": "convert_star"
          },
          "label": "Count the Star as 2 Hits: 3 Hits, enough for the Dark Knight at J9"
        },
        {
          "action": {
            "into": "Gem",
            "type": "convert_star"
          },
          "label": "Count the Star as a Gem: 1 Hit, not enough for the Dark Knight at J9 (2 Hits to kill); 1 Gem"
        }
      ],
      "name": "a Star to count against a Dark Knight",
      "prompt": "Count a Star as what? You rolled 1 Hit, Star, Blank: 1 Hit so far against the Dark Knight at J9 (2 Hits to kill)",
      "view": {
        "actions_left": 2,
        "active": 0,
        "attack": {
          "bombed": [],
          "gems": 0,
          "hits": 1,
          "killed": [],
          "kind": "Sword",
          "stars_left": 1,
          "targets": [
            "J9"
          ]
        },
        "attack_dice": [
          "OneHit",
          "Star",
          "Blank"
        ],
        "deck_sizes": [
          15,
          10,
          10,
          14,
          4
        ],
        "first_player_rolls": [
          [
            [
              "Shield",
              "Gem",
              "Shield"
            ],
            [
              "Star",
              "Star",
              "TwoHits"
            ]
          ]
        ],
        "legal_actions": [
          {
            "into": "OneHit",
            "type": "convert_star"
          },
          {
            "into": "TwoHits",
            "type": "convert_star"
          },
          {
            "into": "Gem",
            "type": "convert_star"
          }
        ],
        "outcome": null,
        "pending": {
          "prompt": {
            "dice": [
              "OneHit",
              "Star",
              "Blank"
            ],
            "type": "convert_star"
          },
          "seat": 0
        },
        "players": [
          {
            "big_key": false,
            "bombs": 1,
            "character": "Gwenivere",
            "gems": 0,
            "gems_to_goal": 40,
            "health": 6,
            "passed_out": false,
            "place": "I10",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 0,
            "small_keys": 0,
            "treasures": []
          },
          {
            "big_key": false,
            "bombs": 0,
            "character": "Lancelot",
            "gems": null,
            "gems_to_goal": null,
            "health": 6,
            "passed_out": false,
            "place": "J11",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 1,
            "small_keys": 0,
            "treasures": []
          }
        ],
        "revealed": null,
        "squares": [
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "I8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "J8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "H9"
          },
          {
            "enemy": null,
            "items": [],
            "object": {
              "SmallChest": {
                "open": false
              }
            },
            "square": "I9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 2,
              "holds_stolen": false,
              "kind": "DarkKnight"
            },
            "items": [],
            "object": null,
            "square": "J9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 1,
              "holds_stolen": false,
              "kind": "CarnivorousPlant"
            },
            "items": [],
            "object": null,
            "square": "K10"
          }
        ],
        "step_back": null,
        "supply": {
          "bombs": 4,
          "bushes": 19,
          "dark_knights": 7,
          "mimics": 8,
          "plants": 7,
          "rocks": 12,
          "small_keys": 8
        },
        "tiles": [
          {
            "id": "U01",
            "name": "Quiet Glade",
            "populated": true,
            "rows": [
              "T....T",
              "..BB..",
              ".BC...",
              "....P.",
              "......",
              "T....T"
            ],
            "slot": {
              "col": 1,
              "row": 1
            }
          }
        ],
        "tiles_in_stack": 1,
        "turn": 1,
        "viewer": {
          "Seat": 0
        }
      }
    },
    {
      "choices": [
        {
          "action": {
            "target": "J9",
            "type": "kill"
          },
          "label": "Kill the Dark Knight at J9 (2 of 2 Hits)"
        },
        {
          "action": {
            "target": "J10",
            "type": "kill"
          },
          "label": "Kill the Mimic at J10 (1 of 2 Hits)"
        }
      ],
      "name": "2 Hits for a Dark Knight or a Mimic",
      "prompt": "Choose the Enemy to kill (2 Hits to spend)",
      "view": {
        "actions_left": 2,
        "active": 0,
        "attack": {
          "bombed": [],
          "gems": 0,
          "hits": 2,
          "killed": [],
          "kind": "Sword",
          "stars_left": 0,
          "targets": [
            "J9",
            "J10"
          ]
        },
        "attack_dice": [
          "TwoHits",
          "Blank",
          "Blank"
        ],
        "deck_sizes": [
          15,
          10,
          10,
          14,
          4
        ],
        "first_player_rolls": [
          [
            [
              "Shield",
              "Gem",
              "Shield"
            ],
            [
              "Star",
              "Star",
              "TwoHits"
            ]
          ]
        ],
        "legal_actions": [
          {
            "target": "J9",
            "type": "kill"
          },
          {
            "target": "J10",
            "type": "kill"
          }
        ],
        "outcome": null,
        "pending": {
          "prompt": {
            "hits_left": 2,
            "type": "assign_hits"
          },
          "seat": 0
        },
        "players": [
          {
            "big_key": false,
            "bombs": 1,
            "character": "Gwenivere",
            "gems": 0,
            "gems_to_goal": 40,
            "health": 6,
            "passed_out": false,
            "place": "I10",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 0,
            "small_keys": 0,
            "treasures": []
          },
          {
            "big_key": false,
            "bombs": 0,
            "character": "Lancelot",
            "gems": null,
            "gems_to_goal": null,
            "health": 6,
            "passed_out": false,
            "place": "J11",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 1,
            "small_keys": 0,
            "treasures": []
          }
        ],
        "revealed": null,
        "squares": [
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "I8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "J8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "H9"
          },
          {
            "enemy": null,
            "items": [],
            "object": {
              "SmallChest": {
                "open": false
              }
            },
            "square": "I9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 2,
              "holds_stolen": false,
              "kind": "DarkKnight"
            },
            "items": [],
            "object": null,
            "square": "J9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 1,
              "holds_stolen": false,
              "kind": "Mimic"
            },
            "items": [],
            "object": null,
            "square": "J10"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 1,
              "holds_stolen": false,
              "kind": "CarnivorousPlant"
            },
            "items": [],
            "object": null,
            "square": "K10"
          }
        ],
        "step_back": null,
        "supply": {
          "bombs": 4,
          "bushes": 19,
          "dark_knights": 7,
          "mimics": 7,
          "plants": 7,
          "rocks": 12,
          "small_keys": 8
        },
        "tiles": [
          {
            "id": "U01",
            "name": "Quiet Glade",
            "populated": true,
            "rows": [
              "T....T",
              "..BB..",
              ".BC...",
              "....P.",
              "......",
              "T....T"
            ],
            "slot": {
              "col": 1,
              "row": 1
            }
          }
        ],
        "tiles_in_stack": 1,
        "turn": 1,
        "viewer": {
          "Seat": 0
        }
      }
    },
    {
      "choices": [
        {
          "action": {
            "to": "J9",
            "type": "step"
          },
          "label": "Step north to J9"
        },
        {
          "action": {
            "to": "I10",
            "type": "step"
          },
          "label": "Step west to I10"
        },
        {
          "action": {
            "type": "stop_moving"
          },
          "label": "Stop moving (2 squares unused)"
        },
        {
          "action": {
            "type": "undo_step"
          },
          "label": "Take back the step to J10 (back to I10)"
        }
      ],
      "name": "a step that may be taken back",
      "prompt": "Go on moving (2 squares left) or stop",
      "view": {
        "actions_left": 2,
        "active": 0,
        "attack": null,
        "attack_dice": null,
        "deck_sizes": [
          15,
          10,
          10,
          14,
          4
        ],
        "first_player_rolls": [
          [
            [
              "Shield",
              "Gem",
              "Shield"
            ],
            [
              "Star",
              "Star",
              "TwoHits"
            ]
          ]
        ],
        "legal_actions": [
          {
            "to": "J9",
            "type": "step"
          },
          {
            "to": "I10",
            "type": "step"
          },
          {
            "type": "stop_moving"
          },
          {
            "type": "undo_step"
          }
        ],
        "outcome": null,
        "pending": {
          "prompt": {
            "must_enter": null,
            "squares_left": 2,
            "type": "continue_move"
          },
          "seat": 0
        },
        "players": [
          {
            "big_key": false,
            "bombs": 0,
            "character": "Gwenivere",
            "gems": 0,
            "gems_to_goal": 40,
            "health": 6,
            "passed_out": false,
            "place": "J10",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 0,
            "small_keys": 0,
            "treasures": []
          },
          {
            "big_key": false,
            "bombs": 0,
            "character": "Lancelot",
            "gems": null,
            "gems_to_goal": null,
            "health": 6,
            "passed_out": false,
            "place": "J11",
            "relics": [
              false,
              false,
              false
            ],
            "resigned": false,
            "seat": 1,
            "small_keys": 0,
            "treasures": []
          }
        ],
        "revealed": null,
        "squares": [
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "I8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "J8"
          },
          {
            "enemy": null,
            "items": [],
            "object": "Bush",
            "square": "H9"
          },
          {
            "enemy": null,
            "items": [],
            "object": {
              "SmallChest": {
                "open": false
              }
            },
            "square": "I9"
          },
          {
            "enemy": {
              "facing": "S",
              "health": 1,
              "holds_stolen": false,
              "kind": "CarnivorousPlant"
            },
            "items": [],
            "object": null,
            "square": "K10"
          }
        ],
        "step_back": "I10",
        "supply": {
          "bombs": 5,
          "bushes": 19,
          "dark_knights": 8,
          "mimics": 8,
          "plants": 7,
          "rocks": 12,
          "small_keys": 8
        },
        "tiles": [
          {
            "id": "U01",
            "name": "Quiet Glade",
            "populated": true,
            "rows": [
              "T....T",
              "..BB..",
              ".BC...",
              "....P.",
              "......",
              "T....T"
            ],
            "slot": {
              "col": 1,
              "row": 1
            }
          }
        ],
        "tiles_in_stack": 1,
        "turn": 1,
        "viewer": {
          "Seat": 0
        }
      }
    }
  ],
  "names": [
    "ann",
    "bob"
  ]
};
