// @platformatic/kafka is an ES module only. Our CommonJS build require()s it natively (Node 22); jest's module
// sandbox cannot, so under jest (moduleNameMapper in jest.config.js) the real package is required through the
// main realm's loader, as PGlite and oidc-provider are (libs/database/src/pglite-db.ts, apps/api/src/auth/esm-package.ts).
const vm = require('node:vm');

const mainProcess = vm.runInThisContext('process');
const { createRequire } = mainProcess.getBuiltinModule('node:module');
module.exports = createRequire(__filename)('@platformatic/kafka');
