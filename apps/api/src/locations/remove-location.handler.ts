import { organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { executeOnStream } from '../shared/stream-command.js';
import { EVENT_STORE } from '../shared/tokens.js';
import { type LocationChangeOutcome, RemoveLocationCommand } from './location.commands.js';
import { entitiesOfStream } from './organization-entities.js';

@CommandHandler(RemoveLocationCommand)
export class RemoveLocationHandler implements ICommandHandler<RemoveLocationCommand, LocationChangeOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ context, locationId }: RemoveLocationCommand): Promise<LocationChangeOutcome> {
    const { organizationId, role } = context.actor;
    const outcome = await executeOnStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
      { type: 'RemoveLocation', data: { organizationId, locationId, role } },
      context,
    );
    return {
      position: outcome.position,
      changed: outcome.changed,
      entities: await entitiesOfStream(this.store, organizationId),
    };
  }
}
