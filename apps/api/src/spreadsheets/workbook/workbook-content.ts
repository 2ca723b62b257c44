import {
  choicesOf,
  INDEX_SHEET,
  type CustomFactorDefinition,
  labelsOf,
  type SectionDefinition,
  type SheetLang,
  type SheetLayout,
  type SheetRowSource,
  sheetCellsOf,
  workbookSheets,
  type WrittenCell,
} from '@ghg/domain';

/**
 * What the writers need of one worksheet: header, rows, and per column the choices a drop-down offers (null:
 * free input). Any table can be written so (the product footprint workbook); answers sheets add their layout.
 */
export interface WrittenSheet {
  readonly name: string;
  readonly header: string[];
  readonly rows: WrittenCell[][];
  readonly choices: (string[] | null)[];
  /** Columns export fills and import ignores (kg CO2e, factor source, row id). */
  readonly readOnly: boolean[];
}

/** One answers worksheet: a table of a section, laid out by the catalogue (import reads it back). */
export interface WorksheetContent extends WrittenSheet {
  readonly layout: SheetLayout;
}

/** A workbook the writers write: an instructions sheet first when given, the hidden index sheet when given. */
export interface WrittenWorkbook {
  readonly sheets: readonly WrittenSheet[];
  /** Rows of the hidden index sheet: worksheet name → layout id (null: a workbook not meant for import). */
  readonly index: string[][] | null;
  readonly instructions: string[][] | null;
}

export interface WorkbookContent extends WrittenWorkbook {
  readonly sheets: WorksheetContent[];
  readonly index: string[][];
}

/** What the ledger holds for one section: its rows and the custom factors its choices may name. */
export interface SectionRows {
  readonly rows: readonly (SheetRowSource & { table: string })[];
  readonly customFactors: ReadonlyMap<string, CustomFactorDefinition>;
}

/**
 * The workbook of some sections in one language, from the one layout: export passes the rows, a template
 * passes none (and an example row). The same content goes to the .xlsx and the .xls writer.
 */
export function workbookContent(
  sections: readonly SectionDefinition[],
  lang: SheetLang,
  rowsOf: (section: SectionDefinition) => SectionRows,
  extra: { example?: (layout: SheetLayout) => WrittenCell[] | null; instructions?: string[][] } = {},
): WorkbookContent {
  const bySection = new Map(sections.map((s) => [s.key, rowsOf(s)]));
  const sheets = workbookSheets(sections, lang).map(({ layout, name }): WorksheetContent => {
    const source = bySection.get(layout.section.key) ?? { rows: [], customFactors: new Map() };
    const labels = labelsOf(layout, source.customFactors);
    const rows = source.rows
      .filter((r) => r.table === layout.table.key)
      .map((r) => sheetCellsOf(layout, r, labels, lang));
    const example = extra.example?.(layout);
    return {
      name,
      layout,
      header: layout.columns.map((c) => c.header[lang]),
      rows: example ? [example, ...rows] : rows,
      choices: layout.columns.map((c) =>
        c.kind === 'value'
          ? (choicesOf(c.column, source.customFactors)?.map((o) => o.label[lang]) ?? null)
          : null,
      ),
      readOnly: layout.columns.map(
        (c) => c.kind === 'co2e' || c.kind === 'factorSource' || c.kind === 'rowId',
      ),
    };
  });
  return {
    sheets,
    index: [['sheet', 'layout'], ...sheets.map((s) => [s.name, s.layout.id])],
    instructions: extra.instructions ?? null,
  };
}

export { INDEX_SHEET };
