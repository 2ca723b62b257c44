import { describe, expect, it } from 'vitest';
import { displayRows, editCell, emptyDraft } from './sheet-draft';
import { serverRow } from './test-sheet';
import { sameData } from '../../../lib/same-data';
import { keepUnchangedRows } from './unchanged-rows';

const car = serverRow('r1', {
  itemType: 'passenger-car',
  fuelType: 'diesel',
  consumption: 40,
  unit: 'litres',
});
const van = serverRow('r2', { itemType: 'van', fuelType: 'petrol', consumption: 12, unit: 'litres' });

describe('rows kept from the previous render', () => {
  it('keeps the object of a row equal to its previous one and renews the row that changed', () => {
    const before = displayRows([car, van], emptyDraft(1));
    // The sheet read again: new objects with the same data, and one cell typed into r2.
    const reread = structuredClone([car, van]);
    const after = keepUnchangedRows(
      before,
      displayRows(reread, editCell(emptyDraft(1), 'r2', 'consumption', '13')),
    );
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.values['consumption']).toBe('13');
  });

  it('renews a row whose saved emission or badge changed, and keeps the order of the new rows', () => {
    const before = displayRows([car, van], emptyDraft(1));
    const recalculated = { ...van, badge: 'completed' as const };
    const after = keepUnchangedRows(before, displayRows([recalculated, car], emptyDraft(1)));
    expect(after.map((row) => row.rowId)).toEqual(['r2', 'r1']);
    expect(after[0]!.saved?.badge).toBe('completed');
    expect(after[0]).not.toBe(before[1]);
    expect(after[1]).toBe(before[0]);
  });

  it('compares plain data by value', () => {
    expect(sameData({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });
});
