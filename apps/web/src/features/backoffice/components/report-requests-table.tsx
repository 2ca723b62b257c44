import type { ReportRequestView } from '@ghg/contracts';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportRequestNotification } from './report-request-notification';
import { useFeatureSlots } from '../../../lib/feature-slots';

const month = (value: string) => `${value.slice(5, 7)}-${value.slice(0, 4)}`;

/**
 * The provider team's work list: who asked for which organization's full report, for which period, when, and
 * whether the team's notification e-mail went out.
 */
export function ReportRequestsTable({
  requests,
  locale,
}: {
  requests: readonly ReportRequestView[];
  locale: 'pl' | 'en';
}) {
  const { t } = useTranslation('backoffice');
  const { ReportRequestMoves } = useFeatureSlots();
  if (requests.length === 0)
    return (
      <Typography color="text.secondary" data-testid="report-requests-empty">
        {t('requests.empty')}
      </Typography>
    );
  const when = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <TableContainer>
      <Table size="small" aria-label={t('requests.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('requests.organization')}</TableCell>
            <TableCell>{t('requests.period')}</TableCell>
            <TableCell>{t('requests.requestedBy')}</TableCell>
            <TableCell>{t('requests.language')}</TableCell>
            <TableCell>{t('requests.requestedAt')}</TableCell>
            <TableCell>{t('requests.notification.label')}</TableCell>
            <TableCell>{t('requests.label')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((r) => (
            <TableRow
              key={`${r.organizationId}/${r.requestId}`}
              data-testid={`report-request-${r.requestId}`}
            >
              <TableCell component="th" scope="row">
                {r.organizationName ?? r.organizationId}
              </TableCell>
              <TableCell data-testid="report-request-period">
                {t(`requests.choice.${r.period.choice}`)}:{' '}
                {r.period.from === null ? t('requests.fromTheBeginning') : month(r.period.from)} –{' '}
                {month(r.period.to)}
              </TableCell>
              <TableCell>
                {r.requestedByName}
                {r.requestedByEmail && (
                  <>
                    {' '}
                    (<Link href={`mailto:${r.requestedByEmail}`}>{r.requestedByEmail}</Link>)
                  </>
                )}
              </TableCell>
              <TableCell>{t(`requests.languages.${r.language}`)}</TableCell>
              <TableCell>
                <time dateTime={r.requestedAt}>{when.format(new Date(r.requestedAt))}</time>
              </TableCell>
              <TableCell data-testid="report-request-notification">
                <ReportRequestNotification notification={r.notification} when={when} />
              </TableCell>
              <TableCell>
                <ReportRequestMoves organizationId={r.organizationId} requestId={r.requestId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
