//! The browser client, served from the binary.
//!
//! `build.rs` embeds every file of `web/dist` (Vite's build output) with its content type, an
//! ETag and, for text, a gzip copy compressed at build time. The pages `/`, `/l/{code}` (a lobby),
//! `/g/{id}` (a finished game), `/games` (the games this browser holds a seat in),
//! `/unsubscribe/{key}` (an e-mail's unsubscribe link: the page asks before it POSTs) and
//! `/rules/camelot`, `/rules/super-camelot` (how to play, the texts
//! of `docs/how-to-play-*.md` rendered into the build) are all `index.html`: the client routes by
//! the path. Vite's
//! hashed files under `/assets/` never change under their name and are cached for a year; the
//! other files (the icon, the service worker `/sw.js` that shows push notifications) for an hour; a page is revalidated every time. Every HTML answer
//! carries a strict Content-Security-Policy: the client has no inline script or style, and talks
//! only to its own origin (the API and the WebSocket). Static files are not rate-limited.

use axum::Router;
use axum::body::Body;
use axum::extract::Path;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

/// One embedded file of `web/dist`.
#[derive(Debug)]
struct Asset {
    /// Its path under `web/dist`, with `/` between parts.
    path: &'static str,
    content_type: &'static str,
    /// Hex of the start of the content's SHA-256.
    etag: &'static str,
    body: &'static [u8],
    /// The body gzipped, when that is smaller.
    gzip: Option<&'static [u8]>,
}

include!(concat!(env!("OUT_DIR"), "/web_files.rs"));

/// The Content-Security-Policy of every page. `connect-src 'self'` covers the WebSocket to the
/// same host and port (`ws:` from an `http:` page, `wss:` from `https:`; CSP Level 3, checked in
/// Chromium by the end-to-end specs).
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
    img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; \
    base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// Vite's hashed files: their name changes with their content.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Other files of the build's root (the icon): named the same from build to build.
const SHORT: &str = "public, max-age=3600";
/// Pages: always asked again (a 304 when unchanged), so a new build is seen at once.
const PAGE: &str = "no-cache";

fn find(path: &str) -> Option<&'static Asset> {
    FILES
        .binary_search_by(|a| a.path.cmp(path))
        .ok()
        .map(|i| &FILES[i])
}

fn index() -> &'static Asset {
    // build.rs refuses to build without it.
    find("index.html").expect("web/dist/index.html is embedded")
}

/// The browser client's routes, to merge into the API's router. Unknown paths stay 404.
pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let mut router = Router::new()
        .route("/", get(page))
        .route("/l/{code}", get(page))
        .route("/g/{id}", get(page))
        .route("/games", get(page))
        .route("/rules/camelot", get(page))
        .route("/rules/super-camelot", get(page))
        .route("/unsubscribe/{key}", get(page))
        .route("/assets/{*path}", get(asset));
    // Each file outside assets/ (favicon.svg, index.html) is a route of its own.
    for file in FILES.iter().filter(|f| !f.path.starts_with("assets/")) {
        router = router.route(
            &format!("/{}", file.path),
            get(move |headers: HeaderMap| async move {
                let cache = if file.content_type.starts_with("text/html") {
                    PAGE
                } else {
                    SHORT
                };
                serve(file, cache, &headers)
            }),
        );
    }
    router
}

async fn page(headers: HeaderMap) -> Response {
    serve(index(), PAGE, &headers)
}

async fn asset(Path(path): Path<String>, headers: HeaderMap) -> Response {
    match find(&format!("assets/{path}")) {
        Some(file) => serve(file, IMMUTABLE, &headers),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The answer for `file`: gzipped if the client takes it, `304` if it holds this version.
fn serve(file: &'static Asset, cache: &'static str, request: &HeaderMap) -> Response {
    let gzip = file.gzip.filter(|_| accepts_gzip(request));
    let etag = if gzip.is_some() {
        format!("\"{}.gz\"", file.etag)
    } else {
        format!("\"{}\"", file.etag)
    };
    let fresh = request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/"))
        .any(|tag| tag == etag || tag == "*");
    let (status, body) = if fresh {
        (StatusCode::NOT_MODIFIED, Body::empty())
    } else {
        (StatusCode::OK, Body::from(gzip.unwrap_or(file.body)))
    };
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    if !fresh {
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(file.content_type),
        );
        if gzip.is_some() {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        }
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Ok(etag) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, etag);
    }
    if file.gzip.is_some() {
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if file.content_type.starts_with("text/html") {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        );
        headers.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        );
    }
    response
}

/// Whether `Accept-Encoding` takes gzip: named (or `*`) with a non-zero weight.
fn accepts_gzip(request: &HeaderMap) -> bool {
    let mut gzip = None;
    let mut star = None;
    for value in request.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or("").trim().to_ascii_lowercase();
            let weight_zero = parts.any(|p| {
                let p = p.trim();
                p.strip_prefix("q=")
                    .or_else(|| p.strip_prefix("Q="))
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            match coding.as_str() {
                "gzip" | "x-gzip" => gzip = Some(!weight_zero),
                "*" => star = Some(!weight_zero),
                _ => {}
            }
        }
    }
    gzip.or(star).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).unwrap(),
        );
        h
    }

    #[test]
    fn accept_encoding() {
        assert!(accepts_gzip(&with("gzip, deflate, br, zstd")));
        assert!(accepts_gzip(&with("br;q=1.0, gzip;q=0.8")));
        assert!(accepts_gzip(&with("*")));
        assert!(accepts_gzip(&with("GZIP")));
        assert!(!accepts_gzip(&with("gzip;q=0")));
        assert!(!accepts_gzip(&with("gzip;q=0.0, *;q=1")));
        assert!(!accepts_gzip(&with("br, deflate")));
        assert!(!accepts_gzip(&with("identity")));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn the_table_is_sorted_and_has_the_page() {
        assert!(FILES.windows(2).all(|w| w[0].path < w[1].path));
        assert!(index().content_type.starts_with("text/html"));
    }
}
