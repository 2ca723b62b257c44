import type { Page, Request } from '@playwright/test';
import axe from 'axe-core';

// The mechanics of the walk over every route (a11y-routes.e2e.spec.ts): getting to an address fast and knowing
// when the page has settled, without fixed waits.

export const WIDE = { width: 1366, height: 768 };
export const NARROW = { width: 390, height: 844 };

/** Set on the window once the app is loaded; gone after any full page load, so the next visit loads again. */
const WALK_MARK = '__ghgRouteWalk';

/** Longest wait for a page to settle: a few pages poll (report readiness), so "quiet" may never come. */
const SETTLE_CAP_MS = 5_000;

/** Requests in flight on one page, counted from the browser's own events (fetches, lazy chunks, documents). */
export class InFlight {
  private readonly pending = new Set<Request>();

  constructor(page: Page) {
    page.on('request', (request) => {
      // A stream never ends; it would hold the walk until the cap on every page.
      if (request.resourceType() !== 'eventsource') this.pending.add(request);
    });
    // Answered is enough: a body nobody reads (a 404's) is never "finished".
    page.on('response', (response) => this.pending.delete(response.request()));
    page.on('requestfinished', (request) => this.pending.delete(request));
    page.on('requestfailed', (request) => this.pending.delete(request));
  }

  get count(): number {
    return this.pending.size;
  }

  /** What is still in flight, for the walk's verbose log. */
  describe(): string {
    return [...this.pending].map((r) => `${r.resourceType()} ${r.url().slice(0, 100)}`).join(', ');
  }
}

// A string: the root tsconfig has no DOM library. Settled: the document loaded, nothing loading on screen (an
// indeterminate progress indicator, the page loader, or a region marked busy), and no CSS transition running.
// Determinate bars (a section's progress) carry aria-valuenow and stay. The transitions: widened from 390 px, the
// menu slides in as a docked drawer, and for a frame its links are shown while their text is still hidden; axe
// scanning that frame reported four nameless links (a CI walk failed on it once, then passed on its retry).
const QUIET_DOM = `document.readyState === 'complete' &&
  !document.querySelector('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]') &&
  !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')`;

const NEXT_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/**
 * Waits until no request is in flight and nothing shows as loading, seen twice a frame apart (a response often
 * starts the next request or a lazy chunk). A page replaced by a full navigation mid-check is simply checked again.
 */
export async function settled(page: Page, inFlight: InFlight): Promise<void> {
  const deadline = Date.now() + SETTLE_CAP_MS;
  let quietChecks = 0;
  while (Date.now() < deadline) {
    let quiet = false;
    try {
      await page.evaluate(NEXT_FRAMES);
      quiet = inFlight.count === 0 && (await page.evaluate<boolean>(QUIET_DOM));
    } catch {
      // The execution context went away: a full navigation (sign-in, redirect) is under way.
      await page.waitForLoadState('domcontentloaded').catch(() => {});
    }
    quietChecks = quiet ? quietChecks + 1 : 0;
    if (quietChecks >= 2) return;
    if (!quiet) await page.waitForTimeout(50);
  }
  // A page at the cap costs the walk 5 s per visit: say what held it.
  if (process.env.A11Y_VERBOSE) {
    const busy = await page.evaluate<string[]>(BUSY_ELEMENTS).catch(() => ['(navigating)']);
    console.log(`settle cap on ${page.url()}: in flight [${inFlight.describe()}], busy [${busy.join(', ')}]`);
  }
}

const BUSY_ELEMENTS = `[...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')]
  .map((e) => (e.closest('[data-testid]')?.getAttribute('data-testid') ?? e.tagName.toLowerCase()))`;

/**
 * Goes to an address: inside the loaded app by the router (history entry + popstate, as the back button does),
 * otherwise by loading the page. Each page's code and data are still fetched; the shell is not booted again.
 */
export async function visit(page: Page, inFlight: InFlight, address: string): Promise<void> {
  const inApp = await page
    .evaluate<boolean>(`window.${WALK_MARK} === true && location.origin !== 'null'`)
    .catch(() => false);
  // The API's own routes (sign-in) are never the app's.
  if (inApp && !address.startsWith('/api/')) {
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(address)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
  } else {
    await page.goto(address);
  }
  await settled(page, inFlight);
  // Only the app's own pages take the next address by the router (not the identity provider's).
  await page.evaluate(`if (document.getElementById('root')) window.${WALK_MARK} = true`).catch(() => {});
}

/** The layout follows a new width on the next frames (the menu leaves its drawer). */
export async function resize(page: Page, inFlight: InFlight, size: typeof WIDE): Promise<void> {
  await page.setViewportSize(size);
  await settled(page, inFlight);
}

/** The innermost elements sticking out to the right: what to fix when the page scrolls sideways. */
export async function overflowingElements(page: Page): Promise<string> {
  return page.evaluate<string>(`[...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 && e.children.length === 0)
    .slice(0, 3)
    .map((e) => e.tagName.toLowerCase() + (e.getAttribute('data-testid') ? '[data-testid=' + e.getAttribute('data-testid') + ']' : '') + ' ' + (e.parentElement?.className ?? '').toString().slice(0, 80))
    .join(' | ')`);
}

export async function overflowOf(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

/** Where the visit ended, with the identity provider's one-time interaction id left out. */
export function landing(page: Page): string {
  const url = new URL(page.url());
  return url.pathname.replace(/\/oidc\/interaction\/[^/]+/, '/oidc/interaction/:uid');
}

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string; html: string }[];
}

// Run in the page: axe itself is loaded once per document (the walk stays in one document), and only violations
// are collected (passes and incomplete results are what takes axe the longest to report).
const RUN_AXE = `(async () => {
  const results = await window.axe.run(document, { resultTypes: ['violations'] });
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160) })),
  }));
})()`;

/** axe's critical and serious violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>(`typeof window.axe === 'object'`))) await page.evaluate(axe.source);
  const violations = await page.evaluate<Violation[]>(RUN_AXE);
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target} ${node.html}`)
        .join(' | ');
      return `${violation.id} (${violation.impact}) on ${violation.nodes.length} nodes: ${nodes}`;
    });
}
