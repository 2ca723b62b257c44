import { describe, expect, it } from 'vitest';
import {
  chooseRadio,
  formatCalendarValue,
  formatMonth,
  parseCalendarValue,
  periodRange,
} from './period-choice';

const now = new Date(2026, 10, 22); // 22 November 2026, local time

describe('period choice', () => {
  it('1 from the beginning sends no dates', () => {
    expect(periodRange({ radioValue: 1, calendarValue: null }, now)).toEqual({});
  });

  it('2 current year runs from January to this month', () => {
    expect(periodRange(chooseRadio(2), now)).toEqual({ dateFrom: '2026-01', dateTo: '2026-11' });
    expect(periodRange(chooseRadio(2), new Date(2027, 0, 3))).toEqual({
      dateFrom: '2027-01',
      dateTo: '2027-01',
    });
  });

  it('3 previous year is the whole of last year', () => {
    expect(periodRange(chooseRadio(3), now)).toEqual({ dateFrom: '2025-01', dateTo: '2025-12' });
  });

  it('4 custom range converts the calendar text MM-YYYY - MM-YYYY to YYYY-MM', () => {
    expect(periodRange({ radioValue: 4, calendarValue: '03-2024 - 02-2025' }, now)).toEqual({
      dateFrom: '2024-03',
      dateTo: '2025-02',
    });
  });

  it('4 without a valid calendar value sends no dates', () => {
    expect(periodRange({ radioValue: 4, calendarValue: null }, now)).toEqual({});
    expect(periodRange({ radioValue: 4, calendarValue: '13-2024 - 02-2025' }, now)).toEqual({});
  });

  it('choosing a radio clears the calendar', () => {
    expect(chooseRadio(4)).toEqual({ radioValue: 4, calendarValue: null });
    expect(chooseRadio(2).calendarValue).toBeNull();
  });

  it('refuses reversed or malformed ranges and writes ranges back', () => {
    expect(parseCalendarValue('05-2025 - 04-2025')).toBeNull();
    expect(parseCalendarValue('2025-01 - 2025-02')).toBeNull();
    expect(parseCalendarValue('01-2025 - 01-2025')).toEqual({ dateFrom: '2025-01', dateTo: '2025-01' });
    expect(formatCalendarValue('2024-03', '2025-02')).toBe('03-2024 - 02-2025');
    expect(formatMonth('2025-07')).toBe('07-2025');
    expect(formatMonth('2025')).toBe('2025');
  });
});
