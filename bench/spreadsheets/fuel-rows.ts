import type { SheetRowSource } from '@ghg/domain';

/** A year of vehicle fuel rows (table `vehicle-fuel`), as both spreadsheet benches write them. */
export function fuelRows(
  count: number,
  extra: (i: number) => Pick<SheetRowSource, 'rowId' | 'co2eKg' | 'factorSource'>,
): (SheetRowSource & { table: string })[] {
  return Array.from({ length: count }, (_, i) => ({
    table: 'vehicle-fuel',
    period: `2025-${String((i % 12) + 1).padStart(2, '0')}`,
    values: {
      itemType: 'passenger-car',
      fuelType: i % 2 ? 'diesel' : 'petrol',
      consumption: 20 + (i % 50),
      unit: 'litres',
    },
    ...extra(i),
  }));
}
