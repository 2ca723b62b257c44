import { type Label } from '../catalogue/labelled.js';
import { type FactorRef } from '../factors/factor-ref.js';

export type CalculationMethod =
  | 'fuel-based'
  | 'distance-based'
  | 'refrigerant-leakage'
  | 'location-based'
  | 'heat-supplied'
  | 'on-site-renewable'
  | 'passenger-distance'
  | 'car-trips'
  | 'hotel-room-nights'
  | 'freight-tonne-km'
  | 'waste-type-specific'
  | 'average-data-mass'
  | 'per-piece'
  | 'water-volume'
  | 'floor-area'
  | 'spend-based'
  | 'supplier-specific'
  | 'custom-factor'
  | 'well-to-tank';

/** primary: the user's or supplier's own figure; secondary: a library factor; estimated: a proxy or spend. */
export type DataQuality = 'primary' | 'secondary' | 'estimated';

export type MarketBasis =
  | 'supplier-factor'
  | 'certificates'
  | 'supplier-factor-and-certificates'
  | 'certificates-and-location-fallback'
  | 'location-fallback-no-residual-mix';

/** Scope 2 dual reporting: location-based (grid average) and market-based (contracts and certificates). */
export interface Scope2Result {
  readonly locationBasedKg: number;
  readonly marketBasedKg: number;
  readonly marketBasis: MarketBasis;
  readonly certifiedKwh: number;
}

/**
 * Emissions of one row, in kg. co2Kg/ch4Kg/n2oKg are masses of each gas (CO2e contribution ÷ AR5 GWP),
 * null where the factor has no gas split.
 */
export interface EmissionResult {
  readonly ok: true;
  readonly co2eKg: number;
  readonly co2Kg: number | null;
  readonly ch4Kg: number | null;
  readonly n2oKg: number | null;
  readonly method: CalculationMethod;
  readonly factorRef: FactorRef;
  readonly dataQuality: DataQuality;
  readonly scope2: Scope2Result | null;
  /** On-site renewable generation, reported separately and never netted off. */
  readonly renewableKwh: number | null;
}

export type CalculationErrorCode =
  | 'UNIT_INCOMPATIBLE'
  | 'FACTOR_NOT_FOUND'
  | 'INVALID_QUANTITY'
  | 'CUSTOM_FACTOR_INCOMPLETE'
  | 'COUNTRY_REQUIRED'
  | 'MISSING_DATA'
  | 'FUEL_NOT_FOR_ITEM'
  | 'UNIT_NOT_FOR_FUEL'
  | 'CABIN_NOT_FOR_HAUL'
  | 'UNKNOWN_ROW_KIND';

export const ERROR_CODES: readonly CalculationErrorCode[] = [
  'UNIT_INCOMPATIBLE',
  'FACTOR_NOT_FOUND',
  'INVALID_QUANTITY',
  'CUSTOM_FACTOR_INCOMPLETE',
  'COUNTRY_REQUIRED',
  'MISSING_DATA',
  'FUEL_NOT_FOR_ITEM',
  'UNIT_NOT_FOR_FUEL',
  'CABIN_NOT_FOR_HAUL',
  'UNKNOWN_ROW_KIND',
];

export interface CalculationError {
  readonly ok: false;
  readonly code: CalculationErrorCode;
  readonly message: Label;
  readonly detail: string;
}

export type CalculationOutcome = EmissionResult | CalculationError;

const MESSAGES: Readonly<Record<CalculationErrorCode, Label>> = {
  UNIT_INCOMPATIBLE: {
    pl: 'Jednostka nie pasuje do tego rodzaju danych',
    en: 'The unit does not fit this kind of data',
  },
  FACTOR_NOT_FOUND: {
    pl: 'Brak wskaźnika emisji dla tych danych',
    en: 'No emission factor for this data',
  },
  INVALID_QUANTITY: {
    pl: 'Podaj liczbę nieujemną',
    en: 'Enter a non-negative number',
  },
  CUSTOM_FACTOR_INCOMPLETE: {
    pl: 'Uzupełnij nazwę, wskaźnik i jednostkę',
    en: 'Fill in the name, factor and unit',
  },
  COUNTRY_REQUIRED: {
    pl: 'Wybierz kraj',
    en: 'Choose a country',
  },
  MISSING_DATA: {
    pl: 'Brakuje danych do obliczenia',
    en: 'Data needed for the calculation is missing',
  },
  FUEL_NOT_FOR_ITEM: {
    pl: 'Ten rodzaj pojazdu lub urządzenia nie spala wybranego paliwa',
    en: 'This vehicle or equipment type does not burn the chosen fuel',
  },
  UNIT_NOT_FOR_FUEL: {
    pl: 'Źródło wskaźników nie podaje tego paliwa w wybranej jednostce',
    en: 'The factor source does not give this fuel in the chosen unit',
  },
  CABIN_NOT_FOR_HAUL: {
    pl: 'Źródło wskaźników nie podaje tej klasy podróży dla tego rodzaju lotu',
    en: 'The factor source does not give this cabin class for this kind of flight',
  },
  UNKNOWN_ROW_KIND: {
    pl: 'Nieznany rodzaj danych',
    en: 'Unknown kind of data',
  },
};

/** Cells that cannot make an activity at all (a custom factor that was deleted, a table of another section). */
export const INVALID_ROW_REASON: Label = {
  pl: 'Danych z tego wiersza nie da się przeliczyć: popraw wybrane wartości',
  en: 'The data of this row cannot be calculated: correct the chosen values',
};

/**
 * The reason shown beside 'Error - data to fix' for a stored error code, in both languages; a code this version
 * does not know (an older projection) still gets a reason, never a bare code.
 */
export function errorReasonOf(code: string): Label {
  return (MESSAGES as Readonly<Record<string, Label>>)[code] ?? INVALID_ROW_REASON;
}

export function calculationError(code: CalculationErrorCode, detail: string): CalculationError {
  return { ok: false, code, message: MESSAGES[code], detail };
}
