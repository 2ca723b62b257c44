import type { AnswerCommandResultView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { AnswerCommandCommand, type AnswerCommandOutcome } from './answer-command.command.js';
import { answerCommandResultView } from './answer-command-result.view.js';

/** REST body: the command as GraphQL takes it, and the sheet revision the client's copy was loaded at. */
export const answerCommandBodySchema = z
  .object({ command: z.unknown(), expectedRevision: z.number().int().min(-1) })
  .strict();

@Controller('api/organizations/:organizationId/answers/:questionId/commands')
export class AnswerCommandController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  async post(
    @Param('organizationId') organizationId: string,
    @Param('questionId') questionId: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<AnswerCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const { command, expectedRevision } = parseOrThrow(answerCommandBodySchema, body);
    const outcome = await this.commands.execute<AnswerCommandCommand, AnswerCommandOutcome>(
      new AnswerCommandCommand(context, questionId, command, expectedRevision),
    );
    return answerCommandResultView(outcome);
  }
}
