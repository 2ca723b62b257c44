import type { ScopeNumberKey } from './charts-data.view.js';

/** Where a factor comes from, as an auditor cites it (publisher, table, row id, years, GWP set). */
export interface FactorCitationView {
  factorId: string;
  label: string;
  /** kg CO2e per `unit`; null for the organization's own factor when only its text is known. */
  value: number | null;
  unit: string | null;
  publisher: string;
  table: string;
  sourceRowId: string;
  publicationYear: number | null;
  dataYear: number | null;
  gwpSet: string | null;
  estimated: boolean;
  /** The organization's own factor (custom fuel, provider, refrigerant). */
  own: boolean;
}

/** One activity of the row: quantity (in the factor's unit) × factor = kg. */
export interface WorkingStepView {
  activityKind: string;
  entered: { value: number; unit: string } | null;
  quantity: number | null;
  factor: FactorCitationView;
  kg: number;
}

export interface CertificateCitationView {
  rowId: string;
  certificate: string;
  amount: number;
  unit: string;
  coveredKwh: number;
}

/** Scope 2 dual reporting of one line. */
export interface Scope2WorkingView {
  kwh: number;
  location: { perKwh: number; kg: number; factor: FactorCitationView };
  market: {
    basis: string;
    certificates: CertificateCitationView[];
    certifiedKwh: number;
    uncoveredKwh: number;
    /** 'supplier' or 'location-fallback-no-residual-mix' (no residual mix in the factor library). */
    uncoveredBasis: string;
    perKwh: number | null;
    factor: FactorCitationView;
    kg: number;
  };
}

/** An event that produced the row: who (named as at the time), when, what. */
export interface WorkingEventView {
  occurredAt: string;
  actorName: string;
  eventType: string;
  field: string | null;
  /** For the details panel: the event's id and log position. */
  eventId: string;
  position: string;
}

/** One emission line with the working behind it (drill-down's last level). */
export interface EmissionLineWorkingView {
  questionId: string;
  rowId: string;
  period: string;
  scope: ScopeNumberKey;
  category: string;
  subCategory: string;
  item: string | null;
  co2eKg: number;
  locationBasedKg: number | null;
  marketBasedKg: number | null;
  method: string;
  dataQuality: string;
  factorSetVersion: string;
  /** Null when the row can no longer be worked out with the current factor set (never expected). */
  working: {
    steps: WorkingStepView[];
    scope2: Scope2WorkingView | null;
    kg: number;
  } | null;
  events: WorkingEventView[];
}
