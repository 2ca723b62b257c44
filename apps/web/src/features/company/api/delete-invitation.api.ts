import { change } from './change-users';

export const deleteInvitation = (organizationId: string, magicLinkId: string) =>
  change(`/api/organizations/${encodeURIComponent(organizationId)}/magicLinks/${magicLinkId}`, 'DELETE');
