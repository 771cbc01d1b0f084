//! `albion bot`: join a lobby and play legal actions until the game ends.
//!
//! Camelot policies: `random` picks any legal move; `greedy` is the engine's `camelot::greedy`,
//! which scores each legal move one ply deep — a win first, then pieces captured, then what the
//! opponent could capture in reply, then progress towards the opponent's castle — and breaks ties
//! at random.
//!
//! Super Camelot policies work on the legal actions the server sends: `random` picks any;
//! `greedy` prefers, in order, claiming the Grail, opening a chest, attacking or finishing off an
//! enemy, picking up an item, digging, moving, and ends the turn only when nothing else is left,
//! breaking ties at random. (The engine's own greedy policy, which looks at the whole state, is
//! the one `albion rules super-camelot simulate --policy greedy` measures.)

use std::process::ExitCode;

use camelot::{Game, Move, Position, Ruleset};
use clap::{Args, ValueEnum};
use protocol::{Action, ClientMsg, GameAction, GameConfig, GameView, LobbyStatus, ServerMsg};

use crate::lang::{Lang, tr};
use crate::net::{DEFAULT_SERVER, ServerAddr};
use crate::seats::SeatStore;
use crate::session::{Applied, Identity, NetEvent, Session, connect};

/// How a bot chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Policy {
    /// Any legal action, uniformly.
    Random,
    /// A simple one-ply heuristic (see the module documentation).
    Greedy,
}

/// `albion bot` options.
#[derive(Debug, Args)]
pub struct BotArgs {
    /// The lobby code.
    code: String,
    /// The server.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
    /// How to choose actions.
    #[arg(long, value_enum, default_value_t = Policy::Greedy)]
    policy: Policy,
    /// Display name (default: "bot-" and a few random letters).
    #[arg(long)]
    name: Option<String>,
    /// Seed for the bot's choices (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Keep playing rematches: ask for one after each game, this many games in all.
    #[arg(long, default_value_t = 1)]
    games: u32,
    /// Wait this long (ms) before each action: keeps a bot game watchable and under the
    /// server's per-connection rate limit (20 messages/s by default).
    #[arg(long, default_value_t = 100)]
    delay_ms: u64,
}

/// A small xorshift generator: the bot's choices need no cryptographic quality.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

/// Chooses a Camelot move among `legal` (the server's list) in `position`.
#[must_use]
pub fn choose_camelot(
    position: &str,
    ruleset: Ruleset,
    legal: &[Move],
    policy: Policy,
    rng: &mut Rng,
) -> Option<Move> {
    if legal.is_empty() {
        return None;
    }
    let position: Option<Position> = position.parse().ok();
    let (Policy::Greedy, Some(position)) = (policy, position) else {
        return Some(legal[rng.below(legal.len())].clone());
    };
    let game = Game::from_position(ruleset, position);
    // The engine's tie break takes the drawn number modulo the number of best moves, as
    // `Rng::below` does.
    camelot::greedy::greedy_move_among(&game, legal, rng.next_u64())
}

/// How much the Super Camelot greedy policy likes an action of this type.
fn super_camelot_priority(action: &Action) -> u32 {
    match action {
        Action::ClaimGrail => 100,
        Action::OpenChest { .. } => 90,
        Action::Kill { .. } | Action::Attack { .. } | Action::Bow { .. } | Action::Bomb { .. } => {
            80
        }
        Action::PickUp { .. } => 70,
        Action::Dig => 60,
        Action::Move | Action::Step { .. } | Action::PlaceOnCircle { .. } => 50,
        Action::EndTurn => 0,
        _ => 40,
    }
}

/// Chooses a Super Camelot action among `legal` (the server's list).
#[must_use]
pub fn choose_super_camelot(legal: &[Action], policy: Policy, rng: &mut Rng) -> Option<Action> {
    if legal.is_empty() {
        return None;
    }
    if policy == Policy::Random {
        return Some(legal[rng.below(legal.len())]);
    }
    // Taking a step back only undoes a step this policy chose; offering it a rank would let the
    // bot step and take back forever. (The rules always offer something besides it.)
    let mut worthwhile: Vec<&Action> = legal.iter().filter(|a| **a != Action::UndoStep).collect();
    if worthwhile.is_empty() {
        worthwhile = legal.iter().collect();
    }
    let best = worthwhile
        .iter()
        .map(|a| super_camelot_priority(a))
        .max()
        .unwrap_or(0);
    let top: Vec<&Action> = worthwhile
        .into_iter()
        .filter(|a| super_camelot_priority(a) == best)
        .collect();
    Some(*top[rng.below(top.len())])
}

/// Runs a bot.
pub async fn run(args: BotArgs, lang: Lang) -> ExitCode {
    let mut rng = Rng::new(args.seed.unwrap_or_else(clock_seed));
    let name = args.name.clone().unwrap_or_else(|| {
        let letters: String = (0..4)
            .map(|_| char::from(b'a' + (rng.below(26) as u8)))
            .collect();
        format!("bot-{letters}")
    });
    let code = args.code.trim().to_ascii_uppercase();
    if let Err(e) = crate::net::get_lobby(&args.server, &code).await {
        eprintln!("albion: {}", e.text(lang));
        return ExitCode::from(2);
    }
    let identity = Identity {
        name: name.clone(),
        seats: SeatStore::default_location(),
        lang,
    };
    let mut link = connect(args.server.clone(), code.clone(), identity);
    let mut session = Session::new(&code);
    session.lang = lang;
    let mut asked_to_sit = false;
    let mut acted_at = None;
    let mut games_done = 0;
    while let Some(event) = link.from_server.recv().await {
        let msg = match event {
            NetEvent::Connected => {
                acted_at = None;
                continue;
            }
            NetEvent::Lost(why) => {
                eprintln!(
                    "albion: {}",
                    tr(lang, "cli-bot-reconnecting", &[("why", why.into())])
                );
                continue;
            }
            NetEvent::Ended(why) => {
                eprintln!("albion: {why}");
                return ExitCode::FAILURE;
            }
            NetEvent::Msg(msg) => *msg,
        };
        if session.apply(&msg) == Applied::Gap {
            let _ = link.to_server.send(ClientMsg::Resync {}).await;
            continue;
        }
        if let ServerMsg::Event {
            event: event @ protocol::LobbyEvent::GameOver { .. },
            ..
        } = &msg
        {
            games_done += 1;
            println!("{}", crate::text::clean(&session.describe(event)));
            if games_done >= args.games {
                drop(link.to_server);
                return ExitCode::SUCCESS;
            }
            let _ = link.to_server.send(ClientMsg::Rematch {}).await;
            continue;
        }
        let Some(lobby) = session.lobby.clone() else {
            continue;
        };
        let Some(v) = session.v else { continue };
        match (lobby.status, session.seat) {
            (LobbyStatus::Open, None) if !asked_to_sit => {
                asked_to_sit = true;
                let _ = link
                    .to_server
                    .send(ClientMsg::Sit {
                        name: name.clone(),
                        seat: None,
                    })
                    .await;
            }
            (LobbyStatus::Open, Some(seat)) => {
                let me = lobby.seats.iter().find(|s| s.seat == seat);
                if me.is_some_and(|s| !s.ready)
                    && matches!(msg, ServerMsg::Seated { .. } | ServerMsg::Sync { .. })
                {
                    let _ = link.to_server.send(ClientMsg::Ready { ready: true }).await;
                }
                let all_ready = lobby.seats.iter().all(|s| s.name.is_some() && s.ready);
                if session.is_host() && all_ready && matches!(msg, ServerMsg::Event { .. }) {
                    let _ = link.to_server.send(ClientMsg::Start {}).await;
                }
            }
            (LobbyStatus::Playing, None) => {
                eprintln!(
                    "albion: {}",
                    tr(lang, "cli-bot-game-full", &[("code", code.clone().into())])
                );
                return ExitCode::FAILURE;
            }
            (LobbyStatus::Playing, Some(_)) if session.my_turn() && acted_at != Some(v) => {
                let action = match &session.game {
                    Some(GameView::Camelot { position, .. }) => {
                        let ruleset = match &lobby.config {
                            GameConfig::Camelot { ruleset, .. } => *ruleset,
                            GameConfig::SuperCamelot { .. } => Ruleset::Standard,
                        };
                        choose_camelot(
                            position,
                            ruleset,
                            &session.legal_moves,
                            args.policy,
                            &mut rng,
                        )
                        .map(|mv| GameAction::Camelot { mv })
                    }
                    Some(GameView::SuperCamelot { view, .. }) => {
                        choose_super_camelot(&view.legal_actions, args.policy, &mut rng)
                            .map(|action| GameAction::SuperCamelot { action })
                    }
                    None => None,
                };
                if let Some(action) = action {
                    acted_at = Some(v);
                    if args.delay_ms > 0 {
                        tokio::time::sleep(std::time::Duration::from_millis(args.delay_ms)).await;
                    }
                    let _ = link.to_server.send(ClientMsg::Act { v, action }).await;
                }
            }
            _ => {}
        }
    }
    ExitCode::FAILURE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greedy_prefers_the_winning_and_capturing_moves() {
        // White can capture E7 (and with it Black's last piece but one) or shuffle on L4.
        let position = "2/8/10/m10m/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w";
        let legal: Vec<Move> = vec!["E6xE8".parse().unwrap()];
        let mut rng = Rng::new(3);
        assert_eq!(
            choose_camelot(
                position,
                Ruleset::Standard,
                &legal,
                Policy::Greedy,
                &mut rng
            ),
            Some("E6xE8".parse().unwrap())
        );
        // Taking the second castle square wins at once.
        let castle = "1M/2M5/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w";
        let game = Game::from_position(Ruleset::Standard, castle.parse().unwrap());
        let legal = game.legal_moves();
        for seed in 0..8 {
            let mut rng = Rng::new(seed);
            assert_eq!(
                choose_camelot(castle, Ruleset::Standard, &legal, Policy::Greedy, &mut rng),
                Some("E15-F16".parse().unwrap())
            );
        }
    }

    #[test]
    fn greedy_never_takes_a_step_back() {
        // After a quiet step that used the Move's last square, the choices are to take it back or
        // to end the turn; taking it back would only lead to the same step again.
        let legal = [Action::UndoStep, Action::EndTurn];
        for seed in 0..16 {
            let mut rng = Rng::new(seed);
            assert_eq!(
                choose_super_camelot(&legal, Policy::Greedy, &mut rng),
                Some(Action::EndTurn)
            );
        }
    }

    #[test]
    fn random_policy_stays_within_the_legal_list() {
        let game = Game::new(Ruleset::Standard);
        let legal = game.legal_moves();
        let mut rng = Rng::new(9);
        for _ in 0..50 {
            let m = choose_camelot(
                &game.position().to_string(),
                Ruleset::Standard,
                &legal,
                Policy::Random,
                &mut rng,
            );
            assert!(m.is_some_and(|m| legal.contains(&m)));
        }
    }
}
