import { describe, expect, it } from 'vitest';
import { lastWrite, noteWrite } from './last-write';

describe('the last write of this tab', () => {
  it('keeps the highest position (positions are big integers as text)', () => {
    expect(lastWrite()).toBeUndefined();
    noteWrite('9');
    noteWrite('12');
    noteWrite('10');
    expect(lastWrite()).toBe('12');
    noteWrite('90071992547409930');
    expect(lastWrite()).toBe('90071992547409930');
  });
});
