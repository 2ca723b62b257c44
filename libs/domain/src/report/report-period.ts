import { type DomainFieldError } from '../shared/domain-error.js';
import { choosePeriod, type PeriodRadioValue } from '../rules/periods/period-choice.js';
import {
  compareYearMonth,
  formatYearMonth,
  parseYearMonth,
  yearMonthOfDate,
} from '../rules/periods/year-month.js';

/** Spec §3 "Report periods", in the order the wizard offers them. */
export const REPORT_PERIOD_CHOICES = ['from-beginning', 'current-year', 'previous-year', 'custom'] as const;
export type ReportPeriodChoice = (typeof REPORT_PERIOD_CHOICES)[number];

/** The radio values of the shared period choice (rules/periods) each report period stands for. */
const RADIO_OF: Record<ReportPeriodChoice, PeriodRadioValue> = {
  'from-beginning': 1,
  'current-year': 2,
  'previous-year': 3,
  custom: 4,
};

/**
 * A report's months, 'YYYY-MM', both included. `from` is null for "from the beginning": the first month with
 * data is not known when the report is asked for. `to` is always a month: "from the beginning" runs to the
 * month the report was asked in.
 */
export interface ReportPeriod {
  choice: ReportPeriodChoice;
  from: string | null;
  to: string;
}

/** What a client sends: a choice, and for a custom range its two months. */
export interface ReportPeriodInput {
  choice?: unknown;
  from?: unknown;
  to?: unknown;
}

export type ReportPeriodResult =
  { ok: true; period: ReportPeriod } | { ok: false; fields: DomainFieldError[] };

const isChoice = (value: unknown): value is ReportPeriodChoice =>
  typeof value === 'string' && (REPORT_PERIOD_CHOICES as readonly string[]).includes(value);

/**
 * Turns the chosen period into months, read at `now` (local calendar). Refusals name the field: no choice
 * (period_required), an unknown one (invalid_value), a custom month missing (required) or malformed
 * (invalid_format), a reversed range (invalid_period_range) or a month after the current one (date_in_future):
 * a report covers what has happened.
 */
export function resolveReportPeriod(
  input: ReportPeriodInput | null | undefined,
  now: Date,
): ReportPeriodResult {
  const choice = input?.choice;
  if (choice === undefined || choice === null || choice === '')
    return { ok: false, fields: [{ path: 'period', code: 'period_required' }] };
  if (!isChoice(choice)) return { ok: false, fields: [{ path: 'period.choice', code: 'invalid_value' }] };
  const current = yearMonthOfDate(now);
  if (choice !== 'custom') {
    const chosen = choosePeriod(RADIO_OF[choice], now);
    return {
      ok: true,
      period: { choice, from: chosen.dateFrom, to: chosen.dateTo ?? formatYearMonth(current) },
    };
  }
  const fields: DomainFieldError[] = [];
  const month = (key: 'from' | 'to') => {
    const value = input?.[key];
    if (value === undefined || value === null || value === '') {
      fields.push({ path: `period.${key}`, code: 'required' });
      return null;
    }
    const parsed = typeof value === 'string' ? parseYearMonth(value) : null;
    if (!parsed) fields.push({ path: `period.${key}`, code: 'invalid_format' });
    return parsed;
  };
  const from = month('from');
  const to = month('to');
  if (from && compareYearMonth(from, current) > 0)
    fields.push({ path: 'period.from', code: 'date_in_future' });
  if (to && compareYearMonth(to, current) > 0) fields.push({ path: 'period.to', code: 'date_in_future' });
  if (from && to && compareYearMonth(from, to) > 0)
    fields.push({ path: 'period.to', code: 'invalid_period_range' });
  if (fields.length > 0 || !from || !to) return { ok: false, fields };
  return { ok: true, period: { choice, from: formatYearMonth(from), to: formatYearMonth(to) } };
}
