import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ProviderOnly } from '../../access/access-rule.js';
import { contextOf, type RequestWithContext } from '../../context/request-context.js';
import { type CommandResultView, commandResultView } from '../../shared/command-result.view.js';
import type { CommandOutcome } from '../../shared/stream-command.js';
import { RecalculateSnapshotsCommand } from './recalculate-snapshots.command.js';

/** POST backoffice/portfolio/{orgId}/snapshots: provider staff recalculate a client's locked years. */
@Controller('api/backoffice/portfolio/:organizationId/snapshots')
export class RecalculateSnapshotsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ProviderOnly()
  async recalculate(
    @Param('organizationId') organizationId: string,
    @Req() req: RequestWithContext,
  ): Promise<CommandResultView> {
    const outcome = await this.commands.execute<RecalculateSnapshotsCommand, CommandOutcome>(
      new RecalculateSnapshotsCommand(contextOf(req), organizationId),
    );
    return commandResultView(outcome);
  }
}
