//! The HTTP API: lobbies, game records, health, metrics and the WebSocket endpoint.

use crate::App;
use crate::conn;
use crate::game::HostedGame;
use crate::game::record::{self, RecordError};
use crate::lobby::{self, Lobby};
use crate::store::GameStatus;
use axum::extract::rejection::JsonRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use futures_util::StreamExt;
use protocol::{CreateLobby, GameKind, GameRecord, HttpError, LobbyInfo};
use std::sync::atomic::Ordering;

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
            Self::Unavailable(_) => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
            Self::Internal => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
        };
        let body = HttpError {
            error: error.to_owned(),
            message: self.to_string(),
        };
        (status, Json(body)).into_response()
    }
}

/// The router over the shared application state.
pub fn router(app: App) -> Router {
    Router::new()
        .route("/api/lobbies", get(list_lobbies).post(create_lobby))
        .route("/api/lobbies/{code}", get(get_lobby))
        .route("/api/games/{id}", get(get_game))
        .route("/api/games/{id}/wcf", get(get_game_wcf))
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .route("/ws", get(ws))
        .with_state(app)
}

async fn create_lobby(
    State(app): State<App>,
    body: Result<Json<CreateLobby>, JsonRejection>,
) -> Result<(StatusCode, Json<LobbyInfo>), ApiError> {
    let Json(req) = body.map_err(|e| ApiError::BadRequest(e.body_text()))?;
    HostedGame::validate(&req.config).map_err(ApiError::BadRequest)?;
    if app.registry.len() >= app.config.max_lobbies {
        return Err(ApiError::Unavailable(
            "too many lobbies; try again later".into(),
        ));
    }
    let code = lobby::new_code();
    app.store
        .create_lobby(&code, &req.config, req.public)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "creating a lobby");
            ApiError::Internal
        })?;
    lobby::spawn(
        Lobby::new(code.clone(), req.config, req.public, app.lobby_env()),
        &app.tracker,
    );
    let info = app.registry.info(&code).ok_or(ApiError::Internal)?;
    tracing::info!(lobby = %code, "lobby created");
    Ok((StatusCode::CREATED, Json(info)))
}

async fn list_lobbies(State(app): State<App>) -> Json<Vec<LobbyInfo>> {
    Json(app.registry.public_open())
}

async fn get_lobby(
    State(app): State<App>,
    Path(code): Path<String>,
) -> Result<Json<LobbyInfo>, ApiError> {
    app.registry
        .info(&code)
        .map(Json)
        .ok_or_else(|| ApiError::NotFound(format!("no lobby {code:?}")))
}

/// The public record of a game that is over, replayed from the store off the async workers;
/// with `camelot_only`, a game of another kind is not found (before any replay).
async fn load_record(app: &App, id: &str, camelot_only: bool) -> Result<GameRecord, ApiError> {
    let not_found = || ApiError::NotFound(format!("no game {id:?}"));
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
    let built = tokio::task::spawn_blocking(move || record::build(&row))
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

async fn get_game(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<Json<GameRecord>, ApiError> {
    load_record(&app, &id, false).await.map(Json)
}

async fn get_game_wcf(
    State(app): State<App>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let record = load_record(&app, &id, true).await?;
    let text = record::wcf_export(&record).map_err(ApiError::NotFound)?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text))
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
        // per connection: 4 KiB instead of the 128 KiB default (measured: 144 -> 21 KiB per
        // idle connection, and 11 % of the CPU under load no longer spent in memset).
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .max_write_buffer_size(256 * 1024)
        .on_upgrade(move |socket| {
            // axum's graceful shutdown does not see upgraded sockets: track them ourselves.
            tracker.track_future(async move {
                let (sink, stream) = socket.split();
                conn::serve(sink, stream, env).await;
            })
        }))
}
