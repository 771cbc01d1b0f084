# docker-compose.yml, brought up with podman-compose: sourced by deploy/image-test.sh once the
# image itself has passed (it uses that script's say, die, wait_healthy, label, albion and work).
#
#  - Stand-ins for the compose file's images, made here from Debian's packages (no container
#    registry is reached): postgres:16 (Debian's PostgreSQL 15 behind an entrypoint that honours
#    POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB, with pg_isready), nats:2.10 (Debian's
#    nats-server 2.9) and caddy:2 (Debian's Caddy 2.6, see caddy.Containerfile).
#  - The default stack (db, server): a game played through it; the README's PostgreSQL backup
#    (pg_dump) taken mid-game, the database emptied, the README's restore (pg_restore, the server
#    stopped) run, and the restarted server brings the game back: its players finish it. Then a
#    SIGTERM stop with exit status 0 and the clean-stop lines.
#  - The `cluster` profile (`up -d lb`: db, nats, three nodes, Caddy): a game played through the
#    balancer, every node restarted (SIGTERM) mid-game, and the game finished through the balancer.
#
# podman runs health checks from systemd timers, absent here: a loop in the background runs every
# container's check every 2 s, as the timer would. podman-compose 1.6 does not wait for
# `condition: service_healthy` with podman older than 4.6 (Debian 12 has 4.3): it says so in its
# log, the server then starts before PostgreSQL answers, exits, and `restart: unless-stopped`
# starts it again until it connects.

compose_project=albion-compose-test
compose_label=io.podman.compose.project=$compose_project
venv=$cache/podman-compose-1.6.0
if [ ! -x "$venv/bin/podman-compose" ]; then
    say "installing podman-compose 1.6.0 (PyPI) in $venv"
    rm -rf "$venv"
    { python3 -m venv "$venv" && "$venv/bin/pip" install -q podman-compose==1.6.0; } \
        >"$cache/pip.log" 2>&1 || die "installing podman-compose failed: $(tail -n 5 "$cache/pip.log")"
fi
pc() { # podman-compose on this project, under nice (it builds the server's image)
    nice -n 10 "$venv/bin/podman-compose" -p "$compose_project" -f docker-compose.yml \
        --podman-build-args='--pull=never --network host' "$@"
}

for ref in postgres:16 nats:2.10 caddy:2; do
    # (A label of its own: the albion.stand-in of the Debian stand-in is inherited.)
    if [ "$(label "docker.io/library/$ref" albion.stand-in.image)" != "$ref $stand_in" ]; then
        say "building the docker.io/library/$ref stand-in"
        nice -n 10 podman build -q --pull=never --network host --label "albion.stand-in.image=$ref $stand_in" \
            -t "docker.io/library/$ref" -f "$here/${ref%%:*}.Containerfile" "$here" \
            >"$work/stand-in.log" 2>&1 \
            || die "building the $ref stand-in failed: $(tail -n 20 "$work/stand-in.log")"
    fi
done

compose_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
compose_url=http://127.0.0.1:$compose_port
export POSTGRES_PASSWORD=image-test-secret ALBION_PORT=127.0.0.1:$compose_port
# podman-compose builds `server` and `node` from the Dockerfile: in Docker's format, so that the
# HEALTHCHECK is kept (the layers are those of the image built above).
export BUILDAH_FORMAT=docker

health_pid=
# `down` after removing the containers with their anonymous volumes (the image's VOLUME /data,
# which server and node do not use with PostgreSQL): podman-compose's `down -v` leaves those.
compose_down() {
    local cs
    cs=$(podman ps -a --filter "label=$compose_label" --format '{{.Names}}')
    [ -z "$cs" ] || podman rm -f -v -t 5 $cs >/dev/null 2>&1 || true
    pc --profile cluster down -v -t 5 >/dev/null 2>&1
}
compose_cleanup() {
    [ -z "$health_pid" ] || kill "$health_pid" 2>/dev/null || true
    compose_down || true
}
health_loop() {
    while :; do
        for c in $(podman ps --filter "label=$compose_label" --format '{{.Names}}' 2>/dev/null); do
            podman healthcheck run "$c" >/dev/null 2>&1 || true
        done
        sleep 2
    done
}
# The container(s) of a service.
containers_of() {
    podman ps -a --filter "label=$compose_label" --filter "label=com.docker.compose.service=$1" \
        --format '{{.Names}}' | sort
}
compose_log() {
    echo "--- podman-compose:" >&2
    tail -n 40 "$work/compose.log" >&2 || true
    for c in $(podman ps -a --filter "label=$compose_label" --format '{{.Names}}'); do
        echo "--- $c:" >&2
        podman logs --tail 30 "$c" >&2 2>&1 || true
    done
}
compose_die() {
    compose_log
    die "$*"
}
clean_stop() { # container: exit status 0 and the server's clean-stop lines
    local code log
    code=$(podman inspect --format '{{.State.ExitCode}}' "$1")
    [ "$code" = 0 ] || compose_die "$1 exited with status $code on SIGTERM"
    log=$(podman logs "$1" 2>&1)
    grep -qE 'INFO [a-z_:]+: stopped$' <<<"$log" || compose_die "$1: no clean-stop line in its log"
}

compose_down || true
health_loop &
health_pid=$!

say "compose: podman-compose up -d (db, server)"
# Built explicitly: `up` builds `server` only when no image of that name exists, and on a machine
# that ran this test before it would start the image of an older tree (a rebuild reuses the
# layers of the image built above).
pc build server >"$work/compose.log" 2>&1 || compose_die "podman-compose build server failed"
pc up -d >>"$work/compose.log" 2>&1 || compose_die "podman-compose up failed"
db=$(containers_of db)
server=$(containers_of server)
[ -n "$db" ] && [ -n "$server" ] || compose_die "no db or server container"
[ -z "$(containers_of node)$(containers_of lb)$(containers_of nats)" ] \
    || compose_die "the default profile started cluster services"
wait_healthy "$db" 60
wait_healthy "$server" 90
if grep -q "doesn't support healthy" "$work/compose.log"; then
    say "compose: (podman-compose did not wait for db's health check: podman $(podman --version | awk '{print $3}') < 4.6)"
fi
podman exec "$db" pg_isready -U albion -d albion >/dev/null || compose_die "pg_isready fails in db"
podman logs "$server" 2>&1 | grep -q 'albion-server listening' || compose_die "the server does not listen"
podman exec "$server" env | grep -q '^DATABASE_URL=postgres://albion:' \
    || compose_die "the server does not use the db service"

say "compose: a game, then the README's backup (pg_dump) mid-game"
mkdir -p "$work/compose"
python3 "$here/game.py" start "$albion" "$compose_url" "$work/compose" \
    || compose_die "the game through compose failed"
pc exec -T db pg_dump -U albion -d albion --format=custom >"$work/albion.dump" 2>>"$work/compose.log" \
    || compose_die "pg_dump failed"
[ -s "$work/albion.dump" ] || compose_die "pg_dump wrote nothing"

say "compose: the database emptied, then the README's restore (pg_restore, the server stopped)"
pc stop server >>"$work/compose.log" 2>&1 || compose_die "podman-compose stop server failed"
clean_stop "$server"
pc exec -T db psql -q -U albion -d albion -c 'DROP SCHEMA public CASCADE; CREATE SCHEMA public' \
    >>"$work/compose.log" 2>&1 || compose_die "emptying the database failed"
pc exec -T db pg_restore -U albion -d albion --clean --if-exists <"$work/albion.dump" \
    >>"$work/compose.log" 2>&1 || compose_die "pg_restore failed"
pc start server >>"$work/compose.log" 2>&1 || compose_die "podman-compose start server failed"
wait_healthy "$server" 60
podman logs "$server" 2>&1 | grep -q 'albion-server listening.* recovered=1$' \
    || compose_die "the restored server did not log recovered=1"
python3 "$here/game.py" finish "$albion" "$compose_url" "$work/compose" \
    || compose_die "the game after the restore failed"

say "compose: podman-compose stop (SIGTERM)"
pc stop >>"$work/compose.log" 2>&1 || compose_die "podman-compose stop failed"
clean_stop "$server"
db_code=$(podman inspect --format '{{.State.ExitCode}}' "$db")
[ "$db_code" = 0 ] || compose_die "db exited with status $db_code"
compose_down || compose_die "podman-compose down failed"

say "compose: podman-compose --profile cluster up -d lb (db, nats, three nodes, Caddy)"
# podman-compose 1.6 builds the image of a service only when that service is named on `up`: `node`
# is built first (Docker Compose builds it for `up lb` by itself).
pc --profile cluster build node >>"$work/compose.log" 2>&1 \
    || compose_die "podman-compose --profile cluster build node failed"
# podman 4.3 cannot start lb when a node it depends on has exited while db and nats run ("depends
# on container … not found in input list": its graph leaves running dependencies out). A node
# exited when it started before db answered (podman-compose < 4.6 does not wait for db's health
# check); the image's ALBION_DB_WAIT_SECS=60 makes it wait instead. Should up still fail, the
# stack is taken down and brought up again, three times at most.
for try in 1 2 3; do
    if pc --profile cluster up -d lb >>"$work/compose.log" 2>&1; then
        break
    fi
    [ "$try" -lt 3 ] || compose_die "podman-compose --profile cluster up failed three times"
    say "compose: up failed ($(grep -m 1 '^Error:' "$work/compose.log" | cut -c1-120)); again"
    : >"$work/compose.log"
    compose_down || true
done
[ -z "$(containers_of server)" ] || compose_die "up lb started the single server too"
mapfile -t nodes < <(containers_of node)
[ "${#nodes[@]}" = 3 ] || compose_die "${#nodes[@]} node containers, not 3"
lb=$(containers_of lb)
[ -n "$lb" ] && [ -n "$(containers_of nats)" ] || compose_die "no lb or nats container"
for c in "${nodes[@]}"; do
    wait_healthy "$c" 120
done
wait_healthy "$lb" 60
ids=$(for c in "${nodes[@]}"; do podman logs "$c" 2>&1 | grep -o 'node=[^ ]*' | head -n 1; done | sort -u | wc -l)
[ "$ids" = 3 ] || compose_die "the three nodes do not have three node ids"

say "compose: a game through Caddy, every node restarted mid-game, the game finished"
mkdir -p "$work/cluster"
python3 "$here/game.py" start "$albion" "$compose_url" "$work/cluster" \
    || compose_die "the game through the cluster failed"
podman restart --time 30 "${nodes[@]}" >>"$work/compose.log" 2>&1 || compose_die "restarting the nodes failed"
for c in "${nodes[@]}"; do
    wait_healthy "$c" 120
done
python3 "$here/game.py" finish "$albion" "$compose_url" "$work/cluster" \
    || compose_die "the game after the nodes' restart failed"

say "compose: podman-compose --profile cluster stop (SIGTERM)"
pc --profile cluster stop >>"$work/compose.log" 2>&1 || compose_die "podman-compose stop failed"
for c in "${nodes[@]}"; do
    clean_stop "$c"
done
compose_down || compose_die "podman-compose down failed"
kill "$health_pid" 2>/dev/null || true
health_pid=
say "compose passed"
