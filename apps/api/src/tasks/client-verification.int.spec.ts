import type { ClientRowVerificationsView, RowVerificationsView } from '@ghg/contracts';
import { organizationStreamId, rowVerificationStreamId } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { readYourWritesClient } from '../../../../test/api/read-your-writes.js';
import { answersClient } from '../../../../test/api/answers-client.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(240_000);

const STAFF_ID = DEMO_ACCOUNTS.find((a) => a.role === 'provider-staff')!.userId;
const CLIENT = `/api/backoffice/organizations/${DEMO_ORGANIZATION_ID}`;
const FUEL_ROW = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 80, unit: 'litres' };

describe('client bought verification (issue 20): the provider staff verify its rows, only then', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  const { call, follow } = readYourWritesClient(() => api);
  async function refused(method: string, path: string, body?: unknown) {
    const head = await api.store.headPosition();
    const answer = await call(method, path, body);
    expect({ status: answer.status, code: answer.body['code'] }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await api.store.headPosition()).toBe(head);
  }

  it('refused (403) until the back office records the purchase; then approve and return as a verifier', async () => {
    const answers = answersClient(api);
    api.actAs('member');
    await answers.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    const rows: Awaited<ReturnType<typeof answers.ok>>[] = [];
    for (const period of ['2025-07', '2025-08'])
      rows.push(
        await answers.ok('vehicles', { type: 'AddRow', table: 'vehicle-fuel', period, values: FUEL_ROW }),
      );
    const [r1, r2] = rows.map((r) => r.result.rowId!) as [string, string];
    follow(rows[1]!.result.position);
    const verification = `/api/organizations/${DEMO_ORGANIZATION_ID}/row-verification`;
    expect((await call('POST', `${verification}/submit`, { rowIds: [r1, r2] })).status).toBe(200);

    api.actAs('provider-staff');
    await refused('GET', `${CLIENT}/row-verification`);
    await refused('POST', `${CLIENT}/row-verification/approve`, { rowIds: [r1] });
    await refused('POST', `${CLIENT}/row-verification/return`, { rowId: r2, comment: 'x' });
    // the client's administrator cannot buy it for themself: the back office records it
    api.actAs('administrator');
    await refused('PUT', `${CLIENT}/verification`, { purchased: true });

    api.actAs('provider-staff');
    expect(await call('PUT', `${CLIENT}/verification`, { purchased: true })).toMatchObject({
      status: 200,
      body: { changed: true },
    });
    const purchase = (await api.store.readStream(organizationStreamId(DEMO_ORGANIZATION_ID))).at(-1)!;
    expect(purchase).toMatchObject({
      type: 'VerificationPurchaseSet',
      data: { organizationId: DEMO_ORGANIZATION_ID, purchased: true },
      metadata: { actorId: STAFF_ID, organizationId: DEMO_ORGANIZATION_ID },
    });
    const listed = (await call('GET', `${CLIENT}/row-verification`))
      .body as unknown as ClientRowVerificationsView;
    expect(listed.canVerify).toBe(true);
    // the back office lists what each row is: section, period and values, besides its badge
    expect(
      listed.rows.filter((r) => [r1, r2].includes(r.rowId)).sort((a, b) => a.period.localeCompare(b.period)),
    ).toEqual([
      {
        rowId: r1,
        status: 'sent',
        comment: null,
        questionId: 'vehicles',
        period: '2025-07',
        values: FUEL_ROW,
      },
      {
        rowId: r2,
        status: 'sent',
        comment: null,
        questionId: 'vehicles',
        period: '2025-08',
        values: FUEL_ROW,
      },
    ]);
    expect((await call('POST', `${CLIENT}/row-verification/approve`, { rowIds: [r1] })).status).toBe(200);
    expect(
      (await call('POST', `${CLIENT}/row-verification/return`, { rowId: r2, comment: 'Licznik?' })).status,
    ).toBe(200);
    const events = (await api.store.readStream(rowVerificationStreamId(DEMO_ORGANIZATION_ID))).slice(-2);
    expect(events.map((e) => [e.type, e.metadata.actorId])).toEqual([
      ['RowsVerified', STAFF_ID],
      ['RowReturned', STAFF_ID],
    ]);

    api.actAs('member');
    const seen = (await call('GET', verification)).body as unknown as RowVerificationsView;
    expect(Object.fromEntries(seen.rows.map((r) => [r.rowId, r.status]))).toMatchObject({
      [r1]: 'verified',
      [r2]: 'returned',
    });

    // no longer bought: refused again
    api.actAs('provider-staff');
    expect((await call('PUT', `${CLIENT}/verification`, { purchased: false })).status).toBe(200);
    await refused('POST', `${CLIENT}/row-verification/approve`, { rowIds: [r2] });
  });
});
