import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-status';
import type { Locale } from '../../../i18n/locale';
import type { AuditEntry } from '../api/audit-log.query';
import { useAnswerLabels } from './answer-labels';
import { initialQuestionChanges } from './history-entries';

interface HistoryPanelProps {
  entries: AuditEntry[] | undefined;
  fetching: boolean;
  failed: boolean;
  locale: Locale;
}

/** Every change of the answers: who, when, which field, before → after; newest first. */
export function HistoryPanel({ entries, fetching, failed, locale }: HistoryPanelProps) {
  const { t } = useTranslation('company');
  const labels = useAnswerLabels(locale);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const changes = entries ? initialQuestionChanges(entries) : [];

  let body;
  if (!entries && fetching) body = <PageLoading />;
  else if (!entries && failed) body = <Alert severity="error">{t('history.loadFailed')}</Alert>;
  else if (changes.length === 0) body = <Typography color="text.secondary">{t('history.empty')}</Typography>;
  else
    body = (
      <List dense disablePadding aria-label={t('history.title')}>
        {changes.map((change) => (
          <ListItem key={change.id} divider sx={{ display: 'block', px: 0 }} data-testid="history-entry">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('history.change', {
                field: labels.field(change.field),
                before: labels.value(change.field, change.before),
                after: labels.value(change.field, change.after),
              })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={change.occurredAt}>{when.format(new Date(change.occurredAt))}</time>
              {' · '}
              {t('history.by', { name: change.actorName })}
            </Typography>
          </ListItem>
        ))}
      </List>
    );

  return (
    <Paper component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="history-title" variant="h6" component="h2" gutterBottom>
        {t('history.title')}
      </Typography>
      {body}
    </Paper>
  );
}
