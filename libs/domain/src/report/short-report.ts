import type { Label } from '../emissions/catalogue/labelled.js';
import type { SectionKey } from '../emissions/catalogue/section-keys.js';
import { SECTIONS } from '../emissions/catalogue/sections.js';
import type { ReportPeriod } from './report-period.js';

export type ReportScopeKey = 'scope1' | 'scope2' | 'scope3';
const SCOPE_KEYS: readonly ReportScopeKey[] = ['scope1', 'scope2', 'scope3'];

/**
 * The figures of the period as the dashboard computes them (charts-data `table`: kg CO2e per scope and per
 * section). Only what the report shows is named here, so the dashboard's answer is passed in as it is.
 */
export interface ShortReportFigures {
  table: Record<
    ReportScopeKey,
    { summary: { co2e: number }; categories: Record<string, { summary: { co2e: number } }> }
  >;
  scope2Method: 'location' | 'market';
  /** Scope 2 under both methods (kg), whatever method `table` follows: the dual report. */
  scope2Totals: { location: number; market: number };
}

export interface ShortReportInput {
  organizationName: string;
  period: ReportPeriod;
  figures: ShortReportFigures;
  /** Initial questions: number of employees and annual revenue in EUR; null or 0 when not answered. */
  employees: number | null;
  annualRevenueEur: number | null;
  /** When the report was made (ISO instant), printed on it. */
  generatedAt: string;
  /**
   * Locations as departments: the same period's emissions by the location rows name (kg), every location of the
   * organization listed, and the rest that names none. Absent: the breakdown is not asked for.
   */
  locations?: { locations: { locationId: string; name: string; co2eKg: number }[]; unassignedCo2eKg: number };
}

/** One line of the location breakdown; the 'no location' bucket has locationId and name null. */
export interface ShortReportLocation {
  locationId: string | null;
  name: string | null;
  tonnes: number;
  /** Share of the whole footprint, 0-100. */
  share: number;
}

export interface ShortReportSection {
  section: string;
  /** The catalogue's name; the key itself for a section the catalogue no longer has. */
  label: Label;
  tonnes: number;
  /** Share of the whole footprint, 0-100. */
  share: number;
}

export interface ShortReportScope {
  scope: ReportScopeKey;
  tonnes: number;
  share: number;
  sections: ShortReportSection[];
}

/** Everything the short PDF prints, in tonnes CO2e; what a test checks instead of reading the PDF's drawing. */
export interface ShortReportContent {
  organizationName: string;
  period: ReportPeriod;
  generatedAt: string;
  scope2Method: 'location' | 'market';
  /** GHG Protocol Scope 2 dual reporting: both methods side by side, in tonnes. */
  scope2Tonnes: { location: number; market: number };
  totalTonnes: number;
  /** null when the profile gives no employees or revenue (the dashboard's 'insufficient data'). */
  perEmployeeTonnes: number | null;
  perThousandEurTonnes: number | null;
  scopes: ShortReportScope[];
  /** Largest location first, the 'no location' bucket last; empty when the organization has no location. */
  locations: ShortReportLocation[];
}

const LABELS = new Map<string, Label>(SECTIONS.map((s) => [s.key, s.label]));
export const sectionLabelOf = (section: SectionKey | string): Label =>
  LABELS.get(section) ?? { pl: section, en: section };

const tonnesOf = (kg: number) => kg / 1000;
const shareOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/**
 * The short report of a period: the total, the dashboard's two per-unit totals (per employee; per 1000 EUR of
 * revenue), and each scope with its sections, largest first. Every scope is listed, an empty one with zero.
 */
export function assembleShortReport(input: ShortReportInput): ShortReportContent {
  const totalKg = SCOPE_KEYS.reduce((sum, key) => sum + input.figures.table[key].summary.co2e, 0);
  const totalTonnes = tonnesOf(totalKg);
  const scopes = SCOPE_KEYS.map((scope): ShortReportScope => {
    const { summary, categories } = input.figures.table[scope];
    const sections = Object.entries(categories)
      .map(([section, c]) => ({
        section,
        label: sectionLabelOf(section),
        tonnes: tonnesOf(c.summary.co2e),
        share: shareOf(c.summary.co2e, totalKg),
      }))
      .sort((a, b) => b.tonnes - a.tonnes || (a.section < b.section ? -1 : 1));
    return { scope, tonnes: tonnesOf(summary.co2e), share: shareOf(summary.co2e, totalKg), sections };
  });
  const { employees, annualRevenueEur } = input;
  return {
    organizationName: input.organizationName,
    period: input.period,
    generatedAt: input.generatedAt,
    scope2Method: input.figures.scope2Method,
    scope2Tonnes: {
      location: tonnesOf(input.figures.scope2Totals.location),
      market: tonnesOf(input.figures.scope2Totals.market),
    },
    totalTonnes,
    perEmployeeTonnes: employees && employees > 0 ? totalTonnes / employees : null,
    perThousandEurTonnes:
      annualRevenueEur && annualRevenueEur > 0 ? (totalTonnes * 1000) / annualRevenueEur : null,
    scopes,
    locations: locationBreakdown(input.locations, totalKg),
  };
}

function locationBreakdown(input: ShortReportInput['locations'], totalKg: number): ShortReportLocation[] {
  if (!input || input.locations.length === 0) return [];
  const line = (locationId: string | null, name: string | null, kg: number): ShortReportLocation => ({
    locationId,
    name,
    tonnes: tonnesOf(kg),
    share: shareOf(kg, totalKg),
  });
  return [
    ...[...input.locations]
      .sort((a, b) => b.co2eKg - a.co2eKg || a.name.localeCompare(b.name, 'pl', { sensitivity: 'base' }))
      .map((l) => line(l.locationId, l.name, l.co2eKg)),
    line(null, null, input.unassignedCo2eKg),
  ];
}
