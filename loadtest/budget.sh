#!/bin/sh
# Measures every line of the performance budget (issue 8) three times and prints the medians.
#
#   export CARGO_TARGET_DIR=target   # or your own
#   cargo build --release -p server --bin albion-server   # (with --example alone, cargo skips the server's binary)
#   cargo build --release -p loadtest --example loadtest --example reference
#   loadtest/budget.sh [LINE...]     # lines: throughput fairness tail quiet quiet-closed memory joins
#                                    #        sc-throughput sc-fairness sc-tail sc-memory sc-joins
#                                    #        ratio sc-ratio notify
#
# ratio and sc-ratio measure Albion against a bare fan-out server (loadtest/examples/reference.rs:
# one task per lobby, a ~60-byte frame of its own to every socket for each move, no rules, no
# store), in the shape of throughput (Camelot, 100 lobbies x (2 players + 2 spectators)) and of
# sc-throughput (Super Camelot, 100 lobbies x 4 players), closed loop, 10 s after 2 s of warm-up.
# Each of the RUNS runs is the reference, then Albion, on the same cores with the same arguments;
# the line prints both medians and the medians of the per-run ratios Albion / reference (of
# actions/s, and of actions per second of server CPU time), which the machine's speed and its
# load at the time largely cancel out of. They are not in the default set.
#
# notify measures "your turn" notifications on the throughput line's shape: each of the RUNS runs
# is the line with no notification settings (off), then with every player asking for a webhook
# always (on: every move sends one, to the reference server's /hook as a sink on core 1), then only
# when away (away: nothing is sent, the bots stay connected). The server runs with
# --notify-allow-private in all three. It prints the medians of actions/s, the per-run ratios on/off
# and away/off, and the server's notification latency quantiles (from an accepted move to the
# webhook request leaving; /metrics, read before the server stops). Not in the default set.
#
# The binaries can be overridden, to measure an older Albion build with its own generator:
# SERVER (albion-server), LT (its load generator), REF (the reference server) and LT_REF (the
# generator that drives the reference, default LT; an older generator has no --reference, so
# give this tree's). Defaults: under $CARGO_TARGET_DIR/release.
#
# DB=postgres runs every line against a fresh PostgreSQL database (albion_budget, re-created
# for every run on $PG_URL, default postgres://postgres@127.0.0.1:5432; PostgreSQL's own
# processes are not pinned) instead of SQLite.
#
# The server runs on core 0 (taskset -c 0) with a fresh SQLite file for every run, the load
# generator on core 1. Rate limits are lifted (bots send far faster than people) and the
# connection cap raised to 20,000, the bounds on connections and open lobbies per address lifted (all
# come from the generator's one address); a run in which any lobby failed to be set up fails the
# line. Results: one JSON report per run in $OUT (default
# /tmp/albion-budget) and a summary on stdout.
set -eu
T=${CARGO_TARGET_DIR:-target}
SERVER=${SERVER:-$T/release/albion-server}
LT=${LT:-$T/release/examples/loadtest}
REF=${REF:-$T/release/examples/reference}
LT_REF=${LT_REF:-$LT}
OUT=${OUT:-/tmp/albion-budget}
RUNS=${RUNS:-3}
PORT=${PORT:-18080}
DB=${DB:-sqlite}
PG_URL=${PG_URL:-postgres://postgres@127.0.0.1:5432}
mkdir -p "$OUT"

fresh_db() {
	if [ "$DB" = postgres ]; then
		psql "$PG_URL/postgres" -q -c "DROP DATABASE IF EXISTS albion_budget WITH (FORCE)" \
			-c "CREATE DATABASE albion_budget"
		DATABASE="$PG_URL/albion_budget"
	else
		rm -rf "$OUT/db" && mkdir -p "$OUT/db"
		DATABASE="sqlite://$OUT/db/albion.db"
	fi
}

start_server() {
	# A new port for every run: the last server's sockets linger in TIME_WAIT on its port, and a
	# new connection that happens to reuse one of their 4-tuples waits for a SYN retransmission.
	PORT=$((PORT + 1))
	URL="http://127.0.0.1:$PORT"
	fresh_db
	RUST_LOG=warn taskset -c 0 "$SERVER" --bind "127.0.0.1:$PORT" \
		--database-url "$DATABASE" \
		--rate-per-sec 1000000 --rate-burst 1000000 --http-rate 1000000 --http-burst 1000000 \
		--max-connections 20000 --max-conns-per-addr 0 --max-lobbies-per-addr 0 \
		${SERVER_ARGS:-} >"$OUT/server.log" 2>&1 &
	SERVER_PID=$!
	wait_healthy
}

# start_reference: the bare fan-out server, pinned and probed as the server is.
start_reference() {
	PORT=$((PORT + 1))
	URL="http://127.0.0.1:$PORT"
	taskset -c 0 "$REF" --bind "127.0.0.1:$PORT" >"$OUT/reference.log" 2>&1 &
	SERVER_PID=$!
	wait_healthy
}

wait_healthy() {
	tries=0
	until curl -sf "$URL/healthz" >/dev/null 2>&1; do
		tries=$((tries + 1))
		[ $tries -gt 100 ] && { echo "server did not start" >&2; exit 1; }
		sleep 0.1
	done
}

stop_server() {
	kill "$SERVER_PID" 2>/dev/null || true
	wait "$SERVER_PID" 2>/dev/null || true
	sleep 2
}

# run NAME ARGS...: one fresh server, one load test, its JSON report in $OUT/NAME.json
run() {
	name=$1
	shift
	start_server
	taskset -c 1 "$LT" --server "$URL" --server-pid "$SERVER_PID" --json "$@" >"$OUT/$name.json"
	curl -sf "$URL/metrics" >"$OUT/$name.metrics" || true
	stop_server
	set_up_all "$name"
}

# metric NAME FILES...: the median of a /metrics line's value over the files (0 when absent).
metric() {
	m=$1
	shift
	for f in "$@"; do
		awk -v m="$m" '$1 == m { print $2; found = 1 } END { if (!found) print 0 }' "$f"
	done | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

# set_up_all NAME: fails the line when the generator could not create or join every lobby (a
# server bound, say): its figures would be those of fewer lobbies than the line says.
set_up_all() {
	failures=$(jq '.setup.failures // 0' "$OUT/$1.json")
	if [ "$failures" != 0 ]; then
		echo "$1: $failures lobbies or joins failed to set up (see $OUT/$1.json and $OUT/server.log)" >&2
		exit 1
	fi
}

# run_reference NAME ARGS...: one fresh reference server, one --reference load test
run_reference() {
	name=$1
	shift
	start_reference
	taskset -c 1 "$LT_REF" --reference --server "$URL" --server-pid "$SERVER_PID" --json "$@" >"$OUT/$name.json"
	stop_server
	set_up_all "$name"
}

# compare NAME ARGS...: RUNS pairs of runs, the reference ($OUT/NAME-ref-K.json) then Albion
# ($OUT/NAME-albion-K.json), with the same arguments. (sh has no local variables: `pair` and `k`
# are names that run and run_reference do not set.)
compare() {
	pair=$1
	shift
	for k in $(seq "$RUNS"); do
		run_reference "$pair-ref-$k" "$@"
		run "$pair-albion-$k" "$@"
	done
}

# ratios NAME FIELD: the median of the per-run ratios Albion / reference of FIELD (a jq path).
ratios() {
	for i in $(seq "$RUNS"); do
		jq -s "(.[0] | $2) / (.[1] | $2)" "$OUT/$1-albion-$i.json" "$OUT/$1-ref-$i.json"
	done | jq -s 'sort | .[length / 2 | floor]'
}

# summary NAME: both medians, the median ratios and the bytes each recipient received per action.
# Actions per second of the server's CPU time is the steadier ratio on a shared machine: when
# something else takes part of core 0 from one run, both its rate and its CPU time drop.
summary() {
	a="$OUT/$1-albion-"
	r="$OUT/$1-ref-"
	per='(.bytes_in_per_action / (.players + .spectators))'
	eff='(.actions_per_sec / .server_cpu_cores)'
	echo "Albion median actions/s $(median .actions_per_sec "$a"*.json) (p50 µs $(median .latency.p50_us "$a"*.json), server cores $(median .server_cpu_cores "$a"*.json), errors $(median .errors "$a"*.json)), reference $(median .actions_per_sec "$r"*.json) (p50 µs $(median .latency.p50_us "$r"*.json), server cores $(median .server_cpu_cores "$r"*.json), generator cores $(median .generator_cpu_cores "$r"*.json), errors $(median .errors "$r"*.json)); median per-run ratio Albion / reference: actions/s $(ratios "$1" .actions_per_sec), actions per server CPU-second $(ratios "$1" "$eff"); bytes per recipient per action: Albion $(median "$per" "$a"*.json), reference $(median "$per" "$r"*.json)"
}

median() { # median FIELD FILES... (jq path)
	f=$1
	shift
	jq -s "[.[] | $f] | sort | .[length / 2 | floor]" "$@"
}

line() {
	case $1 in
	throughput)
		for i in $(seq "$RUNS"); do run "throughput-$i" --lobbies 100 --players 2 --spectators 2 --closed-loop --duration 10s --warmup 2s; done
		echo "1. throughput: median actions/s $(median .actions_per_sec "$OUT"/throughput-*.json), p50 µs $(median .latency.p50_us "$OUT"/throughput-*.json), errors $(median .errors "$OUT"/throughput-*.json)"
		;;
	fairness)
		for i in $(seq "$RUNS"); do run "fairness-$i" --lobbies 1000 --players 2 --spectators 2 --closed-loop --duration 10s --warmup 3s --concurrency 128; done
		echo "2. fairness: median p90/p50 $(median '(.latency.p90_us / .latency.p50_us)' "$OUT"/fairness-*.json), actions/s $(median .actions_per_sec "$OUT"/fairness-*.json), fewest actions in one lobby $(median '.lobby_actions[0]' "$OUT"/fairness-*.json)"
		;;
	tail)
		sat=$(median .actions_per_sec "$OUT"/throughput-*.json)
		rate=$(echo "$sat" | awk '{ printf "%d", $1 / 4 }')
		for i in $(seq "$RUNS"); do run "tail-$i" --lobbies 100 --players 2 --spectators 2 --rate "$rate" --duration 10s --warmup 2s; done
		echo "3. tail at $rate/s: median p99 µs $(median .latency.p99_us "$OUT"/tail-*.json), p99.9 µs $(median .latency.p999_us "$OUT"/tail-*.json)"
		;;
	quiet)
		for i in $(seq "$RUNS"); do run "quiet-paced-$i" --lobbies 1 --players 2 --spectators 2 --rate 100 --duration 10s --warmup 1s; done
		echo "3. quiet lobby: median p99 µs $(median .latency.p99_us "$OUT"/quiet-paced-*.json)"
		;;
	quiet-closed)
		for i in $(seq "$RUNS"); do run "quiet-closed-$i" --lobbies 1 --players 2 --spectators 2 --closed-loop --duration 10s --warmup 1s; done
		echo "3. one lobby, closed loop: median p99 µs $(median .latency.p99_us "$OUT"/quiet-closed-*.json), p50 µs $(median .latency.p50_us "$OUT"/quiet-closed-*.json)"
		;;
	memory)
		for i in $(seq "$RUNS"); do run "memory-$i" --lobbies 4000 --players 2 --spectators 2 --connect-only --duration 5s --warmup 2s --concurrency 128; done
		echo "4. memory: median bytes/connection $(median .memory.per_connection_bytes "$OUT"/memory-*.json), held $(median .connections_held "$OUT"/memory-*.json)"
		;;
	joins)
		for i in $(seq "$RUNS"); do run "joins-$i" --lobbies 1000 --players 2 --spectators 2 --joins --concurrency 128; done
		echo "5. joins: median joins/s $(median .setup.joins_per_sec "$OUT"/joins-*.json)"
		;;
	sc-throughput)
		for i in $(seq "$RUNS"); do run "sc-throughput-$i" --game super-camelot --lobbies 100 --players 4 --spectators 0 --closed-loop --duration 10s --warmup 2s; done
		echo "6. super camelot throughput: median actions/s $(median .actions_per_sec "$OUT"/sc-throughput-*.json), bytes/action $(median .bytes_in_per_action "$OUT"/sc-throughput-*.json)"
		;;
	sc-fairness)
		for i in $(seq "$RUNS"); do run "sc-fairness-$i" --game super-camelot --lobbies 1000 --players 4 --spectators 0 --closed-loop --duration 10s --warmup 3s --concurrency 128; done
		echo "6. super camelot fairness: median p90/p50 $(median '(.latency.p90_us / .latency.p50_us)' "$OUT"/sc-fairness-*.json)"
		;;
	sc-tail)
		sat=$(median .actions_per_sec "$OUT"/sc-throughput-*.json)
		rate=$(echo "$sat" | awk '{ printf "%d", $1 / 4 }')
		for i in $(seq "$RUNS"); do run "sc-tail-$i" --game super-camelot --lobbies 100 --players 4 --spectators 0 --rate "$rate" --duration 10s --warmup 2s; done
		echo "6. super camelot tail at $rate/s: median p99 µs $(median .latency.p99_us "$OUT"/sc-tail-*.json), p99.9 µs $(median .latency.p999_us "$OUT"/sc-tail-*.json)"
		;;
	sc-memory)
		for i in $(seq "$RUNS"); do run "sc-memory-$i" --game super-camelot --lobbies 4000 --players 4 --spectators 0 --connect-only --duration 5s --warmup 2s --concurrency 128; done
		echo "6. super camelot memory: median bytes/connection $(median .memory.per_connection_bytes "$OUT"/sc-memory-*.json)"
		;;
	sc-joins)
		for i in $(seq "$RUNS"); do run "sc-joins-$i" --game super-camelot --lobbies 1000 --players 4 --spectators 0 --joins --concurrency 128; done
		echo "6. super camelot joins: median joins/s $(median .setup.joins_per_sec "$OUT"/sc-joins-*.json)"
		;;
	ratio)
		compare ratio --lobbies 100 --players 2 --spectators 2 --closed-loop --duration 10s --warmup 2s
		echo "ratio (camelot, 100 x (2 players + 2 spectators)): $(summary ratio)"
		;;
	sc-ratio)
		compare sc-ratio --game super-camelot --lobbies 100 --players 4 --spectators 0 --closed-loop --duration 10s --warmup 2s
		echo "sc-ratio (super camelot, 100 x 4 players): $(summary sc-ratio)"
		;;
	notify)
		SINK_PORT=$((PORT + 500))
		taskset -c 1 "$REF" --bind "127.0.0.1:$SINK_PORT" >"$OUT/sink.log" 2>&1 &
		SINK_PID=$!
		SERVER_ARGS=--notify-allow-private
		shape="--lobbies 100 --players 2 --spectators 2 --closed-loop --duration 10s --warmup 2s"
		for k in $(seq "$RUNS"); do
			# shellcheck disable=SC2086
			run "notify-off-$k" $shape
			# shellcheck disable=SC2086
			run "notify-on-$k" $shape --notify-webhook "http://127.0.0.1:$SINK_PORT/hook" --notify-when always
			# shellcheck disable=SC2086
			run "notify-away-$k" $shape --notify-webhook "http://127.0.0.1:$SINK_PORT/hook" --notify-when away
		done
		SERVER_ARGS=
		kill "$SINK_PID" 2>/dev/null || true
		on_off=$(for i in $(seq "$RUNS"); do jq -s '.[0].actions_per_sec / .[1].actions_per_sec' "$OUT/notify-on-$i.json" "$OUT/notify-off-$i.json"; done | jq -s 'sort | .[length / 2 | floor]')
		away_off=$(for i in $(seq "$RUNS"); do jq -s '.[0].actions_per_sec / .[1].actions_per_sec' "$OUT/notify-away-$i.json" "$OUT/notify-off-$i.json"; done | jq -s 'sort | .[length / 2 | floor]')
		echo "notify (camelot, 100 x (2 players + 2 spectators)): median actions/s off $(median .actions_per_sec "$OUT"/notify-off-*.json), on $(median .actions_per_sec "$OUT"/notify-on-*.json), away $(median .actions_per_sec "$OUT"/notify-away-*.json); median per-run ratio on/off $on_off, away/off $away_off; notification latency (on) p50 s $(metric 'albion_notification_latency_seconds{quantile="0.5"}' "$OUT"/notify-on-*.metrics), p99 s $(metric 'albion_notification_latency_seconds{quantile="0.99"}' "$OUT"/notify-on-*.metrics); sent $(metric albion_notifications_sent_total "$OUT"/notify-on-*.metrics), dropped $(metric albion_notifications_dropped_total "$OUT"/notify-on-*.metrics), failed $(metric albion_notifications_failed_total "$OUT"/notify-on-*.metrics)"
		;;
	*)
		echo "unknown line $1" >&2
		exit 2
		;;
	esac
}

if [ $# -eq 0 ]; then
	set -- throughput fairness tail quiet quiet-closed memory joins sc-throughput sc-fairness sc-tail sc-memory sc-joins
fi
for l in "$@"; do line "$l"; done
