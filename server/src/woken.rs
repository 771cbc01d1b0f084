//! A future polled again only once it has asked to be.
//!
//! `tokio::select!` polls every branch whenever its task wakes, whichever branch the wake-up was
//! for. Most branches cost next to nothing to poll when they have nothing; a `CancellationToken`'s
//! future costs two mutex round trips (`is_cancelled` locks the token's node, and the `Notify`
//! behind it locks its list of waiters to check the waker), on every frame a connection writes and
//! every step a lobby takes (measured under load: about 2 % of a busy server's CPU, with the
//! server-wide token's one lock shared by every connection). [`WhenWoken`] wraps such a future: it
//! polls it with a waker of its own and, after the first poll, only again once that waker was woken.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll, Wake, Waker};

use futures_util::task::AtomicWaker;

/// Whether the inner future's waker was woken, and the task to wake then.
#[derive(Debug, Default)]
struct Flag {
    woken: AtomicBool,
    task: AtomicWaker,
}

impl Wake for Flag {
    fn wake(self: Arc<Self>) {
        self.wake_by_ref();
    }

    fn wake_by_ref(self: &Arc<Self>) {
        self.woken.store(true, Ordering::Release);
        self.task.wake();
    }
}

/// A future that finishes once (a cancellation, say), polled only when its own waker was woken;
/// once finished it stays finished.
pub struct WhenWoken<'a, F> {
    inner: Pin<&'a mut F>,
    flag: Arc<Flag>,
    waker: Waker,
    polled: bool,
    done: bool,
}

impl<F> std::fmt::Debug for WhenWoken<'_, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WhenWoken")
            .field("polled", &self.polled)
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

impl<'a, F: Future<Output = ()>> WhenWoken<'a, F> {
    /// Wraps `inner`, which is polled at the first poll of the wrapper.
    pub fn new(inner: Pin<&'a mut F>) -> Self {
        let flag = Arc::new(Flag::default());
        let waker = Waker::from(flag.clone());
        Self {
            inner,
            flag,
            waker,
            polled: false,
            done: false,
        }
    }

    /// False only while the inner future has certainly not finished: it was polled, did not
    /// finish, and has not been woken since. (Where it was woken, it may have finished: poll it,
    /// or ask the source, to know.)
    #[must_use]
    pub fn may_have_finished(&self) -> bool {
        self.done || !self.polled || self.flag.woken.load(Ordering::Acquire)
    }
}

impl<F: Future<Output = ()>> Future for WhenWoken<'_, F> {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let this = &mut *self;
        if this.done {
            return Poll::Ready(());
        }
        // Registered before the flag is read: a wake-up after the read wakes this task again.
        this.flag.task.register(cx.waker());
        if this.polled && !this.flag.woken.swap(false, Ordering::AcqRel) {
            return Poll::Pending;
        }
        this.polled = true;
        let mut inner_cx = Context::from_waker(&this.waker);
        if this.inner.as_mut().poll(&mut inner_cx).is_ready() {
            this.done = true;
            return Poll::Ready(());
        }
        Poll::Pending
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use tokio_util::sync::CancellationToken;

    /// Counts its polls; finishes when `ready` is set (and wakes nobody: the test wakes).
    struct Counted<'c> {
        polls: &'c Cell<u32>,
        ready: &'c Cell<bool>,
        waker: &'c std::cell::RefCell<Option<Waker>>,
    }

    impl Future for Counted<'_> {
        type Output = ();
        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
            self.polls.set(self.polls.get() + 1);
            *self.waker.borrow_mut() = Some(cx.waker().clone());
            if self.ready.get() {
                Poll::Ready(())
            } else {
                Poll::Pending
            }
        }
    }

    #[test]
    fn the_inner_future_is_polled_first_then_only_when_woken_and_stays_finished() {
        let (polls, ready, waker) = (Cell::new(0), Cell::new(false), Default::default());
        let inner = Counted {
            polls: &polls,
            ready: &ready,
            waker: &waker,
        };
        let inner = std::pin::pin!(inner);
        let mut w = WhenWoken::new(inner);
        let mut cx = Context::from_waker(Waker::noop());
        assert!(w.may_have_finished(), "not polled yet");
        assert!(Pin::new(&mut w).poll(&mut cx).is_pending());
        assert_eq!(polls.get(), 1);
        assert!(!w.may_have_finished());
        // The task woke for another branch: the inner future is left alone.
        for _ in 0..5 {
            assert!(Pin::new(&mut w).poll(&mut cx).is_pending());
        }
        assert_eq!(polls.get(), 1);
        // Its own waker fires: it is polled again (still pending here).
        waker.borrow().as_ref().expect("registered").wake_by_ref();
        assert!(w.may_have_finished());
        assert!(Pin::new(&mut w).poll(&mut cx).is_pending());
        assert_eq!(polls.get(), 2);
        assert!(!w.may_have_finished());
        // It finishes: ready now and at every later poll, without polling the inner future again.
        ready.set(true);
        waker.borrow().as_ref().expect("registered").wake_by_ref();
        assert!(Pin::new(&mut w).poll(&mut cx).is_ready());
        assert!(Pin::new(&mut w).poll(&mut cx).is_ready());
        assert_eq!(polls.get(), 3);
        assert!(w.may_have_finished());
    }

    #[tokio::test]
    async fn a_cancellation_wakes_the_task_waiting_on_it() {
        let token = CancellationToken::new();
        let cancelled = std::pin::pin!(token.clone().cancelled_owned());
        let mut w = WhenWoken::new(cancelled);
        let mut cx = Context::from_waker(Waker::noop());
        assert!(Pin::new(&mut w).poll(&mut cx).is_pending());
        let canceller = tokio::spawn(async move {
            tokio::task::yield_now().await;
            token.cancel();
        });
        tokio::time::timeout(std::time::Duration::from_secs(5), &mut w)
            .await
            .expect("woken by the cancellation");
        canceller.await.expect("the canceller ran");
        assert!(w.may_have_finished());
    }
}
