//! The HTTP API: lobbies, game records, health, metrics and the WebSocket endpoint.

use crate::App;
use crate::conn;
use crate::directory::CreateError;
use crate::game::record::{self, RecordError};
use crate::limit::{cap_message, shorten, shorten_quotes};
use crate::lobby;
use crate::store::GameStatus;
use axum::body::Bytes;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::StreamExt;
use protocol::{
    CreateLobby, GameKind, GameRecord, HttpError, Lang, LobbyInfo, MAX_MY_GAMES, MyGame, MyGames,
    MyGamesQuery, Unsubscribe, Unsubscribed,
};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// Every HTTP failure, answered as JSON by one `IntoResponse`.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request is invalid.
    #[error("{0}")]
    BadRequest(String),
    /// No such lobby or game (the message says which).
    #[error("{0}")]
    NotFound(String),
    /// The game is still being played: its record is not public yet.
    #[error("game {0} is still being played; its record is published when the game is over")]
    InProgress(i64),
    /// Too many requests from this address: retry after this long.
    #[error("too many requests from this address; retry in {} s", .0.as_secs())]
    RateLimited(Duration),
    /// This address has as many connections open as one address may.
    #[error("too many connections from this address; close some and retry")]
    TooManyConnections,
    /// This address holds as many open lobbies as one address may.
    #[error(
        "this address has {0} open lobbies, as many as one address may hold; start or leave one, or wait until unused ones close"
    )]
    TooManyLobbies(usize),
    /// Too many connections, or the store is down.
    #[error("{0}")]
    Unavailable(String),
    /// The store failed.
    #[error("internal error")]
    Internal,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, error) = match &self {
            Self::BadRequest(_) => (StatusCode::BAD_REQUEST, "bad_request"),
            Self::NotFound(_) => (StatusCode::NOT_FOUND, "not_found"),
            Self::InProgress(_) => (StatusCode::CONFLICT, "in_progress"),
            Self::RateLimited(_) | Self::TooManyConnections | Self::TooManyLobbies(_) => {
                (StatusCode::TOO_MANY_REQUESTS, "rate_limited")
            }
            Self::Unavailable(_) => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
            Self::Internal => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
        };
        let body = HttpError {
            error: error.to_owned(),
            // Messages may quote what the client sent: never more than a few hundred characters.
            message: cap_message(self.to_string()),
        };
        let mut response = (status, Json(body)).into_response();
        let retry_after = match self {
            Self::RateLimited(wait) => Some(wait.as_secs()),
            Self::TooManyConnections => Some(1),
            Self::TooManyLobbies(_) => Some(60),
            _ => None,
        };
        if let Some(secs) = retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

/// The router over the shared application state. The `/api` routes are rate-limited per client
/// address (the server must be served with `ConnectInfo<SocketAddr>`, as [`crate::run`] does);
/// the browser client's pages and files ([`crate::web`]) are not.
pub fn router(app: App) -> Router {
    let api = Router::new()
        .route("/api/lobbies", get(list_lobbies).post(create_lobby))
        .route("/api/lobbies/{code}", get(get_lobby))
        .route("/api/my-games", post(my_games))
        .route("/api/unsubscribe", post(unsubscribe))
        .route("/api/unsubscribe/{key}", post(unsubscribe_one_click))
        .route("/api/games/{id}", get(get_game))
        .route("/api/games/{id}/wcf", get(get_game_wcf))
        .route_layer(middleware::from_fn_with_state(app.clone(), rate_limit));
    Router::new()
        .merge(api)
        .merge(crate::web::router())
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .route("/ws", get(ws))
        .with_state(app)
}

/// Answers `429` with `Retry-After` when the client's address has used up its requests.
async fn rate_limit(State(app): State<App>, request: Request, next: Next) -> Response {
    let addr = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    if let Some(addr) = addr
        && let Err(wait) = app.http_limiter.check(addr)
    {
        return ApiError::RateLimited(wait).into_response();
    }
    next.run(request).await
}

/// Which rendering of a game's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Rendering {
    /// The JSON record, its lines in this language.
    Json(Lang),
    Wcf,
}

/// Finished games' records as served, most recently used kept: a record never changes once its
/// game is over, and replaying a long game for every request costs time and memory.
#[derive(Debug)]
pub struct RecordCache {
    max_bytes: usize,
    inner: Mutex<CacheInner>,
}

#[derive(Debug, Default)]
struct CacheInner {
    entries: HashMap<(i64, Rendering), (Bytes, u64)>,
    bytes: usize,
    clock: u64,
}

impl RecordCache {
    /// A cache holding at most `max_bytes` of rendered records.
    #[must_use]
    pub fn new(max_bytes: usize) -> Self {
        Self {
            max_bytes,
            inner: Mutex::new(CacheInner::default()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, CacheInner> {
        // A poisoned lock only means a request panicked mid-update: the entries are still whole.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn get(&self, id: i64, rendering: Rendering) -> Option<Bytes> {
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        inner.entries.get_mut(&(id, rendering)).map(|(body, used)| {
            *used = now;
            body.clone()
        })
    }

    fn put(&self, id: i64, rendering: Rendering, body: Bytes) {
        // One record may take at most a quarter of the cache.
        if body.len() > self.max_bytes / 4 {
            return;
        }
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        let size = body.len();
        if let Some((old, _)) = inner.entries.insert((id, rendering), (body, now)) {
            inner.bytes -= old.len();
        }
        inner.bytes += size;
        while inner.bytes > self.max_bytes {
            let Some(oldest) = inner
                .entries
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(key, _)| *key)
            else {
                break;
            };
            if let Some((old, _)) = inner.entries.remove(&oldest) {
                inner.bytes -= old.len();
            }
        }
    }

    /// Records held, and their total size in bytes.
    #[must_use]
    pub fn usage(&self) -> (usize, usize) {
        let inner = self.lock();
        (inner.entries.len(), inner.bytes)
    }
}

async fn create_lobby(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Result<Json<CreateLobby>, JsonRejection>,
) -> Result<(StatusCode, Json<LobbyInfo>), ApiError> {
    let Json(req) = body.map_err(|e| ApiError::BadRequest(shorten_quotes(&e.body_text())))?;
    req.config
        .validate()
        .map_err(|e| ApiError::BadRequest(shorten_quotes(&e)))?;
    let info = app
        .lobbies
        .create(req.config, req.public, peer.ip())
        .await
        .map_err(|e| match e {
            CreateError::TooMany(held) => ApiError::TooManyLobbies(held),
            CreateError::Full => ApiError::Unavailable(e.to_string()),
            CreateError::Store(e) => {
                tracing::error!(error = %e, "creating a lobby");
                ApiError::Internal
            }
        })?;
    tracing::info!(lobby = %info.code, "lobby created");
    Ok((StatusCode::CREATED, Json(info)))
}

/// Public lobbies listed at most per page, and by default.
pub const LOBBY_PAGE_MAX: usize = 200;

/// `GET /api/lobbies?limit=&after=`.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LobbyPage {
    /// Lobbies on the page, 1 to [`LOBBY_PAGE_MAX`] (default [`LOBBY_PAGE_MAX`]).
    limit: Option<usize>,
    /// The page starts after this code (the last one of the page before).
    after: Option<String>,
}

/// One page of public open lobbies, sorted by code; when the page is full, a `Link` header
/// (`rel="next"`) names the next one.
async fn list_lobbies(
    State(app): State<App>,
    query: Result<Query<LobbyPage>, QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadRequest(shorten_quotes(&e.body_text())))?;
    let limit = query.limit.unwrap_or(LOBBY_PAGE_MAX);
    if !(1..=LOBBY_PAGE_MAX).contains(&limit) {
        return Err(ApiError::BadRequest(format!(
            "limit is 1 to {LOBBY_PAGE_MAX}"
        )));
    }
    let after = query.after.as_deref();
    let list = app.lobbies.public_page(after, limit).await;
    let next = (list.len() == limit)
        .then(|| list.last().map(|l| l.code.clone()))
        .flatten();
    let mut response = Json(list).into_response();
    // Codes are plain letters and digits: nothing to escape in the link.
    if let Some(last) = next
        && let Ok(link) = HeaderValue::from_str(&format!(
            "</api/lobbies?limit={limit}&after={last}>; rel=\"next\""
        ))
    {
        response.headers_mut().insert(header::LINK, link);
    }
    Ok(response)
}

async fn get_lobby(
    State(app): State<App>,
    Path(code): Path<String>,
) -> Result<Json<LobbyInfo>, ApiError> {
    let info = app.lobbies.info(&code).await.map_err(|e| {
        tracing::error!(error = %e, "reading an aborted lobby failed");
        ApiError::Internal
    })?;
    info.map(Json)
        .ok_or_else(|| ApiError::NotFound(format!("no lobby {:?}", shorten(&code))))
}

/// `POST /api/unsubscribe`: turns e-mail off for the seat whose unsubscribe link carries
/// `key` (the page at `/unsubscribe/{key}` asks first; a GET never unsubscribes, since mail
/// scanners follow links).
async fn unsubscribe(
    State(app): State<App>,
    body: Result<Json<Unsubscribe>, JsonRejection>,
) -> Result<Json<Unsubscribed>, ApiError> {
    let Json(Unsubscribe { key }) =
        body.map_err(|e| ApiError::BadRequest(shorten_quotes(&e.body_text())))?;
    unsubscribe_key(&app, &key).await.map(Json)
}

/// `POST /api/unsubscribe/{key}`: the one-click unsubscribe of an e-mail's `List-Unsubscribe`
/// header (RFC 8058), which mail programs send with the body `List-Unsubscribe=One-Click`.
async fn unsubscribe_one_click(
    State(app): State<App>,
    Path(key): Path<String>,
) -> Result<Json<Unsubscribed>, ApiError> {
    unsubscribe_key(&app, &key).await.map(Json)
}

async fn unsubscribe_key(app: &App, key: &str) -> Result<Unsubscribed, ApiError> {
    let not_found = || ApiError::NotFound("no notifications have this unsubscribe key".into());
    // Keys are 64 hex digits: anything else holds nothing, and is not looked up.
    if key.len() != 64 || !key.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(not_found());
    }
    let lobby = app.store.unsubscribe(key).await.map_err(|e| {
        tracing::error!(error = %e, "unsubscribing");
        ApiError::Internal
    })?;
    lobby
        .map(|lobby| Unsubscribed { lobby })
        .ok_or_else(not_found)
}

/// `POST /api/my-games`: the lobbies where the given seat tokens hold a seat, newest first,
/// each with whose decision its game waits for and until when. Tokens come in the body and are
/// only hashed and compared; a pair that holds no seat (or names no live lobby) is left out.
async fn my_games(
    State(app): State<App>,
    body: Result<Json<MyGamesQuery>, JsonRejection>,
) -> Result<Json<MyGames>, ApiError> {
    let Json(query) = body.map_err(|e| ApiError::BadRequest(shorten_quotes(&e.body_text())))?;
    if query.seats.len() > MAX_MY_GAMES {
        return Err(ApiError::BadRequest(format!(
            "at most {MAX_MY_GAMES} seats per request, not {}",
            query.seats.len()
        )));
    }
    let mut held = Vec::new();
    for asked in &query.seats {
        // A code no lobby can have is no lobby: nothing to look up.
        if asked.lobby.is_empty() || asked.lobby.len() > 32 || asked.token.len() > 128 {
            continue;
        }
        let found = app
            .store
            .held_seat(&asked.lobby, &lobby::hash_token(&asked.token))
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "looking up a held seat");
                ApiError::Internal
            })?;
        if let Some((seat, created_at)) = found
            && !held.iter().any(|(code, _, _)| *code == asked.lobby)
        {
            held.push((asked.lobby.clone(), seat, created_at));
        }
    }
    let summaries =
        futures_util::future::join_all(held.iter().map(|(code, _, _)| app.lobbies.summary(code)))
            .await;
    let mut games: Vec<MyGame> = held
        .into_iter()
        .zip(summaries)
        .filter_map(|((_, seat, created_at), summary)| {
            let summary = summary?;
            Some(MyGame {
                seat,
                lobby: summary.info,
                to_move: summary.to_move,
                deadline_ms: summary.deadline_ms,
                created_at,
            })
        })
        .collect();
    games.sort_by(|a, b| {
        b.created_at
            .cmp(&a.created_at)
            .then_with(|| a.lobby.code.cmp(&b.lobby.code))
    });
    Ok(Json(MyGames { games }))
}

/// The public record of a game that is over, replayed from the store off the async workers;
/// with `camelot_only`, a game of another kind is not found (before any replay).
async fn load_record(
    app: &App,
    id: &str,
    camelot_only: bool,
    lang: Lang,
) -> Result<GameRecord, ApiError> {
    let not_found = || ApiError::NotFound(format!("no game {:?}", shorten(id)));
    let id: i64 = id.parse().map_err(|_| not_found())?;
    let row = app
        .store
        .load_game(id)
        .await
        .map_err(|e| {
            tracing::error!(game = id, error = %e, "loading a game");
            ApiError::Internal
        })?
        .ok_or_else(not_found)?;
    if row.status == GameStatus::Playing {
        return Err(ApiError::InProgress(id));
    }
    if camelot_only && row.kind != GameKind::Camelot {
        return Err(ApiError::NotFound(record::not_camelot(id)));
    }
    // A long Super Camelot game replays in milliseconds, but not in microseconds.
    let built = tokio::task::spawn_blocking(move || record::build(&row, lang))
        .await
        .map_err(|e| {
            tracing::error!(game = id, error = %e, "the replay task failed");
            ApiError::Internal
        })?;
    built.map_err(|e| match e {
        RecordError::InProgress(id) => ApiError::InProgress(id),
        RecordError::Replay { .. } => {
            tracing::error!(game = id, error = %e, "a game's record does not replay");
            ApiError::Internal
        }
    })
}

/// What a private lobby's game record says instead of the lobby's code.
pub const PRIVATE_LOBBY: &str = "private";

/// The seat token a request shows: `Authorization: Bearer <token>`.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// Whether the request may read game `id`'s record: a public lobby's game, or a private lobby's
/// with a seat token of that lobby. `Ok(Some(public))` when it may, `Ok(None)` when the game is
/// unknown or the request may not see it (the same `404` for both: a private game's existence is
/// not given away).
async fn record_access(app: &App, id: i64, token: Option<&str>) -> Result<Option<bool>, ApiError> {
    let store_failed = |e: crate::store::StoreError| {
        tracing::error!(game = id, error = %e, "reading who may see a game");
        ApiError::Internal
    };
    let Some((code, public)) = app.store.game_lobby(id).await.map_err(store_failed)? else {
        return Ok(None);
    };
    if public {
        return Ok(Some(true));
    }
    let Some(token) = token else {
        return Ok(None);
    };
    let seated = app
        .store
        .holds_seat(&code, &lobby::hash_token(token))
        .await
        .map_err(store_failed)?;
    Ok(seated.then_some(false))
}

/// A game's record rendered one way, from the cache or else replayed (and then cached), for a
/// request that may read it ([`record_access`]).
async fn rendered_record(
    app: &App,
    id: &str,
    rendering: Rendering,
    token: Option<&str>,
) -> Result<Bytes, ApiError> {
    let not_found = || ApiError::NotFound(format!("no game {:?}", shorten(id)));
    let n: i64 = id.parse().map_err(|_| not_found())?;
    let Some(public) = record_access(app, n, token).await? else {
        return Err(not_found());
    };
    if let Some(body) = app.records.get(n, rendering) {
        return Ok(body);
    }
    let lang = match rendering {
        Rendering::Json(lang) => lang,
        // The export's movetext has no words; its comments stay English.
        Rendering::Wcf => Lang::En,
    };
    let mut record = load_record(app, id, rendering == Rendering::Wcf, lang).await?;
    if !public {
        // The code would let anyone who sees the record into the lobby.
        PRIVATE_LOBBY.clone_into(&mut record.lobby);
    }
    let body = match rendering {
        // Serialising our own wire types cannot fail (no maps with non-string keys).
        Rendering::Json(_) => Bytes::from(serde_json::to_vec(&record).map_err(|e| {
            tracing::error!(game = record.id, error = %e, "serialising a record");
            ApiError::Internal
        })?),
        Rendering::Wcf => Bytes::from(record::wcf_export(&record).map_err(ApiError::NotFound)?),
    };
    app.records.put(record.id, rendering, body.clone());
    Ok(body)
}

/// What `GET /api/games/{id}` may be asked.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordQuery {
    /// The language of the record's lines (`en`, `fr`); without it, the request's
    /// `Accept-Language` decides, and English when it names none Albion speaks.
    lang: Option<Lang>,
}

async fn get_game(
    State(app): State<App>,
    Path(id): Path<String>,
    query: Result<Query<RecordQuery>, QueryRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::BadRequest(shorten_quotes(&e.body_text())))?;
    let lang = query.lang.unwrap_or_else(|| {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map_or(Lang::En, Lang::negotiate)
    });
    let body = rendered_record(&app, &id, Rendering::Json(lang), bearer(&headers)).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CONTENT_LANGUAGE, lang.code()),
            (header::VARY, "Accept-Language"),
        ],
        body,
    )
        .into_response())
}

async fn get_game_wcf(
    State(app): State<App>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let body = rendered_record(&app, &id, Rendering::Wcf, bearer(&headers)).await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response())
}

async fn readyz(State(app): State<App>) -> Result<&'static str, ApiError> {
    if app.cancel.is_cancelled() {
        return Err(ApiError::Unavailable("shutting down".into()));
    }
    if app.store.ping().await {
        Ok("ready\n")
    } else {
        Err(ApiError::Unavailable("the database does not answer".into()))
    }
}

async fn metrics(State(app): State<App>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
}

async fn ws(State(app): State<App>, upgrade: WebSocketUpgrade) -> Result<Response, ApiError> {
    let open = usize::try_from(app.metrics.connections.load(Ordering::Relaxed)).unwrap_or(0);
    if open >= app.config.max_connections {
        return Err(ApiError::Unavailable("too many connections".into()));
    }
    if app.cancel.is_cancelled() {
        return Err(ApiError::Unavailable("shutting down".into()));
    }
    let env = app.conn_env();
    // tungstenite's own cap sits above ours so that a moderately oversized frame still gets a
    // typed error from us; anything beyond it is cut off by tungstenite itself.
    let hard_cap = app.config.max_frame.saturating_mul(4).max(1024);
    let tracker = app.tracker.clone();
    Ok(upgrade
        .max_message_size(hard_cap)
        .max_frame_size(hard_cap)
        // tungstenite zero-fills its whole read buffer before every read, so its size is resident
        // per connection: 256 B instead of the 128 KiB default (measured: 144 -> 21 KiB per
        // idle connection at 4 KiB, and 11 % of the CPU under load no longer spent in memset).
        // A client's messages are a hundred bytes or so (a move, a hello); a larger frame takes
        // several reads.
        .read_buffer_size(256)
        // Small frames wait for the writer's flush; see `conn::WRITE_BUFFER`.
        .write_buffer_size(conn::WRITE_BUFFER)
        .max_write_buffer_size(256 * 1024)
        .on_upgrade(move |socket| {
            // Split here, not inside the connection's future: a future that took the socket
            // would keep room for it (~0.4 KiB, its halves live on behind a shared lock) all
            // its life. axum's graceful shutdown does not see upgraded sockets: track them
            // ourselves.
            let (sink, stream) = socket.split();
            tracker.track_future(conn::serve(sink, stream, env))
        }))
}
