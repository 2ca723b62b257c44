#!/usr/bin/env bash
# Schemathesis against the built app in embedded mode (API, projector and PGlite in one process) on a throwaway
# data dir, signed in as each demo role: REST from /api/openapi.json, GraphQL from its schema. Fails on any
# response >= 500, any answer outside the document's response schemas, or fewer than 10,000 requests.
# Reports: test-results/schemathesis/<role>-{rest,graphql}/ (JUnit XML, NDJSON, the run's output).
#   bash test/fuzz/schemathesis.sh [--roles administrator,auditor] [--max-examples N] [--seed N]
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT=${FUZZ_PORT:-3206}
VENV=.tmp/schemathesis-venv
OUT=test-results/schemathesis

if [ ! -x "$VENV/bin/schemathesis" ]; then
  rm -rf "$VENV"
  # Debian splits venv out of python3: install it when it is missing (CI runs as root).
  if ! python3 -m venv "$VENV" 2>/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    rm -rf "$VENV" && python3 -m venv "$VENV"
  fi
  "$VENV/bin/pip" install --quiet --disable-pip-version-check 'schemathesis==4.32.5'
fi
[ -f apps/api/dist/main.embedded.js ] || npm run build:node

rm -rf "$OUT" && mkdir -p "$OUT"
node -e "process.stdout.write(require('./apps/api/dist/graphql/schema.graphql.js').typeDefs)" >"$OUT/schema.graphql"

DATA=$(mktemp -d /tmp/ghg-fuzz-XXXXXX)
# Many sign-ins and magic-link calls on purpose: the per-client limit would answer 429 to most of them.
GHG_DATA_DIR="$DATA" PORT="$PORT" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$PORT" \
  AUTH_RATE_LIMIT_PER_MINUTE=1000000 LOG_LEVEL=warn \
  node apps/api/dist/main.embedded.js >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$OUT/server.log"; exit 1; }
  sleep 1
done

started=$(date +%s)
"$VENV/bin/python" test/fuzz/run_schemathesis.py --base "http://127.0.0.1:$PORT" \
  --graphql-schema "$OUT/schema.graphql" --out "$OUT" --schemathesis "$VENV/bin/schemathesis" "$@"
echo "schemathesis: $(($(date +%s) - started)) s; reports in $OUT"
