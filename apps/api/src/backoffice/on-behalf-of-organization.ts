import type { CommandResultView } from '@ghg/contracts';
import { organizationAggregate, type OrganizationCommand, organizationStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import type { RequestContext } from '../context/request-context.js';
import { commandResultView } from '../shared/command-result.view.js';
import { executeOnStream } from '../shared/stream-command.js';

/**
 * Provider staff change another organization's plan and status. The role travels in the command: the
 * organization decides who may; the event carries the actor in its metadata (audit log).
 */
export async function executeOnBehalfOfOrganization(
  store: EventStore,
  context: RequestContext,
  command: OrganizationCommand,
): Promise<CommandResultView> {
  const { organizationId } = command.data;
  // The event belongs to the organization it changes (its audit log), with the provider person as actor.
  const onBehalf: RequestContext = { ...context, actor: { ...context.actor, organizationId } };
  const streamId = organizationStreamId(organizationId);
  return commandResultView(await executeOnStream(store, streamId, organizationAggregate, command, onBehalf));
}
