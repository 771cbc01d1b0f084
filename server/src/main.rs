//! `albion-server`: parse the configuration, install logging, serve until SIGINT or SIGTERM;
//! or, as `albion-server healthcheck`, probe a running server and exit 0 (ready) or 1.

use anyhow::Context as _;
use clap::Parser as _;
use server::Config;
use server::config::{Cli, Command, Healthcheck, ProbeTarget};
use std::io::IsTerminal as _;
use std::process::ExitCode;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt as _, AsyncReadExt as _, AsyncWriteExt as _, BufReader};
use tokio::net::TcpStream;
use tracing_subscriber::EnvFilter;

/// mimalloc rather than glibc's malloc: the server's work is many small allocations that live for
/// one action (events, frames, views), which mimalloc's per-thread free lists serve a quarter to a
/// third cheaper (`benches/per_action.rs`, BENCHMARKS.md). Without the feature `mimalloc` (for a
/// heap profiler), the system's.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// How long the exit waits for blocking work still running once the server has stopped.
const EXIT_GRACE: Duration = Duration::from_secs(1);

fn main() -> anyhow::Result<ExitCode> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    let result = runtime.block_on(run());
    // Everything that counts is done by now (the server logs `stopped` after its store is
    // closed). A blocking task may still be running: a database client's reconnection that
    // resolves the host name of a database which went away with it (`docker compose down` stops
    // both at once), and a resolver there can take 30 s or more. Dropping the runtime would wait
    // for it, and the container would be killed for not stopping; give it a moment, then go.
    runtime.shutdown_timeout(EXIT_GRACE);
    result
}

async fn run() -> anyhow::Result<ExitCode> {
    let cli = Cli::parse();
    if let Some(Command::Healthcheck(check)) = cli.command {
        return Ok(healthcheck(&check, &cli.config).await);
    }
    // Colour only for a person at a terminal: a file or a journal gets plain text, and so does
    // anyone who sets NO_COLOR (https://no-color.org).
    let colour = std::io::stdout().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    tracing_subscriber::fmt()
        .with_ansi(colour)
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    serve(cli.config).await?;
    Ok(ExitCode::SUCCESS)
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let shutdown = shutdown_signal();
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .with_context(|| format!("binding {}", config.bind))?;
    server::run(listener, config, shutdown)
        .await
        .context("server failed")
}

/// Resolves on SIGINT or SIGTERM. The handlers are installed here, when this is called, and not
/// when the future is first polled: the listener is bound (and answers probes) before the serve
/// loop polls it, and a SIGTERM in that window would otherwise kill the process with no clean stop.
fn shutdown_signal() -> impl Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let int = signal(SignalKind::interrupt());
        let term = signal(SignalKind::terminate());
        async move {
            let (mut int, mut term) = match (int, term) {
                (Ok(int), Ok(term)) => (int, term),
                (Err(e), _) | (_, Err(e)) => {
                    tracing::error!(error = %e, "listening for SIGINT and SIGTERM");
                    // Still serving, but only a kill stops it now.
                    std::future::pending().await
                }
            };
            tokio::select! {
                _ = int.recv() => {}
                _ = term.recv() => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "listening for Ctrl-C");
            std::future::pending::<()>().await;
        }
    }
}

/// Probes the server and says what it found in one line (Docker keeps it with the health state).
async fn healthcheck(check: &Healthcheck, config: &Config) -> ExitCode {
    let target = match check.target(config.bind) {
        Ok(target) => target,
        Err(e) => {
            eprintln!("unhealthy: {e}");
            return ExitCode::FAILURE;
        }
    };
    let url = format!("http://{}{}", target.authority, target.path);
    let timeout = Duration::from_secs(check.timeout_secs);
    match tokio::time::timeout(timeout, status_of(&target)).await {
        Ok(Ok(status)) if (200..300).contains(&status) => {
            println!("healthy: {status} from {url}");
            ExitCode::SUCCESS
        }
        Ok(Ok(status)) => {
            eprintln!("unhealthy: {status} from {url}");
            ExitCode::FAILURE
        }
        Ok(Err(e)) => {
            eprintln!("unhealthy: {url}: {e:#}");
            ExitCode::FAILURE
        }
        Err(_) => {
            eprintln!("unhealthy: no answer from {url} within {timeout:?}");
            ExitCode::FAILURE
        }
    }
}

/// One `GET` over HTTP/1.1; returns the status code of the answer.
async fn status_of(target: &ProbeTarget) -> anyhow::Result<u16> {
    let mut stream = TcpStream::connect(&target.authority)
        .await
        .context("connecting")?;
    let request = format!(
        "GET {} HTTP/1.1\r\nHost: {}\r\nUser-Agent: albion-server-healthcheck\r\nConnection: close\r\n\r\n",
        target.path, target.authority
    );
    stream
        .write_all(request.as_bytes())
        .await
        .context("sending the request")?;
    // Only the status line matters: `HTTP/1.1 200 OK`. The body is left unread.
    let mut line = String::new();
    BufReader::new(stream.take(1024))
        .read_line(&mut line)
        .await
        .context("reading the answer")?;
    line.strip_prefix("HTTP/1.")
        .and_then(|rest| rest.split(' ').nth(1))
        .and_then(|code| code.trim().parse().ok())
        .with_context(|| format!("not an HTTP status line: {:?}", line.trim_end()))
}
