//! The benchmarks' fixtures and their one mirror of a lobby's per-action hot path, shared by
//! `hot_paths` (criterion: time) and `per_action` (allocations; instructions under callgrind).
//!
//! [`replay`] plays a fixture's actions one by one as a lobby does for a seat's `act`
//! (`server/src/lobby/`: `Lobby::act` → `perform` → `play_checked` → `commit` → `broadcast`,
//! then the `ack`), through the server's public API: [`HostedGame`], [`delta`], [`encode`] and
//! the wire types. `Lobby` and its methods are private to the server, so [`Lobby`] here copies
//! the part of them an action runs through, method for method under the same names. **When the
//! production path changes, change it here**: both benchmarks replay through [`replay`].
//!
//! Left out: the store (`append_action`; `hot_paths` measures it on its own), the clock (the
//! fixtures have none), the outbound queues and the sockets (each recipient's [`Outbound`] goes
//! to a sink instead), the actor loop around the lobby (its timers and the computer players'
//! wake-up).

// Each benchmark uses its own part of this module.
#![allow(dead_code)]

use axum::extract::ws::Utf8Bytes;
use protocol::{
    GameAction, GameConfig, GameResult, GameView, LobbyEvent, LobbyInfo, LobbyStatus, Seat,
    SeatInfo, ServerMsg, Version,
};
use server::game::delta::Update;
use server::game::{Checked, HostedGame, Play, delta, guarded, log, set_clock};
use server::lobby::{Outbound, encode};
use std::hint::black_box;

/// Plies of the Camelot game replayed.
pub const CAMELOT_PLIES: usize = 60;
/// Actions of the Super Camelot game replayed.
pub const SUPER_CAMELOT_ACTIONS: usize = 240;

/// A started lobby, its recipients and a fixed sequence of legal actions from its first state.
#[derive(Debug)]
pub struct Fixture {
    pub config: GameConfig,
    pub characters: Vec<String>,
    pub seed: u64,
    /// One entry per connection: its seat, or `None` for a spectator.
    pub recipients: Vec<Option<Seat>>,
    pub actions: Vec<(Seat, GameAction)>,
    /// How the sequence was made, for the benchmarks' output.
    pub summary: String,
}

impl Fixture {
    pub fn new_game(&self) -> HostedGame {
        HostedGame::new(&self.config, &self.characters, self.seed).expect("valid game")
    }

    /// The connection of `seat`'s player.
    fn recipient_of(&self, seat: Seat) -> Option<usize> {
        self.recipients.iter().position(|r| *r == Some(seat))
    }
}

/// One message handed to one recipient's queue.
#[derive(Debug)]
pub struct Delivery {
    /// The index in [`Fixture::actions`] of the action that sent it.
    pub action: usize,
    /// The index in [`Fixture::recipients`] of its connection.
    pub recipient: usize,
    /// An event (`false`: the acting seat's `ack`).
    pub event: bool,
    pub out: Outbound,
}

impl Delivery {
    /// Its size on the wire.
    pub fn bytes(&self) -> usize {
        match &self.out {
            Outbound::Text(text) => text.len(),
            Outbound::Close(_, reason) => reason.len() + 2,
        }
    }
}

/// Replays every action of `fx` from a fresh game, as a lobby plays its seats' `act`s, handing
/// each message to `sink`. Returns the number of actions.
///
/// Each replay also pays for its set-up: [`HostedGame::new`] and one view per audience (what
/// the `started` event sent, which the first action's patches are written against).
pub fn replay(fx: &Fixture, mut sink: impl FnMut(Delivery)) -> usize {
    let mut lobby = Lobby::start(fx);
    for (i, (seat, action)) in fx.actions.iter().enumerate() {
        lobby.act(i, *seat, action, &mut sink);
    }
    fx.actions.len()
}

/// What `server::lobby::Lobby` holds that an action reads or changes, for one running game whose
/// seats are all connected humans.
#[derive(Debug)]
pub struct Lobby<'a> {
    fx: &'a Fixture,
    pub game: HostedGame,
    status: LobbyStatus,
    v: Version,
    result: Option<GameResult>,
    /// `Lobby::audiences.sent_views`: what each audience holds.
    sent_views: Vec<(Option<Seat>, Held)>,
}

/// `lobby::fanout::Held`: what every connection of an audience holds of the game.
// One per audience, as in the lobby: boxing the view would cost an allocation per change.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum Held {
    /// This view (`None`: no game), made at this version of the lobby.
    View(Option<GameView>, Version),
    /// The current view, which the lobby did not build: the last change was told by its event
    /// alone.
    Current,
}

/// `lobby::fanout::Told`: how a change that touched the game is told to each audience.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Told {
    /// By its event alone, the same for everyone.
    Implied,
    /// By a patch of each audience's view.
    Views,
}

impl<'a> Lobby<'a> {
    /// A lobby whose game has just started: each audience holds the view the `started` event
    /// sent it.
    #[inline(never)]
    pub fn start(fx: &'a Fixture) -> Self {
        let mut lobby = Self {
            fx,
            game: fx.new_game(),
            status: LobbyStatus::Playing,
            // Created, then each seat taken (and readied), then the start.
            v: 2 + 2 * Version::from(fx.config.seats()),
            result: None,
            sent_views: Vec::new(),
        };
        for seat in lobby.audiences() {
            let view = lobby.view_for(seat);
            lobby.sent_views.push((seat, Held::View(view, lobby.v)));
        }
        lobby
    }

    /// Each audience once (each seat; the spectators share one; everyone together when the
    /// game's views are the same for all), in the recipients' order.
    pub fn audiences(&self) -> Vec<Option<Seat>> {
        let mut audiences = Vec::new();
        for &seat in &self.fx.recipients {
            let audience = self.audience_of(seat);
            if !audiences.contains(&audience) {
                audiences.push(audience);
            }
        }
        audiences
    }

    /// `Lobby::audience_of`.
    fn audience_of(&self, seat: Option<Seat>) -> Option<Seat> {
        if self.game.shared_view() { None } else { seat }
    }

    /// `Lobby::act`: the action `i` of the fixture by `seat`, then its `ack` to the seat.
    pub fn act(
        &mut self,
        i: usize,
        seat: Seat,
        action: &GameAction,
        sink: &mut impl FnMut(Delivery),
    ) {
        let v = self.perform(i, seat, action, sink);
        // `Lobby::ack` → `send_msg`.
        if let Some(recipient) = self.fx.recipient_of(seat) {
            sink(Delivery {
                action: i,
                recipient,
                event: false,
                out: Outbound::Text(encode(&ServerMsg::Ack { v })),
            });
        }
    }

    /// `Lobby::perform`: the engine checks the action, then it is played.
    fn perform(
        &mut self,
        i: usize,
        seat: Seat,
        action: &GameAction,
        sink: &mut impl FnMut(Delivery),
    ) -> Version {
        let checked = self.check(seat, action);
        self.play_checked(i, checked, sink)
    }

    /// `Lobby::check_with`, which the fixtures never fail.
    pub fn check(&self, seat: Seat, action: &GameAction) -> Checked {
        guarded(|| self.game.check(seat, action))
            .expect("no engine fault")
            .expect("legal")
    }

    /// `Lobby::play_checked`: commit the play; when it ended the game, commit the end too.
    fn play_checked(
        &mut self,
        i: usize,
        checked: Checked,
        sink: &mut impl FnMut(Delivery),
    ) -> Version {
        let (event, told) = self.record_apply(checked);
        self.broadcast(i, &event, told, None, sink);
        let v = self.v;
        if self.status == LobbyStatus::Playing
            && let Some(result) = guarded(|| self.game.result()).expect("no engine fault")
        {
            self.finish(i, result, sink);
        }
        v
    }

    /// `Lobby::commit` of a play up to its broadcast: `Change::play`'s event, the log entry the
    /// store would append, whether the event alone tells it (else the views the audiences hold
    /// are built first), the version moved on, then `Lobby::play` (the engine's `apply` and
    /// `arm_prompt_timer`'s question). Returns the event to broadcast and how it is told.
    pub fn record_apply(&mut self, checked: Checked) -> (LobbyEvent, Told) {
        let seat = checked.seat();
        let event = match checked.play() {
            Play::Act { action } => LobbyEvent::Acted {
                seat,
                action: action.clone(),
            },
            other => unreachable!("the fixtures only act, not {other:?}"),
        };
        black_box(log::entry(checked.play(), None, None).expect("serialisable"));
        let told = if self.game.implied(checked.play()) {
            Told::Implied
        } else {
            self.materialise_views();
            Told::Views
        };
        self.v += 1;
        guarded(|| self.game.apply(checked))
            .expect("no engine fault")
            .expect("applied");
        black_box(guarded(|| self.game.timed_prompt()).expect("no engine fault"));
        (event, told)
    }

    /// `Lobby::finish`: the `game_over` change, which carries the lobby's new summary.
    fn finish(&mut self, i: usize, result: GameResult, sink: &mut impl FnMut(Delivery)) {
        self.v += 1;
        self.status = LobbyStatus::Finished;
        self.result = Some(result.clone());
        let info = self.info();
        self.materialise_views();
        let event = LobbyEvent::GameOver { result };
        self.broadcast(i, &event, Told::Views, Some(&info), sink);
        // `registry.publish(info)`.
        black_box(info);
    }

    /// `Lobby::broadcast` of an event with views: the recipients grouped by audience, each
    /// audience's message built and serialised once (or not at all when it is an earlier
    /// audience's), and the same bytes queued for each of its recipients.
    pub fn broadcast(
        &mut self,
        i: usize,
        event: &LobbyEvent,
        told: Told,
        info: Option<&LobbyInfo>,
        sink: &mut impl FnMut(Delivery),
    ) {
        let mut audiences: Vec<(Option<Seat>, Vec<usize>)> = Vec::new();
        for (id, &seat) in self.fx.recipients.iter().enumerate() {
            let seat = self.audience_of(seat);
            match audiences.iter_mut().find(|(s, _)| *s == seat) {
                Some((_, ids)) => ids.push(id),
                None => audiences.push((seat, vec![id])),
            }
        }
        self.sent_views
            .retain(|(seat, _)| audiences.iter().any(|(a, _)| a == seat));
        let mut shared = None;
        // An audience told exactly what an earlier one was shares its bytes.
        let mut sent: Vec<(Option<Update>, Utf8Bytes)> = Vec::new();
        let last = audiences.len().saturating_sub(1);
        for (n, (seat, ids)) in audiences.into_iter().enumerate() {
            let msg = self.audience_message(seat, event, told, info, &mut shared);
            let ServerMsg::Event {
                v,
                event,
                lobby,
                patch,
                change,
            } = msg
            else {
                panic!("an event")
            };
            let update = Update::from_parts(patch, change);
            let text = match sent.iter().find(|(told, _)| *told == update) {
                Some((_, text)) => text.clone(),
                None => {
                    let (patch, change) = update.map_or((None, None), Update::into_parts);
                    let msg = ServerMsg::Event {
                        v,
                        event,
                        lobby,
                        patch,
                        change,
                    };
                    let text = encode(&msg);
                    if let ServerMsg::Event { patch, change, .. } = msg
                        && n < last
                    {
                        sent.push((Update::from_parts(patch, change), text.clone()));
                    }
                    text
                }
            };
            for recipient in ids {
                sink(Delivery {
                    action: i,
                    recipient,
                    event: true,
                    out: Outbound::Text(text.clone()),
                });
            }
        }
    }

    /// One audience's message in `Lobby::broadcast`: the event, with the patch from the view it
    /// holds to its new view (`Told::Views`), or alone (`Told::Implied`, untimed: the fixtures
    /// have no clock; every audience holds a known view). `shared`: what the change's audiences'
    /// patches have in common (one per change, `None` before its first audience).
    pub fn audience_message(
        &mut self,
        seat: Option<Seat>,
        event: &LobbyEvent,
        told: Told,
        info: Option<&LobbyInfo>,
        shared: &mut Option<(Version, delta::Shared)>,
    ) -> ServerMsg {
        let (patch, change) = match told {
            Told::Implied => {
                self.implied(seat);
                (None, None)
            }
            Told::Views => {
                let view = self.view_for(seat);
                self.update_for(seat, view, shared).into_parts()
            }
        };
        ServerMsg::Event {
            v: self.v,
            event: event.clone(),
            lobby: info.cloned(),
            patch,
            change,
        }
    }

    /// `Lobby::implied_patch` of an untimed game: the audience holds the current view.
    fn implied(&mut self, seat: Option<Seat>) {
        match self.sent_views.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, held)) => *held = Held::Current,
            None => self.sent_views.push((seat, Held::Current)),
        }
    }

    /// `Lobby::materialise_views`: the views of the audiences that hold the current view
    /// without the lobby having built it, before a change told as a patch from it.
    fn materialise_views(&mut self) {
        for i in 0..self.sent_views.len() {
            if matches!(self.sent_views[i].1, Held::Current) {
                let view = self.view_for(self.sent_views[i].0);
                self.sent_views[i].1 = Held::View(view, self.v);
            }
        }
    }

    /// `Lobby::view_for` of a running game.
    fn view_for(&self, seat: Option<Seat>) -> Option<GameView> {
        guarded(|| {
            let live = self.status == LobbyStatus::Playing && self.game.result().is_none();
            let mut view = self.game.view(seat, live, protocol::Lang::En);
            set_clock(&mut view, None);
            Some(view)
        })
        .expect("no engine fault")
    }

    /// `Lobby::update_for`: the update from what `seat`'s audience holds to `view`, which it
    /// holds from now on.
    fn update_for(
        &mut self,
        seat: Option<Seat>,
        view: Option<GameView>,
        shared: &mut Option<(Version, delta::Shared)>,
    ) -> Update {
        let v = self.v;
        match self.sent_views.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, known)) => {
                let update = match &*known {
                    Held::View(old, at) if shared.as_ref().is_some_and(|(made, _)| made != at) => {
                        delta::view_update(old.as_ref(), view.as_ref())
                    }
                    Held::View(old, at) => {
                        let (_, common) =
                            shared.get_or_insert_with(|| (*at, delta::Shared::default()));
                        delta::view_update_shared(old.as_ref(), view.as_ref(), common)
                    }
                    Held::Current => Update::Patch(delta::whole(view.as_ref())),
                };
                *known = Held::View(view, v);
                update
            }
            None => {
                let update = Update::Patch(delta::whole(view.as_ref()));
                self.sent_views.push((seat, Held::View(view, v)));
                update
            }
        }
    }

    /// `Lobby::info`: every seat taken by a connected human.
    fn info(&self) -> LobbyInfo {
        let fx = self.fx;
        LobbyInfo {
            code: "7KQ2M9XH4RTA".to_owned(),
            config: fx.config.clone(),
            public: false,
            status: self.status,
            host: Some(0),
            seats: (0..fx.config.seats())
                .map(|seat| SeatInfo {
                    seat,
                    name: Some(format!("player{seat}")),
                    ready: false,
                    connected: true,
                    rematch: false,
                    character: fx
                        .characters
                        .get(usize::from(seat))
                        .and_then(|c| HostedGame::parse_character(c)),
                    abandoned: false,
                    bot: None,
                })
                .collect(),
            game_no: 1,
            result: self.result.clone(),
            spectators: u32::try_from(fx.recipients.iter().filter(|r| r.is_none()).count())
                .expect("few"),
            game_id: Some(1),
        }
    }
}

/// A move's log entry, as the lobby writes it.
pub fn logged(action: &GameAction) -> String {
    log::entry(
        &Play::Act {
            action: action.clone(),
        },
        None,
        None,
    )
    .expect("serialisable")
}

/// SplitMix64: a fixed, dependency-free choice of moves.
struct SplitMix(u64);

impl SplitMix {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        usize::try_from(z % n as u64).expect("below n")
    }
}

/// Camelot, seats 0 and 1 and two spectators: 60 plies chosen uniformly among the legal moves
/// of each position (captures are compulsory, so the line is full of them), each checked
/// through `HostedGame` as it is recorded.
pub fn camelot_fixture() -> Fixture {
    let ruleset = protocol::Ruleset::Standard;
    let mut fx = Fixture {
        config: GameConfig::Camelot {
            ruleset,
            clock: None,
            days_per_move: None,
        },
        characters: Vec::new(),
        seed: 0,
        recipients: vec![Some(0), Some(1), None, None],
        actions: Vec::new(),
        summary: String::new(),
    };
    // The engine beside the hosted game, for the legal moves (in the order the views listed
    // them until issue 24: sorted by their notation, so the line is the same as it was).
    let mut engine = camelot::Game::new(ruleset);
    let mut game = fx.new_game();
    let mut rng = SplitMix(7);
    while fx.actions.len() < CAMELOT_PLIES && game.result().is_none() {
        let seat: Seat = match engine.turn() {
            camelot::Color::White => 0,
            camelot::Color::Black => 1,
        };
        let mut moves = engine.legal_moves();
        moves.sort_by_cached_key(ToString::to_string);
        let mv = moves.swap_remove(rng.below(moves.len()));
        engine.play(&mv).expect("legal");
        let action = GameAction::Camelot { mv };
        let checked = game.check(seat, &action).expect("legal in the hosted game");
        game.apply(checked).expect("applied");
        fx.actions.push((seat, action));
    }
    fx.summary = format!(
        "{} plies chosen at random (seed 7), 2 players + 2 spectators",
        fx.actions.len()
    );
    fx
}

/// Super Camelot, 4 players: the engine's greedy policy (the one that finishes games) from a
/// fixed seed, each action checked through `HostedGame` as it is recorded.
pub fn super_camelot_fixture() -> Fixture {
    let config = GameConfig::SuperCamelot {
        seats: 4,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
        days_per_turn: None,
    };
    let mut chosen = vec![None; 4];
    HostedGame::fill_characters(&config, &mut chosen);
    let characters: Vec<String> = chosen.into_iter().map(|c| c.expect("filled")).collect();
    let mut fx = Fixture {
        config,
        characters,
        seed: 0x00a1_b10e,
        recipients: vec![Some(0), Some(1), Some(2), Some(3)],
        actions: Vec::new(),
        summary: String::new(),
    };
    // The engine beside the hosted game, to ask its greedy policy; both start from the same
    // configuration and seed, so they stay in step.
    let engine_characters = fx
        .characters
        .iter()
        .map(|c| serde_json::from_value(serde_json::Value::String(c.clone())).expect("character"))
        .collect();
    let mut engine =
        super_camelot::Game::new(super_camelot::Config::new(engine_characters), fx.seed)
            .expect("valid setup");
    let mut game = fx.new_game();
    let mut entropy = 11u64;
    while fx.actions.len() < SUPER_CAMELOT_ACTIONS {
        entropy += 1;
        let Some((seat, action)) = super_camelot::simulate::choose_action(
            &engine,
            super_camelot::simulate::Policy::Greedy,
            entropy,
        ) else {
            break;
        };
        let hosted = GameAction::SuperCamelot { action };
        let checked = game
            .check(seat.0, &hosted)
            .expect("legal in the hosted game");
        game.apply(checked).expect("applied");
        engine.apply(seat, action).expect("applied");
        fx.actions.push((seat.0, hosted));
    }
    fx.summary = format!(
        "{} actions of the greedy policy (seed {:#x}), up to turn {}{}, 4 players",
        fx.actions.len(),
        fx.seed,
        engine.turn_number(),
        if engine.outcome().is_some() {
            " (game over)"
        } else {
            ""
        }
    );
    fx
}
