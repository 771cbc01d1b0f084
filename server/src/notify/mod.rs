//! "Your turn" notifications: Web Push, e-mail and signed webhooks (issue 25).
//!
//! A lobby only says that the game now waits for a seat that asked to be told (a [`Nudge`], put
//! on a bounded queue without waiting: a full queue drops the nudge and counts it). Everything
//! else happens here, off the lobby's task: the seat's settings are read back from the store
//! (so that an unsubscribe made anywhere counts at once), the document is made, and each
//! channel is tried, again with backoff when it fails for a reason that may pass, up to a
//! bound. A channel that fails never delays a move, nor the other channels.

mod channels;
pub mod guard;

use crate::store::{Store, StoredNotify};
use crate::words;
use channels::{Email, Failure, Push};
use protocol::{
    GameKind, Lang, MAX_NOTIFY_TARGET, NotifyBody, NotifyKind, NotifyOffer, NotifySettings, Seat,
    Version,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::{Semaphore, mpsc};
use tokio::time::Instant;
use url::Url;

/// Nudges waiting for the notifier; beyond this they are dropped (and counted).
const QUEUE: usize = 4096;

/// Deliveries under way at once.
const AT_ONCE: usize = 64;

/// Tries per channel and notification, the first included.
const TRIES: u32 = 5;

/// What the server is set up to send with (from `Config`). Its `Debug` leaves out the SMTP
/// URL (it may hold a password) and the VAPID private key.
#[derive(Clone, Default)]
pub struct NotifyConfig {
    /// Where people reach this server (`https://albion.example.org`), for links in e-mails and
    /// webhooks; without it, links are paths and e-mail is off.
    pub public_url: Option<Url>,
    /// The SMTP relay (`smtp://`, `smtps://`; lettre's URL form); without it, no e-mail.
    pub smtp_url: Option<String>,
    /// The sender of e-mails (`Albion <albion@example.org>`).
    pub smtp_from: Option<String>,
    /// The VAPID private key (base64url of the 32-byte P-256 scalar); without it, the one the
    /// store keeps (made at first start).
    pub vapid_private_key: Option<String>,
    /// The VAPID `sub` claim (`mailto:` or `https:`); by default the public URL.
    pub vapid_subject: Option<String>,
    /// Webhooks and push endpoints on private and loopback addresses, and over plain `http:`.
    pub allow_private: bool,
    /// The first retry's wait; each later one waits twice as long.
    pub retry_base: Duration,
}

impl std::fmt::Debug for NotifyConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NotifyConfig")
            .field("public_url", &self.public_url)
            .field("smtp", &self.smtp_url.is_some())
            .field("smtp_from", &self.smtp_from)
            .field("vapid_subject", &self.vapid_subject)
            .field("allow_private", &self.allow_private)
            .finish_non_exhaustive()
    }
}

/// The game waits for a seat that asked to be told.
#[derive(Debug, Clone)]
pub struct Nudge {
    /// Why.
    pub kind: NotifyKind,
    /// The lobby.
    pub lobby: String,
    /// The game.
    pub game: GameKind,
    /// The seat.
    pub seat: Seat,
    /// The seat's settings as the lobby holds them.
    pub settings: Arc<StoredNotify>,
    /// The lobby's version.
    pub v: Version,
    /// When the seat's time runs out (unix ms), in a timed game.
    pub deadline_ms: Option<u64>,
    /// The seat must answer a prompt (not play its turn).
    pub answer: bool,
    /// The other players' names.
    pub others: Vec<String>,
    /// When the change that made it was accepted.
    pub at: Instant,
}

/// Counters of what the notifier did.
#[derive(Debug)]
pub struct NotifyStats {
    /// Requests (one per channel) the receiving side accepted.
    pub sent: AtomicU64,
    /// Requests given up (after the last try, or at once for a failure that will not pass).
    pub failed: AtomicU64,
    /// Nudges dropped because the queue was full.
    pub dropped: AtomicU64,
    /// Microseconds from the accepted change to each channel's first try, summed, and how many.
    pub latency_micros: AtomicU64,
    /// See `latency_micros`.
    pub latency_count: AtomicU64,
    /// The same times, in microseconds, for their quantiles.
    latency: std::sync::Mutex<hdrhistogram::Histogram<u64>>,
}

impl Default for NotifyStats {
    fn default() -> Self {
        Self {
            sent: AtomicU64::new(0),
            failed: AtomicU64::new(0),
            dropped: AtomicU64::new(0),
            latency_micros: AtomicU64::new(0),
            latency_count: AtomicU64::new(0),
            // Up to an hour, three significant digits.
            latency: std::sync::Mutex::new(
                hdrhistogram::Histogram::new_with_bounds(1, 3_600_000_000, 3)
                    .expect("valid histogram bounds"),
            ),
        }
    }
}

impl NotifyStats {
    fn observe(&self, took: Duration) {
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        self.latency_micros.fetch_add(micros, Ordering::Relaxed);
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        self.latency
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .saturating_record(micros.max(1));
    }

    /// The latency's quantile `q` (0 to 1), in seconds; `None` before any notification.
    #[must_use]
    pub fn latency_quantile(&self, q: f64) -> Option<f64> {
        let h = self
            .latency
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        #[allow(clippy::cast_precision_loss)]
        (!h.is_empty()).then(|| h.value_at_quantile(q) as f64 / 1e6)
    }
}

/// The notifier's handle, shared by every lobby.
#[derive(Debug)]
pub struct Notifier {
    offer: NotifyOffer,
    allow_private: bool,
    tx: Option<mpsc::Sender<Nudge>>,
    /// What it did.
    pub stats: Arc<NotifyStats>,
}

impl Notifier {
    /// A notifier that offers nothing and sends nothing (tests, tools).
    #[must_use]
    pub fn off() -> Arc<Self> {
        Arc::new(Self {
            offer: NotifyOffer {
                push_key: None,
                email: false,
                webhook: false,
            },
            allow_private: false,
            tx: None,
            stats: Arc::default(),
        })
    }

    /// Starts the notifier's worker on `tracker`; it ends when `cancel` fires.
    ///
    /// # Errors
    /// The VAPID key (configured or stored) is not valid, the store failed, or the SMTP
    /// settings do not parse.
    pub async fn start(
        config: NotifyConfig,
        store: Store,
        stats: Arc<NotifyStats>,
        cancel: tokio_util::sync::CancellationToken,
        tracker: &tokio_util::task::TaskTracker,
    ) -> anyhow::Result<Arc<Self>> {
        let vapid_key = match &config.vapid_private_key {
            Some(key) => key.clone(),
            None => {
                store
                    .server_key("vapid_private_key", channels::new_vapid_key)
                    .await?
            }
        };
        let push = Push::new(
            &vapid_key,
            config.vapid_subject.clone().or_else(|| {
                config
                    .public_url
                    .as_ref()
                    .map(|u| u.as_str().trim_end_matches('/').to_owned())
            }),
        )?;
        let email = match (&config.smtp_url, &config.public_url) {
            (Some(smtp), Some(_)) => Some(Email::new(smtp, config.smtp_from.as_deref())?),
            (Some(_), None) => {
                anyhow::bail!(
                    "e-mail needs --public-url: every e-mail carries links to the game and to unsubscribe"
                )
            }
            _ => None,
        };
        let http = channels::http_client(config.allow_private)?;
        let offer = NotifyOffer {
            push_key: Some(push.public_key()),
            email: email.is_some(),
            webhook: true,
        };
        let (tx, rx) = mpsc::channel(QUEUE);
        let worker = Worker {
            store,
            push,
            email,
            http,
            public_url: config.public_url,
            retry_base: if config.retry_base.is_zero() {
                Duration::from_secs(2)
            } else {
                config.retry_base
            },
            stats: stats.clone(),
            at_once: Arc::new(Semaphore::new(AT_ONCE)),
            tracker: tracker.clone(),
        };
        tracker.spawn(Arc::new(worker).run(rx, cancel));
        Ok(Arc::new(Self {
            offer,
            allow_private: config.allow_private,
            tx: Some(tx),
            stats,
        }))
    }

    /// The channels this server offers.
    #[must_use]
    pub fn offer(&self) -> &NotifyOffer {
        &self.offer
    }

    /// Hands a nudge to the worker without waiting: when the queue is full, it is dropped.
    pub fn nudge(&self, nudge: Nudge) {
        let Some(tx) = &self.tx else { return };
        if tx.try_send(nudge).is_err() {
            self.stats.dropped.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Checks a seat's new settings against what this server offers and accepts; returns them
    /// in their canonical form (a trimmed e-mail address, a parsed URL).
    ///
    /// # Errors
    /// What is wrong, in words for the player.
    pub fn check(&self, settings: NotifySettings) -> Result<NotifySettings, String> {
        let NotifySettings {
            when,
            remind,
            push,
            email,
            webhook,
            lang,
        } = settings;
        let push = match push {
            None => None,
            Some(sub) => {
                if self.offer.push_key.is_none() {
                    return Err("this server does not send push notifications".into());
                }
                if sub.endpoint.len() > 2 * MAX_NOTIFY_TARGET {
                    return Err("the push endpoint is too long".into());
                }
                let endpoint = guard::check_url(&sub.endpoint, self.allow_private)
                    .map_err(|e| format!("push endpoint refused: {e}"))?;
                channels::check_push_keys(&sub.keys)?;
                Some(protocol::PushSubscription {
                    endpoint: endpoint.to_string(),
                    keys: sub.keys,
                })
            }
        };
        let email = match email {
            None => None,
            Some(address) => {
                if !self.offer.email {
                    return Err("this server does not send e-mail".into());
                }
                Some(channels::check_email(&address)?)
            }
        };
        let webhook = match webhook {
            None => None,
            Some(url) => {
                if url.len() > MAX_NOTIFY_TARGET {
                    return Err(format!(
                        "a webhook URL has at most {MAX_NOTIFY_TARGET} characters"
                    ));
                }
                let url = guard::check_url(url.trim(), self.allow_private)
                    .map_err(|e| format!("webhook refused: {e}"))?;
                Some(url.to_string())
            }
        };
        Ok(NotifySettings {
            when,
            remind,
            push,
            email,
            webhook,
            lang,
        })
    }
}

/// A new random secret: 32 bytes, hex.
#[must_use]
pub fn new_secret() -> String {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    hex::encode(bytes)
}

/// Delivers nudges.
#[derive(Debug)]
struct Worker {
    store: Store,
    push: Push,
    email: Option<Email>,
    http: reqwest::Client,
    public_url: Option<Url>,
    retry_base: Duration,
    stats: Arc<NotifyStats>,
    at_once: Arc<Semaphore>,
    tracker: tokio_util::task::TaskTracker,
}

impl Worker {
    async fn run(
        self: Arc<Self>,
        mut rx: mpsc::Receiver<Nudge>,
        cancel: tokio_util::sync::CancellationToken,
    ) {
        loop {
            let nudge = tokio::select! {
                () = cancel.cancelled() => break,
                nudge = rx.recv() => match nudge {
                    Some(n) => n,
                    None => break,
                },
            };
            let Ok(permit) = self.at_once.clone().acquire_owned().await else {
                break;
            };
            let me = self.clone();
            let cancel = cancel.clone();
            self.tracker.spawn(async move {
                tokio::select! {
                    () = cancel.cancelled() => {}
                    () = me.deliver(nudge) => {}
                }
                drop(permit);
            });
        }
    }

    /// Sends one nudge on every channel the seat has on.
    async fn deliver(self: Arc<Self>, nudge: Nudge) {
        // The lobby's copy is the truth but for e-mail, which an unsubscribe link (an HTTP
        // request, perhaps to another server) turns off in the store alone: an e-mail is sent
        // only while the store still has it.
        let mut stored = StoredNotify::clone(&nudge.settings);
        if stored.settings.email.is_some() {
            match self.store.notify_of(&nudge.lobby, &stored.token_hash).await {
                Ok(now) => stored.settings.email = now.and_then(|n| n.settings.email),
                Err(e) => {
                    tracing::warn!(lobby = %nudge.lobby, error = %e, "reading notification settings failed");
                    stored.settings.email = None;
                }
            }
        }
        let body = self.body(&nudge);
        let Ok(json) = serde_json::to_vec(&body) else {
            return;
        };
        let StoredNotify {
            settings,
            webhook_secret,
            unsubscribe,
            ..
        } = &stored;
        let push = async {
            if let Some(sub) = &settings.push {
                let gone = self
                    .retry("push", &nudge, || {
                        self.push.send(&self.http, sub, &json, &nudge.lobby)
                    })
                    .await;
                if gone {
                    self.forget_push(&nudge.lobby, &stored.token_hash, sub)
                        .await;
                }
            }
        };
        let email = async {
            if let (Some(address), Some(email)) = (&settings.email, &self.email) {
                let link = self.link(&format!("/unsubscribe/{unsubscribe}"));
                let one_click = self.link(&format!("/api/unsubscribe/{unsubscribe}"));
                self.retry("email", &nudge, || {
                    email.send(
                        address,
                        settings.lang.unwrap_or_default(),
                        &body,
                        &link,
                        &one_click,
                    )
                })
                .await;
            }
        };
        let webhook = async {
            if let (Some(url), Some(secret)) = (&settings.webhook, webhook_secret) {
                self.retry("webhook", &nudge, || {
                    channels::webhook(&self.http, url, secret, &json)
                })
                .await;
            }
        };
        tokio::join!(push, email, webhook);
    }

    /// Tries `attempt` up to [`TRIES`] times, waiting twice as long after each failure that may
    /// pass; `true` when the receiver said the subscription is gone for good.
    async fn retry<F, Fut>(&self, channel: &str, nudge: &Nudge, mut attempt: F) -> bool
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<(), Failure>>,
    {
        let mut wait = self.retry_base;
        for n in 1..=TRIES {
            if n == 1 {
                self.stats.observe(nudge.at.elapsed());
            }
            match attempt().await {
                Ok(()) => {
                    self.stats.sent.fetch_add(1, Ordering::Relaxed);
                    return false;
                }
                Err(Failure::Gone) => {
                    tracing::info!(lobby = %nudge.lobby, seat = nudge.seat, channel, "subscription gone");
                    self.stats.failed.fetch_add(1, Ordering::Relaxed);
                    return true;
                }
                Err(Failure::Final(why)) => {
                    tracing::warn!(lobby = %nudge.lobby, seat = nudge.seat, channel, %why, "notification refused");
                    break;
                }
                Err(Failure::Again(why)) => {
                    tracing::info!(lobby = %nudge.lobby, seat = nudge.seat, channel, try_no = n, %why, "notification failed");
                    if n < TRIES {
                        tokio::time::sleep(wait).await;
                        wait = wait.saturating_mul(2);
                    }
                }
            }
        }
        self.stats.failed.fetch_add(1, Ordering::Relaxed);
        false
    }

    /// A push subscription its service says is gone is turned off in the store (if it is still
    /// the one set); the lobby reads it again when its seat next connects or changes settings.
    async fn forget_push(&self, lobby: &str, token_hash: &str, sub: &protocol::PushSubscription) {
        if let Ok(Some(mut now)) = self.store.notify_of(lobby, token_hash).await
            && now.settings.push.as_ref() == Some(sub)
        {
            now.settings.push = None;
            if let Err(e) = self.store.set_notify(lobby, token_hash, Some(&now)).await {
                tracing::warn!(lobby, error = %e, "forgetting a push subscription failed");
            }
        }
    }

    /// `path` on this server: absolute when its public URL is known.
    fn link(&self, path: &str) -> String {
        match &self.public_url {
            Some(base) => format!("{}{path}", base.as_str().trim_end_matches('/')),
            None => path.to_owned(),
        }
    }

    fn body(&self, nudge: &Nudge) -> NotifyBody {
        let now = crate::store::now_ms();
        NotifyBody {
            kind: nudge.kind,
            lobby: nudge.lobby.clone(),
            game: nudge.game,
            seat: nudge.seat,
            v: nudge.v,
            deadline_ms: nudge.deadline_ms,
            text: text(nudge, now),
            url: self.link(&format!("/l/{}", nudge.lobby)),
            sent_ms: now,
        }
    }
}

/// The sentence a person reads, in the language of the seat's settings (English without one):
/// "Your turn in Camelot against Bob (2 days left)".
#[must_use]
pub fn text(nudge: &Nudge, now_ms: u64) -> String {
    let lang = nudge.settings.settings.lang.unwrap_or_default();
    let game = match nudge.game {
        GameKind::Camelot => "Camelot",
        GameKind::SuperCamelot => "Super Camelot",
    };
    let what = match (nudge.kind, nudge.answer) {
        (NotifyKind::Reminder, _) => "notify-reminder",
        (NotifyKind::YourTurn, true) => "notify-your-answer",
        (NotifyKind::YourTurn, false) => "notify-your-turn",
    };
    let mut sentence = words::text(lang, what, &[("game", game.into())]);
    match nudge.others.as_slice() {
        [] => {}
        [one] if nudge.game == GameKind::Camelot => {
            sentence = words::text(
                lang,
                "notify-against",
                &[("what", sentence.into()), ("name", one.as_str().into())],
            );
        }
        names => {
            sentence = words::text(
                lang,
                "notify-with",
                &[
                    ("what", sentence.into()),
                    ("names", and_list(lang, names).into()),
                ],
            );
        }
    }
    if let Some(deadline) = nudge.deadline_ms {
        let time = time_left(lang, deadline.saturating_sub(now_ms));
        sentence = words::text(
            lang,
            "notify-time-left",
            &[("what", sentence.into()), ("time", time.into())],
        );
    }
    sentence
}

fn and_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => words::text(
            lang,
            "notify-and",
            &[
                ("rest", rest.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// "2 days", "1 day", "5 hours", "1 hour", "12 minutes", "1 minute", to the nearest unit (47
/// hours and 59 minutes are "2 days").
fn time_left(lang: Lang, ms: u64) -> String {
    const MINUTE: u64 = 60_000;
    const HOUR: u64 = 60 * MINUTE;
    const DAY: u64 = 24 * HOUR;
    let nearest = |unit: u64| (ms + unit / 2) / unit;
    let (n, unit) = if ms >= DAY + DAY / 2 {
        (nearest(DAY), "notify-days")
    } else if ms >= HOUR + HOUR / 2 {
        (nearest(HOUR), "notify-hours")
    } else {
        (ms.div_ceil(MINUTE).max(1), "notify-minutes")
    };
    words::text(lang, unit, &[("n", n.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nudge(game: GameKind, others: &[&str], deadline_ms: Option<u64>) -> Nudge {
        Nudge {
            kind: NotifyKind::YourTurn,
            lobby: "ABCD".into(),
            game,
            seat: 0,
            settings: Arc::new(StoredNotify {
                token_hash: String::new(),
                settings: NotifySettings {
                    when: protocol::NotifyWhen::Always,
                    remind: false,
                    push: None,
                    email: None,
                    webhook: None,
                    lang: None,
                },
                webhook_secret: None,
                unsubscribe: String::new(),
            }),
            v: 3,
            deadline_ms,
            answer: false,
            others: others.iter().map(|s| (*s).to_owned()).collect(),
            at: Instant::now(),
        }
    }

    #[test]
    fn the_sentence_names_the_game_the_others_and_the_time_left() {
        let day = 86_400_000;
        assert_eq!(
            text(&nudge(GameKind::Camelot, &["Bob"], Some(2 * day + 5)), 0),
            "Your turn in Camelot against Bob (2 days left)"
        );
        assert_eq!(
            text(
                &nudge(GameKind::SuperCamelot, &["Ann", "Bob", "Cid"], Some(day)),
                0
            ),
            "Your turn in Super Camelot with Ann, Bob and Cid (24 hours left)"
        );
        let mut n = nudge(GameKind::Camelot, &["Bob"], Some(3 * 3_600_000));
        n.kind = NotifyKind::Reminder;
        assert_eq!(
            text(&n, 0),
            "Time is running out in Camelot against Bob (3 hours left)"
        );
        let mut n = nudge(GameKind::SuperCamelot, &["Ann"], None);
        n.answer = true;
        assert_eq!(
            text(&n, 0),
            "Your answer is needed in Super Camelot with Ann"
        );
        assert_eq!(time_left(Lang::En, 10), "1 minute");
        assert_eq!(time_left(Lang::En, 61 * 60_000), "61 minutes");
        assert_eq!(time_left(Lang::En, 2 * day - 60_000), "2 days");
        assert_eq!(time_left(Lang::En, day), "24 hours");
        assert_eq!(time_left(Lang::En, 2 * 3_600_000 + 1), "2 hours");
    }

    #[test]
    fn the_sentence_is_in_the_language_of_the_settings() {
        let day = 86_400_000;
        let french = |mut n: Nudge| {
            let mut stored = StoredNotify::clone(&n.settings);
            stored.settings.lang = Some(Lang::Fr);
            n.settings = Arc::new(stored);
            n
        };
        assert_eq!(
            text(
                &french(nudge(GameKind::Camelot, &["Bob"], Some(2 * day + 5))),
                0
            ),
            "À vous de jouer dans Camelot contre Bob (encore 2 jours)"
        );
        assert_eq!(
            text(
                &french(nudge(
                    GameKind::SuperCamelot,
                    &["Ann", "Bob", "Cid"],
                    Some(day)
                )),
                0
            ),
            "À vous de jouer dans Super Camelot avec Ann, Bob et Cid (encore 24 heures)"
        );
        let mut n = french(nudge(GameKind::Camelot, &["Bob"], Some(3 * 3_600_000)));
        n.kind = NotifyKind::Reminder;
        assert_eq!(
            text(&n, 0),
            "Le temps presse dans Camelot contre Bob (encore 3 heures)"
        );
        assert_eq!(time_left(Lang::Fr, 2 * 60_000), "2 minutes");
        let mut n = french(nudge(GameKind::SuperCamelot, &["Ann"], None));
        n.answer = true;
        assert_eq!(
            text(&n, 0),
            "Votre réponse est attendue dans Super Camelot avec Ann"
        );
        assert_eq!(time_left(Lang::Fr, 10), "1 minute");
        assert_eq!(time_left(Lang::Fr, 3 * day), "3 jours");
    }
}
