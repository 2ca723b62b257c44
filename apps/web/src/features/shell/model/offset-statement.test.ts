import { describe, expect, it } from 'vitest';
import { offsetStatementOf, previousYear } from './offset-statement';

const scope = (co2e: number) => ({ summary: { co2e, co2: 0, ch4: 0, n2o: 0, lines: 1 }, categories: {} });

describe('the offset statement', () => {
  it('keeps each scope gross in tonnes and rounds the residual up to whole credits', () => {
    const statement = offsetStatementOf({
      table: { scope1: scope(10_200), scope2: scope(5_000), scope3: scope(500) },
    } as never);
    expect(statement.scopes).toEqual({ scope1: 10.2, scope2: 5, scope3: 0.5 });
    expect(statement.residualTonnes).toBeCloseTo(15.7);
    expect(statement.tonnesToOffset).toBe(16);
  });

  it('offsets nothing when there are no emissions', () => {
    expect(offsetStatementOf({ table: {} } as never).tonnesToOffset).toBe(0);
  });

  it('reads the last full calendar year', () => {
    expect(previousYear(new Date(2026, 10, 26))).toEqual({
      year: 2025,
      dateFrom: '2025-01',
      dateTo: '2025-12',
    });
  });
});
