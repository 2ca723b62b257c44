import type { OrganizationUserView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { ORGANIZATION_ROLES, userAggregate, userStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Body, Controller, Delete, Get, Inject, Param, Put, Query, Req } from '@nestjs/common';
import { z } from 'zod';
import { contextOf, type RequestWithContext } from '../context/request-context.js';
import { parseOrThrow } from '../shared/api-error.js';
import { type CommandResultView, commandResultView } from '../shared/command-result.view.js';
import { executeOnStream } from '../shared/stream-command.js';
import { DB, EVENT_STORE } from '../shared/tokens.js';
import { requireAdministrator } from './invitations.service.js';
import { existingIdOrNotFound } from './link-id.js';
import { forgetSessionsOf } from '../auth/session-cache.js';

interface UserRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  job_title: string | null;
  role: string;
}

/** `confirmSelf`: the administrator confirmed, in the UI's dialog, changing their own access. */
export const roleChangeSchema = z.object({
  role: z.enum(ORGANIZATION_ROLES),
  confirmSelf: z.boolean().optional(),
});
export const removalQuerySchema = z.object({ confirmSelf: z.enum(['true', 'false']).optional() });

/** Spec §7 `GET users`: the people of the session's organization only; removing one ends their sessions. */
@Controller('api/users')
export class OrganizationUsersController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DB) private readonly db: Db,
  ) {}

  @Get()
  async list(@Req() req: RequestWithContext): Promise<OrganizationUserView[]> {
    const context = contextOf(req);
    requireAdministrator(context);
    const { rows } = await this.db.query<UserRow>(
      `select u.user_id, u.email, u.first_name, u.last_name, u.job_title, m.role
         from read.memberships m join read.users u on u.user_id = m.user_id
        where m.organization_id = $1 order by u.last_name, u.first_name, u.email`,
      [context.actor.organizationId],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      jobTitle: row.job_title,
      role: row.role,
    }));
  }

  /** `?confirmSelf=true`: the administrator leaves the company themself, after the UI's dialog. */
  @Delete(':userId')
  async remove(
    @Param('userId') userId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    const context = contextOf(req);
    requireAdministrator(context);
    existingIdOrNotFound(userId);
    const confirmSelf = parseOrThrow(removalQuerySchema, query).confirmSelf === 'true';
    const { organizationId, userId: actorId, role: actorRole } = context.actor;
    const administratorsInOrganization = await this.administratorsIn(organizationId);
    const outcome = await executeOnStream(
      this.store,
      userStreamId(userId),
      userAggregate,
      {
        type: 'RemoveUser',
        data: { userId, organizationId, actorId, actorRole, administratorsInOrganization, confirmSelf },
      },
      context,
    );
    // The event ends the membership (read.memberships); the sessions in this organization go now, not at
    // projection time, and so does the password of someone who belongs to no other organization.
    await this.db.query('delete from auth.sessions where user_id = $1 and organization_id = $2', [
      userId,
      organizationId,
    ]);
    forgetSessionsOf(this.db, userId);
    await this.db.query(
      `delete from auth.local_accounts a where a.user_id = $1 and not exists (
         select 1 from read.memberships m where m.user_id = a.user_id and m.organization_id <> $2)`,
      [userId, organizationId],
    );
    return commandResultView(outcome);
  }

  /** Spec §2 "change permissions": the role in this organization applies at the person's next request. */
  @Put(':userId/role')
  async changeRole(
    @Param('userId') userId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    const context = contextOf(req);
    requireAdministrator(context);
    existingIdOrNotFound(userId);
    const { role, confirmSelf } = parseOrThrow(roleChangeSchema, body);
    const { organizationId, userId: actorId, role: actorRole } = context.actor;
    const administratorsInOrganization = await this.administratorsIn(organizationId);
    const outcome = await executeOnStream(
      this.store,
      userStreamId(userId),
      userAggregate,
      {
        type: 'ChangeUserRole',
        data: { userId, role, organizationId, actorId, actorRole, administratorsInOrganization, confirmSelf },
      },
      context,
    );
    return commandResultView(outcome);
  }

  /** The organization's administrators now: the last one may not be demoted or removed (domain rule). */
  private async administratorsIn(organizationId: string): Promise<number> {
    const { rows } = await this.db.query<{ administrators: number }>(
      `select count(*)::int as administrators from read.memberships
       where organization_id = $1 and role = 'administrator'`,
      [organizationId],
    );
    return rows[0]?.administrators ?? 0;
  }
}
