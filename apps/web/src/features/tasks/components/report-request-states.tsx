import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../components/access';
import { useMeQuery } from '../../../lib/session/me.query';
import { useReportRequests } from '../api/report-requests.api';

const COLOURS = { requested: 'default', 'in-preparation': 'info', sent: 'success' } as const;

/** The organization's full-report requests: requested, in preparation, sent (with the delivered file). */
export function ReportRequestStates() {
  const { t } = useTranslation('tasks');
  const access = useAccess();
  const [me] = useMeQuery({ pause: false });
  const organizationId = me.data?.me.organizationId ?? null;
  const enabled = access.planClass !== null && access.has('reportGeneration');
  const { state } = useReportRequests(enabled ? organizationId : null);
  if (state.kind !== 'ready' || state.data.length === 0 || !organizationId) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="report-requests-title">
      <Typography id="report-requests-title" variant="h6" component="h2">
        {t('reportRequests.title')}
      </Typography>
      <List dense>
        {state.data.map((r) => (
          <ListItem key={r.requestId} disableGutters data-testid="report-request" data-state={r.state}>
            <ListItemText
              primary={
                <>
                  <Chip
                    size="small"
                    color={COLOURS[r.state]}
                    label={t(`reportRequests.states.${r.state}`)}
                    sx={{ mr: 1 }}
                  />
                  {r.period.from ?? '…'} – {r.period.to}
                </>
              }
              secondary={
                r.state === 'sent' && r.fileName ? (
                  <Link
                    href={`/api/organizations/${encodeURIComponent(organizationId)}/report-requests/${encodeURIComponent(r.requestId)}/file`}
                  >
                    {t('reportRequests.download', { name: r.fileName })}
                  </Link>
                ) : (
                  t('reportRequests.hint')
                )
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
