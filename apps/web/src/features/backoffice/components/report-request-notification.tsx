import type { ReportRequestNotificationView } from '@ghg/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Whether the provider team was e-mailed about a request: sent (to which address, when), still being tried
 * (with the SMTP server's last answer), or kept in the outbox only (no SMTP configured).
 */
export function ReportRequestNotification({
  notification,
  when,
}: {
  notification: ReportRequestNotificationView | null;
  when: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('backoffice');
  if (!notification) return <span data-status="none">–</span>;
  const { delivery, recipient } = notification;
  if (!delivery)
    return (
      <span data-status="outbox" title={recipient}>
        {t('requests.notification.outbox')}
      </span>
    );
  if (delivery.status === 'sent')
    return (
      <span data-status="sent">
        {t('requests.notification.sent', {
          recipient,
          when: delivery.deliveredAt ? when.format(new Date(delivery.deliveredAt)) : '',
        })}
      </span>
    );
  return (
    <div data-status={delivery.status}>
      {t('requests.notification.pending', { recipient, attempts: delivery.attempts })}
      {delivery.lastError && (
        <Typography variant="caption" component="div" color="error">
          {delivery.lastError}
        </Typography>
      )}
    </div>
  );
}
