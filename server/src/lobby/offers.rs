//! Camelot's offers between the players: a draw or a takeback, each needing the opponent's
//! explicit consent (RULES.md C15–C17). Every step (the offer, its answer, its withdrawal) is a
//! logged play like a move: persisted before anyone hears of it, replayed after a restart, and
//! kept in the game's record.

use super::commit::Change;
use super::{Answer, ConnId, Lobby};
use crate::game::Play;
use protocol::{OfferKind, Seat, Version};
use tokio::time::Instant;

impl Lobby {
    /// `offer`: a seat offers its opponent a draw or a takeback. A computer player answers at
    /// once.
    pub(super) async fn offer(&mut self, conn: ConnId, v: Version, offer: OfferKind) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        let v = self.offer_step(seat, Play::Offer { offer }).await?;
        self.ack(conn, v);
        self.bot_answers_offer().await;
        Ok(())
    }

    /// `answer_offer`: the opponent accepts or declines the waiting offer it names.
    pub(super) async fn answer_offer(
        &mut self,
        conn: ConnId,
        v: Version,
        offer: OfferKind,
        accept: bool,
    ) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        let play = if accept {
            Play::Accept { offer }
        } else {
            Play::Decline { offer }
        };
        let v = self.offer_step(seat, play).await?;
        self.ack(conn, v);
        Ok(())
    }

    /// `withdraw_offer`: the seat that offered takes its offer back.
    pub(super) async fn withdraw_offer(
        &mut self,
        conn: ConnId,
        v: Version,
        offer: OfferKind,
    ) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_playing(seat, v)?;
        let v = self.offer_step(seat, Play::Withdraw { offer }).await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Checks one step of an offer with the game, then commits it. An accepted takeback is
    /// logged with both clocks as they stand (RULES.md C15: time used is not given back, and
    /// no increment is added).
    async fn offer_step(&mut self, seat: Seat, play: Play) -> Result<Version, super::Refusal> {
        let takeback = matches!(
            play,
            Play::Accept {
                offer: OfferKind::Takeback
            }
        );
        let checked = self.check_with(|engine| engine.check_offer(seat, play))?;
        let left_ms = takeback
            .then(|| {
                self.game
                    .clock
                    .as_ref()
                    .and_then(|c| c.standing(Instant::now()))
            })
            .flatten();
        self.play_checked(Change::play(checked, left_ms)).await
    }

    /// When the waiting offer is for a computer player, it answers (a store failure leaves the
    /// offer waiting; its maker may withdraw it, and any move cancels it).
    pub(super) async fn bot_answers_offer(&mut self) {
        let Some(game) = &self.game.running else {
            return;
        };
        let Some(offer) = game.engine.pending_offer() else {
            return;
        };
        let other = 1 - offer.by.min(1);
        if self
            .table
            .seats
            .get(usize::from(other))
            .is_none_or(|s| s.bot.is_none())
        {
            return;
        }
        let Ok(Some(play)) = crate::game::guarded(|| game.engine.answer_offer(other)) else {
            return;
        };
        if let Err(refusal) = self.offer_step(other, play).await {
            tracing::warn!(lobby = %self.code, message = %refusal.message, "a computer player's answer to an offer was refused");
        }
    }
}
