import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../components/history';
import { usePageLocale } from '../../../components/localized';
import { SCOPE_COLOURS } from '../model/colours';
import { tensionPath } from '../model/line-path';
import { formatNumber } from '../model/tonnes';

export interface MonthPoint {
  period: string;
  co2eKg: number;
  /** Tonnes, 4 decimals. */
  value: number;
}

interface MonthlyLineChartProps {
  months: MonthPoint[];
  onSelect: (period: string) => void;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 56, right: 16, top: 12, bottom: 28 };

/** Monthly totals as a line with tension 0.4, drawn as SVG (small, no chart library needed). */
export function MonthlyLineChart({ months, onSelect }: MonthlyLineChartProps) {
  const { t } = useTranslation('dashboard');
  const locale = usePageLocale();
  const max = Math.max(...months.map((m) => m.value), 0) || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = months.length > 1 ? innerW / (months.length - 1) : 0;
  const points = months.map((m, i) => ({
    x: PAD.left + (months.length > 1 ? i * step : innerW / 2),
    y: PAD.top + innerH - (m.value / max) * innerH,
  }));
  const ticks = [0, max / 2, max];
  const labelEvery = Math.max(1, Math.ceil(months.length / 8));

  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('chart.lineLabel')}
        data-testid="monthly-line-chart"
        style={{ maxHeight: HEIGHT, display: 'block' }}
      >
        {ticks.map((tick) => {
          const y = PAD.top + innerH - (tick / max) * innerH;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e0e0e0" />
              <text x={PAD.left - 6} y={y + 4} fontSize="11" textAnchor="end" fill="#555">
                {formatNumber(tick, locale, tick < 10 ? 2 : 0)}
              </text>
            </g>
          );
        })}
        {months.map((m, i) =>
          i % labelEvery === 0 ? (
            <text
              key={m.period}
              x={points[i]!.x}
              y={HEIGHT - 8}
              fontSize="11"
              textAnchor="middle"
              fill="#555"
            >
              {formatPeriod(m.period)}
            </text>
          ) : null,
        )}
        <path d={tensionPath(points)} fill="none" stroke={SCOPE_COLOURS.scope1} strokeWidth={2.5} />
        {months.map((m, i) => (
          <circle
            key={m.period}
            cx={points[i]!.x}
            cy={points[i]!.y}
            r={4}
            fill={SCOPE_COLOURS.scope1}
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(m.period)}
          >
            <title>{`${formatPeriod(m.period)}: ${formatNumber(m.value, locale, 4)} t`}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}
