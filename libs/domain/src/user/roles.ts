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
/**
 * Whether the role may change anything at all (its own account aside): the auditor only reads. Checked once for
 * every write operation (apps/api/src/access); the finer rules (who may edit answers, manage users) decide after.
 */
export const canWrite = (role: ActorRole): boolean => role !== 'auditor';

/** The provider's people: they run the back office and are no company's to manage. */
export const PROVIDER_ROLES: readonly ActorRole[] = ['provider-staff', 'provider-supervisor'];
export const isProviderRole = (role: unknown): boolean =>
  (PROVIDER_ROLES as readonly unknown[]).includes(role);
