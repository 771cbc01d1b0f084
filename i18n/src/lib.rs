//! Albion's languages and message catalogues: every sentence a person reads, in each language.
//!
//! The sentences themselves live in Project Fluent files (`.ftl`), one folder per language, next
//! to the code that speaks them: `games/super-camelot/locales/fr/super-camelot.ftl`,
//! `client-cli/locales/en/cli.ftl`, `web/locales/fr/…`. A crate builds one [`Catalogue`] from its
//! files (compiled in with `include_str!`, so nothing is read at run time) and asks it for a
//! message by id with its arguments; plural forms, and anything else a language needs, are the
//! catalogue's business (`{ $count -> [one] … *[other] … }`), not the code's.
//!
//! Pure: no I/O except [`Lang::from_env`], which reads the process's environment for the terminal
//! client. A message missing from a language falls back to English; a message missing from
//! English is a bug, which the workspace test `i18n/tests/catalogues.rs` (every language has
//! every message of every other) and each crate's own tests catch.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::fmt;

pub use fluent_bundle::FluentValue as Value;

/// A language Albion speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema, ts_rs::TS))]
pub enum Lang {
    /// English (the default, and what any missing message falls back to).
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Self; 2] = [Self::En, Self::Fr];

    /// Its BCP 47 tag: `en`, `fr`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Fr => "fr",
        }
    }

    /// Its name in itself, for a language menu: `English`, `Français`.
    #[must_use]
    pub const fn endonym(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Fr => "Français",
        }
    }

    /// The language of a tag or locale name, by its primary subtag, whatever the case:
    /// `fr`, `fr-CA`, `FR`, `fr_FR.UTF-8`, `en_GB@euro`. `None` for a language Albion does not
    /// speak (and for `C` and `POSIX`).
    #[must_use]
    pub fn parse(tag: &str) -> Option<Self> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default();
        Self::ALL
            .into_iter()
            .find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The first language of an HTTP `Accept-Language` header Albion speaks, in the order of its
    /// `q` weights (ties in the header's order); English when none is.
    #[must_use]
    pub fn negotiate(accept_language: &str) -> Self {
        let mut wanted: Vec<(u16, usize, Self)> = Vec::new();
        for (i, item) in accept_language.split(',').enumerate() {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or_default();
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            // Weights have at most three decimals (RFC 9110): a thousandth is exact.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let q = (q.clamp(0.0, 1.0) * 1000.0).round() as u16;
            if q > 0
                && let Some(lang) = Self::parse(tag)
            {
                wanted.push((q, i, lang));
            }
        }
        wanted.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        wanted.first().map_or(Self::En, |w| w.2)
    }

    /// The language the environment asks for, as POSIX reads it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; `None` when it names a
    /// language Albion does not speak, or none is set.
    #[must_use]
    pub fn from_env() -> Option<Self> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|var| std::env::var(var).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Self::parse(&value))
    }

    fn langid(self) -> unic_langid::LanguageIdentifier {
        // A two-letter primary subtag always parses.
        self.code().parse().unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One crate's messages in every language: a Fluent bundle per [`Lang`].
pub struct Catalogue {
    /// In the order of [`Lang::ALL`].
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalogue")
            .field("languages", &self.bundles.len())
            .finish_non_exhaustive()
    }
}

/// A catalogue's source that Fluent could not read, or that defines a message twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueError {
    /// The language whose source it is.
    pub lang: Lang,
    /// What is wrong, as Fluent says it.
    pub errors: Vec<String>,
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} catalogue does not parse: {}",
            self.lang,
            self.errors.join("; ")
        )
    }
}

impl std::error::Error for CatalogueError {}

impl Catalogue {
    /// A catalogue from Fluent sources: each language's files, in any order (a language with no
    /// source has only the English fallback).
    ///
    /// # Errors
    /// A source that does not parse, or a message defined twice in one language.
    pub fn new(sources: &[(Lang, &str)]) -> Result<Self, CatalogueError> {
        let mut bundles = Vec::with_capacity(Lang::ALL.len());
        for lang in Lang::ALL {
            let mut bundle = FluentBundle::new_concurrent(vec![lang.langid()]);
            // Names are shown as they are; the clients lay out right-to-left text themselves.
            bundle.set_use_isolating(false);
            for (_, source) in sources.iter().filter(|(l, _)| *l == lang) {
                let resource =
                    FluentResource::try_new((*source).to_owned()).map_err(|(_, errors)| {
                        CatalogueError {
                            lang,
                            errors: errors.iter().map(ToString::to_string).collect(),
                        }
                    })?;
                bundle
                    .add_resource(resource)
                    .map_err(|errors| CatalogueError {
                        lang,
                        errors: errors.iter().map(ToString::to_string).collect(),
                    })?;
            }
            bundles.push(bundle);
        }
        Ok(Self { bundles })
    }

    /// Whether `lang` has the message `id` of its own (not by falling back to English).
    #[must_use]
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        &self.bundles[i]
    }

    /// The message `id` in `lang` with `args` (`&[("count", 3.into()), ("name", "Ann".into())]`),
    /// or in English when `lang` lacks it. A message no language has comes back as its id in
    /// braces (`{missing-id}`); debug builds panic on it, so every test finds it first.
    #[must_use]
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, Value<'_>)]) -> String {
        self.attribute_text(lang, id, None, args)
    }

    /// The attribute `attr` of the message `id` (`id.attr` in Fluent), as [`Catalogue::text`].
    #[must_use]
    pub fn attribute(
        &self,
        lang: Lang,
        id: &str,
        attr: &str,
        args: &[(&str, Value<'_>)],
    ) -> String {
        self.attribute_text(lang, id, Some(attr), args)
    }

    fn attribute_text(
        &self,
        lang: Lang,
        id: &str,
        attr: Option<&str>,
        args: &[(&str, Value<'_>)],
    ) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fa = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                fa.set(*name, value.clone());
            }
            fa
        });
        for bundle in [self.bundle(lang), self.bundle(Lang::En)] {
            let Some(message) = bundle.get_message(id) else {
                continue;
            };
            let pattern = match attr {
                None => message.value(),
                Some(attr) => message.get_attribute(attr).map(|a| a.value()),
            };
            let Some(pattern) = pattern else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
            debug_assert!(errors.is_empty(), "message {id} in {lang}: {errors:?}");
            return text.into_owned();
        }
        debug_assert!(
            false,
            "no language has the message {id} (attribute {attr:?})"
        );
        format!("{{{id}}}")
    }
}

/// The ids a Fluent source defines, sorted: each message (`id`), each term (`-id`) and each
/// attribute (`id.attr`). For the test that every language has what every other has.
///
/// # Errors
/// What Fluent says of a source it cannot read.
pub fn message_ids(source: &str) -> Result<Vec<String>, Vec<String>> {
    use fluent_syntax::ast::Entry;
    let resource = fluent_syntax::parser::parse(source)
        .map_err(|(_, errors)| errors.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    let mut ids = Vec::new();
    for entry in resource.body {
        let (prefix, id, attributes) = match entry {
            Entry::Message(m) => ("", m.id.name, m.attributes),
            Entry::Term(t) => ("-", t.id.name, t.attributes),
            _ => continue,
        };
        ids.push(format!("{prefix}{id}"));
        for a in attributes {
            ids.push(format!("{prefix}{id}.{}", a.id.name));
        }
    }
    ids.sort();
    Ok(ids)
}

/// The variables (`$name`) a Fluent source's message `id` uses, sorted and without repeats, in
/// its value and every attribute and variant: two languages of one message should use the same
/// ones (a translation that drops `$count` is wrong in a way no reader of it would notice).
///
/// # Errors
/// What Fluent says of a source it cannot read.
pub fn variables(source: &str) -> Result<Vec<(String, Vec<String>)>, Vec<String>> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => out.push(id.name.to_owned()),
            InlineExpression::Placeable { expression } => expr(expression, out),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for a in &arguments.named {
                    inline(&a.value, out);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut Vec<String>) {
        match e {
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
            Expression::Inline(i) => inline(i, out),
        }
    }
    fn pattern(p: &Pattern<&str>, out: &mut Vec<String>) {
        for element in &p.elements {
            if let PatternElement::Placeable { expression } = element {
                expr(expression, out);
            }
        }
    }
    let resource = fluent_syntax::parser::parse(source)
        .map_err(|(_, errors)| errors.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    let mut all = Vec::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut vars = Vec::new();
        if let Some(v) = &value {
            pattern(v, &mut vars);
        }
        for a in &attributes {
            pattern(&a.value, &mut vars);
        }
        vars.sort();
        vars.dedup();
        all.push((id, vars));
    }
    all.sort();
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "hello = Hello, { $name }\n\
        gems = { $count ->\n    [one] { $count } Gem\n   *[other] { $count } Gems\n}\n\
        only-en = Only English\n\
        button = Go\n    .title = Go on\n";
    const FR: &str = "hello = Bonjour, { $name }\n\
        gems = { $count ->\n    [one] { $count } gemme\n   *[other] { $count } gemmes\n}\n\
        button = Aller\n    .title = Continuer\n";

    fn catalogue() -> Catalogue {
        Catalogue::new(&[(Lang::En, EN), (Lang::Fr, FR)]).unwrap()
    }

    #[test]
    fn plurals_follow_each_languages_rules() {
        let c = catalogue();
        let gems = |lang, n: u32| c.text(lang, "gems", &[("count", n.into())]);
        assert_eq!(gems(Lang::En, 0), "0 Gems");
        assert_eq!(gems(Lang::En, 1), "1 Gem");
        assert_eq!(gems(Lang::En, 2), "2 Gems");
        // French counts zero as one.
        assert_eq!(gems(Lang::Fr, 0), "0 gemme");
        assert_eq!(gems(Lang::Fr, 1), "1 gemme");
        assert_eq!(gems(Lang::Fr, 2), "2 gemmes");
    }

    #[test]
    fn names_come_without_isolation_marks_and_missing_messages_fall_back_to_english() {
        let c = catalogue();
        assert_eq!(
            c.text(Lang::Fr, "hello", &[("name", "Ann".into())]),
            "Bonjour, Ann"
        );
        assert_eq!(c.text(Lang::Fr, "only-en", &[]), "Only English");
        assert!(!c.has(Lang::Fr, "only-en"));
        assert_eq!(c.attribute(Lang::Fr, "button", "title", &[]), "Continuer");
    }

    #[test]
    fn a_source_that_does_not_parse_is_refused() {
        let err = Catalogue::new(&[(Lang::Fr, "hello = { $name\n")]).unwrap_err();
        assert_eq!(err.lang, Lang::Fr);
        assert!(!err.errors.is_empty());
    }

    #[test]
    fn ids_and_variables_are_listed() {
        assert_eq!(
            message_ids(EN).unwrap(),
            ["button", "button.title", "gems", "hello", "only-en"]
        );
        let vars = variables(EN).unwrap();
        assert!(vars.contains(&("gems".into(), vec!["count".into()])));
        assert!(vars.contains(&("hello".into(), vec!["name".into()])));
    }

    #[test]
    fn tags_locales_and_accept_language_are_read() {
        for tag in ["fr", "FR", "fr-CA", "fr_FR.UTF-8", "fr_BE@euro"] {
            assert_eq!(Lang::parse(tag), Some(Lang::Fr), "{tag}");
        }
        for tag in ["C", "POSIX", "de-DE", "", "f"] {
            assert_eq!(Lang::parse(tag), None, "{tag}");
        }
        assert_eq!(Lang::negotiate("de-DE,fr;q=0.8,en;q=0.5"), Lang::Fr);
        assert_eq!(Lang::negotiate("en;q=0.4, fr-CH;q=0.9"), Lang::Fr);
        assert_eq!(Lang::negotiate("fr;q=0, en"), Lang::En);
        assert_eq!(Lang::negotiate("de"), Lang::En);
        assert_eq!(Lang::negotiate(""), Lang::En);
    }
}
