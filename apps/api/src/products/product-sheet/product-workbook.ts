import type { ReportProductDetailView } from '@ghg/contracts';
import {
  findSection,
  OPTION_LISTS,
  type ReportLanguage,
  type SectionKey,
  type WrittenCell,
} from '@ghg/domain';
import type { WrittenSheet, WrittenWorkbook } from '../../spreadsheets/workbook/workbook-content.js';
import { PRODUCT_SHEET_TEXTS, type ProductSheetTexts } from './product-sheet-texts.js';

/** Characters Excel refuses in a sheet name, and its length limit. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/**
 * The product footprint as a workbook (issue 18 on issue 17's writer): a sheet with the product and its totals
 * (per declared unit and, given a production volume, per batch), one with every section's result and share, and
 * one per section with a calculated line each, citing its factor (value, unit, source and source row).
 */
export function productWorkbook(
  detail: ReportProductDetailView,
  lang: ReportLanguage,
  volume: number | null,
  generatedAt: Date,
): WrittenWorkbook {
  const t = PRODUCT_SHEET_TEXTS[lang];
  const total = detail.totalCo2e;
  const product: WrittenCell[][] = [
    [t.name, detail.productName],
    [t.declaredUnit, detail.declaredUnit],
    [t.perUnit, total],
    ...(volume === null
      ? []
      : [
          [t.volume, volume],
          [t.batch, total * volume],
        ]),
    [t.generatedAt, generatedAt.toISOString()],
  ];
  const sections: WrittenCell[][] = detail.result.map((s) => [
    s.label[lang],
    t.statuses[s.status],
    s.co2e,
    total > 0 ? round((s.co2e / total) * 100, 2) : 0,
    s.lines.length,
  ]);
  sections.push([t.total, null, total, total > 0 ? 100 : 0, sections.reduce((n, r) => n + Number(r[4]), 0)]);
  const used = new Set([t.productSheet, t.sectionsSheet]);
  return {
    sheets: [
      sheet(t.productSheet, [t.field, t.value], product),
      sheet(t.sectionsSheet, [t.section, t.status, t.kgCo2e, t.share, t.lines], sections),
      ...detail.result.map((s) =>
        sheet(
          uniqueName(s.label[lang], used),
          lineHeader(t),
          s.lines.map((l) => lineCells(s.questionId, l, lang, t)),
        ),
      ),
    ],
    index: null,
    instructions: null,
  };
}

type Line = ReportProductDetailView['result'][number]['lines'][number];

const lineHeader = (t: ProductSheetTexts): string[] => [
  t.subcategory,
  t.item,
  t.month,
  t.scope,
  t.kgCo2e,
  t.kgCo2,
  t.kgCh4,
  t.kgN2o,
  t.factor,
  t.factorValue,
  t.factorUnit,
  t.source,
  t.sourceRow,
  t.publicationYear,
  t.factorSet,
  t.dataQuality,
];

function lineCells(section: string, line: Line, lang: ReportLanguage, t: ProductSheetTexts): WrittenCell[] {
  const e = line.emission;
  const f = e.factor;
  const user = f.source === 'user';
  const [year, month] = line.period.split('-');
  return [
    tableLabel(section, line.questionSubCategory, lang),
    line.item === null ? null : itemLabel(section, line.questionSubCategory, line.item, lang),
    month && year ? `${month}-${year}` : line.period,
    line.scope.replace('scope', 'Scope '),
    e.co2eKg,
    e.co2Kg,
    e.ch4Kg,
    e.n2oKg,
    user ? t.userFigure : f.label,
    user ? null : f.kgCo2ePerUnit,
    user ? null : f.unit,
    f.source,
    f.sourceRowId,
    f.publicationYear,
    f.factorSetVersion,
    e.dataQuality,
  ];
}

function tableOf(section: string, tableKey: string) {
  return findSection(section as SectionKey).tables.find((table) => table.key === tableKey) ?? null;
}

const tableLabel = (section: string, tableKey: string, lang: ReportLanguage): string =>
  tableOf(section, tableKey)?.label[lang] ?? tableKey;

/** A line's item is an option key (material, waste type, fuel) or a free name: keys read as their label. */
function itemLabel(section: string, tableKey: string, item: string, lang: ReportLanguage): string {
  for (const column of tableOf(section, tableKey)?.columns ?? []) {
    if (!column.options) continue;
    const option = OPTION_LISTS[column.options].find((o) => o.key === item);
    if (option) return option.label[lang];
  }
  return item;
}

const sheet = (name: string, header: string[], rows: WrittenCell[][]): WrittenSheet => ({
  name,
  header,
  rows,
  choices: header.map(() => null),
  readOnly: header.map(() => false),
});

function uniqueName(label: string, used: Set<string>): string {
  const base = label.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, SHEET_NAME_MAX).trim();
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base.slice(0, SHEET_NAME_MAX - 4)} (${n})`;
  used.add(name);
  return name;
}

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
