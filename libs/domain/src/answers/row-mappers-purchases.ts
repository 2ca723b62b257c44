import { goodsTransportRow, purchaseRow } from '../emissions/calculate/method-choice.js';
import { type ActivityRow, type FuelRow } from '../emissions/calculate/rows.js';
import {
  type FreightMode,
  type WasteTreatment,
  type WasteType,
} from '../emissions/catalogue/enumerations.js';
import { type FuelKey } from '../emissions/catalogue/fuels.js';
import {
  type Device,
  type Material,
  type WaterService,
} from '../emissions/catalogue/purchase-enumerations.js';
import { type Unit } from '../emissions/units/unit.js';
import {
  type Cells,
  customFactorOf,
  incomplete,
  invalid,
  isEmpty,
  type Mapper,
  num,
  optionalNum,
  ready,
  type RowAssessment,
  str,
} from './row-assessment.js';

/**
 * Columns of which at least one method must be filled, per table whose columns are all optional: named as
 * missing when the method choice finds nothing to calculate with.
 */
export const ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  'it-equipment': ['mass', 'costPln'],
  furniture: ['mass', 'costPln'],
  machinery: ['mass', 'costPln'],
  books: ['mass', 'costPln'],
  cars: ['count', 'costPln'],
  'other-goods': ['mass', 'costPln'],
  'goods-transport': [
    'knownFootprintKg',
    'fuelType',
    'fuelLitres',
    'vehicleType',
    'goodsMassTonnes',
    'distanceKm',
    'costPln',
  ],
};

/** The method choice's answer as an assessment: nothing usable names the table's empty alternatives. */
function chosen(table: string, cells: Cells, choice: ActivityRow | { ok: false }): RowAssessment {
  if ('ok' in choice) return incomplete((ALTERNATIVES[table] ?? []).filter((key) => isEmpty(cells[key])));
  return ready(choice);
}

export const waste: Mapper = (cells, { section }) =>
  ready({
    section,
    kind: 'waste',
    wasteType: str(cells['wasteType']) as WasteType,
    treatment: str(cells['treatment']) as WasteTreatment,
    quantity: num(cells['mass']),
    unit: str(cells['unit']) as Unit,
  });

export const metals: Mapper = (cells, { section }) =>
  ready({
    section,
    kind: 'material',
    material: str(cells['material']) as Material,
    quantity: num(cells['mass']),
    unit: str(cells['unit']) as Unit,
  });

/** Tables of one kind of good (IT equipment, furniture, …): its mass × the material factor, else its cost. */
export const goodByMassOrCost =
  (material: Material): Mapper =>
  (cells, { section, table }) =>
    chosen(
      table.key,
      cells,
      purchaseRow({
        section,
        category: table.key,
        material,
        mass: optionalNum(cells['mass']),
        massUnit: str(cells['unit']) as Unit,
        device: null,
        count: null,
        costPln: optionalNum(cells['costPln']),
      }),
    );

/** Cars bought: pieces × the per-car factor, else the price. */
export const carsBought: Mapper = (cells, { section, table }) =>
  chosen(
    table.key,
    cells,
    purchaseRow({
      section,
      category: table.key,
      material: null,
      mass: null,
      massUnit: 'kg',
      device: 'car',
      count: optionalNum(cells['count']),
      costPln: optionalNum(cells['costPln']),
    }),
  );

export const otherGoods: Mapper = (cells, { section, table }) =>
  chosen(
    table.key,
    cells,
    purchaseRow({
      section,
      category: str(cells['category']),
      material: str(cells['material']) as Material,
      mass: optionalNum(cells['mass']),
      massUnit: str(cells['unit']) as Unit,
      device: null,
      count: optionalNum(cells['count']),
      costPln: optionalNum(cells['costPln']),
    }),
  );

export const devices =
  (device: Device): Mapper =>
  (cells, { section }) =>
    ready({ section, kind: 'device', device, count: num(cells['count']) });

/** Spend rows: the category cell when the table has one, else the table itself names what was bought. */
export const spend: Mapper = (cells, { section, table }) =>
  ready({
    section,
    kind: 'spend',
    category: isEmpty(cells['category']) ? table.key : str(cells['category']),
    amount: num(cells['costPln']),
    currency: 'PLN',
  });

export const water: Mapper = (cells, { section }) =>
  ready({
    section,
    kind: 'water',
    service: str(cells['service']) as WaterService,
    quantity: num(cells['volume']),
    unit: str(cells['unit']) as Unit,
  });

export const officeHeating: Mapper = (cells, { section }) =>
  ready({ section, kind: 'office-heating-area', areaM2: num(cells['areaM2']), months: num(cells['months']) });

/** Certificates bought as a purchase: their price is screened by spend; without a price there is nothing to count. */
export const certificatePurchase: Mapper = (cells, context) =>
  isEmpty(cells['costPln'])
    ? { status: 'info', detail: 'certificate without a price: no purchase emissions to estimate' }
    : spend(cells, context);

export const knownFootprint: Mapper = (cells, { section }) =>
  ready({ section, kind: 'known-footprint', co2eKg: num(cells['knownFootprintKg']) });

/**
 * Goods transport: the method choice picks footprint, fuel, tonne.km or cost. A custom fuel goes through the
 * same choice and, when fuel is the method picked, is priced with its own factor.
 */
export const goodsTransport: Mapper = (cells, { section, table, sheet }) => {
  const custom = customFactorOf(cells['fuelType'], 'fuel', sheet);
  if (custom === undefined) return invalid('custom fuel not defined');
  const choice = goodsTransportRow({
    section,
    vehicleType: isEmpty(cells['vehicleType']) ? null : (str(cells['vehicleType']) as FreightMode),
    goodsMassTonnes: optionalNum(cells['goodsMassTonnes']),
    distanceKm: optionalNum(cells['distanceKm']),
    fuelType: isEmpty(cells['fuelType']) ? null : (str(cells['fuelType']) as FuelKey),
    fuelLitres: optionalNum(cells['fuelLitres']),
    serviceCostPln: optionalNum(cells['costPln']),
    knownFootprintKg: optionalNum(cells['knownFootprintKg']),
  });
  if (custom && !('ok' in choice) && choice.kind === 'fuel') {
    const fuel: FuelRow = choice;
    return ready({
      section,
      kind: 'custom-factor',
      factor: custom,
      quantity: fuel.quantity,
      unit: fuel.unit,
    });
  }
  return chosen(table.key, cells, choice);
};
