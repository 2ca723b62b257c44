import type { TableView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { newRowId, newRowValues } from './new-row';

const table: TableView = {
  key: 'vehicle-fuel',
  label: { pl: 'Zużycie paliwa', en: 'Fuel use' },
  columns: [
    {
      key: 'itemType',
      label: { pl: '', en: '' },
      valueType: 'option',
      options: 'vehicle-kinds',
      units: null,
      required: true,
    },
    {
      key: 'fuelType',
      label: { pl: '', en: '' },
      valueType: 'option',
      options: 'fuels',
      units: null,
      required: true,
    },
    {
      key: 'consumption',
      label: { pl: '', en: '' },
      valueType: 'number',
      options: null,
      units: null,
      required: true,
    },
    {
      key: 'unit',
      label: { pl: '', en: '' },
      valueType: 'unit',
      options: null,
      units: ['litres', 'kg'],
      required: true,
    },
    {
      key: 'distanceKm',
      label: { pl: '', en: '' },
      valueType: 'number',
      options: null,
      units: ['km'],
      required: true,
    },
  ],
};

describe('a new row', () => {
  it('takes the single wizard choice and leaves several choices to the user', () => {
    const section = { itemOptions: 'vehicle-kinds' };
    expect(newRowValues(section, table, { items: ['passenger-car'], fuels: ['diesel'] })).toEqual({
      itemType: 'passenger-car',
      fuelType: 'diesel',
    });
    expect(newRowValues(section, table, { items: ['passenger-car', 'truck'], fuels: [] })).toEqual({});
  });

  it('gets an id the commands accept, different each time', () => {
    const a = newRowId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newRowId()).not.toBe(a);
  });
});
