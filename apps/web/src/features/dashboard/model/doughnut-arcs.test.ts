import { describe, expect, it } from 'vitest';
import { doughnutArcs } from './doughnut-arcs';

describe('doughnut arcs', () => {
  it("splits the turn in proportion, clockwise from 12 o'clock", () => {
    const arcs = doughnutArcs([1, 1, 2], 100, 100, 90, 50);
    expect(arcs.map((a) => [a.start, a.end])).toEqual([
      [0, Math.PI / 2],
      [Math.PI / 2, Math.PI],
      [Math.PI, 2 * Math.PI],
    ]);
    // First segment: from the top of the outer circle to its right-hand point, back along the inner circle.
    expect(arcs[0]?.path).toBe('M100,10 A90,90 0 0 1 190,100 L150,100 A50,50 0 0 0 100,50 Z');
  });

  it('draws a single value as a full ring of two halves', () => {
    const [arc] = doughnutArcs([5], 0, 0, 10, 5);
    expect(arc?.path.match(/M/g)).toHaveLength(2);
  });

  it('leaves zero values without a path', () => {
    expect(doughnutArcs([0, 3], 0, 0, 10, 5)[0]?.path).toBe('');
    expect(doughnutArcs([0, 0], 0, 0, 10, 5).every((a) => a.path === '')).toBe(true);
  });
});
