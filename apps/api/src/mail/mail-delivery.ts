import type { Db } from '@ghg/database';
import { createTransport, type Transporter } from 'nodemailer';
import { loadPasswordResetTokens, type PasswordResetTokens } from '../auth/password-reset/reset-token.js';
import type { MailMessage } from './mail-message.js';
import { notificationMail } from './notification-mail.js';
import { outboxMail, type OutboxMailRow, type OutboxMailSettings } from './outbox-mail.js';
import type { SmtpSettings } from '../config/smtp-settings.js';

export interface MailDeliveryLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailDeliveryOptions {
  /** How often the outbox is looked at for new or due e-mails. */
  pollMs?: number;
  /** Back-off after a failed attempt: from retryBaseMs doubling up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed e-mail is this process's; after that (a crash mid-send) another round retries it. */
  claimMs?: number;
  batchSize?: number;
  /**
   * A person's notifications wait this long after the first of them, so those arriving close together go out as
   * one digest e-mail.
   */
  digestWindowMs?: number;
}

/** An outbox e-mail, or (kind 'notifications') a person's notification e-mail of mail.notification_digests. */
interface ClaimedRow extends Omit<OutboxMailRow, 'kind'> {
  kind: OutboxMailRow['kind'] | 'notifications';
  attempts: number;
}

/**
 * Sends the e-mails of read.outbox through SMTP, each once, whatever their kind (invitations, reminders, the
 * provider team's report-request notices): mail.deliveries records every attempt and the address used, a row
 * is claimed (SKIP LOCKED, with an expiry) before sending, so several API instances share the work and a
 * crash between sending and recording leads to one retry at most (at-least-once). Failures wait with
 * back-off. mail.deliveries is not a read model: a rebuilt read.outbox has the same message ids (event ids),
 * found sent.
 */
export class MailDelivery {
  private readonly options: Required<MailDeliveryOptions>;
  private abort: AbortController | null = null;
  private loop: Promise<void> | null = null;
  private failures = 0;
  private resetTokens: PasswordResetTokens | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: Transporter,
    private readonly settings: { from: string } & OutboxMailSettings,
    private readonly logger: MailDeliveryLogger,
    options: MailDeliveryOptions = {},
  ) {
    this.options = {
      pollMs: 2000,
      retryBaseMs: 5000,
      retryMaxMs: 30 * 60_000,
      claimMs: 5 * 60_000,
      batchSize: 20,
      digestWindowMs: 5 * 60_000,
      ...options,
    };
  }

  start(): void {
    if (this.loop) return;
    const abort = new AbortController();
    this.abort = abort;
    this.loop = this.run(abort.signal);
  }

  /** Resolves once no e-mail is being sent; unsent ones wait in the table for the next start. */
  async stop(): Promise<void> {
    this.abort?.abort();
    await this.loop;
    this.loop = null;
    this.abort = null;
    this.transport.close();
  }

  /** One round: picks up new outbox e-mails, then sends those due. Returns how many were attempted. */
  async deliverDue(): Promise<number> {
    await this.db.query(
      `insert into mail.delivery_start (id, started_at) values (true, now()) on conflict do nothing`,
    );
    await this.db.query(
      `insert into mail.deliveries (message_id)
       select m.message_id from read.outbox m
       where m.created_at >= (select started_at from mail.delivery_start)
       on conflict (message_id) do nothing`,
    );
    await this.batchNotifications();
    const { rows } = await this.db.query<ClaimedRow>(
      `with claimed as (
         update mail.deliveries d
         set status = 'sending', attempts = d.attempts + 1, claimed_until = now() + $1 * interval '1 millisecond'
         where d.message_id in (
           select c.message_id from mail.deliveries c
           where ((c.status = 'pending' and c.next_attempt_at <= now())
                  or (c.status = 'sending' and c.claimed_until < now()))
             and (exists (select 1 from read.outbox m where m.message_id = c.message_id)
                  or exists (select 1 from mail.notification_digests g where g.message_id = c.message_id))
           order by c.next_attempt_at limit $2 for update skip locked)
         returning d.message_id, d.attempts)
       select c.message_id, c.attempts, coalesce(m.kind, 'notifications') as kind,
              coalesce(m.organization_id, g.organization_id) as organization_id, o.name as organization_name,
              coalesce(m.created_at, g.created_at) as created_at, coalesce(m.recipient, gu.email) as recipient,
              m.magic_link_id, m.details, m.reference, u.email as requested_by_email,
              nullif(trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), '') as requested_by_name
       from claimed c left join read.outbox m on m.message_id = c.message_id
       left join mail.notification_digests g on g.message_id = c.message_id
       left join read.users gu on gu.user_id = g.user_id
       left join read.organizations o on o.organization_id = coalesce(m.organization_id, g.organization_id)
       left join read.user_names n on n.user_id = m.details->>'requestedBy'
       left join read.users u on u.user_id = m.details->>'requestedBy'`,
      [this.options.claimMs, this.options.batchSize],
    );
    for (const row of rows) await this.send(row);
    return rows.length;
  }

  private async send(row: ClaimedRow): Promise<void> {
    let mail: MailMessage | null = null;
    try {
      // A reset link's token is made from the server key only when its e-mail goes out.
      if (row.kind === 'password-reset') this.resetTokens ??= await loadPasswordResetTokens(this.db);
      mail =
        row.kind === 'notifications'
          ? await this.notificationMailOf(row)
          : outboxMail({ ...row, kind: row.kind }, this.settings, this.resetTokens);
      await this.transport.sendMail({ from: this.settings.from, ...mail });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInMs = retryDelay(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      await this.db.query(
        `update mail.deliveries set status = 'pending', last_error = $2, claimed_until = null, recipient = $4,
           next_attempt_at = now() + $3 * interval '1 millisecond'
         where message_id = $1`,
        [row.message_id, message.slice(0, 1000), retryInMs, mail?.to ?? null],
      );
      this.logger.warn(
        { messageId: row.message_id, kind: row.kind, attempts: row.attempts, retryInMs, error: message },
        'outbox e-mail not delivered, will retry',
      );
      return;
    }
    await this.db.query(
      `update mail.deliveries
       set status = 'sent', sent_at = now(), last_error = null, claimed_until = null, recipient = $2
       where message_id = $1`,
      [row.message_id, mail.to],
    );
    this.logger.info(
      { messageId: row.message_id, kind: row.kind, attempts: row.attempts },
      'outbox e-mail delivered',
    );
  }

  /**
   * Turns the people's new notifications (read.notifications) into e-mails: those the person does not want mailed
   * (off, or a muted kind) or who has no address are set aside; the others wait until the window after the first
   * of them has passed, then all of that person's waiting ones in the organization become one e-mail. One
   * transaction under a table lock, so two API instances never batch the same notification.
   */
  private async batchNotifications(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('lock table mail.notifications_mailed in exclusive mode');
      const fresh = `n.created_at >= (select started_at from mail.delivery_start)
         and not exists (select 1 from mail.notifications_mailed d
                          where d.event_id = n.event_id and d.user_id = n.user_id)`;
      await tx.query(
        `insert into mail.notifications_mailed (event_id, user_id, message_id)
         select n.event_id, n.user_id, null from read.notifications n
           left join read.notification_mail_preferences p on p.user_id = n.user_id
           left join read.users u on u.user_id = n.user_id
          where ${fresh}
            and (u.email is null or p.email_enabled = false or coalesce(p.muted_kinds, '[]'::jsonb) ? n.kind)
         on conflict do nothing`,
      );
      await tx.query(
        `with due as (
           select n.user_id, n.organization_id, gen_random_uuid() as message_id,
                  array_agg(n.event_id order by n.created_at, n.event_id) as event_ids
             from read.notifications n where ${fresh}
            group by n.user_id, n.organization_id
           having min(n.created_at) <= now() - $1 * interval '1 millisecond'),
         digests as (
           insert into mail.notification_digests (message_id, user_id, organization_id, event_ids)
           select message_id, user_id, organization_id, event_ids from due
           returning message_id, user_id, event_ids),
         mailed as (
           insert into mail.notifications_mailed (event_id, user_id, message_id)
           select unnest(event_ids), user_id, message_id from digests)
         insert into mail.deliveries (message_id) select message_id from digests`,
        [this.options.digestWindowMs],
      );
    });
  }

  private async notificationMailOf(row: ClaimedRow): Promise<MailMessage> {
    if (!row.recipient) throw new Error(`notifications ${row.message_id}: the person has no address`);
    const { rows } = await this.db.query<{ kind: string; details: Record<string, unknown> }>(
      `select n.kind, n.details from mail.notification_digests g
         join read.notifications n on n.user_id = g.user_id and n.event_id = any(g.event_ids)
        where g.message_id = $1 order by n.created_at, n.event_id`,
      [row.message_id],
    );
    if (rows.length === 0) throw new Error(`notifications ${row.message_id}: none left to tell`);
    return notificationMail({
      messageId: row.message_id,
      recipient: row.recipient,
      organizationName: row.organization_name,
      notifications: rows,
      publicUrl: this.settings.publicUrl,
    });
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      let full = false;
      try {
        full = (await this.deliverDue()) >= this.options.batchSize;
        this.failures = 0;
      } catch (error) {
        // The database is unreachable (SMTP failures are recorded per e-mail): wait longer each time.
        this.logger.error({ err: error }, 'mail delivery round failed');
        this.failures++;
      }
      if (!full)
        await sleep(
          this.failures > 0
            ? retryDelay(this.failures, this.options.pollMs, this.options.retryMaxMs)
            : this.options.pollMs,
          signal,
        );
    }
  }
}

/** Starts delivery when SMTP_URL is set; null otherwise (the e-mails stay in the local outbox). */
export function startMailDelivery(
  db: Db,
  config: {
    smtp: SmtpSettings | null;
    publicUrl: string;
    providerTeam: { address: string; configured: boolean };
  },
  logger: MailDeliveryLogger,
): MailDelivery | null {
  if (!config.smtp) return null;
  if (!config.providerTeam.configured)
    logger.warn(
      { providerTeamEmail: config.providerTeam.address },
      'PROVIDER_TEAM_EMAIL is not set: full-report requests are e-mailed to the demo address',
    );
  const transport = createTransport({
    url: config.smtp.url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  const delivery = new MailDelivery(
    db,
    transport,
    { from: config.smtp.from, publicUrl: config.publicUrl, providerTeamEmail: config.providerTeam.address },
    logger,
  );
  delivery.start();
  logger.info(
    { from: config.smtp.from, providerTeamEmail: config.providerTeam.address },
    'outbox e-mails go through SMTP',
  );
  return delivery;
}

/** Exponential back-off with jitter: attempt 1 → about base, doubling, capped at max. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 20));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
