import { useMemo } from 'react';
import type { ApexOptions } from 'apexcharts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import type { BubbleSeries, PeerKind } from '../model/benchmark-series';
import { formatNumber } from '../model/tonnes';
import { ApexChart } from './apex-chart';

const HEIGHT = 360;
const NAME: Record<PeerKind, string> = {
  own: 'benchmarks.own',
  peer: 'benchmarks.peer',
  demo: 'benchmarks.demoPeer',
};

/** Emissions (t) against employees: the own company highlighted, demo peers in their own labelled series. */
export function BenchmarkBubbleChart({ series }: { series: BubbleSeries[] }) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const chart = useMemo(() => {
    // Room around the extreme bubbles, so none is cut at the axes.
    const points = series.flatMap((s) => s.data);
    const maxEmployees = Math.max(...points.map((p) => p[0]), 1);
    const maxTonnes = Math.max(...points.map((p) => p[1]), 1);
    const options: ApexOptions = {
      chart: {
        type: 'bubble',
        toolbar: { show: false },
        animations: { enabled: false },
        zoom: { enabled: false },
      },
      colors: series.map((s) => s.colour),
      dataLabels: { enabled: false },
      fill: { opacity: 0.75 },
      legend: { position: 'bottom' },
      xaxis: {
        type: 'numeric',
        min: 0,
        max: Math.ceil(maxEmployees * 1.15),
        tickAmount: 6,
        title: { text: t('benchmarks.employees') },
        labels: { formatter: (v: string) => formatNumber(Number(v), locale, 0) },
      },
      yaxis: {
        min: 0,
        max: Math.ceil(maxTonnes * 1.2),
        tickAmount: 5,
        title: { text: t('benchmarks.tonnes') },
        labels: { formatter: (v: number) => formatNumber(v, locale, 0) },
      },
      tooltip: { y: { formatter: (v: number) => `${formatNumber(v, locale, 4)} t` } },
    };
    return { options, data: series.map((s) => ({ name: t(NAME[s.kind]), data: s.data })) };
  }, [series, t, locale]);
  return (
    // A figure, not an image: the chart library puts focusable parts (legend, markers) inside.
    <Box role="figure" aria-label={t('benchmarks.bubbleHeading')} data-testid="benchmark-bubble-chart">
      <ApexChart type="bubble" options={chart.options} series={chart.data} height={HEIGHT} />
    </Box>
  );
}
