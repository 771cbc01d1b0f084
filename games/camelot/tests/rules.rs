//! One named test per rule of the rulebook (`rule_…`) and per ruling row D1–D15 (`d1_…`), each
//! built from a position in the project's notation. Every position's pieces are listed in the
//! comment beside it (`N`/`M` White Knight/Man, `n`/`m` Black).

use camelot::{Color, DrawReason, Game, Move, Outcome, PlayError, Position, Ruleset, WinReason};

fn game_with(ruleset: Ruleset, notation: &str) -> Game {
    let position: Position = notation
        .parse()
        .unwrap_or_else(|e| panic!("{notation}: {e}"));
    Game::from_position(ruleset, position)
}

fn game(notation: &str) -> Game {
    game_with(Ruleset::Standard, notation)
}

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn all_moves(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn moves_from(g: &Game, square: &str) -> Vec<String> {
    all_moves(g)
        .into_iter()
        .filter(|m| m.starts_with(square) && m[square.len()..].starts_with(['-', 'x']))
        .collect()
}

#[track_caller]
fn play(g: &mut Game, text: &str) {
    if let Err(e) = g.play(&mv(text)) {
        panic!("{text} should be legal in {}: {e}", g.position());
    }
}

/// Plays an illegal move, checks the game is untouched, and returns the reason.
#[track_caller]
fn refuse(g: &mut Game, text: &str) -> PlayError {
    let before = g.position().clone();
    let m = mv(text);
    assert!(!g.is_legal(&m), "{text} should be illegal in {before}");
    let err = g.play(&m).expect_err("illegal move accepted");
    assert_eq!(g.position(), &before, "a refused move changed the position");
    err
}

// ---------------------------------------------------------------------------------------------
// The rulebook.

#[test]
fn rule_start_position_has_14_pieces_a_side_and_white_moves_first() {
    let g = Game::new(Ruleset::Standard);
    assert_eq!(g.position().piece_count(Color::White), 14);
    assert_eq!(g.position().piece_count(Color::Black), 14);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.legal_moves().len(), 100);
}

#[test]
fn rule_all_160_squares_are_used() {
    assert_eq!(camelot::Square::all().count(), 160);
}

#[test]
fn rule_plain_move_goes_one_square_in_any_direction() {
    let g = game(
        "2/8/10/m10m/12/12/12/12/12/12/4N7/12/11M/10/8/2 w", /* N:E6 M:L4 m:L13 m:A13 */
    );
    assert_eq!(
        moves_from(&g, "E6"),
        [
            "E6-D5", "E6-D6", "E6-D7", "E6-E5", "E6-E7", "E6-F5", "E6-F6", "E6-F7"
        ]
    );
}

#[test]
fn rule_plain_move_needs_an_empty_square() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/4M7/4M7/4M7/12/11M/10/8/2 w", /* M:E6 M:E7 M:E8 M:L4 m:L13 m:A13 */
    );
    assert!(!moves_from(&g, "E6").contains(&"E6-E7".to_owned()));
    assert_eq!(refuse(&mut g, "E6-E7"), PlayError::Occupied(sq("E7")));
}

#[test]
fn rule_canter_leaps_a_friendly_piece_which_stays() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/4M7/4M7/12/11M/10/8/2 w", /* M:E6 M:E7 M:L4 m:L13 m:A13 */
    );
    play(&mut g, "E6-E8");
    assert!(g.position().piece_at(sq("E7")).is_some());
    assert_eq!(g.position().piece_count(Color::White), 3);
}

#[test]
fn rule_canter_chain_may_change_direction() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/5M6/12/4M7/4M7/12/11M/10/8/2 w", /* M:E6 M:E7 M:F9 M:L4 m:L13 m:A13 */
    );
    assert!(moves_from(&g, "E6").contains(&"E6-E8-G10".to_owned()));
    play(&mut g, "E6-E8-G10");
}

#[test]
fn rule_capture_removes_the_jumped_enemy_for_good() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:L13 m:A13 */
    );
    assert_eq!(moves_from(&g, "E6"), ["E6xE8"]);
    play(&mut g, "E6xE8");
    assert_eq!(g.position().piece_at(sq("E7")), None);
    assert_eq!(g.position().piece_count(Color::Black), 2);
}

#[test]
fn rule_capture_chain_may_change_direction() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/5m6/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:F9 m:L13 m:A13 */
    );
    assert_eq!(moves_from(&g, "E6"), ["E6xE8xG10"]);
    play(&mut g, "E6xE8xG10");
    assert_eq!(g.position().piece_count(Color::Black), 2);
}

#[test]
fn rule_capture_is_mandatory() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:L13 m:A13 */
    );
    assert_eq!(all_moves(&g), ["E6xE8"]);
    let err = refuse(&mut g, "L4-L5");
    assert_eq!(err.to_string(), "capture is compulsory: E6xE8 is available");
}

#[test]
fn rule_when_several_captures_exist_the_player_chooses() {
    let g = game(
        "2/8/10/m10m/12/12/12/12/12/4m7/4Mm6/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:F6 m:L13 m:A13 */
    );
    assert_eq!(all_moves(&g), ["E6xE8", "E6xG6"]);
}

#[test]
fn rule_knights_charge_canter_then_capture() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/4m7/12/4M7/4N7/12/11M/10/8/2 w", /* N:E6 M:E7 M:L4 m:E9 m:L13 m:A13 */
    );
    assert!(moves_from(&g, "E6").contains(&"E6-E8xE10".to_owned()));
    play(&mut g, "E6-E8xE10");
    assert_eq!(g.position().piece_count(Color::Black), 2);
}

#[test]
fn rule_knights_charge_capture_then_canter() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/4M7/12/4m7/4N7/12/11M/10/8/2 w", /* N:E6 M:E9 M:L4 m:E7 m:L13 m:A13 */
    );
    assert_eq!(moves_from(&g, "E6"), ["E6xE8", "E6xE8-E10"]);
    play(&mut g, "E6xE8-E10");
}

#[test]
fn rule_men_cannot_charge() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/4m7/12/4M7/4M7/12/11M/10/8/2 w", /* M:E6 M:E7 M:L4 m:E9 m:L13 m:A13 */
    );
    assert_eq!(
        refuse(&mut g, "E6-E8xE10"),
        PlayError::ManCannotCharge(sq("E6"))
    );
    let mut g = game(
        "2/8/10/m10m/12/12/12/4M7/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:E9 M:L4 m:E7 m:L13 m:A13 */
    );
    assert_eq!(
        refuse(&mut g, "E6xE8-E10"),
        PlayError::ManCannotCharge(sq("E6"))
    );
}

#[test]
fn rule_a_piece_in_the_opponents_castle_never_leaves() {
    let mut g = game(
        "M1/8/4m5/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* M:F16 M:L4 m:F14 m:L13 m:A13 */
    );
    assert_eq!(moves_from(&g, "F16"), ["F16-G16"]);
    assert_eq!(
        refuse(&mut g, "F16-F15"),
        PlayError::CannotLeaveCastle(sq("F16"))
    );
}

#[test]
fn rule_pieces_in_a_castle_cannot_be_jumped_by_the_enemy() {
    // Black's pieces stand in their own castle next to White's; the square beyond is off the
    // board, so there is nothing to capture and no capture duty.
    let g = game(
        "mm/3MM3/10/m11/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* M:F15 M:G15 M:L4 m:F16 m:G16 m:A13 */
    );
    assert!(g.legal_moves().iter().all(|m| !m.is_capture()));
}

#[test]
fn rule_two_pieces_in_the_opponents_castle_win() {
    let mut g = game(
        "1M/3M4/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* M:G16 M:F15 M:L4 m:L13 m:A13 */
    );
    play(&mut g, "F15-F16");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Castle
        })
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn rule_capturing_every_enemy_piece_with_two_left_wins() {
    let mut g = game(
        "2/8/10/12/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 */
    );
    play(&mut g, "E6xE8");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Elimination
        })
    );
}

#[test]
fn rule_a_finished_game_refuses_every_move() {
    let mut g = game(
        "2/8/10/12/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 */
    );
    play(&mut g, "E6xE8");
    assert!(matches!(refuse(&mut g, "L4-L5"), PlayError::GameOver(_)));
}

// ---------------------------------------------------------------------------------------------
// Rulings D1–D15.

#[test]
fn d1_standard_allows_both_charge_orders_wcf_only_canter_then_jump() {
    let canter_first = "2/8/10/m10m/12/12/12/4m7/12/4M7/4N7/12/11M/10/8/2 w" /* N:E6 M:E7 M:L4 m:E9 m:L13 m:A13 */;
    let jump_first = "2/8/10/m10m/12/12/12/4M7/12/4m7/4N7/12/11M/10/8/2 w" /* N:E6 M:E9 M:L4 m:E7 m:L13 m:A13 */;
    for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
        assert!(game_with(ruleset, canter_first).is_legal(&mv("E6-E8xE10")));
    }
    assert!(game_with(Ruleset::Standard, jump_first).is_legal(&mv("E6xE8-E10")));
    let mut g = game_with(Ruleset::Wcf, jump_first);
    assert_eq!(moves_from(&g, "E6"), ["E6xE8"]);
    assert_eq!(refuse(&mut g, "E6xE8-E10"), PlayError::WcfChargeOrder);
}

#[test]
fn d1_one_switch_of_kind_per_move() {
    let mut g = game(
        "2/8/10/m10m/12/4M7/12/4m7/12/4M7/4N7/12/11M/10/8/2 w", /* N:E6 M:E7 M:E11 M:L4 m:E9 m:L13 m:A13 */
    );
    assert_eq!(refuse(&mut g, "E6-E8xE10-E12"), PlayError::TwoSwitches);
}

#[test]
fn d1_after_a_jump_chain_a_knight_may_canter_more_than_once() {
    // The chain J10xL8xJ6 takes K9 and K7; then the Knight may canter over I5, G5 and E7 as far
    // as it likes: H4, F6, D8, one outcome each. The Men are too far from the other enemies to
    // jump, so every move must capture and only the Knight can.
    let chain = "2/8/10/m10m/12/12/9N2/10m1/12/4M5m1/12/6M1M3/12/10/8/2 w" /* N:J10 M:E7 M:G5 M:I5 m:K9 m:K7 m:A13 m:L13 */;
    let mut g = game(chain);
    assert_eq!(
        all_moves(&g),
        [
            "J10xL8xJ6",
            "J10xL8xJ6-H4",
            "J10xL8xJ6-H4-F6",
            "J10xL8xJ6-H4-F6-D8"
        ]
    );
    for ruleset in [Ruleset::Standard, Ruleset::Wcf] {
        assert_eq!(
            game_with(ruleset, chain).is_legal(&mv("J10xL8xJ6-H4-F6")),
            ruleset == Ruleset::Standard
        );
    }
    assert_eq!(all_moves(&game_with(Ruleset::Wcf, chain)), ["J10xL8xJ6"]);
    // Any route to the same outcome is accepted (D15): D8 by way of F6 and back.
    assert!(g.is_legal(&mv("J10xL8xJ6-H4-F6-D8-F6-D8")));
    play(&mut g, "j10xl8xj6-h4-f6-d8");
    assert_eq!(
        g.position().to_string(),
        "2/8/10/m10m/12/12/12/12/3N8/4M7/12/6M1M3/12/10/8/2 b 0 0 0 1"
    );
}

#[test]
fn d1_canters_after_a_chain_stop_short_of_a_square_where_a_jump_is_possible() {
    // As above with a Black Man on E5: from F6 the Knight could jump it, so no canter after the
    // chain may land there (C5), nor pass through it to D8.
    let mut g = game(
        "2/8/10/m10m/12/12/9N2/10m1/12/4M5m1/12/4m1M1M3/12/10/8/2 w", /* N:J10 M:E7 M:G5 M:I5 m:E5 m:K9 m:K7 m:A13 m:L13 */
    );
    assert_eq!(all_moves(&g), ["J10xL8xJ6", "J10xL8xJ6-H4"]);
    assert_eq!(
        refuse(&mut g, "J10xL8xJ6-H4-F6"),
        PlayError::KnightMustCapture(sq("F6"))
    );
    assert_eq!(
        refuse(&mut g, "J10xL8xJ6-H4-F6-D8"),
        PlayError::KnightMustCapture(sq("F6"))
    );
}

#[test]
fn d14_canters_after_a_chain_may_bring_the_knight_back_to_its_start() {
    // With White Men on J7 and J9 the Knight can canter J6-J8-J10 after the chain: it captured,
    // so ending on its own start is a move (D14). The same outcome canters first and jumps back
    // (J10-J8-J6xL8xJ10): one outcome, listed once by its first-found shortest route (D15).
    let mut g = game(
        "2/8/10/m10m/12/12/9N2/9Mm1/12/4M4Mm1/12/6M1M3/12/10/8/2 w", /* N:J10 M:E7 M:G5 M:I5 M:J7 M:J9 m:K9 m:K7 m:A13 m:L13 */
    );
    assert_eq!(
        moves_from(&g, "J10"),
        [
            "J10-J8-J6xL8xJ10",
            "J10-J8xL10",
            "J10-J8xL6",
            "J10xL8xJ6",
            "J10xL8xJ6-H4",
            "J10xL8xJ6-H4-F6",
            "J10xL8xJ6-H4-F6-D8",
            "J10xL8xJ6-J8"
        ]
    );
    play(&mut g, "J10xL8xJ6-J8-J10");
    assert_eq!(g.position().piece_count(Color::Black), 2);
    assert_eq!(
        g.position().piece_at(sq("J10")).map(|p| p.role),
        Some(camelot::Role::Knight)
    );
}

#[test]
fn d2_a_charge_satisfies_the_capture_duty() {
    // The Man on A4 can jump A5: the duty arises, and the Knight's charge meets it.
    let mut g = game(
        "2/8/10/11m/12/12/12/4m7/12/4M7/4N7/m11/M11/10/8/2 w", /* N:E6 M:E7 M:A4 m:A5 m:E9 m:L13 */
    );
    assert_eq!(all_moves(&g), ["A4xA6", "E6-E8xE10"]);
    assert!(matches!(
        refuse(&mut g, "E6-D6"),
        PlayError::CaptureCompulsory { .. }
    ));
    play(&mut g, "E6-E8xE10");
}

#[test]
fn d2_a_capture_reachable_only_by_a_charge_is_not_compulsory() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/4m7/12/4M7/4N7/12/11M/10/8/2 w", /* N:E6 M:E7 M:L4 m:E9 m:L13 m:A13 */
    );
    assert!(g.is_legal(&mv("E6-E8xE10")));
    play(&mut g, "E6-D6");
}

#[test]
fn d3_a_knight_cantering_onto_a_jumping_square_must_capture() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/3m8/12/4M7/4N7/12/11M/10/8/2 w", /* N:E6 M:E7 M:L4 m:D9 m:L13 m:A13 */
    );
    assert!(!moves_from(&g, "E6").contains(&"E6-E8".to_owned()));
    assert_eq!(
        refuse(&mut g, "E6-E8"),
        PlayError::KnightMustCapture(sq("E8"))
    );
    play(&mut g, "E6-E8xC10");
}

#[test]
fn d3_a_knights_pure_canter_may_not_pass_through_such_a_square() {
    // From E8 the Knight could jump D8 to C8; the Men on E7 and E9 cannot jump it (C9, C7 full).
    let notation = "2/8/10/12/12/12/12/2m1M7/3m8/2m1M7/4N7/12/11M/10/8/2 w" /* N:E6 M:E7 M:E9 M:L4 m:D8 m:C9 m:C7 */;
    let mut g = game(notation);
    assert_eq!(
        refuse(&mut g, "E6-E8-E10"),
        PlayError::KnightMustCapture(sq("E8"))
    );
    // The same canter by a Man is an ordinary canter chain.
    let mut g = game(&notation.replacen('N', "M", 1));
    play(&mut g, "E6-E8-E10");
}

#[test]
fn d3_the_capture_may_come_later_in_the_move() {
    let mut g = game(
        "2/8/10/11m/12/4m7/12/3mM7/12/4M7/4N7/12/11M/10/8/2 w", /* N:E6 M:E7 M:E9 M:L4 m:D9 m:E11 m:L13 */
    );
    play(&mut g, "E6-E8-E10xE12");
}

#[test]
fn d4_a_jump_chain_continues_while_a_jump_is_available() {
    let mut g = game(
        "2/8/10/11m/12/12/12/4m7/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:E9 m:L13 */
    );
    assert_eq!(
        refuse(&mut g, "E6xE8"),
        PlayError::MustContinueJumping { at: sq("E8") }
    );
    play(&mut g, "E6xE8xE10");
}

#[test]
fn d4_free_choice_of_branch_and_no_longest_capture_rule() {
    let g = game(
        "2/8/10/11m/12/12/12/4m7/12/4m7/4Mm6/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:E9 m:F6 m:L13 */
    );
    assert_eq!(all_moves(&g), ["E6xE8xE10", "E6xG6"]);
}

#[test]
fn d5_no_plain_move_or_canter_enters_ones_own_castle() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/12/12/12/11M/4MM4/3M4/2 w", /* M:F2 M:F3 M:G3 M:L4 m:L13 m:A13 */
    );
    let own = |s: &str| PlayError::OwnCastle {
        square: sq(s),
        color: Color::White,
    };
    assert_eq!(refuse(&mut g, "F2-F1"), own("F1"));
    assert_eq!(refuse(&mut g, "F2-G1"), own("G1"));
    assert_eq!(refuse(&mut g, "F3-F1"), own("F1"));
    assert!(all_moves(&g).iter().all(|m| !m.ends_with('1')));
}

#[test]
fn d5_a_jump_may_enter_ones_own_castle() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/12/12/12/11M/4M5/3m4/2 w", /* M:F3 M:L4 m:F2 m:L13 m:A13 */
    );
    assert_eq!(moves_from(&g, "F3"), ["F3xF1"]);
    play(&mut g, "F3xF1");
}

#[test]
fn d5_a_jump_chain_that_can_continue_out_of_the_castle_must() {
    let mut g = game(
        "2/8/10/11m/12/12/12/12/12/12/12/12/11M/4M5/2mm4/2 w", /* M:F3 M:L4 m:F2 m:E2 m:L13 */
    );
    assert_eq!(
        refuse(&mut g, "F3xF1"),
        PlayError::MustContinueJumping { at: sq("F1") }
    );
    play(&mut g, "F3xF1xD3");
}

#[test]
fn d5_the_piece_must_leave_next_turn_before_any_capture_duty() {
    let mut g = game(
        "2/8/10/11m/12/12/12/12/12/12/12/m11/M11/10/8/M1 w", /* M:F1 M:A4 m:A5 m:L13 */
    );
    assert_eq!(all_moves(&g), ["F1-E2", "F1-F2", "F1-G2"]);
    assert_eq!(
        refuse(&mut g, "A4xA6"),
        PlayError::MustLeaveCastle(sq("F1"))
    );
}

#[test]
fn d5_leaving_the_castle_it_must_capture_if_it_can() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/12/12/12/11M/10/3m4/M1 w", /* M:F1 M:L4 m:F2 m:L13 m:A13 */
    );
    assert_eq!(all_moves(&g), ["F1xF3"]);
    assert!(matches!(
        refuse(&mut g, "F1-E2"),
        PlayError::CaptureCompulsory { .. }
    ));
}

#[test]
fn d5_a_castle_piece_that_cannot_move_lets_the_others_move_normally() {
    let g = game(
        "2/8/10/12/12/12/12/12/12/12/12/12/11M/2m1m1m3/2mmm3/M1 w", /* M:F1 M:L4 m:E2 m:F2 m:G2 m:D3 m:F3 m:H3 */
    );
    assert!(moves_from(&g, "F1").is_empty());
    assert_eq!(all_moves(&g), ["L4-K3", "L4-K4", "L4-K5", "L4-L5"]);
}

#[test]
fn d6_entering_the_opponents_castle_by_canter_ends_the_move() {
    let mut g = game(
        "2/3MM3/4M5/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* M:F14 M:F15 M:G15 M:L4 m:L13 m:A13 */
    );
    assert!(moves_from(&g, "F14").contains(&"F14-F16".to_owned()));
    assert_eq!(
        refuse(&mut g, "F14-F16-H14"),
        PlayError::CastleEntryEndsMove(sq("F16"))
    );
    play(&mut g, "F14-F16");
}

#[test]
fn d6_entering_the_opponents_castle_by_jump_ends_the_move() {
    let mut g = game(
        "2/3mm3/4M5/11m/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* M:F14 M:L4 m:F15 m:G15 m:L13 */
    );
    assert_eq!(moves_from(&g, "F14"), ["F14xF16"]);
    assert_eq!(
        refuse(&mut g, "F14xF16xH14"),
        PlayError::CastleEntryEndsMove(sq("F16"))
    );
    play(&mut g, "F14xF16");
    assert!(g.outcome().is_none());
}

#[test]
fn d6_at_most_two_castle_moves_per_player_counted_in_the_position() {
    let mut g = game(
        "M1/8/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w 1 0 0 1", /* M:F16 M:L4 m:L13 m:A13 */
    );
    play(&mut g, "F16-G16");
    assert_eq!(g.position().castle_moves_used(Color::White), 2);
    assert!(g.position().to_string().contains(" b 2 0 "));
    let mut g = game(
        "M1/8/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w 2 0 0 1", /* M:F16 M:L4 m:L13 m:A13 */
    );
    assert!(moves_from(&g, "F16").is_empty());
    assert_eq!(
        refuse(&mut g, "F16-G16"),
        PlayError::CastleMovesUsed(Color::White)
    );
}

#[test]
fn d7_no_leap_passes_over_a_castle_square() {
    // Every leap that would pass over F1, G1, F16 or G16 lands off the board.
    for castle in ["F1", "G1", "F16", "G16"] {
        let c = sq(castle);
        for from in camelot::Square::all() {
            let (df, dr) = (
                i16::from(c.file()) - i16::from(from.file()),
                i16::from(c.rank()) - i16::from(from.rank()),
            );
            if df.abs() <= 1 && dr.abs() <= 1 && (df, dr) != (0, 0) {
                let beyond = camelot::Square::new(
                    (i16::from(c.file()) + df) as u8,
                    (i16::from(c.rank()) + dr) as u8,
                );
                assert_eq!(beyond, None, "{from} over {castle}");
            }
        }
    }
}

#[test]
fn d8_both_castle_squares_held_at_the_end_of_a_move_win_at_once() {
    let mut g = game(
        "1M/3M4/4M5/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* M:F14 M:F15 M:G16 M:L4 m:L13 m:A13 */
    );
    play(&mut g, "F14-F16");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Castle
        })
    );
}

#[test]
fn d9_elimination_with_one_piece_left_is_a_draw() {
    let mut g = game(
        "2/8/10/12/12/12/12/4m7/12/4m7/4M7/12/12/10/8/2 w", /* M:E6 m:E7 m:E9 */
    );
    play(&mut g, "E6xE8xE10");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::BarePieces
        })
    );
}

#[test]
fn d10_both_sides_with_at_most_one_piece_draw_two_against_one_plays_on() {
    let mut g = game(
        "2/8/10/11m/12/12/12/12/12/4m7/4M7/12/12/10/8/2 w", /* M:E6 m:E7 m:L13 */
    );
    play(&mut g, "E6xE8");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::BarePieces
        })
    );
    let mut g = game(
        "2/8/10/11m/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:L13 */
    );
    play(&mut g, "E6xE8");
    assert_eq!(g.outcome(), None);
}

#[test]
fn d11_no_legal_move_loses_against_two_or_more_pieces() {
    let g = game(
        "2/M7/M9/mMM9/MM10/M1M9/12/12/12/12/12/12/12/10/8/2 b", /* m:A13 M:A12 M:B12 M:B13 M:B14 M:A11 M:C11 M:C13 M:C15 */
    );
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoLegalMove
        })
    );
}

#[test]
fn d12_third_occurrence_of_a_position_draws() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/12/12/12/M10M/10/8/2 w", /* M:A4 M:L4 m:A13 m:L13 */
    );
    let shuffle = ["A4-A5", "A13-A12", "A5-A4", "A12-A13"];
    for m in shuffle.iter().chain(&shuffle[..3]) {
        play(&mut g, m);
        assert_eq!(g.outcome(), None);
    }
    play(&mut g, "A12-A13");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}

#[test]
fn d12_a_hundred_plies_without_progress_draw() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/12/12/12/M10M/10/8/2 w 0 0 99 60", /* M:A4 M:L4 m:A13 m:L13 */
    );
    play(&mut g, "A4-A5");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::NoProgress
        })
    );
    // A capture resets the count.
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w 0 0 99 60", /* M:E6 M:L4 m:E7 m:A13 m:L13 */
    );
    play(&mut g, "E6xE8");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().plies_since_progress(), 0);
}

#[test]
fn d12_a_move_onto_an_opponents_castle_square_resets_the_count() {
    let mut g = game(
        "2/3M4/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w 0 0 99 60", /* M:F15 M:L4 m:A13 m:L13 */
    );
    play(&mut g, "F15-F16");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().plies_since_progress(), 0);
}

#[test]
fn d14_a_canter_may_not_end_on_its_starting_square() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/5M6/4M1M5/4MM6/12/12/10/8/2 w", /* M:E6 M:E7 M:F8 M:G7 M:F6 m:L13 m:A13 */
    );
    assert_eq!(
        refuse(&mut g, "E6-E8-G8-G6-E6"),
        PlayError::ReturnsToStart(sq("E6"))
    );
    assert!(moves_from(&g, "E6").iter().all(|m| !m.ends_with("-E6")));
}

#[test]
fn d14_a_charge_that_captured_may_end_on_its_starting_square() {
    let mut g = game(
        "2/8/10/11m/12/12/12/12/12/4Mm6/4Nm6/12/11M/10/8/2 w", /* N:E6 M:E7 M:L4 m:F7 m:F6 m:L13 */
    );
    play(&mut g, "E6-E8xG6xE6");
    assert_eq!(g.position().piece_count(Color::Black), 1);
}

#[test]
fn d15_any_route_to_the_same_outcome_is_accepted_and_one_is_listed() {
    let g = game(
        "2/8/10/m10m/12/12/12/12/5M6/4M1M5/4MM6/12/12/10/8/2 w", /* M:E6 M:E7 M:F8 M:F6 M:G7 m:L13 m:A13 */
    );
    assert!(g.is_legal(&mv("E6-E8-G8")));
    assert!(g.is_legal(&mv("E6-G6-G8")));
    let to_g8: Vec<String> = moves_from(&g, "E6")
        .into_iter()
        .filter(|m| m.ends_with("G8"))
        .collect();
    assert_eq!(to_g8.len(), 1, "{to_g8:?}");
}

#[test]
fn d15_capture_routes_with_the_same_captured_set_are_one_move() {
    // E6 can take E7 and F8 (over E8) or F6... both orders capturing the same two pieces from
    // E6 to G8 are listed once and both accepted.
    let g = game(
        "2/8/10/11m/12/12/12/5m6/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:F9 m:L13 */
    );
    let listed = moves_from(&g, "E6");
    assert_eq!(listed, ["E6xE8xG10"]);
}

// ---------------------------------------------------------------------------------------------
// The project's own rulings (RULES.md).

#[test]
fn ruling_a_knight_may_canter_into_the_opponents_castle_next_to_an_enemy() {
    // From F16 the Knight could otherwise jump G15 to H14, but nothing leaves the castle, so
    // D3's duty cannot arise there and D6 ends the move.
    let mut g = game(
        "2/3Mmm2/4N5/m11/12/12/12/12/12/12/12/12/11M/10/8/2 w", /* N:F14 M:F15 M:L4 m:G15 m:H15 m:A13 */
    );
    assert!(moves_from(&g, "F14").contains(&"F14-F16".to_owned()));
    play(&mut g, "F14-F16");
}

#[test]
fn ruling_a_castle_move_resets_the_no_progress_count() {
    let mut g = game(
        "M1/8/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w 0 0 50 30", /* M:F16 M:L4 m:L13 m:A13 */
    );
    play(&mut g, "F16-G16");
    assert_eq!(g.position().plies_since_progress(), 0);
}

#[test]
fn ruling_a_captured_piece_leaves_the_board_as_it_is_jumped() {
    let mut g = game(
        "2/8/10/m10m/12/12/12/12/12/4m7/4M7/12/11M/10/8/2 w", /* M:E6 M:L4 m:E7 m:L13 m:A13 */
    );
    assert_eq!(
        refuse(&mut g, "E6xE8xE6"),
        PlayError::JumpOverNothing {
            from: sq("E8"),
            over: sq("E7")
        }
    );
}

#[test]
fn ruling_a_canter_chain_may_pass_through_its_vacated_origin() {
    let g = game(
        "2/8/10/m10m/12/12/12/12/5M6/4M1M5/4MM6/4M7/12/10/8/2 w", /* M:E6 M:E7 M:F8 M:G7 M:F6 M:E5 m:L13 m:A13 */
    );
    assert!(g.is_legal(&mv("E6-E8-G8-G6-E6-E4")));
    assert_eq!(
        moves_from(&g, "E6")
            .iter()
            .filter(|m| m.ends_with("E4"))
            .count(),
        1
    );
}

// ---------------------------------------------------------------------------------------------
// Notation.

#[test]
fn notation_start_position_round_trips() {
    let start = "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1";
    assert_eq!(Position::start().to_string(), start);
    assert_eq!(
        start.parse::<Position>().map(|p| p.to_string()).as_deref(),
        Ok(start)
    );
}

#[test]
fn notation_optional_counters_default() {
    let short = "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w";
    assert_eq!(short.parse::<Position>(), Ok(Position::start()));
}

#[test]
fn notation_errors_say_what_and_where() {
    let err = |s: &str| s.parse::<Position>().expect_err(s).to_string();
    assert_eq!(
        err("2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN4/2NMMMMMMN2/12/12/10/8/2 w"),
        "rank 7 has 13 squares, expected 12"
    );
    assert_eq!(
        err("2/8/10/12 w"),
        "the board has 4 ranks separated by '/', expected 16"
    );
    assert!(
        err("2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMXMMMN2/12/12/10/8/2 w")
            .starts_with("rank 6: 'X'")
    );
    assert_eq!(
        err("2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 x"),
        "side to move must be 'w' or 'b', found 'x'"
    );
    assert!(
        err("2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 3")
            .contains("castle moves")
    );
    assert!(
        err("2/8/10/12/12/2nnnnnnnn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w")
            .contains("Black has 10 Knights")
    );
}

fn sq(s: &str) -> camelot::Square {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// RULES.md C15: a takeback leaves the game exactly as if the moves taken back had never been
/// played: position, castle-move counters, 100-ply count, repetition history and outcome.
#[test]
fn ruling_a_takeback_restores_everything_the_moves_changed() {
    for seed in 0..6u64 {
        let mut played = Game::new(Ruleset::Standard);
        let mut line = Vec::new();
        while played.outcome().is_none() && line.len() < 80 {
            let m = camelot::greedy::greedy_move(&played, seed * 131 + line.len() as u64)
                .expect("a move while the game runs");
            played.play(&m).expect("a legal move");
            line.push(m);
        }
        for back in 0..=line.len().min(5) {
            let mut g = played.clone();
            let last = g.take_back(back).expect("no more than were played");
            let mut fresh = Game::new(Ruleset::Standard);
            for m in &line[..line.len() - back] {
                fresh.play(m).unwrap();
            }
            assert_eq!(g.position(), fresh.position(), "seed {seed}, back {back}");
            assert_eq!(g.moves(), fresh.moves());
            assert_eq!(g.outcome(), fresh.outcome());
            assert_eq!(
                last.map(|p| p.mv),
                line[..line.len() - back].last().cloned()
            );
            // The repetition history came back too: the same continuation ends the same way.
            let mut a = g.clone();
            let mut b = fresh.clone();
            for i in 0..12 {
                let Some(m) = camelot::greedy::greedy_move(&a, i) else {
                    break;
                };
                a.play(&m).unwrap();
                b.play(&m).unwrap();
                assert_eq!(a.outcome(), b.outcome());
            }
        }
    }
    let mut g = Game::new(Ruleset::Standard);
    play(&mut g, "F7-F8");
    assert_eq!(
        g.take_back(2).unwrap_err().to_string(),
        "cannot take back 2 moves: 1 played"
    );
    assert_eq!(g.moves().len(), 1, "a refused takeback changes nothing");
}

/// RULES.md C15: taking back a castle move gives the castle move back.
#[test]
fn ruling_a_takeback_gives_a_castle_move_back() {
    let mut g = game("M1/8/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w 0 0 50 30");
    let before = g.position().clone();
    play(&mut g, "F16-G16");
    assert_ne!(g.position(), &before);
    g.take_back(1).unwrap();
    assert_eq!(g.position(), &before);
    assert_eq!(g.position().plies_since_progress(), 50);
}
