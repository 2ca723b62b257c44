export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The worst aspect ratio of a row of areas laid along a side (Bruls, Huizing, van Wijk: squarified treemaps). */
function worst(row: readonly number[], side: number): number {
  const sum = row.reduce((s, a) => s + a, 0);
  const max = Math.max(...row);
  const min = Math.min(...row);
  const side2 = side * side;
  return Math.max((side2 * max) / (sum * sum), (sum * sum) / (side2 * min));
}

/**
 * Squarified treemap: one rectangle per value, in the given order (largest first gives the best shapes), areas
 * proportional to the values, together filling the bounds exactly. Zero or negative values get empty rectangles.
 */
export function squarify(values: readonly number[], bounds: Rect): Rect[] {
  const total = values.reduce((s, v) => s + Math.max(v, 0), 0);
  const result: Rect[] = values.map(() => ({ x: bounds.x, y: bounds.y, w: 0, h: 0 }));
  if (total <= 0 || bounds.w <= 0 || bounds.h <= 0) return result;
  const scale = (bounds.w * bounds.h) / total;
  const items = values.map((v, index) => ({ index, area: Math.max(v, 0) * scale })).filter((i) => i.area > 0);
  let rect = { ...bounds };
  let start = 0;
  while (start < items.length) {
    const side = Math.min(rect.w, rect.h);
    let end = start + 1;
    while (
      end < items.length &&
      worst(
        items.slice(start, end + 1).map((i) => i.area),
        side,
      ) <=
        worst(
          items.slice(start, end).map((i) => i.area),
          side,
        )
    )
      end += 1;
    const row = items.slice(start, end);
    const rowArea = row.reduce((s, i) => s + i.area, 0);
    // The last row takes whatever is left, so rounding never leaves a sliver uncovered.
    const last = end === items.length;
    if (rect.w >= rect.h) {
      const width = last ? rect.w : rowArea / rect.h;
      let y = rect.y;
      for (const item of row) {
        const h = (item.area / rowArea) * rect.h;
        result[item.index] = { x: rect.x, y, w: width, h };
        y += h;
      }
      rect = { x: rect.x + width, y: rect.y, w: rect.w - width, h: rect.h };
    } else {
      const height = last ? rect.h : rowArea / rect.w;
      let x = rect.x;
      for (const item of row) {
        const w = (item.area / rowArea) * rect.w;
        result[item.index] = { x, y: rect.y, w, h: height };
        x += w;
      }
      rect = { x: rect.x, y: rect.y + height, w: rect.w, h: rect.h - height };
    }
    start = end;
  }
  return result;
}
