#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: installs Debian's
# PostgreSQL when missing, starts a cluster in a temp dir on a spare port,
# exports DATABASE_URL, runs "$@", and always stops the server afterwards.
# Usage: bash scripts/ci/with-postgres.sh npm run test:postgres
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  echo "[postgres] installing Debian's PostgreSQL"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(pg_bin)
PORT=${PG_TEST_PORT:-54329}
DIR=$(mktemp -d /tmp/lucky-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -l "$DIR/log" -w start >/dev/null
"$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qc 'CREATE DATABASE lucky' >/dev/null
echo "[postgres] $("$BIN/postgres" --version) on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/lucky"
"$@"
