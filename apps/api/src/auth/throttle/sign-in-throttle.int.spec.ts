import { userStreamId } from '@ghg/domain';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../../test/support/http-browser.js';
import { createApiApp } from '../../app/create-api-app.js';
import type { ApiConfig } from '../../config/api-config.js';
import { createLogger } from '../../config/logger.js';
import { demoAccountOf } from '../../seed/demo-accounts.js';
import { createAuth } from '../auth-setup.js';
import { LocalAccounts } from '../local-accounts.js';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../../config/sign-in-limit-settings.js';

jest.setTimeout(240_000);

const PASSWORD = 'Test-Password-123!';
const WRONG = 'Wrong-Password-1!';
const MEMBER = demoAccountOf('member');
const AUDITOR = demoAccountOf('auditor');
/** No waits between attempts, so a lockout is reached at once; the counts are the defaults. */
const NO_WAITS: SignInLimits = {
  account: { ...DEFAULT_SIGN_IN_LIMITS.account, baseDelayMs: 0 },
  address: { ...DEFAULT_SIGN_IN_LIMITS.address, baseDelayMs: 0 },
};
/** The default counts with a wait long enough that no attempt of a burst outlasts it, however slow the machine. */
const LONG_WAITS: SignInLimits = {
  account: { ...DEFAULT_SIGN_IN_LIMITS.account, baseDelayMs: 60_000 },
  address: DEFAULT_SIGN_IN_LIMITS.address,
};
/** The in-memory per-route limit is not what these tests are about: out of the way. */
const WIDE_OPEN = { authRateLimitPerMinute: 100_000 };

/** Opens the provider's login form; `post` sends one e-mail and password to it (the same interaction each time). */
async function loginForm(api: { url: string }) {
  const browser = new HttpBrowser(api.url);
  const page = await browser.follow('/api/auth/login?returnTo=/');
  const html = await page.res.text();
  const action = new URL(
    /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'),
    page.path,
  ).href;
  return async (email: string, password: string) => {
    const res = await browser.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
    return { status: res.status, html: await res.text(), retryAfter: res.headers.get('retry-after') };
  };
}

/** A second API process on the same database, with its own throttle object and the same embedded provider. */
async function startSecondInstance(
  first: ApiHarness,
  config: ApiConfig,
): Promise<{ url: string; close(): Promise<void> }> {
  const logger = createLogger('silent', 'test');
  const auth = await createAuth(first.db, config, logger, new LocalAccounts(first.db), first.store);
  const app: NestFastifyApplication = await createApiApp({
    db: first.db,
    store: first.store,
    config,
    logger,
    actors: auth.actors,
    auth,
  });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  return { url, close: () => app.close() };
}

describe('M5 password guessing', () => {
  describe('on one instance', () => {
    let api: ApiHarness;
    beforeAll(async () => {
      api = await startApiHarness({
        auth: true,
        demoPassword: PASSWORD,
        config: { ...WIDE_OPEN, signInLimits: LONG_WAITS },
      });
    });
    afterAll(() => api.close());

    it('90 guesses at once: 3 are checked, the rest are told to wait (Polish page), none signs in', async () => {
      const post = await loginForm(api);
      const answers = await Promise.all(Array.from({ length: 90 }, () => post(AUDITOR.email, WRONG)));
      expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
      const waits = answers.filter((a) => a.status === 429);
      expect(waits).toHaveLength(87);
      expect(waits[0]!.html).toContain('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za');
      expect(Number(waits[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
      // The right password now is refused too, without being checked: the wait is the account's.
      expect((await post(AUDITOR.email, PASSWORD)).status).toBe(429);
    });
  });

  describe('across two API instances and across sign-in paths, counted in one shared table', () => {
    let first: ApiHarness;
    let second: { url: string; close(): Promise<void> };
    let config: ApiConfig;
    beforeAll(async () => {
      first = await startApiHarness({
        auth: true,
        demoPassword: PASSWORD,
        config: { ...WIDE_OPEN, signInLimits: NO_WAITS },
      });
      const { apiConfigFromEnv } = await import('../../config/api-config.js');
      config = {
        ...apiConfigFromEnv({}, { webDistDir: null }),
        ...WIDE_OPEN,
        signInLimits: NO_WAITS,
        port: 0,
        publicUrl: first.url,
        readYourWritesTimeoutMs: 2000,
      };
      second = await startSecondInstance(first, config);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('the 10th wrong password (login form here, password change there) locks the account; the owner is told', async () => {
      // A session of the member's on the second instance: the password change checks the current password.
      const session = new HttpBrowser(second.url);
      const signedIn = await new HttpBrowser(first.url).signIn(MEMBER.email, PASSWORD);
      expect(signedIn.landed).not.toBeNull();
      const viaFirst = new HttpBrowser(first.url);
      await viaFirst.signIn(MEMBER.email, PASSWORD);
      session.cookies.set('ghg_session', viaFirst.cookies.get('ghg_session')!);
      const changeOnSecond = () =>
        session.fetch('/api/users/me/password', {
          method: 'PUT',
          headers: { 'x-ghg-csrf': '1', 'content-type': 'application/json' },
          body: JSON.stringify({
            currentPassword: WRONG,
            newPassword: 'Nowe-Haslo-2026!',
            repeatPassword: 'Nowe-Haslo-2026!',
          }),
        });
      const postOnFirst = await loginForm(first);
      const postOnSecond = await loginForm(second);
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 9; attempt++) {
        const res =
          attempt % 3 === 0
            ? await changeOnSecond()
            : await (attempt % 3 === 1 ? postOnFirst : postOnSecond)(MEMBER.email.toUpperCase(), WRONG);
        statuses.push(res.status);
      }
      // Each instance alone has seen at most 6: were they counting alone, none would be locked.
      expect(statuses).toEqual([401, 401, 400, 401, 401, 400, 401, 401, 400]);
      const tenth = await postOnFirst(` ${MEMBER.email} `, WRONG);
      expect(tenth.status).toBe(429);
      expect(tenth.html).toContain('Logowanie na to konto zostało tymczasowo zablokowane');
      expect(tenth.html).toContain('Spróbuj ponownie za 15 min');
      // Locked everywhere, even with the right password, and on the other path.
      const right = await postOnSecond(MEMBER.email, PASSWORD);
      expect(right.status).toBe(429);
      expect((await changeOnSecond()).status).toBe(429);
      const answer = (await (await changeOnSecond()).json()) as Record<string, unknown>;
      expect(answer).toMatchObject({ statusCode: 429, code: 'SIGN_IN_LOCKED' });

      const events = await first.store.readStream(userStreamId(MEMBER.userId));
      const lockouts = events.filter((e) => e.type === 'SignInLockedOut');
      expect(lockouts).toHaveLength(1);
      expect(lockouts[0]!.data).toMatchObject({ userId: MEMBER.userId, email: MEMBER.email, language: 'pl' });
      expect(JSON.stringify([lockouts[0]!.data, lockouts[0]!.metadata])).not.toContain(WRONG);
      // The outbox projection turns it into an e-mail to the owner.
      let rows: { kind: string; recipient: string; organization_id: string | null }[] = [];
      for (let i = 0; i < 100 && rows.length === 0; i++) {
        rows = (
          await first.db.query<{ kind: string; recipient: string; organization_id: string | null }>(
            `select kind, recipient, organization_id from read.outbox where kind = 'sign-in-locked'`,
          )
        ).rows;
        if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows).toEqual([{ kind: 'sign-in-locked', recipient: MEMBER.email, organization_id: null }]);
    });

    it('an unknown e-mail is locked out the same way (no account enumeration), and no one is e-mailed', async () => {
      const post = await loginForm(second);
      let last = { status: 0, html: '' };
      for (let attempt = 1; attempt <= 10; attempt++) last = await post('nobody@example.com', WRONG);
      expect(last.status).toBe(429);
      expect(last.html).toContain('Logowanie na to konto zostało tymczasowo zablokowane');
    });

    it('the English login page says it in English', async () => {
      const browser = new HttpBrowser(first.url);
      const page = await browser.follow('/api/auth/login?returnTo=/en/auth/signed-in');
      const html = await page.res.text();
      expect(html).toContain('Forgot password?');
      const action = new URL(
        /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'),
        page.path,
      ).href;
      const res = await browser.fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'nobody@example.com', password: WRONG }).toString(),
      });
      expect(res.status).toBe(429);
      expect(await res.text()).toContain(
        'Sign-in to this account is temporarily locked after too many failed attempts',
      );
    });
  });
});
