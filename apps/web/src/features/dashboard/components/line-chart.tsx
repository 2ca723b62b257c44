import Box from '@mui/material/Box';
import { usePageLocale } from '../../../components/localized';
import { tensionPath, type Point } from '../model/line-path';
import { formatNumber } from '../model/tonnes';

export interface LineSeries {
  name: string;
  colour: string;
  /** One value per label; null leaves a gap. */
  values: (number | null)[];
}

interface LineChartProps {
  labels: string[];
  series: LineSeries[];
  label: string;
  testId: string;
  onSelect?: (index: number) => void;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 56, right: 16, top: 12, bottom: 28 };

/** Runs of consecutive values: a gap (null) ends a curve. */
function segments(points: (Point | null)[]): Point[][] {
  const runs: Point[][] = [[]];
  for (const point of points) {
    if (point) runs[runs.length - 1]!.push(point);
    else if (runs[runs.length - 1]!.length) runs.push([]);
  }
  return runs.filter((run) => run.length > 0);
}

/** Line chart with the spec's tension 0.4, drawn as SVG (ApexCharts has no tension setting). */
export function LineChart({ labels, series, label, testId, onSelect }: LineChartProps) {
  const locale = usePageLocale();
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = Math.max(...all, 0) || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const xOf = (i: number) => PAD.left + (labels.length > 1 ? (i * innerW) / (labels.length - 1) : innerW / 2);
  const yOf = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const labelEvery = Math.max(1, Math.ceil(labels.length / 8));

  return (
    <Box sx={{ width: '100%' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        data-testid={testId}
        style={{ maxHeight: HEIGHT, display: 'block' }}
      >
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yOf(tick)} y2={yOf(tick)} stroke="#e0e0e0" />
            <text x={PAD.left - 6} y={yOf(tick) + 4} fontSize="11" textAnchor="end" fill="#555">
              {formatNumber(tick, locale, max < 10 ? 2 : 0)}
            </text>
          </g>
        ))}
        {labels.map((text, i) =>
          i % labelEvery === 0 ? (
            <text key={text} x={xOf(i)} y={HEIGHT - 8} fontSize="11" textAnchor="middle" fill="#555">
              {text}
            </text>
          ) : null,
        )}
        {series.map((s) => {
          const points = s.values.map((v, i) => (v === null ? null : { x: xOf(i), y: yOf(v) }));
          return (
            <g key={s.name}>
              {segments(points).map((run) => (
                <path key={run[0]!.x} d={tensionPath(run)} fill="none" stroke={s.colour} strokeWidth={2.5} />
              ))}
              {points.map((p, i) =>
                p ? (
                  <circle
                    key={labels[i]}
                    cx={p.x}
                    cy={p.y}
                    r={4}
                    fill={s.colour}
                    style={onSelect ? { cursor: 'pointer' } : undefined}
                    onClick={onSelect ? () => onSelect(i) : undefined}
                  >
                    <title>{`${s.name} · ${labels[i]}: ${formatNumber(s.values[i]!, locale, 4)} t`}</title>
                  </circle>
                ) : null,
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 1 }}>
          {series.map((s) => (
            <Box key={s.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
              <Box component="span" aria-hidden sx={{ width: 14, height: 3, bgcolor: s.colour }} />
              {s.name}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
