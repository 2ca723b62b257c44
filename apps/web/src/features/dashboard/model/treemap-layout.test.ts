import { describe, expect, it } from 'vitest';
import { squarify, type Rect } from './treemap-layout';

const bounds: Rect = { x: 0, y: 0, w: 600, h: 400 };
const area = (r: Rect) => r.w * r.h;

function overlaps(a: Rect, b: Rect): boolean {
  const eps = 1e-6;
  return a.x + eps < b.x + b.w && b.x + eps < a.x + a.w && a.y + eps < b.y + b.h && b.y + eps < a.y + a.h;
}

describe('squarified treemap', () => {
  it('gives areas proportional to the values, filling the bounds', () => {
    const values = [6, 6, 4, 3, 2, 2, 1];
    const rects = squarify(values, bounds);
    const total = values.reduce((s, v) => s + v, 0);
    rects.forEach((r, i) => expect(area(r)).toBeCloseTo((values[i]! / total) * area(bounds), 6));
  });

  it('keeps every rectangle inside the bounds without overlaps', () => {
    const rects = squarify([119.1, 53.62, 11.98, 9.37, 0.5], bounds);
    for (const r of rects) {
      expect(r.x).toBeGreaterThanOrEqual(-1e-9);
      expect(r.y).toBeGreaterThanOrEqual(-1e-9);
      expect(r.x + r.w).toBeLessThanOrEqual(bounds.w + 1e-9);
      expect(r.y + r.h).toBeLessThanOrEqual(bounds.h + 1e-9);
    }
    for (let i = 0; i < rects.length; i += 1)
      for (let j = i + 1; j < rects.length; j += 1) expect(overlaps(rects[i]!, rects[j]!)).toBe(false);
  });

  it('lays out the textbook example of the paper into squares where it can', () => {
    // Bruls et al.: values 6,6,4,3,2,2,1 in a 6 × 4 rectangle; the first two become 3 × 2 halves of a column.
    const rects = squarify([6, 6, 4, 3, 2, 2, 1], { x: 0, y: 0, w: 6, h: 4 });
    expect(rects[0]).toEqual({ x: 0, y: 0, w: 3, h: 2 });
    expect(rects[1]).toEqual({ x: 0, y: 2, w: 3, h: 2 });
  });

  it('gives zero values and empty input nothing', () => {
    const rects = squarify([5, 0], bounds);
    expect(area(rects[0]!)).toBeCloseTo(area(bounds));
    expect(area(rects[1]!)).toBe(0);
    expect(squarify([], bounds)).toEqual([]);
    expect(squarify([0, 0], bounds).every((r) => area(r) === 0)).toBe(true);
  });
});
