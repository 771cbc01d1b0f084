//! What PROTOCOL.md states, checked against a real server (payloads parsed as the engines'
//! types, events carrying JSON Patches, the Super Camelot view, what a finished game reveals,
//! takeovers, which error wins, ready flags at the start) and against the types themselves
//! (every message, event kind, error and close code documented; the version; the time-control
//! ranges; what the schema requires).

mod common;

use common::play::{camelot_move, camelot_view, decider, start_game, super_camelot_view};
use common::{Client, TestServer, fast, http, tempdir};
use protocol::{ClientMsg, ErrorCode, GameAction, GameView, LobbyStatus, ServerMsg};
use serde_json::{Value, json};
use std::time::Duration;

/// The raw frame of the event at version `v` this client received.
fn event_at(c: &Client, v: u64) -> Value {
    c.raw
        .iter()
        .map(|r| serde_json::from_str::<Value>(r).unwrap())
        .find(|m| m["t"] == "event" && m["v"] == v)
        .unwrap_or_else(|| panic!("no event at v {v}"))
}

/// A Camelot game started between ann (seat 0, White) and bob (seat 1), with a spectator.
async fn camelot(srv: &TestServer) -> (String, Client, Client, Client) {
    let code = srv.camelot_lobby().await;
    let ([ann, bob], [spec]) = start_game(srv.addr, &code, ["ann", "bob"]).await;
    (code, ann, bob, spec)
}

async fn act(c: &mut Client, m: &str) -> u64 {
    let v = c.v;
    c.send(&ClientMsg::Act {
        v,
        action: camelot_move(m),
    })
    .await;
    c.until_ack().await
}

async fn rejected(c: &mut Client, text: &str) -> ErrorCode {
    c.send_raw(text).await;
    c.until_rejected().await
}

/// A new game is one `replace` of the root; a Camelot move is the move alone, the same bytes for
/// everyone, which each client plays on its own view; the views so kept equal a fresh sync's.
#[tokio::test]
async fn events_carry_json_patches_of_the_previous_view() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (_code, mut ann, mut bob, mut spec) = camelot(&srv).await;
    let started = event_at(&ann, ann.v);
    assert_eq!(started["event"], json!({"kind":"started","game_no":1}));
    let ops = started["patch"].as_array().unwrap();
    assert_eq!(ops.len(), 1);
    assert_eq!(ops[0]["op"], "replace");
    assert_eq!(ops[0]["path"], "");
    assert_eq!(ops[0]["value"]["game"], "camelot");
    assert_eq!(ops[0]["value"]["ruleset"], "standard");
    assert!(
        ops[0]["value"].get("legal_moves").is_none(),
        "legal moves follow from the position"
    );
    assert!(
        started["lobby"].is_object(),
        "a start changes the lobby summary"
    );

    let v = act(&mut ann, "f7-f8").await;
    bob.catch_up(v).await;
    spec.catch_up(v).await;
    let frame = |c: &Client| {
        c.raw
            .iter()
            .rev()
            .find(|t| {
                let f = serde_json::from_str::<Value>(t).unwrap();
                f["t"] == "event" && f["v"] == v
            })
            .cloned()
            .unwrap()
    };
    for (who, c) in [("ann", &ann), ("bob", &bob), ("spec", &spec)] {
        let e = event_at(c, v);
        eprintln!("{who}: {e}");
        assert!(
            e.get("lobby").is_none(),
            "a move that does not end the game"
        );
        assert_eq!(
            e["event"],
            json!({"kind":"acted","seat":0,"action":{"game":"camelot","move":"F7-F8"}})
        );
        assert!(
            e.get("patch").is_none(),
            "an untimed move is the move alone"
        );
        assert_eq!(frame(c), frame(&ann), "one message for everyone");
    }
    assert_eq!(
        frame(&ann),
        format!(
            r#"{{"t":"event","v":{v},"event":{{"kind":"acted","seat":0,"action":{{"game":"camelot","move":"F7-F8"}}}}}}"#
        )
    );
    let position =
        "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/5M6/3NM1MMN3/2NMMMMMMN2/12/12/10/8/2 b 0 0 1 1";
    for c in [&ann, &bob, &spec] {
        assert_eq!(camelot_view(c.view.as_ref()).position, position);
        assert_eq!(camelot_view(c.view.as_ref()).to_move, 1);
    }
    let v = act(&mut bob, "g10-g9").await;
    ann.catch_up(v).await;
    spec.catch_up(v).await;
    for c in [&ann, &bob, &spec] {
        let GameView::Camelot { moves, ply, .. } = c.view.as_ref().unwrap() else {
            panic!("a Camelot view")
        };
        assert_eq!(*ply, 2);
        let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
        assert_eq!(moves, ["F7-F8", "G10-G9"]);
    }
    // The patched views are what a sync gives.
    for c in [&mut ann, &mut bob, &mut spec] {
        let patched = c.view.clone();
        c.send(&ClientMsg::Resync {}).await;
        assert!(matches!(c.recv().await, ServerMsg::Sync { .. }));
        assert_eq!(c.view, patched);
    }
}

/// A move string that is not a move is `malformed` (close 4000); a well-formed illegal one is
/// `illegal_action`; a Camelot ruleset is exactly `standard` or `wcf`.
#[tokio::test]
async fn camelot_payloads_are_parsed_as_the_engines_types() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (code, mut ann, _bob, _spec) = camelot(&srv).await;
    let v = ann.v;
    let frame =
        |m: &str| format!(r#"{{"t":"act","v":{v},"action":{{"game":"camelot","move":"{m}"}}}}"#);
    assert_eq!(
        rejected(&mut ann, &frame("E5-E4")).await,
        ErrorCode::IllegalAction
    );
    assert_eq!(ann.v, v);
    let token = ann.token.clone();
    for bad in ["hello", "A4-A16"] {
        let mut c = srv.client().await;
        c.hello(&code, token.clone()).await;
        assert_eq!(rejected(&mut c, &frame(bad)).await, ErrorCode::Malformed);
        assert_eq!(c.closed().await, Some(4000));
    }
    for (ruleset, status) in [
        ("standard", 201),
        ("wcf", 201),
        ("Standard", 400),
        ("blitz", 400),
    ] {
        let body = format!(r#"{{"config":{{"game":"camelot","ruleset":"{ruleset}"}}}}"#);
        let (got, text) = http(srv.addr, "POST", "/api/lobbies", Some(&body)).await;
        assert_eq!(got, status, "{ruleset}: {text}");
        if status == 400 {
            assert!(text.contains("expected `standard` or `wcf`"), "{text}");
        }
    }
}

/// A Character outside the six names is `malformed` (close 4000); a taken one is
/// `invalid_character`.
#[tokio::test]
async fn characters_are_six_names() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(r#"{"config":{"game":"super_camelot","seats":3}}"#)
        .await
        .code;
    let mut ann = srv.client().await;
    ann.hello(&code, None).await;
    ann.sit("ann").await;
    let mut bob = srv.client().await;
    bob.hello(&code, None).await;
    bob.sit("bob").await;
    for name in [
        "Arthur",
        "Gwenivere",
        "Lancelot",
        "Percival",
        "Kay",
        "Merlin",
    ] {
        ann.send(&ClientMsg::Character {
            character: serde_json::from_value(json!(name)).unwrap(),
        })
        .await;
        ann.until_ack().await;
    }
    assert_eq!(
        rejected(&mut bob, r#"{"t":"character","character":"Merlin"}"#).await,
        ErrorCode::InvalidCharacter
    );
    assert_eq!(
        rejected(&mut bob, r#"{"t":"character","character":"merlin"}"#).await,
        ErrorCode::Malformed
    );
    assert_eq!(bob.closed().await, Some(4000));
}

fn sc(c: &Client) -> (&protocol::View, &[protocol::VisibleEvent]) {
    super_camelot_view(c.view.as_ref())
}

/// A Super Camelot game of three: the view's fields, strict actions, resignations, what the
/// finished view reveals, the `winners`, and the record's event forms.
#[tokio::test]
async fn super_camelot_view_resignations_and_the_finished_game() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(
            r#"{"config":{"game":"super_camelot","seats":3,"auto_enemy_ties":true},"public":true}"#,
        )
        .await
        .code;
    let (mut players, [mut spec]) = start_game(srv.addr, &code, ["ann", "bob", "cy"]).await;
    // The view: `game`, `view`, `events` and their `lines`, `prompt_line`, `clock`; no outer
    // `legal_actions`.
    let whole = serde_json::to_value(&players[0].view).unwrap();
    let mut keys: Vec<&str> = whole
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["clock", "events", "game", "lines", "prompt_line", "view"]
    );
    // Only the seat that decides is asked, in words; every event has its sentence.
    let deciding = decider(&players);
    for c in players.iter().chain([&spec]) {
        let v = serde_json::to_value(&c.view).unwrap();
        assert_eq!(
            v["lines"].as_array().unwrap().len(),
            v["events"].as_array().unwrap().len()
        );
        let asked = c.seat.is_some_and(|s| usize::from(s) == deciding);
        assert_eq!(v["prompt_line"].is_string(), asked, "{v}");
    }
    let mut keys: Vec<&str> = whole["view"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "actions_left",
            "active",
            "attack",
            "attack_dice",
            "deck_sizes",
            "first_player_rolls",
            "legal_actions",
            "outcome",
            "pending",
            "players",
            "revealed",
            "squares",
            "step_back",
            "supply",
            "tiles",
            "tiles_in_stack",
            "turn",
            "viewer"
        ]
    );
    eprintln!("seat 0 view at the start: {}", whole["view"]);
    // Only the seat that must decide has legal actions; other seats' gems are hidden.
    let d = decider(&players);
    assert!(sc(&spec).0.legal_actions.is_empty());
    for (i, c) in players.iter().enumerate() {
        for p in &sc(c).0.players {
            let own = usize::from(p.seat.0) == i;
            assert_eq!(p.gems.is_some(), own);
            assert_eq!(p.gems_to_goal.is_some(), own);
        }
    }
    assert!(sc(&players[0]).0.revealed.is_none());
    assert!(sc(&spec).1.is_empty(), "no events after started");
    assert_eq!(
        serde_json::to_value(sc(&spec).0.viewer).unwrap(),
        json!("Spectator")
    );
    assert_eq!(
        serde_json::to_value(sc(&players[1]).0.viewer).unwrap(),
        json!({"Seat":1})
    );

    // A strict action: an unknown type is malformed.
    let v = players[d].v;
    let token = players[d].token.clone();
    let bad = format!(
        r#"{{"t":"act","v":{v},"action":{{"game":"super_camelot","action":{{"type":"fly"}}}}}}"#
    );
    assert_eq!(rejected(&mut players[d], &bad).await, ErrorCode::Malformed);
    assert_eq!(players[d].closed().await, Some(4000));
    players[d] = srv.client().await;
    players[d].hello(&code, token).await;
    let now = players[d].v;
    for c in players.iter_mut().chain([&mut spec]) {
        c.catch_up(now).await;
    }

    // Seat 1 resigns: the others play on, no result, no lobby summary on the event.
    players[1].send(&ClientMsg::Resign { v: now }).await;
    let v1 = players[1].until_ack().await;
    for c in players.iter_mut().chain([&mut spec]) {
        c.catch_up(v1).await;
    }
    let e = event_at(&spec, v1);
    assert_eq!(e["event"], json!({"kind":"resigned","seat":1}));
    assert!(e.get("lobby").is_none());
    assert!(sc(&spec).0.players[1].resigned);
    assert!(sc(&spec).0.outcome.is_none());
    // Resigning again is illegal_action (even against the current version).
    players[1].send(&ClientMsg::Resign { v: v1 }).await;
    assert_eq!(players[1].until_rejected().await, ErrorCode::IllegalAction);
    // So is any action of a resigned seat.
    players[1]
        .send(&ClientMsg::Act {
            v: v1,
            action: GameAction::SuperCamelot {
                action: protocol::Action::EndTurn,
            },
        })
        .await;
    assert_eq!(players[1].until_rejected().await, ErrorCode::IllegalAction);

    // Seat 0 resigns: seat 2 is the last one standing and wins.
    players[0].send(&ClientMsg::Resign { v: v1 }).await;
    let v2 = players[0].until_ack().await;
    for c in players.iter_mut().chain([&mut spec]) {
        c.catch_up(v2 + 1).await;
    }
    let resigned = event_at(&spec, v2);
    assert_eq!(resigned["event"], json!({"kind":"resigned","seat":0}));
    // The summary turns `finished` with the `game_over` that records the result, not before.
    assert!(resigned.get("lobby").is_none(), "{resigned}");
    let over = event_at(&spec, v2 + 1);
    assert_eq!(
        over["event"],
        json!({"kind":"game_over","result":{"winners":[2],"reason":"resignation"}})
    );
    assert_eq!(over["lobby"]["status"], "finished");
    eprintln!("resigned: {}", resigned["change"]);
    eprintln!("game_over: {over}");
    // The game_over event's change is empty: the view, its `events` included, stays as the
    // resignation left it.
    for c in players.iter().chain([&spec]) {
        assert_eq!(event_at(c, v2 + 1)["change"], json!({}));
        assert!(event_at(c, v2 + 1).get("patch").is_none());
        let (view, events) = sc(c);
        let ev = serde_json::to_string(events).unwrap();
        assert!(ev.contains("resign"), "{ev}");
        assert!(view.pending.is_none());
        assert!(view.legal_actions.is_empty());
        let outcome = serde_json::to_value(view.outcome).unwrap();
        assert_eq!(outcome, json!({"winner":2,"by":"Resignation"}));
        // Everything hidden is revealed; every seat's gems are shown; gems_to_goal stays the
        // owner's alone.
        let revealed = view.revealed.as_ref().expect("revealed once over");
        assert_eq!(revealed.tile_stack.len(), usize::from(view.tiles_in_stack));
        assert_eq!(revealed.litter.len(), usize::from(view.deck_sizes[0]));
        assert_eq!(revealed.small_loot.len(), usize::from(view.deck_sizes[1]));
        assert_eq!(revealed.big_loot.len(), usize::from(view.deck_sizes[2]));
        assert_eq!(
            revealed.small_treasures.len(),
            usize::from(view.deck_sizes[3])
        );
        assert_eq!(
            revealed.big_treasures.len(),
            usize::from(view.deck_sizes[4])
        );
        for p in &view.players {
            assert!(p.gems.is_some());
            let own = c.seat == Some(p.seat.0);
            assert_eq!(p.gems_to_goal.is_some(), own);
        }
    }
    let lobby = spec.lobby.as_ref().unwrap();
    assert_eq!(lobby.status, LobbyStatus::Finished);
    let result = serde_json::to_value(&lobby.result).unwrap();
    assert_eq!(result, json!({"winners":[2],"reason":"resignation"}));

    // The record: events tagged by `form`.
    let id = lobby.game_id.unwrap();
    let (status, text) = http(srv.addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(status, 200, "{text}");
    let record: Value = serde_json::from_str(&text).unwrap();
    let steps = record["steps"].as_array().unwrap();
    assert_eq!(steps.last().unwrap()["action"], json!({"kind":"resign"}));
    let names = ["ann", "bob", "cy"];
    for step in steps {
        let lines = step["lines"].as_array().unwrap();
        assert_eq!(lines.len(), step["events"].as_array().unwrap().len());
        for (e, line) in step["events"].as_array().unwrap().iter().zip(lines) {
            let line = line.as_str().unwrap();
            match e["form"].as_str().unwrap() {
                "public" => assert!(e["event"]["type"].is_string()),
                "private" => {
                    assert!(e["seat"].is_u64() && e["event"]["type"].is_string());
                    // A private event names the seat that saw it.
                    let who = names[usize::try_from(e["seat"].as_u64().unwrap()).unwrap()];
                    assert!(line.ends_with(&format!("seen by {who} only)")), "{line}");
                }
                other => panic!("form {other}"),
            }
        }
    }
    assert!(
        steps
            .iter()
            .flat_map(|s| s["events"].as_array().unwrap())
            .any(|e| e["form"] == "public" && e["event"]["type"] == "resigned"),
        "{text}"
    );
}

/// Camelot: a resignation ends the game; `game_over` carries an empty patch; ready flags are
/// reset at the start and at a rematch; the record's events are `{"form":"move",…}`.
#[tokio::test]
async fn camelot_resignation_rematch_and_ready_flags() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (_code, mut ann, mut bob, mut spec) = camelot(&srv).await;
    for s in &ann.lobby.as_ref().unwrap().seats {
        assert!(!s.ready, "ready flags are reset at the start");
    }
    // Ready during the game: already_started.
    ann.send(&ClientMsg::Ready { ready: true }).await;
    assert_eq!(ann.until_rejected().await, ErrorCode::AlreadyStarted);
    let v = act(&mut ann, "F7-F8").await;
    bob.catch_up(v).await;
    let v = act(&mut bob, "G10-G9").await;
    ann.catch_up(v).await;
    let v = act(&mut ann, "E7-E8").await;
    bob.catch_up(v).await;
    spec.catch_up(v).await;
    bob.send(&ClientMsg::Resign { v }).await;
    let v = bob.until_ack().await;
    for c in [&mut ann, &mut bob, &mut spec] {
        c.catch_up(v + 1).await;
        let over = event_at(c, v + 1);
        assert_eq!(
            over["event"],
            json!({"kind":"game_over","result":{"winners":[0],"reason":"resignation"}})
        );
        assert_eq!(over["patch"], json!([]));
        assert_eq!(event_at(c, v)["event"], json!({"kind":"resigned","seat":1}));
        assert!(event_at(c, v).get("lobby").is_none());
        assert_eq!(over["lobby"]["status"], "finished");
    }
    // A resignation changes no Camelot view (the lobby's status says the game is over).
    assert_eq!(event_at(&bob, v)["patch"], json!([]));
    assert_eq!(event_at(&ann, v)["patch"], json!([]));
    let id = ann.lobby.as_ref().unwrap().game_id.unwrap();
    let (_, text) = http(srv.addr, "GET", &format!("/api/games/{id}"), None).await;
    let record: Value = serde_json::from_str(&text).unwrap();
    // The record of PROTOCOL.md's example, step for step.
    let pos = [
        "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/5M6/3NM1MMN3/2NMMMMMMN2/12/12/10/8/2 b 0 0 1 1",
        "2/8/10/12/12/2nmmmmmmn2/3nmm1mn3/6m5/5M6/3NM1MMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 2 2",
        "2/8/10/12/12/2nmmmmmmn2/3nmm1mn3/6m5/4MM6/3N2MMN3/2NMMMMMMN2/12/12/10/8/2 b 0 0 3 2",
    ];
    let step = |seq: u32, seat: u8, m: &str, p: &str| {
        json!({"seq":seq,"seat":seat,"action":{"kind":"act","action":{"game":"camelot","move":m}},
            "events":[{"form":"move","move":m,"position":p,"captures":0,"captured":[]}],
            "lines":[format!("Plays {m}")]})
    };
    assert_eq!(
        record["steps"],
        json!([
            step(0, 0, "F7-F8", pos[0]),
            step(1, 1, "G10-G9", pos[1]),
            step(2, 0, "E7-E8", pos[2]),
            {"seq":3,"seat":1,"action":{"kind":"resign"},"events":[],"lines":[]}
        ])
    );
    assert_eq!(
        record["result"],
        json!({"winners":[0],"reason":"resignation"})
    );
    assert_eq!(
        record["players"],
        json!([{"seat":0,"name":"ann"},{"seat":1,"name":"bob"}])
    );

    // Ready after the game: still already_started. Rematch: ready and rematch flags false again.
    ann.send(&ClientMsg::Ready { ready: true }).await;
    assert_eq!(ann.until_rejected().await, ErrorCode::AlreadyStarted);
    for c in [&mut ann, &mut bob] {
        c.send(&ClientMsg::Rematch {}).await;
        c.until_ack().await;
    }
    let v = bob.v;
    for c in [&mut ann, &mut spec] {
        c.catch_up(v).await;
    }
    let e = event_at(&spec, v);
    assert_eq!(e["event"], json!({"kind":"started","game_no":2}));
    assert_eq!(e["patch"][0]["path"], "");
    assert_eq!(e["patch"][0]["op"], "replace");
    for s in &spec.lobby.as_ref().unwrap().seats {
        assert!(!s.ready && !s.rematch);
    }
}

/// Taking a seat over with its token: the old connection is closed with 4006 and never hears of
/// it; everyone else gets one `presence` event (connected true) at the next version, with the
/// lobby summary.
#[tokio::test]
async fn a_takeover_is_one_presence_event() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (code, mut ann, mut bob, _spec) = camelot(&srv).await;
    let v = bob.v;
    let mut again = srv.client().await;
    again.hello(&code, ann.token.clone()).await;
    assert_eq!(again.v, v + 1);
    assert_eq!(again.seat, Some(0));
    assert_eq!(ann.closed().await, Some(4006));
    assert!(
        ann.raw.iter().all(|r| !r.contains("presence")),
        "the old connection is not told"
    );
    bob.catch_up(v + 1).await;
    let e = event_at(&bob, v + 1);
    assert_eq!(
        e["event"],
        json!({"kind":"presence","seat":0,"connected":true})
    );
    assert_eq!(e["lobby"]["seats"][0]["connected"], true);
    assert!(e.get("patch").is_none());
    // Nothing follows: no `presence` false for the connection that was closed.
    let quiet = tokio::time::timeout(Duration::from_millis(300), bob.recv()).await;
    assert!(quiet.is_err(), "{quiet:?}");
}

/// Which error wins when several apply: the handlers' order.
#[tokio::test]
async fn which_error_wins() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (_code, mut ann, mut bob, mut spec) = camelot(&srv).await;
    let v = ann.v;
    // Stale and out of turn: stale_version, then a sync.
    bob.send(&ClientMsg::Act {
        v: v - 1,
        action: camelot_move("G10-G9"),
    })
    .await;
    assert_eq!(bob.until_rejected().await, ErrorCode::StaleVersion);
    assert!(matches!(bob.recv().await, ServerMsg::Sync { .. }));
    // Wrong game and out of turn: wrong_game.
    let sc_end = r#"{"game":"super_camelot","action":{"type":"end_turn"}}"#;
    let frame = format!(r#"{{"t":"act","v":{v},"action":{sc_end}}}"#);
    assert_eq!(rejected(&mut bob, &frame).await, ErrorCode::WrongGame);
    // Out of turn and illegal: out_of_turn.
    bob.send(&ClientMsg::Act {
        v,
        action: camelot_move("E5-E4"),
    })
    .await;
    assert_eq!(bob.until_rejected().await, ErrorCode::OutOfTurn);
    // A spectator, stale: not_seated.
    spec.send(&ClientMsg::Act {
        v: 0,
        action: camelot_move("F7-F8"),
    })
    .await;
    assert_eq!(spec.until_rejected().await, ErrorCode::NotSeated);
    // Rematch while playing: not_started.
    ann.send(&ClientMsg::Rematch {}).await;
    assert_eq!(ann.until_rejected().await, ErrorCode::NotStarted);
    // Start while playing, not the host: not_host.
    bob.send(&ClientMsg::Start {}).await;
    assert_eq!(bob.until_rejected().await, ErrorCode::NotHost);

    ann.send(&ClientMsg::Resign { v }).await;
    let v = ann.until_ack().await + 1;
    for c in [&mut ann, &mut bob, &mut spec] {
        c.catch_up(v).await;
    }
    // Game over and stale (and out of turn): game_over, no sync.
    bob.send(&ClientMsg::Act {
        v: 1,
        action: camelot_move("G10-G9"),
    })
    .await;
    assert_eq!(bob.until_rejected().await, ErrorCode::GameOver);
    ann.send(&ClientMsg::Resign { v: 1 }).await;
    assert_eq!(ann.until_rejected().await, ErrorCode::GameOver);
    // Not seated and game over: not_seated.
    spec.send(&ClientMsg::Resign { v }).await;
    assert_eq!(spec.until_rejected().await, ErrorCode::NotSeated);
    // Malformed beats everything: the frame is refused before any handler.
    let frame = format!(r#"{{"t":"act","v":{v},"action":{{"game":"camelot","move":"nope"}}}}"#);
    assert_eq!(rejected(&mut spec, &frame).await, ErrorCode::Malformed);
    assert_eq!(spec.closed().await, Some(4000));
    let quiet = tokio::time::timeout(Duration::from_millis(200), bob.recv()).await;
    assert!(quiet.is_err(), "nothing changed: {quiet:?}");
    assert_eq!(bob.v, v);
}

/// Hello: an old protocol version is refused with the server's in the message.
#[tokio::test]
async fn hello_with_version_2_is_refused() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv.camelot_lobby().await;
    let mut c = srv.client().await;
    c.send_raw(&format!(r#"{{"t":"hello","protocol":2,"lobby":"{code}"}}"#))
        .await;
    let ServerMsg::Rejected { code, message } = c.recv().await else {
        panic!("a rejection")
    };
    assert_eq!(code, ErrorCode::UnsupportedVersion);
    assert_eq!(
        message,
        format!(
            "protocol 2 is not supported; this server speaks {}",
            protocol::PROTOCOL_VERSION
        )
    );
    assert_eq!(c.closed().await, Some(4001));
    let mut c = srv.client().await;
    c.send_raw(&format!(
        r#"{{"t":"hello","protocol":{},"lobby":"NOPE"}}"#,
        protocol::PROTOCOL_VERSION
    ))
    .await;
    assert_eq!(c.until_rejected().await, ErrorCode::NoSuchLobby);
}

// ---------------------------------------------------------------------------------------------
// PROTOCOL.md against the types: where the document and the schema could disagree, the document
// is checked here against `protocol`'s types (through the generated schema, which
// `cargo test -p protocol --test schema` keeps equal to them) and constants.

/// The document's text.
fn protocol_md() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../PROTOCOL.md"))
        .expect("PROTOCOL.md")
}

/// A generated schema under `protocol/schema/`.
fn schema(name: &str) -> Value {
    let path = format!("{}/../protocol/schema/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).expect("a schema file")).unwrap()
}

/// The text of the `## title` section (up to the next `## `).
fn section<'a>(doc: &'a str, title: &str) -> &'a str {
    let head = format!("\n## {title}\n");
    let start = doc
        .find(&head)
        .unwrap_or_else(|| panic!("PROTOCOL.md has a section `## {title}`"))
        + head.len();
    let rest = &doc[start..];
    rest.find("\n## ").map_or(rest, |end| &rest[..end])
}

/// The values of the tag `field` (`"t"`, `"kind"`) of every variant of a tagged enum's schema.
fn tags(schema: &Value, field: &str) -> Vec<String> {
    schema["oneOf"]
        .as_array()
        .expect("a tagged enum is a oneOf")
        .iter()
        .map(|v| {
            v["properties"][field]["const"]
                .as_str()
                .expect("each variant has its tag")
                .to_owned()
        })
        .collect()
}

/// The first cell of every row of the Markdown tables in `text`, without its backquotes.
fn first_cells(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("| "))
        .filter_map(|l| l.split(" |").next())
        .map(|c| c.trim().trim_matches('`').to_owned())
        .collect()
}

/// The cells of the table row whose first cell is `` `key` ``.
fn row<'a>(text: &'a str, key: &str) -> Option<Vec<&'a str>> {
    let start = format!("| `{key}` |");
    text.lines()
        .find(|l| l.starts_with(&start))
        .map(|l| l.trim_matches('|').split(" | ").map(str::trim).collect())
}

#[test]
fn every_client_and_server_message_has_its_section() {
    let doc = protocol_md();
    for (title, file) in [
        ("Client messages", "client-msg.schema.json"),
        ("Server messages", "server-msg.schema.json"),
    ] {
        let text = section(&doc, title);
        let documented: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("### `"))
            .filter_map(|l| l.strip_suffix('`'))
            .collect();
        let tags = tags(&schema(file), "t");
        assert_eq!(
            documented, tags,
            "`## {title}` has one `### `tag`` section per message, in the types' order"
        );
    }
}

#[test]
fn every_event_kind_is_in_the_event_table_and_the_patch_and_lobby_lists() {
    let doc = protocol_md();
    let server = schema("server-msg.schema.json");
    let kinds = tags(&server["$defs"]["LobbyEvent"], "kind");
    let events = section(&doc, "Server messages");
    let mut table: Vec<String> = first_cells(events)
        .into_iter()
        .filter(|c| kinds.contains(c))
        .collect();
    table.sort();
    let mut sorted_kinds = kinds.clone();
    sorted_kinds.sort();
    assert_eq!(table, sorted_kinds, "the event table lists every kind once");
    // The list of what carries `lobby` and `patch` names every kind exactly once.
    let lists = [
        "`lobby`, no `patch`",
        "`lobby` and `patch`",
        "`patch`, no `lobby`",
    ];
    let mut listed: Vec<String> = Vec::new();
    for key in lists {
        let line = events
            .lines()
            .find(|l| l.starts_with(&format!("| {key} |")))
            .unwrap_or_else(|| panic!("a row `{key}`"));
        let cell = line.split(" | ").nth(1).unwrap();
        listed.extend(
            cell.split(", ")
                .map(|k| k.split(' ').next().unwrap().trim_matches('`').to_owned()),
        );
    }
    listed.sort();
    let mut want = kinds.clone();
    want.sort();
    assert_eq!(listed, want, "each kind is in exactly one of {lists:?}");
    // The event table says the same: a kind in a row with `patch` says "with `patch`" or "with
    // `lobby` and `patch`".
    for kind in &kinds {
        let row = row(events, kind).unwrap();
        let with_patch = !events
            .lines()
            .find(|l| l.starts_with("| `lobby`, no `patch` |"))
            .unwrap()
            .contains(&format!("`{kind}`"));
        assert_eq!(
            row[2].contains("`patch`"),
            with_patch,
            "the table's row for `{kind}` names `patch` exactly when the event carries it"
        );
    }
}

#[test]
fn every_error_code_is_documented_with_its_close_code() {
    let doc = protocol_md();
    let server = schema("server-msg.schema.json");
    let codes: Vec<String> = server["$defs"]["ErrorCode"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["const"].as_str().unwrap().to_owned())
        .collect();
    let table = section(&doc, "Error codes");
    let documented: Vec<String> = first_cells(table)
        .into_iter()
        // The header row's `code` is no code.
        .filter(|c| c != "code")
        .filter(|c| c.chars().all(|ch| ch.is_ascii_lowercase() || ch == '_') && !c.is_empty())
        .collect();
    let mut sorted_doc = documented.clone();
    sorted_doc.sort();
    let mut sorted_codes = codes.clone();
    sorted_codes.sort();
    assert_eq!(sorted_doc, sorted_codes, "one row per error code");
    for code in &codes {
        let parsed: ErrorCode = serde_json::from_value(json!(code)).unwrap();
        let row = row(table, code).unwrap();
        let closes = match parsed.close_code() {
            Some(n) => n.to_string(),
            None => "—".to_owned(),
        };
        assert_eq!(row[1], closes, "`{code}` closes with");
    }
}

#[test]
fn every_close_code_is_documented() {
    let doc = protocol_md();
    // The constants of `protocol::close`, read from its source so that a new one is not missed.
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../protocol/src/lib.rs"
    ))
    .unwrap();
    let module = source
        .split("pub mod close {")
        .nth(1)
        .and_then(|m| m.split("\n}").next())
        .expect("the close module");
    let codes: Vec<u16> = module
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub const "))
        .map(|l| {
            l.split('=')
                .nth(1)
                .unwrap()
                .trim()
                .trim_end_matches(';')
                .parse()
                .unwrap()
        })
        .collect();
    assert!(
        codes.contains(&protocol::close::IDLE) && codes.len() >= 12,
        "{codes:?}"
    );
    let table = section(&doc, "Close codes");
    let mut documented: Vec<u16> = first_cells(table)
        .iter()
        .filter_map(|c| c.parse().ok())
        .collect();
    documented.sort_unstable();
    let mut codes = codes;
    codes.sort_unstable();
    assert_eq!(documented, codes, "one row per close code");
}

#[test]
fn the_document_speaks_the_crates_protocol_version() {
    let doc = protocol_md();
    let n = protocol::PROTOCOL_VERSION;
    assert!(doc.starts_with(&format!("# The Albion wire protocol\n\nVersion **{n}**.")));
    assert!(
        section(&doc, "Protocol version rules").contains(&format!("version **{n}**")),
        "the version rules name the version"
    );
    assert!(doc.contains(&format!("- `protocol` (required): must be `{n}`,")));
    assert!(doc.contains(&format!("this server speaks {n}`")));
    assert!(doc.contains(&format!("the hello's protocol version is not {n}")));
    // Every example hello and welcome says it.
    let mut examples = 0;
    for (i, _) in doc.match_indices("\"protocol\":") {
        let number: String = doc[i + 11..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        assert_eq!(number, n.to_string(), "an example says protocol {number}");
        examples += 1;
    }
    assert!(examples >= 4, "{examples} examples");
}

#[test]
fn the_documented_time_control_ranges_are_the_servers_and_the_schemas() {
    let doc = protocol_md();
    let thousands = |n: u32| {
        let s = n.to_string();
        if s.len() > 3 {
            format!("{},{}", &s[..s.len() - 3], &s[s.len() - 3..])
        } else {
            s
        }
    };
    let line = format!(
        "`base_secs` 1 to\n  {} (3 hours), `increment_secs` 0 to {} (default 0), `turn_secs` {} to {}.",
        thousands(protocol::MAX_BASE_SECS),
        thousands(protocol::MAX_INCREMENT_SECS),
        thousands(protocol::MIN_TURN_SECS),
        thousands(protocol::MAX_TURN_SECS),
    );
    assert!(doc.contains(&line), "PROTOCOL.md states the ranges: {line}");
    let create = schema("http-create-lobby.schema.json");
    let tc = &create["$defs"]["TimeControl"]["properties"];
    assert_eq!(tc["base_secs"]["minimum"], 1);
    assert_eq!(tc["base_secs"]["maximum"], protocol::MAX_BASE_SECS);
    assert_eq!(tc["increment_secs"]["minimum"], 0);
    assert_eq!(
        tc["increment_secs"]["maximum"],
        protocol::MAX_INCREMENT_SECS
    );
    let sc = create["$defs"]["GameConfig"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["properties"]["game"]["const"] == "super_camelot")
        .unwrap();
    assert_eq!(
        sc["properties"]["turn_secs"]["minimum"],
        protocol::MIN_TURN_SECS
    );
    assert_eq!(
        sc["properties"]["turn_secs"]["maximum"],
        protocol::MAX_TURN_SECS
    );
    assert_eq!(sc["properties"]["seats"]["minimum"], 2);
    assert_eq!(sc["properties"]["seats"]["maximum"], 4);
}

/// A view's `clock` is always there (`null` when untimed), as the document says: the schema
/// requires it; a field the server leaves out when empty is never `null` when present.
#[test]
fn the_schema_requires_what_is_always_sent_and_forbids_null_where_it_never_is() {
    let server = schema("server-msg.schema.json");
    for variant in server["$defs"]["GameView"]["oneOf"].as_array().unwrap() {
        let required = variant["required"].as_array().unwrap();
        assert!(required.contains(&json!("clock")), "{variant}");
    }
    let sync = server["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["properties"]["t"]["const"] == "sync")
        .unwrap();
    assert_eq!(sync["properties"]["clock_elapsed_ms"]["type"], "integer");
    assert!(
        sync["required"]
            .as_array()
            .unwrap()
            .contains(&json!("game"))
    );
    let seat = &server["$defs"]["SeatInfo"]["properties"];
    assert_eq!(seat["bot"]["$ref"], "#/$defs/BotLevel");
    assert!(seat["bot"].get("anyOf").is_none(), "{}", seat["bot"]);
    assert!(protocol_md().contains("(always present, `null` when\nuntimed)"));
}

/// A lobby whose game was aborted (every player left) answers `GET /api/lobbies/{code}` with its
/// status `aborted`, not 404; the same after a restart; an unknown code is still 404.
#[tokio::test]
async fn an_aborted_lobby_says_so_over_http() {
    let dir = tempdir();
    let quick = |c: &mut server::Config| {
        fast(c);
        c.abandon_grace_secs = 1;
        c.abandon_close_secs = 1;
    };
    let srv = TestServer::start_with(dir.path(), quick).await;
    let (code, mut ann, mut bob, mut spec) = camelot(&srv).await;
    spec.send(&ClientMsg::Leave {}).await;
    ann.send(&ClientMsg::Leave {}).await;
    bob.send(&ClientMsg::Leave {}).await;
    for c in [&mut ann, &mut bob, &mut spec] {
        assert_eq!(c.closed().await, Some(1000));
    }
    let path = format!("/api/lobbies/{code}");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let info: protocol::LobbyInfo = loop {
        let (status, body) = http(srv.addr, "GET", &path, None).await;
        assert_eq!(status, 200, "{body}");
        let info: protocol::LobbyInfo = serde_json::from_str(&body).unwrap();
        if info.status == LobbyStatus::Aborted {
            break info;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game is aborted once everyone left: {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(info.code, code);
    assert_eq!(info.seats[0].name.as_deref(), Some("ann"));
    assert!(info.seats.iter().all(|s| !s.connected));
    assert_eq!(info.result, None);
    assert!(info.game_id.is_some());
    // The lobby is gone from memory (its actor ended), yet still known.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (status, body) = http(srv.addr, "GET", &path, None).await;
    assert_eq!(status, 200, "{body}");
    let again: protocol::LobbyInfo = serde_json::from_str(&body).unwrap();
    assert_eq!(again.status, LobbyStatus::Aborted);
    let (status, body) = http(srv.addr, "GET", "/api/lobbies/NOSUCHLOBBY2", None).await;
    assert_eq!(status, 404, "{body}");
    srv.stop().await;
    let srv = TestServer::start_with(dir.path(), quick).await;
    let (status, body) = http(srv.addr, "GET", &path, None).await;
    assert_eq!(status, 200, "{body}");
    let after: protocol::LobbyInfo = serde_json::from_str(&body).unwrap();
    assert_eq!(after.status, LobbyStatus::Aborted);
}
