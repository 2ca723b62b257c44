import { organizationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

const BLOCK = `mutation($period: String!) { blockPeriod(period: $period) { position } }`;

describe('the company form’s expected revision follows every event of the organization stream', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(() => api.close());

  it('after provider staff block a month, the administrator saves the initial questions without a conflict', async () => {
    api.actAs('provider-staff');
    const blocked = await api.graphql<{ blockPeriod: { position: string } }>(BLOCK, { period: '2025-03' });
    const position = blocked.body.data?.blockPeriod.position;
    expect(position).toMatch(/^\d+$/);

    api.actAs('administrator');
    const form = await api.graphql<{ initialQuestions: { revision: number } }>(
      '{ initialQuestions { revision } }',
      {},
      { 'x-wait-for-position': position! },
    );
    const revision = form.body.data?.initialQuestions.revision;
    const streamRevision =
      (await api.store.readStream(organizationStreamId(DEMO_ORGANIZATION_ID))).length - 1;
    expect(revision).toBe(streamRevision);

    const saved = await api.graphql<{ updateInitialQuestions: { changed: boolean } }>(
      `mutation($revision: Int) {
         updateInitialQuestions(
           input: { industry: "RETAIL", country: "PL", peopleAmount: "SMALL_COMPANY", annualRevenue: "LESS_THAN_500K" }
           expectedRevision: $revision
         ) {
           changed
         }
       }`,
      { revision },
    );
    expect(saved.body).toMatchObject({ data: { updateInitialQuestions: { changed: true } } });
  });
});
