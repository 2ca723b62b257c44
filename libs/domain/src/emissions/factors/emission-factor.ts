import { type Unit } from '../units/unit.js';
import { type SourceId } from './sources.js';

/** Where a factor is valid; lookups walk supplier → national → regional → world. */
export type FactorLevel = 'supplier' | 'national' | 'regional' | 'world';

export type Geography =
  | { readonly level: 'national'; readonly country: string }
  | { readonly level: 'regional'; readonly region: 'EU' }
  | { readonly level: 'world' };

/**
 * One curated value of the factor library. Gas fields are the CO2e contribution of each gas per unit as the
 * source gives it (DESNZ columns "kg CO2e of CO2/CH4/N2O per unit"); null where the source gives no split.
 */
export interface EmissionFactor {
  readonly id: string;
  /** Activity key shared by every geography/unit variant, e.g. `fuel.diesel`, `electricity.grid`. */
  readonly activity: string;
  readonly label: string;
  readonly unit: Unit;
  readonly geography: Geography;
  readonly kgCo2ePerUnit: number;
  readonly co2KgCo2ePerUnit: number | null;
  readonly ch4KgCo2ePerUnit: number | null;
  readonly n2oKgCo2ePerUnit: number | null;
  readonly source: SourceId;
  readonly publicationYear: number;
  /** Year the underlying data describes, when it differs from publication (Ember, KOBiZE). */
  readonly dataYear: number;
  /** Row id in the source (DESNZ ID, EPA table/row, Ember country code, derivation note). */
  readonly sourceRowId: string;
  readonly gwpBasis: 'AR5';
  /** Licence of the value, inherited from its source (Ember-derived values are CC BY-SA 4.0). */
  readonly licence: string;
  /** True for proxies: a value from another country, an average, or a derivation with assumptions. */
  readonly estimated: boolean;
  readonly note?: string;
  /**
   * How a derived value follows from its source rows, numbers filled in (a mean of country rows, a unit
   * conversion, a mass × a material factor). Absent where the value is one source row's value as published.
   */
  readonly formula?: string;
}

/** A factor before its licence is attached from the source registry (used by the library build). */
export type FactorDraft = Omit<EmissionFactor, 'licence'>;
