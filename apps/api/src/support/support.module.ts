import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { ProviderRequestsController } from './provider-requests/provider-requests.controller.js';
import { ProviderRequestsQuery } from './provider-requests/provider-requests.query.js';
import { RequestOffsetQuoteController } from './request-offset-quote/request-offset-quote.controller.js';
import { RequestOffsetQuoteHandler } from './request-offset-quote/request-offset-quote.handler.js';
import { ShellSettingsController } from './shell-settings/shell-settings.controller.js';
import { SubmitSupportRequestController } from './submit-support-request/submit-support-request.controller.js';
import { SubmitSupportRequestHandler } from './submit-support-request/submit-support-request.handler.js';

/** Support requests, offset quote requests (both to the provider) and the shell's configuration (issue 21). */
@Module({
  imports: [AccessModule],
  controllers: [
    ShellSettingsController,
    SubmitSupportRequestController,
    RequestOffsetQuoteController,
    ProviderRequestsController,
  ],
  providers: [SubmitSupportRequestHandler, RequestOffsetQuoteHandler, ProviderRequestsQuery],
})
export class SupportModule {}
