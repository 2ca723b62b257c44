import { everyType } from '../shared/every-type.js';
import { DomainError } from '../shared/domain-error.js';

export type SheetFormat = 'xls' | 'xlsx';

/**
 * One uploaded workbook, as history lists it. `imported`: its rows were appended (the answer streams carry them,
 * tagged with the import id); `refused`: some cell failed, nothing was appended, `errorCount` says how many.
 */
export type SheetImportRecorded = {
  type: 'SheetImportRecorded';
  data: {
    organizationId: string;
    importId: string;
    fileName: string;
    sizeBytes: number;
    format: SheetFormat;
    result: 'imported' | 'refused';
    rows: number;
    existingRows: number;
    errorCount: number;
    sections: string[];
  };
};
/** The rows of an import were removed again (RowsDeleted mode 'import' on each section it touched). */
export type SheetImportReverted = {
  type: 'SheetImportReverted';
  data: { organizationId: string; importId: string; rows: number };
};

export type SheetImportEvent = SheetImportRecorded | SheetImportReverted;
export const SHEET_IMPORT_EVENT_TYPES = everyType<SheetImportEvent['type']>()([
  'SheetImportRecorded',
  'SheetImportReverted',
]);

export const sheetImportsStreamId = (organizationId: string): string => `sheet-imports-${organizationId}`;

export interface SheetImportsState {
  readonly imports: ReadonlyMap<string, { result: 'imported' | 'refused' | 'reverted'; sections: string[] }>;
}
export const initialSheetImportsState: SheetImportsState = { imports: new Map() };

export function evolveSheetImports(state: SheetImportsState, event: SheetImportEvent): SheetImportsState {
  const imports = new Map(state.imports);
  if (event.type === 'SheetImportRecorded')
    imports.set(event.data.importId, { result: event.data.result, sections: event.data.sections });
  else {
    const before = imports.get(event.data.importId);
    if (before) imports.set(event.data.importId, { ...before, result: 'reverted' });
  }
  return { imports };
}

/** Only an import that appended rows, and was not reverted yet, can be reverted. */
export function assertRevertible(state: SheetImportsState, importId: string): { sections: string[] } {
  const found = state.imports.get(importId);
  if (!found)
    throw new DomainError('ROW_NOT_FOUND', 'This import does not exist', [
      { path: 'importId', code: 'invalid_value' },
    ]);
  if (found.result !== 'imported')
    throw new DomainError('VALIDATION_ERROR', `This import is ${found.result} and cannot be reverted`, [
      { path: 'importId', code: found.result === 'reverted' ? 'already_reverted' : 'nothing_imported' },
    ]);
  return found;
}
