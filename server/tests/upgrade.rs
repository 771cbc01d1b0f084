//! Upgrades from every earlier release, on SQLite and on PostgreSQL.
//!
//! `deploy/releases/VERSION/` holds what that release's own server wrote (see "Releases" in the
//! README; `deploy/release.sh` makes the folder with `write_release_fixture` below, run in the
//! release's own tree): a database with a Camelot game and a Super Camelot game under way and a
//! lobby not yet started, dumped as SQL for each backend (`sqlite.sql`, `postgres.sql`), and what
//! its players and a spectator knew at that moment (`sqlite.json`, `postgres.json`: seat tokens,
//! versions, moves, what each seat saw of itself).
//!
//! `every_release_upgrades_on_sqlite` and `..._on_postgres` load each release's dump into a fresh
//! database and start this tree's `albion-server` on it, which migrates it and brings the games
//! back: a spectator sees each game where it was, every player comes back to the same seat with
//! the same seat token and sees what they saw (a Super Camelot wallet included), the games go on
//! and end, and the finished Camelot game's record begins with the moves played under the old
//! release. The server is then stopped with SIGTERM and must exit 0.

mod common;

use common::db::TestDb;
use common::play::{Lcg, game_over, random_action, start_game, super_camelot_view};
use common::{Client, free_addr, http};
use protocol::{ClientMsg, GameView, LobbyStatus};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::Connection as _;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tokio::process::{Child, Command};

/// What the players of one release's database knew when its server stopped.
#[derive(Debug, Serialize, Deserialize)]
struct Fixture {
    /// The release that wrote the database (`CARGO_PKG_VERSION` of its tree).
    release: String,
    /// Its wire protocol's version.
    protocol: u32,
    lobbies: Vec<Saved>,
}

/// One lobby as it was left.
#[derive(Debug, Serialize, Deserialize)]
struct Saved {
    code: String,
    /// `"camelot"`, `"super_camelot"`, or `"open"` (not started).
    kind: String,
    /// The lobby's version when its server stopped (the seats' departures may add to it).
    v: u64,
    seats: Vec<SavedSeat>,
    /// Camelot: the moves played, in notation, and the position.
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    position: Option<String>,
    /// Super Camelot: the turn number and the active seat.
    #[serde(default)]
    turn: Option<u32>,
    #[serde(default)]
    active: Option<u8>,
}

#[derive(Debug, Serialize, Deserialize)]
struct SavedSeat {
    seat: u8,
    name: String,
    token: String,
    /// Super Camelot: this seat's own gems, health and place, as it saw them (the gems are
    /// hidden from everyone else).
    #[serde(default)]
    gems: Option<u32>,
    #[serde(default)]
    health: Option<u8>,
    /// Read in the form its release wrote it: a release before protocol 13 wrote a square as
    /// `{"Square":{"row":…,"col":…}}`, which the engine still reads.
    #[serde(default)]
    place: Option<super_camelot::Place>,
}

const BACKENDS: [&str; 2] = ["sqlite", "postgres"];

fn releases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy/releases")
}

/// Every release folder, oldest first (by version number).
fn releases() -> Vec<PathBuf> {
    let mut dirs: Vec<(Vec<u64>, PathBuf)> = std::fs::read_dir(releases_dir())
        .expect("deploy/releases exists: it holds every release's database")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let parts = name
                .split('.')
                .map(|n| n.parse::<u64>())
                .collect::<Result<Vec<_>, _>>()
                .unwrap_or_else(|_| panic!("{name}: a release folder is named MAJOR.MINOR.PATCH"));
            (parts, p)
        })
        .collect();
    dirs.sort();
    dirs.into_iter().map(|(_, p)| p).collect()
}

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

/// SIGTERM, and the exit status must be 0.
async fn stop_server(mut child: Child) {
    let pid = child.id().expect("the server is running");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tokio::time::timeout(Duration::from_secs(20), child.wait())
        .await
        .expect("the server stops within 20 s of SIGTERM")
        .unwrap();
    assert!(
        status.success(),
        "the server's exit after SIGTERM: {status}"
    );
}

/// A spectator's `sync` of lobby `code`.
async fn spectate(addr: SocketAddr, code: &str) -> Client {
    let mut c = Client::connect(addr).await;
    c.hello(code, None).await;
    c
}

fn camelot_fields(view: Option<&GameView>) -> (Vec<String>, String) {
    match view {
        Some(GameView::Camelot {
            moves, position, ..
        }) => (
            moves.iter().map(ToString::to_string).collect(),
            position.clone(),
        ),
        other => panic!("not a Camelot view: {other:?}"),
    }
}

fn own_fields(c: &Client) -> (Option<u32>, Option<u8>, Option<super_camelot::Place>) {
    let (view, _) = super_camelot_view(c.view.as_ref());
    let seat = c.seat.expect("a seated player");
    let me = view
        .players
        .iter()
        .find(|p| p.seat.0 == seat)
        .expect("the seat's own Character is in its view");
    (me.gems, Some(me.health), me.place)
}

// ---------------------------------------------------------------------------------------------
// Writing a release's folder (run by deploy/release.sh in the release's own tree).

/// Writes `$ALBION_RELEASE_DIR/{sqlite,postgres}.{sql,json}`: plays the games with this tree's
/// server, stops it, and dumps its database (`sqlite3 .dump`; `pg_dump --inserts`, so that the
/// dump is plain statements).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "writes a release's upgrade fixture: run by deploy/release.sh"]
async fn write_release_fixture() {
    let out = PathBuf::from(
        std::env::var("ALBION_RELEASE_DIR").expect("ALBION_RELEASE_DIR names the folder to write"),
    );
    std::fs::create_dir_all(&out).unwrap();
    for backend in BACKENDS {
        let db = TestDb::of(backend)
            .await
            .expect("a release's fixture needs PostgreSQL too (ALBION_TEST_POSTGRES_URL)");
        let (child, addr) = start_server(&db.url).await;
        let fixture = Fixture {
            release: env!("CARGO_PKG_VERSION").to_owned(),
            protocol: protocol::PROTOCOL_VERSION,
            lobbies: vec![
                play_camelot(addr).await,
                play_super_camelot(addr).await,
                open_lobby(addr).await,
            ],
        };
        stop_server(child).await;
        let sql = dump(backend, &db.url);
        std::fs::write(out.join(format!("{backend}.sql")), sql).unwrap();
        let json = serde_json::to_string_pretty(&fixture).unwrap() + "\n";
        std::fs::write(out.join(format!("{backend}.json")), json).unwrap();
        eprintln!("wrote {}/{backend}.{{sql,json}}", out.display());
    }
}

async fn play_camelot(addr: SocketAddr) -> Saved {
    let (_, body) = http(
        addr,
        "POST",
        "/api/lobbies",
        Some(r#"{"config":{"game":"camelot"},"public":true}"#),
    )
    .await;
    let code = serde_json::from_str::<protocol::LobbyInfo>(&body)
        .unwrap()
        .code;
    let (mut players, [mut watcher]) = start_game::<2, 1>(addr, &code, ["ann", "bob"]).await;
    let mut rng = Lcg(24);
    for _ in 0..10 {
        random_action(&mut players, std::slice::from_mut(&mut watcher), &mut rng).await;
    }
    let (moves, position) = camelot_fields(watcher.view.as_ref());
    Saved {
        code,
        kind: "camelot".into(),
        v: watcher.v,
        seats: players.iter().map(|c| saved_seat(c, false)).collect(),
        moves,
        position: Some(position),
        turn: None,
        active: None,
    }
}

async fn play_super_camelot(addr: SocketAddr) -> Saved {
    let (_, body) = http(
        addr,
        "POST",
        "/api/lobbies",
        Some(r#"{"config":{"game":"super_camelot","seats":3},"public":true}"#),
    )
    .await;
    let code = serde_json::from_str::<protocol::LobbyInfo>(&body)
        .unwrap()
        .code;
    let (mut players, [mut watcher]) = start_game::<3, 1>(addr, &code, ["cat", "dan", "eve"]).await;
    let mut rng = Lcg(27);
    for _ in 0..24 {
        random_action(&mut players, std::slice::from_mut(&mut watcher), &mut rng).await;
        if watcher.lobby.as_ref().unwrap().status != LobbyStatus::Playing {
            break;
        }
    }
    assert_eq!(
        watcher.lobby.as_ref().unwrap().status,
        LobbyStatus::Playing,
        "the Super Camelot game is still under way"
    );
    let (view, _) = super_camelot_view(watcher.view.as_ref());
    Saved {
        code,
        kind: "super_camelot".into(),
        v: watcher.v,
        turn: Some(view.turn),
        active: Some(view.active.0),
        seats: players.iter().map(|c| saved_seat(c, true)).collect(),
        moves: Vec::new(),
        position: None,
    }
}

async fn open_lobby(addr: SocketAddr) -> Saved {
    let (_, body) = http(
        addr,
        "POST",
        "/api/lobbies",
        Some(r#"{"config":{"game":"camelot"},"public":true}"#),
    )
    .await;
    let code = serde_json::from_str::<protocol::LobbyInfo>(&body)
        .unwrap()
        .code;
    let mut dora = Client::connect(addr).await;
    dora.hello(&code, None).await;
    dora.sit("dora").await;
    Saved {
        code,
        kind: "open".into(),
        v: dora.v,
        seats: vec![saved_seat(&dora, false)],
        moves: Vec::new(),
        position: None,
        turn: None,
        active: None,
    }
}

fn saved_seat(c: &Client, super_camelot: bool) -> SavedSeat {
    let seat = c.seat.expect("seated");
    let name = c.lobby.as_ref().unwrap().seats[usize::from(seat)]
        .name
        .clone()
        .expect("a seated player has a name");
    let (gems, health, place) = if super_camelot {
        own_fields(c)
    } else {
        (None, None, None)
    };
    SavedSeat {
        seat,
        name,
        token: c.token.clone().expect("a seated player has a token"),
        gems,
        health,
        place,
    }
}

/// The database as SQL statements that a fresh database of the same backend runs as they are.
fn dump(backend: &str, url: &str) -> String {
    let out = match backend {
        "sqlite" => std::process::Command::new("sqlite3")
            .arg(url.strip_prefix("sqlite://").unwrap())
            .arg(".dump")
            .output(),
        _ => std::process::Command::new("pg_dump")
            .args([
                "--inserts",
                "--no-owner",
                "--no-privileges",
                "--dbname",
                url,
            ])
            .output(),
    }
    .unwrap_or_else(|e| panic!("{backend}'s dump tool: {e}"));
    assert!(
        out.status.success(),
        "{backend}'s dump: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // pg_dump's psql meta-commands (`\restrict KEY`, `\unrestrict KEY`) are for psql, not SQL.
    text.lines()
        .filter(|l| !l.starts_with('\\'))
        .map(|l| format!("{l}\n"))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Upgrading.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_release_upgrades_on_sqlite() {
    upgrade_every_release("sqlite").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_release_upgrades_on_postgres() {
    upgrade_every_release("postgres").await;
}

async fn upgrade_every_release(backend: &str) {
    let releases = releases();
    assert!(!releases.is_empty(), "no release under deploy/releases");
    for dir in releases {
        let Some(db) = TestDb::of(backend).await else {
            return;
        };
        let sql = std::fs::read_to_string(dir.join(format!("{backend}.sql")))
            .unwrap_or_else(|e| panic!("{}: {backend}.sql: {e}", dir.display()));
        let fixture: Fixture = serde_json::from_str(
            &std::fs::read_to_string(dir.join(format!("{backend}.json"))).unwrap(),
        )
        .unwrap();
        assert_eq!(
            dir.file_name().unwrap().to_string_lossy(),
            fixture.release,
            "the folder is named after the release that wrote it"
        );
        load(backend, &db.url, sql).await;
        eprintln!(
            "upgrading {backend} from {} (protocol {})",
            fixture.release, fixture.protocol
        );
        let (child, addr) = start_server(&db.url).await;
        for saved in &fixture.lobbies {
            let what = format!("release {}, lobby {}", fixture.release, saved.kind);
            match saved.kind.as_str() {
                "camelot" => camelot_goes_on(addr, saved, &what).await,
                "super_camelot" => super_camelot_goes_on(addr, saved, &what).await,
                "open" => open_lobby_is_kept(addr, saved, &what).await,
                other => panic!("{what}: unknown kind {other}"),
            }
        }
        stop_server(child).await;
    }
}

async fn load(backend: &str, url: &str, sql: String) {
    let sql = sqlx::AssertSqlSafe(sql);
    match backend {
        "sqlite" => {
            let mut c = sqlx::SqliteConnection::connect(&format!("{url}?mode=rwc"))
                .await
                .unwrap();
            sqlx::raw_sql(sql).execute(&mut c).await.unwrap();
            c.close().await.unwrap();
        }
        _ => {
            let mut c = sqlx::PgConnection::connect(url).await.unwrap();
            sqlx::raw_sql(sql).execute(&mut c).await.unwrap();
            c.close().await.unwrap();
        }
    }
}

/// Each saved player says hello with their token: same seat, same name, and the version the
/// spectator saw.
async fn come_back(addr: SocketAddr, saved: &Saved, what: &str) -> Vec<Client> {
    let mut players = Vec::new();
    for s in &saved.seats {
        let mut c = Client::connect(addr).await;
        c.hello(&saved.code, Some(s.token.clone())).await;
        assert_eq!(
            c.seat,
            Some(s.seat),
            "{what}: {} is back in their seat",
            s.name
        );
        let lobby = c.lobby.as_ref().unwrap();
        assert_eq!(
            lobby.seats[usize::from(s.seat)].name.as_deref(),
            Some(s.name.as_str()),
            "{what}: the seat keeps its name"
        );
        // The version may have moved on by the seats' comings and goings, never back.
        assert!(c.v >= saved.v, "{what}: {} is at version {}", s.name, c.v);
        players.push(c);
    }
    // Each return is a change of the lobby: everyone catches up with the last.
    let v = players.iter().map(|c| c.v).max().unwrap_or(0);
    for c in &mut players {
        c.catch_up(v).await;
    }
    players
}

async fn camelot_goes_on(addr: SocketAddr, saved: &Saved, what: &str) {
    let mut watcher = spectate(addr, &saved.code).await;
    // Seats left as the old server stopped may have been marked away since: the version may
    // have moved on by that, never back.
    assert!(
        watcher.v >= saved.v,
        "{what}: version {} after {}",
        watcher.v,
        saved.v
    );
    assert_eq!(
        watcher.lobby.as_ref().unwrap().status,
        LobbyStatus::Playing,
        "{what}: still being played"
    );
    let (moves, position) = camelot_fields(watcher.view.as_ref());
    assert_eq!(moves, saved.moves, "{what}: the moves");
    assert_eq!(Some(position), saved.position, "{what}: the position");

    let mut players = come_back(addr, saved, what).await;
    watcher.catch_up(players[0].v).await;
    let mut rng = Lcg(5);
    for _ in 0..4 {
        random_action(&mut players, std::slice::from_mut(&mut watcher), &mut rng).await;
    }
    let v = players[0].v;
    players[0].send(&ClientMsg::Resign { v }).await;
    players[0].until_ack().await;
    let lobby = game_over(&mut watcher).await;
    assert_eq!(lobby.status, LobbyStatus::Finished, "{what}: finished");
    let game_id = lobby.game_id.expect("a finished lobby names its game");
    let (status, body) = http(addr, "GET", &format!("/api/games/{game_id}"), None).await;
    assert_eq!(status, 200, "{what}: the record: {body}");
    let record: Value = serde_json::from_str(&body).unwrap();
    let played: Vec<String> = record["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["action"]["kind"] == "act")
        .map(|s| s["action"]["action"]["move"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(played.len(), saved.moves.len() + 4, "{what}: {played:?}");
    assert_eq!(
        played[..saved.moves.len()],
        saved.moves[..],
        "{what}: the record begins with the moves played under the old release"
    );
    assert_eq!(record["status"], "finished", "{what}");
}

async fn super_camelot_goes_on(addr: SocketAddr, saved: &Saved, what: &str) {
    let mut watcher = spectate(addr, &saved.code).await;
    // Seats left as the old server stopped may have been marked away since: the version may
    // have moved on by that, never back.
    assert!(
        watcher.v >= saved.v,
        "{what}: version {} after {}",
        watcher.v,
        saved.v
    );
    assert_eq!(
        watcher.lobby.as_ref().unwrap().status,
        LobbyStatus::Playing,
        "{what}: still being played"
    );
    let (view, _) = super_camelot_view(watcher.view.as_ref());
    assert_eq!(Some(view.turn), saved.turn, "{what}: the turn");
    assert_eq!(Some(view.active.0), saved.active, "{what}: the active seat");
    // No one else's wallet in the spectator's view.
    assert!(view.players.iter().all(|p| p.gems.is_none()), "{what}");

    let mut players = come_back(addr, saved, what).await;
    watcher.catch_up(players[0].v).await;
    for (c, s) in players.iter().zip(&saved.seats) {
        assert_eq!(
            own_fields(c),
            (s.gems, s.health, s.place),
            "{what}: {} sees their own gems, health and place as before",
            s.name
        );
    }
    let mut rng = Lcg(9);
    for _ in 0..6 {
        if watcher.lobby.as_ref().unwrap().status != LobbyStatus::Playing {
            break;
        }
        random_action(&mut players, std::slice::from_mut(&mut watcher), &mut rng).await;
    }
    assert!(watcher.v > saved.v, "{what}: the game went on");
}

async fn open_lobby_is_kept(addr: SocketAddr, saved: &Saved, what: &str) {
    let watcher = spectate(addr, &saved.code).await;
    assert_eq!(
        watcher.lobby.as_ref().unwrap().status,
        LobbyStatus::Open,
        "{what}: still open"
    );
    let mut players = come_back(addr, saved, what).await;
    // The lobby works: its player says they are ready, and it is acknowledged.
    players[0].send(&ClientMsg::Ready { ready: true }).await;
    let v = players[0].until_ack().await;
    assert!(v > saved.v, "{what}");
    assert!(matches!(
        players[0].lobby.as_ref().map(|l| l.status),
        Some(LobbyStatus::Open)
    ));
}

/// Every release kept under `deploy/releases` is in `CHANGELOG.md` with its date, and this tree's
/// version is not older than the newest of them.
#[test]
fn every_release_is_in_the_changelog() {
    let changelog =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../CHANGELOG.md"))
            .unwrap();
    assert!(changelog.contains("\n## [Unreleased]\n"), "CHANGELOG.md");
    let number = |v: &str| -> Vec<u64> { v.split('.').map(|n| n.parse().unwrap()).collect() };
    let mut newest = Vec::new();
    for dir in releases() {
        let version = dir.file_name().unwrap().to_string_lossy().into_owned();
        let heading = format!("\n## [{version}] - ");
        let at = changelog
            .find(&heading)
            .unwrap_or_else(|| panic!("CHANGELOG.md has no section for release {version}"));
        let date = &changelog[at + heading.len()..][..10];
        assert!(
            date.len() == 10
                && date.chars().enumerate().all(|(i, c)| if i == 4 || i == 7 {
                    c == '-'
                } else {
                    c.is_ascii_digit()
                }),
            "release {version}'s date in CHANGELOG.md: {date:?}"
        );
        newest = newest.max(number(&version));
    }
    let this = env!("CARGO_PKG_VERSION");
    assert!(
        number(this.split('-').next().unwrap()) >= newest,
        "this tree's version {this} is older than a release under deploy/releases"
    );
}
