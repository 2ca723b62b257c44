import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { markNotificationsRead } from '../api/mark-notifications-read.api';
import { useNotifications } from '../api/notifications.api';
import { notificationText } from '../components/notification-text';

/** /notifications (spec §2): what the person was told, newest first; each read on its own or all at once. */
export default function NotificationsRoute() {
  const { t } = useTranslation('tasks');
  useDocumentTitle(t('notifications.title'));
  const locale = usePageLocale();
  const { state, reload } = useNotifications(true);
  const mark = async (eventIds?: string[]) => {
    await markNotificationsRead(eventIds).catch(() => null);
    reload();
  };
  let body;
  if (state.kind === 'loading') body = <PageLoading />;
  else if (state.kind !== 'ready') body = <Alert severity="error">{t('loadFailed')}</Alert>;
  else if (state.data.items.length === 0)
    body = <Typography color="text.secondary">{t('notifications.empty')}</Typography>;
  else
    body = (
      <List data-testid="notifications-list">
        {state.data.items.map((n) => (
          <ListItem
            key={n.eventId}
            divider
            data-testid="notification"
            data-kind={n.kind}
            data-read={n.read}
            secondaryAction={
              !n.read && (
                <Button size="small" onClick={() => void mark([n.eventId])}>
                  {t('notifications.markRead')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={
                <>
                  {!n.read && (
                    <Chip size="small" color="primary" label={t('notifications.unread')} sx={{ mr: 1 }} />
                  )}
                  {notificationText(t, n)}
                </>
              }
              secondary={new Date(n.createdAt).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB')}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Paper
      component="section"
      aria-labelledby="notifications-title"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 900 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="notifications-title" variant="h5" component="h1">
          {t('notifications.title')}
        </Typography>
        {state.kind === 'ready' && state.data.unread > 0 && (
          <Button onClick={() => void mark()} data-testid="notifications-mark-all">
            {t('notifications.markAll')}
          </Button>
        )}
      </Box>
      {body}
    </Paper>
  );
}
