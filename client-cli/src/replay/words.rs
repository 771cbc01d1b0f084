//! Super Camelot actions and events in words, for the replay. Anything this client cannot read
//! (a newer server's event, say) falls back to the generic `type: field value` form.

use protocol::RevealedEvent;
use super_camelot::{
    Action, Arc, AttackKind, BlankUse, Card, Circle, EnemyKind, Face, Item, LootDeck, Object,
    Place, PrivateEvent, Prompt, PublicEvent, RollPurpose, Slot, SpecialKind, Square, StarUse,
    Treasure, View, VisibleEvent, WinKind,
};

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

fn item(i: Item) -> String {
    spaced(&format!("{i:?}"))
}

fn treasure(t: Treasure) -> String {
    spaced(&format!("{t:?}"))
}

fn card(c: Card) -> String {
    spaced(&format!("{c:?}"))
}

fn deck(d: LootDeck) -> &'static str {
    match d {
        LootDeck::Litter => "Litter",
        LootDeck::SmallLoot => "Small Loot",
        LootDeck::BigLoot => "Big Loot",
    }
}

/// A die face in words.
#[must_use]
pub fn face(f: Face) -> &'static str {
    match f {
        Face::Shield => "shield",
        Face::Star => "star",
        Face::Gem => "gem",
        Face::TwoHits => "2 hits",
        Face::OneHit => "1 hit",
        Face::Blank => "blank",
    }
}

/// Dice in words: `2 hits, blank, star`.
#[must_use]
pub fn dice(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| face(*f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A tile slot as the squares it covers (`M1–R6`), in the coordinates of the map.
#[must_use]
pub fn slot(s: Slot) -> String {
    let corner = |dr: u8, dc: u8| {
        Square::new(s.row * 6 + dr, s.col * 6 + dc)
            .map_or_else(|| format!("{s}"), |q| q.to_string())
    };
    format!("{}–{}", corner(0, 0), corner(5, 5))
}

/// The decision being asked for, in words (`name` tells the seats apart).
#[must_use]
pub fn prompt(p: &Prompt, name: &dyn Fn(u8) -> String) -> String {
    match p {
        Prompt::PlaceCharacter => "choose a starting circle".to_owned(),
        Prompt::TakeAction { actions_left } => {
            format!(
                "choose an action ({} of 3 left) or end the turn",
                actions_left
            )
        }
        Prompt::ContinueMove {
            squares_left,
            must_enter,
        } => {
            let enter = must_enter.map_or_else(String::new, |s| {
                format!("; the explored tile {} must be entered", slot(s))
            });
            format!(
                "go on moving ({}) or stop{enter}",
                crate::text::count(*squares_left, "square")
            )
        }
        Prompt::Reroll { dice: d } => {
            format!("reroll one die, or keep the roll · dice: {}", dice(d))
        }
        Prompt::ConvertStar { dice: d } => format!("count a star as what? · dice: {}", dice(d)),
        Prompt::AssignHits { hits_left } => {
            format!("assign {}", crate::text::count(*hits_left, "hit"))
        }
        Prompt::ChooseLitter { draws_left } => format!(
            "choose the cut Bush that drops Litter ({} left)",
            crate::text::count(*draws_left, "draw")
        ),
        Prompt::ChooseLoot { draws_left } => format!(
            "choose the killed Enemy that drops Loot ({} left)",
            crate::text::count(*draws_left, "draw")
        ),
        Prompt::SpeedPotion => "take the Speed Potion's free Move, or decline it".to_owned(),
        Prompt::ChooseEnemy { .. } => "choose the Enemy that activates next".to_owned(),
        Prompt::ChooseTarget { enemy, options } => {
            let who: Vec<String> = options.iter().map(|s| name(s.0)).collect();
            format!("the Enemy at {enemy} attacks whom? ({})", who.join(" or "))
        }
        Prompt::ChooseKnightSquare { enemy, .. } => {
            format!("where does the Dark Knight from {enemy} stop?")
        }
        Prompt::ChooseStolenTreasure { mimic } => {
            format!("the Mimic at {mimic} steals: choose the Small Treasure to lose")
        }
    }
}

fn circle(c: Circle) -> String {
    format!("the {c:?} circle")
}

fn place(p: Place) -> String {
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

/// What a seat did, as a verb phrase after its name ("attacks north-east").
#[must_use]
pub fn action(a: &Action, name: &dyn Fn(u8) -> String) -> String {
    match *a {
        Action::PlaceOnCircle { circle: c } => format!("stands on {}", circle(c)),
        Action::Move => "starts a Move".to_owned(),
        Action::Step { to } => format!("steps to {}", place(to)),
        Action::StopMoving => "stops moving".to_owned(),
        Action::Attack { arc } => {
            format!(
                "attacks {}",
                spaced(&format!("{arc:?}")).to_lowercase().replace(' ', "-")
            )
        }
        Action::Bomb { corner } => format!("throws a Bomb at {corner}"),
        Action::Bow { target } => format!("shoots the Hunting Bow at {target}"),
        Action::OpenChest { chest } => format!("opens the chest at {chest}"),
        Action::PickUp { stack } => format!("picks up from the stack at {stack}"),
        Action::ClaimGrail => "claims the Holy Grail".to_owned(),
        Action::Dig => "digs".to_owned(),
        Action::EndTurn => "ends the turn".to_owned(),
        Action::Reroll { die } => format!("rerolls die {}", u32::from(die) + 1),
        Action::KeepRoll => "keeps the roll".to_owned(),
        Action::ConvertStar { into } => {
            format!(
                "counts a star as {}",
                spaced(&format!("{into:?}")).to_lowercase()
            )
        }
        Action::Kill { target } => format!("kills the Enemy at {target}"),
        Action::DrawFor { square } => format!("draws a card for {square}"),
        Action::DeclineSpeedPotion => "declines the Speed Potion".to_owned(),
        Action::Activate { enemy } => format!("activates the Enemy at {enemy} next"),
        Action::Target { seat } => format!("sends the Enemy against {}", name(seat.0)),
        Action::KnightTo { square } => format!("stops the Dark Knight at {square}"),
        Action::Surrender { treasure } => {
            format!("gives up Small Treasure {}", u32::from(treasure) + 1)
        }
    }
}

/// One event as a live viewer saw it, as a sentence.
#[must_use]
pub fn visible(e: &VisibleEvent, name: &dyn Fn(u8) -> String) -> String {
    match e {
        VisibleEvent::Public(e) => public(e, name),
        VisibleEvent::Private(e) => format!("{} [only you see this]", private(e, None)),
    }
}

/// One recorded event as a sentence; a private one says who alone saw it. (A Camelot move is
/// shown on the board, not in words.)
#[must_use]
pub fn revealed(e: &RevealedEvent, name: &dyn Fn(u8) -> String) -> String {
    match e {
        RevealedEvent::Public { event } => public(event, name),
        RevealedEvent::Private { seat, event } => format!(
            "{} [seen by {} only]",
            private(event, Some(name(*seat))),
            name(*seat)
        ),
        RevealedEvent::Move { mv, captures, .. } => match captures {
            0 => format!("plays {mv}"),
            n => format!(
                "plays {mv}, capturing {}",
                crate::text::count(u64::from(*n), "piece")
            ),
        },
    }
}

/// A private event in words: about `who`, or about "you" (the viewer) when `who` is `None`.
fn private(e: &PrivateEvent, who: Option<String>) -> String {
    match e {
        PrivateEvent::WalletChanged { gained, total } => {
            let gems = crate::text::count(*gained, "Gem");
            match who {
                Some(who) => format!("{who} gains {gems} ({total} in all)"),
                None => format!("you gain {gems} ({total} in all)"),
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
            let whose = who.map_or_else(|| "your".to_owned(), |who| format!("{who}'s"));
            format!(
                "{whose} Big Treasure: {}{extra}",
                crate::text::count(*gems, "Gem")
            )
        }
    }
}

#[allow(clippy::too_many_lines)] // one arm per event, nothing to factor
fn public(e: &PublicEvent, name: &dyn Fn(u8) -> String) -> String {
    let n = |seat: &super_camelot::Seat| name(seat.0);
    match e {
        PublicEvent::TurnStarted { seat, turn } => format!("turn {turn}: {} to play", n(seat)),
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
                crate::text::count(*squares, "square")
            )
        }
        PublicEvent::Stepped { seat, from, to } => {
            format!("{} steps {} → {}", n(seat), place(*from), place(*to))
        }
        PublicEvent::MoveEnded { seat } => format!("{} ends the move", n(seat)),
        PublicEvent::TileExplored { slot: at, name, .. } => {
            format!("the {name} tile is explored at {}", slot(*at))
        }
        PublicEvent::ExploreEntryBlocked { square } => {
            format!("the new tile's square {square} is blocked")
        }
        PublicEvent::TilePopulated { slot: at } => format!("the tile at {} wakes up", slot(*at)),
        PublicEvent::TileDepopulated { slot: at } => {
            format!("the tile at {} is left empty", slot(*at))
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
            format!("a {} drops on {square}", item(*i))
        }
        PublicEvent::SupplyEmpty { item: i } => format!("no {} left in the supply", item(*i)),
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
            let faces: Vec<&str> = faces.iter().map(|f| face(*f)).collect();
            format!("{} rolls {} {why}", n(seat), faces.join(", "))
        }
        PublicEvent::Rerolled { die, face: f } => {
            format!("die {} rerolled: {}", u32::from(*die) + 1, face(*f))
        }
        PublicEvent::StarConverted { into } => {
            format!(
                "a star counts as {}",
                spaced(&format!("{into:?}")).to_lowercase()
            )
        }
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
        PublicEvent::BushCut { square } => format!("the Bush at {square} is cut"),
        PublicEvent::EnemyKilled { square, kind } => format!("{kind} is killed at {square}"),
        PublicEvent::CardDrawn {
            seat,
            deck: d,
            card: c,
        } => format!("{} draws {} from {}", n(seat), card(*c), deck(*d)),
        PublicEvent::DeckReshuffled { deck: d } => format!("the {} deck is reshuffled", deck(*d)),
        PublicEvent::Healed { seat, health } => {
            format!("{} heals to {health} Health", n(seat))
        }
        PublicEvent::DarkKnightAppeared { square } => {
            format!("a Dark Knight appears at {square}")
        }
        PublicEvent::SpeedPotionDeclined { seat } => {
            format!("{} declines the Speed Potion", n(seat))
        }
        PublicEvent::EnemyActivated {
            square,
            kind,
            target,
        } => format!("{kind} at {square} activates against {}", n(target)),
        PublicEvent::EnemyMoved { from, to } => format!("an Enemy moves {from} → {to}"),
        PublicEvent::PlantTurned { square, facing } => {
            format!("the Plant at {square} turns {facing:?}")
        }
        PublicEvent::TreasureStolen { seat, treasure: t } => {
            format!("a Mimic steals {}'s {}", n(seat), treasure(*t))
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
            crate::text::count(*amount, "damage point")
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
                    format!("{} {gems}", name(u8::try_from(seat).unwrap_or(u8::MAX)))
                })
                .collect();
            format!(
                "game over: {} wins {by} (Gems: {})",
                n(&outcome.winner),
                totals.join(", ")
            )
        }
    }
}

// --- What a choice puts at stake, for the menu. The browser says the same sentences
// (web/src/games/super-camelot/words.ts: `promptText`, `actionLabel`); the cases in
// web/test/sc-choices.fixture.ts are checked by both clients' tests.

/// A die face as the menu names it: `2 Hits`, `1 Hit`, `Star`.
fn face_title(f: Face) -> &'static str {
    match f {
        Face::TwoHits => "2 Hits",
        Face::OneHit => "1 Hit",
        Face::Blank => "Blank",
        Face::Star => "Star",
        Face::Shield => "Shield",
        Face::Gem => "Gem",
    }
}

fn dice_title(faces: &[Face]) -> String {
    faces
        .iter()
        .map(|f| face_title(*f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `A`, `A and B`, `A, B and C`.
fn listed(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn enemy_title(kind: EnemyKind) -> String {
    spaced(&format!("{kind:?}"))
}

fn cell(view: &View, sq: Square) -> Option<&super_camelot::SquareView> {
    view.squares.iter().find(|c| c.square == sq)
}

/// `the Dark Knight at E16 (2 Hits to kill)`.
fn enemy_at(view: &View, sq: Square) -> Option<String> {
    let e = cell(view, sq)?.enemy?;
    Some(format!(
        "the {} at {sq} ({} to kill)",
        enemy_title(e.kind),
        crate::text::count(e.health, "Hit")
    ))
}

fn health_at(view: &View, sq: Square) -> u8 {
    cell(view, sq).and_then(|c| c.enemy).map_or(0, |e| e.health)
}

fn bush_at(view: &View, sq: Square) -> bool {
    cell(view, sq).is_some_and(|c| c.object == Some(Object::Bush))
}

fn square_of(place: Option<Place>) -> Option<Square> {
    match place {
        Some(Place::Square(sq)) => Some(sq),
        _ => None,
    }
}

fn offset(sq: Square, dr: i32, dc: i32) -> Option<Square> {
    let row = u8::try_from(i32::from(sq.row) + dr).ok()?;
    let col = u8::try_from(i32::from(sq.col) + dc).ok()?;
    Square::new(row, col)
}

/// The squares of a sword arc, on the attacker's own tile only.
fn arc_squares(from: Square, arc: Arc, greatsword: bool) -> Vec<Square> {
    arc.offsets(greatsword)
        .into_iter()
        .filter_map(|(dr, dc)| offset(from, dr, dc))
        .filter(|sq| sq.slot() == from.slot())
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

fn has_face_up(view: &View, seat: u8, t: Treasure) -> bool {
    view.players.get(usize::from(seat)).is_some_and(|p| {
        p.treasures
            .iter()
            .any(|h| h.treasure == t && h.state == super_camelot::TreasureState::FaceUp)
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

/// The decision being asked for, with what is at stake, as the menu's heading.
#[must_use]
pub fn prompt_text(view: &View, name: &dyn Fn(u8) -> String) -> String {
    let Some(pending) = view.pending.as_ref() else {
        return String::new();
    };
    let against = |text: String| {
        let f = fight(view);
        if f.is_empty() {
            text
        } else {
            format!("{text} against {f}")
        }
    };
    match &pending.prompt {
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
                crate::text::count(*squares_left, "square")
            )
        }
        Prompt::Reroll { dice } => against(format!(
            "Excalibur: reroll one die, or keep the roll. You rolled {}",
            dice_title(dice)
        )),
        Prompt::ConvertStar { dice } => {
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
                dice_title(dice),
                crate::text::count(hits, "Hit")
            ))
        }
        Prompt::AssignHits { hits_left } => format!(
            "Choose the Enemy to kill ({} to spend)",
            crate::text::count(*hits_left, "Hit")
        ),
        Prompt::ChooseLitter { draws_left } => format!(
            "Choose the cut Bush that drops Litter ({} left)",
            crate::text::count(*draws_left, "draw")
        ),
        Prompt::ChooseLoot { draws_left } => format!(
            "Choose the killed Enemy that drops Loot ({} left)",
            crate::text::count(*draws_left, "draw")
        ),
        Prompt::SpeedPotion => "Take the Speed Potion's free Move, or decline it".to_owned(),
        Prompt::ChooseEnemy { .. } => "Choose the Enemy that activates next".to_owned(),
        Prompt::ChooseTarget { enemy, options } => {
            let who: Vec<String> = options.iter().map(|s| name(s.0)).collect();
            format!("The Enemy at {enemy} attacks whom? ({})", who.join(" or "))
        }
        Prompt::ChooseKnightSquare { enemy, .. } => {
            format!("Where does the Dark Knight from {enemy} stop?")
        }
        Prompt::ChooseStolenTreasure { mimic } => {
            format!("The Mimic at {mimic} steals: choose the Small Treasure to lose")
        }
    }
}

/// What stepping onto `to` does besides moving there.
fn step_effects(view: &View, seat: u8, to: Square) -> Vec<String> {
    let slot = to.slot();
    let mut out = Vec::new();
    match view.tiles.iter().find(|t| t.slot == slot) {
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

/// Standard (T1) Gem values of the Small Treasures.
fn treasure_gems(t: Treasure) -> u32 {
    super_camelot::data::treasure_value_for(t, super_camelot::TreasureValueRule::Standard)
}

/// A choice in the menu, in the imperative, naming what it affects and what it needs:
/// "Attack north-east with the sword: the Dark Knight at E16 (2 Hits to kill)".
#[must_use]
pub fn choice(a: &Action, view: &View, name: &dyn Fn(u8) -> String) -> String {
    let seat = view.pending.as_ref().map_or(view.active.0, |d| d.seat.0);
    let me = view.players.get(usize::from(seat));
    let here = square_of(me.and_then(|p| p.place));
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
            Some(Prompt::ContinueMove { squares_left, .. }) if *squares_left > 0 => format!(
                "Stop moving ({} unused)",
                crate::text::count(*squares_left, "square")
            ),
            _ => "Stop moving".to_owned(),
        },
        Action::Attack { arc } => {
            let great = has_face_up(view, seat, Treasure::Greatsword);
            let weapon = if great { "the Greatsword" } else { "the sword" };
            let squares = here.map_or_else(Vec::new, |h| arc_squares(h, arc, great));
            let label = format!(
                "Attack {} with {weapon}",
                spaced(&format!("{arc:?}")).to_lowercase().replace(' ', "-")
            );
            with_effects(label, &struck(view, &squares))
        }
        Action::Bomb { corner } => {
            let block: Vec<Square> = (0..3)
                .flat_map(|r| (0..3).filter_map(move |c| offset(corner, r, c)))
                .collect();
            let mut hit = struck(view, &block);
            for p in &view.players {
                if p.passed_out || p.resigned {
                    continue;
                }
                if square_of(p.place).is_some_and(|sq| block.contains(&sq)) {
                    hit.push(if p.seat.0 == seat {
                        "you".to_owned()
                    } else {
                        name(p.seat.0)
                    });
                }
            }
            let far = offset(corner, 2, 2).map_or_else(String::new, |s| s.to_string());
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
            Some(Prompt::TakeAction { actions_left }) if *actions_left > 0 => format!(
                "End turn ({} unused)",
                crate::text::count(*actions_left, "Action")
            ),
            _ => "End turn".to_owned(),
        },
        Action::Reroll { die } => {
            let dice: &[Face] = match prompt {
                Some(Prompt::Reroll { dice }) => dice,
                _ => view.attack_dice.as_deref().unwrap_or(&[]),
            };
            match dice.get(usize::from(die)) {
                None => format!("Reroll die {}", u32::from(die) + 1),
                Some(f) => {
                    let twin = dice.iter().filter(|d| *d == f).count() > 1;
                    let which = if twin {
                        format!(" (die {})", u32::from(die) + 1)
                    } else {
                        String::new()
                    };
                    format!("Reroll the {} die{which}", face_title(*f))
                }
            }
        }
        Action::KeepRoll => "Keep the roll".to_owned(),
        Action::ConvertStar { into } => {
            let as_what = match into {
                StarUse::OneHit => "1 Hit",
                StarUse::TwoHits => "2 Hits",
                StarUse::Gem => "a Gem",
            };
            let Some(attack) = view.attack.as_ref() else {
                return format!("Count the Star as {as_what}");
            };
            let targets = &attack.targets[..];
            let (hits, gems) = match into {
                StarUse::OneHit => (attack.hits + 1, attack.gems),
                StarUse::TwoHits => (attack.hits + 2, attack.gems),
                StarUse::Gem => (attack.hits, attack.gems + 1),
            };
            let mut text = format!(
                "Count the Star as {as_what}: {}",
                crate::text::count(hits, "Hit")
            );
            let killable: Vec<String> = targets
                .iter()
                .filter(|sq| health_at(view, **sq) <= hits)
                .map(|sq| {
                    let kind = cell(view, *sq).and_then(|c| c.enemy).map(|e| e.kind);
                    kind.map_or_else(
                        || format!("the Enemy at {sq}"),
                        |k| format!("the {} at {sq}", enemy_title(k)),
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
                text.push_str(&format!("; {}", crate::text::count(gems, "Gem")));
            }
            text
        }
        Action::Kill { target } => {
            let kind = cell(view, target).and_then(|c| c.enemy).map(|e| e.kind);
            let who = kind.map_or_else(|| "Enemy".to_owned(), enemy_title);
            match prompt {
                Some(Prompt::AssignHits { hits_left }) => format!(
                    "Kill the {who} at {target} ({} of {})",
                    health_at(view, target),
                    crate::text::count(*hits_left, "Hit")
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
                let who = kind.map_or_else(|| "Enemy".to_owned(), enemy_title);
                format!("Draw Loot for the {who} killed at {square}")
            }
        }
        Action::DeclineSpeedPotion => "Decline the Speed Potion".to_owned(),
        Action::Activate { enemy } => {
            let kind = cell(view, enemy).and_then(|c| c.enemy).map(|e| e.kind);
            let who = kind.map_or_else(|| "Enemy".to_owned(), enemy_title);
            format!("Activate the {who} at {enemy} next")
        }
        Action::Target { seat: target } => {
            let character = view
                .players
                .get(usize::from(target.0))
                .map(|p| format!(" ({:?})", p.character))
                .unwrap_or_default();
            format!("Send the Enemy against {}{character}", name(target.0))
        }
        Action::KnightTo { square } => format!("Stop the Dark Knight at {square}"),
        Action::Surrender { treasure: i } => {
            match me.and_then(|p| p.treasures.get(usize::from(i))) {
                Some(h) => format!(
                    "Give up the {} (worth {})",
                    treasure(h.treasure),
                    crate::text::count(treasure_gems(h.treasure), "Gem")
                ),
                None => format!("Give up Small Treasure {}", u32::from(i) + 1),
            }
        }
    }
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

    fn act(v: serde_json::Value) -> Action {
        serde_json::from_value(v).unwrap()
    }

    fn rev(v: serde_json::Value) -> RevealedEvent {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn actions_and_events_read_as_sentences() {
        assert_eq!(
            action(&act(json!({"type": "end_turn"})), &name),
            "ends the turn"
        );
        assert_eq!(
            action(&act(json!({"type": "attack", "arc": "NorthEast"})), &name),
            "attacks north-east"
        );
        assert_eq!(
            action(
                &act(json!({"type": "step", "to": {"Square": {"row": 9, "col": 11}}})),
                &name
            ),
            "steps to L10"
        );
        let rolled = rev(
            json!({"form": "public", "event": {"type": "dice_rolled", "seat": 1,
            "purpose": "Attack", "faces": ["TwoHits", "Blank", "Star"]}}),
        );
        assert_eq!(
            revealed(&rolled, &name),
            "bob rolls 2 hits, blank, star to attack"
        );
        let wallet = rev(json!({"form": "private", "seat": 0,
            "event": {"type": "wallet_changed", "gained": 5, "total": 12}}));
        assert_eq!(
            revealed(&wallet, &name),
            "ann gains 5 Gems (12 in all) [seen by ann only]"
        );
        // Live, a private event is told to its owner in the second person.
        let mine = VisibleEvent::Private(PrivateEvent::WalletChanged {
            gained: 1,
            total: 3,
        });
        assert_eq!(
            visible(&mine, &name),
            "you gain 1 Gem (3 in all) [only you see this]"
        );
        let moved: RevealedEvent = rev(json!({"form": "move", "move": "E6xE8",
            "position": "x", "captures": 1, "captured": ["E7"]}));
        assert_eq!(revealed(&moved, &name), "plays E6xE8, capturing 1 piece");
        // A Map Tile is named as printed, never by its id.
        let explored = rev(json!({"form": "public", "event": {"type": "tile_explored",
            "slot": {"row": 0, "col": 2}, "tile": "U01", "name": "Quiet Glade"}}));
        assert_eq!(
            revealed(&explored, &name),
            "the Quiet Glade tile is explored at M1–R6"
        );
    }

    // --- The menu's words, shared with the browser through choices.fixture.json ---

    use super_camelot::{Character, Game, Scenario, Seat, Viewer};

    const FIXTURE: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../web/test/sc-choices.fixture.ts"
    );
    const NAMES: [&str; 2] = ["ann", "bob"];

    fn sq(r: u8, c: u8) -> Square {
        Square::new(r, c).expect("on the map")
    }

    /// Gwenivere (seat 0, to play) at I10 on the Quiet Glade (the tile at G7–L12), a Dark Knight at
    /// J9 and a Bush at J10 beside her, Lancelot (seat 1) at J11.
    fn glade() -> Scenario {
        Scenario::new(&[Character::Gwenivere, Character::Lancelot])
            .tile(1, 1, "U01")
            .stack(&["U02"])
            .at(Seat(0), Place::Square(sq(9, 8)))
            .at(Seat(1), Place::Square(sq(10, 9)))
            .bombs(Seat(0), 1)
            .enemy(sq(8, 9), EnemyKind::DarkKnight)
            .object(sq(9, 9), Object::Bush)
            .active(Seat(0))
    }

    /// The situations the fixture holds, each with the view of the seat deciding.
    fn situations() -> Vec<(&'static str, Game)> {
        let mut out = Vec::new();
        let take = glade().build().expect("a valid scenario");
        out.push(("take an action beside a Dark Knight and a Bush", take));
        // A Move from I7 on the tile's north edge: north is unexplored, east has a Small Key,
        // south a Rock the Power Gauntlet breaks.
        let mut moving = Scenario::new(&[Character::Gwenivere, Character::Lancelot])
            .tile(1, 1, "U01")
            .stack(&["U02"])
            .at(Seat(0), Place::Square(sq(6, 8)))
            .at(Seat(1), Place::Square(sq(10, 9)))
            .treasure(Seat(0), Treasure::PowerGauntlet)
            .clear(sq(7, 8))
            .object(sq(7, 8), Object::Rock)
            .item(sq(6, 9), Item::SmallKey)
            .active(Seat(0))
            .build()
            .expect("a valid scenario");
        moving
            .apply(Seat(0), Action::Move)
            .expect("a Move is legal");
        out.push(("a Move from the edge of the forest", moving));
        let mut star = glade()
            .dice(&[Face::OneHit, Face::Star, Face::Blank])
            .build()
            .expect("a valid scenario");
        star.apply(
            Seat(0),
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .expect("the Dark Knight is in reach");
        out.push(("a Star to count against a Dark Knight", star));
        let mut hits = glade()
            .clear(sq(9, 9))
            .enemy(sq(9, 9), EnemyKind::Mimic)
            .dice(&[Face::TwoHits, Face::Blank, Face::Blank])
            .build()
            .expect("a valid scenario");
        hits.apply(
            Seat(0),
            Action::Attack {
                arc: Arc::NorthEast,
            },
        )
        .expect("the Enemies are in reach");
        out.push(("2 Hits for a Dark Knight or a Mimic", hits));
        out
    }

    /// U01 at G7–L12 with every token cleared, U02 next in the stack.
    fn cleared(characters: &[Character]) -> Scenario {
        let mut s = Scenario::new(characters).tile(1, 1, "U01").stack(&["U02"]);
        for r in 6..12 {
            for c in 6..12 {
                s = s.clear(sq(r, c));
            }
        }
        s
    }

    /// Situations where the rules decide by themselves, each with the engine's events (seat 0,
    /// ann, plays; seat 1 is bob).
    fn decided() -> Vec<(&'static str, Vec<super_camelot::Event>)> {
        let play = |s: Scenario, a: &[Action]| {
            let mut game = s.build().expect("a valid scenario");
            let mut events = Vec::new();
            for action in a {
                events.extend(game.apply(Seat(0), *action).expect("legal"));
            }
            events
        };
        let ne = Action::Attack {
            arc: Arc::NorthEast,
        };
        vec![
            (
                "Stars with only a Bush in reach",
                play(
                    cleared(&[Character::Kay, Character::Gwenivere])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .object(sq(8, 8), Object::Bush)
                        .dice(&[Face::Star, Face::Star, Face::Blank]),
                    &[ne],
                ),
            ),
            (
                "Lancelot's Blank",
                play(
                    cleared(&[Character::Lancelot, Character::Kay])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .enemy(sq(8, 8), EnemyKind::DarkKnight)
                        .dice(&[Face::OneHit, Face::Blank, Face::Blank]),
                    &[ne],
                ),
            ),
            (
                "Merlin's Bomb on a block holding him and bob",
                play(
                    cleared(&[Character::Merlin, Character::Kay])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .at(Seat(1), Place::Square(sq(10, 9)))
                        .dice(&[Face::OneHit, Face::Blank, Face::Star]),
                    &[
                        Action::Bomb { corner: sq(8, 7) },
                        Action::ConvertStar { into: StarUse::Gem },
                    ],
                ),
            ),
            (
                "a step onto a Rock with the Power Gauntlet and the Magnet",
                play(
                    cleared(&[Character::Arthur, Character::Kay])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .object(sq(9, 9), Object::Rock)
                        .item(sq(6, 9), Item::GreenGem)
                        .treasure(Seat(0), Treasure::PowerGauntlet)
                        .treasure(Seat(0), Treasure::Magnet),
                    &[
                        Action::Move,
                        Action::Step {
                            to: Place::Square(sq(9, 9)),
                        },
                    ],
                ),
            ),
            (
                "Gwenivere's Gem against a Dark Knight",
                play(
                    cleared(&[Character::Gwenivere, Character::Kay])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .enemy(sq(8, 8), EnemyKind::DarkKnight)
                        .dice(&[Face::Gem]),
                    &[Action::EndTurn],
                ),
            ),
            (
                "a Star against a Dark Knight",
                play(
                    cleared(&[Character::Kay, Character::Gwenivere])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .enemy(sq(8, 8), EnemyKind::DarkKnight)
                        .dice(&[Face::Star]),
                    &[Action::EndTurn],
                ),
            ),
            (
                "a Shield against a Dark Knight",
                play(
                    cleared(&[Character::Kay, Character::Gwenivere])
                        .at(Seat(0), Place::Square(sq(9, 8)))
                        .enemy(sq(8, 8), EnemyKind::DarkKnight)
                        .dice(&[Face::Shield]),
                    &[Action::EndTurn],
                ),
            ),
        ]
    }

    /// The events that tell what the rules decided by themselves; both clients word them alike.
    const DECIDED: [&str; 6] = [
        "stars_counted_as_gems",
        "blanks_counted",
        "bomb_spared",
        "rock_broken",
        "defended",
        "item_collected",
    ];

    fn decided_events() -> Vec<serde_json::Value> {
        decided()
            .into_iter()
            .flat_map(|(what, events)| {
                events
                    .iter()
                    .filter_map(|e| e.for_viewer(Viewer::Seat(Seat(0))))
                    .filter_map(|e| {
                        let wire = serde_json::to_value(&e).expect("JSON");
                        let kind = wire["event"]["type"].as_str().unwrap_or_default();
                        (wire["form"] == "public" && DECIDED.contains(&kind)).then(
                            || json!({"situation": what, "event": wire, "text": visible(&e, &name2)}),
                        )
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn what_the_rules_decided_is_told_with_why() {
        let texts: Vec<String> = decided_events()
            .iter()
            .map(|e| {
                format!(
                    "{}: {}",
                    e["situation"].as_str().unwrap_or_default(),
                    e["text"].as_str().unwrap_or_default()
                )
            })
            .collect();
        assert_eq!(
            texts,
            [
                "Stars with only a Bush in reach: ann's 2 Stars count as Gems (no Enemy to hit)",
                "Lancelot's Blank: ann's Blank counts as 1 Hit (Lancelot's Peerless)",
                "Merlin's Bomb on a block holding him and bob: ann's Blank counts as a Gem (Merlin's Enchanter, on a Bomb roll)",
                "Merlin's Bomb on a block holding him and bob: ann is in the Bomb's block but unhurt (Merlin's Enchanter)",
                "a step onto a Rock with the Power Gauntlet and the Magnet: ann's Power Gauntlet breaks the Rock at J10",
                "a step onto a Rock with the Power Gauntlet and the Magnet: ann picks up a Green Gem at J7 (Magnet)",
                "Gwenivere's Gem against a Dark Knight: ann blocks the damage with a Gem (Gwenivere's Grace)",
                "a Star against a Dark Knight: ann blocks the damage with a Star (a Star counts as a Shield)",
                "a Shield against a Dark Knight: ann blocks the damage with a Shield",
            ]
        );
    }

    fn name2(seat: u8) -> String {
        NAMES
            .get(usize::from(seat))
            .map_or_else(|| format!("Seat {}", seat + 1), |s| (*s).to_owned())
    }

    fn fixture() -> serde_json::Value {
        let cases: Vec<serde_json::Value> = situations()
            .into_iter()
            .map(|(what, game)| {
                let seat = game.pending_decision().expect("someone decides").seat;
                let view = game.view(Viewer::Seat(seat));
                let choices: Vec<serde_json::Value> = view
                    .legal_actions
                    .iter()
                    .map(|a| json!({"action": a, "label": choice(a, &view, &name2)}))
                    .collect();
                json!({"name": what, "prompt": prompt_text(&view, &name2), "choices": choices, "view": view})
            })
            .collect();
        json!({"names": NAMES, "cases": cases, "events": decided_events()})
    }

    fn label_of(case: &serde_json::Value, action: serde_json::Value) -> String {
        case["choices"]
            .as_array()
            .and_then(|c| c.iter().find(|c| c["action"] == action))
            .and_then(|c| c["label"].as_str())
            .map_or_else(|| format!("no choice {action}"), str::to_owned)
    }

    #[test]
    fn choices_name_what_is_at_stake() {
        let f = fixture();
        let cases = f["cases"].as_array().expect("cases");
        let take = &cases[0];
        assert_eq!(
            take["prompt"],
            "Choose an action (3 of 3 left) or end the turn"
        );
        assert_eq!(
            label_of(take, json!({"type": "attack", "arc": "NorthEast"})),
            "Attack north-east with the sword: the Dark Knight at J9 (2 Hits to kill) and the Bush at J10"
        );
        assert_eq!(
            label_of(take, json!({"type": "attack", "arc": "SouthEast"})),
            "Attack south-east with the sword: the Bush at J10"
        );
        assert_eq!(
            label_of(
                take,
                json!({"type": "bomb", "corner": {"row": 8, "col": 7}})
            ),
            "Throw a Bomb at the block from H9 to J11: hits the Dark Knight at J9 (2 Hits to kill), the Bush at H9, the Bush at J10, you and bob"
        );
        assert_eq!(
            label_of(take, json!({"type": "end_turn"})),
            "End turn (3 Actions unused)"
        );
        let moving = &cases[1];
        assert_eq!(moving["prompt"], "Go on moving (3 squares left) or stop");
        assert_eq!(
            label_of(
                moving,
                json!({"type": "step", "to": {"Square": {"row": 5, "col": 8}}})
            ),
            "Step north to I6: explores a new tile"
        );
        assert_eq!(
            label_of(
                moving,
                json!({"type": "step", "to": {"Square": {"row": 7, "col": 8}}})
            ),
            "Step south to I8: breaks the Rock (Power Gauntlet)"
        );
        assert_eq!(
            label_of(
                moving,
                json!({"type": "step", "to": {"Square": {"row": 6, "col": 9}}})
            ),
            "Step east to J7: picks up a Small Key"
        );
        let star = &cases[2];
        assert_eq!(
            star["prompt"],
            "Count a Star as what? You rolled 1 Hit, Star, Blank: 1 Hit so far against the Dark Knight at J9 (2 Hits to kill)"
        );
        assert_eq!(
            label_of(star, json!({"type": "convert_star", "into": "OneHit"})),
            "Count the Star as 1 Hit: 2 Hits, enough for the Dark Knight at J9"
        );
        assert_eq!(
            label_of(star, json!({"type": "convert_star", "into": "Gem"})),
            "Count the Star as a Gem: 1 Hit, not enough for the Dark Knight at J9 (2 Hits to kill); 1 Gem"
        );
        let hits = &cases[3];
        assert_eq!(hits["prompt"], "Choose the Enemy to kill (2 Hits to spend)");
        assert_eq!(
            label_of(
                hits,
                json!({"type": "kill", "target": {"row": 8, "col": 9}})
            ),
            "Kill the Dark Knight at J9 (2 of 2 Hits)"
        );
        assert_eq!(
            label_of(
                hits,
                json!({"type": "kill", "target": {"row": 9, "col": 9}})
            ),
            "Kill the Mimic at J10 (1 of 2 Hits)"
        );
    }

    /// The browser's test (web/test/sc-choices.test.ts) reads the same file and must
    /// say the same sentences; `ALBION_BLESS=1` rewrites it after a change here.
    #[test]
    fn the_browser_fixture_holds_these_sentences() {
        let fresh = format!(
            "// Written by `ALBION_BLESS=1 cargo test -p client-cli --lib words` (client-cli/src/replay/words.rs):\n\
             // Super Camelot situations from the engine, with the terminal's prompt and menu labels.\n\
             export const FIXTURE = {};\n",
            serde_json::to_string_pretty(&fixture()).expect("JSON")
        );
        if std::env::var_os("ALBION_BLESS").is_some() {
            std::fs::write(FIXTURE, &fresh).expect("write the fixture");
            return;
        }
        let stored = std::fs::read_to_string(FIXTURE).unwrap_or_default();
        assert!(
            stored == fresh,
            "{FIXTURE} is out of date: run `ALBION_BLESS=1 cargo test -p client-cli --lib words` and commit it"
        );
    }
}
