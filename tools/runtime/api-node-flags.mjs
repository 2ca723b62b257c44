// The Node flags the API process runs with, where this Node has them (package.json start scripts, the e2e server,
// the read benchmarks; the image sets them in NODE_OPTIONS). Run directly it prints them for a shell:
//   node $(node tools/runtime/api-node-flags.mjs) apps/api/dist/main.js
//
// --experimental-async-context-frame: AsyncLocalStorage (the embedded OpenID provider's) kept in V8's context
// frame instead of a promise hook on every promise of every request, as Node 24 does by default; about a tenth
// of a signed-in request's CPU on Node 22 (issue 22, docs/benchmarks.md). Node 20 lacks it and runs without it.
const WANTED = ['--experimental-async-context-frame'];

export const apiNodeFlags = WANTED.filter((flag) => process.allowedNodeEnvironmentFlags.has(flag));

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(apiNodeFlags.join(' '));
