//! Super Camelot in English: the one wording of events, prompts and choices that every client
//! shows. The server renders each audience's sentences with it (the protocol's `lines` and
//! `prompt_line`), the terminal client calls it directly, and the browser shows what the server
//! sent; `web/test/sc-words.fixture.ts` pins the sentences for both clients' tests.
//!
//! Pure: no I/O. Seats are named by the caller's `name` function (the lobby's display names).
//! Sentences begin with a capital unless they begin with a name, which is shown as it is.
//! Die faces are written as the dice show them: `2 Hits`, `1 Hit`, `Blank`, `Star`, `Shield`,
//! `Gem`.

use crate::data::{self, TreasureValueRule};
use crate::event::{
    AttackKind, BlankUse, PrivateEvent, PublicEvent, RollPurpose, VisibleEvent, WinKind,
};
use crate::geometry::{Arc, Circle, Facing, Place, Slot, Square};
use crate::types::{
    Card, EnemyKind, Face, Item, LootDeck, Object, Seat, SpecialKind, StarUse, Treasure,
};
use crate::{Action, Prompt, SquareView, TreasureState, View};

/// A seat's display name.
pub type Names<'a> = &'a dyn Fn(Seat) -> String;

/// `1 Gem`, `2 Gems`, `0 Gems`: a count and a noun, plural unless the count is one.
#[must_use]
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `A`, `A and B`, `A, B and C`.
#[must_use]
pub fn listed(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `GreenGem` → `Green Gem`: a Debug name with spaces between its words.
fn spaced(debug: &str) -> String {
    let mut out = String::new();
    for (i, c) in debug.chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// An Item as printed: `Green Gem`.
#[must_use]
pub fn item(i: Item) -> String {
    spaced(&format!("{i:?}"))
}

/// A Small Treasure as printed: `Power Gauntlet`.
#[must_use]
pub fn treasure(t: Treasure) -> String {
    spaced(&format!("{t:?}"))
}

/// A card as printed: `Health Potion`.
#[must_use]
pub fn card(c: Card) -> String {
    spaced(&format!("{c:?}"))
}

/// An Enemy as printed: `Dark Knight`.
#[must_use]
pub fn enemy(kind: EnemyKind) -> String {
    spaced(&format!("{kind:?}"))
}

fn deck(d: LootDeck) -> &'static str {
    match d {
        LootDeck::Litter => "Litter",
        LootDeck::SmallLoot => "Small Loot",
        LootDeck::BigLoot => "Big Loot",
    }
}

/// A die face: `2 Hits`, `1 Hit`, `Blank`, `Star`, `Shield`, `Gem`.
#[must_use]
pub const fn face(f: Face) -> &'static str {
    match f {
        Face::TwoHits => "2 Hits",
        Face::OneHit => "1 Hit",
        Face::Blank => "Blank",
        Face::Star => "Star",
        Face::Shield => "Shield",
        Face::Gem => "Gem",
    }
}

/// Dice: `2 Hits, Blank, Star`.
#[must_use]
pub fn dice(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| face(*f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who plays first and why, from the view's `first_player_rolls` (rounds of one roll per seat; a
/// seat left out of a tie-break round has no faces): `ann rolled the most Stars (2) and plays
/// first`. `None` before the rolls, or while the last round is still tied. The browser's log says
/// the same (web/src/games/super-camelot/log.ts).
#[must_use]
pub fn first_player(rounds: &[Vec<Vec<Face>>], name: Names<'_>) -> Option<String> {
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
    Some(format!(
        "{} rolled the most Stars ({most}) and plays first",
        name(seat)
    ))
}

/// How a game began, from the view's `first_player_rolls`: each roll (`ann rolls Star, Blank
/// for the first player`, a tie-break round's marked `(tie: again)`), then [`first_player`].
#[must_use]
pub fn first_player_lines(rounds: &[Vec<Vec<Face>>], name: Names<'_>) -> Vec<String> {
    let mut lines = Vec::new();
    for (r, round) in rounds.iter().enumerate() {
        for (seat, faces) in round.iter().enumerate() {
            let Ok(seat) = u8::try_from(seat) else {
                continue;
            };
            if faces.is_empty() {
                continue;
            }
            let again = if r > 0 { " (tie: again)" } else { "" };
            lines.push(format!(
                "{} rolls {} for the first player{again}",
                name(Seat(seat)),
                dice(faces)
            ));
        }
    }
    lines.extend(first_player(rounds, name));
    lines
}

/// What a Star is counted as: `1 Hit`, `2 Hits`, `a Gem`.
#[must_use]
pub const fn star_use(u: StarUse) -> &'static str {
    match u {
        StarUse::OneHit => "1 Hit",
        StarUse::TwoHits => "2 Hits",
        StarUse::Gem => "a Gem",
    }
}

/// A compass facing: `north-east`.
#[must_use]
pub const fn facing(f: Facing) -> &'static str {
    match f {
        Facing::N => "north",
        Facing::NE => "north-east",
        Facing::E => "east",
        Facing::SE => "south-east",
        Facing::S => "south",
        Facing::SW => "south-west",
        Facing::W => "west",
        Facing::NW => "north-west",
    }
}

/// A sword arc by its middle diagonal: `north-east`.
#[must_use]
pub const fn arc(a: Arc) -> &'static str {
    match a {
        Arc::NorthEast => "north-east",
        Arc::SouthEast => "south-east",
        Arc::SouthWest => "south-west",
        Arc::NorthWest => "north-west",
    }
}

/// A tile slot as the squares it covers: `M1–R6`.
#[must_use]
pub fn slot(s: Slot) -> String {
    let corner = |d: u8| {
        s.row
            .checked_mul(6)
            .zip(s.col.checked_mul(6))
            .and_then(|(r, c)| Square::new(r.checked_add(d)?, c.checked_add(d)?))
            .map_or_else(|| format!("{s}"), |q| q.to_string())
    };
    format!("{}–{}", corner(0), corner(5))
}

/// `the North circle`.
#[must_use]
pub fn circle(c: Circle) -> String {
    format!("the {c:?} circle")
}

/// A square (`L10`) or a circle (`the North circle`).
#[must_use]
pub fn place(p: Place) -> String {
    match p {
        Place::Circle(c) => circle(c),
        Place::Square(sq) => sq.to_string(),
    }
}

fn special(kind: SpecialKind) -> String {
    match kind {
        SpecialKind::BigKey => "the Big Key".to_owned(),
        SpecialKind::Relic(r) => format!("the {r:?} Relic"),
    }
}

// --- Events ---------------------------------------------------------------------------------

/// One event as the live viewer it was sent to reads it: a private one is that viewer's own
/// ("You gain…").
#[must_use]
pub fn event(e: &VisibleEvent, name: Names<'_>) -> String {
    match e {
        VisibleEvent::Public(e) => public(e, name),
        VisibleEvent::Private(e) => private(e, None, name),
    }
}

/// A private event: the viewer's own (`owner` is `None`: "You gain 5 Gems…, only you see
/// this"), or, in a game's record, `owner`'s ("bob gains 5 Gems…, seen by bob only").
#[must_use]
pub fn private(e: &PrivateEvent, owner: Option<Seat>, name: Names<'_>) -> String {
    let owner = owner.map(name);
    let only = owner.as_ref().map_or_else(
        || "only you see this".to_owned(),
        |who| format!("seen by {who} only"),
    );
    match e {
        PrivateEvent::WalletChanged { gained, total } => {
            let gems = count(*gained, "Gem");
            match &owner {
                Some(who) => format!("{who} gains {gems} ({total} in all; {only})"),
                None => format!("You gain {gems} ({total} in all; {only})"),
            }
        }
        PrivateEvent::BigTreasure {
            gems,
            with_small_treasure,
        } => {
            let extra = if *with_small_treasure {
                " and a Small Treasure"
            } else {
                ""
            };
            let whose = owner
                .as_ref()
                .map_or_else(|| "Your".to_owned(), |who| format!("{who}'s"));
            format!(
                "{whose} Big Treasure: {}{extra} ({only})",
                count(*gems, "Gem")
            )
        }
    }
}

/// A public event.
#[allow(clippy::too_many_lines)] // one arm per event, nothing to factor
#[must_use]
pub fn public(e: &PublicEvent, name: Names<'_>) -> String {
    let n = |seat: &Seat| name(*seat);
    match e {
        PublicEvent::TurnStarted { seat, turn } => format!("Turn {turn}: {} to play", n(seat)),
        PublicEvent::TurnSkipped { seat } => {
            format!(
                "{} is passed out: skips this turn and recovers 1 Health",
                n(seat)
            )
        }
        PublicEvent::Placed { seat, circle: c } => format!("{} stands on {}", n(seat), circle(*c)),
        PublicEvent::MoveStarted {
            seat,
            squares,
            free,
        } => {
            let free = if *free { " (Speed Potion)" } else { "" };
            format!(
                "{} moves up to {}{free}",
                n(seat),
                count(*squares, "square")
            )
        }
        PublicEvent::Stepped { seat, from, to } => {
            format!("{} steps {} → {}", n(seat), place(*from), place(*to))
        }
        PublicEvent::MoveEnded { seat } => format!("{} ends the move", n(seat)),
        PublicEvent::TileExplored { slot: at, name, .. } => {
            format!("The {name} tile is explored at {}", slot(*at))
        }
        PublicEvent::ExploreEntryBlocked { square } => {
            format!("The new tile's square {square} is blocked")
        }
        PublicEvent::TilePopulated { slot: at } => format!("The tile at {} wakes up", slot(*at)),
        PublicEvent::TileDepopulated { slot: at } => {
            format!("The tile at {} is left empty", slot(*at))
        }
        PublicEvent::ItemCollected {
            seat,
            item: i,
            square,
            magnet,
        } => {
            let how = if *magnet { " (Magnet)" } else { "" };
            format!("{} picks up a {} at {square}{how}", n(seat), item(*i))
        }
        PublicEvent::ItemDropped { item: i, square } => {
            format!("A {} drops on {square}", item(*i))
        }
        PublicEvent::SupplyEmpty { item: i } => format!("No {} left in the supply", item(*i)),
        PublicEvent::ChestOpened { seat, chest, big } => {
            let which = if *big {
                "the Big Chest"
            } else {
                "a Small Chest"
            };
            format!("{} opens {which} at {chest}", n(seat))
        }
        PublicEvent::TreasureGained { seat, treasure: t } => {
            format!("{} gains the {}", n(seat), treasure(*t))
        }
        PublicEvent::BigTreasureDrawn { seat } => format!("{} draws a Big Treasure", n(seat)),
        PublicEvent::GemsGained { seat } => format!("{} gains Gems", n(seat)),
        PublicEvent::SpecialPickedUp { seat, kind } => {
            format!("{} takes {}", n(seat), special(*kind))
        }
        PublicEvent::AttackMade {
            seat,
            kind,
            squares,
        } => {
            let with = match kind {
                AttackKind::Sword => "the sword",
                AttackKind::Bomb => "a Bomb",
                AttackKind::Bow => "the Hunting Bow",
            };
            let squares: Vec<String> = squares.iter().map(ToString::to_string).collect();
            format!("{} attacks {} with {with}", n(seat), squares.join(" "))
        }
        PublicEvent::DiceRolled {
            seat,
            purpose,
            faces,
        } => {
            let why = match purpose {
                RollPurpose::FirstPlayer => "for the first player",
                RollPurpose::Attack => "to attack",
                RollPurpose::Defence => "to defend",
            };
            format!("{} rolls {} {why}", n(seat), dice(faces))
        }
        PublicEvent::Rerolled { die, face: f } => {
            format!("Die {} rerolled: {}", u32::from(*die) + 1, face(*f))
        }
        PublicEvent::StarConverted { into } => format!("A Star counts as {}", star_use(*into)),
        PublicEvent::StarsCountedAsGems { seat, count } => {
            let stars = if *count == 1 {
                "Star counts as a Gem".to_owned()
            } else {
                format!("{count} Stars count as Gems")
            };
            format!("{}'s {stars} (no Enemy to hit)", n(seat))
        }
        PublicEvent::BlanksCounted { seat, count, into } => {
            let blanks = match (*count, into) {
                (1, BlankUse::OneHit) => "Blank counts as 1 Hit".to_owned(),
                (c, BlankUse::OneHit) => format!("{c} Blanks count as 1 Hit each"),
                (1, BlankUse::Gem) => "Blank counts as a Gem".to_owned(),
                (c, BlankUse::Gem) => format!("{c} Blanks count as Gems"),
            };
            let why = match into {
                BlankUse::OneHit => "Lancelot's Peerless",
                BlankUse::Gem => "Merlin's Enchanter, on a Bomb roll",
            };
            format!("{}'s {blanks} ({why})", n(seat))
        }
        PublicEvent::BombSpared { seat } => {
            format!(
                "{} is in the Bomb's block but unhurt (Merlin's Enchanter)",
                n(seat)
            )
        }
        PublicEvent::RockBroken { seat, square } => {
            format!("{}'s Power Gauntlet breaks the Rock at {square}", n(seat))
        }
        PublicEvent::BushCut { square } => format!("The Bush at {square} is cut"),
        PublicEvent::EnemyKilled { square, kind } => {
            format!("A {} is killed at {square}", enemy(*kind))
        }
        PublicEvent::CardDrawn {
            seat,
            deck: d,
            card: c,
        } => format!("{} draws {} from {}", n(seat), card(*c), deck(*d)),
        PublicEvent::DeckReshuffled { deck: d } => format!("The {} deck is reshuffled", deck(*d)),
        PublicEvent::Healed { seat, health } => format!("{} heals to {health} Health", n(seat)),
        PublicEvent::DarkKnightAppeared { square } => {
            format!("A Dark Knight appears at {square}")
        }
        PublicEvent::SpeedPotionDeclined { seat } => {
            format!("{} declines the Speed Potion", n(seat))
        }
        PublicEvent::EnemyActivated {
            square,
            kind,
            target,
        } => format!(
            "The {} at {square} activates against {}",
            enemy(*kind),
            n(target)
        ),
        PublicEvent::EnemyMoved { from, to } => format!("An Enemy moves {from} → {to}"),
        PublicEvent::PlantTurned { square, facing: f } => {
            format!("The Plant at {square} turns {}", facing(*f))
        }
        PublicEvent::TreasureStolen { seat, treasure: t } => {
            format!("A Mimic steals {}'s {}", n(seat), treasure(*t))
        }
        PublicEvent::TreasureRecovered { seat, treasure: t } => {
            format!("{} recovers the {}", n(seat), treasure(*t))
        }
        PublicEvent::Defended { seat, by } => {
            let with = match by {
                Face::Star => "a Star (a Star counts as a Shield)",
                Face::Gem => "a Gem (Gwenivere's Grace)",
                _ => "a Shield",
            };
            format!("{} blocks the damage with {with}", n(seat))
        }
        PublicEvent::Damaged {
            seat,
            amount,
            health,
        } => format!(
            "{} takes {} ({health} Health left)",
            n(seat),
            count(*amount, "damage point")
        ),
        PublicEvent::PassedOut { seat } => format!(
            "{} passes out! (lies down; on the next turn recovers 1 Health and does nothing else)",
            n(seat)
        ),
        PublicEvent::Resigned { seat } => format!("{} resigns and leaves the board", n(seat)),
        PublicEvent::GrailClaimed { seat } => format!("{} claims the Holy Grail", n(seat)),
        PublicEvent::GameOver {
            outcome,
            gem_totals,
        } => {
            let by = match outcome.by {
                WinKind::Grail => "with the Holy Grail",
                WinKind::Gems => "with 40 Gems",
                WinKind::Resignation => "as the last one standing",
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
            format!(
                "Game over: {} wins {by} (Gems: {})",
                n(&outcome.winner),
                totals.join(", ")
            )
        }
    }
}

/// What a seat did, as a verb phrase after its name: `attacks north-east`, `ends the turn`.
#[must_use]
pub fn action(a: &Action, name: Names<'_>) -> String {
    match *a {
        Action::PlaceOnCircle { circle: c } => format!("stands on {}", circle(c)),
        Action::Move => "starts a Move".to_owned(),
        Action::Step { to } => format!("steps to {}", place(to)),
        Action::StopMoving => "stops moving".to_owned(),
        Action::Attack { arc: a } => format!("attacks {}", arc(a)),
        Action::Bomb { corner } => format!("throws a Bomb at {corner}"),
        Action::Bow { target } => format!("shoots the Hunting Bow at {target}"),
        Action::OpenChest { chest } => format!("opens the chest at {chest}"),
        Action::PickUp { stack } => format!("picks up from the stack at {stack}"),
        Action::ClaimGrail => "claims the Holy Grail".to_owned(),
        Action::Dig => "digs".to_owned(),
        Action::EndTurn => "ends the turn".to_owned(),
        Action::Reroll { die } => format!("rerolls die {}", u32::from(die) + 1),
        Action::KeepRoll => "keeps the roll".to_owned(),
        Action::ConvertStar { into } => format!("counts the Star as {}", star_use(into)),
        Action::Kill { target } => format!("kills the Enemy at {target}"),
        Action::DrawFor { square } => format!("draws a card for {square}"),
        Action::DeclineSpeedPotion => "declines the Speed Potion".to_owned(),
        Action::Activate { enemy } => format!("activates the Enemy at {enemy} next"),
        Action::Target { seat } => format!("sends the Enemy against {}", name(seat)),
        Action::KnightTo { square } => format!("stops the Dark Knight at {square}"),
        Action::Surrender { treasure } => {
            format!("gives up Small Treasure {}", u32::from(treasure) + 1)
        }
    }
}

// --- The decision under way, and what each choice puts at stake ------------------------------

fn cell(view: &View, sq: Square) -> Option<&SquareView> {
    view.squares.iter().find(|c| c.square == sq)
}

/// `the Dark Knight at E16 (2 Hits to kill)`.
fn enemy_at(view: &View, sq: Square) -> Option<String> {
    let e = cell(view, sq)?.enemy?;
    Some(format!(
        "the {} at {sq} ({} to kill)",
        enemy(e.kind),
        count(e.health, "Hit")
    ))
}

fn health_at(view: &View, sq: Square) -> u8 {
    cell(view, sq).and_then(|c| c.enemy).map_or(0, |e| e.health)
}

fn bush_at(view: &View, sq: Square) -> bool {
    cell(view, sq).is_some_and(|c| c.object == Some(Object::Bush))
}

/// The squares of a sword arc, on the attacker's own tile only (squares on other tiles are not
/// hit): 3 squares, or 5 with the Greatsword.
#[must_use]
pub fn arc_squares(from: Square, a: Arc, greatsword: bool) -> Vec<Square> {
    a.offsets(greatsword)
        .into_iter()
        .filter_map(|(dr, dc)| from.offset(dr, dc))
        .filter(|sq| sq.slot() == from.slot())
        .collect()
}

/// The block a Bomb hits, from its north-west corner (row by row).
#[must_use]
pub fn bomb_block(corner: Square) -> Vec<Square> {
    let n = data::BOMB_BLOCK as i32;
    (0..n)
        .flat_map(|r| (0..n).filter_map(move |c| corner.offset(r, c)))
        .collect()
}

/// What a sword arc or a Bomb's block holds: Enemies with their health, then Bushes.
fn struck(view: &View, squares: &[Square]) -> Vec<String> {
    let mut out: Vec<String> = squares
        .iter()
        .filter_map(|sq| enemy_at(view, *sq))
        .collect();
    out.extend(
        squares
            .iter()
            .filter(|sq| bush_at(view, **sq))
            .map(|sq| format!("the Bush at {sq}")),
    );
    out
}

fn has_face_up(view: &View, seat: Seat, t: Treasure) -> bool {
    view.players.get(usize::from(seat.0)).is_some_and(|p| {
        p.treasures
            .iter()
            .any(|h| h.treasure == t && h.state == TreasureState::FaceUp)
    })
}

/// The Enemies the attack under way can still kill, with their health.
fn fight(view: &View) -> String {
    let targets: Vec<String> = view
        .attack
        .iter()
        .flat_map(|a| a.targets.iter().filter_map(|sq| enemy_at(view, *sq)))
        .collect();
    listed(&targets)
}

/// The decision being asked for, with what is at stake (the fight, the dice), as the seat that
/// must decide reads it; `None` when nobody is asked anything.
#[must_use]
pub fn prompt(view: &View, name: Names<'_>) -> Option<String> {
    let pending = view.pending.as_ref()?;
    let against = |text: String| {
        let f = fight(view);
        if f.is_empty() {
            text
        } else {
            format!("{text} against {f}")
        }
    };
    Some(match &pending.prompt {
        Prompt::PlaceCharacter => "Choose a starting circle".to_owned(),
        Prompt::TakeAction { actions_left } => {
            format!("Choose an action ({actions_left} of 3 left) or end the turn")
        }
        Prompt::ContinueMove {
            squares_left,
            must_enter,
        } => {
            let enter = must_enter.map_or_else(String::new, |s| {
                format!("; the explored tile {} must be entered", slot(s))
            });
            format!(
                "Go on moving ({} left) or stop{enter}",
                count(*squares_left, "square")
            )
        }
        Prompt::Reroll { dice: d } => against(format!(
            "Excalibur: reroll one die, or keep the roll. You rolled {}",
            dice(d)
        )),
        Prompt::ConvertStar { dice: d } => {
            let (hits, stars) = view
                .attack
                .as_ref()
                .map_or((0, 1), |a| (a.hits, a.stars_left));
            let more = if stars > 1 {
                format!(" ({stars} Stars to count)")
            } else {
                String::new()
            };
            against(format!(
                "Count a Star as what? You rolled {}{more}: {} so far",
                dice(d),
                count(hits, "Hit")
            ))
        }
        Prompt::AssignHits { hits_left } => format!(
            "Choose the Enemy to kill ({} to spend)",
            count(*hits_left, "Hit")
        ),
        Prompt::ChooseLitter { draws_left } => format!(
            "Choose the cut Bush that drops Litter ({} left)",
            count(*draws_left, "draw")
        ),
        Prompt::ChooseLoot { draws_left } => format!(
            "Choose the killed Enemy that drops Loot ({} left)",
            count(*draws_left, "draw")
        ),
        Prompt::SpeedPotion => "Take the Speed Potion's free Move, or decline it".to_owned(),
        Prompt::ChooseEnemy { .. } => "Choose the Enemy that activates next".to_owned(),
        Prompt::ChooseTarget { enemy, options } => {
            let who: Vec<String> = options.iter().map(|s| name(*s)).collect();
            format!("The Enemy at {enemy} attacks whom? ({})", who.join(" or "))
        }
        Prompt::ChooseKnightSquare { enemy, .. } => {
            format!("Where does the Dark Knight from {enemy} stop?")
        }
        Prompt::ChooseStolenTreasure { mimic } => {
            format!("The Mimic at {mimic} steals: choose the Small Treasure to lose")
        }
    })
}

/// What stepping onto `to` does besides moving there.
fn step_effects(view: &View, seat: Seat, to: Square) -> Vec<String> {
    let at = to.slot();
    let mut out = Vec::new();
    match view.tiles.iter().find(|t| t.slot == at) {
        None => out.push("explores a new tile".to_owned()),
        Some(t) if !t.populated => out.push("wakes the tile up".to_owned()),
        Some(_) => {}
    }
    if let Some(c) = cell(view, to) {
        if c.object == Some(Object::Rock) && has_face_up(view, seat, Treasure::PowerGauntlet) {
            out.push("breaks the Rock (Power Gauntlet)".to_owned());
        }
        if !c.items.is_empty() {
            let items: Vec<String> = c.items.iter().map(|i| format!("a {}", item(*i))).collect();
            out.push(format!("picks up {}", listed(&items)));
        }
    }
    out
}

fn direction(from: Square, to: Square) -> Option<&'static str> {
    match (
        i32::from(to.row) - i32::from(from.row),
        i32::from(to.col) - i32::from(from.col),
    ) {
        (-1, 0) => Some("north"),
        (1, 0) => Some("south"),
        (0, 1) => Some("east"),
        (0, -1) => Some("west"),
        _ => None,
    }
}

fn with_effects(label: String, effects: &[String]) -> String {
    if effects.is_empty() {
        label
    } else {
        format!("{label}: {}", listed(effects))
    }
}

/// A choice of the deciding seat, in the imperative, naming what it affects and what it needs:
/// "Attack north-east with the sword: the Dark Knight at E16 (2 Hits to kill)".
#[allow(clippy::too_many_lines)] // one arm per action
#[must_use]
pub fn choice(a: &Action, view: &View, name: Names<'_>) -> String {
    let seat = view.pending.as_ref().map_or(view.active, |d| d.seat);
    let me = view.players.get(usize::from(seat.0));
    let here = me.and_then(|p| p.place).and_then(Place::square);
    let prompt = view.pending.as_ref().map(|d| &d.prompt);
    match *a {
        Action::PlaceOnCircle { circle: c } => format!("Stand on {}", circle(c)),
        Action::Move => {
            if matches!(prompt, Some(Prompt::SpeedPotion)) {
                "Take the Speed Potion's free Move".to_owned()
            } else {
                "Move".to_owned()
            }
        }
        Action::Step {
            to: Place::Circle(c),
        } => format!("Step onto {}", circle(c)),
        Action::Step {
            to: Place::Square(to),
        } => {
            let effects = step_effects(view, seat, to);
            let label = match (
                me.and_then(|p| p.place),
                here.and_then(|h| direction(h, to)),
            ) {
                (Some(Place::Circle(c)), _) => format!("Step off {} to {to}", circle(c)),
                (_, Some(dir)) => format!("Step {dir} to {to}"),
                _ => format!("Step to {to}"),
            };
            with_effects(label, &effects)
        }
        Action::StopMoving => match prompt {
            Some(Prompt::ContinueMove { squares_left, .. }) if *squares_left > 0 => {
                format!("Stop moving ({} unused)", count(*squares_left, "square"))
            }
            _ => "Stop moving".to_owned(),
        },
        Action::Attack { arc: a } => {
            let great = has_face_up(view, seat, Treasure::Greatsword);
            let weapon = if great { "the Greatsword" } else { "the sword" };
            let squares = here.map_or_else(Vec::new, |h| arc_squares(h, a, great));
            let label = format!("Attack {} with {weapon}", arc(a));
            with_effects(label, &struck(view, &squares))
        }
        Action::Bomb { corner } => {
            let block = bomb_block(corner);
            let mut hit = struck(view, &block);
            for p in &view.players {
                if p.passed_out || p.resigned {
                    continue;
                }
                if p.place
                    .and_then(Place::square)
                    .is_some_and(|sq| block.contains(&sq))
                {
                    hit.push(if p.seat == seat {
                        "you".to_owned()
                    } else {
                        name(p.seat)
                    });
                }
            }
            let far = block.last().map_or_else(String::new, ToString::to_string);
            let label = format!("Throw a Bomb at the block from {corner} to {far}");
            if hit.is_empty() {
                label
            } else {
                format!("{label}: hits {}", listed(&hit))
            }
        }
        Action::Bow { target } => format!(
            "Shoot the Hunting Bow at {}",
            enemy_at(view, target).unwrap_or_else(|| format!("the Enemy at {target}"))
        ),
        Action::OpenChest { chest } => {
            let big = cell(view, chest)
                .is_some_and(|c| matches!(c.object, Some(Object::BigChest { .. })));
            if big {
                format!("Open the Big Chest at {chest} (uses the Big Key)")
            } else {
                format!("Open the Small Chest at {chest} (uses a Small Key)")
            }
        }
        Action::PickUp { stack } => {
            let what = match cell(view, stack).and_then(|c| c.object) {
                Some(Object::Special { kind, .. }) => special(kind),
                _ => "a Special Item".to_owned(),
            };
            format!("Pick up {what} at {stack}")
        }
        Action::ClaimGrail => "Claim the Holy Grail".to_owned(),
        Action::Dig => "Dig with the Shovel (draws a Small Loot card)".to_owned(),
        Action::EndTurn => match prompt {
            Some(Prompt::TakeAction { actions_left }) if *actions_left > 0 => {
                format!("End turn ({} unused)", count(*actions_left, "Action"))
            }
            _ => "End turn".to_owned(),
        },
        Action::Reroll { die } => {
            let faces: &[Face] = match prompt {
                Some(Prompt::Reroll { dice }) => dice,
                _ => view.attack_dice.as_deref().unwrap_or(&[]),
            };
            match faces.get(usize::from(die)) {
                None => format!("Reroll die {}", u32::from(die) + 1),
                Some(f) => {
                    let twin = faces.iter().filter(|d| *d == f).count() > 1;
                    let which = if twin {
                        format!(" (die {})", u32::from(die) + 1)
                    } else {
                        String::new()
                    };
                    format!("Reroll the {} die{which}", face(*f))
                }
            }
        }
        Action::KeepRoll => "Keep the roll".to_owned(),
        Action::ConvertStar { into } => {
            let as_what = star_use(into);
            let Some(attack) = view.attack.as_ref() else {
                return format!("Count the Star as {as_what}");
            };
            let targets = &attack.targets[..];
            let (hits, gems) = match into {
                StarUse::OneHit => (attack.hits + 1, attack.gems),
                StarUse::TwoHits => (attack.hits + 2, attack.gems),
                StarUse::Gem => (attack.hits, attack.gems + 1),
            };
            let mut text = format!("Count the Star as {as_what}: {}", count(hits, "Hit"));
            let killable: Vec<String> = targets
                .iter()
                .filter(|sq| health_at(view, **sq) <= hits)
                .map(|sq| {
                    let kind = cell(view, *sq).and_then(|c| c.enemy).map(|e| e.kind);
                    kind.map_or_else(
                        || format!("the Enemy at {sq}"),
                        |k| format!("the {} at {sq}", enemy(k)),
                    )
                })
                .collect();
            if !killable.is_empty() {
                text.push_str(&format!(", enough for {}", listed(&killable)));
            } else if !targets.is_empty() {
                let all: Vec<String> = targets
                    .iter()
                    .filter_map(|sq| enemy_at(view, *sq))
                    .collect();
                text.push_str(&format!(", not enough for {}", listed(&all)));
            }
            if into == StarUse::Gem {
                text.push_str(&format!("; {}", count(gems, "Gem")));
            }
            text
        }
        Action::Kill { target } => {
            let kind = cell(view, target).and_then(|c| c.enemy).map(|e| e.kind);
            let who = kind.map_or_else(|| "Enemy".to_owned(), enemy);
            match prompt {
                Some(Prompt::AssignHits { hits_left }) => format!(
                    "Kill the {who} at {target} ({} of {})",
                    health_at(view, target),
                    count(*hits_left, "Hit")
                ),
                _ => format!("Kill the {who} at {target}"),
            }
        }
        Action::DrawFor { square } => {
            if matches!(prompt, Some(Prompt::ChooseLitter { .. })) {
                format!("Draw Litter for the Bush cut at {square}")
            } else {
                let kind = view
                    .attack
                    .as_ref()
                    .and_then(|a| a.killed.iter().find(|(s, _)| *s == square))
                    .map(|(_, k)| *k);
                let who = kind.map_or_else(|| "Enemy".to_owned(), enemy);
                format!("Draw Loot for the {who} killed at {square}")
            }
        }
        Action::DeclineSpeedPotion => "Decline the Speed Potion".to_owned(),
        Action::Activate { enemy: at } => {
            let kind = cell(view, at).and_then(|c| c.enemy).map(|e| e.kind);
            let who = kind.map_or_else(|| "Enemy".to_owned(), enemy);
            format!("Activate the {who} at {at} next")
        }
        Action::Target { seat: target } => {
            let character = view
                .players
                .get(usize::from(target.0))
                .map(|p| format!(" ({:?})", p.character))
                .unwrap_or_default();
            format!("Send the Enemy against {}{character}", name(target))
        }
        Action::KnightTo { square } => format!("Stop the Dark Knight at {square}"),
        Action::Surrender { treasure: i } => match me.and_then(|p| p.treasures.get(usize::from(i)))
        {
            Some(h) => format!(
                "Give up the {} (worth {})",
                treasure(h.treasure),
                count(
                    data::treasure_value_for(h.treasure, TreasureValueRule::Standard),
                    "Gem"
                )
            ),
            None => format!("Give up Small Treasure {}", u32::from(i) + 1),
        },
    }
}
