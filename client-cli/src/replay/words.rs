//! Super Camelot actions and events in words, for the replay. Anything this client cannot read
//! (a newer server's event, say) falls back to the generic `type: field value` form.

use protocol::RevealedEvent;
use super_camelot::{
    Action, AttackKind, Card, Circle, Face, Item, LootDeck, Place, PrivateEvent, Prompt,
    PublicEvent, RollPurpose, Slot, SpecialKind, Square, Treasure, VisibleEvent, WinKind,
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

/// A Map Tile by its printed name (`the Quiet Glade`); an id this client does not know as it is.
fn tile_name(id: &str) -> String {
    super_camelot::data::tiles()
        .iter()
        .find(|t| t.id == id)
        .map_or_else(|| format!("tile {id}"), |t| format!("the {}", t.name))
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
        PublicEvent::TileExplored { slot: at, tile } => {
            format!("{} is explored at {}", tile_name(tile), slot(*at))
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
        } => {
            format!("{} picks up a {} at {square}", n(seat), item(*i))
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
        PublicEvent::Defended { seat } => format!("{} blocks the damage", n(seat)),
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
    }
}
