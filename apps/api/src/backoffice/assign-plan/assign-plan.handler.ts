import { assignPlanInputSchema, type CommandResultView } from '@ghg/contracts';
import type { EventStore } from '@ghg/event-store';
import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '../../context/request-context.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { executeOnBehalfOfOrganization } from '../on-behalf-of-organization.js';

/** Provider staff give an organization a plan, with an optional end date. */
@Injectable()
export class AssignPlanHandler {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute(context: RequestContext, organizationId: string, input: unknown): Promise<CommandResultView> {
    const { planName, expiresAt } = parseOrThrow(assignPlanInputSchema, input);
    return executeOnBehalfOfOrganization(this.store, context, {
      type: 'AssignPlan',
      data: { organizationId, planName, expiresAt: expiresAt ?? null, role: context.actor.role },
    });
  }
}
