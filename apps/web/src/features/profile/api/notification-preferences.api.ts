import type { NotificationPreferencesView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

/** GET users/me/notification-preferences: whether and about what the person is e-mailed. */
export const useNotificationPreferences = () =>
  useApiRead<NotificationPreferencesView>('/api/users/me/notification-preferences');
