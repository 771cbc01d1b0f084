//! The server under test: its loopback address, a minimal HTTP/1.1 client for the lobby API and
//! `/metrics`, and its resident memory.

use crate::LoadError;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Longest an HTTP exchange with the server may take.
const HTTP_TIMEOUT: Duration = Duration::from_secs(10);

/// Parses `http://HOST:PORT`, `ws://HOST:PORT` or `HOST:PORT` and refuses anything that is not a
/// loopback address: the load generator must never be pointed at someone else's server.
///
/// # Errors
/// The URL does not parse, uses TLS, or names a host other than loopback.
pub fn loopback_addr(url: &str) -> Result<SocketAddr, LoadError> {
    let bad = |why: &str| LoadError::Target(format!("{url:?}: {why}"));
    let rest = if let Some(r) = url.strip_prefix("http://") {
        r
    } else if let Some(r) = url.strip_prefix("ws://") {
        r
    } else if url.contains("://") {
        return Err(bad("only http:// or ws:// to a loopback address"));
    } else {
        url
    };
    let authority = rest.split('/').next().unwrap_or_default();
    if authority.contains('@') {
        return Err(bad("no user information allowed"));
    }
    let (host, port) = match authority.rsplit_once(':') {
        Some((h, p)) if !h.ends_with(']') || h.starts_with('[') => {
            let port: u16 = p.parse().map_err(|_| bad("bad port"))?;
            (h, port)
        }
        _ => (authority, 80),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let ip: IpAddr = if host.eq_ignore_ascii_case("localhost") {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    } else {
        host.parse()
            .map_err(|_| bad("the host must be an IP literal or localhost"))?
    };
    if !ip.is_loopback() {
        return Err(bad(
            "refusing a host that is not loopback (127.0.0.0/8 or ::1)",
        ));
    }
    Ok(SocketAddr::new(ip, port))
}

/// Parses `--server`: one URL or several separated by commas (each as [`loopback_addr`] takes
/// it; spaces around a comma are allowed). The same address twice is refused: the spreading over
/// the servers would silently count it as two nodes.
///
/// # Errors
/// An empty list or entry, a URL [`loopback_addr`] refuses, or an address given twice.
pub fn loopback_addrs(urls: &str) -> Result<Vec<SocketAddr>, LoadError> {
    let mut addrs = Vec::new();
    for url in urls.split(',').map(str::trim) {
        if url.is_empty() {
            return Err(LoadError::Target(format!(
                "{urls:?}: an empty server in the list"
            )));
        }
        let addr = loopback_addr(url)?;
        if addrs.contains(&addr) {
            return Err(LoadError::Target(format!(
                "{urls:?}: {addr} is listed twice"
            )));
        }
        addrs.push(addr);
    }
    Ok(addrs)
}

/// One HTTP/1.1 request with `Connection: close`; returns the status and the body.
///
/// # Errors
/// The connection failed, timed out or the answer did not parse.
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Result<(u16, String), LoadError> {
    let exchange = async {
        let mut s = TcpStream::connect(addr).await?;
        let body = body.unwrap_or("");
        let req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        s.write_all(req.as_bytes()).await?;
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).await?;
        Ok::<_, std::io::Error>(buf)
    };
    let buf = tokio::time::timeout(HTTP_TIMEOUT, exchange)
        .await
        .map_err(|_| LoadError::Http(format!("{method} {path}: timed out")))?
        .map_err(|e| LoadError::Http(format!("{method} {path}: {e}")))?;
    let text = String::from_utf8_lossy(&buf);
    let (head, rest) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| LoadError::Http(format!("{method} {path}: no HTTP header")))?;
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| LoadError::Http(format!("{method} {path}: no status")))?;
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(rest)
    } else {
        rest.to_owned()
    };
    Ok((status, body))
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((len, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].strip_prefix("\r\n").unwrap_or(&rest[n..]);
    }
    out
}

/// Creates a lobby with `POST /api/lobbies`; returns its code.
///
/// # Errors
/// The server refused or did not answer.
pub async fn create_lobby(addr: SocketAddr, body: &str) -> Result<String, LoadError> {
    let (status, text) = http(addr, "POST", "/api/lobbies", Some(body)).await?;
    if status != 201 {
        return Err(LoadError::Http(format!(
            "POST /api/lobbies answered {status}: {}",
            text.trim()
        )));
    }
    let info: protocol::LobbyInfo = serde_json::from_str(&text)
        .map_err(|e| LoadError::Http(format!("POST /api/lobbies: bad body: {e}")))?;
    Ok(info.code)
}

/// The figures read from the server's `/metrics`.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct ServerMetrics {
    /// `albion_connections`.
    pub connections: Option<f64>,
    /// `albion_lobbies`.
    pub lobbies: Option<f64>,
    /// `albion_actions_total`.
    pub actions_total: Option<f64>,
    /// `albion_rejections_total`.
    pub rejections_total: Option<f64>,
    /// `albion_slow_disconnects_total`.
    pub slow_disconnects_total: Option<f64>,
    /// `process_resident_memory_bytes`, if the server exports it.
    pub resident_memory_bytes: Option<f64>,
}

/// Reads `/metrics`. A server that does not answer gives empty figures, never an error: the
/// load test still reports what it measured itself.
pub async fn metrics(addr: SocketAddr) -> ServerMetrics {
    let Ok((200, text)) = http(addr, "GET", "/metrics", None).await else {
        return ServerMetrics::default();
    };
    let value = |name: &str| {
        text.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
            let (n, v) = l.split_once(' ')?;
            (n == name).then(|| v.trim().parse::<f64>().ok()).flatten()
        })
    };
    ServerMetrics {
        connections: value("albion_connections"),
        lobbies: value("albion_lobbies"),
        actions_total: value("albion_actions_total"),
        rejections_total: value("albion_rejections_total"),
        slow_disconnects_total: value("albion_slow_disconnects_total"),
        resident_memory_bytes: value("process_resident_memory_bytes"),
    }
}

impl ServerMetrics {
    /// The figures of several servers added up. A figure is known only when every server gave
    /// it: a sum that left a silent server out would pass for the whole.
    #[must_use]
    pub fn sum(all: &[Self]) -> Self {
        let add = |f: fn(&Self) -> Option<f64>| {
            all.iter()
                .map(f)
                .try_fold(0.0, |total, v| v.map(|v| total + v))
                .filter(|_| !all.is_empty())
        };
        Self {
            connections: add(|m| m.connections),
            lobbies: add(|m| m.lobbies),
            actions_total: add(|m| m.actions_total),
            rejections_total: add(|m| m.rejections_total),
            slow_disconnects_total: add(|m| m.slow_disconnects_total),
            resident_memory_bytes: add(|m| m.resident_memory_bytes),
        }
    }
}

/// Reads every server's `/metrics` at once and adds the figures up ([`ServerMetrics::sum`]).
pub async fn metrics_sum(addrs: &[SocketAddr]) -> ServerMetrics {
    let all = futures_util::future::join_all(addrs.iter().map(|a| metrics(*a))).await;
    ServerMetrics::sum(&all)
}

/// The resident set size of process `pid` from `/proc/PID/status` (`VmRSS`), in bytes.
#[must_use]
pub fn proc_rss(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line
        .trim_start_matches("VmRSS:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

/// CPU time (user + system) used so far by process `pid` (`self` for this process), in seconds,
/// from `/proc/PID/stat`.
#[must_use]
pub fn proc_cpu_secs(pid: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name (which may hold spaces) start at field 3 (state).
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    // USER_HZ is 100 on every Linux ABI this runs on.
    Some((utime + stime) / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_only() {
        let ok = |u: &str| loopback_addr(u).unwrap().to_string();
        assert_eq!(ok("http://127.0.0.1:8080"), "127.0.0.1:8080");
        assert_eq!(ok("ws://localhost:9000/ws"), "127.0.0.1:9000");
        assert_eq!(ok("127.0.0.2:1"), "127.0.0.2:1");
        assert_eq!(ok("http://[::1]:8080/"), "[::1]:8080");
        assert_eq!(ok("http://127.0.0.1"), "127.0.0.1:80");
        for bad in [
            "http://10.0.0.1:8080",
            "https://127.0.0.1:8080",
            "http://example.com:80",
            "http://user@127.0.0.1:80",
            "http://0.0.0.0:8080",
            "http://[2001:db8::1]:80",
            "http://127.0.0.1:notaport",
        ] {
            assert!(loopback_addr(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn server_lists() {
        let ok = |u: &str| -> Vec<String> {
            loopback_addrs(u)
                .unwrap()
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        assert_eq!(ok("http://127.0.0.1:8080"), ["127.0.0.1:8080"]);
        assert_eq!(
            ok("http://127.0.0.1:8081,http://127.0.0.1:8082,http://127.0.0.1:8083"),
            ["127.0.0.1:8081", "127.0.0.1:8082", "127.0.0.1:8083"]
        );
        assert_eq!(
            ok("localhost:1, ws://[::1]:2/ws ,127.0.0.2:1"),
            ["127.0.0.1:1", "[::1]:2", "127.0.0.2:1"]
        );
        for bad in [
            "",
            ",",
            "http://127.0.0.1:8081,",
            "http://127.0.0.1:8081,,http://127.0.0.1:8082",
            "http://127.0.0.1:8081,http://10.0.0.1:8082",
            "http://127.0.0.1:8081,https://127.0.0.1:8082",
            "http://127.0.0.1:8081,http://localhost:8081",
        ] {
            assert!(loopback_addrs(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn own_cpu_time() {
        let t = proc_cpu_secs("self").unwrap();
        assert!(t >= 0.0);
    }

    #[test]
    fn metrics_add_up_only_when_every_server_answers() {
        let one = ServerMetrics {
            connections: Some(4.0),
            actions_total: Some(10.0),
            resident_memory_bytes: Some(100.0),
            ..ServerMetrics::default()
        };
        let two = ServerMetrics {
            connections: Some(6.0),
            actions_total: Some(5.0),
            ..ServerMetrics::default()
        };
        let sum = ServerMetrics::sum(&[one.clone(), two]);
        assert_eq!(sum.connections, Some(10.0));
        assert_eq!(sum.actions_total, Some(15.0));
        assert_eq!(sum.resident_memory_bytes, None);
        assert_eq!(sum.lobbies, None);
        let alone = ServerMetrics::sum(std::slice::from_ref(&one));
        assert_eq!(alone.resident_memory_bytes, Some(100.0));
        assert_eq!(ServerMetrics::sum(&[]).connections, None);
    }

    #[test]
    fn chunked_bodies() {
        assert_eq!(
            dechunk("5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"),
            "hello world"
        );
    }
}
