import type { ProductSectionKey } from '../emissions/catalogue/section-keys.js';
import type { CellValue } from '../answers/answer-row.js';

export interface DemoProductRow {
  readonly table: string;
  readonly values: Readonly<Record<string, CellValue>>;
}

/**
 * The demo company's packaging product (spec §1: "a demo packaging product"): a folding carton with a PET window,
 * declared per 1000 packages, with rows in all six sections. Every figure is activity data; the factors come from
 * the factor library (product-sections.unit.spec.ts checks each row against its source row by hand).
 */
export interface DemoProduct {
  readonly productId: string;
  readonly name: string;
  readonly declaredUnit: string;
  readonly sections: Readonly<Record<ProductSectionKey, readonly DemoProductRow[]>>;
}

export const DEMO_PACKAGING: DemoProduct = {
  productId: '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Opakowanie kartonowe',
  declaredUnit: '1000 opakowań',
  sections: {
    'raw-materials': [
      {
        table: 'raw-materials',
        values: { name: 'Tektura falista', material: 'cardboard', mass: 180, unit: 'kg' },
      },
      {
        table: 'raw-materials',
        values: { name: 'Okienko z folii PET', material: 'plastics', mass: 12, unit: 'kg' },
      },
      {
        table: 'raw-materials',
        values: { name: 'Etykiety papierowe', material: 'paper', mass: 5, unit: 'kg' },
      },
    ],
    production: [
      { table: 'electricity', values: { consumption: 85, unit: 'kWh', country: 'PL' } },
      {
        table: 'equipment-fuel',
        values: { itemType: 'boiler', fuelType: 'natural-gas', consumption: 6, unit: 'm3' },
      },
    ],
    'transport-and-distribution': [
      {
        table: 'goods-transport',
        values: {
          name: 'Dostawa do klienta',
          vehicleType: 'truck-articulated',
          goodsMassTonnes: 0.2,
          distanceKm: 350,
        },
      },
    ],
    processing: [{ table: 'electricity', values: { consumption: 12, unit: 'kWh', country: 'PL' } }],
    use: [{ table: 'electricity', values: { consumption: 3, unit: 'kWh', country: 'PL' } }],
    disposal: [
      { table: 'waste', values: { wasteType: 'paper', treatment: 'recycling', mass: 117, unit: 'kg' } },
      { table: 'waste', values: { wasteType: 'paper', treatment: 'landfill', mass: 45, unit: 'kg' } },
      { table: 'waste', values: { wasteType: 'paper', treatment: 'combustion', mass: 18, unit: 'kg' } },
      { table: 'waste', values: { wasteType: 'plastic', treatment: 'landfill', mass: 12, unit: 'kg' } },
    ],
  },
};
