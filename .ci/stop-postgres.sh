#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f .tmp/ci-postgres.env ] || exit 0
# shellcheck disable=SC1091
source .tmp/ci-postgres.env
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DATA" -m fast stop >/dev/null || true
