import { loadStream } from '@ghg/command-handling';
import { type PasswordRule, passwordResetSchema, fieldErrorsOf } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { DomainError, userAggregate, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { randomUUID } from 'node:crypto';
import { passwordRuleOf } from '../password-rule.js';
import { setPassword } from '../local-accounts.js';
import { normalisedEmail } from '../throttle/sign-in-throttle.js';
import { recordOnUserStream } from '../user-security-events.js';
import type { PasswordResetTokens, ResetLink } from './reset-token.js';
import { forgetSessionsOf } from '../session-cache.js';

type Source = { ip?: string; userAgent?: string };

export type ResetOutcome =
  | { kind: 'done' }
  | { kind: 'invalid-link' }
  | { kind: 'invalid-input'; rule: PasswordRule; codes: string[] };

/**
 * Forgot password, for the embedded provider's local accounts. Asking answers the same whatever the address
 * (the caller shows one neutral page); for an existing account PasswordResetRequested is recorded and the outbox
 * e-mails the link. Using the link: the input is checked first, then the domain decides whether the link still
 * works (once, 30 minutes, no newer password), then the hash is replaced and PasswordReset appended at the
 * revision that was read (two uses at once: one wins, the other's hash change is undone), and every session of
 * the person ends.
 */
export class PasswordResetFlow {
  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly tokens: () => Promise<PasswordResetTokens>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async request(email: string, language: 'pl' | 'en', source: Source): Promise<void> {
    const { rows } = await this.db.query<{ user_id: string }>(
      'select user_id from auth.local_accounts where email = $1',
      [normalisedEmail(email).slice(0, 320)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return;
    const expiresAt = new Date(this.now() + this.ttlMs).toISOString();
    await recordOnUserStream(
      this.store,
      userId,
      { type: 'RequestPasswordReset', data: { userId, resetId: randomUUID(), expiresAt, language } },
      { actorId: userId, ...source },
    );
  }

  /** The rule of the person whose link this is, or null when the link does not work (any more). */
  async open(token: unknown): Promise<PasswordRule | null> {
    const link = (await this.tokens()).linkOf(token);
    if (!link || !(await this.stillWorks(link))) return null;
    return passwordRuleOf(this.db, link.userId);
  }

  async reset(token: unknown, body: Record<string, unknown>, source: Source): Promise<ResetOutcome> {
    const link = (await this.tokens()).linkOf(token);
    if (!link || !(await this.stillWorks(link))) return { kind: 'invalid-link' };
    const rule = await passwordRuleOf(this.db, link.userId);
    const parsed = passwordResetSchema(rule).safeParse({
      newPassword: body.newPassword,
      repeatPassword: body.repeatPassword,
    });
    if (!parsed.success)
      return { kind: 'invalid-input', rule, codes: fieldErrorsOf(parsed.error).map((e) => e.code) };
    const replaced = await setPassword(this.db, link.userId, parsed.data.newPassword);
    if (!replaced) return { kind: 'invalid-link' };
    try {
      await recordOnUserStream(
        this.store,
        link.userId,
        {
          type: 'ResetPassword',
          data: { ...link, at: new Date(this.now()).toISOString() },
        },
        { actorId: link.userId, ...source },
      );
    } catch (error) {
      // Not recorded, not changed: a lost race (the link used twice at once) or a failed append.
      await replaced.undo();
      if (error instanceof DomainError || isRevisionConflict(error)) return { kind: 'invalid-link' };
      throw error;
    }
    await this.db.query('delete from auth.sessions where user_id = $1', [link.userId]);
    forgetSessionsOf(this.db, link.userId);
    // The owner proved it is them: a lockout of their account (perhaps the reason for the reset) ends.
    await this.db.query(
      `delete from auth.sign_in_throttle
       where key = (select 'account:' || email from auth.local_accounts where user_id = $1)`,
      [link.userId],
    );
    return { kind: 'done' };
  }

  /** Decided by the user aggregate, as the reset itself will be: known, unspent, not expired. */
  private async stillWorks(link: ResetLink): Promise<boolean> {
    const { state } = await loadStream(this.store, userStreamId(link.userId), userAggregate);
    const reset = state.passwordResets[link.resetId];
    return !!reset && !reset.spent && this.now() < Date.parse(reset.expiresAt);
  }
}

function isRevisionConflict(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'WRONG_EXPECTED_REVISION';
}
