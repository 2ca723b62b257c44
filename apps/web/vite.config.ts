/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const contractsEntry = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiOrigin = 'http://127.0.0.1:3000';

// The API serves dist/ with an SPA fallback, so every URL the app uses is relative.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@ghg/contracts': contractsEntry } },
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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
