import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { monthOf, monthRows, periodPermissions, recentMonths, refusalOf } from './period-months';

const blocked = (period: string) => ({
  period,
  blockedBy: 'u-staff',
  blockedByName: 'Piotr Kowalski',
  blockedAt: '2026-01-05T08:00:00.000Z',
});

describe('recentMonths', () => {
  it('lists the current month and the 24 before it, across years, newest first', () => {
    const months = recentMonths(new Date(2026, 1, 15));
    expect(months).toHaveLength(25);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2024-02');
  });

  it('takes the month of the user’s calendar', () => {
    expect(monthOf(new Date(2025, 2, 31, 23, 59))).toBe('2025-03');
  });
});

describe('monthRows', () => {
  it('marks blocked months and keeps blocked months outside the recent ones', () => {
    const rows = monthRows(
      new Date(2025, 3, 1),
      [blocked('2025-03'), blocked('2019-06'), blocked('2027-01')],
      2,
    );
    expect(rows.map((r) => [r.period, r.blocked?.blockedByName ?? null])).toEqual([
      ['2027-01', 'Piotr Kowalski'],
      ['2025-04', null],
      ['2025-03', 'Piotr Kowalski'],
      ['2025-02', null],
      ['2019-06', 'Piotr Kowalski'],
    ]);
  });
});

describe('periodPermissions', () => {
  it('lets provider staff block, only the supervisor unblock, and nobody else either', () => {
    expect(periodPermissions('provider-staff')).toEqual({ canBlock: true, canUnblock: false });
    expect(periodPermissions('provider-supervisor')).toEqual({ canBlock: true, canUnblock: true });
    for (const role of ['administrator', 'member', 'auditor', undefined] as const) {
      expect(periodPermissions(role)).toEqual({ canBlock: false, canUnblock: false });
    }
  });
});

describe('refusalOf', () => {
  it('recognises a refusal by its code or its HTTP status', () => {
    const byCode = new CombinedError({
      graphQLErrors: [new GraphQLError('Role member cannot block', { extensions: { code: 'FORBIDDEN' } })],
    });
    expect(refusalOf(byCode)).toBe('forbidden');
    const byStatus = new CombinedError({
      networkError: new Error('Forbidden'),
      response: { status: 403 } as Response,
    });
    expect(refusalOf(byStatus)).toBe('forbidden');
    expect(refusalOf(new CombinedError({ networkError: new Error('offline') }))).toBe('failed');
  });
});
