import { organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const UPDATE = `mutation Update($input: InitialQuestionsInput!, $expectedRevision: Int) {
  updateInitialQuestions(input: $input, expectedRevision: $expectedRevision) { position revision changed }
}`;
const READ = `{ initialQuestions { revision description industry country peopleAmount peopleAmountNumber annualRevenue }
  auditLog(limit: 20) { field before after actorName eventType source } }`;

const valid = {
  industry: 'BANKING',
  country: 'PL',
  peopleAmount: 'SMALL_COMPANY',
  annualRevenue: 'LESS_THAN_500K',
};
const restPath = `/api/organizations/${DEMO_ORGANIZATION_ID}/initial-questions`;

describe('initial questions: command → event → read model → query', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  it('saves through GraphQL and reads its own write with the history of the change', async () => {
    const saved = await api.graphql<{
      updateInitialQuestions: { position: string; revision: number; changed: boolean };
    }>(UPDATE, { input: { ...valid, description: 'We make bread', peopleAmountNumber: 12 } });
    expect(saved.body.errors).toBeUndefined();
    const result = saved.body.data!.updateInitialQuestions;
    expect(result.changed).toBe(true);

    const read = await api.graphql<{
      initialQuestions: Record<string, unknown>;
      auditLog: { field: string; before: string | null; after: string | null; actorName: string }[];
    }>(READ, undefined, { 'x-wait-for-position': result.position });
    expect(read.body.data!.initialQuestions).toMatchObject({
      revision: result.revision,
      description: 'We make bread',
      industry: 'BANKING',
      peopleAmountNumber: 12,
    });
    expect(read.body.data!.auditLog).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'description',
          before: null,
          after: '"We make bread"',
          actorName: 'Anna Demo',
        }),
        expect.objectContaining({ field: 'industry', before: null, after: '"BANKING"' }),
      ]),
    );
  });

  it('records before → after of a second edit and clears left-out fields', async () => {
    const current = await api.graphql<{ initialQuestions: { revision: number } }>(READ);
    const saved = await api.request(
      `${restPath}?expectedRevision=${current.body.data!.initialQuestions.revision}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...valid, industry: 'RETAIL' }),
      },
    );
    expect(saved.status).toBe(200);
    const { position } = (await saved.json()) as { position: string };
    const read = await api.graphql<{
      initialQuestions: Record<string, unknown>;
      auditLog: Record<string, unknown>[];
    }>(READ, undefined, { 'x-wait-for-position': position });
    expect(read.body.data!.initialQuestions).toMatchObject({ industry: 'RETAIL', description: null });
    expect(read.body.data!.auditLog.slice(0, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'industry',
          before: '"BANKING"',
          after: '"RETAIL"',
          source: 'rest',
        }),
        expect.objectContaining({ field: 'description', before: '"We make bread"', after: null }),
      ]),
    );
  });

  it('refuses a stale edit with 409 and appends nothing', async () => {
    const head = await api.store.headPosition();
    const stale = await api.graphql(UPDATE, {
      input: { ...valid, industry: 'TOURISM' },
      expectedRevision: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors![0]!.extensions).toMatchObject({ code: 'WRONG_EXPECTED_REVISION' });
    expect(await api.store.headPosition()).toBe(head);
  });

  it('names each change by who made it as they were called then, and lists profile changes only on request', async () => {
    const PROFILE_LOG = `{ auditLog(limit: 50, eventType: "InitialQuestionsAnswered") {
      field after actorName eventType } }`;
    const current = await api.graphql<{ initialQuestions: { revision: number } }>(READ);
    const first = await api.graphql<{ updateInitialQuestions: { position: string } }>(UPDATE, {
      input: { ...valid, description: 'Before the rename' },
      expectedRevision: current.body.data!.initialQuestions.revision,
    });
    const renamed = await api.request('/api/users/me/profile', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-wait-for-position': first.body.data!.updateInitialQuestions.position,
      },
      body: JSON.stringify({ firstName: 'Anna', lastName: 'Nowak', jobTitle: 'ESG analyst' }),
    });
    expect(renamed.status).toBe(200);
    const renamedAt = ((await renamed.json()) as { position: string }).position;
    const now = await api.graphql<{ initialQuestions: { revision: number } }>(READ, undefined, {
      'x-wait-for-position': renamedAt,
    });
    const second = await api.graphql<{ updateInitialQuestions: { position: string } }>(UPDATE, {
      input: { ...valid, description: 'After the rename' },
      expectedRevision: now.body.data!.initialQuestions.revision,
    });
    const log = await api.graphql<{
      auditLog: { field: string; after: string; actorName: string; eventType: string }[];
    }>(PROFILE_LOG, undefined, { 'x-wait-for-position': second.body.data!.updateInitialQuestions.position });
    expect(log.body.errors).toBeUndefined();
    const entries = log.body.data!.auditLog;
    expect(entries.every((e) => e.eventType === 'InitialQuestionsAnswered')).toBe(true);
    const description = (text: string) =>
      entries.find((e) => e.field === 'description' && e.after === JSON.stringify(text));
    expect(description('Before the rename')?.actorName).toBe('Anna Demo');
    expect(description('After the rename')?.actorName).toBe('Anna Nowak');
  });

  it('answers 404 for another organization id and changes nothing', async () => {
    const head = await api.store.headPosition();
    const other = '00000000-0000-4000-8000-000000000bad';
    const get = await api.request(`/api/organizations/${other}/initial-questions`);
    expect(get.status).toBe(404);
    const put = await api.request(`/api/organizations/${other}/initial-questions`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(put.status).toBe(404);
    expect(await api.store.headPosition()).toBe(head);
    expect(await api.store.readStream(organizationStreamId(other))).toEqual([]);
  });
});
