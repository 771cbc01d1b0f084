//! What a client does with each `event`: moves the game view it holds on.
//!
//! A view changes in one of three ways. A Camelot move (`acted` in a Camelot game) is played by the
//! client on its own copy of the position, as the server played it: nothing hides in Camelot, so
//! the move itself says everything that changed ([`play_camelot`]), and the server sends no view
//! at all. A change to a Super Camelot view the client holds comes as a [`ScChange`]: the changed
//! fields, players, squares and tiles, each whole ([`crate::change::apply`]). Anything else that
//! touches the game (a new game, a Camelot clock or offer) carries a JSON Patch ([`crate::patch`]),
//! which applies after the move when both are present (a timed Camelot move's clock). The
//! Camelot legal moves are not sent either: they follow from the position and the ruleset
//! ([`camelot_legal_moves`]).

use crate::change::{self, ScChange};
use crate::patch::{self, PatchError, PatchOp};
use crate::{GameAction, GameView, LobbyEvent};
use camelot::{Color, Game, Move, Position, Ruleset};
use serde::Deserialize;
use serde_json::Value;

/// Moves the game view a client holds (`game`, as JSON: the `game` of its last `sync` with every
/// later event applied) on by one `event` and its `patch` or `change`.
///
/// # Errors
/// The view is not the one the event was written against (the client should ask for a `sync`).
pub fn apply_event(
    game: &mut Value,
    event: &LobbyEvent,
    patch: Option<&[PatchOp]>,
    change: Option<&ScChange>,
) -> Result<(), PatchError> {
    if let LobbyEvent::Acted {
        action: GameAction::Camelot { mv },
        ..
    } = event
    {
        let mut view = GameView::deserialize(&*game)
            .map_err(|e| PatchError(format!("the held view does not read: {e}")))?;
        play_camelot(&mut view, mv)?;
        *game = serde_json::to_value(&view)
            .map_err(|e| PatchError(format!("the view does not write: {e}")))?;
    }
    if let Some(ops) = patch {
        patch::apply(game, ops)?;
    }
    if let Some(change) = change {
        change::apply(game, change)?;
    }
    Ok(())
}

/// Whether an event changes the game view: it carries a patch or a change, or it is a Camelot
/// move.
#[must_use]
pub fn touches_view(
    event: &LobbyEvent,
    patch: Option<&[PatchOp]>,
    change: Option<&ScChange>,
) -> bool {
    patch.is_some()
        || change.is_some()
        || matches!(
            event,
            LobbyEvent::Acted {
                action: GameAction::Camelot { .. },
                ..
            }
        )
}

/// Plays a Camelot move on a Camelot view, as the server did: the position after it, the side to
/// move, the last move and what it captured, the ply and the move list; a waiting offer is
/// cancelled and the mover may offer again. The clock is left as it was (a timed game's event
/// patches it).
///
/// # Errors
/// Not a Camelot view, a position that does not read, or a move that is not legal in it.
pub fn play_camelot(view: &mut GameView, mv: &Move) -> Result<(), PatchError> {
    let GameView::Camelot {
        position,
        ruleset,
        turn,
        to_move,
        last_move,
        captured,
        ply,
        moves,
        offer,
        offered,
        ..
    } = view
    else {
        return Err(PatchError("a Camelot move for another game's view".into()));
    };
    let held: Position = position
        .parse()
        .map_err(|e| PatchError(format!("the held position does not read: {e}")))?;
    let mut game = Game::from_position(*ruleset, held);
    let played = game
        .play(mv)
        .map_err(|e| PatchError(format!("{mv} does not play on the held view: {e}")))?;
    *position = game.position().to_string();
    let mover = *to_move;
    *offer = None;
    offered.retain(|&s| s != mover);
    let side = game.turn();
    side_name(side).clone_into(turn);
    *to_move = seat_of(side);
    *last_move = Some(played.mv.clone());
    *captured = played.captured.iter().map(ToString::to_string).collect();
    *ply += 1;
    moves.push(played.mv);
    Ok(())
}

/// Every legal move in a Camelot position under `ruleset`, one route per outcome, sorted by their
/// notation; empty once the position is over by the rules (a repetition draw, which needs the
/// game's history, is told by the `game_over` event that follows the move).
#[must_use]
pub fn camelot_legal_moves(position: &str, ruleset: Ruleset) -> Vec<Move> {
    let Ok(position) = position.parse::<Position>() else {
        return Vec::new();
    };
    if position.outcome(ruleset).is_some() {
        return Vec::new();
    }
    let mut moves = position.legal_moves(ruleset);
    moves.sort_by_cached_key(ToString::to_string);
    moves
}

impl GameView {
    /// The legal moves a Camelot view offers the side to move ([`camelot_legal_moves`]); empty
    /// for another game's view.
    #[must_use]
    pub fn camelot_legal_moves(&self) -> Vec<Move> {
        match self {
            Self::Camelot {
                position, ruleset, ..
            } => camelot_legal_moves(position, *ruleset),
            Self::SuperCamelot { .. } => Vec::new(),
        }
    }
}

/// The name of a side as the view spells it.
#[must_use]
pub fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The seat that plays a side: White is seat 0, Black seat 1.
#[must_use]
pub fn seat_of(color: Color) -> crate::Seat {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start_view(ruleset: Ruleset) -> GameView {
        GameView::Camelot {
            position: Position::start().to_string(),
            ruleset,
            turn: "white".into(),
            to_move: 0,
            last_move: None,
            captured: Vec::new(),
            ply: 0,
            moves: Vec::new(),
            clock: None,
            offer: None,
            offered: Vec::new(),
        }
    }

    /// A move cancels the waiting offer and lets its mover offer again; the other seat's mark
    /// stays (RULES.md C16).
    #[test]
    fn a_move_cancels_the_offer_and_frees_its_mover() {
        let mut view = start_view(Ruleset::Standard);
        if let GameView::Camelot { offer, offered, .. } = &mut view {
            *offer = Some(crate::PendingOffer {
                by: 1,
                offer: crate::OfferKind::Draw,
            });
            *offered = vec![0, 1];
        }
        play_camelot(&mut view, &"F7-F8".parse().unwrap()).unwrap();
        let GameView::Camelot { offer, offered, .. } = &view else {
            unreachable!()
        };
        assert_eq!((offer, offered.as_slice()), (&None, &[1][..]));
    }

    /// A client that plays every move of a game on its view holds what the engine holds.
    #[test]
    fn playing_the_moves_on_a_view_follows_the_engine() {
        for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
            let mut game = Game::new(ruleset);
            let mut view = start_view(ruleset);
            let mut json = serde_json::to_value(&view).unwrap();
            let mut seed = 7u64;
            for _ in 0..120 {
                let legal = view.camelot_legal_moves();
                let mut engine_moves = game.legal_moves();
                engine_moves.sort_by_cached_key(ToString::to_string);
                assert_eq!(legal, engine_moves);
                if legal.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let mv = legal[usize::try_from(seed >> 33).unwrap() % legal.len()].clone();
                let seat = seat_of(game.turn());
                let played = game.play(&mv).unwrap();
                play_camelot(&mut view, &mv).unwrap();
                let event = LobbyEvent::Acted {
                    seat,
                    action: GameAction::Camelot { mv: mv.clone() },
                };
                apply_event(&mut json, &event, None, None).unwrap();
                assert_eq!(
                    serde_json::from_value::<GameView>(json.clone()).unwrap(),
                    view
                );
                let GameView::Camelot {
                    position, captured, ..
                } = &view
                else {
                    unreachable!()
                };
                assert_eq!(position, &game.position().to_string());
                let engine_captured: Vec<String> =
                    played.captured.iter().map(ToString::to_string).collect();
                assert_eq!(captured, &engine_captured);
            }
        }
    }

    /// A move the held position does not allow, or a move for a Super Camelot view, is an error
    /// (the client resyncs), and the view is not half-changed.
    #[test]
    fn a_move_that_does_not_fit_the_held_view_is_an_error() {
        let mut view = start_view(Ruleset::Standard);
        let before = view.clone();
        let mv: Move = "F8-F9".parse().unwrap();
        assert!(play_camelot(&mut view, &mv).is_err());
        assert_eq!(view, before);
    }
}
