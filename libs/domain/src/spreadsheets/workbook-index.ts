import { type SectionDefinition } from '../emissions/catalogue/section-definition.js';
import { INDEX_SHEET, LISTS_SHEET, type SheetLayout, sheetLayoutsOf, sheetNamesOf } from './sheet-layout.js';

/** The instructions sheet of a template, in each language: read by people, skipped on import. */
export const INSTRUCTIONS_SHEET = { pl: 'Instrukcja', en: 'Instructions' } as const;

/** The worksheets of a workbook and their names, as export and templates write them (one sheet per table). */
export function workbookSheets(
  sections: readonly SectionDefinition[],
  lang: 'pl' | 'en',
): { layout: SheetLayout; name: string }[] {
  const layouts = sections.flatMap(sheetLayoutsOf);
  const names = sheetNamesOf(layouts, lang);
  return layouts.map((layout, i) => ({ layout, name: names[i] ?? layout.id }));
}

/**
 * Which layout a worksheet of an uploaded workbook follows. The hidden index sheet (sheet name → layout id)
 * decides when present; otherwise the name as export writes it in either language, for one section or all.
 * The index and lists sheets and the instructions are 'ignored'; any other name is unknown (null).
 */
export function layoutResolver(
  sections: readonly SectionDefinition[],
  index: readonly (readonly unknown[])[] | null,
): (sheetName: string) => SheetLayout | 'ignored' | null {
  const byId = new Map(sections.flatMap(sheetLayoutsOf).map((l) => [l.id, l]));
  const byName = new Map<string, SheetLayout>();
  const add = (name: string, layout: SheetLayout) => {
    const k = name.trim().toLocaleLowerCase('pl');
    if (!byName.has(k)) byName.set(k, layout);
  };
  for (const row of index ?? []) {
    const [name, id] = row;
    const layout = typeof id === 'string' ? byId.get(id) : undefined;
    if (typeof name === 'string' && layout) add(name, layout);
  }
  for (const lang of ['pl', 'en'] as const) {
    for (const { layout, name } of workbookSheets(sections, lang)) add(name, layout);
    for (const section of sections)
      for (const { layout, name } of workbookSheets([section], lang)) add(name, layout);
  }
  const ignored = new Set(
    [INDEX_SHEET, LISTS_SHEET, INSTRUCTIONS_SHEET.pl, INSTRUCTIONS_SHEET.en].map((n) =>
      n.toLocaleLowerCase('pl'),
    ),
  );
  return (sheetName) => {
    const k = sheetName.trim().toLocaleLowerCase('pl');
    if (ignored.has(k)) return 'ignored';
    return byName.get(k) ?? null;
  };
}
