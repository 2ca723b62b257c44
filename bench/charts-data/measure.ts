import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loaderRssBytes } from '../support/loader-rss.js';

const run = promisify(execFile);

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

export interface Phase {
  phase: string;
  concurrency: number;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of the API process (NestJS + pg client) per request, ms. */
  apiCpuMsPerRequest: number;
  /**
   * Largest resident set size of the benchmark's process while the phase ran, less the resident part of the
   * benchmark's TypeScript compiler (SWC, which the production API does not load: see loaderRssBytes), MB.
   */
  apiRssMb: number;
  /** The same peak with the compiler counted: the whole process's resident set, MB. */
  processRssMb: number;
  /** The compiler's resident part that apiRssMb leaves out, MB. */
  loaderRssMb: number;
}

/** HTTP load from autocannon in a child process (load-client.cjs); the input goes through a file (long lists). */
export async function load(
  url: string,
  paths: string[],
  concurrency: number,
  durationMs: number,
  maxRequests: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `ghg-bench-load-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify({ url, paths, concurrency, durationMs, maxRequests, headers }));
  try {
    const { stdout } = await run(process.execPath, [path.join(__dirname, 'load-client.cjs'), file], {
      maxBuffer: 512 * 1024 * 1024,
    });
    return JSON.parse(stdout) as LoadResult;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export const round = (n: number): number => Math.round(n * 100) / 100;
const mb = (bytes: number): number => Math.round(bytes / 1024 / 1024);
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One measured phase after a short warm-up (plans, pools, JIT): figures of the API process included. */
export async function phase(
  name: string,
  url: string,
  paths: string[],
  concurrency: number,
  durationMs: number,
  maxRequests: number,
): Promise<Phase> {
  await load(url, paths, Math.min(concurrency, 4), 2000, Math.min(paths.length, 200) * 4);
  const cpu = process.cpuUsage();
  let rss = process.memoryUsage().rss;
  const sampler = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 100);
  let result: LoadResult;
  try {
    result = await load(url, paths, concurrency, durationMs, maxRequests);
  } finally {
    clearInterval(sampler);
  }
  const { user, system } = process.cpuUsage(cpu);
  // SWC's mappings only grow while it compiles (at start), so their size after the phase holds during it.
  const loader = loaderRssBytes();
  const at = (q: number) =>
    round(
      result.latencies[Math.min(result.latencies.length - 1, Math.floor(q * result.latencies.length))] ?? NaN,
    );
  const figures: Phase = {
    phase: name,
    concurrency,
    requests: result.requests,
    errors: result.errors,
    requestsPerSecond: Math.round(result.requests / result.seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    apiCpuMsPerRequest: round((user + system) / 1000 / Math.max(1, result.requests)),
    apiRssMb: mb(rss - loader),
    processRssMb: mb(rss),
    loaderRssMb: mb(loader),
  };
  console.log(
    `  ${name}: ${figures.requests} requests (${figures.errors} errors) in ${result.seconds.toFixed(1)} s, ` +
      `${figures.requestsPerSecond}/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, API RSS ${figures.apiRssMb} MB ` +
      `(process ${figures.processRssMb} MB less the TypeScript compiler's ${figures.loaderRssMb} MB), ` +
      `load ${loadAverage()}`,
  );
  return figures;
}

export interface Targets {
  p95Ms: number;
  requestsPerSecond: number;
  rssMb: number;
}

/**
 * The table of figures against the targets, as ratios (above 1 meets the target). Answers the missed targets:
 * p95 and RSS for every phase, requests/s for the phases at 8 clients (1 client in turn measures latency, its
 * requests/s is 1000 ÷ latency; 32 clients measure queueing).
 */
export function printFigures(phases: readonly Phase[], targets: Targets): string[] {
  const missed: string[] = [];
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  console.log(
    `\n| phase | p95 ms (target < ${targets.p95Ms}) | ratio | requests/s (target ≥ ${targets.requestsPerSecond}` +
      ` at 8 clients) | ratio | API RSS MB (target < ${targets.rssMb}) | process RSS MB (with the TypeScript compiler) | API CPU ms/request | errors |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const p of phases) {
    const latencyOk = p.p95 < targets.p95Ms;
    const gated = p.concurrency === 8;
    const throughputOk = p.requestsPerSecond >= targets.requestsPerSecond;
    const rssOk = p.apiRssMb < targets.rssMb;
    if (p.concurrency <= 8 && !latencyOk) missed.push(`${p.phase}: p95 ${p.p95} ms`);
    if (gated && !throughputOk) missed.push(`${p.phase}: ${p.requestsPerSecond} requests/s`);
    if (!rssOk) missed.push(`${p.phase}: API RSS ${p.apiRssMb} MB`);
    if (p.errors > 0) missed.push(`${p.phase}: ${p.errors} errors`);
    const throughput = gated
      ? `${round(p.requestsPerSecond / targets.requestsPerSecond)} ${verdict(throughputOk)}`
      : '—';
    console.log(
      `| ${p.phase} | ${p.p95} | ${round(targets.p95Ms / p.p95)} ${p.concurrency <= 8 ? verdict(latencyOk) : '(queueing)'} | ` +
        `${p.requestsPerSecond} | ${throughput} | ${p.apiRssMb} ${verdict(rssOk)} | ${p.processRssMb} | ${p.apiCpuMsPerRequest} | ${p.errors} |`,
    );
  }
  console.log(
    '(latency ratio = target ÷ measured, throughput ratio = measured ÷ target; above 1 meets the target)',
  );
  return missed;
}
