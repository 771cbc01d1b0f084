//! Reading server messages cheaply and writing client messages.
//!
//! The load generator receives every event of every lobby it drives, so decoding must cost far
//! less than the server spends producing it, or the generator measures itself. `event` and `sync`
//! messages are therefore read through lean borrowed shapes that keep only the version, the lobby
//! status and the legal actions of a view (everything else is skipped without allocating); the
//! rare other messages are decoded whole as [`ServerMsg`].

use protocol::{
    ClientMsg, ErrorCode, GameAction, PROTOCOL_VERSION, PatchOp, Seat, ServerMsg, Version,
};
use serde::Deserialize;
use std::borrow::Cow;

/// What one server message told us.
#[derive(Debug)]
pub enum Seen {
    /// An event at version `v`.
    Event {
        /// The version.
        v: Version,
        /// The lobby status after it (`open`, `playing`, `finished`, `aborted`), when the event
        /// carried the lobby (only events that change it do).
        status: Option<Status>,
        /// The action the receiving seat would play now, when the event carried a view.
        choice: Option<Option<Choice>>,
    },
    /// A full sync at version `v`.
    Sync {
        /// The version.
        v: Version,
        /// The lobby status.
        status: Status,
        /// The action the receiving seat would play now.
        choice: Option<Choice>,
    },
    /// `welcome`.
    Welcome {
        /// The seat held, if any.
        seat: Option<Seat>,
    },
    /// `seated`.
    Seated {
        /// The seat taken.
        seat: Seat,
    },
    /// `ack`.
    Ack,
    /// `rejected`.
    Rejected {
        /// Why.
        code: ErrorCode,
        /// The server's explanation.
        message: String,
    },
    /// `chat` (ignored).
    Chat,
    /// `history`, a Super Camelot game's story so far (ignored: the load generator plays from
    /// the views).
    History,
}

/// A lobby's status, as carried in every event and sync.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Seats being taken.
    Open,
    /// A game is running.
    Playing,
    /// The last game is over.
    Finished,
    /// Closed by a server fault.
    Aborted,
}

/// An action chosen from a view's legal actions.
#[derive(Debug, Clone, PartialEq)]
pub enum Choice {
    /// A Camelot move in notation.
    Camelot(String),
    /// A Super Camelot action in the engine's JSON form.
    SuperCamelot(serde_json::Value),
}

#[derive(Deserialize)]
struct LeanEvent<'a> {
    v: Version,
    #[serde(default, borrow)]
    lobby: Option<LeanLobby<'a>>,
    #[serde(default)]
    patch: Option<Vec<PatchOp>>,
}

#[derive(Deserialize)]
struct LeanSync<'a> {
    v: Version,
    #[serde(borrow)]
    lobby: LeanLobby<'a>,
    #[serde(default)]
    game: serde_json::Value,
}

#[derive(Deserialize)]
struct LeanLobby<'a> {
    #[serde(borrow)]
    status: Cow<'a, str>,
}

fn status(s: &str) -> Result<Status, String> {
    Ok(match s {
        "open" => Status::Open,
        "playing" => Status::Playing,
        "finished" => Status::Finished,
        "aborted" => Status::Aborted,
        other => return Err(format!("unknown lobby status {other:?}")),
    })
}

/// Picks one of the legal actions in a game view (as JSON) with `pick(n)` returning an index
/// below `n`: a Camelot view's `legal_moves`, a Super Camelot view's `view.legal_actions`.
fn choose(game: &serde_json::Value, pick: &mut impl FnMut(usize) -> usize) -> Option<Choice> {
    if let Some(moves) = game.get("legal_moves").and_then(|m| m.as_array())
        && !moves.is_empty()
    {
        let i = pick(moves.len());
        return moves[i].as_str().map(|m| Choice::Camelot(m.to_owned()));
    }
    let actions = game
        .get("view")
        .and_then(|v| v.get("legal_actions"))
        .and_then(|a| a.as_array())
        .filter(|a| !a.is_empty())?;
    let i = pick(actions.len());
    Some(Choice::SuperCamelot(actions[i].clone()))
}

/// Decodes one text frame from the server. `game` is this connection's game view as JSON: a
/// sync replaces it, an event's patch updates it. `pick(n)` chooses among `n` legal actions.
///
/// # Errors
/// The frame is not a server message this generator understands, or a patch does not apply.
pub fn decode(
    text: &str,
    game: &mut serde_json::Value,
    pick: &mut impl FnMut(usize) -> usize,
) -> Result<Seen, String> {
    // serde writes an internally tagged enum's tag first, so the hot messages are known by
    // their first bytes; anything else takes the full, strict path.
    if text.starts_with(r#"{"t":"event""#) {
        let e: LeanEvent<'_> = serde_json::from_str(text).map_err(|e| format!("event: {e}"))?;
        let choice = match e.patch {
            Some(ops) => {
                protocol::patch::apply(game, &ops).map_err(|e| e.to_string())?;
                Some(choose(game, pick))
            }
            None => None,
        };
        return Ok(Seen::Event {
            v: e.v,
            status: e.lobby.map(|l| status(&l.status)).transpose()?,
            choice,
        });
    }
    if text.starts_with(r#"{"t":"sync""#) {
        let s: LeanSync<'_> = serde_json::from_str(text).map_err(|e| format!("sync: {e}"))?;
        *game = s.game;
        return Ok(Seen::Sync {
            v: s.v,
            status: status(&s.lobby.status)?,
            choice: choose(game, pick),
        });
    }
    let msg: ServerMsg = serde_json::from_str(text).map_err(|e| format!("message: {e}"))?;
    Ok(match msg {
        ServerMsg::Welcome { seat, .. } => Seen::Welcome { seat },
        ServerMsg::Seated { seat, .. } => Seen::Seated { seat },
        ServerMsg::Ack { .. } => Seen::Ack,
        ServerMsg::Rejected { code, message } => Seen::Rejected { code, message },
        ServerMsg::Chat { .. } => Seen::Chat,
        ServerMsg::History { .. } => Seen::History,
        // Only reached if the tag was not first; decode them anyway, minus the choice.
        ServerMsg::Event { v, lobby, .. } => Seen::Event {
            v,
            status: lobby.map(|l| map_status(l.status)),
            choice: None,
        },
        ServerMsg::Sync { v, lobby, .. } => Seen::Sync {
            v,
            status: map_status(lobby.status),
            choice: None,
        },
    })
}

fn map_status(s: protocol::LobbyStatus) -> Status {
    match s {
        protocol::LobbyStatus::Open => Status::Open,
        protocol::LobbyStatus::Playing => Status::Playing,
        protocol::LobbyStatus::Finished => Status::Finished,
        protocol::LobbyStatus::Aborted => Status::Aborted,
    }
}

/// Serialises a client message.
#[must_use]
pub fn encode(msg: &ClientMsg) -> String {
    // Our own wire types always serialise (string keys, no floats).
    serde_json::to_string(msg).unwrap_or_default()
}

/// The `hello` of a new connection to `lobby`.
#[must_use]
pub fn hello(lobby: &str) -> String {
    encode(&ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        lobby: lobby.to_owned(),
        token: None,
        last_v: None,
    })
}

/// The `act` message playing `choice` against version `v`.
#[must_use]
pub fn act(v: Version, choice: &Choice) -> String {
    match choice {
        // Moves come from the server's own list: they always parse.
        Choice::Camelot(mv) => match mv.parse() {
            Ok(mv) => encode(&ClientMsg::Act {
                v,
                action: GameAction::Camelot { mv },
            }),
            Err(_) => String::new(),
        },
        // The action is relayed as the server listed it; the shape is
        // `{"game":"super_camelot","action":…}`.
        Choice::SuperCamelot(action) => serde_json::json!({
            "t": "act",
            "v": v,
            "action": {"game": "super_camelot", "action": action},
        })
        .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(_: usize) -> usize {
        0
    }

    fn camelot_view() -> serde_json::Value {
        serde_json::json!({"game":"camelot","position":"p","turn":"white","to_move":0,
            "last_move":null,"captured":[],"legal_moves":[],"ply":0})
    }

    #[test]
    fn camelot_event_gives_version_status_and_a_move() {
        let mut game = camelot_view();
        let text = r#"{"t":"event","v":6,"event":{"kind":"acted","seat":0,"action":{"game":"camelot","move":"E6-E5"}},"lobby":{"code":"K","config":{"game":"camelot","ruleset":"standard"},"public":true,"status":"playing","host":0,"seats":[],"game_no":1,"result":null,"spectators":2},"patch":[{"op":"replace","path":"/legal_moves","value":["E11-E10","F11-F10"]},{"op":"replace","path":"/ply","value":1}]}"#;
        match decode(text, &mut game, &mut first).unwrap() {
            Seen::Event { v, status, choice } => {
                assert_eq!(v, 6);
                assert_eq!(status, Some(Status::Playing));
                assert_eq!(choice, Some(Some(Choice::Camelot("E11-E10".into()))));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(game["ply"], 1);
    }

    #[test]
    fn event_without_patch_and_view_without_moves() {
        let mut game = camelot_view();
        let no_view = r#"{"t":"event","v":2,"event":{"kind":"ready","seat":0,"ready":true},"lobby":{"status":"open"}}"#;
        assert!(matches!(
            decode(no_view, &mut game, &mut first).unwrap(),
            Seen::Event {
                v: 2,
                status: Some(Status::Open),
                choice: None
            }
        ));
        let empty = r#"{"t":"event","v":9,"event":{"kind":"game_over"},"lobby":{"status":"finished"},"patch":[]}"#;
        assert!(matches!(
            decode(empty, &mut game, &mut first).unwrap(),
            Seen::Event {
                v: 9,
                status: Some(Status::Finished),
                choice: Some(None)
            }
        ));
        // A patch for another view is an error, not a guess.
        let wrong = r#"{"t":"event","v":10,"event":{"kind":"game_over"},"patch":[{"op":"remove","path":"/nothing"}]}"#;
        assert!(decode(wrong, &mut game, &mut first).is_err());
    }

    #[test]
    fn an_event_that_left_the_lobby_unchanged_has_no_status() {
        let mut game = camelot_view();
        let text = r#"{"t":"event","v":7,"event":{"kind":"acted","seat":1,"action":{"game":"camelot","move":"E11-E10"}},"patch":[{"op":"add","path":"/legal_moves/0","value":"E6-E5"}]}"#;
        match decode(text, &mut game, &mut first).unwrap() {
            Seen::Event { v, status, choice } => {
                assert_eq!(v, 7);
                assert_eq!(status, None);
                assert_eq!(choice, Some(Some(Choice::Camelot("E6-E5".into()))));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn super_camelot_actions_are_kept_as_json() {
        let mut game = serde_json::Value::Null;
        let text = r#"{"t":"sync","v":3,"lobby":{"status":"playing"},"game":{"game":"super_camelot","view":{"big":[1,2,3],"legal_actions":[{"type":"end_turn"},{"type":"move","to":[1,2]}]},"events":[]}}"#;
        let mut last = |n: usize| n - 1;
        match decode(text, &mut game, &mut last).unwrap() {
            Seen::Sync { v, choice, .. } => {
                assert_eq!(v, 3);
                let choice = choice.unwrap();
                assert_eq!(
                    act(3, &choice),
                    r#"{"action":{"action":{"to":[1,2],"type":"move"},"game":"super_camelot"},"t":"act","v":3}"#
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn other_messages_and_garbage() {
        assert!(matches!(
            decode(
                r#"{"t":"ack","v":4}"#,
                &mut serde_json::Value::Null,
                &mut first
            )
            .unwrap(),
            Seen::Ack
        ));
        assert!(matches!(
            decode(
                r#"{"t":"rejected","code":"stale_version","message":"m"}"#,
                &mut serde_json::Value::Null,
                &mut first
            )
            .unwrap(),
            Seen::Rejected {
                code: ErrorCode::StaleVersion,
                ..
            }
        ));
        let mut game = serde_json::Value::Null;
        assert!(decode("{}", &mut game, &mut first).is_err());
        assert!(decode(r#"{"t":"event","v":"x"}"#, &mut game, &mut first).is_err());
    }

    #[test]
    fn camelot_act_is_the_protocol_shape() {
        let text = act(7, &Choice::Camelot("E6-E5".into()));
        let back: ClientMsg = serde_json::from_str(&text).unwrap();
        assert_eq!(
            back,
            ClientMsg::Act {
                v: 7,
                action: GameAction::Camelot {
                    mv: "E6-E5".parse().unwrap()
                }
            }
        );
    }
}
