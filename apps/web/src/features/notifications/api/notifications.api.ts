import type { NotificationsView } from '@ghg/contracts';
import { useTaskApiRead } from '../../tasks/api/task-api-read';

export const NOTIFICATIONS_PATH = '/api/users/me/notifications';

/** GET users/me/notifications: the person's notifications in their organization and the unread count. */
export const useNotifications = (enabled: boolean) =>
  useTaskApiRead<NotificationsView>(enabled ? NOTIFICATIONS_PATH : null);
