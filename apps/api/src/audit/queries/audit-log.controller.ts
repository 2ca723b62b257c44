import type { AuditEntryView } from '@ghg/contracts';
import { Controller, Get, Param, Query as HttpQuery, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { auditQuerySchema, AuditLogQuery } from './audit-log.query.js';

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
