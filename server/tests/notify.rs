//! "Your turn" notifications through a real server, to real receivers on loopback: a push
//! service that checks the VAPID token and decrypts the payload with the subscription's keys (as
//! a browser would), an SMTP server (Python's `aiosmtpd`, writing a Maildir), and a webhook
//! receiver that checks the signature. Also what is refused (private addresses, channels the
//! server does not offer), the "only when away" setting, retries, the unsubscribe link, the
//! quarter-time reminder, and settings kept across a restart.

mod common;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use common::http::http;
use common::play::{legal, start_game};
use common::{Client, TestServer, fast, in_ci, tempdir};
use hmac::{KeyInit, Mac};
use protocol::{
    ClientMsg, ErrorCode, NotifyBody, NotifyKind, NotifySettings, NotifyWhen, PushKeys,
    PushSubscription, ServerMsg,
};
use server::config::Hidden;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::mpsc;

/// One request a receiver got.
#[derive(Debug)]
struct Got {
    headers: HeaderMap,
    body: Bytes,
}

#[derive(Clone)]
struct Receiver {
    tx: mpsc::UnboundedSender<Got>,
    /// Requests answered 503 before the first 200 (a receiver that is briefly down).
    fail_first: Arc<AtomicUsize>,
}

async fn receive(State(r): State<Receiver>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let failing = r
        .fail_first
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
        .is_ok();
    if failing {
        return StatusCode::SERVICE_UNAVAILABLE;
    }
    let _ = r.tx.send(Got { headers, body });
    StatusCode::CREATED
}

/// An HTTP receiver on loopback: `POST /hook` and `POST /push/{id}` land in the channel.
async fn receiver(fail_first: usize) -> (SocketAddr, mpsc::UnboundedReceiver<Got>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let app = axum::Router::new()
        .route("/hook", axum::routing::post(receive))
        .route("/push/{id}", axum::routing::post(receive))
        .with_state(Receiver {
            tx,
            fail_first: Arc::new(AtomicUsize::new(fail_first)),
        });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await });
    (addr, rx)
}

async fn next(rx: &mut mpsc::UnboundedReceiver<Got>, what: &str) -> Got {
    tokio::time::timeout(Duration::from_secs(20), rx.recv())
        .await
        .unwrap_or_else(|_| panic!("no {what} in 20 s"))
        .unwrap()
}

async fn nothing(rx: &mut mpsc::UnboundedReceiver<Got>, what: &str) {
    if let Ok(Some(got)) = tokio::time::timeout(Duration::from_millis(1500), rx.recv()).await {
        panic!(
            "{what} should not have come: {}",
            String::from_utf8_lossy(&got.body)
        );
    }
}

/// A webhook request: its signature checked with `secret`, its document parsed.
fn signed(got: &Got, secret: &str) -> NotifyBody {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(&got.body);
    let expected = format!("sha256={}", hex::encode(mac.finalize().into_bytes()));
    assert_eq!(
        got.headers["x-albion-signature"].to_str().unwrap(),
        expected,
        "the webhook's signature"
    );
    assert_eq!(got.headers["content-type"], "application/json");
    serde_json::from_slice(&got.body).unwrap()
}

/// A browser's side of a push subscription: its keys, and the subscription it gives a server.
struct Browser {
    keys: Box<dyn ece::crypto::LocalKeyPair>,
    auth: [u8; 16],
    endpoint: String,
}

impl Browser {
    fn new(push_service: SocketAddr) -> Self {
        let (keys, auth) = ece::generate_keypair_and_auth_secret().unwrap();
        Self {
            keys,
            auth,
            endpoint: format!("http://{push_service}/push/ann-browser"),
        }
    }

    fn subscription(&self) -> PushSubscription {
        PushSubscription {
            endpoint: self.endpoint.clone(),
            keys: PushKeys {
                p256dh: URL_SAFE_NO_PAD.encode(self.keys.pub_as_raw().unwrap()),
                auth: URL_SAFE_NO_PAD.encode(self.auth),
            },
        }
    }

    /// What the push service and the browser check: the VAPID token (RFC 8292) signed by the
    /// server's public key (`offered`) for this push service's origin, and the payload
    /// decrypted with the subscription's keys (RFC 8291).
    fn open(&self, got: &Got, offered: &str, origin: &str) -> NotifyBody {
        use jwt_simple::prelude::*;
        let auth = got.headers["authorization"].to_str().unwrap();
        let rest = auth.strip_prefix("vapid ").expect("vapid authorization");
        let mut token = None;
        let mut key = None;
        for part in rest.split(',') {
            let (name, value) = part.trim().split_once('=').unwrap();
            match name {
                "t" => token = Some(value.to_owned()),
                "k" => key = Some(value.to_owned()),
                _ => {}
            }
        }
        let key = key.expect("k=");
        assert_eq!(key, offered, "signed with the key the server offers");
        let public = ES256PublicKey::from_bytes(&URL_SAFE_NO_PAD.decode(&key).unwrap()).unwrap();
        let claims = public
            .verify_token::<NoCustomClaims>(
                &token.expect("t="),
                Some(VerificationOptions {
                    allowed_audiences: Some(HashSet::from_strings(&[origin])),
                    ..VerificationOptions::default()
                }),
            )
            .expect("a valid VAPID token for this push service");
        assert!(claims.expires_at.is_some());
        assert_eq!(got.headers["content-encoding"], "aes128gcm");
        assert!(got.headers.contains_key("ttl"));
        let plain = ece::decrypt(&self.keys.raw_components().unwrap(), &self.auth, &got.body)
            .expect("the payload decrypts with the subscription's keys");
        serde_json::from_slice(&plain).unwrap()
    }
}

/// A real SMTP server on loopback (aiosmtpd from PyPI: `.ci/run` installs it), writing every
/// message it accepts into a Maildir; killed when dropped.
struct Smtp {
    child: std::process::Child,
    addr: SocketAddr,
    maildir: PathBuf,
}

impl Smtp {
    async fn start(dir: &Path) -> Option<Self> {
        let addr = common::free_addr();
        let maildir = dir.join("maildir");
        let child = std::process::Command::new("python3")
            .args(["-m", "aiosmtpd", "-n", "-l"])
            .arg(addr.to_string())
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(&maildir)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .ok()?;
        let mut smtp = Self {
            child,
            addr,
            maildir,
        };
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(addr).await.is_ok() {
                return Some(smtp);
            }
            if smtp.child.try_wait().ok().flatten().is_some() {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        None
    }

    /// Every message delivered so far.
    fn messages(&self) -> Vec<String> {
        let Ok(dir) = std::fs::read_dir(self.maildir.join("new")) else {
            return Vec::new();
        };
        dir.map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
            .collect()
    }

    async fn wait_for(&self, n: usize) -> Vec<String> {
        for _ in 0..200 {
            let got = self.messages();
            if got.len() >= n {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("no e-mail number {n} in 20 s");
    }
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn smtp(dir: &Path) -> Option<Smtp> {
    let smtp = Smtp::start(dir).await;
    if smtp.is_none() {
        assert!(
            !in_ci(),
            "python3 -m aiosmtpd did not start (pip install aiosmtpd): CI runs this test"
        );
        eprintln!("skipping: python3 -m aiosmtpd is not installed here");
    }
    smtp
}

/// Sends `settings` and waits for the answer: `(settings, webhook secret)` or the refusal.
async fn set(c: &mut Client, settings: NotifySettings) -> Result<ServerMsg, ErrorCode> {
    c.keep_notify = true;
    c.send(&ClientMsg::Notify { settings }).await;
    let answer = c
        .until(|m| matches!(m, ServerMsg::Notify { .. } | ServerMsg::Rejected { .. }))
        .await;
    c.keep_notify = false;
    match answer {
        ServerMsg::Rejected { code, .. } => Err(code),
        notify => Ok(notify),
    }
}

fn settings() -> NotifySettings {
    NotifySettings {
        when: NotifyWhen::Always,
        remind: false,
        push: None,
        email: None,
        webhook: None,
        lang: None,
    }
}

/// Plays the first legal move for `c` at its current version and waits for the ack.
async fn play(c: &mut Client) {
    let action = legal(c.view.as_ref(), c.seat)
        .into_iter()
        .next()
        .expect("a legal move");
    c.send(&ClientMsg::Act { v: c.v, action }).await;
    c.until_ack().await;
}

/// The `notify` this client got last (waiting for it if it has not come yet), taken.
async fn told(c: &mut Client) -> ServerMsg {
    if c.notify.is_none() {
        c.keep_notify = true;
        c.until(|m| matches!(m, ServerMsg::Notify { .. })).await;
        c.keep_notify = false;
    }
    c.notify.take().unwrap()
}

/// The webhook secret in a `notify` answer.
fn secret_of(msg: &ServerMsg) -> String {
    match msg {
        ServerMsg::Notify { webhook_secret, .. } => webhook_secret.clone().expect("a secret"),
        other => panic!("not notify: {other:?}"),
    }
}

#[tokio::test]
async fn a_seat_is_told_its_turn_by_push_email_and_webhook_and_can_turn_each_off() {
    let dir = tempdir();
    let Some(smtp) = smtp(dir.path()).await else {
        return;
    };
    let (hooks, mut hook_rx) = receiver(1).await;
    let (push_service, mut push_rx) = receiver(0).await;
    let smtp_addr = smtp.addr;
    let tweak = move |c: &mut server::Config| {
        fast(c);
        c.notify_allow_private = true;
        c.public_url = Some("http://albion.test:8080".parse().unwrap());
        c.smtp_url = Some(Hidden(format!("smtp://{smtp_addr}")));
        c.smtp_from = Some("Albion <albion@albion.test>".into());
    };
    let srv = TestServer::start_with(dir.path(), tweak).await;
    let lobby = srv
        .create(r#"{"config":{"game":"camelot","days_per_move":2}}"#)
        .await;
    let ([mut ann, mut bob], []) = start_game(srv.addr, &lobby.code, ["Ann", "Bob"]).await;

    // What the server offers a seat: push with its key, e-mail, webhooks.
    let ServerMsg::Notify {
        offer,
        settings: none,
        ..
    } = told(&mut ann).await
    else {
        panic!("a seat is told the offer after its sync");
    };
    assert!(none.is_none());
    assert!(offer.email && offer.webhook);
    let push_key = offer.push_key.expect("push is offered");
    assert!(
        bob.raw
            .iter()
            .all(|f| !f.contains(&push_key) || f.contains(r#""t":"notify""#)),
        "only notify messages carry the key"
    );

    let browser = Browser::new(push_service);
    let hook_url = format!("http://{hooks}/hook");
    let answer = set(
        &mut ann,
        NotifySettings {
            push: Some(browser.subscription()),
            email: Some(" ann@example.org ".into()),
            webhook: Some(hook_url.clone()),
            lang: None,
            ..settings()
        },
    )
    .await
    .unwrap();
    let secret = secret_of(&answer);
    let ServerMsg::Notify {
        settings: Some(now),
        ..
    } = &answer
    else {
        panic!("the settings come back");
    };
    assert_eq!(
        now.email.as_deref(),
        Some("ann@example.org"),
        "canonical form"
    );
    // Nobody else hears of Ann's settings.
    for frame in &bob.raw {
        assert!(!frame.contains("ann@example.org") && !frame.contains(&secret));
    }

    // Ann (White) moves, then Bob: the game waits for Ann again, and she is told three ways.
    play(&mut ann).await;
    bob.catch_up(ann.v).await;
    play(&mut bob).await;

    // The webhook answered 503 once: the notifier tried again.
    let hook = signed(&next(&mut hook_rx, "webhook").await, &secret);
    assert_eq!(hook.kind, NotifyKind::YourTurn);
    assert_eq!(hook.lobby, lobby.code);
    assert_eq!(hook.seat, 0);
    assert_eq!(hook.text, "Your turn in Camelot against Bob (2 days left)");
    assert_eq!(
        hook.url,
        format!("http://albion.test:8080/l/{}", lobby.code)
    );
    assert!(hook.deadline_ms.is_some());

    let origin = format!("http://{push_service}");
    let pushed = browser.open(&next(&mut push_rx, "push").await, &push_key, &origin);
    assert_eq!(
        pushed,
        NotifyBody {
            sent_ms: pushed.sent_ms,
            ..hook.clone()
        }
    );

    let mail = smtp.wait_for(1).await.remove(0);
    assert!(mail.contains("To: ann@example.org"), "{mail}");
    assert!(
        mail.contains("Subject: Your turn in Camelot against Bob (2 days left)"),
        "{mail}"
    );
    assert!(mail.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    assert!(mail.contains("MIME-Version: 1.0"), "{mail}");
    assert!(mail.contains("Message-ID: <"), "{mail}");
    assert!(
        mail.contains("Content-Type: text/plain; charset=utf-8"),
        "{mail}"
    );
    // /metrics counts them: three requests accepted (the webhook's after one 503), none given up.
    let mut counted = String::new();
    for _ in 0..50 {
        counted = http(srv.addr, "GET", "/metrics", None).await.1;
        if counted.contains("albion_notifications_sent_total 3\n") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        counted.contains("albion_notifications_sent_total 3\n"),
        "{counted}"
    );
    assert!(
        counted.contains("albion_notifications_failed_total 0\n"),
        "{counted}"
    );
    assert!(
        counted.contains("albion_notification_latency_seconds_count 3\n"),
        "{counted}"
    );

    // The body is quoted-printable: long lines are broken with a soft "=" at their end.
    let decoded = mail.replace("=\r\n", "").replace("=\n", "");
    let link = decoded
        .split_whitespace()
        .find_map(|w| w.strip_prefix("http://albion.test:8080/unsubscribe/"))
        .expect("an unsubscribe link");
    let key = link.trim_end_matches(|c: char| !c.is_ascii_hexdigit());

    assert!(
        mail.contains(&format!(
            "List-Unsubscribe: <http://albion.test:8080/api/unsubscribe/{key}>"
        )),
        "{mail}"
    );
    // The link's page asks first; the POST turns e-mail off (and only e-mail); so does a mail
    // program's one-click POST to the header's URL.
    let (status, text) = http(srv.addr, "GET", &format!("/unsubscribe/{key}"), None).await;
    assert_eq!(status, 200, "{text}");
    let (status, text) = http(
        srv.addr,
        "POST",
        &format!("/api/unsubscribe/{key}"),
        Some("List-Unsubscribe=One-Click"),
    )
    .await;
    assert_eq!(status, 200, "{text}");
    let (status, text) = http(
        srv.addr,
        "POST",
        "/api/unsubscribe",
        Some(&format!(r#"{{"key":"{key}"}}"#)),
    )
    .await;
    assert_eq!(status, 200, "{text}");
    assert!(text.contains(&lobby.code));
    let (status, _) = http(
        srv.addr,
        "POST",
        "/api/unsubscribe",
        Some(&format!(r#"{{"key":"{}"}}"#, "0".repeat(64))),
    )
    .await;
    assert_eq!(status, 404);

    // "Only when I'm not connected": Ann is connected, so her next turn says nothing.
    let answer = set(
        &mut ann,
        NotifySettings {
            when: NotifyWhen::Away,
            push: Some(browser.subscription()),
            webhook: Some(hook_url.clone()),
            lang: None,
            ..settings()
        },
    )
    .await
    .unwrap();
    assert_eq!(secret_of(&answer), secret, "the secret stays with the URL");
    ann.catch_up(bob.v).await;
    play(&mut ann).await;
    bob.catch_up(ann.v).await;
    play(&mut bob).await;
    nothing(&mut hook_rx, "a webhook while Ann is connected").await;
    // Away, she is told.
    ann.catch_up(bob.v).await;
    play(&mut ann).await;
    let ann_token = ann.token.clone();
    let v = ann.v;
    drop(ann);
    // Her move, then her leaving.
    bob.catch_up(v + 1).await;
    play(&mut bob).await;
    let hook = signed(&next(&mut hook_rx, "webhook while away").await, &secret);
    assert_eq!(hook.kind, NotifyKind::YourTurn);
    browser.open(
        &next(&mut push_rx, "push while away").await,
        &push_key,
        &origin,
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(smtp.messages().len(), 1, "no e-mail after unsubscribing");

    // The settings outlive a restart, secret and all; the unsubscribe held.
    let token = bob.token.clone();
    drop(bob);
    srv.stop().await;
    let srv = TestServer::start_with(dir.path(), tweak).await;
    let mut bob = srv.client().await;
    bob.hello(&lobby.code, token).await;
    let ServerMsg::Notify { settings: b, .. } = told(&mut bob).await else {
        panic!("notify after the sync");
    };
    assert!(b.is_none(), "Bob set nothing");
    let mut ann = srv.client().await;
    ann.hello(&lobby.code, ann_token).await;
    let ServerMsg::Notify {
        settings: Some(kept),
        webhook_secret,
        ..
    } = told(&mut ann).await
    else {
        panic!("Ann's settings after the restart");
    };
    assert_eq!(kept.when, NotifyWhen::Away);
    assert_eq!(kept.webhook.as_deref(), Some(hook_url.as_str()));
    assert!(kept.push.is_some() && kept.email.is_none());
    assert_eq!(webhook_secret.as_deref(), Some(secret.as_str()));
    srv.stop().await;
}

#[tokio::test]
async fn private_addresses_and_channels_not_offered_are_refused() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv.camelot_lobby().await;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    // A spectator has no seat to set anything for.
    let refused = set(
        &mut ann,
        NotifySettings {
            webhook: Some("https://hooks.example.org/x".into()),
            lang: None,
            ..settings()
        },
    )
    .await;
    assert_eq!(refused.unwrap_err(), ErrorCode::NotSeated);
    ann.sit("Ann").await;
    let ServerMsg::Notify { offer, .. } = told(&mut ann).await else {
        panic!("a seat is told the offer when it sits");
    };
    assert!(!offer.email, "no SMTP relay, no e-mail");
    for webhook in [
        "http://127.0.0.1:9/hook",
        "https://127.0.0.1/hook",
        "https://10.0.0.8/hook",
        "https://[::1]/hook",
        "https://169.254.169.254/latest",
        "https://localhost/hook",
        "http://hooks.example.org/plain-http",
        "https://user:pw@hooks.example.org/",
        "not a url",
    ] {
        let refused = set(
            &mut ann,
            NotifySettings {
                webhook: Some(webhook.into()),
                lang: None,
                ..settings()
            },
        )
        .await;
        assert_eq!(refused.unwrap_err(), ErrorCode::InvalidNotify, "{webhook}");
    }
    let refused = set(
        &mut ann,
        NotifySettings {
            email: Some("ann@example.org".into()),
            ..settings()
        },
    )
    .await;
    assert_eq!(refused.unwrap_err(), ErrorCode::InvalidNotify);
    let refused = set(
        &mut ann,
        NotifySettings {
            push: Some(PushSubscription {
                endpoint: "https://push.example.org/x".into(),
                keys: PushKeys {
                    p256dh: "short".into(),
                    auth: "short".into(),
                },
            }),
            ..settings()
        },
    )
    .await;
    assert_eq!(refused.unwrap_err(), ErrorCode::InvalidNotify);
    // A public https URL is taken (nothing is sent until the game waits for Ann).
    let answer = set(
        &mut ann,
        NotifySettings {
            webhook: Some("https://hooks.example.org/albion".into()),
            lang: None,
            ..settings()
        },
    )
    .await
    .unwrap();
    assert_eq!(secret_of(&answer).len(), 64);
    // Everything off: no settings.
    let answer = set(&mut ann, settings()).await.unwrap();
    assert!(matches!(
        answer,
        ServerMsg::Notify {
            settings: None,
            webhook_secret: None,
            ..
        }
    ));
}

#[tokio::test]
async fn a_reminder_comes_when_a_quarter_of_the_time_is_left() {
    let dir = tempdir();
    let (hooks, mut hook_rx) = receiver(0).await;
    let srv = TestServer::start_with(dir.path(), |c| {
        fast(c);
        c.notify_allow_private = true;
        // A "day" of 8 s: one day per move, the reminder 6 s into Ann's move.
        c.correspondence_day_secs = 8;
    })
    .await;
    let lobby = srv
        .create(r#"{"config":{"game":"camelot","days_per_move":1}}"#)
        .await;
    let ([mut ann, mut bob], []) = start_game(srv.addr, &lobby.code, ["Ann", "Bob"]).await;
    let answer = set(
        &mut ann,
        NotifySettings {
            remind: true,
            webhook: Some(format!("http://{hooks}/hook")),
            lang: None,
            ..settings()
        },
    )
    .await
    .unwrap();
    let secret = secret_of(&answer);
    // It is already Ann's move: her reminder is armed by the settings themselves.
    let first = signed(&next(&mut hook_rx, "reminder").await, &secret);
    assert_eq!(first.kind, NotifyKind::Reminder);
    assert!(
        first
            .text
            .starts_with("Time is running out in Camelot against Bob"),
        "{}",
        first.text
    );
    play(&mut ann).await;
    bob.catch_up(ann.v).await;
    play(&mut bob).await;
    let turn = signed(&next(&mut hook_rx, "your turn").await, &secret);
    assert_eq!(turn.kind, NotifyKind::YourTurn);
    let started = std::time::Instant::now();
    let reminder = signed(&next(&mut hook_rx, "reminder").await, &secret);
    assert_eq!(reminder.kind, NotifyKind::Reminder);
    let after = started.elapsed();
    assert!(
        after >= Duration::from_secs(5) && after < Duration::from_secs(8),
        "the reminder came {after:?} into an 8 s move"
    );
}
