import type { ReductionPlanHistoryEntryView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { planHistoryLines } from './plan-history';

const entries: ReductionPlanHistoryEntryView[] = [
  {
    measureId: 'electricity-led',
    kind: 'status-changed',
    fromStatus: 'planned',
    toStatus: 'in-progress',
    actorId: 'u1',
    actorName: 'Anna Demo',
    at: '2026-11-26T10:15:00.000Z',
  },
  {
    measureId: 'electricity-led',
    kind: 'adopted',
    fromStatus: null,
    toStatus: 'planned',
    actorId: 'u1',
    actorName: null,
    at: '2026-11-25T08:05:00.000Z',
  },
  {
    measureId: 'gone',
    kind: 'adopted',
    fromStatus: null,
    toStatus: 'planned',
    actorId: 'u2',
    actorName: 'Jan Kowalski',
    at: '2026-11-24T23:59:00.000Z',
  },
];
const plan = [{ measureId: 'electricity-led', title: { pl: 'Oświetlenie LED', en: 'LED lighting' } }];

describe('the reduction plan history', () => {
  it('names each measure in the page language, keeps the newest first, and who (or nobody known)', () => {
    const lines = planHistoryLines(entries, plan, 'en');
    expect(lines.map((l) => [l.measure, l.kind, l.from, l.to, l.who])).toEqual([
      ['LED lighting', 'status-changed', 'planned', 'in-progress', 'Anna Demo'],
      ['LED lighting', 'adopted', null, 'planned', null],
      ['gone', 'adopted', null, 'planned', 'Jan Kowalski'],
    ]);
    expect(planHistoryLines(entries, plan, 'pl')[0]!.measure).toBe('Oświetlenie LED');
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it('shows the time in UTC in the page format', () => {
    expect(planHistoryLines(entries, plan, 'en')[2]!.at).toBe('24 Nov 2026, 23:59 UTC');
    expect(planHistoryLines(entries, plan, 'pl')[0]!.at).toMatch(/^26 lis 2026, 10:15 UTC$/);
  });

  it('is empty without entries', () => {
    expect(planHistoryLines([], plan, 'pl')).toEqual([]);
  });
});
