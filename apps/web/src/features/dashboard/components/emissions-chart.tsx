import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { ApexOptions } from 'apexcharts';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { doughnutData, treemapSeries, type ChartEntry } from '../model/chart-entries';
import { formatNumber } from '../model/tonnes';
import { ApexChart } from './apex-chart';
import type { ChartType } from './chart-filters';

interface EmissionsChartProps {
  type: ChartType;
  entries: ChartEntry[];
  onSelect: (entry: ChartEntry) => void;
}

const HEIGHT = 340;

/** The treemap (default) or doughnut of the sections; a click on a cell or segment opens its lines. */
export function EmissionsChart({ type, entries, onSelect }: EmissionsChartProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();

  const chart = useMemo(() => {
    const tonnes = (value: number) => `${formatNumber(value, locale, 4)} t`;
    const events = {
      dataPointSelection: (_event: MouseEvent, _chart?: unknown, config?: { dataPointIndex?: number }) => {
        const entry = entries[config?.dataPointIndex ?? -1];
        if (entry) onSelect(entry);
      },
    };
    if (type === 'treemap') {
      const options: ApexOptions = {
        chart: { type: 'treemap', toolbar: { show: false }, animations: { enabled: false }, events },
        legend: { show: false },
        plotOptions: { treemap: { distributed: true, enableShades: false } },
        colors: entries.map((e) => e.colour),
        dataLabels: { enabled: true, style: { fontSize: '13px' } },
        tooltip: { y: { formatter: tonnes } },
      };
      return { options, series: treemapSeries(entries) };
    }
    const doughnut = doughnutData(entries);
    const options: ApexOptions = {
      chart: { type: 'donut', animations: { enabled: false }, events },
      labels: doughnut.labels,
      colors: doughnut.colours,
      legend: { position: 'bottom' },
      dataLabels: { enabled: true },
      tooltip: { y: { formatter: tonnes } },
      plotOptions: { pie: { donut: { size: '55%' } } },
    };
    return { options, series: doughnut.data };
  }, [type, entries, locale, onSelect]);

  return (
    <Box
      role="img"
      aria-label={t('chart.chartLabel', { type: t(`filters.${type}`) })}
      data-testid={`emissions-chart-${type}`}
      sx={{ minHeight: HEIGHT }}
    >
      <ApexChart
        key={type}
        type={type === 'treemap' ? 'treemap' : 'donut'}
        options={chart.options}
        series={chart.series}
        height={HEIGHT}
      />
    </Box>
  );
}
