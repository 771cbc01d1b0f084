//! What one action costs the server in process, counted rather than timed (issue 24): the
//! allocations and bytes allocated per action, and the bytes serialised per recipient per action,
//! for the `hot_paths` fixtures replayed through `common::replay` (the benchmarks' one mirror of a
//! lobby's `act`: check, log entry, apply, each audience's view, patch, event and serialisation,
//! the ack; no store, no queues, no sockets).
//!
//! Each game's sequence is replayed once to warm up, then `REPLAYS` times (default 20) with the
//! allocator's counters read before and after: only those replays count. Each replay starts from
//! a fresh game, so the figures include creating it and its first views, spread over the
//! sequence's actions. No timing: instructions per action come from running this binary under
//! callgrind with two replay counts (`loadtest/instructions.sh`), so that the fixed set-up cancels.
//!
//! The global allocator is the system's (glibc) wrapped in `stats_alloc`'s counter; with the
//! feature `bench-mimalloc`, mimalloc wrapped in the same counter. The counter adds a few atomic
//! additions to each allocation.
//!
//! ```sh
//! CARGO_TARGET_DIR=target-bench cargo bench -p server --bench per_action -- [camelot|super-camelot] [REPLAYS]
//! CARGO_TARGET_DIR=target-bench cargo bench -p server --bench per_action --features bench-mimalloc
//! ```
//!
//! Besides the readable lines, each game ends with one `RESULT key=value …` line for scripts.

mod common;

use common::{Fixture, camelot_fixture, replay, super_camelot_fixture};
use stats_alloc::{Region, StatsAlloc};
use std::hint::black_box;

#[cfg(not(feature = "bench-mimalloc"))]
#[global_allocator]
static ALLOCATOR: StatsAlloc<std::alloc::System> = StatsAlloc::system();

#[cfg(feature = "bench-mimalloc")]
#[global_allocator]
static ALLOCATOR: StatsAlloc<mimalloc::MiMalloc> = StatsAlloc::new(mimalloc::MiMalloc);

/// The allocator's name in the output.
const ALLOCATOR_NAME: &str = if cfg!(feature = "bench-mimalloc") {
    "mimalloc"
} else {
    "system"
};

/// Measured replays of each game unless the command line says otherwise.
const DEFAULT_REPLAYS: usize = 20;

/// What the measured replays of one game added up to.
#[derive(Debug, Default)]
struct Totals {
    actions: usize,
    allocations: usize,
    reallocations: usize,
    bytes_allocated: usize,
    /// Bytes of event messages over all recipients.
    event_bytes: usize,
    /// Bytes of the acting seat's acks.
    ack_bytes: usize,
}

/// Replays `fx` once to warm up, then `replays` times counting.
fn measure(fx: &Fixture, replays: usize) -> Totals {
    replay(fx, |d| {
        black_box(d);
    });
    let mut totals = Totals::default();
    let (mut event_bytes, mut ack_bytes) = (0usize, 0usize);
    let region = Region::new(&ALLOCATOR);
    for _ in 0..replays {
        totals.actions += replay(fx, |d| {
            if d.event {
                event_bytes += d.bytes();
            } else {
                ack_bytes += d.bytes();
            }
            black_box(d);
        });
    }
    let change = region.change();
    totals.allocations = change.allocations;
    totals.reallocations = change.reallocations;
    totals.bytes_allocated = change.bytes_allocated;
    totals.event_bytes = event_bytes;
    totals.ack_bytes = ack_bytes;
    totals
}

/// `sum / n` with one decimal, or `-` when nothing was counted.
fn per(sum: usize, n: usize) -> String {
    if n == 0 {
        "-".to_owned()
    } else {
        let mean = sum as f64 / n as f64;
        format!("{mean:.1}")
    }
}

fn report(game: &str, fx: &Fixture, replays: usize) {
    let t = measure(fx, replays);
    let recipients = fx.recipients.len();
    println!("{game}: {}", fx.summary);
    println!(
        "{game}: allocator {ALLOCATOR_NAME}; {replays} replays after 1 warm-up, {} actions",
        t.actions
    );
    println!(
        "{game}: per action {} allocations (+ {} reallocations), {} bytes allocated",
        per(t.allocations, t.actions),
        per(t.reallocations, t.actions),
        per(t.bytes_allocated, t.actions),
    );
    println!(
        "{game}: bytes serialised per recipient per action {} (events, {recipients} recipients), \
         + {} per action (the ack to the seat that acted)",
        per(t.event_bytes, t.actions * recipients),
        per(t.ack_bytes, t.actions),
    );
    println!(
        "RESULT game={game} allocator={ALLOCATOR_NAME} replays={replays} actions={} \
         recipients={recipients} allocs_per_action={} reallocs_per_action={} \
         bytes_allocated_per_action={} event_bytes_per_recipient_per_action={} \
         ack_bytes_per_action={}",
        t.actions,
        per(t.allocations, t.actions),
        per(t.reallocations, t.actions),
        per(t.bytes_allocated, t.actions),
        per(t.event_bytes, t.actions * recipients),
        per(t.ack_bytes, t.actions),
    );
}

/// The command line: the games to measure and the number of measured replays. `cargo bench`
/// adds `--bench`, and other flags are ignored likewise.
fn arguments() -> (Vec<String>, usize) {
    let mut games = Vec::new();
    let mut replays = DEFAULT_REPLAYS;
    for arg in std::env::args().skip(1).filter(|a| !a.starts_with("--")) {
        match arg.as_str() {
            "camelot" | "super-camelot" => games.push(arg),
            number => {
                replays = number.parse().unwrap_or_else(|_| {
                    panic!("usage: per_action [camelot|super-camelot]... [REPLAYS], not {number:?}")
                });
            }
        }
    }
    if games.is_empty() {
        games = vec!["camelot".to_owned(), "super-camelot".to_owned()];
    }
    (games, replays)
}

fn main() {
    let (games, replays) = arguments();
    for game in games {
        let fx = if game == "camelot" {
            camelot_fixture()
        } else {
            super_camelot_fixture()
        };
        report(&game, &fx, replays);
    }
}
