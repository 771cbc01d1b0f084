//! Super Camelot's words in French: sentences pinned for plurals, dice, loot, combat, the end of
//! a game, prompts and choices; and every event, prompt and choice of seeded random games told
//! in both languages, none empty, none with a missing message or argument, French never English.

use super_camelot::simulate::{Policy, choose_action};
use super_camelot::words::{self, Noun};
use super_camelot::{
    Action, Arc, Character, Config, Decision, Face, Game, Item, Lang, LootDeck, Outcome, Place,
    PrivateEvent, Prompt, PublicEvent, Scenario, Seat, Square, StarUse, Treasure, Viewer,
    VisibleEvent, WinKind, data,
};

const FR: Lang = Lang::Fr;

fn name(seat: Seat) -> String {
    ["ann", "bob", "cy"][usize::from(seat.0)].to_owned()
}

fn sq(r: u8, c: u8) -> Square {
    Square::new(r, c).expect("on the map")
}

fn line(e: PublicEvent) -> String {
    words::public(FR, &e, &name)
}

#[test]
fn french_counts_zero_and_one_in_the_singular() {
    assert_eq!(words::count(FR, 0u8, Noun::Gem), "0 Gemme");
    assert_eq!(words::count(FR, 1u8, Noun::Gem), "1 Gemme");
    assert_eq!(words::count(FR, 2u8, Noun::Gem), "2 Gemmes");
    assert_eq!(words::count(FR, 2u8, Noun::Hit), "2 Touches");
    assert_eq!(words::count(FR, 3u8, Noun::Square), "3 cases");
    assert_eq!(words::count(Lang::En, 0u8, Noun::Gem), "0 Gems");
    assert_eq!(
        words::listed(FR, &["a".into(), "b".into(), "c".into()]),
        "a, b et c"
    );
    assert_eq!(
        words::dice(FR, &[Face::TwoHits, Face::OneHit, Face::Blank, Face::Star]),
        "2 Touches, 1 Touche, Blanc, Étoile"
    );
    assert_eq!(
        words::dice(FR, &[Face::Shield, Face::Gem]),
        "Bouclier, Gemme"
    );
}

#[test]
fn french_events_read_as_sentences() {
    assert_eq!(
        line(PublicEvent::TurnStarted {
            seat: Seat(1),
            turn: 4
        }),
        "Tour 4 : à bob de jouer"
    );
    assert_eq!(
        line(PublicEvent::DiceRolled {
            seat: Seat(1),
            purpose: super_camelot::RollPurpose::Attack,
            faces: vec![Face::TwoHits, Face::Blank, Face::Star],
        }),
        "bob lance les dés pour attaquer : 2 Touches, Blanc, Étoile"
    );
    assert_eq!(
        line(PublicEvent::ItemCollected {
            seat: Seat(0),
            item: Item::SmallKey,
            square: sq(9, 11),
            magnet: true,
        }),
        "ann ramasse une Petite clé en L10 (Aimant)"
    );
    assert_eq!(
        line(PublicEvent::ItemDropped {
            item: Item::Bomb,
            square: sq(9, 11),
        }),
        "Une Bombe tombe en L10"
    );
    assert_eq!(
        line(PublicEvent::CardDrawn {
            seat: Seat(2),
            deck: LootDeck::BigLoot,
            card: super_camelot::Card::GrailWater,
        }),
        "cy pioche la carte Eau du Graal dans le Gros butin"
    );
    assert_eq!(
        line(PublicEvent::TreasureGained {
            seat: Seat(2),
            treasure: Treasure::Magnet,
        }),
        "cy obtient l'Aimant"
    );
    assert_eq!(
        line(PublicEvent::TreasureStolen {
            seat: Seat(0),
            treasure: Treasure::RacingBoots,
        }),
        "Une Mimique vole les Bottes de course d'ann"
    );
    assert_eq!(
        line(PublicEvent::RockBroken {
            seat: Seat(1),
            square: sq(9, 9),
        }),
        "Le Gantelet de puissance de bob brise le Rocher en J10"
    );
    assert_eq!(
        line(PublicEvent::EnemyKilled {
            square: sq(8, 10),
            kind: super_camelot::EnemyKind::CarnivorousPlant,
        }),
        "Une Plante carnivore meurt en K9"
    );
    assert_eq!(
        line(PublicEvent::Damaged {
            seat: Seat(0),
            amount: 2,
            health: 1,
        }),
        "ann subit 2 points de dégâts (1 Vie restante)"
    );
    assert_eq!(
        line(PublicEvent::Damaged {
            seat: Seat(0),
            amount: 1,
            health: 3,
        }),
        "ann subit 1 point de dégâts (3 Vies restantes)"
    );
    assert_eq!(
        line(PublicEvent::StarsCountedAsGems {
            seat: Seat(0),
            count: 2,
        }),
        "Les 2 Étoiles d'ann comptent comme des Gemmes (aucun Ennemi à toucher)"
    );
    assert_eq!(
        line(PublicEvent::TileExplored {
            slot: super_camelot::Slot { row: 0, col: 2 },
            tile: "U01".to_owned(),
            name: "Quiet Glade".to_owned(),
        }),
        "La tuile Clairière paisible est explorée en M1–R6"
    );
    assert_eq!(
        line(PublicEvent::GameOver {
            outcome: Outcome {
                winner: Seat(1),
                by: WinKind::Grail,
            },
            gem_totals: vec![12, 3],
        }),
        "Partie terminée : bob gagne avec le Saint Graal (Gemmes : ann 12, bob 3)"
    );
    let wallet = PrivateEvent::WalletChanged {
        gained: 1,
        total: 3,
    };
    assert_eq!(
        words::event(FR, &VisibleEvent::Private(wallet.clone()), &name),
        "Vous gagnez 1 Gemme (3 au total ; visible par vous seulement)"
    );
    assert_eq!(
        words::private(FR, &wallet, Some(Seat(0)), &name),
        "ann gagne 1 Gemme (3 au total ; visible par ann seulement)"
    );
    assert_eq!(
        words::action(FR, &Action::ConvertStar { into: StarUse::Gem }, &name),
        "compte l'Étoile comme une Gemme"
    );
}

/// Gwenivere (seat 0) at I10 on the Quiet Glade, a Dark Knight at J9 and a Bush at J10.
fn glade() -> Scenario {
    Scenario::new(&[Character::Gwenivere, Character::Lancelot])
        .tile(1, 1, "U01")
        .stack(&["U02"])
        .at(Seat(0), Place::Square(sq(9, 8)))
        .at(Seat(1), Place::Square(sq(10, 9)))
        .bombs(Seat(0), 1)
        .enemy(sq(8, 9), super_camelot::EnemyKind::DarkKnight)
        .object(sq(9, 9), super_camelot::Object::Bush)
        .active(Seat(0))
}

#[test]
fn french_prompts_and_choices_name_what_is_at_stake() {
    let game = glade().build().expect("a valid scenario");
    let mut view = game.view(Viewer::Seat(Seat(0)));
    assert_eq!(
        words::prompt(FR, &view, &name).as_deref(),
        Some("Choisissez une action (3 restantes sur 3) ou terminez le tour")
    );
    assert_eq!(
        words::choice(
            FR,
            &Action::Attack {
                arc: Arc::NorthEast
            },
            &view,
            &name
        ),
        "Attaquer au nord-est avec l'épée : le Chevalier noir en J9 (2 Touches pour l'abattre) et le Buisson en J10"
    );
    assert_eq!(
        words::choice(FR, &Action::EndTurn, &view, &name),
        "Terminer le tour (3 Actions inutilisées)"
    );
    let mut ask = |prompt: Prompt| {
        view.pending = Some(Decision {
            seat: Seat(0),
            prompt,
        });
        words::prompt(FR, &view, &name).unwrap_or_default()
    };
    assert_eq!(
        ask(Prompt::TakeAction { actions_left: 1 }),
        "Choisissez une action (1 restante sur 3) ou terminez le tour"
    );
    assert_eq!(
        ask(Prompt::ContinueMove {
            squares_left: 2,
            must_enter: None,
        }),
        "Continuez à vous déplacer (2 cases restantes) ou arrêtez-vous"
    );
    assert_eq!(
        ask(Prompt::ChooseTarget {
            enemy: sq(9, 11),
            options: vec![Seat(1), Seat(2)],
        }),
        "L'Ennemi en L10 attaque qui ? (bob ou cy)"
    );
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
    let view = star.view(Viewer::Seat(Seat(0)));
    assert_eq!(
        words::choice(
            FR,
            &Action::ConvertStar { into: StarUse::Gem },
            &view,
            &name
        ),
        "Compter l'Étoile comme une Gemme : 1 Touche, pas assez pour le Chevalier noir en J9 (2 Touches pour l'abattre) ; 1 Gemme"
    );
    assert_eq!(
        words::choice(
            FR,
            &Action::ConvertStar {
                into: StarUse::OneHit
            },
            &view,
            &name
        ),
        "Compter l'Étoile comme 1 Touche : 2 Touches, assez pour le Chevalier noir en J9"
    );
}

/// Every Map Tile of the data has its printed name in the English catalogue, and a French one.
#[test]
fn every_tile_has_its_name_in_both_languages() {
    for (i, tile) in data::tiles().iter().enumerate() {
        let e = |lang| {
            words::public(
                lang,
                &PublicEvent::TileExplored {
                    slot: super_camelot::Slot { row: 0, col: 0 },
                    tile: tile.id.to_owned(),
                    name: tile.name.to_owned(),
                },
                &name,
            )
        };
        assert_eq!(
            e(Lang::En),
            format!("The {} tile is explored at A1–F6", tile.name),
            "tile {i}"
        );
        assert!(
            !e(FR).contains(tile.name) || tile.name.is_empty(),
            "{}",
            e(FR)
        );
    }
}

fn check(en: &str, fr: &str, names: &[String], seen: &mut usize) {
    for text in [en, fr] {
        assert!(!text.is_empty(), "an empty sentence ({en})");
        assert!(!text.contains('{'), "a missing message or argument: {text}");
    }
    if !names.iter().any(|n| n == en) {
        assert_ne!(en, fr, "French is English");
    }
    *seen += 1;
}

/// Seeded random games, every event, prompt and choice told in both languages.
#[test]
fn random_games_are_told_in_both_languages() {
    let names: Vec<String> = (0..3).map(|s| name(Seat(s))).collect();
    let mut seen = 0;
    for seed in 0..6u64 {
        let characters = [Character::Arthur, Character::Merlin, Character::Kay];
        let players = 2 + usize::try_from(seed % 2).expect("small");
        let mut game =
            Game::new(Config::new(characters[..players].to_vec()), seed).expect("a game");
        for step in 0..400u64 {
            if game.outcome().is_some() {
                break;
            }
            let Some((seat, action)) = choose_action(&game, Policy::Random, seed * 1000 + step)
            else {
                break;
            };
            let view = game.view(Viewer::Seat(seat));
            if let Some(en) = words::prompt(Lang::En, &view, &name) {
                let fr = words::prompt(FR, &view, &name).expect("a prompt");
                check(&en, &fr, &names, &mut seen);
            }
            for a in &view.legal_actions {
                check(
                    &words::choice(Lang::En, a, &view, &name),
                    &words::choice(FR, a, &view, &name),
                    &names,
                    &mut seen,
                );
            }
            check(
                &words::action(Lang::En, &action, &name),
                &words::action(FR, &action, &name),
                &names,
                &mut seen,
            );
            let events = game.apply(seat, action).expect("legal");
            for e in &events {
                for viewer in [Viewer::Seat(seat), Viewer::Spectator] {
                    if let Some(v) = e.for_viewer(viewer) {
                        check(
                            &words::event(Lang::En, &v, &name),
                            &words::event(FR, &v, &name),
                            &names,
                            &mut seen,
                        );
                        if let VisibleEvent::Private(p) = &v {
                            check(
                                &words::private(Lang::En, p, Some(seat), &name),
                                &words::private(FR, p, Some(seat), &name),
                                &names,
                                &mut seen,
                            );
                        }
                    }
                }
            }
        }
        let view = game.view(Viewer::Spectator);
        for (en, fr) in words::first_player_lines(Lang::En, &view.first_player_rolls, &name)
            .iter()
            .zip(words::first_player_lines(
                FR,
                &view.first_player_rolls,
                &name,
            ))
        {
            check(en, &fr, &names, &mut seen);
        }
    }
    assert!(seen > 1000, "only {seen} sentences");
}
