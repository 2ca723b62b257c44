import { DomainError } from '../shared/domain-error.js';
import { type ActorRole, isProviderRole } from './roles.js';

/**
 * What a company administrator may never do to a person of their organization, whichever way (role change or
 * removal), checked in this order:
 * - touch provider staff or the provider supervisor: they belong to the provider, not to the company (403);
 * - leave the company without an administrator (the last one cannot be demoted or removed);
 * - demote or remove themself without saying so (`confirmSelf`, sent by the UI after its dialog): 409.
 */
export function requireManageable(change: {
  targetRole: ActorRole;
  targetIsSelf: boolean;
  loses: 'administrator' | 'nothing';
  administratorsInOrganization: number;
  confirmSelf: boolean;
}): void {
  if (isProviderRole(change.targetRole)) {
    throw new DomainError('FORBIDDEN', 'Provider people are managed by the provider, not by the company', [
      { path: 'userId', code: 'provider_person' },
    ]);
  }
  if (change.loses === 'administrator' && change.administratorsInOrganization <= 1) {
    throw new DomainError('VALIDATION_ERROR', 'Validation error', [
      { path: 'role', code: 'last_administrator' },
    ]);
  }
  if (change.targetIsSelf && !change.confirmSelf) {
    throw new DomainError(
      'CONFIRMATION_REQUIRED',
      'This changes your own access: confirm it (confirmSelf) to go on',
      [{ path: 'confirmSelf', code: 'confirm_self' }],
    );
  }
}
