//! The browser client as the server serves it: the pages, Vite's files, their types, caching,
//! compression and security headers, and what stays 404. The files are `web/dist`, embedded at
//! build time (`server/build.rs`); `tests/browser.rs` checks that `web/dist` is a fresh build and
//! drives the client in Chromium.

mod common;

use common::http::Answer;
use common::{TestServer, tempdir};
use server::web::CSP;
use std::io::Read as _;
use std::net::SocketAddr;
use std::path::PathBuf;

fn dist() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../web/dist")
}

/// `method path` with `headers`. What the server answers from web/dist always has a length: no
/// answer here comes in chunks.
async fn request(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)]) -> Answer {
    let answer = common::http::request(addr, method, path, headers, None).await;
    assert!(
        answer.header("transfer-encoding").is_none(),
        "static answers have a length: {:?}",
        answer.headers
    );
    answer
}

async fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, &[]).await
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .unwrap();
    out
}

/// Every file of web/dist/assets, by name.
fn assets() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dist().join("assets"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

fn assert_page(a: &Answer, path: &str) {
    assert_eq!(a.status, 200, "{path}");
    assert_eq!(
        a.header("content-type"),
        Some("text/html; charset=utf-8"),
        "{path}"
    );
    assert_eq!(a.header("cache-control"), Some("no-cache"), "{path}");
    assert_eq!(a.header("content-security-policy"), Some(CSP), "{path}");
    assert_eq!(
        a.header("x-content-type-options"),
        Some("nosniff"),
        "{path}"
    );
    assert_eq!(a.header("referrer-policy"), Some("no-referrer"), "{path}");
    assert!(a.header("etag").is_some(), "{path}");
}

/// `/`, a lobby's page and a game's page are all the client's index.html, with the security
/// headers and no caching without revalidation.
#[tokio::test]
async fn pages_are_the_client_with_a_strict_policy() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let index = std::fs::read(dist().join("index.html")).unwrap();
    let text = String::from_utf8(index.clone()).unwrap();
    assert!(text.contains("/assets/"), "index.html loads Vite's files");
    assert!(
        !text.contains("<script>") && !text.contains("<style"),
        "no inline script or style: the policy would block them"
    );
    for path in [
        "/",
        "/l/K7QX2M9PHJ3D",
        "/g/17",
        "/rules/camelot",
        "/rules/super-camelot",
        "/unsubscribe/aB3_x-9kQ",
        "/index.html",
    ] {
        let a = get(srv.addr, path).await;
        assert_page(&a, path);
        assert_eq!(a.body, index, "{path}");
        assert_eq!(a.header("content-length"), Some(&*index.len().to_string()));
    }
    // The policy, word for word.
    assert_eq!(
        CSP,
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; \
         frame-ancestors 'none'; form-action 'self'"
    );
    srv.stop().await;
}

/// Vite's hashed files: the right type, cached for a year, gzipped for a client that takes it
/// (the same bytes once unzipped), plain otherwise.
#[tokio::test]
async fn assets_have_their_type_and_are_immutable() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let names = assets();
    assert!(names.iter().any(|n| n.ends_with(".js")), "{names:?}");
    assert!(names.iter().any(|n| n.ends_with(".css")), "{names:?}");
    for name in &names {
        let path = format!("/assets/{name}");
        let file = std::fs::read(dist().join("assets").join(name)).unwrap();
        let expected_type = match name.rsplit_once('.').unwrap().1 {
            "js" => "text/javascript; charset=utf-8",
            "css" => "text/css; charset=utf-8",
            "svg" => "image/svg+xml",
            "png" => "image/png",
            "woff2" => "font/woff2",
            other => panic!("{name}: a kind of file this test does not know ({other})"),
        };
        let plain = get(srv.addr, &path).await;
        assert_eq!(plain.status, 200, "{path}");
        assert_eq!(plain.header("content-type"), Some(expected_type), "{path}");
        assert_eq!(
            plain.header("cache-control"),
            Some("public, max-age=31536000, immutable"),
            "{path}"
        );
        assert_eq!(plain.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(plain.header("content-encoding"), None, "{path}");
        assert_eq!(plain.header("content-security-policy"), None, "not a page");
        assert_eq!(plain.body, file, "{path}");

        let zipped = request(
            srv.addr,
            "GET",
            &path,
            &[("Accept-Encoding", "gzip, deflate, br, zstd")],
        )
        .await;
        assert_eq!(zipped.status, 200);
        assert_eq!(zipped.header("content-type"), Some(expected_type));
        if name.ends_with(".js") || name.ends_with(".css") {
            assert_eq!(zipped.header("content-encoding"), Some("gzip"), "{path}");
            assert_eq!(zipped.header("vary"), Some("accept-encoding"));
            assert!(zipped.body.len() < file.len() / 2, "{path} compresses");
            assert_eq!(gunzip(&zipped.body), file, "{path}");
            assert_ne!(zipped.header("etag"), plain.header("etag"));
            eprintln!(
                "{path}: {} bytes, {} gzipped",
                file.len(),
                zipped.body.len()
            );
        }
        // `gzip;q=0` refuses it.
        let refused = request(srv.addr, "GET", &path, &[("Accept-Encoding", "gzip;q=0")]).await;
        assert_eq!(refused.header("content-encoding"), None);
        assert_eq!(refused.body, file);
    }
    srv.stop().await;
}

/// The page is gzipped too, and the icon and the service worker (files of the build's root) are
/// cached for an hour.
#[tokio::test]
async fn the_page_compresses_and_root_files_are_cached_briefly() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let index = std::fs::read(dist().join("index.html")).unwrap();
    let a = request(srv.addr, "GET", "/l/ABC", &[("Accept-Encoding", "gzip")]).await;
    assert_page(&a, "/l/ABC");
    assert_eq!(a.header("content-encoding"), Some("gzip"));
    assert_eq!(gunzip(&a.body), index);

    let icon = std::fs::read(dist().join("favicon.svg")).unwrap();
    let a = get(srv.addr, "/favicon.svg").await;
    assert_eq!(a.status, 200);
    assert_eq!(a.header("content-type"), Some("image/svg+xml"));
    assert_eq!(a.header("cache-control"), Some("public, max-age=3600"));
    assert_eq!(a.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(a.body, icon);

    // The service worker, at the root so that its scope is the whole site; a JavaScript type,
    // which a browser requires of one.
    let worker = std::fs::read(dist().join("sw.js")).unwrap();
    let a = get(srv.addr, "/sw.js").await;
    assert_eq!(a.status, 200);
    assert_eq!(
        a.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(a.header("cache-control"), Some("public, max-age=3600"));
    assert_eq!(a.body, worker);
    srv.stop().await;
}

/// HEAD answers the headers of GET without the body; an ETag the client holds gives 304.
#[tokio::test]
async fn head_and_conditional_requests() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let js = assets().into_iter().find(|n| n.ends_with(".js")).unwrap();
    for path in ["/".to_owned(), "/g/3".to_owned(), format!("/assets/{js}")] {
        let full = get(srv.addr, &path).await;
        let head = request(srv.addr, "HEAD", &path, &[]).await;
        assert_eq!(head.status, 200, "{path}");
        assert!(head.body.is_empty(), "{path}");
        for name in [
            "content-type",
            "cache-control",
            "etag",
            "content-length",
            "content-security-policy",
            "x-content-type-options",
        ] {
            assert_eq!(head.header(name), full.header(name), "{path} {name}");
        }

        let etag = full.header("etag").unwrap().to_owned();
        let again = request(srv.addr, "GET", &path, &[("If-None-Match", &etag)]).await;
        assert_eq!(again.status, 304, "{path}");
        assert!(again.body.is_empty());
        assert_eq!(again.header("etag"), Some(&*etag));
        assert_eq!(again.header("cache-control"), full.header("cache-control"));
        let weak = format!("\"other\", W/{etag}");
        let again = request(srv.addr, "GET", &path, &[("If-None-Match", &weak)]).await;
        assert_eq!(again.status, 304, "{path}: weak comparison, in a list");
        let stale = request(srv.addr, "GET", &path, &[("If-None-Match", "\"old\"")]).await;
        assert_eq!(stale.status, 200, "{path}");
        assert_eq!(stale.body, full.body);
        // The gzipped answer has a tag of its own: a plain copy does not validate it.
        let zipped = request(
            srv.addr,
            "GET",
            &path,
            &[("Accept-Encoding", "gzip"), ("If-None-Match", &etag)],
        )
        .await;
        assert_eq!(zipped.status, 200, "{path}");
    }
    srv.stop().await;
}

/// Paths outside the client's stay 404 as before, the API's errors stay JSON, and the pages
/// answer only GET and HEAD.
#[tokio::test]
async fn unknown_paths_stay_404() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    for path in [
        "/assets/nope.js",
        "/assets/",
        "/nope",
        "/index.htm",
        "/l/",
        "/l/ABC/x",
        "/g/1/2",
        "/rules",
        "/rules/",
        "/rules/chess",
        "/rules/camelot/x",
        "/unsubscribe",
        "/unsubscribe/",
        "/unsubscribe/a/b",
        "/api",
        "/api/nope",
        "/favicon.ico",
        "/assets/../index.html",
    ] {
        let a = get(srv.addr, path).await;
        assert_eq!(a.status, 404, "{path}");
        assert_eq!(a.header("content-security-policy"), None, "{path}");
    }
    let a = get(srv.addr, "/api/lobbies/NOPE2345").await;
    assert_eq!(a.status, 404);
    assert_eq!(a.header("content-type"), Some("application/json"));
    let body: serde_json::Value = serde_json::from_slice(&a.body).unwrap();
    assert_eq!(body["error"], "not_found");
    for path in ["/", "/l/ABC", "/favicon.svg"] {
        let a = request(srv.addr, "POST", path, &[("Content-Length", "0")]).await;
        assert_eq!(a.status, 405, "{path}");
    }
    // The API and the probes are where they were.
    assert_eq!(get(srv.addr, "/healthz").await.status, 200);
    assert_eq!(get(srv.addr, "/api/lobbies").await.status, 200);
    srv.stop().await;
}

/// A page load fetches several files at once: the per-address limit is the API's, not theirs.
#[tokio::test]
async fn static_files_are_not_rate_limited() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), |c| {
        c.http_rate = 1.0;
        c.http_burst = 2.0;
    })
    .await;
    let js = assets().into_iter().find(|n| n.ends_with(".js")).unwrap();
    for _ in 0..30 {
        assert_eq!(get(srv.addr, "/").await.status, 200);
        assert_eq!(get(srv.addr, &format!("/assets/{js}")).await.status, 200);
        assert_eq!(get(srv.addr, "/favicon.svg").await.status, 200);
    }
    let mut limited = false;
    for _ in 0..5 {
        limited |= get(srv.addr, "/api/lobbies").await.status == 429;
    }
    assert!(limited, "the API is still limited");
    srv.stop().await;
}
