//! Computer players, clocks and players who leave. Time jumps forward with tokio's test clock
//! ([`skip`]): no test waits for a deadline in real time. (The clock is paused only while it
//! jumps: a clock left paused would also jump over the store's own timeouts while the database
//! thread works.)

use super::tests::env;
use super::*;
use protocol::{ClientMsg, GameAction, GameView, LobbyEvent, Ruleset, ServerMsg, TimeControl};
use std::time::Duration;

type Rx = OutRx;

/// A lobby stored and built like a created one.
async fn lobby(dir: &std::path::Path, code: &str, config: GameConfig, tempo: Tempo) -> Lobby {
    let mut env = env(dir).await;
    env.tempo = tempo;
    env.store.create_lobby(code, &config, false).await.unwrap();
    Lobby::new(code.into(), config, false, env)
}

/// Moves tokio's clock `d` forward at once.
async fn skip(d: Duration) {
    tokio::time::pause();
    tokio::time::advance(d).await;
    tokio::time::resume();
}

/// `a` and `b` within 250 ms of each other (real time runs on between steps).
fn near(a: u64, b: u64) -> bool {
    a.abs_diff(b) < 250
}

fn fast() -> Tempo {
    Tempo {
        abandon_grace: Duration::from_secs(30),
        abandon_close: Duration::from_secs(300),
        bot_delay: Duration::ZERO,
        ..Tempo::default()
    }
}

fn camelot(clock: Option<TimeControl>) -> GameConfig {
    GameConfig::Camelot {
        ruleset: Ruleset::Standard,
        clock,
        days_per_move: None,
    }
}

/// Connects and sits a player; returns its connection and its outbound queue.
async fn player(lobby: &mut Lobby, name: &str) -> (ConnId, Rx) {
    let (tx, rx) = outbox(4096);
    let conn = lobby.connect(None, protocol::Lang::En, tx).await.unwrap();
    lobby.sit(conn, name.into(), None).await.unwrap();
    (conn, rx)
}

/// Every lobby event a connection was sent, in order.
/// `conn` plays `action` at the lobby's version.
async fn act(lobby: &mut Lobby, conn: ConnId, action: GameAction) -> Answer {
    let v = lobby.v;
    lobby.client(conn, ClientMsg::Act { v, action }).await
}

fn events(rx: &mut Rx) -> Vec<LobbyEvent> {
    let mut out = Vec::new();
    while let Ok(o) = rx.try_recv() {
        if let Outbound::Text(text) = o
            && let Ok(ServerMsg::Event { event, .. }) = serde_json::from_str(text.as_str())
        {
            out.push(event);
        }
    }
    out
}

/// The legal moves the seat to move is offered.
fn legal(lobby: &Lobby, seat: Seat) -> Vec<GameAction> {
    match lobby.view_for(Some(seat)).unwrap() {
        Some(view @ GameView::Camelot { to_move, .. }) if to_move == seat => view
            .camelot_legal_moves()
            .into_iter()
            .map(|mv| GameAction::Camelot { mv })
            .collect(),
        Some(GameView::Camelot { .. }) => Vec::new(),
        Some(GameView::SuperCamelot { view, .. }) => view
            .legal_actions
            .into_iter()
            .map(|action| GameAction::SuperCamelot { action })
            .collect(),
        None => Vec::new(),
    }
}

/// Lets computer players answer until a human must decide or the game is over.
async fn let_bots_play(lobby: &mut Lobby, rx: &mut mpsc::Receiver<bots::Answer>) {
    loop {
        lobby.wake_bot();
        if lobby.game.bot_thinking.is_none() {
            return;
        }
        let answer = rx.recv().await.unwrap();
        lobby.bot_answered(answer).await;
    }
}

#[tokio::test]
async fn a_flag_fall_loses_is_logged_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TimeControl {
        base_secs: 60,
        increment_secs: 2,
    };
    let mut lobby = lobby(dir.path(), "CLOCK", camelot(Some(clock)), fast()).await;
    let (ann, _a) = player(&mut lobby, "ann").await;
    let (bob, mut b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();
    let left = |l: &Lobby| l.game.clock.as_ref().unwrap().view().left_ms;
    assert_eq!(left(&lobby), [60_000, 60_000]);

    // Ann thinks 10 s: 50 s left, plus 2.
    skip(Duration::from_secs(10)).await;
    let mv = legal(&lobby, 0)[0].clone();
    act(&mut lobby, ann, mv).await.unwrap();
    let view = lobby.game.clock.as_ref().unwrap().view();
    assert!(near(view.left_ms[0], 52_000), "{view:?}");
    assert_eq!(view.left_ms[1], 60_000);
    assert_eq!(view.running, Some(1));

    // A restart after 20 s more: Bob's time as of Ann's move comes back; the downtime is free.
    skip(Duration::from_secs(20)).await;
    let stored = lobby.env.store.load_live().await.unwrap().remove(0);
    let back = Lobby::recover(stored, lobby.env.clone()).unwrap();
    assert_eq!(left(&back), left(&lobby));
    let to_deadline = back.game.clock.as_ref().unwrap().deadline().unwrap() - Instant::now();
    assert!(near(
        u64::try_from(to_deadline.as_millis()).unwrap(),
        60_000
    ));
    drop(back);

    // Bob lets his flag fall: one second short changes nothing, the deadline ends the game.
    skip(Duration::from_secs(39)).await;
    assert!(!lobby.game.clock.as_ref().unwrap().expired(Instant::now()));
    skip(Duration::from_secs(1)).await;
    // His move arrives after the deadline, before the timer: the flag falls first.
    let mv = legal(&lobby, 1)[0].clone();
    let refusal = act(&mut lobby, bob, mv).await.unwrap_err();
    assert_eq!(refusal.code, ErrorCode::TimeUp);
    assert_eq!(lobby.status, LobbyStatus::Finished);
    let result = lobby.game.result.clone().unwrap();
    assert_eq!((result.winners, result.reason.as_str()), (vec![0], "time"));
    let heard = events(&mut b);
    assert!(
        heard.contains(&LobbyEvent::TimedOut { seat: 1 }),
        "{heard:?}"
    );
    assert_eq!(lobby.game.clock.as_ref().unwrap().view().running, None);

    // The log holds the flag fall like any play: a replay reaches the same result.
    let game = lobby
        .env
        .store
        .load_game(lobby.game.running.as_ref().unwrap().id)
        .await
        .unwrap()
        .unwrap();
    assert!(game.game.actions.last().unwrap().1.contains("timeout"));
}

#[tokio::test]
async fn a_computer_player_fills_a_seat_and_finishes_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut lobby = lobby(dir.path(), "BOTS", camelot(None), fast()).await;
    let mut answers = lobby.game.bot_rx.take().unwrap();
    let (ann, mut a) = player(&mut lobby, "ann").await;
    // Only the host adds one, only to a free seat.
    lobby
        .client(
            ann,
            ClientMsg::AddBot {
                seat: Some(0),
                level: BotLevel::Easy,
            },
        )
        .await
        .map(|()| panic!("seat 0 is taken"))
        .unwrap_err();
    lobby
        .client(
            ann,
            ClientMsg::AddBot {
                seat: None,
                level: BotLevel::Easy,
            },
        )
        .await
        .unwrap();
    assert_eq!(lobby.table.seats[1].bot, Some(BotLevel::Easy));
    assert!(lobby.table.seats[1].ready);
    assert_eq!(lobby.info().seats[1].name.as_deref(), Some("Computer"));
    assert!(
        events(&mut a)
            .iter()
            .any(|e| matches!(e, LobbyEvent::BotAdded { seat: 1, .. }))
    );
    // It comes back after a restart, as a computer player.
    let stored = lobby.env.store.load_live().await.unwrap().remove(0);
    assert_eq!(stored.seats[1].bot, Some(BotLevel::Easy));

    lobby
        .client(ann, ClientMsg::Ready { ready: true })
        .await
        .unwrap();
    lobby.client(ann, ClientMsg::Start {}).await.unwrap();
    let mut plies = 0;
    while lobby.status == LobbyStatus::Playing {
        let mv = legal(&lobby, 0).pop().unwrap();
        act(&mut lobby, ann, mv).await.unwrap();
        let_bots_play(&mut lobby, &mut answers).await;
        plies += 2;
        assert!(plies < 1000, "the game ends");
    }
    assert!(lobby.game.result.is_some());
    // The computer player's moves are ordinary logged actions by seat 1.
    let game = lobby
        .env
        .store
        .load_game(lobby.game.running.as_ref().unwrap().id)
        .await
        .unwrap()
        .unwrap();
    assert!(
        game.game.actions.iter().filter(|(s, _)| *s == 1).count() * 2 + 2
            >= game.game.actions.len()
    );
    // It asks for the rematch by itself.
    assert!(lobby.info().seats[1].rematch);
}

#[tokio::test]
async fn a_player_who_left_can_be_claimed_against_or_replaced_and_a_lobby_everyone_left_closes() {
    let dir = tempfile::tempdir().unwrap();
    let mut lobby = lobby(dir.path(), "AWAY", camelot(None), fast()).await;
    let mut answers = lobby.game.bot_rx.take().unwrap();
    let (ann, mut a) = player(&mut lobby, "ann").await;
    let (bob, _b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();

    // Bob's connection goes: for the grace period nothing may be done about it.
    lobby.remove_conn(bob);
    lobby.announce_lost().await;
    let v = lobby.v;
    let refusal = lobby
        .client(ann, ClientMsg::ClaimWin { v })
        .await
        .unwrap_err();
    assert_eq!(refusal.code, ErrorCode::NotAbandoned);
    let level = BotLevel::Medium;
    let refusal = lobby
        .client(
            ann,
            ClientMsg::AddBot {
                seat: Some(1),
                level,
            },
        )
        .await
        .unwrap_err();
    assert_eq!(refusal.code, ErrorCode::NotAbandoned);
    let due = lobby.away_deadline().unwrap();
    assert!(due - Instant::now() <= Duration::from_secs(30));
    assert!(due - Instant::now() > Duration::from_secs(29));
    lobby.away_timers().await;
    assert!(
        !lobby.table.seats[1].abandoned,
        "not before the grace period is over"
    );
    skip(Duration::from_secs(30)).await;
    lobby.away_timers().await;
    assert!(lobby.info().seats[1].abandoned);
    assert!(events(&mut a).contains(&LobbyEvent::Abandoned { seat: 1 }));

    // Ann hands the seat to a computer player, which plays on at once, and logs the takeover.
    lobby
        .client(
            ann,
            ClientMsg::AddBot {
                seat: Some(1),
                level,
            },
        )
        .await
        .unwrap();
    assert_eq!(lobby.info().seats[1].bot, Some(level));
    assert!(!lobby.info().seats[1].abandoned);
    let mv = legal(&lobby, 0)[0].clone();
    act(&mut lobby, ann, mv).await.unwrap();
    let_bots_play(&mut lobby, &mut answers).await;
    assert_eq!(
        lobby.game.running.as_ref().unwrap().seq,
        3,
        "takeover, Ann's move, the reply"
    );
    let stored = lobby.env.store.load_live().await.unwrap().remove(0);
    let back = Lobby::recover(stored, lobby.env.clone()).unwrap();
    assert_eq!(
        back.table.seats[1].bot,
        Some(level),
        "the takeover replays from the log"
    );
    drop(back);

    // Ann leaves too: once every human has been away for the closing time, the game is aborted.
    lobby.remove_conn(ann);
    lobby.announce_lost().await;
    skip(Duration::from_secs(295)).await;
    lobby.away_timers().await;
    assert_eq!(lobby.status, LobbyStatus::Playing);
    skip(Duration::from_secs(5)).await;
    lobby.away_timers().await;
    assert_eq!(lobby.status, LobbyStatus::Aborted);
    assert_eq!(lobby.ending, Some(Ending::Abandoned));
    let stored = lobby.env.store.load_live().await.unwrap();
    assert!(stored.is_empty(), "an aborted lobby is not brought back");
}

#[tokio::test]
async fn a_win_is_claimed_over_an_opponent_who_left() {
    let dir = tempfile::tempdir().unwrap();
    let mut lobby = lobby(dir.path(), "CLAIM", camelot(None), fast()).await;
    let (_ann, _a) = player(&mut lobby, "ann").await;
    let (bob, _b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();
    // Ann never connected back after... her connection goes away at once.
    let ann_conn = lobby.table.seats[0].conn.unwrap();
    lobby.remove_conn(ann_conn);
    lobby.announce_lost().await;
    skip(Duration::from_secs(30)).await;
    lobby.away_timers().await;
    let v = lobby.v;
    lobby.client(bob, ClientMsg::ClaimWin { v }).await.unwrap();
    let result = lobby.game.result.clone().unwrap();
    assert_eq!(
        (result.winners, result.reason.as_str()),
        (vec![1], "abandonment")
    );
}

#[tokio::test]
async fn a_super_camelot_turn_limit_plays_the_defaults_until_the_turn_passes() {
    let dir = tempfile::tempdir().unwrap();
    let config = GameConfig::SuperCamelot {
        seats: 2,
        ask_activation_order: false,
        auto_enemy_ties: false,
        turn_secs: Some(30),
        days_per_turn: None,
    };
    let mut lobby = lobby(dir.path(), "TURNS", config, fast()).await;
    let (_ann, _a) = player(&mut lobby, "ann").await;
    let (_bob, mut b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();
    let first = lobby.game.clock.as_ref().unwrap().running().unwrap();
    let turn = |l: &Lobby| l.game.running.as_ref().unwrap().engine.clock_owner();
    let before = turn(&lobby);
    skip(Duration::from_secs(30)).await;
    lobby.time_up().await;
    let after = turn(&lobby);
    assert_ne!(before, after, "the turn passed");
    let heard = events(&mut b);
    assert!(
        heard.contains(&LobbyEvent::TimedOut { seat: first }),
        "{heard:?}"
    );
    assert!(
        heard
            .iter()
            .any(|e| matches!(e, LobbyEvent::Acted { seat, .. } if *seat == first))
    );
    // The next turn has its full time.
    let clock = lobby.game.clock.as_ref().unwrap();
    let to_deadline = clock.deadline().unwrap() - Instant::now();
    assert!(near(
        u64::try_from(to_deadline.as_millis()).unwrap(),
        30_000
    ));
}

/// A correspondence tempo whose "day" lasts `day`.
fn slow(day: Duration) -> Tempo {
    Tempo {
        correspondence_day: day,
        ..fast()
    }
}

/// How many plays of `kind` (`"timeout"`, `"bot"`, …) the lobby's running game has logged.
async fn logged(lobby: &Lobby, kind: &str) -> usize {
    let id = lobby.game.running.as_ref().unwrap().id;
    let game = lobby.env.store.load_game(id).await.unwrap().unwrap();
    let kind = format!("\"kind\":\"{kind}\"");
    game.game
        .actions
        .iter()
        .filter(|(_, a)| a.contains(&kind))
        .count()
}

#[tokio::test]
async fn a_correspondence_deadline_is_a_date_that_falls_once_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    // One "day" of 1.5 s of real time: the deadline is on the wall clock, which tokio's test
    // clock does not move.
    let day = Duration::from_millis(1500);
    let config = camelot(None).with_days(Some(1));
    let mut lobby = lobby(dir.path(), "POST", config, slow(day)).await;
    let (ann, _a) = player(&mut lobby, "ann").await;
    let (_bob, _b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();
    let mv = legal(&lobby, 0)[0].clone();
    act(&mut lobby, ann, mv).await.unwrap();
    assert_eq!(
        lobby.game.clock.as_ref().unwrap().view().left_ms,
        [1500, 1500]
    );
    // Absence does not count in a correspondence game: nobody is connected, nothing is due.
    lobby.remove_conn(ann);
    lobby.announce_lost().await;
    assert_eq!(lobby.away_deadline(), None);
    // With nobody in it, the lobby waits for its players at least a move's days before it is
    // reaped (a real day here, to tell it from the ten minutes of a live lobby).
    let mut real = lobby.env.tempo.clone();
    real.correspondence_day = Duration::from_secs(86_400);
    let short = std::mem::replace(&mut lobby.env.tempo, real);
    assert_eq!(lobby.reap_after(), Duration::from_secs(86_400));
    lobby.env.tempo = short;

    // A restart at once: Bob's move has used the time since Ann's, not a fresh day.
    let stored = lobby.env.store.load_live().await.unwrap().remove(0);
    let back = Lobby::recover(stored, lobby.env.clone()).unwrap();
    let left = back.game.clock.as_ref().unwrap().deadline().unwrap() - Instant::now();
    assert!(left <= day && left > Duration::from_millis(500), "{left:?}");
    drop(back);

    // The server is down past Bob's deadline: at the restart the flag falls at once, once.
    tokio::time::sleep(day + Duration::from_millis(100)).await;
    let stored = lobby.env.store.load_live().await.unwrap().remove(0);
    let mut back = Lobby::recover(stored, lobby.env.clone()).unwrap();
    assert!(back.game.clock.as_ref().unwrap().expired(Instant::now()));
    back.time_up().await;
    assert_eq!(back.status, LobbyStatus::Finished);
    let result = back.game.result.clone().unwrap();
    assert_eq!((result.winners, result.reason.as_str()), (vec![0], "time"));
    back.time_up().await;
    assert_eq!(logged(&back, "timeout").await, 1);
    // And a later restart finds the game over.
    let stored = back.env.store.load_live().await.unwrap().remove(0);
    let again = Lobby::recover(stored, back.env.clone()).unwrap();
    assert_eq!(again.status, LobbyStatus::Finished);
    assert!(again.game.clock.is_none());
}

#[tokio::test]
async fn a_super_camelot_seat_out_of_days_goes_to_a_computer_player() {
    let dir = tempfile::tempdir().unwrap();
    let config = GameConfig::super_camelot(2, None).with_days(Some(2));
    let mut lobby = lobby(dir.path(), "DAYS", config, slow(Duration::from_secs(60))).await;
    let (_ann, _a) = player(&mut lobby, "ann").await;
    let (_bob, mut b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();
    // A prompt for a seat other than the active player waits a quarter of the days.
    assert_eq!(lobby.prompt_timeout(), Duration::from_secs(30));
    let first = lobby.game.clock.as_ref().unwrap().running().unwrap();
    skip(Duration::from_secs(119)).await;
    assert!(!lobby.game.clock.as_ref().unwrap().expired(Instant::now()));
    skip(Duration::from_secs(1)).await;
    lobby.time_up().await;
    let heard = events(&mut b);
    assert!(
        heard.contains(&LobbyEvent::TimedOut { seat: first }),
        "{heard:?}"
    );
    assert!(
        heard.contains(&LobbyEvent::BotTookOver {
            seat: first,
            level: BotLevel::Medium,
            by: first
        }),
        "{heard:?}"
    );
    assert_eq!(
        lobby.table.seats[usize::from(first)].bot,
        Some(BotLevel::Medium)
    );
    assert_eq!(lobby.status, LobbyStatus::Playing);
    // The computer player has a turn's time of its own: nothing is due again.
    assert!(!lobby.game.clock.as_ref().unwrap().expired(Instant::now()));
    assert_eq!(logged(&lobby, "timeout").await, 1);
    assert_eq!(logged(&lobby, "bot").await, 1);
}

/// RULES.md C15: an accepted takeback charges the side to move for the time it used, gives no
/// time back and adds no increment; the clocks it logs come back after a restart.
#[tokio::test]
async fn a_takeback_winds_no_clock_back() {
    use protocol::OfferKind;
    let dir = tempfile::tempdir().unwrap();
    let clock = TimeControl {
        base_secs: 60,
        increment_secs: 2,
    };
    let mut lobby = lobby(dir.path(), "UNDO", camelot(Some(clock)), fast()).await;
    let (ann, _a) = player(&mut lobby, "ann").await;
    let (bob, mut b) = player(&mut lobby, "bob").await;
    lobby.begin_game().await.unwrap();
    let view = |l: &Lobby| l.game.clock.as_ref().unwrap().view();
    for (conn, seat, secs) in [(ann, 0, 10), (bob, 1, 5), (ann, 0, 3)] {
        skip(Duration::from_secs(secs)).await;
        let mv = legal(&lobby, seat)[0].clone();
        act(&mut lobby, conn, mv).await.unwrap();
    }
    let before = view(&lobby);
    assert!(
        near(before.left_ms[0], 51_000) && near(before.left_ms[1], 57_000),
        "{before:?}"
    );
    // Bob thinks 4 s; Ann offers to take her move back; Bob accepts 2 s later.
    skip(Duration::from_secs(4)).await;
    let v = lobby.v;
    let offer = OfferKind::Takeback;
    lobby
        .client(ann, ClientMsg::Offer { v, offer })
        .await
        .unwrap();
    assert_eq!(view(&lobby), before, "an offer leaves the clocks alone");
    skip(Duration::from_secs(2)).await;
    let v = lobby.v;
    let accept = ClientMsg::AnswerOffer {
        v,
        offer,
        accept: true,
    };
    lobby.client(bob, accept).await.unwrap();
    let after = view(&lobby);
    assert_eq!(after.running, Some(0), "Ann is to move again");
    assert_eq!(
        after.left_ms[0], before.left_ms[0],
        "nothing given back or taken away"
    );
    assert!(near(after.left_ms[1], 51_000), "Bob used 6 s: {after:?}");
    assert!(events(&mut b).contains(&LobbyEvent::OfferAccepted { seat: 1, offer }));
    assert!(!legal(&lobby, 0).is_empty());
    let GameView::Camelot { ply, .. } = lobby.view_for(None).unwrap().unwrap() else {
        unreachable!()
    };
    assert_eq!(ply, 2);

    // The takeback is logged with the clocks: a restart brings them back.
    let stored = lobby.env.store.load_live().await.unwrap().remove(0);
    let back = Lobby::recover(stored, lobby.env.clone()).unwrap();
    assert_eq!(view(&back).left_ms, after.left_ms);
    assert_eq!(view(&back).running, Some(0));
}

/// RULES.md C17: a computer player declines a takeback and accepts a draw in a level position,
/// at once, through the same logged path as a person's answer.
#[tokio::test]
async fn a_computer_player_answers_offers_at_once() {
    use protocol::OfferKind;
    let dir = tempfile::tempdir().unwrap();
    for (code, offer) in [("TAKEBACK", OfferKind::Takeback), ("DRAW", OfferKind::Draw)] {
        let mut lobby = lobby(dir.path(), code, camelot(None), fast()).await;
        let (ann, mut a) = player(&mut lobby, "ann").await;
        let add = ClientMsg::AddBot {
            seat: None,
            level: BotLevel::Hard,
        };
        lobby.client(ann, add).await.unwrap();
        lobby.begin_game().await.unwrap();
        // A quiet first move: the position stays level.
        let mv = GameAction::Camelot {
            mv: "F6-H8".parse().unwrap(),
        };
        act(&mut lobby, ann, mv).await.unwrap();
        let v = lobby.v;
        lobby
            .client(ann, ClientMsg::Offer { v, offer })
            .await
            .unwrap();
        let answer = if offer == OfferKind::Draw {
            LobbyEvent::OfferAccepted { seat: 1, offer }
        } else {
            LobbyEvent::OfferDeclined { seat: 1, offer }
        };
        let heard = events(&mut a);
        let offered = LobbyEvent::Offered { seat: 0, offer };
        let i = heard.iter().position(|e| *e == offered).expect("the offer");
        assert_eq!(heard.get(i + 1), Some(&answer), "{heard:?}");
        let game = lobby
            .env
            .store
            .load_game(lobby.game.running.as_ref().unwrap().id)
            .await
            .unwrap()
            .unwrap();
        let logged: Vec<&str> = game.game.actions.iter().map(|(_, e)| e.as_str()).collect();
        let expected = if offer == OfferKind::Draw {
            [
                r#"{"kind":"offer","offer":"draw"}"#,
                r#"{"kind":"accept","offer":"draw"}"#,
            ]
        } else {
            [
                r#"{"kind":"offer","offer":"takeback"}"#,
                r#"{"kind":"decline","offer":"takeback"}"#,
            ]
        };
        assert_eq!(logged[1..], expected);
        if offer == OfferKind::Draw {
            assert_eq!(lobby.status, LobbyStatus::Finished);
            let result = lobby.game.result.clone().unwrap();
            assert_eq!(
                (result.winners, result.reason.as_str()),
                (vec![], "agreement")
            );
        } else {
            assert_eq!(lobby.status, LobbyStatus::Playing);
        }
    }
}
