#!/usr/bin/env bash
# Instructions and allocations per action of the server's in-process hot path, for both games
# (issue 24): `server/benches/per_action.rs` run under callgrind.
#
#   loadtest/instructions.sh                      # both games, glibc and mimalloc, REPLAYS=10
#   REPLAYS=20 ALLOCATORS=system loadtest/instructions.sh
#
# What is counted: `common::replay` (server/benches/common/mod.rs), the benchmarks' one mirror of a
# lobby's `act`: check, log entry, apply, each audience's view, patch, event and serialisation,
# the ack; no store, queues or sockets. Each replay starts from a fresh game, so its creation and
# first views are spread over the sequence's actions (60 Camelot plies, 240 Super Camelot actions).
#
# How: the bench binary is run twice per game and allocator under callgrind, with 0 and with
# REPLAYS measured replays (each run also builds the fixture and replays it once to warm up).
# Everything but the measured replays is the same in both runs, so
#     instructions per action = (Ir(REPLAYS) - Ir(0)) / (actions of REPLAYS replays).
# Callgrind counts are deterministic but for hash seeds and the like: the figures move by well
# under 0.1 % from run to run. `--toggle-collect` on the replay function would need one run, not
# two, but it rests on a symbol name: with thin LTO the function may be inlined or renamed, and
# a pattern that silently matches nothing counts nothing. The difference needs no symbol and
# counts exactly what the allocation counters count (the measured replays).
#
# Allocations per action are the bench's own counters (a counting wrapper of the global
# allocator), read around the measured replays. `ALLOCATORS=mimalloc` builds the bench with the
# feature `bench-mimalloc` (mimalloc as the global allocator, as albion-server has it).
#
# Environment: REPLAYS (10), GAMES ("camelot super-camelot"), ALLOCATORS ("system mimalloc"),
# OUT (callgrind files and logs; default $CARGO_TARGET_DIR/callgrind, target/callgrind).
# Needs valgrind (3.19 here) and jq. Annotate a run with
#   callgrind_annotate --inclusive=yes OUT/camelot-system-REPLAYS.out | head -40
set -euo pipefail
cd "$(dirname "$0")/.."

REPLAYS=${REPLAYS:-10}
GAMES=${GAMES:-camelot super-camelot}
ALLOCATORS=${ALLOCATORS:-system mimalloc}
target_dir=${CARGO_TARGET_DIR:-target}
OUT=${OUT:-$target_dir/callgrind}
mkdir -p "$OUT"

# Builds the bench (bench profile: release, thin LTO) and prints its executable's path.
build() {
    local features=()
    if [[ $1 == mimalloc ]]; then
        features=(--features bench-mimalloc)
    fi
    cargo bench -p server --bench per_action --no-run --message-format=json-render-diagnostics "${features[@]}" |
        jq -r 'select(.reason == "compiler-artifact" and .target.name == "per_action"
                      and .executable != null) | .executable' |
        tail -n 1
}

# Runs the bench under callgrind: game, allocator, replays, binary. Prints the total Ir.
count() {
    local game=$1 alloc=$2 replays=$3 bin=$4
    local name="$OUT/$game-$alloc-$replays"
    valgrind --tool=callgrind --callgrind-out-file="$name.out" --log-file="$name.valgrind.log" \
        "$bin" "$game" "$replays" >"$name.log"
    awk '/^summary:/ { print $2 }' "$name.out"
}

# A field of the bench's RESULT line: log file, key.
field() {
    sed -n "s/^RESULT .*\\b$2=\\([^ ]*\\).*/\\1/p" "$1"
}

rows=()
for alloc in $ALLOCATORS; do
    echo "building per_action ($alloc)..." >&2
    bin=$(build "$alloc")
    if [[ -z $bin || ! -x $bin ]]; then
        echo "no per_action executable for $alloc" >&2
        exit 1
    fi
    for game in $GAMES; do
        echo "callgrind: $game, $alloc, 0 and $REPLAYS replays..." >&2
        base=$(count "$game" "$alloc" 0 "$bin")
        full=$(count "$game" "$alloc" "$REPLAYS" "$bin")
        log="$OUT/$game-$alloc-$REPLAYS.log"
        actions=$(field "$log" actions)
        per_action=$(((full - base) / actions))
        rows+=("$(printf '%-14s %-9s %8s %14s %12s %10s %14s %12s' "$game" "$alloc" "$actions" \
            "$per_action" "$(field "$log" allocs_per_action)" \
            "$(field "$log" reallocs_per_action)" "$(field "$log" bytes_allocated_per_action)" \
            "$(field "$log" event_bytes_per_recipient_per_action)")")
        echo "  Ir: $base (0 replays), $full ($REPLAYS replays)" >&2
    done
done

echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- server/src games protocol || echo ' (with uncommitted changes)'), $REPLAYS replays"
printf '%-14s %-9s %8s %14s %12s %10s %14s %12s\n' game allocator actions "Ir/action" \
    "allocs/act" "reallocs" "bytes alloc/act" "B/recipient"
printf '%s\n' "${rows[@]}"
echo "callgrind files and logs: $OUT"
