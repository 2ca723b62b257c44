import type { ReductionCommandResultView, SetReductionTargetInput } from '@ghg/contracts';
import { reductionTargetAggregate, reductionTargetStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { OrganizationEmissionsQuery } from '../queries/organization-emissions.query.js';

export class SetReductionTargetCommand {
  constructor(
    readonly context: RequestContext,
    readonly input: SetReductionTargetInput,
  ) {}
}

/**
 * Sets the caller's reduction target. The base year's emissions are read as the dashboard shows them now and kept
 * in the event: what the target was measured from, and what a later change of the base year is compared with.
 */
@CommandHandler(SetReductionTargetCommand)
export class SetReductionTargetHandler implements ICommandHandler<
  SetReductionTargetCommand,
  ReductionCommandResultView
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly emissions: OrganizationEmissionsQuery,
  ) {}

  async execute({ context, input }: SetReductionTargetCommand): Promise<ReductionCommandResultView> {
    const { organizationId, userId, role } = context.actor;
    const yearly = await this.emissions.yearlyGroups(organizationId);
    const base = yearly.find((y) => y.year === input.baseYear);
    const outcome = await executeOnStream(
      this.store,
      reductionTargetStreamId(organizationId),
      reductionTargetAggregate,
      {
        type: 'SetReductionTarget',
        data: {
          organizationId,
          actorId: userId,
          role,
          baseYear: input.baseYear,
          targetYear: input.targetYear,
          scope12Percent: input.scope12Percent,
          scope3Percent: input.scope3Percent ?? null,
          baseYearTonnes: { scope12: base?.scope12 ?? 0, scope3: base?.scope3 ?? 0 },
          currentYear: new Date().getFullYear(),
        },
      },
      context,
    );
    return { ...commandResultView(outcome), measureId: '' };
  }
}
