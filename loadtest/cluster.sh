#!/bin/sh
# Several nodes (issue 16): throughput and latency with 1, 2 and 3 nodes on one PostgreSQL and one
# NATS, clients relayed (spread over every node) or direct (on their lobby's node).
#
#   cargo build --release -p server --bin albion-server
#   cargo build --release -p loadtest --example loadtest
#   loadtest/cluster.sh                 # RUNS=3 by default; one JSON report per run in $OUT
#
# Every node runs on core 0 (taskset -c 0) and the load generator on core 1: on a 2-core machine
# more nodes add routing, not CPU, so the figures show the relay's cost rather than scaling.
# PostgreSQL and NATS (127.0.0.1:4222) are the machine's own, unpinned. Rate limits are lifted.
set -eu
T=${CARGO_TARGET_DIR:-target}
SERVER="$T/release/albion-server"
LT="$T/release/examples/loadtest"
OUT=${OUT:-/tmp/albion-cluster}
RUNS=${RUNS:-3}
PORT=${PORT:-18180}
PG_URL=${PG_URL:-postgres://postgres@127.0.0.1:5432}
NATS_URL=${NATS_URL:-nats://127.0.0.1:4222}
# Two loads: saturation (closed loop: throughput) and a paced one well below it (latency of the
# hop itself, not of queues).
LOAD=${LOAD:---lobbies 100 --players 2 --spectators 2 --closed-loop --duration 10s --warmup 2s}
PACED=${PACED:---lobbies 100 --players 2 --spectators 2 --rate 500 --duration 10s --warmup 2s}
mkdir -p "$OUT"

start_nodes() { # start_nodes N
	psql "$PG_URL/postgres" -q -c "DROP DATABASE IF EXISTS albion_cluster WITH (FORCE)" \
		-c "CREATE DATABASE albion_cluster"
	URLS=""
	PIDS=""
	prefix="bench$$x$PORT"
	for n in $(seq "$1"); do
		PORT=$((PORT + 1))
		RUST_LOG=warn taskset -c 0 "$SERVER" --bind "127.0.0.1:$PORT" \
			--database-url "$PG_URL/albion_cluster" \
			--nats-url "$NATS_URL" --node-id "n$n" --nats-prefix "$prefix" \
			--rate-per-sec 1000000 --rate-burst 1000000 --http-rate 1000000 --http-burst 1000000 \
			--max-connections 20000 --max-conns-per-addr 0 --max-lobbies-per-addr 0 >"$OUT/node$n.log" 2>&1 &
		PIDS="${PIDS:+$PIDS,}$!"
		URLS="${URLS:+$URLS,}http://127.0.0.1:$PORT"
		w=0
		until curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do
			w=$((w + 1))
			[ $w -gt 100 ] && { echo "node $n did not start" >&2; exit 1; }
			sleep 0.1
		done
	done
}

stop_nodes() {
	for p in $(echo "$PIDS" | tr , ' '); do kill "$p" 2>/dev/null || true; done
	for p in $(echo "$PIDS" | tr , ' '); do wait "$p" 2>/dev/null || true; done
	sleep 2
}

median() { # median FIELD FILES... (jq path)
	f=$1
	shift
	jq -s "[.[] | $f] | sort | .[length / 2 | floor]" "$@"
}

for load in closed paced; do
	args=$LOAD
	[ "$load" = paced ] && args=$PACED
	for nodes in 1 2 3; do
		for mode in relayed direct; do
			[ "$nodes" = 1 ] && [ "$mode" = direct ] && continue
			flag=""
			[ "$mode" = direct ] && flag="--direct"
			for i in $(seq "$RUNS"); do
				start_nodes "$nodes"
				# shellcheck disable=SC2086
				taskset -c 1 "$LT" --server "$URLS" --server-pid "$PIDS" --json $flag $args \
					>"$OUT/$load-n$nodes-$mode-$i.json"
				stop_nodes
			done
			f="$OUT/$load-n$nodes-$mode-*.json"
			# shellcheck disable=SC2086
			echo "$load, $nodes node(s), $mode: actions/s $(median .actions_per_sec $f), p50 µs $(median .latency.p50_us $f), p99 µs $(median .latency.p99_us $f), errors $(median .errors $f)"
		done
	done
done
