import { Body, Controller, Param, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import { expectedRevisionQuerySchema } from '../../shared/expected-revision.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import type { CommandOutcome } from '../../shared/stream-command.js';
import { AnswerInitialQuestionsCommand } from './answer-initial-questions.command.js';

@Controller('api/organizations/:organizationId/initial-questions')
export class AnswerInitialQuestionsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  async put(
    @Param('organizationId') organizationId: string,
    @Query() query: unknown,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const { expectedRevision } = parseOrThrow(expectedRevisionQuerySchema, query);
    const outcome = await this.commands.execute<AnswerInitialQuestionsCommand, CommandOutcome>(
      new AnswerInitialQuestionsCommand(context, body, expectedRevision),
    );
    return commandResultView(outcome);
  }
}
