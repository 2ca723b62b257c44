import type { AuditEntryView } from '@ghg/contracts';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { auditQuerySchema, AuditLogQuery } from './audit-log.query.js';

@Resolver()
export class AuditLogResolver {
  constructor(private readonly query: AuditLogQuery) {}

  @Query('auditLog')
  auditLog(
    @Args('streamId') streamId: string | null,
    @Args('limit') limit: number | null,
    @Args('eventType') eventType: string | null,
    @Context('req') req: RequestWithContext,
  ): Promise<AuditEntryView[]> {
    const filter = parseOrThrow(auditQuerySchema, {
      streamId: streamId ?? undefined,
      eventType: eventType ?? undefined,
      limit: limit ?? undefined,
    });
    return this.query.forOrganization(contextOf(req).actor.organizationId, filter);
  }
}
