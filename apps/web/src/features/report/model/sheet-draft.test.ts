import { describe, expect, it } from 'vitest';
import {
  addDraftRow,
  displayRows,
  draftOnServerAnswer,
  editCell,
  emptyDraft,
  forgetRows,
  isDraftEmpty,
  rebaseDraft,
  settleDraft,
  tableRows,
} from './sheet-draft';
import { fuelTable, serverRow } from './test-sheet';

const car = serverRow('r1', {
  itemType: 'passenger-car',
  fuelType: 'diesel',
  consumption: 40,
  unit: 'litres',
});

describe('the local draft of a sheet', () => {
  it('lays typed text over the server rows and marks what is unsaved', () => {
    const draft = editCell(editCell(emptyDraft(3), 'r1', 'consumption', '45,5'), 'r1', 'period', '04-2025');
    const [row] = displayRows([car], draft);
    expect(row).toMatchObject({
      rowId: 'r1',
      period: '04-2025',
      values: { itemType: 'passenger-car', consumption: '45,5', unit: 'litres' },
      dirty: ['period', 'consumption'],
    });
    expect(displayRows([car], emptyDraft(3))[0]).toMatchObject({
      period: '03-2025',
      values: { consumption: '40' },
      dirty: [],
    });
  });

  it('shows rows only the draft has after the server rows', () => {
    const draft = addDraftRow(emptyDraft(3), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: {},
    });
    const rows = displayRows([car], editCell(draft, 'n1', 'consumption', '10'));
    expect(rows.map((row) => row.rowId)).toEqual(['r1', 'n1']);
    expect(rows[1]).toMatchObject({ saved: null, values: { consumption: '10' } });
  });

  it('is cleared of what the server has once it answers', () => {
    let draft = editCell(emptyDraft(3), 'r1', 'consumption', '45');
    draft = editCell(draft, 'r1', 'unit', 'kg');
    const saved = { ...car, values: { ...car.values, consumption: 45 } };
    const settled = settleDraft(draft, [saved], [fuelTable]);
    expect(settled.edits).toEqual({ r1: { values: { unit: 'kg' } } });
    expect(
      isDraftEmpty(
        settleDraft(settled, [{ ...saved, values: { ...saved.values, unit: 'kg' } }], [fuelTable]),
      ),
    ).toBe(true);
  });

  it('turns an added row the server now holds into edits of what it still lacks', () => {
    let draft = addDraftRow(emptyDraft(3), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: { fuelType: 'diesel' },
    });
    draft = editCell(draft, 'n1', 'consumption', '12'); // typed while the add was on its way
    const settled = settleDraft(draft, [car, serverRow('n1', { fuelType: 'diesel' })], [fuelTable]);
    expect(settled.added).toEqual([]);
    expect(settled.edits).toEqual({ n1: { values: { consumption: '12' } } });
  });

  it('keeps text that cannot be a value, so the user can correct it', () => {
    const draft = editCell(emptyDraft(3), 'r1', 'consumption', 'forty');
    expect(settleDraft(draft, [car], [fuelTable]).edits).toEqual({
      r1: { values: { consumption: 'forty' } },
    });
  });

  it('forgets the rows deleted here', () => {
    const draft = addDraftRow(editCell(emptyDraft(3), 'r1', 'consumption', '1'), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: {},
    });
    expect(isDraftEmpty(forgetRows(draft, ['r1', 'n1']))).toBe(true);
  });
});

describe('the rows of one table', () => {
  it('come in the server order, then the rows only this browser has', () => {
    const later = { ...serverRow('r2', {}), order: 2 };
    const other = { ...serverRow('x', {}), table: 'vehicle-distance' };
    let draft = addDraftRow(emptyDraft(3), {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: {},
    });
    draft = addDraftRow(draft, { rowId: 'n2', table: 'vehicle-fuel', period: '03-2025', values: {} });
    const shown = tableRows(displayRows([later, other, car], draft), 'vehicle-fuel');
    expect(shown.map((row) => row.rowId)).toEqual(['r1', 'r2', 'n1', 'n2']);
  });
});

describe('after a conflict', () => {
  it('re-applies the unsaved input on the newer sheet and moves to its revision', () => {
    // This user changed the consumption and added a row; someone else meanwhile changed the fuel.
    let draft = editCell(emptyDraft(3), 'r1', 'consumption', '50');
    draft = addDraftRow(draft, {
      rowId: 'n1',
      table: 'vehicle-fuel',
      period: '03-2025',
      values: { consumption: '7' },
    });
    const theirs = { ...car, values: { ...car.values, fuelType: 'petrol' } };
    const { draft: rebased, lostRows } = rebaseDraft(draft, { revision: 5, rows: [theirs] }, [fuelTable]);
    expect(lostRows).toBe(0);
    expect(rebased.baseRevision).toBe(5);
    const rows = displayRows([theirs], rebased);
    expect(rows[0]!.values).toMatchObject({ fuelType: 'petrol', consumption: '50' });
    expect(rows[0]!.dirty).toEqual(['consumption']);
    expect(rows[1]).toMatchObject({ rowId: 'n1', saved: null, values: { consumption: '7' } });
  });

  it('drops and counts edits of rows someone else deleted', () => {
    const draft = editCell(editCell(emptyDraft(3), 'r1', 'consumption', '50'), 'gone', 'consumption', '1');
    const { draft: rebased, lostRows } = rebaseDraft(draft, { revision: 6, rows: [car] }, [fuelTable]);
    expect(lostRows).toBe(1);
    expect(Object.keys(rebased.edits)).toEqual(['r1']);
  });

  it('drops an edit that turns out to be what the other person saved', () => {
    const draft = editCell(emptyDraft(3), 'r1', 'consumption', '50');
    const theirs = { ...car, values: { ...car.values, consumption: 50 } };
    expect(isDraftEmpty(rebaseDraft(draft, { revision: 4, rows: [theirs] }, [fuelTable]).draft)).toBe(true);
  });
});

describe('when the server answers', () => {
  it('re-applies stored input typed on an older revision and says so, once', () => {
    const draft = editCell(emptyDraft(3), 'r1', 'consumption', '50');
    const newer = { revision: 7, rows: [car] };
    const first = draftOnServerAnswer(draft, newer, [fuelTable], true);
    expect(first.reapplied).toEqual({ lostRows: 0 });
    expect(first.draft.baseRevision).toBe(7);
    expect(first.draft.edits).toEqual({ r1: { values: { consumption: '50' } } });
    expect(draftOnServerAnswer(draft, newer, [fuelTable], false).reapplied).toBeNull();
  });

  it('settles quietly when nothing changed meanwhile, and an empty draft follows the revision', () => {
    const draft = editCell(emptyDraft(7), 'r1', 'consumption', '50');
    expect(draftOnServerAnswer(draft, { revision: 7, rows: [car] }, [fuelTable], true).reapplied).toBeNull();
    const empty = draftOnServerAnswer(emptyDraft(-1), { revision: 9, rows: [car] }, [fuelTable], true);
    expect(empty).toEqual({ draft: emptyDraft(9), reapplied: null });
  });
});
