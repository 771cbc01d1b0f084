//! `albion games`: the games this machine holds seats in, from the seat tokens it keeps
//! ([`crate::seats`]), asked of each server with `POST /api/my-games`: whose turn it is, the time
//! left, and the command that opens each game again.

use std::collections::BTreeMap;
use std::process::ExitCode;

use clap::Args;
use protocol::{HeldSeat, LobbyStatus, MAX_MY_GAMES, MyGame, MyGames, MyGamesQuery};
use serde::Serialize;

use crate::lang::{Lang, reason_words, tr};
use crate::net::{DEFAULT_SERVER, NetError, ServerAddr, my_games};
use crate::seats::{self, SeatStore};
use crate::text::clean;
use crate::tui::render::{game_label, long_time_text};

/// `albion games` options.
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Only this server: http://HOST:PORT, or https://HOST:PORT over TLS. Default: every server
    /// this machine holds a seat on (the local server when it holds none).
    #[arg(long)]
    server: Option<ServerAddr>,
    /// Print the servers' answers as one JSON object, `{"games":[...]}`, newest first: each
    /// entry as `POST /api/my-games` gives it, with `server` and `name` (the seat's saved name)
    /// added.
    #[arg(long)]
    json: bool,
}

/// One game as `--json` prints it.
#[derive(Debug, Serialize)]
pub struct Listed {
    /// The server, as `--server` takes it.
    pub server: String,
    /// The name the seat was taken with (`albion join --name`).
    pub name: String,
    /// The server's entry.
    #[serde(flatten)]
    pub game: MyGame,
}

/// The seats of the seat file to ask about, by server: every server in it, or only `only`.
/// With no seat to ask about, `only` (or the local server) with none.
#[must_use]
pub fn seats_by_server(
    all: Vec<seats::HeldSeat>,
    only: Option<&str>,
) -> BTreeMap<String, Vec<seats::HeldSeat>> {
    let mut by_server: BTreeMap<String, Vec<seats::HeldSeat>> = BTreeMap::new();
    for seat in all {
        if only.is_none_or(|o| o == seat.server) {
            by_server.entry(seat.server.clone()).or_default().push(seat);
        }
    }
    if by_server.is_empty() {
        let server = only.map_or_else(
            || {
                DEFAULT_SERVER
                    .parse::<ServerAddr>()
                    .map_or_else(|_| DEFAULT_SERVER.to_owned(), |a| a.base())
            },
            str::to_owned,
        );
        by_server.insert(server, Vec::new());
    }
    by_server
}

/// The questions for one server: the seats' (lobby, token) pairs, [`MAX_MY_GAMES`] a request,
/// the seats taken under `preferred` (the name `albion join` uses by default) first: the server
/// answers about the first seat it finds in a lobby, and two names on one machine may hold seats
/// in the same lobby.
#[must_use]
pub fn queries(held: &[seats::HeldSeat], preferred: &str) -> Vec<MyGamesQuery> {
    let mut ordered: Vec<&seats::HeldSeat> = held.iter().collect();
    ordered.sort_by_key(|s| s.name != preferred);
    ordered
        .chunks(MAX_MY_GAMES)
        .map(|chunk| MyGamesQuery {
            seats: chunk
                .iter()
                .map(|s| HeldSeat {
                    lobby: s.code.clone(),
                    token: s.saved.token.clone(),
                })
                .collect(),
        })
        .collect()
}

/// The answers to [`queries`] as one list: newest first, each lobby once.
#[must_use]
pub fn merge(answers: Vec<MyGames>) -> Vec<MyGame> {
    let mut games: Vec<MyGame> = Vec::new();
    for game in answers.into_iter().flat_map(|a| a.games) {
        if !games.iter().any(|g| g.lobby.code == game.lobby.code) {
            games.push(game);
        }
    }
    games.sort_by_key(|g| std::cmp::Reverse(g.created_at));
    games
}

/// The name a game's seat was saved under: the one whose name the seat carries, else the one
/// the server looked at first ([`queries`]: `preferred`, else the first saved for that lobby).
#[must_use]
pub fn name_for(game: &MyGame, held: &[seats::HeldSeat], preferred: &str) -> String {
    let mut mine: Vec<&seats::HeldSeat> =
        held.iter().filter(|s| s.code == game.lobby.code).collect();
    mine.sort_by_key(|s| s.name != preferred);
    let seated = game
        .lobby
        .seats
        .iter()
        .find(|s| s.seat == game.seat)
        .and_then(|s| s.name.as_deref());
    mine.iter()
        .find(|s| Some(s.name.as_str()) == seated)
        .or_else(|| mine.first())
        .map(|s| s.name.clone())
        .unwrap_or_default()
}

/// A seat's name as the table shows it.
fn seat_name(lang: Lang, game: &MyGame, seat: protocol::Seat) -> String {
    game.lobby
        .seats
        .iter()
        .find(|s| s.seat == seat)
        .and_then(|s| s.name.as_deref())
        .map_or_else(|| tr(lang, "cli-seat-n", &[("seat", seat.into())]), clean)
}

/// Where the game is, from this seat's side: `your turn`, `bob to move`, `waiting for players`,
/// `finished: ann won (castle)`.
#[must_use]
pub fn status_words(lang: Lang, game: &MyGame) -> String {
    let lobby = &game.lobby;
    let t = |id: &str| tr(lang, id, &[]);
    match lobby.status {
        LobbyStatus::Open => {
            if lobby.seats.iter().any(|s| s.name.is_none()) {
                t("cli-games-waiting-players")
            } else {
                t("cli-games-waiting-start")
            }
        }
        LobbyStatus::Playing => match game.to_move {
            Some(s) if s == game.seat => t("cli-games-your-turn"),
            Some(s) => tr(
                lang,
                "cli-games-to-move",
                &[("name", seat_name(lang, game, s).into())],
            ),
            None => t("cli-games-playing"),
        },
        LobbyStatus::Finished => match &lobby.result {
            Some(r) if r.winners.is_empty() => tr(
                lang,
                "cli-games-finished-draw",
                &[("reason", reason_words(lang, &r.reason).into())],
            ),
            Some(r) => {
                let you = r.winners == [game.seat];
                let who: Vec<String> = r
                    .winners
                    .iter()
                    .map(|s| {
                        if *s == game.seat {
                            t("cli-games-you")
                        } else {
                            seat_name(lang, game, *s)
                        }
                    })
                    .collect();
                tr(
                    lang,
                    "cli-games-finished-won",
                    &[
                        ("winners", crate::session::and_list(lang, &who).into()),
                        (
                            "who",
                            if you {
                                "you"
                            } else if who.len() == 1 {
                                "one"
                            } else {
                                "many"
                            }
                            .into(),
                        ),
                        ("reason", reason_words(lang, &r.reason).into()),
                    ],
                )
            }
            None => t("cli-games-finished"),
        },
        LobbyStatus::Aborted => t("cli-games-aborted"),
    }
}

/// The players in seat order, this seat marked: `ann (you), bob`; `ann (you)` alone while the
/// others have not come.
#[must_use]
pub fn players_words(lang: Lang, game: &MyGame) -> String {
    let names: Vec<String> = game
        .lobby
        .seats
        .iter()
        .filter_map(|s| {
            let name = clean(s.name.as_deref()?);
            Some(if s.seat == game.seat {
                tr(lang, "cli-games-player-you", &[("name", name.into())])
            } else {
                name
            })
        })
        .collect();
    names.join(", ")
}

/// The time left to whoever must move, `1d 23h`, `5h 12m`, `12:05`; `-` when untimed or nobody
/// must move.
#[must_use]
pub fn time_left_words(game: &MyGame, now_ms: u64) -> String {
    match (game.lobby.status, game.to_move, game.deadline_ms) {
        (LobbyStatus::Playing, Some(_), Some(deadline)) => {
            long_time_text(deadline.saturating_sub(now_ms))
        }
        _ => "-".to_owned(),
    }
}

/// A word for a shell: as it is when it is plain, else in single quotes.
fn shell_word(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.:/@+".contains(c))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The command that opens the game again: `albion join CODE`, with `--server` when it is not
/// the local server and `--name` when the seat's name is not the default one.
#[must_use]
pub fn open_command(code: &str, server: &str, name: &str, default_name: &str) -> String {
    let mut command = format!("albion join {}", shell_word(&clean(code)));
    let default_server = DEFAULT_SERVER
        .parse::<ServerAddr>()
        .is_ok_and(|a| a.base() == server);
    if !default_server {
        command.push_str(&format!(" --server {}", shell_word(&clean(server))));
    }
    if name != default_name {
        command.push_str(&format!(" --name {}", shell_word(&clean(name))));
    }
    command
}

/// One server's games as a table, newest first, with a line above it; `No games ...` when there
/// are none. A row a game, ending with the command that opens it; when a row would be wider
/// than `width` (the terminal's), that command goes on a line of its own under the row.
#[must_use]
pub fn table_lines(
    lang: Lang,
    server: &str,
    games: &[MyGame],
    held: &[seats::HeldSeat],
    now_ms: u64,
    default_name: &str,
    width: Option<usize>,
) -> Vec<String> {
    if games.is_empty() {
        let id = if held.is_empty() {
            "cli-games-none-held"
        } else {
            "cli-games-none-ended"
        };
        return vec![tr(lang, id, &[("server", clean(server).into())])];
    }
    let header = [
        "cli-games-col-code",
        "cli-games-col-game",
        "cli-games-col-players",
        "cli-games-col-status",
        "cli-games-col-time-left",
    ]
    .map(|id| tr(lang, id, &[]));
    let mut rows = vec![(header, tr(lang, "cli-games-col-open-with", &[]))];
    for game in games {
        rows.push((
            [
                clean(&game.lobby.code),
                game_label(lang, &game.lobby.config),
                players_words(lang, game),
                status_words(lang, game),
                time_left_words(game, now_ms),
            ],
            open_command(
                &game.lobby.code,
                server,
                &name_for(game, held, default_name),
                default_name,
            ),
        ));
    }
    let mut widths = [0usize; 5];
    for (cells, _) in &rows {
        for (w, cell) in widths.iter_mut().zip(cells) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line_of = |cells: &[String; 5]| {
        let mut line = String::from("  ");
        for (cell, w) in cells.iter().zip(widths) {
            line.push_str(cell);
            line.push_str(&" ".repeat(w - cell.chars().count() + 2));
        }
        line
    };
    let fits = rows.iter().all(|(cells, command)| {
        width.is_none_or(|width| line_of(cells).chars().count() + command.chars().count() <= width)
    });
    let mut lines = vec![tr(
        lang,
        "cli-games-count",
        &[
            ("count", games.len().into()),
            ("server", clean(server).into()),
        ],
    )];
    for (i, (cells, command)) in rows.iter().enumerate() {
        if fits {
            lines.push(format!("{}{command}", line_of(cells)));
        } else {
            lines.push(line_of(cells).trim_end().to_owned());
            if i > 0 {
                lines.push(format!(
                    "    {}",
                    tr(
                        lang,
                        "cli-games-open-with",
                        &[("command", command.clone().into())]
                    )
                ));
            }
        }
    }
    lines
}

/// The width of the terminal standard output is, if it is one.
fn terminal_width() -> Option<usize> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return None;
    }
    crossterm::terminal::size()
        .ok()
        .map(|(w, _)| usize::from(w))
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Why a server gave no list, in a sentence: the server's own explanation when it gave one;
/// an answer that is not Albion's (an HTML page, say) is not printed.
fn ask_error(lang: Lang, server: &str, e: NetError) -> String {
    match e {
        NetError::NotAlbion { status, .. } => tr(
            lang,
            "cli-games-not-albion",
            &[("server", clean(server).into()), ("status", status.into())],
        ),
        refused @ NetError::Api { status, .. } => tr(
            lang,
            "cli-games-refused",
            &[
                ("server", clean(server).into()),
                ("status", status.into()),
                ("message", refused.text(lang).into()),
            ],
        ),
        // Already names the server and says why (an older server, say).
        other => other.text(lang),
    }
}

/// How long one server may take to answer, all its requests together.
const ASK_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(20);

/// Asks one server about its seats, request after request.
async fn ask(
    lang: Lang,
    server: &str,
    held: &[seats::HeldSeat],
    preferred: &str,
) -> Result<Vec<MyGame>, String> {
    if held.is_empty() {
        return Ok(Vec::new());
    }
    let addr: ServerAddr = server.parse().map_err(|e: crate::net::AddrError| {
        tr(
            lang,
            "cli-games-bad-server",
            &[
                ("server", format!("{server:?}").into()),
                ("error", e.text(lang).into()),
            ],
        )
    })?;
    let mut answers = Vec::new();
    for query in queries(held, preferred) {
        match my_games(&addr, &query).await {
            Ok(answer) => answers.push(answer),
            Err(e) => return Err(ask_error(lang, server, e)),
        }
    }
    Ok(merge(answers))
}

/// `albion games`: the games this machine holds seats in, on each server.
pub async fn run(args: GamesArgs, lang: Lang) -> ExitCode {
    let store = SeatStore::default_location();
    let only = args.server.as_ref().map(ServerAddr::base);
    let by_server = seats_by_server(store.all(), only.as_deref());
    let default_name = crate::tui::default_name();
    let now = now_ms();
    // Every server at once, each given a while: one that does not answer holds up no other.
    let answers = futures_util::future::join_all(by_server.iter().map(|(server, held)| {
        let default_name = &default_name;
        async move {
            tokio::time::timeout(ASK_TIMEOUT, ask(lang, server, held, default_name))
                .await
                .unwrap_or_else(|_| {
                    Err(tr(
                        lang,
                        "cli-games-timeout",
                        &[
                            ("server", clean(server).into()),
                            ("secs", ASK_TIMEOUT.as_secs().into()),
                        ],
                    ))
                })
        }
    }))
    .await;
    let mut errors = Vec::new();
    let mut lines = Vec::new();
    let mut listed: Vec<Listed> = Vec::new();
    for ((server, held), answer) in by_server.iter().zip(answers) {
        let games = match answer {
            Ok(games) => games,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        if args.json {
            listed.extend(games.into_iter().map(|game| Listed {
                server: server.clone(),
                name: name_for(&game, held, &default_name),
                game,
            }));
        } else {
            if !lines.is_empty() {
                lines.push(String::new());
            }
            lines.extend(table_lines(
                lang,
                server,
                &games,
                held,
                now,
                &default_name,
                terminal_width(),
            ));
        }
    }
    if args.json {
        listed.sort_by_key(|l| std::cmp::Reverse(l.game.created_at));
        match serde_json::to_string(&serde_json::json!({ "games": listed })) {
            Ok(text) => lines.push(text),
            Err(e) => {
                eprintln!("albion: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    match crate::text::print_lines(&lines) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("albion: {e}");
            return ExitCode::FAILURE;
        }
    }
    // Said after the games that could be listed, so that they end what is read.
    for e in &errors {
        eprintln!(
            "albion: {}",
            tr(lang, "cli-games-not-listed", &[("error", e.clone().into())])
        );
    }
    if !errors.is_empty() {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{GameConfig, GameResult, LobbyInfo, SeatInfo};

    const NOW: u64 = 1_800_000_000_000;
    const H: u64 = 3_600_000;

    fn game(code: &str, names: &[Option<&str>], seat: u8, created_at: i64) -> MyGame {
        MyGame {
            seat,
            lobby: LobbyInfo {
                code: code.into(),
                config: GameConfig::default().with_days(Some(2)),
                public: false,
                status: LobbyStatus::Playing,
                host: Some(0),
                seats: names
                    .iter()
                    .zip(0..)
                    .map(|(name, seat)| SeatInfo {
                        seat,
                        name: name.map(Into::into),
                        ready: true,
                        connected: false,
                        rematch: false,
                        character: None,
                        bot: None,
                        abandoned: false,
                    })
                    .collect(),
                game_no: 1,
                result: None,
                spectators: 0,
                game_id: Some(7),
            },
            to_move: Some(0),
            deadline_ms: Some(NOW + 47 * H + 30 * 60_000),
            created_at,
        }
    }

    fn held(server: &str, code: &str, name: &str, token: &str) -> seats::HeldSeat {
        seats::HeldSeat {
            server: server.into(),
            code: code.into(),
            name: name.into(),
            saved: seats::SavedSeat {
                seat: 0,
                token: token.into(),
            },
        }
    }

    #[test]
    fn the_status_says_whose_turn_it_is_from_this_seat() {
        let mut g = game("AAAA", &[Some("ann"), Some("bob")], 0, 1);
        assert_eq!(status_words(Lang::En, &g), "your turn");
        assert_eq!(players_words(Lang::En, &g), "ann (you), bob");
        g.seat = 1;
        assert_eq!(status_words(Lang::En, &g), "ann to move");
        assert_eq!(players_words(Lang::En, &g), "ann, bob (you)");
        g.to_move = None;
        assert_eq!(status_words(Lang::En, &g), "playing");
        g.lobby.status = LobbyStatus::Open;
        g.lobby.seats[1].name = None;
        assert_eq!(status_words(Lang::En, &g), "waiting for players");
        assert_eq!(players_words(Lang::En, &g), "ann");
        g.lobby.seats[1].name = Some("bob".into());
        assert_eq!(status_words(Lang::En, &g), "waiting to start");
        g.lobby.status = LobbyStatus::Finished;
        g.lobby.result = Some(GameResult {
            winners: vec![0],
            reason: "castle".into(),
        });
        assert_eq!(status_words(Lang::En, &g), "finished: ann won (castle)");
        g.seat = 0;
        assert_eq!(status_words(Lang::En, &g), "finished: you won (castle)");
        g.lobby.result = Some(GameResult {
            winners: vec![],
            reason: "repetition".into(),
        });
        assert_eq!(status_words(Lang::En, &g), "finished: draw (repetition)");
        // Names from others are cleaned.
        g.lobby.seats[1].name = Some("b\u{1b}[2Job".into());
        assert_eq!(players_words(Lang::En, &g), "ann (you), b[2Job");
    }

    #[test]
    fn the_time_left_reads_in_days_and_hours_only_while_someone_must_move() {
        let mut g = game("AAAA", &[Some("ann"), Some("bob")], 0, 1);
        assert_eq!(time_left_words(&g, NOW), "1d 23h");
        g.deadline_ms = Some(NOW + 5 * H + 12 * 60_000);
        assert_eq!(time_left_words(&g, NOW), "5h 12m");
        g.deadline_ms = Some(NOW + 90_000);
        assert_eq!(time_left_words(&g, NOW), "1:30");
        // Past the deadline (the server is about to act): nothing left, not a wrap-around.
        assert_eq!(time_left_words(&g, NOW + 100_000), "0:00");
        g.deadline_ms = None;
        assert_eq!(time_left_words(&g, NOW), "-");
        g.deadline_ms = Some(NOW + H);
        g.lobby.status = LobbyStatus::Open;
        assert_eq!(time_left_words(&g, NOW), "-");
    }

    #[test]
    fn the_command_names_the_server_and_name_only_when_they_are_not_the_defaults() {
        let local = DEFAULT_SERVER.parse::<ServerAddr>().unwrap().base();
        assert_eq!(
            open_command("AAAA", &local, "ann", "ann"),
            "albion join AAAA"
        );
        assert_eq!(
            open_command("AAAA", "https://albion.example:443", "Ann Lee", "ann"),
            "albion join AAAA --server https://albion.example:443 --name 'Ann Lee'"
        );
        assert_eq!(
            open_command("AAAA", &local, "o'neil", "ann"),
            r"albion join AAAA --name 'o'\''neil'"
        );
    }

    #[test]
    fn seats_are_asked_per_server_in_requests_of_at_most_the_limit() {
        let all = vec![
            held("http://a:1", "AAAA", "ann", "t1"),
            held("http://b:2", "BBBB", "ann", "t2"),
            held("http://a:1", "CCCC", "bob", "t3"),
        ];
        let by = seats_by_server(all.clone(), None);
        assert_eq!(by.keys().collect::<Vec<_>>(), ["http://a:1", "http://b:2"]);
        assert_eq!(by["http://a:1"].len(), 2);
        let only = seats_by_server(all.clone(), Some("http://b:2"));
        assert_eq!(only.len(), 1);
        assert_eq!(only["http://b:2"][0].code, "BBBB");
        // A server the file does not name, or no file at all: that server (or the local one),
        // with nothing to ask.
        assert_eq!(
            seats_by_server(all, Some("http://c:3"))["http://c:3"],
            Vec::new()
        );
        let local = DEFAULT_SERVER.parse::<ServerAddr>().unwrap().base();
        assert_eq!(seats_by_server(Vec::new(), None)[&local], Vec::new());

        let many: Vec<_> = (0..MAX_MY_GAMES + 5)
            .map(|i| held("http://a:1", &format!("L{i}"), "ann", &format!("t{i}")))
            .collect();
        let qs = queries(&many, "ann");
        assert_eq!(qs.len(), 2);
        assert_eq!(qs[0].seats.len(), MAX_MY_GAMES);
        assert_eq!(
            qs[1].seats[4],
            HeldSeat {
                lobby: format!("L{}", MAX_MY_GAMES + 4),
                token: format!("t{}", MAX_MY_GAMES + 4),
            }
        );
        // Two names holding seats in one lobby: the default name's seat is asked about first.
        let two = vec![
            held("http://a:1", "AAAA", "ann", "t1"),
            held("http://a:1", "AAAA", "bob", "t2"),
            held("http://a:1", "BBBB", "cy", "t3"),
        ];
        let tokens = |q: &[MyGamesQuery]| -> Vec<String> {
            q[0].seats.iter().map(|s| s.token.clone()).collect()
        };
        assert_eq!(tokens(&queries(&two, "bob")), ["t2", "t1", "t3"]);
        assert_eq!(tokens(&queries(&two, "di")), ["t1", "t2", "t3"]);
    }

    #[test]
    fn answers_merge_newest_first_and_a_seat_keeps_its_saved_name() {
        let old = game("OLD", &[Some("ann"), Some("bob")], 1, 10);
        let new = game("NEW", &[Some("Ann Lee"), None], 0, 20);
        let merged = merge(vec![
            MyGames {
                games: vec![old.clone()],
            },
            MyGames {
                games: vec![new.clone(), old.clone()],
            },
        ]);
        let codes: Vec<&str> = merged.iter().map(|g| g.lobby.code.as_str()).collect();
        assert_eq!(codes, ["NEW", "OLD"]);
        let held = vec![
            held("http://a:1", "OLD", "ann", "t1"),
            held("http://a:1", "OLD", "bob", "t2"),
            held("http://a:1", "NEW", "Ann Lee", "t3"),
        ];
        assert_eq!(name_for(&old, &held, "ann"), "bob");
        assert_eq!(name_for(&new, &held, "ann"), "Ann Lee");
        // A seat whose name changed hands (not among the saved ones): the name asked first.
        let mut renamed = old.clone();
        renamed.lobby.seats[1].name = Some("robert".into());
        assert_eq!(name_for(&renamed, &held, "bob"), "bob");
        assert_eq!(name_for(&renamed, &held, "cy"), "ann");
    }

    #[test]
    fn the_table_lines_up_its_columns_and_says_when_there_is_nothing() {
        let held = vec![
            held("http://a:1", "AAAA", "ann", "t1"),
            held("http://a:1", "BBBB", "ann", "t2"),
        ];
        let mut waiting = game("BBBB", &[Some("ann"), None], 0, 5);
        waiting.lobby.status = LobbyStatus::Open;
        waiting.lobby.config = GameConfig::super_camelot(2, None).with_days(Some(3));
        waiting.to_move = None;
        waiting.deadline_ms = None;
        let games = vec![game("AAAA", &[Some("ann"), Some("bob")], 1, 9), waiting];
        let lines = table_lines(Lang::En, "http://a:1", &games, &held, NOW, "ann", None);
        assert_eq!(lines[0], "2 games on http://a:1, newest first:");
        let text = lines.join("\n");
        assert!(lines[1].starts_with("  CODE  GAME"), "{text}");
        let at = |line: &str, word: &str| line.find(word).unwrap();
        for word in ["PLAYERS", "STATUS", "TIME LEFT", "OPEN WITH"] {
            let column = at(&lines[1], word);
            assert!(lines[2..].iter().all(|l| l.len() > column), "{text}");
        }
        for (word, cell) in [
            ("GAME", "Camelot (standard, 2 days per move)"),
            ("PLAYERS", "ann, bob (you)"),
            ("STATUS", "ann to move"),
            ("TIME LEFT", "1d 23h"),
            ("OPEN WITH", "albion join AAAA"),
        ] {
            assert_eq!(at(&lines[1], word), at(&lines[2], cell), "{text}");
        }
        assert!(lines[2].contains("1d 23h"), "{text}");
        assert!(
            lines[2].ends_with("albion join AAAA --server http://a:1"),
            "{text}"
        );
        assert!(
            lines[3].contains("Super Camelot (2 seats, 3 days per turn)"),
            "{text}"
        );
        assert!(lines[3].contains("waiting for players"), "{text}");
        assert_eq!(
            table_lines(Lang::En, "http://a:1", &[], &[], NOW, "ann", None),
            [
                "No games on http://a:1: this machine holds no seat there (a seat is kept when you \
              sit down with `albion create` or `albion join`)."
            ]
        );
        assert!(
            table_lines(Lang::En, "http://a:1", &[], &held, NOW, "ann", None)[0]
                .contains("have ended")
        );
        // Wide enough for the rows: the same table; narrower, each command on its own line.
        let widest = lines.iter().map(|l| l.chars().count()).max().unwrap();
        let at_width = |width| {
            table_lines(
                Lang::En,
                "http://a:1",
                &games,
                &held,
                NOW,
                "ann",
                Some(width),
            )
        };
        assert_eq!(at_width(widest), lines);
        let narrow = at_width(widest - 1);
        let text = narrow.join("\n");
        assert_eq!(narrow.len(), 6, "{text}");
        assert!(narrow[1].ends_with("TIME LEFT"), "{text}");
        assert!(narrow[2].ends_with("1d 23h"), "{text}");
        assert_eq!(
            narrow[3],
            "    open with: albion join AAAA --server http://a:1"
        );
        assert!(narrow[4].contains("waiting for players"), "{text}");
        assert!(
            narrow[5].starts_with("    open with: albion join BBBB"),
            "{text}"
        );
    }

    #[test]
    fn a_refusal_is_said_in_a_sentence_without_a_page_of_html() {
        let api = |status, message: &str| NetError::Api {
            status,
            code: "rate_limited".into(),
            message: message.into(),
        };
        assert_eq!(
            ask_error(
                Lang::En,
                "http://a:1",
                api(429, "too many requests; slow down")
            ),
            "the server at http://a:1 refused to list the games (429): too many requests; slow down"
        );
        assert_eq!(
            ask_error(
                Lang::Fr,
                "http://a:1",
                api(429, "too many requests; slow down")
            ),
            "le serveur http://a:1 a refusé de lister les parties (429) : trop de requêtes : \
             attendez un instant et réessayez"
        );
        let html = ask_error(
            Lang::En,
            "http://a:1",
            NetError::NotAlbion {
                status: 501,
                body: "<!DOCTYPE HTML> <html>".into(),
            },
        );
        assert!(!html.contains("DOCTYPE"), "{html}");
        assert!(
            html.contains("answered 501") && html.contains("Albion server"),
            "{html}"
        );
        let older = || NetError::NoMyGames {
            addr: "http://a:1".into(),
        };
        assert_eq!(
            ask_error(Lang::En, "http://a:1", older()),
            "the server at http://a:1 does not list games (no /api/my-games): is it an older \
             version?"
        );
        assert_eq!(
            ask_error(Lang::Fr, "http://a:1", older()),
            "le serveur http://a:1 ne liste pas les parties (pas de /api/my-games) : est-il d'une \
             version plus ancienne ?"
        );
    }

    #[test]
    fn json_entries_are_the_servers_with_server_and_name_added() {
        let listed = Listed {
            server: "http://a:1".into(),
            name: "ann".into(),
            game: game("AAAA", &[Some("ann"), Some("bob")], 0, 9),
        };
        let value = serde_json::to_value(&listed).unwrap();
        assert_eq!(value["server"], "http://a:1");
        assert_eq!(value["name"], "ann");
        assert_eq!(value["to_move"], 0);
        assert_eq!(value["lobby"]["code"], "AAAA");
        assert_eq!(value["lobby"]["config"]["days_per_move"], 2);
    }
}
