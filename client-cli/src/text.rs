//! Text that came from another person (names, chat, lobby codes, the server's error texts) is
//! cleaned before this client prints it: no control characters (a terminal would obey escape
//! sequences) and no bidirectional overrides or isolates (they reorder what follows on the line).
//! Every place that prints such text goes through [`clean`]. Also: plurals.

/// Whether `c` may not be printed as it is: a control character (C0, DEL, C1) or a
/// bidirectional-text control (embeddings, overrides, isolates, marks).
#[must_use]
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// `text` without control characters and bidirectional controls; a tab or a line break becomes
/// a space, so words stay apart.
#[must_use]
pub fn clean(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\t' | '\n' | '\r' => Some(' '),
            c if is_unsafe(c) => None,
            c => Some(c),
        })
        .collect()
}

/// `1 gem`, `2 gems`, `0 gems`: a count and a noun, plural unless the count is one.
#[must_use]
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Prints `lines` to standard output, each ending with a newline, and flushes; an error (a
/// reader that went away: `BrokenPipe`) is returned instead of panicking as `println!` would.
///
/// # Errors
/// Writing to standard output failed.
pub fn print_lines(lines: &[String]) -> std::io::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    for line in lines {
        writeln!(out, "{line}")?;
    }
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_bidi_characters_are_removed() {
        assert_eq!(clean("ann"), "ann");
        assert_eq!(clean("\u{1b}[2J\u{1b}]0;pwned\u{7}bob"), "[2J]0;pwnedbob");
        assert_eq!(clean("a\u{202E}gnp.exe"), "agnp.exe");
        assert_eq!(clean("x\u{2066}y\u{2069}\u{200F}z"), "xyz");
        assert_eq!(clean("two\nlines\tand\u{9b}c1"), "two lines andc1");
        assert_eq!(clean("\u{7f}Ünïcödé ♥ 🏰"), "Ünïcödé ♥ 🏰");
    }

    #[test]
    fn counts_are_singular_for_one_only() {
        assert_eq!(count(1u32, "gem"), "1 gem");
        assert_eq!(count(0u32, "gem"), "0 gems");
        assert_eq!(count(40u32, "gem"), "40 gems");
        assert_eq!(count(1u8, "square"), "1 square");
    }
}
