import type { VsmeClimateView } from '@ghg/contracts';
import { type ReportLanguage, vsmeDrillDown } from '@ghg/domain';
import type { DatapointsWorkbook } from '../../spreadsheets/workbook/write-datapoints-xlsx.js';

const TEXTS = {
  pl: {
    sheet: 'VSME klimat',
    title: 'EFRAG VSME – dane klimatyczne (B3, C3)',
    year: (year: number) => `Rok sprawozdawczy: ${year}`,
    organization: (name: string) => `Organizacja: ${name}`,
    pcaf: (score: number) => `Ocena jakości danych PCAF (1 najlepsza – 5): ${score}`,
    header: [
      'ID punktu danych',
      'Moduł',
      'Punkt danych',
      'Wartość',
      'Jednostka',
      'Szczegóły',
      'Dane źródłowe (API)',
    ],
    open: 'Otwórz',
    lines: 'Linie emisji',
    target: 'Cel redukcji',
  },
  en: {
    sheet: 'VSME climate',
    title: 'EFRAG VSME – climate datapoints (B3, C3)',
    year: (year: number) => `Reporting year: ${year}`,
    organization: (name: string) => `Organization: ${name}`,
    pcaf: (score: number) => `PCAF data-quality score (1 best – 5): ${score}`,
    header: ['Datapoint ID', 'Module', 'Datapoint', 'Value', 'Unit', 'Drill-down', 'Source data (API)'],
    open: 'Open',
    lines: 'Emission lines',
    target: 'Reduction target',
  },
} as const;

/** Column of the value in the sheet (1-based) and the first datapoint row, for readers of the file. */
export const VSME_XLSX_LAYOUT = { idColumn: 1, valueColumn: 4, headerRow: 5 } as const;

export const vsmeClimateXlsxFileName = (year: number, language: ReportLanguage): string =>
  `${language === 'pl' ? 'vsme-klimat' : 'vsme-climate'}-${year}.xlsx`;

/**
 * The climate section as the EFRAG VSME Excel template lays its datapoints out: one row per datapoint with its id
 * in the first column (B3 energy and GHG, then C3 targets), the value as a number, and two links per number: the
 * app page of its breakdown and the API address of the lines it adds up from.
 */
export function vsmeClimateWorkbook(
  view: VsmeClimateView,
  organizationId: string,
  publicUrl: string,
  language: ReportLanguage,
): DatapointsWorkbook {
  const t = TEXTS[language];
  return {
    sheetName: t.sheet,
    title: [
      t.title,
      t.organization(view.organizationName),
      t.year(view.year),
      t.pcaf(view.dataQuality.score),
    ],
    header: [...t.header],
    widths: [22, 8, 60, 16, 12, 14, 18],
    rows: view.datapoints.map((d) => {
      const links = vsmeDrillDown(d.id, organizationId, view.year, language);
      return [
        d.id,
        d.id.slice(0, 2),
        d.label[language],
        d.value,
        d.unit === 'year' ? '' : d.unit,
        { text: t.open, hyperlink: publicUrl + links.page },
        { text: d.id.startsWith('C3') ? t.target : t.lines, hyperlink: publicUrl + links.data },
      ];
    }),
  };
}
