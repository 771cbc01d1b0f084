//! Computer players: seated by the host before the start, or handed the seat of a player who
//! left a running game; they think off the lobby's task and answer through the same checked,
//! logged path as a person.
//!
//! When a computer player must decide, the lobby copies what it needs out of the live game
//! ([`HostedGame::bot_job`](crate::game::HostedGame::bot_job)) and a blocking thread thinks within
//! the strength's fixed budget (at most [`Tempo::bot_threads`](super::Tempo::bot_threads) at
//! once, server-wide). Its answer comes back to the actor's mailbox loop as an [`Answer`]; one
//! for a game that has moved on since is dropped and the computer player asked again.

use super::commit::{Change, Effect};
use super::{Answer as Reply, ConnId, Lobby, hash_token, new_seed, new_token};
use crate::game::{Refusal, guarded};
use crate::names;
use protocol::{BotLevel, ErrorCode, GameAction, Lang, LobbyEvent, LobbyStatus, Seat};

/// A computer player's decision, back from its thread.
#[derive(Debug)]
pub(super) struct Answer {
    /// The game it thought about (a rematch starts a new game whose plays count from 0 again).
    game: i64,
    /// The number of plays in the game when it started thinking.
    seq: u32,
    /// The seat it played for.
    seat: Seat,
    /// Its action (`None`: it found nothing to play, or its thread failed).
    action: Option<GameAction>,
}

/// The display name a computer player gets, in the language of the host who seats it (as a
/// host at the table would label the seat): `Computer`, or `Computer 2`, `Computer 3`… when the
/// lobby has one already (`Ordinateur`, `Ordinateur 2`… in French).
fn bot_name(taken: &[Option<String>], lang: Lang) -> String {
    let keys: Vec<String> = taken.iter().flatten().map(|n| names::name_key(n)).collect();
    let nth = |n: u32| crate::words::text(lang, "computer-name", &[("n", n.into())]);
    (1..)
        .map(nth)
        .find(|n| !keys.contains(&names::name_key(n)))
        .unwrap_or_else(|| nth(1))
}

impl Lobby {
    /// `add_bot`: before the start the host fills a free seat; during a game any player still
    /// in it hands the seat of a player who left to a computer player.
    pub(super) async fn add_bot(
        &mut self,
        conn: ConnId,
        wanted: Option<Seat>,
        level: BotLevel,
    ) -> Reply {
        let me = self.seat_of(conn)?;
        match self.status {
            LobbyStatus::Open => self.seat_bot(conn, me, wanted, level).await,
            LobbyStatus::Playing => {
                let seat = wanted.ok_or_else(|| {
                    Refusal::new(
                        ErrorCode::NoSuchSeat,
                        "name the seat to hand to a computer player",
                    )
                })?;
                self.hand_over(conn, me, seat, level).await
            }
            LobbyStatus::Finished => Err(Refusal::new(ErrorCode::GameOver, "the game is over")),
            LobbyStatus::Aborted => {
                Err(Refusal::new(ErrorCode::LobbyClosed, "the lobby is closed"))
            }
        }
    }

    async fn seat_bot(
        &mut self,
        conn: ConnId,
        me: Seat,
        wanted: Option<Seat>,
        level: BotLevel,
    ) -> Reply {
        if self.table.host != Some(me) {
            return Err(Refusal::new(
                ErrorCode::NotHost,
                "only the host may add a computer player",
            ));
        }
        let seat = self.seat_to_take(wanted)?;
        let names: Vec<Option<String>> = self.table.seats.iter().map(|s| s.name.clone()).collect();
        let lang = self.audiences.conns.get(&conn).map_or(Lang::En, |c| c.lang);
        let name = bot_name(&names, lang);
        // Nobody ever holds a computer player's token: only its hash is kept, as for any seat.
        let token_hash = hash_token(&new_token());
        let v = self
            .commit(Change {
                event: LobbyEvent::BotAdded {
                    seat,
                    name: name.clone(),
                    level,
                },
                effect: Effect::SitBot {
                    seat,
                    name,
                    token_hash,
                    level,
                },
            })
            .await?;
        self.ack(conn, v);
        Ok(())
    }

    async fn hand_over(&mut self, conn: ConnId, me: Seat, seat: Seat, level: BotLevel) -> Reply {
        let target = self
            .table
            .seats
            .get(usize::from(seat))
            .ok_or_else(|| Refusal::new(ErrorCode::NoSuchSeat, "no such seat"))?;
        if target.bot.is_some() {
            return Err(Refusal::new(
                ErrorCode::SeatTaken,
                "a computer player holds that seat already",
            ));
        }
        if seat == me || !target.abandoned {
            return Err(Refusal::new(
                ErrorCode::NotAbandoned,
                "only the seat of a player who has been away for the grace period can be handed over",
            ));
        }
        // The one who hands over must still be in the game; the seat handed over too.
        let checked = self.check_with(|engine| {
            engine
                .check_takeover(me, level)
                .and_then(|_| engine.check_takeover(seat, level))
        })?;
        let v = self
            .play_checked(Change {
                event: LobbyEvent::BotTookOver {
                    seat,
                    level,
                    by: me,
                },
                effect: Effect::Play {
                    checked,
                    left_ms: None,
                },
            })
            .await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Starts a computer player thinking when one must decide and none is thinking yet.
    pub(super) fn wake_bot(&mut self) {
        if self.game.bot_thinking.is_some()
            || self.status != LobbyStatus::Playing
            || self.ending.is_some()
        {
            return;
        }
        let Some(game) = &self.game.running else {
            return;
        };
        let Ok(Some(seat)) = guarded(|| game.engine.decider()) else {
            return;
        };
        let Some(level) = self.table.seats.get(usize::from(seat)).and_then(|s| s.bot) else {
            return;
        };
        let Ok(Some(job)) = guarded(|| game.engine.bot_job(seat, level, new_seed())) else {
            return;
        };
        let seq = game.seq;
        let id = game.id;
        // The delay runs from the change that handed it the decision (sent to everyone at
        // `changed_at`, on the monotonic clock), not from whenever this task gets to run.
        let due = game.changed_at + self.env.tempo.bot_delay;
        self.game.bot_thinking = Some(seq);
        let tx = self.game.bot_tx.clone();
        let threads = self.env.tempo.bot_threads.clone();
        tokio::spawn(async move {
            let action = match threads.acquire_owned().await {
                Ok(permit) => tokio::task::spawn_blocking(move || {
                    let _permit = permit;
                    job.run()
                })
                .await
                .ok()
                .flatten(),
                Err(_) => None,
            };
            tokio::time::sleep_until(due).await;
            // The lobby may have ended meanwhile: nobody is left to tell.
            let _ = tx
                .send(Answer {
                    game: id,
                    seq,
                    seat,
                    action,
                })
                .await;
        });
    }

    /// A computer player answered: play its action if the game still stands where it thought,
    /// through the same check and log as anyone's.
    pub(super) async fn bot_answered(&mut self, answer: Answer) {
        self.game.bot_thinking = None;
        let current = self.game.running.as_ref().map(|g| (g.id, g.seq));
        let still_bot = self
            .table
            .seats
            .get(usize::from(answer.seat))
            .is_some_and(|s| s.bot.is_some());
        if self.status != LobbyStatus::Playing
            || current != Some((answer.game, answer.seq))
            || !still_bot
        {
            return; // the game moved on; `wake_bot` asks again if it must
        }
        let action = match answer.action {
            Some(action) => action,
            None => {
                tracing::warn!(lobby = %self.code, seat = answer.seat, "a computer player found nothing to play");
                match self.fallback(answer.seat) {
                    Some(action) => action,
                    None => return,
                }
            }
        };
        if let Err(refusal) = self.perform(answer.seat, action).await {
            // Never stall the game on a computer player's mistake: the engine's default answer,
            // or its first legal action, instead.
            tracing::warn!(lobby = %self.code, seat = answer.seat, message = %refusal.message, "a computer player's action was refused");
            if let Some(action) = self.fallback(answer.seat)
                && let Err(refusal) = self.perform(answer.seat, action).await
            {
                tracing::error!(lobby = %self.code, message = %refusal.message, "the fallback action was refused");
            }
        }
    }

    /// The engine's default answer for `seat`'s decision, or else the first legal action of
    /// its view.
    fn fallback(&self, seat: Seat) -> Option<GameAction> {
        let game = self.game.running.as_ref()?;
        guarded(|| game.engine.fallback(seat)).ok()?
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::env;
    use super::super::{Lobby, OutRx, Tempo, outbox};
    use super::{Answer, bot_name};
    use protocol::{BotLevel, ClientMsg, GameAction, GameConfig, GameView, Lang, Ruleset};
    use std::time::Duration;
    use tokio::sync::mpsc;
    use tokio::time::Instant;

    /// Ann (seat 0) against an easy computer player (seat 1) in a started Camelot game, with the
    /// given delay; gives the lobby, Ann's connection and the computer players' answers.
    async fn ann_and_a_computer(
        dir: &std::path::Path,
        delay: Duration,
    ) -> (Lobby, super::super::ConnId, mpsc::Receiver<Answer>, OutRx) {
        let mut env = env(dir).await;
        env.tempo = Tempo {
            bot_delay: delay,
            ..Tempo::default()
        };
        let config = GameConfig::Camelot {
            ruleset: Ruleset::Standard,
            clock: None,
            days_per_move: None,
        };
        env.store
            .create_lobby("BOTS", &config, false)
            .await
            .unwrap();
        let mut lobby = Lobby::new("BOTS".into(), config, false, env);
        let answers = lobby.game.bot_rx.take().unwrap();
        let (tx, rx) = outbox(4096);
        let ann = lobby.connect(None, Lang::En, tx).await.unwrap();
        lobby.sit(ann, "ann".into(), None).await.unwrap();
        for msg in [
            ClientMsg::AddBot {
                seat: None,
                level: BotLevel::Easy,
            },
            ClientMsg::Ready { ready: true },
            ClientMsg::Start {},
        ] {
            lobby.client(ann, msg).await.unwrap();
        }
        (lobby, ann, answers, rx)
    }

    fn first_legal(lobby: &Lobby, seat: u8) -> GameAction {
        let Some(view @ GameView::Camelot { .. }) = lobby.view_for(Some(seat)).unwrap() else {
            panic!("a Camelot game runs")
        };
        GameAction::Camelot {
            mv: view.camelot_legal_moves()[0].clone(),
        }
    }

    /// The delay runs from the change that handed the computer player its decision, on the
    /// monotonic clock: its answer is never ready before, however late its thinking began.
    #[tokio::test]
    async fn the_delay_runs_from_the_change_that_handed_over_the_decision() {
        let dir = tempfile::tempdir().unwrap();
        let delay = Duration::from_millis(300);
        let (mut lobby, ann, mut answers, _rx) = ann_and_a_computer(dir.path(), delay).await;
        let mv = first_legal(&lobby, 0);
        lobby
            .client(
                ann,
                ClientMsg::Act {
                    v: lobby.v,
                    action: mv,
                },
            )
            .await
            .unwrap();
        let handed = lobby.game.running.as_ref().unwrap().changed_at;
        assert!(handed <= Instant::now());
        // The lobby is busy for a while before the computer player starts thinking: the delay
        // still counts from the move, not from then.
        tokio::time::sleep(Duration::from_millis(100)).await;
        lobby.wake_bot();
        let answer = answers.recv().await.unwrap();
        let arrived = Instant::now();
        assert!(
            arrived >= handed + delay,
            "answered {:?} after the move",
            arrived - handed
        );
        assert!(
            arrived < handed + delay + Duration::from_millis(90),
            "the delay counted from the move, not from the start of its thinking ({:?})",
            arrived - handed
        );
        let v = lobby.v;
        lobby.bot_answered(answer).await;
        assert_eq!(lobby.v, v + 1, "the computer player moved");
    }

    /// An answer thought for an earlier game of the lobby is never played in a rematch, even
    /// when the new game stands at the same number of plays.
    #[tokio::test]
    async fn an_answer_for_an_earlier_game_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let (mut lobby, ann, _answers, _rx) = ann_and_a_computer(dir.path(), Duration::ZERO).await;
        let mv = first_legal(&lobby, 0);
        lobby
            .client(
                ann,
                ClientMsg::Act {
                    v: lobby.v,
                    action: mv,
                },
            )
            .await
            .unwrap();
        let game = lobby.game.running.as_ref().unwrap();
        let (id, seq) = (game.id, game.seq);
        let action = Some(first_legal(&lobby, 1));
        let v = lobby.v;
        let stale = Answer {
            game: id - 1,
            seq,
            seat: 1,
            action: action.clone(),
        };
        lobby.game.bot_thinking = Some(seq);
        lobby.bot_answered(stale).await;
        assert_eq!(lobby.v, v, "nothing was played");
        lobby.game.bot_thinking = Some(seq);
        lobby
            .bot_answered(Answer {
                game: id,
                seq,
                seat: 1,
                action,
            })
            .await;
        assert_eq!(lobby.v, v + 1, "the answer for this game is played");
    }

    #[test]
    fn computer_players_get_distinct_names() {
        assert_eq!(bot_name(&[None, None], Lang::En), "Computer");
        assert_eq!(
            bot_name(
                &[Some("ann".into()), Some("computer".into()), None],
                Lang::En
            ),
            "Computer 2"
        );
        assert_eq!(
            bot_name(
                &[Some("Computer".into()), Some("Computer 2".into())],
                Lang::En
            ),
            "Computer 3"
        );
        assert_eq!(bot_name(&[None, None], Lang::Fr), "Ordinateur");
        assert_eq!(
            bot_name(&[Some("ordinateur".into()), None], Lang::Fr),
            "Ordinateur 2"
        );
    }
}
