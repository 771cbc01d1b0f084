//! Crash recovery with the real binary: `albion-server` plays several games with many clients,
//! is killed with SIGKILL mid-play, restarts on the same database, and every acknowledged action
//! is still there, every game continues and every reconnected client sees the replayed state.
//! Runs on SQLite and on PostgreSQL (see `common::db`).

mod common;

use common::db::TestDb;
use common::play::{Lcg, legal, start_game};
use common::{Client, free_addr, http};
use protocol::{ClientMsg, GameAction, GameConfig, LobbyStatus, ServerMsg};
use serde_json::Value;
use server::game::HostedGame;
use server::store::Store;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::process::{Child, Command};

/// Camelot lobbies (2 players + 1 spectator each) and Super Camelot lobbies (3 + 1).
const CAMELOT_LOBBIES: usize = 4;
const SUPER_LOBBIES: usize = 2;
/// The server is killed once this many actions have been acknowledged in all.
const KILL_AFTER_ACKS: usize = 120;
/// Actions each lobby plays after the restart.
const AFTER_RESTART: usize = 6;

async fn start_server(url: &str) -> (Child, SocketAddr) {
    let addr = free_addr();
    let mut child = Command::new(env!("CARGO_BIN_EXE_albion-server"))
        .env("DATABASE_URL", url)
        .env("ALBION_BIND", addr.to_string())
        .env("ALBION_RATE", "100000")
        .env("ALBION_RATE_BURST", "100000")
        .env("RUST_LOG", "warn")
        .kill_on_drop(true)
        .spawn()
        .expect("the albion-server binary starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if tokio::net::TcpStream::connect(addr).await.is_ok()
            && http(addr, "GET", "/readyz", None).await.0 == 200
        {
            return (child, addr);
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the server exited before it was ready ({status}); its log is above");
        }
        assert!(Instant::now() < deadline, "the server did not come up");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// One lobby's clients: players in seat order, then one spectator.
struct Table {
    code: String,
    players: Vec<Client>,
    spectator: Client,
}

async fn open_table<const P: usize>(addr: SocketAddr, config: &str) -> Table {
    let (status, body) = http(addr, "POST", "/api/lobbies", Some(config)).await;
    assert_eq!(status, 201, "{body}");
    let code = serde_json::from_str::<protocol::LobbyInfo>(&body)
        .unwrap()
        .code;
    let names: [String; P] = std::array::from_fn(|i| format!("p{i}"));
    let (players, []) = start_game(addr, &code, names.each_ref().map(String::as_str)).await;
    // The spectator comes in once the game runs.
    let mut spectator = Client::connect(addr).await;
    spectator.hello(&code, None).await;
    Table {
        code,
        players: players.into(),
        spectator,
    }
}

/// Plays up to `budget` actions (stopping early if the game ends or a socket fails), recording
/// each acknowledged action with its version in `acked` the moment its ack arrives.
async fn drive(
    t: &mut Table,
    budget: usize,
    seed: u64,
    acked: &mut Vec<(u64, GameAction)>,
    total: &AtomicUsize,
) -> Result<(), String> {
    let mut rng = Lcg(seed);
    for _ in 0..budget {
        if t.players[0].lobby.as_ref().map(|l| l.status) != Some(LobbyStatus::Playing) {
            return Ok(());
        }
        let Some((i, options)) = t
            .players
            .iter()
            .enumerate()
            .map(|(i, c)| (i, legal(c.view.as_ref(), c.seat)))
            .find(|(_, o)| !o.is_empty())
        else {
            return Err("nobody has a legal action".into());
        };
        let action = rng.pick(&options).clone();
        let p = &mut t.players[i];
        let msg = ClientMsg::Act {
            v: p.v,
            action: action.clone(),
        };
        p.ws.send_text(&serde_json::to_string(&msg).unwrap())
            .await?;
        let v = loop {
            match p.try_recv().await? {
                ServerMsg::Ack { v } => break v,
                ServerMsg::Rejected { code, message } => {
                    return Err(format!("rejected {code:?}: {message}"));
                }
                _ => {}
            }
        };
        acked.push((v, action));
        total.fetch_add(1, Ordering::Relaxed);
        for c in t
            .players
            .iter_mut()
            .chain(std::iter::once(&mut t.spectator))
        {
            while c.v < v {
                c.try_recv().await?;
            }
        }
    }
    Ok(())
}

/// Extension: send a text frame, reporting failure instead of panicking.
trait SendText {
    async fn send_text(&mut self, text: &str) -> Result<(), String>;
}

impl<S> SendText for S
where
    S: futures_util::Sink<
            tokio_tungstenite::tungstenite::Message,
            Error = tokio_tungstenite::tungstenite::Error,
        > + Unpin,
{
    async fn send_text(&mut self, text: &str) -> Result<(), String> {
        use futures_util::SinkExt as _;
        self.send(tokio_tungstenite::tungstenite::Message::text(text))
            .await
            .map_err(|e| e.to_string())
    }
}

/// The game as the store holds it, replayed through the engine.
fn replay(setup: &str, seed: u64, actions: &[(u8, String)]) -> (HostedGame, Vec<GameAction>) {
    let setup: Value = serde_json::from_str(setup).unwrap();
    let config: GameConfig = serde_json::from_value(setup["config"].clone()).unwrap();
    let characters: Vec<String> =
        serde_json::from_value(setup["characters"].clone()).unwrap_or_default();
    // The players' names, as the game started: the views' sentences name the seats by them.
    let players: Vec<String> = serde_json::from_value(setup["players"].clone()).unwrap_or_default();
    let mut game = HostedGame::new(&config, &characters, seed)
        .unwrap()
        .with_names(&players);
    let mut logged = Vec::new();
    for (seat, json) in actions {
        let entry: Value = serde_json::from_str(json).unwrap();
        assert_eq!(entry["kind"], "act", "only actions were played: {json}");
        let action: GameAction = serde_json::from_value(entry["action"].clone()).unwrap();
        let checked = game.check(*seat, &action).unwrap();
        game.apply(checked).unwrap();
        logged.push(action);
    }
    (game, logged)
}

/// Lobbies whose acknowledged lobby state (not actions) must survive the kill.
struct LobbyState {
    /// Super Camelot, 3 seats, open: seat 0 chose Kay and is ready, seat 1 is ready, seat 2
    /// chose Merlin and is not ready.
    open: String,
    open_tokens: Vec<String>,
    /// Camelot, game 1 over by resignation, seat 0 asked for a rematch.
    finished: String,
    finished_tokens: Vec<String>,
}

async fn seated(addr: SocketAddr, code: &str, name: &str) -> Client {
    let mut c = Client::connect(addr).await;
    c.hello(code, None).await;
    c.sit(name).await;
    c
}

async fn ask(c: &mut Client, msg: ClientMsg) {
    c.send(&msg).await;
    c.until_ack().await;
}

async fn set_up_lobby_state(addr: SocketAddr) -> LobbyState {
    let (status, body) = http(
        addr,
        "POST",
        "/api/lobbies",
        Some(r#"{"config":{"game":"super_camelot","seats":3}}"#),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let open = serde_json::from_str::<protocol::LobbyInfo>(&body)
        .unwrap()
        .code;
    let mut p0 = seated(addr, &open, "kay").await;
    let mut p1 = seated(addr, &open, "two").await;
    let mut p2 = seated(addr, &open, "merlin").await;
    let character = |character: protocol::Character| ClientMsg::Character { character };
    ask(&mut p0, character(protocol::Character::Kay)).await;
    ask(&mut p0, ClientMsg::Ready { ready: true }).await;
    ask(&mut p1, ClientMsg::Ready { ready: true }).await;
    ask(&mut p2, character(protocol::Character::Merlin)).await;

    let (status, body) = http(
        addr,
        "POST",
        "/api/lobbies",
        Some(r#"{"config":{"game":"camelot"}}"#),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let finished = serde_json::from_str::<protocol::LobbyInfo>(&body)
        .unwrap()
        .code;
    let mut a = seated(addr, &finished, "ann").await;
    let mut b = seated(addr, &finished, "bob").await;
    ask(&mut a, ClientMsg::Ready { ready: true }).await;
    ask(&mut b, ClientMsg::Ready { ready: true }).await;
    ask(&mut a, ClientMsg::Start {}).await;
    a.catch_up(b.v.max(a.v)).await;
    let v = a.v;
    ask(&mut a, ClientMsg::Resign { v }).await;
    ask(&mut a, ClientMsg::Rematch {}).await;
    LobbyState {
        open,
        open_tokens: [p0, p1, p2].map(|c| c.token.unwrap()).to_vec(),
        finished,
        finished_tokens: [a, b].map(|c| c.token.unwrap()).to_vec(),
    }
}

/// After the restart: ready, Characters and the rematch request are as acknowledged, and the
/// lobbies go on from them (a start needing everyone ready; a rematch needing both requests,
/// which swaps the Camelot players' seats).
async fn check_lobby_state(addr: SocketAddr, state: &LobbyState) {
    let info = |body: String| serde_json::from_str::<protocol::LobbyInfo>(&body).unwrap();
    let (_, body) = http(addr, "GET", &format!("/api/lobbies/{}", state.open), None).await;
    let open = info(body);
    assert_eq!(open.status, LobbyStatus::Open);
    let seats: Vec<(bool, Option<protocol::Character>)> =
        open.seats.iter().map(|s| (s.ready, s.character)).collect();
    assert_eq!(
        seats,
        [
            (true, Some(protocol::Character::Kay)),
            (true, None),
            (false, Some(protocol::Character::Merlin))
        ],
        "lobby {}",
        state.open
    );
    let (_, body) = http(
        addr,
        "GET",
        &format!("/api/lobbies/{}", state.finished),
        None,
    )
    .await;
    let finished = info(body);
    assert_eq!(finished.status, LobbyStatus::Finished);
    assert_eq!(
        finished.seats.iter().map(|s| s.rematch).collect::<Vec<_>>(),
        [true, false],
        "lobby {}",
        state.finished
    );

    // The last seat readies and the host starts: the other two are still ready.
    let mut p2 = Client::connect(addr).await;
    p2.hello(&state.open, Some(state.open_tokens[2].clone()))
        .await;
    ask(&mut p2, ClientMsg::Ready { ready: true }).await;
    let mut p0 = Client::connect(addr).await;
    p0.hello(&state.open, Some(state.open_tokens[0].clone()))
        .await;
    ask(&mut p0, ClientMsg::Start {}).await;

    // Bob asks for the rematch too: it starts, Bob now plays White; Ann (not connected) keeps
    // her token, which reclaims her new seat.
    let mut b = Client::connect(addr).await;
    b.hello(&state.finished, Some(state.finished_tokens[1].clone()))
        .await;
    ask(&mut b, ClientMsg::Rematch {}).await;
    assert_eq!(b.seat, Some(0));
    assert_eq!(b.lobby.as_ref().unwrap().game_no, 2);
    let mut a = Client::connect(addr).await;
    a.hello(&state.finished, Some(state.finished_tokens[0].clone()))
        .await;
    assert_eq!(a.seat, Some(1));
}

async fn crash_and_recover(db: TestDb) {
    let (mut server, addr) = start_server(&db.url).await;
    let lobby_state = set_up_lobby_state(addr).await;
    let mut tables = Vec::new();
    for _ in 0..CAMELOT_LOBBIES {
        tables.push(open_table::<2>(addr, r#"{"config":{"game":"camelot"}}"#).await);
    }
    for _ in 0..SUPER_LOBBIES {
        tables
            .push(open_table::<3>(addr, r#"{"config":{"game":"super_camelot","seats":3}}"#).await);
    }

    // Every lobby plays at once until the server is killed under them.
    let total = Arc::new(AtomicUsize::new(0));
    let mut drivers = Vec::new();
    for (n, mut t) in tables.into_iter().enumerate() {
        let total = total.clone();
        drivers.push(tokio::spawn(async move {
            let mut acked = Vec::new();
            let ended = drive(&mut t, usize::MAX, n as u64 + 1, &mut acked, &total).await;
            (t, acked, ended)
        }));
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    while total.load(Ordering::Relaxed) < KILL_AFTER_ACKS {
        assert!(Instant::now() < deadline, "the games did not progress");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    server.start_kill().unwrap(); // SIGKILL
    server.wait().await.unwrap();
    let mut played = Vec::new();
    for d in drivers {
        let (t, acked, ended) = d.await.unwrap();
        assert!(
            ended.is_err(),
            "lobby {} was still playing when killed",
            t.code
        );
        played.push((t, acked));
    }
    let acked_total: usize = played.iter().map(|(_, a)| a.len()).sum();
    assert!(acked_total >= KILL_AFTER_ACKS);

    // Restart on the same database.
    let (mut server, addr) = start_server(&db.url).await;
    let store = Store::connect(&db.url).await.unwrap();
    let live = store.load_live().await.unwrap();
    for (t, acked) in &mut played {
        let stored = live
            .iter()
            .find(|l| l.code == t.code)
            .unwrap_or_else(|| panic!("lobby {} came back", t.code));
        assert_eq!(stored.status, LobbyStatus::Playing, "{}", t.code);
        let game = stored.game.as_ref().unwrap();
        let (replayed, logged) = replay(&game.setup, game.seed, &game.actions);
        // Every acknowledged action is in the log, in order; the log may hold at most the one
        // action that was committed but not yet acknowledged when the process died.
        assert!(
            logged.len() == acked.len() || logged.len() == acked.len() + 1,
            "lobby {}: {} acknowledged, {} logged",
            t.code,
            acked.len(),
            logged.len()
        );
        for (k, (_, a)) in acked.iter().enumerate() {
            assert_eq!(&logged[k], a, "lobby {} action {k}", t.code);
        }
        let last_acked = acked.last().map_or(0, |(v, _)| *v);
        assert!(stored.v >= last_acked, "lobby {}", t.code);

        // Every client comes back with its token and sees the replayed game.
        let live_game = replayed.result().is_none();
        for (i, old) in t.players.iter_mut().enumerate() {
            let mut c = Client::connect(addr).await;
            c.hello(&t.code, old.token.clone()).await;
            assert_eq!(c.seat, Some(i as u8), "lobby {} seat {i}", t.code);
            // Presence changes (a seat reconnecting) take versions of their own.
            assert!(c.v >= stored.v, "lobby {} seat {i}", t.code);
            assert_eq!(
                serde_json::to_value(c.view.as_ref().unwrap()).unwrap(),
                serde_json::to_value(replayed.view(Some(i as u8), live_game, protocol::Lang::En))
                    .unwrap(),
                "lobby {} seat {i}: the view is the replayed state",
                t.code
            );
            c.token.clone_from(&old.token);
            *old = c;
        }
        let mut spectator = Client::connect(addr).await;
        spectator.hello(&t.code, None).await;
        assert_eq!(
            serde_json::to_value(spectator.view.as_ref().unwrap()).unwrap(),
            serde_json::to_value(replayed.view(None, live_game, protocol::Lang::En)).unwrap(),
            "lobby {}: the spectator's view is the replayed state",
            t.code
        );
        // Everyone catches up with the reconnections that came after their own.
        for c in &mut t.players {
            c.catch_up(spectator.v).await;
        }
        t.spectator = spectator;
    }

    check_lobby_state(addr, &lobby_state).await;

    // Every game goes on from where it was.
    let counter = AtomicUsize::new(0);
    for (n, (t, acked)) in played.iter_mut().enumerate() {
        let before = acked.len();
        drive(t, AFTER_RESTART, 1000 + n as u64, acked, &counter)
            .await
            .unwrap_or_else(|e| panic!("lobby {} after the restart: {e}", t.code));
        assert!(acked.len() > before, "lobby {} went on", t.code);
    }
    store.close().await;
    server.start_kill().unwrap();
    server.wait().await.unwrap();
    println!(
        "{}: {acked_total} actions acknowledged before SIGKILL, all recovered",
        db.url.split(':').next().unwrap_or("?")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_play_loses_no_acknowledged_action_on_sqlite() {
    crash_and_recover(TestDb::sqlite()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_play_loses_no_acknowledged_action_on_postgres() {
    if let Some(db) = TestDb::postgres().await {
        crash_and_recover(db).await;
    }
}

/// A graceful stop (SIGTERM) keeps acknowledged lobby state as a crash does: ready flags,
/// Characters and a rematch request are there after the restart, and the lobbies go on from them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_keeps_acknowledged_lobby_state() {
    let db = TestDb::sqlite();
    let (mut server, addr) = start_server(&db.url).await;
    let state = set_up_lobby_state(addr).await;
    let pid = server.id().expect("running");
    let kill = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let exit = tokio::time::timeout(Duration::from_secs(20), server.wait())
        .await
        .expect("the server stops within 20 s of SIGTERM")
        .unwrap();
    assert!(exit.success(), "a graceful stop exits with 0, not {exit}");
    let (mut server, addr) = start_server(&db.url).await;
    check_lobby_state(addr, &state).await;
    server.start_kill().unwrap();
    server.wait().await.unwrap();
}
