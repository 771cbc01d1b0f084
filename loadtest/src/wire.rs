//! Reading server messages cheaply and writing client messages.
//!
//! The load generator receives every event of every lobby it drives, so decoding must cost far
//! less than the server spends producing it, or the generator measures itself. `event` and `sync`
//! messages are therefore read through lean borrowed shapes that keep only the version, the lobby
//! status and the legal actions of a view (everything else is skipped without allocating); the
//! rare other messages are decoded whole as [`ServerMsg`].

use protocol::{
    ClientMsg, ErrorCode, GameAction, PROTOCOL_VERSION, PatchOp, ScChange, Seat, ServerMsg, Version,
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
    /// `notify`, the seat's notification settings (ignored).
    Notify,
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
    event: LeanLobbyEvent,
    #[serde(default, borrow)]
    lobby: Option<LeanLobby<'a>>,
    #[serde(default)]
    patch: Option<Vec<PatchOp>>,
    #[serde(default)]
    change: Option<ScChange>,
}

/// Of an event's `event`, only a Camelot move (which the receiver plays on its own position).
#[derive(Deserialize)]
struct LeanLobbyEvent {
    #[serde(default)]
    action: Option<LeanAction>,
}

#[derive(Deserialize)]
struct LeanAction {
    #[serde(rename = "move", default)]
    mv: Option<camelot::Move>,
}

/// What one connection holds of the game, moved on by every event.
#[derive(Debug, Default)]
pub struct Held {
    /// A Super Camelot view as JSON, moved on by each event's change (or replaced by its patch).
    json: serde_json::Value,
    /// A Camelot game: its position, played on by each move, as every client does (the server
    /// sends neither the new position nor the legal moves).
    camelot: Option<camelot::Game>,
}

impl Held {
    /// A sync's `game` replaces what was held.
    fn replace(&mut self, game: serde_json::Value) -> Result<(), String> {
        self.camelot = None;
        self.json = serde_json::Value::Null;
        if game.get("game").and_then(|g| g.as_str()) == Some("camelot") {
            let position: camelot::Position = game["position"]
                .as_str()
                .unwrap_or_default()
                .parse()
                .map_err(|e| format!("position: {e}"))?;
            let ruleset: camelot::Ruleset = serde_json::from_value(game["ruleset"].clone())
                .map_err(|e| format!("ruleset: {e}"))?;
            self.camelot = Some(camelot::Game::from_position(ruleset, position));
        } else {
            self.json = game;
        }
        Ok(())
    }

    /// An event's move, patch and change.
    fn apply(
        &mut self,
        mv: Option<&camelot::Move>,
        patch: Option<&[PatchOp]>,
        change: Option<&ScChange>,
    ) -> Result<(), String> {
        if let Some(change) = change {
            return protocol::change::apply(&mut self.json, change).map_err(|e| e.to_string());
        }
        if let Some(mv) = mv {
            let game = self
                .camelot
                .as_mut()
                .ok_or("a Camelot move without a Camelot game")?;
            game.play(mv).map_err(|e| e.to_string())?;
        }
        let Some(ops) = patch else {
            return Ok(());
        };
        // A patch that replaces the whole view (a new game) is the only one a Camelot player
        // needs: the others change the clock or nothing it plays from.
        if let Some(PatchOp::Replace { path, value }) = ops
            .iter()
            .find(|op| matches!(op, PatchOp::Replace { path, .. } if path.is_empty()))
        {
            debug_assert!(path.is_empty());
            return self.replace(value.clone());
        }
        if self.camelot.is_some() {
            return Ok(());
        }
        protocol::patch::apply(&mut self.json, ops).map_err(|e| e.to_string())
    }

    /// Picks one of the legal actions for `seat` with `pick(n)` returning an index below `n`:
    /// a Camelot position's legal moves (for the seat to move), a Super Camelot view's
    /// `view.legal_actions`.
    fn choose(&self, seat: Option<Seat>, pick: &mut impl FnMut(usize) -> usize) -> Option<Choice> {
        if let Some(game) = &self.camelot {
            let to_move = protocol::update::seat_of(game.turn());
            if seat != Some(to_move) {
                return None;
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                return None;
            }
            return Some(Choice::Camelot(moves[pick(moves.len())].to_string()));
        }
        let actions = self
            .json
            .get("view")
            .and_then(|v| v.get("legal_actions"))
            .and_then(|a| a.as_array())
            .filter(|a| !a.is_empty())?;
        let i = pick(actions.len());
        Some(Choice::SuperCamelot(actions[i].clone()))
    }
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

/// Decodes one text frame from the server. `held` is what this connection holds of the game (a
/// sync replaces it, an event moves it on), or `None` for a connection that never plays (a
/// spectator: it only counts versions); `seat` is the connection's seat. `pick(n)` chooses among
/// `n` legal actions.
///
/// # Errors
/// The frame is not a server message this generator understands, or a move or patch does not
/// apply.
pub fn decode(
    text: &str,
    held: Option<&mut Held>,
    seat: Option<Seat>,
    pick: &mut impl FnMut(usize) -> usize,
) -> Result<Seen, String> {
    // serde writes an internally tagged enum's tag first, so the hot messages are known by
    // their first bytes; anything else takes the full, strict path.
    if text.starts_with(r#"{"t":"event""#) {
        let e: LeanEvent<'_> = serde_json::from_str(text).map_err(|e| format!("event: {e}"))?;
        let mv = e.event.action.and_then(|a| a.mv);
        let choice = match held {
            Some(held) if mv.is_some() || e.patch.is_some() || e.change.is_some() => {
                held.apply(mv.as_ref(), e.patch.as_deref(), e.change.as_ref())?;
                Some(held.choose(seat, pick))
            }
            _ => None,
        };
        return Ok(Seen::Event {
            v: e.v,
            status: e.lobby.map(|l| status(&l.status)).transpose()?,
            choice,
        });
    }
    if text.starts_with(r#"{"t":"sync""#) {
        let s: LeanSync<'_> = serde_json::from_str(text).map_err(|e| format!("sync: {e}"))?;
        let choice = match held {
            Some(held) => {
                held.replace(s.game)?;
                held.choose(seat, pick)
            }
            None => None,
        };
        return Ok(Seen::Sync {
            v: s.v,
            status: status(&s.lobby.status)?,
            choice,
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
        ServerMsg::Notify { .. } => Seen::Notify,
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
        lang: None,
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

    /// A Camelot sync at the start position, White (seat 0) to move.
    fn camelot_sync() -> String {
        // The tag first, as the server writes it (a JSON object macro would sort the keys).
        let game = serde_json::json!({
            "game":"camelot","position":camelot::Position::start().to_string(),
            "ruleset":"standard","turn":"white","to_move":0,"last_move":null,"captured":[],
            "ply":0,"moves":[],"clock":null});
        format!(r#"{{"t":"sync","v":5,"lobby":{{"status":"playing"}},"game":{game}}}"#)
    }

    /// A player plays each move on its own position: the seat to move is offered a move of
    /// the position the moves made, the other seat none.
    #[test]
    fn camelot_moves_are_played_on_the_held_position() {
        let mut white = Held::default();
        let mut black = Held::default();
        let Seen::Sync { choice, .. } =
            decode(&camelot_sync(), Some(&mut white), Some(0), &mut first).unwrap()
        else {
            panic!("a sync")
        };
        let first_move = choice.expect("White moves first");
        assert!(matches!(
            decode(&camelot_sync(), Some(&mut black), Some(1), &mut first).unwrap(),
            Seen::Sync { choice: None, .. }
        ));
        let Choice::Camelot(mv) = &first_move else {
            panic!("a Camelot move")
        };
        let text = format!(
            r#"{{"t":"event","v":6,"event":{{"kind":"acted","seat":0,"action":{{"game":"camelot","move":"{mv}"}}}},"lobby":{{"status":"playing"}}}}"#
        );
        match decode(&text, Some(&mut black), Some(1), &mut first).unwrap() {
            Seen::Event { v, status, choice } => {
                assert_eq!(v, 6);
                assert_eq!(status, Some(Status::Playing));
                let mut game = camelot::Game::new(camelot::Ruleset::Standard);
                game.play(&mv.parse().unwrap()).unwrap();
                let expected = game.legal_moves()[0].to_string();
                assert_eq!(choice, Some(Some(Choice::Camelot(expected))));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            decode(&text, Some(&mut white), Some(0), &mut first).unwrap(),
            Seen::Event {
                choice: Some(None),
                status: Some(Status::Playing),
                ..
            }
        ));
        // A spectator holds nothing and only counts versions.
        assert!(matches!(
            decode(&text, None, None, &mut first).unwrap(),
            Seen::Event {
                v: 6,
                choice: None,
                ..
            }
        ));
        // A move its position does not allow is an error, not a guess.
        assert!(decode(&text, Some(&mut black), Some(1), &mut first).is_err());
    }

    #[test]
    fn event_without_patch_and_view_without_moves() {
        let mut held = Held::default();
        decode(&camelot_sync(), Some(&mut held), Some(1), &mut first).unwrap();
        let no_view = r#"{"t":"event","v":2,"event":{"kind":"ready","seat":0,"ready":true},"lobby":{"status":"open"}}"#;
        assert!(matches!(
            decode(no_view, Some(&mut held), Some(1), &mut first).unwrap(),
            Seen::Event {
                v: 2,
                status: Some(Status::Open),
                choice: None
            }
        ));
        let empty = r#"{"t":"event","v":9,"event":{"kind":"game_over"},"lobby":{"status":"finished"},"patch":[]}"#;
        assert!(matches!(
            decode(empty, Some(&mut held), Some(1), &mut first).unwrap(),
            Seen::Event {
                v: 9,
                status: Some(Status::Finished),
                choice: Some(None)
            }
        ));
        // A Super Camelot patch for another view is an error, not a guess.
        let mut sc = Held::default();
        let wrong = r#"{"t":"event","v":10,"event":{"kind":"game_over"},"patch":[{"op":"remove","path":"/nothing"}]}"#;
        assert!(decode(wrong, Some(&mut sc), Some(0), &mut first).is_err());
    }

    #[test]
    fn super_camelot_actions_are_kept_as_json() {
        let mut held = Held::default();
        let text = r#"{"t":"sync","v":3,"lobby":{"status":"playing"},"game":{"game":"super_camelot","view":{"big":[1,2,3],"legal_actions":[{"type":"end_turn"},{"type":"move","to":[1,2]}]},"events":[]}}"#;
        let mut last = |n: usize| n - 1;
        match decode(text, Some(&mut held), Some(0), &mut last).unwrap() {
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
        // A change moves the view on: the next seat's legal actions are what it sets.
        let text = r#"{"t":"event","v":4,"event":{"kind":"acted","seat":0,"action":{"game":"super_camelot","action":{"type":"end_turn"}}},"change":{"view":{"legal_actions":[{"type":"end_turn"}]}}}"#;
        match decode(text, Some(&mut held), Some(0), &mut last).unwrap() {
            Seen::Event { v, choice, .. } => {
                assert_eq!(v, 4);
                assert_eq!(
                    act(4, &choice.unwrap().unwrap()),
                    r#"{"action":{"action":{"type":"end_turn"},"game":"super_camelot"},"t":"act","v":4}"#
                );
            }
            other => panic!("{other:?}"),
        }
        // A change that does not fit the view held is an error, not a guess.
        let wrong =
            r#"{"t":"event","v":5,"event":{"kind":"game_over"},"change":{"view":{"nothing":1}}}"#;
        assert!(decode(wrong, Some(&mut held), Some(0), &mut last).is_err());
    }

    #[test]
    fn other_messages_and_garbage() {
        assert!(matches!(
            decode(r#"{"t":"ack","v":4}"#, None, None, &mut first).unwrap(),
            Seen::Ack
        ));
        assert!(matches!(
            decode(
                r#"{"t":"rejected","code":"stale_version","message":"m"}"#,
                None,
                None,
                &mut first
            )
            .unwrap(),
            Seen::Rejected {
                code: ErrorCode::StaleVersion,
                ..
            }
        ));
        let mut held = Held::default();
        assert!(decode("{}", Some(&mut held), None, &mut first).is_err());
        assert!(
            decode(
                r#"{"t":"event","v":"x"}"#,
                Some(&mut held),
                None,
                &mut first
            )
            .is_err()
        );
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
