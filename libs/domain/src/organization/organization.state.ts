import type { InitialAnswers, OrganizationEvent } from './organization.events.js';
import type { Partnership } from './organization-profile.events.js';

export interface OrganizationState {
  registered: boolean;
  organizationId: string | null;
  name: string | null;
  initialAnswers: InitialAnswers;
  /** Blocked months, 'YYYY-MM'. */
  blockedPeriods: ReadonlySet<string>;
  /** Null for an organization registered before plans existed: its permissions are unknown (full access). */
  plan: OrganizationPlan | null;
  blocked: boolean;
  /** Locations by id: their names. */
  locations: ReadonlyMap<string, string>;
  /** Spec §1 partner branding: selects the footer. */
  partnership: Partnership | null;
  tags: readonly string[];
  /** The group this organization belongs to (module moreThanOneOrganizationStructure of the parent). */
  parentOrganizationId: string | null;
  /** The client bought verification: the provider's staff verify its rows. */
  verificationPurchased: boolean;
}

export interface OrganizationPlan {
  planName: string;
  permissions: readonly string[];
  expiresAt: string | null;
}

export const initialOrganizationState: OrganizationState = {
  registered: false,
  organizationId: null,
  name: null,
  initialAnswers: {},
  blockedPeriods: new Set(),
  plan: null,
  blocked: false,
  locations: new Map(),
  partnership: null,
  tags: [],
  parentOrganizationId: null,
  verificationPurchased: false,
};

export function evolveOrganization(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationRegistered':
      return { ...state, registered: true, organizationId: event.data.organizationId, name: event.data.name };
    case 'InitialQuestionsAnswered':
      return { ...state, initialAnswers: event.data.answers };
    case 'PeriodBlocked':
      return { ...state, blockedPeriods: new Set(state.blockedPeriods).add(event.data.period) };
    case 'PeriodUnblocked': {
      const blockedPeriods = new Set(state.blockedPeriods);
      blockedPeriods.delete(event.data.period);
      return { ...state, blockedPeriods };
    }
    case 'PlanAssigned': {
      const { planName, permissions, expiresAt } = event.data;
      return { ...state, plan: { planName, permissions, expiresAt } };
    }
    case 'OrganizationBlocked':
      return { ...state, blocked: true };
    case 'OrganizationUnblocked':
      return { ...state, blocked: false };
    case 'LocationAdded':
      return { ...state, locations: new Map(state.locations).set(event.data.locationId, event.data.name) };
    case 'LocationRemoved': {
      const locations = new Map(state.locations);
      locations.delete(event.data.locationId);
      return { ...state, locations };
    }
    case 'PartnershipSet':
      return { ...state, partnership: event.data.partnership };
    case 'OrganizationTagsSet':
      return { ...state, tags: event.data.tags };
    case 'ParentOrganizationSet':
      return { ...state, parentOrganizationId: event.data.parentOrganizationId };
    case 'VerificationPurchaseSet':
      return { ...state, verificationPurchased: event.data.purchased };
  }
}
