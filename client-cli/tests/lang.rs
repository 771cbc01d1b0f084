//! The language of `albion`'s output: `--lang`, else `ALBION_LANG`, else the locale, else English.

use std::process::Command;

/// `albion games` on a server this machine holds no seat on: a sentence, and no network.
fn games(lang_flag: Option<&str>, env: &[(&str, &str)]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_albion"));
    for var in ["ALBION_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(var);
    }
    cmd.env("ALBION_STATE_DIR", dir.path())
        .args(["games", "--server", "http://127.0.0.1:9"]);
    if let Some(lang) = lang_flag {
        cmd.args(["--lang", lang]);
    }
    cmd.envs(env.iter().copied());
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_flag_then_albion_lang_then_the_locale_choose_the_language() {
    let fr = "Aucune partie sur http://127.0.0.1:9 : cette machine n'y garde aucune place";
    let en = "No games on http://127.0.0.1:9: this machine holds no seat there";
    assert!(games(None, &[]).starts_with(en));
    assert!(games(Some("fr"), &[]).starts_with(fr));
    assert!(games(None, &[("ALBION_LANG", "fr")]).starts_with(fr));
    assert!(games(None, &[("LANG", "fr_FR.UTF-8")]).starts_with(fr));
    assert!(games(Some("en"), &[("ALBION_LANG", "fr")]).starts_with(en));
    assert!(games(None, &[("ALBION_LANG", "en"), ("LANG", "fr_FR.UTF-8")]).starts_with(en));
    assert!(games(None, &[("LC_ALL", "en_GB.UTF-8"), ("LANG", "fr_FR")]).starts_with(en));
    // A language albion does not speak is refused on the command line.
    let out = Command::new(env!("CARGO_BIN_EXE_albion"))
        .args(["games", "--lang", "de"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("en, fr"));
}

/// `albion ARGS` in the environment `env` (no other language variable set): its stdout and
/// stderr.
fn albion(args: &[&str], env: &[(&str, &str)]) -> (String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_albion"));
    for var in ["ALBION_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(var);
    }
    let out = cmd.args(args).envs(env.iter().copied()).output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_help_is_in_the_readers_language() {
    let (fr, _) = albion(&["--help"], &[("LANG", "fr_FR.UTF-8")]);
    assert!(
        fr.starts_with(
            "albion : le client terminal d'Albion et l'outil des règles hors ligne.\n\n\
             Utilisation : albion [OPTIONS] <COMMAND>\n"
        ),
        "{fr}"
    );
    assert!(fr.contains("Commandes :\n  rules "), "{fr}");
    assert!(!fr.contains("Print help"), "{fr}");
    // `--lang` is read before the rest of the command line, wherever it stands.
    let (create, _) = albion(&["create", "--help", "--lang", "fr"], &[]);
    assert!(create.contains("Votre nom affiché"), "{create}");
    let (en, _) = albion(&["--help"], &[]);
    assert!(
        en.starts_with(
            "albion: the Albion terminal client and offline rules tool.\n\n\
             Usage: albion [OPTIONS] <COMMAND>\n"
        ),
        "{en}"
    );
    assert!(en.contains("  -h, --help "), "{en}");
    let (en_again, _) = albion(&["--help", "--lang", "en"], &[("LANG", "fr_FR.UTF-8")]);
    assert_eq!(en_again, en);
    // A value albion refuses, in the reader's language too.
    let (_, err) = albion(&["--lang", "de", "games"], &[("LANG", "fr_FR.UTF-8")]);
    assert!(
        err.contains("« de » n'est pas une langue que parle albion : en, fr"),
        "{err}"
    );
}
