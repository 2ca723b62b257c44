import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kind.js';
import type { UserEvent } from './user.events.js';

/**
 * Whether the person gets their notifications by e-mail, and the kinds they do not want mailed. Notifications that
 * arrive close together come as one digest e-mail (the mail delivery's window), never one e-mail each.
 */
export interface NotificationMailPreference {
  emailEnabled: boolean;
  mutedKinds: readonly NotificationKind[];
}

/** Before the person chose: every kind by e-mail. */
export const DEFAULT_NOTIFICATION_MAIL: NotificationMailPreference = { emailEnabled: true, mutedKinds: [] };

export type SetNotificationMailPreference = {
  type: 'SetNotificationMailPreference';
  data: { userId: string; actorId: string; emailEnabled: boolean; mutedKinds: readonly string[] };
};

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/** The person's own choice only; an unknown kind is refused; the same choice again records nothing. */
export function decideNotificationMailPreference(
  command: SetNotificationMailPreference,
  registered: boolean,
  current: NotificationMailPreference,
): UserEvent[] {
  const { userId, actorId, emailEnabled } = command.data;
  if (actorId !== userId) throw new DomainError('FORBIDDEN', 'A person sets their own notifications only');
  if (!registered) throw new DomainError('FORBIDDEN', `User ${userId} has no account`);
  const unknown: DomainFieldError[] = command.data.mutedKinds.flatMap((kind, i) =>
    isKind(kind) ? [] : [{ path: `mutedKinds.${i}`, code: 'invalid_value' }],
  );
  if (unknown.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', unknown);
  const mutedKinds = NOTIFICATION_KINDS.filter((kind) => command.data.mutedKinds.includes(kind));
  const same =
    current.emailEnabled === emailEnabled &&
    current.mutedKinds.length === mutedKinds.length &&
    mutedKinds.every((kind) => current.mutedKinds.includes(kind));
  return same ? [] : [{ type: 'NotificationMailPreferenceSet', data: { userId, emailEnabled, mutedKinds } }];
}
