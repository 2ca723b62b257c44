import { describe, expect, it } from 'vitest';
import type { SectionSheetView } from '@ghg/contracts';
import { knownRevision, parseStoredSheets, sheetKey, withStoredSheet } from './draft-storage';
import { editCell, emptyDraft } from './sheet-draft';

describe('the local copy of the tables', () => {
  it('survives a round trip through localStorage text', () => {
    const draft = editCell(emptyDraft(2), 'r1', 'consumption', '45');
    const key = sheetKey({ userId: 'u-1', organizationId: 'org-1' }, 'vehicles');
    const text = JSON.stringify(withStoredSheet({}, key, { draft, snapshot: null }));
    expect(parseStoredSheets(text)[key]).toEqual({ draft, snapshot: null });
  });

  it('keeps one record per person, organization and sheet, and removes one on request', () => {
    const anna = { userId: 'u-1', organizationId: 'org-1' };
    const marek = { userId: 'u-2', organizationId: 'org-1' };
    const one = withStoredSheet({}, sheetKey(anna, 'vehicles'), { draft: emptyDraft(1), snapshot: null });
    const two = withStoredSheet(one, sheetKey(marek, 'vehicles'), { draft: emptyDraft(4), snapshot: null });
    expect(Object.keys(two).sort()).toEqual(['u-1/org-1/vehicles', 'u-2/org-1/vehicles']);
    expect(Object.keys(withStoredSheet(two, 'u-1/org-1/vehicles', null))).toEqual(['u-2/org-1/vehicles']);
  });

  it('ignores damaged or foreign content instead of trusting it', () => {
    expect(parseStoredSheets(null)).toEqual({});
    expect(parseStoredSheets('{not json')).toEqual({});
    expect(parseStoredSheets('[1,2]')).toEqual({});
    expect(parseStoredSheets(JSON.stringify({ a: { draft: { edits: {} } }, b: 3 }))).toEqual({});
  });

  it('knows the newest revision it saw: a later one its own accepted command reached beats the older snapshot', () => {
    const snapshot = (revision: number) => ({ revision, rows: [] }) as unknown as SectionSheetView;
    // Left the page before the read after the answer came back: the snapshot is one behind the draft.
    expect(knownRevision({ draft: emptyDraft(5), snapshot: snapshot(4) })).toBe(5);
    expect(knownRevision({ draft: emptyDraft(3), snapshot: snapshot(4) })).toBe(4);
    expect(knownRevision({ draft: emptyDraft(2), snapshot: null })).toBe(2);
    expect(knownRevision(null)).toBe(-1);
  });
});
