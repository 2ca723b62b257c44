import type { OrganizationRole } from '../components/role-permissions';
import { change } from './change-users';

/** A new role for a user; `confirmSelf` when the person changes their own role. */
export const changeUserRole = (userId: string, body: { role: OrganizationRole; confirmSelf?: true }) =>
  change(`/api/users/${encodeURIComponent(userId)}/role`, 'PUT', body);
