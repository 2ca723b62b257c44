import type { ColumnView, QuestionCatalogueView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { columnChoices } from './option-labels';

const label = (en: string) => ({ pl: en, en });
const catalogue: QuestionCatalogueView = {
  sections: [],
  optionLists: {
    fuels: [
      { key: 'diesel', label: label('Diesel') },
      { key: 'coal', label: label('Coal') },
    ],
  },
};
const fuelColumn: ColumnView = {
  key: 'fuelType',
  label: label('Fuel'),
  valueType: 'option',
  options: 'fuels',
  units: null,
  required: true,
  dependsOn: { column: 'itemType', choices: { 'passenger-car': ['diesel'], boiler: ['diesel', 'coal'] } },
};
const unitColumn: ColumnView = {
  key: 'unit',
  label: label('Unit'),
  valueType: 'unit',
  options: null,
  units: ['litres', 'm3', 'kWh'],
  required: true,
  dependsOn: { column: 'fuelType', choices: { diesel: ['litres', 'kWh'] } },
};
const custom = [{ customId: 'c1', kind: 'fuel' as const, name: 'Biogas', kgCo2ePerUnit: 0.1, unit: 'kWh' }];
const keys = (column: ColumnView, cells: Record<string, string>) =>
  columnChoices(catalogue, column, custom, 'en', (u) => u, cells).map((c) => c.key);

describe('choices that depend on another cell of the row', () => {
  it('offers a passenger car only the fuels it burns, and the organization’s own fuels', () => {
    expect(keys(fuelColumn, { itemType: 'passenger-car' })).toEqual(['diesel', 'custom:c1']);
    expect(keys(fuelColumn, { itemType: 'boiler' })).toEqual(['diesel', 'coal', 'custom:c1']);
  });

  it('offers every fuel until the item is chosen', () => {
    expect(keys(fuelColumn, {})).toEqual(['diesel', 'coal', 'custom:c1']);
  });

  it('offers a fuel’s units from its source, and keeps a value chosen before visible', () => {
    expect(keys(unitColumn, { fuelType: 'diesel' })).toEqual(['litres', 'kWh']);
    expect(keys(unitColumn, { fuelType: 'diesel', unit: 'm3' })).toEqual(['litres', 'm3', 'kWh']);
  });
});
