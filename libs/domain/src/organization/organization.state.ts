import type { InitialAnswers, OrganizationEvent } from './organization.events.js';

export interface OrganizationState {
  registered: boolean;
  organizationId: string | null;
  name: string | null;
  initialAnswers: InitialAnswers;
  /** Blocked months, 'YYYY-MM'. */
  blockedPeriods: ReadonlySet<string>;
}

export const initialOrganizationState: OrganizationState = {
  registered: false,
  organizationId: null,
  name: null,
  initialAnswers: {},
  blockedPeriods: new Set(),
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
  }
}
