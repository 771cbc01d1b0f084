//! The browser client's own toolchain, run from `cargo test`: the committed `web/dist` is exactly
//! what a fresh `npm run build` makes, the unit tests (`npx vitest run`) pass, and each
//! end-to-end spec in `web/e2e/` drives Debian's Chromium against the real `albion-server` binary.
//!
//! They need node, `web/node_modules` (`cd web && npm ci`) and, for the specs, `/usr/bin/chromium`
//! (or `$CHROMIUM`). When one is missing they **fail** if `CI` is set (`.ci/run` installs them and
//! sets it) and otherwise skip with a notice on stderr. They run one at a time: a build or a
//! browser already keeps two cores busy.

mod common;

use common::{free_addr, in_ci};
use std::io::Read as _;
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// One heavy job at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The longest an end-to-end spec may take.
const SPEC_TIMEOUT: Duration = Duration::from_secs(180);
/// The longest a build or the unit tests may take.
const TOOL_TIMEOUT: Duration = Duration::from_secs(300);

fn web() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("web")
        .canonicalize()
        .expect("web/ exists")
}

fn chromium() -> PathBuf {
    std::env::var_os("CHROMIUM").map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from)
}

/// Whether what `needs` names is all there: if not, fails in CI and otherwise says what is
/// missing and returns false.
fn have(needs: &[&str]) -> bool {
    let mut missing = Vec::new();
    for need in needs {
        let ok = match *need {
            "node" => Command::new("node")
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success()),
            "node_modules" => ["vite", "vitest", "typescript", "playwright-core"]
                .iter()
                .all(|m| web().join("node_modules").join(m).is_dir()),
            "chromium" => chromium().is_file(),
            other => unreachable!("{other}"),
        };
        if !ok {
            missing.push(match *need {
                "node" => "node (Node.js 20.19 or later)".to_owned(),
                "node_modules" => "web/node_modules (run `cd web && npm ci`)".to_owned(),
                "chromium" => format!("{} (apt-get install chromium)", chromium().display()),
                _ => unreachable!(),
            });
        }
    }
    if missing.is_empty() {
        return true;
    }
    let missing = missing.join(", ");
    assert!(
        !in_ci(),
        "the browser client's tests need {missing}, and CI is set; .ci/run installs them"
    );
    eprintln!("notice: skipping a browser client test: missing {missing}; CI=true makes it fail");
    false
}

/// Runs `cmd` (in its own process group) until it exits or `timeout` passes, and returns its
/// status (`None` on a timeout, the whole group killed) and everything it printed.
fn run(mut cmd: Command, timeout: Duration) -> (Option<ExitStatus>, String) {
    use std::os::unix::process::CommandExt as _;
    let out = tempfile::NamedTempFile::new().unwrap();
    // One file behind both: the two share its offset, so nothing overwrites anything.
    let file = out.reopen().unwrap();
    let mut child = cmd
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .spawn()
        .unwrap_or_else(|e| panic!("starting {cmd:?}: {e}"));
    let deadline = Instant::now() + timeout;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if Instant::now() > deadline {
            kill_group(&mut child);
            break None;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let mut text = String::new();
    let _ = out.reopen().unwrap().read_to_string(&mut text);
    (status, text)
}

/// Kills `child` and every process it started (node's Chromium).
fn kill_group(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{}", child.id())])
        .status();
    let _ = child.kill();
    let _ = child.wait();
}

fn npm(args: &[&str]) -> Command {
    let mut cmd = Command::new("npm");
    cmd.args(args).current_dir(web());
    cmd
}

/// Every file under `dir`, relative, with `/` between parts.
fn files(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let rel = path.strip_prefix(root).unwrap();
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut out = Vec::new();
    if dir.is_dir() {
        walk(dir, dir, &mut out);
    }
    out.sort();
    out
}

/// The committed `web/dist`, which the server embeds, is what the sources build to, byte for byte:
/// a change to `web/src` without a rebuild (or a hand-edited file in `dist`) fails here.
#[test]
fn committed_dist_is_a_fresh_build() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    if !have(&["node", "node_modules"]) {
        return;
    }
    let fresh = tempfile::tempdir().unwrap();
    let out_dir = fresh.path().join("dist");
    let out_arg = out_dir.to_str().unwrap();
    // `npm run build` is `tsc --noEmit -p . && vite build`: the arguments go to vite.
    let (status, output) = run(
        npm(&["run", "build", "--", "--outDir", out_arg, "--emptyOutDir"]),
        TOOL_TIMEOUT,
    );
    assert!(
        status.is_some_and(|s| s.success()),
        "`npm run build` in web/ failed ({status:?}):\n{output}"
    );
    let committed_dir = web().join("dist");
    let committed = files(&committed_dir);
    let built = files(&out_dir);
    assert!(!built.is_empty(), "the build wrote nothing:\n{output}");
    let mut differ = Vec::new();
    for f in &built {
        if !committed.contains(f) {
            differ.push(format!("web/dist/{f}: missing (the build makes it)"));
        } else if std::fs::read(out_dir.join(f)).unwrap()
            != std::fs::read(committed_dir.join(f)).unwrap()
        {
            differ.push(format!("web/dist/{f}: differs from a fresh build"));
        }
    }
    for f in &committed {
        if !built.contains(f) {
            differ.push(format!("web/dist/{f}: not made by the build (stale)"));
        }
    }
    assert!(
        differ.is_empty(),
        "web/dist is not what the sources build to:\n  {}\nRebuild it and commit the result:\n    \
         cd web && npm run build\n",
        differ.join("\n  ")
    );
}

/// The client's unit tests.
#[test]
fn vitest_passes() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    if !have(&["node", "node_modules"]) {
        return;
    }
    let mut cmd = Command::new("npx");
    cmd.args(["--no-install", "vitest", "run"])
        .current_dir(web())
        .env("NO_COLOR", "1")
        .env("CI", "true");
    let (status, output) = run(cmd, TOOL_TIMEOUT);
    assert!(
        status.is_some_and(|s| s.success()),
        "`npx vitest run` in web/ failed ({status:?}):\n{output}"
    );
}

/// A real `albion-server` on a free loopback port with a fresh SQLite file, killed on drop.
struct Server {
    child: Child,
    addr: SocketAddr,
    log: PathBuf,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts the server with `env` on top of the test's own settings, and `args` on its
    /// command line.
    fn start(env: &[(&str, &str)], args: &[&str]) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let log = dir.path().join("server.log");
        let addr = free_addr();
        let file = std::fs::File::create(&log).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_albion-server"))
            .env(
                "DATABASE_URL",
                format!("sqlite://{}", dir.path().join("albion.db").display()),
            )
            .env("ALBION_BIND", addr.to_string())
            // Every person of a spec browses from 127.0.0.1: the per-address API limit would
            // count them as one.
            .env("ALBION_HTTP_RATE", "1000")
            .env("ALBION_HTTP_BURST", "1000")
            .env("RUST_LOG", "warn")
            .envs(env.iter().copied())
            .args(args)
            .stdin(Stdio::null())
            .stdout(file.try_clone().unwrap())
            .stderr(file)
            .spawn()
            .expect("the albion-server binary starts");
        let deadline = Instant::now() + Duration::from_secs(30);
        while !ready(addr) {
            if let Some(status) = child.try_wait().unwrap() {
                panic!(
                    "albion-server exited before it was ready ({status}):\n{}",
                    std::fs::read_to_string(&log).unwrap_or_default()
                );
            }
            assert!(Instant::now() < deadline, "albion-server did not come up");
            std::thread::sleep(Duration::from_millis(50));
        }
        Self {
            child,
            addr,
            log,
            _dir: dir,
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether `GET /readyz` answers 200.
fn ready(addr: SocketAddr) -> bool {
    use std::io::Write as _;
    let Ok(mut s) = TcpStream::connect_timeout(&addr, Duration::from_secs(1)) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(2)));
    if s.write_all(b"GET /readyz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        .is_err()
    {
        return false;
    }
    let mut head = String::new();
    let _ = s.read_to_string(&mut head);
    head.starts_with("HTTP/1.1 200")
}

/// Runs `web/e2e/{spec}` with node against a fresh server started with `env`; fails with its
/// output and the server's log.
fn e2e(spec: &str, env: &[(&str, &str)]) {
    e2e_with_args(spec, env, &[]);
}

/// As [`e2e`], with `args` on the server's command line.
fn e2e_with_args(spec: &str, env: &[(&str, &str)], args: &[&str]) {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
    let path = web().join("e2e").join(spec);
    assert!(path.is_file(), "{} is missing", path.display());
    if !have(&["node", "node_modules", "chromium"]) {
        return;
    }
    let server = Server::start(env, args);
    let base = format!("http://{}", server.addr);
    let mut cmd = Command::new("node");
    cmd.arg(&path)
        .arg(&base)
        .current_dir(web())
        .env("CHROMIUM", chromium());
    let started = Instant::now();
    let (status, output) = run(cmd, SPEC_TIMEOUT);
    match status {
        Some(s) if s.success() => {
            eprintln!(
                "{spec}: passed in {:.1} s\n{output}",
                started.elapsed().as_secs_f64()
            );
        }
        Some(s) => panic!(
            "node web/e2e/{spec} {base} failed ({s}):\n{output}\n--- albion-server's log:\n{}",
            server.log()
        ),
        None => panic!(
            "node web/e2e/{spec} {base} did not finish within {} s (killed):\n{output}\n\
             --- albion-server's log:\n{}",
            SPEC_TIMEOUT.as_secs(),
            server.log()
        ),
    }
}

#[test]
fn e2e_lobby() {
    e2e("lobby.mjs", &[]);
}

#[test]
fn e2e_camelot() {
    e2e("camelot.mjs", &[]);
}

#[test]
fn e2e_rules() {
    e2e("rules.mjs", &[]);
}

#[test]
fn e2e_offline() {
    e2e("offline.mjs", &[]);
}

#[test]
fn e2e_offers() {
    e2e("offers.mjs", &[]);
}

#[test]
fn e2e_correspondence() {
    e2e("correspondence.mjs", &[]);
}

/// A browser whose language is French gets the start page and a lobby in French, and the
/// header's menu switches back to English for good.
#[test]
fn e2e_french() {
    e2e("french.mjs", &[]);
}

/// "Your turn" notifications: the lobby's Notifications panel sets a webhook to a receiver the
/// spec runs on loopback (which `--notify-allow-private` lets the server reach), the signed POST
/// arrives when the other player moves, the service worker registers and a push subscription is
/// tried, and the e-mail unsubscribe page asks before it acts.
#[test]
fn e2e_notify() {
    e2e_with_args("notify.mjs", &[], &["--notify-allow-private"]);
}

/// Every Super Camelot game of this server starts from the debug build's scenario `mimic_theft`
/// (`server/src/game/super_camelot.rs`): the spec answers a prompt put to a seat that is not the
/// active player, which a random forest reaches too rarely. `cargo test` builds the server in debug.
#[test]
fn e2e_super_camelot() {
    e2e(
        "super-camelot.mjs",
        &[("ALBION_DEBUG_SCENARIO", "mimic_theft")],
    );
}

/// Accessibility: axe-core on every page and state the browser reaches (light and dark, desktop
/// and phone, reduced motion), a whole Camelot game and several Super Camelot turns played with
/// the keyboard alone and checked in the live regions. The Super Camelot game starts from the
/// debug scenario `mimic_theft` (as in [`e2e_super_camelot`]), for a prompt on another seat's turn.
#[test]
fn e2e_a11y() {
    e2e("a11y.mjs", &[("ALBION_DEBUG_SCENARIO", "mimic_theft")]);
}
