import { change } from './change-users';

export const resendInvitation = (organizationId: string, magicLinkId: string) =>
  change(`/api/organizations/${encodeURIComponent(organizationId)}/magicLinks/${magicLinkId}/resend`, 'POST');
