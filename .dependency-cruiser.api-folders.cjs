// apps/api's folders form no cycle: a feature folder may use shared/, config/, context/, http/, access/, auth/
// and mail/ (and another feature's exported service), never the other way round. A separate run because tests
// (*.spec.ts) are left out: an integration test may start the whole app from any folder.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-folders-acyclic',
      comment:
        'A folder of apps/api never depends, directly or through others, on a folder that depends on it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [...base.options.exclude.path, '\\.spec\\.ts$'] },
  },
};
