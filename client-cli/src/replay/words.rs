//! Super Camelot in words, for the game screen and the replay: the engine's own sentences
//! (`super_camelot::words`, the wording the server sends the browser too), with the seats named
//! by this client's `name` function, in the language the player chose. A recorded event is told as the protocol tells it
//! ([`RevealedEvent::line`], the sentences of a game record's `lines`).

use protocol::RevealedEvent;
use super_camelot::{Action, Lang, Seat, View, VisibleEvent, words};

pub use super_camelot::words::{dice, face, slot};

/// The engine's names of the seats, from this client's names by seat number.
fn by_seat(name: &dyn Fn(u8) -> String) -> impl Fn(Seat) -> String + '_ {
    move |s: Seat| name(s.0)
}

/// The decision being asked for, with what is at stake, as the menu's heading (empty when
/// nobody is asked anything).
#[must_use]
pub fn prompt_text(lang: Lang, view: &View, name: &dyn Fn(u8) -> String) -> String {
    words::prompt(lang, view, &by_seat(name)).unwrap_or_default()
}

/// A choice in the menu, in the imperative, naming what it affects and what it needs:
/// "Attack north-east with the sword: the Dark Knight at E16 (2 Hits to kill)".
#[must_use]
pub fn choice(lang: Lang, a: &Action, view: &View, name: &dyn Fn(u8) -> String) -> String {
    words::choice(lang, a, view, &by_seat(name))
}

/// What a seat did, as a verb phrase after its name ("attacks north-east").
#[must_use]
pub fn action(lang: Lang, a: &Action, name: &dyn Fn(u8) -> String) -> String {
    words::action(lang, a, &by_seat(name))
}

/// One event as a live viewer saw it, as a sentence (a private one is the viewer's own).
#[must_use]
pub fn visible(lang: Lang, e: &VisibleEvent, name: &dyn Fn(u8) -> String) -> String {
    words::event(lang, e, &by_seat(name))
}

/// How a game began, from the view's first-player rolls: each roll ("ann rolls Star, Blank for
/// the first player"), then who plays first and why (the lines the browser's log begins with).
#[must_use]
pub fn first_player_lines(lang: Lang, view: &View, name: &dyn Fn(u8) -> String) -> Vec<String> {
    words::first_player_lines(lang, &view.first_player_rolls, &by_seat(name))
}

/// One recorded event as a sentence in `lang`; a private one says who alone saw it.
#[must_use]
pub fn revealed(lang: Lang, e: &RevealedEvent, name: &dyn Fn(u8) -> String) -> String {
    e.line(lang, name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn name(seat: u8) -> String {
        ["ann", "bob"]
            .get(usize::from(seat))
            .map_or_else(|| format!("seat {seat}"), |s| (*s).to_owned())
    }

    fn rev(v: serde_json::Value) -> RevealedEvent {
        serde_json::from_value(v).unwrap()
    }

    /// The wrappers name the seats with this client's names; the sentences themselves are the
    /// engine's (games/super-camelot/tests/words.rs pins them).
    #[test]
    fn the_terminal_tells_the_engines_sentences() {
        assert_eq!(
            action(
                Lang::En,
                &serde_json::from_value(json!({"type": "target", "seat": 1})).unwrap(),
                &name
            ),
            "sends the Enemy against bob"
        );
        let rolled = rev(
            json!({"form": "public", "event": {"type": "dice_rolled", "seat": 1,
            "purpose": "Attack", "faces": ["TwoHits", "Blank", "Star"]}}),
        );
        assert_eq!(
            revealed(Lang::En, &rolled, &name),
            "bob rolls 2 Hits, Blank, Star to attack"
        );
        let wallet = rev(json!({"form": "private", "seat": 0,
            "event": {"type": "wallet_changed", "gained": 5, "total": 12}}));
        assert_eq!(
            revealed(Lang::En, &wallet, &name),
            "ann gains 5 Gems (12 in all; seen by ann only)"
        );
        // Live, a private event is told to its owner in the second person.
        let mine = VisibleEvent::Private(super_camelot::PrivateEvent::WalletChanged {
            gained: 1,
            total: 3,
        });
        assert_eq!(
            visible(Lang::En, &mine, &name),
            "You gain 1 Gem (3 in all; only you see this)"
        );
        let moved: RevealedEvent = rev(json!({"form": "move", "move": "E6xE8",
            "position": "x", "captures": 1, "captured": ["E7"]}));
        assert_eq!(
            revealed(Lang::En, &moved, &name),
            "Plays E6xE8, capturing 1 piece"
        );
        assert_eq!(
            dice(
                Lang::En,
                &[super_camelot::Face::TwoHits, super_camelot::Face::Blank]
            ),
            "2 Hits, Blank"
        );
    }
}
