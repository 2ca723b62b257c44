#!/usr/bin/env bash
# Kafka relay suites against a real broker without Docker: Apache Kafka's jars from Maven Central (pinned in
# test/kafka/broker-pom.xml), a single KRaft node on 127.0.0.1 under Java 17, then the relay tests (order, broker
# outage, kill -9 of the relay) and the relay benchmark. Installs Java/Maven/PostgreSQL when missing; exits
# non-zero when a test fails. Uses CI_DATABASE_URL (from .ci/run) or starts its own PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n-- kafka: %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }
# The Kafka client needs Node >= 22.22; a no-op when .ci/run already put Node 22 first on PATH.
# shellcheck source=.ci/use-node22.sh
source .ci/use-node22.sh

missing=()
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
command -v mvn >/dev/null 2>&1 || missing+=(maven)
if [ ${#missing[@]} -gt 0 ]; then
  step "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
[ -d node_modules ] || npm ci --no-audit --no-fund

cleanup() {
  bash test/kafka/broker.sh stop || true
  if [ -n "${OWN_POSTGRES:-}" ]; then
    bash .ci/stop-postgres.sh || true
    # start-postgres.sh wrote its URLs over any earlier cluster's: put those back.
    if [ -f .tmp/ci-postgres.env.before-kafka ]; then mv .tmp/ci-postgres.env.before-kafka .tmp/ci-postgres.env; fi
  fi
}
trap cleanup EXIT

if [ -z "${CI_DATABASE_URL:-}" ]; then
  step "PostgreSQL (the kill -9 test shares it between processes)"
  OWN_POSTGRES=1
  if [ -f .tmp/ci-postgres.env ]; then cp .tmp/ci-postgres.env .tmp/ci-postgres.env.before-kafka; fi
  CI_PG_PORT=${KAFKA_CI_PG_PORT:-54339} CI_PG_DATA=/tmp/ghg-kafka-ci-postgres bash .ci/start-postgres.sh
  # shellcheck disable=SC1091
  source .tmp/ci-postgres.env
fi

step "broker: fetch Kafka jars with Maven, format, start"
bash test/kafka/broker.sh reset
bash test/kafka/broker.sh start
export "$(bash test/kafka/broker.sh env)"

step "relay tests (PostgreSQL, real broker)"
KAFKA_TEST_OWNS_BROKER=1 DATABASE_URL="$CI_DATABASE_URL" \
  NODE_OPTIONS='--experimental-vm-modules --no-warnings=ExperimentalWarning' \
  npx jest test/kafka --selectProjects int --runInBand

step "example consumer typechecks"
npx tsc -p examples/kafka-consumer/tsconfig.json

step "README production section step by step: two APIs, projector with the relay, rebuild, the example consumer"
# Runs the commands of README.md's blocks marked <!-- readme-test: production --> (needs npm run build first).
DATABASE_URL="$CI_DATABASE_URL" npx tsx test/smoke/readme-production.ts

step "benchmark: relay throughput and end-to-end lag"
DATABASE_URL="$CI_DATABASE_URL" npx tsx bench/kafka/run.ts
