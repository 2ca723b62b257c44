import type { EvidenceCommandResultView } from '@ghg/contracts';
import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access } from '../../access/access-rule.js';
import { answersOfQuestion } from '../../access/access-table.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { RemoveEvidenceCommand } from './remove-evidence.handler.js';

/** DELETE …/answers/{questionId}/evidence/{evidenceId}: 200, or 404 when the file is not on the section. */
@Controller('api/organizations/:organizationId/answers/:questionId/evidence/:evidenceId')
export class RemoveEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @HttpCode(200)
  @Access(answersOfQuestion)
  remove(
    @Param('organizationId') organizationId: string,
    @Param('questionId') questionId: string,
    @Param('evidenceId') evidenceId: string,
    @Req() req: RequestWithContext,
  ): Promise<EvidenceCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    return this.commands.execute(new RemoveEvidenceCommand(context, questionId, evidenceId));
  }
}
