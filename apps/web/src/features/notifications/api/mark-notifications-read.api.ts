import type { NotificationsView } from '@ghg/contracts';
import { sendJson } from '../../../lib/send-json';
import { NOTIFICATIONS_CHANGED, NOTIFICATIONS_PATH } from './notifications.api';

/** POST users/me/notifications/read: the given ones, or every one when none is given. */
export async function markNotificationsRead(eventIds?: string[]): Promise<NotificationsView | null> {
  const answer = await sendJson<NotificationsView>(
    `${NOTIFICATIONS_PATH}/read`,
    'POST',
    eventIds ? { eventIds } : {},
  );
  // The navbar's bell counts again (it reads on page changes and on this event).
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
  return answer.ok ? (answer.body as NotificationsView) : null;
}
