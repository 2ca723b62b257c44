import { useMemo } from 'react';
import type { ChartEntry } from '../model/chart-entries';
import { squarify } from '../model/treemap-layout';
import { ChartSegment } from './chart-segment';

const WIDTH = 720;
const HEIGHT = 360;

interface SvgTreemapProps {
  entries: ChartEntry[];
  label: string;
  segmentLabel: (entry: ChartEntry) => string;
  valueText: (entry: ChartEntry) => string;
  onSelect: (entry: ChartEntry) => void;
}

/** Squarified treemap of the sections in their category colours; each cell opens its lines. */
export function SvgTreemap({ entries, label, segmentLabel, valueText, onSelect }: SvgTreemapProps) {
  const rects = useMemo(
    () =>
      squarify(
        entries.map((e) => e.value),
        { x: 0, y: 0, w: WIDTH, h: HEIGHT },
      ),
    [entries],
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="group"
      aria-label={label}
      data-testid="emissions-chart-treemap"
      style={{ display: 'block', maxHeight: HEIGHT }}
    >
      {entries.map((entry, i) => {
        const r = rects[i]!;
        if (r.w <= 0 || r.h <= 0) return null;
        const roomy = r.w > 70 && r.h > 40;
        // A name cut short would no longer be part of the cell's accessible name (WCAG 2.5.3): the value alone.
        const nameFits = entry.label.length <= r.w / 9;
        return (
          <ChartSegment
            key={`${entry.scope}/${entry.category}`}
            label={segmentLabel(entry)}
            testId={`treemap-cell-${entry.category}`}
            onSelect={() => onSelect(entry)}
          >
            <rect
              x={r.x}
              y={r.y}
              width={r.w}
              height={r.h}
              fill={entry.colour}
              stroke="#fff"
              strokeWidth={2}
            />
            {/* The tooltip only where no text is drawn: both would be read as the cell's visible text. */}
            {!roomy && <title>{`${entry.label}: ${valueText(entry)}`}</title>}
            {roomy && (
              <text x={r.x + 8} y={r.y + 20} fill="#fff" fontSize="13" fontWeight={600} pointerEvents="none">
                {/* The space keeps name and value apart in the cell's text, so the accessible name contains it. */}
                {nameFits ? `${entry.label} ` : ''}
                <tspan x={r.x + 8} dy={nameFits ? 17 : 0} fontWeight={400}>
                  {valueText(entry)}
                </tspan>
              </text>
            )}
          </ChartSegment>
        );
      })}
    </svg>
  );
}
