import type { OutboxMessageView, ReportRequestView } from '@ghg/contracts';
import { waitForProjections } from '@ghg/read-models';
import { createTransport } from 'nodemailer';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { MailDelivery, startMailDelivery } from './mail-delivery.js';
import { bodyOf, headerOf, SmtpSink } from './testing/smtp-sink.js';

jest.setTimeout(120_000);

const ORG = DEMO_ORGANIZATION_ID;
const PUBLIC_URL = 'https://ledger.example';
const FROM = 'Ledger Test <ledger@test.local>';
const PROVIDER_TEAM = 'raporty@dostawca.test';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the provider team is e-mailed about a full-report request (PROVIDER_TEAM_EMAIL)', () => {
  let api: ApiHarness;
  let organizationName: string;
  const smtp = new SmtpSink();
  const deliveries: MailDelivery[] = [];

  const newDelivery = (providerTeamEmail = PROVIDER_TEAM) => {
    const delivery = new MailDelivery(
      api.db,
      createTransport({ url: `smtp://user:secret@127.0.0.1:${smtp.port}`, connectionTimeout: 5000 }),
      { from: FROM, publicUrl: PUBLIC_URL, providerTeamEmail },
      quiet,
      { pollMs: 50, retryBaseMs: 40, retryMaxMs: 80 },
    );
    deliveries.push(delivery);
    return delivery;
  };
  const caughtUp = async () => {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  };
  /** A full-report request by the demo administrator (Anna Demo), projected. */
  const requestReport = async (requestId: string, body: object) => {
    api.actAs('administrator');
    const res = await api.request(`/api/organizations/${ORG}/report-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, ...body }),
    });
    expect(res.status).toBe(201);
    await caughtUp();
  };
  const backofficeRequest = async (requestId: string): Promise<ReportRequestView> => {
    api.actAs('provider-staff');
    const res = await api.request('/api/backoffice/report-requests');
    expect(res.status).toBe(200);
    const found = ((await res.json()) as ReportRequestView[]).find((r) => r.requestId === requestId);
    if (!found) throw new Error(`no request ${requestId} in the back-office`);
    return found;
  };
  const administratorsOutbox = async (): Promise<OutboxMessageView[]> => {
    api.actAs('administrator');
    const res = await api.request(`/api/organizations/${ORG}/outbox`);
    expect(res.status).toBe(200);
    return (await res.json()) as OutboxMessageView[];
  };
  const toTeam = () => smtp.received.filter((m) => m.to.includes(PROVIDER_TEAM));
  async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    api = await startApiHarness({ config: { providerTeam: { address: PROVIDER_TEAM, configured: true } } });
    await smtp.start();
    const { rows } = await api.db.query<{ name: string }>(
      'select name from read.organizations where organization_id = $1',
      [ORG],
    );
    organizationName = rows[0]!.name;
  });
  afterAll(async () => {
    for (const delivery of deliveries) await delivery.stop();
    await smtp.stop();
    await api.close();
  });

  it('without SMTP_URL the notice stays in the outbox, and turning SMTP on later does not mail it', async () => {
    const config = {
      smtp: null,
      publicUrl: PUBLIC_URL,
      providerTeam: { address: PROVIDER_TEAM, configured: true },
    };
    expect(startMailDelivery(api.db, config, quiet)).toBeNull();
    await requestReport('req-no-smtp', { period: { choice: 'previous-year' }, language: 'pl' });

    const { rows } = await api.db.query<{ kind: string; recipient: string | null; delivered: boolean }>(
      `select m.kind, m.recipient, exists (select 1 from mail.deliveries d where d.message_id = m.message_id)
         as delivered
       from read.outbox m where m.organization_id = $1 and m.reference = 'req-no-smtp'`,
      [ORG],
    );
    expect(rows).toEqual([{ kind: 'report-request', recipient: null, delivered: false }]);
    const { notification } = await backofficeRequest('req-no-smtp');
    expect(notification).toMatchObject({
      recipient: PROVIDER_TEAM,
      queuedAt: expect.any(String),
      delivery: null,
    });
    // The company's outbox is its invitations: the provider team's notice is not the administrator's mail.
    expect((await administratorsOutbox()).map((m) => m.kind)).not.toContain('report-request');

    // SMTP delivery starts after the request: the history is not mailed.
    expect(await newDelivery().deliverDue()).toBe(0);
    expect(toTeam()).toHaveLength(0);
    expect((await backofficeRequest('req-no-smtp')).notification?.delivery).toBeNull();
  });

  it('a request ends in exactly one e-mail to PROVIDER_TEAM_EMAIL, naming who asked for what', async () => {
    const delivery = newDelivery();
    delivery.start();
    await requestReport('req-smtp', {
      period: { choice: 'custom', from: '2025-01', to: '2025-06' },
      language: 'en',
    });
    await eventually(() => toTeam().length > 0);

    const [mail] = toTeam();
    expect(mail!.to).toEqual([PROVIDER_TEAM]);
    expect(headerOf(mail!.raw, 'From')).toBe(FROM);
    expect(headerOf(mail!.raw, 'Subject')).toBe(
      `Zamówienie pełnego raportu: ${organizationName}, Własny zakres: 01-2025 – 06-2025 / ` +
        `Full report requested: ${organizationName}, Custom range: 01-2025 – 06-2025`,
    );
    const body = bodyOf(mail!.raw);
    for (const line of [
      `Organizacja: ${organizationName}`,
      'Okres: Własny zakres: 01-2025 – 06-2025',
      'Język raportu: angielski',
      'Zamawiający: Anna Demo <admin@demo.ghg-ledger.local>',
      `Zamówienia raportów: ${PUBLIC_URL}/backoffice?tab=report-requests`,
      `Organization: ${organizationName}`,
      'Report language: English',
      'Requested by: Anna Demo <admin@demo.ghg-ledger.local>',
      `Report requests: ${PUBLIC_URL}/backoffice?tab=report-requests`,
    ])
      expect(body).toContain(line);
    const requestedAt = new Date((await backofficeRequest('req-smtp')).requestedAt);
    const day = requestedAt.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    const time = requestedAt.toISOString().slice(11, 16);
    expect(body).toContain(`Requested at: ${day}, ${time} UTC`);

    await eventually(
      async () => (await backofficeRequest('req-smtp')).notification?.delivery?.status === 'sent',
    );
    expect((await backofficeRequest('req-smtp')).notification).toMatchObject({
      recipient: PROVIDER_TEAM,
      delivery: { status: 'sent', attempts: 1, lastError: null, deliveredAt: expect.any(String) },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await delivery.stop();
    expect(toTeam()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('a rebuild of the outbox sends nothing again', async () => {
    const before = await api.db.query(
      `select message_id, kind, reference from read.outbox order by message_id`,
    );
    // A rebuild runs under the projection's lease, which the running projector holds (as in production:
    // stop it, rebuild, start it again).
    await api.rebuildProjection('outbox');
    expect(
      (await api.db.query(`select message_id, kind, reference from read.outbox order by message_id`)).rows,
    ).toEqual(before.rows);
    const delivery = newDelivery();
    expect(await delivery.deliverDue()).toBe(0);
    delivery.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await delivery.stop();
    expect(toTeam()).toHaveLength(1);
    expect((await backofficeRequest('req-smtp')).notification?.delivery?.status).toBe('sent');
  });

  it('a refused notice is retried like an invitation, its error shown in the back-office, then sent once', async () => {
    const delivery = newDelivery();
    await delivery.deliverDue(); // SMTP delivery has started before the request
    const sentBefore = toTeam().length;
    smtp.refuse = 451;
    await requestReport('req-retry', { period: { choice: 'current-year' }, language: 'pl' });
    expect(await delivery.deliverDue()).toBe(1);
    const pending = (await backofficeRequest('req-retry')).notification;
    expect(pending).toMatchObject({ recipient: PROVIDER_TEAM, delivery: { status: 'pending', attempts: 1 } });
    expect(pending!.delivery!.lastError).toMatch(/451/);

    smtp.refuse = null;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await delivery.deliverDue()).toBe(1);
    expect((await backofficeRequest('req-retry')).notification?.delivery).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(toTeam()).toHaveLength(sentBefore + 1);
    expect(await delivery.deliverDue()).toBe(0);
  });
});
