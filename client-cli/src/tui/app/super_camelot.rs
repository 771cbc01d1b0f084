//! Super Camelot's input: the action menu, and choosing a Character in the lobby.

use protocol::{Character, ClientMsg, GameAction, GameView};
use ratatui::crossterm::event::KeyCode;

use super::App;
use crate::lang::{Lang, character_name, tr};

/// What a Character (by its engine name, `"Merlin"`) does, in a line, shown when choosing one
/// (rulings §2.6).
#[must_use]
pub fn character_text(lang: Lang, name: &str) -> Option<String> {
    character_named(name)?;
    Some(tr(
        lang,
        "cli-character-power",
        &[("character", name.to_owned().into())],
    ))
}

/// The Character with this engine name (`"Merlin"`).
fn character_named(name: &str) -> Option<Character> {
    [
        Character::Arthur,
        Character::Gwenivere,
        Character::Lancelot,
        Character::Percival,
        Character::Kay,
        Character::Merlin,
    ]
    .into_iter()
    .find(|c| c.to_string() == name)
}

impl App {
    /// A key on the action menu: ↑ ↓ (k j) and PgUp PgDn move the highlight, Enter plays the
    /// highlighted action. `None` for a key the menu does not take; else the messages to send.
    pub(super) fn menu_key(&mut self, code: KeyCode) -> Option<Vec<ClientMsg>> {
        let last = self.menu_len().saturating_sub(1);
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.menu = self.menu.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.menu = (self.menu + 1).min(last),
            KeyCode::PageDown => self.menu = (self.menu + 8).min(last),
            KeyCode::PageUp => self.menu = self.menu.saturating_sub(8),
            KeyCode::Enter => return Some(self.act().into_iter().collect()),
            _ => return None,
        }
        Some(Vec::new())
    }

    /// The highlighted action, played.
    fn act(&mut self) -> Option<ClientMsg> {
        let (Some(GameView::SuperCamelot { view, .. }), Some(v)) =
            (&self.session.game, self.session.v)
        else {
            return None;
        };
        let action = *view
            .legal_actions
            .get(self.menu.min(view.legal_actions.len().saturating_sub(1)))?;
        // Ending the turn with actions left passes them: asked first, unless nothing else could
        // be done with them.
        if action == super_camelot::Action::EndTurn
            && view.actions_left > 0
            && view.legal_actions.iter().any(|a| *a != action)
        {
            self.mode = super::Mode::ConfirmEndTurn(view.actions_left);
            return None;
        }
        self.menu = 0;
        Some(ClientMsg::Act {
            v,
            action: GameAction::SuperCamelot { action },
        })
    }

    /// `C` in the lobby: asks for the next free Character, and says what it does.
    pub(super) fn choose_character(&mut self) -> Option<ClientMsg> {
        let lang = self.session.lang;
        let character = self.next_character().and_then(|c| character_named(&c))?;
        if let Some(power) = character_text(lang, &character.to_string()) {
            self.status = tr(
                lang,
                "cli-status-character",
                &[
                    ("name", character_name(lang, character).into()),
                    ("power", power.into()),
                ],
            );
        }
        Some(ClientMsg::Character { character })
    }

    fn menu_len(&self) -> usize {
        match &self.session.game {
            Some(GameView::SuperCamelot { view, .. }) => view.legal_actions.len(),
            _ => 0,
        }
    }

    /// The next Character not taken by another seat, after the one this seat has (Super Camelot).
    fn next_character(&mut self) -> Option<String> {
        const ALL: [&str; 6] = [
            "Arthur",
            "Gwenivere",
            "Lancelot",
            "Percival",
            "Kay",
            "Merlin",
        ];
        let lobby = self.session.lobby.as_ref()?;
        if !matches!(lobby.config, protocol::GameConfig::SuperCamelot { .. }) {
            self.status = tr(self.session.lang, "cli-status-no-characters", &[]);
            return None;
        }
        let me = self.session.seat?;
        let mine = lobby
            .seats
            .iter()
            .find(|s| s.seat == me)
            .and_then(|s| s.character.map(|c| c.to_string()));
        let taken: Vec<String> = lobby
            .seats
            .iter()
            .filter(|s| s.seat != me)
            .filter_map(|s| s.character.map(|c| c.to_string()))
            .collect();
        let start = mine
            .as_deref()
            .and_then(|m| ALL.iter().position(|c| *c == m))
            .map_or(0, |i| i + 1);
        (0..ALL.len())
            .map(|k| ALL[(start + k) % ALL.len()])
            .find(|c| !taken.iter().any(|t| t == c))
            .map(str::to_owned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::fixtures::key;
    use protocol::{GameConfig, LobbyInfo, LobbyStatus, SeatInfo, ServerMsg};

    /// Ending a turn with actions left passes them: the menu asks first, `n` keeps the turn,
    /// `y` ends it.
    #[test]
    fn ending_a_turn_with_actions_left_asks_first() {
        use super_camelot::{Action, Config, Game, Seat as S, Viewer};
        let mut app = crate::tui::app::fixtures::playing_app(&[]);
        let config = Config::new(vec![Character::Arthur, Character::Merlin]);
        let mut game = Game::new(config, 7).unwrap();
        // Play on, never ending a turn early, until ann (seat 0) could end hers with actions
        // left and something else to do.
        let view = loop {
            let view = game.view(Viewer::Seat(S(0)));
            let others = view.legal_actions.iter().any(|a| *a != Action::EndTurn);
            if view.actions_left > 0 && view.legal_actions.contains(&Action::EndTurn) && others {
                break view;
            }
            let decision = game.pending_decision().expect("the game runs");
            let legal = game.legal_actions(decision.seat);
            let action = legal
                .iter()
                .copied()
                .find(|a| *a != Action::EndTurn)
                .unwrap_or(Action::EndTurn);
            game.apply(decision.seat, action).unwrap();
        };
        let left = view.actions_left;
        app.menu = view
            .legal_actions
            .iter()
            .position(|a| *a == Action::EndTurn)
            .unwrap();
        let lobby = app.session.lobby.clone().unwrap();
        app.session.apply(&ServerMsg::Sync {
            v: 9,
            lobby,
            game: Some(GameView::SuperCamelot {
                view,
                events: vec![],
                lines: Vec::new(),
                prompt_line: None,
                clock: None,
            }),
            clock_elapsed_ms: None,
        });
        let menu = app.menu;
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert_eq!(app.mode, super::super::Mode::ConfirmEndTurn(left));
        assert!(app.on_key(key(KeyCode::Char('n'))).is_empty());
        assert_eq!(app.status, "still your turn");
        app.menu = menu;
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert_eq!(
            app.on_key(key(KeyCode::Char('y'))),
            [ClientMsg::Act {
                v: 9,
                action: GameAction::SuperCamelot {
                    action: Action::EndTurn
                },
            }]
        );
    }

    #[test]
    fn character_key_cycles_through_the_free_characters() {
        let mut app = App::new("ABC", "ann", "http://127.0.0.1:8080");
        // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
        app.mono = false;
        let seat = |seat: u8, character: Option<&str>| SeatInfo {
            seat,
            name: Some(format!("p{seat}")),
            ready: false,
            connected: true,
            rematch: false,
            character: character.and_then(character_named),
            abandoned: false,
            bot: None,
        };
        let lobby = LobbyInfo {
            code: "ABC".into(),
            config: GameConfig::SuperCamelot {
                seats: 2,
                ask_activation_order: false,
                auto_enemy_ties: false,
                turn_secs: None,
                days_per_turn: None,
            },
            public: false,
            status: LobbyStatus::Open,
            host: Some(0),
            seats: vec![seat(0, None), seat(1, Some("Arthur"))],
            game_no: 0,
            result: None,
            spectators: 0,
            game_id: None,
        };
        app.session.apply(&ServerMsg::Welcome {
            protocol: 3,
            lobby: "ABC".into(),
            seat: Some(0),
            prompt_secs: 60,
        });
        app.session.apply(&ServerMsg::Sync {
            v: 2,
            lobby: lobby.clone(),
            game: None,
            clock_elapsed_ms: None,
        });
        assert_eq!(
            app.on_key(key(KeyCode::Char('C'))),
            [ClientMsg::Character {
                character: Character::Gwenivere
            }]
        );
        let mut chosen = lobby;
        chosen.seats[0].character = Some(Character::Merlin);
        app.session.apply(&ServerMsg::Sync {
            v: 3,
            lobby: chosen,
            game: None,
            clock_elapsed_ms: None,
        });
        // After Merlin comes Arthur, who is taken: Gwenivere again.
        assert_eq!(
            app.on_key(key(KeyCode::Char('C'))),
            [ClientMsg::Character {
                character: Character::Gwenivere
            }]
        );
    }

    #[test]
    fn choosing_a_character_describes_it() {
        let mut app = App::new("ABC", "ann", "http://127.0.0.1:8080");
        // Colour or not is decided here, not by the NO_COLOR of the environment running the tests.
        app.mono = false;
        let lobby = LobbyInfo {
            code: "ABC".into(),
            config: GameConfig::SuperCamelot {
                seats: 2,
                ask_activation_order: false,
                auto_enemy_ties: false,
                turn_secs: None,
                days_per_turn: None,
            },
            public: false,
            status: LobbyStatus::Open,
            host: Some(0),
            seats: vec![SeatInfo {
                seat: 0,
                name: Some("ann".into()),
                ready: false,
                connected: true,
                rematch: false,
                character: None,
                abandoned: false,
                bot: None,
            }],
            game_no: 0,
            result: None,
            spectators: 0,
            game_id: None,
        };
        app.session.apply(&ServerMsg::Welcome {
            protocol: 3,
            lobby: "ABC".into(),
            seat: Some(0),
            prompt_secs: 60,
        });
        app.session.apply(&ServerMsg::Sync {
            v: 1,
            lobby,
            game: None,
            clock_elapsed_ms: None,
        });
        app.on_key(key(KeyCode::Char('C')));
        assert!(
            app.status.starts_with("Arthur: Excalibur"),
            "{}",
            app.status
        );
        for c in [
            "Arthur",
            "Gwenivere",
            "Lancelot",
            "Percival",
            "Kay",
            "Merlin",
        ] {
            assert!(character_text(Lang::En, c).is_some(), "{c}");
            assert_ne!(character_text(Lang::Fr, c), character_text(Lang::En, c));
        }
        assert_eq!(character_text(Lang::En, "Mordred"), None);
        app.session.lang = Lang::Fr;
        app.on_key(key(KeyCode::Char('C')));
        assert_eq!(
            app.status,
            "Arthur : Excalibur : une fois par tour, après un lancer d'attaque, relancer 1 dé"
        );
        assert_eq!(
            character_text(Lang::Fr, "Gwenivere").unwrap(),
            "Grâce : en défense, une Gemme bloque aussi (comme un Bouclier ou une Étoile)"
        );
    }
}
