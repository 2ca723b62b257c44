import type { AnswerRowView, TableView } from '@ghg/contracts';

/** A vehicle fuel table and rows as the server sends them, for the draft and command tests. */
export const fuelTable: TableView = {
  key: 'vehicle-fuel',
  label: { pl: 'Zużycie paliwa', en: 'Fuel use' },
  columns: [
    {
      key: 'itemType',
      label: { pl: 'Rodzaj', en: 'Item' },
      valueType: 'option',
      options: 'vehicle-kinds',
      units: null,
      required: true,
    },
    {
      key: 'fuelType',
      label: { pl: 'Paliwo', en: 'Fuel' },
      valueType: 'option',
      options: 'fuels',
      units: null,
      required: true,
    },
    {
      key: 'consumption',
      label: { pl: 'Zużycie', en: 'Use' },
      valueType: 'number',
      options: null,
      units: null,
      required: true,
    },
    {
      key: 'unit',
      label: { pl: 'Jednostka', en: 'Unit' },
      valueType: 'unit',
      options: null,
      units: ['litres', 'kg'],
      required: true,
    },
  ],
};

export function serverRow(rowId: string, values: AnswerRowView['values'], period = '2025-03'): AnswerRowView {
  return {
    rowId,
    table: 'vehicle-fuel',
    period,
    values,
    main: true,
    fieldType: 'other',
    order: 1,
    badge: 'to-complete',
    missing: [],
    emission: null,
    errorCode: null,
    errorReason: null,
    blocked: false,
  };
}
