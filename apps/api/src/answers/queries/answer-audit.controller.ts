import { REPORT_LANGUAGES, type ReportLanguage } from '@ghg/domain';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../http/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { auditCsv } from './answer-audit-csv.js';
import { auditXlsx } from './answer-audit-xlsx.js';
import { AnswerAuditQuery, answerAuditFilterSchema, MAX_AUDIT_LIMIT } from './answer-audit.query.js';
import { auditExportRows } from './audit-export-rows.js';
import { AUDIT_EXPORT_TEXTS } from './audit-export-texts.js';

/** The page's filters plus the language of headers, words and separator (Polish by default, as the product). */
export const exportQuerySchema = answerAuditFilterSchema
  .extend({ lang: z.enum(REPORT_LANGUAGES).optional() })
  .strict();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The auditor page's export, filtered as the page (the same query string), as CSV or Excel. */
@Controller('api/organizations/:organizationId')
export class AnswerAuditCsvController {
  constructor(private readonly query: AnswerAuditQuery) {}

  private async rowsFor(
    organizationId: string,
    query: unknown,
    req: RequestWithContext,
  ): Promise<{ rows: string[][]; lang: ReportLanguage }> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { lang = 'pl', ...filter } = parseOrThrow(exportQuerySchema, query);
    const entries = await this.query.forOrganization(own, {
      ...filter,
      limit: filter.limit ?? MAX_AUDIT_LIMIT,
    });
    return { rows: auditExportRows(entries, lang), lang };
  }

  @Get('answer-audit.csv')
  async csv(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: Response,
  ): Promise<void> {
    const { rows, lang } = await this.rowsFor(organizationId, query, req);
    const t = AUDIT_EXPORT_TEXTS[lang];
    res
      .set('cache-control', 'no-store')
      .set('content-disposition', `attachment; filename="${t.fileName}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(auditCsv(rows, t.separator));
  }

  @Get('answer-audit.xlsx')
  async xlsx(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: Response,
  ): Promise<void> {
    const { rows, lang } = await this.rowsFor(organizationId, query, req);
    const t = AUDIT_EXPORT_TEXTS[lang];
    res
      .set('cache-control', 'no-store')
      .set('content-disposition', `attachment; filename="${t.fileName}.xlsx"`)
      .type(XLSX_TYPE)
      .send(await auditXlsx(rows, t.sheetName));
  }
}
