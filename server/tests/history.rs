//! Game history: `GET /api/games/{id}` (the public record of a game that is over) and
//! `GET /api/games/{id}/wcf` (a Camelot game in WCF move notation), through a real server:
//! nothing while the game runs, the whole game once it is over, the same after a restart.

mod common;

use common::http::get;
use common::play::{
    Lcg, camelot_move, camelot_view, game_over, random_action, start_game, super_camelot_view,
};
use common::redaction::is_private;
use common::{Client, TestServer, db_url, fast, tempdir};
use protocol::{
    ClientMsg, GameConfig, GameRecord, GameView, HttpError, LobbyInfo, LobbyStatus, RecordAction,
    RecordStatus,
};
use serde_json::Value;
use sqlx::Row;
use std::net::SocketAddr;

async fn record(addr: SocketAddr, id: i64) -> (GameRecord, String) {
    let answer = get(addr, &format!("/api/games/{id}")).await;
    let body = answer.text();
    assert_eq!(answer.status, 200, "{body}");
    (serde_json::from_str(&body).unwrap(), body)
}

async fn error(addr: SocketAddr, path: &str, want: u16) -> HttpError {
    let answer = get(addr, path).await;
    let body = answer.text();
    assert_eq!(answer.status, want, "{path}: {body}");
    serde_json::from_str(&body).unwrap()
}

/// Nothing of a running game is published: 409 `in_progress` for the record and the export.
async fn check_in_progress(addr: SocketAddr, id: i64) {
    for path in [format!("/api/games/{id}"), format!("/api/games/{id}/wcf")] {
        let e = error(addr, &path, 409).await;
        assert_eq!(e.error, "in_progress");
        assert!(e.message.contains("when the game is over"), "{}", e.message);
    }
}

struct Table {
    code: String,
    white: Client,
    black: Client,
}

async fn camelot_table(srv: &TestServer) -> Table {
    let code = srv.camelot_lobby().await;
    let ([white, black], []) = start_game(srv.addr, &code, ["Ann \"the bold\"", "bob"]).await;
    Table { code, white, black }
}

/// Plays one move for the side to move (a capture if any, else the `pick`-th legal move, sent in
/// lowercase); returns the move sent and the position after it.
async fn play_one(t: &mut Table, pick: usize) -> (String, String) {
    let side = camelot_view(t.white.view.as_ref()).to_move;
    let (mover, other) = if side == 0 {
        (&mut t.white, &mut t.black)
    } else {
        (&mut t.black, &mut t.white)
    };
    let moves = camelot_view(mover.view.as_ref()).legal_moves.to_vec();
    let mv = moves
        .iter()
        .find(|m| m.is_capture())
        .unwrap_or(&moves[pick % moves.len()])
        .to_string()
        .to_lowercase();
    // Sent in lowercase, as a person might type it: the server keeps its canonical form.
    let msg = format!(
        r#"{{"t":"act","v":{},"action":{{"game":"camelot","move":"{mv}"}}}}"#,
        mover.v
    );
    mover.send_raw(&msg).await;
    mover.until_ack().await;
    let v = mover.v;
    other.catch_up(v).await;
    (mv, camelot_view(other.view.as_ref()).position.to_owned())
}

/// The moves of a WCF export (tags, move numbers and the result token dropped), its tags and
/// its result token.
fn parse_wcf(text: &str) -> (Vec<(String, String)>, Vec<String>, String) {
    let (head, movetext) = text
        .split_once("\n\n")
        .expect("a blank line after the tags");
    let tags = head
        .lines()
        .map(|l| {
            let l = l.strip_prefix('[').unwrap().strip_suffix("\"]").unwrap();
            let (name, value) = l.split_once(" \"").unwrap();
            (
                name.to_owned(),
                value.replace("\\\"", "\"").replace("\\\\", "\\"),
            )
        })
        .collect();
    let mut tokens: Vec<String> = movetext.split_whitespace().map(str::to_owned).collect();
    let result = tokens.pop().unwrap();
    let moves = tokens.into_iter().filter(|t| !t.ends_with('.')).collect();
    (tags, moves, result)
}

/// The canonical notation of a move: squares uppercase, `x` lowercase.
fn canon(mv: &str) -> String {
    mv.parse::<camelot::Move>().unwrap().to_string()
}

/// Replays exported moves with the engine: the final game.
fn replay_wcf(ruleset: &str, moves: &[String]) -> camelot::Game {
    let mut game = camelot::Game::new(ruleset.parse().unwrap());
    for mv in moves {
        let m: camelot::Move = mv.parse().unwrap();
        game.play(&m).unwrap();
    }
    game
}

#[tokio::test]
async fn a_resigned_camelot_game_is_published_and_survives_a_restart() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut t = camelot_table(&srv).await;
    let id = t.white.lobby.as_ref().unwrap().game_id.expect("a game id");
    assert_eq!(t.black.lobby.as_ref().unwrap().game_id, Some(id));
    check_in_progress(srv.addr, id).await;

    // Seven plies, then Black resigns.
    let mut played = Vec::new();
    for ply in 0..7 {
        played.push(play_one(&mut t, ply * 5 + 1).await);
    }
    check_in_progress(srv.addr, id).await;
    t.black.send(&ClientMsg::Resign { v: t.black.v }).await;
    t.black.until_ack().await;
    let lobby = game_over(&mut t.white).await;
    assert_eq!(lobby.status, LobbyStatus::Finished);
    assert_eq!(
        lobby.game_id,
        Some(id),
        "the game-over event names the game"
    );
    let answer = get(srv.addr, &format!("/api/lobbies/{}", t.code)).await;
    assert_eq!(answer.status, 200);
    let body = answer.text();
    let info: LobbyInfo = serde_json::from_str(&body).unwrap();
    assert_eq!(
        info.game_id,
        Some(id),
        "the lobby still names its last game"
    );

    let (rec, json) = record(srv.addr, id).await;
    assert_eq!(rec.id, id);
    assert_eq!(rec.lobby, t.code);
    assert_eq!(rec.game_no, 1);
    assert_eq!(
        rec.config,
        GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        }
    );
    assert_eq!(rec.status, RecordStatus::Finished);
    let names: Vec<(u8, &str, Option<String>)> = rec
        .players
        .iter()
        .map(|p| (p.seat, p.name.as_str(), p.character.map(|c| c.to_string())))
        .collect();
    assert_eq!(names, [(0, "Ann \"the bold\"", None), (1, "bob", None)]);
    let result = rec.result.clone().unwrap();
    assert_eq!(
        (result.winners, result.reason.as_str()),
        (vec![0], "resignation")
    );
    let (start, end) = (rec.started_at.unwrap(), rec.ended_at.unwrap());
    assert!(start > 1_600_000_000 && end >= start, "{start} {end}");
    assert_eq!(rec.steps.len(), played.len() + 1);
    for (i, (step, (mv, position))) in rec.steps.iter().zip(&played).enumerate() {
        assert_eq!(step.seq as usize, i);
        assert_eq!(step.seat as usize, i % 2);
        assert_eq!(
            step.action,
            RecordAction::Act {
                action: camelot_move(mv)
            },
            "the move in canonical notation, not as sent"
        );
        assert_eq!(step.events.len(), 1, "{:?}", step.events);
        let e = serde_json::to_value(&step.events[0]).unwrap();
        assert_eq!(e["move"], canon(mv), "canonical notation");
        assert_eq!(
            e["position"],
            position.as_str(),
            "the position after step {i}"
        );
        assert!(e["captures"].is_u64());
    }
    let last = rec.steps.last().unwrap();
    assert_eq!((last.seq, last.seat), (7, 1));
    assert_eq!(last.action, RecordAction::Resign);
    assert!(last.events.is_empty());

    // The WCF export.
    let answer = get(srv.addr, &format!("/api/games/{id}/wcf")).await;
    let text = answer.text();
    assert_eq!(answer.status, 200, "{text}");
    assert_eq!(
        answer.header("content-type"),
        Some("text/plain; charset=utf-8"),
        "{}",
        answer.head
    );
    let (tags, moves, token) = parse_wcf(&text);
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {name} tag in {text}"))
    };
    assert_eq!(tag("Event"), format!("Albion lobby {}, game 1", t.code));
    let date = tag("Date");
    assert!(
        date.len() == 10 && date.starts_with("20") && &date[4..5] == "." && &date[7..8] == ".",
        "{date}"
    );
    assert_eq!(tag("White"), "Ann \"the bold\"");
    assert_eq!(tag("Black"), "bob");
    assert_eq!(tag("Ruleset"), "standard");
    assert_eq!(tag("Result"), "1-0");
    assert_eq!(tag("Termination"), "resignation");
    assert_eq!(token, "1-0");
    let upper: Vec<String> = played.iter().map(|(m, _)| canon(m)).collect();
    assert_eq!(moves, upper);
    let movetext = text.split_once("\n\n").unwrap().1;
    assert_eq!(
        movetext,
        format!(
            "1. {} {} 2. {} {} 3. {} {} 4. {} 1-0\n",
            upper[0], upper[1], upper[2], upper[3], upper[4], upper[5], upper[6]
        )
    );
    // Round trip: the export replays to the last position played.
    let game = replay_wcf(tag("Ruleset"), &moves);
    assert_eq!(game.position().to_string(), played.last().unwrap().1);

    // Unknown games.
    for path in [
        "/api/games/999999",
        "/api/games/999999/wcf",
        "/api/games/abc",
        "/api/games/-1",
    ] {
        assert_eq!(error(srv.addr, path, 404).await.error, "not_found");
    }

    // A restart on the same database: the same record, and the lobby still names the game.
    srv.stop().await;
    let srv = TestServer::start_with(dir.path(), fast).await;
    let (again, json_again) = record(srv.addr, id).await;
    assert_eq!(again, rec);
    assert_eq!(json_again, json);
    let text_again = get(srv.addr, &format!("/api/games/{id}/wcf")).await.text();
    assert_eq!(text_again, text);
    let body = get(srv.addr, &format!("/api/lobbies/{}", t.code))
        .await
        .text();
    let info: LobbyInfo = serde_json::from_str(&body).unwrap();
    assert_eq!(info.status, LobbyStatus::Finished);
    assert_eq!(
        info.game_id,
        Some(id),
        "a recovered lobby names its last game"
    );
    let mut c = srv.client().await;
    c.hello(&t.code, None).await;
    assert_eq!(c.lobby.as_ref().unwrap().game_id, Some(id));
    srv.stop().await;
}

#[tokio::test]
async fn a_move_sent_in_lowercase_is_logged_relayed_and_recorded_in_canonical_notation() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut t = camelot_table(&srv).await;
    let id = t.white.lobby.as_ref().unwrap().game_id.unwrap();
    // As typed, and the engine's canonical notation of each.
    let sent = [
        (0, "f7-f8", "F7-F8"),
        (1, "g10-g9", "G10-G9"),
        (0, " e7-E8 ", "E7-E8"),
    ];
    for (seat, typed, _) in sent {
        let (mover, other) = if seat == 0 {
            (&mut t.white, &mut t.black)
        } else {
            (&mut t.black, &mut t.white)
        };
        let msg = format!(
            r#"{{"t":"act","v":{},"action":{{"game":"camelot","move":"{typed}"}}}}"#,
            mover.v
        );
        mover.send_raw(&msg).await;
        let v = mover.until_ack().await;
        other.catch_up(v).await;
    }
    t.black.send(&ClientMsg::Resign { v: t.black.v }).await;
    t.black.until_ack().await;
    game_over(&mut t.white).await;
    t.black.catch_up(t.white.v).await;

    // What each seat was told of the other's moves: the canonical text, never the sender's.
    for (seat, typed, canonical) in sent {
        let other = if seat == 0 { &t.black } else { &t.white };
        let acted = format!(r#""action":{{"game":"camelot","move":"{canonical}"}}"#);
        assert!(
            other.raw.iter().any(|m| m.contains(&acted)),
            "seat {seat}'s {typed:?} relayed as {canonical}"
        );
        let as_sent = format!(r#""move":"{typed}""#);
        assert!(
            !other.raw.iter().any(|m| m.contains(&as_sent)),
            "{typed:?} relayed as sent"
        );
    }

    // The durable log.
    let pool = sqlx::SqlitePool::connect(&db_url(dir.path()))
        .await
        .unwrap();
    let logged: Vec<String> =
        sqlx::query("SELECT action FROM actions WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&pool)
            .await
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect();
    pool.close().await;
    assert_eq!(logged.len(), sent.len() + 1, "{logged:?}");
    for ((_, _, canonical), json) in sent.iter().zip(&logged) {
        let action: Value = serde_json::from_str(json).unwrap();
        assert_eq!(action["action"]["move"], *canonical, "logged {json}");
    }

    // The record.
    let (rec, _) = record(srv.addr, id).await;
    for ((_, _, canonical), step) in sent.iter().zip(&rec.steps) {
        assert_eq!(
            step.action,
            RecordAction::Act {
                action: camelot_move(canonical)
            }
        );
        assert_eq!(
            serde_json::to_value(&step.events[0]).unwrap()["move"],
            *canonical
        );
    }
    srv.stop().await;
}

#[tokio::test]
async fn a_camelot_game_ended_by_the_rules_is_published() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut t = camelot_table(&srv).await;
    let id = t.white.lobby.as_ref().unwrap().game_id.unwrap();
    let mut played = Vec::new();
    while t.white.lobby.as_ref().unwrap().status == LobbyStatus::Playing {
        let pick = played.len() * 7 + 3;
        played.push(play_one(&mut t, pick).await);
        assert!(played.len() < 2000, "the game ends");
    }
    // The mover has read the game-over event before its ack; the other has not yet.
    let lobby = match t.white.lobby.clone() {
        Some(l) if l.result.is_some() => l,
        _ => game_over(&mut t.white).await,
    };
    let result = lobby.result.clone().unwrap();
    assert_ne!(result.reason, "resignation");
    assert_eq!(lobby.game_id, Some(id));

    let (rec, _) = record(srv.addr, id).await;
    assert_eq!(rec.result, Some(result.clone()));
    assert_eq!(rec.steps.len(), played.len());
    for (step, (mv, position)) in rec.steps.iter().zip(&played) {
        let e = serde_json::to_value(&step.events[0]).unwrap();
        assert_eq!(e["move"], canon(mv));
        assert_eq!(e["position"], position.as_str());
    }
    let captures: u64 = rec
        .steps
        .iter()
        .map(|s| {
            serde_json::to_value(&s.events[0]).unwrap()["captures"]
                .as_u64()
                .unwrap()
        })
        .sum();
    assert!(captures > 0, "pieces were captured on the way");

    let answer = get(srv.addr, &format!("/api/games/{id}/wcf")).await;
    let text = answer.text();
    assert_eq!(answer.status, 200, "{text}");
    assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    let (tags, moves, token) = parse_wcf(&text);
    let want = match result.winners.as_slice() {
        [0] => "1-0",
        [1] => "0-1",
        [] => "1/2-1/2",
        other => panic!("{other:?}"),
    };
    assert_eq!(token, want);
    assert!(tags.contains(&("Result".into(), want.into())));
    assert!(tags.contains(&("Termination".into(), result.reason.clone())));
    assert_eq!(moves.len(), played.len());
    // Round trip: the export replays to the same final position, and the engine agrees the game
    // is over.
    let game = replay_wcf("standard", &moves);
    assert_eq!(game.position().to_string(), played.last().unwrap().1);
    assert!(game.outcome().is_some());
    println!("{} plies, {}", played.len(), result.reason);
    srv.stop().await;
}

fn view_events(view: Option<&GameView>) -> Vec<Value> {
    super_camelot_view(view)
        .1
        .iter()
        .map(|e| serde_json::to_value(e).unwrap())
        .collect()
}

fn keys<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                out.push(k);
                keys(x, out);
            }
        }
        Value::Array(xs) => xs.iter().for_each(|x| keys(x, out)),
        _ => {}
    }
}

#[tokio::test]
async fn a_super_camelot_record_reveals_private_events_but_never_the_seed() {
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let code = srv
        .create(
            r#"{"config":{"game":"super_camelot","seats":3,"auto_enemy_ties":true},"public":true}"#,
        )
        .await
        .code;
    let mut players: Vec<Client> = Vec::new();
    for name in ["ann", "bob", "cy"] {
        let mut c = srv.client().await;
        c.hello(&code, None).await;
        c.sit(name).await;
        players.push(c);
    }
    players[2]
        .send(&ClientMsg::Character {
            character: protocol::Character::Merlin,
        })
        .await;
    players[2].until_ack().await;
    for c in &mut players {
        c.send(&ClientMsg::Ready { ready: true }).await;
        c.until_ack().await;
    }
    players[0].send(&ClientMsg::Start {}).await;
    let v = players[0].until_ack().await;
    for c in &mut players {
        c.catch_up(v).await;
    }
    let lobby = players[0].lobby.clone().unwrap();
    let id = lobby.game_id.unwrap();
    let characters: Vec<String> = lobby
        .seats
        .iter()
        .map(|s| s.character.unwrap().to_string())
        .collect();
    assert_eq!(characters[2], "Merlin");
    check_in_progress(srv.addr, id).await;

    // Random legal actions until someone has had a private event (and a few more), then seat 0
    // resigns. What each seat saw of each action is kept to compare with the record.
    let mut rng = Lcg(0x2545_F491_4F6C_DD1D);
    let mut seen: Vec<Vec<Vec<Value>>> = Vec::new();
    let mut private_seen = false;
    while seen.len() < 30 || !private_seen {
        assert!(seen.len() < 2000, "no private event in 2000 actions");
        if players[0].lobby.as_ref().unwrap().status != LobbyStatus::Playing {
            break;
        }
        random_action(&mut players, &mut [], &mut rng).await;
        let mut step = Vec::new();
        for c in &players {
            let events = view_events(c.view.as_ref());
            private_seen |= events.iter().any(is_private);
            step.push(events);
        }
        seen.push(step);
    }
    assert!(private_seen, "a private event happened");
    // Seats 0 and 1 resign (in a game of three the first leaves alone, RULES.md SC19).
    let resigned = players[0].lobby.as_ref().unwrap().status == LobbyStatus::Playing;
    if resigned {
        let v = players[0].v;
        players[0].send(&ClientMsg::Resign { v }).await;
        let v = players[0].until_ack().await;
        players[1].catch_up(v).await;
        let v = players[1].v;
        players[1].send(&ClientMsg::Resign { v }).await;
        players[1].until_ack().await;
        let lobby = game_over(&mut players[2]).await;
        assert_eq!(lobby.game_id, Some(id));
    }

    let (rec, json) = record(srv.addr, id).await;
    assert_eq!(rec.status, RecordStatus::Finished);
    assert_eq!(rec.steps.len(), seen.len() + 2 * usize::from(resigned));
    let players_got: Vec<(u8, &str, Option<String>)> = rec
        .players
        .iter()
        .map(|p| (p.seat, p.name.as_str(), p.character.map(|c| c.to_string())))
        .collect();
    assert_eq!(
        players_got,
        [
            (0, "ann", Some(characters[0].clone())),
            (1, "bob", Some(characters[1].clone())),
            (2, "cy", Some("Merlin".to_owned())),
        ]
    );
    if resigned {
        let r = rec.result.clone().unwrap();
        assert_eq!((r.winners, r.reason.as_str()), (vec![2], "resignation"));
        assert_eq!(rec.steps.last().unwrap().action, RecordAction::Resign);
        // The resignations are engine steps with what they did (the last one ends the game).
        let last: Vec<Value> = rec
            .steps
            .last()
            .unwrap()
            .events
            .iter()
            .map(|e| serde_json::to_value(e).unwrap())
            .collect();
        assert!(
            last.iter().any(|e| e["event"]["type"] == "resigned")
                && last.iter().any(|e| e["event"]["type"] == "game_over"),
            "{last:?}"
        );
    }

    // Every step holds everything: what each seat saw of it is exactly the record's public
    // events and that seat's private ones, in order.
    let mut privates = 0;
    for (step, saw) in rec.steps.iter().zip(&seen) {
        let step_events: Vec<Value> = step
            .events
            .iter()
            .map(|e| serde_json::to_value(e).unwrap())
            .collect();
        for e in &step_events {
            match e["form"].as_str() {
                Some("public") => assert!(e.get("seat").is_none(), "{e}"),
                Some("private") => {
                    privates += 1;
                    assert!(e["seat"].as_u64().is_some_and(|s| s < 3), "{e}");
                }
                _ => panic!("unknown form: {e}"),
            }
            assert!(e["event"]["type"].is_string(), "{e}");
        }
        for (seat, events) in saw.iter().enumerate() {
            let mine: Vec<Value> = step_events
                .iter()
                .filter(|e| e["form"] == "public" || e["seat"] == seat)
                // As a seat saw it live: the event alone.
                .map(|e| e["event"].clone())
                .collect();
            assert_eq!(&mine, events, "seat {seat}, step {}", step.seq);
        }
    }
    assert!(privates > 0, "the record reveals private events");

    // The same record in French: by `?lang=`, or by `Accept-Language` without it; the same steps
    // and events, other words.
    let french = get(srv.addr, &format!("/api/games/{id}?lang=fr")).await;
    assert_eq!(french.status, 200, "{}", french.text());
    assert_eq!(
        french.headers.get("content-language").map(String::as_str),
        Some("fr")
    );
    let fr: GameRecord = serde_json::from_str(&french.text()).unwrap();
    let negotiated = common::http::request(
        srv.addr,
        "GET",
        &format!("/api/games/{id}"),
        &[("Accept-Language", "de-CH, fr;q=0.9, en;q=0.8")],
        None,
    )
    .await;
    assert_eq!(
        serde_json::from_str::<GameRecord>(&negotiated.text()).unwrap(),
        fr
    );
    assert_eq!(fr.steps.len(), rec.steps.len());
    for (en_step, fr_step) in rec.steps.iter().zip(&fr.steps) {
        assert_eq!(en_step.events, fr_step.events);
        assert_eq!(en_step.lines.len(), fr_step.lines.len());
        if !en_step.lines.is_empty() {
            assert_ne!(en_step.lines, fr_step.lines, "step {}", en_step.seq);
        }
    }
    assert!(
        fr.steps
            .iter()
            .flat_map(|s| &s.lines)
            .any(|l| l.starts_with("Tour ")),
        "{fr:?}"
    );
    let e = error(srv.addr, &format!("/api/games/{id}?lang=de"), 400).await;
    assert_eq!(e.error, "bad_request");
    // English stays the default, and English is what was cached first.
    assert_eq!(record(srv.addr, id).await.0, rec);

    // Never the seed, nor any deck or hidden store.
    let pool = sqlx::SqlitePool::connect(&db_url(dir.path()))
        .await
        .unwrap();
    let seed: String = sqlx::query("SELECT seed FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap()
        .get(0);
    pool.close().await;
    assert!(seed.len() > 6);
    assert!(!json.contains(&seed), "the seed is in the record");
    // The players' own actions are public (`take_special` names a `stack` square): only what the
    // record adds is checked.
    let mut value: Value = serde_json::from_str(&json).unwrap();
    for step in value["steps"].as_array_mut().unwrap() {
        step.as_object_mut().unwrap().remove("action");
    }
    let mut all = Vec::new();
    keys(&value, &mut all);
    for k in common::redaction::FORBIDDEN_KEYS {
        assert!(!all.contains(&k), "key {k:?} in the record");
    }

    // No WCF export for Super Camelot.
    let e = error(srv.addr, &format!("/api/games/{id}/wcf"), 404).await;
    assert!(e.message.contains("only Camelot"), "{}", e.message);
    println!("{} steps, {privates} private events", rec.steps.len());
    srv.stop().await;
}
