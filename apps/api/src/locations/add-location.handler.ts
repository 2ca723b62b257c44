import { randomUUID } from 'node:crypto';
import { addLocationInputSchema } from '@ghg/contracts';
import { organizationAggregate, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { parseOrThrow } from '../shared/api-error.js';
import { executeOnStream } from '../shared/stream-command.js';
import { EVENT_STORE } from '../shared/tokens.js';
import { AddLocationCommand, type LocationChangeOutcome } from './location.commands.js';
import { entitiesOfStream } from './organization-entities.js';

@CommandHandler(AddLocationCommand)
export class AddLocationHandler implements ICommandHandler<AddLocationCommand, LocationChangeOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ context, input }: AddLocationCommand): Promise<LocationChangeOutcome> {
    const { name } = parseOrThrow(addLocationInputSchema, input);
    const { organizationId, role } = context.actor;
    // The server names the location, as it names a new row: the client cannot pick another's id.
    const locationId = randomUUID();
    const outcome = await executeOnStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
      { type: 'AddLocation', data: { organizationId, locationId, name, role } },
      context,
    );
    return {
      position: outcome.position,
      changed: outcome.changed,
      entities: await entitiesOfStream(this.store, organizationId),
      entityId: locationId,
    };
  }
}
