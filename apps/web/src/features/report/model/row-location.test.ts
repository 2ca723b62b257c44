import { describe, expect, it } from 'vitest';
import { rowCommand } from './row-command';
import { LOCATION_FIELD, locationChoices } from './row-location';
import { addDraftRow, displayRows, editCell, emptyDraft, settleDraft } from './sheet-draft';
import { fuelTable, serverRow } from './test-sheet';

const LOCATIONS = [
  { entityId: 'it', name: 'IT' },
  { entityId: 'board', name: 'Zarząd' },
  { entityId: 'finance', name: 'Finanse' },
];
const car = serverRow('r1', {
  itemType: 'passenger-car',
  fuelType: 'diesel',
  consumption: 40,
  unit: 'litres',
});

describe("a row's location column", () => {
  it('offers the locations in Polish order, and a location deleted since as removed', () => {
    expect(locationChoices(LOCATIONS, '', 'removed').map((c) => c.label)).toEqual([
      'Finanse',
      'IT',
      'Zarząd',
    ]);
    expect(locationChoices(LOCATIONS, 'gone', 'removed').at(-1)).toEqual({ key: 'gone', label: 'removed' });
    expect(locationChoices([], '', 'removed')).toEqual([]);
  });

  it('sends the chosen location with a new row, and leaves it out when none is chosen', () => {
    const draft = addDraftRow(emptyDraft(-1), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: { fuelType: 'diesel', [LOCATION_FIELD]: 'it' },
    });
    expect(rowCommand(displayRows([], draft)[0]!, fuelTable, false, '2026-11').command).toMatchObject({
      type: 'AddRow',
      values: { fuelType: 'diesel', locationId: 'it' },
    });
    const none = editCell(draft, 'n1', LOCATION_FIELD, '');
    expect(rowCommand(displayRows([], none)[0]!, fuelTable, false, '2026-11').command?.values).toEqual({
      fuelType: 'diesel',
    });
  });

  it("changes a saved row's location, and clears it with null", () => {
    const moved = displayRows([car], editCell(emptyDraft(3), 'r1', LOCATION_FIELD, 'board'))[0]!;
    expect(rowCommand(moved, fuelTable, true, '2026-11').command).toEqual({
      type: 'UpdateRow',
      rowId: 'r1',
      values: { locationId: 'board' },
    });
    const assigned = serverRow('r1', { ...car.values, locationId: 'board' });
    const cleared = displayRows([assigned], editCell(emptyDraft(3), 'r1', LOCATION_FIELD, ''))[0]!;
    expect(cleared.values[LOCATION_FIELD]).toBe('');
    expect(rowCommand(cleared, fuelTable, true, '2026-11').command).toEqual({
      type: 'UpdateRow',
      rowId: 'r1',
      values: { locationId: null },
    });
  });

  it('drops the typed location once the server holds it, and keeps it while it does not', () => {
    const draft = editCell(emptyDraft(3), 'r1', LOCATION_FIELD, 'board');
    expect(settleDraft(draft, [car], [fuelTable]).edits['r1']?.values).toEqual({ locationId: 'board' });
    const saved = serverRow('r1', { ...car.values, locationId: 'board' });
    expect(settleDraft(draft, [saved], [fuelTable]).edits).toEqual({});
  });
});
