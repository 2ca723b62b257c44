/**
 * Data-entry benchmark: 50 organizations edit their vehicles table at the same time through the real API (REST
 * POST /api/organizations/:orgId/answers/vehicles/commands → AnswerCommandHandler → event store), with the
 * projector running in-process. Measures, per edit (AddRow / UpdateRow):
 *   - command latency: request sent → response (p95 target < 50 ms);
 *   - visibility: request sent → the answers projection committed it to read.answer_rows and read.emission_lines
 *     (p95 target < 100 ms).
 * Two phases: `steady` (each member pauses 0…2×BENCH_THINK_MS before each edit, like someone typing; the targets
 * are for this one) and `burst` (no pause: every organization sends its next edit the moment the last one is
 * answered; a capacity test, latency ≈ organizations ÷ throughput).
 *   BENCH_DATABASE_URL=postgres://… node -r ./bench/answers/swc-register.cjs bench/answers/run.ts
 *       (also CI_BENCH_DATABASE_URL or DATABASE_URL; a scratch database is created next to the one in the URL and
 *       dropped afterwards). Without a URL: PGlite in memory, one connection, figures not comparable.
 *   Not tsx: NestJS needs decorator metadata, which esbuild does not emit (swc-register.cjs compiles with SWC).
 * Options (env): BENCH_ORGS (50), BENCH_EDITS (steady edits per organization, 30), BENCH_BURST_EDITS (10),
 * BENCH_THINK_MS (500), BENCH_SEED (1). Prints figures and ratios to the targets; writes JSON to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb, runMigrations } from '@ghg/database';
import { organizationStreamId } from '@ghg/domain';
import { createPostgresEventStore, type EventStore } from '@ghg/event-store';
import { allProjections, createProjectorLogger, Projector } from '@ghg/projector';
import { createApiApp } from '../../apps/api/src/app/create-api-app.js';
import { apiConfigFromEnv } from '../../apps/api/src/config/api-config.js';
import { createLogger } from '../../apps/api/src/config/logger.js';
import { scratchPostgres } from '../projector-rebuild/scratch-postgres.js';
import { BenchActorResolver } from './bench-actors.js';
import { OrganizationClient, type EditSample } from './organization-client.js';
import { checkReadTables } from './read-tables-check.js';
import { VisibilityClock } from './visibility.js';
import { endWithMissedTargets } from '../support/missed-targets.js';

const ORGS = Number(process.env['BENCH_ORGS'] ?? 50);
const EDITS = Number(process.env['BENCH_EDITS'] ?? 30);
const BURST_EDITS = Number(process.env['BENCH_BURST_EDITS'] ?? 10);
const THINK_MS = Number(process.env['BENCH_THINK_MS'] ?? 500);
const SEED = Number(process.env['BENCH_SEED'] ?? 1);
const TARGET_COMMAND_P95_MS = 50;
const TARGET_VISIBLE_P95_MS = 100;

interface PhaseFigures {
  phase: string;
  thinkMs: number;
  edits: number;
  durationMs: number;
  editsPerSecond: number;
  /** CPU of this process (API, projector and the clients) per edit: steadier than latency on a shared machine. */
  cpuMsPerEdit: number;
  command: Percentiles;
  visible: Percentiles;
}
interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function main(): Promise<void> {
  const url =
    process.env['BENCH_DATABASE_URL'] || process.env['CI_BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (!url)
    console.log('note: no BENCH_DATABASE_URL / CI_BENCH_DATABASE_URL / DATABASE_URL: PGlite in memory');
  const scratch = url ? await scratchPostgres(url) : null;
  const db: Db = scratch
    ? await openDb({ kind: 'postgres', url: scratch.url, poolSize: 20 })
    : await openDb({ kind: 'pglite' });
  const engine = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  const clock = new VisibilityClock();
  let projector: Projector | null = null;
  let app: Awaited<ReturnType<typeof createApiApp>> | null = null;
  try {
    await runMigrations(db);
    const store = createPostgresEventStore(db);
    const organizations = await registerOrganizations(store, ORGS);
    projector = new Projector(db, store, allProjections, {
      logger: createProjectorLogger('silent'),
      onBatchApplied: ({ projection, to }) => {
        if (projection === 'answers') clock.committed(to);
      },
    });
    await projector.start();
    app = await createApiApp({
      db,
      store,
      config: { ...apiConfigFromEnv({}, { webDistDir: null }), port: 0 },
      logger: createLogger(process.env['BENCH_LOG_LEVEL'] ?? 'error', 'bench'),
      actors: new BenchActorResolver(new Set(organizations)),
    });
    await app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;

    const random = mulberry32(SEED);
    const clients = organizations.map(
      (organizationId) => new OrganizationClient({ baseUrl, organizationId, clock, random }),
    );
    console.log(
      `${engine}: ${ORGS} organizations, ${os.cpus().length} cpus, load ${loadAverage().join(' ')}`,
    );
    await Promise.all(clients.map((c) => c.openTable()));

    const phases: PhaseFigures[] = [];
    phases.push(await phase('steady', clients, EDITS, THINK_MS));
    if (BURST_EDITS > 0) phases.push(await phase('burst', clients, BURST_EDITS, 0));
    const checked = await checkReadTables(db, new Map(clients.map((c, i) => [organizations[i]!, c.rows])));
    console.log(
      `read tables checked: ${checked.rows} rows, ${checked.lines} emission lines, all as last written`,
    );

    printFigures(phases);
    const report = {
      benchmark: 'answers',
      engine,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
      loadAverage: loadAverage(),
      organizations: ORGS,
      seed: SEED,
      targets: { commandP95Ms: TARGET_COMMAND_P95_MS, visibleP95Ms: TARGET_VISIBLE_P95_MS },
      phases,
      checked,
    };
    const dir = path.resolve(__dirname, '../results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `answers-${engine}-${report.date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results: ${path.relative(process.cwd(), file)}`);
  } finally {
    await app?.close();
    await projector?.stop();
    await db.close();
    await scratch?.drop();
  }
}

async function phase(
  name: string,
  clients: OrganizationClient[],
  edits: number,
  thinkMs: number,
): Promise<PhaseFigures> {
  const before = clients.map((c) => c.samples.length);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(clients.map((c) => c.edit(edits, thinkMs)));
  await Promise.all(clients.map((c) => c.settled()));
  const durationMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const samples: EditSample[] = clients.flatMap((c, i) => c.samples.slice(before[i]));
  const figures = {
    phase: name,
    thinkMs,
    edits: samples.length,
    durationMs: Math.round(durationMs),
    editsPerSecond: Math.round(samples.length / (durationMs / 1000)),
    cpuMsPerEdit: Math.round(((user + system) / 1000 / samples.length) * 100) / 100,
    command: percentiles(samples.map((s) => s.commandMs)),
    visible: percentiles(samples.map((s) => s.visibleMs)),
  };
  console.log(
    `  ${name}: ${figures.edits} edits in ${(durationMs / 1000).toFixed(1)} s (${figures.editsPerSecond}/s), ` +
      `${figures.cpuMsPerEdit} ms CPU per edit in this process, load ${loadAverage().join(' ')}`,
  );
  return figures;
}

function printFigures(phases: readonly PhaseFigures[]): void {
  console.log(
    '\nThe targets are for members editing at a human pace (steady). In burst every organization sends its next' +
      ' edit the moment the last is answered: a capacity test, where latency ≈ organizations ÷ edits per second.',
  );
  const rows = phases.flatMap((p) => [
    { phase: p.phase, label: `${p.phase} command`, figures: p.command, target: TARGET_COMMAND_P95_MS },
    { phase: p.phase, label: `${p.phase} visible`, figures: p.visible, target: TARGET_VISIBLE_P95_MS },
  ]);
  console.log('measurement        p50 ms   p95 ms   p99 ms   max ms   target p95   p95/target');
  for (const { phase, label, figures, target } of rows) {
    const ratio = figures.p95 / target;
    const verdict = phase === 'steady' ? (ratio < 1 ? 'met' : 'NOT met') : 'capacity test';
    const cells = [figures.p50, figures.p95, figures.p99, figures.max].map((v) => v.toFixed(1).padStart(8));
    console.log(
      `${label.padEnd(17)} ${cells.join(' ')}   < ${String(target).padEnd(3)} ms   ${ratio.toFixed(2)} (${verdict})`,
    );
  }
  // Burst is a capacity test without a target; steady has the targets.
  endWithMissedTargets(
    rows
      .filter((r) => r.phase === 'steady' && r.figures.p95 >= r.target)
      .map((r) => `${r.label} p95 ${r.figures.p95.toFixed(1)} ms`),
  );
}

async function registerOrganizations(store: EventStore, count: number): Promise<string[]> {
  const ids = Array.from(
    { length: count },
    (_, i) => `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  for (const organizationId of ids) {
    await store.append(
      organizationStreamId(organizationId),
      [
        {
          type: 'OrganizationRegistered',
          data: { organizationId, name: `Bench ${organizationId.slice(-3)}`, country: 'PL', demo: false },
          metadata: {
            actorId: 'bench',
            organizationId,
            correlationId: 'bench',
            causationId: null,
            occurredAt: new Date().toISOString(),
            source: { channel: 'system' },
          },
        },
      ],
      'no_stream',
    );
  }
  return ids;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

const loadAverage = () => os.loadavg().map((load) => Math.round(load * 10) / 10);

/** Seeded, so two runs send the same edits. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
