//! A token bucket, on tokio's clock so tests can pause time.

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
}

#[cfg(test)]
mod tests {
    use super::TokenBucket;
    use std::time::Duration;

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
