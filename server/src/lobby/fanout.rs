//! Fan-out: every connection's bounded queue and backlog, and the broadcast of each change.
//!
//! A message is serialised once per audience, not once per connection: the recipients of a change
//! are grouped by what they may see (each seat apart, every spectator together), each audience's
//! message is built and serialised once, and the same shared bytes ([`Utf8Bytes`], a
//! reference-counted buffer) go into the queue of every connection of that audience. Queues and
//! backlogs hold those bytes, so a backlog's size is its size on the wire.
//!
//! Queues are fed with `try_send`. What does not fit waits in the connection's backlog inside the
//! lobby, so a burst (a chat storm, say) never closes a connection that reads: a connection is cut
//! off as too slow only when its backlog exceeds [`MAX_BACKLOG_BYTES`] or its writer takes nothing
//! for [`STALL_LIMIT`] (and the connection's own writer gives up on a socket write that takes
//! longer than the write timeout). The lobby never waits for a connection.

use super::OutTx;
use super::{ConnId, Lobby};
use crate::game::EngineFault;
use crate::game::delta::{self, Update, whole};
use crate::limit::{MESSAGE_MAX_CHARS, TokenBucket, cap_message};
use axum::extract::ws::Utf8Bytes;
use protocol::PatchOp;
use protocol::{GameView, Lang, LobbyEvent, LobbyInfo, LobbyStatus, Seat, ServerMsg, Version};
use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// What a lobby sends to a connection.
#[derive(Debug, Clone)]
pub enum Outbound {
    /// A serialised message to write as a text frame, shared by every connection of its audience.
    Text(Utf8Bytes),
    /// Write this close frame and end the connection.
    Close(u16, String),
}

impl Outbound {
    /// Its size on the wire, near enough (a close frame: its code and reason).
    fn wire_size(&self) -> usize {
        match self {
            Self::Text(text) => text.len(),
            Self::Close(_, reason) => reason.len() + 2,
        }
    }
}

/// Serialises a message for the wire. A rejection may quote what a client sent (a move, a name, a
/// Character): whoever built it, it leaves the server capped.
#[must_use]
pub fn encode(msg: &ServerMsg) -> Utf8Bytes {
    if let ServerMsg::Rejected { code, message } = msg
        && message.len() > MESSAGE_MAX_CHARS
    {
        let capped = ServerMsg::Rejected {
            code: *code,
            message: cap_message(message.clone()),
        };
        return serialise(&capped);
    }
    serialise(msg)
}

thread_local! {
    /// Each thread's buffer for [`serialise`]: it keeps its capacity from message to message.
    static SCRATCH: std::cell::RefCell<Vec<u8>> = std::cell::RefCell::new(Vec::with_capacity(4096));
}

/// Above this the scratch buffer is given back after use (a rare large sync).
const SCRATCH_KEEP: usize = 64 * 1024;

/// A message's JSON in a buffer of exactly its size. Written into the thread's scratch buffer and
/// copied once: `serde_json::to_string` starts at 128 bytes and doubles, which was a tenth of a
/// Super Camelot update's instructions in reallocations, and would leave each frame held in a
/// queue with up to twice its size allocated.
fn serialise(msg: &ServerMsg) -> Utf8Bytes {
    SCRATCH.with_borrow_mut(|buf| {
        buf.clear();
        // Serialising our own wire types cannot fail (no maps with non-string keys, no floats),
        // and serde_json writes UTF-8.
        let text = match serde_json::to_writer(&mut *buf, msg) {
            Ok(()) => String::from_utf8(buf.clone()).unwrap_or_default(),
            Err(_) => String::new(),
        };
        if buf.capacity() > SCRATCH_KEEP {
            *buf = Vec::with_capacity(4096);
        }
        text.into()
    })
}

/// Most bytes of messages waiting for a connection beyond its queue before it is cut off.
///
/// With small updates an event is a few hundred bytes, so this is hundreds of events of slack
/// for a client that reads; it also bounds what a client that never reads costs the server:
/// this, plus its queue of `--outbound-queue` messages (64 by default), whose bytes are shared
/// with every other connection of its audience.
pub const MAX_BACKLOG_BYTES: usize = 160 << 10;

/// Longest time a connection's writer may take nothing from a full queue before it is cut off.
pub const STALL_LIMIT: Duration = Duration::from_secs(15);

/// How often backlogs are moved into queues the writers have drained.
pub(super) const PUMP_EVERY: Duration = Duration::from_millis(20);

/// The connections that are told the same of the game: a seat's (`None`: the spectators', or
/// everyone's when the views are shared), reading one language when the views carry words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Audience {
    pub(super) seat: Option<Seat>,
    pub(super) lang: Lang,
}

/// One connection of the lobby.
#[derive(Debug)]
pub(super) struct Conn {
    out: OutTx,
    pub(super) seat: Option<Seat>,
    /// The language it reads (its hello's).
    pub(super) lang: Lang,
    pub(super) chat: TokenBucket,
    /// Messages that did not fit in the queue, oldest first.
    backlog: VecDeque<Outbound>,
    /// Their size on the wire.
    backlog_bytes: usize,
    /// While a backlog waits: when the writer last took a message.
    progress_at: Option<Instant>,
}

/// What became of a message offered to a connection.
#[derive(Debug)]
pub(super) enum Offered {
    /// Queued, or waiting in the backlog.
    Kept,
    /// The connection does not keep up: cut it off.
    Slow,
    /// Its task has ended.
    Gone,
}

impl Conn {
    pub(super) fn new(out: OutTx, seat: Option<Seat>, lang: Lang, chat: TokenBucket) -> Self {
        Self {
            out,
            seat,
            lang,
            chat,
            backlog: VecDeque::new(),
            backlog_bytes: 0,
            progress_at: None,
        }
    }

    /// Moves what it can from the backlog into the queue; judges the connection.
    pub(super) fn pump(&mut self) -> Offered {
        let mut moved = false;
        while let Some(next) = self.backlog.pop_front() {
            let size = next.wire_size();
            match self.out.try_send(next) {
                Ok(()) => {
                    self.backlog_bytes = self.backlog_bytes.saturating_sub(size);
                    moved = true;
                }
                Err(mpsc::error::TrySendError::Full(next)) => {
                    self.backlog.push_front(next);
                    break;
                }
                Err(mpsc::error::TrySendError::Closed(_)) => return Offered::Gone,
            }
        }
        if self.backlog.is_empty() {
            self.progress_at = None;
            return Offered::Kept;
        }
        let now = Instant::now();
        let since = *self.progress_at.get_or_insert(now);
        if moved {
            self.progress_at = Some(now);
        } else if now.duration_since(since) > STALL_LIMIT {
            return Offered::Slow;
        }
        Offered::Kept
    }

    /// Queues a message, or keeps it in the backlog when the queue is full.
    pub(super) fn offer(&mut self, out: Outbound) -> Offered {
        if self.backlog.is_empty() {
            match self.out.try_send(out) {
                Ok(()) => return Offered::Kept,
                Err(mpsc::error::TrySendError::Closed(_)) => return Offered::Gone,
                Err(mpsc::error::TrySendError::Full(out)) => self.keep(out),
            }
        } else {
            self.keep(out);
        }
        if self.backlog_bytes > MAX_BACKLOG_BYTES {
            return Offered::Slow;
        }
        self.pump()
    }

    fn keep(&mut self, out: Outbound) {
        self.backlog_bytes += out.wire_size();
        self.backlog.push_back(out);
    }
}

impl Lobby {
    /// Offers `out` to one connection; cuts the connection off if it does not keep up.
    pub(super) fn send_to(&mut self, conn: ConnId, out: Outbound) {
        let Some(c) = self.audiences.conns.get_mut(&conn) else {
            return;
        };
        match c.offer(out) {
            Offered::Kept => {}
            Offered::Slow => self.drop_slow(conn, true),
            // Its task has ended; the Disconnect command is on its way.
            Offered::Gone => self.drop_slow(conn, false),
        }
    }

    /// Closes every connection with `code` and `reason`, and forgets them: the lobby ends here.
    pub(super) fn close_all(&mut self, code: u16, reason: &str) {
        let ids: Vec<ConnId> = self.audiences.conns.keys().copied().collect();
        for id in ids {
            self.send_to(id, Outbound::Close(code, reason.into()));
        }
        self.audiences.conns.clear();
    }

    /// Serialises a message for one connection and offers it.
    pub(super) fn send_msg(&mut self, conn: ConnId, msg: &ServerMsg) {
        if self.audiences.conns.contains_key(&conn) {
            self.send_to(conn, Outbound::Text(encode(msg)));
        }
    }

    /// Offers the same message to every connection: serialised once.
    pub(super) fn send_all(&mut self, msg: &ServerMsg) {
        let text = encode(msg);
        let ids: Vec<ConnId> = self.audiences.conns.keys().copied().collect();
        for id in ids {
            self.send_to(id, Outbound::Text(text.clone()));
        }
    }

    pub(super) fn has_backlog(&self) -> bool {
        self.audiences.conns.values().any(|c| !c.backlog.is_empty())
    }

    /// Moves backlogs into the queues their writers have drained; cuts off stalled connections.
    pub(super) fn pump_backlogs(&mut self) {
        let ids: Vec<ConnId> = self
            .audiences
            .conns
            .iter()
            .filter(|(_, c)| !c.backlog.is_empty())
            .map(|(id, _)| *id)
            .collect();
        for id in ids {
            let Some(c) = self.audiences.conns.get_mut(&id) else {
                continue;
            };
            match c.pump() {
                Offered::Kept => {}
                Offered::Slow => self.drop_slow(id, true),
                Offered::Gone => self.drop_slow(id, false),
            }
        }
    }

    /// A connection whose queue is full or gone: forget it (dropping its sender tells its task).
    pub(super) fn drop_slow(&mut self, conn: ConnId, slow: bool) {
        if self.audiences.conns.contains_key(&conn) {
            if slow {
                self.env
                    .metrics
                    .slow_disconnects
                    .fetch_add(1, Ordering::Relaxed);
            }
            self.remove_conn(conn);
        }
    }

    /// Forgets a connection; a seat it held is announced as disconnected by
    /// [`Lobby::announce_lost`] (unless another connection holds it by then).
    pub(super) fn remove_conn(&mut self, conn: ConnId) {
        let Some(c) = self.audiences.conns.remove(&conn) else {
            return;
        };
        match c.seat {
            None => self.audiences.spectators_moved = true,
            Some(seat) => {
                let playing = self.status == LobbyStatus::Playing;
                if let Some(s) = self.table.seats.get_mut(usize::from(seat))
                    && s.conn == Some(conn)
                {
                    s.conn = None;
                    if playing && s.bot.is_none() {
                        s.away_since = Some(Instant::now());
                    }
                    self.table.lost.push(seat);
                }
            }
        }
    }

    /// The audience of a connection holding `seat` and reading `lang`: its seat, or `None` for
    /// the spectators, and everyone together when the game's views are the same for all
    /// (Camelot, or no game); one language apart from another only when the views carry words
    /// (Super Camelot's log and prompt).
    pub(super) fn audience_of(&self, seat: Option<Seat>, lang: Lang) -> Audience {
        let game = self.game.running.as_ref();
        let shared = game.is_none_or(|g| g.engine.shared_view());
        let worded = game.is_some_and(|g| g.engine.worded());
        Audience {
            seat: if shared { None } else { seat },
            lang: if worded { lang } else { Lang::En },
        }
    }

    /// Sends version `v`'s event to everyone. With `views`, each audience (a seat, or all
    /// spectators; everyone at once when the views are shared) gets the change of its view of
    /// the game: a patch, or, when `implied`, only the event, which each client plays itself
    /// (plus the clock in a timed game). `info` is the lobby's summary when the event changed
    /// it. Each audience's message is serialised once and shared by its connections.
    pub(super) fn broadcast(
        &mut self,
        event: &LobbyEvent,
        views: Option<Told>,
        info: Option<&LobbyInfo>,
    ) {
        let mut audiences: Vec<(Audience, Vec<ConnId>)> = Vec::new();
        for (id, c) in &self.audiences.conns {
            // Without views every connection is told the same: one audience.
            let key = if views.is_some() {
                self.audience_of(c.seat, c.lang)
            } else {
                Audience {
                    seat: None,
                    lang: Lang::En,
                }
            };
            match audiences.iter_mut().find(|(a, _)| *a == key) {
                Some((_, ids)) => ids.push(*id),
                None => audiences.push((key, vec![*id])),
            }
        }
        if views.is_some() {
            // An audience nobody is in forgets its view: whoever joins it next gets a sync.
            self.audiences
                .sent_views
                .retain(|(held, _)| audiences.iter().any(|(a, _)| a == held));
        }
        // What the audiences' patches have in common, worked out once (see `delta::Shared`): for
        // the audiences whose views were made at the version in the key.
        let mut shared: Option<(Version, delta::Shared)> = None;
        // The updates already serialised for this change: an audience told exactly what an
        // earlier one was (most often every seat but the one deciding) shares its bytes.
        let mut sent: Vec<(Option<Update>, Utf8Bytes)> = Vec::new();
        let last = audiences.len().saturating_sub(1);
        for (i, (audience, ids)) in audiences.into_iter().enumerate() {
            let mut update = match views {
                None => None,
                Some(Told::Implied) => match self.implied_patch(audience) {
                    Ok(ops) => ops.map(Update::Patch),
                    Err(fault) => return self.fault(fault),
                },
                Some(Told::Views) => match self.view_of(audience) {
                    Ok(view) => Some(self.update_for(audience, view, &mut shared)),
                    Err(fault) => return self.fault(fault),
                },
            };
            let text = match sent.iter().find(|(told, _)| *told == update) {
                Some((_, text)) => text.clone(),
                None => {
                    let (patch, change) = update.take().map_or((None, None), Update::into_parts);
                    let msg = ServerMsg::Event {
                        v: self.v,
                        event: event.clone(),
                        lobby: info.cloned(),
                        patch,
                        change,
                    };
                    let text = encode(&msg);
                    // Kept for the audiences after this one, moved back out of the message.
                    if let ServerMsg::Event { patch, change, .. } = msg
                        && i < last
                    {
                        sent.push((Update::from_parts(patch, change), text.clone()));
                    }
                    text
                }
            };
            for id in ids {
                self.send_to(id, Outbound::Text(text.clone()));
            }
        }
    }

    /// What follows an implied event (a Camelot move) for `audience`, which then holds the
    /// current view without the lobby having built it: the clock, in a timed game; the whole
    /// view when the audience's was not known.
    fn implied_patch(&mut self, audience: Audience) -> Result<Option<Vec<PatchOp>>, EngineFault> {
        let held = self
            .audiences
            .sent_views
            .iter()
            .position(|(a, _)| *a == audience);
        let known = held.is_some_and(|i| !matches!(self.audiences.sent_views[i].1, Held::Unknown));
        let ops = if known {
            self.game.clock.as_ref().map(|clock| {
                vec![PatchOp::Replace {
                    path: "/clock".into(),
                    value: serde_json::to_value(clock.view()).unwrap_or(serde_json::Value::Null),
                }]
            })
        } else {
            Some(whole(self.view_of(audience)?.as_ref()))
        };
        match held {
            Some(i) => self.audiences.sent_views[i].1 = Held::Current,
            None => self.audiences.sent_views.push((audience, Held::Current)),
        }
        Ok(ops)
    }

    /// Builds the views of the audiences that hold the current view without the lobby having
    /// built it, before a change that the next event will tell as a patch from it.
    pub(super) fn materialise_views(&mut self) -> Result<(), EngineFault> {
        for i in 0..self.audiences.sent_views.len() {
            if matches!(self.audiences.sent_views[i].1, Held::Current) {
                let view = self.view_of(self.audiences.sent_views[i].0)?;
                self.audiences.sent_views[i].1 = Held::View(view, self.v);
            }
        }
        Ok(())
    }

    /// The update from what `audience` holds to `view`, which it holds from now on. An audience
    /// whose view is not known gets the whole view (a `replace` of the root). `shared` is what
    /// the change's other audiences' updates have in common, with the version their old views
    /// were made at: only an audience whose old view was made at that version may use it.
    fn update_for(
        &mut self,
        audience: Audience,
        view: Option<GameView>,
        shared: &mut Option<(Version, delta::Shared)>,
    ) -> Update {
        let v = self.v;
        match self
            .audiences
            .sent_views
            .iter_mut()
            .find(|(a, _)| *a == audience)
        {
            Some((_, known)) => {
                let ops = match &*known {
                    // Made at another version than the others' (it should not be): nothing
                    // in common with them.
                    Held::View(old, at) if shared.as_ref().is_some_and(|(made, _)| made != at) => {
                        delta::view_update(old.as_ref(), view.as_ref())
                    }
                    Held::View(old, at) => {
                        let (_, common) =
                            shared.get_or_insert_with(|| (*at, delta::Shared::default()));
                        delta::view_update_shared(old.as_ref(), view.as_ref(), common)
                    }
                    // `materialise_views` ran before the change: a current view is not left.
                    Held::Current | Held::Unknown => Update::Patch(whole(view.as_ref())),
                };
                *known = Held::View(view, v);
                ops
            }
            None => {
                let ops = whole(view.as_ref());
                self.audiences
                    .sent_views
                    .push((audience, Held::View(view, v)));
                Update::Patch(ops)
            }
        }
    }

    /// Notes that a connection of `seat`'s audience was just sent `view` in a sync. Everyone in an
    /// audience must hold the same view for one patch to fit them all: when the audience's known
    /// view differs (it should not), the next event gives the whole view to all of them.
    pub(super) fn synced(&mut self, audience: Audience, view: Option<&GameView>) {
        match self
            .audiences
            .sent_views
            .iter_mut()
            .find(|(a, _)| *a == audience)
        {
            // A sync sends the current view: an audience that holds it stays as it is.
            Some((_, Held::Current)) => {}
            Some((_, Held::View(known, _))) if known.as_ref() == view => {}
            Some((_, known)) => {
                if !matches!(known, Held::Unknown) {
                    tracing::warn!(lobby = %self.code, ?audience, "an audience's view drifted; the next event resends it whole");
                }
                *known = Held::Unknown;
            }
            None => self
                .audiences
                .sent_views
                .push((audience, Held::View(view.cloned(), self.v))),
        }
    }
}

/// How a change that touched the game is told to each audience.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Told {
    /// By its event alone, the same for everyone (a Camelot move: each client plays it).
    Implied,
    /// By a patch of each audience's view.
    Views,
}

/// What every connection of an audience holds of the game.
// A lobby has one per audience (at most one per seat, and the spectators): the size of the
// variant holding a view does not matter, and boxing it would cost an allocation per change.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub(super) enum Held {
    /// This view (`None`: no game), made at this version of the lobby.
    View(Option<GameView>, Version),
    /// The view the game gives now, which the lobby did not build: the last change was told by
    /// its event alone.
    Current,
    /// Not known: the next event sends the whole view.
    Unknown,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lobby::outbox;
    use protocol::MAX_CHAT_CHARS;

    fn chat_msg(text: &str) -> Outbound {
        Outbound::Text(encode(&ServerMsg::Chat {
            seat: None,
            name: "spectator".into(),
            text: text.into(),
        }))
    }

    /// The chat line of a queued message.
    fn chat_text(out: Outbound) -> Option<String> {
        let Outbound::Text(text) = out else {
            return None;
        };
        match serde_json::from_str(text.as_str()) {
            Ok(ServerMsg::Chat { text, .. }) => Some(text),
            _ => None,
        }
    }

    /// A burst larger than the queue waits in the backlog and reaches a reader in order; a
    /// connection is cut off only when its writer takes nothing for the stall limit or its
    /// backlog grows past the byte cap.
    #[tokio::test(start_paused = true)]
    async fn a_burst_waits_in_the_backlog_and_only_a_stalled_writer_is_slow() {
        let (tx, mut rx) = outbox(4);
        let mut conn = Conn::new(tx, None, Lang::En, TokenBucket::new(1.0, 1.0));
        for i in 0..100 {
            assert!(matches!(
                conn.offer(chat_msg(&i.to_string())),
                Offered::Kept
            ));
        }
        assert_eq!(conn.backlog.len(), 96);
        // The writer drains slowly but steadily: never slow, everything arrives in order.
        let mut got = Vec::new();
        while got.len() < 100 {
            tokio::time::advance(STALL_LIMIT / 2).await;
            while let Some(text) = rx.try_recv().ok().and_then(chat_text) {
                got.push(text.parse::<usize>().unwrap());
            }
            assert!(matches!(conn.pump(), Offered::Kept));
        }
        assert_eq!(got, (0..100).collect::<Vec<_>>());
        assert!(conn.backlog.is_empty() && conn.backlog_bytes == 0);

        // A writer that takes nothing: kept until the stall limit, then slow.
        for i in 0..10 {
            assert!(matches!(
                conn.offer(chat_msg(&i.to_string())),
                Offered::Kept
            ));
        }
        tokio::time::advance(STALL_LIMIT - Duration::from_secs(1)).await;
        assert!(matches!(conn.pump(), Offered::Kept));
        tokio::time::advance(Duration::from_secs(2)).await;
        assert!(matches!(conn.pump(), Offered::Slow));

        // A backlog past the byte cap is slow at once.
        let (tx, _rx) = outbox(4);
        let mut conn = Conn::new(tx, None, Lang::En, TokenBucket::new(1.0, 1.0));
        let line = "x".repeat(MAX_CHAT_CHARS);
        let mut offered = 0;
        let slow = loop {
            match conn.offer(chat_msg(&line)) {
                Offered::Kept => offered += 1,
                other => break other,
            }
        };
        assert!(matches!(slow, Offered::Slow));
        assert!(conn.backlog_bytes > MAX_BACKLOG_BYTES);
        assert!(offered > MAX_BACKLOG_BYTES / (2 * MAX_CHAT_CHARS));

        // A connection whose task ended is gone, backlog or not.
        let (tx, rx) = outbox(1);
        let mut conn = Conn::new(tx, None, Lang::En, TokenBucket::new(1.0, 1.0));
        assert!(matches!(conn.offer(chat_msg("a")), Offered::Kept));
        assert!(matches!(conn.offer(chat_msg("b")), Offered::Kept));
        drop(rx);
        assert!(matches!(conn.pump(), Offered::Gone));
    }

    /// A message is serialised once: every connection of an audience holds the same bytes, and
    /// a backlog counts them as they go on the wire.
    #[test]
    fn an_audience_shares_one_serialisation() {
        let text = encode(&ServerMsg::Ack { v: 7 });
        let shared = Outbound::Text(text.clone());
        let (tx, _rx) = outbox(1);
        let mut conn = Conn::new(tx, None, Lang::En, TokenBucket::new(1.0, 1.0));
        assert!(matches!(conn.offer(shared.clone()), Offered::Kept));
        assert!(matches!(conn.offer(shared), Offered::Kept));
        assert_eq!(conn.backlog_bytes, r#"{"t":"ack","v":7}"#.len());
        let Some(Outbound::Text(kept)) = conn.backlog.front() else {
            panic!("a text in the backlog")
        };
        assert_eq!(kept.as_str().as_ptr(), text.as_str().as_ptr());
    }
}
