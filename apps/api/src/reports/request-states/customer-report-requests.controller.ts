import type { CustomerReportRequestView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { RequiresModule } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { ApiError } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { sendDownload } from '../../shared/send-download.js';
import { DB } from '../../shared/tokens.js';

/** The customer's full-report requests with their state (requested, in preparation, sent) and the delivered file. */
@Controller('api/organizations/:organizationId/report-requests')
export class CustomerReportRequestsController {
  constructor(@Inject(DB) private readonly db: Db) {}

  @Get()
  @RequiresModule('reportGeneration')
  async list(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CustomerReportRequestView[]> {
    assertOwnOrganization(contextOf(req), organizationId);
    const { rows } = await this.db.query<{
      request_id: string;
      period_choice: CustomerReportRequestView['period']['choice'];
      period_from: string | null;
      period_to: string;
      state: CustomerReportRequestView['state'];
      requested_at: Date | string;
      sent_at: Date | string | null;
      file_name: string | null;
    }>(
      `select request_id, period_choice, period_from, period_to, state, requested_at, sent_at, file_name
         from read.report_requests where organization_id = $1 order by requested_at desc, request_id limit 100`,
      [organizationId],
    );
    return rows.map((r) => ({
      requestId: r.request_id,
      period: { choice: r.period_choice, from: r.period_from, to: r.period_to },
      state: r.state,
      requestedAt: new Date(r.requested_at).toISOString(),
      sentAt: r.sent_at === null ? null : new Date(r.sent_at).toISOString(),
      fileName: r.file_name,
    }));
  }

  @Get(':requestId/file')
  @RequiresModule('reportGeneration')
  async file(
    @Param('organizationId') organizationId: string,
    @Param('requestId') requestId: string,
    @Req() req: RequestWithContext,
    @Res() res: ResponseLike,
  ): Promise<void> {
    assertOwnOrganization(contextOf(req), organizationId);
    const { rows } = await this.db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
      `select f.file_name, f.content_type, f.content from read.report_requests r
         join reports.delivered_files f on f.file_id = r.file_id
        where r.organization_id = $1 and r.request_id = $2 and r.state = 'sent'`,
      [organizationId, requestId],
    );
    const file = rows[0];
    if (!file) throw new ApiError(404, 'NOT_FOUND', 'This page could not be found');
    sendDownload(rawResponse(res), {
      // The type is what the provider gave on delivery; Express answered an empty one as a binary file.
      contentType: file.content_type || 'application/octet-stream',
      disposition: `attachment; filename="${encodeURIComponent(file.file_name)}"`,
      body: file.content,
    });
  }
}
