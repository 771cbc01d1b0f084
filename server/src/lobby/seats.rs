//! Seats before the game: sit, leave, kick, ready, Character, and a seat's presence.
//!
//! Each handler validates against the lobby as it stands and hands [`Lobby::commit`] a change;
//! nothing is touched before the store accepted it.

use super::commit::{Change, Effect};
use super::{Answer, ConnId, Lobby, Outbound, hash_token, new_token};
use crate::game::{HostedGame, Refusal};
use crate::names;
use protocol::{ErrorCode, LobbyEvent, LobbyStatus, Seat, close};

impl Lobby {
    pub(super) async fn sit(&mut self, conn: ConnId, name: String, wanted: Option<Seat>) -> Answer {
        if self
            .audiences
            .conns
            .get(&conn)
            .and_then(|c| c.seat)
            .is_some()
        {
            return Err(Refusal::new(
                ErrorCode::AlreadySeated,
                "you already hold a seat",
            ));
        }
        self.require_open()?;
        let name = names::normalize_name(&name)
            .map_err(|e| Refusal::new(ErrorCode::InvalidName, e.to_string()))?;
        if names::is_reserved(&name) {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("{:?} is reserved for spectators", names::SPECTATOR),
            ));
        }
        let key = names::name_key(&name);
        if self
            .table
            .seats
            .iter()
            .any(|s| s.name.as_deref().is_some_and(|n| names::name_key(n) == key))
        {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                format!("another seat is already called {name:?}"),
            ));
        }
        let seat = self.seat_to_take(wanted)?;
        let token = new_token();
        let change = Change {
            event: LobbyEvent::Sat {
                seat,
                name: name.clone(),
            },
            effect: Effect::Sit {
                seat,
                name,
                token_hash: hash_token(&token),
                token,
                conn,
                host: self.table.host.or(Some(seat)),
            },
        };
        let v = self.commit(change).await?;
        self.ack(conn, v);
        self.tell_notify(conn);
        Ok(())
    }

    /// The seat to take: `wanted` if it exists and is free, else the lowest free seat.
    pub(super) fn seat_to_take(&self, wanted: Option<Seat>) -> Result<Seat, Refusal> {
        match wanted {
            Some(s) => {
                let state = self
                    .table
                    .seats
                    .get(usize::from(s))
                    .ok_or_else(|| Refusal::new(ErrorCode::NoSuchSeat, "no such seat"))?;
                if state.name.is_some() {
                    return Err(Refusal::new(ErrorCode::SeatTaken, "that seat is taken"));
                }
                Ok(s)
            }
            None => {
                let free = self
                    .table
                    .seats
                    .iter()
                    .position(|s| s.name.is_none())
                    .ok_or_else(|| Refusal::new(ErrorCode::LobbyFull, "every seat is taken"))?;
                Ok(Seat::try_from(free).unwrap_or(Seat::MAX))
            }
        }
    }

    /// The change that frees a seat before the start (leave or kick), handing the host role on
    /// if needed.
    fn free_seat(&self, seat: Seat, event: LobbyEvent) -> Change {
        let host = if self.table.host == Some(seat) {
            self.table
                .seats
                .iter()
                .enumerate()
                // A computer player never hosts.
                .find(|(i, s)| *i != usize::from(seat) && s.name.is_some() && s.bot.is_none())
                .map(|(i, _)| Seat::try_from(i).unwrap_or(Seat::MAX))
        } else {
            self.table.host
        };
        Change {
            event,
            effect: Effect::Free { seat, host },
        }
    }

    pub(super) async fn leave(&mut self, conn: ConnId) -> Answer {
        if let Some(seat) = self.audiences.conns.get(&conn).and_then(|c| c.seat)
            && self.status == LobbyStatus::Open
        {
            let v = self
                .commit(self.free_seat(seat, LobbyEvent::Left { seat }))
                .await?;
            self.ack(conn, v);
        }
        self.send_to(conn, Outbound::Close(close::NORMAL, "left".into()));
        // Leaving mid-game keeps the seat (resign to give up): it only disconnects.
        self.remove_conn(conn);
        self.announce_lost().await;
        Ok(())
    }

    pub(super) async fn kick(&mut self, conn: ConnId, seat: Seat) -> Answer {
        let me = self.seat_of(conn)?;
        if self.table.host != Some(me) {
            return Err(Refusal::new(ErrorCode::NotHost, "only the host may kick"));
        }
        self.require_open()?;
        match self.table.seats.get(usize::from(seat)) {
            None => return Err(Refusal::new(ErrorCode::NoSuchSeat, "no such seat")),
            Some(s) if s.name.is_none() || seat == me => {
                return Err(Refusal::new(
                    ErrorCode::NoSuchSeat,
                    "no other player in that seat",
                ));
            }
            Some(_) => {}
        }
        let holder = self.table.seats[usize::from(seat)].conn;
        let v = self
            .commit(self.free_seat(seat, LobbyEvent::Kicked { seat }))
            .await?;
        if let Some(holder) = holder {
            self.send_to(
                holder,
                Outbound::Close(close::KICKED, "kicked by the host".into()),
            );
            self.remove_conn(holder);
        }
        self.ack(conn, v);
        Ok(())
    }

    pub(super) async fn ready(&mut self, conn: ConnId, ready: bool) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_open()?;
        let s = &self.table.seats[usize::from(seat)];
        if s.ready == ready {
            let already = if ready { "ready" } else { "not ready" };
            return Err(unchanged(format!("you are already {already}")));
        }
        let effect = Effect::SeatState {
            seat,
            ready,
            character: s.character.clone(),
            rematch: s.rematch,
        };
        let v = self
            .commit(Change {
                event: LobbyEvent::Ready { seat, ready },
                effect,
            })
            .await?;
        self.ack(conn, v);
        Ok(())
    }

    pub(super) async fn choose_character(
        &mut self,
        conn: ConnId,
        chosen: protocol::Character,
    ) -> Answer {
        let seat = self.seat_of(conn)?;
        self.require_open()?;
        let character = HostedGame::character(&self.config, chosen).ok_or_else(|| {
            Refusal::new(
                ErrorCode::InvalidCharacter,
                "this game has no Characters to choose",
            )
        })?;
        if self.table.seats[usize::from(seat)].character.as_deref() == Some(character.as_str()) {
            return Err(unchanged(format!("you already play {character}")));
        }
        if self.table.seats.iter().enumerate().any(|(i, s)| {
            i != usize::from(seat) && s.character.as_deref() == Some(character.as_str())
        }) {
            return Err(Refusal::new(
                ErrorCode::InvalidCharacter,
                format!("{character} is taken"),
            ));
        }
        let s = &self.table.seats[usize::from(seat)];
        let effect = Effect::SeatState {
            seat,
            ready: s.ready,
            character: Some(character),
            rematch: s.rematch,
        };
        let v = self
            .commit(Change {
                event: LobbyEvent::Character {
                    seat,
                    character: chosen,
                },
                effect,
            })
            .await?;
        self.ack(conn, v);
        Ok(())
    }

    /// Announces seats whose connection went away (each announcement may lose more). A store
    /// failure here only loses a presence flag: the version is then not bumped.
    pub(super) async fn announce_lost(&mut self) {
        while let Some(seat) = self.table.lost.pop() {
            if self.table.seats[usize::from(seat)].conn.is_none() && self.ending.is_none() {
                let _ = self.commit(presence(seat, None)).await;
            }
        }
    }
}

/// The answer to a request that would change nothing: nothing is written, no version is spent and
/// nobody else hears of it.
pub(super) fn unchanged(message: String) -> Refusal {
    Refusal::new(ErrorCode::Unchanged, message)
}

/// The change announcing that a seat's connection arrived (`conn`) or went away.
pub(super) fn presence(seat: Seat, conn: Option<ConnId>) -> Change {
    Change {
        event: LobbyEvent::Presence {
            seat,
            connected: conn.is_some(),
        },
        effect: Effect::Presence { seat, conn },
    }
}
