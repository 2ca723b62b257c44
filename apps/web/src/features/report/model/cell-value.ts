import type { CellValueView, ColumnView } from '@ghg/contracts';

/** What a cell input holds while the user edits: always text ('' = empty; 'true'/'false' for a checkbox). */
export type CellText = string;

export type ParsedCell = { ok: true; value: CellValueView } | { ok: false; code: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^\d+([.,]\d+)?$/;
const WHOLE = /^\d+$/;
export const MAX_TEXT_LENGTH = 500;

/** A stored value as the input shows it. */
export function cellText(value: CellValueView | undefined): CellText {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The typed text as the value the command sends, or the validation code the server would give it. */
export function parseCell(column: Pick<ColumnView, 'valueType' | 'units'>, text: CellText): ParsedCell {
  const trimmed = text.trim();
  if (column.valueType !== 'text' && trimmed === '') return { ok: true, value: null };
  switch (column.valueType) {
    case 'text':
      if (text.trim() === '') return { ok: true, value: null };
      return text.length > MAX_TEXT_LENGTH ? { ok: false, code: 'too_long' } : { ok: true, value: text };
    case 'number':
      // A Polish decimal comma is as good as a point.
      return DECIMAL.test(trimmed)
        ? { ok: true, value: Number(trimmed.replace(',', '.')) }
        : { ok: false, code: 'invalid_number' };
    case 'integer':
      return WHOLE.test(trimmed)
        ? { ok: true, value: Number(trimmed) }
        : { ok: false, code: 'invalid_number' };
    case 'boolean':
      if (trimmed === 'true' || trimmed === 'false') return { ok: true, value: trimmed === 'true' };
      return { ok: false, code: 'invalid_value' };
    case 'date':
      return isCalendarDate(trimmed) ? { ok: true, value: trimmed } : { ok: false, code: 'invalid_format' };
    case 'unit':
      return (column.units ?? []).includes(trimmed)
        ? { ok: true, value: trimmed }
        : { ok: false, code: 'invalid_value' };
    case 'option':
      return { ok: true, value: trimmed };
  }
}

/** The message code a cell shows inline: a format problem, or 'required' for an empty required column. */
export function cellError(column: ColumnView, text: CellText): string | null {
  const parsed = parseCell(column, text);
  if (!parsed.ok) return parsed.code;
  return column.required && parsed.value === null ? 'required' : null;
}

/** Whether the typed text means the same value the server holds (then nothing is left to save). */
export function sameCell(column: ColumnView, text: CellText, saved: CellValueView | undefined): boolean {
  const parsed = parseCell(column, text);
  return parsed.ok && parsed.value === (saved ?? null);
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
