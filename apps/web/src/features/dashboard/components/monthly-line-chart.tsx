import { useTranslation } from 'react-i18next';
import { SCOPE_COLOURS } from '../model/colours';
import { LineChart } from './line-chart';
import { formatMonth } from '../model/period-choice';

export interface MonthPoint {
  period: string;
  co2eKg: number;
  /** Tonnes, 4 decimals. */
  value: number;
}

/** Monthly totals as a line (tension 0.4); a point opens the month's lines. */
export function MonthlyLineChart({
  months,
  onSelect,
}: {
  months: MonthPoint[];
  onSelect: (period: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <LineChart
      labels={months.map((m) => formatMonth(m.period))}
      series={[
        { name: t('chart.monthlyHeading'), colour: SCOPE_COLOURS.scope1, values: months.map((m) => m.value) },
      ]}
      label={t('chart.lineLabel')}
      testId="monthly-line-chart"
      onSelect={(i) => onSelect(months[i]!.period)}
    />
  );
}
