/** Spec §9 line chart tension (the Chart.js meaning: how far control points reach towards neighbours). */
export const LINE_TENSION = 0.4;

export interface Point {
  x: number;
  y: number;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * An SVG path through the points, curved as Chart.js's splineCurve does with the given tension (ApexCharts
 * has no tension setting, so the dashboard's line charts draw their own path).
 */
export function tensionPath(points: readonly Point[], tension = LINE_TENSION): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  if (points.length === 1) return `M${round(first.x)},${round(first.y)}`;
  const controls = points.map((current, i) => {
    const previous = points[i - 1] ?? current;
    const next = points[i + 1] ?? current;
    const d01 = distance(previous, current);
    const d12 = distance(current, next);
    const sum = d01 + d12 || 1;
    const fa = (tension * d01) / sum;
    const fb = (tension * d12) / sum;
    return {
      before: { x: current.x - fa * (next.x - previous.x), y: current.y - fa * (next.y - previous.y) },
      after: { x: current.x + fb * (next.x - previous.x), y: current.y + fb * (next.y - previous.y) },
    };
  });
  let path = `M${round(first.x)},${round(first.y)}`;
  for (let i = 1; i < points.length; i += 1) {
    const c1 = controls[i - 1]!.after;
    const c2 = controls[i]!.before;
    const p = points[i]!;
    path += ` C${round(c1.x)},${round(c1.y)} ${round(c2.x)},${round(c2.y)} ${round(p.x)},${round(p.y)}`;
  }
  return path;
}
