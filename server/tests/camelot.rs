//! Camelot games through the server: whole games, spectators, reconnects, stale versions, turn
//! and legality errors, resignation and rematch, and a restart on the same database.

mod common;

use common::play::{camelot_move, camelot_view, legal, start_game};
use common::{Client, TestServer, fast, tempdir};
use protocol::{ClientMsg, ErrorCode, LobbyEvent, LobbyStatus, ServerMsg, close};

struct Table {
    code: String,
    white: Client,
    black: Client,
    spec: Client,
}

async fn table(srv: &TestServer) -> Table {
    let code = srv.camelot_lobby().await;
    let ([white, black], [spec]) = start_game(srv.addr, &code, ["white", "black"]).await;
    Table {
        code,
        white,
        black,
        spec,
    }
}

fn act(v: u64, mv: &str) -> ClientMsg {
    ClientMsg::Act {
        v,
        action: camelot_move(mv),
    }
}

/// Plays one move for the side to move (a capture if any, else the `pick`-th legal move) and
/// brings every client up to date. Returns false once the game is over.
async fn play_one(t: &mut Table, pick: usize) -> bool {
    let side = camelot_view(t.white.view.as_ref()).to_move;
    let (mover, other) = if side == 0 {
        (&mut t.white, &mut t.black)
    } else {
        (&mut t.black, &mut t.white)
    };
    let moves = camelot_view(mover.view.as_ref()).legal_moves.to_vec();
    assert!(!moves.is_empty(), "the side to move has legal moves");
    let mv = moves
        .iter()
        .find(|m| m.is_capture())
        .unwrap_or(&moves[pick % moves.len()])
        .to_string();
    mover.send(&act(mover.v, &mv)).await;
    mover.until_ack().await;
    let v = mover.v;
    other.catch_up(v).await;
    t.spec.catch_up(v).await;
    // Everyone holds the same view, and a move reached them as the move alone: each client
    // played it on its own copy (no patch in an untimed game, and a frame of a hundred bytes or
    // so).
    assert_eq!(t.spec.view, t.white.view);
    assert_eq!(t.spec.view, t.black.view);
    let frame: serde_json::Value = t
        .spec
        .raw
        .iter()
        .rev()
        .map(|f| serde_json::from_str::<serde_json::Value>(f).unwrap())
        .find(|f| f["event"]["kind"] == "acted")
        .expect("the spectator was told the move");
    assert!(frame.get("patch").is_none(), "{frame}");
    assert!(frame.to_string().len() < 150, "{frame}");
    t.white.lobby.as_ref().unwrap().status == LobbyStatus::Playing
}

#[tokio::test]
async fn a_whole_game_between_two_clients_and_a_spectator() {
    let dir = tempdir();
    // Scripted players move far faster than people: lift the per-connection rate limit.
    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut t = table(&srv).await;
    let mut plies = 0;
    while play_one(&mut t, plies * 7 + 3).await {
        plies += 1;
        assert!(plies < 2000, "the game ends");
    }
    println!("game over after {} plies", plies + 1);
    let w = camelot_view(t.white.view.as_ref()).position;
    assert_eq!(camelot_view(t.black.view.as_ref()).position, w);
    assert_eq!(camelot_view(t.spec.view.as_ref()).position, w);
    let result = t
        .spec
        .lobby
        .as_ref()
        .unwrap()
        .result
        .clone()
        .expect("a result");
    assert!(!result.reason.is_empty());
    assert!(
        t.spec
            .raw
            .iter()
            .any(|r| r.contains(r#""kind":"game_over""#))
    );
    // After the end nobody may act.
    t.white.send(&act(t.white.v, "E6-E5")).await;
    assert_eq!(t.white.until_rejected().await, ErrorCode::GameOver);
    // The action counter reached the metrics.
    let (_, metrics) = common::http(srv.addr, "GET", "/metrics", None).await;
    assert!(
        metrics.contains(&format!("albion_actions_total {}", plies + 1)),
        "{metrics}"
    );
    srv.stop().await;
}

#[tokio::test]
async fn stale_version_out_of_turn_illegal_and_spectator_actions_change_nothing() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let mut t = table(&srv).await;
    play_one(&mut t, 0).await;
    let v = t.white.v;
    let before = t.white.view.clone();

    // Black is to move. White tries anyway.
    t.white.send(&act(v, "E6-E5")).await;
    assert_eq!(t.white.until_rejected().await, ErrorCode::OutOfTurn);
    // Black with a stale version: rejected, then a fresh sync.
    let mv = camelot_view(t.black.view.as_ref()).legal_moves[0].to_string();
    t.black.send(&act(v - 1, &mv)).await;
    assert_eq!(t.black.until_rejected().await, ErrorCode::StaleVersion);
    assert!(matches!(t.black.recv().await, ServerMsg::Sync { v: sv, .. } if sv == v));
    // An illegal move (nothing stands on A8).
    t.black.send(&act(v, "A8-A9")).await;
    assert_eq!(t.black.until_rejected().await, ErrorCode::IllegalAction);
    // Text that is not a move at all is not an action: the frame is malformed and closes the
    // connection that sent it (a typed client cannot send it).
    for text in ["hello", "A4-A16", "E6-E9"] {
        let mut rogue = srv.client().await;
        rogue.hello(&t.code, None).await;
        rogue
            .send_raw(&format!(
                r#"{{"t":"act","v":{v},"action":{{"game":"camelot","move":"{text}"}}}}"#
            ))
            .await;
        assert_eq!(rogue.until_rejected().await, ErrorCode::Malformed, "{text}");
        assert_eq!(rogue.closed().await, Some(4000), "{text}");
    }
    // A spectator holds no seat.
    t.spec.send(&act(v, &mv)).await;
    assert_eq!(t.spec.until_rejected().await, ErrorCode::NotSeated);

    for c in [&mut t.white, &mut t.black, &mut t.spec] {
        c.send(&ClientMsg::Resync {}).await;
        let m = c.until(|m| matches!(m, ServerMsg::Sync { .. })).await;
        assert!(
            matches!(m, ServerMsg::Sync { v: sv, .. } if sv == v),
            "nothing changed"
        );
    }
    assert_eq!(t.white.view, before);
    // And the game goes on.
    assert!(play_one(&mut t, 0).await);
    srv.stop().await;
}

#[tokio::test]
async fn reconnect_mid_game_with_the_seat_token() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let mut t = table(&srv).await;
    for i in 0..3 {
        play_one(&mut t, i).await;
    }
    let token = t.black.token.clone().unwrap();
    let last_v = t.black.v;
    t.black.ws.close(None).await.unwrap();
    let m = t
        .white
        .until(|m| {
            matches!(
                m,
                ServerMsg::Event {
                    event: LobbyEvent::Presence {
                        seat: 1,
                        connected: false
                    },
                    ..
                }
            )
        })
        .await;
    drop(m);
    assert!(!t.white.lobby.as_ref().unwrap().seats[1].connected);

    let mut black = srv.client().await;
    black.v = last_v;
    black.hello(&t.code, Some(token.clone())).await;
    assert_eq!(black.seat, Some(1));
    assert_eq!(
        camelot_view(black.view.as_ref()).position,
        camelot_view(t.white.view.as_ref()).position
    );
    assert!(
        !camelot_view(black.view.as_ref()).legal_moves.is_empty(),
        "black to move sees its moves"
    );
    t.white.catch_up(black.v).await;
    t.black = black;
    assert!(play_one(&mut t, 1).await);
    assert!(play_one(&mut t, 2).await);

    // A second connection with the same token replaces the first (closed with 4006).
    let mut again = srv.client().await;
    again.hello(&t.code, Some(token)).await;
    assert_eq!(again.seat, Some(1));
    assert_eq!(t.black.closed().await, Some(close::REPLACED));
    srv.stop().await;
}

#[tokio::test]
async fn resign_then_rematch_swaps_colours() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let mut t = table(&srv).await;
    play_one(&mut t, 0).await;
    t.white.send(&ClientMsg::Resign { v: t.white.v }).await;
    t.white.until_ack().await;
    let v = t.white.v;
    t.black.catch_up(v).await;
    let info = t.black.lobby.clone().unwrap();
    assert_eq!(info.status, LobbyStatus::Finished);
    assert_eq!(info.result.unwrap().winners, vec![1]);

    t.white.send(&ClientMsg::Rematch {}).await;
    t.white.until_ack().await;
    t.black.send(&ClientMsg::Rematch {}).await;
    let v = t.black.until_ack().await;
    t.white.catch_up(v).await;
    t.black.catch_up(v).await;
    let info = t.white.lobby.clone().unwrap();
    assert_eq!((info.status, info.game_no), (LobbyStatus::Playing, 2));
    // The players change colours: last game's Black now plays White (seat 0) and moves first.
    assert_eq!((t.white.seat, t.black.seat), (Some(1), Some(0)));
    assert_eq!(
        legal(t.black.view.as_ref(), t.black.seat).len(),
        100,
        "a fresh start position, last game's Black to move"
    );
    assert!(legal(t.white.view.as_ref(), t.white.seat).is_empty());
    srv.stop().await;
}

#[tokio::test]
async fn a_restart_on_the_same_database_continues_the_game() {
    let dir = tempdir();
    let srv = TestServer::start(dir.path()).await;
    let mut t = table(&srv).await;
    for i in 0..5 {
        play_one(&mut t, i).await;
    }
    let (v, view) = (t.white.v, t.white.view.clone());
    let (wt, bt) = (t.white.token.clone(), t.black.token.clone());
    srv.stop().await;
    assert_eq!(t.white.closed().await, Some(close::GOING_AWAY));

    let srv = TestServer::start(dir.path()).await;
    let (status, body) =
        common::http(srv.addr, "GET", &format!("/api/lobbies/{}", t.code), None).await;
    assert_eq!(status, 200, "{body}");
    let mut white = srv.client().await;
    white.hello(&t.code, wt).await;
    assert!(
        white.v > v,
        "versions keep growing across a restart ({} after {v})",
        white.v
    );
    assert_eq!(
        camelot_view(white.view.as_ref()).position,
        camelot_view(view.as_ref()).position
    );
    let mut black = srv.client().await;
    black.hello(&t.code, bt).await;
    white.catch_up(black.v).await;
    let mut spec = srv.client().await;
    spec.hello(&t.code, None).await;
    let mut t = Table {
        code: t.code,
        white,
        black,
        spec,
    };
    for i in 0..3 {
        assert!(play_one(&mut t, i).await);
    }
    srv.stop().await;
}

/// Both players' offer of the waiting kind, as every client's view holds it.
fn offer_of(c: &Client) -> (Option<protocol::PendingOffer>, Vec<u8>) {
    match c.view.as_ref() {
        Some(protocol::GameView::Camelot { offer, offered, .. }) => (*offer, offered.clone()),
        other => panic!("not a Camelot view: {other:?}"),
    }
}

/// Sends one offer step for `who` and brings the other clients up to date.
async fn offer_step(t: &mut Table, white: bool, msg: ClientMsg) {
    let (who, other) = if white {
        (&mut t.white, &mut t.black)
    } else {
        (&mut t.black, &mut t.white)
    };
    who.send(&msg).await;
    let v = who.until_ack().await;
    other.catch_up(v).await;
    t.spec.catch_up(v).await;
    assert_eq!(t.spec.view, t.white.view);
    assert_eq!(t.spec.view, t.black.view);
}

/// RULES.md C15–C17 through the server: an offer needs the opponent's explicit answer naming
/// it, one waits at a time, a seat offers once between its moves, a move cancels it, a takeback
/// sets every client's game back, everything is refused with a typed error that changes
/// nothing, a waiting offer survives a restart, an agreed draw ends the game, and the record
/// and its WCF export keep the moves that stand.
#[tokio::test]
async fn offers_need_the_opponents_consent_and_survive_a_restart() {
    use protocol::{OfferKind::Draw, OfferKind::Takeback, PendingOffer};
    let dir = tempdir();
    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut t = table(&srv).await;
    let offer = |v, offer| ClientMsg::Offer { v, offer };
    let answer = |v, offer, accept| ClientMsg::AnswerOffer { v, offer, accept };

    t.white.send(&offer(t.white.v, Takeback)).await;
    assert_eq!(t.white.until_rejected().await, ErrorCode::IllegalAction);
    let mut positions = vec![camelot_view(t.white.view.as_ref()).position.to_owned()];
    for i in 0..3 {
        play_one(&mut t, i).await;
        positions.push(camelot_view(t.white.view.as_ref()).position.to_owned());
    }
    // Black to move; White offers to take its move back.
    let v = t.white.v;
    offer_step(&mut t, true, offer(v, Takeback)).await;
    let waiting = Some(PendingOffer {
        by: 0,
        offer: Takeback,
    });
    assert_eq!(offer_of(&t.spec), (waiting, vec![0]));
    let v = t.black.v;
    for (who, msg, code) in [
        (0, offer(v, Draw), ErrorCode::OfferPending),
        (1, offer(v, Draw), ErrorCode::OfferPending),
        (1, answer(v, Draw, true), ErrorCode::NoOffer),
        (0, answer(v, Takeback, true), ErrorCode::NoOffer),
        (
            1,
            ClientMsg::WithdrawOffer { v, offer: Takeback },
            ErrorCode::NoOffer,
        ),
        (2, answer(v, Takeback, true), ErrorCode::NotSeated),
        (1, answer(v - 1, Takeback, true), ErrorCode::StaleVersion),
    ] {
        let c = [&mut t.white, &mut t.black, &mut t.spec]
            .into_iter()
            .nth(who)
            .unwrap();
        c.send(&msg).await;
        assert_eq!(c.until_rejected().await, code, "{msg:?}");
    }
    t.black.send(&ClientMsg::Resync {}).await;
    t.black.until(|m| matches!(m, ServerMsg::Sync { .. })).await;
    assert_eq!(t.black.v, v, "nothing changed");
    assert_eq!(offer_of(&t.black), (waiting, vec![0]));

    offer_step(&mut t, false, answer(v, Takeback, false)).await;
    assert_eq!(offer_of(&t.spec), (None, vec![0]));
    t.white.send(&offer(t.white.v, Draw)).await;
    assert_eq!(t.white.until_rejected().await, ErrorCode::OfferLimit);
    // Black offers a draw and then moves: the move cancels it.
    let v = t.black.v;
    offer_step(&mut t, false, offer(v, Draw)).await;
    play_one(&mut t, 0).await;
    assert_eq!(offer_of(&t.spec), (None, vec![0]));
    positions.push(camelot_view(t.white.view.as_ref()).position.to_owned());
    play_one(&mut t, 0).await;
    assert_eq!(offer_of(&t.spec), (None, vec![]));
    // White has just moved (5 plies): a takeback takes back that move alone.
    let v = t.white.v;
    offer_step(&mut t, true, offer(v, Takeback)).await;
    let v = t.black.v;
    offer_step(&mut t, false, answer(v, Takeback, true)).await;
    assert_eq!(camelot_view(t.spec.view.as_ref()).position, positions[4]);
    assert_eq!(camelot_view(t.spec.view.as_ref()).to_move, 0);
    assert!(matches!(
        t.spec.view.as_ref(),
        Some(protocol::GameView::Camelot { ply: 4, moves, .. }) if moves.len() == 4
    ));
    // Black, not to move, offers to take back its last move, and withdraws.
    let v = t.black.v;
    offer_step(&mut t, false, offer(v, Takeback)).await;
    let v = t.black.v;
    offer_step(
        &mut t,
        false,
        ClientMsg::WithdrawOffer { v, offer: Takeback },
    )
    .await;
    play_one(&mut t, 1).await;
    play_one(&mut t, 1).await;
    // White (to move, so the takeback would be two moves) offers a draw, and the server stops.
    let v = t.white.v;
    offer_step(&mut t, true, offer(v, Draw)).await;
    let (wt, bt) = (t.white.token.clone(), t.black.token.clone());
    let position = camelot_view(t.white.view.as_ref()).position.to_owned();
    srv.stop().await;

    let srv = TestServer::start_with(dir.path(), fast).await;
    let mut white = srv.client().await;
    white.hello(&t.code, wt).await;
    let mut black = srv.client().await;
    black.hello(&t.code, bt).await;
    white.catch_up(black.v).await;
    assert_eq!(camelot_view(black.view.as_ref()).position, position);
    let waiting = Some(PendingOffer { by: 0, offer: Draw });
    assert_eq!(offer_of(&black), (waiting, vec![0]));
    black.send(&answer(black.v, Draw, true)).await;
    black.until_ack().await;
    let info = common::play::game_over(&mut white).await;
    let result = info.result.clone().unwrap();
    assert_eq!(
        (result.winners, result.reason.as_str()),
        (vec![], "agreement")
    );

    // The record keeps every step; the export keeps the moves that stand.
    let id = info.game_id.unwrap();
    let (status, body) = common::http(srv.addr, "GET", &format!("/api/games/{id}"), None).await;
    assert_eq!(status, 200, "{body}");
    let record: protocol::GameRecord = serde_json::from_str(&body).unwrap();
    let kinds: Vec<String> = record
        .steps
        .iter()
        .map(|s| {
            serde_json::to_value(&s.action).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(
        kinds.join(" "),
        "act act act offer decline offer act act offer accept offer withdraw act act offer accept"
    );
    let took_back = record
        .steps
        .iter()
        .find(|s| !s.events.is_empty() && s.lines[0].starts_with("Takes back"))
        .unwrap();
    assert_eq!(took_back.lines, ["Takes back 1 move"]);
    let (status, wcf) = common::http(srv.addr, "GET", &format!("/api/games/{id}/wcf"), None).await;
    assert_eq!(status, 200, "{wcf}");
    let moves = wcf
        .lines()
        .skip_while(|l| !l.is_empty())
        .flat_map(str::split_whitespace)
        .filter(|w| !w.ends_with('.') && w.contains(['-', 'x']) && !w.starts_with(['0', '1']))
        .count();
    assert_eq!(moves, 6, "{wcf}");
    assert!(wcf.contains("[Termination \"agreement\"]"), "{wcf}");
    srv.stop().await;
}
