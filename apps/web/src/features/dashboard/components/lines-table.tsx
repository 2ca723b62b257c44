import type { EmissionLineView } from '@ghg/contracts';
import Button from '@mui/material/Button';
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
  onWorking: (line: EmissionLineView) => void;
}

/** Section, row, period, activity, factor with source and year, kg and t of each line. */
export function LinesTable({ lines, labels, onHistory, onWorking }: LinesTableProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  return (
    <TableContainer sx={{ maxHeight: '60vh' }}>
      <Table size="small" stickyHeader data-testid="drill-lines">
        <caption>{t('drill.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('drill.section')}</TableCell>
            <TableCell>{t('drill.working')}</TableCell>
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
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onWorking(line)}
                    aria-label={t('working.openOf', {
                      section: labels.section(line.category),
                      period: formatMonth(line.period),
                    })}
                    data-testid={`drill-line-working-${i}`}
                  >
                    {t('working.open')}
                  </Button>
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
                </TableCell>
                <TableCell align="right">
                  <span data-testid="drill-line-kg">{formatNumber(line.co2eKg, locale)}</span>
                  {line.locationBasedKg !== null && line.marketBasedKg !== null && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block', whiteSpace: 'nowrap' }}
                      data-testid="drill-line-both-methods"
                    >
                      {t('scopeCard.location')}: {formatNumber(line.locationBasedKg, locale)}
                      <br />
                      {t('scopeCard.market')}: {formatNumber(line.marketBasedKg, locale)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{formatTonnes(line.co2eKg, locale)}</TableCell>
                <TableCell>
                  <HistoryButton
                    onClick={() => onHistory(line)}
                    label={t('drill.historyOf', {
                      section: labels.section(line.category),
                      period: formatMonth(line.period),
                    })}
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
