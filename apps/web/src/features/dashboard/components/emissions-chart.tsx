import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { doughnutData, type ChartEntry } from '../model/chart-entries';
import { formatNumber, formatTonnes } from '../model/tonnes';
import type { ChartType } from './chart-filters';
import { SvgDoughnut } from './svg-doughnut';
import { SvgTreemap } from './svg-treemap';

interface EmissionsChartProps {
  type: ChartType;
  entries: ChartEntry[];
  onSelect: (entry: ChartEntry) => void;
}

/**
 * The treemap (default) or doughnut of the sections; a click on a cell or segment, or Enter on it, opens its
 * lines. Drawn as SVG: the dashboard's first view needs no chart library (ApexCharts stays for the bubble chart).
 */
export function EmissionsChart({ type, entries, onSelect }: EmissionsChartProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const valueText = (entry: ChartEntry) => `${formatNumber(entry.value, locale, 4)} t`;
  const segmentLabel = (entry: ChartEntry) =>
    t('chart.openEntry', { name: entry.label, value: formatNumber(entry.value, locale, 4) });
  const label = t('chart.chartLabel', { type: t(`filters.${type}`) });
  const doughnut = useMemo(() => doughnutData(entries), [entries]);
  const totalKg = entries.reduce((sum, e) => sum + e.co2eKg, 0);

  return (
    <Box
      sx={{
        '& .chart-segment': { cursor: 'pointer', outline: 'none' },
        '& .chart-segment:hover > rect, & .chart-segment:hover > path': { opacity: 0.85 },
        '& .chart-segment:focus-visible > rect, & .chart-segment:focus-visible > path': {
          stroke: '#000',
          strokeWidth: 3,
        },
      }}
    >
      {type === 'treemap' ? (
        <SvgTreemap
          entries={entries}
          label={label}
          segmentLabel={segmentLabel}
          valueText={valueText}
          onSelect={onSelect}
        />
      ) : (
        <SvgDoughnut
          doughnut={doughnut}
          label={label}
          centre={`${formatTonnes(totalKg, locale)} t`}
          segmentLabel={segmentLabel}
          valueText={valueText}
          shareText={(entry) => `${formatNumber(entry.percentage, locale)}%`}
          onSelect={onSelect}
        />
      )}
    </Box>
  );
}
