import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationEvent,
  organizationStreamId,
} from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';

/**
 * Blocked months as the organization stream says now. Commands decide on this, not on read.blocked_periods: a
 * month blocked a moment ago must already refuse edits, whatever the projector's lag.
 */
export async function blockedPeriodsOf(
  store: EventStore,
  organizationId: string,
): Promise<ReadonlySet<string>> {
  const recorded = await store.readStream(organizationStreamId(organizationId));
  const state = recorded.reduce(
    (s, e) => evolveOrganization(s, e as unknown as OrganizationEvent),
    initialOrganizationState,
  );
  return state.blockedPeriods;
}
