import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROME_FLAGS, CHROMIUM, signInOverCdp, type Account } from './sign-in.js';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Cumulative Layout Shift (a quarter of the score: a panel that pushes the others down costs as much as LCP). */
  cls: number;
  /** Main-thread time of the load (Lighthouse's mainthread-work-breakdown), and the part of it running script. */
  mainThreadMs: number;
  scriptMs: number;
  /** Tasks over 50 ms on the main thread, and the longest. */
  longTasks: number;
  longestTaskMs: number;
  /** Bytes of JavaScript the page transferred until Lighthouse stopped (the lazy chunks of the page included). */
  scriptTransferBytes: number;
  finalPath: string;
}

interface Audit {
  numericValue?: number;
  details?: {
    items?: { resourceType?: string; transferSize?: number; group?: string; duration?: number }[];
  };
}

/**
 * One Lighthouse performance run in a fresh Chrome (desktop preset: the LCP target is for a local desktop
 * browser), signed in first; storage is kept so the session survives Lighthouse's reset. Answers the figures and
 * the session's Cookie header.
 */
export async function lighthouseRun(
  baseUrl: string,
  account: Account,
): Promise<LighthouseFigures & { cookie: string }> {
  // Lighthouse is an ES module: loaded with import(), not require.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const cookie = await signInOverCdp(chrome.port, baseUrl, account);
    const result = await lighthouse(
      `${baseUrl}/`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      desktopConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // BENCH_LHR_DIR keeps each full report, for finding where the time goes.
    if (process.env.BENCH_LHR_DIR)
      fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id] as Audit | undefined;
    const requests = audit('network-requests')?.details?.items ?? [];
    const mainThread = audit('mainthread-work-breakdown');
    const longTasks = audit('long-tasks')?.details?.items ?? [];
    return {
      cookie,
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
      fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
      cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
      mainThreadMs: mainThread?.numericValue ?? NaN,
      scriptMs: mainThread?.details?.items?.find((i) => i.group === 'scriptEvaluation')?.duration ?? NaN,
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks.map((t) => t.duration ?? 0)),
      scriptTransferBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    chrome.kill();
  }
}
