// Two tiers by file suffix: unit (no I/O) and int (PGlite by default, PostgreSQL when DATABASE_URL is set).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@ghg/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@ghg/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@ghg/database$': '<rootDir>/libs/database/src/index.ts',
  '^@ghg/event-store$': '<rootDir>/libs/event-store/src/index.ts',
  '^@ghg/command-handling$': '<rootDir>/libs/command-handling/src/index.ts',
  '^@ghg/read-models$': '<rootDir>/libs/read-models/src/index.ts',
  '^@ghg/projector$': '<rootDir>/apps/projector/src/index.ts',
  '^@platformatic/kafka$': '<rootDir>/test/support/platformatic-kafka.cjs',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/'],
};
// Suites that walk the HTTP surface (every route × tenant, every hostile input), compare the served API with its
// published documents (OpenAPI, GraphQL SDL), refuse GraphQL documents before execution, and the import-direction
// lint: their outcome does not depend on the database engine (PGlite is PostgreSQL's own engine), so .ci/run's
// PostgreSQL tier skips them (INT_SKIP_ENGINE_NEUTRAL=1) after npm test ran them on PGlite.
const ENGINE_NEUTRAL = [
  '<rootDir>/test/tenant-isolation/',
  '<rootDir>/test/fuzz/hostile-requests',
  '<rootDir>/test/lint/',
  '<rootDir>/apps/api/src/openapi/openapi-routes.int.spec.ts',
  '<rootDir>/apps/api/src/graphql/published-schema.int.spec.ts',
  '<rootDir>/apps/api/src/graphql/limits/graphql-limits.int.spec.ts',
];
// Suites about PGlite itself (they open PGlite whatever DATABASE_URL says): a PostgreSQL run would repeat them.
const PGLITE_ONLY = ['<rootDir>/libs/database/src/data-dir-lock.int.spec.ts'];
/** @type {import('jest').Config} */
module.exports = {
  // testTimeout is a global option: inside a project it is ignored. Unit tests are fast; integration tests may
  // start databases and child processes.
  testTimeout: 120000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,apps,tools,bench}/**/*.unit.spec.ts'] },
    // package.json's test:int adds --workerIdleMemoryLimit=200MB (a global option, so not here): a worker keeps what
    // every suite before it loaded (the API's modules, PGlite's heap), 450–550 MB by its fifteenth suite, and each
    // suite then ran slower for the garbage collection. Replacing a worker above 200 MB took a 30-suite slice from
    // 159 s to 133 s; the unit tier is faster without it (39 s against 49 s).
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/{libs,apps,test}/**/*.int.spec.ts'],
      testPathIgnorePatterns: [
        ...common.testPathIgnorePatterns,
        ...(process.env.INT_SKIP_ENGINE_NEUTRAL === '1' ? ENGINE_NEUTRAL : []),
        ...(process.env.DATABASE_URL ? PGLITE_ONLY : []),
      ],
      globalSetup: '<rootDir>/test/support/int-global-setup.ts',
    },
  ],
};
