//! Counters for `/metrics`, rendered by hand in the Prometheus text format.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds of the action latency histogram, in seconds.
const BUCKETS: [f64; 10] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0,
];

/// Server-wide counters; cheap to update from any task.
#[derive(Debug, Default)]
pub struct Metrics {
    /// Open WebSocket connections.
    pub connections: AtomicI64,
    /// Lobbies held in memory.
    pub lobbies: AtomicI64,
    /// Games running.
    pub games: AtomicI64,
    /// Actions accepted (persisted and applied).
    pub actions: AtomicU64,
    /// Requests rejected with an error code.
    pub rejections: AtomicU64,
    /// Connections cut off for not reading.
    pub slow_disconnects: AtomicU64,
    /// What the notifier did.
    pub notify: std::sync::Arc<crate::notify::NotifyStats>,
    buckets: [AtomicU64; BUCKETS.len()],
    latency_count: AtomicU64,
    latency_sum_micros: AtomicU64,
}

impl Metrics {
    /// Records how long an accepted action took from arrival at its lobby to acknowledgement.
    pub fn observe_action(&self, took: Duration) {
        let secs = took.as_secs_f64();
        for (bucket, bound) in self.buckets.iter().zip(BUCKETS) {
            if secs <= bound {
                bucket.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.latency_sum_micros.fetch_add(micros, Ordering::Relaxed);
    }

    /// The Prometheus text exposition.
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = String::new();
        let gauge = |out: &mut String, name: &str, help: &str, v: i64| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {v}");
        };
        let counter = |out: &mut String, name: &str, help: &str, v: u64| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {v}"
            );
        };
        let load = |a: &AtomicI64| a.load(Ordering::Relaxed);
        gauge(
            &mut out,
            "albion_connections",
            "Open WebSocket connections.",
            load(&self.connections),
        );
        gauge(
            &mut out,
            "albion_lobbies",
            "Lobbies in memory.",
            load(&self.lobbies),
        );
        gauge(
            &mut out,
            "albion_games",
            "Games running.",
            load(&self.games),
        );
        counter(
            &mut out,
            "albion_actions_total",
            "Actions accepted.",
            self.actions.load(Ordering::Relaxed),
        );
        let n = &self.notify;
        counter(
            &mut out,
            "albion_notifications_sent_total",
            "Notification requests (one per channel) the receiving side accepted.",
            n.sent.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "albion_notifications_failed_total",
            "Notification requests given up.",
            n.failed.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "albion_notifications_dropped_total",
            "Notifications dropped because the notifier's queue was full.",
            n.dropped.load(Ordering::Relaxed),
        );
        let _ = writeln!(
            out,
            "# HELP albion_notification_latency_seconds From the accepted change to each channel's first try.\n\
             # TYPE albion_notification_latency_seconds summary"
        );
        for q in [0.5, 0.99] {
            if let Some(v) = n.latency_quantile(q) {
                let _ = writeln!(
                    out,
                    "albion_notification_latency_seconds{{quantile=\"{q}\"}} {v}"
                );
            }
        }
        let _ = writeln!(
            out,
            "albion_notification_latency_seconds_sum {}\n\
             albion_notification_latency_seconds_count {}",
            // Microseconds as seconds.
            n.latency_micros.load(Ordering::Relaxed) as f64 / 1e6,
            n.latency_count.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "albion_rejections_total",
            "Requests rejected with an error.",
            self.rejections.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "albion_slow_disconnects_total",
            "Connections cut off for not reading.",
            self.slow_disconnects.load(Ordering::Relaxed),
        );
        if let Some(rss) = resident_memory_bytes() {
            gauge(
                &mut out,
                "process_resident_memory_bytes",
                "Resident memory of the server process.",
                rss,
            );
        }
        let name = "albion_action_latency_seconds";
        let _ = writeln!(
            out,
            "# HELP {name} Time from an action's arrival at its lobby to its acknowledgement.\n# TYPE {name} histogram"
        );
        for (bucket, bound) in self.buckets.iter().zip(BUCKETS) {
            let _ = writeln!(
                out,
                "{name}_bucket{{le=\"{bound}\"}} {}",
                bucket.load(Ordering::Relaxed)
            );
        }
        let count = self.latency_count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        #[allow(clippy::cast_precision_loss)]
        let sum = self.latency_sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
        out
    }
}

/// The process's resident memory, from `/proc/self/statm` (Linux); `None` elsewhere.
fn resident_memory_bytes() -> Option<i64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: i64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // The page size is 4 KiB on every platform this server is built for that has /proc.
    Some(pages * 4096)
}
