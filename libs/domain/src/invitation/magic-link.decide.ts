import { DomainError } from '../shared/domain-error.js';
import type { ActorRole } from '../user/roles.js';
import { MagicLinkError } from './magic-link-error.js';
import type { InvitedRole, MagicLinkEvent } from './magic-link.events.js';
import type { MagicLinkState } from './magic-link.state.js';

/** Provider staff hand out links that register a new organization with its administrator. */
export type IssueAdminMagicLink = {
  type: 'IssueAdminMagicLink';
  data: { magicLinkId: string; actorRole: ActorRole };
};

/** An administrator invites a person by work e-mail into their own organization. */
export type InviteUser = {
  type: 'InviteUser';
  data: {
    magicLinkId: string;
    organizationId: string;
    email: string;
    role: InvitedRole;
    actorRole: ActorRole;
  };
};

/** `organizationId` is the actor's: a link of another organization is answered as if it did not exist. */
export type ResendInvitation = {
  type: 'ResendInvitation';
  data: { magicLinkId: string; organizationId: string; actorRole: ActorRole };
};
export type RevokeMagicLink = {
  type: 'RevokeMagicLink';
  data: { magicLinkId: string; organizationId: string; actorRole: ActorRole };
};

export type UseMagicLink = {
  type: 'UseMagicLink';
  data: { magicLinkId: string; organizationId: string; userId: string };
};

export type MagicLinkCommand =
  IssueAdminMagicLink | InviteUser | ResendInvitation | RevokeMagicLink | UseMagicLink;

export const canIssueAdminMagicLinks = (role: ActorRole): boolean =>
  role === 'provider-staff' || role === 'provider-supervisor';
export const canManageInvitations = (role: ActorRole): boolean => role === 'administrator';

export function decideMagicLink(command: MagicLinkCommand, state: MagicLinkState): MagicLinkEvent[] {
  switch (command.type) {
    case 'IssueAdminMagicLink': {
      if (!canIssueAdminMagicLinks(command.data.actorRole))
        throw new DomainError('FORBIDDEN', 'Only provider staff can create registration links');
      assertNew(state, command.data.magicLinkId);
      const { magicLinkId } = command.data;
      return [
        { type: 'MagicLinkIssued', data: { magicLinkId, organizationId: null, email: null, role: null } },
      ];
    }
    case 'InviteUser': {
      if (!canManageInvitations(command.data.actorRole))
        throw new DomainError('FORBIDDEN', 'Only an administrator can invite users');
      assertNew(state, command.data.magicLinkId);
      const { magicLinkId, organizationId, email, role } = command.data;
      return [
        {
          type: 'MagicLinkIssued',
          data: { magicLinkId, organizationId, email: email.trim().toLowerCase(), role },
        },
      ];
    }
    case 'ResendInvitation': {
      if (!canManageInvitations(command.data.actorRole))
        throw new DomainError('FORBIDDEN', 'Only an administrator can resend invitations');
      const { organizationId, email } = activeInvitationOf(state, command.data);
      return [
        { type: 'InvitationResent', data: { magicLinkId: command.data.magicLinkId, organizationId, email } },
      ];
    }
    case 'RevokeMagicLink': {
      if (!canManageInvitations(command.data.actorRole))
        throw new DomainError('FORBIDDEN', 'Only an administrator can delete invitations');
      ownLink(state, command.data);
      // Deleting a link that is already spent or withdrawn changes nothing.
      if (!state.active) return [];
      return [
        {
          type: 'MagicLinkRevoked',
          data: { magicLinkId: command.data.magicLinkId, organizationId: state.organizationId },
        },
      ];
    }
    case 'UseMagicLink': {
      if (!state.issued) throw new MagicLinkError('MAGIC_LINK_NOT_FOUND', 'Unknown magic link');
      if (!state.active) throw new MagicLinkError('MAGIC_LINK_INACTIVE', 'The magic link has expired');
      return [{ type: 'MagicLinkUsed', data: { ...command.data } }];
    }
  }
}

function assertNew(state: MagicLinkState, magicLinkId: string): void {
  if (state.issued) throw new DomainError('VALIDATION_ERROR', `Magic link ${magicLinkId} exists`);
}

function ownLink(state: MagicLinkState, data: { magicLinkId: string; organizationId: string }): void {
  if (!state.issued || state.organizationId !== data.organizationId)
    throw new MagicLinkError('MAGIC_LINK_NOT_FOUND', `Invitation ${data.magicLinkId} not found`);
}

function activeInvitationOf(
  state: MagicLinkState,
  data: { magicLinkId: string; organizationId: string },
): { organizationId: string; email: string } {
  ownLink(state, data);
  if (!state.active || !state.email)
    throw new MagicLinkError('MAGIC_LINK_INACTIVE', `Invitation ${data.magicLinkId} is no longer open`);
  return { organizationId: data.organizationId, email: state.email };
}
