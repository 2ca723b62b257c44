/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
// The one file of contracts the entry needs (validation texts, no zod): imported by itself, not through the index.
const validationMessagesFile = fileURLToPath(
  new URL('../../libs/contracts/src/validation/validation-messages.ts', import.meta.url),
);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiOrigin = 'http://127.0.0.1:3000';

// The chunk graph of the first visit (bench/web, docs/benchmarks.md). Left alone, Rolldown put react, the JSX
// runtime and i18next in chunks of their own beside a near-empty entry, and split the app shell's libraries into
// some 30 small shared chunks fetched one wave after another: Lighthouse fell to 93–94. 'index' keeps the entry
// code with react and i18next in one file (the entry script left is a 0.4 KB stub importing it, preloaded from
// index.html); 'vendor' is every library the pages share, in one file loaded with the app shell. The charts
// (ApexCharts), forms (react-hook-form) and validation (zod) stay with the pages that use them.
const CHUNK_GROUPS = [
  {
    name: 'index',
    test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]|[\\/]src[\\/](main\.tsx|i18n[\\/][^\\/]+\.ts)$/,
    priority: 2,
  },
  {
    name: 'vendor',
    test: /node_modules[\\/](?!(apexcharts|react-apexcharts|zod|react-hook-form|@hookform)[\\/])/,
    priority: 1,
  },
];

// The API serves dist/ with an SPA fallback, so every URL the app uses is relative.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@ghg\/contracts$/, replacement: contractsEntry },
      { find: /^@ghg\/contracts\/validation-messages$/, replacement: validationMessagesFile },
    ],
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/graphql': apiOrigin,
      '/api': apiOrigin,
      '/healthz': apiOrigin,
      '/readyz': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/graphql': apiOrigin,
      '/api': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  // Model tests run in node; a component test (*.test.tsx) names its DOM with a `@vitest-environment` docblock.
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
