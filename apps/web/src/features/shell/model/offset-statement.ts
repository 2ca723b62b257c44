import type { ChartsDataView } from '@ghg/contracts';

/**
 * GHG Protocol: offsets are reported separately from the inventory, never netted from a scope's total. The offset
 * page shows each scope's gross tonnes as they are and the residual the company may offset beside them.
 */
export interface OffsetStatement {
  scopes: { scope1: number; scope2: number; scope3: number };
  /** Gross total, tonnes CO2e: the residual after the reductions already in the data. */
  residualTonnes: number;
  /** Carbon credits come in whole tonnes: the residual rounded up. */
  tonnesToOffset: number;
}

const tonnes = (kg: number) => kg / 1000;

export function offsetStatementOf(data: Pick<ChartsDataView, 'table'>): OffsetStatement {
  const scopes = {
    scope1: tonnes(data.table.scope1?.summary.co2e ?? 0),
    scope2: tonnes(data.table.scope2?.summary.co2e ?? 0),
    scope3: tonnes(data.table.scope3?.summary.co2e ?? 0),
  };
  const residualTonnes = scopes.scope1 + scopes.scope2 + scopes.scope3;
  return { scopes, residualTonnes, tonnesToOffset: residualTonnes > 0 ? Math.ceil(residualTonnes) : 0 };
}

/** The last full calendar year: the period a company usually offsets. */
export function previousYear(now = new Date()): { year: number; dateFrom: string; dateTo: string } {
  const year = now.getFullYear() - 1;
  return { year, dateFrom: `${year}-01`, dateTo: `${year}-12` };
}
