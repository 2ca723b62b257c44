import { PASSWORD_MANAGED_BY_PROVIDER, passwordChangeSchema, SIGN_IN_LOCKED } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { userAggregate, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import { LocalAccounts } from '../../auth/local-accounts.js';
import { createSignInThrottle } from '../../auth/throttle/create-sign-in-throttle.js';
import type { SignInVerdict } from '../../auth/throttle/sign-in-limits.js';
import type { SignInThrottle } from '../../auth/throttle/sign-in-throttle.js';
import type { ApiConfig } from '../../config/api-config.js';
import type { Logger } from '../../config/logger.js';
import type { RequestContext } from '../../context/request-context.js';
import { ApiError, parseOrThrow, validationError } from '../../shared/api-error.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { API_CONFIG, DB, EVENT_STORE, LOGGER } from '../../shared/tokens.js';
import { endOtherSessions } from './other-sessions.js';
import { passwordRuleOf } from '../../auth/password-rule.js';

/**
 * PUT users/me/password (embedded provider): the current password must be right; the new one follows the
 * person's §5 rule, is hashed into auth.local_accounts, and `PasswordChanged` (no secret) records who changed
 * it. Their other sessions end. With an external provider the password is managed there: 409.
 * The current password is a password check like the login form's: counted by the same throttle (M5), so the
 * profile page is no way around the limit; 429 once it applies.
 */
@Injectable()
export class PasswordChange {
  private readonly accounts: LocalAccounts;
  private readonly throttle: SignInThrottle;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.accounts = new LocalAccounts(db);
    this.throttle = createSignInThrottle(db, store, config.signInLimits, logger);
  }

  async change(
    context: RequestContext,
    body: unknown,
    sessionSecret: string | undefined,
    language: 'pl' | 'en' = 'pl',
  ): Promise<CommandResultView> {
    if (this.config.oidc !== null)
      throw new ApiError(
        409,
        PASSWORD_MANAGED_BY_PROVIDER,
        'The password is managed by your sign-in provider',
      );
    const { userId } = context.actor;
    const form = parseOrThrow(passwordChangeSchema(await passwordRuleOf(this.db, userId)), body);
    const email = await this.accounts.emailOf(userId);
    const attempt = { email: email ?? `user:${userId}`, address: context.source.ip ?? 'unknown', language };
    const verdict = await this.throttle.begin(attempt);
    if (verdict.kind !== 'allowed') throw tooManyAttempts(verdict);
    const replaced = await this.accounts.changePassword(userId, form.currentPassword, form.newPassword);
    if (!replaced) {
      const after = await this.throttle.failed(attempt);
      if (after.kind !== 'allowed') throw tooManyAttempts(after);
      throw validationError([{ path: 'currentPassword', code: 'wrong_current_password' }]);
    }
    await this.throttle.succeeded(attempt);
    let outcome;
    try {
      outcome = await executeOnStream(
        this.store,
        userStreamId(userId),
        userAggregate,
        { type: 'RecordPasswordChange', data: { userId, actorId: userId } },
        context,
      );
    } catch (error) {
      // Not recorded, not changed: the audit trail never misses a password change that took effect.
      await replaced.undo();
      throw error;
    }
    await endOtherSessions(this.db, userId, sessionSecret);
    return commandResultView(outcome);
  }
}

/** 429 with the code the profile page translates: a wait between attempts, or a lockout of the account. */
function tooManyAttempts(verdict: SignInVerdict): ApiError {
  return verdict.kind === 'locked'
    ? new ApiError(429, SIGN_IN_LOCKED, 'Too many failed attempts - sign-in is locked for a while')
    : new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts - try again later');
}
