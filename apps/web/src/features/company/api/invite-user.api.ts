import { change } from './change-users';

/** Sends an invitation (a magic link) to join the organization. */
export const inviteUser = (organizationId: string, invitation: unknown) =>
  change(`/api/organizations/${encodeURIComponent(organizationId)}/magicLinks`, 'POST', invitation);
