import type { CommandResultView } from '@ghg/contracts';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../../context/request-context.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { executeOnBehalfOfOrganization } from '../on-behalf-of-organization.js';

/** Provider staff block an organization (its members can only read) or lift the block. */
@Injectable()
export class SetOrganizationBlockedHandler {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute(context: RequestContext, organizationId: string, blocked: boolean): Promise<CommandResultView> {
    return executeOnBehalfOfOrganization(this.store, context, {
      type: blocked ? 'BlockOrganization' : 'UnblockOrganization',
      data: { organizationId, role: context.actor.role },
    });
  }
}
