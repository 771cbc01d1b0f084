//! Talking to a server: its address, the HTTP API, and one WebSocket connection.

use std::fmt;
use std::path::Path;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use protocol::{
    ClientMsg, CreateLobby, GameRecord, HttpError, LobbyInfo, MyGames, MyGamesQuery, ServerMsg,
};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{Connector, MaybeTlsStream, WebSocketStream};

use crate::lang::{Lang, tr};
use crate::text::clean;

/// The local server, used when `--server` is not given.
pub const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

/// Where a server listens: `http://host:port` or, over TLS, `https://host:port` (also accepted:
/// `ws://`, `wss://`, and `host:port` for plain http).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerAddr {
    tls: bool,
    host: String,
    port: u16,
}

impl ServerAddr {
    /// `http://host:port` or `https://host:port`, the form shown to people (what a friend passes
    /// to `--server`) and used as a key for saved seats.
    #[must_use]
    pub fn base(&self) -> String {
        let scheme = if self.tls { "https" } else { "http" };
        format!("{scheme}://{}:{}", self.host, self.port)
    }

    /// Whether the server is reached over TLS.
    #[must_use]
    pub fn is_tls(&self) -> bool {
        self.tls
    }

    fn authority(&self) -> String {
        format!("{}:{}", self.host, self.port)
    }

    fn ws_url(&self) -> String {
        let scheme = if self.tls { "wss" } else { "ws" };
        format!("{scheme}://{}:{}/ws", self.host, self.port)
    }

    /// The name the server's certificate must carry (an IPv6 address without its brackets).
    fn server_name(&self) -> Result<ServerName<'static>, NetError> {
        let host = self.host.trim_start_matches('[').trim_end_matches(']');
        ServerName::try_from(host.to_owned()).map_err(|e| NetError::BadHostName {
            addr: self.base(),
            host: host.to_owned(),
            message: e.to_string(),
        })
    }
}

/// Certificates trusted besides the public roots (`--ca-cert`), set once at start-up.
static EXTRA_ROOTS: OnceLock<Vec<CertificateDer<'static>>> = OnceLock::new();

/// Why a `--ca-cert` file could not be used. Said in a language with [`CaError::text`]; its
/// `Display` is the English.
#[derive(Debug, thiserror::Error)]
pub enum CaError {
    /// Unreadable, or not PEM.
    Unusable {
        /// The file.
        path: String,
        /// Why, as the PEM reader says it.
        message: String,
    },
    /// No certificate in it.
    NoCertificate {
        /// The file.
        path: String,
    },
    /// Already set.
    AlreadySet,
}

impl CaError {
    /// The error in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Self::Unusable { path, message } => tr(
                lang,
                "cli-ca-unusable",
                &[
                    ("path", path.clone().into()),
                    ("error", message.clone().into()),
                ],
            ),
            Self::NoCertificate { path } => {
                tr(lang, "cli-ca-empty", &[("path", path.clone().into())])
            }
            Self::AlreadySet => tr(lang, "cli-ca-twice", &[]),
        }
    }
}

impl fmt::Display for CaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// Trusts the certificates in the PEM file `path`, besides the public web roots, for every TLS
/// connection of this process: a private certificate authority that signed the server's
/// certificate, or the server's own self-signed certificate, which is then pinned (accepted when
/// the server presents exactly that certificate).
///
/// # Errors
/// The file cannot be read, holds no PEM certificate, or one was already given.
pub fn trust_ca_file(path: &Path) -> Result<(), CaError> {
    let unusable = |message: String| CaError::Unusable {
        path: path.display().to_string(),
        message,
    };
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(path)
        .map_err(|e| unusable(e.to_string()))?
        .collect::<Result<_, _>>()
        .map_err(|e| unusable(e.to_string()))?;
    if certs.is_empty() {
        return Err(CaError::NoCertificate {
            path: path.display().to_string(),
        });
    }
    EXTRA_ROOTS.set(certs).map_err(|_| CaError::AlreadySet)
}

/// Checks a server's certificate: one of the `--ca-cert` certificates presented as it is (a
/// pinned self-signed certificate) is accepted; anything else goes through the ordinary WebPKI
/// checks against the public roots and the `--ca-cert` authorities. The handshake's signatures
/// are checked with the certificate's key either way.
#[derive(Debug)]
struct PinnedOrWebPki {
    pinned: Vec<CertificateDer<'static>>,
    webpki: Arc<rustls::client::WebPkiServerVerifier>,
    algorithms: rustls::crypto::WebPkiSupportedAlgorithms,
}

impl rustls::client::danger::ServerCertVerifier for PinnedOrWebPki {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: rustls::pki_types::UnixTime,
    ) -> Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        if self
            .pinned
            .iter()
            .any(|pinned| pinned.as_ref() == end_entity.as_ref())
        {
            return Ok(rustls::client::danger::ServerCertVerified::assertion());
        }
        self.webpki
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &rustls::DigitallySignedStruct,
    ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.algorithms.supported_schemes()
    }
}

/// The TLS client settings: the public web roots (webpki-roots) and any `--ca-cert` (as an
/// authority, and pinned as it is).
fn tls_config() -> Result<Arc<rustls::ClientConfig>, String> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut roots = rustls::RootCertStore {
        roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
    };
    let extra: Vec<CertificateDer<'static>> =
        EXTRA_ROOTS.get().into_iter().flatten().cloned().collect();
    for cert in &extra {
        // A certificate that cannot be an authority may still be pinned.
        let _ = roots.add(cert.clone());
    }
    let builder = rustls::ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?;
    let config = if extra.is_empty() {
        builder.with_root_certificates(roots).with_no_client_auth()
    } else {
        let webpki = rustls::client::WebPkiServerVerifier::builder_with_provider(
            Arc::new(roots),
            provider.clone(),
        )
        .build()
        .map_err(|e| e.to_string())?;
        builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(PinnedOrWebPki {
                pinned: extra,
                webpki,
                algorithms: provider.signature_verification_algorithms,
            }))
            .with_no_client_auth()
    };
    Ok(Arc::new(config))
}

/// A TLS failure (`text`, as rustls says it) in words, in `lang`, with the way out when the
/// certificate is the problem.
fn tls_message(lang: Lang, text: &str) -> String {
    let why = [
        ("UnknownIssuer", "cli-tls-unknown-issuer"),
        ("CaUsedAsEndEntity", "cli-tls-ca-as-end-entity"),
        ("NotValidForName", "cli-tls-not-for-name"),
        ("Expired", "cli-tls-expired"),
        ("NotValidYet", "cli-tls-not-valid-yet"),
        ("BadSignature", "cli-tls-bad-signature"),
    ]
    .into_iter()
    .find(|(code, _)| text.contains(code))
    .map(|(_, id)| tr(lang, id, &[]));
    match why {
        Some(why) => tr(lang, "cli-tls-pass-ca", &[("why", why.into())]),
        None if text.contains("certificate") => tr(
            lang,
            "cli-tls-other-certificate",
            &[("error", text.to_owned().into())],
        ),
        None => text.to_owned(),
    }
}

impl fmt::Display for ServerAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.base())
    }
}

/// Why a server address could not be read. Said in a language with [`AddrError::text`]; its
/// `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddrError {
    /// Anything unreadable.
    Malformed(String),
}

impl AddrError {
    /// The error in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Self::Malformed(text) => {
                tr(lang, "cli-net-bad-address", &[("text", clean(text).into())])
            }
        }
    }
}

impl fmt::Display for AddrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// Reads a server address for the command line, saying what is wrong in `lang`.
///
/// # Errors
/// The text is not a server address.
pub fn parse_server_in(lang: Lang, text: &str) -> Result<ServerAddr, String> {
    text.parse().map_err(|e: AddrError| e.text(lang))
}

impl FromStr for ServerAddr {
    type Err = AddrError;

    fn from_str(s: &str) -> Result<ServerAddr, AddrError> {
        let text = s.trim();
        let (tls, rest) = if let Some(rest) = text
            .strip_prefix("http://")
            .or_else(|| text.strip_prefix("ws://"))
        {
            (false, rest)
        } else if let Some(rest) = text
            .strip_prefix("https://")
            .or_else(|| text.strip_prefix("wss://"))
        {
            (true, rest)
        } else if text.contains("://") {
            return Err(AddrError::Malformed(s.to_owned()));
        } else {
            (false, text)
        };
        let authority = rest.split('/').next().unwrap_or_default();
        let (host, port) = match authority.rsplit_once(':') {
            Some((host, port)) if !host.ends_with(']') || host.starts_with('[') => (
                host,
                port.parse::<u16>()
                    .map_err(|_| AddrError::Malformed(s.to_owned()))?,
            ),
            _ => (authority, if tls { 443 } else { 80 }),
        };
        if host.is_empty() {
            return Err(AddrError::Malformed(s.to_owned()));
        }
        Ok(ServerAddr {
            tls,
            host: host.to_owned(),
            port,
        })
    }
}

/// Why talking to the server failed. Said in a language with [`NetError::text`]; its `Display`
/// is the English. What the libraries below say (the system's words for a refused connection,
/// TLS's, HTTP's) and the server's own explanations are quoted as they are.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// No TCP connection.
    Unreachable {
        /// The server.
        addr: String,
        /// Why.
        source: std::io::Error,
    },
    /// The TLS handshake failed (an unknown certificate authority, say).
    Tls {
        /// The server.
        addr: String,
        /// Why, as the TLS library says it.
        message: String,
    },
    /// The server's host name cannot be checked against a certificate.
    BadHostName {
        /// The server.
        addr: String,
        /// The host name.
        host: String,
        /// Why.
        message: String,
    },
    /// HTTP failed below the application.
    Http {
        /// The server.
        addr: String,
        /// Why.
        message: String,
    },
    /// The server answered with an error, explained in its own words (English).
    Api {
        /// The HTTP status.
        status: u16,
        /// The error's code (`rate_limited`), by which another language words it.
        code: String,
        /// The server's explanation.
        message: String,
    },
    /// The server answered with an error that is not Albion's (a web page, say).
    NotAlbion {
        /// The HTTP status.
        status: u16,
        /// What it answered, cleaned.
        body: String,
    },
    /// Not a lobby code (asked before any request).
    BadCode(String),
    /// The server has no lobby with this code.
    NoLobby(String),
    /// The server has no game with this id (or it is a private lobby's, and no seat token of
    /// that lobby was shown).
    NoGame(i64),
    /// The game is still being played: its record is kept once it is over.
    GameInProgress(i64),
    /// The server does not list games (`POST /api/my-games` is missing: an older version).
    NoMyGames {
        /// The server.
        addr: String,
    },
    /// The WebSocket failed.
    WebSocket(String),
    /// The server sent something this client does not understand.
    Unreadable(String),
}

impl NetError {
    /// The error in `lang`.
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        let s = |text: &str| -> crate::lang::Value<'static> { text.to_owned().into() };
        match self {
            Self::Unreachable { addr, source } => tr(
                lang,
                "cli-net-unreachable",
                &[("server", s(addr)), ("error", source.to_string().into())],
            ),
            Self::Tls { addr, message } => tr(
                lang,
                "cli-net-tls",
                &[
                    ("server", s(addr)),
                    ("why", tls_message(lang, message).into()),
                ],
            ),
            Self::BadHostName {
                addr,
                host,
                message,
            } => tr(
                lang,
                "cli-net-bad-host-name",
                &[
                    ("server", s(addr)),
                    ("host", s(host)),
                    ("error", s(message)),
                ],
            ),
            Self::Http { addr, message } => tr(
                lang,
                "cli-net-http",
                &[("server", s(addr)), ("error", s(message))],
            ),
            Self::Api { code, message, .. } => {
                let id = format!("cli-http-{}", code.replace('_', "-"));
                if lang != Lang::En && crate::lang::has(&id) {
                    tr(lang, &id, &[])
                } else {
                    message.clone()
                }
            }
            Self::NotAlbion { status, body } => tr(
                lang,
                "cli-net-not-albion",
                &[("status", (*status).into()), ("body", s(body))],
            ),
            Self::BadCode(code) => tr(lang, "cli-net-bad-code", &[("code", clean(code).into())]),
            Self::NoLobby(code) => tr(lang, "cli-net-no-lobby", &[("code", clean(code).into())]),
            Self::NoGame(id) => tr(lang, "cli-net-no-game", &[("id", (*id).into())]),
            Self::GameInProgress(id) => {
                tr(lang, "cli-net-game-in-progress", &[("id", (*id).into())])
            }
            Self::NoMyGames { addr } => tr(lang, "cli-net-no-my-games", &[("server", s(addr))]),
            Self::WebSocket(error) => tr(lang, "cli-net-websocket", &[("error", s(error))]),
            Self::Unreadable(error) => tr(lang, "cli-net-unreadable", &[("error", s(error))]),
        }
    }
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

async fn http(
    addr: &ServerAddr,
    method: &str,
    path: &str,
    body: Option<String>,
) -> Result<(u16, String), NetError> {
    http_as(addr, method, path, body, None).await
}

/// As [`http`], showing a seat token (`Authorization: Bearer`): a private lobby's game record
/// is read with one.
async fn http_as(
    addr: &ServerAddr,
    method: &str,
    path: &str,
    body: Option<String>,
    token: Option<&str>,
) -> Result<(u16, String), NetError> {
    let stream = TcpStream::connect(addr.authority())
        .await
        .map_err(|source| NetError::Unreachable {
            addr: addr.base(),
            source,
        })?;
    if !addr.tls {
        return request(addr, stream, method, path, body, token).await;
    }
    let tls_fail = |message: String| NetError::Tls {
        addr: addr.base(),
        message,
    };
    let connector = tokio_rustls::TlsConnector::from(tls_config().map_err(tls_fail)?);
    let stream = connector
        .connect(addr.server_name()?, stream)
        .await
        .map_err(|e| tls_fail(e.to_string()))?;
    request(addr, stream, method, path, body, token).await
}

/// One HTTP/1 request over an open stream, plain or TLS.
async fn request<S>(
    addr: &ServerAddr,
    stream: S,
    method: &str,
    path: &str,
    body: Option<String>,
    token: Option<&str>,
) -> Result<(u16, String), NetError>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let fail = |message: String| NetError::Http {
        addr: addr.base(),
        message,
    };
    let (mut sender, conn) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(stream))
            .await
            .map_err(|e| fail(e.to_string()))?;
    tokio::spawn(async move {
        // The connection ends with the request; its error, if any, surfaces through the request.
        let _ = conn.await;
    });
    let mut request = hyper::Request::builder()
        .method(method)
        .uri(path)
        .header(hyper::header::HOST, addr.authority())
        .header(hyper::header::CONTENT_TYPE, "application/json");
    if let Some(token) = token {
        request = request.header(hyper::header::AUTHORIZATION, format!("Bearer {token}"));
    }
    let request = request
        .body(Full::new(Bytes::from(body.unwrap_or_default())))
        .map_err(|e| fail(e.to_string()))?;
    let response = sender
        .send_request(request)
        .await
        .map_err(|e| fail(e.to_string()))?;
    let status = response.status().as_u16();
    let bytes = response
        .into_body()
        .collect()
        .await
        .map_err(|e| fail(e.to_string()))?
        .to_bytes();
    Ok((status, String::from_utf8_lossy(&bytes).into_owned()))
}

fn api_error(status: u16, body: &str) -> NetError {
    match serde_json::from_str::<HttpError>(body) {
        Ok(e) => NetError::Api {
            status,
            code: e.error,
            message: clean(&e.message),
        },
        Err(_) => NetError::NotAlbion {
            status,
            body: clean(body),
        },
    }
}

/// Creates a lobby.
///
/// # Errors
/// The server is unreachable or refused the request.
pub async fn create_lobby(addr: &ServerAddr, request: &CreateLobby) -> Result<LobbyInfo, NetError> {
    let body = serde_json::to_string(request).map_err(|e| NetError::Unreadable(e.to_string()))?;
    let (status, text) = http(addr, "POST", "/api/lobbies", Some(body)).await?;
    if status != 201 {
        return Err(api_error(status, &text));
    }
    serde_json::from_str(&text).map_err(|e| NetError::Unreadable(e.to_string()))
}

/// The games the given seats are held in (`POST /api/my-games`, at most
/// [`protocol::MAX_MY_GAMES`] seats), newest first: the tokens go in the body.
///
/// # Errors
/// The server is unreachable, refused (400, or 429 when asked too often), or answered
/// something unreadable.
pub async fn my_games(addr: &ServerAddr, query: &MyGamesQuery) -> Result<MyGames, NetError> {
    let body = serde_json::to_string(query).map_err(|e| NetError::Unreadable(e.to_string()))?;
    let (status, text) = http(addr, "POST", "/api/my-games", Some(body)).await?;
    match status {
        200 => serde_json::from_str(&text).map_err(|e| NetError::Unreadable(e.to_string())),
        404 => Err(NetError::NoMyGames { addr: addr.base() }),
        _ => Err(api_error(status, &text)),
    }
}

/// Looks a lobby up by its code.
///
/// # Errors
/// The server is unreachable or has no such lobby.
pub async fn get_lobby(addr: &ServerAddr, code: &str) -> Result<LobbyInfo, NetError> {
    if !code.chars().all(|c| c.is_ascii_alphanumeric()) || code.is_empty() {
        return Err(NetError::BadCode(code.to_owned()));
    }
    let (status, text) = http(addr, "GET", &format!("/api/lobbies/{code}"), None).await?;
    match status {
        200 => serde_json::from_str(&text).map_err(|e| NetError::Unreadable(e.to_string())),
        404 => Err(NetError::NoLobby(code.to_owned())),
        _ => Err(api_error(status, &text)),
    }
}

/// The public lobbies that are open (`GET /api/lobbies`). The answer is read as a list of
/// lobbies, or as an object whose `lobbies` field is that list (a page of it).
///
/// # Errors
/// The server is unreachable, refused, or answered something unreadable.
pub async fn list_lobbies(addr: &ServerAddr) -> Result<Vec<LobbyInfo>, NetError> {
    let (status, text) = http(addr, "GET", "/api/lobbies", None).await?;
    if status != 200 {
        return Err(api_error(status, &text));
    }
    parse_lobby_list(&text)
}

/// One page of the public open lobbies (`GET /api/lobbies?limit=&after=`): at most `limit`
/// (1 to 200), sorted by code, those whose code sorts after `after` (absent: from the first).
/// A page as long as `limit` may have a next one (the server then names it in a `Link` header);
/// a shorter page is the last.
///
/// # Errors
/// The server is unreachable, refused, or answered something unreadable; `after` is not a code.
pub async fn list_lobbies_page(
    addr: &ServerAddr,
    after: Option<&str>,
    limit: usize,
) -> Result<Vec<LobbyInfo>, NetError> {
    let mut path = format!("/api/lobbies?limit={limit}");
    if let Some(after) = after {
        // Codes are letters and digits: nothing to escape, and nothing else is sent.
        if after.is_empty() || !after.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(NetError::BadCode(after.to_owned()));
        }
        path.push_str("&after=");
        path.push_str(after);
    }
    let (status, text) = http(addr, "GET", &path, None).await?;
    if status != 200 {
        return Err(api_error(status, &text));
    }
    parse_lobby_list(&text)
}

fn parse_lobby_list(text: &str) -> Result<Vec<LobbyInfo>, NetError> {
    let unreadable = |e: serde_json::Error| NetError::Unreadable(e.to_string());
    let value: serde_json::Value = serde_json::from_str(text).map_err(unreadable)?;
    let list = match value {
        serde_json::Value::Object(mut page) => page
            .remove("lobbies")
            .ok_or_else(|| NetError::Unreadable("a lobby list without `lobbies`".into()))?,
        list => list,
    };
    serde_json::from_value(list).map_err(unreadable)
}

/// The error for a game the server does not have (404) or is still playing (409); anything else
/// as the server explained it.
fn game_error(id: i64, status: u16, body: &str) -> NetError {
    match status {
        404 => NetError::NoGame(id),
        409 => NetError::GameInProgress(id),
        _ => api_error(status, body),
    }
}

/// The record of a game that is over (`GET /api/games/{id}`).
///
/// # Errors
/// The server is unreachable, has no game `id` ("no game N"), the game is still being played
/// ("game N is still being played"), or the answer is unreadable.
pub async fn get_game(addr: &ServerAddr, id: i64) -> Result<GameRecord, NetError> {
    get_game_as(addr, id, None).await
}

/// As [`get_game`], with a seat token: the record of a private lobby's game is read with a seat
/// token of that lobby (without one it is "no game N").
///
/// # Errors
/// As [`get_game`].
pub async fn get_game_as(
    addr: &ServerAddr,
    id: i64,
    token: Option<&str>,
) -> Result<GameRecord, NetError> {
    let (status, text) = http_as(addr, "GET", &format!("/api/games/{id}"), None, token).await?;
    match status {
        200 => serde_json::from_str(&text).map_err(|e| NetError::Unreadable(e.to_string())),
        _ => Err(game_error(id, status, &text)),
    }
}

/// A Camelot game that is over, as text in WCF notation (`GET /api/games/{id}/wcf`), exactly as
/// the server sent it.
///
/// # Errors
/// As [`get_game`].
pub async fn get_game_wcf(addr: &ServerAddr, id: i64) -> Result<String, NetError> {
    get_game_wcf_as(addr, id, None).await
}

/// As [`get_game_wcf`], with a seat token (see [`get_game_as`]).
///
/// # Errors
/// As [`get_game`].
pub async fn get_game_wcf_as(
    addr: &ServerAddr,
    id: i64,
    token: Option<&str>,
) -> Result<String, NetError> {
    let (status, text) = http_as(addr, "GET", &format!("/api/games/{id}/wcf"), None, token).await?;
    match status {
        200 => Ok(text),
        _ => Err(game_error(id, status, &text)),
    }
}

/// What arrives on a connection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incoming {
    /// A server message, with its raw JSON text.
    Msg(Box<ServerMsg>, String),
    /// The server closed the connection.
    Closed {
        /// The close code, if one was given.
        code: Option<u16>,
        /// The close reason.
        reason: String,
    },
}

/// One WebSocket connection to a server.
#[derive(Debug)]
pub struct Connection {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    /// Opens the WebSocket.
    ///
    /// # Errors
    /// The server is unreachable or refused the upgrade.
    pub async fn open(addr: &ServerAddr) -> Result<Connection, NetError> {
        let connector = if addr.tls {
            let config = tls_config().map_err(|message| NetError::Tls {
                addr: addr.base(),
                message,
            })?;
            Some(Connector::Rustls(config))
        } else {
            Some(Connector::Plain)
        };
        let (ws, _) =
            tokio_tungstenite::connect_async_tls_with_config(addr.ws_url(), None, false, connector)
                .await
                .map_err(|e| match e {
                    // A refused certificate surfaces as invalid data on the socket.
                    tokio_tungstenite::tungstenite::Error::Io(source)
                        if addr.tls && source.kind() == std::io::ErrorKind::InvalidData =>
                    {
                        NetError::Tls {
                            addr: addr.base(),
                            message: source.to_string(),
                        }
                    }
                    tokio_tungstenite::tungstenite::Error::Io(source) => NetError::Unreachable {
                        addr: addr.base(),
                        source,
                    },
                    tokio_tungstenite::tungstenite::Error::Tls(e) => NetError::Tls {
                        addr: addr.base(),
                        message: e.to_string(),
                    },
                    other => NetError::WebSocket(other.to_string()),
                })?;
        Ok(Connection { ws })
    }

    /// Sends a message.
    ///
    /// # Errors
    /// The connection is gone.
    pub async fn send(&mut self, msg: &ClientMsg) -> Result<(), NetError> {
        let text = serde_json::to_string(msg).map_err(|e| NetError::Unreadable(e.to_string()))?;
        self.send_text(text).await
    }

    /// Sends a raw text frame (the script mode forwards lines as they are).
    ///
    /// # Errors
    /// The connection is gone.
    pub async fn send_text(&mut self, text: String) -> Result<(), NetError> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| NetError::WebSocket(e.to_string()))
    }

    /// Waits for the next message.
    ///
    /// # Errors
    /// The connection failed, or the server sent something unreadable.
    pub async fn recv(&mut self) -> Result<Incoming, NetError> {
        loop {
            match self.ws.next().await {
                None => {
                    return Ok(Incoming::Closed {
                        code: None,
                        reason: String::new(),
                    });
                }
                Some(Err(e)) => return Err(NetError::WebSocket(e.to_string())),
                Some(Ok(Message::Text(text))) => {
                    let text = text.to_string();
                    let msg = serde_json::from_str(&text)
                        .map_err(|e| NetError::Unreadable(format!("{e}: {text}")))?;
                    return Ok(Incoming::Msg(Box::new(msg), text));
                }
                Some(Ok(Message::Close(frame))) => {
                    return Ok(Incoming::Closed {
                        code: frame.as_ref().map(|f| u16::from(f.code)),
                        reason: frame.map(|f| f.reason.to_string()).unwrap_or_default(),
                    });
                }
                Some(Ok(_)) => {}
            }
        }
    }

    /// Closes the connection politely.
    pub async fn close(mut self) {
        // The server may already be gone; nothing to do about it.
        let _ = self.ws.close(None).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_addresses() {
        let a: ServerAddr = "http://127.0.0.1:8080".parse().unwrap();
        assert_eq!(a.base(), "http://127.0.0.1:8080");
        assert_eq!(a.ws_url(), "ws://127.0.0.1:8080/ws");
        assert_eq!(
            "ws://localhost:9000/ws"
                .parse::<ServerAddr>()
                .unwrap()
                .base(),
            "http://localhost:9000"
        );
        assert_eq!(
            "example.org".parse::<ServerAddr>().unwrap().base(),
            "http://example.org:80"
        );
        let tls: ServerAddr = "https://albion.example:8443".parse().unwrap();
        assert!(tls.is_tls());
        assert_eq!(tls.base(), "https://albion.example:8443");
        assert_eq!(tls.ws_url(), "wss://albion.example:8443/ws");
        assert_eq!(
            "wss://albion.example/ws"
                .parse::<ServerAddr>()
                .unwrap()
                .base(),
            "https://albion.example:443"
        );
        assert!("http://x:notaport".parse::<ServerAddr>().is_err());
        assert!("ftp://x".parse::<ServerAddr>().is_err());
    }
}
