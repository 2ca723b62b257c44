import { createTransport } from 'nodemailer';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import type { OutboxMessageView } from '@ghg/contracts';
import { MailDelivery } from './mail-delivery.js';
import { bodyOf, SmtpSink } from './testing/smtp-sink.js';

jest.setTimeout(120_000);

const ORG = DEMO_ORGANIZATION_ID;
const PUBLIC_URL = 'https://ledger.example';
const FROM = 'Ledger Test <ledger@test.local>';
const PROVIDER_TEAM = 'raporty@dostawca.test';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('invitation e-mails through SMTP (SMTP_URL)', () => {
  let api: ApiHarness;
  const smtp = new SmtpSink();
  const deliveries: MailDelivery[] = [];

  const newDelivery = () => {
    const delivery = new MailDelivery(
      api.db,
      createTransport({ url: `smtp://user:secret@127.0.0.1:${smtp.port}`, connectionTimeout: 5000 }),
      { from: FROM, publicUrl: PUBLIC_URL, providerTeamEmail: PROVIDER_TEAM },
      quiet,
      { pollMs: 50, retryBaseMs: 40, retryMaxMs: 80 },
    );
    deliveries.push(delivery);
    return delivery;
  };
  const invite = async (email: string): Promise<string> => {
    const res = await api.request(`/api/organizations/${ORG}/magicLinks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'member' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { magicLinkId: string }).magicLinkId;
  };
  /** The outbox answer once the projections have passed the last command. */
  const outbox = async (): Promise<OutboxMessageView[]> => {
    const position = String(await api.store.headPosition());
    const res = await api.request(`/api/organizations/${ORG}/outbox`, {
      headers: { 'x-wait-for-position': position },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as OutboxMessageView[];
  };
  const messageOf = async (magicLinkId: string) => {
    const message = (await outbox()).find((m) => m.magicLinkId === magicLinkId);
    if (!message) throw new Error(`no outbox e-mail for ${magicLinkId}`);
    return message;
  };
  const arrivalsFor = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** Waits out the (short) back-off, then runs one delivery round. */
  const retryRound = async (delivery: MailDelivery) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return delivery.deliverDue();
  };

  beforeAll(async () => {
    api = await startApiHarness();
    await smtp.start();
  });
  afterAll(async () => {
    for (const delivery of deliveries) await delivery.stop();
    await smtp.stop();
    await api.close();
  });

  it('delivers an invitation once, with its link, and a restarted delivery does not send it again', async () => {
    const delivery = newDelivery();
    delivery.start();
    const magicLinkId = await invite('anna@firma.pl');
    await eventually(() => arrivalsFor('anna@firma.pl').length > 0);

    const [mail] = arrivalsFor('anna@firma.pl');
    expect(mail!.raw).toMatch(/^From: Ledger Test <ledger@test\.local>/m);
    expect(mail!.raw).toMatch(/^Message-ID: <[0-9a-f-]+@ghg-ledger>/m);
    expect(bodyOf(mail!.raw)).toContain(
      `Open the link to create your account: ${PUBLIC_URL}/ml/${magicLinkId}`,
    );
    expect(bodyOf(mail!.raw)).toContain('Otwórz link, aby założyć konto');
    await eventually(async () => (await messageOf(magicLinkId)).delivery?.status === 'sent');
    expect((await messageOf(magicLinkId)).delivery).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
    });

    // Restart: the new process finds nothing to send.
    await delivery.stop();
    const restarted = newDelivery();
    expect(await restarted.deliverDue()).toBe(0);
    restarted.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await restarted.stop();
    expect(arrivalsFor('anna@firma.pl')).toHaveLength(1);
  });

  it('a refusing or unreachable server leaves the e-mail pending with attempts and error; sent once it is back', async () => {
    const delivery = newDelivery();
    smtp.refuse = 451;
    const magicLinkId = await invite('piotr@firma.pl');
    await outbox(); // projected
    expect(await delivery.deliverDue()).toBe(1);
    let view = (await messageOf(magicLinkId)).delivery;
    expect(view).toMatchObject({ status: 'pending', attempts: 1, deliveredAt: null });
    expect(view!.lastError).toMatch(/451/);
    expect(view!.nextAttemptAt).toEqual(expect.any(String));

    smtp.refuse = 550;
    expect(await retryRound(delivery)).toBe(1);
    view = (await messageOf(magicLinkId)).delivery;
    expect(view).toMatchObject({ status: 'pending', attempts: 2 });
    expect(view!.lastError).toMatch(/550/);

    // Down: nothing listens on the port.
    smtp.refuse = null;
    await smtp.stop();
    expect(await retryRound(delivery)).toBe(1);
    view = (await messageOf(magicLinkId)).delivery;
    expect(view).toMatchObject({ status: 'pending', attempts: 3 });
    expect(view!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(arrivalsFor('piotr@firma.pl')).toHaveLength(0);

    // Back on the same port: delivered on the next round, once.
    await smtp.start();
    expect(await retryRound(delivery)).toBe(1);
    expect((await messageOf(magicLinkId)).delivery).toMatchObject({
      status: 'sent',
      attempts: 4,
      lastError: null,
    });
    expect(arrivalsFor('piotr@firma.pl')).toHaveLength(1);
    expect(await retryRound(delivery)).toBe(0);
    expect(arrivalsFor('piotr@firma.pl')).toHaveLength(1);
  });

  it('an e-mail claimed by a process that died before recording the result is retried after the claim expires', async () => {
    const magicLinkId = await invite('ewa@firma.pl');
    const { messageId } = await messageOf(magicLinkId);
    // A crashed process: it claimed the e-mail (status sending) and never came back.
    await api.db.query(
      `insert into mail.deliveries (message_id, status, attempts, claimed_until)
       values ($1, 'sending', 1, now() + interval '300 milliseconds')`,
      [messageId],
    );
    const delivery = newDelivery();
    expect(await delivery.deliverDue()).toBe(0);
    expect(arrivalsFor('ewa@firma.pl')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await delivery.deliverDue()).toBe(1);
    expect(arrivalsFor('ewa@firma.pl')).toHaveLength(1);
    expect((await messageOf(magicLinkId)).delivery).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
