//! Hosting Super Camelot: 2–4 seats, hidden information, prompts.
//!
//! Redaction is the engine's: the view is `Game::view(viewer)` and events pass through
//! `Event::for_viewer`, so no field of anything sent here can hold another seat's wallet, a deck's
//! order, an unexplored tile or the seed. The words sent with them (`lines`, `prompt_line`) are
//! made from what that viewer receives, by the engine's `words`, with the players' names.

use super::host::{Host, wrong_game};
use super::{BotJob, Play, Refusal};
use protocol::Lang;
use protocol::{BotLevel, ErrorCode, GameAction, GameResult, GameView, RevealedEvent, Seat};
use std::sync::OnceLock;
use super_camelot::{Action, Character, Config, Event, Game, Viewer, VisibleEvent, WinKind, words};

/// The engine's Characters, in the order they are handed out to seats that chose none.
pub const CHARACTERS: [Character; 6] = [
    Character::Arthur,
    Character::Gwenivere,
    Character::Lancelot,
    Character::Percival,
    Character::Kay,
    Character::Merlin,
];

/// A Super Camelot game and what each step of its log did.
#[derive(Debug)]
pub struct SuperCamelotHost {
    game: Game,
    /// Plays applied so far: the log's next step number.
    plays: u32,
    /// Every step that did something, with its events (unredacted: each viewer is served its own
    /// part by [`Event::for_viewer`]). A game of a few hundred turns holds some thousands.
    history: Vec<Step>,
    /// The players' display names by seat, as the game started (the words name the seats with
    /// them; a seat without one is `Seat N`, from 1).
    names: Vec<String>,
    /// The last play's public events in words, by language (in [`Lang::ALL`]'s order): made by
    /// the first view that asks, then the same for every audience reading that language (`None`
    /// for an event that is private). Forgotten at every play.
    public_lines: [OnceLock<Vec<Option<String>>>; Lang::ALL.len()],
    /// The engine's public view of the game as the last play left it ([`Game::public_view`]):
    /// built by the first view that asks, copied for each of the others. Forgotten at every
    /// play.
    public_view: OnceLock<super_camelot::View>,
}

/// One step of the log that changed the game, with the engine's events.
#[derive(Debug)]
struct Step {
    seq: u32,
    seat: Seat,
    events: Vec<Event>,
}

fn seat(s: Seat) -> super_camelot::Seat {
    super_camelot::Seat(s)
}

/// Parses a Character by its engine name (`"Merlin"`), as the store keeps it.
pub(crate) fn parse_character(name: &str) -> Option<Character> {
    CHARACTERS.into_iter().find(|c| character_name(*c) == name)
}

/// The engine name of a Character (`"Merlin"`), as the store keeps it.
pub(crate) fn character_name(c: Character) -> String {
    format!("{c:?}")
}

/// A test hook compiled into debug builds only (a release build has no trace of it):
/// `ALBION_DEBUG_SCENARIO=mimic_theft` starts every Super Camelot game from a set position in which
/// seat 0, walled in by Rocks, ends its turn and the Mimic on its tile goes for seat 1, who must
/// then choose the Treasure it steals: the one prompt that goes to a seat other than the active
/// player (prompt 26), which a random forest reaches too rarely for the browser end-to-end test
/// (`web/e2e/super-camelot.mjs`). The setting is read at every start and at recovery alike, so a
/// restarted debug server rebuilds the same game.
#[cfg(debug_assertions)]
fn debug_scenario(config: &Config, seed: u64) -> Result<Option<Game>, String> {
    use super_camelot::{EnemyKind, Face, Object, Place, Scenario, Seat as S, Square, Treasure};
    match std::env::var("ALBION_DEBUG_SCENARIO").as_deref() {
        Err(_) | Ok("") => Ok(None),
        Ok("mimic_theft") if config.characters.len() >= 2 => {
            let sq = |row, col| Square::new(row, col).ok_or("square off the board");
            let mut s = Scenario::new(&config.characters)
                .seed(seed)
                .tile(1, 1, "U01")
                .tile(1, 2, "U02")
                .tile(2, 1, "U03")
                .tile(2, 2, "U04")
                .stack(&[
                    "U05", "U06", "U07", "U08", "U09", "U10", "U11", "N1", "N2", "N3", "N4", "N5",
                ]);
            for row in 6..12 {
                for col in 6..12 {
                    s = s.clear(sq(row, col)?);
                }
            }
            if config.ask_activation_order {
                s = s.ask_activation_order();
            }
            if config.auto_enemy_ties {
                s = s.auto_enemy_ties();
            }
            let game = s
                .at(S(0), Place::Square(sq(7, 7)?))
                .object(sq(7, 8)?, Object::Rock)
                .object(sq(8, 7)?, Object::Rock)
                .object(sq(6, 8)?, Object::Rock)
                .object(sq(8, 6)?, Object::Rock)
                .at(S(1), Place::Square(sq(10, 8)?))
                .treasure(S(1), Treasure::Magnet)
                .treasure(S(1), Treasure::Shovel)
                .enemy(sq(10, 10)?, EnemyKind::Mimic)
                .dice(&[Face::Blank])
                .build()
                .map_err(|e| e.to_string())?;
            Ok(Some(game))
        }
        Ok(other) => Err(format!(
            "ALBION_DEBUG_SCENARIO={other:?} is not a scenario this build knows"
        )),
    }
}

impl SuperCamelotHost {
    pub(crate) fn new(
        characters: &[String],
        ask_activation_order: bool,
        auto_enemy_ties: bool,
        seed: u64,
    ) -> Result<Self, String> {
        let characters = characters
            .iter()
            .map(|c| parse_character(c).ok_or_else(|| format!("unknown Character {c:?}")))
            .collect::<Result<Vec<_>, _>>()?;
        // Settings the lobby does not offer keep the engine's defaults.
        let config = Config {
            characters,
            ask_activation_order,
            auto_enemy_ties,
            ..Config::default()
        };
        #[cfg(debug_assertions)]
        if let Some(game) = debug_scenario(&config, seed)? {
            return Ok(Self::from_game(game));
        }
        let game = Game::new(config, seed).map_err(|e| e.to_string())?;
        Ok(Self::from_game(game))
    }

    /// Hosts a game built elsewhere (a test scenario), or just built.
    pub(crate) fn from_game(game: Game) -> Self {
        Self {
            game,
            plays: 0,
            history: Vec::new(),
            names: Vec::new(),
            public_lines: Default::default(),
            public_view: OnceLock::new(),
        }
    }

    /// Names the seats in the words sent with the views and the history: the players' display
    /// names in seat order, as the game started.
    pub(crate) fn set_names(&mut self, names: &[String]) {
        self.names = names.to_vec();
        self.public_lines = Default::default();
    }

    /// A seat's display name in the words.
    fn name(&self, s: super_camelot::Seat) -> String {
        self.names
            .get(usize::from(s.0))
            .filter(|n| !n.is_empty())
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", u32::from(s.0) + 1))
    }

    /// Events in words, as the viewer they were sent to reads them, in `lang`.
    fn lines(&self, events: &[VisibleEvent], lang: Lang) -> Vec<String> {
        events
            .iter()
            .map(|e| words::event(lang, e, &|s| self.name(s)))
            .collect()
    }

    /// The last play's events as `viewer` may see them, and in words in `lang`. A public event's
    /// words are made once per language and shared by every viewer.
    fn last_told(&self, viewer: Viewer, lang: Lang) -> (Vec<VisibleEvent>, Vec<String>) {
        let events = self.last_events();
        let slot = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        let public = self.public_lines[slot].get_or_init(|| {
            events
                .iter()
                .map(|e| {
                    e.for_viewer(Viewer::Spectator)
                        .map(|seen| words::event(lang, &seen, &|s| self.name(s)))
                })
                .collect()
        });
        let mut told = Vec::with_capacity(events.len());
        let mut lines = Vec::with_capacity(events.len());
        for (event, line) in events.iter().zip(public) {
            let Some(seen) = event.for_viewer(viewer) else {
                continue;
            };
            lines.push(match (&seen, line) {
                (VisibleEvent::Public(_), Some(line)) => line.clone(),
                _ => words::event(lang, &seen, &|s| self.name(s)),
            });
            told.push(seen);
        }
        (told, lines)
    }

    /// Counts one play of the log, and keeps its events if it had any.
    fn played(&mut self, who: Seat, events: Vec<Event>) {
        self.public_lines = Default::default();
        self.public_view = OnceLock::new();
        if !events.is_empty() {
            self.history.push(Step {
                seq: self.plays,
                seat: who,
                events,
            });
        }
        self.plays += 1;
    }

    /// The events of the last play (none when it changed nothing in the engine: a takeover, or
    /// a turn running out before its default answers).
    fn last_events(&self) -> &[Event] {
        match self.history.last() {
            Some(step) if step.seq + 1 == self.plays => &step.events,
            _ => &[],
        }
    }

    /// A play that does nothing in the engine by itself (a turn running out, whose default
    /// answers follow as plays of their own; a computer player taking a seat over): it is a step
    /// of the log with no events.
    pub(crate) fn pass(&mut self, who: Seat) -> Result<(), Refusal> {
        self.check_in_game(who)?;
        self.played(who, Vec::new());
        Ok(())
    }

    /// What the game did so far, as `viewer` may see it: the steps before `before` (all when
    /// `None`) that showed it something, at most `limit` of the latest of them, and whether
    /// earlier ones exist.
    pub(crate) fn history(
        &self,
        viewer: Option<Seat>,
        before: Option<u32>,
        limit: usize,
        lang: Lang,
    ) -> (Vec<protocol::HistoryEntry>, bool) {
        let v = viewer.map_or(Viewer::Spectator, |s| Viewer::Seat(seat(s)));
        let end = before.map_or(self.history.len(), |b| {
            self.history.partition_point(|step| step.seq < b)
        });
        let mut entries = Vec::new();
        let mut more = false;
        for step in self.history[..end].iter().rev() {
            let events: Vec<_> = step.events.iter().filter_map(|e| e.for_viewer(v)).collect();
            if events.is_empty() {
                continue;
            }
            if entries.len() == limit {
                more = true;
                break;
            }
            entries.push(protocol::HistoryEntry {
                seq: step.seq,
                seat: step.seat,
                lines: self.lines(&events, lang),
                events,
            });
        }
        entries.reverse();
        (entries, more)
    }

    /// Checks that the action is the sender's decision. The action arrived parsed strictly (the
    /// wire type is the engine's `Action`: an unknown `type`, a missing or an extra field never
    /// got this far).
    fn check_turn(&self, who: Seat) -> Result<(), Refusal> {
        if self.game.outcome().is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if self.game.has_resigned(seat(who)) {
            return Err(Refusal::new(
                ErrorCode::IllegalAction,
                "you have resigned: you may watch, not play",
            ));
        }
        match self.game.pending_decision() {
            Some(d) if d.seat == seat(who) => Ok(()),
            _ => Err(Refusal::new(
                ErrorCode::OutOfTurn,
                "it is not your decision",
            )),
        }
    }

    /// Checks an action without changing anything and returns it: the engine's own value, which
    /// is all that is logged and shown to others (never the sender's bytes).
    pub(crate) fn check(&self, who: Seat, action: &Action) -> Result<Action, Refusal> {
        self.check_turn(who)?;
        if !self.game.is_legal(seat(who), action) {
            return Err(Refusal::new(
                ErrorCode::IllegalAction,
                "that action is not legal now",
            ));
        }
        Ok(*action)
    }

    /// Whether `who` may resign now (RULES.md SC19): once, while the game runs.
    pub(crate) fn check_resign(&self, who: Seat) -> Result<(), Refusal> {
        if self.game.outcome().is_some() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if self.game.has_resigned(seat(who)) {
            return Err(Refusal::new(
                ErrorCode::IllegalAction,
                "you have already resigned",
            ));
        }
        Ok(())
    }

    /// The seat leaves the game alone (the engine's `Game::resign`); the others play on.
    pub(crate) fn resign(&mut self, who: Seat) -> Result<(), Refusal> {
        let events = self
            .game
            .resign(seat(who))
            .map_err(|e| Refusal::new(ErrorCode::IllegalAction, e.to_string()))?;
        self.played(who, events);
        Ok(())
    }

    pub(crate) fn apply(&mut self, who: Seat, action: &Action) -> Result<(), Refusal> {
        self.check_turn(who)?;
        let events = self
            .game
            .apply(seat(who), *action)
            .map_err(|e| Refusal::new(ErrorCode::IllegalAction, e.to_string()))?;
        self.played(who, events);
        Ok(())
    }

    /// The engine's view for `viewer` (its legal actions included: they are generated once, by
    /// the view) and the last change's events as that viewer may see them, in words too; for
    /// the seat that must decide, what it is asked.
    pub(crate) fn view(&self, viewer: Option<Seat>, live: bool, lang: Lang) -> GameView {
        let v = viewer.map_or(Viewer::Spectator, |s| Viewer::Seat(seat(s)));
        let (events, lines) = self.last_told(v, lang);
        let public = self
            .public_view
            .get_or_init(|| self.game.public_view())
            .clone();
        let mut view = self.game.view_from(public, v);
        if !live {
            // The lobby ended the game (an engine fault, or a game recorded before resignation
            // became an engine action): nothing is pending for anyone.
            view.pending = None;
            view.legal_actions.clear();
        }
        let deciding = view
            .pending
            .as_ref()
            .is_some_and(|d| viewer.is_some_and(|s| d.seat == seat(s)));
        let prompt_line = deciding
            .then(|| words::prompt(lang, &view, &|s| self.name(s)))
            .flatten();
        GameView::SuperCamelot {
            view,
            lines,
            events,
            prompt_line,
            clock: None,
        }
    }

    /// The last change's events with everything revealed, for the public record of a game that
    /// is over. Never for a live viewer (see [`Self::view`]).
    pub(crate) fn revealed(&self) -> Vec<RevealedEvent> {
        let mut out = Vec::with_capacity(self.last_events().len());
        for e in self.last_events() {
            if let Some(public) = e.public_part() {
                out.push(RevealedEvent::Public {
                    event: public.clone(),
                });
            }
            if let Some((owner, private)) = e.private_part() {
                out.push(RevealedEvent::Private {
                    seat: owner.0,
                    event: private.clone(),
                });
            }
        }
        out
    }

    pub(crate) fn result(&self) -> Option<GameResult> {
        self.game.outcome().map(|o| GameResult {
            winners: vec![o.winner.0],
            reason: match o.by {
                WinKind::Grail => "grail",
                WinKind::Gems => "gems",
                WinKind::Resignation => "resignation",
            }
            .to_owned(),
        })
    }

    /// Whether the pending decision belongs to a seat other than the active player (it then
    /// times out to the engine's default).
    pub(crate) fn timed_prompt(&self) -> bool {
        self.game.outcome().is_none()
            && self
                .game
                .pending_decision()
                .is_some_and(|d| d.seat != self.game.active_seat())
    }

    /// The seat that must decide now, while the game runs.
    pub(crate) fn decider(&self) -> Option<Seat> {
        if self.game.outcome().is_some() {
            return None;
        }
        self.game.pending_decision().map(|d| d.seat.0)
    }

    /// The turn under way: its number and its active seat, while the game runs (the turn clock
    /// restarts whenever it changes).
    pub(crate) fn turn(&self) -> Option<(u32, Seat)> {
        self.game
            .outcome()
            .is_none()
            .then(|| (self.game.turn_number(), self.game.active_seat().0))
    }

    /// Whether `who` still plays (has not resigned), while the game runs.
    pub(crate) fn check_in_game(&self, who: Seat) -> Result<(), Refusal> {
        self.check_resign(who)
    }

    pub(crate) fn default_action(&self) -> Option<(Seat, GameAction)> {
        let (s, action) = self.game.default_action()?;
        Some((s.0, GameAction::SuperCamelot { action }))
    }
}

impl Host for SuperCamelotHost {
    fn check(&self, seat: Seat, action: &GameAction) -> Result<GameAction, Refusal> {
        let GameAction::SuperCamelot { action } = action else {
            return Err(wrong_game());
        };
        SuperCamelotHost::check(self, seat, action)
            .map(|action| GameAction::SuperCamelot { action })
    }

    /// A seat still in the game may resign, run out of turn time (its turn passes) or be handed
    /// to a computer player; nobody claims a win over a seat that was left (RULES.md: a
    /// computer player takes it over instead).
    fn check_off_board(&self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        match play {
            Play::Resign => self.check_resign(seat),
            Play::Timeout | Play::Bot { .. } => self.check_in_game(seat),
            Play::Abandoned => Err(Refusal::new(
                ErrorCode::WrongGame,
                "in Super Camelot a seat that was left is handed to a computer player",
            )),
            Play::Offer { .. }
            | Play::Accept { .. }
            | Play::Decline { .. }
            | Play::Withdraw { .. } => Err(Refusal::new(
                ErrorCode::WrongGame,
                "draw and takeback offers are for Camelot",
            )),
            Play::Act { .. } => Err(wrong_game()),
        }
    }

    fn apply(&mut self, seat: Seat, play: &Play) -> Result<(), Refusal> {
        match play {
            Play::Act {
                action: GameAction::SuperCamelot { action },
            } => SuperCamelotHost::apply(self, seat, action),
            Play::Resign => self.resign(seat),
            // The turn passes; a computer player sitting down passes nothing else.
            Play::Timeout | Play::Bot { .. } => self.pass(seat),
            Play::Act { .. }
            | Play::Abandoned
            | Play::Offer { .. }
            | Play::Accept { .. }
            | Play::Decline { .. }
            | Play::Withdraw { .. } => Err(wrong_game()),
        }
    }

    fn decider(&self) -> Option<Seat> {
        SuperCamelotHost::decider(self)
    }

    /// A turn clock: it restarts with every turn.
    fn clock_owner(&self) -> Option<(Seat, u32)> {
        self.turn().map(|(turn, seat)| (seat, turn))
    }

    fn timed_prompt(&self) -> bool {
        SuperCamelotHost::timed_prompt(self)
    }

    fn default_action(&self) -> Option<(Seat, GameAction)> {
        SuperCamelotHost::default_action(self)
    }

    /// The policy looks only through `seat`'s view of its own copy of the game.
    fn bot_job(&self, seat: Seat, level: BotLevel, seed: u64) -> BotJob {
        let game = self.game.clone();
        BotJob::new(move || {
            let level = match level {
                BotLevel::Easy => super_camelot::bot::Level::Easy,
                BotLevel::Medium => super_camelot::bot::Level::Medium,
                BotLevel::Hard => super_camelot::bot::Level::Hard,
            };
            super_camelot::bot::choose(&game, super_camelot::Seat(seat), level, seed)
                .map(|action| GameAction::SuperCamelot { action })
        })
    }

    fn view(&self, viewer: Option<Seat>, live: bool, lang: Lang) -> GameView {
        SuperCamelotHost::view(self, viewer, live, lang)
    }

    /// The events and the prompt come in words.
    fn worded(&self) -> bool {
        true
    }

    fn revealed_events(&self) -> Vec<RevealedEvent> {
        self.revealed()
    }

    fn history(
        &self,
        viewer: Option<Seat>,
        before: Option<u32>,
        limit: usize,
        lang: Lang,
    ) -> Option<(Vec<protocol::HistoryEntry>, bool)> {
        Some(SuperCamelotHost::history(self, viewer, before, limit, lang))
    }

    fn set_names(&mut self, names: &[String]) {
        SuperCamelotHost::set_names(self, names);
    }

    fn result(&self) -> Option<GameResult> {
        SuperCamelotHost::result(self)
    }
}

#[cfg(test)]
mod tests {
    use super::SuperCamelotHost;
    use protocol::HistoryEntry;
    use protocol::Lang;
    use super_camelot::{Character, Config, Game, Viewer, VisibleEvent};

    /// A seeded game of random legal plays (rolls, loot and wallets), with each viewer's live
    /// events after every play.
    fn played(plays: usize) -> (SuperCamelotHost, Vec<Vec<Vec<VisibleEvent>>>) {
        let config = Config::new(vec![Character::Arthur, Character::Merlin]);
        let mut host = SuperCamelotHost::from_game(Game::new(config, 11).unwrap());
        // live[viewer][play]: viewer 0 the spectator, 1 and 2 the seats.
        let mut live = vec![Vec::new(); 3];
        let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..plays {
            let Some(d) = host.game.pending_decision() else {
                break;
            };
            let seat = d.seat.0;
            let legal = host.game.legal_actions(d.seat);
            // A fixed LCG: failures replay.
            rng = rng
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let action = legal[(rng >> 33) as usize % legal.len()];
            host.apply(seat, &action).unwrap();
            for (n, viewer) in [
                Viewer::Spectator,
                Viewer::Seat(super_camelot::Seat(0)),
                Viewer::Seat(super_camelot::Seat(1)),
            ]
            .into_iter()
            .enumerate()
            {
                let view = host.view(
                    match viewer {
                        Viewer::Seat(s) => Some(s.0),
                        _ => None,
                    },
                    true,
                    Lang::En,
                );
                let protocol::GameView::SuperCamelot { events, .. } = view else {
                    unreachable!()
                };
                live[n].push(events);
            }
        }
        (host, live)
    }

    /// The history, asked page by page from the latest back to the first.
    fn paged(host: &SuperCamelotHost, viewer: Option<u8>, limit: usize) -> Vec<HistoryEntry> {
        let (mut all, mut more) = host.history(viewer, None, limit, Lang::En);
        while more {
            let before = all[0].seq;
            let (mut page, m) = host.history(viewer, Some(before), limit, Lang::En);
            assert!(!page.is_empty() && page.len() <= limit);
            assert!(page.iter().all(|e| e.seq < before));
            page.append(&mut all);
            all = page;
            more = m;
        }
        all
    }

    #[test]
    fn the_history_is_what_each_viewer_saw_live_page_by_page() {
        let (host, live) = played(600);
        assert!(host.plays > 150, "the game went on ({} plays)", host.plays);
        let mut seats_private = 0;
        for (n, viewer) in [None, Some(0), Some(1)].into_iter().enumerate() {
            let whole = paged(&host, viewer, usize::MAX);
            let expected: Vec<(u32, &Vec<VisibleEvent>)> = live[n]
                .iter()
                .enumerate()
                .filter(|(_, events)| !events.is_empty())
                .map(|(seq, events)| (seq as u32, events))
                .collect();
            let got: Vec<(u32, &Vec<VisibleEvent>)> =
                whole.iter().map(|e| (e.seq, &e.events)).collect();
            assert_eq!(got, expected, "viewer {viewer:?}");
            // Pages of 7 put together are the same history.
            assert_eq!(paged(&host, viewer, 7), whole, "viewer {viewer:?}");
            let private = whole
                .iter()
                .flat_map(|e| &e.events)
                .filter(|e| matches!(e, VisibleEvent::Private(_)))
                .count();
            if viewer.is_none() {
                assert_eq!(private, 0, "a spectator sees no private event");
            }
            seats_private += private;
        }
        assert!(seats_private > 0, "the seats saw their own wallets change");
        // The latest page alone: the last entries, and `more` since there are earlier ones.
        let (page, more) = host.history(Some(0), None, 5, Lang::En);
        let whole = paged(&host, Some(0), usize::MAX);
        assert!(more);
        assert_eq!(page, whole[whole.len() - 5..]);
        // Before the first entry there is nothing.
        let (none, more) = host.history(Some(0), Some(whole[0].seq), 5, Lang::En);
        assert!(none.is_empty() && !more);
    }

    /// Each viewer reads its own events in words (its private ones in the second person, the
    /// seats by the players' names), and only the seat that decides reads a prompt.
    #[test]
    fn the_words_are_each_viewers_own() {
        let (mut host, _) = played(600);
        host.set_names(&["ann".to_owned(), "bob".to_owned()]);
        let name = |s: super_camelot::Seat| ["ann", "bob"][usize::from(s.0)].to_owned();
        let mut private = 0;
        for viewer in [None, Some(0), Some(1)] {
            for entry in paged(&host, viewer, usize::MAX) {
                let told: Vec<String> = entry
                    .events
                    .iter()
                    .map(|e| super_camelot::words::event(Lang::En, e, &name))
                    .collect();
                assert_eq!(entry.lines, told, "viewer {viewer:?}, step {}", entry.seq);
                private += entry.lines.iter().filter(|l| l.starts_with("You ")).count();
            }
        }
        assert!(private > 0, "the seats read their own wallets");
        let history = paged(&host, None, usize::MAX);
        assert!(
            history
                .iter()
                .flat_map(|e| &e.lines)
                .any(|l| l.starts_with("Turn ")
                    && (l.ends_with("ann to play") || l.ends_with("bob to play"))),
            "the seats are named"
        );
        let decider = host.game.pending_decision().unwrap().seat.0;
        let prompt = |viewer: Option<u8>, live: bool| {
            let protocol::GameView::SuperCamelot {
                events,
                lines,
                prompt_line,
                ..
            } = host.view(viewer, live, Lang::En)
            else {
                unreachable!()
            };
            assert_eq!(lines.len(), events.len());
            prompt_line
        };
        let line = prompt(Some(decider), true).expect("the decider is asked");
        assert!(line.starts_with(char::is_uppercase), "{line}");
        assert_eq!(prompt(Some(1 - decider), true), None);
        assert_eq!(prompt(None, true), None);
        assert_eq!(
            prompt(Some(decider), false),
            None,
            "nobody is asked once it is over"
        );
    }

    /// A play that does nothing in the engine (a takeover, a turn running out) is a step of the
    /// log with no events: the view after it repeats nothing, and the steps after it keep the
    /// log's numbering.
    #[test]
    fn a_pass_is_a_step_without_events() {
        let (mut host, _) = played(20);
        let seat = host.game.pending_decision().unwrap().seat.0;
        let plays = host.plays;
        host.pass(seat).unwrap();
        let protocol::GameView::SuperCamelot { events, .. } = host.view(Some(seat), true, Lang::En)
        else {
            unreachable!()
        };
        assert!(events.is_empty());
        assert_eq!(host.plays, plays + 1);
        let legal = host.game.legal_actions(super_camelot::Seat(seat));
        host.apply(seat, &legal[0]).unwrap();
        let (page, _) = host.history(None, None, 1, Lang::En);
        assert_eq!(page[0].seq, plays + 1);
    }
}
