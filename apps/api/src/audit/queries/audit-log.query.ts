import type { AuditEntryView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Controller, Get, Inject, Injectable, Param, Query as HttpQuery, Req } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../http/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { DB } from '../../shared/tokens.js';

const MAX_LIMIT = 500;
const auditQuerySchema = z
  .object({
    streamId: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT, { error: 'invalid_number' }).optional(),
  })
  .strict();

interface AuditRowRecord {
  event_id: string;
  ordinal: number;
  position: string;
  occurred_at: Date | string;
  actor_id: string;
  actor_name: string | null;
  event_type: string;
  stream_id: string;
  field: string | null;
  before: unknown;
  after: unknown;
  source: { channel?: string } | null;
}

/** The audit trail of one organization, newest first. The organization is the caller's, never a parameter. */
@Injectable()
export class AuditLogQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(
    organizationId: string,
    filter: { streamId?: string; limit?: number },
  ): Promise<AuditEntryView[]> {
    const { rows } = await this.db.query<AuditRowRecord>(
      `select a.event_id, a.ordinal, a.position::text as position, a.occurred_at, a.actor_id,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name,
              a.event_type, a.stream_id, a.field, a.before, a.after, a.source
         from read.audit_log a
         left join read.users u on u.user_id = a.actor_id
        where a.organization_id = $1 and ($2::text is null or a.stream_id = $2)
        order by a.position desc, a.ordinal
        limit $3`,
      [organizationId, filter.streamId ?? null, filter.limit ?? 100],
    );
    return rows.map((r) => ({
      id: `${r.event_id}:${r.ordinal}`,
      position: r.position,
      occurredAt: new Date(r.occurred_at).toISOString(),
      actorId: r.actor_id,
      actorName: r.actor_name ?? r.actor_id,
      eventType: r.event_type,
      streamId: r.stream_id,
      field: r.field,
      before: r.before === null ? null : JSON.stringify(r.before),
      after: r.after === null ? null : JSON.stringify(r.after),
      source: r.source?.channel ?? null,
    }));
  }
}

@Resolver()
export class AuditLogResolver {
  constructor(private readonly query: AuditLogQuery) {}

  @Query('auditLog')
  auditLog(
    @Args('streamId') streamId: string | null,
    @Args('limit') limit: number | null,
    @Context('req') req: RequestWithContext,
  ): Promise<AuditEntryView[]> {
    const filter = parseOrThrow(auditQuerySchema, {
      streamId: streamId ?? undefined,
      limit: limit ?? undefined,
    });
    return this.query.forOrganization(contextOf(req).actor.organizationId, filter);
  }
}

@Controller('api/organizations/:organizationId/audit-log')
export class AuditLogController {
  constructor(private readonly query: AuditLogQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @HttpQuery() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<AuditEntryView[]> {
    const filter = parseOrThrow(auditQuerySchema, query);
    return this.query.forOrganization(assertOwnOrganization(contextOf(req), organizationId), filter);
  }
}
