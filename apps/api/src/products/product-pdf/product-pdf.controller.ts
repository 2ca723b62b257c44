import { Controller, Get, Param, Query as QueryString, Req, Res } from '@nestjs/common';
import { z } from 'zod';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { attachment, sendDownload } from '../../shared/send-download.js';
import { ReportProductQuery } from '../queries/report-product.query.js';
import { productPdfFileName, renderProductPdf } from './product-pdf.js';

/** ?lang=pl|en&volume=N: the language and, for the batch figure, the production volume in declared units. */
export const productPdfQuerySchema = z
  .object({
    lang: z.enum(['pl', 'en']).optional(),
    volume: z.coerce.number().positive().max(1e12).optional(),
  })
  .strict();

/** GET organizations/{orgId}/report-product/{productId}/pdf: the product footprint one-pager (issue 18). */
@Controller('api/organizations/:organizationId/report-product/:productId/pdf')
export class ProductPdfController {
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
    const { lang = 'pl', volume } = parseOrThrow(productPdfQuerySchema, query);
    const detail = await this.report.of(own, productId);
    const pdf = await renderProductPdf(detail, lang, volume ?? null, new Date());
    sendDownload(rawResponse(res), {
      contentType: 'application/pdf',
      disposition: attachment(productPdfFileName(lang)),
      body: pdf,
    });
  }
}
