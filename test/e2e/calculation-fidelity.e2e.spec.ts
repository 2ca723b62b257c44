import { addRow, deleteRow, desnz, expectTonnes, gotoReportList, openTable } from './factor-rows';
import { expect, test } from './sign-in';

// Issue 14: one row per section of the demo company entered through the Polish UI, its displayed tonnes
// compared with a calculation made here, independently, from the DESNZ 2024 source file (the row id and the
// arithmetic only: nothing of the factor library is imported).

// Every chosen option is saved at once (one event each): a row of nine cells takes a while on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('Scope 1, equipment: 10,000 kWh of natural gas on the net CV basis = 10,000 × DESNZ 1_100_1004_7_1', async ({
  page,
}) => {
  const table = await openTable(page, 1, 'equipment', 'equipment-fuel');
  const row = await addRow(page, table, {
    itemType: { select: 'boiler' },
    fuelType: { select: 'natural-gas' },
    unit: { select: 'kWh' },
    cvBasis: { select: 'net' },
    consumption: { fill: '10000' },
  });
  await expectTonnes(row, 10000 * desnz('1_100_1004_7_1'));
  // The same row on the default (gross) basis uses the Gross CV row.
  await row.getByTestId('cell-cvBasis').selectOption('gross');
  await expectTonnes(row, 10000 * desnz('1_100_1004_6_1'));
  // A boiler is not offered petrol; a passenger car would not be offered coal.
  await expect(row.getByTestId('cell-fuelType').locator('option[value="petrol"]')).toHaveCount(0);
  await deleteRow(page, row);
});

test('Scope 1, equipment: a fuel the item cannot burn is “Error - data to fix” with its reason, the section “Do poprawy”', async ({
  page,
}) => {
  const table = await openTable(page, 1, 'equipment', 'equipment-fuel');
  const row = await addRow(page, table, {
    itemType: { select: 'furnace' },
    fuelType: { select: 'coking-coal' },
    unit: { select: 'tonnes' },
    consumption: { fill: '1' },
  });
  await expectTonnes(row, 1 * desnz('1_102_1028_15_1'));
  // A heater does not burn coking coal: the value chosen before stays visible, the row says why it cannot count.
  await row.getByTestId('cell-itemType').selectOption('heater');
  await expect(row.getByTestId('row-badge')).toHaveAttribute('data-badge', 'error');
  await expect(row.getByTestId('row-error-reason')).toHaveText(
    'Ten rodzaj pojazdu lub urządzenia nie spala wybranego paliwa',
  );
  await expect(row.getByTestId('row-emission')).toHaveText('—');
  await gotoReportList(page);
  await expect(page.getByTestId('section-equipment').getByTestId('status-badge')).toHaveText('Do poprawy');
  const again = await openTable(page, 1, 'equipment', 'equipment-fuel');
  await deleteRow(
    page,
    again.getByTestId('answer-row').filter({ has: page.getByTestId('row-error-reason') }),
  );
});

test('Scope 3, business travel: a return long-haul business flight for 2 without RF = 6,000 × 2 × 2 × 21_316_3175_11_1', async ({
  page,
}) => {
  const table = await openTable(page, 3, 'business-travels', 'business-travel');
  const row = await addRow(page, table, {
    destinationCountry: { select: 'US' },
    date: { fill: '2023-06-10' },
    transportMode: { select: 'plane' },
    roundTrip: { check: true },
    flightHaul: { select: 'long-haul' },
    cabinClass: { select: 'business' },
    radiativeForcing: { select: 'without-rf' },
    people: { fill: '2' },
    oneWayDistanceKm: { fill: '6000' },
  });
  await expectTonnes(row, 6000 * 2 * 2 * desnz('21_316_3175_11_1'));
  await deleteRow(page, row);
});

test('Scope 3, hotel stays: 3 room-nights in Germany, no transport leg = 3 × 29_600_4017_13_1', async ({
  page,
}) => {
  const table = await openTable(page, 3, 'business-travels', 'hotel-stays');
  const row = await addRow(page, table, { country: { select: 'DE' }, roomNights: { fill: '3' } });
  await expectTonnes(row, 3 * desnz('29_600_4017_13_1'));
  await deleteRow(page, row);
});

test('Scope 3, waste: 2 tonnes of paper to landfill = 2 × 20_506_5453_15_1', async ({ page }) => {
  const table = await openTable(page, 3, 'waste', 'waste');
  const row = await addRow(page, table, {
    wasteType: { select: 'paper' },
    treatment: { select: 'landfill' },
    unit: { select: 'tonnes' },
    mass: { fill: '2' },
  });
  await expectTonnes(row, 2 * desnz('20_506_5453_15_1'));
  await deleteRow(page, row);
});
