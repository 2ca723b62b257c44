import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../http/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { answerAuditCsv } from './answer-audit-csv.js';
import { AnswerAuditQuery, answerAuditFilterSchema, MAX_AUDIT_LIMIT } from './answer-audit.query.js';

@Controller('api/organizations/:organizationId/answer-audit.csv')
export class AnswerAuditCsvController {
  constructor(private readonly query: AnswerAuditQuery) {}

  @Get()
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="answer-audit.csv"')
  @Header('cache-control', 'no-store')
  async get(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
  ): Promise<string> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const filter = parseOrThrow(answerAuditFilterSchema, query);
    const entries = await this.query.forOrganization(own, {
      ...filter,
      limit: filter.limit ?? MAX_AUDIT_LIMIT,
    });
    return answerAuditCsv(entries);
  }
}
