import { decideOrganization } from './organization.decide.js';
import { ORGANIZATION_EVENT_TYPES } from './organization.events.js';
import { evolveOrganization, initialOrganizationState } from './organization.state.js';

/** The organization's stream: registration, initial answers, plans, blocked months, locations. */
export const organizationAggregate = {
  initialState: initialOrganizationState,
  eventTypes: ORGANIZATION_EVENT_TYPES,
  evolve: evolveOrganization,
  decide: decideOrganization,
};
