import type { ProviderRequestView } from '@ghg/contracts';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { ApiError } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { sendDownload } from '../../shared/send-download.js';
import { ProviderRequestsQuery } from './provider-requests.query.js';

/** The provider's back office: support and offset-quote requests of every organization (provider staff). */
@Controller('api/backoffice/provider-requests')
export class ProviderRequestsController {
  constructor(private readonly query: ProviderRequestsQuery) {}

  @Get()
  @ProviderOnly()
  list(): Promise<ProviderRequestView[]> {
    return this.query.list();
  }

  /** A support request's screenshot, with its sniffed type; never rendered as anything but an image. */
  @Get(':organizationId/:requestId/screenshot')
  @ProviderOnly()
  async screenshot(
    @Param('organizationId') organizationId: string,
    @Param('requestId') requestId: string,
    @Res() res: ResponseLike,
  ): Promise<void> {
    const image = await this.query.screenshot(organizationId, requestId);
    if (!image) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    sendDownload(
      rawResponse(res),
      { contentType: image.mediaType, disposition: 'inline; filename="screenshot"', body: image.bytes },
      { 'content-security-policy': "default-src 'none'; sandbox" },
    );
  }
}
