import { put } from './put';

export const saveNotificationPreferences = (body: unknown) =>
  put('/api/users/me/notification-preferences', body);
