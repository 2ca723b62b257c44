// The Node flags the API process runs with (package.json start scripts, the e2e server, the read benchmarks; the
// image's CMD and NODE_OPTIONS, checked against this list by api-node-flags.unit.spec.ts). Run directly it prints
// them for a shell; `--embedded` prints those of the embedded default (npm start):
//   node $(node tools/runtime/api-node-flags.mjs) apps/api/dist/main.js
//   node $(node tools/runtime/api-node-flags.mjs --embedded) apps/api/dist/main.embedded.js
//
// --experimental-async-context-frame: AsyncLocalStorage (the embedded OpenID provider's) kept in V8's context
// frame instead of a promise hook on every promise of every request, as Node 24 does by default; about a tenth
// of a signed-in request's CPU on Node 22 (issue 22, docs/benchmarks.md). Node 20 lacks it and runs without it.
const nodeOptions = ['--experimental-async-context-frame'].filter((flag) =>
  process.allowedNodeEnvironmentFlags.has(flag),
);

// --heap-growing-percent=60: V8 lets the old generation grow to 1.6 times what the last full collection kept
// instead of its default (up to 4 times, by its measured speed). Under 8 clients the API's requests outlive young
// collections and are promoted: with the default the heap reached 240 MB used, 70 MB of it live, and the process
// 360-424 MB RSS in the charts-data benchmark; with 1.6 at most 288 MB for the same throughput (issue 22:
// < 300 MB; 1.5 cost a tenth of the throughput in major collections, 1.75 reached 301 MB: docs/benchmarks.md).
// A V8 flag, which Node refuses in NODE_OPTIONS: the command line only (every Node this product runs on has it).
// Not on the embedded default: there PGlite, the projector and the API share one heap, larger and longer-lived,
// and the more frequent full collections cost signed-in reads about 8 % (embedded-read benchmark, docs/benchmarks.md).
const v8Flags = ['--heap-growing-percent=60'];

// A script, not a module: its callers are shells, the e2e config and specs that run it. `--json` prints the two
// lists apart (api-node-flags.unit.spec.ts checks the image and manifests against them).
const mode = process.argv[2];
process.stdout.write(
  mode === '--json'
    ? JSON.stringify({ nodeOptions, v8Flags })
    : (mode === '--embedded' ? nodeOptions : [...nodeOptions, ...v8Flags]).join(' '),
);
