import { z } from 'zod';

/**
 * Reads an XLS date cell as { year, month }. The spec names the format MM-YYYY but its example is '2023-05',
 * so both MM-YYYY and YYYY-MM are read; the four-digit part tells them apart. Null when neither matches or
 * the month is not 01-12.
 */
export function parseXlsMonth(text: string): { year: number; month: number } | null {
  const trimmed = text.trim();
  const monthFirst = /^(\d{2})-(\d{4})$/.exec(trimmed);
  const yearFirst = /^(\d{4})-(\d{2})$/.exec(trimmed);
  const [month, year] = monthFirst
    ? [Number(monthFirst[1]), Number(monthFirst[2])]
    : yearFirst
      ? [Number(yearFirst[2]), Number(yearFirst[1])]
      : [NaN, NaN];
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * An XLS date that must not lie in the future. `today` is a parameter so the rule stays pure and testable;
 * the month of `today` itself is allowed (data for the running month can be entered). Local calendar time.
 */
export function xlsDateField(today: Date) {
  const current = today.getFullYear() * 12 + today.getMonth();
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_format'),
    })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((text) => parseXlsMonth(text) !== null, { error: 'invalid_format', abort: true })
    .refine(
      (text) => {
        const month = parseXlsMonth(text);
        return month !== null && month.year * 12 + (month.month - 1) <= current;
      },
      { error: 'date_in_future' },
    );
}
