//! Limits on what clients can make the server do: a token bucket (on tokio's clock so tests can
//! pause time), a bounded map of buckets per client address for the HTTP API, and the caps on
//! client input echoed back in error messages.

use std::borrow::Cow;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// Allows `burst` events at once and `rate` events per second on average.
#[derive(Debug, Clone)]
pub struct TokenBucket {
    rate: f64,
    burst: f64,
    tokens: f64,
    last: Instant,
}

impl TokenBucket {
    /// A full bucket.
    #[must_use]
    pub fn new(rate_per_sec: f64, burst: f64) -> Self {
        Self {
            rate: rate_per_sec,
            burst,
            tokens: burst,
            last: Instant::now(),
        }
    }

    /// Takes one token if there is one.
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        let elapsed = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Tokens in the bucket now.
    fn tokens_now(&self) -> f64 {
        let elapsed = Instant::now().duration_since(self.last).as_secs_f64();
        (self.tokens + elapsed * self.rate).min(self.burst)
    }

    /// Whether the bucket has refilled completely: forgetting it would change nothing.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.tokens_now() >= self.burst
    }

    /// How long until a token is available (zero when one is).
    #[must_use]
    pub fn time_to_next(&self) -> Duration {
        let missing = 1.0 - self.tokens_now();
        if missing <= 0.0 {
            Duration::ZERO
        } else if self.rate > 0.0 {
            Duration::from_secs_f64(missing / self.rate)
        } else {
            Duration::MAX
        }
    }
}

/// One token bucket per client address, in a map of bounded size.
///
/// When the map is full, the buckets that have refilled completely are forgotten (a new bucket
/// for that address would be the same); if every tracked address is still busy, a new address is
/// refused until some refill, so the map never grows past its bound.
#[derive(Debug)]
pub struct AddrLimiter {
    rate: f64,
    burst: f64,
    max_addrs: usize,
    buckets: Mutex<HashMap<IpAddr, TokenBucket>>,
}

impl AddrLimiter {
    /// `rate` requests per second and bursts of `burst` per address, for at most `max_addrs`
    /// addresses at once.
    #[must_use]
    pub fn new(rate_per_sec: f64, burst: f64, max_addrs: usize) -> Self {
        Self {
            rate: rate_per_sec,
            burst,
            max_addrs: max_addrs.max(1),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes a token for `addr`.
    ///
    /// # Errors
    /// The address must wait this long (at least a second, in whole seconds, for `Retry-After`).
    pub fn check(&self, addr: IpAddr) -> Result<(), Duration> {
        // A poisoned lock only means another request panicked mid-update: the map is still sound.
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if !buckets.contains_key(&addr) && buckets.len() >= self.max_addrs {
            buckets.retain(|_, b| !b.is_full());
            if buckets.len() >= self.max_addrs {
                return Err(Duration::from_secs(1));
            }
        }
        let bucket = buckets
            .entry(addr)
            .or_insert_with(|| TokenBucket::new(self.rate, self.burst));
        if bucket.take() {
            Ok(())
        } else {
            let wait = bucket.time_to_next().min(Duration::from_secs(3600));
            Err(Duration::from_secs(
                wait.as_secs_f64().ceil().max(1.0) as u64
            ))
        }
    }

    /// Addresses tracked now.
    #[must_use]
    pub fn tracked(&self) -> usize {
        self.buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .len()
    }
}

/// Longest piece of client input quoted in an error message, in characters.
pub const ECHO_MAX_CHARS: usize = 64;

/// Longest error message sent to a client, in characters.
pub const MESSAGE_MAX_CHARS: usize = 512;

/// Client input as quoted in an error message: at most [`ECHO_MAX_CHARS`] characters, cut short
/// with "…".
#[must_use]
pub fn shorten(input: &str) -> Cow<'_, str> {
    match input.char_indices().nth(ECHO_MAX_CHARS) {
        None => Cow::Borrowed(input),
        Some((cut, _)) => Cow::Owned(format!("{}…", &input[..cut])),
    }
}

/// A message from a parser (serde's, say) with every quoted piece of input in it — between
/// backticks or double quotes — cut to at most [`ECHO_MAX_CHARS`] characters with "…": such
/// messages quote what was sent, however long.
#[must_use]
pub fn shorten_quotes(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(1024));
    let mut rest = message;
    while let Some(open) = rest.find(['`', '"']) {
        let quote = rest[open..].chars().next().unwrap_or('"');
        push_shortened_words(&mut out, &rest[..open]);
        out.push(quote);
        let inside = &rest[open + 1..];
        match inside.find(quote) {
            Some(close) => {
                out.push_str(&shorten(&inside[..close]));
                out.push(quote);
                rest = &inside[close + 1..];
            }
            None => {
                // Unbalanced: the rest is one quote that never ends.
                out.push_str(&shorten(inside));
                return out;
            }
        }
    }
    push_shortened_words(&mut out, rest);
    out
}

/// Appends `text` with every word (a run without spaces: an unquoted field name in a path, say)
/// longer than [`ECHO_MAX_CHARS`] cut short.
fn push_shortened_words(out: &mut String, text: &str) {
    for (i, word) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&shorten(word));
    }
}

/// An error message capped at [`MESSAGE_MAX_CHARS`] characters: its start and its end, joined
/// by "…" (a message that quotes a huge input keeps its explanation, which usually comes last).
#[must_use]
pub fn cap_message(message: String) -> String {
    let chars = message.chars().count();
    if chars <= MESSAGE_MAX_CHARS {
        return message;
    }
    let keep = (MESSAGE_MAX_CHARS - 1) / 2;
    let head: String = message.chars().take(keep).collect();
    let tail: String = message.chars().skip(chars - keep).collect();
    format!("{head}…{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn refills_over_time() {
        let mut b = TokenBucket::new(2.0, 3.0);
        assert!(b.take() && b.take() && b.take());
        assert!(!b.take());
        tokio::time::advance(Duration::from_millis(500)).await;
        assert!(b.take());
        assert!(!b.take());
        tokio::time::advance(Duration::from_secs(60)).await;
        assert!(b.take() && b.take() && b.take());
        assert!(!b.take());
    }
}

#[cfg(test)]
mod more_tests {
    use super::*;

    #[test]
    fn echoed_input_is_shortened_with_an_ellipsis() {
        assert_eq!(shorten("standard"), "standard");
        let long = "é".repeat(1_000_000);
        let short = shorten(&long);
        assert_eq!(short.chars().count(), ECHO_MAX_CHARS + 1);
        assert!(short.ends_with('…'));
        let exact = "x".repeat(ECHO_MAX_CHARS);
        assert_eq!(shorten(&exact), exact.as_str());
    }

    #[test]
    fn quoted_input_in_parser_messages_is_shortened() {
        let long = "q".repeat(10_000);
        let message = format!("unknown variant `{long}`, expected `standard` or `wcf` at line 1");
        let short = shorten_quotes(&message);
        assert_eq!(
            short,
            format!(
                "unknown variant `{}…`, expected `standard` or `wcf` at line 1",
                "q".repeat(ECHO_MAX_CHARS)
            )
        );
        let message = format!("invalid type: string \"{long}\", expected u8");
        // At most ECHO_MAX_CHARS characters of the input are quoted back.
        let short = shorten_quotes(&message);
        assert_eq!(short.matches('q').count(), ECHO_MAX_CHARS, "{short}");
        assert!(short.starts_with("invalid type: string \"") && short.ends_with(", expected u8"));
        let short = shorten_quotes(&format!("unterminated `{long}"));
        assert_eq!(short.matches('q').count(), ECHO_MAX_CHARS, "{short}");
        assert_eq!(shorten_quotes("no quotes"), "no quotes");
        // An unquoted path segment (serde's path to the field) is cut the same way.
        let message = format!("the target type: {long}: unknown field");
        assert!(shorten_quotes(&message).len() < 120);
    }

    #[test]
    fn long_messages_keep_their_start_and_end() {
        assert_eq!(cap_message("short".into()), "short");
        let message = format!(
            "unknown ruleset \"{}\" (standard or wcf)",
            "x".repeat(1 << 20)
        );
        let capped = cap_message(message);
        assert!(capped.chars().count() <= MESSAGE_MAX_CHARS);
        assert!(capped.starts_with("unknown ruleset \"xxx"));
        assert!(capped.ends_with("\" (standard or wcf)"));
        assert!(capped.contains('…'));
    }

    #[tokio::test(start_paused = true)]
    async fn each_address_has_its_own_bucket_and_a_wait() {
        let limiter = AddrLimiter::new(1.0, 2.0, 100);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert_eq!(limiter.check(a), Ok(()));
        assert_eq!(limiter.check(a), Ok(()));
        assert_eq!(limiter.check(a), Err(Duration::from_secs(1)));
        assert_eq!(limiter.check(b), Ok(()));
        tokio::time::advance(Duration::from_secs(1)).await;
        assert_eq!(limiter.check(a), Ok(()));
        assert!(limiter.check(a).is_err());
        let slow = AddrLimiter::new(0.1, 1.0, 100);
        assert_eq!(slow.check(a), Ok(()));
        assert_eq!(slow.check(a), Err(Duration::from_secs(10)));
    }

    #[tokio::test(start_paused = true)]
    async fn the_address_map_stays_bounded() {
        let limiter = AddrLimiter::new(1.0, 1.0, 3);
        let addr = |i: u8| IpAddr::from([10, 0, 0, i]);
        for i in 0..3 {
            assert_eq!(limiter.check(addr(i)), Ok(()));
        }
        // Every tracked address is still busy: a fourth waits rather than growing the map.
        assert!(limiter.check(addr(3)).is_err());
        assert_eq!(limiter.tracked(), 3);
        // Once they have refilled they are forgotten and make room.
        tokio::time::advance(Duration::from_secs(1)).await;
        assert_eq!(limiter.check(addr(3)), Ok(()));
        assert_eq!(limiter.tracked(), 1);
    }
}
