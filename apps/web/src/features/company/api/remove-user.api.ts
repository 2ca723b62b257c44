import { change } from './change-users';

/** Removes a user from the organization; `confirmSelf` when the person leaves it themselves. */
export const removeUser = (userId: string, options: { confirmSelf?: boolean } = {}) =>
  change(
    `/api/users/${encodeURIComponent(userId)}${options.confirmSelf ? '?confirmSelf=true' : ''}`,
    'DELETE',
  );
