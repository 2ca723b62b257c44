import { randomUUID } from 'node:crypto';
import type {
  AddCustomReductionMeasureInput,
  AdoptReductionMeasureInput,
  ChangeReductionMeasureStatusInput,
  ReductionCommandResultView,
} from '@ghg/contracts';
import { type ReductionPlanCommand, reductionPlanAggregate, reductionPlanStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../context/request-context.js';
import { commandResultView } from '../../shared/command-result.view.js';
import { executeOnStream } from '../../shared/stream-command.js';
import { EVENT_STORE } from '../../shared/tokens.js';

/** One change of the caller's reduction plan: adopt a catalogue measure, add a custom one, or change a status. */
export class ReductionPlanCommandMessage {
  constructor(
    readonly context: RequestContext,
    readonly input:
      | { kind: 'adopt'; body: AdoptReductionMeasureInput }
      | { kind: 'custom'; body: AddCustomReductionMeasureInput }
      | { kind: 'status'; measureId: string; body: ChangeReductionMeasureStatusInput },
  ) {}
}

@CommandHandler(ReductionPlanCommandMessage)
export class ReductionPlanHandler implements ICommandHandler<
  ReductionPlanCommandMessage,
  ReductionCommandResultView
> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ context, input }: ReductionPlanCommandMessage): Promise<ReductionCommandResultView> {
    const { organizationId, userId, role } = context.actor;
    const actor = { organizationId, actorId: userId, role };
    let command: ReductionPlanCommand;
    switch (input.kind) {
      case 'adopt':
        command = { type: 'AdoptReductionMeasure', data: { ...actor, ...input.body } };
        break;
      case 'custom':
        command = {
          type: 'AddCustomReductionMeasure',
          data: {
            ...actor,
            ...input.body,
            // Custom ids never collide with the catalogue's: they carry their own prefix.
            measureId: `custom-${input.body.measureId ?? randomUUID()}`,
          },
        };
        break;
      case 'status':
        command = {
          type: 'ChangeReductionMeasureStatus',
          data: { ...actor, measureId: input.measureId, status: input.body.status },
        };
        break;
    }
    const outcome = await executeOnStream(
      this.store,
      reductionPlanStreamId(organizationId),
      reductionPlanAggregate,
      command,
      context,
    );
    return { ...commandResultView(outcome), measureId: command.data.measureId };
  }
}
