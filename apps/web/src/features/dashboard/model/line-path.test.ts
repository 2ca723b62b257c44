import { describe, expect, it } from 'vitest';
import { LINE_TENSION, tensionPath } from './line-path';

describe('line path with tension', () => {
  it('uses the spec tension 0.4 by default', () => {
    expect(LINE_TENSION).toBe(0.4);
  });

  it('draws nothing for no points and a move for one', () => {
    expect(tensionPath([])).toBe('');
    expect(tensionPath([{ x: 1, y: 2 }])).toBe('M1,2');
  });

  it('reaches tension × the segment from an end point (as Chart.js, whose ends repeat the point)', () => {
    expect(
      tensionPath([
        { x: 0, y: 0 },
        { x: 10, y: 10 },
      ]),
    ).toBe('M0,0 C4,4 6,6 10,10');
  });

  it('places middle controls tension × half the neighbour span away, on equal spacing', () => {
    // Middle point (10,10): neighbours (0,0) and (20,0); equal distances so fa = fb = 0.4 / 2 = 0.2.
    const path = tensionPath([
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 20, y: 0 },
    ]);
    expect(path).toBe('M0,0 C4,4 6,10 10,10 C14,10 16,4 20,0');
  });

  it('is straight with tension 0', () => {
    expect(
      tensionPath(
        [
          { x: 0, y: 0 },
          { x: 10, y: 10 },
          { x: 20, y: 0 },
        ],
        0,
      ),
    ).toBe('M0,0 C0,0 10,10 10,10 C10,10 20,0 20,0');
  });
});
