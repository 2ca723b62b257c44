import type { NotificationView } from '@ghg/contracts';
import type { TFunction } from 'i18next';

/** The sentence of a notification in the page's language, with its details (due day, count, comment). */
export function notificationText(t: TFunction<'tasks'>, n: NotificationView): string {
  const d = n.details;
  const rowIds = Array.isArray(d['rowIds']) ? d['rowIds'] : [];
  return t(`notifications.kinds.${n.kind}`, {
    dueDate: typeof d['dueDate'] === 'string' ? d['dueDate'] : '',
    count: rowIds.length,
    comment: typeof d['comment'] === 'string' ? d['comment'] : '',
  });
}
