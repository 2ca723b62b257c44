export interface Arc {
  /** Radians from 12 o'clock, clockwise. */
  start: number;
  end: number;
  path: string;
}

const round = (v: number) => Math.round(v * 100) / 100;

function point(cx: number, cy: number, r: number, angle: number): string {
  return `${round(cx + r * Math.sin(angle))},${round(cy - r * Math.cos(angle))}`;
}

/** An annular sector as an SVG path; a full turn is drawn as two halves (one arc cannot close on itself). */
function sector(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const mid = start + Math.PI;
    return `${sector(cx, cy, outer, inner, start, mid)} ${sector(cx, cy, outer, inner, mid, start + 2 * Math.PI)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M${point(cx, cy, outer, start)}`,
    `A${outer},${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
    `L${point(cx, cy, inner, end)}`,
    `A${inner},${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
    'Z',
  ].join(' ');
}

/** One ring segment per value, clockwise from 12 o'clock, angles proportional to the values. */
export function doughnutArcs(
  values: readonly number[],
  cx: number,
  cy: number,
  outer: number,
  inner: number,
): Arc[] {
  const total = values.reduce((s, v) => s + Math.max(v, 0), 0);
  let angle = 0;
  return values.map((value) => {
    const sweep = total > 0 ? (Math.max(value, 0) / total) * 2 * Math.PI : 0;
    const arc = {
      start: angle,
      end: angle + sweep,
      path: sweep > 0 ? sector(cx, cy, outer, inner, angle, angle + sweep) : '',
    };
    angle += sweep;
    return arc;
  });
}
