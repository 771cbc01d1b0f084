//! Setting a game up: shuffles, the initial tiles, starting kits and the roll for first player.

use std::collections::VecDeque;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use super::{Cell, Config, Deck, Game, Phase, Player, Supply, Turn, shuffle};
use crate::action::Action;
use crate::data::{self, FOREST_N, INITIAL_SLOTS, MAX_HEALTH};
use crate::error::{ReplayError, SetupError};
use crate::geometry::Slot;
use crate::types::{Face, Seat};

impl Game {
    /// Starts a game: shuffles tiles and decks, places the 4 initial tiles and rolls for the first player.
    ///
    /// # Errors
    /// [`SetupError`] for a wrong player count or a repeated Character.
    pub fn new(config: Config, seed: u64) -> Result<Self, SetupError> {
        let n = config.characters.len();
        if !(data::MIN_PLAYERS..=data::MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        for (i, c) in config.characters.iter().enumerate() {
            if config.characters[..i].contains(c) {
                return Err(SetupError::DuplicateCharacter(*c));
            }
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let tiles = data::tiles();
        let mut unnamed: Vec<usize> = (0..tiles.len()).filter(|&i| !tiles[i].named).collect();
        let named: Vec<usize> = (0..tiles.len()).filter(|&i| tiles[i].named).collect();
        // Rulebook: shuffle the unnamed tiles, lay out 4, shuffle the named ones into the rest.
        shuffle(&mut unnamed, &mut rng);
        let initial: Vec<usize> = unnamed.drain(..INITIAL_SLOTS.len()).collect();
        let mut stack = unnamed;
        stack.extend(named);
        shuffle(&mut stack, &mut rng);

        let b = data::BOX;
        let supply = Supply {
            bushes: b.bushes,
            rocks: b.rocks,
            plants: b.plants,
            mimics: b.mimics,
            dark_knights: b.dark_knights,
            bombs: b.bombs,
            small_keys: b.small_keys,
        };
        let litter = Deck::new(data::LITTER_DECK, &mut rng);
        let small_loot = Deck::new(data::SMALL_LOOT_DECK, &mut rng);
        let big_loot = Deck::new(data::BIG_LOOT_DECK, &mut rng);
        let small_treasures = Deck::new(data::SMALL_TREASURE_DECK, &mut rng);
        let big_treasures = Deck::new(data::BIG_TREASURE_DECK, &mut rng);

        let players = config
            .characters
            .iter()
            .map(|&character| Player {
                character,
                place: None,
                entered_forest: false,
                health: MAX_HEALTH,
                passed_out: false,
                resigned: false,
                wallet: 0,
                small_keys: 0,
                bombs: 0,
                big_key: false,
                took_big_key: false,
                relics: [false; 3],
                treasures: Vec::new(),
            })
            .collect();
        let mut game = Self {
            players,
            cells: vec![Cell::default(); FOREST_N * FOREST_N],
            slots: [None; 16],
            stack,
            supply,
            litter,
            small_loot,
            big_loot,
            small_treasures,
            big_treasures,
            rng,
            forced_dice: VecDeque::new(),
            turn: Turn {
                seat: Seat(0),
                number: 1,
                actions_used: 0,
                moves_started: 0,
                bow_used: false,
                reroll_used: false,
                speed_potion_pending: false,
                bonus_actions: 0,
                knocked_out: false,
                undo: Vec::new(),
            },
            phase: Phase::Actions,
            outcome: None,
            next_enemy_id: 0,
            first_player_rolls: Vec::new(),
            ask_activation_order: config.ask_activation_order,
            auto_enemy_ties: config.auto_enemy_ties,
            enemy_health: config.enemy_health,
            treasure_values: config.treasure_values,
            speed_potion: config.speed_potion,
        };
        for (slot, tile) in INITIAL_SLOTS.iter().zip(initial) {
            game.reveal(
                Slot {
                    row: slot.0 as u8,
                    col: slot.1 as u8,
                },
                tile,
            );
        }
        for i in 0..game.players.len() {
            let kit = data::starting_kit(game.players[i].character);
            let keys = kit.small_keys.min(game.supply.small_keys);
            game.supply.small_keys -= keys;
            game.players[i].small_keys += keys;
            let bombs = kit.bombs.min(game.supply.bombs);
            game.supply.bombs -= bombs;
            game.players[i].bombs += bombs;
        }
        game.turn.seat = game.roll_for_first_player();
        Ok(game)
    }

    /// Rebuilds a game from its configuration, seed and action log, as a server does after a restart.
    ///
    /// # Errors
    /// [`ReplayError`] naming the setup problem or the first action of the log that was rejected.
    pub fn replay(config: Config, seed: u64, log: &[(Seat, Action)]) -> Result<Self, ReplayError> {
        let mut game = Self::new(config, seed).map_err(ReplayError::Setup)?;
        for (index, (seat, action)) in log.iter().enumerate() {
            game.apply(*seat, *action)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(game)
    }

    /// Rulebook: everyone rolls 3 dice, most Stars goes first; ruling: tied leaders reroll.
    fn roll_for_first_player(&mut self) -> Seat {
        let mut contenders: Vec<usize> = (0..self.players.len()).collect();
        loop {
            let mut round = vec![Vec::new(); self.players.len()];
            let mut best = 0;
            for &i in &contenders {
                let faces: Vec<Face> = (0..data::ATTACK_DICE).map(|_| self.roll_die()).collect();
                best = best.max(faces.iter().filter(|f| **f == Face::Star).count());
                round[i] = faces;
            }
            self.first_player_rolls.push(round.clone());
            contenders.retain(|&i| round[i].iter().filter(|f| **f == Face::Star).count() == best);
            if contenders.len() == 1 {
                return Seat(contenders[0] as u8);
            }
        }
    }
}
