import { type ProviderRequestView, type ShellSettingsView } from '@ghg/contracts';
import { providerContactStreamId } from '@ghg/domain';
import { waitForProjections } from '@ghg/read-models';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { shellSettingsFromEnv } from '../config/shell-settings.js';
import { DEMO_ADMIN_ID, DEMO_ORGANIZATION_ID, FREEMIUM_DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';

jest.setTimeout(120_000);

// The smallest valid PNG (1×1), and an SVG with a script named and typed as a PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe('support and offset requests to the provider', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({
      config: {
        shell: shellSettingsFromEnv(
          {
            ANALYTICS_TAG_ID: 'GTM-TEST123',
            ANALYTICS_SCRIPT_ORIGIN: 'http://127.0.0.1:4999',
            CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
            CHAT_WIDGET_KEY: 'key-1',
            WORDPRESS_URL: 'https://blog.example.com',
          },
          true,
        ),
      },
    });
  });
  afterEach(() => {
    api.actAs('administrator');
  });
  afterAll(async () => {
    await api.close();
  });

  const caughtUp = async () => {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  };
  const rest = async (path: string, init?: RequestInit) => {
    const res = await api.request(path, init);
    const text = await res.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    return { status: res.status, body, headers: res.headers };
  };
  const post = (path: string, body: unknown) =>
    rest(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const support = (body: unknown, organizationId = DEMO_ORGANIZATION_ID) =>
    post(`/api/organizations/${organizationId}/support-requests`, body);
  const quote = (body: unknown, organizationId = DEMO_ORGANIZATION_ID) =>
    post(`/api/organizations/${organizationId}/offset-quote-requests`, body);
  const streamLength = async () =>
    (await api.store.readStream(providerContactStreamId(DEMO_ORGANIZATION_ID))).length;

  it('records a support request with its screenshot, lists it in the back office and queues the e-mail', async () => {
    const requestId = 'a1b2c3d4-0000-4000-8000-000000000001';
    const answer = await support({
      requestId,
      subject: 'Import stops',
      message: 'The import stops at row 3.',
      screenshot: `data:image/png;base64,${PNG.toString('base64')}`,
      language: 'en',
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { requestId, ticketNumber: 'GHG-A1B2C3D4', changed: true },
    });
    const events = await api.store.readStream(providerContactStreamId(DEMO_ORGANIZATION_ID));
    expect(events.at(-1)).toMatchObject({
      type: 'SupportRequestSubmitted',
      data: {
        subject: 'Import stops',
        submittedBy: DEMO_ADMIN_ID,
        screenshot: { mediaType: 'image/png', bytes: PNG.length },
      },
    });
    // A retried click (same request id) records nothing more and answers the same ticket.
    const again = await support({ requestId, subject: 'Import stops', message: 'x', language: 'en' });
    expect(again.body).toMatchObject({ ticketNumber: 'GHG-A1B2C3D4', changed: false });
    await caughtUp();

    // The organization's administrator does not see the back office.
    expect((await rest('/api/backoffice/provider-requests')).status).toBe(403);
    api.actAs('provider-staff');
    const list = (await rest('/api/backoffice/provider-requests')).body as unknown as ProviderRequestView[];
    const listed = list.find((r) => r.requestId === requestId)!;
    expect(listed).toMatchObject({
      kind: 'support',
      ticketNumber: 'GHG-A1B2C3D4',
      organizationName: expect.any(String),
    });
    const image = await api.request(listed.screenshotPath!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe('inline; filename="screenshot"');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(image.headers.get('content-length')).toBe(String(PNG.length));
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const { rows } = await api.db.query<{
      kind: string;
      recipient: string | null;
      details: { ticketNumber: string };
    }>(`select kind, recipient, details from read.outbox where reference = $1`, [requestId]);
    expect(rows).toEqual([
      {
        kind: 'support-request',
        recipient: null,
        details: expect.objectContaining({ ticketNumber: 'GHG-A1B2C3D4' }),
      },
    ]);
  });

  it('refuses a disguised SVG, a too large image and empty fields whole, appending nothing', async () => {
    const before = await streamLength();
    const svg = await support({ subject: 'x', message: 'y', screenshot: SVG.toString('base64') });
    expect(svg).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', fields: [{ path: 'screenshot', code: 'invalid_file_type' }] },
    });
    const big = Buffer.concat([PNG, Buffer.alloc(520 * 1024)]);
    expect(
      (await support({ subject: 'x', message: 'y', screenshot: big.toString('base64') })).body,
    ).toMatchObject({
      fields: [{ path: 'screenshot', code: 'file_too_large' }],
    });
    expect((await support({ subject: 'x', message: 'y', screenshot: '%%%' })).status).toBe(400);
    const empty = await support({ subject: ' ', message: '' });
    expect(empty.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'subject', code: 'required' },
        { path: 'message', code: 'required' },
      ],
    });
    expect((await support({ subject: 'x', message: 'y', extra: 1 })).status).toBe(400);
    expect(await streamLength()).toBe(before);
  });

  it('refuses another organization (404) and the read-only auditor (403)', async () => {
    const before = await streamLength();
    expect((await support({ subject: 'x', message: 'y' }, FREEMIUM_DEMO_ORGANIZATION_ID)).status).toBe(404);
    expect(
      (await quote({ projectId: 'demo-wind-india', tonnes: 3 }, FREEMIUM_DEMO_ORGANIZATION_ID)).status,
    ).toBe(404);
    api.actAs('auditor');
    expect((await support({ subject: 'x', message: 'y' })).status).toBe(403);
    expect((await quote({ projectId: 'demo-wind-india', tonnes: 3 })).status).toBe(403);
    expect(await streamLength()).toBe(before);
    expect(await api.store.readStream(providerContactStreamId(FREEMIUM_DEMO_ORGANIZATION_ID))).toEqual([]);
  });

  it('records a quote request for a configured project with the project as offered', async () => {
    const settings = (await rest('/api/shell-settings')).body as unknown as ShellSettingsView;
    const project = settings.offsetProjects[0]!;
    expect((await quote({ projectId: 'no-such-project', tonnes: 3 })).body).toMatchObject({
      fields: [{ path: 'projectId', code: 'invalid_value' }],
    });
    expect((await quote({ projectId: project.id, tonnes: -1 })).body).toMatchObject({
      fields: [{ path: 'tonnes', code: 'invalid_value' }],
    });
    const answer = await quote({
      projectId: project.id,
      tonnes: 16,
      message: 'Before year end',
      language: 'pl',
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { ticketNumber: expect.stringMatching(/^GHG-[0-9A-F]{8}$/) },
    });
    await caughtUp();
    api.actAs('provider-staff');
    const list = (await rest('/api/backoffice/provider-requests')).body as unknown as ProviderRequestView[];
    expect(list.find((r) => r.kind === 'offset-quote')).toMatchObject({
      subject: project.name,
      message: 'Before year end',
      details: { projectId: project.id, standard: project.standard, tonnes: 16 },
      screenshotPath: null,
    });
  });

  it('answers the shell settings and allows exactly the configured origins in the CSP', async () => {
    const settings = await rest('/api/shell-settings');
    expect(settings.body).toMatchObject({
      analytics: { tagId: 'GTM-TEST123', scriptUrl: 'http://127.0.0.1:4999/gtm.js?id=GTM-TEST123' },
      chat: { scriptUrl: 'https://chat.example.com/widget.js', key: 'key-1' },
    });
    const csp = settings.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4999 https://chat.example.com;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4999 https://chat.example.com;");
    expect(csp).toContain(
      "img-src 'self' data: http://127.0.0.1:4999 https://chat.example.com https://blog.example.com;",
    );
    expect(csp).toContain('frame-src https://chat.example.com;');
  });
});
