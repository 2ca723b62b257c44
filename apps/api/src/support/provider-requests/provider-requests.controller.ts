import type { ProviderRequestView } from '@ghg/contracts';
import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ProviderOnly } from '../../access/access-rule.js';
import { ApiError } from '../../shared/api-error.js';
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
    @Res() res: Response,
  ): Promise<void> {
    const image = await this.query.screenshot(organizationId, requestId);
    if (!image) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    res.setHeader('content-type', image.mediaType);
    res.setHeader('content-disposition', 'inline; filename="screenshot"');
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    res.send(image.bytes);
  }
}
