import type { MeasureStatusView, ReductionPlanEntryView } from '@ghg/contracts';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { formatTonnes } from '../model/reduction-format';

export const MEASURE_STATUSES: readonly MeasureStatusView[] = ['planned', 'in-progress', 'done', 'dropped'];

interface PlanTableProps {
  plan: ReductionPlanEntryView[];
  sectionLabel: (section: string) => string;
  canEdit: boolean;
  onStatus: (measureId: string, status: MeasureStatusView) => void;
}

/** The company's reduction plan: each adopted measure with its owner, date, expected cut and status. */
export function PlanTable({ plan, sectionLabel, canEdit, onStatus }: PlanTableProps) {
  const { t } = useTranslation('reduction');
  const locale = usePageLocale();
  if (plan.length === 0) return <Typography color="text.secondary">{t('plan.empty')}</Typography>;
  return (
    <Table size="small" data-testid="plan-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('plan.measure')}</TableCell>
          <TableCell>{t('plan.section')}</TableCell>
          <TableCell>{t('form.owner')}</TableCell>
          <TableCell>{t('form.dueDate')}</TableCell>
          <TableCell align="right">{t('plan.expected')}</TableCell>
          <TableCell>{t('plan.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.map((entry) => (
          <TableRow key={entry.measureId} data-testid={`plan-row-${entry.measureId}`}>
            <TableCell>
              {entry.title[locale]}
              {entry.custom ? ` (${t('plan.custom')})` : ''}
            </TableCell>
            <TableCell>{sectionLabel(entry.section)}</TableCell>
            <TableCell>{entry.owner}</TableCell>
            <TableCell>{entry.dueDate}</TableCell>
            <TableCell align="right">{formatTonnes(entry.expectedReductionTonnes, locale)}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                value={entry.status}
                disabled={!canEdit}
                onChange={(e) => onStatus(entry.measureId, e.target.value as MeasureStatusView)}
                slotProps={{
                  htmlInput: { 'aria-label': t('plan.status'), 'data-testid': `status-${entry.measureId}` },
                }}
              >
                {MEASURE_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
