//! `albion rules camelot …`: the Camelot rules engine on the command line.

use std::io::Write;
use std::process::ExitCode;

use camelot::{Game, Move, Position, Ruleset};
use clap::{Args, Subcommand};

/// Exit status for bad input: a malformed position or move, or an illegal move.
const BAD_INPUT: u8 = 2;

#[derive(Debug, Args)]
pub struct RulesetArg {
    /// Which form of the Knight's Charge is allowed: `standard` (both orders) or `wcf`
    /// (canters then jumps only).
    #[arg(long, default_value = "standard", global = true)]
    ruleset: Ruleset,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print every legal move, one canonical route per outcome, one per line, sorted.
    Moves {
        /// The position, in the six-field notation (quote it).
        position: String,
        #[command(flatten)]
        ruleset: RulesetArg,
    },
    /// Print the number of leaf nodes DEPTH plies deep, counting distinct outcomes.
    Perft {
        /// Plies to search.
        depth: u32,
        /// The position (default: the start position).
        position: Option<String>,
        #[command(flatten)]
        ruleset: RulesetArg,
    },
    /// Play moves from a position; print the resulting position and the game's status.
    Play {
        /// The position, in the six-field notation (quote it).
        position: String,
        /// Moves in WCF notation, such as E6-E5 or H4xJ4xL6.
        moves: Vec<String>,
        #[command(flatten)]
        ruleset: RulesetArg,
    },
}

/// Runs a rules subcommand.
pub fn run(command: Command) -> ExitCode {
    match execute(command) {
        Ok(text) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`| head`) is not an error of ours.
            let _ = out.write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("albion: {message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn parse_position(text: &str) -> Result<Position, String> {
    text.parse().map_err(|e| format!("invalid position: {e}"))
}

fn execute(command: Command) -> Result<String, String> {
    match command {
        Command::Moves { position, ruleset } => {
            let position = parse_position(&position)?;
            let game = Game::from_position(ruleset.ruleset, position);
            let mut moves: Vec<String> = game.legal_moves().iter().map(Move::to_string).collect();
            moves.sort();
            Ok(moves.iter().map(|m| format!("{m}\n")).collect())
        }
        Command::Perft {
            depth,
            position,
            ruleset,
        } => {
            let position = match position {
                Some(text) => parse_position(&text)?,
                None => Position::start(),
            };
            Ok(format!("{}\n", position.perft(ruleset.ruleset, depth)))
        }
        Command::Play {
            position,
            moves,
            ruleset,
        } => {
            let position = parse_position(&position)?;
            let mut game = Game::from_position(ruleset.ruleset, position);
            for (i, text) in moves.iter().enumerate() {
                let m: Move = text
                    .parse()
                    .map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
                game.play(&m)
                    .map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
            }
            let status = game
                .outcome()
                .map_or_else(|| "ongoing".to_owned(), |o| o.to_string());
            Ok(format!("{}\n{status}\n", game.position()))
        }
    }
}
