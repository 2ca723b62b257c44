#!/usr/bin/env bash
# Installs PostgreSQL from Debian packages if missing and starts a throwaway cluster on 127.0.0.1:54329.
# Writes the connection URLs to .tmp/ci-postgres.env. Used by .ci/run; handy locally too.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${CI_PG_PORT:-54329}
PGDATA_DIR=${CI_PG_DATA:-/tmp/ghg-ci-postgres}
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ -f "$PGDATA_DIR/postmaster.pid" ]; then as_pg "$BIN/pg_ctl" -D "$PGDATA_DIR" -m immediate stop || true; fi
rm -rf "$PGDATA_DIR"
mkdir -p "$PGDATA_DIR"
[ "$(id -u)" = 0 ] && chown postgres "$PGDATA_DIR"
as_pg "$BIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$BIN/pg_ctl" -D "$PGDATA_DIR" -l "$PGDATA_DIR/server.log" -w \
  -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on" start >/dev/null
"$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qc "create database ghg_bench" -qc "create database ghg_smoke" >/dev/null
mkdir -p .tmp
cat > .tmp/ci-postgres.env <<ENV
export CI_PG_BIN=$BIN
export CI_PG_DATA=$PGDATA_DIR
export CI_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres
export CI_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/ghg_bench
export CI_SMOKE_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/ghg_smoke
ENV
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') running on 127.0.0.1:$PORT"
