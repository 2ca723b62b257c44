import { PASSWORD_MANAGED_BY_PROVIDER, passwordChangeSchema } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import { LocalAccounts } from '../../auth/local-accounts.js';
import type { ApiConfig } from '../../config/api-config.js';
import type { RequestContext } from '../../context/request-context.js';
import { ApiError, parseOrThrow, validationError } from '../../http/api-error.js';
import { userAggregate } from '../../invitations/magic-link-aggregate.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { API_CONFIG, DB, EVENT_STORE } from '../../shared/tokens.js';
import { endOtherSessions } from './other-sessions.js';
import { passwordRuleOf } from './profile.query.js';

/**
 * PUT users/me/password (embedded provider): the current password must be right; the new one follows the
 * person's §5 rule, is hashed into auth.local_accounts, and `PasswordChanged` (no secret) records who changed
 * it. Their other sessions end. With an external provider the password is managed there: 409.
 */
@Injectable()
export class PasswordChange {
  private readonly accounts: LocalAccounts;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.accounts = new LocalAccounts(db);
  }

  async change(
    context: RequestContext,
    body: unknown,
    sessionSecret: string | undefined,
  ): Promise<CommandResultView> {
    if (this.config.oidc !== null)
      throw new ApiError(
        409,
        PASSWORD_MANAGED_BY_PROVIDER,
        'The password is managed by your sign-in provider',
      );
    const { userId } = context.actor;
    const form = parseOrThrow(passwordChangeSchema(await passwordRuleOf(this.db, userId)), body);
    const replaced = await this.accounts.changePassword(userId, form.currentPassword, form.newPassword);
    if (!replaced) throw validationError([{ path: 'currentPassword', code: 'wrong_current_password' }]);
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
