import { describe, expect, it } from 'vitest';
import { reportReadiness } from './report-readiness';

const scopes = (statuses: Record<string, [string, string][]>) =>
  Object.entries(statuses).map(([scope, sections]) => ({
    scope,
    sections: sections.map(([questionId, status]) => ({ questionId, status })),
  }));
const profile = { peopleAmountNumber: 24, annualRevenueRange: 450_000 };
const demo = scopes({
  'scope-1': [
    ['vehicles', 'notstarted'],
    ['equipment', 'completed'],
  ],
  'scope-2': [
    ['electricity', 'notstarted'],
    ['heat', 'completed'],
  ],
  'scope-3': [['waste', 'completed']],
});

describe('report readiness', () => {
  it('is ready with the profile figures, a completed Scope I or II section and nothing half-done', () => {
    expect(reportReadiness({ scopes: demo, profile })).toEqual({ ready: true, missing: [], unfinished: [] });
  });

  it('is not ready while the overview or the profile is loading, and names nothing yet', () => {
    expect(reportReadiness({ scopes: null, profile })).toEqual({ ready: false, missing: [], unfinished: [] });
    expect(reportReadiness({ scopes: demo, profile: null }).ready).toBe(false);
  });

  it('needs the number of employees and the revenue', () => {
    expect(
      reportReadiness({ scopes: demo, profile: { peopleAmountNumber: null, annualRevenueRange: 0 } }).missing,
    ).toEqual(['employees', 'revenue']);
  });

  it('needs a completed section of Scope I or II: Scope III alone is not enough', () => {
    const onlyScope3 = scopes({
      'scope-1': [['vehicles', 'notstarted']],
      'scope-2': [['heat', 'notstarted']],
      'scope-3': [['waste', 'completed']],
    });
    expect(reportReadiness({ scopes: onlyScope3, profile }).missing).toEqual(['scope-data']);
  });

  it('names every section in progress or to fix, in any scope', () => {
    const halfDone = scopes({
      'scope-1': [
        ['vehicles', 'inprogress'],
        ['equipment', 'completed'],
      ],
      'scope-3': [
        ['waste', 'tofix'],
        ['business-travels', 'notstarted'],
      ],
    });
    expect(reportReadiness({ scopes: halfDone, profile })).toEqual({
      ready: false,
      missing: ['unfinished-sections'],
      unfinished: ['vehicles', 'waste'],
    });
  });
});
