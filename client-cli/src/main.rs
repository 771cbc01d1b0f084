//! `albion`: the Albion terminal client.

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use client_cli::lang::Lang;
use client_cli::{bot, games, help, replay, rules_camelot, script, super_camelot_rules, tui};

/// The Albion terminal client. (Its help in another language than English, and in English too,
/// is the catalogue's: `help::localize`, `locales/<lang>/cli-help.ftl`.)
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
    lang: Option<Lang>,
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
fn block_on(lang: Lang, future: impl Future<Output = ExitCode>) -> ExitCode {
    match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime.block_on(future),
        Err(e) => {
            eprintln!(
                "albion: {}",
                client_cli::lang::tr(lang, "cli-no-runtime", &[("error", e.to_string().into())])
            );
            ExitCode::FAILURE
        }
    }
}

/// The command line, its help and refusals in `lang`.
fn command(lang: Lang) -> clap::Command {
    help::localize(Cli::command(), lang)
}

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The language is needed before the command line is read: its help and refusals speak it.
    let lang = client_cli::lang::before_parsing(args.get(1..).unwrap_or_default(), |var| {
        std::env::var(var).ok()
    });
    let matches = command(lang).get_matches_from(args);
    let cli =
        Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.format(&mut command(lang)).exit());
    let lang = client_cli::lang::from_env(cli.lang);
    if let Some(path) = &cli.ca_cert
        && let Err(e) = client_cli::net::trust_ca_file(path)
    {
        eprintln!("albion: {}", e.text(lang));
        return ExitCode::from(2);
    }
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
        Command::Create(args) => block_on(lang, tui::create(args, lang)),
        Command::Join(args) => block_on(lang, tui::join(args, lang)),
        Command::Lobbies(args) => block_on(lang, tui::lobbies(args, lang)),
        Command::Games(args) => block_on(lang, games::run(args, lang)),
        Command::Script(args) => block_on(lang, script::run(args)),
        Command::Bot(args) => block_on(lang, bot::run(args, lang)),
        Command::Replay(args) => block_on(lang, replay::run(args, lang)),
        Command::Loadtest(args) => loadtest::run(&args),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use client_cli::lang::{tr, tr_attr};

    /// What `albion ARGS` prints (its help, or why it refuses), colours included.
    fn output(mut cmd: clap::Command, args: &[&str]) -> String {
        let line = std::iter::once("albion").chain(args.iter().copied());
        match cmd.try_get_matches_from_mut(line) {
            Ok(_) => panic!("{args:?} is not help"),
            Err(e) => e.render().ansi().to_string(),
        }
    }

    /// The path of every command, root first (the root's is empty), without clap's `help`.
    fn paths(cmd: &clap::Command) -> Vec<Vec<String>> {
        let mut out = vec![Vec::new()];
        for sub in cmd.get_subcommands() {
            for mut path in paths(sub) {
                path.insert(0, sub.get_name().to_owned());
                out.push(path);
            }
        }
        out
    }

    /// Every way to ask for help: `-h` and `--help` after each command, and `help` before it.
    fn asks() -> Vec<Vec<String>> {
        let mut asks = Vec::new();
        for path in paths(&Cli::command()) {
            for flag in ["-h", "--help"] {
                let mut ask = path.clone();
                ask.push(flag.to_owned());
                asks.push(ask);
            }
            let mut ask = vec!["help".to_owned()];
            ask.extend(path);
            asks.push(ask);
        }
        asks
    }

    #[test]
    fn the_english_help_is_clap_s_own_word_for_word() {
        let asks = asks();
        assert!(asks.len() > 40, "{}", asks.len());
        for ask in asks {
            let ask: Vec<&str> = ask.iter().map(String::as_str).collect();
            assert_eq!(
                output(command(Lang::En), &ask),
                output(Cli::command(), &ask),
                "albion {}",
                ask.join(" ")
            );
        }
        // And a refusal by clap stays clap's.
        let wrong = ["create", "chess"];
        assert_eq!(
            output(command(Lang::En), &wrong),
            output(Cli::command(), &wrong)
        );
    }

    /// The catalogue's English is the doc comments' (clap's `--help` is derived from them), and
    /// each has its French.
    #[test]
    fn every_description_is_in_the_catalogue_in_english_and_in_french() {
        let descriptions = help::descriptions(&Cli::command());
        assert!(descriptions.len() > 80, "{}", descriptions.len());
        for d in descriptions {
            let said = |lang| match &d.attr {
                None => tr(lang, &d.id, &[]),
                Some(attr) => tr_attr(lang, &d.id, attr),
            };
            assert_eq!(said(Lang::En), d.english, "{} {:?}", d.id, d.attr);
            assert_ne!(said(Lang::Fr), d.english, "{} {:?} in French", d.id, d.attr);
        }
    }

    #[test]
    fn the_french_help_is_french() {
        let english_words = [
            "Usage:",
            "Options:",
            "Arguments:",
            "Commands:",
            "Print help",
            "Print version",
            "Print this message",
            "[default:",
            "[env:",
            "possible values",
            "Possible values",
        ];
        for ask in asks() {
            let ask: Vec<&str> = ask.iter().map(String::as_str).collect();
            let text = output(command(Lang::Fr), &ask);
            for words in english_words {
                assert!(
                    !text.contains(words),
                    "albion {}: {words}\n{text}",
                    ask.join(" ")
                );
            }
            assert!(text.contains("Utilisation :"), "{text}");
        }
        let plain = |ask: &[&str]| {
            let mut cmd = command(Lang::Fr);
            let line = std::iter::once("albion").chain(ask.iter().copied());
            cmd.try_get_matches_from_mut(line)
                .unwrap_err()
                .render()
                .to_string()
        };
        let root = plain(&["-h"]);
        assert!(
            root.starts_with(
                "albion : le client terminal d'Albion et l'outil des règles hors ligne.\n\n\
                 Utilisation : albion [OPTIONS] <COMMAND>\n\nCommandes :\n  rules     Les \
                 règles d'un jeu, hors ligne : lister les coups, compter les positions, jouer des \
                 coups\n"
            ),
            "{root}"
        );
        assert!(
            root.contains("  help      Afficher ce message ou l'aide des commandes données\n"),
            "{root}"
        );
        assert!(
            root.contains("\nOptions :\n      --ca-cert <FILE>  Se fier aussi"),
            "{root}"
        );
        assert!(
            root.contains(
                "sinon l'anglais [env : ALBION_LANG=]\n  -h, --help            Afficher l'aide\n"
            ),
            "{root}"
        );
        assert!(
            root.ends_with(
                "\nServeurs : --server http://HÔTE:PORT, ou https://HÔTE:PORT pour TLS \
                 (ajoutez --ca-cert FICHIER quand son certificat vient d'une autorité privée).\n"
            ),
            "{root}"
        );
        let short = plain(&["create", "-h"]);
        assert!(
            short.contains("  <GAME>  Quel jeu [valeurs possibles : camelot, super-camelot]\n"),
            "{short}"
        );
        assert!(
            short.contains(
                "  -h, --help                 Afficher l'aide (plus de détails avec '--help')\n"
            ),
            "{short}"
        );
        let create = plain(&["create", "--help"]);
        assert!(create.contains("Arguments :\n  <GAME>\n"), "{create}");
        assert!(
            create.contains(
                "  <GAME>\n          Quel jeu\n          \n          Valeurs possibles :\n          \
                 - camelot       : Camelot classique à deux joueurs\n          - super-camelot : \
                 L'aventure de 2 à 4 joueurs\n"
            ),
            "{create}"
        );
        assert!(
            create.contains(
                "          Règles de Camelot : `standard` ou `wcf` [défaut : standard]\n"
            ),
            "{create}"
        );
    }

    /// A value albion reads itself is refused in the reader's language (clap's frame around it
    /// stays clap's).
    #[test]
    fn values_are_refused_in_the_readers_language() {
        let refusal = |lang, ask: &[&str]| {
            let mut cmd = command(lang);
            let line = std::iter::once("albion").chain(ask.iter().copied());
            cmd.try_get_matches_from_mut(line)
                .unwrap_err()
                .render()
                .to_string()
        };
        assert!(
            refusal(Lang::Fr, &["--lang", "de", "games"])
                .contains("« de » n'est pas une langue que parle albion : en, fr")
        );
        assert!(
            refusal(Lang::Fr, &["create", "camelot", "--clock", "5+700"])
                .contains("l'incrément va de 0 à 600 secondes")
        );
        assert!(
            refusal(Lang::Fr, &["join", "ABC", "--server", "ftp://x"])
                .contains("« ftp://x » n'est pas une adresse de serveur")
        );
        assert!(
            refusal(Lang::En, &["join", "ABC", "--server", "ftp://x"])
                .contains("'ftp://x' is not a server address")
        );
    }
}
