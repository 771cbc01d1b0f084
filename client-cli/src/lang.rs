//! The terminal client's languages: its message catalogue (`client-cli/locales/<lang>/*.ftl`,
//! compiled in) and how the language is chosen (`--lang`, else `ALBION_LANG`, else the POSIX
//! locale variables, else English).

use std::sync::LazyLock;

pub use i18n::{Lang, Value};

/// Every sentence the terminal client prints, in each language.
static CATALOGUE: LazyLock<i18n::Catalogue> = LazyLock::new(|| {
    i18n::Catalogue::new(&[
        (Lang::En, include_str!("../locales/en/cli.ftl")),
        (Lang::En, include_str!("../locales/en/cli-game.ftl")),
        (Lang::En, include_str!("../locales/en/cli-tools.ftl")),
        (Lang::En, include_str!("../locales/en/cli-help.ftl")),
        (Lang::Fr, include_str!("../locales/fr/cli.ftl")),
        (Lang::Fr, include_str!("../locales/fr/cli-game.ftl")),
        (Lang::Fr, include_str!("../locales/fr/cli-tools.ftl")),
        (Lang::Fr, include_str!("../locales/fr/cli-help.ftl")),
    ])
    .unwrap_or_else(|e| panic!("the terminal client's catalogue: {e}"))
});

/// The message `id` in `lang`, with `args` (`&[("name", name.into())]`).
#[must_use]
pub fn tr(lang: Lang, id: &str, args: &[(&str, Value<'_>)]) -> String {
    CATALOGUE.text(lang, id, args)
}

/// The attribute `attr` of the message `id` (`id.attr` in the catalogue) in `lang`.
#[must_use]
pub fn tr_attr(lang: Lang, id: &str, attr: &str) -> String {
    CATALOGUE.attribute(lang, id, attr, &[])
}

/// Whether the catalogue's English has the message `id`.
#[must_use]
pub fn has(id: &str) -> bool {
    CATALOGUE.has(Lang::En, id)
}

/// A Super Camelot Character's name in `lang`: `Gwenivere` is `Guenièvre` in French.
#[must_use]
pub fn character_name(lang: Lang, character: super_camelot::Character) -> String {
    tr(
        lang,
        "cli-character",
        &[("character", character.to_string().into())],
    )
}

/// Why a game ended or was aborted (a result's or an abort's `reason`, in the server's English
/// words: `resignation`, `threefold repetition`, `grail`), in `lang`: the words the catalogue
/// has for the reasons the server gives; in English, or for a reason it does not know, the
/// server's own words (cleaned).
#[must_use]
pub fn reason_words(lang: Lang, reason: &str) -> String {
    let key = reason_words_key(reason);
    if lang == Lang::En || key.is_empty() {
        return crate::text::clean(reason);
    }
    tr(lang, "cli-reason", &[("reason", key.into())])
}

/// The catalogue's key for a reason the server gives (`""` for one it does not know).
fn reason_words_key(reason: &str) -> &'static str {
    match reason {
        "agreement" => "agreement",
        "resignation" => "resignation",
        "abandonment" => "abandonment",
        "time" => "time",
        "time (the opponent cannot win)" => "time-no-win",
        "castle" => "castle",
        "elimination" => "elimination",
        "no legal move" => "no-legal-move",
        "bare pieces" => "bare-pieces",
        "threefold repetition" => "repetition",
        "100 plies without progress" => "no-progress",
        "grail" => "grail",
        "gems" => "gems",
        "the game engine failed" => "engine-failed",
        "every player left the game" => "everyone-left",
        "every human player left the running game" => "every-human-left",
        _ => "",
    }
}

/// Reads a `--lang` value: `en`, `fr` (or a locale name such as `fr_FR.UTF-8`).
///
/// # Errors
/// A language the client does not speak.
pub fn parse_lang(text: &str) -> Result<Lang, String> {
    parse_lang_in(Lang::En, text)
}

/// [`parse_lang`], saying what is wrong in `lang`.
///
/// # Errors
/// A language the client does not speak.
pub fn parse_lang_in(lang: Lang, text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| {
        tr(
            lang,
            "cli-lang-unknown",
            &[
                ("text", crate::text::clean(text).into()),
                ("langs", Lang::ALL.map(Lang::code).join(", ").into()),
            ],
        )
    })
}

/// The language to speak before the command line is parsed (its `--help` and its refusals are
/// said in it): the value of `--lang VALUE` or `--lang=VALUE` among `args` (the program's
/// arguments, without its name; the last one wins, as clap reads it; none after `--`), else
/// `ALBION_LANG`, else what [`choose`] reads, all through `var`. A value albion does not speak
/// is passed over here: parsing the command line refuses it.
#[must_use]
pub fn before_parsing(args: &[std::ffi::OsString], var: impl Fn(&str) -> Option<String>) -> Lang {
    let mut asked = None;
    let mut args = args.iter().map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        let value = match arg.as_ref() {
            "--" => break,
            "--lang" => args.next().map(std::borrow::Cow::into_owned),
            other => other.strip_prefix("--lang=").map(str::to_owned),
        };
        if let Some(value) = value {
            asked = Lang::parse(&value).or(asked);
        }
    }
    let asked = asked.or_else(|| var("ALBION_LANG").and_then(|v| Lang::parse(&v)));
    choose(asked, var)
}

/// The language to speak: the one asked for on the command line (`--lang`, or `ALBION_LANG`,
/// which clap reads into the same option), else the one the locale variables name (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`: the first set and not empty decides, read through `var`), else English.
#[must_use]
pub fn choose(asked: Option<Lang>, var: impl Fn(&str) -> Option<String>) -> Lang {
    asked
        .or_else(|| {
            ["LC_ALL", "LC_MESSAGES", "LANG"]
                .into_iter()
                .filter_map(var)
                .find(|value| !value.is_empty())
                .and_then(|value| Lang::parse(&value))
        })
        .unwrap_or_default()
}

/// [`choose`] with the process's environment.
#[must_use]
pub fn from_env(asked: Option<Lang>) -> Lang {
    choose(asked, |var| std::env::var(var).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn the_flag_wins_then_the_locale_then_english() {
        assert_eq!(
            choose(Some(Lang::Fr), env(&[("LANG", "en_US.UTF-8")])),
            Lang::Fr
        );
        assert_eq!(
            choose(Some(Lang::En), env(&[("LC_ALL", "fr_FR.UTF-8")])),
            Lang::En
        );
        assert_eq!(choose(None, env(&[("LANG", "fr_CA.UTF-8")])), Lang::Fr);
        // LC_ALL before LC_MESSAGES before LANG; an empty one does not decide.
        assert_eq!(
            choose(
                None,
                env(&[("LC_ALL", ""), ("LC_MESSAGES", "fr"), ("LANG", "en")])
            ),
            Lang::Fr
        );
        assert_eq!(
            choose(None, env(&[("LC_ALL", "en_GB"), ("LANG", "fr_FR")])),
            Lang::En
        );
        // A language albion does not speak, or none, is English.
        assert_eq!(choose(None, env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(choose(None, env(&[("LANG", "C")])), Lang::En);
        assert_eq!(choose(None, env(&[])), Lang::En);
    }

    // That every language has every message of every other, with the same variables, is the
    // workspace's test (i18n/tests/catalogues.rs, which reads client-cli/locales too). What is
    // the terminal's own: its files make one catalogue, and its code asks for messages
    // that are in it.

    #[test]
    fn the_files_make_one_catalogue() {
        // Built once: a file that does not parse, or a message that two files of one language
        // both define, panics here.
        assert_eq!(tr(Lang::Fr, "cli-seat-n", &[("seat", 2.into())]), "place 2");
        assert_eq!(tr_attr(Lang::En, "cli-cmd", "after").lines().count(), 3);
    }

    /// Every message id written in the client's code (a string `"cli-…"`) is in the catalogue:
    /// a misspelt id would otherwise only show as `{cli-…}` (and a panic in debug builds) when
    /// its line is reached. Ids put together at run time (`--help`'s) are the other tests'.
    #[test]
    fn every_message_the_code_names_is_in_the_catalogue() {
        fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    sources(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let mut files = Vec::new();
        sources(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut files,
        );
        let mut named = 0;
        let mut missing = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for quoted in text.split('"').skip(1).step_by(2) {
                let is_id = quoted.starts_with("cli-")
                    && quoted.len() > 4
                    && quoted
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if is_id {
                    named += 1;
                    if !has(quoted) {
                        missing.push(format!("{}: {quoted}", file.display()));
                    }
                }
            }
        }
        assert!(named > 200, "{named}");
        assert!(missing.is_empty(), "{missing:#?}");
    }

    #[test]
    fn the_reasons_a_game_ends_are_said_in_french() {
        let reasons = [
            "agreement",
            "resignation",
            "abandonment",
            "time",
            "time (the opponent cannot win)",
            "castle",
            "elimination",
            "no legal move",
            "bare pieces",
            "threefold repetition",
            "100 plies without progress",
            "grail",
            "gems",
            "the game engine failed",
            "every player left the game",
            "every human player left the running game",
        ];
        for reason in reasons {
            assert_eq!(reason_words(Lang::En, reason), reason);
            // The catalogue's English says it as the server does.
            assert_eq!(
                tr(
                    Lang::En,
                    "cli-reason",
                    &[("reason", reason_words_key(reason).into())]
                ),
                reason
            );
            assert_ne!(reason_words(Lang::Fr, reason), reason, "{reason}");
        }
        assert_eq!(reason_words(Lang::Fr, "agreement"), "d'un commun accord");
        // A reason the client does not know is shown as the server gave it.
        assert_eq!(reason_words(Lang::Fr, "a meteor"), "a meteor");
    }

    #[test]
    fn lang_values_are_read_as_tags_or_locales() {
        assert_eq!(parse_lang("fr"), Ok(Lang::Fr));
        assert_eq!(parse_lang("FR_fr.UTF-8"), Ok(Lang::Fr));
        assert_eq!(parse_lang("en"), Ok(Lang::En));
        assert_eq!(
            parse_lang("de").unwrap_err(),
            "\"de\" is not a language albion speaks: en, fr"
        );
        assert_eq!(
            parse_lang_in(Lang::Fr, "de").unwrap_err(),
            "« de » n'est pas une langue que parle albion : en, fr"
        );
    }

    #[test]
    fn the_language_is_known_before_the_command_line_is_parsed() {
        let args = |line: &[&str]| -> Vec<std::ffi::OsString> {
            line.iter().map(std::ffi::OsString::from).collect()
        };
        let none = env(&[]);
        assert_eq!(before_parsing(&args(&["--help"]), &none), Lang::En);
        assert_eq!(
            before_parsing(&args(&["create", "--lang", "fr", "--help"]), &none),
            Lang::Fr
        );
        assert_eq!(before_parsing(&args(&["--lang=fr", "-h"]), &none), Lang::Fr);
        // The last one wins; one albion does not speak is passed over; none after `--`.
        assert_eq!(
            before_parsing(&args(&["--lang", "fr", "--lang", "en"]), &none),
            Lang::En
        );
        assert_eq!(
            before_parsing(&args(&["--lang", "de"]), env(&[("LANG", "fr_FR.UTF-8")])),
            Lang::Fr
        );
        assert_eq!(
            before_parsing(&args(&["script", "--", "--lang", "fr"]), &none),
            Lang::En
        );
        // Then ALBION_LANG, then the locale.
        assert_eq!(
            before_parsing(&args(&[]), env(&[("ALBION_LANG", "fr")])),
            Lang::Fr
        );
        assert_eq!(
            before_parsing(
                &args(&["--lang", "en"]),
                env(&[("ALBION_LANG", "fr"), ("LANG", "fr")])
            ),
            Lang::En
        );
        assert_eq!(
            before_parsing(&args(&[]), env(&[("LC_ALL", "fr_FR.UTF-8")])),
            Lang::Fr
        );
    }
}
