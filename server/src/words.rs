//! The server's own sentences in every language (`server/locales/<lang>/server.ftl`): the
//! notifications it sends and the names it gives computer players. What a game says is worded by
//! its engine and the protocol crate; a rejection's `message` stays English (clients word a
//! refusal from its code, PROTOCOL.md).

use std::sync::LazyLock;

use i18n::{Catalogue, Lang, Value};

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    Catalogue::new(&[
        (Lang::En, include_str!("../locales/en/server.ftl")),
        (Lang::Fr, include_str!("../locales/fr/server.ftl")),
    ])
    // The sources are built in, and `i18n/tests/catalogues.rs` parses them: a failure here is a
    // bug no release can have.
    .unwrap_or_else(|e| panic!("{e}"))
});

/// One message of the server's catalogue.
#[must_use]
pub fn text(lang: Lang, id: &str, args: &[(&str, Value<'_>)]) -> String {
    CATALOGUE.text(lang, id, args)
}
