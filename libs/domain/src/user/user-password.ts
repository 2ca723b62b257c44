import { DomainError } from '../shared/domain-error.js';
import type { UserEvent } from './user.events.js';

/**
 * Records that the person changed their own password. The API has checked the current password and stored the
 * new hash outside the log (auth.local_accounts); the event carries no secret, only who, so the audit trail
 * says who changed it and when.
 */
export type RecordPasswordChange = {
  type: 'RecordPasswordChange';
  data: { userId: string; actorId: string };
};

export function decidePasswordChange(command: RecordPasswordChange, registered: boolean): UserEvent[] {
  const { userId, actorId } = command.data;
  if (actorId !== userId) throw new DomainError('FORBIDDEN', 'A person changes their own password only');
  if (!registered) throw new DomainError('FORBIDDEN', `User ${userId} has no account`);
  return [{ type: 'PasswordChanged', data: { userId } }];
}
