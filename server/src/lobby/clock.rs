//! The game clock: a Camelot chess clock (base time plus an increment per move), a Super
//! Camelot turn limit, or a correspondence game's days per move or turn.
//!
//! The lobby owns it and the store keeps what it needs across a restart: a Camelot move is
//! logged with both seats' time left after it, and a Super Camelot turn limit starts afresh with
//! every turn. It runs on tokio's monotonic [`Instant`]. After a restart the side to move gets
//! its time back as of the last logged move: neither the downtime nor the thinking before the
//! crash is charged (RULES.md C10, SC21). A correspondence deadline is a date instead: its plays
//! are logged with the time they were made, and after a restart the running move or turn has
//! used the time since the play that began it, downtime included (RULES.md C14, SC25).

use crate::game::{ClockRule, HostedGame};
use protocol::{ClockView, GameConfig, Seat};
use std::time::Duration;
use tokio::time::Instant;

/// How the clock counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A chess clock: each seat's time for the game, `increment_ms` added after each move.
    Game { increment_ms: u64 },
    /// Every turn of the active seat lasts at most `limit_ms`.
    Turn { limit_ms: u64 },
    /// A correspondence game: every move or turn lasts at most `limit_ms`, on the calendar.
    Days { limit_ms: u64 },
}

/// A lobby's running clock.
#[derive(Debug, Clone)]
pub(super) struct Clock {
    kind: Kind,
    /// Each seat's time left when the running clock was started.
    left_ms: Vec<u64>,
    /// The seat whose clock runs and the turn it runs for (Super Camelot's turn number; 0 in
    /// Camelot); `None` once the game is over.
    running: Option<(Seat, u32)>,
    /// When the running clock was started.
    since: Instant,
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

impl Clock {
    /// The clock of a new game under `config`, running for `owner`; `None` for an untimed game.
    /// `day` is how long a correspondence game's day lasts (a day, but for trying it out).
    pub(super) fn new(
        config: &GameConfig,
        owner: Option<(Seat, u32)>,
        now: Instant,
        day: Duration,
    ) -> Option<Self> {
        let (kind, full) = match HostedGame::policy(config).clock? {
            ClockRule::Game {
                base_ms,
                increment_ms,
            } => (Kind::Game { increment_ms }, base_ms),
            ClockRule::Turn { limit_ms } => (Kind::Turn { limit_ms }, limit_ms),
            ClockRule::Days { days } => {
                let limit_ms = ms(day).saturating_mul(u64::from(days));
                (Kind::Days { limit_ms }, limit_ms)
            }
        };
        Some(Self {
            kind,
            left_ms: vec![full; usize::from(config.seats())],
            running: owner,
            since: now,
        })
    }

    /// Restores each seat's time left from the log (Camelot), the running clock restarting now.
    pub(super) fn restore(&mut self, left_ms: &[u64]) {
        if matches!(self.kind, Kind::Game { .. }) && left_ms.len() == self.left_ms.len() {
            self.left_ms = left_ms.to_vec();
        }
    }

    /// A correspondence game's time per move or turn.
    pub(super) fn period(&self) -> Option<Duration> {
        match self.kind {
            Kind::Days { limit_ms } => Some(Duration::from_millis(limit_ms)),
            _ => None,
        }
    }

    /// Whether this is a correspondence clock, whose deadlines are dates.
    pub(super) fn on_calendar(&self) -> bool {
        matches!(self.kind, Kind::Days { .. })
    }

    /// After a restart, in a correspondence game: the running move or turn has already used
    /// `used_ms` (since the play that began it, on the calendar). A deadline that passed while
    /// the server was down is due at once.
    pub(super) fn resume(&mut self, used_ms: u64) {
        if let (Kind::Days { limit_ms }, Some((seat, _))) = (self.kind, self.running)
            && let Some(left) = self.left_ms.get_mut(usize::from(seat))
        {
            *left = limit_ms.saturating_sub(used_ms);
        }
    }

    /// What views show.
    pub(super) fn view(&self) -> ClockView {
        ClockView {
            left_ms: self.left_ms.clone(),
            running: self.running.map(|(s, _)| s),
        }
    }

    /// The seat whose clock runs.
    pub(super) fn running(&self) -> Option<Seat> {
        self.running.map(|(s, _)| s)
    }

    /// How long the running clock has run, in milliseconds.
    pub(super) fn elapsed_ms(&self, now: Instant) -> Option<u64> {
        self.running
            .map(|_| ms(now.saturating_duration_since(self.since)))
    }

    /// When the running seat's time runs out.
    pub(super) fn deadline(&self) -> Option<Instant> {
        let (seat, _) = self.running?;
        let left = *self.left_ms.get(usize::from(seat))?;
        Some(self.since + Duration::from_millis(left))
    }

    /// Whether the running seat's time is up at `now`.
    pub(super) fn expired(&self, now: Instant) -> bool {
        self.deadline().is_some_and(|d| now >= d)
    }

    /// Camelot: each seat's time left if `seat` moves at `now` (its increment added), to log
    /// with the move. `None` for a turn limit, or when `seat`'s clock is not the running one.
    pub(super) fn after_move(&self, seat: Seat, now: Instant) -> Option<Vec<u64>> {
        let Kind::Game { increment_ms } = self.kind else {
            return None;
        };
        if self.running() != Some(seat) {
            return None;
        }
        let mut left = self.left_ms.clone();
        let i = usize::from(seat);
        let used = self.elapsed_ms(now).unwrap_or(0);
        left[i] = left[i].saturating_sub(used).saturating_add(increment_ms);
        Some(left)
    }

    /// The seat's time ran out: its clock shows zero and stops.
    /// Camelot: each seat's time left as it stands at `now` (the running seat charged, nothing
    /// added), to log with an accepted takeback, which is no move (RULES.md C15). `None` for
    /// other clocks.
    pub(super) fn standing(&self, now: Instant) -> Option<Vec<u64>> {
        let Kind::Game { .. } = self.kind else {
            return None;
        };
        let mut left = self.left_ms.clone();
        if let Some((seat, _)) = self.running
            && let Some(l) = left.get_mut(usize::from(seat))
        {
            *l = l.saturating_sub(self.elapsed_ms(now).unwrap_or(0));
        }
        Some(left)
    }

    pub(super) fn flag(&mut self, seat: Seat) {
        if let Some(left) = self.left_ms.get_mut(usize::from(seat)) {
            *left = 0;
        }
        // A chess clock stops with the game; a correspondence clock stops until the next move
        // or turn (in Super Camelot a computer player finishes the turn).
        if matches!(self.kind, Kind::Game { .. } | Kind::Days { .. }) {
            self.running = None;
        }
    }

    /// After a change of the game: `left_ms` is what a Camelot move logged, `owner` whose clock
    /// runs now. A Camelot clock switches sides with every move; a turn limit restarts when a
    /// new turn begins.
    pub(super) fn follow(
        &mut self,
        left_ms: Option<Vec<u64>>,
        owner: Option<(Seat, u32)>,
        now: Instant,
    ) {
        match self.kind {
            Kind::Game { .. } => {
                if let Some(left) = left_ms {
                    self.left_ms = left;
                    self.since = now;
                }
                self.running = owner;
            }
            Kind::Turn { limit_ms } | Kind::Days { limit_ms } => {
                if owner != self.running {
                    self.left_ms.iter_mut().for_each(|l| *l = limit_ms);
                    self.running = owner;
                    self.since = now;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Clock;
    use protocol::{GameConfig, Ruleset, TimeControl};
    use std::time::Duration;
    use tokio::time::Instant;

    const DAY: Duration = Duration::from_secs(86_400);

    fn camelot(base_secs: u32, increment_secs: u32) -> GameConfig {
        GameConfig::Camelot {
            ruleset: Ruleset::Standard,
            clock: Some(TimeControl {
                base_secs,
                increment_secs,
            }),
            days_per_move: None,
        }
    }

    #[test]
    fn an_untimed_game_has_no_clock() {
        let config = GameConfig::Camelot {
            ruleset: Ruleset::Standard,
            clock: None,
            days_per_move: None,
        };
        assert!(Clock::new(&config, Some((0, 0)), Instant::now(), DAY).is_none());
    }

    #[test]
    fn a_move_charges_the_mover_and_adds_the_increment() {
        let t0 = Instant::now();
        let mut clock = Clock::new(&camelot(300, 3), Some((0, 0)), t0, DAY).unwrap();
        let t1 = t0 + Duration::from_millis(12_500);
        assert_eq!(clock.after_move(1, t1), None, "only the running side moves");
        let left = clock.after_move(0, t1).unwrap();
        assert_eq!(left, [300_000 - 12_500 + 3_000, 300_000]);
        clock.follow(Some(left), Some((1, 0)), t1);
        assert_eq!(clock.view().running, Some(1));
        assert_eq!(clock.deadline(), Some(t1 + Duration::from_secs(300)));
        assert!(!clock.expired(t1 + Duration::from_millis(299_999)));
        assert!(clock.expired(t1 + Duration::from_secs(300)));
        clock.flag(1);
        assert_eq!(clock.view().left_ms, [290_500, 0]);
        assert_eq!(clock.view().running, None);
        assert_eq!(clock.deadline(), None);
    }

    #[test]
    fn a_turn_limit_restarts_with_each_turn_only() {
        let config = GameConfig::SuperCamelot {
            seats: 3,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: Some(60),
            days_per_turn: None,
        };
        let t0 = Instant::now();
        let mut clock = Clock::new(&config, Some((2, 1)), t0, DAY).unwrap();
        let t1 = t0 + Duration::from_secs(20);
        clock.follow(None, Some((2, 1)), t1);
        assert_eq!(
            clock.deadline(),
            Some(t0 + Duration::from_secs(60)),
            "same turn"
        );
        clock.follow(None, Some((0, 2)), t1);
        assert_eq!(clock.deadline(), Some(t1 + Duration::from_secs(60)));
        assert_eq!(clock.view().running, Some(0));
        assert_eq!(
            clock.elapsed_ms(t1 + Duration::from_millis(1500)),
            Some(1500)
        );
    }

    #[test]
    fn a_correspondence_deadline_restarts_with_each_move_and_survives_a_restart() {
        let config = GameConfig::default().with_days(Some(2));
        let day = Duration::from_secs(10);
        let t0 = Instant::now();
        let mut clock = Clock::new(&config, Some((0, 0)), t0, day).unwrap();
        assert!(clock.on_calendar());
        assert_eq!(clock.deadline(), Some(t0 + Duration::from_secs(20)));
        assert_eq!(clock.after_move(0, t0), None, "nothing to log but the date");
        let t1 = t0 + Duration::from_secs(15);
        clock.follow(None, Some((1, 0)), t1);
        assert_eq!(
            clock.deadline(),
            Some(t1 + Duration::from_secs(20)),
            "a full allowance for every move"
        );
        // A restart: seat 1's move began 12 s ago (on the calendar).
        let t2 = t1 + Duration::from_secs(100);
        let mut back = Clock::new(&config, Some((1, 0)), t2, day).unwrap();
        back.resume(12_000);
        assert_eq!(back.deadline(), Some(t2 + Duration::from_secs(8)));
        // A deadline that passed while the server was down is due at once, and falls once.
        back.resume(25_000);
        assert!(back.expired(t2));
        back.flag(1);
        assert_eq!(back.running(), None);
        assert!(!back.expired(t2 + Duration::from_secs(1)));
        // A computer player that took the seat over gets a move of its own.
        back.follow(None, Some((1, 0)), t2);
        assert_eq!(back.deadline(), Some(t2 + Duration::from_secs(20)));
    }
}
