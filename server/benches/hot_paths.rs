//! The server's in-process hot paths, measured without sockets (issue #8).
//!
//! * `camelot_2p2s`: one Camelot lobby of 2 players and 2 spectators replaying a fixed 60-ply game.
//! * `super_camelot_4p`: one Super Camelot lobby of 4 players replaying the first 240 actions of a
//!   greedy game (fixed seed).
//! * `store`: `Store::append_action`, one at a time and from 100 lobbies at once (group commit).
//!
//! The game benchmarks replay a fixture through `common::replay`, the benchmarks' one mirror of
//! a lobby's `act` (`server/src/lobby/`: check, the log's JSON, apply, then per audience (each
//! seat; the spectators share one) one view, its patch, one `ServerMsg::Event` and one
//! serialisation, whose bytes every recipient of the audience shares; then the ack). One
//! criterion iteration replays the whole sequence from a fresh game; divide by the number of
//! actions printed at the start for the cost of one action. `check_apply`, `views_serialise` and
//! `views_only` time parts of each action and leave creating the game out; `whole` times
//! `replay` itself, creating the game and its first views included (the same work as
//! `per_action`, which counts its allocations and, under callgrind, its instructions). What is
//! left out: the store (measured on its own below), the outbound queues and the sockets.
//!
//! The store URL comes from `ALBION_BENCH_DATABASE_URL` (default: a fresh SQLite file in a
//! temporary folder).
//!
//! ```sh
//! CARGO_TARGET_DIR=target-bench cargo bench -p server --bench hot_paths
//! ```

mod common;

use common::{Fixture, Lobby, Told, camelot_fixture, logged, replay, super_camelot_fixture};
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use protocol::{GameAction, GameConfig, GameKind, LobbyEvent};
use server::store::{NewGame, Store};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Lobbies appending at once in the group-commit benchmark.
const APPENDERS: usize = 100;

/// Prints the size of every recipient's event messages, averaged over the sequence.
fn report_bytes(name: &str, fx: &Fixture) {
    // Per recipient: bytes when its seat must decide next (it gets the legal actions), otherwise.
    let n = fx.recipients.len();
    let (mut deciding, mut deciding_n) = (0usize, 0usize);
    let (mut other_seat, mut other_seat_n) = (0usize, 0usize);
    let (mut spectator, mut spectator_n) = (0usize, 0usize);
    let mut total = 0usize;
    let actions = replay(fx, |d| {
        if !d.event {
            return;
        }
        let bytes = d.bytes();
        total += bytes;
        let next = fx.actions.get(d.action + 1).map(|(s, _)| *s);
        match fx.recipients[d.recipient] {
            None => {
                spectator += bytes;
                spectator_n += 1;
            }
            Some(s) if Some(s) == next => {
                deciding += bytes;
                deciding_n += 1;
            }
            Some(_) => {
                other_seat += bytes;
                other_seat_n += 1;
            }
        }
    });
    let mean = |sum: usize, k: usize| sum.checked_div(k).map_or("-".to_owned(), |m| m.to_string());
    println!("{name}: {}", fx.summary);
    println!(
        "{name}: {actions} actions, {n} recipients; bytes per event message: seat to decide next \
         {}, other seats {}, spectators {}; all recipients {} per action",
        mean(deciding, deciding_n),
        mean(other_seat, other_seat_n),
        mean(spectator, spectator_n),
        mean(total, actions),
    );
}

/// Times `measured` once per action of a replay from a fresh lobby, after `untimed` has
/// committed the action without telling anyone (its event comes back).
fn time_per_action(
    fx: &Fixture,
    iters: u64,
    mut measured: impl FnMut(&mut Lobby<'_>, usize, &LobbyEvent, Told),
) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        let mut lobby = Lobby::start(fx);
        for (i, (seat, action)) in fx.actions.iter().enumerate() {
            let checked = lobby.check(*seat, action);
            let (event, told) = lobby.record_apply(checked);
            let start = Instant::now();
            measured(&mut lobby, i, &event, told);
            total += start.elapsed();
        }
    }
    total
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

    // (b) Views and serialisation for every recipient after each action (the check, the log
    // entry and the apply before it are not timed).
    group.bench_function("views_serialise", |b| {
        b.iter_custom(|iters| {
            time_per_action(fx, iters, |lobby, i, event, told| {
                lobby.broadcast(i, event, told, None, &mut |d| {
                    black_box(d);
                });
            })
        });
    });

    // (b') The same without the serialisation: how much of (b) is building the views.
    group.bench_function("views_only", |b| {
        b.iter_custom(|iters| {
            time_per_action(fx, iters, |lobby, _, event, told| {
                let mut shared = None;
                for seat in lobby.audiences() {
                    black_box(lobby.audience_message(seat, event, told, None, &mut shared));
                }
            })
        });
    });

    // (c) The whole of an `act` but the store: check, log JSON, apply, broadcast, ack (and
    // creating the game, which (a) to (b') leave out).
    group.bench_function("whole", |b| {
        b.iter(|| {
            replay(fx, |d| {
                black_box(d);
            })
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
        days_per_move: None,
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
