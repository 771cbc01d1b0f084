//! Public records of games that are over (`GET /api/games/{id}`): the stored setup, seed and
//! action log replayed through the engine, each step with everything it revealed; and the WCF
//! move-notation export of a Camelot record (`GET /api/games/{id}/wcf`).
//!
//! A record is built only for a game that is finished or aborted: a running game's record would
//! show hidden information (and, for Camelot, help a spectator advise a player). The seed and the
//! decks' orders are in no field: only the engine's events are, with their private parts.

use super::log::{GameSetup, replay};
use super::{Play, guarded};
use crate::store::{GameRecordRow, GameStatus};
use protocol::{
    GameConfig, GameRecord, GameResult, Lang, RecordAction, RecordPlayer, RecordStatus, RecordStep,
    RevealedEvent, Seat,
};
use std::fmt::Write as _;

/// Why a record could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The game is still being played: nothing of it is published.
    #[error("game {0} is still being played")]
    InProgress(i64),
    /// The stored setup or log does not replay (corrupt data or an engine fault).
    #[error("game {id} does not replay: {reason}")]
    Replay {
        /// The game.
        id: i64,
        /// What went wrong.
        reason: String,
    },
}

/// Builds the public record of a finished or aborted game by replaying its log.
///
/// An aborted game's log may end with the action whose application faulted: its steps stop
/// before the first action that does not replay. A finished game must replay to the end.
///
/// Its lines are in `lang`.
///
/// # Errors
/// The game is still being played, or a finished game does not replay.
pub fn build(row: &GameRecordRow, lang: Lang) -> Result<GameRecord, RecordError> {
    let g = &row.game;
    let fail = |reason: String| RecordError::Replay { id: g.id, reason };
    let status = match row.status {
        GameStatus::Playing => return Err(RecordError::InProgress(g.id)),
        GameStatus::Finished => RecordStatus::Finished,
        GameStatus::Aborted => RecordStatus::Aborted,
    };
    let mut steps = Vec::with_capacity(g.actions.len());
    // Seats a computer player took over during the game, with its strength.
    let mut takeovers: Vec<(Seat, protocol::BotLevel)> = Vec::new();
    let replayed = replay(g, |step| {
        if let Play::Bot { level } = step.play {
            takeovers.push((step.seat, *level));
        }
        let events = if matches!(step.play, Play::Bot { .. } | Play::Timeout) {
            // A takeover, or a Super Camelot turn running out, does nothing in the engine by
            // itself (the default answers that follow are steps of their own), so the engine's
            // last events are still the previous step's, which this step must not repeat. (A
            // Camelot flag fall has none either: it moves nothing.)
            Vec::new()
        } else {
            guarded(|| step.engine.revealed_events()).map_err(|e| e.to_string())?
        };
        steps.push(RecordStep {
            seq: step.seq,
            seat: step.seat,
            // The action in the engine's canonical form, as the lobby logs it now (a game logged
            // before then may hold a move as the client typed it).
            action: step.play.clone(),
            events,
            // Told once the players' names are known, below.
            lines: Vec::new(),
        });
        Ok(())
    })
    .map_err(fail)?;
    match replayed.stopped {
        None => {}
        Some(reason) if status == RecordStatus::Aborted => {
            tracing::warn!(game = g.id, %reason, "an aborted game's record stops where its replay fails");
        }
        Some(reason) => return Err(fail(reason)),
    }
    let setup = replayed.setup;
    let mut players = players(&setup);
    for (seat, level) in takeovers {
        if let Some(p) = players.iter_mut().find(|p| p.seat == seat) {
            p.bot = Some(level);
        }
    }
    // Every event in words, naming the seats as the game started (a game stored before names
    // were: `Seat N`, from 1).
    let name = |seat: Seat| {
        players
            .get(usize::from(seat))
            .map(|p| p.name.clone())
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| protocol::seat_name(lang, seat))
    };
    for step in &mut steps {
        step.lines = step.events.iter().map(|e| e.line(lang, &name)).collect();
    }
    Ok(GameRecord {
        id: g.id,
        lobby: row.lobby.clone(),
        game_no: g.game_no,
        players,
        config: setup.config,
        status,
        started_at: row.started_at,
        ended_at: row.ended_at,
        result: match status {
            RecordStatus::Finished => g.result.clone(),
            RecordStatus::Aborted => None,
        },
        steps,
    })
}

/// One entry per seat: names from the setup (empty for games stored before names were), and
/// the Characters, aligned by seat.
fn players(setup: &GameSetup) -> Vec<RecordPlayer> {
    let n = usize::from(setup.config.seats())
        .max(setup.players.len())
        .max(setup.characters.len());
    (0..n)
        .map(|i| RecordPlayer {
            seat: Seat::try_from(i).unwrap_or(Seat::MAX),
            name: setup.players.get(i).cloned().unwrap_or_default(),
            character: setup
                .characters
                .get(i)
                .and_then(|c| super::HostedGame::parse_character(c)),
            bot: setup.bots.get(i).copied().flatten(),
        })
        .collect()
}

/// The PGN-style result token: `1-0` (White, seat 0, won), `0-1`, `1/2-1/2` or `*` (no result).
fn result_token(result: Option<&GameResult>) -> &'static str {
    match result.map(|r| r.winners.as_slice()) {
        Some([0]) => "1-0",
        Some([1]) => "0-1",
        Some([]) => "1/2-1/2",
        _ => "*",
    }
}

/// `YYYY.MM.DD` (UTC) of a Unix time, or `????.??.??` when unknown.
fn pgn_date(unix: Option<i64>) -> String {
    let Some(secs) = unix else {
        return "????.??.??".to_owned();
    };
    // Days to the civil date (proleptic Gregorian; H. Hinnant's algorithm).
    let z = secs.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// A tag line; `\` and `"` in the value are escaped with a backslash, as in PGN.
fn tag(out: &mut String, name: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{name} \"{value}\"]");
}

/// Why game `id` has no WCF export.
#[must_use]
pub fn not_camelot(id: i64) -> String {
    format!("game {id} is not a Camelot game: only Camelot games have a WCF export")
}

/// The number the WCF notation gives the move of `ply` (single moves counted from 0, White's
/// first): move N is White's N-th move and Black's answer. Only moves count: a resignation, a
/// flag fall or a computer player taking over is no move. The game screen's log, both replays
/// and the web client number moves the same way (README, "Numbering").
#[must_use]
pub fn wcf_move_number(ply: usize) -> usize {
    ply / 2 + 1
}

/// The widest a movetext line gets.
const WCF_COLUMNS: usize = 80;

/// The WCF move-notation export of a Camelot record: PGN-like tag lines (`Event`, `Date`,
/// `White` = seat 0, `Black` = seat 1, `Ruleset`, `Result`, `Termination`), a blank line, then
/// the numbered moves (`1. F6-F7 G11-G10 2. …`) wrapped at 80 columns and the result token. A
/// resignation shows only in the result and the termination.
///
/// # Errors
/// The record is not a Camelot game's, or one of its steps lacks its move.
pub fn wcf_export(record: &GameRecord) -> Result<String, String> {
    let GameConfig::Camelot { ruleset, .. } = &record.config else {
        return Err(not_camelot(record.id));
    };
    let ruleset = ruleset.to_string();
    let name = |seat: Seat| {
        record
            .players
            .iter()
            .find(|p| p.seat == seat && !p.name.is_empty())
            .map_or("?", |p| p.name.as_str())
    };
    let result = result_token(record.result.as_ref());
    let termination = match (&record.status, &record.result) {
        (RecordStatus::Finished, Some(r)) => r.reason.as_str(),
        _ => "aborted",
    };
    // The moves that stand: a takeback both players agreed to takes its moves out of the
    // export, as it took them off the board.
    let mut moves = Vec::new();
    for step in &record.steps {
        match (&step.action, step.events.first()) {
            (RecordAction::Act { .. }, Some(RevealedEvent::Move { mv, .. })) => {
                moves.push(mv.to_string());
            }
            (RecordAction::Act { .. }, _) => return Err(format!("step {} has no move", step.seq)),
            (_, Some(RevealedEvent::TakenBack { plies, .. })) => {
                let plies = usize::try_from(*plies).unwrap_or(usize::MAX);
                moves.truncate(moves.len().saturating_sub(plies));
            }
            _ => {}
        }
    }

    let mut out = String::new();
    tag(
        &mut out,
        "Event",
        &format!("Albion lobby {}, game {}", record.lobby, record.game_no),
    );
    tag(&mut out, "Date", &pgn_date(record.started_at));
    tag(&mut out, "White", name(0));
    tag(&mut out, "Black", name(1));
    tag(&mut out, "Ruleset", &ruleset);
    tag(&mut out, "Result", result);
    tag(&mut out, "Termination", termination);
    out.push('\n');

    let mut tokens = Vec::with_capacity(moves.len() * 3 / 2 + 1);
    for (ply, mv) in moves.iter().enumerate() {
        if ply.is_multiple_of(2) {
            tokens.push(format!("{}.", wcf_move_number(ply)));
        }
        tokens.push(mv.clone());
    }
    tokens.push(result.to_owned());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > WCF_COLUMNS {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record in English, as the tests below read it.
    fn build(row: &GameRecordRow) -> Result<GameRecord, RecordError> {
        super::build(row, Lang::En)
    }
    use crate::game::log;
    use crate::store::StoredGame;
    use camelot::{Game, Move, Ruleset};
    use protocol::GameAction;

    fn act(mv: &str) -> String {
        logged(&Play::Act {
            action: GameAction::Camelot {
                mv: mv.parse().unwrap(),
            },
        })
    }

    fn resign() -> String {
        logged(&Play::Resign)
    }

    fn row(
        config: GameConfig,
        players: &[&str],
        status: GameStatus,
        result: Option<GameResult>,
        actions: Vec<(Seat, String)>,
    ) -> GameRecordRow {
        let setup = GameSetup {
            config: config.clone(),
            characters: Vec::new(),
            players: players.iter().map(|s| (*s).to_owned()).collect(),
            bots: Vec::new(),
        };
        GameRecordRow {
            lobby: "ABCDEFGHJKLM".into(),
            kind: config.kind(),
            status,
            started_at: Some(1_700_000_000),
            ended_at: Some(1_700_000_600),
            game: StoredGame {
                id: 42,
                game_no: 3,
                setup: serde_json::to_string(&setup).unwrap(),
                seed: 1_234_567_890_123,
                result,
                actions,
                started_at: Some(1_700_000_000),
            },
        }
    }

    fn camelot(ruleset: &str) -> GameConfig {
        GameConfig::Camelot {
            ruleset: ruleset.to_lowercase().parse().unwrap(),
            clock: None,
            days_per_move: None,
        }
    }

    /// A game of `plies` moves, each the `(7 * ply + 3)`-th legal move, in lowercase as a client
    /// might send them.
    fn some_moves(ruleset: Ruleset, plies: usize) -> (Vec<String>, Game) {
        let mut game = Game::new(ruleset);
        let mut moves = Vec::new();
        for ply in 0..plies {
            let legal = game.legal_moves();
            assert!(!legal.is_empty(), "the game ended after {ply} plies");
            let m = &legal[(7 * ply + 3) % legal.len()];
            game.play(m).unwrap();
            moves.push(m.to_string().to_lowercase());
            assert_eq!(canon(moves.last().unwrap()), m.to_string());
        }
        (moves, game)
    }

    /// The canonical notation of a move: squares uppercase, `x` lowercase.
    fn canon(mv: &str) -> String {
        mv.parse::<Move>().unwrap().to_string()
    }

    /// The moves of a WCF export: tags skipped, move numbers and the result token dropped.
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

    #[test]
    fn dates_are_utc_civil_dates() {
        assert_eq!(pgn_date(Some(0)), "1970.01.01");
        assert_eq!(pgn_date(Some(1_700_000_000)), "2023.11.14");
        assert_eq!(pgn_date(Some(951_782_400)), "2000.02.29");
        assert_eq!(pgn_date(Some(951_868_799)), "2000.02.29");
        assert_eq!(pgn_date(Some(1_735_689_599)), "2024.12.31");
        assert_eq!(pgn_date(Some(-1)), "1969.12.31");
        assert_eq!(pgn_date(None), "????.??.??");
    }

    #[test]
    fn a_resigned_camelot_game_replays_exports_and_round_trips() {
        let (moves, game) = some_moves(Ruleset::Wcf, 41);
        let mut actions: Vec<(Seat, String)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| (Seat::try_from(i % 2).unwrap(), act(m)))
            .collect();
        // Black resigns after White's 21st move.
        actions.push((1, resign()));
        let result = GameResult {
            winners: vec![0],
            reason: "resignation".into(),
        };
        let record = build(&row(
            camelot("WCF"),
            &["ann \"the bold\"", "bob"],
            GameStatus::Finished,
            Some(result.clone()),
            actions,
        ))
        .unwrap();
        assert_eq!(record.id, 42);
        assert_eq!(record.game_no, 3);
        assert_eq!(record.status, RecordStatus::Finished);
        assert_eq!(record.result, Some(result));
        assert_eq!(record.players.len(), 2);
        assert_eq!(record.players[1].name, "bob");
        assert_eq!(record.players[1].character, None);
        assert_eq!(record.steps.len(), 42);
        assert_eq!(record.steps[41].action, RecordAction::Resign);
        assert!(record.steps[41].events.is_empty());
        assert!(record.steps[41].lines.is_empty());
        // Each move in words, one line per event.
        let first = record.steps[0].events[0].line(Lang::En, &|_| String::new());
        assert!(first.starts_with("Plays "), "{first}");
        assert_eq!(record.steps[0].lines, [first]);
        // Each step: the move as the engine wrote it (canonical), the position after it. The log
        // holds the moves in lowercase, as a game logged before the lobby logged canonical moves
        // may: the step's action is canonical all the same.
        let mut replay = Game::new(Ruleset::Wcf);
        for (step, mv) in record.steps.iter().zip(&moves) {
            assert_ne!(*mv, canon(mv));
            assert_eq!(
                step.action,
                RecordAction::Act {
                    action: GameAction::Camelot {
                        mv: mv.parse().unwrap()
                    }
                }
            );
            let m: Move = mv.parse().unwrap();
            let played = replay.play(&m).unwrap();
            assert_eq!(step.events.len(), 1);
            let e = serde_json::to_value(&step.events[0]).unwrap();
            assert_eq!(e["move"], canon(mv));
            assert_eq!(e["position"], replay.position().to_string());
            assert_eq!(e["captures"], played.captured.len());
        }
        let json = serde_json::to_string(&record).unwrap();
        assert!(!json.contains("1234567890123"), "the seed leaked: {json}");

        let text = wcf_export(&record).unwrap();
        assert!(text.lines().all(|l| l.len() <= WCF_COLUMNS), "{text}");
        assert!(text.starts_with(
            "[Event \"Albion lobby ABCDEFGHJKLM, game 3\"]\n\
             [Date \"2023.11.14\"]\n\
             [White \"ann \\\"the bold\\\"\"]\n\
             [Black \"bob\"]\n\
             [Ruleset \"wcf\"]\n\
             [Result \"1-0\"]\n\
             [Termination \"resignation\"]\n\n1. "
        ));
        assert!(text.ends_with(" 1-0\n"), "{text}");
        assert!(text.contains(" 21. "), "{text}");
        assert!(!text.contains(" 22. "), "{text}");
        let (tags, parsed, token) = parse_wcf(&text);
        assert_eq!(tags[2], ("White".into(), "ann \"the bold\"".into()));
        assert_eq!(token, "1-0");
        assert_eq!(parsed.len(), moves.len());
        // Round trip: the exported moves replay to the same final position.
        let mut again = Game::new(tags[4].1.parse().unwrap());
        for mv in &parsed {
            again.play(&mv.parse().unwrap()).unwrap();
        }
        assert_eq!(again.position(), game.position());
        assert_eq!(
            serde_json::to_value(&record.steps[40].events[0]).unwrap()["position"],
            again.position().to_string()
        );
    }

    #[test]
    fn result_tokens_and_terminations() {
        let (moves, _) = some_moves(Ruleset::Standard, 2);
        let actions = vec![(0, act(&moves[0])), (1, act(&moves[1]))];
        for (winners, token) in [(vec![1], "0-1"), (vec![], "1/2-1/2")] {
            let r = GameResult {
                winners,
                reason: "castle".into(),
            };
            let record = build(&row(
                camelot("standard"),
                &[],
                GameStatus::Finished,
                Some(r),
                actions.clone(),
            ))
            .unwrap();
            // No names stored (an old game): a player per seat with an empty name, "?" in WCF.
            assert_eq!(record.players.len(), 2);
            assert!(record.players.iter().all(|p| p.name.is_empty()));
            let text = wcf_export(&record).unwrap();
            assert!(text.contains(&format!("[Result \"{token}\"]")), "{text}");
            assert!(text.contains("[White \"?\"]"), "{text}");
            assert!(text.contains("[Termination \"castle\"]"), "{text}");
            assert!(
                text.ends_with(&format!(
                    "\n1. {} {} {token}\n",
                    canon(&moves[0]),
                    canon(&moves[1])
                )),
                "{text}"
            );
        }
    }

    #[test]
    fn an_aborted_game_stops_at_the_action_that_failed() {
        let (moves, _) = some_moves(Ruleset::Standard, 3);
        let actions = vec![
            (0, act(&moves[0])),
            (1, act(&moves[1])),
            // Out of turn: the engine refuses it, as after a fault.
            (1, act(&moves[2])),
        ];
        let aborted = row(
            camelot("standard"),
            &["a", "b"],
            GameStatus::Aborted,
            None,
            actions.clone(),
        );
        let record = build(&aborted).unwrap();
        assert_eq!(record.status, RecordStatus::Aborted);
        assert_eq!(record.result, None);
        assert_eq!(record.steps.len(), 2);
        let text = wcf_export(&record).unwrap();
        assert!(
            text.contains("[Result \"*\"]\n[Termination \"aborted\"]"),
            "{text}"
        );
        assert!(text.ends_with(" *\n"), "{text}");

        // A finished game must replay to the end.
        let finished = row(
            camelot("standard"),
            &["a", "b"],
            GameStatus::Finished,
            None,
            actions,
        );
        assert!(matches!(
            build(&finished),
            Err(RecordError::Replay { id: 42, .. })
        ));
        // A running game has no record.
        let playing = row(camelot("standard"), &[], GameStatus::Playing, None, vec![]);
        assert_eq!(build(&playing), Err(RecordError::InProgress(42)));
    }

    #[test]
    fn long_games_wrap_at_80_columns() {
        let (moves, _) = some_moves(Ruleset::Standard, 120);
        let actions = moves
            .iter()
            .enumerate()
            .map(|(i, m)| (Seat::try_from(i % 2).unwrap(), act(m)))
            .collect();
        let record = build(&row(
            camelot("standard"),
            &["a", "b"],
            GameStatus::Finished,
            Some(GameResult {
                winners: vec![],
                reason: "threefold repetition".into(),
            }),
            actions,
        ))
        .unwrap();
        let text = wcf_export(&record).unwrap();
        let movetext: Vec<&str> = text.split_once("\n\n").unwrap().1.lines().collect();
        assert!(movetext.len() > 5, "{text}");
        assert!(
            movetext
                .iter()
                .all(|l| l.len() <= WCF_COLUMNS && !l.is_empty())
        );
        // Lines are filled: the next line's first token would not have fitted.
        for pair in movetext.windows(2) {
            let next = pair[1].split(' ').next().unwrap();
            assert!(pair[0].len() + 1 + next.len() > WCF_COLUMNS, "{text}");
        }
        let (_, parsed, token) = parse_wcf(&text);
        assert_eq!(token, "1/2-1/2");
        assert_eq!(parsed, moves.iter().map(|m| canon(m)).collect::<Vec<_>>());
    }

    #[test]
    fn super_camelot_has_no_wcf_export() {
        let config = GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: None,
            days_per_turn: None,
        };
        let mut r = row(config, &["a", "b"], GameStatus::Finished, None, vec![]);
        let mut setup: GameSetup = serde_json::from_str(&r.game.setup).unwrap();
        setup.characters = vec!["Kay".into(), "Merlin".into()];
        r.game.setup = serde_json::to_string(&setup).unwrap();
        let record = build(&r).unwrap();
        assert_eq!(
            record.players[1].character,
            Some(protocol::Character::Merlin)
        );
        assert!(wcf_export(&record).unwrap_err().contains("only Camelot"));
    }

    fn logged(play: &Play) -> String {
        log::entry(play, None, None).unwrap()
    }

    /// A takeover step (Camelot) carries no events: not the other side's last move.
    #[test]
    fn a_camelot_takeover_step_repeats_no_move_and_marks_the_seat() {
        let (moves, _) = some_moves(Ruleset::Standard, 3);
        let mut actions: Vec<(Seat, String)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| (u8::try_from(i % 2).unwrap(), act(m)))
            .collect();
        // Black (seat 1) is to move, was away, and a computer player took the seat over.
        actions.push((
            1,
            logged(&Play::Bot {
                level: protocol::BotLevel::Hard,
            }),
        ));
        actions.push((1, resign()));
        let record = build(&row(
            camelot("standard"),
            &["ann", "bob"],
            GameStatus::Finished,
            Some(GameResult {
                winners: vec![0],
                reason: "resignation".into(),
            }),
            actions,
        ))
        .unwrap();
        let takeover = &record.steps[3];
        assert_eq!(
            takeover.action,
            RecordAction::Bot {
                level: protocol::BotLevel::Hard
            }
        );
        assert_eq!(takeover.events, [], "the takeover step carries no move");
        assert_eq!(record.players[1].bot, Some(protocol::BotLevel::Hard));
        assert_eq!(record.players[0].bot, None);
    }

    /// A takeover between two moves is a step of the record, not a move: the export numbers
    /// the moves as if it were not there (as the replays do).
    #[test]
    fn a_takeover_between_moves_does_not_shift_the_move_numbers() {
        let (moves, _) = some_moves(Ruleset::Standard, 5);
        let mut actions: Vec<(Seat, String)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| (u8::try_from(i % 2).unwrap(), act(m)))
            .collect();
        // Black is to move after three moves; a computer player takes its seat and plays on.
        actions.insert(
            3,
            (
                1,
                logged(&Play::Bot {
                    level: protocol::BotLevel::Easy,
                }),
            ),
        );
        actions.push((1, resign()));
        let record = build(&row(
            camelot("standard"),
            &["ann", "bob"],
            GameStatus::Finished,
            Some(GameResult {
                winners: vec![0],
                reason: "resignation".into(),
            }),
            actions,
        ))
        .unwrap();
        assert_eq!(record.steps.len(), 7);
        let text = wcf_export(&record).unwrap();
        let movetext = text.split_once("\n\n").unwrap().1.trim_end();
        let c: Vec<String> = moves.iter().map(|m| canon(m)).collect();
        assert_eq!(
            movetext,
            format!("1. {} {} 2. {} {} 3. {} 1-0", c[0], c[1], c[2], c[3], c[4])
        );
        assert_eq!(
            (0..5).map(wcf_move_number).collect::<Vec<_>>(),
            [1, 1, 2, 2, 3]
        );
    }

    /// Super Camelot: a turn-timeout step and a takeover step carry only their own events (none);
    /// the default answers that follow carry theirs.
    #[test]
    fn super_camelot_timeout_and_takeover_steps_carry_only_their_own_events() {
        let config = GameConfig::SuperCamelot {
            seats: 2,
            ask_activation_order: false,
            auto_enemy_ties: false,
            turn_secs: Some(60),
            days_per_turn: None,
        };
        let characters = vec!["Kay".to_owned(), "Merlin".to_owned()];
        let mut engine = crate::game::HostedGame::new(&config, &characters, 77).unwrap();
        let mut actions: Vec<(Seat, String)> = Vec::new();
        let play = |engine: &mut crate::game::HostedGame, actions: &mut Vec<(Seat, String)>| {
            let seat = engine.decider().unwrap();
            let protocol::GameView::SuperCamelot { view, .. } =
                engine.view(Some(seat), true, Lang::En)
            else {
                unreachable!()
            };
            let action = GameAction::SuperCamelot {
                action: view.legal_actions[0],
            };
            let checked = engine.check(seat, &action).unwrap();
            engine.apply(checked).unwrap();
            actions.push((seat, logged(&Play::Act { action })));
            seat
        };
        play(&mut engine, &mut actions);
        let seat = play(&mut engine, &mut actions);
        assert!(!engine.revealed_events().is_empty());
        actions.push((seat, logged(&Play::Timeout)));
        actions.push((
            seat,
            logged(&Play::Bot {
                level: protocol::BotLevel::Easy,
            }),
        ));
        play(&mut engine, &mut actions);
        let mut r = row(config, &["a", "b"], GameStatus::Aborted, None, actions);
        let mut setup: GameSetup = serde_json::from_str(&r.game.setup).unwrap();
        setup.characters = characters;
        r.game.setup = serde_json::to_string(&setup).unwrap();
        r.game.seed = 77;
        let record = build(&r).unwrap();
        assert_eq!(record.steps.len(), 5);
        assert!(!record.steps[1].events.is_empty());
        assert_eq!(record.steps[2].action, RecordAction::Timeout);
        assert_eq!(record.steps[2].events, [], "the timeout repeats nothing");
        assert!(matches!(record.steps[3].action, RecordAction::Bot { .. }));
        assert_eq!(record.steps[3].events, [], "the takeover repeats nothing");
        assert!(!record.steps[4].events.is_empty());
        // Every event in words, the seats by the players' names; a private one names who saw it.
        for step in &record.steps {
            assert_eq!(step.lines.len(), step.events.len(), "step {}", step.seq);
        }
        let lines: Vec<&String> = record.steps.iter().flat_map(|s| &s.lines).collect();
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("a ") || l.starts_with("b ")),
            "{lines:?}"
        );
        assert!(!lines.iter().any(|l| l.contains("You ")), "{lines:?}");
        assert_eq!(
            record.players[usize::from(seat)].bot,
            Some(protocol::BotLevel::Easy)
        );
    }
}
