import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import type { ProfileChange, ProfileField, UserEvent } from './user.events.js';

/** What the person's profile says now (spec §2 "Profile"); the e-mail is the sign-in address and not edited here. */
export interface UserProfile {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
}

/**
 * The person edits their own profile: `actorId` is the signed-in person (from the session). The contracts have
 * checked the form's rules (name characters, lengths); the domain keeps what must hold on every channel: a
 * person has a first name and a surname, and values are stored trimmed.
 */
export type UpdateUserProfile = {
  type: 'UpdateUserProfile';
  data: { userId: string; actorId: string; firstName: string; lastName: string; jobTitle: string | null };
};

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'jobTitle'];

export function decideProfileUpdate(command: UpdateUserProfile, profile: UserProfile | null): UserEvent[] {
  const { userId, actorId } = command.data;
  // Nobody edits someone else's profile, an administrator included: the API only ever names the session's person.
  if (actorId !== userId) throw new DomainError('FORBIDDEN', 'A person edits their own profile only');
  if (!profile) throw new DomainError('FORBIDDEN', `User ${userId} has no account`);
  const next = normalized(command.data);
  const missing: DomainFieldError[] = (['firstName', 'lastName'] as const)
    .filter((field) => next[field] === null)
    .map((path) => ({ path, code: 'required' }));
  if (missing.length > 0) throw new DomainError('VALIDATION_ERROR', 'Validation error', missing);
  const changes: ProfileChange[] = PROFILE_FIELDS.filter((field) => profile[field] !== next[field]).map(
    (field) => ({ field, before: profile[field], after: next[field] }),
  );
  return changes.length === 0 ? [] : [{ type: 'UserProfileChanged', data: { userId, changes } }];
}

/** Trimmed values; a blank one is "not given" (null). */
function normalized(data: UpdateUserProfile['data']): Record<ProfileField, string | null> {
  const clean = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    firstName: clean(data.firstName),
    lastName: clean(data.lastName),
    jobTitle: clean(data.jobTitle),
  };
}

/** The profile after a change: each changed field takes its new value. */
export function withProfileChanges(profile: UserProfile | null, changes: readonly ProfileChange[]) {
  if (!profile) return profile;
  const next = { ...profile };
  for (const { field, after } of changes) {
    if (field === 'jobTitle') next.jobTitle = after;
    else if (after !== null) next[field] = after;
  }
  return next;
}
