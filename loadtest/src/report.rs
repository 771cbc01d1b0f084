//! The load test's report: figures as JSON (`--json`) or as text.

use crate::target::ServerMetrics;
use hdrhistogram::Histogram;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Latency percentiles, in microseconds.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Percentiles {
    /// Samples.
    pub count: u64,
    /// Median.
    pub p50_us: f64,
    /// 90th percentile.
    pub p90_us: f64,
    /// 99th percentile.
    pub p99_us: f64,
    /// 99.9th percentile.
    pub p999_us: f64,
    /// Largest sample.
    pub max_us: f64,
    /// Mean.
    pub mean_us: f64,
}

impl Percentiles {
    /// Percentiles of samples in nanoseconds (via an HDR histogram, 3 significant digits; the
    /// maximum is exact).
    #[must_use]
    pub fn of_nanos(samples: &[u64]) -> Self {
        // 1 ns to one hour at 3 significant digits: these bounds are valid, so `new` cannot fail.
        let Ok(mut h) = Histogram::<u64>::new_with_bounds(1, 3_600_000_000_000, 3) else {
            return Self::default();
        };
        for &s in samples {
            h.saturating_record(s.max(1));
        }
        let max = samples.iter().copied().max().unwrap_or(0);
        // A bucket's highest equivalent value may pass the exact maximum: never report more.
        let us = |ns: u64| ns.min(max) as f64 / 1000.0;
        Self {
            count: h.len(),
            p50_us: us(h.value_at_quantile(0.5)),
            p90_us: us(h.value_at_quantile(0.9)),
            p99_us: us(h.value_at_quantile(0.99)),
            p999_us: us(h.value_at_quantile(0.999)),
            max_us: us(max),
            mean_us: h.mean() / 1000.0,
        }
    }

    /// Whether p50 ≤ p90 ≤ p99 ≤ p99.9 ≤ max.
    #[must_use]
    pub fn ordered(&self) -> bool {
        self.p50_us <= self.p90_us
            && self.p90_us <= self.p99_us
            && self.p99_us <= self.p999_us
            && self.p999_us <= self.max_us
    }
}

/// Setting the lobbies up.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Setup {
    /// Lobbies created with `POST /api/lobbies`.
    pub lobbies_created: usize,
    /// Seconds spent creating them.
    pub create_secs: f64,
    /// Connections that joined (connect, hello, welcome, sync and, for players, sit and ack).
    pub joins: usize,
    /// Seconds spent joining.
    pub join_secs: f64,
    /// Joins per second.
    pub joins_per_sec: f64,
    /// Joins through a server other than the one that created the lobby (relayed to the lobby's
    /// owner), with several servers.
    pub relayed_joins: usize,
    /// Time of one join, from TCP connect to the last answer.
    pub join_latency: Percentiles,
    /// CPU used by the server while joining, in cores (with `--server-pid`).
    pub join_server_cpu_cores: Option<f64>,
    /// CPU used by the load generator while joining, in cores.
    pub join_generator_cpu_cores: Option<f64>,
    /// Seconds spent on ready and start.
    pub start_secs: f64,
    /// Lobbies whose setup failed, and the first reason.
    pub failures: usize,
    /// The first failure.
    pub first_failure: Option<String>,
}

/// The server's memory.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Memory {
    /// Where the figures come from: `metrics` (`process_resident_memory_bytes`), `proc`
    /// (`/proc/PID/status` with `--server-pid`) or `none`.
    pub source: String,
    /// Resident memory before any lobby was created.
    pub before_bytes: Option<u64>,
    /// Resident memory with every connection held, at the end of the window.
    pub held_bytes: Option<u64>,
    /// `held_bytes` / connections held.
    pub per_connection_bytes: Option<f64>,
    /// (`held_bytes` − `before_bytes`) / connections held.
    pub delta_per_connection_bytes: Option<f64>,
}

/// Everything a run measured.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Report {
    /// `closed-loop`, `open-loop`, `connect-only` or `joins`.
    pub mode: String,
    /// `camelot` or `super-camelot`.
    pub game: String,
    /// Lobbies asked for.
    pub lobbies: usize,
    /// Players per lobby.
    pub players: u8,
    /// Spectators per lobby.
    pub spectators: usize,
    /// Open loop: the total rate offered, actions per second.
    pub offered_rate: Option<f64>,
    /// The servers driven, `http://HOST:PORT`: several nodes of one cluster, or one server.
    pub servers: Vec<String>,
    /// Every client connected to the server that created its lobby (`--direct`), rather than
    /// spread over every server.
    pub direct: bool,
    /// Warm-up, seconds (not measured).
    pub warmup_secs: f64,
    /// Measurement window, seconds.
    pub duration_secs: f64,
    /// Setup figures.
    pub setup: Setup,
    /// Actions completed in the window (seen by every connection of their lobby).
    pub actions: u64,
    /// Actions per second over the window.
    pub actions_per_sec: f64,
    /// From sending an action to every connection of the lobby having its version.
    pub latency: Percentiles,
    /// Fairness across lobbies: the fewest, median and most actions one lobby completed.
    pub lobby_actions: [u64; 3],
    /// Lobbies that completed no action in the window.
    pub stalled_lobbies: usize,
    /// Where the lobby with the fewest actions stood at the end.
    pub fewest_actions_lobby: Option<String>,
    /// Games that ended in the window (each followed by a rematch).
    pub games_finished: u64,
    /// Errors of every kind.
    pub errors: u64,
    /// Errors by kind.
    pub error_kinds: BTreeMap<String, u64>,
    /// Connections the server closed or that failed during the window.
    pub disconnects: u64,
    /// Connections open at the end of the window.
    pub connections_held: usize,
    /// Actions still waiting for their broadcast when the window closed.
    pub unfinished_actions: u64,
    /// Bytes received by all connections per action (every recipient's frames).
    pub bytes_in_per_action: f64,
    /// Bytes sent per action.
    pub bytes_out_per_action: f64,
    /// Frames received per second.
    pub frames_in_per_sec: f64,
    /// The server's own counters at the end of the window.
    pub server: ServerMetrics,
    /// The server's accepted actions per second over the window, from `albion_actions_total`.
    pub server_actions_per_sec: Option<f64>,
    /// The server's resident memory.
    pub memory: Memory,
    /// CPU used by the server over the window, in cores (1.0 = one core busy), with
    /// `--server-pid`.
    pub server_cpu_cores: Option<f64>,
    /// CPU used by the load generator itself over the window, in cores.
    pub generator_cpu_cores: Option<f64>,
}

impl Report {
    /// The report as text.
    #[must_use]
    pub fn text(&self) -> String {
        let mut o = String::new();
        let _ = writeln!(
            o,
            "albion loadtest: {} {}, {} lobbies × ({} players + {} spectators){}",
            self.mode,
            self.game,
            self.lobbies,
            self.players,
            self.spectators,
            self.offered_rate
                .map(|r| format!(", offered {r:.0} actions/s"))
                .unwrap_or_default()
        );
        let _ = match self.servers.as_slice() {
            [] => Ok(()),
            [one] => writeln!(o, "server: {one}"),
            several => writeln!(
                o,
                "servers ({}): {}; lobby i created through server i mod {}; {}; {} of {} joins through a server other than the lobby's creator; server figures below are added up over the servers",
                several.len(),
                several.join(", "),
                several.len(),
                if self.direct {
                    "direct: every client through the server that created its lobby"
                } else {
                    "relayed: client j of lobby i through server (i + j) mod n"
                },
                self.setup.relayed_joins,
                self.setup.joins
            ),
        };
        let cores = |c: Option<f64>| c.map_or_else(|| "n/a".to_owned(), |c| format!("{c:.2}"));
        let s = &self.setup;
        let _ = writeln!(
            o,
            "setup: {} lobbies in {:.2} s; {} joins in {:.2} s = {:.0} joins/s (join p50 {:.0} µs, p99 {:.0} µs, max {:.0} µs; cpu server {}, generator {}); ready+start {:.2} s; {} failed{}",
            s.lobbies_created,
            s.create_secs,
            s.joins,
            s.join_secs,
            s.joins_per_sec,
            s.join_latency.p50_us,
            s.join_latency.p99_us,
            s.join_latency.max_us,
            cores(s.join_server_cpu_cores),
            cores(s.join_generator_cpu_cores),
            s.start_secs,
            s.failures,
            s.first_failure
                .as_ref()
                .map(|f| format!(" (first: {f})"))
                .unwrap_or_default()
        );
        if self.mode != "joins" {
            let _ = writeln!(
                o,
                "window: {:.1} s after {:.1} s warm-up",
                self.duration_secs, self.warmup_secs
            );
        }
        if self.mode.ends_with("loop") {
            let l = &self.latency;
            let _ = writeln!(
                o,
                "actions: {} = {:.0} actions/s (server counted {}); {} games finished",
                self.actions,
                self.actions_per_sec,
                self.server_actions_per_sec
                    .map_or_else(|| "n/a".to_owned(), |r| format!("{r:.0}/s")),
                self.games_finished
            );
            let _ = writeln!(
                o,
                "latency to every recipient (µs): p50 {:.0}  p90 {:.0}  p99 {:.0}  p99.9 {:.0}  max {:.0}  mean {:.0}  (n = {})",
                l.p50_us, l.p90_us, l.p99_us, l.p999_us, l.max_us, l.mean_us, l.count
            );
            let _ = writeln!(
                o,
                "actions per lobby: min {}, median {}, max {}; {} lobbies completed none{}",
                self.lobby_actions[0],
                self.lobby_actions[1],
                self.lobby_actions[2],
                self.stalled_lobbies,
                self.fewest_actions_lobby
                    .as_ref()
                    .map(|s| format!("; fewest: {s}"))
                    .unwrap_or_default()
            );
            let _ = writeln!(
                o,
                "bytes per action: {:.0} received by all recipients, {:.0} sent; {:.0} frames/s received",
                self.bytes_in_per_action, self.bytes_out_per_action, self.frames_in_per_sec
            );
        }
        let _ = writeln!(
            o,
            "errors: {}{}; disconnects: {}; unfinished actions: {}; connections held: {} (server gauge {})",
            self.errors,
            if self.error_kinds.is_empty() {
                String::new()
            } else {
                format!(" {:?}", self.error_kinds)
            },
            self.disconnects,
            self.unfinished_actions,
            self.connections_held,
            self.server
                .connections
                .map_or_else(|| "n/a".to_owned(), |c| format!("{c:.0}"))
        );
        let _ = writeln!(
            o,
            "cpu over the window (cores): server {}, generator {}",
            cores(self.server_cpu_cores),
            cores(self.generator_cpu_cores)
        );
        let m = &self.memory;
        let mb = |b: Option<u64>| {
            b.map_or_else(
                || "n/a".to_owned(),
                |b| format!("{:.1} MiB", b as f64 / 1048576.0),
            )
        };
        let kb = |b: Option<f64>| {
            b.map_or_else(|| "n/a".to_owned(), |b| format!("{:.1} KiB", b / 1024.0))
        };
        let _ = writeln!(
            o,
            "server memory ({}): {} before, {} held = {} per connection ({} per connection above the start)",
            m.source,
            mb(m.before_bytes),
            mb(m.held_bytes),
            kb(m.per_connection_bytes),
            kb(m.delta_per_connection_bytes)
        );
        o
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_ordered_and_in_microseconds() {
        let samples: Vec<u64> = (1..=1000).map(|i| i * 1000).collect();
        let p = Percentiles::of_nanos(&samples);
        assert_eq!(p.count, 1000);
        assert!((p.p50_us - 500.0).abs() < 1.0, "{p:?}");
        assert!((p.p99_us - 990.0).abs() < 1.0, "{p:?}");
        assert!((p.max_us - 1000.0).abs() < f64::EPSILON);
        assert!(p.ordered());
        assert_eq!(Percentiles::of_nanos(&[]).count, 0);
    }

    #[test]
    fn the_text_names_the_servers() {
        let mut report = Report {
            mode: "closed-loop".into(),
            servers: vec!["http://127.0.0.1:8080".into()],
            ..Report::default()
        };
        let text = report.text();
        assert!(text.contains("\nserver: http://127.0.0.1:8080\n"), "{text}");
        report.servers = vec![
            "http://127.0.0.1:8081".into(),
            "http://127.0.0.1:8082".into(),
        ];
        report.setup.joins = 8;
        report.setup.relayed_joins = 4;
        let text = report.text();
        assert!(
            text.contains("servers (2): http://127.0.0.1:8081, http://127.0.0.1:8082;"),
            "{text}"
        );
        assert!(text.contains("relayed: client j"), "{text}");
        assert!(text.contains("4 of 8 joins"), "{text}");
        report.direct = true;
        assert!(
            report.text().contains("direct: every client"),
            "{}",
            report.text()
        );
    }
}
