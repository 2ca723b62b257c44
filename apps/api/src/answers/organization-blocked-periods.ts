import type { EventStore } from '@ghg/event-store';
import { organizationStatesOf } from '../access/organization-state-cache.js';

/**
 * Blocked months as the organization stream says now. Commands decide on this, not on read.blocked_periods: a
 * month blocked a moment ago must already refuse edits, whatever the projector's lag. The state is the process's
 * cached fold, brought up to date with the events after it on every call (access/organization-state-cache.ts).
 */
export async function blockedPeriodsOf(
  store: EventStore,
  organizationId: string,
): Promise<ReadonlySet<string>> {
  return (await organizationStatesOf(store).stateOf(organizationId)).blockedPeriods;
}

/** Ids of the organization's locations as its stream says now: a row may name one (locations as departments). */
export async function locationIdsOf(store: EventStore, organizationId: string): Promise<ReadonlySet<string>> {
  return new Set((await organizationStatesOf(store).stateOf(organizationId)).locations.keys());
}
