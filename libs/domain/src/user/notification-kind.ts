/** What a person is told about (the bell and the e-mails): read.notifications kinds, and tasks due soon. */
export const NOTIFICATION_KINDS = [
  'task-assigned',
  'task-submitted',
  'task-reopened',
  'task-due-soon',
  'rows-submitted',
  'row-returned',
  'rows-verified',
  'report-sent',
  'invitation-accepted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
