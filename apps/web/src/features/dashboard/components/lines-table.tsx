import type { EmissionLineView } from '@ghg/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../../components/history';
import { formatMonth } from '../model/period-choice';
import { usePageLocale } from '../../../components/localized';
import { formatNumber, formatTonnes } from '../model/tonnes';
import type { SectionLabels } from './use-section-labels';

interface LinesTableProps {
  lines: EmissionLineView[];
  labels: SectionLabels;
  onHistory: (line: EmissionLineView) => void;
}

/** Section, row, period, activity, factor with source and year, kg and t of each line. */
export function LinesTable({ lines, labels, onHistory }: LinesTableProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  return (
    <TableContainer sx={{ maxHeight: '60vh' }}>
      <Table size="small" stickyHeader data-testid="drill-lines">
        <caption>{t('drill.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('drill.section')}</TableCell>
            <TableCell>{t('drill.row')}</TableCell>
            <TableCell>{t('drill.period')}</TableCell>
            <TableCell>{t('drill.item')}</TableCell>
            <TableCell>{t('drill.factor')}</TableCell>
            <TableCell align="right">{t('drill.kg')}</TableCell>
            <TableCell align="right">{t('drill.t')}</TableCell>
            <TableCell>{t('drill.history')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => {
            const row = line.rowId.slice(0, 8);
            return (
              <TableRow
                key={`${line.rowId}/${line.period}/${line.subCategory}/${i}`}
                data-testid="drill-line"
              >
                <TableCell>
                  {labels.section(line.category)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {labels.table(line.category, line.subCategory)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <code title={line.rowId}>{row}</code>
                </TableCell>
                <TableCell>{formatMonth(line.period)}</TableCell>
                <TableCell>
                  {line.item === null ? t('drill.noItem') : labels.item(line.category, line.item)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {line.method}
                  </Typography>
                </TableCell>
                <TableCell>
                  {line.factorYear === null
                    ? `${line.factorSource || t('drill.ownFactor')}`
                    : `${line.factorSource}, ${line.factorYear}`}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {line.factorId} · {line.factorSetVersion}
                  </Typography>
                </TableCell>
                <TableCell align="right" data-testid="drill-line-kg">
                  {formatNumber(line.co2eKg, locale)}
                </TableCell>
                <TableCell align="right">{formatTonnes(line.co2eKg, locale)}</TableCell>
                <TableCell>
                  <HistoryButton
                    onClick={() => onHistory(line)}
                    label={t('drill.historyOf', { row, section: labels.section(line.category) })}
                    data-testid={`drill-line-history-${i}`}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
