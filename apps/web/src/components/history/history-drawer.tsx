import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../page-status';
import { useAnswerAuditLogQuery } from './answer-audit.query';
import {
  describeChange,
  eventLabel,
  formatPeriod,
  groupAnswerEvents,
  orderedEntries,
  sharedPeriod,
  type HistoryWording,
} from './answer-history';
import { CloseIcon } from './history-icons';
import { useHistoryWording } from './use-history-wording';

/** The factor a row's emission was calculated with (EmissionView of the row). */
export interface HistoryFactor {
  factorId: string;
  factorSetVersion: string;
  factorSource: string;
}

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The section (questionId) whose answers are shown. */
  questionId: string;
  /** Only this row's changes; without it, the whole section's. */
  rowId?: string;
  title: string;
  factor?: HistoryFactor | null;
  /** The page's last write: the server answers once the trail includes it. */
  waitForPosition?: string;
}

/** Who changed what and when, before → after: the audit trail of one section or one row, newest first. */
export function HistoryDrawer({
  open,
  onClose,
  questionId,
  rowId,
  title,
  factor,
  waitForPosition,
}: HistoryDrawerProps) {
  const { t } = useTranslation('audit');
  const titleId = useId();
  const wording = useHistoryWording({ pause: !open });
  const filter = rowId ? { questionId, rowId } : { questionId };
  const [log, refetch] = useAnswerAuditLogQuery(filter, { pause: !open, waitForPosition });
  const entries = log.data?.answerAuditLog;

  let body;
  if (!entries && log.error) {
    body = (
      <Alert
        severity="error"
        data-testid="history-error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('history.retry')}
          </Button>
        }
      >
        {t('history.loadFailed')}
      </Alert>
    );
  } else if (!entries) {
    body = <PageLoading label={t('history.loading')} />;
  } else if (entries.length === 0) {
    body = (
      <Typography color="text.secondary" data-testid="history-empty">
        {t('history.empty')}
      </Typography>
    );
  } else {
    body = <HistoryEvents wording={wording} groups={groupAnswerEvents(entries)} showRows={!rowId} />;
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="history-drawer"
      // Above the app bar: a temporary drawer sits at the drawer layer, which the app bar covers.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('history.title')}
          </Typography>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('history.close')} data-testid="history-drawer-close">
          <CloseIcon />
        </IconButton>
      </Box>
      {factor && <FactorUsed factor={factor} />}
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }} aria-busy={log.fetching}>
        {body}
      </Box>
    </Drawer>
  );
}

function FactorUsed({ factor }: { factor: HistoryFactor }) {
  const { t } = useTranslation('audit');
  const rows = [
    ['factorId', factor.factorId],
    ['factorSource', factor.factorSource],
    ['factorSetVersion', factor.factorSetVersion],
  ] as const;
  return (
    <Box
      component="section"
      aria-label={t('history.factorTitle')}
      sx={{ px: 2, pb: 2 }}
      data-testid="history-factor"
    >
      <Typography variant="subtitle2" component="h3">
        {t('history.factorTitle')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`history.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface HistoryEventsProps {
  wording: HistoryWording;
  groups: ReturnType<typeof groupAnswerEvents>;
  /** A section's history names the month of each row change; a row's history does not need to. */
  showRows: boolean;
}

function HistoryEvents({ wording, groups, showRows }: HistoryEventsProps) {
  const { t } = useTranslation('audit');
  const when = new Intl.DateTimeFormat(wording.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List dense disablePadding aria-label={t('history.list')}>
      {groups.map((group) => {
        // A row's month is said once per event; a delete of rows from several months says it on each line.
        const eventPeriod = showRows ? sharedPeriod(group) : null;
        return (
          <ListItem
            key={group.key}
            divider
            sx={{ display: 'block', px: 0, py: 1.25 }}
            data-testid="history-event"
            data-event-type={group.eventType}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {eventLabel(wording, group.eventType)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <span data-testid="history-actor">{group.actorName}</span>
              {' · '}
              <time dateTime={group.occurredAt}>{when.format(new Date(group.occurredAt))}</time>
              {eventPeriod && ` · ${t('history.rowOf', { period: formatPeriod(eventPeriod) })}`}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
              {orderedEntries(wording, group).map((entry) => (
                <Typography key={entry.id} component="li" variant="body2" data-testid="history-change">
                  {showRows && !eventPeriod && entry.period && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('history.rowOf', { period: formatPeriod(entry.period) })}
                      {' · '}
                    </Typography>
                  )}
                  {t('history.change', { ...describeChange(wording, entry) })}
                </Typography>
              ))}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
