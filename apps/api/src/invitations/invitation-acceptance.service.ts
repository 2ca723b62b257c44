import { appendDecisions, decisionFor, loadStream } from '@ghg/command-handling';
import type { InvitationAcceptedView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { planInvitationAcceptance, roleIn, userAggregate, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { READ_MODELS, waitForProjections } from '@ghg/read-models';
import { Inject, Injectable } from '@nestjs/common';
import { SessionStore } from '../auth/session-store.js';
import type { RequestContext } from '../context/request-context.js';
import { ApiError } from '../shared/api-error.js';
import { metadataOf } from '../shared/stream-command.js';
import { DB, EVENT_STORE } from '../shared/tokens.js';
import { withLinkErrors } from './magic-link-api-error.js';
import { readMagicLink } from './magic-link-stream.js';

/** How long the answer waits for read.memberships, so the session can switch to the new company at once. */
const MEMBERSHIP_WAIT_MS = 5000;

/**
 * An invitation opened by someone who already has an account (the form answered 'account already exists'):
 * signed in, they accept it. Their e-mail comes from their account, never from the request, and must be the
 * invited one. The link is spent first at the revision read, so one invitation is accepted once.
 */
@Injectable()
export class InvitationAcceptanceService {
  private readonly sessions: SessionStore;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {
    this.sessions = new SessionStore(db);
  }

  async accept(
    magicLinkId: string,
    context: RequestContext,
    sessionSecret: string | null,
  ): Promise<InvitationAcceptedView> {
    const { userId } = context.actor;
    const email = await this.emailOf(userId);
    const link = await withLinkErrors(() => readMagicLink(this.store, magicLinkId));
    const user = await loadStream(this.store, userStreamId(userId), userAggregate);
    const plan = await withLinkErrors(async () =>
      planInvitationAcceptance(
        { type: 'AcceptInvitation', data: { magicLinkId, userId, email } },
        link.state,
        user.state,
      ),
    );
    const { organizationId } = plan;
    // Recorded in the joined organization's name: its audit trail shows who came in through which invitation.
    const metadata = metadataOf({ ...context, actor: { ...context.actor, organizationId } });
    // The spent link and the membership in one transaction: never a used invitation without the person joining.
    const appended = await appendDecisions(
      this.store,
      [decisionFor(link, plan.link), decisionFor(user, plan.user)],
      metadata,
    );
    const position = appended[appended.length - 1]!.position;
    const { reached } = await waitForProjections(this.db, position, {
      projections: [READ_MODELS.users.projection],
      timeoutMs: MEMBERSHIP_WAIT_MS,
    });
    const selected =
      reached &&
      sessionSecret !== null &&
      (await this.sessions.selectOrganization(sessionSecret, organizationId));
    const joined = plan.user.reduce(userAggregate.evolve, user.state);
    return {
      organizationId,
      organizationName: await this.nameOf(organizationId),
      role: roleIn(joined, organizationId) ?? 'member',
      joined: plan.user.length > 0,
      selected,
    };
  }

  private async emailOf(userId: string): Promise<string> {
    const { rows } = await this.db.query<{ email: string }>(
      'select email from read.users where user_id = $1',
      [userId],
    );
    if (!rows[0]) throw new ApiError(401, 'UNAUTHENTICATED', 'Session expired - log in again');
    return rows[0].email;
  }

  private async nameOf(organizationId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ name: string }>(
      'select name from read.organizations where organization_id = $1',
      [organizationId],
    );
    return rows[0]?.name ?? null;
  }
}
