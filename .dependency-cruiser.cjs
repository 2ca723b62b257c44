// Import direction: domain -> nothing; contracts -> zod only; database -> nothing of ours; event-store -> database;
// command-handling -> event-store; read-models -> domain, contracts, database, event-store;
// tests (*.spec.ts) may also use test libraries such as fast-check;
// projector -> the libs (its testing/ also command-handling);
// api -> the libs, never the projector (only main.embedded.ts composes both);
// web -> contracts only.
// Inside apps/web: app -> features -> components -> lib/i18n, never back (features never import each other).
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
      comment: 'A web feature never imports another feature; shared code goes to src/components or src/lib.',
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
      name: 'command-handling-over-event-store',
      comment:
        'libs/command-handling (the one command path) builds on the event-store port and nothing else of ours.',
      severity: 'error',
      from: { path: '^libs/command-handling/src', pathNot: '\\.spec\\.ts$' },
      to: { path: '^(libs|apps)/', pathNot: ['^libs/command-handling/src', '^libs/event-store/src'] },
    },
    {
      name: 'web-features-not-app',
      comment:
        'Only src/app (router, layouts, composition) imports features; a feature never imports src/app. What it needs from there belongs in src/lib (non-UI) or src/components (UI).',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-components-not-app',
      comment: 'Shared web UI (src/components) never imports src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-lib-below-ui',
      comment:
        'src/lib and src/i18n are the bottom layer of the web app: they never import app, features or components.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|i18n)/' },
      to: { path: '^apps/web/src/(app|features|components)/' },
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
