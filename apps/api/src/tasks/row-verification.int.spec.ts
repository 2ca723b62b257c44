import type { NotificationsView, RowVerificationsView } from '@ghg/contracts';
import { rowVerificationStreamId } from '@ghg/domain';
import type { ActorRole } from '@ghg/domain';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { readYourWritesClient } from '../../../../test/api/read-your-writes.js';
import { answersClient } from '../../../../test/api/answers-client.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(60_000);

const OTHER_ORGANIZATION_ID = '5a1f0c7e-3b9d-4c2e-9f10-7d2a4b6c8eff';
const verification = (rest = '', organizationId = DEMO_ORGANIZATION_ID) =>
  `/api/organizations/${organizationId}/row-verification${rest}`;
const FUEL_ROW = { itemType: 'passenger-car', fuelType: 'diesel', consumption: 120, unit: 'litres' };

describe('row verification (spec §4 badges): send, return with a comment, fix, approve, edit back to To complete', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const { call, follow } = readYourWritesClient(() => api);
  const as = (role: ActorRole) => api.actAs(role);
  const statuses = async () =>
    Object.fromEntries((await badges()).rows.map((r) => [r.rowId, [r.status, r.comment]]));
  const badges = async () => (await call('GET', verification())).body as unknown as RowVerificationsView;
  const kinds = async () =>
    ((await call('GET', '/api/users/me/notifications')).body as unknown as NotificationsView).items.map(
      (n) => n.kind,
    );
  async function refused(method: string, path: string, body: unknown, expected: Record<string, unknown>) {
    const head = await api.store.headPosition();
    const answer = await call(method, path, body);
    expect({ status: answer.status, ...answer.body }).toMatchObject(expected);
    expect(await api.store.headPosition()).toBe(head);
  }

  it('walks a row through the whole workflow with notifications at each step', async () => {
    const answers = answersClient(api);
    as('member');
    await answers.ok('vehicles', { type: 'AnswerInitialQuestion', answer: 'yes' });
    const first = await answers.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-03',
      values: FUEL_ROW,
    });
    const second = await answers.ok('vehicles', {
      type: 'AddRow',
      table: 'vehicle-fuel',
      period: '2025-04',
      values: FUEL_ROW,
    });
    const [r1, r2] = [first.result.rowId!, second.result.rowId!];
    follow(second.result.position);

    const sent = await call('POST', verification('/submit'), { rowIds: [r1, r2] });
    expect(sent).toMatchObject({ status: 200, body: { changed: true } });
    expect(await badges()).toMatchObject({ canVerify: false, verifiedShare: 0 });
    expect(await statuses()).toEqual({ [r1]: ['sent', null], [r2]: ['sent', null] });

    as('administrator');
    expect(await kinds()).toContain('rows-submitted');
    expect((await badges()).canVerify).toBe(true);
    expect((await call('POST', verification('/return'), { rowId: r1, comment: 'Zły licznik' })).status).toBe(
      200,
    );
    expect((await call('POST', verification('/approve'), { rowIds: [r2] })).status).toBe(200);

    as('member');
    expect(await kinds()).toEqual(expect.arrayContaining(['row-returned', 'rows-verified']));
    const afterReturn = await badges();
    expect(await statuses()).toEqual({ [r1]: ['returned', 'Zły licznik'], [r2]: ['verified', null] });
    expect(afterReturn.verifiedShare).toBe(0.5);
    const fixed = await answers.ok('vehicles', {
      type: 'UpdateRow',
      rowId: r1,
      values: { consumption: 130 },
    });
    follow(fixed.result.position);
    expect((await call('POST', verification('/submit'), { rowIds: [r1] })).status).toBe(200);

    as('administrator');
    expect((await call('POST', verification('/approve'), { rowIds: [r1] })).status).toBe(200);
    expect((await badges()).verifiedShare).toBe(1);

    // the member edits a verified row: 'To complete'; sending it again records why it left 'Verified'
    as('member');
    const edited = await answers.ok('vehicles', {
      type: 'UpdateRow',
      rowId: r2,
      values: { consumption: 99 },
    });
    follow(edited.result.position);
    expect((await badges()).rows.find((r) => r.rowId === r2)).toEqual({
      rowId: r2,
      status: 'to-complete',
      comment: null,
    });
    expect((await call('POST', verification('/submit'), { rowIds: [r1, r2] })).status).toBe(200);
    const stream = await api.store.readStream(rowVerificationStreamId(DEMO_ORGANIZATION_ID));
    expect(stream.map((e) => e.type)).toEqual([
      'RowsSubmittedForVerification',
      'RowReturned',
      'RowsVerified',
      'RowsSubmittedForVerification',
      'RowsVerified',
      'RowVerificationLapsed',
      'RowsSubmittedForVerification',
    ]);
    expect(stream.at(-2)!.data).toMatchObject({ rowId: r2, reason: 'edited_after_verification' });
    expect(stream.at(-1)!.data).toMatchObject({ rowIds: [r2] });
  });

  it('refuses each command with its error, appending nothing; the auditor and other organizations never write', async () => {
    const { rows } = await badges();
    const sentRow = rows.find((r) => r.status === 'sent')!.rowId;
    const verifiedRow = rows.find((r) => r.status === 'verified')!.rowId;
    await refused(
      'POST',
      verification('/submit'),
      { rowIds: ['nope'] },
      { status: 404, code: 'ROW_NOT_FOUND' },
    );
    await refused('POST', verification('/submit'), { rowIds: [] }, { status: 400, code: 'VALIDATION_ERROR' });
    await refused(
      'POST',
      verification('/approve'),
      { rowIds: [verifiedRow] },
      { status: 409, code: 'INVALID_TRANSITION' },
    );
    await refused(
      'POST',
      verification('/return'),
      { rowId: sentRow, comment: ' ' },
      {
        status: 400,
        fields: [{ path: 'comment', code: 'required' }],
      },
    );
    await refused('POST', verification('/return'), { rowId: 'nope', comment: 'x' }, { status: 404 });
    await refused(
      'POST',
      verification('/approve', OTHER_ORGANIZATION_ID),
      { rowIds: [sentRow] },
      { status: 404 },
    );
    await refused('GET', verification('', OTHER_ORGANIZATION_ID), undefined, { status: 404 });

    as('member');
    await refused(
      'POST',
      verification('/approve'),
      { rowIds: [sentRow] },
      { status: 403, code: 'FORBIDDEN' },
    );
    await refused(
      'POST',
      verification('/return'),
      { rowId: sentRow, comment: 'x' },
      { status: 403, code: 'FORBIDDEN' },
    );
    as('auditor');
    await refused('POST', verification('/submit'), { rowIds: [sentRow] }, { status: 403 });
    await refused('POST', verification('/approve'), { rowIds: [sentRow] }, { status: 403 });
    expect((await badges()).canVerify).toBe(false);
  });
});
