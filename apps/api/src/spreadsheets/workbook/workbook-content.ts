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

/** Rows of cells, in sheet order. */
export type CellRows = readonly (readonly WrittenCell[])[];

/**
 * A sheet's rows: in memory (templates, small tables), or page by page as they are read (an export: the writer
 * takes a page, writes it and drops it, so 100,000 rows and their cells are never all in memory at once).
 */
export type SheetRows = CellRows | AsyncIterable<CellRows>;

const isPaged = <T>(rows: readonly T[] | AsyncIterable<readonly T[]>): rows is AsyncIterable<readonly T[]> =>
  Symbol.asyncIterator in rows;

/** The rows in pages of at most `size` (pages read from the database are passed on as they come). */
export async function* pagesOf(rows: SheetRows, size: number): AsyncGenerator<CellRows> {
  if (!isPaged(rows)) {
    for (let from = 0; from < rows.length; from += size) yield rows.slice(from, from + size);
    return;
  }
  for await (const page of rows) yield page;
}

/**
 * What the writers need of one worksheet: header, rows, and per column the choices a drop-down offers (null:
 * free input). Any table can be written so (the product footprint workbook); answers sheets add their layout.
 */
export interface WrittenSheet {
  readonly name: string;
  readonly header: string[];
  readonly rows: SheetRows;
  readonly choices: (string[] | null)[];
  /** Columns export fills and import ignores (kg CO2e, factor source, row id). */
  readonly readOnly: boolean[];
  /** Columns whose texts differ row by row (row ids): written in their cells, not through the shared strings. */
  readonly uniqueTexts?: boolean[];
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

/** Rows of one table of a section, in table order: in memory, or pages as they are read (export). */
export type TableRows = readonly SheetRowSource[] | AsyncIterable<readonly SheetRowSource[]>;

/** What the ledger holds for one section: the rows of each of its tables and the custom factors choices may name. */
export interface SectionRows {
  readonly rowsOf: (table: string) => TableRows;
  readonly customFactors: ReadonlyMap<string, CustomFactorDefinition>;
}

/** A section's rows held in memory (templates, tests, the bench's fixtures), each naming its table. */
export function sectionRowsInMemory(
  rows: readonly (SheetRowSource & { table: string })[],
  customFactors: ReadonlyMap<string, CustomFactorDefinition> = new Map(),
): SectionRows {
  return { rowsOf: (table) => rows.filter((r) => r.table === table), customFactors };
}

/**
 * The workbook of some sections in one language, from the one layout: export passes the rows, a template
 * passes none (and an example row). The same content goes to the .xlsx and the .xls writer. Rows given as pages
 * are turned into cells page by page as a writer reads them (nothing is read before).
 */
export function workbookContent(
  sections: readonly SectionDefinition[],
  lang: SheetLang,
  rowsOf: (section: SectionDefinition) => SectionRows,
  extra: { example?: (layout: SheetLayout) => WrittenCell[] | null; instructions?: string[][] } = {},
): WorkbookContent {
  const bySection = new Map(sections.map((s) => [s.key, rowsOf(s)]));
  const sheets = workbookSheets(sections, lang).map(({ layout, name }): WorksheetContent => {
    const source = bySection.get(layout.section.key) ?? sectionRowsInMemory([]);
    const labels = labelsOf(layout, source.customFactors);
    const cellsOf = (row: SheetRowSource) => sheetCellsOf(layout, row, labels, lang);
    const tableRows = source.rowsOf(layout.table.key);
    const example = extra.example?.(layout) ?? null;
    const rows: SheetRows = isPaged(tableRows)
      ? {
          async *[Symbol.asyncIterator]() {
            if (example) yield [example];
            for await (const page of tableRows) yield page.map(cellsOf);
          },
        }
      : [...(example ? [example] : []), ...tableRows.map(cellsOf)];
    return {
      name,
      layout,
      header: layout.columns.map((c) => c.header[lang]),
      rows,
      choices: layout.columns.map((c) =>
        c.kind === 'value'
          ? (choicesOf(c.column, source.customFactors)?.map((o) => o.label[lang]) ?? null)
          : null,
      ),
      readOnly: layout.columns.map(
        (c) => c.kind === 'co2e' || c.kind === 'factorSource' || c.kind === 'rowId',
      ),
      uniqueTexts: layout.columns.map((c) => c.kind === 'rowId'),
    };
  });
  return {
    sheets,
    index: [['sheet', 'layout'], ...sheets.map((s) => [s.name, s.layout.id])],
    instructions: extra.instructions ?? null,
  };
}

export { INDEX_SHEET };
