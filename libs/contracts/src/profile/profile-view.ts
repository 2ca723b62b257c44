import type { PlanClassView } from '../access/access-views.js';
import type { PasswordRule } from './password-change.schema.js';

/** GET users/me/profile: the signed-in person's profile in the organization of their session (spec §2). */
export interface ProfileView {
  userId: string;
  /** The company e-mail: the sign-in address, shown read-only. */
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  /** The account type (spec §6): the person's role in the session's organization. */
  role: 'administrator' | 'member' | 'auditor' | 'provider-staff' | 'provider-supervisor';
  organizationId: string;
  organizationName: string;
  /** The organization's plan, with the label spec §4 gives it. */
  planClass: PlanClassView;
  planLabel: { pl: string; en: string };
  /** Where the password is changed: here (embedded provider), or at the external sign-in provider. */
  password: { changeableHere: boolean; rule: PasswordRule };
}

/** Codes the profile's REST operations answer besides VALIDATION_ERROR. */
export const PASSWORD_MANAGED_BY_PROVIDER = 'PASSWORD_MANAGED_BY_PROVIDER';
/** 429 of the password change (M5): too many wrong passwords for the account, sign-in is locked for a while. */
export const SIGN_IN_LOCKED = 'SIGN_IN_LOCKED';
