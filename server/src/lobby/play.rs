//! The game: start, act, resign, prompt timeouts, rematch and the end.
//!
//! An action is checked once by the engine ([`HostedGame::check`]); the [`Checked`](crate::game::Checked) token it
//! returns is what [`Lobby::commit`] logs and then applies.

use super::commit::{Change, Effect, Start, aborted};
use super::{Answer, ConnId, Lobby, hash_token, new_seed, new_token};
use crate::game::log::GameSetup;
use crate::game::{Abandoned, Checked, HostedGame, Refusal, guarded};
use crate::store::StoredSeat;
use protocol::{
    BotLevel, ErrorCode, GameAction, GameResult, LobbyEvent, LobbyStatus, Seat, Version,
};
use tokio::time::Instant;

impl Lobby {
    pub(super) async fn start_game(&mut self, conn: ConnId) -> Answer {
        let me = self.seat_of(conn)?;
        if self.table.host != Some(me) {
            return Err(Refusal::new(ErrorCode::NotHost, "only the host may start"));
        }
        self.require_open()?;
        if !self.table.seats.iter().all(|s| s.name.is_some() && s.ready) {
            return Err(Refusal::new(
                ErrorCode::NotReady,
                "every seat must be taken and ready",
            ));
        }
        let v = self.begin_game().await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Who sits where in the next game: `order[new]` is the seat its holder had. A Camelot
    /// rematch swaps the two players, so colours alternate (seat 0 always plays White); Super
    /// Camelot keeps its seats.
    fn next_order(&self) -> Vec<usize> {
        let n = self.table.seats.len();
        let swap = self.status == LobbyStatus::Finished
            && HostedGame::policy(&self.config).rematch_swaps_seats;
        if swap {
            (0..n).rev().collect()
        } else {
            (0..n).collect()
        }
    }

    /// Starts game number `game_no + 1` with a fresh seed: recorded first, then announced.
    ///
    /// The seats as they stand at the start (moved for a Camelot rematch, ready and rematch
    /// reset) are recorded in the same transaction.
    pub(super) async fn begin_game(&mut self) -> Result<Version, Refusal> {
        let seed = new_seed();
        let order = self.next_order();
        let mut characters: Vec<Option<String>> = order
            .iter()
            .map(|&old| self.table.seats[old].character.clone())
            .collect();
        HostedGame::fill_characters(&self.config, &mut characters);
        let setup = GameSetup {
            config: self.config.clone(),
            characters: characters.iter().flatten().cloned().collect(),
            players: order
                .iter()
                .map(|&old| self.table.seats[old].name.clone().unwrap_or_default())
                .collect(),
            bots: order.iter().map(|&old| self.table.seats[old].bot).collect(),
        };
        let engine = match guarded(|| HostedGame::new(&setup.config, &setup.characters, seed)) {
            Ok(Ok(engine)) => engine.with_names(&setup.players),
            Ok(Err(msg)) => return Err(Refusal::new(ErrorCode::WrongGame, msg)),
            Err(fault) => {
                self.fault(fault);
                return Err(aborted());
            }
        };
        let setup = serde_json::to_string(&setup)
            .map_err(|e| Refusal::new(ErrorCode::StoreFailure, e.to_string()))?;
        // A connected player who changes seats hears `seated` with its own token again: the token
        // follows its player, so one who drops before reading `seated` still reclaims the new
        // seat with the token it holds. (A connected seat's token is always known: it was taken
        // with `sit` or reclaimed with `hello`; a fresh one is the fallback all the same.)
        let moved_tokens: Vec<Option<String>> = order
            .iter()
            .enumerate()
            .map(|(new, &old)| {
                let s = &self.table.seats[old];
                (new != old && s.conn.is_some())
                    .then(|| s.token.as_ref().map_or_else(new_token, |t| t.0.clone()))
            })
            .collect();
        let stored: Vec<StoredSeat> = order
            .iter()
            .zip(&characters)
            .zip(&moved_tokens)
            .enumerate()
            .filter_map(|(new, ((&old, character), token))| {
                let s = &self.table.seats[old];
                Some(StoredSeat {
                    seat: Seat::try_from(new).ok()?,
                    name: s.name.clone()?,
                    token_hash: token
                        .as_deref()
                        .map(hash_token)
                        .or_else(|| s.token_hash.clone())?,
                    ready: false,
                    character: character.clone(),
                    rematch: false,
                    bot: s.bot,
                })
            })
            .collect();
        let host = self.table.host.and_then(|h| {
            order
                .iter()
                .position(|&old| old == usize::from(h))
                .and_then(|new| Seat::try_from(new).ok())
        });
        let game_no = self.game.no + 1;
        let start = Start {
            game_no,
            seed,
            setup,
            engine,
            order,
            characters,
            moved_tokens,
            stored,
            host,
        };
        self.commit(Change {
            event: LobbyEvent::Started { game_no },
            effect: Effect::Start(Box::new(start)),
        })
        .await
    }

    pub(super) fn require_playing(&self, seat: Seat, v: Version) -> Answer {
        match self.status {
            LobbyStatus::Playing => {}
            LobbyStatus::Finished => {
                return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
            }
            _ => return Err(Refusal::new(ErrorCode::NotStarted, "no game is running")),
        }
        if usize::from(seat) >= self.table.seats.len() {
            return Err(Refusal::new(ErrorCode::NoSuchSeat, "no such seat"));
        }
        if v != self.v {
            return Err(Refusal::new(
                ErrorCode::StaleVersion,
                format!("made against version {v}, the lobby is at {}", self.v),
            ));
        }
        Ok(())
    }

    pub(super) async fn act(&mut self, conn: ConnId, v: Version, action: GameAction) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        self.check_clock(seat).await?;
        let v = self.perform(seat, action).await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Before a seat's action: when the running clock has run out (its timer not yet handled),
    /// the flag falls first, and the action is refused.
    async fn check_clock(&mut self, seat: Seat) -> Answer {
        let now = Instant::now();
        let Some(running) = self
            .game
            .clock
            .as_ref()
            .filter(|c| c.expired(now))
            .and_then(super::clock::Clock::running)
        else {
            return Ok(());
        };
        self.time_up().await;
        Err(if running == seat {
            Refusal::new(ErrorCode::TimeUp, "your time ran out")
        } else {
            Refusal::new(
                ErrorCode::StaleVersion,
                "another seat's time ran out first; a fresh sync follows",
            )
        })
    }

    /// The running clock has run out: the flag falls, as a logged play. In Camelot that ends
    /// the game; in Super Camelot the server then plays the engine's default answers until the
    /// turn passes (RULES.md SC21).
    pub(super) async fn time_up(&mut self) {
        let Some(seat) = self
            .game
            .clock
            .as_ref()
            .and_then(super::clock::Clock::running)
        else {
            return;
        };
        if self.status != LobbyStatus::Playing {
            return;
        }
        let Some(game) = &self.game.running else {
            return;
        };
        let checked = match guarded(|| game.engine.check_timeout(seat)) {
            Ok(Ok(checked)) => checked,
            Ok(Err(refusal)) => {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "a flag fall was refused");
                return;
            }
            Err(fault) => return self.fault(fault),
        };
        tracing::info!(lobby = %self.code, seat, "time ran out");
        if self
            .play_checked(Change::play(checked, None))
            .await
            .is_err()
        {
            return;
        }
        // A correspondence game of Super Camelot goes on without the player: a computer player
        // takes the seat over and plays it from here (RULES.md SC25).
        if self.config.days().is_some()
            && self.status == LobbyStatus::Playing
            && HostedGame::policy(&self.config).abandoned == Abandoned::ComputerTakesOver
        {
            return self.hand_to_computer(seat).await;
        }
        // Super Camelot: the turn's defaults, each an ordinary logged action, until another
        // turn begins (a turn has a bounded number of decisions; the cap only guards a fault).
        for _ in 0..64 {
            let Some(game) = &self.game.running else {
                return;
            };
            if self.status != LobbyStatus::Playing {
                return;
            }
            let owner = guarded(|| game.engine.clock_owner()).ok().flatten();
            if owner.map(|(s, _)| s) != Some(seat) {
                return;
            }
            let default = match guarded(|| game.engine.default_action()) {
                Ok(Some((who, action))) if who == seat => action,
                Ok(_) => return,
                Err(fault) => return self.fault(fault),
            };
            if let Err(refusal) = self.perform(seat, default).await {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "a default action was refused");
                return;
            }
        }
    }

    /// Checks one action by `seat` with the engine, then plays it. Returns the version it
    /// produced.
    pub(super) async fn perform(
        &mut self,
        seat: Seat,
        action: GameAction,
    ) -> Result<Version, Refusal> {
        // Validate: nothing changes yet. From here on only the canonical form of the action (the
        // engine's own serialization of what it parsed) is logged, applied and shown.
        let checked = self.check_with(|engine| engine.check(seat, &action))?;
        let left_ms = self
            .game
            .clock
            .as_ref()
            .and_then(|c| c.after_move(seat, Instant::now()));
        self.play_checked(Change::play(checked, left_ms)).await
    }

    /// Asks the running game to check a play (nothing changes). An engine panic aborts the
    /// lobby.
    pub(super) fn check_with(
        &mut self,
        check: impl FnOnce(&HostedGame) -> Result<Checked, Refusal>,
    ) -> Result<Checked, Refusal> {
        let Some(game) = &self.game.running else {
            return Err(Refusal::new(ErrorCode::NotStarted, "no game is running"));
        };
        match guarded(|| check(&game.engine)) {
            Ok(checked) => checked,
            Err(fault) => {
                self.fault(fault);
                Err(aborted())
            }
        }
    }

    pub(super) async fn resign(&mut self, conn: ConnId, v: Version) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        // A seat resigns once, while the game runs. In a game of two, or when one seat is left
        // standing, that ends it.
        let checked = self.check_with(|engine| engine.check_resign(seat))?;
        let v = self.play_checked(Change::play(checked, None)).await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Commits a play; when it ends the game, commits the end too (one more version). Returns
    /// the play's version.
    pub(super) async fn play_checked(&mut self, change: Change) -> Result<Version, Refusal> {
        let v = self.commit(change).await?;
        // The action ended the game: record and announce the result (the lobby becomes
        // `finished` with it).
        if self.status == LobbyStatus::Playing {
            let result = self
                .game
                .running
                .as_ref()
                .map(|g| guarded(|| g.engine.result()))
                .transpose();
            match result {
                Ok(Some(Some(result))) => self.finish(result).await,
                Ok(_) => {}
                Err(fault) => self.fault(fault),
            }
        }
        Ok(v)
    }

    /// Records and announces the end of the game (one more version).
    async fn finish(&mut self, result: GameResult) {
        let change = Change {
            event: LobbyEvent::GameOver {
                result: result.clone(),
            },
            effect: Effect::GameOver(result),
        };
        // Only an engine fault fails it, and the fault has aborted the lobby already.
        let _ = self.commit(change).await;
    }

    /// Starts (or stops) the clock on a prompt pending for a seat other than the active player.
    pub(super) fn arm_prompt_timer(&mut self) {
        let timed = self.status == LobbyStatus::Playing
            && self
                .game
                .running
                .as_ref()
                .is_some_and(|g| guarded(|| g.engine.timed_prompt()).unwrap_or(false));
        self.game.prompt_deadline = timed.then(|| Instant::now() + self.prompt_timeout());
    }

    /// How long a seat other than the active player has to answer a prompt: the server's
    /// setting, or in a correspondence game a quarter of its days per turn (RULES.md SC25).
    pub(super) fn prompt_timeout(&self) -> std::time::Duration {
        self.config.days().map_or(self.env.prompt_timeout, |days| {
            self.env.tempo.correspondence_day * u32::from(days) / 4
        })
    }

    /// The prompt's time is up: apply the engine's default answer like any other action.
    pub(super) async fn prompt_timed_out(&mut self) {
        self.game.prompt_deadline = None;
        if self.status != LobbyStatus::Playing {
            return;
        }
        let Some(game) = &self.game.running else {
            return;
        };
        let default = match guarded(|| game.engine.default_action()) {
            Ok(d) => d,
            Err(fault) => return self.fault(fault),
        };
        if let Some((seat, action)) = default {
            tracing::info!(lobby = %self.code, seat, "prompt timed out; applying the default");
            if let Err(refusal) = self.perform(seat, action).await {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "default action refused");
                // Try again later rather than stall the game (a store failure, say).
                if self.ending.is_none() {
                    self.arm_prompt_timer();
                }
            }
        }
    }

    pub(super) async fn rematch(&mut self, conn: ConnId) -> Answer {
        let seat = self.seat_of(conn)?;
        if self.status != LobbyStatus::Finished {
            return Err(Refusal::new(
                ErrorCode::NotStarted,
                "a rematch follows a finished game",
            ));
        }
        let s = &self.table.seats[usize::from(seat)];
        if s.rematch {
            return Err(super::seats::unchanged(
                "you have already asked for a rematch".into(),
            ));
        }
        let effect = Effect::SeatState {
            seat,
            ready: s.ready,
            character: s.character.clone(),
            rematch: true,
        };
        let v = self
            .commit(Change {
                event: LobbyEvent::RematchRequested { seat },
                effect,
            })
            .await?;
        let v = if self
            .table
            .seats
            .iter()
            .all(|s| s.rematch || s.bot.is_some())
        {
            self.begin_game().await?
        } else {
            v
        };
        self.ack(conn, v);
        Ok(())
    }

    /// A seat whose correspondence time ran out goes to a computer player of middle strength,
    /// as a logged takeover (the seat names itself as the one who handed it over).
    async fn hand_to_computer(&mut self, seat: Seat) {
        let level = BotLevel::Medium;
        let checked = match self.check_with(|engine| engine.check_takeover(seat, level)) {
            Ok(checked) => checked,
            Err(refusal) => {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "a timed-out seat could not be handed over");
                return;
            }
        };
        tracing::info!(lobby = %self.code, seat, "a computer player takes over a timed-out seat");
        if let Err(refusal) = self.play_checked(Change::play(checked, None)).await {
            tracing::warn!(lobby = %self.code, message = %refusal.message, "handing a timed-out seat over failed");
        }
    }
}
