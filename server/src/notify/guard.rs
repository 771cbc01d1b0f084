//! Where a player's URL may send this server: public addresses only, unless the operator says
//! otherwise. A webhook or push endpoint is a URL somebody typed; without this, an open server
//! would forward requests into its own network (its database, its cloud's metadata service).
//!
//! A URL naming an address is checked when it is set and again when it is used; a URL naming a
//! host is checked at every connection, on the addresses its name resolves to then (the
//! [`PublicResolver`] hands the HTTP client nothing else), so a name that resolves to a public
//! address when set and to a private one later gets nowhere.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use url::{Host, Url};

/// Whether `ip` is an address on the public internet: not loopback, private, link-local,
/// shared (carrier-grade NAT), documentation, benchmarking, multicast, broadcast or
/// unspecified; an IPv4-mapped or -compatible IPv6 address is judged as its IPv4 address.
#[must_use]
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4() {
                return is_public_v4(v4);
            }
            is_public_v6(v6)
        }
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_multicast()
        || a == 0
        // Shared address space (RFC 6598).
        || (a == 100 && (64..128).contains(&b))
        // IETF protocol assignments (RFC 6890).
        || (a == 192 && b == 0 && c == 0)
        // Benchmarking (RFC 2544).
        || (a == 198 && (18..20).contains(&b))
        // Reserved (RFC 1112).
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // Unique local (fc00::/7) and link-local (fe80::/10).
        || (first & 0xfe00) == 0xfc00
        || (first & 0xffc0) == 0xfe80
        // Documentation (2001:db8::/32).
        || (first == 0x2001 && ip.segments()[1] == 0x0db8)
        // NAT64 well-known prefix (64:ff9b::/96) reaches IPv4 addresses.
        || (first == 0x0064 && ip.segments()[1] == 0xff9b))
}

/// Why a URL was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Refused {
    /// Not a URL.
    #[error("not a URL")]
    NotUrl,
    /// Not `https:` (or `http:` where the operator allows it).
    #[error("the URL must start with https://")]
    Scheme,
    /// It carries a user name or password.
    #[error("the URL must not carry a user name or password")]
    Credentials,
    /// It names a private, loopback or otherwise non-public address.
    #[error("the URL points at a private or local address, which this server does not call")]
    Private,
}

/// Parses and checks a player's URL: `https:` (or `http:` when `allow_private`), no user
/// name or password, and no address that is not public unless `allow_private`.
///
/// # Errors
/// Why it is refused.
pub fn check_url(text: &str, allow_private: bool) -> Result<Url, Refused> {
    let url = Url::parse(text).map_err(|_| Refused::NotUrl)?;
    match url.scheme() {
        "https" => {}
        "http" if allow_private => {}
        _ => return Err(Refused::Scheme),
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Refused::Credentials);
    }
    match url.host() {
        None => Err(Refused::NotUrl),
        Some(Host::Ipv4(ip)) if !allow_private && !is_public(IpAddr::V4(ip)) => {
            Err(Refused::Private)
        }
        Some(Host::Ipv6(ip)) if !allow_private && !is_public(IpAddr::V6(ip)) => {
            Err(Refused::Private)
        }
        Some(Host::Domain(name))
            if !allow_private
                && (name.eq_ignore_ascii_case("localhost")
                    || name.to_ascii_lowercase().ends_with(".localhost")) =>
        {
            Err(Refused::Private)
        }
        Some(_) => Ok(url),
    }
}

/// The HTTP client's name resolution: the addresses a host name resolves to, without those
/// that are not public (unless allowed); a name with none left does not resolve.
#[derive(Debug, Clone, Copy)]
pub struct PublicResolver {
    /// Private and loopback addresses too (the operator's choice, and the tests').
    pub allow_private: bool,
}

impl reqwest::dns::Resolve for PublicResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let allow_private = self.allow_private;
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((name.as_str(), 0))
                .await?
                .filter(|a| allow_private || is_public(a.ip()))
                .collect();
            if found.is_empty() {
                return Err(format!(
                    "{} has no public address (refused: private or local)",
                    name.as_str()
                )
                .into());
            }
            let addrs: reqwest::dns::Addrs = Box::new(found.into_iter());
            Ok(addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_and_local_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "224.0.0.1",
            "::1",
            "::",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["1.1.1.1", "93.184.216.34", "2606:4700:4700::1111"] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
    }

    #[test]
    fn a_url_is_https_to_a_public_place_unless_the_operator_allows_more() {
        assert!(check_url("https://hooks.example.org/albion", false).is_ok());
        assert_eq!(
            check_url("http://hooks.example.org/", false),
            Err(Refused::Scheme)
        );
        assert_eq!(check_url("ftp://example.org/", true), Err(Refused::Scheme));
        assert_eq!(
            check_url("https://127.0.0.1:8080/", false),
            Err(Refused::Private)
        );
        assert_eq!(check_url("https://[::1]/", false), Err(Refused::Private));
        assert_eq!(
            check_url("https://169.254.169.254/latest/meta-data", false),
            Err(Refused::Private)
        );
        assert_eq!(
            check_url("https://localhost/", false),
            Err(Refused::Private)
        );
        assert_eq!(
            check_url("https://user:pw@example.org/", false),
            Err(Refused::Credentials)
        );
        assert_eq!(check_url("not a url", false), Err(Refused::NotUrl));
        assert!(check_url("http://127.0.0.1:9/hook", true).is_ok());
    }

    #[tokio::test]
    async fn a_name_that_resolves_only_to_loopback_resolves_to_nothing() {
        use reqwest::dns::Resolve as _;
        let name = |s: &str| -> reqwest::dns::Name { s.parse().unwrap() };
        let refused = PublicResolver {
            allow_private: false,
        }
        .resolve(name("localhost"))
        .await;
        assert!(refused.is_err());
        let allowed = PublicResolver {
            allow_private: true,
        }
        .resolve(name("localhost"))
        .await
        .unwrap();
        assert!(allowed.into_iter().any(|a| a.ip().is_loopback()));
    }
}
