import type { KeyboardEvent, ReactNode } from 'react';

interface ChartSegmentProps {
  label: string;
  testId: string;
  onSelect: () => void;
  children: ReactNode;
}

/** A treemap cell or doughnut segment: a button for mouse and keyboard (Enter, Space) with an accessible name. */
export function ChartSegment({ label, testId, onSelect, children }: ChartSegmentProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
    }
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className="chart-segment"
    >
      {children}
    </g>
  );
}
