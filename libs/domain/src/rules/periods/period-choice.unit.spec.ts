import fc from 'fast-check';
import { applyCustomRange, choosePeriod, parseCustomRange, periodQuery } from './period-choice.js';

const now = new Date(2024, 4, 15); // 15 May 2024, local time

describe('period choice', () => {
  it('given radio 1, when chosen, then no date limit and nothing sent', () => {
    const period = choosePeriod(1, now);
    expect(period).toEqual({ radioValue: 1, calendarValue: null, dateFrom: null, dateTo: null });
    expect(periodQuery(period)).toEqual({});
  });

  it('given radio 2 in May 2024, when chosen, then January 2024 to May 2024', () => {
    expect(periodQuery(choosePeriod(2, now))).toEqual({ dateFrom: '2024-01', dateTo: '2024-05' });
  });

  it('given radio 2 in January, when chosen, then a single month', () => {
    expect(periodQuery(choosePeriod(2, new Date(2025, 0, 3)))).toEqual({
      dateFrom: '2025-01',
      dateTo: '2025-01',
    });
  });

  it('given radio 3 in May 2024, when chosen, then the whole of 2023', () => {
    expect(periodQuery(choosePeriod(3, now))).toEqual({ dateFrom: '2023-01', dateTo: '2023-12' });
  });

  it('given a custom range was picked, when any radio value is chosen, then the calendar value is cleared', () => {
    const picked = applyCustomRange('02-2024 - 04-2024');
    expect(picked.ok && picked.period.calendarValue).toBe('02-2024 - 04-2024');
    for (const radio of [1, 2, 3, 4] as const) expect(choosePeriod(radio, now).calendarValue).toBeNull();
  });

  it('given radio 4 before a range is picked, when chosen, then no dates yet', () => {
    expect(choosePeriod(4, now)).toEqual({
      radioValue: 4,
      calendarValue: null,
      dateFrom: null,
      dateTo: null,
    });
  });
});

describe('custom range', () => {
  it("given '02-2024 - 04-2024', when applied, then dateFrom 2024-02 and dateTo 2024-04", () => {
    const result = applyCustomRange('02-2024 - 04-2024');
    expect(result).toEqual({
      ok: true,
      period: { radioValue: 4, calendarValue: '02-2024 - 04-2024', dateFrom: '2024-02', dateTo: '2024-04' },
    });
  });

  it('given a malformed text, when parsed, then invalid_format', () => {
    expect(parseCustomRange('2024-02 - 2024-04')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_format' },
    });
    expect(parseCustomRange('')).toMatchObject({ ok: false, error: { kind: 'invalid_format' } });
  });

  it('given month 13, when parsed, then invalid_month', () => {
    expect(parseCustomRange('13-2024 - 04-2025')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_month' },
    });
  });

  it('given a start after the end, when parsed, then range_reversed naming both ends', () => {
    expect(parseCustomRange('05-2024 - 04-2024')).toEqual({
      ok: false,
      error: { kind: 'range_reversed', from: '05-2024', to: '04-2024' },
    });
  });

  it('accepts exactly the ranges whose start is not after the end', () => {
    const mm = fc.integer({ min: 1, max: 12 }).map((m) => String(m).padStart(2, '0'));
    const yyyy = fc.integer({ min: 2000, max: 2100 }).map(String);
    fc.assert(
      fc.property(mm, yyyy, mm, yyyy, (m1, y1, m2, y2) => {
        const ordered = Number(y1) * 12 + Number(m1) <= Number(y2) * 12 + Number(m2);
        return parseCustomRange(`${m1}-${y1} - ${m2}-${y2}`).ok === ordered;
      }),
    );
  });
});
