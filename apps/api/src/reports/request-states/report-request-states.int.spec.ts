import type { CustomerReportRequestView, NotificationsView } from '@ghg/contracts';
import { type ApiHarness, startApiHarness } from '../../../../../test/api/api-harness.js';
import { readYourWritesClient } from '../../../../../test/api/read-your-writes.js';
import { DEMO_ORGANIZATION_ID } from '../../seed/demo-accounts.js';

jest.setTimeout(60_000);

describe('full-report request states: requested → in preparation → sent with the file, the requester told', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness();
  });
  afterAll(async () => {
    await api.close();
  });

  const { call } = readYourWritesClient(() => api);
  const requests = async () =>
    (await call('GET', `/api/organizations/${DEMO_ORGANIZATION_ID}/report-requests`))
      .body as unknown as CustomerReportRequestView[];
  const backoffice = (step: string) =>
    `/api/backoffice/report-requests/${DEMO_ORGANIZATION_ID}/req-1/${step}`;

  it('walks the states; refuses the organization’s people and a second delivery, appending nothing', async () => {
    api.actAs('member');
    const asked = await call('POST', `/api/organizations/${DEMO_ORGANIZATION_ID}/report-requests`, {
      requestId: 'req-1',
      period: { choice: 'previous-year' },
      language: 'pl',
    });
    expect(asked.status).toBe(201);
    expect((await requests()).map((r) => r.state)).toEqual(['requested']);

    api.actAs('administrator');
    const head = await api.store.headPosition();
    expect((await call('POST', backoffice('preparation'))).status).toBe(403);
    expect(await api.store.headPosition()).toBe(head);

    api.actAs('provider-staff');
    expect((await call('POST', backoffice('preparation'))).status).toBe(200);
    api.actAs('member');
    expect((await requests())[0]).toMatchObject({ state: 'in-preparation', fileName: null });

    api.actAs('provider-staff');
    const content = Buffer.from('%PDF-1.4 raport').toString('base64');
    expect(
      (await call('POST', backoffice('delivery'), { fileName: '', contentBase64: content })).body,
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'fileName', code: 'required' }],
    });
    const sent = await call('POST', backoffice('delivery'), {
      fileName: 'raport-2025.pdf',
      contentBase64: content,
    });
    expect(sent.status).toBe(200);
    const again = await call('POST', backoffice('delivery'), {
      fileName: 'raport-2025.pdf',
      contentBase64: content,
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    const files = await api.db.query('select count(*)::int as n from reports.delivered_files');
    expect(files.rows[0]).toEqual({ n: 1 });

    api.actAs('member');
    expect((await requests())[0]).toMatchObject({ state: 'sent', fileName: 'raport-2025.pdf' });
    const file = await call('GET', `/api/organizations/${DEMO_ORGANIZATION_ID}/report-requests/req-1/file`);
    expect(file.status).toBe(200);
    expect(file.body['text']).toBe('%PDF-1.4 raport');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="raport-2025.pdf"');
    expect(file.headers.get('content-length')).toBe(String('%PDF-1.4 raport'.length));
    expect(file.headers.get('cache-control')).toBe('no-store');
    const told = (await call('GET', '/api/users/me/notifications')).body as unknown as NotificationsView;
    expect(told.items.map((n) => n.kind)).toContain('report-sent');
    expect(
      (await call('GET', `/api/organizations/${DEMO_ORGANIZATION_ID}/report-requests/nope/file`)).status,
    ).toBe(404);
  });
});
