//! The three channels: Web Push (RFC 8030, VAPID per RFC 8292, payload encrypted per RFC
//! 8291 by the `web-push` crate), e-mail through the operator's SMTP relay (`lettre`), and a
//! webhook signed with HMAC-SHA256.

use super::guard::PublicResolver;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{KeyInit, Mac};
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use protocol::{Lang, MAX_NOTIFY_TARGET, NotifyBody, PushKeys, PushSubscription};
use std::sync::Arc;
use std::time::Duration;
use web_push::{
    ContentEncoding, PartialVapidSignatureBuilder, SubscriptionInfo, Urgency,
    VapidSignatureBuilder, WebPushMessageBuilder,
};

/// How long one request may take, connection included.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a push service keeps a notification for a browser that is offline: a day.
const PUSH_TTL_SECS: u32 = 86_400;

/// Why one try failed.
#[derive(Debug)]
pub(super) enum Failure {
    /// It may pass: try again later (a timeout, a refused connection, a 5xx, a 429).
    Again(String),
    /// It will not pass: give up (a 4xx, a bad address).
    Final(String),
    /// The push subscription is gone for good (404, 410): forget it.
    Gone,
}

/// The HTTP client for push services and webhooks: no proxy from the environment, no
/// redirects (a redirect would be a way around the address check), only addresses the
/// [`PublicResolver`] allows, HTTPS only unless private addresses are allowed.
pub(super) fn http_client(allow_private: bool) -> anyhow::Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .dns_resolver(Arc::new(PublicResolver { allow_private }))
        .https_only(!allow_private)
        .timeout(REQUEST_TIMEOUT)
        .connect_timeout(REQUEST_TIMEOUT / 2)
        .user_agent(concat!("albion-server/", env!("CARGO_PKG_VERSION")))
        .build()?)
}

/// A failed request's failure: connection trouble may pass.
fn sent_failure(e: &reqwest::Error) -> Failure {
    if e.is_builder() {
        Failure::Final(e.to_string())
    } else {
        Failure::Again(e.to_string())
    }
}

/// A status's failure: a 5xx, 408 or 429 may pass; another 4xx will not.
fn status_failure(status: reqwest::StatusCode) -> Failure {
    if status.is_server_error()
        || status == reqwest::StatusCode::TOO_MANY_REQUESTS
        || status == reqwest::StatusCode::REQUEST_TIMEOUT
    {
        Failure::Again(format!("answered {status}"))
    } else {
        Failure::Final(format!("answered {status}"))
    }
}

/// A new VAPID private key: the base64url of a fresh P-256 scalar.
pub(super) fn new_vapid_key() -> String {
    let (pair, _) =
        ece::generate_keypair_and_auth_secret().expect("OpenSSL makes a P-256 key pair");
    let components = pair
        .raw_components()
        .expect("a fresh key pair's components");
    // OpenSSL gives the scalar without its leading zero bytes (one key in 256 has one): the
    // key is its 32 bytes, big-endian.
    let scalar = components.private_key();
    let mut key = [0u8; 32];
    key[32 - scalar.len()..].copy_from_slice(scalar);
    URL_SAFE_NO_PAD.encode(key)
}

/// Checks a subscription's keys: a 65-byte uncompressed P-256 point and a 16-byte secret.
pub(super) fn check_push_keys(keys: &PushKeys) -> Result<(), String> {
    let p256dh = URL_SAFE_NO_PAD
        .decode(keys.p256dh.trim_end_matches('='))
        .map_err(|_| "the push subscription's p256dh is not base64url".to_owned())?;
    let auth = URL_SAFE_NO_PAD
        .decode(keys.auth.trim_end_matches('='))
        .map_err(|_| "the push subscription's auth is not base64url".to_owned())?;
    if p256dh.len() != 65 || p256dh[0] != 4 {
        return Err("the push subscription's p256dh is not an uncompressed P-256 key".into());
    }
    if auth.len() != 16 {
        return Err("the push subscription's auth secret is not 16 bytes".into());
    }
    Ok(())
}

/// Checks an e-mail address and gives its canonical form.
pub(super) fn check_email(address: &str) -> Result<String, String> {
    let address = address.trim();
    if address.len() > MAX_NOTIFY_TARGET {
        return Err(format!(
            "an e-mail address has at most {MAX_NOTIFY_TARGET} characters"
        ));
    }
    address
        .parse::<lettre::Address>()
        .map(|a| a.to_string())
        .map_err(|_| format!("{address:?} is not an e-mail address"))
}

/// Web Push with this server's VAPID key.
pub(super) struct Push {
    vapid: PartialVapidSignatureBuilder,
    subject: Option<String>,
}

impl std::fmt::Debug for Push {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Push(…)")
    }
}

impl Push {
    pub(super) fn new(private_key: &str, subject: Option<String>) -> anyhow::Result<Self> {
        // The crate's parser panics on a key of another length: check it first.
        let raw = URL_SAFE_NO_PAD
            .decode(private_key.trim().trim_end_matches('='))
            .map_err(|_| anyhow::anyhow!("the VAPID private key is not base64url"))?;
        if raw.len() != 32 {
            anyhow::bail!(
                "the VAPID private key is {} bytes, not 32 (the base64url of a P-256 private key)",
                raw.len()
            );
        }
        let private_key = private_key.trim().trim_end_matches('=');
        let vapid = VapidSignatureBuilder::from_base64_no_sub(private_key)
            .map_err(|e| anyhow::anyhow!("the VAPID private key is not valid: {e}"))?;
        Ok(Self { vapid, subject })
    }

    /// The public key browsers subscribe with (base64url, 65 bytes).
    pub(super) fn public_key(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.vapid.get_public_key())
    }

    /// Sends `payload`, encrypted for the subscription, to its push service.
    pub(super) async fn send(
        &self,
        http: &reqwest::Client,
        sub: &PushSubscription,
        payload: &[u8],
        topic: &str,
    ) -> Result<(), Failure> {
        let info = SubscriptionInfo::new(
            sub.endpoint.as_str(),
            sub.keys.p256dh.as_str(),
            sub.keys.auth.as_str(),
        );
        let mut signature = self.vapid.clone().add_sub_info(&info);
        // The audience is the push resource's origin, port included (RFC 8292 §2): the crate's
        // default leaves out a port that is not the scheme's.
        let origin = url::Url::parse(&sub.endpoint)
            .map_err(|_| Failure::Final("the push endpoint is not a URL".into()))?
            .origin()
            .ascii_serialization();
        signature.add_claim("aud", origin.as_str());
        if let Some(subject) = &self.subject {
            signature.add_claim("sub", subject.as_str());
        }
        let signature = signature
            .build()
            .map_err(|e| Failure::Final(format!("VAPID signature: {e}")))?;
        let mut message = WebPushMessageBuilder::new(&info);
        message.set_payload(ContentEncoding::Aes128Gcm, payload);
        message.set_ttl(PUSH_TTL_SECS);
        message.set_urgency(Urgency::High);
        // A newer notification for the same lobby replaces one still waiting (RFC 8030 §5.4).
        message.set_topic(topic.chars().filter(char::is_ascii_alphanumeric).collect());
        message.set_vapid_signature(signature);
        let message = message
            .build()
            .map_err(|e| Failure::Final(format!("push message: {e}")))?;
        let request = web_push::request_builder::build_request::<Vec<u8>>(message);
        let mut out = http.post(request.uri().to_string());
        for (name, value) in request.headers() {
            out = out.header(name.as_str(), value.as_bytes());
        }
        let response = out
            .body(request.into_body())
            .send()
            .await
            .map_err(|e| sent_failure(&e))?;
        let status = response.status();
        if status.is_success() {
            Ok(())
        } else if status == reqwest::StatusCode::NOT_FOUND || status == reqwest::StatusCode::GONE {
            Err(Failure::Gone)
        } else {
            Err(status_failure(status))
        }
    }
}

/// E-mail through the operator's relay.
pub(super) struct Email {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl std::fmt::Debug for Email {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Email(…)")
    }
}

impl Email {
    pub(super) fn new(smtp_url: &str, from: Option<&str>) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)
            .map_err(|e| anyhow::anyhow!("the SMTP URL is not valid: {e}"))?
            .timeout(Some(REQUEST_TIMEOUT))
            .build();
        let from = from
            .unwrap_or("Albion <albion@localhost>")
            .parse()
            .map_err(|e| anyhow::anyhow!("the e-mail sender is not a mailbox: {e}"))?;
        Ok(Self { transport, from })
    }

    /// Sends `body` to `to` as a short plain-text e-mail with the game's link and an
    /// unsubscribe link (also as RFC 8058 one-click `List-Unsubscribe`).
    pub(super) async fn send(
        &self,
        to: &str,
        lang: Lang,
        body: &NotifyBody,
        unsubscribe: &str,
        one_click: &str,
    ) -> Result<(), Failure> {
        let to: Mailbox = to
            .parse()
            .map_err(|_| Failure::Final("the address does not parse".into()))?;
        let mut text = crate::words::text(
            lang,
            "email-body",
            &[
                ("sentence", body.text.as_str().into()),
                ("url", body.url.as_str().into()),
                ("unsubscribe", unsubscribe.into()),
            ],
        );
        text.push('\n');
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(body.text.clone())
            // A Message-ID of this host's (receivers such as Gmail refuse mail without one).
            .message_id(None)
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                format!("<{one_click}>"),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_owned(),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("Auto-Submitted"),
                "auto-generated".to_owned(),
            ))
            // One text/plain part: with MIME-Version, so that every mail program decodes its
            // quoted-printable lines (the unsubscribe link among them) rather than showing them.
            .singlepart(SinglePart::plain(text))
            .map_err(|e| Failure::Final(format!("building the e-mail: {e}")))?;
        match self.transport.send(message).await {
            Ok(_) => Ok(()),
            Err(e) if e.is_permanent() => Err(Failure::Final(e.to_string())),
            Err(e) => Err(Failure::Again(e.to_string())),
        }
    }
}

/// The signature header's value for `body` under `secret`: `sha256=<hex HMAC-SHA256>`.
#[must_use]
pub(super) fn signature(secret: &str, body: &[u8]) -> String {
    let mut mac =
        hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key");
    mac.update(body);
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// POSTs the signed document to a webhook.
pub(super) async fn webhook(
    http: &reqwest::Client,
    url: &str,
    secret: &str,
    body: &[u8],
) -> Result<(), Failure> {
    let response = http
        .post(url)
        .header("Content-Type", "application/json")
        .header("X-Albion-Signature", signature(secret, body))
        .body(body.to_vec())
        .send()
        .await
        .map_err(|e| sent_failure(&e))?;
    let status = response.status();
    if status.is_success() {
        Ok(())
    } else {
        Err(status_failure(status))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_the_hex_hmac_sha256_of_the_body() {
        // RFC 4231 test case 2.
        assert_eq!(
            signature("Jefe", b"what do ya want for nothing?"),
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn new_vapid_keys_are_32_bytes_and_give_65_byte_public_keys() {
        // Enough keys that some have a leading zero byte (one in 256), which OpenSSL leaves out.
        for _ in 0..2000 {
            let key = new_vapid_key();
            assert_eq!(URL_SAFE_NO_PAD.decode(&key).unwrap().len(), 32);
            let push = Push::new(&key, None).unwrap();
            let public = URL_SAFE_NO_PAD.decode(push.public_key()).unwrap();
            assert_eq!(public.len(), 65);
            assert_eq!(public[0], 4);
        }
        // A key of another length is an error, not a panic.
        assert!(Push::new(&URL_SAFE_NO_PAD.encode([7u8; 31]), None).is_err());
        assert!(Push::new("not base64!", None).is_err());
    }

    #[test]
    fn addresses_and_keys_are_checked() {
        assert_eq!(check_email(" ann@example.org ").unwrap(), "ann@example.org");
        assert!(check_email("not an address").is_err());
        assert!(check_email("ann@example.org\r\nBcc: x@y.z").is_err());
        let good = PushKeys {
            p256dh: URL_SAFE_NO_PAD.encode([4u8; 65]),
            auth: URL_SAFE_NO_PAD.encode([1u8; 16]),
        };
        assert!(check_push_keys(&good).is_ok());
        let short = PushKeys {
            auth: URL_SAFE_NO_PAD.encode([1u8; 8]),
            ..good.clone()
        };
        assert!(check_push_keys(&short).is_err());
    }
}
