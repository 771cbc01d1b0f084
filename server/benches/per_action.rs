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
//! With the word `bytes` on the command line, one more replay is taken apart: where the event
//! bytes go, by patch path (the first two segments), by part of a Super Camelot change (each field
//! it sets, its players, squares and tiles), and the envelope around them.

mod common;

use common::{Fixture, camelot_fixture, replay, super_camelot_fixture};
use server::lobby::Outbound;
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

/// Where one replay's event bytes go: the envelope (everything but the patch) and each patch
/// operation, grouped by the first two segments of its path, per recipient per action, most
/// first.
fn breakdown(game: &str, fx: &Fixture) {
    use std::collections::BTreeMap;
    let mut groups: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut total = 0usize;
    let actions = replay(fx, |d| {
        let Outbound::Text(text) = &d.out else {
            return;
        };
        if !d.event {
            return;
        }
        total += text.len();
        let mut msg: serde_json::Value = serde_json::from_str(text).expect("an event is JSON");
        let patch = msg
            .as_object_mut()
            .and_then(|m| m.remove("patch"))
            .unwrap_or_default();
        let change = msg
            .as_object_mut()
            .and_then(|m| m.remove("change"))
            .unwrap_or_default();
        let mut counted = serde_json::to_string(&msg).expect("JSON").len();
        let kind = msg["event"]["kind"].as_str().unwrap_or("?").to_owned();
        let entry = groups.entry(format!("(envelope: {kind})")).or_default();
        entry.0 += counted;
        entry.1 += 1;
        // A change's parts, by what they name: each field of `game` and `view`, and the players,
        // squares and tiles (the comma after each goes with it).
        if let Some(parts) = change.as_object() {
            let mut part = |key: String, len: usize| {
                counted += len;
                let entry = groups.entry(key).or_default();
                entry.0 += len;
                entry.1 += 1;
            };
            for (name, value) in parts {
                match value.as_object() {
                    Some(fields) if name == "game" || name == "view" => {
                        for (field, value) in fields {
                            let len = field.len() + 4 + value.to_string().len();
                            part(format!("change {name}.{field}"), len);
                        }
                    }
                    _ => part(
                        format!("change {name}"),
                        name.len() + 4 + value.to_string().len(),
                    ),
                }
            }
        }
        for op in patch.as_array().into_iter().flatten() {
            let path = op["path"].as_str().unwrap_or("?");
            let key: Vec<&str> = path
                .split('/')
                .skip(1)
                .take(2)
                .map(|s| {
                    if s.bytes().all(|b| b.is_ascii_digit()) {
                        "N"
                    } else {
                        s
                    }
                })
                .collect();
            let key = format!("{} /{}", op["op"].as_str().unwrap_or("?"), key.join("/"));
            // The comma between operations goes with the operation.
            let len = serde_json::to_string(op).expect("JSON").len() + 1;
            counted += len;
            let entry = groups.entry(key).or_default();
            entry.0 += len;
            entry.1 += 1;
        }
        black_box(counted);
    });
    let n = (actions * fx.recipients.len()) as f64;
    let mut rows: Vec<_> = groups.into_iter().collect();
    rows.sort_by_key(|row| std::cmp::Reverse(row.1.0));
    println!(
        "{game}: event bytes per recipient per action {:.1}, by part:",
        total as f64 / n
    );
    for (key, (bytes, count)) in rows {
        println!(
            "{game}:   {:>7.1} B  {:>6.2} times  {key}",
            bytes as f64 / n,
            count as f64 / n
        );
    }
}

/// The command line: the games to measure, the number of measured replays, and whether to take
/// the bytes apart. `cargo bench` adds `--bench`, and other flags are ignored likewise.
fn arguments() -> (Vec<String>, usize, bool) {
    let mut games = Vec::new();
    let mut replays = DEFAULT_REPLAYS;
    let mut bytes = false;
    for arg in std::env::args().skip(1).filter(|a| !a.starts_with("--")) {
        match arg.as_str() {
            "camelot" | "super-camelot" => games.push(arg),
            "bytes" => bytes = true,
            number => {
                replays = number.parse().unwrap_or_else(|_| {
                    panic!(
                        "usage: per_action [camelot|super-camelot]... [bytes] [REPLAYS], not {number:?}"
                    )
                });
            }
        }
    }
    if games.is_empty() {
        games = vec!["camelot".to_owned(), "super-camelot".to_owned()];
    }
    (games, replays, bytes)
}

fn main() {
    let (games, replays, bytes) = arguments();
    for game in games {
        let fx = if game == "camelot" {
            camelot_fixture()
        } else {
            super_camelot_fixture()
        };
        report(&game, &fx, replays);
        if bytes {
            breakdown(&game, &fx);
        }
    }
}
