//! `albion` over TLS: a throwaway certificate authority and a server certificate made here, a
//! TLS front (tokio-rustls) before the in-process server, and the client's HTTP and WebSocket
//! both refusing the unknown authority, then connecting once `--ca-cert` names it.

use std::sync::Arc;

use client_cli::net::{Connection, Incoming, NetError, ServerAddr, create_lobby, get_lobby};
use protocol::{ClientMsg, CreateLobby, GameConfig, PROTOCOL_VERSION, ServerMsg};
use rcgen::{
    BasicConstraints, CertificateParams, CertifiedIssuer, DnType, IsCa, KeyPair, KeyUsagePurpose,
};
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio::net::{TcpListener, TcpStream};
mod common;

/// A CA, and a certificate for `localhost` signed by it: (CA in PEM, server config).
fn certificates() -> (String, rustls::ServerConfig) {
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(DnType::CommonName, "Albion test CA");
    ca_params.key_usages = vec![
        KeyUsagePurpose::KeyCertSign,
        KeyUsagePurpose::CrlSign,
        KeyUsagePurpose::DigitalSignature,
    ];
    let ca = CertifiedIssuer::self_signed(ca_params, KeyPair::generate().unwrap()).unwrap();
    let leaf_key = KeyPair::generate().unwrap();
    let leaf = CertificateParams::new(vec!["localhost".to_owned()])
        .unwrap()
        .signed_by(&leaf_key, &ca)
        .unwrap();
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(leaf_key.serialize_der()));
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(vec![leaf.der().clone()], key)
    .unwrap();
    (ca.pem(), config)
}

/// Terminates TLS on a port of its own and passes the bytes to the plain server at `upstream`.
async fn tls_front(config: rustls::ServerConfig, upstream: String) -> u16 {
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            let upstream = upstream.clone();
            tokio::spawn(async move {
                // A client that refuses the certificate ends the handshake: nothing to pass on.
                let Ok(mut tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let mut plain = TcpStream::connect(upstream).await.unwrap();
                let _ = tokio::io::copy_bidirectional(&mut tls, &mut plain).await;
            });
        }
    });
    port
}

#[tokio::test]
async fn https_and_wss_need_the_private_ca_and_work_with_it() {
    let server = common::server().await;
    let (ca_pem, config) = certificates();
    let upstream = server.addr.base().trim_start_matches("http://").to_owned();
    let port = tls_front(config, upstream).await;
    let addr: ServerAddr = format!("https://localhost:{port}").parse().unwrap();

    // Without the CA: refused, with the way out in the message; over HTTP and WebSocket alike.
    let e = get_lobby(&addr, "NONE").await.unwrap_err();
    assert!(matches!(e, NetError::Tls { .. }), "{e:?}");
    assert!(e.to_string().contains("--ca-cert FILE"), "{e}");
    let e = Connection::open(&addr).await.unwrap_err();
    assert!(matches!(e, NetError::Tls { .. }), "{e:?}");

    // A file that is not a certificate is refused with the reason.
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.pem");
    std::fs::write(&junk, "not a certificate").unwrap();
    let e = client_cli::net::trust_ca_file(&junk).unwrap_err();
    assert!(e.to_string().contains("no certificate in it"), "{e}");

    // With it: HTTP creates and finds the lobby, the WebSocket says hello and is welcomed.
    let ca = dir.path().join("ca.pem");
    std::fs::write(&ca, ca_pem).unwrap();
    client_cli::net::trust_ca_file(&ca).unwrap();
    let lobby = create_lobby(
        &addr,
        &CreateLobby {
            config: GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            public: false,
        },
    )
    .await
    .unwrap();
    assert_eq!(
        get_lobby(&addr, &lobby.code).await.unwrap().code,
        lobby.code
    );
    let mut conn = Connection::open(&addr).await.unwrap();
    conn.send(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        lobby: lobby.code.clone(),
        token: None,
        last_v: None,
        lang: None,
    })
    .await
    .unwrap();
    let Incoming::Msg(msg, _) = conn.recv().await.unwrap() else {
        panic!("closed");
    };
    assert!(matches!(*msg, ServerMsg::Welcome { .. }), "{msg:?}");
}

#[test]
fn the_ca_cert_option_refuses_an_unreadable_file_clearly() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_albion"))
        .env("ALBION_LANG", "en")
        .args(["join", "ABC", "--ca-cert", "/nonexistent/ca.pem"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot use /nonexistent/ca.pem as a CA certificate"),
        "{err}"
    );
}

/// A server with a self-signed certificate (no authority at all): `--ca-cert` with that very
/// certificate pins it, and `albion lobbies` lists the lobbies over TLS; without it the refusal
/// says in words what to do (no Rust debug text).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_self_signed_certificate_is_pinned_with_ca_cert() {
    let server = common::server().await;
    let self_signed = rcgen::generate_simple_self_signed(vec!["localhost".to_owned()]).unwrap();
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(
        self_signed.signing_key.serialize_der(),
    ));
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(vec![self_signed.cert.der().clone()], key)
    .unwrap();
    let upstream = server.addr.base().trim_start_matches("http://").to_owned();
    let port = tls_front(config, upstream).await;
    let url = format!("https://localhost:{port}");
    let dir = tempfile::tempdir().unwrap();
    let pem = dir.path().join("server.pem");
    std::fs::write(&pem, self_signed.cert.pem()).unwrap();
    let albion = |args: Vec<String>| {
        tokio::task::spawn_blocking(move || {
            std::process::Command::new(env!("CARGO_BIN_EXE_albion"))
                .env("ALBION_LANG", "en")
                .args(args)
                .env("ALBION_STATE_DIR", "/nonexistent-albion-state")
                .output()
                .unwrap()
        })
    };
    let out = albion(vec!["lobbies".into(), "--server".into(), url.clone()])
        .await
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--ca-cert FILE"), "{err}");
    assert!(!err.contains("InvalidCertificate("), "{err}");
    let out = albion(vec![
        "lobbies".into(),
        "--server".into(),
        url.clone(),
        "--ca-cert".into(),
        pem.display().to_string(),
    ])
    .await
    .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains(&format!("No public lobby is open on {url}")),
        "{text}"
    );
}
