import type { PermissionModule } from '@ghg/domain';
import { SetMetadata } from '@nestjs/common';

/** The arguments of the operation: REST path parameters and query, or GraphQL arguments. */
export type AccessArgs = Readonly<Record<string, unknown>>;

/**
 * What an operation needs, declared once per REST route and GraphQL field:
 * - open: served even to a blocked organization (who am I, my plan, health);
 * - signed-in: any plan, refused to a blocked organization;
 * - module: one of the modules the function names for these arguments (e.g. the scope of a questionId);
 * - provider: provider staff and supervisors only (back-office), whatever their organization's plan.
 */
export type AccessRule = (
  | { kind: 'open' }
  | { kind: 'signed-in' }
  | { kind: 'module'; anyOf: (args: AccessArgs) => readonly PermissionModule[] }
  | { kind: 'provider' }
) & {
  /**
   * Set on a write that a read-only person (auditor) may still make: it changes only the caller's own account
   * (profile, password, chosen company, an invitation addressed to them), or no account is involved at all (the
   * magic link in the path is the credential). Every other write (a REST method other than GET/HEAD, a
   * GraphQL mutation) is refused to read-only roles by the guard, before any handler runs.
   */
  selfService?: true;
};

export const ACCESS_METADATA = 'ghg:access';

export const OPEN: AccessRule = { kind: 'open' };
export const SIGNED_IN: AccessRule = { kind: 'signed-in' };
export const PROVIDER: AccessRule = { kind: 'provider' };
export const SELF_SERVICE: AccessRule = { kind: 'open', selfService: true };
export const needsModule = (module: PermissionModule): AccessRule => ({
  kind: 'module',
  anyOf: () => [module],
});

/** Declares the access rule on a controller method or resolver field (the guard reads it first). */
export const Access = (rule: AccessRule) => SetMetadata(ACCESS_METADATA, rule);
export const Public = () => Access(OPEN);
export const RequiresModule = (module: PermissionModule) => Access(needsModule(module));
export const ProviderOnly = () => Access(PROVIDER);
/** A write of the caller's own account, open to every role (the auditor included) and any plan. */
export const SelfService = () => Access(SELF_SERVICE);
