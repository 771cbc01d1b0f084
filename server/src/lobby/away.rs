//! Players who leave a running game.
//!
//! A human seat without a connection in a running game is away from the moment its connection
//! went (or from the start, or from a restart). After [`Tempo::abandon_grace`](super::Tempo) the
//! lobby announces it `abandoned`: the others may then claim the win (Camelot) or hand the seat
//! to a computer player, each a logged play. When every human seat has been away for
//! [`Tempo::abandon_close`](super::Tempo), the game is aborted and the lobby closed: nobody is
//! left to play it or to watch the computer players finish it.

use super::commit::{Change, Effect};
use super::{Answer, ConnId, Lobby};
use crate::game::{Abandoned, HostedGame, Refusal};
use protocol::{ErrorCode, LobbyEvent, LobbyStatus, Version};
use tokio::time::Instant;

impl Lobby {
    /// Whether absence counts in this game. Not in a correspondence game: its players are away
    /// most of the time by design, and its days per move or turn already decide what becomes
    /// of a player who stops playing (RULES.md C14, SC25).
    fn absence_counts(&self) -> bool {
        self.config.days().is_none()
    }

    /// When the next abandonment or the lobby's closing falls due, in a running game.
    pub(super) fn away_deadline(&self) -> Option<Instant> {
        if self.status != LobbyStatus::Playing || self.ending.is_some() || !self.absence_counts() {
            return None;
        }
        let grace = self.env.tempo.abandon_grace;
        let next_abandoned = self
            .table
            .seats
            .iter()
            .filter(|s| s.bot.is_none() && !s.abandoned)
            .filter_map(|s| s.away_since)
            .map(|t| t + grace)
            .min();
        [next_abandoned, self.close_deadline()]
            .into_iter()
            .flatten()
            .min()
    }

    /// When every human seat will have been away for the closing time (`None` while one is
    /// here).
    fn close_deadline(&self) -> Option<Instant> {
        let mut humans = self
            .table
            .seats
            .iter()
            .filter(|s| s.bot.is_none())
            .peekable();
        humans.peek()?;
        humans
            .map(|s| s.away_since)
            .collect::<Option<Vec<Instant>>>()?
            .into_iter()
            .max()
            .map(|t| t + self.env.tempo.abandon_close)
    }

    /// Announces the seats whose grace period is over and closes the lobby when every human
    /// has left.
    pub(super) async fn away_timers(&mut self) {
        if self.status != LobbyStatus::Playing || !self.absence_counts() {
            return;
        }
        let now = Instant::now();
        if self.close_deadline().is_some_and(|d| now >= d) {
            let change = Change {
                event: LobbyEvent::Aborted {
                    reason: "every player left the game".into(),
                },
                effect: Effect::Abort {
                    reason: "every human player left the running game".into(),
                },
            };
            if let Err(refusal) = self.commit(change).await {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "closing an abandoned game failed");
            }
            return;
        }
        let grace = self.env.tempo.abandon_grace;
        let due: Vec<u8> = self
            .table
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                s.bot.is_none() && !s.abandoned && s.away_since.is_some_and(|t| now >= t + grace)
            })
            .filter_map(|(i, _)| u8::try_from(i).ok())
            .collect();
        for seat in due {
            let change = Change {
                event: LobbyEvent::Abandoned { seat },
                effect: Effect::Abandoned { seat },
            };
            if let Err(refusal) = self.commit(change).await {
                tracing::warn!(lobby = %self.code, message = %refusal.message, "announcing an abandoned seat failed");
                return;
            }
        }
    }

    /// `claim_win` (Camelot): the opponent has been away for the grace period and loses by
    /// abandonment.
    pub(super) async fn claim_win(&mut self, conn: ConnId, v: Version) -> Answer {
        let me = self.seat_of(conn)?;
        self.require_playing(me, v)?;
        if HostedGame::policy(&self.config).abandoned != Abandoned::ClaimWin {
            return Err(Refusal::new(
                ErrorCode::WrongGame,
                "in this game a seat that was left is handed to a computer player",
            ));
        }
        let other = 1 - me.min(1);
        if !self.table.seats[usize::from(other)].abandoned {
            return Err(Refusal::new(
                ErrorCode::NotAbandoned,
                "your opponent has not been away for the grace period",
            ));
        }
        let checked = self.check_with(|engine| engine.check_abandoned(other))?;
        let v = self
            .play_checked(Change {
                event: LobbyEvent::WinClaimed {
                    seat: me,
                    abandoned: other,
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
}
