import type { NotificationsView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';
import { NOTIFICATIONS_PATH } from './notifications.api';

/** POST users/me/notifications/read: the given ones, or every one when none is given. */
export async function markNotificationsRead(eventIds?: string[]): Promise<NotificationsView | null> {
  const answer = await sendJson<NotificationsView>(
    `${NOTIFICATIONS_PATH}/read`,
    'POST',
    eventIds ? { eventIds } : {},
  );
  return answer.ok ? (answer.body as NotificationsView) : null;
}
