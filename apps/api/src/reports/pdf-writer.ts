import fs from 'node:fs';
import path from 'node:path';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * pdf-lib and fontkit are ~40 MB of a process's memory and only reports use them: they are loaded with the first
 * PDF, not with the API (the spreadsheet import's memory target counts the API's resting size).
 */
type PdfLib = typeof import('pdf-lib');
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
let pdfLib: Promise<[PdfLib, Fontkit]> | null = null;
const loadPdfLib = () =>
  (pdfLib ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit').then((m) => m.default as Fontkit)]));

/** pdf-lib's rgb() as plain data, so colours exist before pdf-lib is loaded (channels 0–1). */
export const rgbColour = (red: number, green: number, blue: number): RGB =>
  ({ type: 'RGB', red, green, blue }) as unknown as RGB;

/** DejaVu Sans covers Polish letters (ą, ę, ł, ż …) and CO₂; the standard PDF fonts do not. */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontFiles = () =>
  (fonts ??= {
    regular: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  });

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const INK = rgbColour(0.13, 0.16, 0.2);
export const MUTED = rgbColour(0.4, 0.44, 0.5);
export const ACCENT = rgbColour(0.11, 0.42, 0.3);
const RULE = rgbColour(0.82, 0.85, 0.88);

/**
 * Writes top to bottom and starts a new page when the next line would not fit. The product footprint one-pager
 * (products/product-pdf) draws its charts on `page` at `y`.
 */
export class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly lib: PdfLib,
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

  /**
   * One table row: a label on the left, figures right-aligned in the last columns. With `link` the whole row is
   * a link to that address (a URI annotation) and its figures are drawn in the link colour.
   */
  row(
    label: string,
    figures: string[],
    options: { bold?: boolean; indent?: number; size?: number; link?: string } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    this.space(size * 1.6);
    this.page.drawText(label, { x: MARGIN + (options.indent ?? 0), y: this.y, size, font, color: INK });
    const right = A4[0] - MARGIN;
    const colour = options.link ? ACCENT : INK;
    figures.forEach((figure, i) => {
      const x = right - (figures.length - 1 - i) * 90 - font.widthOfTextAtSize(figure, size);
      this.page.drawText(figure, { x, y: this.y, size, font, color: colour });
    });
    if (options.link) this.link(options.link, [MARGIN, this.y - size * 0.3, right, this.y + size]);
  }

  /** A clickable area on the current page that opens `url`. */
  private link(url: string, rect: [number, number, number, number]): void {
    const { context } = this.doc;
    const annotation = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rect,
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: this.lib.PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
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

/** A new A4 document with the report fonts embedded (subset) and its metadata, and a writer on its first page. */
export async function reportDocument(meta: {
  title: string;
  subject: string;
  language: string;
  createdAt: Date;
}): Promise<{ doc: PDFDocument; w: Writer }> {
  const [lib, fontkit] = await loadPdfLib();
  const doc = await lib.PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontFiles();
  const w = new Writer(
    lib,
    doc,
    await doc.embedFont(regular, { subset: true }),
    await doc.embedFont(bold, { subset: true }),
  );
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor('GHG Ledger');
  doc.setCreator('GHG Ledger');
  doc.setProducer('GHG Ledger (pdf-lib)');
  doc.setLanguage(meta.language);
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  return { doc, w };
}
