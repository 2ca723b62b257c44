import type { ColumnView, LabelView, QuestionCatalogueView, SectionView } from '@ghg/contracts';
import type { Locale } from '../../i18n/locale';
import type { AnswerAuditEntry } from './answer-audit.query';
import { newestFirst, parseAuditValue } from './audit-values';

/** The `audit` namespace's t: a key, interpolation values and a default for keys it has no text for. */
export type AuditTranslate = (
  key: string,
  options?: { defaultValue?: string; [name: string]: unknown },
) => string;

export interface HistoryWording {
  locale: Locale;
  t: AuditTranslate;
  /** Null while the catalogue loads: labels fall back to keys until then. */
  catalogue: QuestionCatalogueView | null;
}

/** One event of the trail (an edit can change several fields at once); its lines share the log position. */
export interface AnswerEventGroup {
  key: string;
  position: string;
  occurredAt: string;
  actorId: string;
  actorName: string;
  eventType: string;
  questionId: string | null;
  entries: AnswerAuditEntry[];
}

/** One changed value as a person reads it. */
export interface ChangeText {
  field: string;
  before: string;
  after: string;
}

export const EMPTY_VALUE = '—';

/** Settings of the wizard and of custom factors: words of our own, not catalogue columns. */
const SETTING_FIELDS = new Set([
  'initialAnswer',
  'items',
  'fuels',
  'refrigerants',
  'path',
  'greenEnergy',
  'period',
  'row',
  'blockedPeriod',
  'custom.name',
  'custom.kgCo2ePerUnit',
  'custom.unit',
  'evidence',
]);

/** Settings whose values are words of an option list of the catalogue. */
const SETTING_OPTION_LISTS: Record<string, string> = {
  fuels: 'fuels',
  refrigerants: 'refrigerants',
  greenEnergy: 'green-energy',
};

const PERIOD = /^(\d{4})-(\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM' as the product writes months: '2025-03' → '03-2025'. */
export function formatPeriod(period: string): string {
  const match = PERIOD.exec(period);
  return match ? `${match[2]}-${match[1]}` : period;
}

export function labelOf(label: LabelView, locale: Locale): string {
  return label[locale] || label.pl;
}

export function findSection(catalogue: QuestionCatalogueView | null, questionId: string | null) {
  if (!catalogue || !questionId) return undefined;
  return catalogue.sections.find((section) => section.key === questionId);
}

function findColumn(section: SectionView | undefined, field: string): ColumnView | undefined {
  for (const table of section?.tables ?? []) {
    const column = table.columns.find((c) => c.key === field);
    if (column) return column;
  }
  return undefined;
}

function optionLabel(
  wording: HistoryWording,
  list: string | null | undefined,
  key: string,
): string | undefined {
  if (!list) return undefined;
  const option = wording.catalogue?.optionLists[list]?.find((o) => o.key === key);
  return option ? labelOf(option.label, wording.locale) : undefined;
}

export function sectionLabel(wording: HistoryWording, questionId: string | null): string {
  if (!questionId) return EMPTY_VALUE;
  const section = findSection(wording.catalogue, questionId);
  return section ? labelOf(section.label, wording.locale) : questionId;
}

export function eventLabel(wording: HistoryWording, eventType: string): string {
  return wording.t(`events.${eventType}`, { defaultValue: eventType });
}

export function fieldLabel(wording: HistoryWording, questionId: string | null, field: string | null): string {
  if (!field) return EMPTY_VALUE;
  const column = findColumn(findSection(wording.catalogue, questionId), field);
  if (column) return labelOf(column.label, wording.locale);
  if (SETTING_FIELDS.has(field)) return wording.t(`fields.${field}`, { defaultValue: field });
  return field;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function formatOne(
  wording: HistoryWording,
  section: SectionView | undefined,
  field: string,
  value: unknown,
): string {
  const { t, locale } = wording;
  if (isEmpty(value)) return EMPTY_VALUE;
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number')
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.startsWith('custom:')) return t('values.custom', { id: text.slice('custom:'.length) });
  if (field === 'period' || field === 'blockedPeriod') return formatPeriod(text);
  if (field === 'row') {
    const table = section?.tables.find((candidate) => candidate.key === text);
    return table ? labelOf(table.label, locale) : text;
  }
  if (field === 'initialAnswer' || field === 'path' || field === 'greenEnergy') {
    const listed = optionLabel(wording, SETTING_OPTION_LISTS[field], text);
    return listed ?? t(`values.${text}`, { defaultValue: text });
  }
  if (field === 'items') return optionLabel(wording, section?.itemOptions, text) ?? text;
  if (field in SETTING_OPTION_LISTS) return optionLabel(wording, SETTING_OPTION_LISTS[field], text) ?? text;
  const column = findColumn(section, field);
  if (column?.options) return optionLabel(wording, column.options, text) ?? text;
  // Unit keys may hold a dot ('passenger.km'), which i18next would read as nesting.
  if (column?.valueType === 'unit' || field === 'custom.unit') {
    return t(`units.${text.replace(/\./g, '-')}`, { defaultValue: text });
  }
  if (column?.valueType === 'date' && ISO_DATE.test(text)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(text));
  }
  return text;
}

/** A before or after value in words: option labels, localized numbers, MM-YYYY months, '—' when empty. */
export function formatAuditValue(
  wording: HistoryWording,
  questionId: string | null,
  field: string | null,
  raw: string | null,
): string {
  const value = parseAuditValue(raw);
  const section = findSection(wording.catalogue, questionId);
  const name = field ?? '';
  if (Array.isArray(value)) {
    return value.length === 0
      ? EMPTY_VALUE
      : value.map((v) => formatOne(wording, section, name, v)).join(', ');
  }
  return formatOne(wording, section, name, value);
}

export function describeChange(wording: HistoryWording, entry: AnswerAuditEntry): ChangeText {
  return {
    field: fieldLabel(wording, entry.questionId, entry.field),
    before: formatAuditValue(wording, entry.questionId, entry.field, entry.before),
    after: formatAuditValue(wording, entry.questionId, entry.field, entry.after),
  };
}

/**
 * The lines of one event in the order a person fills the row: the month first, then the table's columns in
 * catalogue order; fields the catalogue does not know keep the server's order after them.
 */
export function orderedEntries(wording: HistoryWording, group: AnswerEventGroup): AnswerAuditEntry[] {
  const section = findSection(wording.catalogue, group.questionId);
  const columns = (section?.tables ?? []).flatMap((table) => table.columns.map((column) => column.key));
  const rank = (field: string | null) => {
    if (field === 'period') return -1;
    const index = field === null ? -1 : columns.indexOf(field);
    return index === -1 ? columns.length : index;
  };
  return group.entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry.field) - rank(b.entry.field) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The month an event's row changes share, or null when they name none or several (a multi-row delete). */
export function sharedPeriod(group: AnswerEventGroup): string | null {
  const periods = new Set(group.entries.map((entry) => entry.period));
  const [only] = periods;
  return periods.size === 1 && only ? only : null;
}

/** The trail's lines gathered into events (same log position), newest first, lines in the server's order. */
export function groupAnswerEvents(entries: readonly AnswerAuditEntry[]): AnswerEventGroup[] {
  const groups = new Map<string, AnswerEventGroup>();
  for (const entry of entries) {
    const key = `${entry.position}:${entry.eventType}`;
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else
      groups.set(key, {
        key,
        position: entry.position,
        occurredAt: entry.occurredAt,
        actorId: entry.actorId,
        actorName: entry.actorName,
        eventType: entry.eventType,
        questionId: entry.questionId,
        entries: [entry],
      });
  }
  return [...groups.values()].sort(newestFirst);
}

/** Everyone who appears in the trail, by name, for the auditor's user filter. */
export function actorsOf(
  entries: readonly AnswerAuditEntry[],
  locale: Locale,
): { id: string; name: string }[] {
  const names = new Map<string, string>();
  for (const entry of entries) if (!names.has(entry.actorId)) names.set(entry.actorId, entry.actorName);
  return [...names]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));
}
