import { REPORT_LANGUAGES, type ReportLanguage } from '@ghg/domain';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { z } from 'zod';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { attachment, sendDownload } from '../../shared/send-download.js';
import { auditCsv } from './answer-audit-csv.js';
import { auditXlsx } from './answer-audit-xlsx.js';
import { AnswerAuditQuery, answerAuditFilterSchema, MAX_AUDIT_LIMIT } from './answer-audit.query.js';
import { auditExportRows } from './audit-export-rows.js';
import { AUDIT_EXPORT_TEXTS } from './audit-export-texts.js';
import { XLSX_CONTENT_TYPE } from '../../spreadsheets/workbook/xlsx-download.js';

/** The page's filters plus the language of headers, words and separator (Polish by default, as the product). */
export const exportQuerySchema = answerAuditFilterSchema
  .extend({ lang: z.enum(REPORT_LANGUAGES).optional() })
  .strict();

/** The auditor page's export, filtered as the page (the same query string), as CSV or Excel. */
@Controller('api/organizations/:organizationId')
export class AnswerAuditCsvController {
  constructor(private readonly query: AnswerAuditQuery) {}

  /** Reads the filtered trail once and sends it as the file `build` makes, named in the chosen language. */
  private async send(
    organizationId: string,
    query: unknown,
    req: RequestWithContext,
    res: ResponseLike,
    file: {
      extension: string;
      type: string;
      build: (rows: string[][], lang: ReportLanguage) => Promise<Buffer | string>;
    },
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { lang = 'pl', ...filter } = parseOrThrow(exportQuerySchema, query);
    const entries = await this.query.forOrganization(own, {
      ...filter,
      limit: filter.limit ?? MAX_AUDIT_LIMIT,
    });
    const body = await file.build(auditExportRows(entries, lang), lang);
    sendDownload(rawResponse(res), {
      contentType: file.type,
      disposition: attachment(`${AUDIT_EXPORT_TEXTS[lang].fileName}.${file.extension}`),
      body,
    });
  }

  @Get('answer-audit.csv')
  csv(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    return this.send(organizationId, query, req, res, {
      extension: 'csv',
      type: 'text/csv; charset=utf-8',
      build: (rows, lang) => Promise.resolve(auditCsv(rows, AUDIT_EXPORT_TEXTS[lang].separator)),
    });
  }

  @Get('answer-audit.xlsx')
  xlsx(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    return this.send(organizationId, query, req, res, {
      extension: 'xlsx',
      type: XLSX_CONTENT_TYPE,
      build: (rows, lang) => auditXlsx(rows, AUDIT_EXPORT_TEXTS[lang].sheetName),
    });
  }
}
