import {
  compareYearMonth,
  formatYearMonth,
  parseMonthYear,
  yearMonthOfDate,
  type YearMonth,
} from './year-month.js';

/** Spec §3 "Report periods": 1 from the beginning, 2 current year, 3 previous year, 4 custom range. */
export const PERIOD_RADIO_VALUES = [1, 2, 3, 4] as const;
export type PeriodRadioValue = (typeof PERIOD_RADIO_VALUES)[number];

/** The chosen period (spec §3): dates are 'YYYY-MM', calendarValue is what the user picked, 'MM-YYYY - MM-YYYY'. */
export interface ChosenPeriod {
  radioValue: PeriodRadioValue;
  calendarValue: string | null;
  dateFrom: string | null;
  dateTo: string | null;
}

/**
 * Choosing a radio value (spec §4). The calendar value is always cleared. 1 drops the date limit, 2 runs
 * from January of the current year to the current month, 3 is the whole previous year. 4 starts with no
 * dates until a range is picked with applyCustomRange. `now` is read as a local calendar date.
 */
export function choosePeriod(radioValue: PeriodRadioValue, now: Date): ChosenPeriod {
  const today = yearMonthOfDate(now);
  const period = (dateFrom: YearMonth | null, dateTo: YearMonth | null): ChosenPeriod => ({
    radioValue,
    calendarValue: null,
    dateFrom: dateFrom && formatYearMonth(dateFrom),
    dateTo: dateTo && formatYearMonth(dateTo),
  });
  switch (radioValue) {
    case 2:
      return period({ year: today.year, month: 1 }, today);
    case 3:
      return period({ year: today.year - 1, month: 1 }, { year: today.year - 1, month: 12 });
    case 1:
    case 4:
      return period(null, null);
  }
}

export type CustomRangeError =
  | { kind: 'invalid_format'; input: string }
  | { kind: 'invalid_month'; input: string }
  | { kind: 'range_reversed'; from: string; to: string };

export type CustomRangeResult =
  { ok: true; from: YearMonth; to: YearMonth } | { ok: false; error: CustomRangeError };

/** Reads 'MM-YYYY - MM-YYYY' (spaces around the dash optional) and checks real months and from ≤ to. */
export function parseCustomRange(calendarValue: string): CustomRangeResult {
  const match = /^\s*(\d{2}-\d{4})\s*-\s*(\d{2}-\d{4})\s*$/.exec(calendarValue);
  if (!match) return { ok: false, error: { kind: 'invalid_format', input: calendarValue } };
  const [fromText, toText] = [match[1] as string, match[2] as string];
  const from = parseMonthYear(fromText);
  const to = parseMonthYear(toText);
  if (!from || !to) return { ok: false, error: { kind: 'invalid_month', input: calendarValue } };
  if (compareYearMonth(from, to) > 0) {
    return { ok: false, error: { kind: 'range_reversed', from: fromText, to: toText } };
  }
  return { ok: true, from, to };
}

export type ChosenPeriodResult = { ok: true; period: ChosenPeriod } | { ok: false; error: CustomRangeError };

/** Picking a custom range in the calendar: radio 4 with the dates converted to 'YYYY-MM'. */
export function applyCustomRange(calendarValue: string): ChosenPeriodResult {
  const range = parseCustomRange(calendarValue);
  if (!range.ok) return range;
  return {
    ok: true,
    period: {
      radioValue: 4,
      calendarValue: calendarValue.trim(),
      dateFrom: formatYearMonth(range.from),
      dateTo: formatYearMonth(range.to),
    },
  };
}

/** The query the API receives (spec §4): dateFrom and dateTo, or nothing when there is no date limit. */
export function periodQuery(period: ChosenPeriod): { dateFrom?: string; dateTo?: string } {
  if (period.dateFrom === null || period.dateTo === null) return {};
  return { dateFrom: period.dateFrom, dateTo: period.dateTo };
}
