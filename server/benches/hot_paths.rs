//! The server's in-process hot paths, measured without sockets (issue #8).
//!
//! * `camelot_2p2s`: one Camelot lobby of 2 players and 2 spectators replaying a fixed 60-ply game.
//! * `super_camelot_4p`: one Super Camelot lobby of 4 players replaying the first 240 actions of a
//!   greedy game (fixed seed).
//! * `store`: `Store::append_action`, one at a time and from 100 lobbies at once (group commit).
//!
//! The game benchmarks mirror `Lobby::commit` and `Lobby::broadcast` (`server/src/lobby/`)
//! through the public `HostedGame`: check, apply, result, then per audience (each seat; the
//! spectators share one) one view, one `ServerMsg::Event` and one `serde_json::to_string`, whose
//! bytes every recipient of the audience shares. One criterion iteration replays the whole
//! sequence from a fresh game (creating the game is not timed); divide by the number of actions
//! printed at the start for the cost of one action. What is left out: the store (measured on its
//! own below), the outbound queues and the sockets.
//!
//! The store URL comes from `ALBION_BENCH_DATABASE_URL` (default: a fresh SQLite file in a
//! temporary folder).
//!
//! ```sh
//! CARGO_TARGET_DIR=target-bench cargo bench -p server --bench hot_paths
//! ```

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use protocol::{
    GameAction, GameConfig, GameKind, GameView, LobbyEvent, LobbyInfo, LobbyStatus, Seat, SeatInfo,
    ServerMsg, Version,
};
use server::game::{HostedGame, delta, guarded};
use server::store::{NewGame, Store};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Plies of the Camelot game replayed.
const CAMELOT_PLIES: usize = 60;
/// Actions of the Super Camelot game replayed.
const SUPER_CAMELOT_ACTIONS: usize = 240;
/// Lobbies appending at once in the group-commit benchmark.
const APPENDERS: usize = 100;

/// A move's log entry, as the lobby writes it.
fn logged(action: &GameAction) -> String {
    server::game::log::entry(
        &server::game::Play::Act {
            action: action.clone(),
        },
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

/// A started lobby, its recipients and a fixed sequence of legal actions from its first state.
struct Fixture {
    config: GameConfig,
    characters: Vec<String>,
    seed: u64,
    /// One entry per connection: its seat, or `None` for a spectator.
    recipients: Vec<Option<Seat>>,
    actions: Vec<(Seat, GameAction)>,
    /// Each audience's view as last sent: what the next event's patch is written against, as
    /// `Lobby::sent_views`.
    sent: RefCell<HashMap<Option<Seat>, Option<GameView>>>,
}

impl Fixture {
    fn new_game(&self) -> HostedGame {
        HostedGame::new(&self.config, &self.characters, self.seed).expect("valid game")
    }

    /// What `Lobby::info` builds while the game runs (seats taken and connected, ready reset).
    fn info(&self, status: LobbyStatus) -> LobbyInfo {
        let seats = self.config.seats();
        LobbyInfo {
            code: "7KQ2M9XH4RTA".to_owned(),
            config: self.config.clone(),
            public: false,
            status,
            host: Some(0),
            seats: (0..seats)
                .map(|seat| SeatInfo {
                    seat,
                    name: Some(format!("player{seat}")),
                    ready: false,
                    connected: true,
                    rematch: false,
                    character: self
                        .characters
                        .get(usize::from(seat))
                        .and_then(|c| HostedGame::parse_character(c)),
                    abandoned: false,
                    bot: None,
                })
                .collect(),
            game_no: 1,
            result: None,
            spectators: u32::try_from(self.recipients.iter().filter(|r| r.is_none()).count())
                .expect("few"),
            game_id: Some(1),
        }
    }
}

/// `Lobby::broadcast` for one game event: the recipients grouped by audience (each seat;
/// spectators share one), one view and one `ServerMsg::Event` per audience, serialised once and
/// shared by every recipient of that audience. The lobby's info is built (and the registry
/// updated) only when the event changed it: here, when it ended the game. `sink` gets each
/// recipient's index and frame.
fn broadcast(
    fx: &Fixture,
    game: &HostedGame,
    v: Version,
    event: &LobbyEvent,
    live: bool,
    mut sink: impl FnMut(usize, Arc<str>),
) {
    let info = (!live).then(|| fx.info(LobbyStatus::Finished));
    let mut frames: HashMap<Option<Seat>, Arc<str>> = HashMap::new();
    for (i, &seat) in fx.recipients.iter().enumerate() {
        let frame = frames
            .entry(seat)
            .or_insert_with(|| {
                let view = guarded(|| game.view(seat, live)).expect("no engine fault");
                let mut sent = fx.sent.borrow_mut();
                let old = sent.entry(seat).or_default();
                let patch = delta::view_patch(old.as_ref(), Some(&view));
                *old = Some(view);
                let msg = ServerMsg::Event {
                    v,
                    event: event.clone(),
                    lobby: info.clone(),
                    patch: Some(patch),
                };
                serde_json::to_string(&msg).expect("serialisable").into()
            })
            .clone();
        sink(i, frame);
    }
    // `registry.publish(info)`, only when the info changed.
    black_box(info);
}

/// The same as [`broadcast`] without the serialisation: one message per audience, built and
/// dropped.
fn build_messages(fx: &Fixture, game: &HostedGame, v: Version, event: &LobbyEvent, live: bool) {
    let info = (!live).then(|| fx.info(LobbyStatus::Finished));
    let mut audiences: Vec<Option<Seat>> = Vec::new();
    for &seat in &fx.recipients {
        if !audiences.contains(&seat) {
            audiences.push(seat);
        }
    }
    for seat in audiences {
        let view = guarded(|| game.view(seat, live)).expect("no engine fault");
        let mut sent = fx.sent.borrow_mut();
        let old = sent.entry(seat).or_default();
        let patch = delta::view_patch(old.as_ref(), Some(&view));
        *old = Some(view);
        black_box(ServerMsg::Event {
            v,
            event: event.clone(),
            lobby: info.clone(),
            patch: Some(patch),
        });
    }
    black_box(info);
}

/// `Lobby::perform` without the store: check, log JSON, apply, result, broadcast.
fn perform(fx: &Fixture, game: &mut HostedGame, v: Version, seat: Seat, action: &GameAction) {
    let checked = guarded(|| game.check(seat, action))
        .expect("no engine fault")
        .expect("legal");
    black_box(server::game::log::entry(checked.play(), None).expect("serialisable"));
    guarded(|| game.apply(checked))
        .expect("no engine fault")
        .expect("applied");
    let live = guarded(|| game.result())
        .expect("no engine fault")
        .is_none();
    let event = LobbyEvent::Acted {
        seat,
        action: action.clone(),
    };
    broadcast(fx, game, v, &event, live, |_, frame| {
        black_box(frame);
    });
}

/// Camelot, seats 0 and 1 and two spectators: 60 plies chosen uniformly among the legal moves
/// of each position (captures are compulsory, so the line is full of them).
fn camelot_fixture() -> Fixture {
    let mut fx = Fixture {
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
        },
        characters: Vec::new(),
        seed: 0,
        recipients: vec![Some(0), Some(1), None, None],
        actions: Vec::new(),
        sent: RefCell::default(),
    };
    let mut game = fx.new_game();
    let mut rng = SplitMix(7);
    while fx.actions.len() < CAMELOT_PLIES && game.result().is_none() {
        let GameView::Camelot {
            to_move,
            legal_moves,
            ..
        } = game.view(Some(0), true)
        else {
            unreachable!("a Camelot view")
        };
        let moves = if to_move == 0 {
            legal_moves
        } else {
            match game.view(Some(1), true) {
                GameView::Camelot { legal_moves, .. } => legal_moves,
                GameView::SuperCamelot { .. } => unreachable!("a Camelot view"),
            }
        };
        let action = GameAction::Camelot {
            mv: moves[rng.below(moves.len())].clone(),
        };
        let checked = game.check(to_move, &action).expect("legal");
        game.apply(checked).expect("applied");
        fx.actions.push((to_move, action));
    }
    fx
}

/// Super Camelot, 4 players: the engine's greedy policy (the one that finishes games) from a
/// fixed seed, each action checked through `HostedGame` as it is recorded.
fn super_camelot_fixture() -> Fixture {
    let config = GameConfig::SuperCamelot {
        seats: 4,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
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
        sent: RefCell::default(),
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
    println!(
        "super_camelot_4p: {} actions, up to turn {}{}",
        fx.actions.len(),
        engine.turn_number(),
        if engine.outcome().is_some() {
            " (game over)"
        } else {
            ""
        }
    );
    fx
}

/// Prints the size of every recipient's message, averaged over the sequence.
fn report_bytes(name: &str, fx: &Fixture) {
    let mut game = fx.new_game();
    // Per recipient: bytes when its seat must decide next (it gets the legal actions), otherwise.
    let n = fx.recipients.len();
    let (mut deciding, mut deciding_n) = (0usize, 0usize);
    let (mut other_seat, mut other_seat_n) = (0usize, 0usize);
    let (mut spectator, mut spectator_n) = (0usize, 0usize);
    let mut total = 0usize;
    for (i, (seat, action)) in fx.actions.iter().enumerate() {
        game.apply(game.check(*seat, action).expect("legal"))
            .expect("applied");
        let live = game.result().is_none();
        let next = fx.actions.get(i + 1).map(|(s, _)| *s);
        let event = LobbyEvent::Acted {
            seat: *seat,
            action: action.clone(),
        };
        broadcast(fx, &game, 3 + i as u64, &event, live, |r, frame| {
            total += frame.len();
            match fx.recipients[r] {
                None => {
                    spectator += frame.len();
                    spectator_n += 1;
                }
                Some(s) if Some(s) == next => {
                    deciding += frame.len();
                    deciding_n += 1;
                }
                Some(_) => {
                    other_seat += frame.len();
                    other_seat_n += 1;
                }
            }
        });
    }
    let mean = |sum: usize, k: usize| sum.checked_div(k).map_or("-".to_owned(), |m| m.to_string());
    println!(
        "{name}: {} actions, {n} recipients; bytes per event message: seat to decide next {}, \
         other seats {}, spectators {}; all recipients {} per action",
        fx.actions.len(),
        mean(deciding, deciding_n),
        mean(other_seat, other_seat_n),
        mean(spectator, spectator_n),
        mean(total, fx.actions.len()),
    );
}

fn game_benches(c: &mut Criterion, name: &str, fx: &Fixture) {
    report_bytes(name, fx);
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(fx.actions.len() as u64));
    // One iteration is a whole replay (up to ~0.1 s): the same number of them in every sample.
    group.sampling_mode(SamplingMode::Flat);

    // (a) The engine alone: check + apply, as the lobby calls them.
    group.bench_function("check_apply", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let mut game = fx.new_game();
                let start = Instant::now();
                for (seat, action) in &fx.actions {
                    let checked = black_box(game.check(*seat, action)).expect("legal");
                    black_box(game.apply(checked)).expect("applied");
                }
                total += start.elapsed();
            }
            total
        });
    });

    // (b) Views and serialisation for every recipient after each action (the apply is not timed).
    group.bench_function("views_serialise", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let mut game = fx.new_game();
                for (i, (seat, action)) in fx.actions.iter().enumerate() {
                    game.apply(game.check(*seat, action).expect("legal"))
                        .expect("applied");
                    let live = game.result().is_none();
                    let event = LobbyEvent::Acted {
                        seat: *seat,
                        action: action.clone(),
                    };
                    let start = Instant::now();
                    broadcast(fx, &game, 3 + i as u64, &event, live, |_, frame| {
                        black_box(frame);
                    });
                    total += start.elapsed();
                }
            }
            total
        });
    });

    // (b') The same without the serialisation: how much of (b) is building the views.
    group.bench_function("views_only", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let mut game = fx.new_game();
                for (i, (seat, action)) in fx.actions.iter().enumerate() {
                    game.apply(game.check(*seat, action).expect("legal"))
                        .expect("applied");
                    let live = game.result().is_none();
                    let event = LobbyEvent::Acted {
                        seat: *seat,
                        action: action.clone(),
                    };
                    let start = Instant::now();
                    build_messages(fx, &game, 3 + i as u64, &event, live);
                    total += start.elapsed();
                }
            }
            total
        });
    });

    // (c) The whole of `perform` but the store: check, log JSON, apply, result, broadcast.
    group.bench_function("whole", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let mut game = fx.new_game();
                let start = Instant::now();
                for (i, (seat, action)) in fx.actions.iter().enumerate() {
                    perform(fx, &mut game, 3 + i as u64, *seat, action);
                }
                total += start.elapsed();
            }
            total
        });
    });
    group.finish();
}

fn bench_camelot(c: &mut Criterion) {
    let fx = camelot_fixture();
    game_benches(c, "camelot_2p2s", &fx);
}

fn bench_super_camelot(c: &mut Criterion) {
    let fx = super_camelot_fixture();
    game_benches(c, "super_camelot_4p", &fx);
}

/// A lobby with a running Camelot game in the store: its code, game id and next sequence number.
struct StoredLobby {
    code: String,
    game_id: i64,
    seq: u32,
}

async fn stored_lobby(store: &Store) -> StoredLobby {
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
    };
    let code = server::lobby::new_code();
    store
        .create_lobby(&code, &config, false)
        .await
        .expect("create_lobby");
    let setup = serde_json::json!({ "config": config, "characters": [] }).to_string();
    let game_id = store
        .start_game(
            &code,
            &NewGame {
                game_no: 1,
                kind: GameKind::Camelot,
                setup: &setup,
                seed: 1,
                v: 1,
                host: None,
                seats: &[],
            },
        )
        .await
        .expect("start_game");
    StoredLobby {
        code,
        game_id,
        seq: 0,
    }
}

/// Appends `n` actions to `lobby`'s game one after the other, each awaited (as a lobby does).
async fn append_n(store: &Store, lobby: &mut StoredLobby, action: &str, n: u64) {
    for _ in 0..n {
        // Version 1 was the start; each action adds one.
        let v = u64::from(lobby.seq) + 2;
        store
            .append_action(&lobby.code, lobby.game_id, lobby.seq, 0, action, v)
            .await
            .expect("append_action");
        lobby.seq += 1;
    }
}

fn bench_store(c: &mut Criterion) {
    // The server's runtime: `#[tokio::main]`, one worker per core.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let dir = tempfile::tempdir().expect("temporary folder");
    let url = std::env::var("ALBION_BENCH_DATABASE_URL")
        .unwrap_or_else(|_| format!("sqlite://{}", dir.path().join("bench.db").display()));
    println!("store: {url}");
    let store = rt.block_on(Store::connect(&url)).expect("Store::connect");
    let action = logged(&GameAction::Camelot {
        mv: "F6-F7".parse().expect("a move"),
    });

    let mut group = c.benchmark_group("store");
    let mut one = rt.block_on(stored_lobby(&store));
    group.throughput(Throughput::Elements(1));
    group.bench_function("append_one_awaited", |b| {
        b.iter_custom(|iters| {
            // On a task of its own, as a lobby actor is.
            let (store, action) = (store.clone(), action.clone());
            let mut lobby = std::mem::replace(
                &mut one,
                StoredLobby {
                    code: String::new(),
                    game_id: 0,
                    seq: 0,
                },
            );
            let (elapsed, lobby) = rt
                .block_on(rt.spawn(async move {
                    let start = Instant::now();
                    append_n(&store, &mut lobby, &action, iters).await;
                    (start.elapsed(), lobby)
                }))
                .expect("append task");
            one = lobby;
            elapsed
        });
    });

    // One iteration: every one of the 100 lobbies appends one action; each lobby awaits its own
    // before the next (closed loop), and the log writer commits whatever is waiting in one go.
    let mut many: Vec<StoredLobby> = rt.block_on(async {
        let mut lobbies = Vec::with_capacity(APPENDERS);
        for _ in 0..APPENDERS {
            lobbies.push(stored_lobby(&store).await);
        }
        lobbies
    });
    group.throughput(Throughput::Elements(APPENDERS as u64));
    group.bench_function("append_100_concurrent", |b| {
        b.iter_custom(|iters| {
            let lobbies = std::mem::take(&mut many);
            let (elapsed, lobbies) = rt.block_on(async {
                let start = Instant::now();
                let tasks: Vec<_> = lobbies
                    .into_iter()
                    .map(|mut lobby| {
                        let (store, action) = (store.clone(), action.clone());
                        tokio::spawn(async move {
                            append_n(&store, &mut lobby, &action, iters).await;
                            lobby
                        })
                    })
                    .collect();
                let mut done = Vec::with_capacity(APPENDERS);
                for task in tasks {
                    done.push(task.await.expect("append task"));
                }
                (start.elapsed(), done)
            });
            many = lobbies;
            elapsed
        });
    });
    group.finish();
    rt.block_on(store.close());
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
}

criterion_group! {
    name = benches;
    config = config();
    targets = bench_camelot, bench_super_camelot, bench_store
}
criterion_main!(benches);
