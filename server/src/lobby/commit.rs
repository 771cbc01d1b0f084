//! The one commit path: every change of a lobby's versioned state goes through
//! [`Lobby::commit`].
//!
//! Handlers validate a request against the state as it stands and describe what it would do as a
//! [`Change`]: the event everyone hears and its [`Effect`]. They change nothing. `commit` then
//! assigns the next version, writes the change to the store, and only once the store accepted it
//! applies the effect to the lobby, moves the version on and fans the event out. A store failure
//! therefore leaves the lobby exactly as it was, in memory and for everyone.

use super::fanout::Told;
use super::{ConnId, Ending, Lobby, Outbound, Running, SeatState, SeatToken, store_refusal};
use crate::game::log;
use crate::game::{Checked, EngineFault, HostedGame, Play, Refusal, guarded};
use crate::store::{NewGame, StoredSeat};
use protocol::{
    BotLevel, ErrorCode, GameResult, LobbyEvent, LobbyStatus, Seat, ServerMsg, Version, close,
};
use std::sync::atomic::Ordering;

/// A validated change, not yet recorded.
#[derive(Debug)]
pub(super) struct Change {
    /// What everyone is told, at the change's version.
    pub(super) event: LobbyEvent,
    /// What it does to the lobby.
    pub(super) effect: Effect,
}

/// What a change does, with everything needed to record it and then apply it.
// One value per change, moved once: the variants' sizes do not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub(super) enum Effect {
    /// A seat's connection arrived (`conn`) or went away (`None`, already forgotten). Only the
    /// version is stored.
    Presence { seat: Seat, conn: Option<ConnId> },
    /// Connection `conn` takes a free seat under `name`; `token` goes to it alone, its hash to
    /// the store.
    Sit {
        seat: Seat,
        name: String,
        token: String,
        token_hash: String,
        conn: ConnId,
        host: Option<Seat>,
    },
    /// A seat is freed before the start (left or kicked); `host` is the host afterwards.
    Free { seat: Seat, host: Option<Seat> },
    /// A seat's lobby state (ready, Character, rematch request) becomes this.
    SeatState {
        seat: Seat,
        ready: bool,
        character: Option<String>,
        rematch: bool,
    },
    /// The next game starts.
    Start(Box<Start>),
    /// The host seats a computer player before the start (ready at once).
    SitBot {
        seat: Seat,
        name: String,
        token_hash: String,
        level: BotLevel,
    },
    /// A checked play (action, resignation, flag fall, abandonment, takeover) is played;
    /// `left_ms` is a Camelot clock after a move, logged with it.
    Play {
        checked: Checked,
        left_ms: Option<Vec<u64>>,
    },
    /// A seat's player has been away for the grace period. Only the version is stored: after a
    /// restart every grace period starts again.
    Abandoned { seat: Seat },
    /// Every human player left the running game: it is aborted and the lobby closes.
    Abort { reason: String },
    /// The game is over.
    GameOver(GameResult),
}

/// A game about to start: built and checked, not yet recorded.
#[derive(Debug)]
pub(super) struct Start {
    pub(super) game_no: u32,
    pub(super) seed: u64,
    /// The setup as stored.
    pub(super) setup: String,
    pub(super) engine: HostedGame,
    /// `order[new]` is the seat its holder had before the start.
    pub(super) order: Vec<usize>,
    /// Each new seat's Character.
    pub(super) characters: Vec<Option<String>>,
    /// For each connected player whose seat moves, the token `seated` repeats with the new seat:
    /// the player's own (a token belongs to its player, not to a seat).
    pub(super) moved_tokens: Vec<Option<String>>,
    /// The seats as recorded with the game.
    pub(super) stored: Vec<StoredSeat>,
    pub(super) host: Option<Seat>,
}

impl Change {
    /// The change that plays a checked play; `left_ms` is a Camelot clock after a move.
    pub(super) fn play(checked: Checked, left_ms: Option<Vec<u64>>) -> Self {
        let seat = checked.seat();
        let event = match checked.play() {
            Play::Act { action } => LobbyEvent::Acted {
                seat,
                action: action.clone(),
            },
            Play::Resign => LobbyEvent::Resigned { seat },
            Play::Timeout => LobbyEvent::TimedOut { seat },
            // The claimant and the seat that hands a seat over are the handler's to name; these
            // are what a play alone says.
            Play::Abandoned => LobbyEvent::Abandoned { seat },
            Play::Bot { level } => LobbyEvent::BotTookOver {
                seat,
                level: *level,
                by: seat,
            },
            &Play::Offer { offer } => LobbyEvent::Offered { seat, offer },
            &Play::Accept { offer } => LobbyEvent::OfferAccepted { seat, offer },
            &Play::Decline { offer } => LobbyEvent::OfferDeclined { seat, offer },
            &Play::Withdraw { offer } => LobbyEvent::OfferWithdrawn { seat, offer },
        };
        Self {
            event,
            effect: Effect::Play { checked, left_ms },
        }
    }
}

/// The answer to a request whose change faulted the engine: the lobby is aborted.
pub(super) fn aborted() -> Refusal {
    Refusal::new(ErrorCode::LobbyClosed, "the game was aborted")
}

/// What applying an effect did.
struct Applied {
    /// The event carries each audience's view of the game.
    views: bool,
    /// The lobby's public summary changed.
    info: bool,
}

impl Lobby {
    /// Records `change` at the next version, then applies it and fans it out. Returns that
    /// version.
    ///
    /// # Errors
    /// The store failed (`store_failure`: nothing changed), or the engine faulted applying an
    /// action it had accepted (the lobby is then aborted).
    pub(super) async fn commit(&mut self, change: Change) -> Result<Version, Refusal> {
        let v = self.v + 1;
        let game_id = self.record(&change.effect, v).await?;
        let Change { event, effect } = change;
        let implied = self.implied(&effect);
        if !implied && let Err(fault) = self.materialise_views() {
            self.fault(fault);
            return Err(aborted());
        }
        let applied = self.apply(effect, game_id)?;
        self.v = v;
        let (decider, deadline_ms) = self.update_standing();
        self.nudge_if_waiting(decider, deadline_ms);
        let info = applied.info.then(|| self.info());
        let told = applied
            .views
            .then_some(if implied { Told::Implied } else { Told::Views });
        self.broadcast(&event, told, info.as_ref());
        if applied.views
            && let Some(game) = &mut self.game.running
        {
            // Sent: whoever must decide now was handed the decision at this instant (a computer
            // player's delay runs from here).
            game.changed_at = tokio::time::Instant::now();
        }
        if let Some(info) = info {
            self.env.registry.publish(info);
        }
        Ok(v)
    }

    /// Whether `effect` will be told by its event alone ([`crate::game::Host::implied`]): then
    /// the audiences' views are not built, before or after.
    fn implied(&self, effect: &Effect) -> bool {
        match (effect, &self.game.running) {
            (Effect::Play { checked, .. }, Some(g)) => g.engine.implied(checked.play()),
            _ => false,
        }
    }

    /// Writes a change and the version `v` it produces to the store. Returns the new game's id
    /// for a start.
    async fn record(&self, effect: &Effect, v: Version) -> Result<Option<i64>, Refusal> {
        let store = &self.env.store;
        let code = self.code.as_str();
        match effect {
            Effect::Presence { .. } => store.set_lobby(code, self.status, v, self.table.host).await,
            Effect::Sit {
                seat,
                name,
                token_hash,
                host,
                ..
            } => {
                store
                    .put_seat(code, *seat, name, token_hash, v, *host)
                    .await
            }
            Effect::Free { seat, host } => store.remove_seat(code, *seat, v, *host).await,
            Effect::SitBot {
                seat,
                name,
                token_hash,
                level,
            } => {
                store
                    .put_bot_seat(code, *seat, name, token_hash, *level, v)
                    .await
            }
            Effect::Abandoned { .. } => {
                store.set_lobby(code, self.status, v, self.table.host).await
            }
            Effect::Abort { .. } => match &self.game.running {
                Some(game) => store.abort_game(code, game.id, v).await,
                None => store.close_lobby(code).await,
            },
            Effect::SeatState {
                seat,
                ready,
                character,
                rematch,
            } => {
                store
                    .set_seat_state(code, *seat, *ready, character.as_deref(), *rematch, v)
                    .await
            }
            Effect::Start(start) => {
                let game = NewGame {
                    game_no: start.game_no,
                    kind: self.config.kind(),
                    setup: &start.setup,
                    seed: start.seed,
                    v,
                    host: start.host,
                    seats: &start.stored,
                };
                return store
                    .start_game(code, &game)
                    .await
                    .map(Some)
                    .map_err(|e| store_refusal(e, &self.stop));
            }
            Effect::Play { checked, left_ms } => {
                let Some(game) = &self.game.running else {
                    return Err(Refusal::new(ErrorCode::NotStarted, "no game is running"));
                };
                // The action is durably in the log before anyone sees its effect.
                // A correspondence game's plays carry the date: its deadlines are dates.
                let at_ms = self
                    .game
                    .clock
                    .as_ref()
                    .is_some_and(super::clock::Clock::on_calendar)
                    .then(crate::store::now_ms);
                let entry = log::entry(checked.play(), left_ms.as_deref(), at_ms)
                    .map_err(|e| Refusal::new(ErrorCode::StoreFailure, e.to_string()))?;
                store
                    .append_action(code, game.id, game.seq, checked.seat(), &entry, v)
                    .await
            }
            Effect::GameOver(result) => {
                if let Some(game) = &self.game.running
                    && let Err(e) = store.finish_game(code, game.id, result, v).await
                {
                    // The log already holds the deciding action: a restart replays to the same
                    // result, so the end is announced all the same.
                    tracing::warn!(lobby = %self.code, error = %e, "recording a result failed");
                }
                Ok(())
            }
        }
        .map(|()| None)
        .map_err(|e| store_refusal(e, &self.stop))
    }

    /// Applies a recorded change to the lobby (the version is moved on by the caller).
    fn apply(&mut self, effect: Effect, game_id: Option<i64>) -> Result<Applied, Refusal> {
        let lobby_only = Applied {
            views: false,
            info: true,
        };
        match effect {
            Effect::Presence { seat, conn } => {
                if let Some(conn) = conn {
                    let s = usize::from(seat);
                    if let Some(old) = self.table.seats[s].conn.filter(|old| *old != conn) {
                        self.send_to(
                            old,
                            Outbound::Close(
                                close::REPLACED,
                                "your seat was taken over by a new connection with your seat token"
                                    .into(),
                            ),
                        );
                        self.remove_conn(old);
                    }
                    // The newcomer is not among the connections yet: it syncs at this version
                    // right after.
                    self.table.seats[s].conn = Some(conn);
                    self.table.seats[s].away_since = None;
                    self.table.seats[s].abandoned = false;
                }
                Ok(lobby_only)
            }
            Effect::Sit {
                seat,
                name,
                token,
                token_hash,
                conn,
                host,
            } => {
                self.table.host = host;
                let s = &mut self.table.seats[usize::from(seat)];
                s.name = Some(name);
                s.token_hash = Some(token_hash);
                s.token = Some(SeatToken(token.clone()));
                s.conn = Some(conn);
                s.ready = false;
                if let Some(c) = self.audiences.conns.get_mut(&conn) {
                    c.seat = Some(seat);
                }
                self.send_msg(conn, &ServerMsg::Seated { seat, token });
                Ok(lobby_only)
            }
            Effect::Free { seat, host } => {
                self.table.host = host;
                let s = &mut self.table.seats[usize::from(seat)];
                let holder = s.conn.take();
                *s = SeatState::default();
                if let Some(holder) = holder
                    && let Some(c) = self.audiences.conns.get_mut(&holder)
                {
                    c.seat = None;
                }
                Ok(lobby_only)
            }
            Effect::SeatState {
                seat,
                ready,
                character,
                rematch,
            } => {
                let s = &mut self.table.seats[usize::from(seat)];
                s.ready = ready;
                s.character = character;
                s.rematch = rematch;
                Ok(lobby_only)
            }
            Effect::SitBot {
                seat,
                name,
                token_hash,
                level,
            } => {
                let s = &mut self.table.seats[usize::from(seat)];
                s.name = Some(name);
                s.token_hash = Some(token_hash);
                s.ready = true;
                s.bot = Some(level);
                Ok(lobby_only)
            }
            Effect::Abandoned { seat } => {
                self.table.seats[usize::from(seat)].abandoned = true;
                Ok(lobby_only)
            }
            Effect::Abort { reason } => {
                tracing::info!(lobby = %self.code, %reason, "aborting the game");
                if self.status == LobbyStatus::Playing {
                    self.env.metrics.games.fetch_sub(1, Ordering::Relaxed);
                }
                self.status = LobbyStatus::Aborted;
                self.game.prompt_deadline = None;
                self.game.clock = None;
                // The loop ends the actor once everyone has been told.
                self.ending = Some(Ending::Abandoned);
                Ok(lobby_only)
            }
            Effect::Start(start) => {
                let Some(id) = game_id else {
                    return Err(Refusal::new(ErrorCode::StoreFailure, "no game id"));
                };
                self.start(*start, id);
                // A new game: everyone gets it whole (and a rematch may have moved players
                // between seats, so no audience's last view is known to fit its connections).
                self.audiences.sent_views.clear();
                Ok(Applied {
                    views: true,
                    info: true,
                })
            }
            Effect::Play { checked, left_ms } => {
                let takeover = matches!(checked.play(), Play::Bot { .. });
                self.play(checked, left_ms)?;
                Ok(Applied {
                    views: true,
                    // The summary changes with the `game_over` that follows the end, not here
                    // (but a seat handed to a computer player shows at once).
                    info: takeover,
                })
            }
            Effect::GameOver(result) => {
                self.status = LobbyStatus::Finished;
                self.game.prompt_deadline = None;
                for s in &mut self.table.seats {
                    s.away_since = None;
                    s.abandoned = false;
                }
                self.game.result = Some(result);
                self.env.metrics.games.fetch_sub(1, Ordering::Relaxed);
                Ok(Applied {
                    views: true,
                    info: true,
                })
            }
        }
    }

    /// Installs a recorded new game: seats moved (a Camelot rematch), ready and rematch reset.
    /// A connected player whose seat moves gets `seated` with its new seat (and its own token)
    /// before the `started` event; every player keeps its token, which reclaims its new seat.
    fn start(&mut self, start: Start, id: i64) {
        let Start {
            game_no,
            engine,
            order,
            characters,
            moved_tokens,
            host,
            ..
        } = start;
        if self.game.running.is_none() || self.status == LobbyStatus::Finished {
            self.env.metrics.games.fetch_add(1, Ordering::Relaxed);
        }
        self.game.no = game_no;
        self.game.running = Some(Running {
            id,
            engine,
            seq: 0,
            changed_at: tokio::time::Instant::now(),
        });
        self.game.result = None;
        self.status = LobbyStatus::Playing;
        self.table.host = host;
        let mut old_seats: Vec<Option<SeatState>> = std::mem::take(&mut self.table.seats)
            .into_iter()
            .map(Some)
            .collect();
        self.table.seats = order
            .iter()
            .map(|&old| old_seats[old].take().unwrap_or_default())
            .collect();
        let mut moved = Vec::new();
        for (new, ((s, c), token)) in self
            .table
            .seats
            .iter_mut()
            .zip(characters)
            .zip(moved_tokens)
            .enumerate()
        {
            s.ready = false;
            s.rematch = false;
            s.character = c;
            let seat = Seat::try_from(new).unwrap_or(Seat::MAX);
            if let Some(token) = token {
                s.token_hash = Some(super::hash_token(&token));
                s.token = Some(SeatToken(token.clone()));
                if let Some(conn) = s.conn {
                    moved.push((conn, seat, token));
                }
            }
            if let Some(conn) = s.conn
                && let Some(c) = self.audiences.conns.get_mut(&conn)
            {
                c.seat = Some(seat);
            }
        }
        for (conn, seat, token) in moved {
            self.send_msg(conn, &ServerMsg::Seated { seat, token });
        }
        let now = tokio::time::Instant::now();
        for s in &mut self.table.seats {
            s.abandoned = false;
            s.away_since = (s.bot.is_none() && s.conn.is_none()).then_some(now);
        }
        let owner = self
            .game
            .running
            .as_ref()
            .and_then(|g| guarded(|| g.engine.clock_owner()).ok().flatten());
        self.game.clock =
            super::clock::Clock::new(&self.config, owner, now, self.env.tempo.correspondence_day);
        self.arm_prompt_timer();
    }

    /// Plays a recorded play in the engine, and moves the clock on.
    ///
    /// # Errors
    /// The engine refused what it had accepted, or panicked: the lobby is aborted.
    fn play(&mut self, checked: Checked, left_ms: Option<Vec<u64>>) -> Result<(), Refusal> {
        let seat = checked.seat();
        match checked.play() {
            Play::Bot { level } => {
                let s = &mut self.table.seats[usize::from(seat)];
                s.bot = Some(*level);
                s.away_since = None;
                s.abandoned = false;
            }
            Play::Timeout => {
                if let Some(clock) = &mut self.game.clock {
                    clock.flag(seat);
                }
            }
            Play::Act { .. }
            | Play::Resign
            | Play::Abandoned
            | Play::Offer { .. }
            | Play::Accept { .. }
            | Play::Decline { .. }
            | Play::Withdraw { .. } => {}
        }
        let Some(game) = &mut self.game.running else {
            return Err(Refusal::new(ErrorCode::NotStarted, "no game is running"));
        };
        game.seq += 1;
        let act = matches!(checked.play(), Play::Act { .. });
        let fault = match guarded(|| game.engine.apply(checked)) {
            Ok(Ok(_)) => None,
            Ok(Err(refusal)) => Some(EngineFault(format!(
                "accepted then refused: {}",
                refusal.message
            ))),
            Err(fault) => Some(fault),
        };
        if let Some(fault) = fault {
            self.fault(fault);
            return Err(aborted());
        }
        if act {
            self.env.metrics.actions.fetch_add(1, Ordering::Relaxed);
        }
        if let Some(clock) = &mut self.game.clock {
            let owner = self
                .game
                .running
                .as_ref()
                .and_then(|g| guarded(|| g.engine.clock_owner()).ok().flatten());
            clock.follow(left_ms, owner, tokio::time::Instant::now());
        }
        // The lobby's status stays `playing` until the `game_over` change that follows has
        // recorded the result (`play_checked` asks the engine for it, once): a client that sees
        // `finished` can fetch the game's record at once. The view of the final action already
        // shows no legal moves (`view_for`).
        self.arm_prompt_timer();
        Ok(())
    }
}
