//! `albion replay <id>`: a finished game, move by move, from the server's record
//! (`GET /api/games/{id}`). Camelot positions are rebuilt here with the rules engine from the
//! start position and each recorded move; Super Camelot steps are told in words from the recorded
//! events (the forest cannot be rebuilt: the record never holds the seed).

pub mod screen;
pub mod words;

use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use camelot::{Game, Position, Ruleset, Square};
use clap::Args;
use protocol::{GameAction, GameConfig, GameRecord, RecordAction, RecordStatus, Seat};

use crate::lang::{Lang, Value, reason_words, tr};
use crate::net::{DEFAULT_SERVER, NetError, ServerAddr, get_game, get_game_as, get_game_wcf_as};

/// The `lobby` of a private lobby's record: the server never names its code.
const PRIVATE_LOBBY: &str = "private";
use crate::seats::SeatStore;
use crate::tui::app::route_squares;

/// `albion replay` options.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The game's id (the game screen's log shows it at the end of a game; `game_id` in the
    /// lobby's JSON).
    pub id: i64,
    /// The server.
    #[arg(long, default_value = DEFAULT_SERVER)]
    pub server: ServerAddr,
    /// Print every step as text instead of opening the replay screen (the default when stdout is
    /// not a terminal).
    #[arg(long)]
    pub print: bool,
    /// With the text: the Camelot position after each move, in the six-field notation (implies
    /// `--print`).
    #[arg(long)]
    pub positions: bool,
    /// Print the server's export of a Camelot game in WCF notation, as it is.
    #[arg(long, conflicts_with_all = ["print", "positions"])]
    pub wcf: bool,
}

/// The number of a Camelot move as the WCF notation writes it, `ply` counting single moves from
/// 0 (White's first): move N is White's N-th move and Black's answer, so White's is `N.` and
/// Black's `N...` (`1. F6-F7 G11-G10` in a WCF export is `1. F6-F7` then `1... G11-G10`). The
/// game screen's log, the replay and the web client number moves the same way (README).
#[must_use]
pub fn camelot_move_number(ply: usize) -> String {
    let n = ply / 2 + 1;
    if ply.is_multiple_of(2) {
        format!("{n}.")
    } else {
        format!("{n}...")
    }
}

/// One recorded step, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// Who acted.
    pub seat: Seat,
    /// The step's number: a Camelot move's WCF number (`12.`, `12...`; see
    /// [`camelot_move_number`]), empty for a Camelot step that is not a move (a resignation);
    /// a Super Camelot step's place in the record, from 1 (`seq` + 1: `7.`).
    pub number: String,
    /// The step in a few words, without its number: `white F6-F7`, `ann: ends the turn`.
    pub label: String,
    /// What it did, one line each (Super Camelot's events; problems rebuilding a Camelot move).
    pub details: Vec<String>,
    /// Camelot: the position after the step, when it could be rebuilt.
    pub position: Option<Position>,
    /// Camelot: the squares to highlight (the route and the captured pieces).
    pub highlight: Vec<Square>,
}

/// A game record prepared for showing: its header, the start and every step.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The record as the server sent it.
    pub record: GameRecord,
    /// Camelot: the start position.
    pub start: Option<Position>,
    /// Every step in order.
    pub steps: Vec<Step>,
    /// The language it is told in.
    pub lang: Lang,
}

impl Step {
    /// The step with its number: `12... black G11-G10`, `white resigned`, `7. ann: ends the turn`.
    #[must_use]
    pub fn heading(&self) -> String {
        if self.number.is_empty() {
            self.label.clone()
        } else {
            format!("{} {}", self.number, self.label)
        }
    }
}

/// The name of a Camelot side by seat.
/// A Camelot seat's side as the catalogue's selectors name it: `white` (seat 0) or `black`.
fn side(seat: Seat) -> &'static str {
    if seat == 0 { "white" } else { "black" }
}

impl Replay {
    /// Prepares `record`: for Camelot, replays every move on the rules engine.
    #[must_use]
    pub fn new(record: GameRecord) -> Replay {
        Replay::in_lang(Lang::En, record)
    }

    /// The replay of `record`, told in `lang`.
    #[must_use]
    pub fn in_lang(lang: Lang, mut record: GameRecord) -> Replay {
        // Names, Characters, the lobby code and the result came from people: printable only.
        record.lobby = crate::text::clean(&record.lobby);
        for p in &mut record.players {
            p.name = crate::text::clean(&p.name);
        }
        if let Some(result) = &mut record.result {
            result.reason = crate::text::clean(&result.reason);
        }
        match &record.config {
            GameConfig::Camelot { ruleset, .. } => {
                let steps = camelot_steps(lang, &record, *ruleset);
                Replay {
                    record,
                    start: Some(Position::start()),
                    steps,
                    lang,
                }
            }
            GameConfig::SuperCamelot { .. } => {
                let steps = super_camelot_steps(lang, &record);
                Replay {
                    record,
                    start: None,
                    steps,
                    lang,
                }
            }
        }
    }

    /// The display name of a seat.
    #[must_use]
    pub fn name(&self, seat: Seat) -> String {
        seat_name(self.lang, &self.record, seat)
    }

    /// The game in a few words: `Camelot (standard)`, `Super Camelot (3 seats)`, `Camelot
    /// (standard, 2 days per move)`.
    #[must_use]
    pub fn game_title(&self) -> String {
        let lang = self.lang;
        match &self.record.config {
            GameConfig::Camelot {
                ruleset,
                days_per_move: Some(d),
                ..
            } => format!(
                "Camelot ({ruleset}, {})",
                crate::tui::render::days_words(lang, *d, "move")
            ),
            GameConfig::Camelot { ruleset, .. } => format!("Camelot ({ruleset})"),
            GameConfig::SuperCamelot {
                seats,
                ask_activation_order,
                auto_enemy_ties,
                turn_secs,
                days_per_turn,
            } => {
                let mut options = vec![tr(lang, "cli-replay-seats", &[("count", (*seats).into())])];
                if let Some(t) = turn_secs {
                    options.push(tr(lang, "cli-replay-turn-secs", &[("secs", (*t).into())]));
                }
                if let Some(d) = days_per_turn {
                    options.push(crate::tui::render::days_words(lang, *d, "turn"));
                }
                if *ask_activation_order {
                    options.push(tr(lang, "cli-replay-activation-asked", &[]));
                }
                if *auto_enemy_ties {
                    options.push(tr(lang, "cli-replay-auto-ties", &[]));
                }
                format!("Super Camelot ({})", options.join(", "))
            }
        }
    }

    /// `Camelot (standard) · game 1 of lobby K7QX2M9P · id 12`: games are numbered in their
    /// lobby (`game_no`, from 1, as the game screen's log and the WCF export's `Event` number
    /// them); the id is the record's, which `albion replay` takes.
    #[must_use]
    pub fn title(&self) -> String {
        let r = &self.record;
        let id = if r.lobby == PRIVATE_LOBBY {
            "cli-replay-title-private"
        } else {
            "cli-replay-title"
        };
        let of = tr(
            self.lang,
            id,
            &[
                ("game", r.game_no.into()),
                ("lobby", r.lobby.clone().into()),
                ("id", r.id.into()),
            ],
        );
        format!("{} · {of}", self.game_title())
    }

    /// Who played: `White: ann · Black: bob`, or `ann (Arthur) · bob (Merlin)`.
    #[must_use]
    pub fn players(&self) -> String {
        let camelot = matches!(self.record.config, GameConfig::Camelot { .. });
        let players: Vec<String> = self
            .record
            .players
            .iter()
            .map(|p| {
                if camelot {
                    tr(
                        self.lang,
                        "cli-replay-camelot-player",
                        &[
                            ("side", side(p.seat).into()),
                            ("name", p.name.clone().into()),
                        ],
                    )
                } else {
                    match &p.character {
                        Some(c) => format!(
                            "{} ({})",
                            p.name,
                            crate::lang::character_name(self.lang, *c)
                        ),
                        None => p.name.clone(),
                    }
                }
            })
            .collect();
        if players.is_empty() {
            tr(self.lang, "cli-replay-no-players", &[])
        } else {
            players.join(" · ")
        }
    }

    /// `ann won (resignation)`, `draw (repetition)`, or why there is none.
    #[must_use]
    pub fn result(&self) -> String {
        let r = &self.record;
        match (&r.result, r.status) {
            (Some(result), _) => {
                let who: Vec<String> = result.winners.iter().map(|s| self.name(*s)).collect();
                if who.is_empty() {
                    tr(
                        self.lang,
                        "cli-replay-draw",
                        &[("reason", reason_words(self.lang, &result.reason).into())],
                    )
                } else {
                    tr(
                        self.lang,
                        "cli-replay-won",
                        &[
                            ("winners", crate::session::and_list(self.lang, &who).into()),
                            ("count", who.len().into()),
                            ("reason", reason_words(self.lang, &result.reason).into()),
                        ],
                    )
                }
            }
            (None, RecordStatus::Aborted) => tr(self.lang, "cli-replay-aborted", &[]),
            (None, RecordStatus::Finished) => tr(self.lang, "cli-replay-no-result", &[]),
        }
    }

    /// When and for how long: `played 2026-11-30 06:06 UTC for 3 min 12 s`, if known.
    #[must_use]
    pub fn when(&self) -> Option<String> {
        let r = &self.record;
        let start = r.started_at?;
        let when = utc(start);
        Some(match r.ended_at.filter(|e| *e >= start) {
            Some(end) => {
                let secs = end - start;
                tr(
                    self.lang,
                    "cli-replay-played-for",
                    &[
                        ("when", when.into()),
                        ("min", (secs / 60).into()),
                        ("secs", (secs % 60).into()),
                    ],
                )
            }
            None => tr(self.lang, "cli-replay-played", &[("when", when.into())]),
        })
    }

    /// The header lines: title, players, result, when.
    #[must_use]
    pub fn header(&self) -> Vec<String> {
        let mut lines = vec![self.title(), self.players(), self.result_line()];
        lines.extend(self.when());
        lines
    }

    /// `Result: ann won (castle)`.
    #[must_use]
    pub fn result_line(&self) -> String {
        tr(
            self.lang,
            "cli-replay-result",
            &[("result", self.result().into())],
        )
    }

    /// Number of steps.
    #[must_use]
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether no step was recorded.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Camelot: the position after `k` steps (0: the start), when it could be rebuilt.
    #[must_use]
    pub fn position_after(&self, k: usize) -> Option<&Position> {
        if k == 0 {
            self.start.as_ref()
        } else {
            self.steps.get(k - 1).and_then(|s| s.position.as_ref())
        }
    }

    /// How many Camelot moves (plies) were played in the first `k` steps.
    #[must_use]
    pub fn plies_in(&self, k: usize) -> usize {
        self.record
            .steps
            .iter()
            .take(k)
            .filter(|s| matches!(s.action, RecordAction::Act { .. }))
            .count()
    }

    /// The whole game as text: the header, one line per step (`1. white F6-F7`, `1... black
    /// G11-G10`, `white resigned`) with its details indented below (and, with `positions`, the Camelot position after each move), then
    /// the result.
    #[must_use]
    pub fn text(&self, positions: bool) -> String {
        let mut out = String::new();
        for line in self.header() {
            out.push_str(&line);
            out.push('\n');
        }
        out.push('\n');
        if positions && let Some(start) = &self.start {
            let _ = writeln!(
                out,
                "0. {}\n   {start}",
                tr(self.lang, "cli-replay-start", &[])
            );
        }
        for (i, step) in self.steps.iter().enumerate() {
            let _ = writeln!(out, "{}", step.heading());
            for d in &step.details {
                let _ = writeln!(out, "   {d}");
            }
            let moved = matches!(
                self.record.steps.get(i).map(|s| &s.action),
                Some(RecordAction::Act { .. })
            );
            if positions
                && moved
                && let Some(p) = &step.position
            {
                let _ = writeln!(out, "   {p}");
            }
        }
        if self.steps.is_empty() {
            let _ = writeln!(out, "{}", tr(self.lang, "cli-replay-no-moves", &[]));
        }
        let _ = writeln!(out, "\n{}", self.result_line());
        out
    }
}

fn seat_name(lang: Lang, record: &GameRecord, seat: Seat) -> String {
    record.players.iter().find(|p| p.seat == seat).map_or_else(
        || tr(lang, "cli-seat-n", &[("seat", seat.into())]),
        |p| p.name.clone(),
    )
}

/// Replays the Camelot moves on the engine. A move the engine refuses is reported on its step;
/// the replay then goes on from the position the server recorded after it, if it has one.
fn camelot_steps(lang: Lang, record: &GameRecord, ruleset: Ruleset) -> Vec<Step> {
    // A sentence about one side: `$side` is `white` or `black`.
    let said = |id: &str, seat: Seat, more: &[(&str, Value<'_>)]| {
        let mut args = vec![("side", side(seat).into())];
        args.extend(more.iter().cloned());
        tr(lang, id, &args)
    };
    let mut game = Some(Game::new(ruleset));
    let mut steps = Vec::new();
    // Moves played so far: a step that is not a move (a resignation, a computer player taking
    // over) has no number and does not count, as in the WCF export.
    let mut ply = 0;
    for rs in &record.steps {
        let moved = matches!(rs.action, RecordAction::Act { .. });
        let number = if moved {
            ply += 1;
            camelot_move_number(ply - 1)
        } else {
            String::new()
        };
        let n = &number;
        let mut details = Vec::new();
        let recorded: Option<Position> = match rs.events.first() {
            Some(protocol::RevealedEvent::Move { position, .. }) => position.parse().ok(),
            _ => None,
        };
        let (label, highlight) = match &rs.action {
            RecordAction::Resign => (said("cli-replay-c-resigned", rs.seat, &[]), Vec::new()),
            RecordAction::Timeout => (said("cli-replay-c-timeout", rs.seat, &[]), Vec::new()),
            RecordAction::Abandoned => (said("cli-replay-c-abandoned", rs.seat, &[]), Vec::new()),
            RecordAction::Bot { level } => (
                said(
                    "cli-replay-c-bot",
                    rs.seat,
                    &[("level", level.as_str().into())],
                ),
                Vec::new(),
            ),
            RecordAction::Offer { offer } => (
                said(
                    "cli-replay-c-offered",
                    rs.seat,
                    &[("offer", crate::session::offer_key(*offer).into())],
                ),
                Vec::new(),
            ),
            RecordAction::Decline { offer } => (
                said(
                    "cli-replay-c-declined",
                    rs.seat,
                    &[("offer", crate::session::offer_key(*offer).into())],
                ),
                Vec::new(),
            ),
            RecordAction::Withdraw { offer } => (
                said(
                    "cli-replay-c-withdrew",
                    rs.seat,
                    &[("offer", crate::session::offer_key(*offer).into())],
                ),
                Vec::new(),
            ),
            RecordAction::Accept { offer } => match rs.events.first() {
                // A takeback both agreed to: the moves go back, and so does the numbering.
                Some(protocol::RevealedEvent::TakenBack { plies, position }) => {
                    let plies = usize::try_from(*plies).unwrap_or(usize::MAX);
                    ply = ply.saturating_sub(plies);
                    if game.as_mut().is_none_or(|g| g.take_back(plies).is_err()) {
                        game = position
                            .parse()
                            .ok()
                            .map(|p| Game::from_position(ruleset, p));
                    }
                    (
                        said(
                            "cli-replay-c-accepted-takeback",
                            rs.seat,
                            &[
                                ("offer", crate::session::offer_key(*offer).into()),
                                ("count", plies.min(2).into()),
                            ],
                        ),
                        Vec::new(),
                    )
                }
                _ => (
                    said(
                        "cli-replay-c-accepted",
                        rs.seat,
                        &[("offer", crate::session::offer_key(*offer).into())],
                    ),
                    Vec::new(),
                ),
            },
            RecordAction::Act {
                action: GameAction::Camelot { mv },
            } => {
                let text = mv.to_string();
                let mut highlight = route_squares(&text);
                let played = match &mut game {
                    None => Err(String::new()),
                    Some(g) => g.play(mv).map_err(|e| {
                        tr(
                            lang,
                            "cli-replay-c-illegal",
                            &[
                                ("number", n.clone().into()),
                                ("move", mv.to_string().into()),
                                ("error", e.to_string().into()),
                            ],
                        )
                    }),
                };
                match played {
                    Ok(p) => highlight.extend(p.captured),
                    Err(why) => {
                        if !why.is_empty() {
                            details.push(why);
                        }
                        // Go on from the server's position, if it sent one.
                        game = recorded.clone().map(|p| Game::from_position(ruleset, p));
                        if game.is_none() {
                            details.push(tr(lang, "cli-replay-c-unknown", &[]));
                        }
                    }
                }
                (
                    said("cli-replay-c-move", rs.seat, &[("move", text.into())]),
                    highlight,
                )
            }
            RecordAction::Act { action } => {
                details.push(tr(
                    lang,
                    "cli-replay-c-not-camelot",
                    &[("action", format!("{action:?}").into())],
                ));
                (
                    said("cli-replay-c-move", rs.seat, &[("move", "?".into())]),
                    Vec::new(),
                )
            }
        };
        let position = game.as_ref().map(|g| g.position().clone());
        if let (Some(mine), Some(theirs), RecordAction::Act { .. }) =
            (&position, &recorded, &rs.action)
            && mine != theirs
        {
            details.push(said(
                "cli-replay-c-other-position",
                rs.seat,
                &[
                    ("number", n.clone().into()),
                    ("position", theirs.to_string().into()),
                ],
            ));
        }
        steps.push(Step {
            seat: rs.seat,
            number,
            label,
            details,
            position,
            highlight,
        });
    }
    steps
}

fn super_camelot_steps(lang: Lang, record: &GameRecord) -> Vec<Step> {
    let name = |seat: u8| seat_name(lang, record, seat);
    record
        .steps
        .iter()
        .enumerate()
        .map(|(i, rs)| {
            let who = name(rs.seat);
            let said = |id: &str| tr(lang, id, &[("name", who.clone().into())]);
            let label = match &rs.action {
                RecordAction::Resign => said("cli-replay-sc-resigned"),
                RecordAction::Timeout => said("cli-replay-sc-timeout"),
                RecordAction::Abandoned => said("cli-replay-sc-abandoned"),
                RecordAction::Bot { level } => tr(
                    lang,
                    "cli-replay-sc-bot",
                    &[
                        ("name", who.clone().into()),
                        ("level", level.as_str().into()),
                    ],
                ),
                RecordAction::Act {
                    action: GameAction::SuperCamelot { action },
                } => format!("{who}: {}", words::action(lang, action, &name)),
                RecordAction::Act { action } => format!("{who}: {action:?}"),
                // Offers are Camelot's; a Super Camelot record holds none.
                RecordAction::Offer { offer }
                | RecordAction::Accept { offer }
                | RecordAction::Decline { offer }
                | RecordAction::Withdraw { offer } => format!(
                    "{who}: {}",
                    tr(
                        lang,
                        "cli-replay-sc-offer",
                        &[("offer", crate::session::offer_key(*offer).into())]
                    )
                ),
            };
            Step {
                seat: rs.seat,
                number: format!("{}.", i + 1),
                label,
                details: rs
                    .events
                    .iter()
                    .map(|e| words::revealed(lang, e, &name))
                    .collect(),
                position: None,
                highlight: Vec::new(),
            }
        })
        .collect()
}

/// Unix seconds as `YYYY-MM-DD HH:MM UTC` (the civil calendar from days since 1970).
fn utc(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rem = secs.rem_euclid(86_400);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

/// Exit status when the server has no such record or refuses it.
const NO_RECORD: u8 = 2;

/// Fetches the record and shows it: the replay screen on a terminal, text otherwise.
pub async fn run(args: ReplayArgs, lang: Lang) -> ExitCode {
    let fail = |e: &str| {
        eprintln!("albion: {e}");
        ExitCode::from(NO_RECORD)
    };
    // A private lobby's record opens only with a seat token of that lobby: without one it is
    // "no game N", so each seat token saved for this server is tried in turn.
    let mut found = get_game(&args.server, args.id).await.map(|r| (r, None));
    if matches!(found, Err(NetError::NoGame(_))) {
        for token in SeatStore::default_location().tokens_on(&args.server.base()) {
            if let Ok(record) = get_game_as(&args.server, args.id, Some(token.as_str())).await {
                found = Ok((record, Some(token)));
                break;
            }
        }
    }
    let (record, token) = match found {
        Ok(found) => found,
        Err(e) => return fail(&e.text(lang)),
    };
    if args.wcf {
        if !matches!(record.config, GameConfig::Camelot { .. }) {
            return fail(&tr(
                lang,
                "cli-replay-wcf-camelot-only",
                &[("id", args.id.into())],
            ));
        }
        return match get_game_wcf_as(&args.server, args.id, token.as_deref()).await {
            Ok(text) => {
                // A closed pipe (`| head`) is not an error of ours.
                let _ = std::io::stdout().lock().write_all(text.as_bytes());
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e.text(lang)),
        };
    }
    let replay = Replay::in_lang(lang, record);
    if args.print || args.positions || !std::io::stdout().is_terminal() {
        let _ = std::io::stdout()
            .lock()
            .write_all(replay.text(args.positions).as_bytes());
        return ExitCode::SUCCESS;
    }
    screen::run(replay)
}

/// Hand-built records for the tests here and in `screen`.
#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;
    use protocol::{GameResult, RecordPlayer, RecordStep};
    use serde_json::json;

    pub(crate) fn players(names: &[&str], characters: &[&str]) -> Vec<RecordPlayer> {
        names
            .iter()
            .enumerate()
            .map(|(i, name)| RecordPlayer {
                seat: u8::try_from(i).unwrap(),
                name: (*name).to_owned(),
                character: characters
                    .get(i)
                    .map(|c| serde_json::from_value(json!(c)).unwrap()),
                bot: None,
            })
            .collect()
    }

    /// A Camelot game of `moves` (each the first legal move, or the first capture when there is
    /// one), then `resign` resigns; the recorded positions come from an independent engine game.
    pub(crate) fn camelot_record(moves: usize) -> (GameRecord, Vec<String>) {
        let mut game = Game::new(Ruleset::Standard);
        let mut steps = Vec::new();
        let mut positions = Vec::new();
        for seq in 0..moves {
            let legal = game.legal_moves();
            assert!(!legal.is_empty(), "the test game ended after {seq} moves");
            let m = legal
                .iter()
                .find(|m| m.is_capture())
                .unwrap_or(&legal[0])
                .clone();
            let played = game.play(&m).unwrap();
            positions.push(game.position().to_string());
            steps.push(RecordStep {
                seq: u32::try_from(seq).unwrap(),
                seat: u8::from(seq % 2 == 1),
                action: RecordAction::Act {
                    action: GameAction::Camelot { mv: m.clone() },
                },
                events: vec![protocol::RevealedEvent::Move {
                    mv: m.clone(),
                    position: game.position().to_string(),
                    captures: u32::try_from(played.captured.len()).unwrap(),
                    captured: played.captured.iter().map(ToString::to_string).collect(),
                }],
                lines: Vec::new(),
            });
        }
        let loser = u8::from(moves % 2 == 1);
        steps.push(RecordStep {
            seq: u32::try_from(moves).unwrap(),
            seat: loser,
            action: RecordAction::Resign,
            events: vec![],
            lines: Vec::new(),
        });
        let record = GameRecord {
            id: 12,
            lobby: "K7QX2M9P".into(),
            game_no: 1,
            config: GameConfig::Camelot {
                ruleset: Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            status: RecordStatus::Finished,
            players: players(&["ann", "bob"], &[]),
            started_at: Some(1_796_018_812),
            ended_at: Some(1_796_019_004),
            result: Some(GameResult {
                winners: vec![1 - loser],
                reason: "resignation".into(),
            }),
            steps,
        };
        (record, positions)
    }

    pub(crate) fn super_camelot_record() -> GameRecord {
        let act =
            |seq: u32, seat: u8, action: serde_json::Value, events: Vec<serde_json::Value>| {
                RecordStep {
                    seq,
                    seat,
                    action: RecordAction::Act {
                        action: GameAction::SuperCamelot {
                            action: serde_json::from_value(action).unwrap(),
                        },
                    },
                    events: events
                        .into_iter()
                        .map(|e| serde_json::from_value(e).unwrap())
                        .collect(),
                    lines: Vec::new(),
                }
            };
        GameRecord {
            id: 40,
            lobby: "ABCD1234".into(),
            game_no: 2,
            config: GameConfig::SuperCamelot {
                seats: 2,
                ask_activation_order: false,
                auto_enemy_ties: false,
                turn_secs: None,
                days_per_turn: None,
            },
            status: RecordStatus::Finished,
            players: players(&["ann", "bob"], &["Arthur", "Merlin"]),
            started_at: None,
            ended_at: None,
            result: Some(GameResult {
                winners: vec![1],
                reason: "gems".into(),
            }),
            steps: vec![
                act(
                    0,
                    0,
                    json!({"type": "place_on_circle", "circle": "North"}),
                    vec![
                        json!({"form": "public", "event": {"type": "placed", "seat": 0, "circle": "North"}}),
                    ],
                ),
                act(
                    1,
                    1,
                    json!({"type": "end_turn"}),
                    vec![
                        json!({"form": "public", "event": {"type": "gems_gained", "seat": 1}}),
                        json!({"form": "private", "seat": 1, "event": {"type": "wallet_changed", "gained": 40, "total": 40}}),
                        json!({"form": "public", "event": {"type": "game_over",
                            "outcome": {"winner": 1, "by": "Gems"}, "gem_totals": [3, 40]}}),
                    ],
                ),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::tests_support::{camelot_record, super_camelot_record};
    use super::*;
    use protocol::RecordStep;
    use serde_json::json;

    #[test]
    fn names_in_a_record_are_printed_without_control_characters() {
        let (mut record, _) = camelot_record(2);
        record.players[0].name = "ann\u{1b}[2J\u{202e}".into();
        let replay = Replay::new(record);
        assert!(
            replay.players().starts_with("White: ann[2J ·"),
            "{}",
            replay.players()
        );
        assert!(!replay.text(false).contains('\u{1b}'));
    }

    #[test]
    fn camelot_text_lists_moves_positions_and_result() {
        let (record, positions) = camelot_record(6);
        let moves: Vec<String> = record
            .steps
            .iter()
            .filter_map(|s| match &s.action {
                RecordAction::Act {
                    action: GameAction::Camelot { mv },
                } => Some(mv.to_string()),
                _ => None,
            })
            .collect();
        let replay = Replay::new(record);
        assert_eq!(replay.len(), 7);
        let text = replay.text(true);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "Camelot (standard) · game 1 of lobby K7QX2M9P · id 12"
        );
        assert_eq!(lines[1], "White: ann · Black: bob");
        assert_eq!(lines[2], "Result: bob won (resignation)");
        assert_eq!(lines[3], "played 2026-11-30 06:06 UTC for 3 min 12 s");
        assert_eq!(lines[5], "0. start");
        assert_eq!(lines[6], format!("   {}", camelot::START));
        // Moves numbered as in WCF: White's `N.`, Black's `N...`.
        for (i, mv) in moves.iter().enumerate() {
            let (side, dots) = if i % 2 == 0 {
                ("white", ".")
            } else {
                ("black", "...")
            };
            assert_eq!(
                lines[7 + 2 * i],
                format!("{}{dots} {side} {mv}", i / 2 + 1),
                "{text}"
            );
            assert_eq!(lines[8 + 2 * i], format!("   {}", positions[i]), "{text}");
            assert_eq!(
                replay.position_after(i + 1).unwrap().to_string(),
                positions[i]
            );
        }
        // A resignation is not a move: no number.
        assert_eq!(lines[19], "white resigned");
        assert_eq!(lines[20], "");
        assert_eq!(lines[21], "Result: bob won (resignation)");
        assert_eq!(lines.len(), 22);
        // Without --positions: one line per step.
        let short = replay.text(false);
        assert!(short.contains("\n1. white "), "{short}");
        assert!(short.contains("\n1... black "), "{short}");
        assert!(short.contains("\n3... black "), "{short}");
        assert!(!short.contains(camelot::START), "{short}");
        // The resignation leaves the position as it was.
        assert_eq!(replay.position_after(7), replay.position_after(6));
    }

    #[test]
    fn a_correspondence_games_title_says_its_days() {
        let (mut record, _) = camelot_record(2);
        record.config = record.config.with_days(Some(2));
        assert!(
            Replay::new(record)
                .title()
                .starts_with("Camelot (standard, 2 days per move) · game 1")
        );
        let mut record = super_camelot_record();
        record.config = record.config.with_days(Some(1));
        assert_eq!(
            Replay::new(record).game_title(),
            "Super Camelot (2 seats, 1 day per turn)"
        );
    }

    #[test]
    fn camelot_moves_are_numbered_as_wcf_numbers_them() {
        assert_eq!(camelot_move_number(0), "1.");
        assert_eq!(camelot_move_number(1), "1...");
        assert_eq!(camelot_move_number(22), "12.");
        assert_eq!(camelot_move_number(23), "12...");
        // A computer player taking over between two moves is a step, not a move: the numbers
        // go on as the WCF export's, which lists moves only.
        let (mut record, _) = camelot_record(5);
        record.steps.insert(
            3,
            RecordStep {
                seq: 3,
                seat: 0,
                action: RecordAction::Bot {
                    level: protocol::BotLevel::Hard,
                },
                events: vec![],
                lines: Vec::new(),
            },
        );
        for (seq, step) in record.steps.iter_mut().enumerate() {
            step.seq = u32::try_from(seq).unwrap();
        }
        record.lobby = PRIVATE_LOBBY.into();
        let replay = Replay::new(record);
        let numbers: Vec<&str> = replay.steps.iter().map(|s| s.number.as_str()).collect();
        assert_eq!(numbers, ["1.", "1...", "2.", "", "2...", "3.", ""]);
        assert_eq!(
            replay.steps[3].heading(),
            "a computer player (hard) took over white"
        );
        assert_eq!(replay.plies_in(4), 3);
        assert_eq!(replay.plies_in(replay.len()), 5);
        assert_eq!(
            replay.title(),
            "Camelot (standard) · game 1 of a private lobby · id 12"
        );
    }

    fn set_position(event: &mut protocol::RevealedEvent, to: &str) {
        let protocol::RevealedEvent::Move { position, .. } = event else {
            panic!("not a move: {event:?}");
        };
        *position = to.to_owned();
    }

    #[test]
    fn camelot_positions_come_from_the_engine_not_the_record() {
        let (mut record, positions) = camelot_record(4);
        // A wrong position in the record's event is reported, not shown.
        set_position(&mut record.steps[1].events[0], camelot::START);
        let replay = Replay::new(record.clone());
        assert_eq!(replay.position_after(2).unwrap().to_string(), positions[1]);
        assert!(
            replay.steps[1].details[0].contains("another position after move 1... black"),
            "{:?}",
            replay.steps[1].details
        );
        // An illegal move is reported; the replay goes on from the server's position.
        set_position(&mut record.steps[1].events[0], &positions[1]);
        record.steps[1].action = RecordAction::Act {
            action: GameAction::Camelot {
                mv: "A8-A9".parse().unwrap(),
            },
        };
        let replay = Replay::new(record.clone());
        assert!(replay.steps[1].details[0].contains("move 1... A8-A9 is not legal"));
        assert_eq!(replay.position_after(4).unwrap().to_string(), positions[3]);
        // Without one, the position is unknown until the server's next one, and nothing panics.
        record.steps[1].events.clear();
        let replay = Replay::new(record.clone());
        assert!(replay.position_after(2).is_none());
        assert_eq!(replay.position_after(3).unwrap().to_string(), positions[2]);
        for step in &mut record.steps {
            step.events.clear();
        }
        let replay = Replay::new(record);
        assert!(replay.position_after(4).is_none());
        assert!(replay.text(true).contains("2... black "));
        assert!(replay.steps[1].details[1].contains("positions from here on are unknown"));
    }

    #[test]
    fn camelot_moves_show_in_the_engine_spelling() {
        let (record, positions) = camelot_record(2);
        let RecordAction::Act {
            action: GameAction::Camelot { mv },
        } = &record.steps[0].action
        else {
            unreachable!()
        };
        let upper = mv.to_string();
        // A record whose move is spelt in lowercase reads in the engine's spelling.
        let mut json = serde_json::to_value(&record).unwrap();
        json["steps"][0]["action"]["action"]["move"] = json!(upper.to_lowercase());
        let record: GameRecord = serde_json::from_value(json).unwrap();
        let replay = Replay::new(record);
        assert_eq!(replay.steps[0].label, format!("white {upper}"));
        assert_eq!(replay.position_after(2).unwrap().to_string(), positions[1]);
    }

    #[test]
    fn camelot_captures_are_highlighted() {
        let (record, _) = camelot_record(30);
        let replay = Replay::new(record);
        let capture = replay
            .steps
            .iter()
            .find(|s| s.label.contains('x'))
            .expect("the first-capture policy captures within 30 moves");
        let route = route_squares(capture.label.split(' ').nth(1).unwrap());
        assert!(capture.highlight.len() > route.len(), "{capture:?}");
    }

    #[test]
    fn super_camelot_text_lists_events_per_step() {
        let replay = Replay::new(super_camelot_record());
        let text = replay.text(true);
        let expected = "Super Camelot (2 seats) · game 2 of lobby ABCD1234 · id 40\n\
            ann (Arthur) · bob (Merlin)\n\
            Result: bob won (gems)\n\
            \n\
            1. ann: stands on the North circle\n   \
               ann stands on the North circle\n\
            2. bob: ends the turn\n   \
               bob gains Gems\n   \
               bob gains 40 Gems (40 in all; seen by bob only)\n   \
               Game over: bob wins with 40 Gems (Gems: ann 3, bob 40)\n\
            \n\
            Result: bob won (gems)\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn super_camelot_events_from_the_engine_read_as_words() {
        // Real engine events in the record's form: every one gets a sentence, none falls back
        // to the generic rendering.
        let config = super_camelot::Config::new(vec![
            super_camelot::Character::Arthur,
            super_camelot::Character::Merlin,
        ]);
        let mut game = super_camelot::Game::new(config, 3).unwrap();
        let mut steps = Vec::new();
        for seq in 0..40 {
            let Some(decision) = game.pending_decision() else {
                break;
            };
            let seat = decision.seat;
            let action = game.legal_actions(seat)[0];
            let events = game.apply(seat, action).unwrap();
            let events: Vec<protocol::RevealedEvent> = events
                .iter()
                .filter_map(|e| {
                    if let Some(p) = e.public_part() {
                        return Some(protocol::RevealedEvent::Public { event: p.clone() });
                    }
                    e.private_part()
                        .map(|(s, p)| protocol::RevealedEvent::Private {
                            seat: s.0,
                            event: p.clone(),
                        })
                })
                .collect();
            steps.push(RecordStep {
                seq,
                seat: seat.0,
                action: RecordAction::Act {
                    action: GameAction::SuperCamelot { action },
                },
                events,
                lines: Vec::new(),
            });
        }
        let mut record = super_camelot_record();
        record.steps = steps;
        let replay = Replay::new(record);
        assert!(replay.len() > 5);
        for step in &replay.steps {
            assert!(
                !step.label.contains(':') || !step.label.contains("type"),
                "{step:?}"
            );
            for d in &step.details {
                assert!(!d.contains('{') && !d.contains(": seat"), "{d}");
            }
        }
    }

    #[test]
    fn an_aborted_game_says_so() {
        let (mut record, _) = camelot_record(2);
        record.status = RecordStatus::Aborted;
        record.result = None;
        record.started_at = None;
        let replay = Replay::new(record);
        assert!(
            replay
                .text(false)
                .ends_with("Result: aborted by a server fault, no result\n")
        );
    }

    #[test]
    fn utc_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc(1_796_018_812), "2026-11-30 06:06 UTC");
    }
}
