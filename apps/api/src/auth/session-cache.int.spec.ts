import type { MeView } from '@ghg/contracts';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { demoAccountOf } from '../seed/demo-accounts.js';
import { sessionCacheFor } from './session-cache.js';

jest.setTimeout(180_000);

const PASSWORD = 'Test-Password-123!';
const csrf = { 'x-ghg-csrf': '1', 'content-type': 'application/json' };
const MEMBER = demoAccountOf('member');
const onPglite = !process.env['DATABASE_URL'];

/**
 * Sessions and roles are kept in memory on the embedded default (session-cache.ts); with real sessions, a role
 * change and the end of a membership still apply on the first request after they are projected.
 */
describe('session cache: role changes apply on the next request', () => {
  let api: ApiHarness;
  let admin: HttpBrowser;
  let member: HttpBrowser;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
    admin = new HttpBrowser(api.url);
    await admin.signIn(demoAccountOf('administrator').email, PASSWORD);
    member = new HttpBrowser(api.url);
    await member.signIn(MEMBER.email, PASSWORD);
  });
  afterAll(() => api.close());

  const projected = async () => {
    const res = await admin.fetch('/api/users', {
      headers: { 'x-wait-for-position': String(await api.store.headPosition()) },
    });
    expect(res.headers.get('x-projections-caught-up')).toBe('true');
  };
  const meOf = async (browser: HttpBrowser) => {
    const res = await browser.fetch('/api/users/me');
    return { status: res.status, role: res.status === 200 ? ((await res.json()) as MeView).role : null };
  };
  const changeRole = (role: string) =>
    admin.fetch(`/api/users/${MEMBER.userId}/role`, {
      method: 'PUT',
      headers: csrf,
      body: JSON.stringify({ role }),
    });

  it('serves repeated requests from memory and reads the new role once the change is projected', async () => {
    await projected();
    expect(await meOf(member)).toEqual({ status: 200, role: 'member' });
    expect(await meOf(member)).toEqual({ status: 200, role: 'member' });
    // The embedded default keeps both sessions; PostgreSQL (other processes write) keeps none.
    expect(sessionCacheFor(api.db)?.size ?? 0).toBe(onPglite ? 2 : 0);

    expect((await changeRole('auditor')).status).toBe(200);
    await projected();
    expect(await meOf(member)).toEqual({ status: 200, role: 'auditor' });
    // The auditor never writes, from the first request after the change.
    const write = await member.fetch(`/api/users/${MEMBER.userId}/role`, {
      method: 'PUT',
      headers: csrf,
      body: JSON.stringify({ role: 'member' }),
    });
    expect(write.status).toBe(403);

    expect((await changeRole('member')).status).toBe(200);
    await projected();
    expect(await meOf(member)).toEqual({ status: 200, role: 'member' });
  });

  it('a person removed from the organization is signed out on the next request', async () => {
    expect(await meOf(member)).toEqual({ status: 200, role: 'member' });
    const removed = await admin.fetch(`/api/users/${MEMBER.userId}`, {
      method: 'DELETE',
      headers: csrf,
    });
    expect(removed.status).toBeLessThan(300);
    expect((await meOf(member)).status).toBe(401);
  });
});
