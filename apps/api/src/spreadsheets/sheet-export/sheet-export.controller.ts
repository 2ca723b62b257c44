import { exampleRowOf, labelsOf, REPORT_LANGUAGES, sheetCellsOf } from '@ghg/domain';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { z } from 'zod';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { attachment, streamDownload } from '../../shared/send-download.js';
import { SectionRowsQuery } from '../workbook/section-rows.query.js';
import { SectionsInPlan } from '../workbook/sections-in-plan.js';
import { TEMPLATE_INSTRUCTIONS } from '../workbook/template-texts.js';
import { sectionRowsInMemory, type WorkbookContent, workbookContent } from '../workbook/workbook-content.js';
import { writeXls } from '../workbook/write-xls.js';
import { writeXlsx } from '../workbook/write-xlsx.js';
import { XLSX_CONTENT_TYPE } from '../workbook/xlsx-download.js';

export const SHEET_FORMATS = ['xlsx', 'xls'] as const;
export const sheetDownloadQuerySchema = z
  .object({
    format: z.enum(SHEET_FORMATS).default('xlsx').describe('xlsx (Excel 2007+) or xls (BIFF8, the spec)'),
    questionId: z.string().optional().describe('One section; without it every section of the plan'),
    lang: z.enum(REPORT_LANGUAGES).default('pl').describe('Language of sheet names, headers and choices'),
  })
  .strict();

const TYPES = {
  xlsx: XLSX_CONTENT_TYPE,
  xls: 'application/vnd.ms-excel',
} as const;

/** Export of the answers and empty templates, per section or for the whole organization (one sheet per table). */
@Controller('api/organizations/:organizationId')
export class SheetExportController {
  constructor(
    private readonly rows: SectionRowsQuery,
    private readonly sections: SectionsInPlan,
  ) {}

  @Get('sheet-export')
  @RequiresModule('xlsDataUpload')
  async export(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { format, questionId, lang } = parseOrThrow(sheetDownloadQuerySchema, query);
    const sections = await this.sections.of(own, questionId);
    const rows = await this.rows.of(own, sections);
    try {
      // The rows are read page by page as the writer takes them (see SectionRowsQuery).
      const content = workbookContent(sections, lang, rows.of);
      await send(res, content, format, `${questionId ?? 'ghg-ledger'}-${today()}`);
    } finally {
      await rows.close();
    }
  }

  @Get('sheet-template')
  @RequiresModule('xlsDataUpload')
  async template(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { format, questionId, lang } = parseOrThrow(sheetDownloadQuerySchema, query);
    const sections = await this.sections.of(own, questionId);
    const period = previousMonth();
    const content = workbookContent(sections, lang, () => sectionRowsInMemory([]), {
      example: (layout) =>
        sheetCellsOf(layout, exampleRowOf(layout, period), labelsOf(layout, new Map()), lang),
      instructions: TEMPLATE_INSTRUCTIONS[lang].map((line) => [...line]),
    });
    await send(
      res,
      content,
      format,
      `${questionId ?? 'ghg-ledger'}-${lang === 'pl' ? 'szablon' : 'template'}`,
    );
  }
}

/** Streams the workbook as the writer makes it (the rows are read as it goes, so the length is unknown). */
function send(
  res: ResponseLike,
  content: WorkbookContent,
  format: 'xlsx' | 'xls',
  name: string,
): Promise<void> {
  return streamDownload(
    rawResponse(res),
    { contentType: TYPES[format], disposition: attachment(`${name}.${format}`) },
    (out) => (format === 'xls' ? writeXls(content, out) : writeXlsx(content, out)),
  );
}

const today = (): string => new Date().toISOString().slice(0, 10);

function previousMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}
