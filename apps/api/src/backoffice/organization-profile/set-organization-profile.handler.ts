import {
  type CommandResultView,
  setOrganizationTagsInputSchema,
  setParentOrganizationInputSchema,
  setPartnershipInputSchema,
} from '@ghg/contracts';
import { organizationAggregate, organizationStreamId, STRUCTURE_MODULE } from '@ghg/domain';
import { loadStream } from '@ghg/command-handling';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../../context/request-context.js';
import { parseOrThrow, validationError } from '../../shared/api-error.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { executeOnBehalfOfOrganization } from '../on-behalf-of-organization.js';

/** Provider staff set an organization's partner programme, tags or parent group (spec §1, §3). */
@Injectable()
export class SetOrganizationProfileHandler {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  setPartnership(
    context: RequestContext,
    organizationId: string,
    input: unknown,
  ): Promise<CommandResultView> {
    const { partnership } = parseOrThrow(setPartnershipInputSchema, input);
    return executeOnBehalfOfOrganization(this.store, context, {
      type: 'SetPartnership',
      data: {
        organizationId,
        partnership: partnership === 'none' ? null : partnership,
        role: context.actor.role,
      },
    });
  }

  setTags(context: RequestContext, organizationId: string, input: unknown): Promise<CommandResultView> {
    const { tags } = parseOrThrow(setOrganizationTagsInputSchema, input);
    return executeOnBehalfOfOrganization(this.store, context, {
      type: 'SetOrganizationTags',
      data: { organizationId, tags, role: context.actor.role },
    });
  }

  async setParent(
    context: RequestContext,
    organizationId: string,
    input: unknown,
  ): Promise<CommandResultView> {
    const { parentOrganizationId } = parseOrThrow(setParentOrganizationInputSchema, input);
    const parent =
      parentOrganizationId === ''
        ? null
        : {
            organizationId: parentOrganizationId,
            hasStructureModule: await this.hasStructureModule(parentOrganizationId),
          };
    return executeOnBehalfOfOrganization(this.store, context, {
      type: 'SetParentOrganization',
      data: { organizationId, parent, role: context.actor.role },
    });
  }

  /** The parent's own stream decides: a plan without the module (or no such organization) cannot hold others. */
  private async hasStructureModule(organizationId: string): Promise<boolean> {
    const { state } = await loadStream(
      this.store,
      organizationStreamId(organizationId),
      organizationAggregate,
    );
    if (!state.registered) throw validationError([{ path: 'parentOrganizationId', code: 'not_found' }]);
    return state.plan === null || state.plan.permissions.includes(STRUCTURE_MODULE);
  }
}
