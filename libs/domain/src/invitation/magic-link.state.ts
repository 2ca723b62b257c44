import type { InvitedRole, MagicLinkEvent } from './magic-link.events.js';

export interface MagicLinkState {
  issued: boolean;
  magicLinkId: string | null;
  organizationId: string | null;
  email: string | null;
  role: InvitedRole | null;
  /** False once used or revoked: the link is one-time. */
  active: boolean;
}

export const initialMagicLinkState: MagicLinkState = {
  issued: false,
  magicLinkId: null,
  organizationId: null,
  email: null,
  role: null,
  active: false,
};

export function evolveMagicLink(state: MagicLinkState, event: MagicLinkEvent): MagicLinkState {
  switch (event.type) {
    case 'MagicLinkIssued':
      return { ...event.data, issued: true, active: true };
    case 'InvitationResent':
      return state;
    case 'MagicLinkRevoked':
    case 'MagicLinkUsed':
      return { ...state, active: false };
  }
}

/** Spec §4: the user variant when the link names an organization or an e-mail, otherwise the admin variant. */
export type RegistrationVariant = 'user' | 'admin';
export const registrationVariantOf = (link: {
  organizationId: string | null;
  email: string | null;
}): RegistrationVariant => (link.organizationId || link.email ? 'user' : 'admin');
