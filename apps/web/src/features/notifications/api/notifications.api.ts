import type { NotificationsView } from '@ghg/contracts';
import { useApiRead } from '../../../lib/use-api-read';

export const NOTIFICATIONS_PATH = '/api/users/me/notifications';
/** A window event: the person's notifications changed on this page (read), so the bell counts again. */
export const NOTIFICATIONS_CHANGED = 'ghg:notifications-changed';

/** GET users/me/notifications: the person's notifications in their organization and the unread count. */
export const useNotifications = (enabled: boolean) =>
  useApiRead<NotificationsView>(enabled ? NOTIFICATIONS_PATH : null);
