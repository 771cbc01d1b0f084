//! The words of Super Camelot (`super_camelot::words`), pinned for both clients.
//!
//! * `web/test/sc-words.fixture.ts`: events (every kind, live and as a game's record shows them)
//!   with the sentence the server sends for each; the browser's tests check that it shows exactly
//!   that sentence.
//! * `web/test/sc-choices.fixture.ts`: situations from the engine with the prompt and the label
//!   of every choice; the browser's button labels must say the same.
//!
//! `ALBION_BLESS=1 cargo test -p super-camelot --test words` rewrites both after a change of
//! wording: review the difference and commit it.

use serde_json::{Value, json};
use super_camelot::words;
use super_camelot::{
    Action, Arc, AttackKind, BlankUse, Card, Character, Circle, EnemyKind, Event, Face, Facing,
    Game, Item, Lang, LootDeck, Object, Outcome, Place, PrivateEvent, PublicEvent, RelicKind,
    RollPurpose, Scenario, Seat, Slot, SpecialKind, Square, StarUse, Treasure, Viewer,
    VisibleEvent, WinKind,
};

const NAMES: [&str; 3] = ["ann", "bob", "cy"];

/// The display names of the fixtures; a seat without one is `Seat N` (from 1), as the server
/// names it.
fn name(seat: Seat) -> String {
    NAMES
        .get(usize::from(seat.0))
        .map_or_else(|| format!("Seat {}", seat.0 + 1), |s| (*s).to_owned())
}

fn sq(r: u8, c: u8) -> Square {
    Square::new(r, c).expect("on the map")
}

fn bless() -> bool {
    std::env::var_os("ALBION_BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

/// Checks (or, blessing, rewrites) a generated fixture of the browser's tests.
fn check_fixture(file: &str, header: &str, value: &Value) {
    let path = format!("{}/../../web/test/{file}", env!("CARGO_MANIFEST_DIR"));
    let fresh = format!(
        "// Written by `ALBION_BLESS=1 cargo test -p super-camelot --test words` \
         (games/super-camelot/tests/words.rs):\n// {header}\nexport const FIXTURE = {};\n",
        serde_json::to_string_pretty(value).expect("JSON")
    );
    if bless() {
        std::fs::write(&path, &fresh).expect("write the fixture");
        return;
    }
    let stored = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        stored == fresh,
        "{path} is out of date: run `ALBION_BLESS=1 cargo test -p super-camelot --test words`, \
         review the difference and commit it"
    );
}

// --- Every event, in words ---------------------------------------------------------------------

/// Which kind of public event this is, by a match the compiler keeps complete: a new kind of
/// event fails to build here until it has a sample below.
fn kind_index(e: &PublicEvent) -> usize {
    match e {
        PublicEvent::TurnStarted { .. } => 0,
        PublicEvent::TurnSkipped { .. } => 1,
        PublicEvent::Placed { .. } => 2,
        PublicEvent::MoveStarted { .. } => 3,
        PublicEvent::Stepped { .. } => 4,
        PublicEvent::MoveEnded { .. } => 5,
        PublicEvent::TileExplored { .. } => 6,
        PublicEvent::ExploreEntryBlocked { .. } => 7,
        PublicEvent::TilePopulated { .. } => 8,
        PublicEvent::TileDepopulated { .. } => 9,
        PublicEvent::ItemCollected { .. } => 10,
        PublicEvent::ItemDropped { .. } => 11,
        PublicEvent::SupplyEmpty { .. } => 12,
        PublicEvent::ChestOpened { .. } => 13,
        PublicEvent::TreasureGained { .. } => 14,
        PublicEvent::BigTreasureDrawn { .. } => 15,
        PublicEvent::GemsGained { .. } => 16,
        PublicEvent::SpecialPickedUp { .. } => 17,
        PublicEvent::AttackMade { .. } => 18,
        PublicEvent::DiceRolled { .. } => 19,
        PublicEvent::Rerolled { .. } => 20,
        PublicEvent::StarConverted { .. } => 21,
        PublicEvent::StarsCountedAsGems { .. } => 22,
        PublicEvent::BlanksCounted { .. } => 23,
        PublicEvent::BombSpared { .. } => 24,
        PublicEvent::RockBroken { .. } => 25,
        PublicEvent::BushCut { .. } => 26,
        PublicEvent::EnemyKilled { .. } => 27,
        PublicEvent::CardDrawn { .. } => 28,
        PublicEvent::DeckReshuffled { .. } => 29,
        PublicEvent::Healed { .. } => 30,
        PublicEvent::DarkKnightAppeared { .. } => 31,
        PublicEvent::SpeedPotionDeclined { .. } => 32,
        PublicEvent::EnemyActivated { .. } => 33,
        PublicEvent::EnemyMoved { .. } => 34,
        PublicEvent::PlantTurned { .. } => 35,
        PublicEvent::TreasureStolen { .. } => 36,
        PublicEvent::TreasureRecovered { .. } => 37,
        PublicEvent::Defended { .. } => 38,
        PublicEvent::Damaged { .. } => 39,
        PublicEvent::PassedOut { .. } => 40,
        PublicEvent::Resigned { .. } => 41,
        PublicEvent::GrailClaimed { .. } => 42,
        PublicEvent::GameOver { .. } => 43,
        PublicEvent::StepUndone { .. } => 44,
    }
}
const KINDS: usize = 45;

/// A sample of every kind of public event, some kinds more than once for their variations (the
/// browser's own list of cases, before it showed the server's sentences, and a few more).
#[allow(clippy::too_many_lines)] // one sample per line
fn public_samples() -> Vec<PublicEvent> {
    use PublicEvent as P;
    let at = sq(9, 11); // L10
    let s = Seat;
    let game_over = |winner: u8, by: WinKind, gem_totals: Vec<u32>| P::GameOver {
        outcome: Outcome {
            winner: Seat(winner),
            by,
        },
        gem_totals,
    };
    vec![
        P::TurnStarted {
            seat: s(1),
            turn: 4,
        },
        P::TurnSkipped { seat: s(2) },
        P::Placed {
            seat: s(0),
            circle: Circle::North,
        },
        P::MoveStarted {
            seat: s(0),
            squares: 3,
            free: false,
        },
        P::MoveStarted {
            seat: s(0),
            squares: 1,
            free: true,
        },
        P::Stepped {
            seat: s(0),
            from: Place::Circle(Circle::North),
            to: Place::Square(at),
        },
        P::Stepped {
            seat: s(0),
            from: Place::Square(at),
            to: Place::Square(sq(8, 11)),
        },
        P::MoveEnded { seat: s(0) },
        P::StepUndone {
            seat: s(0),
            from: Place::Square(sq(8, 11)),
            to: Place::Square(at),
        },
        // A seat the caller has no name for: named by the caller (`Seat 4` here).
        P::MoveEnded { seat: s(3) },
        P::TileExplored {
            slot: Slot { row: 0, col: 2 },
            tile: "N3".to_owned(),
            name: "Wind Shrine".to_owned(),
        },
        P::ExploreEntryBlocked { square: at },
        P::TilePopulated {
            slot: Slot { row: 1, col: 1 },
        },
        P::TileDepopulated {
            slot: Slot { row: 1, col: 1 },
        },
        P::ItemCollected {
            seat: s(1),
            item: Item::GreenGem,
            square: at,
            magnet: false,
        },
        P::ItemCollected {
            seat: s(1),
            item: Item::SmallKey,
            square: at,
            magnet: true,
        },
        P::ItemDropped {
            item: Item::SmallKey,
            square: at,
        },
        P::SupplyEmpty { item: Item::Bomb },
        P::ChestOpened {
            seat: s(2),
            chest: at,
            big: false,
        },
        P::ChestOpened {
            seat: s(2),
            chest: at,
            big: true,
        },
        P::TreasureGained {
            seat: s(2),
            treasure: Treasure::HuntingBow,
        },
        P::BigTreasureDrawn { seat: s(2) },
        P::GemsGained { seat: s(1) },
        P::SpecialPickedUp {
            seat: s(1),
            kind: SpecialKind::Relic(RelicKind::Fire),
        },
        P::SpecialPickedUp {
            seat: s(1),
            kind: SpecialKind::BigKey,
        },
        P::AttackMade {
            seat: s(0),
            kind: AttackKind::Sword,
            squares: vec![sq(8, 9), sq(8, 10), sq(9, 10)],
        },
        P::AttackMade {
            seat: s(0),
            kind: AttackKind::Bomb,
            squares: vec![at],
        },
        P::AttackMade {
            seat: s(0),
            kind: AttackKind::Bow,
            squares: vec![at],
        },
        P::DiceRolled {
            seat: s(1),
            purpose: RollPurpose::Attack,
            faces: vec![Face::TwoHits, Face::Blank, Face::Star],
        },
        P::DiceRolled {
            seat: s(1),
            purpose: RollPurpose::Defence,
            faces: vec![Face::Shield],
        },
        P::DiceRolled {
            seat: s(1),
            purpose: RollPurpose::FirstPlayer,
            faces: vec![Face::Gem, Face::OneHit, Face::Star],
        },
        P::Rerolled {
            die: 1,
            face: Face::OneHit,
        },
        P::StarConverted {
            into: StarUse::TwoHits,
        },
        P::StarConverted { into: StarUse::Gem },
        P::StarsCountedAsGems {
            seat: s(0),
            count: 1,
        },
        P::StarsCountedAsGems {
            seat: s(0),
            count: 3,
        },
        P::BlanksCounted {
            seat: s(1),
            count: 1,
            into: BlankUse::OneHit,
        },
        P::BlanksCounted {
            seat: s(1),
            count: 2,
            into: BlankUse::OneHit,
        },
        P::BlanksCounted {
            seat: s(2),
            count: 2,
            into: BlankUse::Gem,
        },
        P::BombSpared { seat: s(2) },
        P::RockBroken {
            seat: s(0),
            square: at,
        },
        P::BushCut { square: at },
        P::EnemyKilled {
            square: at,
            kind: EnemyKind::DarkKnight,
        },
        P::EnemyKilled {
            square: at,
            kind: EnemyKind::CarnivorousPlant,
        },
        P::CardDrawn {
            seat: s(0),
            deck: LootDeck::SmallLoot,
            card: Card::HealthPotion,
        },
        P::DeckReshuffled {
            deck: LootDeck::BigLoot,
        },
        P::Healed {
            seat: s(0),
            health: 5,
        },
        P::DarkKnightAppeared { square: at },
        P::SpeedPotionDeclined { seat: s(0) },
        P::EnemyActivated {
            square: at,
            kind: EnemyKind::Mimic,
            target: s(2),
        },
        P::EnemyMoved {
            from: at,
            to: sq(10, 11),
        },
        P::PlantTurned {
            square: at,
            facing: Facing::SE,
        },
        P::TreasureStolen {
            seat: s(1),
            treasure: Treasure::RoyalShield,
        },
        P::TreasureRecovered {
            seat: s(0),
            treasure: Treasure::RoyalShield,
        },
        P::Defended {
            seat: s(1),
            by: Face::Shield,
        },
        P::Defended {
            seat: s(1),
            by: Face::Star,
        },
        P::Defended {
            seat: s(1),
            by: Face::Gem,
        },
        P::Damaged {
            seat: s(1),
            amount: 3,
            health: 2,
        },
        P::Damaged {
            seat: s(1),
            amount: 1,
            health: 0,
        },
        P::PassedOut { seat: s(1) },
        P::Resigned { seat: s(2) },
        P::GrailClaimed { seat: s(0) },
        game_over(0, WinKind::Gems, vec![40, 12, 7]),
        game_over(1, WinKind::Resignation, vec![0, 3]),
        game_over(2, WinKind::Grail, vec![12, 30, 7]),
    ]
}

fn private_samples() -> Vec<PrivateEvent> {
    vec![
        PrivateEvent::WalletChanged {
            gained: 5,
            total: 12,
        },
        PrivateEvent::WalletChanged {
            gained: 1,
            total: 3,
        },
        PrivateEvent::BigTreasure {
            gems: 15,
            with_small_treasure: true,
        },
        PrivateEvent::BigTreasure {
            gems: 10,
            with_small_treasure: false,
        },
    ]
}

/// One case of the words fixture: the event as it goes over the wire, the seat a record says
/// saw it (a private event of a game's record) or none (a live event), and its sentence.
fn case(event: &VisibleEvent, seen_by: Option<Seat>, situation: Option<&str>) -> Value {
    let line = match (event, seen_by) {
        (VisibleEvent::Private(p), Some(owner)) => words::private(Lang::En, p, Some(owner), &name),
        _ => words::event(Lang::En, event, &name),
    };
    let mut c = json!({"event": event, "line": line});
    if let Some(owner) = seen_by {
        c["seen_by"] = json!(owner.0);
    }
    if let Some(what) = situation {
        c["situation"] = json!(what);
    }
    c
}

fn words_fixture() -> Value {
    let mut cases: Vec<Value> = public_samples()
        .into_iter()
        .map(|e| case(&VisibleEvent::Public(e), None, None))
        .collect();
    for p in private_samples() {
        let e = VisibleEvent::Private(p);
        cases.push(case(&e, None, None));
        cases.push(case(&e, Some(Seat(1)), None));
    }
    for (what, e) in decided_events() {
        cases.push(case(&e, None, Some(what)));
    }
    json!({"names": NAMES, "cases": cases})
}

#[test]
fn every_kind_of_event_has_a_sentence() {
    let samples = public_samples();
    let mut seen = [false; KINDS];
    for e in &samples {
        seen[kind_index(e)] = true;
    }
    let missing: Vec<usize> = (0..KINDS).filter(|k| !seen[*k]).collect();
    assert!(
        missing.is_empty(),
        "no sample of the event kinds {missing:?}"
    );
    for e in samples {
        let line = words::public(Lang::En, &e, &name);
        assert!(!line.is_empty(), "{e:?}");
        let first = line.chars().next().unwrap_or(' ');
        let starts_with_name =
            NAMES.iter().any(|n| line.starts_with(n)) || line.starts_with("Seat ");
        assert!(
            first.is_uppercase() || starts_with_name,
            "a sentence begins with a capital or a name: {line}"
        );
    }
}

#[test]
fn events_read_as_sentences() {
    let line = |e: PublicEvent| words::public(Lang::En, &e, &name);
    assert_eq!(
        line(PublicEvent::TurnStarted {
            seat: Seat(1),
            turn: 4
        }),
        "Turn 4: bob to play"
    );
    assert_eq!(
        line(PublicEvent::DiceRolled {
            seat: Seat(1),
            purpose: RollPurpose::Attack,
            faces: vec![Face::TwoHits, Face::Blank, Face::Star],
        }),
        "bob rolls 2 Hits, Blank, Star to attack"
    );
    // A Map Tile is named as printed, never by its id.
    assert_eq!(
        line(PublicEvent::TileExplored {
            slot: Slot { row: 0, col: 2 },
            tile: "U01".to_owned(),
            name: "Quiet Glade".to_owned(),
        }),
        "The Quiet Glade tile is explored at M1–R6"
    );
    assert_eq!(
        line(PublicEvent::EnemyKilled {
            square: sq(8, 10),
            kind: EnemyKind::CarnivorousPlant,
        }),
        "A Carnivorous Plant is killed at K9"
    );
    assert_eq!(
        line(PublicEvent::PlantTurned {
            square: sq(3, 3),
            facing: Facing::SW,
        }),
        "The Plant at D4 turns south-west"
    );
    // A seat without a name is named by the caller: here `Seat 4`.
    assert_eq!(
        line(PublicEvent::MoveEnded { seat: Seat(3) }),
        "Seat 4 ends the move"
    );
    // Live, a private event is told to its owner in the second person; a record names the seat
    // that saw it.
    let wallet = PrivateEvent::WalletChanged {
        gained: 5,
        total: 12,
    };
    assert_eq!(
        words::event(Lang::En, &VisibleEvent::Private(wallet.clone()), &name),
        "You gain 5 Gems (12 in all; only you see this)"
    );
    assert_eq!(
        words::private(Lang::En, &wallet, Some(Seat(1)), &name),
        "bob gains 5 Gems (12 in all; seen by bob only)"
    );
    let big = PrivateEvent::BigTreasure {
        gems: 15,
        with_small_treasure: true,
    };
    assert_eq!(
        words::private(Lang::En, &big, None, &name),
        "Your Big Treasure: 15 Gems and a Small Treasure (only you see this)"
    );
    assert_eq!(
        words::private(Lang::En, &big, Some(Seat(2)), &name),
        "cy's Big Treasure: 15 Gems and a Small Treasure (seen by cy only)"
    );
}

#[test]
fn actions_read_as_verb_phrases() {
    assert_eq!(
        words::action(Lang::En, &Action::EndTurn, &name),
        "ends the turn"
    );
    assert_eq!(
        words::action(
            Lang::En,
            &Action::Attack {
                arc: Arc::NorthEast
            },
            &name
        ),
        "attacks north-east"
    );
    assert_eq!(
        words::action(
            Lang::En,
            &Action::Step {
                to: Place::Square(sq(9, 11))
            },
            &name
        ),
        "steps to L10"
    );
    assert_eq!(
        words::action(Lang::En, &Action::ConvertStar { into: StarUse::Gem }, &name),
        "counts the Star as a Gem"
    );
    assert_eq!(
        words::action(Lang::En, &Action::Target { seat: Seat(2) }, &name),
        "sends the Enemy against cy"
    );
    assert_eq!(
        words::dice(
            Lang::En,
            &[
                Face::Shield,
                Face::Star,
                Face::Gem,
                Face::TwoHits,
                Face::OneHit,
                Face::Blank
            ]
        ),
        "Shield, Star, Gem, 2 Hits, 1 Hit, Blank"
    );
}

/// What the deciding seat is asked, in words (the fight and the dice of an attack are in the
/// choices fixture's prompts).
#[test]
fn prompts_read_as_requests() {
    use super_camelot::{Decision, Prompt};
    let mut view = glade()
        .build()
        .expect("a valid scenario")
        .view(Viewer::Seat(Seat(0)));
    let mut ask = |prompt: Prompt| {
        view.pending = Some(Decision {
            seat: Seat(0),
            prompt,
        });
        words::prompt(Lang::En, &view, &name).unwrap_or_default()
    };
    assert_eq!(
        ask(Prompt::TakeAction { actions_left: 2 }),
        "Choose an action (2 of 3 left) or end the turn"
    );
    assert_eq!(
        ask(Prompt::ContinueMove {
            squares_left: 1,
            must_enter: Some(Slot { row: 0, col: 1 }),
        }),
        "Go on moving (1 square left) or stop; the explored tile G1–L6 must be entered"
    );
    assert_eq!(
        ask(Prompt::ChooseTarget {
            enemy: sq(9, 11),
            options: vec![Seat(1), Seat(2)],
        }),
        "The Enemy at L10 attacks whom? (bob or cy)"
    );
    assert_eq!(
        ask(Prompt::ChooseStolenTreasure { mimic: sq(9, 11) }),
        "The Mimic at L10 steals: choose the Small Treasure to lose"
    );
    view.pending = None;
    assert_eq!(
        words::prompt(Lang::En, &view, &name),
        None,
        "nobody is asked anything"
    );
}

/// The engine's own geometry of an arc and a Bomb's block, as the menu and the browser use it.
#[test]
fn arcs_and_bomb_blocks() {
    let names = |v: Vec<Square>| v.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert_eq!(
        names(words::arc_squares(sq(9, 9), Arc::NorthEast, false)),
        ["J9", "K9", "K10"]
    );
    assert_eq!(
        names(words::arc_squares(sq(9, 9), Arc::NorthEast, true)),
        ["I9", "J9", "K9", "K10", "K11"]
    );
    // Squares on another tile are not hit.
    assert_eq!(
        names(words::arc_squares(sq(7, 6), Arc::NorthWest, false)),
        ["G7"]
    );
    assert!(words::arc_squares(sq(0, 0), Arc::NorthWest, false).is_empty());
    assert_eq!(
        names(words::bomb_block(sq(7, 8))),
        ["I8", "J8", "K8", "I9", "J9", "K9", "I10", "J10", "K10"]
    );
}

#[test]
fn the_words_fixture_holds_these_sentences() {
    check_fixture(
        "sc-words.fixture.ts",
        "Super Camelot events (live, and as a game's record shows a private one: `seen_by`) with the sentence the server sends for each.",
        &words_fixture(),
    );
}

// --- The menu's words, shared with the browser through sc-choices.fixture.ts -----------------

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
    // RULES.md SC26: a step that revealed nothing, which may be taken back.
    let mut back = Scenario::new(&[Character::Gwenivere, Character::Lancelot])
        .tile(1, 1, "U01")
        .stack(&["U02"])
        .at(Seat(0), Place::Square(sq(9, 8)))
        .at(Seat(1), Place::Square(sq(10, 9)))
        .clear(sq(9, 9))
        .active(Seat(0))
        .build()
        .expect("a valid scenario");
    back.apply(Seat(0), Action::Move).expect("a Move is legal");
    back.apply(
        Seat(0),
        Action::Step {
            to: Place::Square(sq(9, 9)),
        },
    )
    .expect("J10 is free");
    out.push(("a step that may be taken back", back));
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
#[allow(clippy::too_many_lines)] // one situation after another
fn decided() -> Vec<(&'static str, Vec<Event>)> {
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

/// The events that tell what the rules decided by themselves.
const DECIDED: [&str; 6] = [
    "stars_counted_as_gems",
    "blanks_counted",
    "bomb_spared",
    "rock_broken",
    "defended",
    "item_collected",
];

/// The events of [`decided`] that tell what the rules decided, as seat 0 saw them.
fn decided_events() -> Vec<(&'static str, VisibleEvent)> {
    decided()
        .into_iter()
        .flat_map(|(what, events)| {
            events
                .iter()
                .filter_map(|e| e.for_viewer(Viewer::Seat(Seat(0))))
                .filter(|e| {
                    let wire = serde_json::to_value(e).expect("JSON");
                    let kind = wire["type"].as_str().unwrap_or_default();
                    matches!(e, VisibleEvent::Public(_)) && DECIDED.contains(&kind)
                })
                .map(|e| (what, e))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn what_the_rules_decided_is_told_with_why() {
    let texts: Vec<String> = decided_events()
        .iter()
        .map(|(what, e)| format!("{what}: {}", words::event(Lang::En, e, &name)))
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

fn choices_fixture() -> Value {
    let cases: Vec<Value> = situations()
        .into_iter()
        .map(|(what, game)| {
            let seat = game.pending_decision().expect("someone decides").seat;
            let view = game.view(Viewer::Seat(seat));
            let choices: Vec<Value> = view
                .legal_actions
                .iter()
                .map(|a| json!({"action": a, "label": words::choice(Lang::En, a, &view, &name)}))
                .collect();
            json!({"name": what, "prompt": words::prompt(Lang::En, &view, &name), "choices": choices, "view": view})
        })
        .collect();
    json!({"names": &NAMES[..2], "cases": cases})
}

fn label_of(case: &Value, action: Value) -> String {
    case["choices"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["action"] == action))
        .and_then(|c| c["label"].as_str())
        .map_or_else(|| format!("no choice {action}"), str::to_owned)
}

#[test]
fn choices_name_what_is_at_stake() {
    let f = choices_fixture();
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
        label_of(take, json!({"type": "bomb", "corner": "H9"})),
        "Throw a Bomb at the block from H9 to J11: hits the Dark Knight at J9 (2 Hits to kill), the Bush at H9, the Bush at J10, you and bob"
    );
    assert_eq!(
        label_of(take, json!({"type": "end_turn"})),
        "End turn (3 Actions unused)"
    );
    let moving = &cases[1];
    assert_eq!(moving["prompt"], "Go on moving (3 squares left) or stop");
    assert_eq!(
        label_of(moving, json!({"type": "step", "to": "I6"})),
        "Step north to I6: explores a new tile"
    );
    assert_eq!(
        label_of(moving, json!({"type": "step", "to": "I8"})),
        "Step south to I8: breaks the Rock (Power Gauntlet)"
    );
    assert_eq!(
        label_of(moving, json!({"type": "step", "to": "J7"})),
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
        label_of(hits, json!({"type": "kill", "target": "J9"})),
        "Kill the Dark Knight at J9 (2 of 2 Hits)"
    );
    assert_eq!(
        label_of(hits, json!({"type": "kill", "target": "J10"})),
        "Kill the Mimic at J10 (1 of 2 Hits)"
    );
}

/// The browser's test (web/test/sc-choices.test.ts) reads the same file: its button labels
/// must say the same sentences.
#[test]
fn the_browser_choices_fixture_holds_these_sentences() {
    check_fixture(
        "sc-choices.fixture.ts",
        "Super Camelot situations from the engine, with the prompt and the menu's labels.",
        &choices_fixture(),
    );
}

/// Who plays first: the one seat with the most Stars in the last round of rolls; nobody while
/// it is tied. The browser's log says the same sentence (web/test/super-camelot.test.ts).
#[test]
fn the_first_player_is_told_with_why() {
    use super_camelot::Face::{Blank, Gem, Star};
    let name = |s: Seat| ["ann", "bob", "cy"][usize::from(s.0)].to_owned();
    let tied = vec![vec![vec![Star, Blank], vec![Star, Gem], vec![Blank, Blank]]];
    assert_eq!(words::first_player(Lang::En, &tied, &name), None);
    let mut again = tied.clone();
    again.push(vec![vec![Star, Star], vec![Blank, Star], vec![]]);
    assert_eq!(
        words::first_player(Lang::En, &again, &name).as_deref(),
        Some("ann rolled the most Stars (2) and plays first")
    );
    let none = vec![
        vec![vec![Blank], vec![Gem], vec![Blank]],
        vec![vec![], vec![Blank], vec![Star]],
    ];
    assert_eq!(
        words::first_player(Lang::En, &none, &name).as_deref(),
        Some("cy rolled the most Stars (1) and plays first")
    );
    assert_eq!(words::first_player(Lang::En, &[], &name), None);
    assert_eq!(
        words::first_player_lines(Lang::En, &again, &name),
        [
            "ann rolls Star, Blank for the first player",
            "bob rolls Star, Gem for the first player",
            "cy rolls Blank, Blank for the first player",
            "ann rolls Star, Star for the first player (tie: again)",
            "bob rolls Blank, Star for the first player (tie: again)",
            "ann rolled the most Stars (2) and plays first",
        ]
    );
}
