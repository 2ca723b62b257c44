import { TABLES } from '../emissions/catalogue/tables.js';
import { isUnit, unitScale } from '../emissions/units/unit.js';
import type { AnswerRow } from './answer-row.js';
import type { AnswersState } from './answers.state.js';
import { type Cells, missingRequired } from './row-assessment.js';

interface MonthTotals {
  /** kWh of the green-energy certificates dated in the month. */
  readonly certifiedKwh: number;
  /** kWh of the complete electricity rows of the month: the base the certificates are shared over. */
  readonly electricityKwh: number;
}

// A sheet state is immutable (evolve returns a new object), so totals computed once per state stay true and
// evaluating a sheet of n rows stays linear instead of re-reading every row for every electricity row.
const TOTALS = new WeakMap<AnswersState, ReadonlyMap<string, MonthTotals>>();

/** An energy amount in kWh, or null when the amount or unit is missing or not energy. */
export function kwhOf(quantity: unknown, unit: unknown): number | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0 || !isUnit(unit))
    return null;
  const scale = unitScale(unit, 'kWh');
  return typeof scale === 'number' ? quantity * scale : null;
}

function rowKwh(row: AnswerRow): { certificate: number; electricity: number } {
  const cells: Cells = row.values;
  if (row.table === TABLES.greenEnergy.key && missingRequired(TABLES.greenEnergy, cells).length === 0)
    return { certificate: kwhOf(cells['purchasedAmount'], cells['unit']) ?? 0, electricity: 0 };
  if (row.table === TABLES.electricity.key && missingRequired(TABLES.electricity, cells).length === 0)
    return { certificate: 0, electricity: kwhOf(cells['consumption'], cells['unit']) ?? 0 };
  return { certificate: 0, electricity: 0 };
}

function totalsOf(sheet: AnswersState): ReadonlyMap<string, MonthTotals> {
  const cached = TOTALS.get(sheet);
  if (cached) return cached;
  const totals = new Map<string, MonthTotals>();
  for (const row of sheet.rows.values()) {
    const { certificate, electricity } = rowKwh(row);
    if (certificate === 0 && electricity === 0) continue;
    const month = totals.get(row.period) ?? { certifiedKwh: 0, electricityKwh: 0 };
    totals.set(row.period, {
      certifiedKwh: month.certifiedKwh + certificate,
      electricityKwh: month.electricityKwh + electricity,
    });
  }
  TOTALS.set(sheet, totals);
  return totals;
}

/**
 * kWh of certificates that cover one electricity row: the month's certificates shared over the month's
 * electricity rows in proportion to their kWh, so the rows' market-based figures add up to the month's
 * (the engine caps each row's share at its own consumption).
 */
export function certifiedKwhForRow(sheet: AnswersState, period: string, kwh: number): number {
  const month = totalsOf(sheet).get(period);
  if (!month || month.electricityKwh <= 0 || month.certifiedKwh <= 0) return 0;
  return (month.certifiedKwh * kwh) / month.electricityKwh;
}

/** One complete certificate row of a month, as the market-based working cites it. */
export interface MonthCertificate {
  readonly rowId: string;
  readonly certificate: string;
  readonly amount: number;
  readonly unit: string;
  readonly kwh: number;
}

/** The month's complete certificate rows in the sheet's order: what `certifiedKwhForRow` shares out. */
export function certificatesOfMonth(sheet: AnswersState, period: string): MonthCertificate[] {
  const out: MonthCertificate[] = [];
  for (const row of sheet.rows.values()) {
    if (row.period !== period || row.table !== TABLES.greenEnergy.key) continue;
    const { certificate } = rowKwh(row);
    if (certificate <= 0) continue;
    const cells: Cells = row.values;
    out.push({
      rowId: row.rowId,
      certificate: typeof cells['certificate'] === 'string' ? cells['certificate'] : '',
      amount: typeof cells['purchasedAmount'] === 'number' ? cells['purchasedAmount'] : 0,
      unit: typeof cells['unit'] === 'string' ? cells['unit'] : '',
      kwh: certificate,
    });
  }
  return out;
}
