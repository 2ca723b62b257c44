#!/usr/bin/env bash
# Production shape: `start:api` and `start:projector` as two processes on PostgreSQL (DATABASE_URL).
# Checks /healthz and /readyz of both, saves the initial questions through the API and reads them back once the
# separate projector has passed the command's position. Needs `npm run build` first. Exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATABASE_URL:?DATABASE_URL must point at a PostgreSQL database}"
API_PORT=${SMOKE_API_PORT:-3300}
PROJECTOR_PORT=${SMOKE_PROJECTOR_PORT:-3301}
mkdir -p .tmp
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT

PORT=$API_PORT LOG_LEVEL=warn node apps/api/dist/main.js > .tmp/smoke-api.log 2>&1 & pids+=($!)
PROJECTOR_PORT=$PROJECTOR_PORT LOG_LEVEL=warn node apps/projector/dist/main.js > .tmp/smoke-projector.log 2>&1 & pids+=($!)

wait_for() {
  for _ in $(seq 1 60); do curl -fs "$1" >/dev/null 2>&1 && return 0; sleep 0.5; done
  echo "FAIL: $1 did not answer"; cat .tmp/smoke-api.log .tmp/smoke-projector.log; exit 1
}
wait_for "http://127.0.0.1:$API_PORT/healthz"
wait_for "http://127.0.0.1:$PROJECTOR_PORT/healthz"
curl -fs "http://127.0.0.1:$API_PORT/readyz" | grep -q '"database":"ok"' || { echo "FAIL: api /readyz"; exit 1; }
curl -fs "http://127.0.0.1:$PROJECTOR_PORT/readyz" | grep -q '"projections"' || { echo "FAIL: projector /readyz"; exit 1; }

gql() { curl -fs -X POST "http://127.0.0.1:$API_PORT/graphql" -H 'content-type: application/json' "$@"; }
industry=$(shuf -n1 -e BANKING RETAIL TOURISM INSURANCE)
answer=$(gql -d "{\"query\":\"mutation { updateInitialQuestions(input: {industry: \\\"$industry\\\", country: \\\"PL\\\", peopleAmount: \\\"SMALL_COMPANY\\\", annualRevenue: \\\"LESS_THAN_500K\\\", description: \\\"smoke $$\\\"}) { position changed } }\"}")
position=$(echo "$answer" | sed -n 's/.*"position":"\([0-9]*\)".*/\1/p')
[ -n "$position" ] || { echo "FAIL: no position in $answer"; exit 1; }
read=$(gql -H "x-wait-for-position: $position" -D .tmp/smoke-headers.txt -d '{"query":"{ initialQuestions { industry description } auditLog(limit: 5) { field after } }"}')
grep -qi 'x-projections-caught-up: true' .tmp/smoke-headers.txt || { echo "FAIL: projector did not catch up: $read"; cat .tmp/smoke-projector.log; exit 1; }
echo "$read" | grep -q "\"industry\":\"$industry\"" || { echo "FAIL: read model does not show the write: $read"; exit 1; }
echo "$read" | grep -q "\"description\":\"smoke $$\"" || { echo "FAIL: description missing: $read"; exit 1; }
echo "$read" | grep -q '"field":"description"' || { echo "FAIL: audit log misses the change: $read"; exit 1; }
echo "production-mode smoke: api + projector on PostgreSQL OK (position $position)"
echo "1 passed, 0 failed"
