import { defineConfig, devices } from '@playwright/test';
import { smtpPortOf } from './mail-sink';

// Debian's Chromium: the registry cannot ship Playwright's own browser builds here.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh database for every run, so the journeys start from the seeded demo company only.
// Kept in the environment so every process that reads this config agrees on it.
const dataDir = (process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.spec.ts',
  // run-shards.mjs runs the long files apart from the rest (E2E_IGNORE: comma-separated file names).
  testIgnore: (process.env.E2E_IGNORE ?? '')
    .split(',')
    .filter(Boolean)
    .map((file) => `**/${file}`),
  globalSetup: './global-setup.ts',
  // run-shards.mjs gives each shard its own folder of traces and screenshots.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // Recording a trace (screencast frames and DOM snapshots) for every journey cost 40 % of Chromium's CPU on two
    // cores (a data-entry file: 85 → 49 s of CPU, 150 → 89 s of wall time). CI retries a failure once and keeps
    // that retry's trace; E2E_TRACE=1 records one for every failure, as a local run has no retry.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    locale: 'pl-PL',
    // The app honours reduced motion (theme.ts): no transitions to wait for or to paint, on two shared cores.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node $(node tools/runtime/api-node-flags.mjs --embedded) apps/api/dist/main.embedded.js',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every journey signs in, so the sign-in rate limit is raised for this one client. The outbox's e-mails go
    // to the run's SMTP sink (global-setup.ts), where the forgot-password journey reads its link.
    env: {
      PORT: String(port),
      GHG_DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: `smtp://user:secret@127.0.0.1:${smtpPortOf(port)}`,
    },
  },
});
