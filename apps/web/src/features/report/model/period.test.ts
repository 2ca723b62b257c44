import { describe, expect, it } from 'vitest';
import { parsePeriodLabel, periodInputError, periodLabel, periodOf } from './period';

describe('row month', () => {
  it('is shown MM-YYYY and sent YYYY-MM', () => {
    expect(periodLabel('2025-03')).toBe('03-2025');
    expect(parsePeriodLabel('03-2025')).toBe('2025-03');
    expect(parsePeriodLabel(' 3-2025 ')).toBe('2025-03');
    expect(parsePeriodLabel('2025-03')).toBe('2025-03');
  });

  it('refuses what is not a real month', () => {
    expect(parsePeriodLabel('13-2025')).toBeNull();
    expect(parsePeriodLabel('00-2025')).toBeNull();
    expect(parsePeriodLabel('03/2025')).toBeNull();
    expect(parsePeriodLabel('')).toBeNull();
  });

  it('keeps a half-typed value visible', () => {
    expect(periodLabel('03-20')).toBe('03-20');
  });

  it('names the current month of a date', () => {
    expect(periodOf(new Date(2026, 0, 31))).toBe('2026-01');
  });

  it('gives the codes the server gives: required, format, future', () => {
    expect(periodInputError('', '2026-11')).toBe('required');
    expect(periodInputError('2025', '2026-11')).toBe('invalid_format');
    expect(periodInputError('12-2026', '2026-11')).toBe('date_in_future');
    expect(periodInputError('11-2026', '2026-11')).toBeNull();
  });
});
