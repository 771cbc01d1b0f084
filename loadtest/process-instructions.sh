#!/usr/bin/env bash
# Instructions per action of the whole server process under load (issue 24): albion-server run
# under callgrind, driven by the load generator over real sockets, every thread counted (the
# runtime's, SQLite's), the kernel not. Where `loadtest/instructions.sh` counts the in-process hot
# path alone, this counts what the load lines pay in user space: the connections' reads and
# writes, the wake-ups, the timers, the store.
#
#   cargo build --release -p server --bin albion-server -p loadtest --example loadtest
#   loadtest/process-instructions.sh
#   SERVER=/path/to/other/albion-server loadtest/process-instructions.sh   # another build
#
# How: two runs of a fresh server on a fresh SQLite file, LOBBIES Camelot lobbies of 2 players and
# 2 spectators in a closed loop, one for SHORT and one for LONG; start-up, set-up and shutdown are
# the same in both, so
#     instructions per action = (Ir(LONG) - Ir(SHORT)) / (actions(LONG) - actions(SHORT)),
# the actions read from the server's own counter (`albion_actions_total`). Valgrind runs one thread
# at a time and slows the server about fifty times, so the log's batches are smaller than at full
# speed: compare builds with it, not with the load lines. Counts move by about 1 % from run to run
# (the batches depend on timing).
#
# Environment: SERVER, LT, LOBBIES (20), SHORT (5s), LONG (20s), OUT (/tmp/albion-process-ir).
# Needs valgrind, curl and jq.
set -eu
T=${CARGO_TARGET_DIR:-target}
SERVER=${SERVER:-$T/release/albion-server}
LT=${LT:-$T/release/examples/loadtest}
LOBBIES=${LOBBIES:-20}
SHORT=${SHORT:-5s}
LONG=${LONG:-20s}
OUT=${OUT:-/tmp/albion-process-ir}
PORT=${PORT:-18680}
mkdir -p "$OUT"

# one NAME DURATION: prints "IR ACTIONS" for one run.
one() {
	name=$1
	PORT=$((PORT + 1))
	rm -rf "$OUT/$name-db" && mkdir -p "$OUT/$name-db"
	RUST_LOG=warn valgrind --tool=callgrind --callgrind-out-file="$OUT/$name.out" "$SERVER" \
		--bind "127.0.0.1:$PORT" --database-url "sqlite://$OUT/$name-db/albion.db" \
		--rate-per-sec 1000000 --rate-burst 1000000 --http-rate 1000000 --http-burst 1000000 \
		--max-connections 20000 --max-conns-per-addr 0 --max-lobbies-per-addr 0 \
		>"$OUT/$name.log" 2>&1 &
	pid=$!
	tries=0
	until curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; do
		tries=$((tries + 1))
		[ $tries -gt 600 ] && { echo "server did not start" >&2; exit 1; }
		sleep 0.2
	done
	"$LT" --server "http://127.0.0.1:$PORT" --json --lobbies "$LOBBIES" --players 2 --spectators 2 \
		--closed-loop --duration "$2" --warmup 1s >"$OUT/$name.json"
	actions=$(curl -sf "http://127.0.0.1:$PORT/metrics" | awk '$1 == "albion_actions_total" { print $2 }')
	kill -INT "$pid"
	wait "$pid" || true
	ir=$(awk '$1 == "summary:" { print $2 }' "$OUT/$name.out")
	echo "$ir $actions"
}

read -r ir_short n_short <<<"$(one short "$SHORT")"
read -r ir_long n_long <<<"$(one long "$LONG")"
echo "short ($SHORT): $ir_short instructions, $n_short actions; long ($LONG): $ir_long instructions, $n_long actions"
awk -v a="$ir_long" -v b="$ir_short" -v x="$n_long" -v y="$n_short" \
	'BEGIN { printf "instructions per action: %.0f\n", (a - b) / (x - y) }'
