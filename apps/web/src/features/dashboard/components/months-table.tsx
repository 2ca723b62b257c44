import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatTonnes } from '../model/tonnes';
import type { MonthPoint } from './monthly-line-chart';
import { formatMonth } from '../model/period-choice';

/** The line chart's months as a table; each month opens its lines. */
export function MonthsTable({
  months,
  onSelect,
}: {
  months: MonthPoint[];
  onSelect: (period: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  return (
    <Table size="small" data-testid="monthly-table">
      <caption>{t('chart.monthlyCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('chart.month')}</TableCell>
          <TableCell align="right">{t('chart.tonnes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {months.map((m) => {
          const value = formatTonnes(m.co2eKg, locale);
          const name = formatMonth(m.period);
          return (
            <TableRow key={m.period}>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onSelect(m.period)}
                  data-testid={`month-open-${m.period}`}
                >
                  {name}
                  <VisuallyHidden>{t('chart.entryHint', { value })}</VisuallyHidden>
                </Link>
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
