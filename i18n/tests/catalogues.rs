//! Every catalogue of the workspace, in every language: each `locales/<lang>/<file>.ftl` parses,
//! and every language has the same files, the same messages, terms and attributes, and uses the
//! same variables in each, as every other. A message added in one language and not the others
//! fails here, wherever it lives (the engines, the terminal client, the browser client).

use i18n::Lang;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace's folders named `locales` (not under `target`, `node_modules` or `.git`).
fn locale_dirs(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !path.is_dir() || name.starts_with('.') || name == "target" || name == "node_modules" {
            continue;
        }
        if name == "locales" {
            out.push(path);
        } else {
            locale_dirs(&path, out);
        }
    }
}

/// Each language's `.ftl` files in `dir`, by file name, with their text.
fn sources(dir: &Path) -> BTreeMap<Lang, BTreeMap<String, String>> {
    let mut by_lang = BTreeMap::new();
    for lang in Lang::ALL {
        let mut files = BTreeMap::new();
        if let Ok(entries) = fs::read_dir(dir.join(lang.code())) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if name.ends_with(".ftl") {
                    files.insert(name, fs::read_to_string(entry.path()).unwrap());
                }
            }
        }
        by_lang.insert(lang, files);
    }
    by_lang
}

#[test]
fn every_language_has_every_message_of_every_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut dirs = Vec::new();
    locale_dirs(&root, &mut dirs);
    dirs.sort();
    // The catalogues this test must find: a folder moved away would otherwise pass unseen.
    for expected in [
        "games/super-camelot/locales",
        "protocol/locales",
        "client-cli/locales",
        "server/locales",
        "web/locales",
    ] {
        assert!(
            dirs.iter().any(|d| d.ends_with(expected)),
            "no catalogue at {expected}: found {dirs:?}"
        );
    }
    let mut problems = Vec::new();
    let mut messages = 0;
    for dir in &dirs {
        let by_lang = sources(dir);
        let english = &by_lang[&Lang::En];
        assert!(!english.is_empty(), "{} has no English file", dir.display());
        for lang in Lang::ALL {
            let files = &by_lang[&lang];
            let names: Vec<&String> = files.keys().collect();
            let english_names: Vec<&String> = english.keys().collect();
            if names != english_names {
                problems.push(format!(
                    "{}: {lang} has the files {names:?}, English {english_names:?}",
                    dir.display()
                ));
                continue;
            }
            for (name, source) in files {
                let ids = match i18n::message_ids(source) {
                    Ok(ids) => ids,
                    Err(errors) => {
                        problems.push(format!("{}/{lang}/{name}: {errors:?}", dir.display()));
                        continue;
                    }
                };
                let english_ids = i18n::message_ids(&english[name]).unwrap_or_default();
                if lang == Lang::En {
                    messages += ids.len();
                    let mut seen = ids.clone();
                    seen.dedup();
                    if seen.len() != ids.len() {
                        problems.push(format!("{}/en/{name} defines an id twice", dir.display()));
                    }
                }
                for id in english_ids.iter().filter(|id| !ids.contains(id)) {
                    problems.push(format!("{}/{lang}/{name} lacks {id}", dir.display()));
                }
                for id in ids.iter().filter(|id| !english_ids.contains(id)) {
                    problems.push(format!(
                        "{}/{lang}/{name} has {id}, which English lacks",
                        dir.display()
                    ));
                }
                let vars = i18n::variables(source).unwrap_or_default();
                let english_vars = i18n::variables(&english[name]).unwrap_or_default();
                for (id, used) in &vars {
                    if let Some((_, wanted)) = english_vars.iter().find(|(e, _)| e == id)
                        && used != wanted
                    {
                        problems.push(format!(
                            "{}/{lang}/{name}: {id} uses {used:?}, English {wanted:?}",
                            dir.display()
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(messages > 0);
}
