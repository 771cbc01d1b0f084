#!/bin/sh
# The postgres stand-in's entrypoint (postgres.Containerfile): on the first start, a cluster in
# PGDATA whose superuser is POSTGRES_USER (default postgres) with POSTGRES_PASSWORD, and the
# database POSTGRES_DB (default: the user's name); then the server, as user postgres, listening on
# every address with password authentication (scram-sha-256) for connections from the network.
# setpriv, not runuser, for the server: it execs, so the stop signal reaches postgres itself.
set -eu
if [ "${1:-}" != postgres ]; then
    exec "$@"
fi
shift
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
    user=${POSTGRES_USER:-postgres}
    db=${POSTGRES_DB:-$user}
    pwfile=$(mktemp)
    printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
    chown postgres "$pwfile"
    runuser -u postgres -- initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" \
        --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
    if [ "$db" != postgres ]; then
        runuser -u postgres -- pg_ctl -D "$PGDATA" -w -o "-c listen_addresses=''" start >/dev/null
        runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -U "$user" -d postgres \
            -c "CREATE DATABASE \"$db\""
        runuser -u postgres -- pg_ctl -D "$PGDATA" -w -m fast stop >/dev/null
    fi
    echo "postgres stand-in: cluster made for user $user, database $db"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*' "$@"
