import { calculate } from '../emissions/calculate/calculate.js';
import type { EmissionResult, MarketBasis } from '../emissions/calculate/result.js';
import type { ActivityRow } from '../emissions/calculate/rows.js';
import type { SectionKey } from '../emissions/catalogue/section-keys.js';
import type { FactorRef } from '../emissions/factors/factor-ref.js';
import type { FactorSet } from '../emissions/factors/factor-set.js';
import { FACTOR_SOURCES } from '../emissions/factors/sources.js';
import type { AnswerRow } from './answer-row.js';
import type { AnswersState } from './answers.state.js';
import { certificatesOfMonth, kwhOf } from './certificate-allocation.js';
import { assessRow } from './row-activity.js';

/** Where a factor comes from, as an auditor cites it: publisher, table, row, years and GWP set. */
export interface FactorCitation {
  readonly factorId: string;
  readonly label: string;
  /** kg CO2e per `unit`; null for the organization's own factor when only its text is known. */
  readonly value: number | null;
  /** The activity unit the value is per (kWh, litres, passenger.km …). */
  readonly unit: string | null;
  readonly publisher: string;
  readonly table: string;
  readonly sourceRowId: string;
  readonly publicationYear: number | null;
  readonly dataYear: number | null;
  readonly gwpSet: string | null;
  readonly estimated: boolean;
  /** True when the factor is the organization's own (custom fuel, provider, refrigerant). */
  readonly own: boolean;
}

/** One activity of a row with its factor: quantity × factor = kg. */
export interface WorkingStep {
  /** What the calculation took from the row ('electricity', 'travel', 'hotel' …). */
  readonly activityKind: string;
  /** The amount as entered (with its unit), when the activity has one. */
  readonly entered: { readonly value: number; readonly unit: string } | null;
  /** The amount in the factor's unit: what multiplies the factor (kg ÷ factor for derived activities). */
  readonly quantity: number | null;
  readonly factor: FactorCitation;
  readonly kg: number;
}

/** A guarantee of origin cited on the market-based line it reduces. */
export interface CertificateCitation {
  readonly rowId: string;
  readonly certificate: string;
  readonly amount: number;
  readonly unit: string;
  /** kWh of this certificate allotted to the line (the month's certificates shared by kWh over its electricity). */
  readonly coveredKwh: number;
}

/**
 * The factor of the market-based uncovered part: the supplier's own factor, or (no residual mix in the library) the
 * location-based factor, said as such.
 */
export type UncoveredFactorBasis = 'supplier' | 'location-fallback-no-residual-mix';

/** Scope 2 dual reporting of one line: both methods with their numbers. */
export interface Scope2Working {
  readonly kwh: number;
  readonly location: { readonly perKwh: number; readonly kg: number; readonly factor: FactorCitation };
  readonly market: {
    readonly basis: MarketBasis;
    readonly certificates: readonly CertificateCitation[];
    readonly certifiedKwh: number;
    readonly uncoveredKwh: number;
    readonly uncoveredBasis: UncoveredFactorBasis;
    /** kg CO2e per kWh of the uncovered part; null when nothing is uncovered. */
    readonly perKwh: number | null;
    readonly factor: FactorCitation;
    readonly kg: number;
  };
}

export interface RowWorking {
  readonly steps: readonly WorkingStep[];
  readonly scope2: Scope2Working | null;
  /** Sum of the steps (the line's co2e, location-based for Scope 2). */
  readonly kg: number;
}

/** The activity amount as entered, for the kinds that have one. */
function enteredOf(activity: ActivityRow): WorkingStep['entered'] {
  const a = activity as unknown as Record<string, unknown>;
  if (typeof a['quantity'] === 'number' && typeof a['unit'] === 'string')
    return { value: a['quantity'], unit: a['unit'] };
  if (typeof a['distanceKm'] === 'number') return { value: a['distanceKm'], unit: 'km' };
  if (typeof a['mass'] === 'number' && typeof a['massUnit'] === 'string')
    return { value: a['mass'], unit: a['massUnit'] };
  if (typeof a['kWh'] === 'number') return { value: a['kWh'], unit: 'kWh' };
  if (typeof a['amount'] === 'number' && typeof a['currency'] === 'string')
    return { value: a['amount'], unit: a['currency'] };
  if (typeof a['count'] === 'number') return { value: a['count'], unit: 'pcs' };
  if (typeof a['areaM2'] === 'number') return { value: a['areaM2'], unit: 'm2' };
  if (typeof a['nights'] === 'number') return { value: a['nights'], unit: 'room-nights' };
  return null;
}

/** Cites a factor of the set by its reference; the organization's own factor by its text. */
export function citeFactor(ref: FactorRef, set: FactorSet): FactorCitation {
  if (ref.source === 'user') {
    const match = /^(-?[\d.]+(?:e-?\d+)?) kg CO2e\/(.+)$/.exec(ref.sourceRowId);
    return {
      factorId: ref.factorId,
      label: ref.factorId.replace(/^[a-z-]+:/, ''),
      value: match ? Number(match[1]) : null,
      unit: match ? match[2]! : null,
      publisher: '',
      table: '',
      sourceRowId: ref.sourceRowId,
      publicationYear: null,
      dataYear: null,
      gwpSet: null,
      estimated: ref.estimated,
      own: true,
    };
  }
  const factor = set.byId(ref.factorId);
  const source = FACTOR_SOURCES[ref.source];
  return {
    factorId: ref.factorId,
    label: factor?.label ?? ref.factorId,
    value: factor?.kgCo2ePerUnit ?? null,
    unit: factor?.unit ?? null,
    publisher: source.publisher,
    table: source.title,
    sourceRowId: ref.sourceRowId,
    publicationYear: ref.publicationYear,
    dataYear: factor?.dataYear ?? null,
    gwpSet: factor?.gwpBasis ?? null,
    estimated: ref.estimated,
    own: false,
  };
}

function stepOf(activity: ActivityRow, result: EmissionResult, set: FactorSet): WorkingStep {
  const factor = citeFactor(result.factorRef, set);
  const quantity = factor.value !== null && factor.value !== 0 ? result.co2eKg / factor.value : null;
  return { activityKind: activity.kind, entered: enteredOf(activity), quantity, factor, kg: result.co2eKg };
}

function scope2Of(
  activity: ActivityRow,
  result: EmissionResult,
  row: AnswerRow,
  sheet: AnswersState,
  set: FactorSet,
): Scope2Working | null {
  const s2 = result.scope2;
  if (!s2 || (activity.kind !== 'electricity' && activity.kind !== 'heat')) return null;
  const kwh = kwhOf(activity.quantity, activity.unit) ?? 0;
  const own = result.factorRef.source === 'user';
  // A supplier's heat factor is the line's own: the location-based figure is the country default's.
  const locationRef = own ? set.resolve('heat.district', 'energy', activity.country)?.ref : result.factorRef;
  const locationFactor = locationRef ? citeFactor(locationRef, set) : citeFactor(result.factorRef, set);
  const uncoveredKwh = Math.max(0, kwh - s2.certifiedKwh);
  const supplier = activity.provider !== null;
  const marketFactor: FactorCitation = supplier
    ? {
        ...citeFactor(result.factorRef, set),
        factorId: `provider:${activity.provider!.name}`,
        label: activity.provider!.name,
        value: activity.provider!.kgCo2ePerUnit,
        unit: activity.provider!.unit,
        own: true,
        publisher: '',
        table: '',
        sourceRowId: `${activity.provider!.kgCo2ePerUnit} kg CO2e/${activity.provider!.unit}`,
        publicationYear: null,
        dataYear: null,
        gwpSet: null,
      }
    : locationFactor;
  const certificates =
    activity.kind === 'electricity' && s2.certifiedKwh > 0 ? certificatesOfMonth(sheet, row.period) : [];
  const monthCertified = certificates.reduce((sum, c) => sum + c.kwh, 0);
  return {
    kwh,
    location: {
      perKwh: kwh > 0 ? s2.locationBasedKg / kwh : 0,
      kg: s2.locationBasedKg,
      factor: locationFactor,
    },
    market: {
      basis: s2.marketBasis,
      certificates: certificates.map((c) => ({
        rowId: c.rowId,
        certificate: c.certificate,
        amount: c.amount,
        unit: c.unit,
        coveredKwh: monthCertified > 0 ? (c.kwh * s2.certifiedKwh) / monthCertified : 0,
      })),
      certifiedKwh: s2.certifiedKwh,
      uncoveredKwh,
      uncoveredBasis: supplier ? 'supplier' : 'location-fallback-no-residual-mix',
      perKwh: uncoveredKwh > 0 ? s2.marketBasedKg / uncoveredKwh : null,
      factor: marketFactor,
      kg: s2.marketBasedKg,
    },
  };
}

/**
 * How one row's emissions were worked out, recomputed from the row and its sheet with the same mappers and engine
 * as the read model (so the numbers are the line's): each activity's amount, factor with its citation, and kg;
 * for Scope 2 both methods, the certificates that reduce the market-based figure and the factor of the rest.
 * Null when the row has no emissions (incomplete, in error, a certificate itself).
 */
export function rowWorkingOf(
  sectionKey: SectionKey,
  row: AnswerRow,
  sheet: AnswersState,
  set: FactorSet,
): RowWorking | null {
  const assessment = assessRow(sectionKey, row, sheet);
  if (assessment.status !== 'ready') return null;
  const steps: WorkingStep[] = [];
  let scope2: Scope2Working | null = null;
  for (const activity of assessment.activities) {
    const outcome = calculate(activity, set);
    if (!outcome.ok) return null;
    steps.push(stepOf(activity, outcome, set));
    scope2 ??= scope2Of(activity, outcome, row, sheet, set);
  }
  return { steps, scope2, kg: steps.reduce((sum, s) => sum + s.kg, 0) };
}
