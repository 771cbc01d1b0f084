//! `albion rules super-camelot simulate`: play many games offline and print one JSON report.

use std::process::ExitCode;

use super_camelot::simulate::{Policy, SimulateOptions, simulate};

/// The choice policy for simulated players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PolicyArg {
    /// Uniformly random among the legal actions.
    Random,
    /// The documented greedy heuristic (head for relics, items and chests; attack what blocks the way).
    Greedy,
}

/// Options of `albion rules super-camelot simulate`.
#[derive(Clone, Debug, clap::Args)]
pub struct SimulateArgs {
    /// Players per game (2-4).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: u8,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Base seed; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Player turns after which a game counts as unfinished.
    #[arg(long, default_value_t = 500)]
    pub max_turns: u32,
    /// How simulated players choose.
    #[arg(long, value_enum, default_value_t = PolicyArg::Random)]
    pub policy: PolicyArg,
}

/// Runs the simulation and prints the report as one JSON object on stdout. Fails (exit code 1) if any
/// legal action was rejected or any invariant broke.
#[must_use]
pub fn run_simulate(args: &SimulateArgs) -> ExitCode {
    let options = SimulateOptions {
        players: usize::from(args.players),
        games: args.games,
        seed: args.seed,
        max_turns: args.max_turns,
        policy: match args.policy {
            PolicyArg::Random => Policy::Random,
            PolicyArg::Greedy => Policy::Greedy,
        },
    };
    let report = simulate(&options);
    match serde_json::to_string(&report) {
        Ok(json) => println!("{json}"),
        Err(e) => {
            eprintln!("error: cannot serialize the report: {e}");
            return ExitCode::FAILURE;
        }
    }
    if report.illegal_action_errors == 0 && report.invariant_violations == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
