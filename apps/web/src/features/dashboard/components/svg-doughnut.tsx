import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { DoughnutData } from '../model/chart-entries';
import type { ChartEntry } from '../model/chart-entries';
import { doughnutArcs } from '../model/doughnut-arcs';
import { ChartSegment } from './chart-segment';

const SIZE = 300;

interface SvgDoughnutProps {
  doughnut: DoughnutData;
  label: string;
  centre: string;
  segmentLabel: (entry: ChartEntry) => string;
  valueText: (entry: ChartEntry) => string;
  shareText: (entry: ChartEntry) => string;
  onSelect: (entry: ChartEntry) => void;
}

/** Doughnut of the sections in the spec's colour cycle, total in the middle; each segment opens its lines. */
export function SvgDoughnut({
  doughnut,
  label,
  centre,
  segmentLabel,
  valueText,
  shareText,
  onSelect,
}: SvgDoughnutProps) {
  const arcs = useMemo(
    () => doughnutArcs(doughnut.data, SIZE / 2, SIZE / 2, SIZE / 2 - 4, SIZE / 4),
    [doughnut],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="group"
        aria-label={label}
        data-testid="emissions-chart-doughnut"
        style={{ maxWidth: '100%' }}
      >
        {doughnut.entries.map((entry, i) =>
          arcs[i]?.path ? (
            <ChartSegment
              key={`${entry.scope}/${entry.category}`}
              label={segmentLabel(entry)}
              testId={`doughnut-segment-${entry.category}`}
              onSelect={() => onSelect(entry)}
            >
              <path d={arcs[i].path} fill={doughnut.colours[i]} stroke="#fff" strokeWidth={2} />
              <title>{`${entry.label}: ${valueText(entry)}`}</title>
            </ChartSegment>
          ) : null,
        )}
        <text
          x={SIZE / 2}
          y={SIZE / 2 + 6}
          textAnchor="middle"
          fontSize="18"
          fontWeight={600}
          fill="#333"
          pointerEvents="none"
        >
          {centre}
        </text>
      </svg>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
        aria-hidden
      >
        {doughnut.entries.map((entry, i) => (
          <Box
            component="li"
            key={entry.category}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}
          >
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: doughnut.colours[i] }}
            />
            {entry.label} {shareText(entry)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
