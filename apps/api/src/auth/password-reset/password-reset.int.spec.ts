import { userStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import { createTransport } from 'nodemailer';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../../test/support/http-browser.js';
import { MailDelivery } from '../../mail/mail-delivery.js';
import { bodyOf, SmtpSink } from '../../mail/testing/smtp-sink.js';
import { demoAccountOf } from '../../seed/demo-accounts.js';

jest.setTimeout(240_000);

const PASSWORD = 'Test-Password-123!';
const NEW_PASSWORD = 'Nowe-Haslo-2026!';
const MEMBER = demoAccountOf('member');
const AUDITOR = demoAccountOf('auditor');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('forgot password: a reset link by e-mail, once, for 30 minutes', () => {
  let api: ApiHarness;
  const smtp = new SmtpSink();
  let delivery: MailDelivery;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
    await smtp.start();
    delivery = new MailDelivery(
      api.db,
      createTransport({ url: `smtp://user:secret@127.0.0.1:${smtp.port}`, connectionTimeout: 5000 }),
      { from: 'Ledger <ledger@test.local>', publicUrl: api.url, providerTeamEmail: 'team@test.local' },
      quiet,
    );
    await delivery.deliverDue();
  });
  afterAll(async () => {
    await delivery.stop();
    await smtp.stop();
    await api.close();
  });

  const ask = (email: string, lang = 'pl') =>
    api.request(`/oidc/forgot-password?lang=${lang}`, form({ email }));
  /** The link of the newest reset e-mail to `email`, once the projection and one delivery round have run. */
  async function linkMailedTo(email: string): Promise<string> {
    await waitForProjections(api.db, await api.store.headPosition(), { timeoutMs: 30_000 });
    await delivery.deliverDue();
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    const url = /(http\S+\/oidc\/reset-password\S+)/.exec(bodyOf(mail!.raw))?.[1];
    expect(url).toBeDefined();
    return url!;
  }

  it('the answer is the same for an account and for no account; only the account gets a link, with no secret in the log', async () => {
    const head = await api.store.headPosition();
    const unknown = await ask('nobody@example.com');
    expect(await api.store.headPosition()).toBe(head);
    const known = await ask(MEMBER.email.toUpperCase());
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.text()).toBe(await known.text());

    const events = await api.store.readStream(userStreamId(MEMBER.userId));
    const requested = events.filter((e) => e.type === 'PasswordResetRequested');
    expect(requested).toHaveLength(1);
    const link = await linkMailedTo(MEMBER.email);
    const token = new URL(link).searchParams.get('token')!;
    const logged = JSON.stringify([requested[0]!.data, requested[0]!.metadata]);
    expect(logged).not.toContain(token.split('.')[2]);
    expect(requested[0]!.data).toMatchObject({ userId: MEMBER.userId, email: MEMBER.email, language: 'pl' });
    expect(smtp.received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('the link sets a new password once: rules checked, every session ends, PasswordReset recorded; used again, refused', async () => {
    const before = new HttpBrowser(api.url);
    await before.signIn(MEMBER.email, PASSWORD);
    expect((await before.fetch('/api/users/me')).status).toBe(200);
    await ask(MEMBER.email, 'en');
    const link = await linkMailedTo(MEMBER.email);
    const token = new URL(link).searchParams.get('token')!;

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Set a new password');
    expect(html).toContain('at least 8 characters');

    const weak = await api.request(
      '/oidc/reset-password?lang=en',
      form({ token, newPassword: 'short', repeatPassword: 'short' }),
    );
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Invalid password format');
    const mismatch = await api.request(
      '/oidc/reset-password?lang=en',
      form({ token, newPassword: NEW_PASSWORD, repeatPassword: `${NEW_PASSWORD}x` }),
    );
    expect(await mismatch.text()).toContain('Passwords must match');

    const done = await api.request(
      '/oidc/reset-password?lang=en',
      form({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }),
    );
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed');
    expect((await before.fetch('/api/users/me')).status).toBe(401);
    const events = await api.store.readStream(userStreamId(MEMBER.userId));
    expect(events.at(-1)).toMatchObject({ type: 'PasswordReset', data: { userId: MEMBER.userId } });
    expect(JSON.stringify(events.at(-1)!.data)).not.toContain(NEW_PASSWORD);
    expect((await new HttpBrowser(api.url).signIn(MEMBER.email, NEW_PASSWORD)).landed).not.toBeNull();
    expect((await new HttpBrowser(api.url).signIn(MEMBER.email, PASSWORD)).landed).toBeNull();

    // One use only: the same link again, to open or to post, is refused and changes nothing.
    expect((await fetch(link)).status).toBe(410);
    const again = await api.request(
      '/oidc/reset-password?lang=en',
      form({ token, newPassword: PASSWORD, repeatPassword: PASSWORD }),
    );
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This link has expired or was already used');
    expect((await new HttpBrowser(api.url).signIn(MEMBER.email, NEW_PASSWORD)).landed).not.toBeNull();
  });

  it('a forged or cut token is refused', async () => {
    await ask(AUDITOR.email);
    const token = new URL(await linkMailedTo(AUDITOR.email)).searchParams.get('token')!;
    const [userId, resetId] = token.split('.');
    for (const forged of [
      `${userId}.${resetId}.AAAA`,
      `${MEMBER.userId}.${resetId}.${token.split('.')[2]}`,
      resetId!,
      '%',
    ])
      expect((await api.request(`/oidc/reset-password?token=${encodeURIComponent(forged)}`)).status).toBe(
        410,
      );
  });
});

describe('forgot password: a link past its 30 minutes', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    // The link's life shortened to 1 ms: every link is past its time when it is opened.
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD, config: { passwordResetTtlMs: 1 } });
  });
  afterAll(() => api.close());

  it('is refused, to open and to use; the password stays', async () => {
    await api.request('/oidc/forgot-password?lang=pl', form({ email: MEMBER.email }));
    const requested = (await api.store.readStream(userStreamId(MEMBER.userId))).filter(
      (e) => e.type === 'PasswordResetRequested',
    );
    expect(requested).toHaveLength(1);
    const { PasswordResetTokens } = await import('./reset-token.js');
    const { loadOrCreateSecrets } = await import('../oidc-secrets.js');
    const tokens = new PasswordResetTokens((await loadOrCreateSecrets(api.db)).cookieKey);
    const token = tokens.tokenOf({
      userId: MEMBER.userId,
      resetId: (requested[0]!.data as { resetId: string }).resetId,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const opened = await api.request(`/oidc/reset-password?lang=pl&token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain('Ten link wygasł albo został już użyty.');
    const used = await api.request(
      '/oidc/reset-password?lang=pl',
      form({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }),
    );
    expect(used.status).toBe(410);
    expect((await new HttpBrowser(api.url).signIn(MEMBER.email, PASSWORD)).landed).not.toBeNull();
  });
});
