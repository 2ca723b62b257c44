import type { AnswerAuditEntryView } from '@ghg/contracts';
import {
  type ColumnDefinition,
  type Label,
  OPTION_LISTS,
  type OptionListKey,
  type ReportLanguage,
  SECTIONS,
  type SectionDefinition,
} from '@ghg/domain';
import { AUDIT_EXPORT_TEXTS, type AuditExportTexts } from './audit-export-texts.js';

export const EMPTY = '—';

/** Settings whose values are words of an option list of the catalogue. */
const SETTING_LISTS: Record<string, OptionListKey> = {
  fuels: 'fuels',
  refrigerants: 'refrigerants',
  greenEnergy: 'green-energy',
};

const BY_KEY = new Map<string, SectionDefinition>(SECTIONS.map((s) => [s.key, s]));
const PERIOD = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' as the product writes months: '03-2025'. */
const month = (text: string) => {
  const m = PERIOD.exec(text);
  return m ? `${m[2]}-${m[1]}` : text;
};

function column(section: SectionDefinition | undefined, field: string): ColumnDefinition | undefined {
  for (const table of section?.tables ?? []) {
    const found = table.columns.find((c) => c.key === field);
    if (found) return found;
  }
  return undefined;
}

function optionLabel(list: OptionListKey | null | undefined, key: string, lang: ReportLanguage) {
  const found = list ? OPTION_LISTS[list]?.find((o) => o.key === key) : undefined;
  return found ? found.label[lang] : undefined;
}

const label = (l: Label, lang: ReportLanguage) => l[lang] || l.pl;

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One value in words: option labels, plain numbers, MM-YYYY months, yes/no; never a JSON-quoted code. */
function valueText(
  t: AuditExportTexts,
  lang: ReportLanguage,
  section: SectionDefinition | undefined,
  field: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value))
    return value.length === 0 ? EMPTY : value.map((v) => valueText(t, lang, section, field, v)).join(', ');
  if (typeof value === 'boolean') return value ? t.values.yes : t.values.no;
  // Numbers stay machine-readable (a spreadsheet converts them); only the separator follows the language.
  if (typeof value === 'number') return lang === 'pl' ? String(value).replace('.', ',') : String(value);
  if (typeof value === 'object') {
    // A whole payload (an event without field changes): its fields in words, one 'name: value' each.
    return Object.entries(value as Record<string, unknown>)
      .filter(([k]) => k !== 'questionId' && k !== 'rowId')
      .map(([k, v]) => `${fieldText(t, lang, section, k)}: ${valueText(t, lang, section, k, v)}`)
      .join('; ');
  }
  const text = String(value);
  if (text.startsWith('custom:')) return `${t.values.custom} (${text.slice('custom:'.length)})`;
  if (field === 'period' || field === 'blockedPeriod') return month(text);
  if (field === 'row') {
    const table = section?.tables.find((c) => c.key === text);
    return table ? label(table.label, lang) : text;
  }
  if (field === 'initialAnswer' || field === 'path')
    return t.values[text as keyof AuditExportTexts['values']] ?? text;
  if (field === 'items') return optionLabel(section?.itemOptions, text, lang) ?? text;
  if (field in SETTING_LISTS) return optionLabel(SETTING_LISTS[field], text, lang) ?? text;
  const col = column(section, field);
  if (col?.options) return optionLabel(col.options, text, lang) ?? text;
  if (col?.valueType === 'unit' || field === 'custom.unit') return t.units[text] ?? text;
  return text;
}

function fieldText(
  t: AuditExportTexts,
  lang: ReportLanguage,
  section: SectionDefinition | undefined,
  field: string | null,
): string {
  if (!field) return EMPTY;
  const col = column(section, field);
  if (col) return label(col.label, lang);
  return t.fields[field] ?? field;
}

/** UTC instant as 'YYYY-MM-DD HH:MM:SS', which Excel reads as a date and time in either language. */
const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

/** The export as rows of readable cells, header first: what the CSV and the .xlsx both write. */
export function auditExportRows(entries: readonly AnswerAuditEntryView[], lang: ReportLanguage): string[][] {
  const t = AUDIT_EXPORT_TEXTS[lang];
  const h = t.headers;
  const header = [h.occurredAt, h.actor, h.event, h.section, h.period, h.field, h.before, h.after, h.rowId];
  const rows = entries.map((e) => {
    const section = e.questionId ? BY_KEY.get(e.questionId) : undefined;
    const field = e.field ?? '';
    return [
      when(e.occurredAt),
      e.actorName,
      t.events[e.eventType] ?? e.eventType,
      section ? label(section.label, lang) : (e.questionId ?? EMPTY),
      e.period ? month(e.period) : EMPTY,
      fieldText(t, lang, section, e.field),
      valueText(t, lang, section, field, parsed(e.before)),
      valueText(t, lang, section, field, parsed(e.after)),
      e.rowId ?? EMPTY,
    ];
  });
  return [header, ...rows];
}
