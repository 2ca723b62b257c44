import type { CommandResultView, ProfileView } from '@ghg/contracts';
import { userStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../../test/support/http-browser.js';
import { demoAccountOf } from '../../seed/demo-accounts.js';

jest.setTimeout(240_000);

const PASSWORD = 'Test-Password-123!';
const NEW_PASSWORD = 'Nowe-Haslo-2026!';
const MEMBER = demoAccountOf('member');
const csrf = { 'x-ghg-csrf': '1', 'content-type': 'application/json' };

/** Spec §2 "password reset" through the embedded provider, with real sign-ins and sessions. */
describe('PUT /api/users/me/password', () => {
  let api: ApiHarness;
  let current: HttpBrowser;
  let other: HttpBrowser;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
    current = new HttpBrowser(api.url);
    other = new HttpBrowser(api.url);
    await current.signIn(MEMBER.email, PASSWORD);
    await other.signIn(MEMBER.email, PASSWORD);
  });
  afterAll(() => api.close());

  const change = (browser: HttpBrowser, body: unknown) =>
    browser.fetch('/api/users/me/password', { method: 'PUT', headers: csrf, body: JSON.stringify(body) });
  async function appendsNothing(call: () => Promise<Response>) {
    const head = await api.store.headPosition();
    const res = await call();
    expect(await api.store.headPosition()).toBe(head);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const signsIn = async (password: string) =>
    (await new HttpBrowser(api.url).signIn(MEMBER.email, password)).landed !== null;

  it('the profile says the password is changed here, under the registration rule for a member', async () => {
    const profile = (await (await current.fetch('/api/users/me/profile')).json()) as ProfileView;
    expect(profile.password).toEqual({ changeableHere: true, rule: 'registration' });
  });

  it('a wrong current password is a field error; nothing changes and no session ends', async () => {
    const wrong = await appendsNothing(() =>
      change(current, {
        currentPassword: 'Wrong-Password-1!',
        newPassword: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'currentPassword', code: 'wrong_current_password' }],
      },
    });
    expect((await other.fetch('/api/users/me')).status).toBe(200);
    expect(await signsIn(PASSWORD)).toBe(true);
  });

  it('a new password breaking the §5 rules or not repeated is refused before anything is checked', async () => {
    const weak = await appendsNothing(() =>
      change(current, { currentPassword: PASSWORD, newPassword: 'abcdefgh', repeatPassword: 'abcdefgh1' }),
    );
    expect(weak).toMatchObject({
      status: 400,
      body: {
        fields: [
          { path: 'newPassword', code: 'invalid_password' },
          { path: 'repeatPassword', code: 'passwords_mismatch' },
        ],
      },
    });
  });

  it('the right current password changes it: recorded without secrets, other sessions end, this one stays', async () => {
    const res = await change(current, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CommandResultView).changed).toBe(true);
    const last = (await api.store.readStream(userStreamId(MEMBER.userId))).at(-1)!;
    expect(last).toMatchObject({
      type: 'PasswordChanged',
      data: { userId: MEMBER.userId },
      metadata: { actorId: MEMBER.userId },
    });
    expect(Object.keys(last.data as object)).toEqual(['userId']);
    const { rows } = await api.db.query<{ text: string }>(
      'select data::text || metadata::text as text from events',
    );
    for (const { text } of rows) {
      expect(text).not.toContain(NEW_PASSWORD);
      expect(text).not.toContain(PASSWORD);
    }

    expect((await other.fetch('/api/users/me')).status).toBe(401);
    expect((await current.fetch('/api/users/me')).status).toBe(200);
    expect(await signsIn(PASSWORD)).toBe(false);
    expect(await signsIn(NEW_PASSWORD)).toBe(true);
  });

  it('when the change cannot be recorded, the old password stays: no change without its audit event', async () => {
    // The database itself refuses the event (as a failing store would); the new hash must be taken back.
    await api.db.query(`create function refuse_password_changed() returns trigger language plpgsql as $$
      begin if new.type = 'PasswordChanged' then raise exception 'refused by test'; end if; return new; end $$`);
    await api.db.query(`create trigger refuse_password_changed before insert on events
      for each row execute function refuse_password_changed()`);
    try {
      const third = 'Trzecie-Haslo-2026!';
      const head = await api.store.headPosition();
      const res = await change(current, {
        currentPassword: NEW_PASSWORD,
        newPassword: third,
        repeatPassword: third,
      });
      expect(res.status).toBe(500);
      expect(await api.store.headPosition()).toBe(head);
      expect(await signsIn(third)).toBe(false);
      expect(await signsIn(NEW_PASSWORD)).toBe(true);
    } finally {
      await api.db.query('drop trigger refuse_password_changed on events');
      await api.db.query('drop function refuse_password_changed()');
    }
  });

  it('an administrator’s new password follows the admin rule (10 characters)', async () => {
    const admin = new HttpBrowser(api.url);
    await admin.signIn(demoAccountOf('administrator').email, PASSWORD);
    const short = await appendsNothing(() =>
      change(admin, { currentPassword: PASSWORD, newPassword: 'Abcdef1!x', repeatPassword: 'Abcdef1!x' }),
    );
    expect(short).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'newPassword', code: 'admin_password_too_short' }] },
    });
  });

  it('without a session it is 401, and without the CSRF header 403', async () => {
    const body = JSON.stringify({
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(
      (await new HttpBrowser(api.url).fetch('/api/users/me/password', { method: 'PUT', headers: csrf, body }))
        .status,
    ).toBe(401);
    expect(
      (
        await current.fetch('/api/users/me/password', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    ).toBe(403);
  });
});
