//! Golden JSON for every message: each value serialises to exactly this text and parses back.

use protocol::{
    ClientMsg, CreateLobby, ErrorCode, GameAction, GameConfig, GameResult, GameView, LobbyEvent,
    LobbyInfo, LobbyStatus, SeatInfo, ServerMsg,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

fn golden<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T, json: &str) {
    assert_eq!(serde_json::to_string(value).unwrap(), json);
    assert_eq!(&serde_json::from_str::<T>(json).unwrap(), value);
}

fn lobby() -> LobbyInfo {
    LobbyInfo {
        code: "K7QX2M9P".into(),
        config: GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: None,
            days_per_move: None,
        },
        public: true,
        status: LobbyStatus::Playing,
        host: Some(0),
        seats: vec![
            SeatInfo {
                seat: 0,
                name: Some("ann".into()),
                ready: true,
                connected: true,
                rematch: false,
                character: None,
                abandoned: false,
                bot: None,
            },
            SeatInfo {
                seat: 1,
                name: None,
                ready: false,
                connected: false,
                rematch: false,
                character: None,
                abandoned: false,
                bot: None,
            },
        ],
        game_no: 1,
        result: None,
        spectators: 2,
        game_id: None,
    }
}

const LOBBY: &str = r#"{"code":"K7QX2M9P","config":{"game":"camelot","ruleset":"standard"},"public":true,"status":"playing","host":0,"seats":[{"seat":0,"name":"ann","ready":true,"connected":true,"rematch":false},{"seat":1,"name":null,"ready":false,"connected":false,"rematch":false}],"game_no":1,"result":null,"spectators":2}"#;

fn view() -> GameView {
    GameView::Camelot {
        position:
            "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1"
                .into(),
        ruleset: protocol::Ruleset::Standard,
        turn: "white".into(),
        to_move: 0,
        last_move: None,
        captured: vec![],
        ply: 0,
        moves: vec![],
        clock: None,
        offer: None,
        offered: vec![],
    }
}

const VIEW: &str = r#"{"game":"camelot","position":"2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1","ruleset":"standard","turn":"white","to_move":0,"last_move":null,"captured":[],"ply":0,"moves":[],"clock":null}"#;

#[test]
fn client_hello() {
    golden(
        &ClientMsg::Hello {
            protocol: 3,
            lobby: "K7QX2M9P".into(),
            token: None,
            last_v: None,
            lang: None,
        },
        r#"{"t":"hello","protocol":3,"lobby":"K7QX2M9P"}"#,
    );
    golden(
        &ClientMsg::Hello {
            protocol: 3,
            lobby: "K7QX2M9P".into(),
            token: Some("3f9a".into()),
            last_v: Some(41),
            lang: None,
        },
        r#"{"t":"hello","protocol":3,"lobby":"K7QX2M9P","token":"3f9a","last_v":41}"#,
    );
}

#[test]
fn client_seats_and_lobby_control() {
    golden(
        &ClientMsg::Sit {
            name: "ann".into(),
            seat: None,
        },
        r#"{"t":"sit","name":"ann"}"#,
    );
    golden(
        &ClientMsg::Sit {
            name: "bob".into(),
            seat: Some(1),
        },
        r#"{"t":"sit","name":"bob","seat":1}"#,
    );
    golden(
        &ClientMsg::Ready { ready: true },
        r#"{"t":"ready","ready":true}"#,
    );
    golden(&ClientMsg::Start {}, r#"{"t":"start"}"#);
    golden(&ClientMsg::Leave {}, r#"{"t":"leave"}"#);
    golden(&ClientMsg::Kick { seat: 1 }, r#"{"t":"kick","seat":1}"#);
    golden(&ClientMsg::Rematch {}, r#"{"t":"rematch"}"#);
    golden(&ClientMsg::Resync {}, r#"{"t":"resync"}"#);
    golden(
        &ClientMsg::Chat {
            text: "gl hf".into(),
        },
        r#"{"t":"chat","text":"gl hf"}"#,
    );
}

#[test]
fn client_act_and_resign() {
    golden(
        &ClientMsg::Act {
            v: 7,
            action: GameAction::Camelot {
                mv: "E6-E5".parse().unwrap(),
            },
        },
        r#"{"t":"act","v":7,"action":{"game":"camelot","move":"E6-E5"}}"#,
    );
    golden(&ClientMsg::Resign { v: 9 }, r#"{"t":"resign","v":9}"#);
}

#[test]
fn unknown_messages_and_fields_are_refused() {
    for bad in [
        r#"{"t":"fly"}"#,
        r#"{"t":"start","x":1}"#,
        r#"{"t":"act","v":1,"action":{"game":"camelot","move":"E6-E5","extra":0}}"#,
        r#"{"t":"act","v":1,"action":{"game":"chess","move":"e4"}}"#,
        r#"{"protocol":3}"#,
        "not json",
    ] {
        assert!(serde_json::from_str::<ClientMsg>(bad).is_err(), "{bad}");
    }
}

#[test]
fn server_welcome_sync_seated_ack() {
    golden(
        &ServerMsg::Welcome {
            protocol: 3,
            lobby: "K7QX2M9P".into(),
            seat: Some(0),
            prompt_secs: 60,
        },
        r#"{"t":"welcome","protocol":3,"lobby":"K7QX2M9P","seat":0,"prompt_secs":60}"#,
    );
    golden(
        &ServerMsg::Sync {
            v: 5,
            lobby: lobby(),
            game: Some(view()),
            clock_elapsed_ms: None,
        },
        &format!(r#"{{"t":"sync","v":5,"lobby":{LOBBY},"game":{VIEW}}}"#),
    );
    golden(
        &ServerMsg::Seated {
            seat: 1,
            token: "9c1e".into(),
        },
        r#"{"t":"seated","seat":1,"token":"9c1e"}"#,
    );
    golden(&ServerMsg::Ack { v: 6 }, r#"{"t":"ack","v":6}"#);
}

#[test]
fn server_rejected_and_chat() {
    golden(
        &ServerMsg::Rejected {
            code: ErrorCode::StaleVersion,
            message: "made against v 4, now 6".into(),
        },
        r#"{"t":"rejected","code":"stale_version","message":"made against v 4, now 6"}"#,
    );
    golden(
        &ServerMsg::Chat {
            seat: Some(1),
            name: "bob".into(),
            text: "gg".into(),
        },
        r#"{"t":"chat","seat":1,"name":"bob","text":"gg"}"#,
    );
}

#[test]
fn server_events() {
    let cases: Vec<(LobbyEvent, &str)> = vec![
        (
            LobbyEvent::Sat {
                seat: 0,
                name: "ann".into(),
            },
            r#"{"kind":"sat","seat":0,"name":"ann"}"#,
        ),
        (
            LobbyEvent::Ready {
                seat: 0,
                ready: true,
            },
            r#"{"kind":"ready","seat":0,"ready":true}"#,
        ),
        (
            LobbyEvent::Presence {
                seat: 1,
                connected: false,
            },
            r#"{"kind":"presence","seat":1,"connected":false}"#,
        ),
        (LobbyEvent::Left { seat: 1 }, r#"{"kind":"left","seat":1}"#),
        (
            LobbyEvent::Character {
                seat: 2,
                character: protocol::Character::Kay,
            },
            r#"{"kind":"character","seat":2,"character":"Kay"}"#,
        ),
        (
            LobbyEvent::Kicked { seat: 1 },
            r#"{"kind":"kicked","seat":1}"#,
        ),
        (
            LobbyEvent::Started { game_no: 1 },
            r#"{"kind":"started","game_no":1}"#,
        ),
        (
            LobbyEvent::Acted {
                seat: 0,
                action: GameAction::Camelot {
                    mv: "E6-E5".parse().unwrap(),
                },
            },
            r#"{"kind":"acted","seat":0,"action":{"game":"camelot","move":"E6-E5"}}"#,
        ),
        (
            LobbyEvent::Resigned { seat: 1 },
            r#"{"kind":"resigned","seat":1}"#,
        ),
        (
            LobbyEvent::GameOver {
                result: GameResult {
                    winners: vec![0],
                    reason: "castle".into(),
                },
            },
            r#"{"kind":"game_over","result":{"winners":[0],"reason":"castle"}}"#,
        ),
        (
            LobbyEvent::RematchRequested { seat: 0 },
            r#"{"kind":"rematch_requested","seat":0}"#,
        ),
        (
            LobbyEvent::Aborted {
                reason: "engine fault".into(),
            },
            r#"{"kind":"aborted","reason":"engine fault"}"#,
        ),
    ];
    for (event, json) in cases {
        golden(&event, json);
    }
    golden(
        &ServerMsg::Event {
            v: 6,
            event: LobbyEvent::Started { game_no: 1 },
            lobby: Some(lobby()),
            change: None,
            patch: Some(vec![protocol::PatchOp::Replace {
                path: String::new(),
                value: serde_json::to_value(view()).unwrap(),
            }]),
        },
        &format!(
            // A patch's values are plain JSON: their keys come out sorted.
            r#"{{"t":"event","v":6,"event":{{"kind":"started","game_no":1}},"lobby":{LOBBY},"patch":[{{"op":"replace","path":"","value":{{"captured":[],"clock":null,"game":"camelot","last_move":null,"moves":[],"ply":0,"position":"2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1","ruleset":"standard","to_move":0,"turn":"white"}}}}]}}"#
        ),
    );
    golden(
        &ServerMsg::Event {
            v: 2,
            event: LobbyEvent::Ready {
                seat: 0,
                ready: true,
            },
            lobby: Some(lobby()),
            change: None,
            patch: None,
        },
        &format!(
            r#"{{"t":"event","v":2,"event":{{"kind":"ready","seat":0,"ready":true}},"lobby":{LOBBY}}}"#
        ),
    );
    // An event that leaves the lobby's summary as it was (most actions) does not carry it; a
    // Camelot move is the move alone (each client plays it), and a timed game's clock follows
    // as a patch.
    golden(
        &ServerMsg::Event {
            v: 7,
            event: LobbyEvent::Acted {
                seat: 0,
                action: GameAction::Camelot {
                    mv: "F6-F7".parse().unwrap(),
                },
            },
            lobby: None,
            change: None,
            patch: None,
        },
        r#"{"t":"event","v":7,"event":{"kind":"acted","seat":0,"action":{"game":"camelot","move":"F6-F7"}}}"#,
    );
    golden(
        &ServerMsg::Event {
            v: 8,
            event: LobbyEvent::Acted {
                seat: 1,
                action: GameAction::Camelot {
                    mv: "G10-G9".parse().unwrap(),
                },
            },
            lobby: None,
            change: None,
            patch: Some(vec![protocol::PatchOp::Replace {
                path: "/clock".into(),
                value: serde_json::json!({"left_ms": [299_100, 298_400], "running": 0}),
            }]),
        },
        r#"{"t":"event","v":8,"event":{"kind":"acted","seat":1,"action":{"game":"camelot","move":"G10-G9"}},"patch":[{"op":"replace","path":"/clock","value":{"left_ms":[299100,298400],"running":0}}]}"#,
    );
}

/// Camelot's offers: the client messages, the events, the view's `offer` and `offered` (absent
/// when empty), and the record's steps.
#[test]
fn camelot_offers() {
    use protocol::{OfferKind, PendingOffer, RecordAction, RevealedEvent};
    golden(
        &ClientMsg::Offer {
            v: 14,
            offer: OfferKind::Takeback,
        },
        r#"{"t":"offer","v":14,"offer":"takeback"}"#,
    );
    golden(
        &ClientMsg::AnswerOffer {
            v: 15,
            offer: OfferKind::Takeback,
            accept: false,
        },
        r#"{"t":"answer_offer","v":15,"offer":"takeback","accept":false}"#,
    );
    golden(
        &ClientMsg::WithdrawOffer {
            v: 15,
            offer: OfferKind::Draw,
        },
        r#"{"t":"withdraw_offer","v":15,"offer":"draw"}"#,
    );
    for (event, json) in [
        (
            LobbyEvent::Offered {
                seat: 0,
                offer: OfferKind::Draw,
            },
            r#"{"kind":"offered","seat":0,"offer":"draw"}"#,
        ),
        (
            LobbyEvent::OfferAccepted {
                seat: 1,
                offer: OfferKind::Takeback,
            },
            r#"{"kind":"offer_accepted","seat":1,"offer":"takeback"}"#,
        ),
        (
            LobbyEvent::OfferDeclined {
                seat: 1,
                offer: OfferKind::Draw,
            },
            r#"{"kind":"offer_declined","seat":1,"offer":"draw"}"#,
        ),
        (
            LobbyEvent::OfferWithdrawn {
                seat: 0,
                offer: OfferKind::Draw,
            },
            r#"{"kind":"offer_withdrawn","seat":0,"offer":"draw"}"#,
        ),
    ] {
        golden(&event, json);
    }
    let mut waiting = view();
    if let GameView::Camelot { offer, offered, .. } = &mut waiting {
        *offer = Some(PendingOffer {
            by: 0,
            offer: OfferKind::Draw,
        });
        *offered = vec![0];
    }
    golden(
        &waiting,
        &VIEW.replace(
            r#""clock":null}"#,
            r#""clock":null,"offer":{"by":0,"offer":"draw"},"offered":[0]}"#,
        ),
    );
    golden(
        &RecordAction::Accept {
            offer: OfferKind::Takeback,
        },
        r#"{"kind":"accept","offer":"takeback"}"#,
    );
    golden(
        &RevealedEvent::TakenBack {
            plies: 2,
            position: "P".into(),
        },
        r#"{"form":"taken_back","plies":2,"position":"P"}"#,
    );
}

/// A Camelot view mid-game: `moves` holds every move so far in canonical notation, oldest first.
#[test]
fn camelot_view_with_moves() {
    golden(
        &GameView::Camelot {
            position:
                "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1"
                    .into(),
            ruleset: protocol::Ruleset::Wcf,
            turn: "white".into(),
            to_move: 0,
            last_move: Some("H8xH10".parse().unwrap()),
            captured: vec!["H9".into()],
            ply: 3,
            moves: vec![
                "F7-F8".parse().unwrap(),
                "G10-G9".parse().unwrap(),
                "H8xH10".parse().unwrap(),
            ],
            clock: None,
            offer: None,
            offered: vec![],
        },
        r#"{"game":"camelot","position":"2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1","ruleset":"wcf","turn":"white","to_move":0,"last_move":"H8xH10","captured":["H9"],"ply":3,"moves":["F7-F8","G10-G9","H8xH10"],"clock":null}"#,
    );
    // The fields are required: a view without its moves or its ruleset is not a version 6
    // view, and one with a legal-move list is a version 5 view.
    for old in [
        r#"{"game":"camelot","position":"p","ruleset":"standard","turn":"white","to_move":0,"last_move":null,"captured":[],"ply":0}"#,
        r#"{"game":"camelot","position":"p","turn":"white","to_move":0,"last_move":null,"captured":[],"ply":0,"moves":[]}"#,
        r#"{"game":"camelot","position":"p","ruleset":"standard","turn":"white","to_move":0,"last_move":null,"captured":[],"legal_moves":[],"ply":0,"moves":[]}"#,
    ] {
        assert!(serde_json::from_str::<GameView>(old).is_err(), "{old}");
    }
}

#[test]
fn every_error_code() {
    let all = [
        (
            ErrorCode::UnsupportedVersion,
            "unsupported_version",
            Some(4001),
        ),
        (ErrorCode::ExpectedHello, "expected_hello", Some(4000)),
        (ErrorCode::Malformed, "malformed", Some(4000)),
        (ErrorCode::FrameTooLarge, "frame_too_large", Some(1009)),
        (ErrorCode::RateLimited, "rate_limited", Some(4003)),
        (ErrorCode::ChatRateLimited, "chat_rate_limited", None),
        (ErrorCode::NoSuchLobby, "no_such_lobby", Some(4005)),
        (ErrorCode::BadToken, "bad_token", Some(4000)),
        (ErrorCode::NotSeated, "not_seated", None),
        (ErrorCode::AlreadySeated, "already_seated", None),
        (ErrorCode::SeatTaken, "seat_taken", None),
        (ErrorCode::NoSuchSeat, "no_such_seat", None),
        (ErrorCode::LobbyFull, "lobby_full", None),
        (ErrorCode::InvalidName, "invalid_name", None),
        (ErrorCode::NameTaken, "name_taken", None),
        (ErrorCode::InvalidCharacter, "invalid_character", None),
        (ErrorCode::NotHost, "not_host", None),
        (ErrorCode::AlreadyStarted, "already_started", None),
        (ErrorCode::NotStarted, "not_started", None),
        (ErrorCode::NotReady, "not_ready", None),
        (ErrorCode::GameOver, "game_over", None),
        (ErrorCode::StaleVersion, "stale_version", None),
        (ErrorCode::OutOfTurn, "out_of_turn", None),
        (ErrorCode::IllegalAction, "illegal_action", None),
        (ErrorCode::WrongGame, "wrong_game", None),
        (ErrorCode::ChatTooLong, "chat_too_long", None),
        (ErrorCode::StoreFailure, "store_failure", None),
        (ErrorCode::LobbyClosed, "lobby_closed", Some(4005)),
    ];
    for (code, name, close) in all {
        golden(&code, &format!("\"{name}\""));
        assert_eq!(code.close_code(), close, "{name}");
    }
}

#[test]
fn http_bodies() {
    golden(
        &CreateLobby {
            config: GameConfig::Camelot {
                ruleset: protocol::Ruleset::Wcf,
                clock: None,
                days_per_move: None,
            },
            public: true,
        },
        r#"{"config":{"game":"camelot","ruleset":"wcf"},"public":true}"#,
    );
    golden(
        &CreateLobby {
            config: GameConfig::SuperCamelot {
                seats: 3,
                ask_activation_order: false,
                auto_enemy_ties: true,
                turn_secs: None,
                days_per_turn: None,
            },
            public: false,
        },
        r#"{"config":{"game":"super_camelot","seats":3,"ask_activation_order":false,"auto_enemy_ties":true},"public":false}"#,
    );
    // Super Camelot options default to off.
    assert_eq!(
        serde_json::from_str::<GameConfig>(r#"{"game":"super_camelot","seats":2}"#).unwrap(),
        GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
            days_per_turn: None,
        }
    );
    // Defaults: private lobby, standard ruleset.
    assert_eq!(
        serde_json::from_str::<CreateLobby>(r#"{"config":{"game":"camelot"}}"#).unwrap(),
        CreateLobby {
            config: GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            public: false
        }
    );
    golden(&lobby(), LOBBY);
}

#[test]
fn super_camelot_payloads() {
    golden(
        &ClientMsg::Character {
            character: protocol::Character::Merlin,
        },
        r#"{"t":"character","character":"Merlin"}"#,
    );
    golden(
        &ClientMsg::Act {
            v: 3,
            action: GameAction::SuperCamelot {
                action: protocol::Action::EndTurn,
            },
        },
        r#"{"t":"act","v":3,"action":{"game":"super_camelot","action":{"type":"end_turn"}}}"#,
    );
    // A real engine view: `{"game":"super_camelot","view":{…},"events":[…],"lines":[…],…}`, read
    // back whole.
    let game = super_camelot::Game::new(
        super_camelot::Config::new(vec![
            super_camelot::Character::Arthur,
            super_camelot::Character::Merlin,
        ]),
        7,
    )
    .unwrap();
    let view = GameView::SuperCamelot {
        view: game.view(super_camelot::Viewer::Seat(super_camelot::Seat(0))),
        events: vec![protocol::VisibleEvent::Private(
            protocol::PrivateEvent::WalletChanged {
                gained: 2,
                total: 5,
            },
        )],
        lines: vec!["You gain 2 Gems (5 in all; only you see this)".into()],
        prompt_line: Some("Choose a starting circle".into()),
        clock: None,
    };
    let text = serde_json::to_string(&view).unwrap();
    assert!(text.starts_with(r#"{"game":"super_camelot","view":{"viewer":{"Seat":0},"#));
    assert!(
        text.ends_with(
            r#""events":[{"type":"wallet_changed","gained":2,"total":5}],"lines":["You gain 2 Gems (5 in all; only you see this)"],"prompt_line":"Choose a starting circle","clock":null}"#
        ),
        "{text}"
    );
    assert_eq!(serde_json::from_str::<GameView>(&text).unwrap(), view);
    golden(
        &SeatInfo {
            seat: 2,
            name: Some("cy".into()),
            ready: false,
            connected: true,
            rematch: false,
            character: Some(protocol::Character::Kay),
            abandoned: false,
            bot: None,
        },
        r#"{"seat":2,"name":"cy","ready":false,"connected":true,"rematch":false,"character":"Kay"}"#,
    );
}

/// Version 4: computer players, clocks and players who leave.
#[test]
fn bots_clocks_and_abandonment() {
    use protocol::{BotLevel, ClockView, RecordAction, TimeControl};
    golden(
        &ClientMsg::AddBot {
            seat: None,
            level: BotLevel::Hard,
        },
        r#"{"t":"add_bot","level":"hard"}"#,
    );
    golden(
        &ClientMsg::AddBot {
            seat: Some(2),
            level: BotLevel::Medium,
        },
        r#"{"t":"add_bot","seat":2,"level":"medium"}"#,
    );
    golden(
        &ClientMsg::ClaimWin { v: 31 },
        r#"{"t":"claim_win","v":31}"#,
    );
    assert!(serde_json::from_str::<ClientMsg>(r#"{"t":"add_bot","level":"expert"}"#).is_err());
    golden(
        &GameConfig::Camelot {
            ruleset: protocol::Ruleset::Standard,
            clock: Some(TimeControl {
                base_secs: 300,
                increment_secs: 3,
            }),
            days_per_move: None,
        },
        r#"{"game":"camelot","ruleset":"standard","clock":{"base_secs":300,"increment_secs":3}}"#,
    );
    golden(
        &GameConfig::SuperCamelot {
            seats: 3,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: Some(90),
            days_per_turn: None,
        },
        r#"{"game":"super_camelot","seats":3,"ask_activation_order":false,"auto_enemy_ties":false,"turn_secs":90}"#,
    );
    golden(
        &ClockView {
            left_ms: vec![287_000, 300_000],
            running: Some(1),
        },
        r#"{"left_ms":[287000,300000],"running":1}"#,
    );
    for (event, json) in [
        (
            LobbyEvent::BotAdded {
                seat: 1,
                name: "Computer".into(),
                level: BotLevel::Hard,
            },
            r#"{"kind":"bot_added","seat":1,"name":"Computer","level":"hard"}"#,
        ),
        (
            LobbyEvent::BotTookOver {
                seat: 2,
                level: BotLevel::Medium,
                by: 0,
            },
            r#"{"kind":"bot_took_over","seat":2,"level":"medium","by":0}"#,
        ),
        (
            LobbyEvent::Abandoned { seat: 1 },
            r#"{"kind":"abandoned","seat":1}"#,
        ),
        (
            LobbyEvent::TimedOut { seat: 0 },
            r#"{"kind":"timed_out","seat":0}"#,
        ),
        (
            LobbyEvent::WinClaimed {
                seat: 0,
                abandoned: 1,
            },
            r#"{"kind":"win_claimed","seat":0,"abandoned":1}"#,
        ),
    ] {
        golden(&event, json);
    }
    golden(
        &SeatInfo {
            seat: 1,
            name: Some("Computer".into()),
            ready: true,
            connected: false,
            rematch: true,
            character: None,
            bot: Some(BotLevel::Easy),
            abandoned: false,
        },
        r#"{"seat":1,"name":"Computer","ready":true,"connected":false,"rematch":true,"bot":"easy"}"#,
    );
    golden(
        &SeatInfo {
            seat: 0,
            name: Some("ann".into()),
            ready: false,
            connected: false,
            rematch: false,
            character: None,
            bot: None,
            abandoned: true,
        },
        r#"{"seat":0,"name":"ann","ready":false,"connected":false,"rematch":false,"abandoned":true}"#,
    );
    golden(&RecordAction::Timeout, r#"{"kind":"timeout"}"#);
    golden(&RecordAction::Abandoned, r#"{"kind":"abandoned"}"#);
    golden(
        &RecordAction::Bot {
            level: BotLevel::Hard,
        },
        r#"{"kind":"bot","level":"hard"}"#,
    );
    golden(&ErrorCode::NotAbandoned, r#""not_abandoned""#);
    golden(&ErrorCode::TimeUp, r#""time_up""#);
}

/// Version 5: a Super Camelot game's history, on `sync` and asked for page by page.
#[test]
fn super_camelot_history() {
    golden(
        &ClientMsg::History { before: 180 },
        r#"{"t":"history","before":180}"#,
    );
    golden(
        &ServerMsg::History {
            game_no: 2,
            entries: vec![protocol::HistoryEntry {
                seq: 180,
                seat: 1,
                events: vec![
                    protocol::VisibleEvent::Public(protocol::PublicEvent::GemsGained {
                        seat: super_camelot::Seat(1),
                    }),
                    protocol::VisibleEvent::Private(protocol::PrivateEvent::WalletChanged {
                        gained: 2,
                        total: 7,
                    }),
                ],
                lines: vec![
                    "bob gains Gems".into(),
                    "You gain 2 Gems (7 in all; only you see this)".into(),
                ],
            }],
            more: true,
        },
        r#"{"t":"history","game_no":2,"entries":[{"seq":180,"seat":1,"events":[{"type":"gems_gained","seat":1},{"type":"wallet_changed","gained":2,"total":7}],"lines":["bob gains Gems","You gain 2 Gems (7 in all; only you see this)"]}],"more":true}"#,
    );
}
