#!/usr/bin/env bash
# The image test: builds the server image from ./Dockerfile with podman and plays through it.
#
#   bash deploy/image-test.sh
#
# Run by .ci/run (in the background, beside the Rust tests) and by hand, as root. In order:
#  1. podman, runc and debootstrap are installed if missing (apt-get), and podman is set up through
#     CONTAINERS_CONF=deploy/image-test/containers.conf (runc, cgroupfs, no default ulimits): the
#     machine's own containers.conf is not touched.
#  2. The base images the Dockerfile names cannot be pulled here (no container registry), so
#     stand-ins are made: docker.io/library/debian:bookworm-slim by debootstrap (minbase, without
#     documentation, as the official slim image), docker.io/library/rust:1.95-bookworm from it with
#     gcc and this machine's Rust toolchain (deploy/image-test/rust.Containerfile). Both are kept in
#     podman's storage and made again only when missing (or the machine's rustc changed).
#  3. The image is built (`podman build --format docker`, so the HEALTHCHECK is kept; under nice so
#     that the Rust tests beside it keep most of the machine). The Dockerfile's cache mounts keep the
#     cargo registry and the release target directory between runs on the same machine. The
#     `albion` client is built the same way (deploy/image-test/client.Dockerfile), unless
#     ALBION_CLIENT names a binary to use.
#  4. A container runs from it with a new named volume; the test waits for its health check, checks
#     that it runs as user 10001 and holds no compiler, and plays Camelot through it
#     (deploy/image-test/game.py: two `albion bot` players, stopped after a few moves), takes the
#     README's SQLite backup (sqlite3 .backup on the volume's folder) of the live game, restarts the
#     container (SIGTERM), checks that the game came back move for move, has the same players finish
#     it with their seat tokens, and stops the container with SIGTERM: exit status 0 and the server's
#     clean-stop lines in its log. Then the README's restore (the backup in place, -wal and -shm
#     removed): the restarted server brings back the game as it was at the backup. Last, a migration this binary does not know is added to the database, as a
#     newer server would: the server refuses to start (exit status 1, naming the migration).
#  5. docker-compose.yml with podman-compose (deploy/image-test/compose.sh): the default stack and
#     the `cluster` profile, on stand-ins for its other images.
# It fails (exit 1, with a line saying why) when any of that cannot be done, podman included: it
# never skips. sqlite3 is installed if missing too; podman-compose comes from PyPI (compose.sh).
# ALBION_IMAGE_CACHE (default /var/cache/albion-image-test) holds the debootstrap root,
# the build's temporary files and cache mounts, and a lock, so that two runs never overlap.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
here=$repo/deploy/image-test

started=$SECONDS
say() { echo "== image-test [$((SECONDS - started))s]: $*"; }
die() {
    echo "image-test: FAILED: $*" >&2
    exit 1
}

cache=${ALBION_IMAGE_CACHE:-/var/cache/albion-image-test}
image=localhost/albion-image-test:latest
client_image=localhost/albion-image-test-client:latest
container=albion-image-test
volume=albion-image-test-data
debian=docker.io/library/debian:bookworm-slim
rust=docker.io/library/rust:1.95-bookworm

[ "$(id -u)" -eq 0 ] || die "run as root (podman runs the containers as root here)"

# --- 1. podman ----------------------------------------------------------------------------------

missing=()
for tool in podman runc debootstrap sqlite3; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ "${#missing[@]}" -gt 0 ]; then
    say "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null || die "apt-get update failed"
    apt-get install -y -q "${missing[@]}" >/dev/null || die "apt-get install ${missing[*]} failed"
fi

export CONTAINERS_CONF=$here/containers.conf
mkdir -p "$cache/tmp"
# podman build keeps its cache mounts under TMPDIR (buildah-cache-0): under the cache folder, so
# that they last as long as the stand-in images.
export TMPDIR=$cache/tmp
exec 9>"$cache/lock"
flock -w 1800 9 || die "another image test holds $cache/lock"

podman info >/dev/null 2>"$cache/podman-info.err" \
    || die "podman cannot run here: $(tail -n 3 "$cache/podman-info.err")"
say "$(podman --version), runtime $(podman info --format '{{.Host.OCIRuntime.Name}}'), cgroups $(podman info --format '{{.Host.CgroupManager}}')"

work=$(mktemp -d "$cache/tmp/run.XXXXXX")
bot_pids=()
cleanup() {
    local rc=$?
    if [ "$rc" -ne 0 ] && podman container exists "$container" 2>/dev/null; then
        echo "--- the container's log:" >&2
        podman logs "$container" >&2 2>&1 || true
    fi
    if declare -F compose_cleanup >/dev/null; then
        compose_cleanup
    fi
    podman rm -f -t 0 "$container" "$container-client" >/dev/null 2>&1 || true
    podman volume rm -f "$volume" >/dev/null 2>&1 || true
    rm -rf "$work"
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

# --- 2. the stand-in base images ----------------------------------------------------------------

# The Debian mirror this machine's apt uses (no address is written into the repository).
debian_mirror() {
    local uri
    uri=${ALBION_DEBIAN_MIRROR:-}
    if [ -z "$uri" ]; then
        uri=$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -v security | head -n 1 || true)
    fi
    if [ -z "$uri" ]; then
        uri=$(grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
            | awk '$3 ~ /^bookworm$/ {print $2}' | head -n 1 || true)
    fi
    [ -n "$uri" ] || die "no Debian mirror in /etc/apt/sources.list*: set ALBION_DEBIAN_MIRROR"
    echo "$uri"
}

host_ca=/etc/ssl/certs/ca-certificates.crt
[ -s "$host_ca" ] || die "no CA bundle at $host_ca"

# Made again when this recipe changes: its version is a label of both stand-ins.
stand_in=3
label() { podman image inspect --format "{{index .Labels \"$2\"}}" "$1" 2>/dev/null || true; }

if [ "$(label "$debian" albion.stand-in)" != "$stand_in" ]; then
    rootfs=$cache/debian-bookworm-minbase-$stand_in.tar
    if [ ! -s "$rootfs" ]; then
        mirror=$(debian_mirror)
        say "debootstrap bookworm (minbase) for the $debian stand-in"
        root=$cache/rootfs
        rm -rf "$root"
        debootstrap --variant=minbase bookworm "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 \
            || die "debootstrap failed: $(tail -n 5 "$cache/debootstrap.log")"
        # As the official slim image: no documentation, manual pages or translations, now or later.
        cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
EOF
        # As there too: apt keeps no package caches (the lists are removed by each Dockerfile).
        cat >"$root/etc/apt/apt.conf.d/slim" <<'EOF'
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
EOF
        find "$root/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
        rm -rf "$root"/usr/share/{man,info,locale,lintian}/* "$root"/var/cache/apt/archives/*.deb \
            "$root"/var/lib/apt/lists/* "$root"/var/log/* "$root"/var/cache/ldconfig/aux-cache
        # The machine's certificate authorities, in case its mirror is reached over TLS.
        mkdir -p "$root/etc/ssl/certs"
        cp "$host_ca" "$root/etc/ssl/certs/ca-certificates.crt"
        tar -C "$root" --numeric-owner -cf "$rootfs.part" . && mv "$rootfs.part" "$rootfs"
        rm -rf "$root"
    fi
    say "importing the $debian stand-in"
    podman import -q --change 'CMD ["bash"]' --change "LABEL albion.stand-in=$stand_in" \
        "$rootfs" "$debian" >/dev/null || die "podman import of $rootfs failed"
fi

toolchain=$(rustc --print sysroot 2>/dev/null) || die "no rustc on PATH for the $rust stand-in"
# The toolchain and the Containerfile itself: a change to either makes the stand-in again.
rust_version="$(rustc --version); $(sha256sum < "$here/rust.Containerfile" | cut -c1-12)"
if [ "$(label "$rust" albion.stand-in.rustc)" != "$rust_version" ] \
    || [ "$(label "$rust" albion.stand-in)" != "$stand_in" ]; then
    say "building the $rust stand-in ($rust_version, from $toolchain)"
    context=$cache/rust-context
    rm -rf "$context"
    mkdir -p "$context/toolchain/bin"
    cp "$here/rust.Containerfile" "$context/Containerfile"
    cp "$host_ca" "$context/ca-certificates.crt"
    cp -a "$toolchain/bin/cargo" "$toolchain/bin/rustc" "$context/toolchain/bin/"
    cp -a "$toolchain/lib" "$context/toolchain/"
    nice -n 10 podman build --pull=never --network host --label "albion.stand-in.rustc=$rust_version" \
        --label "albion.stand-in=$stand_in" \
        -t "$rust" "$context" >"$cache/rust-stand-in.log" 2>&1 \
        || die "building the $rust stand-in failed: $(tail -n 20 "$cache/rust-stand-in.log")"
    rm -rf "$context"
fi

# --- 3. the image and the client ----------------------------------------------------------------

say "podman build of ./Dockerfile (nice 10)"
build_start=$SECONDS
nice -n 10 podman build --pull=never --format docker --network host -t "$image" -f Dockerfile . \
    >"$work/build.log" 2>&1 || {
    tail -n 60 "$work/build.log" >&2
    die "podman build of the Dockerfile failed"
}
say "image built in $((SECONDS - build_start))s"
# Earlier runs' build stages (untagged): kept a day, for a rerun of the same sources.
podman image prune -f --filter until=24h >/dev/null 2>&1 || true

if [ -n "${ALBION_CLIENT:-}" ]; then
    albion=$ALBION_CLIENT
    [ -x "$albion" ] || die "ALBION_CLIENT=$albion is not an executable"
else
    say "podman build of the albion client (deploy/image-test/client.Dockerfile, nice 10)"
    nice -n 10 podman build --pull=never --network host -t "$client_image" \
        -f deploy/image-test/client.Dockerfile . >"$work/client-build.log" 2>&1 || {
        tail -n 60 "$work/client-build.log" >&2
        die "podman build of the client failed"
    }
    podman rm -f "$container-client" >/dev/null 2>&1 || true
    podman create --name "$container-client" "$client_image" /usr/local/bin/albion >/dev/null
    podman cp "$container-client:/usr/local/bin/albion" "$work/albion"
    podman rm -f "$container-client" >/dev/null
    albion=$work/albion
fi
"$albion" --version >/dev/null 2>&1 || "$albion" --help >/dev/null || die "$albion does not run"

size=$(podman image inspect --format '{{.Size}}' "$image")
base_size=$(podman image inspect --format '{{.Size}}' "$debian")
bin_size=$(podman run --rm --entrypoint stat "$image" -c %s /usr/local/bin/albion-server 2>/dev/null)
mib() { echo "$(($1 / 1048576)) MiB"; }
say "image $image: $(mib "$size") ($(mib "$base_size") Debian base, $(mib "$bin_size") albion-server)"
compilers=$(podman run --rm --entrypoint sh "$image" -c \
    'for c in cc gcc ld rustc cargo; do command -v "$c"; done; true' 2>/dev/null)
[ -z "$compilers" ] || die "the runtime image holds a toolchain: $compilers"

# --- 4. run, play, restart, stop ----------------------------------------------------------------

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
url=http://127.0.0.1:$port
podman rm -f -t 0 "$container" >/dev/null 2>&1 || true
podman volume rm -f "$volume" >/dev/null 2>&1 || true
podman volume create "$volume" >/dev/null
# podman's complaints that it finds no systemd for the health check's timer go to podman.err.
podman run -d --name "$container" -p "127.0.0.1:$port:8080" -v "$volume:/data" "$image" \
    >/dev/null 2>>"$work/podman.err" || die "podman run failed: $(tail -n 5 "$work/podman.err")"

# podman runs a HEALTHCHECK from systemd timers, absent here: the test runs it itself, as the
# timer would, until it passes.
wait_healthy() {
    local name=${1:-$container} deadline=$((SECONDS + ${2:-60}))
    until podman healthcheck run "$name" >/dev/null 2>&1; do
        [ "$SECONDS" -lt "$deadline" ] || die "$name: the health check did not pass within ${2:-60} s"
        sleep 1
    done
    local status
    status=$(podman inspect --format '{{.State.Health.Status}}' "$name")
    [ "$status" = healthy ] || die "$name: health status is $status after a passing check"
}
wait_healthy
say "healthy on $url"

[ "$(podman exec "$container" id -u)" = 10001 ] || die "the server does not run as user 10001"
[ "$(podman exec "$container" stat -c %u /data)" = 10001 ] || die "/data is not owned by 10001"
python3 - "$url" <<'EOF' || die "the server does not serve the browser client and /readyz"
import sys, urllib.request
url = sys.argv[1]
page = urllib.request.urlopen(url + "/", timeout=10).read().decode()
assert "<html" in page.lower(), page[:200]
assert urllib.request.urlopen(url + "/readyz", timeout=10).status == 200
EOF

say "playing: two albion bots, stopped after a few moves"
python3 "$here/game.py" start "$albion" "$url" "$work" || die "the game before the restart failed"

# The README's SQLite backup, taken on the volume's folder while the server runs a live game.
data=$(podman volume inspect --format '{{.Mountpoint}}' "$volume")
sqlite3 "$data/albion.db" ".backup $work/albion-backup.db" || die "sqlite3 .backup failed"
say "sqlite3 .backup of the live database taken"

say "podman restart (SIGTERM, then a new start on the same volume)"
podman restart --time 30 "$container" >/dev/null 2>>"$work/podman.err" \
    || die "podman restart failed: $(tail -n 5 "$work/podman.err")"
wait_healthy
podman logs "$container" 2>&1 | grep -q 'albion-server listening.* recovered=1$' \
    || die "the restarted server did not log recovered=1"

say "after the restart: the same game, finished by the same players"
python3 "$here/game.py" finish "$albion" "$url" "$work" || die "the game after the restart failed"

say "podman stop (SIGTERM)"
podman stop --time 30 "$container" >/dev/null 2>>"$work/podman.err" \
    || die "podman stop failed: $(tail -n 5 "$work/podman.err")"
exit_code=$(podman inspect --format '{{.State.ExitCode}}' "$container")
[ "$exit_code" = 0 ] || die "the server exited with status $exit_code on SIGTERM"
log=$(podman logs "$container" 2>&1)
for line in 'shutting down' 'stopped'; do
    n=$(grep -cE "INFO [a-z_:]+: $line\$" <<<"$log" || true)
    [ "$n" = 2 ] || die "the log has $n clean-stop lines '$line' (one for the restart, one for the stop)"
done

say "the README's restore: the backup in place of albion.db (server stopped), then a start"
cp "$work/albion-backup.db" "$data/albion.db"
rm -f "$data/albion.db-wal" "$data/albion.db-shm"
chown 10001:10001 "$data/albion.db"
podman start "$container" >/dev/null 2>>"$work/podman.err" || die "podman start failed"
wait_healthy
[ "$(podman logs "$container" 2>&1 | grep 'albion-server listening' | tail -n 1 | grep -o 'recovered=.*')" = recovered=1 ] \
    || die "the restored server did not log recovered=1"
python3 "$here/game.py" check "$albion" "$url" "$work" || die "the game after the restore differs"
podman stop --time 30 "$container" >/dev/null 2>>"$work/podman.err" || die "podman stop failed"

say "a database from a newer server (a migration this one does not know): refused"
sqlite3 "$data/albion.db" "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) VALUES (99990101000000, 'from a newer albion-server', 1, x'00', 0)" \
    || die "could not add a migration to the database"
podman start "$container" >/dev/null 2>>"$work/podman.err" || die "podman start failed"
refused=
for _ in $(seq 1 30); do
    if [ "$(podman inspect --format '{{.State.Running}}' "$container")" = false ]; then
        refused=$(podman inspect --format '{{.State.ExitCode}}' "$container")
        break
    fi
    sleep 1
done
[ -n "$refused" ] || die "the server runs on a database with a migration it does not know"
[ "$refused" != 0 ] || die "the server exited 0 on a database with a migration it does not know"
podman logs "$container" 2>&1 | tail -n 5 | grep -q '99990101000000' \
    || die "the refusal does not name the unknown migration: $(podman logs "$container" 2>&1 | tail -n 3)"
say "refused with exit status $refused: $(podman logs "$container" 2>&1 | tail -n 1 | cut -c1-160)"
say "the image passed"

# --- 5. docker-compose.yml ----------------------------------------------------------------------

# ALBION_IMAGE_TEST_COMPOSE=0 leaves it out, by hand (CI runs it).
if [ "${ALBION_IMAGE_TEST_COMPOSE:-1}" != 0 ]; then
    . "$here/compose.sh"
fi
say "passed: image $(mib "$size"), whole test $((SECONDS - started))s"
