#!/usr/bin/env python3
"""A short Camelot game through a running albion-server, with the `albion` terminal client.

Used by deploy/image-test.sh around a restart of the server's container:

  game.py start  ALBION URL WORK   create a lobby; two `albion bot` players (ann, bob) sit, ready,
                                   start and play until a spectator sees at least MIN_PLY moves;
                                   then both are stopped mid-game and the game as a spectator sees
                                   it is saved in WORK/before.json
  game.py finish ALBION URL WORK   (after the restart) a spectator sees exactly the saved game, still
                                   being played; the same two bots come back to their seats with
                                   their seat tokens (kept in WORK/ann, WORK/bob) and play it to the
                                   end; the lobby says finished and the game's record begins with
                                   the moves played before the restart
  game.py check  ALBION URL WORK   only the first part of `finish`: a spectator sees exactly the
                                   saved game (after a restore from a backup taken between the two)

Only the standard library: the machine's python3 is enough. Each failure raises SystemExit with a
message that says what was wrong.
"""

import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request

MIN_PLY = 6
# The wire protocol's version, read from the source it is defined in so that a new version cannot
# leave this script speaking the old one.
PROTOCOL = int(re.search(
    r"pub const PROTOCOL_VERSION: u32 = (\d+);",
    (pathlib.Path(__file__).resolve().parents[2] / "protocol/src/lib.rs").read_text(),
).group(1))
PLAYERS = [("ann", 11), ("bob", 12)]
# Each bot waits this long before each move: a game (some dozens of moves) lasts long enough to be
# stopped in the middle.
DELAY_MS = "200"


def fail(why):
    raise SystemExit(f"game.py: {why}")


def get_json(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return json.load(answer)
    except Exception as e:  # noqa: BLE001 - every failure is reported the same way
        fail(f"GET {url}: {e}")


def spectate(albion, url, code):
    """The lobby and game of `code` as a spectator's `sync` shows them.

    The spectator is closed as soon as its `sync` arrives: `albion script` would otherwise stay for
    as long as the game sends it events."""
    hello = json.dumps({"t": "hello", "protocol": PROTOCOL, "lobby": code}) + "\n"
    proc = subprocess.Popen(
        [albion, "script", "--server", url, "--linger", "5000"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    killer = threading.Timer(30, proc.kill)
    killer.start()
    try:
        proc.stdin.write(hello)
        proc.stdin.flush()
        seen = []
        for line in proc.stdout:
            msg = json.loads(line)
            if msg.get("t") == "sync":
                return {"lobby": msg["lobby"], "game": msg.get("game")}
            seen.append(line.strip())
        fail(f"no sync for {code} (exit {proc.wait()}): {seen} {proc.stderr.read()!r}")
    finally:
        killer.cancel()
        proc.kill()
        proc.wait()


def bots(albion, url, code, work):
    procs = []
    for name, seed in PLAYERS:
        state = os.path.join(work, name)
        os.makedirs(state, exist_ok=True)
        log = open(os.path.join(work, f"{name}.log"), "a")
        env = dict(os.environ, ALBION_STATE_DIR=state, NO_COLOR="1")
        procs.append(
            subprocess.Popen(
                [albion, "bot", code, "--server", url, "--name", name,
                 "--policy", "greedy", "--seed", str(seed), "--delay-ms", DELAY_MS],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
            )
        )
    return procs


def stop(procs):
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def summary(view):
    lobby, game = view["lobby"], view["game"] or {}
    return {
        "status": lobby["status"],
        "seats": [s["name"] for s in lobby["seats"]],
        "ply": game.get("ply"),
        "position": game.get("position"),
        "moves": game.get("moves"),
    }


def start(albion, url, work):
    created = subprocess.run(
        # Public: the finished game's record is then readable without a seat token, as the
        # check at the end reads it.
        [albion, "create", "camelot", "--public", "--no-screen", "--server", url],
        capture_output=True, text=True, timeout=30,
    )
    if created.returncode != 0 or not created.stdout.strip():
        fail(f"albion create: exit {created.returncode}, {created.stderr.strip()!r}")
    code = created.stdout.split()[0]
    print(f"lobby {code}")
    procs = bots(albion, url, code, work)
    try:
        deadline = time.monotonic() + 90
        while True:
            view = spectate(albion, url, code)
            ply = (view["game"] or {}).get("ply") or 0
            if view["lobby"]["status"] == "playing" and ply >= MIN_PLY:
                break
            if view["lobby"]["status"] not in ("open", "playing"):
                fail(f"the game ended before the restart: {summary(view)}")
            for p in procs:
                if p.poll() is not None:
                    fail(f"a bot exited ({p.returncode}) before the game was under way")
            if time.monotonic() > deadline:
                fail(f"no {MIN_PLY} moves within 90 s: {summary(view)}")
            time.sleep(0.5)
    finally:
        stop(procs)
    before = summary(spectate(albion, url, code))
    if before["status"] != "playing" or len(before["moves"]) < MIN_PLY:
        fail(f"after stopping the bots the game is not under way: {before}")
    with open(os.path.join(work, "before.json"), "w") as f:
        json.dump({"code": code, **before}, f)
    print(f"stopped the players at move {before['ply']}: {' '.join(before['moves'])}")


def check(albion, url, work):
    """A spectator sees exactly the game saved by `start`; its code and what was saved."""
    with open(os.path.join(work, "before.json")) as f:
        before = json.load(f)
    code = before.pop("code")
    after = summary(spectate(albion, url, code))
    if after != before:
        fail(f"the game differs from the one saved:\n before {before}\n after  {after}")
    print(f"the same game as before, at move {after['ply']}, still playing")
    return code, before


def finish(albion, url, work):
    code, before = check(albion, url, work)

    procs = bots(albion, url, code, work)
    try:
        for p in procs:
            p.wait(timeout=300)
    except subprocess.TimeoutExpired:
        fail("the game did not end within 300 s of the bots' return")
    finally:
        stop(procs)
    for (name, _), p in zip(PLAYERS, procs):
        if p.returncode != 0:
            with open(os.path.join(work, f"{name}.log")) as f:
                fail(f"bot {name} exited {p.returncode}: {f.read()!r}")

    lobby = get_json(f"{url}/api/lobbies/{code}")
    if lobby["status"] != "finished" or lobby.get("result") is None:
        fail(f"the lobby is not finished: {lobby}")
    record = get_json(f"{url}/api/games/{lobby['game_id']}")
    played = [
        s["action"]["action"]["move"]
        for s in record["steps"]
        if s["action"]["kind"] == "act"
    ]
    if record["status"] != "finished" or played[: len(before["moves"])] != before["moves"]:
        fail(f"the record does not continue the game from before the restart: {record}")
    if len(played) <= len(before["moves"]):
        fail("no move was played after the restart")
    if sorted(p["name"] for p in record["players"]) != sorted(n for n, _ in PLAYERS):
        fail(f"the record's players are not ann and bob: {record['players']}")
    print(
        f"game {record['id']} finished after {len(record['steps'])} steps "
        f"({len(before['moves'])} before the restart): {record['result']}"
    )


def main():
    phases = {"start": start, "check": check, "finish": finish}
    if len(sys.argv) != 5 or sys.argv[1] not in phases:
        fail("usage: game.py start|check|finish ALBION URL WORK")
    _, phase, albion, url, work = sys.argv
    phases[phase](albion, url, work)


if __name__ == "__main__":
    main()
