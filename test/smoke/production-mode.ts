/**
 * Production shape: `start:api` and `start:projector` as two processes on PostgreSQL (DATABASE_URL, an empty
 * database). Checks /healthz and /readyz of both; that the API starts with no demo company and no demo account;
 * creates the first provider administrator with `provider-admin:create` (once: a second run is refused) and signs
 * in as them. Then restarts the API with GHG_SEED_DEMO=1, signs in as the demo administrator through the embedded
 * OpenID provider, saves the initial questions through the API and reads them back once the separate projector has
 * passed the command's position. Needs `npm run build` first. Run: `DATABASE_URL=… npx tsx test/smoke/production-mode.ts`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { HttpBrowser } from '../support/http-browser.js';

const root = path.resolve(__dirname, '../..');
const apiPort = Number(process.env['SMOKE_API_PORT'] ?? 3300);
const projectorPort = Number(process.env['SMOKE_PROJECTOR_PORT'] ?? 3301);
const demoEmail = 'admin@demo.ghg-ledger.local';
const demoPassword = process.env['DEMO_PASSWORD'] ?? 'Demo-Ledger-2026!';
const providerAdmin = { email: 'admin@provider-smoke.pl', password: 'Provider-Smoke-2026!' };

function start(name: string, script: string, env: Record<string, string>): ChildProcess {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const log = createWriteStream(path.join(root, '.tmp', `smoke-${name}.log`));
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer (see .tmp/smoke-*.log)`);
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** `npm run provider-admin:create` with the password on stdin: its exit code and output. */
function createProviderAdmin(): { status: number | null; output: string } {
  const run = spawnSync(
    process.execPath,
    [
      'apps/api/dist/bootstrap/create-provider-admin.cli.js',
      '--email',
      providerAdmin.email,
      '--first-name',
      'Ada',
      '--last-name',
      'Nowak',
    ],
    { cwd: root, env: process.env, input: `${providerAdmin.password}\n`, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Production starts empty: no demo account signs in; the bootstrap command makes the first provider admin. */
async function checkEmptyStart(api: string): Promise<void> {
  const demo = await new HttpBrowser(api).signIn(demoEmail, demoPassword);
  check(
    !demo.landed,
    'start:api without GHG_SEED_DEMO must have no demo account, but the demo admin signed in',
  );
  const created = createProviderAdmin();
  check(created.status === 0, `provider-admin:create failed: ${created.output}`);
  const again = createProviderAdmin();
  check(
    again.status !== 0 && /Refused/.test(again.output),
    `a second provider-admin:create: ${again.output}`,
  );
  // Sign-in finds the person in the read models: the separate projector has to pass the new events first.
  type Listed = { me: { role: string }; backofficeOrganizations: { demo: boolean }[] };
  let listed: { status: number; body: Record<string, unknown> } = { status: 0, body: {} };
  for (let i = 0; i < 40; i++) {
    const browser = new HttpBrowser(api);
    await browser.signIn(providerAdmin.email, providerAdmin.password);
    listed = await browser.graphql('{ me { role } backofficeOrganizations { name demo } }');
    if (listed.status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const data = (listed.body as { data?: Listed }).data;
  check(
    data?.me.role === 'provider-supervisor',
    `provider admin: ${listed.status} ${JSON.stringify(listed.body)}`,
  );
  check(
    data.backofficeOrganizations.length === 1 && !data.backofficeOrganizations[0]!.demo,
    `production must hold only the provider's organization: ${JSON.stringify(data.backofficeOrganizations)}`,
  );
}

async function main(): Promise<void> {
  if (!process.env['DATABASE_URL']) throw new Error('DATABASE_URL must point at a PostgreSQL database');
  // Sign-in is retried below while the projector catches up: no rate limit in the way.
  const apiEnv = { PORT: String(apiPort), DEMO_PASSWORD: demoPassword, AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
  const children = [
    start('api', 'apps/api/dist/main.js', apiEnv),
    start('projector', 'apps/projector/dist/main.js', { PROJECTOR_PORT: String(projectorPort) }),
  ];
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${api}/healthz`);
    await checkEmptyStart(api);
    await stopped(children[0]!);
    children[0] = start('api-demo', 'apps/api/dist/main.js', { ...apiEnv, GHG_SEED_DEMO: '1' });
    await waitFor(`${api}/healthz`);
    await waitFor(`http://127.0.0.1:${projectorPort}/healthz`);
    const apiReady = (await (await fetch(`${api}/readyz`)).json()) as { database?: string };
    check(apiReady.database === 'ok', `api /readyz: ${JSON.stringify(apiReady)}`);
    const projectorReady = (await (await fetch(`http://127.0.0.1:${projectorPort}/readyz`)).json()) as object;
    check('projections' in projectorReady, `projector /readyz: ${JSON.stringify(projectorReady)}`);

    const browser = new HttpBrowser(api);
    const anonymous = await browser.graphql('{ me { email } }');
    check(anonymous.status === 401, `without a session the API must answer 401, got ${anonymous.status}`);
    const signedIn = await browser.signIn(demoEmail, demoPassword);
    check(signedIn.landed, `sign-in failed with status ${signedIn.status}`);

    const industry = ['BANKING', 'RETAIL', 'TOURISM', 'INSURANCE'][Date.now() % 4]!;
    const description = `smoke ${process.pid}`;
    const saved = await browser.graphql(
      'mutation($input: InitialQuestionsInput!) { updateInitialQuestions(input: $input) { position } }',
      {
        input: {
          industry,
          country: 'PL',
          peopleAmount: 'SMALL_COMPANY',
          annualRevenue: 'LESS_THAN_500K',
          description,
        },
      },
    );
    const position = (saved.body as { data?: { updateInitialQuestions?: { position?: string } } }).data
      ?.updateInitialQuestions?.position;
    check(position, `no position in ${JSON.stringify(saved.body)}`);
    const read = await browser.graphql(
      '{ initialQuestions { industry description } auditLog(limit: 5) { field after } }',
      undefined,
      { 'x-wait-for-position': position },
    );
    check(read.headers.get('x-projections-caught-up') === 'true', 'the separate projector did not catch up');
    const data = (
      read.body as { data: { initialQuestions: Record<string, unknown>; auditLog: { field: string }[] } }
    ).data;
    check(
      data.initialQuestions['industry'] === industry,
      `read model misses the write: ${JSON.stringify(data)}`,
    );
    check(
      data.initialQuestions['description'] === description,
      `description missing: ${JSON.stringify(data)}`,
    );
    check(
      data.auditLog.some((e) => e.field === 'description'),
      'the audit log misses the change',
    );
    console.log(
      `production-mode smoke: api + projector on PostgreSQL, empty start, provider admin, demo on request, OK (position ${position})`,
    );
    console.log('1 passed, 0 failed');
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`production-mode smoke FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
