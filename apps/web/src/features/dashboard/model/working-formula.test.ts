import type { FactorCitationView, Scope2WorkingView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { factorText, locationFormula, marketFormula, stepFormula } from './working-formula';

const grid: FactorCitationView = {
  factorId: 'electricity.grid:kWh:PL',
  label: 'Electricity PL',
  value: 0.743,
  unit: 'kWh',
  publisher: 'KOBiZE',
  table: 'Wskaźniki',
  sourceRowId: 'PL 2023',
  publicationYear: 2024,
  dataYear: 2023,
  gwpSet: 'AR5',
  estimated: false,
  own: false,
};
const s2: Scope2WorkingView = {
  kwh: 1000,
  location: { perKwh: 0.743, kg: 743, factor: grid },
  market: {
    basis: 'certificates-and-location-fallback',
    certificates: [],
    certifiedKwh: 300,
    uncoveredKwh: 700,
    uncoveredBasis: 'location-fallback-no-residual-mix',
    perKwh: 0.743,
    factor: grid,
    kg: 520.1,
  },
};

describe('the working as text', () => {
  it('fills the formula with the numbers, in the page’s number format', () => {
    const step = {
      activityKind: 'electricity',
      entered: { value: 1000, unit: 'kWh' },
      quantity: 1000,
      factor: grid,
      kg: 743,
    };
    expect(stepFormula(step, 'en')).toBe('1,000 kWh × 0.743 kg CO2e/kWh = 743 kg CO2e');
    expect(stepFormula(step, 'pl')).toBe('1000 kWh × 0,743 kg CO2e/kWh = 743 kg CO2e');
  });

  it('writes both Scope 2 methods', () => {
    expect(locationFormula(s2, 'en')).toBe('1,000 kWh × 0.743 kg CO2e/kWh = 743 kg CO2e');
    expect(marketFormula(s2, 'en')).toBe('(1,000 kWh − 300 kWh) × 0.743 kg CO2e/kWh = 520.1 kg CO2e');
  });

  it('cites an own factor by its text when its value is unknown', () => {
    expect(factorText({ ...grid, value: null, sourceRowId: '12 kg CO2e/GJ', own: true }, 'en')).toBe(
      '12 kg CO2e/GJ',
    );
  });
});
