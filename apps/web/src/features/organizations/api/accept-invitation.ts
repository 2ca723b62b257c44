import type { InvitationAcceptedView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

export type InvitationAcceptance =
  | { kind: 'accepted'; view: InvitationAcceptedView }
  | { kind: 'expired' }
  | { kind: 'anotherAddress' }
  | { kind: 'failed' };

/** `POST invitations/{magicLinkId}/accept`: the signed-in person joins the inviting company. */
export async function acceptInvitation(magicLinkId: string): Promise<InvitationAcceptance> {
  try {
    const response = await fetch(`/api/invitations/${encodeURIComponent(magicLinkId)}/accept`, {
      method: 'POST',
      credentials: 'include',
      headers: CSRF_HEADERS,
    });
    if (response.ok) return { kind: 'accepted', view: (await response.json()) as InvitationAcceptedView };
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    // An unknown link is answered like a spent one: the person can only ask for a new invitation.
    if (response.status === 410 || response.status === 404) return { kind: 'expired' };
    if (body.code === 'INVITATION_FOR_ANOTHER_ADDRESS') return { kind: 'anotherAddress' };
    console.error('invitation acceptance failed', response.status, body.code);
    return { kind: 'failed' };
  } catch (error) {
    console.error('invitation acceptance failed', error);
    return { kind: 'failed' };
  }
}
