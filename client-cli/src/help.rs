//! `albion --help` in the reader's language: every description on the command line (each
//! command's about, each argument's help, each possible value's, and clap's own lines: "Print
//! help", the `help` command) comes from the catalogue (`locales/<lang>/cli-help.ftl`).
//!
//! The English messages are the doc comments the command line is derived from, word for word (a
//! test in `main.rs` holds them together), so that an English `--help` is what clap prints by
//! itself. A command's message is `cli-cmd` followed by `-NAME` for each command on its path
//! (`cli-cmd-rules-camelot-moves`): its value is the command's about, `.long` its long about,
//! `.after` what follows its help. An argument's is its command's, `--` and the argument's id
//! (`cli-cmd-create--turn_secs`): its value is the argument's help, `.long` its long help, and an
//! attribute named after each possible value that has a help of its own, that help
//! (`.super-camelot`).
//!
//! Clap writes a few words of its own in English ("Usage:", "Options:", "[default: …]",
//! "Possible values:"). In another language the help gets its own headings and template, and the
//! default, the environment variable and the possible values are written into each argument's
//! help (`cli-cmd-note-…`) instead of by clap.

use clap::builder::{PossibleValue, ValueParser};
use clap::{Arg, Command};

use crate::lang::{Lang, tr, tr_attr};
use crate::net::parse_server_in;
use crate::tui::parse_clock_in;

/// The message of the root command; the others' begin with it.
pub const ROOT: &str = "cli-cmd";

/// Clap's own help lines, by the message that says them: the English one is clap's, word for
/// word, which is how the line is found.
const CLAPS_OWN: [&str; 4] = [
    "cli-cmd-clap-help",
    "cli-cmd-clap-help-more",
    "cli-cmd-clap-version",
    "cli-cmd-clap-help-command-arg",
];

/// The message of the help command clap adds (`albion help`).
const CLAPS_HELP_COMMAND: &str = "cli-cmd-clap-help-command";

/// One description of the command line in its English words, with the message that holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    /// The message.
    pub id: String,
    /// Its attribute (`long`, `after`, a possible value), or its value.
    pub attr: Option<String>,
    /// The words clap has for it.
    pub english: String,
}

fn arg_id(command: &str, arg: &Arg) -> String {
    format!("{command}--{}", arg.get_id())
}

/// The possible values of `arg` shown in the help, when it takes a value.
fn possible_values(arg: &Arg) -> Vec<PossibleValue> {
    if !arg.get_action().takes_values() {
        return Vec::new();
    }
    arg.get_value_parser()
        .possible_values()
        .map(|values| values.filter(|v| !v.is_hide_set()).collect())
        .unwrap_or_default()
}

/// Every description of `cmd` (as derived, not yet localised) and of its commands, with the
/// message that says it.
#[must_use]
pub fn descriptions(cmd: &Command) -> Vec<Description> {
    fn walk(cmd: &Command, id: &str, out: &mut Vec<Description>) {
        let mut add = |id: &str, attr: Option<&str>, english: String| {
            out.push(Description {
                id: id.to_owned(),
                attr: attr.map(str::to_owned),
                english,
            });
        };
        if let Some(about) = cmd.get_about() {
            add(id, None, about.to_string());
        }
        if let Some(long) = cmd.get_long_about() {
            add(id, Some("long"), long.to_string());
        }
        if let Some(after) = cmd.get_after_help() {
            add(id, Some("after"), after.to_string());
        }
        for arg in cmd.get_arguments() {
            let arg_id = arg_id(id, arg);
            if let Some(help) = arg.get_help() {
                add(&arg_id, None, help.to_string());
            }
            if let Some(long) = arg.get_long_help() {
                add(&arg_id, Some("long"), long.to_string());
            }
            for value in possible_values(arg) {
                if let Some(help) = value.get_help() {
                    add(&arg_id, Some(value.get_name()), help.to_string());
                }
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, &format!("{id}-{}", sub.get_name()), out);
        }
    }
    let mut out = Vec::new();
    walk(cmd, ROOT, &mut out);
    out
}

/// Applies a builder method to a command held by reference.
fn edit(cmd: &mut Command, f: impl FnOnce(Command) -> Command) {
    *cmd = f(std::mem::take(cmd));
}

/// The command line `cmd` (derived, before parsing) with its help in `lang`, and its own
/// refusals of a value (`--lang`, `--clock`, `--server`) too.
#[must_use]
pub fn localize(mut cmd: Command, lang: Lang) -> Command {
    describe(&mut cmd, ROOT, lang);
    refusals(&mut cmd, lang);
    build(&mut cmd);
    claps_own(&mut cmd, lang);
    cmd
}

/// The readers of the values albion reads itself, refusing a value in `lang`: every argument
/// read as a language, a Camelot clock or a server address (known by the type it reads).
fn refusals(cmd: &mut Command, lang: Lang) {
    let reads =
        |arg: &Arg, parser: ValueParser| arg.get_value_parser().type_id() == parser.type_id();
    edit(cmd, |c| {
        c.mut_args(|arg| {
            if reads(&arg, ValueParser::new(crate::lang::parse_lang)) {
                arg.value_parser(move |s: &str| crate::lang::parse_lang_in(lang, s))
            } else if reads(
                &arg,
                ValueParser::new(|s: &str| parse_clock_in(Lang::En, s)),
            ) {
                arg.value_parser(move |s: &str| parse_clock_in(lang, s))
            } else if reads(
                &arg,
                ValueParser::new(|s: &str| parse_server_in(Lang::En, s)),
            ) {
                arg.value_parser(move |s: &str| parse_server_in(lang, s))
            } else {
                arg
            }
        })
    });
    for sub in cmd.get_subcommands_mut() {
        refusals(sub, lang);
    }
}

/// The descriptions of `cmd` (whose message is `id`) and of its commands, in `lang`.
fn describe(cmd: &mut Command, id: &str, lang: Lang) {
    if cmd.get_about().is_some() {
        edit(cmd, |c| c.about(tr(lang, id, &[])));
    }
    if cmd.get_long_about().is_some() {
        edit(cmd, |c| c.long_about(tr_attr(lang, id, "long")));
    }
    if cmd.get_after_help().is_some() {
        edit(cmd, |c| c.after_help(tr_attr(lang, id, "after")));
    }
    edit(cmd, |c| {
        c.mut_args(|arg| {
            let arg_id = arg_id(id, &arg);
            describe_arg(arg, &arg_id, lang)
        })
    });
    for sub in cmd.get_subcommands_mut() {
        let sub_id = format!("{id}-{}", sub.get_name());
        describe(sub, &sub_id, lang);
    }
}

fn describe_arg(mut arg: Arg, id: &str, lang: Lang) -> Arg {
    if arg.get_help().is_some() {
        arg = arg.help(tr(lang, id, &[]));
    }
    if arg.get_long_help().is_some() {
        arg = arg.long_help(tr_attr(lang, id, "long"));
    }
    if lang == Lang::En {
        // Clap's own notes are English already.
        return arg;
    }
    notes_in_words(arg, id, lang)
}

/// What clap would add to an argument's help in English ("[default: …]", "[env: …]",
/// "[possible values: …]", "Possible values:" and their list), written into it in `lang`
/// instead, and no longer by clap. As clap does, the short help gets the notes in brackets on
/// its line; the long help (when the argument has one, or its possible values have helps of
/// their own) gets the list of possible values, then the notes, in paragraphs of their own.
fn notes_in_words(mut arg: Arg, id: &str, lang: Lang) -> Arg {
    let mut notes = Vec::new();
    if let Some(var) = arg.get_env().filter(|_| !arg.is_hide_env_set()) {
        let value = if arg.is_hide_env_values_set() {
            String::new()
        } else {
            std::env::var_os(var)
                .map(|v| v.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        notes.push(tr(
            lang,
            "cli-cmd-note-env",
            &[
                ("name", var.to_string_lossy().into_owned().into()),
                ("value", value.into()),
            ],
        ));
        arg = arg.hide_env(true);
    }
    let takes_values = arg.get_action().takes_values();
    if takes_values && !arg.is_hide_default_value_set() && !arg.get_default_values().is_empty() {
        let values: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        notes.push(tr(
            lang,
            "cli-cmd-note-default",
            &[("values", values.join(" ").into())],
        ));
        arg = arg.hide_default_value(true);
    }
    let values = if arg.is_hide_possible_values_set() {
        Vec::new()
    } else {
        possible_values(&arg)
    };
    let mut long_notes = notes.clone();
    let mut list = Vec::new();
    if !values.is_empty() {
        let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
        notes.push(tr(
            lang,
            "cli-cmd-note-possible",
            &[("values", names.join(", ").into())],
        ));
        if values.iter().all(|v| v.get_help().is_none()) {
            long_notes.clone_from(&notes);
        } else {
            let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
            list.push(tr(lang, "cli-cmd-note-possible-list", &[]));
            for value in &values {
                let name = value.get_name();
                list.push(match value.get_help() {
                    Some(_) => tr(
                        lang,
                        "cli-cmd-note-possible-item",
                        &[
                            ("name", format!("{name:width$}").into()),
                            ("help", tr_attr(lang, id, name).into()),
                        ],
                    ),
                    None => format!("- {name}"),
                });
            }
        }
        arg = arg.hide_possible_values(true);
    }
    if notes.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string);
    let long = arg.get_long_help().map(ToString::to_string);
    let short_notes = notes.join(" ");
    arg = arg.help(match &help {
        Some(help) => format!("{help} {short_notes}"),
        None => short_notes,
    });
    if long.is_some() || !list.is_empty() {
        let mut paragraphs: Vec<String> = long.or(help).into_iter().collect();
        if !list.is_empty() {
            paragraphs.push(list.join("\n"));
        }
        if !long_notes.is_empty() {
            paragraphs.push(long_notes.join(" "));
        }
        arg = arg.long_help(paragraphs.join("\n\n"));
    }
    arg
}

/// Builds `cmd` and its commands as parsing would (clap adds its `--help`, `--version` and
/// `help` then), so that what clap adds can be said in the reader's language too.
fn build(cmd: &mut Command) {
    // Rendering the usage builds a command as parsing it does, without the help command's tree
    // of copies that `Command::build` makes.
    let _ = cmd.render_usage();
    for sub in cmd.get_subcommands_mut() {
        build(sub);
    }
}

/// Clap's own lines of `cmd` and its commands (built) in `lang`, and, in another language than
/// English, its headings and usage line.
fn claps_own(cmd: &mut Command, lang: Lang) {
    let claps = |text: &str| {
        CLAPS_OWN
            .into_iter()
            .find(|id| tr(Lang::En, id, &[]) == text)
    };
    edit(cmd, |c| {
        c.mut_args(|arg| {
            let Some(id) = arg.get_help().and_then(|h| claps(&h.to_string())) else {
                return arg;
            };
            let arg = arg.help(tr(lang, id, &[]));
            if arg.get_long_help().is_some() {
                arg.long_help(tr_attr(lang, id, "long"))
            } else {
                arg
            }
        })
    });
    let help_command = tr(Lang::En, CLAPS_HELP_COMMAND, &[]);
    for sub in cmd.get_subcommands_mut() {
        if sub.get_name() == "help"
            && sub.get_about().map(ToString::to_string) == Some(help_command.clone())
        {
            edit(sub, |s| s.about(tr(lang, CLAPS_HELP_COMMAND, &[])));
        }
        claps_own(sub, lang);
    }
    if lang != Lang::En {
        headings(cmd, lang);
    }
}

/// Clap's headings, in `lang`: the usage line's, and those of the commands, the arguments and
/// the options (every argument is given the heading of its kind, which clap then writes). The
/// messages are the headings as they read, colon included (`Options :`); clap adds the colon of
/// the last three itself.
fn headings(cmd: &mut Command, lang: Lang) {
    let heading = |id: &str| {
        let text = tr(lang, id, &[]);
        text.strip_suffix(':')
            .map_or_else(|| text.clone(), str::to_owned)
    };
    let arguments = heading("cli-cmd-heading-arguments");
    let options = heading("cli-cmd-heading-options");
    let commands = heading("cli-cmd-heading-commands");
    let usage_style = *cmd.get_styles().get_usage();
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}{}{} {{usage}}\n\n{{all-args}}{{after-help}}",
        usage_style.render(),
        tr(lang, "cli-cmd-heading-usage", &[]),
        usage_style.render_reset(),
    );
    edit(cmd, |c| {
        c.mut_args(|arg| {
            if arg.get_help_heading().is_some() {
                arg
            } else if arg.is_positional() {
                arg.help_heading(arguments.clone())
            } else {
                arg.help_heading(options.clone())
            }
        })
        .subcommand_help_heading(commands)
        .help_template(template)
    });
}
