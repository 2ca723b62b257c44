import { describe, expect, it } from 'vitest';
import { newestFirst, parseAuditValue } from './audit-values';

describe('parseAuditValue', () => {
  it('reads JSON and keeps text that is not JSON', () => {
    expect(parseAuditValue('"a"')).toBe('a');
    expect(parseAuditValue('12.5')).toBe(12.5);
    expect(parseAuditValue('["diesel","petrol"]')).toEqual(['diesel', 'petrol']);
    expect(parseAuditValue('null')).toBeNull();
    expect(parseAuditValue(null)).toBeNull();
    expect(parseAuditValue('plain')).toBe('plain');
  });
});

describe('newestFirst', () => {
  const at = (position: string, occurredAt = '2026-11-20T10:00:00.000Z') => ({ position, occurredAt });

  it('compares positions as numbers, not text', () => {
    expect([at('9'), at('100'), at('10')].sort(newestFirst).map((e) => e.position)).toEqual([
      '100',
      '10',
      '9',
    ]);
  });

  it('falls back to the time when positions are equal or not numbers', () => {
    const older = at('x', '2026-11-20T10:00:00.000Z');
    const newer = at('x', '2026-11-21T10:00:00.000Z');
    expect([older, newer].sort(newestFirst)).toEqual([newer, older]);
  });
});
