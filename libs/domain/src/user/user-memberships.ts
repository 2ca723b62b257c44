import type { ActorRole } from './roles.js';

/**
 * A person's organizations and their role in each. One account may belong to several organizations (spec §7
 * "users with several organizations switch in Your companies"); removal ends one membership, not the account.
 */
export interface UserMemberships {
  registered: boolean;
  /** Organization id → the person's role there, for the organizations they belong to now. */
  memberships: Readonly<Record<string, ActorRole>>;
  /** Organizations the person was removed from: removing them again changes nothing. */
  formerOrganizations: readonly string[];
}

export const roleIn = (state: UserMemberships, organizationId: string): ActorRole | undefined =>
  Object.hasOwn(state.memberships, organizationId) ? state.memberships[organizationId] : undefined;

export const isMemberOf = (state: UserMemberships, organizationId: string): boolean =>
  roleIn(state, organizationId) !== undefined;

export function withMembership<State extends UserMemberships>(
  state: State,
  organizationId: string,
  role: ActorRole,
): State {
  return {
    ...state,
    registered: true,
    memberships: { ...state.memberships, [organizationId]: role },
    formerOrganizations: state.formerOrganizations.filter((id) => id !== organizationId),
  };
}

export function withoutMembership<State extends UserMemberships>(
  state: State,
  organizationId: string,
): State {
  const memberships = { ...state.memberships };
  delete memberships[organizationId];
  return { ...state, memberships, formerOrganizations: [...state.formerOrganizations, organizationId] };
}
