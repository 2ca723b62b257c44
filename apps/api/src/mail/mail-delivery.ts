import type { Db } from '@ghg/database';
import { createTransport, type Transporter } from 'nodemailer';
import { loadPasswordResetTokens, type PasswordResetTokens } from '../auth/password-reset/reset-token.js';
import type { MailMessage } from './mail-message.js';
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
}

interface ClaimedRow extends OutboxMailRow {
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
    const { rows } = await this.db.query<ClaimedRow>(
      `with claimed as (
         update mail.deliveries d
         set status = 'sending', attempts = d.attempts + 1, claimed_until = now() + $1 * interval '1 millisecond'
         where d.message_id in (
           select c.message_id from mail.deliveries c
           where ((c.status = 'pending' and c.next_attempt_at <= now())
                  or (c.status = 'sending' and c.claimed_until < now()))
             and exists (select 1 from read.outbox m where m.message_id = c.message_id)
           order by c.next_attempt_at limit $2 for update skip locked)
         returning d.message_id, d.attempts)
       select c.message_id, c.attempts, m.kind, m.organization_id, o.name as organization_name, m.created_at,
              m.recipient, m.magic_link_id, m.details, m.reference, u.email as requested_by_email,
              nullif(trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), '') as requested_by_name
       from claimed c join read.outbox m on m.message_id = c.message_id
       left join read.organizations o on o.organization_id = m.organization_id
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
      mail = outboxMail(row, this.settings, this.resetTokens);
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
