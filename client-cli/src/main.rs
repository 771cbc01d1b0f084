//! `albion`: the Albion terminal client.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use client_cli::{bot, games, replay, rules_camelot, script, super_camelot_rules, tui};

/// The Albion terminal client.
#[derive(Debug, Parser)]
#[command(
    name = "albion",
    version,
    about,
    after_help = "How to play: docs/how-to-play-camelot.md and docs/how-to-play-super-camelot.md \
                  in the Albion repository. In the game screen, ? shows the keys.\n\
                  No lobby code? `albion lobbies` (or `albion join` alone) opens the list of \
                  public lobbies: ↑/↓ choose, Enter joins (a free seat, else watching), w \
                  watches, r refreshes, q goes back.\n\
                  Servers: --server http://HOST:PORT, or https://HOST:PORT for TLS (add \
                  --ca-cert FILE when its certificate comes from a private authority)."
)]
struct Cli {
    /// Also trust the CA certificate(s) in this PEM file for https:// and wss:// servers (a
    /// private certificate authority); the public web roots are always trusted.
    #[arg(long, global = true, value_name = "FILE", env = "ALBION_CA_CERT")]
    ca_cert: Option<std::path::PathBuf>,
    /// The language albion speaks: en or fr. Default: the locale's (LC_ALL, LC_MESSAGES, LANG),
    /// else English.
    #[arg(long, global = true, value_name = "LANG", env = "ALBION_LANG", value_parser = client_cli::lang::parse_lang)]
    lang: Option<client_cli::lang::Lang>,
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
    /// Create a lobby, print its code and an invitation, and open the game screen.
    Create(tui::CreateArgs),
    /// Join a lobby by its code and open the game screen; without a code, choose one from the
    /// list of public lobbies.
    Join(tui::JoinArgs),
    /// The public lobbies that are open: a screen to choose one and join it (text with --print,
    /// or when not on a terminal).
    Lobbies(tui::LobbiesArgs),
    /// The games you hold seats in (kept by this machine), on every server or one: whose turn
    /// it is, the time left, and the command that opens each.
    Games(games::GamesArgs),
    /// Read client messages as JSON lines on stdin, print every server message as a JSON line.
    Script(script::ScriptArgs),
    /// Join a lobby and play legal actions until the game ends.
    Bot(bot::BotArgs),
    /// Replay a finished game move by move (text with --print, or when not on a terminal).
    Replay(replay::ReplayArgs),
    /// Drive a local server with bot lobbies and measure throughput, latency and memory.
    Loadtest(loadtest::Args),
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

/// Runs a network command on a single-threaded runtime: a client needs no more.
fn block_on(future: impl Future<Output = ExitCode>) -> ExitCode {
    match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime.block_on(future),
        Err(e) => {
            eprintln!("albion: cannot start the async runtime: {e}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(path) = &cli.ca_cert
        && let Err(e) = client_cli::net::trust_ca_file(path)
    {
        eprintln!("albion: {e}");
        return ExitCode::from(2);
    }
    let lang = client_cli::lang::from_env(cli.lang);
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
        Command::Create(args) => block_on(tui::create(args, lang)),
        Command::Join(args) => block_on(tui::join(args, lang)),
        Command::Lobbies(args) => block_on(tui::lobbies(args, lang)),
        Command::Games(args) => block_on(games::run(args, lang)),
        Command::Script(args) => block_on(script::run(args)),
        Command::Bot(args) => block_on(bot::run(args, lang)),
        Command::Replay(args) => block_on(replay::run(args, lang)),
        Command::Loadtest(args) => loadtest::run(&args),
    }
}
