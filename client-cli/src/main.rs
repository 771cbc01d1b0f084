//! `albion`: the Albion terminal client.
//!
//! Today it carries the offline rules tool (`albion rules …`), which needs no server.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod rules_camelot;
mod super_camelot_rules;

/// The Albion terminal client.
#[derive(Debug, Parser)]
#[command(name = "albion", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// The rules of a game, offline: list moves, count positions, play moves.
    Rules {
        #[command(subcommand)]
        game: RulesGame,
    },
}

#[derive(Debug, Subcommand)]
enum RulesGame {
    /// Camelot, the classic two-player game.
    Camelot {
        #[command(subcommand)]
        command: rules_camelot::Command,
    },
    /// Super Camelot, the 2–4 player adventure.
    SuperCamelot {
        #[command(subcommand)]
        command: SuperCamelotCommand,
    },
}

#[derive(Debug, Subcommand)]
enum SuperCamelotCommand {
    /// Play whole games with a policy choosing among the legal actions, and print one JSON
    /// object of statistics.
    Simulate(super_camelot_rules::SimulateArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Rules {
            game: RulesGame::Camelot { command },
        } => rules_camelot::run(command),
        Command::Rules {
            game:
                RulesGame::SuperCamelot {
                    command: SuperCamelotCommand::Simulate(args),
                },
        } => super_camelot_rules::run_simulate(&args),
    }
}
