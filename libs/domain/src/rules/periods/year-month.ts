/** A calendar month. month is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

export function isValidYearMonth(value: YearMonth): boolean {
  return (
    Number.isInteger(value.year) &&
    Number.isInteger(value.month) &&
    value.year >= 1 &&
    value.year <= 9999 &&
    value.month >= 1 &&
    value.month <= 12
  );
}

function checked(year: number, month: number): YearMonth | null {
  const value = { year, month };
  return isValidYearMonth(value) ? value : null;
}

/** 'YYYY-MM' (the API's query form) to a month; null when malformed or not a real month. */
export function parseYearMonth(text: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  return match ? checked(Number(match[1]), Number(match[2])) : null;
}

/** 'MM-YYYY' (the form users see and XLS sheets use) to a month; null when malformed or not a real month. */
export function parseMonthYear(text: string): YearMonth | null {
  const match = /^(\d{2})-(\d{4})$/.exec(text);
  return match ? checked(Number(match[2]), Number(match[1])) : null;
}

export function formatYearMonth(value: YearMonth): string {
  return `${pad4(value.year)}-${pad2(value.month)}`;
}

export function formatMonthYear(value: YearMonth): string {
  return `${pad2(value.month)}-${pad4(value.year)}`;
}

/** The month `date` falls in, read in the runtime's local time zone (the user's calendar in a browser). */
export function yearMonthOfDate(date: Date): YearMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** Months counted from year 0 month 1, so months compare and subtract as plain numbers. */
function ordinal(value: YearMonth): number {
  return value.year * 12 + (value.month - 1);
}

function fromOrdinal(n: number): YearMonth {
  return { year: Math.floor(n / 12), month: (((n % 12) + 12) % 12) + 1 };
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return ordinal(a) - ordinal(b);
}

/** How many months b lies after a (negative when before): monthsBetween(2024-01, 2024-03) = 2. */
export function monthsBetween(a: YearMonth, b: YearMonth): number {
  return ordinal(b) - ordinal(a);
}

export function addMonths(value: YearMonth, months: number): YearMonth {
  return fromOrdinal(ordinal(value) + months);
}

/** Every month from `from` to `to`, both included; empty when `from` is after `to`. */
export function monthRange(from: YearMonth, to: YearMonth): YearMonth[] {
  const count = monthsBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonths(from, i));
}
