import { type ShortReportFigures } from '../short-report.js';
import {
  type EnergyCarrier,
  type EnergyGap,
  type EnergyUse,
  isEnergyGap,
} from '../../emissions/calculate/energy-use.js';

/** MWh of one carrier (or of all), split as VSME B3 asks when the information is available. */
export interface EnergySplit {
  readonly totalMwh: number;
  readonly renewableMwh: number;
  readonly nonRenewableMwh: number;
}

export interface B3Energy extends EnergySplit {
  readonly byCarrier: Readonly<Record<EnergyCarrier, EnergySplit>>;
  /** Rows that consumed energy but give no kWh (a vehicle entered by distance): listed, never counted as 0. */
  readonly gaps: readonly EnergyGap[];
}

/** VSME B3 GHG figures in tonnes CO2e; Scope 2 under both methods (location-based is the headline). */
export interface B3Emissions {
  readonly scope1Tonnes: number;
  readonly scope2LocationTonnes: number;
  readonly scope2MarketTonnes: number;
  /** Scope 3 is optional in the basic module: given for completeness, not part of the intensity. */
  readonly scope3Tonnes: number;
  readonly scope1And2LocationTonnes: number;
  readonly scope1And2MarketTonnes: number;
}

/** GHG intensity per euro of turnover (t CO2e / EUR), both Scope 2 methods; null without a turnover. */
export interface B3Intensity {
  readonly locationTonnesPerEur: number;
  readonly marketTonnesPerEur: number;
}

export interface B3Climate {
  readonly energy: B3Energy;
  readonly emissions: B3Emissions;
  readonly intensity: B3Intensity | null;
}

export interface B3Input {
  /** The period's figures as the dashboard and the short report compute them (kg). */
  readonly figures: ShortReportFigures;
  /** The energy of every calculated row of the period (see energyOfActivity). */
  readonly energy: readonly (EnergyUse | EnergyGap)[];
  /** Annual turnover in EUR from the company profile; null or 0 when not answered. */
  readonly annualRevenueEur: number | null;
}

const CARRIERS: readonly EnergyCarrier[] = ['fuel', 'electricity', 'heat'];

function split(uses: readonly EnergyUse[]): EnergySplit {
  const kwh = uses.reduce((sum, u) => sum + u.kwh, 0);
  const renewableKwh = uses.reduce((sum, u) => sum + u.renewableKwh, 0);
  return {
    totalMwh: kwh / 1000,
    renewableMwh: renewableKwh / 1000,
    nonRenewableMwh: (kwh - renewableKwh) / 1000,
  };
}

/**
 * VSME basic module B3 (energy and GHG emissions): total energy in MWh by carrier and renewable share, gross
 * Scope 1, Scope 2 location- and market-based, and the GHG intensity of Scope 1 + 2 per euro of turnover.
 */
export function assembleB3Climate(input: B3Input): B3Climate {
  const uses = input.energy.filter((e): e is EnergyUse => !isEnergyGap(e));
  const gaps = input.energy.filter(isEnergyGap);
  const byCarrier = Object.fromEntries(
    CARRIERS.map((carrier) => [carrier, split(uses.filter((u) => u.carrier === carrier))]),
  ) as Record<EnergyCarrier, EnergySplit>;

  const { table, scope2Totals } = input.figures;
  const scope1Tonnes = table.scope1.summary.co2e / 1000;
  const scope2LocationTonnes = scope2Totals.location / 1000;
  const scope2MarketTonnes = scope2Totals.market / 1000;
  const emissions: B3Emissions = {
    scope1Tonnes,
    scope2LocationTonnes,
    scope2MarketTonnes,
    scope3Tonnes: table.scope3.summary.co2e / 1000,
    scope1And2LocationTonnes: scope1Tonnes + scope2LocationTonnes,
    scope1And2MarketTonnes: scope1Tonnes + scope2MarketTonnes,
  };
  const revenue = input.annualRevenueEur;
  const intensity =
    revenue !== null && revenue > 0
      ? {
          locationTonnesPerEur: emissions.scope1And2LocationTonnes / revenue,
          marketTonnesPerEur: emissions.scope1And2MarketTonnes / revenue,
        }
      : null;
  return { energy: { ...split(uses), byCarrier, gaps }, emissions, intensity };
}
