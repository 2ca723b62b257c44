import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type FakeThirdParties, startFakeThirdParties } from '../support/fake-third-parties';

/**
 * A second app of the e2e run with the optional third parties configured (issue 21): the analytics container and
 * the chat widget (which fails its first load) from a local fake server, and a fake WordPress content site. The
 * run's main app keeps them off, as a default installation does, so the other journeys see no cookie banner.
 * Ports: the fake at E2E_PORT + 2000, the app at E2E_PORT + 2.
 */
export interface ThirdPartyApp {
  baseURL: string;
  fake: FakeThirdParties;
  stop(): Promise<void>;
}

const appPort = Number(process.env.E2E_PORT ?? 3100) + 2;
export const THIRD_PARTY_BASE_URL = `http://127.0.0.1:${appPort}`;

export async function startThirdPartyApp(): Promise<ThirdPartyApp> {
  const fake = await startFakeThirdParties(Number(process.env.E2E_PORT ?? 3100) + 2000);
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-third-party`;
  const root = join(__dirname, '..', '..');
  const app: ChildProcess = spawn(process.execPath, ['apps/api/dist/main.embedded.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(appPort),
      GHG_DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SMTP_URL: '',
      ANALYTICS_TAG_ID: 'GTM-E2ETEST',
      ANALYTICS_SCRIPT_ORIGIN: fake.url,
      CHAT_WIDGET_URL: `${fake.url}/chat-widget.js?fail-first=1`,
      CHAT_WIDGET_KEY: 'e2e-chat-key',
      WORDPRESS_URL: fake.url,
      ARTICLES_CACHE_SECONDS: '0',
    },
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    const up = await fetch(`${THIRD_PARTY_BASE_URL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || app.exitCode !== null) {
      app.kill();
      await fake.close();
      throw new Error('the third-party app did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL: THIRD_PARTY_BASE_URL,
    fake,
    async stop() {
      await new Promise<void>((resolve) => {
        app.once('exit', () => resolve());
        app.kill('SIGTERM');
      });
      await fake.close();
      rmSync(join(root, dataDir), { recursive: true, force: true });
      rmSync(join(root, `${dataDir}.lock`), { force: true });
    },
  };
}
