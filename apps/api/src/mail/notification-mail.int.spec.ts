import type { NotificationPreferencesView } from '@ghg/contracts';
import { waitForProjections } from '@ghg/read-models';
import { createTransport } from 'nodemailer';
import { type ApiHarness, startApiHarness } from '../../../../test/api/api-harness.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID } from '../seed/demo-accounts.js';
import { MailDelivery } from './mail-delivery.js';
import { bodyOf, headerOf, SmtpSink } from './testing/smtp-sink.js';

jest.setTimeout(120_000);

const ORG = DEMO_ORGANIZATION_ID;
const MEMBER = DEMO_ACCOUNTS.find((a) => a.role === 'member')!;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('notification e-mails (issue 20): one per notification, a digest for a burst, none when turned off', () => {
  let api: ApiHarness;
  /** The same outbox seen with the window still open (an hour) and once it has passed (0 ms). */
  let waiting: MailDelivery;
  let delivery: MailDelivery;
  const smtp = new SmtpSink();
  let dueDay = 1;

  const caughtUp = async () => {
    const { reached } = await waitForProjections(api.db, await api.store.headPosition(), {
      timeoutMs: 30_000,
    });
    expect(reached).toBe(true);
  };
  const send = async (method: string, path: string, body: unknown) => {
    const res = await api.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** The administrator delegates a section to the member: the member is told (task-assigned). */
  const delegateToMember = async () => {
    api.actAs('administrator');
    const dueDate = `2099-03-${String(dueDay++).padStart(2, '0')}`;
    const res = await send('POST', `/api/organizations/${ORG}/tasks`, {
      area: { kind: 'sections', sections: ['electricity'] },
      assignee: { kind: 'user', userId: MEMBER.userId },
      dueDate,
    });
    expect(res.status).toBe(201);
    return dueDate;
  };
  const toMember = () => smtp.received.filter((m) => m.to.includes(MEMBER.email));
  /** A round while the window of the notifications just projected is open (nothing goes), then one after it. */
  const afterWindow = async () => {
    await caughtUp();
    await waiting.deliverDue();
    await delivery.deliverDue();
  };

  beforeAll(async () => {
    api = await startApiHarness();
    await smtp.start();
    const deliveryWith = (digestWindowMs: number) =>
      new MailDelivery(
        api.db,
        createTransport({ url: `smtp://user:secret@127.0.0.1:${smtp.port}`, connectionTimeout: 5000 }),
        {
          from: 'Ledger <ledger@test.local>',
          publicUrl: 'https://ledger.example',
          providerTeamEmail: 'p@x.test',
        },
        quiet,
        { digestWindowMs },
      );
    waiting = deliveryWith(60 * 60_000);
    delivery = deliveryWith(0);
    // The first round marks when delivery started: earlier notifications are never mailed.
    await delivery.deliverDue();
  });
  afterAll(async () => {
    await waiting.stop();
    await delivery.stop();
    await smtp.stop();
    await api.close();
  });

  it('a single notification: one e-mail naming it, once its window has passed', async () => {
    const dueDate = await delegateToMember();
    await caughtUp();
    await waiting.deliverDue();
    expect(toMember()).toHaveLength(0); // the window is still open

    await afterWindow();
    expect(toMember()).toHaveLength(1);
    const mail = toMember()[0]!;
    expect(headerOf(mail.raw, 'subject')).toBe(
      `Przydzielono Ci zadanie z terminem ${dueDate}. / A task was assigned to you, due ${dueDate}.`,
    );
    expect(bodyOf(mail.raw)).toContain('https://ledger.example/en/notifications');
    await delivery.deliverDue();
    expect(toMember()).toHaveLength(1); // never twice
  });

  it('a burst within the window: one digest listing every notification', async () => {
    smtp.received.length = 0;
    const first = await delegateToMember();
    await caughtUp();
    await waiting.deliverDue(); // the window of the first is open: nothing yet
    expect(toMember()).toHaveLength(0);
    const others = [await delegateToMember(), await delegateToMember()];
    await afterWindow();
    expect(toMember()).toHaveLength(1);
    const mail = toMember()[0]!;
    expect(headerOf(mail.raw, 'subject')).toBe('Nowe powiadomienia (3) / New notifications (3)');
    const text = bodyOf(mail.raw);
    for (const dueDate of [first, ...others])
      expect(text).toContain(`A task was assigned to you, due ${dueDate}.`);
    const { rows } = await api.db.query<{ count: string }>(
      `select count(*)::text as count from mail.notification_digests g join mail.deliveries d using (message_id)
        where g.user_id = $1 and d.status = 'sent' and cardinality(g.event_ids) = 3`,
      [MEMBER.userId],
    );
    expect(rows[0]!.count).toBe('1');
  });

  it('none when the person turned them off, or muted the kind; the choice is an event', async () => {
    smtp.received.length = 0;
    api.actAs('member');
    expect(
      (await send('PUT', '/api/users/me/notification-preferences', { emailEnabled: false, mutedKinds: [] }))
        .status,
    ).toBe(200);
    await caughtUp();
    await delegateToMember();
    await afterWindow();
    expect(toMember()).toHaveLength(0);

    api.actAs('member');
    const muted = await api.graphql<{ setNotificationPreferences: { changed: boolean } }>(
      'mutation { setNotificationPreferences(emailEnabled: true, mutedKinds: ["task-assigned"]) { changed } }',
    );
    expect(muted.body.data?.setNotificationPreferences.changed).toBe(true);
    await caughtUp();
    const read = await api.request('/api/users/me/notification-preferences');
    expect((await read.json()) as NotificationPreferencesView).toEqual({
      emailEnabled: true,
      mutedKinds: ['task-assigned'],
    });
    await delegateToMember();
    await afterWindow();
    expect(toMember()).toHaveLength(0);
    // turning them on again does not mail what was set aside
    api.actAs('member');
    await send('PUT', '/api/users/me/notification-preferences', { emailEnabled: true });
    await afterWindow();
    expect(toMember()).toHaveLength(0);

    const events = await api.store.readStream(`user-${MEMBER.userId}`);
    expect(events.filter((e) => e.type === 'NotificationMailPreferenceSet').map((e) => e.data)).toEqual([
      { userId: MEMBER.userId, emailEnabled: false, mutedKinds: [] },
      { userId: MEMBER.userId, emailEnabled: true, mutedKinds: ['task-assigned'] },
      { userId: MEMBER.userId, emailEnabled: true, mutedKinds: [] },
    ]);
    api.actAs('member');
    expect(
      await send('PUT', '/api/users/me/notification-preferences', {
        emailEnabled: true,
        mutedKinds: ['spam'],
      }),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });
});
