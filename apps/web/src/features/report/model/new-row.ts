import type { SectionView, TableView } from '@ghg/contracts';
import type { CellText } from './cell-value';

interface WizardChoices {
  items: readonly string[];
  fuels: readonly string[];
}

/**
 * The cells a new row is filled with (its placement, spec §3 — main, field type other, order = count of main
 * rows + 1 — is given by the server when it adds the row) so the user types less: a unit column with a single unit takes it, and
 * the item / fuel / refrigerant column takes the one choice made in the wizard when only one was made.
 */
export function newRowValues(
  section: Pick<SectionView, 'itemOptions'>,
  table: TableView,
  choices: WizardChoices,
): Record<string, CellText> {
  const values: Record<string, CellText> = {};
  for (const column of table.columns) {
    if (column.valueType === 'unit' && column.units?.length === 1) values[column.key] = column.units[0]!;
    if (column.valueType !== 'option' || column.options === null) continue;
    if (column.options === section.itemOptions && choices.items.length === 1)
      values[column.key] = choices.items[0]!;
    if ((column.options === 'fuels' || column.options === 'refrigerants') && choices.fuels.length === 1)
      values[column.key] = choices.fuels[0]!;
  }
  return values;
}

/** A row id the client names, so its local copy keeps the id the server will use (hex, 32 characters). */
export function newRowId(): string {
  // getRandomValues works on plain http too, where randomUUID is missing.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
