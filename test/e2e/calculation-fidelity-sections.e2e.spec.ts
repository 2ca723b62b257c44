import {
  addRow,
  ar5Gwp,
  deleteRow,
  desnz,
  expectTonnes,
  openTable,
  resetSection,
  startSection,
} from './factor-rows';
import { test } from './sign-in';

// Issue 14, continued: the remaining data-entry sections of the catalogue, one row each entered through the
// Polish UI, the displayed tonnes compared with the DESNZ 2024 (or IPCC AR5 GWP) source row read here. Sections the
// demo company has answered (heat, purchased goods) get a row that is deleted afterwards; the others are started
// through their wizard and reset afterwards, so other journeys find them as they were.

// Every chosen option is saved at once (one event each): a row takes a while on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('Scope 1, vehicles by distance: 100 km in a diesel passenger car = 100 × DESNZ 4_301_3069_4_1', async ({
  page,
}) => {
  await startSection(page, 1, 'vehicles', ['choose-items-passenger-car', 'choose-fuels-diesel']);
  const table = await openTable(page, 1, 'vehicles', 'vehicle-distance');
  const row = await addRow(page, table, {
    itemType: { select: 'passenger-car' },
    engine: { select: 'diesel' },
    distanceKm: { fill: '100' },
  });
  await expectTonnes(row, 100 * desnz('4_301_3069_4_1'));
  await resetSection(page, 1, 'vehicles');
});

test('Scope 1, cooling: 2 kg of R-410A topped up = 2 × (0.5 × GWP HFC-32 + 0.5 × GWP HFC-125), IPCC AR5', async ({
  page,
}) => {
  await startSection(page, 1, 'cooling', ['choose-items-air-conditioner', 'choose-refrigerants-r-410a']);
  const table = await openTable(page, 1, 'cooling', 'cooling');
  const row = await addRow(page, table, {
    equipmentType: { select: 'air-conditioner' },
    refrigerantType: { select: 'r-410a' },
    unit: { select: 'kg' },
    consumption: { fill: '2' },
  });
  // R-410A is 50/50 by mass HFC-32 and HFC-125 (ASHRAE 34); its GWP is the mass-weighted sum.
  await expectTonnes(row, 2 * (0.5 * ar5Gwp('HFC32') + 0.5 * ar5Gwp('HFC125')));
  await resetSection(page, 1, 'cooling');
});

test('Scope 2, heat: 1,000 kWh of district heat in the UK = 1,000 × DESNZ 10_401_4003_5_1', async ({
  page,
}) => {
  const table = await openTable(page, 2, 'heat', 'heat');
  const row = await addRow(page, table, {
    country: { select: 'GB' },
    unit: { select: 'kWh' },
    consumption: { fill: '1000' },
  });
  await expectTonnes(row, 1000 * desnz('10_401_4003_5_1'));
  await deleteRow(page, row);
});

test('Scope 3, purchased goods, metals: 2 tonnes of steel = 2 × DESNZ 19_504_5116_15_1', async ({ page }) => {
  const table = await openTable(page, 3, 'purchased-goods', 'metals');
  const row = await addRow(page, table, {
    material: { select: 'steel' },
    unit: { select: 'tonnes' },
    mass: { fill: '2' },
  });
  await expectTonnes(row, 2 * desnz('19_504_5116_15_1'));
  await deleteRow(page, row);
});

test('Scope 3, purchased goods, water: 300 m3 of water supply = 300 × DESNZ 17_404_4005_1_1', async ({
  page,
}) => {
  const table = await openTable(page, 3, 'purchased-goods', 'water');
  const row = await addRow(page, table, {
    service: { select: 'supply' },
    unit: { select: 'm3' },
    volume: { fill: '300' },
  });
  await expectTonnes(row, 300 * desnz('17_404_4005_1_1'));
  await deleteRow(page, row);
});

test('Scope 3, capital goods, machinery: 3 tonnes by mass = 3 × DESNZ 19_500_5028_15_1 (average metals)', async ({
  page,
}) => {
  await startSection(page, 3, 'capital-goods', []);
  const table = await openTable(page, 3, 'capital-goods', 'machinery');
  const row = await addRow(page, table, {
    name: { fill: 'Tokarka' },
    unit: { select: 'tonnes' },
    mass: { fill: '3' },
  });
  await expectTonnes(row, 3 * desnz('19_500_5028_15_1'));
  await resetSection(page, 3, 'capital-goods');
});

test('Scope 3, upstream transport: 10 t by average HGV over 250 km = 10 × 250 × DESNZ 27_304_3140_14_1', async ({
  page,
}) => {
  await startSection(page, 3, 'upstream-transportation', []);
  const table = await openTable(page, 3, 'upstream-transportation', 'goods-transport');
  const row = await addRow(page, table, {
    name: { fill: 'Dostawa stali' },
    vehicleType: { select: 'truck' },
    goodsMassTonnes: { fill: '10' },
    distanceKm: { fill: '250' },
  });
  await expectTonnes(row, 10 * 250 * desnz('27_304_3140_14_1'));
  await resetSection(page, 3, 'upstream-transportation');
});

test('Scope 3, downstream transport: 5 t by freight train over 400 km = 5 × 400 × DESNZ 27_315_3151_14_1', async ({
  page,
}) => {
  await startSection(page, 3, 'downstream-transportation', []);
  const table = await openTable(page, 3, 'downstream-transportation', 'goods-transport');
  const row = await addRow(page, table, {
    name: { fill: 'Wysyłka do klienta' },
    vehicleType: { select: 'rail' },
    goodsMassTonnes: { fill: '5' },
    distanceKm: { fill: '400' },
  });
  await expectTonnes(row, 5 * 400 * desnz('27_315_3151_14_1'));
  await resetSection(page, 3, 'downstream-transportation');
});

test('Scope 3, employee commuting: 5 people by train, 20 km each way, 10 days = 20 × 2 × 5 × 10 × 25_315_3147_11_1', async ({
  page,
}) => {
  await startSection(page, 3, 'employee-commuting', ['choose-items-train']);
  const table = await openTable(page, 3, 'employee-commuting', 'commuting');
  const row = await addRow(page, table, {
    transportMode: { select: 'train' },
    oneWayDistanceKm: { fill: '20' },
    people: { fill: '5' },
    days: { fill: '10' },
  });
  await expectTonnes(row, 20 * 2 * 5 * 10 * desnz('25_315_3147_11_1'));
  await resetSection(page, 3, 'employee-commuting');
});

test('Scope 3, end-of-life of sold products: 4 tonnes of metal recycled = 4 × DESNZ 20_504_5366_15_1', async ({
  page,
}) => {
  await startSection(page, 3, 'end-of-life-treatment-of-sold-products', ['choose-items-metal']);
  const table = await openTable(page, 3, 'end-of-life-treatment-of-sold-products', 'waste');
  const row = await addRow(page, table, {
    wasteType: { select: 'metal' },
    treatment: { select: 'recycling' },
    unit: { select: 'tonnes' },
    mass: { fill: '4' },
  });
  await expectTonnes(row, 4 * desnz('20_504_5366_15_1'));
  await resetSection(page, 3, 'end-of-life-treatment-of-sold-products');
});

test('Scope 3, upstream leased assets: 800 kWh of district heat in the UK = 800 × DESNZ 10_401_4003_5_1', async ({
  page,
}) => {
  await startSection(page, 3, 'upstream-leased-assets', []);
  const table = await openTable(page, 3, 'upstream-leased-assets', 'heat');
  const row = await addRow(page, table, {
    country: { select: 'GB' },
    unit: { select: 'kWh' },
    consumption: { fill: '800' },
  });
  await expectTonnes(row, 800 * desnz('10_401_4003_5_1'));
  await resetSection(page, 3, 'upstream-leased-assets');
});
