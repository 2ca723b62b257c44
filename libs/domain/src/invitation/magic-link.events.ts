import { everyType } from '../shared/every-type.js';

/** Roles a person can be invited into an organization with (provider roles are never invited). */
export type InvitedRole = 'administrator' | 'member' | 'auditor';

/**
 * A one-time registration link. Without organization and e-mail it registers a new organization and its
 * administrator (admin link, made by provider staff); with them it is an invitation into that organization.
 */
export type MagicLinkIssued = {
  type: 'MagicLinkIssued';
  data: {
    magicLinkId: string;
    organizationId: string | null;
    email: string | null;
    role: InvitedRole | null;
  };
};

/** The invitation e-mail was sent again (same link). */
export type InvitationResent = {
  type: 'InvitationResent';
  data: { magicLinkId: string; organizationId: string; email: string };
};

/** The link was withdrawn (an invitation deleted): it opens the link-expired page from now on. */
export type MagicLinkRevoked = {
  type: 'MagicLinkRevoked';
  data: { magicLinkId: string; organizationId: string | null };
};

/** Someone registered through the link: it is spent. */
export type MagicLinkUsed = {
  type: 'MagicLinkUsed';
  data: { magicLinkId: string; organizationId: string; userId: string };
};

export type MagicLinkEvent = MagicLinkIssued | InvitationResent | MagicLinkRevoked | MagicLinkUsed;

export const MAGIC_LINK_EVENT_TYPES = everyType<MagicLinkEvent['type']>()([
  'MagicLinkIssued',
  'InvitationResent',
  'MagicLinkRevoked',
  'MagicLinkUsed',
]);

export const magicLinkStreamId = (magicLinkId: string): string => `invitation-${magicLinkId}`;
