/** Spec §4 "Period choice": 1 from the beginning, 2 current year, 3 previous year, 4 custom range. */
export type PeriodRadio = 1 | 2 | 3 | 4;

export interface PeriodChoice {
  radioValue: PeriodRadio;
  /** The calendar's text 'MM-YYYY - MM-YYYY'; only the custom range has one. */
  calendarValue: string | null;
}

export interface PeriodRange {
  dateFrom?: string;
  dateTo?: string;
}

export const FROM_THE_BEGINNING: PeriodChoice = { radioValue: 1, calendarValue: null };

const CALENDAR = /^\s*(\d{2})-(\d{4})\s*-\s*(\d{2})-(\d{4})\s*$/;

function yearMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** 'MM-YYYY - MM-YYYY' → YYYY-MM bounds; null when the text is not a valid, ordered range. */
export function parseCalendarValue(text: string): Required<PeriodRange> | null {
  const match = CALENDAR.exec(text);
  if (!match) return null;
  const [fromMonth, fromYear, toMonth, toYear] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (fromMonth < 1 || fromMonth > 12 || toMonth < 1 || toMonth > 12) return null;
  const dateFrom = yearMonth(fromYear, fromMonth);
  const dateTo = yearMonth(toYear, toMonth);
  return dateFrom <= dateTo ? { dateFrom, dateTo } : null;
}

/** 'YYYY-MM' → 'MM-YYYY', the spec's date format (§9). */
export function formatMonth(period: string): string {
  return /^\d{4}-\d{2}$/.test(period) ? `${period.slice(5, 7)}-${period.slice(0, 4)}` : period;
}

/** YYYY-MM bounds → the calendar's text 'MM-YYYY - MM-YYYY'. */
export function formatCalendarValue(dateFrom: string, dateTo: string): string {
  const flip = (value: string) => `${value.slice(5, 7)}-${value.slice(0, 4)}`;
  return `${flip(dateFrom)} - ${flip(dateTo)}`;
}

/** Choosing a radio clears the calendar (spec §4); the custom range starts empty until a range is picked. */
export function chooseRadio(radioValue: PeriodRadio): PeriodChoice {
  return { radioValue, calendarValue: null };
}

/** The query range of a choice, with 'now' given so the result is reproducible. */
export function periodRange(choice: PeriodChoice, now: Date): PeriodRange {
  const year = now.getFullYear();
  switch (choice.radioValue) {
    case 1:
      return {};
    case 2:
      return { dateFrom: yearMonth(year, 1), dateTo: yearMonth(year, now.getMonth() + 1) };
    case 3:
      return { dateFrom: yearMonth(year - 1, 1), dateTo: yearMonth(year - 1, 12) };
    case 4: {
      const parsed = choice.calendarValue ? parseCalendarValue(choice.calendarValue) : null;
      return parsed ?? {};
    }
  }
}
