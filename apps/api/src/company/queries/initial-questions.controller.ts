import { type InitialQuestionsView } from '@ghg/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { InitialQuestionsQuery } from './initial-questions.query.js';

@Controller('api/organizations/:organizationId/initial-questions')
export class InitialQuestionsController {
  constructor(private readonly query: InitialQuestionsQuery) {}

  @Get()
  get(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<InitialQuestionsView> {
    return this.query.forOrganization(assertOwnOrganization(contextOf(req), organizationId));
  }
}
