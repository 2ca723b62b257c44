import type { ReportPeriodChoiceKey, ReportTypeKey } from '@ghg/contracts';

/**
 * The Generate report wizard (spec §2): step 1 the period, step 2 the report type, then step 3 the short PDF's
 * download in progress or step 4 the confirmation that the full report was requested.
 */
export type WizardStep = 1 | 2 | 3 | 4;

export const PERIOD_CHOICES: readonly ReportPeriodChoiceKey[] = [
  'from-beginning',
  'current-year',
  'previous-year',
  'custom',
];

export interface WizardState {
  step: WizardStep;
  /** null until the user chooses one (spec §5: the period must be chosen). */
  period: ReportPeriodChoiceKey | null;
  /** The custom range's months as a month input gives them, 'YYYY-MM' ('' when empty). */
  from: string;
  to: string;
  type: ReportTypeKey;
}

export const INITIAL_WIZARD: WizardState = { step: 1, period: null, from: '', to: '', type: 'short' };

/** A failing field of step 1, with the validation code the server would answer. */
export interface PeriodError {
  field: 'period' | 'from' | 'to';
  code: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthOf = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

/** Step 1's check, the same rules as the server's: a choice, and for a custom range two past months in order. */
export function periodErrors(state: WizardState, now: Date): PeriodError[] {
  if (state.period === null) return [{ field: 'period', code: 'period_required' }];
  if (state.period !== 'custom') return [];
  const errors: PeriodError[] = [];
  const current = monthOf(now);
  for (const field of ['from', 'to'] as const) {
    const value = state[field];
    if (value === '') errors.push({ field, code: 'required' });
    else if (!MONTH.test(value)) errors.push({ field, code: 'invalid_format' });
    else if (value > current) errors.push({ field, code: 'date_in_future' });
  }
  if (errors.length === 0 && state.from > state.to)
    errors.push({ field: 'to', code: 'invalid_period_range' });
  return errors;
}

/** Choosing another period clears a custom range picked before (as the dashboard's period choice does). */
export function choosePeriod(state: WizardState, period: ReportPeriodChoiceKey): WizardState {
  return {
    ...state,
    period,
    from: period === 'custom' ? state.from : '',
    to: period === 'custom' ? state.to : '',
  };
}

/** Next from step 1 only with a valid period; from step 2 to the download (short) or the confirmation (full). */
export function next(state: WizardState, now: Date): WizardState {
  if (state.step === 1) return periodErrors(state, now).length === 0 ? { ...state, step: 2 } : state;
  if (state.step === 2) return { ...state, step: state.type === 'full' ? 4 : 3 };
  return state;
}

export function back(state: WizardState): WizardState {
  return state.step === 2 ? { ...state, step: 1 } : state.step > 2 ? { ...state, step: 2 } : state;
}

/** Spec §2: the dashboard alias shown once a full report was ordered (its text gives the 2 business days). */
export const REPORT_SUCCESS_PATH = '/report-success';

/**
 * Where closing the wizard leads (an unprefixed app path), or null to stay: after step 4 confirmed the full
 * report's request, to /report-success; a download, a refused or unsent request, or an earlier step stays put.
 */
export function pathAfterClose(state: WizardState, requestReceived: boolean): string | null {
  return state.step === 4 && requestReceived ? REPORT_SUCCESS_PATH : null;
}

/** The period as the API takes it: a choice, and the months only for a custom range. */
export function periodInput(state: WizardState): {
  choice: ReportPeriodChoiceKey;
  from?: string;
  to?: string;
} {
  const choice = state.period ?? 'from-beginning';
  return choice === 'custom' ? { choice, from: state.from, to: state.to } : { choice };
}

/** The short PDF's address: GET organizations/{orgId}/short-report.pdf?period=…(&from=&to=)&lang=. */
export function shortReportUrl(organizationId: string, state: WizardState, language: 'pl' | 'en'): string {
  const { choice, from, to } = periodInput(state);
  const query = new URLSearchParams({ period: choice });
  if (from !== undefined && to !== undefined) {
    query.set('from', from);
    query.set('to', to);
  }
  query.set('lang', language);
  return `/api/organizations/${encodeURIComponent(organizationId)}/short-report.pdf?${query.toString()}`;
}

/**
 * The VSME climate PDF's address for the year the chosen period ends in (VSME reports a calendar year):
 * GET organizations/{orgId}/vsme-climate.pdf?year=YYYY&lang=.
 */
export function vsmeClimateUrl(
  organizationId: string,
  state: WizardState,
  language: 'pl' | 'en',
  now: Date,
): string {
  const year = vsmeYear(state, now);
  const query = new URLSearchParams({ year: String(year), lang: language });
  return `/api/organizations/${encodeURIComponent(organizationId)}/vsme-climate.pdf?${query.toString()}`;
}

/** The same year's datapoints as the EFRAG VSME template workbook: GET organizations/{orgId}/vsme-climate.xlsx. */
export function vsmeClimateXlsxUrl(
  organizationId: string,
  state: WizardState,
  language: 'pl' | 'en',
  now: Date,
): string {
  return vsmeClimateUrl(organizationId, state, language, now).replace(
    '/vsme-climate.pdf?',
    '/vsme-climate.xlsx?',
  );
}

/** The calendar year of the period's last month (the current year until a period is chosen). */
export function vsmeYear(state: WizardState, now: Date): number {
  const months = chosenMonths(state, now);
  return Number((months?.to ?? monthOf(now)).slice(0, 4));
}

/**
 * The months a choice covers at `now`, as the server will read them: from null = from the beginning; a custom
 * range as typed (null until both months are given).
 */
export function chosenMonths(state: WizardState, now: Date): { from: string | null; to: string } | null {
  const year = now.getFullYear();
  switch (state.period) {
    case null:
      return null;
    case 'from-beginning':
      return { from: null, to: monthOf(now) };
    case 'current-year':
      return { from: `${year}-01`, to: monthOf(now) };
    case 'previous-year':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
    case 'custom':
      return state.from && state.to ? { from: state.from, to: state.to } : null;
  }
}

/** 'YYYY-MM' → 'MM-YYYY', the spec's date format. */
export const shownMonth = (month: string): string => `${month.slice(5, 7)}-${month.slice(0, 4)}`;
