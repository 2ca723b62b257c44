import { describe, expect, it } from 'vitest';
import { rowCommand } from './row-command';
import { addDraftRow, displayRows, editCell, emptyDraft } from './sheet-draft';
import { fuelTable, serverRow } from './test-sheet';

const car = serverRow('r1', {
  itemType: 'passenger-car',
  fuelType: 'diesel',
  consumption: 40,
  unit: 'litres',
});

describe('the command that saves a row', () => {
  it('adds a new row with its month sent as YYYY-MM and empty cells left out', () => {
    const draft = addDraftRow(emptyDraft(-1), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: { fuelType: 'diesel', consumption: '12,5', unit: '' },
    });
    const [row] = displayRows([], draft);
    expect(rowCommand(row!, fuelTable, false, '2026-11')).toEqual({
      command: {
        type: 'AddRow',
        rowId: 'n1',
        table: 'vehicle-fuel',
        period: '2025-03',
        values: { fuelType: 'diesel', consumption: 12.5 },
      },
      errors: {},
    });
  });

  it('updates only the changed cells of a saved row; an emptied cell is sent as null', () => {
    const draft = editCell(editCell(emptyDraft(3), 'r1', 'consumption', '41'), 'r1', 'unit', '');
    const [row] = displayRows([car], draft);
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({
      command: { type: 'UpdateRow', rowId: 'r1', values: { consumption: 41, unit: null } },
      errors: {},
    });
  });

  it('moves a row to another month', () => {
    const [row] = displayRows([car], editCell(emptyDraft(3), 'r1', 'period', '04-2025'));
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({
      command: { type: 'UpdateRow', rowId: 'r1', values: {}, period: '2025-04' },
      errors: {},
    });
  });

  it('keeps text that cannot be a value behind, with its code, and saves the good cells', () => {
    let draft = editCell(editCell(emptyDraft(3), 'r1', 'consumption', 'forty'), 'r1', 'period', '13-2025');
    draft = editCell(draft, 'r1', 'unit', 'kg');
    const [row] = displayRows([car], draft);
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({
      command: { type: 'UpdateRow', rowId: 'r1', values: { unit: 'kg' } },
      errors: { period: 'invalid_format', consumption: 'invalid_number' },
    });
  });

  it('holds a new row back until its month is valid', () => {
    const draft = addDraftRow(emptyDraft(-1), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '12-2026',
      values: { consumption: '5' },
    });
    const [row] = displayRows([], draft);
    expect(rowCommand(row!, fuelTable, false, '2026-11')).toEqual({
      command: null,
      errors: { period: 'date_in_future' },
    });
  });

  it('does not send a row with nothing unsaved', () => {
    const [row] = displayRows([car], emptyDraft(3));
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({ command: null, errors: {} });
  });
});
