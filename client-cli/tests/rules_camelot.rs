//! `albion rules camelot …` as a user runs it.

use std::process::{Command, Output};

const START: &str =
    "2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1";

fn albion(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_albion"))
        .env("ALBION_LANG", "en")
        .args(args)
        .output()
        .expect("albion runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn moves_prints_one_sorted_line_per_outcome() {
    let o = albion(&["rules", "camelot", "moves", START]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 100);
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"C6-B5") && lines.contains(&"E6-E5"));
}

#[test]
fn perft_defaults_to_the_start_position() {
    let o = albion(&["rules", "camelot", "perft", "2"]);
    assert_eq!(stdout(&o), "10026\n");
    let o = albion(&["rules", "camelot", "perft", "1", "--ruleset", "wcf", START]);
    assert_eq!(stdout(&o), "100\n");
}

#[test]
fn play_prints_the_position_and_the_status() {
    let o = albion(&["rules", "camelot", "play", START, "E6-E5", "e10-e9"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "2/8/10/12/12/2nmmmmmmn2/3n1mmmn3/4m7/12/3NMMMMN3/2NM1MMMMN2/4M7/12/10/8/2 w 0 0 2 2\nongoing\n"
    );
    // White takes Black's castle: the status names the winner and the reason.
    let endgame = "M1/8/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w";
    let o = albion(&["rules", "camelot", "play", endgame, "F16-G16"]);
    assert_eq!(stdout(&o).lines().nth(1), Some("ongoing"));
    let castle = "1M/2M5/10/m10m/12/12/12/12/12/12/12/12/11M/10/8/2 w";
    let o = albion(&["rules", "camelot", "play", castle, "E15-F16"]);
    assert_eq!(stdout(&o).lines().nth(1), Some("white-wins (castle)"));
}

#[test]
fn bad_input_prints_the_reason_and_exits_2() {
    let o = albion(&["rules", "camelot", "moves", "2/8/10 w"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("the board has 3 ranks"),
        "{}",
        stderr(&o)
    );
    let o = albion(&["rules", "camelot", "play", START, "E6-E4"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("move 1 'E6-E4'"), "{}", stderr(&o));
    let o = albion(&["rules", "camelot", "play", START, "E6-Q4"]);
    assert_eq!(o.status.code(), Some(2));
    let o = albion(&["rules", "camelot", "moves", "--ruleset", "fide", START]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
}
