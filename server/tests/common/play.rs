//! Playing through the harness: starting a game, reading the views, choosing and sending
//! actions. Shared so that every test starts games and picks actions the same way.

use super::Client;
use protocol::{ClientMsg, GameAction, GameView, LobbyEvent, LobbyInfo, LobbyStatus, ServerMsg};
use std::net::SocketAddr;

/// A started game in lobby `code`: one client per name says hello and then `S` spectators do;
/// the players sit in order (and must get seats 0, 1, …), all say they are ready, and the first
/// starts the game. Every client has caught up to the start and sees the lobby playing.
pub async fn start_game<const P: usize, const S: usize>(
    addr: SocketAddr,
    code: &str,
    names: [&str; P],
) -> ([Client; P], [Client; S]) {
    let mut players = Vec::new();
    for _ in names {
        let mut c = Client::connect(addr).await;
        c.hello(code, None).await;
        players.push(c);
    }
    let mut spectators = Vec::new();
    for _ in 0..S {
        let mut c = Client::connect(addr).await;
        c.hello(code, None).await;
        spectators.push(c);
    }
    for (seat, (c, name)) in players.iter_mut().zip(names).enumerate() {
        assert_eq!(usize::from(c.sit(name).await), seat, "{name} sits in order");
    }
    for c in &mut players {
        c.send(&ClientMsg::Ready { ready: true }).await;
        c.until_ack().await;
    }
    players[0].send(&ClientMsg::Start {}).await;
    let v = players[0].until_ack().await;
    for c in players.iter_mut().chain(&mut spectators) {
        c.catch_up(v).await;
        assert_eq!(c.lobby.as_ref().unwrap().status, LobbyStatus::Playing);
    }
    let (Ok(players), Ok(spectators)) = (players.try_into(), spectators.try_into()) else {
        unreachable!("one client per name and per spectator")
    };
    (players, spectators)
}

/// Waits for the game-over event; returns the lobby it carries.
pub async fn game_over(c: &mut Client) -> LobbyInfo {
    match c
        .until(|m| {
            matches!(
                m,
                ServerMsg::Event {
                    event: LobbyEvent::GameOver { .. },
                    ..
                }
            )
        })
        .await
    {
        ServerMsg::Event { lobby, .. } => lobby.expect("the end of a game changes the lobby"),
        _ => unreachable!(),
    }
}

/// `loser` resigns a game of two, and both have seen it end. Returns the lobby the game-over
/// event carries.
pub async fn resign(loser: &mut Client, other: &mut Client) -> LobbyInfo {
    let v = loser.v;
    loser.send(&ClientMsg::Resign { v }).await;
    loser.until_ack().await;
    let lobby = game_over(other).await;
    loser.catch_up(other.v).await;
    lobby
}

/// The legal actions a view offers the viewer in `seat` (empty unless it must decide): a Super
/// Camelot view lists them for its viewer; a Camelot view's follow from its position, for the
/// seat to move.
pub fn legal(view: Option<&GameView>, seat: Option<u8>) -> Vec<GameAction> {
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
            .map(|a| GameAction::SuperCamelot { action: *a })
            .collect(),
        None => Vec::new(),
    }
}

/// The one seat among `players` that has legal actions (exactly one must).
pub fn decider(players: &[Client]) -> usize {
    let deciding: Vec<usize> = (0..players.len())
        .filter(|&i| !legal(players[i].view.as_ref(), players[i].seat).is_empty())
        .collect();
    assert_eq!(deciding.len(), 1, "exactly one seat decides");
    deciding[0]
}

/// The fields of a Camelot view, and the legal moves of the side to move (which every client
/// derives from the position).
#[derive(Debug)]
pub struct CamelotView<'a> {
    pub position: &'a str,
    pub to_move: u8,
    pub legal_moves: Vec<protocol::Move>,
}

/// The Camelot fields of a view; panics on any other view, or none.
pub fn camelot_view(view: Option<&GameView>) -> CamelotView<'_> {
    let Some(
        whole @ GameView::Camelot {
            position, to_move, ..
        },
    ) = view
    else {
        panic!("not a Camelot view: {view:?}")
    };
    CamelotView {
        position,
        to_move: *to_move,
        legal_moves: whole.camelot_legal_moves(),
    }
}

/// The engine's view and the visible events of a Super Camelot view; panics on any other view,
/// or none.
pub fn super_camelot_view(view: Option<&GameView>) -> (&protocol::View, &[protocol::VisibleEvent]) {
    match view {
        Some(GameView::SuperCamelot { view, events, .. }) => (view, events),
        other => panic!("not a Super Camelot view: {other:?}"),
    }
}

/// A Camelot move in its notation, as an action.
pub fn camelot_move(notation: &str) -> GameAction {
    GameAction::Camelot {
        mv: notation.parse().unwrap(),
    }
}

/// A fixed linear congruential generator (Knuth's MMIX constants): random play that replays
/// from its seed when it fails.
#[derive(Debug, Clone)]
pub struct Lcg(pub u64);

impl Lcg {
    /// One of `options` (at least one), by the next number.
    pub fn pick<'a, T>(&mut self, options: &'a [T]) -> &'a T {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        &options[(self.0 >> 33) as usize % options.len()]
    }
}

/// One random legal action: the seat that decides (exactly one must) plays the pick of `rng`
/// among its legal actions, and every player and every watcher catches up to what it caused.
/// Returns the seat and that version.
pub async fn random_action(
    players: &mut [Client],
    watchers: &mut [Client],
    rng: &mut Lcg,
) -> (usize, u64) {
    let i = decider(players);
    let options = legal(players[i].view.as_ref(), players[i].seat);
    let action = rng.pick(&options).clone();
    let v = players[i].v;
    players[i].send(&ClientMsg::Act { v, action }).await;
    players[i].until_ack().await;
    // What the action caused came before its ack: the actor's version covers it all.
    let v = players[i].v;
    for c in players.iter_mut().chain(watchers) {
        c.catch_up(v).await;
    }
    (i, v)
}
