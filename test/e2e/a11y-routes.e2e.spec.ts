import { test, expect, type Browser, type BrowserContext } from '@playwright/test';
import { ROUTE_SAMPLES } from '../../apps/web/src/app/route-samples';
import {
  InFlight,
  NARROW,
  WIDE,
  landing,
  overflowOf,
  overflowingElements,
  resize,
  seriousViolations,
  visit,
} from './route-walk';
import {
  DEMO_AUDITOR_EMAIL,
  DEMO_EMAIL,
  DEMO_MEMBER_EMAIL,
  FREEMIUM_EMAIL,
  PROVIDER_STAFF_EMAIL,
  signIn,
} from './sign-in';

// Issue 16, deliverables 3 and 6: every route of the web's route table (route-samples.ts, checked against
// router.tsx by a unit test), in Polish and English, as each role and signed out. One visit per address: loaded at
// 390 × 844 and checked for sideways scrolling, then widened to 1,366 × 768, checked again and scanned by axe
// (0 critical, 0 serious). Each role signs in once; its two languages walk side by side, each in its own context
// with that session. Inside a walk the app is loaded once and each address is reached by the router (route-walk.ts).

const ROLES = [
  { role: 'administrator', email: DEMO_EMAIL },
  { role: 'member', email: DEMO_MEMBER_EMAIL },
  { role: 'auditor', email: DEMO_AUDITOR_EMAIL },
  { role: 'provider staff', email: PROVIDER_STAFF_EMAIL },
  { role: 'freemium administrator', email: FREEMIUM_EMAIL },
  { role: 'signed out', email: null },
] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function sessionOf(browser: Browser, email: string | null): Promise<StorageState | undefined> {
  if (email === null) return undefined;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

function addressesOf(language: 'pl' | 'en', signedIn: boolean): string[] {
  const addresses = ROUTE_SAMPLES.map((p) => (language === 'pl' ? p : p === '/' ? '/en' : `/en${p}`));
  // Signed out, the identity provider's own pages are part of the journey too.
  if (!signedIn) addresses.push('/api/auth/login?returnTo=%2F');
  return addresses;
}

/** One language's walk as one person: the problems found, one line each. */
async function walk(
  browser: Browser,
  storageState: StorageState | undefined,
  language: 'pl' | 'en',
): Promise<string[]> {
  const signedIn = storageState !== undefined;
  // As a person who asked for reduced motion: axe then sees each page at rest, never a frame of an animation (the
  // snackbar's fade-in once was scanned half-transparent, below AA contrast only for that instant).
  const context = await browser.newContext({
    storageState,
    locale: 'pl-PL',
    viewport: NARROW,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const inFlight = new InFlight(page);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const address of addressesOf(language, signedIn)) {
    const started = Date.now();
    // The phone first, then the same page widened for axe.
    await page.setViewportSize(NARROW);
    await visit(page, inFlight, address);
    const at = landing(page);
    // A lost session would send every later address to the login page, which the walk would then skip as seen.
    if (signedIn && /\/oidc\/|\/auth\/login$/.test(at) && !address.endsWith('/auth/login')) {
      problems.push(`${address} → ${at}: signed out`);
      break;
    }
    if (seen.has(at)) continue;
    seen.add(at);
    const where = at === address.split('?')[0] ? address : `${address} → ${at}`;
    const narrow = await overflowOf(page);
    if (narrow > 0)
      problems.push(
        `${where}: scrolls sideways by ${narrow} px at 390 px: ${await overflowingElements(page)}`,
      );
    await resize(page, inFlight, WIDE);
    const wide = await overflowOf(page);
    if (wide > 0)
      problems.push(
        `${where}: scrolls sideways by ${wide} px at 1366 px: ${await overflowingElements(page)}`,
      );
    const axeStarted = Date.now();
    const violations = (await seriousViolations(page)).map((line) => `${where}: ${line}`);
    problems.push(...violations);
    if (process.env.A11Y_VERBOSE)
      console.log(
        `${language} ${where}: ${axeStarted - started} ms + axe ${Date.now() - axeStarted} ms`,
        violations,
      );
  }
  await context.close();
  return problems;
}

// The walks are independent and the longest journeys (about a tenth of the suite each): in parallel mode the
// shards of run-shards.mjs can share them out instead of one shard taking all six.
test.describe.configure({ mode: 'parallel' });

for (const { role, email } of ROLES) {
  test(`every route in Polish and English as ${role}: axe 0 critical/serious, no sideways scrolling at 1366 and 390 px`, async ({
    browser,
  }) => {
    test.setTimeout(10 * 60_000); // on a quiet machine well under a minute
    const storageState = await sessionOf(browser, email);
    const [pl, en] = await Promise.all([
      walk(browser, storageState, 'pl'),
      walk(browser, storageState, 'en'),
    ]);
    const problems = [...pl, ...en];
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
