#!/usr/bin/env bash
# What .ci/run needs from outside npm, fetched while `npm ci && npm test` keeps the cores busy: the Debian packages
# (PostgreSQL, Chromium, Java and Maven for the Kafka broker, Go for the deploy check) in one apt-get, then the
# Kafka jars from Maven Central, then the deploy check's Go programs are compiled. Each later step still checks for
# its own tools, so a step run alone works too.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
command -v mvn >/dev/null 2>&1 || missing+=(maven)
command -v go >/dev/null 2>&1 || missing+=(golang-go)
if [ ${#missing[@]} -gt 0 ]; then
  echo "provision: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ -f test/kafka/broker.sh ]; then bash test/kafka/broker.sh fetch; fi
# The deploy check's Go programs (k8s.io/api alone is minutes of compiling) build here, at the lowest priority so
# npm test keeps the cores it uses; the check then finds them in Go's caches.
if [ -f .ci/deploy-check.sh ]; then nice -n 19 bash .ci/deploy-check.sh build; fi
echo "provision: done"
