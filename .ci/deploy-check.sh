#!/usr/bin/env bash
# Validates deploy/ offline: the Kubernetes manifests decoded strictly into the API's Go types (k8s.io/api) plus
# our deployment rules (replicas, probes, requests, secrets), the compose file loaded by compose-go (the loader of
# Docker Compose v2: schema, interpolation, references), a self-test that broken files are refused, and
# kubeconform when its schema host is reachable (it is not on this project's machines: it downloads JSON schemas
# at run time). Go modules come through the Go module proxy; everything builds under .tmp/go.
# `deploy-check.sh build` only downloads and compiles (the validator and kubeconform): .ci/provision.sh runs it
# in the background while npm test runs, so the check itself later finds both in Go's caches.
set -euo pipefail
MODE=${1:-check}
cd "$(dirname "$0")/.."
ROOT=$(pwd)
KUBECONFORM_VERSION=v0.7.0
export GOPATH="$ROOT/.tmp/go" GOFLAGS=-modcacherw
step() { printf '\n-- deploy: %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

if ! command -v go >/dev/null 2>&1; then
  step "installing Go"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq golang-go >/dev/null
fi

step "building deploy/validate (k8s.io/api, compose-go)"
(cd deploy/validate && go build -o "$ROOT/.tmp/deploy-validate" .)
VALIDATE="$ROOT/.tmp/deploy-validate"
if [ "$MODE" = build ]; then
  step "building kubeconform $KUBECONFORM_VERSION"
  go install "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION"
  exit 0
fi

step "Kubernetes manifests"
"$VALIDATE" k8s deploy/k8s

step "compose file"
"$VALIDATE" compose deploy/compose.yaml deploy/compose.env.example

step "self-test: broken files are refused"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -r deploy/k8s "$scratch/k8s"
sed -i 's/          readinessProbe:/          readinessProbes:/' "$scratch/k8s/api.yaml"
if "$VALIDATE" k8s "$scratch/k8s" >/dev/null 2>&1; then echo "validator accepted an unknown field" >&2; exit 1; fi
sed 's/      replicas: 2/      replica: 2/' deploy/compose.yaml >"$scratch/compose.yaml"
if "$VALIDATE" compose "$scratch/compose.yaml" deploy/compose.env.example >/dev/null 2>&1; then
  echo "validator accepted a compose file that breaks the schema" >&2
  exit 1
fi
echo "refused both, as it should"

step "kubeconform $KUBECONFORM_VERSION (needs its schema host)"
go install "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM_VERSION"
manifests=$(find deploy/k8s -name '*.yaml' ! -name kustomization.yaml | sort)
# shellcheck disable=SC2086
if output=$("$GOPATH/bin/kubeconform" -strict -summary $manifests 2>&1); then
  echo "$output"
elif grep -q 'failed downloading schema' <<<"$output"; then
  echo "kubeconform cannot download its schemas here (no network beyond package registries);"
  echo "the strict decoding into k8s.io/api types above is the offline check."
else
  echo "$output" >&2
  exit 1
fi
