import { type ColumnDefinition } from '../emissions/catalogue/columns.js';
import { type Option } from '../emissions/catalogue/labelled.js';
import { type CellValue } from '../answers/answer-row.js';
import { formatYearMonth, parseMonthYear, parseYearMonth } from '../rules/periods/year-month.js';

/** A cell as a spreadsheet reader hands it over: text, number, boolean, date, or nothing. */
export type RawCell = string | number | boolean | Date | null | undefined;

export type CellOutcome = { ok: true; value: CellValue } | { ok: false; code: string };

export const isEmptyCell = (raw: RawCell): boolean =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/** How a cell reads in an error message: the text given, a number as typed, a date as YYYY-MM-DD. */
export function cellText(raw: RawCell): string | null {
  if (isEmptyCell(raw)) return null;
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? '?' : raw.toISOString().slice(0, 10);
  return String(raw);
}

/**
 * The month of a row: 'MM-YYYY' as the spec writes it, 'YYYY-MM' (the spec's example), or a date cell (a
 * spreadsheet program turns '05-2025' typed by hand into one) read as its month. Answers 'YYYY-MM'.
 */
export function periodOfCell(raw: RawCell): CellOutcome {
  if (isEmptyCell(raw)) return { ok: false, code: 'required' };
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return { ok: false, code: 'invalid_format' };
    return { ok: true, value: formatYearMonth({ year: raw.getUTCFullYear(), month: raw.getUTCMonth() + 1 }) };
  }
  const text = String(raw).trim().replace(/[./]/g, '-');
  const month = parseMonthYear(text.padStart(7, '0')) ?? parseYearMonth(text);
  return month ? { ok: true, value: formatYearMonth(month) } : { ok: false, code: 'invalid_format' };
}

/** A choice list as a lookup of what a person may type: the key, the Polish or the English label, any case. */
export function choiceLookup(choices: readonly Option[]): ReadonlyMap<string, string> {
  const lookup = new Map<string, string>();
  for (const choice of choices) {
    for (const text of [choice.key, choice.label.pl, choice.label.en]) {
      const k = normalize(text);
      if (!lookup.has(k)) lookup.set(k, choice.key);
    }
  }
  return lookup;
}

/**
 * The lookup form of a typed text. Locale-aware lower-casing is slow and an import repeats the same few texts
 * 100,000 times: forms are remembered (a bounded table, emptied when full).
 */
const NORMALIZED = new Map<string, string>();
const MAX_NORMALIZED = 10_000;
function normalize(text: string): string {
  let form = NORMALIZED.get(text);
  if (form === undefined) {
    form = text.trim().toLocaleLowerCase('pl').replace(/\s+/g, ' ');
    if (NORMALIZED.size >= MAX_NORMALIZED) NORMALIZED.clear();
    if (text.length <= 200) NORMALIZED.set(text, form);
  }
  return form;
}

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/** A number as typed in either language: '1 234,5', '1234.5', '1e3'. */
function numberOf(raw: RawCell): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(/[\s\u00a0]/g, '');
  if (!NUMBER.test(text)) return null;
  return Number(text.replace(',', '.'));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_PL = /^(\d{2})[.-](\d{2})[.-](\d{4})$/;

function dayOf(raw: RawCell): string | null {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : raw.toISOString().slice(0, 10);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (DAY.test(text)) return text;
  const pl = DAY_PL.exec(text);
  return pl ? `${pl[3]}-${pl[2]}-${pl[1]}` : null;
}

/**
 * One value cell to the value a command carries. An empty required cell is an error here (an imported row must
 * be complete); type rules beyond the reading (range, length, calendar day) stay with `rowValueErrors`.
 */
export function valueOfCell(
  column: ColumnDefinition,
  raw: RawCell,
  lookup: ReadonlyMap<string, string> | null,
): CellOutcome {
  if (isEmptyCell(raw)) return column.required ? { ok: false, code: 'required' } : { ok: true, value: null };
  switch (column.valueType) {
    case 'text':
      return { ok: true, value: raw instanceof Date ? (cellText(raw) ?? '') : String(raw).trim() };
    case 'number':
    case 'integer': {
      const n = numberOf(raw);
      return n === null ? { ok: false, code: 'invalid_number' } : { ok: true, value: n };
    }
    case 'date': {
      const day = dayOf(raw);
      return day === null ? { ok: false, code: 'invalid_date' } : { ok: true, value: day };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 1 || raw === 0) return { ok: true, value: raw === 1 };
      const key = lookup?.get(normalize(String(raw)));
      return key === undefined ? { ok: false, code: 'invalid_value' } : { ok: true, value: key === 'true' };
    }
    case 'option':
    case 'unit': {
      const key = lookup?.get(normalize(String(raw)));
      if (key !== undefined) return { ok: true, value: key };
      return { ok: false, code: column.valueType === 'unit' ? 'unknown_unit' : 'unknown_option' };
    }
  }
}
