//! Text one person sends that others see: display names and chat lines.
//!
//! Names are normalised (Unicode NFC, trimmed, inner whitespace runs collapsed to one space) and
//! refused when they hold anything that does not show as itself: control characters, format
//! characters (zero-width spaces and joiners, bidirectional overrides and isolates, the BOM),
//! private-use, surrogate and unassigned code points, line and paragraph separators, and the
//! blank "filler" letters that render as nothing. Two names clash when their NFKC forms agree
//! without regard to case, so `Ann`, `ANN` and the full-width `Ａｎｎ` are one name.
//!
//! Chat lines are normalised to NFC and lose every control and format character except the
//! zero-width joiner between two emoji (there it only glues them into one, it cannot reorder or
//! hide text; anywhere else it is dropped); a line with nothing visible left is refused.

use protocol::MAX_NAME_CHARS;
use unicode_normalization::UnicodeNormalization;
use unicode_properties::{
    GeneralCategory, GeneralCategoryGroup, UnicodeEmoji, UnicodeGeneralCategory,
};

/// The name every spectator's chat lines carry: no player may take it.
pub const SPECTATOR: &str = "spectator";

/// Why a display name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing visible once normalised, or longer than the limit.
    #[error("a name has 1 to {MAX_NAME_CHARS} visible characters")]
    Length,
    /// Holds a character that does not show as itself.
    #[error(
        "a name may not hold {0} (control, invisible, zero-width or text-direction characters)"
    )]
    Invisible(String),
    /// Starts with a combining mark, which would deform whatever is shown before it.
    #[error("a name may not start with a combining mark")]
    LeadingMark,
}

/// Letters that are assigned and printable by category but render as blank space.
fn blank_letter(c: char) -> bool {
    matches!(
        c,
        '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}' | '\u{034F}'
    ) || ('\u{180B}'..='\u{180F}').contains(&c)
}

/// Whether `c` never shows as itself: controls, format characters (zero-width, bidi), separators
/// other than spaces, private use, surrogates, unassigned, and blank letters.
fn invisible(c: char) -> bool {
    use GeneralCategory as G;
    matches!(
        c.general_category(),
        G::Control
            | G::Format
            | G::PrivateUse
            | G::Surrogate
            | G::Unassigned
            | G::LineSeparator
            | G::ParagraphSeparator
    ) || blank_letter(c)
}

fn describe(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// The canonical form of a display name, or why it is refused.
///
/// # Errors
/// See [`NameError`].
pub fn normalize_name(raw: &str) -> Result<String, NameError> {
    let nfc: String = raw.nfc().collect();
    if let Some(c) = nfc.chars().find(|c| invisible(*c)) {
        return Err(NameError::Invisible(describe(c)));
    }
    // Every kind of space (ASCII, no-break, ideographic…) counts as one space between words.
    let name = nfc.split_whitespace().collect::<Vec<_>>().join(" ");
    if name
        .chars()
        .next()
        .is_some_and(|c| c.general_category_group() == GeneralCategoryGroup::Mark)
    {
        return Err(NameError::LeadingMark);
    }
    let n = name.chars().count();
    if n == 0 || n > MAX_NAME_CHARS {
        return Err(NameError::Length);
    }
    Ok(name)
}

/// The key two names are compared by: NFKC, then lower case.
#[must_use]
pub fn name_key(name: &str) -> String {
    name.nfkc().collect::<String>().to_lowercase()
}

/// Whether `name` reads as the word every spectator's chat carries.
#[must_use]
pub fn is_reserved(name: &str) -> bool {
    name_key(name) == SPECTATOR
}

/// The zero-width joiner, which glues emoji into one (👨‍👩‍👧).
const ZWJ: char = '\u{200D}';

/// An emoji that may stand on either side of a joiner in an emoji sequence (not the ASCII digits,
/// `#` and `*`, which are emoji only as keycap bases).
fn pictographic(c: char) -> bool {
    !c.is_ascii() && c.is_emoji_char()
}

/// What may come right before a joiner in an emoji sequence: an emoji, its emoji presentation
/// selector (VS16) or a skin-tone modifier.
fn joins_after(c: char) -> bool {
    pictographic(c) || c == '\u{FE0F}' || ('\u{1F3FB}'..='\u{1F3FF}').contains(&c)
}

/// A chat line as relayed to others: NFC, with every control and format character removed (the
/// zero-width joiner of emoji sequences excepted). `None` when nothing visible is left.
#[must_use]
pub fn clean_chat(raw: &str) -> Option<String> {
    let kept: Vec<char> = raw
        .nfc()
        .filter(|&c| c == ZWJ || !invisible(c) || blank_letter(c))
        .collect();
    // A joiner stays only between two emoji (the first possibly with its presentation selector
    // or skin-tone modifier): anywhere else it could only join what should stay apart.
    let text: String = kept
        .iter()
        .enumerate()
        .filter(|&(i, &c)| {
            c != ZWJ
                || (i > 0
                    && joins_after(kept[i - 1])
                    && kept.get(i + 1).is_some_and(|&n| pictographic(n)))
        })
        .map(|(_, &c)| c)
        .collect();
    let visible = text
        .chars()
        .any(|c| !c.is_whitespace() && c != ZWJ && !blank_letter(c));
    visible.then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_normalised() {
        assert_eq!(normalize_name("  ann  ").unwrap(), "ann");
        assert_eq!(normalize_name("ann \u{3000}\u{A0} lee").unwrap(), "ann lee");
        // "é" as e + combining acute becomes the one precomposed character.
        assert_eq!(normalize_name("Re\u{301}my").unwrap(), "R\u{E9}my");
        assert_eq!(normalize_name("Zoë 🐉").unwrap(), "Zoë 🐉");
    }

    #[test]
    fn invisible_and_direction_characters_are_refused() {
        for bad in [
            "\u{200B}",
            "\u{200B}\u{200C}\u{200D}\u{2060}",
            "\u{FEFF}ann",
            "ann\u{202E}nib",
            "\u{2066}ann\u{2069}",
            "a\u{200F}b",
            "a\u{0}b",
            "a\nb",
            "a\u{7F}",
            "a\u{85}b",
            "a\u{2028}b",
            "\u{E000}x",
            "\u{3164}",
            "\u{115F}\u{1160}",
            "x\u{2800}",
            "a\u{AD}b",
        ] {
            assert!(
                matches!(normalize_name(bad), Err(NameError::Invisible(_))),
                "{bad:?} accepted"
            );
        }
        assert_eq!(normalize_name("   "), Err(NameError::Length));
        assert_eq!(normalize_name(""), Err(NameError::Length));
        assert_eq!(normalize_name(&"x".repeat(33)), Err(NameError::Length));
        assert!(normalize_name(&"x".repeat(32)).is_ok());
        assert_eq!(normalize_name("\u{301}ann"), Err(NameError::LeadingMark));
    }

    #[test]
    fn names_clash_without_regard_to_case_or_width() {
        assert_eq!(name_key("Ann"), name_key("aNN"));
        assert_eq!(name_key("\u{FF21}nn"), name_key("ann"));
        assert_ne!(name_key("ann"), name_key("anne"));
        assert!(is_reserved("Spectator"));
        assert!(!is_reserved("spectators"));
    }

    #[test]
    fn chat_loses_controls_and_direction_overrides() {
        assert_eq!(
            clean_chat("hi\u{202E}dlrow\u{1B}[2J\u{7}").as_deref(),
            Some("hidlrow[2J")
        );
        assert_eq!(clean_chat("a\tb\r\nc").as_deref(), Some("abc"));
        assert_eq!(
            clean_chat("👨\u{200D}👩\u{200D}👧").as_deref(),
            Some("👨\u{200D}👩\u{200D}👧")
        );
        // A skin tone and a presentation selector may precede the joiner.
        assert_eq!(
            clean_chat("👩🏽\u{200D}🚀 ❤\u{FE0F}\u{200D}🔥").as_deref(),
            Some("👩🏽\u{200D}🚀 ❤\u{FE0F}\u{200D}🔥")
        );
        // Anywhere else a joiner is dropped: between letters, at either end, beside a digit or
        // a space, doubled, or alone.
        assert_eq!(clean_chat("a\u{200D}b").as_deref(), Some("ab"));
        assert_eq!(clean_chat("\u{200D}hi\u{200D}").as_deref(), Some("hi"));
        assert_eq!(
            clean_chat("1\u{200D}😀 😀\u{200D} x").as_deref(),
            Some("1😀 😀 x")
        );
        assert_eq!(clean_chat("😀\u{200D}\u{200D}😀").as_deref(), Some("😀😀"));
        assert_eq!(clean_chat("\u{200D}"), None);
        assert_eq!(clean_chat("\u{200B}\u{202E}\n"), None);
        assert_eq!(clean_chat("   "), None);
        assert_eq!(clean_chat("\u{3164}"), None);
    }
}
