import { randomUUID } from 'node:crypto';
import { type AdminMagicLinkView, type InvitationView, invitationSchema } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { magicLinkAggregate, magicLinkStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../context/request-context.js';
import { ApiError, parseOrThrow, validationError } from '../shared/api-error.js';
import { type CommandResultView, commandResultView } from '../shared/command-result.view.js';
import { executeOnStream } from '../shared/stream-command.js';
import { DB, EVENT_STORE } from '../shared/tokens.js';
import { emailAlreadyExists } from './existing-email.js';
import { existingIdOrNotFound } from './link-id.js';
import { withLinkErrors } from './magic-link-api-error.js';
import { magicLinkPath } from '../shared/magic-link-path.js';

/** Spec §6: only administrators see and manage the users and invitations of their organization. */
export function requireAdministrator(context: RequestContext): void {
  if (context.actor.role !== 'administrator')
    throw new ApiError(403, 'FORBIDDEN', 'Only an administrator can see users and invitations');
}

interface InvitationRow {
  magic_link_id: string;
  email: string;
  role: InvitationView['role'];
  status: InvitationView['status'];
  last_sent_at: Date;
  send_count: number;
}

@Injectable()
export class InvitationsService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  /** The invitations still open, newest first: used ones are users now, deleted ones are gone. */
  async list(context: RequestContext): Promise<InvitationView[]> {
    requireAdministrator(context);
    const { rows } = await this.db.query<InvitationRow>(
      `select magic_link_id, email, role, status, last_sent_at, send_count from read.invitations
       where organization_id = $1 and status = 'pending' order by created_at desc, magic_link_id`,
      [context.actor.organizationId],
    );
    return rows.map((row) => ({
      magicLinkId: row.magic_link_id,
      email: row.email,
      role: row.role,
      status: row.status,
      link: magicLinkPath(row.magic_link_id),
      sentAt: new Date(row.last_sent_at).toISOString(),
      sendCount: row.send_count,
    }));
  }

  async invite(context: RequestContext, body: unknown): Promise<CommandResultView & { magicLinkId: string }> {
    requireAdministrator(context);
    const { email, role } = parseOrThrow(invitationSchema, body);
    const { organizationId } = context.actor;
    if (await emailAlreadyExists(this.db, email, organizationId))
      throw validationError([{ path: 'email', code: 'email_already_exists' }]);
    const magicLinkId = randomUUID();
    const outcome = await executeOnStream(
      this.store,
      magicLinkStreamId(magicLinkId),
      magicLinkAggregate,
      {
        type: 'InviteUser',
        data: { magicLinkId, organizationId, email, role, actorRole: context.actor.role },
      },
      context,
    );
    return { ...commandResultView(outcome), magicLinkId };
  }

  resend(context: RequestContext, magicLinkId: string): Promise<CommandResultView> {
    return this.onLink(context, magicLinkId, 'ResendInvitation');
  }

  revoke(context: RequestContext, magicLinkId: string): Promise<CommandResultView> {
    return this.onLink(context, magicLinkId, 'RevokeMagicLink');
  }

  /** Provider staff make a link that registers a new organization and its administrator. */
  async createAdminLink(context: RequestContext): Promise<AdminMagicLinkView & CommandResultView> {
    const magicLinkId = randomUUID();
    const outcome = await executeOnStream(
      this.store,
      magicLinkStreamId(magicLinkId),
      magicLinkAggregate,
      { type: 'IssueAdminMagicLink', data: { magicLinkId, actorRole: context.actor.role } },
      context,
    );
    return { ...commandResultView(outcome), magicLinkId, link: magicLinkPath(magicLinkId) };
  }

  private async onLink(
    context: RequestContext,
    magicLinkId: string,
    type: 'ResendInvitation' | 'RevokeMagicLink',
  ): Promise<CommandResultView> {
    requireAdministrator(context);
    existingIdOrNotFound(magicLinkId);
    const { organizationId, role } = context.actor;
    const outcome = await withLinkErrors(() =>
      executeOnStream(
        this.store,
        magicLinkStreamId(magicLinkId),
        magicLinkAggregate,
        { type, data: { magicLinkId, organizationId, actorRole: role } },
        context,
      ),
    );
    return commandResultView(outcome);
  }
}
