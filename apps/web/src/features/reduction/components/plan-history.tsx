import type { ReductionPlanEntryView, ReductionPlanHistoryEntryView } from '@ghg/contracts';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { planHistoryLines } from '../model/plan-history';

interface PlanHistoryProps {
  /** null while the history is read. */
  entries: readonly ReductionPlanHistoryEntryView[] | null;
  failed: boolean;
  plan: readonly ReductionPlanEntryView[];
}

/** The plan's history, newest first: when, who, which measure and what changed (adopted, or a status change). */
export function PlanHistory({ entries, failed, plan }: PlanHistoryProps) {
  const { t } = useTranslation('reduction');
  const locale = usePageLocale();
  if (entries === null && failed) return <Alert severity="error">{t('failed')}</Alert>;
  if (entries === null) return <PageLoading />;
  const lines = planHistoryLines(entries, plan, locale);
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" data-testid="plan-history-empty">
        {t('history.empty')}
      </Typography>
    );
  return (
    // Focusable, so the keyboard can scroll it sideways on a phone.
    <TableContainer tabIndex={0} role="region" aria-label={t('history.heading')}>
      <Table size="small" data-testid="plan-history">
        <TableHead>
          <TableRow>
            <TableCell>{t('history.when')}</TableCell>
            <TableCell>{t('history.who')}</TableCell>
            <TableCell>{t('plan.measure')}</TableCell>
            <TableCell>{t('history.change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key} data-testid="plan-history-entry" data-kind={line.kind}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.at}</TableCell>
              <TableCell>{line.who ?? t('history.unknownPerson')}</TableCell>
              <TableCell>{line.measure}</TableCell>
              <TableCell>
                {line.kind === 'adopted'
                  ? t('history.adopted', { status: t(`status.${line.to}`) })
                  : t('history.statusChanged', {
                      from: line.from ? t(`status.${line.from}`) : '—',
                      to: t(`status.${line.to}`),
                    })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
