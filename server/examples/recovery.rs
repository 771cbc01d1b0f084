//! How long a restart takes to bring back unfinished games.
//!
//! Fills a fresh database with `--games` lobbies, each with an unfinished game whose log holds
//! `--plies` actions (four Camelot games to every Super Camelot one, 2 and 3 players), written
//! through the store exactly as the server writes them; then starts the server on it and times
//! the start-up until `/readyz` answers: migrations, loading every live lobby and replaying every
//! log through its engine. Prints the median of `--runs` starts, and how much the process's
//! resident memory grew while the lobbies were held (Linux).
//!
//! With `--days N` every game is a correspondence game of N days per move or turn, its plays
//! logged with their dates, as a server holding many slow games idle would have them.
//!
//! ```sh
//! cargo run --release -p server --example recovery -- --games 1000
//! cargo run --release -p server --example recovery -- --games 10000 --plies 20 --days 3
//! cargo run --release -p server --example recovery -- --games 1000 \
//!     --database-url postgres://postgres@127.0.0.1:5432/recovery
//! ```
//! A PostgreSQL database given here is emptied first (its tables are dropped).

use clap::Parser;
use protocol::{GameAction, GameConfig, GameView};
use server::game::HostedGame;
use server::store::{NewGame, Pool, Store, StoredSeat};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[derive(Debug, Parser)]
struct Args {
    /// Unfinished games to recover.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// Actions in each game's log (fewer if a game would end sooner).
    #[arg(long, default_value_t = 60)]
    plies: usize,
    /// Server starts to time.
    #[arg(long, default_value_t = 3)]
    runs: usize,
    /// Database (default: a fresh SQLite file in a temporary folder).
    #[arg(long)]
    database_url: Option<String>,
    /// Correspondence games of this many days per move or turn.
    #[arg(long)]
    days: Option<u8>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let dir = tempfile::tempdir()?;
    let url = args
        .database_url
        .clone()
        .unwrap_or_else(|| format!("sqlite://{}", dir.path().join("recovery.db").display()));
    if url.starts_with("postgres") {
        empty_postgres(&url).await?;
    }
    let store = Store::connect(&url).await?;
    let started = Instant::now();
    let actions = fill(&store, &args).await?;
    store.close().await;
    println!(
        "{}: {} unfinished games, {actions} logged actions, written in {:.1} s",
        store.backend(),
        args.games,
        started.elapsed().as_secs_f64()
    );

    let mut times = Vec::new();
    for run in 1..=args.runs {
        let (t, grew) = time_start(&url).await?;
        println!(
            "start {run}: ready after {:.0} ms; resident memory grew {:.1} MiB ({:.1} KiB per lobby)",
            t.as_secs_f64() * 1e3,
            grew as f64 / 1024.0,
            grew as f64 / args.games as f64
        );
        times.push(t);
    }
    times.sort();
    println!(
        "median start-up with {} unfinished games: {:.0} ms",
        args.games,
        times[times.len() / 2].as_secs_f64() * 1e3
    );
    Ok(())
}

/// Drops every table of a PostgreSQL database so the run starts empty.
async fn empty_postgres(url: &str) -> anyhow::Result<()> {
    let store = Store::connect(url).await?;
    if let Pool::Postgres(pool) = store.pool() {
        sqlx::raw_sql(
            "DROP TABLE IF EXISTS actions, games, seats, lobbies, _sqlx_migrations CASCADE;
             DROP FUNCTION IF EXISTS albion_append_only CASCADE;",
        )
        .execute(pool)
        .await?;
    }
    store.close().await;
    Ok(())
}

/// The actions `seat` may take in `view` (Camelot's follow from the position, for the seat to
/// move).
fn legal(view: &GameView, seat: u8) -> Vec<GameAction> {
    match view {
        GameView::Camelot { to_move, .. } if *to_move != seat => Vec::new(),
        GameView::Camelot { .. } => view
            .camelot_legal_moves()
            .into_iter()
            .map(|mv| GameAction::Camelot { mv })
            .collect(),
        GameView::SuperCamelot { view, .. } => view
            .legal_actions
            .iter()
            .map(|a| GameAction::SuperCamelot { action: *a })
            .collect(),
    }
}

/// Writes the lobbies and their logs, many lobbies at once (as a busy server would).
async fn fill(store: &Store, args: &Args) -> anyhow::Result<usize> {
    let mut tasks = tokio::task::JoinSet::new();
    let mut actions = 0;
    for n in 0..args.games {
        let store = store.clone();
        let plies = args.plies;
        let days = args.days;
        tasks.spawn(async move { fill_one(&store, n, plies, days).await });
        while tasks.len() >= 64 {
            actions += tasks.join_next().await.expect("a task")??;
        }
    }
    while let Some(done) = tasks.join_next().await {
        actions += done??;
    }
    Ok(actions)
}

async fn fill_one(
    store: &Store,
    n: usize,
    plies: usize,
    days: Option<u8>,
) -> anyhow::Result<usize> {
    let code = format!("REC{n:09}");
    let (config, characters, seats): (GameConfig, Vec<String>, u8) = if n % 5 == 4 {
        (
            GameConfig::SuperCamelot {
                seats: 3,
                ask_activation_order: false,
                auto_enemy_ties: false,
                turn_secs: None,
                days_per_turn: None,
            },
            vec!["Arthur".into(), "Merlin".into(), "Kay".into()],
            3,
        )
    } else {
        (
            GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            Vec::new(),
            2,
        )
    };
    let config = config.with_days(days);
    store.create_lobby(&code, &config, false).await?;
    let mut v = 0;
    let mut stored = Vec::new();
    for seat in 0..seats {
        v += 1;
        let token_hash = server::lobby::hash_token(&format!("token-{code}-{seat}"));
        store
            .put_seat(&code, seat, &format!("p{seat}"), &token_hash, v, Some(0))
            .await?;
        stored.push(StoredSeat {
            seat,
            name: format!("p{seat}"),
            token_hash,
            ready: false,
            character: characters.get(usize::from(seat)).cloned(),
            rematch: false,
            bot: None,
        });
    }
    let seed = 0x5eed_0000 + n as u64;
    let setup = serde_json::json!({
        "config": config,
        "characters": characters,
        "players": (0..seats).map(|s| format!("p{s}")).collect::<Vec<_>>(),
    })
    .to_string();
    v += 1;
    let id = store
        .start_game(
            &code,
            &NewGame {
                game_no: 1,
                kind: config.kind(),
                setup: &setup,
                seed,
                v,
                host: Some(0),
                seats: &stored,
            },
        )
        .await?;
    let mut game = HostedGame::new(&config, &characters, seed).map_err(anyhow::Error::msg)?;
    let mut rng = seed;
    let mut seq = 0u32;
    for _ in 0..plies {
        let Some((seat, options)) = (0..seats)
            .map(|s| (s, legal(&game.view(Some(s), true, protocol::Lang::En), s)))
            .find(|(_, o)| !o.is_empty())
        else {
            break;
        };
        rng = rng
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let action = options[(rng >> 33) as usize % options.len()].clone();
        let checked = game
            .check(seat, &action)
            .map_err(|r| anyhow::anyhow!("{}", r.message))?;
        game.apply(checked)
            .map_err(|r| anyhow::anyhow!("{}", r.message))?;
        if game.result().is_some() {
            // Keep every game unfinished: the move that would end it is not logged.
            break;
        }
        v += 1;
        let mut logged = serde_json::json!({ "kind": "act", "action": action });
        if days.is_some() {
            logged["at_ms"] = server::store::now_ms().into();
        }
        let logged = logged.to_string();
        store
            .append_action(&code, id, seq, seat, &logged, v)
            .await?;
        seq += 1;
    }
    Ok(seq as usize)
}

/// The process's resident memory in KiB (0 where /proc does not say).
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// Starts the server in-process on the filled database and returns how long it took to answer
/// `/readyz` and how many KiB the resident memory grew meanwhile; then stops it.
async fn time_start(url: &str) -> anyhow::Result<(Duration, u64)> {
    let before = rss_kib();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let mut config = server::Config::with_database(url);
    config.max_lobbies = 1_000_000;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let started = Instant::now();
    let server = tokio::spawn(server::run(listener, config, async move {
        let _ = stopped.await;
    }));
    loop {
        if ready(addr).await {
            break;
        }
        anyhow::ensure!(!server.is_finished(), "the server stopped during start-up");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let elapsed = started.elapsed();
    let grew = rss_kib().saturating_sub(before);
    let _ = stop.send(());
    server.await??;
    Ok((elapsed, grew))
}

async fn ready(addr: std::net::SocketAddr) -> bool {
    let Ok(mut s) = tokio::net::TcpStream::connect(addr).await else {
        return false;
    };
    let req = "GET /readyz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    if s.write_all(req.as_bytes()).await.is_err() {
        return false;
    }
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf).await;
    buf.starts_with(b"HTTP/1.1 200")
}
