import type { EmissionLineWorkingView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { EmissionLineWorkingQuery } from './emission-line-working.query.js';

/** GET organizations/{organizationId}/emission-lines/{questionId}/{rowId}: one line and its working. */
@Controller('api/organizations/:organizationId/emission-lines/:questionId/:rowId')
export class EmissionLineWorkingController {
  constructor(private readonly query: EmissionLineWorkingQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @Param('questionId') questionId: string,
    @Param('rowId') rowId: string,
    @Req() req: RequestWithContext,
  ): Promise<EmissionLineWorkingView> {
    const own = assertOwnOrganization(contextOf(req), organizationId);
    return this.query.forRow(own, questionId, rowId);
  }
}
