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
      kind: 'command',
      command: {
        type: 'AddRow',
        rowId: 'n1',
        table: 'vehicle-fuel',
        period: '2025-03',
        values: { fuelType: 'diesel', consumption: 12.5 },
      },
    });
  });

  it('updates only the changed cells of a saved row; an emptied cell is sent as null', () => {
    const draft = editCell(editCell(emptyDraft(3), 'r1', 'consumption', '41'), 'r1', 'unit', '');
    const [row] = displayRows([car], draft);
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({
      kind: 'command',
      command: { type: 'UpdateRow', rowId: 'r1', values: { consumption: 41, unit: null } },
    });
  });

  it('moves a row to another month', () => {
    const [row] = displayRows([car], editCell(emptyDraft(3), 'r1', 'period', '04-2025'));
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({
      kind: 'command',
      command: { type: 'UpdateRow', rowId: 'r1', values: {}, period: '2025-04' },
    });
  });

  it('stops at text that cannot be a value, with the codes to show', () => {
    const draft = editCell(editCell(emptyDraft(3), 'r1', 'consumption', 'forty'), 'r1', 'period', '13-2025');
    const [row] = displayRows([car], draft);
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({
      kind: 'invalid',
      errors: { period: 'invalid_format', consumption: 'invalid_number' },
    });
  });

  it('does not send a row with nothing unsaved', () => {
    const [row] = displayRows([car], emptyDraft(3));
    expect(rowCommand(row!, fuelTable, true, '2026-11')).toEqual({ kind: 'nothing' });
  });
});
