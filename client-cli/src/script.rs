//! `albion script`: JSON lines in, JSON lines out, for tests in any language.
//!
//! Every line on stdin is sent as one text frame, unchanged (so tests can send malformed input on
//! purpose); every message from the server is printed as one line on stdout. When stdin ends the
//! client waits for `--linger` milliseconds of silence and closes; when the server closes, the
//! client prints `{"t":"closed","code":…,"reason":…}` and exits.

use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

use crate::net::{Connection, DEFAULT_SERVER, Incoming, ServerAddr};

/// `albion script` options.
#[derive(Debug, Args)]
pub struct ScriptArgs {
    /// The server.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
    /// After stdin ends, wait this long (ms) without a server message before closing.
    #[arg(long, default_value_t = 500)]
    linger: u64,
}

/// Runs the script mode.
pub async fn run(args: ScriptArgs) -> ExitCode {
    match script(args).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("albion: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn script(args: ScriptArgs) -> Result<ExitCode, crate::net::NetError> {
    let mut conn = Connection::open(&args.server).await?;
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut stdout = tokio::io::stdout();
    let mut stdin_open = true;
    let linger = Duration::from_millis(args.linger);
    loop {
        tokio::select! {
            line = lines.next_line(), if stdin_open => match line {
                Ok(Some(line)) if line.trim().is_empty() => {}
                Ok(Some(line)) => conn.send_text(line).await?,
                Ok(None) | Err(_) => stdin_open = false,
            },
            incoming = conn.recv() => {
                let text = match incoming? {
                    Incoming::Msg(_, text) => text,
                    Incoming::Closed { code, reason } => {
                        let closed = serde_json::json!({"t": "closed", "code": code, "reason": reason});
                        let _ = stdout.write_all(format!("{closed}\n").as_bytes()).await;
                        let _ = stdout.flush().await;
                        return Ok(ExitCode::SUCCESS);
                    }
                };
                if stdout.write_all(format!("{text}\n").as_bytes()).await.is_err() {
                    return Ok(ExitCode::SUCCESS);
                }
                let _ = stdout.flush().await;
            },
            () = tokio::time::sleep(linger), if !stdin_open => {
                conn.close().await;
                return Ok(ExitCode::SUCCESS);
            }
        }
    }
}
