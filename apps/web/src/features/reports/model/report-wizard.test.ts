import { describe, expect, it } from 'vitest';
import {
  back,
  chosenMonths,
  choosePeriod,
  INITIAL_WIZARD,
  next,
  pathAfterClose,
  periodErrors,
  periodInput,
  shortReportUrl,
  vsmeClimateUrl,
  vsmeClimateXlsxUrl,
  vsmeYear,
  type WizardState,
} from './report-wizard';
import { localizedPath } from '../../../i18n/locale';

const NOW = new Date(2026, 10, 22); // November 2026, local time
const custom = (from: string, to: string): WizardState => ({ ...INITIAL_WIZARD, period: 'custom', from, to });

describe('report wizard: step 1, the period', () => {
  it('stays on step 1 until a period is chosen (spec §5)', () => {
    expect(periodErrors(INITIAL_WIZARD, NOW)).toEqual([{ field: 'period', code: 'period_required' }]);
    expect(next(INITIAL_WIZARD, NOW).step).toBe(1);
    expect(next(choosePeriod(INITIAL_WIZARD, 'previous-year'), NOW).step).toBe(2);
  });

  it('checks a custom range as the server does: both months, real, in order, not in the future', () => {
    expect(periodErrors(custom('', ''), NOW)).toEqual([
      { field: 'from', code: 'required' },
      { field: 'to', code: 'required' },
    ]);
    expect(periodErrors(custom('2025-13', '2025-1'), NOW)).toEqual([
      { field: 'from', code: 'invalid_format' },
      { field: 'to', code: 'invalid_format' },
    ]);
    expect(periodErrors(custom('2025-06', '2025-05'), NOW)).toEqual([
      { field: 'to', code: 'invalid_period_range' },
    ]);
    expect(periodErrors(custom('2026-01', '2026-12'), NOW)).toEqual([
      { field: 'to', code: 'date_in_future' },
    ]);
    expect(periodErrors(custom('2025-01', '2026-11'), NOW)).toEqual([]);
  });

  it('clears a picked range when another period is chosen', () => {
    expect(choosePeriod(custom('2025-01', '2025-02'), 'current-year')).toMatchObject({ from: '', to: '' });
    expect(choosePeriod(custom('2025-01', '2025-02'), 'custom')).toMatchObject({
      from: '2025-01',
      to: '2025-02',
    });
  });
});

describe('report wizard: step 2 and the end', () => {
  const chosen = { ...choosePeriod(INITIAL_WIZARD, 'current-year'), step: 2 as const };

  it('goes to the download (step 3) for the short PDF and to the confirmation (step 4) for the full report', () => {
    expect(next(chosen, NOW).step).toBe(3);
    expect(next({ ...chosen, type: 'full' }, NOW).step).toBe(4);
  });

  it('goes back from steps 3 and 4 to the type, and from the type to the period', () => {
    expect(back({ ...chosen, step: 3 }).step).toBe(2);
    expect(back({ ...chosen, step: 4 }).step).toBe(2);
    expect(back(chosen).step).toBe(1);
    expect(back(INITIAL_WIZARD).step).toBe(1);
  });

  it('sends the months only for a custom range', () => {
    expect(periodInput(chosen)).toEqual({ choice: 'current-year' });
    expect(periodInput(custom('2025-01', '2025-03'))).toEqual({
      choice: 'custom',
      from: '2025-01',
      to: '2025-03',
    });
    expect(shortReportUrl('org 1', chosen, 'pl')).toBe(
      '/api/organizations/org%201/short-report.pdf?period=current-year&lang=pl',
    );
    expect(shortReportUrl('o', custom('2025-01', '2025-03'), 'en')).toBe(
      '/api/organizations/o/short-report.pdf?period=custom&from=2025-01&to=2025-03&lang=en',
    );
  });
});

describe('report wizard: the months shown', () => {
  it('reads each choice at the current month, as the server does', () => {
    const months = (period: WizardState['period']) => chosenMonths({ ...INITIAL_WIZARD, period }, NOW);
    expect(months(null)).toBeNull();
    expect(months('from-beginning')).toEqual({ from: null, to: '2026-11' });
    expect(months('current-year')).toEqual({ from: '2026-01', to: '2026-11' });
    expect(months('previous-year')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(chosenMonths(custom('2025-02', ''), NOW)).toBeNull();
    expect(chosenMonths(custom('2025-02', '2025-06'), NOW)).toEqual({ from: '2025-02', to: '2025-06' });
  });
});

describe('report wizard: the VSME climate datapoints', () => {
  it('go from step 2 to the download, for the calendar year the period ends in', () => {
    const previous: WizardState = { ...INITIAL_WIZARD, step: 2, period: 'previous-year', type: 'vsme' };
    expect(next(previous, NOW).step).toBe(3);
    expect(vsmeYear(previous, NOW)).toBe(2025);
    expect(vsmeYear({ ...custom('2024-02', '2024-11'), type: 'vsme' }, NOW)).toBe(2024);
    expect(vsmeYear(INITIAL_WIZARD, NOW)).toBe(2026);
    expect(vsmeClimateUrl('org 1', previous, 'en', NOW)).toBe(
      '/api/organizations/org%201/vsme-climate.pdf?year=2025&lang=en',
    );
    expect(vsmeClimateXlsxUrl('org 1', previous, 'pl', NOW)).toBe(
      '/api/organizations/org%201/vsme-climate.xlsx?year=2025&lang=pl',
    );
  });
});

describe('report wizard: closing it', () => {
  const full: WizardState = { ...choosePeriod(INITIAL_WIZARD, 'previous-year'), type: 'full' };
  const confirmed = next(next(full, NOW), NOW);

  it('leads to /report-success once step 4 confirmed the full report (spec §1, §2), in the page language', () => {
    expect(confirmed.step).toBe(4);
    expect(pathAfterClose(confirmed, true)).toBe('/report-success');
    expect(localizedPath(pathAfterClose(confirmed, true)!, 'en')).toBe('/en/report-success');
  });

  it('stays on the page while the request is unsent or refused, after a download, or before step 3', () => {
    expect(pathAfterClose(confirmed, false)).toBeNull();
    const short = next(next(choosePeriod(INITIAL_WIZARD, 'previous-year'), NOW), NOW);
    expect(short.step).toBe(3);
    expect(pathAfterClose(short, true)).toBeNull();
    expect(pathAfterClose(INITIAL_WIZARD, false)).toBeNull();
    expect(pathAfterClose(next(full, NOW), false)).toBeNull();
  });
});
