//! Camelot's input: the board cursor, picking a move's route square by square, and typed moves
//! (understood as the legal move meant when they can be).

use camelot::{Move, MoveError, Square, SquareError, StepKind};
use protocol::{ClientMsg, GameAction, GameView};
use ratatui::crossterm::event::KeyCode;

use super::{App, Mode};
use crate::lang::{Lang, tr};

pub(super) fn square(s: &str) -> Option<Square> {
    s.parse().ok()
}

/// The squares of a move in WCF notation, origin first.
#[must_use]
pub fn route_squares(mv: &(impl std::fmt::Display + ?Sized)) -> Vec<Square> {
    mv.to_string()
        .split(['-', 'x'])
        .filter_map(square)
        .collect()
}

/// Moves in words: `D6xD8-F8, E6xE8 and F6xF8 are available`, at most six named (`… and 3 more
/// are available`).
fn list_moves(lang: Lang, moves: &[&Move]) -> String {
    const SHOWN: usize = 6;
    let names: Vec<String> = moves.iter().take(SHOWN).map(ToString::to_string).collect();
    let more = moves.len().saturating_sub(SHOWN);
    match (names.as_slice(), more) {
        ([], _) => tr(lang, "cli-moves-none", &[]),
        ([one], 0) => tr(
            lang,
            "cli-moves-available",
            &[("moves", one.clone().into()), ("count", 1.into())],
        ),
        ([first @ .., last], 0) => tr(
            lang,
            "cli-moves-available",
            &[
                (
                    "moves",
                    tr(
                        lang,
                        "cli-and",
                        &[
                            ("first", first.join(", ").into()),
                            ("last", last.clone().into()),
                        ],
                    )
                    .into(),
                ),
                ("count", names.len().into()),
            ],
        ),
        (all, more) => tr(
            lang,
            "cli-moves-available-more",
            &[("moves", all.join(", ").into()), ("more", more.into())],
        ),
    }
}

/// Squares in words: `E10`, `E10 or G10`, `C10 or E10 or G10`.
fn or_list(lang: Lang, squares: &[Square]) -> String {
    squares
        .iter()
        .map(ToString::to_string)
        .reduce(|first, last| {
            tr(
                lang,
                "cli-or",
                &[("first", first.into()), ("last", last.into())],
            )
        })
        .unwrap_or_default()
}

/// Why a typed move cannot be read, in `lang` (in English, the engine's own words).
#[must_use]
pub fn move_error_text(lang: Lang, error: &MoveError) -> String {
    match error {
        MoveError::NoSteps => tr(lang, "cli-move-no-steps", &[]),
        MoveError::Square { at, error } => {
            let (id, text) = match error {
                SquareError::Malformed(text) => ("cli-move-not-a-square", text),
                SquareError::OffBoard(text) => ("cli-move-off-board", text),
            };
            tr(
                lang,
                id,
                &[("at", (at + 1).into()), ("text", text.clone().into())],
            )
        }
        MoveError::Separator { at, found } => tr(
            lang,
            "cli-move-separator",
            &[("at", (at + 1).into()), ("found", found.to_string().into())],
        ),
        MoveError::BadStep { from, to, kind } => tr(
            lang,
            if *kind == StepKind::Jump {
                "cli-move-bad-jump"
            } else {
                "cli-move-bad-step"
            },
            &[
                ("from", from.to_string().into()),
                ("to", to.to_string().into()),
            ],
        ),
        MoveError::TooLong { steps } => tr(
            lang,
            "cli-move-too-long",
            &[
                ("steps", (*steps).into()),
                ("max", camelot::MAX_STEPS.into()),
            ],
        ),
    }
}

impl App {
    /// Legal Camelot moves for this client (empty unless it must move).
    #[must_use]
    pub fn camelot_moves(&self) -> &[Move] {
        &self.session.legal_moves
    }

    /// Legal moves whose route starts with the squares picked so far.
    #[must_use]
    pub fn candidates(&self) -> Vec<&Move> {
        self.camelot_moves()
            .iter()
            .filter(|m| route_squares(m).starts_with(&self.route))
            .collect()
    }

    /// Squares that may come next in the route being picked.
    #[must_use]
    pub fn next_squares(&self) -> Vec<Square> {
        let k = self.route.len();
        let mut next: Vec<Square> = self
            .candidates()
            .iter()
            .filter_map(|m| route_squares(m).get(k).copied())
            .collect();
        next.sort();
        next.dedup();
        next
    }

    /// The squares of the pieces that must capture: every legal move is a capture (captures are
    /// compulsory), it is this client's turn and no piece is picked yet.
    #[must_use]
    pub fn must_capture(&self) -> Vec<Square> {
        let legal = self.camelot_moves();
        if !self.route.is_empty()
            || legal.is_empty()
            || !legal.iter().all(|m| m.to_string().contains('x'))
        {
            return Vec::new();
        }
        let mut origins: Vec<Square> = legal
            .iter()
            .filter_map(|m| route_squares(m).first().copied())
            .collect();
        origins.sort();
        origins.dedup();
        origins
    }

    fn camelot_act(&self, mv: Move) -> Option<ClientMsg> {
        Some(ClientMsg::Act {
            v: self.session.v?,
            action: GameAction::Camelot { mv },
        })
    }

    /// Moves the board cursor by (files, ranks), skipping squares that are not on the board.
    fn step_cursor(&mut self, df: i8, dr: i8) {
        let (mut f, mut r) = (self.cursor.file() as i8, self.cursor.rank() as i8);
        for _ in 0..12 {
            f += df;
            r += dr;
            if !(0..12).contains(&f) || !(0..16).contains(&r) {
                return;
            }
            if let Some(sq) = Square::new(f as u8, r as u8) {
                self.cursor = sq;
                return;
            }
        }
    }

    /// Whether the board is drawn with Black at the bottom (this client plays Black).
    #[must_use]
    pub fn flipped(&self) -> bool {
        self.session.seat == Some(1)
            && matches!(self.session.game, Some(GameView::Camelot { .. }) | None)
            && matches!(
                self.session.lobby.as_ref().map(|l| &l.config),
                Some(protocol::GameConfig::Camelot { .. })
            )
    }

    /// Enter on the board: pick the origin, then each landing; play when the route is a move.
    fn pick(&mut self) -> Option<ClientMsg> {
        if !self.session.my_turn() {
            self.status = tr(self.session.lang, "cli-status-not-your-turn", &[]);
            return None;
        }
        let at = self.cursor;
        if self.route.last() == Some(&at) && self.route.len() > 1 {
            // Enter again on the last square: play the route if it is a whole move.
            let whole = self
                .candidates()
                .into_iter()
                .find(|m| route_squares(m) == self.route)
                .cloned();
            if let Some(mv) = whole {
                self.route.clear();
                return self.camelot_act(mv);
            }
        }
        if self.route.last() == Some(&at) && self.route.len() > 1 {
            // Enter again where no move ends: a capture that must go on.
            let next = or_list(self.session.lang, &self.next_squares());
            self.status = tr(
                self.session.lang,
                "cli-status-capture-goes-on",
                &[("squares", next.into())],
            );
            return None;
        }
        if !self.route.is_empty() && !self.next_squares().contains(&at) {
            self.status = tr(
                self.session.lang,
                "cli-status-not-a-next-square",
                &[("square", at.to_string().into())],
            );
            return None;
        }
        self.route.push(at);
        let candidates = self.candidates();
        if candidates.is_empty() {
            self.route.clear();
            self.status = self.no_move_from(at);
            return None;
        }
        let exact = candidates
            .iter()
            .find(|m| route_squares(m) == self.route)
            .map(|m| (*m).clone());
        match (exact, candidates.len()) {
            (Some(mv), 1) => {
                self.route.clear();
                self.status.clear();
                self.camelot_act(mv)
            }
            (Some(mv), _) => {
                self.status = tr(
                    self.session.lang,
                    "cli-status-enter-again",
                    &[("move", mv.to_string().into())],
                );
                None
            }
            (None, _) => {
                let next: Vec<String> = self
                    .next_squares()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                self.status = tr(
                    self.session.lang,
                    "cli-status-next",
                    &[("squares", next.join(" ").into())],
                );
                None
            }
        }
    }

    /// Why no legal move starts on `at`: when a capture is compulsory and `at` holds one of this
    /// player's pieces, the engine's own sentence naming a capture that is available.
    fn no_move_from(&self, at: Square) -> String {
        let legal = self.camelot_moves();
        let mut captures: Vec<&Move> = legal
            .iter()
            .filter(|m| m.to_string().contains('x'))
            .collect();
        captures.sort_by_cached_key(|m| m.to_string());
        let all_capture = !legal.is_empty() && captures.len() == legal.len();
        let mine = match &self.session.game {
            Some(GameView::Camelot { position, .. }) => position
                .parse::<camelot::Position>()
                .ok()
                .and_then(|p| p.piece_at(at).map(|piece| piece.color == p.turn()))
                .unwrap_or(false),
            _ => false,
        };
        let lang = self.session.lang;
        if all_capture && mine {
            tr(
                lang,
                "cli-status-must-capture",
                &[
                    ("square", at.to_string().into()),
                    ("moves", list_moves(lang, &captures).into()),
                ],
            )
        } else {
            tr(
                lang,
                "cli-status-no-move-from",
                &[("square", at.to_string().into())],
            )
        }
    }

    /// The legal moves that begin with the whole of `squares` and go further: a typed capture
    /// whose first leg was given but which must go on.
    fn continuations(&self, squares: &[Square]) -> Vec<&Move> {
        let mut longer: Vec<&Move> = self
            .camelot_moves()
            .iter()
            .filter(|m| {
                let route = route_squares(m);
                route.len() > squares.len() && route.starts_with(squares)
            })
            .collect();
        longer.sort_by_cached_key(|m| m.to_string());
        longer
    }

    /// A typed move that stops where a capture must go on: say so, and offer the full route
    /// on the move line (Enter plays it) when there is one, else list them.
    fn must_continue(&mut self, typed: &str, squares: &[Square]) -> bool {
        let longer: Vec<Move> = self.continuations(squares).into_iter().cloned().collect();
        match longer.as_slice() {
            [] => false,
            [only] => {
                self.status = tr(
                    self.session.lang,
                    "cli-status-only-the-start-one",
                    &[
                        ("typed", crate::text::clean(typed).into()),
                        ("move", only.to_string().into()),
                    ],
                );
                self.mode = Mode::MoveEntry(only.to_string());
                true
            }
            several => {
                let refs: Vec<&Move> = several.iter().collect();
                self.status = tr(
                    self.session.lang,
                    "cli-status-only-the-start",
                    &[
                        ("typed", crate::text::clean(typed).into()),
                        ("moves", list_moves(self.session.lang, &refs).into()),
                    ],
                );
                self.mode = Mode::MoveEntry(typed.to_owned());
                true
            }
        }
    }

    /// A typed move: as it is if legal; else the one legal move through the same squares (`-`
    /// written for a jump's `x`, or the other way round); else as typed, for the server to explain.
    pub(super) fn typed_move(&mut self, text: &str) -> Option<ClientMsg> {
        let m = match text.parse::<Move>() {
            Ok(m) => m,
            Err(e) => {
                let loose = route_squares(&text.to_ascii_uppercase());
                let same: Vec<&Move> = self
                    .camelot_moves()
                    .iter()
                    .filter(|m| loose.len() > 1 && route_squares(m) == loose)
                    .collect();
                if let [only] = same.as_slice() {
                    (*only).clone()
                } else if loose.len() > 1 && self.must_continue(text, &loose) {
                    return None;
                } else {
                    self.status = tr(
                        self.session.lang,
                        "cli-status-unreadable-move",
                        &[("error", move_error_text(self.session.lang, &e).into())],
                    );
                    return None;
                }
            }
        };
        if self.camelot_moves().contains(&m) {
            self.status.clear();
            return self.camelot_act(m);
        }
        let squares = route_squares(&m);
        let same: Vec<&Move> = self
            .camelot_moves()
            .iter()
            .filter(|l| route_squares(l) == squares)
            .collect();
        if let [only] = same.as_slice() {
            let only = (*only).clone();
            self.status = tr(
                self.session.lang,
                "cli-status-played-as-jump",
                &[("move", only.to_string().into())],
            );
            return self.camelot_act(only);
        }
        if self.must_continue(text, &squares) {
            return None;
        }
        self.camelot_act(m)
    }

    /// A key on the board: arrows or h j k l move the cursor (as the board is drawn: flipped for
    /// Black), Enter or space picks a square, Backspace undoes a step, Esc cancels. Returns the
    /// messages to send.
    pub(super) fn board_key(&mut self, code: KeyCode) -> Vec<ClientMsg> {
        match code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.step_cursor(0, if self.flipped() { -1 } else { 1 })
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.step_cursor(0, if self.flipped() { 1 } else { -1 })
            }
            KeyCode::Left | KeyCode::Char('h') => {
                self.step_cursor(if self.flipped() { 1 } else { -1 }, 0)
            }
            KeyCode::Right | KeyCode::Char('l') => {
                self.step_cursor(if self.flipped() { -1 } else { 1 }, 0)
            }
            KeyCode::Enter | KeyCode::Char(' ') => return self.pick().into_iter().collect(),
            KeyCode::Backspace => {
                self.route.pop();
            }
            KeyCode::Esc => {
                self.route.clear();
                self.status.clear();
            }
            _ => {}
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::fixtures::{key, playing_app};

    #[test]
    fn cursor_picks_a_route_and_plays_it() {
        let mut app = playing_app(&["E6-E5", "E6-E8-G10", "E6-E8"]);
        app.cursor = square("E6").unwrap();
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert_eq!(app.route, [square("E6").unwrap()]);
        app.on_key(key(KeyCode::Up));
        app.on_key(key(KeyCode::Up));
        assert_eq!(app.cursor, square("E8").unwrap());
        // E6-E8 is a move, but E6-E8-G10 goes on: a second Enter plays E6-E8.
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert!(app.status.contains("Enter again to play E6-E8"));
        let sent = app.on_key(key(KeyCode::Enter));
        assert_eq!(
            sent,
            [ClientMsg::Act {
                v: 7,
                action: GameAction::Camelot {
                    mv: "E6-E8".parse().unwrap()
                }
            }]
        );
    }

    #[test]
    fn a_route_with_one_candidate_plays_at_once() {
        let mut app = playing_app(&["E6-E5", "E6-E8-G10"]);
        app.cursor = square("E6").unwrap();
        app.on_key(key(KeyCode::Enter));
        app.cursor = square("E5").unwrap();
        let sent = app.on_key(key(KeyCode::Enter));
        assert_eq!(
            sent,
            [ClientMsg::Act {
                v: 7,
                action: GameAction::Camelot {
                    mv: "E6-E5".parse().unwrap()
                }
            }]
        );
    }

    #[test]
    fn wrong_squares_explain_and_escape_cancels() {
        let mut app = playing_app(&["E6-E5"]);
        app.cursor = square("A4").unwrap();
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert_eq!(app.status, "no legal move starts on A4");
        app.cursor = square("E6").unwrap();
        app.on_key(key(KeyCode::Enter));
        app.cursor = square("L4").unwrap();
        app.on_key(key(KeyCode::Enter));
        assert!(app.status.contains("not a next square"));
        app.on_key(key(KeyCode::Esc));
        assert!(app.route.is_empty());
    }

    #[test]
    fn typed_moves_and_chat() {
        let mut app = playing_app(&["E6-E5"]);
        app.on_key(key(KeyCode::Char('m')));
        for c in "e6-e5".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        let sent = app.on_key(key(KeyCode::Enter));
        assert_eq!(
            sent,
            [ClientMsg::Act {
                v: 7,
                action: GameAction::Camelot {
                    mv: "E6-E5".parse().unwrap()
                }
            }]
        );
        app.on_key(key(KeyCode::Char('m')));
        for c in "e6-q9".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert!(!app.status.is_empty());
        app.on_key(key(KeyCode::Char('c')));
        for c in "gl hf".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        assert_eq!(
            app.on_key(key(KeyCode::Enter)),
            [ClientMsg::Chat {
                text: "gl hf".into()
            }]
        );
    }

    #[test]
    fn a_piece_that_cannot_capture_is_told_which_capture_is_available() {
        // Every legal move captures; F6 holds one of White's Men, which has none of them.
        let mut app = playing_app(&["E6xE8", "D6xD8-F8"]);
        app.cursor = square("F6").unwrap();
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert_eq!(
            app.status,
            "the piece on F6 cannot capture, and capture is compulsory: D6xD8-F8 and E6xE8 are \
             available (the pieces that must capture are marked)"
        );
        // Both pieces that must capture are marked on the board; none once a piece is picked.
        assert_eq!(
            app.must_capture(),
            [square("D6").unwrap(), square("E6").unwrap()]
        );
        app.cursor = square("D6").unwrap();
        app.on_key(key(KeyCode::Enter));
        assert!(app.must_capture().is_empty());
        app.on_key(key(KeyCode::Esc));
        // An empty square or an enemy piece is simply not a move.
        app.cursor = square("F11").unwrap();
        app.on_key(key(KeyCode::Enter));
        assert_eq!(app.status, "no legal move starts on F11");
    }

    #[test]
    fn a_typed_first_leg_of_a_capture_that_must_go_on_offers_the_full_route() {
        let mut app = playing_app(&["E6xE8xE10", "F6-F5"]);
        app.on_key(key(KeyCode::Char('m')));
        for c in "E6xE8".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert!(
            app.status.contains("the capture must continue")
                && app.status.contains("Enter plays E6xE8xE10"),
            "{}",
            app.status
        );
        // The full route waits on the move line: Enter plays it.
        assert_eq!(app.mode, Mode::MoveEntry("E6xE8xE10".into()));
        assert_eq!(
            app.on_key(key(KeyCode::Enter)),
            [ClientMsg::Act {
                v: 7,
                action: GameAction::Camelot {
                    mv: "E6xE8xE10".parse().unwrap()
                }
            }]
        );
        // Two ways on: both named, the typed start kept.
        let mut app = playing_app(&["E6xE8xE10", "E6xE8xG10"]);
        app.on_key(key(KeyCode::Char('m')));
        for c in "e6-e8".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert!(
            app.status.contains("E6xE8xE10 and E6xE8xG10 are available"),
            "{}",
            app.status
        );
        assert_eq!(app.mode, Mode::MoveEntry("e6-e8".into()));
        // With the cursor: Enter again on the landing of a leg that must go on says so.
        let mut app = playing_app(&["E6xE8xE10"]);
        app.cursor = square("E6").unwrap();
        app.on_key(key(KeyCode::Enter));
        app.cursor = square("E8").unwrap();
        app.on_key(key(KeyCode::Enter));
        assert!(app.on_key(key(KeyCode::Enter)).is_empty());
        assert!(
            app.status
                .contains("the capture must continue: pick the next square (E10)"),
            "{}",
            app.status
        );
    }

    #[test]
    fn a_typed_jump_written_with_a_dash_is_understood() {
        let mut app = playing_app(&["E6xE8", "F6-F5"]);
        app.on_key(key(KeyCode::Char('m')));
        for c in "e6-e8".chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        assert_eq!(
            app.on_key(key(KeyCode::Enter)),
            [ClientMsg::Act {
                v: 7,
                action: GameAction::Camelot {
                    mv: "E6xE8".parse().unwrap()
                }
            }]
        );
        assert!(app.status.contains("written with x"), "{}", app.status);
    }

    /// Types `line` on the move line and presses Enter.
    fn typed_move_line(app: &mut App, line: &str) -> Vec<ClientMsg> {
        app.on_key(key(KeyCode::Char('m')));
        for c in line.chars() {
            app.on_key(key(KeyCode::Char(c)));
        }
        app.on_key(key(KeyCode::Enter))
    }

    /// The cursor to `at`, then Enter.
    fn pick_at(app: &mut App, at: &str) -> Vec<ClientMsg> {
        app.cursor = square(at).unwrap();
        app.on_key(key(KeyCode::Enter))
    }

    /// Every status line of the board and of the move line, in `lang`.
    fn status_lines(lang: Lang) -> Vec<String> {
        let mut lines = Vec::new();
        let app_in = |legal: &[&str]| {
            let mut app = playing_app(legal);
            app.session.lang = lang;
            app
        };
        let mut app = app_in(&["E6-E5", "E6-E8-G10", "E6-E8"]);
        pick_at(&mut app, "E6");
        lines.push(app.status.clone());
        pick_at(&mut app, "L4");
        lines.push(app.status.clone());
        pick_at(&mut app, "E8");
        lines.push(app.status.clone());
        let mut app = app_in(&["E6xE8", "D6xD8-F8"]);
        pick_at(&mut app, "F6");
        lines.push(app.status.clone());
        pick_at(&mut app, "F11");
        lines.push(app.status.clone());
        let mut app = app_in(&["E6xE8xE10", "E6xE8xG10"]);
        pick_at(&mut app, "E6");
        pick_at(&mut app, "E8");
        pick_at(&mut app, "E8");
        lines.push(app.status.clone());
        app.on_key(key(KeyCode::Esc));
        typed_move_line(&mut app, "e6-e8");
        lines.push(app.status.clone());
        app.on_key(key(KeyCode::Esc));
        typed_move_line(&mut app, "e6-q9");
        lines.push(app.status.clone());
        let mut app = app_in(&["E6xE8xE10", "F6-F5"]);
        typed_move_line(&mut app, "E6xE8");
        lines.push(app.status.clone());
        let mut app = app_in(&["E6xE8", "F6-F5"]);
        typed_move_line(&mut app, "e6-e8");
        lines.push(app.status.clone());
        let mut app = app_in(&[]);
        app.session.seat = Some(1);
        pick_at(&mut app, "E6");
        lines.push(app.status.clone());
        lines
    }

    #[test]
    fn the_board_and_the_move_line_speak_the_screens_language() {
        let en = status_lines(Lang::En);
        let fr = status_lines(Lang::Fr);
        assert_eq!(en.len(), 11);
        for (en, fr) in en.iter().zip(&fr) {
            assert!(!en.is_empty() && !en.contains('{'), "{en}");
            assert_ne!(en, fr);
        }
        assert_eq!(
            en[5],
            "the capture must continue: pick the next square (E10 or G10); Backspace undoes, Esc \
             cancels"
        );
        assert_eq!(
            fr,
            [
                "suite : E5 E8",
                "L4 n'est pas une case suivante de ce coup ; Retour arrière annule un pas, Échap \
                 annule tout",
                "Entrée encore pour jouer E6-E8, ou choisissez la case suivante",
                "la pièce en F6 ne peut pas prendre, et la prise est obligatoire : D6xD8-F8 et \
                 E6xE8 sont possibles (les pièces qui doivent prendre sont marquées)",
                "aucun coup légal ne part de F11",
                "la prise doit continuer : choisissez la case suivante (E10 ou G10) ; Retour \
                 arrière annule un pas, Échap annule tout",
                "e6-e8 n'est que le début : la prise doit continuer : E6xE8xE10 et E6xE8xG10 sont \
                 possibles",
                "au caractère 4 : « q9 » n'est pas une case : il faut une colonne A–L et une \
                 rangée 1–16, comme F1 (écrivez les pas et les galops avec -, les sauts avec x)",
                "E6xE8 n'est que le début : la prise doit continuer ; Entrée joue E6xE8xE10, ou \
                 modifiez-le",
                "E6xE8 joué (un saut s'écrit avec x)",
                "ce n'est pas votre tour",
            ]
        );
    }

    #[test]
    fn a_long_list_of_moves_is_cut_after_six() {
        let moves: Vec<Move> = [
            "C6-C5", "D6-D5", "E6-E5", "F6-F5", "G6-G5", "H6-H5", "I6-I5",
        ]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
        let refs: Vec<&Move> = moves.iter().collect();
        assert_eq!(
            list_moves(Lang::En, &refs),
            "C6-C5, D6-D5, E6-E5, F6-F5, G6-G5, H6-H5 and 1 more are available"
        );
        assert_eq!(
            list_moves(Lang::Fr, &refs),
            "C6-C5, D6-D5, E6-E5, F6-F5, G6-G5, H6-H5 et 1 autre sont possibles"
        );
        assert_eq!(
            list_moves(Lang::En, &refs[..3]),
            "C6-C5, D6-D5 and E6-E5 are available"
        );
        assert_eq!(list_moves(Lang::Fr, &refs[..1]), "C6-C5 est possible");
        assert_eq!(list_moves(Lang::Fr, &[]), "aucun");
    }

    /// In English a typed move's error reads as the engine words it; in French, translated.
    #[test]
    fn move_errors_read_as_the_engines_in_english() {
        let sq = |s: &str| square(s).unwrap();
        let errors = [
            MoveError::NoSteps,
            MoveError::Square {
                at: 3,
                error: SquareError::Malformed("Q9".into()),
            },
            MoveError::Square {
                at: 0,
                error: SquareError::OffBoard("A1".into()),
            },
            MoveError::Separator { at: 2, found: '+' },
            MoveError::BadStep {
                from: sq("E6"),
                to: sq("E7"),
                kind: StepKind::Jump,
            },
            MoveError::BadStep {
                from: sq("E6"),
                to: sq("E9"),
                kind: StepKind::Plain,
            },
            MoveError::TooLong { steps: 70 },
        ];
        for e in &errors {
            assert_eq!(move_error_text(Lang::En, e), e.to_string());
            assert_ne!(move_error_text(Lang::Fr, e), e.to_string());
        }
        assert_eq!(
            move_error_text(Lang::Fr, &errors[6]),
            "le coup a 70 pas, 64 au plus sont acceptés"
        );
    }
}
