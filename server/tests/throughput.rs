//! Throughput and latency of whole Camelot games through a real server (ignored by default; run
//! in release for `BENCHMARKS.md`):
//!
//! `cargo test --release -p server --test throughput -- --ignored --nocapture`
//! (`ALBION_BENCH_GAMES=N` sets the number of concurrent games, default 50).

mod common;

use common::play::{camelot_view, start_game};
use common::{TestServer, fast, tempdir};
use protocol::{ClientMsg, GameAction, LobbyStatus};
use std::time::{Duration, Instant};

const MAX_PLIES: usize = 200;

async fn play(srv_addr: std::net::SocketAddr, code: String) -> Vec<Duration> {
    let ([mut white, mut black], []) = start_game(srv_addr, &code, ["w", "b"]).await;
    let mut latencies = Vec::new();
    for ply in 0..MAX_PLIES {
        if white.lobby.as_ref().unwrap().status != LobbyStatus::Playing {
            break;
        }
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        let legal_moves = camelot_view(mover.view.as_ref()).legal_moves;
        let mv = legal_moves
            .iter()
            .find(|m| m.is_capture())
            .unwrap_or(&legal_moves[ply % legal_moves.len()])
            .clone();
        let sent = Instant::now();
        mover
            .send(&ClientMsg::Act {
                v: mover.v,
                action: GameAction::Camelot { mv },
            })
            .await;
        mover.until_ack().await;
        latencies.push(sent.elapsed());
        let v = mover.v;
        other.catch_up(v).await;
    }
    latencies
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a measurement, run in release"]
async fn camelot_games_through_the_server() {
    let games: usize = std::env::var("ALBION_BENCH_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut codes = Vec::new();
    for _ in 0..games {
        codes.push(srv.camelot_lobby().await);
    }
    let start = Instant::now();
    let tasks: Vec<_> = codes
        .into_iter()
        .map(|code| tokio::spawn(play(srv.addr, code)))
        .collect();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    let elapsed = start.elapsed();
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    println!(
        "{games} concurrent games, {} actions in {:.2?}: {:.0} actions/s; act->ack p50 {:.2?} p99 {:.2?} max {:.2?}",
        all.len(),
        elapsed,
        all.len() as f64 / elapsed.as_secs_f64(),
        pct(0.5),
        pct(0.99),
        all[all.len() - 1]
    );
    srv.stop().await;
}
