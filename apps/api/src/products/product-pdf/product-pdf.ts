import {
  PRODUCT_DOUGHNUT_COLOURS,
  PRODUCT_SECTION_COLOURS,
  PRODUCT_UNKNOWN_COLOUR,
  type ReportProductDetailView,
} from '@ghg/contracts';
import type { ReportLanguage } from '@ghg/domain';
import { A4, ACCENT, MARGIN, MUTED, reportDocument, rgbColour } from '../../reports/pdf-writer.js';
import { PRODUCT_PDF_TEXTS } from './product-pdf-texts.js';

const hex = (colour: string) =>
  rgbColour(
    parseInt(colour.slice(1, 3), 16) / 255,
    parseInt(colour.slice(3, 5), 16) / 255,
    parseInt(colour.slice(5, 7), 16) / 255,
  );

/** An SVG path of one doughnut slice between two angles (radians, clockwise from 12 o'clock). */
function slicePath(cx: number, cy: number, outer: number, inner: number, from: number, to: number): string {
  const point = (r: number, a: number) => `${cx + r * Math.sin(a)} ${cy - r * Math.cos(a)}`;
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, from)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, to)}`,
    `L ${point(inner, to)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, from)}`,
    'Z',
  ].join(' ');
}

/**
 * The product footprint on one A4 page (issue 18): per declared unit and per batch, the bar chart by section in
 * the spec's colours (values in tonnes with 4 decimals and the share), the doughnut by subcategory, and every line
 * with the factor and the source row it is computed from. Fonts as in the short report (Polish letters).
 */
export async function renderProductPdf(
  detail: ReportProductDetailView,
  language: ReportLanguage,
  volume: number | null,
  generatedAt: Date,
): Promise<Uint8Array> {
  const t = PRODUCT_PDF_TEXTS[language];
  const fixed = (digits: number) =>
    new Intl.NumberFormat(t.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const { doc, w } = await reportDocument({
    title: `${t.title} – ${detail.productName}`,
    subject: `${t.title}: ${detail.productName} (${detail.declaredUnit})`,
    language,
    createdAt: generatedAt,
  });

  w.text(t.title, { size: 18, bold: true, colour: ACCENT });
  w.text(detail.productName, { size: 13, bold: true });
  w.text(`${t.declaredUnit}: ${detail.declaredUnit}`, { colour: MUTED });
  w.row(t.perUnit, [`${fixed(4).format(detail.totalCo2e / 1000)} t CO₂e`], { bold: true, size: 11 });
  if (volume !== null) {
    w.row(`${t.batch} (${t.volume}: ${fixed(0).format(volume)})`, [
      `${fixed(4).format((detail.totalCo2e * volume) / 1000)} t CO₂e`,
    ]);
  }
  w.rule();
  const total = detail.totalCo2e;
  if (!(total > 0)) {
    w.text(t.noData, { colour: MUTED });
    return doc.save();
  }

  // Bar chart by section: zero-percentage sections are dropped (spec §4).
  w.text(t.bySection, { size: 11, bold: true });
  const sections = detail.result.filter((s) => Math.round((s.co2e / total) * 10000) > 0);
  const max = Math.max(...sections.map((s) => s.co2e));
  for (const s of sections) {
    w.space(16);
    const share = (s.co2e / total) * 100;
    w.page.drawText(s.label[language], { x: MARGIN, y: w.y, size: 9, font: w.regular });
    w.page.drawRectangle({
      x: MARGIN + 150,
      y: w.y - 2,
      width: (s.co2e / max) * 220,
      height: 10,
      color: hex(PRODUCT_SECTION_COLOURS[s.questionId] ?? PRODUCT_UNKNOWN_COLOUR),
    });
    const figure = `${fixed(4).format(s.co2e / 1000)} t · ${fixed(2).format(share)}%`;
    w.page.drawText(figure, {
      x: A4[0] - MARGIN - w.regular.widthOfTextAtSize(figure, 9),
      y: w.y,
      size: 9,
      font: w.regular,
    });
  }
  w.space(10);

  // Doughnut by subcategory (the line's item, else its table), colours cycling.
  w.text(t.bySubcategory, { size: 11, bold: true });
  const bySubcategory = new Map<string, number>();
  for (const line of detail.result.flatMap((s) => s.lines)) {
    const key = line.item ?? line.questionSubCategory;
    bySubcategory.set(key, (bySubcategory.get(key) ?? 0) + line.emission.co2eKg);
  }
  const slices = [...bySubcategory.entries()].filter(([, kg]) => kg > 0);
  const radius = 55;
  w.space(2 * radius + 10);
  const cx = MARGIN + radius;
  const cy = w.y + radius;
  let angle = 0;
  slices.forEach(([label, kg], i) => {
    const sweep = (kg / total) * 2 * Math.PI;
    const colour = hex(PRODUCT_DOUGHNUT_COLOURS[i % PRODUCT_DOUGHNUT_COLOURS.length]!);
    // drawSvgPath flips y (SVG's y grows downwards): draw around (0,0) and place the origin at the centre.
    w.page.drawSvgPath(
      slicePath(0, 0, radius, radius * 0.55, angle, Math.min(angle + sweep, angle + 2 * Math.PI - 1e-6)),
      {
        x: cx,
        y: cy,
        color: colour,
      },
    );
    angle += sweep;
    if (i < 12) {
      const y = cy + radius - 10 - i * 10;
      w.page.drawRectangle({ x: cx + radius + 20, y: y - 1, width: 7, height: 7, color: colour });
      w.page.drawText(`${label}: ${fixed(4).format(kg / 1000)} t · ${fixed(2).format((kg / total) * 100)}%`, {
        x: cx + radius + 32,
        y,
        size: 8,
        font: w.regular,
      });
    }
  });
  w.space(6);
  w.rule();

  // Every line with its cited factor.
  w.text(t.factors, { size: 11, bold: true });
  for (const section of detail.result) {
    for (const line of section.lines) {
      const f = line.emission.factor;
      const factor =
        f.source === 'user' ? t.userFigure : `${fixed(5).format(f.kgCo2ePerUnit)} kg CO₂e/${f.unit}`;
      w.row(
        `${section.label[language]} · ${line.item ?? line.questionSubCategory}`,
        [`${fixed(2).format(line.emission.co2eKg)} kg`],
        { size: 8 },
      );
      w.text(`${factor} · ${f.source} ${f.sourceRowId}`, { size: 7, colour: MUTED, x: MARGIN + 10 });
    }
  }
  return doc.save();
}

export const productPdfFileName = (language: ReportLanguage): string =>
  `${PRODUCT_PDF_TEXTS[language].fileName}.pdf`;
