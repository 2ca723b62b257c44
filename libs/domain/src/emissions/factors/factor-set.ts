import { findCountry } from '../catalogue/countries.js';
import { dimensionOf, isUnit, type Dimension, type Unit } from '../units/unit.js';
import { type EmissionFactor, type FactorLevel } from './emission-factor.js';
import { type FactorRef } from './factor-ref.js';

/** A factor chosen for a request, with its provenance precomputed so calculation allocates nothing. */
export interface ResolvedFactor {
  readonly factor: EmissionFactor;
  readonly ref: FactorRef;
}

export interface ExchangeRate {
  readonly plnPerEur: number;
  readonly year: number;
  readonly source: string;
}

export interface FactorQuery {
  readonly activity: string;
  readonly unit: Unit;
  /** ISO 3166-1 alpha-2; null when the activity does not depend on the country (fuel chemistry). */
  readonly country: string | null;
  /** Reporting year; a set holds one edition, so the year only selects among values if several exist. */
  readonly year?: number;
}

/** Below supplier level (which only a row can bring), the library is searched in this order. */
export const LIBRARY_FALLBACK_ORDER: readonly FactorLevel[] = ['national', 'regional', 'world'];

const NO_COUNTRY = '';

export class FactorSet {
  private readonly byActivity = new Map<string, Map<Dimension, EmissionFactor[]>>();
  private readonly resolved = new Map<string, Map<Dimension, Map<string, ResolvedFactor | null>>>();
  private readonly byIdIndex: ReadonlyMap<string, EmissionFactor>;

  constructor(
    readonly version: string,
    readonly factors: readonly EmissionFactor[],
    readonly exchangeRate: ExchangeRate,
  ) {
    this.byIdIndex = new Map(factors.map((f) => [f.id, f]));
    for (const factor of factors) {
      let dims = this.byActivity.get(factor.activity);
      if (!dims) this.byActivity.set(factor.activity, (dims = new Map()));
      const dimension = dimensionOf(factor.unit);
      const list = dims.get(dimension);
      if (list) list.push(factor);
      else dims.set(dimension, [factor]);
    }
  }

  byId(id: string): EmissionFactor | undefined {
    return this.byIdIndex.get(id);
  }

  activities(): readonly string[] {
    return [...this.byActivity.keys()];
  }

  /** Public lookup by activity, unit, country and year. */
  lookup(query: FactorQuery): ResolvedFactor | undefined {
    if (!isUnit(query.unit)) return undefined;
    const candidates = this.byActivity.get(query.activity)?.get(dimensionOf(query.unit));
    if (!candidates) return undefined;
    const pool = query.year === undefined ? candidates : latestNotAfter(candidates, query.year);
    return this.walk(pool, query.country) ?? undefined;
  }

  /**
   * Hot path for calculation: memoised per (activity, dimension, country); the first call for a combination
   * walks the fallback order, later calls are two map reads.
   */
  resolve(activity: string, dimension: Dimension, country: string | null): ResolvedFactor | null {
    let dims = this.resolved.get(activity);
    if (!dims) this.resolved.set(activity, (dims = new Map()));
    let byCountry = dims.get(dimension);
    if (!byCountry) dims.set(dimension, (byCountry = new Map()));
    const key = country ?? NO_COUNTRY;
    const hit = byCountry.get(key);
    if (hit !== undefined) return hit;
    const candidates = this.byActivity.get(activity)?.get(dimension);
    const found = candidates ? this.walk(candidates, country) : null;
    byCountry.set(key, found);
    return found;
  }

  private walk(candidates: readonly EmissionFactor[], country: string | null): ResolvedFactor | null {
    const tried: FactorLevel[] = [];
    for (const level of LIBRARY_FALLBACK_ORDER) {
      const match = candidates.find((f) => matches(f, level, country));
      if (match) return { factor: match, ref: refOf(this.version, match, level, tried) };
      // A level is only "tried" when the request could have matched it.
      if (level === 'world' || country !== null) tried.push(level);
    }
    return null;
  }
}

function matches(factor: EmissionFactor, level: FactorLevel, country: string | null): boolean {
  const g = factor.geography;
  if (g.level !== level) return false;
  if (g.level === 'national') return country !== null && g.country === country;
  if (g.level === 'regional') return country !== null && (findCountry(country)?.eu ?? false);
  return true;
}

function latestNotAfter(candidates: readonly EmissionFactor[], year: number): EmissionFactor[] {
  const eligible = candidates.filter((f) => f.dataYear <= year);
  return eligible.length > 0 ? eligible : [...candidates];
}

export function refOf(
  version: string,
  factor: EmissionFactor,
  level: FactorLevel,
  fallbackFrom: readonly FactorLevel[],
): FactorRef {
  return {
    factorId: factor.id,
    factorSetVersion: version,
    source: factor.source,
    publicationYear: factor.publicationYear,
    sourceRowId: factor.sourceRowId,
    level,
    fallbackFrom,
    estimated: factor.estimated,
  };
}
