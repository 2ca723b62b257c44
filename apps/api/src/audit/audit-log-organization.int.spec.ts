import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditEntryView } from '@ghg/contracts';
import { organizationStreamId, userStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import {
  DEMO_ORGANIZATION_ID,
  FREEMIUM_DEMO_ADMIN,
  FREEMIUM_DEMO_ORGANIZATION_ID,
} from '../seed/demo-accounts.js';

type Entry = AuditEntryView & { streamId: string };

describe('L2 seed events of the freemium demo company in the Demo company’s audit log', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  const auditLogOf = async (organizationId: string): Promise<Entry[]> => {
    api.actAs('administrator');
    const res = await api.request(`/api/organizations/${organizationId}/audit-log?limit=500`);
    expect(res.status).toBe(200);
    return (await res.json()) as Entry[];
  };
  const freemiumStreams = [
    organizationStreamId(FREEMIUM_DEMO_ORGANIZATION_ID),
    userStreamId(FREEMIUM_DEMO_ADMIN.userId),
  ];
  const mentionsFreemium = (e: Entry) =>
    freemiumStreams.includes(e.streamId) || JSON.stringify(e).includes('Freemium Demo S.A.');

  it('the Demo company’s audit log holds nothing of the freemium company', async () => {
    const entries = await auditLogOf(DEMO_ORGANIZATION_ID);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter(mentionsFreemium)).toEqual([]);
  });

  it('the freemium company’s registration is in its own audit log', async () => {
    const { rows } = await api.db.query<{ organization_id: string }>(
      `select organization_id from read.audit_log where stream_id = $1`,
      [organizationStreamId(FREEMIUM_DEMO_ORGANIZATION_ID)],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect([...new Set(rows.map((r) => r.organization_id))]).toEqual([FREEMIUM_DEMO_ORGANIZATION_ID]);
  });

  it('rows an older projector keyed to the Demo company are moved to their own company (migration 024)', async () => {
    const stream = organizationStreamId(FREEMIUM_DEMO_ORGANIZATION_ID);
    await api.db.query(`update read.audit_log set organization_id = $1 where stream_id = $2`, [
      DEMO_ORGANIZATION_ID,
      stream,
    ]);
    expect((await auditLogOf(DEMO_ORGANIZATION_ID)).filter(mentionsFreemium)).not.toEqual([]);
    const migration = readFileSync(
      join(__dirname, '../../../../libs/database/migrations/024_audit_log_organization_streams.sql'),
      'utf8',
    );
    await api.db.query(migration);
    expect((await auditLogOf(DEMO_ORGANIZATION_ID)).filter(mentionsFreemium)).toEqual([]);
  });
});
