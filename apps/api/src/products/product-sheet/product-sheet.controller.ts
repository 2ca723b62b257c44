import { Controller, Get, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { writeXlsx } from '../../spreadsheets/workbook/write-xlsx.js';
import { sendXlsxDownload } from '../../spreadsheets/workbook/xlsx-download.js';
import { productPdfQuerySchema } from '../product-pdf/product-pdf.controller.js';
import { ReportProductQuery } from '../queries/report-product.query.js';
import { PRODUCT_SHEET_TEXTS } from './product-sheet-texts.js';
import { productWorkbook } from './product-workbook.js';

/** The same query as the one-pager: the language and, for the batch figure, the production volume. */
export const productSheetQuerySchema = productPdfQuerySchema;

/**
 * GET organizations/{orgId}/report-product/{productId}/xlsx: the product footprint as a workbook (issue 18),
 * written by the spreadsheet export's .xlsx writer. Readable by everyone signed in to the organization, like the
 * product report and its PDF; another organization's product answers 404.
 */
@Controller('api/organizations/:organizationId/report-product/:productId/xlsx')
export class ProductSheetController {
  constructor(private readonly report: ReportProductQuery) {}

  @Get()
  @Access(SIGNED_IN)
  async download(
    @Param('organizationId') organizationId: string,
    @Param('productId') productId: string,
    @QueryString() query: unknown,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    const { lang = 'pl', volume } = parseOrThrow(productSheetQuerySchema, query);
    const detail = await this.report.of(own, productId);
    await sendXlsxDownload(rawResponse(res), `${PRODUCT_SHEET_TEXTS[lang].fileName}.xlsx`, (out) =>
      writeXlsx(productWorkbook(detail, lang, volume ?? null, new Date()), out),
    );
  }
}
