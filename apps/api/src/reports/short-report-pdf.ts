import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { ReportLanguage, ShortReportContent } from '@ghg/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { SHORT_REPORT_TEXTS, type ShortReportTexts } from './short-report-texts.js';

/** DejaVu Sans covers Polish letters (ą, ę, ł, ż …) and CO₂; the standard PDF fonts do not. */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
export const fontFiles = () =>
  (fonts ??= {
    regular: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  });

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const INK = rgb(0.13, 0.16, 0.2);
export const MUTED = rgb(0.4, 0.44, 0.5);
export const ACCENT = rgb(0.11, 0.42, 0.3);
const RULE = rgb(0.82, 0.85, 0.88);

/**
 * Writes top to bottom and starts a new page when the next line would not fit. Exported with the fonts for the
 * product footprint one-pager (products/product-pdf), which draws its charts on `page` at `y`.
 */
export class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  space(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    } else this.y -= height;
  }

  text(
    value: string,
    options: { size?: number; bold?: boolean; colour?: typeof INK; x?: number } = {},
  ): void {
    const size = options.size ?? 10;
    this.space(size * 1.5);
    this.page.drawText(value, {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.regular,
      color: options.colour ?? INK,
    });
  }

  /** One table row: a label on the left, figures right-aligned in the last columns. */
  row(
    label: string,
    figures: string[],
    options: { bold?: boolean; indent?: number; size?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    this.space(size * 1.6);
    this.page.drawText(label, { x: MARGIN + (options.indent ?? 0), y: this.y, size, font, color: INK });
    const right = A4[0] - MARGIN;
    figures.forEach((figure, i) => {
      const x = right - (figures.length - 1 - i) * 90 - font.widthOfTextAtSize(figure, size);
      this.page.drawText(figure, { x, y: this.y, size, font, color: INK });
    });
  }

  /** Text wider than the page breaks between words. */
  paragraph(value: string, options: { size?: number; colour?: typeof INK } = {}): void {
    const size = options.size ?? 10;
    const width = A4[0] - 2 * MARGIN;
    let line = '';
    for (const word of value.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.regular.widthOfTextAtSize(next, size) > width) {
        this.text(line, options);
        line = word;
      } else line = next;
    }
    if (line) this.text(line, options);
  }

  rule(): void {
    this.space(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
  }
}

function periodText(content: ShortReportContent, t: ShortReportTexts): string {
  const { choice, from, to } = content.period;
  const month = (m: string) => `${m.slice(5, 7)}-${m.slice(0, 4)}`;
  return `${from === null ? t.fromTheBeginning : month(from)} – ${month(to)} (${t.periodChoice[choice]})`;
}

/**
 * The short report as a PDF (A4): organization, period, the three totals of the dashboard, then each scope with
 * its sections. Fonts are subset into the file, so it reads the same everywhere.
 */
export async function renderShortReportPdf(
  content: ShortReportContent,
  language: ReportLanguage,
): Promise<Uint8Array> {
  const t = SHORT_REPORT_TEXTS[language];
  const tonnes = new Intl.NumberFormat(t.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const ratio = new Intl.NumberFormat(t.locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const percent = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const generatedAt = new Date(content.generatedAt);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontFiles();
  const w = new Writer(
    doc,
    await doc.embedFont(regular, { subset: true }),
    await doc.embedFont(bold, { subset: true }),
  );
  doc.setTitle(`${t.title} – ${content.organizationName}`, { showInWindowTitleBar: true });
  doc.setSubject(`${t.subtitle}. ${periodText(content, t)}`);
  doc.setAuthor('GHG Ledger');
  doc.setCreator('GHG Ledger');
  doc.setProducer('GHG Ledger (pdf-lib)');
  doc.setLanguage(language);
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);

  w.text(t.title, { size: 20, bold: true, colour: ACCENT });
  w.text(t.subtitle, { size: 11, colour: MUTED });
  w.space(8);
  w.text(`${t.organization}: ${content.organizationName}`, { size: 12, bold: true });
  w.text(`${t.period}: ${periodText(content, t)}`);
  w.text(
    `${t.generatedAt}: ${generatedAt.toLocaleString(t.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`,
    { colour: MUTED },
  );
  w.space(10);
  w.rule();
  const perUnit = (value: number | null) =>
    value === null ? t.insufficient : `${ratio.format(value)} t CO₂e`;
  w.row(t.total, [`${tonnes.format(content.totalTonnes)} t CO₂e`], { bold: true, size: 12 });
  w.row(t.perEmployee, [perUnit(content.perEmployeeTonnes)]);
  w.row(t.perThousandEur, [perUnit(content.perThousandEurTonnes)]);
  w.rule();
  w.space(8);

  if (content.totalTonnes === 0) w.text(t.noData, { size: 11, colour: MUTED });
  w.row(t.section, [t.emissions, t.share], { bold: true, size: 9 });
  w.rule();
  for (const scope of content.scopes) {
    w.space(6);
    w.row(t.scopes[scope.scope], [tonnes.format(scope.tonnes), `${percent.format(scope.share)} %`], {
      bold: true,
      size: 11,
    });
    for (const section of scope.sections) {
      w.row(section.label[language], [tonnes.format(section.tonnes), `${percent.format(section.share)} %`], {
        indent: 14,
      });
    }
    if (scope.scope === 'scope2') {
      // Dual reporting (GHG Protocol Scope 2 guidance): both methods, each labelled, whichever the table follows.
      w.row(t.scope2LocationBased, [`${tonnes.format(content.scope2Tonnes.location)} t CO₂e`], {
        indent: 14,
      });
      w.row(t.scope2MarketBased, [`${tonnes.format(content.scope2Tonnes.market)} t CO₂e`], { indent: 14 });
    }
    w.rule();
  }
  w.space(12);
  w.text(content.scope2Method === 'market' ? t.scope2Market : t.scope2Location, { size: 9, colour: MUTED });
  w.paragraph(t.fullReportNote, { size: 9, colour: MUTED });
  return doc.save();
}

/** e.g. raport-sladu-weglowego-2025-01-2025-12.pdf */
export function shortReportFileName(content: ShortReportContent, language: ReportLanguage): string {
  const from = content.period.from ?? 'start';
  return `${SHORT_REPORT_TEXTS[language].fileName}-${from}-${content.period.to}.pdf`;
}
