import type { AnswerCommandResultView } from '@ghg/contracts';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Access, SIGNED_IN } from '../../access/access-rule.js';
import { answerCommandResultView } from '../../answers/answer-command/answer-command-result.view.js';
import type { AnswerCommandOutcome } from '../../answers/answer-command/answer-command.command.js';
import { answerCommandBodySchema } from '../../answers/answer-command/answer-command.controller.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { assertOwnOrganization } from '../../shared/own-organization.js';
import { ProductAnswerCommandCommand } from './product-answer-command.command.js';

/** A product section's answers: the same command body as the organization's answers. */
@Controller('api/organizations/:organizationId/products/:productId/answers/:sectionKey/commands')
export class ProductAnswerCommandController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @Access(SIGNED_IN)
  async post(
    @Param('organizationId') organizationId: string,
    @Param('productId') productId: string,
    @Param('sectionKey') sectionKey: string,
    @Body() body: unknown,
    @Req() req: RequestWithContext,
  ): Promise<AnswerCommandResultView> {
    const context = contextOf(req);
    assertOwnOrganization(context, organizationId);
    const { command, expectedRevision } = parseOrThrow(answerCommandBodySchema, body);
    return answerCommandResultView(
      await this.commands.execute<ProductAnswerCommandCommand, AnswerCommandOutcome>(
        new ProductAnswerCommandCommand(context, productId, sectionKey, command, expectedRevision),
      ),
    );
  }
}
