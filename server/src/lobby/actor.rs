//! The actor: its loop over the mailbox, timers and backlogs, and the dispatch of each command.

use super::OutTx;
use super::fanout::{Conn, PUMP_EVERY};
use super::seats::presence;
use super::{
    Answer, ConnId, Connect, ConnectError, Ending, Lobby, LobbyCmd, Outbound, SeatToken, hash_token,
};
use crate::game::{EngineFault, Refusal, guarded};
use crate::names;
use crate::woken::WhenWoken;
use protocol::{
    ClientMsg, ErrorCode, HISTORY_PAGE, Lang, LobbyEvent, LobbyStatus, MAX_CHAT_CHARS,
    PROTOCOL_VERSION, Seat, ServerMsg, Version, close,
};
use std::sync::atomic::Ordering;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_util::sync::WaitForCancellationFutureOwned;

impl Lobby {
    async fn handle(&mut self, cmd: LobbyCmd) {
        match cmd {
            LobbyCmd::Connect(connect) => {
                let Connect {
                    token,
                    lang,
                    out,
                    deadline,
                    respond_to,
                } = *connect;
                let result = if deadline.is_some_and(|d| Instant::now() >= d) {
                    Err(ConnectError::Late)
                } else {
                    self.connect(token, lang, out)
                        .await
                        .map_err(ConnectError::Refused)
                };
                let _ = respond_to.send(result);
            }
            LobbyCmd::Disconnect { conn } => self.disconnect(conn).await,
            LobbyCmd::Client { conn, msg } => {
                let msg = *msg;
                if !self.audiences.conns.contains_key(&conn) {
                    return; // already dropped (slow, kicked, replaced)
                }
                self.spectator_heard(conn);
                let started = Instant::now();
                let is_act = matches!(msg, ClientMsg::Act { .. });
                match self.client(conn, msg).await {
                    Ok(()) => {
                        if is_act {
                            self.env.metrics.observe_action(started.elapsed());
                        }
                    }
                    // An engine fault closed every connection: nobody is left to answer.
                    Err(_) if self.ending == Some(Ending::Fault) => {}
                    Err(refusal) => {
                        let stale = refusal.code == ErrorCode::StaleVersion;
                        self.reject(conn, refusal);
                        if stale {
                            self.sync(conn);
                        }
                    }
                }
            }
        }
    }

    pub(super) async fn connect(
        &mut self,
        token: Option<String>,
        lang: Lang,
        out: OutTx,
    ) -> Result<ConnId, Refusal> {
        if self.ending.is_some() || self.status == LobbyStatus::Aborted {
            return Err(Refusal::new(ErrorCode::LobbyClosed, "the lobby is closed"));
        }
        let (seat, token) = match token {
            None => (None, None),
            Some(token) => {
                let hash = hash_token(&token);
                let seat = self
                    .table
                    .seats
                    .iter()
                    .position(|s| s.token_hash.as_deref() == Some(hash.as_str()))
                    .ok_or_else(|| Refusal::new(ErrorCode::BadToken, "no seat has this token"))?;
                // A seat handed to a computer player is no longer its old holder's: the token
                // still opens the lobby, to watch.
                let seat = (self.table.seats[seat].bot.is_none())
                    .then(|| Seat::try_from(seat).unwrap_or(Seat::MAX));
                (seat, Some(SeatToken(token)))
            }
        };
        if seat.is_none() {
            self.admit_spectator()?;
        }
        let id = self.audiences.next_conn;
        if let Some(seat) = seat {
            // The others learn of the presence at the new version (a connection that held the
            // seat is closed); the newcomer syncs at that version right after.
            self.commit(presence(seat, Some(id))).await?;
            self.table.seats[usize::from(seat)].token = token;
        }
        self.audiences.next_conn += 1;
        self.audiences
            .conns
            .insert(id, Conn::new(out, seat, lang, self.chat_bucket()));
        if seat.is_none() {
            self.audiences.spectators_moved = true;
            self.audiences.spectator_seen.insert(id, Instant::now());
        }
        let welcome = ServerMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            lobby: self.code.clone(),
            seat,
            prompt_secs: u32::try_from(self.prompt_timeout().as_secs()).unwrap_or(u32::MAX),
        };
        self.send_msg(id, &welcome);
        self.sync(id);
        if let Some(seat) = seat {
            self.refresh_notify(seat).await;
            self.tell_notify(id);
        }
        Ok(id)
    }

    async fn disconnect(&mut self, conn: ConnId) {
        self.remove_conn(conn);
        self.announce_lost().await;
    }

    pub(super) async fn client(&mut self, conn: ConnId, msg: ClientMsg) -> Answer {
        match msg {
            ClientMsg::Hello { .. } => Err(Refusal::new(
                ErrorCode::ExpectedHello,
                "hello may be sent only once",
            )),
            ClientMsg::Sit { name, seat } => self.sit(conn, name, seat).await,
            ClientMsg::Ready { ready } => self.ready(conn, ready).await,
            ClientMsg::Start {} => self.start_game(conn).await,
            ClientMsg::Character { character } => self.choose_character(conn, character).await,
            ClientMsg::Act { v, action } => self.act(conn, v, action).await,
            ClientMsg::Resign { v } => self.resign(conn, v).await,
            ClientMsg::Offer { v, offer } => self.offer(conn, v, offer).await,
            ClientMsg::AnswerOffer { v, offer, accept } => {
                self.answer_offer(conn, v, offer, accept).await
            }
            ClientMsg::WithdrawOffer { v, offer } => self.withdraw_offer(conn, v, offer).await,
            ClientMsg::Chat { text } => self.chat(conn, &text),
            ClientMsg::Leave {} => self.leave(conn).await,
            ClientMsg::Kick { seat } => self.kick(conn, seat).await,
            ClientMsg::AddBot { seat, level } => self.add_bot(conn, seat, level).await,
            ClientMsg::ClaimWin { v } => self.claim_win(conn, v).await,
            ClientMsg::Rematch {} => self.rematch(conn).await,
            ClientMsg::Resync {} => {
                self.sync(conn);
                Ok(())
            }
            ClientMsg::History { before } => self.history(conn, before),
            ClientMsg::Notify { settings } => self.set_notify(conn, settings).await,
        }
    }

    pub(super) fn ack(&mut self, conn: ConnId, v: Version) {
        self.send_msg(conn, &ServerMsg::Ack { v });
    }

    fn reject(&mut self, conn: ConnId, refusal: Refusal) {
        self.env.metrics.rejections.fetch_add(1, Ordering::Relaxed);
        let close = refusal.code.close_code();
        self.send_msg(
            conn,
            &ServerMsg::Rejected {
                code: refusal.code,
                message: refusal.message,
            },
        );
        if let Some(code) = close {
            self.send_to(conn, Outbound::Close(code, "protocol error".into()));
            self.remove_conn(conn);
        }
    }

    /// Sends one connection the whole state, as it may see it.
    pub(super) fn sync(&mut self, conn: ConnId) {
        let Some((seat, lang)) = self.audiences.conns.get(&conn).map(|c| (c.seat, c.lang)) else {
            return;
        };
        let audience = self.audience_of(seat, lang);
        match self.view_of(audience) {
            Ok(game) => {
                self.synced(audience, game.as_ref());
                let clock_elapsed_ms = self
                    .game
                    .clock
                    .as_ref()
                    .and_then(|c| c.elapsed_ms(Instant::now()));
                let msg = ServerMsg::Sync {
                    v: self.v,
                    lobby: self.info(),
                    game,
                    clock_elapsed_ms,
                };
                self.send_msg(conn, &msg);
                // A Super Camelot game's story so far follows every sync (a Camelot view holds
                // its moves, and has no other history).
                match self.history_page(seat, None, lang) {
                    Ok(Some(page)) => self.send_msg(conn, &page),
                    Ok(None) => {}
                    Err(fault) => self.fault(fault),
                }
            }
            Err(fault) => self.fault(fault),
        }
    }

    /// A page of the Super Camelot game's history as `seat` may see it: the latest (`before` is
    /// `None`) or the one before log step `before`. `None` without a Super Camelot game.
    fn history_page(
        &self,
        seat: Option<Seat>,
        before: Option<u32>,
        lang: Lang,
    ) -> Result<Option<ServerMsg>, EngineFault> {
        let Some(g) = &self.game.running else {
            return Ok(None);
        };
        let page = guarded(|| g.engine.history(seat, before, HISTORY_PAGE, lang))?;
        Ok(page.map(|(entries, more)| ServerMsg::History {
            game_no: self.game.no,
            entries,
            more,
        }))
    }

    /// Answers `history`: the page of the Super Camelot game's history before step `before`.
    fn history(&mut self, conn: ConnId, before: u32) -> Answer {
        let Some((seat, lang)) = self.audiences.conns.get(&conn).map(|c| (c.seat, c.lang)) else {
            return Ok(());
        };
        if self.game.running.is_none() {
            return Err(Refusal::new(
                ErrorCode::NotStarted,
                "no game has been played in this lobby yet",
            ));
        }
        match self.history_page(seat, Some(before), lang) {
            Ok(Some(page)) => {
                self.send_msg(conn, &page);
                Ok(())
            }
            Ok(None) => Err(Refusal::new(
                ErrorCode::WrongGame,
                "a Camelot game has no event history: its view lists the moves",
            )),
            Err(fault) => {
                self.fault(fault);
                Ok(())
            }
        }
    }

    fn chat(&mut self, conn: ConnId, text: &str) -> Answer {
        // Plain text: control and format characters (bidi overrides, zero-width…) are dropped,
        // never relayed; a line with nothing visible left is refused.
        let text = names::clean_chat(text)
            .filter(|t| t.chars().count() <= MAX_CHAT_CHARS)
            .ok_or_else(|| {
                Refusal::new(
                    ErrorCode::ChatTooLong,
                    format!("a chat line has 1 to {MAX_CHAT_CHARS} visible characters"),
                )
            })?;
        if let Some(c) = self.audiences.conns.get_mut(&conn)
            && !c.chat.take()
        {
            return Err(Refusal::new(
                ErrorCode::ChatRateLimited,
                "too many chat lines; wait a little",
            ));
        }
        // The spectators, however many, share one budget; the players (a few seats, each within
        // its own limit) never draw on it, so a crowd cannot talk over them.
        let seat = self.audiences.conns.get(&conn).and_then(|c| c.seat);
        if seat.is_none() && !self.audiences.chat.take() {
            return Err(Refusal::new(
                ErrorCode::ChatRateLimited,
                "the spectators' chat is busy; wait a little",
            ));
        }
        let name = seat
            .and_then(|s| self.table.seats[usize::from(s)].name.clone())
            .unwrap_or_else(|| "spectator".to_owned());
        self.send_all(&ServerMsg::Chat { seat, name, text });
        Ok(())
    }

    /// An engine panicked: abort the game, tell everyone, close the lobby.
    pub(super) fn fault(&mut self, fault: EngineFault) {
        tracing::error!(lobby = %self.code, %fault, "engine fault: aborting the lobby");
        if self.status == LobbyStatus::Playing {
            self.env.metrics.games.fetch_sub(1, Ordering::Relaxed);
        }
        self.status = LobbyStatus::Aborted;
        self.v += 1;
        self.ending = Some(Ending::Fault);
        let event = ServerMsg::Event {
            v: self.v,
            event: LobbyEvent::Aborted {
                reason: "the game engine failed".into(),
            },
            lobby: Some(self.info()),
            patch: None,
            change: None,
        };
        self.send_all(&event);
        self.close_all(close::LOBBY_CLOSED, "game aborted");
    }

    /// The actor loop: one command at a time, until shutdown, reaping, closing or a fault.
    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<LobbyCmd>) {
        let mut idle_since = Instant::now();
        let Some(mut bots) = self.game.bot_rx.take() else {
            return;
        };
        // Every step below may wait on the store; when the lobby is stopped here meanwhile (its
        // lease lapsed: the database may not answer at all), the step is dropped where it waits:
        // nothing more of this actor counts, the next holder rebuilds the lobby from the store,
        // and the clients are told to reconnect at once instead of waiting for a dead link.
        // Made once and polled again on every turn: a cancellation future made anew in each
        // `select!` registered itself with its token and took itself off again every time
        // (measured: about 2 % of a busy server's CPU).
        // Both are polled only when their own waker fired (`WhenWoken`), not at every wake-up.
        let shutdown = self.env.cancel.clone().cancelled_owned();
        tokio::pin!(shutdown);
        let mut shutdown = WhenWoken::new(shutdown);
        let stopped = self.stop.clone().cancelled_owned();
        tokio::pin!(stopped);
        let mut stopped = WhenWoken::new(stopped);
        // The lobby's timers share one `Sleep`, set to the earliest of their deadlines and moved
        // only when that changes: a `Sleep` made anew on every turn of the loop registered with
        // the runtime's timer and took itself off again each time (measured under load: about
        // 2 % of a busy server's CPU, for a spectators' deadline that had not moved).
        let timer = tokio::time::sleep_until(Instant::now());
        tokio::pin!(timer);
        let mut pump_at: Option<Instant> = None;
        loop {
            self.wake_bot();
            // A backlog is pumped `PUMP_EVERY` after it was first seen waiting.
            pump_at = if self.has_backlog() {
                Some(pump_at.unwrap_or_else(|| Instant::now() + PUMP_EVERY))
            } else {
                None
            };
            let deadline = idle_since + self.reap_after();
            let next = self.next_timer(deadline, pump_at);
            if let Some((at, _)) = next
                && timer.deadline() != at
            {
                timer.as_mut().reset(at);
            }
            tokio::select! {
                biased;
                () = &mut shutdown => break,
                () = &mut stopped => {}
                cmd = rx.recv() => {
                    let Some(cmd) = cmd else { break };
                    unless_stopped(&mut stopped, self.handle(cmd)).await;
                    if !self.audiences.conns.is_empty() {
                        idle_since = Instant::now();
                    }
                }
                Some(answer) = bots.recv() => unless_stopped(&mut stopped, self.bot_answered(answer)).await,
                () = &mut timer, if next.is_some() => match next.map(|(_, due)| due) {
                    Some(Due::Clock) => unless_stopped(&mut stopped, self.time_up()).await,
                    Some(Due::Prompt) => unless_stopped(&mut stopped, self.prompt_timed_out()).await,
                    Some(Due::Remind) => self.remind(),
                    Some(Due::Away) => unless_stopped(&mut stopped, self.away_timers()).await,
                    Some(Due::Spectators) => self.close_idle_spectators(),
                    Some(Due::Pump) => {
                        pump_at = None;
                        self.pump_backlogs();
                    }
                    Some(Due::Reap) => {
                        tracing::info!(lobby = %self.code, "reaping idle lobby");
                        if let Err(e) = self.env.store.close_lobby(&self.code).await {
                            tracing::warn!(lobby = %self.code, error = %e, "closing a reaped lobby failed");
                        }
                        break;
                    }
                    None => {}
                },
            }
            if stopped.may_have_finished() && self.stop.is_cancelled() {
                // Another node holds the lobby now (or the hold lapsed): nothing more is written
                // here; everyone reconnects and finds it there.
                self.close_all(
                    close::GOING_AWAY,
                    "the lobby moved to another server; reconnect",
                );
                break;
            }
            unless_stopped(&mut stopped, self.announce_lost()).await;
            if stopped.may_have_finished() && self.stop.is_cancelled() {
                continue;
            }
            if std::mem::take(&mut self.audiences.spectators_moved) && self.ending.is_none() {
                // Spectators come and go outside the versioned stream: only the registry's
                // summary (their count) changes.
                self.env.registry.publish(self.info());
            }
            match self.ending {
                Some(Ending::Abandoned) => {
                    // Everyone was told (`aborted`); the store already says so.
                    self.close_all(close::LOBBY_CLOSED, "the game was abandoned");
                    break;
                }
                Some(Ending::Fault) => {
                    if let Some(game) = &self.game.running
                        // Boxed, as the steps are (see `unless_stopped`).
                        && let Err(e) = Box::pin(self.env.store.abort_game(&self.code, game.id, self.v)).await
                    {
                        tracing::warn!(lobby = %self.code, error = %e, "recording an abort failed");
                    }
                    break;
                }
                None => {}
            }
        }
        self.env.registry.remove(&self.code);
        if let Some(on_end) = &self.env.on_end {
            on_end.ended(&self.code, self.stop.is_cancelled()).await;
        }
        self.env.metrics.lobbies.fetch_sub(1, Ordering::Relaxed);
        if self.status == LobbyStatus::Playing && self.ending != Some(Ending::Fault) {
            self.env.metrics.games.fetch_sub(1, Ordering::Relaxed);
        }
        // Dropping `self.audiences.conns` drops every outbound sender: their tasks end (with 1001 when
        // the server is shutting down).
    }
}

/// What the lobby's one timer is set for (see [`Lobby::run`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Due {
    /// A timed game's running clock runs out.
    Clock,
    /// The seat asked in Super Camelot took too long to answer.
    Prompt,
    /// A correspondence game's reminder.
    Remind,
    /// A seat away for the grace period, or a lobby to close once everyone is away.
    Away,
    /// A spectator silent for the spectator idle time.
    Spectators,
    /// Backlogs to move into the queues their writers have drained.
    Pump,
    /// An idle lobby to reap.
    Reap,
}

impl Lobby {
    /// The earliest of the lobby's deadlines and what is due then; `None` when nothing is timed.
    /// On a tie the first in this order wins: the clock, the prompt, the reminder, the away
    /// timers, the spectators, the backlogs, the reaping.
    fn next_timer(&mut self, reap_at: Instant, pump_at: Option<Instant>) -> Option<(Instant, Due)> {
        let clock_at = self
            .game
            .clock
            .as_ref()
            .and_then(super::clock::Clock::deadline);
        let reap_at = self.reapable().then_some(reap_at);
        [
            (clock_at, Due::Clock),
            (self.game.prompt_deadline, Due::Prompt),
            (self.game.remind_at, Due::Remind),
            (self.away_deadline(), Due::Away),
            (self.spectator_idle_deadline(), Due::Spectators),
            (pump_at, Due::Pump),
            (reap_at, Due::Reap),
        ]
        .into_iter()
        .filter_map(|(at, due)| at.map(|at| (at, due)))
        .min_by_key(|&(at, _)| at)
    }
}

/// Runs one step of the actor unless the lobby is stopped here first (see [`Lobby::run`]).
///
/// The step is boxed before the future is made: a step that waits on the store is a large future
/// (up to 10 KiB), and held inline (as an `async fn`'s argument is) it would make every lobby's
/// task that large for its whole life, though an idle lobby waits in its `select!` (~2.5 KiB).
/// One allocation per step instead.
/// `stopped` is the actor's own cancellation future, polled again rather than made anew.
fn unless_stopped<'a, 's>(
    stopped: &'a mut WhenWoken<'s, WaitForCancellationFutureOwned>,
    step: impl Future<Output = ()> + 'a,
) -> impl Future<Output = ()> + 'a {
    let step = Box::pin(step);
    async move {
        tokio::select! {
            biased;
            () = stopped => {}
            () = step => {}
        }
    }
}
