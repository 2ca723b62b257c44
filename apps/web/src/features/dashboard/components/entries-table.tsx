import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { ChartEntry } from '../model/chart-entries';
import { ColourSwatch } from './colour-swatch';
import { formatNumber, formatTonnes } from '../model/tonnes';

interface EntriesTableProps {
  entries: ChartEntry[];
  /** The colour each entry has in the chart shown (the doughnut cycles its own colours). */
  colours: string[];
  onSelect: (entry: ChartEntry) => void;
}

/** The chart's numbers as a table: every cell or segment is also a keyboard-reachable link to its lines. */
export function EntriesTable({ entries, colours, onSelect }: EntriesTableProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const totalKg = entries.reduce((sum, e) => sum + e.co2eKg, 0);
  return (
    <Table size="small" data-testid="chart-entries-table">
      <caption>{t('chart.tableCaption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('chart.section')}</TableCell>
          <TableCell>{t('chart.scope')}</TableCell>
          <TableCell align="right">{t('chart.tonnes')}</TableCell>
          <TableCell align="right">{t('chart.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, i) => {
          const value = formatTonnes(entry.co2eKg, locale);
          return (
            <TableRow key={`${entry.scope}/${entry.category}`} data-testid={`chart-entry-${entry.category}`}>
              <TableCell>
                <ColourSwatch colour={colours[i] ?? entry.colour} />
                <Link
                  component="button"
                  type="button"
                  onClick={() => onSelect(entry)}
                  data-testid={`chart-entry-open-${entry.category}`}
                  sx={{ textAlign: 'left' }}
                >
                  {entry.label}
                  <VisuallyHidden>{t('chart.entryHint', { value })}</VisuallyHidden>
                </Link>
              </TableCell>
              <TableCell>{t(`scopes.${entry.scope}.title`)}</TableCell>
              <TableCell align="right" data-testid={`chart-entry-value-${entry.category}`}>
                {value}
              </TableCell>
              <TableCell align="right">{formatNumber(entry.percentage, locale)}%</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>{t('chart.total')}</TableCell>
          <TableCell align="right" data-testid="chart-entries-total">
            {formatTonnes(totalKg, locale)}
          </TableCell>
          <TableCell align="right">{entries.length > 0 ? `${formatNumber(100, locale)}%` : ''}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
