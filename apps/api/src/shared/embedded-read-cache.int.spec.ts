import type { MeView } from '@ghg/contracts';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { HttpBrowser } from '../../../../test/support/http-browser.js';
import { DEMO_ORGANIZATION_ID, demoAccountOf } from '../seed/demo-accounts.js';
import { embeddedReadCacheFor, forgetEmbeddedReads } from './embedded-read-cache.js';

jest.setTimeout(180_000);

const PASSWORD = 'Test-Password-123!';
const csrf = { 'x-ghg-csrf': '1', 'content-type': 'application/json' };
const MEMBER = demoAccountOf('member');
const onPglite = !process.env['DATABASE_URL'];
/** What a signed-in users/me or charts-data request reads when nothing is held in memory. */
const PER_REQUEST_READS = /read\.users|read\.memberships|read\.answer_sheets|auth\.sessions|stream_id = \$1/;

/**
 * On the embedded default a signed-in request's session, role, person, companies, organization state and
 * charts-data version are held in memory (embedded-read-cache.ts, session-cache.ts, organization-state-cache.ts);
 * a role change or a blocked organization still applies on the first request after it.
 */
describe('embedded read cache: signed-in reads from memory, changes apply on the next request', () => {
  let api: ApiHarness;
  let admin: HttpBrowser;
  let member: HttpBrowser;
  let staff: HttpBrowser;
  beforeAll(async () => {
    api = await startApiHarness({ auth: true, demoPassword: PASSWORD });
    admin = new HttpBrowser(api.url);
    await admin.signIn(demoAccountOf('administrator').email, PASSWORD);
    member = new HttpBrowser(api.url);
    await member.signIn(MEMBER.email, PASSWORD);
    staff = new HttpBrowser(api.url);
    await staff.signIn(demoAccountOf('provider-staff').email, PASSWORD);
  });
  afterAll(() => api.close());

  const projected = async () => {
    const res = await admin.fetch('/api/users', {
      headers: { 'x-wait-for-position': String(await api.store.headPosition()) },
    });
    expect(res.headers.get('x-projections-caught-up')).toBe('true');
  };
  const meOf = async (browser: HttpBrowser): Promise<MeView> => {
    const res = await browser.fetch('/api/users/me');
    expect(res.status).toBe(200);
    return (await res.json()) as MeView;
  };
  const chartsOf = async (browser: HttpBrowser) =>
    (await browser.fetch(`/api/organizations/${DEMO_ORGANIZATION_ID}/charts-data`)).status;
  /** The SQL the API sends while `fn` runs, but the projector's polls of the log. */
  const statementsDuring = async (fn: () => Promise<void>): Promise<string[]> => {
    const db = api.db as { query: (sql: string, params?: readonly unknown[]) => Promise<unknown> };
    const original = db.query;
    const seen: string[] = [];
    db.query = (sql, params) => {
      seen.push(sql);
      return original.call(api.db, sql, params);
    };
    try {
      await fn();
    } finally {
      db.query = original;
    }
    return seen.filter((sql) => PER_REQUEST_READS.test(sql));
  };

  it('repeated users/me and charts-data requests read nothing from the database (embedded)', async () => {
    await projected();
    await meOf(member);
    expect(await chartsOf(member)).toBe(200);
    const reads = await statementsDuring(async () => {
      await meOf(member);
      expect(await chartsOf(member)).toBe(200);
    });
    // PostgreSQL (other processes write) keeps nothing in memory: every request reads.
    if (onPglite) {
      expect(reads).toEqual([]);
      expect(embeddedReadCacheFor(api.db)?.size).toBeGreaterThan(0);
    } else expect(reads.length).toBeGreaterThan(0);
  });

  it('a role change shows in users/me (role and companies) on the first request after it is projected', async () => {
    const roleIn = (me: MeView) =>
      me.companies.find((company) => company.organizationId === DEMO_ORGANIZATION_ID)?.role;
    await projected();
    expect(roleIn(await meOf(member))).toBe('member');
    const changeRole = (role: string) =>
      admin.fetch(`/api/users/${MEMBER.userId}/role`, {
        method: 'PUT',
        headers: csrf,
        body: JSON.stringify({ role }),
      });
    expect((await changeRole('auditor')).status).toBe(200);
    await projected();
    const after = await meOf(member);
    expect([after.role, roleIn(after)]).toEqual(['auditor', 'auditor']);
    expect((await changeRole('member')).status).toBe(200);
    await projected();
    const back = await meOf(member);
    expect([back.role, roleIn(back)]).toEqual(['member', 'member']);
  });

  it('blocking the organization shows in users/me and closes charts-data on the very next request', async () => {
    expect((await meOf(member)).access.organizationStatus).toBe('active');
    expect(await chartsOf(member)).toBe(200);
    const blocked = (on: boolean) =>
      staff.fetch(`/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}/blocked`, {
        method: on ? 'PUT' : 'DELETE',
        headers: csrf,
      });
    expect((await blocked(true)).status).toBe(200);
    try {
      // No wait for the projector: the organization's state is its stream, read again after any append.
      expect((await meOf(member)).access.organizationStatus).toBe('blocked');
      expect(await chartsOf(member)).toBe(403);
    } finally {
      expect((await blocked(false)).status).toBe(200);
    }
    expect((await meOf(member)).access.organizationStatus).toBe('active');
    expect(await chartsOf(member)).toBe(200);
  });

  it('users/me is built again once the reads it came from are forgotten (a read table written directly)', async () => {
    await projected();
    const name = (await meOf(member)).firstName;
    expect((await meOf(member)).firstName).toBe(name);
    await api.db.query('update read.users set first_name = $2 where user_id = $1', [
      MEMBER.userId,
      'Renamed',
    ]);
    try {
      forgetEmbeddedReads(api.db);
      expect((await meOf(member)).firstName).toBe('Renamed');
    } finally {
      await api.db.query('update read.users set first_name = $2 where user_id = $1', [MEMBER.userId, name]);
      forgetEmbeddedReads(api.db);
    }
    expect((await meOf(member)).firstName).toBe(name);
  });
});
