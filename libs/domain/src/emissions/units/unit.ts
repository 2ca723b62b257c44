/**
 * Units of activity data. Every unit belongs to one dimension; values only convert inside a dimension,
 * so a mismatch is a typed error instead of a silently wrong number.
 */
export const UNITS = [
  'kWh',
  'MWh',
  'GJ',
  'litres',
  'm3',
  'kg',
  'tonnes',
  'Mg',
  'km',
  'passenger.km',
  'tonne.km',
  'room-night',
  'pieces',
  'm2',
  'PLN',
  'EUR',
] as const;
export type Unit = (typeof UNITS)[number];

export type Dimension =
  | 'energy'
  | 'volume'
  | 'mass'
  | 'distance'
  | 'passenger-distance'
  | 'freight-distance'
  | 'lodging'
  | 'count'
  | 'area'
  | 'money-pln'
  | 'money-eur';

interface UnitDefinition {
  readonly dimension: Dimension;
  /** How many base units of the dimension one unit is (kWh, litres, kg, km, …). */
  readonly toBase: number;
}

// Currencies are separate dimensions: PLN→EUR needs a dated exchange rate, which is factor data, not a unit fact.
const DEFINITIONS: Readonly<Record<Unit, UnitDefinition>> = withoutPrototype({
  kWh: { dimension: 'energy', toBase: 1 },
  MWh: { dimension: 'energy', toBase: 1000 },
  GJ: { dimension: 'energy', toBase: 1e9 / 3.6e6 },
  litres: { dimension: 'volume', toBase: 1 },
  m3: { dimension: 'volume', toBase: 1000 },
  kg: { dimension: 'mass', toBase: 1 },
  tonnes: { dimension: 'mass', toBase: 1000 },
  Mg: { dimension: 'mass', toBase: 1000 },
  km: { dimension: 'distance', toBase: 1 },
  'passenger.km': { dimension: 'passenger-distance', toBase: 1 },
  'tonne.km': { dimension: 'freight-distance', toBase: 1 },
  'room-night': { dimension: 'lodging', toBase: 1 },
  pieces: { dimension: 'count', toBase: 1 },
  m2: { dimension: 'area', toBase: 1 },
  PLN: { dimension: 'money-pln', toBase: 1 },
  EUR: { dimension: 'money-eur', toBase: 1 },
});

// A prototype-free table lets `isUnit` be one property read: 'toString' or '__proto__' are not units.
function withoutPrototype<T extends object>(table: T): T {
  return Object.assign(Object.create(null) as T, table);
}

export function isUnit(value: unknown): value is Unit {
  return (
    typeof value === 'string' &&
    (DEFINITIONS as Record<string, UnitDefinition | undefined>)[value] !== undefined
  );
}

export function dimensionOf(unit: Unit): Dimension {
  return DEFINITIONS[unit].dimension;
}

export function unitsOfDimension(dimension: Dimension): readonly Unit[] {
  return UNITS.filter((unit) => DEFINITIONS[unit].dimension === dimension);
}

export interface UnitError {
  readonly code: 'UNIT_INCOMPATIBLE';
  readonly from: Unit;
  readonly to: Unit;
  /** 'unknown' when the value is not a unit at all (untyped input). */
  readonly fromDimension: Dimension | 'unknown';
  readonly toDimension: Dimension | 'unknown';
}

/** Multiplier that turns a value in `from` into a value in `to`, or a typed error across dimensions. */
export function unitScale(from: Unit, to: Unit): number | UnitError {
  const source = isUnit(from) ? DEFINITIONS[from] : undefined;
  const target = isUnit(to) ? DEFINITIONS[to] : undefined;
  if (!source || !target || source.dimension !== target.dimension) {
    return {
      code: 'UNIT_INCOMPATIBLE',
      from,
      to,
      fromDimension: source?.dimension ?? 'unknown',
      toDimension: target?.dimension ?? 'unknown',
    };
  }
  return from === to ? 1 : source.toBase / target.toBase;
}

export type Conversion =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly error: UnitError };

export function convertUnit(value: number, from: Unit, to: Unit): Conversion {
  const scale = unitScale(from, to);
  return typeof scale === 'number' ? { ok: true, value: value * scale } : { ok: false, error: scale };
}
