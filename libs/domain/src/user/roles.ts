/**
 * Who may do what. Organization people (administrator, member) enter data; an auditor reads everything and
 * changes nothing; provider staff block months and only a provider supervisor unblocks them.
 */
export const ACTOR_ROLES = [
  'administrator',
  'member',
  'auditor',
  'provider-staff',
  'provider-supervisor',
] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export const isActorRole = (value: unknown): value is ActorRole =>
  typeof value === 'string' && (ACTOR_ROLES as readonly string[]).includes(value);

export const canEditAnswers = (role: ActorRole): boolean => role === 'administrator' || role === 'member';
export const canBlockPeriods = (role: ActorRole): boolean =>
  role === 'provider-staff' || role === 'provider-supervisor';
export const canUnblockPeriods = (role: ActorRole): boolean => role === 'provider-supervisor';
