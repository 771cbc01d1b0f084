//! Small updates, checked as a client sees them: random games of both games, with players,
//! spectators, a spectator who arrives mid-game, resignations and rematches. Every connection
//! rebuilds its view from its `sync` and every later event's patch or change; at every version that view
//! must equal the server's full view for that connection.

use super::*;
use proptest::prelude::*;
use protocol::{ClientMsg, GameAction, GameView, Lang, ServerMsg};
use serde_json::Value;

/// One connection as its client sees the lobby.
struct Watcher {
    conn: ConnId,
    lang: Lang,
    rx: OutRx,
    seat: Option<Seat>,
    v: Version,
    game: Value,
    /// Events that carried a Super Camelot change (rather than a patch).
    changes: usize,
}

impl Watcher {
    /// Reads everything queued, as a client would: a sync replaces the view, an event's patch
    /// updates it. Returns how many events carried a patch, and their bytes.
    fn drain(&mut self) -> (usize, usize) {
        let mut patched = (0, 0);
        while let Ok(out) = self.rx.try_recv() {
            let Outbound::Text(text) = out else {
                continue;
            };
            match serde_json::from_str::<ServerMsg>(text.as_str()).unwrap() {
                ServerMsg::Welcome { seat, .. } => self.seat = seat,
                ServerMsg::Seated { seat, .. } => self.seat = Some(seat),
                ServerMsg::Sync { v, game, .. } => {
                    self.v = v;
                    self.game = serde_json::to_value(game).unwrap();
                }
                ServerMsg::Event {
                    v,
                    patch,
                    change,
                    event,
                    ..
                } => {
                    assert_eq!(v, self.v + 1, "a gap in versions");
                    self.v = v;
                    self.changes += usize::from(change.is_some());
                    if protocol::update::touches_view(&event, patch.as_deref(), change.as_deref()) {
                        protocol::update::apply_event(
                            &mut self.game,
                            &event,
                            patch.as_deref(),
                            change.as_deref(),
                        )
                        .unwrap_or_else(|e| panic!("{e}: {text}"));
                        patched.0 += 1;
                        patched.1 += text.len();
                    }
                }
                _ => {}
            }
        }
        patched
    }
}

async fn watcher(lobby: &mut Lobby) -> Watcher {
    watcher_in(lobby, Lang::En).await
}

/// A spectator whose connection reads `lang`.
async fn watcher_in(lobby: &mut Lobby, lang: Lang) -> Watcher {
    let (tx, rx) = outbox(4096);
    let conn = lobby.connect(None, lang, tx).await.unwrap();
    Watcher {
        conn,
        lang,
        rx,
        seat: None,
        v: 0,
        game: Value::Null,
        changes: 0,
    }
}

/// A lobby on a fresh SQLite file (kept while the returned folder lives) with every seat taken,
/// in seat order, by a connection that reads.
async fn seated(code: &str, config: GameConfig) -> (tempfile::TempDir, Lobby, Vec<Watcher>) {
    let dir = tempfile::tempdir().unwrap();
    let env = tests::env(dir.path()).await;
    env.store.create_lobby(code, &config, false).await.unwrap();
    let seats = usize::from(config.seats());
    let mut lobby = Lobby::new(code.into(), config, false, env);
    let mut watchers = Vec::new();
    for i in 0..seats {
        let mut w = watcher(&mut lobby).await;
        lobby.sit(w.conn, format!("p{i}"), None).await.unwrap();
        w.drain();
        watchers.push(w);
    }
    (dir, lobby, watchers)
}

/// Every connection's rebuilt view is the server's view for it, at the lobby's version.
fn check(lobby: &Lobby, watchers: &mut [Watcher]) {
    for w in watchers.iter_mut() {
        w.drain();
        assert_eq!(w.v, lobby.v, "connection {} is behind", w.conn);
        let audience = lobby.audience_of(w.seat, w.lang);
        let full = serde_json::to_value(lobby.view_of(audience).unwrap()).unwrap();
        assert_eq!(
            w.game, full,
            "seat {:?}: the view rebuilt from patches differs at version {}",
            w.seat, lobby.v
        );
    }
}

/// The actions `seat` may take: a Camelot view's follow from its position (for the seat to
/// move), a Super Camelot view lists its viewer's.
fn legal(view: Option<&GameView>, seat: Option<Seat>) -> Vec<GameAction> {
    match view {
        Some(v @ GameView::Camelot { to_move, .. }) if seat == Some(*to_move) => v
            .camelot_legal_moves()
            .into_iter()
            .map(|mv| GameAction::Camelot { mv })
            .collect(),
        Some(GameView::Camelot { .. }) => Vec::new(),
        Some(GameView::SuperCamelot { view, .. }) => view
            .legal_actions
            .iter()
            .map(|action| GameAction::SuperCamelot { action: *action })
            .collect(),
        None => Vec::new(),
    }
}

async fn play(config: GameConfig, seed: u64, steps: usize) {
    let (_dir, mut lobby, mut watchers) = seated("PATCHES", config).await;
    watchers.push(watcher(&mut lobby).await);
    // A spectator reading French: in Super Camelot an audience of its own (the views carry
    // words), in Camelot one with everyone.
    watchers.push(watcher_in(&mut lobby, Lang::Fr).await);
    lobby.begin_game().await.unwrap();
    check(&lobby, &mut watchers);

    let mut rng = seed | 1;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        usize::try_from(rng % n as u64).unwrap()
    };
    let mut rematches = 0;
    for step in 0..steps {
        if step == steps / 3 {
            // Spectators arrive mid-game: they start from their sync.
            watchers.push(watcher(&mut lobby).await);
            watchers.push(watcher_in(&mut lobby, Lang::Fr).await);
        }
        if lobby.status == LobbyStatus::Finished {
            if rematches == 1 {
                break;
            }
            rematches += 1;
            for w in watchers.iter().filter(|w| w.seat.is_some()) {
                lobby.client(w.conn, ClientMsg::Rematch {}).await.unwrap();
            }
            check(&lobby, &mut watchers);
            continue;
        }
        let mover = watchers
            .iter()
            .filter_map(|w| w.seat)
            .find(|&s| !legal(lobby.view_for(Some(s)).unwrap().as_ref(), Some(s)).is_empty());
        let Some(seat) = mover else {
            break;
        };
        let conn = watchers.iter().find(|w| w.seat == Some(seat)).unwrap().conn;
        let v = lobby.v;
        if next(60) == 0 {
            lobby.client(conn, ClientMsg::Resign { v }).await.unwrap();
        } else {
            let options = legal(lobby.view_for(Some(seat)).unwrap().as_ref(), Some(seat));
            let action = options[next(options.len())].clone();
            lobby
                .client(conn, ClientMsg::Act { v, action })
                .await
                .unwrap();
        }
        check(&lobby, &mut watchers);
        // The French spectator reads French where the English one reads English.
        let lines = |w: &Watcher| w.game["lines"].clone();
        let (en, fr) = (&watchers[watchers.len() - 2], &watchers[watchers.len() - 1]);
        if let Some(told) = lines(en).as_array().filter(|l| !l.is_empty())
            && en.v == fr.v
        {
            assert_ne!(Some(told), lines(fr).as_array(), "at version {}", lobby.v);
        }
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(8),
        ..ProptestConfig::default()
    })]

    #[test]
    fn camelot_views_rebuilt_from_patches_match_the_server(seed in any::<u64>(), wcf in any::<bool>()) {
        let ruleset = if wcf { protocol::Ruleset::Wcf } else { protocol::Ruleset::Standard };
        runtime().block_on(play(GameConfig::Camelot { ruleset , clock: None, days_per_move: None }, seed, 200));
    }

    #[test]
    fn super_camelot_views_rebuilt_from_patches_match_the_server(seed in any::<u64>(), seats in 2u8..=4) {
        let config = GameConfig::SuperCamelot {
            seats,
            ask_activation_order: seed % 3 == 0,
            auto_enemy_ties: seed % 2 == 0,
            turn_secs: None,
            days_per_turn: None,
        };
        runtime().block_on(play(config, seed, 150));
    }
}

/// A Super Camelot action's update is small: what changed, not the view; and it comes as a
/// change, never as a patch.
#[test]
fn super_camelot_patches_are_much_smaller_than_views() {
    runtime().block_on(async {
        let config = GameConfig::SuperCamelot {
            seats: 4,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
            days_per_turn: None,
        };
        let (_dir, mut lobby, mut watchers) = seated("SMALL", config).await;
        lobby.begin_game().await.unwrap();
        for w in &mut watchers {
            w.drain();
        }
        let (mut events, mut bytes, mut view_bytes) = (0, 0, 0);
        for _ in 0..200 {
            let Some(seat) = (0..4u8)
                .find(|&s| !legal(lobby.view_for(Some(s)).unwrap().as_ref(), Some(s)).is_empty())
            else {
                break;
            };
            let action = legal(lobby.view_for(Some(seat)).unwrap().as_ref(), Some(seat))[0].clone();
            let conn = watchers[usize::from(seat)].conn;
            let v = lobby.v;
            lobby
                .client(conn, ClientMsg::Act { v, action })
                .await
                .unwrap();
            for w in &mut watchers {
                let (n, b) = w.drain();
                events += n;
                bytes += b;
                view_bytes += serde_json::to_string(&lobby.view_for(w.seat).unwrap())
                    .unwrap()
                    .len();
            }
        }
        assert!(events > 100, "{events}");
        let changes: usize = watchers.iter().map(|w| w.changes).sum();
        assert_eq!(changes, events, "every action's update is a change");
        // Measured: about a tenth. A patch that grew to a third of the view would be a
        // regression worth a look.
        assert!(
            bytes * 3 < view_bytes,
            "{bytes} bytes of events for {view_bytes} bytes of views"
        );
    });
}

/// What a spectator that never reads costs, in a Super Camelot game played as fast as the lobby
/// goes: everything sent to it since it stopped reading is held for it (its queue of 64
/// messages, then its backlog) until the backlog passes its cap and it is cut off; then the
/// lobby drops it and everything held for it. A second, reading spectator receives exactly the
/// same messages, so what it receives is what the first one costs.
#[test]
fn a_spectator_that_never_reads_costs_at_most_256_kib_and_is_dropped() {
    runtime().block_on(async {
        let config = GameConfig::SuperCamelot {
            seats: 4,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
            days_per_turn: None,
        };
        let (_dir, mut lobby, mut watchers) = seated("STALL", config).await;
        lobby.begin_game().await.unwrap();
        for w in &mut watchers {
            w.drain();
        }
        // The server's default queue: 64 messages.
        let (tx, mut stalled_rx) = outbox(64);
        let stalled = lobby.connect(None, Lang::En, tx).await.unwrap();
        let mut reader = watcher(&mut lobby).await;
        let mut held = 0usize;
        let mut rng = 0x9E37_79B9_7F4A_7C15_u64;
        let mut steps = 0;
        while lobby.audiences.conns.contains_key(&stalled) {
            steps += 1;
            assert!(steps < 20_000, "never cut off");
            if lobby.status == LobbyStatus::Finished {
                for w in &watchers {
                    lobby.client(w.conn, ClientMsg::Rematch {}).await.unwrap();
                }
            } else {
                let seat = (0..4u8)
                    .find(|&s| {
                        !legal(lobby.view_for(Some(s)).unwrap().as_ref(), Some(s)).is_empty()
                    })
                    .expect("someone decides");
                let options = legal(lobby.view_for(Some(seat)).unwrap().as_ref(), Some(seat));
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let action = options[usize::try_from(rng % options.len() as u64).unwrap()].clone();
                let conn = watchers[usize::from(seat)].conn;
                let v = lobby.v;
                lobby
                    .client(conn, ClientMsg::Act { v, action })
                    .await
                    .unwrap();
            }
            for w in &mut watchers {
                w.drain();
            }
            // What the stalled spectator was sent at this version is what the reader got.
            if lobby.audiences.conns.contains_key(&stalled) {
                while let Ok(Outbound::Text(text)) = reader.rx.try_recv() {
                    held += text.len();
                }
            }
        }
        // Cut off: the lobby holds nothing for it any more; its queue (held by its connection's
        // task, here by the test) is freed with the task.
        let mut queued = 0;
        let mut closed = false;
        while let Ok(out) = stalled_rx.try_recv() {
            match out {
                Outbound::Text(text) => queued += text.len(),
                Outbound::Close(code, _) => closed = code == protocol::close::TOO_SLOW,
            }
        }
        assert!(closed || queued > 0, "it was told, or its queue was full");
        assert!(held > MAX_BACKLOG_BYTES, "{held}");
        // The bytes held, plus the allocator's share for each message held (at most a few
        // hundred messages of a few hundred bytes).
        assert!(
            held < 256 << 10,
            "{held} bytes held for a spectator that never reads"
        );
        println!(
            "a stalled spectator held {held} bytes ({} KiB) before it was cut off after {steps} \
             steps; {queued} bytes were still in its queue",
            held >> 10
        );
    });
}
