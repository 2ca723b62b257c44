import fs from 'node:fs';
import type { LighthouseFigures } from './lighthouse-run.js';

const HEADING = '## Web (dashboard)';

interface Figures {
  measuredAt: string;
  machine: string;
  load: number;
  loadAtStart?: number;
  emissionLinesOnDashboard: number;
  runs: Pick<
    LighthouseFigures,
    'score' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'scriptMs' | 'longTasks' | 'scriptTransferBytes'
  >[];
  median: Pick<LighthouseFigures, 'score' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'mainThreadMs' | 'scriptMs'>;
  initialJs: { gzipBytes: number; bytes: number; files: { file: string; gzipBytes: number }[] };
}

function sectionText(f: Figures, targets: { score: number; lcpMs: number; initialJsGzipKb: number }): string {
  const kb = f.initialJs.gzipBytes / 1024;
  const x = (value: number, target: number) => `${(value / target).toFixed(2)} ×`;
  const files = [...f.initialJs.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `\`${file.file}\` ${(file.gzipBytes / 1024).toFixed(1)} KB`)
    .join(', ');
  return `${HEADING}

\`npm run build && npx tsx bench/web/run.ts\` (builds nothing itself; \`BENCH_RUNS\` (3) runs after one warm-up,
\`CHROME_PATH\` (/usr/bin/chromium), \`BENCH_WRITE_DOCS=0\` to leave this file alone). It starts the built
single-process app (\`node apps/api/dist/main.embedded.js\`, fresh \`GHG_DATA_DIR\` in the temp dir, free port),
and per run launches Chromium, signs the demo administrator in through the embedded identity provider with
Playwright over that Chromium's debugging port, then runs Lighthouse 12 on it (performance only, desktop preset:
simulated 40 ms RTT / 10 Mbit/s, no CPU slowdown; storage reset off so the session stays) on \`/\`. (A Cookie
header passed as Lighthouse \`extraHeaders\` reaches the navigation but not the page's fetch calls: /graphql
answered 401 and the page went to login.) Initial JS = the entry script of the built \`index.html\`, its modulepreloads and every
chunk they import statically, gzip level 9; the charts (ApexCharts), each page and each language's messages are
separate chunks fetched later.

Measured ${f.measuredAt} (${f.machine}, load average ${f.loadAtStart?.toFixed(1) ?? '?'} → ${f.load.toFixed(1)}), dashboard with ${f.emissionLinesOnDashboard} emission lines:

| figure | median of ${f.runs.length} runs | target | ratio |
| --- | --- | --- | --- |
| performance score | **${f.median.score.toFixed(0)}** | ≥ ${targets.score} | ${x(f.median.score, targets.score)} |
| LCP | **${f.median.lcpMs.toFixed(0)} ms** | < ${targets.lcpMs} ms | ${x(f.median.lcpMs, targets.lcpMs)} |
| initial JS (gzip) | **${kb.toFixed(1)} KB** | ≤ ${targets.initialJsGzipKb} KB | ${x(kb, targets.initialJsGzipKb)} |

FCP ${f.median.fcpMs.toFixed(0)} ms, TBT ${f.median.tbtMs.toFixed(0)} ms, main thread ${f.median.mainThreadMs.toFixed(0)} ms
(script ${f.median.scriptMs.toFixed(0)} ms); runs: ${f.runs
    .map(
      (r) =>
        `${r.score} / ${r.lcpMs.toFixed(0)} ms / TBT ${r.tbtMs.toFixed(0)} ms / ${r.longTasks} long tasks`,
    )
    .join(', ')} (score / LCP / TBT / tasks over 50 ms). Initial files: ${files}.

Where the time goes: the page transfers ${(f.runs[0]!.scriptTransferBytes / 1024).toFixed(0)} KB of JavaScript on load, about
its uncompressed size (the API's static file serving sends no gzip/brotli; Lighthouse's simulated network counts
transferred bytes, so FCP and LCP grow with them). The chain before the dashboard paints is entry → app shell →
route chunk → both languages' message chunks and the contracts chunk (validation texts); the LCP element is text
of the dashboard's first render, which needs no chart data (the charts are SVG drawn by the page, no chart
library; ApexCharts loads only on /benchmarks). The load average of the machine (other jobs) moves the score by
±10 between runs.
`;
}

/** Replaces this benchmark's own section of docs/benchmarks.md (or appends it), leaving the others untouched. */
export function writeDocsSection(
  file: string,
  figures: Figures,
  targets: { score: number; lcpMs: number; initialJsGzipKb: number },
): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const section = sectionText(figures, targets);
  const start = text.indexOf(`${HEADING}\n`);
  if (start === -1) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + HEADING.length);
  const end = next === -1 ? text.length : next + 1;
  fs.writeFileSync(file, `${text.slice(0, start)}${section}${next === -1 ? '' : '\n'}${text.slice(end)}`);
}
