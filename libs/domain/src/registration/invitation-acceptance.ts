import { MagicLinkError } from '../invitation/magic-link-error.js';
import { decideMagicLink } from '../invitation/magic-link.decide.js';
import type { MagicLinkUsed } from '../invitation/magic-link.events.js';
import { type MagicLinkState, registrationVariantOf } from '../invitation/magic-link.state.js';
import { decideUser, type UserState } from '../user/user.decide.js';
import type { UserEvent } from '../user/user.events.js';

/**
 * Someone who already has an account opens an invitation into another organization (the registration form
 * would answer 'account already exists'): signed in, they accept it and become a member there too.
 * `email` is the signed-in person's, from their account, never from the request.
 */
export type AcceptInvitation = {
  type: 'AcceptInvitation';
  data: { magicLinkId: string; userId: string; email: string };
};

/** Events per stream; the link's first, at the revision read, so one invitation is accepted once. */
export interface InvitationAcceptancePlan {
  organizationId: string;
  link: MagicLinkUsed[];
  user: UserEvent[];
}

export function planInvitationAcceptance(
  command: AcceptInvitation,
  link: MagicLinkState,
  user: UserState,
): InvitationAcceptancePlan {
  const { magicLinkId, userId, email } = command.data;
  if (!link.issued) throw new MagicLinkError('MAGIC_LINK_NOT_FOUND', 'Unknown magic link');
  if (!link.active) throw new MagicLinkError('MAGIC_LINK_INACTIVE', 'The magic link has expired');
  const organizationId = link.organizationId;
  if (registrationVariantOf(link) !== 'user' || !organizationId)
    throw new MagicLinkError(
      'WRONG_REGISTRATION_VARIANT',
      'Only an invitation into a company can be accepted',
    );
  // An invitation goes to one address: a colleague signed in on the same computer cannot take it.
  if (link.email && link.email !== email.trim().toLowerCase())
    throw new MagicLinkError('INVITATION_FOR_ANOTHER_ADDRESS', 'This invitation was sent to another address');
  const joined = decideUser(
    {
      type: 'JoinOrganization',
      data: { userId, organizationId, role: link.role ?? 'member', magicLinkId },
    },
    user,
  );
  const used = decideMagicLink(
    { type: 'UseMagicLink', data: { magicLinkId, organizationId, userId } },
    link,
  ) as MagicLinkUsed[];
  return { organizationId, link: used, user: joined };
}
