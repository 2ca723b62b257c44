/**
 * The README's production section, followed step by step (issue 22 point 6): the commands of the README's code
 * blocks marked `<!-- readme-test: production -->` are read from README.md and run in order, so the text and this
 * test cannot drift: a marked command the test does not know fails it, and so does any step that misbehaves.
 * What it runs, on a PostgreSQL server (DATABASE_URL: the test creates the empty database the README asks for):
 *   - `npm ci && npm run build`: checked done (.ci/run builds first; SMOKE_BUILD=1 runs it);
 *   - `export DATABASE_URL=…`: the URL of the new database;
 *   - `npm run start:api`: twice (two replicas, ports SMOKE_API_PORT and +1), each must serve the built web app;
 *   - `npm run start:projector` (and the relay, with KAFKA_BROKERS);
 *   - `node apps/projector/dist/main.js rebuild audit-log` while the projector runs: exit 0, projector still ready;
 *   - `read -rs PW && echo "$PW" | npm run provider-admin:create …` with the password on stdin, as typed;
 *   - with KAFKA_BROKERS (.ci/kafka.sh): the example consumer, started before the relay's first publish, must
 *     count the provider's events.
 * Then the provider administrator signs in on one API and the session works on the other.
 * Run: `DATABASE_URL=postgres://… npx tsx test/smoke/readme-production.ts` (after `npm run build`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { HttpBrowser } from '../support/http-browser.js';

const root = path.resolve(__dirname, '../..');
const apiPorts = [0, 1].map((i) => Number(process.env['SMOKE_API_PORT'] ?? 3310) + i);
const projectorPort = Number(process.env['SMOKE_PROJECTOR_PORT'] ?? 3312);
const password = 'Readme-Path-2026!';
const MARKER = '<!-- readme-test: production -->';

/** The command lines of the marked blocks, comments and blank lines dropped. */
export function markedCommands(readme: string): string[] {
  const commands: string[] = [];
  const blocks = readme.split(MARKER).slice(1);
  for (const block of blocks) {
    const code = /^\s*```(?:bash|sh)\n([\s\S]*?)```/.exec(block)?.[1];
    if (!code) throw new Error(`${MARKER} must be followed by a bash code block`);
    for (const line of code.split('\n')) {
      const command = line.replace(/\s+#\s.*$/, '').trim();
      if (command && !command.startsWith('#')) commands.push(command);
    }
  }
  return commands;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`README production path: ${message}`);
}

const children: ChildProcess[] = [];
function start(name: string, command: string, env: Record<string, string>): ChildProcess {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const log = createWriteStream(path.join(root, '.tmp', `readme-${name}.log`));
  // A process group of its own: `npm run` does not pass SIGTERM on to node, so the group is what gets stopped.
  const child = spawn('bash', ['-c', `exec ${command}`], {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  return child;
}

async function waitFor(what: string, probe: () => Promise<boolean>, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(
    `README production path: ${what} did not happen within ${seconds} s (see .tmp/readme-*.log)`,
  );
}
const answers = (url: string) => async () => (await fetch(url)).ok;

let created: string | null = null;

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `ghg_readme_${process.pid}`;
  created = name;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<void> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) throw new Error('DATABASE_URL must point at a PostgreSQL server');
  const kafka = process.env['KAFKA_BROKERS'];
  const commands = markedCommands(readFileSync(path.join(root, 'README.md'), 'utf8'));
  check(commands.length > 0, `no code block marked ${MARKER}`);
  const env: Record<string, string> = { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
  let providerEmail = '';
  let apis = 0;
  for (const command of commands) {
    console.log(`$ ${command}`);
    if (command === 'npm ci && npm run build') {
      if (process.env['SMOKE_BUILD'] === '1')
        check(
          spawnSync('npm run build', { cwd: root, shell: true, stdio: 'inherit' }).status === 0,
          'build failed',
        );
      check(existsSync(path.join(root, 'apps/api/dist/main.js')), 'apps/api/dist is missing: npm run build');
      check(
        existsSync(path.join(root, 'apps/web/dist/index.html')),
        'apps/web/dist is missing: npm run build',
      );
    } else if (/^export DATABASE_URL=postgres:\/\/\S+$/.test(command)) {
      env['DATABASE_URL'] = await createDatabase(serverUrl);
    } else if (/^export KAFKA_BROKERS=\S+$/.test(command)) {
      if (kafka) env['KAFKA_BROKERS'] = kafka;
    } else if (command === 'bash test/kafka/broker.sh start') {
      // .ci/kafka.sh has the broker running and says where (KAFKA_BROKERS); without it the Kafka steps are skipped.
    } else if (command === 'npx tsx examples/kafka-consumer/main.ts') {
      if (kafka) start('consumer', command, { ...env, KAFKA_GROUP_ID: `readme-${process.pid}` });
    } else if (command === 'npm run start:api') {
      // "several replicas are fine": two, on two ports, as the README's load balancer would see them.
      for (const port of apiPorts) {
        start(`api-${port}`, command, { ...env, PORT: String(port) });
        apis += 1;
      }
    } else if (command === 'npm run start:projector') {
      start('projector', command, { ...env, PROJECTOR_PORT: String(projectorPort) });
      await waitFor('the projector answering /readyz', answers(`http://127.0.0.1:${projectorPort}/readyz`));
    } else if (/^node apps\/projector\/dist\/main\.js rebuild [a-z-]+$/.test(command)) {
      const run = spawnSync('bash', ['-c', command], {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 120_000,
      });
      check(run.status === 0, `${command} exited ${run.status}: ${run.stdout}${run.stderr}`);
    } else if (/^read -rs PW && echo "\$PW" \| npm run provider-admin:create -- --email \S+ /.test(command)) {
      providerEmail = /--email (\S+)/.exec(command)![1]!;
      const run = spawnSync('bash', ['-c', command], {
        cwd: root,
        env: { ...process.env, ...env },
        input: `${password}\n`,
        encoding: 'utf8',
      });
      check(run.status === 0, `provider-admin:create exited ${run.status}: ${run.stdout}${run.stderr}`);
    } else {
      throw new Error(`README production path: the README has a command this test does not know: ${command}`);
    }
  }
  check(apis === 2, 'the README never starts the API');
  check(providerEmail, 'the README never creates the first provider administrator');
  const [first, second] = apiPorts.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  for (const api of [first, second]) {
    await waitFor(`${api}/readyz`, answers(`${api}/readyz`));
    const page = await fetch(`${api}/`);
    check(
      page.ok && (await page.text()).includes('<div id="root"'),
      `${api}/ does not serve the built web app`,
    );
  }
  // Sign-in finds the person in the read models: the projector passes the new events first.
  const browser = new HttpBrowser(first);
  await waitFor('the provider administrator signing in', async () => {
    await browser.signIn(providerEmail, password);
    return (await browser.fetch('/api/users/me')).ok;
  });
  const other = new HttpBrowser(second);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  const me = await other.fetch('/api/users/me');
  check(me.ok, `the session of one API replica is not valid on the other: ${me.status}`);
  check(
    ((await me.json()) as { role?: string }).role === 'provider-supervisor',
    'the first person is not the provider administrator',
  );
  if (kafka) {
    const log = path.join(root, '.tmp', 'readme-consumer.log');
    await waitFor(
      'the example consumer counting the events',
      async () => /"events":[1-9]/.test(readFileSync(log, 'utf8')),
      90,
    );
  }
  console.log(
    `README production path: every step as written${kafka ? ', Kafka consumer included' : ' (no KAFKA_BROKERS: Kafka steps skipped)'}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
    if (created) await dropDatabase(process.env['DATABASE_URL']!, created);
  });
