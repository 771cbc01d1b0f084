//! Super Camelot in words, in each [`Lang`]: the one wording of events, prompts and choices that
//! every client shows. The server renders each audience's sentences with it (the protocol's
//! `lines` and `prompt_line`), the terminal client calls it directly, and the browser shows what
//! the server sent; `web/test/sc-words.fixture.ts` pins the English sentences for both clients'
//! tests.
//!
//! The sentences live in Fluent catalogues, `locales/en/super-camelot.ftl` and
//! `locales/fr/super-camelot.ftl` (ids `sc-…`), compiled into the crate: each function here picks
//! the message and gives it its arguments (names, squares, counts), and the catalogue does the
//! rest (plurals, articles, word order). Every function takes the language first.
//!
//! Pure: no I/O. Seats are named by the caller's `name` function (the lobby's display names).
//! Sentences begin with a capital unless they begin with a name, which is shown as it is.
//! Die faces are written as the dice show them: `2 Hits`, `1 Hit`, `Blank`, `Star`, `Shield`,
//! `Gem` (in French `2 Touches`, `1 Touche`, `Blanc`, `Étoile`, `Bouclier`, `Gemme`).

use std::sync::LazyLock;

use i18n::{Catalogue, Lang, Value};

use crate::data::{self, TreasureValueRule};
use crate::event::{
    AttackKind, BlankUse, PrivateEvent, PublicEvent, RollPurpose, VisibleEvent, WinKind,
};
use crate::geometry::{Arc, Circle, Facing, Place, Slot, Square};
use crate::types::{
    Card, Character, EnemyKind, Face, Item, LootDeck, Object, RelicKind, Seat, SpecialKind,
    StarUse, Treasure,
};
use crate::{Action, Prompt, SquareView, TreasureState, View};

/// A seat's display name.
pub type Names<'a> = &'a dyn Fn(Seat) -> String;

/// Super Camelot's messages in every language.
static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    Catalogue::new(&[
        (Lang::En, include_str!("../locales/en/super-camelot.ftl")),
        (Lang::Fr, include_str!("../locales/fr/super-camelot.ftl")),
    ])
    .expect("the Super Camelot catalogues parse")
});

/// The message `id` in `lang`.
fn t(lang: Lang, id: &str, args: &[(&str, Value<'_>)]) -> String {
    CATALOGUE.text(lang, id, args)
}

/// The attribute `attr` of the message `id` in `lang`.
fn attr(lang: Lang, id: &str, attr: &str) -> String {
    CATALOGUE.attribute(lang, id, attr, &[])
}

/// `yes` or `no`, for a message's selector.
fn yes(b: bool) -> Value<'static> {
    if b { "yes" } else { "no" }.into()
}

/// The text with its first letter a capital: a noun phrase that begins a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// A seat's name as an owner (`ann's`, `d'ann`): `elide` tells a language that elides before a
/// vowel sound whether the name begins with one.
fn of(lang: Lang, name: &str) -> String {
    let elide = name.chars().next().is_some_and(|c| {
        c.to_lowercase()
            .all(|c| "aeiouyhàâäéèêëîïôöùûüÿæœ".contains(c))
    });
    t(
        lang,
        "sc-of",
        &[("name", name.into()), ("elide", yes(elide))],
    )
}

/// A noun that is counted: [`count`] writes it with its number, in the singular or the plural as
/// the language has it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Noun {
    /// `1 Gem`, `2 Gems`.
    Gem,
    /// `1 Hit`, `2 Hits`.
    Hit,
    /// `1 square`, `2 squares` (of a Move).
    Square,
    /// `1 draw`, `2 draws` (of Litter or Loot).
    Draw,
    /// `1 Action`, `2 Actions`.
    Action,
    /// `1 damage point`, `2 damage points`.
    DamagePoint,
}

/// `1 Gem`, `2 Gems`, `0 Gems` (in French `0 Gemme`): a count and a noun, in the plural form the
/// language gives the number.
#[must_use]
pub fn count(lang: Lang, n: impl Into<u64>, noun: Noun) -> String {
    let id = match noun {
        Noun::Gem => "sc-count-gems",
        Noun::Hit => "sc-count-hits",
        Noun::Square => "sc-count-squares",
        Noun::Draw => "sc-count-draws",
        Noun::Action => "sc-count-actions",
        Noun::DamagePoint => "sc-count-damage",
    };
    t(lang, id, &[("count", n.into().into())])
}

/// `A`, `A and B`, `A, B and C` (in French `A, B et C`).
#[must_use]
pub fn listed(lang: Lang, parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t(
            lang,
            "sc-list-and",
            &[
                ("init", init.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// `A or B or C` (in French `A ou B ou C`).
fn either(lang: Lang, parts: &[String]) -> String {
    parts
        .iter()
        .cloned()
        .reduce(|first, second| {
            t(
                lang,
                "sc-list-or",
                &[("first", first.into()), ("second", second.into())],
            )
        })
        .unwrap_or_default()
}

const fn item_id(i: Item) -> &'static str {
    match i {
        Item::GreenGem => "sc-item-green-gem",
        Item::BlueGem => "sc-item-blue-gem",
        Item::Bomb => "sc-item-bomb",
        Item::SmallKey => "sc-item-small-key",
    }
}

/// An Item as printed: `Green Gem`.
#[must_use]
pub fn item(lang: Lang, i: Item) -> String {
    t(lang, item_id(i), &[])
}

/// An Item with its indefinite article: `a Green Gem`, `une Gemme verte`.
fn an_item(lang: Lang, i: Item) -> String {
    attr(lang, item_id(i), "a")
}

const fn treasure_id(t: Treasure) -> &'static str {
    match t {
        Treasure::Magnet => "sc-treasure-magnet",
        Treasure::RoyalShield => "sc-treasure-royal-shield",
        Treasure::RacingBoots => "sc-treasure-racing-boots",
        Treasure::PowerGauntlet => "sc-treasure-power-gauntlet",
        Treasure::HuntingBow => "sc-treasure-hunting-bow",
        Treasure::Greatsword => "sc-treasure-greatsword",
        Treasure::Shovel => "sc-treasure-shovel",
    }
}

/// A Small Treasure as printed: `Power Gauntlet`.
#[must_use]
pub fn treasure(lang: Lang, tr: Treasure) -> String {
    t(lang, treasure_id(tr), &[])
}

/// A Small Treasure with its definite article: `the Magnet`, `l'Aimant`.
fn the_treasure(lang: Lang, tr: Treasure) -> String {
    attr(lang, treasure_id(tr), "the")
}

/// A card as printed: `Health Potion`.
#[must_use]
pub fn card(lang: Lang, c: Card) -> String {
    let id = match c {
        Card::HealthPotion => "sc-card-health-potion",
        Card::GrailWater => "sc-card-grail-water",
        Card::SpeedPotion => "sc-card-speed-potion",
        Card::GreenGem => "sc-card-green-gem",
        Card::BlueGem => "sc-card-blue-gem",
        Card::Bomb => "sc-card-bomb",
        Card::SmallKey => "sc-card-small-key",
        Card::DarkKnight => "sc-card-dark-knight",
    };
    t(lang, id, &[])
}

const fn enemy_id(kind: Option<EnemyKind>) -> &'static str {
    match kind {
        Some(EnemyKind::CarnivorousPlant) => "sc-enemy-carnivorous-plant",
        Some(EnemyKind::Mimic) => "sc-enemy-mimic",
        Some(EnemyKind::DarkKnight) => "sc-enemy-dark-knight",
        None => "sc-enemy-unknown",
    }
}

/// An Enemy as printed: `Dark Knight`.
#[must_use]
pub fn enemy(lang: Lang, kind: EnemyKind) -> String {
    t(lang, enemy_id(Some(kind)), &[])
}

/// An Enemy (of a kind not known: `None`) with its indefinite article: `a Dark Knight`.
fn an_enemy(lang: Lang, kind: Option<EnemyKind>) -> String {
    attr(lang, enemy_id(kind), "a")
}

/// An Enemy (of a kind not known: `None`) with its definite article: `the Dark Knight`.
fn the_enemy(lang: Lang, kind: Option<EnemyKind>) -> String {
    attr(lang, enemy_id(kind), "the")
}

/// A Character as printed: `Gwenivere` (in French `Guenièvre`).
#[must_use]
pub fn character(lang: Lang, c: Character) -> String {
    let key = match c {
        Character::Arthur => "arthur",
        Character::Gwenivere => "gwenivere",
        Character::Lancelot => "lancelot",
        Character::Percival => "percival",
        Character::Kay => "kay",
        Character::Merlin => "merlin",
    };
    t(lang, "sc-character", &[("character", key.into())])
}

const fn deck_key(d: LootDeck) -> &'static str {
    match d {
        LootDeck::Litter => "litter",
        LootDeck::SmallLoot => "small-loot",
        LootDeck::BigLoot => "big-loot",
    }
}

/// A die face: `2 Hits`, `1 Hit`, `Blank`, `Star`, `Shield`, `Gem`.
#[must_use]
pub fn face(lang: Lang, f: Face) -> String {
    let key = match f {
        Face::TwoHits => "two-hits",
        Face::OneHit => "one-hit",
        Face::Blank => "blank",
        Face::Star => "star",
        Face::Shield => "shield",
        Face::Gem => "gem",
    };
    t(lang, "sc-face", &[("face", key.into())])
}

/// Dice: `2 Hits, Blank, Star`.
#[must_use]
pub fn dice(lang: Lang, faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| face(lang, *f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who plays first and why, from the view's `first_player_rolls` (rounds of one roll per seat; a
/// seat left out of a tie-break round has no faces): `ann rolled the most Stars (2) and plays
/// first`. `None` before the rolls, or while the last round is still tied. The browser's log says
/// the same (web/src/games/super-camelot/log.ts).
#[must_use]
pub fn first_player(lang: Lang, rounds: &[Vec<Vec<Face>>], name: Names<'_>) -> Option<String> {
    let last = rounds.last()?;
    let stars: Vec<Option<usize>> = last
        .iter()
        .map(|faces| {
            (!faces.is_empty()).then(|| faces.iter().filter(|f| **f == Face::Star).count())
        })
        .collect();
    let most = stars.iter().flatten().copied().max()?;
    let mut best = stars
        .iter()
        .enumerate()
        .filter(|(_, s)| **s == Some(most))
        .map(|(i, _)| i);
    let first = best.next()?;
    if best.next().is_some() {
        return None;
    }
    let seat = Seat(u8::try_from(first).ok()?);
    Some(t(
        lang,
        "sc-first-player",
        &[("name", name(seat).into()), ("stars", most.into())],
    ))
}

/// How a game began, from the view's `first_player_rolls`: each roll (`ann rolls Star, Blank
/// for the first player`, a tie-break round's marked `(tie: again)`), then [`first_player`].
#[must_use]
pub fn first_player_lines(lang: Lang, rounds: &[Vec<Vec<Face>>], name: Names<'_>) -> Vec<String> {
    let mut lines = Vec::new();
    for (r, round) in rounds.iter().enumerate() {
        for (seat, faces) in round.iter().enumerate() {
            let Ok(seat) = u8::try_from(seat) else {
                continue;
            };
            if faces.is_empty() {
                continue;
            }
            lines.push(t(
                lang,
                "sc-first-player-roll",
                &[
                    ("name", name(Seat(seat)).into()),
                    ("dice", dice(lang, faces).into()),
                    ("again", yes(r > 0)),
                ],
            ));
        }
    }
    lines.extend(first_player(lang, rounds, name));
    lines
}

/// What a Star is counted as: `1 Hit`, `2 Hits`, `a Gem`.
#[must_use]
pub fn star_use(lang: Lang, u: StarUse) -> String {
    let key = match u {
        StarUse::OneHit => "one-hit",
        StarUse::TwoHits => "two-hits",
        StarUse::Gem => "gem",
    };
    t(lang, "sc-star-use", &[("use", key.into())])
}

const fn facing_key(f: Facing) -> &'static str {
    match f {
        Facing::N => "n",
        Facing::NE => "ne",
        Facing::E => "e",
        Facing::SE => "se",
        Facing::S => "s",
        Facing::SW => "sw",
        Facing::W => "w",
        Facing::NW => "nw",
    }
}

/// A compass facing: `north-east`.
#[must_use]
pub fn facing(lang: Lang, f: Facing) -> String {
    t(lang, "sc-facing", &[("facing", facing_key(f).into())])
}

/// A sword arc by its middle diagonal: `north-east`.
#[must_use]
pub fn arc(lang: Lang, a: Arc) -> String {
    let key = match a {
        Arc::NorthEast => "ne",
        Arc::SouthEast => "se",
        Arc::SouthWest => "sw",
        Arc::NorthWest => "nw",
    };
    t(lang, "sc-facing", &[("facing", key.into())])
}

/// A tile slot as the squares it covers: `M1–R6`.
#[must_use]
pub fn slot(lang: Lang, s: Slot) -> String {
    let corner = |d: u8| {
        s.row
            .checked_mul(6)
            .zip(s.col.checked_mul(6))
            .and_then(|(r, c)| Square::new(r.checked_add(d)?, c.checked_add(d)?))
            .map_or_else(|| format!("{s}"), |q| q.to_string())
    };
    t(
        lang,
        "sc-slot",
        &[("first", corner(0).into()), ("last", corner(5).into())],
    )
}

/// `the North circle`.
#[must_use]
pub fn circle(lang: Lang, c: Circle) -> String {
    let key = match c {
        Circle::North => "north",
        Circle::East => "east",
        Circle::South => "south",
        Circle::West => "west",
    };
    t(lang, "sc-circle", &[("circle", key.into())])
}

/// A square (`L10`) or a circle (`the North circle`).
#[must_use]
pub fn place(lang: Lang, p: Place) -> String {
    match p {
        Place::Circle(c) => circle(lang, c),
        Place::Square(sq) => sq.to_string(),
    }
}

/// What a Special Item stack holds: `the Big Key`, `the Fire Relic`; `a Special Item` when it is
/// not known.
fn special(lang: Lang, kind: Option<SpecialKind>) -> String {
    let key = match kind {
        Some(SpecialKind::BigKey) => "big-key",
        Some(SpecialKind::Relic(RelicKind::Fire)) => "fire",
        Some(SpecialKind::Relic(RelicKind::Water)) => "water",
        Some(SpecialKind::Relic(RelicKind::Wind)) => "wind",
        None => "other",
    };
    t(lang, "sc-special", &[("special", key.into())])
}

/// A Map Tile's printed name in `lang`, by its id (`U01`); `name`, the name the event carries,
/// for a tile the catalogue does not know.
fn tile_name(lang: Lang, id: &str, name: &str) -> String {
    let message = format!("sc-tile-{}", id.to_ascii_lowercase());
    if CATALOGUE.has(Lang::En, &message) {
        t(lang, &message, &[])
    } else {
        name.to_owned()
    }
}

// --- Events ---------------------------------------------------------------------------------

/// One event as the live viewer it was sent to reads it: a private one is that viewer's own
/// ("You gain…").
#[must_use]
pub fn event(lang: Lang, e: &VisibleEvent, name: Names<'_>) -> String {
    match e {
        VisibleEvent::Public(e) => public(lang, e, name),
        VisibleEvent::Private(e) => private(lang, e, None, name),
    }
}

/// A private event: the viewer's own (`owner` is `None`: "You gain 5 Gems…, only you see
/// this"), or, in a game's record, `owner`'s ("bob gains 5 Gems…, seen by bob only").
#[must_use]
pub fn private(lang: Lang, e: &PrivateEvent, owner: Option<Seat>, name: Names<'_>) -> String {
    let owner = owner.map(name);
    match e {
        PrivateEvent::WalletChanged { gained, total } => {
            let gems = count(lang, *gained, Noun::Gem).into();
            match owner {
                Some(who) => t(
                    lang,
                    "sc-event-wallet-changed",
                    &[
                        ("name", who.into()),
                        ("gems", gems),
                        ("total", (*total).into()),
                    ],
                ),
                None => t(
                    lang,
                    "sc-event-wallet-changed-own",
                    &[("gems", gems), ("total", (*total).into())],
                ),
            }
        }
        PrivateEvent::BigTreasure {
            gems,
            with_small_treasure,
        } => {
            let gems = count(lang, *gems, Noun::Gem).into();
            let small = yes(*with_small_treasure);
            match owner {
                Some(who) => t(
                    lang,
                    "sc-event-big-treasure",
                    &[
                        ("of", of(lang, &who).into()),
                        ("name", who.into()),
                        ("gems", gems),
                        ("small", small),
                    ],
                ),
                None => t(
                    lang,
                    "sc-event-big-treasure-own",
                    &[("gems", gems), ("small", small)],
                ),
            }
        }
    }
}

/// A public event.
#[allow(clippy::too_many_lines)] // one arm per event, nothing to factor
#[must_use]
pub fn public(lang: Lang, e: &PublicEvent, name: Names<'_>) -> String {
    let n = |seat: &Seat| -> Value<'static> { name(*seat).into() };
    let sq = |square: &Square| -> Value<'static> { square.to_string().into() };
    // A sentence whose only argument is a seat's name.
    let named = |id: &str, seat: &Seat| t(lang, id, &[("name", n(seat))]);
    // A sentence whose only argument is a square.
    let at = |id: &str, square: &Square| t(lang, id, &[("square", sq(square))]);
    match e {
        PublicEvent::TurnStarted { seat, turn } => t(
            lang,
            "sc-event-turn-started",
            &[("turn", (*turn).into()), ("name", n(seat))],
        ),
        PublicEvent::TurnSkipped { seat } => named("sc-event-turn-skipped", seat),
        PublicEvent::Placed { seat, circle: c } => t(
            lang,
            "sc-event-placed",
            &[("name", n(seat)), ("circle", circle(lang, *c).into())],
        ),
        PublicEvent::MoveStarted {
            seat,
            squares,
            free,
        } => t(
            lang,
            "sc-event-move-started",
            &[
                ("name", n(seat)),
                ("squares", count(lang, *squares, Noun::Square).into()),
                ("free", yes(*free)),
            ],
        ),
        PublicEvent::Stepped { seat, from, to } => t(
            lang,
            "sc-event-stepped",
            &[
                ("name", n(seat)),
                ("from", place(lang, *from).into()),
                ("to", place(lang, *to).into()),
            ],
        ),
        PublicEvent::MoveEnded { seat } => named("sc-event-move-ended", seat),
        PublicEvent::StepUndone { seat, from, to } => t(
            lang,
            "sc-event-step-undone",
            &[
                ("name", n(seat)),
                ("from", place(lang, *from).into()),
                ("to", place(lang, *to).into()),
            ],
        ),
        PublicEvent::TileExplored {
            slot: s,
            tile,
            name: tile_printed,
        } => t(
            lang,
            "sc-event-tile-explored",
            &[
                ("tile", tile_name(lang, tile, tile_printed).into()),
                ("slot", slot(lang, *s).into()),
            ],
        ),
        PublicEvent::ExploreEntryBlocked { square } => at("sc-event-explore-entry-blocked", square),
        PublicEvent::TilePopulated { slot: s } => t(
            lang,
            "sc-event-tile-populated",
            &[("slot", slot(lang, *s).into())],
        ),
        PublicEvent::TileDepopulated { slot: s } => t(
            lang,
            "sc-event-tile-depopulated",
            &[("slot", slot(lang, *s).into())],
        ),
        PublicEvent::ItemCollected {
            seat,
            item: i,
            square,
            magnet,
        } => t(
            lang,
            "sc-event-item-collected",
            &[
                ("name", n(seat)),
                ("item", an_item(lang, *i).into()),
                ("square", sq(square)),
                ("magnet", yes(*magnet)),
            ],
        ),
        PublicEvent::ItemDropped { item: i, square } => t(
            lang,
            "sc-event-item-dropped",
            &[
                ("item", capitalised(&an_item(lang, *i)).into()),
                ("square", sq(square)),
            ],
        ),
        PublicEvent::SupplyEmpty { item: i } => t(
            lang,
            "sc-event-supply-empty",
            &[("item", item(lang, *i).into())],
        ),
        PublicEvent::ChestOpened { seat, chest, big } => t(
            lang,
            "sc-event-chest-opened",
            &[("name", n(seat)), ("square", sq(chest)), ("big", yes(*big))],
        ),
        PublicEvent::TreasureGained { seat, treasure: tr } => t(
            lang,
            "sc-event-treasure-gained",
            &[
                ("name", n(seat)),
                ("treasure", the_treasure(lang, *tr).into()),
            ],
        ),
        PublicEvent::BigTreasureDrawn { seat } => named("sc-event-big-treasure-drawn", seat),
        PublicEvent::GemsGained { seat } => named("sc-event-gems-gained", seat),
        PublicEvent::SpecialPickedUp { seat, kind } => t(
            lang,
            "sc-event-special-picked-up",
            &[
                ("name", n(seat)),
                ("special", special(lang, Some(*kind)).into()),
            ],
        ),
        PublicEvent::AttackMade {
            seat,
            kind,
            squares,
        } => {
            let weapon = match kind {
                AttackKind::Sword => "sword",
                AttackKind::Bomb => "bomb",
                AttackKind::Bow => "bow",
            };
            let squares: Vec<String> = squares.iter().map(ToString::to_string).collect();
            t(
                lang,
                "sc-event-attack-made",
                &[
                    ("name", n(seat)),
                    ("squares", squares.join(" ").into()),
                    ("weapon", weapon.into()),
                ],
            )
        }
        PublicEvent::DiceRolled {
            seat,
            purpose,
            faces,
        } => {
            let purpose = match purpose {
                RollPurpose::FirstPlayer => "first-player",
                RollPurpose::Attack => "attack",
                RollPurpose::Defence => "defence",
            };
            t(
                lang,
                "sc-event-dice-rolled",
                &[
                    ("name", n(seat)),
                    ("dice", dice(lang, faces).into()),
                    ("purpose", purpose.into()),
                ],
            )
        }
        PublicEvent::Rerolled { die, face: f } => t(
            lang,
            "sc-event-rerolled",
            &[
                ("die", (u32::from(*die) + 1).into()),
                ("face", face(lang, *f).into()),
            ],
        ),
        PublicEvent::StarConverted { into } => t(
            lang,
            "sc-event-star-converted",
            &[("use", star_use(lang, *into).into())],
        ),
        PublicEvent::StarsCountedAsGems { seat, count } => t(
            lang,
            "sc-event-stars-counted-as-gems",
            &[
                ("of", of(lang, &name(*seat)).into()),
                ("count", (*count).into()),
            ],
        ),
        PublicEvent::BlanksCounted { seat, count, into } => {
            let into = match into {
                BlankUse::OneHit => "hit",
                BlankUse::Gem => "gem",
            };
            t(
                lang,
                "sc-event-blanks-counted",
                &[
                    ("of", of(lang, &name(*seat)).into()),
                    ("count", (*count).into()),
                    ("into", into.into()),
                ],
            )
        }
        PublicEvent::BombSpared { seat } => named("sc-event-bomb-spared", seat),
        PublicEvent::RockBroken { seat, square } => t(
            lang,
            "sc-event-rock-broken",
            &[
                ("of", of(lang, &name(*seat)).into()),
                ("square", sq(square)),
            ],
        ),
        PublicEvent::BushCut { square } => at("sc-event-bush-cut", square),
        PublicEvent::EnemyKilled { square, kind } => t(
            lang,
            "sc-event-enemy-killed",
            &[
                ("enemy", capitalised(&an_enemy(lang, Some(*kind))).into()),
                ("square", sq(square)),
            ],
        ),
        PublicEvent::CardDrawn {
            seat,
            deck: d,
            card: c,
        } => t(
            lang,
            "sc-event-card-drawn",
            &[
                ("name", n(seat)),
                ("card", card(lang, *c).into()),
                ("deck", deck_key(*d).into()),
            ],
        ),
        PublicEvent::DeckReshuffled { deck: d } => t(
            lang,
            "sc-event-deck-reshuffled",
            &[("deck", deck_key(*d).into())],
        ),
        PublicEvent::Healed { seat, health } => t(
            lang,
            "sc-event-healed",
            &[("name", n(seat)), ("health", (*health).into())],
        ),
        PublicEvent::DarkKnightAppeared { square } => at("sc-event-dark-knight-appeared", square),
        PublicEvent::SpeedPotionDeclined { seat } => named("sc-event-speed-potion-declined", seat),
        PublicEvent::EnemyActivated {
            square,
            kind,
            target,
        } => t(
            lang,
            "sc-event-enemy-activated",
            &[
                ("enemy", capitalised(&the_enemy(lang, Some(*kind))).into()),
                ("square", sq(square)),
                ("target", n(target)),
            ],
        ),
        PublicEvent::EnemyMoved { from, to } => t(
            lang,
            "sc-event-enemy-moved",
            &[("from", sq(from)), ("to", sq(to))],
        ),
        PublicEvent::PlantTurned { square, facing: f } => t(
            lang,
            "sc-event-plant-turned",
            &[("square", sq(square)), ("facing", facing_key(*f).into())],
        ),
        PublicEvent::TreasureStolen { seat, treasure: tr } => t(
            lang,
            "sc-event-treasure-stolen",
            &[
                ("of", of(lang, &name(*seat)).into()),
                ("treasure", attr(lang, treasure_id(*tr), "possessed").into()),
            ],
        ),
        PublicEvent::TreasureRecovered { seat, treasure: tr } => t(
            lang,
            "sc-event-treasure-recovered",
            &[
                ("name", n(seat)),
                ("treasure", the_treasure(lang, *tr).into()),
            ],
        ),
        PublicEvent::Defended { seat, by } => {
            let by = match by {
                Face::Star => "star",
                Face::Gem => "gem",
                _ => "shield",
            };
            t(
                lang,
                "sc-event-defended",
                &[("name", n(seat)), ("by", by.into())],
            )
        }
        PublicEvent::Damaged {
            seat,
            amount,
            health,
        } => t(
            lang,
            "sc-event-damaged",
            &[
                ("name", n(seat)),
                ("damage", count(lang, *amount, Noun::DamagePoint).into()),
                ("health", (*health).into()),
            ],
        ),
        PublicEvent::PassedOut { seat } => named("sc-event-passed-out", seat),
        PublicEvent::Resigned { seat } => named("sc-event-resigned", seat),
        PublicEvent::GrailClaimed { seat } => named("sc-event-grail-claimed", seat),
        PublicEvent::GameOver {
            outcome,
            gem_totals,
        } => {
            let by = match outcome.by {
                WinKind::Grail => "grail",
                WinKind::Gems => "gems",
                WinKind::Resignation => "resignation",
            };
            let totals: Vec<String> = gem_totals
                .iter()
                .enumerate()
                .map(|(seat, gems)| {
                    format!(
                        "{} {gems}",
                        name(Seat(u8::try_from(seat).unwrap_or(u8::MAX)))
                    )
                })
                .collect();
            t(
                lang,
                "sc-event-game-over",
                &[
                    ("winner", n(&outcome.winner)),
                    ("by", by.into()),
                    ("totals", totals.join(", ").into()),
                ],
            )
        }
    }
}

/// What a seat did, as a verb phrase after its name: `attacks north-east`, `ends the turn`.
#[must_use]
pub fn action(lang: Lang, a: &Action, name: Names<'_>) -> String {
    let plain = |id: &str| t(lang, id, &[]);
    let at = |id: &str, square: Square| t(lang, id, &[("square", square.to_string().into())]);
    match *a {
        Action::PlaceOnCircle { circle: c } => t(
            lang,
            "sc-action-place",
            &[("circle", circle(lang, c).into())],
        ),
        Action::Move => plain("sc-action-move"),
        Action::Step {
            to: Place::Square(to),
        } => at("sc-action-step-square", to),
        Action::Step {
            to: Place::Circle(c),
        } => t(
            lang,
            "sc-action-step-circle",
            &[("circle", circle(lang, c).into())],
        ),
        Action::StopMoving => plain("sc-action-stop-moving"),
        Action::UndoStep => plain("sc-action-undo-step"),
        Action::Attack { arc: a } => t(lang, "sc-action-attack", &[("arc", arc(lang, a).into())]),
        Action::Bomb { corner } => at("sc-action-bomb", corner),
        Action::Bow { target } => at("sc-action-bow", target),
        Action::OpenChest { chest } => at("sc-action-open-chest", chest),
        Action::PickUp { stack } => at("sc-action-pick-up", stack),
        Action::ClaimGrail => plain("sc-action-claim-grail"),
        Action::Dig => plain("sc-action-dig"),
        Action::EndTurn => plain("sc-action-end-turn"),
        Action::Reroll { die } => t(
            lang,
            "sc-action-reroll",
            &[("die", (u32::from(die) + 1).into())],
        ),
        Action::KeepRoll => plain("sc-action-keep-roll"),
        Action::ConvertStar { into } => t(
            lang,
            "sc-action-convert-star",
            &[("use", star_use(lang, into).into())],
        ),
        Action::Kill { target } => at("sc-action-kill", target),
        Action::DrawFor { square } => at("sc-action-draw-for", square),
        Action::DeclineSpeedPotion => plain("sc-action-decline-speed-potion"),
        Action::Activate { enemy } => at("sc-action-activate", enemy),
        Action::Target { seat } => t(lang, "sc-action-target", &[("target", name(seat).into())]),
        Action::KnightTo { square } => at("sc-action-knight-to", square),
        Action::Surrender { treasure } => t(
            lang,
            "sc-action-surrender",
            &[("index", (u32::from(treasure) + 1).into())],
        ),
    }
}

// --- The decision under way, and what each choice puts at stake ------------------------------

fn cell(view: &View, sq: Square) -> Option<&SquareView> {
    view.squares.iter().find(|c| c.square == sq)
}

fn kind_at(view: &View, sq: Square) -> Option<EnemyKind> {
    cell(view, sq).and_then(|c| c.enemy).map(|e| e.kind)
}

/// `the Dark Knight at E16`; `the Enemy at E16` when its kind is not known.
fn the_enemy_at(lang: Lang, kind: Option<EnemyKind>, sq: Square) -> String {
    t(
        lang,
        "sc-enemy-at",
        &[
            ("enemy", the_enemy(lang, kind).into()),
            ("square", sq.to_string().into()),
        ],
    )
}

/// `the Dark Knight at E16 (2 Hits to kill)`.
fn enemy_at(lang: Lang, view: &View, sq: Square) -> Option<String> {
    let e = cell(view, sq)?.enemy?;
    Some(t(
        lang,
        "sc-enemy-at-health",
        &[
            ("enemy", the_enemy(lang, Some(e.kind)).into()),
            ("square", sq.to_string().into()),
            ("hits", count(lang, e.health, Noun::Hit).into()),
        ],
    ))
}

fn health_at(view: &View, sq: Square) -> u8 {
    cell(view, sq).and_then(|c| c.enemy).map_or(0, |e| e.health)
}

fn bush_at(view: &View, sq: Square) -> bool {
    cell(view, sq).is_some_and(|c| c.object == Some(Object::Bush))
}

/// The squares of a sword arc, on the attacker's own tile only (squares on other tiles are not
/// hit): 3 squares, or 5 with the Greatsword. Geometry, not words: no language.
#[must_use]
pub fn arc_squares(from: Square, a: Arc, greatsword: bool) -> Vec<Square> {
    a.offsets(greatsword)
        .into_iter()
        .filter_map(|(dr, dc)| from.offset(dr, dc))
        .filter(|sq| sq.slot() == from.slot())
        .collect()
}

/// The block a Bomb hits, from its north-west corner (row by row). Geometry, not words: no
/// language.
#[must_use]
pub fn bomb_block(corner: Square) -> Vec<Square> {
    let n = data::BOMB_BLOCK as i32;
    (0..n)
        .flat_map(|r| (0..n).filter_map(move |c| corner.offset(r, c)))
        .collect()
}

/// What a sword arc or a Bomb's block holds: Enemies with their health, then Bushes.
fn struck(lang: Lang, view: &View, squares: &[Square]) -> Vec<String> {
    let mut out: Vec<String> = squares
        .iter()
        .filter_map(|sq| enemy_at(lang, view, *sq))
        .collect();
    out.extend(
        squares
            .iter()
            .filter(|sq| bush_at(view, **sq))
            .map(|sq| t(lang, "sc-bush-at", &[("square", sq.to_string().into())])),
    );
    out
}

fn has_face_up(view: &View, seat: Seat, tr: Treasure) -> bool {
    view.players.get(usize::from(seat.0)).is_some_and(|p| {
        p.treasures
            .iter()
            .any(|h| h.treasure == tr && h.state == TreasureState::FaceUp)
    })
}

/// The Enemies the attack under way can still kill, with their health.
fn fight(lang: Lang, view: &View) -> String {
    let targets: Vec<String> = view
        .attack
        .iter()
        .flat_map(|a| a.targets.iter().filter_map(|sq| enemy_at(lang, view, *sq)))
        .collect();
    listed(lang, &targets)
}

/// The decision being asked for, with what is at stake (the fight, the dice), as the seat that
/// must decide reads it; `None` when nobody is asked anything.
#[must_use]
pub fn prompt(lang: Lang, view: &View, name: Names<'_>) -> Option<String> {
    let pending = view.pending.as_ref()?;
    let against = |text: String| {
        let f = fight(lang, view);
        if f.is_empty() {
            text
        } else {
            t(
                lang,
                "sc-prompt-against",
                &[("prompt", text.into()), ("fight", f.into())],
            )
        }
    };
    let plain = |id: &str| t(lang, id, &[]);
    let at = |id: &str, square: Square| t(lang, id, &[("square", square.to_string().into())]);
    Some(match &pending.prompt {
        Prompt::PlaceCharacter => plain("sc-prompt-place"),
        Prompt::TakeAction { actions_left } => t(
            lang,
            "sc-prompt-take-action",
            &[("left", (*actions_left).into())],
        ),
        Prompt::ContinueMove {
            squares_left,
            must_enter,
        } => t(
            lang,
            "sc-prompt-continue-move",
            &[
                ("count", (*squares_left).into()),
                ("enter", yes(must_enter.is_some())),
                (
                    "slot",
                    must_enter.map(|s| slot(lang, s)).unwrap_or_default().into(),
                ),
            ],
        ),
        Prompt::Reroll { dice: d } => against(t(
            lang,
            "sc-prompt-reroll",
            &[("dice", dice(lang, d).into())],
        )),
        Prompt::ConvertStar { dice: d } => {
            let (hits, stars) = view
                .attack
                .as_ref()
                .map_or((0, 1), |a| (a.hits, a.stars_left));
            against(t(
                lang,
                "sc-prompt-convert-star",
                &[
                    ("dice", dice(lang, d).into()),
                    ("more", yes(stars > 1)),
                    ("stars", stars.into()),
                    ("hits", count(lang, hits, Noun::Hit).into()),
                ],
            ))
        }
        Prompt::AssignHits { hits_left } => t(
            lang,
            "sc-prompt-assign-hits",
            &[("hits", count(lang, *hits_left, Noun::Hit).into())],
        ),
        Prompt::ChooseLitter { draws_left } => t(
            lang,
            "sc-prompt-choose-litter",
            &[("count", (*draws_left).into())],
        ),
        Prompt::ChooseLoot { draws_left } => t(
            lang,
            "sc-prompt-choose-loot",
            &[("count", (*draws_left).into())],
        ),
        Prompt::SpeedPotion => plain("sc-prompt-speed-potion"),
        Prompt::ChooseEnemy { .. } => plain("sc-prompt-choose-enemy"),
        Prompt::ChooseTarget { enemy, options } => {
            let who: Vec<String> = options.iter().map(|s| name(*s)).collect();
            t(
                lang,
                "sc-prompt-choose-target",
                &[
                    ("square", enemy.to_string().into()),
                    ("options", either(lang, &who).into()),
                ],
            )
        }
        Prompt::ChooseKnightSquare { enemy, .. } => at("sc-prompt-knight-square", *enemy),
        Prompt::ChooseStolenTreasure { mimic } => at("sc-prompt-stolen-treasure", *mimic),
    })
}

/// What stepping onto `to` does besides moving there.
fn step_effects(lang: Lang, view: &View, seat: Seat, to: Square) -> Vec<String> {
    let at = to.slot();
    let mut out = Vec::new();
    match view.tiles.iter().find(|tile| tile.slot == at) {
        None => out.push(t(lang, "sc-step-explores", &[])),
        Some(tile) if !tile.populated => out.push(t(lang, "sc-step-wakes", &[])),
        Some(_) => {}
    }
    if let Some(c) = cell(view, to) {
        if c.object == Some(Object::Rock) && has_face_up(view, seat, Treasure::PowerGauntlet) {
            out.push(t(lang, "sc-step-breaks-rock", &[]));
        }
        if !c.items.is_empty() {
            let items: Vec<String> = c.items.iter().map(|i| an_item(lang, *i)).collect();
            out.push(t(
                lang,
                "sc-step-picks-up",
                &[("items", listed(lang, &items).into())],
            ));
        }
    }
    out
}

fn direction(from: Square, to: Square) -> Option<&'static str> {
    match (
        i32::from(to.row) - i32::from(from.row),
        i32::from(to.col) - i32::from(from.col),
    ) {
        (-1, 0) => Some("n"),
        (1, 0) => Some("s"),
        (0, 1) => Some("e"),
        (0, -1) => Some("w"),
        _ => None,
    }
}

fn with_effects(lang: Lang, label: String, effects: &[String]) -> String {
    if effects.is_empty() {
        label
    } else {
        t(
            lang,
            "sc-choice-with",
            &[
                ("label", label.into()),
                ("effects", listed(lang, effects).into()),
            ],
        )
    }
}

/// A choice of the deciding seat, in the imperative, naming what it affects and what it needs:
/// "Attack north-east with the sword: the Dark Knight at E16 (2 Hits to kill)".
#[allow(clippy::too_many_lines)] // one arm per action
#[must_use]
pub fn choice(lang: Lang, a: &Action, view: &View, name: Names<'_>) -> String {
    let seat = view.pending.as_ref().map_or(view.active, |d| d.seat);
    let me = view.players.get(usize::from(seat.0));
    let here = me.and_then(|p| p.place).and_then(Place::square);
    let prompt = view.pending.as_ref().map(|d| &d.prompt);
    let plain = |id: &str| t(lang, id, &[]);
    let at = |id: &str, square: Square| t(lang, id, &[("square", square.to_string().into())]);
    match *a {
        Action::PlaceOnCircle { circle: c } => t(
            lang,
            "sc-choice-place",
            &[("circle", circle(lang, c).into())],
        ),
        Action::Move => {
            if matches!(prompt, Some(Prompt::SpeedPotion)) {
                plain("sc-choice-speed-potion-move")
            } else {
                plain("sc-choice-move")
            }
        }
        Action::Step {
            to: Place::Circle(c),
        } => t(
            lang,
            "sc-choice-step-onto-circle",
            &[("circle", circle(lang, c).into())],
        ),
        Action::Step {
            to: Place::Square(to),
        } => {
            let effects = step_effects(lang, view, seat, to);
            let square: Value<'_> = to.to_string().into();
            let label = match (
                me.and_then(|p| p.place),
                here.and_then(|h| direction(h, to)),
            ) {
                (Some(Place::Circle(c)), _) => t(
                    lang,
                    "sc-choice-step-off-circle",
                    &[("circle", circle(lang, c).into()), ("square", square)],
                ),
                (_, Some(dir)) => t(
                    lang,
                    "sc-choice-step-direction",
                    &[("direction", dir.into()), ("square", square)],
                ),
                _ => t(lang, "sc-choice-step", &[("square", square)]),
            };
            with_effects(lang, label, &effects)
        }
        Action::StopMoving => match prompt {
            Some(Prompt::ContinueMove { squares_left, .. }) if *squares_left > 0 => t(
                lang,
                "sc-choice-stop-moving-unused",
                &[("count", (*squares_left).into())],
            ),
            _ => plain("sc-choice-stop-moving"),
        },
        Action::UndoStep => match (me.and_then(|p| p.place), view.step_back) {
            (Some(now), Some(back)) => t(
                lang,
                "sc-choice-undo-step",
                &[
                    ("square", place(lang, now).into()),
                    ("back", place(lang, back).into()),
                ],
            ),
            _ => plain("sc-choice-undo-step-plain"),
        },
        Action::Attack { arc: a } => {
            let great = has_face_up(view, seat, Treasure::Greatsword);
            let squares = here.map_or_else(Vec::new, |h| arc_squares(h, a, great));
            let label = t(
                lang,
                "sc-choice-attack",
                &[
                    ("arc", arc(lang, a).into()),
                    ("weapon", if great { "greatsword" } else { "sword" }.into()),
                ],
            );
            with_effects(lang, label, &struck(lang, view, &squares))
        }
        Action::Bomb { corner } => {
            let block = bomb_block(corner);
            let mut hit = struck(lang, view, &block);
            for p in &view.players {
                if p.passed_out || p.resigned {
                    continue;
                }
                if p.place
                    .and_then(Place::square)
                    .is_some_and(|sq| block.contains(&sq))
                {
                    hit.push(if p.seat == seat {
                        plain("sc-you")
                    } else {
                        name(p.seat)
                    });
                }
            }
            let far = block.last().map_or_else(String::new, ToString::to_string);
            let label = t(
                lang,
                "sc-choice-bomb",
                &[("corner", corner.to_string().into()), ("far", far.into())],
            );
            if hit.is_empty() {
                label
            } else {
                t(
                    lang,
                    "sc-choice-bomb-hits",
                    &[("label", label.into()), ("hit", listed(lang, &hit).into())],
                )
            }
        }
        Action::Bow { target } => t(
            lang,
            "sc-choice-bow",
            &[(
                "target",
                enemy_at(lang, view, target)
                    .unwrap_or_else(|| the_enemy_at(lang, None, target))
                    .into(),
            )],
        ),
        Action::OpenChest { chest } => {
            let big = cell(view, chest)
                .is_some_and(|c| matches!(c.object, Some(Object::BigChest { .. })));
            if big {
                at("sc-choice-open-big-chest", chest)
            } else {
                at("sc-choice-open-small-chest", chest)
            }
        }
        Action::PickUp { stack } => {
            let kind = match cell(view, stack).and_then(|c| c.object) {
                Some(Object::Special { kind, .. }) => Some(kind),
                _ => None,
            };
            t(
                lang,
                "sc-choice-pick-up",
                &[
                    ("special", special(lang, kind).into()),
                    ("square", stack.to_string().into()),
                ],
            )
        }
        Action::ClaimGrail => plain("sc-choice-claim-grail"),
        Action::Dig => plain("sc-choice-dig"),
        Action::EndTurn => match prompt {
            Some(Prompt::TakeAction { actions_left }) if *actions_left > 0 => t(
                lang,
                "sc-choice-end-turn-unused",
                &[("count", (*actions_left).into())],
            ),
            _ => plain("sc-choice-end-turn"),
        },
        Action::Reroll { die } => {
            let faces: &[Face] = match prompt {
                Some(Prompt::Reroll { dice }) => dice,
                _ => view.attack_dice.as_deref().unwrap_or(&[]),
            };
            let number: Value<'_> = (u32::from(die) + 1).into();
            match faces.get(usize::from(die)) {
                None => t(lang, "sc-choice-reroll-die", &[("die", number)]),
                Some(f) => {
                    let twin = faces.iter().filter(|d| *d == f).count() > 1;
                    t(
                        lang,
                        "sc-choice-reroll-face",
                        &[
                            ("face", face(lang, *f).into()),
                            ("die", number),
                            ("twin", yes(twin)),
                        ],
                    )
                }
            }
        }
        Action::KeepRoll => plain("sc-choice-keep-roll"),
        Action::ConvertStar { into } => convert_star(lang, into, view),
        Action::Kill { target } => {
            let enemy: Value<'_> = the_enemy(lang, kind_at(view, target)).into();
            let square: Value<'_> = target.to_string().into();
            match prompt {
                Some(Prompt::AssignHits { hits_left }) => t(
                    lang,
                    "sc-choice-kill-hits",
                    &[
                        ("enemy", enemy),
                        ("square", square),
                        ("health", health_at(view, target).into()),
                        ("hits", count(lang, *hits_left, Noun::Hit).into()),
                    ],
                ),
                _ => t(
                    lang,
                    "sc-choice-kill",
                    &[("enemy", enemy), ("square", square)],
                ),
            }
        }
        Action::DrawFor { square } => {
            if matches!(prompt, Some(Prompt::ChooseLitter { .. })) {
                at("sc-choice-draw-litter", square)
            } else {
                let kind = view
                    .attack
                    .as_ref()
                    .and_then(|a| a.killed.iter().find(|(s, _)| *s == square))
                    .map(|(_, k)| *k);
                t(
                    lang,
                    "sc-choice-draw-loot",
                    &[
                        ("enemy", the_enemy(lang, kind).into()),
                        ("square", square.to_string().into()),
                    ],
                )
            }
        }
        Action::DeclineSpeedPotion => plain("sc-choice-decline-speed-potion"),
        Action::Activate { enemy: square } => t(
            lang,
            "sc-choice-activate",
            &[
                ("enemy", the_enemy(lang, kind_at(view, square)).into()),
                ("square", square.to_string().into()),
            ],
        ),
        Action::Target { seat: target } => match view.players.get(usize::from(target.0)) {
            Some(p) => t(
                lang,
                "sc-choice-target-character",
                &[
                    ("target", name(target).into()),
                    ("character", character(lang, p.character).into()),
                ],
            ),
            None => t(lang, "sc-choice-target", &[("target", name(target).into())]),
        },
        Action::KnightTo { square } => at("sc-choice-knight-to", square),
        Action::Surrender { treasure: i } => match me.and_then(|p| p.treasures.get(usize::from(i)))
        {
            Some(h) => t(
                lang,
                "sc-choice-surrender",
                &[
                    ("treasure", the_treasure(lang, h.treasure).into()),
                    (
                        "gems",
                        count(
                            lang,
                            data::treasure_value_for(h.treasure, TreasureValueRule::Standard),
                            Noun::Gem,
                        )
                        .into(),
                    ),
                ],
            ),
            None => t(
                lang,
                "sc-choice-surrender-index",
                &[("index", (u32::from(i) + 1).into())],
            ),
        },
    }
}

/// Counting the Star as `into`, with what it makes of the attack under way: the Hits, whether
/// they are enough for the Enemies in reach, and the Gems when the Star is one.
fn convert_star(lang: Lang, into: StarUse, view: &View) -> String {
    let as_what: Value<'_> = star_use(lang, into).into();
    let Some(attack) = view.attack.as_ref() else {
        return t(lang, "sc-choice-convert-star", &[("use", as_what)]);
    };
    let targets = &attack.targets[..];
    let (hits, gems) = match into {
        StarUse::OneHit => (attack.hits + 1, attack.gems),
        StarUse::TwoHits => (attack.hits + 2, attack.gems),
        StarUse::Gem => (attack.hits, attack.gems + 1),
    };
    let killable: Vec<String> = targets
        .iter()
        .filter(|sq| health_at(view, **sq) <= hits)
        .map(|sq| the_enemy_at(lang, kind_at(view, *sq), *sq))
        .collect();
    let (outcome, named) = if !killable.is_empty() {
        ("enough", listed(lang, &killable))
    } else if !targets.is_empty() {
        let all: Vec<String> = targets
            .iter()
            .filter_map(|sq| enemy_at(lang, view, *sq))
            .collect();
        ("short", listed(lang, &all))
    } else {
        ("none", String::new())
    };
    t(
        lang,
        "sc-choice-convert-star-stake",
        &[
            ("use", as_what),
            ("hits", count(lang, hits, Noun::Hit).into()),
            ("outcome", outcome.into()),
            ("targets", named.into()),
            ("gem", yes(into == StarUse::Gem)),
            ("gems", count(lang, gems, Noun::Gem).into()),
        ],
    )
}
