import { useEffect } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import { NOTIFICATIONS_CHANGED, useNotifications } from '../api/notifications.api';

/** The navbar's bell (spec §2 Notifications): the unread count, read again on every page change. */
export function NotificationBell() {
  const { t } = useTranslation('tasks');
  const localize = useLocalize();
  const location = useLocation();
  const { state, reload } = useNotifications(true);
  useEffect(() => reload(), [location.pathname, reload]);
  useEffect(() => {
    const again = () => reload();
    window.addEventListener(NOTIFICATIONS_CHANGED, again);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED, again);
  }, [reload]);
  const unread = state.kind === 'ready' ? state.data.unread : 0;
  return (
    <IconButton
      component={RouterLink}
      to={localize('/notifications')}
      aria-label={t('notifications.bell', { count: unread })}
      data-testid="notification-bell"
      data-unread={unread}
    >
      <Badge badgeContent={unread} color="error">
        <SvgIcon aria-hidden>
          <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.63-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
        </SvgIcon>
      </Badge>
    </IconButton>
  );
}
