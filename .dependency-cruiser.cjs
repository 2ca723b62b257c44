// Import direction: domain -> nothing; contracts -> zod only; database -> nothing of ours; event-store -> database;
// read-models -> domain, contracts, database, event-store; tests (*.spec.ts) may also use test libraries such as
// fast-check; projector -> the libs; api -> the libs, never the projector (only main.embedded.ts composes both);
// web -> contracts only.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'libs/domain imports nothing but itself (no framework, no I/O).',
      severity: 'error',
      from: { path: '^libs/domain/src', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['^libs/domain/src'] },
    },
    {
      name: 'contracts-zod-only',
      comment: 'libs/contracts imports only zod and itself.',
      severity: 'error',
      from: { path: '^libs/contracts/src', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: ['^libs/contracts/src', 'node_modules/zod'] },
    },
    {
      name: 'web-only-contracts',
      comment: 'apps/web may use libs/contracts, never the domain, the database or the server apps.',
      severity: 'error',
      from: { path: '^apps/web/src' },
      to: { path: ['^libs/(domain|database|event-store)', '^apps/(api|projector)'] },
    },
    {
      name: 'web-features-independent',
      comment: 'A web feature never imports another feature; shared code goes to src/components or src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-not-features',
      comment: 'Shared web UI (src/components) never imports a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'libs-never-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'projector-not-api',
      severity: 'error',
      from: { path: '^apps/projector/src' },
      to: { path: ['^apps/(api|web)'] },
    },
    {
      name: 'api-not-projector',
      comment:
        'apps/api reads the read models through libs/read-models; only the embedded entrypoint composes API and projector.',
      severity: 'error',
      from: { path: '^apps/api/src', pathNot: '^apps/api/src/main\\.embedded\\.ts$' },
      to: { path: ['^apps/projector', '@ghg/projector'] },
    },
    {
      name: 'api-not-web-code',
      severity: 'error',
      from: { path: '^apps/api/src' },
      to: { path: '^apps/web/src' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
