import fc from 'fast-check';
import {
  addMonths,
  compareYearMonth,
  formatMonthYear,
  formatYearMonth,
  monthRange,
  monthsBetween,
  parseMonthYear,
  parseYearMonth,
  yearMonthOfDate,
  type YearMonth,
} from './year-month.js';

const yearMonth = fc.record({
  year: fc.integer({ min: 1900, max: 2200 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe('year-month text', () => {
  it('given 2023-05, when parsed, then May 2023; and 05-2023 the same in MM-YYYY form', () => {
    expect(parseYearMonth('2023-05')).toEqual({ year: 2023, month: 5 });
    expect(parseMonthYear('05-2023')).toEqual({ year: 2023, month: 5 });
  });

  it('given month 13, month 00 or a malformed text, when parsed, then null', () => {
    expect(parseYearMonth('2023-13')).toBeNull();
    expect(parseYearMonth('2023-00')).toBeNull();
    expect(parseYearMonth('2023-5')).toBeNull();
    expect(parseMonthYear('13-2023')).toBeNull();
    expect(parseMonthYear('2023-05')).toBeNull();
  });

  it('round-trips through both text forms', () => {
    fc.assert(
      fc.property(yearMonth, (ym) => {
        expect(parseYearMonth(formatYearMonth(ym))).toEqual(ym);
        expect(parseMonthYear(formatMonthYear(ym))).toEqual(ym);
      }),
    );
  });

  it('reads the local calendar month of a date', () => {
    expect(yearMonthOfDate(new Date(2024, 11, 31, 23, 59))).toEqual({ year: 2024, month: 12 });
  });
});

describe('month arithmetic', () => {
  it('given January and March, when counted, then 2 months between and 3 in the inclusive range', () => {
    const jan = { year: 2024, month: 1 };
    const mar = { year: 2024, month: 3 };
    expect(monthsBetween(jan, mar)).toBe(2);
    expect(monthRange(jan, mar).map(formatYearMonth)).toEqual(['2024-01', '2024-02', '2024-03']);
  });

  it('given November plus 3 months, when added, then February of the next year', () => {
    expect(addMonths({ year: 2023, month: 11 }, 3)).toEqual({ year: 2024, month: 2 });
    expect(addMonths({ year: 2024, month: 1 }, -1)).toEqual({ year: 2023, month: 12 });
  });

  it('given a reversed range, when listed, then empty', () => {
    expect(monthRange({ year: 2024, month: 3 }, { year: 2024, month: 1 })).toEqual([]);
  });

  it('keeps addMonths and monthsBetween consistent', () => {
    fc.assert(
      fc.property(yearMonth, fc.integer({ min: -600, max: 600 }), (ym, n) => {
        const moved = addMonths(ym, n);
        return monthsBetween(ym, moved) === n && moved.month >= 1 && moved.month <= 12;
      }),
    );
  });

  it('lists an inclusive range of monthsBetween + 1 consecutive months', () => {
    fc.assert(
      fc.property(yearMonth, fc.integer({ min: 0, max: 120 }), (from, n) => {
        const to: YearMonth = addMonths(from, n);
        const range = monthRange(from, to);
        expect(range).toHaveLength(n + 1);
        expect(range[0]).toEqual(from);
        expect(range[range.length - 1]).toEqual(to);
        range.slice(1).forEach((m, i) => expect(compareYearMonth(m, range[i] as YearMonth)).toBe(1));
      }),
    );
  });
});
