import { type Label } from '../../emissions/catalogue/labelled.js';
import { type B3Climate } from './b3-climate.js';

/**
 * One reported number as the VSME climate section lays it out: `id` is the paragraph of the VSME standard
 * (EFRAG, December 2024: basic module B3, comprehensive module C3) the number answers, so a bank's template can be
 * filled by id (docs/methodology.md, "VSME datapoint ids").
 */
export interface VsmeDatapoint {
  readonly id: string;
  readonly label: Label;
  readonly value: number | null;
  readonly unit: 'MWh' | 't CO2e' | 't CO2e / EUR' | 'year' | '%';
}

const dp = (id: string, pl: string, en: string, value: number | null, unit: VsmeDatapoint['unit']) => ({
  id,
  label: { pl, en },
  value,
  unit,
});

/** The B3 datapoints of a year, in the standard's order. A null value is "not available" (no turnover). */
export function b3Datapoints(b3: B3Climate): readonly VsmeDatapoint[] {
  const { energy, emissions, intensity } = b3;
  return [
    dp('B3-29', 'Całkowite zużycie energii', 'Total energy consumption', energy.totalMwh, 'MWh'),
    dp('B3-29-renewable', 'w tym odnawialna', 'of which renewable', energy.renewableMwh, 'MWh'),
    dp('B3-29-non-renewable', 'w tym nieodnawialna', 'of which non-renewable', energy.nonRenewableMwh, 'MWh'),
    dp('B3-29a', 'Paliwa', 'Fuels', energy.byCarrier.fuel.totalMwh, 'MWh'),
    dp('B3-29a-renewable', 'Paliwa odnawialne', 'Renewable fuels', energy.byCarrier.fuel.renewableMwh, 'MWh'),
    dp('B3-29b', 'Energia elektryczna', 'Electricity', energy.byCarrier.electricity.totalMwh, 'MWh'),
    dp(
      'B3-29b-renewable',
      'Energia elektryczna odnawialna',
      'Renewable electricity',
      energy.byCarrier.electricity.renewableMwh,
      'MWh',
    ),
    dp('B3-29c', 'Ciepło zakupione', 'Purchased heat', energy.byCarrier.heat.totalMwh, 'MWh'),
    dp('B3-30a', 'Emisje brutto zakresu 1', 'Gross Scope 1 emissions', emissions.scope1Tonnes, 't CO2e'),
    dp(
      'B3-30b',
      'Emisje zakresu 2 (metoda lokalizacyjna)',
      'Scope 2 emissions (location-based)',
      emissions.scope2LocationTonnes,
      't CO2e',
    ),
    dp(
      'B3-30b-market',
      'Emisje zakresu 2 (metoda rynkowa)',
      'Scope 2 emissions (market-based)',
      emissions.scope2MarketTonnes,
      't CO2e',
    ),
    dp(
      'B3-31',
      'Intensywność emisji (zakres 1 + 2, lokalizacyjna) na euro przychodu',
      'GHG intensity (Scope 1 + 2, location-based) per euro of turnover',
      intensity?.locationTonnesPerEur ?? null,
      't CO2e / EUR',
    ),
    dp(
      'B3-31-market',
      'Intensywność emisji (zakres 1 + 2, rynkowa) na euro przychodu',
      'GHG intensity (Scope 1 + 2, market-based) per euro of turnover',
      intensity?.marketTonnesPerEur ?? null,
      't CO2e / EUR',
    ),
  ];
}
