//! The full-screen game client: `albion create` and `albion join`, and the lobby list
//! (`albion lobbies` on a terminal, `albion join` without a code) that opens it.

pub mod app;
pub mod lobbies;
pub mod render;

use std::process::ExitCode;

use clap::{Args, ValueEnum};
use protocol::{
    CreateLobby, GameConfig, LobbyInfo, LobbyStatus, MAX_BASE_SECS, MAX_DAYS, MAX_INCREMENT_SECS,
    MAX_TURN_SECS, MIN_DAYS, MIN_TURN_SECS, TimeControl,
};
use ratatui::crossterm::event::{self, Event, KeyEventKind};
use tokio::sync::mpsc;

use crate::lang::{Lang, tr};
use crate::net::{DEFAULT_SERVER, ServerAddr, create_lobby, get_lobby, list_lobbies_page};
use crate::seats::SeatStore;
use crate::session::{Identity, connect};
use crate::text::clean;
use app::{App, Link, Msg};

/// The games `albion create` can open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    /// Classic two-player Camelot.
    Camelot,
    /// The 2–4 player adventure.
    SuperCamelot,
}

/// `albion create` options.
#[derive(Debug, Args)]
pub struct CreateArgs {
    /// Which game.
    #[arg(value_enum)]
    game: GameArg,
    /// Seats, for Super Camelot (2–4, default 2); Camelot is always 2 players.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=4))]
    players: Option<u8>,
    /// Camelot ruleset: `standard` or `wcf`.
    #[arg(long, default_value = "standard")]
    ruleset: camelot::Ruleset,
    /// A Camelot clock, MINUTES+SECONDS: `5+3` gives each side 5 minutes and adds 3 seconds
    /// after each of its moves (`10` is 10+0). Default: untimed.
    #[arg(long, value_name = "MIN+INC", value_parser = parse_clock)]
    clock: Option<TimeControl>,
    /// A Super Camelot turn limit in seconds (10–3600): when it runs out the server ends the
    /// turn. Default: untimed.
    #[arg(long, value_name = "SECONDS")]
    turn_secs: Option<u32>,
    /// A correspondence game: each Camelot move, or each Super Camelot turn, must be made within
    /// this many days (1–14), on the calendar. Not with --clock or --turn-secs.
    #[arg(long, value_name = "N", conflicts_with_all = ["clock", "turn_secs"])]
    days: Option<u8>,
    /// List the lobby publicly: anyone may find it in `albion lobbies` and the browser's list,
    /// and take a free seat. Default: private, reachable by its code only (as in the browser).
    #[arg(long)]
    public: bool,
    /// Your display name (default: your login name).
    #[arg(long, default_value_t = default_name())]
    name: String,
    /// The server: http://HOST:PORT, or https://HOST:PORT over TLS.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
    /// Only create the lobby and print its code; do not open the game screen.
    #[arg(long)]
    no_screen: bool,
}

/// `albion join` options.
#[derive(Debug, Args)]
pub struct JoinArgs {
    /// The lobby code. Without it, the list of public lobbies opens: choose one with ↑/↓ and
    /// Enter.
    code: Option<String>,
    /// Your display name (default: your login name; also how your seat is found again when you
    /// come back).
    #[arg(long, default_value_t = default_name())]
    name: String,
    /// Watch without taking a seat (the only way into a lobby whose seats are all taken).
    #[arg(long)]
    spectate: bool,
    /// The server: http://HOST:PORT, or https://HOST:PORT over TLS.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
}

/// `albion lobbies` options.
#[derive(Debug, Args)]
pub struct LobbiesArgs {
    /// The server: http://HOST:PORT, or https://HOST:PORT over TLS.
    #[arg(long, default_value = DEFAULT_SERVER)]
    server: ServerAddr,
    /// Print the list as text instead of opening the list screen (the default when stdout is
    /// not a terminal).
    #[arg(long)]
    print: bool,
    /// Your display name, to take a seat in a lobby chosen from the list (default: your login
    /// name).
    #[arg(long, default_value_t = default_name())]
    name: String,
}

/// The public lobbies open on `server`, one a line, with the command that joins one.
#[must_use]
pub fn lobby_list_lines(lang: Lang, lobbies: &[LobbyInfo], server: &str) -> Vec<String> {
    let server_arg = || -> (&str, crate::lang::Value<'static>) { ("server", clean(server).into()) };
    if lobbies.is_empty() {
        return vec![
            tr(lang, "cli-lobbies-none", &[server_arg()]),
            tr(lang, "cli-lobbies-open-one", &[server_arg()]),
        ];
    }
    let mut lines = vec![tr(
        lang,
        "cli-lobbies-count",
        &[("count", lobbies.len().into()), server_arg()],
    )];
    for lobby in lobbies {
        let taken = lobby.seats.iter().filter(|s| s.name.is_some()).count();
        let names: Vec<String> = lobby
            .seats
            .iter()
            .filter_map(|s| s.name.as_deref().map(clean))
            .collect();
        let with = if names.is_empty() {
            String::new()
        } else {
            format!(
                " · {}",
                tr(
                    lang,
                    "cli-lobbies-with",
                    &[("names", names.join(", ").into())]
                )
            )
        };
        let seated = tr(
            lang,
            "cli-lobbies-seated",
            &[("taken", taken.into()), ("count", lobby.seats.len().into())],
        );
        lines.push(format!(
            "  {}  {} · {seated}{with}",
            clean(&lobby.code),
            render::game_label(lang, &lobby.config),
        ));
    }
    lines.push(tr(lang, "cli-lobbies-join-one", &[server_arg()]));
    lines
}

/// Every public open lobby, page after page (`GET /api/lobbies` is paged).
async fn all_lobbies(addr: &ServerAddr) -> Result<Vec<LobbyInfo>, crate::net::NetError> {
    const LIMIT: usize = 200;
    let mut all: Vec<LobbyInfo> = Vec::new();
    loop {
        let after = all.last().map(|l| l.code.clone());
        let page = list_lobbies_page(addr, after.as_deref(), LIMIT).await?;
        let full = page.len() >= LIMIT;
        all.extend(page);
        if !full {
            return Ok(all);
        }
    }
}

/// The public lobbies that are open (`albion lobbies`): the list screen on a terminal, to join
/// one; the list as text with `--print` or when stdout is not a terminal.
pub async fn lobbies(args: LobbiesArgs, lang: Lang) -> ExitCode {
    use std::io::IsTerminal;
    if !args.print && std::io::stdout().is_terminal() && std::io::stdin().is_terminal() {
        return browse(args.server, args.name, lang).await;
    }
    let list = match all_lobbies(&args.server).await {
        Ok(list) => list,
        Err(e) => {
            eprintln!("albion: {}", e.text(lang));
            return ExitCode::from(2);
        }
    };
    match crate::text::print_lines(&lobby_list_lines(lang, &list, &args.server.base())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("albion: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The name a seat is taken with when `--name` is not given: the login name.
#[must_use]
pub fn default_name() -> String {
    name_from(|key| std::env::var(key).ok())
}

/// The login name (`USER`, else `LOGNAME`), cleaned; `player` when there is none.
fn name_from(var: impl Fn(&str) -> Option<String>) -> String {
    ["USER", "LOGNAME"]
        .into_iter()
        .filter_map(var)
        .map(|name| clean(name.trim()))
        .find(|name| !name.is_empty())
        .unwrap_or_else(|| "player".to_owned())
}

/// Reads a Camelot time control, `MINUTES+SECONDS` (`5+3`) or `MINUTES` (`10`).
fn parse_clock(text: &str) -> Result<TimeControl, String> {
    parse_clock_in(Lang::En, text)
}

/// [`parse_clock`], saying what is wrong in `lang` (for `--clock`, whose value is read before
/// anything else is known but the language).
///
/// # Errors
/// Not a time control, or out of the bounds the server accepts.
pub fn parse_clock_in(lang: Lang, text: &str) -> Result<TimeControl, String> {
    let unreadable = || {
        tr(
            lang,
            "cli-clock-unreadable",
            &[("text", clean(text).into())],
        )
    };
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let base: u32 = base.trim().parse().map_err(|_| unreadable())?;
    let increment_secs: u32 = inc.trim().parse().map_err(|_| unreadable())?;
    let base_secs = base.saturating_mul(60);
    if base_secs == 0 || base_secs > MAX_BASE_SECS {
        return Err(tr(
            lang,
            "cli-clock-base",
            &[("max", (MAX_BASE_SECS / 60).into())],
        ));
    }
    if increment_secs > MAX_INCREMENT_SECS {
        return Err(tr(
            lang,
            "cli-clock-increment",
            &[("max", MAX_INCREMENT_SECS.into())],
        ));
    }
    Ok(TimeControl {
        base_secs,
        increment_secs,
    })
}

/// Why `albion create` refuses its options before asking the server.
fn check_create(lang: Lang, args: &CreateArgs) -> Result<(), String> {
    if let (GameArg::Camelot, Some(n)) = (args.game, args.players)
        && n != 2
    {
        return Err(tr(
            lang,
            "cli-create-camelot-players",
            &[("players", n.into())],
        ));
    }
    match (args.game, args.clock, args.turn_secs) {
        (GameArg::Camelot, _, Some(_)) => Err(tr(lang, "cli-create-turn-secs-camelot", &[])),
        (GameArg::SuperCamelot, Some(_), _) => Err(tr(lang, "cli-create-clock-super", &[])),
        // The bounds the server checks, checked here first (the same function); the ones the
        // command line can reach said in the reader's language.
        _ => create_config(args).validate().map_err(|why| {
            let unit = match args.game {
                // A Super Camelot player counts turns.
                GameArg::Camelot => "move",
                GameArg::SuperCamelot => "turn",
            };
            if let Some(days) = args.days.filter(|d| !(MIN_DAYS..=MAX_DAYS).contains(d)) {
                return tr(
                    lang,
                    "cli-create-days-range",
                    &[
                        ("min", MIN_DAYS.into()),
                        ("max", MAX_DAYS.into()),
                        ("unit", unit.into()),
                        ("days", days.into()),
                    ],
                );
            }
            if let Some(secs) = args
                .turn_secs
                .filter(|t| !(MIN_TURN_SECS..=MAX_TURN_SECS).contains(t))
            {
                return tr(
                    lang,
                    "cli-create-turn-secs-range",
                    &[
                        ("min", MIN_TURN_SECS.into()),
                        ("max", MAX_TURN_SECS.into()),
                        ("secs", secs.into()),
                    ],
                );
            }
            let option = match (args.days, args.game) {
                (Some(_), _) => "--days",
                (None, GameArg::Camelot) => "--clock",
                (None, GameArg::SuperCamelot) => "--turn-secs",
            };
            format!("{option}: {why}")
        }),
    }
}

/// The game `albion create` asks for.
fn create_config(args: &CreateArgs) -> GameConfig {
    match args.game {
        GameArg::Camelot => GameConfig::Camelot {
            ruleset: args.ruleset,
            clock: args.clock,
            days_per_move: args.days,
        },
        // Days and a turn limit never come together (clap refuses them both).
        GameArg::SuperCamelot => {
            GameConfig::super_camelot(args.players.unwrap_or(2), args.turn_secs)
                .with_days(args.days)
        }
    }
}

/// The command a friend types to join: always with `--server`, so it works from their machine
/// as it is (and `--ca-cert` when the server's certificate needs it).
#[must_use]
pub fn invitation(lang: Lang, server: &str, code: &str) -> String {
    let ca = if server.starts_with("https://") {
        format!(" {}", tr(lang, "cli-invitation-ca", &[]))
    } else {
        String::new()
    };
    tr(
        lang,
        "cli-invitation",
        &[
            ("code", clean(code).into()),
            ("server", clean(server).into()),
            ("ca", ca.into()),
        ],
    )
}

/// Why `albion join` should not go on: every seat is taken and this player holds none of them
/// (without `--spectate`, joining would only make them a spectator without telling them).
fn seat_refusal(
    lang: Lang,
    lobby: &LobbyInfo,
    holds_a_seat: bool,
    spectate: bool,
) -> Option<String> {
    if spectate || holds_a_seat || lobby.seats.iter().any(|s| s.name.is_none()) {
        return None;
    }
    let id = match lobby.status {
        LobbyStatus::Open => "cli-join-full-open",
        _ => "cli-join-full-playing",
    };
    Some(tr(
        lang,
        id,
        &[
            ("code", clean(&lobby.code).into()),
            ("count", lobby.seats.len().into()),
        ],
    ))
}

/// Creates a lobby, prints the invitation, and opens the game screen.
pub async fn create(args: CreateArgs, lang: Lang) -> ExitCode {
    if let Err(e) = check_create(lang, &args) {
        eprintln!("albion: {e}");
        return ExitCode::from(2);
    }
    let config = create_config(&args);
    let request = CreateLobby {
        config,
        public: args.public,
    };
    let lobby = match create_lobby(&args.server, &request).await {
        Ok(lobby) => lobby,
        Err(e) => {
            eprintln!("albion: {}", e.text(lang));
            return ExitCode::from(2);
        }
    };
    let code = clean(&lobby.code);
    let mut lines = vec![
        code.clone(),
        tr(
            lang,
            "cli-create-invite",
            &[(
                "invitation",
                invitation(lang, &args.server.base(), &lobby.code).into(),
            )],
        ),
    ];
    if lobby.config.days().is_some() {
        let label = render::game_label(lang, &lobby.config);
        lines.push(if args.no_screen {
            tr(
                lang,
                "cli-create-correspondence-no-screen",
                &[
                    ("label", label.into()),
                    ("code", code.clone().into()),
                    ("server", clean(&args.server.base()).into()),
                ],
            )
        } else {
            tr(
                lang,
                "cli-create-correspondence",
                &[("label", label.into())],
            )
        });
    }
    let printed = crate::text::print_lines(&lines);
    match printed {
        Ok(()) => {}
        // The reader went away (`albion create --no-screen | head -1`): the lobby exists and its
        // code was printed; nothing more to say.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!(
                "albion: {}",
                tr(
                    lang,
                    "cli-create-cannot-print",
                    &[("error", e.to_string().into())]
                )
            );
            return ExitCode::FAILURE;
        }
    }
    if args.no_screen {
        return ExitCode::SUCCESS;
    }
    screen(args.server, code, args.name, true, lang).await
}

/// Joins a lobby and opens the game screen; without a code, opens the lobby list to choose one.
pub async fn join(args: JoinArgs, lang: Lang) -> ExitCode {
    let Some(code) = &args.code else {
        return browse(args.server, args.name, lang).await;
    };
    let code = code.trim().to_ascii_uppercase();
    let lobby = match get_lobby(&args.server, &code).await {
        Ok(lobby) => lobby,
        Err(e) => {
            eprintln!("albion: {}", e.text(lang));
            return ExitCode::from(2);
        }
    };
    let holds_a_seat = SeatStore::default_location()
        .get(&args.server.base(), &code, &args.name)
        .is_some();
    if let Some(why) = seat_refusal(lang, &lobby, holds_a_seat, args.spectate) {
        eprintln!("albion: {why}");
        return ExitCode::from(2);
    }
    screen(args.server, code, args.name, !args.spectate, lang).await
}

/// The terminal in full-screen mode and the keys read from it.
struct Term {
    terminal: ratatui::DefaultTerminal,
    keys: mpsc::Receiver<std::io::Result<Event>>,
}

impl Term {
    /// Enters full-screen mode and starts reading keys; says why not on stderr.
    fn open(lang: Lang) -> Option<Term> {
        let terminal = match ratatui::try_init() {
            Ok(t) => t,
            Err(e) => {
                eprintln!(
                    "albion: {}",
                    tr(
                        lang,
                        "cli-needs-terminal",
                        &[("error", e.to_string().into())]
                    )
                );
                return None;
            }
        };
        let (key_tx, keys) = mpsc::channel::<std::io::Result<Event>>(64);
        // crossterm's reads block: a plain thread forwards them; it ends with the process.
        std::thread::spawn(move || {
            loop {
                let ev = event::read();
                let failed = ev.is_err();
                if key_tx.blocking_send(ev).is_err() || failed {
                    break;
                }
            }
        });
        Some(Term { terminal, keys })
    }
}

/// How a game screen closed.
#[derive(Debug, Default)]
struct Closed {
    /// Ctrl-C: quit albion altogether, not only this screen.
    interrupted: bool,
    /// Why the lobby ended the connection, if it did.
    ended: Option<String>,
}

/// Opens the game screen of one lobby and runs it until it is closed.
async fn screen(addr: ServerAddr, code: String, name: String, sit: bool, lang: Lang) -> ExitCode {
    let Some(mut term) = Term::open(lang) else {
        return ExitCode::FAILURE;
    };
    let closed = game_screen(&mut term, addr, code, name, sit, false, lang).await;
    ratatui::restore();
    match closed {
        Ok(closed) => {
            if let Some(why) = closed.ended {
                // Said again on the terminal after the screen is gone.
                eprintln!("albion: {why}");
            }
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("albion: {why}");
            ExitCode::FAILURE
        }
    }
}

/// The lobby list screen: choose a public lobby and join it; leaving its game screen comes
/// back here.
async fn browse(addr: ServerAddr, name: String, lang: Lang) -> ExitCode {
    use std::io::IsTerminal;
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        eprintln!("albion: {}", tr(lang, "cli-list-needs-terminal", &[]));
        return ExitCode::from(2);
    }
    let Some(mut term) = Term::open(lang) else {
        return ExitCode::FAILURE;
    };
    let result = run_list(&mut term, &addr, &name, lang).await;
    ratatui::restore();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("albion: {why}");
            ExitCode::FAILURE
        }
    }
}

async fn run_list(
    term: &mut Term,
    addr: &ServerAddr,
    name: &str,
    lang: Lang,
) -> Result<(), String> {
    use lobbies::{ListAction, LobbyList};
    let drawing_failed = |e: std::io::Error| {
        tr(
            lang,
            "cli-drawing-failed",
            &[("error", e.to_string().into())],
        )
    };
    let mut list = LobbyList::new(&addr.base());
    list.lang = lang;
    let mut pending = ListAction::Refresh;
    loop {
        match std::mem::replace(&mut pending, ListAction::None) {
            ListAction::None => {}
            ListAction::Back => return Ok(()),
            action @ (ListAction::Refresh | ListAction::LoadMore) => {
                let more = action == ListAction::LoadMore;
                let note = std::mem::take(&mut list.status);
                list.status = tr(lang, "cli-list-asking", &[]);
                term.terminal
                    .draw(|frame| lobbies::draw(frame, &list))
                    .map_err(drawing_failed)?;
                list.fetch(addr, more).await;
                if list.status.is_empty() {
                    list.status = note;
                }
            }
            ListAction::Join { code, spectate } => {
                let (sit, note) = match join_choice(addr, &code, name, spectate, lang).await {
                    Ok(choice) => choice,
                    Err(why) => {
                        list.status = why;
                        pending = ListAction::Refresh;
                        continue;
                    }
                };
                let closed = game_screen(
                    term,
                    addr.clone(),
                    code.clone(),
                    name.to_owned(),
                    sit,
                    true,
                    lang,
                )
                .await?;
                if closed.interrupted {
                    return Ok(());
                }
                list.status = match closed.ended {
                    Some(why) => tr(
                        lang,
                        "cli-list-lobby-ended",
                        &[("code", clean(&code).into()), ("why", why.into())],
                    ),
                    None => tr(
                        lang,
                        "cli-list-back-from",
                        &[
                            ("code", clean(&code).into()),
                            ("note", note.into()),
                            ("server", clean(&addr.base()).into()),
                            ("spectate", if sit { "" } else { " --spectate" }.into()),
                        ],
                    ),
                };
                pending = ListAction::Refresh;
                continue;
            }
        }
        term.terminal
            .draw(|frame| lobbies::draw(frame, &list))
            .map_err(drawing_failed)?;
        match term.keys.recv().await {
            Some(Ok(Event::Key(key))) if key.kind == KeyEventKind::Press => {
                if !list.status.is_empty() && !list.failed {
                    // A note about what just happened is read by the next key.
                    list.status.clear();
                }
                pending = list.on_key(key);
            }
            Some(Ok(_)) => {}
            Some(Err(e)) => {
                return Err(tr(
                    lang,
                    "cli-reading-failed",
                    &[("error", e.to_string().into())],
                ));
            }
            None => return Ok(()),
        }
    }
}

/// Whether to sit (`true`) or watch lobby `code` chosen from the list, as `albion join` decides:
/// a lobby whose seats all went since the list was fetched is refused unless watching, or unless
/// this name holds one of its seats. The note says what was chosen, for the list's status line.
async fn join_choice(
    addr: &ServerAddr,
    code: &str,
    name: &str,
    spectate: bool,
    lang: Lang,
) -> Result<(bool, String), String> {
    let lobby = get_lobby(addr, code).await.map_err(|e| {
        tr(
            lang,
            "cli-list-cannot-join",
            &[("code", clean(code).into()), ("error", e.text(lang).into())],
        )
    })?;
    let holds_a_seat = SeatStore::default_location()
        .get(&addr.base(), code, name)
        .is_some();
    if seat_refusal(lang, &lobby, holds_a_seat, spectate).is_some() {
        return Err(tr(
            lang,
            "cli-list-no-free-seat",
            &[("code", clean(code).into())],
        ));
    }
    Ok(if spectate && !holds_a_seat {
        (false, format!(" {}", tr(lang, "cli-list-you-watched", &[])))
    } else {
        (true, String::new())
    })
}

/// The game screen of lobby `code`, on `term`, until `q` (or Ctrl-C) closes it. `from_list`:
/// opened from the lobby list, to which `q` goes back. The loop draws the state, waits for a
/// key, the connection or the clock's tick, hands it to [`App::update`] as a [`Msg`] and sends
/// what that returns.
async fn game_screen(
    term: &mut Term,
    addr: ServerAddr,
    code: String,
    name: String,
    sit: bool,
    from_list: bool,
    lang: Lang,
) -> Result<Closed, String> {
    let seats = SeatStore::default_location();
    let log_path = seats.log_path(&addr.base(), &code, &name);
    let saved_seat = seats.get(&addr.base(), &code, &name).map(|s| s.seat);
    let identity = Identity {
        name: name.clone(),
        seats,
        lang,
    };
    let mut link = connect(addr.clone(), code.clone(), identity);
    let mut app = App::new(&code, &name, &addr.base());
    app.session.lang = lang;
    app.from_list = from_list;
    app.will_sit = sit;
    app.saved_seat = saved_seat;
    if let Some(path) = log_path {
        app.session.keep_log_in(path);
    }
    // Redraws a few times a second so that a running clock counts down on screen.
    let mut tick = tokio::time::interval(std::time::Duration::from_millis(250));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        term.terminal
            .draw(|frame| render::draw(frame, &app))
            .map_err(|e| {
                tr(
                    lang,
                    "cli-drawing-failed",
                    &[("error", e.to_string().into())],
                )
            })?;
        let msg = tokio::select! {
            _ = tick.tick(), if app.session.clock().is_some_and(|c| c.running.is_some()) => Msg::Tick,
            ev = term.keys.recv() => match ev {
                Some(Ok(Event::Key(key))) if key.kind == KeyEventKind::Press => Msg::Key(key),
                // A resize, a key released: only drawn again.
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(tr(lang, "cli-reading-failed", &[("error", e.to_string().into())])),
                None => break,
            },
            // Once the lobby ended the connection, the screen stays with the reason until q.
            net = link.from_server.recv(), if !matches!(app.link, Link::Ended(_)) => Msg::from_net(net),
        };
        for out in app.update(msg) {
            if link.to_server.send(out).await.is_err() {
                app.update(Msg::Dropped);
            }
        }
        if app.quit {
            break;
        }
    }
    Ok(Closed {
        interrupted: app.interrupted,
        ended: match app.link {
            Link::Ended(why) => Some(why),
            _ => None,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use protocol::SeatInfo;

    #[derive(Debug, Parser)]
    struct Create {
        #[command(flatten)]
        args: CreateArgs,
    }

    #[test]
    fn camelot_with_four_players_is_refused_with_a_reason() {
        let parse = |line: &[&str]| Create::try_parse_from(line).unwrap().args;
        let e = check_create(Lang::En, &parse(&["x", "camelot", "--players", "4"])).unwrap_err();
        assert!(
            e.contains("exactly 2 players") && e.contains("super-camelot"),
            "{e}"
        );
        assert!(check_create(Lang::En, &parse(&["x", "camelot"])).is_ok());
        assert!(check_create(Lang::En, &parse(&["x", "camelot", "--players", "2"])).is_ok());
        assert!(check_create(Lang::En, &parse(&["x", "super-camelot", "--players", "4"])).is_ok());
    }

    #[test]
    fn the_invitation_names_the_server_always() {
        assert_eq!(
            invitation(Lang::En, DEFAULT_SERVER, "K7QX2M9P"),
            "albion join K7QX2M9P --server http://127.0.0.1:8080 --name THEIR_NAME"
        );
        let tls: ServerAddr = "https://albion.example:8443".parse().unwrap();
        assert!(
            invitation(Lang::En, &tls.base(), "ABC")
                .contains("--server https://albion.example:8443")
        );
    }

    #[test]
    fn the_default_name_is_the_login_name() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |key: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(name_from(env(&[("USER", "ann")])), "ann");
        assert_eq!(name_from(env(&[("USER", ""), ("LOGNAME", "bob")])), "bob");
        assert_eq!(name_from(env(&[("LOGNAME", "cy\u{1b}[31m")])), "cy[31m");
        assert_eq!(name_from(env(&[])), "player");
    }

    #[test]
    fn joining_a_full_lobby_is_refused_unless_spectating_or_returning() {
        let seat = |seat: u8, name: Option<&str>| SeatInfo {
            seat,
            name: name.map(str::to_owned),
            ready: false,
            connected: true,
            rematch: false,
            character: None,
            abandoned: false,
            bot: None,
        };
        let mut lobby = LobbyInfo {
            code: "ABC".into(),
            config: GameConfig::Camelot {
                ruleset: protocol::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            },
            public: false,
            status: LobbyStatus::Open,
            host: Some(0),
            seats: vec![seat(0, Some("ann")), seat(1, None)],
            game_no: 0,
            result: None,
            spectators: 0,
            game_id: None,
        };
        assert_eq!(seat_refusal(Lang::En, &lobby, false, false), None);
        lobby.seats[1].name = Some("bob".into());
        let why = seat_refusal(Lang::En, &lobby, false, false).unwrap();
        assert!(
            why.contains("lobby ABC is full") && why.contains("--spectate"),
            "{why}"
        );
        assert_eq!(seat_refusal(Lang::En, &lobby, false, true), None);
        assert_eq!(seat_refusal(Lang::En, &lobby, true, false), None);
        lobby.status = LobbyStatus::Playing;
        assert!(
            seat_refusal(Lang::En, &lobby, false, false)
                .unwrap()
                .contains("under way")
        );
    }

    #[test]
    fn clock_flags_set_the_lobbys_time_control() {
        let parse = |line: &[&str]| Create::try_parse_from(line).map(|c| c.args);
        let args = parse(&["x", "camelot", "--clock", "5+3"]).unwrap();
        assert!(check_create(Lang::En, &args).is_ok());
        assert_eq!(
            create_config(&args),
            GameConfig::Camelot {
                ruleset: camelot::Ruleset::Standard,
                clock: Some(TimeControl {
                    base_secs: 300,
                    increment_secs: 3
                }),
                days_per_move: None,
            }
        );
        let args = parse(&["x", "camelot", "--clock", "10"]).unwrap();
        assert_eq!(
            args.clock,
            Some(TimeControl {
                base_secs: 600,
                increment_secs: 0
            })
        );
        assert!(parse(&["x", "camelot", "--clock", "0+3"]).is_err());
        assert!(parse(&["x", "camelot", "--clock", "five"]).is_err());
        assert!(parse(&["x", "camelot", "--clock", "5+700"]).is_err());
        let args = parse(&["x", "super-camelot", "--players", "3", "--turn-secs", "90"]).unwrap();
        assert!(check_create(Lang::En, &args).is_ok());
        assert_eq!(
            create_config(&args),
            GameConfig::SuperCamelot {
                seats: 3,
                ask_activation_order: false,
                // As the browser creates it: ties between Enemies settled without asking.
                auto_enemy_ties: true,
                turn_secs: Some(90),
                days_per_turn: None,
            }
        );
        let wrong = |line: &[&str]| check_create(Lang::En, &parse(line).unwrap()).unwrap_err();
        assert!(wrong(&["x", "camelot", "--turn-secs", "90"]).contains("--clock"));
        assert!(wrong(&["x", "super-camelot", "--clock", "5+3"]).contains("--turn-secs"));
        assert!(wrong(&["x", "super-camelot", "--turn-secs", "5"]).contains("10 to 3600"));
        // Untimed by default.
        let args = parse(&["x", "camelot"]).unwrap();
        assert_eq!(
            create_config(&args),
            GameConfig::Camelot {
                ruleset: camelot::Ruleset::Standard,
                clock: None,
                days_per_move: None,
            }
        );
    }

    #[test]
    fn days_make_a_correspondence_game_and_exclude_the_live_clocks() {
        let parse = |line: &[&str]| Create::try_parse_from(line).map(|c| c.args);
        let args = parse(&["x", "camelot", "--days", "2"]).unwrap();
        assert!(check_create(Lang::En, &args).is_ok());
        assert_eq!(
            create_config(&args),
            GameConfig::Camelot {
                ruleset: camelot::Ruleset::Standard,
                clock: None,
                days_per_move: Some(2),
            }
        );
        let args = parse(&["x", "super-camelot", "--players", "3", "--days", "3"]).unwrap();
        assert!(check_create(Lang::En, &args).is_ok());
        assert_eq!(
            create_config(&args),
            GameConfig::super_camelot(3, None).with_days(Some(3))
        );
        // Days and a live clock do not go together: clap says so before anything is asked.
        let clash = parse(&["x", "camelot", "--days", "2", "--clock", "5+3"]).unwrap_err();
        assert!(clash.to_string().contains("--clock"), "{clash}");
        assert!(parse(&["x", "super-camelot", "--days", "2", "--turn-secs", "90"]).is_err());
        // The bounds are the protocol's, checked before asking.
        let wrong = |line: &[&str]| check_create(Lang::En, &parse(line).unwrap()).unwrap_err();
        assert!(wrong(&["x", "camelot", "--days", "0"]).starts_with("--days: "));
        assert_eq!(
            wrong(&["x", "super-camelot", "--days", "15"]),
            "--days: a correspondence game has 1 to 14 days per turn, not 15"
        );
        assert_eq!(
            wrong(&["x", "camelot", "--days", "15"]),
            "--days: a correspondence game has 1 to 14 days per move, not 15"
        );
        assert!(check_create(Lang::En, &parse(&["x", "camelot", "--days", "14"]).unwrap()).is_ok());
        assert!(parse(&["x", "camelot", "--days", "300"]).is_err());
        // In French too, as the clock's own bounds.
        let wrong_fr = |line: &[&str]| check_create(Lang::Fr, &parse(line).unwrap()).unwrap_err();
        assert_eq!(
            wrong_fr(&["x", "super-camelot", "--days", "15"]),
            "--days : une partie par correspondance a de 1 à 14 jours par tour, pas 15"
        );
        assert_eq!(
            wrong_fr(&["x", "super-camelot", "--turn-secs", "5"]),
            "--turn-secs : une limite de tour va de 10 à 3600 secondes, pas 5"
        );
        assert_eq!(
            parse_clock_in(Lang::Fr, "five").unwrap_err(),
            "« five » n'est pas MINUTES+SECONDES, par exemple 5+3"
        );
        assert_eq!(
            parse_clock_in(Lang::Fr, "0+3").unwrap_err(),
            "le temps de base va de 1 à 180 minutes"
        );
        assert_eq!(
            parse_clock_in(Lang::Fr, "5+700").unwrap_err(),
            "l'incrément va de 0 à 600 secondes"
        );
        assert_eq!(
            parse_clock("five").unwrap_err(),
            "\"five\" is not MINUTES+SECONDS, e.g. 5+3"
        );
    }
}
