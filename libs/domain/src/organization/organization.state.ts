import type { InitialAnswers, OrganizationEvent } from './organization.events.js';

export interface OrganizationState {
  registered: boolean;
  organizationId: string | null;
  name: string | null;
  initialAnswers: InitialAnswers;
}

export const initialOrganizationState: OrganizationState = {
  registered: false,
  organizationId: null,
  name: null,
  initialAnswers: {},
};

export function evolveOrganization(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationRegistered':
      return { ...state, registered: true, organizationId: event.data.organizationId, name: event.data.name };
    case 'InitialQuestionsAnswered':
      return { ...state, initialAnswers: event.data.answers };
  }
}
