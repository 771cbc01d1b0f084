//! The lobby driven directly, without spawning: the commit path, faults and prompt timers.

use super::*;
use protocol::{ClientMsg, GameAction, LobbyEvent, ServerMsg, close};

/// The message a queued text holds.
fn decoded(out: &Outbound) -> Option<ServerMsg> {
    match out {
        Outbound::Text(text) => Some(serde_json::from_str(text.as_str()).unwrap()),
        Outbound::Close(..) => None,
    }
}

/// A lobby environment on a fresh SQLite file in `dir`.
pub(crate) async fn env(dir: &std::path::Path) -> LobbyEnv {
    let url = format!("sqlite://{}", dir.join("t.db").display());
    LobbyEnv {
        on_end: None,
        notify: crate::notify::Notifier::off(),
        store: Store::connect(&url).await.unwrap(),
        registry: Arc::new(Registry::default()),
        metrics: Arc::new(Metrics::default()),
        cancel: CancellationToken::new(),
        idle_reap: Duration::from_secs(60),
        chat_per_min: 20.0,
        prompt_timeout: Duration::from_secs(60),
        tempo: Tempo::default(),
    }
}

/// Ready, a Character and a rematch request are stored before their ack; when the store
/// refuses, the request gets `store_failure` and nothing changes, in memory or for anyone.
#[tokio::test]
async fn a_failed_seat_state_write_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path()).await;
    let config = GameConfig::SuperCamelot {
        seats: 2,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
        days_per_turn: None,
    };
    env.store
        .create_lobby("SEATS", &config, false)
        .await
        .unwrap();
    let mut lobby = Lobby::new("SEATS".into(), config, false, env.clone());
    let (tx, _rx) = outbox(256);
    let ann = lobby.connect(None, protocol::Lang::En, tx).await.unwrap();
    lobby.sit(ann, "ann".into(), None).await.unwrap();
    let (tx2, mut rx2) = outbox(256);
    let bob = lobby.connect(None, protocol::Lang::En, tx2).await.unwrap();
    lobby.sit(bob, "bob".into(), None).await.unwrap();
    let ready = ClientMsg::Ready { ready: true };
    lobby.client(ann, ready.clone()).await.unwrap();

    let crate::store::Pool::Sqlite(pool) = env.store.pool() else {
        unreachable!()
    };
    let block = "CREATE TRIGGER seats_frozen BEFORE UPDATE ON seats \
                 BEGIN SELECT RAISE(ABORT, 'frozen'); END";
    sqlx::query(block).execute(pool).await.unwrap();
    while rx2.try_recv().is_ok() {}
    let v = lobby.v;
    let kay = ClientMsg::Character {
        character: protocol::Character::Kay,
    };
    for msg in [ready.clone(), kay.clone()] {
        let refusal = lobby.client(bob, msg).await.unwrap_err();
        assert_eq!(refusal.code, ErrorCode::StoreFailure);
    }
    assert_eq!(lobby.v, v);
    assert!(!lobby.table.seats[1].ready);
    assert_eq!(lobby.table.seats[1].character, None);
    assert!(rx2.try_recv().is_err(), "nobody heard of a change");
    let stored = env.store.load_live().await.unwrap();
    assert_eq!(stored[0].v, v);
    assert!(!stored[0].seats[1].ready);

    // Once the store works again, the same requests go through; a finished game then
    // refuses a rematch request the store cannot record.
    sqlx::query("DROP TRIGGER seats_frozen")
        .execute(pool)
        .await
        .unwrap();
    lobby.client(bob, kay).await.unwrap();
    lobby.client(bob, ready).await.unwrap();
    lobby.client(ann, ClientMsg::Start {}).await.unwrap();
    let v = lobby.v;
    lobby.client(ann, ClientMsg::Resign { v }).await.unwrap();
    assert_eq!(lobby.status, LobbyStatus::Finished);
    sqlx::query(block).execute(pool).await.unwrap();
    let v = lobby.v;
    let refusal = lobby.client(bob, ClientMsg::Rematch {}).await.unwrap_err();
    assert_eq!(refusal.code, ErrorCode::StoreFailure);
    assert_eq!(lobby.v, v);
    assert!(!lobby.table.seats[1].rematch);
    assert!(!env.store.load_live().await.unwrap()[0].seats[1].rematch);
}

/// An engine fault aborts the game: every connection hears `aborted` at the next version and
/// is closed with 4005; the lobby ends and the store marks the game aborted.
#[tokio::test]
async fn an_engine_fault_aborts_only_this_lobby() {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path()).await;
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
        days_per_move: None,
    };
    env.store
        .create_lobby("FAULTY", &config, false)
        .await
        .unwrap();
    env.store
        .create_lobby("HEALTHY", &config, false)
        .await
        .unwrap();
    let mut lobby = Lobby::new("FAULTY".into(), config.clone(), false, env.clone());
    let (tx, mut rx) = outbox(16);
    let conn = lobby.connect(None, protocol::Lang::En, tx).await.unwrap();
    lobby.sit(conn, "ann".into(), None).await.unwrap();
    let (tx2, mut rx2) = outbox(16);
    let conn2 = lobby.connect(None, protocol::Lang::En, tx2).await.unwrap();
    lobby.sit(conn2, "bob".into(), None).await.unwrap();
    lobby.begin_game().await.unwrap();
    let v = lobby.v;

    lobby.fault(EngineFault("boom".into()));
    assert_eq!(lobby.ending, Some(Ending::Fault));
    assert_eq!(lobby.status, LobbyStatus::Aborted);
    for rx in [&mut rx, &mut rx2] {
        let mut saw_abort = false;
        let mut closed = None;
        while let Ok(out) = rx.try_recv() {
            match (decoded(&out), out) {
                (
                    Some(ServerMsg::Event {
                        v: ev,
                        event: LobbyEvent::Aborted { .. },
                        lobby,
                        ..
                    }),
                    _,
                ) => {
                    assert_eq!(ev, v + 1);
                    assert_eq!(lobby.map(|l| l.status), Some(LobbyStatus::Aborted));
                    saw_abort = true;
                }
                (_, Outbound::Close(code, _)) => closed = Some(code),
                _ => {}
            }
        }
        assert!(saw_abort);
        assert_eq!(closed, Some(close::LOBBY_CLOSED));
    }

    // Its actor records the abort and ends at its next turn; the other lobby is untouched.
    let tracker = tokio_util::task::TaskTracker::new();
    let healthy = spawn(
        Lobby::new("HEALTHY".into(), config, false, env.clone()),
        &tracker,
    );
    let faulty = spawn(lobby, &tracker);
    assert!(faulty.send(LobbyCmd::Disconnect { conn: 999 }).await);
    for _ in 0..100 {
        if env.registry.get("FAULTY").is_none() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(
        env.registry.get("FAULTY").is_none(),
        "the faulty lobby ended"
    );
    let live = env.store.load_live().await.unwrap();
    assert_eq!(
        live.iter().map(|l| l.code.as_str()).collect::<Vec<_>>(),
        ["HEALTHY"]
    );
    let (tx3, _rx3) = outbox(16);
    assert!(
        healthy
            .connect(None, protocol::Lang::En, tx3, None)
            .await
            .is_ok()
    );
    env.cancel.cancel();
    tracker.close();
    tracker.wait().await;
}

/// A prompt for a seat that is not the active player (the Mimic's victim choosing the stolen
/// card) times out to the engine's default, played like any other action.
#[tokio::test]
async fn a_non_active_prompt_times_out_to_the_default() {
    use super_camelot::{
        Action, Character, EnemyKind, Face, Object, Place, Scenario, Seat as ScSeat, Square,
        Treasure,
    };
    let dir = tempfile::tempdir().unwrap();
    let mut env = env(dir.path()).await;
    env.prompt_timeout = Duration::from_millis(200);
    let config = GameConfig::SuperCamelot {
        seats: 2,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: None,
        days_per_turn: None,
    };
    env.store
        .create_lobby("PROMPT", &config, false)
        .await
        .unwrap();
    let mut lobby = Lobby::new("PROMPT".into(), config, false, env.clone());
    let (tx, mut rx) = outbox(64);
    let conn = lobby.connect(None, protocol::Lang::En, tx).await.unwrap();
    lobby.sit(conn, "ann".into(), None).await.unwrap();
    let (tx2, _rx2) = outbox(64);
    let conn2 = lobby.connect(None, protocol::Lang::En, tx2).await.unwrap();
    lobby.sit(conn2, "bob".into(), None).await.unwrap();
    lobby.begin_game().await.unwrap();

    // The engine's own scenario: seat 0 walled in by Rocks, so the Mimic goes for seat 1.
    let sq = |r, c| Square::new(r, c).unwrap();
    let mut scenario = Scenario::new(&[Character::Kay, Character::Gwenivere])
        .tile(1, 1, "U01")
        .tile(1, 2, "U02")
        .tile(2, 1, "U03")
        .tile(2, 2, "U04")
        .stack(&[
            "U05", "U06", "U07", "U08", "U09", "U10", "U11", "N1", "N2", "N3", "N4", "N5",
        ]);
    for r in 6..12 {
        for c in 6..12 {
            scenario = scenario.clear(sq(r, c));
        }
    }
    let game = scenario
        .at(ScSeat(0), Place::Square(sq(7, 7)))
        .object(sq(7, 8), Object::Rock)
        .object(sq(8, 7), Object::Rock)
        .object(sq(6, 8), Object::Rock)
        .object(sq(8, 6), Object::Rock)
        .at(ScSeat(1), Place::Square(sq(10, 8)))
        .treasure(ScSeat(1), Treasure::Magnet)
        .treasure(ScSeat(1), Treasure::Shovel)
        .enemy(sq(10, 10), EnemyKind::Mimic)
        .dice(&[Face::Blank])
        .build()
        .unwrap();
    lobby.game.running.as_mut().unwrap().engine =
        HostedGame::hosting(crate::game::SuperCamelotHost::from_game(game));

    let end_turn = GameAction::SuperCamelot {
        action: Action::EndTurn,
    };
    lobby.perform(0, end_turn).await.unwrap();
    assert!(
        lobby.game.prompt_deadline.is_some(),
        "seat 1 must answer and is not the active player"
    );
    let v = lobby.v;
    while rx.try_recv().is_ok() {}

    let tracker = tokio_util::task::TaskTracker::new();
    let _handle = spawn(lobby, &tracker);
    let timed_out = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let out = rx.recv().await.expect("connection dropped");
            if let Some(ServerMsg::Event {
                v: ev,
                event: LobbyEvent::Acted { seat, action },
                ..
            }) = decoded(&out)
            {
                return (ev, seat, action);
            }
        }
    })
    .await
    .expect("the prompt timed out");
    let surrender = Action::Surrender { treasure: 1 };
    assert_eq!(
        timed_out,
        (v + 1, 1, GameAction::SuperCamelot { action: surrender })
    );
    env.cancel.cancel();
    tracker.close();
    tracker.wait().await;
}

/// Taking a seat and reclaiming one with its token are stored before anyone hears of them: when
/// the store refuses, the seat stays free (or with its old connection), and nothing changes.
#[tokio::test]
async fn a_failed_sit_or_presence_write_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path()).await;
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
        days_per_move: None,
    };
    env.store
        .create_lobby("PRESENCE", &config, false)
        .await
        .unwrap();
    let mut lobby = Lobby::new("PRESENCE".into(), config, false, env.clone());
    let (tx, mut rx) = outbox(256);
    let ann = lobby.connect(None, protocol::Lang::En, tx).await.unwrap();
    let crate::store::Pool::Sqlite(pool) = env.store.pool() else {
        unreachable!()
    };
    let no_seats = "CREATE TRIGGER seats_closed BEFORE INSERT ON seats \
                    BEGIN SELECT RAISE(ABORT, 'closed'); END";
    sqlx::query(no_seats).execute(pool).await.unwrap();
    while rx.try_recv().is_ok() {}
    let refusal = lobby.sit(ann, "ann".into(), None).await.unwrap_err();
    assert_eq!(refusal.code, ErrorCode::StoreFailure);
    assert_eq!(lobby.v, 0);
    assert_eq!(lobby.table.seats[0].name, None);
    assert_eq!(lobby.table.host, None);
    assert_eq!(lobby.audiences.conns[&ann].seat, None);
    assert!(rx.try_recv().is_err(), "nobody heard of a change");

    sqlx::query("DROP TRIGGER seats_closed")
        .execute(pool)
        .await
        .unwrap();
    lobby.sit(ann, "ann".into(), None).await.unwrap();
    let token = (0..8)
        .find_map(|_| match rx.try_recv().ok().as_ref().and_then(decoded) {
            Some(ServerMsg::Seated { token, .. }) => Some(token),
            _ => None,
        })
        .expect("a seat token");

    // A second connection with the token cannot be recorded: the first keeps the seat.
    let freeze = "CREATE TRIGGER lobbies_frozen BEFORE UPDATE ON lobbies \
                  BEGIN SELECT RAISE(ABORT, 'frozen'); END";
    sqlx::query(freeze).execute(pool).await.unwrap();
    while rx.try_recv().is_ok() {}
    let v = lobby.v;
    let (tx2, _rx2) = outbox(16);
    let refusal = lobby
        .connect(Some(token.clone()), protocol::Lang::En, tx2)
        .await
        .unwrap_err();
    assert_eq!(refusal.code, ErrorCode::StoreFailure);
    assert_eq!(lobby.v, v);
    assert_eq!(lobby.table.seats[0].conn, Some(ann));
    assert!(lobby.audiences.conns.contains_key(&ann));
    assert!(
        rx.try_recv().is_err(),
        "the seat's holder was neither told nor closed"
    );

    // Once recorded, the newcomer takes the seat over and the old connection is closed.
    sqlx::query("DROP TRIGGER lobbies_frozen")
        .execute(pool)
        .await
        .unwrap();
    let (tx3, _rx3) = outbox(16);
    let newcomer = lobby
        .connect(Some(token), protocol::Lang::En, tx3)
        .await
        .unwrap();
    assert_eq!(lobby.v, v + 1);
    assert_eq!(lobby.table.seats[0].conn, Some(newcomer));
    assert!(!lobby.audiences.conns.contains_key(&ann));
    let mut closed = None;
    while let Ok(out) = rx.try_recv() {
        if let Outbound::Close(code, _) = out {
            closed = Some(code);
        }
    }
    assert_eq!(closed, Some(close::REPLACED));
}

/// An action's event goes to each audience as one serialisation shared by its connections (a
/// Camelot move: one for everyone), and
/// carries the lobby's summary only when the action changed it (here: never before the end).
#[tokio::test]
async fn an_action_is_serialised_once_per_audience_without_an_unchanged_lobby() {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path()).await;
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
        days_per_move: None,
    };
    env.store
        .create_lobby("AUDIENCE", &config, false)
        .await
        .unwrap();
    let mut lobby = Lobby::new("AUDIENCE".into(), config, false, env.clone());
    let mut rxs = Vec::new();
    let mut conns = Vec::new();
    for _ in 0..4 {
        let (tx, rx) = outbox(256);
        conns.push(lobby.connect(None, protocol::Lang::En, tx).await.unwrap());
        rxs.push(rx);
    }
    lobby.sit(conns[0], "ann".into(), None).await.unwrap();
    lobby.sit(conns[1], "bob".into(), None).await.unwrap();
    lobby.begin_game().await.unwrap();
    for rx in &mut rxs {
        while rx.try_recv().is_ok() {}
    }
    let view = lobby.view_for(Some(0)).unwrap().unwrap();
    let mv = view.camelot_legal_moves()[0].clone();
    let v = lobby.perform(0, GameAction::Camelot { mv }).await.unwrap();

    let mut texts = Vec::new();
    for rx in &mut rxs {
        let out = rx.try_recv().unwrap();
        let Some(ServerMsg::Event {
            v: ev,
            lobby,
            patch,
            ..
        }) = decoded(&out)
        else {
            panic!("{out:?}")
        };
        assert_eq!(ev, v);
        assert_eq!(lobby, None, "the lobby's summary did not change");
        assert_eq!(patch, None, "an untimed Camelot move is the move alone");
        let Outbound::Text(text) = out else {
            unreachable!()
        };
        texts.push(text);
    }
    // Camelot hides nothing: both seats and both spectators share one buffer.
    for text in &texts[1..] {
        assert_eq!(text.as_str().as_ptr(), texts[0].as_str().as_ptr());
    }
}

/// A hello whose deadline passed before the lobby came to it (queued in a network outage; its
/// sender gave up) joins nothing and displaces nobody: the seat's live connection stays, with no
/// new version and nothing sent to it.
#[tokio::test]
async fn a_late_hello_takes_no_seat() {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path()).await;
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
        days_per_move: None,
    };
    env.store
        .create_lobby("LATE", &config, false)
        .await
        .unwrap();
    let tracker = tokio_util::task::TaskTracker::new();
    let handle = spawn(
        Lobby::new("LATE".into(), config, false, env.clone()),
        &tracker,
    );
    let (tx, mut rx) = outbox(64);
    let ann = handle
        .connect(None, protocol::Lang::En, tx, None)
        .await
        .unwrap();
    assert!(
        handle
            .send(LobbyCmd::Client {
                conn: ann,
                msg: Box::new(ClientMsg::Sit {
                    name: "ann".into(),
                    seat: None
                }),
            })
            .await
    );
    let token = loop {
        let out = tokio::time::timeout(Duration::from_secs(5), rx.recv())
            .await
            .unwrap()
            .unwrap();
        if let Some(ServerMsg::Seated { token, .. }) = decoded(&out) {
            break token;
        }
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    while rx.try_recv().is_ok() {}
    let v = env.store.load_lobby("LATE").await.unwrap().unwrap().v;

    let (tx2, _rx2) = outbox(16);
    let past = Instant::now() - Duration::from_millis(1);
    let late = handle
        .connect(Some(token.clone()), protocol::Lang::En, tx2, Some(past))
        .await;
    assert!(matches!(late, Err(ConnectError::Late)), "{late:?}");
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(
        rx.try_recv().is_err(),
        "the seat's live connection heard of the late hello"
    );
    let stored = env.store.load_lobby("LATE").await.unwrap().unwrap();
    assert_eq!(stored.v, v, "no new version");

    // In time, the same hello takes the seat over (the documented 4006 for the old connection).
    let (tx3, _rx3) = outbox(16);
    let soon = Instant::now() + Duration::from_secs(5);
    handle
        .connect(Some(token), protocol::Lang::En, tx3, Some(soon))
        .await
        .expect("a hello in time joins");
    let closed = loop {
        match tokio::time::timeout(Duration::from_secs(5), rx.recv()).await {
            Ok(Some(Outbound::Close(code, _))) => break Some(code),
            Ok(Some(_)) => {}
            _ => break None,
        }
    };
    assert_eq!(closed, Some(close::REPLACED));
    env.cancel.cancel();
    tracker.close();
    tracker.wait().await;
}

/// A lobby stopped here (its lease went to another node) answers a waiting hello with "gone",
/// never with a refusal: the caller reconnects the client to wherever the lobby is now, and
/// never tells it the lobby closed.
#[tokio::test]
async fn a_hello_to_a_moved_lobby_is_gone_not_closed() {
    let dir = tempfile::tempdir().unwrap();
    let env = env(dir.path()).await;
    let config = GameConfig::Camelot {
        ruleset: protocol::Ruleset::Standard,
        clock: None,
        days_per_move: None,
    };
    env.store
        .create_lobby("MOVED", &config, false)
        .await
        .unwrap();
    let tracker = tokio_util::task::TaskTracker::new();
    let handle = spawn(
        Lobby::new("MOVED".into(), config, false, env.clone()),
        &tracker,
    );
    let (tx, mut rx) = outbox(64);
    handle
        .connect(None, protocol::Lang::En, tx, None)
        .await
        .unwrap();
    handle.stop();
    assert!(handle.moved());
    let (tx2, _rx2) = outbox(16);
    let hello = handle.connect(None, protocol::Lang::En, tx2, None).await;
    assert!(matches!(hello, Err(ConnectError::Gone)), "{hello:?}");
    let closed = loop {
        match tokio::time::timeout(Duration::from_secs(5), rx.recv()).await {
            Ok(Some(Outbound::Close(code, _))) => break Some(code),
            Ok(Some(_)) => {}
            _ => break None,
        }
    };
    assert_eq!(closed, Some(close::GOING_AWAY), "its clients reconnect");
    tracker.close();
    tracker.wait().await;
}
