import type { SectionSheetView } from '@ghg/contracts';
import type { SheetDraft } from './sheet-draft';

/**
 * Spec §9: local storage keeps one entry for table data; inside it one record per person, organization and
 * sheet (someone else signing in on the same browser never sends another person's input as their own).
 */
export const TABLE_DATA_KEY = 'reportTableData';

/** A sheet as last seen from the server and what the user typed on top of it. */
export interface StoredSheet {
  draft: SheetDraft;
  snapshot: SectionSheetView | null;
}

export type StoredSheets = Record<string, StoredSheet>;

export function sheetKey(owner: { userId: string; organizationId: string }, questionId: string): string {
  return `${owner.userId}/${owner.organizationId}/${questionId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDraft(value: unknown): value is SheetDraft {
  return (
    isRecord(value) &&
    typeof value.baseRevision === 'number' &&
    isRecord(value.edits) &&
    Array.isArray(value.added)
  );
}

/** Reads the stored entry; anything damaged or of another shape is ignored rather than trusted. */
export function parseStoredSheets(raw: string | null): StoredSheets {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(parsed)) return {};
  const sheets: StoredSheets = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!isRecord(value) || !isDraft(value.draft)) continue;
    const snapshot = isRecord(value.snapshot) && Array.isArray(value.snapshot.rows) ? value.snapshot : null;
    sheets[key] = { draft: value.draft, snapshot: snapshot as SectionSheetView | null };
  }
  return sheets;
}

/**
 * The newest revision this device has seen the sheet at: the snapshot's, or a later one a command of its own
 * reached. The draft is stored the moment a command is accepted, the snapshot only when the read after it answers,
 * which leaving the page can cut short: an answer given before the server's sheet arrives must not be sent on the
 * older snapshot's revision, or the user's own last answer reads as someone else's change (a false conflict).
 */
export function knownRevision(stored: StoredSheet | null | undefined): number {
  return Math.max(stored?.snapshot?.revision ?? -1, stored?.draft.baseRevision ?? -1);
}

export function withStoredSheet(sheets: StoredSheets, key: string, sheet: StoredSheet | null): StoredSheets {
  const next = { ...sheets };
  if (sheet === null) delete next[key];
  else next[key] = sheet;
  return next;
}

/** Local storage failures are logged only (spec §8): the page works on without its local copy. */
export function loadStoredSheet(key: string): StoredSheet | null {
  try {
    return parseStoredSheets(window.localStorage.getItem(TABLE_DATA_KEY))[key] ?? null;
  } catch (error) {
    console.error('report: cannot read the local table data', error);
    return null;
  }
}

export function storeSheet(key: string, sheet: StoredSheet | null): void {
  try {
    const sheets = parseStoredSheets(window.localStorage.getItem(TABLE_DATA_KEY));
    window.localStorage.setItem(TABLE_DATA_KEY, JSON.stringify(withStoredSheet(sheets, key, sheet)));
  } catch (error) {
    console.error('report: cannot keep the local table data', error);
  }
}
