//! A tiny HTTP/1.1 client for the tests: one request per connection (`Connection: close`), the
//! answer read to its end. Raw sockets rather than an HTTP library, so that a test sees exactly
//! the bytes the server sent: its status line, every header as written, a body not decoded.

use super::WAIT;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One HTTP answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    /// The status line and the header lines as received (for failure messages).
    pub head: String,
    /// Each header by its name in lower case, with its value as sent.
    pub headers: BTreeMap<String, String>,
    /// The body; a chunked one is put back together, anything else is left as sent.
    pub body: Vec<u8>,
}

impl Answer {
    /// The value of header `name` (in lower case), if it was sent.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).map(String::as_str)
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// `method path` with extra `headers`, and with `body` (sent as JSON with its length) when there
/// is one. `None` when nothing listens at `addr`; status 0 when the server closed the connection
/// without a whole head. A server that accepts the connection must close it within [`WAIT`],
/// or this panics.
pub async fn try_request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> Option<Answer> {
    let mut s = TcpStream::connect(addr).await.ok()?;
    let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        req.push_str(&format!("{name}: {value}\r\n"));
    }
    if let Some(body) = body {
        req.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    req.push_str("\r\n");
    req.push_str(body.unwrap_or(""));
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut buf))
        .await
        .expect("the whole answer in time")
        .unwrap();
    // Lenient on purpose: an answer without a whole head has status 0, for the callers that
    // poll; `request` refuses it.
    let end = buf.windows(4).position(|w| w == b"\r\n\r\n");
    let head = String::from_utf8_lossy(&buf[..end.unwrap_or(buf.len())]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .filter(|_| end.is_some())
        .unwrap_or(0);
    let headers: BTreeMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    let rest = &buf[end.map_or(buf.len(), |e| e + 4)..];
    let body = if headers
        .get("transfer-encoding")
        .is_some_and(|te| te.eq_ignore_ascii_case("chunked"))
    {
        dechunk(rest)
    } else {
        rest.to_vec()
    };
    Some(Answer {
        status,
        head,
        headers,
        body,
    })
}

/// [`try_request`] to a server that must be listening and answer with a whole head.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<&str>,
) -> Answer {
    let answer = try_request(addr, method, path, headers, body)
        .await
        .unwrap_or_else(|| panic!("nothing listens at {addr} for {method} {path}"));
    assert!(
        answer.status != 0,
        "{method} {path}: no whole head in {:?}",
        answer.head
    );
    answer
}

/// `GET path`, with no extra headers, to a server that must answer.
pub async fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, &[], None).await
}

/// A JSON request: (status, body). The status is 0 when nothing listens at `addr` (the way a
/// test waits for a server to come up, or checks that none did).
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> (u16, String) {
    match try_request(addr, method, path, &[], Some(body.unwrap_or(""))).await {
        Some(answer) => (answer.status, answer.text()),
        None => (0, String::new()),
    }
}

/// `GET path`: the status code, or 0 when there was no whole answer within 5 s, for whatever
/// reason (a server starting, stopped, killed or paused).
pub async fn status_of(addr: SocketAddr, path: &str) -> u16 {
    let attempt = async {
        let mut s = TcpStream::connect(addr).await.ok()?;
        let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        s.write_all(req.as_bytes()).await.ok()?;
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).await.ok()?;
        String::from_utf8_lossy(&buf)
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
    };
    tokio::time::timeout(Duration::from_secs(5), attempt)
        .await
        .ok()
        .flatten()
        .unwrap_or(0)
}

/// The data of a chunked body.
fn dechunk(mut s: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(line_end) = s.windows(2).position(|w| w == b"\r\n") {
        let len = String::from_utf8_lossy(&s[..line_end]);
        let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        let data = &s[line_end + 2..];
        out.extend_from_slice(&data[..n]);
        s = &data[n + 2..];
    }
    out
}
